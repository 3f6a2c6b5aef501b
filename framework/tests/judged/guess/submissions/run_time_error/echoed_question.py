#!/usr/bin/env python3
# guess, run-time error: expects the reply to repeat the number asked about ("< 500") and takes its second
# word: an uncaught IndexError right after the first reply, which is a single character.
low, high = 1, 1000
while True:
    middle = (low + high) // 2
    print("?", middle, flush=True)
    words = input().split()
    sign, asked = words[0], int(words[1])
    if sign == "=":
        break
    if sign == "<":
        high = asked - 1
    else:
        low = asked + 1
print("!", middle, flush=True)
