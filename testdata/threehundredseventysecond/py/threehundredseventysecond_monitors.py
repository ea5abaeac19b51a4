#!/usr/bin/env python3
"""The threehundredseventysecond set's imitations: four system, process
and GPU monitors that Debian does not package (or that cannot run here),
each drawn the way the real monitor draws at its moments (as known from
its documentation, source and screenshots), refreshed as the real one
refreshes:

  ttop      inv2004's ttop (Nim, illwill: the alternate screen, the
            cursor hidden, keys read raw, redrawn each second): a cyan
            header of the host, the time, its log and the count of
            processes; CPU, MEM, DSK and NET rows; an asciigraph of the
            CPU history; a table of processes under a blue header; the
            keys on the last row (`order by Cpu Mem Io Pid Name  G -
            group  T - tree  / - filter …`), cut at the screen's edge; T
            shows the threads and the tree's depth in dots; / a filter
            typed at the foot (`Filter: `) after its own keys
  macmon    vladkens's macmon (ratatui on the alternate screen, the
            mouse and focus reported): a rounded box titled with the
            chip over the E-CPU, P-CPU, GPU and RAM boxes and the CPU,
            GPU and ANE power boxes, each a graph of its history; under
            it the process box (`proc 412`, `/ filter`, `s sort` on its
            border, the sorted column's arrow, a selected row as a bar,
            its keys on the bottom border); `/` typed in its border with a
            drawn cursor; `k` a popup `Kill PID` offering `t terminate |
            f force kill | Esc cancel`, or why it won't; `?` a help box
  ntop      gsass1's NTop, htop-like for Windows (a console buffer of its
            own, the cursor hidden): a blue bar `NTop on HOST`, CPU, Mem
            and Pge bars, the process list under a green header with the
            sorted column in cyan, the selected process on a cyan bar,
            rows cut at the window's edge; vi commands typed on the last
            row (`:sort MEM`, `:tree`, `/PATTERN`, a `_` caret), their
            errors on a red row
  nviwatch  msminhas93's NviWatch (ratatui on the alternate screen): GPU
            Info, GPU Power and Utilization charts, the GPU Processes
            table with its selected row (yellow while a `dd` chord is
            pending), the key footer, bar gauges (`b`) and a full-screen
            help box (`?`)

Run: threehundredseventysecond_monitors.py TOOL
"""
import math
import os
import select
import sys
import termios
import time
import tty

ESC = "\x1b"
W, H = 80, 24


def out(s):
    sys.stdout.write(s)
    sys.stdout.flush()


KEYS = {
    b"\x1b[A": "up", b"\x1b[B": "down", b"\x1b[C": "right", b"\x1b[D": "left",
    b"\x1bOA": "up", b"\x1bOB": "down", b"\x1bOC": "right", b"\x1bOD": "left",
    b"\x1b[H": "home", b"\x1b[F": "end", b"\x1bOH": "home", b"\x1bOF": "end",
    b"\x1b[5~": "pgup", b"\x1b[6~": "pgdn", b"\x1b": "esc", b"\x1b[Z": "btab",
    b"\x1b[3~": "delete", b"\x1b[1~": "home", b"\x1b[4~": "end",
    b"\x1b[I": "focusin", b"\x1b[O": "focusout",
}


def readkey(timeout=None):
    """One key, or None when timeout seconds pass with none."""
    fd = sys.stdin.fileno()
    r, _, _ = select.select([fd], [], [], timeout)
    if not r:
        return None
    b = os.read(fd, 1)
    if b != b"\x1b":
        if b and b[0] >= 0xc0:
            n = 1 if b[0] < 0xe0 else (2 if b[0] < 0xf0 else 3)
            b += os.read(fd, n)
        return b.decode("utf-8", "replace")
    seq = b
    while True:
        r, _, _ = select.select([fd], [], [], 0.05)
        if not r:
            break
        seq += os.read(fd, 1)
        if len(seq) >= 3 and (chr(seq[-1]).isalpha() or seq[-1:] == b"~"):
            break
    return KEYS.get(seq, "esc")


class Raw:
    def __enter__(self):
        self.fd = sys.stdin.fileno()
        self.old = termios.tcgetattr(self.fd)
        tty.setraw(self.fd)
        return self

    def __exit__(self, *a):
        termios.tcsetattr(self.fd, termios.TCSADRAIN, self.old)


class Grid:
    """A screen of cells, each a character and its SGR parameters, drawn
    whole and written out only where it changed since the last frame, as
    illwill, ratatui and a console buffer write only their differences."""

    def __init__(self):
        self.last = None
        self.clear()

    def clear(self, st=""):
        self.cells = [[(" ", st)] * W for _ in range(H)]

    def put(self, x, y, s, st=""):
        if 0 <= y < H:
            for ch in s:
                if 0 <= x < W:
                    self.cells[y][x] = (ch, st)
                x += 1
        return x

    def fill(self, x, y, w, st="", ch=" "):
        self.put(x, y, ch * w, st)

    def shade(self, x, y, w, st):
        if 0 <= y < H:
            for i in range(max(0, x), min(x + w, W)):
                self.cells[y][i] = (self.cells[y][i][0], st)

    def show(self):
        rows = [list(r) for r in self.cells]
        buf = []
        for y in range(H):
            if self.last is not None and self.last[y] == rows[y]:
                continue
            buf.append(ESC + "[%d;1H" % (y + 1))
            cur = None
            for ch, st in rows[y]:
                if st != cur:
                    buf.append(ESC + "[0" + (";" + st if st else "") + "m")
                    cur = st
                buf.append(ch)
            buf.append(ESC + "[0m")
        if buf:
            out("".join(buf))
        self.last = rows


def jitter(seed, tick, amp):
    """A small wobble of a value from one refresh to the next."""
    return amp * math.sin(seed * 1.7 + tick * 0.9)


# ---------------------------------------------------------------- ttop

# (state, pid, ppid, user, rss, mem%, cpu%, r/w io, up, threads, cmd)
TTOP_PROCS = [
    ("R", 48213, 2290, "alice", "2.1G", 13.6, 38.2, "12K/4K", "1:02:11", 23, "python3 train.py --epochs 40"),
    ("S", 1843, 1, "postgres", "312.4M", 2.0, 6.1, "0/88K", "3:04:12", 1, "postgres: walwriter"),
    ("S", 2290, 2288, "alice", "48.2M", 0.3, 4.0, "", "3:03:58", 1, "-bash"),
    ("S", 911, 1, "root", "96.8M", 0.6, 2.2, "0/12K", "3:04:13", 14, "/usr/bin/containerd"),
    ("S", 3302, 1, "www-data", "22.1M", 0.1, 1.3, "", "3:04:10", 5, "nginx: worker process"),
    ("S", 1, 0, "root", "13.9M", 0.1, 0.9, "", "3:04:15", 1, "/sbin/init"),
    ("S", 1840, 1, "postgres", "301.0M", 1.9, 0.6, "", "3:04:12", 1, "/usr/lib/postgresql/15/bin/postgres"),
    ("S", 2288, 1, "root", "11.5M", 0.1, 0.4, "", "3:03:58", 1, "sshd: alice [priv]"),
    ("S", 412, 1, "root", "38.7M", 0.2, 0.3, "", "3:04:14", 1, "/lib/systemd/systemd-journald"),
    ("S", 3301, 1, "root", "8.3M", 0.1, 0.1, "", "3:04:10", 1, "nginx: master process"),
    ("S", 1844, 1840, "postgres", "18.0M", 0.1, 0.1, "", "3:04:12", 1, "postgres: checkpointer"),
    ("S", 733, 1, "", "7.1M", 0.0, 0.0, "", "3:04:14", 3, "/usr/sbin/chronyd"),
]


def ttop_tree():
    """The processes in tree order, each with its depth."""
    by_parent = {}
    for p in TTOP_PROCS:
        by_parent.setdefault(p[2], []).append(p)
    order = []

    def walk(pid, depth):
        for p in sorted(by_parent.get(pid, []), key=lambda p: p[1]):
            order.append((p, depth))
            walk(p[1], depth + 1)
    walk(0, 0)
    return order


def asciigraph(data, height):
    """asciigraph's plot: rows of a line drawn with box corners, each row
    labelled with its value."""
    lo, hi = min(data), max(data)
    if hi == lo:
        hi = lo + 1
    ratio = height / (hi - lo)
    rows = [[" "] * len(data) for _ in range(height + 1)]

    def r(v):
        return int(round(v * ratio) - round(lo * ratio))

    for x in range(len(data)):
        y1 = r(data[x])
        y0 = r(data[x - 1]) if x > 0 else y1
        if y0 == y1:
            rows[height - y1][x] = "─"
            continue
        if y0 > y1:
            rows[height - y1][x] = "╰"
            rows[height - y0][x] = "╮"
        else:
            rows[height - y1][x] = "╭"
            rows[height - y0][x] = "╯"
        for y in range(min(y0, y1) + 1, max(y0, y1)):
            rows[height - y][x] = "│"
    lines = []
    for i, row in enumerate(rows):
        label = hi - (hi - lo) * i / height
        lines.append(" %6.2f ┤%s" % (label, "".join(row)))
    return lines


def ttop(args):
    st = {"sort": "Cpu", "threads": False, "group": False, "filter": None}
    g = Grid()
    tick = [0]
    hist = [18 + 9 * math.sin(i / 6.0) + 5 * math.sin(i / 2.3) for i in range(68)]

    def rowstr(p, depth=0):
        s, pid, _, user, rss, mem, cpu, io, up, thr, cmd = p
        cpu = max(0.0, cpu + jitter(pid, tick[0], min(1.5, cpu / 10)))
        return s, pid, user, rss, mem, cpu, io, up, thr, cmd

    def draw():
        g.clear()
        t = time.strftime("%Y-%m-%d %H:%M:%S")
        # header
        x = g.put(2, 0, "lab-7", "46")
        x = g.put(x, 0, ": " + t, "37;46")
        x = g.put(x, 0, "    autoupdate    2026-11-29.blog: 412 ", "37;46")
        g.fill(x, 0, W - 2 - x, "37;46")
        procs = "PROCS: 213"
        g.put(W - len(procs) - 2, 0, procs, "37;46")
        cpus = [3.1 + jitter(1, tick[0], 1), 12.0 + jitter(2, tick[0], 2), 5.5, 0.9 + jitter(3, tick[0], 0.5),
                4.2, 9.8 + jitter(4, tick[0], 2), 2.0, 6.6]
        total = sum(cpus) / len(cpus)
        x = g.put(2, 1, "CPU: ", "33")
        x = g.put(x, 1, "%.1f" % total, "1")
        x = g.put(x, 1, "  %|", "")
        x = g.put(x, 1, "|".join("%.1f" % c for c in cpus), "")
        g.put(x, 1, "|%", "")
        g.put(W - 2 - 6, 1, "+48.0C", "1;34")
        x = g.put(2, 2, "MEM: ", "32")
        x = g.put(x, 2, "9.1G/15.5G", "1")
        g.put(x, 2, "     +12.3M    BUF: 412.0M    CACHE: 4.6G    SWP: 1.9G/2.0G", "")
        x = g.put(2, 3, "DSK: ", "36")
        x = g.put(x, 3, "/", "35")
        x = g.put(x, 3, " 88.2G/234.0G (rw: 0/12K)", "1")
        x = g.put(x, 3, " | ", "1")
        x = g.put(x, 3, "/home", "35")
        g.put(x, 3, " 301.5G/468.0G (rw: 0/0)", "1")
        g.put(W - 2 - 6, 3, "+41.9C", "1;34")
        x = g.put(2, 4, "NET: ", "35")
        x = g.put(x, 4, "eth0", "36")
        x = g.put(x, 4, " 1.2K/380B", "1")
        x = g.put(x, 4, " | ", "1")
        x = g.put(x, 4, "docker0", "36")
        g.put(x, 4, " 96B/0", "1")
        # graph of the sorted field's history
        data = hist[tick[0] % 68:] + hist[:tick[0] % 68]
        if st["sort"] == "Mem":
            data = [9.1 + 0.3 * math.sin(i / 9.0) for i in range(68)]
        for i, line in enumerate(asciigraph(data, 4)):
            g.put(1, 6 + i, line, "")
        g.put(W - 2 - len("2026-11-29.blog"), 11, "2026-11-29.blog", "")
        # table
        hdr = "%-1s" % "S"
        if not st["group"]:
            hdr += " %6s" % "PID"
        hdr += " %-8s %10s %5s %5s %9s %8s" % ("USER", "RSS", "MEM%", "CPU%", "r/w IO", "UP")
        if st["threads"]:
            hdr += " %3s " % "THR"
        g.put(2, 12, hdr + " " * (W - 63), "1;44")
        flt = st["filter"]
        if st["threads"]:
            rows = ttop_tree()
        else:
            key = {"Cpu": lambda p: -p[5], "Mem": lambda p: -p[4], "Io": lambda p: (p[6] == "", p[1]),
                   "Pid": lambda p: p[1], "Name": lambda p: p[9]}[st["sort"]]
            rows = [(p, 0) for p in sorted((rowstr(p) and p for p in TTOP_PROCS),
                                           key=lambda p: key(rowstr(p)))]
        y = 13
        for p, depth in rows:
            s, pid, user, rss, mem, cpu, io, up, thr, cmd = rowstr(p)
            if flt is not None and flt != "":
                ok = True
                for word in flt.split():
                    if word not in str(pid) and word not in cmd.lower():
                        ok = False
                if not ok:
                    continue
            x = g.put(2, y, s, "")
            x = g.put(x, y, " %6d" % pid, "")
            if user:
                x = g.put(x, y, " " + ("%-8s" % user)[:8], "36")
            else:
                x = g.put(x, y, " " + "%-8s" % "999", "35")
            x = g.put(x, y, " %10s %5.1f %5.1f %9s %-8s" % (rss, mem, cpu, io, up), "")
            width = W - 65 - 2
            if st["threads"]:
                x = g.put(x, y, " %3d  " % thr, "")
                if depth:
                    x = g.put(x, y, "·" * depth, "36")
                width -= depth
            else:
                x = g.put(x, y, "  ", "")
            g.put(x, y, cmd[:width], "36")
            y += 1
            if y > H - 3:
                g.put(W // 2 - 1, y, "...", "")
                break
        # the last row
        if flt is not None:
            x = g.put(2, H - 1, " ", "")
            x = g.put(x, H - 1, "[]", "32")
            x = g.put(x, H - 1, ",", "")
            x = g.put(x, H - 1, "{}", "32")
            x = g.put(x, H - 1, " - timeshift ", "")
            x = g.put(x, H - 1, " ", "")
            x = g.put(x, H - 1, "@", "32")
            x = g.put(x, H - 1, ",", "")
            x = g.put(x, H - 1, "#", "32")
            x = g.put(x, H - 1, " - by user,docker", "")
            x = g.put(x, H - 1, " ", "")
            x = g.put(x, H - 1, "Esc", "32")
            x = g.put(x, H - 1, ",", "")
            x = g.put(x, H - 1, "Ret", "32")
            x = g.put(x, H - 1, " - Back ", "")
            x = g.put(x, H - 1, " Filter: ", "")
            g.put(x, H - 1, flt, "44")
        else:
            x = g.put(2, H - 1, " order by", "")
            for f in ("Cpu", "Mem", "Io", "Pid", "Name"):
                if f == st["sort"]:
                    x = g.put(x, H - 1, " " + f, "1")
                else:
                    x = g.put(x, H - 1, " ", "")
                    x = g.put(x, H - 1, f[0], "32")
                    x = g.put(x, H - 1, f[1:], "36")
            x = g.put(x, H - 1, "  ", "")
            x = g.put(x, H - 1, "G", "1" if st["group"] else "32")
            x = g.put(x, H - 1, " - group", "")
            x = g.put(x, H - 1, "  ", "")
            x = g.put(x, H - 1, "T", "1" if st["threads"] else "32")
            x = g.put(x, H - 1, " - tree", "")
            x = g.put(x, H - 1, "  ", "")
            x = g.put(x, H - 1, "/", "32")
            x = g.put(x, H - 1, " - filter ", "")
            x = g.put(x, H - 1, " ", "")
            x = g.put(x, H - 1, "[]", "32")
            x = g.put(x, H - 1, ",", "")
            x = g.put(x, H - 1, "{}", "32")
            x = g.put(x, H - 1, " - timeshift ", "")
            x = g.put(x, H - 1, " ", "")
            x = g.put(x, H - 1, "L", "32")
            x = g.put(x, H - 1, " - live ", "")
            x = g.put(x, H - 1, " ", "")
            x = g.put(x, H - 1, "Esc,Q", "32")
            g.put(x, H - 1, " - quit ", "")
        g.show()

    out(ESC + "[?1049h" + ESC + "[H" + ESC + "[2J" + ESC + "[?25l")
    with Raw():
        try:
            last = time.time()
            while True:
                draw()
                k = readkey(max(0.0, 1.0 - (time.time() - last)))
                if k is None:
                    tick[0] += 1
                    last = time.time()
                    continue
                if st["filter"] is None:
                    if k in ("esc", "q", "Q", "\x03"):
                        break
                    if k in ("p", "P"):
                        st["sort"] = "Pid"
                    elif k in ("m", "M"):
                        st["sort"] = "Mem"
                    elif k in ("i", "I"):
                        st["sort"] = "Io"
                    elif k in ("n", "N"):
                        st["sort"] = "Name"
                    elif k in ("c", "C"):
                        st["sort"] = "Cpu"
                    elif k in ("t", "T"):
                        st["threads"] = not st["threads"]
                        if st["threads"]:
                            st["group"] = False
                    elif k in ("g", "G"):
                        st["group"] = not st["group"]
                        if st["group"]:
                            st["threads"] = False
                    elif k == "/":
                        st["filter"] = ""
                else:
                    if k in ("esc", "\r", "\n"):
                        st["filter"] = None
                    elif k in ("\x7f", "\x08"):
                        st["filter"] = st["filter"][:-1]
                    elif len(k) == 1 and (k.isalnum() or k in "@#/\\: -+_,.&"):
                        st["filter"] += k
                    elif k == "\x03":
                        break
        finally:
            out(ESC + "[0m" + ESC + "[?1049l" + ESC + "[?25h")


# ---------------------------------------------------------------- macmon

M_BORDER = "38;5;240"
M_TEXT = "38;5;252"
M_DIM = "38;5;243"
M_HEAD = "1;38;5;255"
M_SEL = "48;5;238;1;38;5;255"


def m_grad(r):
    """macmon's load gradient: green, yellow, orange, red."""
    r = max(0.0, min(1.0, r))
    return "38;5;" + str([114, 150, 186, 222, 215, 209, 203][int(r * 6)])


# (pid, name, path, user, cpu%, mem bytes, power W or None, gpu%)
MAC_PROCS = [
    (4410, "cargo", "/Users/alice/.cargo/bin/cargo", "alice", 80.1, 150 << 20, 3.20, 0.0),
    (631, "WindowServer", "/System/Library/PrivateFrameworks/SkyLight.framework/Resources/WindowServer",
     "_windowserver", 25.0, 300 << 20, None, 40.0),
    (2301, "Safari", "/Applications/Safari.app/Contents/MacOS/Safari", "alice", 12.0, 900 << 20, 0.80, 5.0),
    (2387, "Safari Web Content", "/System/Library/Frameworks/WebKit.framework/XPCServices/"
     "com.apple.WebKit.WebContent.xpc", "alice", 7.4, 412 << 20, 0.41, 2.0),
    (5120, "rust-analyzer", "/Users/alice/.rustup/toolchains/stable/bin/rust-analyzer", "alice", 6.2,
     1200 << 20, 0.35, 0.0),
    (388, "kernel_task", "", "root", 4.8, 2 << 20, None, 0.0),
    (1902, "Code Helper (Renderer)", "/Applications/Visual Studio Code.app/Contents/Frameworks/"
     "Code Helper (Renderer).app", "alice", 3.9, 640 << 20, 0.22, 1.0),
    (502, "mds_stores", "/System/Library/Frameworks/CoreServices.framework/mds_stores", "root", 2.1,
     88 << 20, None, 0.0),
    (1733, "Terminal", "/System/Applications/Utilities/Terminal.app/Contents/MacOS/Terminal", "alice", 1.4,
     120 << 20, 0.05, 0.3),
    (2311, "SafariBookmarksSyncAgent", "/System/Library/CoreServices/SafariBookmarksSyncAgent", "alice", 0.2,
     14 << 20, 0.01, 0.0),
    (1, "launchd", "/sbin/launchd", "root", 0.5, 20 << 20, None, 0.0),
    (77, "safaribookmarksyncd", "/usr/libexec/safaribookmarksyncd", "alice", 0.0, 10 << 20, 0.0, 0.0),
    (1208, "Finder", "/System/Library/CoreServices/Finder.app/Contents/MacOS/Finder", "alice", 0.3,
     180 << 20, 0.02, 0.1),
    (3011, "Slack Helper", "/Applications/Slack.app/Contents/Frameworks/Slack Helper.app", "alice", 0.9,
     260 << 20, 0.04, 0.0),
]
MAC_TOTAL = 412
M_COLS = [("PID", 5, True), ("NAME", 0, False), ("USER", 10, False), ("CPU%", 6, True), ("MEM", 6, True),
          ("POWER", 7, True), ("GPU%", 6, True)]
M_NEXT = {"CPU%": "MEM", "MEM": "POWER", "POWER": "GPU%", "GPU%": "PID", "PID": "NAME", "NAME": "USER",
          "USER": "CPU%"}
M_HELP = [
    ("Keys", None), ("q", "quit"), ("p", "show / hide the processes"), ("v", "graph / gauge"),
    ("r", "CPU and GPU usage: scaled / active"), ("- / +", "update interval"), ("/", "filter the processes"),
    ("s / S", "sort by the next column / reverse"), ("↑ ↓", "select a process"),
    ("Esc", "clear the selection and the filter"), ("?", "show / hide this help"),
    ("Mouse", None), ("click", "a column header to sort, a row to select"),
    ("Notes", None), ("CPU%", "100% is one fully busy core"),
    ("scaled", "usage weighted by frequency; active: share of time busy"),
    ("POWER -", "not available for other users' processes"),
]


def fmt_mem(b):
    kib = b / 1024.0
    mib = kib / 1024
    gib = mib / 1024
    if round(gib * 10) >= 1000:
        return "%.0fG" % gib
    if round(mib) >= 1024:
        return "%.1fG" % gib
    if round(kib) >= 1024:
        return "%.0fM" % mib
    return "%.0fK" % kib


def m_box(g, x, y, w, h, lefts=(), right=None):
    """A rounded box, its titles on the top border as macmon fits them."""
    g.put(x, y, "╭" + "─" * (w - 2) + "╮", M_BORDER)
    for r in range(y + 1, y + h - 1):
        g.put(x, r, "│", M_BORDER)
        g.put(x + w - 1, r, "│", M_BORDER)
    g.put(x, y + h - 1, "╰" + "─" * (w - 2) + "╯", M_BORDER)
    pos, end = x + 2, x + w - 2
    for i, spans in enumerate(lefts):
        width = sum(len(s) for s, _ in spans) + 2
        room = end - pos
        if room <= 0 or (i > 0 and width > room):
            break
        cx = g.put(pos, y, " ", M_TEXT)
        for s, sty in spans:
            cx = g.put(cx, y, s, sty)
        g.put(cx, y, " ", M_TEXT)
        pos = pos + width + 1
    if right:
        width = sum(len(s) for s, _ in right) + 2
        if pos + width <= end:
            cx = g.put(end - width, y, " ", M_TEXT)
            for s, sty in right:
                cx = g.put(cx, y, s, sty)
            g.put(cx, y, " ", M_TEXT)


def m_graph(g, x, y, w, h, data, colour):
    """A history graph of eighth blocks, newest at the right."""
    blocks = " ▁▂▃▄▅▆▇█"
    data = data[-w:]
    off = w - len(data)
    for i, v in enumerate(data):
        level = int(round(max(0.0, min(1.0, v)) * h * 8))
        for r in range(h):
            cell = max(0, min(8, level - (h - 1 - r) * 8))
            if cell:
                g.put(x + off + i, y + r, blocks[cell], colour)


def m_hints(g, x, y, w, hints, text_spans):
    """Key hints right-aligned on a bottom border, a text left of them."""
    sep = " | "
    free = w - 4
    widths = [len(k) + 1 + len(v) for k, v in hints]
    used, shown = 2, 0
    for i, wd in enumerate(widths):
        used += (len(sep) if i else 0) + wd
        if used > free:
            break
        shown = i + 1
    taken = sum(widths[:shown]) + len(sep) * max(0, shown - 1) + 3 if shown else 0
    room = free - taken - 2
    if shown:
        line_w = sum(widths[:shown]) + len(sep) * (shown - 1) + 2
        cx = g.put(x + w - 2 - line_w, y, " ", M_TEXT)
        for i, (k, v) in enumerate(hints[:shown]):
            if i:
                cx = g.put(cx, y, sep, M_DIM)
            cx = g.put(cx, y, k, M_HEAD)
            cx = g.put(cx, y, " " + v, M_TEXT)
        g.put(cx, y, " ", M_TEXT)
    if room >= 8 and text_spans:
        total = sum(len(s) for s, _ in text_spans)
        spans = text_spans
        if total > room:
            keep, left = [], room - 1
            for s, sty in text_spans:
                if len(s) > left:
                    keep.append((s[:left].rstrip(), sty))
                    break
                keep.append((s, sty))
                left -= len(s)
            spans = keep + [("…", M_DIM)]
        cx = g.put(x + 2, y, " ", M_TEXT)
        for s, sty in spans:
            cx = g.put(cx, y, s, sty)
        g.put(cx, y, " ", M_TEXT)


def macmon(args):
    st = {"sort": "CPU%", "desc": True, "filter": "", "typing": False, "sel": None, "help": False,
          "kill": None}
    g = Grid()
    tick = [0]
    start = time.time()

    def hist(seed, base, amp):
        return [base + amp * math.sin(seed + (i + tick[0]) / 3.1) * math.sin((i + tick[0]) / 7.3)
                for i in range(40)]

    def procs():
        rows = []
        for p in MAC_PROCS:
            pid, name, path, user, cpu, mem, power, gpu = p
            cpu = max(0.0, cpu + jitter(pid, tick[0], min(2.0, cpu / 20)))
            rows.append((pid, name, path, user, cpu, mem, power, gpu))
        key = {"CPU%": lambda p: p[4], "MEM": lambda p: p[5], "POWER": lambda p: p[6] or 0.0,
               "GPU%": lambda p: p[7], "PID": lambda p: p[0], "NAME": lambda p: p[1].lower(),
               "USER": lambda p: p[3].lower()}[st["sort"]]
        rows.sort(key=lambda p: p[0])
        rows.sort(key=key, reverse=st["desc"])
        if st["sort"] == "POWER":
            rows.sort(key=lambda p: p[6] is None)
        flt = st["filter"].lower()
        return [p for p in rows if not flt or flt in p[1].lower() or flt in str(p[0])]

    def selected(rows):
        if st["sel"] is None:
            return None
        for i, p in enumerate(rows):
            if p[0] == st["sel"]:
                return i
        return None

    def draw():
        g.clear()
        rows = procs()
        # the metrics box
        m_box(g, 0, 0, W, 10, [[("Apple M3 Pro", M_TEXT), (" (6E+6P+18GPU 36GB)", M_DIM)]],
              [("macmon v0.8.1", M_TEXT)])
        e_load = 0.18 + jitter(1, tick[0], 0.05)
        p_load = 0.09 + jitter(2, tick[0], 0.04)
        gpu_load = 0.41 + jitter(3, tick[0], 0.06)
        top = [
            (1, 19, [("E-CPU", M_HEAD), (" ", M_TEXT), ("%.0f%%" % (e_load * 100), m_grad(e_load))],
             hist(1, e_load, 0.1)),
            (20, 20, [("P-CPU", M_HEAD), (" ", M_TEXT), ("%.0f%%" % (p_load * 100), m_grad(p_load))],
             hist(2, p_load, 0.08)),
            (40, 19, [("GPU", M_HEAD), (" ", M_TEXT), ("%.0f%%" % (gpu_load * 100), m_grad(gpu_load))],
             hist(3, gpu_load, 0.15)),
            (59, 20, [("RAM", M_HEAD), (" ", M_TEXT), ("70%", m_grad(0.7)), (" SW", M_HEAD), (" ", M_TEXT),
                      ("26%", m_grad(0.26))], [0.7] * 40),
        ]
        for x, w, title, data in top:
            m_box(g, x, 1, w, 4, [title])
            m_graph(g, x + 1, 2, w - 2, 2, data, m_grad(sum(data) / len(data)))
        cpu_w = 1.84 + jitter(4, tick[0], 0.3)
        gpu_w = 0.62 + jitter(5, tick[0], 0.1)
        bottom = [
            (1, [("CPU", M_HEAD), (" %.2fW" % cpu_w, M_TEXT)], [("45°C", m_grad(0.21))], hist(4, 0.4, 0.2)),
            (27, [("GPU", M_HEAD), (" %.2fW" % gpu_w, M_TEXT)], [("41°C", m_grad(0.16))], hist(5, 0.3, 0.15)),
            (53, [("ANE", M_HEAD), (" 0.00W", M_TEXT)], None, [0.0] * 40),
        ]
        for x, title, right, data in bottom:
            m_box(g, x, 5, 26, 4, [title], right)
            m_graph(g, x + 1, 6, 24, 2, data, m_grad(0.0))
        m_hints(g, 0, 9, W, [], [("Power %.2fW" % (cpu_w + gpu_w), M_TEXT), (" (2.71, 6.31)", M_DIM),
                                 (" | ", M_DIM), ("Total 9.62W", M_TEXT), (" (10.14, 14.80)", M_DIM)])
        # the process box
        py, ph = 10, H - 10
        count = " %d" % MAC_TOTAL if not st["filter"] else " %d/%d" % (len(rows), MAC_TOTAL)
        name = [("proc", M_HEAD), (count, M_TEXT)]
        if not st["typing"] and not st["filter"]:
            m_box(g, 0, py, W, ph, [name, [("/", M_HEAD), (" filter", M_TEXT)],
                                    [("s", M_HEAD), (" sort", M_TEXT)]])
        else:
            flt = [("/", M_HEAD), (st["filter"], M_TEXT)] + ([("█", M_TEXT)] if st["typing"] else [])
            lefts = [name, flt] + ([] if st["typing"] else [[("s", M_HEAD), (" sort", M_TEXT)]])
            m_box(g, 0, py, W, ph, lefts)
        # columns: NAME takes what the others leave
        tw = W - 4
        fixed = sum(w + 1 for n, w, _ in M_COLS if n != "NAME")
        cols = [(n, (tw - fixed) if n == "NAME" else w, r) for n, w, r in M_COLS]
        x = 2
        for n, w, r in cols:
            text = n
            if n == st["sort"]:
                text = n + (" ↓" if st["desc"] else " ↑")
            g.put(x, py + 1, ("%*s" % (w, text)) if r else ("%-*s" % (w, text))[:w],
                  "1;" + (M_TEXT if n == st["sort"] else M_DIM))
            x += w + 1
        body = ph - 3
        sel = selected(rows)
        if not rows and st["filter"]:
            msg = 'no process matches "%s"' % st["filter"]
            g.put((W - len(msg)) // 2, py + 2 + body // 2, msg, M_DIM)
        for i, p in enumerate(rows[:body]):
            y = py + 2 + i
            pid, pname, path, user, cpu, mem, power, gpu = p
            x = 2
            for n, w, r in cols:
                if n == "PID":
                    text, sty = str(pid), M_TEXT
                elif n == "NAME":
                    text, sty = pname, M_TEXT
                elif n == "USER":
                    text, sty = user, M_TEXT
                elif n == "CPU%":
                    text, sty = "%.1f" % cpu, (m_grad(cpu / 100) if cpu > 0 else M_DIM)
                elif n == "MEM":
                    text, sty = fmt_mem(mem), m_grad(mem / (36 << 30))
                elif n == "POWER":
                    if power is None:
                        text, sty = "-", M_DIM
                    else:
                        text, sty = "%.2fW" % power, (m_grad(power / 10) if power > 0 else M_DIM)
                else:
                    text, sty = "%.1f" % gpu, (m_grad(gpu / 100) if gpu > 0 else M_DIM)
                if r:
                    text = "%*s" % (w, text)
                elif len(text) > w:
                    text = text[:w - 1] + "…"
                g.put(x, y, text, sty)
                x += w + 1
            if i == sel:
                g.shade(1, y, W - 2, M_SEL)
        # the bottom border: the selected process, or POWER's note
        if sel is not None:
            p = rows[sel]
            text = [(str(p[0]), M_HEAD), (" ", M_TEXT), ("\0" + (p[2] or p[1]), M_TEXT)]
        else:
            text = [("POWER: own processes only", M_DIM)]
        if st["typing"]:
            hints = [("Enter", "keep"), ("Esc", "clear"), ("↑↓", "select")]
        else:
            hints = [("q", "quit"), ("?", "help"), ("p", "procs"), ("v", "graph"), ("r", "scaled"),
                     ("-/+", "1000ms")]
        widths = [len(k) + 1 + len(v) for k, v in hints]
        room = (W - 4) - (sum(widths) + 3 * (len(hints) - 1) + 3) - 2
        if text[-1][0].startswith("\0"):
            path = text[-1][0][1:]
            keep = room - len(text[0][0]) - 1
            if len(path) > keep:
                path = "…" + path[len(path) - keep + 1:]
            text[-1] = (path, M_TEXT)
        m_hints(g, 0, H - 1, W, hints, text)
        # the kill popup over the process box
        if st["kill"] is not None:
            pid, pname, err = st["kill"]
            keys = [("t", M_HEAD), (" terminate", M_TEXT), (" | ", M_DIM), ("f", M_HEAD), (" force kill", M_TEXT),
                    (" | ", M_DIM), ("Esc", M_HEAD), (" cancel", M_TEXT)]
            kw = sum(len(s) for s, _ in keys)
            last = [(err, M_TEXT)] if err else keys
            bw = max(kw, sum(len(s) for s, _ in last)) + 4
            bx, by = (W - bw) // 2, py + (ph - 5) // 2
            for r in range(5):
                g.fill(bx, by + r, bw)
            m_box(g, bx, by, bw, 5, [[("Kill %d" % pid, M_HEAD)]])
            g.put(bx + 2, by + 1, pname[:bw - 4], M_HEAD)
            cx = bx + 2
            for s, sty in last:
                cx = g.put(cx, by + 3, s, sty)
        if st["help"]:
            lines = []
            for k, v in M_HELP:
                if v is None:
                    lines.append([(k, M_HEAD)])
                else:
                    lines.append([("  %-14s" % k, M_HEAD), (v, M_TEXT)])
            lines.append([])
            lines.append([("Like macmon? Support it: ", M_TEXT), ("buymeacoffee.com/vladkens", "4;38;5;75")])
            bw = max(sum(len(s) for s, _ in ln) for ln in lines) + 4
            bh = min(len(lines) + 2, H)
            bx, by = (W - bw) // 2, (H - bh) // 2
            for r in range(bh):
                g.fill(bx, by + r, bw)
            m_box(g, bx, by, bw, bh, [[("help", M_HEAD)]], [("Esc", M_HEAD), (" close", M_TEXT)])
            for i, ln in enumerate(lines[:bh - 2]):
                width = sum(len(s) for s, _ in ln)
                cx = bx + 2 if i < len(lines) - 1 else bx + 2 + (bw - 4 - width) // 2
                for s, sty in ln:
                    cx = g.put(cx, by + 1 + i, s, sty)
        g.show()

    out(ESC + "[?1049h" + ESC + "[?1004h" + ESC + "[H" + ESC + "[2J" + ESC + "[?25l")
    out(ESC + "[?1000h" + ESC + "[?1002h" + ESC + "[?1003h" + ESC + "[?1015h" + ESC + "[?1006h")
    with Raw():
        try:
            last = time.time()
            while True:
                draw()
                k = readkey(max(0.0, 1.0 - (time.time() - last)))
                if k is None:
                    tick[0] += 1
                    last = time.time()
                    continue
                if k == "\x03":
                    break
                if k in ("focusin", "focusout"):
                    continue
                if st["help"]:
                    if k in ("esc", "?", "q"):
                        st["help"] = False
                    continue
                if st["kill"] is not None:
                    pid, pname, err = st["kill"]
                    st["kill"] = None
                    continue
                rows = procs()
                sel = selected(rows)
                if k in ("up", "down", "home", "end", "pgup", "pgdn"):
                    if not rows:
                        continue
                    if sel is None:
                        i = 0
                    elif k == "up":
                        i = max(0, sel - 1)
                    elif k == "down":
                        i = min(len(rows) - 1, sel + 1)
                    elif k == "home":
                        i = 0
                    elif k == "end":
                        i = len(rows) - 1
                    elif k == "pgup":
                        i = max(0, sel - (H - 13))
                    else:
                        i = min(len(rows) - 1, sel + (H - 13))
                    st["sel"] = rows[i][0]
                    continue
                if st["typing"]:
                    if k in ("\r", "\n"):
                        st["typing"] = False
                    elif k == "esc":
                        st["typing"] = False
                        st["filter"] = ""
                    elif k in ("\x7f", "\x08"):
                        st["filter"] = st["filter"][:-1]
                    elif len(k) == 1 and k.isprintable():
                        st["filter"] += k
                    continue
                if k == "/":
                    st["typing"] = True
                elif k == "S":
                    st["desc"] = not st["desc"]
                elif k == "s":
                    st["sort"] = M_NEXT[st["sort"]]
                    st["desc"] = st["sort"] not in ("PID", "NAME", "USER")
                elif k == "esc":
                    st["sel"] = None
                    st["filter"] = ""
                elif k == "q":
                    break
                elif k == "?":
                    st["help"] = True
                elif k == "k" and sel is not None:
                    p = rows[sel]
                    err = None
                    if p[0] == 1:
                        err = "Won't kill launchd"
                    elif p[3] != "alice":
                        err = "Not permitted"
                    st["kill"] = (p[0], p[1], err)
        finally:
            out(ESC + "[0m" + ESC + "[?1006l" + ESC + "[?1015l" + ESC + "[?1003l" + ESC + "[?1002l" +
                ESC + "[?1000l" + ESC + "[?1004l" + ESC + "[?1049l" + ESC + "[?25h")


# ---------------------------------------------------------------- ntop

# (id, user, pri, cpu%, mem MB, threads, disk MB/s, uptime ms, exe, parent)
NT_PROCS = [
    (4, "SYSTEM", 8, 0.4, 0.1, 262, 0.1, 270775000, "System", 0),
    (108, "SYSTEM", 8, 0.0, 92.3, 4, 0.0, 270776000, "Registry", 4),
    (412, "SYSTEM", 11, 0.0, 1.2, 2, 0.0, 270774000, "smss.exe", 4),
    (688, "SYSTEM", 13, 0.1, 6.1, 13, 0.0, 270770000, "csrss.exe", 596),
    (596, "SYSTEM", 13, 0.0, 7.4, 1, 0.0, 270771000, "wininit.exe", 412),
    (764, "SYSTEM", 9, 0.0, 11.8, 7, 0.0, 270770000, "services.exe", 596),
    (780, "SYSTEM", 9, 0.1, 24.9, 10, 0.0, 270770000, "lsass.exe", 596),
    (912, "SYSTEM", 8, 0.2, 31.2, 18, 0.0, 270768000, "svchost.exe", 764),
    (1044, "NETWORK S", 8, 0.1, 12.6, 11, 0.0, 270767000, "svchost.exe", 764),
    (3120, "SYSTEM", 8, 2.9, 412.7, 41, 1.2, 270761000, "MsMpEng.exe", 764),
    (5544, "ada", 8, 0.8, 188.4, 97, 0.0, 270650000, "explorer.exe", 5480),
    (7012, "ada", 8, 4.6, 384.2, 38, 0.3, 9921000, "chrome.exe", 5544),
    (7040, "ada", 8, 1.2, 212.9, 19, 0.0, 9920000, "chrome.exe", 7012),
    (7064, "ada", 4, 3.3, 298.1, 22, 0.0, 9920000, "chrome.exe", 7012),
    (8210, "ada", 8, 1.8, 506.3, 54, 0.1, 5412000, "Code.exe", 5544),
    (8302, "ada", 8, 0.3, 96.0, 12, 0.0, 5411000, "WindowsTerminal.exe", 5544),
    (9120, "ada", 8, 0.9, 4.4, 3, 0.0, 61000, "ntop.exe", 8302),
    (6200, "ada", 8, 0.0, 88.0, 27, 0.0, 270600000, "OneDrive.exe", 5544),
    (1180, "LOCAL SER", 8, 0.0, 9.8, 6, 0.0, 270766000, "svchost.exe", 764),
    (1236, "SYSTEM", 8, 0.1, 22.4, 15, 0.0, 270766000, "svchost.exe", 764),
    (1490, "SYSTEM", 8, 0.0, 6.7, 4, 0.0, 270765000, "spoolsv.exe", 764),
    (2204, "SYSTEM", 8, 0.0, 18.3, 9, 0.0, 270763000, "WmiPrvSE.exe", 912),
    (5480, "SYSTEM", 13, 0.0, 5.9, 10, 0.0, 270652000, "winlogon.exe", 412),
    (5610, "ada", 8, 0.1, 61.2, 21, 0.0, 270640000, "SearchHost.exe", 912),
    (5702, "ada", 8, 0.0, 34.0, 8, 0.0, 270639000, "RuntimeBroker.exe", 912),
    (6640, "ada", 8, 0.2, 140.5, 30, 0.0, 270500000, "Teams.exe", 5544),
]


def nt_time(ms):
    s = ms // 1000
    return "%02d:%02d:%02d:%02d" % (s // 86400, s // 3600 % 24, s // 60 % 60, s % 60)


def ntop(args):
    st = {"sort": "ID", "desc": True, "sel": 0, "top": 0, "input": None, "msg": None, "err": False,
          "search": None}
    g = Grid()
    tick = [0]
    cols = [("ID", 7), ("USER", 9), ("PRI", 3), ("CPU%", 5), ("MEM", 11), ("THRD", 4), ("DISK", 11),
            ("TIME", 11), ("PROCESS", -1)]
    visible = H - 6 - 2

    def procs():
        rows = []
        for p in NT_PROCS:
            pid, user, pri, cpu, mem, thr, disk, up, exe, parent = p
            cpu = max(0.0, cpu + jitter(pid, tick[0], min(0.4, cpu / 8)))
            rows.append((pid, user, pri, cpu, mem, thr, disk, up + tick[0] * 1000, exe, parent, 0))
        if st["sort"] == "TREE":
            byp = {}
            for p in rows:
                byp.setdefault(p[9], []).append(p)
            ids = {p[0] for p in rows}
            order = []

            def walk(pid, depth):
                for c in sorted(byp.get(pid, []), key=lambda p: p[0]):
                    order.append(c[:10] + (depth,))
                    walk(c[0], depth + 1)
            for p in sorted(rows, key=lambda p: p[0]):
                if p[9] not in ids:
                    order.append(p[:10] + (0,))
                    walk(p[0], 1)
            return order
        idx = {"ID": 0, "USER": 1, "PRI": 2, "CPU%": 3, "MEM": 4, "THRD": 5, "DISK": 6, "TIME": 7,
               "PROCESS": 8}[st["sort"]]
        rows.sort(key=lambda p: p[idx].lower() if isinstance(p[idx], str) else p[idx], reverse=st["desc"])
        return rows

    def row_text(p):
        pid, user, pri, cpu, mem, thr, disk, up, exe, parent, depth = p
        s = "%7d  %9s  %3d  %04.1f%%  % 8.1f MB  %4d  % 03.1f MB/s  %s" % (
            pid, user[:9], pri, cpu, mem, thr, disk, nt_time(up))
        if st["sort"] == "TREE":
            off = ""
            if depth > 0:
                off = "|  " * (depth - 1) + "`- "
            return s, "  " + off, exe
        return s, "  ", exe

    def draw():
        g.clear()
        rows = procs()
        bar = "NTop on DESKTOP-7K2Q9PL"
        g.fill(0, 0, W, "37;44")
        g.put(W // 2 - len(bar) // 2, 0, bar, "37;44")

        def pbar(y, name, frac, colour):
            x = g.put(0, y, "  " + name, "96")
            x = g.put(x, y, "[", "37")
            n = int(25 * frac)
            x = g.put(x, y, "|" * n, colour)
            x = g.put(x, y, " " * (25 - n), "37")
            x = g.put(x, y, "%04.1f%%" % (100 * frac), "90")
            return g.put(x, y, "]", "37")

        cpu = 0.124 + jitter(9, tick[0], 0.03)
        x = pbar(2, "CPU", cpu, "31")
        x = g.put(x, 2, "  Tasks: ", "96")
        running = sum(1 for p in rows if p[3] >= 0.01)
        g.put(x, 2, "%d total, %d running" % (len(rows), running), "37")
        x = pbar(3, "Mem", 0.482, "32")
        x = g.put(x, 3, "  Size: ", "96")
        g.put(x, 3, "16 GB", "37")
        x = pbar(4, "Pge", 0.249, "32")
        x = g.put(x, 4, "  Uptime: ", "96")
        g.put(x, 4, nt_time(270781000 + tick[0] * 1000), "37")
        # the header, the sorted column in cyan
        x = 0
        for name, w in cols:
            text = ("%*s  " % (w, name)) if w > 0 else name + "  "
            x = g.put(x, 6, text, "30;106" if name == st["sort"] else "30;42")
        g.fill(x, 6, W - x, "30;42")
        st["sel"] = min(st["sel"], len(rows) - 1)
        for i in range(visible):
            n = i + st["top"]
            if n >= len(rows):
                break
            s, off, exe = row_text(rows[n])
            hl = n == st["sel"]
            sty = "30;106" if hl else "37"
            x = g.put(0, 7 + i, s, sty)
            if st["sort"] == "TREE":
                x = g.put(x, 7 + i, off, sty if hl else "96")
            else:
                x = g.put(x, 7 + i, off, sty)
            x = g.put(x, 7 + i, exe, sty)
            g.fill(x, 7 + i, W - x, sty)
        # the vi row
        if st["input"] is not None:
            g.put(0, H - 1, st["input"] + "_", "37")
        elif st["msg"]:
            sty = "37;41" if st["err"] else "37"
            g.fill(0, H - 1, W, sty)
            g.put(0, H - 1, st["msg"], sty)
        g.show()

    def search(pattern, rows):
        for i in range(st["sel"] + 1, len(rows)):
            if pattern in rows[i][8]:
                select_row(i, rows)
                return
        st["msg"], st["err"] = "search hit BOTTOM, continuing at TOP", False
        for i in range(0, st["sel"] + 1):
            if pattern in rows[i][8]:
                select_row(i, rows)
                return
        st["msg"], st["err"] = "Pattern not found: %s" % pattern, True

    def select_row(i, rows):
        st["sel"] = i
        if i < st["top"]:
            st["top"] = i
        if i - st["top"] >= visible:
            st["top"] = min(len(rows) - visible, i)

    def execute(line):
        cmd = line.lstrip(": ")
        if not cmd:
            return
        rows = procs()
        if cmd.startswith("/"):
            if cmd[1:]:
                st["search"] = cmd[1:]
                search(cmd[1:], rows)
            return
        parts = cmd.split()
        name, argv = parts[0], parts[1:]
        if name == "sort":
            if len(argv) != 1:
                st["msg"], st["err"] = "Usage: sort COLUMN", True
                return
            col = argv[0].upper()
            if col not in [c for c, _ in cols]:
                st["msg"], st["err"] = "Unknown column: %s" % argv[0], True
                return
            st["sort"] = col
        elif name == "tree":
            if argv:
                st["msg"], st["err"] = "Error: trailing characters", True
                return
            st["sort"] = "TREE"
            st["desc"] = False
        elif name == "kill":
            if not argv:
                st["msg"], st["err"] = "Usage: kill PID(s)", True
                return
            for a in argv:
                if not a.isdigit() or int(a) == 0:
                    st["msg"], st["err"] = "Not a valid pid: %s" % a, True
                else:
                    st["msg"], st["err"] = "Could not open process: %s: 0x00000005" % a, True
        elif name in ("q", "quit"):
            raise SystemExit
        elif name == "search":
            if len(argv) != 1:
                st["msg"], st["err"] = "Usage: search pattern", True
                return
            st["search"] = argv[0]
            search(argv[0], rows)
        else:
            st["msg"], st["err"] = "Not an editor command: %s" % name, True

    out(ESC + "[?1049h" + ESC + "[H" + ESC + "[2J" + ESC + "[?25l")
    with Raw():
        try:
            last = time.time()
            while True:
                draw()
                k = readkey(max(0.0, 1.0 - (time.time() - last)))
                if k is None:
                    tick[0] += 1
                    last = time.time()
                    continue
                rows = procs()
                if st["input"] is not None:
                    if k in ("\r", "\n"):
                        line, st["input"] = st["input"], None
                        execute(line)
                    elif k == "esc":
                        st["input"] = None
                    elif k in ("\x7f", "\x08"):
                        st["input"] = st["input"][:-1]
                        if not st["input"]:
                            st["input"] = None
                    elif len(k) == 1 and k.isprintable():
                        st["input"] += k
                    continue
                if k in ("down", "j"):
                    select_row(min(len(rows) - 1, st["sel"] + 1), rows)
                elif k in ("up", "k"):
                    select_row(max(0, st["sel"] - 1), rows)
                elif k == "pgdn":
                    select_row(min(len(rows) - 1, st["sel"] + visible), rows)
                elif k == "pgup":
                    select_row(max(0, st["sel"] - visible), rows)
                elif k == "g":
                    st["sel"], st["top"], st["msg"] = 0, 0, None
                elif k == "G":
                    st["sel"] = len(rows) - 1
                    st["top"] = max(0, len(rows) - visible)
                    st["msg"] = None
                elif k == "I":
                    st["desc"] = not st["desc"]
                elif k == "M":
                    st["sort"] = "MEM"
                elif k == "P":
                    st["sort"] = "CPU%"
                elif k in ("/", ":"):
                    st["input"], st["msg"] = k, None
                elif k == "n" and st["search"]:
                    search(st["search"], rows)
                elif k in ("q", "\x03"):
                    break
        except SystemExit:
            pass
        finally:
            out(ESC + "[0m" + ESC + "[?1049l" + ESC + "[?25h")


# ---------------------------------------------------------------- nviwatch

NV_GPU = ("NVIDIA RTX A4000", 140)
# (pid, gpu mem, cpu%, mem, user, command)
NV_PROCS = [
    (48213, "9.8GiB", 97.0, "6.1GiB", "alice", "python train.py --epochs 40"),
    (51077, "4.2GiB", 12.3, "2.3GiB", "bob", "python -m vllm.entrypoints.api_server"),
    (2210, "1.1GiB", 3.4, "312MiB", "root", "/usr/lib/xorg/Xorg"),
    (3388, "420MiB", 1.2, "580MiB", "alice", "/usr/bin/gnome-shell"),
    (60112, "210MiB", 0.0, "1.8GiB", "alice", "jupyter-lab"),
]


def nv_box(g, x, y, w, h, title, sty=""):
    g.put(x, y, "┌" + "─" * (w - 2) + "┐", sty)
    for r in range(y + 1, y + h - 1):
        g.put(x, r, "│", sty)
        g.put(x + w - 1, r, "│", sty)
    g.put(x, y + h - 1, "└" + "─" * (w - 2) + "┘", sty)
    if title:
        g.put(x + 1, y, title, "")


def nv_chart(g, x, y, w, h, title, ytitle, ylabels, data, ymax, colour):
    """A ratatui chart: its box, the y axis title and labels, the x labels
    and title, a braille line of the history."""
    nv_box(g, x, y, w, h, title)
    lw = max(len(s) for s in ylabels)
    ax = x + 1 + lw
    g.put(x + 1, y + 1, ytitle, "37")
    top, bottom = y + 2, y + h - 4
    for i, lab in enumerate(ylabels):
        ry = bottom - round(i * (bottom - top) / (len(ylabels) - 1))
        g.put(x + 1, ry, "%*s" % (lw, lab), "37")
    for r in range(top, bottom + 1):
        g.put(ax, r, "│", "37")
    g.put(ax, bottom + 1, "└" + "─" * (x + w - 2 - ax), "37")
    xt = "Time (s)"
    g.put(x + w - 1 - len(xt), bottom, xt, "37")
    labs = ["0", "15", "30", "45", "60"]
    span = x + w - 2 - ax
    for i, lab in enumerate(labs):
        lx = ax + round(i * span / 4) - (len(lab) if i == 4 else 0)
        g.put(lx, bottom + 2, lab, "37")
    cw = x + w - 2 - ax
    rows = bottom - top + 1
    pts = data[-(cw * 2):]
    cells = {}
    for i, v in enumerate(pts):
        py = int((1 - max(0.0, min(1.0, v / ymax))) * (rows * 4 - 1))
        cx, cy = ax + 1 + i // 2, top + py // 4
        dots = cells.get((cx, cy), 0)
        bit = [[0x01, 0x02, 0x04, 0x40], [0x08, 0x10, 0x20, 0x80]][i % 2][py % 4]
        cells[(cx, cy)] = dots | bit
    for (cx, cy), dots in cells.items():
        if cx < x + w - 1:
            g.put(cx, cy, chr(0x2800 + dots), colour)


def nv_help_lines():
    t, a, k, n, s = "1;36", "1;37", "33", "90", "90"
    return [
        [("Navigation", t)], [],
        [("  Move process selection", a)],
        [("    ", ""), ("↑ ↓", k), ("  ·  ", s), ("j k", k), ("  vim", n), ("  ·  ", s), ("Ctrl+p  Ctrl+n", k),
         ("  emacs", n)],
        [],
        [("  Switch GPU tabs  (tabbed mode only)", a)],
        [("    ", ""), ("← →", k), ("  ·  ", s), ("h l", k), ("  vim", n), ("  ·  ", s), ("Ctrl+b  Ctrl+f", k),
         ("  emacs", n)],
        [],
        [("  Jump to first / last process", a)],
        [("    ", ""), ("g g", k), ("  top", n), ("  ·  ", s), ("G", k), ("  bottom", n)],
        [],
        [("Actions", t)], [],
        [("  Kill selected process", a)],
        [("    ", ""), ("x", k), ("  ·  ", s), ("d d", k), ("  vim chord (press d twice)", n)],
        [],
        [("  Graph mode", a)],
        [("    ", ""), ("Ctrl+d", k), ("  default", n), ("  ·  ", s), ("t", k), ("  tabbed", n), ("  ·  ", s),
         ("b", k), ("  bars", n)],
        [],
        [("  This screen / quit", a)],
        [("    ", ""), ("?", k), ("  toggle help", n), ("  ·  ", s), ("Esc", k), ("  close", n), ("  ·  ", s),
         ("q", k), ("  quit", n)],
        [],
        [("  Tip: footer lists primary keys only; aliases live here.", n)],
    ]


def nviwatch(args):
    st = {"sel": 0, "pending": None, "help": False, "scroll": 0, "mode": "default", "error": None}
    g = Grid()
    tick = [0]
    power_hist = [100 + 30 * math.sin(i / 5.0) for i in range(120)]
    util_hist = [80 + 15 * math.sin(i / 4.0 + 1) for i in range(120)]

    def draw():
        g.clear()
        if st["help"]:
            lines = nv_help_lines()
            view = H - 2
            mx = max(0, len(lines) - view)
            st["scroll"] = min(st["scroll"], mx)
            title = " Help  ·  ↑↓ scroll (%d/%d)  ·  Esc/? close " % (st["scroll"], mx) if mx else \
                " Help  ·  Esc/? close "
            nv_box(g, 0, 0, W, H, "", "36")
            g.put(1, 0, title, "36")
            for i, ln in enumerate(lines[st["scroll"]:st["scroll"] + view]):
                x = 1
                for s, sty in ln:
                    x = g.put(x, 1 + i, s[:W - 1 - x], sty)
            g.show()
            return
        name, limit = NV_GPU
        temp = 61 + int(jitter(1, tick[0], 1.4))
        util = 87 + int(jitter(2, tick[0], 4))
        power = 112 + int(jitter(3, tick[0], 9))
        # GPU Info
        nv_box(g, 0, 0, W, 4, "GPU Info")
        widths = [5, len(name) + 2, 6, 6, 15, 10, 9]
        heads = [("GPU", "1;36"), ("Name", "1;32"), ("Temp", "1;31"), ("Util", "1;35"), ("Memory", "1;34"),
                 ("Power", "1;33"), ("Clock", "1;96")]
        vals = [("0", "36"), (name, "32"), ("%d°C" % temp, "31"), ("%d%%" % util, "35"),
                ("15.7G/16.0G", "34"), ("%d/%dW" % (power, limit), "33"), ("1560MHz", "96")]
        x = 1
        for (h, hs), (v, vs), w in zip(heads, vals, widths):
            g.put(x, 1, h, hs)
            g.put(x, 2, v, vs)
            x += w + 1
        # graphs
        gy, gh = 4, 10
        if st["mode"] == "bars":
            for bx, bw, title, frac, label, colour in ((0, 40, "GPU 0 Power", power / limit, "%d/%dW" % (power, limit),
                                                       "33"),
                                                      (40, 40, "GPU 0 Utilization", util / 100.0, "%d%%" % util,
                                                       "35")):
                nv_box(g, bx, gy, bw, gh, title)
                iw = bw - 2
                n = int(iw * frac)
                for r in range(gy + 1, gy + gh - 1):
                    g.put(bx + 1, r, "█" * n, colour)
                ly = gy + (gh - 2) // 2 + 1
                lx = bx + 1 + (iw - len(label)) // 2
                for i, ch in enumerate(label):
                    inside = lx + i - bx - 1 < n
                    g.put(lx + i, ly, ch, ("30;43" if colour == "33" else "30;45") if inside else colour)
        else:
            ph = power_hist[tick[0] % 60:] + power_hist[:tick[0] % 60]
            uh = util_hist[tick[0] % 60:] + util_hist[:tick[0] % 60]
            nv_chart(g, 0, gy, 40, gh, "GPU 0 Power", "Power (W)", ["0", "70", "140"], ph, limit * 1.1, "33")
            nv_chart(g, 40, gy, 40, gh, "GPU 0 Utilization", "Utilization (%)", ["0", "25", "50", "75", "100"],
                     uh, 100, "35")
        # processes
        py, ph_ = gy + gh, H - 1 - (gy + gh)
        nv_box(g, 0, py, W, ph_, "GPU Processes")
        cols = [3, 7, 8, 6, 7, 8]
        heads = [("GPU", "1;36"), ("PID", "1;33"), ("GPU-Mem", "1;32"), ("CPU%", "1;95"), ("Mem", "1;34"),
                 ("User", "1;31")]
        x = 1
        for (h, hs), w in zip(heads, cols):
            g.put(x, py + 1, h, hs)
            x += w + 2
        g.put(x, py + 1, "Command", "1")
        for i, (pid, gmem, cpu, mem, user, cmd) in enumerate(NV_PROCS[:ph_ - 3]):
            y = py + 2 + i
            cpu = max(0.0, cpu + jitter(pid, tick[0], min(2.0, cpu / 30)))
            cells = ["0", str(pid), gmem, "%.1f%%" % cpu, mem, user]
            styles = ["36", "33", "32", "95", "34", "31"]
            x = 1
            if i == st["sel"]:
                sel = "30;43;1" if st["pending"] else "100;97;1"
                g.fill(1, y, W - 2, sel)
                for c, w in zip(cells, cols):
                    g.put(x, y, c[:w], sel)
                    x += w + 2
                g.put(x, y, cmd[:W - 1 - x], sel)
            else:
                for c, w, s in zip(cells, cols, styles):
                    g.put(x, y, c[:w], s)
                    x += w + 2
                g.put(x, y, cmd[:W - 1 - x], "")
        if st["error"]:
            ey = py + ph_ - 4
            nv_box(g, 1, ey, W - 2, 3, "Error", "31")
            g.put(2, ey + 1, st["error"][:W - 4], "31")
        foot = "↑↓: nav | x: kill | ^d/t/b: modes | ?: help | q: quit"
        g.put((W - len(foot)) // 2, H - 1, foot, "37")
        g.show()

    out(ESC + "[?1049h" + ESC + "[H" + ESC + "[2J" + ESC + "[?25l")
    with Raw():
        try:
            last = time.time()
            while True:
                draw()
                k = readkey(max(0.0, min(0.1, 1.0 - (time.time() - last))))
                if time.time() - last >= 1.0:
                    tick[0] += 1
                    last = time.time()
                if k is None:
                    continue
                if k == "\x03":
                    break
                if st["help"]:
                    if k in ("esc", "?"):
                        st["help"] = False
                    elif k in ("down", "j"):
                        st["scroll"] += 1
                    elif k in ("up", "k"):
                        st["scroll"] = max(0, st["scroll"] - 1)
                    elif k == "q":
                        break
                    continue
                pending, st["pending"] = st["pending"], None
                if k in ("down", "j", "\x0e"):
                    st["sel"] = min(len(NV_PROCS) - 1, st["sel"] + 1)
                elif k in ("up", "k", "\x10"):
                    st["sel"] = max(0, st["sel"] - 1)
                elif k == "g":
                    if pending == "g":
                        st["sel"] = 0
                    else:
                        st["pending"] = "g"
                elif k == "G":
                    st["sel"] = len(NV_PROCS) - 1
                elif k == "d":
                    if pending == "d":
                        st["error"] = kill_error(NV_PROCS[st["sel"]])
                    else:
                        st["pending"] = "d"
                elif k == "x":
                    st["error"] = kill_error(NV_PROCS[st["sel"]])
                elif k == "\x04":
                    st["mode"] = "default"
                elif k == "t":
                    st["mode"] = "tabbed"
                elif k == "b":
                    st["mode"] = "bars"
                elif k == "?":
                    st["help"] = True
                    st["scroll"] = 0
                elif k in ("q", "esc"):
                    break
        finally:
            out(ESC + "[0m" + ESC + "[?1049l" + ESC + "[?25h")


def kill_error(p):
    if p[4] != "alice":
        return "Failed to kill process %d: EPERM: Operation not permitted" % p[0]
    return None


def main():
    tools = {"ttop": ttop, "macmon": macmon, "ntop": ntop, "nviwatch": nviwatch}
    if len(sys.argv) < 2 or sys.argv[1] not in tools:
        sys.stderr.write("usage: threehundredseventysecond_monitors.py %s\n" % "|".join(sorted(tools)))
        sys.exit(2)
    tools[sys.argv[1]](sys.argv[2:])


if __name__ == "__main__":
    main()
