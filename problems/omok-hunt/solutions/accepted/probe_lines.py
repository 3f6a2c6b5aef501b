# The same search as probe_lines.cpp: ask the cells where (row + 2 * column) % 5 == 0, then follow each stone's
# four lines, asking every cell at most once.
import sys

N = 19
STEPS = [(0, 1), (1, 0), (1, 1), (-1, 1)]
known = {}


def ask(r, c):
    if not (0 <= r < N and 0 <= c < N):
        return 0
    if (r, c) not in known:
        print("?", r + 1, c + 1, flush=True)
        known[(r, c)] = int(sys.stdin.readline())
    return known[(r, c)]


def run_from(r, c, dr, dc, stone):
    length = 0
    while ask(r + (length + 1) * dr, c + (length + 1) * dc) == stone:
        length += 1
    return length


def main():
    for r in range(N):
        for c in range(N):
            if (r + 2 * c) % 5:
                continue
            stone = ask(r, c)
            if stone == 0:
                continue
            for dr, dc in STEPS:
                back = run_from(r, c, -dr, -dc, stone)
                if back + 1 + run_from(r, c, dr, dc, stone) == 5:
                    print("!", stone, r - back * dr + 1, c - back * dc + 1, flush=True)
                    return


main()
