"""One full-screen program imitated, with and without its dialogs, named by
the first argument: a fixture of agentty's threehundredfortysecond set,
whose screens were never used to tune the mode classifier. Each draws what
the program draws at its moments (its words, layout, boxes, buttons,
colours, reverse video, cursor): a DOS two-panel file manager (its
panels, a copy box asking where, a copy progress box with a Cancel
button, a delete question, a quit question), a FidoNet mail editor (its
message list, a message read, its editor, a send question, an area
list), a curses music player (its browser and playlist, a save playlist
as field, a quit question) and a BASIC IDE drawn in text mode (its
editor, its Options menu, a check box form, a display form, a compile
box, an unsaved question). All on the alternate screen, keys read one at
a time, raw, not echoed. Runs with Debian's python3 and its standard
library only (curses)."""

import curses
import os
import sys
import time

os.environ.setdefault("ESCDELAY", "25")

ENTER = (10, 13, curses.KEY_ENTER)
ESC = 27
TAB = 9
BACKSPACE = (8, 127, curses.KEY_BACKSPACE)


def ctrl(c):
    return ord(c) & 31


(DEF, WB, BW, YB, CB, WC, RW, BG, GB, WG, BC, YBL, GRN, WBLK, BLW, WRD, GW) = range(1, 18)


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
    curses.init_pair(WB, c.COLOR_WHITE, c.COLOR_BLUE)
    curses.init_pair(BW, c.COLOR_BLACK, c.COLOR_WHITE)
    curses.init_pair(YB, c.COLOR_YELLOW, c.COLOR_BLUE)
    curses.init_pair(CB, c.COLOR_CYAN, c.COLOR_BLUE)
    curses.init_pair(WC, c.COLOR_WHITE, c.COLOR_CYAN)
    curses.init_pair(RW, c.COLOR_RED, c.COLOR_WHITE)
    curses.init_pair(BG, c.COLOR_BLACK, c.COLOR_GREEN)
    curses.init_pair(GB, c.COLOR_GREEN, c.COLOR_BLACK)
    curses.init_pair(WG, c.COLOR_WHITE, c.COLOR_GREEN)
    curses.init_pair(BC, c.COLOR_BLACK, c.COLOR_CYAN)
    curses.init_pair(YBL, c.COLOR_YELLOW, c.COLOR_BLACK)
    curses.init_pair(GRN, c.COLOR_GREEN, bg)
    curses.init_pair(WBLK, c.COLOR_WHITE, c.COLOR_BLACK)
    curses.init_pair(BLW, c.COLOR_BLUE, c.COLOR_WHITE)
    curses.init_pair(WRD, c.COLOR_WHITE, c.COLOR_RED)
    curses.init_pair(GW, c.COLOR_WHITE, c.COLOR_BLUE)


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


def fill(scr, y, x, w, attr, ch=" "):
    put(scr, y, x, ch * w, attr)


def area(scr, y, x, h, w, attr, ch=" "):
    for r in range(h):
        fill(scr, y + r, x, w, attr, ch)


def box(scr, y, x, h, w, attr, title="", double=False, centre=True):
    """A framed box of h rows and w columns, cleared inside."""
    tl, tr, bl, br, hz, vt = ("╔", "╗", "╚", "╝", "═", "║") if double else ("┌", "┐", "└", "┘", "─", "│")
    put(scr, y, x, tl + hz * (w - 2) + tr, attr)
    for r in range(1, h - 1):
        put(scr, y + r, x, vt + " " * (w - 2) + vt, attr)
    put(scr, y + h - 1, x, bl + hz * (w - 2) + br, attr)
    if title:
        t = " %s " % title
        tx = x + (w - len(t)) // 2 if centre else x + 2
        put(scr, y, tx, t, attr)


def shadow(scr, y, x, h, w):
    for r in range(1, h + 1):
        put(scr, y + r, x + w, "  ", cp(WBLK))
    put(scr, y + h, x + 2, " " * w, cp(WBLK))


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


def button(scr, y, x, label, focused, attr):
    put(scr, y, x, label, cp(WG) | curses.A_BOLD if focused else attr)


# ------------------------------------------ dirfree (a DOS file manager)

LEFT = [("..", "UP--DIR", ""), ("REPORTS", "SUB-DIR", "03-14-96"), ("LEDGER.EXE", "148,220", "03-02-96"),
        ("LEDGER.OVL", "61,440", "03-02-96"), ("PAYROLL.DAT", "20,480", "03-29-96"),
        ("LEDGER.BAK", "18,944", "03-28-96"), ("LEDGER.CFG", "412", "01-05-96"), ("README.TXT", "2,310", "11-20-95")]


def dirfree_panel(scr, x, path, rows, at, marked, active):
    a = cp(CB)
    box(scr, 0, x, 21, 40, a, double=True)
    put(scr, 0, x + (40 - len(path) - 2) // 2, " " + path + " ", cp(BC) if active else a)
    put(scr, 1, x + 2, "Name", cp(YB) | curses.A_BOLD)
    put(scr, 1, x + 18, "Size", cp(YB) | curses.A_BOLD)
    put(scr, 1, x + 28, "Date", cp(YB) | curses.A_BOLD)
    for i, (n, s, d) in enumerate(rows):
        attr = cp(YB) | curses.A_BOLD if n in marked else cp(CB)
        if active and i == at:
            attr = cp(BC) | (curses.A_BOLD if n in marked else 0)
        fill(scr, 2 + i, x + 1, 38, attr)
        put(scr, 2 + i, x + 2, n, attr)
        put(scr, 2 + i, x + 24 - len(s), s, attr)
        put(scr, 2 + i, x + 28, d, attr)
    put(scr, 18, x, "╟" + "─" * 38 + "╢", a)
    if marked and active:
        size = sum(int(r[1].replace(",", "")) for r in rows if r[0] in marked)
        put(scr, 19, x + 2, "{} files marked, {:,} bytes".format(len(marked), size), cp(YB) | curses.A_BOLD)
    else:
        files = [int(r[1].replace(",", "")) for r in rows if r[1][0].isdigit()]
        put(scr, 19, x + 2, "{} files, {:,} bytes".format(len(files), sum(files)), a)


def dirfree_keys(scr):
    keys = ["Help", "Menu", "View", "Edit", "Copy", "Move", "MkDir", "Delete", "Sort", "Quit"]
    x = 0
    for i, k in enumerate(keys):
        put(scr, 23, x, str(i + 1), cp(DEF))
        x += len(str(i + 1))
        put(scr, 23, x, k.ljust(6), cp(BC))
        x += 7


def dirfree(scr):
    state, at, marked, right = "panels", 2, [], [("..", "UP--DIR", "")]
    target = "C:\\BACKUP\\"
    while True:
        scr.erase()
        area(scr, 0, 0, 21, 80, cp(CB))
        dirfree_panel(scr, 0, "C:\\LEDGER", LEFT, at, marked, True)
        dirfree_panel(scr, 40, "C:\\BACKUP", right, 0, [], False)
        put(scr, 21, 0, "Directory Freedom 4.0  Shareware - please register", cp(DEF) | curses.A_DIM)
        put(scr, 22, 0, "C:\\LEDGER>", cp(DEF))
        dirfree_keys(scr)
        if state == "copy":
            y, x0, w, h = 7, 12, 56, 8
            area(scr, y, x0, h, w, cp(BW))
            box(scr, y, x0, h, w, cp(BW), "Copy", double=True)
            shadow(scr, y, x0, h, w)
            put(scr, y + 2, x0 + 3, "Copy %d files to:" % len(marked), cp(BW))
            put(scr, y + 3, x0 + 3, " " + target.ljust(48), cp(WC) | curses.A_BOLD)
            button(scr, y + 5, x0 + 14, "[ Copy ]", True, cp(BW))
            button(scr, y + 5, x0 + 30, "[ Cancel ]", False, cp(BW))
        elif state == "delete":
            y, x0, w, h = 8, 20, 40, 7
            area(scr, y, x0, h, w, cp(WB) | curses.A_BOLD)
            box(scr, y, x0, h, w, cp(WRD) | curses.A_BOLD, "Delete", double=True)
            area(scr, y + 1, x0 + 1, h - 2, w - 2, cp(WRD))
            shadow(scr, y, x0, h, w)
            put(scr, y + 2, x0 + 3, "Do you wish to delete LEDGER.BAK?", cp(WRD) | curses.A_BOLD)
            button(scr, y + 4, x0 + 9, "[ Yes ]", True, cp(WRD))
            button(scr, y + 4, x0 + 22, "[ No ]", False, cp(WRD))
        elif state == "quit":
            y, x0, w, h = 8, 18, 44, 7
            area(scr, y, x0, h, w, cp(BW))
            box(scr, y, x0, h, w, cp(BW), "Quit", double=True)
            shadow(scr, y, x0, h, w)
            put(scr, y + 2, x0 + 3, "Do you want to quit Directory Freedom?", cp(BW))
            button(scr, y + 4, x0 + 11, "[ Yes ]", True, cp(BW))
            button(scr, y + 4, x0 + 24, "[ No ]", False, cp(BW))
        if state == "copy":
            cursor(True)
            scr.move(10, 16 + len(target))
        else:
            cursor(True)
            scr.move(22, 10)
        scr.refresh()
        k = scr.getch()
        if state == "panels":
            if k == curses.KEY_DOWN:
                at = min(at + 1, len(LEFT) - 1)
            elif k == curses.KEY_UP:
                at = max(at - 1, 0)
            elif k == curses.KEY_IC:
                n = LEFT[at][0]
                if n in marked:
                    marked.remove(n)
                elif n != "..":
                    marked.append(n)
                at = min(at + 1, len(LEFT) - 1)
            elif k == curses.KEY_F5 and marked:
                state = "copy"
            elif k == curses.KEY_F8 and LEFT[at][0] == "LEDGER.BAK":
                state = "delete"
            elif k == curses.KEY_F10:
                state = "quit"
        elif state == "copy":
            if k == ESC:
                state = "panels"
            elif k in ENTER:
                cursor(False)
                files = [r for r in LEFT if r[0] in marked]
                for i in range(18):
                    y, x0, w, h = 6, 10, 60, 11
                    area(scr, y, x0, h, w, cp(BW))
                    box(scr, y, x0, h, w, cp(BW), "Copying", double=True)
                    shadow(scr, y, x0, h, w)
                    f = files[min(i // 6, len(files) - 1)][0]
                    put(scr, y + 2, x0 + 3, ("From: C:\\LEDGER\\" + f).ljust(50), cp(BW))
                    put(scr, y + 3, x0 + 3, ("To:   " + target + f).ljust(50), cp(BW))
                    part = (i % 6 + 1) * 100 // 6
                    total = (i + 1) * 100 // 19
                    put(scr, y + 5, x0 + 3, "█" * (part * 44 // 100) + "░" * (44 - part * 44 // 100) + " %3d%%" % part, cp(BW))
                    put(scr, y + 6, x0 + 3, "Total", cp(BW))
                    put(scr, y + 7, x0 + 3, "█" * (total * 44 // 100) + "░" * (44 - total * 44 // 100) + " %3d%%" % total, cp(BW))
                    button(scr, y + 9, x0 + 25, "[ Cancel ]", True, cp(BW))
                    scr.refresh()
                    time.sleep(0.5)
                right = [("..", "UP--DIR", "")] + files
                marked = []
                state = "panels"
            else:
                target = edit(target, k, 46)
        elif state == "delete":
            if k in ENTER or k in (ord("y"), ord("Y")):
                LEFT.pop(at)
                state = "panels"
            elif k == ESC or k in (ord("n"), ord("N")):
                state = "panels"
        elif state == "quit":
            if k in ENTER or k in (ord("y"), ord("Y")):
                return
            elif k == ESC or k in (ord("n"), ord("N")):
                state = "panels"


# ------------------------------------------- msged (a FidoNet mail editor)

MSGS = [("Bob Carver", "All", "Ledger 4.0 beta"), ("Ann Lutz", "Sysop", "Rounding to cents"),
        ("Sysop", "Ann Lutz", "Re: Rounding to cents"), ("Carol Haas", "Sysop", "Retry backoff on busy lines"),
        ("Dan Reyes", "All", "Nodelist for March")]
AREAS = ["Netmail", "FIDO.LEDGER", "FIDO.SYSOP", "LOCAL.BBS", "Bad messages"]


def msged_header(scr, n, frm, to, subj):
    fill(scr, 0, 0, 80, cp(WB) | curses.A_BOLD)
    put(scr, 0, 1, "Msg: %d of %d" % (n, max(n, len(MSGS))), cp(WB) | curses.A_BOLD)
    put(scr, 0, 40, "FIDO.LEDGER", cp(WB) | curses.A_BOLD)
    put(scr, 1, 1, "From: %-20s 2:5020/1042" % frm, cp(CB))
    put(scr, 2, 1, "To:   %-20s 2:5020/77" % to, cp(CB))
    put(scr, 3, 1, "Subj: " + subj, cp(CB))
    fill(scr, 4, 0, 80, cp(DEF), "─")


def msged(scr):
    state, at, lines, aat = "list", 3, [""], 1
    while True:
        scr.erase()
        if state == "list" or state == "areas":
            fill(scr, 0, 0, 80, cp(WB) | curses.A_BOLD)
            put(scr, 0, 1, "MsgEd  FIDO.LEDGER  (Ledger support echo)", cp(WB) | curses.A_BOLD)
            put(scr, 1, 1, "  #  From                 To                   Subject", cp(YBL) | curses.A_BOLD)
            for i, (f, t, s) in enumerate(MSGS):
                a = cp(BC) if i == at else cp(DEF)
                fill(scr, 2 + i, 0, 80, a)
                put(scr, 2 + i, 1, "%3d  %-20s %-20s %s" % (i + 1, f, t, s), a)
            fill(scr, 23, 0, 80, cp(WB))
            put(scr, 23, 1, "Enter read   R reply   E enter   A areas   Esc quit", cp(WB))
            if state == "areas":
                y, x0, w, h = 5, 24, 32, len(AREAS) + 2
                area(scr, y, x0, h, w, cp(WB))
                box(scr, y, x0, h, w, cp(WB) | curses.A_BOLD, "Select Area")
                for i, n in enumerate(AREAS):
                    a = cp(BC) if i == aat else cp(WB)
                    fill(scr, y + 1 + i, x0 + 1, w - 2, a)
                    put(scr, y + 1 + i, x0 + 2, n, a)
            cursor(False)
        elif state == "read":
            f, t, s = MSGS[at]
            msged_header(scr, at + 1, f, t, s)
            body = ["Hello Sysop!", "", "Twice this week the nightly call to the hub hit a busy line",
                    "and the ledger waited an hour before the next try. Could the",
                    "retry back off in minutes instead, say 2, 4, then 8?", "",
                    "Carol", "", "--- Terminate 5.00", " * Origin: Haas Point BBS (2:5020/1042)"]
            for i, l in enumerate(body):
                put(scr, 6 + i, 0, l, cp(DEF) if not l.startswith((" * ", "---")) else cp(GRN))
            fill(scr, 23, 0, 80, cp(WB))
            put(scr, 23, 1, "MsgEd 4.30    Esc list   R reply   +/- next/prev", cp(WB))
            cursor(False)
        elif state in ("edit", "save"):
            msged_header(scr, len(MSGS) + 1, "Sysop", "Carol Haas", "Re: Retry backoff on busy lines")
            quote = [" CH> Could the retry back off in minutes instead, say 2, 4,",
                     " CH> then 8?", ""]
            for i, l in enumerate(quote):
                put(scr, 5 + i, 0, l, cp(YBL))
            for i, l in enumerate(lines):
                put(scr, 8 + i, 0, l, cp(DEF))
            fill(scr, 23, 0, 80, cp(WB))
            put(scr, 23, 1, "MsgEd 4.30   Insert   Line %-3d Col %-3d   Alt-S save  Esc abort" % (8 + len(lines), len(lines[-1]) + 1), cp(WB))
            if state == "save":
                y, x0, w, h = 9, 22, 36, 6
                area(scr, y, x0, h, w, cp(WB))
                box(scr, y, x0, h, w, cp(WB) | curses.A_BOLD, "Save")
                put(scr, y + 2, x0 + 3, "Save and send this message?", cp(WB) | curses.A_BOLD)
                put(scr, y + 3, x0 + 10, " Yes ", cp(BC))
                put(scr, y + 3, x0 + 20, " No ", cp(WB))
                cursor(False)
            else:
                cursor(True)
                scr.move(8 + len(lines) - 1, len(lines[-1]))
        scr.refresh()
        k = scr.getch()
        if state == "list":
            if k == curses.KEY_DOWN:
                at = min(at + 1, len(MSGS) - 1)
            elif k == curses.KEY_UP:
                at = max(at - 1, 0)
            elif k in ENTER:
                state = "read"
            elif k in (ord("a"), ord("A")):
                state = "areas"
            elif k == ESC:
                return
        elif state == "areas":
            if k == curses.KEY_DOWN:
                aat = min(aat + 1, len(AREAS) - 1)
            elif k == curses.KEY_UP:
                aat = max(aat - 1, 0)
            elif k in ENTER or k == ESC:
                state = "list"
        elif state == "read":
            if k in (ord("r"), ord("R")):
                state = "edit"
            elif k == ESC:
                state = "list"
        elif state == "edit":
            if k == 27:
                scr.nodelay(True)
                k2 = scr.getch()
                scr.nodelay(False)
                if k2 in (ord("s"), ord("S")):
                    state = "save"
                elif k2 == -1:
                    state = "list"
            elif k in ENTER:
                lines.append("")
            elif k in BACKSPACE and not lines[-1] and len(lines) > 1:
                lines.pop()
            else:
                lines[-1] = edit(lines[-1], k, 76)
        elif state == "save":
            if k in ENTER or k in (ord("y"), ord("Y")):
                state, lines = "list", [""]
            elif k == ESC or k in (ord("n"), ord("N")):
                state = "edit"


# -------------------------------------------- pytone (a curses music player)

ARTISTS = ["Ann Lutz Trio", "Bob Carver", "Carol Haas", "Dan Reyes Quartet", "Hub & Spoke", "Nightly Batch"]
PLAYLIST = [("Carol Haas", "Busy Line Blues", "3:51"), ("Bob Carver", "Rounding Down", "4:12"),
            ("Nightly Batch", "Two, Four, Eight", "5:03"), ("Ann Lutz Trio", "Ledger Waltz", "3:27")]


def pytone_draw(scr, status):
    fill(scr, 0, 0, 80, cp(WB) | curses.A_BOLD)
    put(scr, 0, 1, "PyTone 3.0.3", cp(WB) | curses.A_BOLD)
    put(scr, 0, 60, "Playing 1/4", cp(WB) | curses.A_BOLD)
    box(scr, 1, 0, 20, 36, cp(CB), "Database: Artists", centre=False)
    for i, a in enumerate(ARTISTS):
        at = cp(BC) if i == 2 else cp(DEF)
        fill(scr, 2 + i, 1, 34, at)
        put(scr, 2 + i, 2, a, at)
    box(scr, 1, 36, 20, 44, cp(CB), "Playlist (4 songs, 16:33)", centre=False)
    for i, (a, t, d) in enumerate(PLAYLIST):
        at = cp(YBL) | curses.A_BOLD if i == 0 else cp(DEF)
        put(scr, 2 + i, 38, ("▶ " if i == 0 else "  ") + ("%s - %s" % (a, t)).ljust(33) + d, at)
    put(scr, 21, 1, "Carol Haas - Busy Line Blues", cp(DEF) | curses.A_BOLD)
    put(scr, 21, 46, "[###########---------] 2:07/3:51", cp(GRN))
    fill(scr, 23, 0, 80, cp(WB))
    put(scr, 23, 1, status or "F1 help  Tab switch  p pause  w save playlist  / search  Ctrl-X quit", cp(WB))


def pytone(scr):
    state, name, query, status = "main", "", "", ""
    while True:
        scr.erase()
        pytone_draw(scr, status)
        cursor(False)
        if state in ("save", "search"):
            y, x0, w, h = 9, 14, 52, 5
            title, label, val = ("Save playlist", "Save playlist as:", name) if state == "save" else ("Search", "Search for:", query)
            area(scr, y, x0, h, w, cp(WB))
            box(scr, y, x0, h, w, cp(WB) | curses.A_BOLD, title)
            put(scr, y + 2, x0 + 2, label, cp(WB) | curses.A_BOLD)
            put(scr, y + 2, x0 + 3 + len(label), val.ljust(w - 6 - len(label)), cp(BC))
            cursor(True)
            scr.move(y + 2, x0 + 3 + len(label) + len(val))
        elif state == "quit":
            y, x0, w, h = 10, 19, 42, 5
            area(scr, y, x0, h, w, cp(WB))
            box(scr, y, x0, h, w, cp(WB) | curses.A_BOLD)
            put(scr, y + 2, x0 + 3, "Do you really want to quit? (y/n)", cp(WB) | curses.A_BOLD)
        scr.refresh()
        k = scr.getch()
        if state == "main":
            status = ""
            if k == ord("w"):
                state = "save"
            elif k == ord("/"):
                state = "search"
            elif k == ctrl("x"):
                state = "quit"
        elif state == "save":
            if k in ENTER and name:
                status, state = "Playlist saved as %s.m3u" % name, "main"
            elif k == ESC:
                state = "main"
            else:
                name = edit(name, k, 30)
        elif state == "search":
            if k in ENTER or k == ESC:
                state = "main"
            else:
                query = edit(query, k, 30)
        elif state == "quit":
            if k in (ord("y"), ord("Y")):
                return
            elif k in (ord("n"), ord("N"), ESC):
                state = "main"


# ----------------------------------------------- qb64 (a BASIC IDE in text)

OPTIONS = ["Display...", "IDE Colors...", "Language...", "Code Layout...", "Backup/Undo...",
           "Swap Mouse Buttons", "Syntax Checker", "Output EXE to Source Folder"]


def qb64(scr):
    state, at, text, dirty = "edit", 0, [""], False
    checks = [True, True, False]
    width = "120"
    while True:
        scr.erase()
        area(scr, 0, 0, 24, 80, cp(GW))
        fill(scr, 0, 0, 80, cp(BW))
        x = 2
        for m in ["File", "Edit", "View", "Search", "Run", "Options", "Help"]:
            a = cp(WBLK) if (state == "menu" and m == "Options") else cp(BW)
            put(scr, 0, x, " " + m + " ", a)
            put(scr, 0, x + 1, m[0], a | curses.A_BOLD)
            x += len(m) + 2
        box(scr, 1, 0, 18, 80, cp(GW))
        put(scr, 1, 36, " Untitled" + ("*" if dirty else "") + " ", cp(BW))
        for i, l in enumerate(text):
            put(scr, 2 + i, 1, l, cp(GW))
        box(scr, 19, 0, 4, 80, cp(GW))
        put(scr, 19, 36, " Status ", cp(GW))
        put(scr, 20, 2, "OK", cp(GW))
        fill(scr, 23, 0, 80, cp(BC))
        put(scr, 23, 2, "<Shift+F1=Help> <F5=Run> <F6=Window>", cp(BC))
        put(scr, 23, 66, "%d:%d" % (len(text), len(text[-1]) + 1), cp(BC))
        cursor(False)
        if state == "menu":
            y, x0, w = 1, 33, 32
            area(scr, y, x0, len(OPTIONS) + 2, w, cp(BW))
            box(scr, y, x0, len(OPTIONS) + 2, w, cp(BW))
            shadow(scr, y, x0, len(OPTIONS) + 2, w)
            for i, o in enumerate(OPTIONS):
                a = cp(WBLK) if i == at else cp(BW)
                fill(scr, y + 1 + i, x0 + 1, w - 2, a)
                put(scr, y + 1 + i, x0 + 2, o, a)
                put(scr, y + 1 + i, x0 + 2, o[0], a | curses.A_BOLD)
        elif state == "layout":
            y, x0, w, h = 5, 14, 52, 11
            area(scr, y, x0, h, w, cp(BW))
            box(scr, y, x0, h, w, cp(BW), "Code Layout")
            shadow(scr, y, x0, h, w)
            labels = ["Auto indent", "Auto spacing & Upper/Lowercase formatting", "Indent SUBs and FUNCTIONs"]
            for i, l in enumerate(labels):
                put(scr, y + 2 + i * 2, x0 + 3, "[%s] %s" % ("X" if checks[i] else " ", l), cp(BW))
            put(scr, y + 9, x0 + 15, "< OK >", cp(WBLK))
            put(scr, y + 9, x0 + 28, "< Cancel >", cp(BW))
            cursor(True)
            scr.move(y + 2, x0 + 4)
        elif state == "display":
            y, x0, w, h = 5, 16, 48, 11
            area(scr, y, x0, h, w, cp(BW))
            box(scr, y, x0, h, w, cp(BW), "Display Settings")
            shadow(scr, y, x0, h, w)
            put(scr, y + 2, x0 + 3, "Window Width", cp(BW))
            put(scr, y + 2, x0 + 17, "[" + width.ljust(4) + "]", cp(BW))
            put(scr, y + 3, x0 + 3, "Window Height", cp(BW))
            put(scr, y + 3, x0 + 17, "[40  ]", cp(BW))
            put(scr, y + 5, x0 + 3, "[ ] Custom Font", cp(BW))
            put(scr, y + 6, x0 + 3, "[X] Restore window position", cp(BW))
            put(scr, y + 9, x0 + 12, "< OK >", cp(WBLK))
            put(scr, y + 9, x0 + 25, "< Cancel >", cp(BW))
            cursor(True)
            scr.move(y + 2, x0 + 18 + len(width))
        elif state == "unsaved":
            y, x0, w, h = 8, 18, 44, 7
            area(scr, y, x0, h, w, cp(BW))
            box(scr, y, x0, h, w, cp(BW), "QB64")
            shadow(scr, y, x0, h, w)
            put(scr, y + 2, x0 + 4, "Program is not saved. Save it now?", cp(BW))
            put(scr, y + 4, x0 + 6, "< Yes >", cp(WBLK))
            put(scr, y + 4, x0 + 17, "< No >", cp(BW))
            put(scr, y + 4, x0 + 27, "< Cancel >", cp(BW))
        else:
            cursor(True)
            scr.move(1 + len(text), 1 + len(text[-1]))
        scr.refresh()
        k = scr.getch()
        if state == "edit":
            if k == 27:
                scr.nodelay(True)
                k2 = scr.getch()
                scr.nodelay(False)
                if k2 in (ord("o"), ord("O")):
                    state, at = "menu", 0
            elif k == curses.KEY_F5:
                cursor(False)
                for i in range(14):
                    area(scr, 20, 1, 2, 78, cp(GW))
                    put(scr, 20, 2, "Creating executable file" + "." * (i % 4 + 1), cp(GW))
                    put(scr, 21, 2, "[" + "■" * (i * 3) + " " * (42 - i * 3) + "]", cp(GW))
                    scr.refresh()
                    time.sleep(0.5)
            elif k == ctrl("q"):
                if dirty:
                    state = "unsaved"
                else:
                    return
            elif k in ENTER:
                text.append("")
                dirty = True
            else:
                text[-1] = edit(text[-1], k, 76)
                dirty = True
        elif state == "menu":
            if k == curses.KEY_DOWN:
                at = (at + 1) % len(OPTIONS)
            elif k == curses.KEY_UP:
                at = (at - 1) % len(OPTIONS)
            elif k in ENTER:
                state = {0: "display", 3: "layout"}.get(at, "edit")
            elif k == ESC:
                state = "edit"
        elif state == "layout":
            if k == ord(" "):
                checks[0] = not checks[0]
            elif k in ENTER or k == ESC:
                state = "edit"
        elif state == "display":
            if k in ENTER or k == ESC:
                state = "edit"
            else:
                width = edit(width, k, 4)
        elif state == "unsaved":
            if k in (ord("n"), ord("N")):
                return
            elif k == ESC:
                state = "edit"


PROGRAMS = {"dirfree": dirfree, "msged": msged, "pytone": pytone, "qb64": qb64}


def main(scr):
    curses.raw()
    curses.noecho()
    scr.keypad(True)
    colours()
    PROGRAMS[sys.argv[1]](scr)


if __name__ == "__main__":
    if len(sys.argv) < 2 or sys.argv[1] not in PROGRAMS:
        sys.stderr.write("usage: threehundredfortysecond_dialogs.py %s\n" % "|".join(sorted(PROGRAMS)))
        sys.exit(2)
    curses.wrapper(main)
