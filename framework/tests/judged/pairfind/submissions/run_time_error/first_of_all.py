#!/usr/bin/env python3
# pairfind, run-time error: lists every pair and prints the first, which raises IndexError when there is none.
# Right wherever a pair exists.
import sys

tokens = sys.stdin.read().split()
n, t = int(tokens[0]), int(tokens[1])
a = list(map(int, tokens[2:2 + n]))
where = {}
pairs = []
for j, entry in enumerate(a):
    for i in where.get(t - entry, []):
        pairs.append((i + 1, j + 1))
    where.setdefault(entry, []).append(j)
print(*pairs[0])
