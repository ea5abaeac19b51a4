"""One DOS-era text-mode program imitated, named by the first argument: a
fixture of agentty's threehundredsixteenth set, whose screens were never
used to tune the mode classifier. Each draws what a program of the DOS
and Turbo Vision era draws (a menu bar with menus dropped from it, dialog
boxes with fields and buttons, checkboxes [X] and radio buttons (•),
message boxes with an OK button, a status line of F-keys) at its
moments: a disk repair tool of a utilities suite (its main menu of
buttons, its Options menu, a configure box of checkboxes, a surface scan
box, the scan, its report), a BIOS setup of pull-down menus (its summary
screen, its Configuration menu, a date box, a boot sequence box of radio
buttons, its save question), an order entry application of a database
compiler (its frame, its Browse menu, a customer form, a required-field
message, a report box of radio buttons) and a DOS file manager (its file
list, its File menu, a copy box, the copy, its message, an attributes box
of checkboxes). All on the alternate screen, keys read one at a time,
raw, not echoed. Runs with Debian's python3 and its standard library
only (curses)."""

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


(DEF, WB, BW, YB, CB, WC, RW, BG, GB, WG, BC, YBL, WBLK, BLW, WR, YC, BLC, WM) = range(1, 19)


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
    curses.init_pair(WBLK, c.COLOR_WHITE, c.COLOR_BLACK)
    curses.init_pair(BLW, c.COLOR_BLUE, c.COLOR_WHITE)
    curses.init_pair(WR, c.COLOR_WHITE, c.COLOR_RED)
    curses.init_pair(YC, c.COLOR_YELLOW, c.COLOR_CYAN)
    curses.init_pair(BLC, c.COLOR_BLUE, c.COLOR_CYAN)
    curses.init_pair(WM, c.COLOR_WHITE, c.COLOR_MAGENTA)


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


def box(scr, y, x, h, w, attr, title="", double=False):
    """A framed box of h rows and w columns, cleared inside."""
    tl, tr, bl, br, hz, vt = ("╔", "╗", "╚", "╝", "═", "║") if double else ("┌", "┐", "└", "┘", "─", "│")
    put(scr, y, x, tl + hz * (w - 2) + tr, attr)
    for r in range(1, h - 1):
        put(scr, y + r, x, vt + " " * (w - 2) + vt, attr)
    put(scr, y + h - 1, x, bl + hz * (w - 2) + br, attr)
    if title:
        t = " %s " % title
        put(scr, y, x + (w - len(t)) // 2, t, attr)


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


def menubar(scr, items, dropped, normal, hot, chosen, x=1):
    """A menu bar on the top row; returns the column of each item."""
    fill(scr, 0, 0, 80, normal)
    cols = []
    for m in items:
        a = chosen if m == dropped else normal
        put(scr, 0, x, " " + m + " ", a)
        put(scr, 0, x + 1, m[0], hot if a == normal else a)
        cols.append(x)
        x += len(m) + 2
    return cols


def dropdown(scr, y, x, entries, at, normal, chosen, width):
    """A menu dropped under the bar: entries are (name, key) or None."""
    box(scr, y, x, len(entries) + 2, width, normal)
    shadow(scr, y, x, len(entries) + 2, width)
    row = 0
    for i, e in enumerate(entries):
        if e is None:
            put(scr, y + 1 + i, x, "├" + "─" * (width - 2) + "┤", normal)
            continue
        n, k = e
        a = chosen if row == at else normal
        fill(scr, y + 1 + i, x + 1, width - 2, a)
        put(scr, y + 1 + i, x + 2, n, a)
        put(scr, y + 1 + i, x + width - 2 - len(k), k, a)
        row += 1


def statusline(scr, keys, normal, hot):
    fill(scr, 23, 0, 80, normal)
    x = 1
    for k, lab in keys:
        put(scr, 23, x, k, hot)
        put(scr, 23, x + len(k) + 1, lab, normal)
        x += len(k) + len(lab) + 3


def button(scr, y, x, label, attr):
    put(scr, y, x, label, attr)


# ------------------------------------------------ diskfix (PC Tools DiskFix)

DF_BUTTONS = ["Repair a Disk", "Surface Scan", "Revitalize a Disk", "Undo a DiskFix Repair",
              "Configure Options", "Advice"]
DF_HELP = [
    "Check a disk for problems and repair them.",
    "Scan a disk for unreadable areas.",
    "Reformat a disk without losing data.",
    "Undo the repairs of an earlier session.",
    "Choose the tests DiskFix makes.",
    "Help with a disk problem or a message.",
]
DF_OPTIONS = [("Configure Options...", ""), ("Save Configuration", ""), ("Print Report...", ""), None,
              ("Exit", "Alt+X")]
DF_CHECKS = ["Check for partition table errors", "Check boot sector", "Use Mirror information",
             "Write a report file"]


def df_frame(scr, dropped):
    area(scr, 1, 0, 22, 80, cp(WB))
    menubar(scr, ["Options", "Help"], dropped, cp(BW), cp(RW), cp(WBLK))
    put(scr, 0, 60, "DiskFix  7.1", cp(BW))
    statusline(scr, [("F1", "Help"), ("F3", "Exit"), ("F10", "Menu")], cp(BW), cp(RW))
    put(scr, 23, 50, "PC Tools", cp(BW))


def diskfix(scr):
    state, at, mat, checks, passes = "main", 0, 0, [True, True, False, True], "1"
    cursor(False)
    while True:
        scr.erase()
        df_frame(scr, "Options" if state == "menu" else None)
        box(scr, 2, 18, 18, 44, cp(BW), "DiskFix", double=True)
        for i, b in enumerate(DF_BUTTONS):
            a = cp(WR) if (i == at and state == "main") else cp(BC)
            put(scr, 4 + 2 * i, 26, " " + b.center(26) + " ", a)
        put(scr, 17, 19, DF_HELP[at].center(42), cp(BW))
        cur = None
        if state == "menu":
            dropdown(scr, 1, 1, DF_OPTIONS, mat, cp(BW), cp(WBLK), 26)
        elif state == "configure":
            y, x0, w, h = 5, 14, 52, 13
            box(scr, y, x0, h, w, cp(WC), "Configure Options", double=True)
            shadow(scr, y, x0, h, w)
            put(scr, y + 2, x0 + 3, "Options to use when repairing a disk:", cp(WC) | curses.A_BOLD)
            for i, c in enumerate(DF_CHECKS):
                a = cp(WB) if i == mat else cp(WC)
                put(scr, y + 4 + i, x0 + 5, ("[X] " if checks[i] else "[ ] ") + c, a)
            button(scr, y + 10, x0 + 12, "   OK   ", cp(WR))
            button(scr, y + 10, x0 + 30, " Cancel ", cp(BW))
            cur = (y + 4 + mat, x0 + 6)
        elif state == "scanbox":
            y, x0, w, h = 6, 16, 48, 10
            box(scr, y, x0, h, w, cp(WC), "Surface Scan", double=True)
            shadow(scr, y, x0, h, w)
            put(scr, y + 2, x0 + 3, "Drive to scan:     C:", cp(WC))
            put(scr, y + 4, x0 + 3, "Number of passes:", cp(WC))
            put(scr, y + 4, x0 + 22, "[" + passes.ljust(3) + "]", cp(WB))
            button(scr, y + 7, x0 + 8, "  Scan  ", cp(WR))
            button(scr, y + 7, x0 + 28, " Cancel ", cp(BW))
            cur = (y + 4, x0 + 23 + len(passes))
        elif state == "report":
            y, x0, w, h = 8, 18, 44, 8
            box(scr, y, x0, h, w, cp(WR), "Surface Scan", double=True)
            shadow(scr, y, x0, h, w)
            put(scr, y + 2, x0 + 3, "Surface scan complete.", cp(WR))
            put(scr, y + 3, x0 + 3, "No bad sectors were found on drive C:.", cp(WR))
            button(scr, y + 5, x0 + 18, "   OK   ", cp(BW))
        if cur:
            cursor(True)
            scr.move(*cur)
        else:
            cursor(False)
        scr.refresh()
        k = scr.getch()
        if state == "main":
            if k == curses.KEY_DOWN:
                at = (at + 1) % len(DF_BUTTONS)
            elif k == curses.KEY_UP:
                at = (at - 1) % len(DF_BUTTONS)
            elif k == curses.KEY_F10:
                state, mat = "menu", 0
            elif k in ENTER and at == 1:
                state = "scanbox"
            elif k in ENTER and at == 4:
                state, mat = "configure", 0
            elif k in (ctrl("c"), curses.KEY_F3):
                return
        elif state == "menu":
            if k == curses.KEY_DOWN:
                mat = (mat + 1) % 4
            elif k == curses.KEY_UP:
                mat = (mat - 1) % 4
            elif k in ENTER and mat == 0:
                state = "configure"
            elif k == ESC:
                state = "main"
        elif state == "configure":
            if k == curses.KEY_DOWN:
                mat = min(mat + 1, len(DF_CHECKS) - 1)
            elif k == curses.KEY_UP:
                mat = max(mat - 1, 0)
            elif k == ord(" "):
                checks[mat] = not checks[mat]
            elif k in ENTER or k == ESC:
                state = "main"
        elif state == "scanbox":
            if k in ENTER:
                for i in range(30):
                    y, x0, w, h = 5, 10, 60, 14
                    area(scr, y, x0, h, w, cp(WC))
                    box(scr, y, x0, h, w, cp(WC), "Surface Scan - Drive C:", double=True)
                    shadow(scr, y, x0, h, w)
                    for r in range(6):
                        row = "".join("▓" if r * 52 + c < i * 11 else "░" for c in range(52))
                        put(scr, y + 2 + r, x0 + 4, row, cp(WC))
                    put(scr, y + 9, x0 + 4, "Pass 1 of %s   Cylinder %4d of 1023" % (passes, i * 34), cp(WC))
                    put(scr, y + 10, x0 + 4, "Reading...   Bad sectors: 0", cp(WC))
                    button(scr, y + 12, x0 + 26, "  Stop  ", cp(WR))
                    cursor(False)
                    scr.refresh()
                    time.sleep(0.4)
                state = "report"
            elif k == ESC:
                state = "main"
            else:
                passes = edit(passes, k, 3)
        elif state == "report":
            if k in ENTER or k == ESC:
                state = "main"


# -------------------------------------------------- mrbios (MR BIOS setup)

MR_MENUS = ["Configuration", "Chipset", "Power", "Security", "Exit"]
MR_CONFIG = [("Date and Time...", ""), ("Floppy Drives...", ""), ("Hard Disks...", ""), ("Boot Sequence...", ""),
             ("Keyboard...", "")]
MR_EXIT = [("Save Changes & Reboot", "F10"), ("Discard Changes & Exit", "Esc"), ("Load Default Values", "")]
MR_BOOT = ["A: then C:", "C: then A:", "C: only", "CD-ROM then C:"]
MR_SUMMARY = [
    ("Processor", "Pentium 133 MHz"),
    ("Coprocessor", "Installed"),
    ("Base Memory", "640 KB"),
    ("Extended Memory", "31744 KB"),
    ("Cache", "256 KB Write-Back"),
    ("Floppy Drive A:", "1.44 MB 3½\""),
    ("Hard Disk C:", "1624 MB  LBA"),
    ("Video", "VGA/EGA"),
]


def mrbios(scr):
    state, mat, xat, boot, date = "summary", 0, 0, 0, "11/29/1996"
    cursor(False)
    while True:
        scr.erase()
        area(scr, 1, 0, 22, 80, cp(CB))
        dropped = {"config": "Configuration", "exit": "Exit"}.get(state)
        if state in ("date", "boot"):
            dropped = None
        cols = menubar(scr, MR_MENUS, dropped, cp(BC), cp(YC), cp(WB), 2)
        put(scr, 0, 64, "MR BIOS Setup", cp(BC))
        box(scr, 2, 6, 15, 68, cp(WB), "MR BIOS (tm) V3.21  System Summary", double=True)
        for i, (n, v) in enumerate(MR_SUMMARY):
            put(scr, 4 + i, 10, n.ljust(20, "."), cp(CB))
            put(scr, 4 + i, 32, v, cp(YB))
        put(scr, 13, 10, "(C) 1994-96 Microid Research, Inc.", cp(CB))
        put(scr, 14, 10, "BIOS date 11/14/96   Serial 0A4712", cp(CB))
        statusline(scr, [("F1", "Help"), ("F10", "Menu"), ("↑↓", "Select"), ("Enter", "Choose"),
                         ("Esc", "Exit")], cp(BC), cp(WC))
        cur = None
        if state == "config":
            dropdown(scr, 1, cols[0], MR_CONFIG, mat, cp(BC), cp(WB), 24)
        elif state == "exit":
            dropdown(scr, 1, cols[4] - 20, MR_EXIT, xat, cp(BC), cp(WB), 30)
        elif state == "date":
            y, x0, w, h = 7, 20, 40, 9
            box(scr, y, x0, h, w, cp(BW), "Date and Time", double=True)
            shadow(scr, y, x0, h, w)
            put(scr, y + 2, x0 + 3, "Date (mm/dd/yyyy):", cp(BW))
            put(scr, y + 2, x0 + 22, date.ljust(10), cp(WB))
            put(scr, y + 4, x0 + 3, "Time (hh:mm:ss):", cp(BW))
            put(scr, y + 4, x0 + 22, "09:41:07", cp(BC))
            button(scr, y + 6, x0 + 8, "[  OK  ]", cp(WB))
            button(scr, y + 6, x0 + 22, "[Cancel]", cp(BW))
            cur = (y + 2, x0 + 22 + len(date))
        elif state == "boot":
            y, x0, w, h = 6, 22, 36, 11
            box(scr, y, x0, h, w, cp(BW), "Boot Sequence", double=True)
            shadow(scr, y, x0, h, w)
            put(scr, y + 2, x0 + 3, "Boot from:", cp(BW))
            for i, b in enumerate(MR_BOOT):
                a = cp(WB) if i == boot else cp(BW)
                put(scr, y + 3 + i, x0 + 5, ("(*) " if i == boot else "( ) ") + b, a)
            button(scr, y + 8, x0 + 5, "[  OK  ]", cp(WB))
            button(scr, y + 8, x0 + 20, "[Cancel]", cp(BW))
            cur = (y + 3 + boot, x0 + 6)
        elif state == "save":
            y, x0, w, h = 9, 20, 40, 7
            box(scr, y, x0, h, w, cp(WR), "Exit Setup", double=True)
            shadow(scr, y, x0, h, w)
            put(scr, y + 2, x0 + 3, "Save changes to CMOS and reboot?", cp(WR))
            button(scr, y + 4, x0 + 9, "[ Yes ]", cp(BW))
            button(scr, y + 4, x0 + 23, "[ No ]", cp(WR))
        if cur:
            cursor(True)
            scr.move(*cur)
        else:
            cursor(False)
        scr.refresh()
        k = scr.getch()
        if state == "summary":
            if k == curses.KEY_F10:
                state, mat = "config", 0
            elif k == ESC:
                state, xat = "exit", 0
            elif k == ctrl("c"):
                return
        elif state == "config":
            if k == curses.KEY_DOWN:
                mat = (mat + 1) % len(MR_CONFIG)
            elif k == curses.KEY_UP:
                mat = (mat - 1) % len(MR_CONFIG)
            elif k == curses.KEY_LEFT:
                state, xat = "exit", 0
            elif k in ENTER and mat == 0:
                state = "date"
            elif k in ENTER and mat == 3:
                state = "boot"
            elif k == ESC:
                state = "summary"
        elif state == "exit":
            if k == curses.KEY_DOWN:
                xat = (xat + 1) % len(MR_EXIT)
            elif k == curses.KEY_UP:
                xat = (xat - 1) % len(MR_EXIT)
            elif k == curses.KEY_RIGHT:
                state, mat = "config", 0
            elif k in ENTER and xat == 0:
                state = "save"
            elif k == ESC:
                state = "summary"
        elif state == "date":
            if k in ENTER or k == ESC:
                state = "summary"
            else:
                date = edit(date, k, 10)
        elif state == "boot":
            if k == curses.KEY_DOWN:
                boot = min(boot + 1, len(MR_BOOT) - 1)
            elif k == curses.KEY_UP:
                boot = max(boot - 1, 0)
            elif k in ENTER or k == ESC:
                state = "summary"
        elif state == "save":
            if k in (ESC, ord("n"), ord("N")):
                state = "summary"
            elif k in ENTER or k in (ord("y"), ord("Y")):
                return


# ------------------------------------- clarion (a Clarion order entry app)

CL_MENUS = ["File", "Browse", "Reports", "Help"]
CL_BROWSE = [("Customers", "Ctrl+C"), ("Orders", "Ctrl+O"), ("Products", "Ctrl+P"), None,
             ("Invoices", "")]
CL_REPORTS = [("Customer List...", ""), ("Open Orders...", ""), ("Sales by Month...", "")]
CL_DEST = ["Printer (LPT1)", "Screen", "Disk file"]


def clarion(scr):
    state, bat, rat, dest, company, field = "frame", 0, 0, 0, "", 0
    cursor(False)
    while True:
        scr.erase()
        area(scr, 1, 0, 22, 80, cp(WB), "▒")
        dropped = {"browse": "Browse", "reports": "Reports"}.get(state)
        cols = menubar(scr, CL_MENUS, dropped, cp(BC), cp(WC), cp(WBLK))
        fill(scr, 1, 0, 80, cp(WB))
        put(scr, 1, 30, "ORDERS - Order Entry", cp(YB) | curses.A_BOLD)
        statusline(scr, [("F10", "Menu"), ("Ins", "Add"), ("Esc", "Cancel"), ("Alt+X", "Exit")], cp(BC), cp(WC))
        put(scr, 23, 60, "Records: 214", cp(BC))
        cur = None
        if state == "browse":
            dropdown(scr, 1, cols[1], CL_BROWSE, bat, cp(BW), cp(WB), 22)
        elif state == "reports":
            dropdown(scr, 1, cols[2], CL_REPORTS, rat, cp(BW), cp(WB), 24)
        elif state in ("form", "required"):
            y, x0, w, h = 4, 10, 60, 14
            box(scr, y, x0, h, w, cp(BW), "Insert a Customer Record")
            shadow(scr, y, x0, h, w)
            labels = ["Company:", "Contact:", "Address:", "City:", "State:", "Phone:"]
            for i, l in enumerate(labels):
                put(scr, y + 2 + i, x0 + 3, l, cp(BW))
                put(scr, y + 2 + i, x0 + 14, (company if i == 0 else "").ljust(30), cp(WB) if i == field else cp(BC))
            button(scr, y + 10, x0 + 14, "[  OK  ]", cp(WB))
            button(scr, y + 10, x0 + 32, "[Cancel]", cp(BW))
            cur = (y + 2, x0 + 14 + len(company))
            if state == "required":
                y2, x2, w2, h2 = 9, 22, 36, 7
                box(scr, y2, x2, h2, w2, cp(WR), "Error", double=True)
                shadow(scr, y2, x2, h2, w2)
                put(scr, y2 + 2, x2 + 3, "Company is a required field.", cp(WR))
                button(scr, y2 + 4, x2 + 14, "[ OK ]", cp(BW))
                cur = None
        elif state == "dest":
            y, x0, w, h = 6, 22, 36, 10
            box(scr, y, x0, h, w, cp(BW), "Customer List")
            shadow(scr, y, x0, h, w)
            put(scr, y + 2, x0 + 3, "Send report to:", cp(BW))
            for i, d in enumerate(CL_DEST):
                a = cp(WB) if i == dest else cp(BW)
                put(scr, y + 3 + i, x0 + 5, ("(•) " if i == dest else "( ) ") + d, a)
            button(scr, y + 7, x0 + 5, "[ Print ]", cp(WB))
            button(scr, y + 7, x0 + 20, "[Cancel]", cp(BW))
            cur = (y + 3 + dest, x0 + 6)
        if cur:
            cursor(True)
            scr.move(*cur)
        else:
            cursor(False)
        scr.refresh()
        k = scr.getch()
        if state == "frame":
            if k == curses.KEY_F10:
                state, bat = "browse", 0
            elif k == ctrl("r"):
                state, rat = "reports", 0
            elif k == ctrl("c"):
                return
        elif state == "browse":
            if k == curses.KEY_DOWN:
                bat = (bat + 1) % 4
            elif k == curses.KEY_UP:
                bat = (bat - 1) % 4
            elif k == curses.KEY_RIGHT:
                state, rat = "reports", 0
            elif k in ENTER and bat == 0:
                state, company = "form", ""
            elif k == ESC:
                state = "frame"
        elif state == "reports":
            if k == curses.KEY_DOWN:
                rat = (rat + 1) % len(CL_REPORTS)
            elif k == curses.KEY_UP:
                rat = (rat - 1) % len(CL_REPORTS)
            elif k in ENTER and rat == 0:
                state, dest = "dest", 0
            elif k == ESC:
                state = "frame"
        elif state == "form":
            if k in ENTER:
                if not company:
                    state = "required"
                else:
                    state = "frame"
            elif k == ESC:
                state = "frame"
            else:
                company = edit(company, k, 30)
        elif state == "required":
            if k in ENTER or k == ESC:
                state = "form"
        elif state == "dest":
            if k == curses.KEY_DOWN:
                dest = min(dest + 1, len(CL_DEST) - 1)
            elif k == curses.KEY_UP:
                dest = max(dest - 1, 0)
            elif k in ENTER or k == ESC:
                state = "frame"


# ------------------------------------------ pathminder (a DOS file manager)

PM_MENUS = ["File", "Directory", "Disk", "Options", "Quit"]
PM_FILE = [("Copy...", "F5"), ("Move...", "F6"), ("Rename...", ""), ("Delete...", "F8"), None,
           ("Attributes...", ""), ("View", "F3")]
PM_FILES = [
    ("AUTOEXEC.BAT", "412", "11-02-95"), ("BUDGET.WK1", "18,944", "03-14-96"),
    ("CONFIG.SYS", "301", "11-02-95"), ("LETTER.DOC", "6,210", "09-30-96"),
    ("MEMO.TXT", "2,048", "10-07-96"), ("REPORT.TXT", "14,336", "11-21-96"),
    ("SALES.DBF", "52,224", "11-20-96"), ("TODO.TXT", "733", "11-25-96"),
]
PM_TREE = ["C:\\", "├─DOS", "├─DOCS", "│ └─OLD", "├─UTIL", "└─WINDOWS"]
PM_ATTRS = ["Read-only", "Archive", "Hidden", "System"]


def pathminder(scr):
    state, fat, sel, attrs, aat, target = "list", 0, 5, [False, True, False, False], 0, "C:\\BACKUP\\"
    cursor(False)
    while True:
        scr.erase()
        area(scr, 1, 0, 22, 80, cp(WBLK))
        dropped = "File" if state == "menu" else None
        menubar(scr, PM_MENUS, dropped, cp(BG), cp(WG), cp(WBLK))
        put(scr, 0, 62, "PathMinder 4.0", cp(BG))
        box(scr, 1, 0, 21, 24, cp(GB), "Directory")
        for i, t in enumerate(PM_TREE):
            put(scr, 3 + i, 2, t, cp(WB) if t.endswith("DOCS") else cp(GB))
        box(scr, 1, 24, 21, 56, cp(GB), "C:\\DOCS\\*.*")
        put(scr, 2, 27, "Name          Size      Date", cp(YBL))
        for i, (n, s, d) in enumerate(PM_FILES):
            a = cp(BC) if i == sel else cp(GB)
            fill(scr, 3 + i, 25, 54, a)
            put(scr, 3 + i, 27, n.ljust(12) + s.rjust(8) + "   " + d, a)
        put(scr, 20, 27, "8 files   95,208 bytes   31,440,896 free", cp(GB))
        fill(scr, 22, 0, 80, cp(WBLK))
        put(scr, 22, 1, "C:\\DOCS\\REPORT.TXT", cp(YBL))
        statusline(scr, [("F1", "Help"), ("F2", "Tag"), ("F3", "View"), ("F5", "Copy"), ("F6", "Move"),
                         ("F8", "Delete"), ("F10", "Menu")], cp(BG), cp(WG))
        cur = None
        if state == "menu":
            dropdown(scr, 1, 1, PM_FILE, fat, cp(BG), cp(WBLK), 22)
        elif state == "copy":
            y, x0, w, h = 8, 14, 52, 8
            box(scr, y, x0, h, w, cp(BW), "Copy", double=True)
            shadow(scr, y, x0, h, w)
            put(scr, y + 2, x0 + 3, "Copy REPORT.TXT to:", cp(BW))
            put(scr, y + 3, x0 + 3, target.ljust(44), cp(WB))
            button(scr, y + 5, x0 + 12, "[  OK  ]", cp(BG))
            button(scr, y + 5, x0 + 30, "[Cancel]", cp(BW))
            cur = (y + 3, x0 + 3 + len(target))
        elif state == "copied":
            y, x0, w, h = 9, 24, 32, 7
            box(scr, y, x0, h, w, cp(BW), "Copy", double=True)
            shadow(scr, y, x0, h, w)
            put(scr, y + 2, x0 + 3, "1 file copied.", cp(BW))
            button(scr, y + 4, x0 + 12, "[ OK ]", cp(BG))
        elif state == "attrs":
            y, x0, w, h = 6, 22, 36, 12
            box(scr, y, x0, h, w, cp(BW), "Attributes", double=True)
            shadow(scr, y, x0, h, w)
            put(scr, y + 2, x0 + 3, "Attributes of REPORT.TXT:", cp(BW))
            for i, a_ in enumerate(PM_ATTRS):
                a = cp(WB) if i == aat else cp(BW)
                put(scr, y + 4 + i, x0 + 5, ("[X] " if attrs[i] else "[ ] ") + a_, a)
            button(scr, y + 9, x0 + 5, "[  OK  ]", cp(BG))
            button(scr, y + 9, x0 + 20, "[Cancel]", cp(BW))
            cur = (y + 4 + aat, x0 + 6)
        if cur:
            cursor(True)
            scr.move(*cur)
        else:
            cursor(False)
        scr.refresh()
        k = scr.getch()
        if state == "list":
            if k == curses.KEY_DOWN:
                sel = min(sel + 1, len(PM_FILES) - 1)
            elif k == curses.KEY_UP:
                sel = max(sel - 1, 0)
            elif k == curses.KEY_F10:
                state, fat = "menu", 0
            elif k == curses.KEY_F5:
                state = "copy"
            elif k == ctrl("c"):
                return
        elif state == "menu":
            if k == curses.KEY_DOWN:
                fat = (fat + 1) % 6
            elif k == curses.KEY_UP:
                fat = (fat - 1) % 6
            elif k in ENTER and fat == 0:
                state = "copy"
            elif k in ENTER and fat == 4:
                state, aat = "attrs", 0
            elif k == ESC:
                state = "list"
        elif state == "copy":
            if k in ENTER:
                for i in range(12):
                    y, x0, w, h = 9, 16, 48, 7
                    area(scr, y, x0, h, w, cp(BW))
                    box(scr, y, x0, h, w, cp(BW), "Copying", double=True)
                    shadow(scr, y, x0, h, w)
                    put(scr, y + 2, x0 + 3, "C:\\DOCS\\REPORT.TXT", cp(BW))
                    put(scr, y + 3, x0 + 3, "  to " + target + "REPORT.TXT", cp(BW))
                    put(scr, y + 4, x0 + 3, ("█" * (i * 3 + 3)).ljust(40, "░"), cp(BW))
                    cursor(False)
                    scr.refresh()
                    time.sleep(0.4)
                state = "copied"
            elif k == ESC:
                state = "list"
            else:
                target = edit(target, k, 44)
        elif state == "copied":
            if k in ENTER or k == ESC:
                state = "list"
        elif state == "attrs":
            if k == curses.KEY_DOWN:
                aat = min(aat + 1, len(PM_ATTRS) - 1)
            elif k == curses.KEY_UP:
                aat = max(aat - 1, 0)
            elif k == ord(" "):
                attrs[aat] = not attrs[aat]
            elif k in ENTER or k == ESC:
                state = "list"


PROGRAMS = {"diskfix": diskfix, "mrbios": mrbios, "clarion": clarion, "pathminder": pathminder}


def main(scr):
    curses.raw()
    curses.noecho()
    scr.keypad(True)
    colours()
    PROGRAMS[sys.argv[1]](scr)


if __name__ == "__main__":
    if len(sys.argv) < 2 or sys.argv[1] not in PROGRAMS:
        sys.stderr.write("usage: threehundredsixteenth_dos.py %s\n" % "|".join(sorted(PROGRAMS)))
        sys.exit(2)
    curses.wrapper(main)
