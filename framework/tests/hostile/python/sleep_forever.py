# Sleeps forever, using no CPU: TLE by wall-clock time.
import signal

while True:
    signal.pause()
