#!/usr/bin/env python3
# oddsum, accepted: Python's % is never negative for a positive divisor, so a % 2 is 1 for every odd number.
import sys

numbers = sys.stdin.read().split()
n = int(numbers[0])
print(sum(a for a in map(int, numbers[1:1 + n]) if a % 2 == 1))
