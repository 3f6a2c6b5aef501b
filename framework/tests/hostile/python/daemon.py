# Leaves a daemonized grandchild behind that sleeps forever; it must be killed when the run ends.
# Answers only once the grandchild said it is named and alive, so AC means there was something to kill.
import ctypes
import os
import signal

PR_SET_NAME = 15

a, b = map(int, input().split())
ready_read, ready_write = os.pipe()
if os.fork() == 0:
    os.setsid()
    if os.fork() == 0:
        # Named (apart from daemon.c's gvl-daemon, which may run beside it) so the test finds it on the machine.
        if ctypes.CDLL(None).prctl(PR_SET_NAME, b"gvl-pydaemon", 0, 0, 0) == 0:
            os.write(ready_write, b"1")
        os.close(1)
        while True:
            signal.pause()
    os._exit(0)
os.close(ready_write)
print(a + b if os.read(ready_read, 1) == b"1" else "NO DAEMON")
