"""One program imitated, named by the first argument: a fixture of
agentty's hundredsixth set, whose screens were never used to tune the
mode classifier. Each draws what a full-screen terminal program built
with ratatui, Bubble Tea or gocui that cannot run here draws at its main
screen and with a dialog over it (its words, layout, frames, colours,
reverse video and cursor, from its documentation, source and published
screenshots). Runs with Debian's python3 and its standard library's
curses only, on the alternate screen as the imitated programs are."""

import curses
import os
import sys

os.environ.setdefault("ESCDELAY", "25")


def colours():
    curses.start_color()
    curses.use_default_colors()
    for i, (fg, bg) in enumerate([
        (curses.COLOR_CYAN, -1), (curses.COLOR_YELLOW, -1), (curses.COLOR_GREEN, -1),
        (curses.COLOR_RED, -1), (curses.COLOR_BLACK, curses.COLOR_CYAN), (8 if curses.COLORS > 8 else 7, -1),
        (curses.COLOR_WHITE, curses.COLOR_BLUE), (curses.COLOR_MAGENTA, -1), (curses.COLOR_BLACK, curses.COLOR_YELLOW),
    ], start=1):
        curses.init_pair(i, fg, bg)




def cp(n):
    return curses.color_pair(n)


def put(scr, y, x, s, a=0):
    h, wd = scr.getmaxyx()
    if y < 0 or y >= h or x >= wd:
        return
    s = s[: max(0, wd - x - (1 if y == h - 1 else 0))]
    try:
        scr.addstr(y, x, s, a)
    except curses.error:
        pass


def box(scr, y, x, hh, ww, title="", a=0, rounded=False, clear=False):
    """A frame as ratatui's Block draws it: the title on the top border."""
    tl, tr, bl, br = ("╭", "╮", "╰", "╯") if rounded else ("┌", "┐", "└", "┘")
    put(scr, y, x, tl + "─" * (ww - 2) + tr, a)
    for r in range(1, hh - 1):
        put(scr, y + r, x, "│", a)
        if clear:
            put(scr, y + r, x + 1, " " * (ww - 2))
        put(scr, y + r, x + ww - 1, "│", a)
    put(scr, y + hh - 1, x, bl + "─" * (ww - 2) + br, a)
    if title:
        put(scr, y, x + 1, title, a | curses.A_BOLD)


def loop(scr, draw, on_key):
    """Draws, then reads keys until on_key answers False."""
    while True:
        draw()
        scr.refresh()
        c = scr.getch()
        if c == 3 or on_key(c) is False:
            return


# ---------------------------------------------------------------- kubetui

PODS = [("api-7d9f8b6c5-x2kqp", "1/1", "Running", "0", "3d"),
        ("db-0", "1/1", "Running", "0", "12d"),
        ("redis-5c7b9d8f4-l9m2n", "1/1", "Running", "1", "5d"),
        ("worker-6f8d7c9b5-p4r7s", "0/1", "CrashLoopBackOff", "27", "2h"),
        ("web-84c6d5f7b9-h8j3k", "1/1", "Running", "0", "6h")]
CONTEXTS = ["kind-dev", "kind-staging", "prod-eu-west-1", "minikube"]


def kubetui(scr):
    """kubetui (ratatui): its tabs, the context and namespace, the Pod
    table with the highlighted row on dark grey, the Log pane beside it;
    `c` opens the Context popup (a filter line over the contexts, the
    highlighted one reversed), `?` the help popup of its keys."""
    curses.curs_set(0)
    colours()
    st = {"sel": 0, "popup": None, "ctx": 0}

    def draw():
        scr.erase()
        h, wd = scr.getmaxyx()
        x = 1
        for i, t in enumerate(["Pod", "Config", "Network", "Event", "API", "YAML"]):
            s = " %d:%s " % (i + 1, t)
            put(scr, 0, x, s, (cp(2) | curses.A_BOLD | curses.A_UNDERLINE) if i == 0 else 0)
            x += len(s) + 1
        put(scr, 1, 1, "kind-dev", cp(1))
        put(scr, 1, 10, "default", cp(3))
        box(scr, 2, 0, h - 3, 54, " Pod ", rounded=True)
        put(scr, 3, 2, "NAME                    READY STATUS           AGE", curses.A_BOLD | cp(3))
        for i, p in enumerate(PODS):
            line = "%-23s %-5s %-16s %s" % (p[0], p[1], p[2], p[4])
            a = curses.A_REVERSE if i == st["sel"] else (cp(4) if p[2] != "Running" else 0)
            put(scr, 4 + i, 2, line.ljust(50), a)
        lx = 54
        box(scr, 2, lx, h - 3, wd - lx, " Log ", rounded=True)
        logs = ["[api] GET /healthz 200 1.2ms", "[api] GET /v1/items 200 8.4ms", "[api] POST /v1/items 201"]
        for i, l in enumerate(logs):
            put(scr, 3 + i, lx + 1, l[: wd - lx - 2], cp(6))
        put(scr, h - 1, 1, "Press ? to open help", cp(6))
        if st["popup"] == "context":
            px, py, pw, ph = 10, 5, wd - 20, 10
            box(scr, py, px, ph, pw, " Context ", cp(1), rounded=True, clear=True)
            put(scr, py + 1, px + 2, "FILTER: ", cp(2))
            put(scr, py + 2, px + 1, "─" * (pw - 2), cp(6))
            for i, c in enumerate(CONTEXTS):
                put(scr, py + 3 + i, px + 2, c.ljust(pw - 4), curses.A_REVERSE if i == st["ctx"] else 0)
            curses.curs_set(1)
            scr.move(py + 1, px + 10)
        elif st["popup"] == "help":
            px, py, pw, ph = 6, 3, wd - 12, 17
            box(scr, py, px, ph, pw, " Help ", cp(1), rounded=True, clear=True)
            rows = [("General", ""), ("<0-9>", "Switch tab"), ("<Tab>, <Shift+Tab>", "Change focus"),
                    ("<j>, <Down>", "Next item"), ("<k>, <Up>", "Previous item"),
                    ("<f>", "Open yaml popup"), ("<n>", "Open namespace popup"),
                    ("<c>", "Open context popup"), ("<h>, <?>", "Open this help popup"),
                    ("<Enter>", "Select item"), ("<q>, <Esc>", "Close popup / Quit")]
            for i, (k, d) in enumerate(rows):
                if not d:
                    put(scr, py + 2 + i, px + 3, k, cp(2) | curses.A_BOLD)
                else:
                    put(scr, py + 2 + i, px + 3, k.rjust(22), cp(1))
                    put(scr, py + 2 + i, px + 27, d)
            curses.curs_set(0)
        else:
            curses.curs_set(0)

    def key(c):
        p = st["popup"]
        if c in (curses.KEY_DOWN, ord("j")):
            if p == "context":
                st["ctx"] = min(st["ctx"] + 1, len(CONTEXTS) - 1)
            elif p is None:
                st["sel"] = min(st["sel"] + 1, len(PODS) - 1)
        elif c in (curses.KEY_UP, ord("k")):
            if p == "context":
                st["ctx"] = max(st["ctx"] - 1, 0)
            elif p is None:
                st["sel"] = max(st["sel"] - 1, 0)
        elif c == ord("c") and p is None:
            st["popup"], st["ctx"] = "context", 0
        elif c in (ord("?"), ord("h")) and p is None:
            st["popup"] = "help"
        elif c in (27, ord("q")):
            if p is None:
                return False
            st["popup"] = None

    loop(scr, draw, key)


# ----------------------------------------------------------------- ducker

CONTAINERS = [("3f2a9c1b7e4d", "postgres:16", "docker-entrypoint.s…", "2 days ago", "Up 2 days", "5432/tcp", "db"),
              ("a81c0e55d2b7", "redis:7-alpine", "docker-entrypoint.s…", "2 days ago", "Up 2 days", "6379/tcp", "cache"),
              ("c4d9e2f6a013", "nginx:1.27", "/docker-entrypoint.…", "5 hours ago", "Up 5 hours", "0.0.0.0:8080->80/tcp", "web"),
              ("e07b3a9f1c58", "alpine:3.20", "sh", "3 weeks ago", "Exited (0) 3 weeks ago", "", "scratch")]


def ducker(scr):
    """ducker (ratatui, k9s's look for Docker): its header (the Docker
    version and the keys of the page), the Containers table in a frame,
    the highlighted row on a colour; ctrl+d asks `Are you sure you wish
    to delete container …?` in a framed box with Yes and No buttons, No
    focused; left/right move the focus."""
    curses.curs_set(0)
    colours()
    st = {"sel": 0, "modal": False, "yes": False}

    def draw():
        scr.erase()
        h, wd = scr.getmaxyx()
        put(scr, 0, 1, "Docker Version: ", cp(2))
        put(scr, 0, 17, "27.3.1")
        put(scr, 1, 1, "Docker Host:    ", cp(2))
        put(scr, 1, 17, "unix:///var/run/docker.sock")
        for i, (k, d) in enumerate([("<ctrl+d>", "Delete"), ("<a>", "Attach"), ("<l>", "Logs"), ("<:>", "Command")]):
            put(scr, i, 50, k.ljust(10), cp(8))
            put(scr, i, 60, d, cp(6))
        box(scr, 5, 0, h - 6, wd, " Containers (4) ", cp(1))
        put(scr, 6, 2, "ID            Image           Created      Status                 Names", curses.A_BOLD)
        for i, c in enumerate(CONTAINERS):
            line = "%-13s %-15s %-12s %-22s %s" % (c[0], c[1], c[3], c[4], c[6])
            put(scr, 7 + i, 2, line.ljust(wd - 4), cp(5) if i == st["sel"] else 0)
        put(scr, h - 1, 1, "<q> Quit  <j/k> Navigate  <:> Command", cp(6))
        if st["modal"]:
            mw, mh = 56, 8
            mx, my = (wd - mw) // 2, (h - mh) // 2
            box(scr, my, mx, mh, mw, " Delete ", cp(4), clear=True)
            put(scr, my + 2, mx + 3, "Are you sure you wish to delete container")
            put(scr, my + 3, mx + 3, "3f2a9c1b7e4d?")
            yes, no = "  Yes  ", "  No   "
            put(scr, my + 5, mx + 14, yes, curses.A_REVERSE | curses.A_BOLD if st["yes"] else cp(6))
            put(scr, my + 5, mx + 34, no, curses.A_REVERSE | curses.A_BOLD if not st["yes"] else cp(6))

    def key(c):
        if st["modal"]:
            if c in (curses.KEY_LEFT, curses.KEY_RIGHT, 9, ord("h"), ord("l")):
                st["yes"] = not st["yes"]
            elif c in (27, 10, 13):
                st["modal"] = False
            return
        if c in (curses.KEY_DOWN, ord("j")):
            st["sel"] = min(st["sel"] + 1, len(CONTAINERS) - 1)
        elif c in (curses.KEY_UP, ord("k")):
            st["sel"] = max(st["sel"] - 1, 0)
        elif c == 4:
            st["modal"], st["yes"] = True, False
        elif c == ord("q"):
            return False

    loop(scr, draw, key)


# ---------------------------------------------------------------- gh-dash

PRS = [("#482", "fix: retry uploads on 502", "mkowal", "2h", "✓"),
       ("#479", "feat: add --json to status", "ainaru", "1d", "…"),
       ("#477", "docs: explain the cache dir", "mkowal", "2d", "✓"),
       ("#471", "chore(deps): bump x/net to 0.30.0", "renovate", "4d", "✗"),
       ("#466", "refactor: split the client", "tbrandt", "1w", "…")]


def ghdash(scr):
    """gh-dash (Bubble Tea): its section tabs, the search bar with the
    section's filter, the table of pull requests, the highlighted row on
    a colour, the key help at its foot; `/` focuses the search bar (the
    cursor at its end) to type a filter into."""
    curses.curs_set(0)
    colours()
    st = {"sel": 0, "search": False, "q": "is:open author:@me"}

    def draw():
        scr.erase()
        h, wd = scr.getmaxyx()
        x = 1
        for i, t in enumerate(["My Pull Requests", "Needs My Review", "Involved"]):
            s = " %s (%d) " % (t, [5, 2, 9][i])
            put(scr, 0, x, s, (cp(7) | curses.A_BOLD) if i == 0 else cp(6))
            x += len(s)
            put(scr, 0, x, "│", cp(6))
            x += 1
        put(scr, 0, wd - 12, " ? help ", cp(6))
        box(scr, 2, 0, 3, wd, "", cp(7) if st["search"] else cp(6), rounded=True)
        put(scr, 3, 2, " ", cp(6))
        put(scr, 3, 4, st["q"])
        put(scr, 6, 2, "     Title                                 Author     Updated  CI", curses.A_BOLD)
        put(scr, 7, 2, "─" * (wd - 4), cp(6))
        for i, p in enumerate(PRS):
            line = "%-5s %-37s %-10s %-8s %s" % p
            put(scr, 8 + i, 2, line.ljust(wd - 4), cp(7) if i == st["sel"] else 0)
        put(scr, h - 2, 2, "PR 1/5", cp(6))
        put(scr, h - 1, 1, " ↑/k up • ↓/j down • / search • r refresh • ? more ", cp(6))
        if st["search"]:
            curses.curs_set(1)
            scr.move(3, 4 + len(st["q"]))
        else:
            curses.curs_set(0)

    def key(c):
        if st["search"]:
            if c in (10, 13, 27):
                st["search"] = False
            elif c in (127, curses.KEY_BACKSPACE, 8):
                st["q"] = st["q"][:-1]
            elif 32 <= c < 127:
                st["q"] += chr(c)
            return
        if c in (curses.KEY_DOWN, ord("j")):
            st["sel"] = min(st["sel"] + 1, len(PRS) - 1)
        elif c in (curses.KEY_UP, ord("k")):
            st["sel"] = max(st["sel"] - 1, 0)
        elif c == ord("/"):
            st["search"] = True
            st["q"] += " "
        elif c == ord("q"):
            return False

    loop(scr, draw, key)


# --------------------------------------------------------------- rainfrog

def rainfrog(scr):
    """rainfrog (ratatui, a Postgres client): the menu of schemas and
    tables, the query editor holding `DELETE FROM users;`, the results
    pane, the key hints at its foot; F5 runs the query, and a DELETE
    with no WHERE asks, in a popup, `Are you sure you want to use a
    DELETE statement without a WHERE clause?` over `[Y]es to confirm |
    [N]o to cancel`."""
    curses.curs_set(0)
    colours()
    st = {"sel": 1, "confirm": False}
    tables = ["public", "  accounts", "  orders", "  sessions", "  users"]

    def draw():
        scr.erase()
        h, wd = scr.getmaxyx()
        box(scr, 0, 0, h - 1, 24, " menu ", cp(3))
        for i, t in enumerate(tables):
            put(scr, 1 + i, 2, t.ljust(20), curses.A_REVERSE if i == st["sel"] else (curses.A_BOLD if i == 0 else 0))
        box(scr, 0, 24, 9, wd - 24, " query ")
        put(scr, 1, 26, " 1 ", cp(6))
        put(scr, 1, 30, "DELETE FROM users;", cp(8) | curses.A_BOLD)
        box(scr, 9, 24, h - 10, wd - 24, " results ")
        put(scr, 10, 26, "no results", cp(6))
        put(scr, h - 1, 1, "[alt+enter/f5] execute query [ctrl+c] cancel [alt+1-5] focus pane [q] quit", cp(6))
        if st["confirm"]:
            pw, ph = 52, 7
            px, py = (wd - pw) // 2, (h - ph) // 2
            box(scr, py, px, ph, pw, " confirm ", cp(2), clear=True)
            put(scr, py + 2, px + 3, "Are you sure you want to use a DELETE statement", cp(2))
            put(scr, py + 3, px + 3, "without a WHERE clause?", cp(2))
            put(scr, py + 5, px + 3, "[Y]es to confirm | [N]o to cancel", cp(6))

    def key(c):
        if st["confirm"]:
            if c in (ord("y"), ord("n"), ord("Y"), ord("N"), 27):
                st["confirm"] = False
            return
        if c in (curses.KEY_DOWN, ord("j")):
            st["sel"] = min(st["sel"] + 1, len(tables) - 1)
        elif c in (curses.KEY_UP, ord("k")):
            st["sel"] = max(st["sel"] - 1, 1)
        elif c == curses.KEY_F5:
            st["confirm"] = True
        elif c == ord("q"):
            return False

    loop(scr, draw, key)


# ------------------------------------------------------------ lazyjournal

UNITS = ["cron.service", "dbus.service", "nginx.service", "ssh.service", "systemd-journald.service", "systemd-logind.service"]
LOGS = ["Nov 26 23:01:02 relay CRON[812]: (root) CMD (command -v debian-sa1 > /dev/null)",
        "Nov 26 23:05:44 relay sshd[901]: Accepted publickey for ops from 10.0.0.7 port 51522",
        "Nov 26 23:05:44 relay sshd[901]: pam_unix(sshd:session): session opened for user ops",
        "Nov 26 23:09:13 relay nginx[655]: 2026/11/26 23:09:13 [error] 655#655: *88 connect() failed",
        "Nov 26 23:10:01 relay CRON[977]: (root) CMD (   test -x /etc/cron.daily/popularity)",
        "Nov 26 23:12:30 relay sshd[1024]: error: kex_exchange_identification: Connection closed"]


def lazyjournal(scr):
    """lazyjournal (gocui): framed panes, the focused one green: the
    journal units (the highlighted one on green), the files and the
    containers under them, the logs on the right, the `Filter (Default)`
    pane at the foot; `/` focuses the filter, typed into (its cursor
    shown), the logs narrowed to the lines holding it."""
    curses.curs_set(0)
    colours()
    st = {"sel": 0, "filter": False, "q": ""}

    def draw():
        scr.erase()
        h, wd = scr.getmaxyx()
        lw = 30
        box(scr, 0, 0, 9, lw, " Journals (%d) " % len(UNITS), cp(6) if st["filter"] else cp(3))
        for i, u in enumerate(UNITS):
            put(scr, 1 + i, 1, u.ljust(lw - 2), (cp(5) if st["filter"] else curses.A_REVERSE | cp(3)) if i == st["sel"] else 0)
        box(scr, 9, 0, 7, lw, " Files (4) ", cp(6))
        for i, f in enumerate(["syslog", "auth.log", "kern.log", "dpkg.log"]):
            put(scr, 10 + i, 1, f)
        box(scr, 16, 0, h - 16, lw, " Docker (0) ", cp(6))
        box(scr, 0, lw, h - 3, wd - lw, " Logs ", cp(6))
        shown = [l for l in LOGS if st["q"].lower() in l.lower()]
        for i, l in enumerate(shown):
            put(scr, 1 + i, lw + 1, l[: wd - lw - 2])
        box(scr, h - 3, lw, 3, wd - lw, " Filter (Default) ", cp(3) if st["filter"] else cp(6))
        put(scr, h - 2, lw + 1, st["q"])
        if st["filter"]:
            curses.curs_set(1)
            scr.move(h - 2, lw + 1 + len(st["q"]))
        else:
            curses.curs_set(0)

    def key(c):
        if st["filter"]:
            if c in (27, 9, 10, 13):
                st["filter"] = False
            elif c in (127, curses.KEY_BACKSPACE, 8):
                st["q"] = st["q"][:-1]
            elif 32 <= c < 127:
                st["q"] += chr(c)
            return
        if c in (curses.KEY_DOWN, ord("j")):
            st["sel"] = min(st["sel"] + 1, len(UNITS) - 1)
        elif c in (curses.KEY_UP, ord("k")):
            st["sel"] = max(st["sel"] - 1, 0)
        elif c == ord("/"):
            st["filter"] = True
        elif c == ord("q"):
            return False

    loop(scr, draw, key)


# ----------------------------------------------------------------- trippy

HOPS = [("1", "192.168.1.1", "0.0%", "12", "12", "1.1", "1.3", "0.9", "2.4", "0.4"),
        ("2", "10.24.0.1", "0.0%", "12", "12", "8.7", "9.2", "7.9", "12.1", "1.1"),
        ("3", "ae1-203.cr1.fra1.example.net", "0.0%", "12", "12", "11.4", "11.9", "10.8", "14.0", "0.9"),
        ("4", "one.one.one.one", "0.0%", "12", "12", "12.0", "12.3", "11.6", "13.5", "0.5")]


def trippy(scr):
    """trippy (ratatui, a traceroute dashboard): the header frame with the
    target, protocol and status, the hops table (the selected hop on
    dark grey after a move), the frequency chart beside the foot; `h`
    opens the Controls popup."""
    curses.curs_set(0)
    colours()
    st = {"sel": -1, "help": False}

    def draw():
        scr.erase()
        h, wd = scr.getmaxyx()
        box(scr, 0, 0, 5, wd, " Trippy ", cp(1), rounded=True)
        put(scr, 1, 2, "Target: ", curses.A_BOLD)
        put(scr, 1, 10, "1.1.1.1 (one.one.one.one)")
        put(scr, 2, 2, "Config: ", curses.A_BOLD)
        put(scr, 2, 10, "privileged=true, protocol=ICMP, as-info=false")
        put(scr, 3, 2, "Status: ", curses.A_BOLD)
        put(scr, 3, 10, "Running [12 rounds] ", cp(3))
        put(scr, 3, wd - 19, "press h for help", cp(6))
        box(scr, 5, 0, 8, wd, " Hops ", cp(1), rounded=True)
        put(scr, 6, 2, "#  Host                          Loss%  Snd Recv Last  Avg Best Wrst StDv", curses.A_BOLD)
        for i, r in enumerate(HOPS):
            line = "%-2s %-29s %5s %4s %4s %4s %4s %4s %4s %4s" % r
            put(scr, 7 + i, 2, line.ljust(wd - 4), curses.A_REVERSE if i == st["sel"] else 0)
        box(scr, 13, 0, h - 13, wd, " Samples ", cp(1), rounded=True)
        for i, n in enumerate([2, 5, 7, 4, 3, 6, 8, 5, 2, 3]):
            for k in range(n):
                put(scr, h - 2 - k, 4 + i * 7, "████", cp(3))
        if st["help"]:
            pw, ph = 44, 16
            px, py = (wd - pw) // 2, 3
            box(scr, py, px, ph, pw, " Controls ", cp(1), rounded=True, clear=True)
            rows = [("[up] & [down]", "select hop"), ("[left] & [right]", "select trace"),
                    ("[esc]", "clear selection"), ("p", "toggle pause"), ("f", "toggle freeze"),
                    ("c", "toggle chart"), ("m", "toggle map"), ("z", "toggle AS info"),
                    ("d", "toggle hop details"), ("r", "reset statistics"), ("h", "toggle help"),
                    ("q", "quit")]
            for i, (k, d) in enumerate(rows):
                put(scr, py + 2 + i, px + 3, k.rjust(17), cp(2))
                put(scr, py + 2 + i, px + 22, d)

    def key(c):
        if st["help"]:
            if c in (ord("h"), 27, ord("q")):
                st["help"] = False
            return
        if c == curses.KEY_DOWN:
            st["sel"] = min(st["sel"] + 1, len(HOPS) - 1)
        elif c == curses.KEY_UP:
            st["sel"] = max(st["sel"] - 1, 0)
        elif c == ord("h"):
            st["help"] = True
        elif c == ord("q"):
            return False

    loop(scr, draw, key)


# ---------------------------------------------------------------- termscp

FIELDS = [("Remote host", ""), ("Port number", "22"), ("Username", ""), ("Password", "")]


def termscp(scr):
    """termscp (tui-realm on ratatui): its logo over the authentication
    form: the File protocol radio (SFTP chosen), then the Remote host,
    Port number, Username and Password inputs, each in a rounded frame,
    the focused one coloured with the cursor in it; down moves to the
    next field; Esc asks `Quit termscp?` in a popup with Yes and No."""
    curses.curs_set(1)
    colours()
    st = {"focus": 0, "quit": False, "yes": True}

    def draw():
        scr.erase()
        h, wd = scr.getmaxyx()
        put(scr, 0, 2, "termscp", cp(2) | curses.A_BOLD)
        put(scr, 0, 10, "0.16.1", cp(6))
        box(scr, 1, 2, 3, 50, " File protocol ", cp(6), rounded=True)
        x = 4
        for i, p in enumerate(["SFTP", "SCP", "FTP", "Kube", "S3", "SMB", "WebDAV"]):
            put(scr, 2, x, " %s " % p, cp(5) if i == 0 else 0)
            x += len(p) + 3
        for i, (name, val) in enumerate(FIELDS):
            y = 4 + i * 3
            a = cp(2) if i == st["focus"] else cp(6)
            box(scr, y, 2, 3, 50, " %s " % name, a, rounded=True)
            put(scr, y + 1, 4, val)
        put(scr, 17, 2, "<CTRL+H> Help  <ENTER> Connect  <TAB> Switch tab", cp(6))
        box(scr, 1, 54, 16, wd - 56, " Recent connections ", cp(6), rounded=True)
        put(scr, 2, 56, "sftp://ops@relay:22", 0)
        if st["quit"]:
            pw, ph = 30, 5
            px, py = (wd - pw) // 2, 8
            box(scr, py, px, ph, pw, " Quit termscp? ", cp(2), rounded=True, clear=True)
            put(scr, py + 2, px + 8, " Yes ", cp(9) if st["yes"] else 0)
            put(scr, py + 2, px + 17, " No ", cp(9) if not st["yes"] else 0)
            curses.curs_set(0)
        else:
            curses.curs_set(1)
            val = FIELDS[st["focus"]][1]
            scr.move(5 + st["focus"] * 3, 4 + len(val))

    def key(c):
        if st["quit"]:
            if c in (curses.KEY_LEFT, curses.KEY_RIGHT, 9):
                st["yes"] = not st["yes"]
            elif c in (10, 13):
                if st["yes"]:
                    return False
                st["quit"] = False
            elif c == 27:
                st["quit"] = False
            return
        if c == curses.KEY_DOWN:
            st["focus"] = min(st["focus"] + 1, len(FIELDS) - 1)
        elif c == curses.KEY_UP:
            st["focus"] = max(st["focus"] - 1, 0)
        elif c == 27:
            st["quit"], st["yes"] = True, True

    loop(scr, draw, key)


PROGRAMS = {"kubetui": kubetui, "ducker": ducker, "gh-dash": ghdash, "rainfrog": rainfrog,
            "lazyjournal": lazyjournal, "trippy": trippy, "termscp": termscp}


def main():
    which = sys.argv[1]
    if which not in PROGRAMS:
        sys.exit("unknown: " + which)
    curses.wrapper(PROGRAMS[which])


if __name__ == "__main__":
    try:
        main()
    except KeyboardInterrupt:
        pass
