# An exception nobody catches: the interpreter prints its traceback and exits with 1, RE.
a, b = map(int, input().split())
raise RuntimeError("thrown on purpose")
