"""Draws PsySH, PHP's interactive shell: its banner, '> ' and '= 42'."""
import sys

print("Psy Shell v0.12.4 (PHP 8.3.6 — cli) by Justin Hileman")
while True:
    sys.stdout.write("> ")
    sys.stdout.flush()
    line = sys.stdin.readline()
    if not line or line.strip() in ("exit", "quit"):
        break
    e = line.strip().rstrip(";")
    if not e:
        continue
    try:
        print(f"\x1b[90m=\x1b[0m \x1b[35m{eval(e, {'__builtins__': {}})}\x1b[0m")
    except Exception:
        print(f"   PARSE ERROR  PHP Parse error: Syntax error, unexpected T_STRING on line 1.")
    print()
