"""One legacy or enterprise terminal program imitated, named by the first
argument: a fixture of agentty's twohundredsixtyfirst set, whose screens
were never used to tune the mode classifier. Each draws what a program
that cannot run here draws (its words, layout, colours, reverse video,
underlined fields, cursor) at its moments: a midrange computer's sign-on
display, main menu and list of active jobs, a DOS-era installer's blue
screens and its exit box, a hospital system's roll-and-scroll sign-on
and patient look-up, a database's assistant menu, dot prompt and record
form, and a network directory's administration menus. Keys are read one
at a time, raw, not echoed. Runs with Debian's python3 and its standard
library only (curses, termios)."""

import curses
import os
import sys
import termios

os.environ.setdefault("ESCDELAY", "25")

ENTER = (10, 13, curses.KEY_ENTER)
ESC = 27
TAB = 9
BACKSPACE = (8, 127, curses.KEY_BACKSPACE)

(DEF, GREEN, WB, BW, YB, CB, WC, RW, BLUEB, WHITE, YEL) = range(1, 12)


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
    curses.init_pair(DEF, curses.COLOR_WHITE, bg)
    curses.init_pair(GREEN, curses.COLOR_GREEN, curses.COLOR_BLACK)
    curses.init_pair(WB, curses.COLOR_WHITE, curses.COLOR_BLUE)
    curses.init_pair(BW, curses.COLOR_BLACK, curses.COLOR_WHITE)
    curses.init_pair(YB, curses.COLOR_YELLOW, curses.COLOR_BLUE)
    curses.init_pair(CB, curses.COLOR_CYAN, curses.COLOR_BLUE)
    curses.init_pair(WC, curses.COLOR_WHITE, curses.COLOR_CYAN)
    curses.init_pair(RW, curses.COLOR_WHITE, curses.COLOR_RED)
    curses.init_pair(BLUEB, curses.COLOR_BLUE, curses.COLOR_WHITE)
    curses.init_pair(WHITE, curses.COLOR_WHITE, curses.COLOR_BLACK)
    curses.init_pair(YEL, curses.COLOR_YELLOW, curses.COLOR_BLACK)


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


def cursor(on):
    try:
        curses.curs_set(1 if on else 0)
    except curses.error:
        pass


def edit(buf, k, limit=60):
    """Applies key k to the field buf; returns it."""
    if k in BACKSPACE:
        return buf[:-1]
    if 32 <= k < 127 and len(buf) < limit:
        return buf + chr(k)
    return buf


# ------------------------------------------------------------- AS/400 (OS/400)

MAIN_MENU = [
    ("1", "User tasks"), ("2", "Office tasks"), ("3", "General system tasks"),
    ("4", "Files, libraries, and folders"), ("5", "Programming"),
    ("6", "Communications"), ("7", "Define or change the system"),
    ("8", "Problem handling"), ("9", "Display a menu"),
    ("10", "Information Assistant options"), ("11", "Client Access/400 tasks"),
]

JOBS = [
    ("QBATCH", "QSYS", "SBS", "  .0", "", "DEQW"),
    ("  NIGHTLY01", "JSMITH", "BCH", "  .4", "PGM-PAYROLL", "RUN"),
    ("  INVRECON", "PLEE", "BCH", " 1.2", "PGM-INV300", "RUN"),
    ("QCMN", "QSYS", "SBS", "  .0", "", "DEQW"),
    ("QINTER", "QSYS", "SBS", "  .0", "", "DEQW"),
    ("  QPADEV0004", "PLEE", "INT", "  .0", "MNU-MAIN", "DSPW"),
    ("  QPADEV0007", "JSMITH", "INT", "  .0", "CMD-WRKACTJOB", "RUN"),
    ("QSPL", "QSYS", "SBS", "  .0", "", "DEQW"),
    ("  PRT01", "QSPLJOB", "WTR", "  .0", "", "EVTW"),
]


def as400(scr):
    """OS/400's sign-on display, its main menu and WRKACTJOB, green on
    black, input fields underlined; Tab moves from field to field."""
    g = cp(GREEN)
    gu = g | curses.A_UNDERLINE
    wh = cp(WHITE) | curses.A_BOLD
    screen = "signon"
    fields = {"user": "", "password": "", "cmd": ""}
    field = "user"
    opt = [""] * len(JOBS)
    row = 0
    while True:
        scr.bkgd(" ", g)
        scr.erase()
        cursor(True)
        if screen == "signon":
            put(scr, 0, 33, "Sign On", wh)
            put(scr, 1, 42, "System  . . . . . :   ACME400", g)
            put(scr, 2, 42, "Subsystem . . . . :   QINTER", g)
            put(scr, 3, 42, "Display . . . . . :   QPADEV0007", g)
            labels = ["User  . . . . . . . . . . . . . .",
                      "Password  . . . . . . . . . . . .",
                      "Program/procedure . . . . . . . .",
                      "Menu  . . . . . . . . . . . . . .",
                      "Current library . . . . . . . . ."]
            for i, lab in enumerate(labels):
                put(scr, 6 + i, 16, lab, g)
            put(scr, 6, 52, fields["user"].upper().ljust(10), gu)
            put(scr, 7, 52, " " * 10, g)
            for i in range(3):
                put(scr, 8 + i, 52, " " * 10, gu)
            put(scr, 22, 44, "(C) COPYRIGHT IBM CORP. 1980, 2000.", g)
            if field == "user":
                scr.move(6, 52 + len(fields["user"]))
            else:
                scr.move(7, 52 + min(len(fields["password"]), 9))
        elif screen == "menu":
            put(scr, 0, 1, "MAIN", g)
            put(scr, 0, 31, "OS/400 Main Menu", wh)
            put(scr, 1, 61, "System:   ACME400", g)
            put(scr, 2, 1, "Select one of the following:", g)
            for i, (n, t) in enumerate(MAIN_MENU):
                put(scr, 4 + i, 5, "%3s. %s" % (n, t), g)
            put(scr, 16, 5, " 90. Sign off", g)
            put(scr, 18, 1, "Selection or command", g)
            put(scr, 19, 1, "===>", wh)
            put(scr, 19, 6, fields["cmd"].ljust(72), gu)
            put(scr, 20, 1, " " * 77, gu)
            put(scr, 22, 1, "F3=Exit   F4=Prompt   F9=Retrieve   F12=Cancel   F13=Information Assistant", g)
            put(scr, 23, 1, "F23=Set initial menu", g)
            scr.move(19, 6 + len(fields["cmd"]))
        elif screen == "jobs":
            put(scr, 0, 27, "Work with Active Jobs", wh)
            put(scr, 0, 70, "ACME400", g)
            put(scr, 1, 61, "11/28/26  06:30:14", g)
            put(scr, 2, 1, "CPU %:     3.1     Elapsed time:   00:00:00     Active jobs:   187", g)
            put(scr, 4, 1, "Type options, press Enter.", g)
            put(scr, 5, 3, "2=Change   3=Hold   4=End   5=Work with   6=Release   7=Display message", g)
            put(scr, 6, 3, "8=Work with spooled files   13=Disconnect ...", g)
            put(scr, 8, 1, "Opt  Subsystem/Job  User        Type  CPU %  Function        Status", wh)
            for i, j in enumerate(JOBS):
                put(scr, 9 + i, 2, opt[i].ljust(2), gu)
                put(scr, 9 + i, 6, "%-14s %-11s %-4s %5s  %-15s %s" % j, g)
            put(scr, 18, 72, "More...", g)
            put(scr, 19, 1, "Parameters or command", g)
            put(scr, 20, 1, "===>", wh)
            put(scr, 20, 6, " " * 72, gu)
            put(scr, 21, 1, "F3=Exit   F5=Refresh   F7=Find   F10=Restart statistics", g)
            put(scr, 22, 1, "F11=Display elapsed data   F12=Cancel   F23=More options   F24=More keys", g)
            scr.move(9 + row, 2 + len(opt[row]))
        elif screen == "confirm":
            put(scr, 0, 29, "Confirm End of Job", wh)
            put(scr, 0, 70, "ACME400", g)
            put(scr, 2, 1, "Press Enter to confirm your choices for 4=End.", g)
            put(scr, 3, 1, "Press F12=Cancel to return to change your choices.", g)
            put(scr, 5, 1, "How to end . . . . . . . . . .                 *CNTRLD, *IMMED", g)
            put(scr, 5, 35, "*CNTRLD", gu)
            put(scr, 6, 1, "Delay time, if *CNTRLD . . . .                 1-999999", g)
            put(scr, 6, 35, "30     ", gu)
            put(scr, 7, 1, "Delete spooled files . . . . .                 *NO, *YES", g)
            put(scr, 7, 35, "*NO ", gu)
            put(scr, 9, 1, "Opt  Subsystem/Job  User        Type", wh)
            n = 0
            for i, j in enumerate(JOBS):
                if opt[i] == "4":
                    put(scr, 10 + n, 2, "4   %-14s %-11s %s" % j[:3], g)
                    n += 1
            put(scr, 20, 72, "Bottom", g)
            put(scr, 22, 1, "F11=Display job names only   F12=Cancel", g)
            scr.move(5, 35)
        scr.refresh()
        k = scr.getch()
        if k == curses.KEY_F3:
            return
        if screen == "signon":
            if k == TAB or k == curses.KEY_DOWN:
                field = "password" if field == "user" else "user"
            elif k in ENTER:
                if fields["user"] and fields["password"]:
                    screen = "menu"
                else:
                    field = "password" if fields["user"] else "user"
            else:
                fields[field] = edit(fields[field], k, 10)
        elif screen == "menu":
            if k in ENTER:
                if fields["cmd"].strip().lower() == "wrkactjob":
                    screen, row = "jobs", 0
                fields["cmd"] = ""
            else:
                fields["cmd"] = edit(fields["cmd"], k, 72)
        elif screen == "jobs":
            if k == curses.KEY_DOWN:
                row = min(row + 1, len(JOBS) - 1)
            elif k == curses.KEY_UP:
                row = max(row - 1, 0)
            elif k == curses.KEY_F12:
                screen = "menu"
            elif k in ENTER:
                if "4" in opt:
                    screen = "confirm"
            else:
                opt[row] = edit(opt[row], k, 2)
        elif screen == "confirm":
            if k == curses.KEY_F12:
                screen = "jobs"
            elif k in ENTER:
                opt = [""] * len(JOBS)
                screen = "jobs"


# ------------------------------------------------------ Windows 3.1 Setup (DOS)


def win31setup(scr):
    """The DOS part of Windows 3.1's Setup: white on blue, its title
    underlined with a double rule, its keys on a grey last row; F3 asks
    before it quits."""
    b = cp(WB)
    hi = cp(WB) | curses.A_BOLD
    bar = cp(BW)
    screen = "welcome"
    path = "C:\\WINDOWS"
    quitting = False
    while True:
        scr.bkgd(" ", b)
        scr.erase()
        cursor(False)
        put(scr, 1, 1, "Windows Setup", hi)
        put(scr, 2, 1, "\u2550" * 13, b)
        keys = ""
        if screen == "welcome":
            put(scr, 4, 3, "Welcome to Setup.", hi)
            put(scr, 6, 3, "The Setup program for Windows 3.1 prepares Windows to run on", b)
            put(scr, 7, 3, "your computer.", b)
            put(scr, 9, 5, "\u2022 To learn more about Windows Setup before continuing, press F1.", b)
            put(scr, 11, 5, "\u2022 To set up Windows now, press ENTER.", b)
            put(scr, 13, 5, "\u2022 To quit Setup without installing Windows, press F3.", b)
            keys = " ENTER=Continue  F1=Help  F3=Exit"
        elif screen == "method":
            put(scr, 4, 3, "Windows provides two Setup methods:", b)
            put(scr, 6, 3, "Express Setup (Recommended)", hi)
            put(scr, 7, 5, "Express Setup relies on Setup to make decisions, so", b)
            put(scr, 8, 5, "setting up Windows is quick and easy.", b)
            put(scr, 10, 5, "To use Express Setup, press ENTER.", b)
            put(scr, 12, 3, "Custom Setup", hi)
            put(scr, 13, 5, "Custom Setup is for experienced computer users who", b)
            put(scr, 14, 5, "want to control how Windows is set up.", b)
            put(scr, 16, 5, "To use Custom Setup, press C.", b)
            keys = " ENTER=Express Setup  C=Custom Setup  F1=Help  F3=Exit"
        elif screen == "directory":
            put(scr, 4, 3, "Setup is ready to set up Windows in the following directory,", b)
            put(scr, 5, 3, "which it will create on your hard disk:", b)
            put(scr, 9, 3, "\u2022 If this is where you want to set up Windows, press ENTER.", b)
            put(scr, 11, 3, "\u2022 If you want to set up Windows in a different directory and/or", b)
            put(scr, 12, 5, "drive, use the BACKSPACE key to delete the path shown above.", b)
            put(scr, 13, 5, "Then type the correct path for your Windows directory.", b)
            put(scr, 7, 8, path.ljust(40), bar)
            keys = " ENTER=Continue  F1=Help  F3=Exit"
        if quitting:
            y, x, w = 10, 10, 60
            rows = ["", "  Windows is not completely set up on your computer.",
                    "  If you quit Setup now, you will need to run Setup",
                    "  again to set up Windows.", "",
                    "    \u2022 To continue Setup, press ENTER.",
                    "    \u2022 To quit Setup, press F3.", ""]
            wa = cp(RW) | curses.A_BOLD
            put(scr, y, x, "\u2554" + "\u2550" * (w - 2) + "\u2557", wa)
            for i, r in enumerate(rows):
                put(scr, y + 1 + i, x, "\u2551" + r.ljust(w - 2) + "\u2551", wa)
            put(scr, y + 1 + len(rows), x, "\u255a" + "\u2550" * (w - 2) + "\u255d", wa)
            keys = " ENTER=Continue  F3=Exit"
        fill(scr, 23, 0, 79, bar)
        put(scr, 23, 0, keys, bar)
        if screen == "directory" and not quitting:
            cursor(True)
            scr.move(7, 8 + len(path))
        scr.refresh()
        k = scr.getch()
        if quitting:
            if k == curses.KEY_F3:
                return
            if k in ENTER:
                quitting = False
            continue
        if k == curses.KEY_F3:
            quitting = True
        elif screen == "welcome" and k in ENTER:
            screen = "method"
        elif screen == "method" and k in (ord("c"), ord("C")):
            screen = "directory"
        elif screen == "directory":
            if k in ENTER:
                return
            path = edit(path, k, 38).upper()


# ------------------------------------------------- VistA (roll-and-scroll)

PATIENTS = [
    ("ZZTEST,ANNA", "3-14-1961", "000001234", "YES", "SC VETERAN"),
    ("ZZTEST,BERNARD", "9-2-1948", "000005678", "YES", "NSC VETERAN"),
]


def vista():
    """VistA's sign-on and a patient look-up on the main screen, a line
    at a time: codes not echoed, every prompt answered with Return."""
    fd = sys.stdin.fileno()
    old = termios.tcgetattr(fd)
    new = termios.tcgetattr(fd)
    new[3] &= ~(termios.ECHO | termios.ICANON | termios.ISIG)
    new[6][termios.VMIN] = 1
    new[6][termios.VTIME] = 0
    termios.tcsetattr(fd, termios.TCSANOW, new)
    out = sys.stdout

    def w(s):
        out.write(s.replace("\n", "\r\n"))
        out.flush()

    def read(echo=True):
        buf = ""
        while True:
            c = os.read(fd, 1)
            if not c:
                raise SystemExit
            ch = c.decode("latin-1")
            if ch in "\r\n":
                w("\n")
                return buf
            if ch in "\x7f\x08":
                if buf:
                    buf = buf[:-1]
                    if echo:
                        w("\b \b")
                continue
            if ch == "\x03":
                raise SystemExit
            if ch >= " ":
                buf += ch
                if echo:
                    w(ch)

    try:
        w("\nVolume set: ROU:vista  UCI: VAH  Device: /dev/pts/3\n\n")
        while True:
            w("ACCESS CODE: ")
            a = read(False)
            w("VERIFY CODE: ")
            v = read(False)
            if a and v:
                break
            w("Not a valid ACCESS CODE/VERIFY CODE pair.\n")
        w("\nGood morning DOCTOR,TEST\n")
        w("     You last signed on today at 06:12\n")
        w("There were 2 unsuccessful attempts since you last signed on.\n\n")
        menu = [("PT", "Patient Inquiry"), ("AD", "Admit a Patient"),
                ("DI", "Discharge a Patient"), ("TR", "Transfer a Patient"),
                ("RS", "Registration Menu ...")]
        while True:
            w("\n")
            for code, name in menu:
                w("   %-6s %s\n" % (code, name))
            w("\nSelect ADT Manager Menu Option: ")
            o = read().strip().upper()
            if o in ("PT", "PATIENT INQUIRY"):
                w("PT  Patient Inquiry\n")
                break
            if o in ("^", "HALT"):
                return
        while True:
            w("\nSelect PATIENT NAME: ")
            name = read().strip().upper()
            if not name or name == "^":
                return
            found = [p for p in PATIENTS if p[0].startswith(name)]
            if not found:
                w(" ??\n")
                continue
            for i, p in enumerate(found):
                w("     %d   %-18s %-12s %-12s %-5s %s\n" % ((i + 1,) + p))
            w("CHOOSE 1-%d: " % len(found))
            c = read().strip()
            if c.isdigit() and 1 <= int(c) <= len(found):
                p = found[int(c) - 1]
                w("  %s        %s    %s     %s     %s\n" % p)
                w("         ...OK? Yes// ")
                read()
                w("\nEnter RETURN to continue or '^' to exit: ")
                read()
    finally:
        termios.tcsetattr(fd, termios.TCSANOW, old)


# ------------------------------------------------------------- dBASE III PLUS

SETUP = ["Database file", "Format for Screen", "Query", "-", "Catalog", "View", "Quit dBASE III PLUS"]
MENUBAR = ["Set Up", "Create", "Update", "Position", "Retrieve", "Organize", "Modify", "Tools"]
CUSTOMER = [
    ("CUSTNO", 5, "C0001"), ("NAME", 24, "Harbour Tools Ltd."),
    ("ADDRESS", 30, "14 Quay Street"), ("CITY", 16, "Portsmouth"),
    ("PHONE", 14, "023 9282 1144"), ("CREDIT", 8, "2500.00"),
    ("LASTORDER", 8, "11/02/26"),
]


def dbase(scr):
    """dBASE III PLUS: the Assistant's menu bar and pull-down, Esc to the
    dot prompt, USE and EDIT there: a record's fields in reverse video."""
    rev = curses.A_REVERSE
    screen = "assist"
    sel = 0
    lines = []
    cmd = ""
    used = False
    values = [v for _, _, v in CUSTOMER]
    fld, pos = 0, 0
    while True:
        scr.bkgd(" ", cp(DEF))
        scr.erase()
        cursor(screen != "assist")
        if screen == "assist":
            x = 1
            for i, m in enumerate(MENUBAR):
                put(scr, 0, x, " " + m + " ", rev if i == 0 else 0)
                x += len(m) + 2
            put(scr, 0, 71, "06:30 am")
            put(scr, 1, 1, "\u250c" + "\u2500" * 24 + "\u2510")
            items = [s for s in SETUP if s != "-"]
            y = 2
            n = 0
            for s in SETUP:
                if s == "-":
                    put(scr, y, 1, "\u251c" + "\u2500" * 24 + "\u2524")
                else:
                    put(scr, y, 1, "\u2502" + (" " + s).ljust(24) + "\u2502")
                    if n == sel:
                        put(scr, y, 2, (" " + s).ljust(24), rev)
                    n += 1
                y += 1
            put(scr, y, 1, "\u2514" + "\u2500" * 24 + "\u2518")
            put(scr, 21, 0, " ASSIST      \u2502<C:>\u2502              \u2502Opt: %d/%d    \u2502        \u2502" % (sel + 1, len(items)), rev)
            put(scr, 22, 0, "Move selection bar - \u2191\u2193. Select - \u25c4\u2500\u2518. Leave menu - \u2190\u2192. Help - F1. Exit - Esc.")
            put(scr, 23, 18, "Select a database file.")
        elif screen == "dot":
            top = max(0, len(lines) - 19)
            for i, l in enumerate(lines[top:]):
                put(scr, 1 + i, 0, l)
            y = 1 + len(lines[top:])
            put(scr, y, 0, ". " + cmd)
            put(scr, 21, 0, " Command Line\u2502<C:>\u2502%-14s\u2502%-12s\u2502        \u2502" % ("CUSTOMER" if used else "", "Rec: 1/12" if used else ""), rev)
            put(scr, 23, 0, "                    Enter a dBASE III PLUS command.")
            scr.move(y, 2 + len(cmd))
        elif screen == "edit":
            put(scr, 0, 0, "\u250c" + "\u2500" * 78 + "\u2510")
            help_rows = [
                " CURSOR  <-- -->  \u2502   UP    DOWN   \u2502     DELETE      \u2502  Insert Mode:  Ins",
                " Char:    \u2190   \u2192   \u2502 Field:  \u2191   \u2193  \u2502 Char:    Del    \u2502  Exit/Save:   ^End",
                " Word:  Home End  \u2502 Page: PgUp PgDn\u2502 Field:   ^Y     \u2502  Abort:       Esc",
                "                  \u2502 Help:   F1     \u2502 Record:  ^U     \u2502  Memo:        ^Home",
            ]
            for i, r in enumerate(help_rows):
                put(scr, 1 + i, 0, "\u2502" + r.ljust(78) + "\u2502")
            put(scr, 5, 0, "\u2514" + "\u2500" * 78 + "\u2518")
            put(scr, 7, 0, "Record No.       1")
            for i, (name, width, _) in enumerate(CUSTOMER):
                put(scr, 9 + i, 0, name)
                put(scr, 9 + i, 11, values[i].ljust(width), rev)
            put(scr, 21, 0, " EDIT        \u2502<C:>\u2502CUSTOMER      \u2502Rec: 1/12   \u2502        \u2502", rev)
            scr.move(9 + fld, 11 + pos)
        scr.refresh()
        k = scr.getch()
        if screen == "assist":
            items = [s for s in SETUP if s != "-"]
            if k == curses.KEY_DOWN:
                sel = (sel + 1) % len(items)
            elif k == curses.KEY_UP:
                sel = (sel - 1) % len(items)
            elif k == ESC:
                screen = "dot"
            elif k in ENTER and items[sel].startswith("Quit"):
                return
        elif screen == "dot":
            if k in ENTER:
                c = cmd.strip().lower()
                lines.append(". " + cmd)
                cmd = ""
                if c == "quit":
                    return
                if c in ("use customer", "use customer.dbf"):
                    used = True
                elif c == "edit" and used:
                    screen, fld, pos = "edit", 0, 0
                elif c in ("assist", "assistant"):
                    screen = "assist"
                elif c:
                    lines.append("*** Unrecognized command verb.")
                    lines.append("?")
                    lines.append(cmd)
            else:
                cmd = edit(cmd, k, 70)
        elif screen == "edit":
            width = CUSTOMER[fld][1]
            if k == ESC:
                screen = "dot"
            elif k == curses.KEY_DOWN or k in ENTER:
                fld, pos = min(fld + 1, len(CUSTOMER) - 1), 0
            elif k == curses.KEY_UP:
                fld, pos = max(fld - 1, 0), 0
            elif k == curses.KEY_RIGHT:
                pos = min(pos + 1, width - 1)
            elif k == curses.KEY_LEFT:
                pos = max(pos - 1, 0)
            elif 32 <= k < 127:
                v = values[fld].ljust(width)
                v = v[:pos] + chr(k) + v[pos + 1:]
                values[fld] = v.rstrip()
                pos = min(pos + 1, width - 1)


# --------------------------------------------------------- NetWare NETADMIN

OPTIONS = ["Manage objects", "Manage according to search pattern", "Change context", "Search"]


def netadmin(scr):
    """NetWare 4's NETADMIN, a C-Worthy menu: a header of the utility,
    date, context and login name, boxes on a blue ground, the highlighted
    entry in reverse, the keys on the last row; Esc asks before it exits."""
    b = cp(WB)
    head = cp(WC) | curses.A_BOLD
    boxa = cp(YB) | curses.A_BOLD
    rev = cp(BW)
    sel = 0
    context = "OU=Sales.O=Acme"
    dialog = None
    answer = 0
    typed = context
    while True:
        scr.bkgd(" ", b)
        scr.erase()
        cursor(dialog == "context")
        for y in range(4):
            fill(scr, y, 0, 80, head)
        put(scr, 0, 1, "NetAdmin 4.55", head)
        put(scr, 0, 48, "Friday November 28, 2026  6:30am", head)
        put(scr, 1, 1, "Context:     " + context, head)
        put(scr, 2, 1, "Login Name:  ADMIN.Acme", head)
        for y in range(4, 23):
            put(scr, y, 0, "\u2591" * 80, cp(CB))

        def frame(y, x, h, w, title):
            put(scr, y, x, "\u2554" + "\u2550" * (w - 2) + "\u2557", boxa)
            for i in range(1, h - 1):
                put(scr, y + i, x, "\u2551" + " " * (w - 2) + "\u2551", boxa)
            put(scr, y + h - 1, x, "\u255a" + "\u2550" * (w - 2) + "\u255d", boxa)
            t = " " + title + " "
            put(scr, y, x + (w - len(t)) // 2, t, boxa)

        frame(7, 20, len(OPTIONS) + 2, 40, "NetAdmin options")
        for i, o in enumerate(OPTIONS):
            put(scr, 8 + i, 22, o.ljust(36), rev if i == sel and dialog is None else b)
        keys = "Enter=Select  Esc=Exit  F1=Help"
        if dialog == "exit":
            frame(14, 30, 4, 20, "Exit NetAdmin?")
            for i, o in enumerate(["No", "Yes"]):
                put(scr, 15 + i, 32, o.ljust(16), rev if i == answer else b)
            keys = "Enter=Select  Esc=Cancel  F1=Help"
        elif dialog == "context":
            frame(15, 6, 3, 68, "Enter context:")
            put(scr, 16, 8, typed.ljust(64), b)
            keys = "Enter=Accept  Esc=Cancel  Ins=Browse  F1=Help"
        fill(scr, 23, 0, 79, head)
        put(scr, 23, 1, keys, head)
        if dialog == "context":
            scr.move(16, 8 + len(typed))
        scr.refresh()
        k = scr.getch()
        if dialog == "exit":
            if k in (curses.KEY_DOWN, curses.KEY_UP):
                answer = 1 - answer
            elif k == ESC:
                dialog = None
            elif k in ENTER:
                if answer == 1:
                    return
                dialog = None
        elif dialog == "context":
            if k == ESC:
                dialog = None
            elif k in ENTER:
                context, dialog = typed or context, None
            else:
                typed = edit(typed, k, 60)
        else:
            if k == curses.KEY_DOWN:
                sel = min(sel + 1, len(OPTIONS) - 1)
            elif k == curses.KEY_UP:
                sel = max(sel - 1, 0)
            elif k == ESC:
                dialog, answer = "exit", 0
            elif k in ENTER and OPTIONS[sel] == "Change context":
                dialog, typed = "context", context


PROGRAMS = {"as400": as400, "win31setup": win31setup, "dbase": dbase, "netadmin": netadmin}


def main(scr):
    curses.raw()
    curses.noecho()
    scr.keypad(True)
    colours()
    PROGRAMS[sys.argv[1]](scr)


if __name__ == "__main__":
    names = sorted(list(PROGRAMS) + ["vista"])
    if len(sys.argv) < 2 or sys.argv[1] not in names:
        sys.stderr.write("usage: twohundredsixtyfirst_tui.py %s\n" % "|".join(names))
        sys.exit(2)
    if sys.argv[1] == "vista":
        vista()
    else:
        curses.wrapper(main)
