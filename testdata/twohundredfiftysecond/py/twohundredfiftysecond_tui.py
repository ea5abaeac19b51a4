"""One full-screen terminal program imitated, named by the first argument:
a fixture of agentty's twohundredfiftysecond set, whose screens were never
used to tune the mode classifier. Each draws what a program that cannot
run here draws (its words, layout, colours, reverse video, cursor, the
alternate screen) at its moments: a mail folder's index, an IRC channel
with its status bars and input line, a podcast manager's panes, a DOS
file manager's tree and file list, a Kubernetes console's pods and a
system configuration tool's menu, each with a dialog, a question or an
input line opened over it. Keys are read one at a time, raw, not echoed.
Runs with Debian's python3 and its standard library only (curses)."""

import curses
import os
import sys

os.environ.setdefault("ESCDELAY", "25")

ENTER = (10, 13, curses.KEY_ENTER)
ESC = 27
TAB = 9
BACKSPACE = (8, 127, curses.KEY_BACKSPACE)

(WB, BAR, SEL, YB, RW, DEF, CYAN, GREEN, BW, YEL, MAG, GREY, BLK_CYAN, RED) = range(1, 15)


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
    curses.init_pair(WB, curses.COLOR_WHITE, curses.COLOR_BLUE)
    curses.init_pair(BAR, curses.COLOR_BLACK, curses.COLOR_CYAN)
    curses.init_pair(SEL, curses.COLOR_BLACK, curses.COLOR_WHITE)
    curses.init_pair(YB, curses.COLOR_YELLOW, curses.COLOR_BLUE)
    curses.init_pair(RW, curses.COLOR_WHITE, curses.COLOR_RED)
    curses.init_pair(DEF, curses.COLOR_WHITE, bg)
    curses.init_pair(CYAN, curses.COLOR_CYAN, bg)
    curses.init_pair(GREEN, curses.COLOR_GREEN, bg)
    curses.init_pair(BW, curses.COLOR_BLACK, curses.COLOR_WHITE)
    curses.init_pair(YEL, curses.COLOR_YELLOW, bg)
    curses.init_pair(MAG, curses.COLOR_MAGENTA, bg)
    curses.init_pair(GREY, curses.COLOR_BLUE, curses.COLOR_WHITE)
    curses.init_pair(BLK_CYAN, curses.COLOR_BLACK, curses.COLOR_CYAN)
    curses.init_pair(RED, curses.COLOR_RED, bg)


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


def fill(scr, y, x, w, attr):
    put(scr, y, x, " " * w, attr)


def box(scr, y, x, h, w, title="", attr=0, double=False, title_attr=None):
    tl, tr, bl, br, hz, vt = ("╔", "╗", "╚", "╝", "═", "║") if double else ("┌", "┐", "└", "┘", "─", "│")
    put(scr, y, x, tl + hz * (w - 2) + tr, attr)
    for i in range(1, h - 1):
        put(scr, y + i, x, vt + " " * (w - 2) + vt, attr)
    put(scr, y + h - 1, x, bl + hz * (w - 2) + br, attr)
    if title:
        t = " " + title + " "
        put(scr, y, x + (w - len(t)) // 2, t, attr if title_attr is None else title_attr)


def cursor(on):
    try:
        curses.curs_set(1 if on else 0)
    except curses.error:
        pass


def edit(buf, k):
    """Applies key k to a line being typed; returns the new line."""
    if k in BACKSPACE:
        return buf[:-1]
    if 32 <= k < 127:
        return buf + chr(k)
    return buf


# pegasus: Pegasus Mail for DOS v3.50, its New mail folder.

PEGASUS_MAIL = [
    ("*", "Tom Baker", "Floor B relay schedule", "27 Nov 26", "2,412"),
    ("*", "Cleo Martin", "Re: stale route on relay-7", "27 Nov 26", "1,876"),
    (" ", "Ben Okafor", "Minutes of Thursday's call", "26 Nov 26", "5,310"),
    ("*", "Dev Rao", "Cut-over checklist v3", "26 Nov 26", "3,044"),
    (" ", "Helpdesk", "Ticket #4471 closed", "25 Nov 26", "  988"),
    (" ", "Ana Silva", "Spare parts for floor C", "24 Nov 26", "1,502"),
    (" ", "Postmaster", "Your mailbox is 81% full", "23 Nov 26", "  740"),
]


def pegasus(scr):
    sel, mode, buf, note = 0, "index", "", ""
    while True:
        scr.erase()
        scr.bkgd(" ", cp(WB))
        fill(scr, 0, 0, 80, cp(BAR))
        put(scr, 0, 1, "Pegasus Mail for DOS v3.50", cp(BAR))
        put(scr, 0, 56, "Folder: New mail", cp(BAR))
        unread = sum(1 for m in PEGASUS_MAIL if m[0] == "*")
        box(scr, 2, 0, 17, 80, "New mail: %d messages, %d unread" % (len(PEGASUS_MAIL), unread), cp(WB))
        put(scr, 3, 2, "  From               Subject                          Date        Size", cp(YB) | curses.A_BOLD)
        for i, (mark, frm, subj, date, size) in enumerate(PEGASUS_MAIL):
            row = " %s %-18s %-32s %-10s %6s " % (mark, frm, subj, date, size)
            put(scr, 4 + i, 1, row.ljust(78), cp(BAR) if i == sel else cp(WB) | (curses.A_BOLD if mark == "*" else 0))
        put(scr, 20, 1, "Enter=Read  Del=Delete  R=Reply  F=Forward  C=Copy  M=Move  P=Print", cp(WB))
        put(scr, 21, 1, "Tab=Mark  S=Sort  X=Extract  /=Search  Esc=Exit to main menu", cp(WB))
        fill(scr, 23, 0, 79, cp(BAR))
        m = PEGASUS_MAIL[sel]
        put(scr, 23, 1, note or "Message %d of %d   From: %s" % (sel + 1, len(PEGASUS_MAIL), m[1]), cp(BAR))
        cursor(False)
        if mode == "delete":
            box(scr, 9, 14, 7, 52, "Delete", cp(RW) | curses.A_BOLD, double=True)
            put(scr, 11, 17, "Delete this message?  (Y/N)", cp(RW) | curses.A_BOLD)
            put(scr, 12, 17, "%s - %s" % (m[1], m[2]), cp(RW))
            put(scr, 13, 17, "Y = Yes, delete it      N = No, keep it", cp(RW))
        elif mode == "forward":
            fill(scr, 22, 0, 80, cp(WB))
            put(scr, 22, 1, "Forward to: " + buf, cp(YB) | curses.A_BOLD)
            put(scr, 23, 1, "Enter the address to forward this message to; Esc cancels.".ljust(77), cp(BAR))
            cursor(True)
            scr.move(22, 13 + len(buf))
        scr.refresh()
        k = scr.getch()
        if mode == "index":
            note = ""
            if k in (ord("q"), ESC):
                return
            if k == curses.KEY_DOWN:
                sel = min(sel + 1, len(PEGASUS_MAIL) - 1)
            elif k == curses.KEY_UP:
                sel = max(sel - 1, 0)
            elif k == curses.KEY_DC:
                mode = "delete"
            elif k in (ord("f"), ord("F")):
                mode, buf = "forward", ""
        elif mode == "delete":
            if k in (ord("y"), ord("Y")):
                del PEGASUS_MAIL[sel]
                sel = min(sel, len(PEGASUS_MAIL) - 1)
                note, mode = "Message deleted.", "index"
            elif k in (ord("n"), ord("N"), ESC):
                mode = "index"
        elif mode == "forward":
            if k in ENTER:
                note, mode = "Message forwarded to %s." % buf, "index"
            elif k == ESC:
                mode = "index"
            else:
                buf = edit(buf, k)


# bitchx: BitchX 1.2.1 in #relay.

BX_LINES = [
    ("*** Connecting to port 6667 of server irc.relay.example", CYAN),
    ("*** Welcome to the Relay IRC Network ada!~ada@203.0.113.7", CYAN),
    ("*** Your host is irc.relay.example, running version 2.11.2p3", CYAN),
    ("*** Mode change [+i] for user ada", CYAN),
    ("*** ada (~ada@203.0.113.7) has joined channel #relay", GREEN),
    ("*** Topic for #relay: Floor B relay cut-over at 22:00 UTC", CYAN),
    ("*** #relay: topic set by ben [Fri Nov 27 09:12:40 2026]", CYAN),
    ("[Users(#relay:4)]", YEL),
    ("[ ada      ] [@ben      ] [ cleo     ] [+dev      ]", YEL),
    ("*** BitchX: Join to #relay was synced in 0.412 secs!!", CYAN),
    ("<@ben> morning ada", DEF),
    ("<cleo> relay-7 still shows the stale route", DEF),
    ("<+dev> I'll flush it after standup", DEF),
    ("<@ben> cleo: can you post the traceroute?", DEF),
    ("<cleo> sec", DEF),
]


def bitchx(scr):
    lines, buf, mode = list(BX_LINES), "", "chat"
    while True:
        scr.erase()
        scr.bkgd(" ", cp(DEF))
        shown = lines[-21:]
        for i, (s, c) in enumerate(shown):
            put(scr, 21 - len(shown) + i, 0, s, cp(c))
        fill(scr, 21, 0, 80, cp(WB))
        put(scr, 21, 0, "[09:41] [ada(+i)] [#relay(+nt)] [Lag 0]", cp(WB) | curses.A_BOLD)
        put(scr, 21, 59, "[O/1 N/2 I/0 V/1 F/0]", cp(WB) | curses.A_BOLD)
        fill(scr, 22, 0, 80, cp(WB))
        put(scr, 22, 0, "[1:irc.relay.example (+i)] [Act: 2]", cp(WB))
        put(scr, 22, 76, "[BX]", cp(WB))
        if mode == "oper":
            put(scr, 23, 0, "Operator Password:", cp(DEF))
            scr.move(23, 19)
        else:
            put(scr, 23, 0, buf[-79:], cp(DEF))
            scr.move(23, min(len(buf), 79))
        cursor(True)
        scr.refresh()
        k = scr.getch()
        if mode == "oper":
            if k in ENTER:
                lines.append(("*** You are now an IRC Operator", CYAN))
                mode, buf = "chat", ""
            elif k == ESC:
                mode, buf = "chat", ""
            else:
                buf = edit(buf, k)
            continue
        if k in ENTER:
            if buf.startswith("/oper"):
                mode, buf = "oper", ""
            elif buf.startswith("/quit"):
                return
            elif buf:
                lines.append(("<ada> " + buf, DEF))
                buf = ""
        else:
            buf = edit(buf, k)


# shellcaster: shellcaster 2.0's podcasts, episodes and details.

SC_PODCASTS = [
    ("Floor B Radio", [("[D] 42: Relays at scale", "42:10"), ("    41: When routes go stale", "38:55"),
                       ("    40: The cut-over diaries", "51:02"), ("[D] 39: Spare parts", "29:47")]),
    ("Ops Hour", [("    118: Pager fatigue", "55:20"), ("[D] 117: Runbooks that run", "47:33"),
                  ("    116: Postmortems, kindly", "1:02:41")]),
    ("The Cable Tray", [("    12: Fibre by the metre", "33:12"), ("    11: Labels everywhere", "27:08")]),
    ("Night Shift Notes", [("[D] 7: Quiet hours", "21:45"), ("    6: Alarms at 3 a.m.", "24:30")]),
]
SC_DESC = {
    "Floor B Radio": ("42: Relays at scale", "27 Nov 2026", "42:10",
                      "Ben and Cleo walk through the Floor B relay cut-over: what moved, what broke and the one "
                      "route that would not go away."),
    "Ops Hour": ("118: Pager fatigue", "25 Nov 2026", "55:20",
                 "How many alerts is too many? Three on-call engineers compare notes on quieter rotations."),
}


def wrap(s, w):
    out, line = [], ""
    for word in s.split():
        if len(line) + len(word) + (1 if line else 0) > w:
            out.append(line)
            line = word
        else:
            line = (line + " " + word) if line else word
    if line:
        out.append(line)
    return out


def shellcaster(scr):
    sel, mode, buf, note = 0, "browse", "", ""
    while True:
        scr.erase()
        scr.bkgd(" ", cp(DEF))
        box(scr, 0, 0, 23, 26, "Podcasts", cp(DEF), title_attr=cp(DEF) | curses.A_BOLD)
        box(scr, 0, 26, 23, 30, "Episodes", cp(DEF), title_attr=cp(DEF) | curses.A_BOLD)
        box(scr, 0, 56, 23, 24, "Details", cp(DEF), title_attr=cp(DEF) | curses.A_BOLD)
        for i, (name, eps) in enumerate(SC_PODCASTS):
            unplayed = sum(1 for e in eps if not e[0].startswith("[D]"))
            row = (" " + name).ljust(19) + "(%d/%d)" % (unplayed, len(eps))
            put(scr, 1 + i, 1, row.ljust(24)[:24], curses.A_REVERSE if i == sel else cp(DEF))
        name, eps = SC_PODCASTS[sel]
        for i, (title, dur) in enumerate(eps):
            row = (" " + title)[:20].ljust(20) + " " + dur.rjust(7)
            put(scr, 1 + i, 27, row, cp(YEL) | curses.A_BOLD if i == 0 else cp(DEF))
        d = SC_DESC.get(name, (eps[0][0].strip(), "20 Nov 2026", eps[0][1], "No description."))
        put(scr, 1, 57, "Title:", cp(DEF) | curses.A_BOLD)
        y = 2
        for ln in wrap(d[0], 21):
            put(scr, y, 58, ln)
            y += 1
        put(scr, y + 1, 57, "Podcast: ", cp(DEF) | curses.A_BOLD)
        put(scr, y + 2, 58, name)
        put(scr, y + 4, 57, "Published: ", cp(DEF) | curses.A_BOLD)
        put(scr, y + 5, 58, d[1])
        put(scr, y + 7, 57, "Duration: ", cp(DEF) | curses.A_BOLD)
        put(scr, y + 8, 58, d[2])
        y += 10
        for ln in wrap(d[3], 21):
            if y < 22:
                put(scr, y, 58, ln)
            y += 1
        cursor(False)
        if mode == "url":
            put(scr, 23, 0, "Feed URL: " + buf)
            cursor(True)
            scr.move(23, 10 + len(buf))
        elif mode == "remove":
            q = 'Are you sure you want to remove "%s"? (y/n) ' % name
            put(scr, 23, 0, q, cp(YEL) | curses.A_BOLD)
            cursor(True)
            scr.move(23, len(q))
        else:
            put(scr, 23, 0, note or 'Press "h" for help', cp(GREEN) if note else cp(DEF))
        scr.refresh()
        k = scr.getch()
        if mode == "browse":
            note = ""
            if k == ord("q"):
                return
            if k in (curses.KEY_DOWN, ord("j")):
                sel = min(sel + 1, len(SC_PODCASTS) - 1)
            elif k in (curses.KEY_UP, ord("k")):
                sel = max(sel - 1, 0)
            elif k == ord("a"):
                mode, buf = "url", ""
            elif k == ord("r"):
                mode = "remove"
        elif mode == "url":
            if k in ENTER:
                note, mode = "Successfully added %s" % buf, "browse"
            elif k == ESC:
                mode = "browse"
            else:
                buf = edit(buf, k)
        elif mode == "remove":
            if k in (ord("y"), ord("Y")):
                note = "Removed %s" % SC_PODCASTS.pop(sel)[0]
                sel, mode = max(0, min(sel, len(SC_PODCASTS) - 1)), "browse"
            elif k in (ord("n"), ord("N"), ESC):
                mode = "browse"


# dosshell: MS-DOS Shell (MS-DOS 6) in text mode.

DS_FILES = [("CONFIG", "RLY", "1,204", "11-20-26"), ("FLOORB", "LOG", "48,112", "11-27-26"),
            ("NOTES", "TXT", "2,664", "11-27-26"), ("README", "TXT", "3,918", "11-02-26"),
            ("RELAY", "EXE", "112,640", "10-14-26"), ("ROUTES", "DAT", "7,302", "11-26-26"),
            ("SPARES", "TXT", "911", "11-24-26")]
DS_TREE = ["C:\\", "├─DOS", "├─RELAY", "│ ├─LOGS", "│ └─SPARES", "├─UTILS", "└─WINDOWS"]


def dosshell(scr):
    sel, mode, buf, btn = 0, "files", "", 0
    files, tree = list(DS_FILES), list(DS_TREE)
    while True:
        scr.erase()
        scr.bkgd(" ", cp(SEL))
        fill(scr, 0, 0, 80, cp(WB))
        put(scr, 0, 34, "MS-DOS Shell", cp(WB) | curses.A_BOLD)
        fill(scr, 1, 0, 80, cp(SEL))
        menu_attr = cp(BAR) if mode in ("menubar", "filemenu") else cp(SEL)
        put(scr, 1, 1, " File ", menu_attr)
        put(scr, 1, 7, " Options   View   Tree   Help", cp(SEL))
        put(scr, 2, 0, "C:\\RELAY", cp(SEL))
        put(scr, 3, 1, "[A]  [B]  ", cp(SEL))
        put(scr, 3, 11, "[C]", curses.A_REVERSE)
        fill(scr, 4, 0, 40, cp(WB))
        put(scr, 4, 13, "Directory Tree", cp(WB))
        fill(scr, 4, 40, 40, cp(BAR))
        put(scr, 4, 53, "C:\\RELAY\\*.*", cp(BAR))
        for i, t in enumerate(tree):
            put(scr, 5 + i, 1, t, curses.A_REVERSE if t.endswith("RELAY") else cp(SEL))
        for i in range(5, 14):
            put(scr, i, 39, "│", cp(SEL))
        for i, (n, e, sz, dt) in enumerate(files):
            row = " %-8s.%-3s %9s  %s " % (n, e, sz, dt)
            put(scr, 5 + i, 41, row, cp(BAR) if i == sel else cp(SEL))
        fill(scr, 14, 0, 80, cp(WB))
        put(scr, 14, 38, "Main", cp(WB))
        for i, p in enumerate(["Command Prompt", "Editor", "MS-DOS QBasic", "[Disk Utilities]"]):
            put(scr, 15 + i, 1, p, cp(SEL))
        fill(scr, 23, 0, 79, cp(WB))
        put(scr, 23, 0, "F10=Actions  Shift+F9=Command Prompt", cp(WB))
        put(scr, 23, 73, "9:41a", cp(WB))
        cursor(False)
        if mode == "filemenu":
            items = ["Open", "Run...", "Print", "Associate...", "Search...", "View File Contents  F9",
                     "Move...             F7", "Copy...             F8", "Delete...          Del",
                     "Rename...", "Change Attributes...", "Create Directory...", "Select All",
                     "Deselect All", "Exit           Alt+F4"]
            box(scr, 2, 1, len(items) + 2, 26, "", cp(SEL))
            for i, it in enumerate(items):
                put(scr, 3 + i, 2, (" " + it).ljust(24), cp(BAR) if i == 0 else cp(SEL))
        elif mode == "delete":
            n, e = files[sel][0], files[sel][1]
            box(scr, 8, 18, 8, 44, "Delete File Confirmation", cp(SEL), double=True, title_attr=cp(WB))
            put(scr, 10, 21, "Delete C:\\RELAY\\%s.%s" % (n, e), cp(SEL))
            for i, b in enumerate(["< Yes >", "< No >", "< Cancel >"]):
                put(scr, 13, 22 + i * 12, b, cp(BAR) if i == btn else cp(SEL))
        elif mode == "mkdir":
            box(scr, 7, 14, 10, 52, "Create Directory", cp(SEL), double=True, title_attr=cp(WB))
            put(scr, 9, 17, "Parent name: C:\\RELAY", cp(SEL))
            put(scr, 11, 17, "New directory name. . . [", cp(SEL))
            put(scr, 11, 42, buf.ljust(14), cp(WB))
            put(scr, 11, 56, "]", cp(SEL))
            put(scr, 14, 20, "<  OK  >", cp(BAR))
            put(scr, 14, 33, "< Cancel >", cp(SEL))
            put(scr, 14, 48, "< Help >", cp(SEL))
            cursor(True)
            scr.move(11, 42 + len(buf))
        scr.refresh()
        k = scr.getch()
        if mode == "files":
            if k == curses.KEY_DOWN:
                sel = min(sel + 1, len(files) - 1)
            elif k == curses.KEY_UP:
                sel = max(sel - 1, 0)
            elif k == curses.KEY_DC:
                mode, btn = "delete", 0
            elif k == curses.KEY_F10:
                mode = "menubar"
            elif k == ESC:
                return
        elif mode == "menubar":
            if k in ENTER or k == curses.KEY_DOWN:
                mode = "filemenu"
            elif k in (ESC, curses.KEY_F10):
                mode = "files"
        elif mode == "filemenu":
            if k in (ord("e"), ord("E")):
                mode, buf = "mkdir", ""
            elif k in (ord("x"), ord("X")):
                return
            elif k == ESC:
                mode = "files"
        elif mode == "delete":
            if k in (curses.KEY_RIGHT, TAB):
                btn = (btn + 1) % 3
            elif k == curses.KEY_LEFT:
                btn = (btn + 2) % 3
            elif k in (ord("y"), ord("Y")) or (k in ENTER and btn == 0):
                files.pop(sel)
                sel, mode = min(sel, len(files) - 1), "files"
            elif k in (ord("n"), ord("N"), ESC) or k in ENTER:
                mode = "files"
        elif mode == "mkdir":
            if k in ENTER:
                if buf:
                    tree.insert(3, "│ ├─" + buf.upper())
                mode = "files"
            elif k == ESC:
                mode = "files"
            elif len(buf) < 12 or k in BACKSPACE:
                buf = edit(buf, k)


# kubeterminal: KubeTerminal's windows of namespaces, nodes, pods and output.

KT_PODS = [
    ("relay", "relay-api-7c9f6d8b5-x2kqp", "1/1", "Running", "0", "3d2h"),
    ("relay", "relay-api-7c9f6d8b5-m8zlt", "1/1", "Running", "0", "3d2h"),
    ("relay", "relay-worker-5d8b9c7f4-7n2pq", "0/1", "CrashLoopBackOff", "14", "52m"),
    ("relay", "relay-worker-5d8b9c7f4-tq9wd", "1/1", "Running", "2", "3d2h"),
    ("relay", "relay-cron-28871340-kd4xs", "0/1", "Completed", "0", "11m"),
    ("relay", "redis-0", "1/1", "Running", "0", "9d"),
]


def kt_describe(pod):
    return ["Name:         %s" % pod[1], "Namespace:    relay", "Node:         worker-b2/10.20.3.12",
            "Start Time:   Fri, 27 Nov 2026 08:49:12 +0000", "Labels:       app=relay", "Status:       %s" % pod[3]]


def kubeterminal(scr):
    sel, mode, buf, out, focus, btn = 0, "pods", "", [], "pods", 1
    pods = list(KT_PODS)
    while True:
        scr.erase()
        scr.bkgd(" ", cp(DEF))
        fill(scr, 0, 0, 80, cp(BAR))
        put(scr, 0, 1, "KubeTerminal", cp(BAR) | curses.A_BOLD)
        put(scr, 0, 16, "context: relay-prod   namespace: relay   node: all", cp(BAR))
        box(scr, 1, 0, 5, 26, "Namespaces", cp(DEF))
        for i, ns in enumerate(["default", "relay", "kube-system"]):
            put(scr, 2 + i, 2, ns, curses.A_BOLD | cp(CYAN) if ns == "relay" else cp(DEF))
        box(scr, 1, 26, 5, 54, "Nodes", cp(DEF))
        put(scr, 2, 28, "all", cp(CYAN) | curses.A_BOLD)
        put(scr, 3, 28, "worker-b1   Ready    v1.29.4")
        put(scr, 4, 28, "worker-b2   Ready    v1.29.4")
        box(scr, 6, 0, 9, 80, "Pods", cp(YEL) if focus == "pods" else cp(DEF))
        for i, p in enumerate(pods):
            row = " %-6s %-30s %-4s %-17s %3s  %-5s" % p
            put(scr, 7 + i, 1, row.ljust(78), curses.A_REVERSE if i == sel else cp(DEF))
        box(scr, 15, 0, 7, 80, "Output", cp(DEF))
        for i, ln in enumerate(out[:5]):
            put(scr, 16 + i, 2, ln)
        put(scr, 22, 0, "Command: ", cp(YEL) | curses.A_BOLD if focus == "command" else cp(DEF))
        put(scr, 22, 9, buf)
        fill(scr, 23, 0, 79, cp(BAR))
        put(scr, 23, 0, "<tab> window  <c-d> describe  <c-l> logs  <c-y> yaml  <c-r> refresh  <c-q> quit",
            cp(BAR))
        cursor(focus == "command" and mode == "pods")
        if focus == "command" and mode == "pods":
            scr.move(22, 9 + len(buf))
        if mode == "confirm":
            box(scr, 9, 12, 7, 56, "Confirm", cp(BW), title_attr=cp(BW) | curses.A_BOLD)
            put(scr, 11, 15, "Delete pod %s" % pods[sel][1], cp(BW))
            put(scr, 12, 15, "in namespace relay?", cp(BW))
            put(scr, 14, 28, "< Yes >", cp(BAR) if btn == 0 else cp(BW))
            put(scr, 14, 40, "< No >", cp(BAR) if btn == 1 else cp(BW))
        scr.refresh()
        k = scr.getch()
        if mode == "confirm":
            if k in (curses.KEY_LEFT, curses.KEY_RIGHT, TAB):
                btn = 1 - btn
            elif k in ENTER:
                if btn == 0:
                    out = ['pod "%s" deleted' % pods.pop(sel)[1]]
                    sel = min(sel, len(pods) - 1)
                else:
                    out = ["Delete cancelled."]
                mode, focus, buf = "pods", "pods", ""
            elif k == ESC:
                mode = "pods"
            continue
        if k == 17:
            return
        if k == TAB:
            focus = "command" if focus == "pods" else "pods"
        elif k == 4:
            out = kt_describe(pods[sel])
        elif k == 12:
            out = ["2026-11-27T09:40:%02d level=info msg=\"relay tick\" route=floor-b" % i for i in range(5)]
        elif focus == "pods":
            if k in (curses.KEY_DOWN, ord("j")):
                sel = min(sel + 1, len(pods) - 1)
            elif k in (curses.KEY_UP, ord("k")):
                sel = max(sel - 1, 0)
        elif focus == "command":
            if k in ENTER:
                if buf.strip() == "delete":
                    mode, btn = "confirm", 1
                elif buf.strip():
                    out = ["Unknown command: %s" % buf.strip()]
                buf = ""
            else:
                buf = edit(buf, k)


# linuxconf: Linuxconf 1.28's text mode.

LC_MENU = ["Networking", "Users accounts", "File systems", "Miscellaneous services", "Boot mode",
           "Control panel", "Control files and systems", "Logs", "Date & time", "Features"]
LC_TITLE = "Linuxconf 1.28r3 (Red Hat)"


def linuxconf(scr):
    sel, mode, buf, pw = 0, "menu", "", ""
    while True:
        scr.erase()
        scr.bkgd(" ", cp(WB))
        cursor(False)
        if mode == "menu":
            box(scr, 1, 10, 21, 60, LC_TITLE, cp(SEL), title_attr=cp(SEL) | curses.A_BOLD)
            put(scr, 3, 13, "This program allows you to configure your Linux", cp(SEL))
            put(scr, 4, 13, "computer. Each menu option leads to a dialog.", cp(SEL))
            put(scr, 6, 13, "Config", cp(SEL) | curses.A_BOLD)
            for i, it in enumerate(LC_MENU):
                put(scr, 7 + i, 15, (" " + it).ljust(34), cp(BAR) if i == sel else cp(SEL))
            put(scr, 19, 19, "< Quit >", cp(SEL))
            put(scr, 19, 31, "< Act/Changes >", cp(SEL))
            put(scr, 19, 50, "< Help >", cp(SEL))
        elif mode in ("form", "password"):
            box(scr, 1, 6, 21, 68, "User account creation", cp(SEL), title_attr=cp(SEL) | curses.A_BOLD)
            put(scr, 3, 9, "You must specify at least the name", cp(SEL))
            put(scr, 4, 9, "and the full name", cp(SEL))
            fields = [("The account is enabled", "[X]"), ("Login name", ""), ("Full name", ""),
                      ("group (opt)", ""), ("Supplementary groups", ""), ("Home directory(opt)", ""),
                      ("Command interpreter(opt)", "/bin/bash"), ("User ID(opt)", "")]
            for i, (label, val) in enumerate(fields):
                put(scr, 6 + i, 9, label, cp(SEL))
                if i == 0:
                    put(scr, 6, 36, val, cp(SEL))
                    continue
                v = buf if i == 1 else val
                put(scr, 6 + i, 36, v.ljust(30), cp(WB) if i == 1 and mode == "form" else cp(BW) | curses.A_UNDERLINE)
            for i, b in enumerate(["< Accept >", "< Cancel >", "< Del >", "< Help >"]):
                put(scr, 19, 13 + i * 13, b, cp(SEL))
            if mode == "form":
                cursor(True)
                scr.move(7, 36 + len(buf))
            else:
                box(scr, 7, 14, 9, 52, "Changing password", cp(BW), double=True, title_attr=cp(BW) | curses.A_BOLD)
                put(scr, 9, 17, "Changing password for user %s" % buf, cp(BW))
                put(scr, 11, 17, "New UNIX password", cp(BW))
                put(scr, 11, 36, " " * 24, cp(WB))
                put(scr, 13, 22, "< Accept >", cp(BW))
                put(scr, 13, 36, "< Cancel >", cp(BW))
                cursor(True)
                scr.move(11, 36)
        scr.refresh()
        k = scr.getch()
        if mode == "menu":
            if k == curses.KEY_DOWN:
                sel = min(sel + 1, len(LC_MENU) - 1)
            elif k == curses.KEY_UP:
                sel = max(sel - 1, 0)
            elif k in ENTER and LC_MENU[sel] == "Users accounts":
                mode, buf = "form", ""
            elif k == ESC:
                return
        elif mode == "form":
            if k in ENTER and buf:
                mode, pw = "password", ""
            elif k == ESC:
                mode = "menu"
            else:
                buf = edit(buf, k)
        elif mode == "password":
            if k in ENTER:
                mode = "menu"
            elif k == ESC:
                mode = "menu"
            else:
                pw = edit(pw, k)


TOOLS = {"pegasus": pegasus, "bitchx": bitchx, "shellcaster": shellcaster, "dosshell": dosshell,
         "kubeterminal": kubeterminal, "linuxconf": linuxconf}


def main():
    name = sys.argv[1] if len(sys.argv) > 1 else ""
    tool = TOOLS.get(name)
    if tool is None:
        sys.stderr.write("usage: twohundredfiftysecond_tui.py {%s}\n" % ",".join(sorted(TOOLS)))
        sys.exit(2)

    def run(scr):
        colours()
        curses.raw()
        curses.noecho()
        scr.keypad(True)
        tool(scr)

    curses.wrapper(run)


if __name__ == "__main__":
    main()
