# pairgen SEED INDEX: a generator made of two files (generators: in generators.yaml), its helper imported.
import sys

from common import pair_line

print(pair_line(int(sys.argv[1]), int(sys.argv[2])))
