#!/usr/bin/env python3
# relay, run-time error: checks the bound "below 10^9" of the first pass on every pass and raises ValueError
# (uncaught: exit status 1) on a later pass that exceeds it (pass 2 of the large cases). Right wherever it does
# not crash.
a, b = map(int, input().split())
if a >= 10**9 or b >= 10**9:
    raise ValueError("a number out of range: %d %d" % (a, b))
print(a + b)
