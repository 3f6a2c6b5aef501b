#!/usr/bin/env python3
# guess, too slow: writes its questions through its own block-buffered file on descriptor 1, never flushed (so
# that neither python3 -u nor PYTHONUNBUFFERED flushes it), then waits for the reply. The first question never
# reaches the validator, which waits for it in turn: a deadlock that only the judge's wall-clock limit ends.
import os
import sys

out = open(sys.stdout.fileno(), "w", buffering=1 << 16, closefd=False)
low, high = 1, 1000
while True:
    middle = (low + high) // 2
    out.write("? %d\n" % middle)
    reply = sys.stdin.readline().strip()
    if reply in ("=", ""):
        break
    if reply == "<":
        high = middle - 1
    else:
        low = middle + 1
out.write("! %d\n" % middle)
os._exit(0)
