#!/usr/bin/env python3
"""The threehundredseventysixth set's imitations: four container and
cluster tools that Debian does not package, each drawn the way the real
program draws (as known from its source, its golden screens and its
documentation), against a kind cluster `kind-shop` whose namespace shop
runs a small web shop:

  k13d     cloudbro-kube-ai's k13d: a tview dashboard on the alternate
           screen, a header of four rows, a `Cluster Briefing` box whose
           mark pulses every 400 ms, the pods table in a box (double lines
           while it has the focus, the selected row on cyan), a status bar
           of keys and the ` : ` command bar at the foot with its dim
           completion hint; ^D's tview modal on dark red, `Delete pods?`
           over Cancel and Delete; l's log view filling the screen,
           scrolled to its end; F's `Port Forward` form of two fields
  kubecm   sunny0826's kubecm: promptui lists (`switch` on the alternate
           screen: `Select Kube Context`, a cat's face at the current
           entry, an Info block under the list, / toggling a search line;
           `delete` then asks on the main screen `Are you sure you want to
           delete「NAME」?` over False and True, a beer mug at the current)
  iexec    gabeduke's kubectl-iexec: promptui's default look (`? Select
           Pod: `, the ▸ inside the entry's template, `? Select
           Container: `), logrus's INFO line, then the container's busybox
           shell over a TTY (the terminal raw, the remote side echoing)
  kpf      jessegoodier's kpf: Rich on the main screen (`Services in
           namespace: shop`, a rounded table redrawn live with the ➤ row
           black on bright cyan, readchar's keys, `Available ports for
           api`, IntPrompt's `Local port (press Enter for 8080): `, then
           the forward kept up with its spinner); given a port below 1024
           directly, `Use suggested port? [Y/n]: ` read by input()

Run: threehundredseventysixth_clusters.py TOOL [ARGS...]
"""
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


def readkey(timeout=None):
    """One key read raw; None when timeout passes first."""
    fd = sys.stdin.fileno()
    if timeout is not None:
        r, _, _ = select.select([fd], [], [], timeout)
        if not r:
            return None
    b = os.read(fd, 1)
    if b != b"\x1b":
        if b and b[0] >= 0xc0:  # a UTF-8 lead byte: read the rest
            n = 2 if b[0] < 0xe0 else (3 if b[0] < 0xf0 else 4)
            b += os.read(fd, n - 1)
        return b.decode("utf-8", "replace")
    seq = b
    while True:
        r, _, _ = select.select([fd], [], [], 0.05)
        if not r:
            break
        seq += os.read(fd, 1)
        if len(seq) >= 3 and (chr(seq[-1]).isalpha() or seq[-1:] == b"~"):
            break
    return {
        b"\x1b[A": "up", b"\x1b[B": "down", b"\x1b[C": "right", b"\x1b[D": "left",
        b"\x1bOA": "up", b"\x1bOB": "down", b"\x1bOC": "right", b"\x1bOD": "left",
        b"\x1b": "esc", b"\x1b[Z": "btab",
    }.get(seq, "esc")


class Raw:
    def __enter__(self):
        self.fd = sys.stdin.fileno()
        self.old = termios.tcgetattr(self.fd)
        tty.setraw(self.fd)
        return self

    def __exit__(self, *a):
        termios.tcsetattr(self.fd, termios.TCSADRAIN, self.old)


def fg(n):
    return "38;5;%d" % n


def bg(n):
    return "48;5;%d" % n


# ---------------------------------------------------------------- cells

class Cells:
    """A screen of cells written where they changed, as tcell does."""

    def __init__(self):
        self.cur = None
        self.clear()

    def clear(self, style=""):
        self.next = [[(" ", style) for _ in range(W)] for _ in range(H)]

    def put(self, r, c, text, style=""):
        for i, ch in enumerate(text):
            if 0 <= r < H and 0 <= c + i < W:
                self.next[r][c + i] = (ch, style)

    def fill(self, r, c, w, h, style):
        for y in range(r, r + h):
            self.put(y, c, " " * w, style)

    def restyle(self, r, c, w, h, style):
        for y in range(r, r + h):
            for x in range(c, c + w):
                if 0 <= y < H and 0 <= x < W:
                    self.next[y][x] = (self.next[y][x][0], style)

    def box(self, r, c, w, h, style, double=False, title="", tstyle=None):
        hz, vt = ("═", "║") if double else ("─", "│")
        tl, tr, bl, br = ("╔", "╗", "╚", "╝") if double else ("┌", "┐", "└", "┘")
        self.put(r, c, tl + hz * (w - 2) + tr, style)
        for y in range(r + 1, r + h - 1):
            self.put(y, c, vt, style)
            self.put(y, c + w - 1, vt, style)
        self.put(r + h - 1, c, bl + hz * (w - 2) + br, style)
        if title:
            t = title[:w - 2]
            self.put(r, c + (w - len(t)) // 2, t, tstyle or style)

    def flush(self, cursor=None):
        o = []
        last = None
        for y in range(H):
            for x in range(W):
                cell = self.next[y][x]
                if self.cur is not None and self.cur[y][x] == cell:
                    continue
                o.append(ESC + "[%d;%dH" % (y + 1, x + 1))
                if cell[1] != last:
                    o.append(ESC + "[0;" + cell[1] + "m" if cell[1] else ESC + "[0m")
                    last = cell[1]
                o.append(cell[0])
        o.append(ESC + "[0m")
        if cursor:
            o.append(ESC + "[%d;%dH" % (cursor[0] + 1, cursor[1] + 1) + ESC + "[?25h")
        else:
            o.append(ESC + "[?25l")
        self.cur = [row[:] for row in self.next]
        out("".join(o))


# ---------------------------------------------------------------- k13d

PODS = [
    ("shop", "api-5f7c9d8b6-4hq2x", "Running", "1/1", "0", "3d4h"),
    ("shop", "api-5f7c9d8b6-m8zkt", "Running", "1/1", "0", "3d4h"),
    ("shop", "cart-77b8d5c9f-wq7lp", "Running", "1/1", "2", "2d19h"),
    ("shop", "checkout-6d9b7f8c4-x2n5v", "Running", "1/1", "0", "26h"),
    ("shop", "frontend-84c6b9d7f-j5r8m", "Running", "2/2", "0", "5h12m"),
    ("shop", "redis-6c8f9d7b5-k2mzq", "Running", "1/1", "1", "6d2h"),
    ("shop", "web-7d4b9c6f5d-2xkqp", "Running", "2/2", "0", "47m"),
    ("shop", "worker-5b9f6c7d8-t9hvc", "Pending", "0/1", "0", "3m"),
]
DEPLOYS = [
    ("shop", "api", "2/2", "2", "2", "12d"),
    ("shop", "cart", "1/1", "1", "1", "12d"),
    ("shop", "checkout", "1/1", "1", "1", "12d"),
    ("shop", "frontend", "1/1", "1", "1", "9d"),
    ("shop", "redis", "1/1", "1", "1", "12d"),
    ("shop", "web", "1/1", "1", "1", "47m"),
    ("shop", "worker", "0/1", "1", "0", "3m"),
]
ACCESS = [
    '10.244.0.1 - - [14/Mar/2026:09:41:%02d +0000] "GET /healthz HTTP/1.1" 200 2 "-" "kube-probe/1.30"',
    '10.244.0.9 - - [14/Mar/2026:09:41:%02d +0000] "GET /api/cart/5821 HTTP/1.1" 200 512 "-" "Mozilla/5.0 (X11; Linux x86_64)"',
    '10.244.0.9 - - [14/Mar/2026:09:41:%02d +0000] "GET /static/app.3f9c1.js HTTP/1.1" 304 0 "-" "Mozilla/5.0 (X11; Linux x86_64)"',
    '10.244.0.12 - - [14/Mar/2026:09:41:%02d +0000] "POST /api/checkout HTTP/1.1" 201 87 "-" "shop-mobile/4.2.1"',
]


def k13d():
    BG = bg(236)  # #282a36
    HDR = BG + ";" + fg(255)
    MUTED = BG + ";" + fg(60)
    BLUE = BG + ";" + fg(111)
    GREEN = BG + ";" + fg(149)
    st = {"focus": "table", "res": "pods", "sel": 0, "cmd": "", "modal": None, "btn": 0,
          "pf": 0, "pulse": 0}
    s = Cells()
    pulses = "●◐○◑"

    def table_rows():
        if st["res"] == "pods":
            return ["NAMESPACE", "NAME", "STATUS", "READY", "RESTARTS", "AGE"], PODS
        return ["NAMESPACE", "NAME", "READY", "UP-TO-DATE", "AVAILABLE", "AGE"], DEPLOYS

    def draw_main():
        s.clear()
        # header: its first line wraps at the screen's edge, as tview wraps it
        s.fill(0, 0, W, 4, BG)
        s.put(0, 1, "k", BG + ";1;" + fg(51))
        s.put(0, 2, "1", BG + ";1;" + fg(39))
        s.put(0, 3, "3", BG + ";1;" + fg(33))
        s.put(0, 4, "d", BG + ";1;" + fg(27))
        s.put(0, 6, "Kubernetes AI Dashboard v0.9.2", MUTED)
        s.put(0, 76, "AI", BG + ";" + fg(141))
        s.put(0, 79, "●", BG + ";" + fg(204))
        s.put(1, 0, "Offline", BG + ";" + fg(204))
        s.put(1, 8, "◉ Live", GREEN)
        s.put(2, 1, "⎈ Context:", MUTED)
        s.put(2, 12, "kind-shop", BLUE)
        s.put(2, 23, "Cluster:", MUTED)
        s.put(2, 32, "kind-shop", BLUE)
        s.put(2, 43, "NS:", MUTED)
        s.put(2, 47, "shop", GREEN)
        s.put(2, 53, "Resource:", MUTED)
        s.put(2, 63, st["res"], BG + ";" + fg(117))
        s.put(3, 1, "Namespaces:", MUTED)
        c = 13
        for i, n in enumerate(["all", "shop", "default", "kube-system", "monitoring"]):
            s.put(3, c, str(i), BG + ";" + fg(179))
            s.put(3, c + 1, ":", HDR)
            s.put(3, c + 2, n, BG + ";1;" + fg(149) if n == "shop" else MUTED)
            c += len(n) + 3
        # flash row, then the briefing box
        s.box(5, 0, W, 5, fg(28), title=" Cluster Briefing ", tstyle=fg(255))
        s.put(6, 2, pulses[st["pulse"] % 4] + " Healthy (94%)", fg(40))
        s.put(6, 18, "• 9 pods (8 running) • 3 nodes ready", fg(255))
        s.put(7, 2, "Resources: 41% CPU, 63% memory • 6/7 deployments ready", fg(255))
        s.put(8, 2, "Pod shop/worker-5b9f6c7d8-t9hvc is Pending", fg(226))
        # the table
        heads, rows = table_rows()
        focused = st["focus"] == "table" and st["modal"] is None
        bst = fg(141)
        s.box(10, 0, W, 12, bst, double=focused,
              title=" %s (%d) " % (st["res"], len(rows)), tstyle=fg(141))
        widths = [max(len(h), *(len(r[i]) for r in rows)) for i, h in enumerate(heads)]
        extra = (W - 2 - sum(widths) - len(widths) + 1) // len(widths)
        widths = [w + extra for w in widths]

        def row_text(cells):
            return "│".join(x.ljust(widths[i]) for i, x in enumerate(cells))
        s.put(11, 1, row_text(heads).ljust(W - 2)[:W - 2], "1;" + fg(141))
        for i, r in enumerate(rows):
            style = fg(255)
            if r[2] == "Pending" or r[2] == "0/1":
                style = fg(214)
            if i == st["sel"]:
                style = "1;" + bg(117) + ";" + fg(255)
            s.put(12 + i, 1, row_text(r).ljust(W - 2)[:W - 2], style)
        # status bar of keys, centered; what does not fit wraps out of sight
        SB = bg(61) + ";" + fg(16)
        SK = bg(61) + ";" + fg(234)
        if st["res"] == "pods":
            keys = [("Enter", "Containers"), ("l", "Logs"), ("s", "Shell"), ("d", "Describe")]
        else:
            keys = [("Enter", "Drill"), ("S", "Scale"), ("R", "Restart"), ("d", "Describe")]
        keys += [("n", "NS"), ("0", "All"), ("/", "Filter"), (":", "Cmd"), ("Ctrl+E", "AI"), ("?", "Help"),
                 ("q", "Quit")]
        parts, n = [], 0
        for k, v in keys:
            if n + len(k) + len(v) + (1 if parts else 0) > W:
                break
            n += len(k) + len(v) + (1 if parts else 0)
            parts.append((k, v))
        s.fill(22, 0, W, 1, SB)
        c = (W - n) // 2
        for k, v in parts:
            s.put(22, c, k, SB)
            s.put(22, c + len(k), v, SK)
            c += len(k) + len(v) + 1
        # the command bar: its input a third of the row, the hint after it
        s.put(23, 0, " :", fg(111))
        s.put(23, 3, st["cmd"], fg(255))
        if st["focus"] == "cmd" and st["cmd"]:
            for name in ("deployments", "daemonsets", "configmaps", "cronjobs", "services", "secrets",
                         "statefulsets", "pods", "nodes", "namespaces", "events", "jobs"):
                if name.startswith(st["cmd"]) and name != st["cmd"]:
                    s.put(23, 26, name[len(st["cmd"]):], fg(244))
                    break

    def draw_delete():
        _, rows = table_rows()
        r = rows[st["sel"]]
        lines = ["Delete %s?" % st["res"], "", "%s/%s" % (r[0], r[1]), "", "This action cannot be", "undone."]
        w, h = 30, len(lines) + 6
        x, y = (W - w) // 2, (H - h) // 2
        D = bg(88) + ";" + fg(255)
        s.fill(y, x, w, h, D)
        s.box(y, x, w, h, D, double=True)
        for i, l in enumerate(lines):
            s.put(y + 1 + i, x + 1 + (w - 2 - len(l)) // 2, l, bg(88) + ";" + fg(196) if i == 0 else D)
        bx = x + 1 + (w - 2 - 22) // 2
        for i, lab in enumerate(["Cancel", "Delete"]):
            bst = bg(255) + ";" + fg(21) if st["btn"] == i else bg(16) + ";" + fg(255)
            s.put(y + 8, bx + i * 12, lab.center(10), bst)

    def draw_logs():
        s.clear()
        s.box(0, 0, W, H, fg(255), double=True)
        title = " Logs: shop/%s (Esc:close /search s:autoscroll w:wrap m:mark) [auto,wrap] " % PODS[st["sel"]][1]
        t = title[:W - 2]
        s.put(0, 1 + (W - 2 - len(t)) // 2, t, fg(255))
        lines = []
        for i in range(60):
            lines.append(ACCESS[i % 4] % (i % 60))
        wrapped = []
        for l in lines:
            while len(l) > W - 2:
                wrapped.append(l[:W - 2])
                l = l[W - 2:]
            wrapped.append(l)
        for i, l in enumerate(wrapped[-(H - 2):]):
            s.put(1 + i, 1, l, fg(255))

    def draw_forward():
        w, h = 50, 12
        x, y = (W - w) // 2, (H - h) // 2
        name = PODS[st["sel"]][1]
        s.fill(y, x, w, h, "")
        s.box(y, x, w, h, fg(255), double=True, title=" Port Forward: shop/%s " % name, tstyle=fg(255))
        LAB = fg(226)
        FLD = bg(21) + ";" + fg(255)
        s.put(y + 2, x + 2, "Local Port:", LAB)
        s.put(y + 2, x + 15, "8080".ljust(10), FLD)
        s.put(y + 4, x + 2, "Remote Port:", LAB)
        s.put(y + 4, x + 15, "80".ljust(10), FLD)
        for i, lab in enumerate(["Forward", "Cancel"]):
            foc = st["pf"] == 2 + i
            bst = bg(255) + ";" + fg(21) if foc else bg(21) + ";" + fg(255)
            s.put(y + 6, x + 2 + i * 13, ("  " + lab + "  "), bst)

    def draw():
        cursor = None
        if st["modal"] == "logs":
            draw_logs()
        else:
            draw_main()
            if st["modal"] == "delete":
                draw_delete()
            elif st["modal"] == "forward":
                draw_forward()
                if st["pf"] in (0, 1):
                    cursor = ((H - 12) // 2 + 2 + 2 * st["pf"], (W - 50) // 2 + 15 + (4 if st["pf"] == 0 else 2))
            elif st["focus"] == "cmd":
                cursor = (23, 3 + len(st["cmd"]))
        s.flush(cursor)
        st["cursor"] = cursor

    out(ESC + "[?1049h" + ESC + "[?25l")
    with Raw():
        try:
            draw()
            last = time.time()
            while True:
                k = readkey(timeout=max(0.0, 0.4 - (time.time() - last)))
                if k is None:
                    # the briefing's mark pulses; only its cell changes
                    st["pulse"] += 1
                    last = time.time()
                    if st["modal"] != "logs":
                        draw()
                    continue
                if k == "\x03":
                    break
                if st["modal"] == "delete":
                    if k in ("\t", "right", "left", "btab"):
                        st["btn"] ^= 1
                    elif k in ("\r", "esc"):
                        st["modal"] = None
                elif st["modal"] == "logs":
                    if k in ("esc", "q"):
                        st["modal"] = None
                        s.cur = None
                elif st["modal"] == "forward":
                    if k == "\t":
                        st["pf"] = (st["pf"] + 1) % 4
                    elif k == "btab":
                        st["pf"] = (st["pf"] - 1) % 4
                    elif k == "esc" or (k == "\r" and st["pf"] >= 2):
                        st["modal"] = None
                elif st["focus"] == "cmd":
                    if k == "esc":
                        st["focus"], st["cmd"] = "table", ""
                    elif k == "\r":
                        c = st["cmd"].strip()
                        if c in ("deploy", "deployments", "dp"):
                            st["res"], st["sel"] = "deployments", 0
                        elif c in ("pods", "po", "pod"):
                            st["res"], st["sel"] = "pods", 0
                        st["focus"], st["cmd"] = "table", ""
                    elif k in ("\x7f", "\x08"):
                        st["cmd"] = st["cmd"][:-1]
                    elif len(k) == 1 and k.isprintable():
                        st["cmd"] += k
                else:
                    _, rows = table_rows()
                    if k in ("down", "j") and st["sel"] < len(rows) - 1:
                        st["sel"] += 1
                    elif k in ("up", "k") and st["sel"] > 0:
                        st["sel"] -= 1
                    elif k == ":":
                        st["focus"] = "cmd"
                    elif k == "\x04":
                        st["modal"], st["btn"] = "delete", 0
                    elif k == "l" and st["res"] == "pods":
                        st["modal"] = "logs"
                        s.cur = None
                    elif k == "F" and st["res"] == "pods":
                        st["modal"], st["pf"] = "forward", 0
                draw()
        finally:
            out(ESC + "[0m" + ESC + "[?25h" + ESC + "[?1049l")


# ---------------------------------------------------------------- promptui

FAINT = ESC + "[2m"
RED = ESC + "[31m"
CYAN = ESC + "[36m"
GREEN = ESC + "[32m"
BLUE = ESC + "[34m"
MAGENTA = ESC + "[35m"
BOLD = ESC + "[1m"
RST = ESC + "[0m"


class ScreenBuf:
    """promptui's screenbuf: the lines it drew last are cleared and drawn
    again in place, the cursor left on the row after them."""

    def __init__(self):
        self.height = 0

    def draw(self, lines):
        o = []
        if self.height:
            o.append(ESC + "[%dA" % self.height)
        for l in lines:
            o.append("\r" + ESC + "[2K" + l + "\n")
        extra = self.height - len(lines)
        for _ in range(max(0, extra)):
            o.append("\r" + ESC + "[2K\n")
        if extra > 0:
            o.append(ESC + "[%dA" % extra)
        self.height = len(lines)
        out("".join(o).replace("\n", "\r\n"))


def promptui_select(label_line, items, active, inactive, size=5, details=None, searcher=None,
                    help_line=True):
    """Runs a promptui Select; returns the index chosen, or None on ^C."""
    sb = ScreenBuf()
    cur, start, search, q = 0, 0, False, ""
    out(ESC + "[?25l")
    while True:
        shown = [i for i in range(len(items)) if not q or searcher(q, i)]
        if cur >= len(shown):
            cur = max(0, len(shown) - 1)
        if cur < start:
            start = cur
        if cur >= start + size:
            start = cur - size + 1
        lines = []
        if search:
            lines.append("Search: " + q + "█")
        elif help_line:
            lines.append(FAINT + "Use the arrow keys to navigate:" + RST + " " + FAINT + "↓" + RST + " " +
                         FAINT + "↑" + RST + " " + FAINT + "→" + RST + " " + FAINT + "←" + RST + " " +
                         ((" " + FAINT + "and" + RST + " " + FAINT + "/" + RST + " " + FAINT +
                           "toggles search" + RST) if searcher else ""))
        lines.append(label_line)
        window = shown[start:start + size]
        for n, i in enumerate(window):
            page = " "
            if n == 0 and start > 0:
                page = "↑"
            elif n == len(window) - 1 and start + size < len(shown):
                page = "↓"
            lines.append(page + " " + (active(items[i]) if start + n == cur else inactive(items[i])))
        if not shown:
            lines.append("")
            lines.append("No results")
        elif details:
            lines.extend(details(items[shown[cur]]))
        sb.draw(lines)
        k = readkey()
        if k in ("\r", "\n"):
            if shown:
                return sb, shown[cur]
        elif k == "\x03":
            sb.draw([""])
            out(ESC + "[?25h")
            return sb, None
        elif k == "down" or (k == "j" and not search):
            cur = min(cur + 1, len(shown) - 1)
        elif k == "up" or (k == "k" and not search):
            cur = max(cur - 1, 0)
        elif k == "/" and searcher:
            search = not search
            if not search:
                q = ""
            cur = 0
        elif k in ("\x7f", "\x08"):
            if search:
                q = q[:-1]
                cur = 0
        elif search and len(k) == 1 and k.isprintable():
            q += k
            cur = 0


# ---------------------------------------------------------------- kubecm

CONTEXTS = [
    ("kind-shop", "kind-shop", "kind-shop", "(*)"),
    ("dev-eu", "dev-eu-cluster", "dev-eu-admin", ""),
    ("dev-us", "dev-us-cluster", "dev-us-admin", ""),
    ("prod-eu", "prod-eu-cluster", "prod-eu-deployer", ""),
    ("prod-us", "prod-us-cluster", "prod-us-deployer", ""),
    ("staging-eu", "staging-eu-cluster", "staging-eu-admin", ""),
    ("staging-us", "staging-us-cluster", "staging-us-admin", ""),
    ("<Exit>", "exit the kubecm", "me", ""),
]


def fuzzy(q, name):
    it = iter(name)
    return all(ch in it for ch in q)


def kubecm_select(label):
    out(ESC + "[?1049h" + ESC + "[H")
    try:
        return promptui_select(
            label, CONTEXTS,
            active=lambda c: "\U0001F63C " + RED + c[0] + RST + RED + c[3] + RST,
            inactive=lambda c: "  " + CYAN + c[0] + RST + RED + c[3] + RST,
            size=10,
            details=lambda c: ["", "--------- Info ----------",
                               FAINT + "Name:" + RST + "\t" + c[0],
                               FAINT + "Cluster:" + RST + "\t" + c[1],
                               FAINT + "User:" + RST + "\t" + c[2]],
            searcher=lambda q, i: (q.replace(" ", "").lower() == "q" and CONTEXTS[i][0] == "<Exit>")
            or fuzzy(q.replace(" ", "").lower(), CONTEXTS[i][0].lower()))
    finally:
        out(ESC + "[?1049l")


def kubecm(args):
    cmd = args[0] if args else "switch"
    with Raw():
        sb, i = kubecm_select("Select Kube Context" if cmd == "switch" else "Select The Delete Kube Context")
        if i is None or CONTEXTS[i][0] == "<Exit>":
            out(ESC + "[?25h")
            return
        name = CONTEXTS[i][0]
        if cmd == "switch":
            out(ESC + "[?25h")
        else:
            sb2, j = promptui_select("Are you sure you want to delete「%s」?" % name, ["False", "True"],
                                     active=lambda x: "\U0001F37A " + RED + x + RST,
                                     inactive=lambda x: "  " + CYAN + x + RST, size=10)
            if j is None:
                out(ESC + "[?25h")
                return
            sb2.draw(["\U0001F47B " + GREEN + ["False", "True"][j] + RST])
            out(ESC + "[?25h")
            if j == 1:
                out("Context Delete:「%s」\r\n" % name)
                out("Cluster Delete:「%s」\r\n" % CONTEXTS[i][1])
                out("User Delete:「%s」\r\n" % CONTEXTS[i][2])
            return
    print("Switched to context 「%s」" % name)


# ---------------------------------------------------------------- kubectl-iexec

IEXEC_PODS = ["web-7d4b9c6f5d-2xkqp", "web-7d4b9c6f5d-8tq4n", "web-7d4b9c6f5d-r5wzj",
              "webhook-relay-69c4f8b7d-zp6sd"]
FILES = {
    "/etc/nginx/conf.d": ["default.conf", "gzip.conf", "shop.conf"],
    "/etc/nginx": ["conf.d", "fastcgi.conf", "fastcgi_params", "mime.types", "modules", "nginx.conf",
                   "scgi_params", "uwsgi_params"],
    "/": ["bin", "dev", "docker-entrypoint.d", "docker-entrypoint.sh", "etc", "home", "lib", "media",
          "mnt", "opt", "proc", "root", "run", "sbin", "srv", "sys", "tmp", "usr", "var"],
}


def ls_columns(names):
    w = max(len(n) for n in names) + 2
    per = max(1, W // w)
    rows = (len(names) + per - 1) // per
    lines = []
    for r in range(rows):
        line = ""
        for c in range(per):
            i = c * rows + r
            if i < len(names):
                n = names[i]
                line += (ESC + "[1;34m" + n + RST if "." not in n or n == "docker-entrypoint.d" else n) + \
                    " " * (w - len(n))
        lines.append(line.rstrip())
    return lines


def busybox_sh(pod):
    """The container's /bin/sh (busybox ash) over the exec's TTY: the
    terminal raw here, the remote side echoing and editing the line."""
    cwd = "/"
    hist = []
    while True:
        out(cwd + " # ")
        line = ""
        while True:
            k = readkey()
            if k in ("\r", "\n"):
                out("\r\n")
                break
            if k == "\x03":
                out("^C\r\n")
                line = None
                break
            if k == "\x04" and not line:
                out("\r\n")
                return
            if k in ("\x7f", "\x08"):
                if line:
                    line = line[:-1]
                    out("\b \b")
            elif len(k) == 1 and k.isprintable():
                line += k
                out(k)
        if line is None or not line.strip():
            continue
        hist.append(line)
        argv = line.split()
        if argv[0] == "exit":
            return
        if argv[0] == "cd":
            d = argv[1] if len(argv) > 1 else "/root"
            if not d.startswith("/"):
                d = (cwd.rstrip("/") + "/" + d)
            if d in FILES or d in ("/root", "/tmp", "/var/log/nginx"):
                cwd = d
            else:
                out("sh: cd: can't cd to %s: No such file or directory\r\n" % argv[1])
        elif argv[0] == "pwd":
            out(cwd + "\r\n")
        elif argv[0] == "ls":
            d = argv[1] if len(argv) > 1 else cwd
            if not d.startswith("/"):
                d = cwd.rstrip("/") + "/" + d
            d = d.rstrip("/") or "/"
            if d in FILES:
                out("\r\n".join(ls_columns(FILES[d])) + "\r\n")
            else:
                out("ls: %s: No such file or directory\r\n" % (argv[1] if len(argv) > 1 else d))
        elif argv[0] == "nginx" and "-t" in argv:
            out("nginx: the configuration file /etc/nginx/nginx.conf syntax is ok\r\n")
            out("nginx: configuration file /etc/nginx/nginx.conf test is successful\r\n")
        elif argv[0] == "hostname":
            out(pod + "\r\n")
        elif argv[0] == "tail" and "-f" in argv:
            n = 0
            for i in range(10):
                out(ACCESS[i % 4] % (10 + i) + "\r\n")
            # tail writes a line as the log grows; the ^C typed comes
            # through the TTY when it looks
            while True:
                time.sleep(1.5)
                k = readkey(timeout=0)
                if k == "\x03":
                    out("^C\r\n")
                    break
                out(ACCESS[n % 4] % (20 + n % 40) + "\r\n")
                n += 1
        else:
            out("sh: %s: not found\r\n" % argv[0])


def iexec(args):
    pat = args[0] if args else ""
    pods = [p for p in IEXEC_PODS if pat in p]
    with Raw():
        sb, i = promptui_select(
            BLUE + "?" + RST + " Select Pod: ", pods,
            active=lambda p: "Namespace: " + BLUE + "shop" + RST + " | Pod: " + BOLD + "▸" + RST + " " +
            CYAN + p + RST,
            inactive=lambda p: "Namespace: " + BLUE + "shop" + RST + " | Pod: " + MAGENTA + p + RST)
        if i is None:
            return
        pod = pods[i]
        sb.draw(["Namespace: " + BLUE + "shop" + RST + " | Pod: " + GREEN + "✔" + RST + " " + CYAN + pod + RST])
        out(ESC + "[?25h")
        containers = ["nginx", "log-shipper"]
        sb, j = promptui_select(
            BLUE + "?" + RST + " Select Container: ", containers,
            active=lambda c: "Container: " + BOLD + "▸" + RST + " " + CYAN + c + RST,
            inactive=lambda c: "Container: " + MAGENTA + c + RST)
        if j is None:
            return
        sb.draw(["Container: " + GREEN + "✔" + RST + " " + CYAN + containers[j] + RST])
        out(ESC + "[?25h")
        msg = "Exec to pod..."
        out(CYAN + "INFO" + RST + "[0006] " + msg.ljust(44) + " " + CYAN + "container" + RST + "=" +
            containers[j] + " " + CYAN + "namespace" + RST + "=shop " + CYAN + "pod" + RST + "=" + pod + "\r\n")
        busybox_sh(pod)
    print()


# ---------------------------------------------------------------- kpf

SERVICES = [
    ("api", [(8080, "http"), (9090, "metrics")]),
    ("cart", [(80, "http")]),
    ("checkout", [(8443, "https")]),
    ("frontend", [(80, "http"), (443, "https")]),
    ("redis", [(6379, "redis")]),
    ("web", [(80, "http")]),
]


def rich_table(title, heads, rows, sel, widths_min=None):
    """A Rich table, box.ROUNDED, cyan borders, padding (0, 1), its title
    left-justified above it; the selected row bold black on bright cyan."""
    ncol = len(heads)
    widths = [max(len(h), *(len(r[i]) for r in rows)) for i, h in enumerate(heads)]
    widths[0] = 4
    B = ESC + "[36m"
    lines = [ESC + "[1;96m" + title + RST]
    lines.append(B + "╭" + "┬".join("─" * (w + 2) for w in widths) + "╮" + RST)
    cells = []
    for i, h in enumerate(heads):
        t = h.rjust(widths[i]) if i == 0 else h.ljust(widths[i])
        cells.append(" " + ESC + "[1;37m" + t + RST + " ")
    lines.append(B + "│" + RST + (B + "│" + RST).join(cells) + B + "│" + RST)
    lines.append(B + "├" + "┼".join("─" * (w + 2) for w in widths) + "┤" + RST)
    styles = [ESC + "[37m", ESC + "[1;37m"] + [ESC + "[32m"] * (ncol - 2)
    if heads[1] == "Port":
        styles = [ESC + "[37m", ESC + "[1m", ESC + "[32m", ESC + "[34m"]
    for n, r in enumerate(rows, 1):
        cells = []
        for i, x in enumerate(r):
            if i == 0:
                x = ("➤ " if n == sel else "  ") + x
                t = x.rjust(widths[0])
            else:
                t = x.ljust(widths[i])
            if n == sel:
                cells.append(ESC + "[1;30;106m" + " " + t + " " + RST)
            else:
                cells.append(" " + styles[i] + t + RST + " ")
        lines.append(B + "│" + RST + (B + "│" + RST).join(cells) + B + "│" + RST)
    lines.append(B + "╰" + "┴".join("─" * (w + 2) for w in widths) + "╯" + RST)
    return lines


class Live:
    """rich.live.Live, transient: redrawn in place, erased when done."""

    def __init__(self):
        self.h = 0

    def update(self, lines):
        o = ""
        if self.h:
            o += "\r" + ESC + "[%dA" % self.h
        o += "\r" + ESC + "[J" + "\r\n".join(lines)
        self.h = len(lines) - 1
        out(o)

    def close(self):
        out("\r" + (ESC + "[%dA" % self.h if self.h else "") + ESC + "[J")


def kpf_pick(title, heads, rows):
    help_text = ESC + "[2m" + "↑/↓ j/k=navigate  Enter=select  Esc=back  q=quit  digits=jump" + RST
    cur = 1
    live = Live()
    out(ESC + "[?25l")
    try:
        while True:
            live.update(rich_table(title, heads, rows, cur) + [help_text])
            # readchar: canonical mode and echo off for the one key read
            fd = sys.stdin.fileno()
            old = termios.tcgetattr(fd)
            term = termios.tcgetattr(fd)
            term[3] &= ~(termios.ICANON | termios.ECHO | termios.IGNBRK | termios.BRKINT)
            try:
                termios.tcsetattr(fd, termios.TCSADRAIN, term)
                k = readkey()
            finally:
                termios.tcsetattr(fd, termios.TCSADRAIN, old)
            if k in ("up", "k"):
                cur = max(1, cur - 1)
            elif k in ("down", "j"):
                cur = min(len(rows), cur + 1)
            elif k in ("\r", "\n"):
                return cur
            elif k == "q" or k == "\x03":
                raise KeyboardInterrupt
            elif k == "esc":
                return None
            elif k.isdigit() and 1 <= int(k) <= len(rows):
                cur = int(k)
    finally:
        live.close()
        out(ESC + "[?25h")


def kpf(args):
    if args and "/" in args[0]:
        return kpf_direct(args)
    ns = "shop"
    if "-n" in args:
        ns = args[args.index("-n") + 1]
    print()
    print(ESC + "[1;36m" + "Services in namespace: %s" % ns + RST)
    try:
        rows = [(str(i), name, ", ".join(str(p) for p, _ in ports)) for i, (name, ports) in enumerate(SERVICES, 1)]
        n = kpf_pick("Select a service", ["#", "Name", "Ports"], rows)
        if n is None:
            return
        name, ports = SERVICES[n - 1]
        if len(ports) > 1:
            prow = [(str(i), str(p), pn, "TCP") for i, (p, pn) in enumerate(ports, 1)]
            m = kpf_pick("Available ports for %s" % name, ["#", "Port", "Name", "Protocol"], prow)
            if m is None:
                return
            port = ports[m - 1][0]
        else:
            port = ports[0][0]
        local = port
        if port < 1024:
            local = port + 1000
            print(ESC + "[36m" + "Service port %d is privileged (< 1024), suggesting %d" % (port, local) + RST)
        while True:
            v = input("Local port (press Enter for %d): " % local).strip()
            if not v:
                break
            if v.isdigit():
                local = int(v)
                break
            print(ESC + "[31m" + "Please enter a valid integer number" + RST)
    except (KeyboardInterrupt, EOFError):
        print()
        print(ESC + "[33m" + "Service selection cancelled (Ctrl+C)" + RST)
        return
    forward(["svc/%s" % name, "%d:%d" % (local, port), "-n", ns], local)


def forward(args, local):
    cmd = "kpf"
    for i, part in enumerate(args):
        if i == 0:
            cmd += " " + part
        elif part.startswith("-"):
            cmd += " \\\n  " + part
        else:
            cmd += " " + part
    cmd += " \\\n  --context kind-shop"
    print()
    print("Direct command:")
    print("\n".join(ESC + "[36m" + l + RST for l in cmd.split("\n")))
    print()
    print(ESC + "]8;;http://localhost:%d" % local + ESC + "\\" + ESC + "[94m" + "http://localhost:%d" % local +
          RST + ESC + "]8;;" + ESC + "\\")
    frames = "⠋⠙⠹⠸⠼⠴⠦⠧⠇⠏"
    out(ESC + "[?25l")
    t0 = time.time()
    i = 0
    while time.time() - t0 < 2:
        out("\r" + ESC + "[32m" + frames[i % 10] + RST + " Connecting..." + ESC + "[K")
        i += 1
        time.sleep(0.1)
    out("\r\n" + ESC + "[?25h")
    print()
    print("🚀 " + ESC + "[32m" + "port-forward started" + RST + " 🚀")
    try:
        while True:
            time.sleep(2)  # the connectivity check, every 2 s
    except KeyboardInterrupt:
        print()
        print(ESC + "[33m" + "Ctrl+C detected. Shutting down gracefully..." + RST)


def kpf_direct(args):
    target, mapping = args[0], args[1]
    local, remote = (int(x) for x in mapping.split(":"))
    ns = args[args.index("-n") + 1] if "-n" in args else "default"
    if local < 1024:
        sug = local + 1000
        print(ESC + "[33m" + "Error: Port %d requires elevated privileges (root/sudo)" % local + RST)
        print(ESC + "[36m" + "Low ports (< 1024) require administrator permissions on most systems" + RST)
        print()
        print(ESC + "[32m" + "Suggested alternative: Use port %d instead?" % sug + RST)
        print(ESC + "[2m" + "This would forward: localhost:%d -> service:%d" % (sug, local) + RST)
        try:
            r = input("\nUse suggested port? [Y/n]: ").strip().lower() or "y"
        except (KeyboardInterrupt, EOFError):
            print()
            return
        if r not in ("y", "yes"):
            print(ESC + "[33m" + "Port change declined. Exiting." + RST)
            return
        print(ESC + "[32m" + "Updated port mapping to %d:%d" % (sug, remote) + RST)
        local = sug
    forward([target, "%d:%d" % (local, remote), "-n", ns], local)


TOOLS = {"k13d": lambda a: k13d(), "kubecm": kubecm, "iexec": iexec, "kpf": kpf}

if __name__ == "__main__":
    try:
        TOOLS[sys.argv[1]](sys.argv[2:])
    except (KeyboardInterrupt, EOFError):
        print()
