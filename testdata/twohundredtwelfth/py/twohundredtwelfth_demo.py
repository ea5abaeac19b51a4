#!/usr/bin/env python3
"""The twohundredtwelfth set's imitations of configuration tools.

Each mode draws what the named tool draws: buildroot-like (make
menuconfig in a Buildroot tree: its main menu, a submenu, a help box and
the question to save on leaving), aptio-like (AMI's Aptio Setup Utility
on a serial console: its Main and Boot pages and its Save & Exit
question), network-tui-like (system-config-network-tui: Select Action, its
devices and a device's form), firewall-tui-like (system-config-firewall-tui:
its first box and its Trusted Services list), chkservice-like (its list
of systemd units and its help) and smitty-like (AIX's smitty: System
Management, Security & Users, Users and Add a User). Nothing on the
system is changed.
"""
import curses
import os
import sys

os.environ.setdefault("ESCDELAY", "25")


def colors():
    curses.start_color()
    pairs = {}
    table = [
        ("blue", curses.COLOR_WHITE, curses.COLOR_BLUE),
        ("yellowblue", curses.COLOR_YELLOW, curses.COLOR_BLUE),
        ("gray", curses.COLOR_BLACK, curses.COLOR_WHITE),
        ("grayblue", curses.COLOR_BLUE, curses.COLOR_WHITE),
        ("grayred", curses.COLOR_RED, curses.COLOR_WHITE),
        ("red", curses.COLOR_WHITE, curses.COLOR_RED),
        ("black", curses.COLOR_BLACK, curses.COLOR_BLACK),
        ("cyan", curses.COLOR_BLACK, curses.COLOR_CYAN),
    ]
    for i, (name, fg, bg) in enumerate(table, 1):
        curses.init_pair(i, fg, bg)
        pairs[name] = curses.color_pair(i)
    return pairs


def put(scr, y, x, s, attr=0):
    h, w = scr.getmaxyx()
    if y < 0 or y >= h or x >= w:
        return
    s = s[: max(0, w - x - (1 if y == h - 1 else 0))]
    try:
        scr.addstr(y, x, s, attr)
    except curses.error:
        pass


def box(scr, y, x, h, w, attr, title="", tattr=None):
    for r in range(y, y + h):
        put(scr, r, x, " " * w, attr)
    win = scr.derwin(h, w, y, x)
    win.attrset(attr)
    win.box()
    if title:
        t = " " + title + " "
        put(scr, y, x + (w - len(t)) // 2, t, tattr if tattr is not None else attr)


# buildroot-like: Kconfig's mconf in a Buildroot tree.
BR = "Buildroot 2024.02.1 Configuration"
BR_MAIN = ["Target options  --->", "Toolchain  --->", "Build options  --->",
           "System configuration  --->", "Kernel  --->", "Target packages  --->",
           "Filesystem images  --->", "Bootloaders  --->", "Host utilities  --->",
           "Legacy config options  --->"]
BR_TARGET = ["    Target Architecture (x86_64)  --->",
             "    Target Architecture Variant (nocona)  --->",
             "[*] Enable MMX support", "[*] Enable SSE support",
             "[*] Enable SSE2 support", "[*] Enable SSE3 support",
             "[*] Enable SSSE3 support", "[ ] Enable SSE4.1 support",
             "[ ] Enable SSE4.2 support", "[ ] Enable AVX support",
             "    Target Binary Format (ELF)  --->"]
BR_TEXT = ["Arrow keys navigate the menu.  <Enter> selects submenus ---> (or empty",
           "submenus ----).  Highlighted letters are hotkeys.  Pressing <Y>",
           "includes, <N> excludes, <M> modularizes features.  Press <Esc><Esc> to",
           "exit, <?> for Help, </> for Search.  Legend: [*] built-in  [ ] excluded",
           "<M> module  < > module capable"]


def buildroot(scr, c):
    curses.curs_set(0)
    menu, sel, mode = "main", 0, "menu"
    while True:
        scr.bkgd(" ", c["blue"])
        scr.erase()
        h, w = scr.getmaxyx()
        put(scr, 0, 0, ".config - " + BR, c["blue"] | curses.A_BOLD)
        scr.hline(1, 1, curses.ACS_HLINE, w - 2, c["blue"])
        title = BR if menu == "main" else "Target options"
        items = BR_MAIN if menu == "main" else BR_TARGET
        box(scr, 2, 2, h - 4, w - 6, c["gray"], title, c["gray"] | curses.A_BOLD)
        for i, line in enumerate(BR_TEXT):
            put(scr, 3 + i, 4, line, c["gray"])
        box(scr, 9, 3, h - 14, w - 8, c["gray"])
        for i, it in enumerate(items):
            y = 10 + i
            if y >= h - 6:
                break
            text = it if menu != "main" else "    " + it
            a = c["cyan"] if i == sel else c["gray"]
            put(scr, y, 5, text.ljust(w - 12), a)
            # the hotkey: the first capital after the box, in red
            k = len(text) - len(text.lstrip("[]* "))
            if i != sel and k < len(text):
                put(scr, y, 5 + k, text[k], c["grayred"] | curses.A_BOLD)
        if len(items) > h - 16:
            put(scr, h - 6, 5, "\u2193(+)", c["gray"])
        buttons = ["<Select>", "< Exit >", "< Help >", "< Save >", "< Load >"]
        x = 9
        for j, b in enumerate(buttons):
            put(scr, h - 4, x, b, c["cyan"] if j == 0 else c["gray"])
            x += len(b) + 5
        if mode == "help":
            box(scr, 5, 8, 9, w - 16, c["gray"], items[sel].split("(")[0].replace("--->", "").replace("[*] ", "").strip(), c["gray"] | curses.A_BOLD)
            put(scr, 7, 10, "There is no help available for this option.", c["gray"])
            put(scr, 12, 8 + (w - 16 - 8) // 2, "< Exit >", c["cyan"])
        if mode == "save":
            bw = 58
            bx = (w - bw) // 2
            box(scr, 8, bx, 7, bw, c["gray"])
            put(scr, 9, bx + 2, "Do you wish to save your new configuration?", c["gray"])
            put(scr, 10, bx + 2, "(Press <ESC><ESC> to continue Buildroot configuration.)", c["gray"])
            scr.hline(12, bx + 1, curses.ACS_HLINE, bw - 2, c["gray"])
            put(scr, 13, bx + 17, "< Yes >", c["cyan"])
            put(scr, 13, bx + 19, "Y", c["cyan"] | curses.A_BOLD)
            put(scr, 13, bx + 33, "<  No  >", c["gray"])
            put(scr, 13, bx + 36, "N", c["grayred"] | curses.A_BOLD)
        scr.refresh()
        k = scr.getch()
        if mode == "save":
            if k in (10, 13, ord("y"), ord("n"), 27):
                return
            continue
        if mode == "help":
            if k in (10, 13, 27, ord("e")):
                mode = "menu"
            continue
        if k == curses.KEY_DOWN:
            sel = min(sel + 1, len(items) - 1)
        elif k == curses.KEY_UP:
            sel = max(sel - 1, 0)
        elif k in (10, 13) and menu == "main" and sel == 0:
            menu, sel = "target", 0
        elif k == ord("?"):
            mode = "help"
        elif k == 27:
            scr.nodelay(True)
            k2 = scr.getch()
            while k2 == -1:
                curses.napms(20)
                k2 = scr.getch()
            scr.nodelay(False)
            if k2 == 27:
                if menu == "main":
                    mode = "save"
                else:
                    menu, sel = "main", 0


# aptio-like: AMI's Aptio Setup Utility over a serial console.
APTIO_TABS = ["Main", "Advanced", "Chipset", "Security", "Boot", "Save & Exit"]
APTIO_MAIN = [("BIOS Information", ""), ("BIOS Vendor", "American Megatrends"),
              ("Core Version", "5.19"), ("Compliancy", "UEFI 2.7; PI 1.6"),
              ("Project Version", "1AQQW 0.26 x64"),
              ("Build Date and Time", "03/15/2023 10:21:44"),
              ("Access Level", "Administrator"), ("", ""),
              ("Memory Information", ""), ("Total Memory", "16384 MB"), ("", ""),
              ("System Language", "[English]"), ("", ""),
              ("System Date", "[Fri 11/27/2026]"), ("System Time", "[21:40:12]")]
APTIO_BOOT = [("Boot Configuration", ""), ("Setup Prompt Timeout", "1"),
              ("Bootup NumLock State", "[On]"), ("", ""),
              ("Quiet Boot", "[Enabled]"), ("", ""),
              ("Boot Option Priorities", ""),
              ("Boot Option #1", "[UEFI OS (P1: KINGSTON)]"),
              ("Boot Option #2", "[UEFI: Built-in EFI Shell]"),
              ("Boot Option #3", "[Disabled]"), ("", ""),
              ("Fast Boot", "[Disabled]")]
APTIO_KEYS = ["\u2192\u2190: Select Screen", "\u2191\u2193: Select Item", "Enter: Select",
              "+/-: Change Opt.", "F1: General Help", "F2: Previous Values",
              "F3: Optimized Defaults", "F4: Save & Exit", "ESC: Exit"]


def aptio(scr, c):
    curses.curs_set(0)
    # a serial console's setup: drawn on the terminal's own screen
    sys.stdout.write("\x1b[?1049l")
    sys.stdout.flush()
    scr.clearok(True)
    tab, dialog = 0, False
    while True:
        h, w = scr.getmaxyx()
        scr.bkgd(" ", c["gray"])
        scr.erase()
        put(scr, 0, 0, " " * w, c["blue"])
        put(scr, 0, (w - 66) // 2, "Aptio Setup Utility - Copyright (C) 2023 American Megatrends, Inc.", c["blue"])
        put(scr, 1, 0, " " * w, c["blue"])
        x = 1
        for i, t in enumerate(APTIO_TABS):
            put(scr, 1, x, " " + t + " ", c["gray"] if i == tab else c["blue"])
            x += len(t) + 3
        rows = APTIO_MAIN if tab == 0 else APTIO_BOOT
        hi = 11 if tab == 0 else 1
        for i, (k, v) in enumerate(rows):
            y = 3 + i
            a = c["grayblue"]
            put(scr, y, 2, k, a)
            if v:
                put(scr, y, 27, v, (c["gray"] | curses.A_BOLD) if i == hi else a)
        for y in range(2, h - 1):
            scr.addch(y, 53, curses.ACS_VLINE, c["grayblue"])
        helptext = ["Choose the system default", "language"] if tab == 0 else ["Number of seconds to wait", "for setup activation key.", "65535(0xFFFF) means", "indefinite waiting."]
        for i, s in enumerate(helptext):
            put(scr, 3 + i, 55, s, c["grayblue"])
        scr.hline(11, 54, curses.ACS_HLINE, w - 55, c["grayblue"])
        for i, s in enumerate(APTIO_KEYS):
            put(scr, 12 + i, 55, s, c["grayblue"])
        put(scr, h - 1, 0, " " * (w - 1), c["blue"])
        put(scr, h - 1, (w - 65) // 2, "Version 2.21.1278 Copyright (C) 2023 American Megatrends, Inc.", c["blue"])
        if dialog:
            bw, bx, by = 34, (80 - 34) // 2, 8
            box(scr, by, bx, 7, bw, c["blue"], "Save & Exit Setup", c["blue"])
            put(scr, by + 2, bx + 3, "Save configuration and exit?", c["blue"])
            put(scr, by + 4, bx + 9, "Yes", c["gray"])
            put(scr, by + 4, bx + 21, "No", c["blue"])
        scr.refresh()
        k = scr.getch()
        if dialog:
            if k in (27, 10, 13):
                if k != 27:
                    return
                dialog = False
            continue
        if k == curses.KEY_RIGHT:
            tab = 4 if tab == 0 else tab
        elif k == curses.KEY_LEFT:
            tab = 0
        elif k == curses.KEY_F4:
            dialog = True


# network-tui-like: system-config-network-tui (newt).
HELPLINE = "  <Tab>/<Alt-Tab> between elements   |   <Space> selects   |  <F12> next screen"


def newt_button(scr, y, x, label, c, active):
    a = c["red"] if active else c["gray"]
    w = len(label) + 4
    win = scr.derwin(3, w, y, x)
    win.bkgd(" ", a)
    win.attrset(a)
    win.box()
    put(scr, y + 1, x + 2, label, a | curses.A_BOLD)
    return w


def newt_root(scr, c, title=""):
    h, w = scr.getmaxyx()
    scr.bkgd(" ", c["blue"])
    scr.erase()
    if title:
        put(scr, 0, 0, title, c["blue"])
    put(scr, h - 1, 0, HELPLINE.ljust(w - 1), c["blue"])


def newt_window(scr, c, y, x, h, w, title):
    for r in range(y + 1, y + h + 1):
        put(scr, r, x + w, "  ", c["black"])
    put(scr, y + h, x + 2, " " * w, c["black"])
    for r in range(y, y + h):
        put(scr, r, x, " " * w, c["gray"])
    win = scr.derwin(h, w, y, x)
    win.attrset(c["gray"])
    win.box()
    t = "\u2524 " + title + " \u251c"
    put(scr, y, x + (w - len(t)) // 2, "\u2524", c["gray"])
    put(scr, y, x + (w - len(t)) // 2 + 1, " " + title + " ", c["grayred"])
    put(scr, y, x + (w - len(t)) // 2 + len(t) - 1, "\u251c", c["gray"])


def network_tui(scr, c):
    curses.curs_set(0)
    screen, sel = "action", 0
    while True:
        newt_root(scr, c)
        if screen == "action":
            items = ["Device configuration", "DNS configuration"]
            y, x, bh, bw = 6, 25, 10, 30
            newt_window(scr, c, y, x, bh, bw, "Select Action")
            for i, it in enumerate(items):
                put(scr, y + 2 + i, x + 2, it.ljust(bw - 4), c["red"] if i == sel else c["gray"])
            bx = x + 4
            bx += newt_button(scr, y + 5, bx, "Save&Quit", c, False) + 2
            newt_button(scr, y + 5, bx, "Quit", c, False)
        elif screen == "devices":
            items = ["eth0 (eth0) - Intel Corporation 82540EM Gigabit Ethernet", "<New Device>"]
            y, x, bh, bw = 5, 8, 12, 64
            newt_window(scr, c, y, x, bh, bw, "Select A Device")
            for i, it in enumerate(items):
                put(scr, y + 2 + i, x + 2, it.ljust(bw - 4), c["red"] if i == sel else c["gray"])
            newt_button(scr, y + 7, x + 10, "Save", c, False)
            newt_button(scr, y + 7, x + 44, "Cancel", c, False)
        else:
            y, x, bh, bw = 3, 3, 16, 74
            newt_window(scr, c, y, x, bh, bw, "Devernet Configuration")
            fields = [("Name", "eth0"), ("Device", "eth0"), ("Use DHCP", None),
                      ("Static IP", ""), ("Netmask", ""), ("Default gateway IP", ""),
                      ("Primary DNS Server", ""), ("Secondary DNS Server", "")]
            for i, (label, val) in enumerate(fields):
                put(scr, y + 2 + i, x + 16, label, c["gray"])
                if val is None:
                    put(scr, y + 2 + i, x + 36, "[*]", c["gray"])
                else:
                    put(scr, y + 2 + i, x + 36, val.ljust(20, "_"), c["blue"])
            newt_button(scr, y + 11, x + 12, "Ok", c, False)
            newt_button(scr, y + 11, x + 49, "Cancel", c, False)
            scr.refresh()
            curses.curs_set(1)
            scr.move(y + 2, x + 40)
        scr.refresh()
        k = scr.getch()
        if k == curses.KEY_DOWN and screen != "form":
            sel = min(sel + 1, 1)
        elif k == curses.KEY_UP and screen != "form":
            sel = max(sel - 1, 0)
        elif k in (10, 13) and screen == "action" and sel == 0:
            screen, sel = "devices", 0
        elif k in (10, 13) and screen == "devices" and sel == 0:
            screen = "form"


# firewall-tui-like: system-config-firewall-tui (newt).
SERVICES = ["Amanda Backup Client", "Bacula", "Bacula Client", "DNS", "FTP",
            "IMAP over SSL", "IPsec", "Mail (SMTP)", "Multicast DNS (mDNS)",
            "NFS4", "Network Printing Client (IPP)", "Network Printing Server (IPP)",
            "OpenVPN", "POP-3 over SSL", "RADIUS", "Red Hat Cluster Suite",
            "SSH", "Samba", "Samba Client", "Secure WWW (HTTPS)", "TFTP", "WWW (HTTP)"]


def firewall_tui(scr, c):
    curses.curs_set(1)
    screen, focus, sel, top = "main", 0, 0, 0
    ticked = {"SSH"}
    while True:
        newt_root(scr, c, "Firewall Configuration Tool")
        if screen == "main":
            y, x, bh, bw = 5, 10, 14, 60
            newt_window(scr, c, y, x, bh, bw, "Firewall Configuration")
            text = ["A firewall protects against unauthorized network",
                    "intrusions. Enabling a firewall blocks all incoming",
                    "connections. Disabling a firewall allows all",
                    "connections and is not recommended."]
            for i, s in enumerate(text):
                put(scr, y + 2 + i, x + 2, s, c["gray"])
            put(scr, y + 7, x + 19, "Firewall:", c["gray"])
            put(scr, y + 7, x + 29, "[*] Enabled", c["red"] if focus == 0 else c["gray"])
            newt_button(scr, y + 9, x + 4, "OK", c, focus == 1)
            newt_button(scr, y + 9, x + 21, "Customize", c, focus == 2)
            newt_button(scr, y + 9, x + 45, "Cancel", c, focus == 3)
            scr.refresh()
            if focus == 0:
                scr.move(y + 7, x + 30)
            else:
                scr.move(y + 10, x + [0, 6, 23, 47][focus])
        else:
            y, x, bh, bw = 2, 9, 20, 62
            newt_window(scr, c, y, x, bh, bw, "Trusted Services")
            text = ["Here you can define which services are trusted.",
                    "Trusted services are accessible from all hosts and",
                    "networks."]
            for i, s in enumerate(text):
                put(scr, y + 2 + i, x + 2, s, c["gray"])
            rows = 10
            for i in range(rows):
                n = top + i
                s = SERVICES[n]
                mark = "[*]" if s in ticked else "[ ]"
                a = c["red"] if n == sel else c["gray"]
                put(scr, y + 6 + i, x + 4, (mark + " " + s).ljust(44), a)
            put(scr, y + 6, x + 50, "\u2191", c["gray"])
            for i in range(1, rows - 1):
                put(scr, y + 6 + i, x + 50, "\u2592", c["gray"])
            put(scr, y + 6 + 1 + (sel * (rows - 3)) // len(SERVICES), x + 50, "\u2588", c["gray"])
            put(scr, y + 6 + rows - 1, x + 50, "\u2193", c["gray"])
            newt_button(scr, y + 16, x + 6, "Forward", c, False)
            newt_button(scr, y + 16, x + 25, "Close", c, False)
            newt_button(scr, y + 16, x + 42, "Cancel", c, False)
            scr.refresh()
            scr.move(y + 6 + sel - top, x + 5)
        scr.refresh()
        k = scr.getch()
        if screen == "main":
            if k == 9:
                focus = (focus + 1) % 4
            elif k in (10, 13, 32) and focus == 2:
                screen = "services"
        else:
            if k == curses.KEY_DOWN:
                sel = min(sel + 1, len(SERVICES) - 1)
                top = max(top, sel - 9)
            elif k == curses.KEY_UP:
                sel = max(sel - 1, 0)
                top = min(top, sel)
            elif k == 32:
                s = SERVICES[sel]
                ticked.symmetric_difference_update({s})


# chkservice-like: its list of systemd units.
UNITS = [("x", "apparmor.service", "Load AppArmor profiles"),
         ("s", "apt-daily-upgrade.service", "Daily apt upgrade and clean activities"),
         ("s", "apt-daily.service", "Daily apt download activities"),
         ("x", "cron.service", "Regular background program processing daemon"),
         ("s", "dbus.service", "D-Bus System Message Bus"),
         ("x", "e2scrub_reap.service", "Remove Stale Online ext4 Metadata Check Snapshots"),
         (" ", "fstrim.service", "Discard unused blocks on filesystems from /etc/fstab"),
         ("x", "getty@.service", "Getty on %I"),
         ("s", "kmod-static-nodes.service", "Create List of Static Device Nodes"),
         ("x", "networking.service", "Raise network interfaces"),
         (" ", "rsync.service", "fast remote file copy program daemon"),
         ("x", "ssh.service", "OpenBSD Secure Shell server"),
         ("s", "systemd-journald.service", "Journal Service"),
         ("x", "systemd-timesyncd.service", "Network Time Synchronization"),
         ("s", "systemd-udevd.service", "Rule-based Manager for Device Events and Files"),
         ("x", "unattended-upgrades.service", "Unattended Upgrades Shutdown")]
RUNNING = {"cron.service", "dbus.service", "networking.service", "ssh.service",
           "systemd-journald.service", "systemd-timesyncd.service", "systemd-udevd.service"}
CHK_HELP = ["Usage:",
            "    Up/k          - move cursor up",
            "    Down/j        - move cursor down",
            "    PgUp/b        - move cursor page up",
            "    PgDown/f      - move cursor page down",
            "    r             - update/reload",
            "    Space         - enable/disable unit",
            "    s             - start/stop unit",
            "    q             - exit",
            "",
            "Legend:",
            "    [x]           - enabled unit",
            "    [ ]           - disabled unit",
            "    [s]           - static unit",
            "    -m-           - masked unit",
            "    >             - unit is running",
            "",
            "chkservice 0.3. Press any key to close this window"]


def chkservice(scr, c):
    curses.curs_set(0)
    sel, helping = 0, False
    while True:
        scr.bkgd(" ", 0)
        scr.erase()
        h, w = scr.getmaxyx()
        for i, (st, name, desc) in enumerate(UNITS):
            y = 1 + i
            run = ">" if name in RUNNING else " "
            line = " [%s] %s %-30s %s" % (st, run, name, desc)
            a = curses.A_REVERSE if i == sel else 0
            put(scr, y, 1, line.ljust(w - 2)[: w - 2], a)
        put(scr, h - 1, 1, "%d/%d   [?] help  [q] quit" % (sel + 1, len(UNITS)), curses.A_DIM)
        if helping:
            bw, bh = 60, len(CHK_HELP) + 2
            by, bx = (h - bh) // 2, (w - bw) // 2
            for r in range(by, by + bh):
                put(scr, r, bx, " " * bw, 0)
            win = scr.derwin(bh, bw, by, bx)
            win.box()
            for i, s in enumerate(CHK_HELP):
                put(scr, by + 1 + i, bx + 2, s, 0)
        scr.refresh()
        k = scr.getch()
        if helping:
            helping = False
        elif k in (curses.KEY_DOWN, ord("j")):
            sel = min(sel + 1, len(UNITS) - 1)
        elif k in (curses.KEY_UP, ord("k")):
            sel = max(sel - 1, 0)
        elif k == ord("?"):
            helping = True
        elif k == ord("q"):
            return


# smitty-like: AIX's System Management Interface Tool (smitty).
SMIT_KEYS = [["F1=Help", "F2=Refresh", "F3=Cancel", "F8=Image"],
             ["F9=Shell", "F10=Exit", "Enter=Do"]]
SMIT_FORM_KEYS = [["F1=Help", "F2=Refresh", "F3=Cancel", "F4=List"],
                  ["F5=Reset", "F6=Command", "F7=Edit", "F8=Image"],
                  ["F9=Shell", "F10=Exit", "Enter=Do"]]
SMIT_MENUS = {
    "System Management": ["Software Installation and Maintenance",
                          "Software License Management", "Devices",
                          "System Storage Management (Physical & Logical Storage)",
                          "Security & Users",
                          "Communications Applications and Services",
                          "Workload Partition Administration", "Print Spooling",
                          "Advanced Accounting", "Problem Determination",
                          "Performance & Resource Scheduling", "System Environments",
                          "Processes & Subsystems", "Applications",
                          "Installation Assistant", "Using SMIT (information only)"],
    "Security & Users": ["Users", "Groups", "Passwords", "Login Controls", "Roles",
                         "PKI", "LDAP", "Role Based Access Control (RBAC)",
                         "Trusted Execution", "Encrypted File System"],
    "Users": ["Add a User", "Change a User's Password",
              "Change / Show Characteristics of a User",
              "Lock / Unlock a User's Account", "Reset User's Failed Login Count",
              "Remove a User", "List All Users"],
}
SMIT_NEXT = {("System Management", 4): "Security & Users", ("Security & Users", 0): "Users",
             ("Users", 0): "Add a User"}
SMIT_FORM = [("* User NAME", "[]", ""), ("  User ID", "[]", "#"),
             ("  ADMINISTRATIVE USER?", " false", "+"), ("  Primary GROUP", "[]", "+"),
             ("  Group SET", "[]", "+"), ("  ADMINISTRATIVE GROUPS", "[]", "+"),
             ("  ROLES", "[]", "+"), ("  Another user can SU TO USER?", " true", "+"),
             ("  SU GROUPS", "[ALL]", "+"), ("  HOME directory", "[]", ""),
             ("  Initial PROGRAM", "[]", "/"), ("  User INFORMATION", "[]", ""),
             ("  EXPIRATION date (MMDDhhmmyy)", "[0]", "")]


def smit_keys(scr, rows):
    h, w = scr.getmaxyx()
    for r, keys in enumerate(rows):
        for j, k in enumerate(keys):
            put(scr, h - len(rows) + r, j * 20, k)


def smitty(scr, c):
    menu, sel = "System Management", 0
    while True:
        scr.erase()
        h, w = scr.getmaxyx()
        if menu == "Add a User":
            curses.curs_set(1)
            put(scr, 0, (w - len(menu)) // 2, menu, curses.A_BOLD)
            put(scr, 2, 0, "Type or select values in entry fields.")
            put(scr, 3, 0, "Press Enter AFTER making all desired changes.")
            put(scr, 5, 0, "[TOP]")
            put(scr, 5, 56, "[Entry Fields]")
            for i, (label, val, mark) in enumerate(SMIT_FORM):
                put(scr, 6 + i, 0, label)
                put(scr, 6 + i, 50, val)
                if mark:
                    put(scr, 6 + i, 77, mark)
            put(scr, 6 + len(SMIT_FORM), 0, "[MORE...37]")
            smit_keys(scr, SMIT_FORM_KEYS)
            scr.move(6, 51)
        else:
            curses.curs_set(0)
            put(scr, 0, (w - len(menu)) // 2, menu, curses.A_BOLD)
            put(scr, 2, 0, "Move cursor to desired item and press Enter.")
            for i, it in enumerate(SMIT_MENUS[menu]):
                put(scr, 4 + i, 2, it, curses.A_REVERSE if i == sel else 0)
            smit_keys(scr, SMIT_KEYS)
        scr.refresh()
        k = scr.getch()
        if menu == "Add a User":
            if k == curses.KEY_F3:
                return
            continue
        if k == curses.KEY_DOWN:
            sel = min(sel + 1, len(SMIT_MENUS[menu]) - 1)
        elif k == curses.KEY_UP:
            sel = max(sel - 1, 0)
        elif k in (10, 13) and (menu, sel) in SMIT_NEXT:
            menu, sel = SMIT_NEXT[(menu, sel)], 0
        elif k in (curses.KEY_F10, curses.KEY_F3):
            return


MODES = {"buildroot": buildroot, "aptio": aptio, "network-tui": network_tui,
         "firewall-tui": firewall_tui, "chkservice": chkservice, "smitty": smitty}


def main():
    mode = MODES[sys.argv[1]]

    def run(scr):
        c = colors()
        scr.keypad(True)
        mode(scr, c)
    curses.wrapper(run)


if __name__ == "__main__":
    main()
