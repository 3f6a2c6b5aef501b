# Allocates 4 GiB at once and writes every byte of it: MLE. The same one allocation as alloc_4g.c
# (bytes * n fills its block; bytearray(n) would be calloc's untouched pages).
block = b"\x01" * (4 << 30)
print(block[-1])
