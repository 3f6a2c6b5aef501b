# greeting, too slow: steps a Lehmer generator seeded with the name's length until it gives 0, which it never does.
name = $stdin.gets.strip
s = name.length
s = s * 48271 % 2147483647 while s != 0
puts "Hello, #{name}! (#{s})"
