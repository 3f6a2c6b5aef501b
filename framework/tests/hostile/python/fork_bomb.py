# Forks without end; every process spins. Must be contained, and nothing may be left afterwards.
import ctypes
import os

PR_SET_NAME = 15

ctypes.CDLL(None).prctl(PR_SET_NAME, b"gvl-pyforkbomb", 0, 0, 0)
while True:
    try:
        os.fork()
    except OSError:  # the box's process limit: keep trying, as the C program's fork() does
        pass
