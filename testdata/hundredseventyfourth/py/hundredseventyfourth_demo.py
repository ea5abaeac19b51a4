#!/usr/bin/env python3
"""The hundredseventyfourth set's imitations of terminal text editors.

Each mode draws what the named editor draws over breakwater.txt (this
script's sibling, copied into the working directory at start and shown
by its base name): lazyvim-like (the LazyVim Neovim distribution: a
buffer line, a file tree on Space e, a status line on the last row and
its command line, search and confirm questions in popups), spacevim-like
(SpaceVim in Vim: a numbered buffer tab line, a file tree on F3 at the
right, a status line over Vim's command row), kedit-like (Mansfield's
KEDIT, an XEDIT-style editor: an id line, `* * * Top of File * * *`, a
current line with a scale under it, the `====>` command line and a
status line), hed-like (a vim-like hex editor: offsets, hex and text
columns, a mode on the status row, a `/` and `:` command row) and
tse-like (The SemWare Editor in a Linux console: a status line on top,
the text on blue, a help line at the foot, boxes for its prompts and a
menu for its quit question). Keys are read in raw mode on the alternate
screen (curses).
"""
import curses
import os
import shutil
import sys

NAME = "breakwater.txt"
HERE = os.path.dirname(os.path.abspath(__file__))
SRC = os.path.join(HERE, "..", NAME)


def load():
    if not os.path.exists(NAME):
        shutil.copy(SRC, NAME)
    with open(NAME) as f:
        return f.read().split("\n")[:-1]


BLUE, GREEN, STATUS, DIM, RED, TEXT, TSEBAR, BOX, HOT, SEL, TREE = range(1, 12)


def pairs():
    try:
        curses.use_default_colors()
        curses.init_pair(BLUE, curses.COLOR_BLACK, curses.COLOR_BLUE)
        curses.init_pair(GREEN, curses.COLOR_BLACK, curses.COLOR_GREEN)
        curses.init_pair(STATUS, curses.COLOR_WHITE, 8 if curses.COLORS > 8 else curses.COLOR_BLACK)
        curses.init_pair(DIM, 8 if curses.COLORS > 8 else curses.COLOR_BLUE, -1)
        curses.init_pair(RED, curses.COLOR_WHITE, curses.COLOR_RED)
        curses.init_pair(TEXT, curses.COLOR_WHITE, curses.COLOR_BLUE)
        curses.init_pair(TSEBAR, curses.COLOR_BLACK, curses.COLOR_CYAN)
        curses.init_pair(BOX, curses.COLOR_BLACK, curses.COLOR_WHITE)
        curses.init_pair(HOT, curses.COLOR_RED, curses.COLOR_WHITE)
        curses.init_pair(SEL, curses.COLOR_WHITE, curses.COLOR_BLACK)
        curses.init_pair(TREE, curses.COLOR_CYAN, -1)
    except curses.error:
        pass


class Ed:
    def __init__(self, scr, style):
        self.scr, self.style = scr, style
        self.lines = load()
        self.y = self.x = 0
        self.modified = False
        self.mode = "NORMAL"
        self.cmd = None  # text of an open command, search or prompt field
        self.cmdkind = ""
        self.message = ""
        self.msgattr = 0
        self.tree = False
        self.popup = None  # (title, lines)
        self.cmdline = style == "kedit"  # kedit's cursor starts on its command line

    def put(self, row, col, s, attr=0):
        h, w = self.scr.getmaxyx()
        if row < 0 or row >= h or col >= w or col < 0:
            return
        s = s[: w - col - (1 if row == h - 1 else 0)]
        try:
            self.scr.addstr(row, col, s, attr)
        except curses.error:
            pass

    def bar(self, row, s, attr, col=0, width=None):
        h, w = self.scr.getmaxyx()
        width = w - col if width is None else width
        self.put(row, col, (s + " " * width)[:width], attr)

    def box(self, top, left, width, title, body, attr=0, fill=0):
        self.put(top, left, "\u256d" + "\u2500" * (width - 2) + "\u256e", attr)
        if title:
            self.put(top, left + (width - len(title)) // 2, title, attr | curses.A_BOLD)
        for i, line in enumerate(body):
            self.put(top + 1 + i, left, "\u2502", attr)
            self.put(top + 1 + i, left + 1, (line + " " * width)[: width - 2], fill)
            self.put(top + 1 + i, left + width - 1, "\u2502", attr)
        self.put(top + 1 + len(body), left, "\u2570" + "\u2500" * (width - 2) + "\u256f", attr)

    def draw(self):
        self.scr.erase()
        h, w = self.scr.getmaxyx()
        curses.curs_set(1)
        getattr(self, "draw_" + self.style)(h, w)
        self.scr.refresh()

    def gutter(self, i, width):
        if i == self.y and self.style == "spacevim":  # Vim puts the current line's number on the left
            return ("%d" % (i + 1)).ljust(width - 1) + " "
        if i == self.y:
            return ("%d" % (i + 1)).rjust(width - 1) + " "
        return ("%d" % abs(i - self.y)).rjust(width - 1) + " "

    # --- LazyVim ---------------------------------------------------------
    def draw_lazyvim(self, h, w):
        left = 41 if self.tree else 0
        if self.tree:
            self.put(0, 0, " Neo-tree".ljust(40), curses.color_pair(TREE) | curses.A_BOLD)
            self.put(1, 0, " \U000f0770 ~", curses.color_pair(TREE) | curses.A_BOLD)
            for i, n in enumerate(sorted(os.listdir("."))):
                self.put(2 + i, 0, "   \U000f0219 " + n, curses.A_BOLD if n == NAME else 0)
            for r in range(0, h - 1):
                self.put(r, 40, "\u2502", curses.color_pair(DIM))
        tab = " \U000f0219 %s %s " % (NAME, "\u25cf" if self.modified else "\uf00d")
        self.put(0, left, tab, curses.A_BOLD | curses.A_UNDERLINE)
        for i in range(h - 2):
            if i < len(self.lines):
                self.put(1 + i, left, "  " + self.gutter(i, 4), curses.color_pair(DIM) if i != self.y else curses.A_BOLD)
                self.put(1 + i, left + 6, self.lines[i])
        mode = self.mode
        pair = GREEN if self.mode == "INSERT" else BLUE
        st = " %s " % mode
        self.bar(h - 1, "", curses.color_pair(STATUS))
        self.put(h - 1, 0, st, curses.color_pair(pair) | curses.A_BOLD)
        name = " \U000f0219 %s%s" % (NAME, " [+]" if self.modified else "")
        self.put(h - 1, len(st), name, curses.color_pair(STATUS) | curses.A_BOLD)
        right = " Top  %d:%d " % (self.y + 1, self.x + 1)
        self.put(h - 1, w - len(right) - 9, right, curses.color_pair(STATUS))
        self.put(h - 1, w - 9, " \uf017 12:30 ", curses.color_pair(pair))
        cur = (1 + self.y, left + 6 + self.x)
        if self.tree:
            cur = (2 + sorted(os.listdir(".")).index(NAME), 3)
        if self.cmd is not None:
            icon, title = ("\uf002 ", " Search ") if self.cmdkind == "/" else ("\uf120 ", " Cmdline ")
            width = 60
            lft = (w - width) // 2
            self.box(5, lft, width, title, [" " + icon + " " + self.cmd], curses.color_pair(TREE))
            cur = (6, lft + 5 + len(self.cmd))
        if self.popup:
            title, body = self.popup
            width = max(len(b) for b in body) + 4
            top, lft = (h - len(body)) // 2 - 1, (w - width) // 2
            self.box(top, lft, width, title, [" " + b for b in body], curses.color_pair(TREE))
            cur = (top + len(body), lft + 2 + len(body[-1]))
        self.scr.move(*cur)

    # --- SpaceVim --------------------------------------------------------
    def draw_spacevim(self, h, w):
        tw = 31 if self.tree else 0
        tw0 = w - tw
        self.put(0, 0, " \u2776 %s%s " % (NAME, " +" if self.modified else ""), curses.color_pair(GREEN) | curses.A_BOLD)
        self.bar(0, "", curses.color_pair(STATUS), col=len(NAME) + 6 + (2 if self.modified else 0))
        self.put(0, w - 9, " Buffers ", curses.color_pair(GREEN) | curses.A_BOLD)
        for i in range(h - 3):
            if i < len(self.lines):
                self.put(1 + i, 0, self.gutter(i, 4), curses.color_pair(DIM) if i != self.y else curses.A_BOLD)
                self.put(1 + i, 4, self.lines[i][: tw0 - 5])
            else:
                self.put(1 + i, 0, "~", curses.color_pair(DIM))
        if self.tree:
            for r in range(1, h - 2):
                self.put(r, tw0 - 1, "\u2502", curses.color_pair(DIM))
            self.put(1, tw0, " " + os.getcwd()[-28:] + "/", curses.color_pair(TREE) | curses.A_BOLD)
            for i, n in enumerate(sorted(os.listdir("."))):
                self.put(2 + i, tw0, "  " + n)
        pair = GREEN if self.mode == "INSERT" else BLUE
        self.bar(h - 2, "", curses.color_pair(STATUS))
        self.put(h - 2, 0, " 1 ", curses.color_pair(pair) | curses.A_BOLD)
        self.put(h - 2, 3, " %s%s \ue0b1 text " % (NAME, " [+]" if self.modified else ""), curses.color_pair(STATUS))
        right = "unix | utf-8 \ue0b3 %d:%d \ue0b3 Top " % (self.y + 1, self.x + 1)
        self.put(h - 2, w - len(right), right, curses.color_pair(STATUS))
        cur = (1 + self.y, 4 + self.x)
        if self.tree:
            cur = (2 + sorted(os.listdir(".")).index(NAME), tw0 + 2)
        if self.cmd is not None:
            self.put(h - 1, 0, self.cmdkind + self.cmd)
            cur = (h - 1, len(self.cmdkind + self.cmd))
        elif self.message:
            self.put(h - 1, 0, self.message, self.msgattr)
        elif self.mode == "INSERT":
            self.put(h - 1, 0, "-- INSERT --", curses.A_BOLD)
        self.scr.move(*cur)

    # --- KEDIT -----------------------------------------------------------
    def draw_kedit(self, h, w):
        hi = curses.color_pair(TEXT)
        self.bar(0, " %s/%s" % (os.getcwd()[-30:], NAME), curses.color_pair(TSEBAR))
        self.put(0, 46, "Line=%d  Col=%d  Alt=%d,%d" % (self.y + 1, self.x + 1, int(self.modified), int(self.modified)), curses.color_pair(TSEBAR))
        area = h - 4  # rows 1 .. h-4
        cur_row = 1 + area // 2
        for r in range(1, h - 3):
            n = self.y + (r - cur_row) - (1 if r > cur_row else 0)
            if r == cur_row + 1:
                self.bar(r, "|....+....1....+....2....+....3....+....4....+....5....+....6....+....7....+...", curses.color_pair(DIM))
                continue
            if n == -1:
                s = "* * * Top of File * * *"
            elif n == len(self.lines):
                s = "* * * End of File * * *"
            elif 0 <= n < len(self.lines):
                s = self.lines[n]
            else:
                continue
            self.bar(r, s, curses.A_BOLD if r == cur_row else 0)
        self.put(h - 3, 0, "====> ", curses.A_BOLD)
        if self.cmd is not None:
            self.put(h - 3, 6, self.cmd)
        self.put(h - 2, 0, self.message, curses.A_BOLD)
        st = " KEDIT 1.6   Files=1   Size=%d   %s   Ins   Alt=%d,%d" % (len(self.lines), NAME, int(self.modified), int(self.modified))
        self.bar(h - 1, st, curses.color_pair(TSEBAR))
        if self.cmdline:
            self.scr.move(h - 3, 6 + len(self.cmd or ""))
        else:
            self.scr.move(cur_row, self.x)

    # --- hed (hex) -------------------------------------------------------
    def data(self):
        return ("\n".join(self.lines) + "\n").encode()

    def draw_hed(self, h, w):
        d = self.data()
        for r in range(h - 2):
            off = r * 16
            if off >= len(d):
                self.put(r, 0, "~", curses.color_pair(DIM))
                continue
            chunk = d[off : off + 16]
            hexes = " ".join("%02x" % b for b in chunk)
            txt = "".join(chr(b) if 32 <= b < 127 else "." for b in chunk)
            self.put(r, 0, "%08x" % off, curses.color_pair(DIM))
            self.put(r, 10, hexes)
            self.put(r, 10 + 16 * 3 + 1, txt)
        pos = self.y * 16 + self.x
        mode = {"NORMAL": "", "INSERT": "-- INSERT --", "REPLACE": "-- REPLACE --"}[self.mode]
        self.bar(h - 2, " %s%s" % (NAME, " [+]" if self.modified else ""), curses.A_REVERSE)
        stat = "0x%08x (%d)  %d%% " % (pos, pos, pos * 100 // len(d))
        self.put(h - 2, w - len(stat), stat, curses.A_REVERSE)
        cur = (self.y, 10 + self.x * 3 + (1 if self.nibble else 0))
        if self.cmd is not None:
            self.put(h - 1, 0, self.cmdkind + self.cmd)
            cur = (h - 1, len(self.cmdkind + self.cmd))
        elif self.message:
            self.put(h - 1, 0, self.message, self.msgattr)
        else:
            self.put(h - 1, 0, mode, curses.A_BOLD)
        self.scr.move(*cur)

    nibble = False

    # --- TSE -------------------------------------------------------------
    def draw_tse(self, h, w):
        st = " L %-6d C %-5d Insert Indent WordWrap       %s" % (self.y + 1, self.x + 1, ("*" if self.modified else " ") + os.path.join(os.getcwd(), NAME)[-32:])
        self.bar(0, st, curses.color_pair(TSEBAR))
        for r in range(1, h - 1):
            i = r - 1
            s = self.lines[i] if i < len(self.lines) else ""
            if i == len(self.lines):
                s = "<*** End of File ***>"
            self.bar(r, s, curses.color_pair(TEXT) | (curses.A_BOLD if i == self.y else 0))
        help_ = " F1-Help F2-AddLn F4-DupLn F5-ScrollToTop F6-DelToEol F9-Shell F10-Menu"
        self.bar(h - 1, help_, curses.color_pair(TSEBAR))
        cur = (1 + self.y, self.x)
        if self.cmd is not None:
            label = self.cmdkind
            width = 60
            lft = (w - width) // 2
            top = 8
            self.put(top, lft, "\u250c" + "\u2500" * (width - 2) + "\u2510", curses.color_pair(BOX))
            self.put(top + 1, lft, "\u2502 " + label + " " * (width - 3 - len(label)) + "\u2502", curses.color_pair(BOX))
            self.put(top + 2, lft, "\u2502 " + " " * (width - 4) + " \u2502", curses.color_pair(BOX))
            self.put(top + 2, lft + 2, (self.cmd + " " * (width - 4))[: width - 4], curses.color_pair(SEL))
            self.put(top + 3, lft, "\u2514" + "\u2500" * (width - 2) + "\u2518", curses.color_pair(BOX))
            cur = (top + 2, lft + 2 + len(self.cmd))
        if self.popup:
            title, items = self.popup
            width = 18
            top, lft = 7, (w - width) // 2
            self.put(top, lft, "\u250c" + (" " + title + " ").center(width - 2, "\u2500") + "\u2510", curses.color_pair(BOX))
            for i, it in enumerate(items):
                attr = curses.color_pair(SEL) if i == self.sel else curses.color_pair(BOX)
                self.put(top + 1 + i, lft, "\u2502", curses.color_pair(BOX))
                self.put(top + 1 + i, lft + 1, (" " + it).ljust(width - 2), attr)
                self.put(top + 1 + i, lft + 2, it[0], attr if i == self.sel else curses.color_pair(HOT) | curses.A_BOLD)
                self.put(top + 1 + i, lft + width - 1, "\u2502", curses.color_pair(BOX))
            self.put(top + 1 + len(items), lft, "\u2514" + "\u2500" * (width - 2) + "\u2518", curses.color_pair(BOX))
            curses.curs_set(0)
            cur = (top + 1 + self.sel, lft + 2)
        self.scr.move(*cur)

    sel = 0

    # --- keys ------------------------------------------------------------
    def field(self, kind, text=""):
        """A command, search or prompt field; its text, None when cancelled."""
        self.cmdkind, self.cmd = kind, text
        while True:
            self.draw()
            c = self.scr.get_wch()
            if c in ("\n", "\r", curses.KEY_ENTER):
                t, self.cmd = self.cmd, None
                return t
            if c == "\x1b":
                self.cmd = None
                return None
            if c in ("\x7f", "\x08", curses.KEY_BACKSPACE):
                if not self.cmd and self.style != "tse":
                    self.cmd = None
                    return None
                self.cmd = self.cmd[:-1]
            elif isinstance(c, str) and c >= " ":
                self.cmd += c

    def insert(self, c):
        line = self.lines[self.y]
        self.lines[self.y] = line[: self.x] + c + line[self.x :]
        self.x += 1
        self.modified = True

    def find(self, t):
        for i, l in enumerate(self.lines):
            if t and t in l:
                self.y, self.x = i, l.index(t)
                return True
        return False

    def move(self, k):
        if k in (curses.KEY_DOWN, "j") and self.y < len(self.lines) - 1:
            self.y += 1
        elif k in (curses.KEY_UP, "k") and self.y > 0:
            self.y -= 1
        elif k in (curses.KEY_RIGHT, "l"):
            self.x += 1
        elif k in (curses.KEY_LEFT, "h") and self.x > 0:
            self.x -= 1
        else:
            return False
        if self.style != "hed":
            self.x = min(self.x, len(self.lines[self.y]))
        return True

    def run(self):
        while True:
            self.draw()
            k = self.scr.get_wch()
            if getattr(self, "key_" + self.style)(k):
                return

    def vim_key(self, k, quit_question):
        if self.mode == "INSERT":
            if k == "\x1b":
                self.mode = "NORMAL"
                self.x = max(0, self.x - 1)
            elif isinstance(k, str) and k >= " " and k != "\x7f":
                self.insert(k)
            else:
                self.move(k)
            return False
        if self.tree and k in ("q", "\x1b"):
            self.tree = False
            return False
        if self.move(k):
            return False
        if k == "i":
            self.mode = "INSERT"
            self.message = ""
        elif k == "/":
            t = self.field("/")
            if t and not self.find(t):
                self.message, self.msgattr = "E486: Pattern not found: " + t, curses.color_pair(RED)
        elif k == ":":
            t = self.field(":")
            if t in ("q", "quit", "qa"):
                if not self.modified:
                    return True
                return quit_question()
            if t in ("q!", "qa!"):
                return True
            if t in ("wq", "x"):
                return True
        return False

    def key_lazyvim(self, k):
        if self.mode == "NORMAL" and k == " ":
            if self.scr.get_wch() == "e":
                self.tree = not self.tree
            return False

        def confirm():
            self.popup = (" Confirm ", ['Save changes to "%s"?' % NAME, "[Y]es, (N)o, (C)ancel: "])
            while True:
                self.draw()
                a = self.scr.get_wch()
                if a in ("y", "Y", "\n", "\r"):
                    return True
                if a in ("n", "N"):
                    return True
                if a in ("c", "C", "\x1b"):
                    self.popup = None
                    return False

        return self.vim_key(k, confirm)

    def key_spacevim(self, k):
        if k == curses.KEY_F3:
            self.tree = not self.tree
            return False

        def refuse():
            self.message, self.msgattr = "E37: No write since last change (add ! to override)", curses.color_pair(RED)
            return False

        return self.vim_key(k, refuse)

    def key_hed(self, k):
        if self.mode in ("INSERT", "REPLACE"):
            if k == "\x1b":
                self.mode, self.nibble = "NORMAL", False
            elif isinstance(k, str) and k in "0123456789abcdefABCDEF":
                d = bytearray(self.data())
                pos = self.y * 16 + self.x
                b = d[pos]
                v = int(k, 16)
                d[pos] = (v << 4 | (b & 15)) if not self.nibble else ((b & 0xF0) | v)
                self.lines = d.decode("latin-1").split("\n")[:-1]
                self.modified = True
                if self.nibble:
                    self.x += 1
                    if self.x == 16:
                        self.x, self.y = 0, self.y + 1
                self.nibble = not self.nibble
            else:
                self.move(k)
            return False
        if self.move(k):
            self.x = min(self.x, 15)
            return False
        if k == "R":
            self.mode = "REPLACE"
            self.message = ""
        elif k == "i":
            self.mode = "INSERT"
            self.message = ""
        elif k == "/":
            t = self.field("/")
            if t:
                pos = self.data().find(t.encode())
                if pos >= 0:
                    self.y, self.x = divmod(pos, 16)
                else:
                    self.message, self.msgattr = "Pattern not found: " + t, curses.A_BOLD
        elif k == ":":
            t = self.field(":")
            if t == "q":
                if not self.modified:
                    return True
                self.message, self.msgattr = "No write since last change (add ! to override)", curses.color_pair(RED)
            elif t == "q!":
                return True
            elif t and t.startswith("0x"):
                try:
                    self.y, self.x = divmod(min(int(t, 16), len(self.data()) - 1), 16)
                except ValueError:
                    pass
        return False

    def key_kedit(self, k):
        if k in ("\x1b", curses.KEY_HOME):
            self.cmdline = not self.cmdline
            return False
        if self.cmdline:
            if k == curses.KEY_UP:
                self.cmdline = False
                return False
            if k in ("\n", "\r", curses.KEY_ENTER):
                t, self.cmd = (self.cmd or "").strip(), None
                u = t.upper()
                self.message = ""
                if t.startswith("/"):
                    if not self.find(t[1:].rstrip("/")):
                        self.message = "Target not found"
                    self.x = 0
                elif u.isdigit() or (u.startswith(":") and u[1:].isdigit()):
                    self.y = max(0, min(len(self.lines), int(u.lstrip(":"))) - 1)
                elif u in ("QUIT", "Q"):
                    if not self.modified:
                        return True
                    self.message = "File has been changed; use QQUIT to really quit"
                elif u == "QQUIT":
                    return True
                elif u in ("FILE", "FFILE"):
                    with open(NAME, "w") as f:
                        f.write("\n".join(self.lines) + "\n")
                    return True
                return False
            if k in ("\x7f", "\x08", curses.KEY_BACKSPACE):
                self.cmd = (self.cmd or "")[:-1]
            elif isinstance(k, str) and k >= " ":
                self.cmd = (self.cmd or "") + k
            return False
        if self.move(k):
            return False
        if isinstance(k, str) and k >= " " and k != "\x7f":
            self.insert(k)
        return False

    def key_tse(self, k):
        if self.move(k):
            return False
        if isinstance(k, str) and k >= " " and k != "\x7f":
            self.insert(k)
        elif k == "\x11":  # ^Q, then F for Find
            if self.scr.get_wch() in ("f", "F", "\x06"):
                t = self.field("Search for:")
                if t:
                    o = self.field("Options [BGLIWX] (Back Global Local Ignore-case Words reg-eXp):")
                    if o is not None:
                        self.find(t)
        elif k == "\n":  # ^J, GotoLine
            self.goto()
        elif k == "\x1b":
            n = self.scr.get_wch()
            if n in ("x", "X"):
                return self.tse_quit()
        return False

    def goto(self):
        t = self.field("Go to line:")
        if t and t.isdigit():
            self.y, self.x = max(0, min(len(self.lines), int(t)) - 1), 0

    def tse_quit(self):
        if not self.modified:
            return True
        self.popup, self.sel = ("Save Changes?", ["Yes", "No", "Cancel"]), 0
        while True:
            self.draw()
            a = self.scr.get_wch()
            if a == curses.KEY_DOWN:
                self.sel = (self.sel + 1) % 3
            elif a == curses.KEY_UP:
                self.sel = (self.sel - 1) % 3
            elif a in ("\n", "\r"):
                a = "ync"[self.sel]
            if a in ("y", "Y", "n", "N"):
                return True
            if a in ("c", "C", "\x1b"):
                self.popup = None
                return False


def main(scr, style):
    curses.raw()
    curses.noecho()
    scr.keypad(True)
    pairs()
    curses.curs_set(1)
    Ed(scr, style).run()


if __name__ == "__main__":
    os.environ.setdefault("ESCDELAY", "25")
    curses.wrapper(main, sys.argv[1])
