"""One full-screen program imitated, named by the first argument: a
fixture of agentty's threehundrednineteenth set, whose screens were never
used to tune the mode classifier. Each draws what a full-screen monitor,
player, chat client or game draws (its words, layout, boxes, colours,
reverse video, cursor) at its moments, and the prompts it opens over its
screen: a stock ticker monitor (its chart, an add-a-ticker field, its
help, its summary), a music player (loading, its library, playing, a
search field), a chat client (loading, its channels, a quick switcher's
field) and a chess game (its home menu, a colour popup, its board, a
promotion popup, a game-over popup, its help). All on the alternate
screen, keys read one at a time, raw, not echoed. Runs with Debian's
python3 and its standard library only (curses)."""

import curses
import os
import sys
import time

os.environ.setdefault("ESCDELAY", "25")

ENTER = (10, 13, curses.KEY_ENTER)
ESC = 27
TAB = 9
BACKSPACE = (8, 127, curses.KEY_BACKSPACE)


def ctrl(c):
    return ord(c) & 31


(DEF, GRN, RED, CYN, YEL, BW, WB, MAG, DIM, WBLU, BLKW, BLKG) = range(1, 13)


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
    c = curses
    curses.init_pair(DEF, c.COLOR_WHITE, bg)
    curses.init_pair(GRN, c.COLOR_GREEN, bg)
    curses.init_pair(RED, c.COLOR_RED, bg)
    curses.init_pair(CYN, c.COLOR_CYAN, bg)
    curses.init_pair(YEL, c.COLOR_YELLOW, bg)
    curses.init_pair(BW, c.COLOR_BLACK, c.COLOR_WHITE)
    curses.init_pair(WB, c.COLOR_WHITE, c.COLOR_BLACK)
    curses.init_pair(MAG, c.COLOR_MAGENTA, bg)
    curses.init_pair(DIM, c.COLOR_BLUE, bg)
    curses.init_pair(WBLU, c.COLOR_WHITE, c.COLOR_BLUE)
    curses.init_pair(BLKW, c.COLOR_BLACK, c.COLOR_YELLOW)
    curses.init_pair(BLKG, c.COLOR_BLACK, c.COLOR_GREEN)


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


def fill(scr, y, x, w, attr, ch=" "):
    put(scr, y, x, ch * w, attr)


def box(scr, y, x, h, w, attr=0, title="", rounded=False, clear=True):
    """A framed box of h rows and w columns, its title at the left."""
    tl, tr, bl, br = ("╭", "╮", "╰", "╯") if rounded else ("┌", "┐", "└", "┘")
    put(scr, y, x, tl + "─" * (w - 2) + tr, attr)
    for r in range(1, h - 1):
        if clear:
            put(scr, y + r, x, "│" + " " * (w - 2) + "│", attr)
        else:
            put(scr, y + r, x, "│", attr)
            put(scr, y + r, x + w - 1, "│", attr)
    put(scr, y + h - 1, x, bl + "─" * (w - 2) + br, attr)
    if title:
        put(scr, y, x + 1, title, attr | curses.A_BOLD)


def cursor(on):
    try:
        curses.curs_set(1 if on else 0)
    except curses.error:
        pass


def edit(buf, k, limit=30):
    if k in BACKSPACE:
        return buf[:-1]
    if 32 <= k < 127 and len(buf) < limit:
        return buf + chr(k)
    return buf


# ------------------------------------------------- tickrs (stock ticker)

STOCKS = {
    "AAPL": ("Apple Inc.", 189.84, 1.23, [186, 187, 186.5, 188, 187.2, 188.9, 189.5, 189.1, 189.84]),
    "MSFT": ("Microsoft Corporation", 415.10, -2.05, [418, 417.5, 416, 416.8, 415.2, 414.9, 415.6, 415.1]),
    "TSLA": ("Tesla, Inc.", 176.54, 3.88, [171, 172.5, 174, 173.2, 175.8, 176.9, 176.1, 176.54]),
    "NVDA": ("NVIDIA Corporation", 903.56, 12.40, [889, 893, 891, 897, 899.5, 902, 901.2, 903.56]),
}
FRAMES = ["1D", "1W", "1M", "3M", "6M", "1Y", "5Y"]


def chart(scr, y, x, h, w, points, up):
    lo, hi = min(points), max(points)
    span = (hi - lo) or 1
    for r in range(h):
        v = hi - span * r / (h - 1)
        put(scr, y + r, x, "%8.2f ┤" % v, cp(DIM))
    col = cp(GRN) if up else cp(RED)
    n = w - 12
    for i in range(n):
        f = i * (len(points) - 1) / max(1, n - 1)
        a = points[int(f)]
        b = points[min(len(points) - 1, int(f) + 1)]
        v = a + (b - a) * (f - int(f))
        r = int(round((hi - v) / span * (h - 1)))
        put(scr, y + r, x + 10 + i, "⣀⠤⠒⠉"[min(3, int((hi - v) / span * (h - 1) * 4) % 4)], col)
    put(scr, y + h, x + 9, "└" + "─" * (w - 11), cp(DIM))
    put(scr, y + h + 1, x + 10, "09:30", cp(DIM))
    put(scr, y + h + 1, x + 10 + (w - 12) // 2 - 2, "12:45", cp(DIM))
    put(scr, y + h + 1, x + w - 7, "16:00", cp(DIM))


def tickrs(scr):
    cursor(False)
    tabs = ["AAPL", "MSFT", "TSLA"]
    cur = 0
    frame = 0
    state = "main"
    buf = ""
    while True:
        scr.erase()
        h, w = scr.getmaxyx()
        if state == "help":
            box(scr, 0, 0, h, w, cp(DEF), " Help - Esc to go back ")
            lines = [
                "Quit: q or <Ctrl+c>",
                "Add Stock:",
                "  - /: open prompt",
                "  - (while adding):",
                "    - <any char>: input ticker",
                "    - <BS>: delete last char",
                "    - <Enter>: accept ticker",
                "    - <Esc>: quit prompt",
                "Remove Stock:",
                "  - k: remove stock",
                "Change Tab:",
                "  - <Tab>: next stock",
                "  - <Shift+Tab>: previous stock",
                "Change Time Frame:",
                "  - <Right>: next time frame",
                "  - <Left>: previous time frame",
                "Toggle Summary Pane:",
                "  - s: toggle pane",
                "Toggle Chart Type:",
                "  - c: cycle chart types",
            ]
            for i, l in enumerate(lines):
                put(scr, 1 + i, 2, l)
            put(scr, 1, 40, "Toggle Options Pane:")
            put(scr, 2, 40, "  - o: toggle pane")
            put(scr, 3, 40, "  - <Esc>: close pane")
            put(scr, 4, 40, "  - <Up / Down>: scroll pane")
        elif state == "summary":
            put(scr, 0, 1, "tickrs", cp(CYN) | curses.A_BOLD)
            put(scr, 0, w - 22, "Help '?' ", cp(DIM))
            put(scr, 0, w - 12, time.strftime("%H:%M:%S", time.localtime(1716561000)), cp(DIM))
            for i, t in enumerate(tabs):
                name, price, chg, pts = STOCKS[t]
                y = 1 + i * 6
                if y + 6 > h - 1:
                    break
                box(scr, y, 0, 6, w, cp(YEL) if i == cur else cp(DEF), " %s " % t)
                col = cp(GRN) if chg >= 0 else cp(RED)
                put(scr, y + 1, 2, name)
                put(scr, y + 2, 2, "$%.2f" % price, curses.A_BOLD)
                put(scr, y + 3, 2, "%+.2f (%+.2f%%)" % (chg, chg / price * 100), col)
                put(scr, y + 4, 2, "Vol: 52.1M", cp(DIM))
                lo, hi = min(pts), max(pts)
                bar = "".join(" ▁▂▃▄▅▆▇█"[int((p - lo) / ((hi - lo) or 1) * 8)] for p in pts)
                put(scr, y + 2, 30, (bar * 5)[:40], col)
            put(scr, h - 1, 1, "Summary", cp(YEL) | curses.A_BOLD)
        else:
            t = tabs[cur]
            name, price, chg, pts = STOCKS[t]
            col = cp(GRN) if chg >= 0 else cp(RED)
            # tabs
            x = 1
            for i, s in enumerate(tabs):
                attr = cp(YEL) | curses.A_BOLD if i == cur else cp(DEF)
                put(scr, 0, x, " %s " % s, attr)
                x += len(s) + 2
                if i < len(tabs) - 1:
                    put(scr, 0, x, "│", cp(DIM))
                    x += 1
            put(scr, 0, w - 22, "Help '?' ", cp(DIM))
            put(scr, 0, w - 12, time.strftime("%H:%M:%S", time.localtime(1716561000)), cp(DIM))
            top = 1
            if state == "add":
                box(scr, 1, 0, 3, w, cp(YEL), " Add Ticker ")
                put(scr, 2, 2, "> " + buf, cp(DEF))
                put(scr, 2, w - 34, "<Enter> add  <Esc> cancel", cp(DIM))
                top = 4
            box(scr, top, 0, h - top - 1, w, cp(DEF), " %s " % t)
            put(scr, top + 1, 2, name, curses.A_BOLD)
            put(scr, top + 2, 2, "$%.2f" % price, curses.A_BOLD)
            put(scr, top + 2, 14, "%+.2f (%+.2f%%)" % (chg, chg / price * 100), col)
            put(scr, top + 1, 44, "Prev Close: %.2f" % (price - chg), cp(DEF))
            put(scr, top + 2, 44, "Open:       %.2f" % pts[0], cp(DEF))
            put(scr, top + 3, 44, "High:       %.2f" % max(pts), cp(DEF))
            put(scr, top + 4, 44, "Low:        %.2f" % min(pts), cp(DEF))
            put(scr, top + 3, 2, "Volume: 52,148,900", cp(DIM))
            ch = h - top - 11
            chart(scr, top + 6, 1, max(3, ch), w - 3, pts, chg >= 0)
            x = 2
            for i, f in enumerate(FRAMES):
                attr = cp(YEL) | curses.A_BOLD | curses.A_UNDERLINE if i == frame else cp(DIM)
                put(scr, h - 3, x, f, attr)
                x += len(f) + 3
            put(scr, h - 1, 1, "Market open", cp(GRN))
            if state == "add":
                cursor(True)
                scr.move(2, 4 + len(buf))
            else:
                cursor(False)
        scr.refresh()
        k = scr.getch()
        if state == "add":
            if k == ESC:
                state = "main"
            elif k in ENTER:
                s = buf.upper()
                if s:
                    if s not in STOCKS:
                        STOCKS[s] = (s, 100.0, 0.5, [99, 99.5, 100])
                    tabs.append(s)
                    cur = len(tabs) - 1
                buf = ""
                state = "main"
            else:
                buf = edit(buf, k, 10)
            continue
        if k in (ord("q"), 3):
            return
        if state == "help":
            if k in (ESC, ord("?")):
                state = "main"
            continue
        if k == ord("?"):
            state = "help"
        elif k == ord("/"):
            state = "add"
            buf = ""
        elif k == ord("s"):
            state = "main" if state == "summary" else "summary"
        elif k == TAB:
            cur = (cur + 1) % len(tabs)
        elif k == curses.KEY_RIGHT:
            frame = min(frame + 1, len(FRAMES) - 1)
        elif k == curses.KEY_LEFT:
            frame = max(frame - 1, 0)


# ------------------------------------------------- ytermusic (music player)

PLAYLISTS = ["Liked music", "Focus mix", "Discover Mix", "Replay Mix", "Chill Evening"]
SONGS = [
    ("Windowlicker", "Aphex Twin", 367),
    ("Teardrop", "Massive Attack", 330),
    ("Roygbiv", "Boards of Canada", 151),
    ("Genesis", "Justice", 234),
    ("Midnight City", "M83", 244),
    ("Innerbloom", "RÜFÜS DU SOL", 578),
    ("Strobe", "deadmau5", 637),
    ("Kiara", "Bonobo", 219),
]
FOUND = [
    ("One More Time", "Daft Punk", 320),
    ("Around the World", "Daft Punk", 429),
    ("Digital Love", "Daft Punk", 301),
    ("Harder, Better, Faster, Stronger", "Daft Punk", 224),
    ("Instant Crush", "Daft Punk", 337),
]


def mmss(s):
    return "%d:%02d" % (s // 60, s % 60)


def ytermusic(scr):
    cursor(False)
    scr.timeout(120)
    start = time.time()
    state = "loading"
    pl = 0
    sel = 0
    playing = None
    began = 0.0
    buf = ""
    spin = "⠋⠙⠹⠸⠼⠴⠦⠧⠇⠏"
    while True:
        scr.erase()
        h, w = scr.getmaxyx()
        if state == "loading":
            if time.time() - start > 4:
                state = "library"
                scr.timeout(-1)
                continue
            i = int((time.time() - start) * 10) % len(spin)
            box(scr, 0, 0, h - 3, 26, cp(DEF), " Playlists ", rounded=True)
            box(scr, 0, 26, h - 3, w - 26, cp(DEF), " Songs ", rounded=True)
            put(scr, 2, 3, "%s Loading playlists..." % spin[i], cp(YEL))
            put(scr, 2, 29, "Fetching library from music.youtube.com", cp(DIM))
            box(scr, h - 3, 0, 3, w, cp(DEF), rounded=True)
            put(scr, h - 2, 2, "No music playing", cp(DIM))
        elif state in ("library", "search"):
            box(scr, 0, 0, h - 3, 26, cp(DEF), " Playlists ", rounded=True)
            for i, p in enumerate(PLAYLISTS):
                attr = cp(BW) if i == pl and state == "library" else cp(DEF)
                put(scr, 1 + i, 1, (" " + p).ljust(24), attr)
            box(scr, 0, 26, h - 3, w - 26, cp(DEF), " %s " % PLAYLISTS[pl], rounded=True)
            for i, (t, a, d) in enumerate(SONGS):
                mark = "▶ " if playing == i else "  "
                line = "%s%-24s %-17s %5s" % (mark, t[:24], a[:17], mmss(d))
                attr = cp(GRN) if playing == i else cp(DEF)
                if i == sel and state == "library":
                    attr = cp(BW)
                put(scr, 1 + i, 27, line[: w - 28], attr)
            box(scr, h - 3, 0, 3, w, cp(DEF), rounded=True)
            if playing is None:
                put(scr, h - 2, 2, "No music playing", cp(DIM))
            else:
                t, a, d = SONGS[playing]
                el = min(d, int(time.time() - began))
                lab = " ▶ %s | %s  %s/%s " % (t, a, mmss(el), mmss(d))
                gw = w - 4
                done = int(gw * el / d)
                put(scr, h - 2, 2, lab.center(gw)[:done], cp(BLKG))
                put(scr, h - 2, 2 + done, lab.center(gw)[done:], cp(DEF))
            if state == "search":
                bw, bh = 60, 12
                by, bx = 3, (w - bw) // 2
                box(scr, by, bx, 3, bw, cp(YEL), " Search ", rounded=True)
                put(scr, by + 1, bx + 2, buf)
                box(scr, by + 3, bx, bh - 3, bw, cp(DEF), " Results ", rounded=True)
                if buf:
                    res = [r for r in FOUND if buf.lower() in (r[0] + " " + r[1]).lower()]
                    for i, (t, a, d) in enumerate(res[: bh - 5]):
                        put(scr, by + 4 + i, bx + 1, (" %-30s %-14s %5s" % (t[:30], a, mmss(d)))[: bw - 2])
                else:
                    put(scr, by + 4, bx + 2, "Type to search, Enter to play", cp(DIM))
                cursor(True)
                scr.move(by + 1, bx + 2 + len(buf))
            else:
                cursor(False)
        scr.refresh()
        k = scr.getch()
        if k == -1:
            continue
        if state == "loading":
            continue
        if state == "search":
            if k == ESC:
                state = "library"
            elif k in ENTER:
                state = "library"
            else:
                buf = edit(buf, k, 40)
            continue
        if k in (ord("q"), 3):
            return
        if k == curses.KEY_DOWN:
            sel = min(sel + 1, len(SONGS) - 1)
        elif k == curses.KEY_UP:
            sel = max(sel - 1, 0)
        elif k in ENTER:
            playing = sel
            began = time.time()
            scr.timeout(500)
        elif k == ord("f") or k == ord("/"):
            state = "search"
            buf = ""


# ------------------------------------------------- sclack (Slack client, urwid)

LOGO = [
    r"               _            _    ",
    r"     ___  ___ | | __ _  ___| | __",
    r"    / __|/ __|| |/ _` |/ __| |/ /",
    r"    \__ \ (__ | | (_| | (__|   < ",
    r"    |___/\___||_|\__,_|\___|_|\_\ ",
]
CHANNELS = ["general", "random", "deploys", "design", "support"]
PEOPLE = ["ann", "bob", "carol", "dave"]
MESSAGES = {
    "general": [
        ("09:12", "bob", "morning all, standup in 10"),
        ("09:13", "carol", "I'll be 5 min late"),
        ("09:30", "dave", "release notes are in the wiki"),
        ("10:02", "ann", "thanks! reviewing now"),
        ("10:15", "bob", "who owns the flaky login test?"),
        ("10:16", "carol", "me, fix is in review"),
    ],
    "deploys": [
        ("08:01", "deploybot", "api v2.14.0 deployed to staging"),
        ("08:40", "deploybot", "api v2.14.0 deployed to production"),
        ("11:05", "dave", "rolling back web, 500s on /checkout"),
        ("11:09", "deploybot", "web v5.3.2 deployed to production"),
    ],
}


def sclack(scr):
    cursor(False)
    scr.timeout(100)
    start = time.time()
    state = "loading"
    chan = "general"
    buf = ""
    sel = 0
    while True:
        scr.erase()
        h, w = scr.getmaxyx()
        if state == "loading":
            if time.time() - start > 4:
                state = "main"
                scr.timeout(-1)
                continue
            for i, l in enumerate(LOGO):
                put(scr, 6 + i, (w - 36) // 2, l, cp(MAG) | curses.A_BOLD)
            dots = "." * (1 + int((time.time() - start) * 3) % 3)
            put(scr, 13, (w - 20) // 2, ("Loading" + dots).ljust(12), cp(DEF))
            put(scr, 15, (w - 30) // 2, "Connecting to acme.slack.com", cp(DIM))
        else:
            sw = 22
            for r in range(h):
                fill(scr, r, 0, sw, cp(WBLU))
            put(scr, 0, 1, "acme", cp(WBLU) | curses.A_BOLD)
            put(scr, 1, 1, "● ann", cp(WBLU))
            put(scr, 3, 1, "CHANNELS", cp(WBLU) | curses.A_BOLD)
            for i, c in enumerate(CHANNELS):
                attr = cp(BW) if c == chan else cp(WBLU)
                put(scr, 4 + i, 1, ("# " + c).ljust(sw - 2), attr)
            put(scr, 10, 1, "DIRECT MESSAGES", cp(WBLU) | curses.A_BOLD)
            for i, p in enumerate(PEOPLE[1:]):
                put(scr, 11 + i, 1, ("● " if i % 2 == 0 else "○ ") + p, cp(WBLU))
            x = sw + 1
            put(scr, 0, x, "#" + chan, curses.A_BOLD)
            put(scr, 0, x + len(chan) + 3, "│ 12 members │ Team-wide announcements", cp(DIM))
            fill(scr, 1, x, w - x, cp(DIM), "─")
            y = 2
            for tm, who, msg in MESSAGES.get(chan, [("12:00", "ann", "nothing here yet")]):
                put(scr, y, x, tm, cp(DIM))
                put(scr, y, x + 6, who, cp(CYN) | curses.A_BOLD)
                put(scr, y + 1, x + 6, msg)
                y += 3
            box(scr, h - 3, x, 3, w - x, cp(DEF))
            put(scr, h - 2, x + 2, "Message #%s" % chan, cp(DIM))
            if state == "switch":
                bw = 44
                bx, by = (w - bw) // 2, 4
                box(scr, by, bx, 12, bw, cp(YEL), " Jump to... ")
                put(scr, by + 1, bx + 2, "> " + buf, cp(DEF))
                fill(scr, by + 2, bx + 1, bw - 2, cp(DIM), "─")
                items = ["# " + c for c in CHANNELS] + ["@ " + p for p in PEOPLE[1:]]
                items = [i for i in items if buf.lower() in i.lower()]
                sel = min(sel, max(0, len(items) - 1))
                for i, it in enumerate(items[:8]):
                    attr = cp(BW) if i == sel else cp(DEF)
                    put(scr, by + 3 + i, bx + 1, (" " + it).ljust(bw - 2), attr)
                cursor(True)
                scr.move(by + 1, bx + 4 + len(buf))
            else:
                cursor(True)
                scr.move(h - 2, x + 2)
        scr.refresh()
        k = scr.getch()
        if k == -1 or state == "loading":
            continue
        if state == "switch":
            items = ["# " + c for c in CHANNELS] + ["@ " + p for p in PEOPLE[1:]]
            items = [i for i in items if buf.lower() in i.lower()]
            if k == ESC:
                state = "main"
            elif k in ENTER:
                if items and items[sel].startswith("# "):
                    chan = items[sel][2:]
                state = "main"
            elif k == curses.KEY_DOWN:
                sel += 1
            elif k == curses.KEY_UP:
                sel = max(0, sel - 1)
            else:
                buf = edit(buf, k, 30)
                sel = 0
            continue
        if k == ctrl("k"):
            state = "switch"
            buf = ""
            sel = 0
        elif k in (ctrl("q"), 3):
            return


# ------------------------------------------------- chess-tui (ratatui)

TITLE = [
    r"   ██████╗██╗  ██╗███████╗███████╗███████╗",
    r"  ██╔════╝██║  ██║██╔════╝██╔════╝██╔════╝",
    r"  ██║     ███████║█████╗  ███████╗███████╗",
    r"  ██║     ██╔══██║██╔══╝  ╚════██║╚════██║",
    r"  ╚██████╗██║  ██║███████╗███████║███████║",
    r"   ╚═════╝╚═╝  ╚═╝╚══════╝╚══════╝╚══════╝",
]
MENU = ["Normal game", "Multiplayer", "Play against a bot", "Lichess online", "Skin: Default", "Help", "Credits"]
START = [
    "rnbqkbnr",
    "pppppppp",
    "........",
    "........",
    "........",
    "........",
    "PPPPPPPP",
    "RNBQKBNR",
]
GLYPH = {"k": "♚", "q": "♛", "r": "♜", "b": "♝", "n": "♞", "p": "♟"}
# a scripted game, one half-move pair a space: (from, to) squares as
# (row, col) on the board drawn white at the bottom
GAME = [
    (("e2", "e4"), ("f7", "f6")),
    (("d2", "d4"), ("g7", "g5")),
    (("d4", "d5"), ("h7", "h5")),
    (("d5", "d6"), ("h5", "h4")),
    (("d6", "c7"), ("a7", "a6")),
    (("c7", "d8"), None),
]


def sq(s):
    return 8 - int(s[1]), ord(s[0]) - ord("a")


def chess(scr):
    cursor(False)
    state = "home"
    sel = 0
    colour = 0
    board = [list(r) for r in START]
    history = []
    step = 0
    promo = 0
    cur = (6, 4)
    while True:
        scr.erase()
        h, w = scr.getmaxyx()
        if state in ("home", "colour"):
            for i, l in enumerate(TITLE):
                put(scr, 1 + i, (w - 44) // 2, l, cp(DEF) | curses.A_BOLD)
            put(scr, 8, (w - 36) // 2, "A chess game made in 🦀 Rust", cp(DIM))
            for i, m in enumerate(MENU):
                attr = cp(BW) if i == sel else cp(DEF)
                put(scr, 10 + i * 2 - 0 * i, (w - len(m) - 4) // 2, "  %s  " % m if i != sel else "> %s  " % m, attr)
            put(scr, h - 1, 2, "Press ↑/↓ to move, Enter to select, q to quit", cp(DIM))
            if state == "colour":
                bw, bh = 40, 9
                bx, by = (w - bw) // 2, 8
                box(scr, by, bx, bh, bw, cp(YEL), " Choose your color ", rounded=True)
                put(scr, by + 2, bx + 4, "Which color do you want to play?")
                for i, c in enumerate(["White", "Black"]):
                    lab = " %s " % c
                    attr = cp(BW) if i == colour else cp(DEF)
                    put(scr, by + 4, bx + 10 + i * 14, lab, attr)
                put(scr, by + 6, bx + 4, "←/→ to choose, Enter to confirm", cp(DIM))
        else:
            bx, by = 6, 2
            for r in range(8):
                put(scr, by + r * 2, bx - 3, str(8 - r), cp(DIM))
                for c in range(8):
                    light = (r + c) % 2 == 0
                    attr = cp(BW) if light else cp(WBLU)
                    if (r, c) == cur and state == "board":
                        attr = cp(BLKW)
                    p = board[r][c]
                    g = GLYPH.get(p.lower(), " ") if p != "." else " "
                    cell = "  %s  " % g
                    a2 = attr | (curses.A_BOLD if p.isupper() else 0)
                    put(scr, by + r * 2, bx + c * 6, cell, a2)
                    put(scr, by + r * 2 + 1, bx + c * 6, "      ", attr)
            for c in range(8):
                put(scr, by + 16, bx + c * 6 + 2, "abcdefgh"[c], cp(DIM))
            rx = bx + 50
            box(scr, 1, rx, 12, w - rx - 1, cp(DEF), " History ", rounded=True)
            for i, (a, b) in enumerate(history[-9:]):
                put(scr, 2 + i, rx + 2, "%d.  %-6s %s" % (i + 1, a, b))
            box(scr, 13, rx, 6, w - rx - 1, cp(DEF), " Captured ", rounded=True)
            cap = "♟♛" if step >= 6 else ("♟" if step >= 5 else "")
            put(scr, 14, rx + 2, "White: " + cap)
            put(scr, 15, rx + 2, "Black: ")
            put(scr, 20, rx, "White to move" if state == "board" else "", curses.A_BOLD)
            put(scr, h - 1, 2, "? help   ←↑→↓ move   Space select   b home   q quit", cp(DIM))
            if state == "promo":
                bw, bh = 44, 8
                px, py = (w - bw) // 2, 7
                box(scr, py, px, bh, bw, cp(YEL), " Pawn promotion ", rounded=True)
                put(scr, py + 2, px + 4, "Choose a piece for your pawn:")
                for i, (n, g) in enumerate([("Queen", "♛"), ("Rook", "♜"), ("Bishop", "♝"), ("Knight", "♞")]):
                    lab = " %s %s " % (g, n)
                    attr = cp(BW) if i == promo else cp(DEF)
                    put(scr, py + 4, px + 2 + i * 10, lab, attr)
                put(scr, py + 6, px + 4, "←/→ to choose, Enter to confirm", cp(DIM))
            if state == "over":
                bw, bh = 46, 9
                px, py = (w - bw) // 2, 6
                box(scr, py, px, bh, bw, cp(YEL), " Game over ", rounded=True)
                put(scr, py + 2, px + 15, "White Won !!!", cp(GRN) | curses.A_BOLD)
                put(scr, py + 3, px + 16, "Checkmate")
                put(scr, py + 5, px + 4, "Press `R` to start a new game")
                put(scr, py + 6, px + 4, "Press `B` to go back to the home menu")
            if state == "help":
                bw, bh = 50, 14
                px, py = (w - bw) // 2, 4
                box(scr, py, px, bh, bw, cp(DEF), " Help ", rounded=True)
                ls = [
                    "Game controls:",
                    "",
                    "←/→/↑/↓: Move the cursor",
                    "Space:   Select a piece / play a move",
                    "Esc:     Deselect a piece",
                    "r:       Restart the game",
                    "b:       Go back to the home menu",
                    "q:       Quit",
                    "",
                    "Press `?` to close this help",
                ]
                for i, l in enumerate(ls):
                    put(scr, py + 1 + i, px + 3, l)
        scr.refresh()
        k = scr.getch()
        if state == "home":
            if k == curses.KEY_DOWN:
                sel = min(sel + 1, len(MENU) - 1)
            elif k == curses.KEY_UP:
                sel = max(sel - 1, 0)
            elif k in ENTER:
                if MENU[sel] == "Play against a bot":
                    state = "colour"
                elif MENU[sel] == "Normal game":
                    state = "board"
            elif k in (ord("q"), 3):
                return
        elif state == "colour":
            if k in (curses.KEY_RIGHT, curses.KEY_LEFT):
                colour = 1 - colour
            elif k in ENTER:
                state = "board"
            elif k == ESC:
                state = "home"
        elif state == "board":
            if k == ord("?"):
                state = "help"
            elif k == ord(" ") and step < len(GAME):
                (wa, wb), black = GAME[step]
                fr, to = sq(wa), sq(wb)
                board[to[0]][to[1]] = board[fr[0]][fr[1]]
                board[fr[0]][fr[1]] = "."
                cur = to
                step += 1
                if step == len(GAME):
                    state = "promo"
                    history.append((wb, ""))
                else:
                    ba, bb = black
                    fr, to = sq(ba), sq(bb)
                    board[to[0]][to[1]] = board[fr[0]][fr[1]]
                    board[fr[0]][fr[1]] = "."
                    history.append((wb, bb))
            elif k == ord("b"):
                state = "home"
            elif k in (ord("q"), 3):
                return
        elif state == "help":
            if k in (ord("?"), ESC):
                state = "board"
        elif state == "promo":
            if k == curses.KEY_RIGHT:
                promo = min(promo + 1, 3)
            elif k == curses.KEY_LEFT:
                promo = max(promo - 1, 0)
            elif k in ENTER:
                board[0][3] = "Q"
                history[-1] = ("cxd8=Q#", "")
                state = "over"
        elif state == "over":
            if k in (ord("b"), ord("B")):
                state = "home"
            elif k in (ord("r"), ord("R")):
                board = [list(r) for r in START]
                history, step, state = [], 0, "board"
            elif k in (ord("q"), 3):
                return


PROGRAMS = {"tickrs": tickrs, "ytermusic": ytermusic, "sclack": sclack, "chess": chess}


def main(scr):
    curses.raw()
    curses.noecho()
    scr.keypad(True)
    colours()
    PROGRAMS[sys.argv[1]](scr)


if __name__ == "__main__":
    if len(sys.argv) < 2 or sys.argv[1] not in PROGRAMS:
        sys.stderr.write("usage: threehundrednineteenth_tui.py %s\n" % "|".join(sorted(PROGRAMS)))
        sys.exit(2)
    curses.wrapper(main)
