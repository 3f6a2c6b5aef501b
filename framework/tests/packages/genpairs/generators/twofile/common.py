def pair_line(seed, index):
    return f"{seed % 1000} {index}"
