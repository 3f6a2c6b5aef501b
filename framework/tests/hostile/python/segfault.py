# Reads through a null pointer by way of ctypes: RE (SIGSEGV), as the C program gets.
import ctypes

ctypes.string_at(0)
