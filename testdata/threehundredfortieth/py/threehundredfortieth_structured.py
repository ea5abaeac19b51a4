#!/usr/bin/env python3
"""The threehundredfortieth set's imitations of four terminal editors of
structured text that Debian does not package, each run as
`threehundredfortieth_structured.py TOOL FILE`: bed (itchyny's binary
editor in Go, vim keys), cell (garritfra's spreadsheet in Rust, vim
keys), ol (Kostas Michalopoulos's Outliner Lighto) and smarkdown (a
markdown notepad in Rust, ratatui). Each draws with curses on the
alternate screen, keys read raw a key at a time, what the editor draws
at its moments: the file, a byte, a cell or a node being typed, its
command line, its fields (a find, an open, a save as) and its questions
(a quit over unsaved changes), from their documentation, source and
screenshots as known."""

import curses
import os
import sys

os.environ.setdefault("ESCDELAY", "25")

ESC, ENTER = 27, (10, 13, curses.KEY_ENTER)
BACK = (8, 127, curses.KEY_BACKSPACE)


def ctrl(c):
    return ord(c) & 0x1f


def put(w, y, x, s, a=0):
    h, wd = w.getmaxyx()
    if y < 0 or y >= h or x >= wd:
        return
    s = s[: wd - x - (1 if y == h - 1 else 0)]
    try:
        w.addstr(y, x, s, a)
    except curses.error:
        pass


def fill(w, y, a, s=""):
    h, wd = w.getmaxyx()
    put(w, y, 0, s.ljust(wd - (1 if y == h - 1 else 0)), a)


def read(path):
    try:
        with open(path, "rb") as f:
            return f.read()
    except OSError:
        return b""


# bed: a hex dump of the file, offset, bytes and ASCII, a status row
# and a last row for ':' and '/' and messages.
def bed(w, path):
    data = bytearray(read(path))
    name = os.path.basename(path)
    pos, mode, line, msg, half, modified = 0, "normal", None, "", None, False
    while True:
        w.erase()
        h, wd = w.getmaxyx()
        put(w, 0, 0, "         |  0  1  2  3  4  5  6  7  8  9  a  b  c  d  e  f |0123456789abcdef|", curses.A_BOLD)
        for r in range(min(h - 3, (len(data) + 16) // 16)):
            row = data[r * 16:(r + 1) * 16]
            put(w, 1 + r, 0, "%08x |" % (r * 16))
            for i in range(16):
                x = 11 + i * 3
                o = r * 16 + i
                s = "%02x" % row[i] if i < len(row) else "  "
                if o == pos and half is not None:
                    s = half + s[1]
                put(w, 1 + r, x, s, curses.A_REVERSE if o == pos else 0)
                c = chr(row[i]) if i < len(row) and 32 <= row[i] < 127 else ("." if i < len(row) else " ")
                put(w, 1 + r, 59 + i, c, curses.A_UNDERLINE if o == pos else 0)
            put(w, 1 + r, 58, "|")
            put(w, 1 + r, 75, "|")
        b = data[pos] if pos < len(data) else 0
        ch = chr(b) if 32 <= b < 127 else "\\x%02x" % b
        left = " %s%s : 0x%02x : '%s'" % (name, " [+]" if modified else "", b, ch)
        right = "%d/%d : 0x%06x/0x%06x : %.2f%% " % (pos, len(data), pos, len(data), 100.0 * pos / max(1, len(data)))
        fill(w, h - 2, curses.A_REVERSE, left + right.rjust(wd - len(left)))
        if line is not None:
            put(w, h - 1, 0, line)
            w.move(h - 1, min(len(line), wd - 2))
        else:
            if mode == "replace":
                put(w, h - 1, 0, "-- REPLACE --", curses.A_BOLD)
            elif msg:
                put(w, h - 1, 0, msg, curses.color_pair(1) if msg.startswith("E") else 0)
            r, i = divmod(pos, 16)
            w.move(1 + r, 11 + i * 3 + (1 if half is not None else 0))
        w.refresh()
        k = w.getch()
        if line is not None:
            if k == ESC:
                line = None
            elif k in BACK:
                line = line[:-1] if len(line) > 1 else None
            elif k in ENTER:
                cmd, line = line, None
                if cmd in (":q", ":quit"):
                    if modified:
                        msg = "E37: No write since last change (add ! to override)"
                    else:
                        return
                elif cmd in (":q!", ":wq", ":x"):
                    return
                elif cmd.startswith("/"):
                    i = bytes(data).find(cmd[1:].encode(), pos + 1)
                    msg = "E486: Pattern not found: " + cmd[1:] if i < 0 else ""
                    pos = pos if i < 0 else i
                else:
                    msg = "E492: Not an editor command: " + cmd[1:]
            elif 32 <= k < 127:
                line += chr(k)
            continue
        msg = msg if k == -1 else ""
        if mode == "replace":
            if k == ESC:
                mode, half = "normal", None
            elif k < 256 and chr(k) in "0123456789abcdef":
                if half is None:
                    half = chr(k)
                else:
                    data[pos] = int(half + chr(k), 16)
                    half, modified = None, True
                    pos = min(pos + 1, len(data) - 1)
            continue
        if k in (ord(":"), ord("/")):
            line = chr(k)
        elif k == ord("R"):
            mode = "replace"
        elif k in (ord("l"), curses.KEY_RIGHT):
            pos = min(pos + 1, len(data) - 1)
        elif k in (ord("h"), curses.KEY_LEFT):
            pos = max(pos - 1, 0)
        elif k in (ord("j"), curses.KEY_DOWN):
            pos = min(pos + 16, len(data) - 1)
        elif k in (ord("k"), curses.KEY_UP):
            pos = max(pos - 16, 0)


# cell: a formula bar, a grid with column letters and row numbers, a
# status row with the mode, the size and the cell, and a last row.
def cell(w, path):
    rows = [l.split(",") for l in read(path).decode().splitlines()]
    name = os.path.basename(path)
    cr, cc, mode, edit, line, msg, modified, anchor, ask = 0, 0, "NORMAL", "", None, "", False, None, None
    ncols = max(len(r) for r in rows) if rows else 1

    def val(r, c):
        return rows[r][c] if r < len(rows) and c < len(rows[r]) else ""

    def setv(r, c, v):
        while len(rows) <= r:
            rows.append([])
        while len(rows[r]) <= c:
            rows[r].append("")
        rows[r][c] = v

    while True:
        w.erase()
        h, wd = w.getmaxyx()
        ref = "%s%d" % ("ABCDEFGH"[cc], cr + 1)
        put(w, 0, 0, "┌" + "─" * (wd - 2) + "┐")
        put(w, 1, 0, "│ %-4s│ " % ref)
        content = edit if mode == "INSERT" else val(cr, cc)
        put(w, 1, 8, content)
        put(w, 1, wd - 1, "│")
        put(w, 2, 0, "├─────┬" + "──────────┬" * 6 + "─" * (wd - 74) + "┤")
        put(w, 3, 0, "│     │", curses.A_BOLD)
        for c in range(6):
            put(w, 3, 7 + c * 11, "  %-8s│" % "ABCDEF"[c], curses.A_BOLD)
        put(w, 4, 0, "├─────┼" + "──────────┼" * 6 + "─" * (wd - 74) + "┤")
        sel = None
        if anchor is not None:
            sel = (min(anchor[0], cr), max(anchor[0], cr), min(anchor[1], cc), max(anchor[1], cc))
        for r in range(h - 8):
            put(w, 5 + r, 0, "│ %3d │" % (r + 1), curses.A_BOLD)
            for c in range(6):
                a = 0
                if (r, c) == (cr, cc) or (sel and sel[0] <= r <= sel[1] and sel[2] <= c <= sel[3]):
                    a = curses.A_REVERSE
                v = edit if (r, c) == (cr, cc) and mode == "INSERT" else val(r, c)
                put(w, 5 + r, 7 + c * 11, " %-8s " % v[:8], a)
                put(w, 5 + r, 17 + c * 11, "│")
            put(w, 5 + r, wd - 1, "│")
        put(w, h - 3, 0, "├" + "─" * (wd - 2) + "┤")
        status = " %s | %d rows x %d cols | %s | %s%s" % (mode, len(rows), ncols, ref if not sel else
                                                        "%s%d:%s%d" % ("ABCDEF"[sel[2]], sel[0] + 1, "ABCDEF"[sel[3]], sel[1] + 1),
                                                        name, " [+]" if modified else "")
        put(w, h - 2, 0, "│")
        put(w, h - 2, 1, status.ljust(wd - 2), curses.A_REVERSE)
        put(w, h - 2, wd - 1, "│")
        put(w, h - 1, 0, "└" + "─" * (wd - 2) + "┘")
        if ask:
            put(w, h - 2, 1, (" " + ask).ljust(wd - 2), curses.A_BOLD | curses.color_pair(2))
            w.move(h - 2, 2 + len(ask))
        elif line is not None:
            put(w, h - 2, 1, line.ljust(wd - 2))
            w.move(h - 2, 1 + len(line))
        elif msg:
            put(w, h - 2, 1, (" " + msg).ljust(wd - 2), curses.color_pair(1))
            w.move(5 + cr, 8 + cc * 11)
        elif mode == "INSERT":
            w.move(1, 8 + len(edit))
        else:
            w.move(5 + cr, 8 + cc * 11)
        w.refresh()
        k = w.getch()
        if ask:
            if k in (ord("y"), ord("Y")):
                return
            ask = None
            continue
        if line is not None:
            if k == ESC:
                line = None
            elif k in BACK:
                line = line[:-1] if len(line) > 1 else None
            elif k in ENTER:
                cmd, line = line[1:], None
                if cmd == "q":
                    if modified:
                        ask = "Unsaved changes. Quit without saving? (y/n)"
                    else:
                        return
                elif cmd in ("q!", "wq", "x"):
                    return
                elif cmd.startswith("w"):
                    modified, msg = False, "Saved %s" % (cmd[1:].strip() or name)
                else:
                    msg = "Unknown command: " + cmd
            elif 32 <= k < 127:
                line += chr(k)
            continue
        msg = ""
        if mode == "INSERT":
            if k == ESC:
                mode = "NORMAL"
            elif k in ENTER:
                setv(cr, cc, edit)
                mode, modified = "NORMAL", True
                cr += 1
            elif k in BACK:
                edit = edit[:-1]
            elif 32 <= k < 127:
                edit += chr(k)
            continue
        if k == ord(":"):
            line = ":"
        elif k == ord("i"):
            mode, edit = "INSERT", val(cr, cc)
        elif k == ord("="):
            mode, edit = "INSERT", "="
        elif k == ord("v"):
            mode, anchor = "VISUAL", (cr, cc)
        elif k == ESC:
            mode, anchor = "NORMAL", None
        elif k in (ord("l"), curses.KEY_RIGHT):
            cc = min(cc + 1, 5)
        elif k in (ord("h"), curses.KEY_LEFT):
            cc = max(cc - 1, 0)
        elif k in (ord("j"), curses.KEY_DOWN):
            cr = min(cr + 1, h - 9)
        elif k in (ord("k"), curses.KEY_UP):
            cr = max(cr - 1, 0)


# ol: the outline, nodes indented under their parents, a box before
# each (- open, + closed, a tick box for tickable ones), a title row and
# a row of keys at the bottom for questions and fields.
def ol(w, path):
    nodes = []
    for l in read(path).decode().splitlines():
        d = len(l) - len(l.lstrip("\t"))
        t = l.strip("\t")
        tick = None
        if t.startswith("[ ] ") or t.startswith("[X] "):
            tick, t = t[1] == "X", t[4:]
        nodes.append({"d": d, "t": t, "tick": tick})
    name = os.path.basename(path)
    cur, mode, edit, field, ask, msg, modified = 0, "normal", "", None, None, "", False

    def has_kids(i):
        return i + 1 < len(nodes) and nodes[i + 1]["d"] > nodes[i]["d"]

    while True:
        w.erase()
        h, wd = w.getmaxyx()
        title = " Outliner Lighto - %s%s" % (name, " (modified)" if modified else "")
        fill(w, 0, curses.A_REVERSE, title)
        y = 1
        cy, cx = 1, 0
        for i, n in enumerate(nodes):
            box = "[-]" if has_kids(i) else ("[X]" if n["tick"] else "[ ]" if n["tick"] is False else " - ")
            x = 1 + n["d"] * 3
            text = edit if (i == cur and mode == "edit") else n["t"]
            a = curses.A_REVERSE if i == cur and mode != "edit" else 0
            if i == cur and mode == "grab":
                a = curses.A_REVERSE | curses.A_BOLD
            put(w, y, x, box + " ")
            put(w, y, x + 4, text, a)
            if i == cur:
                cy, cx = y, x + 4 + (len(edit) if mode == "edit" else 0)
            y += 1
        keys = {
            "normal": "Enter:Edit  Ins:Insert  A:Append  G:Grab  F:Find  S:Save  W:Save As  Q:Quit",
            "edit": "Editing node - Enter:Accept  Esc:Discard",
            "grab": "Grab Mode - Arrows:Move node  Left/Right:Promote/Demote  Enter/G:Drop",
        }[mode]
        fill(w, h - 1, curses.A_REVERSE, " " + keys)
        if ask:
            fill(w, h - 1, curses.A_BOLD, " " + ask)
            w.move(h - 1, 1 + len(ask))
        elif field:
            fill(w, h - 1, 0, " " + field[0] + field[1])
            w.move(h - 1, 1 + len(field[0]) + len(field[1]))
        else:
            if msg:
                fill(w, h - 2, curses.A_BOLD, " " + msg)
            w.move(cy, cx)
        w.refresh()
        k = w.getch()
        if ask:
            if k in (ord("y"), ord("Y"), ord("n"), ord("N")):
                return
            ask = None
            continue
        if field:
            if k == ESC:
                field = None
            elif k in BACK:
                field = (field[0], field[1][:-1])
            elif k in ENTER:
                if field[0].startswith("Find"):
                    for i, n in enumerate(nodes):
                        if field[1].lower() in n["t"].lower():
                            cur = i
                            break
                else:
                    name, modified = os.path.basename(field[1]) or name, False
                field = None
            elif 32 <= k < 127:
                field = (field[0], field[1] + chr(k))
            continue
        msg = ""
        if mode == "edit":
            if k == ESC:
                mode = "normal"
            elif k in ENTER:
                nodes[cur]["t"], mode, modified = edit, "normal", True
            elif k in BACK:
                edit = edit[:-1]
            elif 32 <= k < 127:
                edit += chr(k)
            continue
        if mode == "grab":
            if k in ENTER or k in (ord("g"), ord("G")):
                mode = "normal"
            elif k == curses.KEY_DOWN and cur + 1 < len(nodes):
                nodes[cur], nodes[cur + 1] = nodes[cur + 1], nodes[cur]
                cur, modified = cur + 1, True
            elif k == curses.KEY_UP and cur > 0:
                nodes[cur], nodes[cur - 1] = nodes[cur - 1], nodes[cur]
                cur, modified = cur - 1, True
            continue
        if k in ENTER:
            mode, edit = "edit", nodes[cur]["t"]
        elif k in (ord("g"), ord("G")):
            mode = "grab"
        elif k in (ord("f"), ord("F")):
            field = ("Find: ", "")
        elif k in (ord("w"), ord("W")):
            field = ("Save outline as: ", "")
        elif k in (ord("s"), ord("S"), curses.KEY_F2):
            modified, msg = False, "Saved " + name
        elif k in (ord("q"), ord("Q")):
            if modified:
                ask = "The outline has been modified. Save it before quitting? (Y/N, Esc to cancel)"
            else:
                return
        elif k == ord(" ") and nodes[cur]["tick"] is not None:
            nodes[cur]["tick"], modified = not nodes[cur]["tick"], True
        elif k == curses.KEY_DOWN:
            cur = min(cur + 1, len(nodes) - 1)
        elif k == curses.KEY_UP:
            cur = max(cur - 1, 0)


# smarkdown: a notebook page, line numbers and a red margin rule, the
# markdown highlighted inline, a status bar and popups for its fields.
def smarkdown(w, path):
    lines = read(path).decode().split("\n")
    if lines and lines[-1] == "":
        lines.pop()
    name = os.path.basename(path)
    y = x = 0
    modified, popup, ask, selall, msg, wrap = False, None, None, False, "", True
    while True:
        w.erase()
        h, wd = w.getmaxyx()
        for i in range(h - 1):
            if i < len(lines):
                put(w, i, 0, "%4d " % (i + 1), curses.A_DIM)
                l = lines[i]
                a = curses.A_REVERSE if selall else 0
                if l.startswith("#"):
                    a |= curses.A_BOLD | curses.color_pair(3)
                elif l.startswith(">"):
                    a |= curses.color_pair(4)
                put(w, i, 7, l, a)
            put(w, i, 5, "│", curses.color_pair(1))
        st = " %s%s  EDIT  Ln %d, Col %d  %s   ^S save  ^Q quit" % (
            name, " [+]" if modified else "", y + 1, x + 1, "wrap" if wrap else "nowrap")
        if msg:
            st = " " + msg
        fill(w, h - 1, curses.A_REVERSE, st)
        if popup or ask:
            title, body = (popup[0], popup[1]) if popup else (" Quit ", ask)
            bw = 50
            bx, by = (wd - bw) // 2, (h - 5) // 2
            put(w, by, bx, "┌" + title.center(bw - 2, "─") + "┐", curses.color_pair(2))
            for j in range(1, 4):
                put(w, by + j, bx, "│" + " " * (bw - 2) + "│", curses.color_pair(2))
            put(w, by + 4, bx, "└" + "─" * (bw - 2) + "┘", curses.color_pair(2))
            if popup:
                put(w, by + 1, bx + 2, popup[2])
                put(w, by + 2, bx + 2, popup[3].ljust(bw - 4), curses.A_UNDERLINE)
                put(w, by + 3, bx + 2, "Enter: ok   Esc: cancel", curses.A_DIM)
                w.move(by + 2, bx + 2 + len(popup[3]))
            else:
                put(w, by + 1, bx + 2, ask)
                put(w, by + 3, bx + 2, "[y] Yes   [n] No", curses.A_DIM)
                w.move(by + 1, bx + 2 + len(ask))
        else:
            w.move(y, 7 + x)
        w.refresh()
        k = w.getch()
        msg = ""
        if ask:
            if k in (ord("y"), ord("Y")):
                return
            ask = None
            continue
        if popup:
            if k == ESC:
                popup = None
            elif k in BACK:
                popup = popup[:3] + (popup[3][:-1],)
            elif k in ENTER:
                if popup[0] == " Save As ":
                    name, modified = popup[3], False
                    msg = "Saved " + name
                popup = None
            elif 32 <= k < 127:
                popup = popup[:3] + (popup[3] + chr(k),)
            continue
        if k == ctrl("q"):
            if modified:
                ask = "Unsaved changes. Quit anyway? (y/n)"
            else:
                return
        elif k == ctrl("o"):
            popup = (" Open ", "", "Open file:", "")
        elif k == ctrl("s"):
            if name == "untitled.md":
                popup = (" Save As ", "", "Save as:", "")
            else:
                modified, msg = False, "Saved " + name
        elif k == ctrl("n"):
            lines, name, y, x, modified = [""], "untitled.md", 0, 0, False
        elif k == ctrl("a"):
            selall = True
        elif k == ord("Q"):
            wrap = not wrap
        elif k in ENTER:
            selall = False
            lines[y:y + 1] = [lines[y][:x], lines[y][x:]]
            y, x, modified = y + 1, 0, True
        elif k in BACK:
            if x > 0:
                lines[y] = lines[y][:x - 1] + lines[y][x:]
                x, modified = x - 1, True
        elif k == curses.KEY_DOWN:
            y = min(y + 1, len(lines) - 1)
            x = min(x, len(lines[y]))
        elif k == curses.KEY_UP:
            y = max(y - 1, 0)
            x = min(x, len(lines[y]))
        elif 32 <= k < 127:
            selall = False
            lines[y] = lines[y][:x] + chr(k) + lines[y][x:]
            x, modified = x + 1, True


def main(w):
    curses.raw()
    curses.noecho()
    w.keypad(True)
    try:
        curses.start_color()
        curses.use_default_colors()
        curses.init_pair(1, curses.COLOR_RED, -1)
        curses.init_pair(2, curses.COLOR_CYAN, -1)
        curses.init_pair(3, curses.COLOR_YELLOW, -1)
        curses.init_pair(4, curses.COLOR_GREEN, -1)
    except curses.error:
        pass
    tool, path = sys.argv[1], sys.argv[2]
    {"bed": bed, "cell": cell, "ol": ol, "smarkdown": smarkdown}[tool](w, path)


if __name__ == "__main__":
    curses.wrapper(main)
