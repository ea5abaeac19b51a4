"""One program imitated, named by the first argument: a fixture of
agentty's twohundredthirteenth set, whose screens were never used to tune
the mode classifier. Each draws what a terminal text editor or viewer
that cannot run here draws at one of its moments (its words, layout,
colours, reverse video, cursor and screen, from its documentation, source
and published screenshots): Neovim with nvim-tree.lua's file tree, with
diffview.nvim's diff, Emacs's Ediff, evil-helix, Minimum Profit,
json-log-viewer and rich-cli's pager. Runs with Debian's python3 and its
standard library only, in raw mode with no echo."""

import json
import os
import signal
import sys
import termios
import tty

ESC = "\x1b"
out = sys.stdout
ROWS, COLS = 24, 80


def w(s):
    out.write(s)
    out.flush()


def size():
    global ROWS, COLS
    try:
        c, r = os.get_terminal_size(0)
    except OSError:
        return
    if c > 0 and r > 0:
        COLS, ROWS = c, r


_pending = ""


def getch():
    """One key: a character, or an escape sequence whole."""
    global _pending
    if not _pending:
        _pending = os.read(0, 64).decode("utf-8", "replace")
    if _pending.startswith(ESC):
        k, _pending = _pending, ""
        return k
    k, _pending = _pending[0], _pending[1:]
    return k


DOWN = ("\x1b[B", "\x1bOB", "j")
UP = ("\x1b[A", "\x1bOA", "k")
PGDN = ("\x1b[6~", " ", "\x06")


def vlen(s):
    """The width of s on the screen, its escapes left out."""
    n, i = 0, 0
    while i < len(s):
        if s[i] == ESC:
            j = i + 1
            while j < len(s) and not s[j].isalpha():
                j += 1
            i = j + 1
            continue
        n += 1
        i += 1
    return n


def pad(s, width, fill=" "):
    return s + fill * max(0, width - vlen(s))


def paint(rows, cursor=None):
    """Draws rows (with escapes) from the top; cursor is (row, col) from
    0, or None to hide it; a resize draws the last rows again."""
    global _last
    _last = (rows, cursor)
    size()
    b = [ESC + "[?25l"]
    for i in range(ROWS):
        s = rows[i] if i < len(rows) else ""
        b.append("%s[%d;1H%s[0m%s%s[0m%s[K" % (ESC, i + 1, ESC, s, ESC, ESC))
    if cursor is not None:
        b.append("%s[%d;%dH%s[?25h" % (ESC, cursor[0] + 1, cursor[1] + 1, ESC))
    w("".join(b))


_last = None


def redraw(*a):
    if _last is not None:
        paint(*_last)


def read(name, default):
    try:
        with open(name) as f:
            return f.read().splitlines()
    except OSError:
        return default


NOTES = read("notes.txt", ["first line", "second line", "third line"])
LONG = read("long.txt", ["row %03d of the file" % i for i in range(1, 301)])

REV, BOLD, DIM, OFF = ESC + "[7m", ESC + "[1m", ESC + "[2m", ESC + "[0m"


def fg(n):
    return ESC + "[38;5;%dm" % n


def bg(n):
    return ESC + "[48;5;%dm" % n


# ------------------------------------------------------------ nvim-tree

def nvim_tree():
    """Neovim 0.10 (its default colours, laststatus=2) with nvim-tree.lua
    open on the left (no icons): `~/..` over the home's files, the cursor
    in the tree; notes.txt in the window beside it, `~` past its end.
    j moves down; d on a file asks `Remove notes.txt? y/N: ` on the
    command line."""
    w(ESC + "[?1049h" + ESC + "[?1h" + ESC + "=")
    files = ["long.txt", "notes.txt"]
    cur = 0
    tw = 30
    ask = None
    while True:
        rows = []
        tree = [fg(13) + BOLD + "~/.." + OFF] + ["  " + f for f in files]
        for i in range(ROWS - 2):
            left = tree[i] if i < len(tree) else ""
            if i == cur + 1:
                left = bg(236) + pad("  " + files[cur], tw) + OFF
            right = NOTES[i] if i < len(NOTES) else fg(12) + "~" + OFF
            rows.append(pad(left, tw) + fg(240) + "│" + OFF + right)
        st = bg(238) + BOLD + pad(" NvimTree_1", tw) + OFF
        st += bg(236) + fg(250) + pad("│notes.txt", COLS - tw - 18) + pad("1,1", 14) + "All " + OFF
        rows.append(st)
        if ask:
            rows.append(ask)
            paint(rows, (ROWS - 1, vlen(ask)))
        else:
            rows.append("")
            paint(rows, (cur + 1, 2))
        k = getch()
        if ask:
            ask = None
            continue
        if k in DOWN:
            cur = min(cur + 1, len(files) - 1)
        elif k in UP:
            cur = max(cur - 1, 0)
        elif k == "d":
            ask = "Remove %s? y/N: " % files[cur]
        elif k == "q":
            break


# ------------------------------------------------------------- diffview

def diffview():
    """Neovim with diffview.nvim's :DiffviewOpen: its file panel on the
    left (the repository's path, `Changes (2)` over two modified files
    with their counts, `Help: g?` at its foot), the old and new sides of
    the selected file in two diff windows beside it (DiffAdd, DiffChange
    and DiffText colours, filler rows of `-`), the cursor in the panel.
    j selects the next file; `:` opens the command line."""
    w(ESC + "[?1049h" + ESC + "[?1h" + ESC + "=")
    entries = [("notes.txt", "2", "1"), ("long.txt", "1", "1")]
    cur = 0
    cmd = None
    pw = 32
    old = {"notes.txt": ["first line", "second line", "third line"],
           "long.txt": LONG[:20]}
    new = {"notes.txt": ["first line", "second line, amended", "third line", "fourth line"],
           "long.txt": LONG[:3] + ["row 004 of the file, changed"] + LONG[4:20]}
    while True:
        name = entries[cur][0]
        panel = [fg(12) + BOLD + " ~/work" + OFF, "",
                 fg(14) + BOLD + " Changes " + OFF + fg(8) + "(2)" + OFF]
        for i, (n, a, d) in enumerate(entries):
            s = "  " + fg(3) + "M " + OFF + n + " " + fg(2) + a + OFF + " " + fg(1) + d + OFF
            if i == cur:
                s = bg(237) + pad(s, pw) + OFF
            panel.append(s)
        half = (COLS - pw - 1) // 2
        o, nw = old[name], new[name]
        L, R = [], []
        for i in range(max(len(o), len(nw))):
            a = o[i] if i < len(o) else None
            b = nw[i] if i < len(nw) else None
            if a is None:
                L.append(bg(52) + pad("-" * (half - 1), half - 1) + OFF)
                R.append(bg(22) + pad(b, half - 1) + OFF)
            elif a != b:
                L.append(bg(17) + pad(a, half - 1) + OFF)
                R.append(bg(17) + b[:len(a)] + bg(88) + pad(b[len(a):], half - 1 - len(a)) + OFF)
            else:
                L.append(a)
                R.append(b)
        rows = []
        for i in range(ROWS - 2):
            p = panel[i] if i < len(panel) else ""
            if i == ROWS - 3:
                p = fg(8) + " Help: g?" + OFF
            l = L[i] if i < len(L) else fg(12) + "~" + OFF
            r = R[i] if i < len(R) else fg(12) + "~" + OFF
            rows.append(pad(p, pw) + fg(240) + "│" + OFF + pad(" " + l, half) + fg(240) + "│" + OFF + " " + r)
        st = bg(238) + BOLD + pad(" DiffviewFilePanel", pw) + OFF + bg(236) + fg(250)
        buf = "diffview:///root/work/.git/:0:/" + name
        buf = "<" + buf[len(buf) - half + 3:] if len(buf) > half - 2 else buf
        st += pad("│" + buf, half) + pad("│" + name, COLS - pw - half - 10) + "1,1  Top" + OFF
        rows.append(st)
        if cmd is not None:
            rows.append(":" + cmd)
            paint(rows, (ROWS - 1, 1 + len(cmd)))
        else:
            rows.append("")
            paint(rows, (3 + cur, 2))
        k = getch()
        if cmd is not None:
            if k in ("\r", "\n", ESC):
                cmd = None
            elif k == "\x7f":
                cmd = cmd[:-1]
            elif not k.startswith(ESC):
                cmd += k
            continue
        if k in DOWN:
            cur = min(cur + 1, len(entries) - 1)
        elif k in UP:
            cur = max(cur - 1, 0)
        elif k == ":":
            cmd = ""


# ---------------------------------------------------------------- ediff

def ediff():
    """Emacs 29 in a terminal (-nw) running ediff-files on notes.txt and
    notes.txt.orig: its menu bar, buffer A's window over buffer B's, each
    with its mode line, the small control panel's window (`Type ? for
    help`) with its own mode line (`*Ediff Control Panel*`, `Ediff`,
    `-- of 2` until a difference is chosen) at the foot; n selects the
    next difference (its regions coloured, `1 of 2`); q asks `Quit this
    Ediff session? (y or n) ` in the echo area."""
    w(ESC + "[?1049h")
    a = ["first line", "second line", "third line"]
    b = ["first line", "second line, amended", "third line", "fourth line"]
    diff = 0
    ask = None
    while True:
        rows = [REV + pad("File Edit Options Buffers Tools Ediff Help", COLS) + OFF]
        h = (ROWS - 7) // 2
        for buf, lines, tag, diffs in (("notes.txt.orig", a, "A", (1,)), ("notes.txt", b, "B", (1, 3))):
            for i in range(h):
                s = lines[i] if i < len(lines) else ""
                if diff == 1 and i == 1:
                    s = bg(94) + s + OFF
                elif diff == 2 and i == 3 and tag == "B":
                    s = bg(94) + s + OFF
                rows.append(s)
            ml = "-:---  %-20s Top L1     (Text) " % buf
            ml += "%s-diff %s of 2" % (tag, diff if diff else "--")
            rows.append(REV + pad(ml, COLS, "-") + OFF)
        rows.append("Type ? for help")
        rows.append("")
        ml = "-:%*-  *Ediff Control Panel*   All L1     (Ediff)  "
        ml += "%s of 2" % (diff if diff else "--")
        rows.append(REV + pad(ml, COLS, "-") + OFF)
        if ask:
            rows.append(ask)
            paint(rows, (ROWS - 1, len(ask)))
        else:
            rows.append("")
            paint(rows, (ROWS - 4, 0))
        k = getch()
        if ask:
            if k in ("y", "n"):
                ask = None
                if k == "y":
                    break
            continue
        if k == "n":
            diff = min(diff + 1, 2)
        elif k == "p":
            diff = max(diff - 1, 1)
        elif k == "q":
            ask = "Quit this Ediff session? (y or n) "


# ----------------------------------------------------------- evil-helix

def evil_helix():
    """evil-helix (helix with vim keys) on notes.txt: its gutter of line
    numbers, no tildes, its status line (` NOR ` in a colour, the file,
    `1 sel  1:1`) and the empty row under it; i enters insert mode
    (` INS `, `[+]` once typed into); Esc back; / opens `search:` on the
    last row."""
    w(ESC + "[?1049h" + ESC + "[?1h" + ESC + "=" + ESC + "[?2004h")
    lines = list(NOTES)
    mode = "NOR"
    col = 0
    mod = False
    search = None
    while True:
        rows = []
        for i in range(ROWS - 2):
            if i < len(lines):
                num = fg(250) + "%3d " % (i + 1) if i == 0 else fg(240) + "%3d " % (i + 1)
                rows.append(bg(235) + num + OFF + bg(235) + fg(252) + pad(lines[i], COLS - 4) + OFF)
            else:
                rows.append(bg(235) + pad("", COLS) + OFF)
        mc = {"NOR": 111, "INS": 150}[mode]
        st = bg(mc) + fg(235) + BOLD + " %s " % mode + OFF + bg(238) + fg(252) + "   notes.txt" + (" [+]" if mod else "")
        right = "1 sel  1:%d " % (col + 1)
        rows.append(pad(st, COLS - len(right)) + bg(238) + fg(252) + right + OFF)
        if search is not None:
            rows.append("search:" + search)
            paint(rows, (ROWS - 1, 7 + len(search)))
        else:
            rows.append("")
            paint(rows, (0, 4 + col))
        k = getch()
        if search is not None:
            if k in ("\r", "\n", ESC):
                search = None
            elif k == "\x7f":
                search = search[:-1]
            elif not k.startswith(ESC):
                search += k
            continue
        if mode == "INS":
            if k == ESC:
                mode = "NOR"
            elif not k.startswith(ESC) and k >= " ":
                lines[0] = lines[0][:col] + k + lines[0][col:]
                col += 1
                mod = True
            continue
        if k == "i":
            mode = "INS"
        elif k == "/":
            search = ""


# ------------------------------------------------------- Minimum Profit

def mp():
    """Minimum Profit 5 (mp-5's curses driver) on notes.txt and long.txt:
    its menu bar (`File Edit Search Go to Options Help`), the tabs of the
    open documents (the current one bold), the text, and its status line
    (`notes.txt: 1/3 [ins] ... mp 5.61`); typed text marks the tab and
    status modified (`*`); ctrl-q on a modified document asks
    `notes.txt has changed. Save changes? [Y/N]` on the status line."""
    w(ESC + "[?1049h")
    lines = list(NOTES)
    col = 0
    mod = False
    ask = None
    while True:
        rows = [bg(4) + fg(15) + pad(" File  Edit  Search  Go to  Options  Help", COLS) + OFF]
        tab = BOLD + REV + " notes.txt%s " % ("*" if mod else "") + OFF + " long.txt "
        rows.append(pad(tab, COLS))
        for i in range(ROWS - 3):
            rows.append(lines[i] if i < len(lines) else "")
        if ask:
            rows.append(REV + pad(ask, COLS) + OFF)
            paint(rows, (ROWS - 1, len(ask)))
        else:
            st = " notes.txt%s: 1/%d [ins] %d" % ("*" if mod else "", len(lines), col + 1)
            rows.append(REV + pad(st, COLS - 10) + "mp 5.61  " + OFF)
            paint(rows, (2, col))
        k = getch()
        if ask:
            if k in ("y", "Y", "n", "N"):
                break
            continue
        if k == "\x11":
            if mod:
                ask = " notes.txt has changed. Save changes? [Y/N]"
            else:
                break
        elif not k.startswith(ESC) and k >= " ":
            lines[0] = lines[0][:col] + k + lines[0][col:]
            col += 1
            mod = True


# ------------------------------------------------------ json-log-viewer

LOGS = [
    ("2025-03-14T09:12:01Z", "INFO", "server started", {"addr": ":8080"}),
    ("2025-03-14T09:12:02Z", "DEBUG", "loaded config", {"path": "/etc/app.yaml"}),
    ("2025-03-14T09:12:05Z", "INFO", "request served", {"path": "/health", "status": 200}),
    ("2025-03-14T09:12:09Z", "WARN", "slow query", {"ms": 1240, "table": "orders"}),
    ("2025-03-14T09:12:11Z", "INFO", "request served", {"path": "/orders", "status": 200}),
    ("2025-03-14T09:12:14Z", "ERROR", "upstream timeout", {"host": "billing", "retry": 3}),
    ("2025-03-14T09:12:17Z", "INFO", "request served", {"path": "/orders/7", "status": 404}),
    ("2025-03-14T09:12:20Z", "DEBUG", "cache miss", {"key": "user:42"}),
    ("2025-03-14T09:12:22Z", "INFO", "request served", {"path": "/users/42", "status": 200}),
    ("2025-03-14T09:12:30Z", "INFO", "shutting down", {"signal": "SIGTERM"}),
]

LEVEL = {"INFO": 2, "DEBUG": 8, "WARN": 3, "ERROR": 1}


def jlv():
    """hedhyw's json-log-viewer (jlv app.log): a Bubble Tea table in the
    alternate screen, a rounded frame round `Time`, `Level` and `Message`
    columns, the levels coloured, the selected row in a colour; a help
    line at its foot (`↑ up • ↓ down • enter open • f filter • q quit`).
    Enter opens the entry's JSON, indented, with `esc back`."""
    w(ESC + "[?1049h")
    cur = 0
    detail = False
    while True:
        rows = []
        if not detail:
            iw = COLS - 2
            rows.append("╭" + "─" * iw + "╮")
            hdr = BOLD + " %-22s %-7s %s" % ("Time", "Level", "Message") + OFF
            rows.append("│" + pad(hdr, iw) + "│")
            rows.append("│" + fg(240) + "─" * iw + OFF + "│")
            for i, (t, lv, m, _) in enumerate(LOGS):
                s = " %-22s %s%-7s%s %s" % (t, fg(LEVEL[lv]), lv, OFF, m)
                if i == cur:
                    s = bg(57) + fg(229) + pad(" %-22s %-7s %s" % (t, lv, m), iw) + OFF
                rows.append("│" + pad(s, iw) + "│")
            while len(rows) < ROWS - 2:
                rows.append("│" + " " * iw + "│")
            rows.append("╰" + "─" * iw + "╯")
            rows.append(fg(241) + " ↑ up • ↓ down • enter open • f filter • q quit" + OFF)
        else:
            t, lv, m, extra = LOGS[cur]
            d = {"time": t, "level": lv.lower(), "msg": m}
            d.update(extra)
            rows.append(BOLD + " app.log" + OFF + fg(241) + "  entry %d of %d" % (cur + 1, len(LOGS)) + OFF)
            rows.append("")
            for s in json.dumps(d, indent=2).splitlines():
                rows.append(" " + s)
            while len(rows) < ROWS - 1:
                rows.append("")
            rows.append(fg(241) + " ↑ up • ↓ down • esc back • q quit" + OFF)
        paint(rows, None)
        k = getch()
        if k == "q":
            break
        if detail:
            if k == ESC:
                detail = False
            continue
        if k in DOWN:
            cur = min(cur + 1, len(LOGS) - 1)
        elif k in UP:
            cur = max(cur - 1, 0)
        elif k in ("\r", "\n"):
            detail = True


# ------------------------------------------------------- rich-cli pager

GUIDE = """# Garden notes

A few things to remember about the garden this year.

## Spring

* Sow the beans after the last frost.
* Thin the carrots when they are a finger tall.
* Mulch the strawberries with straw.

## Summer

* Water early in the morning, never at noon.
* Pick the courgettes before they turn into marrows.
* Net the currants against the birds.

## Autumn

* Lift the potatoes on a dry day.
* Sow green manure on the empty beds.
* Rake the leaves into the compost bays.

## Winter

* Prune the apple trees while they sleep.
* Order the seeds for next year.
* Clean and oil the tools.

## Tools

1. A spade with a wooden handle.
2. A hoe, kept sharp.
3. Two watering cans, one with a fine rose.
"""


def rendered():
    """The guide as rich renders Markdown: a level-one heading centred in
    a heavy box, level-two headings bold and centred, bullets `•`."""
    width = COLS - 2
    r = []
    for line in GUIDE.splitlines():
        if line.startswith("# "):
            t = line[2:]
            r.append("┏" + "━" * (width - 2) + "┓")
            r.append("┃" + BOLD + t.center(width - 2) + OFF + "┃")
            r.append("┗" + "━" * (width - 2) + "┛")
        elif line.startswith("## "):
            r.append(BOLD + ESC + "[4m" + line[3:].center(width).rstrip() + OFF)
        elif line.startswith("* "):
            r.append(" " + BOLD + fg(11) + "•" + OFF + " " + line[2:])
        elif line[:2] in ("1.", "2.", "3."):
            r.append(" " + BOLD + fg(11) + line[:2] + OFF + " " + line[3:])
        else:
            r.append(line)
    return r


def rich_pager():
    """rich-cli's `rich garden.md --pager`: the Markdown rendered full
    screen in the alternate screen (Textual), a scroll bar in the right
    column, no cursor, nothing else; space, page down or j scroll; q
    leaves."""
    w(ESC + "[?1049h")
    text = rendered()
    top = 0
    while True:
        rows = []
        n = len(text)
        th = max(1, ROWS * ROWS // max(n, 1))
        ts = top * ROWS // max(n, 1)
        for i in range(ROWS):
            s = text[top + i] if top + i < n else ""
            bar = bg(60) if ts <= i < ts + th else bg(236)
            rows.append(pad(s, COLS - 2) + bar + "  " + OFF)
        paint(rows, None)
        k = getch()
        if k == "q":
            break
        if k in PGDN:
            top = min(top + ROWS - 1, max(0, n - ROWS))
        elif k in DOWN:
            top = min(top + 1, max(0, n - ROWS))
        elif k in UP:
            top = max(top - 1, 0)


PROGRAMS = {
    "nvim-tree": nvim_tree,
    "diffview": diffview,
    "ediff": ediff,
    "evil-helix": evil_helix,
    "mp": mp,
    "jlv": jlv,
    "rich-pager": rich_pager,
}


def main():
    size()
    signal.signal(signal.SIGWINCH, redraw)
    old = termios.tcgetattr(0)
    tty.setraw(0)
    try:
        PROGRAMS[sys.argv[1]]()
    except KeyboardInterrupt:
        pass
    finally:
        termios.tcsetattr(0, termios.TCSADRAIN, old)
        w(ESC + "[?25h" + ESC + "[?1049l")


if __name__ == "__main__":
    main()
