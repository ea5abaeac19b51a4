#!/usr/bin/env python3
"""The hundredthirtyeighth set's imitations: each prints what an OS or
appliance installer, a network or package setup tool that cannot run here
prints at one of its moments: newt boxes (IPFire's setup and installer),
dialog boxes (openmediavault's omv-firstaid), whiptail boxes
(dietpi-software), drawn with curses on the alternate screen, and the line
prompts of yunohost's postinstall and Proxmox's pveceph install on the
main screen. The first argument names the moment imitated."""
import curses
import getpass
import sys
import time


def ask(prompt):
    try:
        return input(prompt)
    except EOFError:
        sys.exit(0)


def secret(prompt):
    try:
        return getpass.getpass(prompt)
    except EOFError:
        sys.exit(0)


def wait_forever():
    try:
        sys.stdin.read()
    except KeyboardInterrupt:
        pass


def colours():
    curses.start_color()
    curses.init_pair(1, curses.COLOR_WHITE, curses.COLOR_BLUE)   # root
    curses.init_pair(2, curses.COLOR_BLACK, curses.COLOR_WHITE)  # window
    curses.init_pair(3, curses.COLOR_RED, curses.COLOR_WHITE)    # newt title
    curses.init_pair(4, curses.COLOR_WHITE, curses.COLOR_RED)    # newt active entry, button
    curses.init_pair(5, curses.COLOR_BLACK, curses.COLOR_BLACK)  # shadow
    curses.init_pair(6, curses.COLOR_BLUE, curses.COLOR_WHITE)   # dialog title
    curses.init_pair(7, curses.COLOR_WHITE, curses.COLOR_BLUE)   # dialog active
    curses.init_pair(8, curses.COLOR_RED, curses.COLOR_WHITE)    # dialog hotkey
    curses.init_pair(9, curses.COLOR_BLACK, curses.COLOR_CYAN)   # newt entry


def frame(scr, y, x, h, w, title, titlepair):
    win = curses.newwin(h, w, y, x)
    win.bkgd(" ", curses.color_pair(2))
    win.erase()
    win.box()
    if title:
        t = " %s " % title
        tx = (w - len(t)) // 2
        win.addstr(0, tx, t, curses.color_pair(titlepair))
    sh = curses.color_pair(5)
    for r in range(y + 1, y + h + 1):
        try:
            scr.addstr(r, x + w, "  ", sh)
        except curses.error:
            pass
    try:
        scr.addstr(y + h, x + 2, " " * w, sh)
    except curses.error:
        pass
    return win


def root(scr, back, help_line):
    scr.bkgd(" ", curses.color_pair(1))
    scr.erase()
    H, W = scr.getmaxyx()
    if back:
        scr.addstr(0, 1, back, curses.color_pair(1) | curses.A_BOLD)
    if help_line:
        scr.addstr(H - 1, 0, help_line.ljust(W - 1), curses.color_pair(1))
    scr.noutrefresh()
    return H, W


def wrap(text, width):
    out, line = [], ""
    for word in text.split():
        if line and len(line) + 1 + len(word) > width:
            out.append(line)
            line = word
        else:
            line = (line + " " + word).strip()
    if line:
        out.append(line)
    return out


IPFIRE_BACK = "IPFire v2.29 - www.ipfire.org"
NEWT_HELP = "  <Tab>/<Alt-Tab> between elements   |  <Space> selects   |  <F12> next screen"


def newt_buttons(win, h, w, labels, focus):
    n = len(labels)
    for j, b in enumerate(labels):
        bx = (w * (j + 1)) // (n + 1) - (len(b) + 4) // 2
        attr = curses.color_pair(4) if j == focus else curses.color_pair(2)
        win.addstr(h - 2, bx, "< %s >" % b, attr)


def newt_list(scr, title, text, items, buttons):
    cur = 0
    while True:
        H, W = root(scr, IPFIRE_BACK, NEWT_HELP)
        lines = wrap(text, 48)
        w = 54
        h = len(lines) + len(items) + 7
        y, x = (H - h) // 2, (W - w) // 2
        win = frame(scr, y, x, h, w, title, 3)
        scr.noutrefresh()
        for i, line in enumerate(lines):
            win.addstr(1 + i, 2, line)
        top = len(lines) + 2
        for i, item in enumerate(items):
            attr = curses.color_pair(4) if i == cur else curses.color_pair(2)
            win.addstr(top + i, 10, item.ljust(32), attr)
        newt_buttons(win, h, w, buttons, -1)
        win.move(top + cur, 10)
        win.noutrefresh()
        curses.doupdate()
        win.keypad(True)
        k = win.getch()
        if k == curses.KEY_DOWN and cur < len(items) - 1:
            cur += 1
        elif k == curses.KEY_UP and cur > 0:
            cur -= 1


def newt_entries(scr, title, text, fields, hidden):
    H, W = root(scr, IPFIRE_BACK, NEWT_HELP)
    lines = wrap(text, 48)
    w = 54
    h = len(lines) + len(fields) + 7
    y, x = (H - h) // 2, (W - w) // 2
    win = frame(scr, y, x, h, w, title, 3)
    scr.noutrefresh()
    for i, line in enumerate(lines):
        win.addstr(1 + i, 2, line)
    top = len(lines) + 2
    for i, (label, value) in enumerate(fields):
        win.addstr(top + i, 2, label.rjust(10))
        shown = "*" * len(value) if hidden else value
        win.addstr(top + i, 13, shown.ljust(30), curses.color_pair(9))
    newt_buttons(win, h, w, ["Ok", "Cancel"], -1)
    win.move(top, 13 + len(fields[0][1]))
    win.noutrefresh()
    curses.doupdate()
    while True:
        win.getch()


IPFIRE_MENU = ["Keyboard mapping", "Timezone", "Hostname", "Domain name", "Networking",
               "Root password", "Admin password"]
IPFIRE_TYPES = ["GREEN + RED", "GREEN + RED + ORANGE", "GREEN + RED + BLUE", "GREEN + RED + ORANGE + BLUE"]


# ipfire-setup-like: IPFire's `setup`, its newt windows.
def ipfire(which):
    def run(scr):
        curses.curs_set(1)
        colours()
        if which == "menu":
            newt_list(scr, "Section menu", "Select the item you wish to configure.", IPFIRE_MENU, ["Ok", "Quit"])
        elif which == "hostname":
            newt_entries(scr, "Hostname", "Enter the machine's hostname.", [("Hostname:", "ipfire")], False)
        elif which == "root":
            newt_entries(scr, "Root password",
                         "Enter the 'root' user password. Login as this user for commandline access.",
                         [("Password:", ""), ("Again:", "")], True)
        elif which == "network":
            newt_list(scr, "Network configuration type",
                      "Select the network configuration for ipfire. The following configuration types "
                      "list those interfaces which have ethernet attached. If you change this setting, "
                      "a network restart will be required, and you will have to reconfigure the network "
                      "driver assignments.", IPFIRE_TYPES, ["Ok"])
    curses.wrapper(run)


# ipfire-installer-like: IPFire's installer copying its files, a newt
# scale that keeps moving.
def ipfire_installer():
    def run(scr):
        curses.curs_set(0)
        colours()
        p = 0
        while True:
            H, W = root(scr, "IPFire 2.29 - The Open Source Firewall", "")
            w, h = 60, 7
            y, x = (H - h) // 2, (W - w) // 2
            win = frame(scr, y, x, h, w, "IPFire", 3)
            scr.noutrefresh()
            win.addstr(1, 2, "Installing files...")
            bw = w - 10
            fill = bw * p // 100
            win.addstr(3, 3, " " * bw, curses.color_pair(9))
            if fill:
                win.addstr(3, 3, " " * fill, curses.color_pair(4))
            label = "%d%%" % p
            win.addstr(3, 3 + bw + 1, label)
            win.noutrefresh()
            curses.doupdate()
            time.sleep(0.7)
            if p < 97:
                p += 1
    curses.wrapper(run)


OMV = [("1", "Configure network interface"), ("2", "Configure workbench"),
       ("3", "Change workbench administrator password"), ("4", "Reset failed login attempt counter"),
       ("5", "Clear web control panel cache"), ("6", "Clear local upload package repository"),
       ("7", "Check RRD database files"), ("8", "Change system date & time")]


def dialog_buttons(win, h, w, labels, focus):
    n = len(labels)
    for j, b in enumerate(labels):
        bx = (w * (j + 1)) // (n + 1) - 5
        on = j == focus
        win.addstr(h - 2, bx, "<", curses.color_pair(2))
        win.addstr(h - 2, bx + 1, b.center(8), curses.color_pair(7) | curses.A_BOLD if on else curses.color_pair(2))
        win.addstr(h - 2, bx + 9, ">", curses.color_pair(2))


# omv-firstaid-like: openmediavault's `omv-firstaid`, its dialog boxes.
def omv(which):
    def run(scr):
        curses.curs_set(1)
        colours()
        if which == "menu":
            cur = 0
            while True:
                H, W = root(scr, "", "")
                w, h = 64, len(OMV) + 7
                y, x = (H - h) // 2, (W - w) // 2
                win = frame(scr, y, x, h, w, "First aid", 6)
                scr.noutrefresh()
                win.addstr(1, 2, "Please select a configuration option.")
                win.attrset(curses.color_pair(2))
                win.addstr(2, 3, "┌" + "─" * (w - 8) + "┐")
                for i, (tag, item) in enumerate(OMV):
                    win.addstr(3 + i, 3, "│")
                    win.addstr(3 + i, w - 4, "│")
                    if i == cur:
                        win.addstr(3 + i, 5, tag + "  " + item.ljust(48), curses.color_pair(7) | curses.A_BOLD)
                    else:
                        win.addstr(3 + i, 5, tag, curses.color_pair(8) | curses.A_BOLD)
                        win.addstr(3 + i, 6, "  " + item.ljust(48), curses.color_pair(2))
                win.addstr(3 + len(OMV), 3, "└" + "─" * (w - 8) + "┘")
                dialog_buttons(win, h, w, ["OK", "Cancel"], 0)
                win.move(3 + cur, 5)
                win.noutrefresh()
                curses.doupdate()
                win.keypad(True)
                k = win.getch()
                if k == curses.KEY_DOWN and cur < len(OMV) - 1:
                    cur += 1
                elif k == curses.KEY_UP and cur > 0:
                    cur -= 1
        elif which == "dhcp":
            focus = 0
            while True:
                H, W = root(scr, "", "")
                w, h = 52, 6
                y, x = (H - h) // 2, (W - w) // 2
                win = frame(scr, y, x, h, w, "Configure network interface", 6)
                scr.noutrefresh()
                win.addstr(1, 2, "Do you want to use DHCPv4 for this interface?")
                dialog_buttons(win, h, w, ["Yes", "No"], focus)
                bx = (w * (focus + 1)) // 3 - 5
                win.move(h - 2, bx + 2)
                win.noutrefresh()
                curses.doupdate()
                win.keypad(True)
                k = win.getch()
                if k in (9, curses.KEY_RIGHT, curses.KEY_LEFT):
                    focus = 1 - focus
    curses.wrapper(run)


DIETPI = [("9", "Node.js: JavaScript runtime environment"),
          ("16", "Build-Essential: GNU C/C++ compiler and headers"),
          ("17", "Git: Clone and manage Git repositories locally"),
          ("130", "Python 3: Runtime system, pip package installer"),
          ("162", "Docker: Build, ship, and run distributed apps"),
          ("200", "DietPi-Dashboard: Lightweight DietPi web interface")]
SSH = [("0", "None: Not recommended"), ("-1", "Dropbear: Lightweight SSH server"),
       ("-2", "OpenSSH: Feature-rich SSH server with SFTP")]


# dietpi-software-like: DietPi's `dietpi-software`, its whiptail
# checklist of software and its radiolist of SSH servers.
def dietpi(which):
    def run(scr):
        curses.curs_set(1)
        colours()
        if which == "browse":
            items, marks, text, radio = DIETPI, [False] * len(DIETPI), "Please use the spacebar to toggle selection.", False
        else:
            items, marks, text, radio = SSH, [False, True, False], "Please select desired SSH server:", True
        cur = 0
        while True:
            H, W = root(scr, "DietPi-Software", "")
            w, h = 76, len(items) + 7
            y, x = (H - h) // 2, (W - w) // 2
            win = frame(scr, y, x, h, w, "DietPi-Software", 3)
            scr.noutrefresh()
            win.addstr(1, 2, text)
            for i, (tag, item) in enumerate(items):
                box = ("(%s)" if radio else "[%s]") % ("*" if marks[i] else " ")
                attr = curses.color_pair(4) if i == cur else curses.color_pair(2)
                win.addstr(3 + i, 3, box + " " + tag.ljust(5) + item.ljust(58), attr)
            win.addstr(h - 2, 18, "<Ok>", curses.color_pair(2))
            win.addstr(h - 2, w - 26, "<Cancel>", curses.color_pair(2))
            win.move(3 + cur, 4)
            win.noutrefresh()
            curses.doupdate()
            win.keypad(True)
            k = win.getch()
            if k == curses.KEY_DOWN and cur < len(items) - 1:
                cur += 1
            elif k == curses.KEY_UP and cur > 0:
                cur -= 1
            elif k == ord(" "):
                if radio:
                    marks = [i == cur for i in range(len(items))]
                else:
                    marks[cur] = not marks[cur]
    curses.wrapper(run)


# yunohost-like: `yunohost tools postinstall`, its line prompts.
def yunohost():
    ask("Main domain: ")
    secret("New administration password: ")
    secret("Confirm new administration password: ")
    wait_forever()


# pveceph-like: Proxmox VE's `pveceph install`, its line confirm.
def pveceph():
    ask("This will install Ceph Reef - continue (y/N)? ")
    wait_forever()


def main():
    what = sys.argv[1]
    if what == "ipfire-installer":
        ipfire_installer()
    elif what.startswith("ipfire-"):
        ipfire(what[len("ipfire-"):])
    elif what.startswith("omv-"):
        omv(what[len("omv-"):])
    elif what.startswith("dietpi-"):
        dietpi(what[len("dietpi-"):])
    elif what == "yunohost":
        yunohost()
    elif what == "pveceph":
        pveceph()
    else:
        sys.exit("unknown: " + what)


if __name__ == "__main__":
    main()
