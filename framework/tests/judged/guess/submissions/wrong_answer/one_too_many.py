#!/usr/bin/env python3
# guess, wrong answer: finds the number correctly, then answers one more than it ("! N+1"): wrong on every case.
low, high = 1, 1000
while True:
    middle = (low + high) // 2
    print("?", middle, flush=True)
    reply = input().strip()
    if reply == "=":
        break
    if reply == "<":
        high = middle - 1
    else:
        low = middle + 1
print("!", middle + 1, flush=True)
