"""One full-screen table-and-list program imitated, named by the first
argument: a fixture of agentty's twohundredninetythird set, whose screens
were never used to tune the mode classifier. Each draws what a program
that cannot run here (no database server, no broker, no cache to sniff)
draws at its moments (its words, layout, boxes, reverse video, colours,
cursor, alternate screen or not): lesovsky's pgcenter top (PostgreSQL's
statistics, refreshed each second, its help and its command line),
innotop (MySQL's query list, redrawn on the main screen, its help and
its line prompts), sauljabin's kaskade (Kafka topics in a Textual-like
table, partitions, help, filter, a topic to create or delete) and etsy's
mctop (memcached keys sniffed, sorted). Keys are read one at a time, raw,
not echoed, except innotop's prompts, read as a cooked line. Runs with
Debian's python3 and its standard library only (curses, termios)."""

import curses
import os
import random
import sys
import termios
import time
import tty

os.environ.setdefault("ESCDELAY", "25")

ENTER = (10, 13, curses.KEY_ENTER)
ESC = 27
BACKSPACE = (8, 127, curses.KEY_BACKSPACE)

(DEF, HEAD, SEL, CYAN, YEL, GREEN, PURP, FOOTK, MODAL, BTN, RED) = range(1, 12)


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
    curses.init_pair(HEAD, curses.COLOR_BLACK, curses.COLOR_CYAN)
    curses.init_pair(SEL, curses.COLOR_BLACK, curses.COLOR_YELLOW)
    curses.init_pair(CYAN, curses.COLOR_CYAN, bg)
    curses.init_pair(YEL, curses.COLOR_YELLOW, bg)
    curses.init_pair(GREEN, curses.COLOR_GREEN, bg)
    curses.init_pair(PURP, curses.COLOR_WHITE, curses.COLOR_MAGENTA)
    curses.init_pair(FOOTK, curses.COLOR_YELLOW, curses.COLOR_BLUE)
    curses.init_pair(MODAL, curses.COLOR_WHITE, curses.COLOR_BLUE)
    curses.init_pair(BTN, curses.COLOR_BLACK, curses.COLOR_WHITE)
    curses.init_pair(RED, curses.COLOR_WHITE, curses.COLOR_RED)


def put(scr, y, x, s, attr=0):
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


def cursor(on):
    try:
        curses.curs_set(1 if on else 0)
    except curses.error:
        pass


def box(scr, y, x, h, w, title="", attr=0):
    put(scr, y, x, "┌" + "─" * (w - 2) + "┐", attr)
    for i in range(1, h - 1):
        put(scr, y + i, x, "│", attr)
        put(scr, y + i, x + 1, " " * (w - 2), attr)
        put(scr, y + i, x + w - 1, "│", attr)
    put(scr, y + h - 1, x, "└" + "─" * (w - 2) + "┘", attr)
    if title:
        put(scr, y, x + 2, title, attr | curses.A_BOLD)


def edit(buf, k, limit=60):
    if k in BACKSPACE:
        return buf[:-1]
    if 32 <= k < 127 and len(buf) < limit:
        return buf + chr(k)
    return buf


# ---------------------------------------------------------------- pgcenter

PG_DBS = [
    # datname, commits, rollbacks, reads, hits, returned, fetched, inserts, updates, deletes
    ["ledger", 412, 0, 3, 18211, 40210, 9120, 118, 204, 2],
    ["tally", 96, 1, 0, 4120, 8800, 2210, 31, 12, 0],
    ["postgres", 4, 0, 0, 212, 1180, 140, 0, 0, 0],
    ["reports", 2, 0, 11, 840, 21001, 330, 0, 0, 0],
    ["template1", 0, 0, 0, 0, 0, 0, 0, 0, 0],
    ["template0", 0, 0, 0, 0, 0, 0, 0, 0, 0],
]

PG_ACT = [
    # pid, cl_addr, datname, usename, state, xact_age, query_age, query
    [48211, "10.0.3.21", "ledger", "app", "active", "00:00:02", "00:00:01", "UPDATE accounts SET balance = balance + $1 WHERE id = $2"],
    [48230, "10.0.3.22", "ledger", "app", "active", "00:00:00", "00:00:00", "SELECT id, amount FROM entries WHERE account_id = $1"],
    [48244, "10.0.3.40", "reports", "report", "idle in transaction", "00:03:41", "00:03:40", "SELECT sum(amount) FROM entries GROUP BY day"],
    [48302, "10.0.3.21", "tally", "app", "idle", "", "00:00:09", "COMMIT"],
    [48317, "[local]", "postgres", "postgres", "idle", "", "00:01:12", "SHOW work_mem"],
]


def pg_sysstat(scr, tick):
    t = time.strftime("%Y-%m-%d %H:%M:%S")
    put(scr, 0, 0, "pgcenter: %s, load average: 0.%02d, 0.37, 0.33" % (t, 38 + tick % 7))
    put(scr, 1, 0, "    %%cpu:  %.1f us,  1.3 sy,  0.0 ni, %.1f id,  0.6 wa,  0.0 hi,  0.1 si,  0.0 st" % (3.8 + (tick % 5) / 10, 94.2 - (tick % 5) / 10))
    put(scr, 2, 0, " MiB mem:   7853 total,   1204 free,   2310 used,   4339 buff/cached")
    put(scr, 3, 0, "MiB swap:   2047 total,   2047 free,      0 used,    0/0 dirty/writeback")
    put(scr, 4, 0, "state [ok]: /var/run/postgresql:5432 postgres@ledger (ver: 15.8, up 3 days)")
    put(scr, 5, 0, "  activity: 6/100 conns, 0/0 prepared, 2 idle, 1 idle_xact, 2 active, 0 waiting")
    put(scr, 6, 0, "autovacuum:  1/3 workers/max,  0 manual,  0 wraparound, 00:00:12 vac_maxtime")
    put(scr, 7, 0, "statements: %d stmt/s,  1.42 stmt_avgtime, 00:00:04 xact_maxtime" % (36 + tick % 5))


def pg_table(scr, view, tick, filt):
    h, w = scr.getmaxyx()
    y = 9
    if view == "databases":
        cols = "datname      commits  rollbacks  reads     hits  returned  fetched  inserts"
        fill(scr, y, 0, w, curses.A_REVERSE)
        put(scr, y, 0, cols, curses.A_REVERSE)
        put(scr, y, cols.index("commits"), "commits", cp(HEAD))
        rows = []
        for d in PG_DBS:
            j = (tick * 7 + len(d[0])) % 13 if d[1] else 0
            rows.append("%-11s %8d %10d %6d %8d %9d %8d %8d" % (d[0], d[1] + j, d[2], d[3], d[4] + j * 40, d[5] + j * 90, d[6] + j * 20, d[7] + j % 3))
        for i, r in enumerate(rows):
            if filt and filt.split(":", 1)[-1] not in r.split()[0]:
                continue
            put(scr, y + 1, 0, r)
            y += 1
    else:
        cols = "  pid  cl_addr    datname  usename  state     xact_age query_age  query"
        fill(scr, y, 0, w, curses.A_REVERSE)
        put(scr, y, 0, cols, curses.A_REVERSE)
        put(scr, y, cols.index("xact_age"), "xact_age", cp(HEAD))
        for a in PG_ACT:
            st = a[4] if a[4] != "idle in transaction" else "idle_xact"
            r = "%5d  %-10s %-8s %-8s %-9s %-8s %-9s  %s" % (a[0], a[1], a[2], a[3], st, a[5], a[6], a[7])
            put(scr, y + 1, 0, r[:w])
            y += 1


PG_HELP = [
    "general actions:",
    "  a,d,f,r   mode: 'a' activity, 'd' databases, 'f' functions, 'r' tables,",
    "  i,s,t,x   mode: 'i' indexes, 's' sizes, 't' tablespaces, 'x' statements,",
    "  Left,Right,<,/  change column sort, '<' desc/asc toggle, '/' set filter,",
    "  C,E,R     config: 'C' show, 'E' edit configs, 'R' reload config,",
    "  p         'p' start psql session,",
    "  l         'l' open log file with pager,",
    "activity actions:",
    "  -,_       '-' cancel backend by pid, '_' cancel group of backends,",
    "  k,K       'k' terminate backend by pid, 'K' terminate group of backends,",
    "  z,Z       'z' set refresh interval, 'Z' change color scheme,",
    "  space     pause program execution,",
    "  F1        show this help,",
    "  q         quit program.",
    "",
    "Type 'Esc' or 'q' to continue.",
]


def pgcenter(scr):
    cursor(0)
    scr.timeout(1000)
    view, tick, filt = "databases", 0, ""
    cmd = None  # (prompt, buffer, action)
    msg = ""
    helping = False
    while True:
        scr.erase()
        pg_sysstat(scr, tick)
        if cmd:
            put(scr, 8, 0, cmd[0] + cmd[1])
        elif msg:
            put(scr, 8, 0, msg)
        pg_table(scr, view, tick, filt)
        if helping:
            h, w = scr.getmaxyx()
            box(scr, 2, 0, len(PG_HELP) + 3, w, "help")
            for i, l in enumerate(PG_HELP):
                put(scr, 3 + i, 2, l)
        if cmd:
            cursor(1)
            scr.move(8, len(cmd[0]) + len(cmd[1]))
        else:
            cursor(0)
        scr.refresh()
        k = scr.getch()
        if k == -1:
            tick += 1
            continue
        if helping:
            if k in (ESC, ord("q")):
                helping = False
            continue
        if cmd:
            if k in ENTER:
                if cmd[2] == "filter":
                    filt = cmd[1]
                    msg = "Filter: %s" % filt if filt else ""
                else:
                    msg = "Terminate: no backend with pid %s" % cmd[1]
                cmd = None
            elif k == ESC:
                cmd = None
            else:
                cmd = (cmd[0], edit(cmd[1], k), cmd[2])
            continue
        if k == ord("q"):
            return
        if k == ord("a"):
            view, msg = "activity", "Show activity statistics"
        elif k == ord("d"):
            view, msg = "databases", "Show databases statistics"
        elif k in (ord("h"), curses.KEY_F1):
            helping = True
        elif k == ord("/"):
            cmd = ("Set filter, current: ", "", "filter")
        elif k == ord("k") and view == "activity":
            cmd = ("Terminate single backend, enter pid: ", "", "kill")
        elif k == ord("k"):
            msg = "Terminate backends: not in pg_stat_activity mode"


# ---------------------------------------------------------------- innotop

def out(s):
    sys.stdout.write(s)
    sys.stdout.flush()


INNO_Q = [
    ["Query", 1187, "Sending data", "app", "10.0.3.21", "ledger", "00:04", "SELECT id, amount, posted_at FROM entries WHERE"],
    ["Query", 1190, "updating", "app", "10.0.3.22", "ledger", "00:01", "UPDATE accounts SET balance = balance + 12.50"],
    ["Query", 1201, "executing", "report", "10.0.3.40", "reports", "00:00", "SELECT COUNT(*) FROM entries WHERE day = '202"],
    ["Query", 1204, "Waiting for table", "app", "10.0.3.22", "tally", "00:00", "INSERT INTO tallies (shop, total) VALUES (31,"],
]

INNO_HELP = """Switch to a different mode:
   A  Dashboard         I  InnoDB I/O Info     Q  Query List
   B  InnoDB Buffers    K  InnoDB Lock Waits   R  InnoDB Row Ops
   C  Command Summary   L  Locks               S  Variables & Status
   D  InnoDB Deadlocks  M  Replication Status  T  InnoDB Txns
   F  InnoDB FK Err     O  Open Tables         U  User Statistics

Actions:
   d  Change refresh interval        p  Pause innotop
   k  Kill a query's connection      q  Quit innotop
   n  Switch to the next connection  x  Kill a query

Other:
 TAB  Switch to the next server group   /  Quickly filter what you see
   !  Show license and warranty         =  Toggle aggregation
   #  Select/create server groups       @  Select/create server connections
   $  Edit configuration settings       \\  Clear quick-filters
Press any key to continue"""


def inno_draw(mode, tick, filt):
    qps = 132.27 + (tick % 9) * 1.13
    lines = []
    title = "Query List" if mode == "Q" else "InnoDB Txns"
    lines.append("[RO] %s (? for help) localhost, 4d, %.2f QPS, 9/2/0 con/run/cac thds" % (title, qps))
    lines.append("")
    if mode == "Q":
        lines.append("\033[1mWhen   Load  Cxns  QPS     Slow  Se/In/Up/De%  QCacheHit  KCacheHit  BpsIn\033[0m")
        lines.append("Now    0.02     9  %6.2f     0  71/12/15/ 2       0.00%%    100.00%%  18.41k" % qps)
        lines.append("Total  0.00    31  128.90    17  68/14/16/ 2       0.00%    99.98%  17.95k")
        lines.append("")
        lines.append("\033[1mCmd    ID    State              User    Host       DB       Time   Query\033[0m")
        for q in INNO_Q:
            if filt and filt.split(" ", 1)[-1] not in " ".join(str(v) for v in q):
                continue
            lines.append("%-6s %-5d %-18s %-7s %-10s %-8s %-6s %s" % tuple(q)[:80] if False else ("%-6s %-5d %-18s %-7s %-10s %-8s %-6s %s" % tuple(q))[:79])
    else:
        lines.append("\033[1mHistory  Versions  Undo  Dirty Buf  Used Bufs  Txns  MaxTxnTime  LStrcts\033[0m")
        lines.append("   1082      2214  0 0     0.41%     71.22%     4       00:04        0")
        lines.append("")
        lines.append("\033[1mID    User    Host       Txn Status   Time   Undo  Query Text\033[0m")
        lines.append("1187  app     10.0.3.21  ACTIVE       00:04     0  SELECT id, amount, posted_at FROM")
        lines.append("1190  app     10.0.3.22  ACTIVE       00:01     3  UPDATE accounts SET balance = ba")
        lines.append("1201  report  10.0.3.40  ACTIVE       00:00     0  SELECT COUNT(*) FROM entries WHE")
        lines.append("1204  app     10.0.3.22  LOCK WAIT    00:00     0  INSERT INTO tallies (shop, total")
    out("\033[H\033[2J" + "\r\n".join(lines))


def inno_prompt(fd, old, question):
    """Reads a line, echoed and cooked, after question on a line of its own."""
    termios.tcsetattr(fd, termios.TCSADRAIN, old)
    out("\r\n\r\n\033[1m%s\033[0m " % question)
    line = sys.stdin.readline()
    tty.setcbreak(fd)
    return line.strip()


def innotop():
    fd = sys.stdin.fileno()
    old = termios.tcgetattr(fd)
    tty.setcbreak(fd)
    new = termios.tcgetattr(fd)
    new[3] &= ~termios.ECHO
    termios.tcsetattr(fd, termios.TCSADRAIN, new)
    import select
    mode, tick, filt = "Q", 0, ""
    try:
        while True:
            inno_draw(mode, tick, filt)
            r, _, _ = select.select([fd], [], [], 1.0)
            if not r:
                tick += 1
                continue
            c = os.read(fd, 1).decode(errors="replace")
            if c == "q":
                out("\r\n")
                return
            if c in "QT":
                mode = c
            elif c == "?":
                out("\033[H\033[2J" + INNO_HELP.replace("\n", "\r\n") + " ")
                os.read(fd, 1)
            elif c == "/":
                filt = inno_prompt(fd, old, "Type a column and filter text, or ENTER to clear:")
                termios.tcsetattr(fd, termios.TCSADRAIN, new)
            elif c == "k":
                inno_prompt(fd, old, "Select a thread to kill the connection:")
                termios.tcsetattr(fd, termios.TCSADRAIN, new)
    finally:
        termios.tcsetattr(fd, termios.TCSADRAIN, old)


# ---------------------------------------------------------------- kaskade

TOPICS = [
    # name, partitions, replicas, in sync, groups, records, lag
    ["__consumer_offsets", 50, 1, 1, 0, 1284, 0],
    ["audit.events", 3, 1, 1, 1, 4812, 0],
    ["ledger.entries", 6, 1, 1, 2, 91230, 14],
    ["ledger.retries", 3, 1, 1, 1, 212, 0],
    ["payments.out", 6, 1, 1, 1, 30511, 3],
    ["tally.snapshots", 1, 1, 1, 0, 77, 0],
]

KASKADE_KEYS = [("enter", "partitions"), ("^f", "filter"), ("^n", "new"), ("^d", "delete"), ("?", "help"), ("^c", "quit")]

KASKADE_HELP = [
    ("up/down", "move between topics"),
    ("enter", "show the topic's partitions"),
    ("esc", "back to the topics"),
    ("ctrl+f", "filter topics by name"),
    ("ctrl+n", "create a topic"),
    ("ctrl+d", "delete the selected topic"),
    ("ctrl+r", "refresh"),
    ("?", "show this help"),
    ("ctrl+c", "quit"),
]


def kaskade_footer(scr, keys):
    h, w = scr.getmaxyx()
    fill(scr, h - 1, 0, w - 1, cp(MODAL))
    x = 0
    for k, d in keys:
        put(scr, h - 1, x, " %s " % k, cp(FOOTK) | curses.A_BOLD)
        x += len(k) + 2
        put(scr, h - 1, x, "%s " % d, cp(MODAL))
        x += len(d) + 1


def kaskade_header(scr):
    h, w = scr.getmaxyx()
    fill(scr, 0, 0, w, cp(PURP))
    put(scr, 0, 1, "kaskade v2.3.5", cp(PURP) | curses.A_BOLD)
    put(scr, 0, 18, "admin mode", cp(PURP))
    put(scr, 0, w - 24, "kafka: localhost:9092", cp(PURP))


def kaskade(scr):
    colours()
    cursor(0)
    sel, view, filt = 0, "topics", ""
    overlay = None  # help, filter, delete, create
    fbuf, nbuf, btn = "", "", 1
    while True:
        h, w = scr.getmaxyx()
        scr.erase()
        kaskade_header(scr)
        shown = [t for t in TOPICS if filt in t[0]]
        if view == "topics":
            top = 1
            if overlay == "filter":
                box(scr, 1, 0, 3, w, "filter", cp(YEL))
                put(scr, 2, 2, "name contains: ", cp(YEL))
                put(scr, 2, 17, fbuf)
                top = 4
            box(scr, top, 0, h - 1 - top, w, "topics (%d)" % len(shown), cp(CYAN))
            put(scr, top + 1, 2, "name                 partitions  replicas  in sync  groups   records    lag", curses.A_BOLD)
            for i, t in enumerate(shown):
                row = "%-20s %10d %9d %8d %7d %9d %6d" % tuple(t)
                attr = cp(SEL) if (i == sel and overlay != "filter") else 0
                fill(scr, top + 2 + i, 1, w - 2, attr)
                put(scr, top + 2 + i, 2, row, attr)
            kaskade_footer(scr, KASKADE_KEYS)
        else:
            t = shown[sel]
            box(scr, 1, 0, h - 2, w, "%s · partitions (%d)" % (t[0], t[1]), cp(CYAN))
            put(scr, 2, 2, "id   leader   replicas   in sync   low      high     records", curses.A_BOLD)
            for p in range(min(t[1], 12)):
                low = 100 * p
                n = t[5] // t[1]
                put(scr, 3 + p, 2, "%-4d %-8d %-10s %-9s %-8d %-8d %d" % (p, 1, "[1]", "[1]", low, low + n, n))
            kaskade_footer(scr, [("esc", "back"), ("^r", "refresh"), ("?", "help"), ("^c", "quit")])
        if overlay == "help":
            bw, bh = 52, len(KASKADE_HELP) + 4
            y0, x0 = (h - bh) // 2, (w - bw) // 2
            box(scr, y0, x0, bh, bw, "help", cp(MODAL))
            for i, (k, d) in enumerate(KASKADE_HELP):
                put(scr, y0 + 1 + i, x0 + 2, "%-9s" % k, cp(MODAL) | curses.A_BOLD)
                put(scr, y0 + 1 + i, x0 + 12, d, cp(MODAL))
            put(scr, y0 + bh - 2, x0 + 2, "esc close", cp(MODAL) | curses.A_DIM)
        elif overlay == "delete":
            t = shown[sel]
            bw, bh = 50, 7
            y0, x0 = (h - bh) // 2, (w - bw) // 2
            box(scr, y0, x0, bh, bw, "", cp(RED))
            put(scr, y0 + 2, x0 + 3, 'Delete topic "%s"?' % t[0], cp(RED) | curses.A_BOLD)
            for i, b in enumerate(("  Delete  ", "  Cancel  ")):
                attr = cp(BTN) | curses.A_BOLD if i == btn else cp(RED) | curses.A_REVERSE
                put(scr, y0 + 4, x0 + 12 + i * 16, b, attr)
        elif overlay == "create":
            bw, bh = 56, 13
            y0, x0 = (h - bh) // 2, (w - bw) // 2
            box(scr, y0, x0, bh, bw, "Create topic", cp(MODAL))
            put(scr, y0 + 2, x0 + 3, "name", cp(MODAL))
            box(scr, y0 + 3, x0 + 3, 3, bw - 6, "", cp(YEL))
            put(scr, y0 + 4, x0 + 5, nbuf)
            put(scr, y0 + 6, x0 + 3, "partitions", cp(MODAL))
            box(scr, y0 + 7, x0 + 3, 3, 20, "", cp(MODAL))
            put(scr, y0 + 8, x0 + 5, "1", cp(MODAL))
            put(scr, y0 + 6, x0 + 27, "replication factor", cp(MODAL))
            box(scr, y0 + 7, x0 + 27, 3, 20, "", cp(MODAL))
            put(scr, y0 + 8, x0 + 29, "1", cp(MODAL))
            put(scr, y0 + 11, x0 + 3, "enter create · tab next field · esc cancel", cp(MODAL) | curses.A_DIM)
        if overlay == "filter":
            cursor(1)
            scr.move(2, 17 + len(fbuf))
        elif overlay == "create":
            cursor(1)
            scr.move((h - 13) // 2 + 4, (w - 56) // 2 + 5 + len(nbuf))
        else:
            cursor(0)
        scr.refresh()
        k = scr.getch()
        if k == 3:
            return
        if overlay == "help":
            if k in (ESC, ord("?"), ord("q")):
                overlay = None
            continue
        if overlay == "filter":
            if k in ENTER or k == ESC:
                filt = fbuf if k in ENTER else ""
                overlay, sel = None, 0
            else:
                fbuf = edit(fbuf, k)
                filt = fbuf
            continue
        if overlay == "delete":
            if k in (curses.KEY_LEFT, curses.KEY_RIGHT, 9):
                btn = 1 - btn
            elif k in ENTER or k == ESC:
                overlay = None
            continue
        if overlay == "create":
            if k == ESC or k in ENTER:
                overlay = None
            else:
                nbuf = edit(nbuf, k)
            continue
        if k == ord("?"):
            overlay = "help"
        elif view == "partitions":
            if k == ESC:
                view = "topics"
        elif k == curses.KEY_DOWN:
            sel = min(sel + 1, len(shown) - 1)
        elif k == curses.KEY_UP:
            sel = max(sel - 1, 0)
        elif k in ENTER:
            view = "partitions"
        elif k == 6:
            overlay, fbuf = "filter", ""
        elif k == 4:
            overlay, btn = "delete", 1
        elif k == 14:
            overlay, nbuf = "create", ""


# ---------------------------------------------------------------- mctop

MC_KEYS = [
    ["session:7f3a91c2", 412, 1820], ["user:1187:profile", 388, 2410],
    ["ledger:balance:31", 301, 96], ["ledger:balance:12", 244, 96],
    ["tally:shop:31:today", 190, 412], ["rate:10.0.3.21", 171, 24],
    ["feature_flags", 160, 5120], ["session:0c55e9ab", 122, 1790],
    ["user:1204:profile", 97, 2380], ["tally:shop:12:today", 81, 408],
    ["exchange:eur:usd", 66, 40], ["session:91ad3b70", 42, 1811],
]


def mctop(scr):
    colours()
    cursor(0)
    scr.timeout(1000)
    sort, desc, tick = "calls", True, 0
    while True:
        h, w = scr.getmaxyx()
        scr.erase()
        fill(scr, 0, 0, w, curses.A_REVERSE)
        put(scr, 0, 0, "memcache key", curses.A_REVERSE)
        put(scr, 0, 36, "    calls   objsize   req/sec   bw(kbps)", curses.A_REVERSE)
        rows = []
        for name, calls, size in MC_KEYS:
            c = calls + tick * (calls // 40)
            rs = c / (10.0 + tick)
            rows.append((name, c, size, rs, rs * size * 8 / 1000))
        idx = {"calls": 1, "objsize": 2, "reqsec": 3, "bw": 4}[sort]
        rows.sort(key=lambda r: r[idx], reverse=desc)
        for i, r in enumerate(rows[: h - 3]):
            put(scr, 1 + i, 0, "%-36s%9d%10d%10.2f%11.2f" % r)
        fill(scr, h - 2, 0, w, curses.A_REVERSE)
        put(scr, h - 2, 0, "sort mode: %s (%s) | requests: %d | packets: %d | dropped: 0" % (
            sort, "desc" if desc else "asc", 2274 + tick * 61, 3121 + tick * 83), curses.A_REVERSE)
        put(scr, h - 1, 0, "quit: q | sort: c calls, s objsize, r req/sec, b bw | order: T | 0 reset", curses.A_REVERSE)
        scr.refresh()
        k = scr.getch()
        if k == -1:
            tick += 1
            continue
        if k == ord("q"):
            return
        if k == ord("c"):
            sort = "calls"
        elif k == ord("s"):
            sort = "objsize"
        elif k == ord("r"):
            sort = "reqsec"
        elif k == ord("b"):
            sort = "bw"
        elif k == ord("T"):
            desc = not desc
        elif k == ord("0"):
            tick = 0


def main():
    tool = sys.argv[1] if len(sys.argv) > 1 else ""
    if tool == "innotop":
        innotop()
    elif tool == "pgcenter":
        curses.wrapper(lambda s: (colours(), pgcenter(s)))
    elif tool == "kaskade":
        curses.wrapper(kaskade)
    elif tool == "mctop":
        curses.wrapper(mctop)
    else:
        sys.exit("usage: twohundredninetythird_tui.py pgcenter|innotop|kaskade|mctop")


if __name__ == "__main__":
    main()
