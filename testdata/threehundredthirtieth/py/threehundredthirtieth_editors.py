#!/usr/bin/env python3
"""The threehundredthirtieth set's imitations of four terminal editors
of other ecosystems that Debian does not package, each run as
`threehundredthirtieth_editors.py TOOL FILE`: sodium (Ticki's
vim-like editor in Rust), liquid (Mogens Brodsgaard Lund's
vim-like editor in Clojure), kaa (Atsuo Ishimoto's console editor in
Python) and flow (neurocyte's Flow Control, an editor in Zig, here with
its emacs keys). Each draws with curses on the alternate screen, keys
read raw a key at a time, what the editor draws at its moments: the
file, its status row (the mode, the file, the place), its ':' or M-x
command line, its find, replace and go-to-line fields, its questions
(a buffer modified, a file changed on disk) and its help, from their
documentation, source and screenshots as known."""

import curses
import os
import subprocess
import sys

os.environ.setdefault("ESCDELAY", "25")


def ctrl(c):
    return ord(c) & 0x1f


class Buf:
    def __init__(self, path):
        self.path = path
        self.name = os.path.basename(path)
        self.load()
        self.y = self.x = 0
        self.modified = False

    def load(self):
        try:
            with open(self.path) as f:
                self.lines = f.read().split("\n")
        except OSError:
            self.lines = [""]
        if len(self.lines) > 1 and self.lines[-1] == "":
            self.lines.pop()
        self.mtime = self.stat()

    def stat(self):
        try:
            return os.stat(self.path).st_mtime_ns
        except OSError:
            return 0

    def insert(self, ch):
        l = self.lines[self.y]
        self.lines[self.y] = l[:self.x] + ch + l[self.x:]
        self.x += len(ch)
        self.modified = True

    def delete(self):
        l = self.lines[self.y]
        if self.x < len(l):
            self.lines[self.y] = l[:self.x] + l[self.x + 1:]
            self.modified = True

    def move(self, dy, dx):
        self.y = max(0, min(len(self.lines) - 1, self.y + dy))
        self.x = max(0, min(len(self.lines[self.y]), self.x + dx))


def put(scr, y, x, s, attr=0):
    h, w = scr.getmaxyx()
    if y < 0 or y >= h or x >= w:
        return
    s = s[:max(0, w - x - (1 if y == h - 1 else 0))]
    try:
        scr.addstr(y, x, s, attr)
    except curses.error:
        pass


def bar(scr, y, s, attr):
    h, w = scr.getmaxyx()
    put(scr, y, 0, s.ljust(w), attr)


def getkey(scr):
    k = scr.get_wch()
    if k == "\x1b":
        scr.nodelay(True)
        try:
            n = scr.get_wch()
        except curses.error:
            n = None
        scr.nodelay(False)
        if n is None:
            return "ESC"
        return "M-" + (n if isinstance(n, str) else str(n))
    return k


# ---------------------------------------------------------------- sodium
SODIUM_HELP = """Sodium - a vim-like editor
==========================

Modes
  Normal      move about and give commands
  Insert      i, a, o: type text, Esc to leave
  Visual      v: select, Esc to leave
  Prompt      ':' a command, Enter to run it

Normal mode
  h j k l     left, down, up, right
  x           delete the character under the cursor
  gg  G       the first line, the last line
  u           undo

Prompt commands
  :w          write the file
  :q          quit   (:q! without saving)
  :set KEY    set an option (number, autoindent)
  :help       this text

Press Esc to go back to the buffer."""


def sodium(scr, b):
    mode, cmd, msg, sel, helpv, ask = "Normal", None, "", None, False, None
    while True:
        scr.erase()
        h, w = scr.getmaxyx()
        if helpv:
            for i, l in enumerate(SODIUM_HELP.split("\n")[:h - 2]):
                put(scr, i, 0, l)
            bar(scr, h - 2, " Help  *help*", curses.A_REVERSE)
            scr.move(0, 0)
        else:
            for i in range(h - 2):
                if i < len(b.lines):
                    l = b.lines[i]
                    put(scr, i, 0, l)
                    if sel and i == b.y:
                        a, z = sorted((sel, b.x))
                        put(scr, i, a, l[a:z + 1], curses.A_REVERSE)
                else:
                    put(scr, i, 0, "~", curses.color_pair(4))
            st = " %s  %s%s" % (mode, b.name, " [+]" if b.modified else "")
            pos = "%d,%d " % (b.y + 1, b.x + 1)
            bar(scr, h - 2, st + pos.rjust(w - len(st)), curses.A_REVERSE)
        if cmd is not None:
            put(scr, h - 1, 0, ":" + cmd)
            scr.move(h - 1, 1 + len(cmd))
        elif ask:
            put(scr, h - 1, 0, ask)
            scr.move(h - 1, len(ask))
        else:
            put(scr, h - 1, 0, msg)
            scr.move(*((0, 0) if helpv else (b.y, b.x)))
        scr.refresh()
        k = getkey(scr)
        if helpv:
            if k in ("ESC", "q"):
                helpv, mode = False, "Normal"
            continue
        if ask:
            ask = None
            if k in ("y", "Y"):
                return
            continue
        if cmd is not None:
            if k == "ESC":
                cmd, mode = None, "Normal"
            elif k in ("\n", "\r", curses.KEY_ENTER):
                c, cmd, mode = cmd.strip(), None, "Normal"
                if c == "q":
                    if b.modified:
                        ask = "%s has unsaved changes. Quit anyway? (y/n) " % b.name
                    else:
                        return
                elif c == "q!":
                    return
                elif c == "help":
                    helpv, mode = True, "Normal"
                elif c == "w":
                    b.modified, msg = False, '"%s" written' % b.name
                else:
                    msg = "Unknown command: " + c
            elif k in ("\x7f", "\b", curses.KEY_BACKSPACE):
                cmd = cmd[:-1]
            elif isinstance(k, str) and k.isprintable():
                cmd += k
            continue
        msg = ""
        if mode == "Insert":
            if k == "ESC":
                mode = "Normal"
            elif isinstance(k, str) and k.isprintable():
                b.insert(k)
            continue
        if k == "ESC":
            mode, sel = "Normal", None
        elif k == "i":
            mode = "Insert"
        elif k == "v":
            mode, sel = "Visual", b.x
        elif k == ":":
            mode, cmd, sel = "Prompt", "", None
        elif k == "x":
            b.delete()
        elif k == "h":
            b.move(0, -1)
        elif k == "l":
            b.move(0, 1)
        elif k == "j":
            b.move(1, 0)
        elif k == "k":
            b.move(-1, 0)


# ---------------------------------------------------------------- liquid
def liquid(scr, b):
    mode, cmd, ask, msg = "normal", None, None, ""
    top = 0
    while True:
        scr.erase()
        h, w = scr.getmaxyx()
        rows = h - 2
        if b.y < top:
            top = b.y
        if b.y >= top + rows:
            top = b.y - rows + 1
        for i in range(rows):
            n = top + i
            if n < len(b.lines):
                put(scr, i, 0, b.lines[n])
        st = "%s%s   (%d,%d)   [%s]" % (b.name, " *" if b.modified else "", b.y + 1, b.x + 1, mode)
        bar(scr, h - 2, st, curses.color_pair(2) | curses.A_BOLD)
        if cmd is not None:
            put(scr, h - 1, 0, cmd)
            scr.move(h - 1, len(cmd))
        elif ask:
            put(scr, h - 1, 0, ask)
            scr.move(h - 1, len(ask))
        else:
            put(scr, h - 1, 0, msg)
            scr.move(b.y - top, b.x)
        scr.refresh()
        k = getkey(scr)
        if ask:
            what, ask = ask, None
            if k in ("y", "Y"):
                if "Reload" in what:
                    b.load()
                    b.y = min(b.y, len(b.lines) - 1)
                    b.x, b.modified = 0, False
                    msg = "Reloaded " + b.name
                else:
                    return
            continue
        if cmd is not None:
            if k == "ESC":
                cmd = None
            elif k in ("\n", "\r", curses.KEY_ENTER):
                c, cmd = cmd, None
                if c.startswith("/"):
                    for n in range(b.y + 1, len(b.lines)):
                        if c[1:] and c[1:] in b.lines[n]:
                            b.y, b.x = n, b.lines[n].index(c[1:])
                            break
                    else:
                        msg = "Not found: " + c[1:]
                    continue
                c = c[1:].strip()
                if c.startswith("!"):
                    subprocess.run(c[1:], shell=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
                    if b.stat() != b.mtime:
                        ask = "%s changed on disk. Reload? (y/n) " % b.name
                elif c in ("bd", "q"):
                    if b.modified:
                        ask = "Buffer modified, kill anyway? (y or n) "
                    else:
                        return
                elif c.isdigit():
                    b.y, b.x = min(int(c), len(b.lines)) - 1, 0
                else:
                    msg = "Not a command: " + c
            elif k in ("\x7f", "\b", curses.KEY_BACKSPACE):
                cmd = cmd[:-1] if len(cmd) > 1 else None
            elif isinstance(k, str) and k.isprintable():
                cmd += k
            continue
        msg = ""
        if mode == "insert":
            if k == "ESC":
                mode = "normal"
            elif isinstance(k, str) and k.isprintable():
                b.insert(k)
            continue
        if k == "i":
            mode = "insert"
        elif k in (":", "/"):
            cmd = k
        elif k == "x":
            b.delete()
        elif k == "j":
            b.move(1, 0)
        elif k == "k":
            b.move(-1, 0)
        elif k == "l":
            b.move(0, 1)
        elif k == "h":
            b.move(0, -1)


# ---------------------------------------------------------------- kaa
def kaa(scr, b):
    field, fields, ask, msg = None, [], None, ""
    while True:
        scr.erase()
        h, w = scr.getmaxyx()
        title = " %s%s " % (b.name, "*" if b.modified else "")
        bar(scr, 0, "", curses.color_pair(3))
        put(scr, 0, 0, title, curses.color_pair(5) | curses.A_BOLD)
        foot = 1 + (len(fields) if fields else (1 if ask else 0))
        for i in range(1, h - foot):
            n = i - 1
            if n < len(b.lines):
                put(scr, i, 0, b.lines[n])
        if fields:
            for j, (lab, val) in enumerate(fields):
                y = h - 1 - len(fields) + j
                put(scr, y, 0, lab, curses.color_pair(3))
                put(scr, y, len(lab), val.ljust(24), curses.A_UNDERLINE)
            btns = "[&Ignore case] [&Word] [&Regex]" if fields[0][0] != "Goto line: " else ""
            y = h - 1 - len(fields) + field
            if btns and field == 0:
                put(scr, h - 1 - len(fields), 40, "[Ignore case] [Word] [Regex]", curses.color_pair(3))
            status = " [Enter]:OK  [Esc]:Cancel"
            bar(scr, h - 1, status, curses.color_pair(3))
            scr.move(y, len(fields[field][0]) + len(fields[field][1]))
        elif ask:
            q = "Save file %s? " % b.name
            put(scr, h - 2, 0, q.ljust(w), curses.color_pair(3))
            x = len(q) + 1
            for i, lab in enumerate(("Yes", "No", "Cancel")):
                a = curses.A_REVERSE if i == 0 else curses.color_pair(3)
                put(scr, h - 2, x, "[", a)
                put(scr, h - 2, x + 1, lab[0], a | curses.A_UNDERLINE)
                put(scr, h - 2, x + 2, lab[1:] + "]", a)
                x += len(lab) + 3
            bar(scr, h - 1, msg, curses.color_pair(3))
            scr.move(h - 2, len(q) + 2)
        else:
            st = " %s  %d:%d  [utf-8:LF]  [default]  Alt+M:menu" % (
                msg or b.name, b.y + 1, b.x + 1)
            bar(scr, h - 1, st, curses.color_pair(3))
            scr.move(b.y + 1, b.x)
        scr.refresh()
        k = getkey(scr)
        if ask:
            if k in ("y", "Y", "\n", "\r"):
                return
            if k in ("n", "N"):
                return
            ask = None
            continue
        if fields:
            lab, val = fields[field]
            if k == "ESC":
                fields, field = [], None
            elif k in ("\n", "\r", curses.KEY_ENTER):
                if fields[0][0] == "Search: " and len(fields) == 1 and ask_replace:
                    fields.append(("Replace: ", ""))
                    field = 1
                else:
                    q = fields[0][1]
                    if fields[0][0] == "Goto line: " and q.isdigit():
                        b.y, b.x = min(int(q), len(b.lines)) - 1, 0
                    fields, field = [], None
            elif k in ("\x7f", "\b", curses.KEY_BACKSPACE):
                fields[field] = (lab, val[:-1])
            elif isinstance(k, str) and k.isprintable():
                fields[field] = (lab, val + k)
            continue
        msg = ""
        if k == ctrl("f") or k == chr(ctrl("f")):
            fields, field, ask_replace = [("Search: ", "")], 0, False
        elif k == chr(ctrl("r")):
            fields, field, ask_replace = [("Search: ", "")], 0, True
        elif k == chr(ctrl("g")):
            fields, field = [("Goto line: ", "")], 0
        elif k == chr(ctrl("q")) or k == "M-x":
            if b.modified:
                ask = True
            else:
                return
        elif k == curses.KEY_DOWN:
            b.move(1, 0)
        elif k == curses.KEY_UP:
            b.move(-1, 0)
        elif k == curses.KEY_RIGHT:
            b.move(0, 1)
        elif k == curses.KEY_LEFT:
            b.move(0, -1)
        elif isinstance(k, str) and k.isprintable():
            b.insert(k)


# ---------------------------------------------------------------- flow
FLOW_HELP = """ flow control: keybindings (emacs)

 C-x C-s   save                      C-s       find
 C-x C-f   open file                 M-%       find and replace
 C-x k     close buffer              M-g g     goto line
 C-x C-c   quit                      M-x       command palette
 C-/       undo                      C-g       cancel
 C-a C-e   line begin / end          F1        this help

 Esc to close help"""


def flow(scr, b):
    mini, ask, helpv, pending, msg = None, None, False, "", ""
    while True:
        scr.erase()
        h, w = scr.getmaxyx()
        if helpv:
            for i, l in enumerate(FLOW_HELP.split("\n")):
                put(scr, i, 0, l, curses.A_BOLD if i == 0 else 0)
            bar(scr, h - 1, " help  *keybindings*", curses.color_pair(6))
            scr.move(0, 0)
        else:
            for i in range(h - 1):
                if i < len(b.lines):
                    num = "%*d " % (3, i + 1)
                    put(scr, i, 0, num, curses.color_pair(4) | (curses.A_BOLD if i == b.y else 0))
                    put(scr, i, len(num), b.lines[i])
            if mini:
                lab, val = mini
                bar(scr, h - 1, "", curses.color_pair(6))
                put(scr, h - 1, 0, " " + lab, curses.color_pair(6) | curses.A_BOLD)
                put(scr, h - 1, len(lab) + 1, val, curses.color_pair(6))
                scr.move(h - 1, len(lab) + 1 + len(val))
            elif ask:
                bar(scr, h - 1, " " + ask, curses.color_pair(6))
                scr.move(h - 1, len(ask) + 1)
            else:
                left = " flow  %s%s" % (b.name, " *" if b.modified else "")
                right = (msg + "   " if msg else "") + "Ln %d, Col %d  " % (b.y + 1, b.x + 1)
                bar(scr, h - 1, left + right.rjust(w - len(left)), curses.color_pair(6))
                scr.move(b.y, 4 + b.x)
        scr.refresh()
        k = getkey(scr)
        if helpv:
            if k in ("ESC", chr(ctrl("g"))):
                helpv = False
            continue
        if ask:
            ask = None
            if k in ("y", "Y"):
                return
            continue
        if mini:
            lab, val = mini
            if k in ("ESC", chr(ctrl("g"))):
                mini = None
            elif k in ("\n", "\r", curses.KEY_ENTER):
                mini = None
                if lab.startswith("goto") and val.isdigit():
                    b.y, b.x = min(int(val), len(b.lines)) - 1, 0
                elif lab.startswith("find"):
                    for n in range(len(b.lines)):
                        if val and val in b.lines[n]:
                            b.y, b.x = n, b.lines[n].index(val)
                            break
            elif k in ("\x7f", "\b", curses.KEY_BACKSPACE):
                mini = (lab, val[:-1])
            elif isinstance(k, str) and k.isprintable():
                mini = (lab, val + k)
            continue
        msg = ""
        if pending == "C-x":
            pending = ""
            if k in ("k", chr(ctrl("c"))):
                if b.modified:
                    ask = "Buffer %s is modified, kill anyway? (y/n)" % b.name
                else:
                    return
            continue
        if pending == "M-g":
            pending = ""
            if k == "g":
                mini = ("goto line: ", "")
            continue
        if k == chr(ctrl("x")):
            pending = "C-x"
        elif k == "M-g":
            pending = "M-g"
        elif k == "M-x":
            mini = ("M-x ", "")
        elif k == chr(ctrl("s")):
            mini = ("find: ", "")
        elif k == curses.KEY_F1:
            helpv = True
        elif k == curses.KEY_DOWN:
            b.move(1, 0)
        elif k == curses.KEY_UP:
            b.move(-1, 0)
        elif k == curses.KEY_RIGHT:
            b.move(0, 1)
        elif k == curses.KEY_LEFT:
            b.move(0, -1)
        elif isinstance(k, str) and k.isprintable():
            b.insert(k)


TOOLS = {"sodium": sodium, "liquid": liquid, "kaa": kaa, "flow": flow}


def main(scr, tool, path):
    curses.start_color()
    curses.use_default_colors()
    curses.init_pair(2, curses.COLOR_BLACK, curses.COLOR_CYAN)
    curses.init_pair(3, curses.COLOR_BLACK, curses.COLOR_WHITE)
    curses.init_pair(4, curses.COLOR_BLUE, -1)
    curses.init_pair(5, curses.COLOR_WHITE, curses.COLOR_BLUE)
    curses.init_pair(6, curses.COLOR_WHITE, curses.COLOR_MAGENTA)
    curses.raw()
    scr.keypad(True)
    TOOLS[tool](scr, Buf(path))


if __name__ == "__main__":
    if len(sys.argv) != 3 or sys.argv[1] not in TOOLS:
        sys.stderr.write("usage: threehundredthirtieth_editors.py sodium|liquid|kaa|flow FILE\n")
        sys.exit(2)
    curses.wrapper(main, sys.argv[1], sys.argv[2])
