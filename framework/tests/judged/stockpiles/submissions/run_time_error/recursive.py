#!/usr/bin/env python3
# stockpiles, run-time error: adds up the cost recursively, one call per pile, which passes Python's recursion
# limit (RecursionError) with 1000 piles. Right wherever it does not crash.
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


def cost_from(i):
    if i == len(piles):
        return 0
    x, w = piles[i]
    return w * abs(x - depot) + cost_from(i + 1)


print('%.9f' % (cost_from(0) / total))
