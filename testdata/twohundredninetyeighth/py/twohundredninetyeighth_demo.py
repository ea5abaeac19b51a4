"""One editor imitated, named by the first argument, over the file named
by the second: a fixture of agentty's twohundredninetyeighth set, whose
screens were never used to tune the mode classifier. Each draws what an
editor that cannot run here draws (its words, layout, colours, reverse
video, cursor) at its moments: a retro word processor with its command
line on the top row (xywrite), a retro outliner with a highlighted
heading and a row of function keys (maxthink), a vi-like hex editor in a
panel on a blue ground (vihex) and a shareware word processor of the
eighties with its status line and ruler (pcwrite); each edits, moves,
searches or goes to a line, asks whether to save or leave, and shows its
help. Keys are read one at a time, raw, not echoed, on the alternate
screen. Runs with Debian's python3 and its standard library only."""

import curses
import os
import sys

os.environ.setdefault("ESCDELAY", "25")

ENTER = (10, 13, curses.KEY_ENTER)
ESC = 27
BACKSPACE = (8, 127, curses.KEY_BACKSPACE)

(DEF, WB, BW, YB, CB, BC, RW, WK, YK) = range(1, 10)


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
    curses.init_pair(WB, curses.COLOR_WHITE, curses.COLOR_BLUE)
    curses.init_pair(BW, curses.COLOR_BLACK, curses.COLOR_WHITE)
    curses.init_pair(YB, curses.COLOR_YELLOW, curses.COLOR_BLUE)
    curses.init_pair(CB, curses.COLOR_CYAN, curses.COLOR_BLUE)
    curses.init_pair(BC, curses.COLOR_BLACK, curses.COLOR_CYAN)
    curses.init_pair(RW, curses.COLOR_RED, curses.COLOR_WHITE)
    curses.init_pair(WK, curses.COLOR_WHITE, curses.COLOR_BLACK)
    curses.init_pair(YK, curses.COLOR_YELLOW, curses.COLOR_BLACK)


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


def fill(scr, y, attr, x=0, w=None):
    width = scr.getmaxyx()[1]
    if w is None:
        w = width - x
    put(scr, y, x, " " * w, attr)


class Doc:
    """A file's lines, a cursor in them and whether they changed."""

    def __init__(self, path):
        self.path = path
        with open(path, encoding="utf-8") as f:
            self.lines = f.read().split("\n")
        if self.lines and self.lines[-1] == "":
            self.lines.pop()
        self.row, self.col, self.modified = 0, 0, False

    def move(self, key):
        if key == curses.KEY_DOWN:
            self.row = min(self.row + 1, len(self.lines) - 1)
        elif key == curses.KEY_UP:
            self.row = max(self.row - 1, 0)
        elif key == curses.KEY_RIGHT:
            self.col += 1
        elif key == curses.KEY_LEFT:
            self.col = max(self.col - 1, 0)
        elif key == curses.KEY_HOME:
            self.col = 0
        elif key == curses.KEY_END:
            self.col = len(self.lines[self.row])
        else:
            return False
        self.col = min(self.col, len(self.lines[self.row]))
        return True

    def type(self, ch):
        line = self.lines[self.row]
        self.lines[self.row] = line[: self.col] + ch + line[self.col:]
        self.col += len(ch)
        self.modified = True

    def find(self, word):
        for i in list(range(self.row + 1, len(self.lines))) + list(range(0, self.row + 1)):
            j = self.lines[i].find(word)
            if j >= 0:
                self.row, self.col = i, j
                return True
        return False

    def data(self):
        return ("\n".join(self.lines) + "\n").encode()


def read_line(scr, y, x, attr, draw, text=""):
    """Reads a line typed at y, x (Enter ends it, Esc cancels it)."""
    while True:
        draw()
        put(scr, y, x, text + " ", attr)
        scr.move(y, min(x + len(text), scr.getmaxyx()[1] - 1))
        scr.refresh()
        k = scr.getch()
        if k in ENTER:
            return text
        if k == ESC:
            return None
        if k in BACKSPACE:
            text = text[:-1]
        elif 32 <= k < 127:
            text += chr(k)


def ask_yn(scr, draw):
    while True:
        draw()
        scr.refresh()
        k = scr.getch()
        if k in (ord("y"), ord("Y")):
            return True
        if k in (ord("n"), ord("N"), ESC):
            return False


# XyWrite III Plus: the command line on the top row, the prompt and
# status line under it, a ruler, the text; F5 clears the command line and
# puts the cursor there, F9 carries out what is typed there (HELP shows
# its help).


def xywrite(scr, doc):
    name = os.path.basename(doc.path).upper()
    message = ""
    cmdline = None
    h, w = scr.getmaxyx()
    top = 3

    def draw(cm="", question=None):
        scr.erase()
        put(scr, 0, 0, cm)
        fill(scr, 1, cp(BW))
        if question is not None:
            put(scr, 1, 0, question, cp(BW))
        else:
            put(scr, 1, 0, message, cp(BW))
            status = "%s  %s Lin %d Col %d" % ("Modified" if doc.modified else "", name, doc.row + 1, doc.col + 1)
            put(scr, 1, w - len(status) - 1, status, cp(BW))
        ruler = "".join("+" if i % 10 == 5 else (str(i // 10 % 10) if i % 10 == 0 and i else ".") for i in range(1, 76))
        put(scr, 2, 0, "[" + ruler[1:74] + "]", cp(CB) | curses.A_BOLD)
        for i, line in enumerate(doc.lines[: h - top]):
            put(scr, top + i, 0, line)
        put(scr, top + len(doc.lines), 0, "\u25c4", curses.A_BOLD)

    def help_screen():
        scr.erase()
        fill(scr, 0, cp(WB))
        put(scr, 0, 2, "XyWrite III Plus  HELP", cp(WB) | curses.A_BOLD)
        rows = [
            "FUNCTION KEYS",
            "",
            "  F1   Define block (first press at start, second at end)",
            "  F2   Copy defined block to cursor      F3  Move defined block to cursor",
            "  F4   Delete defined block              F5  Clear command line, cursor to it",
            "  F6   Delete word to the left           F7  Move cursor to command line",
            "  F8   Delete character to the left      F9  Execute command on command line",
            "  F10  Toggle cursor: text / command line",
            "",
            "COMMANDS (type on the command line, then press F9)",
            "",
            "  SA   Save file and keep editing        ST  Store file and exit",
            "  AB   Abort file without saving         SE  Search: SE /text/",
            "  CH   Change: CH /old/new/              CA  Call (open) a file",
            "  GO   Go to a line: GO n                PRINT  Print the file",
            "  HELP This screen",
            "",
        ]
        for i, r in enumerate(rows):
            put(scr, 2 + i, 2, r)
        fill(scr, h - 1, cp(WB))
        put(scr, h - 1, 2, "Press Esc to return to your text", cp(WB))
        curses.curs_set(0)
        scr.refresh()
        while scr.getch() != ESC:
            pass
        curses.curs_set(1)

    while True:
        draw(cmdline or "")
        if cmdline is not None:
            scr.move(0, len(cmdline))
        else:
            scr.move(top + doc.row, doc.col)
        scr.refresh()
        k = scr.getch()
        if cmdline is not None:
            if k == curses.KEY_F9 or k in ENTER:
                cmd = cmdline.strip()
                cmdline = None
                verb = cmd[:2].upper()
                if verb == "AB":
                    if doc.modified:
                        q = "File modified. Abort without saving (Y/N)? "

                        def qd():
                            draw("AB", q)
                            scr.move(1, len(q))

                        if ask_yn(scr, qd):
                            return
                    else:
                        return
                elif verb == "SE":
                    word = cmd[2:].strip().strip("/")
                    message = "Found" if doc.find(word) else "Not found"
                elif cmd.upper() == "HELP":
                    help_screen()
                elif verb == "GO" and cmd[2:].strip().isdigit():
                    doc.row = max(0, min(int(cmd[2:].strip()), len(doc.lines)) - 1)
                    doc.col = 0
                elif verb in ("SA", "ST"):
                    message = "Done"
                    doc.modified = False
                    if verb == "ST":
                        return
                else:
                    message = "Invalid command"
            elif k in BACKSPACE:
                cmdline = cmdline[:-1]
            elif k == ESC or k == curses.KEY_F10:
                cmdline = None
            elif 32 <= k < 127:
                cmdline += chr(k)
            continue
        message = ""
        if k in (curses.KEY_F5, curses.KEY_F7):
            cmdline = ""
        elif doc.move(k):
            pass
        elif 32 <= k < 127:
            doc.type(chr(k))


# MaxThink: an outline of headings, the current one in a bar, levels
# shown by indent, the function keys on the last row.


def maxthink(scr, doc):
    items = []
    for line in doc.lines:
        if not line.strip():
            continue
        items.append(line)
    outline = [
        (0, "Allotment, plot 14"),
        (1, "Beds"),
        (2, items[1] if len(items) > 1 else ""),
        (2, items[2] if len(items) > 2 else ""),
        (2, items[3] if len(items) > 3 else ""),
        (1, "Seedlings"),
        (2, items[4] if len(items) > 4 else ""),
        (1, "Jobs"),
        (2, items[5] if len(items) > 5 else ""),
        (2, items[6] if len(items) > 6 else ""),
        (2, items[7] if len(items) > 7 else ""),
        (2, items[8] if len(items) > 8 else ""),
    ]
    outline = [list(o) for o in outline]
    cur = 0
    changed = False
    h, w = scr.getmaxyx()
    name = os.path.splitext(os.path.basename(doc.path))[0].upper() + ".MT"
    keys = ["1Help", "2Edit", "3Add", "4Delete", "5Move", "6Promote", "7Search", "8Sort", "9Save", "10Quit"]

    def draw(foot=None):
        scr.erase()
        fill(scr, 0, cp(BC))
        put(scr, 0, 1, "MaxThink", cp(BC) | curses.A_BOLD)
        put(scr, 0, 14, "Outline: " + name, cp(BC))
        right = "Level %d  Item %d of %d" % (outline[cur][0] + 1, cur + 1, len(outline))
        put(scr, 0, w - len(right) - 2, right, cp(BC))
        put(scr, 1, 0, "\u2500" * w, cp(YK))
        for i, (lvl, text) in enumerate(outline):
            y = 3 + i
            mark = "\u25a0" if lvl == 0 else ("\u25ba" if lvl == 1 else "\u2022")
            s = "  " * lvl + mark + " " + text
            if i == cur:
                put(scr, y, 2, s.ljust(w - 6), cp(BW))
            else:
                put(scr, y, 2, s, curses.A_BOLD if lvl < 2 else 0)
        if foot:
            put(scr, h - 3, 0, "\u2500" * w, cp(YK))
            put(scr, h - 2, 1, foot, cp(YK) | curses.A_BOLD)
        x = 0
        for kname in keys:
            n = 2 if kname.startswith("10") else 1
            put(scr, h - 1, x, kname[:n], curses.A_BOLD)
            put(scr, h - 1, x + n, kname[n:], cp(BC))
            x += len(kname) + 1

    def help_screen():
        scr.erase()
        fill(scr, 0, cp(BC))
        put(scr, 0, 1, "MaxThink  Help", cp(BC) | curses.A_BOLD)
        rows = [
            "Moving",
            "  Up, Down      previous or next heading",
            "  PgUp, PgDn    a screen at a time      Home, End   first, last heading",
            "  Right         show the headings under this one (zoom in)",
            "  Left          back to the level above (zoom out)",
            "",
            "Changing the outline",
            "  F2  Edit the heading        F3  Add a heading under it",
            "  F4  Delete the heading      F5  Move it (then Up or Down, Enter)",
            "  F6  Promote or demote       F8  Sort the headings at this level",
            "",
            "Finding and filing",
            "  F7  Search for words        F9  Save the outline to disk",
            "  F10 Quit MaxThink",
        ]
        for i, r in enumerate(rows):
            put(scr, 2 + i, 2, r)
        put(scr, h - 1, 1, "Press any key to go back to the outline", cp(YK) | curses.A_BOLD)
        curses.curs_set(0)
        scr.refresh()
        scr.getch()

    curses.curs_set(0)
    while True:
        draw()
        scr.refresh()
        k = scr.getch()
        if k == curses.KEY_DOWN:
            cur = min(cur + 1, len(outline) - 1)
        elif k == curses.KEY_UP:
            cur = max(cur - 1, 0)
        elif k == curses.KEY_F1:
            help_screen()
        elif k == curses.KEY_F2:
            curses.curs_set(1)
            t = read_line(scr, h - 2, 7, cp(YK) | curses.A_BOLD, lambda: (draw("Edit: "),), outline[cur][1])
            curses.curs_set(0)
            if t is not None and t != outline[cur][1]:
                outline[cur][1] = t
                changed = True
        elif k == curses.KEY_F7:
            curses.curs_set(1)
            t = read_line(scr, h - 2, 13, cp(YK) | curses.A_BOLD, lambda: (draw("Search for: "),))
            curses.curs_set(0)
            if t:
                for j in list(range(cur + 1, len(outline))) + list(range(0, cur + 1)):
                    if t.lower() in outline[j][1].lower():
                        cur = j
                        break
        elif k == curses.KEY_F9:
            changed = False
        elif k == curses.KEY_F10:
            if not changed:
                return
            q = "The outline has changed.  Save it before quitting (Y/N)? "
            curses.curs_set(1)

            def qd():
                draw(q)
                scr.move(h - 2, 1 + len(q))

            ask_yn(scr, qd)
            return


# ViHex: a panel on a blue ground, titled with the file, offsets, hex
# bytes and their characters, a status row; vi's keys: h j k l to move,
# i to type hex digits over bytes, : for a command, q to quit.


def vihex(scr, doc):
    data = bytearray(doc.data())
    pos = 0
    mode = "NORMAL"
    nib = 0
    changed = False
    h, w = scr.getmaxyx()
    name = os.path.basename(doc.path)
    left, topy, pw, ph = 2, 1, w - 4, h - 2

    def frame():
        scr.erase()
        for y in range(h):
            fill(scr, y, cp(WB))
        for y in range(topy, topy + ph):
            fill(scr, y, cp(BW), left, pw)
        put(scr, topy, left, "\u250c" + "\u2500" * (pw - 2) + "\u2510", cp(BW))
        for y in range(topy + 1, topy + ph - 1):
            put(scr, y, left, "\u2502", cp(BW))
            put(scr, y, left + pw - 1, "\u2502", cp(BW))
        put(scr, topy + ph - 1, left, "\u2514" + "\u2500" * (pw - 2) + "\u2518", cp(BW))
        title = " " + name + (" [+]" if changed else "") + " "
        put(scr, topy, left + (pw - len(title)) // 2, title, cp(BW) | curses.A_BOLD)

    def draw(cmd=None):
        frame()
        rows = ph - 4
        first = max(0, pos // 16 - rows + 1) * 16
        for r in range(rows):
            off = first + r * 16
            if off >= len(data):
                break
            y = topy + 1 + r
            put(scr, y, left + 2, "%06x" % off, cp(RW))
            for i in range(16):
                o = off + i
                if o >= len(data):
                    break
                x = left + 10 + i * 3 + (1 if i >= 8 else 0)
                a = curses.A_REVERSE if o == pos else 0
                put(scr, y, x, "%02x" % data[o], cp(BW) | a)
                c = chr(data[o]) if 32 <= data[o] < 127 else "."
                put(scr, y, left + 59 + i, c, cp(BW) | a)
        put(scr, topy + ph - 3, left + 1, "\u2500" * (pw - 2), cp(BW))
        if cmd is not None:
            put(scr, topy + ph - 2, left + 2, ":" + cmd, cp(BW))
        else:
            put(scr, topy + ph - 2, left + 2, mode, cp(BW) | curses.A_BOLD)
            st = "0x%04x / 0x%04x" % (pos, len(data))
            put(scr, topy + ph - 2, left + pw - len(st) - 3, st, cp(BW))

    def dialog(title, lines, buttons, focus):
        bw = max(len(title) + 4, max(len(s) for s in lines) + 6, 30)
        bh = len(lines) + 5
        x0, y0 = (w - bw) // 2, (h - bh) // 2
        for y in range(y0, y0 + bh):
            fill(scr, y, cp(BW), x0, bw)
        put(scr, y0, x0, "\u250c" + "\u2500" * (bw - 2) + "\u2510", cp(BW))
        for y in range(y0 + 1, y0 + bh - 1):
            put(scr, y, x0, "\u2502", cp(BW))
            put(scr, y, x0 + bw - 1, "\u2502", cp(BW))
        put(scr, y0 + bh - 1, x0, "\u2514" + "\u2500" * (bw - 2) + "\u2518", cp(BW))
        t = " " + title + " "
        put(scr, y0, x0 + (bw - len(t)) // 2, t, cp(BW) | curses.A_BOLD)
        for i, s in enumerate(lines):
            put(scr, y0 + 2 + i, x0 + 3, s, cp(BW))
        bx = x0 + bw - 2 - sum(len(b) + 3 for b in buttons)
        for i, b in enumerate(buttons):
            put(scr, y0 + bh - 2, bx, "<" + b + ">", cp(WB) if i == focus else cp(BW))
            bx += len(b) + 3

    curses.curs_set(0)
    while True:
        draw()
        scr.refresh()
        k = scr.getch()
        if mode == "INSERT":
            if k == ESC:
                mode, nib = "NORMAL", 0
            elif chr(k).lower() in "0123456789abcdef" if 0 <= k < 256 else False:
                v = int(chr(k), 16)
                if nib == 0:
                    data[pos] = (v << 4) | (data[pos] & 0x0F)
                    nib = 1
                else:
                    data[pos] = (data[pos] & 0xF0) | v
                    nib = 0
                    pos = min(pos + 1, len(data) - 1)
                changed = True
            continue
        if k in (ord("l"), curses.KEY_RIGHT):
            pos = min(pos + 1, len(data) - 1)
        elif k in (ord("h"), curses.KEY_LEFT):
            pos = max(pos - 1, 0)
        elif k in (ord("j"), curses.KEY_DOWN):
            pos = min(pos + 16, len(data) - 1)
        elif k in (ord("k"), curses.KEY_UP):
            pos = max(pos - 16, 0)
        elif k == ord("i"):
            mode, nib = "INSERT", 0
        elif k == ord("?"):
            draw()
            dialog("Help", [
                "h j k l   move a byte or a row",
                "i         type hex digits over bytes",
                "Esc       back to normal mode",
                ":NUM      go to offset NUM (hex)",
                ":w        write the file",
                ":q        quit    :q!  quit, discard",
            ], ["Close"], 0)
            scr.refresh()
            while scr.getch() not in ENTER + (ESC,):
                pass
        elif k == ord(":"):
            curses.curs_set(1)
            cmd = read_line(scr, topy + ph - 2, left + 3, cp(BW), lambda: draw(""))
            curses.curs_set(0)
            if cmd is None:
                continue
            cmd = cmd.strip()
            if cmd == "q!":
                return
            if cmd == "w":
                changed = False
            elif cmd == "q":
                if not changed:
                    return
                focus = 0
                while True:
                    draw()
                    dialog("Unsaved changes", ["The file has unsaved changes.", "Quit without saving?"], ["Yes", "No"], focus)
                    scr.refresh()
                    c = scr.getch()
                    if c in (9, curses.KEY_RIGHT, curses.KEY_LEFT):
                        focus = 1 - focus
                    elif c in ENTER:
                        if focus == 0:
                            return
                        break
                    elif c == ESC:
                        break
            else:
                try:
                    pos = min(int(cmd, 16), len(data) - 1)
                except ValueError:
                    pass


# PC-Write: its status line on the top row, a ruler under it, the text;
# F1 help, F6 find (Esc-free prompts on the status line), Alt-G go to a
# line, Esc to leave.


def pcwrite(scr, doc):
    name = os.path.basename(doc.path).upper()
    h, w = scr.getmaxyx()
    top = 2

    def draw(prompt=None):
        scr.erase()
        fill(scr, 0, cp(WB))
        if prompt is not None:
            put(scr, 0, 0, prompt, cp(YB) | curses.A_BOLD)
        else:
            s = "F1:Help  Esc:Exit  %s%s  Line %d  Col %d  Push  Wrap" % (
                "*" if doc.modified else " ", name, doc.row + 1, doc.col + 1)
            put(scr, 0, 0, s, cp(WB))
            put(scr, 0, w - 10, "PC-Write", cp(YB) | curses.A_BOLD)
        ruler = "L" + "".join("T" if i % 8 == 0 else "." for i in range(1, 64)) + "R"
        put(scr, 1, 0, ruler, cp(CB))
        fill(scr, 1, cp(CB), len(ruler))
        for i, line in enumerate(doc.lines[: h - top]):
            put(scr, top + i, 0, line)

    def help_screen():
        scr.erase()
        fill(scr, 0, cp(WB))
        put(scr, 0, 0, "PC-Write Help: editing keys", cp(YB) | curses.A_BOLD)
        rows = [
            "Arrows  move the cursor          Home, End  start, end of the line",
            "PgUp, PgDn  a screen at a time   Ctrl-Home, Ctrl-End  top, bottom of the file",
            "",
            "F1   this help (again for more)  F2  clear the ruler, set tabs",
            "F3   copy the marked text        F4  delete the marked text",
            "F5   find and replace            F6  find text",
            "F7   reform the paragraph        F8  mark the ends of text",
            "F9   insert a line                F10 delete the line",
            "Alt-G  go to a line              Scroll Lock  push or overwrite",
            "",
            "Esc  save the file and exit, or leave without saving",
        ]
        for i, r in enumerate(rows):
            put(scr, 2 + i, 1, r)
        fill(scr, h - 1, cp(WB))
        put(scr, h - 1, 0, "Press Esc to go back to your file", cp(WB))
        curses.curs_set(0)
        scr.refresh()
        while scr.getch() != ESC:
            pass
        curses.curs_set(1)

    while True:
        draw()
        scr.move(top + doc.row, doc.col)
        scr.refresh()
        k = scr.getch()
        if k == curses.KEY_F1:
            help_screen()
        elif k == curses.KEY_F6:
            p = "Find what? "
            t = read_line(scr, 0, len(p), cp(YB) | curses.A_BOLD, lambda: draw(p))
            if t:
                doc.find(t)
        elif k == ESC:
            scr.nodelay(True)
            n = scr.getch()
            scr.nodelay(False)
            if n == ord("g"):
                p = "Go to line: "
                t = read_line(scr, 0, len(p), cp(YB) | curses.A_BOLD, lambda: draw(p))
                if t and t.isdigit():
                    doc.row = max(0, min(int(t), len(doc.lines)) - 1)
                    doc.col = 0
                continue
            if not doc.modified:
                return
            q = "File changed. Save it before exit (Y/N)? "

            def qd():
                draw(q)
                scr.move(0, len(q))

            ask_yn(scr, qd)
            return
        elif doc.move(k):
            pass
        elif 32 <= k < 127:
            doc.type(chr(k))


def main(scr, name, doc):
    colours()
    scr.keypad(True)
    curses.raw()
    curses.noecho()
    {"xywrite": xywrite, "maxthink": maxthink, "vihex": vihex, "pcwrite": pcwrite}[name](scr, doc)


if __name__ == "__main__":
    if len(sys.argv) != 3:
        sys.exit("usage: twohundredninetyeighth_demo.py EDITOR FILE")
    curses.wrapper(main, sys.argv[1], Doc(sys.argv[2]))
