"""One text or hex editor imitated, named by the first argument, over the
file named by the second: a fixture of agentty's hundredthirtyfifth set,
whose screens were never used to tune the mode classifier. Each draws
what a modal or modeless editor, an outliner or a hex editor that cannot
run here draws at its first screen, after moving and typing, with its own
search, go-to or save-as prompt open and with its question before it
quits unsaved (its documentation, source and published screenshots).
Runs with Debian's python3 and its standard library's curses only."""

import curses
import os
import sys


class Ed:
    """A buffer of lines with a cursor, a modified mark and, while one is
    open, a prompt on the foot row (its label and what was typed)."""

    def __init__(self, path):
        self.path = path
        with open(path, encoding="utf-8") as f:
            self.lines = f.read().split("\n")
        if self.lines and self.lines[-1] == "":
            self.lines.pop()
        self.y = self.x = self.top = 0
        self.modified = False
        self.prompt = None
        self.typed = ""
        self.mode = "normal"
        self.msg = ""

    def name(self):
        return os.path.basename(self.path)

    def size(self):
        return sum(len(l) + 1 for l in self.lines)

    def move(self, dy, dx, h):
        self.y = max(0, min(len(self.lines) - 1, self.y + dy))
        self.x = max(0, min(len(self.lines[self.y]), self.x + dx))
        if self.y < self.top:
            self.top = self.y
        if self.y >= self.top + h:
            self.top = self.y - h + 1

    def insert(self, ch):
        l = self.lines[self.y]
        self.lines[self.y] = l[: self.x] + ch + l[self.x :]
        self.x += len(ch)
        self.modified = True

    def text(self, scr, y0, x0, h, w, gutter=None, tilde=False):
        for r in range(h):
            i = self.top + r
            if i < len(self.lines):
                g = gutter(i) if gutter else ""
                scr.addstr(y0 + r, x0, (g + self.lines[i])[:w])
            elif tilde:
                scr.addstr(y0 + r, x0, "~", curses.color_pair(4) | curses.A_BOLD)


def put(scr, y, x, s, attr=0):
    h, w = scr.getmaxyx()
    if y == h - 1:
        s = s[: w - x - 1]
    else:
        s = s[: w - x]
    try:
        scr.addstr(y, x, s, attr)
    except curses.error:
        pass


def bar(scr, y, s, attr):
    h, w = scr.getmaxyx()
    put(scr, y, 0, s.ljust(w), attr)


def lem(scr, ed):
    """Lem's ncurses frontend: the buffer, its modeline in reverse video
    (`*` after the name once modified), the echo area under it: C-s's
    `ISearch: `, C-x C-w's `Write File: ~/`, and C-x C-c's question when a
    buffer is modified."""
    h, w = scr.getmaxyx()
    while True:
        scr.erase()
        ed.text(scr, 0, 0, h - 2, w)
        mark = "*" if ed.modified else "-"
        left = " lem  %s%s  %s  (Fundamental)" % (mark, mark, ed.name())
        right = "%d:%d  All " % (ed.y + 1, ed.x)
        bar(scr, h - 2, left.ljust(w - len(right)) + right, curses.A_REVERSE)
        if ed.prompt:
            put(scr, h - 1, 0, ed.prompt + ed.typed)
            scr.move(h - 1, min(w - 2, len(ed.prompt) + len(ed.typed)))
        else:
            put(scr, h - 1, 0, ed.msg)
            scr.move(ed.y - ed.top, ed.x)
        scr.refresh()
        c = scr.get_wch()
        if ed.prompt:
            if c == "\x07":
                ed.prompt, ed.typed, ed.msg = None, "", "Quit"
            elif ed.prompt.startswith("Modified") and c in ("y", "n"):
                if c == "y":
                    return
                ed.prompt, ed.typed = None, ""
            elif c in ("\r", "\n"):
                ed.prompt, ed.typed = None, ""
            elif isinstance(c, str) and c.isprintable():
                ed.typed += c
            continue
        if c == "\x13":
            ed.prompt = "ISearch: "
        elif c == "\x18":
            d = scr.get_wch()
            if d == "\x17":
                ed.prompt, ed.typed = "Write File: ", "~/"
            elif d == "\x03":
                if not ed.modified:
                    return
                ed.prompt = "Modified buffers exist. Leave anyway? (y or n) "
        elif c == curses.KEY_DOWN or c == "\x0e":
            ed.move(1, 0, h - 2)
        elif c == curses.KEY_UP or c == "\x10":
            ed.move(-1, 0, h - 2)
        elif c == curses.KEY_RIGHT:
            ed.move(0, 1, h - 2)
        elif isinstance(c, str) and c.isprintable():
            ed.insert(c)


def stevie(scr, ed):
    """Stevie, the ST editor for vi enthusiasts, on a Unix terminal: the
    buffer over `~` rows, the file's name and size on the foot row, `i`
    for insert mode (`Insert Mode` shown at the foot's right), `/` and `:`
    read on the foot row."""
    h, w = scr.getmaxyx()
    ed.msg = '"%s" %d lines, %d characters' % (ed.name(), len(ed.lines), ed.size())
    while True:
        scr.erase()
        ed.text(scr, 0, 0, h - 1, w, tilde=True)
        if ed.prompt is not None:
            put(scr, h - 1, 0, ed.prompt + ed.typed)
            scr.move(h - 1, len(ed.prompt) + len(ed.typed))
        else:
            put(scr, h - 1, 0, ed.msg)
            if ed.mode == "insert":
                put(scr, h - 1, w - 13, "Insert Mode")
            scr.move(ed.y - ed.top, ed.x)
        scr.refresh()
        c = scr.get_wch()
        if ed.prompt is not None:
            if c == "\x1b":
                ed.prompt, ed.typed = None, ""
            elif c in ("\r", "\n"):
                if ed.prompt == ":" and ed.typed in ("q", "q!"):
                    if ed.modified and ed.typed == "q":
                        ed.msg = "No write since last change (use ! to override)"
                    else:
                        return
                elif ed.prompt == ":" and ed.typed.isdigit():
                    ed.move(int(ed.typed) - 1 - ed.y, 0, h - 1)
                    ed.msg = ""
                ed.prompt, ed.typed = None, ""
            elif isinstance(c, str) and c.isprintable():
                ed.typed += c
            continue
        if ed.mode == "insert":
            if c == "\x1b":
                ed.mode = "normal"
                ed.msg = ""
            elif isinstance(c, str) and c.isprintable():
                ed.insert(c)
                ed.msg = ""
            continue
        if c in ("j", curses.KEY_DOWN):
            ed.move(1, 0, h - 1)
        elif c in ("k", curses.KEY_UP):
            ed.move(-1, 0, h - 1)
        elif c in ("l", curses.KEY_RIGHT):
            ed.move(0, 1, h - 1)
        elif c == "i":
            ed.mode = "insert"
            ed.msg = ""
        elif c in ("/", ":"):
            ed.prompt = c


def zee(scr, ed):
    """zee, a modern modeless editor: the buffer, its status bar in
    reverse video (a modified mark, the file, the mode, the position), the
    prompt row under it, empty at rest."""
    h, w = scr.getmaxyx()
    while True:
        scr.erase()
        ed.text(scr, 0, 0, h - 2, w)
        mark = " ● " if ed.modified else " - "
        left = "%s%s  Plain Text" % (mark, ed.name())
        right = " %d:%d  %d%% " % (ed.y + 1, ed.x + 1, 100 * (ed.y + 1) // len(ed.lines))
        bar(scr, h - 2, left.ljust(w - len(right)) + right, curses.color_pair(2))
        put(scr, h - 1, 0, ed.msg)
        scr.move(ed.y - ed.top, ed.x)
        scr.refresh()
        c = scr.get_wch()
        if c == "\x18":
            if scr.get_wch() == "\x03":
                return
        elif c in (curses.KEY_DOWN, "\x0e"):
            ed.move(1, 0, h - 2)
        elif c in (curses.KEY_UP, "\x10"):
            ed.move(-1, 0, h - 2)
        elif c == curses.KEY_RIGHT:
            ed.move(0, 1, h - 2)
        elif isinstance(c, str) and c.isprintable():
            ed.insert(c)


def tines(scr, ed):
    """tines, an outliner grown from hnb: its help row at the top, the
    outline's entries under it (a `+` before one with children, the
    current one in reverse video), Enter to edit an entry in place, ^F's
    `Search for:` on the foot row."""
    h, w = scr.getmaxyx()
    nodes = [("Groceries", 0, True), ("Work", 0, True), ("  finish the report", 1, False),
             ("  call the bank", 1, False), ("Ideas", 0, True), ("Books to read", 0, True),
             ("Holiday plans", 0, False)]
    ed.lines = [n[0] for n in nodes]
    editing = False
    while True:
        scr.erase()
        bar(scr, 0, " F1:help  ^Q:quit  return:edit  ins:add  del:remove  ^F:find  tab:indent",
            curses.A_REVERSE)
        for i, (t, lvl, kids) in enumerate(nodes):
            s = ed.lines[i].strip()
            row = "   " * lvl + ("+ " if kids else "  ") + s
            attr = curses.A_REVERSE if i == ed.y and not editing else 0
            put(scr, 2 + i, 1, row, attr)
        put(scr, h - 1, 0, (ed.prompt or "") + ed.typed if ed.prompt else ed.msg)
        if ed.prompt:
            scr.move(h - 1, len(ed.prompt) + len(ed.typed))
            curses.curs_set(1)
        elif editing:
            lvl = nodes[ed.y][1]
            scr.move(2 + ed.y, 1 + 3 * lvl + 2 + ed.x)
            curses.curs_set(1)
        else:
            curses.curs_set(0)
        scr.refresh()
        c = scr.get_wch()
        if ed.prompt:
            if c == "\x1b" or c in ("\r", "\n"):
                ed.prompt, ed.typed = None, ""
            elif isinstance(c, str) and c.isprintable():
                ed.typed += c
            continue
        if editing:
            if c in ("\r", "\n", "\x1b"):
                editing = False
            elif isinstance(c, str) and c.isprintable():
                l = ed.lines[ed.y].strip()
                ed.lines[ed.y] = l[: ed.x] + c + l[ed.x :]
                ed.x += 1
                ed.modified = True
            continue
        if c == "\x11":
            return
        if c == "\x06":
            ed.prompt = "Search for: "
        elif c == curses.KEY_DOWN:
            ed.y = min(ed.y + 1, len(nodes) - 1)
        elif c == curses.KEY_UP:
            ed.y = max(ed.y - 1, 0)
        elif c in ("\r", "\n"):
            editing = True
            ed.x = len(ed.lines[ed.y].strip())


def hexrows(scr, data, y0, rows, cur, bpl=16, ascii_dot="."):
    for r in range(rows):
        off = r * bpl
        if off >= len(data) and r:
            break
        chunk = data[off : off + bpl]
        hexs = " ".join("%02x" % b for b in chunk).ljust(bpl * 3 - 1)
        asc = "".join(chr(b) if 32 <= b < 127 else ascii_dot for b in chunk)
        put(scr, y0 + r, 0, "%08x  %s  %s" % (off, hexs, asc))


def hexabyte(scr, ed):
    """Hexabyte, a modal hex editor: its title bar, offsets, bytes and
    characters, its status bar (the mode, the file with `[+]` once
    modified, the cursor's offset), `i` for insert mode typing hex
    digits, `g`'s `Jump to offset: ` and the question on `q` when there
    are unsaved changes."""
    h, w = scr.getmaxyx()
    data = bytearray(open(ed.path, "rb").read())
    pos, half = 0, 0
    while True:
        scr.erase()
        bar(scr, 0, " Hexabyte 0.3.0", curses.color_pair(1) | curses.A_BOLD)
        put(scr, 1, 0, " Offset    00 01 02 03 04 05 06 07 08 09 0a 0b 0c 0d 0e 0f  Decoded", curses.A_BOLD)
        hexrows(scr, data, 2, h - 5, pos)
        mode = " INSERT " if ed.mode == "insert" else " NORMAL "
        name = ed.name() + (" [+]" if ed.modified else "")
        put(scr, h - 2, 0, mode, curses.color_pair(2) | curses.A_BOLD)
        st = (" %s" % name).ljust(w - len(mode) - 25) + "0x%08x / 0x%08x " % (pos, len(data))
        put(scr, h - 2, len(mode), st, curses.A_REVERSE)
        if ed.prompt:
            put(scr, h - 1, 0, ed.prompt + ed.typed)
            scr.move(h - 1, len(ed.prompt) + len(ed.typed))
        else:
            put(scr, h - 1, 0, ed.msg)
            scr.move(2 + pos // 16, 10 + 3 * (pos % 16) + half)
        scr.refresh()
        c = scr.get_wch()
        if ed.prompt:
            if c == "\x1b":
                ed.prompt, ed.typed = None, ""
            elif ed.prompt.startswith("Unsaved") and c in ("y", "n"):
                if c == "y":
                    return
                ed.prompt = None
            elif c in ("\r", "\n"):
                try:
                    pos = min(int(ed.typed, 0), len(data) - 1)
                except ValueError:
                    pass
                ed.prompt, ed.typed = None, ""
            elif isinstance(c, str) and c.isprintable():
                ed.typed += c
            continue
        if ed.mode == "insert":
            if c == "\x1b":
                ed.mode = "normal"
            elif isinstance(c, str) and c in "0123456789abcdef":
                v = int(c, 16)
                data[pos] = (data[pos] & 0x0F) | (v << 4) if half == 0 else (data[pos] & 0xF0) | v
                ed.modified = True
                half ^= 1
                if half == 0:
                    pos = min(pos + 1, len(data) - 1)
            continue
        if c in ("l", curses.KEY_RIGHT):
            pos = min(pos + 1, len(data) - 1)
        elif c in ("j", curses.KEY_DOWN):
            pos = min(pos + 16, len(data) - 1)
        elif c == "i":
            ed.mode = "insert"
        elif c == "g":
            ed.prompt = "Jump to offset: "
        elif c == "q":
            if not ed.modified:
                return
            ed.prompt = "Unsaved changes. Quit anyway? (y/n) "


def hiew(scr, ed):
    """Hiew, the hex viewer and editor, in its hex mode: its top row in
    cyan (the file, `↓FRO` read-only or `↓FWO` editing, the offset, its
    name), offsets, bytes in groups of four and characters, its key bar
    of F-keys at the foot; F3 edits, F5's offset field opens over the top
    row."""
    h, w = scr.getmaxyx()
    data = bytearray(open(ed.path, "rb").read())
    pos, editing = 0, False
    while True:
        scr.erase()
        state = "↓FWO" if editing else "↓FRO"
        top = " %-22s %s -------- %08X │ Hiew 8.86 (c)SEN" % (ed.name(), state, pos)
        bar(scr, 0, top, curses.color_pair(2))
        for r in range(h - 2):
            off = r * 16
            if off >= len(data):
                break
            chunk = data[off : off + 16]
            hx = ""
            for i in range(16):
                hx += ("%02X" % chunk[i]) if i < len(chunk) else "  "
                hx += "-" if i in (3, 7, 11) else " "
            asc = "".join(chr(b) if 32 <= b < 127 else "◙" if b == 10 else "." for b in chunk)
            put(scr, 1 + r, 0, "%08X: %s %s" % (off, hx, asc), curses.color_pair(6) if editing else 0)
        keys = ["Help", "PutBlk", "Edit", "Mode", "Goto", "Refer", "Search", "Header", "Files", "Quit"]
        if editing:
            keys = ["Help", "Undo", "", "", "", "", "", "", "Update", ""]
        x = 0
        for i, k in enumerate(keys):
            n = str(i + 1)
            put(scr, h - 1, x, n)
            put(scr, h - 1, x + len(n), k.ljust(6), curses.color_pair(2))
            x += len(n) + 7
        if ed.prompt:
            put(scr, 0, 1, " " + ed.prompt + ed.typed.ljust(10) + " ", curses.color_pair(5))
            scr.move(0, 2 + len(ed.prompt) + len(ed.typed))
        else:
            col = 10 + 3 * (pos % 16)
            scr.move(1 + pos // 16, col)
        scr.refresh()
        c = scr.get_wch()
        if ed.prompt:
            if c == "\x1b":
                ed.prompt, ed.typed = None, ""
            elif c in ("\r", "\n"):
                try:
                    pos = min(int(ed.typed, 16), len(data) - 1)
                except ValueError:
                    pass
                ed.prompt, ed.typed = None, ""
            elif isinstance(c, str) and c.isprintable():
                ed.typed += c
            continue
        if c == curses.KEY_F10:
            return
        if c == curses.KEY_F3:
            editing = not editing
        elif c == curses.KEY_F5:
            ed.prompt = "Offset: "
        elif c == curses.KEY_RIGHT:
            pos = min(pos + 1, len(data) - 1)
        elif c == curses.KEY_DOWN:
            pos = min(pos + 16, len(data) - 1)
        elif editing and isinstance(c, str) and c.isprintable():
            data[pos] = ord(c)
            pos = min(pos + 1, len(data) - 1)
        elif c == "\x1b":
            editing = False


PROGRAMS = {"lem": lem, "stevie": stevie, "zee": zee, "tines": tines, "hexabyte": hexabyte, "hiew": hiew}


def main(scr):
    curses.raw()
    curses.start_color()
    curses.use_default_colors()
    curses.init_pair(1, curses.COLOR_WHITE, curses.COLOR_BLUE)
    curses.init_pair(2, curses.COLOR_BLACK, curses.COLOR_CYAN)
    curses.init_pair(4, curses.COLOR_BLUE, -1)
    curses.init_pair(5, curses.COLOR_BLACK, curses.COLOR_WHITE)
    curses.init_pair(6, curses.COLOR_YELLOW, -1)
    scr.keypad(True)
    curses.set_escdelay(25)
    PROGRAMS[sys.argv[1]](scr, Ed(sys.argv[2]))


if __name__ == "__main__":
    os.environ.setdefault("ESCDELAY", "25")
    curses.wrapper(main)
