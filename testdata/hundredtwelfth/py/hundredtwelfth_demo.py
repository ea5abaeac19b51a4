#!/usr/bin/env python3
"""The hundredtwelfth set's imitations of terminal text editors.

Each mode draws what the named editor draws, on the alternate screen
through curses, with the file named by its argument: pyvim-like and
xvi-like (modal editors), hecto-like (a kilo-style editor with its help
bar), uemacs-like (uEmacs/PK with its mode line and its questions on the
message line), diakonos-like (its status line) and rhide-like (a Turbo
Vision IDE: a menu bar, a framed editor window, its project window and a
key bar, with its save-changes box). Nothing is ever written to disk.

    hundredtwelfth_demo.py MODE FILE
"""
import curses
import os
import sys


class Buffer:
    def __init__(self, name):
        self.name = name
        try:
            with open(name) as f:
                self.lines = f.read().split("\n")
            if self.lines and self.lines[-1] == "":
                self.lines.pop()
            self.size = os.path.getsize(name)
        except OSError:
            self.lines, self.size = [], 0
        if not self.lines:
            self.lines = [""]
        self.r, self.c, self.modified = 0, 0, False

    def move(self, dr, dc):
        self.r = max(0, min(len(self.lines) - 1, self.r + dr))
        self.c = max(0, min(len(self.lines[self.r]), self.c + dc))

    def insert(self, ch):
        line = self.lines[self.r]
        self.lines[self.r] = line[:self.c] + ch + line[self.c:]
        self.c += 1
        self.modified = True

    def newline(self):
        line = self.lines[self.r]
        self.lines[self.r:self.r + 1] = [line[:self.c], line[self.c:]]
        self.r, self.c = self.r + 1, 0
        self.modified = True

    def backspace(self):
        if self.c > 0:
            line = self.lines[self.r]
            self.lines[self.r] = line[:self.c - 1] + line[self.c:]
            self.c -= 1
            self.modified = True


def put(scr, y, x, s, attr=0):
    h, w = scr.getmaxyx()
    if y < 0 or y >= h or x >= w:
        return
    s = s[:w - x]
    if y == h - 1 and x + len(s) >= w:
        s = s[:w - x - 1]
    try:
        scr.addstr(y, x, s, attr)
    except curses.error:
        pass


def arrows(b, k):
    if k == curses.KEY_DOWN:
        b.move(1, 0)
    elif k == curses.KEY_UP:
        b.move(-1, 0)
    elif k == curses.KEY_LEFT:
        b.move(0, -1)
    elif k == curses.KEY_RIGHT:
        b.move(0, 1)
    else:
        return False
    return True


def typing(b, k):
    if k in (10, 13, curses.KEY_ENTER):
        b.newline()
    elif k in (127, 8, curses.KEY_BACKSPACE):
        b.backspace()
    elif 32 <= k < 127:
        b.insert(chr(k))
    else:
        return False
    return True


def read_line(scr, y, prompt, attr=0):
    """A one-row input on row y after prompt; Esc gives None."""
    s = ""
    while True:
        scr.move(y, 0)
        scr.clrtoeol()
        put(scr, y, 0, prompt + s, attr)
        scr.move(y, min(len(prompt + s), scr.getmaxyx()[1] - 1))
        scr.refresh()
        k = scr.getch()
        if k == 27:
            return None
        if k in (10, 13, curses.KEY_ENTER):
            return s
        if k in (127, 8, curses.KEY_BACKSPACE):
            if not s:
                return None
            s = s[:-1]
        elif 32 <= k < 127:
            s += chr(k)


def vi_like(scr, b, flavour):
    """pyvim's and xvi's screens: the text, ~ past its end, a command row."""
    h, w = scr.getmaxyx()
    mode = "normal"
    if flavour == "xvi":
        msg = '"%s" %d lines, %d characters' % (b.name, len(b.lines), b.size)
    else:
        msg = ""
    while True:
        scr.erase()
        rows = h - 2 if flavour == "pyvim" else h - 1
        for y in range(rows):
            if y < len(b.lines):
                put(scr, y, 0, b.lines[y])
            else:
                put(scr, y, 0, "~", curses.color_pair(1) | curses.A_BOLD)
        if flavour == "pyvim":
            left = " %s%s" % (b.name, " [+]" if b.modified else "")
            right = "%d,%d  " % (b.r + 1, b.c + 1)
            put(scr, h - 2, 0, (left + " " * w)[:w - len(right)] + right, curses.A_REVERSE)
        if mode == "insert" and flavour == "pyvim":
            put(scr, h - 1, 0, "-- INSERT --", curses.A_BOLD)
        else:
            put(scr, h - 1, 0, msg)
        scr.move(b.r, b.c)
        scr.refresh()
        k = scr.getch()
        if mode == "insert":
            if k == 27:
                mode = "normal"
                b.move(0, -1)
            elif not arrows(b, k):
                typing(b, k)
            continue
        msg = ""
        if arrows(b, k):
            continue
        ch = chr(k) if 0 <= k < 256 else ""
        if ch == "j":
            b.move(1, 0)
        elif ch == "k":
            b.move(-1, 0)
        elif ch == "h":
            b.move(0, -1)
        elif ch == "l":
            b.move(0, 1)
        elif ch == "i":
            mode = "insert"
        elif ch in ":/":
            scr.move(h - 1, 0)
            line = read_line(scr, h - 1, ch)
            if line is None:
                continue
            if ch == ":" and line in ("q!", "wq", "x"):
                return
            if ch == ":" and line == "q":
                if b.modified:
                    msg = "No write since last change (add ! to override)"
                    continue
                return
            if ch == "/":
                for i in range(b.r + 1, len(b.lines)):
                    if line in b.lines[i]:
                        b.r, b.c = i, b.lines[i].index(line)
                        break
                else:
                    msg = "Pattern not found: " + line


def hecto(scr, b):
    """hecto's screen: the rows, a status bar, its help message."""
    h, w = scr.getmaxyx()
    msg = "HELP: Ctrl-F = find | Ctrl-S = save | Ctrl-Q = quit"
    quit_times = 3
    while True:
        scr.erase()
        for y in range(h - 2):
            if y < len(b.lines):
                put(scr, y, 0, b.lines[y])
            else:
                put(scr, y, 0, "~")
        left = "%s - %d lines%s" % (b.name, len(b.lines), " (modified)" if b.modified else "")
        right = "%d/%d" % (b.r + 1, len(b.lines))
        put(scr, h - 2, 0, (left + " " * w)[:w - len(right)] + right, curses.A_REVERSE)
        put(scr, h - 1, 0, msg)
        scr.move(b.r, b.c)
        scr.refresh()
        k = scr.getch()
        if k == 17:  # Ctrl-Q
            if b.modified and quit_times > 0:
                msg = "WARNING! File has unsaved changes. Press Ctrl-Q %d more times to quit." % quit_times
                quit_times -= 1
                continue
            return
        quit_times = 3
        if k == 6:  # Ctrl-F
            line = read_line(scr, h - 1, "Search (ESC to cancel, Arrows to navigate): ")
            if line:
                for i in range(len(b.lines)):
                    if line in b.lines[i]:
                        b.r, b.c = i, b.lines[i].index(line)
                        break
            msg = ""
            continue
        if k == 19:  # Ctrl-S
            msg = "File saved successfully."
            b.modified = False
            continue
        if not arrows(b, k):
            typing(b, k)


def uemacs(scr, b):
    """uEmacs/PK: the text, its mode line, the message line."""
    h, w = scr.getmaxyx()
    msg = ""
    pending_x = False

    def draw():
        scr.erase()
        for y in range(h - 2):
            if y < len(b.lines):
                put(scr, y, 0, b.lines[y])
        ml = "-%s uEmacs/PK 4.0: %s " % ("*" if b.modified else "-", b.name)
        ml += "(File: %s) " % b.name
        tail = " All --"
        put(scr, h - 2, 0, (ml + "-" * w)[:w - len(tail)] + tail, curses.A_REVERSE)
        put(scr, h - 1, 0, msg)

    while True:
        draw()
        scr.move(b.r, b.c)
        scr.refresh()
        k = scr.getch()
        if pending_x:
            pending_x = False
            if k == 3:  # C-x C-c
                if b.modified:
                    q = "Modified buffers exist. Leave anyway (y/n)? "
                    msg = q
                    draw()
                    scr.move(h - 1, len(q))
                    scr.refresh()
                    a = scr.getch()
                    if a in (ord("y"), ord("Y")):
                        return
                    msg = "[Aborted]" if a == 7 else ""
                    continue
                return
            if k == 23:  # C-x C-w
                msg = ""
                draw()
                name = read_line(scr, h - 1, "Write file: ")
                msg = "[Aborted]" if name is None else "(Wrote %d lines)" % len(b.lines)
                continue
            if k == 19:  # C-x C-s
                b.modified = False
                msg = "(Wrote %d lines)" % len(b.lines)
                continue
            continue
        msg = ""
        if k == 24:
            pending_x = True
            continue
        if k == 14:
            b.move(1, 0)
        elif k == 16:
            b.move(-1, 0)
        elif not arrows(b, k):
            typing(b, k)


def diakonos(scr, b):
    """diakonos: the text, its reverse status line, the context row."""
    h, w = scr.getmaxyx()
    while True:
        scr.erase()
        for y in range(h - 2):
            if y < len(b.lines):
                put(scr, y, 0, b.lines[y])
        left = "---- %s %s-- Diakonos 0.9.8 " % (b.name, "(unsaved) " if b.modified else "")
        right = " -- L %3d/%3d C%2d " % (b.r + 1, len(b.lines), b.c + 1)
        put(scr, h - 2, 0, (left + "-" * w)[:w - len(right)] + right, curses.A_REVERSE)
        scr.move(b.r, b.c)
        scr.refresh()
        k = scr.getch()
        if k == 17:
            return
        if not arrows(b, k):
            typing(b, k)


def rhide(scr, b):
    """RHIDE: Turbo Vision's menu bar, desktop, windows and status line."""
    h, w = scr.getmaxyx()
    menu = curses.color_pair(2)
    desk = curses.color_pair(3)
    win = curses.color_pair(4) | curses.A_BOLD
    text = curses.color_pair(4)
    gray = curses.color_pair(2)
    box = curses.color_pair(5)
    ewin = (1, 0, h - 8, w)   # editor window: top, left, height, width
    pwin = (h - 7, 0, 6, w)   # project window

    def frame(t, l, ht, wd, title, attr, double):
        hz, vt, c = ("═", "║", "╔╗╚╝") if double else ("─", "│", "┌┐└┘")
        put(scr, t, l, c[0] + hz * (wd - 2) + c[1], attr)
        for y in range(t + 1, t + ht - 1):
            put(scr, y, l, vt + " " * (wd - 2) + vt, attr)
        put(scr, t + ht - 1, l, c[2] + hz * (wd - 2) + c[3], attr)
        put(scr, t, l + (wd - len(title)) // 2, title, attr)

    def draw(dialog=False):
        scr.erase()
        put(scr, 0, 0, ("  ≡  File  Edit  Search  Run  Compile  Debug  Project  Options  Windows  Help" + " " * w)[:w], menu)
        for y in range(1, h - 1):
            put(scr, y, 0, "░" * w, desk)
        t, l, ht, wd = pwin
        frame(t, l, ht, wd, " Project: notes ", text, False)
        for i, f in enumerate(["long.txt", "notes.txt"]):
            put(scr, t + 1 + i, l + 1, f.ljust(wd - 2), text)
        put(scr, t, l + wd - 4, "2", text)
        t, l, ht, wd = ewin
        frame(t, l, ht, wd, " %s " % os.path.abspath(b.name)[-(wd - 12):], win, True)
        put(scr, t, l + 2, "[■]", win)
        put(scr, t, l + wd - 8, "1═[↑]", win)
        for i in range(ht - 2):
            if i < len(b.lines):
                put(scr, t + 1 + i, l + 1, b.lines[i].ljust(wd - 2), text)
        pos = " %d:%d " % (b.r + 1, b.c + 1)
        put(scr, t + ht - 1, l + 5, ("*" if b.modified else "═") + pos, win)
        put(scr, h - 1, 0, (" F1 Help  F2 Save  F3 Open  Alt-F9 Compile  F9 Make  F10 Menu" + " " * w)[:w - 1], menu)
        if dialog:
            dw, dh = 44, 8
            dt, dl = (h - dh) // 2, (w - dw) // 2
            frame(dt, dl, dh, dw, " Confirm ", box | curses.A_BOLD, True)
            put(scr, dt + 2, dl + 3, "%s has been modified. Save?" % b.name, box)
            put(scr, dt + 5, dl + 5, "  Yes   ", curses.color_pair(6) | curses.A_BOLD)
            put(scr, dt + 5, dl + 7, "Y", curses.color_pair(6) | curses.A_BOLD)
            put(scr, dt + 5, dl + 17, "  No    ", curses.color_pair(7))
            put(scr, dt + 5, dl + 29, " Cancel ", curses.color_pair(7))

    while True:
        draw()
        curses.curs_set(1)
        scr.move(ewin[0] + 1 + b.r, ewin[1] + 1 + b.c)
        scr.refresh()
        k = scr.getch()
        if k == 27:
            scr.nodelay(True)
            k2 = scr.getch()
            scr.nodelay(False)
            if k2 in (ord("x"), ord("X")):
                if not b.modified:
                    return
                draw(dialog=True)
                curses.curs_set(0)
                scr.refresh()
                a = scr.getch()
                if a in (ord("y"), ord("Y"), ord("n"), ord("N"), 10, 13):
                    return
            continue
        if not arrows(b, k):
            typing(b, k)


def main(scr):
    mode, name = sys.argv[1], sys.argv[2]
    curses.raw()
    curses.noecho()
    scr.keypad(True)
    curses.set_escdelay(25)
    curses.start_color()
    curses.init_pair(1, curses.COLOR_BLUE, -1) if curses.use_default_colors() is None else None
    curses.init_pair(2, curses.COLOR_BLACK, curses.COLOR_WHITE)
    curses.init_pair(3, curses.COLOR_BLUE, curses.COLOR_BLACK)
    curses.init_pair(4, curses.COLOR_YELLOW, curses.COLOR_BLUE)
    curses.init_pair(5, curses.COLOR_BLACK, curses.COLOR_WHITE)
    curses.init_pair(6, curses.COLOR_WHITE, curses.COLOR_GREEN)
    curses.init_pair(7, curses.COLOR_BLACK, curses.COLOR_GREEN)
    b = Buffer(name)
    if mode in ("pyvim", "xvi"):
        vi_like(scr, b, mode)
    elif mode == "hecto":
        hecto(scr, b)
    elif mode == "uemacs":
        uemacs(scr, b)
    elif mode == "diakonos":
        diakonos(scr, b)
    elif mode == "rhide":
        rhide(scr, b)


if __name__ == "__main__":
    os.environ.setdefault("ESCDELAY", "25")
    curses.wrapper(main)
