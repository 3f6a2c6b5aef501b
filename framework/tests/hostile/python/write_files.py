# Writes files in /tmp and the working folder, then answers: AC, and nothing may be left on the host.
a, b = map(int, input().split())
for path in ["/tmp/gavel-hostile-marker", "gavel-hostile-marker"]:
    try:
        with open(path, "w") as marker:
            marker.write("left behind\n")
    except OSError:
        pass
try:
    open("/box/gavel-hostile-marker", "w").close()  # the program's own folder is read-only
    print("WROTE /box")
except OSError:
    print(a + b)
