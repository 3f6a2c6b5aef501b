#!/usr/bin/env python3
# guess, accepted: halves the range of possible numbers with every question (at most 10 for 1..1000),
# flushing each question.
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
print("!", middle, flush=True)
