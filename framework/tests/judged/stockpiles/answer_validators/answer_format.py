#!/usr/bin/env python3
# Answer validator of stockpiles: `answer_format.py input_file [arguments] < answer` exits 42 when the answer file
# is one line holding a number with exactly nine decimals and no sign, and that number is possible for the input:
# at most the distance between the two outermost stockpiles (and 0 for a single stockpile). Exit 43 otherwise,
# saying why. Arguments (the case's output validator arguments, such as float_tolerance 1e-6) are ignored.
import re
import sys


def refuse(why):
    print('invalid answer:', why)
    sys.exit(43)


def main():
    if len(sys.argv) < 2:
        print('usage: answer_format.py input_file [arguments] < answer')
        sys.exit(2)
    answer = sys.stdin.buffer.read().decode('ascii', errors='replace')
    if not re.fullmatch(r'(0|[1-9][0-9]*)\.[0-9]{9}\n', answer):
        refuse(f'expected one number with nine decimals on a line of its own, found {answer[:40]!r}')
    value = float(answer)
    with open(sys.argv[1]) as input_file:
        numbers = input_file.read().split()
    n = int(numbers[0])
    places = [int(numbers[1 + 2 * i]) for i in range(n)]
    if value > max(places) - min(places):
        refuse(f'{value} is more than the distance between the outermost stockpiles')
    sys.exit(42)


main()
