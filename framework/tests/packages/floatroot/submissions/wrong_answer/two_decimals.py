# a / b to 2 decimals: beyond the tolerance.
a, b = map(int, input().split())
print(f"{a / b:.2f}")
