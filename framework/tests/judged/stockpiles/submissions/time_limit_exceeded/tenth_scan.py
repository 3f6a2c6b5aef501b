#!/usr/bin/env python3
# stockpiles, too slow: tries every depot place from the leftmost to the rightmost pile in steps of 100 metres
# (in tenths of a kilometre, so the arithmetic stays exact). Instant when the piles lie within 100 km; tens of
# millions of steps when they spread over 10^6 km. Right wherever it finishes (the best place is a pile's).
import sys

numbers = list(map(int, sys.stdin.read().split()))
n = numbers[0]
piles = list(zip(numbers[1:1 + 2 * n:2], numbers[2:2 + 2 * n:2]))
places = [x for x, _ in piles]
best = min(sum(w * abs(10 * x - depot) for x, w in piles) for depot in range(10 * min(places), 10 * max(places) + 1))
print('%.9f' % (best / 10 / sum(w for _, w in piles)))
