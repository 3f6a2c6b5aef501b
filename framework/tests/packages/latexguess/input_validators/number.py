# One integer from 1 to 1000 on a line of its own.
import sys
text = sys.stdin.read()
sys.exit(42 if text.endswith("\n") and text.strip().isdigit() and 1 <= int(text) <= 1000 and text.count("\n") == 1 else 43)
