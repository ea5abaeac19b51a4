"""One small text editor imitated, named by the first argument, over the
file named by the second: a fixture of agentty's hundredfortyseventh set,
whose screens were never used to tune the mode classifier. Each draws
what a small modal or modeless editor that cannot run here draws (no
status row at all, a status row at the top, a mode line or a mode word at
the foot, a gutter of line numbers with `~` past the end) at its first
screen, after typing, with its command line or its own search open, and
at its question (or its refusal) before it quits unsaved, from its
documentation, source and published screenshots. Runs with Debian's
python3 and its standard library's curses only, in raw mode."""

import curses
import os
import sys
import time


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


class Buf:
    """A file's lines with a cursor and a modified mark."""

    def __init__(self, path):
        self.path = path
        with open(path, encoding="utf-8") as f:
            self.text = f.read()
        self.lines = self.text.split("\n")
        if self.lines and self.lines[-1] == "":
            self.lines.pop()
        self.y = self.x = 0
        self.modified = False

    def name(self):
        return os.path.basename(self.path)

    def move(self, dy, dx):
        self.y = max(0, min(len(self.lines) - 1, self.y + dy))
        self.x = max(0, min(len(self.lines[self.y]), self.x + dx))

    def insert(self, ch):
        l = self.lines[self.y]
        self.lines[self.y] = l[: self.x] + ch + l[self.x :]
        self.x += len(ch)
        self.modified = True

    def find(self, s):
        for i in range(self.y + 1, len(self.lines)):
            if s and s in self.lines[i]:
                self.y, self.x = i, self.lines[i].index(s)
                return True
        return False


def printable(k):
    return isinstance(k, str) and len(k) == 1 and k.isprintable()


def backspace(k):
    return k in (curses.KEY_BACKSPACE, "\x7f", "\b")


def enter(k):
    return k in ("\n", "\r", curses.KEY_ENTER)


class Editor:
    def __init__(self, scr, path):
        self.scr = scr
        self.b = Buf(path)
        self.msg = ""
        self.line = None  # (prompt, typed) on the foot row

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
            if k == "\x1b":
                self.scr.nodelay(True)
                try:
                    n = self.scr.get_wch()
                except curses.error:
                    n = None
                self.scr.nodelay(False)
                if n is not None:
                    k = "M-" + n if isinstance(n, str) else n
            if self.key(k) == "quit":
                return


class NeatVi(Editor):
    """neatvi (Ali Gholami Rudi's vi): no status row at all, the text from
    the top row, `~` past the end (the first row left blank), the message
    and the `:` and `/` prompts on the foot row; no mode word in insert
    mode; `:q` of a modified buffer answered with `buffer modified`."""

    def __init__(self, scr, path):
        Editor.__init__(self, scr, path)
        self.mode = "normal"
        self.msg = '"%s"  %d lines  [r]' % (self.b.name(), len(self.b.lines))

    def draw(self):
        s, b = self.scr, self.b
        h, w = s.getmaxyx()
        for r in range(h - 1):
            if r < len(b.lines):
                put(s, r, 0, b.lines[r])
            elif r:
                put(s, r, 0, "~")
        if self.line is not None:
            p, t = self.line
            put(s, h - 1, 0, p + t)
            return h - 1, len(p + t)
        put(s, h - 1, 0, self.msg)
        return b.y, b.x

    def key(self, k):
        b = self.b
        if self.line is not None:
            p, t = self.line
            if enter(k):
                self.line = None
                if p == "/":
                    if not b.find(t):
                        self.msg = "/%s/ not found" % t
                    return None
                if t in ("q", "quit", "x") and b.modified and t != "x":
                    self.msg = "buffer modified"
                    return None
                if t in ("q", "q!", "quit"):
                    return "quit"
            elif k == "\x1b":
                self.line = None
            elif backspace(k):
                self.line = (p, t[:-1]) if t else None
            elif printable(k):
                self.line = (p, t + k)
            return None
        if self.mode == "insert":
            if k == "\x1b":
                self.mode = "normal"
                b.move(0, -1)
            elif printable(k):
                b.insert(k)
            return None
        self.msg = ""
        if k in ("j", curses.KEY_DOWN):
            b.move(1, 0)
        elif k in ("k", curses.KEY_UP):
            b.move(-1, 0)
        elif k in ("h", curses.KEY_LEFT):
            b.move(0, -1)
        elif k in ("l", curses.KEY_RIGHT):
            b.move(0, 1)
        elif k == "i":
            self.mode = "insert"
        elif k in (":", "/"):
            self.line = (k, "")
        return None


class ExVi(NeatVi):
    """The traditional vi (the Heirloom ex/vi, from 4BSD's), here run with
    EXINIT='set number showmode': a gutter of line numbers, `~` past the
    end, no status row; the file's name, lines and characters on the foot
    row at first, `INPUT MODE` at its right while inserting, the `:`
    command line, and `:q` of a modified buffer refused with `No write
    since last change (:quit! overrides)`."""

    def __init__(self, scr, path):
        NeatVi.__init__(self, scr, path)
        self.msg = '"%s" %d lines, %d characters ' % (self.b.name(), len(self.b.lines), len(self.b.text))

    def draw(self):
        s, b = self.scr, self.b
        h, w = s.getmaxyx()
        for r in range(h - 1):
            if r < len(b.lines):
                put(s, r, 0, "%6d  %s" % (r + 1, b.lines[r]))
            else:
                put(s, r, 0, "~")
        if self.line is not None:
            p, t = self.line
            put(s, h - 1, 0, p + t)
            return h - 1, len(p + t)
        put(s, h - 1, 0, self.msg)
        if self.mode == "insert":
            put(s, h - 1, w - 12, "INPUT MODE")
        return b.y, 8 + b.x

    def key(self, k):
        if self.line is not None and enter(k):
            p, t = self.line
            if t in ("q", "quit") and self.b.modified:
                self.line = None
                self.msg = "No write since last change (:quit! overrides)"
                return None
        return NeatVi.key(self, k)


class Atto(Editor):
    """atto (Hugh Barney's smallest Emacs): modeless, the text from the
    top row, no `~`, its mode line in reverse video on the row above the
    foot (`== Atto: == notes.txt ====`, `=*` once modified), the message
    row at the foot: C-s's `Search: `, C-x C-c's `Modified buffers exist;
    really exit (y/n) ?` with its default ` n` under the cursor."""

    def __init__(self, scr, path):
        Editor.__init__(self, scr, path)
        self.ctrlx = False
        self.ask = False

    def draw(self):
        s, b = self.scr, self.b
        h, w = s.getmaxyx()
        for r in range(h - 2):
            if r < len(b.lines):
                put(s, r, 0, b.lines[r])
        name = b.name()
        ml = "=" + ("*" if b.modified else "=") + " Atto: == " + name + " "
        ml += "=" * (w - len(ml))
        put(s, h - 2, 0, ml, curses.A_REVERSE)
        if self.ask:
            q = "Modified buffers exist; really exit (y/n) ?"
            put(s, h - 1, 0, q + " n")
            return h - 1, len(q) + 1
        if self.line is not None:
            p, t = self.line
            put(s, h - 1, 0, p + t)
            return h - 1, len(p + t)
        put(s, h - 1, 0, self.msg)
        return b.y, b.x

    def key(self, k):
        b = self.b
        if self.ask:
            if k in ("y", "Y"):
                return "quit"
            self.ask = False
            return None
        if self.line is not None:
            p, t = self.line
            if enter(k) or k == "\x1b":
                self.line = None
            elif k == "\x13":
                b.find(t)
            elif k == "\x07":
                self.line = None
                self.msg = ""
            elif backspace(k):
                self.line = (p, t[:-1])
            elif printable(k):
                self.line = (p, t + k)
                if not (t + k) in b.lines[b.y][b.x:]:
                    b.find(t + k)
            return None
        self.msg = ""
        if self.ctrlx:
            self.ctrlx = False
            if k == "\x03":
                if b.modified:
                    self.ask = True
                else:
                    return "quit"
            return None
        if k == "\x18":
            self.ctrlx = True
        elif k == "\x13":
            self.line = ("Search: ", "")
        elif k in ("\x0e", curses.KEY_DOWN):
            b.move(1, 0)
        elif k in ("\x10", curses.KEY_UP):
            b.move(-1, 0)
        elif k in ("\x06", curses.KEY_RIGHT):
            b.move(0, 1)
        elif k in ("\x02", curses.KEY_LEFT):
            b.move(0, -1)
        elif printable(k):
            b.insert(k)
        return None


WS_MENU = [
    "                         < < <   M A I N   M E N U   > > >",
    "   --Cursor Movement--  |  -Delete-  |   -Miscellaneous-   |  -Other Menus-",
    "^S char left ^D char rt | ^G char    | ^I Tab   ^B Reform  | (from Main only)",
    "^A word left ^F word rt | DEL chr lf | ^V INSERT ON/OFF    | ^J Help ^K Block",
    "^E line up   ^X line dn | ^T word rt | ^L Find/Replce again| ^Q Quick ^P Print",
    "     --Scrolling--      | ^Y line    | RETURN End paragraph| ^O Onscreen",
    "^W line up   ^Z line dn |            | ^N Insert a RETURN  |",
    "^R screen up ^C scrn dn |            | ^U Stop a command   |",
]
WS_RULER = "L----!----!----!----!----!----!----!----!----!----!----!----!-----R"


class WordStar(Editor):
    """WordStar 3.3: its status row at the top (`C:NOTES.TXT PAGE 1 LINE 1
    COL 01  INSERT ON`), the main menu of help level 3 under it, the
    ruler, the text with the flag column at the right (`<` at a hard
    return, `.` past the end of the file); ^QF asks `FIND?` at the top,
    ^KQ of an edited file `ABANDON EDITED VERSION OF FILE C:NOTES.TXT?
    (Y/N):`."""

    def __init__(self, scr, path):
        Editor.__init__(self, scr, path)
        self.prefix = None
        self.ask = False
        self.fname = "C:" + self.b.name().upper()

    def draw(self):
        s, b = self.scr, self.b
        h, w = s.getmaxyx()
        status = " %s  PAGE 1  LINE %d  COL %02d" % (self.fname, b.y + 1, b.x + 1)
        if self.prefix:
            status = "^" + self.prefix + status[2:]
        put(s, 0, 0, status.ljust(w - 18) + "INSERT ON")
        if self.ask:
            q = "ABANDON EDITED VERSION OF FILE %s? (Y/N): " % self.fname
            put(s, 1, 0, q)
            return 1, len(q)
        if self.line is not None:
            p, t = self.line
            put(s, 1, 0, p + " " + t)
            return 1, len(p) + 1 + len(t)
        for i, l in enumerate(WS_MENU):
            put(s, 1 + i, 0, l)
        top = 1 + len(WS_MENU)
        put(s, top, 0, WS_RULER)
        top += 1
        for r in range(h - top):
            if r < len(b.lines):
                put(s, top + r, 0, b.lines[r])
                put(s, top + r, len(WS_RULER) + 1, "<")
            else:
                put(s, top + r, len(WS_RULER) + 1, ".")
        return top + b.y, b.x

    def key(self, k):
        b = self.b
        if self.ask:
            if k in ("y", "Y"):
                return "quit"
            if k in ("n", "N", "\x15"):
                self.ask = False
            return None
        if self.line is not None:
            p, t = self.line
            if enter(k):
                self.line = None
                b.find(t)
            elif k == "\x15":
                self.line = None
            elif backspace(k):
                self.line = (p, t[:-1])
            elif printable(k):
                self.line = (p, t + k)
            return None
        if self.prefix:
            c, self.prefix = self.prefix, None
            k = k.upper() if isinstance(k, str) else k
            if c == "Q" and k in ("F", "\x06"):
                self.line = ("FIND?", "")
            elif c == "K" and k in ("Q", "\x11"):
                if b.modified:
                    self.ask = True
                else:
                    return "quit"
            return None
        if k == "\x11":
            self.prefix = "Q"
        elif k == "\x0b":
            self.prefix = "K"
        elif k in ("\x18", curses.KEY_DOWN):
            b.move(1, 0)
        elif k in ("\x05", curses.KEY_UP):
            b.move(-1, 0)
        elif k in ("\x04", curses.KEY_RIGHT):
            b.move(0, 1)
        elif k in ("\x13", curses.KEY_LEFT):
            b.move(0, -1)
        elif printable(k):
            b.insert(k)
        return None


class Crisp(Editor):
    """CRiSP in its BRIEF emulation: the buffer in a window framed by
    double lines with the file's name in its top border, the status row
    at the foot (a message at the left; `Line:`, `Col:` and the clock at
    the right); F5's `Search for:`, F10's `Command:`, and Alt-X's `1
    buffer has not been saved.  Exit [ynw]?`."""

    def __init__(self, scr, path):
        Editor.__init__(self, scr, path)
        self.ask = False

    def draw(self):
        s, b = self.scr, self.b
        h, w = s.getmaxyx()
        title = " " + b.name() + " "
        top = "╔" + "═" * (w - 2) + "╗"
        put(s, 0, 0, top)
        put(s, 0, (w - len(title)) // 2, title, curses.A_BOLD)
        for r in range(1, h - 2):
            put(s, r, 0, "║")
            put(s, r, w - 1, "║")
            i = r - 1
            if i < len(b.lines):
                put(s, r, 1, b.lines[i][: w - 2])
        put(s, h - 2, 0, "╚" + "═" * (w - 2) + "╝")
        right = "Line: %-5d Col: %-4d %s" % (b.y + 1, b.x + 1, time.strftime("%I:%M %p").lstrip("0").lower())
        if self.ask:
            q = "1 buffer has not been saved.  Exit [ynw]? "
            put(s, h - 1, 0, q)
            return h - 1, len(q)
        if self.line is not None:
            p, t = self.line
            put(s, h - 1, 0, p + t)
            put(s, h - 1, w - len(right) - 1, right)
            return h - 1, len(p + t)
        put(s, h - 1, 0, self.msg)
        put(s, h - 1, w - len(right) - 1, right)
        return 1 + b.y, 1 + b.x

    def key(self, k):
        b = self.b
        if self.ask:
            if k in ("y", "Y", "w", "W"):
                return "quit"
            self.ask = False
            return None
        if self.line is not None:
            p, t = self.line
            if enter(k):
                self.line = None
                if p.startswith("Search") and not b.find(t):
                    self.msg = "Pattern not found."
            elif k == "\x1b":
                self.line = None
                self.msg = ""
            elif backspace(k):
                self.line = (p, t[:-1])
            elif printable(k):
                self.line = (p, t + k)
            return None
        self.msg = ""
        if k == curses.KEY_F5:
            self.line = ("Search for: ", "")
        elif k == curses.KEY_F10:
            self.line = ("Command: ", "")
        elif k in ("M-x", "M-X"):
            if b.modified:
                self.ask = True
            else:
                return "quit"
        elif k == curses.KEY_DOWN:
            b.move(1, 0)
        elif k == curses.KEY_UP:
            b.move(-1, 0)
        elif k == curses.KEY_RIGHT:
            b.move(0, 1)
        elif k == curses.KEY_LEFT:
            b.move(0, -1)
        elif printable(k):
            b.insert(k)
        return None


class Pepper(NeatVi):
    """pepper (vamolessa's modal editor): the text from the top row, `~`
    past the end, the current line on a lighter background, its cursor a
    coloured block (the terminal's hidden), its status bar on the foot
    row: `-- INSERT --` at its left while inserting, `*` and the buffer's
    path with the cursor's line and column at its right (`notes.txt:1,1`);
    `:` opens its command line, `/` its `search:` line."""

    def draw(self):
        s, b = self.scr, self.b
        h, w = s.getmaxyx()
        for r in range(h - 1):
            if r < len(b.lines):
                attr = curses.color_pair(1) if r == b.y else 0
                put(s, r, 0, b.lines[r].ljust(w), attr)
            else:
                put(s, r, 0, "~", curses.color_pair(3))
        if self.line is None:
            ch = b.lines[b.y][b.x] if b.x < len(b.lines[b.y]) else " "
            put(s, b.y, b.x, ch, curses.color_pair(4 if self.mode == "insert" else 5))
        put(s, h - 1, 0, " " * (w - 1), curses.color_pair(2))
        if self.line is not None:
            p, t = self.line
            prompt = {":": ":", "/": "search:"}[p]
            put(s, h - 1, 0, prompt, curses.color_pair(6))
            put(s, h - 1, len(prompt), t, curses.color_pair(2))
            put(s, h - 1, len(prompt) + len(t), " ", curses.color_pair(5))
            return None
        if self.mode == "insert":
            put(s, h - 1, 0, "-- INSERT --", curses.color_pair(2))
        status = " %s%s:%d,%d " % ("*" if b.modified else "", b.name(), b.y + 1, b.x + 1)
        put(s, h - 1, w - len(status) - 1, status, curses.color_pair(2))
        return None

    def key(self, k):
        if self.line is not None and self.line[0] == "/" and printable(k):
            p, t = self.line
            self.b.y, self.b.x = 0, 0
            self.line = (p, t + k)
            if not (t + k) in self.b.lines[0]:
                self.b.find(t + k)
            return None
        return NeatVi.key(self, k)


PROGRAMS = {"neatvi": NeatVi, "exvi": ExVi, "atto": Atto, "wordstar": WordStar, "crisp": Crisp, "pepper": Pepper}


def main(scr):
    curses.start_color()
    curses.use_default_colors()
    for n, fg, bg in [(1, -1, 236), (2, 252, 238), (3, 240, -1), (4, 16, 203), (5, 16, 150), (6, 16, 110)]:
        if n and curses.COLORS < 256:
            fg, bg = (curses.COLOR_WHITE if fg > 7 else fg), (curses.COLOR_BLUE if bg > 7 else bg)
        curses.init_pair(n, fg, bg)
    scr.keypad(True)
    curses.raw()
    curses.noecho()
    PROGRAMS[sys.argv[1]](scr, os.path.abspath(sys.argv[2])).run()


if __name__ == "__main__":
    os.environ.setdefault("ESCDELAY", "25")
    curses.wrapper(main)
