; greeting, accepted: reads the name and greets it.
(let ((name (string-trim '(#\Space #\Tab #\Return #\Newline) (read-line *standard-input*))))
  (format t "Hello, ~a!~%" name))
