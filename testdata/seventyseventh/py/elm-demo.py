"""Draws elm repl: its banner, '> ' and a typed result."""
import sys

print("---- Elm 0.19.1 ----------------------------------------------------------------")
print("Say :help for help and :exit to exit! More at <https://elm-lang.org/0.19.1/repl>")
print("--------------------------------------------------------------------------------")
while True:
    sys.stdout.write("> ")
    sys.stdout.flush()
    line = sys.stdin.readline()
    if not line or line.strip() == ":exit":
        break
    e = line.strip()
    if not e:
        continue
    try:
        v = eval(e, {"__builtins__": {}})
        print(f"\x1b[95m{v}\x1b[0m\x1b[90m : number\x1b[0m")
    except Exception:
        print("\x1b[36m-- NAMING ERROR ---------------------------------------------------------- REPL\x1b[0m")
    print()
