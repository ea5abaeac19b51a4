#!/usr/bin/env python3
"""The hundrednineteenth set's imitations of full-screen programs.

Each mode draws what the named program draws at its main screen and at
one of its dialogs: tvdemo-like (Turbo Vision's demo), ndn-like (DOS
Navigator, in Far Manager's looks), deco-like (Demos Commander, in
Midnight Commander's looks), ntsysv-like (newt), sysinstall-like
(dialog), entry_ex-like (CDK's entry example), ktop-like (tview),
wicd-curses-like (urwid) and gpg-tui-like (ratatui). Nothing is changed
anywhere: the files, services and keys are canned.
"""
import curses
import sys

FILES = [("..", "UP--DIR", "Nov 27 00:10"), ("notes.txt", "1204", "Nov 26 23:58"),
         ("report.md", "8811", "Nov 25 14:02"), ("build.sh", "377", "Nov 24 09:41"),
         ("data.csv", "52290", "Nov 20 18:33"), ("todo.txt", "96", "Nov 19 11:07")]


def colors():
    curses.start_color()
    curses.use_default_colors()
    pairs = [(curses.COLOR_CYAN, curses.COLOR_BLUE),     # 1 panel
             (curses.COLOR_BLACK, curses.COLOR_CYAN),    # 2 bar, cursor
             (curses.COLOR_BLACK, curses.COLOR_WHITE),   # 3 dialog
             (curses.COLOR_WHITE, curses.COLOR_BLACK),   # 4 plain
             (curses.COLOR_WHITE, curses.COLOR_BLUE),    # 5 blue bg
             (curses.COLOR_YELLOW, curses.COLOR_BLUE),   # 6 title
             (curses.COLOR_WHITE, curses.COLOR_RED),     # 7 red dialog
             (curses.COLOR_GREEN, curses.COLOR_BLACK),   # 8 green
             (curses.COLOR_BLACK, curses.COLOR_GREEN),   # 9 button
             (curses.COLOR_RED, curses.COLOR_WHITE)]     # 10 hotkey
    for i, (f, b) in enumerate(pairs, 1):
        curses.init_pair(i, f, b)


def put(scr, y, x, s, a=0):
    h, w = scr.getmaxyx()
    if y < 0 or y >= h or x >= w:
        return
    s = s[: w - x]
    try:
        scr.addstr(y, x, s, a)
    except curses.error:
        pass


def box(scr, y, x, h, w, a, double=False):
    tl, tr, bl, br, hz, vt = ("╔", "╗", "╚", "╝", "═", "║") if double else ("┌", "┐", "└", "┘", "─", "│")
    put(scr, y, x, tl + hz * (w - 2) + tr, a)
    for i in range(1, h - 1):
        put(scr, y + i, x, vt, a)
        put(scr, y + i, x + w - 1, vt, a)
    put(scr, y + h - 1, x, bl + hz * (w - 2) + br, a)


def fill(scr, y, x, h, w, a):
    for i in range(h):
        put(scr, y + i, x, " " * w, a)


def shadow(scr, y, x, h, w):
    dark = curses.color_pair(4) | curses.A_DIM
    for i in range(1, h + 1):
        put(scr, y + i, x + w, "  ", dark)
    put(scr, y + h, x + 2, " " * w, dark)


def keybar(scr, h, w, keys, num, lab):
    cw = max(6, w // len(keys))
    x = 0
    for i, k in enumerate(keys):
        n = str(i + 1)
        put(scr, h - 1, x, n, num)
        put(scr, h - 1, x + len(n), k[: cw - len(n)].ljust(cw - len(n)), lab)
        x += cw


SEQS = {"[A": curses.KEY_UP, "OA": curses.KEY_UP, "[B": curses.KEY_DOWN, "OB": curses.KEY_DOWN,
        "OR": curses.KEY_F3, "[13~": curses.KEY_F3, "[18~": curses.KEY_F7, "[19~": curses.KEY_F8,
        "[21~": curses.KEY_F10}


def readkey(scr):
    """A key, with the terminal's escape sequences read as keys whichever
    cursor-key mode the terminal sends them in."""
    k = scr.get_wch()
    if k != "\x1b":
        return k
    scr.nodelay(True)
    seq = ""
    try:
        while len(seq) < 6:
            try:
                c = scr.get_wch()
            except curses.error:
                break
            seq += c if isinstance(c, str) else ""
            if seq in SEQS:
                break
    finally:
        scr.nodelay(False)
    return SEQS.get(seq, "\x1b" if not seq else None)


def loop(scr, draw, keys):
    """Draws state and applies each key until q is handled as quit."""
    st = {"cur": 0, "dialog": "", "field": "", "focus": 0, "ticks": None}
    while True:
        scr.erase()
        draw(scr, st)
        scr.refresh()
        k = readkey(scr)
        if k == curses.KEY_DOWN:
            st["cur"] += 1
        elif k == curses.KEY_UP:
            st["cur"] = max(0, st["cur"] - 1)
        elif k == "\t":
            st["focus"] = 1 - st["focus"]
        elif k == "\x1b" and st["dialog"]:
            st["dialog"] = ""
        elif st["dialog"] and st["dialog"] in ("text",) and isinstance(k, str) and k >= " ":
            st["field"] += k
        elif keys(st, k) == "quit":
            return


# Turbo Vision's demo: a menu bar, the desktop's pattern, a status line;
# F10 opens the menu bar's first menu, F3 its Open a file dialog.
def tvdemo(scr):
    colors()
    curses.curs_set(0)
    menus = ["≡", "File", "Edit", "Search", "Windows", "Options"]
    items = [("~O~pen...", "F3"), ("~N~ew", ""), ("~C~hange dir...", ""), ("S~h~ell", ""), ("", ""), ("E~x~it", "Alt-X")]
    files = ["ASCIITAB.CPP", "CALENDAR.CPP", "EVNTVIEW.CPP", "FILEVIEW.CPP", "GADGETS.CPP", "MOUSEDLG.CPP", "PUZZLE.CPP", "TVDEMO.CPP"]
    def draw(scr, st):
        h, w = scr.getmaxyx()
        bar, hot = curses.color_pair(3), curses.color_pair(10)
        put(scr, 0, 0, " " * w, bar)
        x = 2
        for i, m in enumerate(menus):
            a = curses.color_pair(9) if st["dialog"] == "menu" and i == 1 else bar
            put(scr, 0, x - 1, " " + m + " ", a)
            put(scr, 0, x, m[0], a if a != bar else hot)
            x += len(m) + 2
        for y in range(1, h - 1):
            put(scr, y, 0, "░" * w, curses.color_pair(5))
        put(scr, h - 1, 0, " " * w, bar)
        sx = 1
        for k, l in [("Alt-X", "Exit"), ("F10", "Menu"), ("Alt-F3", "Close"), ("F5", "Zoom"), ("F6", "Next")]:
            put(scr, h - 1, sx, k, hot)
            put(scr, h - 1, sx + len(k), " " + l + "  ", bar)
            sx += len(k) + len(l) + 3
        if st["dialog"] == "menu":
            cur = min(st["cur"], 4)
            cur = cur if cur < 4 else 5
            fill(scr, 1, 3, len(items) + 2, 26, bar)
            box(scr, 1, 3, len(items) + 2, 26, bar)
            for i, (l, k) in enumerate(items):
                if not l:
                    put(scr, 2 + i, 3, "├" + "─" * 24 + "┤", bar)
                    continue
                a = curses.color_pair(9) if i == cur else bar
                t = l.replace("~", "")
                put(scr, 2 + i, 4, (" " + t).ljust(17) + k.rjust(6) + " ", a)
                hk = l.index("~")
                put(scr, 2 + i, 5 + hk, l[hk + 1], a if i == cur else hot)
            shadow(scr, 1, 3, len(items) + 2, 26)
        elif st["dialog"] == "text":
            by, bx, bh, bw = 3, 12, 17, 52
            fill(scr, by, bx, bh, bw, bar)
            box(scr, by, bx, bh, bw, curses.color_pair(3) | curses.A_BOLD, double=True)
            put(scr, by, bx + (bw - 13) // 2, " Open a file ", bar | curses.A_BOLD)
            put(scr, by + 2, bx + 3, "Name", bar)
            put(scr, by + 2, bx + 3, "N", hot)
            put(scr, by + 3, bx + 3, (" " + (st["field"] or "*.*")).ljust(30), curses.color_pair(5) | curses.A_BOLD)
            put(scr, by + 3, bx + 33, "▐↓▌", curses.color_pair(9))
            put(scr, by + 5, bx + 3, "Files", bar)
            for i, f in enumerate(files):
                put(scr, by + 6 + i % 4, bx + 3 + (i // 4) * 15, f.ljust(14), curses.color_pair(2) if i == 0 else bar)
            put(scr, by + 10, bx + 3, "◄" + "▒" * 26 + "►", curses.color_pair(2))
            put(scr, by + 12, bx + 3, "/root/work/*.*", bar)
            put(scr, by + 13, bx + 3, "ASCIITAB.CPP   4211    Nov 24, 2026  9:41am", bar)
            for i, b in enumerate([" Open ", " Replace ", " Clear ", " Cancel ", " Help "]):
                put(scr, by + 2 + i * 2, bx + 38, b.center(11), curses.color_pair(9))
                put(scr, by + 2 + i * 2, bx + 49, "▄", bar)
                put(scr, by + 3 + i * 2, bx + 39, "▀" * 11, bar)
            shadow(scr, by, bx, bh, bw)
            curses.curs_set(1)
            scr.move(by + 3, bx + 4 + len(st["field"] or "*.*"))
    def keys(st, k):
        if k == curses.KEY_F10:
            st["dialog"], st["cur"] = "menu", 0
        elif k == curses.KEY_F3:
            st["dialog"], st["field"] = "text", ""
        elif k == "q":
            return "quit"
    loop(scr, draw, keys)


def panel(scr, x, w, h, path, cur, active, style):
    body = curses.color_pair(1)
    fill(scr, 0, x, h - 2, w, body)
    box(scr, 0, x, h - 2, w, body, double=(style == "ndn"))
    t = " " + path + " "
    put(scr, 0, x + (w - len(t)) // 2, t, curses.color_pair(2) if active else body)
    if style == "ndn":
        put(scr, 1, x + 1, "Name".center(w // 2 - 1) + "│" + "Name".center(w - w // 2 - 2), curses.color_pair(6))
        for i, (n, s, d) in enumerate(FILES):
            a = curses.color_pair(2) if active and i == cur else body
            put(scr, 2 + i, x + 1, n.ljust(w - 2), a)
        put(scr, h - 5, x, "╟" + "─" * (w - 2) + "╢", body)
        n, s, d = FILES[cur if active else 0]
        put(scr, h - 4, x + 1, (n.ljust(14) + s.rjust(9) + " " + d)[: w - 2], body)
    else:
        put(scr, 1, x + 1, ".n".ljust(3) + "Name".center(w - 26) + "│" + "Size".center(7) + "│" + "Modify time".center(12), curses.color_pair(6))
        for i, (n, s, d) in enumerate(FILES):
            a = curses.color_pair(2) if active and i == cur else body
            name = ("/" + n) if s == "UP--DIR" else (" " + n)
            put(scr, 2 + i, x + 1, name.ljust(w - 26)[: w - 26] + "   │" + s.rjust(7) + "│" + d.rjust(12), a)
        put(scr, h - 5, x, "├" + "─" * (w - 2) + "┤", body)
        n = FILES[cur if active else 0][0]
        put(scr, h - 4, x + 1, ("/" + n if n == ".." else n)[: w - 2], body)


# DOS Navigator (in Far Manager's looks): two double-lined panels, the
# key bar; F8 asks before deleting the file under the cursor.
def ndn(scr):
    colors()
    curses.curs_set(0)
    def draw(scr, st):
        h, w = scr.getmaxyx()
        st["cur"] = min(st["cur"], len(FILES) - 1)
        put(scr, 0, 0, " " * w, curses.color_pair(2))
        half = w // 2
        panel(scr, 0, half, h, "C:\\WORK", st["cur"], True, "ndn")
        panel(scr, half, w - half, h, "C:\\", 0, False, "ndn")
        put(scr, h - 2, 0, "C:\\WORK>".ljust(w), curses.color_pair(4))
        keybar(scr, h, w, ["Help", "Menu", "View", "Edit", "Copy", "Move", "MkDir", "Delete", "PullDn", "Quit"],
               curses.color_pair(4), curses.color_pair(2))
        if st["dialog"] == "delete":
            red = curses.color_pair(7)
            by, bx, bh, bw = (h - 8) // 2, (w - 44) // 2, 8, 44
            fill(scr, by, bx, bh, bw, red)
            box(scr, by + 1, bx + 2, bh - 2, bw - 4, red, double=True)
            put(scr, by + 1, bx + (bw - 8) // 2, " Delete ", red | curses.A_BOLD)
            name = FILES[st["cur"]][0]
            put(scr, by + 2, bx + (bw - 21) // 2, "Do you wish to delete", red)
            put(scr, by + 3, bx + (bw - len(name)) // 2, name, red | curses.A_BOLD)
            b = [" Delete ", " Cancel "]
            for i, l in enumerate(b):
                put(scr, by + 5, bx + 10 + i * 14, l, curses.color_pair(9 if i == st["focus"] else 3))
                put(scr, by + 5, bx + 10 + i * 14 + len(l), "▄", red)
                put(scr, by + 6, bx + 11 + i * 14, "▀" * len(l), red)
            shadow(scr, by, bx, bh, bw)
    def keys(st, k):
        if k == curses.KEY_F8:
            st["dialog"], st["focus"] = "delete", 0
        elif k == "q":
            return "quit"
    loop(scr, draw, keys)


# Demos Commander (in Midnight Commander's looks): its menu bar, two
# panels with Name, Size and Modify time, the hint and key bar; F7's
# Make directory box.
def deco(scr):
    colors()
    curses.curs_set(0)
    def draw(scr, st):
        h, w = scr.getmaxyx()
        st["cur"] = min(st["cur"], len(FILES) - 1)
        put(scr, 0, 0, "  Left     File     Command     Options     Right".ljust(w), curses.color_pair(2))
        half = w // 2
        scr2 = scr
        sub = scr.derwin(h - 1, w, 1, 0)
        panel(sub, 0, half, h - 1, "~/work", st["cur"], True, "deco")
        panel(sub, half, w - half, h - 1, "~", 0, False, "deco")
        put(scr2, h - 2, 0, "root@host:~/work# ".ljust(w), curses.color_pair(4))
        keybar(scr2, h, w, ["Help", "Menu", "View", "Edit", "Copy", "RenMov", "Mkdir", "Delete", "PullDn", "Quit"],
               curses.color_pair(4), curses.color_pair(2))
        if st["dialog"] == "text":
            g = curses.color_pair(3)
            by, bx, bh, bw = (h - 7) // 2, (w - 54) // 2, 7, 54
            fill(scr2, by, bx, bh, bw, g)
            box(scr2, by, bx + 1, bh, bw - 2, g)
            put(scr2, by, bx + (bw - 24) // 2, " Create a new Directory ", g)
            put(scr2, by + 1, bx + 3, "Enter directory name:", g)
            put(scr2, by + 2, bx + 3, st["field"].ljust(bw - 6), curses.color_pair(2))
            put(scr2, by + 3, bx + 1, "├" + "─" * (bw - 4) + "┤", g)
            put(scr2, by + 4, bx + (bw - 21) // 2, "[< OK >] [ Cancel ]", g)
            put(scr2, by + 4, bx + (bw - 21) // 2, "[< OK >]", curses.color_pair(2))
            shadow(scr2, by, bx, bh, bw)
            curses.curs_set(1)
            scr2.move(by + 2, bx + 3 + len(st["field"]))
    def keys(st, k):
        if k == curses.KEY_F7:
            st["dialog"], st["field"] = "text", ""
        elif k == "q":
            return "quit"
    loop(scr, draw, keys)


# ntsysv: newt's blue root, a grey window titled Services asking which
# services start, a checkbox list ([*] ticked), Ok and Back buttons.
SERVICES = [("atd", True), ("auditd", True), ("chronyd", True), ("crond", True), ("cups", False),
            ("firewalld", True), ("kdump", False), ("nfs-server", False), ("rsyslog", True), ("sshd", True)]


def ntsysv(scr):
    colors()
    curses.curs_set(0)
    def draw(scr, st):
        h, w = scr.getmaxyx()
        if st["ticks"] is None:
            st["ticks"] = [t for _, t in SERVICES]
        st["cur"] = min(st["cur"], len(SERVICES) - 1)
        scr.bkgd(" ", curses.color_pair(5))
        put(scr, 0, 1, "ntsysv 1.20 - (C) 2000-2001 Red Hat, Inc. ", curses.color_pair(5) | curses.A_BOLD)
        put(scr, h - 1, 1, " Press <F1> for more information on a service.", curses.color_pair(5) | curses.A_BOLD)
        g, red = curses.color_pair(3), curses.color_pair(7)
        by, bx, bh, bw = 3, 19, 18, 42
        fill(scr, by, bx, bh, bw, g)
        box(scr, by, bx, bh, bw, g)
        put(scr, by, bx + (bw - 10) // 2, " Services ", g)
        put(scr, by + 2, bx + 3, "What services should be automatically", g)
        put(scr, by + 3, bx + 3, "started?", g)
        box(scr, by + 5, bx + 10, 8, 22, g)
        for i in range(6):
            n = i + max(0, st["cur"] - 5)
            name, _ = SERVICES[n]
            mark = "[*]" if st["ticks"][n] else "[ ]"
            a = red if n == st["cur"] else g
            put(scr, by + 6 + i, bx + 11, (" " + mark + " " + name).ljust(19), a)
        put(scr, by + 6, bx + 30, "▒", g)
        put(scr, by + 7, bx + 30, "■", g)
        for i, b in enumerate(["  Ok  ", " Back "]):
            x = bx + 9 + i * 16
            box(scr, by + 13, x, 3, len(b) + 2, g)
            put(scr, by + 14, x + 1, b, g)
        shadow(scr, by, bx, bh, bw)
    def keys(st, k):
        if k == " ":
            st["ticks"][st["cur"]] = not st["ticks"][st["cur"]]
        elif k == "q":
            return "quit"
    loop(scr, draw, keys)


# sysinstall: dialog's Main Menu (a title, a hint, its items with keys,
# the first highlighted, Select and Exit Install); Exit Install asks a
# User Confirmation Requested yes/no box.
MENU = [("Usage", "Quick start - How to use this menu system"), ("Standard", "Begin a standard installation (recommended)"),
        ("Express", "Begin a quick installation (for experts)"), ("Custom", "Begin a custom installation (for experts)"),
        ("Configure", "Do post-install configuration of FreeBSD"), ("Doc", "Installation instructions, README, etc."),
        ("Keymap", "Select keyboard type"), ("Options", "View/Set various installation options"),
        ("Fixit", "Repair mode with CDROM/DVD/floppy or start shell"), ("Upgrade", "Upgrade an existing system")]


def sysinstall(scr):
    colors()
    curses.curs_set(0)
    def draw(scr, st):
        h, w = scr.getmaxyx()
        st["cur"] = min(st["cur"], len(MENU) - 1)
        scr.bkgd(" ", curses.color_pair(5))
        g, bt = curses.color_pair(3), curses.color_pair(5) | curses.A_BOLD
        by, bx, bh, bw = 1, 3, 21, 74
        fill(scr, by, bx, bh, bw, g)
        box(scr, by, bx, bh, bw, g)
        put(scr, by, bx + (bw - 51) // 2, " sysinstall Main Menu ".center(51, "─"), g)
        put(scr, by, bx + (bw - 22) // 2, " sysinstall Main Menu ", g | curses.A_BOLD)
        for i, l in enumerate(["Welcome to the FreeBSD installation and configuration tool.  Please",
                               "select one of the options below by using the arrow keys or typing the",
                               "first character of the option name you're interested in.  Invoke an",
                               "option with [SPACE] or [ENTER].  To exit, use [TAB] to move to Exit."]):
            put(scr, by + 1 + i, bx + 2, l, g)
        box(scr, by + 5, bx + 2, 12, bw - 4, g)
        for i, (k, d) in enumerate(MENU):
            a = bt if i == st["cur"] and not st["focus"] else g
            put(scr, by + 6 + i, bx + 5, k.rjust(10) + "   " + d.ljust(52), a)
            if a == g:
                put(scr, by + 6 + i, bx + 5 + 10 - len(k), k[0], curses.color_pair(10))
        put(scr, by + 18, bx + 1, "─" * (bw - 2), g)
        put(scr, by + 19, bx + 20, "[ Select ]", bt if not st["focus"] else g)
        put(scr, by + 19, bx + 40, "X Exit Install", bt if st["focus"] else g)
        put(scr, h - 1, 0, "[Press F1 for Installation Guide]".center(w), curses.color_pair(5))
        if st["dialog"] == "exit":
            cy, cx, ch, cw = 8, 15, 8, 50
            fill(scr, cy, cx, ch, cw, g)
            box(scr, cy, cx, ch, cw, g)
            put(scr, cy, cx + (cw - 29) // 2, " User Confirmation Requested ", g | curses.A_BOLD)
            put(scr, cy + 2, cx + 3, "Are you sure you wish to exit?  The system", g)
            put(scr, cy + 3, cx + 3, "will reboot (be sure the CD is out of the", g)
            put(scr, cy + 4, cx + 3, "drive).", g)
            put(scr, cy + 5, cx + 1, "─" * (cw - 2), g)
            put(scr, cy + 6, cx + 13, "[  Yes  ]", bt)
            put(scr, cy + 6, cx + 28, "   No   ", g)
            shadow(scr, cy, cx, ch, cw)
    def keys(st, k):
        if k in ("x", "X"):
            st["dialog"] = "exit"
        elif k == "q":
            return "quit"
    loop(scr, draw, keys)


# CDK's entry example: a boxed entry with a centred two-line title and
# the label Directory: before an underlined field.
def entry_ex(scr):
    curses.curs_set(1)
    def draw(scr, st):
        h, w = scr.getmaxyx()
        bw, bh = 58, 6
        by, bx = (h - bh) // 2, (w - bw) // 2
        box(scr, by, bx, bh, bw, 0)
        put(scr, by + 1, bx + (bw - 7) // 2, "Enter a", 0)
        put(scr, by + 2, bx + (bw - 15) // 2, "directory name.", 0)
        put(scr, by + 4, bx + 1, "Directory:", curses.A_UNDERLINE | curses.A_BOLD)
        put(scr, by + 4, bx + 11, (st["field"] + "." * (bw - 13 - len(st["field"]))), curses.A_UNDERLINE)
        scr.move(by + 4, bx + 11 + len(st["field"]))
        st["dialog"] = "text"
    def keys(st, k):
        if k == "\n":
            return "quit"
    loop(scr, draw, keys)


# ktop: tview's boxes with titles; the cluster summary, the nodes table
# and the pods table, the first pod row highlighted; moved down.
PODS = [("default", "web-7d9f8b6c5-2xkqp", "Running", "1/1", "0", "node-1", "12m", "88Mi"),
        ("default", "web-7d9f8b6c5-h8zrt", "Running", "1/1", "0", "node-2", "9m", "91Mi"),
        ("kube-system", "coredns-5d78c9869d-8vq4w", "Running", "1/1", "2", "node-1", "4m", "17Mi"),
        ("kube-system", "etcd-node-1", "Running", "1/1", "1", "node-1", "31m", "64Mi"),
        ("monitoring", "prometheus-0", "Running", "2/2", "0", "node-2", "57m", "402Mi")]


def ktop(scr):
    colors()
    curses.curs_set(0)
    def draw(scr, st):
        h, w = scr.getmaxyx()
        st["cur"] = min(st["cur"], len(PODS) - 1)
        y = curses.color_pair(6) | curses.A_BOLD
        box(scr, 0, 0, 4, w, curses.color_pair(8))
        put(scr, 0, 2, " ktop ", y)
        put(scr, 1, 2, "API server: https://10.0.0.10:6443  Version: v1.29.4  Nodes: 2  Pods: 5/220", 0)
        put(scr, 2, 2, "CPU: [▓▓▓▓▓▓░░░░░░░░░░] 21%      Memory: [▓▓▓▓▓▓▓▓░░░░░░░░] 38%", 0)
        box(scr, 4, 0, 6, w, curses.color_pair(8))
        put(scr, 4, 2, " Nodes (2) ", y)
        put(scr, 5, 2, "NAME     STATUS  AGE   VERSION  INT/EXT IPs   PODS/IMGs  CPU     MEM", y)
        put(scr, 6, 2, "node-1   Ready   41d   v1.29.4  10.0.0.11/-   3/12       14%     33%", 0)
        put(scr, 7, 2, "node-2   Ready   41d   v1.29.4  10.0.0.12/-   2/9        28%     43%", 0)
        box(scr, 10, 0, h - 10, w, curses.color_pair(8))
        put(scr, 10, 2, " Pods (5) ", y)
        put(scr, 11, 1, " NAMESPACE   POD                       READY STATUS  RESTARTS NODE   CPU  MEM".ljust(w - 2), y)
        for i, p in enumerate(PODS):
            line = " %-11s %-25s %-5s %-7s %-8s %-6s %-4s %s" % (p[0], p[1], p[3], p[2], p[4], p[5], p[6], p[7])
            put(scr, 12 + i, 1, line.ljust(w - 2), curses.A_REVERSE if i == st["cur"] else 0)
    def keys(st, k):
        if k == "q":
            return "quit"
    loop(scr, draw, keys)


# wicd-curses: urwid's header, the wired and wireless network lists (the
# highlighted one in reverse), the status line and key row; I's hidden
# network box asks for an ESSID.
NETS = [("  0%", "HomeNet-5G", "WPA2", "00:1A:2B:3C:4D:5E", "36"), (" 78%", "HomeNet", "WPA2", "00:1A:2B:3C:4D:5F", "6"),
        (" 54%", "Cafe_Guest", "Unsecured", "A4:91:B1:0C:22:71", "11"), (" 31%", "DIRECT-7F-HP Laser", "WPA2", "F6:8E:38:11:09:7F", "1")]


def wicd(scr):
    colors()
    curses.curs_set(0)
    def draw(scr, st):
        h, w = scr.getmaxyx()
        st["cur"] = min(st["cur"], len(NETS))
        put(scr, 0, 0, "wicd-curses 1.7.4 - Wicd Curses Interface".ljust(w), curses.color_pair(2))
        put(scr, 1, 0, "Wired Networks", curses.A_BOLD)
        put(scr, 2, 2, "wired-default".ljust(w - 4), curses.A_REVERSE if st["cur"] == 0 else 0)
        put(scr, 4, 0, "Wireless Networks", curses.A_BOLD)
        put(scr, 5, 2, "STR  ESSID                ENCRYPT    BSSID              CHANNEL", curses.A_BOLD)
        for i, n in enumerate(NETS):
            l = "%s %-20s %-10s %-18s %s" % n
            put(scr, 6 + i, 2, l.ljust(w - 4), curses.A_REVERSE if st["cur"] == i + 1 else 0)
        put(scr, h - 3, 0, "Not connected", 0)
        put(scr, h - 1, 0, "H Help  ->Config  C Connect  D Disconn  R Refresh  P Prefs  I Hidden  A About  Q Quit"[: w], curses.color_pair(2))
        if st["dialog"] == "text":
            by, bx, bh, bw = 8, 14, 7, 52
            fill(scr, by, bx, bh, bw, curses.color_pair(3))
            box(scr, by, bx, bh, bw, curses.color_pair(3))
            put(scr, by + 1, bx + 2, "Select Hidden Network ESSID", curses.color_pair(3))
            put(scr, by + 3, bx + 2, "ESSID: ", curses.color_pair(3))
            put(scr, by + 3, bx + 9, st["field"].ljust(bw - 12), curses.color_pair(2))
            put(scr, by + 5, bx + 12, "< OK >", curses.color_pair(3))
            put(scr, by + 5, bx + 30, "< Cancel >", curses.color_pair(3))
            curses.curs_set(1)
            scr.move(by + 3, bx + 9 + len(st["field"]))
    def keys(st, k):
        if k in ("i", "I"):
            st["dialog"], st["field"] = "text", ""
        elif k in ("q", "Q"):
            return "quit"
    loop(scr, draw, keys)


# gpg-tui: ratatui's rounded keys table (pub/sub rows, user ids under
# each key), the selected key's row highlighted, the key bindings row.
KEYS = [("[sc--]", "rsa3072/0x6F2A1C0B9D4E7F31", "2024-03-11", "Alice Example <alice@example.org>"),
        ("[sc--]", "ed25519/0x13B7E0A25C9D8F46", "2025-01-04", "Bob Builder <bob@builder.dev>"),
        ("[sc--]", "rsa4096/0x8C1D4F7A2E6B0953", "2023-07-22", "Release Signing Key <release@corp.test>")]


def gpg_tui(scr):
    colors()
    curses.curs_set(0)
    def draw(scr, st):
        h, w = scr.getmaxyx()
        st["cur"] = min(st["cur"], len(KEYS) - 1)
        t = curses.color_pair(8) | curses.A_BOLD
        put(scr, 0, 0, "╭" + "─" * (w - 2) + "╮", 0)
        put(scr, 0, 2, " Public Keys (3) ", t)
        y = 1
        for i, (f, k, d, u) in enumerate(KEYS):
            a = curses.A_REVERSE if i == st["cur"] else 0
            put(scr, y, 0, "│", 0)
            put(scr, y, 1, (" " + ("> " if i == st["cur"] else "  ") + "[pub] " + k + "  (" + d + ")  " + f).ljust(w - 2), a | curses.A_BOLD)
            put(scr, y, w - 1, "│", 0)
            put(scr, y + 1, 0, "│", 0)
            put(scr, y + 1, 1, ("   └─[u] " + u).ljust(w - 2), a)
            put(scr, y + 1, w - 1, "│", 0)
            put(scr, y + 2, 0, "│" + " " * (w - 2) + "│", 0)
            y += 3
        for yy in range(y, h - 2):
            put(scr, yy, 0, "│" + " " * (w - 2) + "│", 0)
        put(scr, h - 2, 0, "╰" + "─" * (w - 2) + "╯", 0)
        put(scr, h - 1, 0, " list pub | 3 keys | ↑↓ select  ⏎ detail  tab switch  x export  s sign  e edit  q quit"[: w],
            curses.color_pair(9))
    def keys(st, k):
        if k == "q":
            return "quit"
    loop(scr, draw, keys)


def main():
    modes = {"tvdemo": tvdemo, "ndn": ndn, "deco": deco, "ntsysv": ntsysv, "sysinstall": sysinstall,
             "entry_ex": entry_ex, "ktop": ktop, "wicd-curses": wicd, "gpg-tui": gpg_tui}
    curses.wrapper(modes[sys.argv[1]])


if __name__ == "__main__":
    main()
