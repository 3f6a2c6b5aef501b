# Sends itself SIGXCPU: a crash (RE), not a time limit the judge never reached.
import signal

signal.raise_signal(signal.SIGXCPU)
