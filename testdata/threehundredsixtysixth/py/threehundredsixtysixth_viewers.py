#!/usr/bin/env python3
"""The threehundredsixtysixth set's imitations: four pagers and document
viewers that Debian does not package, each drawn the way the program
draws (as known from its source, documentation and screenshots):

  phetch     xvxx's phetch, a Gopher client (Rust, termion): the
             alternate screen, keys read raw, the cursor hidden; a menu's
             links numbered in magenta, the selected one marked by a bold
             `*`, info lines yellow, menus blue, texts cyan, a margin
             centring the page; the last row its status row, blank at
             rest, `Find: ` for its incremental search and `Go to URL: `
             for `g`, the cursor shown after them; a text document drawn
             bare, centred, no status at all
  ncgopher   jansc's ncgopher, a Gopher and Gemini client (Rust, cursive
             over ncurses, its light theme): a menu bar on the top row, the
             page's URL centred in magenta on the next, the page's rows as
             a list whose selected row is red, a scroll bar at the right,
             a blue message row and a row of commands at the foot, `/` to
             search on the last row, `?` a box of its keys, `g` a box
             `Enter gopher or gemini URL:` holding a field
  epub       maharifu's epub (a fork of rupa's), a Python curses EPUB
             reader: the table of contents from the top row, the book's
             title bold, its sections numbered, the terminal's cursor on
             the current row; a chapter from the top row with its status on
             the last row (`title (n/m) ... Page p/q ( x.x%)`), the cursor
             hidden
  ttypager   piotrmurach's TTY::Pager (Ruby), its BasicPager, as a CLI
             pages its changelog on the main screen: 22 lines, a blank one
             and `--- Page -1- Press enter/return to continue (or q to
             quit) ---`, the cursor on the row under it, one key read raw

Run: threehundredsixtysixth_viewers.py TOOL [ARGS...]
"""
import os
import select
import sys
import termios
import textwrap
import time
import tty

ESC = "\x1b"
try:
    W, H = os.get_terminal_size(sys.stdout.fileno())
except OSError:
    W, H = 80, 24


def out(s):
    sys.stdout.write(s)
    sys.stdout.flush()


def at(r, c, s=""):
    """Write s at row r, column c (both from 1)."""
    out(ESC + "[%d;%dH%s" % (r, c, s))


KEYS = {
    b"\x1b[A": "up", b"\x1b[B": "down", b"\x1b[C": "right", b"\x1b[D": "left",
    b"\x1bOA": "up", b"\x1bOB": "down", b"\x1bOC": "right", b"\x1bOD": "left",
    b"\x1b[H": "home", b"\x1bOH": "home", b"\x1b[1~": "home", b"\x1b[7~": "home",
    b"\x1b[F": "end", b"\x1bOF": "end", b"\x1b[4~": "end", b"\x1b[8~": "end",
    b"\x1b[5~": "pgup", b"\x1b[6~": "pgdn", b"\x1b[Z": "btab",
    b"\x1b[2~": "insert", b"\x1b[3~": "delete", b"\x1b": "esc",
}


def readkey():
    fd = sys.stdin.fileno()
    b = os.read(fd, 1)
    if b != b"\x1b":
        if b and b[0] >= 0xC0:
            n = 1 if b[0] < 0xE0 else (2 if b[0] < 0xF0 else 3)
            b += os.read(fd, n)
        return b.decode("utf-8", "replace")
    seq = b
    while True:
        r, _, _ = select.select([fd], [], [], 0.05)
        if not r:
            break
        seq += os.read(fd, 1)
        if len(seq) >= 3 and (chr(seq[-1]).isalpha() or seq[-1:] == b"~"):
            break
    return KEYS.get(seq, "esc")


class Raw:
    def __enter__(self):
        self.fd = sys.stdin.fileno()
        self.old = termios.tcgetattr(self.fd)
        tty.setraw(self.fd)
        return self

    def __exit__(self, *a):
        termios.tcsetattr(self.fd, termios.TCSADRAIN, self.old)


R = ESC + "[0m"


# ---------------------------------------------------------------- phetch

def sgr(*codes):
    return ESC + "[" + ";".join(str(c) for c in codes) + "m"


P_CURSOR = sgr(97, 1)      # white bold
P_NUMBER = sgr(35)         # magenta
P_INFO = sgr(33)           # yellow
P_MENU = sgr(34)           # blue
P_TEXT = sgr(36)           # cyan
P_SEARCH = sgr(97)         # white
P_EXTERNAL = sgr(32)       # green

PHETCH_HEADER = [
    ("i", ""),
    ("i", "      /         /         /"),
    ("i", " ___ (___  ___ (___  ___ (___"),
    ("i", "|   )|   )|___)|    |    |   )  "),
    ("i", "|__/ |  / |__  |__  |__  |  /"),
    ("i", "|"),
    ("i", ""),
]

PHETCH_START = [
    ("i", "            ~ * ~"),
    ("i", ""),
    ("7", "search gopher"),
    ("1", "gopherpedia"),
    ("1", "gopher lawn"),
    ("1", "welcome to gopherspace"),
    ("i", ""),
    ("i", "            ~ * ~"),
    ("i", ""),
    ("1", "show help          (ctrl-h)"),
    ("1", "show history       (ctrl-a)"),
    ("1", "show bookmarks     (ctrl-b)"),
    ("i", ""),
]

PHETCH_HELP = [
    ("i", "      ** help topics **"),
    ("i", ""),
    ("1", "keyboard shortcuts"),
    ("1", "menu navigation"),
    ("1", "gopher types"),
    ("1", "bookmarks"),
    ("1", "history"),
    ("1", "phetch.conf"),
    ("1", "themes"),
    ("i", ""),
    ("i", "            ~ * ~"),
    ("i", ""),
    ("1", "start screen"),
    ("1", "about phetch"),
    ("1", "check for updates"),
    ("i", ""),
]

PHETCH_DOC_URL = "gopher://tilde.example.org/0/phlog/2026-11-28-ferry.txt"

PHETCH_DOC = """The Ferry Log, week 48
======================

Written on the late boat back from the island, a little after ten.

The harbour office finally put the winter timetable up on Monday. Two
sailings a day until March, one on Sundays, and the freight run moves
to Thursday mornings. Nobody is happy about the Sunday boat, least of
all the baker, who used to send bread over on the afternoon crossing.

Things I noticed this week:

  * the tide gauge on the north pier reads four centimetres high again;
    somebody should tell the office before the pilots start to trust it
  * the cafe at the terminal now takes cards, which is a small miracle
  * the gulls have learned the new timetable faster than we have

On Wednesday the crossing was rough enough that the deck crew roped off
the outside benches. A boy of about ten stood at the rail anyway, in a
yellow coat, counting waves out loud. He got to three hundred and forty
before his father took him inside. I think he would have counted to the
island if they had let him.

The engine room has a new chief. She has already rewritten the
checklist that has hung by the hatch since 2009, and the old one is
pinned up in the mess with her corrections in red. Everyone reads it.

Thursday the freight run carried a piano, strapped to a pallet under a
tarpaulin, for the school hall. The crane driver lowered it onto the
quay as if it were made of eggshell and got a round of applause from
the passengers waiting for the next boat.

I have been trying to keep this log on the gopher server at the
library, which runs on a machine older than some of the crew. It
answers faster than most web pages I read on the mainland. There is
something to be said for text that arrives all at once.

Next week: the dry dock inspection, and whether the old ferry will be
sold or kept as a spare for the summer.

Weather for the weekend: wind from the west, force five to six,
showers, the evening boat likely to run late.

-- written aboard, posted from the library, 28 November 2026
""".rstrip("\n").split("\n")


def phetch_menu_lines(items, link, cols, rows, offset=0):
    """The rows phetch's Menu draws: a margin, info lines indented by six,
    links numbered, the selected one marked `*`."""
    longest = max(len(t) for _, t in items)
    longest = min(longest, 77)
    indent = 0 if longest > cols else max(0, (cols - longest) // 2 - 6)
    margin = " " * indent
    rows_out = []
    n = 0
    for typ, text in items:
        if typ == "i":
            line = margin + "      " + P_INFO + text + R
        else:
            mark = P_CURSOR + "*" + R if n == link else " "
            num = ("" if n >= 9 else " ") + str(n + 1)
            color = {"1": P_MENU, "0": P_TEXT, "7": P_SEARCH, "h": P_EXTERNAL}[typ]
            line = margin + mark + " " + P_NUMBER + num + ". " + R + color + text + R
            n += 1
        rows_out.append(line)
    return rows_out[offset:offset + rows - 1]


def phetch():
    cols, rows = W, H
    out(ESC + "[?1049h")
    pages = [("menu", PHETCH_HEADER + PHETCH_START, 0)]
    state = {"status": "", "find": None}

    def links(items):
        return [i for i, (t, _) in enumerate(items) if t != "i"]

    def draw():
        kind, items, link = pages[-1]
        out(ESC + "[1;1H" + ESC + "[?25l")
        if kind == "menu":
            body = phetch_menu_lines(items, link, cols, rows)
        else:
            offset = link
            longest = min(max(len(x) for x in items), 77)
            indent = "" if cols - longest <= 6 else " " * ((cols - longest) // 2)
            body = [indent + x for x in items[offset:offset + rows - 1]]
        for line in body:
            out(line + ESC + "[K\r\n")
        out(ESC + "[J")
        draw_status()

    def draw_status():
        out(ESC + "[?25l" + ESC + "[%d;1H" % rows + ESC + "[2K" + state["status"] + R)

    def prompt(label, value=""):
        text = value
        out(R + ESC + "[%d;1H" % rows + ESC + "[2K" + label + text + ESC + "[?25h")
        while True:
            k = readkey()
            if k in ("\r", "\n"):
                out(ESC + "[2K" + ESC + "[?25l")
                return text or None
            if k in ("esc", "\x03"):
                out(ESC + "[2K" + ESC + "[?25l")
                return None
            if k in ("\x7f", "\x08", "delete"):
                text = text[:-1]
            elif len(k) == 1 and k.isprintable():
                text += k
            out(ESC + "[%d;1H" % rows + ESC + "[2K" + label + text)

    def spinner():
        for i in range(3):
            out(ESC + "[%d;1H" % rows + ESC + "[?25l" + "." * i + ESC + "[K" + R + ESC + "[?25h")
            time.sleep(0.15)

    with Raw():
        try:
            while True:
                draw()
                if state["find"] is not None:
                    out(ESC + "[?25h")
                k = readkey()
                kind, items, link = pages[-1]
                state["status"] = ""
                if state["find"] is not None and kind == "menu":
                    if k in ("esc", "\x03"):
                        state["find"] = None
                        continue
                    if k in ("\x7f", "\x08"):
                        state["find"] = state["find"][:-1]
                    elif len(k) == 1 and k.isprintable():
                        state["find"] += k
                        for n, i in enumerate(links(items)):
                            if state["find"].lower() in items[i][1].lower():
                                pages[-1] = (kind, items, n)
                                break
                    state["status"] = "Find: " + state["find"]
                    continue
                if k in ("q", "\x11"):
                    break
                if kind == "menu":
                    nl = len(links(items))
                    if k in ("down", "j", "n", "\x0e", "\x0a"):
                        pages[-1] = (kind, items, (link + 1) % nl)
                    elif k in ("up", "k", "p", "\x10", "\x0b"):
                        pages[-1] = (kind, items, max(0, link - 1))
                    elif k in ("/", "f", "\x06"):
                        state["find"] = ""
                        state["status"] = "Find: "
                    elif k in ("h", "\x08"):
                        pages.append(("menu", PHETCH_HEADER + PHETCH_HELP, 0))
                    elif k == "\r":
                        state["status"] = sgr(31) + "No route to host (os error 113)" + R
                else:
                    final = max(0, len(items) - int(rows * 0.9))
                    if k in ("down", "j", "n"):
                        pages[-1] = (kind, items, min(final, link + 1))
                    elif k in ("up", "k", "p"):
                        pages[-1] = (kind, items, max(0, link - 1))
                    elif k in (" ", "pgdn"):
                        pages[-1] = (kind, items, min(final, link + rows - 1))
                    elif k in ("-", "pgup"):
                        pages[-1] = (kind, items, max(0, link - (rows - 1)))
                    elif k == "end":
                        pages[-1] = (kind, items, final)
                    elif k == "home":
                        pages[-1] = (kind, items, 0)
                    elif k == "h":
                        pages.append(("menu", PHETCH_HEADER + PHETCH_HELP, 0))
                if k in ("left", "\x7f") and len(pages) > 1:
                    pages.pop()
                elif k == "g":
                    url = prompt("Go to URL: ")
                    if url:
                        spinner()
                        pages.append(("text", PHETCH_DOC, 0))
        finally:
            out(R + ESC + "[?25h" + ESC + "[?1049l")


# ---------------------------------------------------------------- ncgopher

N_VIEW = sgr("48;5;188")                 # the light theme's view colour
N_TEXT = N_VIEW + sgr(30)                # primary: black on the view
N_TITLE = N_VIEW + sgr(35)               # title_primary: magenta
N_SEL = sgr("48;5;196") + sgr("38;5;188")  # highlight: the view's colour on red
N_INACTIVE = sgr("48;5;21") + sgr("38;5;188")  # highlight_inactive: on blue
N_TERT = N_VIEW + sgr("38;5;235")        # tertiary
N_SECOND = N_VIEW + sgr(34)              # secondary: blue

NCG_URL = "gemini://harbour.example.net/tides/log.gmi"

NCG_GMI = """# Harbour Tide Station
Notes, readings and news from the tide station on the north pier. The gauge is read every ten minutes and the readings are posted here once a day.

=> gemini://harbour.example.net/tides/today.gmi Today's readings
=> gemini://harbour.example.net/tides/archive/ Archive of past readings
=> gemini://harbour.example.net/about.gmi About this capsule

## This week
The gauge on the north pier was cleaned on Tuesday. For two days before that it read a few centimetres high, so the readings from the 23rd and the 24th carry a note in the archive.
The winter timetable of the ferry now follows the tide tables more closely: on spring tides the early boat leaves twenty minutes later.

## How to read the tables
Every table lists the time, the height above chart datum in metres and whether the tide is rising or falling. Times are local.
```
 time   height  trend
 04:10   0.62   low
 10:24   4.87   high
 16:31   0.71   low
 22:47   4.70   high
```
Heights above 5.2 metres flood the lower car park. The harbour office puts a notice on the gate when one is due.

## Spring and neap tides
* spring tides come a day or two after the full and the new moon
* neap tides come a day or two after the quarter moons
* the highest tides of the year come near the equinoxes

## Older notes
=> gemini://harbour.example.net/tides/notes/2026-10.gmi October: the new gauge house
=> gemini://harbour.example.net/tides/notes/2026-09.gmi September: the autumn storms
=> gopher://harbour.example.net/1/tides The same notes over gopher

## Contact
Write to the station keeper at the harbour office, or leave a note in the box by the gauge house door. Letters are answered on Fridays.
> The sea does not keep office hours. The gauge does.
"""


def ncg_rows(width):
    """ncgopher's rendering of a gemtext page: a prefix right-aligned in
    five columns, two blanks, the text wrapped to the viewport."""
    rows = []
    pre = False
    vw = min(80, width - 8)

    def cont(prefix, text):
        lines = textwrap.wrap(text, vw) or [" "]
        for i, l in enumerate(lines):
            p = prefix if i == 0 else ("\\" if i == len(lines) - 1 else "|")
            rows.append("%5s  %s" % (p, l))

    for line in NCG_GMI.split("\n")[:-1]:
        if line.startswith("```"):
            pre = not pre
            continue
        if pre:
            rows.append("    @  " + line)
        elif line.startswith("=>"):
            parts = line[2:].strip().split(None, 1)
            url = parts[0]
            name = parts[1] if len(parts) > 1 else url
            scheme = url.split(":", 1)[0]
            prefix = {"gemini": "[GEM]", "gopher": "[GPH]", "https": "[WWW]", "http": "[WWW]"}.get(scheme, "[%s]" % scheme[:3])
            cont(prefix, name)
        elif line.startswith("#"):
            level = len(line) - len(line.lstrip("#"))
            cont("#" * level, line[level:].strip())
        elif line.startswith("* "):
            cont("*", line[2:])
        elif line.startswith(">"):
            for l in textwrap.wrap(line[1:].strip(), vw) or [" "]:
                rows.append("    >  " + l)
        else:
            for l in textwrap.wrap(line, vw) or [" "]:
                rows.append("       " + l)
    return rows


NCG_KEYS = """
|------------+--------------------------------|
| Key        | Command                        |
|------------+--------------------------------|
| Arrow keys | Move around in the page        |
| Enter      | Open the link under the cursor |
| Esc        | Go to the menu bar             |
| Space      | Scroll down one page           |
| g          | Open a new URL                 |
| G          | Edit the current URL           |
| b          | Go back                        |
| q          | Quit                           |
| s          | Save the current page          |
| r          | Reload the current page        |
| i          | Show the link under the cursor |
| a          | Bookmark the current page      |
| l          | Go to the next link            |
| L          | Go to the previous link        |
| j          | Move one line down             |
| k          | Move one line up               |
| /          | Search in the page             |
| n          | Go to the next match           |
| N          | Go to the previous match       |
| ?          | Show this help                 |
|------------+--------------------------------|""".split("\n")


def ncgopher(url=NCG_URL):
    cols, rows = W, H
    content = ncg_rows(cols)
    top = 2                     # the first row of the page (from 1)
    view_h = rows - 3 - 1       # menu bar, title, message and commands
    st = {"sel": 0, "off": 0, "search": None, "dialog": None, "field": "", "msg": url, "kscroll": 0}

    def draw_scrollbar(r0, height, total, off, col, focused=True):
        if total <= height:
            return
        thumb = max(1, height * height // total)
        start = (height - thumb) * off // max(1, total - height)
        for i in range(height):
            at(r0 + i, col, N_TEXT + "|" + R)
        color = N_SEL if focused else N_INACTIVE
        for i in range(thumb):
            at(r0 + start + i, col, color + "▒" + R)

    def box(r, c, w, h, title=None):
        at(r, c, N_TEXT + "┌" + "─" * (w - 2) + "┐" + R)
        for i in range(1, h - 1):
            at(r + i, c, N_TEXT + "│" + " " * (w - 2) + "│" + R)
        at(r + h - 1, c, N_TEXT + "└" + "─" * (w - 2) + "┘" + R)
        if title:
            x = c + (w - len(title)) // 2
            at(r, x - 2, N_TEXT + "┤ " + R)
            at(r, x + len(title), N_TEXT + " ├" + R)
            at(r, x, N_TITLE + title + R)

    def draw():
        out(ESC + "[?25l" + N_VIEW + ESC + "[2J")
        at(1, 1, N_TEXT + " File  History  Bookmarks  Identities  Help".ljust(cols) + R)
        title = url + " "
        at(2, 1, N_VIEW + " " * cols + R)
        at(2, 1 + (cols - len(title)) // 2, N_TITLE + title + R)
        width = cols - 2 if len(content) > view_h else cols
        for i in range(view_h):
            n = st["off"] + i
            line = content[n] if n < len(content) else ""
            style = N_SEL if n == st["sel"] and st["dialog"] is None and st["search"] is None else N_TEXT
            if n == st["sel"] and (st["dialog"] is not None or st["search"] is not None):
                style = N_INACTIVE
            at(top + 1 + i, 1, style + line[:width].ljust(width) + R)
        draw_scrollbar(top + 1, view_h, len(content), st["off"], cols,
                       focused=st["dialog"] is None and st["search"] is None)
        at(rows - 1, 1, N_INACTIVE + (" " + st["msg"]).ljust(cols) + R)
        at(rows, 1, N_TERT + " Commands: Use the arrow keys to move. 'b' for back, 'g' for open URL, 'ESC' for menu".ljust(cols)[:cols] + R)
        cursor = None
        if st["search"] is not None:
            s = st["search"]
            at(rows, 1, N_SECOND + s + "_" * (cols - len(s)) + R)
            at(rows, 1 + len(s), N_SEL + "_" + R)
            cursor = (rows, 1 + len(s))
        if st["dialog"] == "keys":
            w, h = 53, rows - 1
            r, c = 2, (cols - w) // 2 + 1
            box(r, c, w, h)
            inner = h - 4
            for i in range(inner):
                n = st["kscroll"] + i
                line = NCG_KEYS[n] if n < len(NCG_KEYS) else ""
                at(r + 1 + i, c + 2, N_TEXT + line.ljust(w - 6) + R)
            draw_scrollbar(r + 1, inner, len(NCG_KEYS), st["kscroll"], c + w - 3)
            at(r + h - 2, c + w - 6, N_TEXT + "<Ok>" + R)
        elif st["dialog"] == "url":
            t = "Enter gopher or gemini URL:"
            w, h = 54, 5
            r, c = (rows - h) // 2 + 1, (cols - w) // 2 + 1
            box(r, c, w, h, t)
            f = st["field"][-49:]
            at(r + 1, c + 2, N_SECOND + f + "_" * (50 - len(f)) + R)
            at(r + 1, c + 2 + len(f), N_SEL + "_" + R)
            at(r + 3, c + w - 16, N_TEXT + "<Cancel> <Ok>" + R)
            cursor = (r + 1, c + 2 + len(f))
        if cursor:
            at(cursor[0], cursor[1])

    def follow():
        if st["sel"] < st["off"]:
            st["off"] = st["sel"]
        elif st["sel"] >= st["off"] + view_h:
            st["off"] = st["sel"] - view_h + 1

    out(ESC + "[?1049h" + ESC + "[?1h" + ESC + "=" + ESC + "[?1000h" + ESC + "[?1006h")
    with Raw():
        try:
            while True:
                draw()
                k = readkey()
                if st["dialog"] == "url":
                    if k in ("\r", "\n"):
                        st["dialog"] = None
                        st["msg"] = "Loading ..."
                    elif k == "esc":
                        st["dialog"] = None
                    elif k in ("\x7f", "\x08"):
                        st["field"] = st["field"][:-1]
                    elif len(k) == 1 and k.isprintable():
                        st["field"] += k
                    continue
                if st["dialog"] == "keys":
                    if k in ("\r", "\n", "esc"):
                        st["dialog"] = None
                    elif k == "down":
                        st["kscroll"] = min(len(NCG_KEYS) - (rows - 5), st["kscroll"] + 1)
                    elif k == "up":
                        st["kscroll"] = max(0, st["kscroll"] - 1)
                    continue
                if st["search"] is not None:
                    if k in ("\r", "\n"):
                        word = st["search"][1:]
                        st["search"] = None
                        for i, line in enumerate(content):
                            if i > st["sel"] and word and word in line:
                                st["sel"] = i
                                follow()
                                break
                    elif k == "esc":
                        st["search"] = None
                    elif k in ("\x7f", "\x08"):
                        st["search"] = st["search"][:-1]
                        if not st["search"]:
                            st["search"] = None
                    elif len(k) == 1 and k.isprintable():
                        st["search"] += k
                    continue
                if k == "q":
                    break
                if k in ("down", "j"):
                    st["sel"] = min(len(content) - 1, st["sel"] + 1)
                    follow()
                elif k in ("up", "k"):
                    st["sel"] = max(0, st["sel"] - 1)
                    follow()
                elif k == " ":
                    st["off"] = min(max(0, len(content) - view_h), st["off"] + view_h)
                    st["sel"] = max(st["sel"], st["off"])
                elif k in ("pgdn",):
                    st["sel"] = min(len(content) - 1, st["sel"] + view_h)
                    follow()
                elif k == "end":
                    st["sel"] = len(content) - 1
                    follow()
                elif k == "home":
                    st["sel"] = 0
                    follow()
                elif k == "/":
                    st["search"] = "/"
                elif k == "?":
                    st["dialog"] = "keys"
                    st["kscroll"] = 0
                elif k == "g":
                    st["dialog"] = "url"
                    st["field"] = ""
        finally:
            out(R + ESC + "[?1006l" + ESC + "[?1000l" + ESC + "[?1l" + ESC + ">" + ESC + "[?25h" + ESC + "[?1049l")


# ---------------------------------------------------------------- epub

EPUB_TITLE = "Notes from the Tide Station"

EPUB_SECTIONS = [
    ("Cover", ["[img=\"OEBPS/images/cover.jpg\" \"Notes from the Tide Station\"]"]),
    ("Preface", [
        "Preface",
        "These notes were kept over one year at the tide station on the north pier. "
        "They were written for nobody in particular, in the gaps between readings, "
        "and they are printed here much as they were written.",
        "Where a reading is quoted it is the one written in the station's own book, "
        "not the corrected figure the harbour office published later.",
    ]),
    ("Chapter 1. Arrival", None),
    ("Chapter 2. The Gauge House", [
        "Chapter 2. The Gauge House",
        "The gauge house is a concrete box the size of a garden shed, painted white "
        "every spring and grey by every autumn.",
    ]),
    ("Chapter 3. Spring Tides", [
        "Chapter 3. Spring Tides",
        "In the second week of March the tides ran higher than anyone at the harbour "
        "could remember, and the lower car park was under water twice in one day.",
        "The keeper of the station before me had left a note pinned above the desk: "
        "when the moon is full and the wind is in the west, move the car.",
    ]),
    ("Chapter 4. Winter Readings", [
        "Chapter 4. Winter Readings",
        "Winter readings are taken with a torch and a pencil, because the ink freezes.",
    ]),
    ("Chapter 5. Departure", [
        "Chapter 5. Departure",
        "On my last morning the gauge read exactly what the tables said it would, to "
        "the centimetre, as if to make a point.",
    ]),
    ("About the Author", [
        "About the Author",
        "The author kept the tide station on the north pier for one year and now "
        "lives inland, as far from the sea as the railway goes.",
    ]),
]

EPUB_CHAPTER1 = [
    "Chapter 1. Arrival",
    "I came to the station on the last ferry of October, with two suitcases, a box "
    "of books and a letter from the harbour office that said only that the keys "
    "would be under the third stone from the door.",
    "They were. The stone had been painted white, perhaps so that a stranger could "
    "find it in the dark, perhaps because somebody had once painted all the stones "
    "white and only this one had kept its paint.",
    "The gauge house stood at the end of the north pier, a concrete box with one "
    "window facing the sea and one facing the town. Inside there was a desk, a "
    "chair, a kettle, a shelf of ledgers going back to 1962, and the gauge itself: "
    "a float in a well, a wire over a wheel, and a pen that drew the tide on a "
    "paper drum turning once a week.",
    "The ledgers were the first thing I read. Every reading was in them, every ten "
    "minutes of every day, in a dozen different hands. Some keepers wrote neat "
    "columns of figures and nothing else. Others wrote the weather, the ships that "
    "came in, the names of the fishermen who stopped to talk. One of them, in the "
    "winter of 1979, had written a single line at the foot of every page: still "
    "here.",
    "The harbour master came by on the second morning to see that I had not fallen "
    "into the well. He showed me how to change the paper on the drum, how to wind "
    "the clock that turned it, and how to tell from the pen's line whether the "
    "float had stuck. It sticks, he said, when the weed gets into the well. You "
    "will know because the tide will stop, and the tide does not stop.",
    "I learned the town the way the station keepers before me must have learned "
    "it: by the times people came to the pier. The baker at six, to look at the "
    "sea before he lit the ovens. The two old men at ten, who argued about the "
    "weather and were always both wrong. The girl from the library at one, who ate "
    "her lunch on the steps and read the notice board, which nobody had changed "
    "since the summer.",
    "By the end of the first week I had filled four pages of the ledger and begun "
    "to write, at the foot of each one, what the day had been like. It seemed the "
    "least I could do, with the sea doing so much.",
    "On the Sunday the wind went round to the north and the first storm of the "
    "winter came in across the bay. The pen on the drum drew a line like a "
    "mountain range. I sat up with it all night, reading by the window, and in the "
    "morning I wrote at the foot of the page, in my own hand: still here.",
]


def epub_text(paras, maxcol):
    """maharifu's textify: the body's text, each source line wrapped and the
    blocks joined by a blank line (the body opens with two blank rows)."""
    src = [""] + paras
    return "\n\n".join("\n".join(textwrap.wrap(v, maxcol)) for v in src).split("\n")


def epub(path="tides.epub"):
    import curses

    chaps = [(EPUB_TITLE, None)] + [(t, p if p is not None else EPUB_CHAPTER1) for t, p in EPUB_SECTIONS]

    def main(screen):
        maxy, maxx = screen.getmaxyx()
        n_chaps = len(chaps) - 1
        cur_chap, cur_text = None, None
        chaps_pos = [0] * len(chaps)
        start, cursor_row = 0, 0
        info_cols = 2
        len_chaps = 0
        while True:
            if cur_chap is None:
                curses.curs_set(1)
                for i, (title, _) in enumerate(chaps[start:start + maxy]):
                    try:
                        if start + i == 0:
                            screen.addstr(i, 0, "      {0}".format(title), curses.A_BOLD)
                        else:
                            screen.addstr(i, 0, "{0:-5} {1}".format(start + i, title))
                    except curses.error:
                        pass
                    len_chaps = i
                screen.refresh()
                screen.move(cursor_row, 0)
            else:
                if cur_text is None:
                    cur_text = epub_text(chaps[cur_chap][1], maxx)
                n_lines = len(cur_text)
                title = chaps[cur_chap][0]
                n_pages = n_lines / (maxy - 2) + 1
                spaces = " " * (maxx - len(title) - 30)
                screen.clear()
                curses.curs_set(0)
                for i, line in enumerate(cur_text[chaps_pos[cur_chap]:chaps_pos[cur_chap] + maxy - info_cols]):
                    try:
                        screen.addstr(i, 0, line)
                    except curses.error:
                        pass
                cur_line = min(n_lines, chaps_pos[cur_chap] + maxy - info_cols)
                cur_page = (cur_line - 1) / (maxy - 2) + 1
                cur_pos = 100 * (float(cur_line) / n_lines)
                try:
                    screen.addstr(maxy - 1, 0, "%s (%2d/%2d) %s Page %2d/%2d (%5.1f%%)" % (
                        title, cur_chap, n_chaps, spaces, cur_page, n_pages, cur_pos))
                except curses.error:
                    pass
                screen.refresh()

            ch = screen.getch()

            if cur_chap is None and 0 <= ch < 256 and chr(ch).isdigit():
                n = int(chr(ch))
                if 0 < n <= n_chaps:
                    cur_chap, cur_text = n, None
                    start = max(0, min(cur_chap - maxy // 2, n_chaps - maxy + 1))
                    cursor_row = cur_chap - start
                    continue
            if ch in (27, ord("q")):
                return
            if ch == curses.KEY_DOWN:
                if cur_chap is None:
                    if start < len(chaps) - maxy:
                        start += 1
                        screen.clear()
                    elif cursor_row < maxy - 1 and cursor_row < len_chaps:
                        cursor_row += 1
                elif chaps_pos[cur_chap] + maxy - info_cols < n_lines + maxy - info_cols - 1:
                    chaps_pos[cur_chap] += 1
                    screen.clear()
            elif ch == curses.KEY_UP:
                if cur_chap is None:
                    if start > 0:
                        start -= 1
                        screen.clear()
                    elif cursor_row > 0:
                        cursor_row -= 1
                elif chaps_pos[cur_chap] > 0:
                    chaps_pos[cur_chap] -= 1
                    screen.clear()
            elif ch == curses.KEY_NPAGE:
                if cur_chap is not None:
                    if chaps_pos[cur_chap] + maxy - info_cols < n_lines:
                        chaps_pos[cur_chap] += maxy - info_cols
                    elif cur_chap < n_chaps:
                        cur_chap += 1
                        cur_text = None
                    screen.clear()
            elif ch == curses.KEY_PPAGE:
                if cur_chap is not None:
                    if chaps_pos[cur_chap] > 0:
                        chaps_pos[cur_chap] = max(0, chaps_pos[cur_chap] - (maxy - info_cols))
                    elif cur_chap > 0:
                        cur_chap -= 1
                        cur_text = None
                    screen.clear()
            elif ch == curses.KEY_HOME:
                if cur_chap is None:
                    start, cursor_row = 0, 0
                else:
                    chaps_pos[cur_chap] = 0
                screen.clear()
            elif ch == curses.KEY_END:
                if cur_chap is None:
                    cursor_row = min(n_chaps, maxy)
                    start = max(0, n_chaps - cursor_row)
                else:
                    chaps_pos[cur_chap] = n_lines - n_lines % (maxy - info_cols)
                    cur_text = None
                screen.clear()
            elif ch in (9, curses.KEY_RIGHT, curses.KEY_LEFT):
                if cur_chap is None and start + cursor_row != 0:
                    cur_chap = start + cursor_row
                    cur_text = None
                else:
                    cur_chap = None
                    cur_text = None
                    screen.clear()

    try:
        curses.wrapper(main)
    except KeyboardInterrupt:
        pass


# ---------------------------------------------------------------- ttypager

CHANGELOG = """# Change log

## [2.4.0] - 2026-11-20

### Added
- `relay sync --since DATE` copies only the entries changed after DATE
- `relay doctor` checks the config, the cache and the remote in one go
- Shell completions for fish, next to the bash and zsh ones
- A `--json` flag on `relay status` and `relay list`

### Changed
- The cache moved from ~/.relay to ~/.cache/relay (moved on first run)
- `relay push` retries three times before it gives up, with a backoff
- Error messages name the config file and the line they came from
- The minimum Ruby is now 3.1

### Fixed
- `relay pull` no longer hangs when the remote closes the connection early
- Dates in `relay log` are shown in the local time zone again
- `relay init` in a directory with spaces in its name
- A crash when the config file ended without a newline

## [2.3.2] - 2026-09-02

### Fixed
- `relay push --dry-run` printed the files it would skip as pushed
- The progress bar no longer draws past the terminal's right edge
- Completions for `relay remote` listed removed remotes

## [2.3.1] - 2026-08-14

### Fixed
- `relay sync` on a fresh clone failed with "no such ref"
- Colours are off when NO_COLOR is set, as documented

## [2.3.0] - 2026-07-30

### Added
- `relay remote rename OLD NEW`
- A `relay.toml` key `pager = false` to never page long output
- `relay log --grep PATTERN`

### Changed
- `relay list` sorts by name unless `--by-date` is given
- The default number of parallel transfers is four, up from two

### Deprecated
- `relay fetch`, now an alias of `relay pull --no-merge`; it will be
  removed in 3.0

### Fixed
- Large files over 2 GiB are sent in parts instead of failing
- `relay status` counted ignored files as changed

## [2.2.0] - 2026-05-11

### Added
- Remotes over SSH, next to HTTPS
- `relay config get KEY` and `relay config set KEY VALUE`
- A man page, installed with the gem

### Changed
- `relay init` asks fewer questions and writes a commented relay.toml
- Log lines carry the remote's name

### Fixed
- Windows paths with a drive letter in `relay add`
- `relay pull` lost the executable bit on scripts

## [2.1.0] - 2026-02-23

### Added
- `relay diff` between the local copy and a remote
- A `--quiet` flag on every command

### Fixed
- A race between two `relay sync` runs on the same directory
- The summary after `relay push` counted directories as files

## [2.0.0] - 2025-12-01

### Changed
- The config file is TOML; run `relay migrate` to convert an old one
- Commands are grouped: `relay remote add` replaces `relay add-remote`
- Output is coloured only on a terminal

### Removed
- The `relay server` command, replaced by any SSH or HTTPS host
- Support for Ruby 2.7

## [1.9.3] - 2025-10-18

### Fixed
- `relay push` on a remote with a trailing slash in its URL
- The exit status of `relay status` when there is nothing to do

## [1.9.2] - 2025-09-09

### Fixed
- Timeouts on slow remotes are 60 seconds, not 6
"""


def ttypager(*args):
    """A Ruby CLI (`relay changelog`) paging its change log with
    TTY::Pager::BasicPager: 22 lines a page at 24 rows, the prompt under a
    blank line, one key read raw (q quits)."""
    height = H
    width = W
    prompt_height = 2
    page_height = height - prompt_height
    page = 1
    left = page_height
    fd = sys.stdin.fileno()
    lines = []
    for line in CHANGELOG.split("\n")[:-1]:
        lines.extend(textwrap.wrap(line, width) or [""])
    for line in lines:
        sys.stdout.write(line + "\n")
        left -= 1
        if left == 0:
            sys.stdout.write("\n--- Page -%d- Press enter/return to continue (or q to quit) ---\n" % page)
            sys.stdout.flush()
            old = termios.tcgetattr(fd)
            try:
                tty.setraw(fd)
                c = os.read(fd, 1)
            finally:
                termios.tcsetattr(fd, termios.TCSADRAIN, old)
            if c.lower() == b"q":
                return
            page += 1
            left = page_height
    sys.stdout.flush()


TOOLS = {"phetch": phetch, "ncgopher": ncgopher, "epub": epub, "ttypager": ttypager}

if __name__ == "__main__":
    tool = sys.argv[1] if len(sys.argv) > 1 else ""
    if tool not in TOOLS:
        sys.stderr.write(__doc__)
        sys.exit(2)
    TOOLS[tool](*sys.argv[2:])
