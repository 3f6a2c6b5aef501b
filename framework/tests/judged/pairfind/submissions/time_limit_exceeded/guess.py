#!/usr/bin/env python3
# pairfind, too slow: draws random pairs of positions until one makes the target. Quick when a pair exists;
# endless when none does (it never prints -1). Right wherever it finishes.
import random
import sys

tokens = sys.stdin.read().split()
n, t = int(tokens[0]), int(tokens[1])
a = list(map(int, tokens[2:2 + n]))
draw = random.Random(99).randrange
while True:
    i, j = draw(n), draw(n)
    if i != j and a[i] + a[j] == t:
        print(i + 1, j + 1)
        break
