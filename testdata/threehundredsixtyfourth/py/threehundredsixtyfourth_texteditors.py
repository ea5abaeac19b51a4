#!/usr/bin/env python3
"""The threehundredsixtyfourth set's imitations of four terminal text
editors, modal and modeless, that Debian does not package, each run as
`threehundredsixtyfourth_texteditors.py TOOL FILE...` and drawing, keys
read raw a key at a time, what the editor draws at its moments (from its
documentation, source and published snapshots as known):

  grief     adamyg's GRIEF, a BRIEF-like editor in C (`gr notes.txt`):
            the alternate screen, the keypad's application mode set; a
            tiled window framed in single lines on blue, the buffer's
            name in its top edge, the echo line on the last row (the
            character under the cursor, `Line:`, `Col:` and the time at
            its right), where it asks (`Edit file: ` by Alt-E, `Search
            fwd: ` by Alt-S, `Enter new output file name: ` by Alt-O,
            `1 buffer has not been saved. Exit [ynw]? ` by Alt-X on a
            changed buffer); F12 its menu bar (`File  Edit  View  Find
            Options  Tools  Windows  Help`), Enter the File menu dropped
            under it, each command beside the keys bound to it
  textarea  rhysd's tui-textarea, its `editor` example over two files
            (ratatui on crossterm: the alternate screen, the mouse
            reported, the terminal's cursor hidden and a reversed cell
            drawn): line numbers, the cursor's line underlined, a
            reverse status row (`[1/2]`, ` notes.txt [modified] `,
            `(1,1)`) over a row of keys (`Press ^Q to quit, ^S to save,
            ^G to search, ^T to switch buffer`); ^G a framed `Search`
            box over the text, the matches on blue, its keys under the
            status row; ^T the next buffer
  goeditor  ionut-t's goeditor, a vim-like editor component on Bubble
            Tea, as its basic example draws it over a file (the
            alternate screen, bracketed paste, the terminal's cursor
            hidden, a block drawn): line numbers, the cursor's line
            shaded, a status row of the mode (` NORMAL `, ` INSERT `,
            ` COMMAND `, ` SEARCH ` in their colours) and `row/col ` at
            its right, the command row under it (`:` and the command,
            `/` and the search, messages and errors in colour)
  edtui     preiter93's edtui, a vim-like editor widget for ratatui, as
            its example app draws it over a file (the alternate screen,
            the mouse reported, bracketed paste, the terminal's cursor
            hidden, a cell drawn): a thick frame titled `|Editor|`, the
            text, a status row inside it with the mode centred in ten
            cells on green (`Normal`, `Insert`, `Visual`, `Search`) and
            `/` and the search typed after it
"""

import os
import select
import sys
import termios
import tty
import unicodedata

ESC = "\x1b"
CSI = ESC + "["


def out(s):
    sys.stdout.write(s)
    sys.stdout.flush()


def size():
    try:
        s = os.get_terminal_size(sys.stdout.fileno())
        return s.columns, s.lines
    except OSError:
        return 80, 24


KEYS = {
    "[A": "up", "[B": "down", "[C": "right", "[D": "left",
    "OA": "up", "OB": "down", "OC": "right", "OD": "left",
    "[H": "home", "[F": "end", "OH": "home", "OF": "end",
    "[3~": "delete", "[5~": "pgup", "[6~": "pgdn", "[Z": "btab",
    "[24~": "f12", "[21~": "f10", "OP": "f1", "[15~": "f5",
}


def readkey():
    """A key: a character, a name for a special key, `alt-x` for Esc
    and a character sent together, `esc` for Esc alone."""
    fd = sys.stdin.fileno()
    b = os.read(fd, 1)
    if b != b"\x1b":
        if b and b[0] >= 0xC0:
            n = 1 if b[0] < 0xE0 else (2 if b[0] < 0xF0 else 3)
            b += os.read(fd, n)
        return b.decode("utf-8", "replace")
    seq = ""
    while True:
        r, _, _ = select.select([fd], [], [], 0.05)
        if not r:
            break
        seq += os.read(fd, 1).decode("latin-1")
        if len(seq) == 1 and seq not in "[O":
            return "alt-" + seq
        if len(seq) >= 2 and (seq[-1].isalpha() or seq[-1] == "~"):
            break
    if seq == "":
        return "esc"
    return KEYS.get(seq, "esc")


class Raw:
    def __enter__(self):
        self.fd = sys.stdin.fileno()
        self.old = termios.tcgetattr(self.fd)
        tty.setraw(self.fd)
        return self

    def __exit__(self, *a):
        termios.tcsetattr(self.fd, termios.TCSADRAIN, self.old)


def cw(ch):
    if unicodedata.combining(ch):
        return 0
    return 2 if unicodedata.east_asian_width(ch) in ("W", "F") else 1


class Grid:
    """A screen of cells, each a character and its SGR, drawn at once."""

    def __init__(self, w, h, base=""):
        self.w, self.h = w, h
        self.cells = [[(" ", base) for _ in range(w)] for _ in range(h)]

    def put(self, r, c, text, sgr=""):
        if r < 0 or r >= self.h:
            return c
        for ch in text:
            n = cw(ch)
            if c >= self.w:
                break
            if c >= 0:
                self.cells[r][c] = (ch, sgr)
                if n == 2 and c + 1 < self.w:
                    self.cells[r][c + 1] = ("", sgr)
            c += n
        return c

    def fill(self, r, c0, c1, sgr, ch=" "):
        for c in range(max(c0, 0), min(c1, self.w)):
            if 0 <= r < self.h:
                self.cells[r][c] = (ch, sgr)

    def style(self, r, c, sgr):
        if 0 <= r < self.h and 0 <= c < self.w:
            self.cells[r][c] = (self.cells[r][c][0], sgr)

    def flush(self, cursor=None):
        o = [CSI + "?25l" + CSI + "0m"]
        for r, row in enumerate(self.cells):
            o.append(CSI + "%d;1H" % (r + 1))
            cur = None
            for ch, s in row:
                if ch == "":
                    continue
                if s != cur:
                    o.append(CSI + "0" + (";" + s if s else "") + "m")
                    cur = s
                o.append(ch)
        o.append(CSI + "0m")
        if cursor is not None:
            o.append(CSI + "%d;%dH" % (cursor[0] + 1, cursor[1] + 1) + CSI + "?25h")
        out("".join(o))


def read_lines(path, keep_last=False):
    try:
        with open(path, errors="replace") as f:
            text = f.read()
    except OSError:
        return [""]
    lines = text.split("\n")
    if not keep_last and len(lines) > 1 and lines[-1] == "":
        lines.pop()
    return lines


def fg(r, g, b):
    return "38;2;%d;%d;%d" % (r, g, b)


def bg(r, g, b):
    return "48;2;%d;%d;%d" % (r, g, b)


def hexc(h):
    h = h.lstrip("#")
    return (int(h[0:2], 16), int(h[2:4], 16), int(h[4:6], 16))


class Text:
    """A buffer of lines with a cursor, edited as the editors here edit."""

    def __init__(self, lines):
        self.lines = lines or [""]
        self.row, self.col = 0, 0
        self.modified = False

    def insert(self, s):
        line = self.lines[self.row]
        self.lines[self.row] = line[:self.col] + s + line[self.col:]
        self.col += len(s)
        self.modified = True

    def backspace(self):
        if self.col > 0:
            line = self.lines[self.row]
            self.lines[self.row] = line[:self.col - 1] + line[self.col:]
            self.col -= 1
            self.modified = True

    def newline(self):
        line = self.lines[self.row]
        self.lines[self.row:self.row + 1] = [line[:self.col], line[self.col:]]
        self.row += 1
        self.col = 0
        self.modified = True

    def move(self, k, past_end=True):
        if k == "up" and self.row > 0:
            self.row -= 1
        elif k == "down" and self.row < len(self.lines) - 1:
            self.row += 1
        elif k == "left" and self.col > 0:
            self.col -= 1
        elif k == "right":
            self.col += 1
        elif k == "home":
            self.col = 0
        elif k == "end":
            self.col = len(self.lines[self.row])
        limit = len(self.lines[self.row]) if past_end else max(0, len(self.lines[self.row]) - 1)
        self.col = min(self.col, limit)

    def find(self, pat, start_row, start_col):
        """The next match of pat at or after (row, col), wrapping."""
        if not pat:
            return None
        n = len(self.lines)
        for i in range(n + 1):
            r = (start_row + i) % n
            c0 = start_col if i == 0 else 0
            j = self.lines[r].lower().find(pat.lower(), c0)
            if j >= 0:
                return r, j
        return None


# ---------------------------------------------------------------- GRIEF

GR_BG = "44"
GR_TEXT = "37;44"
GR_FRAME = "36;44"
GR_TITLE = "1;33;44"
GR_ECHO = "37;44"
GR_PROMPT = "1;37;44"
GR_MENU = "30;46"
GR_MENUKEY = "1;31;46"
GR_MENUSEL = "1;37;40"
GR_POPUP = "30;46"
GR_POPSEL = "1;37;40"
GR_POPTITLE = "1;37;46"

GR_MENUBAR = "&File  &Edit  &View  &Find  &Options  &Tools  &Windows  &Help"

# The File menu as GRIEF's menu macros build it: each command, then the
# keys bound to it (`<F10> macro` where none is).
GR_FILE_MENU = [
    (" Command line", "<F10>,<Alt-:>"),
    (" Open", "<Alt-E>"),
    (" Close", "<Ctrl-Minus>"),
    (" Insert file", "<Alt-R>"),
    ("", ""),
    (" Save File", "<Alt-W>"),
    (" Save file as ...", "<F10> write_buffer_as"),
    (" Filter region", "<F10> pipe_region"),
    (" Save all buffers", "<F10> write_buffers"),
    ("", ""),
    (" Reload file", "<F10> edit_again"),
    (" Rename file", "<Alt-O>"),
    (" Make file writable", "<F10> rw"),
    ("", ""),
    (" Change directory", "<F10> change_directory"),
    (" Print", "<F10> print"),
    (" Exit", "<Alt-X>"),
]


def grief(args):
    path = args[0] if args else ""
    name = os.path.basename(path) if path else "newfile"
    buf = Text(read_lines(path) if path else [""])
    st = {"top": 0, "prompt": None, "input": "", "msg": "", "menubar": False,
          "menu": False, "sel": 0, "ask": None}
    clock = "10:35am"

    def echo_status():
        line = buf.lines[buf.row]
        if buf.col < len(line):
            ch = line[buf.col]
            cv = " [%s] " % ch if ch.isprintable() else " ^%s  " % chr(64 + ord(ch))
            virt = " "
        elif buf.row == len(buf.lines) - 1 and buf.col >= len(line) and line == "":
            cv, virt = " EOF ", " "
        else:
            cv, virt = " EOL ", "$"
        ln = ("Line:%-5u" if buf.row + 1 > 9999 else "Line: %-4u") % (buf.row + 1)
        co = ("Col:%-3u" if buf.col + 1 > 99 else "Col: %-2u") % (buf.col + 1)
        return cv + virt + " " + ln + " " + co + " " + clock

    def draw():
        W, H = size()
        g = Grid(W, H, GR_TEXT)
        y0 = 0
        if st["menubar"]:
            g.fill(0, 0, W, GR_MENU)
            c = 0
            text = GR_MENUBAR
            first = True
            i = 0
            while i < len(text):
                ch = text[i]
                if ch == "&":
                    i += 1
                    sel = first
                    word_end = text.find(" ", i)
                    word = text[i:] if word_end < 0 else text[i:word_end]
                    if sel:
                        g.put(0, c, word, GR_MENUSEL)
                    else:
                        g.put(0, c, word[0], GR_MENUKEY)
                        g.put(0, c + 1, word[1:], GR_MENU)
                    c += len(word)
                    i += len(word)
                    first = False
                    continue
                g.put(0, c, ch, GR_MENU)
                c += 1
                i += 1
            y0 = 1
        # the tiled window
        top, bottom = y0, H - 2
        g.put(top, 0, "┌" + "─" * (W - 2) + "┐", GR_FRAME)
        title = " " + name + " "
        g.put(top, (W - len(title)) // 2, title, GR_TITLE)
        for r in range(top + 1, bottom):
            g.put(r, 0, "│", GR_FRAME)
            g.put(r, W - 1, "│", GR_FRAME)
        g.put(bottom, 0, "└" + "─" * (W - 2) + "┘", GR_FRAME)
        rows = bottom - top - 1
        if buf.row < st["top"]:
            st["top"] = buf.row
        if buf.row >= st["top"] + rows:
            st["top"] = buf.row - rows + 1
        for i in range(rows):
            n = st["top"] + i
            if n < len(buf.lines):
                g.put(top + 1 + i, 1, buf.lines[n][:W - 2], GR_TEXT)
        cursor = (top + 1 + buf.row - st["top"], 1 + buf.col)
        # the echo line
        if st["prompt"] is not None:
            c = g.put(H - 1, 0, st["prompt"], GR_PROMPT)
            c = g.put(H - 1, c, st["input"], GR_ECHO)
            cursor = (H - 1, c)
        else:
            if st["msg"]:
                g.put(H - 1, 0, st["msg"], GR_ECHO)
            s = echo_status()
            g.put(H - 1, W - len(s), s, GR_ECHO)
        if st["menu"]:
            width = max(len(m) for m, _ in GR_FILE_MENU) + 4
            rowsm = []
            for m, k in GR_FILE_MENU:
                if m == "":
                    rowsm.append("  " + "-" * (width - 5))
                else:
                    rowsm.append(m.ljust(width) + k)
            bw = max(len(x) for x in rowsm) + 1
            x, y = 0, 1
            g.put(y, x, "┌" + "─" * bw + "┐", GR_POPUP)
            g.put(y, x + (bw + 2 - len(" File ")) // 2, " File ", GR_POPTITLE)
            items = [i for i, (m, _) in enumerate(GR_FILE_MENU) if m]
            cur = items[st["sel"]]
            for i, line in enumerate(rowsm):
                g.put(y + 1 + i, x, "│", GR_POPUP)
                g.put(y + 1 + i, x + 1, line.ljust(bw), GR_POPSEL if i == cur else GR_POPUP)
                g.put(y + 1 + i, x + bw + 1, "│", GR_POPUP)
            g.put(y + 1 + len(rowsm), x, "└" + "─" * bw + "┘", GR_POPUP)
            cursor = None
        elif st["menubar"]:
            cursor = (0, 3)
        g.flush(cursor)

    def ask(prompt, then):
        st["prompt"], st["input"], st["ask"] = prompt, "", then

    def done_exit(k):
        k = k.lower()
        if k == "y":
            return True
        if k == "w":
            return True
        st["prompt"] = None
        st["msg"] = ""
        return False

    out(ESC + "[?1049h" + ESC + "[?1h" + ESC + "=")
    try:
        with Raw():
            while True:
                draw()
                k = readkey()
                if st["menu"]:
                    items = [i for i, (m, _) in enumerate(GR_FILE_MENU) if m]
                    if k == "down" and st["sel"] < len(items) - 1:
                        st["sel"] += 1
                    elif k == "up" and st["sel"] > 0:
                        st["sel"] -= 1
                    elif k == "esc":
                        st["menu"] = False
                    elif k in ("\r", "\n"):
                        st["menu"] = st["menubar"] = False
                    continue
                if st["menubar"]:
                    if k in ("\r", "\n", "down"):
                        st["menu"], st["sel"] = True, 0
                    elif k == "esc":
                        st["menubar"] = False
                    continue
                if st["prompt"] is not None:
                    if st["ask"] == "exit":
                        if k.lower() in ("y", "n", "w"):
                            if done_exit(k):
                                return
                        elif k == "esc":
                            st["prompt"] = None
                        continue
                    if k == "esc":
                        st["prompt"], st["msg"] = None, ""
                    elif k in ("\x7f", "\x08"):
                        st["input"] = st["input"][:-1]
                    elif k in ("\r", "\n"):
                        what, val = st["ask"], st["input"]
                        st["prompt"] = None
                        if what == "search":
                            m = buf.find(val, buf.row, buf.col + 1)
                            if m:
                                buf.row, buf.col = m
                                st["msg"] = ""
                            else:
                                st["msg"] = "Pattern not found."
                        elif what == "output":
                            st["msg"] = "Output file name changed."
                        else:
                            st["msg"] = ""
                    elif len(k) == 1 and k.isprintable():
                        st["input"] += k
                    continue
                st["msg"] = ""
                if k == "alt-e":
                    ask("Edit file: ", "edit")
                elif k in ("alt-s", "f5"):
                    ask("Search fwd: ", "search")
                elif k == "alt-o":
                    ask("Enter new output file name: ", "output")
                elif k == "alt-g":
                    ask("Go to line: ", "goto")
                elif k == "alt-x":
                    if buf.modified:
                        st["prompt"], st["input"], st["ask"] = "1 buffer has not been saved. Exit [ynw]? ", "", "exit"
                    else:
                        return
                elif k == "f12":
                    st["menubar"] = True
                elif k in ("up", "down", "left", "right", "home", "end"):
                    buf.move(k)
                elif k in ("\r", "\n"):
                    buf.newline()
                elif k in ("\x7f", "\x08"):
                    buf.backspace()
                elif len(k) == 1 and k.isprintable():
                    buf.insert(k)
    finally:
        out(CSI + "0m" + CSI + "2J" + ESC + "[?1l" + ESC + ">" + ESC + "[?1049l" + CSI + "?25h")


# ---------------------------------------------------------------- tui-textarea

def textarea(args):
    bufs = []
    for p in args:
        bufs.append({"path": p, "text": Text(read_lines(p)), "top": 0})
    if not bufs:
        sys.stderr.write("USAGE: cargo run --example editor FILE1 [FILE2...]\n")
        sys.exit(1)
    st = {"cur": 0, "search": False, "query": "", "msg": None}
    REV = "7"
    BOLD = "1"

    def lnum(n, total):
        digits = len(str(total))
        return " " * (digits - len(str(n)) + 1) + str(n) + " "

    def draw():
        W, H = size()
        g = Grid(W, H)
        b = bufs[st["cur"]]
        t = b["text"]
        y = 0
        if st["search"]:
            g.put(0, 0, "┌Search" + "─" * (W - 8) + "┐")
            g.put(1, 0, "│")
            g.put(1, W - 1, "│")
            g.put(1, 1, st["query"], "4")
            g.put(1, 1 + len(st["query"]), " ", REV)
            g.put(2, 0, "└" + "─" * (W - 2) + "┘")
            y = 3
        rows = H - 2 - y
        if t.row < b["top"]:
            b["top"] = t.row
        if t.row >= b["top"] + rows:
            b["top"] = t.row - rows + 1
        total = len(t.lines)
        for i in range(rows):
            n = b["top"] + i
            if n >= total:
                break
            num = lnum(n + 1, total)
            c = g.put(y + i, 0, num, "90")
            line = t.lines[n]
            under = "4" if n == t.row and not st["search"] else ""
            g.put(y + i, c, line, under)
            q = st["query"]
            if st["search"] and q:
                j = line.find(q)
                while j >= 0:
                    for x in range(j, j + len(q)):
                        g.style(y + i, c + x, "44")
                    j = line.find(q, j + len(q))
            if n == t.row:
                cc = c + t.col
                ch = line[t.col] if t.col < len(line) else " "
                s = under
                if st["search"] and q and any(line.find(q, k) == k for k in range(max(0, t.col - len(q) + 1), t.col + 1)):
                    s = "44"
                g.put(y + i, cc, ch, ";".join(x for x in (s, REV) if x))
        # status row
        slot = "[%d/%d]" % (st["cur"] + 1, len(bufs))
        mod = " [modified]" if t.modified else ""
        pth = " %s%s " % (b["path"], mod)
        cur = "(%d,%d)" % (t.row + 1, t.col + 1)
        g.fill(H - 2, 0, W, REV)
        g.put(H - 2, 0, slot, REV)
        g.put(H - 2, len(slot), pth, REV)
        g.put(H - 2, W - len(cur), cur, REV)
        # message row
        if st["msg"] is not None:
            g.put(H - 1, 0, st["msg"])
        elif st["search"]:
            parts = [("Press ", ""), ("Enter", BOLD), (" to jump to first match and close, ", ""),
                     ("Esc", BOLD), (" to close, ", ""), ("^G or ↓ or ^N", BOLD),
                     (" to search next, ", ""), ("M-G or ↑ or ^P", BOLD), (" to search previous", "")]
            c = 0
            for s, a in parts:
                c = g.put(H - 1, c, s, a)
        else:
            parts = [("Press ", ""), ("^Q", BOLD), (" to quit, ", ""), ("^S", BOLD), (" to save, ", ""),
                     ("^G", BOLD), (" to search, ", ""), ("^T", BOLD), (" to switch buffer", "")]
            c = 0
            for s, a in parts:
                c = g.put(H - 1, c, s, a)
        st["msg"] = None
        g.flush(None)

    out(ESC + "[?1049h" + ESC + "[?1000h" + ESC + "[?1002h" + ESC + "[?1003h" + ESC + "[?1015h" + ESC + "[?1006h")
    try:
        with Raw():
            while True:
                draw()
                k = readkey()
                t = bufs[st["cur"]]["text"]
                if st["search"]:
                    if k == "esc":
                        st["search"], st["query"] = False, ""
                    elif k in ("\r", "\n"):
                        m = t.find(st["query"], t.row, t.col)
                        if m:
                            t.row, t.col = m
                        else:
                            st["msg"] = "Pattern not found"
                        st["search"], st["query"] = False, ""
                    elif k in ("\x07", "\x0e", "down"):
                        m = t.find(st["query"], t.row, t.col + 1)
                        if m:
                            t.row, t.col = m
                    elif k in ("\x7f", "\x08"):
                        st["query"] = st["query"][:-1]
                    elif len(k) == 1 and k.isprintable():
                        st["query"] += k
                    continue
                if k == "\x11":
                    return
                if k == "\x14":
                    st["cur"] = (st["cur"] + 1) % len(bufs)
                    st["msg"] = "Switched to buffer #%d" % (st["cur"] + 1)
                elif k == "\x13":
                    b = bufs[st["cur"]]
                    if b["text"].modified:
                        with open(b["path"], "w") as f:
                            f.write("\n".join(b["text"].lines) + "\n")
                        b["text"].modified = False
                    st["msg"] = "Saved!"
                elif k == "\x07":
                    st["search"] = True
                elif k in ("up", "down", "left", "right", "home", "end"):
                    t.move(k)
                elif k in ("\r", "\n"):
                    t.newline()
                elif k in ("\x7f", "\x08"):
                    t.backspace()
                elif len(k) == 1 and k.isprintable():
                    t.insert(k)
    finally:
        out(CSI + "0m" + ESC + "[?1006l" + ESC + "[?1015l" + ESC + "[?1003l" + ESC + "[?1002l" + ESC + "[?1000l" +
            ESC + "[?1049l" + CSI + "?25h")


# ---------------------------------------------------------------- goeditor

GE = {
    "base": hexc("1e1e2e"), "text": hexc("cdd6f4"), "surface0": hexc("313244"),
    "teal": hexc("94e2d5"), "blue": hexc("89b4fa"), "mauve": hexc("cba6f7"),
    "peach": hexc("fab387"), "yellow": hexc("f9e2af"), "overlay0": hexc("6c7086"),
    "curline": hexc("2a2b3c"), "red": hexc("f38ba8"), "green": hexc("a6e3a1"),
    "sel": hexc("45475a"),
}


def goeditor(args):
    path = args[0] if args else "test.md"
    t = Text(read_lines(path, keep_last=True))
    st = {"mode": "NORMAL", "cmd": "", "search": "", "msg": None, "err": None, "top": 0,
          "anchor": None}
    MODE_BG = {"NORMAL": "teal", "INSERT": "blue", "VISUAL": "mauve", "COMMAND": "peach", "SEARCH": "yellow"}

    def draw():
        W, H = size()
        g = Grid(W, H)
        rows = H - 2
        if t.row < st["top"]:
            st["top"] = t.row
        if t.row >= st["top"] + rows:
            st["top"] = t.row - rows + 1
        total = len(t.lines)
        numw = max(4, len(str(total)))
        for i in range(rows):
            n = st["top"] + i
            if n >= total:
                break
            r = i
            cur = n == t.row
            if cur:
                g.fill(r, 0, W, bg(*GE["curline"]))
                g.put(r, 0, str(n + 1).rjust(numw) + " ", "1;" + fg(*GE["text"]) + ";" + bg(*GE["curline"]))
            else:
                g.put(r, 0, str(n + 1).rjust(numw) + " ", fg(*GE["overlay0"]))
            line = t.lines[n]
            base = fg(*GE["text"]) + (";" + bg(*GE["curline"]) if cur else "")
            g.put(r, numw + 1, line, base)
            if st["mode"] == "SEARCH" and st["search"]:
                q = st["search"].lower()
                j = line.lower().find(q)
                while j >= 0:
                    for x in range(j, j + len(q)):
                        g.style(r, numw + 1 + x, "1;" + fg(*GE["base"]) + ";" + bg(*GE["yellow"]))
                    j = line.lower().find(q, j + len(q))
            if st["anchor"] is not None and n == t.row:
                a, b = sorted((st["anchor"], t.col))
                for x in range(a, b + 1):
                    g.style(r, numw + 1 + x, fg(*GE["text"]) + ";" + bg(*GE["sel"]))
            if cur and st["mode"] not in ("COMMAND", "SEARCH"):
                cc = numw + 1 + t.col
                ch = line[t.col] if t.col < len(line) else " "
                g.put(r, cc, ch, fg(*GE["base"]) + ";" + bg(*GE["text"]))
        # status row
        label = " %s " % st["mode"]
        g.fill(H - 2, 0, W, fg(*GE["text"]) + ";" + bg(*GE["surface0"]))
        g.put(H - 2, 0, label, "1;" + fg(*GE["base"]) + ";" + bg(*GE[MODE_BG[st["mode"]]]))
        info = "%d/%d " % (t.row + 1, t.col + 1)
        g.put(H - 2, W - len(info), info, fg(*GE["text"]) + ";" + bg(*GE["surface0"]))
        # command row
        g.fill(H - 1, 0, W, fg(*GE["text"]) + ";" + bg(*GE["base"]))
        if st["mode"] == "SEARCH":
            c = g.put(H - 1, 0, "/", "1;" + fg(*GE["yellow"]))
            c = g.put(H - 1, c, st["search"], fg(*GE["text"]))
            g.put(H - 1, c, " ", "7")
        elif st["err"]:
            g.put(H - 1, 0, st["err"], "1;" + fg(*GE["red"]) + ";" + bg(*GE["base"]))
        elif st["msg"]:
            g.put(H - 1, 0, st["msg"], fg(*GE["green"]) + ";" + bg(*GE["base"]))
        elif st["mode"] == "COMMAND":
            g.put(H - 1, 0, ":" + st["cmd"], fg(*GE["text"]) + ";" + bg(*GE["base"]))
        g.flush(None)

    def execute(cmd):
        cmd = cmd.strip()
        if cmd in ("q",):
            if t.modified:
                st["err"] = "unsaved changes (use :q! to override)"
                return False
            return True
        if cmd == "q!":
            return True
        if cmd == "w" or cmd.startswith("w ") or cmd == "wq":
            if not t.modified and cmd == "w":
                st["err"] = "no changes to save"
                return False
            target = cmd[2:].strip() if cmd.startswith("w ") else path
            with open(target, "w") as f:
                f.write("\n".join(t.lines))
            t.modified = False
            st["msg"] = "file saved to %s" % target
            return cmd == "wq"
        st["err"] = "invalid command"
        return False

    out(ESC + "[?1049h" + ESC + "[?2004h")
    try:
        with Raw():
            while True:
                draw()
                k = readkey()
                st["msg"] = st["err"] = None
                m = st["mode"]
                if m == "INSERT":
                    if k == "esc":
                        st["mode"] = "NORMAL"
                        t.col = max(0, t.col - 1)
                    elif k in ("\r", "\n"):
                        t.newline()
                    elif k in ("\x7f", "\x08"):
                        t.backspace()
                    elif k in ("up", "down", "left", "right"):
                        t.move(k)
                    elif len(k) == 1 and k.isprintable():
                        t.insert(k)
                elif m == "COMMAND":
                    if k == "esc":
                        st["mode"] = "NORMAL"
                    elif k in ("\x7f", "\x08"):
                        if st["cmd"]:
                            st["cmd"] = st["cmd"][:-1]
                        else:
                            st["mode"] = "NORMAL"
                    elif k in ("\r", "\n"):
                        st["mode"] = "NORMAL"
                        if execute(st["cmd"]):
                            return
                        st["cmd"] = ""
                    elif len(k) == 1 and k.isprintable():
                        st["cmd"] += k
                elif m == "SEARCH":
                    if k == "esc":
                        st["mode"], st["search"] = "NORMAL", ""
                    elif k in ("\x7f", "\x08"):
                        st["search"] = st["search"][:-1]
                    elif k in ("\r", "\n"):
                        found = t.find(st["search"], t.row, t.col + 1)
                        if found:
                            t.row, t.col = found
                        else:
                            st["err"] = "no search results"
                        st["mode"], st["search"] = "NORMAL", ""
                    elif len(k) == 1 and k.isprintable():
                        st["search"] += k
                elif m == "VISUAL":
                    if k == "esc":
                        st["mode"], st["anchor"] = "NORMAL", None
                    elif k in ("l", "right", "h", "left"):
                        t.move("right" if k in ("l", "right") else "left", past_end=False)
                    elif k == "e":
                        line = t.lines[t.row]
                        j = t.col + 1
                        while j < len(line) and line[j] == " ":
                            j += 1
                        while j + 1 < len(line) and line[j + 1] != " ":
                            j += 1
                        t.col = min(j, max(0, len(line) - 1))
                else:
                    if k == "i":
                        st["mode"] = "INSERT"
                    elif k == "a":
                        st["mode"] = "INSERT"
                        t.col = min(t.col + 1, len(t.lines[t.row]))
                    elif k == ":":
                        st["mode"], st["cmd"] = "COMMAND", ""
                    elif k == "/":
                        st["mode"], st["search"] = "SEARCH", ""
                    elif k == "v":
                        st["mode"], st["anchor"] = "VISUAL", t.col
                    elif k in ("h", "left"):
                        t.move("left", past_end=False)
                    elif k in ("l", "right"):
                        t.move("right", past_end=False)
                    elif k in ("j", "down"):
                        t.move("down", past_end=False)
                    elif k in ("k", "up"):
                        t.move("up", past_end=False)
    finally:
        out(CSI + "0m" + ESC + "[?2004l" + ESC + "[?1049l" + CSI + "?25h")


# ---------------------------------------------------------------- edtui

ED = {
    "night": (16, 17, 22), "white": (248, 250, 252), "gray": (16, 17, 22),
    "orange": (255, 153, 0), "green": (0, 204, 102),
}


def edtui(args):
    path = args[0] if args else ""
    t = Text(read_lines(path, keep_last=True) if path else [""])
    st = {"mode": "Normal", "search": "", "anchor": None}

    def draw():
        W, H = size()
        base = fg(*ED["white"]) + ";" + bg(*ED["night"])
        g = Grid(W, H, base)
        g.put(0, 0, "┏" + "━" * (W - 2) + "┓", base)
        title = "|Editor|"
        g.put(0, (W - len(title)) // 2, title, base)
        for r in range(1, H - 1):
            g.put(r, 0, "┃", base)
            g.put(r, W - 1, "┃", base)
        g.put(H - 1, 0, "┗" + "━" * (W - 2) + "┛", base)
        inner = W - 2
        rows = H - 3
        # the text, wrapped
        r = 1
        cursor_at = None
        for n, line in enumerate(t.lines):
            if r > rows:
                break
            pieces = [line[i:i + inner] for i in range(0, max(len(line), 1), inner)] or [""]
            for pi, piece in enumerate(pieces):
                if r > rows:
                    break
                g.put(r, 1, piece, base)
                if st["mode"] == "Visual" and n == t.row and st["anchor"] is not None:
                    a, b = sorted((st["anchor"], t.col))
                    for x in range(a, b + 1):
                        if pi * inner <= x < (pi + 1) * inner:
                            g.style(r, 1 + x - pi * inner, fg(*ED["night"]) + ";" + bg(*ED["orange"]))
                if n == t.row and pi * inner <= t.col < (pi + 1) * inner + (1 if pi == len(pieces) - 1 else 0):
                    cursor_at = (r, 1 + t.col - pi * inner)
                r += 1
        if cursor_at:
            rr, cc = cursor_at
            ch = g.cells[rr][cc][0]
            g.cells[rr][cc] = (ch, fg(*ED["night"]) + ";" + bg(*ED["white"]))
        # the status row, inside the frame
        sr = H - 2
        g.fill(sr, 1, W - 1, fg(*ED["white"]) + ";" + bg(*ED["gray"]))
        g.put(sr, 1, st["mode"].center(10), fg(*ED["night"]) + ";" + bg(*ED["green"]))
        if st["mode"] == "Search":
            g.put(sr, 11, "/" + st["search"], fg(*ED["white"]) + ";" + bg(*ED["gray"]))
        g.flush(None)

    out(ESC + "[?1049h" + ESC + "[?1000h" + ESC + "[?1002h" + ESC + "[?1003h" + ESC + "[?1015h" + ESC + "[?1006h" +
        ESC + "[?2004h")
    try:
        with Raw():
            while True:
                draw()
                k = readkey()
                if k == "\x03":
                    return
                m = st["mode"]
                if m == "Insert":
                    if k == "esc":
                        st["mode"] = "Normal"
                        t.col = max(0, t.col - 1)
                    elif k in ("\r", "\n"):
                        t.newline()
                    elif k in ("\x7f", "\x08"):
                        t.backspace()
                    elif k in ("up", "down", "left", "right"):
                        t.move(k)
                    elif len(k) == 1 and k.isprintable():
                        t.insert(k)
                elif m == "Search":
                    if k == "esc":
                        st["mode"], st["search"] = "Normal", ""
                    elif k in ("\x7f", "\x08"):
                        st["search"] = st["search"][:-1]
                    elif k in ("\r", "\n"):
                        found = t.find(st["search"], t.row, t.col + 1)
                        if found:
                            t.row, t.col = found
                        st["mode"], st["search"] = "Normal", ""
                    elif len(k) == 1 and k.isprintable():
                        st["search"] += k
                elif m == "Visual":
                    if k == "esc":
                        st["mode"], st["anchor"] = "Normal", None
                    elif k in ("l", "right"):
                        t.move("right", past_end=False)
                    elif k in ("h", "left"):
                        t.move("left", past_end=False)
                    elif k == "e":
                        line = t.lines[t.row]
                        j = t.col + 1
                        while j < len(line) and line[j] == " ":
                            j += 1
                        while j + 1 < len(line) and line[j + 1] != " ":
                            j += 1
                        t.col = min(j, max(0, len(line) - 1))
                else:
                    if k == "i":
                        st["mode"] = "Insert"
                    elif k == "v":
                        st["mode"], st["anchor"] = "Visual", t.col
                    elif k == "/":
                        st["mode"], st["search"] = "Search", ""
                    elif k in ("h", "left"):
                        t.move("left", past_end=False)
                    elif k in ("l", "right"):
                        t.move("right", past_end=False)
                    elif k in ("j", "down"):
                        t.move("down", past_end=False)
                    elif k in ("k", "up"):
                        t.move("up", past_end=False)
    finally:
        out(CSI + "0m" + ESC + "[?2004l" + ESC + "[?1006l" + ESC + "[?1015l" + ESC + "[?1003l" + ESC + "[?1002l" +
            ESC + "[?1000l" + ESC + "[?1049l" + CSI + "?25h")


TOOLS = {"grief": grief, "textarea": textarea, "goeditor": goeditor, "edtui": edtui}

if __name__ == "__main__":
    if len(sys.argv) < 2 or sys.argv[1] not in TOOLS:
        sys.stderr.write("usage: threehundredsixtyfourth_texteditors.py %s FILE...\n" % "|".join(TOOLS))
        sys.exit(2)
    TOOLS[sys.argv[1]](sys.argv[2:])
