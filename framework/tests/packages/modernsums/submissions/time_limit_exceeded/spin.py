# Never answers: spins until the CPU limit ends it.
while True:
    pass
