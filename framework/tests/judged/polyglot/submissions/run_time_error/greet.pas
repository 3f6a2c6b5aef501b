{ greeting, run-time error: divides by the name's length minus itself, run-time error 200. }
program greet;

var
  name: string;
  zero, share: longint;

begin
  readln(name);
  zero := length(name) - length(name);
  share := 100 div zero;
  writeln('Hello, ', name, '! ', share);
end.
