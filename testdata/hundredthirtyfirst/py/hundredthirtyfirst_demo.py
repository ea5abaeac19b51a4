"""One full-screen program imitated, named by the first argument: a
fixture of agentty's hundredthirtyfirst set, whose screens were never used
to tune the mode classifier. Each draws what a monitor, file manager,
database or container dashboard, mail or chat client that cannot run here
draws at its main screen and at a dialog it opens on a key (its
documentation, source and published screenshots). Runs with Debian's
python3 and its standard library's curses only."""

import curses
import sys


def colors():
    curses.start_color()
    curses.use_default_colors()
    curses.init_pair(1, curses.COLOR_WHITE, curses.COLOR_BLUE)
    curses.init_pair(2, curses.COLOR_BLACK, curses.COLOR_CYAN)
    curses.init_pair(3, curses.COLOR_GREEN, -1)
    curses.init_pair(4, curses.COLOR_YELLOW, -1)
    curses.init_pair(5, curses.COLOR_BLACK, curses.COLOR_WHITE)
    curses.init_pair(6, curses.COLOR_CYAN, -1)
    curses.init_pair(7, curses.COLOR_RED, -1)


def box(scr, y, x, h, w, attr=0, title=""):
    scr.addstr(y, x, "┌" + "─" * (w - 2) + "┐", attr)
    for r in range(1, h - 1):
        scr.addstr(y + r, x, "│" + " " * (w - 2) + "│", attr)
    scr.addstr(y + h - 1, x, "└" + "─" * (w - 2) + "┘", attr)
    if title:
        scr.addstr(y, x + (w - len(title)) // 2, title, attr | curses.A_BOLD)


def keyloop(scr, draw, keys):
    """Draws, then reads keys: up/down move a cursor over a list of n rows,
    a key in keys sets the state it names; q quits."""
    st = {"cur": 0, "n": 1, "dialog": None, "focus": 0}
    while True:
        scr.erase()
        draw(scr, st)
        scr.refresh()
        c = scr.getch()
        if c == curses.KEY_DC:
            c = 0x7f
        if c in (ord("q"), 3) and st["dialog"] is None:
            return
        if c == curses.KEY_DOWN:
            if st["dialog"] is None:
                st["cur"] = min(st["cur"] + 1, st["n"] - 1)
            else:
                st["focus"] += 1
        elif c == curses.KEY_UP:
            if st["dialog"] is None:
                st["cur"] = max(st["cur"] - 1, 0)
            else:
                st["focus"] = max(st["focus"] - 1, 0)
        elif c in (9, curses.KEY_RIGHT, curses.KEY_LEFT) and st["dialog"]:
            st["focus"] = 1 - st["focus"] if st["dialog"] == "confirm" else st["focus"]
        elif c == 27:
            st["dialog"], st["focus"] = None, 0
        elif c >= 0 and c < 256 and chr(c) in keys and st["dialog"] is None:
            st["dialog"], st["focus"] = keys[chr(c)], 0


# ------------------------------------------------------------ podman-tui

CONTAINERS = [
    ("3f2a9c1d7e4b", "docker.io/library/nginx:latest", "Up 2 hours", "web"),
    ("8b1e0f6a2c93", "docker.io/library/postgres:16", "Up 2 hours", "db"),
    ("c47d2e9b0a15", "docker.io/library/redis:7", "Exited (0) 5 minutes ago", "cache"),
    ("51a8f3b6d2e0", "quay.io/prometheus/prometheus:v2.53.0", "Up 40 minutes", "metrics"),
]


def podman_tui(scr):
    """containers' podman-tui (tview): a tab row of its views, the
    containers table, a key help row; Delete asks in a tview modal
    `Are you sure you want to remove following container ?` with the
    buttons `Cancel` and `Enter`, Enter focused."""
    curses.curs_set(0)
    colors()

    def draw(scr, st):
        h, wd = scr.getmaxyx()
        st["n"] = len(CONTAINERS)
        tabs = ["system", "pods", "containers", "volumes", "images", "networks", "secrets"]
        x = 1
        for t in tabs:
            scr.addstr(0, x, " " + t + " ", curses.color_pair(2) if t == "containers" else 0)
            x += len(t) + 3
        box(scr, 1, 0, h - 2, wd, curses.color_pair(6), " CONTAINERS (4) ")
        scr.addstr(2, 2, "%-14s%-40s%-18s" % ("CONTAINER ID", "IMAGE", "NAMES"), curses.color_pair(4) | curses.A_BOLD)
        for i, (cid, img, status, name) in enumerate(CONTAINERS):
            line = "%-14s%-40s%-18s" % (cid, img, name)
            scr.addstr(3 + i, 2, line, curses.A_REVERSE if i == st["cur"] else 0)
        scr.addstr(h - 1, 1, "F1 help  Tab switch view  Enter commands  Del remove  Ctrl+c quit", curses.color_pair(6))
        if st["dialog"] == "confirm":
            x0, y0, dw = 14, 7, 52
            box(scr, y0, x0, 9, dw, curses.color_pair(1), " PODMAN CONTAINER REMOVE ")
            scr.addstr(y0 + 2, x0 + 2, "Are you sure you want to remove following".center(dw - 4), curses.color_pair(1))
            scr.addstr(y0 + 3, x0 + 2, "container ?".center(dw - 4), curses.color_pair(1))
            cid, _, _, name = CONTAINERS[st["cur"]]
            scr.addstr(y0 + 4, x0 + 2, ("  ID: " + cid + " (" + name + ")").center(dw - 4), curses.color_pair(1))
            for i, b in enumerate(["Cancel", "Enter"]):
                scr.addstr(y0 + 6, x0 + 14 + i * 16, "  " + b + "  ",
                           curses.color_pair(5) if i == 1 - st["focus"] % 2 else curses.color_pair(2))

    keyloop(scr, draw, {"\x7f": "confirm"})


# ---------------------------------------------------------------- dockly

def dockly(scr):
    """lirantal's dockly (blessed): the containers list at the left,
    the selected one's logs at the right, a utilisation row under; `m`
    opens a boxed `Command Menu` list of what to do with the container,
    the first highlighted."""
    curses.curs_set(0)
    colors()
    menu = ["Inspect", "Logs", "Restart", "Stop", "Remove", "Shell"]

    def draw(scr, st):
        h, wd = scr.getmaxyx()
        st["n"] = len(CONTAINERS)
        box(scr, 0, 0, 14, 50, curses.color_pair(6), " Containers ")
        scr.addstr(1, 2, "%-8s%-9s%-30s" % ("Id", "Name", "Image"), curses.A_BOLD)
        for i, (cid, img, status, name) in enumerate(CONTAINERS):
            line = "%-8s%-9s%-30s" % (cid[:6], name, img.split("/")[-1][:28])
            scr.addstr(2 + i, 2, line, curses.color_pair(2) if i == st["cur"] else 0)
        box(scr, 0, 50, 14, wd - 50, curses.color_pair(6), " Container Logs ")
        scr.addstr(2, 52, "ready to accept connections"[:wd - 54])
        box(scr, 14, 0, h - 15, wd, curses.color_pair(6), " Utilization ")
        scr.addstr(16, 2, "CPU  [||||      ] 12%   MEM [|||||     ] 480M")
        scr.addstr(h - 1, 0, " =: refresh  /: search  m: menu  i: info  l: logs  q: quit ", curses.color_pair(5))
        if st["dialog"] == "menu":
            x0, y0 = 20, 4
            box(scr, y0, x0, len(menu) + 2, 30, curses.color_pair(4), " Command Menu ")
            f = st["focus"] % len(menu)
            for i, m in enumerate(menu):
                scr.addstr(y0 + 1 + i, x0 + 2, m.ljust(26), curses.color_pair(2) if i == f else 0)

    keyloop(scr, draw, {"m": "menu"})


# ----------------------------------------------------------------- nmail

MAILS = [
    ("Mar 02 09:14", "Alice Lindqvist", "Quarterly report draft"),
    ("Mar 01 17:52", "GitHub", "[agentty] New issue opened"),
    ("Mar 01 11:03", "Bob Marsh", "Re: lunch on Friday?"),
    ("Feb 28 20:40", "Hetzner Online", "Your invoice"),
    ("Feb 28 08:21", "Carol Ng", "Slides for the meetup"),
]


def nmail(scr):
    """d99kris' nmail: its top bar `nmail  Inbox`, the message list with
    date, sender and subject, the selected row reversed, a two-row help
    of its keys at the foot."""
    curses.curs_set(0)
    colors()

    def draw(scr, st):
        h, wd = scr.getmaxyx()
        st["n"] = len(MAILS)
        scr.addstr(0, 0, ("  nmail  -  Inbox").ljust(wd), curses.A_REVERSE)
        for i, (d, f, s) in enumerate(MAILS):
            line = (" N  %-13s %-20s %s" % (d, f, s)).ljust(wd)
            scr.addstr(1 + i, 0, line, curses.A_REVERSE if i == st["cur"] else 0)
        scr.addstr(h - 2, 0, ("  Cmp  Compose   Fwd  Forward   Del  Delete   Ref  Refresh").ljust(wd - 1), curses.A_REVERSE)
        scr.addstr(h - 1, 0, ("  Rpl  Reply     Gto  Folder    Srh  Search   Qui  Quit").ljust(wd - 1), curses.A_REVERSE)

    keyloop(scr, draw, {})


# ---------------------------------------------------------------- cfiles

FILES = ["Desktop", "Documents", "Downloads", "Music", "Pictures", "notes.txt", "todo.md"]


def cfiles(scr):
    """mananapr's cfiles: two bordered panes, the directory's entries at
    the left (the selected one reversed), a preview at the right, the path
    and count at the foot; `D` asks at the foot `Delete selected files
    ? (y/n)`."""
    curses.curs_set(0)
    colors()

    def draw(scr, st):
        h, wd = scr.getmaxyx()
        st["n"] = len(FILES)
        half = wd // 2
        box(scr, 0, 0, h - 1, half)
        box(scr, 0, half, h - 1, wd - half)
        for i, f in enumerate(FILES):
            attr = curses.color_pair(6) | curses.A_BOLD if i < 5 else 0
            if i == st["cur"]:
                attr |= curses.A_REVERSE
            scr.addstr(1 + i, 2, f.ljust(half - 4), attr)
        scr.addstr(1, half + 2, "(directory preview)", curses.color_pair(4))
        scr.addstr(h - 1, 0, "/home/agentty/%s  (%d/%d)" % (FILES[st["cur"]], st["cur"] + 1, len(FILES)), curses.color_pair(3))
        if st["dialog"] == "delete":
            scr.move(h - 1, 0)
            scr.clrtoeol()
            scr.addstr(h - 1, 0, "Delete selected files ? (y/n)")

    keyloop(scr, draw, {"D": "delete"})


# ----------------------------------------------------------------- dblab

def dblab(scr):
    """danvergara's dblab: the tables list at the left, a query box at
    the top right, the result grid under it, the help row at the foot."""
    curses.curs_set(0)
    colors()
    tables = ["customers", "invoices", "line_items", "products", "schema_migrations"]

    def draw(scr, st):
        h, wd = scr.getmaxyx()
        st["n"] = len(tables)
        box(scr, 0, 0, h - 1, 24, curses.color_pair(3), " Tables ")
        for i, t in enumerate(tables):
            scr.addstr(1 + i, 2, t.ljust(20), curses.A_REVERSE if i == st["cur"] else 0)
        box(scr, 0, 24, 5, wd - 24, 0, " Query ")
        scr.addstr(1, 26, "SELECT * FROM %s LIMIT 100;" % tables[st["cur"]])
        box(scr, 5, 24, h - 6, wd - 24, 0, " Rows ")
        scr.addstr(6, 26, "id  | name              | created_at", curses.A_BOLD)
        scr.addstr(7, 26, "1   | Acme Corp         | 2024-01-04")
        scr.addstr(8, 26, "2   | Globex            | 2024-02-11")
        scr.addstr(h - 1, 0, " Ctrl+H/L move between panels  Ctrl+E run query  Ctrl+C quit", curses.color_pair(6))

    keyloop(scr, draw, {})


# ------------------------------------------------------------- harlequin

def harlequin(scr):
    """tconbeer's harlequin (Textual): the data catalog at the left, the
    query editor and the results, the footer of its keys; ctrl+e opens
    the `Export Data` modal, a path input under its label."""
    curses.curs_set(0)
    colors()

    def draw(scr, st):
        h, wd = scr.getmaxyx()
        box(scr, 0, 0, h - 1, 26, curses.color_pair(4), " Data Catalog ")
        for i, t in enumerate(["▼ f1.db", "  ▼ main", "    ▶ drivers", "    ▶ races", "    ▶ results"]):
            scr.addstr(1 + i, 2, t)
        box(scr, 0, 26, 10, wd - 26, curses.color_pair(4), " Query Editor ")
        scr.addstr(1, 28, " 1 select * from drivers limit 10")
        box(scr, 10, 26, h - 11, wd - 26, curses.color_pair(4), " Query Results (10 Records) ")
        scr.addstr(11, 28, "driverId  forename   surname", curses.A_BOLD)
        scr.addstr(12, 28, "1         Lewis      Hamilton")
        scr.addstr(h - 1, 0, " ^q Quit  f1 Help  ^j Run Query  ^e Export Data  f9 Toggle Sidebar ".ljust(wd - 1), curses.color_pair(5))
        if st["dialog"] == "export":
            curses.curs_set(1)
            x0, y0 = 10, 6
            box(scr, y0, x0, 9, 60, curses.color_pair(4), " Export Data ")
            scr.addstr(y0 + 2, x0 + 3, "Export to:")
            scr.addstr(y0 + 3, x0 + 3, "~/".ljust(54), curses.color_pair(5))
            scr.addstr(y0 + 6, x0 + 14, "  Cancel  ", curses.color_pair(2))
            scr.addstr(y0 + 6, x0 + 32, "  Export  ", curses.color_pair(1))
            scr.move(y0 + 3, x0 + 5)

    keyloop(scr, draw, {"\x05": "export"})


# ---------------------------------------------------------------- asitop

def asitop(scr):
    """tlkh's asitop: the chip's name, the E-CPU and P-CPU gauges, GPU
    and ANE, memory and power charts, each in a box."""
    curses.curs_set(0)
    colors()

    def draw(scr, st):
        h, wd = scr.getmaxyx()
        box(scr, 0, 0, 9, wd, curses.color_pair(3), " Apple M1 Pro (cores: 8E+2P+16GPU) ")
        scr.addstr(2, 2, "E-CPU Usage: 23% @ 1401 MHz  " + "█" * 8, curses.color_pair(3))
        scr.addstr(4, 2, "P-CPU Usage: 11% @ 2064 MHz  " + "█" * 4, curses.color_pair(3))
        scr.addstr(6, 2, "GPU Usage: 4% @ 389 MHz  ANE Usage: 0.0% @ 0.0 W", curses.color_pair(3))
        box(scr, 9, 0, 5, wd, curses.color_pair(3), " Memory ")
        scr.addstr(11, 2, "RAM Usage: 11.2/16.0GB - swap:0.5/2.0GB", curses.color_pair(3))
        box(scr, 14, 0, h - 15, wd, curses.color_pair(3), " CPU+GPU+ANE Power: 2.31W ")
        scr.addstr(16, 2, "CPU Power: 1.9W (avg: 2.2W peak: 6.1W)", curses.color_pair(3))
        scr.addstr(18, 2, "GPU Power: 0.4W (avg: 0.3W peak: 1.2W)", curses.color_pair(3))

    keyloop(scr, draw, {})


# ---------------------------------------------------------------- nbwmon

def nbwmon(scr):
    """causes-'s nbwmon: the interface and its addresses on the top row,
    the received and transmitted graphs of # columns, their rates at the
    foot."""
    curses.curs_set(0)
    colors()

    def draw(scr, st):
        h, wd = scr.getmaxyx()
        scr.addstr(0, (wd - 40) // 2, "[ nbwmon-0.6 | interface: eth0 ]", curses.A_BOLD)
        gh = (h - 6) // 2
        box(scr, 1, 0, gh, wd, curses.color_pair(3))
        box(scr, 1 + gh, 0, gh, wd, curses.color_pair(7))
        for x in range(2, wd - 2, 3):
            hgt = (x * 5) % (gh - 2)
            for r in range(hgt):
                scr.addstr(gh - r - 1, x, "#", curses.color_pair(3))
        scr.addstr(1, 2, "1.21 MiB/s", curses.color_pair(3))
        scr.addstr(1 + gh, 2, "88.4 KiB/s", curses.color_pair(7))
        scr.addstr(h - 4, 1, "Received:                        Transmitted:")
        scr.addstr(h - 3, 1, "Current: 412.0 KiB/s             Current: 18.3 KiB/s")
        scr.addstr(h - 2, 1, "Average: 301.7 KiB/s             Average: 22.9 KiB/s")
        scr.addstr(h - 1, 1, "Total:   1.42 GiB                Total:   96.1 MiB")

    keyloop(scr, draw, {})


# ------------------------------------------------------------------ iamb

def iamb(scr):
    """ulyssa's iamb (Matrix, vim-like): the room's messages, the
    message bar `>` under them, the mode line `NORMAL` at the foot and
    its command row."""
    curses.curs_set(1)
    colors()

    def draw(scr, st):
        h, wd = scr.getmaxyx()
        scr.addstr(0, 0, " #rust:matrix.org ".ljust(wd), curses.color_pair(5))
        msgs = [("2024-03-02", "", ""), ("09:12", "alice", "has anyone tried the new borrow checker?"),
                ("09:13", "bob", "yes, polonius is finally landing"), ("09:15", "carol", "nice")]
        for i, (t, who, m) in enumerate(msgs):
            if who:
                scr.addstr(2 + i, 0, "%s  %-8s %s" % (t, who, m))
                scr.addstr(2 + i, 7, who, curses.color_pair(6) | curses.A_BOLD)
            else:
                scr.addstr(2 + i, 0, ("── " + t + " ").ljust(wd - 1, "─"), curses.color_pair(4))
        scr.addstr(h - 3, 0, "─" * (wd - 1))
        scr.addstr(h - 2, 0, ("NORMAL  @agentty:matrix.org").ljust(wd - 1), curses.color_pair(5))
        scr.move(h - 4, 0)

    keyloop(scr, draw, {})


PROGRAMS = {
    "podman-tui": podman_tui, "dockly": dockly, "nmail": nmail, "cfiles": cfiles,
    "dblab": dblab, "harlequin": harlequin, "asitop": asitop, "nbwmon": nbwmon, "iamb": iamb,
}


def main():
    which = sys.argv[1] if len(sys.argv) > 1 else ""
    if which not in PROGRAMS:
        sys.exit("unknown: " + which)
    curses.wrapper(PROGRAMS[which])


if __name__ == "__main__":
    main()
