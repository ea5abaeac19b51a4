#!/usr/bin/python3
"""The threehundredthirtysixth set's viewers (issue 44): imitations of five
pagers and viewers from other ecosystems, each given the file it views as
its argument, drawing with curses on the alternate screen in raw input:

  tuijson FILE            T-JSON (mefemefe's tjson/tuijson, Python): a
                          JSON file as a collapsible tree
  xan view -p FILE        medialab's xan (Rust): a CSV file as a boxed
                          table, paged by less -S
  taill -f FILE           zhangzhishan's taill (Rust): a log file followed
                          in a TUI with a status bar and a help panel
  kitten diff OLD NEW     kitty's diff kitten (kovidgoyal, Go): two files
                          side by side
  mant --input FILE       ManT's mant (Rust): a Markdown file in its reader

The first argument says which is run; the rest are the program's own.
"""
import curses
import difflib
import json
import os
import sys


def setup(scr):
    curses.curs_set(0)
    scr.keypad(True)
    curses.use_default_colors()
    for i, (fg, bg) in enumerate([
            (curses.COLOR_WHITE, curses.COLOR_BLUE),    # 1 bars
            (curses.COLOR_RED, -1),                     # 2 red text
            (curses.COLOR_GREEN, -1),                   # 3 green text
            (curses.COLOR_YELLOW, -1),                  # 4 yellow text
            (curses.COLOR_CYAN, -1),                    # 5 cyan text
            (curses.COLOR_BLACK, curses.COLOR_RED),     # 6 removed
            (curses.COLOR_BLACK, curses.COLOR_GREEN),   # 7 added
            (curses.COLOR_BLACK, curses.COLOR_YELLOW),  # 8 match / key
            (curses.COLOR_BLUE, -1),                    # 9 blue text
            (curses.COLOR_MAGENTA, -1),                 # 10 magenta
    ], start=1):
        curses.init_pair(i, fg, bg)


def put(scr, y, x, s, attr=0):
    h, w = scr.getmaxyx()
    if y < 0 or y >= h or x >= w:
        return
    s = s[:max(0, w - x - (1 if y == h - 1 else 0))]
    try:
        scr.addstr(y, x, s, attr)
    except curses.error:
        pass


def bar(scr, y, s, attr):
    h, w = scr.getmaxyx()
    put(scr, y, 0, s.ljust(w), attr)


def read_line(scr, y, prompt, attr=0, x=0, width=None, cursor=True):
    """Reads a line at row y after prompt, echoing it; None on Esc."""
    h, w = scr.getmaxyx()
    width = width or w - x
    buf = ""
    while True:
        put(scr, y, x, (prompt + buf).ljust(width), attr)
        if cursor:
            curses.curs_set(1)
            scr.move(y, min(x + len(prompt) + len(buf), w - 1))
        scr.refresh()
        c = scr.get_wch()
        if c in ("\n", "\r", curses.KEY_ENTER):
            curses.curs_set(0)
            return buf
        if c == "\x1b":
            curses.curs_set(0)
            return None
        if c in ("\x7f", "\b", curses.KEY_BACKSPACE):
            buf = buf[:-1]
        elif isinstance(c, str) and c.isprintable():
            buf += c


# --- T-JSON ------------------------------------------------------------

class Node:
    def __init__(self, key, value, parent=None):
        self.key, self.value, self.parent = key, value, parent
        self.children = []
        self.open = False
        if isinstance(value, dict):
            self.children = [Node(k, v, self) for k, v in value.items()]
        elif isinstance(value, list):
            self.children = [Node("[%d]" % i, v, self) for i, v in enumerate(value)]

    def label(self):
        if isinstance(self.value, dict):
            return "%s {%d}" % (self.key, len(self.value))
        if isinstance(self.value, list):
            return "%s [%d]" % (self.key, len(self.value))
        return "%s: %s" % (self.key, json.dumps(self.value))


def tuijson(scr, path):
    root = Node(os.path.basename(path), json.load(open(path)))
    root.open = True
    for c in root.children:
        c.open = True
    cur, top = 0, 0

    def visible():
        out = []

        def walk(n, guide, last, depth):
            if depth == 0:
                pre = ""
            else:
                pre = guide + ("└── " if last else "├── ")
            out.append((n, pre))
            if n.children and n.open:
                g = "" if depth == 0 else guide + ("    " if last else "│   ")
                for i, c in enumerate(n.children):
                    walk(c, g, i == len(n.children) - 1, depth + 1)
        walk(root, "", True, 0)
        return out

    def every(n):
        yield n
        for c in n.children:
            yield from every(c)

    searching = None
    while True:
        h, w = scr.getmaxyx()
        rows = visible()
        body = h - 2 - (3 if searching is not None else 0)
        cur = max(0, min(cur, len(rows) - 1))
        if cur < top:
            top = cur
        if cur >= top + body:
            top = cur - body + 1
        scr.erase()
        bar(scr, 0, "", curses.color_pair(1))
        put(scr, 0, 1, "⭘", curses.color_pair(1))
        title = "T-JSON — " + os.path.basename(path)
        put(scr, 0, (w - len(title)) // 2, title, curses.color_pair(1))
        for i, (n, pre) in enumerate(rows[top:top + body]):
            arrow = ("▼ " if n.open else "▶ ") if n.children else ""
            text = pre + arrow + n.label()
            attr = curses.A_REVERSE if top + i == cur else 0
            put(scr, 1 + i, 0, pre, curses.color_pair(9))
            put(scr, 1 + i, len(pre), (arrow + n.label()).ljust(w - len(pre)) if attr else arrow + n.label(),
                attr | (curses.A_BOLD if n.children else 0))
        foot = [("q", "QUIT"), ("SPACE", "COLLAPSE/EXPAND"), ("e", "EXPANDALL"), ("c", "COLLAPSEALL"), ("s", "SEARCH")]
        bar(scr, h - 1, "", curses.color_pair(1))
        x = 0
        for k, d in foot:
            put(scr, h - 1, x, " " + k + " ", curses.color_pair(8) | curses.A_BOLD)
            x += len(k) + 2
            put(scr, h - 1, x, " " + d + " ", curses.color_pair(1))
            x += len(d) + 2
        if searching is not None:
            y = h - 4
            put(scr, y, 0, "┌" + "─" * (w - 2) + "┐", curses.color_pair(9))
            put(scr, y + 1, 0, "│" + " " * (w - 2) + "│", curses.color_pair(9))
            put(scr, y + 2, 0, "└" + "─" * (w - 2) + "┘", curses.color_pair(9))
            q = read_line(scr, y + 1, " Search: ", 0, x=1, width=w - 2)
            searching = None
            if q:
                nodes = list(every(root))
                start = nodes.index(rows[cur][0]) + 1
                for n in nodes[start:] + nodes[:start]:
                    if q.lower() in n.label().lower():
                        p = n.parent
                        while p:
                            p.open = True
                            p = p.parent
                        cur = [r[0] for r in visible()].index(n)
                        break
            continue
        scr.refresh()
        c = scr.get_wch()
        if c == "q":
            return
        if c in ("j", curses.KEY_DOWN):
            cur += 1
        elif c in ("k", curses.KEY_UP):
            cur -= 1
        elif c in (curses.KEY_END,):
            cur = len(rows) - 1
        elif c in (curses.KEY_HOME,):
            cur = 0
        elif c in (" ", "\n", "\r"):
            n = rows[cur][0]
            if n.children:
                n.open = not n.open
        elif c == "e":
            for n in every(root):
                n.open = True
        elif c == "c":
            for n in every(root):
                n.open = n is root
            cur = 0
        elif c == "s":
            searching = ""


# --- less, for xan view -p -------------------------------------------------

LESS_HELP = """
                   SUMMARY OF LESS COMMANDS

      Commands marked with * may be preceded by a number, N.
      Notes in parentheses indicate the behavior if N is given.
      A key preceded by a caret indicates the Ctrl key; thus ^K is ctrl-K.

  h  H                 Display this help.
  q  :q  Q  :Q  ZZ     Exit.
 ---------------------------------------------------------------------------

                           MOVING

  e  ^E  j  ^N  CR  *  Forward  one line   (or N lines).
  y  ^Y  k  ^K  ^P  *  Backward one line   (or N lines).
  f  ^F  ^V  SPACE  *  Forward  one window (or N lines).
  b  ^B  ESC-v      *  Backward one window (or N lines).
  z                 *  Forward  one window (and set window to N).
  w                 *  Backward one window (and set window to N).
  ESC-SPACE         *  Forward  one window, but don't stop at end-of-file.
  d  ^D             *  Forward  one half-window (and set half-window to N).
  u  ^U             *  Backward one half-window (and set half-window to N).
  ESC-)  RightArrow *  Right one half screen width (or N positions).
  ESC-(  LeftArrow  *  Left  one half screen width (or N positions).
  ESC-}  ^RightArrow   Right to last column displayed.
  ESC-{  ^LeftArrow    Left  to first column.
  F                    Forward forever; like "tail -f".
""".split("\n")[1:]


def less(scr, lines):
    top, mode, typed, hl = 0, "view", "", ""
    while True:
        h, w = scr.getmaxyx()
        page = h - 1
        last = max(0, len(lines) - page)
        top = max(0, min(top, last))
        scr.erase()
        src = LESS_HELP if mode == "help" else lines
        t = 0 if mode == "help" else top
        for i, ln in enumerate(src[t:t + page]):
            put(scr, i, 0, ln)
            if hl and mode != "help":
                j = ln.find(hl)
                if j >= 0:
                    put(scr, i, j, hl, curses.A_REVERSE)
        if mode == "help":
            put(scr, h - 1, 0, "HELP -- Press RETURN for more, or q when done", curses.A_REVERSE)
        elif mode == "search":
            q = read_line(scr, h - 1, "/")
            mode = "view"
            if q:
                hl = q
            continue
        elif top >= last:
            put(scr, h - 1, 0, "(END)", curses.A_REVERSE)
        else:
            put(scr, h - 1, 0, ":")
        if mode != "help" and top < last:
            curses.curs_set(1)
            scr.move(h - 1, 1)
        else:
            curses.curs_set(1)
            scr.move(h - 1, 5 if mode == "view" else 45)
        scr.refresh()
        c = scr.get_wch()
        if mode == "help":
            if c in ("q", "Q"):
                mode = "view"
            continue
        if c in ("q", "Q"):
            return
        if c in (" ", "f", curses.KEY_NPAGE):
            top += page
        elif c in ("b", curses.KEY_PPAGE):
            top -= page
        elif c in ("j", "\n", "\r", curses.KEY_DOWN):
            top += 1
        elif c in ("k", curses.KEY_UP):
            top -= 1
        elif c in ("G", ">", curses.KEY_END):
            top = last
        elif c in ("g", "<", curses.KEY_HOME):
            top = 0
        elif c in ("h", "H"):
            mode = "help"
        elif c == "/":
            mode = "search"


def xan_view(path):
    import csv
    rows = list(csv.reader(open(path)))
    head, body = rows[0], rows[1:]
    widths = [max(len(r[i]) for r in rows) for i in range(len(head))]
    iw = len(str(len(body) - 1))
    widths = [iw] + widths
    head = ["-"] + head
    body = [[str(i)] + r for i, r in enumerate(body)]

    def line(l, m, r):
        return l + m.join("─" * (wd + 2) for wd in widths) + r

    def cells(r):
        return "│" + "│".join(" " + c.ljust(wd) + " " for c, wd in zip(r, widths)) + "│"
    out = ["", "Displaying %d cols from %d rows of %s" % (len(head) - 1, len(body), os.path.basename(path)),
           line("┌", "┬", "┐"), cells(head), line("├", "┼", "┤")]
    out += [cells(r) for r in body]
    out += [line("└", "┴", "┘"), ""]
    return out


# --- taill ---------------------------------------------------------------

TAILL_HELP = [
    "j/k ↑/↓     scroll one line",
    "PgUp/PgDn   scroll one page",
    "g/G         top / bottom (G resumes follow)",
    "space       pause / resume",
    "/           search",
    "n/N         next / previous match",
    "1-4         level: DEBUG INFO WARN ERROR",
    "0           all levels",
    "?           toggle this help",
    "q           quit",
]


def taill(scr, path):
    lines = open(path).read().splitlines()
    follow, top, mode, query = True, 0, "view", ""
    colour = {"ERROR": 2, "WARN ": 4, "INFO ": 3, "DEBUG": 5}
    while True:
        h, w = scr.getmaxyx()
        page = h - 3
        last = max(0, len(lines) - page)
        if follow:
            top = last
        top = max(0, min(top, last))
        scr.erase()
        state = "FOLLOWING" if follow else "PAUSED"
        title = " %s [%s] " % (os.path.basename(path), state)
        put(scr, 0, 0, "┌" + title + "─" * (w - 2 - len(title)) + "┐")
        for i in range(page):
            put(scr, 1 + i, 0, "│")
            put(scr, 1 + i, w - 1, "│")
            if top + i < len(lines):
                ln = lines[top + i][:w - 2]
                put(scr, 1 + i, 1, ln[:24], curses.color_pair(9))
                lv = ln[24:29]
                put(scr, 1 + i, 25, lv, curses.color_pair(colour.get(lv, 0)) | curses.A_BOLD)
                put(scr, 1 + i, 30, ln[29:])
                if query and query in ln:
                    j = ln.find(query)
                    put(scr, 1 + i, 1 + j, query, curses.color_pair(8))
        put(scr, h - 2, 0, "└" + "─" * (w - 2) + "┘")
        if mode == "search":
            q = read_line(scr, h - 1, "Search: ", curses.color_pair(1))
            mode = "view"
            if q is not None:
                query = q
            continue
        st = " %s │ %d lines │ %d-%d │ Level: ALL │ Filter: %s │ ? help  q quit" % (
            state, len(lines), top + 1, min(top + page, len(lines)), query or "-")
        bar(scr, h - 1, st, curses.color_pair(1) | (curses.A_BOLD if not follow else 0))
        if mode == "help":
            bw, bh = 52, len(TAILL_HELP) + 4
            y0, x0 = (h - bh) // 2, (w - bw) // 2
            put(scr, y0, x0, "┌ Help " + "─" * (bw - 8) + "┐", curses.color_pair(4))
            for i in range(bh - 2):
                put(scr, y0 + 1 + i, x0, "│" + " " * (bw - 2) + "│", curses.color_pair(4))
            for i, t in enumerate(TAILL_HELP):
                put(scr, y0 + 2 + i, x0 + 2, t)
            put(scr, y0 + bh - 1, x0, "└" + "─" * (bw - 2) + "┘", curses.color_pair(4))
        scr.refresh()
        c = scr.get_wch()
        if mode == "help":
            if c in ("?", "\x1b", "q"):
                mode = "view"
            continue
        if c == "q":
            return
        if c == " ":
            follow = not follow
        elif c in ("j", curses.KEY_DOWN):
            follow, top = False, top + 1
        elif c in ("k", curses.KEY_UP):
            follow, top = False, top - 1
        elif c == "g":
            follow, top = False, 0
        elif c == "G":
            follow = True
        elif c == "?":
            mode = "help"
        elif c == "/":
            mode = "search"


# --- kitten diff -----------------------------------------------------------

def kitten_diff(scr, old, new):
    a = open(old).read().splitlines()
    b = open(new).read().splitlines()
    sm = difflib.SequenceMatcher(None, a, b)
    rows = []  # (kind, left, right) kind: title, hunk, ctx, chg
    rows.append(("title", os.path.basename(old), os.path.basename(new)))
    added = removed = 0
    for group in sm.get_grouped_opcodes(3):
        i1, i2, j1, j2 = group[0][1], group[-1][2], group[0][3], group[-1][4]
        rows.append(("hunk", "@@ -%d,%d +%d,%d @@" % (i1 + 1, i2 - i1, j1 + 1, j2 - j1), ""))
        for tag, x1, x2, y1, y2 in group:
            if tag == "equal":
                for k in range(x2 - x1):
                    rows.append(("ctx", (x1 + k + 1, a[x1 + k]), (y1 + k + 1, b[y1 + k])))
            else:
                n = max(x2 - x1, y2 - y1)
                removed += x2 - x1
                added += y2 - y1
                for k in range(n):
                    l = (x1 + k + 1, a[x1 + k]) if x1 + k < x2 else None
                    r = (y1 + k + 1, b[y1 + k]) if y1 + k < y2 else None
                    rows.append(("chg", l, r))
    hunks = [i for i, r in enumerate(rows) if r[0] == "hunk"]
    top, query, msg = 0, "", ""
    while True:
        h, w = scr.getmaxyx()
        page = h - 1
        last = max(0, len(rows) - page)
        top = max(0, min(top, last))
        half = w // 2
        scr.erase()
        for i, (kind, l, r) in enumerate(rows[top:top + page]):
            y = i
            if kind == "title":
                put(scr, y, 0, (" " + l).ljust(half), curses.A_BOLD | curses.color_pair(1))
                put(scr, y, half, (" " + r).ljust(w - half), curses.A_BOLD | curses.color_pair(1))
                continue
            if kind == "hunk":
                put(scr, y, 0, l.ljust(w), curses.color_pair(9) | curses.A_DIM)
                continue
            for side, cell, x, at in ((0, l, 0, 6), (1, r, half, 7)):
                width = half if side == 0 else w - half
                if cell is None:
                    put(scr, y, x, " " * width, curses.A_DIM)
                    continue
                num, text = cell
                attr = curses.color_pair(at) if kind == "chg" else 0
                put(scr, y, x, "%3d " % num, curses.A_DIM)
                put(scr, y, x + 4, text[:width - 5].ljust(width - 5), attr)
                if query and query in text:
                    j = text.find(query)
                    put(scr, y, x + 4 + j, query, curses.A_REVERSE | curses.color_pair(4))
        pct = 100 if last == 0 else top * 100 // last
        right = "+%d,-%d %d%%" % (added, removed, pct)
        put(scr, h - 1, 0, msg)
        put(scr, h - 1, w - 1 - len(right), right)
        scr.refresh()
        c = scr.get_wch()
        msg = ""
        if c in ("q", "\x1b"):
            return
        if c in ("j", curses.KEY_DOWN):
            top += 1
        elif c in ("k", curses.KEY_UP):
            top -= 1
        elif c in (" ", curses.KEY_NPAGE):
            top += page
        elif c in ("b", curses.KEY_PPAGE):
            top -= page
        elif c in ("G", curses.KEY_END):
            top = last
        elif c in ("g", curses.KEY_HOME):
            top = 0
        elif c == "n":
            nxt = [i for i in hunks if i > top + 1]
            top = nxt[0] if nxt else top
        elif c == "p":
            prv = [i for i in hunks if i < top]
            top = prv[-1] if prv else top
        elif c == "/":
            put(scr, h - 1, 0, " " * (w - 1))
            q = read_line(scr, h - 1, "/", width=w - 1)
            if q:
                query = q
                hits = [i for i, r in enumerate(rows) if r[0] in ("ctx", "chg") and
                        any(cell and q in cell[1] for cell in r[1:])]
                if hits:
                    top = hits[0]
                    msg = "%d matches found" % len(hits)
                else:
                    msg = "No matches found"


# --- mant ------------------------------------------------------------------

MANT_HELP = [
    ("Reading", ""),
    ("j k ↓ ↑", "one line"),
    ("space b", "one page down / up"),
    ("g G", "start / end"),
    ("[ ]", "previous / next section"),
    ("Searching", ""),
    ("/", "search forward"),
    ("n N", "next / previous match"),
    ("Elsewhere", ""),
    ("o", "outline"),
    ("?", "this help"),
    ("q", "quit"),
]


def mant(scr, path):
    src = open(path).read().splitlines()
    lines = []  # (text, attr kind)
    for s in src:
        if s.startswith("## "):
            lines.append((s[3:].upper(), "h2"))
        elif s.startswith("# "):
            lines.append((s[2:], "h1"))
        elif s.startswith("    "):
            lines.append(("  " + s, "code"))
        else:
            lines.append(("  " + s if s else "", ""))
    name = os.path.basename(path)
    top, mode, query = 0, "view", ""
    while True:
        h, w = scr.getmaxyx()
        page = h - 2
        last = max(0, len(lines) - page)
        top = max(0, min(top, last))
        scr.erase()
        bar(scr, 0, " mant  %s" % name, curses.color_pair(1) | curses.A_BOLD)
        put(scr, 0, w - 14, "Markdown", curses.color_pair(1))
        if mode == "help":
            put(scr, 2, 4, "Keys", curses.A_BOLD | curses.A_UNDERLINE)
            y = 4
            for k, d in MANT_HELP:
                if not d:
                    put(scr, y, 4, k, curses.A_BOLD | curses.color_pair(5))
                else:
                    put(scr, y, 6, k.ljust(12), curses.color_pair(4))
                    put(scr, y, 18, d)
                y += 1
            bar(scr, h - 1, " Help   ? or Esc: back", curses.A_REVERSE)
            scr.refresh()
            c = scr.get_wch()
            if c in ("?", "\x1b", "q"):
                mode = "view"
            continue
        for i, (t, k) in enumerate(lines[top:top + page]):
            attr = {"h1": curses.A_BOLD | curses.color_pair(10), "h2": curses.A_BOLD | curses.color_pair(5),
                    "code": curses.color_pair(3)}.get(k, 0)
            put(scr, 1 + i, 0, t, attr)
            if query and query in t:
                j = t.find(query)
                put(scr, 1 + i, j, query, curses.color_pair(8))
        if mode == "search":
            q = read_line(scr, h - 1, "/")
            mode = "view"
            if q:
                query = q
                for i in range(top + 1, len(lines)):
                    if q in lines[i][0]:
                        top = i
                        break
            continue
        end = min(top + page, len(lines))
        pos = "(END)" if top >= last else "%d%%" % (end * 100 // len(lines))
        st = " %s  %d-%d/%d  %s" % (name, top + 1, end, len(lines), pos)
        keys = "/ search  o outline  ? help  q quit "
        bar(scr, h - 1, st, curses.A_REVERSE)
        put(scr, h - 1, w - 1 - len(keys), keys, curses.A_REVERSE)
        scr.refresh()
        c = scr.get_wch()
        if c == "q":
            return
        if c in ("j", curses.KEY_DOWN, "\n", "\r"):
            top += 1
        elif c in ("k", curses.KEY_UP):
            top -= 1
        elif c in (" ", curses.KEY_NPAGE):
            top += page
        elif c in ("b", curses.KEY_PPAGE):
            top -= page
        elif c in ("G", curses.KEY_END):
            top = last
        elif c in ("g", curses.KEY_HOME):
            top = 0
        elif c == "?":
            mode = "help"
        elif c == "/":
            mode = "search"


def main():
    tool, args = sys.argv[1], sys.argv[2:]
    if tool == "xan":
        if args[:2] != ["view", "-p"]:
            sys.exit("usage: xan view -p FILE")
        out = xan_view(args[2])
        curses.wrapper(lambda s: (setup(s), less(s, out)))
        return
    run = {
        "tuijson": lambda s: tuijson(s, args[0]),
        "taill": lambda s: taill(s, args[args.index("-f") + 1]),
        "kitten": lambda s: kitten_diff(s, args[1], args[2]),
        "mant": lambda s: mant(s, args[args.index("--input") + 1]),
    }[tool]
    curses.wrapper(lambda s: (setup(s), run(s)))


if __name__ == "__main__":
    main()
