# Two whole numbers a and b on one line, 1 <= a, b <= 1000.
import re
import sys

line = sys.stdin.read()
match = re.fullmatch(r"([1-9][0-9]{0,3}) ([1-9][0-9]{0,3})\n", line)
sys.exit(42 if match and all(int(x) <= 1000 for x in match.groups()) else 43)
