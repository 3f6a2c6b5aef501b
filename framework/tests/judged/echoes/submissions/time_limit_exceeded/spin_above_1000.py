#!/usr/bin/env python3
# echoes, too slow: busy-loops forever before answering a number above 1000 (pass 1 of the largest case, pass 3
# of the case starting at 300); right, and fast, everywhere else.
k = int(input())
while k > 1000:
    pass
print(2 * k, flush=True)
