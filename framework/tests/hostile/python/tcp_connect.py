# Connects to 127.0.0.1 on the port the test listens on (47613); answers only if the connection failed.
import socket

a, b = map(int, input().split())
try:
    socket.create_connection(("127.0.0.1", 47613), timeout=5).close()
    print("CONNECTED")
except OSError:
    print(a + b)
