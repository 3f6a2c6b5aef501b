% The library of the folder submission: the greeting for a name.
greeting(Name, Text) :- format(string(Text), "Hello, ~s!", [Name]).
