"""One editor imitated, named by the first argument: a fixture of
agentty's threehundredeighth set, whose screens were never used to tune
the mode classifier. Each draws what an editor that cannot run here
draws (its words, layout, reverse video, boxes and cursor) at its
moments: an emacs-like editor of CP/M days (its buffer, mode line and
echo line, a file to find, a search, its help window, an exit with a
buffer modified), a word processor of an 8-bit office computer (its
document screen, its Actions and Exit menus, a text to find), a
spreadsheet of the same years (its sheet, entry line, slash commands, a
file to load, quitting) and a DOS outliner (its outline, a help box, its
File menu, a file to open, leaving with changes). Keys are read one at a
time, raw, not echoed. Runs with Debian's python3 and its standard
library only (curses)."""

import curses
import os
import sys

os.environ.setdefault("ESCDELAY", "25")

ENTER = (10, 13, curses.KEY_ENTER)
ESC = 27
BACKSPACE = (8, 127, curses.KEY_BACKSPACE)


def ctrl(c):
    return ord(c) & 0x1F


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


def cursor(on):
    try:
        curses.curs_set(1 if on else 0)
    except curses.error:
        pass


def field(buf, k, limit=60):
    if k in BACKSPACE:
        return buf[:-1]
    if 32 <= k < 127 and len(buf) < limit:
        return buf + chr(k)
    return buf


def box(scr, y, x, h, w, attr=0):
    put(scr, y, x, "+" + "-" * (w - 2) + "+", attr)
    for i in range(1, h - 1):
        put(scr, y + i, x, "|" + " " * (w - 2) + "|", attr)
    put(scr, y + h - 1, x, "+" + "-" * (w - 2) + "+", attr)


# ------------------------------------------------------------------ Mince

MINCE_TEXT = [
    "Minutes of the allotment committee, 14 March",
    "",
    "Present: R. Hale (chair), D. Okafor, M. Lind, P. Sayer.",
    "",
    "1. The water tap by plot 12 still drips. D. Okafor to ask",
    "   the council again before the end of the month.",
    "2. Rent for the coming year stays at four pounds a plot.",
    "3. The compost bays are full; a working party on Saturday",
    "   the 23rd at ten, tools from the shed.",
    "4. Two plots are free (7 and 19). The waiting list has",
    "   five names; M. Lind to write to the first two.",
    "",
    "Next meeting: 11 April, the hut, half past seven.",
]

MINCE_HELP = [
    "Help:  C-F forward char   C-B backward char   C-N next line",
    "       C-P previous line  C-A line start      C-E line end",
    "       C-S search forward C-R search backward C-D delete char",
    "       C-X C-F find file  C-X C-S save file   C-X C-C exit",
    "       ESC V page back    C-V page forward    C-G abort command",
]


def mince(scr):
    """An emacs-like editor: the buffer, a reverse mode line and an echo
    line under it; C-X C-F, C-S, ESC ? and C-X C-C ask on the echo line."""
    lines = list(MINCE_TEXT)
    row, col = 0, 0
    modified = False
    echo = ""
    ask = None
    answer = ""
    helpwin = False
    pending = None
    while True:
        scr.erase()
        h, w = scr.getmaxyx()
        top = h - 2
        textrows = top
        if helpwin:
            textrows = top - 7
        for i in range(min(textrows, len(lines))):
            put(scr, i, 0, lines[i])
        mode = " MINCE 2.6   (Normal)   main: MINUTES.TXT   -- Top --  %s" % ("*" if modified else " ")
        put(scr, textrows, 0, mode.ljust(w), curses.A_REVERSE)
        if helpwin:
            for i, l in enumerate(MINCE_HELP):
                put(scr, textrows + 1 + i, 0, l)
            put(scr, top, 0, " MINCE 2.6   (Normal)   help:   -- All --".ljust(w), curses.A_REVERSE)
        if ask:
            put(scr, h - 1, 0, ask + answer)
            scr.move(h - 1, min(w - 2, len(ask) + len(answer)))
        else:
            put(scr, h - 1, 0, echo)
            scr.move(row, min(col, w - 1))
        scr.refresh()
        k = scr.getch()
        if ask:
            if ask.startswith("Buffer"):
                if k in (ord("y"), ord("Y")):
                    return
                ask, echo = None, ""
                continue
            if k == ctrl("g"):
                ask, echo = None, "Aborted."
            elif k in ENTER:
                ask, echo = None, "[Not found]"
            else:
                answer = field(answer, k)
            continue
        echo = ""
        if pending == ctrl("x"):
            pending = None
            if k == ctrl("f"):
                ask, answer = "Find File: ", ""
            elif k == ctrl("c"):
                if modified:
                    ask, answer = "Buffer main modified. Exit anyway? (y or n) ", ""
                else:
                    return
            elif k == ctrl("s"):
                modified = False
                echo = "Wrote MINUTES.TXT"
            continue
        if pending == ESC:
            pending = None
            if k == ord("?"):
                helpwin = not helpwin
            continue
        if k in (ctrl("x"), ESC):
            pending = k
            if k == ctrl("x"):
                echo = "C-X-"
            continue
        if k == ctrl("s"):
            ask, answer = "Search: ", ""
        elif k == ctrl("g"):
            helpwin = False
            echo = "Aborted."
        elif k in (ctrl("n"), curses.KEY_DOWN):
            row = min(row + 1, len(lines) - 1)
        elif k in (ctrl("p"), curses.KEY_UP):
            row = max(row - 1, 0)
        elif k in (ctrl("f"), curses.KEY_RIGHT):
            col = min(col + 1, len(lines[row]))
        elif k in (ctrl("b"), curses.KEY_LEFT):
            col = max(col - 1, 0)
        elif k in ENTER:
            lines[row:row + 1] = [lines[row][:col], lines[row][col:]]
            row, col, modified = row + 1, 0, True
        elif k in BACKSPACE and col > 0:
            lines[row] = lines[row][:col - 1] + lines[row][col:]
            col, modified = col - 1, True
        elif 32 <= k < 127:
            col = min(col, len(lines[row]))
            lines[row] = lines[row][:col] + chr(k) + lines[row][col:]
            col, modified = col + 1, True


# -------------------------------------------------------------- LocoScript

LOCO_TEXT = [
    "Dear Mrs Penrose,",
    "",
    "Thank you for your letter of the 2nd about the hall booking",
    "for the spring jumble sale. I am glad to say that Saturday",
    "the 27th is still free, from nine until one.",
    "",
    "The hire is six pounds for the morning, with the use of the",
    "kitchen and the trestle tables. The key can be collected",
    "from the caretaker at number 4 the evening before.",
    "",
    "Yours sincerely,",
    "",
    "Arthur Wendell",
    "Bookings Secretary",
]

LOCO_ACTIONS = ["Find text", "Exchange text", "Go to page", "Show blocks",
                "Document setup", "Print document"]
LOCO_EXIT = ["Save and continue", "Finish edit", "Save and print", "Abandon edit"]


def locoscript(scr):
    """A word processor: two header lines (what is edited, the function
    keys), a ruler, the text; f1 opens the Actions menu, EXIT (the Esc
    key here) the Exit menu, each a box with a highlighted bar."""
    lines = list(LOCO_TEXT)
    row, col = 0, 0
    menu = None
    sel = 0
    find = None
    while True:
        scr.erase()
        h, w = scr.getmaxyx()
        put(scr, 0, 0, " Editing document: A: group 0  HALLBOOK.LTR".ljust(w - 28) + "Printer idle   Using LETTER ", curses.A_REVERSE)
        put(scr, 1, 0, " f1=Actions  f2=Disc  f3=Style  f4=Size  f5=Lay  f6=Page  f7=Modes  f8=Set/Clear".ljust(w), curses.A_REVERSE)
        put(scr, 2, 0, "  Pi 12  Ln 1  Pg 1   LS 1  LP 6  Normal")
        put(scr, 3, 0, "|" + "-" * 8 + "!" + "-" * 9 + "!" + "-" * 9 + "!" + "-" * 9 + "!" + "-" * 9 + "!" + "-" * 9 + "!" + "-" * 8 + "|")
        for i, l in enumerate(lines[: h - 5]):
            put(scr, 4 + i, 1, l)
        if menu:
            items = LOCO_ACTIONS if menu == "Actions" else LOCO_EXIT
            bw = 28
            bx, by = 40, 5
            box(scr, by, bx, len(items) + 4, bw)
            put(scr, by, bx + 2, " %s " % menu, curses.A_BOLD)
            for i, it in enumerate(items):
                attr = curses.A_REVERSE if i == sel else 0
                put(scr, by + 2 + i, bx + 2, (" " + it).ljust(bw - 4), attr)
            put(scr, by + len(items) + 4, bx, " ENTER to select  CAN to cancel ")
            cursor(False)
        elif find is not None:
            box(scr, 8, 14, 5, 52)
            put(scr, 8, 16, " Find text ", curses.A_BOLD)
            put(scr, 10, 16, "Find: " + find)
            put(scr, 13, 14, " ENTER to find  CAN to cancel ")
            cursor(True)
            scr.move(10, 22 + len(find))
        else:
            cursor(True)
            scr.move(4 + row, 1 + min(col, len(lines[row])))
        scr.refresh()
        k = scr.getch()
        if menu:
            items = LOCO_ACTIONS if menu == "Actions" else LOCO_EXIT
            if k == curses.KEY_DOWN:
                sel = min(sel + 1, len(items) - 1)
            elif k == curses.KEY_UP:
                sel = max(sel - 1, 0)
            elif k == ESC:
                menu = None
            elif k in ENTER:
                chosen = items[sel]
                menu = None
                if chosen == "Find text":
                    find = ""
                elif chosen in ("Finish edit", "Abandon edit"):
                    return
            continue
        if find is not None:
            if k == ESC or k in ENTER:
                find = None
            else:
                find = field(find, k, 40)
            continue
        if k == curses.KEY_F1:
            menu, sel = "Actions", 0
        elif k == ESC:
            menu, sel = "Exit", 0
        elif k == curses.KEY_DOWN:
            row = min(row + 1, len(lines) - 1)
        elif k == curses.KEY_UP:
            row = max(row - 1, 0)
        elif k in BACKSPACE and col > 0:
            lines[row] = lines[row][:col - 1] + lines[row][col:]
            col -= 1
        elif 32 <= k < 127:
            col = min(col, len(lines[row]))
            lines[row] = lines[row][:col] + chr(k) + lines[row][col:]
            col += 1


# --------------------------------------------------------------- SuperCalc

CALC_CELLS = {
    (0, 0): "Allotment", (1, 0): "accounts", (3, 0): "1987",
    (0, 2): "Item", (1, 2): "Budget", (2, 2): "Spent", (3, 2): "Left",
    (0, 3): "Rent", (1, 3): "120", (2, 3): "120", (3, 3): "0",
    (0, 4): "Seed", (1, 4): "45", (2, 4): "31.5", (3, 4): "13.5",
    (0, 5): "Tools", (1, 5): "60", (2, 5): "72", (3, 5): "-12",
    (0, 6): "Water", (1, 6): "30", (2, 6): "18", (3, 6): "12",
    (0, 8): "Total", (1, 8): "255", (2, 8): "241.5", (3, 8): "13.5",
}


def supercalc(scr):
    """A spreadsheet: a grid of columns A to H and rows, and three lines
    at the foot: the cell's status, a help line and the entry line, where
    `/` asks for a command letter."""
    r, c = 0, 0
    entry = ""
    prompt = None
    answer = ""
    while True:
        scr.erase()
        h, w = scr.getmaxyx()
        cursor(True)
        put(scr, 0, 0, "    ||", curses.A_REVERSE)
        for j in range(8):
            put(scr, 0, 6 + 9 * j, ("    " + "ABCDEFGH"[j]).ljust(9), curses.A_REVERSE)
        rows = h - 4
        for i in range(rows):
            put(scr, 1 + i, 0, ("%3d" % (i + 1)).ljust(4) + "||", curses.A_REVERSE)
            for j in range(8):
                v = CALC_CELLS.get((j, i), "")
                s = v.rjust(9) if v[:1].isdigit() or v[:1] == "-" else v.ljust(9)
                attr = curses.A_REVERSE if (i, j) == (r, c) else 0
                put(scr, 1 + i, 6 + 9 * j, s[:9], attr)
        here = CALC_CELLS.get((c, r), "")
        kind = "Form=" if here[:1].isdigit() else "Text=\""
        put(scr, h - 3, 0, "> %s%d     %s%s" % ("ABCDEFGH"[c], r + 1, kind if here else "", here))
        if prompt == "menu":
            put(scr, h - 2, 0, "Enter A,B,C,D,E,F,G,I,L,M,O,P,Q,S,T,U,W,X,Z, or ?")
            put(scr, h - 1, 0, "2> /")
            scr.move(h - 1, 4)
        elif prompt == "load":
            put(scr, h - 2, 0, "Enter file name (or RETURN for directory)")
            put(scr, h - 1, 0, "2> /Load," + answer)
            scr.move(h - 1, 9 + len(answer))
        elif prompt == "quit":
            put(scr, h - 2, 0, "Y(es), N(o) or T(o)?")
            put(scr, h - 1, 0, "2> /Quit,")
            scr.move(h - 1, 9)
        else:
            put(scr, h - 2, 0, "Width:  9  Memory: 412  Last Col/Row:D9   ? for HELP")
            put(scr, h - 1, 0, "1> " + entry)
            scr.move(h - 1, 3 + len(entry))
        scr.refresh()
        k = scr.getch()
        if prompt == "menu":
            if k in (ord("l"), ord("L")):
                prompt, answer = "load", ""
            elif k in (ord("q"), ord("Q")):
                prompt = "quit"
            else:
                prompt = None
            continue
        if prompt == "load":
            if k == ESC or k in ENTER:
                prompt = None
            else:
                answer = field(answer, k, 30)
            continue
        if prompt == "quit":
            if k in (ord("y"), ord("Y")):
                return
            prompt = None
            continue
        if k == ord("/") and not entry:
            prompt = "menu"
        elif k == curses.KEY_DOWN:
            r = min(r + 1, rows - 1)
        elif k == curses.KEY_UP:
            r = max(r - 1, 0)
        elif k == curses.KEY_RIGHT:
            c = min(c + 1, 7)
        elif k == curses.KEY_LEFT:
            c = max(c - 1, 0)
        elif k in ENTER:
            if entry:
                CALC_CELLS[(c, r)] = entry
                entry = ""
            r = min(r + 1, rows - 1)
        elif k in BACKSPACE:
            entry = entry[:-1]
        elif 32 <= k < 127:
            entry += chr(k)


# ------------------------------------------------------------- PC-Outline

OUTLINE = [
    (0, "-", "Garden year"),
    (1, "-", "Spring"),
    (2, " ", "Sow broad beans and early peas"),
    (2, " ", "Lift and split the rhubarb"),
    (2, " ", "Mend the cold frame lid"),
    (1, "+", "Summer"),
    (1, "-", "Autumn"),
    (2, " ", "Plant garlic and onion sets"),
    (2, " ", "Clear the bean rows; dig in the compost"),
    (1, "+", "Winter"),
    (0, "-", "Committee"),
    (1, " ", "Write to the two people on the waiting list"),
    (1, " ", "Ask the council about the tap by plot 12"),
]

OUT_HELP = [
    "Enter    new headline below       Tab      move headline right",
    "Shift-Tab move headline left      Ctrl-Up  move headline up",
    "Gray +   expand                   Gray -   collapse",
    "F2       edit headline            F5       mark block",
    "F9       hide/show the outline    F10      menus",
    "Alt-S    save                     Alt-X    leave",
]

OUT_FILE = ["Open...", "Save", "Save as...", "Merge...", "Print...", "Exit"]


def pcoutline(scr):
    """A DOS outliner: a title bar, the outline of headlines with + for
    collapsed and - for open ones, a foot of keys; F1 a help box, F10 the
    menu bar with the File menu pulled down."""
    items = [list(x) for x in OUTLINE]
    row = 2
    col = None
    changed = False
    mode = None
    sel = 0
    answer = ""
    while True:
        scr.erase()
        h, w = scr.getmaxyx()
        put(scr, 0, 0, " File  Edit  Outline  Search  Print  Window".ljust(w), curses.A_REVERSE)
        put(scr, 1, 0, (" PC-Outline 2.1     C:\\OUTLINE\\GARDEN.PCO" + ("  (changed)" if changed else "")).ljust(w))
        put(scr, 2, 0, "=" * (w - 1))
        for i, (lvl, mark, text) in enumerate(items[: h - 5]):
            put(scr, 3 + i, 2 + 4 * lvl, mark + " " + text)
        put(scr, h - 1, 0, " F1 Help  F2 Edit  F5 Mark  F9 Hide  F10 Menu  Alt-X Leave".ljust(w - 1), curses.A_REVERSE)
        cursor(True)
        lvl, mark, text = items[row]
        scr.move(3 + row, 4 + 4 * lvl + (len(text) if col is None else col))
        if mode == "help":
            box(scr, 5, 6, len(OUT_HELP) + 4, 68)
            put(scr, 5, 8, " Help: Outline keys ", curses.A_BOLD)
            for i, l in enumerate(OUT_HELP):
                put(scr, 7 + i, 8, l)
            put(scr, 5 + len(OUT_HELP) + 3, 24, " Press Esc to return to the outline ")
            cursor(False)
        elif mode == "file":
            put(scr, 0, 0, " File ", curses.A_NORMAL)
            box(scr, 1, 0, len(OUT_FILE) + 2, 18)
            for i, it in enumerate(OUT_FILE):
                put(scr, 2 + i, 1, (" " + it).ljust(16), curses.A_REVERSE if i == sel else 0)
            put(scr, h - 1, 0, " Up/Down select  Enter choose  Esc cancel".ljust(w - 1), curses.A_REVERSE)
            cursor(False)
        elif mode == "open":
            box(scr, 8, 10, 5, 60)
            put(scr, 8, 12, " Open outline ", curses.A_BOLD)
            put(scr, 10, 12, "File to open: ")
            put(scr, 10, 26, answer.ljust(40), curses.A_UNDERLINE)
            cursor(True)
            scr.move(10, 26 + len(answer))
        elif mode == "leave":
            box(scr, 9, 14, 5, 52)
            put(scr, 11, 16, "Save changes to GARDEN.PCO before leaving? (Y/N)")
            cursor(True)
            scr.move(11, 65)
        scr.refresh()
        k = scr.getch()
        if mode == "help":
            if k == ESC:
                mode = None
            continue
        if mode == "file":
            if k == curses.KEY_DOWN:
                sel = min(sel + 1, len(OUT_FILE) - 1)
            elif k == curses.KEY_UP:
                sel = max(sel - 1, 0)
            elif k == ESC:
                mode = None
            elif k in ENTER:
                if OUT_FILE[sel] == "Open...":
                    mode, answer = "open", "C:\\OUTLINE\\*.PCO"
                elif OUT_FILE[sel] == "Exit":
                    if changed:
                        mode = "leave"
                    else:
                        return
                else:
                    mode = None
            continue
        if mode == "open":
            if k == ESC or k in ENTER:
                mode = None
            else:
                answer = field(answer, k, 38)
            continue
        if mode == "leave":
            if k in (ord("y"), ord("Y"), ord("n"), ord("N")):
                return
            if k == ESC:
                mode = None
            continue
        if k == curses.KEY_F1:
            mode = "help"
        elif k == curses.KEY_F10:
            mode, sel = "file", 0
        elif k == curses.KEY_DOWN:
            row, col = min(row + 1, min(len(items), h - 5) - 1), None
        elif k == curses.KEY_UP:
            row, col = max(row - 1, 0), None
        elif k in BACKSPACE:
            items[row][2] = items[row][2][:-1]
            changed = True
        elif 32 <= k < 127:
            items[row][2] += chr(k)
            changed = True


PROGRAMS = {"mince": mince, "locoscript": locoscript, "supercalc": supercalc, "pc-outline": pcoutline}


def main(scr):
    curses.raw()
    curses.noecho()
    scr.keypad(True)
    PROGRAMS[sys.argv[1]](scr)


if __name__ == "__main__":
    if len(sys.argv) < 2 or sys.argv[1] not in PROGRAMS:
        sys.stderr.write("usage: threehundredeighth_edit.py %s\n" % "|".join(sorted(PROGRAMS)))
        sys.exit(2)
    curses.wrapper(main)
