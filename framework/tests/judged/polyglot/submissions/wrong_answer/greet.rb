# greeting, wrong answer: drops the first letter of the name.
name = $stdin.gets.strip
puts "Hello, #{name[1..]}!"
