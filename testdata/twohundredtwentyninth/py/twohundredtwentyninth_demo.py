"""One text editor or viewer of another era imitated, named by the first
argument: a fixture of agentty's twohundredtwentyninth set, whose screens
were never used to tune the mode classifier. Each draws what a program
that cannot run here draws (its words, layout, status line, frames,
colours, cursor) and the questions it asks on its own screen: a file's
name, what to find, whether to erase, abort, delete, save or write.
Keys are read one at a time from the terminal in raw mode. Runs with
Debian's python3 and its standard library only (curses, os, select)."""

import curses
import os
import select
import sys

# colour pairs, set up in main
(C64, C64_BAR, MM_TEXT, MM_BAR, MM_HI, TT_TEXT, TT_BAR, TT_SEL, DE_TEXT, DE_BAR, DE_HOT, DE_BOX, DE_BUTTON, DE_CHANGED,
 QH_TEXT, QH_BAR, QH_LINK, QH_MENU, QH_MENU_SEL, QH_BOX, XT_TEXT, XT_BAR, XT_HOT, XT_FRAME) = range(1, 25)

W, H = 80, 24


def cp(n):
    return curses.color_pair(n) if curses.has_colors() else 0


def put(scr, y, x, s, attr=0):
    """Writes s at y, x, clipped to the screen."""
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


def fill(scr, y, x, w, attr):
    put(scr, y, x, " " * w, attr)


def paint(scr, attr):
    h, w = scr.getmaxyx()
    for y in range(h):
        fill(scr, y, 0, w, attr)


def box(scr, y, x, h, w, attr, title="", double=False):
    tl, tr, bl, br, hz, vt = ("╔", "╗", "╚", "╝", "═", "║") if double else ("┌", "┐", "└", "┘", "─", "│")
    put(scr, y, x, tl + hz * (w - 2) + tr, attr)
    for i in range(1, h - 1):
        put(scr, y + i, x, vt + " " * (w - 2) + vt, attr)
    put(scr, y + h - 1, x, bl + hz * (w - 2) + br, attr)
    if title:
        t = " " + title + " "
        put(scr, y, x + (w - len(t)) // 2, t, attr)


class Keys:
    """Keys read one at a time from the terminal: a character, or a name
    (up, down, left, right, home, end, pgup, pgdn, f1…f12, enter, esc,
    bs, tab, ctrl-x, alt-x, shift-home)."""

    TILDE = {"1": "home", "7": "home", "4": "end", "8": "end", "2": "insert", "3": "delete", "5": "pgup", "6": "pgdn",
             "11": "f1", "12": "f2", "13": "f3", "14": "f4", "15": "f5", "17": "f6", "18": "f7", "19": "f8",
             "20": "f9", "21": "f10", "23": "f11", "24": "f12"}
    FINAL = {"A": "up", "B": "down", "C": "right", "D": "left", "H": "home", "F": "end",
             "P": "f1", "Q": "f2", "R": "f3", "S": "f4"}

    def __init__(self):
        self.pending = b""

    def byte(self, wait):
        if not self.pending:
            r, _, _ = select.select([0], [], [], wait)
            if not r:
                return None
            self.pending = os.read(0, 1024)
            if not self.pending:
                sys.exit(0)
        b, self.pending = self.pending[:1], self.pending[1:]
        return b

    def get(self):
        b = self.byte(None)
        if b == b"\x1b":
            n = self.byte(0.05)
            if n is None:
                return "esc"
            if n in (b"[", b"O"):
                params = b""
                while True:
                    c = self.byte(0.05)
                    if c is None:
                        return "esc"
                    if c.isalpha() or c == b"~":
                        break
                    params += c
                p = params.decode()
                if c == b"~":
                    name = self.TILDE.get(p.split(";")[0], "?")
                else:
                    name = self.FINAL.get(c.decode(), "?")
                if ";2" in p:
                    name = "shift-" + name
                return name
            return "alt-" + n.decode(errors="replace")
        c = b[0]
        if c in (10, 13):
            return "enter"
        if c in (8, 127):
            return "bs"
        if c == 9:
            return "tab"
        if c < 32:
            return "ctrl-" + chr(c + 96)
        if c >= 0x80:
            rest = b
            while True:
                try:
                    return rest.decode()
                except UnicodeDecodeError:
                    nb = self.byte(0.05)
                    if nb is None:
                        return "?"
                    rest += nb
        return chr(c)


def printable(k):
    return len(k) == 1 and k.isprintable()


# ---------------------------------------------------------------- SpeedScript

def speedscript(scr, keys, path):
    """SpeedScript 3.2 (COMPUTE!'s Gazette, Charles Brannon), the C64's
    word processor: a 40-column text area under a command line in
    reverse, returns shown as a back arrow, the cursor where text goes."""
    text = ""
    pos = 0
    msg = "SpeedScript 3.2 by Charles Brannon"
    ask = None  # "save" or "erase"
    answer = ""
    while True:
        paint(scr, cp(C64))
        fill(scr, 0, 0, 40, cp(C64_BAR))
        if ask == "save":
            put(scr, 0, 0, "Save:" + answer, cp(C64_BAR))
        elif ask == "erase":
            put(scr, 0, 0, "Erase All Text: Are you sure? (Y/N)", cp(C64_BAR))
        else:
            put(scr, 0, 0, msg, cp(C64_BAR))
        # lay the text out 40 to a row, a return drawn as a back arrow
        rows, row, cur = [], "", (0, 0)
        for i, ch in enumerate(text + "\0"):
            if i == pos:
                cur = (len(rows), len(row))
            if ch == "\0":
                break
            row += "←" if ch == "\n" else ch
            if ch == "\n" or len(row) == 40:
                rows.append(row)
                row = ""
        rows.append(row)
        for n, r in enumerate(rows[:H - 1]):
            put(scr, 1 + n, 0, r, cp(C64))
        if ask == "save":
            scr.move(0, 5 + len(answer))
        elif ask == "erase":
            scr.move(0, 36)
        else:
            cy, cx = cur
            if cx >= 40:
                cy, cx = cy + 1, 0
            scr.move(1 + cy, cx)
        scr.refresh()
        k = keys.get()
        if ask == "save":
            if k == "enter":
                msg, ask = "No errors", None
            elif k == "esc":
                ask = None
            elif k == "bs":
                answer = answer[:-1]
            elif printable(k):
                answer += k
            continue
        if ask == "erase":
            if k in ("y", "Y"):
                text, pos, msg = "", 0, "SpeedScript 3.2 by Charles Brannon"
            ask = None
            continue
        if k == "ctrl-s":
            ask, answer = "save", ""
        elif k == "shift-home":
            ask = "erase"
        elif k == "ctrl-q":
            return
        elif k == "enter":
            text, pos = text[:pos] + "\n" + text[pos:], pos + 1
        elif k == "bs" and pos > 0:
            text, pos = text[:pos - 1] + text[pos:], pos - 1
        elif k == "left":
            pos = max(0, pos - 1)
        elif k == "right":
            pos = min(len(text), pos + 1)
        elif printable(k):
            text, pos = text[:pos] + k + text[pos:], pos + 1


# ---------------------------------------------------------------- MultiMate

MM_MENU = ["Edit an Old Document", "Create a New Document", "Print Document Utility",
           "Printer Queue Control Utility", "Merge Print Utility", "Spell Check a Document",
           "Document Handling Utilities", "Other Utilities", "Return to DOS"]


def multimate(scr, keys, path):
    """MultiMate Advantage II for DOS: its Main Menu of numbered
    utilities, the Create a New Document screen, then the editor (a
    status line over a format line of tab stops, returns shown as «)."""
    screen = "menu"
    name = ""
    lines = [""]
    y = x = 0
    modified = False
    while True:
        paint(scr, cp(MM_TEXT))
        if screen == "menu":
            put(scr, 2, 29, "MultiMate Advantage II", cp(MM_HI) | curses.A_BOLD)
            put(scr, 4, 35, "Main Menu", cp(MM_HI))
            for i, m in enumerate(MM_MENU):
                put(scr, 7 + i, 16, "%d)  %s" % (i + 1, m), cp(MM_TEXT))
            put(scr, 18, 16, "Please Enter the Number of Your Selection:", cp(MM_TEXT))
            put(scr, 22, 1, "Copyright (C) 1987 Ashton-Tate.  All rights reserved.", cp(MM_TEXT))
            scr.move(18, 59)
        elif screen == "create":
            put(scr, 2, 29, "Create a New Document", cp(MM_HI) | curses.A_BOLD)
            put(scr, 6, 16, "Drive:", cp(MM_TEXT))
            put(scr, 6, 30, "C", cp(MM_HI))
            put(scr, 8, 16, "Document:", cp(MM_TEXT))
            put(scr, 8, 30, (name + "_" * 8)[:8], cp(MM_HI))
            put(scr, 10, 16, "Approximate Number of Pages:", cp(MM_TEXT))
            put(scr, 10, 46, "__", cp(MM_HI))
            put(scr, 14, 16, "Press F10 to continue, ESC to return to Main Menu", cp(MM_TEXT))
            scr.move(8, 30 + len(name))
        else:
            doc = "C:\\" + (name or "MEMO").upper()
            status = "%-14s Page 1  Line %d  Col %d" % (doc, y + 1, x + 1)
            fill(scr, 0, 0, W, cp(MM_BAR))
            put(scr, 0, 1, status, cp(MM_BAR))
            put(scr, 0, 66, "INSERT", cp(MM_BAR))
            ruler = "".join(">" if i % 5 == 0 and i else "." for i in range(W - 3))
            put(scr, 1, 1, "<" + ruler[1:] + "<", cp(MM_HI))
            for i, line in enumerate(lines):
                put(scr, 2 + i, 1, line + "«", cp(MM_TEXT))
            if screen == "abort":
                fill(scr, H - 1, 0, W - 1, cp(MM_BAR))
                put(scr, H - 1, 1, "Abort without saving the changes? (Y/N)", cp(MM_BAR))
                scr.move(H - 1, 41)
            else:
                scr.move(2 + y, 1 + x)
        scr.refresh()
        k = keys.get()
        if screen == "menu":
            if k == "2":
                screen = "create"
            elif k == "9":
                return
        elif screen == "create":
            if k in ("f10", "enter") and name:
                screen = "edit"
            elif k == "esc":
                screen, name = "menu", ""
            elif k == "bs":
                name = name[:-1]
            elif printable(k) and len(name) < 8:
                name += k
        elif screen == "abort":
            if k in ("y", "Y"):
                screen, lines, y, x, modified = "menu", [""], 0, 0, False
            else:
                screen = "edit"
        else:
            line = lines[y]
            if k == "esc":
                screen = "abort" if modified else "menu"
            elif k == "f10":
                screen = "menu"
            elif k == "enter":
                lines[y:y + 1] = [line[:x], line[x:]]
                y, x, modified = y + 1, 0, True
            elif k == "bs" and x > 0:
                lines[y] = line[:x - 1] + line[x:]
                x, modified = x - 1, True
            elif k == "up":
                y = max(0, y - 1)
                x = min(x, len(lines[y]))
            elif k == "down":
                y = min(len(lines) - 1, y + 1)
                x = min(x, len(lines[y]))
            elif printable(k):
                lines[y] = line[:x] + k + line[x:]
                x, modified = x + 1, True


# ---------------------------------------------------------------- ThinkTank

TT_OUTLINE = [
    (0, "Spring fair"),
    (1, "Stalls"),
    (2, "Books and records"),
    (2, "Plants from the allotments"),
    (2, "Cakes"),
    (1, "Rota"),
    (2, "Setting up: Friday evening"),
    (2, "Taking down: Sunday noon"),
    (1, "Money"),
    (2, "Float from the treasurer"),
    (0, "Autumn quiz night"),
    (1, "Questions from the library"),
    (1, "Prizes"),
]


def thinktank(scr, keys, path):
    """ThinkTank 2 for DOS (Living Videotext), an outliner: headlines
    marked + where they hold subheads and - where they do not, the
    current one on a bar, a line of function keys at the foot; a
    headline typed where Enter opened it; Y/N questions on the last
    line."""
    items = [list(i) for i in TT_OUTLINE]
    cur = 0
    editing = None  # text of a new headline being typed
    ask = None
    while True:
        paint(scr, cp(TT_TEXT))
        fill(scr, 0, 0, W, cp(TT_BAR))
        put(scr, 0, 1, "ThinkTank 2.41", cp(TT_BAR))
        put(scr, 0, 30, "Outline: EVENTS.TTO", cp(TT_BAR))
        put(scr, 0, 66, "%3d headlines" % len(items), cp(TT_BAR))
        cursor = None
        for i, (lvl, t) in enumerate(items):
            sub = i + 1 < len(items) and items[i + 1][0] > lvl
            mark = "+" if sub else "-"
            s = "  " * lvl * 2 + mark + " " + t
            row = 2 + i
            if i == cur and editing is None:
                put(scr, row, 2, s.ljust(60), cp(TT_SEL))
            else:
                put(scr, row, 2, s, cp(TT_TEXT))
            if editing is not None and i == cur:
                row += 1
                lead = "  " * lvl * 2 + "- "
                put(scr, row, 2, lead + editing, cp(TT_TEXT) | curses.A_BOLD)
                cursor = (row, 2 + len(lead) + len(editing))
                break
        if editing is not None:
            # the rows after the one being typed move down by one
            for i in range(cur + 1, len(items)):
                lvl, t = items[i]
                sub = i + 1 < len(items) and items[i + 1][0] > lvl
                fill(scr, 3 + i, 0, W, cp(TT_TEXT))
                put(scr, 3 + i, 2, "  " * lvl * 2 + ("+" if sub else "-") + " " + items[i][1], cp(TT_TEXT))
        fill(scr, H - 2, 0, W, cp(TT_BAR))
        put(scr, H - 2, 1, "F1 Help  F2 Edit  F3 Expand  F4 Collapse  F5 Promote  F6 Demote  F7 Delete", cp(TT_BAR))
        fill(scr, H - 1, 0, W - 1, cp(TT_TEXT))
        if ask == "delete":
            n = 0
            for j in range(cur + 1, len(items)):
                if items[j][0] <= items[cur][0]:
                    break
                n += 1
            q = "Delete this headline and its %d subheads? (Y/N)" % n
            put(scr, H - 1, 1, q, cp(TT_TEXT) | curses.A_BOLD)
            scr.move(H - 1, 2 + len(q))
        elif ask == "quit":
            q = "Save changes to EVENTS.TTO before quitting? (Y/N)"
            put(scr, H - 1, 1, q, cp(TT_TEXT) | curses.A_BOLD)
            scr.move(H - 1, 2 + len(q))
        else:
            put(scr, H - 1, 1, "F10 Quit", cp(TT_TEXT))
            if cursor:
                scr.move(*cursor)
            else:
                scr.move(2 + cur, 2)
        curses.curs_set(1 if (ask or editing is not None) else 0)
        scr.refresh()
        k = keys.get()
        if ask == "delete":
            if k in ("y", "Y"):
                end = cur + 1
                while end < len(items) and items[end][0] > items[cur][0]:
                    end += 1
                del items[cur:end]
                cur = min(cur, len(items) - 1)
            ask = None
            continue
        if ask == "quit":
            if k in ("y", "Y", "n", "N"):
                return
            ask = None
            continue
        if editing is not None:
            if k == "enter":
                items.insert(cur + 1, [items[cur][0], editing])
                cur, editing = cur + 1, None
            elif k == "esc":
                editing = None
            elif k == "bs":
                editing = editing[:-1]
            elif printable(k):
                editing += k
            continue
        if k == "down":
            cur = min(len(items) - 1, cur + 1)
        elif k == "up":
            cur = max(0, cur - 1)
        elif k == "enter":
            editing = ""
        elif k == "f7":
            ask = "delete"
        elif k == "f10":
            ask = "quit"


# ---------------------------------------------------------------- Disk Editor

def diskedit(scr, keys, path):
    """Norton Utilities 8's Disk Editor on a file in its hex view: a menu
    bar, offsets, sixteen bytes a row in four groups and their text, the
    file, cluster and offset on the two last rows; bytes typed over in
    hex shown changed; its Find box and, leaving with changes, its
    question to write, review or discard them."""
    try:
        with open(path, "rb") as f:
            data = bytearray(f.read())
    except OSError:
        data = bytearray(b"first line\nsecond line\nthird line\n")
    orig = bytes(data)
    pos = 0
    nib = 0
    ask = None
    btn = 0
    find = ""
    name = os.path.basename(path).upper()
    rows = H - 4
    while True:
        paint(scr, cp(DE_TEXT))
        fill(scr, 0, 0, W, cp(DE_BAR))
        mx = 1
        for m in ("Object", "Edit", "Link", "View", "Info", "Tools", "Quit"):
            put(scr, 0, mx, m[0], cp(DE_HOT))
            put(scr, 0, mx + 1, m[1:], cp(DE_BAR))
            mx += len(m) + 3
        put(scr, 0, 72, "F1=Help", cp(DE_BAR))
        put(scr, 1, 0, ("─" * 31 + " Object editor " + "─" * 34)[:W], cp(DE_TEXT))
        top = (pos // 16 // rows) * rows
        for r in range(rows):
            off = (top + r) * 16
            if off >= len(data):
                break
            put(scr, 2 + r, 0, "%08X:" % off, cp(DE_TEXT))
            for b in range(16):
                i = off + b
                if i >= len(data):
                    break
                x = 11 + b * 3
                attr = cp(DE_CHANGED) if data[i] != orig[i] else cp(DE_TEXT)
                put(scr, 2 + r, x, "%02X" % data[i], attr)
                if b % 4 == 0 and b:
                    put(scr, 2 + r, x - 1, "-", cp(DE_TEXT))
                c = chr(data[i]) if 32 <= data[i] < 127 else "."
                put(scr, 2 + r, 61 + b, c, attr)
        fill(scr, H - 2, 0, W, cp(DE_BAR))
        fill(scr, H - 1, 0, W - 1, cp(DE_BAR))
        put(scr, H - 2, 1, "File", cp(DE_BAR))
        put(scr, H - 2, 7, name, cp(DE_BAR) | curses.A_BOLD)
        put(scr, H - 2, 46, "Cluster 4,512, Sector 36,103", cp(DE_BAR))
        put(scr, H - 1, 1, "Offset %d, hex %X" % (pos, pos), cp(DE_BAR))
        put(scr, H - 1, 46, "Press ALT or F10 to select menus", cp(DE_BAR))

        def bytex(p):
            return 11 + (p % 16) * 3

        if ask == "find":
            box(scr, 6, 14, 11, 52, cp(DE_BOX), "Find")
            put(scr, 8, 17, "Search for:", cp(DE_BOX))
            put(scr, 9, 19, "ASCII:", cp(DE_BOX))
            put(scr, 9, 27, find.ljust(32), cp(DE_BUTTON))
            put(scr, 10, 19, "Hex:", cp(DE_BOX))
            put(scr, 10, 27, " ".join("%02X" % ord(c) for c in find).ljust(32)[:32], cp(DE_BUTTON))
            put(scr, 12, 19, "[ ] Ignore case", cp(DE_BOX))
            put(scr, 14, 22, "  Find  ", cp(DE_BUTTON))
            put(scr, 14, 42, " Cancel ", cp(DE_BUTTON))
            scr.move(9, 27 + len(find))
            curses.curs_set(1)
        elif ask == "write":
            box(scr, 7, 16, 9, 48, cp(DE_BOX), "Write Changes", double=True)
            put(scr, 9, 19, "You have changed the data in this file.", cp(DE_BOX))
            put(scr, 10, 19, "Do you want to write the changes?", cp(DE_BOX))
            for i, b in enumerate(("Write", "Review", "Discard", "Cancel")):
                bx = 19 + i * 11
                attr = cp(DE_HOT) | curses.A_REVERSE if i == btn else cp(DE_BUTTON)
                put(scr, 13, bx, " " + b + " ", attr)
            curses.curs_set(0)
        else:
            scr.move(2 + pos // 16 - top, bytex(pos) + nib)
            curses.curs_set(1)
        scr.refresh()
        k = keys.get()
        if ask == "find":
            if k == "esc":
                ask = None
            elif k == "enter":
                i = data.find(find.encode())
                if i >= 0:
                    pos = i
                ask = None
            elif k == "bs":
                find = find[:-1]
            elif printable(k):
                find += k
            continue
        if ask == "write":
            if k in ("left", "shift-tab"):
                btn = (btn - 1) % 4
            elif k in ("right", "tab"):
                btn = (btn + 1) % 4
            elif k == "enter":
                if btn in (0, 2):
                    return
                ask = None
            elif k == "esc":
                ask = None
            continue
        if k == "right":
            pos, nib = min(len(data) - 1, pos + 1), 0
        elif k == "left":
            pos, nib = max(0, pos - 1), 0
        elif k == "down":
            pos = min(len(data) - 1, pos + 16)
        elif k == "up":
            pos = max(0, pos - 16)
        elif k == "pgdn":
            pos = min(len(data) - 1, pos + 16 * rows)
        elif k == "ctrl-s":
            ask, find = "find", ""
        elif k in ("esc", "alt-q", "ctrl-q"):
            if bytes(data) != orig:
                ask, btn = "write", 0
            else:
                return
        elif len(k) == 1 and k in "0123456789abcdefABCDEF":
            v = int(k, 16)
            if nib == 0:
                data[pos] = (v << 4) | (data[pos] & 0x0F)
                nib = 1
            else:
                data[pos] = (data[pos] & 0xF0) | v
                nib = 0
                pos = min(len(data) - 1, pos + 1)


# ---------------------------------------------------------------- QuickHelp

QH_TOPIC = """\
  Include:     <stdio.h>

  Prototype:   int printf( char *format [, argument]... );

               format     Format control
               argument   Optional arguments

  Returns:     the number of characters printed, or a negative
               value if an error occurs

  The printf function formats and prints a series of characters
  and values to the standard output stream, stdout. The format
  argument consists of ordinary characters, escape sequences, and
  (if arguments follow format) format specifications. The ordinary
  characters and escape sequences are copied to stdout in order of
  their appearance.

  If arguments follow the format string, the format string must
  contain specifications that determine the output format for the
  arguments. Format specifications always begin with a percent
  sign (%) and are read left to right. When the first format
  specification (if any) is encountered, the value of the first
  argument after format is converted and output accordingly. The
  second format specification causes the second argument to be
  converted and output, and so on. If there are more arguments
  than there are format specifications, the extra arguments are
  ignored. The results are undefined if there are not enough
  arguments for all the format specifications.

  A format specification has the following form:

       %[flags] [width] [.precision] [{F | N | h | l | L}]type

  Each field of the format specification is a single character
  or a number signifying a particular format option. The type
  character, which appears after the last optional format field,
  determines whether the associated argument is interpreted as a
  character, a string, or a number.

  See also:    fprintf, sprintf, vprintf, scanf
"""

QH_SEARCH = ["Find...", "Next Match", "Previous Match", "Topic...", "Global Search"]


def quickhelp(scr, keys, path):
    """Microsoft QuickHelp (QH, Microsoft C 6.0's help viewer for DOS and
    OS/2): a menu bar, the topic's name and its links at the top of its
    window, the text below, a line of keys at the foot; its Search menu
    and its Find box."""
    lines = QH_TOPIC.split("\n")
    top = 0
    ask = None
    sel = 0
    find = ""
    body = H - 5
    while True:
        paint(scr, cp(QH_TEXT))
        fill(scr, 0, 0, W, cp(QH_MENU))
        mx = 2
        for m in ("File", "Search", "View", "Options", "Help"):
            attr = cp(QH_MENU_SEL) if ask and m == "Search" else cp(QH_MENU)
            put(scr, 0, mx - 1, " " + m + " ", attr)
            put(scr, 0, mx, m[0], attr | curses.A_BOLD)
            mx += len(m) + 3
        put(scr, 0, 66, "QuickHelp", cp(QH_MENU))
        put(scr, 1, 0, ("─ printf " + "─" * W)[:W], cp(QH_TEXT))
        lx = 2
        for link in ("Summary", "Description", "Example", "Up", "Contents", "Index", "Back"):
            put(scr, 2, lx, "◄" + link + "►", cp(QH_LINK))
            lx += len(link) + 4
        put(scr, 3, 0, "─" * W, cp(QH_TEXT))
        for i in range(body - 1):
            if top + i < len(lines):
                put(scr, 4 + i, 0, lines[top + i], cp(QH_TEXT))
        fill(scr, H - 1, 0, W - 1, cp(QH_BAR))
        put(scr, H - 1, 1, "<F1=Help> <Alt=Menu> <Alt+C=Contents> <Alt+B=Back> <Alt+F4=Exit>", cp(QH_BAR))
        if ask == "menu":
            box(scr, 1, 8, len(QH_SEARCH) + 2, 20, cp(QH_MENU))
            for i, m in enumerate(QH_SEARCH):
                attr = cp(QH_MENU_SEL) if i == sel else cp(QH_MENU)
                put(scr, 2 + i, 9, (" " + m).ljust(18), attr)
            curses.curs_set(0)
        elif ask == "find":
            box(scr, 7, 14, 9, 52, cp(QH_BOX), "Find", double=False)
            put(scr, 9, 17, "Find What:", cp(QH_BOX))
            put(scr, 9, 28, "[" + find.ljust(34) + "]", cp(QH_BOX))
            put(scr, 11, 17, "[ ] Match Upper/Lowercase", cp(QH_BOX))
            put(scr, 13, 20, "< OK >", cp(QH_BOX) | curses.A_BOLD)
            put(scr, 13, 32, "< Cancel >", cp(QH_BOX))
            put(scr, 13, 48, "< Help >", cp(QH_BOX))
            scr.move(9, 29 + len(find))
            curses.curs_set(1)
        else:
            curses.curs_set(0)
        scr.refresh()
        k = keys.get()
        if ask == "menu":
            if k == "down":
                sel = (sel + 1) % len(QH_SEARCH)
            elif k == "up":
                sel = (sel - 1) % len(QH_SEARCH)
            elif k == "enter" and sel == 0:
                ask, find = "find", ""
            elif k in ("esc", "enter"):
                ask = None
            continue
        if ask == "find":
            if k == "esc":
                ask = None
            elif k == "enter":
                for i, line in enumerate(lines):
                    if find and find.lower() in line.lower():
                        top = min(i, max(0, len(lines) - body + 1))
                        break
                ask = None
            elif k == "bs":
                find = find[:-1]
            elif printable(k):
                find += k
            continue
        if k in ("pgdn", "space"):
            top = min(top + body - 1, max(0, len(lines) - body + 1))
        elif k == "pgup":
            top = max(0, top - body + 1)
        elif k == "down":
            top = min(top + 1, max(0, len(lines) - body + 1))
        elif k == "up":
            top = max(0, top - 1)
        elif k == "alt-s":
            ask, sel = "menu", 0
        elif k in ("esc", "alt-x"):
            return


# ---------------------------------------------------------------- XTree Gold

def xtree(scr, keys, path):
    """XTree Gold 2.5's file viewer: the path and file at the top, the
    text in a frame, its COMMANDS line with the letters to press
    highlighted at the foot; a hex dump with D, its Search line with S."""
    try:
        with open(path, "rb") as f:
            data = f.read()
    except OSError:
        data = b""
    lines = data.decode(errors="replace").split("\n")
    if len(lines) > 1 and lines[-1] == "":
        lines.pop()
    top = 0
    dump = False
    ask = None
    find = ""
    body = H - 6
    name = os.path.basename(path).upper()
    while True:
        paint(scr, cp(XT_TEXT))
        put(scr, 0, 1, "Path: C:\\DOCS", cp(XT_TEXT))
        put(scr, 0, 56, "XTree Gold", cp(XT_HOT))
        put(scr, 1, 0, "┌" + "─" * (W - 2) + "┐", cp(XT_FRAME))
        put(scr, 1, 2, " File: %s " % name, cp(XT_TEXT))
        for i in range(body):
            put(scr, 2 + i, 0, "│", cp(XT_FRAME))
            put(scr, 2 + i, W - 1, "│", cp(XT_FRAME))
            if dump:
                off = (top + i) * 16
                if off < len(data):
                    chunk = data[off:off + 16]
                    hx = " ".join("%02X" % b for b in chunk)
                    tx = "".join(chr(b) if 32 <= b < 127 else "." for b in chunk)
                    put(scr, 2 + i, 2, "%06X  %-47s  %s" % (off, hx, tx), cp(XT_TEXT))
            elif top + i < len(lines):
                put(scr, 2 + i, 2, lines[top + i][:W - 4], cp(XT_TEXT))
        put(scr, 2 + body, 0, "└" + "─" * (W - 2) + "┘", cp(XT_FRAME))
        if ask == "search":
            put(scr, H - 3, 1, "SEARCH for:", cp(XT_HOT))
            put(scr, H - 3, 13, find, cp(XT_TEXT) | curses.A_BOLD)
            put(scr, H - 2, 1, "enter search string", cp(XT_TEXT))
            put(scr, H - 1, 1, "◄─┘ ok   F1 help   ESC cancel", cp(XT_TEXT))
            scr.move(H - 3, 13 + len(find))
            curses.curs_set(1)
        else:
            put(scr, H - 3, 1, "VIEW file", cp(XT_HOT))
            if dump:
                put(scr, H - 3, 14, "Offset: %06X of %06X" % (top * 16, len(data)), cp(XT_TEXT))
            else:
                put(scr, H - 3, 14, "Line: %d of %d" % (top + 1, len(lines)), cp(XT_TEXT))
            x = 1
            put(scr, H - 2, x, "COMMANDS", cp(XT_HOT))
            x += 10
            for w in ("Ascii", "Dump", "Gather", "Hex", "Mask", "Search", "Unmask", "Wordwrap"):
                put(scr, H - 2, x, w[0], cp(XT_HOT))
                put(scr, H - 2, x + 1, w[1:], cp(XT_TEXT))
                x += len(w) + 2
            put(scr, H - 1, 1, "↑↓ scroll  PgUp/PgDn page  Home/End top/bottom   F1 help   ESC cancel", cp(XT_TEXT))
            curses.curs_set(0)
        scr.refresh()
        k = keys.get()
        total = (len(data) + 15) // 16 if dump else len(lines)
        last = max(0, total - body)
        if ask == "search":
            if k == "esc":
                ask = None
            elif k == "enter":
                for i in range(top + 1, len(lines)):
                    if find and find.lower() in lines[i].lower():
                        top = min(i, max(0, len(lines) - body))
                        break
                ask = None
            elif k == "bs":
                find = find[:-1]
            elif printable(k):
                find += k
            continue
        if k == "pgdn":
            top = min(top + body, last)
        elif k == "pgup":
            top = max(0, top - body)
        elif k == "down":
            top = min(top + 1, last)
        elif k == "up":
            top = max(0, top - 1)
        elif k == "home":
            top = 0
        elif k == "end":
            top = last
        elif k in ("d", "D", "h", "H"):
            dump, top = True, 0
        elif k in ("a", "A"):
            dump, top = False, 0
        elif k in ("s", "S"):
            ask, find = "search", ""
        elif k == "esc":
            return


TOOLS = {"speedscript": speedscript, "multimate": multimate, "thinktank": thinktank,
         "diskedit": diskedit, "quickhelp": quickhelp, "xtree": xtree}


def main(scr):
    curses.raw()
    curses.noecho()
    if curses.has_colors():
        curses.start_color()
        pairs = {
            C64: (curses.COLOR_CYAN, curses.COLOR_BLUE),
            C64_BAR: (curses.COLOR_BLUE, curses.COLOR_CYAN),
            MM_TEXT: (curses.COLOR_WHITE, curses.COLOR_BLACK),
            MM_BAR: (curses.COLOR_BLACK, curses.COLOR_WHITE),
            MM_HI: (curses.COLOR_YELLOW, curses.COLOR_BLACK),
            TT_TEXT: (curses.COLOR_WHITE, curses.COLOR_BLUE),
            TT_BAR: (curses.COLOR_BLACK, curses.COLOR_CYAN),
            TT_SEL: (curses.COLOR_BLUE, curses.COLOR_WHITE),
            DE_TEXT: (curses.COLOR_WHITE, curses.COLOR_BLUE),
            DE_BAR: (curses.COLOR_BLACK, curses.COLOR_CYAN),
            DE_HOT: (curses.COLOR_RED, curses.COLOR_CYAN),
            DE_BOX: (curses.COLOR_BLACK, curses.COLOR_WHITE),
            DE_BUTTON: (curses.COLOR_WHITE, curses.COLOR_BLACK),
            DE_CHANGED: (curses.COLOR_YELLOW, curses.COLOR_BLUE),
            QH_TEXT: (curses.COLOR_WHITE, curses.COLOR_BLACK),
            QH_BAR: (curses.COLOR_BLACK, curses.COLOR_CYAN),
            QH_LINK: (curses.COLOR_GREEN, curses.COLOR_BLACK),
            QH_MENU: (curses.COLOR_BLACK, curses.COLOR_WHITE),
            QH_MENU_SEL: (curses.COLOR_WHITE, curses.COLOR_BLACK),
            QH_BOX: (curses.COLOR_BLACK, curses.COLOR_WHITE),
            XT_TEXT: (curses.COLOR_WHITE, curses.COLOR_BLUE),
            XT_BAR: (curses.COLOR_BLACK, curses.COLOR_CYAN),
            XT_HOT: (curses.COLOR_YELLOW, curses.COLOR_BLUE),
            XT_FRAME: (curses.COLOR_CYAN, curses.COLOR_BLUE),
        }
        for n, (fg, bg) in pairs.items():
            curses.init_pair(n, fg, bg)
    curses.curs_set(1)
    tool = sys.argv[1]
    path = sys.argv[2] if len(sys.argv) > 2 else "notes.txt"
    TOOLS[tool](scr, Keys(), path)


if __name__ == "__main__":
    if len(sys.argv) < 2 or sys.argv[1] not in TOOLS:
        sys.stderr.write("usage: twohundredtwentyninth_demo.py %s [file]\n" % "|".join(sorted(TOOLS)))
        sys.exit(2)
    curses.wrapper(main)
