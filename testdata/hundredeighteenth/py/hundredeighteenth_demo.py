"""One program imitated, named by the first argument, over a file of the
set's own named by the second (in ../files beside this script): a
fixture of agentty's hundredeighteenth set, whose screens were never used
to tune the mode classifier. Each draws, with curses on the alternate
screen, what a terminal e-book reader, pager, parquet viewer, git
log viewer or RSS reader that cannot run here draws at one of its
moments (its text, header or status line, its search or go-to prompt,
from its documentation, source and published screenshots). The files
are plain-text stand-ins: keeper.epub holds a chapter's text,
trips.parquet a table's rows as CSV, feeds.db a feed a line. Runs with
Debian's python3 and its standard library only."""

import curses
import os
import sys
import textwrap

os.environ.setdefault("ESCDELAY", "25")

HERE = os.path.dirname(os.path.abspath(__file__))


def load(name):
    with open(os.path.join(HERE, "..", "files", name)) as f:
        return f.read().splitlines()


def colours():
    curses.start_color()
    try:
        curses.use_default_colors()
    except curses.error:
        pass


def put(scr, y, x, s, attr=0):
    h, w = scr.getmaxyx()
    if y < 0 or y >= h or x >= w:
        return
    s = s[: max(0, w - x - (1 if y == h - 1 else 0))]
    try:
        scr.addstr(y, x, s, attr)
    except curses.error:
        pass


def line_prompt(scr, y, x, label, attr=0):
    """A one-row field at the foot: label, then what is typed, echoed."""
    curses.curs_set(1)
    buf = ""
    while True:
        scr.move(y, 0)
        scr.clrtoeol()
        put(scr, y, x, label + buf, attr)
        scr.move(y, x + len(label) + len(buf))
        scr.refresh()
        c = scr.getch()
        if c in (10, 13, 27):
            curses.curs_set(0)
            return buf if c != 27 else None
        if c in (curses.KEY_BACKSPACE, 127, 8):
            buf = buf[:-1]
        elif 32 <= c < 127:
            buf += chr(c)


# epr: an EPUB reader in the terminal. The text column is at most 80 wide,
# centred; nothing else is on the screen but, on the first row, the
# reading progress at the right. `/` asks " Regex:" on the last row.
def epr(scr, name):
    curses.curs_set(0)
    colours()
    h, w = scr.getmaxyx()
    width = min(w - 4, 76)
    left = (w - width) // 2
    text = []
    for para in load(name):
        text.extend(textwrap.wrap(para, width) or [""])
    rows = h - 2
    top = 0
    while True:
        scr.erase()
        pct = 100 * (top + rows) // len(text) if top + rows < len(text) else 100
        put(scr, 0, w - len(" %d%% " % pct) - 1, " %d%% " % pct, curses.A_DIM)
        for i in range(rows):
            if top + i < len(text):
                put(scr, 1 + i, left, text[top + i])
        scr.refresh()
        c = scr.getch()
        if c in (ord("q"),):
            return
        if c in (ord(" "), ord("l"), curses.KEY_NPAGE, curses.KEY_RIGHT):
            top = min(top + rows, max(0, len(text) - rows))
        elif c in (ord("h"), curses.KEY_PPAGE, curses.KEY_LEFT):
            top = max(0, top - rows)
        elif c in (ord("j"), curses.KEY_DOWN):
            top = min(top + 1, max(0, len(text) - rows))
        elif c in (ord("k"), curses.KEY_UP):
            top = max(0, top - 1)
        elif c in (ord("G"), curses.KEY_END):
            top = max(0, len(text) - rows)
        elif c in (ord("g"), curses.KEY_HOME):
            top = 0
        elif c == ord("/"):
            line_prompt(scr, h - 1, 0, " Regex:", curses.A_REVERSE)


# nvimpager: neovim run as a pager. The file read-only, no line
# numbers, "~" past its end, and on the last row the file's message
# ("name" [RO] lines, bytes) until a key; `/` opens nvim's command line.
def nvimpager(scr, name):
    colours()
    curses.init_pair(1, curses.COLOR_BLUE, -1)
    h, w = scr.getmaxyx()
    text = load(name)
    size = sum(len(l) + 1 for l in text)
    rows = h - 1
    top = 0
    msg = '"%s" [RO] %dL, %dB' % (name, len(text), size)
    while True:
        scr.erase()
        for i in range(rows):
            if top + i < len(text):
                put(scr, i, 0, text[top + i][:w])
            else:
                put(scr, i, 0, "~", curses.color_pair(1) | curses.A_BOLD)
        put(scr, h - 1, 0, msg)
        scr.move(0, 0)
        scr.refresh()
        c = scr.getch()
        if c == ord("q"):
            return
        if c in (ord(" "), curses.KEY_NPAGE, 6):
            top = min(top + rows - 2, max(0, len(text) - 1))
            msg = ""
        elif c in (ord("b"), curses.KEY_PPAGE, 2):
            top = max(0, top - rows + 2)
            msg = ""
        elif c in (ord("j"), curses.KEY_DOWN):
            top = min(top + 1, max(0, len(text) - 1))
        elif c in (ord("G"), curses.KEY_END):
            top = max(0, len(text) - rows)
            msg = ""
        elif c == ord("/"):
            line_prompt(scr, h - 1, 0, "/")
            msg = ""


# baca: a Textual EPUB reader. The chapter in a centred column, a
# scrollbar down the right edge, and the reading progress at the foot;
# `/` opens a search box over the foot.
def baca(scr, name):
    curses.curs_set(0)
    colours()
    curses.init_pair(1, curses.COLOR_CYAN, -1)
    h, w = scr.getmaxyx()
    width = 64
    left = (w - width) // 2
    text = []
    for para in load(name):
        text.extend(textwrap.wrap(para, width) or [""])
    rows = h - 1
    top = 0
    searching = False
    while True:
        scr.erase()
        for i in range(rows):
            if top + i < len(text):
                put(scr, i, left, text[top + i])
        thumb = max(1, rows * rows // len(text))
        at = (rows - thumb) * top // max(1, len(text) - rows)
        for i in range(rows):
            put(scr, i, w - 1, "\u2590" if at <= i < at + thumb else " ", curses.color_pair(1) if at <= i < at + thumb else curses.A_DIM)
        pct = 100 * top // max(1, len(text) - rows)
        put(scr, h - 1, 0, (" keeper  %d%%" % pct).ljust(w - 1), curses.A_REVERSE)
        scr.refresh()
        if searching:
            put(scr, h - 4, 2, "\u250c" + "\u2500" * (w - 6) + "\u2510", curses.color_pair(1))
            put(scr, h - 3, 2, "\u2502" + " " * (w - 6) + "\u2502", curses.color_pair(1))
            put(scr, h - 2, 2, "\u2514" + "\u2500" * (w - 6) + "\u2518", curses.color_pair(1))
            put(scr, h - 3, 4, "Search...", curses.A_DIM)
            curses.curs_set(1)
            scr.move(h - 3, 4)
            scr.refresh()
            c = scr.getch()
            curses.curs_set(0)
            searching = False
            continue
        c = scr.getch()
        if c == ord("q"):
            return
        if c in (ord(" "), curses.KEY_NPAGE):
            top = min(top + rows, max(0, len(text) - rows))
        elif c in (ord("j"), curses.KEY_DOWN):
            top = min(top + 1, max(0, len(text) - rows))
        elif c in (ord("G"), curses.KEY_END):
            top = max(0, len(text) - rows)
        elif c == ord("/"):
            searching = True


# parqeye: a parquet file's viewer. Tabs across the top (Visualize,
# Metadata, Schema, Row Groups), the rows as a table with the highlighted
# row reversed, and its keys on the last row.
def parqeye(scr, name):
    curses.curs_set(0)
    colours()
    curses.init_pair(1, curses.COLOR_YELLOW, -1)
    curses.init_pair(2, curses.COLOR_CYAN, -1)
    h, w = scr.getmaxyx()
    rows = [r.split(",") for r in load(name)]
    head, body = rows[0], rows[1:]
    widths = [8, 12, 12, 11, 12, 8]
    view = h - 8
    top, cur = 0, 0
    while True:
        scr.erase()
        put(scr, 0, 0, "┌" + "─" * (w - 2) + "┐")
        put(scr, 1, 0, "│ ")
        x = 2
        for i, t in enumerate(["Visualize", "Metadata", "Schema", "Row Groups"]):
            put(scr, 1, x, " " + t + " ", curses.A_REVERSE | curses.A_BOLD if i == 0 else 0)
            x += len(t) + 3
        put(scr, 1, w - len(name) - 3, name, curses.color_pair(2))
        put(scr, 1, w - 1, "│")
        put(scr, 2, 0, "└" + "─" * (w - 2) + "┘")
        title = " Rows %d-%d of %d (row group 0) " % (top + 1, min(top + view, len(body)), len(body))
        put(scr, 3, 0, "┌" + title + "─" * (w - 2 - len(title)) + "┐")
        hl = ""
        for c, wd in zip(head, widths):
            hl += c[:wd - 1].ljust(wd)
        put(scr, 4, 0, "│ " + hl.ljust(w - 3) + "│", curses.color_pair(1) | curses.A_BOLD)
        for i in range(view):
            r = top + i
            put(scr, 5 + i, 0, "│")
            put(scr, 5 + i, w - 1, "│")
            if r < len(body):
                s = "".join(v[:wd - 1].ljust(wd) for v, wd in zip(body[r], widths))
                put(scr, 5 + i, 2, s.ljust(w - 4), curses.A_REVERSE if r == cur else 0)
        put(scr, 5 + view, 0, "└" + "─" * (w - 2) + "┘")
        put(scr, h - 1, 0, " q quit  tab next tab  ↑/↓ scroll  PgUp/PgDn page  g/G top/bottom", curses.A_DIM)
        scr.refresh()
        c = scr.getch()
        if c == ord("q"):
            return
        if c in (curses.KEY_NPAGE, ord(" ")):
            cur = min(cur + view, len(body) - 1)
            top = min(top + view, max(0, len(body) - view))
        elif c in (curses.KEY_DOWN, ord("j")):
            cur = min(cur + 1, len(body) - 1)
        elif c in (curses.KEY_UP, ord("k")):
            cur = max(cur - 1, 0)
        elif c in (ord("G"), curses.KEY_END):
            cur = len(body) - 1
        elif c == ord("g"):
            cur = 0
        if cur < top:
            top = cur
        elif cur >= top + view:
            top = cur - view + 1


# serie: a git log's commit graph. One commit a row: the graph's circles
# and lines, the refs, the subject, the author and date at the right, the
# selected commit reversed; no status bar.
SUBJECTS = [
    "Merge branch 'lamp-timer'", "Tighten the tide table's rounding", "Add the lamp timer",
    "Lamp timer: read the schedule from tides.toml", "Fix the off-by-one in sunrise", "Update the README's install steps",
    "Bump the toml parser to 0.8.2", "Log each lamp change at info", "Test the tide table at spring tides",
    "Rename keeper to warden in the CLI", "Drop the old cron wrapper", "Add a --dry-run flag",
    "Handle a missing schedule file", "Document the config file", "Merge branch 'weather-feed'",
    "Weather feed: retry on 503", "Weather feed: parse wind in knots", "Add the weather feed",
    "Move constants into config.go", "Format with gofmt", "Add CI for the tide tests",
    "Start the changelog", "Read the port from the environment", "First lamp driver",
    "Sketch the tide table", "Add the licence", "Initial commit",
]
AUTHORS = ["Morag Innes", "Tom Pengelly", "Aoife Brennan"]


def serie(scr, name):
    curses.curs_set(0)
    colours()
    curses.init_pair(1, curses.COLOR_GREEN, -1)
    curses.init_pair(2, curses.COLOR_BLUE, -1)
    curses.init_pair(3, curses.COLOR_YELLOW, -1)
    curses.init_pair(4, curses.COLOR_MAGENTA, -1)
    h, w = scr.getmaxyx()
    n = len(SUBJECTS)
    graph = []
    for i, s in enumerate(SUBJECTS):
        if s.startswith("Merge"):
            graph.append("●─╮")
        elif i in (2, 3, 15, 16, 17):
            graph.append("│ ●")
        elif i in (4, 18):
            graph.append("●─╯")
        else:
            graph.append("● ")
    top, cur = 0, 0
    view = h
    while True:
        scr.erase()
        for i in range(view):
            r = top + i
            if r >= n:
                break
            attr = curses.A_REVERSE if r == cur else 0
            day = 27 - r // 2
            right = " %s  2026-%02d-%02d" % (AUTHORS[r % 3], 11 if day > 0 else 10, day if day > 0 else 30 + day)
            refs = ""
            if r == 0:
                refs = "(HEAD -> main, origin/main) "
            elif r == 19:
                refs = "(tag: v0.1.0) "
            line = " " + graph[r].ljust(4) + refs + SUBJECTS[r]
            put(scr, i, 0, " " * w, attr)
            put(scr, i, 0, " " + graph[r].ljust(4), (curses.color_pair(4) if "╮" in graph[r] or "╯" in graph[r] or graph[r].startswith("│") else curses.color_pair(2)) | attr)
            x = 5
            if refs:
                put(scr, i, x, refs, curses.color_pair(1) | curses.A_BOLD | attr)
                x += len(refs)
            put(scr, i, x, SUBJECTS[r][: w - x - len(right) - 1], attr)
            put(scr, i, w - len(right) - 1, right, curses.color_pair(3) | attr)
        scr.refresh()
        c = scr.getch()
        if c == ord("q"):
            return
        if c in (curses.KEY_DOWN, ord("j")):
            cur = min(cur + 1, n - 1)
        elif c in (curses.KEY_UP, ord("k")):
            cur = max(cur - 1, 0)
        elif c in (6, curses.KEY_NPAGE):
            cur = min(cur + view, n - 1)
        elif c in (ord("G"), curses.KEY_END):
            cur = n - 1
        elif c == ord("g"):
            cur = 0
        if cur < top:
            top = cur
        elif cur >= top + view:
            top = cur - view + 1


# russ: an RSS/Atom reader over its SQLite database. Feeds on the left,
# the selected feed's info under them, its entries on the right; Enter
# opens an entry, its text in the right pane; the keys on the last row.
ENTRY = """The relief boat reached the rock on Tuesday after nine days of weather. Two keepers went ashore with the oil, the new wicks and the post; one came off, glad of it.

The log for the fortnight records little but the wind: north-west, then north, then a long grey calm in which the fog signal sounded for thirty-one hours.

On the Thursday a seal hauled out on the landing stage and would not be moved. The principal keeper noted it, and its weight, which he guessed at four hundredweight.

The lens was cleaned each morning. The brass was polished on Saturdays. The clock-weights were wound every forty minutes through the night, as they had been for a hundred and twelve years.

Next month: the new automatic gear, and what the keepers made of it."""


def russ(scr, name):
    curses.curs_set(0)
    colours()
    curses.init_pair(1, curses.COLOR_YELLOW, -1)
    h, w = scr.getmaxyx()
    feeds = [l.split("|") for l in load(name)]
    entries = ["Relief day at the rock", "The fog signal's long night", "A seal on the landing stage",
               "Winding the clock-weights", "What the lamp burns", "Letters from the mainland",
               "The new automatic gear", "Keepers' wives and the shore station"]
    left = 30
    reading = False
    etop = 0
    text = []
    for p in ENTRY.split("\n"):
        text.extend(textwrap.wrap(p, w - left - 4) or [""])

    def box(y, x, hh, ww, title, active):
        a = curses.color_pair(1) if active else 0
        put(scr, y, x, "┌" + title + "─" * (ww - 2 - len(title)) + "┐", a)
        for r in range(1, hh - 1):
            put(scr, y + r, x, "│", a)
            put(scr, y + r, x + ww - 1, "│", a)
        put(scr, y + hh - 1, x, "└" + "─" * (ww - 2) + "┘", a)

    while True:
        scr.erase()
        fh = len(feeds) + 2
        box(0, 0, fh, left, "Feeds", False)
        for i, f in enumerate(feeds):
            put(scr, 1 + i, 1, f[0][: left - 2], curses.A_REVERSE if i == 0 else 0)
        box(fh, 0, h - 1 - fh, left, "Info", False)
        info = ["Title: " + feeds[0][0], "Link:", feeds[0][1][:left - 3], "Entries: %d" % len(entries), "Read: %d" % (1 if reading else 0), "Refreshed: 2026-11-27 00:12"]
        for i, s in enumerate(info):
            put(scr, fh + 1 + i, 1, s[: left - 2])
        if not reading:
            box(0, left, h - 1, w - left, "Entries", True)
            for i, e in enumerate(entries):
                put(scr, 1 + i, left + 1, e.ljust(w - left - 2), curses.A_REVERSE if i == 0 else 0)
            keys = "q quit | j/k down/up | enter read entry | r refresh | a toggle read | ? help"
        else:
            box(0, left, h - 1, w - left, entries[0], True)
            for i in range(h - 3):
                if etop + i < len(text):
                    put(scr, 1 + i, left + 2, text[etop + i])
            keys = "q quit | j/k scroll | esc back to entries | o open in browser | ? help"
        put(scr, h - 1, 0, keys[:w - 1], curses.A_DIM)
        scr.refresh()
        c = scr.getch()
        if c == ord("q"):
            return
        if c in (10, 13) and not reading:
            reading, etop = True, 0
        elif c == 27:
            reading = False
        elif reading and c in (curses.KEY_DOWN, ord("j")):
            etop = min(etop + 1, max(0, len(text) - (h - 3)))
        elif reading and c in (curses.KEY_NPAGE, 4):
            etop = min(etop + (h - 3) // 2, max(0, len(text) - (h - 3)))
        elif reading and c in (ord("G"), curses.KEY_END):
            etop = max(0, len(text) - (h - 3))


PROGRAMS = {"epr": epr, "nvimpager": nvimpager, "baca": baca, "parqeye": parqeye, "serie": serie, "russ": russ}


def run(scr, prog, name):
    scr.keypad(True)
    PROGRAMS[prog](scr, name)


def main():
    prog = sys.argv[1]
    name = sys.argv[2] if len(sys.argv) > 2 else ""
    curses.wrapper(run, prog, name)


if __name__ == "__main__":
    main()
