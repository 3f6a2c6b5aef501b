#!/usr/bin/env python3
# oddsum, run-time error: also logs the largest odd number, and max() of an empty list raises ValueError when no
# number is odd. Right wherever it does not crash.
import sys

tokens = sys.stdin.read().split()
n = int(tokens[0])
odds = [a for a in map(int, tokens[1:1 + n]) if a % 2 != 0]
print("largest odd number:", max(odds), file=sys.stderr)
print(sum(odds))
