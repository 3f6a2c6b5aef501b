{ greeting, wrong answer: leaves out the exclamation mark. }
program greet;

var
  name: string;

begin
  readln(name);
  writeln('Hello, ', name);
end.
