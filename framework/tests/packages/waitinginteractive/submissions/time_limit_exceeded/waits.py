# Reads the question, then waits for a second line that never comes: the validator is waiting for the answer.
input()
input()
