#!/usr/bin/env python3
# oddsum, too slow: counts |a| down two at a time to find its parity; endless on numbers near 10^12.
# Right wherever it finishes.
import sys


def odd(a):
    left = abs(a)
    while left >= 2:
        left -= 2
    return left == 1


tokens = sys.stdin.read().split()
n = int(tokens[0])
print(sum(a for a in map(int, tokens[1:1 + n]) if odd(a)))
