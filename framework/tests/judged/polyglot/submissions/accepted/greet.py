#!/usr/bin/env python3
# greeting, accepted: reads the name and greets it.
import sys

name = sys.stdin.readline().strip()
print(f"Hello, {name}!")
