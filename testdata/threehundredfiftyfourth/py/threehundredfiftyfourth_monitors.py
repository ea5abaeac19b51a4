#!/usr/bin/env python3
"""The threehundredfiftyfourth set's imitations: four full-screen
monitors that Debian does not package, each drawn the way the real
program draws (as known from its source, its snapshot tests, its
documentation and its screenshots):

  dtop     amir20's dtop, a dashboard of Docker containers (ratatui over
           crossterm, the alternate screen, the cursor hidden): its
           title row, a table of containers, the current row on dark
           grey; `/` a vi-style filter on the last row, `s` a `Sort By`
           list, `?` a `Help` box, Enter an `Actions` list, Ctrl+R a
           yellow box asking to reset the preferences
  asynq    hibiken's `asynq dash`, a dashboard of task queues kept in
           Redis (tcell, the alternate screen): `=== Queues ===`, bars
           of each queue's tasks, a table of the queues, a footer of
           keys; Enter a queue's summary and its tasks by state, a
           `=== Task Info ===` box, `?` a `=== Help ===` box
  turm     turm, a TUI for Slurm (ratatui over crossterm, the alternate
           screen, the mouse reported): rounded boxes `Jobs`, `Details`
           and the job's stdout, a help row of keys; `c` a `Confirm` box
           `Cancel job …?`
  neoss    PabloLec's neoss, socket statistics (neo-blessed, the
           alternate screen): a grid of sockets whose current cell is
           bold on blue, Enter a box explaining that cell

Run: threehundredfiftyfourth_monitors.py TOOL
"""
import os
import re
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
    b"\x1b[1~": "home", b"\x1b[4~": "end", b"\x1b[7~": "home", b"\x1b[8~": "end",
    b"\x1b[5~": "pgup", b"\x1b[6~": "pgdn", b"\x1b": "esc", b"\x1b[Z": "btab",
}


def readkey(timeout=None):
    """One key, or None when timeout seconds pass with none."""
    fd = sys.stdin.fileno()
    r, _, _ = select.select([fd], [], [], timeout)
    if not r:
        return None
    b = os.read(fd, 1)
    if b != b"\x1b":
        if b and b[0] >= 0xc0:  # the rest of a UTF-8 character
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
    ratatui, tcell and blessed write only their differences."""

    def __init__(self):
        self.last = None
        self.clear()

    def clear(self):
        self.cells = [[(" ", "")] * W for _ in range(H)]
        self.cursor = None

    def put(self, x, y, s, st=""):
        if 0 <= y < H:
            for ch in s:
                if 0 <= x < W:
                    self.cells[y][x] = (ch, st)
                x += 1
        return x

    def fill(self, x, y, w, st="", ch=" "):
        self.put(x, y, ch * w, st)

    def restyle(self, x, y, w, fn):
        for i in range(x, min(x + w, W)):
            ch, st = self.cells[y][i]
            self.cells[y][i] = (ch, fn(st))

    def text(self, y):
        return "".join(c for c, _ in self.cells[y])

    def show(self):
        rows = [list(r) for r in self.cells]
        buf = []
        for y in range(H):
            if self.last is not None and self.last[0][y] == rows[y]:
                continue
            buf.append(ESC + "[%d;1H" % (y + 1))
            cur = None
            for ch, st in rows[y]:
                if st != cur:
                    buf.append(ESC + "[0" + (";" + st if st else "") + "m")
                    cur = st
                buf.append(ch)
            buf.append(ESC + "[0m")
        if self.cursor is not None:
            buf.append(ESC + "[%d;%dH" % (self.cursor[1] + 1, self.cursor[0] + 1))
        changed_cursor = self.last is None or self.last[1] != self.cursor
        if changed_cursor:
            buf.append(ESC + ("[?25h" if self.cursor is not None else "[?25l"))
        if buf:
            out("".join(buf))
        self.last = (rows, self.cursor)


def box(g, x, y, w, h, st, rounded=False, fill=None):
    tl, tr, bl, br = ("╭", "╮", "╰", "╯") if rounded else ("┌", "┐", "└", "┘")
    if fill is not None:
        for r in range(y, y + h):
            g.fill(x, r, w, fill)
    g.put(x, y, tl + "─" * (w - 2) + tr, st)
    for r in range(y + 1, y + h - 1):
        g.put(x, r, "│", st)
        g.put(x + w - 1, r, "│", st)
    g.put(x, y + h - 1, bl + "─" * (w - 2) + br, st)


def wrap(text, width):
    """Words wrapped at width, as ratatui's word wrapper does."""
    indent = text[:len(text) - len(text.lstrip(" "))]
    lines, line = [], None
    for word in text.lstrip(" ").split(" "):
        cand = indent + word if line is None else line + " " + word
        if len(cand) <= width:
            line = cand
            continue
        if line is not None:
            lines.append(line.rstrip(" "))
        while len(word) > width:
            lines.append(word[:width])
            word = word[width:]
        line = word
    lines.append(line if line is not None else "")
    return lines


# ---------------------------------------------------------------- dtop

CONTAINERS = [
    # id, name, icon, icon colour, cpu, mem, tx, rx, created
    ("3f9a1c2b7d04", "web-1", "▶", "32", 12.4, 18.2, "2.1KB/s", "8.4KB/s", "2 hours ago"),
    ("a81e55d0c9f3", "api-1", "▶", "32", 4.7, 31.0, "12.6KB/s", "3.3KB/s", "2 hours ago"),
    ("19f0d3a8e2c5", "worker-1", "▶", "32", 88.5, 42.7, "640B/s", "1.1KB/s", "5 hours ago"),
    ("c4e91a07bb12", "redis-1", "▶", "32", 1.3, 6.9, "3.9KB/s", "4.0KB/s", "3 days ago"),
    ("7bd20e4f1a66", "postgres-1", "✓", "32", 63.2, 71.4, "48.2KB/s", "9.7KB/s", "3 days ago"),
    ("e2b7c9104f38", "nginx-proxy", "▶", "32", 0.8, 2.3, "15.0KB/s", "14.2KB/s", "2 weeks ago"),
    ("5d6a0b3c81f9", "grafana", "▶", "32", 2.9, 11.6, "512B/s", "768B/s", "2 weeks ago"),
]
DTOP_COLS = [12, 1, 13, 7, 7, 9, 9, 11]
SORT_FIELDS = ["ID", "Status", "Name", "Host", "CPU", "Memory", "Net TX", "Net RX", "Uptime"]
ACTIONS = [(">_", "Shell"), ("■", "Stop"), ("↻", "Restart"), ("✕", "Remove")]
HELP = [
    ("", None),
    ("Navigation", "36;1"),
    ("  ↑/↓, j/k    Navigate/scroll (1 line)    →/l    View logs      ←/h    Exit logs", None),
    ("  Enter       Action menu                 Esc    Close menu     ?      Toggle help", None),
    ("  a           Show all containers         /      Filter         o      Open Dozzle", None),
    ("  s           Sort by                     c      Column visibility", None),
    ("  PgUp/PgDn   Page up/down                Home   First          End    Last", None),
    ("", None),
    ("Preferences", "36;1"),
    ("  Ctrl+S      Save preferences            Ctrl+R Reset to defaults", None),
    ("", None),
    ("Log View Scrolling", "36;1"),
    ("  g/Home      Top              Ctrl+U, b, PgUp    Page up     Ctrl+D, Space, PgDn  Page down", None),
    ("  G/End       Bottom", None),
    ("", None),
    ("Status Icons", "36;1"),
    ("icons", None),
    ("", None),
    ("Colors", "36;1"),
    ("colors", None),
]


def pct_style(v):
    return "31" if v > 80 else ("33" if v > 50 else "32")


def dtop():
    g = Grid()
    st = {"view": "list", "sel": 0, "q": "", "sortsel": 8, "act": 0, "reset": False}

    def shown():
        q = st["q"].lower()
        return [c for c in CONTAINERS if q in c[1].lower() or q in c[0]]

    def draw():
        g.clear()
        rows = shown()
        g.put(0, 0, "dtop v0.7.10 - %d containers ('?' for help, 'q' to quit)" % len(rows))
        xs, x = [], 2
        for w in DTOP_COLS:
            xs.append(x)
            x += w + 1
        head = ["ID", "", "Name", "CPU %", "Memory %", "Net TX", "Net RX", "Created ▼"]
        g.fill(2, 2, 76, "36;1")
        for i, h in enumerate(head):
            g.put(xs[i], 2, h[:DTOP_COLS[i]], "36;1")
        for r, c in enumerate(rows):
            y = 4 + r
            if y > 22:
                break
            cid, name, icon, icol, cpu, mem, tx, rx, created = c
            cells = [(cid, ""), (icon, icol), (name, ""), ("%5.1f%%" % cpu, pct_style(cpu)),
                     ("%5.1f%%" % mem, pct_style(mem)), (tx, ""), (rx, ""), (created, "")]
            for i, (s, cs) in enumerate(cells):
                g.put(xs[i], y, s[:DTOP_COLS[i]], cs)
            if r == st["sel"]:
                g.restyle(2, y, 76, lambda s: (s + ";" if s else "") + "100;1")
        if st["view"] == "search" or (st["q"] and st["view"] == "list"):
            txt = ("/" + st["q"]) if st["view"] == "search" else ("Filtering: " + st["q"])
            g.put(0, 23, txt, "33;1")
            if st["view"] == "search":
                g.cursor = (1 + len(st["q"]), 23)
        if st["view"] == "sort":
            pw, ph = 36, len(SORT_FIELDS) + 5
            px, py = (W - pw) // 2, (H - ph) // 2
            box(g, px, py, pw, ph, "36;1;40", fill="40")
            t = " Sort By "
            g.put(px + (pw - len(t)) // 2, py, t, "36;1;40")
            for i, f in enumerate(SORT_FIELDS):
                ind = "▼" if f == "Uptime" else " "
                item = "  %-20s %s" % (f, ind)
                if i == st["sortsel"]:
                    g.put(px + 1, py + 1 + i, ("> " + item).ljust(pw - 2), "97;100;1")
                else:
                    g.put(px + 1, py + 1 + i, ("  " + item).ljust(pw - 2), "97;40")
            foot = "Enter: Select  Esc: Close"
            fw = pw - 4
            g.put(px + 2 + (fw - len(foot)) // 2, py + ph - 2, foot, "37;40")
        if st["view"] == "actions":
            name = rows[st["sel"]][1]
            pw, ph = 40, len(ACTIONS) + 6
            px, py = (W - pw) // 2, (H - ph) // 2
            box(g, px, py, pw, ph, "36;1;40", fill="40")
            t = " Actions: %s (local) " % name
            g.put(px + (pw - len(t)) // 2, py, t, "36;1;40")
            for i, (icon, label) in enumerate(ACTIONS):
                item = " %s  %s" % (icon, label)
                if i == st["act"]:
                    g.put(px + 1, py + 1 + i, ("> " + item).ljust(pw - 2), "97;100;1")
                else:
                    g.put(px + 1, py + 1 + i, ("  " + item).ljust(pw - 2), "97;40")
            foot = "↑/↓: Navigate  Enter: Execute  Esc/←: Cancel"
            fw = pw - 4
            if len(foot) > fw:
                foot = foot[:fw]
            g.put(px + 2 + (fw - len(foot)) // 2, py + ph - 2, foot, "37;40")
        if st["view"] == "help":
            pw = int(W * 0.8)
            ph = min(len(HELP) + 3, H)
            px, py = (W - pw) // 2, (H - ph) // 2
            box(g, px, py, pw, ph, "36;1;40", fill="40")
            t = " Help - Press ? or ESC to close "
            g.put(px + (pw - len(t)) // 2, py, t, "36;1;40")
            y, iw = py + 2, pw - 4
            for line, lst in HELP:
                if y >= py + ph - 1:
                    break
                if line == "icons":
                    x = px + 2
                    for icon, col, word in (("✓", "32", "Healthy  "), ("✖", "31", "Unhealthy  "),
                                            ("◐", "33", "Starting  "), ("▶", "32", "Running  "),
                                            ("⏸", "33", "Paused  "), ("■", "31", "Exited")):
                        if x + len(icon + " " + word) > px + 2 + iw:
                            y += 1
                            x = px + 2
                        x = g.put(x, y, icon + " ", col + ";40")
                        x = g.put(x, y, word, "97;40")
                    y += 1
                    continue
                if line == "colors":
                    x = px + 2
                    x = g.put(x, y, "  Green", "32;40")
                    x = g.put(x, y, " (0-50%)  ", "97;40")
                    x = g.put(x, y, "Yellow", "33;40")
                    x = g.put(x, y, " (50-80%)  ", "97;40")
                    x = g.put(x, y, "Red", "31;40")
                    g.put(x, y, " (>80%)", "97;40")
                    y += 1
                    continue
                for part in wrap(line, iw) if line else [""]:
                    if y >= py + ph - 1:
                        break
                    g.put(px + 2, y, part, lst + ";40" if lst else "97;40")
                    y += 1
        if st["reset"]:
            msg = "Reset all preferences to defaults? (y/n)"
            mw = len(msg) + 4
            mx, my = (W - mw) // 2, H - 3
            box(g, mx, my, mw, 3, "33")
            g.fill(mx + 1, my + 1, mw - 2)
            g.put(mx + 1 + (mw - 2 - len(msg)) // 2, my + 1, msg, "33;1")
        g.show()

    out(ESC + "[?1049h" + ESC + "[?25l" + ESC + "[H" + ESC + "[2J")
    with Raw():
        try:
            while True:
                draw()
                k = readkey(1.0)
                if k is None:
                    continue
                if k == "\x12":  # Ctrl+R
                    if st["view"] in ("list", "search"):
                        st["reset"] = True
                    continue
                if st["reset"]:
                    if k in ("y", "Y", "n", "N", "esc"):
                        st["reset"] = False
                    continue
                v = st["view"]
                if v == "search":
                    if k == "esc":
                        st["view"], st["q"], st["sel"] = "list", "", 0
                    elif k in ("\r", "\n"):
                        st["view"] = "list"
                    elif k in ("\x7f", "\x08"):
                        st["q"] = st["q"][:-1]
                        st["sel"] = 0
                    elif k == "down":
                        st["sel"] = min(st["sel"] + 1, len(shown()) - 1)
                    elif k == "up":
                        st["sel"] = max(st["sel"] - 1, 0)
                    elif len(k) == 1 and k.isprintable():
                        st["q"] += k
                        st["sel"] = 0
                    continue
                if v == "sort":
                    if k in ("up", "k"):
                        st["sortsel"] = max(0, st["sortsel"] - 1)
                    elif k in ("down", "j"):
                        st["sortsel"] = min(len(SORT_FIELDS) - 1, st["sortsel"] + 1)
                    elif k in ("esc", "s", "\r", "\n", " "):
                        if k in ("esc", "s"):
                            st["view"] = "list"
                    continue
                if v == "actions":
                    if k in ("up", "k"):
                        st["act"] = max(0, st["act"] - 1)
                    elif k in ("down", "j"):
                        st["act"] = min(len(ACTIONS) - 1, st["act"] + 1)
                    elif k in ("esc", "left", "h", "\r", "\n"):
                        st["view"] = "list"
                    continue
                if v == "help":
                    if k in ("?", "esc"):
                        st["view"] = "list"
                    elif k == "q":
                        break
                    continue
                if k in ("q", "\x03"):
                    break
                if k == "/":
                    st["view"], st["q"] = "search", ""
                elif k == "?":
                    st["view"] = "help"
                elif k == "s":
                    st["view"], st["sortsel"] = "sort", 8
                elif k in ("\r", "\n"):
                    st["view"], st["act"] = "actions", 0
                elif k in ("down", "j"):
                    st["sel"] = min(st["sel"] + 1, len(shown()) - 1)
                elif k in ("up", "k"):
                    st["sel"] = max(st["sel"] - 1, 0)
                elif k == "esc":
                    st["q"] = ""
        finally:
            out(ESC + "[0m" + ESC + "[?25h" + ESC + "[?1049l")


# ---------------------------------------------------------------- asynq

QUEUES = [
    # name, paused, active, pending, aggregating, scheduled, retry, archived, completed,
    # latency, memory, processed, failed
    ("critical", False, 2, 8, 0, 1, 1, 0, 34, "3s", "48.1 kB", 1842, 3),
    ("default", False, 10, 312, 0, 64, 21, 11, 0, "1m12s", "612.7 kB", 18342, 171),
    ("emails", False, 4, 41, 0, 9, 6, 4, 0, "17s", "96.3 kB", 9120, 58),
    ("low", True, 0, 1180, 0, 22, 3, 2, 0, "2h4m51s", "2.1 MB", 402, 9),
    ("reports", False, 1, 2, 0, 0, 0, 0, 0, "0s", "12.4 kB", 77, 0),
]
STATES = ["Active", "Pending", "Aggregating", "Scheduled", "Retry", "Archived", "Completed"]
TASKS = {
    "Active": [
        ("0c6b1f4e-8d2a-4c1e-9a57-3e2f8b41d6a0", "email:deliver", "0", "25",
         '{"user_id":4821,"template":"password-reset"}'),
        ("7e9d2a13-5b4c-4f0e-8e21-c9a6d4b7f150", "email:deliver", "1", "25",
         '{"user_id":1177,"template":"receipt"}'),
    ],
    "Retry": [
        ("b41f9c07-2e6d-48a3-b5c8-0d7e1a29f3c4", "webhook:notify", "1/25",
         "POST https://hooks.example.com/ci: 503 Service Unavailable", "2m10s ago", "in 48s",
         '{"event":"build.failed","id":9931}'),
    ],
}


def asynq():
    g = Grid()
    st = {"view": "queues", "prev": "queues", "qrow": 0, "trow": 0, "state": 0, "modal": False}
    BOLD = "1"
    LABEL = "38;5;252"

    def table(y, cols, rows, hl):
        # cols: (name, left aligned); each cell padded as rpad/lpad plus
        # four blanks, the header on dim grey, the highlighted row on dark
        # olive green.
        widths = [max([len(c[0])] + [len(r[i]) for r in rows]) for i, c in enumerate(cols)]
        x = 0
        for (name, left), w in zip(cols, widths):
            cell = ("%-*s " % (w, name) if left else "%*s " % (w, name)) + "    "
            x = g.put(x, y, cell, "97;48;5;242")
        if x < W:
            g.fill(x, y, W - x, "97;48;5;242")
        for i, r in enumerate(rows):
            yy = y + 1 + i
            stl = "48;5;58" if i == hl else ""
            x = 0
            for (name, left), w, v in zip(cols, widths, r):
                cell = ("%-*s " % (w, v) if left else "%*s " % (w, v)) + "    "
                x = g.put(x, yy, cell, stl)
            if x < W:
                g.fill(x, yy, W - x, stl)
        return y + 1 + len(rows)

    def modal(lines):
        mw, mh = int(W * 0.6), int(H * 0.6)
        ro, co = int(H * 0.2), int(W * 0.2)
        g.put(co, ro, "┌" + "─" * (mw - 2) + "┐")
        for i in range(1, mh - 1):
            g.put(co, ro + i, "│ " + " " * (mw - 4) + " │")
            if i <= len(lines):
                x = co + 2
                for s, sty in lines[i - 1]:
                    room = mw - 4 - (x - co - 2)
                    if room <= 0:
                        break
                    if len(s) > room:
                        s = s[:room - 1] + "…"
                    x = g.put(x, ro + i, s, sty)
        g.put(co, ro + mh - 1, "└" + "─" * (mw - 2) + "┘")

    def draw():
        g.clear()
        v = st["view"]
        if v == "queues":
            g.put(0, 0, "=== Queues ===", BOLD)
            y = 2
            qw = max(len(q[0]) for q in QUEUES)
            sw = max(len(str(sum(q[2:8]))) for q in QUEUES)
            biggest = max(max(sum(q[2:8]) for q in QUEUES), 1)
            room = W - (qw + sw + 3)
            mult = room / biggest if room < biggest else 1.0
            colours = ["94", "32", "92", "93", "38;5;218", "35", "38;5;22"]
            for q in QUEUES:
                x = g.put(0, y, q[0].ljust(qw + 1) + "|")
                for n, c in zip(q[2:9], colours):
                    x = g.put(x, y, "▇" * int(n * mult), c)
                g.put(x, y, " %d" % sum(q[2:8]))
                y += 1
            y += 1
            x = 0
            for name, c in zip(["active", "pending", "aggregating", "scheduled", "retry",
                                "archived", "completed"], colours):
                x = g.put(x, y, (" " if name != "active" else "") + name + "=")
                x = g.put(x, y, "▇", c)
            y += 2
            cols = [("Queue", True), ("State", True), ("Size", False), ("Latency", False),
                    ("MemoryUsage", False), ("Processed", False), ("Failed", False), ("ErrorRate", False)]
            rows = [[q[0], "PAUSED" if q[1] else "RUN", str(sum(q[2:8])), q[9], q[10], str(q[11]),
                     str(q[12]), "%.2f" % (q[12] / q[11]) if q[11] else "-"] for q in QUEUES]
            table(y, cols, rows, st["qrow"] - 1)
        elif v == "details":
            q = QUEUES[st["qrow"] - 1]
            g.put(0, 0, "=== Queue Summary ===", BOLD)
            for i, (lab, val) in enumerate((("Name      ", q[0]), ("Size      ", str(sum(q[2:8]))),
                                            ("Latency   ", q[9]), ("MemUsage  ", q[10]))):
                x = g.put(0, 2 + i, lab, LABEL)
                g.put(x, 2 + i, val)
            g.put(0, 8, "=== Tasks ===", BOLD)
            x = 0
            for i, name in enumerate(STATES):
                sty = "1;4" if i == st["state"] else ""
                x = g.put(x, 10, "%s:%d" % (name, q[2 + i]), sty)
                x = g.put(x, 10, "    ")
            name = STATES[st["state"]]
            tasks = TASKS.get(name, []) if q[0] == "critical" else []
            if name == "Active":
                cols = [("ID", True), ("Type", True), ("Retried", False), ("Max Retry", False), ("Payload", True)]
            elif name == "Retry":
                cols = [("ID", True), ("Type", True), ("Retry", False), ("Last Failure", True),
                        ("Last Failure Time", True), ("Next Process Time", True), ("Payload", True)]
            else:
                cols = [("ID", True), ("Type", True), ("Payload", True)]
                tasks = []
            if tasks:
                table(12, cols, [list(t) for t in tasks], st["trow"] - 1)
            if st["modal"]:
                t = tasks[st["trow"] - 1]
                lines = [[("=== Task Info ===", BOLD)], [("", "")],
                         [("ID: ", LABEL), (t[0], "")], [("Type: ", LABEL), (t[1], "")],
                         [("State: ", LABEL), (name.lower(), "")], [("Queue: ", LABEL), (q[0], "")]]
                if name == "Retry":
                    lines += [[("Retry: ", LABEL), (t[2], "")],
                              [("Last Failure: ", LABEL), (t[3], "")],
                              [("Last Failure Time: ", LABEL),
                               ("2026-11-29 09:58:14 +0000 UTC (%s)" % t[4], "")],
                              [("Next Process Time: ", LABEL),
                               ("2026-11-29 10:01:12 +0000 UTC (%s)" % t[5], "")],
                              [("Payload: ", LABEL), (t[6], "")]]
                else:
                    lines += [[("Retry: ", LABEL), ("%s/%s" % (t[2], t[3]), "")],
                              [("Payload: ", LABEL), (t[4], "")]]
                modal(lines)
        elif v == "help":
            K = LABEL + ";1"
            modal([[("=== Help ===", BOLD)], [("", "")],
                   [("<Enter>", K), ("              to select", "")],
                   [("<Esc>", K), (" or ", ""), ("<q>", K), ("         to go back", "")],
                   [("<UpArrow>", K), (" or ", ""), ("<k>", K), ("     to move up", "")],
                   [("<DownArrow>", K), (" or ", ""), ("<j>", K), ("   to move down", "")],
                   [("<LeftArrow>", K), (" or ", ""), ("<h>", K), ("   to move left", "")],
                   [("<RightArrow>", K), (" or ", ""), ("<l>", K), ("  to move right", "")],
                   [("<Ctrl+C>", K), ("             to quit", "")]])
        foot = "<Esc>: GoBack" if v == "help" else "<?>: Help    <Ctrl+C>: Exit "
        g.put(0, H - 1, foot.ljust(W), "97;48;5;238")
        g.show()

    out(ESC + "[?1049h" + ESC + "[?1h" + ESC + "=" + ESC + "[?25l" + ESC + "[H" + ESC + "[2J")
    with Raw():
        try:
            while True:
                draw()
                k = readkey(8.0)
                if k is None:
                    continue
                v = st["view"]
                if k == "\x03":
                    break
                if k in ("esc", "q"):
                    if v == "help":
                        st["view"] = st["prev"]
                    elif v == "details":
                        if st["modal"]:
                            st["modal"] = False
                        else:
                            st["view"] = "queues"
                    else:
                        break
                elif k == "?":
                    if v != "help":
                        st["prev"], st["view"] = v, "help"
                elif k in ("down", "j"):
                    if v == "queues":
                        st["qrow"] = st["qrow"] + 1 if st["qrow"] < len(QUEUES) else 0
                    elif v == "details" and not st["modal"]:
                        n = len(TASKS.get(STATES[st["state"]], []))
                        st["trow"] = st["trow"] + 1 if st["trow"] < n else 0
                elif k in ("up", "k"):
                    if v == "queues":
                        st["qrow"] = st["qrow"] - 1 if st["qrow"] > 0 else len(QUEUES)
                elif k in ("right", "l", "left", "h"):
                    if v == "details" and not st["modal"]:
                        d = 1 if k in ("right", "l") else -1
                        st["state"] = (st["state"] + d) % len(STATES)
                        st["trow"] = 0
                elif k in ("\r", "\n"):
                    if v == "queues" and st["qrow"]:
                        st["view"], st["state"], st["trow"] = "details", 0, 0
                    elif v == "details" and st["trow"] and not st["modal"]:
                        st["modal"] = True
        finally:
            out(ESC + "[0m" + ESC + "[?25h" + ESC + "[?1l" + ESC + ">" + ESC + "[?1049l")


# ---------------------------------------------------------------- turm

def train_log(job, n):
    lines = ["[%s] starting job %s on gpu-node07" % ("2026-11-29 08:55:41", job),
             "[2026-11-29 08:55:43] loading ImageNet shards from /scratch/imagenet",
             "[2026-11-29 08:56:10] 1281167 train / 50000 val images"]
    for i in range(n):
        ep = 10 + i // 4
        step = 250 * (i % 4 + 1)
        lines.append("epoch %d step %4d loss %.4f acc %.4f lr 0.0%d" %
                     (ep, step, 2.31 - i * 0.013, 0.512 + i * 0.0021, 96 - i // 6))
    return lines


JOBS = [
    # compact, id, partition, user, time, name, state, start, reason, nodes, tres, command, out, err
    ("R", "48213", "gpu", "kabir", "1:02:33", "train-resnet50", "RUNNING", "", None, "gpu-node07",
     "cpu=8,mem=64G,node=1,billing=8,gres/gpu=2", "/home/kabir/jobs/train.sbatch",
     "/home/kabir/jobs/train-48213.out", "/home/kabir/jobs/train-48213.err"),
    ("R", "48214", "gpu", "kabir", "47:10", "train-vit-b16", "RUNNING", "", None, "gpu-node08",
     "cpu=8,mem=64G,node=1,billing=8,gres/gpu=2", "/home/kabir/jobs/train.sbatch",
     "/home/kabir/jobs/train-48214.out", "/home/kabir/jobs/train-48214.err"),
    ("R", "48190", "cpu", "lena", "3:14:08", "preprocess-shards", "RUNNING", "", None, "cpu-node[02-03]",
     "cpu=64,mem=256G,node=2,billing=64", "/home/lena/prep/shards.sh",
     "/home/lena/prep/slurm-48190.out", "/home/lena/prep/slurm-48190.out"),
    ("R", "48205_3", "cpu", "omar", "12:41", "render-frames", "RUNNING", "", None, "cpu-node11",
     "cpu=4,mem=16G,node=1,billing=4", "/home/omar/render/frames.sbatch",
     "/home/omar/render/slurm-48205_3.out", "/home/omar/render/slurm-48205_3.out"),
    ("PD", "48230", "gpu", "kabir", "0:00", "eval-sweep", "PENDING", "2026-11-29T14:20:00", "Resources", "",
     "cpu=4,mem=32G,node=1,billing=4,gres/gpu=1", "/home/kabir/jobs/eval.sbatch",
     "/home/kabir/jobs/eval-48230.out", "/home/kabir/jobs/eval-48230.err"),
    ("PD", "48231", "gpu", "kabir", "0:00", "eval-sweep", "PENDING", "N/A", "Priority", "",
     "cpu=4,mem=32G,node=1,billing=4,gres/gpu=1", "/home/kabir/jobs/eval.sbatch",
     "/home/kabir/jobs/eval-48231.out", "/home/kabir/jobs/eval-48231.err"),
]
JOB_OUT = {
    "48213": train_log("48213", 40),
    "48214": train_log("48214", 18),
    "48190": ["shard %05d: 2048 records, %d MB" % (i, 180 + i % 7) for i in range(300, 340)],
    "48205_3": ["frame %04d rendered in %.1fs" % (i, 11.2 + (i % 5) * 0.3) for i in range(1200, 1231)],
}
JOB_ERR = {
    "48213": ["/opt/conda/lib/python3.11/site-packages/torch/utils/data/dataloader.py:558:"
              " UserWarning: This DataLoader will create 12 worker processes in total.",
              "  warnings.warn(_create_warning_msg(",
              "NCCL INFO Bootstrap : Using ib0:10.20.0.7<0>",
              "NCCL INFO NET/IB : Using [0]mlx5_0:1/IB ; OOB ib0:10.20.0.7<0>"],
    "48214": [],
}


def turm():
    g = Grid()
    st = {"sel": 0, "err": False, "top": False, "dialog": None, "wrap": False}

    def draw():
        g.clear()
        jobs = JOBS
        dialog = st["dialog"]
        # help row
        x = 0
        for i, (k, d) in enumerate((("q", "quit"), ("⏶/⏷", "navigate"), ("pgup/pgdown", "scroll"),
                                    ("home/end", "top/bottom"), ("esc", "cancel"), ("enter", "confirm"),
                                    ("c", "cancel job"), ("o", "toggle stdout/stderr"),
                                    ("w", "toggle text wrap"))):
            if i:
                x = g.put(x, 23, " | ")
            x = g.put(x, 23, k, "34")
            x = g.put(x, 23, ": ")
            x = g.put(x, 23, d, "94")
        # jobs
        lw = 50
        bst = "" if dialog else "32"
        box(g, 0, 0, lw, 23, bst, rounded=True)
        g.put(1, 0, "─Jobs (%d)" % len(jobs), bst)
        widths = [max(len(j[i]) for j in jobs) for i in range(5)]
        for r, j in enumerate(jobs):
            y = 1 + r
            x = 1
            for i, sty in enumerate(("", "33", "34", "32", "31")):
                s = j[i].rjust(widths[i]) if i == 4 else j[i].ljust(widths[i])
                x = g.put(x, y, s, sty)
                x = g.put(x, y, " ")
            g.put(x, y, j[5][:lw - 1 - x])
            if r == st["sel"]:
                g.restyle(1, y, lw - 2, lambda s: "30;42")
        # details
        j = jobs[st["sel"]]
        rx, rw = lw, W - lw
        box(g, rx, 0, rw, 7, "", rounded=True)
        g.put(rx + 1, 0, "─Details")
        inner = rw - 2

        def line(y, parts):
            x = rx + 1
            for s, sty in parts:
                room = rx + 1 + inner - x
                if room <= 0:
                    break
                x = g.put(x, y, s[:room], sty)
        spans = [("State  ", "33"), (" ", ""), (j[6], "")]
        if j[6] == "PENDING":
            spans += [(" Start ", "33"), (j[7], "")]
        if j[8]:
            spans += [(" Reason ", "33"), (j[8], "")]
        line(1, spans)
        line(2, [("Command", "33"), (" ", ""), (j[11], "")])
        line(3, [("Nodes  ", "33"), (" ", ""), (j[9], "")])
        line(4, [("TRES   ", "33"), (" ", ""), (j[10], "")])
        which = "stderr" if st["err"] else "stdout"
        line(5, [(which + " ", "33"), (" ", ""), (j[13] if st["err"] else j[12], "")])
        # log
        box(g, rx, 7, rw, 16, "", rounded=True)
        x = g.put(rx + 1, 7, "─" + which)
        if st["top"]:
            g.put(x, 7, "[T]", "2")
        lines_avail, cols = 14, inner
        if j[1] in JOB_OUT:
            content = JOB_ERR.get(j[1], JOB_OUT[j[1]]) if st["err"] else JOB_OUT[j[1]]
            shown = content[:lines_avail] if st["top"] else content[-lines_avail:]
            for i, l in enumerate(shown):
                if len(l) > cols:
                    g.put(rx + 1, 8 + i, l[:cols - 1])
                    g.put(rx + cols, 8 + i, "…", "2")
                else:
                    g.put(rx + 1, 8 + i, l)
        else:
            err = "Read error: No such file or directory (os error 2)"
            for i, l in enumerate(wrap(err, cols)):
                g.put(rx + 1, 8 + i, l, "31")
        if dialog:
            dx, dw, dy = 10, 60, 10
            g.fill(dx, dy, dw)
            g.fill(dx, dy + 1, dw)
            g.fill(dx, dy + 2, dw)
            box(g, dx, dy, dw, 3, "32", rounded=True)
            g.put(dx + 1, dy, "─Confirm", "32")
            x = g.put(dx + 1, dy + 1, "Cancel job ", "97")
            x = g.put(x, dy + 1, dialog, "97;1")
            g.put(x, dy + 1, "?", "97")
        g.show()

    out(ESC + "[?1049h" + ESC + "[?1000h" + ESC + "[?1002h" + ESC + "[?1003h" + ESC + "[?1015h" +
        ESC + "[?1006h" + ESC + "[?25l" + ESC + "[H" + ESC + "[2J")
    with Raw():
        try:
            while True:
                draw()
                k = readkey(2.0)
                if k is None:
                    continue
                if k == "q":
                    break
                if st["dialog"]:
                    if k in ("\r", "\n", "y", "esc"):
                        st["dialog"] = None
                    continue
                if k in ("down", "j"):
                    st["sel"] = min(st["sel"] + 1, len(JOBS) - 1)
                elif k in ("up", "k"):
                    st["sel"] = max(st["sel"] - 1, 0)
                elif k == "g":
                    st["sel"] = 0
                elif k == "G":
                    st["sel"] = len(JOBS) - 1
                elif k == "home":
                    st["top"] = True
                elif k == "end":
                    st["top"] = False
                elif k == "o":
                    st["err"] = not st["err"]
                elif k == "w":
                    st["wrap"] = not st["wrap"]
                elif k == "c":
                    j = JOBS[st["sel"]]
                    st["dialog"] = j[1]
        finally:
            out(ESC + "[0m" + ESC + "[?1006l" + ESC + "[?1015l" + ESC + "[?1003l" + ESC + "[?1002l" +
                ESC + "[?1000l" + ESC + "[?25h" + ESC + "[?1049l")


# ---------------------------------------------------------------- neoss

SOCKETS = [
    # protocol, state, rx, tx, local address, local port, peer address, peer port, users
    ("tcp", "ESTAB", "0", "0", "192.168.1.20", "22", "192.168.1.7", "51544", "sshd"),
    ("tcp", "ESTAB", "0", "0", "192.168.1.20", "41870", "140.82.113.4", "443", "node"),
    ("tcp", "ESTAB", "0", "36", "192.168.1.20", "55018", "151.101.1.69", "443", "node"),
    ("tcp", "ESTAB", "0", "0", "192.168.1.20", "48612", "192.168.1.5", "5432", "node"),
    ("tcp", "ESTAB", "0", "0", "192.168.1.20", "443", "203.0.113.54", "61022", "nginx"),
    ("tcp", "ESTAB", "0", "0", "192.168.1.20", "443", "198.51.100.9", "53310", "nginx"),
    ("tcp", "TIME_WAIT", "0", "0", "192.168.1.20", "39254", "104.18.32.7", "443", "/"),
    ("tcp", "ESTAB", "0", "0", "10.8.0.2", "50122", "10.8.0.1", "22", "ssh"),
    ("tcp", "ESTAB", "0", "0", "192.168.1.20", "22", "192.168.1.7", "51602", "sshd"),
    ("udp", "ESTAB", "0", "0", "192.168.1.20", "52901", "192.168.1.1", "53", "/"),
    ("tcp", "ESTAB", "0", "0", "192.168.1.20", "36714", "142.250.74.3", "443", "curl"),
    ("udp", "ESTAB", "0", "0", "192.168.1.20", "123", "162.159.200.1", "123", "/"),
]
NEOSS_HEAD = ["Protocol", "State", "Rx", "Tx", "Local Address", "Local Port", "Peer Address", "Peer Port", "Users"]
NEOSS_USERS = {
    "sshd": [("sshd", "1187", "root", "sshd: kabir [priv]")],
    "node": [("node", "2411", "kabir", "node /srv/relay/server.js")],
    "nginx": [("nginx", "902", "www-data", "nginx: worker process")],
    "ssh": [("ssh", "3310", "kabir", "ssh -N -L 5433:db:5432 bastion")],
    "curl": [("curl", "3377", "kabir", "curl -sO https://dl.google.com/go.tgz")],
}
NEOSS_STATES = {
    "ESTAB": " The third step of the three-way connection handshake was performed. The connection is open.",
    "TIME_WAIT": " The local end-point waits for twice the maximum segment lifetime (MSL) to pass before going to"
                 " CLOSED to be sure that the remote end-point received the acknowledgement.",
}
NEOSS_PROTOCOLS = {
    "tcp": "Transmission Control Protocol (TCP) is a connection-oriented protocol that computers use to"
           " communicate over the internet. It is one of the main protocols in TCP/IP networks. TCP provides"
           " error-checking and guarantees delivery of data and that packets will be delivered in the order"
           " they were sent.",
    "udp": "User Datagram Protocol (UDP) is a connectionless protocol that works just like TCP but assumes"
           " that error-checking and recovery services are not required. Instead, UDP continuously sends"
           " datagrams to the recipient whether they receive them or not.",
}
NEOSS_PORTS = {"22": "SSH", "443": "HTTPS", "53": "Domain Name Server", "5432": "PostgreSQL Database",
               "123": "Network Time Protocol"}


def untag(s):
    return re.sub(r"\{/?(?:bold|blink)\}", "", s)


def neoss():
    g = Grid()
    st = {"sel": [0, 0], "data": list(SOCKETS), "popup": None, "loading": True,
          "last_sort": None, "asc": False, "scroll": [0, H // 2 - 2], "shown": False}

    def center(cell, width):
        clen = len(cell)
        while clen < width:
            cell = " " + cell + " "
            clen += 2
        if clen > width:
            cell = cell[1:]
        return cell

    def draw():
        g.clear()
        if not st["shown"]:
            # the table is appended once the first statistics are read
            popup("Loading{blink}...{/blink}")
            g.show()
            return
        data = st["data"]
        sr, sc = st["sel"]
        lo, hi = st["scroll"]
        if sr < lo:
            lo, hi = sr, sr + (hi - lo)
        elif sr >= hi:
            lo, hi = lo + sr - hi + 1, sr + 1
        st["scroll"] = [lo, hi]
        rows = [list(r) for r in data[lo:hi]]
        table = [NEOSS_HEAD] + rows
        maxes = [max(len(r[i]) for r in table) for i in range(9)]
        total = sum(maxes) + len(maxes) + 1
        missing = W - total
        w, wr = missing // len(maxes), missing % len(maxes)
        maxes = [m + w + (wr if i == len(maxes) - 1 else 0) for i, m in enumerate(maxes)]
        height = len(table) * 2 + 1
        # frame and grid
        g.put(0, 0, "┌" + "─" * (W - 2) + "┐", "97")
        g.put(0, height - 1, "└" + "─" * (W - 2) + "┘", "97")
        for y in range(1, height - 1):
            if y % 2 == 1:
                g.put(0, y, "│", "97")
                g.put(W - 1, y, "│", "97")
            else:
                g.put(0, y, "├" + "─" * (W - 2) + "┤", "97")
        x = 0
        for m in maxes[:-1]:
            x += m + 1
            g.put(x, 0, "┬", "97")
            g.put(x, height - 1, "┴", "97")
            for y in range(1, height - 1):
                g.put(x, y, "│" if y % 2 == 1 else "┼", "97")
        for ri, r in enumerate(table):
            y = 1 + ri * 2
            x = 1
            for ci, cell in enumerate(r):
                text = center(cell, maxes[ci])
                if ri == 0:
                    g.put(x, y, text, "30;47")
                else:
                    g.put(x, y, text)
                    if ri - 1 + lo == sr and ci == sc:
                        lead = (len(text) - len(text.lstrip(" ")))
                        g.put(x + lead, y, cell, "97;44;1")
                x += maxes[ci] + 1
        if st["loading"]:
            popup("Loading{blink}...{/blink}")
        elif st["popup"]:
            popup(st["popup"])
        g.show()

    def popup(content):
        content = content.strip()
        raw = []
        for l in content.split("\n"):
            raw.append(l)
        plain = [untag(l) for l in raw]
        maxw = W - 2
        wrapped = []
        for l, p in zip(raw, plain):
            if len(p) <= maxw:
                wrapped.append(l)
            else:
                wrapped.extend(wrap(p, maxw))
        pw = max(len(untag(l)) for l in wrapped) + 2
        ph = len(wrapped) + 2
        px, py = (W - pw) // 2, (H - ph) // 2
        box(g, px, py, pw, ph, "97", fill="")
        for i, l in enumerate(wrapped):
            x = px + 1
            sty = "97"
            for tok in re.split(r"(\{/?(?:bold|blink)\})", l):
                if tok in ("{bold}", "{blink}"):
                    sty = "97;" + ("1" if tok == "{bold}" else "5")
                elif tok in ("{/bold}", "{/blink}"):
                    sty = "97"
                else:
                    x = g.put(x, py + 1 + i, tok, sty)

    def cell_popup():
        r = st["data"][st["sel"][0]]
        c = st["sel"][1]
        v = r[c]
        if c == 0:
            return NEOSS_PROTOCOLS[v]
        if c == 1:
            return NEOSS_STATES.get(v)
        if c == 2:
            return "Established: The count of bytes not copied by the user program connected to this socket.\n" \
                   "Listening: Current syn backlog."
        if c == 3:
            return "Established: The count of bytes not acknowledged by the remote host.\n" \
                   "Listening: Maximum size of the syn backlog."
        if c in (5, 7):
            if v not in NEOSS_PORTS:
                return "This port is not assigned"
            return ("{bold}This port is assigned to:{/bold} " + NEOSS_PORTS[v] + "\n"
                    "Note that regardless of a port assignment, it can be used in any way.")
        if c == 8:
            if v == "/":
                return None
            text = ""
            for name, pid, owner, cmd in NEOSS_USERS[v]:
                text += "{bold}Name:{/bold} " + name + "\n"
                text += "{bold}PID:{/bold} " + pid + "\n"
                text += "{bold}Owner:{/bold} " + owner + "\n"
                text += "{bold}Command:{/bold} " + cmd + "\n"
            return text
        return None

    def sort(col):
        keyf = (lambda r: int(r[col])) if col in (2, 3, 5, 7) else (lambda r: r[col])
        if st["last_sort"] == col:
            st["asc"] = not st["asc"]
        st["last_sort"] = col
        st["data"].sort(key=keyf, reverse=not st["asc"])

    out(ESC + "]0;neoss\x07" + ESC + "[?1049h" + ESC + "[?1h" + ESC + "=" + ESC + "[1;24r" +
        ESC + "[?25l" + ESC + "[H" + ESC + "[2J")
    with Raw():
        try:
            draw()
            time.sleep(0.4)
            st["loading"], st["shown"] = False, True
            while True:
                draw()
                k = readkey()
                if k in ("esc", "q", "\x03"):
                    break
                if st["popup"]:
                    if k in ("\r", "\n"):
                        st["popup"] = None
                    continue
                r, c = st["sel"]
                if k == "left" and c > 0:
                    st["sel"] = [r, c - 1]
                elif k == "right" and c < 8:
                    st["sel"] = [r, c + 1]
                elif k == "up" and r > 0:
                    st["sel"] = [r - 1, c]
                elif k == "down" and r < len(st["data"]) - 1:
                    st["sel"] = [r + 1, c]
                elif k in ("s", "S"):
                    sort(c)
                elif k in ("\r", "\n"):
                    st["popup"] = cell_popup()
                elif k in ("r", "R"):
                    st["loading"] = True
                    draw()
                    time.sleep(0.4)
                    st["loading"] = False
        finally:
            out(ESC + "[0m" + ESC + "[r" + ESC + "[?25h" + ESC + "[?1l" + ESC + ">" + ESC + "[?1049l")


TOOLS = {"dtop": dtop, "asynq": asynq, "turm": turm, "neoss": neoss}

if __name__ == "__main__":
    try:
        TOOLS[sys.argv[1]]()
    except (KeyboardInterrupt, EOFError):
        print()
