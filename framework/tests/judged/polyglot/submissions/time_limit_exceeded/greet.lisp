; greeting, too slow: steps a Lehmer generator seeded with the name's length until it gives 0, which it never does.
(let* ((name (string-trim '(#\Space #\Tab #\Return #\Newline) (read-line *standard-input*)))
       (s (length name)))
  (declare (type fixnum s))
  (loop until (zerop s)
        do (setf s (mod (* s 48271) 2147483647)))
  (format t "Hello, ~a! (~d)~%" name s))
