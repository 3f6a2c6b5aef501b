# Allocates 64 MiB blocks, every byte written, until 4 GiB: the way a Python program runs out of memory, one
# object after another, each small beside the limit. MLE where a control group holds memory (as root).
blocks = []
for _ in range(64):
    blocks.append(b"\x01" * (64 << 20))
print(len(blocks))
