#!/usr/bin/env python3
# stockpiles, wrong answer: the right value, rounded to two decimals, which is further than 1e-6 from it unless
# the value happens to need no more decimals.
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
print('%.2f' % (sum(w * abs(x - depot) for x, w in piles) / total))
