"""A menu drawn by a program of its own, as the prompt tests need it.

    python3 menu.py STYLE QUESTION ITEM...

STYLE says how the highlighted item is shown: "inverse" (reverse video),
"marker" (a "> " before it) or "plain" (not at all: nothing on the screen
tells it apart); "boxed" draws the items in a box on the alternate
screen, QUESTION in its top edge, the highlighted one on a blue
background, with no hint anywhere (curses programs, tview, urwid). Up and Down move, Enter prints the item and exits.
"""
import os
import sys
import termios
import tty

style, question, items = sys.argv[1], sys.argv[2], sys.argv[3:]
fd = sys.stdin.fileno()
saved = termios.tcgetattr(fd)
sel = 0


def draw_boxed():
    w = max(len(question), *(len(i) for i in items)) + 6
    out = ["\x1b[?1049h\x1b[H\x1b[2J\x1b[?25l", "\x1b[3;5H\u250c\u2500 " + question + " " + "\u2500" * (w - len(question) - 3) + "\u2510"]
    for i, item in enumerate(items):
        text = item.ljust(w - 1)
        if i == sel:
            text = "\x1b[44m" + text + "\x1b[0m"
        out.append("\x1b[%d;5H\u2502 %s\u2502" % (4 + i, text))
    out.append("\x1b[%d;5H\u2514" % (4 + len(items)) + "\u2500" * w + "\u2518")
    os.write(1, "".join(out).encode())


def draw():
    if style == "boxed":
        return draw_boxed()
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
    os.write(1, b"\x1b[?25h\x1b[?1049l" if style == "boxed" else b"\x1b[?25h")
print("\r\nchose " + items[sel])
