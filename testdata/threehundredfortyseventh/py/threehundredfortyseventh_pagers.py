#!/usr/bin/env python3
"""The threehundredfortyseventh set's imitations: four pagers and viewers
that Debian does not package, each drawn the way the real program draws
(as known from its source, documentation and screenshots):

  streampager  markbt's streampager (`sp FILE`, Rust, termwiz): the file on
               the alternate screen over a silver ruler (`  server.log`
               ... `lines   1- 23/180`), `Search:` and `Go to line:`
               prompts above the ruler, a search bar (`1 of 6 matches on
               6 lines`), matches olive and the current one teal, `G`
               following the end (`lines 158-END/180`), its help as a file
               titled HELP, `~` past the end
  btail        galalen's btail (`btail -f FILE`, Go, Bubble Tea): the
               title `btail 🐝` over a grey-bordered box of the log's lines,
               each under its time in brackets, a footer `q: quit | ctrl+f:
               search`, ctrl+f turning it into a text input and `matches: N
               | buffer: 10/500 | esc: cancel`
  lazyman      shuklasaharsh's lazyman (`lazyman QUERY`, Go, Bubble Tea):
               the man pages `man -k` finds, with a preview pane, a page
               read in full under its title, `Search in Document`, matches
               highlighted with `[Search: … - Match 1/4]`
  xxv          chrisvest's XXV (`xxv FILE`, Rust, cursive): a hex view in a
               frame titled with the file's name, offsets, bytes coloured by
               kind, a text column, a hint bar `Quit   Go to   Open …`, a
               `Search` dialog of ASCII and HEX fields, hits on dark blue,
               its help text in a dialog with `<Ok>`

Run: threehundredfortyseventh_pagers.py TOOL [ARGS...]
"""
import os
import re
import select
import sys
import termios
import time
import tty
import unicodedata

ESC = "\x1b"
HERE = os.path.dirname(os.path.abspath(__file__))
MANDIR = os.path.join(HERE, "..", "data", "man")


def size():
    try:
        c, r = os.get_terminal_size(sys.stdout.fileno())
        return c, r
    except OSError:
        return 80, 24


def out(s):
    if isinstance(s, str):
        s = s.encode("utf-8", "surrogateescape")
    os.write(sys.stdout.fileno(), s)


class Raw:
    def __enter__(self):
        self.fd = sys.stdin.fileno()
        self.old = termios.tcgetattr(self.fd)
        tty.setraw(self.fd)
        return self

    def __exit__(self, *a):
        termios.tcsetattr(self.fd, termios.TCSADRAIN, self.old)


SEQS = {
    "[A": "up", "[B": "down", "[C": "right", "[D": "left",
    "OA": "up", "OB": "down", "OC": "right", "OD": "left",
    "[H": "home", "OH": "home", "[1~": "home", "[7~": "home",
    "[F": "end", "OF": "end", "[4~": "end", "[8~": "end",
    "[5~": "pgup", "[6~": "pgdn", "[3~": "delete", "[2~": "insert",
    "OP": "f1", "[11~": "f1", "[Z": "btab",
    "[1;2A": "shift+up", "[1;2B": "shift+down", "[1;5A": "ctrl+up", "[1;5B": "ctrl+down",
}


class Keys:
    """Keys read raw from the terminal, one at a time."""

    def __init__(self):
        self.fd = sys.stdin.fileno()
        self.buf = b""

    def _fill(self, timeout):
        r, _, _ = select.select([self.fd], [], [], timeout)
        if not r:
            return False
        data = os.read(self.fd, 4096)
        if not data:
            raise EOFError
        self.buf += data
        return True

    def get(self, timeout=None):
        """The next key's name, or None when timeout passed first."""
        if not self.buf and not self._fill(timeout):
            return None
        b = self.buf
        if b[:1] == b"\x1b":
            if len(b) == 1:
                self._fill(0.03)
                b = self.buf
                if len(b) == 1:
                    self.buf = b""
                    return "esc"
            for paste in (b"\x1b[200~", b"\x1b[201~"):
                if b.startswith(paste):
                    self.buf = b[len(paste):]
                    return self.get(0)
            if b[1:2] in (b"[", b"O"):
                i = 2
                while i < len(b) and not (0x40 <= b[i] <= 0x7e and not (b[1:2] == b"[" and b[i] == 0x5b)):
                    i += 1
                if i >= len(b):
                    self._fill(0.03)
                    return self.get(0)
                seq = b[1:i + 1].decode("latin-1")
                self.buf = b[i + 1:]
                return SEQS.get(seq, "unknown")
            self.buf = b[2:]
            return "alt+" + b[1:2].decode("latin-1")
        c = b[0]
        if c < 0x80:
            self.buf = b[1:]
            if c in (0x0d, 0x0a):
                return "enter"
            if c in (0x7f, 0x08):
                return "backspace"
            if c == 0x09:
                return "tab"
            if c < 0x20:
                return "ctrl+" + chr(c + 0x60)
            return chr(c)
        n = 2 if c >= 0xc0 else 1
        if c >= 0xe0:
            n = 3
        if c >= 0xf0:
            n = 4
        while len(self.buf) < n and self._fill(0.03):
            pass
        ch = self.buf[:n].decode("utf-8", "replace")
        self.buf = self.buf[n:]
        return ch


# ---------------------------------------------------------------- cells

ANSI_RE = re.compile(r"\x1b(?:\[[0-?]*[ -/]*[@-~]|\][^\x07]*\x07|[@-Z\\-_])")


def cw(ch):
    """A character's width in cells."""
    if ch == "\ufffd":
        return 1
    if unicodedata.combining(ch):
        return 0
    if unicodedata.east_asian_width(ch) in ("W", "F"):
        return 2
    if 0x1f300 <= ord(ch) <= 0x1faff:
        return 2
    return 1


def vw(s):
    """The printable width of s, escape sequences left out."""
    return sum(cw(c) for c in ANSI_RE.sub("", s))


def tokens(s):
    """s as escape sequences and characters."""
    i = 0
    while i < len(s):
        if s[i] == ESC:
            m = ANSI_RE.match(s, i)
            if m:
                yield m.group(0), 0
                i = m.end()
                continue
            # an escape sequence cut short ends where the next one begins
            j = i + 1
            while j < len(s) and s[j] != ESC and not ("@" <= s[j] <= "~" and j > i + 1):
                j += 1
            yield s[i:j], 0
            i = j
            continue
        yield s[i], cw(s[i])
        i += 1


def truncate(s, width):
    """s cut at width cells, its escape sequences kept (ansi.Truncate)."""
    o, w = [], 0
    for t, tw in tokens(s):
        if tw and w + tw > width:
            continue
        o.append(t)
        w += tw
    return "".join(o)


def cut(s, width):
    """s cut at width cells (ansi.Cut from the left edge)."""
    return truncate(s, width)


# ---------------------------------------------------------------- lipgloss-ish

def sgr(fg=None, bg=None, bold=False, faint=False, italic=False, underline=False, reverse=False):
    seq = []
    if bold:
        seq.append("1")
    if faint:
        seq.append("2")
    if italic:
        seq.append("3")
    if underline:
        seq.append("4")
    if reverse:
        seq.append("7")
    for c, base in ((fg, 30), (bg, 40)):
        if c is None:
            continue
        if c < 8:
            seq.append(str(base + c))
        elif c < 16:
            seq.append(str(base + 60 + c - 8))
        else:
            seq.append("%d;5;%d" % (base + 8, c))
    return ";".join(seq)


def st(text, **kw):
    """text styled as termenv styles it: the sequence, the text, a reset."""
    seq = sgr(**kw)
    if not seq or text == "":
        return text
    return ESC + "[" + seq + "m" + text + ESC + "[0m"


def wordwrap(line, limit):
    """One line word-wrapped at limit cells (reflow's wordwrap, then wrap)."""
    lines, cur, curw, space, word, wordw = [], "", 0, "", "", 0

    def add_space():
        nonlocal cur, curw, space
        cur += space
        curw += len(space)
        space = ""

    def add_word():
        nonlocal cur, curw, word, wordw
        if word:
            add_space()
            cur += word
            curw += wordw
            word, wordw = "", 0

    def newline():
        nonlocal cur, curw, space
        lines.append(cur)
        cur, curw, space = "", 0, ""

    for t, tw in tokens(line):
        if t.startswith(ESC):
            word += t
        elif t == " ":
            add_word()
            space += " "
        elif t == "-":
            add_space()
            add_word()
            cur += t
            curw += 1
        else:
            word += t
            wordw += tw
            if curw + len(space) + wordw > limit and wordw < limit:
                newline()
    add_word()
    lines.append(cur)
    o = []
    for ln in lines:
        while vw(ln) > limit:
            head = truncate(ln, limit)
            o.append(head)
            ln = ln[len(head):]
        o.append(ln)
    return o


def block(text, width=None, height=None, maxw=None, maxh=None):
    """lipgloss' Width, Height, MaxHeight and MaxWidth on a block of lines."""
    lines = text.replace("\t", "    ").split("\n")
    if width:
        w = []
        for ln in lines:
            w.extend(wordwrap(ln, width) if vw(ln) > width else [ln])
        lines = w
    if height and len(lines) < height:
        lines += [""] * (height - len(lines))
    if maxh is not None:
        lines = lines[:maxh]
    if maxw is not None:
        lines = [truncate(ln, maxw) for ln in lines]
    wide = max([vw(ln) for ln in lines] + [width or 0])
    return [ln + " " * (wide - vw(ln)) for ln in lines]


class TeaScreen:
    """Bubble Tea's standard renderer on the alternate screen: the view's
    last rows that fit, each cut at the width and erased to its right."""

    def __init__(self):
        self.last = None

    def draw(self, view):
        w, h = size()
        lines = view.split("\n")
        if len(lines) > h:
            lines = lines[len(lines) - h:]
        o = []
        for ln in lines:
            ln = truncate(ln, w)
            if vw(ln) < w:
                ln += ESC + "[K"
            o.append(ln)
        frame = ESC + "[H" + "\r\n".join(o) + ESC + "[0m" + ESC + "[J"
        if frame != self.last:
            out(frame)
            self.last = frame


def tea_start():
    out(ESC + "[?1049h" + ESC + "[H" + ESC + "[2J" + ESC + "[?25l" + ESC + "[?2004h")


def tea_stop():
    out(ESC + "[?2004l" + ESC + "[?25h" + ESC + "[?1049l")


class Cursor:
    """bubbles' virtual cursor: reverse video, blinking every 530 ms once
    told to."""

    def __init__(self):
        self.hidden = False
        self.blinking = False
        self.due = None

    def start(self):
        self.hidden = False
        self.blinking = True
        self.due = time.monotonic() + 0.53

    def tick(self):
        if self.blinking and self.due is not None and time.monotonic() >= self.due:
            self.hidden = not self.hidden
            self.due = time.monotonic() + 0.53
            return True
        return False

    def timeout(self):
        if not self.blinking:
            return None
        return max(0.0, self.due - time.monotonic())

    def view(self, ch, text_style=None):
        if self.hidden:
            return st(ch, **(text_style or {}))
        return st(ch, reverse=True)


def textinput(value, placeholder, width, cursor, prompt="> "):
    """bubbles' textinput View, the cursor at the end of the value."""
    if not value:
        p = list(placeholder) + [""] * max(0, width + 1 - len(placeholder))
        v = cursor.view(p[0], {"fg": 240})
        minw = len(placeholder)
        avail = width - minw + 1
        if avail < 0:
            minw += avail
            avail = 0
        v += st("".join(p[1:minw]), fg=240)
        v += st(" " * avail, fg=240)
        return prompt + v
    v = value + cursor.view(" ")
    if len(value) <= width:
        v += " " * max(0, width - len(value))
    return prompt + v


# ---------------------------------------------------------------- streampager

SP_SILVER = ESC + "[30;47m"
SP_RESET = ESC + "[0m"

SP_KEYMAP = [
    ("General", [
        ("Ctrl-C or q", "Quit"),
        ("Escape", "Close help or any open prompt"),
        ("Ctrl-L or r", "Refresh the screen"),
        ("h or F1", "Show this help"),
    ]),
    ("Navigation", [
        ("Up or k", "Scroll up"),
        ("Down, j or Enter", "Scroll down"),
        ("Shift-Up", "Scroll up 1/4 screen"),
        ("Shift-Down", "Scroll down 1/4 screen"),
        ("Ctrl-Up, u or Ctrl-U", "Scroll up 1/2 screen"),
        ("Ctrl-Down, d or Ctrl-D", "Scroll down 1/2 screen"),
        ("PageUp, Backspace, b, Ctrl-B or Alt-v", "Scroll up one screen"),
        ("PageDown, Space, f, Ctrl-F or Ctrl-V", "Scroll down one screen"),
        ("Home, g or <", "Move to the start of the file"),
        ("End, F, G or >", "Move to and follow the end of the file"),
        ("Left", "Scroll left 4 columns"),
        ("Right", "Scroll right 4 columns"),
        ("Shift-Left", "Scroll left 1/4 screen"),
        ("Shift-Right", "Scroll right 1/4 screen"),
        ("[ or Shift-Tab", "Switch to the previous file"),
        ("] or Tab", "Switch to the next file"),
        (": or %", "Go to position in file"),
    ]),
    ("Presentation", [
        ("Ctrl-R", "Toggle the ruler"),
        ("#", "Toggle line numbers"),
        ("\\", "Cycle through line wrapping modes"),
    ]),
    ("Searching", [
        ("/", "Search forwards"),
        ("?", "Search backwards"),
        (",", "Move to the previous match"),
        (".", "Move to the next match"),
        ("p", "Move to the previous match following the screen"),
        ("n", "Move to the next match following the screen"),
        ("(", "Move to the first match"),
        (")", "Move to the last match"),
    ]),
]


def sp_help_lines():
    """The help screen's text, as streampager writes it with its SGR codes."""
    text = "\n  \x1b[1;3;36;38;5;39mStream Pager\x1b[m \x1b[35;38;57m(\x1b[1msp\x1b[22m)\n"
    prefix = " " * 34
    for cat, binds in SP_KEYMAP:
        text += "\n  \x1b[1;4;33;38;5;130m%s\x1b[m\n\n" % cat
        for keys, desc in binds:
            names = re.split(r"(, | or )", keys)
            k = ""
            for part in names:
                if part in (", ", " or "):
                    k += "\x1b[0;2m" + part
                else:
                    k += "\x1b[1m" + part
            k += "\x1b[m"
            w = len(keys)
            text += "    " + k
            if w < 34:
                text += prefix[w:]
            else:
                text += "\n    " + prefix
            text += desc + "\n"
    return text.split("\n")[:-1]


class SpFile:
    def __init__(self, title, lines, styled=False):
        self.title = title
        self.lines = lines
        self.styled = styled
        self.top = 0
        self.following = False


def streampager(args):
    names = [a for a in args if not a.startswith("-")]
    path = names[0] if names else None
    if path is None:
        sys.stderr.write("sp: no input (pipe it in or name a file)\n")
        return 1
    try:
        with open(path, encoding="utf-8", errors="replace") as f:
            data = f.read()
    except OSError as e:
        sys.stderr.write("sp: %s: %s\n" % (path, e.strerror))
        return 1
    lines = data.split("\n")
    if lines and lines[-1] == "":
        lines.pop()
    main = SpFile(path, lines)
    help_file = None
    cur = main
    st_ = {"prompt": None, "value": "", "search": None}
    keys = Keys()

    def overlay():
        n = 1
        if st_["search"] is not None and cur is main:
            n += 1
        if st_["prompt"] is not None:
            n += 1
        return n

    def view_height():
        return size()[1] - overlay()

    def render_line(text, width, matches=(), current=None):
        # unwrapped: a line wider than the screen ends in a bold navy `>`
        long = vw(text) > width
        limit = width - 1 if long else width
        o, attr, x = "", None, 0
        for i, ch in enumerate(text):
            if x + cw(ch) > limit:
                break
            a = None
            for (s, e) in matches:
                if s <= i < e:
                    a = "cur" if (s, e) == current else "match"
            if a != attr:
                o += SP_RESET + {"match": ESC + "[30;43m", "cur": ESC + "[30;46m"}.get(a, "")
                attr = a
            o += ch
            x += cw(ch)
        o += SP_RESET
        if long:
            o += ESC + "[1;34m>" + SP_RESET
        else:
            o += ESC + "[K"
        return o

    def ruler(f, top, bottom, width):
        n = len(f.lines)
        nw = max(3, len(str(max(n, bottom or 0, top + 1))))
        if top > n:
            pos = "line %d/%s" % (top + 1, str(n).rjust(nw))
        elif bottom is not None:
            pos = "lines %s-%s/%s" % (str(top + 1).rjust(nw), str(min(bottom, n)).rjust(nw), str(n).rjust(nw))
        else:
            pos = "lines %s-%s/%s" % (str(top + 1).rjust(nw), "END".rjust(nw), str(n).rjust(nw))
        right_w = len(pos) + 2
        left_w = width - (right_w + 2)
        title = f.title[:max(0, left_w - 2)]
        left = "  " + title + ("  " if title else "")
        gap = width - right_w - len(left)
        return SP_SILVER + left + " " * max(0, gap) + pos + "  " + ESC + "[K" + SP_RESET

    def draw():
        w, h = size()
        f = cur
        vh = view_height()
        n = len(f.lines)
        if f.following:
            f.top = max(0, n - vh)
        o = ESC + "[?25l"
        search = st_["search"] if f is main else None
        for row in range(vh):
            i = f.top + row
            o += ESC + "[%d;1H" % (row + 1) + SP_RESET
            if i < n:
                if f.styled:
                    o += f.lines[i] + SP_RESET + ESC + "[K"
                else:
                    ms = []
                    curm = None
                    if search:
                        ms = [(s, e) for (li, s, e) in search["matches"] if li == i]
                        if search["current"] is not None:
                            li, s, e = search["matches"][search["current"]]
                            if li == i:
                                curm = (s, e)
                    o += render_line(f.lines[i], w, ms, curm)
            else:
                o += ESC + "[1;34m~" + SP_RESET + ESC + "[K"
        row = h - 1
        bottom = None if f.following else min(f.top + vh, n)
        o += ESC + "[%d;1H" % (row + 1) + ruler(f, f.top, bottom, w)
        row -= 1
        if search is not None:
            if search["current"] is not None:
                info = "%d of %d matches on %d lines" % (search["current"] + 1, len(search["matches"]), search["lines"])
            elif search["matches"]:
                info = "Searched %d lines" % n
            else:
                info = "No matches"
            width = w - 2
            right_w = len(info) + 2
            left_w = width - right_w if width >= right_w else width
            o += ESC + "[%d;1H" % (row + 1) + SP_SILVER + "  " + search["pattern"][:left_w - 1].ljust(left_w - 1) + " "
            o += info + ESC + "[K" + SP_RESET
            row -= 1
        if st_["prompt"] is not None:
            label = st_["prompt"]
            o += ESC + "[%d;1H" % (row + 1) + SP_SILVER + "  %s " % label + SP_RESET + " " + st_["value"] + ESC + "[K"
            o += ESC + "[%d;%dH" % (row + 1, len(label) + 4 + len(st_["value"]) + 1) + ESC + "[?25h"
        out(o)

    def do_search(pattern):
        ms = []
        try:
            rx = re.compile(pattern)
        except re.error:
            rx = re.compile(re.escape(pattern))
        for li, text in enumerate(main.lines):
            for m in rx.finditer(text):
                if m.end() > m.start():
                    ms.append((li, m.start(), m.end()))
        current = None
        for k, (li, s, e) in enumerate(ms):
            if li >= main.top:
                current = k
                break
        st_["search"] = {"pattern": pattern, "matches": ms, "current": current,
                         "lines": len(set(li for li, _, _ in ms))}
        if current is not None:
            main.following = False
            vh = size()[1] - 2
            main.top = max(0, ms[current][0] - vh // 2)

    def move_match(step):
        s = st_["search"]
        if not s or not s["matches"] or s["current"] is None:
            return
        s["current"] = max(0, min(len(s["matches"]) - 1, s["current"] + step))
        vh = view_height()
        main.top = max(0, s["matches"][s["current"]][0] - vh // 2)

    out(ESC + "[?1049h" + ESC + "[?2004h" + ESC + "[?25l" + ESC + "[2J")
    try:
        with Raw():
            while True:
                draw()
                k = keys.get(0.1 if cur.following else None)
                if k is None:
                    continue
                if st_["prompt"] is not None:
                    if k == "esc" or k == "ctrl+c":
                        st_["prompt"] = None
                    elif k == "enter":
                        label, value = st_["prompt"], st_["value"]
                        st_["prompt"] = None
                        if label == "Search:" and value:
                            do_search(value)
                        elif label == "Go to line:" and value:
                            if value == "q":
                                break
                            try:
                                v = int(value.rstrip("%"))
                                cur.following = False
                                if value.endswith("%"):
                                    cur.top = v * (len(cur.lines) - 1) // 100
                                else:
                                    cur.top = max(0, min(len(cur.lines), v) - 1)
                                cur.top = max(0, cur.top - view_height() // 2)
                            except ValueError:
                                pass
                    elif k == "backspace":
                        st_["value"] = st_["value"][:-1]
                    elif len(k) == 1 and k.isprintable():
                        st_["value"] += k
                    continue
                if k in ("q", "ctrl+c"):
                    break
                vh = view_height()
                if k == "esc":
                    if cur is help_file:
                        cur = main
                elif k in ("h", "f1"):
                    if help_file is None:
                        help_file = SpFile("HELP", sp_help_lines(), styled=True)
                    cur = help_file
                elif k in ("up", "k", "ctrl+k", "ctrl+p"):
                    cur.following = False
                    cur.top = max(0, cur.top - 1)
                elif k in ("down", "j", "ctrl+n", "enter"):
                    cur.following = False
                    cur.top += 1
                elif k in ("pgdn", " ", "f", "ctrl+f", "ctrl+v"):
                    cur.following = False
                    cur.top += vh
                elif k in ("pgup", "backspace", "b", "ctrl+b", "alt+v"):
                    cur.following = False
                    cur.top = max(0, cur.top - vh)
                elif k in ("d", "ctrl+d", "ctrl+down"):
                    cur.following = False
                    cur.top += vh // 2
                elif k in ("u", "ctrl+u", "ctrl+up"):
                    cur.following = False
                    cur.top = max(0, cur.top - vh // 2)
                elif k in ("home", "g", "<"):
                    cur.following = False
                    cur.top = 0
                elif k in ("end", "F", "G", ">"):
                    cur.following = True
                elif k in ("/", "?"):
                    st_["prompt"], st_["value"] = "Search:", ""
                elif k in (":", "%"):
                    st_["prompt"], st_["value"] = "Go to line:", ""
                elif k in ("n", "."):
                    move_match(1)
                elif k in ("p", "N", ","):
                    move_match(-1)
    finally:
        out(SP_RESET + ESC + "[?25h" + ESC + "[?2004l" + ESC + "[?1049l")
    return 0


# ---------------------------------------------------------------- btail

def btail(args):
    follow = False
    n = 10
    names = []
    it = iter(args)
    for a in it:
        if a == "-f":
            follow = True
        elif a == "-n":
            n = int(next(it, "10"))
        elif a.startswith("-n="):
            n = int(a[3:])
        else:
            names.append(a)
    if not names:
        print("Error: Please provide a filename")
        return 1
    path = names[0]
    try:
        f = open(path, "rb")
    except OSError as e:
        print("Error: failed to open file %s: open %s: %s" % (path, path, e.strerror.lower()))
        return 1
    if n <= 0:
        n = 10
    data = f.read()
    # readLastNLines: back 2n lines from the end, then the first n of them
    count, offset = 0, len(data)
    for i in range(len(data) - 1, -1, -1):
        if data[i:i + 1] == b"\n":
            count += 1
            if count > n * 2:
                offset = i + 1
                break
    else:
        offset = 0
    buffered = []
    for raw in data[offset:].split(b"\n"):
        if len(buffered) >= n:
            break
        text = raw.decode("utf-8", "replace").strip()
        if text:
            buffered.append((text, time.time()))
    pos = len(data)

    m = {"auto": True, "y": 0, "last": 0, "searching": False, "value": ""}
    cursor = Cursor()
    screen = TeaScreen()
    keys = Keys()
    VH = lambda: size()[1] - 6
    VW = lambda: size()[0] - 4

    ip_re = re.compile(r"\b(?:\d{1,3}\.){3}\d{1,3}(:\d{1,5})?\b")
    url_re = re.compile(r"\b(?:https?|ftp|rtmp|smtp)://\S+")
    path_re = re.compile(r"\b[A-Za-z]:\\\S+|\b/[^ ]+")

    def highlight(text):
        text = ip_re.sub(lambda x: st(x.group(0), fg=231, bg=25), text)
        text = url_re.sub(lambda x: st(x.group(0), fg=231, bg=90), text)
        text = path_re.sub(lambda x: st(x.group(0), fg=231), text)
        return text

    def content():
        term = m["value"] if m["searching"] else ""
        c = ""
        matches = 0
        for text, t in buffered:
            h = highlight(text)
            if term:
                k = text.lower().count(term.lower())
                matches += k
                if k:
                    h = re.sub("(?i)" + re.escape(term), lambda x: st(x.group(0), fg=205, bg=237), h)
            stamp = time.strftime("%I:%M:%S %p", time.localtime(t))
            c += "[%s]\n%s\n\n" % (st(stamp, fg=240), h)
        return c.split("\n"), matches

    def max_y(lines):
        return max(0, len(lines) - VH())

    def view():
        lines, matches = content()
        if m["auto"]:
            m["y"] = max_y(lines)
        m["y"] = max(0, min(m["y"], max_y(lines)))
        visible = lines[m["y"]:m["y"] + VH()]
        inner = block("\n".join(visible), width=VW() - 2, height=VH() - 2, maxh=VH() - 2, maxw=VW() - 2)
        box = [st("┌" + "─" * (VW() - 2) + "┐", fg=240)]
        box += [st("│", fg=240) + ln + st("│", fg=240) for ln in inner]
        box.append(st("└" + "─" * (VW() - 2) + "┘", fg=240))
        title = st(" ", bg=237) + st("btail 🐝", fg=228, bg=237) + st(" ", bg=237)
        if m["searching"]:
            inp = textinput(m["value"], "Search...", size()[0] // 3, cursor)
            left = st(" ", bg=237) + st(inp, fg=205, bg=237) + st(" ", bg=237)
            msg = "matches: %d | buffer: %d/%d | esc: cancel" % (matches, len(buffered), 500)
            status = left + st(" ", bg=237) + st(msg, fg=241, bg=237) + st(" ", bg=237)
        else:
            status = st("    q: quit | ctrl+f: search    ", fg=241, bg=237)
        rows = [title] + box + [status]
        wide = max(vw(r) for r in rows)
        o = []
        for r in rows:
            gap = wide - vw(r)
            left = int(gap * 0.5 + 0.5)
            right = gap - left
            o.append(" " * left + r + " " * right)
        return "\n".join(o)

    tea_start()
    try:
        with Raw():
            while True:
                screen.draw(view())
                timeouts = [0.1] if follow else []
                t = cursor.timeout()
                if t is not None:
                    timeouts.append(t)
                k = keys.get(min(timeouts) if timeouts else None)
                if cursor.tick():
                    continue
                if k is None:
                    if follow:
                        try:
                            size_now = os.path.getsize(path)
                        except OSError:
                            size_now = pos
                        if size_now > pos:
                            f.seek(pos)
                            more = f.read(size_now - pos)
                            pos = size_now
                            for raw in more.split(b"\n")[:-1]:
                                buffered.append((raw.decode("utf-8", "replace") + "\n", time.time()))
                                if len(buffered) > 500:
                                    buffered.pop(0)
                    continue
                if k == "q" and not m["searching"]:
                    break
                if k == "ctrl+c":
                    break
                lines, _ = content()
                if k == "ctrl+f":
                    m["searching"] = not m["searching"]
                    m["value"] = ""
                    cursor.hidden = False
                    cursor.blinking = False
                elif k == "esc":
                    if m["searching"]:
                        m["searching"] = False
                        m["value"] = ""
                elif k == "up":
                    m["auto"] = False
                    m["y"] = max(0, m["y"] - 1)
                elif k == "down":
                    m["y"] = min(max_y(lines), m["y"] + 1)
                    if m["y"] >= max_y(lines):
                        m["auto"] = True
                elif k == "home":
                    m["auto"] = False
                    m["y"] = 0
                elif k == "end":
                    m["auto"] = True
                    m["y"] = max_y(lines)
                if m["searching"]:
                    if k == "backspace":
                        if m["value"]:
                            m["value"] = m["value"][:-1]
                            cursor.start()
                    elif len(k) == 1 and k.isprintable():
                        m["value"] += k
                        cursor.start()
                    continue
                if m["y"] != m["last"]:
                    m["auto"] = m["y"] >= max_y(lines)
                    m["last"] = m["y"]
                at_bottom = m["y"] >= max_y(lines)
                if k in ("up", "k"):
                    m["y"] = max(0, m["y"] - 1)
                elif k in ("down", "j") and not at_bottom:
                    m["y"] = min(max_y(lines), m["y"] + 1)
                elif k in ("pgdn", " ", "f") and not at_bottom:
                    m["y"] = min(max_y(lines), m["y"] + VH())
                elif k in ("pgup", "b"):
                    m["y"] = max(0, m["y"] - VH())
                elif k in ("d", "ctrl+d") and not at_bottom:
                    m["y"] = min(max_y(lines), m["y"] + VH() // 2)
                elif k in ("u", "ctrl+u"):
                    m["y"] = max(0, m["y"] - VH() // 2)
    finally:
        tea_stop()
    return 0


# ---------------------------------------------------------------- lazyman

WHATIS = [
    ("cron", "8", "daemon to execute scheduled commands (Vixie Cron)"),
    ("crontab", "1", "maintain crontab files for individual users (Vixie Cron)"),
    ("crontab", "5", "tables for driving cron"),
    ("run-parts", "8", "run scripts or programs in a directory"),
    ("systemd.timer", "5", "Timer unit configuration"),
]

LM_TITLE = {"bold": True, "fg": 170, "bg": 235}


def lm_title(text):
    return st(" ", bg=235) + st(text, **LM_TITLE) + st(" ", bg=235)


def lm_help(text):
    """helpStyle: grey, a blank row above, two blanks before."""
    body = "  " + st(text, fg=241)
    return " " * vw(body) + "\n" + body


def man_content(name, section):
    try:
        with open(os.path.join(MANDIR, "%s.%s.txt" % (name, section)), encoding="utf-8") as f:
            return f.read(), None
    except OSError:
        return "", "failed to get man page: exit status 16"


def lazyman(args):
    query = " ".join(args)
    pages = []
    if query:
        rx = re.compile(re.escape(query), re.I)
        for name, sec, desc in WHATIS:
            if rx.search(name) or rx.search(desc):
                pages.append((name, sec, desc))
    else:
        pages = sorted(((n, s, "") for n, s, _ in WHATIS), key=lambda p: p[0])
    m = {"mode": "list", "cursor": 0, "y": 0, "content": "", "preview": "", "query": "",
         "matches": [], "current": 0, "value": "", "err": None, "loading": True}
    cursor = Cursor()
    screen = TeaScreen()
    keys = Keys()

    def vp_height():
        return size()[1] - 5

    def vp_lines():
        return m["content"].replace("\r\n", "\n").split("\n")

    def max_y():
        return max(0, len(vp_lines()) - vp_height())

    def list_view():
        w, h = size()
        list_w = int(w * 0.6) or 80
        left = lm_title(" LazyMan - Manual Pages ") + "\n\n"
        bar = "  Sections: "
        for i, (sec, nm) in enumerate([("1", "General Commands"), ("2", "System Calls"), ("3", "Library Functions"),
                                        ("4", "Kernel Interfaces"), ("5", "File Formats"), ("6", "Games"),
                                        ("7", "Miscellaneous"), ("8", "System Manager's"), ("9", "Kernel Developer's")]):
            if i:
                bar += " "
            bar += st("[%s]%s" % (sec, nm), bold=True, fg=170)
        left += bar + "\n"
        if m["err"]:
            left += st("  Error: %s\n\n" % m["err"], bold=True, fg=196)
        left += st("  Showing %d man pages" % len(pages), fg=241) + "\n\n"
        start = max(0, m["cursor"] - 10)
        end = min(start + 20, len(pages))
        for i in range(start, end):
            name, sec, desc = pages[i]
            line = "%s(%s)" % (name, sec)
            if desc:
                line += " - " + desc
            if len(line) > list_w - 6:
                line = line[:list_w - 9] + "..."
            if i == m["cursor"]:
                left += "  " + st("▸ " + line, bold=True, fg=170)
            else:
                left += "    " + line
            left += "\n"
        left += "\n"
        left += lm_help("↑/k up • ↓/j down • enter view • / search • 1-9 toggle filter • r refresh • q quit")
        right = lm_title(" Preview ") + "\n\n"
        if m["preview"]:
            pw = w - list_w - 2
            lines = m["preview"].split("\n")[:vp_height()]
            right += "\n".join(block("\n".join(cut(ln, pw) for ln in lines), width=pw, height=vp_height(),
                                     maxh=vp_height(), maxw=pw))
        else:
            right += "  No preview available"
        ll = left.split("\n")
        rl = right.split("\n")
        o = ""
        for i in range(max(len(ll), len(rl))):
            if i < len(ll):
                line = ll[i]
                n = vw(line)
                if n < list_w:
                    line += " " * (list_w - n)
                elif n > list_w:
                    line = line.encode("utf-8")[:list_w].decode("utf-8", "surrogateescape")
                o += line
            else:
                o += " " * list_w
            o += st(" │ ", fg=240)
            if i < len(rl):
                o += rl[i]
            o += "\n"
        return o

    def detail_view():
        name, sec, _ = pages[m["cursor"]]
        b = lm_title(" %s(%s) " % (name, sec))
        if m["query"]:
            b += st("  [Search: %s - Match %d/%d]" % (m["query"], m["current"] + 1, len(m["matches"])), fg=241)
        b += "\n\n"
        w = size()[0]
        lines = vp_lines()
        if m["query"]:
            q = m["query"].lower()
            rows = []
            for i in range(m["y"], min(m["y"] + vp_height(), len(lines))):
                line = lines[i]
                if q in line.lower():
                    o, last = "", 0
                    while True:
                        j = line.lower().find(q, last)
                        if j < 0:
                            o += line[last:]
                            break
                        o += line[last:j] + st(line[j:j + len(q)], bold=True, fg=0, bg=226)
                        last = j + len(q)
                    rows.append(o)
                else:
                    rows.append(line)
            b += "\n".join(rows)
        else:
            visible = [cut(ln, w) for ln in lines[m["y"]:m["y"] + vp_height()]]
            b += "\n".join(block("\n".join(visible), width=w, height=vp_height(), maxh=vp_height(), maxw=w))
        b += "\n"
        if m["query"]:
            b += lm_help("↑/k up • ↓/j down • n next match • N prev match • / search • q/esc back")
        else:
            b += lm_help("↑/k up • ↓/j down • g top • G bottom • u/d half page • / search • q/esc back")
        return b

    def search_view():
        b = lm_title(" Search in Document ") + "\n\n"
        b += "  " + textinput(m["value"], "Search in document...", 50, cursor) + "\n\n"
        b += lm_help("enter search • esc cancel")
        return b

    def view():
        if m["loading"]:
            return "\n  Loading man pages...\n\n"
        if m["mode"] == "list":
            return list_view()
        if m["mode"] == "search":
            return search_view()
        return detail_view()

    def load_preview():
        if pages:
            name, sec, _ = pages[m["cursor"]]
            c, err = man_content(name, sec)
            m["preview"] = c if not err else "Error loading preview: " + err

    tea_start()
    try:
        with Raw():
            screen.draw(view())
            time.sleep(0.15)
            m["loading"] = False
            if query and len(pages) == 1:
                m["content"], m["err"] = man_content(pages[0][0], pages[0][1])
                m["mode"] = "detail"
            screen.draw(view())
            time.sleep(0.05)
            load_preview()
            while True:
                screen.draw(view())
                k = keys.get(cursor.timeout() if m["mode"] == "search" else None)
                if cursor.tick():
                    continue
                if k is None:
                    continue
                mode = m["mode"]
                if mode == "list":
                    if k == "ctrl+c":
                        break
                    if k == "q":
                        break
                    if k in ("up", "k") and m["cursor"] > 0:
                        m["cursor"] -= 1
                        load_preview()
                    elif k in ("down", "j") and m["cursor"] < len(pages) - 1:
                        m["cursor"] += 1
                        load_preview()
                    elif k == "enter" and pages:
                        c, err = man_content(pages[m["cursor"]][0], pages[m["cursor"]][1])
                        if err:
                            m["err"] = err
                        else:
                            m["content"], m["mode"], m["y"] = c, "detail", 0
                elif mode == "detail":
                    if k in ("ctrl+c", "q") or (k == "esc" and not m["query"]):
                        m.update(mode="list", content="", query="", matches=[], cursor=0)
                        load_preview()
                        continue
                    if k == "esc":
                        m.update(query="", matches=[], current=0)
                    elif k in ("up", "k"):
                        m["y"] = max(0, m["y"] - 1)
                    elif k in ("down", "j"):
                        m["y"] = min(max_y(), m["y"] + 1)
                    elif k == "g":
                        m["y"] = 0
                    elif k == "G":
                        m["y"] = max_y()
                    elif k == "u":
                        m["y"] = max(0, m["y"] - vp_height() // 2)
                    elif k == "d":
                        m["y"] = min(max_y(), m["y"] + vp_height() // 2)
                    elif k == "/":
                        m["mode"], m["value"] = "search", ""
                        cursor.start()
                        continue
                    elif k in ("n", "N") and m["matches"]:
                        step = 1 if k == "n" else -1
                        m["current"] = (m["current"] + step) % len(m["matches"])
                        m["y"] = min(max_y(), m["matches"][m["current"]])
                    # the viewport's own keys
                    if k in ("up", "k"):
                        m["y"] = max(0, m["y"] - 1)
                    elif k in ("down", "j"):
                        m["y"] = min(max_y(), m["y"] + 1)
                    elif k in ("pgdn", " ", "f"):
                        m["y"] = min(max_y(), m["y"] + vp_height())
                    elif k in ("pgup", "b"):
                        m["y"] = max(0, m["y"] - vp_height())
                    elif k in ("u", "ctrl+u"):
                        m["y"] = max(0, m["y"] - vp_height() // 2)
                    elif k in ("d", "ctrl+d"):
                        m["y"] = min(max_y(), m["y"] + vp_height() // 2)
                elif mode == "search":
                    if k == "esc":
                        m["mode"] = "detail"
                        cursor.blinking = False
                    elif k == "enter":
                        q = m["value"]
                        if q:
                            m["query"] = q
                            m["matches"] = [i for i, ln in enumerate(vp_lines()) if q.lower() in ln.lower()]
                            m["current"] = 0
                            if m["matches"]:
                                m["y"] = min(max_y(), m["matches"][0])
                        m["mode"] = "detail"
                        cursor.blinking = False
                    elif k == "ctrl+c":
                        break
                    elif k == "backspace":
                        if m["value"]:
                            m["value"] = m["value"][:-1]
                            cursor.start()
                    elif len(k) == 1 and k.isprintable():
                        m["value"] += k
                        cursor.start()
    finally:
        tea_stop()
    return 0


# ---------------------------------------------------------------- xxv

XXV_HELP = """Using XXV
=========

XXV is a hex viewer. There is no editing capability.
The file is displayed as a grid of bytes. The width
of the grid is 16 bytes by default, and can be
changed by pressing `w`.

Navigating
----------

The viewport is moved around the file with the
`h`, `j`, `k`, and `l` keys, or the arrow keys.

Pressing `H` (shift-h), or pressing the Home key,
moves the viewport to the left-most edge. And
pressing `L` or End moves the viewport to the
right-most edge.

Pressing `J` or Page Down, moves the viewport one
whole screen down, and pressing `K` or Page Up
moves the viewport one whole screen up.

Press `g` to open the "Go to" dialog, and jump to
arbitrary rows and columns.

Opening files
-------------

Press `o` to open the "Open file" dialog. The
current working directory is shown at the top.
Folders are on the left, and files are on the
right.

Press any letter key with the directory or file
list in focus, to jump to the directories or files
whose names start with that letter.

Press `s` to open the "Switch file" dialog. This
dialog lets you switch between recently opened
files. The last file you had open will be at the
top of the list.

The list of recently opened files is remembered
across restarts of XXV.

Press Del in the "Switch file" dialog to remove a
file from the list. This will also forget the
remembered line-width and viewport location.

Other features
--------------

Press `v` to switch the "visual" (text) column
between showing unicode replacement symbols, ASCII
replacement symbols, or not showing the visual
column at all.

Press `t` to switch between light and dark theme.
The theme selection is remembered across restarts.

Press `/` to open the search dialog.

Press `r` to reload the data in the viewport.
Press `R` to re-open the file, and then reload the
data.

Press the Esc key to close any dialog.

Press `q` to quit the program. This works even when
a dialog is open. Pressing Esc also quits if no
dialog is open.

Press `?` or F1 to show this help text.
"""

# the dark theme's colours, as SGR
XV_PRIMARY = "97"        # Light(White)
XV_SECONDARY = "94"      # Light(Blue)
XV_TERTIARY = "37"       # Dark(White)
XV_TITLE = "91"          # Light(Red)
XV_TITLE2 = "33"         # Dark(Yellow)
XV_HL = "37;41"          # highlight: Dark(White) on Dark(Red)
XV_HL_INACTIVE = "37;44"  # highlight_inactive: Dark(White) on Dark(Blue)


def xv_vis(b):
    if b < 0x20:
        return chr(0x2400 + b)
    if b == 0x20:
        return "\u2423"
    if b < 0x7f:
        return chr(b)
    if b == 0x7f:
        return "\u2421"
    return "\ufffd"


def xv_color(b):
    if b < 0x20 or b == 0x7f:
        return XV_TITLE
    if b == 0x20:
        return XV_SECONDARY
    if b < 0x7f:
        return XV_PRIMARY
    return XV_TITLE2


class Canvas:
    """A screen of cells, as cursive's ncurses backend keeps it."""

    def __init__(self, w, h):
        self.w, self.h = w, h
        self.cells = [[(" ", "0") for _ in range(w)] for _ in range(h)]

    def put(self, x, y, text, style="0"):
        for ch in text:
            if 0 <= x < self.w and 0 <= y < self.h:
                self.cells[y][x] = (ch, style)
            x += cw(ch)

    def fill(self, x, y, w, h, style="0"):
        for yy in range(y, y + h):
            self.put(x, yy, " " * w, style)

    def box(self, x, y, w, h, style=XV_PRIMARY):
        self.put(x, y, "┌" + "─" * (w - 2) + "┐", style)
        for yy in range(y + 1, y + h - 1):
            self.put(x, yy, "│", style)
            self.put(x + w - 1, yy, "│", style)
        self.put(x, y + h - 1, "└" + "─" * (w - 2) + "┘", style)

    def title(self, x, w, y, text, spacing=3):
        n = len(text)
        off = spacing + (w - 2 * spacing - n) // 2
        self.put(x + off - 2, y, "┤ ", XV_PRIMARY)
        self.put(x + off + n, y, " ├", XV_PRIMARY)
        self.put(x + off, y, text, XV_TITLE)

    def render(self):
        o = ESC + "[H"
        cur = None
        for y in range(self.h):
            o += ESC + "[%d;1H" % (y + 1)
            for x in range(self.w):
                ch, style = self.cells[y][x]
                if style != cur:
                    o += ESC + "[0;" + style + "m" if style != "0" else ESC + "[0m"
                    cur = style
                o += ch
        return o + ESC + "[0m"


def xxv(args):
    names = [a for a in args if not a.startswith("-")]
    if not names:
        sys.stderr.write("xxv: no file given, and no recently opened file to show.\n")
        return 1
    path = names[0]
    try:
        with open(path, "rb") as f:
            data = f.read()
    except OSError as e:
        sys.stderr.write("Could not open file \"%s\": %s\n" % (path, e.strerror))
        return 1
    line_width, group = 16, 8
    st_ = {"y": 0, "dialog": None, "ascii": "", "help_top": 0, "hits": []}
    keys = Keys()

    def draw():
        w, h = size()
        c = Canvas(w, h)
        inner_h = h - 1 - 2
        c.box(0, 0, w, h - 1)
        c.title(0, w, 0, os.path.basename(path))
        for r in range(inner_h):
            c.put(11, 1 + r, "│", XV_PRIMARY)
            c.put(61, 1 + r, "│", XV_PRIMARY)
        lines_in_file = len(data) // line_width
        for r in range(inner_h):
            line = st_["y"] + r
            base = line * line_width
            if base >= len(data):
                break
            c.put(1, 1 + r, "0x%08X" % base, XV_SECONDARY)
            hx, vx = 13, 62
            for i in range(line_width):
                off = base + i
                if off >= len(data):
                    break
                b = data[off]
                hit = any(s <= off < e for s, e in st_["hits"])
                style = XV_HL_INACTIVE if hit else xv_color(b)
                if i:
                    hx += 1
                c.put(hx, 1 + r, "%02x" % b, style)
                hx += 2
                c.put(vx, 1 + r, xv_vis(b), style)
                vx += 1
                if (i + 1) % group == 0 and i + 1 < line_width:
                    c.put(hx, 1 + r, "\u00a6", "0")
                    c.put(vx, 1 + r, "\u00a6", "0")
                    vx += 1
        # the hints bar
        x = 1
        for word in ("Quit", "Go to", "Open", "Switch", "Visual", "Width"):
            c.put(x, h - 1, word[0], XV_TERTIARY + ";4")
            c.put(x + 1, h - 1, word[1:] + "   ", XV_TERTIARY)
            x += len(word) + 3
        d = st_["dialog"]
        if d == "search":
            dw, dh = 59, 6
            dx, dy = (w - dw) // 2, (h - dh) // 2
            c.fill(dx, dy, dw, dh)
            c.box(dx, dy, dw, dh)
            c.title(dx, dw, dy, "Search")
            asc = st_["ascii"]
            hx = "".join("%02x" % b for b in asc.encode("latin-1", "replace"))
            c.put(dx + 2, dy + 1, "ASCII: ")
            field = asc + "_" * (48 - len(asc))
            c.put(dx + 9, dy + 1, field, XV_SECONDARY + ";7")
            c.put(dx + 9 + len(asc), dy + 1, "_", XV_SECONDARY)
            c.put(dx + 2, dy + 2, "HEX:   ")
            if asc:
                c.put(dx + 9, dy + 2, hx + "_" * (48 - len(hx)), XV_SECONDARY)
            else:
                c.put(dx + 9, dy + 2, "_" * 48, XV_SECONDARY + ";7")
            c.put(dx + dw - 2 - 17, dy + 4, "<Cancel> <Search>", XV_PRIMARY)
        elif d == "help":
            text = XXV_HELP.rstrip("\n").split("\n")
            tw = max(len(t) for t in text)
            ch = h - 4
            dw, dh = tw + 2 + 4, h
            dx, dy = (w - dw) // 2, 0
            c.fill(dx, dy, dw, dh)
            c.box(dx, dy, dw, dh)
            top = st_["help_top"]
            for r in range(ch):
                if top + r < len(text):
                    c.put(dx + 2, dy + 1 + r, text[top + r], XV_PRIMARY)
            sx = dx + 2 + tw + 1
            for r in range(ch):
                c.put(sx, dy + 1 + r, "|", XV_PRIMARY)
            thumb = max(1, ch * ch // len(text))
            start = (ch - thumb) * top // max(1, len(text) - ch)
            for r in range(thumb):
                c.put(sx, dy + 1 + start + r, "\u2592", XV_HL)
            c.put(dx + dw - 2 - 4, dy + dh - 2, "<Ok>", XV_PRIMARY)
        out(ESC + "[?25l" + c.render())

    out(ESC + "[?1049h" + ESC + "[?1h" + ESC + "=" + ESC + "[?1002h" + ESC + "[?25l" + ESC + "[2J")
    try:
        with Raw():
            while True:
                draw()
                k = keys.get(None)
                if k is None:
                    continue
                w, h = size()
                inner_h = h - 3
                last = max(0, len(data) // line_width)
                d = st_["dialog"]
                if k == "q" and d != "search":
                    break
                if d == "search":
                    if k == "esc":
                        st_["dialog"] = None
                    elif k == "enter":
                        pat = st_["ascii"].encode("latin-1", "replace")
                        st_["hits"] = []
                        if pat:
                            i = data.find(pat)
                            while i >= 0:
                                st_["hits"].append((i, i + len(pat)))
                                i = data.find(pat, i + 1)
                        st_["dialog"] = None
                    elif k == "backspace":
                        st_["ascii"] = st_["ascii"][:-1]
                    elif len(k) == 1 and k.isprintable() and len(st_["ascii"]) < 47:
                        st_["ascii"] += k
                    continue
                if d == "help":
                    if k in ("esc", "enter"):
                        st_["dialog"] = None
                    elif k == "down":
                        st_["help_top"] = min(st_["help_top"] + 1, len(XXV_HELP.split("\n")) - (h - 4))
                    elif k == "up":
                        st_["help_top"] = max(0, st_["help_top"] - 1)
                    continue
                if k == "esc":
                    break
                if k in ("?", "f1"):
                    st_["dialog"], st_["help_top"] = "help", 0
                elif k == "/":
                    st_["dialog"], st_["ascii"] = "search", ""
                elif k in ("j", "down"):
                    st_["y"] = min(last, st_["y"] + 1)
                elif k in ("k", "up"):
                    st_["y"] = max(0, st_["y"] - 1)
                elif k in ("J", "pgdn"):
                    st_["y"] = min(last, st_["y"] + inner_h)
                elif k in ("K", "pgup"):
                    st_["y"] = max(0, st_["y"] - inner_h)
                elif k == "r":
                    st_["hits"] = []
    finally:
        out(ESC + "[0m" + ESC + "[?1002l" + ESC + "[?1l" + ESC + ">" + ESC + "[?25h" + ESC + "[?1049l")
    return 0


TOOLS = {"streampager": streampager, "btail": btail, "lazyman": lazyman, "xxv": xxv}

if __name__ == "__main__":
    if len(sys.argv) < 2 or sys.argv[1] not in TOOLS:
        sys.stderr.write("usage: %s {%s} [ARGS...]\n" % (sys.argv[0], ",".join(TOOLS)))
        sys.exit(2)
    sys.exit(TOOLS[sys.argv[1]](sys.argv[2:]) or 0)
