"""One program imitated, named by the first argument and given a file of
the set's own as the second: a fixture of agentty's hundredthirteenth
set, whose screens were never used to tune the mode classifier. Each
draws what a pager or viewer that cannot run here draws over that file
(its layout, status bar or prompt, colours, reverse video, cursor and
screen, from its documentation, source and published screenshots): a log
highlighter paging through less -RX on the main screen, a markdown
renderer and a diff tool paging through less -R on the alternate screen,
a markdown reader, a CSV table viewer and a JSON tree viewer drawn with
curses. Runs with Debian's python3 and its standard library only."""

import curses
import difflib
import json
import os
import re
import shutil
import sys
import termios
import tty

os.environ.setdefault("ESCDELAY", "25")

HERE = os.path.dirname(os.path.abspath(__file__))


def argument(name):
    """The file named, copied into the working directory where it is not
    there yet, as a person would have it beside them."""
    if not os.path.exists(name):
        shutil.copy(os.path.join(HERE, "..", "files", name), name)
    with open(name) as f:
        return f.read()


ESC = "\x1b"
RESET = ESC + "[0m"


def sgr(*codes):
    return ESC + "[" + ";".join(str(c) for c in codes) + "m"


# A less of its own: pages of rows already coloured, its prompt on the
# last row (":" for a pipe, "(END)" in reverse video at the end, "/" and
# the text typed for a search). alt says whether it draws on the
# alternate screen (less -R) or on the main one (less -RX).
def less(rows, alt):
    out = sys.stdout
    size = shutil.get_terminal_size((80, 24))
    page = size.lines - 1
    fd = sys.stdin.fileno()
    saved = termios.tcgetattr(fd)
    tty.setcbreak(fd)
    new = termios.tcgetattr(fd)
    new[3] &= ~termios.ECHO
    termios.tcsetattr(fd, termios.TCSANOW, new)
    if alt:
        out.write(ESC + "[?1049h" + ESC + "[?1h" + ESC + "=")
    top = 0
    searching = None

    def draw():
        out.write(ESC + "[H" + ESC + "[2J")
        for i in range(page):
            n = top + i
            out.write(ESC + "[%d;1H" % (i + 1))
            if n < len(rows):
                out.write(rows[n] + RESET)
            else:
                out.write(sgr(1) + "~" + RESET)
        out.write(ESC + "[%d;1H" % size.lines + ESC + "[K")
        if searching is not None:
            out.write("/" + searching)
        elif top + page >= len(rows):
            out.write(sgr(7) + "(END)" + RESET)
        else:
            out.write(":")
        out.flush()

    draw()
    try:
        while True:
            c = os.read(fd, 1).decode(errors="replace")
            if searching is not None:
                if c in "\r\n":
                    searching = None
                elif c == ESC:
                    searching = None
                elif c == "\x7f":
                    searching = searching[:-1]
                else:
                    searching += c
            elif c == "q":
                break
            elif c in " f":
                top = min(top + page, max(len(rows) - page, 0)) if top + page < len(rows) else top
            elif c == "b":
                top = max(top - page, 0)
            elif c in "j\r":
                top = min(top + 1, max(len(rows) - page, 0))
            elif c == "G":
                top = max(len(rows) - page, 0)
            elif c == "g":
                top = 0
            elif c == "/":
                searching = ""
            draw()
    finally:
        if alt:
            out.write(ESC + "[?1l" + ESC + ">" + ESC + "[?1049l")
        else:
            out.write("\r\n")
        out.flush()
        termios.tcsetattr(fd, termios.TCSANOW, saved)


# tailspin (tspin kiln.log): the log highlighted (dates and times, levels,
# bracketed names, numbers, quoted words) and paged through less -RX on
# the main screen.
def tspin(name):
    text = argument(name)
    levels = {"ERROR": sgr(31), "WARN": sgr(33), "INFO": sgr(37), "DEBUG": sgr(32)}

    def paint(line):
        m = re.match(r"(\d{4}-\d\d-\d\d)T(\d\d:\d\d:\d\d)Z (\w+)(\s+)\[([\w-]+)\] (.*)", line)
        if not m:
            return line
        date, time, level, gap, who, rest = m.groups()
        rest = re.sub(r"(\d+(?:\.\d+)?)", sgr(36) + r"\1" + RESET, rest)
        return (sgr(34) + date + RESET + sgr(37) + "T" + RESET + sgr(35) + time + RESET + sgr(37) + "Z" + RESET + " " +
                levels.get(level, "") + level + RESET + gap + "[" + sgr(36) + who + RESET + "] " + rest)

    less([paint(l) for l in text.splitlines()], alt=False)


# mdcat run as mdless (mdless glaze.md): the markdown rendered (headings
# bold and blue after their #s, rules of ─, bullets •, tables boxed) and
# paged through less -R on the alternate screen.
def mdless(name):
    text = argument(name)
    rows = []
    for line in text.splitlines():
        if line.startswith("#"):
            rows.append(sgr(1, 34) + line + RESET)
        elif line.startswith("|---"):
            rows.append("├" + "─" * 18 + "┼" + "─" * 8 + "┤")
        elif line.startswith("|"):
            cells = [c.strip() for c in line.strip("|").split("|")]
            rows.append("│ " + cells[0].ljust(16) + " │ " + cells[1].rjust(6) + " │")
        elif line.startswith("- "):
            rows.append("• " + line[2:])
        else:
            rows.append(line)
    less(rows, alt=True)


# diffoscope (diffoscope old.cfg new.cfg): its text report, the two names
# under --- and +++, each hunk behind │, removed rows red and added rows
# green, paged through less -R on the alternate screen.
def diffoscope(old, new):
    a = argument(old).splitlines()
    b = argument(new).splitlines()
    rows = [sgr(1) + "--- " + old + RESET, sgr(1) + "+++ " + new + RESET]
    for line in list(difflib.unified_diff(a, b, lineterm="", n=3))[2:]:
        if line.startswith("@@"):
            rows.append("│ " + sgr(36) + line + RESET)
        elif line.startswith("-"):
            rows.append("│ " + sgr(31) + line + RESET)
        elif line.startswith("+"):
            rows.append("│ " + sgr(32) + line + RESET)
        else:
            rows.append("│ " + line)
    less(rows, alt=True)


def colours():
    curses.start_color()
    try:
        curses.use_default_colors()
    except curses.error:
        pass
    for i, c in enumerate([curses.COLOR_BLUE, curses.COLOR_GREEN, curses.COLOR_YELLOW, curses.COLOR_CYAN, curses.COLOR_MAGENTA, curses.COLOR_RED], 1):
        curses.init_pair(i, c, -1)
    curses.init_pair(7, curses.COLOR_BLACK, curses.COLOR_CYAN)
    curses.init_pair(8, curses.COLOR_BLACK, curses.COLOR_GREEN)


def put(scr, y, x, s, attr=0):
    h, w = scr.getmaxyx()
    if y >= h or x >= w or y < 0:
        return
    s = s[: w - x]
    try:
        scr.addstr(y, x, s, attr)
    except curses.error:
        pass


def box(scr, y, x, h, w, title="", attr=0):
    put(scr, y, x, "╭" + "─" * (w - 2) + "╮", attr)
    for i in range(1, h - 1):
        put(scr, y + i, x, "│", attr)
        put(scr, y + i, x + w - 1, "│", attr)
    put(scr, y + h - 1, x, "╰" + "─" * (w - 2) + "╯", attr)
    if title:
        put(scr, y, x + 2, title, attr | curses.A_BOLD)


# md-tui (mdt glaze.md): the markdown rendered full screen (headings
# coloured without their #s, tables boxed, bullets •), a status bar at the
# foot with the mode, the file and how far in; / opens a search box over
# the foot; j, d (half a page), G.
def mdt(scr, name):
    colours()
    curses.curs_set(0)
    text = argument(name)
    rows = []
    for line in text.splitlines():
        if line.startswith("## "):
            rows.append((line[3:], curses.color_pair(1) | curses.A_BOLD))
        elif line.startswith("# "):
            rows.append((line[2:].upper(), curses.color_pair(5) | curses.A_BOLD))
        elif line.startswith("|---"):
            rows.append(("├" + "─" * 18 + "┼" + "─" * 8 + "┤", 0))
        elif line.startswith("|"):
            cells = [c.strip() for c in line.strip("|").split("|")]
            rows.append(("│ " + cells[0].ljust(16) + " │ " + cells[1].rjust(6) + " │", 0))
        elif line.startswith("- "):
            rows.append(("  • " + line[2:], 0))
        else:
            rows.append((line, 0))
    top = 0
    search = None
    while True:
        h, w = scr.getmaxyx()
        view = h - 1
        scr.erase()
        for i in range(view):
            if top + i < len(rows):
                s, a = rows[top + i]
                put(scr, i, 2, s, a)
        pct = 100 if top + view >= len(rows) else top * 100 // max(len(rows) - view, 1)
        bar = " Preview │ " + name + " │ " + "%d%%" % pct
        put(scr, h - 1, 0, bar.ljust(w - 1), curses.color_pair(7))
        if search is not None:
            box(scr, h - 4, 0, 3, w, "Search", curses.color_pair(3))
            put(scr, h - 3, 2, " " * (w - 4))
            put(scr, h - 3, 2, search)
            curses.curs_set(1)
            scr.move(h - 3, 2 + len(search))
        else:
            curses.curs_set(0)
        scr.refresh()
        c = scr.getch()
        if search is not None:
            if c in (10, 13, 27):
                search = None
            elif c in (127, curses.KEY_BACKSPACE):
                search = search[:-1]
            elif 32 <= c < 127:
                search += chr(c)
            continue
        if c == ord("q"):
            break
        elif c in (ord("j"), curses.KEY_DOWN):
            top = min(top + 1, max(len(rows) - view, 0))
        elif c in (ord("k"), curses.KEY_UP):
            top = max(top - 1, 0)
        elif c == ord("d"):
            top = min(top + view // 2, max(len(rows) - view, 0))
        elif c == ord("u"):
            top = max(top - view // 2, 0)
        elif c == ord("G"):
            top = max(len(rows) - view, 0)
        elif c == ord("g"):
            top = 0
        elif c == ord("/"):
            search = ""


# tabiew (tw firings.csv): the table with its header row bold, the
# selected row highlighted, a status bar at the foot with the file, the
# row and the table's size; / opens a search field on the last row, G and
# Page Down move.
def tabiew(scr, name):
    colours()
    curses.curs_set(0)
    lines = argument(name).splitlines()
    head = lines[0].split(",")
    body = [l.split(",") for l in lines[1:]]
    widths = [max(len(r[i]) for r in [head] + body) for i in range(len(head))]
    sel = 0
    top = 0
    search = None
    while True:
        h, w = scr.getmaxyx()
        view = h - 3
        if sel < top:
            top = sel
        if sel >= top + view:
            top = sel - view + 1
        scr.erase()
        x = 1
        for i, col in enumerate(head):
            put(scr, 0, x, col.ljust(widths[i]), curses.A_BOLD | curses.color_pair(3))
            x += widths[i] + 2
        for r in range(view):
            n = top + r
            if n >= len(body):
                break
            attr = curses.color_pair(7) if n == sel else 0
            line = " " + "  ".join(v.ljust(widths[i]) for i, v in enumerate(body[n]))
            put(scr, 1 + r, 0, line.ljust(w - 1), attr)
        status = " %s  Row: %d/%d  Cols: %d " % (name, sel + 1, len(body), len(head))
        put(scr, h - 2, 0, status.ljust(w - 1), curses.color_pair(8))
        if search is not None:
            put(scr, h - 1, 0, "/" + search)
            curses.curs_set(1)
            scr.move(h - 1, 1 + len(search))
        else:
            curses.curs_set(0)
        scr.refresh()
        c = scr.getch()
        if search is not None:
            if c in (10, 13, 27):
                search = None
            elif c in (127, curses.KEY_BACKSPACE):
                search = search[:-1]
            elif 32 <= c < 127:
                search += chr(c)
            continue
        if c == ord("q"):
            break
        elif c in (ord("j"), curses.KEY_DOWN):
            sel = min(sel + 1, len(body) - 1)
        elif c in (ord("k"), curses.KEY_UP):
            sel = max(sel - 1, 0)
        elif c == curses.KEY_NPAGE:
            sel = min(sel + view, len(body) - 1)
        elif c == curses.KEY_PPAGE:
            sel = max(sel - view, 0)
        elif c == ord("G"):
            sel = len(body) - 1
        elif c == ord("g"):
            sel = 0
        elif c == ord("/"):
            search = ""


# otree (otree kiln.json): a Tree panel on the left (objects and arrays
# with ▶/▼ and their sizes, the selected row highlighted) and a Data panel
# on the right (the selected node's JSON), a footer with the file and the
# keys; j, G move.
def otree(scr, name):
    colours()
    curses.curs_set(0)
    data = json.loads(argument(name))
    nodes = []

    def walk(key, value, depth):
        if isinstance(value, dict):
            nodes.append((depth, "▼ " + key + " {%d}" % len(value), value))
            for k, v in value.items():
                walk(k, v, depth + 1)
        elif isinstance(value, list):
            nodes.append((depth, "▼ " + key + " [%d]" % len(value), value))
            for i, v in enumerate(value):
                walk(str(i), v, depth + 1)
        else:
            nodes.append((depth, "  " + key + ": " + json.dumps(value), value))

    walk("root", data, 0)
    sel = 0
    top = 0
    while True:
        h, w = scr.getmaxyx()
        left = w // 2
        view = h - 3
        if sel < top:
            top = sel
        if sel >= top + view:
            top = sel - view + 1
        scr.erase()
        box(scr, 0, 0, h - 1, left, "Tree", curses.color_pair(4))
        box(scr, 0, left, h - 1, w - left, "Data", 0)
        for r in range(view):
            n = top + r
            if n >= len(nodes):
                break
            depth, label, _ = nodes[n]
            s = ("  " * depth + label)[: left - 3]
            attr = curses.A_REVERSE | curses.A_BOLD if n == sel else 0
            put(scr, 1 + r, 1, s.ljust(left - 2) if n == sel else s, attr)
        value = json.dumps(nodes[sel][2], indent=2).splitlines()
        for r, line in enumerate(value[:view]):
            put(scr, 1 + r, left + 1, line[: w - left - 2], curses.color_pair(2) if '"' in line else 0)
        foot = " %s  %d/%d  [j/k] move  [G] bottom  [q] quit" % (name, sel + 1, len(nodes))
        put(scr, h - 1, 0, foot.ljust(w - 1), curses.A_DIM)
        scr.refresh()
        c = scr.getch()
        if c == ord("q"):
            break
        elif c in (ord("j"), curses.KEY_DOWN):
            sel = min(sel + 1, len(nodes) - 1)
        elif c in (ord("k"), curses.KEY_UP):
            sel = max(sel - 1, 0)
        elif c == ord("G"):
            sel = len(nodes) - 1
        elif c == ord("g"):
            sel = 0


def main():
    name = sys.argv[1]
    if name == "tspin":
        tspin(sys.argv[2])
    elif name == "mdless":
        mdless(sys.argv[2])
    elif name == "diffoscope":
        diffoscope(sys.argv[2], sys.argv[3])
    else:
        curses.wrapper({"mdt": mdt, "tw": tabiew, "otree": otree}[name], sys.argv[2])


if __name__ == "__main__":
    main()
