"""One editor imitated, named by the first argument: a fixture of
agentty's twohundredeightieth set, whose screens were never used to tune
the mode classifier. Each draws what a program that cannot run here (no
Debian package) draws at its moments: a line-oriented hex editor's
prompt and dumps (hexpeek), a highlighting ed-like line editor's prompt
(hired), a modal structural editor's views, insert mode and search
prompt (ki), a terminal mind map's nodes, node editing, search and quit
question (h-m-m) and a terminal spreadsheet's grid, cell editor and
command line (sheetsui). Runs with Debian's python3 and its standard
library only (curses, termios)."""

import curses
import os
import sys
import termios
import tty

os.environ.setdefault("ESCDELAY", "25")

ENTER = (10, 13, curses.KEY_ENTER)
ESC = 27


def text_of(name, fallback):
    try:
        with open(name, encoding="utf-8", errors="replace") as f:
            return f.read().splitlines()
    except OSError:
        return fallback


NOTES = text_of("notes.txt", ["first line", "second line", "third line"])


def put(scr, y, x, s, attr=0):
    h, w = scr.getmaxyx()
    if y < 0 or y >= h or x < 0 or x >= w:
        return
    s = s[: max(0, w - x)]
    if y == h - 1 and x + len(s) >= w:
        s = s[: w - x - 1]
    try:
        scr.addstr(y, x, s, attr)
    except curses.error:
        pass


# ------------------------------------------------------------------ hexpeek
# hexpeek: a binary editor for huge files in prompt mode, commands read a
# cooked line at a time, numbers in unprefixed hex, dumps of offset, hex
# in groups of four bytes and the characters between > and <.

def hexpeek():
    try:
        with open("notes.txt", "rb") as f:
            data = bytearray(f.read())
    except OSError:
        data = bytearray(b"first line\nsecond line\n")

    def dump(start, length):
        end = min(len(data), start + length)
        for off in range(start, end, 16):
            row = data[off:min(off + 16, end)]
            hx = ""
            for i in range(0, 16, 4):
                grp = row[i:i + 4]
                hx += "".join("%02x" % b for b in grp).ljust(8) + " "
            chars = "".join(chr(b) if 32 <= b < 127 else "." for b in row)
            print("%012x:  %s >%s<" % (off, hx, chars.ljust(16)))

    while True:
        try:
            line = input("> ")
        except EOFError:
            return
        line = line.strip()
        if not line:
            continue
        if line in ("q", "quit"):
            return
        if ":" in line and " " not in line:
            a, b = line.split(":", 1)
            try:
                dump(int(a or "0", 16), int(b or "10", 16))
            except ValueError:
                print("hexpeek: invalid range '%s'" % line)
            continue
        parts = line.split()
        if len(parts) == 2:
            try:
                off = int(parts[0], 16)
                val = bytes.fromhex(parts[1])
            except ValueError:
                print("hexpeek: invalid command '%s'" % line)
                continue
            print("hexpeek: file is read-only (use -w)")
            continue
        print("hexpeek: invalid command '%s'" % line)


# -------------------------------------------------------------------- hired
# hired: a highlighting ed; raw input echoed by itself, a `:` prompt, ed's
# commands, printed lines highlighted, numbered with a dim gutter, errors
# in red.

def hired():
    fd = sys.stdin.fileno()
    old = termios.tcgetattr(fd)
    buf = list(NOTES)
    dirty = [False]
    out = sys.stdout

    def w(s):
        out.write(s.replace("\n", "\r\n"))
        out.flush()

    def run(cmd):
        if cmd in ("q",):
            if dirty[0]:
                w("\x1b[31mUnsaved changes. Use Q to quit without saving.\x1b[0m\n")
                return True
            return False
        if cmd == "Q":
            return False
        if cmd in (",n", ",p", "%n", "%p"):
            for i, l in enumerate(buf, 1):
                if cmd.endswith("n"):
                    w("\x1b[2m%4d\x1b[0m\u2502" % i)
                w("\x1b[33m%s\x1b[0m\n" % l)
            return True
        if cmd.endswith("d") and cmd[:-1].isdigit():
            n = int(cmd[:-1])
            if 1 <= n <= len(buf):
                del buf[n - 1]
                dirty[0] = True
                return True
            w("\x1b[31mIndex out of bounds.\x1b[0m\n")
            return True
        w("\x1b[31mUnknown command.\x1b[0m\n")
        return True

    try:
        tty.setraw(fd)
        while True:
            w(":")
            line = ""
            while True:
                c = os.read(fd, 1).decode("utf-8", "replace")
                if c in ("\r", "\n"):
                    w("\n")
                    break
                if c in ("\x7f", "\b"):
                    if line:
                        line = line[:-1]
                        w("\b \b")
                    continue
                if c == "\x03":
                    return
                line += c
                w(c)
            if not run(line.strip()):
                return
    finally:
        termios.tcsetattr(fd, termios.TCSADRAIN, old)


# ----------------------------------------------------------------------- ki
# ki: a modal structural editor; the alternate screen, a tab line of the
# file, line numbers, the selection in reverse video, a status line of
# the mode and selection mode, a search prompt in its own window.

def ki(scr):
    curses.start_color()
    curses.use_default_colors()
    curses.init_pair(1, curses.COLOR_BLACK, curses.COLOR_CYAN)
    curses.init_pair(2, curses.COLOR_BLACK, curses.COLOR_YELLOW)
    curses.init_pair(3, 8 if curses.COLORS > 8 else curses.COLOR_WHITE, -1)
    curses.init_pair(4, curses.COLOR_BLACK, curses.COLOR_WHITE)
    lines = list(NOTES)
    row, col, wlen = 0, 0, 0
    mode = "MOVE"
    search = None

    def word_at(r, c):
        l = lines[r] if r < len(lines) else ""
        e = c
        while e < len(l) and not l[e].isspace():
            e += 1
        return max(1, e - c)

    def next_word(r, c):
        l = lines[r]
        i = c
        while i < len(l) and not l[i].isspace():
            i += 1
        while i < len(l) and l[i].isspace():
            i += 1
        if i >= len(l) and r + 1 < len(lines):
            return r + 1, 0
        return r, min(i, max(0, len(l) - 1))

    while True:
        scr.erase()
        h, wd = scr.getmaxyx()
        put(scr, 0, 0, " \U0001f4c4 notes.txt " + (" [*]" if mode == "INSERT" or modified[0] else ""), curses.color_pair(1))
        top = 1
        body = h - 3 if search is None else h - 6
        for i in range(body):
            if i >= len(lines):
                break
            put(scr, top + i, 0, "%3d " % (i + 1), curses.color_pair(3))
            put(scr, top + i, 4, lines[i])
            if i == row and mode == "MOVE":
                wl = word_at(row, col)
                put(scr, top + i, 4 + col, lines[i][col:col + wl], curses.A_REVERSE)
        status = " %s " % ("MOVE" if mode == "MOVE" else "INSERT")
        put(scr, h - 2, 0, " " * (wd - 1), curses.color_pair(4))
        put(scr, h - 2, 0, status, curses.color_pair(2) | curses.A_BOLD)
        put(scr, h - 2, len(status) + 1, "Word" if mode == "MOVE" else "", curses.color_pair(4))
        put(scr, h - 2, wd - 22, "~/notes.txt %d:%d" % (row + 1, col + 1), curses.color_pair(4))
        if search is not None:
            put(scr, h - 5, 0, "\u2500" * (wd - 1), curses.color_pair(3))
            put(scr, h - 5, 1, " Search (Literal) ", curses.A_BOLD)
            put(scr, h - 4, 0, search)
            scr.move(h - 4, len(search))
        elif mode == "INSERT":
            scr.move(top + row, 4 + col)
        else:
            scr.move(top + row, 4 + col)
        scr.refresh()
        k = scr.getch()
        if search is not None:
            if k == ESC:
                search = None
            elif k in ENTER:
                search = None
            elif k in (curses.KEY_BACKSPACE, 127, 8):
                search = search[:-1]
            elif 32 <= k < 127:
                search += chr(k)
            continue
        if mode == "INSERT":
            if k == ESC:
                mode = "MOVE"
            elif 32 <= k < 127:
                l = lines[row]
                lines[row] = l[:col] + chr(k) + l[col:]
                col += 1
                modified[0] = True
            continue
        if k == ord("l"):
            row, col = next_word(row, col)
        elif k == ord("j") and row + 1 < len(lines):
            row += 1
            col = 0
        elif k == ord("i"):
            mode = "INSERT"
        elif k == ord("/"):
            search = ""
        elif k == ord("q"):
            return


modified = [False]


# -------------------------------------------------------------------- h-m-m
# h-m-m (hackers mind map): the alternate screen, a map of nodes joined by
# box-drawing lines, the active node in reverse video, node text edited
# in the last row, a search line, a yes/no question on quitting unsaved.

MAP = ("tally service", [
    ("ledger", ["totals", "rounding", "retry on conflict"]),
    ("api", ["POST /entries", "GET /balance"]),
    ("ops", ["backups", "alerts"]),
])


def hmm(scr):
    curses.start_color()
    curses.use_default_colors()
    curses.init_pair(1, curses.COLOR_YELLOW, -1)
    curses.init_pair(2, curses.COLOR_CYAN, -1)
    curses.curs_set(0)
    root, kids = MAP
    kids = [(k, list(v)) for k, v in kids]
    nodes = []  # (title, level, parent index)
    active = 0
    edit = None
    search = None
    question = False
    changed = False
    order = []

    while True:
        scr.erase()
        h, wd = scr.getmaxyx()
        order = [root]
        y0 = 3
        rows = []
        for k, leaves in kids:
            rows.append((k, leaves))
        y = y0
        positions = []
        rx = 2
        kx = rx + len(root) + 4
        total = sum(max(1, len(l)) for _, l in rows) + len(rows) - 1
        ry = y0 + total // 2
        put(scr, ry, rx, root, curses.A_BOLD | (curses.A_REVERSE if active == 0 else 0))
        idx = 1
        first_y = None
        last_y = None
        for ki_, (k, leaves) in enumerate(rows):
            ky = y + (len(leaves) - 1) // 2
            if first_y is None:
                first_y = ky
            last_y = ky
            put(scr, ky, kx, k, curses.color_pair(1) | (curses.A_REVERSE if active == idx else 0))
            order.append(k)
            kidx = idx
            idx += 1
            lx = kx + max(len(kk) for kk, _ in rows) + 4
            for j, leaf in enumerate(leaves):
                ly = y + j
                conn = "\u2500" if len(leaves) == 1 else ("\u256d" if j == 0 else ("\u2570" if j == len(leaves) - 1 else "\u251c"))
                put(scr, ly, lx - 2, conn + "\u2500")
                put(scr, ly, lx, leaf, curses.color_pair(2) | (curses.A_REVERSE if active == idx else 0))
                order.append(leaf)
                idx += 1
            if len(leaves) > 1:
                for yy in range(y + 1, y + len(leaves) - 1):
                    if yy != ky:
                        put(scr, yy, lx - 2, "\u2502")
                put(scr, ky, kx + len(k) + 1, "\u2500" * (lx - 2 - kx - len(k) - 1) + ("\u2524" if ky not in (y, y + len(leaves) - 1) else ""))
            else:
                put(scr, ky, kx + len(k) + 1, "\u2500" * (lx - 2 - kx - len(k) - 1))
            y += len(leaves) + 1
        for yy in range(first_y, last_y + 1):
            put(scr, yy, kx - 2, "\u2502")
        put(scr, first_y, kx - 2, "\u256d\u2500")
        put(scr, last_y, kx - 2, "\u2570\u2500")
        for yy in range(first_y + 1, last_y):
            if any(yy == y0 + sum(len(r[1]) + 1 for r in rows[:i]) + (len(rows[i][1]) - 1) // 2 for i in range(len(rows))):
                put(scr, yy, kx - 2, "\u251c\u2500")
        put(scr, ry, rx + len(root) + 1, "\u2500" * (kx - 3 - rx - len(root)) + "\u2524")
        if edit is not None:
            put(scr, h - 1, 0, edit)
            curses.curs_set(1)
            scr.move(h - 1, len(edit))
        elif search is not None:
            put(scr, h - 1, 0, "Search: " + search)
            curses.curs_set(1)
            scr.move(h - 1, 8 + len(search))
        elif question:
            put(scr, h - 1, 0, "Do you want to save the changes? (y/n)", curses.A_BOLD)
            curses.curs_set(1)
            scr.move(h - 1, 39)
        else:
            curses.curs_set(0)
        scr.refresh()
        k = scr.getch()
        if edit is not None:
            if k in ENTER:
                title = edit
                edit = None
                changed = True
                if active == 0:
                    root = title
                else:
                    n = 1
                    for ii, (kk, leaves) in enumerate(kids):
                        if n == active:
                            kids[ii] = (title, leaves)
                        n += 1
                        for jj in range(len(leaves)):
                            if n == active:
                                leaves[jj] = title
                            n += 1
            elif k == ESC:
                edit = None
            elif k in (curses.KEY_BACKSPACE, 127, 8):
                edit = edit[:-1]
            elif 32 <= k < 127:
                edit += chr(k)
            continue
        if search is not None:
            if k in ENTER or k == ESC:
                search = None
            elif k in (curses.KEY_BACKSPACE, 127, 8):
                search = search[:-1]
            elif 32 <= k < 127:
                search += chr(k)
            continue
        if question:
            if k in (ord("y"), ord("n")):
                return
            continue
        if k in (ord("j"), curses.KEY_DOWN):
            active = min(len(order) - 1, active + 1)
        elif k in (ord("k"), curses.KEY_UP):
            active = max(0, active - 1)
        elif k in (ord("l"), curses.KEY_RIGHT) and active == 0:
            active = 1
        elif k == ord("e"):
            edit = order[active]
        elif k == ord("/"):
            search = ""
        elif k == ord("q"):
            if changed:
                question = True
            else:
                return


# ----------------------------------------------------------------- sheetsui
# sheetsui: a terminal spreadsheet (ratatui); the alternate screen, a box
# of the current cell's content titled with its address, the grid in a
# box titled with the file, column letters and row numbers, the current
# cell highlighted, tabs of the sheets at the foot; Enter edits the cell
# in the top box, `:` opens a command box.

SHEET = [
    ["month", "income", "costs", "net"],
    ["jan", "4200", "3100", "=B2-C2"],
    ["feb", "3900", "2800", "=B3-C3"],
    ["mar", "4500", "3600", "=B4-C4"],
    ["total", "=SUM(B2:B4)", "=SUM(C2:C4)", "=SUM(D2:D4)"],
]


def value(r, c):
    v = SHEET[r][c] if r < len(SHEET) and c < len(SHEET[r]) else ""
    if v.startswith("=B") and "-" in v:
        a, b = v[1:].split("-")
        return str(int(SHEET[int(a[1:]) - 1][1]) - int(SHEET[int(b[1:]) - 1][2]))
    if v.startswith("=SUM("):
        col = ord(v[5]) - 65
        return str(sum(int(value(i, col)) for i in range(1, 4)))
    return v


def sheetsui(scr):
    curses.start_color()
    curses.use_default_colors()
    curses.init_pair(1, curses.COLOR_CYAN, -1)
    curses.init_pair(2, curses.COLOR_BLACK, curses.COLOR_CYAN)
    curses.init_pair(3, curses.COLOR_YELLOW, -1)
    r, c = 0, 0
    editing = None
    command = None
    cw = 12
    while True:
        scr.erase()
        h, wd = scr.getmaxyx()
        addr = "%s%d" % (chr(65 + c), r + 1)

        def box(y, x, hh, ww, title, attr=0):
            put(scr, y, x, "\u250c" + "\u2500" * (ww - 2) + "\u2510", attr)
            for yy in range(y + 1, y + hh - 1):
                put(scr, yy, x, "\u2502", attr)
                put(scr, yy, x + ww - 1, "\u2502", attr)
            put(scr, y + hh - 1, x, "\u2514" + "\u2500" * (ww - 2) + "\u2518", attr)
            put(scr, y, x + 1, title, attr | curses.A_BOLD)

        if editing is not None:
            box(0, 0, 3, wd, "Edit: %s" % addr, curses.color_pair(3))
            put(scr, 1, 1, editing)
        else:
            box(0, 0, 3, wd, addr)
            put(scr, 1, 1, SHEET[r][c] if r < len(SHEET) and c < len(SHEET[r]) else "")
        gh = h - 3 - 2 - (3 if command is not None else 0)
        box(3, 0, gh, wd, "sales.csv")
        put(scr, 4, 1, " " * 5)
        for j in range(6):
            put(scr, 4, 6 + j * cw, chr(65 + j).center(cw), curses.color_pair(1) | curses.A_BOLD)
        for i in range(gh - 3):
            put(scr, 5 + i, 1, str(i + 1).rjust(4), curses.color_pair(1) | curses.A_BOLD)
            for j in range(6):
                v = value(i, j) if i < len(SHEET) else ""
                attr = curses.color_pair(2) if (i, j) == (r, c) else 0
                s = v.rjust(cw - 1) if v.lstrip("-").isdigit() else v.ljust(cw - 1)
                put(scr, 5 + i, 6 + j * cw, s + " ", attr)
        if command is not None:
            box(h - 5, 0, 3, wd, "Command", curses.color_pair(3))
            put(scr, h - 4, 1, ":" + command)
        put(scr, h - 2, 0, " Sheet1 ", curses.A_REVERSE)
        put(scr, h - 2, 9, "\u2502 Sheet2 ")
        mode = "Edit" if editing is not None else ("Command" if command is not None else "Navigate")
        put(scr, h - 1, 0, " %s " % mode, curses.A_BOLD)
        put(scr, h - 1, wd - 30, "Ctrl-h for help, Ctrl-q quit")
        if editing is not None:
            curses.curs_set(1)
            scr.move(1, 1 + len(editing))
        elif command is not None:
            curses.curs_set(1)
            scr.move(h - 4, 2 + len(command))
        else:
            curses.curs_set(0)
        scr.refresh()
        k = scr.getch()
        if editing is not None:
            if k in ENTER:
                SHEET[r][c] = editing
                editing = None
            elif k == ESC:
                editing = None
            elif k in (curses.KEY_BACKSPACE, 127, 8):
                editing = editing[:-1]
            elif 32 <= k < 127:
                editing += chr(k)
            continue
        if command is not None:
            if k in ENTER:
                if command in ("q", "quit"):
                    return
                command = None
            elif k == ESC:
                command = None
            elif k in (curses.KEY_BACKSPACE, 127, 8):
                command = command[:-1]
            elif 32 <= k < 127:
                command += chr(k)
            continue
        if k in (ord("j"), curses.KEY_DOWN):
            r = min(len(SHEET) - 1, r + 1)
        elif k in (ord("k"), curses.KEY_UP):
            r = max(0, r - 1)
        elif k in (ord("l"), curses.KEY_RIGHT):
            c = min(5, c + 1)
        elif k in (ord("h"), curses.KEY_LEFT):
            c = max(0, c - 1)
        elif k in ENTER:
            editing = SHEET[r][c] if r < len(SHEET) and c < len(SHEET[r]) else ""
        elif k == ord(":"):
            command = ""
        elif k == 17:
            return


def main():
    tool = sys.argv[1] if len(sys.argv) > 1 else ""
    if tool == "hexpeek":
        hexpeek()
    elif tool == "hired":
        hired()
    elif tool == "ki":
        curses.wrapper(ki)
    elif tool == "h-m-m":
        curses.wrapper(hmm)
    elif tool == "sheetsui":
        curses.wrapper(sheetsui)
    else:
        sys.exit("usage: twohundredeightieth_edit.py hexpeek|hired|ki|h-m-m|sheetsui")


if __name__ == "__main__":
    main()
