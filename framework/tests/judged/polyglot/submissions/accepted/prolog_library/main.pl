% greeting, accepted: a folder submission, the entry file main.pl loading a library file beside it.
:- consult(greeting).

main :-
    read_line_to_string(user_input, Line),
    split_string(Line, "", " \t\r", [Name]),
    greeting(Name, Text),
    format("~s~n", [Text]).

:- initialization(main, main).
