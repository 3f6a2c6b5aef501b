# Filed as too slow, yet as fast as accepted/add.py.
a, b = map(int, input().split())
print(a + b)
