# Two threads spin for 1.2 s of CPU each, then it answers: 2.4 s of CPU in all, TLE under 2 s. Counting one
# thread only would make it AC.
import sys
import threading
import time


def spin():
    start = time.thread_time()
    while time.thread_time() - start < 1.2:
        pass


a, b = map(int, sys.stdin.readline().split())
threads = [threading.Thread(target=spin) for _ in range(2)]
for thread in threads:
    thread.start()
for thread in threads:
    thread.join()
print(a + b)
