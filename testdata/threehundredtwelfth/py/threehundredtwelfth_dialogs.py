"""One full-screen program imitated, named by the first argument: a
fixture of agentty's threehundredtwelfth set, whose screens were never
used to tune the mode classifier. Each draws the dialogs and forms a
program built on a TUI toolkit draws (its words, layout, boxes, buttons,
colours, reverse video, cursor) at its moments: Textual Paint (Textual),
conjure-up (urwid), Matterhorn (Brick) and tut (tview). All run on the
alternate screen, keys read one at a time, raw, not echoed. Runs with
Debian's python3 and its standard library only (curses, locale)."""

import curses
import locale
import os
import sys

os.environ.setdefault("ESCDELAY", "25")
for loc in ("", "C.UTF-8"):
    try:
        locale.setlocale(locale.LC_ALL, loc)
        if "UTF-8" in (locale.setlocale(locale.LC_CTYPE) or "").upper().replace("UTF8", "UTF-8"):
            break
    except locale.Error:
        pass

ENTER = (10, 13, curses.KEY_ENTER)
ESC = 27
TAB = 9
BACKSPACE = (8, 127, curses.KEY_BACKSPACE)
SPIN = "⠋⠙⠹⠸⠼⠴⠦⠧⠇⠏"

(DEF, WB, BW, YB, CB, WC, RW, BLUEB, WK, YEL, GRN, MAG, KC, WM, KY, CYN, RED, KG) = range(1, 19)


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
    C = curses
    pairs = {
        DEF: (C.COLOR_WHITE, bg), WB: (C.COLOR_WHITE, C.COLOR_BLUE), BW: (C.COLOR_BLACK, C.COLOR_WHITE),
        YB: (C.COLOR_YELLOW, C.COLOR_BLUE), CB: (C.COLOR_CYAN, C.COLOR_BLUE), WC: (C.COLOR_WHITE, C.COLOR_CYAN),
        RW: (C.COLOR_WHITE, C.COLOR_RED), BLUEB: (C.COLOR_BLUE, C.COLOR_WHITE), WK: (C.COLOR_WHITE, C.COLOR_BLACK),
        YEL: (C.COLOR_YELLOW, bg), GRN: (C.COLOR_GREEN, bg), MAG: (C.COLOR_MAGENTA, bg), KC: (C.COLOR_BLACK, C.COLOR_CYAN),
        WM: (C.COLOR_WHITE, C.COLOR_MAGENTA), KY: (C.COLOR_BLACK, C.COLOR_YELLOW), CYN: (C.COLOR_CYAN, bg),
        RED: (C.COLOR_RED, bg), KG: (C.COLOR_BLACK, C.COLOR_GREEN),
    }
    for n, (f, b) in pairs.items():
        curses.init_pair(n, f, b)


def put(scr, y, x, s, attr=0):
    """Writes s at y, x, clipped to the screen."""
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


def fill(scr, y, x, hgt, wid, attr):
    for r in range(hgt):
        put(scr, y + r, x, " " * wid, attr)


def box(scr, y, x, hgt, wid, attr, title="", heavy=False, tattr=None):
    tl, tr, bl, br, hz, vt = ("┏", "┓", "┗", "┛", "━", "┃") if heavy else ("┌", "┐", "└", "┘", "─", "│")
    put(scr, y, x, tl + hz * (wid - 2) + tr, attr)
    for r in range(1, hgt - 1):
        put(scr, y + r, x, vt, attr)
        put(scr, y + r, x + 1, " " * (wid - 2), attr)
        put(scr, y + r, x + wid - 1, vt, attr)
    put(scr, y + hgt - 1, x, bl + hz * (wid - 2) + br, attr)
    if title:
        t = " " + title + " "
        put(scr, y, x + (wid - len(t)) // 2, t, tattr if tattr is not None else attr)


def cursor(on):
    try:
        curses.curs_set(1 if on else 0)
    except curses.error:
        pass


def key(scr):
    try:
        return scr.get_wch()
    except curses.error:
        return None


def code(k):
    """A key as a number (a character's code) or curses' key number."""
    if k is None:
        return None
    if isinstance(k, str):
        return ord(k)
    return k


def edit(value, k, limit=40):
    """Applies a typed key to a field's value."""
    c = code(k)
    if c in BACKSPACE:
        return value[:-1]
    if isinstance(k, str) and k.isprintable() and len(value) < limit:
        return value + k
    return value


# ---------------------------------------------------------------------------
# textual-paint-like: Textual Paint (Isaiah Odhner's MS Paint in the
# terminal, on Textual). Its title bar, menu bar, tools box, canvas,
# palette and status bar; Ctrl+O its Open dialog (a directory tree, a
# File name input, Open and Cancel buttons), Ctrl+N with the canvas
# changed its `Save changes to Untitled?` message box (Yes, No, Cancel),
# Ctrl+E Image > Attributes (Width and Height inputs, OK and Cancel).

def textual_paint(scr):
    h, w = scr.getmaxyx()
    state = {"dlg": None, "name": "", "focus": 0, "width": "80"}

    def window(y, x, hgt, wid, title):
        # a Textual Paint window: a title bar in the accent colour with
        # its close button, a panel under it, a wide border.
        fill(scr, y, x, hgt, wid, cp(BW))
        box(scr, y, x, hgt, wid, cp(BW))
        put(scr, y, x + 1, (" " + title).ljust(wid - 5), cp(WB) | curses.A_BOLD)
        put(scr, y, x + wid - 4, " × ", cp(WB) | curses.A_BOLD)

    def button(y, x, label, focused):
        attr = cp(WB) | curses.A_BOLD if focused else cp(BW) | curses.A_REVERSE
        put(scr, y, x, "▔" * (len(label) + 4), cp(BW))
        put(scr, y + 1, x, "  " + label + "  ", attr)
        put(scr, y + 2, x, "▁" * (len(label) + 4), cp(BW))

    def base():
        scr.erase()
        put(scr, 0, 0, (" ✐ Untitled - Paint").ljust(w - 1), cp(WB))
        put(scr, 0, w - 10, "─  □  ×", cp(WB))
        put(scr, 1, 0, " File  Edit  View  Image  Colors  Help".ljust(w - 1), cp(BW))
        tools = ["✂ ⬚", "⌫ ◍", "✎ ⌕", "✏ ✐", "⁘ A", "╲ ~", "▭ ⬠", "⬭ ▢"]
        for i, t in enumerate(tools):
            put(scr, 2 + i * 2, 0, " " + t + " ", cp(BW))
            put(scr, 3 + i * 2, 0, "      ", cp(BW))
        for r in range(2, h - 4):
            put(scr, r, 6, " " * (w - 7), cp(WC))
        canvas = ["  ╭──────╮", "  │ ⌂    │    ~~~~", "  │   ☼  │   ~~~~~~", "  ╰──────╯"]
        for r in range(2, 14):
            put(scr, r, 8, " " * 40, cp(BW))
        for i, line in enumerate(canvas):
            put(scr, 4 + i, 10, line, cp(BW))
        put(scr, h - 4, 0, "▐█▌", cp(BW))
        for i, c in enumerate((BW, RW, KY, KG, KC, WB, WM, WK)):
            put(scr, h - 4, 4 + i * 3, "   ", cp(c) | curses.A_REVERSE if c == BW else cp(c))
        put(scr, h - 3, 0, " " * (w - 1), cp(BW))
        put(scr, h - 2, 0, " For Help, click Help Topics on the Help Menu.".ljust(w - 1), cp(BW))
        put(scr, h - 2, w - 20, "│ 48,11 │ 80x24", cp(BW))

    def draw():
        base()
        cursor(False)
        d = state["dlg"]
        if d == "open":
            y, x, hgt, wid = 3, 12, 16, 56
            window(y, x, hgt, wid, "Open")
            put(scr, y + 2, x + 2, "▼ 📂 /home/ada", cp(BW))
            for i, f in enumerate(["├── 📁 pictures", "├── 📄 long.txt", "├── 📄 notes.txt", "└── 📄 sketch.ans"]):
                put(scr, y + 3 + i, x + 4, f, cp(BW))
            put(scr, y + 9, x + 2, "File name:", cp(BW))
            fx = x + 13
            put(scr, y + 8, fx, "▔" * 38, cp(BW))
            put(scr, y + 9, fx, (" " + state["name"]).ljust(38), cp(WK))
            put(scr, y + 10, fx, "▁" * 38, cp(BW))
            button(y + 12, x + 28, "Open", False)
            button(y + 12, x + 38, "Cancel", False)
            scr.move(y + 9, fx + 1 + len(state["name"]))
            cursor(True)
        elif d == "save":
            y, x, hgt, wid = 7, 16, 10, 48
            window(y, x, hgt, wid, "Paint")
            put(scr, y + 2, x + 3, "⚠", cp(BW) | curses.A_BOLD)
            put(scr, y + 2, x + 6, "Save changes to Untitled?", cp(BW))
            for i, b in enumerate(["Yes", "No", "Cancel"]):
                button(y + 5, x + 7 + i * 12, b, state["focus"] == i)
        elif d == "attr":
            y, x, hgt, wid = 5, 18, 13, 44
            window(y, x, hgt, wid, "Attributes")
            put(scr, y + 2, x + 2, "File last saved:   Not Available", cp(BW))
            put(scr, y + 3, x + 2, "Size on disk:      Not Available", cp(BW))
            for i, (lbl, v) in enumerate((("Width:", state["width"]), ("Height:", "24"))):
                put(scr, y + 5 + i * 2, x + 4, lbl, cp(BW))
                put(scr, y + 5 + i * 2, x + 13, (" " + v).ljust(10), cp(WK))
            button(y + 9, x + 16, "OK", False)
            button(y + 9, x + 24, "Cancel", False)
            scr.move(y + 5, x + 14 + len(state["width"]))
            cursor(True)
        scr.refresh()

    while True:
        draw()
        k = key(scr)
        c = code(k)
        d = state["dlg"]
        if d is None:
            if c == 15:  # ctrl+o
                state["dlg"], state["name"] = "open", ""
            elif c == 14:  # ctrl+n
                state["dlg"], state["focus"] = "save", 0
            elif c == 5:  # ctrl+e
                state["dlg"] = "attr"
            elif c == 17:  # ctrl+q
                return
        elif c == ESC:
            state["dlg"] = None
        elif d == "open":
            if c in ENTER:
                state["dlg"] = None
            else:
                state["name"] = edit(state["name"], k, 36)
        elif d == "save":
            if c in (TAB, curses.KEY_RIGHT):
                state["focus"] = (state["focus"] + 1) % 3
            elif c == curses.KEY_LEFT:
                state["focus"] = (state["focus"] + 2) % 3
            elif c in ENTER:
                state["dlg"] = None
        elif d == "attr":
            if c in ENTER:
                state["dlg"] = None
            else:
                state["width"] = edit(state["width"], k, 6)


# ---------------------------------------------------------------------------
# conjure-up-like: conjure-up 2.6 (urwid). Its header bar, `Choose a
# Spell` (a list of spells, the focused one in reverse, its details at the
# right), `Choose a Cloud` (a list of clouds), its credential form (the
# focused field's label bold, fields on a grey ground, the secret masked)
# and its deploy screen, applications coming up and a bar filling.

def conjure_up(scr):
    h, w = scr.getmaxyx()
    spells = [("kubernetes-core", "A minimal Kubernetes cluster: a master, a worker and etcd."),
              ("kubeflow", "Kubeflow on Kubernetes, for machine learning workflows."),
              ("openstack-base", "OpenStack Queens with Ceph storage on bare metal."),
              ("hadoop-spark", "Hadoop with Spark for big data processing."),
              ("graylog", "Graylog with Elasticsearch and MongoDB for logs.")]
    clouds = ["aws", "azure", "google", "localhost", "maas", "vsphere"]
    st = {"screen": "spells", "i": 0, "c": 0, "field": 0, "access": "", "secret": "", "tick": 0}

    def header(title):
        put(scr, 0, 0, " conjure-up".ljust(w - 1), cp(WM) | curses.A_BOLD)
        put(scr, 0, w - 9, "2.6.14", cp(WM))
        put(scr, 2, 2, title, curses.A_BOLD)
        put(scr, 3, 2, "─" * (w - 4), cp(DEF))

    def footer(buttons):
        put(scr, h - 3, 2, "─" * (w - 4), cp(DEF))
        x = 2
        for b in buttons:
            put(scr, h - 2, x, "[ " + b + " ]", cp(DEF))
            x += len(b) + 6
        put(scr, h - 2, w - 26, "(Q)uit (H)elp (B)ack", cp(YEL))

    def draw():
        scr.erase()
        cursor(False)
        s = st["screen"]
        if s == "spells":
            header("Choose a Spell")
            put(scr, 5, 4, "Recommended", cp(YEL) | curses.A_BOLD)
            for i, (n, _) in enumerate(spells):
                attr = curses.A_REVERSE if i == st["i"] else 0
                put(scr, 6 + i, 4, (" " + n).ljust(26), attr)
            put(scr, 5, 34, "Spell details", curses.A_BOLD)
            words = spells[st["i"]][1].split()
            line, r = "", 6
            for wd in words:
                if len(line) + len(wd) + 1 > 42:
                    put(scr, r, 34, line)
                    line, r = "", r + 1
                line = (line + " " + wd).strip()
            put(scr, r, 34, line)
            footer(["QUIT", "CONTINUE"])
        elif s == "clouds":
            header("Choose a Cloud")
            put(scr, 5, 4, "Where would you like to deploy kubernetes-core?")
            put(scr, 7, 4, "Public Clouds", cp(YEL) | curses.A_BOLD)
            for i, n in enumerate(clouds):
                y = 8 + i if i < 3 else 12 + i - 3
                if i == 3:
                    put(scr, 11, 4, "Custom Clouds", cp(YEL) | curses.A_BOLD)
                attr = curses.A_REVERSE if i == st["c"] else 0
                put(scr, y, 4, (" " + n).ljust(24), attr)
            footer(["QUIT", "BACK"])
        elif s == "creds":
            header("New Credential Creation")
            put(scr, 5, 4, "Enter your AWS credentials")
            put(scr, 7, 4, "Credential name:       ")
            put(scr, 7, 28, " ada-aws".ljust(36), cp(BW))
            fields = [("AWS Access Key:", st["access"]), ("AWS Secret Access Key:", "*" * len(st["secret"]))]
            for i, (lbl, v) in enumerate(fields):
                la = curses.A_BOLD if i == st["field"] else 0
                put(scr, 9 + i * 2, 4, lbl, la)
                put(scr, 9 + i * 2, 28, (" " + v).ljust(36), cp(BW))
            put(scr, 13, 4, "Region:")
            put(scr, 13, 28, " us-east-1", cp(DEF))
            put(scr, 15, 28, "< SAVE >", cp(DEF))
            footer(["QUIT", "BACK"])
            v = fields[st["field"]][1]
            scr.move(9 + st["field"] * 2, 29 + len(v))
            cursor(True)
        elif s == "deploy":
            header("Deploying kubernetes-core to aws/us-east-1")
            apps = [("easyrsa", "active", "Certificate Authority connected."),
                    ("etcd", "waiting", "Waiting for machine 1..."),
                    ("kubernetes-master", "waiting", "Waiting for machine 0..."),
                    ("kubernetes-worker", "pending", "Waiting for agent initialization"),
                    ("flannel", "pending", "Waiting for leadership settlement")]
            spin = SPIN[st["tick"] % len(SPIN)]
            put(scr, 5, 4, "Application           Status    Message", curses.A_BOLD)
            for i, (a, s2, m) in enumerate(apps):
                mark = "✓" if s2 == "active" else spin
                put(scr, 6 + i, 2, mark, cp(GRN) if s2 == "active" else cp(YEL))
                put(scr, 6 + i, 4, a.ljust(22) + s2.ljust(10) + m)
            pct = min(95, 20 + st["tick"])
            bar = int(50 * pct / 100)
            put(scr, 13, 4, "Deploying applications (%d%%)" % pct)
            put(scr, 14, 4, "█" * bar, cp(GRN))
            put(scr, 14, 4 + bar, "░" * (50 - bar), cp(DEF))
            put(scr, 16, 4, "Elapsed: 00:%02d:%02d" % (st["tick"] // 240, st["tick"] // 4 % 60), cp(DEF))
            footer(["QUIT"])
        scr.refresh()

    while True:
        draw()
        if st["screen"] == "deploy":
            scr.timeout(250)
        else:
            scr.timeout(-1)
        k = key(scr)
        c = code(k)
        s = st["screen"]
        if k is None:
            st["tick"] += 1
            continue
        if s == "spells":
            if c == curses.KEY_DOWN:
                st["i"] = min(len(spells) - 1, st["i"] + 1)
            elif c == curses.KEY_UP:
                st["i"] = max(0, st["i"] - 1)
            elif c in ENTER:
                st["screen"] = "clouds"
            elif c in (ord("q"), ord("Q")):
                return
        elif s == "clouds":
            if c == curses.KEY_DOWN:
                st["c"] = min(len(clouds) - 1, st["c"] + 1)
            elif c == curses.KEY_UP:
                st["c"] = max(0, st["c"] - 1)
            elif c in ENTER:
                st["screen"] = "creds"
        elif s == "creds":
            if c in (curses.KEY_DOWN, TAB):
                st["field"] = min(1, st["field"] + 1)
            elif c == curses.KEY_UP:
                st["field"] = max(0, st["field"] - 1)
            elif c in ENTER:
                if st["field"] == 0:
                    st["field"] = 1
                else:
                    st["screen"] = "deploy"
            else:
                f = "access" if st["field"] == 0 else "secret"
                st[f] = edit(st[f], k, 34)
        elif s == "deploy":
            if c in (ord("q"), ord("Q")):
                return


# ---------------------------------------------------------------------------
# matterhorn-like: Matterhorn (a Mattermost client on Brick). Its login
# form in a rounded box (Server URL, Username, Password, the focused
# field on a blue ground, the password shown as stars), connecting, then
# its channel list and messages; Ctrl+G its channel switcher on the
# bottom row.

def matterhorn(scr):
    h, w = scr.getmaxyx()
    st = {"screen": "login", "field": 0, "vals": ["", "", ""], "tick": 0, "sw": ""}

    def draw():
        scr.erase()
        cursor(False)
        s = st["screen"]
        if s in ("login", "connecting"):
            y, x, hgt, wid = 6, 12, 11, 56
            put(scr, y, x, "╭" + "─" * (wid - 2) + "╮")
            for r in range(1, hgt - 1):
                put(scr, y + r, x, "│")
                put(scr, y + r, x + wid - 1, "│")
            put(scr, y + hgt - 1, x, "╰" + "─" * (wid - 2) + "╯")
            t = " Welcome to Matterhorn "
            put(scr, y, x + (wid - len(t)) // 2, t, curses.A_BOLD)
            put(scr, y + 2, x + 2, "Please enter your Mattermost credentials to log in.")
            labels = ["Server URL:", "Username:", "Password:"]
            for i, lbl in enumerate(labels):
                v = st["vals"][i] if i < 2 else "*" * len(st["vals"][2])
                put(scr, y + 4 + i, x + 2 + 11 - len(lbl), lbl)
                attr = cp(WB) if i == st["field"] and s == "login" else cp(DEF)
                put(scr, y + 4 + i, x + 15, v.ljust(38), attr)
            if s == "login":
                put(scr, y + 8, x + 2, "Press Enter to log in or Esc to exit.", cp(CYN))
                v = st["vals"][st["field"]]
                scr.move(y + 4 + st["field"], x + 15 + len(v))
                cursor(True)
            else:
                sp = SPIN[st["tick"] % len(SPIN)]
                put(scr, y + 8, x + 2, "%s Connecting to %s ..." % (sp, st["vals"][0] or "chat.example.com"), cp(YEL))
        else:
            chans = ["~town-square", "~off-topic", "~releases", "~ledger-team", "", "Direct Messages", "@ben", "@chioma", "@dmitri"]
            put(scr, 0, 0, " ada@chat.example.com"[:20])
            put(scr, 0, 20, "│ ~ledger-team", curses.A_BOLD)
            put(scr, 0, 36, "Ledger service and its releases", cp(DEF))
            put(scr, 1, 0, "─" * 20 + "┼" + "─" * (w - 21))
            for i, ch in enumerate(chans):
                attr = cp(BW) if ch == "~ledger-team" else (curses.A_BOLD if ch == "Direct Messages" else 0)
                put(scr, 2 + i, 1, ch, attr)
            for r in range(2, h - 2):
                put(scr, r, 20, "│")
            msgs = [("09:12", "ben", "the retry fix is on main now"),
                    ("09:14", "chioma", "thanks! tagging 1.4.2 after lunch"),
                    ("09:20", "dmitri", "CI is green on the release branch"),
                    ("09:31", "ben", "who is on call for the ledger tonight?")]
            for i, (t, u, m) in enumerate(msgs):
                put(scr, 3 + i * 2, 22, "[" + t + "]", cp(DEF))
                put(scr, 3 + i * 2, 30, u, cp(GRN) | curses.A_BOLD)
                put(scr, 3 + i * 2, 31 + len(u), m)
            put(scr, h - 2, 0, "─" * 20 + "┴" + "─" * (w - 21))
            if s == "main":
                put(scr, h - 3, 22, "[help: F1]", cp(CYN))
                put(scr, h - 1, 0, "> ")
                scr.move(h - 1, 2)
                cursor(True)
            else:
                q = "Switch to channel [use ^ and $ to anchor]: "
                for i, ch in enumerate(["~town-square", "~off-topic", "~releases", "~ledger-team"]):
                    if st["sw"] and st["sw"] not in ch:
                        put(scr, 2 + i, 1, " " * 18)
                put(scr, h - 1, 0, q, curses.A_BOLD)
                put(scr, h - 1, len(q), st["sw"])
                scr.move(h - 1, len(q) + len(st["sw"]))
                cursor(True)
        scr.refresh()

    while True:
        draw()
        scr.timeout(150 if st["screen"] == "connecting" else -1)
        k = key(scr)
        c = code(k)
        s = st["screen"]
        if k is None:
            st["tick"] += 1
            if s == "connecting" and st["tick"] > 40:
                st["screen"] = "main"
            continue
        if s == "login":
            if c == ESC:
                return
            if c in (TAB, curses.KEY_DOWN):
                st["field"] = (st["field"] + 1) % 3
            elif c == curses.KEY_BTAB or c == curses.KEY_UP:
                st["field"] = (st["field"] + 2) % 3
            elif c in ENTER:
                st["screen"], st["tick"] = "connecting", 0
            else:
                st["vals"][st["field"]] = edit(st["vals"][st["field"]], k, 36)
        elif s == "connecting":
            pass
        elif s == "main":
            if c == 7:  # ctrl+g
                st["screen"], st["sw"] = "switch", ""
            elif c == 17:
                return
        elif s == "switch":
            if c == ESC or c in ENTER:
                st["screen"] = "main"
            else:
                st["sw"] = edit(st["sw"], k, 30)


# ---------------------------------------------------------------------------
# tut-like: tut (a Mastodon client on tview). Its timeline list at the
# left, the toot at the right, its key hints at the foot; d on one's own
# toot a tview modal (the text centred in a box, buttons on blue, the
# focused one white); o its link list; v its poll to vote in.

def tut(scr):
    h, w = scr.getmaxyx()
    st = {"ov": None, "btn": 0, "li": 0, "pi": 0, "ticks": set()}
    toots = [("ada", "Released ledger 1.4.2, with..."), ("ben", "Anyone else seeing slow CI?"),
             ("chioma", "Poll: which editor do you..."), ("dmitri", "New post on the blog about..."),
             ("ada", "Coffee first, then the retry..."), ("eve", "Our meetup is next Thursday")]
    links = ["https://git.example.org/ada/ledger/releases/v1.4.2",
             "https://git.example.org/ada/ledger/compare/v1.4.1...v1.4.2",
             "https://ledger.example.org/docs/changelog"]
    poll = ["vim", "emacs", "helix", "nano"]

    def draw():
        scr.erase()
        cursor(False)
        put(scr, 0, 0, "tut".ljust(w - 1), cp(WB) | curses.A_BOLD)
        put(scr, 0, 6, "Home", cp(WB))
        for i, (u, t) in enumerate(toots):
            attr = cp(WB) if i == 0 else 0
            put(scr, 2 + i * 2, 1, ("@" + u).ljust(30)[:30], attr | curses.A_BOLD)
            put(scr, 3 + i * 2, 1, t[:30], attr)
        for r in range(1, h - 2):
            put(scr, r, 32, "│", cp(CYN))
        put(scr, 2, 34, "Ada Lovelace", curses.A_BOLD)
        put(scr, 2, 47, "@ada@social.example.org", cp(CYN))
        body = ["Released ledger 1.4.2, with the retry fix and",
                "a faster report. Changelog and notes:",
                "", "git.example.org/ada/ledger/releases/v1.4.2",
                "", "#golang #release"]
        for i, b in enumerate(body):
            put(scr, 4 + i, 34, b, cp(CYN) if b.startswith(("git.", "#")) else 0)
        put(scr, 11, 34, "Replies 3  Boosts 12  Favorites 27", cp(YEL))
        put(scr, 12, 34, "2024-05-06 09:12", cp(DEF))
        put(scr, h - 2, 0, "─" * (w - 1), cp(CYN))
        put(scr, h - 1, 0, "[C]ompose [R]eply [B]oost [F]avorite [D]elete [O]pen [V]ote [Q]uit", cp(YEL))
        ov = st["ov"]
        if ov == "delete":
            y, x, hgt, wid = 8, 14, 7, 52
            fill(scr, y, x, hgt, wid, cp(WB))
            box(scr, y, x, hgt, wid, cp(WB))
            t = "Are you sure you want to delete this toot?"
            put(scr, y + 2, x + (wid - len(t)) // 2, t, cp(WB))
            for i, b in enumerate(["Yes", "No"]):
                attr = cp(BLUEB) if st["btn"] == i else cp(WB) | curses.A_REVERSE
                put(scr, y + 4, x + 17 + i * 11, "  " + b + "  ", attr)
        elif ov == "links":
            y, x, hgt, wid = 6, 6, len(links) + 2, 66
            fill(scr, y, x, hgt, wid, 0)
            box(scr, y, x, hgt, wid, cp(CYN), "Links", tattr=curses.A_BOLD)
            for i, l in enumerate(links):
                attr = cp(WB) if i == st["li"] else 0
                put(scr, y + 1 + i, x + 1, l.ljust(wid - 2), attr)
        elif ov == "poll":
            y, x, hgt, wid = 6, 14, 10, 50
            fill(scr, y, x, hgt, wid, 0)
            box(scr, y, x, hgt, wid, cp(CYN), "Vote", tattr=curses.A_BOLD)
            put(scr, y + 1, x + 2, "Which editor do you use most? (multiple choice)")
            for i, p in enumerate(poll):
                mark = "[x]" if i in st["ticks"] else "[ ]"
                attr = cp(WB) if i == st["pi"] else 0
                put(scr, y + 3 + i, x + 2, (mark + " " + p).ljust(wid - 4), attr)
            put(scr, y + 8, x + 2, "[Space] toggle  [Enter] vote  [Esc] cancel", cp(YEL))
        scr.refresh()

    while True:
        draw()
        k = key(scr)
        c = code(k)
        ov = st["ov"]
        if ov is None:
            if c in (ord("d"), ord("D")):
                st["ov"], st["btn"] = "delete", 0
            elif c in (ord("o"), ord("O")):
                st["ov"], st["li"] = "links", 0
            elif c in (ord("v"), ord("V")):
                st["ov"], st["pi"] = "poll", 0
            elif c in (ord("q"), ord("Q")):
                return
        elif c == ESC:
            st["ov"] = None
        elif ov == "delete":
            if c in (TAB, curses.KEY_RIGHT, curses.KEY_LEFT):
                st["btn"] = 1 - st["btn"]
            elif c in ENTER:
                st["ov"] = None
        elif ov == "links":
            if c in (curses.KEY_DOWN, ord("j")):
                st["li"] = min(len(links) - 1, st["li"] + 1)
            elif c in (curses.KEY_UP, ord("k")):
                st["li"] = max(0, st["li"] - 1)
            elif c in ENTER:
                st["ov"] = None
        elif ov == "poll":
            if c in (curses.KEY_DOWN, ord("j")):
                st["pi"] = min(len(poll) - 1, st["pi"] + 1)
            elif c in (curses.KEY_UP, ord("k")):
                st["pi"] = max(0, st["pi"] - 1)
            elif c == ord(" "):
                st["ticks"] ^= {st["pi"]}
            elif c in ENTER:
                st["ov"] = None


PROGRAMS = {
    "textual-paint": textual_paint,
    "conjure-up": conjure_up,
    "matterhorn": matterhorn,
    "tut": tut,
}


def main(scr):
    colours()
    PROGRAMS[sys.argv[1]](scr)


if __name__ == "__main__":
    if len(sys.argv) < 2 or sys.argv[1] not in PROGRAMS:
        sys.stderr.write("usage: threehundredtwelfth_dialogs.py %s\n" % "|".join(sorted(PROGRAMS)))
        sys.exit(2)
    curses.wrapper(main)
