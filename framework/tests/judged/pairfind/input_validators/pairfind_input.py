#!/usr/bin/env python3
# Input validator of pairfind: the input on standard input must be exactly
#   n t<newline>a_1<space>...<space>a_n<newline>
# with 2 <= n <= 1000, -2*10^9 <= t <= 2*10^9, -10^9 <= a_i <= 10^9, integers written without a plus sign,
# leading zeros or -0. Exit 42 when it is, 43 (saying why on standard output) when not.
import re
import sys

INTEGER = re.compile(r'-?(0|[1-9][0-9]*)\Z')


def refuse(why):
    print('invalid input:', why)
    sys.exit(43)


def integer(token, low, high, what):
    if not INTEGER.match(token) or token == '-0':
        refuse(f'{what} is not an integer written plainly: {token[:30]!r}')
    value = int(token)
    if not low <= value <= high:
        refuse(f'{what} = {value} is outside [{low}, {high}]')
    return value


def main():
    data = sys.stdin.buffer.read()
    try:
        text = data.decode('ascii')
    except UnicodeDecodeError:
        refuse('a byte that is not ASCII')
    if not text.endswith('\n'):
        refuse('the input does not end with a newline')
    lines = text[:-1].split('\n')
    if len(lines) != 2:
        refuse(f'expected 2 lines, found {len(lines)}')
    first = lines[0].split(' ')
    if len(first) != 2:
        refuse('the first line must be "n t", separated by one space')
    n = integer(first[0], 2, 1000, 'n')
    integer(first[1], -2 * 10**9, 2 * 10**9, 't')
    entries = lines[1].split(' ')
    if len(entries) != n:
        refuse(f'expected {n} entries separated by single spaces, found {len(entries)} fields')
    for index, token in enumerate(entries, 1):
        integer(token, -10**9, 10**9, f'a_{index}')
    sys.exit(42)


main()
