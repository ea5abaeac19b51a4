"""Draws antirez's kilo editor: the file, '~' rows, a reverse-video status bar and its help message."""
import os
import shutil
import sys

from keys77 import Raw, out

name = sys.argv[1] if len(sys.argv) > 1 else None
rows = []
if name and os.path.exists(name):
    with open(name) as f:
        rows = [l.rstrip("\n") for l in f]
cols, lines = shutil.get_terminal_size((80, 24))
screen = lines - 2
cx = cy = 0
dirty = False
msg = "HELP: Ctrl-S = save | Ctrl-Q = quit | Ctrl-F = find"


def draw():
    s = "\x1b[?25l\x1b[H"
    for y in range(screen):
        if y < len(rows):
            s += rows[y][:cols]
        elif not rows and y == screen // 3:
            w = "Kilo editor -- verison 0.0.1"
            s += "~" + " " * ((cols - len(w)) // 2 - 1) + w
        else:
            s += "~"
        s += "\x1b[0K\r\n"
    left = f"{(name or '[No Name]')[:20]} - {len(rows)} lines {'(modified)' if dirty else ''}"
    right = f"{cy + 1}/{len(rows)}"
    s += "\x1b[0K\x1b[7m" + left + " " * (cols - len(left) - len(right)) + right + "\x1b[0m\r\n"
    s += "\x1b[0K" + msg[:cols]
    s += f"\x1b[{cy + 1};{cx + 1}H\x1b[?25h"
    out(s)


with Raw() as r:
    out("\x1b[2J")
    draw()
    while True:
        k = r.key()
        if k == "\x11":
            break
        if k == "down" and cy < len(rows) - 1:
            cy += 1
        elif k == "up" and cy > 0:
            cy -= 1
        elif k == "right":
            cx += 1
        elif k == "left" and cx > 0:
            cx -= 1
        elif k == "enter":
            rows.insert(cy + 1, rows[cy][cx:] if rows else "")
            if rows:
                rows[cy] = rows[cy][:cx]
            cy, cx, dirty = cy + 1, 0, True
        elif len(k) == 1 and k.isprintable():
            if not rows:
                rows.append("")
            rows[cy] = rows[cy][:cx] + k + rows[cy][cx:]
            cx += 1
            dirty = True
        cx = min(cx, len(rows[cy]) if rows else 0)
        draw()
out("\x1b[2J\x1b[H")
