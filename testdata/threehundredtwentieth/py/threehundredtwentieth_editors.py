"""Four terminal editors imitated, named by the first argument: a fixture
of agentty's threehundredtwentieth set, whose screens were never used to
tune the mode classifier. Each draws what the editor draws at its moments
(its words, layout, boxes, reverse video, colours and cursor, from its
documentation, source and screenshots as known): a line editor of
Edinburgh's (its `>` prompt read cooked on the main screen, lines printed
with the file pointer shown, failures), an Emacs-like editor written in
Ruby (its buffer, mode line and echo area with the minibuffer's prompts:
find file, write file, incremental search, go to line, exit anyway), a
Win32 console recreation of the MS-DOS 5 editor (its blue window, menu
bar, status bar and dialogs: save as, find, go to line, save it now) and
a folding editor (its folds shown closed and opened, its prompts on the
bottom row). The screen editors run on the alternate screen, keys read
one at a time, raw, not echoed. Runs with Debian's python3 and its
standard library only (curses)."""

import curses
import os
import sys
import time

os.environ.setdefault("ESCDELAY", "25")

ENTER = (10, 13, curses.KEY_ENTER)
ESC = 27
BACKSPACE = (8, 127, curses.KEY_BACKSPACE)


def ctrl(c):
    return ord(c) & 31


LEDGER = [
    "# ledger.txt -- the depot's fuel ledger",
    "2026-11-02  diesel   412.0 l   depot A",
    "2026-11-03  petrol   118.5 l   depot B",
    "2026-11-05  diesel   390.2 l   depot A",
    "2026-11-09  fuel oil 220.0 l   depot C",
    "2026-11-12  diesel   405.8 l   depot A",
    "2026-11-16  petrol   131.0 l   depot B",
    "2026-11-19  fuel oil 198.4 l   depot C",
    "2026-11-23  diesel   377.9 l   depot A",
    "2026-11-27  petrol   126.3 l   depot B",
    "# totals are kept in totals.txt",
    "",
]


# ---------------------------------------------------------------- ecce
def ecce():
    """ECCE, the Edinburgh Compatible Context Editor (Toal's C port): a
    line editor reading commands cooked after `>`."""
    lines = list(LEDGER)
    cur = 0
    sys.stdout.write("ECCE V2.10b\n")
    sys.stdout.write("Editing ledger.txt (12 lines) to ledger.txt\n")
    sys.stdout.flush()

    def show(i, col=0):
        if i >= len(lines):
            print("*** END ***")
            return
        print(lines[i])
        if col:
            print(" " * col + "^")

    while True:
        try:
            cmd = input(">")
        except EOFError:
            return
        c = cmd.strip()
        if not c:
            continue
        low = c.lower()
        if low in ("%c", "%c\n"):
            print("ECCE: 12 lines written to ledger.txt")
            return
        if low.startswith("f/") and low.endswith("/"):
            text = c[2:-1]
            found = False
            for i in range(cur + 1, len(lines)):
                p = lines[i].find(text)
                if p >= 0:
                    cur = i
                    show(i, p)
                    found = True
                    break
            if not found:
                print("* Failure: %s" % c.upper()[:2] + c[2:])
            continue
        if low.startswith("p"):
            n = low[1:]
            n = int(n) if n.isdigit() else 1
            for k in range(n):
                if cur + k < len(lines):
                    show(cur + k)
                else:
                    show(len(lines))
                    break
            cur = min(cur + n - 1, len(lines) - 1)
            continue
        if low.startswith("m"):
            n = low[1:]
            n = int(n) if n.isdigit() else 1
            cur = min(cur + n, len(lines))
            show(cur)
            continue
        print("* Unknown command %s" % c[0].upper())


# ----------------------------------------------------------- screen base
(DEF, WB, BW, YB, CB, BCY, WR, RB) = range(1, 9)


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
    curses.init_pair(BCY, c.COLOR_BLACK, c.COLOR_CYAN)
    curses.init_pair(WR, c.COLOR_WHITE, c.COLOR_RED)
    curses.init_pair(RB, c.COLOR_RED, bg)


def put(w, y, x, s, a=0):
    h, wd = w.getmaxyx()
    if y < 0 or y >= h or x >= wd:
        return
    s = s[: wd - x]
    if y == h - 1 and x + len(s) >= wd:
        s = s[: wd - x - 1]
    try:
        w.addstr(y, x, s, a)
    except curses.error:
        pass


def readline(w, y, x, label, a=0, init=""):
    """A field read a key at a time after label on row y; Enter ends it,
    Escape or C-g gives None."""
    s = init
    while True:
        put(w, y, x, " " * (w.getmaxyx()[1] - x - 1), a)
        put(w, y, x, label + s, a)
        w.move(y, x + len(label) + len(s))
        w.refresh()
        k = w.getch()
        if k in ENTER:
            return s
        if k in (ESC, ctrl("g")):
            return None
        if k in BACKSPACE:
            s = s[:-1]
        elif 32 <= k < 127:
            s += chr(k)


# -------------------------------------------------------------- textbringer
def textbringer(w):
    """Textbringer, an Emacs-like editor in Ruby: the buffer, a mode line
    in reverse video, the echo area under it."""
    curses.curs_set(1)
    h, wd = w.getmaxyx()
    buf = [list(s) for s in LEDGER]
    y, x = 0, 0
    modified = False
    msg = ""

    def draw():
        w.erase()
        for i in range(h - 2):
            if i < len(buf):
                put(w, i, 0, "".join(buf[i]))
        flag = "*" if modified else "-"
        ml = "%s%s ledger.txt [UTF-8/unix] [Fundamental]  %d:%d  " % (flag, flag, y + 1, x)
        put(w, h - 2, 0, ml.ljust(wd), curses.A_REVERSE)
        put(w, h - 1, 0, msg)
        w.move(y, x)
        w.refresh()

    def mini(label, init=""):
        return readline(w, h - 1, 0, label, 0, init)

    msg = "Welcome to Textbringer. C-x C-c to exit."
    while True:
        draw()
        k = w.getch()
        msg = ""
        if k == ctrl("x"):
            put(w, h - 1, 0, "C-x-")
            w.refresh()
            k2 = w.getch()
            if k2 == ctrl("f"):
                r = mini("Find file: ", "~/")
                msg = "Quit" if r is None else "(New file)"
            elif k2 == ctrl("w"):
                r = mini("Write file: ", "~/")
                msg = "Quit" if r is None else "Wrote ~/%s" % r
            elif k2 == ctrl("s"):
                modified = False
                msg = "Wrote ~/ledger.txt"
            elif k2 == ctrl("c"):
                if modified:
                    r = mini("Unsaved buffers exist; exit anyway? (yes or no) ")
                    if r == "yes":
                        return
                    msg = "Quit"
                else:
                    return
        elif k == ctrl("s"):
            s = ""
            while True:
                put(w, h - 1, 0, " " * (wd - 1))
                put(w, h - 1, 0, "I-search: " + s)
                w.move(h - 1, 10 + len(s))
                w.refresh()
                k2 = w.getch()
                if k2 in ENTER or k2 == ESC:
                    break
                if k2 in BACKSPACE:
                    s = s[:-1]
                elif 32 <= k2 < 127:
                    s += chr(k2)
                    for i in range(y, len(buf)):
                        p = "".join(buf[i]).find(s)
                        if p >= 0:
                            y, x = i, p + len(s)
                            break
                draw_keep = True
                for i in range(h - 2):
                    put(w, i, 0, " " * wd)
                    if i < len(buf):
                        put(w, i, 0, "".join(buf[i]))
                flag = "*" if modified else "-"
                ml = "%s%s ledger.txt [UTF-8/unix] [Fundamental]  %d:%d  " % (flag, flag, y + 1, x)
                put(w, h - 2, 0, ml.ljust(wd), curses.A_REVERSE)
            msg = "Mark saved where search started"
        elif k == 27:
            k2 = w.getch()
            if k2 == ord("g"):
                put(w, h - 1, 0, "M-g-")
                w.refresh()
                k3 = w.getch()
                if k3 in (ord("g"), 27):
                    r = mini("Go to line: ")
                    if r and r.isdigit():
                        y, x = min(int(r), len(buf)) - 1, 0
        elif k == curses.KEY_DOWN or k == ctrl("n"):
            y = min(y + 1, len(buf) - 1)
            x = min(x, len(buf[y]))
        elif k == curses.KEY_UP or k == ctrl("p"):
            y = max(y - 1, 0)
            x = min(x, len(buf[y]))
        elif k in ENTER:
            rest = buf[y][x:]
            buf[y] = buf[y][:x]
            buf.insert(y + 1, rest)
            y, x = y + 1, 0
            modified = True
        elif k in BACKSPACE:
            if x > 0:
                del buf[y][x - 1]
                x -= 1
                modified = True
        elif 32 <= k < 127:
            buf[y].insert(x, chr(k))
            x += 1
            modified = True


# -------------------------------------------------------------------- yedit
def yedit(w):
    """YEdit, a Win32 console recreation of the MS-DOS 5 editor: a blue
    window under a menu bar, a status bar at the foot, dialogs in grey."""
    curses.curs_set(1)
    h, wd = w.getmaxyx()
    buf = [list(s) for s in LEDGER]
    y, x = 0, 0
    modified = False
    bg = cp(WB)

    def frame():
        w.bkgd(" ", bg)
        w.erase()
        put(w, 0, 0, " " * wd, cp(BW))
        mx = 2
        for m in ("File", "Edit", "Search", "Options", "Help"):
            put(w, 0, mx, m, cp(BW))
            mx += len(m) + 2
        put(w, 1, 0, "\u250c" + "\u2500" * (wd - 2) + "\u2510", bg)
        title = " ledger.txt "
        put(w, 1, (wd - len(title)) // 2, title, cp(BW))
        for r in range(2, h - 2):
            put(w, r, 0, "\u2502", bg)
            put(w, r, wd - 1, "\u2591" if r > 2 else "\u2191", cp(BW) if r > 2 else bg)
        put(w, h - 2, 0, "\u2514" + "\u2500" * (wd - 2) + "\u2518", bg)
        for i in range(h - 4):
            if i < len(buf):
                put(w, 2 + i, 1, "".join(buf[i])[: wd - 3], bg)
        put(w, h - 1, 0, " " * (wd - 1), cp(BCY))
        put(w, h - 1, 1, "YEdit  <F1=Help> Press ALT to activate menus", cp(BCY))
        put(w, h - 1, wd - 14, "\u2502 %05d:%03d" % (y + 1, x + 1), cp(BCY))

    def dialog(top, height, width, title):
        left = (wd - width) // 2
        g = cp(BW)
        for r in range(height):
            put(w, top + r, left, " " * width, g)
        put(w, top, left + 1, "\u250c" + "\u2500" * (width - 4) + "\u2510", g)
        put(w, top, left + (width - len(title)) // 2, title, g)
        for r in range(1, height - 1):
            put(w, top + r, left + 1, "\u2502", g)
            put(w, top + r, left + width - 2, "\u2502", g)
        put(w, top + height - 1, left + 1, "\u2514" + "\u2500" * (width - 4) + "\u2518", g)
        return left

    def field_dialog(title, label, init, extra=None):
        top, height, width = 6, 9, 60
        s = init
        while True:
            frame()
            left = dialog(top, height, width, " %s " % title)
            g = cp(BW)
            put(w, top + 2, left + 4, label, g)
            fx = left + 5 + len(label)
            fw = width - (fx - left) - 5
            put(w, top + 2, fx - 1, "\u250c" + "\u2500" * fw + "\u2510", g)
            put(w, top + 3, fx - 1, "\u2502", g)
            put(w, top + 3, fx, s.ljust(fw)[:fw], cp(WB) if s == init and init else g)
            put(w, top + 3, fx + fw, "\u2502", g)
            put(w, top + 4, fx - 1, "\u2514" + "\u2500" * fw + "\u2518", g)
            if extra:
                put(w, top + 5, left + 4, extra, g)
            put(w, top + height - 2, left + 1, "\u251c" + "\u2500" * (width - 4) + "\u2524", g)
            put(w, top + height - 2, left + 12, "< OK >", g | curses.A_BOLD)
            put(w, top + height - 2, left + 25, "< Cancel >", g)
            put(w, top + height - 2, left + 42, "< Help >", g)
            w.move(top + 3, fx + len(s))
            w.refresh()
            k = w.getch()
            if k in ENTER:
                return s
            if k == ESC:
                return None
            if k in BACKSPACE:
                s = s[:-1]
            elif 32 <= k < 127:
                s = chr(k) if s == init else s + chr(k)

    while True:
        frame()
        w.move(2 + y, 1 + x)
        w.refresh()
        k = w.getch()
        if k == curses.KEY_F12 or k == ctrl("s"):
            field_dialog("Save As", "File Name:", "ledger.txt", "Dir: C:\\Users\\ada")
        elif k == ctrl("f"):
            field_dialog("Find", "Find What:", "", "[ ] Match Upper/Lowercase   [ ] Whole Word")
        elif k == ctrl("g"):
            r = field_dialog("Go To Line", "Line Number:", "")
            if r and r.isdigit():
                y, x = min(int(r), len(buf)) - 1, 0
        elif k == ctrl("q") or k == curses.KEY_F4:
            if not modified:
                return
            sel = 0
            while True:
                frame()
                left = dialog(8, 7, 50, "")
                g = cp(BW)
                msg = "Loaded file is not saved. Save it now?"
                put(w, 10, left + (50 - len(msg)) // 2, msg, g)
                put(w, 12, left + 1, "\u251c" + "\u2500" * 46 + "\u2524", g)
                bx = [left + 7, left + 17, left + 26, left + 39]
                names = ["< Yes >", "< No >", "< Cancel >", "< Help >"]
                for i, n in enumerate(names):
                    put(w, 13, bx[i], n, g | (curses.A_BOLD if i == sel else 0))
                w.move(13, bx[sel] + 2)
                w.refresh()
                k2 = w.getch()
                if k2 == 9 or k2 == curses.KEY_RIGHT:
                    sel = (sel + 1) % 4
                elif k2 == curses.KEY_LEFT:
                    sel = (sel - 1) % 4
                elif k2 == ESC:
                    break
                elif k2 in ENTER:
                    if sel in (0, 1):
                        return
                    break
        elif k == curses.KEY_DOWN:
            y = min(y + 1, len(buf) - 1)
            x = min(x, len(buf[y]))
        elif k == curses.KEY_UP:
            y = max(y - 1, 0)
            x = min(x, len(buf[y]))
        elif k in ENTER:
            rest = buf[y][x:]
            buf[y] = buf[y][:x]
            buf.insert(y + 1, rest)
            y, x = y + 1, 0
            modified = True
        elif k in BACKSPACE:
            if x > 0:
                del buf[y][x - 1]
                x -= 1
                modified = True
        elif 32 <= k < 127:
            buf[y].insert(x, chr(k))
            x += 1
            modified = True


# ------------------------------------------------------------------ origami
FOLDED = [
    ("line", "# ledger.txt -- the depot's fuel ledger"),
    ("fold", "depot A deliveries", [LEDGER[1], LEDGER[3], LEDGER[5], LEDGER[8]]),
    ("fold", "depot B deliveries", [LEDGER[2], LEDGER[6], LEDGER[9]]),
    ("fold", "depot C deliveries", [LEDGER[4], LEDGER[7]]),
    ("line", "# totals are kept in totals.txt"),
]


def origami(w):
    """Origami, a folding editor: closed folds shown as `...` and their
    names, an opened fold between its `{{{` and `}}}` marks, a status row
    in reverse video and prompts on the bottom row."""
    curses.curs_set(1)
    h, wd = w.getmaxyx()
    opened = -1
    y = 0
    modified = False
    msg = ""

    def rows():
        out = []
        for i, e in enumerate(FOLDED):
            if e[0] == "line":
                out.append((i, e[1]))
            elif i == opened:
                out.append((i, "{{{ " + e[1]))
                for s in e[2]:
                    out.append((i, s))
                out.append((i, "}}}"))
            else:
                out.append((i, "... " + e[1]))
        return out

    def draw():
        w.erase()
        r = rows()
        for i, (_, s) in enumerate(r[: h - 2]):
            put(w, i, 0, s)
        path = "ledger.txt" + (" / " + FOLDED[opened][1] if opened >= 0 else "")
        st = " Origami 1.6.4 %s %s  line %d" % ("*" if modified else " ", path, y + 1)
        put(w, h - 2, 0, st.ljust(wd), curses.A_REVERSE)
        put(w, h - 1, 0, msg)
        w.move(min(y, h - 3), 0)
        w.refresh()

    msg = "[ESC-? help]"
    while True:
        draw()
        k = w.getch()
        msg = ""
        r = rows()
        if k == curses.KEY_DOWN:
            y = min(y + 1, len(r) - 1)
        elif k == curses.KEY_UP:
            y = max(y - 1, 0)
        elif k == ctrl("o"):
            idx = r[y][0]
            if FOLDED[idx][0] == "fold":
                opened = -1 if opened == idx else idx
                y = [j for j, (i, _) in enumerate(rows()) if i == idx][0]
        elif k == ctrl("x"):
            put(w, h - 1, 0, "^X")
            w.refresh()
            k2 = w.getch()
            if k2 == ctrl("w"):
                res = readline(w, h - 1, 0, "Write file: ")
                msg = "[aborted]" if res is None else "[%s written]" % res
            elif k2 == ctrl("c"):
                if modified:
                    put(w, h - 1, 0, " " * (wd - 1))
                    put(w, h - 1, 0, "Buffer modified -- quit anyway (y/n)? ")
                    w.refresh()
                    k3 = w.getch()
                    if k3 in (ord("y"), ord("Y")):
                        return
                    msg = "[aborted]"
                else:
                    return
        elif k == ctrl("s"):
            res = readline(w, h - 1, 0, "Search forward: ")
            msg = "[aborted]" if res is None else "[not found]"
        elif k == ESC:
            k2 = w.getch()
            if k2 == ord("g"):
                res = readline(w, h - 1, 0, "Go to line: ")
        elif 32 <= k < 127:
            modified = True
            msg = ""


def main():
    tool = sys.argv[1] if len(sys.argv) > 1 else ""
    if tool == "ecce":
        ecce()
        return
    screens = {"textbringer": textbringer, "yedit": yedit, "origami": origami}
    if tool not in screens:
        sys.stderr.write("usage: threehundredtwentieth_editors.py ecce|textbringer|yedit|origami\n")
        sys.exit(2)

    def run(w):
        colours()
        curses.raw()
        w.keypad(True)
        screens[tool](w)

    curses.wrapper(run)


if __name__ == "__main__":
    main()
