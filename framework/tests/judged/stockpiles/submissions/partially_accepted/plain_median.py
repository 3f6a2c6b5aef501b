#!/usr/bin/env python3
# stockpiles, partially accepted (30 points): the depot at the median pile by count, ignoring the weights: right
# when every pile weighs one tonne (group 1), wrong once the weights differ.
import sys

numbers = list(map(int, sys.stdin.read().split()))
n = numbers[0]
piles = sorted(zip(numbers[1:1 + 2 * n:2], numbers[2:2 + 2 * n:2]))
depot = piles[(n - 1) // 2][0]
print('%.9f' % (sum(w * abs(x - depot) for x, w in piles) / sum(w for _, w in piles)))
