"""One terminal program of today built with Python's Textual or urwid
imitated, named by the first argument: a fixture of agentty's
twohundredseventythird set, whose screens were never used to tune the
mode classifier. Each draws what a program that cannot run here (no
PyPI) draws at its moments, on the alternate screen as Textual and
urwid draw: its main view, its modals and the inputs, selects and
buttons it draws in them (its words, layout, colours, reverse video,
borders and cursor). Keys are read one at a time, raw, not echoed. Runs
with Debian's python3 and its standard library only (curses)."""

import curses
import os
import sys
import time

os.environ.setdefault("ESCDELAY", "25")

ENTER = (10, 13, curses.KEY_ENTER)
ESC = 27
TAB = 9
BACKSPACE = (8, 127, curses.KEY_BACKSPACE)

(DEF, HEAD, FOOTKEY, SEL, DIM, ACC, GREEN, RED, MODAL, BTN, BLUE) = range(1, 12)


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
    curses.init_pair(HEAD, curses.COLOR_WHITE, curses.COLOR_BLUE)
    curses.init_pair(FOOTKEY, curses.COLOR_BLACK, curses.COLOR_YELLOW)
    curses.init_pair(SEL, curses.COLOR_BLACK, curses.COLOR_CYAN)
    curses.init_pair(DIM, curses.COLOR_BLACK + 8 if curses.COLORS > 8 else curses.COLOR_WHITE, bg)
    curses.init_pair(ACC, curses.COLOR_YELLOW, bg)
    curses.init_pair(GREEN, curses.COLOR_GREEN, bg)
    curses.init_pair(RED, curses.COLOR_RED, bg)
    curses.init_pair(MODAL, curses.COLOR_WHITE, curses.COLOR_BLACK)
    curses.init_pair(BTN, curses.COLOR_WHITE, curses.COLOR_MAGENTA)
    curses.init_pair(BLUE, curses.COLOR_CYAN, bg)


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


def fill(scr, y, attr):
    h, w = scr.getmaxyx()
    put(scr, y, 0, " " * w, attr)


def box(scr, y, x, hh, ww, title="", attr=0, round_=False):
    tl, tr, bl, br = ("╭", "╮", "╰", "╯") if round_ else ("┌", "┐", "└", "┘")
    put(scr, y, x, tl + "─" * (ww - 2) + tr, attr)
    for i in range(1, hh - 1):
        put(scr, y + i, x, "│" + " " * (ww - 2) + "│", attr)
    put(scr, y + hh - 1, x, bl + "─" * (ww - 2) + br, attr)
    if title:
        put(scr, y, x + 2, " " + title + " ", attr | curses.A_BOLD)


def footer(scr, keys):
    """A Textual Footer: each key highlighted before its description."""
    h, w = scr.getmaxyx()
    fill(scr, h - 1, cp(HEAD))
    x = 0
    for k, d in keys:
        put(scr, h - 1, x, " " + k + " ", cp(FOOTKEY) | curses.A_BOLD)
        x += len(k) + 2
        put(scr, h - 1, x, d + " ", cp(HEAD))
        x += len(d) + 2


def header(scr, title, sub=""):
    """A Textual Header: its icon, the title centred, a clock."""
    h, w = scr.getmaxyx()
    fill(scr, 0, cp(HEAD))
    put(scr, 0, 1, "⭘", cp(HEAD))
    t = title + (" — " + sub if sub else "")
    put(scr, 0, (w - len(t)) // 2, t, cp(HEAD))
    put(scr, 0, w - 10, time.strftime("%H:%M:%S"), cp(HEAD))


def tinput(scr, y, x, ww, value, placeholder, focused):
    """A Textual Input with its tall border; returns where its cursor is."""
    attr = cp(ACC) if focused else cp(DIM)
    put(scr, y, x, "▊" + "▔" * (ww - 2) + "▎", attr)
    put(scr, y + 1, x, "▊" + " " * (ww - 2) + "▎", attr)
    put(scr, y + 2, x, "▊" + "▁" * (ww - 2) + "▎", attr)
    if value:
        put(scr, y + 1, x + 2, value, cp(DEF))
    else:
        put(scr, y + 1, x + 2, placeholder, cp(DIM))
    return y + 1, x + 2 + len(value)


def tselect(scr, y, x, ww, value, focused):
    attr = cp(ACC) if focused else cp(DIM)
    put(scr, y, x, "▊" + "▔" * (ww - 2) + "▎", attr)
    put(scr, y + 1, x, "▊" + " " * (ww - 2) + "▎", attr)
    put(scr, y + 2, x, "▊" + "▁" * (ww - 2) + "▎", attr)
    put(scr, y + 1, x + 2, value, cp(DEF))
    put(scr, y + 1, x + ww - 4, "▼", cp(DEF))


def tbutton(scr, y, x, label, focused, variant=BTN):
    ww = len(label) + 6
    attr = (cp(variant) | curses.A_BOLD) if focused else cp(DIM) | curses.A_REVERSE
    put(scr, y, x, "▔" * ww, attr)
    put(scr, y + 1, x, label.center(ww), attr)
    put(scr, y + 2, x, "▁" * ww, attr)
    return ww


def cursor(scr, at):
    if at is None:
        curses.curs_set(0)
        return
    curses.curs_set(1)
    scr.move(*at)


def edit(value, k):
    if k in BACKSPACE:
        return value[:-1]
    if 32 <= k < 127:
        return value + chr(k)
    return value


# bagels-like: Bagels, a Textual expense tracker.

RECORDS = [
    ("28 Nov", "Groceries", "-42.80", "Market hall", "Chase Checking"),
    ("27 Nov", "Transport", "-2.90", "Bus fare", "Cash"),
    ("26 Nov", "Salary", "+3,250.00", "November pay", "Chase Checking"),
    ("25 Nov", "Dining", "-18.50", "Lunch with Ana", "Visa Card"),
    ("24 Nov", "Rent", "-1,200.00", "Flat, December", "Chase Checking"),
    ("22 Nov", "Fun", "-35.00", "Concert tickets", "Visa Card"),
    ("21 Nov", "Groceries", "-23.15", "Bakery and fruit", "Cash"),
]
CATEGORIES = ["Groceries", "Dining", "Transport", "Rent", "Fun", "Salary"]


def bagels_main(scr, row):
    h, w = scr.getmaxyx()
    scr.erase()
    header(scr, "Bagels", "Nov 2026")
    box(scr, 1, 0, 9, 26, "Accounts", cp(DIM), True)
    for i, (a, b) in enumerate([("Cash", "84.10"), ("Chase Checking", "4,812.33"),
                                ("Visa Card", "-412.90"), ("Savings", "12,000.00")]):
        put(scr, 2 + i * 2, 2, a, cp(DEF) | curses.A_BOLD)
        put(scr, 3 + i * 2, 2, b, cp(GREEN) if not b.startswith("-") else cp(RED))
    box(scr, 10, 0, 12, 26, "Insights", cp(DIM), True)
    put(scr, 11, 2, "Expenses  1,322.35", cp(DEF))
    put(scr, 12, 2, "Income    3,250.00", cp(DEF))
    for i, (c, n) in enumerate([("Rent", 12), ("Groceries", 5), ("Fun", 3), ("Dining", 2)]):
        put(scr, 14 + i, 2, c.ljust(10), cp(DEF))
        put(scr, 14 + i, 12, "█" * n, cp(ACC))
    box(scr, 1, 26, 21, w - 26, "Records", cp(ACC), True)
    put(scr, 2, 28, "<  November 2026  >", cp(DEF) | curses.A_BOLD)
    put(scr, 3, 28, "Date    Category   Amount     Label", cp(DEF) | curses.A_BOLD)
    for i, r in enumerate(RECORDS):
        line = "%-7s %-10s %-10s %-22s" % r[:4]
        attr = cp(SEL) if i == row else (cp(RED) if r[2].startswith("-") else cp(GREEN))
        put(scr, 4 + i, 28, line.ljust(w - 29), attr)
    footer(scr, [("q", "Quit"), ("a", "Add"), ("e", "Edit"), ("d", "Delete"),
                 ("←→", "Period"), ("^p", "palette")])


def bagels_modal(scr, label, field, amount, open_, opt):
    h, w = scr.getmaxyx()
    x, y, ww = 12, 2, 56
    box(scr, y, x, 19, ww, "New Record", cp(ACC), True)
    put(scr, y + 1, x + 2, "Label", cp(DEF) | curses.A_BOLD)
    at = tinput(scr, y + 2, x + 2, ww - 4, label, "Label of the record", field == 0)
    put(scr, y + 5, x + 2, "Category", cp(DEF) | curses.A_BOLD)
    tselect(scr, y + 6, x + 2, ww - 4, CATEGORIES[0], field == 1)
    put(scr, y + 9, x + 2, "Amount", cp(DEF) | curses.A_BOLD)
    at2 = tinput(scr, y + 10, x + 2, ww - 4, amount, "0.00", field == 2)
    tbutton(scr, y + 14, x + 14, "Save", field == 3)
    tbutton(scr, y + 14, x + 28, "Cancel", field == 4, RED)
    put(scr, y + 18, x + 2, " esc Close  tab Next field ", cp(DIM))
    footer(scr, [("esc", "Close"), ("enter", "Save"), ("tab", "Next"), ("^p", "palette")])
    if open_:
        oy = y + 8
        put(scr, oy, x + 2, "▊" + " " * (ww - 6) + "▎", cp(ACC))
        for i, c in enumerate(CATEGORIES):
            attr = cp(SEL) if i == opt else cp(MODAL)
            put(scr, oy + 1 + i, x + 2, ("▊ " + c).ljust(ww - 5) + "▎", attr)
        put(scr, oy + 1 + len(CATEGORIES), x + 2, "▊" + "▁" * (ww - 6) + "▎", cp(ACC))
        return None
    if field == 0:
        return at
    if field == 2:
        return at2
    return None


def bagels_confirm(scr, focus):
    x, y, ww = 14, 7, 52
    box(scr, y, x, 9, ww, "", cp(RED), True)
    q = "Are you sure you want to delete this record?"
    put(scr, y + 2, x + (ww - len(q)) // 2, q, cp(DEF) | curses.A_BOLD)
    tbutton(scr, y + 4, x + 12, "Yes", focus == 0, RED)
    tbutton(scr, y + 4, x + 28, "No", focus == 1)
    footer(scr, [("enter", "Yes"), ("esc", "No")])


def bagels(scr):
    row, view = 0, "main"
    label, amount, field, open_, opt, focus = "", "", 0, False, 0, 0
    while True:
        at = None
        bagels_main(scr, row)
        if view == "add":
            at = bagels_modal(scr, label, field, amount, open_, opt)
        elif view == "delete":
            bagels_confirm(scr, focus)
        cursor(scr, at)
        scr.refresh()
        k = scr.getch()
        if view == "main":
            if k == ord("q"):
                return
            if k in (curses.KEY_DOWN, ord("j")):
                row = min(row + 1, len(RECORDS) - 1)
            elif k in (curses.KEY_UP, ord("k")):
                row = max(row - 1, 0)
            elif k == ord("a"):
                view, label, amount, field, open_ = "add", "", "", 0, False
            elif k == ord("d"):
                view, focus = "delete", 0
        elif view == "add":
            if open_:
                if k == curses.KEY_DOWN:
                    opt = min(opt + 1, len(CATEGORIES) - 1)
                elif k == curses.KEY_UP:
                    opt = max(opt - 1, 0)
                elif k in ENTER or k == ESC:
                    open_ = False
            elif k == ESC:
                view = "main"
            elif k == TAB:
                field = (field + 1) % 5
            elif k == curses.KEY_BTAB:
                field = (field - 1) % 5
            elif field == 1 and k in ENTER + (ord(" "),):
                open_, opt = True, 0
            elif field == 0:
                label = edit(label, k)
            elif field == 2:
                amount = edit(amount, k)
        elif view == "delete":
            if k in (curses.KEY_LEFT, curses.KEY_RIGHT, TAB):
                focus = 1 - focus
            elif k == ESC or k in ENTER:
                view = "main"


# dolphie-like: Dolphie, a Textual monitor of MySQL.

THREADS = [
    ("1842", "app", "10.0.4.12", "shop", "Query", "Sending data", "ACTIVE", "31", "SELECT o.id, o.total FROM orders o JOIN"),
    ("1839", "app", "10.0.4.12", "shop", "Query", "updating", "ACTIVE", "4", "UPDATE carts SET touched_at = NOW() WHE"),
    ("1851", "report", "10.0.4.30", "shop", "Query", "Creating sort index", "", "2", "SELECT sku, SUM(qty) FROM order_lines G"),
    ("1790", "repl", "10.0.4.7", "", "Binlog Dump", "Source has sent all", "", "88213", ""),
    ("1855", "app", "10.0.4.13", "shop", "Sleep", "", "", "0", ""),
]


def dolphie_main(scr, tick):
    h, w = scr.getmaxyx()
    scr.erase()
    header(scr, "Dolphie", "root@localhost:3306")
    put(scr, 1, 1, " Dashboard ", cp(SEL) | curses.A_BOLD)
    put(scr, 1, 13, " Graphs   Replication   Locks   DDL   Metadata Locks ", cp(DIM))
    box(scr, 2, 0, 8, 26, "Host Information", cp(BLUE), True)
    for i, (a, b) in enumerate([("Version", "MySQL 8.0.36"), ("Uptime", "12d 4h 17m"),
                                ("Threads", "5 con, 3 run"), ("QPS", str(1412 + tick % 7 * 13)),
                                ("Latency", "0.4 ms"), ("Runtime", "00:0%d:1%d" % (tick // 60 % 10, tick % 10))]):
        put(scr, 3 + i, 2, a.ljust(9), cp(BLUE) | curses.A_BOLD)
        put(scr, 3 + i, 11, b, cp(DEF))
    box(scr, 2, 26, 8, 27, "InnoDB", cp(BLUE), True)
    for i, (a, b) in enumerate([("Read Only", "OFF"), ("BP Size", "8.00 GB"), ("BP Hit", "99.87%"),
                                ("History List", str(312 + tick % 5)), ("Chkpt Age", "18.20%"), ("Dirty Pages", "2.4%")]):
        put(scr, 3 + i, 28, a.ljust(13), cp(BLUE) | curses.A_BOLD)
        put(scr, 3 + i, 41, b, cp(DEF))
    box(scr, 2, 53, 8, w - 53, "Statistics/s", cp(BLUE), True)
    for i, (a, b) in enumerate([("Queries", 1412), ("SELECT", 1120), ("INSERT", 140), ("UPDATE", 130), ("DELETE", 22), ("COMMIT", 290)]):
        put(scr, 3 + i, 55, a.ljust(9), cp(BLUE) | curses.A_BOLD)
        put(scr, 3 + i, 65, str(b + tick % 3), cp(DEF))
    put(scr, 10, 1, "Processlist (5)", cp(ACC) | curses.A_BOLD)
    put(scr, 11, 1, "Thread ID  User    Host        Database  Command      State          Age    Query", cp(DEF) | curses.A_BOLD)
    for i, t in enumerate(THREADS):
        line = "%-10s %-7s %-11s %-9s %-12s %-14s %-6s %s" % (t[0], t[1], t[2], t[3], t[4], t[5][:14], t[7], t[8])
        line = line[:78]
        put(scr, 12 + i, 1, line, cp(GREEN) if t[4] == "Query" else cp(DEF))
    put(scr, h - 2, 1, "Press ? for commands", cp(DIM))
    footer(scr, [("?", "Help"), ("k", "Kill thread"), ("f", "Filter"), ("p", "Pause"), ("q", "Quit")])


def dolphie_kill(scr, value):
    x, y, ww = 14, 4, 52
    box(scr, y, x, 15, ww, "", cp(ACC), True)
    put(scr, y + 1, x + (ww - 14) // 2, "Kill Thread(s)", cp(ACC) | curses.A_BOLD)
    put(scr, y + 3, x + 2, "Thread ID", cp(DEF) | curses.A_BOLD)
    at = tinput(scr, y + 4, x + 2, ww - 4, value, "Thread ID to kill", True)
    put(scr, y + 7, x + 2, "[ ] Kill by username   [ ] Kill by host/IP", cp(DEF))
    tbutton(scr, y + 10, x + 11, "Kill", False, RED)
    tbutton(scr, y + 10, x + 27, "Cancel", False)
    return at


def dolphie(scr):
    start = time.time()
    scr.timeout(150)
    dots = 0
    while time.time() - start < 5:
        h, w = scr.getmaxyx()
        scr.erase()
        header(scr, "Dolphie", "")
        s = "Connecting to MySQL at localhost:3306"
        put(scr, h // 2 - 1, (w - len(s)) // 2, s, cp(DEF))
        bar = "".join("●" if (i + dots) % 5 == 0 else "•" for i in range(5))
        put(scr, h // 2 + 1, (w - 5) // 2, bar, cp(ACC))
        dots += 1
        curses.curs_set(0)
        scr.refresh()
        scr.getch()
    view, value, tick = "main", "", 0
    scr.timeout(1000)
    while True:
        at = None
        dolphie_main(scr, tick)
        if view == "kill":
            at = dolphie_kill(scr, value)
        cursor(scr, at)
        scr.refresh()
        k = scr.getch()
        tick += 1
        if k == -1:
            continue
        if view == "main":
            if k == ord("q"):
                return
            if k == ord("k"):
                view, value = "kill", ""
        else:
            if k == ESC:
                view = "main"
            elif k in ENTER:
                view = "main"
            else:
                value = edit(value, k)


# memray-like: memray's `tree` reporter, a Textual tree of allocations.

TREE = [
    (0, "📂 1.204GB (100.00 %) <ROOT>", True),
    (1, "📂 1.204GB (100.00 %) main  ingest.py:88", True),
    (2, "📂 812.400MB (67.47 %) load_batches  ingest.py:41", True),
    (3, "📂 812.400MB (67.47 %) read_parquet  pyarrow/parquet/core.py:1776", True),
    (4, "📄 812.400MB (67.47 %) to_table  pyarrow/parquet/core.py:1250", False),
    (2, "📂 301.650MB (25.05 %) build_index  ingest.py:63", True),
    (3, "📄 301.650MB (25.05 %) <listcomp>  ingest.py:66", False),
    (2, "📂 90.110MB (7.48 %) write_report  report.py:19", True),
    (3, "📄 90.110MB (7.48 %) dumps  json/__init__.py:231", False),
]


def memray_draw(scr, row, collapsed):
    h, w = scr.getmaxyx()
    scr.erase()
    header(scr, "Memray", "tree of memray-ingest.py.48213.bin")
    rows = []
    skip = None
    for i, (d, t, kids) in enumerate(TREE):
        if skip is not None and d > skip:
            continue
        skip = None
        if i in collapsed:
            skip = d
        rows.append((i, d, t, kids))
    for n, (i, d, t, kids) in enumerate(rows):
        mark = ("▶ " if i in collapsed else "▼ ") if kids else "  "
        line = "  " * d + mark + t
        attr = cp(SEL) if n == row else cp(DEF)
        put(scr, 2 + n, 1, line[:50].ljust(50), attr)
    sel = TREE[rows[row][0]]
    box(scr, 1, 52, h - 3, w - 52, "Allocation metadata", cp(BLUE), True)
    parts = sel[1].split()
    put(scr, 3, 54, "Function: " + parts[4], cp(DEF))
    put(scr, 4, 54, "Location: " + (parts[5] if len(parts) > 5 else "-"), cp(DEF))
    put(scr, 6, 54, "Allocations: %d" % (1840 - row * 97), cp(DEF))
    put(scr, 7, 54, "Size: " + parts[1], cp(DEF))
    put(scr, 9, 54, "Thread: main thread", cp(DIM))
    footer(scr, [("q", "Quit"), ("e", "Expand linear group"), ("i", "Hide import system"),
                 ("u", "Hide uninteresting")])
    return len(rows)


def memray(scr):
    row, collapsed = 0, set()
    curses.curs_set(0)
    while True:
        n = memray_draw(scr, row, collapsed)
        scr.refresh()
        k = scr.getch()
        if k == ord("q"):
            return
        if k == curses.KEY_DOWN:
            row = min(row + 1, n - 1)
        elif k == curses.KEY_UP:
            row = max(row - 1, 0)
        elif k in ENTER or k == ord(" "):
            shown, skip = [], None
            for i, (d, t, kids) in enumerate(TREE):
                if skip is not None and d > skip:
                    continue
                skip = d if i in collapsed else None
                shown.append(i)
            i = shown[row]
            if TREE[i][2]:
                collapsed ^= {i}


# zulip-like: zulip-terminal, urwid.

STREAMS = ["# general", "# backend", "# design", "# releases", "# random"]
MESSAGES = [
    ("backend", "retry budget", "Ana Ruiz", "10:02", "The retry loop now stops when the context ends."),
    ("backend", "retry budget", "Ben Okafor", "10:05", "Nice. Can we cap it at five attempts too?"),
    ("backend", "retry budget", "Ana Ruiz", "10:07", "Done, pushed to feat/retry-backoff."),
    ("general", "lunch", "Chen Wei", "11:30", "Noodles at noon, anyone?"),
    ("releases", "v2.4", "Dana Kim", "12:10", "v2.4.0 is tagged; notes are in the wiki."),
]


def zulip_main(scr, row, search, searching):
    h, w = scr.getmaxyx()
    scr.erase()
    fill(scr, 0, cp(HEAD))
    put(scr, 0, 1, "Zulip Terminal  ~  chat.example.org  ~  Ana Ruiz", cp(HEAD) | curses.A_BOLD)
    put(scr, 2, 1, "🏠 All messages", cp(DEF))
    put(scr, 3, 1, "💬 Direct messages", cp(DEF))
    put(scr, 4, 1, "@ Mentions", cp(DEF))
    put(scr, 5, 1, "★ Starred messages", cp(DEF))
    put(scr, 7, 1, "STREAMS", cp(DEF) | curses.A_BOLD)
    for i, s in enumerate(STREAMS):
        put(scr, 8 + i, 1, s.ljust(16) + ("3" if i == 1 else ""), cp(DEF))
    for y in range(1, h - 1):
        put(scr, y, 20, "│", cp(DIM))
        put(scr, y, 62, "│", cp(DIM))
    if searching:
        put(scr, 1, 22, "Search [/]: ", cp(ACC) | curses.A_BOLD)
        put(scr, 1, 34, search, cp(DEF))
    else:
        put(scr, 1, 22, "All messages", cp(DEF) | curses.A_BOLD)
    y = 2
    last = None
    for i, (st, tp, who, t, text) in enumerate(MESSAGES):
        if (st, tp) != last:
            put(scr, y, 22, (" %s ▶ %s " % (st, tp)).ljust(39, "─"), cp(BLUE) | curses.A_BOLD)
            y += 1
            last = (st, tp)
        attr = curses.A_REVERSE if i == row else 0
        put(scr, y, 22, (who + "  " + t).ljust(39), cp(ACC) | curses.A_BOLD | attr)
        put(scr, y + 1, 22, text[:39].ljust(39), cp(DEF) | attr)
        y += 3
    put(scr, 1, 64, "USERS", cp(DEF) | curses.A_BOLD)
    for i, (u, on) in enumerate([("Ana Ruiz", 1), ("Ben Okafor", 1), ("Chen Wei", 0), ("Dana Kim", 1)]):
        put(scr, 2 + i, 64, ("● " if on else "○ ") + u, cp(GREEN) if on else cp(DIM))
    fill(scr, h - 1, cp(HEAD))
    put(scr, h - 1, 1, "Help(?):  Use the arrow keys to navigate; press c to compose", cp(HEAD))
    if searching:
        return 1, 34 + len(search)
    return None


def zulip_quit(scr, focus):
    x, y, ww = 12, 8, 56
    for i in range(7):
        put(scr, y + i, x, " " * ww, cp(MODAL))
    box(scr, y, x, 7, ww, "", cp(MODAL))
    q = "Please confirm that you wish to exit Zulip-Terminal "
    put(scr, y + 2, x + 2, q, cp(MODAL))
    put(scr, y + 4, x + 16, "< Yes >", curses.A_REVERSE if focus == 0 else cp(MODAL))
    put(scr, y + 4, x + 30, "< No  >", curses.A_REVERSE if focus == 1 else cp(MODAL))
    return y + 4, x + (18 if focus == 0 else 32)


def zulip(scr):
    row, view, search, focus = len(MESSAGES) - 1, "main", "", 0
    scr.timeout(-1)
    while True:
        at = zulip_main(scr, row, search, view == "search")
        if view == "quit":
            at = zulip_quit(scr, focus)
        cursor(scr, at)
        scr.refresh()
        k = scr.getch()
        if view == "main":
            if k in (curses.KEY_UP, ord("k")):
                row = max(row - 1, 0)
            elif k in (curses.KEY_DOWN, ord("j")):
                row = min(row + 1, len(MESSAGES) - 1)
            elif k == ord("/"):
                view, search = "search", ""
            elif k == 3:
                view, focus = "quit", 0
        elif view == "search":
            if k == ESC:
                view = "main"
            elif k not in ENTER:
                search = edit(search, k)
        elif view == "quit":
            if k in (curses.KEY_LEFT, curses.KEY_RIGHT, TAB):
                focus = 1 - focus
            elif k in ENTER:
                if focus == 0:
                    return
                view = "main"
            elif k == ESC:
                view = "main"


# nomadnet-like: Nomad Network, urwid.

PEERS = [
    ("Ana's node", "<b7e1c02a9f4d6e31>", "2 new"),
    ("Relay Sixteen", "<4c0d9e2f11ab73c8>", ""),
    ("Workshop board", "<93fa61d07e5c2b44>", ""),
    ("Ben (field radio)", "<0e58d3a7c21f9b60>", ""),
]


def nomad_main(scr, row):
    h, w = scr.getmaxyx()
    scr.erase()
    tabs = [" Conversations ", " Network ", " Micron ", " Guide ", " Config ", " Log ", " Quit "]
    x = 0
    for i, t in enumerate(tabs):
        put(scr, 0, x, t, curses.A_REVERSE if i == 0 else cp(DEF))
        x += len(t) + 1
    box(scr, 1, 0, h - 2, 30, "Conversations", cp(DEF))
    for i, (n, a, new) in enumerate(PEERS):
        line = ("  " + n).ljust(22) + new
        put(scr, 2 + i, 1, line.ljust(28), curses.A_REVERSE if i == row else cp(DEF))
    box(scr, 1, 30, h - 2, w - 30, "", cp(DIM))
    msg = ["No conversation selected", "",
           "Select a conversation from the list,",
           "or start a new one with Ctrl-N"]
    for i, m in enumerate(msg):
        put(scr, 8 + i, 30 + (w - 30 - len(m)) // 2, m, cp(DIM))
    fill(scr, h - 1, curses.A_REVERSE)
    put(scr, h - 1, 1, "Ctrl-N New  Ctrl-E Peer Info  Ctrl-D Delete  Ctrl-R Rename  Ctrl-G Fullscreen",
        curses.A_REVERSE)


def nomad_new(scr, addr, name, field):
    x, y, ww = 16, 6, 50
    for i in range(11):
        put(scr, y + i, x, " " * ww, cp(DEF))
    box(scr, y, x, 11, ww, "New Conversation", cp(DEF))
    put(scr, y + 2, x + 2, "Addr : ", cp(DEF))
    put(scr, y + 2, x + 9, addr, cp(DEF))
    put(scr, y + 3, x + 2, "Name : ", cp(DEF))
    put(scr, y + 3, x + 9, name, cp(DEF))
    put(scr, y + 5, x + 2, "Trust : ( ) Untrusted  (X) Unknown  ( ) Trusted", cp(DEF))
    put(scr, y + 8, x + 10, "< Create >", cp(DEF))
    put(scr, y + 8, x + 28, "< Cancel >", cp(DEF))
    if field == 0:
        return y + 2, x + 9 + len(addr)
    return y + 3, x + 9 + len(name)


def nomadnet(scr):
    row, view, addr, name, field = 0, "main", "", "", 0
    while True:
        nomad_main(scr, row)
        at = None
        if view == "new":
            at = nomad_new(scr, addr, name, field)
        cursor(scr, at)
        scr.refresh()
        k = scr.getch()
        if view == "main":
            if k == curses.KEY_DOWN:
                row = min(row + 1, len(PEERS) - 1)
            elif k == curses.KEY_UP:
                row = max(row - 1, 0)
            elif k == 14:
                view, addr, name, field = "new", "", "", 0
            elif k == 17:
                return
        else:
            if k == ESC:
                view = "main"
            elif k in (curses.KEY_DOWN, TAB):
                field = 1
            elif k == curses.KEY_UP:
                field = 0
            elif field == 0:
                addr = edit(addr, k)
            else:
                name = edit(name, k)


PROGRAMS = {"bagels": bagels, "dolphie": dolphie, "memray": memray, "zulip": zulip, "nomadnet": nomadnet}


def main(scr):
    colours()
    curses.raw()
    curses.noecho()
    scr.keypad(True)
    PROGRAMS[sys.argv[1]](scr)


if __name__ == "__main__":
    if len(sys.argv) < 2 or sys.argv[1] not in PROGRAMS:
        sys.exit("usage: twohundredseventythird_tui.py " + "|".join(PROGRAMS))
    curses.wrapper(main)
