# Says goodbye where hello is asked for.
print("goodbye " + input().strip())
