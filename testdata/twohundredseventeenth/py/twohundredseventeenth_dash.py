"""One full-screen developer dashboard imitated, named by the first
argument: a fixture of agentty's twohundredseventeenth set, whose screens
were never used to tune the mode classifier. Each draws what a dashboard
or TUI that cannot run here draws (its words, layout, tables with the
current row in its colour, tabs, panes, key-hint bars, and what it opens
on top of its screen: confirm dialogs, input boxes, popup menus, help),
in the alternate screen, keys read one at a time, the cursor hidden but
where a field is typed into. Runs with Debian's python3 and its standard
library only (curses)."""

import curses
import os
import sys

os.environ.setdefault("ESCDELAY", "25")

ENTER = (10, 13, curses.KEY_ENTER)
ESCAPE = 27
BACKSPACE = (8, 127, curses.KEY_BACKSPACE)

# colour pairs, set up in main
GREEN, CYAN, YELLOW, RED, MAGENTA, BLUE, SELBLUE, SELPURPLE, TABON, GREY, BAR, SELCYAN = range(1, 13)


def cp(n):
    return curses.color_pair(n) if curses.has_colors() else 0


def put(scr, y, x, s, attr=0):
    """Writes s at y, x, clipped to the screen."""
    h, w = scr.getmaxyx()
    if y < 0 or y >= h or x >= w:
        return
    s = s[: max(0, w - x)]
    if y == h - 1 and x + len(s) >= w:
        s = s[: w - x - 1]
    try:
        scr.addstr(y, x, s, attr)
    except curses.error:
        pass


def box(scr, y, x, h, w, title="", attr=0, tattr=None, fill=True):
    """A box of single lines, its title on its top border."""
    put(scr, y, x, "┌" + "─" * (w - 2) + "┐", attr)
    for i in range(1, h - 1):
        put(scr, y + i, x, "│", attr)
        if fill:
            put(scr, y + i, x + 1, " " * (w - 2))
        put(scr, y + i, x + w - 1, "│", attr)
    put(scr, y + h - 1, x, "└" + "─" * (w - 2) + "┘", attr)
    if title:
        put(scr, y, x + 1, title, attr if tattr is None else tattr)


def pad(s, n):
    return (s + " " * n)[:n]


class Field:
    """One line typed into, echoed (or masked) as typed."""

    def __init__(self, mask=""):
        self.text = ""
        self.mask = mask

    def key(self, k):
        if k in BACKSPACE:
            self.text = self.text[:-1]
        elif 32 <= k < 127:
            self.text += chr(k)

    def shown(self):
        return self.mask * len(self.text) if self.mask else self.text


# ---------------------------------------------------------------- kubebox

class Kubebox:
    """kubebox: the pods of the current namespace in a box (the selected
    one in blue), resource usage and logs boxes under it, a menu bar of
    keys; `n` opens the namespaces list, `l` the login form."""

    pods = [
        ("api-gateway-7d9c6b5f4-x2kqp", "1/1", "Running", "0", "3d", "12m", "96Mi"),
        ("billing-worker-5b8f9d7c6-9wzrt", "1/1", "Running", "2", "3d", "48m", "212Mi"),
        ("cart-service-6c4d8b9f7-lq5mn", "1/1", "Running", "0", "2d", "7m", "64Mi"),
        ("checkout-web-84f6d9c5b-tt8vz", "0/1", "CrashLoopBackOff", "14", "41m", "0m", "0Mi"),
        ("inventory-db-0", "1/1", "Running", "0", "9d", "102m", "1.1Gi"),
        ("search-indexer-7f9b6c8d5-p4hxd", "1/1", "Running", "1", "6h", "230m", "640Mi"),
        ("notifications-6d5c7b8f9-k7jwe", "1/1", "Running", "0", "3d", "3m", "48Mi"),
    ]
    namespaces = ["default", "kube-node-lease", "kube-public", "kube-system", "monitoring"]

    def __init__(self):
        self.cur = 0
        self.overlay = None
        self.ns = 0
        self.fields = [Field(), Field(), Field("*"), Field("*")]
        self.focus = 0

    def draw(self, scr):
        scr.erase()
        h, w = scr.getmaxyx()
        put(scr, 0, 0, pad(" kubebox   Cluster: kind-dev   Namespace: default   User: kind-admin", w), cp(BAR))
        box(scr, 1, 0, 11, w, "Pods", cp(CYAN), cp(CYAN) | curses.A_BOLD)
        put(scr, 2, 1, pad("NAME                           READY STATUS           RESTARTS AGE  CPU  MEM", w - 2), curses.A_BOLD)
        for i, p in enumerate(self.pods):
            line = pad("%-30s %-5s %-16s %-8s %-4s %-4s %s" % p, w - 2)
            attr = cp(SELBLUE) if i == self.cur else (cp(RED) if p[2] != "Running" else 0)
            put(scr, 3 + i, 1, line, attr)
        half = w // 2
        box(scr, 12, 0, 10, half, "Resources usage", cp(CYAN), cp(CYAN) | curses.A_BOLD)
        put(scr, 13, 2, "CPU    ▂▃▂▅▆▅▃▂▂▃▄▅▄▃▂▂▃▂▂▃", cp(GREEN))
        put(scr, 15, 2, "Memory ▅▅▅▅▆▆▆▆▆▆▆▆▇▇▇▇▇▇▇▇", cp(YELLOW))
        put(scr, 17, 2, "Net rx ▁▁▂▁▁▃▁▁▂▁▁▁▂▄▁▁▁▂▁▁", cp(BLUE))
        put(scr, 19, 2, "Net tx ▁▁▁▁▂▁▁▁▁▁▂▁▁▁▁▃▁▁▁▁", cp(MAGENTA))
        box(scr, 12, half, 10, w - half, "Logs", cp(CYAN), cp(CYAN) | curses.A_BOLD)
        name = self.pods[self.cur][0]
        logs = ["%s  GET /healthz 200 1ms" % t for t in ("12:04:01", "12:04:11", "12:04:21")]
        logs += ["%s  %s ready" % ("12:04:22", name[:18])]
        for i, l in enumerate(logs):
            put(scr, 13 + i, half + 1, l[: w - half - 2], cp(GREY))
        put(scr, h - 2, 0, pad(" Pods  Logs  Exec  Namespace  Login", w), cp(GREY))
        put(scr, h - 1, 0, pad(" ↑↓ Select  ⏎ Open  n Namespace  l Login  r Shell  q Quit", w), cp(BAR))
        curses.curs_set(0)
        if self.overlay == "ns":
            bw, bh = 30, len(self.namespaces) + 2
            by, bx = 7, (w - bw) // 2
            box(scr, by, bx, bh, bw, "Namespaces", cp(CYAN), cp(CYAN) | curses.A_BOLD)
            for i, n in enumerate(self.namespaces):
                put(scr, by + 1 + i, bx + 1, pad(" " + n, bw - 2), cp(SELBLUE) if i == self.ns else 0)
        elif self.overlay == "login":
            bw, bh = 56, 13
            by, bx = 5, (w - bw) // 2
            box(scr, by, bx, bh, bw, "Login", cp(CYAN), cp(CYAN) | curses.A_BOLD)
            labels = ["Cluster URL", "Username", "Password", "Token"]
            for i, l in enumerate(labels):
                put(scr, by + 2 + 2 * i, bx + 2, pad(l, 12), curses.A_BOLD if i == self.focus else 0)
                put(scr, by + 2 + 2 * i, bx + 15, pad(self.fields[i].shown(), bw - 18), cp(SELBLUE) if i == self.focus else curses.A_UNDERLINE)
            put(scr, by + 11, bx + 14, " Log In ", cp(BAR))
            put(scr, by + 11, bx + 28, " Cancel ", cp(BAR))
            curses.curs_set(1)
            scr.move(by + 2 + 2 * self.focus, bx + 15 + len(self.fields[self.focus].text))

    def key(self, k):
        if self.overlay == "ns":
            if k == curses.KEY_DOWN:
                self.ns = min(self.ns + 1, len(self.namespaces) - 1)
            elif k == curses.KEY_UP:
                self.ns = max(self.ns - 1, 0)
            elif k in ENTER or k == ESCAPE:
                self.overlay = None
            return True
        if self.overlay == "login":
            if k == 9:
                self.focus = (self.focus + 1) % 4
            elif k == ESCAPE:
                self.overlay = None
            elif k in ENTER:
                self.overlay = None
            else:
                self.fields[self.focus].key(k)
            return True
        if k == curses.KEY_DOWN:
            self.cur = min(self.cur + 1, len(self.pods) - 1)
        elif k == curses.KEY_UP:
            self.cur = max(self.cur - 1, 0)
        elif k == ord("n"):
            self.overlay = "ns"
        elif k == ord("l"):
            self.overlay = "login"
        elif k == ord("q"):
            return False
        return True


# ------------------------------------------------------------------- ktea

class Ktea:
    """ktea, a Kafka TUI: tabs with the current one highlighted, the
    topics table (the selected row purple), a status line of keys; F2
    asks to delete the topic with Delete / Cancel buttons, ctrl-n opens
    the form of a new topic."""

    topics = [
        ("audit.events", "6", "3", "1,204,331", "1.9 GB"),
        ("inventory.changes", "12", "3", "88,120", "104 MB"),
        ("orders.v1", "12", "3", "9,870,002", "14.2 GB"),
        ("payments.v2", "6", "3", "2,310,554", "3.1 GB"),
        ("search.reindex", "3", "3", "4,020", "6.4 MB"),
        ("users.profile-updates", "6", "3", "612,990", "740 MB"),
    ]
    groups = [
        ("billing-consumers", "3", "Stable", "0"),
        ("indexer", "1", "Stable", "1,208"),
        ("notifications", "2", "Rebalancing", "40"),
        ("orders-projector", "4", "Stable", "12"),
    ]
    tabs = ["Topics", "Consumer Groups", "Schema Registry", "Clusters"]

    def __init__(self):
        self.cur = 0
        self.tab = 0
        self.overlay = None
        self.button = 1
        self.name = Field()

    def draw(self, scr):
        scr.erase()
        h, w = scr.getmaxyx()
        x = 0
        for i, t in enumerate(self.tabs):
            s = " %s " % t
            put(scr, 0, x, s, cp(TABON) | curses.A_BOLD if i == self.tab else cp(GREY))
            x += len(s)
            put(scr, 0, x, "│", cp(GREY))
            x += 1
        put(scr, 0, w - 19, " ⎈ local-dev ", cp(GREEN) | curses.A_BOLD)
        put(scr, 1, 0, "─" * w, cp(MAGENTA))
        curses.curs_set(0)
        if self.overlay == "create":
            box(scr, 2, 0, h - 4, w, " Create Topic ", cp(MAGENTA), cp(MAGENTA) | curses.A_BOLD)
            put(scr, 4, 2, "┃ Topic Name", cp(MAGENTA) | curses.A_BOLD)
            put(scr, 5, 2, "┃ > " + self.name.text, cp(MAGENTA))
            put(scr, 7, 2, "  Number of Partitions")
            put(scr, 8, 2, "  > 1", cp(GREY))
            put(scr, 10, 2, "  Replication Factor")
            put(scr, 11, 2, "  > 3", cp(GREY))
            put(scr, 13, 2, "  Cleanup Policy")
            put(scr, 14, 2, "  > delete", cp(GREY))
            put(scr, h - 1, 0, pad(" ≪ enter » Next Field • ≪ esc » Cancel • ≪ C-r » Reset Form", w), cp(BAR))
            curses.curs_set(1)
            scr.move(5, 6 + len(self.name.text))
            return
        if self.tab == 0:
            box(scr, 2, 0, h - 4, w, " Topics (%d) " % len(self.topics), cp(MAGENTA), cp(MAGENTA) | curses.A_BOLD)
            put(scr, 3, 2, pad("Name                      Partitions  Replicas  Records       Size", w - 4), curses.A_BOLD)
            for i, t in enumerate(self.topics):
                line = pad(" %-25s %-11s %-9s %-13s %s" % t, w - 2)
                put(scr, 4 + i, 1, line, cp(SELPURPLE) | curses.A_BOLD if i == self.cur else 0)
            hint = " ≪ C-n » Create • ≪ F2 » Delete • ≪ enter » Records • ≪ / » Search"
        else:
            box(scr, 2, 0, h - 4, w, " Consumer Groups (%d) " % len(self.groups), cp(MAGENTA), cp(MAGENTA) | curses.A_BOLD)
            put(scr, 3, 2, pad("Group                     Members  State          Lag", w - 4), curses.A_BOLD)
            for i, g in enumerate(self.groups):
                line = pad(" %-25s %-8s %-14s %s" % g, w - 2)
                put(scr, 4 + i, 1, line, cp(SELPURPLE) | curses.A_BOLD if i == 0 else 0)
            hint = " ≪ F2 » Delete • ≪ enter » Offsets • ≪ / » Search • ≪ tab » Next"
        put(scr, h - 2, 0, pad(" 6 topics • 34,105,017 records • broker localhost:9092", w), cp(GREY))
        put(scr, h - 1, 0, pad(hint, w), cp(BAR))
        if self.overlay == "delete":
            topic = self.topics[self.cur][0]
            bw, bh = 44, 7
            by, bx = 8, (w - bw) // 2
            box(scr, by, bx, bh, bw, "", cp(RED))
            q = "Delete topic %s?" % topic
            put(scr, by + 2, bx + (bw - len(q)) // 2, q, curses.A_BOLD)
            b1, b2 = "  Delete  ", "  Cancel  "
            put(scr, by + 4, bx + 10, b1, cp(TABON) | curses.A_BOLD if self.button == 0 else cp(GREY) | curses.A_REVERSE)
            put(scr, by + 4, bx + 24, b2, cp(TABON) | curses.A_BOLD if self.button == 1 else cp(GREY) | curses.A_REVERSE)

    def key(self, k):
        if self.overlay == "delete":
            if k in (curses.KEY_LEFT, curses.KEY_RIGHT, 9):
                self.button = 1 - self.button
            elif k in ENTER or k == ESCAPE:
                self.overlay = None
            return True
        if self.overlay == "create":
            if k == ESCAPE:
                self.overlay = None
            elif k not in ENTER:
                self.name.key(k)
            return True
        if k == curses.KEY_DOWN:
            self.cur = min(self.cur + 1, len(self.topics) - 1)
        elif k == curses.KEY_UP:
            self.cur = max(self.cur - 1, 0)
        elif k == 9:
            self.tab = (self.tab + 1) % 2
        elif k == curses.KEY_F2:
            self.overlay, self.button = "delete", 1
        elif k == 14:
            self.overlay = "create"
        elif k == 3:
            return False
        return True


# ----------------------------------------------------------------- mprocs

class Mprocs:
    """mprocs: the processes in a pane on the left (the selected one
    highlighted, each UP or DOWN), the selected one's output on the
    right, a bar of keys; `q` asks whether to stop all and quit, `a`
    opens a box to add a process."""

    procs = [
        ("api", True, ["> node server.js", "api listening on :8080", "GET /healthz 200 2ms", "GET /v1/orders 200 31ms"]),
        ("web", True, ["> vite", "", "  VITE v5.2.8  ready in 412 ms", "", "  ➜  Local:   http://localhost:5173/", "  ➜  Network: use --host to expose"]),
        ("worker", True, ["> python worker.py", "worker: polling queue jobs", "worker: job 118 done in 0.42s", "worker: job 119 done in 0.37s"]),
        ("db-migrate", False, ["> ./migrate up", "applied 0042_add_orders_index", "migrations done", "", "[process exited with code 0]"]),
        ("tailwind", True, ["> tailwindcss -i app.css -o dist.css --watch", "", "Rebuilding...", "", "Done in 88ms."]),
    ]

    def __init__(self):
        self.cur = 0
        self.overlay = None
        self.field = Field()

    def draw(self, scr):
        scr.erase()
        h, w = scr.getmaxyx()
        lw = 24
        box(scr, 0, 0, h - 1, lw, "Processes", cp(CYAN), curses.A_BOLD)
        for i, (name, up, _) in enumerate(self.procs):
            st = " UP " if up else "DOWN"
            attr = cp(SELCYAN) if i == self.cur else 0
            put(scr, 1 + i, 1, pad(" " + name, lw - 7), attr)
            put(scr, 1 + i, lw - 6, st, (cp(GREEN) if up else cp(RED)) | (curses.A_REVERSE if i == self.cur else 0))
        name, _, out = self.procs[self.cur]
        box(scr, 0, lw, h - 1, w - lw, name, cp(GREY), curses.A_BOLD)
        for i, l in enumerate(out):
            put(scr, 1 + i, lw + 1, l[: w - lw - 2])
        keys = [("C-a", "Output"), ("q", "Quit"), ("s", "Start"), ("x", "Stop"), ("r", "Restart"), ("a", "Add"), ("e", "Rename")]
        x = 1
        for k, d in keys:
            put(scr, h - 1, x, "<%s>" % k, cp(YELLOW) | curses.A_BOLD)
            x += len(k) + 3
            put(scr, h - 1, x, d + "  ")
            x += len(d) + 2
        curses.curs_set(0)
        if self.overlay == "quit":
            bw, bh = 36, 5
            by, bx = (h - bh) // 2, (w - bw) // 2
            box(scr, by, bx, bh, bw, "", cp(YELLOW))
            put(scr, by + 1, bx + 3, "Stop all processes and quit?", curses.A_BOLD)
            put(scr, by + 3, bx + 7, "<y>", cp(YELLOW) | curses.A_BOLD)
            put(scr, by + 3, bx + 11, "Yes")
            put(scr, by + 3, bx + 19, "<n>", cp(YELLOW) | curses.A_BOLD)
            put(scr, by + 3, bx + 23, "No")
        elif self.overlay == "add":
            bw, bh = 50, 5
            by, bx = (h - bh) // 2, (w - bw) // 2
            box(scr, by, bx, bh, bw, "Add process", cp(YELLOW), cp(YELLOW) | curses.A_BOLD)
            put(scr, by + 1, bx + 2, "> " + self.field.text)
            put(scr, by + 3, bx + 2, "<Enter>", cp(YELLOW) | curses.A_BOLD)
            put(scr, by + 3, bx + 10, "Submit  ")
            put(scr, by + 3, bx + 18, "<Esc>", cp(YELLOW) | curses.A_BOLD)
            put(scr, by + 3, bx + 24, "Cancel")
            curses.curs_set(1)
            scr.move(by + 1, bx + 4 + len(self.field.text))

    def key(self, k):
        if self.overlay == "quit":
            if k == ord("y"):
                return False
            if k in (ord("n"), ESCAPE):
                self.overlay = None
            return True
        if self.overlay == "add":
            if k == ESCAPE:
                self.overlay = None
            elif k in ENTER:
                if self.field.text:
                    self.procs.append((self.field.text.split()[0], True, ["> " + self.field.text]))
                self.overlay, self.field = None, Field()
            else:
                self.field.key(k)
            return True
        if k in (curses.KEY_DOWN, ord("j")):
            self.cur = min(self.cur + 1, len(self.procs) - 1)
        elif k in (curses.KEY_UP, ord("k")):
            self.cur = max(self.cur - 1, 0)
        elif k == ord("q"):
            self.overlay = "quit"
        elif k == ord("a"):
            self.overlay = "add"
        return True


# ---------------------------------------------------------------- slumber

class Slumber:
    """slumber, an HTTP client TUI: the recipes pane (the selected one
    marked and highlighted), the request and response panes with their
    tabs, the profile and a bar of keys; `x` opens the actions menu,
    enter sends the request, whose templates prompt for a username and
    then a password (masked)."""

    recipes = [
        ("POST", "login", "/auth/login"),
        ("GET", "list-users", "/users"),
        ("GET", "get-user", "/users/{{user_id}}"),
        ("POST", "create-user", "/users"),
        ("DELETE", "delete-user", "/users/{{user_id}}"),
        ("GET", "health", "/healthz"),
    ]
    actions = ["Edit Collection", "Copy URL", "Copy as cURL", "Copy Body", "View Body"]

    def __init__(self):
        self.cur = 0
        self.overlay = None
        self.act = 0
        self.field = None
        self.user = ""

    def draw(self, scr):
        scr.erase()
        h, w = scr.getmaxyx()
        put(scr, 0, 0, pad(" Slumber   Collection: example-api   Profile: Local", w), curses.A_BOLD)
        lw = 26
        box(scr, 1, 0, h - 6, lw, "Recipes", cp(BLUE), curses.A_BOLD)
        for i, (m, n, _) in enumerate(self.recipes):
            mark = "▶ " if i == self.cur else "  "
            attr = cp(SELBLUE) | curses.A_BOLD if i == self.cur else 0
            put(scr, 2 + i, 1, pad(mark + "%-6s %s" % (m, n), lw - 2), attr)
        box(scr, h - 5, 0, 4, lw, "Profile", cp(BLUE), curses.A_BOLD)
        put(scr, h - 4, 2, "Local")
        put(scr, h - 3, 2, "http://localhost:3000", cp(GREY))
        m, n, path = self.recipes[self.cur]
        rw = w - lw
        box(scr, 1, lw, 10, rw, "Request", cp(BLUE), curses.A_BOLD)
        put(scr, 2, lw + 2, "%s {{host}}%s" % (m, path))
        put(scr, 3, lw + 2, "Body", curses.A_UNDERLINE | curses.A_BOLD)
        put(scr, 3, lw + 8, "Query   Headers   Authentication", cp(GREY))
        if n == "login":
            body = ['{', '  "username": "{{prompt(message=\'Username\')}}",', '  "password": "{{prompt(message=\'Password\', sensitive=true)}}"', '}']
        else:
            body = ["(no body)"]
        for i, l in enumerate(body):
            put(scr, 5 + i, lw + 2, l[: rw - 3], cp(GREY) if l == "(no body)" else 0)
        box(scr, 11, lw, h - 12, rw, "Response", cp(BLUE), curses.A_BOLD)
        put(scr, 12, lw + 2, "Body", curses.A_UNDERLINE | curses.A_BOLD)
        put(scr, 12, lw + 8, "Headers", cp(GREY))
        put(scr, 14, lw + 2, "No response yet; press Enter to send", cp(GREY))
        put(scr, h - 1, 0, pad(" ? Help   x Actions   p Profile   ⏎ Send   e Edit   q Quit", w), cp(BAR))
        curses.curs_set(0)
        if self.overlay == "actions":
            bw, bh = 26, len(self.actions) + 2
            by, bx = 7, (w - bw) // 2
            box(scr, by, bx, bh, bw, "Actions", cp(YELLOW), cp(YELLOW) | curses.A_BOLD)
            for i, a in enumerate(self.actions):
                put(scr, by + 1 + i, bx + 1, pad(" " + a, bw - 2), cp(SELBLUE) | curses.A_BOLD if i == self.act else 0)
        elif self.overlay in ("Username", "Password"):
            bw, bh = 44, 3
            by, bx = 9, (w - bw) // 2
            box(scr, by, bx, bh, bw, self.overlay, cp(YELLOW), cp(YELLOW) | curses.A_BOLD)
            put(scr, by + 1, bx + 1, pad(self.field.shown(), bw - 2))
            curses.curs_set(1)
            scr.move(by + 1, bx + 1 + len(self.field.text))

    def key(self, k):
        if self.overlay == "actions":
            if k == curses.KEY_DOWN:
                self.act = min(self.act + 1, len(self.actions) - 1)
            elif k == curses.KEY_UP:
                self.act = max(self.act - 1, 0)
            elif k in ENTER or k == ESCAPE:
                self.overlay = None
            return True
        if self.overlay == "Username":
            if k in ENTER:
                self.user = self.field.text
                self.overlay, self.field = "Password", Field("•")
            elif k == ESCAPE:
                self.overlay = None
            else:
                self.field.key(k)
            return True
        if self.overlay == "Password":
            if k in ENTER or k == ESCAPE:
                self.overlay = None
            else:
                self.field.key(k)
            return True
        if k in (curses.KEY_DOWN, ord("j")):
            self.cur = min(self.cur + 1, len(self.recipes) - 1)
        elif k in (curses.KEY_UP, ord("k")):
            self.cur = max(self.cur - 1, 0)
        elif k == ord("x"):
            self.overlay, self.act = "actions", 0
        elif k in ENTER and self.recipes[self.cur][1] == "login":
            self.overlay, self.field = "Username", Field()
        elif k == ord("q"):
            return False
        return True


# ------------------------------------------ git-interactive-rebase-tool

class Rebase:
    """git-interactive-rebase-tool over a rebase todo list: its title
    and `Type ? for help`, a line per commit (action, hash, subject;
    the selected line highlighted), actions changed by key (s squash);
    `?` shows the help, `q` asks `Are you sure you want to abort (y/n)?`."""

    def __init__(self):
        self.lines = [
            ["pick", "7f3a9c1", "Add the notes parser"],
            ["pick", "b24e0d8", "Read long.txt in chunks"],
            ["pick", "c91d4aa", "fixup! Add the notes parser"],
            ["pick", "e0a7f52", "Document the chunk size"],
            ["pick", "1d6b3c9", "Bump the parser's version"],
        ]
        self.cur = 0
        self.overlay = None

    colours = {"pick": GREEN, "squash": MAGENTA, "fixup": MAGENTA, "reword": YELLOW, "edit": BLUE, "drop": RED}

    def draw(self, scr):
        scr.erase()
        h, w = scr.getmaxyx()
        title = " Git Interactive Rebase Tool"
        put(scr, 0, 0, pad(title, w), cp(BAR) | curses.A_BOLD)
        put(scr, 0, w - 17, "Type ? for help ", cp(BAR))
        curses.curs_set(0)
        if self.overlay == "abort":
            put(scr, 2, 0, "Are you sure you want to abort (y/n)? ")
            return
        if self.overlay == "help":
            rows = [
                ("Up", "Move selection up"), ("Down", "Move selection down"),
                ("PageUp", "Move selection up five lines"), ("PageDown", "Move selection down five lines"),
                ("q", "Abort interactive rebase"), ("Q", "Immediately abort interactive rebase"),
                ("w", "Write interactive rebase file"), ("W", "Immediately write interactive rebase file"),
                ("?", "Show help"), ("j", "Move selected commit down"), ("k", "Move selected commit up"),
                ("b", "Toggle break action"), ("p", "Set selected commit to be picked"),
                ("r", "Set selected commit to be reworded"), ("e", "Set selected commit to be edited"),
                ("s", "Set selected commit to be squashed"), ("f", "Set selected commit to be fixed-up"),
                ("d", "Set selected commit to be dropped"), ("E", "Edit an exec action's command"),
                ("v", "Enter visual selection mode"),
            ]
            put(scr, 1, 0, pad(" Key      Action", w), curses.A_BOLD | curses.A_UNDERLINE)
            for i, (k, d) in enumerate(rows[: h - 3]):
                put(scr, 2 + i, 1, "%-8s" % k, cp(CYAN))
                put(scr, 2 + i, 10, d)
            put(scr, h - 1, 0, pad(" Press any key to close", w), cp(BAR))
            return
        for i, (a, sha, subj) in enumerate(self.lines):
            sel = i == self.cur
            base = cp(SELCYAN) if sel else 0
            put(scr, 1 + i, 0, pad(" > " if sel else "   ", w), base)
            put(scr, 1 + i, 3, "%-7s" % a, (cp(SELCYAN) if sel else cp(self.colours[a])))
            put(scr, 1 + i, 11, sha + " ", base)
            put(scr, 1 + i, 19, pad(subj, w - 19), base)

    def key(self, k):
        if self.overlay == "abort":
            if k == ord("y"):
                return False
            self.overlay = None
            return True
        if self.overlay == "help":
            self.overlay = None
            return True
        actions = {ord("p"): "pick", ord("r"): "reword", ord("e"): "edit", ord("s"): "squash", ord("f"): "fixup", ord("d"): "drop"}
        if k == curses.KEY_DOWN:
            self.cur = min(self.cur + 1, len(self.lines) - 1)
        elif k == curses.KEY_UP:
            self.cur = max(self.cur - 1, 0)
        elif k in actions:
            self.lines[self.cur][0] = actions[k]
        elif k == ord("?"):
            self.overlay = "help"
        elif k == ord("q"):
            self.overlay = "abort"
        return True


# ------------------------------------------------------------ pg_activity

class PgActivity:
    """pg_activity, a top for PostgreSQL: its header of server figures,
    the RUNNING QUERIES title, the processes table under a heading in
    green, a footer of keys; arrows enter the interactive mode (the
    selected process highlighted, the footer of C and K), `C` asks
    `Confirm cancel action on process 23419? (y/n)`, F2 shows the
    waiting queries."""

    rows = [
        ("23419", "shop", "api", "10.0.3.12", "4.1", "0.8", "0B", "0B", "12.481", "N", "N", "active", "SELECT o.id, o.total FROM orders o JOIN"),
        ("23388", "shop", "worker", "10.0.3.15", "1.2", "0.6", "4K", "0B", "2.907", "N", "N", "active", "UPDATE inventory SET qty = qty - 1 WHER"),
        ("23502", "shop", "psql", "local", "0.0", "0.3", "0B", "0B", "0.114", "N", "N", "active", "VACUUM ANALYZE order_lines;"),
        ("23517", "analytics", "metabase", "10.0.4.2", "9.8", "1.4", "12M", "0B", "0.052", "N", "Y", "active", "SELECT date_trunc('day', created_at), c"),
    ]
    waiting = [
        ("23388", "shop", "worker", "RowExclusiveLock", "relation", "3.114", "UPDATE inventory SET qty = qty - 1"),
    ]

    def __init__(self):
        self.cur = None
        self.mode = 0
        self.confirm = False

    def draw(self, scr):
        scr.erase()
        h, w = scr.getmaxyx()
        put(scr, 0, 0, "PostgreSQL 15.4 - db1 - postgres@localhost:5432/postgres - Ref.: 2s - Min. duration: 0s"[:w], curses.A_BOLD)
        head = [
            " * Global: 3 days uptime, 3.20G dbs size - 0B/s growth, 97.45% cache hit ratio",
            "   Sessions: 14/100 total, 4 active, 9 idle, 1 idle in txn, 0 idle in txn abrt",
            "   Activity: 212 tps, 1020 insert/s, 4 update/s, 0 delete/s, 38920 tuples ret/s",
            " * Worker processes: 0/8 total, 0/4 logical workers, 0/8 parallel workers",
            " * Other processes & info: 0/3 autovacuum workers, 0/10 wal senders",
            " * Mem.: 15.58G total, 4.02G (25.80%) free, 6.81G (43.71%) used",
            "   Swap: 2.00G total, 2.00G (100.00%) free, 0B (0.00%) used",
            "   IO: 1.45M/s - 142/s read, 380.0K/s - 43/s write",
            "   Load average: 0.92 0.71 0.66",
        ]
        for i, l in enumerate(head):
            put(scr, 1 + i, 0, l)
        title = ["RUNNING QUERIES", "WAITING QUERIES", "BLOCKING QUERIES"][self.mode]
        put(scr, 11, (w - len(title)) // 2, title, curses.A_BOLD)
        if self.mode == 0:
            hd = "PID   DATABASE  APP      CPU% MEM% READ/s WRITE/s  TIME+  W IOW state  Query"
            put(scr, 12, 0, pad(hd, w), cp(TABON))
            for i, r in enumerate(self.rows):
                line = "%-5s %-9s %-8s %4s %4s %6s %7s %6s  %s %-3s %-6s %s" % (r[:3] + r[4:])
                put(scr, 13 + i, 0, pad(line, w), cp(SELCYAN) | curses.A_BOLD if i == self.cur else 0)
        else:
            hd = "PID   DATABASE  APP      MODE              TYPE       TIME+  state  Query"
            put(scr, 12, 0, pad(hd, w), cp(TABON))
            for r in self.waiting:
                put(scr, 13, 0, pad("%-5s %-9s %-8s %-17s %-10s %5s  active %s" % r, w))
        if self.confirm:
            put(scr, h - 1, 0, pad("Confirm cancel action on process %s? (y/n) " % self.rows[self.cur][0], w - 1))
            curses.curs_set(1)
            scr.move(h - 1, len("Confirm cancel action on process %s? (y/n) " % self.rows[self.cur][0]))
            return
        curses.curs_set(0)
        if self.cur is None:
            keys = [("F1/1", "Running queries"), ("F2/2", "Waiting queries"), ("F3/3", "Blocking queries"), ("Space", "Pause"), ("q", "Quit"), ("h", "Help")]
        else:
            keys = [("C", "Cancel current query"), ("K", "Terminate underlying session"), ("Space", "Tag"), ("q", "Quit")]
        x = 0
        for k, d in keys:
            put(scr, h - 1, x, k, curses.A_BOLD)
            x += len(k)
            put(scr, h - 1, x, " " + d + " ", cp(BAR))
            x += len(d) + 3

    def key(self, k):
        if self.confirm:
            self.confirm = False
            return True
        if k == curses.KEY_DOWN and self.mode == 0:
            self.cur = 0 if self.cur is None else min(self.cur + 1, len(self.rows) - 1)
        elif k == curses.KEY_UP and self.mode == 0:
            self.cur = 0 if self.cur is None else max(self.cur - 1, 0)
        elif k == ord("C") and self.cur is not None:
            self.confirm = True
        elif k in (curses.KEY_F1, ord("1")):
            self.mode = 0
        elif k in (curses.KEY_F2, ord("2")):
            self.mode, self.cur = 1, None
        elif k in (curses.KEY_F3, ord("3")):
            self.mode, self.cur = 2, None
        elif k == ESCAPE:
            self.cur = None
        elif k == ord("q"):
            return False
        return True


TOOLS = {
    "kubebox": Kubebox,
    "ktea": Ktea,
    "mprocs": Mprocs,
    "slumber": Slumber,
    "interactive-rebase-tool": Rebase,
    "pg_activity": PgActivity,
}


def run(scr, tool):
    curses.raw()
    curses.noecho()
    scr.keypad(True)
    if curses.has_colors():
        curses.start_color()
        try:
            curses.use_default_colors()
            bg = -1
        except curses.error:
            bg = curses.COLOR_BLACK
        purple = 5
        curses.init_pair(GREEN, curses.COLOR_GREEN, bg)
        curses.init_pair(CYAN, curses.COLOR_CYAN, bg)
        curses.init_pair(YELLOW, curses.COLOR_YELLOW, bg)
        curses.init_pair(RED, curses.COLOR_RED, bg)
        curses.init_pair(MAGENTA, curses.COLOR_MAGENTA, bg)
        curses.init_pair(BLUE, curses.COLOR_BLUE, bg)
        curses.init_pair(SELBLUE, curses.COLOR_WHITE, curses.COLOR_BLUE)
        curses.init_pair(SELPURPLE, curses.COLOR_WHITE, purple)
        curses.init_pair(TABON, curses.COLOR_BLACK, curses.COLOR_GREEN)
        curses.init_pair(GREY, 8 if curses.COLORS > 8 else curses.COLOR_WHITE, bg)
        curses.init_pair(BAR, curses.COLOR_BLACK, curses.COLOR_WHITE)
        curses.init_pair(SELCYAN, curses.COLOR_BLACK, curses.COLOR_CYAN)
    app = TOOLS[tool]()
    while True:
        app.draw(scr)
        scr.refresh()
        k = scr.getch()
        if k == curses.KEY_RESIZE:
            continue
        if k == 3 and tool != "ktea":
            return
        if not app.key(k):
            return


def main():
    if len(sys.argv) < 2 or sys.argv[1] not in TOOLS:
        sys.stderr.write("usage: twohundredseventeenth_dash.py {%s}\n" % ",".join(TOOLS))
        sys.exit(2)
    curses.wrapper(run, sys.argv[1])


if __name__ == "__main__":
    main()
