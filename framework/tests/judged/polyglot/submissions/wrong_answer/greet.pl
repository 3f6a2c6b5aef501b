% greeting, wrong answer: drops the last letter of the name.
main :-
    read_line_to_string(user_input, Line),
    split_string(Line, "", " \t\r", [Name]),
    sub_string(Name, 0, _, 1, Short),
    format("Hello, ~s!~n", [Short]).

:- initialization(main, main).
