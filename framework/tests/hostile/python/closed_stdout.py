# Closes standard output before answering, and exits 0: the answer never arrives, WA.
import os

a, b = map(int, input().split())
os.close(1)
try:
    print(a + b, flush=True)
except OSError:
    pass
# Not a normal exit: Python would try to flush standard output once more and, failing, exit with 120 (RE).
os._exit(0)
