#!/usr/bin/env python3
"""BAPCtools' seed rule for a generated test case, written down on its own to check gavel's bapctools_seed().

Each input line (standard input, or each command-line argument) is a JSON list [random_salt, count_value,
command]; for each one line is printed: the seed, sha512(salt + ":<count_value - 1>" unless count_value is 1 +
command.strip()) read as a hexadecimal number, modulo 2**31."""
import hashlib
import json
import sys


def seed(salt, count_value, command):
    text = salt + (f":{count_value - 1}" if count_value != 1 else "") + command.strip()
    return int(hashlib.sha512(text.encode()).hexdigest(), 16) % 2**31


for line in sys.argv[1:] or sys.stdin:
    print(seed(*json.loads(line)))
