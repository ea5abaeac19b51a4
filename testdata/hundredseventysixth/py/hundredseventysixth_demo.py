#!/usr/bin/env python3
"""The hundredseventysixth set's imitations of full-screen programs that
open dialogs over their own screen.

Each mode draws what the named tool draws (curses, raw mode, the
alternate screen): tremc (a Transmission client: its torrent list, its
remove, add and sort dialogs), atac (an API client: collections,
request and response panes, its new-request and delete dialogs), e1s (an
Amazon ECS dashboard: its cluster table and its stop-task confirm),
vi-mongo (a MongoDB client: databases, documents and its delete
confirm), sqlit (a SQL client: its explorer, query and results, its
delete-connection confirm and its connection-error message) and the
Debian installer's text frontend (newt: a blue screen, a grey dialog,
its language list, a text entry, a yes/no question and a note). Nothing
is written anywhere.
"""
import curses
import sys


def put(scr, y, x, s, attr=0):
    h, w = scr.getmaxyx()
    if y < 0 or y >= h or x >= w:
        return
    s = s[: max(0, w - x - (1 if y == h - 1 else 0))]
    try:
        scr.addstr(y, x, s, attr)
    except curses.error:
        pass


def setup(scr):
    curses.raw()
    curses.noecho()
    scr.keypad(True)
    curses.start_color()
    curses.use_default_colors()
    curses.curs_set(0)


def box(scr, y, x, h, w, title="", attr=0, heavy=False):
    tl, tr, bl, br, hz, vt = ("┏", "┓", "┗", "┛", "━", "┃") if heavy else ("┌", "┐", "└", "┘", "─", "│")
    put(scr, y, x, tl + hz * (w - 2) + tr, attr)
    for i in range(1, h - 1):
        put(scr, y + i, x, vt + " " * (w - 2) + vt, attr)
    put(scr, y + h - 1, x, bl + hz * (w - 2) + br, attr)
    if title:
        put(scr, y, x + 2, title, attr)


def buttons(scr, y, x, labels, focus, style):
    """Draws buttons in a row; style "<>" for "< Yes >", "[]" for "[ Yes ]"."""
    for i, b in enumerate(labels):
        s = style[0] + " " + b + " " + style[1] if style else " " + b + " "
        put(scr, y, x, s, curses.A_REVERSE if i == focus else 0)
        x += len(s) + 3


def key_loop(scr, draw, on_key):
    while True:
        scr.erase()
        draw()
        scr.refresh()
        k = scr.getch()
        if k in (17, 3):
            return
        if on_key(k) == "quit":
            return


# tremc: the header row, two rows a torrent (its name over a progress
# bar, its status under it), the footer; "r" asks to remove the focused
# torrent, "a" asks for a torrent to add, "s" lists the sort orders.
TORRENTS = [
    ("debian-13.1.0-amd64-netinst.iso", 1.0, "Seeding", "754.0M", "0", "412K", "2.31"),
    ("archlinux-2025.11.01-x86_64.iso", 0.63, "Downloading", "1.4G", "3.1M", "88K", "0.04"),
    ("Fedora-Workstation-Live-43.iso", 0.18, "Downloading", "2.3G", "1.7M", "12K", "0.00"),
    ("ubuntu-24.04.3-live-server-amd64.iso", 0.0, "Stopped", "3.0G", "0", "0", "0.00"),
]
SORTS = ["Name", "Age", "Progress", "Seeds/Leeches", "Ratio", "Size", "Download speed",
         "Upload speed", "Status", "Uploaded", "Downloaded"]


def tremc(scr):
    setup(scr)
    curses.init_pair(1, curses.COLOR_BLACK, curses.COLOR_BLUE)
    curses.init_pair(2, curses.COLOR_BLACK, curses.COLOR_GREEN)
    curses.init_pair(3, curses.COLOR_BLACK, curses.COLOR_WHITE)
    st = {"dlg": None, "focus": 0, "text": "", "sel": 0}

    def main():
        h, w = scr.getmaxyx()
        head = " Transmission 4.0.6 @ localhost:9091"
        right = "Ratio: 1.87   ↓ 4.8MB/s   ↑ 512KB/s "
        put(scr, 0, 0, head.ljust(w - len(right)) + right, curses.A_REVERSE)
        for i, (name, p, status, size, down, up, ratio) in enumerate(TORRENTS):
            y = 1 + i * 3
            bar = (" %3d%% " % int(p * 100) + name).ljust(w - 2)
            done = int(len(bar) * p)
            pair = curses.color_pair(2) if status == "Seeding" else curses.color_pair(1) if status == "Downloading" else curses.color_pair(3)
            attr = curses.A_BOLD if i == 0 else 0
            put(scr, y, 1, bar[:done], pair | attr)
            put(scr, y, 1 + done, bar[done:], attr | (curses.A_UNDERLINE if i == 0 else 0))
            info = "  %-12s %8s   ↓ %6s  ↑ %6s   Ratio: %s" % (status, size, down, up, ratio)
            put(scr, y + 1, 1, info)
        put(scr, h - 1, 0, (" Torrents: 4 (1 seeding, 2 downloading, 1 stopped)").ljust(w - 18) + "F1/?:Help  q:Quit", curses.A_REVERSE)

    def draw():
        main()
        h, w = scr.getmaxyx()
        d = st["dlg"]
        if d == "remove":
            bw = 50
            x = (w - bw) // 2
            box(scr, 8, x, 7, bw)
            put(scr, 9, x + 2, "Remove debian-13.1.0-amd64-netinst.iso?")
            buttons(scr, 12, x + 14, ["Yes", "No"], st["focus"], "")
        elif d == "add":
            bw = 60
            x = (w - bw) // 2
            box(scr, 8, x, 6, bw)
            put(scr, 9, x + 2, "Add torrent by filename, URL or hash:")
            put(scr, 11, x + 2, st["text"].ljust(bw - 4), curses.A_UNDERLINE)
            curses.curs_set(1)
            scr.move(11, x + 2 + len(st["text"]))
        elif d == "sort":
            bw = 24
            x = (w - bw) // 2
            box(scr, 3, x, len(SORTS) + 2, bw, " Sort by ")
            for i, s in enumerate(SORTS):
                put(scr, 4 + i, x + 2, s.ljust(bw - 4), curses.A_REVERSE if i == st["sel"] else 0)
        if d != "add":
            curses.curs_set(0)

    def key(k):
        d = st["dlg"]
        if d is None:
            if k == ord("q"):
                return "quit"
            if k in (ord("r"), curses.KEY_DC):
                st["dlg"], st["focus"] = "remove", 1
            elif k == ord("a"):
                st["dlg"], st["text"] = "add", ""
            elif k == ord("s"):
                st["dlg"], st["sel"] = "sort", 0
        elif k == 27:
            st["dlg"] = None
        elif d == "remove":
            if k in (curses.KEY_LEFT, curses.KEY_RIGHT, 9):
                st["focus"] ^= 1
            elif k in (ord("n"), ord("y"), 10, 13):
                st["dlg"] = None
        elif d == "add":
            if k in (10, 13):
                st["dlg"] = None
            elif k in (127, curses.KEY_BACKSPACE):
                st["text"] = st["text"][:-1]
            elif 32 <= k < 127:
                st["text"] += chr(k)
        elif d == "sort":
            if k in (curses.KEY_DOWN, ord("j")):
                st["sel"] = min(st["sel"] + 1, len(SORTS) - 1)
            elif k in (curses.KEY_UP, ord("k")):
                st["sel"] = max(st["sel"] - 1, 0)
            elif k in (10, 13):
                st["dlg"] = None

    key_loop(scr, draw, key)


# atac: the collections pane at the left, the request (method and URL,
# its tabs) and the response at the right, the key hints at the foot;
# "n" opens the new request popup (its name field), "d" asks before
# deleting the focused request.
def atac(scr):
    setup(scr)
    curses.init_pair(1, curses.COLOR_GREEN, -1)
    curses.init_pair(2, curses.COLOR_YELLOW, -1)
    curses.init_pair(3, curses.COLOR_BLUE, -1)
    st = {"dlg": None, "focus": 1, "text": ""}

    def main():
        h, w = scr.getmaxyx()
        lw = 26
        box(scr, 0, 0, h - 1, lw, " Collections ")
        put(scr, 1, 2, "▾ petstore")
        put(scr, 2, 4, "GET ", curses.color_pair(1))
        put(scr, 2, 9, "list pets", curses.A_REVERSE)
        put(scr, 3, 4, "POST", curses.color_pair(2))
        put(scr, 3, 9, "add pet")
        put(scr, 4, 4, "DEL ", curses.color_pair(3))
        put(scr, 4, 9, "remove pet")
        put(scr, 5, 2, "▸ github")
        box(scr, 0, lw, 3, w - lw, " list pets ")
        put(scr, 1, lw + 2, "GET", curses.color_pair(1) | curses.A_BOLD)
        put(scr, 1, lw + 6, "https://petstore.swagger.io/v2/pet/findByStatus")
        box(scr, 3, lw, 8, w - lw, " Request ")
        put(scr, 4, lw + 2, "Params", curses.A_REVERSE)
        put(scr, 4, lw + 10, "Auth │ Headers │ Body │ Scripts")
        put(scr, 6, lw + 2, "status   available")
        box(scr, 11, lw, h - 12, w - lw, " Result ")
        put(scr, 12, lw + 2, "Body │ Cookies │ Headers │ Console")
        put(scr, 14, lw + 2, "Send the request with ctrl-space")
        put(scr, h - 1, 0, " <↑↓> Move  <Enter> Select  <n> New  <d> Delete  <r> Rename  <q> Quit", curses.A_DIM)

    def draw():
        main()
        h, w = scr.getmaxyx()
        d = st["dlg"]
        curses.curs_set(0)
        if d == "new":
            bw = 50
            x = (w - bw) // 2
            box(scr, 8, x, 3, bw, " Enter the new request name ")
            put(scr, 9, x + 1, st["text"])
            curses.curs_set(1)
            scr.move(9, x + 1 + len(st["text"]))
        elif d == "delete":
            bw = 30
            x = (w - bw) // 2
            box(scr, 8, x, 5, bw, " Delete request? ")
            put(scr, 10, x + 6, "Yes", curses.A_REVERSE if st["focus"] == 0 else 0)
            put(scr, 10, x + 21, "No", curses.A_REVERSE if st["focus"] == 1 else 0)

    def key(k):
        d = st["dlg"]
        if d is None:
            if k == ord("q"):
                return "quit"
            if k == ord("n"):
                st["dlg"], st["text"] = "new", ""
            elif k == ord("d"):
                st["dlg"], st["focus"] = "delete", 1
        elif k == 27:
            st["dlg"] = None
        elif d == "new":
            if k in (10, 13):
                st["dlg"] = None
            elif k in (127, curses.KEY_BACKSPACE):
                st["text"] = st["text"][:-1]
            elif 32 <= k < 127:
                st["text"] += chr(k)
        elif d == "delete":
            if k in (curses.KEY_LEFT, curses.KEY_RIGHT, ord("h"), ord("l")):
                st["focus"] ^= 1
            elif k in (10, 13):
                st["dlg"] = None

    key_loop(scr, draw, key)


# e1s: its info header (account, region, cluster) beside its key hints,
# the tasks table in a cyan frame, the focused row in reverse; "ctrl-d"
# asks before stopping the focused task (a modal with two buttons).
def e1s(scr):
    setup(scr)
    curses.init_pair(1, curses.COLOR_CYAN, -1)
    curses.init_pair(2, curses.COLOR_YELLOW, -1)
    curses.init_pair(3, curses.COLOR_WHITE, curses.COLOR_BLUE)
    curses.init_pair(4, curses.COLOR_BLACK, curses.COLOR_WHITE)
    st = {"dlg": None, "focus": 0}

    def main():
        h, w = scr.getmaxyx()
        info = [("Account:", "123456789012"), ("Region:", "us-east-1"), ("Cluster:", "prod-web"),
                ("Service:", "checkout-api"), ("e1s Rev:", "v1.0.49")]
        for i, (a, b) in enumerate(info):
            put(scr, i, 1, a, curses.color_pair(2))
            put(scr, i, 11, b)
        hints = [("<d>", "Describe"), ("<l>", "Logs"), ("<s>", "Shell"), ("<ctrl-d>", "Stop task"), ("<?>", "Help")]
        for i, (a, b) in enumerate(hints):
            put(scr, i, 36, a, curses.color_pair(1))
            put(scr, i, 47, b)
        top = 6
        box(scr, top, 0, h - top, w, "", curses.color_pair(1))
        put(scr, top, (w - 30) // 2, " tasks(checkout-api)[3] ", curses.color_pair(1) | curses.A_BOLD)
        put(scr, top + 1, 1, " Task ID    Last   Desired  Task def      Started   CPU  Mem ", curses.A_BOLD)
        rows = [" 3f9c81d2   RUNNING RUNNING checkout-api:42 2h13m    256  512",
                " 7a02be55   RUNNING RUNNING checkout-api:42 2h13m    256  512",
                " c41d0e9f   RUNNING RUNNING checkout-api:42 18m      256  512"]
        for i, r in enumerate(rows):
            put(scr, top + 2 + i, 1, r.ljust(w - 2), curses.A_REVERSE if i == 0 else 0)

    def draw():
        main()
        h, w = scr.getmaxyx()
        if st["dlg"] == "stop":
            bw = 46
            x = (w - bw) // 2
            box(scr, 9, x, 7, bw, "", curses.color_pair(3))
            put(scr, 10, x + 1, "Are you sure to stop task 3f9c81d2?".center(bw - 2), curses.color_pair(3))
            for i, b in enumerate(["Stop", "Cancel"]):
                attr = curses.color_pair(4) if i == st["focus"] else curses.color_pair(3) | curses.A_BOLD
                put(scr, 13, x + 13 + i * 12, " " + b + " ", attr)

    def key(k):
        if st["dlg"] is None:
            if k == ord("q"):
                return "quit"
            if k == 4:
                st["dlg"], st["focus"] = "stop", 0
        elif k == 27:
            st["dlg"] = None
        elif k in (9, curses.KEY_LEFT, curses.KEY_RIGHT):
            st["focus"] ^= 1
        elif k in (10, 13):
            st["dlg"] = None

    key_loop(scr, draw, key)


# vi-mongo: its header (host, status, key hints), the databases tree at
# the left, the collection's documents as JSON at the right; "D" asks
# before deleting the focused document.
def vimongo(scr):
    setup(scr)
    curses.init_pair(1, curses.COLOR_GREEN, -1)
    curses.init_pair(2, curses.COLOR_YELLOW, -1)
    curses.init_pair(3, curses.COLOR_MAGENTA, -1)
    curses.init_pair(4, curses.COLOR_WHITE, curses.COLOR_BLACK)
    st = {"dlg": None, "focus": 1}

    def main():
        h, w = scr.getmaxyx()
        put(scr, 0, 1, "Host:", curses.color_pair(2))
        put(scr, 0, 8, "localhost:27017")
        put(scr, 1, 1, "Status:", curses.color_pair(2))
        put(scr, 1, 9, "connected", curses.color_pair(1))
        put(scr, 0, 40, "<Ctrl+O> Connections   <?> Help")
        put(scr, 1, 40, "<Tab> Switch pane      <q> Quit")
        lw = 22
        box(scr, 3, 0, h - 3, lw, " Databases ", curses.color_pair(3))
        put(scr, 4, 2, "▼ shop")
        put(scr, 5, 4, "customers")
        put(scr, 6, 4, "orders", curses.A_REVERSE)
        put(scr, 7, 4, "products")
        put(scr, 8, 2, "▶ admin")
        put(scr, 9, 2, "▶ local")
        box(scr, 3, lw, h - 3, w - lw, " Content (1-2 of 2) ", curses.color_pair(3))
        docs = [
            ['{', '  "_id": ObjectId("6745a1c2e4b0f1a2b3c4d5e6"),', '  "customer": "ada",', '  "total": 42.5,', '  "status": "shipped"', '}'],
            ['{', '  "_id": ObjectId("6745a1c2e4b0f1a2b3c4d5e7"),', '  "customer": "grace",', '  "total": 17,', '}'],
        ]
        y = 4
        for i, d in enumerate(docs):
            for j, l in enumerate(d):
                put(scr, y, lw + 2, l, curses.A_BOLD if i == 0 else 0)
                y += 1
        put(scr, h - 1, lw + 2, " Query: {} ", curses.A_DIM)

    def draw():
        main()
        h, w = scr.getmaxyx()
        if st["dlg"] == "delete":
            bw = 52
            x = (w - bw) // 2
            box(scr, 9, x, 7, bw, "", curses.color_pair(4))
            put(scr, 10, x + 1, "Are you sure you want to delete this document?".center(bw - 2), curses.color_pair(4))
            for i, b in enumerate(["Delete", "Cancel"]):
                attr = curses.A_REVERSE if i == st["focus"] else curses.color_pair(4)
                put(scr, 13, x + 14 + i * 14, " " + b + " ", attr)

    def key(k):
        if st["dlg"] is None:
            if k == ord("q"):
                return "quit"
            if k == ord("D"):
                st["dlg"], st["focus"] = "delete", 1
        elif k == 27:
            st["dlg"] = None
        elif k in (9, curses.KEY_LEFT, curses.KEY_RIGHT, ord("h"), ord("l")):
            st["focus"] ^= 1
        elif k in (10, 13):
            st["dlg"] = None

    key_loop(scr, draw, key)


# sqlit: its Explorer of saved connections at the left, the query editor
# over the results at the right, the key hints at the foot; "d" asks
# before deleting the focused connection, Enter on a connection that
# cannot be reached shows its error with one button.
def sqlit(scr):
    setup(scr)
    curses.init_pair(1, curses.COLOR_CYAN, -1)
    curses.init_pair(2, curses.COLOR_BLACK, curses.COLOR_CYAN)
    st = {"dlg": None, "focus": 1}

    def main():
        h, w = scr.getmaxyx()
        lw = 28
        box(scr, 0, 0, h - 1, lw, " Explorer ", curses.color_pair(1), heavy=True)
        put(scr, 1, 2, "▸ local-postgres", curses.A_REVERSE)
        put(scr, 2, 2, "▸ analytics-mysql")
        put(scr, 3, 2, "▸ notes.sqlite")
        box(scr, 0, lw, 9, w - lw, " Query ", heavy=True)
        put(scr, 1, lw + 2, "SELECT * FROM users LIMIT 100;")
        box(scr, 9, lw, h - 10, w - lw, " Results ", heavy=True)
        put(scr, 11, lw + 2, "Not connected", curses.A_DIM)
        put(scr, h - 1, 0, " enter Connect  n New  e Edit  d Delete  tab Focus  ? Help  ^q Quit", curses.color_pair(1))

    def draw():
        main()
        h, w = scr.getmaxyx()
        d = st["dlg"]
        if d == "delete":
            bw = 44
            x = (w - bw) // 2
            box(scr, 8, x, 7, bw, " Confirm ", heavy=True)
            put(scr, 10, x + 3, "Delete connection 'local-postgres'?")
            for i, b in enumerate(["Yes", "No"]):
                attr = curses.color_pair(2) | curses.A_BOLD if i == st["focus"] else curses.A_REVERSE
                put(scr, 12, x + 12 + i * 12, "  " + b + "  ", attr)
        elif d == "error":
            bw = 56
            x = (w - bw) // 2
            box(scr, 7, x, 9, bw, " Connection Failed ", heavy=True)
            put(scr, 9, x + 3, "could not connect to server: Connection refused")
            put(scr, 10, x + 3, "Is the server running on host \"localhost\" and")
            put(scr, 11, x + 3, "accepting TCP/IP connections on port 5432?")
            put(scr, 13, x + (bw - 6) // 2, "  OK  ", curses.color_pair(2) | curses.A_BOLD)

    def key(k):
        d = st["dlg"]
        if d is None:
            if k == ord("q"):
                return "quit"
            if k == ord("d"):
                st["dlg"], st["focus"] = "delete", 1
            elif k in (10, 13):
                st["dlg"] = "error"
        elif k == 27:
            st["dlg"] = None
        elif d == "delete" and k in (9, curses.KEY_LEFT, curses.KEY_RIGHT):
            st["focus"] ^= 1
        elif k in (10, 13):
            st["dlg"] = None

    key_loop(scr, draw, key)


# The Debian installer's newt frontend: a blue screen with its title row,
# a grey dialog with its "[!!] …" title, the key help on the last row.
LANGUAGES = ["C", "Albanian", "Arabic", "Asturian", "Basque", "Belarusian", "Bosnian",
             "Bulgarian", "Catalan", "Chinese (Simplified)", "Chinese (Traditional)",
             "Croatian", "Czech", "Danish", "Dutch", "English", "Esperanto", "Estonian"]


def installer(screen):
    def run(scr):
        setup(scr)
        curses.init_pair(1, curses.COLOR_WHITE, curses.COLOR_BLUE)
        curses.init_pair(2, curses.COLOR_BLACK, curses.COLOR_WHITE)
        curses.init_pair(3, curses.COLOR_WHITE, curses.COLOR_RED)
        curses.init_pair(4, curses.COLOR_BLACK, curses.COLOR_BLACK)
        blue, grey, red = curses.color_pair(1), curses.color_pair(2), curses.color_pair(3)
        st = {"sel": LANGUAGES.index("English"), "focus": 0, "text": ""}
        if screen == "partition":
            st["focus"] = 1
        if screen == "network":
            st["focus"] = 1

        def draw():
            h, w = scr.getmaxyx()
            scr.bkgd(" ", blue)
            put(scr, 0, 0, " " * w, blue)
            x, bw = 3, w - 6
            if screen == "language":
                title = "[!!] Select a language"
                body = ["Choose the language to be used for the installation process. The",
                        "selected language will also be the default language for the",
                        "installed system.", "", "Language:"]
            elif screen == "user":
                title = "[!!] Set up users and passwords"
                body = ["A user account will be created for you to use instead of the root",
                        "account for non-administrative activities.", "",
                        "Please enter the real name of this user. This information will be",
                        "used for instance as default origin for emails sent by this user",
                        "as well as any program which displays or uses the user's real name.",
                        "Your full name is a reasonable choice.", "",
                        "Full name for the new user:"]
            elif screen == "partition":
                title = "[!!] Partition disks"
                body = ["If you continue, the changes listed below will be written to the",
                        "disks. Otherwise, you will be able to make further changes",
                        "manually.", "",
                        "The partition tables of the following devices are changed:",
                        "   SCSI3 (0,0,0) (sda)", "",
                        "The following partitions are going to be formatted:",
                        "   partition #1 of SCSI3 (0,0,0) (sda) as ext4",
                        "   partition #5 of SCSI3 (0,0,0) (sda) as swap", "",
                        "Write the changes to disks?"]
            else:
                title = "[!!] Configure the network"
                body = ["Network autoconfiguration failed", "",
                        "Your network is probably not using the DHCP protocol.",
                        "Alternatively, the DHCP server may be slow or some network",
                        "hardware is not working properly."]
            top = 2
            rows = len(body) + 6 + (9 if screen == "language" else 0) + (2 if screen == "user" else 0)
            box(scr, top, x, rows, bw, "", grey)
            attr = red if screen == "network" else grey
            put(scr, top, x + (bw - len(title) - 2) // 2, " " + title + " ", attr)
            for i, l in enumerate(body):
                put(scr, top + 2 + i, x + 2, l, grey)
            y = top + 2 + len(body)
            cur = None
            if screen == "language":
                first = max(0, st["sel"] - 8)
                for i, l in enumerate(LANGUAGES[first:first + 9]):
                    n = first + i
                    put(scr, y + i, x + 22, (" " + l).ljust(26), red if n == st["sel"] else grey)
                y += 10
                buttons(scr, y, x + 2, ["Go Back"], -1, "<>")
            elif screen == "user":
                put(scr, y + 1, x + 2, st["text"].ljust(bw - 4), blue)
                cur = (y + 1, x + 2 + len(st["text"]))
                y += 3
                buttons(scr, y, x + 2, ["Go Back"], -1, "<>")
                buttons(scr, y, x + bw - 16, ["Continue"], -1, "<>")
            elif screen == "partition":
                y += 1
                buttons(scr, y, x + 2, ["Go Back"], -1, "<>")
                put(scr, y, x + bw - 24, "<Yes>", red if st["focus"] == 0 else grey)
                put(scr, y, x + bw - 12, "<No>", red if st["focus"] == 1 else grey)
            else:
                y += 1
                put(scr, y, x + 2, "<Go Back>", red if st["focus"] == 0 else grey)
                put(scr, y, x + bw - 14, "<Continue>", red if st["focus"] == 1 else grey)
            put(scr, h - 1, 0, "<Tab> moves; <Space> selects; <Enter> activates buttons".ljust(w - 1), blue)
            if cur:
                curses.curs_set(1)
                scr.move(*cur)
            else:
                curses.curs_set(0)

        def key(k):
            if screen == "language":
                if k == curses.KEY_DOWN:
                    st["sel"] = min(st["sel"] + 1, len(LANGUAGES) - 1)
                elif k == curses.KEY_UP:
                    st["sel"] = max(st["sel"] - 1, 0)
            elif screen == "user":
                if k in (127, curses.KEY_BACKSPACE):
                    st["text"] = st["text"][:-1]
                elif 32 <= k < 127:
                    st["text"] += chr(k)
            elif k in (9, curses.KEY_LEFT, curses.KEY_RIGHT):
                st["focus"] ^= 1

        key_loop(scr, draw, key)
    return run


MODES = {
    "tremc": tremc,
    "atac": atac,
    "e1s": e1s,
    "vi-mongo": vimongo,
    "sqlit": sqlit,
    "debian-installer": installer("language"),
    "debian-installer-user": installer("user"),
    "debian-installer-partition": installer("partition"),
    "debian-installer-network": installer("network"),
}

if __name__ == "__main__":
    curses.wrapper(MODES[sys.argv[1]])
