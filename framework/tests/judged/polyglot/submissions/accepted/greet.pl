% greeting, accepted: reads the name and greets it.
main :-
    read_line_to_string(user_input, Line),
    split_string(Line, "", " \t\r", [Name]),
    format("Hello, ~s!~n", [Name]).

:- initialization(main, main).
