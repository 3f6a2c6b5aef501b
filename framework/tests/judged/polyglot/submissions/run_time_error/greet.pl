% greeting, run-time error: divides the name's length by zero, an uncaught evaluation error.
main :-
    read_line_to_string(user_input, Line),
    split_string(Line, "", " \t\r", [Name]),
    string_length(Name, Length),
    Share is Length // (Length - Length),
    format("Hello, ~s! ~d~n", [Name, Share]).

:- initialization(main, main).
