#!/usr/bin/env python3
"""Imitations of four menu-driven configuration and install programs for
agentty's threehundredthirtyfourth held-out set (issue 44). Each draws, with
Debian's python3 and its curses on the alternate screen, keys read raw, what
the program draws at its moments (its boxes, titles, help lines, menus,
radio and check lists, input boxes, yes/no boxes and gauges):

  ctng      crosstool-NG's `ct-ng menuconfig` (lxdialog, a kernel-config-like
            menu with its help line, a radio list, an input box, a save box)
  retropie  RetroPie-Setup's retropie_setup.sh (dialog: its main menu, the
            packages menu, a yes/no box, then the install's output)
  archfi    MatMoul's archfi, an Arch installer (dialog: its main menu, the
            disks, the partitioning tools, a wipe warning, a gauge, the root
            partition)
  anarchy   the Anarchy installer (dialog: a welcome yes/no, locales, a
            check list of extra software, an input box, an install gauge)

Usage: threehundredthirtyfourth_menus.py TOOL
"""
import curses
import locale
import os
import sys
import time

os.environ.setdefault("ESCDELAY", "25")
locale.setlocale(locale.LC_ALL, "")

# colour pairs
SCREEN, DIALOG, TITLE, BTN_ACT, BTN_INACT, KEY_ACT, KEY_INACT, ITEM_SEL, TAG_KEY, SHADOW, BORDER_DARK, INPUT, GAUGE, YELLOW_TITLE = range(1, 15)


def init_colors():
    curses.start_color()
    curses.init_pair(SCREEN, curses.COLOR_CYAN, curses.COLOR_BLUE)
    curses.init_pair(DIALOG, curses.COLOR_BLACK, curses.COLOR_WHITE)
    curses.init_pair(TITLE, curses.COLOR_BLUE, curses.COLOR_WHITE)
    curses.init_pair(BTN_ACT, curses.COLOR_WHITE, curses.COLOR_BLUE)
    curses.init_pair(BTN_INACT, curses.COLOR_BLACK, curses.COLOR_WHITE)
    curses.init_pair(KEY_ACT, curses.COLOR_WHITE, curses.COLOR_BLUE)
    curses.init_pair(KEY_INACT, curses.COLOR_RED, curses.COLOR_WHITE)
    curses.init_pair(ITEM_SEL, curses.COLOR_WHITE, curses.COLOR_BLUE)
    curses.init_pair(TAG_KEY, curses.COLOR_RED, curses.COLOR_WHITE)
    curses.init_pair(SHADOW, curses.COLOR_BLACK, curses.COLOR_BLACK)
    curses.init_pair(BORDER_DARK, curses.COLOR_BLACK, curses.COLOR_WHITE)
    curses.init_pair(INPUT, curses.COLOR_BLACK, curses.COLOR_WHITE)
    curses.init_pair(GAUGE, curses.COLOR_WHITE, curses.COLOR_BLUE)
    curses.init_pair(YELLOW_TITLE, curses.COLOR_YELLOW, curses.COLOR_WHITE)


class Screen:
    def __init__(self, scr):
        self.s = scr
        self.h, self.w = scr.getmaxyx()

    def put(self, y, x, text, attr=0):
        if y < 0 or y >= self.h or x >= self.w:
            return
        text = text[: max(0, self.w - x - (1 if y == self.h - 1 else 0))]
        try:
            self.s.addstr(y, x, text, attr)
        except curses.error:
            pass

    def background(self, backtitle):
        self.s.bkgd(" ", curses.color_pair(SCREEN))
        self.s.erase()
        attr = curses.color_pair(SCREEN) | curses.A_BOLD
        self.put(0, 1, backtitle, attr)
        try:
            self.s.hline(1, 1, curses.ACS_HLINE, self.w - 2, attr)
        except curses.error:
            pass

    def box(self, y, x, h, w, title="", title_pair=TITLE):
        d = curses.color_pair(DIALOG)
        for r in range(h):
            self.put(y + r, x, " " * w, d)
        hi = curses.color_pair(DIALOG) | curses.A_BOLD
        lo = curses.color_pair(BORDER_DARK)
        s = self.s
        try:
            s.addch(y, x, curses.ACS_ULCORNER, hi)
            s.hline(y, x + 1, curses.ACS_HLINE, w - 2, hi)
            s.addch(y, x + w - 1, curses.ACS_URCORNER, lo)
            s.vline(y + 1, x, curses.ACS_VLINE, h - 2, hi)
            s.vline(y + 1, x + w - 1, curses.ACS_VLINE, h - 2, lo)
            s.addch(y + h - 1, x, curses.ACS_LLCORNER, hi)
            s.hline(y + h - 1, x + 1, curses.ACS_HLINE, w - 2, lo)
            s.addch(y + h - 1, x + w - 1, curses.ACS_LRCORNER, lo)
        except curses.error:
            pass
        # shadow
        sh = curses.color_pair(SHADOW)
        for r in range(1, h + 1):
            self.put(y + r, x + w, "  ", sh)
        self.put(y + h, x + 2, " " * w, sh)
        if title:
            t = " " + title + " "
            self.put(y, x + (w - len(t)) // 2, t, curses.color_pair(title_pair) | curses.A_BOLD)

    def inner(self, y, x, h, w):
        lo = curses.color_pair(BORDER_DARK)
        hi = curses.color_pair(DIALOG) | curses.A_BOLD
        s = self.s
        try:
            s.addch(y, x, curses.ACS_ULCORNER, lo)
            s.hline(y, x + 1, curses.ACS_HLINE, w - 2, lo)
            s.addch(y, x + w - 1, curses.ACS_URCORNER, hi)
            s.vline(y + 1, x, curses.ACS_VLINE, h - 2, lo)
            s.vline(y + 1, x + w - 1, curses.ACS_VLINE, h - 2, hi)
            s.addch(y + h - 1, x, curses.ACS_LLCORNER, lo)
            s.hline(y + h - 1, x + 1, curses.ACS_HLINE, w - 2, hi)
            s.addch(y + h - 1, x + w - 1, curses.ACS_LRCORNER, hi)
        except curses.error:
            pass

    def separator(self, y, x, w):
        hi = curses.color_pair(DIALOG) | curses.A_BOLD
        lo = curses.color_pair(BORDER_DARK)
        try:
            self.s.addch(y, x, curses.ACS_LTEE, hi)
            self.s.hline(y, x + 1, curses.ACS_HLINE, w - 2, hi)
            self.s.addch(y, x + w - 1, curses.ACS_RTEE, lo)
        except curses.error:
            pass

    def buttons(self, y, x, w, labels, active, spacing=4):
        """labels like '  OK  ' drawn <label>; active index reversed."""
        total = sum(len(l) + 2 for l in labels) + spacing * (len(labels) - 1)
        cx = x + (w - total) // 2
        cur = None
        for i, l in enumerate(labels):
            on = i == active
            base = curses.color_pair(BTN_ACT if on else BTN_INACT) | (curses.A_BOLD if on else 0)
            self.put(y, cx, "<", base)
            lead = len(l) - len(l.lstrip())
            self.put(y, cx + 1, l, base)
            key = curses.color_pair(KEY_ACT if on else KEY_INACT) | curses.A_BOLD
            self.put(y, cx + 1 + lead, l.strip()[0], key)
            self.put(y, cx + 1 + len(l), ">", base)
            if on:
                cur = (y, cx + 1 + lead)
            cx += len(l) + 2 + spacing
        return cur

    def text(self, y, x, lines, attr=None):
        if attr is None:
            attr = curses.color_pair(DIALOG)
        for i, l in enumerate(lines):
            self.put(y + i, x, l, attr)


def wrap(text, width):
    out = []
    for para in text.split("\n"):
        line = ""
        for word in para.split(" "):
            if line and len(line) + 1 + len(word) > width:
                out.append(line)
                line = word
            else:
                line = word if not line else line + " " + word
        out.append(line)
    return out


def keyname(ch):
    if ch == 27:
        return "esc"
    if ch in (10, 13, curses.KEY_ENTER):
        return "enter"
    if ch == curses.KEY_UP:
        return "up"
    if ch == curses.KEY_DOWN:
        return "down"
    if ch in (9,):
        return "tab"
    if ch == 32:
        return "space"
    if ch in (curses.KEY_BACKSPACE, 127, 8):
        return "bs"
    if 32 < ch < 127:
        return chr(ch)
    return ""


# ---------------------------------------------------------------- dialog


def dialog_menu(sc, backtitle, title, text, items, sel, buttons, active=0, tagw=None, item_help=None, checklist=None,
                h=None, w=None):
    """items: list of (tag, label); checklist: list of bools or None."""
    sc.background(backtitle)
    lines = wrap(text, (w or 76) - 4)
    n = len(items)
    menu_h = n
    w = w or 76
    h = h or min(sc.h - 3, len(lines) + menu_h + 7)
    y = max(2, (sc.h - h) // 2)
    x = (sc.w - w) // 2
    sc.box(y, x, h, w, title)
    sc.text(y + 1, x + 2, lines)
    my = y + 1 + len(lines)
    mh = h - len(lines) - 4
    mw = w - 4
    sc.inner(my, x + 2, mh, mw)
    tagw = tagw if tagw is not None else max(len(t) for t, _ in items)
    cur = None
    for i, (tag, label) in enumerate(items[: mh - 2]):
        ry = my + 1 + i
        on = i == sel
        base = curses.color_pair(ITEM_SEL if on else DIALOG) | (curses.A_BOLD if on else 0)
        ix = x + 4
        if checklist is not None:
            mark = "[*]" if checklist[i] else "[ ]"
            sc.put(ry, ix, mark, base)
            ix += 4
        sc.put(ry, ix, tag.ljust(tagw), base)
        if tag:
            sc.put(ry, ix, tag[0], (curses.color_pair(KEY_ACT) | curses.A_BOLD) if on else curses.color_pair(TAG_KEY) | curses.A_BOLD)
        sc.put(ry, ix + tagw + 2, label, base)
        if on:
            cur = (ry, ix + (1 if checklist is not None else 0))
    sc.separator(y + h - 3, x, w)
    sc.buttons(y + h - 2, x, w, buttons, active)
    if item_help:
        sc.put(sc.h - 1, 1, item_help[sel], curses.color_pair(SCREEN) | curses.A_BOLD)
    if cur:
        sc.s.move(*cur)
    sc.s.refresh()


def dialog_yesno(sc, backtitle, title, text, active=0, w=60):
    sc.background(backtitle)
    lines = wrap(text, w - 4)
    h = len(lines) + 5
    y = (sc.h - h) // 2
    x = (sc.w - w) // 2
    sc.box(y, x, h, w, title)
    sc.text(y + 1, x + 2, lines)
    sc.separator(y + h - 3, x, w)
    cur = sc.buttons(y + h - 2, x, w, [" Yes ", " No  "], active, spacing=6)
    sc.s.move(*cur)
    sc.s.refresh()


def dialog_input(sc, backtitle, title, text, value, w=60):
    sc.background(backtitle)
    lines = wrap(text, w - 4)
    h = len(lines) + 8
    y = (sc.h - h) // 2
    x = (sc.w - w) // 2
    sc.box(y, x, h, w, title)
    sc.text(y + 1, x + 2, lines)
    fy = y + 1 + len(lines) + 1
    sc.inner(fy - 1, x + 2, 3, w - 4)
    sc.put(fy, x + 3, " " * (w - 6), curses.color_pair(INPUT))
    sc.put(fy, x + 3, value, curses.color_pair(INPUT))
    sc.separator(y + h - 3, x, w)
    sc.buttons(y + h - 2, x, w, ["  OK  ", "Cancel"], 0, spacing=6)
    sc.s.move(fy, x + 3 + len(value))
    sc.s.refresh()


def dialog_gauge(sc, backtitle, title, text, pct, w=60):
    sc.background(backtitle)
    lines = wrap(text, w - 4)
    h = len(lines) + 6
    y = (sc.h - h) // 2
    x = (sc.w - w) // 2
    sc.box(y, x, h, w, title)
    sc.text(y + 2, x + 2, lines)
    gy = y + h - 3
    gw = w - 8
    sc.inner(gy - 1, x + 4, 3, gw)
    inner = gw - 2
    label = "%d%%" % pct
    bar = label.center(inner)
    fill = inner * pct // 100
    for i, c in enumerate(bar):
        attr = curses.color_pair(GAUGE) | curses.A_BOLD if i < fill else curses.color_pair(DIALOG) | curses.A_BOLD
        sc.put(gy, x + 5 + i, c, attr)
    curses.curs_set(0)
    sc.s.refresh()


def move(sel, k, n):
    if k == "down":
        return min(n - 1, sel + 1)
    if k == "up":
        return max(0, sel - 1)
    return sel


# ---------------------------------------------------------------- ct-ng


CTNG_HELP = ("Arrow keys navigate the menu.  <Enter> selects submenus ---> (or empty submenus ----).  "
             "Highlighted letters are hotkeys.  Pressing <Y> includes, <N> excludes, <M> modularizes features.  "
             "Press <Esc><Esc> to exit, <?> for Help, </> for Search.  Legend: [*] built-in  [ ] excluded  "
             "<M> module  < > module capable")
CTNG_TITLE = "crosstool-NG 1.26.0 Configuration"
CTNG_BACK = ".config - crosstool-NG 1.26.0 Configuration"


def ctng_menu(sc, title, items, sel):
    """lxdialog's menu: items (prefix, text, hotkey index)."""
    sc.background(CTNG_BACK)
    y, x, h, w = 2, 2, sc.h - 3, sc.w - 5
    sc.box(y, x, h, w, title, YELLOW_TITLE)
    lines = wrap(CTNG_HELP, w - 4)
    sc.text(y + 1, x + 2, lines)
    my = y + 1 + len(lines)
    mh = h - len(lines) - 4
    sc.inner(my, x + 2, mh, w - 4)
    cur = None
    for i, (prefix, label) in enumerate(items[: mh - 2]):
        ry = my + 1 + i
        on = i == sel
        base = curses.color_pair(ITEM_SEL if on else DIALOG) | (curses.A_BOLD if on else 0)
        lead = prefix.ljust(3) + " " if prefix else "    "
        line = (lead + label).ljust(w - 10)
        sc.put(ry, x + 5, line, base)
        # hotkey: first upper-case letter of the label's words
        pos = len(lead) + next((j for j, c in enumerate(label) if c.isalpha()), 0)
        sc.put(ry, x + 5 + pos, line[pos], (curses.color_pair(KEY_ACT) if on else curses.color_pair(TAG_KEY)) | curses.A_BOLD)
        if on:
            cur = (ry, x + 5 + pos)
    sc.separator(y + h - 3, x, w)
    sc.buttons(y + h - 2, x, w, ["Select", " Exit ", " Help ", " Save ", " Load "], 0, spacing=3)
    sc.s.move(*cur)
    sc.s.refresh()


def ctng_radio(sc, title, items, sel, chosen):
    sc.background(CTNG_BACK)
    text = ("Use the arrow keys to navigate this window or press the hotkey of the item you wish to select "
            "followed by the <SPACE BAR>. Press <?> for additional information about this option.")
    w = 60
    lines = wrap(text, w - 4)
    show = 12
    h = len(lines) + show + 6
    y = max(2, (sc.h - h) // 2)
    x = (sc.w - w) // 2
    sc.box(y, x, h, w, title, YELLOW_TITLE)
    sc.text(y + 1, x + 2, lines)
    my = y + 1 + len(lines)
    sc.inner(my, x + 2, show + 2, w - 4)
    cur = None
    for i, label in enumerate(items[:show]):
        ry = my + 1 + i
        on = i == sel
        base = curses.color_pair(ITEM_SEL if on else DIALOG) | (curses.A_BOLD if on else 0)
        sc.put(ry, x + 6, "(X)" if i == chosen else "( )", curses.color_pair(DIALOG) | curses.A_BOLD)
        sc.put(ry, x + 10, label.ljust(w - 16), base)
        sc.put(ry, x + 10, label[0], (curses.color_pair(KEY_ACT) if on else curses.color_pair(TAG_KEY)) | curses.A_BOLD)
        if on:
            cur = (ry, x + 7)
    if len(items) > show:
        sc.put(my + show + 1, x + w - 12, "\u2193(+)", curses.color_pair(DIALOG) | curses.A_BOLD)
    sc.separator(y + h - 3, x, w)
    sc.buttons(y + h - 2, x, w, ["Select", " Help "], 0, spacing=8)
    sc.s.move(*cur)
    sc.s.refresh()


def ctng_input(sc, title, value):
    sc.background(CTNG_BACK)
    w = 60
    lines = wrap("Please enter a string value. Use the <TAB> key to move from the input field to the buttons below it.", w - 4)
    h = len(lines) + 8
    y = (sc.h - h) // 2
    x = (sc.w - w) // 2
    sc.box(y, x, h, w, title, YELLOW_TITLE)
    sc.text(y + 1, x + 2, lines)
    fy = y + 2 + len(lines)
    sc.inner(fy - 1, x + 2, 3, w - 4)
    sc.put(fy, x + 3, value.ljust(w - 6), curses.color_pair(INPUT))
    sc.separator(y + h - 3, x, w)
    sc.buttons(y + h - 2, x, w, ["  Ok  ", " Help "], 0, spacing=8)
    sc.s.move(fy, x + 3 + len(value))
    sc.s.refresh()


def ctng_save(sc):
    sc.background(CTNG_BACK)
    w = 50
    lines = ["Do you wish to save your new configuration?", "(Press <ESC><ESC> to continue crosstool-NG", "configuration.)"]
    h = len(lines) + 5
    y = (sc.h - h) // 2
    x = (sc.w - w) // 2
    sc.box(y, x, h, w, "", YELLOW_TITLE)
    sc.text(y + 1, x + 2, lines)
    sc.separator(y + h - 3, x, w)
    cur = sc.buttons(y + h - 2, x, w, [" Yes  ", "  No  "], 0, spacing=6)
    sc.s.move(*cur)
    sc.s.refresh()


def ctng(sc):
    main = [("", "Paths and misc options  --->"), ("", "Target options  --->"), ("", "Toolchain options  --->"),
            ("", "Operating System  --->"), ("", "Binary utilities  --->"), ("", "C compiler  --->"),
            ("", "C-library  --->"), ("", "Debug facilities  --->"), ("", "Companion libraries  --->"),
            ("", "Companion tools  --->"), ("", "Test suite  --->")]
    target = [("", "Target Architecture (arm)  --->"), ("[ ]", "Build a multilib toolchain (READ HELP!!!)"),
              ("", "Endianness: (Little endian)  --->"), ("", "Bitness: (32-bit)  --->"),
              ("", "*** Options for arm ***"), ("", "Default instruction set mode (arm)  --->"),
              ("[*]", "Use EABI"), ("", "*** Target optimisations ***"),
              ("(armv7-a)", "Architecture level"), ("()", "Tune for CPU"), ("(vfpv3-d16)", "Use specific FPU"),
              ("", "Floating point: (hardware (FPU))  --->")]
    toolchain = [("(unknown)", "Tuple's vendor string"), ("()", "Tuple's sysroot"), ("()", "Tuple's alias"),
                 ("[ ]", "Build Static Toolchain"), ("(-pipe)", "Extra host compiler flags"),
                 ("", "Type (Cross)  --->"), ("", "*** Build system ***"), ("()", "Tools prefix (BUILD)"),
                 ("", "*** Misc options ***"), ("[ ]", "Enable nls to compile with gettext support")]
    archs = ["alpha", "arm", "avr", "c-sky", "m68k", "microblaze", "mips", "moxie", "msp430", "nios2",
             "powerpc", "riscv", "s390", "sh", "sparc", "x86", "xtensa"]
    state, sel = "main", 0
    subsel = 0
    while True:
        if state == "main":
            ctng_menu(sc, CTNG_TITLE, main, sel)
        elif state == "target":
            ctng_menu(sc, "Target options", target, subsel)
        elif state == "toolchain":
            ctng_menu(sc, "Toolchain options", toolchain, subsel)
        elif state == "arch":
            ctng_radio(sc, "Target Architecture", archs, 1, 1)
        elif state == "vendor":
            ctng_input(sc, "Tuple's vendor string", "unknown")
        elif state == "save":
            ctng_save(sc)
        k = keyname(sc.s.getch())
        if state == "main":
            if k in ("up", "down"):
                sel = move(sel, k, len(main))
            elif k == "enter" and sel == 1:
                state, subsel = "target", 0
            elif k == "enter" and sel == 2:
                state, subsel = "toolchain", 0
            elif k == "esc":
                state = "save"
        elif state in ("target", "toolchain"):
            items = target if state == "target" else toolchain
            if k in ("up", "down"):
                subsel = move(subsel, k, len(items))
            elif k == "enter" and subsel == 0:
                state = "arch" if state == "target" else "vendor"
            elif k == "esc":
                state = "main"
        elif state == "arch":
            if k in ("enter", "space", "esc"):
                state = "target"
        elif state == "vendor":
            if k in ("enter", "esc"):
                state = "toolchain"
        elif state == "save":
            if k == "enter":
                return
            if k == "esc":
                state = "main"


# ---------------------------------------------------------------- RetroPie


RP_BACK = "RetroPie-Setup - Installation folder: /home/pi/RetroPie for user pi"


def retropie(sc):
    text = ("RetroPie-Setup Script Version: 4.8.6 - Last Commit: Sat 11 Nov 2023\n"
            "System: rpi4 (armv8) - Running on: Raspbian GNU/Linux 11 (bullseye)")
    main = [("I", "Basic install"), ("U", "Update"), ("P", "Manage packages"), ("S", "Configuration / tools"),
            ("X", "Uninstall RetroPie"), ("R", "Perform reboot")]
    helps = ["Basic install - Installs all the core and main packages from pre-compiled binaries where available.",
             "Update - Updates RetroPie-Setup and all currently installed packages.",
             "Install/Remove and Configure the various components of RetroPie, including emulators, ports, and controller drivers.",
             "Configuration and Tools. Any packages you have installed that have additional configuration options will also appear here.",
             "Uninstall - Removes RetroPie completely.",
             "Reboot your machine."]
    pkgs = [("core", "Manage core packages"), ("main", "Manage main packages"), ("opt", "Manage optional packages"),
            ("driver", "Manage driver packages"), ("exp", "Manage experimental packages"),
            ("U", "Update all installed packages"), ("c", "Package Configuration")]
    state, sel, psel = "main", 0, 0
    while True:
        if state == "main":
            dialog_menu(sc, RP_BACK, "", text, main, sel, ["  OK  ", " Exit ", " Help "], item_help=helps, w=76, h=16)
        elif state == "packages":
            dialog_menu(sc, RP_BACK, "", "Choose an option", pkgs, psel, ["  OK  ", " Back "], w=60, h=16)
        elif state == "basic":
            dialog_yesno(sc, RP_BACK, "", "Are you sure you want to continue? This will install all the core and main "
                         "packages (from binary where available).", 0, w=60)
        k = keyname(sc.s.getch())
        if state == "main":
            if k in ("up", "down"):
                sel = move(sel, k, len(main))
            elif k == "enter" and sel == 0:
                state = "basic"
            elif k == "enter" and sel == 2:
                state = "packages"
        elif state == "packages":
            if k in ("up", "down"):
                psel = move(psel, k, len(pkgs))
            elif k == "esc":
                state = "main"
        elif state == "basic":
            if k == "enter":
                break
            if k == "esc":
                state = "main"
    curses.endwin()
    out = sys.stdout
    out.write("\033[H\033[2J")
    rule = "= " * 40
    steps = [("retroarch", "RetroArch"), ("emulationstation", "EmulationStation - Emulator frontend"),
             ("runcommand", "The 'runcommand' launch script"), ("splashscreen", "Configure Splashscreen")]
    pkgs_dl = ["libsdl2-2.0-0", "libavcodec58", "libavformat58", "libfreetype6-dev", "libusb-1.0-0-dev",
               "libxkbcommon-dev", "libudev-dev", "libasound2-dev", "libpulse-dev", "libvulkan-dev"]
    n = 0
    for mod, desc in steps:
        out.write(rule.rstrip() + "\n" + "Installing dependencies for '%s' : %s\n" % (mod, desc) + rule.rstrip() + "\n\n")
        out.write("Reading package lists...\nBuilding dependency tree...\nReading state information...\n")
        out.flush()
        time.sleep(0.8)
        for p in pkgs_dl:
            n += 1
            out.write("Get:%d http://archive.raspberrypi.org/debian bullseye/main armhf %s armhf [%d kB]\n"
                      % (n, p, 100 + 37 * n))
            out.flush()
            time.sleep(0.7)
    time.sleep(600)


# ---------------------------------------------------------------- archfi


AF_BACK = "Arch Linux Installer (x86_64) - archfi v2.1"


def archfi(sc):
    main = [("1", "Set Keyboard Layout"), ("2", "Set Editor"), ("3", "Disk Partitions"),
            ("4", "Select Partitions and Install"), ("5", "Help"), ("6", "Reboot")]
    disks = [("/dev/sda", "20G VBOX HARDDISK"), ("/dev/sdb", "8G VBOX HARDDISK")]
    tools = [("cfdisk", ""), ("cgdisk", ""), ("fdisk", ""), ("gdisk", ""), ("parted", ""),
             ("optimized-gpt", "Auto Partitions (gpt)"), ("optimized-gpt-efi", "Auto Partitions (gpt,efi)"),
             ("optimized-dos", "Auto Partitions (dos)"), ("erase", "Erase disk")]
    roots = [("/dev/sda1", "vfat   512M"), ("/dev/sda2", "swap     2G"), ("/dev/sda3", "ext4  17.5G")]
    state, sel, dsel, tsel, rsel = "main", 0, 0, 0, 2
    pct = 0
    while True:
        if state == "main":
            dialog_menu(sc, AF_BACK, "Main Menu", "", main, sel, ["Select", " Exit "], w=50, h=13)
        elif state == "disks":
            dialog_menu(sc, AF_BACK, "Disk Partitions", "Select the disk :", disks, dsel, ["Select", " Back "], w=50, h=10)
        elif state == "tools":
            dialog_menu(sc, AF_BACK, "Disk Partitions", "Select the partitioning tool for /dev/sda :", tools, tsel,
                        ["Select", " Back "], w=60, h=16)
        elif state == "wipe":
            dialog_yesno(sc, AF_BACK, "Auto Partitions (gpt,efi)",
                         "WARNING: all data on /dev/sda will be lost!\n\nDo you want to continue?", 1, w=52)
        elif state == "gauge":
            dialog_gauge(sc, AF_BACK, "Auto Partitions (gpt,efi)", "Formatting /dev/sda3 (ext4) ...", pct, w=56)
            curses.napms(700)
            pct = min(99, pct + 1)
            continue
        elif state == "root":
            dialog_menu(sc, AF_BACK, "Select Partitions and Install", "Select the root partition :", roots, rsel,
                        ["Select", " Back "], w=56, h=11)
        k = keyname(sc.s.getch())
        if state == "main":
            if k in ("up", "down"):
                sel = move(sel, k, len(main))
            elif k in ("3", "4"):
                sel = int(k) - 1
                state = "disks" if k == "3" else "root"
            elif k == "enter" and sel in (2, 3):
                state = "disks" if sel == 2 else "root"
        elif state == "disks":
            if k in ("up", "down"):
                dsel = move(dsel, k, len(disks))
            elif k == "enter":
                state = "tools"
            elif k == "esc":
                state = "main"
        elif state == "tools":
            if k in ("up", "down"):
                tsel = move(tsel, k, len(tools))
            elif k == "enter" and tools[tsel][0] == "optimized-gpt-efi":
                state = "wipe"
            elif k == "esc":
                state = "disks"
        elif state == "wipe":
            if k == "y" or (k == "enter"):
                if k == "y":
                    state, pct = "gauge", 12
                else:
                    state = "tools"
        elif state == "root":
            if k in ("up", "down"):
                rsel = move(rsel, k, len(roots))
            elif k == "esc":
                state = "main"


# ---------------------------------------------------------------- Anarchy


AN_BACK = "Anarchy Installer 1.3.1 - Linux x86_64"


def anarchy(sc):
    locales = [("en_US.UTF-8", "English (United States)"), ("en_AU.UTF-8", "English (Australia)"),
               ("en_CA.UTF-8", "English (Canada)"), ("en_GB.UTF-8", "English (Great Britain)"),
               ("de_DE.UTF-8", "German"), ("es_ES.UTF-8", "Spanish"), ("fr_FR.UTF-8", "French"),
               ("pt_BR.UTF-8", "Portuguese (Brazil)")]
    software = [("neofetch", "System information tool"), ("htop", "Interactive process viewer"),
                ("openssh", "Secure Shell server and client"), ("firefox", "Graphical web browser"),
                ("vlc", "Multimedia player"), ("gparted", "Graphical partition editor")]
    ticks = [True, True, False, False, False, False]
    state, lsel, ssel = "welcome", 0, 0
    user = ""
    pct = 0
    while True:
        if state == "welcome":
            dialog_yesno(sc, AN_BACK, "Anarchy Installer", "Welcome to the Anarchy Installer!\n\n"
                         "Would you like to begin the install process?", 0, w=56)
        elif state == "locale":
            dialog_menu(sc, AN_BACK, "Anarchy Installer", "Please select your desired locale:", locales, lsel,
                        ["  OK  ", "Cancel"], w=60, h=15)
        elif state == "software":
            dialog_menu(sc, AN_BACK, "Anarchy Installer", "Select any extra software you would like to install:",
                        software, ssel, ["  OK  ", "Cancel"], checklist=ticks, w=64, h=13)
        elif state == "user":
            dialog_input(sc, AN_BACK, "Anarchy Installer", "Enter a username for your new user:", user, w=56)
        elif state == "gauge":
            dialog_gauge(sc, AN_BACK, "Anarchy Installer", "Installing the Anarchy base system, please wait...\n"
                         "(pacstrap: linux linux-firmware base base-devel)", pct, w=60)
            curses.napms(700)
            pct = min(99, pct + 1)
            continue
        k = keyname(sc.s.getch())
        if state == "welcome":
            if k == "enter":
                state = "locale"
        elif state == "locale":
            if k in ("up", "down"):
                lsel = move(lsel, k, len(locales))
            elif k == "enter":
                state = "software"
        elif state == "software":
            if k in ("up", "down"):
                ssel = move(ssel, k, len(software))
            elif k == "space":
                ticks[ssel] = not ticks[ssel]
            elif k == "enter":
                state = "user"
        elif state == "user":
            if k == "enter" and user:
                curses.curs_set(0)
                state, pct = "gauge", 3
            elif k == "bs":
                user = user[:-1]
            elif len(k) == 1:
                user += k


TOOLS = {"ctng": ctng, "retropie": retropie, "archfi": archfi, "anarchy": anarchy}


def main(scr):
    init_colors()
    curses.curs_set(1)
    scr.keypad(True)
    TOOLS[sys.argv[1]](Screen(scr))


if __name__ == "__main__":
    if len(sys.argv) != 2 or sys.argv[1] not in TOOLS:
        sys.exit("usage: threehundredthirtyfourth_menus.py ctng|retropie|archfi|anarchy")
    try:
        curses.wrapper(main)
    except KeyboardInterrupt:
        pass
