# greeting, run-time error: divides the name's length by zero, an uncaught ZeroDivisionError.
name = $stdin.gets.strip
share = name.length / (name.length - name.length)
puts "Hello, #{name}! #{share}"
