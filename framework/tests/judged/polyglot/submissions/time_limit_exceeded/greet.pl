% greeting, too slow: steps a Lehmer generator seeded with the name's length until it gives 0, which it never does.
spin(S, S) :- S =:= 0, !.
spin(S, R) :- Next is S * 48271 mod 2147483647, spin(Next, R).

main :-
    read_line_to_string(user_input, Line),
    split_string(Line, "", " \t\r", [Name]),
    string_length(Name, Length),
    spin(Length, S),
    format("Hello, ~s! (~d)~n", [Name, S]).

:- initialization(main, main).
