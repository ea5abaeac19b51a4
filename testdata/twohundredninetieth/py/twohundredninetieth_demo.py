"""One editor or text viewer imitated, named by the first argument: a
fixture of agentty's twohundredninetieth set, whose screens were never
used to tune the mode classifier. Each draws what a program that cannot
run here draws (its words, layout, colours, reverse video, cursor) at its
moments: a small Emacs for MS-DOS, a small vi clone, a DOS-era
programmer's editor, a text-mode web browser and the terminal build of a
Gemini browser, each over a text of its own. Keys are read one at a time,
raw, not echoed, on the alternate screen. Runs with Debian's python3 and
its standard library only (curses)."""

import curses
import os
import sys

os.environ.setdefault("ESCDELAY", "25")

ENTER = (10, 13, curses.KEY_ENTER)
ESC = 27
BACKSPACE = (8, 127, curses.KEY_BACKSPACE)

NOTES = [
    "Orchard notes, spring",
    "",
    "The cider apples by the north wall flowered late this year;",
    "the second row of pears lost most of its blossom to the frost.",
    "Graft the three young quinces before the end of April.",
    "",
    "To do:",
    "  - mend the gate by the beehives",
    "  - order twelve stakes and a roll of tree ties",
    "  - ask Marta about the old press in the barn",
    "",
    "Pick the damsons when the first ones fall.",
]

(REV, BLUE, YEL, CYAN, RED, WB, GREEN, DIM) = range(1, 9)


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
    curses.init_pair(REV, curses.COLOR_BLACK, curses.COLOR_WHITE)
    curses.init_pair(BLUE, curses.COLOR_BLUE, bg)
    curses.init_pair(YEL, curses.COLOR_YELLOW, bg)
    curses.init_pair(CYAN, curses.COLOR_CYAN, bg)
    curses.init_pair(RED, curses.COLOR_WHITE, curses.COLOR_RED)
    curses.init_pair(WB, curses.COLOR_WHITE, curses.COLOR_BLUE)
    curses.init_pair(GREEN, curses.COLOR_GREEN, bg)
    curses.init_pair(DIM, curses.COLOR_WHITE, curses.COLOR_BLACK)


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


def bar(scr, y, s, attr):
    h, w = scr.getmaxyx()
    put(scr, y, 0, s.ljust(w)[:w], attr)


def ctrl(c):
    return ord(c) & 0x1F


class Buffer:
    """The text an editor edits, its cursor and whether it changed."""

    def __init__(self):
        self.lines = list(NOTES)
        self.y = 0
        self.x = 0
        self.modified = False

    def move(self, key):
        if key in (curses.KEY_DOWN, ctrl("n")):
            self.y = min(len(self.lines) - 1, self.y + 1)
        elif key in (curses.KEY_UP, ctrl("p")):
            self.y = max(0, self.y - 1)
        elif key in (curses.KEY_RIGHT, ctrl("f")):
            self.x += 1
        elif key in (curses.KEY_LEFT, ctrl("b")):
            self.x = max(0, self.x - 1)
        else:
            return False
        self.x = min(self.x, len(self.lines[self.y]))
        return True

    def insert(self, ch):
        line = self.lines[self.y]
        self.x = min(self.x, len(line))
        self.lines[self.y] = line[: self.x] + ch + line[self.x:]
        self.x += 1
        self.modified = True

    def find(self, s, again=True):
        for i in range(len(self.lines) + 1):
            j = (self.y + i) % len(self.lines)
            k = self.lines[j].find(s, (self.x + (1 if again else 0)) if i == 0 else 0)
            if k >= 0 and s:
                self.y, self.x = j, k
                return True
        return False


def freemacs(scr):
    """Freemacs: the buffer from the top row, its mode line in reverse
    video, the echo area under it; C-s's I-search, C-x C-f's Find file:,
    and C-x C-c's question when the buffer is modified."""
    h, w = scr.getmaxyx()
    b = Buffer()
    echo = "Freemacs 1.6g  Copyright (C) 1986-1991 Russell Nelson"
    mini = None  # (prompt, text)
    while True:
        scr.erase()
        for i in range(h - 2):
            if i < len(b.lines):
                put(scr, i, 0, b.lines[i])
        star = "**" if b.modified else "--"
        mode = "-%s- Freemacs: notes.txt        (Fundamental) --All--" % star
        bar(scr, h - 2, mode + "-" * w, curses.A_REVERSE)
        if mini:
            put(scr, h - 1, 0, mini[0] + mini[1])
            scr.move(h - 1, min(w - 2, len(mini[0]) + len(mini[1])))
        else:
            put(scr, h - 1, 0, echo)
            scr.move(b.y, b.x)
        scr.refresh()
        k = scr.getch()
        if mini:
            p, t = mini
            if k == ctrl("g"):
                mini, echo = None, "Quit"
            elif p.startswith("Modified"):
                if k in (ord("y"), ord("Y")):
                    return
                if k in (ord("n"), ord("N")):
                    mini, echo = None, ""
            elif k in ENTER or k == ESC:
                mini, echo = None, ""
            elif k in BACKSPACE:
                mini = (p, t[:-1])
            elif k == ctrl("s") or 32 <= k < 127:
                if k != ctrl("s"):
                    t += chr(k)
                ok = b.find(t, k == ctrl("s")) if p.startswith("I-search") or p.startswith("Failing") else True
                if p.startswith("I-search") or p.startswith("Failing"):
                    p = "I-search: " if ok else "Failing I-search: "
                mini = (p, t)
            continue
        if k == ctrl("s"):
            mini = ("I-search: ", "")
        elif k == ctrl("x"):
            k2 = scr.getch()
            if k2 == ctrl("c"):
                if not b.modified:
                    return
                mini = ("Modified buffers exist; exit anyway? (y or n) ", "")
            elif k2 == ctrl("f"):
                mini = ("Find file: ", "~/")
            elif k2 == ctrl("s"):
                b.modified = False
                echo = "Wrote ~/notes.txt"
        elif b.move(k):
            echo = ""
        elif 32 <= k < 127:
            b.insert(chr(k))
            echo = ""


def viw(scr):
    """viw: line numbers in yellow, `~` past the end in blue, a status bar
    in reverse video naming the mode, the file and the cursor's place,
    the command line under it."""
    h, w = scr.getmaxyx()
    b = Buffer()
    mode = "NORMAL"
    cmd = None
    msg = '"notes.txt" %dL' % len(NOTES)
    msgattr = 0
    while True:
        scr.erase()
        for i in range(h - 2):
            if i < len(b.lines):
                put(scr, i, 0, "%3d " % (i + 1), cp(YEL))
                put(scr, i, 4, b.lines[i])
            else:
                put(scr, i, 0, "~", cp(BLUE))
        name = "notes.txt" + (" [+]" if b.modified else "")
        left = " %s | %s" % (mode, name)
        right = "%d:%d " % (b.y + 1, b.x + 1)
        bar(scr, h - 2, left + " " * (w - len(left) - len(right)) + right, curses.A_REVERSE)
        if cmd is not None:
            put(scr, h - 1, 0, cmd)
            scr.move(h - 1, len(cmd))
        else:
            put(scr, h - 1, 0, msg, msgattr)
            scr.move(b.y, b.x + 4)
        scr.refresh()
        k = scr.getch()
        if cmd is not None:
            if k == ESC:
                cmd = None
            elif k in BACKSPACE:
                cmd = cmd[:-1] if len(cmd) > 1 else None
            elif k in ENTER:
                c, cmd = cmd, None
                msg, msgattr = "", 0
                if c in (":q", ":quit"):
                    if b.modified:
                        msg, msgattr = "E37: No write since last change (add ! to override)", cp(RED)
                    else:
                        return
                elif c in (":q!", ":wq", ":x"):
                    return
                elif c == ":w":
                    b.modified = False
                    msg = '"notes.txt" %dL written' % len(b.lines)
                elif c.startswith("/"):
                    if not b.find(c[1:]):
                        msg, msgattr = "E486: Pattern not found: " + c[1:], cp(RED)
            elif 32 <= k < 127:
                cmd += chr(k)
            continue
        if mode == "INSERT":
            if k == ESC:
                mode = "NORMAL"
                b.x = max(0, b.x - 1)
            elif b.move(k):
                pass
            elif 32 <= k < 127:
                b.insert(chr(k))
            continue
        msg, msgattr = "", 0
        if k in (ord(":"), ord("/")):
            cmd = chr(k)
        elif k == ord("i"):
            mode = "INSERT"
        elif k == ord("j"):
            b.move(curses.KEY_DOWN)
        elif k == ord("k"):
            b.move(curses.KEY_UP)
        elif k == ord("l"):
            b.move(curses.KEY_RIGHT)
        elif k == ord("h"):
            b.move(curses.KEY_LEFT)
        elif k == ord("G"):
            b.y, b.x = len(b.lines) - 1, 0
        else:
            b.move(k)


def tde(scr):
    """TDE: its status line on the top row in white on blue (the file,
    line and column, insert and indent), the text under it, its prompts
    and messages on the bottom row."""
    h, w = scr.getmaxyx()
    b = Buffer()
    ask = None  # (prompt, text)
    msg = "TDE 5.1  Copyright 1991-2006  Frank Davis, Byrial Jensen and Jason Hood"
    while True:
        scr.erase()
        name = ("*" if b.modified else " ") + "notes.txt"
        top = " %-14s  line:%-5d col:%-4d  Insert  Indent  Wrap  Tab:8" % (name, b.y + 1, b.x + 1)
        bar(scr, 0, top, cp(WB) | curses.A_BOLD)
        for i in range(1, h - 1):
            j = i - 1
            if j < len(b.lines):
                put(scr, i, 0, b.lines[j])
            elif j == len(b.lines):
                put(scr, i, 0, "<=== End of File ===>", cp(CYAN))
        if ask:
            bar(scr, h - 1, ask[0] + ask[1], cp(WB))
            scr.move(h - 1, len(ask[0]) + len(ask[1]))
        else:
            put(scr, h - 1, 0, msg, cp(YEL))
            scr.move(b.y + 1, b.x)
        scr.refresh()
        k = scr.getch()
        if ask:
            p, t = ask
            if p.startswith("File"):
                if k in (ord("y"), ord("Y")):
                    return
                if k in (ord("n"), ord("N")):
                    return
                if k == ESC:
                    ask, msg = None, ""
            elif k == ESC:
                ask, msg = None, ""
            elif k in ENTER:
                ask = None
                msg = "" if b.find(t) else "String not found: " + t
            elif k in BACKSPACE:
                ask = (p, t[:-1])
            elif 32 <= k < 127:
                ask = (p, t + chr(k))
            continue
        if k == curses.KEY_F5:
            ask = ("Find: ", "")
        elif k == curses.KEY_F4 or k == 27:
            if b.modified:
                ask = ("File notes.txt has been modified. Save it? (y/n) ", "")
            else:
                return
        elif b.move(k):
            msg = ""
        elif 32 <= k < 127:
            b.insert(chr(k))
            msg = ""


def long_page():
    words = ("the relay keeps a queue of messages for every peer it knows and retries "
             "them with a growing pause until the peer answers or the message expires "
             "after its time to live").split()
    out = []
    n = 0
    for sec in range(1, 9):
        out.append(("h", "%d. Section %d: %s" % (sec, sec, ["Overview", "Queues", "Retries", "Peers",
                                                            "Expiry", "Logging", "Limits", "Changes"][sec - 1])))
        out.append(("p", ""))
        for para in range(2):
            line = []
            for i in range(52):
                line.append(words[(n + i) % len(words)])
            n += 7
            text = " ".join(line)
            while text:
                cut = text[:76].rfind(" ") if len(text) > 76 else len(text)
                out.append(("p", text[:cut]))
                text = text[cut:].strip()
            if para == 1:
                out.append(("l", "[%d]More about %s" % (sec, ["peers", "queues", "backoff", "routes",
                                                               "timers", "log levels", "quotas", "releases"][sec - 1])))
            out.append(("p", ""))
    out.append(("p", "Last changed 2026-03-14 by the relay maintainers."))
    return out


HELP_RETAWQ = [
    ("h", "retawq - Keyboard Commands"),
    ("p", ""),
    ("p", "  Space, PgDn    scroll one page forward"),
    ("p", "  b, PgUp        scroll one page backward"),
    ("p", "  Home, End      go to the top or the bottom of the document"),
    ("p", "  Up, Down       move to the previous or next link"),
    ("p", "  Return         follow the current link"),
    ("p", "  Left           go back to the previous document"),
    ("p", "  g              go to a URL"),
    ("p", "  /              search for a string in the document"),
    ("p", "  n              repeat the last search"),
    ("p", "  r              reload the document"),
    ("p", "  s              save the document to a file"),
    ("p", "  ?              show this help"),
    ("p", "  q              quit retawq"),
]


def retawq(scr):
    """retawq: the document's title on the top row, the page under it
    (links underlined, the current one in reverse video), its URL and
    place on the bottom row, its prompts there too."""
    h, w = scr.getmaxyx()
    curses.curs_set(0)
    page = long_page()
    top = 0
    doc = ("Relay operator's notes", "file:///home/user/relay.html", page)
    saved = None
    ask = None
    while True:
        title, url, lines = doc
        body = h - 2
        last = max(0, len(lines) - body)
        top = max(0, min(top, last))
        scr.erase()
        bar(scr, 0, " " + title, curses.A_REVERSE)
        for i in range(body):
            j = top + i
            if j >= len(lines):
                break
            kind, text = lines[j]
            if kind == "h":
                put(scr, 1 + i, 0, text, curses.A_BOLD)
            elif kind == "l":
                put(scr, 1 + i, 0, text, curses.A_UNDERLINE | cp(CYAN))
            else:
                put(scr, 1 + i, 0, text)
        pct = 100 if last == 0 else (top * 100) // last
        if ask:
            put(scr, h - 1, 0, ask[0] + ask[1])
            curses.curs_set(1)
            scr.move(h - 1, len(ask[0]) + len(ask[1]))
        else:
            curses.curs_set(0)
            put(scr, h - 1, 0, url)
            where = "(%d%%)" % pct if last else "(all)"
            put(scr, h - 1, w - len(where) - 1, where)
        scr.refresh()
        k = scr.getch()
        if ask:
            p, t = ask
            if p.startswith("Quit"):
                if k in (ord("y"), ord("Y")):
                    return
                ask = None
            elif k == ESC or k == ctrl("g"):
                ask = None
            elif k in ENTER:
                ask = None
                if p.startswith("Search"):
                    for j in range(top + 1, len(lines)):
                        if t and t in lines[j][1]:
                            top = j
                            break
            elif k in BACKSPACE:
                ask = (p, t[:-1])
            elif 32 <= k < 127:
                ask = (p, t + chr(k))
            continue
        if k in (ord(" "), curses.KEY_NPAGE):
            top += body
        elif k in (ord("b"), curses.KEY_PPAGE):
            top -= body
        elif k in (curses.KEY_END, ord("G")):
            top = last
        elif k == curses.KEY_HOME:
            top = 0
        elif k == curses.KEY_DOWN:
            top += 1
        elif k == curses.KEY_UP:
            top -= 1
        elif k == ord("/"):
            ask = ("Search for: ", "")
        elif k == ord("g"):
            ask = ("Go to URL: ", "")
        elif k == ord("?"):
            saved = (doc, top)
            doc = ("retawq help", "about:help", HELP_RETAWQ)
            top = 0
        elif k in (curses.KEY_LEFT, ord("h")) and saved:
            doc, top = saved
            saved = None
        elif k == ord("q"):
            ask = ("Quit retawq? (y/n) ", "")


def gemini_page():
    out = [("h1", "Relay station log"), ("p", "")]
    n = 0
    words = ("the station logs every pass of the relay satellite and the signal it heard "
             "from the ground with its strength and the minutes it lasted").split()
    for day in range(1, 9):
        out.append(("h2", "## Day %d" % day))
        out.append(("p", ""))
        for para in range(2):
            text = " ".join(words[(n + i) % len(words)] for i in range(45))
            n += 5
            while text:
                cut = text[:70].rfind(" ") if len(text) > 70 else len(text)
                out.append(("p", "    " + text[:cut]))
                text = text[cut:].strip()
            out.append(("p", ""))
        out.append(("l", "    \u2192 Pass %d recordings" % day))
        out.append(("p", ""))
    out.append(("p", "    \u2014 end of the log \u2014"))
    return out


def clagrange(scr):
    """Lagrange's terminal build: a navigation bar on the top row (back,
    forward, reload, the URL), the page under it, Ctrl+L focusing the URL
    and Ctrl+F opening the find bar on the bottom row."""
    h, w = scr.getmaxyx()
    curses.curs_set(0)
    lines = gemini_page()
    url = "gemini://relay.example.org/log.gmi"
    top = 0
    find = None
    while True:
        body = h - 2
        last = max(0, len(lines) - body)
        top = max(0, min(top, last))
        scr.erase()
        nav = " \u25c0  \u25b6  \u21bb  \u2502 " + url
        bar(scr, 0, nav, cp(WB))
        put(scr, 0, w - 3, "\u2630", cp(WB))
        rows = body if find is None else body - 1
        for i in range(rows):
            j = top + i
            if j >= len(lines):
                break
            kind, text = lines[j]
            if kind == "h1":
                put(scr, 1 + i, 4, text, curses.A_BOLD | cp(YEL))
            elif kind == "h2":
                put(scr, 1 + i, 4, text[3:], curses.A_BOLD | cp(CYAN))
            elif kind == "l":
                put(scr, 1 + i, 0, text, cp(GREEN))
            else:
                put(scr, 1 + i, 0, text)
        # a scroll bar on the right edge
        if last:
            pos = 1 + (top * (body - 1)) // last
            put(scr, pos, w - 1, "\u2590", cp(CYAN))
        if find is not None:
            bar(scr, h - 2, " Find: " + find, cp(WB))
            put(scr, h - 2, w - 16, "\u2191  \u2193  \u2715", cp(WB))
            curses.curs_set(1)
            scr.move(h - 2, 7 + len(find))
        else:
            curses.curs_set(0)
        scr.refresh()
        k = scr.getch()
        if find is not None:
            if k == ESC:
                find = None
            elif k in BACKSPACE:
                find = find[:-1]
            elif k in ENTER:
                for j in range(top + 1, len(lines)):
                    if find and find in lines[j][1]:
                        top = j
                        break
            elif 32 <= k < 127:
                find += chr(k)
            continue
        if k in (ord(" "), curses.KEY_NPAGE):
            top += body - 1
        elif k == curses.KEY_PPAGE:
            top -= body - 1
        elif k == curses.KEY_END:
            top = last
        elif k == curses.KEY_HOME:
            top = 0
        elif k == curses.KEY_DOWN:
            top += 1
        elif k == curses.KEY_UP:
            top -= 1
        elif k == ctrl("f"):
            find = ""
        elif k == ctrl("q"):
            return


TOOLS = {"freemacs": freemacs, "viw": viw, "tde": tde, "retawq": retawq, "clagrange": clagrange}


def main(scr):
    colours()
    curses.raw()
    scr.keypad(True)
    TOOLS[sys.argv[1]](scr)


if __name__ == "__main__":
    if len(sys.argv) < 2 or sys.argv[1] not in TOOLS:
        sys.stderr.write("usage: twohundredninetieth_demo.py freemacs|viw|tde|retawq|clagrange\n")
        sys.exit(2)
    curses.wrapper(main)
