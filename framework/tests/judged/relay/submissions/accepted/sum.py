#!/usr/bin/env python3
# relay, accepted: Python's integers never overflow, whatever the pass.
a, b = map(int, input().split())
print(a + b)
