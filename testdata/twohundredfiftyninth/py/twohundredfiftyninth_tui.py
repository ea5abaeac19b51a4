"""One full-screen terminal program imitated, named by the first argument:
a fixture of agentty's twohundredfiftyninth set, whose screens were never
used to tune the mode classifier. Each draws what a program of today that
cannot run here draws (its words, layout, colours, reverse video, cursor,
the alternate screen) at its moments: a journal app's entries beside its
editor, a diff editor's files, hunks and lines with their checkboxes, a
wiki reader's article, a file browser's tree beside its preview and a
notes client's list and note, each with its dialog, finder, palette or
prompt line opened over it. Keys are read one at a time, raw, not echoed.
Runs with Debian's python3 and its standard library only (curses)."""

import curses
import os
import sys

os.environ.setdefault("ESCDELAY", "25")

ENTER = (10, 13, curses.KEY_ENTER)
ESC = 27
TAB = 9
BACKSPACE = (8, 127, curses.KEY_BACKSPACE)

(DEF, YEL, CYAN, GREEN, RED, MAG, BLUE, BW, WB, GREY, YB, BC, RW) = range(1, 14)


def cp(n):
    return curses.color_pair(n) if curses.has_colors() else 0


def colours():
    if not curses.has_colors():
        return
    curses.start_color()
    try:
        curses.use_default_colors()
        bg = -1
    except curses.error:
        bg = curses.COLOR_BLACK
    curses.init_pair(DEF, curses.COLOR_WHITE, bg)
    curses.init_pair(YEL, curses.COLOR_YELLOW, bg)
    curses.init_pair(CYAN, curses.COLOR_CYAN, bg)
    curses.init_pair(GREEN, curses.COLOR_GREEN, bg)
    curses.init_pair(RED, curses.COLOR_RED, bg)
    curses.init_pair(MAG, curses.COLOR_MAGENTA, bg)
    curses.init_pair(BLUE, curses.COLOR_BLUE, bg)
    curses.init_pair(BW, curses.COLOR_BLACK, curses.COLOR_WHITE)
    curses.init_pair(WB, curses.COLOR_WHITE, curses.COLOR_BLUE)
    curses.init_pair(GREY, curses.COLOR_BLACK, curses.COLOR_CYAN)
    curses.init_pair(YB, curses.COLOR_BLACK, curses.COLOR_YELLOW)
    curses.init_pair(BC, curses.COLOR_BLUE, bg)
    curses.init_pair(RW, curses.COLOR_WHITE, curses.COLOR_RED)


def put(scr, y, x, s, attr=0):
    """Writes s at y, x, clipped to the screen."""
    h, w = scr.getmaxyx()
    if y < 0 or y >= h or x >= w or x < 0:
        return
    s = s[: max(0, w - x)]
    if y == h - 1 and x + len(s) >= w:
        s = s[: w - x - 1]
    try:
        scr.addstr(y, x, s, attr)
    except curses.error:
        pass


def fill(scr, y, x, w, attr):
    put(scr, y, x, " " * w, attr)


def box(scr, y, x, h, w, title="", attr=0, title_attr=None, rounded=False):
    tl, tr, bl, br = ("╭", "╮", "╰", "╯") if rounded else ("┌", "┐", "└", "┘")
    put(scr, y, x, tl + "─" * (w - 2) + tr, attr)
    for i in range(1, h - 1):
        put(scr, y + i, x, "│" + " " * (w - 2) + "│", attr)
    put(scr, y + h - 1, x, bl + "─" * (w - 2) + br, attr)
    if title:
        put(scr, y, x + 1, title, attr if title_attr is None else title_attr)


def cursor(on):
    try:
        curses.curs_set(1 if on else 0)
    except curses.error:
        pass


def edit(buf, k):
    """Applies key k to the line buf; returns it."""
    if k in BACKSPACE:
        return buf[:-1]
    if 32 <= k < 127:
        return buf + chr(k)
    return buf


# ---------------------------------------------------------------- tui-journal

JOURNALS = [
    ("Call the plumber", "28.11.2026", "home", [
        "The kitchen tap drips again.", "", "Ask for a quote before Friday and",
        "whether the washer or the cartridge is worn."]),
    ("Groceries for the weekend", "27.11.2026", "home, shopping", [
        "- oat milk", "- two lemons", "- rye bread", "- coffee beans (the dark one)"]),
    ("Dentist appointment", "25.11.2026", "health", [
        "Dr. Moss moved the check-up to 9 December, 10:30.", "",
        "Bring the insurance card."]),
    ("Reading list", "21.11.2026", "books", [
        "The Dispossessed", "Piranesi", "A Psalm for the Wild-Built"]),
    ("Bike service", "18.11.2026", "", [
        "Chain cleaned and oiled.", "Rear brake pads need changing soon."]),
]


def tjournal(scr):
    """tui-journal (tjournal): the Journals list framed beside the
    current entry's Content; Tab moves the focus to the editor (its mode
    in the frame's title, i for insert, Esc for normal), Tab back with
    changes asks to save them; F opens the fuzzy finder."""
    sel = 0
    focus = "list"
    mode = "Normal"
    bodies = [list(j[3]) for j in JOURNALS]
    changed = False
    popup = None
    query = ""
    col = 0
    while True:
        scr.erase()
        h, w = scr.getmaxyx()
        lw = 30
        la = cp(YEL) | curses.A_BOLD if focus == "list" else cp(DEF)
        ca = cp(YEL) | curses.A_BOLD if focus == "editor" else cp(DEF)
        box(scr, 0, 0, h - 1, lw, "Journals", la, rounded=True)
        title = "Content"
        if focus == "editor":
            title = "Content - " + mode + (" *" if changed else "")
        elif changed:
            title = "Content *"
        box(scr, 0, lw, h - 1, w - lw, title, ca, rounded=True)
        for i, (t, d, tags, _) in enumerate(JOURNALS):
            y = 1 + i * 3
            a = curses.A_BOLD
            if i == sel:
                fill(scr, y, 1, lw - 2, cp(BW))
                fill(scr, y + 1, 1, lw - 2, cp(BW))
                a = cp(BW) | curses.A_BOLD
            put(scr, y, 2, t[: lw - 4], a)
            meta = d + ("  " + tags if tags else "")
            put(scr, y + 1, 2, meta[: lw - 4], cp(BW) if i == sel else cp(CYAN))
        for i, line in enumerate(bodies[sel]):
            put(scr, 1 + i, lw + 2, line[: w - lw - 4])
        keys = " q Quit  ? Help  n New  Tab Cycle  e Edit in editor  f Filter  F Fuzzy find "
        if focus == "editor":
            keys = " Esc Normal  i Insert  Tab Back to journals  Ctrl-s Save "
        put(scr, h - 1, 0, keys, cp(CYAN))
        cur = None
        if focus == "editor":
            cur = (1, lw + 2 + col)
        if popup == "save":
            pw, ph = 50, 7
            py, px = (h - ph) // 2, (w - pw) // 2
            box(scr, py, px, ph, pw, " Unsaved changes ", cp(YEL) | curses.A_BOLD, rounded=True)
            put(scr, py + 2, px + 3, "Do you want to save the changes on the")
            put(scr, py + 3, px + 3, "current journal?")
            put(scr, py + 5, px + 8, "(Y)es", curses.A_BOLD)
            put(scr, py + 5, px + 21, "(N)o", curses.A_BOLD)
            put(scr, py + 5, px + 33, "(C)ancel", curses.A_BOLD)
            cur = None
        elif popup == "fuzzy":
            pw, ph = 60, 14
            py, px = 4, (w - pw) // 2
            box(scr, py, px, ph, pw, " Fuzzy Find ", cp(MAG) | curses.A_BOLD, rounded=True)
            put(scr, py + 1, px + 2, "> " + query, curses.A_BOLD)
            put(scr, py + 2, px + 1, "─" * (pw - 2), cp(MAG))
            hits = [j for j in JOURNALS if query.lower() in (j[0] + " " + " ".join(j[3])).lower()]
            for i, j in enumerate(hits):
                a = cp(BW) if i == 0 else 0
                fill(scr, py + 3 + i, px + 1, pw - 2, a)
                put(scr, py + 3 + i, px + 2, j[0], a)
            put(scr, py + ph - 1, px + 2, " %d/%d " % (len(hits), len(JOURNALS)), cp(MAG))
            cur = (py + 1, px + 4 + len(query))
        if cur:
            cursor(True)
            scr.move(*cur)
        else:
            cursor(False)
        scr.refresh()
        k = scr.getch()
        if popup == "save":
            if k in (ord("y"), ord("Y"), ord("n"), ord("N")):
                if k in (ord("n"), ord("N")):
                    bodies[sel] = list(JOURNALS[sel][3])
                changed = False
                popup = None
                focus = "list"
            elif k in (ord("c"), ord("C"), ESC):
                popup = None
            continue
        if popup == "fuzzy":
            if k == ESC:
                popup = None
            elif k in ENTER:
                popup = None
            else:
                query = edit(query, k)
            continue
        if focus == "editor":
            if mode == "Insert":
                if k == ESC:
                    mode = "Normal"
                elif 32 <= k < 127:
                    line = bodies[sel][0]
                    bodies[sel][0] = line[:col] + chr(k) + line[col:]
                    col += 1
                    changed = True
            else:
                if k == ord("i"):
                    mode = "Insert"
                elif k == TAB:
                    if changed:
                        popup = "save"
                    else:
                        focus = "list"
            continue
        if k == ord("q"):
            return
        if k in (curses.KEY_DOWN, ord("j")):
            sel = min(sel + 1, len(JOURNALS) - 1)
        elif k in (curses.KEY_UP, ord("k")):
            sel = max(sel - 1, 0)
        elif k == TAB:
            focus = "editor"
            mode = "Normal"
            col = 0
        elif k == ord("F"):
            popup = "fuzzy"
            query = ""


# ---------------------------------------------------------------- scm-record

FILES = [
    ("src/retry.rs", [
        ("Section 1/2", [("-", "    let attempts = 3;"), ("+", "    let attempts = 5;")]),
        ("Section 2/2", [("+", "    log::info!(\"retrying {}\", url);"), ("+", "    sleep(backoff(n));")]),
    ]),
    ("README.md", [
        ("Section 1/1", [("-", "Retries three times."), ("+", "Retries five times, backing off.")]),
    ]),
    ("Cargo.toml", [
        ("Section 1/1", [("-", "version = \"0.4.1\""), ("+", "version = \"0.4.2\"")]),
    ]),
]


def scmrecord(scr):
    """scm-record's diff editor (scm-diff-editor): its menu bar over the
    changed files, their sections and lines, each with a checkbox (all
    checked at first), the focused row in reverse video; Space toggles, q
    asks before quitting once anything was toggled."""
    rows = []
    for fi, (name, secs) in enumerate(FILES):
        rows.append(("file", fi, None, None))
        for si, (sname, lines) in enumerate(secs):
            rows.append(("sec", fi, si, None))
            for li in range(len(lines)):
                rows.append(("line", fi, si, li))
    checked = {r: True for r in rows}
    at = 0
    dialog = False
    button = 0
    toggled = False

    def box_of(r):
        kind, fi, si, li = r
        if kind == "line":
            return "[●]" if checked[r] else "[ ]"
        kids = [q for q in rows if q[0] == "line" and q[1] == fi and (kind == "file" or q[2] == si)]
        n = sum(1 for q in kids if checked[q])
        return "[●]" if n == len(kids) else ("[ ]" if n == 0 else "[◐]")

    while True:
        scr.erase()
        h, w = scr.getmaxyx()
        fill(scr, 0, 0, w, cp(BW))
        put(scr, 0, 1, "File   Edit   Select   View", cp(BW))
        y = 1
        for i, r in enumerate(rows):
            kind, fi, si, li = r
            a = 0
            if kind == "file":
                text = box_of(r) + " " + FILES[fi][0]
                ind = 0
                a = curses.A_BOLD
            elif kind == "sec":
                text = box_of(r) + " " + FILES[fi][1][si][0]
                ind = 2
            else:
                sign, code = FILES[fi][1][si][1][li]
                text = box_of(r) + " " + sign + " " + code
                ind = 4
                a = cp(GREEN) if sign == "+" else cp(RED)
            if i == at:
                fill(scr, y, 0, w, curses.A_REVERSE)
                a = curses.A_REVERSE | (a & curses.A_BOLD)
            put(scr, y, ind, text, a)
            y += 1
        if dialog:
            dw, dh = 56, 7
            dy, dx = (h - dh) // 2, (w - dw) // 2
            box(scr, dy, dx, dh, dw, " Quit ", 0)
            put(scr, dy + 2, dx + 3, "You have changes to 1 file. Are you sure you want")
            put(scr, dy + 3, dx + 3, "to quit?")
            b0, b1 = "[Go Back]", "[Quit]"
            put(scr, dy + 5, dx + dw - 4 - len(b0) - len(b1) - 2, b0, curses.A_REVERSE if button == 0 else 0)
            put(scr, dy + 5, dx + dw - 4 - len(b1), b1, curses.A_REVERSE if button == 1 else 0)
        cursor(False)
        scr.refresh()
        k = scr.getch()
        if dialog:
            if k in (TAB, curses.KEY_RIGHT, curses.KEY_LEFT):
                button = 1 - button
            elif k in ENTER:
                if button == 1:
                    return
                dialog = False
            elif k == ESC:
                dialog = False
            continue
        if k in (curses.KEY_DOWN, ord("j")):
            at = min(at + 1, len(rows) - 1)
        elif k in (curses.KEY_UP, ord("k")):
            at = max(at - 1, 0)
        elif k == ord(" "):
            r = rows[at]
            kind, fi, si, li = r
            new = not (box_of(r) == "[●]")
            for q in rows:
                if q[0] == "line" and q[1] == fi and (kind == "file" or q[2] == si) and (kind != "line" or q == r):
                    checked[q] = new
            toggled = True
        elif k == ord("q"):
            if toggled:
                dialog = True
                button = 0
            else:
                return


# ---------------------------------------------------------------- wikicurses

ARTICLE = [
    ("h", "Teleprinter"),
    ("p", "A teleprinter (teletypewriter, teletype or TTY) is an"),
    ("p", "electromechanical device that can be used to send and receive"),
    ("p", "typed messages through various communications channels, in both"),
    ("p", "point-to-point and point-to-multipoint configurations."),
    ("p", ""),
    ("p", "Initially, from 1887 at the earliest, teleprinters were used in"),
    ("p", "telegraphy. Electrical telegraph lines using Morse code had been"),
    ("p", "in use since the 1840s. Teleprinters replaced the operators who"),
    ("p", "keyed and read the code."),
    ("p", ""),
    ("h", "History"),
    ("p", "The teleprinter evolved through a series of inventions by a number"),
    ("p", "of engineers, including Samuel Morse, Alexander Bain, Royal Earl"),
    ("p", "House, David Edward Hughes, Emile Baudot, Donald Murray, Charles"),
    ("p", "L. Krum, Edward Kleinschmidt and Frederick G. Creed."),
    ("p", ""),
    ("h", "Operation"),
    ("p", "Most teleprinters used the 5-bit International Telegraph Alphabet"),
    ("p", "No. 2 (ITA2). This limited the character set to 32 codes."),
    ("p", "One had to use a \"FIGS\" (for \"figures\") shift key to type"),
    ("p", "numbers and special characters."),
    ("p", ""),
    ("h", "Teleprinters in computing"),
    ("p", "Teleprinters were used as input and output devices for many"),
    ("p", "early computers; the Teletype Model 33 was used with many"),
    ("p", "minicomputers."),
    ("p", ""),
    ("h", "Obsolescence"),
    ("p", "Teleprinters were largely replaced by fully electronic computer"),
    ("p", "terminals, which typically have a computer monitor instead of a"),
    ("p", "printer."),
    ("p", ""),
    ("h", "See also"),
    ("p", "Telex, Teletext, Baudot code"),
]

CONTENTS = ["Teleprinter", "History", "Operation", "Teleprinters in computing", "Obsolescence", "See also"]


def wikicurses(scr):
    """wikicurses: the article under a header naming the wiki and the
    page, headings bold, j/k and Space scroll; o opens an Open: field in
    a box over it, c lists the article's contents in a box."""
    top = 0
    overlay = None
    field = ""
    csel = 0
    while True:
        scr.erase()
        h, w = scr.getmaxyx()
        fill(scr, 0, 0, w, cp(BW))
        put(scr, 0, 1, "Wikipedia: Teleprinter", cp(BW) | curses.A_BOLD)
        body = h - 1
        for i in range(body):
            j = top + i
            if j >= len(ARTICLE):
                break
            kind, text = ARTICLE[j]
            if kind == "h":
                put(scr, 1 + i, 2, text, curses.A_BOLD | curses.A_UNDERLINE)
            else:
                put(scr, 1 + i, 2, text)
        cur = None
        if overlay == "open":
            bw_, bh = 50, 3
            by, bx = (h - bh) // 2, (w - bw_) // 2
            box(scr, by, bx, bh, bw_, "", 0)
            put(scr, by + 1, bx + 2, "Open: " + field)
            cur = (by + 1, bx + 8 + len(field))
        elif overlay == "toc":
            bw_, bh = 40, len(CONTENTS) + 2
            by, bx = 4, (w - bw_) // 2
            box(scr, by, bx, bh, bw_, " Table of Contents ", 0)
            for i, c in enumerate(CONTENTS):
                a = curses.A_REVERSE if i == csel else 0
                fill(scr, by + 1 + i, bx + 1, bw_ - 2, a)
                put(scr, by + 1 + i, bx + 2, c, a)
        if cur:
            cursor(True)
            scr.move(*cur)
        else:
            cursor(False)
        scr.refresh()
        k = scr.getch()
        if overlay == "open":
            if k == ESC:
                overlay = None
            elif k in ENTER:
                overlay = None
            else:
                field = edit(field, k)
            continue
        if overlay == "toc":
            if k in (curses.KEY_DOWN, ord("j")):
                csel = min(csel + 1, len(CONTENTS) - 1)
            elif k in (curses.KEY_UP, ord("k")):
                csel = max(csel - 1, 0)
            elif k in ENTER or k == ESC:
                overlay = None
            continue
        if k == ord("q"):
            return
        if k in (curses.KEY_DOWN, ord("j")):
            top = min(top + 1, max(0, len(ARTICLE) - (h - 1)))
        elif k in (curses.KEY_UP, ord("k")):
            top = max(top - 1, 0)
        elif k in (ord(" "), curses.KEY_NPAGE):
            top = min(top + h - 2, max(0, len(ARTICLE) - (h - 1)))
        elif k == ord("o"):
            overlay = "open"
            field = ""
        elif k == ord("c"):
            overlay = "toc"
            csel = 0


# ---------------------------------------------------------------- browsr

TREE = [
    ("d", "relay", 0), ("d", "docs", 1), ("f", "cities.csv", 1), ("f", "package.json", 1),
    ("f", "README.md", 1), ("f", "setup.cfg", 1),
]

CITIES = [
    ("city", "country", "population", "founded"),
    ("Lisbon", "Portugal", "545923", "-1200"),
    ("Tallinn", "Estonia", "461841", "1248"),
    ("Ghent", "Belgium", "265086", "630"),
    ("Porto", "Portugal", "232125", "-300"),
    ("Tartu", "Estonia", "97759", "1030"),
    ("Bruges", "Belgium", "119485", "850"),
]

PACKAGE = [
    "{", '  "name": "relay",', '  "version": "0.4.2",', '  "private": true,',
    '  "scripts": {', '    "build": "tsc -p .",', '    "test": "vitest run"', "  },",
    '  "dependencies": {', '    "undici": "6.21.0"', "  }", "}",
]

README = [
    ("h", "relay"), ("p", ""), ("p", "A small service that forwards webhooks to"),
    ("p", "the queue, retrying with a back-off."), ("p", ""), ("h", "Usage"), ("p", ""),
    ("c", "relay --listen :8080 --queue jobs"), ("p", ""),
]

COMMANDS = [
    ("Copy to clipboard", "Copy the file's contents"),
    ("Download the file", "Save the file under the download directory"),
    ("Quit the application", "Quit the application as soon as possible"),
    ("Toggle dark mode", "Toggle the application between light and dark"),
    ("Toggle files", "Show or hide the directory tree"),
    ("Toggle line numbers", "Show or hide the preview's line numbers"),
    ("Theme", "Change the preview's theme"),
]


def browsr(scr):
    """browsr: a header with its title and clock, the directory tree
    beside the highlighted file's preview (Markdown rendered, a CSV as a
    table, JSON highlighted), its keys in the footer; Ctrl+P opens the
    command palette, which narrows its commands as a query is typed."""
    sel = 4
    palette = False
    query = ""
    while True:
        scr.erase()
        h, w = scr.getmaxyx()
        fill(scr, 0, 0, w, cp(WB))
        put(scr, 0, 1, "⭘", cp(WB))
        title = "browsr — relay"
        put(scr, 0, (w - len(title)) // 2, title, cp(WB) | curses.A_BOLD)
        put(scr, 0, w - 9, "06:12:40", cp(WB))
        tw = 24
        for i, (kind, name, depth) in enumerate(TREE):
            icon = "📂 " if kind == "d" else "📄 "
            a = cp(BW) if i == sel else (cp(BLUE) | curses.A_BOLD if kind == "d" else 0)
            if i == sel:
                fill(scr, 1 + i, 0, tw, a)
            put(scr, 1 + i, 1 + depth * 2, icon + name, a)
        for y in range(1, h - 1):
            put(scr, y, tw, "▌", cp(BLUE))
        name = TREE[sel][1]
        px = tw + 2
        put(scr, 1, px, name, cp(YEL) | curses.A_BOLD)
        if name == "README.md":
            for i, (kind, text) in enumerate(README):
                if kind == "h":
                    put(scr, 3 + i, px, text, curses.A_BOLD | curses.A_UNDERLINE)
                elif kind == "c":
                    fill(scr, 3 + i, px, w - px - 1, cp(GREY))
                    put(scr, 3 + i, px + 1, text, cp(GREY))
                else:
                    put(scr, 3 + i, px, text)
        elif name == "cities.csv":
            widths = (10, 10, 12, 9)
            for r, row in enumerate(CITIES):
                x = px
                for c, cell in enumerate(row):
                    a = cp(YEL) | curses.A_BOLD if r == 0 else 0
                    if r == 1 and c == 0:
                        a = cp(YB)
                    put(scr, 3 + r, x, cell.ljust(widths[c]), a)
                    x += widths[c] + 1
        elif name == "package.json":
            for i, line in enumerate(PACKAGE):
                put(scr, 3 + i, px, "%2d " % (i + 1), cp(BLUE))
                put(scr, 3 + i, px + 3, line, cp(GREEN) if ":" in line else 0)
        else:
            put(scr, 3, px, "(directory)" if TREE[sel][0] == "d" else "", cp(BLUE))
        fill(scr, h - 1, 0, w, cp(WB))
        put(scr, h - 1, 0, " q Quit  f Toggle Files  t Theme  n Toggle Line Numbers  x Download  ^p palette", cp(WB))
        cur = None
        if palette:
            pw = 64
            px0 = (w - pw) // 2
            hits = [c for c in COMMANDS if query.lower() in c[0].lower()]
            box(scr, 1, px0, 3, pw, "", cp(CYAN))
            put(scr, 2, px0 + 2, "🔎 ", 0)
            if query:
                put(scr, 2, px0 + 5, query, curses.A_BOLD)
            else:
                put(scr, 2, px0 + 5, "Search for commands…", cp(BLUE))
            fill(scr, 4, px0, pw, cp(BW))
            for i, (c, helptext) in enumerate(hits):
                y = 4 + i * 2
                a = cp(GREY) if i == 0 else cp(BW)
                fill(scr, y, px0, pw, a)
                fill(scr, y + 1, px0, pw, a)
                put(scr, y, px0 + 2, c, a | curses.A_BOLD)
                put(scr, y + 1, px0 + 2, helptext, a)
            cur = (2, px0 + 5 + len(query))
        if cur:
            cursor(True)
            scr.move(*cur)
        else:
            cursor(False)
        scr.refresh()
        k = scr.getch()
        if palette:
            if k == ESC or k in ENTER:
                palette = False
            else:
                query = edit(query, k)
            continue
        if k == ord("q"):
            return
        if k in (curses.KEY_DOWN, ord("j")):
            sel = min(sel + 1, len(TREE) - 1)
        elif k in (curses.KEY_UP, ord("k")):
            sel = max(sel - 1, 0)
        elif k == 16:
            palette = True
            query = ""


# ---------------------------------------------------------------- sncli

NOTES = [
    ("Call the bank about the card", "28.11.26 09:14", "t", ["Call the bank about the card", "",
     "The new card has not come. Ask whether it was sent to", "the old address and have it blocked if so.", "",
     "Account ends in 4471."]),
    ("Packing list for Tartu", "27.11.26 18:02", "ts", ["Packing list for Tartu", "", "- charger and adapter",
     "- warm gloves", "- the book for Marta", "- train tickets (printed)"]),
    ("Sourdough starter", "24.11.26 07:40", "", ["Sourdough starter", "",
     "Feed 1:1:1 every twelve hours; keep it by the oven."]),
    ("Ideas for the garden", "19.11.26 12:31", "", ["Ideas for the garden", "", "Raised bed by the fence.",
     "Plant garlic before the frost."]),
    ("Books to return", "12.11.26 16:55", "p", ["Books to return", "", "Two to the city library by the 30th."]),
    ("Meeting notes 11/10", "10.11.26 11:00", "", ["Meeting notes 11/10", "", "Budget agreed; next review in January."]),
]


def sncli(scr):
    """sncli (Simplenote's console client): a header with its name and
    the number of notes over the list of notes (title, flags, date), the
    selected one in reverse video, a status line at its foot; Enter shows
    the note (j/k, q back), / asks for a search on the last row."""
    sel = 0
    view = False
    search = None
    while True:
        scr.erase()
        h, w = scr.getmaxyx()
        fill(scr, 0, 0, w, cp(GREY))
        if view:
            note = NOTES[sel]
            put(scr, 0, 0, " " + note[0], cp(GREY) | curses.A_BOLD)
            put(scr, 0, w - 20, "Mod: " + note[1], cp(GREY))
            for i, line in enumerate(note[3]):
                put(scr, 1 + i, 0, line)
            fill(scr, h - 2, 0, w, cp(GREY))
            put(scr, h - 2, 0, " Key: 0a8c41f9d2  Tags: personal  Flags: %s  Version: 7" % (note[2] or "-"), cp(GREY))
            put(scr, h - 1, 0, " 1-%d of %d  100%%" % (len(note[3]), len(note[3])))
        else:
            put(scr, 0, 0, " sncli - Simplenote  (%d notes)" % len(NOTES), cp(GREY) | curses.A_BOLD)
            put(scr, 0, w - 25, "Sort: date  Tags: all", cp(GREY))
            for i, (t, d, f, _) in enumerate(NOTES):
                a = curses.A_REVERSE if i == sel else 0
                fill(scr, 1 + i, 0, w, a)
                put(scr, 1 + i, 0, " " + d + "  " + (f or "").ljust(3) + " " + t, a | (cp(YEL) if i != sel and f.startswith("t") else 0))
            fill(scr, h - 2, 0, w, cp(GREY))
            put(scr, h - 2, 0, " %d of %d notes  (sync: offline)" % (sel + 1, len(NOTES)), cp(GREY))
        cur = None
        if search is not None:
            fill(scr, h - 1, 0, w, 0)
            put(scr, h - 1, 0, "Search ( gstyle ): " + search)
            cur = (h - 1, 19 + len(search))
        if cur:
            cursor(True)
            scr.move(*cur)
        else:
            cursor(False)
        scr.refresh()
        k = scr.getch()
        if search is not None:
            if k == ESC or k in ENTER:
                search = None
            else:
                search = edit(search, k)
            continue
        if view:
            if k in (ord("q"), ord("<")):
                view = False
            continue
        if k == ord("q"):
            return
        if k in (curses.KEY_DOWN, ord("j")):
            sel = min(sel + 1, len(NOTES) - 1)
        elif k in (curses.KEY_UP, ord("k")):
            sel = max(sel - 1, 0)
        elif k in ENTER:
            view = True
        elif k == ord("/"):
            search = ""


PROGRAMS = {
    "tjournal": tjournal,
    "scm-record": scmrecord,
    "wikicurses": wikicurses,
    "browsr": browsr,
    "sncli": sncli,
}


def main(scr):
    curses.raw()
    curses.noecho()
    scr.keypad(True)
    colours()
    PROGRAMS[sys.argv[1]](scr)


if __name__ == "__main__":
    if len(sys.argv) < 2 or sys.argv[1] not in PROGRAMS:
        sys.stderr.write("usage: twohundredfiftyninth_tui.py %s\n" % "|".join(sorted(PROGRAMS)))
        sys.exit(2)
    curses.wrapper(main)
