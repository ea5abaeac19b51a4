#!/usr/bin/env python3
"""The hundredth set's imitations: each draws what a program that cannot
run here draws at one of its moments. The first argument names the
program imitated; the rest are its own."""
import curses
import getpass
import os
import sys


def text_of(path):
    try:
        with open(path) as f:
            return f.read().splitlines()
    except OSError:
        return []


# qbasic-like: QBasic's editor (the MS-DOS EDIT of the same family).
def qbasic(stdscr, path):
    curses.curs_set(1)
    curses.raw()
    curses.start_color()
    curses.init_pair(1, curses.COLOR_BLACK, curses.COLOR_WHITE)
    curses.init_pair(2, curses.COLOR_WHITE, curses.COLOR_BLUE)
    curses.init_pair(3, curses.COLOR_BLACK, curses.COLOR_CYAN)
    curses.init_pair(4, curses.COLOR_WHITE, curses.COLOR_BLACK)
    lines = text_of(path) or [""]
    name = os.path.basename(path).upper()
    h, w = stdscr.getmaxyx()
    y = x = 0
    dirty = False
    dialog = False

    def draw():
        stdscr.bkgd(" ", curses.color_pair(2))
        stdscr.erase()
        stdscr.addstr(0, 0, " " * w, curses.color_pair(1))
        stdscr.addstr(0, 2, "File  Edit  View  Search  Run  Debug  Options", curses.color_pair(1))
        stdscr.addstr(0, w - 6, "Help", curses.color_pair(1))
        stdscr.addstr(1, 0, "┌" + "─" * (w - 2) + "┐", curses.color_pair(2))
        t = " " + name + " "
        stdscr.addstr(1, (w - len(t)) // 2, t, curses.color_pair(1))
        stdscr.addstr(1, w - 5, "┤↑├", curses.color_pair(2))
        for r in range(2, h - 3):
            stdscr.addstr(r, 0, "│", curses.color_pair(2))
            stdscr.addstr(r, w - 1, "│", curses.color_pair(2))
            i = r - 2
            if i < len(lines):
                stdscr.addstr(r, 1, lines[i][: w - 2], curses.color_pair(2))
        stdscr.addstr(h - 3, 0, "├" + "─" * (w - 2) + "┤", curses.color_pair(2))
        stdscr.addstr(h - 3, (w - 11) // 2, " Immediate ", curses.color_pair(2))
        stdscr.addstr(h - 2, 0, "│" + " " * (w - 2) + "│", curses.color_pair(2))
        foot = " <Shift+F1=Help> <F6=Window> <F2=Subs> <F5=Run> <F8=Step>"
        pos = "%05d:%03d " % (y + 1, x + 1)
        stdscr.insstr(h - 1, 0, foot.ljust(w - len(pos) - 1) + "│" + pos, curses.color_pair(3))
        if dialog:
            bw, bh = 52, 7
            by, bx = (h - bh) // 2, (w - bw) // 2
            for r in range(bh):
                stdscr.addstr(by + r, bx, " " * bw, curses.color_pair(1))
                stdscr.addstr(by + r + 1, bx + bw, "  ", curses.color_pair(4))
            stdscr.addstr(by + bh, bx + 2, " " * bw, curses.color_pair(4))
            stdscr.addstr(by, bx, "┌" + "─" * (bw - 2) + "┐", curses.color_pair(1))
            stdscr.addstr(by + 1, bx, "│", curses.color_pair(1))
            stdscr.addstr(by + 1, bx + bw - 1, "│", curses.color_pair(1))
            msg = "Loaded file is not saved. Save it now?"
            stdscr.addstr(by + 2, bx, "│", curses.color_pair(1))
            stdscr.addstr(by + 2, bx + (bw - len(msg)) // 2, msg, curses.color_pair(1))
            stdscr.addstr(by + 2, bx + bw - 1, "│", curses.color_pair(1))
            stdscr.addstr(by + 3, bx, "│", curses.color_pair(1))
            stdscr.addstr(by + 3, bx + bw - 1, "│", curses.color_pair(1))
            stdscr.addstr(by + 4, bx, "├" + "─" * (bw - 2) + "┤", curses.color_pair(1))
            stdscr.addstr(by + 5, bx, "│", curses.color_pair(1))
            stdscr.addstr(by + 5, bx + bw - 1, "│", curses.color_pair(1))
            btns = "< Yes >    < No >    < Cancel >    < Help >"
            bx0 = bx + (bw - len(btns)) // 2
            stdscr.addstr(by + 5, bx0, btns, curses.color_pair(1))
            stdscr.addstr(by + 6, bx, "└" + "─" * (bw - 2) + "┘", curses.color_pair(1))
            stdscr.addstr(h - 1, 0, " F1=Help   Enter=Execute   Esc=Cancel   Tab=Next Field   Arrow=Next Item".ljust(w - 1), curses.color_pair(3))
            stdscr.move(by + 5, bx0 + 2)
        else:
            stdscr.move(2 + y, 1 + x)
        stdscr.refresh()

    while True:
        draw()
        c = stdscr.get_wch()
        if dialog:
            if c in ("n", "N", "\x1b"):
                return
            continue
        if c == "\x18" or c == "\x11" or c == curses.KEY_F10:  # ^X/^Q/F10: quit
            if dirty:
                dialog = True
                continue
            return
        if c == curses.KEY_DOWN:
            y = min(y + 1, len(lines) - 1)
            x = min(x, len(lines[y]))
        elif c == curses.KEY_UP:
            y = max(y - 1, 0)
            x = min(x, len(lines[y]))
        elif c == curses.KEY_RIGHT:
            x = min(x + 1, len(lines[y]))
        elif c == curses.KEY_LEFT:
            x = max(x - 1, 0)
        elif isinstance(c, str) and c.isprintable():
            lines[y] = lines[y][:x] + c + lines[y][x:]
            x += 1
            dirty = True


# lotus-like: Lotus 1-2-3's worksheet (its control panel of three rows,
# its mode indicator, reversed column letters and row numbers).
def lotus(stdscr, path):
    curses.curs_set(1)
    curses.raw()
    curses.noecho()
    cells = {(0, 0): "'Region", (1, 0): "'Q1", (2, 0): "'Q2",
             (0, 1): "'North", (1, 1): "1200", (2, 1): "1350",
             (0, 2): "'South", (1, 2): "980", (2, 2): "1045",
             (0, 3): "'Total", (1, 3): "@SUM(B2..B3)"}
    vals = {(1, 3): "2180"}
    col, row = 1, 3
    entry = ""
    h, w = stdscr.getmaxyx()

    def draw():
        stdscr.erase()
        ref = "%s%d" % ("ABCDEFGH"[col], row + 1)
        cur = cells.get((col, row), "")
        stdscr.addstr(0, 0, "%s: %s" % (ref, cur))
        mode = "VALUE" if entry and entry[0].isdigit() else ("LABEL" if entry else "READY")
        stdscr.addstr(0, w - 8, mode, curses.A_REVERSE)
        stdscr.addstr(1, 0, entry)
        stdscr.addstr(3, 0, "    ", curses.A_REVERSE)
        for i in range(8):
            stdscr.addstr(3, 4 + i * 9, "    %s    " % "ABCDEFGH"[i], curses.A_REVERSE)
        for r in range(h - 5):
            stdscr.addstr(4 + r, 0, "%-4d" % (r + 1), curses.A_REVERSE)
            for i in range(8):
                v = cells.get((i, r))
                if v is None:
                    continue
                v = vals.get((i, r), v)
                s = v[1:].ljust(9) if v.startswith("'") else v.rjust(9)
                attr = curses.A_REVERSE if (i, r) == (col, row) else 0
                stdscr.addstr(4 + r, 4 + i * 9, s[:9], attr)
        if (col, row) not in cells:
            stdscr.addstr(4 + row, 4 + col * 9, " " * 9, curses.A_REVERSE)
        stdscr.addstr(h - 1, 0, os.path.basename(path).upper())
        stdscr.addstr(h - 1, 60, "26-Nov-26  09:14 PM")
        if entry:
            stdscr.move(1, len(entry))
        else:
            stdscr.move(4 + row, 4 + col * 9)
        stdscr.refresh()

    while True:
        draw()
        c = stdscr.get_wch()
        if c == "\x11":
            return
        if c == curses.KEY_DOWN:
            row += 1
        elif c == curses.KEY_UP:
            row = max(0, row - 1)
        elif c == curses.KEY_RIGHT:
            col = min(7, col + 1)
        elif c == curses.KEY_LEFT:
            col = max(0, col - 1)
        elif c in ("\n", "\r"):
            if entry:
                cells[(col, row)] = entry if entry[0].isdigit() else "'" + entry
                entry = ""
        elif isinstance(c, str) and c.isprintable():
            entry += c


# hpux-more-like: HP-UX's more, its prompt `--More--(NN%)` reversed.
def more(path):
    import termios
    import tty
    lines = text_of(path)
    lines = (lines * 90)[:90] if lines else ["(empty)"] * 90
    fd = sys.stdin.fileno()
    old = termios.tcgetattr(fd)
    pos = 0
    try:
        tty.setcbreak(fd)
        new = termios.tcgetattr(fd)
        new[3] &= ~termios.ECHO
        termios.tcsetattr(fd, termios.TCSANOW, new)
        page = 23
        first = True
        while pos < len(lines):
            n = page if first else page - 1
            for l in lines[pos:pos + n]:
                sys.stdout.write(l + "\n")
            first = False
            pos += n
            if pos >= len(lines):
                break
            pct = pos * 100 // len(lines)
            sys.stdout.write("\x1b[7m--More--(%d%%)\x1b[m" % pct)
            sys.stdout.flush()
            c = os.read(fd, 1)
            sys.stdout.write("\r\x1b[K")
            if c in (b"q", b"Q"):
                break
    finally:
        termios.tcsetattr(fd, termios.TCSANOW, old)


# tmsh-like: F5's traffic management shell.
def tmsh():
    import readline  # noqa: F401  (line editing, as tmsh's own)
    prompt = "root@(bigip1)(cfg-sync Standalone)(Active)(/Common)(tmos)# "
    while True:
        try:
            line = input(prompt)
        except EOFError:
            return
        line = line.strip()
        if line == "quit":
            return
        if line == "show sys version":
            print()
            print("Sys::Version")
            print("Main Package")
            print("  Product     BIG-IP")
            print("  Version     16.1.3")
            print("  Build       0.0.12")
            print("  Edition     Final")
            print("  Date        Fri Jun 10 11:19:44 PDT 2022")
            print()
        elif line.startswith("modify auth password"):
            user = line.split()[-1]
            print("changing password for " + user)
            a = getpass.getpass("new password: ")
            b = getpass.getpass("confirm password: ")
            if a != b:
                print("Sorry, passwords do not match.")
        elif line:
            print('Syntax Error: "%s" unknown command' % line.split()[0])


# pfsense-like: pfSense's console menu.
def pfsense():
    menu = [
        ("0", "Logout (SSH only)", "9", "pfTop"),
        ("1", "Assign Interfaces", "10", "Filter Logs"),
        ("2", "Set interface(s) IP address", "11", "Restart webConfigurator"),
        ("3", "Reset webConfigurator password", "12", "PHP shell + pfSense tools"),
        ("4", "Reset to factory defaults", "13", "Update from console"),
        ("5", "Reboot system", "14", "Enable Secure Shell (sshd)"),
        ("6", "Halt system", "15", "Restore recent configuration"),
        ("7", "Ping host", "16", "Restart PHP-FPM"),
        ("8", "Shell", "", ""),
    ]
    while True:
        print("VMware Virtual Machine - Netgate Device ID: 3f0c8a1d2e4b5a6c7d8e")
        print()
        print("*** Welcome to pfSense 2.6.0-RELEASE (amd64) on pfSense ***")
        print()
        print(" WAN (wan)       -> em0        -> v4/DHCP4: 192.168.1.50/24")
        print(" LAN (lan)       -> em1        -> v4: 10.0.0.1/24")
        print()
        for a, b, c, d in menu:
            left = " %s) %s" % (a, b)
            right = ("%s) %s" % (c, d)) if c else ""
            print("%-40s%s" % (left, right.rjust(len(right) + (2 - len(c)))))
        print()
        try:
            ch = input("Enter an option: ")
        except EOFError:
            return
        ch = ch.strip()
        if ch == "5":
            print()
            print()
            try:
                a = input("pfSense will reboot. This may take a few minutes, depending on your hardware.\nDo you want to proceed [y|n]? ")
            except EOFError:
                return
            if a.strip().lower() == "y":
                print("pfSense is rebooting now.")
                return
        print()


# yast-like: YaST's ncurses control center.
def yast(stdscr):
    curses.curs_set(0)
    curses.start_color()
    curses.init_pair(1, curses.COLOR_WHITE, curses.COLOR_BLUE)
    curses.init_pair(2, curses.COLOR_BLACK, curses.COLOR_CYAN)
    curses.init_pair(3, curses.COLOR_YELLOW, curses.COLOR_BLUE)
    curses.init_pair(4, curses.COLOR_CYAN, curses.COLOR_BLUE)
    groups = ["Software", "System", "Hardware", "Network Services", "Security and Users",
              "Virtualization", "Support", "Miscellaneous"]
    mods = {
        "Software": ["Add-On Products", "Media Check", "Online Update", "Software Management", "Software Repositories"],
        "System": ["/etc/sysconfig Editor", "Boot Loader", "Date and Time", "Kernel Settings", "Language", "Network Settings", "Services Manager"],
        "Hardware": ["Hardware Information", "Printer", "Sound", "System Keyboard Layout"],
        "Network Services": ["Hostnames", "NFS Client", "NTP Configuration", "Proxy"],
        "Security and Users": ["Firewall", "Security Center", "User and Group Management"],
        "Virtualization": ["Install Hypervisor and Tools"],
        "Support": ["Release Notes", "Support"],
        "Miscellaneous": ["Vendor Driver CD"],
    }
    g = 0
    h, w = stdscr.getmaxyx()
    stdscr.keypad(True)
    while True:
        stdscr.bkgd(" ", curses.color_pair(1))
        stdscr.erase()
        stdscr.addstr(0, 0, "YaST2 - control @ linux-host".ljust(w), curses.color_pair(1) | curses.A_BOLD)
        stdscr.addstr(1, 1, "YaST Control Center", curses.color_pair(3) | curses.A_BOLD)
        stdscr.addstr(3, 1, "┌" + "─" * 24 + "┐", curses.color_pair(1))
        stdscr.addstr(3, 28, "┌" + "─" * 48 + "┐", curses.color_pair(1))
        for r in range(4, h - 4):
            stdscr.addstr(r, 1, "│", curses.color_pair(1))
            stdscr.addstr(r, 26, "│", curses.color_pair(1))
            stdscr.addstr(r, 28, "│", curses.color_pair(1))
            stdscr.addstr(r, 77, "│", curses.color_pair(1))
        stdscr.addstr(h - 4, 1, "└" + "─" * 24 + "┘", curses.color_pair(1))
        stdscr.addstr(h - 4, 28, "└" + "─" * 48 + "┘", curses.color_pair(1))
        for i, name in enumerate(groups):
            attr = curses.color_pair(2) if i == g else curses.color_pair(1)
            stdscr.addstr(4 + i, 2, name.ljust(24), attr)
        for i, m in enumerate(mods[groups[g]]):
            stdscr.addstr(4 + i, 29, m.ljust(48), curses.color_pair(4) if i == 0 else curses.color_pair(1))
        stdscr.addstr(h - 2, 1, "[Help]", curses.color_pair(1))
        stdscr.addstr(h - 2, w - 8, "[Quit]", curses.color_pair(1))
        stdscr.addstr(h - 1, 0, " F1 Help  F9 Quit".ljust(w - 1), curses.color_pair(1))
        stdscr.refresh()
        c = stdscr.getch()
        if c in (curses.KEY_F9, ord("q")):
            return
        if c == curses.KEY_DOWN:
            g = min(g + 1, len(groups) - 1)
        elif c == curses.KEY_UP:
            g = max(g - 1, 0)


def main():
    what = sys.argv[1]
    args = sys.argv[2:]
    if what == "qbasic":
        os.environ.setdefault("ESCDELAY", "25")
        curses.wrapper(qbasic, args[0])
    elif what == "lotus":
        curses.wrapper(lotus, args[0])
    elif what == "hpux-more":
        more(args[0])
    elif what == "tmsh":
        tmsh()
    elif what == "pfsense":
        pfsense()
    elif what == "yast":
        curses.wrapper(yast)


if __name__ == "__main__":
    main()
