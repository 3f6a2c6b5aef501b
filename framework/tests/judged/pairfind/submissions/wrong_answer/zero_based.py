#!/usr/bin/env python3
# pairfind, wrong answer: prints positions counted from 0.
import sys

tokens = sys.stdin.read().split()
n, t = int(tokens[0]), int(tokens[1])
seen = {}
for position, entry in enumerate(map(int, tokens[2:2 + n])):
    if t - entry in seen:
        print(seen[t - entry], position)
        break
    seen.setdefault(entry, position)
else:
    print(-1)
