#!/usr/bin/env python3
"""The hundredfortieth set's imitations of pagers and text viewers.

Each mode draws what the named viewer draws over a file of the set's
own (testdata/hundredfortieth/files), with its status row in its own
form: xzless-like (less run by xzless over relay.log.xz: the file's name
at first, ":" once moved, "(END)" at the end, its "/" prompt), riff-like
(a coloured diff paged through less -R from a pipe), vless-like (vim's
less.sh macros: vim's message and ruler on the last row), csvi-like (a
CSV viewer's grid with its current cell in reverse and a status row) and
peep-like (a viewer of a few rows drawn on the main screen under the
shell's rows, its status row under them).
"""
import curses
import lzma
import os
import sys

FILES = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "files")


def read(name):
    p = os.path.join(FILES, name)
    if name.endswith(".xz"):
        with lzma.open(p, "rt") as f:
            return f.read().splitlines()
    with open(p) as f:
        return f.read().splitlines()


def getline(scr, row, prompt):
    """Read a line on row after prompt, echoing it, as less and vim do."""
    buf = ""
    while True:
        scr.move(row, 0)
        scr.clrtoeol()
        scr.addstr(row, 0, prompt + buf)
        scr.refresh()
        ch = scr.getch()
        if ch in (10, 13, curses.KEY_ENTER):
            return buf
        if ch == 27:
            return None
        if ch in (127, 8, curses.KEY_BACKSPACE):
            if not buf:
                return None
            buf = buf[:-1]
        elif 32 <= ch < 127:
            buf += chr(ch)


def find(lines, start, pat):
    for i in range(start, len(lines)):
        if pat in lines[i]:
            return i
    return None


DIFF_COLOURS = {"+": 2, "-": 1, "@": 6}


def less(scr, lines, name, coloured=False):
    """less's screen: the text over a status row holding its short prompt."""
    curses.curs_set(1)
    if coloured:
        curses.start_color()
        curses.use_default_colors()
        for c in (1, 2, 6):
            curses.init_pair(c, c, -1)
    h, w = scr.getmaxyx()
    page = h - 1
    top = 0
    first = True
    while True:
        scr.erase()
        for r in range(page):
            i = top + r
            if i >= len(lines):
                scr.addstr(r, 0, "~")
                continue
            text = lines[i][: w - 1]
            attr = 0
            if coloured and text[:1] in DIFF_COLOURS and not text.startswith(("+++", "---")):
                attr = curses.color_pair(DIFF_COLOURS[text[:1]])
            elif coloured and text.startswith(("+++", "---", "diff ")):
                attr = curses.A_BOLD
            scr.addstr(r, 0, text, attr)
        at_end = top + page >= len(lines)
        if at_end:
            scr.addstr(page, 0, "(END)", curses.A_REVERSE)
            scr.move(page, 5)
        elif first and name:
            scr.addstr(page, 0, name, curses.A_REVERSE)
            scr.move(page, len(name))
        else:
            scr.addstr(page, 0, ":")
            scr.move(page, 1)
        scr.refresh()
        ch = scr.getch()
        first = False
        last = max(0, len(lines) - page)
        if ch == ord("q"):
            return
        if ch in (ord(" "), ord("f"), curses.KEY_NPAGE):
            top = min(top + page, last)
        elif ch in (ord("b"), curses.KEY_PPAGE):
            top = max(0, top - page)
        elif ch in (ord("j"), curses.KEY_DOWN, 10, 13):
            top = min(top + 1, last)
        elif ch in (ord("k"), curses.KEY_UP):
            top = max(0, top - 1)
        elif ch in (ord("G"), curses.KEY_END):
            top = last
        elif ch in (ord("g"), curses.KEY_HOME):
            top = 0
        elif ch == ord("/"):
            pat = getline(scr, page, "/")
            if pat:
                i = find(lines, top + 1, pat)
                if i is not None:
                    top = min(i, last)


def vless(scr, lines, name):
    """vim run by less.sh: its message, then its ruler, on the last row."""
    curses.curs_set(1)
    h, w = scr.getmaxyx()
    page = h - 1
    top = 0
    size = sum(len(l) + 1 for l in lines)
    msg = '"%s" [readonly] %dL, %dB' % (name, len(lines), size)
    while True:
        scr.erase()
        for r in range(page):
            i = top + r
            scr.addstr(r, 0, lines[i][: w - 1] if i < len(lines) else "~")
        last = max(0, len(lines) - page)
        where = "All" if last == 0 else "Top" if top == 0 else "Bot" if top >= last else "%d%%" % (top * 100 // last)
        ruler = "%d,1" % (top + 1)
        scr.addstr(page, 0, msg[: w - 20])
        scr.addstr(page, w - 18, "%-14s%s" % (ruler, where))
        scr.move(0, 0)
        scr.refresh()
        ch = scr.getch()
        msg = ""
        if ch == ord("q"):
            return
        if ch in (ord(" "), ord("f"), curses.KEY_NPAGE):
            top = min(top + page, last)
        elif ch in (ord("b"), curses.KEY_PPAGE):
            top = max(0, top - page)
        elif ch in (ord("G"), curses.KEY_END):
            top = last
        elif ch in (ord("g"), curses.KEY_HOME):
            top = 0
        elif ch == ord("/"):
            pat = getline(scr, page, "/")
            if pat:
                i = find(lines, top + 1, pat)
                if i is None:
                    msg = "E486: Pattern not found: " + pat
                else:
                    top = min(i, last)


def csvi(scr, name):
    """A CSV viewer: a grid of cells, the current one in reverse video."""
    import csv
    with open(os.path.join(FILES, name), newline="") as f:
        rows = list(csv.reader(f))
    curses.curs_set(0)
    h, w = scr.getmaxyx()
    widths = [10, 14, 11, 6, 8]
    page = h - 1
    top = 0
    cur = 0
    col = 0
    while True:
        scr.erase()
        for r in range(page):
            i = top + r
            if i >= len(rows):
                break
            x = 0
            for c, cell in enumerate(rows[i]):
                text = cell[: widths[c] - 1].ljust(widths[c] - 1)
                attr = curses.A_REVERSE if (i == cur and c == col) else (curses.A_UNDERLINE if i == 0 else 0)
                scr.addstr(r, x, text, attr)
                x += widths[c]
        scr.addstr(page, 0, "%d:%d/%d \"%s\" [CSV] [LF] [UTF8]" % (col + 1, cur + 1, len(rows), name)[: w - 1], curses.A_REVERSE)
        scr.refresh()
        ch = scr.getch()
        if ch == ord("q"):
            return
        if ch in (ord("j"), curses.KEY_DOWN):
            cur = min(cur + 1, len(rows) - 1)
        elif ch in (ord("k"), curses.KEY_UP):
            cur = max(0, cur - 1)
        elif ch in (ord("l"), curses.KEY_RIGHT):
            col = min(col + 1, len(widths) - 1)
        elif ch in (ord("h"), curses.KEY_LEFT):
            col = max(0, col - 1)
        elif ch in (ord(" "), curses.KEY_NPAGE, 6):
            cur = min(cur + page, len(rows) - 1)
        elif ch in (ord("G"), curses.KEY_END):
            cur = len(rows) - 1
        if cur < top:
            top = cur
        elif cur >= top + page:
            top = cur - page + 1


def peep(lines, name, rows=10):
    """A viewer of a few rows on the main screen, under the shell's rows."""
    import termios
    import tty
    fd = sys.stdin.fileno()
    old = termios.tcgetattr(fd)
    tty.setraw(fd)
    out = sys.stdout
    out.write("\r\n" * rows + "\x1b[%dA" % rows)
    out.write("\x1b7")
    top = 0
    last = max(0, len(lines) - (rows - 1))
    try:
        while True:
            out.write("\x1b8\x1b[?25l")
            for r in range(rows - 1):
                i = top + r
                out.write("\x1b[K" + (lines[i][:79] if i < len(lines) else "~") + "\r\n")
            end = min(top + rows - 1, len(lines))
            status = " peep: %s  %d-%d/%d (%d%%) " % (name, top + 1, end, len(lines), end * 100 // len(lines))
            out.write("\x1b[K\x1b[7m" + status + "\x1b[0m")
            out.flush()
            b = os.read(fd, 8)
            if b in (b"q", b"\x03"):
                break
            if b in (b" ", b"f", b"\x1b[6~"):
                top = min(top + rows - 1, last)
            elif b in (b"j", b"\x1b[B", b"\r"):
                top = min(top + 1, last)
            elif b in (b"k", b"\x1b[A"):
                top = max(0, top - 1)
            elif b in (b"G", b"\x1b[F", b"\x1b[4~"):
                top = last
            elif b in (b"g", b"\x1b[H"):
                top = 0
    finally:
        out.write("\x1b[?25h\r\n")
        out.flush()
        termios.tcsetattr(fd, termios.TCSADRAIN, old)


def main():
    mode = sys.argv[1]
    if mode == "xzless":
        curses.wrapper(less, read("relay.log.xz"), "relay.log.xz")
    elif mode == "riff":
        curses.wrapper(less, read("relay.diff"), "", True)
    elif mode == "vless":
        curses.wrapper(vless, read("relay.conf"), "relay.conf")
    elif mode == "csvi":
        curses.wrapper(csvi, "inventory.csv")
    elif mode == "peep":
        sys.stdout.write("$ peep relay.conf\r\n")
        peep(read("relay.conf"), "relay.conf")
    else:
        sys.exit("unknown mode " + mode)


if __name__ == "__main__":
    main()
