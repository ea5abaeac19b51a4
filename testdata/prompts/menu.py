"""A menu drawn by a program of its own, as the prompt tests need it.

    python3 menu.py STYLE QUESTION ITEM...

STYLE says how the highlighted item is shown: "inverse" (reverse video),
"marker" (a "> " before it) or "plain" (not at all: nothing on the screen
tells it apart). Up and Down move, Enter prints the item and exits.
"""
import os
import sys
import termios
import tty

style, question, items = sys.argv[1], sys.argv[2], sys.argv[3:]
fd = sys.stdin.fileno()
saved = termios.tcgetattr(fd)
sel = 0


def draw():
    out = ["\x1b[H\x1b[2J\x1b[?25l", question, "\r\n"]
    for i, item in enumerate(items):
        if style == "inverse" and i == sel:
            out.append("  \x1b[7m" + item + "\x1b[0m\r\n")
        elif style == "marker":
            out.append(("> " if i == sel else "  ") + item + "\r\n")
        else:
            out.append("  " + item + "\r\n")
    os.write(1, "".join(out).encode())


try:
    tty.setraw(fd)
    draw()
    done = False
    while not done:
        buf = os.read(fd, 64)
        while buf and not done:
            if buf[:3] in (b"\x1b[A", b"\x1bOA"):
                sel, buf = max(sel - 1, 0), buf[3:]
            elif buf[:3] in (b"\x1b[B", b"\x1bOB"):
                sel, buf = min(sel + 1, len(items) - 1), buf[3:]
            elif buf[:1] in (b"\r", b"\n"):
                done = True
            elif buf[:1] == b"\x03":
                sys.exit(130)
            else:
                buf = buf[1:]
        draw()
finally:
    termios.tcsetattr(fd, termios.TCSADRAIN, saved)
    os.write(1, b"\x1b[?25h")
print("\r\nchose " + items[sel])
