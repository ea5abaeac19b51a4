"""One full-screen dashboard or manager imitated, named by the first
argument: a fixture of agentty's threehundredthirtysecond set, whose
screens were never used to tune the mode classifier. Each draws what the
program draws (its words, layout, panes, colours, reverse video, cursor)
and the prompts it opens over its screen: a cluster node's dashboard of
the tview toolkit (its summary, its monitor, its network config form and
the dropdowns of that form), a container manager of the Bubble Tea
toolkit (its containers, its filter line, its help, a delete question,
a form to run an image), a database server's thread monitor that clears
the screen and asks on the line under its list with the terminal cooked
(kill, user, database, delay, paused), and a network traffic monitor of
curses (its flows, a host's flows, a filter expression, a search string,
its help). Runs with Debian's python3 and its standard library only."""

import curses
import os
import select
import sys
import termios
import time
import tty

os.environ.setdefault("ESCDELAY", "25")

ENTER = (10, 13, curses.KEY_ENTER)
ESC = 27
TAB = 9
BACKSPACE = (8, 127, curses.KEY_BACKSPACE)

(DEF, YEL, WB, BLU, GRN, RED, CYN, MAG, BW, DIM, WM, BY) = range(1, 13)


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
    curses.init_pair(YEL, c.COLOR_YELLOW, bg)
    curses.init_pair(WB, c.COLOR_WHITE, c.COLOR_BLUE)
    curses.init_pair(BLU, c.COLOR_BLUE, bg)
    curses.init_pair(GRN, c.COLOR_GREEN, bg)
    curses.init_pair(RED, c.COLOR_RED, bg)
    curses.init_pair(CYN, c.COLOR_CYAN, bg)
    curses.init_pair(MAG, c.COLOR_MAGENTA, bg)
    curses.init_pair(BW, c.COLOR_BLACK, c.COLOR_WHITE)
    curses.init_pair(DIM, 8 if curses.COLORS > 8 else c.COLOR_WHITE, bg)
    curses.init_pair(WM, c.COLOR_WHITE, c.COLOR_MAGENTA)
    curses.init_pair(BY, c.COLOR_BLACK, c.COLOR_YELLOW)


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


def box(scr, y, x, h, w, attr, title="", rounded=False):
    tl, tr, bl, br = ("╭", "╮", "╰", "╯") if rounded else ("┌", "┐", "└", "┘")
    put(scr, y, x, tl + "─" * (w - 2) + tr, attr)
    for r in range(1, h - 1):
        put(scr, y + r, x, "│", attr)
        put(scr, y + r, x + 1, " " * (w - 2))
        put(scr, y + r, x + w - 1, "│", attr)
    put(scr, y + h - 1, x, bl + "─" * (w - 2) + br, attr)
    if title:
        put(scr, y, x + (w - len(title) - 2) // 2, " " + title + " ", attr)


def cursor(on):
    try:
        curses.curs_set(1 if on else 0)
    except curses.error:
        pass


def edit(buf, k, limit=40):
    if k in BACKSPACE:
        return buf[:-1]
    if 32 <= k < 127 and len(buf) < limit:
        return buf + chr(k)
    return buf


# ------------------------------------------ talosctl dashboard (tview)

NODE_LOGS = [
    "192.168.1.41: user: warning: [2026-11-29T06:02:11.482Z]: [talos] service[kubelet](Running): Health check successful",
    "192.168.1.41: user: warning: [2026-11-29T06:02:14.090Z]: [talos] controller runtime: etcd member healthy",
    "192.168.1.41: user: warning: [2026-11-29T06:02:20.913Z]: [talos] task startAllServices (1/1): done, 3.12s",
    "192.168.1.41: kern:    info: [2026-11-29T06:02:31.207Z]: eth0: Link is Up - 1Gbps/Full - flow control rx/tx",
    "192.168.1.41: user: warning: [2026-11-29T06:03:02.551Z]: [talos] machine is running and ready",
]

PROCS = [
    (1, "S", 14, "0:41", "1.3 GB", "98 MB", "/sbin/init"),
    (1734, "S", 48, "6:12", "11 GB", "312 MB", "kube-apiserver"),
    (1650, "S", 22, "3:55", "11 GB", "141 MB", "etcd"),
    (1211, "S", 31, "2:40", "2.1 GB", "96 MB", "/usr/local/bin/kubelet"),
    (1802, "S", 12, "1:02", "1.4 GB", "61 MB", "kube-controller-manager"),
    (1799, "S", 10, "0:21", "1.3 GB", "38 MB", "kube-scheduler"),
    (1104, "S", 18, "0:58", "1.9 GB", "52 MB", "/bin/containerd"),
    (2240, "S", 9, "0:13", "1.2 GB", "33 MB", "/usr/local/bin/flanneld"),
    (2301, "S", 8, "0:07", "1.2 GB", "29 MB", "/usr/local/bin/kube-proxy"),
]


def talos(scr):
    screen, field, dropped, at = "summary", 0, False, 0
    values = {"Hostname": "", "DNS Servers": "", "Time Servers": ""}
    choice = {"Interface": 0, "Mode": 0}
    lists = {"Interface": ["eth0", "eth1", "bond0"], "Mode": ["DHCP", "Static"]}
    fields = ["Hostname", "DNS Servers", "Time Servers", "Interface", "Mode", "Save"]
    tick = 0
    scr.timeout(2000)
    while True:
        scr.erase()
        put(scr, 0, 0, "talos-cp-1", cp(YEL) | curses.A_BOLD)
        put(scr, 0, 11, "(v1.7.4): uptime 3h12m41s, 4x2.90GHz, 7.8 GiB RAM, PROCS 182,")
        put(scr, 1, 0, "CPU 6.1%, RAM 21.4%")
        if screen == "summary":
            rows = [("UUID", "4c4c4544-0047-3010-8052-b4c04f"), ("CLUSTER", "homelab"), ("STAGE", "Running"),
                    ("READY", "True"), ("TYPE", "controlplane"), ("MEMBERS", "3"), ("KUBERNETES", "v1.30.1"),
                    ("KUBELET", "√ Healthy"), ("APISERVER", "√ Healthy"), ("CONTROLLER-MANAGER", "√ Healthy"),
                    ("SCHEDULER", "√ Healthy")]
            box(scr, 2, 0, 13, 46, cp(DEF))
            for i, (k, v) in enumerate(rows):
                put(scr, 3 + i, 2, k, cp(YEL))
                put(scr, 3 + i, 22, v, cp(GRN) if v.startswith("√") or v in ("Running", "True") else cp(DEF))
            box(scr, 2, 46, 13, 34, cp(DEF))
            net = [("HOST", "talos-cp-1"), ("IP", "192.168.1.41/24"), ("GW", "192.168.1.1"), ("CONNECTIVITY", "√ OK"),
                   ("DNS", "192.168.1.1"), ("NTP", "pool.ntp.org")]
            for i, (k, v) in enumerate(net):
                put(scr, 3 + i, 48, k, cp(YEL))
                put(scr, 3 + i, 62, v, cp(GRN) if v.startswith("√") else cp(DEF))
            box(scr, 15, 0, 8, 80, cp(DEF), "Logs")
            for i, l in enumerate(NODE_LOGS):
                put(scr, 16 + i, 1, l[:78], cp(DIM))
        elif screen == "monitor":
            box(scr, 2, 0, 7, 40, cp(DEF), "CPU")
            box(scr, 2, 40, 7, 40, cp(DEF), "Memory")
            spark = "⣀⣀⣠⣤⣀⣀⣀⣠⣴⣶⣤⣀⣀⣀⣀⣠⣤⣀⣀⣀⣀⣀⣠⣤⣶⣤⣀⣀⣀⣀⣀⣀⣠⣤⣀⣀"
            put(scr, 6, 2, spark, cp(GRN))
            put(scr, 3, 2, "User: 4.2%  System: 1.9%", cp(DEF))
            put(scr, 3, 42, "Used: 1.7 GiB / 7.8 GiB", cp(DEF))
            put(scr, 6, 42, "⣿" * 8 + "⣀" * 28, cp(CYN))
            box(scr, 9, 0, 14, 80, cp(DEF), "Processes")
            put(scr, 10, 2, "PID      STATE  THREADS  CPU-TIME  VIRTMEM  RESMEM   COMMAND", cp(YEL) | curses.A_BOLD)
            for i, p in enumerate(PROCS):
                put(scr, 11 + i, 2, "%-8d %-6s %-8d %-9s %-8s %-8s %s" % p, cp(BW) if i == 0 else cp(DEF))
        else:
            box(scr, 2, 0, 21, 44, cp(DEF), "Network Config")
            y = 4
            cur, drop = None, None
            for i, f in enumerate(fields[:5]):
                lab = f + ":"
                put(scr, y, 2, lab, cp(YEL) | (curses.A_BOLD if i == field else 0))
                if f in values:
                    put(scr, y, 16, values[f].ljust(24), cp(WB))
                    if i == field:
                        cur = (y, 16 + len(values[f]))
                else:
                    v = lists[f][choice[f]]
                    put(scr, y, 16, v.ljust(10), cp(WB) if i != field else cp(BW))
                    if i == field and dropped:
                        drop = (y + 1, lists[f])
                y += 2
            if dropped:
                for j, o in enumerate(drop[1]):
                    put(scr, drop[0] + j, 16, o.ljust(10), cp(BW) if j == at else cp(WB))
            put(scr, 20, 2, " Save ", cp(BW) if field == 5 else cp(WB))
            box(scr, 2, 44, 21, 36, cp(DEF), "Current Config")
            yaml = ["addresses:", "  - address: 192.168.1.41/24", "    linkName: eth0", "    family: inet4",
                    "    scope: global", "    flags: permanent", "    layer: platform", "links:",
                    "  - name: eth0", "    logical: false", "    up: true", "    mtu: 0", "    kind: \"\"",
                    "    type: ether", "    layer: platform", "hostnames:", "  - hostname: talos-cp-1"]
            for i, l in enumerate(yaml):
                put(scr, 3 + i, 46, l, cp(DEF))
        tabs = [("F1", "Summary"), ("F2", "Monitor"), ("F3", "Network Config")]
        x = 0
        put(scr, 23, 0, "[talos-cp-1]", cp(YEL))
        x = 14
        for k, name in tabs:
            s = "%s: %s" % (k, name)
            on = (screen == "summary" and k == "F1") or (screen == "monitor" and k == "F2") or (screen == "network" and k == "F3")
            t = ("[" + s + "]") if on else s
            put(scr, 23, x, "--- ", cp(DIM))
            put(scr, 23, x + 4, t, (cp(YEL) | curses.A_BOLD) if on else cp(DEF))
            x += 5 + len(t)
        if screen == "network" and cur and not dropped:
            cursor(True)
            scr.move(*cur)
        else:
            cursor(False)
        scr.refresh()
        k = scr.getch()
        if k == -1:
            tick += 1
            continue
        if k == curses.KEY_F1:
            screen = "summary"
        elif k == curses.KEY_F2:
            screen = "monitor"
        elif k == curses.KEY_F3:
            screen, field, dropped = "network", 0, False
        elif screen == "network":
            f = fields[field]
            if dropped:
                if k == curses.KEY_DOWN:
                    at = min(at + 1, len(lists[f]) - 1)
                elif k == curses.KEY_UP:
                    at = max(at - 1, 0)
                elif k in ENTER:
                    choice[f], dropped = at, False
                elif k == ESC:
                    dropped = False
            elif k == TAB or k == curses.KEY_DOWN:
                field = (field + 1) % len(fields)
            elif k == curses.KEY_BTAB or k == curses.KEY_UP:
                field = (field - 1) % len(fields)
            elif f in values:
                values[f] = edit(values[f], k, 24)
            elif f in lists and k in ENTER:
                dropped, at = True, choice[f]


# ------------------------------------------ goManageDocker (Bubble Tea)

CONTAINERS = [
    ("web-1", "nginx:1.25", "Up 2 hours", "3f2a9c1d7b04", "0.0.0.0:8080->80/tcp"),
    ("api-1", "shop-api:latest", "Up 2 hours", "91c0e6ab24f3", "0.0.0.0:3000->3000/tcp"),
    ("db-1", "postgres:16", "Up 2 hours", "c7d1502e8a9b", "5432/tcp"),
    ("cache-1", "redis:7-alpine", "Exited (0) 3 days ago", "0ab4f7d2e6c1", ""),
]
IMAGES = [
    ("nginx:1.25", "a8758716bb6a", "187 MB"),
    ("postgres:16", "d3c05d2b6a2e", "432 MB"),
    ("shop-api:latest", "5e1f0a77c2d9", "96 MB"),
    ("redis:7-alpine", "1f2d4e6b8a0c", "41 MB"),
]


def managedocker(scr):
    tab, sel, state = 1, 0, "list"
    filt = ""
    form = ["", "", ""]
    ff = 0
    cursor(False)
    while True:
        scr.erase()
        x = 2
        for i, t in enumerate(["Images", "Containers", "Volumes"]):
            put(scr, 1, x, " " + t + " ", (cp(WM) | curses.A_BOLD) if i == tab else cp(DIM))
            x += len(t) + 4
        items = CONTAINERS if tab == 1 else IMAGES
        title = ["Images", "Containers", "Volumes"][tab]
        shown = [it for it in items if filt in it[0]] if state in ("filter", "filtered") else items
        if state == "filter":
            put(scr, 3, 2, "Filter: ", cp(MAG))
            put(scr, 3, 10, filt)
            fcur = (3, 10 + len(filt))
        else:
            put(scr, 3, 2, " " + title + " ", cp(BY) | curses.A_BOLD)
        put(scr, 5, 2, "%d items" % len(shown), cp(DIM))
        for i, it in enumerate(shown[: 3 if state == "help" else 5]):
            y = 7 + i * 3
            on = i == sel
            if on:
                put(scr, y, 2, "│", cp(MAG))
                put(scr, y + 1, 2, "│", cp(MAG))
            put(scr, y, 4, it[0], (cp(MAG) | curses.A_BOLD) if on else cp(DEF))
            desc = ("%s  %s" % (it[2], it[3][:12])) if tab == 1 else ("%s  %s" % (it[1], it[2]))
            put(scr, y + 1, 4, desc, cp(MAG) if on else cp(DIM))
        if shown:
            it = shown[min(sel, len(shown) - 1)]
            box(scr, 3, 40, 12, 38, cp(MAG), rounded=True)
            if tab == 1:
                info = [("Name", it[0]), ("ID", it[3]), ("Image", it[1]), ("Status", it[2]), ("Ports", it[4] or "-")]
            else:
                info = [("Name", it[0]), ("ID", it[1]), ("Size", it[2]), ("Created", "2 weeks ago")]
            for i, (k, v) in enumerate(info):
                put(scr, 5 + i * 2, 42, k + ":", cp(YEL) | curses.A_BOLD)
                put(scr, 5 + i * 2, 52, v[:25])
        if state == "help":
            help_rows = [
                ("↑/k", "up", "t", "toggle start/stop", "/", "filter"),
                ("↓/j", "down", "p", "toggle pause", "esc", "clear filter"),
                ("←/h", "prev tab", "d", "delete", "q", "quit"),
                ("→/l", "next tab", "D", "force delete", "?", "close help"),
                ("g/home", "go to start", "x", "exec", "", ""),
                ("G/end", "go to end", "c", "copy ID", "", ""),
            ]
            for i, r in enumerate(help_rows):
                y = 17 + i
                put(scr, y, 2, r[0], cp(DIM) | curses.A_BOLD)
                put(scr, y, 10, r[1], cp(DIM))
                put(scr, y, 26, r[2], cp(DIM) | curses.A_BOLD)
                put(scr, y, 29, r[3], cp(DIM))
                put(scr, y, 52, r[4], cp(DIM) | curses.A_BOLD)
                put(scr, y, 57, r[5], cp(DIM))
        elif state == "filter":
            put(scr, 22, 2, "enter apply filter • esc cancel", cp(DIM))
        else:
            put(scr, 22, 2, "↑/k up • ↓/j down • / filter • q quit • ? more", cp(DIM))
        if state == "delete":
            it = items[sel]
            box(scr, 8, 18, 8, 46, cp(MAG), rounded=True)
            put(scr, 10, 21, "Delete container %s?" % it[0], curses.A_BOLD)
            put(scr, 11, 21, "This will remove it and its logs.", cp(DIM))
            put(scr, 13, 28, "  Yes  ", cp(DIM))
            put(scr, 13, 40, "  No  ", cp(WM) | curses.A_BOLD)
        if state == "run":
            box(scr, 6, 14, 13, 52, cp(MAG), "Run image " + IMAGES[sel][0], rounded=True)
            labels = ["Port mappings", "Name", "Environment variables"]
            fc = None
            for i, lab in enumerate(labels):
                y = 8 + i * 3
                put(scr, y, 17, lab, (cp(MAG) | curses.A_BOLD) if i == ff else cp(DEF))
                put(scr, y + 1, 17, ("> " if i == ff else "  ") + form[i], cp(DEF))
                if i == ff:
                    fc = (y + 1, 19 + len(form[i]))
            put(scr, 17, 17, "tab next • enter submit • esc cancel", cp(DIM))
        if state == "filter":
            cursor(True)
            scr.move(*fcur)
        elif state == "run":
            cursor(True)
            scr.move(*fc)
        else:
            cursor(False)
        scr.refresh()
        k = scr.getch()
        if state == "filter":
            if k in ENTER:
                state = "filtered"
            elif k == ESC:
                state, filt = "list", ""
            else:
                filt = edit(filt, k, 30)
            sel = 0
        elif state == "delete":
            if k in (ord("n"), ord("N"), ESC) or k in ENTER:
                state = "list"
            elif k in (ord("y"), ord("Y")):
                state = "list"
        elif state == "run":
            if k == TAB:
                ff = (ff + 1) % 3
            elif k == ESC or k in ENTER:
                state = "list"
            else:
                form[ff] = edit(form[ff], k, 40)
        elif state == "help":
            if k in (ord("?"), ESC):
                state = "list"
        else:
            if k in (ord("q"),):
                return
            if k in (curses.KEY_DOWN, ord("j")):
                sel = min(sel + 1, len(items) - 1)
            elif k in (curses.KEY_UP, ord("k")):
                sel = max(sel - 1, 0)
            elif k in (curses.KEY_RIGHT, ord("l"), TAB):
                tab, sel = (tab + 1) % 3, 0
            elif k in (curses.KEY_LEFT, ord("h")):
                tab, sel = (tab - 1) % 3, 0
            elif k == ord("/"):
                state, filt = "filter", ""
            elif k == ESC:
                state, filt = "list", ""
            elif k == ord("?"):
                state = "help"
            elif k == ord("d") and tab == 1:
                state = "delete"
            elif k == ord("r") and tab == 0:
                state, form, ff = "run", ["", "", ""], 0


# ------------------------------------------ trafshow (curses)

FLOWS = [
    ("192.168.1.20", "151.101.2.132", "tcp", "https", 1482310, 12840),
    ("192.168.1.20", "140.82.121.4", "tcp", "https", 412877, 3310),
    ("192.168.1.31", "192.168.1.1", "udp", "domain", 88120, 640),
    ("192.168.1.20", "192.168.1.41", "tcp", "ssh", 61288, 420),
    ("192.168.1.31", "224.0.0.251", "udp", "mdns", 20840, 96),
    ("fe80::1c2a:5bff:fe01:7", "ff02::1", "icmp6", "", 3120, 12),
    ("192.168.1.44", "192.168.1.255", "udp", "netbios-dgm", 2290, 8),
]
HOST_FLOWS = [
    ("192.168.1.20,51422", "151.101.2.132,https", "tcp", 981220, 8420),
    ("192.168.1.20,51430", "151.101.2.132,https", "tcp", 401118, 3904),
    ("192.168.1.20,51436", "151.101.2.132,https", "tcp", 99972, 516),
]


def trafshow(scr):
    state, sel, drill = "flows", 0, False
    buf = ""
    tick = 0
    scr.timeout(2000)
    while True:
        scr.erase()
        hdr = "%-23s %-23s %-12s %9s %8s" % ("Source/80", "Destination/80", "Protocol", "Size", "CPS")
        put(scr, 0, 0, hdr.ljust(80), curses.A_REVERSE)
        rows = HOST_FLOWS if drill else FLOWS
        for i, r in enumerate(rows):
            if drill:
                s = "%-23s %-23s %-12s %9d %8d" % (r[0], r[1], r[2], r[3] + tick * 311, r[4])
            else:
                proto = r[2] + ("/" + r[3] if r[3] else "")
                s = "%-23s %-23s %-12s %9d %8d" % (r[0][:23], r[1], proto[:12], r[4] + tick * 173 * (7 - i), r[5])
            put(scr, 1 + i, 0, s.ljust(80), curses.A_REVERSE if (i == sel and state != "help") else 0)
        total = sum(r[4] for r in FLOWS) + tick * 4000
        status = "eth0 10Mbps  %d Flows  Total: %dK  CPS: 17K" % (len(rows), total // 1024)
        if drill:
            status = "eth0 192.168.1.20 -> 151.101.2.132  %d Flows" % len(rows)
        put(scr, 23, 0, status.ljust(60) + "(?) Help".rjust(19), curses.A_REVERSE)
        cur = None
        if state == "filter":
            put(scr, 22, 0, "Filter expression: " + buf)
            cur = (22, 19 + len(buf))
        elif state == "search":
            put(scr, 22, 0, "Search string: " + buf)
            cur = (22, 15 + len(buf))
        elif state == "help":
            lines = [
                "TrafShow v5.2.3 -- full screen visualization of network traffic",
                "",
                "  Up, Down, PgUp, PgDn  move the cursor bar",
                "  Enter                 show the flows of the selected line",
                "  Esc, Backspace        return to the previous page",
                "  f                     set the filter expression (tcpdump syntax)",
                "  /                     search for a string",
                "  r                     set the refresh time",
                "  p                     pause or continue the display",
                "  n                     toggle numeric/symbolic addresses",
                "  q                     quit",
                "",
                "        Press any key to return",
            ]
            box(scr, 4, 4, len(lines) + 2, 72, 0)
            for i, l in enumerate(lines):
                put(scr, 5 + i, 6, l, curses.A_BOLD if i == 0 else 0)
        if cur:
            cursor(True)
            scr.move(*cur)
        else:
            cursor(False)
        scr.refresh()
        k = scr.getch()
        if k == -1:
            if state == "flows":
                tick += 1
            continue
        if state in ("filter", "search"):
            if k in ENTER or k == ESC:
                state, buf = "flows", ""
            else:
                buf = edit(buf, k, 50)
        elif state == "help":
            state = "flows"
        else:
            if k == ord("q"):
                return
            if k == curses.KEY_DOWN:
                sel = min(sel + 1, len(rows) - 1)
            elif k == curses.KEY_UP:
                sel = max(sel - 1, 0)
            elif k in ENTER and not drill:
                drill, sel = True, 0
            elif k in (ESC,) + BACKSPACE and drill:
                drill, sel = False, 0
            elif k == ord("f"):
                state, buf = "filter", ""
            elif k == ord("/"):
                state, buf = "search", ""
            elif k in (ord("?"), ord("h")):
                state = "help"


# ------------------------------------------ mytop (clears, asks cooked)

THREADS = [
    (4127, "shop", "10.0.3.12", "shop", 3, "Query", "Sending data", "select o.id, o.total from orders o join customers c on"),
    (4131, "shop", "10.0.3.12", "shop", 1, "Query", "Updating", "update carts set touched = now() where id = 88121"),
    (4099, "report", "10.0.3.40", "stats", 41, "Query", "Creating sort index", "select day, count(*) from visits group by day"),
    (4140, "root", "localhost", "", 0, "Query", "", "show full processlist"),
    (3977, "repl", "10.0.3.7", "", 9021, "Binlog Dump", "Master has sent all binlog to slave", ""),
    (4018, "shop", "10.0.3.13", "shop", 12, "Sleep", "", ""),
]


def mytop_draw(tick):
    out = []
    out.append("MariaDB on localhost (10.11.6-MariaDB-0+deb12u1)".ljust(56) + "up 3+02:%02d:55 [08:12:%02d]" % (14 + tick // 12, (31 + tick * 5) % 60))
    out.append(" Queries: 1.2M   qps:    4 Slow:     0.0         Se/In/Up/De(%):    62/03/21/01")
    out.append(" Sorts:     0 qps now:    %d Slow qps: 0.0  Threads:    6 (   2/   4) 00/00/00/00" % (5 + tick % 3))
    out.append(" Key Efficiency: 99.1%  Bps in/out: 842.1/ 4.1k   Now in/out:  1.2k/ 6.0k")
    out.append("")
    out.append("      Id      User         Host/IP        DB   Time     Cmd State        Query")
    out.append("      --      ----         -------        --   ----     --- -----        ----------")
    for t in THREADS:
        line = "%8d %9s %15s %9s %6d %7s %-12s %s" % (t[0], t[1], t[2], t[3], t[4], t[5][:7], t[6][:12], t[7])
        col = "\033[1;33m" if t[5] == "Query" else ""
        out.append(col + line[:79] + ("\033[0m" if col else ""))
    return "\033[H\033[2J" + "\r\n".join(out) + "\r\n"


def mytop():
    fd = sys.stdin.fileno()
    old = termios.tcgetattr(fd)
    delay, tick = 5, 0
    try:
        while True:
            tty.setcbreak(fd, termios.TCSANOW)
            new = termios.tcgetattr(fd)
            new[3] &= ~termios.ECHO
            termios.tcsetattr(fd, termios.TCSANOW, new)
            sys.stdout.write(mytop_draw(tick))
            sys.stdout.flush()
            r, _, _ = select.select([fd], [], [], delay)
            if not r:
                tick += 1
                continue
            c = os.read(fd, 1).decode(errors="replace")
            ask = {"k": "Thread id to kill: ", "u": "Which user (blank for all, /.../ for regex): ",
                   "d": "Which database (blank for all, /.../ for regex): ", "s": "Seconds of Delay: "}
            if c == "q":
                return
            if c in ask:
                termios.tcsetattr(fd, termios.TCSANOW, old)
                sys.stdout.write("\033[1;31m" + ask[c] + "\033[0m")
                sys.stdout.flush()
                ans = sys.stdin.readline().strip()
                if c == "s" and ans.isdigit():
                    delay = max(1, int(ans))
                if c == "k" and ans:
                    sys.stdout.write("-- killed %s --\r\n" % ans)
                    sys.stdout.flush()
                    time.sleep(1)
            elif c == "p":
                sys.stdout.write("\033[1;31m-- paused. press any key to resume --\033[0m")
                sys.stdout.flush()
                os.read(fd, 1)
    finally:
        termios.tcsetattr(fd, termios.TCSANOW, old)
        sys.stdout.write("\r\n")


PROGRAMS = {"talos": talos, "managedocker": managedocker, "trafshow": trafshow}


def main(scr):
    curses.raw()
    curses.noecho()
    scr.keypad(True)
    colours()
    PROGRAMS[sys.argv[1]](scr)


if __name__ == "__main__":
    names = sorted(list(PROGRAMS) + ["mytop"])
    if len(sys.argv) < 2 or sys.argv[1] not in names:
        sys.stderr.write("usage: threehundredthirtysecond_dashboards.py %s\n" % "|".join(names))
        sys.exit(2)
    if sys.argv[1] == "mytop":
        mytop()
    else:
        curses.wrapper(main)
