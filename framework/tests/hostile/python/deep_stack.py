# Recurses 200000 levels deep the way contestants do (a higher recursion limit, the work in a thread with a big
# stack), then answers: AC under a 256 MiB limit.
import sys
import threading


def depth_sum(depth):
    if depth == 0:
        return 0
    return depth_sum(depth - 1) + depth % 7 - depth % 7


def main():
    a, b = map(int, sys.stdin.readline().split())
    print(a + b + depth_sum(200000))


sys.setrecursionlimit(1 << 20)
# Python 3.11 keeps Python frames off the C stack, but an older interpreter (or a C call on the way) does not.
threading.stack_size(128 << 20)
worker = threading.Thread(target=main)
worker.start()
worker.join()
