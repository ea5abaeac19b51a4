"""Imitations of programs and prompt libraries that cannot run here, named
by the first argument: a fixture of agentty's ninetieth set, whose screens
were never used to tune the mode classifier. Each draws what the real one
draws at one interactive moment (words, layout, glyphs, colours, cursor,
alternate screen or not, terminal modes). Runs with Debian's python3 and
its standard library only."""

import curses
import difflib
import os
import sys
import termios
import tty

ESC = "\033"


def out(s):
    sys.stdout.write(s)
    sys.stdout.flush()


def readkey():
    fd = sys.stdin.fileno()
    b = os.read(fd, 8)
    return b.decode("utf-8", "replace")


class raw:
    def __enter__(self):
        self.fd = sys.stdin.fileno()
        self.old = termios.tcgetattr(self.fd)
        tty.setraw(self.fd)
        return self

    def __exit__(self, *a):
        termios.tcsetattr(self.fd, termios.TCSADRAIN, self.old)


def lines_of(path):
    with open(path) as f:
        return f.read().splitlines()


# ---- editors -------------------------------------------------------------

def textadept(path):
    # Textadept's curses version: a tab bar, the buffer with line numbers in
    # a margin, a status bar: the message on the left, the buffer's facts on
    # the right.
    text = lines_of(path)
    name = os.path.basename(path)

    def main(scr):
        curses.start_color()
        curses.use_default_colors()
        curses.init_pair(1, curses.COLOR_WHITE, curses.COLOR_BLACK)
        curses.init_pair(2, 8 if curses.COLORS > 8 else curses.COLOR_WHITE, -1)
        dirty = False
        y, x = 0, 0
        while True:
            h, w = scr.getmaxyx()
            scr.erase()
            tab = (" *" if dirty else " ") + name + " "
            scr.addstr(0, 0, tab, curses.A_REVERSE | curses.A_BOLD)
            for i, l in enumerate(text[: h - 2]):
                scr.addstr(1 + i, 0, "%4d " % (i + 1), curses.color_pair(2))
                scr.addstr(1 + i, 5, l[: w - 6])
            facts = "Line: %d/%d    Col: %d    Text    LF    Spaces: 2    UTF-8" % (y + 1, len(text) + 1, x + 1)
            scr.addstr(h - 1, 0, " " * (w - 1), curses.A_REVERSE)
            scr.addstr(h - 1, w - 1 - len(facts), facts, curses.A_REVERSE)
            scr.move(1 + y, 5 + x)
            c = scr.get_wch()
            if c == "\x11":
                return
            if isinstance(c, str) and c.isprintable():
                text[y] = text[y][:x] + c + text[y][x:]
                x += 1
                dirty = True

    curses.wrapper(main)


def tvedit(path):
    # Turbo Vision's tvedit (magiblot's port): a menu bar, a blue desktop
    # of shaded blocks, an edit window framed in double lines with its
    # title, number and zoom box, the cursor's line:column on its bottom
    # frame, a status line of function keys.
    text = lines_of(path)
    name = os.path.abspath(path)

    def main(scr):
        curses.start_color()
        curses.init_pair(1, curses.COLOR_BLACK, curses.COLOR_WHITE)
        curses.init_pair(2, curses.COLOR_BLUE, curses.COLOR_WHITE)
        curses.init_pair(3, curses.COLOR_WHITE, curses.COLOR_BLUE)
        curses.init_pair(4, curses.COLOR_YELLOW, curses.COLOR_BLUE)
        curses.init_pair(5, curses.COLOR_RED, curses.COLOR_WHITE)
        dirty = False
        y, x = 0, 0
        while True:
            h, w = scr.getmaxyx()
            scr.erase()
            scr.addstr(0, 0, " " * w, curses.color_pair(1))
            col = 2
            for m in ("File", "Edit", "Search", "Windows"):
                scr.addstr(0, col, m[0], curses.color_pair(5))
                scr.addstr(0, col + 1, m[1:], curses.color_pair(1))
                col += len(m) + 2
            for r in range(1, h - 1):
                scr.addstr(r, 0, "\u2591" * w, curses.color_pair(2))
            top, bot, left, right = 1, h - 2, 0, w - 1
            title = " " + name + " "
            frame = curses.color_pair(3) | curses.A_BOLD
            scr.addstr(top, left, "\u2554" + "\u2550" * (right - left - 1) + "\u2557", frame)
            scr.addstr(top, left + 1, "[\u25a0]", frame)
            scr.addstr(top, (w - len(title)) // 2, title, frame)
            scr.addstr(top, right - 6, "1\u2550[\u2191]", frame)
            for r in range(top + 1, bot):
                scr.addstr(r, left, "\u2551" + " " * (right - left - 1), frame)
                scr.addstr(r, right, "\u2551", frame)
            for i, l in enumerate(text[: bot - top - 1]):
                scr.addstr(top + 1 + i, left + 1, l[: right - left - 1], curses.color_pair(4))
            pos = " %d:%d " % (y + 1, x + 1)
            scr.addstr(bot, left, "\u255a" + "\u2550" * (right - left - 1), frame)
            try:
                scr.addstr(bot, right, "\u255d", frame)
            except curses.error:
                pass
            scr.addstr(bot, left + 8 - len(pos), pos, frame)
            if dirty:
                scr.addstr(bot, left + 9, "*", frame)
            status = " F2 Save  F3 Open  Alt-F3 Close  F5 Zoom  F6 Next  F10 Menu"
            try:
                scr.addstr(h - 1, 0, status.ljust(w), curses.color_pair(1))
            except curses.error:
                pass
            for key in ("F2", "F3", "Alt-F3", "F5", "F6", "F10"):
                i = status.find(" " + key + " ") + 1
                scr.addstr(h - 1, i, key, curses.color_pair(5))
            scr.move(top + 1 + y, left + 1 + x)
            c = scr.get_wch()
            if c == "\x18":
                return
            if isinstance(c, str) and c.isprintable():
                text[y] = text[y][:x] + c + text[y][x:]
                x += 1
                dirty = True

    curses.wrapper(main)


def hecate(path):
    # hecate, a terminal hex editor: a tab of the file on top, the offset,
    # hex and text columns, the cursor's byte highlighted, and a status
    # bar of the mode and offset.
    with open(path, "rb") as f:
        data = bytearray(f.read())
    name = os.path.basename(path)

    def main(scr):
        curses.start_color()
        curses.use_default_colors()
        curses.init_pair(1, curses.COLOR_BLACK, curses.COLOR_CYAN)
        curses.init_pair(2, curses.COLOR_YELLOW, -1)
        curses.init_pair(3, curses.COLOR_BLACK, curses.COLOR_WHITE)
        curses.curs_set(0)
        pos, half, dirty = 0, 0, False
        while True:
            h, w = scr.getmaxyx()
            scr.erase()
            scr.addstr(0, 0, " " + name + (" *" if dirty else "") + " ", curses.color_pair(3) | curses.A_BOLD)
            for r in range(0, min(h - 3, (len(data) + 15) // 16)):
                off = r * 16
                scr.addstr(1 + r, 0, "%08x" % off, curses.color_pair(2))
                for i in range(16):
                    if off + i >= len(data):
                        break
                    attr = curses.color_pair(1) if off + i == pos else 0
                    scr.addstr(1 + r, 10 + i * 3 + (1 if i >= 8 else 0), "%02x" % data[off + i], attr)
                    ch = chr(data[off + i]) if 32 <= data[off + i] < 127 else "."
                    scr.addstr(1 + r, 61 + i, ch, attr)
            st = " HEX  offset: %d / %d  (0x%x)  byte: %d" % (pos, len(data), pos, data[pos])
            scr.addstr(h - 1, 0, st.ljust(w - 1), curses.color_pair(3))
            c = scr.get_wch()
            if c in ("q", "\x11") and not dirty:
                return
            if isinstance(c, str) and c in "0123456789abcdef":
                v = int(c, 16)
                if half == 0:
                    data[pos] = (v << 4) | (data[pos] & 0xF)
                    half = 1
                else:
                    data[pos] = (data[pos] & 0xF0) | v
                    half = 0
                    pos = min(pos + 1, len(data) - 1)
                dirty = True

    curses.wrapper(main)


# ---- pagers --------------------------------------------------------------

def scroller(draw_frame, body, top_rows, bottom_rows):
    def main(scr):
        curses.start_color()
        curses.use_default_colors()
        for i, (fg, bg) in enumerate([(curses.COLOR_BLACK, curses.COLOR_CYAN), (curses.COLOR_YELLOW, -1),
                                      (curses.COLOR_GREEN, -1), (curses.COLOR_WHITE, curses.COLOR_BLUE),
                                      (curses.COLOR_CYAN, -1), (curses.COLOR_RED, -1)], 1):
            curses.init_pair(i, fg, bg)
        curses.curs_set(0)
        top = 0
        while True:
            h, w = scr.getmaxyx()
            n = h - top_rows - bottom_rows
            scr.erase()
            for i, (l, a) in enumerate(body[top: top + n]):
                scr.addstr(top_rows + i, 0, l[: w - 1], a)
            draw_frame(scr, top, n, h, w)
            c = scr.get_wch()
            if c in ("q", "\x1b"):
                return
            if c in (" ", curses.KEY_NPAGE, "f"):
                top = min(top + n, max(0, len(body) - n))
            if c in (curses.KEY_DOWN, "j"):
                top = min(top + 1, max(0, len(body) - n))

    curses.wrapper(main)


def frogmouth(path):
    # frogmouth, Textual's Markdown browser: a header with the clock, a
    # bar of the address, the rendered document, a footer of keys.
    body = []
    for l in lines_of(path):
        if l.startswith("## "):
            body.append((l[3:], curses.A_BOLD | curses.A_UNDERLINE))
        elif l.startswith("# "):
            body.append((l[2:].center(78), curses.A_BOLD))
        else:
            body.append(("  " + l, 0))

    def frame(scr, top, n, h, w):
        scr.addstr(0, 0, ("\u2b58" + " " * ((w - 9) // 2) + "Frogmouth").ljust(w - 6) + "20:40", curses.color_pair(4))
        scr.addstr(1, 0, (" \U0001f4c2 " + os.path.abspath(path)).ljust(w - 1), curses.color_pair(4) | curses.A_DIM)
        keys = " ^q Quit  ^n Navigation  ^b Bookmarks  ^l History  ^t Table of Contents  F1 Help"
        scr.addstr(h - 1, 0, keys[: w - 1].ljust(w - 1), curses.color_pair(1))

    scroller(frame, body, 2, 1)


def toolong(path):
    # Toolong, a log viewer: a tab of the file, its lines, a meta bar of
    # the file's name, size and line, a footer of keys.
    body = [(l, 0) for l in lines_of(path)]
    name = os.path.basename(path)
    size = os.path.getsize(path)

    def frame(scr, top, n, h, w):
        scr.addstr(0, 0, (" " + name + " ").ljust(w - 1), curses.color_pair(3) | curses.A_BOLD)
        meta = " %s   %.1f KB   line %d of %d " % (name, size / 1024, top + 1, len(body))
        scr.addstr(h - 2, 0, meta.ljust(w - 1), curses.color_pair(1))
        keys = " ^t Tail  ^l Line nos.  ^f Find  \\ Filter  ^g Go to  ^q Quit"
        scr.addstr(h - 1, 0, keys[: w - 1].ljust(w - 1), curses.A_REVERSE)

    scroller(frame, body, 1, 2)


def tabview(path):
    # tabview, a CSV viewer: a status line of the file, cell address and
    # value, the header row, the cells in columns, the current cell in
    # reverse video.
    rows = [l.split(",") for l in lines_of(path)]
    name = os.path.basename(path)

    def main(scr):
        curses.curs_set(0)
        top, r, c = 0, 0, 0
        while True:
            h, w = scr.getmaxyx()
            n = h - 3
            scr.erase()
            addr = "%s%d" % (chr(ord("A") + c), r + 1)
            scr.addstr(0, 0, ("%s  %s: %s" % (name, addr, rows[r + 1][c]))[: w - 1], curses.A_BOLD)
            for j, hd in enumerate(rows[0]):
                scr.addstr(1, j * 16, hd[:15].ljust(15), curses.A_BOLD | curses.A_UNDERLINE)
            for i, row in enumerate(rows[1 + top: 1 + top + n]):
                for j, v in enumerate(row):
                    a = curses.A_REVERSE if (top + i == r and j == c) else 0
                    scr.addstr(2 + i, j * 16, v[:15].ljust(15), a)
            c2 = scr.get_wch()
            if c2 == "q":
                return
            if c2 in (curses.KEY_DOWN, "j"):
                r = min(r + 1, len(rows) - 2)
            if c2 in (curses.KEY_NPAGE, " "):
                r = min(r + n, len(rows) - 2)
            if r >= top + n:
                top = r - n + 1

    curses.wrapper(main)


def ydiff(old, new):
    # ydiff's side-by-side view of a diff, paged by less -FRSX as ydiff
    # does: no alternate screen, the old lines on the left and the new on
    # the right, red and green, numbered, less's ":" on the last row.
    a, b = lines_of(old), lines_of(new)
    rows = ["\033[1m--- %s\n+++ %s\033[0m" % (old, new)]
    rows = ["\033[1;36m--- %s\033[0m" % old, "\033[1;36m+++ %s\033[0m" % new]
    for op, i1, i2, j1, j2 in difflib.SequenceMatcher(None, a, b).get_opcodes():
        for k in range(max(i2 - i1, j2 - j1)):
            l = a[i1 + k] if i1 + k < i2 else ""
            r = b[j1 + k] if j1 + k < j2 else ""
            ln = "%4d" % (i1 + k + 1) if i1 + k < i2 else "    "
            rn = "%4d" % (j1 + k + 1) if j1 + k < j2 else "    "
            if op == "equal":
                rows.append("\033[33m%s\033[0m %-33s \033[33m%s\033[0m %s" % (ln, l, rn, r))
            else:
                rows.append("\033[33m%s\033[0m \033[31m%-33s\033[0m \033[33m%s\033[0m \033[32m%s\033[0m" % (ln, l, rn, r))
    sz = os.get_terminal_size()
    n = sz.lines - 1
    top = 0
    with raw():
        while True:
            out("\033[H\033[2J" + "\r\n".join(rows[top: top + n]) + "\r\n" * (n - len(rows[top: top + n]) + 1))
            out("\033[%d;1H\033[K:" % sz.lines if top + n < len(rows) else "\033[%d;1H\033[K\033[7m(END)\033[0m" % sz.lines)
            k = readkey()
            if k in ("q", "Q"):
                out("\r\n")
                return
            if k in (" ", "f", "\033[6~"):
                top = min(top + n, max(0, len(rows) - n))


# ---- REPLs ---------------------------------------------------------------

def repl(banner, prompt, answer, cont=None):
    try:
        import readline  # noqa: F401  (line editing as the real ones do)
    except ImportError:
        pass
    out(banner)
    i = 1
    while True:
        try:
            line = input(prompt(i))
        except EOFError:
            out("\n")
            return
        r = answer(line.strip())
        if r is not None:
            out(r + "\n")
        i += 1


def calc(expr):
    import re
    m = re.fullmatch(r"\(\*\s*(\d+)\s+(\d+)\)", expr)
    if m:
        return str(int(m.group(1)) * int(m.group(2)))
    m = re.fullmatch(r"(\d+)\s*\*\s*(\d+)", expr)
    if m:
        return str(int(m.group(1)) * int(m.group(2)))
    return None


def janet():
    repl("Janet 1.32.1-meson linux/x64/gcc - '(doc)' for help\n", lambda i: "repl:%d:> " % i,
         lambda l: calc(l) if calc(l) else ("nil" if l else None))


def fennel():
    repl("Welcome to Fennel 1.4.2 on PUC Lua 5.4!\nUse ,help to see available commands.\n", lambda i: ">> ",
         lambda l: calc(l) if calc(l) else ("nil" if l else None))


def scryer():
    def ans(l):
        import re
        m = re.fullmatch(r"([A-Z]\w*) is (\d+)\*(\d+)\.", l)
        if m:
            return "   %s = %d." % (m.group(1), int(m.group(2)) * int(m.group(3)))
        return "   true." if l else None
    repl("", lambda i: "?- ", ans)


def idris2():
    banner = ("     ____    __     _         ___\n"
              "    /  _/___/ /____(_)____   |__ \\\n"
              "    / // __  / ___/ / ___/   __/ /     Version 0.7.0\n"
              "  _/ // /_/ / /  / (__  )   / __/      https://www.idris-lang.org\n"
              " /___/\\__,_/_/  /_/____/   /____/      Type :? for help\n"
              "\n"
              "Welcome to Idris 2.  Enjoy yourself!\n")
    repl(banner, lambda i: "Main> ", lambda l: calc(l) if calc(l) else None)


# ---- prompt libraries ----------------------------------------------------

MIRRORS = ["mirror-fra", "mirror-ord", "mirror-nrt"]
PLATFORMS = ["linux", "darwin", "windows"]


def beaupy(kind):
    # beaupy: the question printed by the caller through rich, then a
    # live list under it, the cursor hidden; "> " marks the highlighted
    # entry in pink, ticks are "[✓]".
    pink = "\033[38;5;213m"
    rst = "\033[0m"
    if kind == "text":
        out("\033[1mWhich branch should the release be cut from?\033[0m\n")
        out("> ")
        with raw():
            buf = ""
            while True:
                k = readkey()
                if k in ("\r", "\n"):
                    out("\r\n")
                    return
                if k == "\x03":
                    return
                buf += k
                out(k)
    if kind == "confirm":
        q, opts = "Purge the old artifacts?", ["Yes", "No"]
    elif kind == "select":
        q, opts = "Which mirror should serve the images?", MIRRORS
    else:
        q, opts = "Which platforms should the release build?", PLATFORMS
    out(q + "\n")
    out("\033[?25l")
    cur, ticked = 0, set()

    def draw(first):
        if not first:
            out("\033[%dA" % len(opts))
        for i, o in enumerate(opts):
            mark = (pink + "> " + rst) if i == cur else "  "
            box = ""
            if kind == "multiselect":
                box = "[" + (pink + "\u2713" + rst if i in ticked else " ") + "] "
            out("\r\033[K" + mark + box + (pink + o + rst if i == cur else o) + "\n")
        if kind == "multiselect":
            pass

    with raw():
        draw(True)
        while True:
            k = readkey()
            if k in ("\033[B", "j"):
                cur = (cur + 1) % len(opts)
            elif k in ("\033[A", "k"):
                cur = (cur - 1) % len(opts)
            elif k == " " and kind == "multiselect":
                ticked ^= {cur}
            elif k in ("\r", "\n", "\x03"):
                out("\033[?25h")
                return
            draw(False)


def cutie(kind):
    # cutie: yes or no asked on a line with "(Y/N)" and the answers
    # under it, "> " in red before the chosen one; select with bold "[ ]"
    # and a green "x"; select_multiple with "( )" boxes, "{ }" on the
    # highlighted one and a "(( confirm ))" line; secure_input by getpass.
    if kind == "password":
        import getpass
        getpass.getpass("Deploy key passphrase ")
        return
    if kind == "confirm":
        is_yes, msg = False, ""
        out("\n")
        with raw():
            while True:
                out("\033[K" + ("\033[31m>\033[0m " if is_yes else "  ") + "Yes\r\n")
                out("\033[K" + ("\033[31m>\033[0m " if not is_yes else "  ") + "No\r\n")
                out("\033[3A\r\033[KPurge the old artifacts? (Y/N) " + msg)
                k = readkey()
                if k in ("\r", "\n", "\x03"):
                    out("\033[2B\r\n")
                    return
                if k in ("\033[A", "\033[B"):
                    is_yes = not is_yes
                out("\r\n")
    if kind == "select":
        out("Which mirror should serve the images?\n")
        opts = MIRRORS
    else:
        out("Which platforms should the release build?\n")
        opts = PLATFORMS + ["confirm"]
    cur, ticked = 0, set()
    out("\033[?25l")

    def draw(first):
        if not first:
            out("\033[%dA" % len(opts))
        for i, o in enumerate(opts):
            if kind == "select":
                p = "\033[1m[\033[32;1mx\033[0;1m]\033[0m " if i == cur else "\033[1m[ ]\033[0m "
                out("\r\033[K" + p + o + "\r\n")
            elif o == "confirm":
                out("\r\033[K" + ("\033[1;32m{{ confirm }}\033[0m" if i == cur else "\033[1m(( confirm ))\033[0m") + "\r\n")
            else:
                t = "x" if i in ticked else " "
                if i == cur:
                    p = "\033[32;1m{%s}\033[0m " % t
                else:
                    p = "\033[1m(\033[32m%s\033[0;1m)\033[0m " % t if t == "x" else "\033[1m( )\033[0m "
                out("\r\033[K" + p + o + "\r\n")

    with raw():
        draw(True)
        while True:
            k = readkey()
            if k == "\033[B":
                cur = (cur + 1) % len(opts)
            elif k == "\033[A":
                cur = (cur - 1) % len(opts)
            elif k == " " and kind == "multiselect" and opts[cur] != "confirm":
                ticked ^= {cur}
            elif k in ("\r", "\n", "\x03"):
                out("\033[?25h")
                return
            draw(False)


def main():
    prog, args = sys.argv[1], sys.argv[2:]
    {
        "textadept": lambda: textadept(args[0]),
        "tvedit": lambda: tvedit(args[0]),
        "hecate": lambda: hecate(args[0]),
        "frogmouth": lambda: frogmouth(args[0]),
        "toolong": lambda: toolong(args[0]),
        "tabview": lambda: tabview(args[0]),
        "ydiff": lambda: ydiff(args[0], args[1]),
        "janet": janet,
        "fennel": fennel,
        "scryer-prolog": scryer,
        "idris2": idris2,
        "beaupy": lambda: beaupy(args[0]),
        "cutie": lambda: cutie(args[0]),
    }[prog]()


if __name__ == "__main__":
    main()
