# Aborts: RE (SIGABRT).
import os

os.abort()
