#!/usr/bin/env python3
# greeting, too slow: steps a Lehmer generator seeded with the name's length until it gives 0, which it never does.
import sys

name = sys.stdin.readline().strip()
s = len(name)
while s != 0:
    s = s * 48271 % 2147483647
print(f"Hello, {name}! ({s})")
