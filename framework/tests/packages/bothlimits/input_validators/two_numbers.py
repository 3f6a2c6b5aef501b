# Two integers on one line.
import sys
parts = sys.stdin.read().split("\n")
if len(parts) != 2 or parts[1] != "":
    sys.exit(43)
words = parts[0].split(" ")
sys.exit(42 if len(words) == 2 and all(w.lstrip("-").isdigit() for w in words) else 43)
