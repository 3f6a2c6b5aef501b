# Writes to standard output without end: OLE, without the judge buffering it all.
import os

line = b"x" * 4096
while True:
    os.write(1, line)
