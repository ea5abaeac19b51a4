"""Draws what a .NET console library's text, confirmation and secret
prompts draw: 'What's your name? (Anonymous): ', 'Run prompt example?
[y/n] (y): ', 'Enter password: ' with a star for each key."""
import os, sys, termios, tty

GREEN, BLUE, OFF = "\x1b[38;5;10m", "\x1b[38;5;12m", "\x1b[0m"


def secret(label):
    sys.stdout.write(label)
    sys.stdout.flush()
    fd = sys.stdin.fileno()
    old = termios.tcgetattr(fd)
    tty.setraw(fd)
    s = ""
    try:
        while True:
            k = os.read(fd, 1)
            if k in (b"\r", b"\n"):
                break
            if k == b"\x03":
                raise KeyboardInterrupt
            if k == b"\x7f":
                if s:
                    s = s[:-1]
                    sys.stdout.write("\b \b")
            else:
                s += k.decode(errors="replace")
                sys.stdout.write("*")
            sys.stdout.flush()
    finally:
        termios.tcsetattr(fd, termios.TCSADRAIN, old)
    sys.stdout.write("\n")
    return s


kind = sys.argv[1] if len(sys.argv) > 1 else "text"
if kind == "text":
    name = input("What's your name? " + GREEN + "(Anonymous)" + OFF + ": ") or "Anonymous"
    print("Hello, " + name)
elif kind == "confirm":
    while True:
        a = input("Run prompt example? " + BLUE + "[y/n]" + OFF + " " + GREEN + "(y)" + OFF + ": ").strip().lower() or "y"
        if a in ("y", "n"):
            break
        print("\x1b[31mPlease select one of the available options\x1b[0m")
else:
    secret("Enter " + GREEN + "password" + OFF + ": ")
    print("Stored.")
