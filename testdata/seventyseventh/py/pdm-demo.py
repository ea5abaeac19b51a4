"""Draws pdm init asking which Python interpreter to use."""
import sys

print("Creating a pyproject.toml for PDM...")
print("\x1b[1mPlease enter the Python interpreter to use\x1b[0m")
print(" 0. cpython@3.12 (/usr/bin/python3.12)")
print(" 1. cpython@3.11 (/usr/bin/python3.11)")
print(" 2. cpython@3.12 (/root/.local/bin/python3)")
sys.stdout.write("\x1b[1mPlease select\x1b[0m \x1b[1;36m(0)\x1b[0m: ")
sys.stdout.flush()
sys.stdin.readline()
