# A count n, then n positive integers on one line; --large allows values up to 10^6, otherwise up to 10^3.
import sys

bound = 10**6 if "--large" in sys.argv else 10**3
lines = sys.stdin.read().split("\n")
try:
    n = int(lines[0])
    values = [int(v) for v in lines[1].split()]
    ok = n >= 1 and len(values) == n and all(1 <= v <= bound for v in values)
except (ValueError, IndexError):
    ok = False
sys.exit(42 if ok else 43)
