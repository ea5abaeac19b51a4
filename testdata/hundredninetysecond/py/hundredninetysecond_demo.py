#!/usr/bin/env python3
"""The hundredninetysecond set's imitations of full-screen system tools.

Each mode draws, with curses on the alternate screen, what the named tool
draws at one of its moments: virt-top-like (libvirt's domain monitor, its
delay prompt and help), xentop-like (Xen's domain monitor, its sort
order), systat-like (FreeBSD's systat -ifstat and its command line),
norton-commander-like (two panels, its Delete and Make directory dialogs
and its help), wifi-menu-like (netctl's dialog menus: the networks, the
profile's name, the key) and pkgtop-like (a package browser's list and
help). Nothing is changed anywhere: the data are canned.
"""
import curses
import sys


def colours():
    curses.start_color()
    curses.use_default_colors()


DOMAINS = [
    (1, "R", 0, 2, 104, 0, 3.1, 12.0, "2:31.07", "relay-web"),
    (2, "R", 0, 0, 52, 52, 1.6, 25.0, "5:02.44", "relay-db"),
    (3, "R", 0, 0, 0, 0, 0.5, 6.0, "0:12.09", "relay-cache"),
]


def virt_top(scr):
    colours()
    h, w = scr.getmaxyx()
    mode, delay, sort = "main", "3.0", "cpu"
    typed = ""
    while True:
        scr.erase()
        if mode == "help":
            lines = [
                ("virt-top 1.1.1 ()", curses.A_BOLD), ("", 0),
                ("Key   Description", curses.A_BOLD),
                ("space ^L  Update display", 0),
                ("q       Quit", 0),
                ("d s     Set update interval", 0),
                ("h       Help", 0),
                ("B       Toggle Block I/O statistics", 0),
                ("P       Sort by %CPU", 0),
                ("M       Sort by %MEM", 0),
                ("T       Sort by total time", 0),
                ("N       Sort by domain ID", 0),
                ("F       Select sort field", 0),
                ("W       Write setup file", 0),
                ("0       Domains display", 0),
                ("1       Toggle physical CPUs", 0),
                ("2       Toggle network interfaces", 0),
                ("3       Toggle block devices", 0),
                ("", 0),
                ("More help in virt-top(1) man page. Press any key to return.", curses.A_BOLD),
            ]
            for y, (t, a) in enumerate(lines):
                scr.addstr(y, 0, t, a)
            scr.move(len(lines) - 1, 59)
        else:
            scr.addstr(0, 0, "virt-top 15:02:41 - x86_64 8/8CPU 2394MHz 15871MB")
            scr.addstr(1, 0, "4 domains, 3 active, 3 running, 0 sleeping, 0 paused, 1 inactive D:0 O:0 X:0")
            scr.addstr(2, 0, "CPU: 5.2%  Mem: 6144 MB (6144 MB by guests)")
            scr.addstr(4, 0, "   ID S RDRQ WRRQ RXBY TXBY %CPU %MEM    TIME   NAME".ljust(w), curses.A_REVERSE)
            doms = sorted(DOMAINS, key=lambda d: -(d[6] if sort == "cpu" else d[7]))
            for i, d in enumerate(doms):
                scr.addstr(5 + i, 0, "%5d %s %4d %4d %4d %4d %4.1f %4.1f %9s %s" % d)
            scr.addstr(5 + len(doms), 0, "    -                                            (relay-test)")
            if mode == "delay":
                scr.addstr(3, 0, "Set delay (seconds): " + typed)
                scr.move(3, 21 + len(typed))
            else:
                scr.move(3, 0)
        scr.refresh()
        k = scr.getch()
        if mode == "help":
            mode = "main"
        elif mode == "delay":
            if k in (10, 13):
                delay, mode = typed or delay, "main"
            elif 32 <= k < 127:
                typed += chr(k)
        elif k == ord("q"):
            return
        elif k == ord("h"):
            mode = "help"
        elif k in (ord("d"), ord("s")):
            mode, typed = "delay", ""
        elif k == ord("M"):
            sort = "mem"
        elif k == ord("P"):
            sort = "cpu"


XEN = [
    ("Domain-0", "-----r", 18231, 2.1, 4194304, 25.0, 4194304, 25.0, 8, 0, 0, 0, 0, 0, 0, 0, 0),
    ("relay-web", "-b----", 9120, 4.7, 2097152, 12.5, 2097152, 12.5, 2, 1, 88411, 10422, 1, 212, 4410, 0, 0),
    ("relay-db", "-b----", 30417, 11.3, 4194304, 25.0, 4194304, 25.0, 4, 1, 5120, 74220, 2, 9982, 12840, 0, 0),
    ("relay-cache", "-b----", 812, 0.4, 1048576, 6.2, 1048576, 6.2, 1, 1, 221, 190, 1, 12, 40, 0, 0),
]


def xentop(scr):
    colours()
    curses.curs_set(0)
    h, w = scr.getmaxyx()
    sort = 0
    while True:
        scr.erase()
        scr.addstr(0, 0, "xentop - 15:02:41   Xen 4.17.3")
        scr.addstr(1, 0, "4 domains: 1 running, 3 blocked, 0 paused, 0 crashed, 0 dying, 0 shutdown")
        scr.addstr(2, 0, "Mem: 16648572k total, 11808268k used, 4840304k free    CPUs: 8 @ 2394MHz")
        head = "      NAME  STATE   CPU(sec) CPU(%)     MEM(k) MEM(%)  MAXMEM(k) MAXMEM(%) VCPUS NETS NETTX(k) NETRX(k) VBDS   VBD_OO   VBD_RD   VBD_WR  VBD_RSECT  VBD_WSECT SSID"
        scr.addstr(3, 0, head[: w - 1], curses.A_REVERSE)
        key = [lambda d: d[0], lambda d: d[1], lambda d: -d[2], lambda d: -d[3], lambda d: -d[4], lambda d: -d[5]][sort]
        for i, d in enumerate(sorted(XEN, key=key)):
            row = "%10s %s %10d %6.1f %10d %6.1f %10d %9.1f %5d %4d %8d %8d %4d %8d %8d %8d %4d" % (
                d[0], d[1], d[2], d[3], d[4], d[5], d[6], d[7], d[8], d[9], d[10], d[11], d[12], d[13], d[14], d[15], d[16])
            scr.addstr(4 + i, 0, row[: w - 1])
        foot = "Delay  Networks  vBds  Tmem  VCPUs  Repeat header  Sort order  Quit"
        scr.addstr(h - 1, 0, foot[: w - 1])
        for word in ("Delay", "Networks", "vBds", "Tmem", "VCPUs", "Repeat", "Sort", "Quit"):
            x = foot.index(word) + (1 if word == "vBds" else 0)
            scr.addstr(h - 1, x, foot[x], curses.A_REVERSE)
        scr.refresh()
        k = scr.getch()
        if k in (ord("q"), ord("Q")):
            return
        if k in (ord("s"), ord("S")):
            sort = (sort + 1) % 6


def systat(scr):
    colours()
    h, w = scr.getmaxyx()
    cmd = None
    while True:
        scr.erase()
        scr.addstr(0, 0, "                    /0   /1   /2   /3   /4   /5   /6   /7   /8   /9   /10")
        scr.addstr(1, 0, "     Load Average   ||")
        scr.addstr(3, 0, "      Interface           Traffic               Peak                Total")
        ifs = [("lo0", "0.000 KB/s", "0.212 KB/s", "12.410 MB", "0.000 KB/s", "0.212 KB/s", "12.410 MB"),
               ("em0", "1.842 KB/s", "48.911 KB/s", "1.208 GB", "0.377 KB/s", "6.104 KB/s", "84.227 MB")]
        y = 5
        for n, i1, p1, t1, o1, p2, t2 in ifs:
            scr.addstr(y, 0, "%15s  in %14s %17s %18s" % (n, i1, p1, t1))
            scr.addstr(y + 1, 0, "%15s  out%14s %17s %18s" % ("", o1, p2, t2))
            y += 3
        if cmd is not None:
            scr.addstr(h - 1, 0, ":" + cmd)
            scr.move(h - 1, 1 + len(cmd))
        else:
            scr.move(h - 1, 0)
        scr.refresh()
        k = scr.getch()
        if cmd is None:
            if k == ord(":"):
                cmd = ""
            elif k == ord("q"):
                return
        elif k in (10, 13):
            if cmd == "quit":
                return
            cmd = None
        elif k == 27:
            cmd = None
        elif k in (127, 8, curses.KEY_BACKSPACE):
            cmd = cmd[:-1]
        elif 32 <= k < 127:
            cmd += chr(k)


FILES = [("..", "UP--DIR", "11-27-26", "2:58p"), ("DOS", "SUB-DIR", "03-14-94", "9:12a"), ("NC", "SUB-DIR", "03-14-94", "9:15a"),
         ("RELAY", "SUB-DIR", "11-02-26", "4:40p"), ("AUTOEXEC.BAT", "412", "11-02-26", "4:38p"),
         ("CONFIG.SYS", "318", "11-02-26", "4:38p"), ("COMMAND.COM", "54645", "05-31-94", "6:22a"),
         ("LONG.TXT", "48215", "11-27-26", "2:58p"), ("NOTES.TXT", "1127", "11-27-26", "2:58p")]


RELAY = [("..", "UP--DIR", "11-02-26", "4:40p"), ("LOGS", "SUB-DIR", "11-02-26", "4:41p"),
         ("RELAY.CFG", "2214", "11-20-26", "1:07p"), ("RELAY.EXE", "118336", "11-20-26", "1:05p"),
         ("README.TXT", "6120", "11-02-26", "4:40p")]


def nc(scr):
    colours()
    curses.init_pair(1, curses.COLOR_CYAN, curses.COLOR_BLUE)
    curses.init_pair(2, curses.COLOR_BLACK, curses.COLOR_CYAN)
    curses.init_pair(3, curses.COLOR_YELLOW, curses.COLOR_BLUE)
    curses.init_pair(4, curses.COLOR_WHITE, curses.COLOR_RED)
    curses.init_pair(5, curses.COLOR_BLACK, curses.COLOR_WHITE)
    curses.init_pair(6, curses.COLOR_WHITE, curses.COLOR_BLACK)
    curses.init_pair(7, curses.COLOR_BLACK, curses.COLOR_CYAN)
    scr.keypad(True)
    h, w = scr.getmaxyx()
    sel, dialog, typed = 0, None, ""
    blue, bar, yel = curses.color_pair(1), curses.color_pair(2), curses.color_pair(3)
    pw = w // 2

    def panel(x, title, active, files):
        scr.addstr(0, x, "╔" + "═" * (pw - 2) + "╗", blue)
        for y in range(1, h - 3):
            scr.addstr(y, x, "║" + " " * (pw - 2) + "║", blue)
        scr.addstr(h - 3, x, "╚" + "═" * (pw - 2) + "╝", blue)
        t = " " + title + " "
        scr.addstr(0, x + (pw - len(t)) // 2, t, bar if active else blue)
        scr.addstr(1, x + 1, "Name".center(12) + "│" + "Size".center(9) + "│" + "Date".center(8) + "│" + "Time".center(6), yel)
        for i, (n, s, d, tm) in enumerate(files):
            name, _, ext = n.partition(".")
            if n == "..":
                name, ext = "..", ""
            row = "%-8s %-3s│%9s│%8s│%6s" % (name, ext, s, d, tm)
            a = bar if active and i == sel else blue
            scr.addstr(2 + i, x + 1, row[: pw - 2], a)
        scr.addstr(h - 5, x, "╟" + "─" * (pw - 2) + "╢", blue)
        n, s, d, tm = files[sel if active else 0]
        scr.addstr(h - 4, x + 1, ("%-12s %9s %8s %6s" % (n, s, d, tm))[: pw - 2], blue)

    def box(y0, x0, bh, bw, title, pair):
        for y in range(y0, y0 + bh):
            scr.addstr(y, x0, " " * bw, pair)
        scr.addstr(y0 + 1, x0 + 2, "╔" + "═" * (bw - 6) + "╗", pair)
        for y in range(y0 + 2, y0 + bh - 2):
            scr.addstr(y, x0 + 2, "║", pair)
            scr.addstr(y, x0 + bw - 3, "║", pair)
        scr.addstr(y0 + bh - 2, x0 + 2, "╚" + "═" * (bw - 6) + "╝", pair)
        t = " " + title + " "
        scr.addstr(y0 + 1, x0 + (bw - len(t)) // 2, t, pair)

    while True:
        scr.erase()
        panel(0, "C:\\", True, FILES)
        panel(pw, "C:\\RELAY", False, RELAY)
        scr.addstr(h - 2, 0, "C:\\>")
        keys = [("1", "Help"), ("2", "Menu"), ("3", "View"), ("4", "Edit"), ("5", "Copy"), ("6", "RenMov"),
                ("7", "Mkdir"), ("8", "Delete"), ("9", "PullDn"), ("10", "Quit")]
        x = 0
        cw = w // 10
        for n, label in keys:
            scr.addstr(h - 1, x, n, curses.color_pair(6))
            scr.addstr(h - 1, x + len(n), label.ljust(cw - len(n))[: cw - len(n)] if x + cw < w else label.ljust(w - 1 - x - len(n)), bar)
            x += cw
        cur = (h - 2, 4)
        if dialog == "delete":
            red = curses.color_pair(4)
            box(7, 20, 8, 40, "Delete", red)
            scr.addstr(9, 20 + (40 - 21) // 2, "Do you wish to delete", red)
            scr.addstr(10, 20 + (40 - len(FILES[sel][0])) // 2, FILES[sel][0], red)
            scr.addstr(12, 27, "[ Delete ]", curses.color_pair(6))
            scr.addstr(12, 43, "[ Cancel ]", red)
            cur = None
        elif dialog == "mkdir":
            cyan = curses.color_pair(7)
            box(8, 10, 7, 60, "Make directory", cyan)
            scr.addstr(10, 14, "Create the directory", cyan)
            scr.addstr(11, 14, typed.ljust(50), curses.color_pair(6))
            cur = (11, 14 + len(typed))
        elif dialog == "help":
            cyan = curses.color_pair(7)
            box(1, 4, 21, 72, "The Norton Commander Help", cyan)
            txt = ["The Norton Commander displays two panels with the files of",
                   "your disks. The Tab key moves from one panel to the other,",
                   "the arrow keys move the highlight bar within a panel.",
                   "",
                   " F1 Help      Display this help screen",
                   " F3 View      View the highlighted file",
                   " F4 Edit      Edit the highlighted file",
                   " F5 Copy      Copy files to the other panel",
                   " F6 RenMov    Rename or move files",
                   " F7 Mkdir     Create a directory",
                   " F8 Delete    Delete files or directories",
                   " F9 PullDn    Pull down the menus",
                   " F10 Quit     Quit the Norton Commander"]
            for i, t in enumerate(txt):
                scr.addstr(3 + i, 8, t, cyan)
            scr.addstr(18, 12, "[ Next ]   [ Previous ]   [ Index ]   [ Cancel ]", cyan)
            scr.addstr(18, 12, "[ Next ]", curses.color_pair(6))
            cur = None
        if cur:
            curses.curs_set(1)
            scr.move(*cur)
        else:
            curses.curs_set(0)
        scr.refresh()
        k = scr.getch()
        if dialog == "mkdir":
            if k in (10, 13, 27):
                dialog = None
            elif 32 <= k < 127:
                typed += chr(k)
            continue
        if dialog:
            dialog = None
            continue
        if k == curses.KEY_F10:
            return
        if k == curses.KEY_DOWN:
            sel = min(sel + 1, len(FILES) - 1)
        elif k == curses.KEY_UP:
            sel = max(sel - 1, 0)
        elif k == curses.KEY_F8:
            dialog = "delete"
        elif k == curses.KEY_F7:
            dialog, typed = "mkdir", ""
        elif k == curses.KEY_F1:
            dialog = "help"


NETS = [("RelayNet", "78%", "wpa"), ("Harbour-5G", "61%", "wpa"), ("cafe-guest", "43%", "none"), ("DIRECT-4F-Printer", "20%", "wpa")]


def wifi_menu(scr):
    colours()
    curses.init_pair(1, curses.COLOR_WHITE, curses.COLOR_BLUE)
    curses.init_pair(2, curses.COLOR_BLACK, curses.COLOR_WHITE)
    curses.init_pair(3, curses.COLOR_WHITE, curses.COLOR_BLUE)
    curses.init_pair(4, curses.COLOR_RED, curses.COLOR_WHITE)
    curses.init_pair(5, curses.COLOR_BLACK, curses.COLOR_CYAN)
    scr.keypad(True)
    h, w = scr.getmaxyx()
    back, grey, sel_a = curses.color_pair(1), curses.color_pair(2), curses.color_pair(3)
    step, sel, typed = "menu", 0, ""
    profile = "wlp2s0-" + NETS[0][0]

    def frame(y0, x0, bh, bw, title):
        for y in range(y0, y0 + bh):
            scr.addstr(y, x0, " " * bw, grey)
        scr.addstr(y0, x0, "┌" + "─" * (bw - 2) + "┐", grey)
        for y in range(y0 + 1, y0 + bh - 1):
            scr.addstr(y, x0, "│", grey)
            scr.addstr(y, x0 + bw - 1, "│", grey)
        scr.addstr(y0 + bh - 1, x0, "└" + "─" * (bw - 2) + "┘", grey)
        if title:
            scr.addstr(y0, x0 + (bw - len(title) - 2) // 2, " " + title + " ", grey | curses.A_BOLD)
        scr.addstr(y0 + bh - 3, x0, "├" + "─" * (bw - 2) + "┤", grey)

    def buttons(y, x0, bw, focus):
        ok, cancel = "<  OK  >", "<Cancel>"
        x1 = x0 + bw // 2 - 12
        x2 = x0 + bw // 2 + 3
        scr.addstr(y, x1, ok, sel_a if focus == 0 else grey)
        scr.addstr(y, x1 + 3, "O", (sel_a if focus == 0 else curses.color_pair(4)) | curses.A_BOLD)
        scr.addstr(y, x2, cancel, sel_a if focus == 1 else grey)
        scr.addstr(y, x2 + 1, "C", (sel_a if focus == 1 else curses.color_pair(4)) | curses.A_BOLD)

    while True:
        scr.erase()
        scr.bkgd(" ", back)
        for y in range(h):
            scr.addstr(y, 0, " " * (w - 1), back)
        if step == "menu":
            bh, bw = 11, 54
            y0, x0 = (h - bh) // 2, (w - bw) // 2
            frame(y0, x0, bh, bw, "")
            scr.addstr(y0 + 1, x0 + 2, "Select the network you wish to use", grey)
            scr.addstr(y0 + 2, x0 + 4, "┌" + "─" * (bw - 10) + "┐", grey)
            for i, (n, sig, sec) in enumerate(NETS):
                scr.addstr(y0 + 3 + i, x0 + 4, "│", grey)
                row = " %-18s %4s  %-4s " % (n, sig, sec)
                scr.addstr(y0 + 3 + i, x0 + 6, row, sel_a if i == sel else grey)
                scr.addstr(y0 + 3 + i, x0 + bw - 5, "│", grey)
            scr.addstr(y0 + 7, x0 + 4, "└" + "─" * (bw - 10) + "┘", grey)
            buttons(y0 + bh - 2, x0, bw, 0)
            scr.move(y0 + 3 + sel, x0 + 7)
        else:
            bh, bw = 10, 56
            y0, x0 = (h - bh) // 2, (w - bw) // 2
            frame(y0, x0, bh, bw, "")
            if step == "name":
                scr.addstr(y0 + 1, x0 + 2, "Enter a name for the new profile", grey)
                shown = typed
            else:
                scr.addstr(y0 + 1, x0 + 2, "Enter the security key for '%s'" % NETS[sel][0], grey)
                shown = "*" * len(typed)
            scr.addstr(y0 + 4, x0 + 2, "┌" + "─" * (bw - 6) + "┐", grey)
            scr.addstr(y0 + 5, x0 + 2, "│", grey)
            scr.addstr(y0 + 5, x0 + 3, shown.ljust(bw - 6), grey)
            scr.addstr(y0 + 5, x0 + bw - 3, "│", grey)
            scr.addstr(y0 + 6, x0 + 2, "└" + "─" * (bw - 6) + "┘", grey)
            buttons(y0 + bh - 2, x0, bw, 0)
            scr.move(y0 + 5, x0 + 3 + len(shown))
        scr.refresh()
        k = scr.getch()
        if k == 27:
            return
        if step == "menu":
            if k == curses.KEY_DOWN:
                sel = min(sel + 1, len(NETS) - 1)
            elif k == curses.KEY_UP:
                sel = max(sel - 1, 0)
            elif k in (10, 13):
                step, typed = "name", "wlp2s0-" + NETS[sel][0]
        elif k in (10, 13):
            if step == "name":
                step, typed = "key", ""
            else:
                return
        elif k in (127, 8, curses.KEY_BACKSPACE):
            typed = typed[:-1]
        elif 32 <= k < 127:
            typed += chr(k)


PKGS = [("acl", "2.3.1-3", "201 KiB", "access control list - utilities"),
        ("adduser", "3.134", "849 KiB", "add and remove users and groups"),
        ("apt", "2.6.1", "4.2 MiB", "commandline package manager"),
        ("base-files", "12.4+deb12u7", "394 KiB", "Debian base system miscellaneous files"),
        ("bash", "5.2.15-2+b7", "7.0 MiB", "GNU Bourne Again SHell"),
        ("bsdutils", "1:2.38.1-5", "394 KiB", "basic utilities from 4.4BSD-Lite"),
        ("ca-certificates", "20230311", "382 KiB", "Common CA certificates"),
        ("coreutils", "9.1-1", "17.6 MiB", "GNU core utilities"),
        ("curl", "7.88.1-10", "500 KiB", "command line tool for transferring data with URL syntax"),
        ("dash", "0.5.12-2", "191 KiB", "POSIX-compliant shell"),
        ("debconf", "1.5.82", "512 KiB", "Debian configuration management system"),
        ("diffutils", "1:3.8-4", "1.6 MiB", "File comparison utilities")]


def pkgtop(scr):
    colours()
    curses.curs_set(0)
    curses.init_pair(1, curses.COLOR_CYAN, -1)
    curses.init_pair(2, curses.COLOR_BLACK, curses.COLOR_CYAN)
    curses.init_pair(3, curses.COLOR_GREEN, -1)
    scr.keypad(True)
    h, w = scr.getmaxyx()
    cyan, hi, green = curses.color_pair(1), curses.color_pair(2), curses.color_pair(3)
    sel, helping, removing = 0, False, False

    def frame(y0, x0, bh, bw, title):
        scr.addstr(y0, x0, "┌" + "─" * (bw - 2) + "┐", cyan)
        for y in range(y0 + 1, y0 + bh - 1):
            scr.addstr(y, x0, "│", cyan)
            scr.addstr(y, x0 + bw - 1, "│", cyan)
        scr.addstr(y0 + bh - 1, x0, "└" + "─" * (bw - 2) + "┘", cyan)
        scr.addstr(y0, x0 + 1, title, cyan | curses.A_BOLD)

    while True:
        scr.erase()
        frame(0, 0, 5, w // 2, "Disk Usage")
        for i, (m, p) in enumerate((("/", 41), ("/boot", 18), ("/home", 63))):
            bar = int((w // 2 - 16) * p / 100)
            scr.addstr(1 + i, 2, "%-6s" % m)
            scr.addstr(1 + i, 9, "█" * bar, green)
            scr.addstr(1 + i, w // 2 - 6, "%3d%%" % p)
        frame(0, w // 2, 5, w - w // 2, "pkgtop")
        scr.addstr(1, w // 2 + 2, "debian 12 (bookworm)")
        scr.addstr(2, w // 2 + 2, "Installed packages: 312")
        scr.addstr(3, w // 2 + 2, "Updated: 15:02:41")
        frame(5, 0, h - 9, w, "Installed Packages")
        scr.addstr(6, 2, "%-17s %-14s %-9s %s" % ("Name", "Version", "Size", "Description"), curses.A_BOLD)
        for i, (n, v, s, d) in enumerate(PKGS[: h - 12]):
            row = ("%-17s %-14s %-9s %s" % (n, v, s, d))[: w - 4].ljust(w - 4)
            scr.addstr(7 + i, 2, row, hi if i == sel else 0)
        frame(h - 4, 0, 3, w, "")
        scr.addstr(h - 3, 2, "?: help  /: search  i: install  r: remove  u: upgrade  q: quit"[: w - 4])
        if helping:
            bw, bh = 50, 14
            y0, x0 = 5, (w - bw) // 2
            for y in range(y0, y0 + bh):
                scr.addstr(y, x0, " " * bw)
            frame(y0, x0, bh, bw, "Help")
            hl = ["↑/k ↓/j    move the selection", "PgUp PgDn  scroll a page", "/          search packages",
                  "i          install a package", "r          remove the selected package",
                  "u          upgrade the selected package", "s          sort by size", "n          sort by name",
                  "?          show or hide this help", "q ^C       quit"]
            for i, t in enumerate(hl):
                scr.addstr(y0 + 2 + i, x0 + 3, t)
        if removing:
            bw, bh = 44, 7
            y0, x0 = 9, (w - bw) // 2
            for y in range(y0, y0 + bh):
                scr.addstr(y, x0, " " * bw)
            frame(y0, x0, bh, bw, "Remove")
            q = "Remove the package '%s'?" % PKGS[sel][0]
            scr.addstr(y0 + 2, x0 + (bw - len(q)) // 2, q)
            scr.addstr(y0 + 4, x0 + 12, "[ Yes ]")
            scr.addstr(y0 + 4, x0 + 25, "[ No ]", hi)
        scr.refresh()
        k = scr.getch()
        if helping:
            helping = False
        elif removing:
            removing = False
        elif k == ord("q"):
            return
        elif k == ord("?"):
            helping = True
        elif k == ord("r"):
            removing = True
        elif k in (curses.KEY_DOWN, ord("j")):
            sel = min(sel + 1, len(PKGS) - 1)
        elif k in (curses.KEY_UP, ord("k")):
            sel = max(sel - 1, 0)


def main():
    curses.wrapper({"virt-top": virt_top, "xentop": xentop, "systat": systat, "norton-commander": nc,
                    "wifi-menu": wifi_menu, "pkgtop": pkgtop}[sys.argv[1]])


if __name__ == "__main__":
    main()
