"""One terminal text editor imitated, named by the first argument, editing
the file named by the second: a fixture of agentty's hundredeightysixth
set, whose screens were never used to tune the mode classifier. Each
draws what the imitated editor draws (its words, layout, reverse video,
cursor), from what is known of it: two modal vi-likes (nextvi, Calvin)
and four modeless ones (nino, Ersatz Emacs, QEdit, ELLE). Runs with
Debian's python3 and its standard library only (curses, raw mode, the
alternate screen)."""

import curses
import os
import sys

os.environ.setdefault("ESCDELAY", "25")

NAME = sys.argv[1]
PATH = sys.argv[2]
with open(PATH) as f:
    LINES = f.read().split("\n")
if LINES and LINES[-1] == "":
    LINES.pop()
BASE = os.path.basename(PATH)
CHARS = sum(len(l) + 1 for l in LINES)


class Ed:
    def __init__(self, scr):
        self.scr = scr
        self.lines = list(LINES)
        self.y = 0
        self.x = 0
        self.modified = False
        self.msg = ""
        self.prompt = None  # (label, text)
        self.box = None  # lines of a box drawn in the middle
        self.insert = False
        self.meta = False

    # editing
    def put(self, c):
        l = self.lines[self.y]
        self.lines[self.y] = l[: self.x] + c + l[self.x:]
        self.x += len(c)
        self.modified = True

    def move(self, dy, dx):
        self.y = max(0, min(len(self.lines) - 1, self.y + dy))
        self.x = max(0, min(len(self.lines[self.y]), self.x + dx))

    def key(self):
        k = self.scr.get_wch()
        if k == curses.KEY_RESIZE:
            return None
        if k == "\x1b":
            # an arrow key as the terminal sends it, read whole
            self.scr.nodelay(True)
            seq = ""
            try:
                while len(seq) < 3:
                    seq += self.scr.get_wch()
                    if seq[-1].isalpha() or seq[-1] == "~":
                        break
            except curses.error:
                pass
            self.scr.nodelay(False)
            arrows = {"A": curses.KEY_UP, "B": curses.KEY_DOWN, "C": curses.KEY_RIGHT, "D": curses.KEY_LEFT}
            if len(seq) == 2 and seq[0] in "[O" and seq[1] in arrows:
                return arrows[seq[1]]
            if seq:
                self.meta = True
                return seq[0] if len(seq) == 1 else None
        return k


def text_rows(ed, top, rows, left=0, number=False, tilde=False):
    s = ed.scr
    w = curses.COLS
    for i in range(rows):
        n = i
        if n < len(ed.lines):
            if number:
                s.addstr(top + i, 0, "%4d " % (n + 1), curses.A_DIM)
            s.addstr(top + i, left, ed.lines[n][: w - left - 1])
        elif tilde:
            s.addstr(top + i, 0, "~", curses.color_pair(1) | curses.A_BOLD)


def nextvi(ed):
    """nextvi: no status line; the file from the top row, nothing past
    its end, messages and the ex/search prompt on the bottom row."""
    s = ed.scr
    ed.msg = '"%s"  %dL  [%d]' % (BASE, len(ed.lines), CHARS)
    cmd = None
    while True:
        s.erase()
        text_rows(ed, 0, curses.LINES - 1)
        if cmd is not None:
            s.addstr(curses.LINES - 1, 0, cmd)
        else:
            s.addstr(curses.LINES - 1, 0, ed.msg)
        if cmd is not None:
            s.move(curses.LINES - 1, len(cmd))
        else:
            s.move(ed.y, ed.x)
        s.refresh()
        k = ed.key()
        if k is None:
            continue
        if cmd is not None:
            if k == "\x1b":
                cmd = None
            elif k in ("\r", "\n"):
                c, cmd = cmd, None
                if c in (":q", ":quit"):
                    if ed.modified:
                        ed.msg = "buffer modified"
                    else:
                        return
                elif c == ":q!":
                    return
                elif c.startswith("/"):
                    for i in range(ed.y + 1, len(ed.lines)):
                        if c[1:] in ed.lines[i]:
                            ed.y, ed.x = i, ed.lines[i].index(c[1:])
                            break
                    ed.msg = ""
                elif c[1:].isdigit():
                    ed.move(int(c[1:]) - 1 - ed.y, 0)
                    ed.msg = ""
            elif k in ("\x7f", "\b", curses.KEY_BACKSPACE):
                cmd = cmd[:-1] if len(cmd) > 1 else None
            elif isinstance(k, str):
                cmd += k
            continue
        if ed.insert:
            if k == "\x1b":
                ed.insert = False
                ed.move(0, -1)
            elif isinstance(k, str) and k.isprintable():
                ed.put(k)
            continue
        ed.msg = ""
        if k in ("j", curses.KEY_DOWN):
            ed.move(1, 0)
        elif k in ("k", curses.KEY_UP):
            ed.move(-1, 0)
        elif k in ("l", curses.KEY_RIGHT):
            ed.move(0, 1)
        elif k in ("h", curses.KEY_LEFT):
            ed.move(0, -1)
        elif k == "i":
            ed.insert = True
        elif k == "A":
            ed.x = len(ed.lines[ed.y])
            ed.insert = True
        elif k == "x":
            l = ed.lines[ed.y]
            ed.lines[ed.y] = l[: ed.x] + l[ed.x + 1:]
            ed.modified = True
        elif k in (":", "/"):
            cmd = k
        elif k == "\x07":
            ed.msg = '"%s"%s  line %d of %d' % (BASE, " [m]" if ed.modified else "", ed.y + 1, len(ed.lines))


def calvin(ed):
    """Calvin: a vi clone drawn as vi is: `~` past the end, messages and
    the ex and search prompts on the bottom row."""
    s = ed.scr
    ed.msg = '"%s" %d lines, %d characters' % (BASE, len(ed.lines), CHARS)
    cmd = None
    while True:
        s.erase()
        text_rows(ed, 0, curses.LINES - 1, tilde=True)
        s.addstr(curses.LINES - 1, 0, cmd if cmd is not None else ed.msg)
        if cmd is not None:
            s.move(curses.LINES - 1, len(cmd))
        else:
            s.move(ed.y, ed.x)
        s.refresh()
        k = ed.key()
        if k is None:
            continue
        if cmd is not None:
            if k == "\x1b":
                cmd = None
            elif k in ("\r", "\n"):
                c, cmd = cmd, None
                if c == ":q":
                    if ed.modified:
                        ed.msg = "No write since last change (:quit! overrides)"
                    else:
                        return
                elif c == ":q!":
                    return
                elif c[1:].isdigit():
                    ed.move(int(c[1:]) - 1 - ed.y, 0)
                    ed.msg = ""
            elif k in ("\x7f", "\b", curses.KEY_BACKSPACE):
                cmd = cmd[:-1] if len(cmd) > 1 else None
            elif isinstance(k, str):
                cmd += k
            continue
        if ed.insert:
            if k == "\x1b":
                ed.insert = False
                ed.move(0, -1)
            elif isinstance(k, str) and k.isprintable():
                ed.put(k)
            continue
        ed.msg = ""
        if k in ("j", curses.KEY_DOWN):
            ed.move(1, 0)
        elif k in ("k", curses.KEY_UP):
            ed.move(-1, 0)
        elif k in ("l", curses.KEY_RIGHT):
            ed.move(0, 1)
        elif k in ("h", curses.KEY_LEFT):
            ed.move(0, -1)
        elif k == "i":
            ed.insert = True
        elif k == "A":
            ed.x = len(ed.lines[ed.y])
            ed.insert = True
        elif k == "x":
            l = ed.lines[ed.y]
            ed.lines[ed.y] = l[: ed.x] + l[ed.x + 1:]
            ed.modified = True
        elif k in (":", "/"):
            cmd = k


def modeless(ed, draw, keys):
    """The loop of a modeless editor: draw, then a key (keys handles the
    editor's own, returns True to quit)."""
    s = ed.scr
    while True:
        s.erase()
        cur = draw(ed)
        s.move(*cur)
        s.refresh()
        k = ed.key()
        if k is None:
            continue
        if ed.prompt is not None and isinstance(k, str) and k.isprintable() and not ed.meta:
            ed.prompt = (ed.prompt[0], ed.prompt[1] + k)
            continue
        r = keys(ed, k)
        ed.meta = False
        if r == "quit":
            return
        if r:
            continue
        if k == curses.KEY_DOWN:
            ed.move(1, 0)
        elif k == curses.KEY_UP:
            ed.move(-1, 0)
        elif k == curses.KEY_RIGHT:
            ed.move(0, 1)
        elif k == curses.KEY_LEFT:
            ed.move(0, -1)
        elif isinstance(k, str) and k.isprintable() and ed.box is None:
            ed.put(k)


def nino(ed):
    """nino: line numbers in a gutter, `~` past the end, a status bar in
    reverse video and a message bar under it, as kilo's descendants draw."""
    help_ = "HELP: Ctrl-S = save | Ctrl-Q = quit | Ctrl-F = find"
    ed.msg = help_
    ed.quits = 3

    def draw(ed):
        s = ed.scr
        rows = curses.LINES - 2
        for i in range(rows):
            if i < len(ed.lines):
                s.addstr(i, 0, "%3d " % (i + 1), curses.color_pair(2))
                s.addstr(i, 4, ed.lines[i][: curses.COLS - 5])
            else:
                s.addstr(i, 0, "~")
        left = "%s - %d lines%s" % (BASE, len(ed.lines), " (modified)" if ed.modified else "")
        right = "txt | %d/%d" % (ed.y + 1, len(ed.lines))
        bar = left + " " * (curses.COLS - len(left) - len(right)) + right
        s.addstr(rows, 0, bar[: curses.COLS - 1], curses.A_REVERSE)
        s.insch(rows, curses.COLS - 1, bar[curses.COLS - 1], curses.A_REVERSE)
        if ed.prompt is not None:
            line = "%s%s (Use ESC/Arrows/Enter)" % ed.prompt
            s.addstr(rows + 1, 0, line)
            return (rows + 1, len(ed.prompt[0]) + len(ed.prompt[1]))
        s.addstr(rows + 1, 0, ed.msg)
        return (ed.y, ed.x + 4)

    def keys(ed, k):
        if ed.prompt is not None:
            if k in ("\x1b", "\r", "\n"):
                ed.prompt = None
                ed.msg = help_
            elif k in ("\x7f", "\b", curses.KEY_BACKSPACE):
                ed.prompt = (ed.prompt[0], ed.prompt[1][:-1])
            return True
        if k == "\x11":
            if ed.modified and ed.quits > 0:
                ed.msg = "WARNING!!! File has unsaved changes. Press Ctrl-Q %d more times to quit." % ed.quits
                ed.quits -= 1
                return True
            return "quit"
        ed.quits = 3
        if k == "\x06":
            ed.prompt = ("Search: ", "")
            return True
        return False

    modeless(ed, draw, keys)


def emacsish(ed, modeline, search, goto, question, answer):
    """A small Emacs: the file from the top row, a mode line in reverse
    video, the echo area under it; C-s searches, M-g goes to a line, C-x
    C-c asks its question before it quits unsaved."""
    ed.cx = False

    def draw(ed):
        s = ed.scr
        rows = curses.LINES - 2
        text_rows(ed, 0, rows)
        ml = modeline(ed)
        ml = (ml + "-" * curses.COLS)[: curses.COLS - 1]
        s.addstr(rows, 0, ml, curses.A_REVERSE)
        if ed.prompt is not None:
            line = ed.prompt[0] + ed.prompt[1]
            s.addstr(rows + 1, 0, line)
            return (rows + 1, len(line))
        s.addstr(rows + 1, 0, ed.msg)
        return (ed.y, ed.x)

    def keys(ed, k):
        if ed.meta:
            ed.meta = False
            if k == "g":
                ed.prompt = (goto, "")
            return True
        if ed.prompt is not None:
            if ed.prompt[0] == question:
                if k in ("y", "Y"):
                    return "quit"
                ed.prompt = None
                ed.msg = ""
                return True
            if k in ("\x07", "\r", "\n", "\x1b"):
                ed.prompt = None
                ed.msg = "Quit" if k == "\x07" else ""
            elif k in ("\x7f", "\b", curses.KEY_BACKSPACE):
                ed.prompt = (ed.prompt[0], ed.prompt[1][:-1])
            return True
        if k == "\x1b":
            ed.meta = True
            return True
        if ed.cx:
            ed.cx = False
            if k == "\x03":
                if not ed.modified:
                    return "quit"
                ed.prompt = (question, "")
            return True
        if k == "\x18":
            ed.cx = True
            return True
        if k == "\x13":
            ed.prompt = (search, "")
            return True
        if k == "\x0e":
            ed.move(1, 0)
            return True
        if k == "\x10":
            ed.move(-1, 0)
            return True
        return False

    modeless(ed, draw, keys)


def ersatz(ed):
    """Ersatz Emacs (a MicroEMACS 3.6 descendant): its mode line `-- Ersatz
    Emacs: orchard.txt (orchard.txt) ---`, `*` once modified; mlyesno's
    `[y/n]?` question before it quits unsaved."""
    emacsish(
        ed,
        lambda ed: "-%s Ersatz Emacs: %s (%s) " % ("*" if ed.modified else "-", BASE, BASE),
        "Search [] <META>: ",
        "Goto line: ",
        "Modified buffers exist. Leave anyway [y/n]? ",
        "y",
    )


def elle(ed):
    """ELLE (ELLE Looks Like Emacs): its mode line `ELLE (Fundamental)
    orchard.txt: ~/orchard.txt --Top--`, `*` once modified, and its
    question before it quits with a buffer unsaved."""
    def ml(ed):
        pos = "--Top--" if ed.y == 0 else "--%d%%--" % (100 * ed.y // len(ed.lines))
        return "%sELLE (Fundamental) %s: ~/%s %s" % ("*" if ed.modified else " ", BASE, BASE, pos)

    emacsish(ed, ml, "Search: ", "Goto line: ", "Buffers modified; exit anyway? (Y or N) ", "y")


def qedit(ed):
    """QEdit: a status line on the top row (`L 1  C 1  Insert Indent
    WordWrap  orchard.txt`, `*` once modified), the text under it; ^Q F's
    `Search for:` and ^Q G's... `Go to line:` boxes, ^K Q's `Save changes
    (Y/N)?`."""
    ed.ck = None

    def draw(ed):
        s = ed.scr
        st = "  L %-5d C %-4d Insert Indent WordWrap   %s%s" % (ed.y + 1, ed.x + 1, "*" if ed.modified else " ", PATH.upper())
        st = (st + " " * curses.COLS)[: curses.COLS - 1]
        s.addstr(0, 0, st, curses.color_pair(3))
        for i in range(curses.LINES - 1):
            if i < len(ed.lines):
                s.addstr(i + 1, 0, ed.lines[i][: curses.COLS - 1])
        if ed.prompt is not None:
            label, text = ed.prompt
            if label.startswith("Save"):
                s.addstr(0, 0, (label + " " * curses.COLS)[: curses.COLS - 1], curses.color_pair(3))
                return (0, len(label))
            wdt = 50
            top, left = 8, 14
            s.addstr(top, left, "┌" + "─" * (wdt - 2) + "┐", curses.color_pair(3))
            body = (" " + label + " " + text + " " * wdt)[: wdt - 2]
            s.addstr(top + 1, left, "│" + body + "│", curses.color_pair(3))
            s.addstr(top + 2, left, "└" + "─" * (wdt - 2) + "┘", curses.color_pair(3))
            return (top + 1, left + 2 + len(label) + 1 + len(text))
        return (ed.y + 1, ed.x)

    def keys(ed, k):
        if ed.prompt is not None:
            if ed.prompt[0].startswith("Save"):
                if k in ("n", "N"):
                    return "quit"
                ed.prompt = None
                return True
            if k in ("\x1b", "\r", "\n"):
                ed.prompt = None
            elif k in ("\x7f", "\b", curses.KEY_BACKSPACE):
                ed.prompt = (ed.prompt[0], ed.prompt[1][:-1])
            return True
        if ed.ck is not None:
            pre, ed.ck = ed.ck, None
            k = k.lower() if isinstance(k, str) else k
            if pre == "\x11" and k in ("f", "\x06"):
                ed.prompt = ("Search for:", "")
            elif pre == "\x11" and k in ("g", "\x07"):
                ed.prompt = ("Go to line:", "")
            elif pre == "\x0b" and k in ("q", "\x11"):
                if not ed.modified:
                    return "quit"
                ed.prompt = ("Save changes (Y/N)? ", "")
            return True
        if k in ("\x11", "\x0b"):
            ed.ck = k
            return True
        return False

    modeless(ed, draw, keys)


def main(scr):
    curses.start_color()
    curses.use_default_colors()
    curses.init_pair(1, curses.COLOR_BLUE, -1)
    curses.init_pair(2, curses.COLOR_YELLOW, -1)
    curses.init_pair(3, curses.COLOR_WHITE, curses.COLOR_BLUE)
    curses.raw()
    scr.keypad(True)
    ed = Ed(scr)
    {"nextvi": nextvi, "calvin": calvin, "nino": nino, "ersatz": ersatz, "elle": elle, "qedit": qedit}[NAME](ed)


curses.wrapper(main)
