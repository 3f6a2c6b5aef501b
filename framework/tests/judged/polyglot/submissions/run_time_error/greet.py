#!/usr/bin/env python3
# greeting, run-time error: reads the letter past the name's end, an uncaught IndexError.
import sys

name = sys.stdin.readline().strip()
after = name[len(name)]
print(f"Hello, {name}!{after}")
