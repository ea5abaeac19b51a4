#!/usr/bin/env python3
"""The ninetythird set's programs: each draws, with curses, what a
full-screen program that cannot run here draws at one of its moments.

    ninetythird_demo.py PROGRAM [MOMENT]
"""
import curses
import sys

PROG = sys.argv[1] if len(sys.argv) > 1 else ""
MOMENT = sys.argv[2] if len(sys.argv) > 2 else ""


def put(w, y, x, s, a=0):
    h, wd = w.getmaxyx()
    if 0 <= y < h and x < wd:
        try:
            w.addstr(y, x, s[: max(0, wd - x - (1 if y == h - 1 else 0))], a)
        except curses.error:
            pass


def box(w, y, x, h, wd, title="", a=0, rounded=False):
    tl, tr, bl, br = ("╭", "╮", "╰", "╯") if rounded else ("┌", "┐", "└", "┘")
    put(w, y, x, tl + "─" * (wd - 2) + tr, a)
    for i in range(1, h - 1):
        put(w, y + i, x, "│", a)
        put(w, y + i, x + wd - 1, "│", a)
    put(w, y + h - 1, x, bl + "─" * (wd - 2) + br, a)
    if title:
        put(w, y, x + 2, " " + title + " ", a | curses.A_BOLD)


def clear_area(w, y, x, h, wd, a=0):
    for i in range(h):
        put(w, y + i, x, " " * wd, a)


def colors():
    curses.start_color()
    curses.use_default_colors()
    for i, (fg, bg) in enumerate([
        (curses.COLOR_CYAN, -1), (curses.COLOR_GREEN, -1), (curses.COLOR_YELLOW, -1),
        (curses.COLOR_RED, -1), (curses.COLOR_BLACK, curses.COLOR_CYAN),
        (curses.COLOR_WHITE, curses.COLOR_BLUE), (curses.COLOR_BLACK, curses.COLOR_WHITE),
        (curses.COLOR_WHITE, curses.COLOR_RED), (curses.COLOR_MAGENTA, -1),
        (curses.COLOR_BLACK, curses.COLOR_YELLOW),
    ], start=1):
        curses.init_pair(i, fg, bg)


C = curses.color_pair
CYAN, GREEN, YELLOW, RED, SEL, BLUEBG, GREYBG, REDBG, MAG, YELBG = range(1, 11)


def loop(w, draw, keys):
    """Draws, then runs a key's action and draws again, until q."""
    while True:
        w.erase()
        cur = draw(w)
        if cur is None:
            curses.curs_set(0)
        else:
            curses.curs_set(1)
            w.move(*cur)
        w.refresh()
        k = w.get_wch()
        if k in ("q",) and "q" not in keys:
            return
        f = keys.get(k)
        if f:
            if f() == "quit":
                return


# kdash-like: a Kubernetes dashboard: context info on top, resource tabs,
# the pods of a namespace in a table with the selected row reversed.
def kdash(w):
    st = {"row": 0}
    pods = [("relay-sin-7d9f", "1/1", "Running", "0", "4d2h", "12m", "48Mi"),
            ("relay-fra-5c2b", "1/1", "Running", "1", "4d2h", "9m", "41Mi"),
            ("ledger-0", "2/2", "Running", "0", "11d", "31m", "212Mi"),
            ("ledger-1", "2/2", "Running", "0", "11d", "28m", "204Mi"),
            ("mirror-sync-28731", "0/1", "Completed", "0", "3h", "0m", "0Mi")]

    def draw(w):
        h, wd = w.getmaxyx()
        box(w, 0, 0, 6, 40, "Context Info (↑↓)", C(CYAN))
        put(w, 1, 2, "Context: ", C(YELLOW)); put(w, 1, 11, "relay-prod")
        put(w, 2, 2, "Cluster: ", C(YELLOW)); put(w, 2, 11, "relay-prod-eu")
        put(w, 3, 2, "User: ", C(YELLOW)); put(w, 3, 11, "ops-admin")
        put(w, 4, 2, "Namespace: ", C(YELLOW)); put(w, 4, 13, "relay")
        box(w, 0, 41, 6, wd - 41, "CLI Info", C(CYAN))
        put(w, 1, 43, "kubectl client: v1.29.2", C(GREEN))
        put(w, 2, 43, "kubectl server: v1.29.1", C(GREEN))
        put(w, 6, 1, " Active Context <A> ", C(SEL)); put(w, 6, 22, " All Contexts <C> "); put(w, 6, 41, " Utilization <U> ")
        box(w, 7, 0, h - 8, wd, "Pods (ns: relay) [5] | Containers <enter>", C(CYAN))
        put(w, 8, 2, "%-20s %-6s %-10s %-8s %-6s %-6s %-6s" % ("Namespace"[0:0] + "Name", "Ready", "Status", "Restarts", "Age", "CPU", "Mem"), C(YELLOW) | curses.A_BOLD)
        for i, p in enumerate(pods):
            a = C(SEL) if i == st["row"] else (C(GREEN) if p[2] == "Running" else 0)
            put(w, 9 + i, 2, "%-20s %-6s %-10s %-8s %-6s %-6s %-6s" % p, a)
        put(w, h - 1, 0, " <?> help | <q> quit | <tab> next tab | <d> describe | <y> yaml | <o> logs ", C(GREYBG))
        return None

    def down():
        st["row"] = min(st["row"] + 1, len(pods) - 1)

    loop(w, draw, {curses.KEY_DOWN: down, "j": down})


# bandwhich-like: a network utilization monitor: totals line, three tables
# in boxes (processes, connections, remote addresses); space pauses.
def bandwhich(w):
    st = {"paused": False}

    def draw(w):
        h, wd = w.getmaxyx()
        t = " Total Up / Down: 12.4KiB / 182.0KiB" + (" [PAUSED]" if st["paused"] else "")
        put(w, 0, 0, t, C(GREEN) | curses.A_BOLD)
        half = wd // 2
        box(w, 1, 0, 10, half, "Utilization by process name")
        put(w, 2, 2, "%-5s %-12s %-5s %s" % ("Pid", "Process", "Conns", "Up / Down"), curses.A_BOLD)
        for i, r in enumerate([("2211", "relayd", "4", "8.1K / 140.2K"), ("1874", "ledger", "2", "3.9K / 38.5K"), ("903", "mirror-sync", "1", "412B / 3.3K")]):
            put(w, 3 + i, 2, "%-5s %-12s %-5s %s" % r)
        box(w, 1, half, 10, wd - half, "Utilization by remote address")
        put(w, 2, half + 2, "%-14s %-5s %s" % ("Remote Address", "Conns", "Up / Down"), curses.A_BOLD)
        for i, r in enumerate([("relay-sin", "2", "5.2K / 98.0K"), ("10.20.0.14", "2", "3.9K / 38.5K"), ("mirror-fra", "1", "412B / 3.3K")]):
            put(w, 3 + i, half + 2, "%-14s %-5s %s" % r)
        box(w, 11, 0, h - 12, wd, "Utilization by connection")
        put(w, 12, 2, "%-49s %-12s %s" % ("Connection", "Process", "Up / Down"), curses.A_BOLD)
        for i, r in enumerate([("<eth0>:44512 => relay-sin.example.net:443 (tcp)", "relayd", "5.2K / 98.0K"),
                               ("<eth0>:5432 => 10.20.0.14:51812 (tcp)", "ledger", "3.9K / 38.5K"),
                               ("<eth0>:40022 => mirror-fra.example.net:873 (tcp)", "mirror-sync", "412B / 3.3K")]):
            put(w, 13 + i, 2, "%-49s %-12s %s" % r)
        put(w, h - 1, 0, " Press <SPACE> to pause. Use <TAB> to rearrange tables. (DEFAULT)", 0)
        return None

    def pause():
        st["paused"] = not st["paused"]

    loop(w, draw, {" ": pause})


# nvitop-like: a GPU process monitor: the nvidia-smi-like device table,
# bars, and a process list with the selected row in reverse.
def nvitop(w):
    st = {"row": 0}
    procs = [("0", "2211", "C", "ops", "3912MiB", "97", "4.2", "relayd --model fra"),
             ("0", "2350", "C", "ops", "1204MiB", "12", "1.1", "python3 train.py"),
             ("1", "1874", "C", "ledger", "612MiB", "0", "0.4", "ledger --gpu 1")]

    def draw(w):
        h, wd = w.getmaxyx()
        put(w, 0, 0, "Thu Nov 26 20:50:01 2026" + " " * 20 + "(Press h for help or q to quit)")
        put(w, 1, 0, "╒═════════════════════════════════════════════════════════════════════════════╕")
        put(w, 2, 0, "│ NVITOP 1.3.2      Driver Version: 550.54.14      CUDA Driver Version: 12.4 │")
        put(w, 3, 0, "├───────────────────────────────┬──────────────────────┬──────────────────────┤")
        put(w, 4, 0, "│ GPU  Name        Persistence-M│ Bus-Id        Disp.A │ Volatile Uncorr. ECC │")
        put(w, 5, 0, "│ Fan  Temp  Perf  Pwr:Usage/Cap│         Memory-Usage │ GPU-Util  Compute M. │")
        put(w, 6, 0, "╞═══════════════════════════════╪══════════════════════╪══════════════════════╡")
        put(w, 7, 0, "│   0  A100-SXM4-40GB      On   │ 00000000:07:00.0 Off │                    0 │")
        put(w, 8, 0, "│ N/A   41C    P0   212W / 400W │  5116MiB / 40960MiB  │     97%      Default │", C(GREEN))
        put(w, 9, 0, "├───────────────────────────────┼──────────────────────┼──────────────────────┤")
        put(w, 10, 0, "│   1  A100-SXM4-40GB      On   │ 00000000:0F:00.0 Off │                    0 │")
        put(w, 11, 0, "│ N/A   33C    P0    61W / 400W │   612MiB / 40960MiB  │      0%      Default │", C(GREEN))
        put(w, 12, 0, "╘═══════════════════════════════╧══════════════════════╧══════════════════════╛")
        put(w, 13, 0, "[ CPU: ████▊ 12.4%                 ]  ( Load Average:  1.21  0.98  0.87 )")
        put(w, 14, 0, "[ MEM: ███████▍ 21.3%              ]  [ SWP: ▏ 0.0%                    ]")
        put(w, 15, 0, "╒═════════════════════════════════════════════════════════════════════════════╕")
        put(w, 16, 0, "│ Processes:                                                     ops@relay-gpu │")
        put(w, 17, 0, "│ GPU     PID   USER  GPU-MEM %SM  %CPU  COMMAND                                 │", curses.A_BOLD)
        put(w, 18, 0, "╞═════════════════════════════════════════════════════════════════════════════╡")
        for i, p in enumerate(procs):
            line = "│ %3s %7s %s %6s %8s %3s %5s  %-36s│" % p
            put(w, 19 + i, 0, line, curses.A_REVERSE if i == st["row"] else 0)
        put(w, 22, 0, "╘═════════════════════════════════════════════════════════════════════════════╛")
        return None

    def down():
        st["row"] = min(st["row"] + 1, len(procs) - 1)

    loop(w, draw, {curses.KEY_DOWN: down})


# posting-like: an HTTP client: a collection tree on the left, the URL
# bar with its method, the request pane (tabs: Headers, Body…) and the
# response pane; ctrl+s asks for the request's name in a modal.
def posting(w):
    st = {"row": 0, "save": MOMENT == "save", "name": ""}
    reqs = ["GET  list relays", "POST create relay", "GET  relay status", "DEL  delete relay"]

    def draw(w):
        h, wd = w.getmaxyx()
        put(w, 0, 0, " Posting".ljust(wd), C(BLUEBG) | curses.A_BOLD)
        put(w, 0, wd - 18, "relay-api", C(BLUEBG))
        put(w, 2, 1, " GET ", C(SEL) | curses.A_BOLD)
        box(w, 1, 7, 3, wd - 16, "", C(CYAN))
        put(w, 2, 9, "https://api.example.net/v1/relays")
        put(w, 2, wd - 8, " Send ", C(GREEN) | curses.A_REVERSE)
        box(w, 4, 0, h - 6, 24, "Collection", C(CYAN), rounded=True)
        put(w, 5, 2, "▼ relays/")
        for i, r in enumerate(reqs):
            put(w, 6 + i, 4, r.ljust(18), C(SEL) if i == st["row"] else 0)
        box(w, 4, 24, 9, wd - 24, "Request", 0, rounded=True)
        put(w, 5, 26, " Headers ", curses.A_UNDERLINE | curses.A_BOLD); put(w, 5, 36, "Body  Query  Auth  Info  Scripts  Options")
        put(w, 6, 26, "Accept            application/json")
        put(w, 7, 26, "X-Relay-Region    fra")
        put(w, 9, 26, "Name  Value                                    Add header", C(YELLOW))
        box(w, 13, 24, h - 15, wd - 24, "Response 200 OK", 0, rounded=True)
        put(w, 14, 26, " Body ", curses.A_UNDERLINE | curses.A_BOLD); put(w, 14, 33, "Headers  Cookies  Scripts  Trace")
        body = ['[', '  {"name": "relay-sin", "region": "sin", "up": true},', '  {"name": "relay-fra", "region": "fra", "up": true}', ']']
        for i, b in enumerate(body):
            put(w, 15 + i, 26, "%2d  " % (i + 1) + b)
        put(w, h - 1, 0, " ^j Send  ^t Method  ^s Save  ^n New  ^p Commands  ^o Jump  f1 Help".ljust(wd - 1), C(GREYBG))
        if st["save"]:
            y, x, mh, mw = 6, 14, 10, 52
            clear_area(w, y, x, mh, mw, C(BLUEBG))
            box(w, y, x, mh, mw, "Save new request", C(BLUEBG), rounded=True)
            put(w, y + 2, x + 2, "Title", C(BLUEBG) | curses.A_BOLD)
            put(w, y + 3, x + 2, (st["name"] or "").ljust(mw - 4), C(GREYBG))
            put(w, y + 4, x + 2, "File name                        .posting.yaml", C(BLUEBG))
            put(w, y + 5, x + 2, "Directory  relays", C(BLUEBG))
            put(w, y + 7, x + 2, " Save ", C(SEL) | curses.A_BOLD)
            put(w, y + 8, x + 2, "esc to dismiss", C(BLUEBG))
            return (y + 3, x + 2 + len(st["name"]))
        return None

    def down():
        st["row"] = min(st["row"] + 1, len(reqs) - 1)

    def save():
        st["save"] = True

    loop(w, draw, {curses.KEY_DOWN: down, "\x13": save})


# gomuks-like: a Matrix chat client: its login form first, then a room
# list beside the messages of a room and the input line at the foot.
def gomuks(w):
    st = {"login": MOMENT == "login", "room": 1, "field": 0}
    rooms = ["#ops:example.net", "#relay:example.net", "#releases:example.net", "alice"]

    def draw(w):
        h, wd = w.getmaxyx()
        if st["login"]:
            y, x = 6, 14
            box(w, y, x, 12, 50, "Log in to Matrix", 0)
            labels = ["Homeserver", "Username", "Password"]
            vals = ["https://matrix.example.net", "", ""]
            for i, l in enumerate(labels):
                put(w, y + 2 + 2 * i, x + 2, l)
                put(w, y + 2 + 2 * i, x + 14, vals[i].ljust(32), C(BLUEBG))
            put(w, y + 9, x + 14, "[ Login ]", C(SEL)); put(w, y + 9, x + 28, "[ Quit ]")
            return (y + 4, x + 14)
        put(w, 0, 0, " " * wd, C(BLUEBG))
        put(w, 0, 1, "gomuks — @ops:example.net", C(BLUEBG) | curses.A_BOLD)
        for i in range(1, h - 1):
            put(w, i, 24, "│")
        put(w, 1, 1, "Rooms", curses.A_BOLD)
        for i, r in enumerate(rooms):
            put(w, 2 + i, 1, r.ljust(22), C(SEL) if i == st["room"] else 0)
        put(w, 1, 26, rooms[st["room"]] + " — relay fleet status", curses.A_BOLD)
        put(w, 2, 25, "─" * (wd - 25))
        msgs = [("20:41", "alice", "relay-sin is back after the restart"), ("20:42", "bob", "fra still shows 3% loss"),
                ("20:44", "alice", "I'll rotate the keys tonight"), ("20:45", "ops", "ok, tagging release-7 after that")]
        for i, (t, u, m) in enumerate(msgs):
            put(w, 3 + i, 26, t, C(CYAN)); put(w, 3 + i, 32, "%8s" % u, C(MAG) | curses.A_BOLD); put(w, 3 + i, 41, " " + m)
        put(w, h - 2, 25, "─" * (wd - 25))
        put(w, h - 1, 26, "Send a message...", curses.A_DIM)
        return (h - 1, 26)

    def down():
        st["room"] = min(st["room"] + 1, len(rooms) - 1)

    loop(w, draw, {curses.KEY_DOWN: down})


# yazi-like: a three-column file manager: parent, current, preview;
# r renames in a popup, d asks whether to trash, O picks what to open with.
def yazi(w):
    files = ["docs", "src", "CHANGELOG.md", "install.md", "notes.txt", "relay.toml"]
    st = {"row": 3, "pop": {"rename": "rename", "delete": "delete", "open": "open"}.get(MOMENT, ""), "sel": 0, "name": "install.md"}

    def draw(w):
        h, wd = w.getmaxyx()
        put(w, 0, 0, "~/relay/", C(CYAN) | curses.A_BOLD)
        put(w, 0, wd - 12, " 1 ", C(SEL))
        a, b = wd // 8, wd // 2
        for i, p in enumerate(["bin", "relay", "srv"]):
            put(w, 1 + i, 0, (" " + p).ljust(a - 1), C(GREYBG) if p == "relay" else C(CYAN))
        for i in range(1, h - 1):
            put(w, i, a - 1, "│"); put(w, i, b, "│")
        for i, f in enumerate(files):
            col = C(CYAN) | curses.A_BOLD if i < 2 else 0
            name = (" " + ("" if i >= 2 else "") + " " + f).ljust(b - a)
            put(w, 1 + i, a, name, curses.A_REVERSE if i == st["row"] else col)
        prev = ["# Installing the relay", "", "Copy relay.toml to /etc/relay/ and", "run `relayd --config /etc/relay/relay.toml`."]
        for i, l in enumerate(prev):
            put(w, 1 + i, b + 2, l)
        put(w, h - 1, 0, " NOR ", C(SEL) | curses.A_BOLD)
        put(w, h - 1, 6, " 1.2K  -rw-r--r--  2026-11-26 20:40", 0)
        put(w, h - 1, wd - 12, "%d/%d   Top" % (st["row"] + 1, len(files)))
        pop = st["pop"]
        if pop == "rename":
            y, x = 1 + st["row"] + 1, a
            box(w, y, x, 3, 40, "Rename:", C(CYAN), rounded=True)
            put(w, y + 1, x + 1, st["name"].ljust(38))
            return (y + 1, x + 1 + len(st["name"]))
        if pop == "delete":
            y, x = 7, wd // 2 - 25
            clear_area(w, y, x, 7, 50)
            box(w, y, x, 7, 50, "Trash 1 selected file?", C(YELLOW), rounded=True)
            put(w, y + 2, x + 3, "/root/relay/install.md")
            put(w, y + 5, x + 2, "  [Y]es  ".center(22), curses.A_REVERSE); put(w, y + 5, x + 26, "(N)o".center(22))
            return None
        if pop == "open":
            y, x = 7, wd // 2 - 20
            opts = ["nvim", "less", "xdg-open"]
            clear_area(w, y, x, len(opts) + 2, 40)
            box(w, y, x, len(opts) + 2, 40, "Open with:", C(CYAN), rounded=True)
            for i, o in enumerate(opts):
                put(w, y + 1 + i, x + 1, (" " + o).ljust(38), C(SEL) if i == st["sel"] else 0)
            return None
        return None

    def down():
        if st["pop"] == "open":
            st["sel"] = min(st["sel"] + 1, 2)
        else:
            st["row"] = min(st["row"] + 1, len(files) - 1)

    def rename():
        st["pop"] = "rename"

    def delete():
        st["pop"] = "delete"

    def openwith():
        st["pop"] = "open"

    loop(w, draw, {curses.KEY_DOWN: down, "j": down, "r": rename, "d": delete, "O": openwith})


# taskwarrior-tui-like: a task report table, the selected task's details
# below, and "a" to add a task in a field at the foot; "x" asks to delete.
def twtui(w):
    tasks = [("1", "4d", "", "relay", "H", "Rotate the relay keys", "9.8"),
             ("2", "2d", "2026-11-30", "ledger", "M", "Compact the ledger snapshots", "6.1"),
             ("3", "1d", "", "mirror", "", "Add the nrt mirror", "2.0"),
             ("4", "5h", "", "", "L", "Write the release notes", "1.4")]
    st = {"row": 0, "mode": {"add": "add", "delete": "delete"}.get(MOMENT, ""), "text": ""}

    def draw(w):
        h, wd = w.getmaxyx()
        put(w, 0, 0, " Tasks ", C(SEL) | curses.A_BOLD); put(w, 0, 8, "Projects  Calendar", 0)
        put(w, 0, wd - 20, "[1/4]  Context: none")
        put(w, 1, 0, "%-3s %-4s %-11s %-8s %-2s %-34s %s" % ("ID", "Age", "Due", "Project", "P", "Description", "Urg"), curses.A_UNDERLINE | curses.A_BOLD)
        for i, t in enumerate(tasks):
            put(w, 2 + i, 0, ("%-3s %-4s %-11s %-8s %-2s %-34s %s" % t).ljust(wd), curses.A_REVERSE | curses.A_BOLD if i == st["row"] else 0)
        box(w, 8, 0, h - 11, wd, "Task %s" % tasks[st["row"]][0])
        det = [("Name", "Value"), ("ID", tasks[st["row"]][0]), ("Description", tasks[st["row"]][5]), ("Status", "Pending"), ("Project", tasks[st["row"]][3]), ("Urgency", tasks[st["row"]][6])]
        for i, (k, v) in enumerate(det):
            put(w, 9 + i, 2, "%-14s %s" % (k, v), curses.A_BOLD if i == 0 else 0)
        if st["mode"] == "add":
            box(w, h - 3, 0, 3, wd, "Add Task", C(YELLOW))
            put(w, h - 2, 1, st["text"])
            return (h - 2, 1 + len(st["text"]))
        box(w, h - 3, 0, 3, wd, "Filter Tasks")
        put(w, h - 2, 1, "status:pending -private")
        if st["mode"] == "delete":
            y, x = 8, wd // 2 - 25
            clear_area(w, y, x, 5, 50)
            box(w, y, x, 5, 50, "Delete", C(RED))
            put(w, y + 2, x + 2, "Delete task 1 'Rotate the relay keys'? (y/n)")
            return None
        return None

    def down():
        st["row"] = min(st["row"] + 1, len(tasks) - 1)

    loop(w, draw, {curses.KEY_DOWN: down, "j": down})


# nmtui-like: NetworkManager's text UI on a blue background: its menu,
# the connection list with its buttons, a delete confirm, a Wi-Fi
# password dialog.
def nmtui(w):
    st = {"screen": {"list": "list", "delete": "delete", "password": "password"}.get(MOMENT, "menu"), "row": 0}
    menu = ["Edit a connection", "Activate a connection", "Set system hostname", "Radio", "", "Quit"]

    def bg(w):
        h, wd = w.getmaxyx()
        for i in range(h):
            put(w, i, 0, " " * wd, C(BLUEBG))

    def draw(w):
        h, wd = w.getmaxyx()
        bg(w)
        s = st["screen"]
        if s == "menu":
            y, x = 5, 24
            clear_area(w, y, x, 13, 32, C(GREYBG))
            box(w, y, x, 13, 32, "", C(GREYBG))
            put(w, y + 0, x + 11, " NetworkManager TUI "[0:0], C(GREYBG))
            put(w, y + 1, x + 4, "NetworkManager TUI", C(GREYBG) | curses.A_BOLD)
            put(w, y + 3, x + 4, "Please select an option", C(GREYBG))
            r = 0
            for i, m in enumerate(menu):
                if not m:
                    continue
                a = C(REDBG) if i == st["row"] else C(GREYBG)
                put(w, y + 5 + i, x + 4, m.ljust(22) if i == st["row"] else m, a)
            put(w, y + 11, x + 22, "<OK>", C(GREYBG))
            return None
        y, x = 2, 8
        clear_area(w, y, x, 19, 64, C(GREYBG))
        box(w, y, x, 19, 64, "", C(GREYBG))
        conns = [("Ethernet", None), ("  Wired connection 1", 1), ("Wi-Fi", None), ("  relay-5g", 3), ("  relay-guest", 4), ("Bridge", None), ("  br-relay", 6)]
        for i, (n, idx) in enumerate(conns):
            a = C(REDBG) if idx is not None and idx == [1, 3, 4, 6][st["row"]] else C(GREYBG)
            put(w, y + 1 + i, x + 2, n.ljust(40) if a == C(REDBG) else n, a)
        put(w, y + 1, x + 46, "<Add>", C(GREYBG)); put(w, y + 3, x + 46, "<Edit...>", C(GREYBG))
        put(w, y + 5, x + 46, "<Delete>", C(GREYBG)); put(w, y + 17, x + 46, "<Back>", C(GREYBG))
        if s == "delete":
            dy, dx = 8, 14
            clear_area(w, dy, dx, 7, 52, C(GREYBG))
            box(w, dy, dx, 7, 52, "", C(GREYBG))
            put(w, dy + 1, dx + 2, "Are you sure you want to delete the connection", C(GREYBG))
            put(w, dy + 2, dx + 2, "'Wired connection 1'?", C(GREYBG))
            put(w, dy + 5, dx + 24, "<Cancel>", C(REDBG)); put(w, dy + 5, dx + 38, "<Delete>", C(GREYBG))
            return None
        if s == "password":
            dy, dx = 6, 10
            clear_area(w, dy, dx, 11, 60, C(GREYBG))
            box(w, dy, dx, 11, 60, "", C(GREYBG))
            put(w, dy + 1, dx + 2, "Authentication required by wireless network", C(GREYBG) | curses.A_BOLD)
            put(w, dy + 3, dx + 2, "Passwords or encryption keys are required to access", C(GREYBG))
            put(w, dy + 4, dx + 2, "the wireless network 'relay-5g'.", C(GREYBG))
            put(w, dy + 6, dx + 2, "Password", C(GREYBG)); put(w, dy + 6, dx + 12, " " * 40, C(BLUEBG))
            put(w, dy + 9, dx + 36, "<Cancel>", C(GREYBG)); put(w, dy + 9, dx + 50, "<OK>", C(GREYBG))
            return (dy + 6, dx + 12)
        return None

    def down():
        if st["screen"] == "menu":
            st["row"] = {0: 1, 1: 2, 2: 3, 3: 5}.get(st["row"], st["row"])
        else:
            st["row"] = min(st["row"] + 1, 3)

    loop(w, draw, {curses.KEY_DOWN: down})


PROGRAMS = {"kdash-like": kdash, "bandwhich-like": bandwhich, "nvitop-like": nvitop, "posting-like": posting,
            "gomuks-like": gomuks, "yazi-like": yazi, "taskwarrior-tui-like": twtui, "nmtui-like": nmtui}


def main(w):
    colors()
    curses.raw()
    w.keypad(True)
    PROGRAMS[PROG](w)


if __name__ == "__main__":
    if PROG not in PROGRAMS:
        sys.exit("usage: ninetythird_demo.py {%s} [moment]" % ",".join(PROGRAMS))
    curses.wrapper(main)
