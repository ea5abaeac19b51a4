"""One full-screen program imitated, named by the first argument: a
fixture of agentty's threehundredfourth set, whose screens were never
used to tune the mode classifier. Each draws what a program that cannot
run here draws (its words, layout, colours, reverse video, cursor) at
its moments: a top-like monitor of a database server's processes with
its help screen, its prompts on the command row and a process's query,
a task queue's curses event monitor with its selected row, its detail
box and its rate-limit line, a kernel parameter browser with its search
and command lines, its copy menu and its help, and a roguelike's
dungeon with its inventory, a potion asked for, a yes/no and the
character sheet. Keys are read one at a time, raw, not echoed. Runs
with Debian's python3 and its standard library only (curses)."""

import curses
import os
import sys

os.environ.setdefault("ESCDELAY", "25")

ENTER = (10, 13, curses.KEY_ENTER)
ESC = 27
BACKSPACE = (8, 127, curses.KEY_BACKSPACE)

(DEF, BW, CYAN, YEL, GREEN, RED, BLUE, WHITE) = range(1, 9)


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
    curses.init_pair(BW, curses.COLOR_BLACK, curses.COLOR_WHITE)
    curses.init_pair(CYAN, curses.COLOR_CYAN, bg)
    curses.init_pair(YEL, curses.COLOR_YELLOW, bg)
    curses.init_pair(GREEN, curses.COLOR_GREEN, bg)
    curses.init_pair(RED, curses.COLOR_RED, bg)
    curses.init_pair(BLUE, curses.COLOR_BLUE, bg)
    curses.init_pair(WHITE, curses.COLOR_WHITE, bg)


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


def cursor(on):
    try:
        curses.curs_set(1 if on else 0)
    except curses.error:
        pass


def readline(scr, y, x, prompt, buf=""):
    """Reads a line at y, x after prompt, echoing it; None on Esc."""
    cursor(True)
    while True:
        put(scr, y, x, " " * (scr.getmaxyx()[1] - x - 1))
        put(scr, y, x, prompt + buf)
        scr.move(y, min(x + len(prompt) + len(buf), scr.getmaxyx()[1] - 1))
        scr.refresh()
        k = scr.getch()
        if k in ENTER:
            return buf
        if k == ESC:
            return None
        if k in BACKSPACE:
            buf = buf[:-1]
        elif 32 <= k < 127:
            buf += chr(k)


def box(scr, y, x, h, w, title="", attr=0, rounded=False):
    """Draws a box, its inside blanked, its title in its top rule."""
    tl, tr, bl, br = ("╭", "╮", "╰", "╯") if rounded else ("┌", "┐", "└", "┘")
    put(scr, y, x, tl + "─" * (w - 2) + tr, attr)
    for i in range(1, h - 1):
        put(scr, y + i, x, "│" + " " * (w - 2) + "│", attr)
    put(scr, y + h - 1, x, bl + "─" * (w - 2) + br, attr)
    if title:
        put(scr, y, x + 2, title, attr)


# pg_top: a top for PostgreSQL, its header, its command row (the ninth
# line, blank), its process list, refreshed after each key.

PG_PROCS = [
    (4127, "ledger", "412M", "38M", "active", "0:03", "0:03", "12.0", 8, "postgres: ledger ledger [local] UPDATE"),
    (4119, "ledger", "409M", "31M", "active", "0:01", "0:01", "4.3", 3, "postgres: ledger ledger 10.0.3.7(51544) SELECT"),
    (3981, "report", "415M", "52M", "idle", "0:12", "0:00", "0.7", 0, "postgres: report ledger 10.0.3.9(40112) idle"),
    (3902, "ledger", "408M", "22M", "idle in", "0:00", "0:00", "0.3", 1, "postgres: ledger ledger [local] idle in transaction"),
    (1211, "postgres", "402M", "9M", "sleep", "1:41", "0:00", "0.0", 0, "postgres: checkpointer"),
    (1212, "postgres", "402M", "7M", "sleep", "0:37", "0:00", "0.0", 0, "postgres: background writer"),
    (1214, "postgres", "402M", "11M", "sleep", "0:22", "0:00", "0.0", 0, "postgres: walwriter"),
    (1215, "postgres", "403M", "8M", "sleep", "0:05", "0:00", "0.0", 0, "postgres: autovacuum launcher"),
    (1216, "postgres", "402M", "6M", "sleep", "0:02", "0:00", "0.0", 0, "postgres: logical replication launcher"),
]

PG_QUERY = {
    4127: ["UPDATE accounts SET balance = balance - $1, updated_at = now()",
           "WHERE account_id = $2 AND balance >= $1 RETURNING balance"],
    4119: ["SELECT entry_id, posted_at, amount FROM journal",
           "WHERE account_id = $1 ORDER BY posted_at DESC LIMIT 50"],
}

PG_HELP = [
    "pg_top version 4.1.0",
    "",
    "A top users display for PostgreSQL",
    "",
    "These single-character commands are available:",
    "",
    "^L      - redraw screen",
    "<sp>    - update screen",
    "a       - show PostgreSQL activity",
    "c       - toggle the display of process commands",
    "E       - show the execution plan of a process",
    "h or ?  - help; show this text",
    "i       - toggle the displaying of idle processes",
    "k       - kill processes; send a signal to a list of processes",
    "L       - show locks held by a process",
    "n or #  - change number of processes to display",
    "o       - specify sort order (cpu, size, res, xtime, qtime, locks)",
    "Q       - show current query of a process",
    "q       - quit",
    "s       - change number of seconds to delay between updates",
    "u       - display processes for only one user (+ selects all users)",
]


def pgtop_header(scr):
    put(scr, 0, 0, "last pid: 48213;  load avg:  0.21,  0.18,  0.15;       up 12+03:41:07  17:42:10")
    put(scr, 1, 0, "9 processes: 2 running, 7 sleeping")
    put(scr, 2, 0, "CPU states:  3.2% user,  0.0% nice,  1.1% system, 95.4% idle,  0.3% iowait")
    put(scr, 3, 0, "Memory: 7821M used, 182M free, 412M buffers, 5108M cached")
    put(scr, 4, 0, "DB activity:  41 tps,  0 rollbs/s,   2 buffer r/s, 99 hit%,  1630 row r/s,")
    put(scr, 5, 0, "DB I/O:     0 reads/s,     0 KB/s,     3 writes/s,    48 KB/s")
    put(scr, 6, 0, "DB disk: 12.4 GB total, 3.1 GB free (75% used)")
    put(scr, 7, 0, "Swap: 2048M free")


def pgtop_list(scr, procs):
    put(scr, 9, 0, "  PID USERNAME  SIZE   RES STATE    XTIME  QTIME  %CPU LOCKS COMMAND", curses.A_BOLD)
    for i, p in enumerate(procs):
        put(scr, 10 + i, 0, "%5d %-8s %5s %5s %-8s %5s %6s %5s %5d %s" % p)


def pgtop(scr):
    procs = list(PG_PROCS)
    mode = "top"
    while True:
        scr.erase()
        cursor(False)
        if mode == "help":
            for i, line in enumerate(PG_HELP):
                put(scr, i, 0, line)
            put(scr, 23, 0, "Hit any key to continue: ")
            cursor(True)
            scr.move(23, 25)
            scr.refresh()
            scr.getch()
            mode = "top"
            continue
        pgtop_header(scr)
        if isinstance(mode, int):
            put(scr, 9, 0, "Current query of process %d:" % mode)
            for i, line in enumerate(PG_QUERY.get(mode, ["<IDLE>"])):
                put(scr, 11 + i, 0, line)
            put(scr, 23, 0, "Hit any key to continue: ")
            cursor(True)
            scr.move(23, 25)
            scr.refresh()
            scr.getch()
            mode = "top"
            continue
        pgtop_list(scr, procs)
        scr.move(8, 0)
        cursor(True)
        scr.refresh()
        k = scr.getch()
        if k in (ord("q"), 3):
            return
        if k in (ord("h"), ord("?")):
            mode = "help"
        elif k == ord("o"):
            s = readline(scr, 8, 0, "Order to sort: ")
            if s in ("size", "res"):
                procs.sort(key=lambda p: -int(p[2 if s == "size" else 3][:-1]))
            elif s == "cpu":
                procs.sort(key=lambda p: -float(p[7]))
        elif k == ord("s"):
            readline(scr, 8, 0, "Seconds to delay: ")
        elif k == ord("Q"):
            s = readline(scr, 8, 0, "Show current query of process: ")
            if s and s.strip().isdigit():
                mode = int(s)


# celery events: the curses monitor of a task queue, its header in
# reverse video, its tasks, the selected one in reverse video, its
# footer of the selection, the workers, the counts and the keys.

CEL_TASKS = [
    ("5f0c1a9e-3b7d-4e2a-9c11-8d2f6a4b7e01", "ledger.tasks.post_journal", "celery@ledger-w1", "17:41:58", "SUCCESS"),
    ("a37e9b42-1d6c-4f88-b2a0-6c5e3d9f1a27", "ledger.tasks.reconcile", "celery@ledger-w2", "17:41:55", "FAILURE"),
    ("c9d41e07-8a2b-4c63-a5f4-2e7b9d0c3f58", "ledger.tasks.send_statement", "celery@ledger-w1", "17:41:52", "STARTED"),
    ("0b6f2d8c-7e4a-4b19-8f3d-5a1c9e7b2d64", "ledger.tasks.post_journal", "celery@ledger-w2", "17:41:49", "SUCCESS"),
    ("e2a8c5f1-4d9b-4a7e-b6c3-9f0d2e8a1b35", "ledger.tasks.rebuild_index", "celery@ledger-w1", "17:41:40", "RECEIVED"),
    ("71d3b9e6-2c5a-4f0b-9e8d-3b6a4c1f7d92", "ledger.tasks.post_journal", "celery@ledger-w2", "17:41:33", "SUCCESS"),
]


def cel_row(t):
    return " %-36s %-14s %-9s %-8s %-8s" % (t[0][:36], t[1][13:27], t[2][7:16], t[3], t[4])


def celery(scr):
    sel = 0
    limit = ""
    while True:
        scr.erase()
        cursor(False)
        h, w = scr.getmaxyx()
        put(scr, 0, 0, (" %-36s %-14s %-9s %-8s %-8s" % ("UUID", "TASK", "WORKER", "TIME", "STATE")).ljust(w), curses.A_STANDOUT)
        for i, t in enumerate(CEL_TASKS):
            attr = curses.A_STANDOUT if i == sel else 0
            put(scr, 1 + i, 0, cel_row(t).ljust(w - 1), attr)
        t = CEL_TASKS[sel]
        put(scr, h - 5, 0, "Selected: ", curses.A_BOLD)
        put(scr, h - 5, 10, t[0])
        put(scr, h - 4, 0, "Workers online: ", curses.A_BOLD)
        put(scr, h - 4, 16, "celery@ledger-w1, celery@ledger-w2")
        put(scr, h - 3, 0, "Info: ", curses.A_BOLD)
        put(scr, h - 3, 6, "events: 412 tasks: 6 workers: 2/2" + (" rate limit: " + limit if limit else ""))
        put(scr, h - 2, 0, "Keys: ", curses.A_BOLD)
        put(scr, h - 2, 6, "j:down k:up i:info t:traceback r:result c:revoke ^c: quit")
        scr.refresh()
        k = scr.getch()
        if k in (3, ord("q")):
            return
        if k in (ord("j"), curses.KEY_DOWN):
            sel = min(sel + 1, len(CEL_TASKS) - 1)
        elif k in (ord("k"), curses.KEY_UP):
            sel = max(sel - 1, 0)
        elif k in (ord("i"),) + ENTER:
            cel_alert(scr, "Task details for %s" % t[0], [
                "args: [1042, 'EUR']",
                "kwargs: {}",
                "name: %s" % t[1],
                "hostname: %s" % t[2],
                "state: %s" % t[4],
                "received: 2026-11-28 %s" % t[3],
                "runtime: 0.4182s",
                "retries: 0",
            ])
        elif k == ord("t"):
            if t[4] == "FAILURE":
                cel_alert(scr, "Task Exception Traceback for %s" % t[0], [
                    "Traceback (most recent call last):",
                    '  File "ledger/tasks.py", line 88, in reconcile',
                    "    raise Unbalanced(account_id, delta)",
                    "ledger.errors.Unbalanced: account 1042 off by 12.50",
                ])
            else:
                curses.beep()
        elif k == ord("l"):
            s = readline(scr, h - 2, 0, "Rate limit: ")
            if s:
                limit = s


def cel_alert(scr, title, lines):
    h, w = scr.getmaxyx()
    bh = len(lines) + 5
    y = 2
    box(scr, y, 2, bh, w - 4)
    put(scr, y + 1, 4, title, curses.A_BOLD)
    for i, line in enumerate(lines):
        put(scr, y + 2 + i, 4, line)
    put(scr, y + bh - 2, 4, "Press any key to continue", curses.A_BOLD)
    scr.refresh()
    scr.getch()


# systeroid-tui: a list of kernel parameters in a rounded box, its
# section tabs, the selected parameter in reverse video, its
# documentation below, a search or command line on the last row.

SYS_PARAMS = [
    ("abi.vsyscall32", "1", "abi"),
    ("fs.file-max", "9223372036854775807", "fs"),
    ("fs.inotify.max_user_watches", "524288", "fs"),
    ("kernel.hostname", "ledger-db1", "kernel"),
    ("kernel.panic", "0", "kernel"),
    ("kernel.pid_max", "4194304", "kernel"),
    ("kernel.randomize_va_space", "2", "kernel"),
    ("net.core.somaxconn", "4096", "net"),
    ("net.ipv4.ip_forward", "0", "net"),
    ("net.ipv4.tcp_fin_timeout", "60", "net"),
    ("net.ipv4.tcp_keepalive_intvl", "75", "net"),
    ("net.ipv4.tcp_keepalive_time", "7200", "net"),
    ("net.ipv4.tcp_syncookies", "1", "net"),
    ("vm.overcommit_memory", "0", "vm"),
    ("vm.swappiness", "60", "vm"),
]

SYS_DOCS = {
    "abi": "vsyscall32: Determines whether the kernels maps a vDSO page into 32-bit processes.",
    "fs": "file-max: The value in file-max denotes the maximum number of file-handles that the Linux kernel will allocate.",
    "kernel": "Documentation for /proc/sys/kernel/: this file contains documentation for the sysctl files in /proc/sys/kernel.",
    "net": "tcp_keepalive_time - INTEGER: How often TCP sends out keepalive messages when keepalive is enabled. Default: 2hours.",
    "vm": "swappiness: This control is used to define the rough relative IO cost of swapping and filesystem paging.",
}

SYS_HELP = [
    ("?", "show help"),
    ("up/down, k/j", "scroll list"),
    ("t/b", "scroll to top/bottom"),
    ("left/right, h/l", "scroll documentation"),
    ("tab/backtab", "next/previous section"),
    (":", "command"),
    ("/", "search"),
    ("enter", "select / set value"),
    ("s", "save value to file"),
    ("c", "copy to clipboard"),
    ("r, f5", "refresh"),
    ("esc", "cancel / exit"),
    ("q, ctrl-c", "exit"),
]


def wrap(s, n):
    out, line = [], ""
    for word in s.split():
        if line and len(line) + 1 + len(word) > n:
            out.append(line)
            line = word
        else:
            line = (line + " " + word).strip()
    if line:
        out.append(line)
    return out


def systeroid(scr):
    sel, query, overlay, status, line = 0, "", None, "", None
    while True:
        scr.erase()
        cursor(False)
        h, w = scr.getmaxyx()
        if line is not None and line[0] == "/":
            query = line[1]
        items = [p for p in SYS_PARAMS if query in p[0]]
        sel = max(0, min(sel, len(items) - 1))
        lh = 14
        box(scr, 0, 0, lh, w, rounded=True, attr=cp(WHITE))
        put(scr, 0, 2, " Parameters ", curses.A_BOLD)
        tabs = "│ all │ abi │ fs │ kernel │ net │ sunrpc │ user │ vm │"
        put(scr, 0, w - len(tabs) - 2, tabs)
        put(scr, 0, w - len(tabs) - 2 + 2, "all", curses.A_REVERSE)
        top = max(0, sel - (lh - 3))
        for i, p in enumerate(items[top:top + lh - 2]):
            row = " %-40s %s" % (p[0], p[1])
            attr = curses.A_REVERSE if top + i == sel else 0
            put(scr, 1 + i, 1, row.ljust(w - 2)[: w - 2], attr)
        count = " %d/%d " % (sel + 1 if items else 0, len(items))
        put(scr, lh - 1, w - len(count) - 2, count)
        box(scr, lh, 0, h - lh - 1, w, rounded=True, attr=cp(WHITE))
        if items:
            p = items[sel]
            put(scr, lh, 2, " " + p[0] + " ", curses.A_BOLD)
            for i, s in enumerate(wrap(SYS_DOCS[p[2]], w - 4)[: h - lh - 3]):
                put(scr, lh + 1 + i, 2, s)
        if status:
            put(scr, h - 1, 0, status, cp(GREEN))
        if overlay == "help":
            bw, bh = 46, len(SYS_HELP) + 2
            by, bx = 2, (w - bw) // 2
            box(scr, by, bx, bh, bw, rounded=True)
            put(scr, by, bx + 2, " Help ", curses.A_BOLD)
            for i, (k, d) in enumerate(SYS_HELP):
                put(scr, by + 1 + i, bx + 2, "%-16s" % k, cp(CYAN) | curses.A_BOLD)
                put(scr, by + 1 + i, bx + 19, d)
        elif overlay is not None:
            opts = ["parameter name", "parameter value", "documentation"]
            bw, bh = 30, len(opts) + 2
            by, bx = 5, (w - bw) // 2
            box(scr, by, bx, bh, bw, rounded=True)
            put(scr, by, bx + 2, " Copy to clipboard ", curses.A_BOLD)
            for i, o in enumerate(opts):
                attr = curses.A_REVERSE if i == overlay else 0
                put(scr, by + 1 + i, bx + 1, (" " + o).ljust(bw - 2), attr)
        if line is not None:
            put(scr, h - 1, 0, " " * (w - 1))
            put(scr, h - 1, 0, line[0], cp(YEL) | curses.A_BOLD)
            put(scr, h - 1, 1, line[1])
            if line[0] == "/":
                put(scr, h - 1, w - 12, "%d results" % len(items), cp(CYAN))
            cursor(True)
            scr.move(h - 1, 1 + len(line[1]))
        scr.refresh()
        k = scr.getch()
        status = ""
        if line is not None:
            lead, buf = line
            if k in ENTER:
                line = None
                if lead == "/":
                    sel = 0
                elif buf.startswith("set ") and len(buf.split()) == 3:
                    status = "%s = %s" % tuple(buf.split()[1:])
            elif k == ESC:
                line = None
                if lead == "/":
                    query = ""
            elif k in BACKSPACE:
                line = (lead, buf[:-1])
            elif 32 <= k < 127:
                line = (lead, buf + chr(k))
            continue
        if overlay == "help":
            overlay = None
            continue
        if isinstance(overlay, int):
            if k in (ord("j"), curses.KEY_DOWN):
                overlay = min(overlay + 1, 2)
            elif k in (ord("k"), curses.KEY_UP):
                overlay = max(overlay - 1, 0)
            elif k in ENTER:
                status = "Copied to clipboard!"
                overlay = None
            elif k == ESC:
                overlay = None
            continue
        if k in (ord("q"), 3):
            return
        if k == ESC:
            if query:
                query = ""
                continue
            return
        if k in (ord("j"), curses.KEY_DOWN):
            sel += 1
        elif k in (ord("k"), curses.KEY_UP):
            sel -= 1
        elif k == ord("?"):
            overlay = "help"
        elif k == ord("c") and items:
            overlay = 0
        elif k == ord("/"):
            line = ("/", "")
        elif k == ord(":"):
            line = (":", "")
        elif k in ENTER and items:
            p = items[sel]
            line = (":", "set %s %s" % (p[0], p[1]))


# Zangband: the message row, the character's column on the left, the
# dungeon, the status row; the inventory and the potions over the map's
# right, a yes/no on the message row, the character sheet.

ZB_MAP = [
    "       #########                     ",
    "       #.......#          ########## ",
    "       #...!...'##########.........# ",
    "       #.......#          #....k...# ",
    "       ####'####          #........# ",
    "           #              #####'#### ",
    "           #                   #     ",
    "           ###########.#########     ",
    "                     #.#             ",
    "                 #####.#####         ",
    "                 #.........#         ",
    "                 #....@....#         ",
    "                 #.........>         ",
    "                 ###########         ",
]

ZB_SIDE = [
    "Hobbit", "Rogue", "", "LEVEL      7", "EXP      312", "AU       457", "",
    "STR:      15", "INT:      12", "WIS:      10", "DEX:   18/20", "CON:      14", "CHR:      11", "",
    "Cur AC     18", "HP     42/ 42", "SP      6/  6",
]

ZB_INVEN = [
    ("a", "4 Rations of Food"),
    ("b", "2 Flasks of oil"),
    ("c", "a Potion of Cure Light Wounds"),
    ("d", "2 Potions of Speed"),
    ("e", "a Scroll of Phase Door"),
    ("f", "a Wand of Magic Missile (9 charges)"),
]


def zang_map(scr, at):
    scr.erase()
    for i, s in enumerate(ZB_SIDE):
        put(scr, 1 + i, 0, s, cp(GREEN) if ":" in s or s.startswith(("HP", "SP")) else 0)
    for i, row in enumerate(ZB_MAP):
        row = row.replace("@", ".")
        for j, ch in enumerate(row):
            attr = 0
            if ch == "#":
                attr = cp(WHITE)
            elif ch == "!":
                attr = cp(BLUE) | curses.A_BOLD
            elif ch == "k":
                attr = cp(GREEN) | curses.A_BOLD
            elif ch in "'>":
                attr = cp(YEL)
            put(scr, 2 + i, 14 + j, ch, attr)
    put(scr, 2 + at[0], 14 + at[1], "@", cp(WHITE) | curses.A_BOLD)
    put(scr, 23, 0, "Gobbo", 0)
    put(scr, 23, 70, "Lev 5", 0)


def zang_list(scr, title, items):
    put(scr, 0, 0, title)
    w = max(len(n) for _, n in items) + 4
    x = 79 - w
    for i, (k, n) in enumerate(items):
        put(scr, 1 + i, x - 1, " " * (w + 1))
        put(scr, 1 + i, x, "%s) %s" % (k, n))
    put(scr, 1 + len(items), x - 1, " " * (w + 1))


def zangband(scr):
    at = [11, 23]
    msg = ""
    while True:
        zang_map(scr, at)
        put(scr, 0, 0, msg)
        cursor(False)
        scr.refresh()
        msg = ""
        k = scr.getch()
        if k == 24:  # ^X
            return
        if k in (curses.KEY_RIGHT, ord("6")):
            at[1] += 1
        elif k in (curses.KEY_LEFT, ord("4")):
            at[1] -= 1
        elif k == ord("i"):
            title = "(Inventory) Burden 63.4 lb (32% of capacity). Command: "
            zang_list(scr, title, ZB_INVEN)
            cursor(True)
            scr.move(0, len(title))
            scr.refresh()
            scr.getch()
        elif k == ord("q"):
            title = "(Inventory: c-d, * to see, ESC) Quaff which potion? "
            zang_list(scr, title, ZB_INVEN[2:4])
            cursor(True)
            scr.move(0, len(title))
            scr.refresh()
            c = scr.getch()
            if c == ord("c"):
                msg = "You feel better."
        elif k == ord("Q"):
            q = "Do you really want to commit suicide? [y/n] "
            put(scr, 0, 0, q)
            cursor(True)
            scr.move(0, len(q))
            scr.refresh()
            if scr.getch() == ord("y"):
                return
        elif k == ord("C"):
            zang_sheet(scr)


def zang_sheet(scr):
    scr.erase()
    rows = [
        (" Name   Gobbo", "Age        35", "Self  RB  CB  EB   Best"),
        (" Sex    Male", "Height     34", "Str:  11  -2   0  6    15"),
        (" Race   Hobbit", "Weight     64", "Int:  10   2   1  0    12"),
        (" Class  Rogue", "Social     32", "Wis:  10   2  -3  0    10"),
        (" Magic  Arcane", "Maximize   Y", "Dex:  18/10 3 3  0  18/20"),
        ("", "Preserve   Y", "Con:  13   2   1  0    14"),
        ("", "", "Chr:  10   1   0  0    11"),
    ]
    for i, (a, b, c) in enumerate(rows):
        put(scr, 2 + i, 1, a)
        put(scr, 2 + i, 27, b)
        put(scr, 2 + i, 48, c)
    left = [" Fighting    Fair", " Bows/Throw  Poor", " Saving Throw Good", " Stealth     Superb",
            " Perception  Good", " Searching   Excellent", " Disarming   Superb", " Magic Device Good"]
    for i, s in enumerate(left):
        put(scr, 11 + i, 1, s)
    right = [" Level         7", " Cur Exp     312", " Max Exp     312", " Adv Exp     490",
             " Gold        457", " Burden     63.4 lb", " Max Depth  Lev 5"]
    for i, s in enumerate(right):
        put(scr, 11 + i, 40, s)
    q = "['c' to change name, 'f' to file, 'h' to change mode, or ESC]"
    put(scr, 22, 2, q)
    cursor(False)
    scr.refresh()
    scr.getch()


PROGRAMS = {"pgtop": pgtop, "celery": celery, "systeroid": systeroid, "zangband": zangband}


def main(scr):
    curses.raw()
    curses.noecho()
    scr.keypad(True)
    colours()
    PROGRAMS[sys.argv[1]](scr)


if __name__ == "__main__":
    if len(sys.argv) < 2 or sys.argv[1] not in PROGRAMS:
        sys.stderr.write("usage: threehundredfourth_tui.py %s\n" % "|".join(sorted(PROGRAMS)))
        sys.exit(2)
    curses.wrapper(main)
