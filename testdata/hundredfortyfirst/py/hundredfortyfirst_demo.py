"""One IDE-like terminal editor imitated, named by the first argument,
over the file named by the second: a fixture of agentty's
hundredfortyfirst set, whose screens were never used to tune the mode
classifier. Each draws what an editor that cannot run here draws (a
line-number gutter, a file tree beside the text, a tab or buffer line, a
status bar) at its first screen, after moving and typing, with its
command palette, file finder or go-to line open, with its save-as field,
and with its question before it quits unsaved (its documentation, source
and published screenshots). Runs with Debian's python3 and its standard
library's curses only."""

import curses
import os
import sys


class Buf:
    """A file's lines with a cursor and a modified mark."""

    def __init__(self, path):
        self.path = path
        with open(path, encoding="utf-8") as f:
            self.lines = f.read().split("\n")
        if self.lines and self.lines[-1] == "":
            self.lines.pop()
        self.y = self.x = self.top = 0
        self.modified = False

    def name(self):
        return os.path.basename(self.path)

    def move(self, dy, dx, h):
        self.y = max(0, min(len(self.lines) - 1, self.y + dy))
        self.x = max(0, min(len(self.lines[self.y]), self.x + dx))
        if self.y < self.top:
            self.top = self.y
        if self.y >= self.top + h:
            self.top = self.y - h + 1

    def goto(self, n, h):
        self.y = max(0, min(len(self.lines) - 1, n - 1))
        self.x = 0
        self.top = max(0, self.y - h // 2)

    def insert(self, ch):
        l = self.lines[self.y]
        self.lines[self.y] = l[: self.x] + ch + l[self.x :]
        self.x += len(ch)
        self.modified = True


def put(scr, y, x, s, attr=0):
    h, w = scr.getmaxyx()
    if y < 0 or y >= h or x >= w:
        return
    s = s[: w - x]
    if y == h - 1 and x + len(s) >= w:
        s = s[: w - x - 1]
    try:
        scr.addstr(y, x, s, attr)
    except curses.error:
        pass


def colours():
    curses.start_color()
    curses.use_default_colors()
    pairs = [
        (1, curses.COLOR_BLACK, curses.COLOR_BLUE),  # mode block
        (2, curses.COLOR_WHITE, curses.COLOR_BLACK),  # bars
        (3, curses.COLOR_YELLOW, -1),  # current line number
        (4, curses.COLOR_BLUE, -1),  # tree folders, tildes
        (5, curses.COLOR_BLACK, curses.COLOR_GREEN),  # insert mode block
        (6, curses.COLOR_CYAN, -1),  # headers
        (7, curses.COLOR_RED, -1),  # errors
        (8, curses.COLOR_BLACK, curses.COLOR_WHITE),  # selection
        (9, curses.COLOR_MAGENTA, -1),  # prompts
    ]
    for n, fg, bg in pairs:
        curses.init_pair(n, fg, bg)


def keyname(k):
    return k


class Editor:
    """What the imitations share: a buffer drawn beside a tree with a
    gutter, modal (vi-like) or modeless keys, and a foot row."""

    tree_w = 0

    def __init__(self, scr, path):
        self.scr = scr
        self.b = Buf(path)
        self.mode = "normal"
        self.cmd = None  # text typed on the command row, after its prefix
        self.prefix = ":"
        self.msg = ""
        self.overlay = None
        self.query = ""
        self.leader = False

    def size(self):
        return self.scr.getmaxyx()

    def body(self):
        h, w = self.size()
        return 1, h - 3  # first row, rows

    def gutter(self, i, width=3):
        return str(i + 1).rjust(width) + " "

    def draw_text(self, y0, x0, rows, w, cur_attr=curses.A_BOLD, num_attr=0):
        b = self.b
        for r in range(rows):
            i = b.top + r
            if i < len(b.lines):
                g = self.gutter(i)
                put(self.scr, y0 + r, x0, g, curses.color_pair(3) | cur_attr if i == b.y else num_attr)
                put(self.scr, y0 + r, x0 + len(g), b.lines[i][: w - len(g)])
            else:
                self.empty_row(y0 + r, x0)

    def empty_row(self, y, x):
        pass

    def cursor_at(self, y0, x0):
        b = self.b
        return y0 + b.y - b.top, x0 + len(self.gutter(b.y)) + b.x

    def run(self):
        while True:
            self.scr.erase()
            pos = self.draw()
            if pos is None:
                curses.curs_set(0)
            else:
                curses.curs_set(1)
                self.scr.move(*pos)
            self.scr.refresh()
            k = self.scr.get_wch()
            if self.key(k) == "quit":
                return

    def vi_key(self, k, rows):
        """vi's keys in normal and insert mode and the : command row."""
        b = self.b
        if self.cmd is not None:
            if k in ("\n", "\r", curses.KEY_ENTER):
                c = self.cmd
                self.cmd = None
                return self.command(c, rows)
            if k == "\x1b":
                self.cmd = None
            elif k in (curses.KEY_BACKSPACE, "\x7f", "\b"):
                if self.cmd == "":
                    self.cmd = None
                else:
                    self.cmd = self.cmd[:-1]
            elif isinstance(k, str):
                self.cmd += k
            return None
        if self.mode == "insert":
            if k == "\x1b":
                self.mode = "normal"
                b.move(0, -1, rows)
            elif k == curses.KEY_DOWN:
                b.move(1, 0, rows)
            elif k == curses.KEY_UP:
                b.move(-1, 0, rows)
            elif k == curses.KEY_LEFT:
                b.move(0, -1, rows)
            elif k == curses.KEY_RIGHT:
                b.move(0, 1, rows)
            elif isinstance(k, str) and k.isprintable():
                b.insert(k)
            return None
        if k in ("j", curses.KEY_DOWN):
            b.move(1, 0, rows)
        elif k in ("k", curses.KEY_UP):
            b.move(-1, 0, rows)
        elif k in ("h", curses.KEY_LEFT):
            b.move(0, -1, rows)
        elif k in ("l", curses.KEY_RIGHT):
            b.move(0, 1, rows)
        elif k == "i":
            self.mode = "insert"
            self.msg = ""
        elif k in (":", "/"):
            self.prefix = k
            self.cmd = ""
            self.msg = ""
        return None

    def command(self, c, rows):
        if c.isdigit():
            self.b.goto(int(c), rows)
        return None


class LunarVim(Editor):
    """LunarVim over Neovim: NvimTree on the left, bufferline's tabs on
    the top row, lualine's bar, the command row; Space opens its leader
    keys (f: Telescope's Find Files, q: `confirm q`)."""

    tree_w = 30

    def draw(self):
        s, b = self.scr, self.b
        h, w = self.size()
        y0, rows = self.body()
        tw = self.tree_w
        # bufferline, offset over the tree by its title
        put(s, 0, 0, " " * w, curses.color_pair(2))
        put(s, 0, 0, "File Explorer".center(tw), curses.color_pair(2) | curses.A_BOLD)
        tab = "  " + b.name() + (" ● " if b.modified else "  ✕ ")
        put(s, 0, tw + 1, tab, curses.A_BOLD)
        # NvimTree
        put(s, 1, 0, "~/", curses.color_pair(4) | curses.A_BOLD)
        for i, n in enumerate(sorted(os.listdir(os.path.dirname(b.path) or "."))):
            if n.startswith("."):
                continue
            attr = curses.A_BOLD if n == b.name() else 0
            put(s, 2 + i, 0, "  " + n, attr)
        for r in range(y0, y0 + rows):
            put(s, r, tw, "│", curses.color_pair(4))
        self.draw_text(y0, tw + 1, rows, w - tw - 1)
        # lualine (pushed up a row while a two-row question is asked)
        sl = h - 3 if self.overlay == "quit" else h - 2
        mode_attr = curses.color_pair(5 if self.mode == "insert" else 1) | curses.A_BOLD
        put(s, sl, 0, " " * w, curses.color_pair(2))
        put(s, sl, 0, "  ", mode_attr)
        put(s, sl, 3, "  main  " + b.name() + (" [+]" if b.modified else ""), curses.color_pair(2))
        right = "spaces: 2  text  %d:%d  %s " % (b.y + 1, b.x + 1, "Top" if b.top == 0 else "%d%%" % (100 * b.y // len(b.lines)))
        put(s, sl, w - len(right) - 1, right, curses.color_pair(2))
        # command row
        if self.overlay == "quit":
            put(s, h - 2, 0, " " * w)
            put(s, h - 2, 0, 'Save changes to "%s"?' % b.name())
            q = "[Y]es, (N)o, (C)ancel: "
            put(s, h - 1, 0, q, curses.color_pair(6))
            return h - 1, len(q)
        if self.cmd is not None:
            put(s, h - 1, 0, self.prefix + self.cmd)
            return h - 1, 1 + len(self.cmd)
        if self.mode == "insert":
            put(s, h - 1, 0, "-- INSERT --", curses.A_BOLD)
        if self.overlay == "find":
            return self.telescope(h, w)
        return self.cursor_at(y0, tw + 1)

    def telescope(self, h, w):
        s = self.scr
        bw, bh = 60, 14
        x0, y0 = (w - bw) // 2, (h - bh) // 2
        def box(y, x, hh, ww, title):
            put(s, y, x, "╭" + "─" * (ww - 2) + "╮")
            for r in range(1, hh - 1):
                put(s, y + r, x, "│" + " " * (ww - 2) + "│")
            put(s, y + hh - 1, x, "╰" + "─" * (ww - 2) + "╯")
            put(s, y, x + 2, " " + title + " ")
        names = [n for n in sorted(os.listdir(os.path.dirname(self.b.path) or ".")) if not n.startswith(".")]
        hits = [n for n in names if self.query.lower() in n.lower()]
        box(y0, x0, bh - 3, bw, "Results")
        for i, n in enumerate(hits[: bh - 5]):
            r = y0 + bh - 5 - i
            if i == 0:
                put(s, r, x0 + 1, ("> " + n).ljust(bw - 2), curses.color_pair(8))
            else:
                put(s, r, x0 + 1, "  " + n)
        box(y0 + bh - 3, x0, 3, bw, "Find Files")
        count = "%d / %d" % (len(hits), len(names))
        put(s, y0 + bh - 2, x0 + bw - 2 - len(count), count)
        put(s, y0 + bh - 2, x0 + 1, "> " + self.query, curses.color_pair(9))
        return y0 + bh - 2, x0 + 3 + len(self.query)

    def key(self, k):
        y0, rows = self.body()
        if self.overlay == "quit":
            if k in ("n", "N"):
                return "quit"
            if k in ("c", "C", "\x1b"):
                self.overlay = None
            return None
        if self.overlay == "find":
            if k == "\x1b":
                self.overlay = None
            elif k in (curses.KEY_BACKSPACE, "\x7f"):
                self.query = self.query[:-1]
            elif isinstance(k, str) and k.isprintable():
                self.query += k
            return None
        if self.leader:
            self.leader = False
            if k == "f":
                self.overlay, self.query = "find", ""
            elif k == "q":
                if self.b.modified:
                    self.overlay = "quit"
                else:
                    return "quit"
            return None
        if k == " " and self.mode == "normal" and self.cmd is None:
            self.leader = True
            return None
        return self.vi_key(k, rows)


class AstroNvim(LunarVim):
    """AstroNvim over Neovim: Neo-tree with its source selector on the
    left, heirline's tabline and status line; Space opens its leader keys
    (f: Telescope's Find Files, q: `confirm q`)."""

    tree_w = 32

    def draw(self):
        s, b = self.scr, self.b
        h, w = self.size()
        y0, rows = self.body()
        tw = self.tree_w
        put(s, 0, 0, " " * w, curses.color_pair(2))
        put(s, 0, 0, " File │ Git │ Buffers ".center(tw), curses.color_pair(2) | curses.A_BOLD)
        tab = "▎ " + b.name() + ("  ● " if b.modified else "  ✕ ")
        put(s, 0, tw + 1, tab, curses.A_BOLD)
        put(s, 1, 0, " ~/work", curses.color_pair(4) | curses.A_BOLD)
        for i, n in enumerate(n for n in sorted(os.listdir(os.path.dirname(b.path) or ".")) if not n.startswith(".")):
            put(s, 2 + i, 0, "  " + n, curses.A_BOLD | curses.A_REVERSE if n == b.name() else 0)
        for r in range(y0, y0 + rows):
            put(s, r, tw, "│", curses.color_pair(4))
        self.draw_text(y0, tw + 1, rows, w - tw - 1)
        sl = h - 3 if self.overlay == "quit" else h - 2
        put(s, sl, 0, " " * w, curses.color_pair(2))
        put(s, sl, 0, " ", curses.color_pair(5 if self.mode == "insert" else 1))
        put(s, sl, 2, " main   " + b.name() + (" ●" if b.modified else ""), curses.color_pair(2))
        right = "text  Ln %d:%d  %s " % (b.y + 1, b.x + 1, "Top" if b.top == 0 else "%d%%" % (100 * b.y // len(b.lines)))
        put(s, sl, w - len(right) - 2, right, curses.color_pair(2))
        put(s, sl, w - 2, " ", curses.color_pair(5 if self.mode == "insert" else 1))
        if self.overlay == "quit":
            put(s, h - 2, 0, " " * w)
            put(s, h - 2, 0, 'Save changes to "%s"?' % b.name())
            q = "[Y]es, (N)o, (C)ancel: "
            put(s, h - 1, 0, q, curses.color_pair(6))
            return h - 1, len(q)
        if self.cmd is not None:
            put(s, h - 1, 0, self.prefix + self.cmd)
            return h - 1, 1 + len(self.cmd)
        if self.mode == "insert":
            put(s, h - 1, 0, "-- INSERT --", curses.A_BOLD)
        if self.overlay == "find":
            return self.telescope(h, w)
        return self.cursor_at(y0, tw + 1)


class NvChad(LunarVim):
    """NvChad over Neovim: NvimTree, its tabufline, its statusline with
    the mode's name, Telescope's finder with its prompt on top and a
    preview; `:q` of a modified buffer is refused on the command row."""

    def draw(self):
        s, b = self.scr, self.b
        h, w = self.size()
        y0, rows = self.body()
        tw = self.tree_w
        put(s, 0, 0, " " * w, curses.color_pair(2))
        put(s, 0, 0, " " * tw, curses.color_pair(2))
        tab = "  " + b.name() + ("  ● " if b.modified else "  ✕ ")
        put(s, 0, tw + 1, tab, curses.color_pair(8) | curses.A_BOLD)
        put(s, 1, 1, "  ~/work", curses.color_pair(4) | curses.A_BOLD)
        for i, n in enumerate(n for n in sorted(os.listdir(os.path.dirname(b.path) or ".")) if not n.startswith(".")):
            put(s, 2 + i, 1, "  " + n, curses.A_BOLD if n == b.name() else 0)
        for r in range(y0, y0 + rows):
            put(s, r, tw, "│", curses.color_pair(4))
        self.draw_text(y0, tw + 1, rows, w - tw - 1)
        name = "INSERT" if self.mode == "insert" else ("COMMAND" if self.cmd is not None else "NORMAL")
        put(s, h - 2, 0, " " * w, curses.color_pair(2))
        put(s, h - 2, 0, "  " + name + " ", curses.color_pair(5 if self.mode == "insert" else 1) | curses.A_BOLD)
        put(s, h - 2, len(name) + 5, " " + b.name() + (" [+]" if b.modified else ""), curses.color_pair(2))
        right = "  work  Ln %d, Col %d " % (b.y + 1, b.x + 1)
        put(s, h - 2, w - len(right) - 1, right, curses.color_pair(1))
        if self.cmd is not None:
            put(s, h - 1, 0, self.prefix + self.cmd)
            return h - 1, 1 + len(self.cmd)
        if self.msg:
            put(s, h - 1, 0, self.msg, curses.color_pair(7))
        elif self.mode == "insert":
            put(s, h - 1, 0, "-- INSERT --", curses.A_BOLD)
        if self.overlay == "find":
            return self.finder(h, w)
        return self.cursor_at(y0, tw + 1)

    def finder(self, h, w):
        s = self.scr
        x0, y0, bw, bh = 4, 2, w - 8, h - 5
        half = bw // 2
        for r in range(y0, y0 + bh):
            put(s, r, x0, " " * bw, curses.color_pair(2))
        put(s, y0, x0, ("  " + " " * (half - 2)), curses.color_pair(7) | curses.A_REVERSE)
        put(s, y0, x0 + 1, "  Find Files ", curses.color_pair(7) | curses.A_REVERSE | curses.A_BOLD)
        put(s, y0 + 1, x0, "   " + self.query + " " * (half - 3 - len(self.query)), curses.color_pair(2))
        names = [n for n in sorted(os.listdir(os.path.dirname(self.b.path) or ".")) if not n.startswith(".")]
        hits = [n for n in names if self.query.lower() in n.lower()]
        for r in range(y0 + 2, y0 + bh):
            put(s, r, x0, " " * half, curses.color_pair(2))
        for i, n in enumerate(hits):
            attr = curses.color_pair(8) if i == 0 else curses.color_pair(2)
            put(s, y0 + 2 + i, x0, ("  " + n).ljust(half), attr)
        put(s, y0, x0 + half + 1, " Preview ", curses.color_pair(5) | curses.A_BOLD)
        if hits:
            with open(os.path.join(os.path.dirname(self.b.path) or ".", hits[0]), encoding="utf-8") as f:
                for i, l in enumerate(f.read().split("\n")[: bh - 2]):
                    put(s, y0 + 1 + i, x0 + half + 1, l[: bw - half - 1])
        return y0 + 1, x0 + 3 + len(self.query)

    def command(self, c, rows):
        if c in ("q", "quit", "qa") and self.b.modified:
            self.msg = "E37: No write since last change (add ! to override)"
            return None
        if c in ("q", "quit", "qa", "q!", "qa!"):
            return "quit"
        return Editor.command(self, c, rows)

    def key(self, k):
        if self.msg and self.cmd is None and self.overlay is None:
            if k == ":":
                self.msg = ""
        return LunarVim.key(self, k)


class Spacemacs(Editor):
    """Spacemacs in a terminal, in its evil (vim) style: Treemacs on the
    left, line numbers, spaceline's mode line, the echo area; SPC SPC
    opens helm's M-x, C-x C-w asks `Write file: ~/`, SPC q q saves some
    buffers and asks of each modified one."""

    tree_w = 24

    def __init__(self, scr, path):
        Editor.__init__(self, scr, path)
        self.minibuf = None  # (prompt, typed)
        self.ctrlx = False

    def body(self):
        h, w = self.size()
        if self.overlay == "helm":
            return 0, (h - 2) // 2 - 1
        if self.minibuf and len(self.minibuf[0]) + len(self.minibuf[1]) >= w:
            return 0, h - 3  # the minibuffer grown to two rows
        return 0, h - 2

    def gutter(self, i, width=3):
        return str(i + 1).rjust(width) + " "

    def empty_row(self, y, x):
        put(self.scr, y, x, "~", curses.color_pair(4))

    def draw(self):
        s, b = self.scr, self.b
        h, w = self.size()
        y0, rows = self.body()
        tw = self.tree_w
        # Treemacs
        put(s, 0, 0, "▾ work", curses.color_pair(6) | curses.A_BOLD)
        for i, n in enumerate(n for n in sorted(os.listdir(os.path.dirname(b.path) or ".")) if not n.startswith(".")):
            put(s, 1 + i, 0, "    " + n, curses.A_BOLD if n == b.name() else 0)
        put(s, rows, 0, (" ① Treemacs").ljust(tw), curses.color_pair(2))
        for r in range(y0, y0 + rows):
            put(s, r, tw, "│")
        self.draw_text(y0, tw + 1, rows, w - tw - 1)
        state = {"insert": "I", "normal": "N"}[self.mode]
        ml = " 2 %s %s %s " % (state, "*" if b.modified else "-", b.name())
        put(s, rows, tw, " " * (w - tw), curses.color_pair(2))
        put(s, rows, tw, ml, curses.color_pair(5 if self.mode == "insert" else 1) | curses.A_BOLD)
        right = "Text  utf-8 | %d:%d %s " % (b.y + 1, b.x, "All" if len(b.lines) <= rows else "Top")
        put(s, rows, w - len(right) - 1, right, curses.color_pair(2))
        if self.overlay == "helm":
            top = rows + 1
            put(s, top, 0, " Emacs Commands".ljust(w), curses.color_pair(6) | curses.A_BOLD | curses.A_UNDERLINE)
            cmds = ["spacemacs/toggle-line-numbers", "save-buffer", "find-file", "write-file", "kill-buffer",
                    "treemacs", "helm-M-x", "goto-line", "query-replace", "revert-buffer"]
            cmds = [c for c in cmds if self.query in c]
            for i, c in enumerate(cmds[: h - top - 3]):
                put(s, top + 1 + i, 0, c.ljust(w) if i == 0 else c, curses.color_pair(8) if i == 0 else 0)
            put(s, h - 2, 0, (" *helm M-x*   " + "(%d candidates)" % len(cmds)).ljust(w), curses.color_pair(2))
            put(s, h - 1, 0, "M-x " + self.query)
            return h - 1, 4 + len(self.query)
        if self.minibuf:
            p, t = self.minibuf
            line = p + t
            y = h - 1 if len(line) < w else h - 2
            put(s, y, 0, line[:w], curses.color_pair(9) | curses.A_BOLD)
            if len(line) >= w:
                put(s, h - 1, 0, line[w:], curses.color_pair(9) | curses.A_BOLD)
                return h - 1, len(line) - w
            return h - 1, len(line)
        if self.msg:
            put(s, h - 1, 0, self.msg)
        elif self.mode == "insert":
            put(s, h - 1, 0, "-- INSERT --")
        return self.cursor_at(y0, tw + 1)

    def key(self, k):
        b = self.b
        y0, rows = self.body()
        if self.minibuf:
            p, t = self.minibuf
            if p.startswith("Save file"):
                if k in ("n", "q"):
                    return "quit"
                if k == "\x07":
                    self.minibuf = None
                    self.msg = "Quit"
                return None
            if k == "\x07":
                self.minibuf = None
                self.msg = "Quit"
            elif k in (curses.KEY_BACKSPACE, "\x7f"):
                self.minibuf = (p, t[:-1])
            elif isinstance(k, str) and k.isprintable():
                self.minibuf = (p, t + k)
            return None
        if self.overlay == "helm":
            if k in ("\x07", "\x1b"):
                self.overlay = None
            elif isinstance(k, str) and k.isprintable():
                self.query += k
            return None
        if self.ctrlx:
            self.ctrlx = False
            if k == "\x17":
                self.minibuf = ("Write file: ", "~/")
            return None
        if k == "\x18":
            self.ctrlx = True
            return None
        if self.leader:
            if self.leader == "q":
                self.leader = False
                if k == "q":
                    if b.modified:
                        self.minibuf = ("Save file %s? (y, n, !, ., q, C-r, C-f, d or C-h) " % b.path, "")
                    else:
                        return "quit"
                return None
            self.leader = False
            if k == " ":
                self.overlay, self.query = "helm", ""
                self.msg = ""
            elif k == "q":
                self.leader = "q"
                self.msg = "SPC q-"
            return None
        if k == " " and self.mode == "normal":
            self.leader = True
            self.msg = "SPC-"
            return None
        self.msg = ""
        return self.vi_key(k, rows)


class Bim(Editor):
    """bim (klange's vi-like editor): its tab bar on the top row, a gutter
    of line numbers, a status bar with the file type and position, the
    command row (`:` commands, `:N` to go to a line, `/` to search)."""

    def gutter(self, i, width=3):
        return " " + str(i + 1).rjust(width) + " "

    def empty_row(self, y, x):
        put(self.scr, y, x, "~", curses.color_pair(4) | curses.A_BOLD)

    def draw(self):
        s, b = self.scr, self.b
        h, w = self.size()
        y0, rows = self.body()
        put(s, 0, 0, " " * w, curses.color_pair(2))
        tab = " " + ("+" if b.modified else " ") + " " + b.name() + " "
        put(s, 0, 0, tab, curses.A_BOLD | curses.A_UNDERLINE)
        self.draw_text(y0, 0, rows, w, num_attr=curses.color_pair(2))
        put(s, h - 2, 0, " " * w, curses.color_pair(2))
        left = b.name() + (" [+]" if b.modified else "")
        put(s, h - 2, 0, left, curses.color_pair(2) | curses.A_BOLD)
        right = "[text] Line %d/%d Col: %d " % (b.y + 1, len(b.lines), b.x + 1)
        put(s, h - 2, w - len(right) - 1, right, curses.color_pair(2))
        if self.cmd is not None:
            put(s, h - 1, 0, self.prefix + self.cmd)
            return h - 1, 1 + len(self.cmd)
        if self.mode == "insert":
            put(s, h - 1, 0, "-- INSERT --", curses.A_BOLD)
        elif self.msg:
            put(s, h - 1, 0, self.msg)
        return self.cursor_at(y0, 0)

    def command(self, c, rows):
        if self.prefix == "/":
            for i in range(self.b.y + 1, len(self.b.lines)):
                if c in self.b.lines[i]:
                    self.b.goto(i + 1, rows)
                    self.b.x = self.b.lines[i].index(c)
                    break
            return None
        if c in ("q", "quit") and self.b.modified:
            self.msg = "No write since last change. Use :q! to force exit."
            return None
        if c in ("q", "q!", "quit"):
            return "quit"
        return Editor.command(self, c, rows)

    def key(self, k):
        y0, rows = self.body()
        return self.vi_key(k, rows)


PROGRAMS = {"lunarvim": LunarVim, "astronvim": AstroNvim, "nvchad": NvChad, "spacemacs": Spacemacs, "bim": Bim}


def main(scr):
    colours()
    scr.keypad(True)
    curses.raw()
    curses.noecho()
    PROGRAMS[sys.argv[1]](scr, os.path.abspath(sys.argv[2])).run()


if __name__ == "__main__":
    os.environ.setdefault("ESCDELAY", "25")
    curses.wrapper(main)
