"""Draws Idris 2's interactive shell: its banner, 'Main> ' and a result."""
import sys

print(r"""     ____    __     _         ___
    /  _/___/ /____(_)____   |__ \
    / // __  / ___/ / ___/   __/ /     Version 0.7.0
  _/ // /_/ / /  / (__  )   / __/      https://www.idris-lang.org
 /___/\__,_/_/  /_/____/   /____/      Type :? for help

Welcome to Idris 2.  Enjoy yourself!""")
while True:
    sys.stdout.write("Main> ")
    sys.stdout.flush()
    line = sys.stdin.readline()
    if not line or line.strip() in (":q", ":quit"):
        break
    e = line.strip()
    if not e:
        continue
    try:
        print(eval(e, {"__builtins__": {}}))
    except Exception:
        print(f"Error: Undefined name {e}.")
