#!/usr/bin/env python3
"""The threehundredfirst set's imitations of terminal editors.

Each mode draws what the named program draws, with Python's curses:
motor-like (Motor, a text-mode IDE: a menu bar, tabs, a project pane
beside the buffer, a status bar, its Go to line, Find and Open file
prompts and its question to save before it quits), gosmacs-like
(Gosling's Emacs: its buffer over a mode line, its minibuffer's command
line, Visit file, Goto line, its question before it exits modified and
its help window), visicalc-like (VisiCalc: its status, prompt and entry
lines over a grid of cells, its slash command menu, its storage
prompts) and tv-like (Terminal Velocity, a notes app: its `Find or
Create` field over the list of notes). Nothing on the system is changed.
"""
import curses
import os
import select
import sys
import termios
import tty

os.environ.setdefault("ESCDELAY", "25")
sys.dont_write_bytecode = True

ENTER = (10, 13, curses.KEY_ENTER)
BACKSPACE = (curses.KEY_BACKSPACE, 127, 8)


def colors():
    curses.start_color()
    try:
        curses.use_default_colors()
        bg = -1
    except curses.error:
        bg = curses.COLOR_BLACK
    pairs = {}
    table = [
        ("cyan", curses.COLOR_CYAN, bg),
        ("green", curses.COLOR_GREEN, bg),
        ("yellow", curses.COLOR_YELLOW, bg),
        ("magenta", curses.COLOR_MAGENTA, bg),
        ("red", curses.COLOR_RED, bg),
        ("blue", curses.COLOR_BLUE, bg),
        ("white", curses.COLOR_WHITE, bg),
        ("delbg", curses.COLOR_WHITE, curses.COLOR_RED),
        ("addbg", curses.COLOR_BLACK, curses.COLOR_GREEN),
        ("field", curses.COLOR_WHITE, curses.COLOR_BLUE),
        ("bar", curses.COLOR_BLACK, curses.COLOR_CYAN),
        ("header", curses.COLOR_WHITE, curses.COLOR_BLUE),
        ("footkey", curses.COLOR_BLACK, curses.COLOR_YELLOW),
        ("cell", curses.COLOR_BLACK, curses.COLOR_YELLOW),
        ("status", curses.COLOR_BLACK, curses.COLOR_WHITE),
    ]
    for i, (name, fg, b) in enumerate(table, 1):
        curses.init_pair(i, fg, b)
        pairs[name] = curses.color_pair(i)
    return pairs


def put(scr, y, x, s, attr=0):
    h, w = scr.getmaxyx()
    if y < 0 or y >= h or x >= w or x < 0:
        return
    s = s[: max(0, w - x - (1 if y == h - 1 else 0))]
    try:
        scr.addstr(y, x, s, attr)
    except curses.error:
        pass


def frame(scr, y, x, h, w, attr, title="", tattr=None):
    hz, vt = "\u2500", "\u2502"
    put(scr, y, x, "\u250c" + hz * (w - 2) + "\u2510", attr)
    for r in range(y + 1, y + h - 1):
        put(scr, r, x, vt, attr)
        put(scr, r, x + w - 1, vt, attr)
    put(scr, y + h - 1, x, "\u2514" + hz * (w - 2) + "\u2518", attr)
    if title:
        put(scr, y, x + 2, title, tattr if tattr is not None else attr)


def cursor(scr, visible, y=0, x=0):
    try:
        curses.curs_set(1 if visible else 0)
    except curses.error:
        pass
    if visible:
        try:
            scr.move(y, x)
        except curses.error:
            pass


def edit(k, s):
    """Applies a key to a line being typed; None when the key is not typing."""
    if k in BACKSPACE:
        return s[:-1]
    if 32 <= k < 127:
        return s + chr(k)
    return None


def getkey(scr):
    """A key; an Escape followed at once by a key is that key with alt, as
    ("alt", key)."""
    k = scr.getch()
    if k != 27:
        return k
    scr.nodelay(True)
    n = scr.getch()
    scr.nodelay(False)
    if n == -1:
        return 27
    return ("alt", n)


def readlines(name):
    try:
        with open(name) as f:
            return f.read().split("\n")[:-1] or [""]
    except OSError:
        return [""]


def buffer_keys(k, lines, cy, cx):
    """Moves or types in a buffer; returns (cy, cx, changed) or None."""
    if k == curses.KEY_DOWN:
        cy = min(cy + 1, len(lines) - 1)
        return cy, min(cx, len(lines[cy])), False
    if k == curses.KEY_UP:
        cy = max(cy - 1, 0)
        return cy, min(cx, len(lines[cy])), False
    if k == curses.KEY_RIGHT:
        return cy, min(cx + 1, len(lines[cy])), False
    if k == curses.KEY_LEFT:
        return cy, max(cx - 1, 0), False
    if k in ENTER:
        lines[cy:cy + 1] = [lines[cy][:cx], lines[cy][cx:]]
        return cy + 1, 0, True
    if k in BACKSPACE:
        if cx > 0:
            lines[cy] = lines[cy][: cx - 1] + lines[cy][cx:]
            return cy, cx - 1, True
        return cy, cx, False
    if isinstance(k, int) and 32 <= k < 127:
        lines[cy] = lines[cy][:cx] + chr(k) + lines[cy][cx:]
        return cy, cx + 1, True
    return None


# motor-like: Motor, a text-mode IDE with menus and panes.
def motor(scr, c):
    name = "notes.txt"
    lines = readlines(name)
    cy, cx, modified = 0, 0, False
    mode, typed = None, ""
    curses.raw()
    while True:
        scr.erase()
        h, w = scr.getmaxyx()
        put(scr, 0, 0, " File  Project  Edit  Search  Debug  Tools  Window  Help".ljust(w), c["status"])
        put(scr, 1, 0, " " * w, c["status"])
        tab = " %s%s × " % (name, " ●" if modified else "")
        put(scr, 1, 23, tab, curses.A_BOLD | curses.A_REVERSE)
        put(scr, 1, 23 + len(tab) + 1, " long.txt × ", c["status"])
        put(scr, 2, 1, "Project: tally", curses.A_BOLD)
        put(scr, 3, 1, "▾ ~")
        put(scr, 4, 3, "long.txt")
        put(scr, 5, 1, "  notes.txt".ljust(21), c["bar"])
        for r in range(2, h - 2):
            put(scr, r, 22, "│", c["blue"])
        for i, line in enumerate(lines[: h - 4]):
            put(scr, 2 + i, 23, "%4d " % (i + 1), c["yellow"] if i == cy else curses.A_DIM)
            put(scr, 2 + i, 28, line)
        status = " %s%s   Ln %d, Col %d" % (name, " [+]" if modified else "", cy + 1, cx + 1)
        put(scr, h - 2, 0, (status.ljust(w - 24) + "UTF-8  LF  Plain Text").ljust(w), c["bar"])
        if mode in ("goto", "search", "open"):
            label = {"goto": "Go to line: ", "search": "Find: ", "open": "Open file: "}[mode]
            put(scr, h - 1, 0, label, curses.A_BOLD)
            put(scr, h - 1, len(label), typed)
            cursor(scr, True, h - 1, len(label) + len(typed))
        elif mode == "quit":
            q = "File %s has been modified. Save it? (y)es (n)o (c)ancel " % name
            put(scr, h - 1, 0, q, c["yellow"] | curses.A_BOLD)
            cursor(scr, True, h - 1, len(q))
        else:
            put(scr, h - 1, 0, "F2 save  ^O open  ^F find  ^G go to line  F10 menu  ^Q quit", curses.A_DIM)
            cursor(scr, True, 2 + cy, 28 + cx)
        scr.refresh()
        k = getkey(scr)
        if mode == "quit":
            if k in (ord("y"), ord("n")):
                return
            if k in (ord("c"), 27):
                mode = None
            continue
        if mode:
            if k == 27 or k in ENTER:
                mode, typed = None, ""
            elif isinstance(k, int):
                t = edit(k, typed)
                if t is not None:
                    typed = t
            continue
        if k == 7:
            mode, typed = "goto", ""
        elif k == 6:
            mode, typed = "search", ""
        elif k == 15:
            mode, typed = "open", ""
        elif k == 19:
            modified = False
        elif k == 17:
            if not modified:
                return
            mode = "quit"
        else:
            r = buffer_keys(k, lines, cy, cx)
            if r:
                cy, cx, ch = r
                modified = modified or ch


# gosmacs-like: Gosling's Emacs (UniPress Emacs) on a terminal.
ED_HELP = [
    "You have typed C-h, the help character.  Type a Help option:",
    "",
    "A  command-apropos.  Type a substring, and see a list of commands",
    "        that contain that substring.",
    "B  describe-bindings.  Display table of all key bindings.",
    "C  describe-key-briefly.  Type a key sequence;",
    "        it prints the name of the command that sequence runs.",
    "F  describe-function.  Type a command name and get its documentation.",
    "K  describe-key.  Type a key sequence;",
    "        it displays the full documentation for that key sequence.",
    "V  describe-variable.  Type name of a variable;",
    "        it displays the variable's documentation and value.",
]


def gosmacs(scr, c):
    name = "notes.txt"
    lines = readlines(name)
    cy, cx, modified = 0, 0, False
    mini, typed, echo, prefix, helping = None, "", "", None, False
    curses.raw()
    while True:
        scr.erase()
        h, w = scr.getmaxyx()
        top = (h - 2) // 2 - 1 if helping else h - 2
        for i, line in enumerate(lines[:top]):
            put(scr, i, 0, line)
        mark = "**" if modified else "--"
        ml = " Buffer: %-12s File: ~/%-12s (Normal) Top %s" % (name, name, "*" if modified else " ")
        put(scr, top, 0, ml.ljust(w), curses.A_REVERSE)
        if helping:
            for i, line in enumerate(ED_HELP[: h - top - 3]):
                put(scr, top + 1 + i, 0, line)
            put(scr, h - 2, 0, " Buffer: Help         File:                (Normal) Top".ljust(w), curses.A_REVERSE)
        if mini:
            label = {"mx": ": ", "find": "Visit file: ", "goto": "Goto line: ",
                     "save": "Modified buffers exist, exit anyway? (y or n) "}[mini]
            put(scr, h - 1, 0, label + typed)
            cursor(scr, True, h - 1, len(label) + len(typed))
        else:
            put(scr, h - 1, 0, echo)
            cursor(scr, True, cy, cx)
        scr.refresh()
        k = getkey(scr)
        echo = ""
        if mini == "save":
            if k in (ord("y"), ord("n")):
                return
            if k == 7:
                mini = None
            continue
        if mini:
            if k == 7:
                mini, typed, echo = None, "", "Quit"
            elif k in ENTER:
                mini, typed = None, ""
            elif isinstance(k, int):
                t = edit(k, typed)
                if t is not None:
                    typed = t
            continue
        if prefix == "C-x":
            prefix = None
            if k == 3:
                if modified:
                    mini = "save"
                    continue
                return
            if k == 6:
                mini, typed = "find", ""
            if k == 19:
                modified, echo = False, "Wrote ~/%s" % name
            continue
        if prefix == "C-h":
            prefix = None
            if k == ord("?"):
                helping = True
            continue
        if k == ("alt", ord("x")):
            mini, typed = "mx", ""
        elif k == ("alt", ord("g")):
            if scr.getch() == ord("g"):
                mini, typed = "goto", ""
        elif k == 24:
            prefix, echo = "C-x", "C-x-"
        elif k == 8:
            prefix, echo = "C-h", "C-h-"
        elif k == 7:
            helping, echo = False, "Quit"
        else:
            r = buffer_keys(k, lines, cy, cx)
            if r:
                cy, cx, ch = r
                modified = modified or ch


# visicalc-like: VisiCalc, the first spreadsheet, on an 80-column screen.
VC_CELLS = {
    (0, 0): "Month", (1, 0): "Rent", (2, 0): "Food", (3, 0): "Power", (4, 0): "Total",
    (0, 1): "Jan", (1, 1): "850", (2, 1): "312", (3, 1): "64", (4, 1): "1226",
    (0, 2): "Feb", (1, 2): "850", (2, 2): "298", (3, 2): "71", (4, 2): "1219",
    (0, 3): "Mar", (1, 3): "850", (2, 3): "305", (3, 3): "58", (4, 3): "1213",
}


def visicalc(scr, c):
    r, col = 0, 0
    mode, typed = None, ""
    curses.raw()
    while True:
        scr.erase()
        h, w = scr.getmaxyx()
        v = VC_CELLS.get((r, col), "")
        kind = "V" if v.isdigit() else "L"
        cell = "%s%d" % ("ABCDEFGH"[col], r + 1)
        put(scr, 0, 0, ("%s (%s) %s" % (cell, kind, v)) if v else cell)
        put(scr, 0, 75, ">  C!")
        if mode == "cmd":
            put(scr, 1, 0, "Command: BCDEFGIMPRSTVW-")
        elif mode == "storage":
            put(scr, 1, 0, "Storage: L S D I Q #")
        elif mode == "load":
            put(scr, 1, 0, "File for Loading")
            put(scr, 2, 0, typed)
        elif mode == "quit":
            put(scr, 1, 0, "Quit: Type Y to confirm")
        put(scr, 3, 0, "   ", curses.A_REVERSE)
        for j in range(8):
            put(scr, 3, 3 + j * 9, ("    " + "ABCDEFGH"[j]).ljust(9), curses.A_REVERSE)
        for i in range(h - 4):
            put(scr, 4 + i, 0, "%-3d" % (i + 1), curses.A_REVERSE)
            for j in range(8):
                s = VC_CELLS.get((i, j), "")
                s = s.rjust(9) if s.isdigit() else s.ljust(9)
                put(scr, 4 + i, 3 + j * 9, s, curses.A_REVERSE if (i, j) == (r, col) else 0)
        if mode == "load":
            cursor(scr, True, 2, len(typed))
        elif mode:
            cursor(scr, True, 1, {"cmd": 24, "storage": 20, "quit": 23}[mode])
        else:
            cursor(scr, False)
        scr.refresh()
        k = getkey(scr)
        if mode == "cmd":
            mode = "storage" if k in (ord("s"), ord("S")) else None
        elif mode == "storage":
            mode = {ord("l"): "load", ord("L"): "load", ord("q"): "quit", ord("Q"): "quit"}.get(k)
            typed = ""
        elif mode == "quit":
            if k in (ord("y"), ord("Y")):
                return
            mode = None
        elif mode == "load":
            if k in ENTER or k == 27:
                mode = None
            elif isinstance(k, int):
                t = edit(k, typed)
                if t is not None:
                    typed = t
        elif k == ord("/"):
            mode = "cmd"
        elif k == curses.KEY_DOWN:
            r = min(r + 1, 62)
        elif k == curses.KEY_UP:
            r = max(r - 1, 0)
        elif k == curses.KEY_RIGHT:
            col = min(col + 1, 7)
        elif k == curses.KEY_LEFT:
            col = max(col - 1, 0)


# tv-like: Terminal Velocity, a notes app in the manner of Notational
# Velocity, drawn with urwid.
TV_NOTES = [
    ("groceries", "2 days ago"), ("meeting notes 2024-03-11", "3 days ago"),
    ("book list", "1 week ago"), ("garden plan", "2 weeks ago"),
    ("recipes/bread", "3 weeks ago"), ("todo", "1 month ago"),
]


def tv(scr, c):
    typed, focus, sel = "", "search", 0
    curses.raw()
    while True:
        scr.erase()
        h, w = scr.getmaxyx()
        shown = [n for n in TV_NOTES if typed.lower() in n[0].lower()] if typed else TV_NOTES
        put(scr, 0, 0, "Find or Create: ", curses.A_BOLD)
        put(scr, 0, 16, typed)
        put(scr, 1, 0, "─" * w, curses.A_DIM)
        for i, (t, when) in enumerate(shown):
            row = t.ljust(w - 14) + when.rjust(13)
            attr = curses.A_REVERSE if focus == "list" and i == sel else 0
            put(scr, 2 + i, 0, row, attr)
        if focus == "search":
            cursor(scr, True, 0, 16 + len(typed))
        else:
            cursor(scr, False)
        scr.refresh()
        k = getkey(scr)
        if k in (3, 24):
            return
        if k == curses.KEY_DOWN:
            if focus == "search" and shown:
                focus, sel = "list", 0
            elif focus == "list":
                sel = min(sel + 1, len(shown) - 1)
        elif k == curses.KEY_UP:
            if focus == "list":
                if sel == 0:
                    focus = "search"
                else:
                    sel -= 1
        elif isinstance(k, int) and focus == "search":
            t = edit(k, typed)
            if t is not None:
                typed, sel = t, 0


MODES = {"motor": motor, "gosmacs": gosmacs, "visicalc": visicalc, "tv": tv}


def main():
    mode = MODES[sys.argv[1]]

    def run(scr):
        c = colors()
        scr.keypad(True)
        mode(scr, c)
    curses.wrapper(run)


if __name__ == "__main__":
    main()
