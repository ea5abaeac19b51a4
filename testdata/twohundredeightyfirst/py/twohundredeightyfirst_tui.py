"""One full-screen system administration tool imitated, named by the first
argument: a fixture of agentty's twohundredeightyfirst set, whose screens
were never used to tune the mode classifier. Each draws what a tool that
cannot run here draws (its words, layout, boxes, colours, reverse video,
cursor) at its moments: a firewall's configuration menus, a disk wiper's
device list, method list and progress, a security distribution's setup
dialogs, and a package's configuration dialogs. Keys are read one at a
time, raw, not echoed. Runs with Debian's python3 and its standard library
only (curses)."""

import curses
import os
import sys
import time

os.environ.setdefault("ESCDELAY", "25")

ENTER = (10, 13, curses.KEY_ENTER)
ESC = 27
BACKSPACE = (8, 127, curses.KEY_BACKSPACE)

(WB, BW, RW, YB, CB, WBOLD, GB, BC) = range(1, 9)


def cp(n):
    return curses.color_pair(n) if curses.has_colors() else 0


def colours():
    if not curses.has_colors():
        return
    curses.start_color()
    curses.init_pair(WB, curses.COLOR_WHITE, curses.COLOR_BLUE)
    curses.init_pair(BW, curses.COLOR_BLACK, curses.COLOR_WHITE)
    curses.init_pair(RW, curses.COLOR_WHITE, curses.COLOR_RED)
    curses.init_pair(YB, curses.COLOR_YELLOW, curses.COLOR_BLUE)
    curses.init_pair(CB, curses.COLOR_CYAN, curses.COLOR_BLUE)
    curses.init_pair(WBOLD, curses.COLOR_WHITE, curses.COLOR_BLUE)
    curses.init_pair(GB, curses.COLOR_GREEN, curses.COLOR_BLUE)
    curses.init_pair(BC, curses.COLOR_BLACK, curses.COLOR_CYAN)


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


def fill(scr, attr):
    h, w = scr.getmaxyx()
    for y in range(h):
        put(scr, y, 0, " " * w, attr)


def box(scr, y, x, hh, ww, attr, title="", tattr=None):
    """Draws a box of line characters filled with attr's colour."""
    put(scr, y, x, "┌" + "─" * (ww - 2) + "┐", attr)
    for i in range(1, hh - 1):
        put(scr, y + i, x, "│" + " " * (ww - 2) + "│", attr)
    put(scr, y + hh - 1, x, "└" + "─" * (ww - 2) + "┘", attr)
    if title:
        t = " " + title + " "
        put(scr, y, x + (ww - len(t)) // 2, t, tattr if tattr is not None else attr)


def shadow(scr, y, x, hh, ww):
    for i in range(1, hh + 1):
        put(scr, y + i, x + ww, "  ", curses.A_NORMAL)
    put(scr, y + hh, x + 2, " " * ww, curses.A_NORMAL)


def wrap(text, width):
    out = []
    for para in text.split("\n"):
        line = ""
        for word in para.split(" "):
            if not word:
                continue
            if line and len(line) + 1 + len(word) > width:
                out.append(line)
                line = word
            else:
                line = word if not line else line + " " + word
        out.append(line)
    return out


# --- whiptail-style dialogs (newt): blue ground, grey window, red focus ---


class Newt:
    def __init__(self, scr, backtitle):
        self.scr = scr
        self.backtitle = backtitle

    def ground(self):
        fill(self.scr, cp(WB))
        put(self.scr, 0, 1, self.backtitle, cp(WB) | curses.A_BOLD)

    def window(self, title, text, hh, ww):
        h, w = self.scr.getmaxyx()
        y, x = (h - hh) // 2, (w - ww) // 2
        box(self.scr, y, x, hh, ww, cp(BW), title, cp(RW) | curses.A_BOLD)
        shadow(self.scr, y, x, hh, ww)
        lines = wrap(text, ww - 4)
        for i, l in enumerate(lines):
            put(self.scr, y + 1 + i, x + 2, l, cp(BW))
        return y, x, len(lines)

    def buttons(self, y, x, ww, names, focus):
        n = len(names)
        slot = ww // n
        for i, b in enumerate(names):
            label = "<" + b + ">"
            bx = x + slot * i + (slot - len(label)) // 2
            put(self.scr, y, bx, label, cp(RW) if i == focus else cp(BW))
            if i == focus:
                self.focus_at = (y, bx + 1)

    def yesno(self, title, text, focus=0):
        self.ground()
        ww = 64
        lines = wrap(text, ww - 4)
        hh = len(lines) + 5
        y, x, n = self.window(title, text, hh, ww)
        self.buttons(y + hh - 2, x, ww, ["Yes", "No"], focus)
        self.scr.move(*self.focus_at)
        self.scr.refresh()

    def msgbox(self, title, text):
        self.ground()
        ww = 64
        lines = wrap(text, ww - 4)
        hh = len(lines) + 5
        y, x, n = self.window(title, text, hh, ww)
        self.buttons(y + hh - 2, x, ww, ["Ok"], 0)
        self.scr.move(*self.focus_at)
        self.scr.refresh()

    def listbox(self, title, text, items, at, marks=None, radio=False, listh=None):
        """items: (tag, description); marks: set of ticked indexes."""
        self.ground()
        ww = 72
        lines = wrap(text, ww - 4)
        listh = listh or min(len(items), 8)
        hh = len(lines) + listh + 6
        y, x, n = self.window(title, text, hh, ww)
        top = max(0, at - listh + 1)
        ly = y + 1 + n + 1
        tagw = max(len(t) for t, _ in items)
        for i in range(listh):
            k = top + i
            if k >= len(items):
                break
            tag, desc = items[k]
            if marks is not None:
                on = k in marks
                mark = ("(*)" if on else "( )") if radio else ("[*]" if on else "[ ]")
                row = "%s %-*s  %s" % (mark, tagw, tag, desc)
            else:
                row = "%-*s  %s" % (tagw, tag, desc)
            row = row[: ww - 8]
            attr = cp(RW) if k == at else cp(BW)
            put(self.scr, ly + i, x + 4, row.ljust(ww - 8), attr)
            if k == at:
                cur = (ly + i, x + 5 if marks is not None else x + 4)
        if len(items) > listh:
            put(self.scr, ly + listh - 1, x + ww - 4, "▒" if top + listh < len(items) else " ", cp(BW))
        self.buttons(y + hh - 2, x, ww, ["Ok", "Cancel"], -1)
        self.scr.move(*cur)
        self.scr.refresh()

    def entry(self, title, text, value, secret=False):
        self.ground()
        ww = 64
        lines = wrap(text, ww - 4)
        hh = len(lines) + 7
        y, x, n = self.window(title, text, hh, ww)
        fy = y + 1 + n + 1
        shown = "*" * len(value) if secret else value
        put(self.scr, fy, x + 2, shown.ljust(ww - 4), cp(WB))
        self.buttons(y + hh - 2, x, ww, ["Ok", "Cancel"], -1)
        self.scr.move(fy, x + 2 + len(shown))
        self.scr.refresh()

    def gauge(self, title, text, pct):
        self.ground()
        ww = 70
        lines = wrap(text, ww - 4)
        hh = len(lines) + 5
        y, x, n = self.window(title, text, hh, ww)
        bw = ww - 6
        done = bw * pct // 100
        label = "%3d%%" % pct
        bar = [" "] * bw
        for i, c in enumerate(label):
            bar[(bw - len(label)) // 2 + i] = c
        gy = y + 1 + n + 1
        put(self.scr, gy, x + 3, "".join(bar[:done]), cp(WB))
        put(self.scr, gy, x + 3 + done, "".join(bar[done:]), cp(BW))
        self.scr.refresh()


def read_line(scr, draw, value, secret=False):
    """Edits value with keys until Enter, redrawing with draw(value)."""
    while True:
        draw(value)
        k = scr.getch()
        if k in ENTER:
            return value
        if k in BACKSPACE:
            value = value[:-1]
        elif 32 <= k < 127:
            value += chr(k)


def idle(scr):
    while True:
        scr.getch()


# --- so-setup (Security Onion's setup, whiptail dialogs) ---

def so_setup(scr):
    nt = Newt(scr, "Security Onion Setup")
    nt.yesno("Security Onion Setup",
             "Welcome to Security Onion Setup!\n\nThis setup will walk you through configuring this "
             "machine as a Security Onion node. It will install packages and change the network "
             "configuration.\n\nWould you like to continue?")
    while scr.getch() not in ENTER:
        pass
    types = [("EVAL", "Evaluation mode (not for production)"),
             ("STANDALONE", "Standalone production install"),
             ("IMPORT", "Import PCAP or log files"),
             ("DISTRIBUTED", "Distributed install submenu"),
             ("DESKTOP", "Install Security Onion Desktop")]
    at, on = 0, 0
    while True:
        nt.listbox("Install Type", "What kind of installation would you like to do?\n\n"
                   "Press SPACE to select an option, then ENTER to continue.", types, at, {on}, radio=True)
        k = scr.getch()
        if k == curses.KEY_DOWN:
            at = min(at + 1, len(types) - 1)
        elif k == curses.KEY_UP:
            at = max(at - 1, 0)
        elif k == ord(" "):
            on = at
        elif k in ENTER:
            break
    read_line(scr, lambda v: nt.entry("Hostname", "Enter the hostname (not FQDN) you would like to set:", v),
              "securityonion")
    read_line(scr, lambda v: nt.entry("Web Admin Password", "Enter a password for the web admin user:", v, True),
              "", True)
    nt.msgbox("Minimum Requirements",
              "This machine has 8GB of RAM. Security Onion requires at least 12GB of RAM for an "
              "EVAL install. Setup will continue, but performance may suffer.")
    while scr.getch() not in ENTER:
        pass
    pct = 3
    scr.nodelay(True)
    steps = ["Installing salt", "Configuring firewall", "Downloading containers", "Configuring Elasticsearch"]
    while True:
        nt.gauge("Security Onion Setup", "%s...\n\nPlease wait while Security Onion is installed."
                 % steps[(pct // 10) % len(steps)], pct)
        scr.getch()
        time.sleep(0.4)
        pct = min(pct + 1, 96)


# --- localepurge's configuration (debconf's whiptail front end) ---

def localepurge(scr):
    nt = Newt(scr, "Package configuration")
    title = "Configuring localepurge"
    locales = ["aa", "af", "am", "an", "ar", "be", "bg", "bn", "br", "ca", "cs", "cy", "da", "de",
               "de_DE.UTF-8", "el", "en", "en_GB.UTF-8", "en_US.UTF-8", "eo", "es", "et", "fr"]
    items = [(l, "") for l in locales]
    marks = {locales.index("en"), locales.index("en_US.UTF-8")}
    at = 0
    text = ("localepurge will remove all locale files from your system but the ones for the "
            "language codes you select here. Usually this is the language you use and maybe "
            "some others.\n\nLocale files to keep on this system:")
    while True:
        nt.listbox(title, text, items, at, marks, listh=8)
        k = scr.getch()
        if k == curses.KEY_DOWN:
            at = min(at + 1, len(items) - 1)
        elif k == curses.KEY_UP:
            at = max(at - 1, 0)
        elif k == ord(" "):
            marks ^= {at}
        elif k in ENTER:
            break
    for q in ["dpkg supports --path-exclude and --path-include options to filter files from "
              "packages being installed. localepurge can configure dpkg to skip the locale files "
              "you did not select, so they are never installed.\n\nUse dpkg --path-exclude?",
              "If you are short of disk space, localepurge can also delete localized man pages "
              "of the languages you did not select.\n\nAlso delete localized man pages?",
              "localepurge can inform you about new locales found on the system, so you can "
              "decide to keep them.\n\nInform about new locales?"]:
        nt.yesno(title, q)
        while scr.getch() not in ENTER:
            pass
    idle(scr)


# --- vuurmuur_conf (Vuurmuur's ncurses configuration) ---

VMENU = ["Rules", "Zones", "Interfaces", "Services", "Vrmr Options", "Logview", "Status",
         "Connections", "Bandwidth usage", "Application Settings", "About", "Quit"]
VHELP = ["Edit the firewall rules.", "Edit zones, networks, hosts and groups.",
         "Edit the network interfaces.", "Edit services (ports and protocols).",
         "Edit Vuurmuur options.", "View the logs.", "View the status of the firewall.",
         "View the connections.", "View the bandwidth usage.", "Edit the settings of Vuurmuur_conf.",
         "About Vuurmuur.", "Quit Vuurmuur_conf."]


def vground(scr, keys):
    fill(scr, cp(WB))
    put(scr, 0, 0, " Vuurmuur_conf 0.8 ".ljust(80), cp(BC))
    h, w = scr.getmaxyx()
    put(scr, h - 1, 0, keys.ljust(w), cp(BC))


def vuurmuur(scr):
    at = 0
    while True:
        vground(scr, " [F10] Quit   [F12] Help")
        box(scr, 3, 26, len(VMENU) + 4, 28, cp(WB) | curses.A_BOLD, "Main Menu", cp(YB) | curses.A_BOLD)
        for i, m in enumerate(VMENU):
            put(scr, 5 + i, 28, (" " + m).ljust(24), cp(BW) if i == at else cp(WB) | curses.A_BOLD)
        put(scr, 21, 2, VHELP[at], cp(YB) | curses.A_BOLD)
        scr.move(5 + at, 29)
        scr.refresh()
        k = scr.getch()
        if k == curses.KEY_DOWN:
            at = min(at + 1, len(VMENU) - 1)
        elif k == curses.KEY_UP:
            at = max(at - 1, 0)
        elif k in ENTER and VMENU[at] == "Rules":
            rules(scr)
        elif k in ENTER and VMENU[at] == "Interfaces":
            interfaces(scr)


RULES = [("1", "accept", "ssh", "lan.int", "firewall", ""),
         ("2", "accept", "dns", "lan.int", "world.ext", ""),
         ("3", "accept", "http", "lan.int", "world.ext", ""),
         ("4", "accept", "https", "lan.int", "world.ext", ""),
         ("5", "snat", "any", "lan.int", "world.ext", "via eth0"),
         ("6", "portfw", "https", "world.ext", "webserver.dmz.int", "remoteport=443"),
         ("7", "drop", "netbios-ns", "any", "any", "log")]


def draw_rules(scr, at):
    vground(scr, " [INS] New  [DEL] Remove  [RET] Edit  [F4] Search  [F10] Back")
    box(scr, 1, 0, 21, 80, cp(WB) | curses.A_BOLD, "Rules", cp(YB) | curses.A_BOLD)
    put(scr, 2, 2, "%-4s %-8s %-12s %-14s %-20s %s" % ("Nr", "Action", "Service", "Source", "Destination", "Options"),
        cp(YB) | curses.A_BOLD)
    for i, r in enumerate(RULES):
        put(scr, 3 + i, 2, ("%-4s %-8s %-12s %-14s %-20s %s" % r).ljust(76),
            cp(BW) if i == at else cp(WB))
    return 3 + at


def rules(scr):
    at = 0
    while True:
        row = draw_rules(scr, at)
        scr.move(row, 2)
        scr.refresh()
        k = scr.getch()
        if k == curses.KEY_DOWN:
            at = min(at + 1, len(RULES) - 1)
        elif k == curses.KEY_UP:
            at = max(at - 1, 0)
        elif k == curses.KEY_DC:
            focus = 1
            while True:
                draw_rules(scr, at)
                box(scr, 9, 15, 7, 50, cp(RW) | curses.A_BOLD, "Confirm", cp(RW) | curses.A_BOLD)
                put(scr, 11, 18, "Are you sure you want to delete this rule?", cp(RW) | curses.A_BOLD)
                put(scr, 13, 29, " Yes ", cp(BW) if focus == 0 else cp(RW))
                put(scr, 13, 44, " No ", cp(BW) if focus == 1 else cp(RW))
                scr.move(13, 30 if focus == 0 else 45)
                scr.refresh()
                k = scr.getch()
                if k in (curses.KEY_LEFT, curses.KEY_RIGHT, 9):
                    focus ^= 1
                elif k in ENTER:
                    break
        elif k == curses.KEY_F10:
            return


def interfaces(scr):
    ifs = [("lan", "eth1", "192.168.1.1", "Active"), ("world", "eth0", "dynamic", "Active"),
           ("dmz", "eth2", "10.0.0.1", "Inactive")]
    vground(scr, " [INS] New  [DEL] Remove  [r] Rename  [RET] Edit  [F10] Back")
    box(scr, 3, 10, 9, 60, cp(WB) | curses.A_BOLD, "Interfaces", cp(YB) | curses.A_BOLD)
    put(scr, 4, 12, "%-12s %-10s %-16s %s" % ("Interface", "Device", "IP address", "Status"), cp(YB) | curses.A_BOLD)
    for i, r in enumerate(ifs):
        put(scr, 5 + i, 12, ("%-12s %-10s %-16s %s" % r).ljust(56), cp(BW) if i == 0 else cp(WB))
    scr.move(5, 12)
    scr.refresh()
    while True:
        k = scr.getch()
        if k == curses.KEY_IC:
            break
        if k == curses.KEY_F10:
            return

    def draw(v):
        box(scr, 9, 14, 7, 52, cp(BW), "New Interface", cp(BW) | curses.A_BOLD)
        put(scr, 10, 16, "Please enter the name of the new interface", cp(BW))
        put(scr, 11, 16, "(e.g. lan, wan, dmz):", cp(BW))
        put(scr, 13, 16, v.ljust(32), cp(WB) | curses.A_UNDERLINE)
        scr.move(13, 16 + len(v))
        scr.refresh()
    read_line(scr, draw, "")
    idle(scr)


# --- DBAN (Darik's Boot and Nuke 2.3.0) ---

DISKS = ["ATA Disk  WDC WD5000AAKX-0  465GB   WD-WCC2EK123456",
         "ATA Disk  ST1000DM003-1CH1  931GB   Z1D4ABCD",
         "ATA Disk  SAMSUNG SSD 850   232GB   S21PNXAG401234",
         "USB Disk  SanDisk Cruzer    14GB    4C530001171121"]
METHODS = ["Quick Erase", "RCMP TSSIT OPS-II", "DoD Short", "DoD 5220.22-M", "Gutmann Wipe", "PRNG Stream"]
PASSES = {"Quick Erase": 1, "RCMP TSSIT OPS-II": 8, "DoD Short": 3, "DoD 5220.22-M": 7,
          "Gutmann Wipe": 35, "PRNG Stream": 4}
MHELP = ["Security Level: Low (1 pass)\n\nThis method fills the device with zeros. Use it on a device "
         "that you will reuse inside your organisation.",
         "Security Level: Medium (8 passes)\n\nRoyal Canadian Mounted Police Technical Security "
         "Standard, OPS-II.",
         "Security Level: Medium (3 passes)\n\nThe American Department of Defense 5220.22-M short "
         "wipe, passes 1, 2 and 7 of the long one.",
         "Security Level: Medium (7 passes)\n\nThe American Department of Defense 5220.22-M "
         "standard wipe.",
         "Security Level: High (35 passes)\n\nPeter Gutmann's method, for old drives of many "
         "encodings.",
         "Security Level: Medium (4 passes)\n\nThis method fills the device with a stream from "
         "the PRNG."]


def dban_frame(scr, method, stats=None):
    fill(scr, cp(WB))
    put(scr, 0, 0, " Darik's Boot and Nuke 2.3.0 (beta)".ljust(80), cp(BW))
    box(scr, 1, 0, 7, 44, cp(WB) | curses.A_BOLD, "Options", cp(WB) | curses.A_BOLD)
    put(scr, 2, 2, "Entropy: Linux Kernel (urandom)", cp(WB))
    put(scr, 3, 2, "PRNG:    Mersenne Twister (mt19937ar-cok)", cp(WB))
    put(scr, 4, 2, "Method:  " + method, cp(WB))
    put(scr, 5, 2, "Verify:  Last Pass", cp(WB))
    put(scr, 6, 2, "Rounds:  1", cp(WB))
    box(scr, 1, 44, 7, 36, cp(WB) | curses.A_BOLD, "Statistics", cp(WB) | curses.A_BOLD)
    s = stats or {}
    put(scr, 2, 46, "Runtime:       " + s.get("run", ""), cp(WB))
    put(scr, 3, 46, "Remaining:     " + s.get("left", ""), cp(WB))
    put(scr, 4, 46, "Load Averages: " + s.get("load", ""), cp(WB))
    put(scr, 5, 46, "Throughput:    " + s.get("tput", ""), cp(WB))
    put(scr, 6, 46, "Errors:        " + s.get("err", ""), cp(WB))
    box(scr, 8, 0, 15, 80, cp(WB) | curses.A_BOLD)


def dban(scr):
    at, marks, method = 0, set(), 2
    while True:
        dban_frame(scr, METHODS[method])
        for i, d in enumerate(DISKS):
            mark = "[wipe]" if i in marks else "[    ]"
            put(scr, 9 + i, 2, (" " + mark + " " + d).ljust(76), cp(BW) if i == at else cp(WB))
        put(scr, 23, 0, " P=PRNG  M=Method  V=Verify  R=Rounds  J=Up K=Down  Space=Select  F10=Start".ljust(79), cp(BW))
        scr.move(9 + at, 4)
        scr.refresh()
        k = scr.getch()
        if k in (curses.KEY_DOWN, ord("k")):
            at = min(at + 1, len(DISKS) - 1)
        elif k in (curses.KEY_UP, ord("j")):
            at = max(at - 1, 0)
        elif k == ord(" "):
            marks ^= {at}
        elif k in (ord("m"), ord("M")):
            method = dban_method(scr, method)
        elif k == curses.KEY_F10 and marks:
            break
    dban_wipe(scr, marks, METHODS[method])


def dban_method(scr, method):
    at = method
    while True:
        dban_frame(scr, METHODS[method])
        for i, m in enumerate(METHODS):
            put(scr, 9 + i, 2, ("  " + m).ljust(28), cp(BW) if i == at else cp(WB))
        for i, l in enumerate(wrap(MHELP[at], 44)):
            put(scr, 9 + i, 33, l, cp(WB))
        put(scr, 23, 0, " J=Up K=Down  Space=Select".ljust(79), cp(BW))
        scr.move(9 + at, 4)
        scr.refresh()
        k = scr.getch()
        if k in (curses.KEY_DOWN, ord("k")):
            at = min(at + 1, len(METHODS) - 1)
        elif k in (curses.KEY_UP, ord("j")):
            at = max(at - 1, 0)
        elif k in (ord(" "), *ENTER):
            return at


def dban_wipe(scr, marks, method):
    t0 = time.time()
    scr.nodelay(True)
    curses.curs_set(0)
    while True:
        el = int(time.time() - t0) + 12
        pct = min(0.37 * el, 99.0)
        dban_frame(scr, method, {"run": "00:00:%02d" % (el % 60), "left": "02:%02d:%02d" % (59 - el // 60 % 60, 59 - el % 60),
                                 "load": "1.12 0.74 0.30", "tput": "%d MB/s" % (180 + el % 7), "err": "0"})
        y = 9
        for i in sorted(marks):
            put(scr, y, 2, "[wipe] " + DISKS[i], cp(WB) | curses.A_BOLD)
            put(scr, y + 1, 4, "[%05.2f%%, round 1 of 1, pass 1 of %d] [writing] [%d MB/s]" % (pct, PASSES[method], 180 + el % 7), cp(WB))
            y += 3
        put(scr, 23, 0, " " * 79, cp(BW))
        scr.refresh()
        scr.getch()
        time.sleep(0.5)


TOOLS = {"so-setup": so_setup, "localepurge": localepurge, "vuurmuur": vuurmuur, "dban": dban}


def main(scr):
    colours()
    scr.keypad(True)
    curses.raw()
    curses.noecho()
    TOOLS[sys.argv[1]](scr)


if __name__ == "__main__":
    curses.wrapper(main)
