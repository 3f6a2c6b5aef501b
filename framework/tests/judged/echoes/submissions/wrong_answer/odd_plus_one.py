#!/usr/bin/env python3
# echoes, wrong answer: prints 2k + 1 (the next pass's number) instead of 2k when k is odd. Every pass after the
# first gets an odd number, so it is wrong on pass 2 at the latest (on pass 1 of the sample, whose number is odd).
k = int(input())
print(2 * k + 1 if k % 2 == 1 else 2 * k, flush=True)
