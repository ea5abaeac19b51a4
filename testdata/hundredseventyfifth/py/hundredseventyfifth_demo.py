#!/usr/bin/env python3
"""The hundredseventyfifth set's imitations of pagers and viewers.

Each mode draws what the named tool draws (curses, raw mode, the
alternate screen, the cursor hidden unless an input has it) over a file
of the set's own in ../files: logmerger (a Textual log viewer merging
gate.log and ferry.log by timestamp into one table), jnv (a JSON viewer
under its jq filter line), xleak (a spreadsheet viewer over ledger.csv),
treemd (a markdown reader: the outline beside the section), rusty-man (a
Rust documentation reader, its TUI viewer) and hexhog (a hex viewer).
Nothing is written anywhere.
"""
import curses
import json
import textwrap
import os
import sys

FILES = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "files")


def read(name):
    with open(os.path.join(FILES, name), encoding="utf-8") as f:
        return f.read()


def put(scr, y, x, s, attr=0):
    h, w = scr.getmaxyx()
    if y < 0 or y >= h or x >= w or x < 0:
        return
    s = s[: max(0, w - x - (1 if y == h - 1 else 0))]
    try:
        scr.addstr(y, x, s, attr)
    except curses.error:
        pass


def setup(scr, cursor=0):
    curses.raw()
    curses.noecho()
    scr.keypad(True)
    curses.start_color()
    curses.use_default_colors()
    curses.curs_set(cursor)


def fit(s, n):
    s = str(s)
    return s[: n - 1] + "…" if len(s) > n else s.ljust(n)


# logmerger: a header, the merged table (Line, Timestamp, one column a
# file), the cursor row highlighted, the footer of key bindings. PgDn
# pages; f opens its Find dialog.
def logmerger(scr):
    setup(scr)
    curses.init_pair(1, curses.COLOR_WHITE, curses.COLOR_BLUE)
    curses.init_pair(2, curses.COLOR_BLACK, curses.COLOR_YELLOW)
    curses.init_pair(3, curses.COLOR_YELLOW, -1)
    curses.init_pair(4, curses.COLOR_RED, -1)
    curses.init_pair(5, curses.COLOR_BLACK, curses.COLOR_WHITE)
    files = ["gate.log", "ferry.log"]
    rows = []
    for i, name in enumerate(files):
        for l in read(name).splitlines():
            rows.append((l[:19], i, l[20:]))
    rows.sort(key=lambda r: r[0])
    cur, top, find, text = 0, 0, False, ""
    while True:
        h, w = scr.getmaxyx()
        body = h - 3
        scr.erase()
        head = "logmerger - gate.log, ferry.log"
        put(scr, 0, 0, (" ⭘" + head.center(w - 2))[:w].ljust(w), curses.color_pair(1))
        cw = (w - 6 - 20 - 2) // 2
        hdr = " Line " + fit("Timestamp", 20) + fit(files[0], cw) + " " + fit(files[1], cw)
        put(scr, 1, 0, hdr.ljust(w), curses.A_BOLD | curses.color_pair(1))
        if cur < top:
            top = cur
        if cur >= top + body:
            top = cur - body + 1
        for r in range(body):
            i = top + r
            if i >= len(rows):
                break
            ts, col, msg = rows[i]
            cells = ["", ""]
            cells[col] = msg
            line = " %4d " % (i + 1) + fit(ts, 20) + fit(cells[0], cw) + " " + fit(cells[1], cw)
            attr = curses.color_pair(2) if i == cur else curses.color_pair(4) if "ERROR" in msg else curses.color_pair(3) if "WARN" in msg else 0
            put(scr, 2 + r, 0, line.ljust(w) if i == cur else line, attr)
        x = 0
        for k, what in [("q", "Quit"), ("f", "Find"), ("n", "Find next"), ("p", "Find prev"), ("l", "Go to line"), ("t", "Go to timestamp")]:
            put(scr, h - 1, x, " %s " % k, curses.A_BOLD | curses.color_pair(5))
            put(scr, h - 1, x + 3, "%s " % what, curses.color_pair(1))
            x += len(what) + 4
        if find:
            bw = 50
            by, bx = h // 2 - 3, (w - bw) // 2
            box = curses.color_pair(5)
            put(scr, by, bx, " " * bw, box)
            put(scr, by + 1, bx, "  Find:".ljust(bw), box)
            put(scr, by + 2, bx, "  ▊" + "▔" * (bw - 6) + "▊  ", box)
            put(scr, by + 3, bx, "  ▊ " + text.ljust(bw - 8) + " ▊  ", box)
            put(scr, by + 4, bx, "  ▊" + "▁" * (bw - 6) + "▊  ", box)
            put(scr, by + 5, bx, "  Enter find   Esc cancel".ljust(bw), box)
            curses.curs_set(1)
            scr.move(by + 3, bx + 4 + len(text))
        else:
            curses.curs_set(0)
        scr.refresh()
        k = scr.getch()
        if find:
            if k == 27:
                find, text = False, ""
            elif k in (10, 13):
                for j in range(cur + 1, len(rows)):
                    if text and text in rows[j][2]:
                        cur = j
                        break
                find = False
            elif k in (127, curses.KEY_BACKSPACE, 8):
                text = text[:-1]
            elif 32 <= k < 127:
                text += chr(k)
            continue
        if k in (ord("q"), 3):
            return
        elif k in (ord("f"), 6):
            find, text = True, ""
        elif k == curses.KEY_NPAGE:
            cur = min(cur + body, len(rows) - 1)
            top = min(top + body, max(0, len(rows) - body))
        elif k == curses.KEY_PPAGE:
            cur, top = max(cur - body, 0), max(top - body, 0)
        elif k == curses.KEY_DOWN:
            cur = min(cur + 1, len(rows) - 1)
        elif k == curses.KEY_UP:
            cur = max(cur - 1, 0)


# jnv: its jq filter line ("❯❯ " and the filter, the cursor after it)
# over the filtered JSON, keys and values coloured.
def jq(doc, f):
    f = f.strip()
    if f in ("", "."):
        return doc
    v = doc
    for part in f.lstrip(".").replace("[", ".[").split("."):
        if not part:
            continue
        if part.startswith("["):
            v = v[int(part.strip("[]"))] if isinstance(v, list) and part.strip("[]").isdigit() else None
        elif isinstance(v, dict):
            v = v.get(part)
        else:
            v = None
        if v is None:
            return None
    return v


def jnv(scr):
    setup(scr, 1)
    curses.init_pair(1, curses.COLOR_CYAN, -1)
    curses.init_pair(2, curses.COLOR_GREEN, -1)
    curses.init_pair(3, curses.COLOR_YELLOW, -1)
    curses.init_pair(4, curses.COLOR_MAGENTA, -1)
    doc = json.loads(read("tides.json"))
    text = "."
    shown = doc
    while True:
        h, w = scr.getmaxyx()
        scr.erase()
        got = jq(doc, text)
        if got is not None:
            shown = got
        put(scr, 0, 0, "❯❯ ", curses.color_pair(4) | curses.A_BOLD)
        put(scr, 0, 3, text)
        out = json.dumps(shown, indent=2).splitlines()
        for i, l in enumerate(out[: h - 1]):
            y = i + 1
            stripped = l.lstrip()
            ind = len(l) - len(stripped)
            if stripped.startswith('"') and '": ' in stripped:
                key, val = stripped.split('": ', 1)
                put(scr, y, ind, key + '"', curses.color_pair(1) | curses.A_BOLD)
                put(scr, y, ind + len(key) + 1, ": ")
                x = ind + len(key) + 3
            else:
                val, x = stripped, ind
            a = 0
            if val.startswith('"'):
                a = curses.color_pair(2)
            elif val.rstrip(",") in ("true", "false", "null"):
                a = curses.color_pair(3)
            put(scr, y, x, val, a)
        scr.move(0, 3 + len(text))
        scr.refresh()
        k = scr.getch()
        if k in (3, 27):
            return
        elif k in (127, curses.KEY_BACKSPACE, 8):
            text = text[:-1]
        elif 32 <= k < 127:
            text += chr(k)


# xleak: a title bar, the sheet as a grid (column letters, row numbers,
# the selected cell in reverse), the cell's value and a hint row; "/"
# opens its search line, "?" its help.
def xleak(scr):
    setup(scr)
    curses.init_pair(1, curses.COLOR_BLACK, curses.COLOR_CYAN)
    curses.init_pair(2, curses.COLOR_CYAN, -1)
    curses.init_pair(3, curses.COLOR_YELLOW, -1)
    grid = [l.split(",") for l in read("ledger.csv").splitlines()]
    widths = [10, 8, 5, 8, 6, 8]
    r, c, search, text = 0, 0, False, ""
    while True:
        h, w = scr.getmaxyx()
        body = h - 6
        scr.erase()
        put(scr, 0, 0, (" xleak │ ledger.csv │ Sheet 1/1: ledger │ %d rows × %d cols" % (len(grid), len(grid[0]))).ljust(w), curses.color_pair(1))
        x = 5
        put(scr, 1, 0, "     ", curses.color_pair(2))
        for j, cw in enumerate(widths):
            put(scr, 1, x, "│ " + chr(65 + j).center(cw), curses.color_pair(2) | curses.A_BOLD)
            x += cw + 3
        top = max(0, r - body + 1)
        for i in range(body):
            ri = top + i
            if ri >= len(grid):
                break
            put(scr, 2 + i, 0, "%4d " % (ri + 1), curses.color_pair(2))
            x = 5
            for j, cw in enumerate(widths):
                put(scr, 2 + i, x, "│ ", curses.color_pair(2))
                a = curses.A_REVERSE if (ri, j) == (r, c) else curses.A_BOLD if ri == 0 else 0
                put(scr, 2 + i, x + 2, fit(grid[ri][j], cw), a)
                x += cw + 3
        put(scr, h - 3, 0, "─" * w, curses.color_pair(2))
        put(scr, h - 2, 0, " %s%d: %s" % (chr(65 + c), r + 1, grid[r][c]), curses.A_BOLD)
        if search:
            put(scr, h - 1, 0, "/" + text, curses.color_pair(3))
            curses.curs_set(1)
            scr.move(h - 1, 1 + len(text))
        else:
            put(scr, h - 1, 0, " ↑↓←→ move  PgUp/PgDn page  / search  n next  ? help  q quit", curses.A_DIM)
            curses.curs_set(0)
        scr.refresh()
        k = scr.getch()
        if search:
            if k == 27:
                search, text = False, ""
            elif k in (10, 13):
                search = False
            elif k in (127, curses.KEY_BACKSPACE, 8):
                text = text[:-1]
            elif 32 <= k < 127:
                text += chr(k)
            continue
        if k in (ord("q"), 3):
            return
        elif k == ord("/"):
            search, text = True, ""
        elif k == curses.KEY_DOWN:
            r = min(r + 1, len(grid) - 1)
        elif k == curses.KEY_UP:
            r = max(r - 1, 0)
        elif k == curses.KEY_RIGHT:
            c = min(c + 1, len(widths) - 1)
        elif k == curses.KEY_LEFT:
            c = max(c - 1, 0)
        elif k == curses.KEY_NPAGE:
            r = min(r + body, len(grid) - 1)


# treemd: the outline of the markdown's headings in a bordered pane at the
# left, the selected section in a bordered pane at the right, a status row
# at the foot; j/k move in the outline, "/" searches, "?" shows its help.
def box(scr, y, x, hh, ww, title, attr=0):
    put(scr, y, x, "┌" + ("─" + title).ljust(ww - 2, "─") + "┐", attr)
    for i in range(1, hh - 1):
        put(scr, y + i, x, "│", attr)
        put(scr, y + i, x + ww - 1, "│", attr)
    put(scr, y + hh - 1, x, "└" + "─" * (ww - 2) + "┘", attr)


def treemd(scr):
    setup(scr)
    curses.init_pair(1, curses.COLOR_CYAN, -1)
    curses.init_pair(2, curses.COLOR_BLACK, curses.COLOR_CYAN)
    curses.init_pair(3, curses.COLOR_YELLOW, -1)
    curses.init_pair(4, curses.COLOR_BLACK, curses.COLOR_WHITE)
    lines = []
    for l in read("harbor-guide.md").splitlines():
        if lines and l and lines[-1] and not l.startswith("#") and not lines[-1].startswith("#"):
            lines[-1] += " " + l
        else:
            lines.append(l)
    heads = [(i, len(l) - len(l.lstrip("#")), l.lstrip("#").strip()) for i, l in enumerate(lines) if l.startswith("#")]
    sel, search, text, help_ = 0, False, "", False
    while True:
        h, w = scr.getmaxyx()
        scr.erase()
        lw = 28
        box(scr, 0, 0, h - 1, lw, " Outline ", curses.color_pair(1))
        box(scr, 0, lw, h - 1, w - lw, " harbor-guide.md ")
        for i, (_, lvl, t) in enumerate(heads[: h - 3]):
            mark = "▼ " if lvl < 3 and any(l2 > lvl for _, l2, _ in heads[i + 1:i + 2]) else "  "
            s = fit("  " * (lvl - 1) + mark + t, lw - 2)
            put(scr, 1 + i, 1, s, curses.color_pair(2) if i == sel else 0)
        start = heads[sel][0]
        y = 1
        for l in lines[start:]:
            a = curses.color_pair(3) | curses.A_BOLD if l.startswith("#") else 0
            for part in textwrap.wrap(l, w - lw - 4) or [""]:
                if y >= h - 2:
                    break
                put(scr, y, lw + 2, part, a)
                y += 1
        if search:
            put(scr, h - 1, 0, "Search: " + text)
            curses.curs_set(1)
            scr.move(h - 1, 8 + len(text))
        else:
            curses.curs_set(0)
            st = " %d/%d %s │ j/k move  / search  ? help  q quit" % (sel + 1, len(heads), heads[sel][2])
            put(scr, h - 1, 0, st.ljust(w), curses.color_pair(4))
        if help_:
            keys = [("j / ↓", "Next heading"), ("k / ↑", "Previous heading"), ("Enter", "Expand / collapse"),
                    ("Tab", "Switch pane"), ("PgDn / PgUp", "Scroll content"), ("/", "Search headings"),
                    ("n / N", "Next / previous match"), ("y", "Copy section"), ("?", "Toggle help"), ("q", "Quit")]
            bw, bh = 46, len(keys) + 4
            by, bx = (h - bh) // 2, (w - bw) // 2
            for i in range(bh):
                put(scr, by + i, bx, " " * bw)
            box(scr, by, bx, bh, bw, " Help ", curses.color_pair(1) | curses.A_BOLD)
            for i, (k, d) in enumerate(keys):
                put(scr, by + 2 + i, bx + 3, k.ljust(14), curses.color_pair(3) | curses.A_BOLD)
                put(scr, by + 2 + i, bx + 17, d)
            put(scr, by + bh - 1, bx + bw - 22, " Press ? or Esc ", curses.color_pair(1))
        scr.refresh()
        k = scr.getch()
        if search:
            if k == 27:
                search, text = False, ""
            elif k in (10, 13):
                for i, (_, _, t) in enumerate(heads):
                    if text.lower() in t.lower():
                        sel = i
                        break
                search = False
            elif k in (127, curses.KEY_BACKSPACE, 8):
                text = text[:-1]
            elif 32 <= k < 127:
                text += chr(k)
            continue
        if help_:
            if k in (ord("?"), 27, ord("q")):
                help_ = False
            continue
        if k in (ord("q"), 3):
            return
        elif k == ord("?"):
            help_ = True
        elif k == ord("/"):
            search, text = True, ""
        elif k in (ord("j"), curses.KEY_DOWN):
            sel = min(sel + 1, len(heads) - 1)
        elif k in (ord("k"), curses.KEY_UP):
            sel = max(sel - 1, 0)


# rusty-man: its TUI viewer, the item's documentation from the top row
# (the title bold, section headings bold, signatures coloured), no bar;
# Space and PgDn page, q quits.
def rustyman(scr):
    setup(scr)
    curses.init_pair(1, curses.COLOR_BLUE, -1)
    curses.init_pair(2, curses.COLOR_MAGENTA, -1)
    lines = read("tide-doc.txt").splitlines()
    top = 0
    while True:
        h, w = scr.getmaxyx()
        scr.erase()
        for i, l in enumerate(lines[top: top + h]):
            s = l.strip()
            if top + i == 0:
                a = curses.A_BOLD | curses.A_UNDERLINE
            elif l and not l.startswith(" ") and not l.startswith("pub"):
                a = curses.A_BOLD
            elif s.startswith(("pub ", "fn ", "impl ")):
                a = curses.color_pair(1)
            elif l.startswith("pub"):
                a = curses.color_pair(2)
            else:
                a = 0
            put(scr, i, 0, l[: w], a)
        scr.refresh()
        k = scr.getch()
        if k in (ord("q"), 3):
            return
        elif k in (ord(" "), curses.KEY_NPAGE):
            top = min(top + h - 1, max(0, len(lines) - h))
        elif k in (ord("b"), curses.KEY_PPAGE):
            top = max(top - h + 1, 0)
        elif k in (ord("j"), curses.KEY_DOWN):
            top = min(top + 1, max(0, len(lines) - h))


# hexhog: the bytes in a frame (offset, two halves of eight bytes, their
# characters), the cursor byte in reverse, a status row at the foot;
# PgDn pages.
def hexhog(scr):
    setup(scr)
    curses.init_pair(1, curses.COLOR_BLUE, -1)
    curses.init_pair(2, curses.COLOR_GREEN, -1)
    curses.init_pair(3, curses.COLOR_YELLOW, -1)
    curses.init_pair(4, curses.COLOR_BLACK, curses.COLOR_WHITE)
    with open(os.path.join(FILES, "harbor-guide.md.gz"), "rb") as f:
        data = f.read()
    cur, top = 0, 0

    def colour(b):
        if b == 0:
            return curses.A_DIM
        if 32 <= b < 127:
            return curses.color_pair(2)
        if b in (9, 10, 13, 32):
            return curses.color_pair(3)
        return curses.color_pair(1)

    while True:
        h, w = scr.getmaxyx()
        rows = h - 3
        scr.erase()
        put(scr, 0, 0, "┌" + "─" * 8 + "┬" + "─" * 25 + "┬" + "─" * 25 + "┬" + "─" * 8 + "┬" + "─" * 8 + "┐")
        for r in range(rows):
            off = top + r * 16
            chunk = data[off:off + 16]
            y = 1 + r
            for x, c in ((0, "│"), (9, "│"), (35, "┊"), (61, "│"), (70, "┊"), (79, "│")):
                put(scr, y, x, c)
            if not chunk:
                continue
            put(scr, y, 1, "%08x" % off, curses.color_pair(1))
            for i, b in enumerate(chunk):
                bx = 11 + i * 3 + (2 if i >= 8 else 0)
                a = curses.A_REVERSE if off + i == cur else colour(b)
                put(scr, y, bx, "%02x" % b, a)
                ch = chr(b) if 32 <= b < 127 else "⋄" if b == 0 else "•" if b < 128 else "×"
                put(scr, y, 62 + i + (1 if i >= 8 else 0), ch, colour(b))
        put(scr, h - 2, 0, "└" + "─" * 8 + "┴" + "─" * 25 + "┴" + "─" * 25 + "┴" + "─" * 8 + "┴" + "─" * 8 + "┘")
        st = " hexhog │ harbor-guide.md.gz │ 0x%08x / 0x%08x │ ←↑↓→ move  PgDn page  q quit" % (cur, len(data))
        put(scr, h - 1, 0, st.ljust(w), curses.color_pair(4))
        scr.refresh()
        k = scr.getch()
        if k in (ord("q"), 3):
            return
        elif k == curses.KEY_NPAGE:
            top = min(top + rows * 16, (len(data) // 16) * 16)
            cur = top
        elif k == curses.KEY_PPAGE:
            top = max(top - rows * 16, 0)
            cur = top
        elif k == curses.KEY_DOWN:
            cur = min(cur + 16, len(data) - 1)
        elif k == curses.KEY_RIGHT:
            cur = min(cur + 1, len(data) - 1)


MODES = {"logmerger": logmerger, "jnv": jnv, "xleak": xleak, "treemd": treemd, "rusty-man": rustyman, "hexhog": hexhog}

if __name__ == "__main__":
    os.environ.setdefault("ESCDELAY", "25")
    curses.wrapper(MODES[sys.argv[1]])
