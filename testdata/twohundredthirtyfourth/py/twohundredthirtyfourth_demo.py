#!/usr/bin/env python3
"""The twohundredthirtyfourth set's imitations of full-screen terminal tools.

Each mode draws what the named program draws, with Python's curses:
druid-like (Disk Druid, the partitioner of Red Hat Linux 7's text-mode
installer: its partitions and drive summary, a box asking to delete a
partition, a box to add one), wifitui-like (wifitui, a Wi-Fi manager:
its networks, a box asking for a network's passphrase, a box asking to
forget one), vc-like (Volkov Commander 4, a two-pane file manager: its
panels and key bar, a box to make a directory, a box asking to delete
a file, a copy at work, a box asking to quit), xsconsole-like
(XenServer 6's host console: its menu beside its status, its login box,
its Reboot or Shutdown menu, its box asking to reboot) and
multiplan-like (Multiplan 1, a spreadsheet: its sheet over its command
menu, the Transfer menu, its filename line, a cell being typed into,
its question to quit). Nothing on the system is changed.
"""
import curses
import os
import sys

os.environ.setdefault("ESCDELAY", "25")
sys.dont_write_bytecode = True

ENTER = (10, 13, curses.KEY_ENTER)
BACKSPACE = (curses.KEY_BACKSPACE, 127, 8)


def colors():
    curses.start_color()
    pairs = {}
    table = [
        ("blue", curses.COLOR_WHITE, curses.COLOR_BLUE),
        ("cyanblue", curses.COLOR_CYAN, curses.COLOR_BLUE),
        ("yellowblue", curses.COLOR_YELLOW, curses.COLOR_BLUE),
        ("gray", curses.COLOR_BLACK, curses.COLOR_WHITE),
        ("redbtn", curses.COLOR_WHITE, curses.COLOR_RED),
        ("cyanbar", curses.COLOR_BLACK, curses.COLOR_CYAN),
        ("black", curses.COLOR_WHITE, curses.COLOR_BLACK),
        ("magenta", curses.COLOR_MAGENTA, curses.COLOR_BLACK),
        ("magbar", curses.COLOR_WHITE, curses.COLOR_MAGENTA),
        ("green", curses.COLOR_GREEN, curses.COLOR_BLACK),
        ("yellow", curses.COLOR_YELLOW, curses.COLOR_BLACK),
        ("red", curses.COLOR_RED, curses.COLOR_BLACK),
        ("redbox", curses.COLOR_WHITE, curses.COLOR_RED),
        ("shadow", curses.COLOR_BLACK, curses.COLOR_BLACK),
    ]
    for i, (name, fg, bg) in enumerate(table, 1):
        curses.init_pair(i, fg, bg)
        pairs[name] = curses.color_pair(i)
    return pairs


def put(scr, y, x, s, attr=0):
    h, w = scr.getmaxyx()
    if y < 0 or y >= h or x >= w or x < 0:
        return
    s = s[: max(0, w - x - (1 if y == h - 1 else 0))]
    try:
        scr.addstr(y, x, s, attr)
    except curses.error:
        pass


def frame(scr, y, x, h, w, attr, title="", tattr=None, fill=True, style="single"):
    if fill:
        for r in range(y, y + h):
            put(scr, r, x, " " * w, attr)
    if style == "rounded":
        tl, tr, bl, br, hz, vt = "\u256d", "\u256e", "\u2570", "\u256f", "\u2500", "\u2502"
    elif style == "double":
        tl, tr, bl, br, hz, vt = "\u2554", "\u2557", "\u255a", "\u255d", "\u2550", "\u2551"
    else:
        tl, tr, bl, br, hz, vt = "\u250c", "\u2510", "\u2514", "\u2518", "\u2500", "\u2502"
    put(scr, y, x, tl + hz * (w - 2) + tr, attr)
    for r in range(y + 1, y + h - 1):
        put(scr, r, x, vt, attr)
        put(scr, r, x + w - 1, vt, attr)
    put(scr, y + h - 1, x, bl + hz * (w - 2) + br, attr)
    if title:
        t = " " + title + " "
        put(scr, y, x + (w - len(t)) // 2, t, tattr if tattr is not None else attr)


def shadow(scr, y, x, h, w, c):
    for r in range(y + 1, y + h + 1):
        put(scr, r, x + w, "  ", c["shadow"])
    put(scr, y + h, x + 2, " " * w, c["shadow"])


def cursor(scr, visible, y=0, x=0):
    try:
        curses.curs_set(1 if visible else 0)
    except curses.error:
        pass
    if visible:
        try:
            scr.move(y, x)
        except curses.error:
            pass


def edit(k, s):
    """Applies a key to a line being typed; None when the key is not typing."""
    if k in BACKSPACE:
        return s[:-1]
    if 32 <= k < 127:
        return s + chr(k)
    return None


def button(scr, y, x, label, focused, c):
    """A newt button: a box around its label, red when it has the focus."""
    a = c["redbtn"] if focused else c["gray"]
    w = len(label) + 4
    put(scr, y, x, "\u250c" + "\u2500" * (w - 2) + "\u2510", c["gray"])
    put(scr, y + 1, x, "\u2502", c["gray"])
    put(scr, y + 1, x + 1, " " + label + " ", a)
    put(scr, y + 1, x + w - 1, "\u2502", c["gray"])
    put(scr, y + 2, x, "\u2514" + "\u2500" * (w - 2) + "\u2518", c["gray"])


# druid-like: Disk Druid in Red Hat Linux 7.2's text-mode installer.
DD_PARTS = [
    ("/boot", "hda1", "47M", "47M", "Linux native"),
    ("<Swap>", "hda5", "258M", "258M", "Linux swap"),
    ("/", "hda6", "6000M", "6000M", "Linux native"),
    ("/var", "hda7", "2000M", "2000M", "Linux native"),
    ("/usr/local", "hda8", "1456M", "1456M", "Linux native"),
]
DD_TYPES = ["Linux native", "Linux swap", "Linux RAID", "DOS 16-bit <32M", "DOS 16-bit >=32M", "Win95 FAT32"]


def druid(scr, c):
    cur, box, focus, mount, size = 0, None, 0, "", "1"
    while True:
        scr.erase()
        h, w = scr.getmaxyx()
        for r in range(h):
            put(scr, r, 0, " " * w, c["blue"])
        put(scr, 0, 1, "Red Hat Linux (C) 2001 Red Hat, Inc.", c["blue"] | curses.A_BOLD)
        wy, wx, wh, ww = 2, 3, 19, 72
        frame(scr, wy, wx, wh, ww, c["gray"], "Current Disk Partitions")
        shadow(scr, wy, wx, wh, ww, c)
        put(scr, wy + 2, wx + 3, "%-15s %-7s %10s %8s  %-16s" % ("Mount Point", "Device", "Requested", "Actual", "Type"), c["gray"])
        for i, (mp, dev, req, act, typ) in enumerate(DD_PARTS):
            a = c["blue"] if i == cur else c["gray"]
            put(scr, wy + 3 + i, wx + 2, (" %-15s %-7s %10s %8s  %-16s" % (mp, dev, req, act, typ)).ljust(ww - 6), a)
        put(scr, wy + 3, wx + ww - 3, "\u2592", c["gray"])
        put(scr, wy + 10, wx, "\u251c" + "\u2500" * (ww - 2) + "\u2524", c["gray"])
        put(scr, wy + 10, wx + 27, " Drive Summaries ", c["gray"])
        put(scr, wy + 11, wx + 2, "Drive      Geom [C/H/S]      Total    Used    Free", c["gray"])
        put(scr, wy + 12, wx + 2, "hda     [  1245/255/ 63]    9766M   9761M      5M  [##############]", c["gray"])
        labels = ["Add", "Edit", "Delete", "Ok", "Back"]
        x = wx + 5
        for lab in labels:
            button(scr, wy + 14, x, lab, False, c)
            x += len(lab) + 9
        put(scr, h - 1, 0, " F1-Help  F2-Add  F3-Edit  F4-Delete  F5-Reset  F12-Ok".ljust(w - 1), c["blue"])
        cursor(scr, False)
        if box == "delete":
            by, bx, bh, bw = 8, 17, 8, 46
            frame(scr, by, bx, bh, bw, c["gray"], "Delete Partition")
            shadow(scr, by, bx, bh, bw, c)
            put(scr, by + 2, bx + 2, "Are you sure you want to delete this", c["gray"])
            put(scr, by + 3, bx + 2, "partition?", c["gray"])
            button(scr, by + 4, bx + 10, "Yes", focus == 0, c)
            button(scr, by + 4, bx + 26, "No", focus == 1, c)
        elif box == "add":
            by, bx, bh, bw = 4, 12, 17, 54
            frame(scr, by, bx, bh, bw, c["gray"], "Edit New Partition")
            shadow(scr, by, bx, bh, bw, c)
            put(scr, by + 2, bx + 3, "Mount Point:", c["gray"])
            put(scr, by + 2, bx + 16, mount.ljust(20, "_"), c["blue"])
            put(scr, by + 3, bx + 3, "Size (Megs):", c["gray"])
            put(scr, by + 3, bx + 16, size.ljust(10, "_"), c["blue"])
            put(scr, by + 4, bx + 3, "Grow to fill disk?:  [ ]", c["gray"])
            for i, t in enumerate(DD_TYPES[:5]):
                put(scr, by + 6 + i, bx + 3, "Type:" if i == 0 else "", c["gray"])
                put(scr, by + 6 + i, bx + 10, t.ljust(20), c["blue"] if i == 0 else c["gray"])
            put(scr, by + 6, bx + 31, "\u2592", c["gray"])
            button(scr, by + 12, bx + 12, "Ok", False, c)
            button(scr, by + 12, bx + 30, "Cancel", False, c)
            cursor(scr, True, by + 2, bx + 16 + len(mount))
        scr.refresh()
        k = scr.getch()
        if box == "delete":
            if k in (9, curses.KEY_RIGHT, curses.KEY_LEFT):
                focus = 1 - focus
            elif k in ENTER or k == ord(" "):
                if focus == 0:
                    del DD_PARTS[cur]
                    cur = max(0, min(cur, len(DD_PARTS) - 1))
                box = None
            elif k == 27:
                box = None
            continue
        if box == "add":
            if k == 27:
                box = None
            elif k in ENTER:
                if mount:
                    DD_PARTS.append((mount, "hda9", size + "M", size + "M", "Linux native"))
                box = None
            else:
                t = edit(k, mount)
                if t is not None:
                    mount = t
            continue
        if k == curses.KEY_DOWN:
            cur = min(cur + 1, len(DD_PARTS) - 1)
        elif k == curses.KEY_UP:
            cur = max(cur - 1, 0)
        elif k == curses.KEY_F4:
            box, focus = "delete", 0
        elif k == curses.KEY_F2:
            box, mount, size = "add", "", "1"
        elif k in (curses.KEY_F12, ord("q")):
            return


# wifitui-like: wifitui, a Wi-Fi manager (a list of networks in Bubble Tea).
WT_NETS = [
    ("HomeNet", 82, "WPA2", True, True),
    ("CoffeeShop-5G", 64, "WPA2", False, False),
    ("Library Guest", 57, "open", False, False),
    ("FRITZ!Box 7590 QK", 41, "WPA2", False, False),
    ("DIRECT-4B-HP LaserJet", 33, "WPA2", False, False),
    ("Vodafone Hotspot", 28, "open", True, False),
    ("eduroam", 19, "WPA2-EAP", True, False),
]


def bars(strength):
    n = 1 + strength * 4 // 101
    return "".join("\u2582\u2584\u2586\u2588"[i] if i < n else " " for i in range(4))


def wifitui(scr, c):
    cur, box, secret, focus = 0, None, "", 1
    while True:
        scr.erase()
        h, w = scr.getmaxyx()
        put(scr, 1, 2, " Wi-Fi Networks ", c["magbar"] | curses.A_BOLD)
        put(scr, 1, 20, "wlan0", curses.A_DIM)
        put(scr, 3, 2, "%d networks" % len(WT_NETS), curses.A_DIM)
        y = 5
        for i, (ssid, sig, sec, known, conn) in enumerate(WT_NETS):
            lock = "" if sec == "open" else "\U0001f512"
            extra = []
            if conn:
                extra.append("connected")
            elif known:
                extra.append("known")
            desc = "%d%% \u00b7 %s%s" % (sig, sec, "".join(" \u00b7 " + e for e in extra))
            if i == cur:
                put(scr, y, 2, "\u2502 ", c["magenta"])
                put(scr, y, 4, ssid, c["magenta"] | curses.A_BOLD)
                put(scr, y + 1, 2, "\u2502 ", c["magenta"])
                put(scr, y + 1, 4, desc, c["magenta"])
            else:
                put(scr, y, 4, ssid)
                put(scr, y + 1, 4, desc, curses.A_DIM)
            put(scr, y, 46, bars(sig) + " " + lock, c["green"] if sig > 50 else c["yellow"])
            y += 3
            if y > h - 4:
                break
        put(scr, h - 2, 2, "\u2191/k up \u2022 \u2193/j down \u2022 enter connect \u2022 f forget \u2022 s scan \u2022 / filter \u2022 q quit", curses.A_DIM)
        cursor(scr, False)
        ssid = WT_NETS[cur][0]
        if box == "connect":
            bh, bw = 8, 50
            by, bx = (h - bh) // 2, (w - bw) // 2
            frame(scr, by, bx, bh, bw, c["magenta"], style="rounded")
            put(scr, by + 1, bx + 2, " " * (bw - 4))
            put(scr, by + 1, bx + 3, "Connect to " + ssid, curses.A_BOLD)
            for r in range(by + 2, by + bh - 1):
                put(scr, r, bx + 1, " " * (bw - 2))
            put(scr, by + 3, bx + 3, "Passphrase: ")
            put(scr, by + 3, bx + 15, "> ", c["magenta"])
            put(scr, by + 3, bx + 17, "*" * len(secret))
            put(scr, by + 5, bx + 3, "enter connect \u2022 esc cancel", curses.A_DIM)
            cursor(scr, True, by + 3, bx + 17 + len(secret))
        elif box == "forget":
            bh, bw = 8, 46
            by, bx = (h - bh) // 2, (w - bw) // 2
            frame(scr, by, bx, bh, bw, c["magenta"], style="rounded")
            q = 'Forget network "%s"?' % ssid
            put(scr, by + 2, bx + (bw - len(q)) // 2, q, curses.A_BOLD)
            yes, no = "  Yes  ", "  No  "
            put(scr, by + 4, bx + 12, yes, c["magbar"] if focus == 0 else c["gray"])
            put(scr, by + 4, bx + 25, no, c["magbar"] if focus == 1 else c["gray"])
            put(scr, by + 6, bx + 3, "\u2190/\u2192 choose \u2022 enter confirm \u2022 esc cancel", curses.A_DIM)
        scr.refresh()
        k = scr.getch()
        if box == "connect":
            if k == 27:
                box = None
            elif k in ENTER:
                box = None
            else:
                t = edit(k, secret)
                if t is not None:
                    secret = t
            continue
        if box == "forget":
            if k in (curses.KEY_LEFT, curses.KEY_RIGHT, 9, ord("h"), ord("l")):
                focus = 1 - focus
            elif k in ENTER:
                box = None
            elif k == 27:
                box = None
            continue
        if k in (ord("j"), curses.KEY_DOWN):
            cur = min(cur + 1, len(WT_NETS) - 1)
        elif k in (ord("k"), curses.KEY_UP):
            cur = max(cur - 1, 0)
        elif k in ENTER:
            if WT_NETS[cur][2] != "open" and not WT_NETS[cur][3]:
                box, secret = "connect", ""
        elif k == ord("f"):
            if WT_NETS[cur][3]:
                box, focus = "forget", 1
        elif k == ord("q"):
            return


# vc-like: Volkov Commander 4.05, two panels over a DOS prompt and its keys.
VC_LEFT = [
    ("..", "\u25baUP--DIR\u25c4", "3-12-24", "9:02a"),
    ("DOS", "\u25baSUB-DIR\u25c4", "1-15-24", "8:11a"),
    ("GAMES", "\u25baSUB-DIR\u25c4", "2-02-24", "7:45p"),
    ("UTIL", "\u25baSUB-DIR\u25c4", "2-20-24", "6:30p"),
    ("WINDOWS", "\u25baSUB-DIR\u25c4", "1-15-24", "8:20a"),
    ("AUTOEXEC BAT", "412", "3-01-24", "10:15a"),
    ("BACKUP   ARJ", "14680064", "3-10-24", "11:48p"),
    ("COMMAND  COM", "54645", "5-31-94", "6:22a"),
    ("CONFIG   SYS", "288", "3-01-24", "10:14a"),
    ("NOTES    TXT", "1834", "3-12-24", "9:15a"),
    ("README   DOC", "9210", "2-11-24", "4:40p"),
]
VC_RIGHT = [
    ("..", "\u25baUP--DIR\u25c4", "3-12-24", "9:02a"),
    ("ARCHIVE", "\u25baSUB-DIR\u25c4", "2-28-24", "5:12p"),
    ("PHOTOS", "\u25baSUB-DIR\u25c4", "2-14-24", "3:03p"),
    ("BUDGET   XLS", "22016", "3-05-24", "1:20p"),
    ("LETTER   DOC", "11776", "3-07-24", "2:41p"),
]


def vc_panel(scr, x, path, files, cur, active, c):
    h, w = scr.getmaxyx()
    pw, ph = 40, h - 2
    frame(scr, 0, x, ph, pw, c["cyanblue"], style="double")
    t = " " + path + " "
    put(scr, 0, x + (pw - len(t)) // 2, t, c["cyanbar"] if active else c["cyanblue"])
    cols = [(x + 1, 12), (x + 14, 9), (x + 24, 8), (x + 33, 6)]
    for cx, cw in cols[1:]:
        for r in range(1, ph - 3):
            put(scr, r, cx - 1, "\u2502", c["cyanblue"])
    for (cx, cw), head in zip(cols, ("Name", "Size", "Date", "Time")):
        put(scr, 1, cx + (cw - len(head)) // 2, head, c["yellowblue"] | curses.A_BOLD)
    for i, (name, size, date, tm) in enumerate(files):
        r = 2 + i
        if r >= ph - 3:
            break
        a = c["cyanbar"] if (i == cur and active) else c["cyanblue"]
        line = "%-12s\u2502%9s\u2502%8s\u2502%6s" % (name, size, date, tm)
        put(scr, r, x + 1, line, a)
    put(scr, ph - 3, x, "\u255f" + "\u2500" * (pw - 2) + "\u2562", c["cyanblue"])
    name, size, date, tm = files[cur] if active else files[0]
    put(scr, ph - 2, x + 1, ("%-12s %9s %8s %6s" % (name, size, date, tm)).ljust(pw - 2), c["cyanblue"])


def vc_keys(scr, c):
    h, w = scr.getmaxyx()
    keys = ["Help", "Menu", "View", "Edit", "Copy", "RenMov", "Mkdir", "Delete", "PullDn", "Quit"]
    x = 0
    for i, lab in enumerate(keys, 1):
        n = str(i)
        put(scr, h - 1, x, n, c["black"])
        put(scr, h - 1, x + len(n), lab.ljust(8 - len(n) - (0 if i == 10 else 0)), c["cyanbar"])
        x += 8


def vc(scr, c):
    cur, box, typed, focus, pct, tick = 9, None, "", 0, 0, 0
    while True:
        scr.erase()
        h, w = scr.getmaxyx()
        vc_panel(scr, 0, "C:\\", VC_LEFT, cur, True, c)
        vc_panel(scr, 40, "D:\\", VC_RIGHT, 0, False, c)
        put(scr, h - 2, 0, "C:\\>")
        cursor(scr, True, h - 2, 4)
        vc_keys(scr, c)
        name = VC_LEFT[cur][0].split()
        fname = name[0] + ("." + name[1] if len(name) > 1 else "")
        if box == "mkdir":
            by, bx, bh, bw = 8, 14, 6, 52
            frame(scr, by, bx, bh, bw, c["gray"], "Make directory", style="double")
            shadow(scr, by, bx, bh, bw, c)
            put(scr, by + 2, bx + 3, "Create the directory", c["gray"])
            put(scr, by + 3, bx + 3, typed.ljust(46), c["cyanbar"])
            cursor(scr, True, by + 3, bx + 3 + len(typed))
        elif box == "delete":
            by, bx, bh, bw = 8, 20, 7, 40
            frame(scr, by, bx, bh, bw, c["redbox"], "Delete", style="double")
            shadow(scr, by, bx, bh, bw, c)
            q = "Do you wish to delete %s?" % fname
            put(scr, by + 2, bx + (bw - len(q)) // 2, q, c["redbox"] | curses.A_BOLD)
            put(scr, by + 4, bx + 9, " Delete ", c["gray"] if focus == 0 else c["redbox"])
            put(scr, by + 4, bx + 22, " Cancel ", c["gray"] if focus == 1 else c["redbox"])
            cursor(scr, False)
        elif box == "copy":
            by, bx, bh, bw = 8, 10, 7, 60
            frame(scr, by, bx, bh, bw, c["gray"], "Copy", style="double")
            shadow(scr, by, bx, bh, bw, c)
            put(scr, by + 2, bx + 3, 'Copy "%s" to' % fname, c["gray"])
            put(scr, by + 3, bx + 3, typed.ljust(54), c["cyanbar"])
            put(scr, by + 5, bx + 18, "[ Copy ]     [ Cancel ]", c["gray"])
            cursor(scr, True, by + 3, bx + 3 + len(typed))
        elif box == "copying":
            by, bx, bh, bw = 7, 16, 9, 48
            frame(scr, by, bx, bh, bw, c["gray"], "Copy", style="double")
            shadow(scr, by, bx, bh, bw, c)
            put(scr, by + 2, bx + 3, "Copying the file", c["gray"])
            put(scr, by + 3, bx + 3, fname, c["gray"] | curses.A_BOLD)
            put(scr, by + 4, bx + 3, "to " + typed + fname, c["gray"])
            filled = pct * 42 // 100
            put(scr, by + 6, bx + 3, "\u2588" * filled + "\u2591" * (42 - filled), c["gray"])
            put(scr, by + 7, bx + 20, ("%3d%%" % pct), c["gray"])
            cursor(scr, False)
        elif box == "quit":
            by, bx, bh, bw = 8, 18, 7, 44
            frame(scr, by, bx, bh, bw, c["gray"], "Quit", style="double")
            shadow(scr, by, bx, bh, bw, c)
            q = "Do you want to quit Volkov Commander?"
            put(scr, by + 2, bx + (bw - len(q)) // 2, q, c["gray"])
            put(scr, by + 4, bx + 12, " Yes ", c["cyanbar"] if focus == 0 else c["gray"])
            put(scr, by + 4, bx + 26, " No ", c["cyanbar"] if focus == 1 else c["gray"])
            cursor(scr, False)
        scr.refresh()
        if box == "copying":
            scr.timeout(400)
            k = scr.getch()
            tick += 1
            if tick % 3 == 0 and pct < 99:
                pct += 1
            if k == 27:
                box = None
                scr.timeout(-1)
            continue
        scr.timeout(-1)
        k = scr.getch()
        if box in ("mkdir", "copy"):
            if k == 27:
                box = None
            elif k in ENTER:
                if box == "copy":
                    box, pct, tick = "copying", 0, 0
                else:
                    box = None
            else:
                t = edit(k, typed)
                if t is not None:
                    typed = t
            continue
        if box in ("delete", "quit"):
            if k in (9, curses.KEY_LEFT, curses.KEY_RIGHT):
                focus = 1 - focus
            elif k == 27:
                box = None
            elif k in ENTER:
                if box == "quit" and focus == 0:
                    return
                box = None
            elif box == "quit" and k in (ord("y"), ord("Y")):
                return
            continue
        if k == curses.KEY_DOWN:
            cur = min(cur + 1, len(VC_LEFT) - 1)
        elif k == curses.KEY_UP:
            cur = max(cur - 1, 0)
        elif k == curses.KEY_F7:
            box, typed = "mkdir", ""
        elif k == curses.KEY_F8:
            box, focus = "delete", 0
        elif k == curses.KEY_F5:
            box, typed = "copy", "D:\\"
        elif k == curses.KEY_F10:
            box, focus = "quit", 0


# xsconsole-like: XenServer 6.2's host console (xsconsole).
XS_MENU = [
    "Status Display",
    "Network and Management Interface",
    "Authentication",
    "Virtual Machines",
    "Disks and Storage Repositories",
    "Resource Pool Configuration",
    "Hardware and BIOS Information",
    "Keyboard and Timezone",
    "Remote Service Configuration",
    "Backup, Restore and Update",
    "Technical Support",
    "Reboot or Shutdown",
    "Local Command Shell",
    "Quit",
]
XS_DETAIL = {
    0: ["XenServer 6.2.0-70446c", "", "DELL PowerEdge R620", "", "Management Network Parameters",
        "", "  Device       eth0", "  IP address   192.168.1.20", "  Netmask      255.255.255.0",
        "  Gateway      192.168.1.1", "", "Press <Enter> to display the SSL key",
        "fingerprints for this host"],
    1: ["Network and Management Interface", "", "Configure Management Interface",
        "Test Network", "Display NICs", "", "  Hostname     xenhost01",
        "  DNS          192.168.1.1"],
    11: ["Reboot or Shutdown", "", "Press <Enter> to reboot or shutdown",
         "this server, or to enter or exit", "Maintenance Mode."],
}
XS_POWER = ["Enter Maintenance Mode", "Reboot Server", "Shutdown Server"]


def xsconsole(scr, c):
    cur, box, secret, logged, sel = 0, None, "", False, 0
    while True:
        scr.erase()
        h, w = scr.getmaxyx()
        for r in range(h):
            put(scr, r, 0, " " * w, c["black"])
        put(scr, 0, 1, "XenServer 6.2.0", c["black"] | curses.A_BOLD)
        put(scr, 0, w - 12, "xenhost01", c["black"] | curses.A_BOLD)
        frame(scr, 1, 0, h - 3, 36, c["black"], "Customize System", c["black"] | curses.A_BOLD)
        for i, item in enumerate(XS_MENU):
            a = c["redbtn"] | curses.A_BOLD if i == cur else c["black"]
            put(scr, 3 + i, 1, (" " + item).ljust(34), a)
        frame(scr, 1, 36, h - 3, w - 36, c["black"])
        det = XS_DETAIL.get(cur, [XS_MENU[cur], "", "Press <Enter> to view or change",
                                  "these settings."])
        for i, line in enumerate(det):
            a = curses.A_BOLD if i == 0 else 0
            put(scr, 3 + i, 39, line, c["black"] | a)
        foot = "<Up/Down> Select                                        <Enter> OK"
        put(scr, h - 1, 1, foot, c["black"])
        cursor(scr, False)
        if box == "login":
            by, bx, bh, bw = 7, 18, 10, 44
            frame(scr, by, bx, bh, bw, c["gray"], "Login")
            put(scr, by + 2, bx + 3, "Please log in to perform this function", c["gray"])
            put(scr, by + 4, bx + 3, "Username: root", c["gray"])
            put(scr, by + 5, bx + 3, "Password: ", c["gray"])
            put(scr, by + 5, bx + 13, ("*" * len(secret)).ljust(22), c["cyanbar"])
            put(scr, h - 1, 1, "<Esc> Cancel".ljust(58) + "<Enter> OK", c["black"])
            cursor(scr, True, by + 5, bx + 13 + len(secret))
        elif box == "power":
            by, bx, bh, bw = 7, 24, 9, 34
            frame(scr, by, bx, bh, bw, c["gray"], "Reboot or Shutdown")
            for i, item in enumerate(XS_POWER):
                a = c["redbtn"] | curses.A_BOLD if i == sel else c["gray"]
                put(scr, by + 2 + i, bx + 2, (" " + item).ljust(bw - 4), a)
            put(scr, h - 1, 1, "<Up/Down> Select  <Esc> Cancel".ljust(58) + "<Enter> OK", c["black"])
        elif box == "reboot":
            by, bx, bh, bw = 8, 20, 7, 42
            frame(scr, by, bx, bh, bw, c["gray"], "Reboot Server")
            put(scr, by + 2, bx + 3, "Do you want to reboot this server?", c["gray"])
            put(scr, by + 4, bx + 3, "<F8> Reboot      <Esc> Cancel", c["gray"] | curses.A_BOLD)
            put(scr, h - 1, 1, "<Esc> Cancel".ljust(58) + "<F8> Reboot", c["black"])
        scr.refresh()
        k = scr.getch()
        if box == "login":
            if k == 27:
                box, secret = None, ""
            elif k in ENTER:
                box, logged, sel = "power", True, 0
            else:
                t = edit(k, secret)
                if t is not None:
                    secret = t
            continue
        if box == "power":
            if k == curses.KEY_DOWN:
                sel = min(sel + 1, len(XS_POWER) - 1)
            elif k == curses.KEY_UP:
                sel = max(sel - 1, 0)
            elif k == 27:
                box = None
            elif k in ENTER:
                box = "reboot" if sel == 1 else None
            continue
        if box == "reboot":
            if k in (27, curses.KEY_F8):
                box = None
            continue
        if k == curses.KEY_DOWN:
            cur = min(cur + 1, len(XS_MENU) - 1)
        elif k == curses.KEY_UP:
            cur = max(cur - 1, 0)
        elif k in ENTER:
            if XS_MENU[cur] == "Quit":
                return
            if XS_MENU[cur] == "Reboot or Shutdown":
                if logged:
                    box, sel = "power", 0
                else:
                    box, secret = "login", ""


# multiplan-like: Microsoft Multiplan 1.06 for MS-DOS.
MP_CELLS = {
    (1, 1): '"Sales', (1, 2): '"Q1', (1, 3): '"Q2', (1, 4): '"Q3', (1, 5): '"Q4', (1, 6): '"Total',
    (2, 1): '"North', (2, 2): "1200", (2, 3): "1350", (2, 4): "1410", (2, 5): "1600", (2, 6): "5560",
    (3, 1): '"South', (3, 2): "980", (3, 3): "1020", (3, 4): "1105", (3, 5): "1190", (3, 6): "4295",
    (4, 1): '"East', (4, 2): "1430", (4, 3): "1390", (4, 4): "1500", (4, 5): "1620", (4, 6): "5940",
    (5, 1): '"West', (5, 2): "760", (5, 3): "810", (5, 4): "905", (5, 5): "960", (5, 6): "3435",
    (7, 1): '"Total', (7, 2): "4370", (7, 3): "4570", (7, 4): "4920", (7, 5): "5370", (7, 6): "19230",
}
MP_COMMANDS = ["Alpha", "Blank", "Copy", "Delete", "Edit", "Format", "Goto", "Help", "Insert",
               "Lock", "Move", "Name", "Options", "Print", "Quit", "Sort", "Transfer", "Value",
               "Window", "Xternal"]
MP_TRANSFER = ["Load", "Save", "Clear", "Delete", "Options", "Rename"]


def multiplan(scr, c):
    row, col, menu, sel, typed, fresh = 1, 1, "command", 0, "", True
    while True:
        scr.erase()
        h, w = scr.getmaxyx()
        put(scr, 0, 0, "#1", curses.A_REVERSE)
        for j in range(1, 8):
            put(scr, 0, 5 + (j - 1) * 10 + 4, str(j))
        for i in range(1, 20):
            put(scr, i, 0, "%3d" % i)
            for j in range(1, 8):
                v = MP_CELLS.get((i, j), "")
                text = v[1:].ljust(10) if v.startswith('"') else v.rjust(9) + " "
                a = curses.A_REVERSE if (i, j) == (row, col) else 0
                put(scr, i, 5 + (j - 1) * 10, text[:10], a)
        cell = MP_CELLS.get((row, col), "")
        status = "R%dC%d   %s" % (row, col, cell + ('"' if cell.startswith('"') else ""))
        put(scr, h - 1, 0, status.ljust(48) + "100% Free     Multiplan: BUDGET")
        cursor(scr, False)
        if menu == "command":
            x, y = 9, h - 4
            put(scr, y, 0, "COMMAND:")
            for i, word in enumerate(MP_COMMANDS):
                if x + len(word) > w - 1:
                    y, x = y + 1, 0
                put(scr, y, x, word, curses.A_REVERSE if i == sel else 0)
                x += len(word) + 1
            put(scr, h - 2, 0, "Select option or type command letter")
        elif menu == "transfer":
            put(scr, h - 4, 0, "TRANSFER:")
            x = 10
            for i, word in enumerate(MP_TRANSFER):
                put(scr, h - 4, x, word, curses.A_REVERSE if i == sel else 0)
                x += len(word) + 1
            put(scr, h - 2, 0, "Select option or type command letter")
        elif menu == "save":
            q = "TRANSFER SAVE filename: "
            shown = "BUDGET" if fresh else typed
            put(scr, h - 4, 0, q)
            put(scr, h - 4, len(q), shown, curses.A_REVERSE if fresh else 0)
            put(scr, h - 2, 0, "Enter a filename")
            cursor(scr, True, h - 4, len(q) + len(shown))
        elif menu == "alpha":
            q = "ALPHA/VALUE: "
            put(scr, h - 4, 0, q + typed)
            put(scr, h - 2, 0, "Enter text or value")
            cursor(scr, True, h - 4, len(q) + len(typed))
        elif menu == "quit":
            put(scr, h - 4, 0, "QUIT:")
            put(scr, h - 2, 0, "Enter Y to confirm")
            cursor(scr, True, h - 4, 6)
        scr.refresh()
        k = scr.getch()
        if menu == "command":
            if k == ord(" "):
                sel = (sel + 1) % len(MP_COMMANDS)
            elif k in BACKSPACE:
                sel = (sel - 1) % len(MP_COMMANDS)
            elif k == curses.KEY_DOWN:
                row = min(row + 1, 19)
            elif k == curses.KEY_UP:
                row = max(row - 1, 1)
            elif k == curses.KEY_RIGHT:
                col = min(col + 1, 7)
            elif k == curses.KEY_LEFT:
                col = max(col - 1, 1)
            elif k in ENTER:
                menu = MP_COMMANDS[sel].lower()
            elif 32 < k < 127:
                for i, word in enumerate(MP_COMMANDS):
                    if word[0].lower() == chr(k).lower():
                        sel, menu = i, word.lower()
                        break
            if menu not in ("command", "transfer", "alpha", "quit"):
                menu = "command"
            if menu == "transfer":
                sel = 0
            if menu == "alpha":
                typed = ""
            continue
        if k == 27:
            menu, sel = "command", 0
            continue
        if menu == "transfer":
            if k == curses.KEY_RIGHT or k == ord(" "):
                sel = (sel + 1) % len(MP_TRANSFER)
            elif k == curses.KEY_LEFT:
                sel = (sel - 1) % len(MP_TRANSFER)
            elif k in ENTER and sel == 1:
                menu, typed, fresh = "save", "", True
            elif k in (ord("s"), ord("S")):
                menu, typed, fresh = "save", "", True
            continue
        if menu in ("save", "alpha"):
            if k in ENTER:
                if menu == "alpha" and typed:
                    MP_CELLS[(row, col)] = typed if typed[0].isdigit() else '"' + typed
                menu, sel = "command", 0
                continue
            t = edit(k, typed)
            if t is not None:
                typed, fresh = t, False
            continue
        if menu == "quit":
            if k in (ord("y"), ord("Y")):
                return
            menu, sel = "command", 0


MODES = {"druid": druid, "wifitui": wifitui, "vc": vc, "xsconsole": xsconsole,
         "multiplan": multiplan}


def main():
    mode = MODES[sys.argv[1]]

    def run(scr):
        c = colors()
        scr.keypad(True)
        mode(scr, c)
    curses.wrapper(run)


if __name__ == "__main__":
    main()
