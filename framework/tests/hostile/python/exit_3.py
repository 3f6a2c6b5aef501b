# Prints the right answer, then exits with code 3: RE all the same.
import sys

a, b = map(int, input().split())
print(a + b)
sys.exit(3)
