#!/usr/bin/env python3
# echoes, accepted: doubles the number (Python's integers never overflow) and flushes the answer.
k = int(input())
print(2 * k, flush=True)
