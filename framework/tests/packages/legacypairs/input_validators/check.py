# Checks one line of two non-negative integers no larger than the bound after "max".
import sys

bound = int(sys.argv[sys.argv.index("max") + 1]) if "max" in sys.argv else 1000
parts = sys.stdin.read().split()
ok = len(parts) == 2 and all(p.isdigit() and int(p) <= bound for p in parts)
sys.exit(42 if ok else 43)
