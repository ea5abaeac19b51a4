#!/usr/bin/env python3
"""The threehundredfortysixth set's imitations of four terminal text
editors that Debian does not package, each run as
`threehundredfortysixth_editors.py TOOL [FILE]` and drawing, keys read
raw a key at a time, what the editor draws at its moments (from its
documentation and source as known):

  ved    Joerg Schilling's ved (schilytools), modeless, between vi and
         emacs: the alternate screen, its system line on the top row
         (info, the multiplier `#:1`, the take buffer `\\:default`, the
         file name, the error text), the text under it; every prompt
         typed over the system line from its left edge (`+Search: `,
         `Write to: `, `:` for a colon command, `Mode?(DORV8)`,
         `QUITTING. PUT EDITS?(Y/W/N/F/!) ` with `FILE MODIFIED!` in
         the error field); keys ^R search, ^W write, ESC : colon
         command, ESC ^M modes, ^C quit
  vedit  CompuView's VEDIT PLUS (Theodore Green), modal, in its CRT
         version's default key layout: the alternate screen, the status
         line on the top row in reverse video filled with `-`
         (`LINE:`, `COL:`, `FILE:`, `INSERT`), the text under it from
         the second column (the first is kept for the continuation
         mark); visual mode (^N switches insert mode, ESC 2 [FIND] asks
         `FIND? ` on the status line, ESC 3 [REPLACE] asks `FIND? `,
         `REPLACE WITH? ` and, the cursor after the string found,
         `REPLACE?  [Y]es  [N]o  [R]est  [C]ancel `), ESC E [VISUAL
         EXIT] to command mode (the status line `-COMMAND`, a help line
         and the `COMMAND: ` prompt scrolling under the text; EQ asks
         `ABANDON FILE (Y/N)? `)
  stedi  Jos Vermaseren's STEDI (the FORM project's editor), modeless:
         the alternate screen, the status bar on the last row in
         reverse video (the line number, the prompt character `:` in
         the seventh column, messages in its middle, nine status
         characters `IU∞NY B1` and the dirty bit `.` before the buffer
         name); Esc puts the cursor on the command line in the ninth
         column (`/third/>` searches, `/line/=/row/V>>` replaces,
         asking `Replace ? (G/Y/N/Q) ` with the cursor on the match);
         shift-F8 asks `Write file: `; F1 loads its help into buffer 8
         (`V8`, view only)
  tte    GrenderG's tte, a kilo-like tiny text editor, modeless: the
         main screen redrawn from its top, `~` past the text, a reverse
         status bar ` Editing: notes.txt (modified)` ... `1/3 lines
         1/10 cols `, a message row under it; ^F asks `Search: %s (Use
         ESC / Enter / Arrows)` with the cursor on the match in the
         text, ^S on a new file `Save as: %s (ESC to cancel)`, ^Q on a
         modified file warns `Warning! File has unsaved changes. Press
         Ctrl-Q 2 more times to quit`; with no file, its welcome line
"""

import os
import select
import sys
import termios
import time
import tty

ESC = "\x1b"
R = ESC + "[0m"
REV = ESC + "[7m"


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
    "OP": "f1", "OQ": "f2", "OR": "f3", "OS": "f4",
    "[11~": "f1", "[12~": "f2", "[13~": "f3", "[14~": "f4",
    "[15~": "f5", "[17~": "f6", "[18~": "f7", "[19~": "f8",
    "[20~": "f9", "[21~": "f10", "[23~": "f11", "[24~": "f12",
    "[19;2~": "shift-f8", "[21;2~": "shift-f10",
    "[3~": "delete", "[5~": "pgup", "[6~": "pgdn", "[Z": "btab",
}


def readkey():
    """One key: a character, a name ("up", "f1", "shift-f8"), "esc", or
    "M-x" for ESC and a character sent together."""
    fd = sys.stdin.fileno()
    b = os.read(fd, 1)
    if b != b"\x1b":
        if b and b[0] >= 0x80:
            # a UTF-8 character's further bytes
            n = 1 if b[0] < 0xe0 else 2 if b[0] < 0xf0 else 3
            b += os.read(fd, n)
        return b.decode("utf-8", "replace")
    seq = ""
    while True:
        r, _, _ = select.select([fd], [], [], 0.04)
        if not r:
            break
        c = os.read(fd, 1).decode("latin-1")
        seq += c
        if len(seq) == 1 and c not in "[O":
            break
        if len(seq) >= 2 and (c.isalpha() or c == "~"):
            break
    if seq == "":
        return "esc"
    if seq in KEYS:
        return KEYS[seq]
    if len(seq) == 1:
        return "M-" + seq
    return "esc"


class Raw:
    def __enter__(self):
        self.fd = sys.stdin.fileno()
        self.old = termios.tcgetattr(self.fd)
        tty.setraw(self.fd)
        return self

    def __exit__(self, *a):
        termios.tcsetattr(self.fd, termios.TCSADRAIN, self.old)


def at(r, c, s=""):
    """Text at row r, column c (both from 0)."""
    return ESC + "[%d;%dH%s" % (r + 1, c + 1, s)


def load(path):
    try:
        with open(path) as f:
            text = f.read()
    except OSError:
        return None
    lines = text.split("\n")
    if len(lines) > 1 and lines[-1] == "":
        lines.pop()
    return lines


def save(path, lines):
    with open(path, "w") as f:
        f.write("\n".join(lines) + "\n")


class Text:
    """The lines of a file and a cursor in them."""

    def __init__(self, lines):
        self.lines = lines if lines else [""]
        self.y = self.x = 0
        self.top = 0
        self.dirty = False

    def insert(self, s, over=False):
        l = self.lines[self.y]
        if over:
            self.lines[self.y] = l[:self.x] + s + l[self.x + len(s):]
        else:
            self.lines[self.y] = l[:self.x] + s + l[self.x:]
        self.x += len(s)
        self.dirty = True

    def newline(self):
        l = self.lines[self.y]
        self.lines[self.y:self.y + 1] = [l[:self.x], l[self.x:]]
        self.y += 1
        self.x = 0
        self.dirty = True

    def backspace(self):
        if self.x > 0:
            l = self.lines[self.y]
            self.lines[self.y] = l[:self.x - 1] + l[self.x:]
            self.x -= 1
            self.dirty = True
        elif self.y > 0:
            self.x = len(self.lines[self.y - 1])
            self.lines[self.y - 1] += self.lines.pop(self.y)
            self.y -= 1
            self.dirty = True

    def move(self, k):
        if k == "up" and self.y > 0:
            self.y -= 1
        elif k == "down" and self.y < len(self.lines) - 1:
            self.y += 1
        elif k == "left":
            if self.x > 0:
                self.x -= 1
            elif self.y > 0:
                self.y -= 1
                self.x = len(self.lines[self.y])
        elif k == "right":
            if self.x < len(self.lines[self.y]):
                self.x += 1
            elif self.y < len(self.lines) - 1:
                self.y += 1
                self.x = 0
        elif k == "home":
            self.x = 0
        elif k == "end":
            self.x = len(self.lines[self.y])
        self.x = min(self.x, len(self.lines[self.y]))

    def find(self, s, after=False):
        """Moves to the next s from the cursor; True if found."""
        y, x = self.y, self.x + (1 if not after else 0)
        for yy in range(y, len(self.lines)):
            start = x if yy == y else 0
            i = self.lines[yy].find(s, start)
            if i >= 0:
                self.y, self.x = yy, i
                return True
        return False

    def scroll(self, rows):
        if self.y < self.top:
            self.top = self.y
        if self.y >= self.top + rows:
            self.top = self.y - rows + 1


# ---------------------------------------------------------------- ved

def ved(path):
    W, H = size()
    llen = W - 1
    numplace, takeplace, nameplace, errorplace = 2 * llen // 8, 3 * llen // 8, 4 * llen // 8, 6 * llen // 8
    name = os.path.basename(path)
    lines = load(path)
    t = Text(lines)
    st = {"info": "", "definfo": "", "err": "", "num": 1}
    if lines is None:
        st["err"] = "NEW FILE"
    rows = H - 1

    def field(s, n):
        return (s + " " * n)[:n]

    def sysline():
        info = st["info"]
        num = " #:%d" % st["num"]
        take = " \\:default"
        # a longer message clears the fields it reaches, to their ends
        if len(info) <= numplace:
            s = field(info, numplace) + field(num, takeplace - numplace) + field(take, nameplace - takeplace)
        elif len(info) <= takeplace:
            s = field(info, takeplace) + field(take, nameplace - takeplace)
        else:
            s = field(info, nameplace)
        if st["err"]:
            s += field(" " + name, errorplace - nameplace) + field(" " + st["err"], llen - errorplace)
        else:
            s += field(" " + name, llen - nameplace)
        return s[:llen]

    def draw(prompt=None):
        t.scroll(rows)
        o = ESC + "[H" + ESC + "[2J" + at(0, 0, sysline())
        if prompt is not None:
            o += at(0, 0, " " * numplace) + at(0, 0, prompt)
        for i in range(rows):
            n = t.top + i
            if n < len(t.lines):
                o += at(i + 1, 0, t.lines[n][:llen])
        if prompt is not None:
            o += at(0, len(prompt))
        else:
            o += at(t.y - t.top + 1, min(t.x, llen))
        out(o)

    def after():
        # a message lasts until the next command
        st["info"] = st["definfo"]
        if st["err"] != "NEW FILE":
            st["err"] = ""

    def getline(msg):
        buf = ""
        while True:
            draw(msg + buf)
            k = readkey()
            if k in ("\r", "\n"):
                break
            if k in ("\x15", "\x03"):
                buf = ""
                break
            if k in ("\x7f", "\x08"):
                buf = buf[:-1]
            elif len(k) == 1 and k.isprintable():
                buf += k
        st["info"] = (msg[:20] + buf + " ...") if buf else msg[:20]
        if not buf:
            st["err"] = "ABORTED"
        return buf

    def getchar(msg, shown=None):
        draw(msg)
        if shown is not None:
            out(at(0, shown))
        k = readkey()
        c = k if len(k) == 1 and " " < k < "\x7f" else ""
        st["info"] = msg[:20] + (c or " ")
        if not c:
            st["err"] = "ABORTED"
        return c

    def modified():
        # the first change sets the default info, `*`
        if not st["definfo"]:
            st["definfo"] = "*"
        t.dirty = True
        st["info"] = st["definfo"]

    out(ESC + "[?1049h")
    with Raw():
        try:
            draw()
            while True:
                k = readkey()
                after()
                if k == "\x12":  # ^R forward search
                    s = getline("+Search: ")
                    if s and not t.find(s):
                        st["err"] = "NOT FOUND"
                elif k == "\x17":  # ^W write file
                    s = getline("Write to: ")
                    if s:
                        save(os.path.join(os.path.dirname(path), s), t.lines)
                        t.dirty = False
                        st["definfo"] = st["info"] = ""
                elif k == "M-:":
                    getline(":")
                elif k == "esc":
                    k2 = readkey()
                    if k2 == ":":
                        getline(":")
                    elif k2 in ("\r", "\n"):
                        getchar("Mode?(DORV8)", 12)
                elif k == "M-\r":
                    getchar("Mode?(DORV8)", 12)
                elif k == "\x03":  # ^C quit
                    if t.dirty:
                        st["err"] = "FILE MODIFIED!"
                        out("\a")
                    c = getchar("QUITTING. PUT EDITS?(Y/W/N/F/!) ")
                    if c in ("y", "Y", "f", "F", "w", "W", "!"):
                        save(path, t.lines)
                        break
                    if c in ("n", "N"):
                        break
                    if c:
                        st["err"] = "ABORTED"
                elif k in ("\x0e", "down"):
                    t.move("down")
                elif k in ("\x10", "up"):
                    t.move("up")
                elif k in ("\x06", "right"):
                    t.move("right")
                elif k in ("\x08", "left"):
                    t.move("left")
                elif k == "\x01":
                    t.move("home")
                elif k == "\x05":
                    t.move("end")
                elif k in ("\r", "\n"):
                    t.newline()
                    modified()
                elif k == "\x7f":
                    t.backspace()
                    modified()
                elif len(k) == 1 and k.isprintable():
                    t.insert(k)
                    modified()
                draw()
        finally:
            out(ESC + "[?1049l")


# ---------------------------------------------------------------- vedit

def vedit(path):
    W, H = size()
    fname = os.path.basename(path).upper()
    lines = load(path)
    t = Text(lines)
    rows = H - 1
    st = {"ins": False, "visual": True, "log": []}

    def status(prompt=None):
        if prompt is not None:
            return at(0, 0, REV + prompt + " " * (W - len(prompt)) + R)
        s = ["-"] * W

        def put(col, text):
            for i, ch in enumerate(text):
                if col + i < W:
                    s[col + i] = ch
        if st["visual"]:
            put(12, "LINE:     ")
            put(17, str(t.y + 1))
            put(24, "COL:   ")
            put(28, str(t.x + 1))
            put(34, "FILE: " + fname)
            if st["ins"]:
                put(W - 11, "INSERT")
        else:
            put(1, "COMMAND")
            put(34, "FILE: " + fname)
        return at(0, 0, REV + "".join(s) + R)

    def draw(prompt=None, cursor=None):
        t.scroll(rows)
        o = ESC + "[H" + ESC + "[2J" + status(prompt)
        for i in range(rows):
            n = t.top + i
            if n < len(t.lines):
                o += at(i + 1, 1, t.lines[n][:W - 1])
        if cursor is not None:
            o += at(*cursor)
        elif prompt is not None:
            o += at(0, len(prompt))
        else:
            o += at(t.y - t.top + 1, t.x + 1)
        out(o)

    def getstr(msg):
        buf = ""
        while True:
            draw(msg + buf)
            k = readkey()
            if k in ("\r", "\n", "esc"):
                return buf
            if k in ("\x7f", "\x08"):
                buf = buf[:-1]
            elif k == "\x03":
                return None
            elif len(k) == 1 and k.isprintable():
                buf += k

    def cannot(s):
        draw("CANNOT FIND: " + s)
        readkey()

    def command_mode():
        st["visual"] = False
        # the status line says COMMAND; the text stays, the console
        # scrolls under it
        o = status() + ESC + "[2;%dr" % H + at(H - 1, 0) + "\r\n"
        o += '"EX" to Exit, "EQ" to Quit, "V" to Edit, "H" or "EH" for Help' + "\r\n"
        out(o)
        while True:
            out("COMMAND: ")
            line = ""
            while True:
                k = readkey()
                if k in ("\r", "\n"):
                    out("\r\n")
                    break
                if k == "esc":
                    line += ESC
                    out("$")
                elif k in ("\x7f", "\x08"):
                    if line:
                        line = line[:-1]
                        out("\b \b")
                elif len(k) == 1 and k.isprintable():
                    line += k
                    out(k)
            cmd = line.replace(ESC, "").strip().upper()
            if cmd == "V":
                out(ESC + "[r")
                st["visual"] = True
                return
            if cmd in ("EQ", "EX"):
                if cmd == "EX":
                    save(path, t.lines)
                    raise SystemExit
                out("ABANDON FILE (Y/N)? ")
                k = readkey()
                out((k if len(k) == 1 and k.isprintable() else "") + "\r\n")
                if k in ("y", "Y"):
                    raise SystemExit
                continue
            if cmd == "EV":
                out("2.33\r\n")
            elif cmd:
                out('INVALID COMMAND "  %s"\r\n' % cmd[:1])

    out(ESC + "[?1049h")
    with Raw():
        try:
            while True:
                draw()
                k = readkey()
                if k == "esc":
                    k = "M-" + readkey()
                if k == "\x0e":  # ^N [SWITCH INSERT MODE]
                    st["ins"] = not st["ins"]
                elif k in ("\x05", "up"):
                    t.move("up")
                elif k in ("\x03", "down"):
                    t.move("down")
                elif k in ("\x04", "right"):
                    t.move("right")
                elif k in ("\x13", "left"):
                    t.move("left")
                elif k == "M-2":  # [FIND]
                    s = getstr("FIND? ")
                    if s and not t.find(s):
                        cannot(s)
                    elif s:
                        t.x += len(s)
                elif k == "M-3":  # [REPLACE]
                    s = getstr("FIND? ")
                    if not s:
                        continue
                    r = getstr("REPLACE WITH? ")
                    if r is None:
                        continue
                    if not t.find(s):
                        cannot(s)
                        continue
                    start = t.x
                    draw("REPLACE?  [Y]es  [N]o  [R]est  [C]ancel ",
                         cursor=(t.y - t.top + 1, start + len(s) + 1))
                    a = readkey()
                    if a in ("y", "Y", "\r"):
                        l = t.lines[t.y]
                        t.lines[t.y] = l[:start] + r + l[start + len(s):]
                        t.x = start + len(r)
                        t.dirty = True
                    else:
                        t.x = start + len(s)
                elif k in ("M-E", "M-e"):  # [VISUAL EXIT]
                    command_mode()
                elif k in ("\r", "\n"):
                    t.newline()
                elif k in ("\x7f", "\x08"):
                    t.backspace()
                elif len(k) == 1 and k.isprintable():
                    t.insert(k, over=not st["ins"] and t.x < len(t.lines[t.y]))
        except SystemExit:
            pass
        finally:
            out(ESC + "[r" + ESC + "[?1049l")


# ---------------------------------------------------------------- stedi

STEDI_HELP = """\
                         stedi  --  help file

 Cursor movement                      Deletions
   arrows       char / line             Delete      char under cursor
   ^arrows      word / page             Backspace   char before cursor
   Home         top of screen           ^Y          line
   Clr-Home     top of file             ^K          rest of line

 Files                                Blocks
   F9           save                    F2          mark
   F10          save and exit           F3 / F4     copy / move
   sh-F8        write file              F5          insert yank buffer
   sh-F10       exit                    Alt-#       go to buffer #
   F1           this help (buffer 8)

 The command line (press Esc)
   /string/options            search: > forward, < backward,
                                      >> all forward, << all back
   /s1/=/s2/options           replace, option V asks for each
   #n                         go to line n
   set name = value           set an option

 Status characters: I/O insert, A/U/R/P output mode, search direction,
 N/S case, Y/y yank buffer, backup B/b/!, buffer 1..0, dirty bit .
"""


def stedi(path):
    W, H = size()
    rows = H - 1
    bufs = {}
    name = os.path.basename(path)
    lines = load(path)
    bufs[1] = {"t": Text(lines), "name": name, "path": path, "view": False}
    st = {"cur": 1, "msg": "", "last": ""}

    def cur():
        return bufs[st["cur"]]

    def bar(cmd=None):
        b = cur()
        t = b["t"]
        s = [" "] * W
        left = "%5d :" % (t.y + 1)
        for i, ch in enumerate(left):
            s[i] = ch
        if cmd is not None:
            for i, ch in enumerate(cmd[:W - 30]):
                s[8 + i] = ch
        elif st["msg"]:
            m = st["msg"]
            c0 = max(9, (W - 21 - len(m)) // 2)
            for i, ch in enumerate(m):
                if c0 + i < W - 21:
                    s[c0 + i] = ch
        flags = "IU\u221eNY " + ("V" if b["view"] else "B") + str(st["cur"]) + ("." if t.dirty else " ")
        nm = (b["name"] + " " * 12)[:12]
        right = flags + nm
        for i, ch in enumerate(right):
            s[W - len(right) + i] = ch
        return at(H - 1, 0, REV + "".join(s) + R)

    def draw(cmd=None, cursor=None):
        t = cur()["t"]
        t.scroll(rows)
        o = ESC + "[H" + ESC + "[2J"
        for i in range(rows):
            n = t.top + i
            if n < len(t.lines):
                o += at(i, 0, t.lines[n][:W])
        o += bar(cmd)
        if cursor is not None:
            o += at(*cursor)
        elif cmd is not None:
            o += at(H - 1, 8 + len(cmd))
        else:
            o += at(t.y - t.top, t.x)
        out(o)

    def getcmd(prefix="", init=""):
        buf = init
        while True:
            draw(prefix + buf)
            k = readkey()
            if k in ("\r", "\n"):
                return buf
            if k == "esc":
                return None
            if k in ("\x7f", "\x08"):
                buf = buf[:-1]
            elif len(k) == 1 and k.isprintable():
                buf += k

    def command(c):
        t = cur()["t"]
        st["last"] = c
        if c.startswith("/"):
            parts = c.split("/")
            # /s1/options or /s1/=/s2/options
            if len(parts) >= 5 and parts[2] == "=":
                s1, s2, opts = parts[1], parts[3], parts[4]
                veto = "v" in opts.lower()
                while t.find(s1, after=False):
                    if veto:
                        st["msg"] = "Replace ? (G/Y/N/Q) "
                        draw(cursor=(t.y - t.top, t.x))
                        a = readkey().lower()
                        st["msg"] = ""
                        if a == "q":
                            return
                        if a == "g":
                            veto = False
                        if a in ("y", "g"):
                            l = t.lines[t.y]
                            t.lines[t.y] = l[:t.x] + s2 + l[t.x + len(s1):]
                            t.dirty = True
                            t.x += len(s2) - 1
                        if ">>" not in opts:
                            return
                    else:
                        l = t.lines[t.y]
                        t.lines[t.y] = l[:t.x] + s2 + l[t.x + len(s1):]
                        t.dirty = True
                        if ">>" not in opts:
                            return
                st["msg"] = "String not found"
            elif len(parts) >= 3:
                if not t.find(parts[1]):
                    st["msg"] = "String not found"
        elif c.startswith("#"):
            try:
                n = int(c[1:])
                t.y = max(0, min(len(t.lines) - 1, n - 1))
                t.x = 0
            except ValueError:
                st["msg"] = "Illegal command"
        elif c:
            st["msg"] = "Illegal command"

    out(ESC + "[?1049h")
    with Raw():
        try:
            while True:
                draw()
                k = readkey()
                st["msg"] = ""
                t = cur()["t"]
                if k == "esc" or (k.startswith("M-") and not k[2:].isdigit()):
                    # Esc and what follows it at once: the command line
                    c = getcmd(init=k[2:] if k != "esc" else "")
                    if c is not None:
                        command(c)
                elif k == "shift-f8":
                    n = getcmd("Write file: ")
                    if n:
                        save(os.path.join(os.path.dirname(path), n), t.lines)
                        cur()["name"] = n
                        t.dirty = False
                elif k == "f9":
                    save(cur()["path"], t.lines)
                    t.dirty = False
                elif k in ("f10", "shift-f10"):
                    if k == "f10":
                        save(cur()["path"], t.lines)
                    break
                elif k == "f1":
                    if 8 not in bufs:
                        bufs[8] = {"t": Text(STEDI_HELP.rstrip("\n").split("\n")), "name": "stedi.hlp",
                                   "path": "", "view": True}
                    st["cur"] = 8
                elif k.startswith("M-") and k[2:].isdigit():
                    n = int(k[2:])
                    if n in bufs:
                        st["cur"] = n
                elif k in ("up", "down", "left", "right", "home", "end"):
                    t.move(k)
                elif k in ("\r", "\n"):
                    t.newline()
                elif k in ("\x7f", "\x08"):
                    t.backspace()
                elif len(k) == 1 and k.isprintable():
                    t.insert(k)
        finally:
            out(ESC + "[?1049l")


# ---------------------------------------------------------------- tte

TTE_VERSION = "0.1.1"


def tte(path):
    W, H = size()
    screen_rows = H - 2
    lines = load(path) if path else None
    rows = lines if lines is not None else []
    ec = {"rows": rows, "cy": 0, "cx": 0, "rowoff": 0, "coloff": 0, "dirty": 0,
          "name": os.path.basename(path) if path else None, "msg": "", "msgtime": 0,
          "match": None}
    quit_times = [2]

    def set_msg(m):
        ec["msg"] = m
        ec["msgtime"] = time.time()

    def refresh():
        cy, cx = ec["cy"], ec["cx"]
        if cy < ec["rowoff"]:
            ec["rowoff"] = cy
        if cy >= ec["rowoff"] + screen_rows:
            ec["rowoff"] = cy - screen_rows + 1
        o = ESC + "[?25l" + ESC + "[H"
        n = len(ec["rows"])
        for y in range(screen_rows):
            fr = y + ec["rowoff"]
            if fr >= n:
                if n == 0 and y == screen_rows // 3:
                    welcome = ("tte %s <https://github.com/GrenderG/tte>" % TTE_VERSION)[:W]
                    pad = (W - len(welcome)) // 2
                    line = ""
                    if pad:
                        line = "~"
                        pad -= 1
                    o += line + " " * pad + welcome
                else:
                    o += "~"
            else:
                text = ec["rows"][fr][:W]
                m = ec["match"]
                if m and m[0] == fr:
                    a, b = m[1], m[1] + m[2]
                    text = text[:a] + ESC + "[34m" + text[a:b] + ESC + "[39m" + text[b:]
                o += text
            o += ESC + "[K" + "\r\n"
        # status bar
        status = " Editing: %.20s %s" % (ec["name"] if ec["name"] else "New file",
                                         "(modified)" if ec["dirty"] else "")
        col_size = len(ec["rows"][cy]) if ec["rows"] and cy <= n - 1 else 0
        r_status = "%d/%d lines  %d/%d cols " % (n if cy + 1 > n else cy + 1, n,
                                                   col_size if cx + 1 > col_size else cx + 1, col_size)
        bar = status[:W]
        while len(bar) < W:
            if W - len(bar) == len(r_status):
                bar += r_status
                break
            bar += " "
        o += REV + bar + ESC + "[m" + "\r\n"
        # message bar
        o += ESC + "[K"
        if ec["msg"] and time.time() - ec["msgtime"] < 5:
            o += ec["msg"][:W]
        o += ESC + "[%d;%dH" % (cy - ec["rowoff"] + 1, cx - ec["coloff"] + 1)
        o += ESC + "[?25h"
        out(o)

    def prompt(fmt, callback=None):
        buf = ""
        while True:
            set_msg(fmt % buf)
            refresh()
            c = readkey()
            if c in ("\x7f", "\x08", "delete"):
                buf = buf[:-1]
            elif c == "esc":
                set_msg("")
                if callback:
                    callback(buf, c)
                return None
            elif c == "\r":
                if buf:
                    set_msg("")
                    if callback:
                        callback(buf, c)
                    return buf
            elif len(c) == 1 and c.isprintable():
                buf += c
            if callback:
                callback(buf, c)

    search = {"last": -1, "dir": 1}

    def search_cb(query, key):
        ec["match"] = None
        if key in ("\r", "esc"):
            search["last"], search["dir"] = -1, 1
            return
        if key in ("right", "down"):
            search["dir"] = 1
        elif key in ("left", "up"):
            if search["last"] == -1:
                return
            search["dir"] = -1
        else:
            search["last"], search["dir"] = -1, 1
        if not query:
            return
        cur = search["last"]
        n = len(ec["rows"])
        for _ in range(n):
            cur += search["dir"]
            if cur == -1:
                cur = n - 1
            elif cur == n:
                cur = 0
            i = ec["rows"][cur].find(query)
            if i >= 0:
                search["last"] = cur
                ec["cy"], ec["cx"] = cur, i
                ec["rowoff"] = n
                ec["match"] = (cur, i, len(query))
                break

    def insert(ch):
        if ec["cy"] == len(ec["rows"]):
            ec["rows"].append("")
        l = ec["rows"][ec["cy"]]
        ec["rows"][ec["cy"]] = l[:ec["cx"]] + ch + l[ec["cx"]:]
        ec["cx"] += 1
        ec["dirty"] += 1

    def newline():
        if ec["cy"] == len(ec["rows"]):
            ec["rows"].append("")
        l = ec["rows"][ec["cy"]]
        ec["rows"][ec["cy"]:ec["cy"] + 1] = [l[:ec["cx"]], l[ec["cx"]:]]
        ec["cy"] += 1
        ec["cx"] = 0
        ec["dirty"] += 1

    set_msg(" Ctrl-Q to quit | Ctrl-S to save | (tte -h | --help for more info)")
    with Raw():
        while True:
            refresh()
            c = readkey()
            if c == "\x11":  # Ctrl-Q
                if ec["dirty"] and quit_times[0] > 0:
                    set_msg("Warning! File has unsaved changes. Press Ctrl-Q %d more time%s to quit"
                            % (quit_times[0], "s" if quit_times[0] > 1 else ""))
                    quit_times[0] -= 1
                    continue
                out(ESC + "[2J" + ESC + "[H")
                break
            elif c == "\x13":  # Ctrl-S
                if ec["name"] is None:
                    n = prompt("Save as: %s (ESC to cancel)")
                    if n is None:
                        set_msg("Save aborted")
                        quit_times[0] = 2
                        continue
                    ec["name"] = n
                data = "\n".join(ec["rows"]) + "\n"
                with open(ec["name"] if not path else path, "w") as f:
                    f.write(data)
                ec["dirty"] = 0
                set_msg("%d bytes written to disk" % len(data))
            elif c == "\x06":  # Ctrl-F
                saved = (ec["cy"], ec["cx"], ec["rowoff"], ec["coloff"])
                q = prompt("Search: %s (Use ESC / Enter / Arrows)", search_cb)
                if q is None:
                    ec["cy"], ec["cx"], ec["rowoff"], ec["coloff"] = saved
            elif c in ("up", "down", "left", "right", "home", "end"):
                n = len(ec["rows"])
                if c == "up" and ec["cy"] > 0:
                    ec["cy"] -= 1
                elif c == "down" and ec["cy"] < n:
                    ec["cy"] += 1
                elif c == "left" and ec["cx"] > 0:
                    ec["cx"] -= 1
                elif c == "right" and ec["cy"] < n and ec["cx"] < len(ec["rows"][ec["cy"]]):
                    ec["cx"] += 1
                elif c == "home":
                    ec["cx"] = 0
                elif c == "end" and ec["cy"] < n:
                    ec["cx"] = len(ec["rows"][ec["cy"]])
                rl = len(ec["rows"][ec["cy"]]) if ec["cy"] < n else 0
                ec["cx"] = min(ec["cx"], rl)
            elif c == "\r":
                newline()
            elif c in ("\x7f", "\x08"):
                if ec["cx"] > 0:
                    l = ec["rows"][ec["cy"]]
                    ec["rows"][ec["cy"]] = l[:ec["cx"] - 1] + l[ec["cx"]:]
                    ec["cx"] -= 1
                    ec["dirty"] += 1
            elif len(c) == 1 and c.isprintable():
                insert(c)
            quit_times[0] = 2


def main():
    if len(sys.argv) < 2:
        sys.exit("usage: threehundredfortysixth_editors.py ved|vedit|stedi|tte [FILE]")
    tool = sys.argv[1]
    path = os.path.abspath(sys.argv[2]) if len(sys.argv) > 2 else None
    if tool == "ved":
        ved(path)
    elif tool == "vedit":
        vedit(path)
    elif tool == "stedi":
        stedi(path)
    elif tool == "tte":
        tte(path)
    else:
        sys.exit("unknown tool " + tool)


if __name__ == "__main__":
    main()
