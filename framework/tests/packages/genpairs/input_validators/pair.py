# Two integers in -1e9..1e9 on one line.
import re
import sys

data = sys.stdin.read()
if not re.fullmatch(r"-?\d+ -?\d+\n", data):
    sys.exit(43)
a, b = map(int, data.split())
sys.exit(42 if all(-10**9 <= x <= 10**9 for x in (a, b)) else 43)
