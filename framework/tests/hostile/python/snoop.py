# Looks for anything of the host: /etc/passwd, and test data up the folder tree or at known places.
# Prints the right answer only when it found nothing, so AC means the box held.
import os

a, b = map(int, input().split())
leaks = 0
for path in ["/etc/passwd", "/etc/shadow", "/work", "/root", "/home", "/proc/1/environ", "/sys/fs/cgroup"]:
    if os.path.lexists(path):
        print("LEAK", path)
        leaks += 1
path = "."
for _ in range(30):  # walk up from the working folder
    try:
        names = os.listdir(path)
    except OSError:
        break
    for name in names:
        if name in ("testcases", "suite.yaml") or ".ans" in name:
            print("LEAK", path + "/" + name)
            leaks += 1
    path += "/.."
if leaks == 0:
    print(a + b)
