"""One full-screen program's dialogs, forms and menus imitated, named by
the first argument: a fixture of agentty's threehundredfourteenth set,
whose screens were never used to tune the mode classifier. Each draws what
a program built on a terminal toolkit draws (its words, layout, boxes,
buttons, colours, reverse video, cursor) at its moments: a paint program
of the Textual toolkit (its menu bar, a menu dropped from it, its
Attributes form, a save question, its Save As box), a chat client of the
Brick toolkit (its login form, connecting, its channels, a leave
question), a form designer of the Terminal.Gui toolkit (its file box, a
list of view types, a namespace box, its design surface, an unsaved
question) and a DOS anti-virus of the Turbo Vision toolkit (its desktop,
a menu dropped from its bar, a checkbox list of drives, a progress box, a
message box, a radio list of settings). All on the alternate screen,
keys read one at a time, raw, not echoed. Runs with Debian's python3 and
its standard library only (curses)."""

import curses
import os
import sys
import time

os.environ.setdefault("ESCDELAY", "25")

ENTER = (10, 13, curses.KEY_ENTER)
ESC = 27
TAB = 9
BACKSPACE = (8, 127, curses.KEY_BACKSPACE)


def ctrl(c):
    return ord(c) & 31


(DEF, WB, BW, YB, CB, WC, RW, BG, GB, WG, BC, YBL, GRN, WBLK, BLW) = range(1, 16)


def cp(n):
    return curses.color_pair(n) if curses.has_colors() else 0


def colours():
    if not curses.has_colors():
        return
    curses.start_color()
    try:
        curses.use_default_colors()
        bg = -1
    except curses.error:
        bg = curses.COLOR_BLACK
    c = curses
    curses.init_pair(DEF, c.COLOR_WHITE, bg)
    curses.init_pair(WB, c.COLOR_WHITE, c.COLOR_BLUE)
    curses.init_pair(BW, c.COLOR_BLACK, c.COLOR_WHITE)
    curses.init_pair(YB, c.COLOR_YELLOW, c.COLOR_BLUE)
    curses.init_pair(CB, c.COLOR_CYAN, c.COLOR_BLUE)
    curses.init_pair(WC, c.COLOR_WHITE, c.COLOR_CYAN)
    curses.init_pair(RW, c.COLOR_RED, c.COLOR_WHITE)
    curses.init_pair(BG, c.COLOR_BLACK, c.COLOR_GREEN)
    curses.init_pair(GB, c.COLOR_GREEN, c.COLOR_BLACK)
    curses.init_pair(WG, c.COLOR_WHITE, c.COLOR_GREEN)
    curses.init_pair(BC, c.COLOR_BLACK, c.COLOR_CYAN)
    curses.init_pair(YBL, c.COLOR_YELLOW, c.COLOR_BLACK)
    curses.init_pair(GRN, c.COLOR_GREEN, bg)
    curses.init_pair(WBLK, c.COLOR_WHITE, c.COLOR_BLACK)
    curses.init_pair(BLW, c.COLOR_BLUE, c.COLOR_WHITE)


def put(scr, y, x, s, attr=0):
    """Writes s at y, x, clipped to the screen."""
    h, w = scr.getmaxyx()
    if y < 0 or y >= h or x >= w or x < 0:
        return
    s = s[: max(0, w - x)]
    if y == h - 1 and x + len(s) >= w:
        s = s[: w - x - 1]
    try:
        scr.addstr(y, x, s, attr)
    except curses.error:
        pass


def fill(scr, y, x, w, attr, ch=" "):
    put(scr, y, x, ch * w, attr)


def area(scr, y, x, h, w, attr, ch=" "):
    for r in range(h):
        fill(scr, y + r, x, w, attr, ch)


def box(scr, y, x, h, w, attr, title="", double=False, centre=True):
    """A framed box of h rows and w columns, cleared inside."""
    tl, tr, bl, br, hz, vt = ("╔", "╗", "╚", "╝", "═", "║") if double else ("┌", "┐", "└", "┘", "─", "│")
    put(scr, y, x, tl + hz * (w - 2) + tr, attr)
    for r in range(1, h - 1):
        put(scr, y + r, x, vt + " " * (w - 2) + vt, attr)
    put(scr, y + h - 1, x, bl + hz * (w - 2) + br, attr)
    if title:
        t = " %s " % title
        tx = x + (w - len(t)) // 2 if centre else x + 2
        put(scr, y, tx, t, attr)


def shadow(scr, y, x, h, w):
    for r in range(1, h + 1):
        put(scr, y + r, x + w, "  ", cp(WBLK))
    put(scr, y + h, x + 2, " " * w, cp(WBLK))


def cursor(on):
    try:
        curses.curs_set(1 if on else 0)
    except curses.error:
        pass


def edit(buf, k, limit=40):
    if k in BACKSPACE:
        return buf[:-1]
    if 32 <= k < 127 and len(buf) < limit:
        return buf + chr(k)
    return buf


# ------------------------------------------------- textual-paint (Textual)

FILE_MENU = [
    ("New", "Ctrl+N"), ("Open...", "Ctrl+O"), ("Save", "Ctrl+S"), ("Save As...", "Ctrl+Shift+S"), None,
    ("Print Preview", ""), ("Page Setup...", ""), ("Print...", "Ctrl+P"), None,
    ("Set As Wallpaper (Tiled)", ""), ("Set As Wallpaper (Centered)", ""), None,
    ("Exit", "Alt+F4"),
]

TOOLS = ["✂ ⬚", "⌫ ▨", "¿ ⌕", "✏ ⌇", "❘ A", "⟍ ∿", "▭ ⬠", "⬭ ▢"]

PALETTE = [curses.COLOR_BLACK, curses.COLOR_WHITE, curses.COLOR_RED, curses.COLOR_YELLOW,
           curses.COLOR_GREEN, curses.COLOR_CYAN, curses.COLOR_BLUE, curses.COLOR_MAGENTA]


def paint(scr):
    state, at, dots = "canvas", 0, []
    width, units = "80", 2
    name = ""
    cursor(False)
    while True:
        scr.erase()
        area(scr, 0, 0, 24, 80, cp(BW))
        fill(scr, 0, 0, 80, cp(WB))
        put(scr, 0, 1, "Untitled - Paint", cp(WB) | curses.A_BOLD)
        put(scr, 0, 71, "─  □  ×", cp(WB))
        x = 1
        for m in ["File", "Edit", "View", "Image", "Colors", "Help"]:
            a = cp(WB) if (state == "file" and m == "File") else cp(BW)
            put(scr, 1, x, " " + m + " ", a)
            put(scr, 1, x + 1, m[0], a | curses.A_UNDERLINE)
            x += len(m) + 2
        for i, t in enumerate(TOOLS):
            put(scr, 3 + i, 1, t, cp(BW))
        area(scr, 3, 8, 15, 70, cp(WBLK), " ")
        area(scr, 3, 8, 15, 70, curses.A_REVERSE)
        for (dy, dx) in dots:
            put(scr, dy, dx, "█", cp(BW))
        for i, c in enumerate(PALETTE):
            put(scr, 19, 8 + i * 3, "██", curses.color_pair(0) if False else 0)
        put(scr, 19, 1, "▀▄", cp(BW))
        for i in range(8):
            put(scr, 19, 8 + i * 3, "██", cp([WBLK, BW, RW, YB, GRN, CB, WB, DEF][i]))
        put(scr, 22, 1, "For Help, click Help Topics on the Help Menu.", cp(BW))
        put(scr, 22, 60, "│ 80x38", cp(BW))
        if state == "file":
            items = [m for m in FILE_MENU]
            bw = 36
            box(scr, 2, 1, len(items) + 2, bw, cp(BW))
            k = 0
            for r, it in enumerate(items):
                if it is None:
                    put(scr, 3 + r, 1, "├" + "─" * (bw - 2) + "┤", cp(BW))
                    continue
                a = cp(WB) if k == at else cp(BW)
                fill(scr, 3 + r, 2, bw - 2, a)
                put(scr, 3 + r, 3, it[0], a)
                put(scr, 3 + r, 2 + bw - 3 - len(it[1]), it[1], a)
                k += 1
        elif state == "attr":
            y, x0, w, h = 4, 18, 46, 15
            box(scr, y, x0, h, w, cp(BW))
            fill(scr, y, x0, w, cp(WB))
            put(scr, y, x0 + 1, "Attributes", cp(WB) | curses.A_BOLD)
            put(scr, y, x0 + w - 4, " × ", cp(WB))
            put(scr, y + 2, x0 + 3, "File last saved:   Not available", cp(BW))
            put(scr, y + 3, x0 + 3, "Size on disk:      Not available", cp(BW))
            put(scr, y + 4, x0 + 3, "Resolution:        72 x 72 dots per inch", cp(BW))
            put(scr, y + 6, x0 + 3, "Width:", cp(BW))
            put(scr, y + 6, x0 + 10, " " + width.ljust(6), cp(WBLK))
            put(scr, y + 6, x0 + 22, "Height:", cp(BW))
            put(scr, y + 6, x0 + 30, " 38    ", cp(WBLK))
            put(scr, y + 8, x0 + 3, "Units", cp(BW))
            for i, u in enumerate(["Inches", "Cm", "Pixels"]):
                put(scr, y + 9, x0 + 3 + i * 13, ("(•) " if i == units else "( ) ") + u, cp(BW))
            put(scr, y + 10, x0 + 3, "Colors", cp(BW))
            put(scr, y + 11, x0 + 3, "( ) Black and white   (•) Colors", cp(BW))
            for i, b in enumerate(["OK", "Cancel", "Default"]):
                put(scr, y + 13, x0 + 5 + i * 13, " " + b.center(8) + " ", cp(WC))
        elif state == "unsaved":
            y, x0, w, h = 8, 22, 38, 8
            box(scr, y, x0, h, w, cp(BW))
            fill(scr, y, x0, w, cp(WB))
            put(scr, y, x0 + 1, "Paint", cp(WB) | curses.A_BOLD)
            put(scr, y, x0 + w - 4, " × ", cp(WB))
            put(scr, y + 2, x0 + 3, "⚠  Save changes to Untitled?", cp(BW))
            for i, b in enumerate(["Yes", "No", "Cancel"]):
                a = cp(WB) | curses.A_BOLD if i == 0 else cp(WC)
                put(scr, y + 5, x0 + 3 + i * 11, " " + b.center(8) + " ", a)
        elif state == "saveas":
            y, x0, w, h = 4, 14, 52, 16
            box(scr, y, x0, h, w, cp(BW))
            fill(scr, y, x0, w, cp(WB))
            put(scr, y, x0 + 1, "Save As", cp(WB) | curses.A_BOLD)
            put(scr, y, x0 + w - 4, " × ", cp(WB))
            box(scr, y + 2, x0 + 3, 8, w - 6, cp(BW))
            put(scr, y + 3, x0 + 5, "▼ " + os.path.expanduser("~"), cp(BW))
            for i, f in enumerate(sorted(f for f in os.listdir(os.path.expanduser("~")) if not f.startswith("."))[:4]):
                put(scr, y + 4 + i, x0 + 9, "· " + f, cp(BW))
            put(scr, y + 11, x0 + 3, "File name:", cp(BW))
            put(scr, y + 11, x0 + 15, " " + name.ljust(30), cp(WBLK))
            put(scr, y + 13, x0 + 20, "  Save  ", cp(WC))
            put(scr, y + 13, x0 + 32, " Cancel ", cp(WC))
        if state == "attr":
            cursor(True)
            scr.move(10, 29 + len(width))
        elif state == "saveas":
            cursor(True)
            scr.move(15, 30 + len(name))
        else:
            cursor(False)
        scr.refresh()
        k = scr.getch()
        if state == "canvas":
            if k == curses.KEY_F10:
                state, at = "file", 0
            elif k == ord(" "):
                dots.append((6 + len(dots) % 8, 20 + 2 * len(dots)))
            elif k == ctrl("e"):
                state = "attr"
            elif k == ctrl("n") and dots:
                state = "unsaved"
            elif k == ctrl("s"):
                state = "saveas"
            elif k in (ctrl("q"), ctrl("c")):
                return
        elif state == "file":
            if k == curses.KEY_DOWN:
                at = min(at + 1, 9)
            elif k == curses.KEY_UP:
                at = max(at - 1, 0)
            elif k == ESC:
                state = "canvas"
        elif state == "attr":
            if k == ESC:
                state = "canvas"
            else:
                width = edit(width, k, 5)
        elif state == "saveas":
            if k == ESC:
                state = "canvas"
            else:
                name = edit(name, k, 28)
        elif state == "unsaved":
            if k == ESC:
                state = "canvas"


# ------------------------------------------------------ matterhorn (Brick)

def matterhorn(scr):
    state, focus = "login", 1
    fields = ["https://chat.example.com", "", ""]
    editor = ""
    while True:
        scr.erase()
        if state == "login":
            y, x0, w = 6, 14, 52
            put(scr, y, x0 + 2, "Please enter your Mattermost credentials to log in.", cp(DEF))
            box(scr, y + 2, x0, 7, w, cp(DEF))
            labels = ["Server URL:", "Username:", "Password:"]
            for i, l in enumerate(labels):
                put(scr, y + 3 + i * 2, x0 + 2, l, cp(DEF) | (curses.A_BOLD if i == focus else 0))
                v = fields[i] if i != 2 else "*" * len(fields[2])
                put(scr, y + 3 + i * 2, x0 + 14, v.ljust(w - 17), cp(WB) if i == focus else cp(BC))
            put(scr, y + 10, x0 + 14, "Press Enter to log in.", cp(DEF))
            put(scr, 23, 0, "matterhorn 50200.19.0", cp(CB) & 0 | cp(DEF) | curses.A_DIM)
            cursor(True)
            v = fields[focus] if focus != 2 else "*" * len(fields[2])
            scr.move(y + 3 + focus * 2, x0 + 14 + len(v))
            scr.refresh()
            k = scr.getch()
            if k == TAB or k == curses.KEY_DOWN:
                focus = (focus + 1) % 3
            elif k == curses.KEY_BTAB or k == curses.KEY_UP:
                focus = (focus - 1) % 3
            elif k in ENTER:
                state = "connecting"
                cursor(False)
                for i in range(8):
                    scr.erase()
                    put(scr, 11, 20, "Connecting to https://chat.example.com ...", cp(DEF))
                    put(scr, 12, 38, "⣾⣽⣻⢿⡿⣟⣯⣷"[i % 8], cp(GRN))
                    scr.refresh()
                    time.sleep(0.5)
                state = "main"
            elif k == ctrl("c"):
                return
            else:
                fields[focus] = edit(fields[focus], k)
            continue
        put(scr, 0, 0, "Public Channels", cp(DEF) | curses.A_BOLD)
        for i, c in enumerate(["town-square", "off-topic", "ledger-dev"]):
            if c == "ledger-dev":
                put(scr, 1 + i, 0, "→ ~" + c, cp(YBL) | curses.A_BOLD)
            else:
                put(scr, 1 + i, 0, "  ~" + c, cp(DEF))
        put(scr, 5, 0, "Private Channels", cp(DEF) | curses.A_BOLD)
        put(scr, 6, 0, "  ~release-crew", cp(DEF))
        put(scr, 8, 0, "Direct Messages", cp(DEF) | curses.A_BOLD)
        put(scr, 9, 0, "  + bob", cp(GRN))
        put(scr, 10, 0, "  - carol", cp(DEF) | curses.A_DIM)
        for r in range(0, 21):
            put(scr, r, 23, "│", cp(DEF))
        put(scr, 0, 25, "~ledger-dev: retry backoff and rounding to cents", cp(DEF) | curses.A_BOLD)
        fill(scr, 1, 24, 56, cp(DEF), "─")
        msgs = [("09:12", "bob", "pushed feat/retry-backoff, CI is green"),
                ("09:14", "carol", "does Post stop when the context ends?"),
                ("09:15", "bob", "not yet, it keeps retrying until max"),
                ("09:17", "ann", "I'll take that one"),
                ("09:31", "carol", "March totals are a cent off")]
        for i, (t, u, m) in enumerate(msgs):
            put(scr, 3 + i * 2, 25, "[%s] " % t, cp(DEF) | curses.A_DIM)
            put(scr, 3 + i * 2, 33, u + ":", cp(GRN) if u != "ann" else cp(CB) & 0 | cp(YBL))
            put(scr, 3 + i * 2, 34 + len(u) + 1, m[:80 - 36 - len(u)], cp(DEF))
        fill(scr, 21, 0, 80, cp(DEF), "─")
        put(scr, 21, 2, "[ann@chat.example.com]", cp(DEF))
        put(scr, 22, 0, "> " + editor, cp(DEF))
        put(scr, 23, 0, "Enter:send  M-k:help  C-g:switch channel  C-q:quit", cp(DEF) | curses.A_DIM)
        if state == "leave":
            y, x0, w = 8, 12, 56
            box(scr, y, x0, 5, w, cp(DEF), "Confirm Leave Channel")
            put(scr, y + 2, x0 + 2, "Are you sure you want to leave this channel? (y/n)", cp(DEF))
            cursor(False)
        else:
            cursor(True)
            scr.move(22, 2 + len(editor))
        scr.refresh()
        k = scr.getch()
        if state == "leave":
            if k in (ord("n"), ESC):
                state = "main"
            continue
        if k in ENTER:
            if editor.strip() == "/leave":
                state = "leave"
            editor = ""
        elif k in (ctrl("q"), ctrl("c")):
            return
        else:
            editor = edit(editor, k, 70)


# ----------------------------------------- Terminal.Gui designer (v1 look)

def designer(scr):
    state, name, ns, at = "start", "", "YourNamespace", 0
    types = ["Window", "Dialog", "View", "Toplevel"]
    while True:
        scr.erase()
        area(scr, 0, 0, 24, 80, cp(WB))
        if state in ("start", "new", "type", "namespace"):
            put(scr, 9, 26, "Welcome to the Designer", cp(WB) | curses.A_BOLD)
            put(scr, 11, 26, "Ctrl+N  New View", cp(WB))
            put(scr, 12, 26, "Ctrl+O  Open View", cp(WB))
            put(scr, 13, 26, "F1      Help", cp(WB))
            put(scr, 14, 26, "Ctrl+Q  Quit", cp(WB))
        if state in ("design", "quit"):
            box(scr, 1, 4, 17, 60, cp(WB), "Orders", centre=False)
            put(scr, 3, 7, "Label1", cp(WB))
            put(scr, 5, 7, "[ button1 ]", cp(WB))
            put(scr, 0, 0, "Orders.cs", cp(WB))
            fill(scr, 23, 0, 80, cp(BC))
            put(scr, 23, 1, "F1 Help │ F4 Properties │ Shift+F10 Context Menu │ Ctrl+S Save │ Ctrl+Q Quit", cp(BC))
        cur = None
        if state == "new":
            y, x0, w, h = 3, 10, 60, 17
            box(scr, y, x0, h, w, cp(BW), "New")
            put(scr, y + 1, x0 + 2, "Select file location and name for the new view", cp(BW))
            put(scr, y + 3, x0 + 2, "Directory: " + os.path.expanduser("~"), cp(BW))
            box(scr, y + 4, x0 + 2, 7, w - 4, cp(BW))
            for i, f in enumerate([".."] + sorted(f for f in os.listdir(os.path.expanduser("~")) if not f.startswith("."))[:4]):
                put(scr, y + 5 + i, x0 + 4, f, cp(BW))
            put(scr, y + 12, x0 + 2, "File:", cp(BW))
            put(scr, y + 12, x0 + 9, name.ljust(40), cp(BC))
            put(scr, y + 14, x0 + 30, "[ Cancel ]", cp(BW))
            put(scr, y + 14, x0 + 42, "[< Save >]", cp(BW) | curses.A_BOLD)
            cur = (y + 12, x0 + 9 + len(name))
        elif state == "type":
            y, x0, w, h = 6, 22, 36, 11
            box(scr, y, x0, h, w, cp(BW), "Create New View")
            put(scr, y + 1, x0 + 2, "Select the type of the root view:", cp(BW))
            for i, t in enumerate(types):
                a = cp(BC) if i == at else cp(BW)
                fill(scr, y + 3 + i, x0 + 4, 20, a)
                put(scr, y + 3 + i, x0 + 4, t, a)
            put(scr, y + 8, x0 + 7, "[< Ok >]", cp(BW) | curses.A_BOLD)
            put(scr, y + 8, x0 + 18, "[ Cancel ]", cp(BW))
        elif state == "namespace":
            y, x0, w, h = 8, 18, 44, 7
            box(scr, y, x0, h, w, cp(BW), "Namespace")
            put(scr, y + 1, x0 + 2, "Enter namespace for your class", cp(BW))
            put(scr, y + 3, x0 + 2, ns.ljust(w - 4), cp(BC))
            put(scr, y + 5, x0 + 10, "[< Ok >]", cp(BW) | curses.A_BOLD)
            put(scr, y + 5, x0 + 21, "[ Cancel ]", cp(BW))
            cur = (y + 3, x0 + 2 + len(ns))
        elif state == "quit":
            y, x0, w, h = 8, 14, 52, 7
            box(scr, y, x0, h, w, cp(BW), "Unsaved Changes")
            put(scr, y + 1, x0 + 2, "You have unsaved changes to Orders.cs.", cp(BW))
            put(scr, y + 2, x0 + 2, "Do you want to save them?", cp(BW))
            put(scr, y + 5, x0 + 8, "[< Yes >]", cp(BW) | curses.A_BOLD)
            put(scr, y + 5, x0 + 20, "[ No ]", cp(BW))
            put(scr, y + 5, x0 + 29, "[ Cancel ]", cp(BW))
        if cur:
            cursor(True)
            scr.move(*cur)
        else:
            cursor(False)
        scr.refresh()
        k = scr.getch()
        if state == "start":
            if k == ctrl("n"):
                state = "new"
            elif k == ctrl("q"):
                return
        elif state == "new":
            if k in ENTER:
                state = "type"
            elif k == ESC:
                state = "start"
            else:
                name = edit(name, k)
        elif state == "type":
            if k == curses.KEY_DOWN:
                at = min(at + 1, len(types) - 1)
            elif k == curses.KEY_UP:
                at = max(at - 1, 0)
            elif k in ENTER:
                state = "namespace"
        elif state == "namespace":
            if k in ENTER:
                state = "design"
            else:
                ns = edit(ns, k)
        elif state == "design":
            if k == ctrl("q"):
                state = "quit"
        elif state == "quit":
            if k == ESC:
                state = "design"


# --------------------------------------------- Dr.Web for DOS (Turbo Vision)

TEST_MENU = [("Test drives...", "F3"), ("Test files...", ""), ("Test memory", ""), ("Cure...", "F5")]
LOG = [
    "Dr.Web (R) anti-virus for DOS, version 4.33",
    "Copyright (c) Igor Daniloff, 1992-2006",
    "Virus database: DRWEBASE.VDB  152312 records",
    "",
    "Memory test: OK",
    "Press F3 to test drives, F10 for the menu.",
]


def tv_button(scr, y, x, label, default=False):
    put(scr, y, x, " " + label + " ", cp(BG) | (curses.A_BOLD if default else 0))
    put(scr, y, x + len(label) + 2, "▄", cp(BW) & 0 | cp(WBLK))
    put(scr, y + 1, x + 1, "▀" * (len(label) + 2), cp(WBLK))


def drweb(scr):
    state, at, drives, dat, action = "desk", 0, [True, False, False], 0, 0
    cursor(False)
    while True:
        scr.erase()
        area(scr, 1, 0, 22, 80, cp(BLW), "░")
        fill(scr, 0, 0, 80, cp(BW))
        x = 2
        put(scr, 0, 1, " ≡ ", cp(BW))
        x = 5
        for m in ["Test", "Actions", "Settings", "Log", "Help"]:
            a = cp(BG) if (state == "menu" and m == "Test") else cp(BW)
            put(scr, 0, x, " " + m + " ", a)
            put(scr, 0, x + 1, m[0], (cp(RW) if a == cp(BW) else a))
            x += len(m) + 2
        fill(scr, 23, 0, 80, cp(BW))
        sx = 1
        for key, lab in [("F1", "Help"), ("F3", "Test"), ("F9", "Settings"), ("F10", "Menu"), ("Alt-X", "Exit")]:
            put(scr, 23, sx, key, cp(RW))
            put(scr, 23, sx + len(key) + 1, lab, cp(BW))
            sx += len(key) + len(lab) + 3
        box(scr, 2, 3, 12, 66, cp(WB), "Dr.Web", double=True)
        put(scr, 2, 5, "[■]", cp(WB))
        for i, l in enumerate(LOG):
            put(scr, 3 + i, 5, l, cp(YB) if i < 2 else cp(WB))
        cur = None
        if state == "menu":
            box(scr, 1, 4, len(TEST_MENU) + 2, 26, cp(BW))
            shadow(scr, 1, 4, len(TEST_MENU) + 2, 26)
            for i, (n, s) in enumerate(TEST_MENU):
                a = cp(BG) if i == at else cp(BW)
                fill(scr, 2 + i, 5, 24, a)
                put(scr, 2 + i, 6, n, a)
                put(scr, 2 + i, 27 - len(s), s, a)
        elif state == "drives":
            y, x0, w, h = 6, 20, 40, 11
            box(scr, y, x0, h, w, cp(BW), "Select drives", double=True)
            shadow(scr, y, x0, h, w)
            put(scr, y, x0 + 2, "[■]", cp(BW))
            put(scr, y + 2, x0 + 3, "Drives to test:", cp(BW) | curses.A_BOLD)
            for i, d in enumerate(["C:", "D:", "A:"]):
                a = cp(WC) if i == dat else cp(BC)
                fill(scr, y + 3 + i, x0 + 3, 20, a)
                put(scr, y + 3 + i, x0 + 4, ("[X] " if drives[i] else "[ ] ") + d, a)
            tv_button(scr, y + 7, x0 + 8, "   OK   ", True)
            tv_button(scr, y + 7, x0 + 22, " Cancel ")
            cur = (y + 3 + dat, x0 + 5)
        elif state == "settings":
            y, x0, w, h = 5, 18, 44, 12
            box(scr, y, x0, h, w, cp(BW), "Settings", double=True)
            shadow(scr, y, x0, h, w)
            put(scr, y, x0 + 2, "[■]", cp(BW))
            put(scr, y + 2, x0 + 3, "Infected files", cp(BW) | curses.A_BOLD)
            for i, d in enumerate(["Report", "Cure", "Delete", "Move to \\INFECTED"]):
                a = cp(WC) if i == action else cp(BC)
                fill(scr, y + 3 + i, x0 + 3, 26, a)
                put(scr, y + 3 + i, x0 + 4, ("(•) " if i == action else "( ) ") + d, a)
            tv_button(scr, y + 8, x0 + 10, "   OK   ", True)
            tv_button(scr, y + 8, x0 + 24, " Cancel ")
            cur = (y + 3 + action, x0 + 5)
        elif state == "done":
            y, x0, w, h = 8, 20, 40, 8
            box(scr, y, x0, h, w, cp(BW), "Information", double=True)
            shadow(scr, y, x0, h, w)
            put(scr, y, x0 + 2, "[■]", cp(BW))
            put(scr, y + 2, x0 + 3, "Testing finished. No viruses found.", cp(BW))
            tv_button(scr, y + 5, x0 + 15, "   OK   ", True)
        if cur:
            cursor(True)
            scr.move(*cur)
        else:
            cursor(False)
        scr.refresh()
        k = scr.getch()
        if state == "desk":
            if k == curses.KEY_F10:
                state, at = "menu", 0
            elif k == curses.KEY_F9:
                state = "settings"
            elif k in (ctrl("c"), ctrl("q")):
                return
        elif state == "menu":
            if k == curses.KEY_DOWN:
                at = (at + 1) % len(TEST_MENU)
            elif k == curses.KEY_UP:
                at = (at - 1) % len(TEST_MENU)
            elif k in ENTER and at == 0:
                state, dat = "drives", 0
            elif k == ESC:
                state = "desk"
        elif state == "drives":
            if k == curses.KEY_DOWN:
                dat = min(dat + 1, 2)
            elif k == curses.KEY_UP:
                dat = max(dat - 1, 0)
            elif k == ord(" "):
                drives[dat] = not drives[dat]
            elif k in ENTER:
                files = ["C:\\COMMAND.COM", "C:\\DOS\\EDIT.COM", "C:\\WINDOWS\\WIN.COM",
                         "C:\\WINDOWS\\SYSTEM\\KRNL386.EXE", "C:\\WINDOWS\\SYSTEM\\USER.EXE",
                         "C:\\TALLY\\LEDGER.EXE", "C:\\TALLY\\RETRY.OVL", "C:\\UTILS\\PKZIP.EXE"]
                for i in range(16):
                    area(scr, 7, 14, 9, 52, cp(BW))
                    box(scr, 7, 14, 9, 52, cp(BW), "Testing", double=True)
                    shadow(scr, 7, 14, 9, 52)
                    put(scr, 8, 17, "Drive C:", cp(BW) | curses.A_BOLD)
                    put(scr, 9, 17, ("Testing: " + files[i % len(files)]).ljust(46), cp(BW))
                    pct = (i + 1) * 100 // 17
                    bar = "█" * (pct * 40 // 100)
                    put(scr, 11, 17, bar.ljust(40, "░") + " %3d%%" % pct, cp(BW))
                    put(scr, 12, 17, "Files: %-6d Infected: 0" % (140 * (i + 1)), cp(BW))
                    tv_button(scr, 13, 35, "  Stop  ", True)
                    cursor(False)
                    scr.refresh()
                    time.sleep(0.4)
                state = "done"
            elif k == ESC:
                state = "desk"
        elif state == "settings":
            if k == curses.KEY_DOWN:
                action = min(action + 1, 3)
            elif k == curses.KEY_UP:
                action = max(action - 1, 0)
            elif k == ESC or k in ENTER:
                state = "desk"
        elif state == "done":
            if k in ENTER or k == ESC:
                state = "desk"


PROGRAMS = {"paint": paint, "matterhorn": matterhorn, "designer": designer, "drweb": drweb}


def main(scr):
    curses.raw()
    curses.noecho()
    scr.keypad(True)
    colours()
    PROGRAMS[sys.argv[1]](scr)


if __name__ == "__main__":
    if len(sys.argv) < 2 or sys.argv[1] not in PROGRAMS:
        sys.stderr.write("usage: threehundredfourteenth_tui.py %s\n" % "|".join(sorted(PROGRAMS)))
        sys.exit(2)
    curses.wrapper(main)
