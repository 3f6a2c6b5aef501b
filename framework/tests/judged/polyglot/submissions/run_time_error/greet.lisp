; greeting, run-time error: takes the name for a number, an unhandled PARSE-ERROR.
(let* ((name (string-trim '(#\Space #\Tab #\Return #\Newline) (read-line *standard-input*)))
       (times (parse-integer name)))
  (dotimes (i times)
    (format t "Hello, ~a!~%" name)))
