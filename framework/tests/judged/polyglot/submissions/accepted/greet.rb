# greeting, accepted: reads the name and greets it.
name = $stdin.gets.strip
puts "Hello, #{name}!"
