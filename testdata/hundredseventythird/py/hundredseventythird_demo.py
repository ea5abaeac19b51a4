#!/usr/bin/env python3
"""The hundredseventythird set's imitations of viewers, readers and editors.

Each mode draws what the named tool draws (curses, raw mode, the
alternate screen) over a file of the set's own in ../files: logria (a
log viewer: the log over its bordered command box), beye (Binary EYE, a
hex viewer: a title row, hex rows and its F-key bar), lue (a terminal
ebook reader: a page of the book over its progress row), chawan (cha, a
terminal web browser: an HTML page rendered, its status row at the foot),
msedit (Microsoft's Edit: a menu bar, the text and a status bar) and yed
(a small editor with a status line). Nothing is written anywhere.
"""
import curses
import html.parser
import os
import sys
import textwrap

FILES = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "files")


def read(name):
    with open(os.path.join(FILES, name), encoding="utf-8") as f:
        return f.read()


def put(scr, y, x, s, attr=0):
    h, w = scr.getmaxyx()
    if y < 0 or y >= h or x >= w:
        return
    s = s[: max(0, w - x - (1 if y == h - 1 else 0))]
    try:
        scr.addstr(y, x, s, attr)
    except curses.error:
        pass


def setup(scr):
    curses.raw()
    curses.noecho()
    scr.keypad(True)
    curses.start_color()
    curses.use_default_colors()


# logria: the log's last lines, its command box under them. "/" opens
# its regex mode in the box; Enter applies the filter.
def logria(scr):
    setup(scr)
    curses.init_pair(1, curses.COLOR_RED, -1)
    curses.init_pair(2, curses.COLOR_YELLOW, -1)
    lines = read("quarry.log").splitlines()
    mode, text, pattern = "", "", ""
    while True:
        h, w = scr.getmaxyx()
        scr.erase()
        shown = [l for l in lines if pattern in l] if pattern else lines
        body = h - 3
        for i, l in enumerate(shown[-body:]):
            attr = curses.color_pair(1) if " ERROR " in l else curses.color_pair(2) if " WARN " in l else 0
            put(scr, i, 0, l[:w], attr)
        put(scr, h - 3, 0, "┌" + "─" * (w - 2) + "┐")
        put(scr, h - 2, 0, "│" + " " * (w - 2) + "│")
        put(scr, h - 1, 0, "└" + "─" * (w - 2))
        try:
            scr.insstr(h - 1, w - 1, "┘")
        except curses.error:
            pass
        if mode == "/":
            curses.curs_set(1)
            put(scr, h - 2, 1, "/" + text)
            scr.move(h - 2, 2 + len(text))
        else:
            curses.curs_set(0)
            msg = "Regex with pattern /%s/" % pattern if pattern else "No filter applied"
            put(scr, h - 2, 1, msg, curses.A_DIM)
        scr.refresh()
        k = scr.getch()
        if mode == "/":
            if k in (10, 13, curses.KEY_ENTER):
                pattern, mode, text = text, "", ""
            elif k == 27:
                mode, text = "", ""
            elif k in (127, curses.KEY_BACKSPACE, 8):
                text = text[:-1]
            elif 32 <= k < 127:
                text += chr(k)
            continue
        if k == ord("/"):
            mode = "/"
        elif k in (ord("q"), 3):
            return


# beye: a title row in reverse, the file in hex rows, the F-key bar; PgDn
# pages, F7 opens its Find string box.
def beye(scr):
    setup(scr)
    curses.curs_set(0)
    curses.init_pair(1, curses.COLOR_BLACK, curses.COLOR_CYAN)
    curses.init_pair(2, curses.COLOR_WHITE, curses.COLOR_BLUE)
    curses.init_pair(3, curses.COLOR_BLACK, curses.COLOR_WHITE)
    data = bytes(range(256)) * 3 + read("quarry.log").encode()[:4096]
    data = b"\x7fELF\x02\x01\x01\x00" + b"\x00" * 8 + data
    top, find, text = 0, False, ""
    while True:
        h, w = scr.getmaxyx()
        rows = h - 2
        scr.erase()
        scr.bkgd(" ", curses.color_pair(2))
        pct = top * 100 // len(data)
        title = " BEYE 6.1.0 │ blob.bin │ Hex │ %08X │ %d%%" % (top, pct)
        put(scr, 0, 0, title.ljust(w), curses.color_pair(1))
        for r in range(rows):
            off = top + r * 16
            chunk = data[off:off + 16]
            if not chunk:
                break
            hx = " ".join("%02X" % b for b in chunk[:8]) + "-" + " ".join("%02X" % b for b in chunk[8:])
            asc = "".join(chr(b) if 32 <= b < 127 else "." for b in chunk)
            put(scr, 1 + r, 0, "%08X: %-48s %s" % (off, hx, asc), curses.color_pair(2))
        keys = ["Help", "SysInfo", "Mode", "Tools", "Goto", "Edit", "Search", "Header", "Setup", "Quit"]
        x = 0
        for i, k in enumerate(keys):
            n = str(i + 1)
            put(scr, h - 1, x, n, 0)
            put(scr, h - 1, x + len(n), k.ljust(8 - len(n) + 0)[:8 - len(n)], curses.color_pair(1))
            x += 8
        if find:
            bw, by, bx = 50, h // 2 - 4, (w - 50) // 2
            box = curses.color_pair(3)
            put(scr, by, bx, "┌" + " Find string ".center(bw - 2, "─") + "┐", box)
            for i in range(1, 7):
                put(scr, by + i, bx, "│" + " " * (bw - 2) + "│", box)
            put(scr, by + 7, bx, "└" + "─" * (bw - 2) + "┘", box)
            put(scr, by + 1, bx + 2, "Search for:", box)
            put(scr, by + 2, bx + 2, (text + " " * 44)[:44], curses.color_pair(2))
            put(scr, by + 4, bx + 2, "[ ] Case sensitive    [ ] Word only", box)
            put(scr, by + 5, bx + 2, "[ ] Reverse search    [ ] Hex mode", box)
            put(scr, by + 6, bx + 2, "Enter - search   Esc - cancel", box)
            curses.curs_set(1)
            scr.move(by + 2, bx + 2 + len(text))
        else:
            curses.curs_set(0)
        scr.refresh()
        k = scr.getch()
        if find:
            if k == 27:
                find = False
            elif k in (127, curses.KEY_BACKSPACE, 8):
                text = text[:-1]
            elif 32 <= k < 127:
                text += chr(k)
            continue
        if k == curses.KEY_NPAGE:
            top = min(top + rows * 16, (len(data) // 16) * 16)
        elif k == curses.KEY_PPAGE:
            top = max(0, top - rows * 16)
        elif k == curses.KEY_F7:
            find = True
        elif k in (curses.KEY_F10, 27):
            return


# lue: a page of the book centred, its progress row at the foot; Space or
# Right turns the page.
def lue(scr):
    setup(scr)
    curses.curs_set(0)
    curses.init_pair(1, curses.COLOR_CYAN, -1)
    width = 64
    lines = []
    for para in read("lighthouse.txt").split("\n\n"):
        lines += textwrap.wrap(para.replace("\n", " "), width) or [""]
        lines.append("")
    page = 0
    while True:
        h, w = scr.getmaxyx()
        rows = h - 4
        pages = (len(lines) + rows - 1) // rows
        scr.erase()
        put(scr, 0, (w - 36) // 2, "The Lighthouse Keeper of Skerry Holm", curses.A_DIM)
        left = (w - width) // 2
        for i, l in enumerate(lines[page * rows:(page + 1) * rows]):
            attr = curses.A_BOLD if l.startswith("CHAPTER") or l.isupper() else 0
            put(scr, 2 + i, left, l, attr)
        pct = (page + 1) * 100 // pages
        bar = 40
        done = bar * (page + 1) // pages
        put(scr, h - 1, left, "━" * done, curses.color_pair(1))
        put(scr, h - 1, left + done, "─" * (bar - done), curses.A_DIM)
        put(scr, h - 1, left + bar + 2, "%d%%  page %d of %d" % (pct, page + 1, pages))
        scr.refresh()
        k = scr.getch()
        if k in (ord(" "), curses.KEY_RIGHT, ord("l"), curses.KEY_NPAGE):
            page = min(page + 1, pages - 1)
        elif k in (curses.KEY_LEFT, ord("h"), curses.KEY_PPAGE):
            page = max(page - 1, 0)
        elif k in (ord("q"), 3):
            return


class Render(html.parser.HTMLParser):
    """Renders a page as cha does: blocks wrapped, headings bold, links
    underlined and coloured."""

    def __init__(self, width):
        super().__init__()
        self.width, self.out, self.words, self.attrs = width, [], [], []
        self.link = self.bold = self.skip = self.glue = False

    def flush(self):
        line, x = [], 0
        for word in self.words:
            n = sum(len(t) for t, _ in word)
            if x and x + 1 + n > self.width:
                self.out.append(line)
                line, x = [], 0
            if x:
                line.append((" ", 0))
                x += 1
            line += word
            x += n
        if line:
            self.out.append(line)
            self.out.append([])
        self.words, self.glue = [], False

    def handle_starttag(self, tag, attrs):
        if tag in ("h1", "h2", "p"):
            self.flush()
        if tag in ("h1", "h2"):
            self.bold = True
        if tag == "a":
            self.link = True
        if tag == "title":
            self.skip = True

    def handle_endtag(self, tag):
        if tag in ("h1", "h2", "p"):
            self.flush()
            self.bold = False
        if tag == "a":
            self.link = False
        if tag == "title":
            self.skip = False

    def handle_data(self, data):
        if self.skip or not data:
            return
        a = curses.A_BOLD if self.bold else (curses.color_pair(1) | curses.A_UNDERLINE if self.link else 0)
        for i, word in enumerate(data.split()):
            if i == 0 and self.glue and not data[0].isspace() and self.words:
                self.words[-1].append((word, a))
            else:
                self.words.append([(word, a)])
        self.glue = not data[-1].isspace()


# chawan (cha): the page from the top row, its status row at the foot
# (the page's URL); Space pages down, "/" opens its search line.
def chawan(scr):
    setup(scr)
    curses.init_pair(1, curses.COLOR_BLUE, -1)
    h, w = scr.getmaxyx()
    r = Render(w - 1)
    r.feed(read("heron.html"))
    r.flush()
    lines = r.out
    url = "file://" + os.path.realpath(os.path.join(FILES, "heron.html"))
    top, cy, cx, search, text = 0, 0, 0, False, ""
    while True:
        h, w = scr.getmaxyx()
        rows = h - 1
        scr.erase()
        for i, line in enumerate(lines[top:top + rows]):
            x = 0
            for word, a in line:
                put(scr, i, x, word, a)
                x += len(word)
        if search:
            put(scr, h - 1, 0, "/" + text)
            scr.move(h - 1, 1 + len(text))
        else:
            put(scr, h - 1, 0, url)
            scr.move(cy, cx)
        scr.refresh()
        k = scr.getch()
        if search:
            if k in (10, 13, curses.KEY_ENTER, 27):
                search, text = False, ""
            elif k in (127, curses.KEY_BACKSPACE, 8):
                text = text[:-1]
            elif 32 <= k < 127:
                text += chr(k)
            continue
        if k in (ord(" "), curses.KEY_NPAGE, 6):
            top = min(top + rows, max(0, len(lines) - rows))
        elif k in (curses.KEY_PPAGE, 2):
            top = max(0, top - rows)
        elif k in (ord("j"), curses.KEY_DOWN):
            cy = min(cy + 1, rows - 1)
        elif k == ord("/"):
            search = True
        elif k in (ord("q"), 3):
            return


# msedit (Microsoft Edit): the menu bar, the text, the status bar; typing
# edits, Ctrl+F opens the find bar, Ctrl+Q on a modified file opens its
# Unsaved Changes dialog.
def msedit(scr):
    setup(scr)
    curses.init_pair(1, curses.COLOR_BLACK, curses.COLOR_WHITE)
    curses.init_pair(2, curses.COLOR_WHITE, curses.COLOR_BLUE)
    curses.init_pair(3, curses.COLOR_BLACK, curses.COLOR_CYAN)
    bar = curses.color_pair(1)
    text = read("draft.txt").splitlines()
    y, x, modified, find, needle, ask = 0, 0, False, False, "", False
    while True:
        h, w = scr.getmaxyx()
        scr.erase()
        put(scr, 0, 0, " " * w, bar)
        mx = 1
        for m in ("File", "Edit", "View", "Help"):
            put(scr, 0, mx, " " + m + " ", bar)
            put(scr, 0, mx + 1, m[0], bar | curses.A_UNDERLINE)
            mx += len(m) + 2
        name = "draft.txt" + (" ●" if modified else "")
        put(scr, 0, w - len(name) - 2, name, bar)
        foot = h - 1 - (1 if find else 0)
        for i, l in enumerate(text[: foot - 1]):
            put(scr, 1 + i, 0, l)
        if find:
            put(scr, h - 2, 0, " " * w, bar)
            put(scr, h - 2, 1, "Find:", bar)
            put(scr, h - 2, 7, (needle + " " * 24)[:24], curses.color_pair(0))
            put(scr, h - 2, 33, "[ ] Match case  [ ] Whole word  [ ] Use regex", bar)
        st = " LF  UTF-8  Spaces:4  INS  %d:%d" % (y + 1, x + 1)
        put(scr, h - 1, 0, st.ljust(w), bar)
        if ask:
            bw, by = 46, h // 2 - 3
            bx = (w - bw) // 2
            d = curses.color_pair(2)
            put(scr, by, bx, " " * bw, d)
            put(scr, by, bx + (bw - 17) // 2, " Unsaved Changes ", d | curses.A_BOLD)
            for i in range(1, 6):
                put(scr, by + i, bx, " " * bw, d)
            put(scr, by + 2, bx + 2, "Do you want to save the changes you made?", d)
            bs = [" Save ", " Don't Save ", " Cancel "]
            bxx = bx + 5
            for i, b in enumerate(bs):
                put(scr, by + 4, bxx, b, curses.color_pair(3) | curses.A_BOLD if i == 0 else d)
                bxx += len(b) + 3
            curses.curs_set(0)
        elif find:
            curses.curs_set(1)
            scr.move(h - 2, 7 + len(needle))
        else:
            curses.curs_set(1)
            scr.move(1 + y, x)
        scr.refresh()
        k = scr.getch()
        if ask:
            if k == 27:
                ask = False
            continue
        if find:
            if k == 27:
                find = False
            elif k in (127, curses.KEY_BACKSPACE, 8):
                needle = needle[:-1]
            elif 32 <= k < 127:
                needle += chr(k)
            continue
        if k == 6:
            find = True
        elif k == 17:
            if modified:
                ask = True
            else:
                return
        elif k in (10, 13):
            text[y:y + 1] = [text[y][:x], text[y][x:]]
            y, x, modified = y + 1, 0, True
        elif 32 <= k < 127:
            text[y] = text[y][:x] + chr(k) + text[y][x:]
            x, modified = x + 1, True
        elif k == curses.KEY_DOWN:
            y = min(y + 1, len(text) - 1)
        elif k == curses.KEY_UP:
            y = max(y - 1, 0)


# yed: the text under no bar, its status line in reverse over the command
# line at the foot.
def yed(scr):
    setup(scr)
    text = read("draft.txt").splitlines()
    y, x, modified = 0, 0, False
    while True:
        h, w = scr.getmaxyx()
        scr.erase()
        for i, l in enumerate(text[: h - 2]):
            put(scr, i, 0, l)
        left = " draft.txt" + (" [+]" if modified else "")
        right = "%d :: %d  (%d lines) " % (y + 1, x + 1, len(text))
        put(scr, h - 2, 0, (left + " " * w)[: w - len(right)] + right, curses.A_REVERSE)
        scr.move(y, x)
        scr.refresh()
        k = scr.getch()
        if k in (10, 13):
            text[y:y + 1] = [text[y][:x], text[y][x:]]
            y, x, modified = y + 1, 0, True
        elif 32 <= k < 127:
            text[y] = text[y][:x] + chr(k) + text[y][x:]
            x, modified = x + 1, True
        elif k == 17:
            return


MODES = {"logria": logria, "beye": beye, "lue": lue, "chawan": chawan, "msedit": msedit, "yed": yed}

if __name__ == "__main__":
    os.environ.setdefault("ESCDELAY", "25")
    curses.wrapper(MODES[sys.argv[1]])
