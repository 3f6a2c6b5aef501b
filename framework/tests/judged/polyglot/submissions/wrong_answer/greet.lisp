; greeting, wrong answer: leaves out the comma after Hello.
(let ((name (string-trim '(#\Space #\Tab #\Return #\Newline) (read-line *standard-input*))))
  (format t "Hello ~a!~%" name))
