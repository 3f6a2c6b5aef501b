#!/usr/bin/env python3
# relay, too slow: busy-loops forever when a >= 2 * 10^9, which only the third pass of the large cases gives;
# right, and fast, on every other pass.
a, b = map(int, input().split())
while a >= 2 * 10**9:
    pass
print(a + b)
