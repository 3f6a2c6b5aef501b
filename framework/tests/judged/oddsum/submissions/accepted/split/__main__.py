#!/usr/bin/env python3
# oddsum, accepted, as a folder of two files: this entry point reads and prints, parity.py decides.
import sys

from parity import odd_total


def main():
    tokens = sys.stdin.read().split()
    count = int(tokens[0])
    print(odd_total(int(token) for token in tokens[1:1 + count]))


main()
