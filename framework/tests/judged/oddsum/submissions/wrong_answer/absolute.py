#!/usr/bin/env python3
# oddsum, wrong answer: adds the absolute values of the odd numbers, as if -7 counted as 7.
import sys

tokens = sys.stdin.read().split()
n = int(tokens[0])
print(sum(abs(a) for a in map(int, tokens[1:1 + n]) if a % 2 != 0))
