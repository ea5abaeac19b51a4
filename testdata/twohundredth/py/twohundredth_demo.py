"""One program imitated, named by the first argument, over a file named
by the second: a fixture of agentty's twohundredth set, whose screens
were never used to tune the mode classifier. Each draws what a text
editor or pager that cannot run here draws at one of its moments (its
words, layout, colours, reverse video, cursor and terminal modes, from
its manuals and published screenshots). Runs with Debian's python3 and
its standard library only."""

import curses
import os
import sys
import termios
import tty

ESC = "\x1b"
out = sys.stdout


def w(s):
    out.write(s)
    out.flush()


def lines_of(path):
    with open(path) as f:
        return f.read().split("\n")[:-1]


_pending = ""


def getkey():
    """One key: a character, or an escape sequence whole."""
    global _pending
    if not _pending:
        _pending = os.read(0, 64).decode("utf-8", "replace")
    if _pending.startswith(ESC):
        # an escape sequence runs to its final letter or ~
        i = 1
        while i < len(_pending) and i < 8:
            c = _pending[i]
            i += 1
            if i > 2 and (c.isalpha() or c == "~"):
                break
        k, _pending = _pending[:i], _pending[i:]
        return k
    k, _pending = _pending[0], _pending[1:]
    return k


def prompt(p):
    """Writes p and reads a line, canonical with echo; None at its end."""
    w(p)
    l = sys.stdin.readline()
    return l.strip() if l else None


F7 = ("\x1b[18~",)
F8 = ("\x1b[19~",)
F7_8 = F7 + F8


# ------------------------------------------------------------------ edlin

def edlin(path):
    """MS-DOS EDLIN: `End of input file` and its `*` prompt; `L` lists
    the lines numbered, the current one starred; `Q` asks `Abort edit
    (Y/N)? ` and reads one key."""
    text = lines_of(path)
    w("End of input file\n")
    cur = 1
    while True:
        cmd = prompt("*")
        if cmd is None:
            return
        c = cmd.upper()
        if c.endswith("L"):
            for i, l in enumerate(text, 1):
                w("%8d:%s%s\n" % (i, "*" if i == cur else " ", l))
        elif c == "Q":
            w("Abort edit (Y/N)? ")
            old = termios.tcgetattr(0)
            tty.setcbreak(0)
            try:
                k = os.read(0, 1).decode()
            finally:
                termios.tcsetattr(0, termios.TCSADRAIN, old)
            w(k + "\n")
            if k.upper() == "Y":
                return
        elif c == "E":
            return
        elif c == "":
            continue
        else:
            w("Entry error\n")


# ------------------------------------------------------------------ EDT

def edt(path):
    """VAX/VMS EDT: line mode prints the buffer's first line numbered
    over its `*` prompt; `C` (CHANGE) enters keypad mode, full screen
    on the main screen with `[EOB]` under the last line, the cursor on
    the first; Ctrl-Z goes back to line mode."""
    text = lines_of(path)
    w("    1        %s\n" % text[0])
    while True:
        cmd = prompt("*")
        if cmd is None:
            return
        cmd = cmd.upper()
        if cmd in ("C", "CHANGE"):
            old = termios.tcgetattr(0)
            tty.setraw(0)
            try:
                w("\x1b[H\x1b[2J")
                for l in text:
                    w(l + "\r\n")
                w("[EOB]")
                w("\x1b[H")
                while True:
                    k = getkey()
                    if k == "\x1a":
                        break
                    if k == "\x1b[B":
                        w("\x1b[B")
                    elif k == "\x1b[A":
                        w("\x1b[A")
            finally:
                termios.tcsetattr(0, termios.TCSADRAIN, old)
            w("\x1b[24;1H\n")
        elif cmd in ("QUIT", "QUI", "QU", "Q"):
            return
        elif cmd in ("EXIT", "EXI", "EX"):
            w("DKA100:[ADA]%s;2 %d lines\n" % (os.path.basename(path).upper(), len(text)))
            return
        elif cmd == "":
            continue
        else:
            w("Unrecognized command\n")


# ------------------------------------------------------------------ EVE

def eve(path):
    """VAX/VMS EVE: the buffer over `[End of file]`, its status line in
    reverse video (`Buffer: NOTES.TXT | Write | Insert | Forward`) over
    the message window; the Do key (or GOLD then KP7) asks `Command: `
    on the last row; QUIT of a modified buffer asks `Buffer
    modifications will not be saved, continue quitting? [No] `."""
    text = lines_of(path)
    name = os.path.basename(path).upper()
    scr = curses.initscr()
    curses.noecho()
    curses.raw()
    h, wd = scr.getmaxyx()
    status = " Buffer: %-36s| Write | Insert  | Forward " % name
    y, x = 0, 0
    modified = False
    msg = "%d lines read from file DKA100:[ADA]%s;1" % (len(text), name)
    cmdline = None

    def draw():
        scr.erase()
        for i, l in enumerate(text[: h - 3]):
            scr.addstr(i, 0, l[: wd - 1])
        if len(text) < h - 3:
            scr.addstr(len(text), 0, "[End of file]")
        scr.addstr(h - 3, 0, status.ljust(wd - 1)[: wd - 1], curses.A_REVERSE)
        if cmdline is not None:
            scr.addstr(h - 1, 0, cmdline)
            scr.move(h - 1, len(cmdline))
        else:
            scr.addstr(h - 2, 0, msg[: wd - 1])
            scr.move(y, x)
        scr.refresh()

    gold = False
    typed = ""
    while True:
        draw()
        k = getkey()
        if cmdline is not None:
            if k in ("\r", "\n"):
                c = typed.strip().upper()
                typed = ""
                if c == "QUIT" and modified:
                    cmdline = "Buffer modifications will not be saved, continue quitting? [No] "
                    draw()
                    a = ""
                    while True:
                        k2 = getkey()
                        if k2 in ("\r", "\n"):
                            break
                        if k2 in ("\x7f", "\b"):
                            a = a[:-1]
                        else:
                            a += k2
                        cmdline = "Buffer modifications will not be saved, continue quitting? [No] " + a
                        draw()
                    if a.strip().upper().startswith("Y"):
                        break
                    cmdline, msg = None, ""
                elif c == "QUIT":
                    break
                else:
                    cmdline, msg = None, "Don't understand command: %s" % c
            elif k in ("\x7f", "\b"):
                typed = typed[:-1]
                cmdline = "Command: " + typed
            elif not k.startswith(ESC):
                typed += k
                cmdline = "Command: " + typed
            continue
        if k == "\x1b[29~" or (gold and k in ("\x1bOw", "7")):
            cmdline, typed, gold = "Command: ", "", False
            continue
        gold = k in ("\x1bOP",)
        if gold:
            continue
        if k == "\x1a":
            break
        if k == "\x1b[A" and y > 0:
            y -= 1
        elif k == "\x1b[B" and y < len(text) - 1:
            y += 1
        elif k == "\x1b[C":
            x += 1
        elif k == "\x1b[D" and x > 0:
            x -= 1
        elif k in ("\r", "\n"):
            text.insert(y + 1, text[y][x:])
            text[y] = text[y][:x]
            y, x, modified = y + 1, 0, True
        elif len(k) == 1 and k >= " ":
            text[y] = text[y][:x] + k + text[y][x:]
            x += 1
            modified = True
            msg = ""
    curses.endwin()


# ------------------------------------------------------------------ WordPerfect

def wordperfect(path):
    """WordPerfect 5.1 in text mode: white on blue, the document over
    the status row (the file's name at the left, `Doc 1 Pg 1 Ln 1"
    Pos 1"` at the right); F7 asks `Save document? Yes (No)`, then
    `Document to be saved: ` with the file's name, `Replace …? No
    (Yes)` and `Exit WP? No (Yes)` on the status row; F2 asks `->
    Srch: ` there."""
    text = lines_of(path)
    shown = "/home/ada/" + os.path.basename(path)
    scr = curses.initscr()
    curses.start_color()
    curses.noecho()
    curses.raw()
    curses.init_pair(1, curses.COLOR_WHITE, curses.COLOR_BLUE)
    blue = curses.color_pair(1)
    scr.bkgd(" ", blue)
    h, wd = scr.getmaxyx()
    y, x = 0, 0
    left = shown

    def pos():
        return 'Doc 1 Pg 1 Ln %s" Pos %s"' % ("%.2g" % (1 + y / 6.0), "%.2g" % (1 + x / 10.0))

    def draw(foot=None):
        scr.erase()
        for i, l in enumerate(text[: h - 1]):
            scr.addstr(i, 0, l[: wd - 1], blue)
        if foot is None:
            scr.addstr(h - 1, 0, left, blue)
            p = pos()
            scr.addstr(h - 1, wd - 1 - len(p), p, blue)
            scr.move(y, x)
        else:
            scr.addstr(h - 1, 0, foot, blue)
            scr.move(h - 1, len(foot))
        scr.refresh()

    def yes_no(q, default_yes):
        draw(q)
        while True:
            k = getkey()
            if k.upper() == "Y":
                return True
            if k.upper() == "N":
                return False
            if k in ("\r", "\n"):
                return default_yes
            if k == ESC or k in F7:
                return None

    while True:
        draw()
        k = getkey()
        if k in ("\x1bOQ", "\x1b[12~"):
            # F2: forward search, the word typed after `-> Srch: `, F2
            # or Esc to search
            word = ""
            draw("-> Srch: ")
            while True:
                k2 = getkey()
                if k2 in ("\x1bOQ", "\x1b[12~", ESC):
                    break
                if k2 in ("\x7f", "\b"):
                    word = word[:-1]
                elif not k2.startswith(ESC):
                    word += k2
                draw("-> Srch: " + word)
            for i, l in enumerate(text):
                if word and i > y and word in l:
                    y, x = i, l.index(word) + len(word)
                    break
            continue
        if k in F7:
            s = yes_no("Save document? Yes (No)", True)
            if s is None:
                continue
            if s:
                name = shown
                draw("Document to be saved: " + name)
                while True:
                    k2 = getkey()
                    if k2 in ("\r", "\n"):
                        break
                    if k2 in ("\x7f", "\b"):
                        name = name[:-1]
                    elif not k2.startswith(ESC):
                        name += k2
                    draw("Document to be saved: " + name)
                r = yes_no("Replace %s? No (Yes)" % name, False)
                if not r:
                    continue
            e = yes_no("Exit WP? No (Yes)", False)
            if e:
                break
            continue
        if k == "\x1b[A" and y > 0:
            y -= 1
        elif k == "\x1b[B" and y < len(text) - 1:
            y += 1
        elif k in ("\r", "\n"):
            text.insert(y + 1, text[y][x:])
            text[y] = text[y][:x]
            y, x = y + 1, 0
        elif len(k) == 1 and k >= " ":
            text[y] = text[y][:x] + k + text[y][x:]
            x += 1
    curses.endwin()


# ------------------------------------------------------------------ ISPF

def ispf(path, browse):
    """ISPF's EDIT and BROWSE of a z/OS UNIX file: the action bar, the
    title row (`EDIT  /u/ada/long.txt  Columns 00001 00072` or `BROWSE
    … Line 00000000 Col 001 080`), `Command ===>` (the cursor after
    it) and `Scroll ===> CSR` or `PAGE`, the data between `Top of Data`
    and `Bottom of Data`, EDIT's rows numbered; F8 scrolls forward, a
    command `F word` finds and says `CHARS 'WORD' FOUND`."""
    text = lines_of(path)
    shown = "/u/ada/" + os.path.basename(path)
    scr = curses.initscr()
    curses.start_color()
    curses.noecho()
    curses.raw()
    curses.init_pair(1, curses.COLOR_CYAN, curses.COLOR_BLACK)
    curses.init_pair(2, curses.COLOR_GREEN, curses.COLOR_BLACK)
    curses.init_pair(3, curses.COLOR_WHITE, curses.COLOR_BLACK)
    curses.init_pair(4, curses.COLOR_BLUE, curses.COLOR_BLACK)
    curses.init_pair(5, curses.COLOR_RED, curses.COLOR_BLACK)
    cyan, green, white, blue, red = (curses.color_pair(i) for i in range(1, 6))
    h, wd = scr.getmaxyx()
    top = 0  # index of the first row shown, 0 = the Top of Data mark
    body = h - 4
    cmd = ""
    note = ""
    # rows: 0 Top of Data mark, then the lines, then Bottom of Data mark
    rows = ["top"] + text + ["bottom"]

    def draw():
        scr.erase()
        if browse:
            scr.addstr(0, 0, "  Menu  Utilities  Compilers  Help", white)
        else:
            scr.addstr(0, 0, " File  Edit  Edit_Settings  Menu  Utilities  Compilers  Test  Help", white)
        scr.addstr(1, 0, " " + "-" * (wd - 2), blue)
        if browse:
            scr.addstr(2, 0, " BROWSE    " + shown, cyan)
            right = note or "Line %08d Col 001 080" % max(0, top)
        else:
            scr.addstr(2, 0, " EDIT       " + shown, cyan)
            right = note or "Columns 00001 00072"
        scr.addstr(2, wd - 1 - len(right), right, cyan if not note else white)
        scr.addstr(3, 0, " Command ===> ", green)
        scroll = "Scroll ===> " + ("PAGE" if browse else "CSR ")
        scr.addstr(3, wd - 1 - len(scroll), scroll, green)
        for i in range(body):
            r = top + i
            if r >= len(rows):
                break
            row = 4 + i
            v = rows[r]
            if v in ("top", "bottom"):
                label = " Top of Data " if v == "top" else " Bottom of Data "
                if browse:
                    s = label.center(wd - 1, "*")
                    scr.addstr(row, 0, s, blue)
                else:
                    s = " ****** " + label.center(wd - 9, "*")
                    scr.addstr(row, 0, s[: wd - 1], red if False else blue)
            elif browse:
                scr.addstr(row, 0, v[: wd - 1], green)
            else:
                scr.addstr(row, 0, " %06d " % r, green)
                scr.addstr(row, 8, v[: wd - 9], cyan)
        scr.addstr(3, 14, cmd, white)
        scr.move(3, 14 + len(cmd))
        scr.refresh()

    while True:
        draw()
        k = getkey()
        if k in F8 and cmd.strip().upper() in ("M", "MAX"):
            top, cmd, note = max(0, len(rows) - body), "", ""
        elif k in F8:
            top = min(top + body, len(rows) - 1)
            note = ""
        elif k == "\x1b[18~":
            top = max(0, top - body)
            note = ""
        elif k == "\x1b[15~" or k == "\x1b[13~" or k == "\x1bOR":  # F3 ends
            break
        elif k in ("\r", "\n"):
            c = cmd.strip()
            cmd = ""
            u = c.upper()
            if u.startswith("F ") or u.startswith("FIND "):
                word = c.split(None, 1)[1]
                for i, l in enumerate(text, 1):
                    if word.lower() in l.lower():
                        top = i
                        note = "CHARS '%s' FOUND" % word.upper()
                        break
                else:
                    note = "*** Bottom of data reached ***"
            elif u in ("END", "=X", "CANCEL", "CAN"):
                break
        elif k in ("\x7f", "\b"):
            cmd = cmd[:-1]
        elif len(k) == 1 and k >= " ":
            cmd += k
    curses.endwin()


def main():
    what, path = sys.argv[1], sys.argv[2]
    if what == "edlin":
        edlin(path)
    elif what == "edt":
        edt(path)
    elif what == "eve":
        eve(path)
    elif what == "wordperfect":
        wordperfect(path)
    elif what == "ispf-edit":
        ispf(path, False)
    elif what == "ispf-browse":
        ispf(path, True)
    else:
        sys.exit("unknown program " + what)


if __name__ == "__main__":
    try:
        main()
    except KeyboardInterrupt:
        pass
