# Asks to run on every CPU of the machine: answers the sum only while it still may run on one CPU, so AC
# means the box held it to its own.
import os

a, b = map(int, input().split())
try:
    os.sched_setaffinity(0, range(1024))  # not os.cpu_count(): a box has no /sys to count CPUs in
except OSError:
    pass
now = os.sched_getaffinity(0)
print(f"WIDENED to {len(now)} CPUs" if len(now) != 1 else a + b)
