# random_pair.py SEED MAX: two numbers in 0..MAX from a generator seeded with SEED, the seed itself first, so
# that a test can tell which seed made the file.
import random
import sys

seed, top = int(sys.argv[1]), int(sys.argv[2])
rng = random.Random(seed)
print(seed % (top + 1), rng.randint(0, top))
