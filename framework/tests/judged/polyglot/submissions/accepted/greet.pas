{ greeting, accepted: reads the name and greets it. }
program greet;

var
  name: string;

begin
  readln(name);
  writeln('Hello, ', name, '!');
end.
