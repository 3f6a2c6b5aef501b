# Writes to standard error without end: the judge keeps a bounded part and does not hang (TLE).
import os

line = b"e" * 4096
while True:
    os.write(2, line)
