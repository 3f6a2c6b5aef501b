{ greeting, too slow: steps a Lehmer generator seeded with the name's length until it gives 0, which it never does. }
program greet;

var
  name: string;
  s: int64;

begin
  readln(name);
  s := length(name);
  while s <> 0 do
    s := s * 48271 mod 2147483647;
  writeln('Hello, ', name, '! (', s, ')');
end.
