# The answer is one integer on a line.
import sys

sys.exit(42 if sys.stdin.read().strip().lstrip("-").isdigit() else 43)
