print("hello " + input().strip())
