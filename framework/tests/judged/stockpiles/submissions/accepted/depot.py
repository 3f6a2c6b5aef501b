#!/usr/bin/env python3
# stockpiles, accepted: a weighted median; printed as Python prints a float (shortest round trip), which the
# float tolerance accepts.
import sys

numbers = list(map(int, sys.stdin.read().split()))
n = numbers[0]
piles = sorted(zip(numbers[1:1 + 2 * n:2], numbers[2:2 + 2 * n:2]))
total = sum(w for _, w in piles)
run = 0
for x, w in piles:
    run += w
    if 2 * run >= total:
        depot = x
        break
print(sum(w * abs(x - depot) for x, w in piles) / total)
