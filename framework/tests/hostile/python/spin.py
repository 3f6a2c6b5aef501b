# Spins forever: TLE by CPU time.
while True:
    pass
