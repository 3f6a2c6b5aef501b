import sys

numbers = sys.stdin.read().split()
count = int(numbers[0])
print(sum(int(x) for x in numbers[1:1 + count]))
