#!/usr/bin/env python3
# greeting, wrong answer: leaves out the space after the comma.
import sys

name = sys.stdin.readline().strip()
print(f"Hello,{name}!")
