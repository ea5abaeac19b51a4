"""Draws kotlinc's interactive shell: its banner, '>>> ' and a result."""
import sys

print("Welcome to Kotlin version 1.9.24 (JRE 17.0.12+7-Debian-2deb12u1)")
print("Type :help for help, :quit for quit")
n = 0
while True:
    sys.stdout.write(">>> ")
    sys.stdout.flush()
    line = sys.stdin.readline()
    if not line or line.strip() == ":quit":
        break
    e = line.strip()
    if not e:
        continue
    try:
        v = eval(e, {"__builtins__": {}})
        print(f"res{n}: kotlin.Int = {v}")
        n += 1
    except Exception:
        print(f"error: unresolved reference: {e}")
