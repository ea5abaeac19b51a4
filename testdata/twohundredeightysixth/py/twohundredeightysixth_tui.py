"""One full-screen program imitated, named by the first argument: a
fixture of agentty's twohundredeightysixth set, whose screens were never
used to tune the mode classifier. Each draws what a program that cannot
run here draws (its words, layout, boxes, colours, reverse video and
cursor) at its moments, on the alternate screen: a Textual file manager
(its tabs, file list, search box, rename and delete dialogs), a ratatui
music player for a media server (its tabs, artists and tracks, search,
track popup and playlist picker), a Go mail client for a web mailbox (its
message list, search line, label picker, trash question and compose
line) and a termui system monitor for Apple silicon (its gauges, process
list, layouts, help and kill question). Keys are read one at a time, raw,
not echoed. Runs with Debian's python3 and its standard library only."""

import curses
import os
import sys

os.environ.setdefault("ESCDELAY", "25")

ENTER = (10, 13, curses.KEY_ENTER)
ESC = 27
TAB = 9
BACKSPACE = (8, 127, curses.KEY_BACKSPACE)

(DEF, CYAN, YEL, GREEN, MAG, RED, ACC, DIM, BLUE) = range(1, 10)


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
    curses.init_pair(CYAN, curses.COLOR_CYAN, bg)
    curses.init_pair(YEL, curses.COLOR_YELLOW, bg)
    curses.init_pair(GREEN, curses.COLOR_GREEN, bg)
    curses.init_pair(MAG, curses.COLOR_MAGENTA, bg)
    curses.init_pair(RED, curses.COLOR_RED, bg)
    curses.init_pair(ACC, curses.COLOR_BLACK, curses.COLOR_CYAN)
    curses.init_pair(DIM, curses.COLOR_BLUE, bg)
    curses.init_pair(BLUE, curses.COLOR_WHITE, curses.COLOR_BLUE)


def put(scr, y, x, s, attr=0):
    """Writes s at y, x, clipped to the screen."""
    h, w = scr.getmaxyx()
    if y < 0 or y >= h or x >= w or x < 0:
        return
    s = s[: max(0, w - x)]
    if y == h - 1 and x + len(s) >= w:
        s = s[: max(0, w - x - 1)]
    try:
        scr.addstr(y, x, s, attr)
    except curses.error:
        pass


def box(scr, y, x, h, w, title="", attr=0, rounded=False, clear=False):
    """Draws a box with its title in the top border."""
    tl, tr, bl, br = ("╭", "╮", "╰", "╯") if rounded else ("┌", "┐", "└", "┘")
    if clear:
        for i in range(h):
            put(scr, y + i, x, " " * w)
    put(scr, y, x, tl + "─" * (w - 2) + tr, attr)
    for i in range(1, h - 1):
        put(scr, y + i, x, "│", attr)
        put(scr, y + i, x + w - 1, "│", attr)
    put(scr, y + h - 1, x, bl + "─" * (w - 2) + br, attr)
    if title:
        put(scr, y, x + 2, title, attr | curses.A_BOLD)


def cursor(on):
    try:
        curses.curs_set(1 if on else 0)
    except curses.error:
        pass


# rovr-like: NSPC911's rovr, a file manager written with Textual.
ROVR_FILES = [
    ("📁", ".git", "dir"), ("📁", "cmd", "dir"), ("📁", "docs", "dir"),
    ("📁", "internal", "dir"), ("📄", "Makefile", "1.2 KB"),
    ("📄", "README.md", "3.4 KB"), ("📄", "go.mod", "212 B"),
    ("📄", "go.sum", "8.9 KB"), ("📄", "notes.txt", "640 B"),
]
ROVR_PREVIEW = {
    ".git": ["HEAD", "config", "description", "hooks/", "objects/", "refs/"],
    "cmd": ["tally/", "tallyctl/"],
    "docs": ["design.md", "retry.md"],
    "internal": ["ledger/", "store/", "api/"],
    "Makefile": ["build:", "\tgo build ./...", "test:", "\tgo test ./..."],
    "README.md": ["# tally", "", "A small ledger service."],
    "go.mod": ["module example.com/tally", "", "go 1.22"],
    "go.sum": ["golang.org/x/sync v0.7.0 h1:..."],
    "notes.txt": ["- retry backoff caps at 30s", "- round totals to cents"],
}


def rovr(scr):
    sel, mode, field = 1, "", ""
    focus = 0
    while True:
        scr.erase()
        h, w = scr.getmaxyx()
        put(scr, 0, 0, " " * w, cp(BLUE))
        put(scr, 0, 1, "rovr", cp(BLUE) | curses.A_BOLD)
        put(scr, 0, 7, " 1 tally ", cp(ACC) | curses.A_BOLD)
        put(scr, 0, 17, " 2 Downloads ", cp(BLUE))
        put(scr, 0, w - 14, "~/tally", cp(BLUE))
        box(scr, 1, 0, h - 3, 16, " Pinned ", cp(DIM), rounded=True)
        for i, s in enumerate(["🏠 Home", "⬇ Downloads", "📄 Documents", "", "Drives", "💾 /"]):
            put(scr, 2 + i, 2, s, cp(DIM) | (curses.A_BOLD if s == "Drives" else 0))
        top = 1
        if mode == "search":
            box(scr, 1, 16, 3, 36, " Search ", cp(CYAN), rounded=True)
            put(scr, 2, 18, field if field else "Type to search files…", cp(DEF) if field else cp(DIM))
            top = 4
        box(scr, top, 16, h - 2 - top, 36, " ~/tally ", cp(CYAN) if mode in ("", "search") else cp(DIM), rounded=True)
        files = [f for f in ROVR_FILES if field.lower() in f[1].lower()] if mode == "search" else ROVR_FILES
        for i, (ic, name, size) in enumerate(files):
            line = " %s %-20s %9s" % (ic, name, size)
            attr = cp(ACC) | curses.A_BOLD if i == sel and mode != "search" else cp(DEF)
            put(scr, top + 1 + i, 17, line.ljust(33), attr)
        name = ROVR_FILES[sel][1]
        box(scr, 1, 52, h - 3, w - 52, " " + name + " ", cp(DIM), rounded=True)
        for i, s in enumerate(ROVR_PREVIEW[name]):
            put(scr, 2 + i, 54, s.replace("\t", "    "), cp(DEF))
        put(scr, h - 2, 0, " %d items · 1 selected" % len(ROVR_FILES), cp(DIM))
        keys = [("^q", "Quit"), ("/", "Search"), ("a", "New"), ("r", "Rename"), ("d", "Delete"), ("^p", "Palette")]
        put(scr, h - 1, 0, " " * (w - 1), cp(BLUE))
        x = 1
        for k, d in keys:
            put(scr, h - 1, x, " " + k + " ", cp(ACC) | curses.A_BOLD)
            put(scr, h - 1, x + len(k) + 2, " " + d + " ", cp(BLUE))
            x += len(k) + len(d) + 5
        cur = None
        if mode == "rename":
            y, x0, bw = 8, 14, 52
            box(scr, y, x0, 7, bw, " Rename ", cp(CYAN), rounded=True, clear=True)
            put(scr, y + 1, x0 + 2, "New name for " + name, curses.A_BOLD)
            put(scr, y + 2, x0 + 2, "┌" + "─" * (bw - 6) + "┐", cp(CYAN))
            put(scr, y + 3, x0 + 2, "│" + " " * (bw - 6) + "│", cp(CYAN))
            put(scr, y + 3, x0 + 4, field)
            put(scr, y + 4, x0 + 2, "└" + "─" * (bw - 6) + "┘", cp(CYAN))
            put(scr, y + 5, x0 + 2, "enter rename · esc cancel", cp(DIM))
            cur = (y + 3, x0 + 4 + len(field))
        elif mode == "delete":
            y, x0, bw = 8, 14, 52
            box(scr, y, x0, 7, bw, " Delete ", cp(RED), rounded=True, clear=True)
            put(scr, y + 2, x0 + 3, "Are you sure you want to delete " + name + "?", curses.A_BOLD)
            yes = cp(ACC) | curses.A_BOLD if focus == 0 else cp(DEF)
            no = cp(ACC) | curses.A_BOLD if focus == 1 else cp(DEF)
            put(scr, y + 4, x0 + 14, "▏ Yes ▕", yes)
            put(scr, y + 4, x0 + 28, "▏ No ▕", no)
        elif mode == "search":
            cur = (2, 18 + len(field))
        cursor(cur is not None)
        if cur:
            scr.move(*cur)
        scr.refresh()
        k = scr.getch()
        if mode == "":
            if k in (17, ord("q")):
                return
            if k in (curses.KEY_DOWN, ord("j")):
                sel = min(sel + 1, len(ROVR_FILES) - 1)
            elif k in (curses.KEY_UP, ord("k")):
                sel = max(sel - 1, 0)
            elif k == ord("/"):
                mode, field = "search", ""
            elif k == ord("r"):
                mode, field = "rename", name
            elif k == ord("d"):
                mode, focus = "delete", 0
        elif mode in ("search", "rename"):
            if k == ESC:
                mode, field = "", ""
            elif k in ENTER:
                mode, field = "", ""
            elif k in BACKSPACE:
                field = field[:-1]
            elif 32 <= k < 127:
                field += chr(k)
        elif mode == "delete":
            if k in (TAB, curses.KEY_RIGHT, curses.KEY_LEFT):
                focus = 1 - focus
            elif k in ENTER or k == ESC:
                mode = ""


# jellyfin-tui-like: dhonus's jellyfin-tui, a ratatui music player for a
# media server.
JF_ARTISTS = ["Agnes Obel", "Bonobo", "Cocteau Twins", "Khruangbin", "Nils Frahm", "Portishead", "Tycho"]
JF_TRACKS = {
    0: [("1", "Riverside", "3:49"), ("2", "Brother Sparrow", "3:54"), ("3", "Avenue", "4:03"), ("4", "Fuel to Fire", "4:35")],
    1: [("1", "Kerala", "4:21"), ("2", "Break Apart", "5:02"), ("3", "Cirrus", "5:48"), ("4", "Kong", "3:56")],
}
JF_ACTIONS = ["Add to playlist", "Jump to album", "Play next", "Toggle favorite", "Download track"]
JF_LISTS = ["Morning", "Focus", "Road trip", "+ New playlist"]


def jellyfin(scr):
    tab, art, trk, pane, menu, msel = 0, 0, 0, 0, "", 0
    query = ""
    while True:
        scr.erase()
        h, w = scr.getmaxyx()
        x = 1
        for i, t in enumerate(["Library", "Search", "Playlists"]):
            attr = cp(YEL) | curses.A_BOLD | curses.A_UNDERLINE if i == tab else cp(DIM)
            put(scr, 0, x, t, attr)
            x += len(t)
            if i < 2:
                put(scr, 0, x, " │ ", cp(DIM))
                x += 3
        put(scr, 0, w - 24, "jellyfin-tui · 192 songs", cp(DIM))
        cur = None
        if tab == 0:
            box(scr, 1, 0, h - 5, 24, " Artists ", cp(YEL) if pane == 0 else cp(DIM), rounded=True)
            for i, a in enumerate(JF_ARTISTS):
                if i == art:
                    put(scr, 2 + i, 1, (">> " + a).ljust(22), cp(YEL) | curses.A_REVERSE | curses.A_BOLD)
                else:
                    put(scr, 2 + i, 1, "   " + a)
            box(scr, 1, 24, h - 5, w - 24, " Tracks ", cp(YEL) if pane == 1 else cp(DIM), rounded=True)
            put(scr, 2, 26, "%-4s %-36s %8s" % ("#", "Title", "Length"), curses.A_BOLD)
            for i, (n, t, l) in enumerate(JF_TRACKS.get(art, JF_TRACKS[0])):
                line = "%-4s %-36s %8s" % (n, t, l)
                if pane == 1 and i == trk:
                    put(scr, 3 + i, 25, (">>" + line).ljust(w - 26), cp(YEL) | curses.A_REVERSE | curses.A_BOLD)
                else:
                    put(scr, 3 + i, 27, line)
        elif tab == 1:
            box(scr, 1, 0, 3, w, " Search ", cp(YEL), rounded=True)
            put(scr, 2, 2, query)
            cur = (2, 2 + len(query))
            box(scr, 4, 0, h - 8, w // 3, " Artists ", cp(DIM), rounded=True)
            box(scr, 4, w // 3, h - 8, w // 3, " Albums ", cp(DIM), rounded=True)
            box(scr, 4, 2 * (w // 3), h - 8, w - 2 * (w // 3), " Tracks ", cp(DIM), rounded=True)
        box(scr, h - 4, 0, 4, w, "", cp(DIM), rounded=True)
        put(scr, h - 3, 2, "⏸ Paused  Riverside — Agnes Obel · Aventine", cp(DEF))
        put(scr, h - 2, 2, "█" * 14 + "░" * (w - 32), cp(YEL))
        put(scr, h - 2, w - 15, "01:12 / 03:49", cp(DIM))
        if menu:
            items = JF_ACTIONS if menu == "actions" else JF_LISTS
            title = " Riverside " if menu == "actions" else " Add to playlist "
            bw, bh = 34, len(items) + 2
            y0, x0 = (h - bh) // 2 - 1, (w - bw) // 2
            box(scr, y0, x0, bh, bw, title, cp(YEL), rounded=True, clear=True)
            for i, it in enumerate(items):
                if i == msel:
                    put(scr, y0 + 1 + i, x0 + 1, (">> " + it).ljust(bw - 2), cp(YEL) | curses.A_REVERSE | curses.A_BOLD)
                else:
                    put(scr, y0 + 1 + i, x0 + 1, "   " + it)
        cursor(cur is not None)
        if cur:
            scr.move(*cur)
        scr.refresh()
        k = scr.getch()
        if menu:
            items = JF_ACTIONS if menu == "actions" else JF_LISTS
            if k in (curses.KEY_DOWN, ord("j")):
                msel = min(msel + 1, len(items) - 1)
            elif k in (curses.KEY_UP, ord("k")):
                msel = max(msel - 1, 0)
            elif k == ESC:
                menu = ""
            elif k in ENTER:
                if menu == "actions" and msel == 0:
                    menu, msel = "lists", 0
                else:
                    menu = ""
            continue
        if tab == 1:
            if k == ESC or k == curses.KEY_F1:
                tab = 0
            elif k in BACKSPACE:
                query = query[:-1]
            elif 32 <= k < 127:
                query += chr(k)
            continue
        if k == ord("q"):
            return
        if k == curses.KEY_F2 or k == ord("/"):
            tab, query = 1, ""
        elif k in (curses.KEY_DOWN, ord("j")):
            if pane == 0:
                art = min(art + 1, len(JF_ARTISTS) - 1)
            else:
                trk = min(trk + 1, 3)
        elif k in (curses.KEY_UP, ord("k")):
            if pane == 0:
                art = max(art - 1, 0)
            else:
                trk = max(trk - 1, 0)
        elif k == TAB:
            pane = 1 - pane
        elif k == ord("p") and pane == 1:
            menu, msel = "actions", 0


# cmdg-like: Thomas Habets' cmdg, a Go terminal client for a web mailbox.
CMDG_MSGS = [
    ("Mar 14", "Ada Moreau", "Re: retry backoff for Post", "I think capping at 30s is fine"),
    ("Mar 14", "GitHub", "[tally] CI failed on main", "Run go test ./... exited 1"),
    ("Mar 13", "Dana Kowalski", "Ledger totals off by a cent", "The March report rounds"),
    ("Mar 13", "Hetzner", "Invoice 2024-031", "Your invoice is ready"),
    ("Mar 12", "Priya Nair", "Lunch Thursday?", "There is a new place on"),
    ("Mar 12", "Go Weekly", "Issue 501", "Range over func in 1.23"),
    ("Mar 11", "Ada Moreau", "Design review notes", "Attached are the notes"),
    ("Mar 10", "Bank", "Your statement is ready", "Statement for February"),
]
CMDG_LABELS = ["INBOX", "STARRED", "SENT", "Drafts", "receipts", "work/tally"]


def cmdg(scr):
    sel, mode, field, lsel = 0, "", "", 0
    while True:
        scr.erase()
        h, w = scr.getmaxyx()
        put(scr, 0, 0, (" cmdg · INBOX · 1-%d of 214" % len(CMDG_MSGS)).ljust(w), curses.A_REVERSE | curses.A_BOLD)
        for i, (d, frm, subj, snip) in enumerate(CMDG_MSGS):
            line = " %-6s │ %-14s │ %s — %s" % (d, frm, subj, snip)
            line = line[: w - 1].ljust(w - 1)
            if i == sel:
                put(scr, 2 + i, 0, line, curses.A_REVERSE | curses.A_BOLD)
            else:
                put(scr, 2 + i, 0, line, curses.A_BOLD if i < 3 else 0)
        cur = None
        if mode == "labels":
            bw, bh = 34, len(CMDG_LABELS) + 4
            y0, x0 = 5, (w - bw) // 2
            box(scr, y0, x0, bh, bw, " Go to label ", cp(CYAN), clear=True)
            put(scr, y0 + 1, x0 + 2, "Filter> " + field)
            for i, lb in enumerate(CMDG_LABELS):
                if i == lsel:
                    put(scr, y0 + 3 + i, x0 + 2, ("> " + lb).ljust(bw - 4), curses.A_REVERSE)
                else:
                    put(scr, y0 + 3 + i, x0 + 2, "  " + lb)
            cur = (y0 + 1, x0 + 10 + len(field))
        if mode == "search":
            put(scr, h - 1, 0, "Search: " + field)
            cur = (h - 1, 8 + len(field))
        elif mode == "to":
            put(scr, h - 1, 0, "To: " + field)
            cur = (h - 1, 4 + len(field))
        elif mode == "trash":
            put(scr, h - 1, 0, "Trash this message? [y/N] ", curses.A_BOLD)
            cur = (h - 1, 26)
        elif mode == "":
            put(scr, h - 1, 0, "? help · enter open · / search · g label · c compose · d trash · q quit", cp(DIM))
        cursor(cur is not None)
        if cur:
            scr.move(*cur)
        scr.refresh()
        k = scr.getch()
        if mode == "":
            if k == ord("q"):
                return
            if k in (curses.KEY_DOWN, ord("j")):
                sel = min(sel + 1, len(CMDG_MSGS) - 1)
            elif k in (curses.KEY_UP, ord("k")):
                sel = max(sel - 1, 0)
            elif k == ord("/"):
                mode, field = "search", ""
            elif k == ord("c"):
                mode, field = "to", ""
            elif k == ord("g"):
                mode, field, lsel = "labels", "", 0
            elif k == ord("d"):
                mode = "trash"
        elif mode == "trash":
            mode = ""
        elif mode == "labels" and k in (curses.KEY_DOWN, curses.KEY_UP):
            lsel = max(0, min(len(CMDG_LABELS) - 1, lsel + (1 if k == curses.KEY_DOWN else -1)))
        else:
            if k == ESC or k in ENTER:
                mode, field = "", ""
            elif k in BACKSPACE:
                field = field[:-1]
            elif 32 <= k < 127:
                field += chr(k)


# mactop-like: context-labs' mactop, a termui monitor for Apple silicon.
MT_PROCS = [
    (812, "ada", 38.2, 4.1, "12:04.11", "Safari"),
    (4127, "ada", 22.7, 2.9, "3:41.07", "node"),
    (377, "root", 9.4, 0.8, "41:12.55", "WindowServer"),
    (2210, "ada", 6.1, 6.3, "8:02.90", "Code Helper (Renderer)"),
    (5571, "ada", 3.3, 0.4, "0:12.02", "go"),
    (1903, "ada", 1.8, 1.2, "2:00.47", "Mail"),
    (144, "root", 0.9, 0.1, "5:33.10", "kernel_task"),
]


def gauge(scr, y, x, w, title, pct, label):
    box(scr, y, x, 3, w, title, cp(DEF))
    n = int((w - 2) * pct / 100)
    put(scr, y + 1, x + 1, " " * n, cp(ACC))
    put(scr, y + 1, x + 1 + max(0, (w - 2 - len(label)) // 2), label, curses.A_BOLD)


def mactop(scr):
    sel, layout, mode = 0, 0, ""
    while True:
        scr.erase()
        h, w = scr.getmaxyx()
        half = w // 2
        if layout == 0:
            gauge(scr, 0, 0, half, "E-CPU Usage", 23, "23% @ 1412 MHz")
            gauge(scr, 0, half, w - half, "P-CPU Usage", 41, "41% @ 3228 MHz")
            gauge(scr, 3, 0, half, "GPU Usage", 12, "12% @ 444 MHz")
            gauge(scr, 3, half, w - half, "ANE", 0, "0.00 W")
            gauge(scr, 6, 0, w, "Memory Used: 18.41 GB / 32.00 GB (Swap: 0.00/0.00 GB)", 57, "57%")
            ptop = 9
        else:
            box(scr, 0, 0, 6, half, "Power Usage", cp(DEF))
            for i, s in enumerate(["CPU Power: 4.21 W", "GPU Power: 0.88 W", "Total Power: 5.09 W"]):
                put(scr, 1 + i, 2, s)
            box(scr, 0, half, 6, w - half, "Network & Disk Info", cp(DEF))
            for i, s in enumerate(["Out: 12.4 KB/s  In: 88.1 KB/s", "Read: 1.2 MB/s  Write: 0.3 MB/s"]):
                put(scr, 1 + i, half + 2, s)
            ptop = 6
        box(scr, ptop, 0, h - ptop - 1, w, "Process List (↑/↓ scroll, F9 kill)", cp(DEF))
        put(scr, ptop + 1, 1, " %6s %-6s %6s %6s %10s  %s" % ("PID", "USER", "CPU%", "MEM%", "TIME", "COMMAND"), cp(CYAN) | curses.A_BOLD)
        for i, (pid, user, c, m, t, cmd) in enumerate(MT_PROCS[: h - ptop - 4]):
            line = (" %6d %-6s %6.1f %6.1f %10s  %s" % (pid, user, c, m, t, cmd)).ljust(w - 2)
            put(scr, ptop + 2 + i, 1, line, cp(ACC) if i == sel else 0)
        put(scr, h - 1, 0, "mactop - Apple M2 Pro (8E+4P+19GPU) · 32GB · q quit · l layout · h help", cp(GREEN))
        if mode == "help":
            lines = ["Keys:", "", "  q or <C-c>   quit", "  l           cycle layout", "  ↑/↓ or j/k   move in the process list",
                     "  F9          kill the selected process", "  + / -       update interval", "  h or ?      toggle this help"]
            box(scr, 4, 14, len(lines) + 2, 52, "Help", cp(YEL), clear=True)
            for i, s in enumerate(lines):
                put(scr, 5 + i, 16, s)
        elif mode == "kill":
            pid, cmd = MT_PROCS[sel][0], MT_PROCS[sel][5]
            box(scr, 8, 16, 5, 48, "Kill", cp(RED), clear=True)
            put(scr, 9, 18, "Kill process %d (%s)?" % (pid, cmd), curses.A_BOLD)
            put(scr, 11, 18, "[y] Yes    [n] No", cp(DEF))
        cursor(False)
        scr.refresh()
        k = scr.getch()
        if mode:
            mode = "" if mode == "help" or k in (ord("y"), ord("n"), ESC) else mode
            continue
        if k in (ord("q"), 3):
            return
        if k in (curses.KEY_DOWN, ord("j")):
            sel = min(sel + 1, len(MT_PROCS) - 1)
        elif k in (curses.KEY_UP, ord("k")):
            sel = max(sel - 1, 0)
        elif k == ord("l"):
            layout = 1 - layout
        elif k in (ord("h"), ord("?")):
            mode = "help"
        elif k == curses.KEY_F9:
            mode = "kill"


PROGRAMS = {"rovr": rovr, "jellyfin-tui": jellyfin, "cmdg": cmdg, "mactop": mactop}


def main(scr):
    colours()
    curses.raw()
    curses.noecho()
    scr.keypad(True)
    PROGRAMS[sys.argv[1]](scr)


if __name__ == "__main__":
    if len(sys.argv) < 2 or sys.argv[1] not in PROGRAMS:
        sys.stderr.write("usage: twohundredeightysixth_tui.py %s\n" % "|".join(sorted(PROGRAMS)))
        sys.exit(2)
    curses.wrapper(main)
