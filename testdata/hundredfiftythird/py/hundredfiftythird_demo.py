#!/usr/bin/env python3
"""The hundredfiftythird set's imitations: each draws, with curses on the
alternate screen, what a text pager or document reader that cannot run
here draws over a file of the set's own (in ../files): termpub and
bookokrat (EPUB readers), presenterm (Markdown slides), mdfried (a
Markdown viewer), loggo (a log viewer following its file) and mandown (a
README shown as a man page through man's pager), each with its own status
row and its own search or go-to prompt at the foot. The first argument
names the program imitated."""
import curses
import os
import sys
import textwrap

FILES = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "files")


def read(name):
    with open(os.path.join(FILES, name)) as f:
        return f.read()


def put(win, y, x, s, attr=0):
    try:
        win.addstr(y, x, s, attr)
    except curses.error:
        pass


def book_chapters():
    """The book's title, author and chapters (title, paragraphs)."""
    text = read("lantern-keeper.txt")
    head, _, rest = text.partition("\n\n")
    title, author = head.split("\n")
    chapters = []
    for part in rest.split("## ")[1:]:
        name, _, body = part.partition("\n\n")
        chapters.append((name.strip(), [p for p in body.split("\n\n") if p.strip()]))
    return title, author, chapters


def book_lines(width, indent=""):
    """The book as rows of (text, attr), chapter titles bold."""
    title, author, chapters = book_chapters()
    rows = []
    for name, paras in chapters:
        rows.append((name, curses.A_BOLD))
        rows.append(("", 0))
        for p in paras:
            for line in textwrap.wrap(p, width, initial_indent=indent):
                rows.append((line, 0))
            rows.append(("", 0))
    return title, author, chapters, rows


class Reader:
    """A pager over rows: space and PgDn page down, b and PgUp up, g and
    G to the top and the end, / opens a search prompt at the foot."""

    def __init__(self, scr, rows, top, height):
        self.scr, self.rows, self.top, self.height = scr, rows, top, height
        self.pos = 0
        self.prompt = None

    def last(self):
        return max(0, len(self.rows) - self.height)

    def key(self, k):
        if self.prompt is not None:
            if k in (10, 13, 27):
                self.prompt = None
            elif k in (curses.KEY_BACKSPACE, 127, 8):
                self.prompt = self.prompt[:-1]
            elif 32 <= k < 127:
                self.prompt += chr(k)
            return
        if k in (ord(" "), ord("f"), curses.KEY_NPAGE):
            self.pos = min(self.last(), self.pos + self.height)
        elif k in (ord("b"), curses.KEY_PPAGE):
            self.pos = max(0, self.pos - self.height)
        elif k in (ord("j"), curses.KEY_DOWN):
            self.pos = min(self.last(), self.pos + 1)
        elif k in (ord("k"), curses.KEY_UP):
            self.pos = max(0, self.pos - 1)
        elif k == ord("g"):
            self.pos = 0
        elif k in (ord("G"), curses.KEY_END):
            self.pos = self.last()
        elif k == ord("/"):
            self.prompt = ""


def run(scr, draw, reader, prompt_row, prompt_attr=0):
    """Draws, reads a key, draws again, until q."""
    while True:
        scr.erase()
        draw()
        if reader.prompt is not None:
            H, W = scr.getmaxyx()
            put(scr, prompt_row, 0, " " * (W - 1), prompt_attr)
            put(scr, prompt_row, 0, "/" + reader.prompt, prompt_attr)
            curses.curs_set(1)
            scr.move(prompt_row, 1 + len(reader.prompt))
        else:
            curses.curs_set(0)
        scr.refresh()
        k = scr.getch()
        if k == ord("q") and reader.prompt is None:
            return
        reader.key(k)


def termpub(scr):
    """termpub: the chapter's text with a margin, a reverse status row at
    the foot: the book's title and chapter on the left, how far through
    the book on the right."""
    H, W = scr.getmaxyx()
    title, author, chapters, rows = book_lines(W - 8)
    r = Reader(scr, rows, 0, H - 1)

    def draw():
        for i in range(r.height):
            if r.pos + i < len(rows):
                text, attr = rows[r.pos + i]
                put(scr, i, 4, text, attr)
        chapter = chapters[0][0]
        for n in range(r.pos + 1):
            if rows[n][1] == curses.A_BOLD:
                chapter = rows[n][0]
        pct = 100 * min(len(rows), r.pos + r.height) // len(rows)
        left = " %s - %s" % (title, chapter)
        right = "%d%% " % pct
        put(scr, H - 1, 0, left.ljust(W - len(right) - 1) + right, curses.A_REVERSE)

    run(scr, draw, r, H - 1)


def bookokrat(scr):
    """bookokrat: the book in a rounded frame titled with the book and its
    author, the chapter's name and "page N/M" in the frame's foot, a row
    of keys under it; / opens its search row under the frame."""
    H, W = scr.getmaxyx()
    title, author, chapters, rows = book_lines(W - 8)
    r = Reader(scr, rows, 1, H - 3)
    pages = (len(rows) + r.height - 1) // r.height
    curses.start_color()
    curses.use_default_colors()
    curses.init_pair(1, curses.COLOR_CYAN, -1)
    curses.init_pair(2, curses.COLOR_YELLOW, -1)
    cyan, yellow = curses.color_pair(1), curses.color_pair(2)

    def draw():
        put(scr, 0, 0, "╭" + "─" * (W - 2) + "╮", cyan)
        put(scr, 0, 2, " %s — %s " % (title, author[3:] if author.startswith("by ") else author), cyan | curses.A_BOLD)
        for i in range(r.height):
            put(scr, 1 + i, 0, "│", cyan)
            put(scr, 1 + i, W - 1, "│", cyan)
            if r.pos + i < len(rows):
                text, attr = rows[r.pos + i]
                put(scr, 1 + i, 3, text, attr | (yellow if attr else 0))
        chapter = chapters[0][0]
        for n in range(r.pos + 1):
            if rows[n][1] == curses.A_BOLD:
                chapter = rows[n][0]
        page = r.pos // r.height + 1 if r.pos < r.last() else pages
        foot = "╰" + "─" * (W - 2) + "╯"
        put(scr, H - 2, 0, foot, cyan)
        put(scr, H - 2, 2, " %s " % chapter, cyan)
        p = " page %d/%d " % (page, pages)
        put(scr, H - 2, W - 2 - len(p), p, cyan)
        put(scr, H - 1, 1, "j/k scroll  Space/b page  g/G start/end  / search  t contents  q quit", curses.A_DIM)

    run(scr, draw, r, H - 1)


def presenterm(scr):
    """presenterm: one slide at a time, its title centred and underlined,
    its bullets under it, "N / M" at the foot's right; Right, Space and l
    go on, Left and h back, G to the last slide."""
    H, W = scr.getmaxyx()
    text = read("slides.md")
    body = text.split("---", 2)[2]
    slides = []
    for part in body.split("<!-- end_slide -->"):
        lines = [l for l in part.strip().split("\n")]
        slides.append((lines[0].strip(), [l for l in lines[2:]]))
    curses.start_color()
    curses.use_default_colors()
    curses.init_pair(1, curses.COLOR_YELLOW, -1)
    curses.init_pair(2, curses.COLOR_WHITE, curses.COLOR_BLACK)
    curses.curs_set(0)
    n = 0
    while True:
        scr.erase()
        title, lines = slides[n]
        put(scr, 2, (W - len(title)) // 2, title, curses.color_pair(1) | curses.A_BOLD)
        put(scr, 3, (W - len(title)) // 2, "─" * len(title), curses.color_pair(1))
        y = 6
        code = False
        for l in lines:
            if l.startswith("```"):
                code = not code
                continue
            if code:
                put(scr, y, 8, " " + l.ljust(40), curses.color_pair(2))
            elif l.startswith("* "):
                put(scr, y, 8, "• " + l[2:])
            else:
                put(scr, y, (W - len(l)) // 2 if l else 8, l)
            y += 1
        c = "%d / %d" % (n + 1, len(slides))
        put(scr, H - 1, W - 2 - len(c), c)
        scr.refresh()
        k = scr.getch()
        if k == ord("q"):
            return
        if k in (ord(" "), ord("l"), curses.KEY_RIGHT, curses.KEY_NPAGE):
            n = min(len(slides) - 1, n + 1)
        elif k in (ord("h"), curses.KEY_LEFT, curses.KEY_PPAGE):
            n = max(0, n - 1)
        elif k == ord("G"):
            n = len(slides) - 1


def mdfried(scr):
    """mdfried: README.md rendered, headings bold and coloured with their
    level's marks dropped, code in a dim block, a status row at the foot
    with the file's name, the heading path of the top row and a percent;
    / opens a search row there."""
    H, W = scr.getmaxyx()
    curses.start_color()
    curses.use_default_colors()
    curses.init_pair(1, curses.COLOR_MAGENTA, -1)
    curses.init_pair(2, curses.COLOR_GREEN, -1)
    curses.init_pair(3, curses.COLOR_BLACK, curses.COLOR_WHITE)
    rows = []  # (text, attr, heading path)
    path = []
    code = False
    for l in read("README.md").split("\n"):
        if l.startswith("```"):
            code = not code
            continue
        if code:
            rows.append(("  " + l, curses.color_pair(2), list(path)))
        elif l.startswith("#"):
            level = len(l) - len(l.lstrip("#"))
            name = l.lstrip("#").strip()
            path = path[:level - 1] + [name]
            rows.append((("█ " if level == 1 else "") + name, curses.color_pair(1) | curses.A_BOLD, list(path)))
        elif l.startswith("- "):
            rows.append(("  • " + l[2:].replace("`", ""), 0, list(path)))
        else:
            rows.append((l.replace("`", ""), 0, list(path)))
    r = Reader(scr, rows, 0, H - 1)

    def draw():
        for i in range(r.height):
            if r.pos + i < len(rows):
                text, attr, _ = rows[r.pos + i]
                put(scr, i, 1, text[:W - 2], attr)
        where = " › ".join(rows[r.pos][2]) or "README.md"
        pct = 100 * min(len(rows), r.pos + r.height) // len(rows)
        left = " README.md  %s" % where
        right = "%d%% " % pct
        put(scr, H - 1, 0, left.ljust(W - len(right) - 1) + right, curses.color_pair(3))

    run(scr, draw, r, H - 1, curses.color_pair(3))


def loggo(scr):
    """loggo: quayd.log's entries in columns under a header row, following
    the file's end ("--follow--" in the status row, with the file's name
    and size); Up, k and PgUp scroll back and stop following (the row
    then says the line and a percent), F follows again, : opens a go-to
    row at the foot."""
    H, W = scr.getmaxyx()
    text = read("quayd.log")
    lines = text.rstrip("\n").split("\n")
    curses.start_color()
    curses.use_default_colors()
    curses.init_pair(1, curses.COLOR_BLACK, curses.COLOR_CYAN)
    curses.init_pair(2, curses.COLOR_YELLOW, -1)
    curses.init_pair(3, curses.COLOR_RED, -1)
    curses.init_pair(4, curses.COLOR_BLUE, -1)
    height = H - 2
    last = len(lines) - height
    pos, follow, goto = last, True, None
    while True:
        scr.erase()
        put(scr, 0, 0, (" %-26s %-6s %s" % ("TIME", "LEVEL", "MESSAGE")).ljust(W), curses.color_pair(1) | curses.A_BOLD)
        for i in range(height):
            ts, level, msg = lines[pos + i].split(None, 2)
            colour = {"WARN": 2, "ERROR": 3, "DEBUG": 4}.get(level, 0)
            put(scr, 1 + i, 1, ts[:26].ljust(27))
            put(scr, 1 + i, 28, level.ljust(6), curses.color_pair(colour))
            put(scr, 1 + i, 35, msg[:W - 36])
        if goto is not None:
            put(scr, H - 1, 0, ":" + goto)
            curses.curs_set(1)
            scr.move(H - 1, 1 + len(goto))
        else:
            curses.curs_set(0)
            left = " quayd.log  %d bytes" % len(text.encode())
            right = "--follow-- " if follow else "line %d/%d %d%% " % (pos + height, len(lines), 100 * (pos + height) // len(lines))
            put(scr, H - 1, 0, left.ljust(W - len(right) - 1) + right, curses.A_REVERSE)
        scr.refresh()
        k = scr.getch()
        if goto is not None:
            if k in (10, 13):
                if goto.isdigit():
                    pos = max(0, min(last, int(goto) - 1))
                    follow = pos == last
                goto = None
            elif k == 27:
                goto = None
            elif 32 <= k < 127:
                goto += chr(k)
            continue
        if k == ord("q"):
            return
        if k in (curses.KEY_UP, ord("k")):
            pos, follow = max(0, pos - 1), False
        elif k == curses.KEY_PPAGE:
            pos, follow = max(0, pos - height), False
        elif k in (curses.KEY_DOWN, ord("j")):
            pos = min(last, pos + 1)
        elif k == curses.KEY_NPAGE:
            pos = min(last, pos + height)
        elif k == ord("F"):
            pos, follow = last, True
        elif k == ord(":"):
            goto = ""


def mandown(scr):
    """mandown: README.md turned into a man page and shown by man's pager:
    the page's header and footer rows, its sections' names in bold at the
    left and their text indented, and the pager's reverse prompt at the
    foot (" Manual page README(7) line N (press h for help or q to
    quit)", with "/M (END)" at the end); / opens the pager's search row."""
    H, W = scr.getmaxyx()
    rows = []
    head = "README(7)"
    mid = "Miscellaneous Information Manual"
    rows.append((head + mid.center(W - 1 - 2 * len(head)) + head, 0))
    rows.append(("", 0))
    rows.append(("NAME", curses.A_BOLD))
    rows.append(("       tidemark - harbour tide tables and ferry times", 0))
    rows.append(("", 0))
    rows.append(("DESCRIPTION", curses.A_BOLD))
    code = False
    para = []

    def flush():
        for w in textwrap.wrap(" ".join(para).replace("`", ""), W - 12):
            rows.append(("       " + w, 0))
        del para[:]

    for l in read("README.md").split("\n")[2:]:
        if l.startswith("```"):
            code = not code
            continue
        if code:
            rows.append(("           " + l, 0))
        elif l.startswith("## "):
            rows.append((l[3:].upper(), curses.A_BOLD))
        elif l.startswith("### "):
            rows.append(("   " + l[4:], curses.A_BOLD))
        elif l.startswith("- ") or l.startswith("|"):
            flush()
            rows.append(("       " + l.replace("`", ""), 0))
        elif l.strip():
            para.append(l.strip())
        else:
            flush()
            if rows[-1][0]:
                rows.append(("", 0))
    flush()
    rows.append(("", 0))
    rows.append(("tidemark 1.4".ljust(W - 1 - len(head)) + head, 0))
    r = Reader(scr, rows, 0, H - 1)

    def draw():
        for i in range(r.height):
            if r.pos + i < len(rows):
                text, attr = rows[r.pos + i]
                put(scr, i, 0, text, attr)
            else:
                put(scr, i, 0, "~")
        end = r.pos + r.height >= len(rows)
        if end:
            s = " Manual page README(7) line %d/%d (END) (press h for help or q to quit)" % (r.pos + 1, len(rows))
        else:
            s = " Manual page README(7) line %d (press h for help or q to quit)" % (r.pos + 1)
        put(scr, H - 1, 0, s, curses.A_REVERSE)
        curses.curs_set(1)
        scr.move(H - 1, len(s))

    while True:
        scr.erase()
        if r.prompt is not None:
            for i in range(r.height):
                if r.pos + i < len(rows):
                    text, attr = rows[r.pos + i]
                    put(scr, i, 0, text, attr)
            put(scr, H - 1, 0, "/" + r.prompt)
            scr.move(H - 1, 1 + len(r.prompt))
        else:
            draw()
        scr.refresh()
        k = scr.getch()
        if k == ord("q") and r.prompt is None:
            return
        r.key(k)


def main(scr):
    scr.keypad(True)
    {"termpub": termpub, "bookokrat": bookokrat, "presenterm": presenterm,
     "mdfried": mdfried, "loggo": loggo, "mandown": mandown}[sys.argv[1]](scr)


if __name__ == "__main__":
    os.environ.setdefault("ESCDELAY", "25")
    curses.wrapper(main)
