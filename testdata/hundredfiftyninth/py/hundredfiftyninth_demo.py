#!/usr/bin/env python3
"""The hundredfiftyninth set's imitations of modeless terminal editors.

Each mode draws what the named editor draws over harbour.txt (this
script's sibling, shown by its base name, written to the working
directory when saved): remacs-like (the Rust port of GNU Emacs, -nw: its
menu bar, mode line and echo area), slap-like (slap, the Node.js
Sublime-like editor: a header row, a status line and a command bar under
it) and jasspa-like (JASSPA's MicroEmacs in a terminal: a mode line of
`=` and a message line). Keys are read in raw mode on the alternate
screen (curses).
"""
import curses
import os
import sys

NAME = "harbour.txt"
HERE = os.path.dirname(os.path.abspath(__file__))


def load():
    with open(os.path.join(HERE, NAME)) as f:
        return f.read().split("\n")[:-1]


class Ed:
    def __init__(self, scr, style):
        self.scr, self.style = scr, style
        self.lines = load()
        self.y = self.x = 0
        self.modified = False
        self.prompt = None  # (label, text, kind)
        self.message = ""

    def put(self, row, col, s, attr=0):
        h, w = self.scr.getmaxyx()
        if row < 0 or row >= h or col >= w:
            return
        s = s[: w - col - (1 if row == h - 1 else 0)]
        try:
            self.scr.addstr(row, col, s, attr)
        except curses.error:
            pass

    def bar(self, row, s, attr):
        h, w = self.scr.getmaxyx()
        self.put(row, 0, (s + " " * w)[:w], attr)

    # --- drawing -------------------------------------------------------
    def draw(self):
        scr = self.scr
        scr.erase()
        h, w = scr.getmaxyx()
        getattr(self, "draw_" + self.style)(h, w)
        scr.refresh()

    def text(self, top, rows, gutter=0):
        for i in range(rows):
            if i < len(self.lines):
                self.put(top + i, gutter, self.lines[i])

    def draw_remacs(self, h, w):
        self.put(0, 0, "File Edit Options Buffers Tools Text Help")
        self.text(1, h - 3)
        mod = "**" if self.modified else "--"
        line = "-UUU:%s--F1  %s      All L%d     (Text) " % (mod, NAME, self.y + 1)
        self.bar(h - 2, line + "-" * w, curses.A_REVERSE)
        if self.prompt:
            label, text, _ = self.prompt
            self.put(h - 1, 0, label + text)
            self.scr.move(h - 1, min(w - 1, len(label + text)))
        else:
            self.put(h - 1, 0, self.message)
            self.scr.move(1 + self.y, self.x)

    def draw_slap(self, h, w):
        head = " \u270e slap  ~/%s%s" % (NAME, " *" if self.modified else "")
        self.bar(0, head, curses.color_pair(1) | curses.A_BOLD)
        self.put(0, w - 14, "^_ help ", curses.color_pair(1))
        for i in range(h - 3):
            n = "%4d " % (i + 1) if i < len(self.lines) else ""
            self.put(1 + i, 0, n, curses.color_pair(2))
            if i < len(self.lines):
                self.put(1 + i, 5, self.lines[i])
        st = " %s%s   Ln %d, Col %d   Text   UTF-8   LF" % (NAME, "*" if self.modified else "", self.y + 1, self.x + 1)
        self.bar(h - 2, st, curses.color_pair(3))
        if self.prompt:
            label, text, _ = self.prompt
            self.put(h - 1, 0, label + text, curses.A_BOLD if self.prompt[2] == "yn" else 0)
            self.scr.move(h - 1, min(w - 1, len(label + text)))
        else:
            self.put(h - 1, 0, self.message or "^S save  ^F find  ^G go to line  ^Q quit", curses.A_DIM)
            self.scr.move(1 + self.y, 5 + self.x)

    def draw_jasspa(self, h, w):
        self.text(0, h - 2)
        mod = "*" if self.modified else "="
        line = "=%s ME (text) == %s == line %d ==" % (mod, NAME, self.y + 1)
        self.bar(h - 2, line + "=" * w, curses.A_REVERSE)
        if self.prompt:
            label, text, _ = self.prompt
            self.put(h - 1, 0, label + text)
            self.scr.move(h - 1, min(w - 1, len(label + text)))
        else:
            self.put(h - 1, 0, self.message)
            self.scr.move(self.y, self.x)

    # --- keys ----------------------------------------------------------
    def ask(self, label, text="", kind="line"):
        """A field on the foot row; returns its text, None when cancelled."""
        self.prompt = (label, text, kind)
        while True:
            self.draw()
            c = self.scr.get_wch()
            if c in ("\n", "\r", curses.KEY_ENTER):
                self.prompt = None
                return text
            if c in ("\x07", "\x1b"):
                self.prompt = None
                self.message = "Quit" if self.style == "remacs" else ""
                return None
            if c in ("\x7f", "\x08", curses.KEY_BACKSPACE):
                text = text[:-1]
            elif isinstance(c, str) and c >= " ":
                if kind == "yn":
                    self.prompt = None
                    return c
                text += c
            self.prompt = (label, text, kind)

    def insert(self, c):
        line = self.lines[self.y]
        self.lines[self.y] = line[: self.x] + c + line[self.x :]
        self.x += 1
        self.modified = True
        self.message = ""

    def search(self, label):
        t = self.ask(label)
        if t:
            for i, l in enumerate(self.lines):
                if t in l:
                    self.y, self.x = i, l.index(t)
                    break

    def goto(self, label):
        t = self.ask(label)
        if t and t.isdigit():
            self.y, self.x = max(0, min(len(self.lines), int(t)) - 1), 0

    def save(self, name):
        with open(name, "w") as f:
            f.write("\n".join(self.lines) + "\n")
        self.modified = False

    def run(self):
        meta = prefix = False
        while True:
            self.draw()
            c = self.scr.get_wch()
            if c == "\x1b":
                meta = True
                continue
            k = c
            if meta:
                meta = False
                k = "M-" + c if isinstance(c, str) else c
            if prefix:
                prefix = False
                k = "C-x " + k if isinstance(k, str) else k
            if self.style in ("remacs", "jasspa") and k == "\x18":
                prefix = True
                continue
            if self.handle(k):
                return

    def quit_question(self):
        if self.style == "remacs":
            a = self.ask("Save file %s/%s? (y, n, !, ., q, C-r, C-f, d or C-h) " % (os.getcwd(), NAME), kind="yn")
            if a == "y":
                self.save(NAME)
                return True
            if a == "n":
                b = self.ask("Modified buffers exist; exit anyway? (yes or no) ")
                return b == "yes"
            return False
        if self.style == "slap":
            a = self.ask("%s has unsaved changes. Quit anyway? (y/n) " % NAME, kind="yn")
            return a == "y"
        a = self.ask("Modified buffer(s) exist, leave anyway [y/n]? ", kind="yn")
        return a == "y"

    def handle(self, k):
        s = self.style
        if isinstance(k, str) and len(k) == 1 and k >= " " and k != "\x7f":
            self.insert(k)
            return False
        if k in (curses.KEY_DOWN, "\x0e") and self.y < len(self.lines) - 1:
            self.y += 1
            self.x = min(self.x, len(self.lines[self.y]))
        elif k in (curses.KEY_UP, "\x10") and self.y > 0:
            self.y -= 1
            self.x = min(self.x, len(self.lines[self.y]))
        elif s == "remacs":
            if k == "\x13":
                self.search("I-search: ")
            elif k == "M-g":
                if self.scr.get_wch() in ("g", "\x07"):
                    self.goto("Goto line: ")
            elif k == "C-x \x17":
                t = self.ask("Write file: ", "~/")
                if t:
                    self.save(os.path.expanduser(t))
            elif k == "C-x \x03":
                return not self.modified or self.quit_question()
        elif s == "slap":
            if k == "\x06":
                self.search("Find: ")
            elif k == "\x07":
                self.goto("Go to line: ")
            elif k == "M-s":
                t = self.ask("Save as: ", os.path.join(os.getcwd(), NAME))
                if t:
                    self.save(t)
            elif k == "\x13":
                self.save(NAME)
                self.message = "Saved " + NAME
            elif k == "\x11":
                return not self.modified or self.quit_question()
        else:
            if k == "\x13":
                self.search("Search for: ")
            elif k == "M-g":
                self.goto("Goto line: ")
            elif k == "C-x \x17":
                t = self.ask("Write file: ")
                if t:
                    self.save(t)
            elif k == "C-x \x03":
                return not self.modified or self.quit_question()
        return False


def main(scr, style):
    curses.raw()
    curses.noecho()
    try:
        curses.use_default_colors()
        curses.init_pair(1, curses.COLOR_WHITE, curses.COLOR_BLUE)
        curses.init_pair(2, 8 if curses.COLORS > 8 else curses.COLOR_BLUE, -1)
        curses.init_pair(3, curses.COLOR_BLACK, curses.COLOR_CYAN)
    except curses.error:
        pass
    curses.curs_set(1)
    Ed(scr, style).run()


if __name__ == "__main__":
    os.environ.setdefault("ESCDELAY", "25")
    curses.wrapper(main, sys.argv[1])
