#!/usr/bin/env python3
# The arithmetic of the folder submission split/: the sum of the odd numbers of an iterable.


def is_odd(value):
    return value % 2 != 0


def odd_total(values):
    return sum(value for value in values if is_odd(value))
