#!/usr/bin/env python3
# echoes, run-time error: doubles by recursion, one call per unit, so the recursion limit raises an uncaught
# RecursionError for large k: pass 1 of the largest case (and with CPython, whose limit of 1000 calls is exact,
# pass 3 of the case starting at 300 too; PyPy gets further). Right wherever it does not crash.


def double(k):
    return 0 if k == 0 else 2 + double(k - 1)


print(double(int(input())), flush=True)
