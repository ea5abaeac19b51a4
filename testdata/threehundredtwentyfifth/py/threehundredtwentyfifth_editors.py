"""Four terminal editors of different eras imitated, named by the first
argument and given the file to edit by the second: a fixture of agentty's
threehundredtwentyfifth set, whose screens were never used to tune the
mode classifier. Each draws what the editor draws at its moments (its
words, layout, boxes, reverse video and cursor, from its documentation
and screenshots as known): a portable vi of a BSD's (its buffer, tildes
and the message row, its ex line, its settings listed over a row asking
for a key), a word processor of the early PC (its status row and ruler
over the document, its questions on the bottom rows), a programmer's
editor with a menu bar (its window, a menu dropped, its dialogs: open,
replace, go to line, save changes) and a line editor of the 1970s (its
`>` prompt read cooked on the main screen, lines printed). The screen
editors run on the alternate screen, keys read one at a time, raw, not
echoed. Runs with Debian's python3 and its standard library only
(curses)."""

import curses
import os
import sys

os.environ.setdefault("ESCDELAY", "25")

ENTER = (10, 13, curses.KEY_ENTER)
ESC = 27
BACKSPACE = (8, 127, curses.KEY_BACKSPACE)


def ctrl(c):
    return ord(c) & 31


def load(path):
    try:
        with open(path) as f:
            return f.read().split("\n")[:-1] or [""]
    except OSError:
        return [""]


def put(win, y, x, s, attr=0):
    h, w = win.getmaxyx()
    if y < 0 or y >= h or x >= w:
        return
    s = s[: max(0, w - x - (1 if y == h - 1 else 0))]
    try:
        win.addstr(y, x, s, attr)
    except curses.error:
        pass


def field(scr, y, x, width, text="", attr=0):
    """Reads a line typed into a field at y, x; returns it, or None on Esc."""
    buf = list(text)
    while True:
        put(scr, y, x, "".join(buf).ljust(width)[:width], attr)
        scr.move(y, x + min(len(buf), width - 1))
        scr.refresh()
        k = scr.getch()
        if k in ENTER:
            return "".join(buf)
        if k == ESC:
            return None
        if k in BACKSPACE:
            if buf:
                buf.pop()
        elif 32 <= k < 127:
            buf.append(chr(k))


# --------------------------------------------------------------- openvi
def openvi(scr, path):
    """OpenVi, the portable OpenBSD vi: the buffer, `~` past its end and
    the message row at the foot."""
    lines = load(path)
    name = os.path.basename(path)
    top, row, col = 0, 0, 0
    modified = False
    msg = "%s: unmodified: line %d" % (name, len(lines))
    curses.curs_set(1)
    while True:
        h, w = scr.getmaxyx()
        scr.erase()
        for i in range(h - 1):
            n = top + i
            put(scr, i, 0, lines[n] if n < len(lines) else "~")
        put(scr, h - 1, 0, msg)
        scr.move(row - top, min(col, max(0, len(lines[row]) - 1)))
        scr.refresh()
        k = scr.getch()
        msg = ""
        if k == ord("x"):
            s = lines[row]
            if s:
                c = min(col, len(s) - 1)
                lines[row] = s[:c] + s[c + 1:]
                modified = True
        elif k in (ord("j"), curses.KEY_DOWN) and row < len(lines) - 1:
            row += 1
            if row - top >= h - 1:
                top += 1
        elif k in (ord("k"), curses.KEY_UP) and row > 0:
            row -= 1
            if row < top:
                top = row
        elif k == ord(":"):
            put(scr, h - 1, 0, ":".ljust(w - 1))
            cmd = field(scr, h - 1, 1, w - 2)
            if cmd is None:
                continue
            cmd = cmd.strip()
            if cmd.isdigit():
                row = max(0, min(len(lines) - 1, int(cmd) - 1))
                top = max(0, row - (h - 1) // 2)
                col = 0
            elif cmd == "q":
                if modified:
                    msg = "File modified since last complete write; write or use ! to override"
                else:
                    return
            elif cmd == "q!":
                return
            elif cmd.startswith("w "):
                other = cmd[2:].strip()
                if os.path.exists(other):
                    msg = "%s: exists, not written; use ! to override" % other
                else:
                    msg = "%s: new file: %d lines, %d characters" % (
                        other, len(lines), sum(len(s) + 1 for s in lines))
            elif cmd == "set all":
                opts = ["noaltwerase", "noautoindent", "autoprint", "noautowrite",
                        "backup=\"\"", "nobeautify", "cdpath=\":\"", "cedit=\"\"",
                        "columns=80", "comment", "noedcompatible", "escapetime=1",
                        "noerrorbells", "noexpandtab", "exrc", "noextended",
                        "filec=\"\"", "flash", "hardtabs=0", "noiclower",
                        "noignorecase", "keytime=6", "noleftright", "lines=24",
                        "nolisp", "nolist", "lock", "magic", "matchtime=7",
                        "mesg", "nonumber", "nooctal", "noopen", "optimize",
                        "paragraphs=\"IPLPPPQPP LIpplpipbp\"", "path=\"\"",
                        "print=\"\"", "noprompt", "noreadonly", "noredraw",
                        "remap", "report=5", "noruler", "scroll=11",
                        "searchincr", "sections=\"NHSHH HUnhsh\"", "secure",
                        "shell=\"/bin/sh\"", "shellmeta=\"~{[*?$`'\"\\\"",
                        "shiftwidth=8", "noshowmatch", "noshowmode",
                        "sidescroll=16", "noslowopen", "nosourceany",
                        "tabstop=8", "taglength=0", "tags=\"tags\"", "noterse",
                        "notildeop", "timeout", "nottywerase", "noverbose",
                        "warn", "window=23", "windowname", "wraplen=0",
                        "wrapmargin=0", "wrapscan", "nowriteany"]
                colw = 26
                rows = [opts[i:i + 3] for i in range(0, len(opts), 3)]
                shown = rows[-(h - 1):]
                scr.erase()
                for i, r in enumerate(shown):
                    put(scr, i, 0, "".join(o.ljust(colw - 1) + " " for o in r))
                put(scr, h - 1, 0, "Press any key to continue [: to enter more ex commands]: ")
                scr.refresh()
                scr.getch()
            else:
                msg = "The %s command is unknown" % cmd.split(" ")[0]


# ---------------------------------------------------------- volkswriter
def volkswriter(scr, path):
    """Lifetree's Volkswriter: a status row and a ruler over the
    document, its questions asked on the foot rows."""
    lines = load(path)
    name = os.path.basename(path).upper()
    row, col = 0, 0
    changed = False
    curses.curs_set(1)
    rev = curses.A_REVERSE
    ruler = "L" + "".join("-" if i % 5 else "!" for i in range(1, 64)) + "R"

    def draw(ask=""):
        h, w = scr.getmaxyx()
        scr.erase()
        status = " Volkswriter  Document: %-12s  Page 1  Line %-3d Col %-3d  Insert " % (name, row + 1, col + 1)
        put(scr, 0, 0, status.ljust(w), rev)
        put(scr, 1, 0, ruler)
        for i, s in enumerate(lines[: h - 5]):
            put(scr, 2 + i, 0, s)
        put(scr, h - 2, 0, "F1 Help  F2 Save  F3 Load  F4 Replace  F5 Print  F9 Format  F10 Quit")
        if ask:
            put(scr, h - 1, 0, ask)

    while True:
        draw()
        scr.move(2 + row, col)
        scr.refresh()
        k = scr.getch()
        h, w = scr.getmaxyx()
        if 32 <= k < 127:
            s = lines[row]
            lines[row] = s[:col] + chr(k) + s[col:]
            col += 1
            changed = True
        elif k == curses.KEY_F2:
            draw("Save document as: ")
            field(scr, h - 1, 18, 40, name)
        elif k == curses.KEY_F3:
            draw("Name of document to load: ")
            field(scr, h - 1, 26, 40)
        elif k == curses.KEY_F4:
            draw("Replace what? ")
            what = field(scr, h - 1, 14, 40)
            if what is None:
                continue
            draw("Replace %s with what? " % what)
            field(scr, h - 1, 19 + len(what), 40)
        elif k == curses.KEY_F10:
            if changed:
                draw("Document has been changed.  Save it before you quit (Y/N)? ")
                scr.move(h - 1, 59)
                scr.refresh()
                a = scr.getch()
                if a in (ord("n"), ord("N")):
                    return
            else:
                return


# ------------------------------------------------------------- slickedit
def slickedit(scr, path):
    """SlickEdit in text mode: a menu bar, the file's window with its
    title, a status row; menus dropped and dialogs boxed."""
    lines = load(path)
    name = os.path.basename(path)
    full = os.path.abspath(path)
    row, col, top = 0, 0, 0
    modified = False
    curses.start_color()
    curses.init_pair(1, curses.COLOR_BLACK, curses.COLOR_CYAN)
    curses.init_pair(2, curses.COLOR_WHITE, curses.COLOR_BLUE)
    curses.init_pair(3, curses.COLOR_BLACK, curses.COLOR_WHITE)
    curses.init_pair(4, curses.COLOR_WHITE, curses.COLOR_BLACK)
    bar, win, box, sel = (curses.color_pair(i) for i in (1, 2, 3, 4))
    menus = ["File", "Edit", "Search", "Project", "Build", "Macro", "Tools", "Window", "Help"]
    filemenu = ["New", "Open...", "Close", "Save", "Save As...", "Print...", "Exit  Alt+X"]
    curses.curs_set(1)

    def draw():
        h, w = scr.getmaxyx()
        scr.erase()
        put(scr, 0, 0, " " + "  ".join(menus).ljust(w - 1), bar)
        title = " %s%s " % (full, " *" if modified else "")
        put(scr, 1, 0, ("\u2554" + "\u2550" * (w - 2) + "\u2557"), win)
        put(scr, 1, (w - len(title)) // 2, title, win)
        for i in range(h - 4):
            n = top + i
            s = lines[n] if n < len(lines) else ""
            put(scr, 2 + i, 0, "\u2551" + s.ljust(w - 2)[: w - 2] + "\u2551", win)
        put(scr, h - 2, 0, ("\u255a" + "\u2550" * (w - 2) + "\u255d"), win)
        put(scr, h - 1, 0, (" Line %d  Col %d   Ins   %s" % (row + 1, col + 1, name)).ljust(w - 1), bar)

    def dialog(title, labels, width=50):
        h, w = scr.getmaxyx()
        bh = 4 + 2 * len(labels)
        y0, x0 = (h - bh) // 2, (w - width) // 2
        for i in range(bh):
            put(scr, y0 + i, x0, " " * width, box)
        put(scr, y0, x0, "\u250c" + "\u2500" * (width - 2) + "\u2510", box)
        put(scr, y0, x0 + (width - len(title) - 2) // 2, " %s " % title, box)
        for i in range(1, bh - 1):
            put(scr, y0 + i, x0, "\u2502", box)
            put(scr, y0 + i, x0 + width - 1, "\u2502", box)
        put(scr, y0 + bh - 1, x0, "\u2514" + "\u2500" * (width - 2) + "\u2518", box)
        spots = []
        for i, lab in enumerate(labels):
            y = y0 + 1 + 2 * i
            put(scr, y, x0 + 2, lab, box)
            fx = x0 + 3 + len(lab)
            put(scr, y, fx, " " * (width - len(lab) - 6), sel)
            spots.append((y, fx))
        put(scr, y0 + bh - 2, x0 + 2, "[  OK  ]   [ Cancel ]   [ Help ]", box)
        return spots

    while True:
        draw()
        scr.move(2 + row - top, 1 + col)
        scr.refresh()
        k = scr.getch()
        h, w = scr.getmaxyx()
        if 32 <= k < 127:
            s = lines[row]
            lines[row] = s[:col] + chr(k) + s[col:]
            col += 1
            modified = True
        elif k == curses.KEY_DOWN and row < len(lines) - 1:
            row += 1
            if row - top >= h - 4:
                top += 1
        elif k == curses.KEY_F10:
            cur = 0
            curses.curs_set(0)
            while True:
                draw()
                put(scr, 0, 1, "File", sel)
                put(scr, 1, 1, "\u250c" + "\u2500" * 16 + "\u2510", box)
                for i, it in enumerate(filemenu):
                    put(scr, 2 + i, 1, "\u2502" + (" " + it).ljust(16) + "\u2502", sel if i == cur else box)
                put(scr, 2 + len(filemenu), 1, "\u2514" + "\u2500" * 16 + "\u2518", box)
                scr.refresh()
                m = scr.getch()
                if m == curses.KEY_DOWN:
                    cur = (cur + 1) % len(filemenu)
                elif m == curses.KEY_UP:
                    cur = (cur - 1) % len(filemenu)
                elif m == ESC:
                    break
            curses.curs_set(1)
        elif k == ctrl("o"):
            draw()
            (y, x), = dialog("Open", ["File name:"])
            field(scr, y, x, 30, "", sel)
        elif k == ctrl("r"):
            draw()
            (y, x), (y2, x2) = dialog("Replace", ["Search for:  ", "Replace with:"])
            field(scr, y, x, 30, "", sel)
        elif k == ctrl("g"):
            draw()
            put(scr, h - 1, 0, "Go to line: ".ljust(w - 1), bar)
            field(scr, h - 1, 12, 20, "", bar)
        elif k == 27:
            scr.nodelay(True)
            n = scr.getch()
            scr.nodelay(False)
            if n in (ord("x"), ord("X")):
                if not modified:
                    return
                curses.curs_set(0)
                draw()
                bw, bh = 44, 7
                y0, x0 = (h - bh) // 2, (w - bw) // 2
                for i in range(bh):
                    put(scr, y0 + i, x0, " " * bw, box)
                put(scr, y0, x0, "\u250c" + "\u2500" * (bw - 2) + "\u2510", box)
                put(scr, y0, x0 + 15, " SlickEdit ", box)
                for i in range(1, bh - 1):
                    put(scr, y0 + i, x0, "\u2502", box)
                    put(scr, y0 + i, x0 + bw - 1, "\u2502", box)
                put(scr, y0 + bh - 1, x0, "\u2514" + "\u2500" * (bw - 2) + "\u2518", box)
                put(scr, y0 + 2, x0 + 3, "Save changes to %s?" % name, box)
                put(scr, y0 + 4, x0 + 6, "[  Yes  ]", sel)
                put(scr, y0 + 4, x0 + 17, "[  No  ]", box)
                put(scr, y0 + 4, x0 + 27, "[ Cancel ]", box)
                scr.refresh()
                a = scr.getch()
                curses.curs_set(1)
                if a in (ord("n"), ord("N")):
                    return


# -------------------------------------------------------------------- em
def em(path):
    """em, the editor for mortals (Coulouris's ed for video terminals):
    ed's commands after a `>` prompt, read cooked."""
    lines = load(path)
    dot = len(lines)
    changed = False
    print(sum(len(s) + 1 for s in lines))
    sys.stdout.flush()
    while True:
        try:
            cmd = input(">")
        except EOFError:
            return
        c = cmd.strip()
        if c in ("1,$p", ",p"):
            for s in lines:
                print(s)
            dot = len(lines)
        elif c.startswith("/") and c.endswith("/") and len(c) > 2:
            pat = c[1:-1]
            hit = next((i for i in range(len(lines)) if pat in lines[(dot + i) % len(lines)]), None)
            if hit is None:
                print("?")
            else:
                dot = (dot + hit) % len(lines) + 1
                print(lines[dot - 1])
        elif c == "a":
            while True:
                s = sys.stdin.readline()
                if not s or s.rstrip("\n") == ".":
                    break
                lines.insert(dot, s.rstrip("\n"))
                dot += 1
                changed = True
        elif c == "q":
            if changed:
                changed = False
                print("?")
            else:
                return
        elif c == "w":
            print(sum(len(s) + 1 for s in lines))
            changed = False
        elif c.isdigit() and 0 < int(c) <= len(lines):
            dot = int(c)
            print(lines[dot - 1])
        else:
            print("?")
        sys.stdout.flush()


def main():
    tool = sys.argv[1] if len(sys.argv) > 1 else "openvi"
    path = sys.argv[2] if len(sys.argv) > 2 else "notes.txt"
    if tool == "em":
        em(path)
        return
    fn = {"openvi": openvi, "volkswriter": volkswriter, "slickedit": slickedit}[tool]
    curses.wrapper(lambda scr: (scr.keypad(True), fn(scr, path)))


if __name__ == "__main__":
    main()
