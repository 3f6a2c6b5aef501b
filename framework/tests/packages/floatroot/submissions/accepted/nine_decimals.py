# a / b to 9 decimals: within the tolerance of data/test_group.yaml, not equal to the answers' text.
a, b = map(int, input().split())
print(f"{a / b:.9f}")
