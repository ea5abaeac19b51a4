#!/usr/bin/env python3
"""The threehundredsixtysecond set's imitations: four terminal file
managers and pickers that Debian does not package, each drawn the way the
real one draws (as known from its documentation, source and screenshots),
over a made-up home project, /home/ada/ledger:

  tv        alexpasmantier's television (`tv files`): ratatui on the
            alternate screen, an input box titled with the channel, the
            results under it with the current one marked `> ` on a bar,
            bat's numbered preview of it at the right, a status bar, and
            its remote control (Ctrl-t) of channels over them
  oil       stevearc's oil.nvim in Neovim (`nvim .`): the directory as a
            buffer of names, renamed and deleted by editing lines, `:w`
            opening a rounded float of the actions over `[Y]es    [N]o`,
            Neovim's confirm() `Save changes?` before leaving an edited
            buffer, Ctrl-p's preview split, and the progress float of a
            slow copy, animated at 20 frames a second
  tuifi     GiorgosXou's TUIFIManager (`tuifi`): curses on the alternate
            screen, the mouse reported, the cursor hidden, a grid of
            drawn icons with the names under them, the selected icon in
            reverse video, an info label on the last row, the right-click
            menu (Alt-Down), find on typing, renaming in place under the
            icon, and the properties window (Ctrl-p)
  fspicker  davep's textual-fspicker: a Textual app's modal FileOpen
            (Ctrl-o) and FileSave (Ctrl-s) dialogs over the app dimmed,
            the current directory over its entries (an icon, the name,
            the size, the time), a file name input and the buttons

Run: threehundredsixtysecond_files.py TOOL
"""
import os
import select
import sys
import termios
import time
import tty
import unicodedata

ESC = "\x1b"
W, H = 80, 24


def out(s):
    sys.stdout.write(s)
    sys.stdout.flush()


KEYS = {
    b"\x1b[A": "up", b"\x1b[B": "down", b"\x1b[C": "right", b"\x1b[D": "left",
    b"\x1bOA": "up", b"\x1bOB": "down", b"\x1bOC": "right", b"\x1bOD": "left",
    b"\x1b[H": "home", b"\x1b[F": "end", b"\x1bOH": "home", b"\x1bOF": "end",
    b"\x1b[1;3B": "alt-down", b"\x1b[1;3A": "alt-up", b"\x1b[3~": "delete",
    b"\x1b[Z": "btab", b"\x1b": "esc",
}


PENDING = bytearray()


def readbyte(fd):
    if PENDING:
        b = bytes(PENDING[:1])
        del PENDING[:1]
        return b
    return os.read(fd, 1)


def readkey(timeout=None):
    """A key read raw, or None when timeout seconds pass without one. An
    escape not followed by `[` or `O` is the Escape key alone: what came
    after it is kept for the next read."""
    fd = sys.stdin.fileno()
    if timeout is not None and not PENDING:
        r, _, _ = select.select([fd], [], [], timeout)
        if not r:
            return None
    b = readbyte(fd)
    if b != b"\x1b":
        if b and b[0] >= 0xC0:
            n = 2 if b[0] < 0xE0 else 3 if b[0] < 0xF0 else 4
            for _ in range(n - 1):
                b += readbyte(fd)
            return b.decode("utf-8", "replace")
        return b.decode("latin-1")
    seq = b
    while True:
        if not PENDING:
            r, _, _ = select.select([fd], [], [], 0.05)
            if not r:
                break
        seq += readbyte(fd)
        if len(seq) == 2 and seq[1:] not in (b"[", b"O"):
            PENDING[:0] = seq[1:]
            return "esc"
        if len(seq) >= 3 and (chr(seq[-1]).isalpha() or seq[-1:] == b"~"):
            break
    return KEYS.get(seq, "esc")


class Raw:
    def __enter__(self):
        self.fd = sys.stdin.fileno()
        self.old = termios.tcgetattr(self.fd)
        tty.setraw(self.fd)
        return self

    def __exit__(self, *a):
        termios.tcsetattr(self.fd, termios.TCSADRAIN, self.old)


def cw(ch):
    if ch == "":
        return 0
    return 2 if unicodedata.east_asian_width(ch) in ("W", "F") else 1


def width(s):
    return sum(cw(c) for c in s)


class Grid:
    """A screen of cells, each a character and its SGR parameters."""

    def __init__(self, style=""):
        self.cells = [[[" ", style] for _ in range(W)] for _ in range(H)]

    def put(self, r, c, s, style=""):
        if not 0 <= r < H:
            return c
        for ch in s:
            wd = cw(ch)
            if c + wd > W:
                break
            if c >= 0:
                self.cells[r][c] = [ch, style]
                if wd == 2:
                    self.cells[r][c + 1] = ["", style]
            c += wd
        return c

    def fill(self, r, c, n, style, ch=" "):
        self.put(r, c, ch * n, style)

    def restyle(self, r, c, n, style):
        for i in range(c, min(W, c + n)):
            self.cells[r][i][1] = style

    def box(self, r, c, h, w, style, title="", tstyle=None, align="center", chars="╭─╮│╰╯", bg=None):
        tl, hz, tr, vt, bl, br = chars
        self.put(r, c, tl + hz * (w - 2) + tr, style)
        for i in range(1, h - 1):
            self.put(r + i, c, vt, style)
            if bg is not None:
                self.fill(r + i, c + 1, w - 2, bg)
            self.put(r + i, c + w - 1, vt, style)
        self.put(r + h - 1, c, bl + hz * (w - 2) + br, style)
        if title:
            t = " " + title + " "
            at = c + (w - width(t)) // 2 if align == "center" else c + 2
            self.put(r, at, t, tstyle if tstyle is not None else style)

    def render(self, cursor=None, shape=None):
        buf = [ESC + "[?25l"]
        for r in range(H):
            buf.append(ESC + "[%d;1H" % (r + 1))
            cur = None
            for ch, st in self.cells[r]:
                if ch == "":
                    continue
                if st != cur:
                    buf.append(ESC + "[0" + (";" + st if st else "") + "m")
                    cur = st
                buf.append(ch)
            buf.append(ESC + "[0m")
        if shape is not None:
            buf.append(ESC + "[%d q" % shape)
        if cursor is not None:
            buf.append(ESC + "[%d;%dH" % (cursor[0] + 1, cursor[1] + 1) + ESC + "[?25h")
        out("".join(buf))


# ---------------------------------------------------------------- television

TV_FILES = [
    "README.md", "notes.txt", "todo.txt", "old.log", "summary.json", "ledger-2026.csv",
    "backup.tar", "archive/ledger-2025.csv", "archive/notes-2025.txt",
    "invoices/inv-0412.pdf", "invoices/inv-0413.pdf", "reports/ledger-q1.md",
]

TV_PREVIEW = {
    "README.md": [
        ("# Ledger", "1;38;5;141"), ("", ""), ("Household accounts kept in plain text.", ""), ("", ""),
        ("- `ledger-2026.csv`: this year's entries", "38;5;150"), ("- `archive/`: the years before", "38;5;150"),
        ("- `reports/`: a summary a quarter", "38;5;150"), ("", ""),
        ("Run `make report` to rebuild summary.json.", ""),
    ],
    "ledger-2026.csv": [
        ("date,account,amount,memo", "38;5;180"), ("2026-01-03,groceries,-84.20,market", ""),
        ("2026-01-05,salary,2450.00,november", ""), ("2026-01-09,rent,-950.00,flat 3b", ""),
        ("2026-01-14,power,-61.35,winter tariff", ""), ("2026-01-20,groceries,-47.90,bakery", ""),
        ("2026-02-01,rent,-950.00,flat 3b", ""), ("2026-02-05,salary,2450.00,december", ""),
        ("2026-02-11,insurance,-38.00,contents", ""), ("2026-02-17,groceries,-92.15,market", ""),
        ("2026-03-01,rent,-950.00,flat 3b", ""), ("2026-03-05,salary,2450.00,january", ""),
    ],
    "reports/ledger-q1.md": [
        ("# First quarter", "1;38;5;141"), ("", ""), ("| account   | total    |", "38;5;180"),
        ("|-----------|----------|", "38;5;244"), ("| salary    |  7350.00 |", ""), ("| rent      | -2850.00 |", ""),
        ("| groceries |  -224.25 |", ""), ("| power     |   -61.35 |", ""), ("", ""),
        ("Saved 4176.40 this quarter.", ""),
    ],
    "archive/ledger-2025.csv": [
        ("date,account,amount,memo", "38;5;180"), ("2025-11-03,groceries,-71.10,market", ""),
        ("2025-11-05,salary,2390.00,october", ""), ("2025-11-09,rent,-930.00,flat 3b", ""),
        ("2025-12-01,rent,-930.00,flat 3b", ""), ("2025-12-05,salary,2390.00,november", ""),
        ("2025-12-22,gifts,-210.00,family", ""),
    ],
}

TV_CHANNELS = [
    ("alias", "", "A channel to select from shell aliases", ""),
    ("dirs", "F2", "A channel to select from directories", "fd"),
    ("env", "F3", "A channel to select from environment variables", ""),
    ("files", "F1", "A channel to select files and directories", "fd bat"),
    ("git-branch", "", "A channel to select from git branches", "git"),
    ("git-diff", "", "A channel to select files from git diff commands", "git"),
    ("git-log", "", "A channel to select from git log entries", "git"),
    ("git-reflog", "", "A channel to select from git reflog entries", "git"),
    ("git-repos", "", "A channel to select from git repositories on your local machine.", "fd git"),
    ("text", "", "A channel to find and select text from files", "rg bat"),
]

TV_ART = [
    " _____________ ",
    "/             \\",
    "| (*)     (#) |",
    "| (1) (2) (3) |",
    "| (4) (5) (6) |",
    "| (7) (8) (9) |",
    "|      _      |",
    "|     | |     |",
    "|  (_¯(0)¯_)  |",
    "|     | |     |",
    "|      ¯      |",
    "| ==  ==  ==  |",
    "|     TV      |",
    "`-------------´",
]


def fuzzy(query, s):
    """The positions of query's letters in s, in order, or None."""
    pos, i = [], 0
    for ch in query.lower():
        i = s.lower().find(ch, i)
        if i < 0:
            return None
        pos.append(i)
        i += 1
    return pos


def wrap(text, n):
    lines, line = [], ""
    for word in text.split():
        if line and len(line) + 1 + len(word) > n:
            lines.append(line)
            line = word
        else:
            line = (line + " " + word).strip()
    if line:
        lines.append(line)
    return lines


def tv():
    BORDER = "38;5;243"
    PINK = "38;5;204"
    st = {"query": "", "sel": 0, "remote": False, "rquery": "", "rsel": 0}

    def results():
        if not st["query"]:
            return [(f, []) for f in TV_FILES]
        found = [(f, fuzzy(st["query"], f)) for f in TV_FILES]
        found = [(f, p) for f, p in found if p is not None]
        # contiguous matches first, then shorter paths
        found.sort(key=lambda fp: (fp[1][-1] - fp[1][0], fp[1][0] > 0, len(fp[0])))
        return found

    def channels():
        return [c for c in TV_CHANNELS if st["rquery"].lower() in c[0]]

    def draw():
        g = Grid()
        res = results()
        # input box
        g.box(0, 0, 3, 36, BORDER, "files", "1;38;5;255")
        g.put(1, 2, "> ", "1;" + PINK)
        g.put(1, 4, st["query"], "3;" + PINK)
        count = "%d / %d" % (len(res), len(TV_FILES))
        g.put(1, 34 - len(count), count, "3;" + PINK)
        # results
        g.box(3, 0, 20, 36, BORDER, "Results", "38;5;246")
        for i, (f, pos) in enumerate(res[:18]):
            r = 4 + i
            cur = i == st["sel"]
            bg = "48;5;236;" if cur else ""
            if cur:
                g.fill(r, 1, 34, "48;5;236")
                g.put(r, 1, "> ", "1;38;5;255;48;5;236")
            for j, ch in enumerate(f):
                style = bg + ("38;5;203" if j in pos else "38;5;110")
                if cur:
                    style = "1;" + style
                g.put(r, 3 + j, ch, style)
        # preview
        name = res[st["sel"]][0] if res else ""
        g.box(0, 36, 23, 44, BORDER, name, "1;38;5;216")
        lines = TV_PREVIEW.get(name)
        if lines is None and name:
            lines = [("", "")] if not name.endswith((".pdf", ".tar")) else [("[binary file: %s]" % name, "38;5;244")]
        for i, (text, style) in enumerate((lines or [])[:21]):
            g.put(1 + i, 38, "%3d " % (i + 1), "38;5;244")
            g.put(1 + i, 42, text[:37], style)
        # status bar
        if st["remote"]:
            x = g.put(23, 0, " REMOTE ", "1;38;5;16;48;5;114")
            hint = [("[Hint] ", "38;5;244"), ("Back to Channel: ", "38;5;250"), ("Ctrl-t", "1;38;5;255"),
                    (" • ", "38;5;244"), ("Help: ", "38;5;250"), ("Ctrl-h", "1;38;5;255")]
        else:
            x = g.put(23, 0, " CHANNEL ", "1;38;5;16;48;5;218")
            g.put(23, x + 1, "files", "1;38;5;110")
            hint = [("[Hint] ", "38;5;244"), ("Remote Control: ", "38;5;250"), ("Ctrl-t", "1;38;5;255"),
                    (" • ", "38;5;244"), ("Help: ", "38;5;250"), ("Ctrl-h", "1;38;5;255")]
        c = (W - sum(len(t) for t, _ in hint)) // 2
        for t, s in hint:
            c = g.put(23, c, t, s)
        g.put(23, W - 8, "v0.11.9", "3;38;5;110")
        cursor = (1, 4 + len(st["query"]))
        if st["remote"]:
            chans = channels()
            g.box(5, 14, 12, 26, BORDER, "Channels", "3;38;5;246", bg="")
            for i, (n, key, _, _) in enumerate(chans[:10]):
                r = 6 + i
                cur = i == st["rsel"]
                if cur:
                    g.fill(r, 15, 24, "48;5;236")
                    g.put(r, 15, "> ", "1;38;5;255;48;5;236")
                x = g.put(r, 17, n, ("1;38;5;110;48;5;236" if cur else "38;5;110"))
                if key:
                    g.put(r, x + 1, key, ("48;5;236;" if cur else "") + "38;5;203")
            sel = chans[st["rsel"]] if chans else None
            g.box(5, 40, 12, 24, BORDER, "Description", "3;38;5;246", bg="")
            if sel:
                for i, l in enumerate(wrap(sel[2], 22)[:10]):
                    g.put(6 + i, 41, l, "3;38;5;252")
            g.box(17, 14, 3, 26, BORDER, "Search", "3;38;5;246", bg="")
            g.put(18, 15, "> ", "1;" + PINK)
            g.put(18, 17, st["rquery"], "3;" + PINK)
            g.box(17, 40, 3, 24, BORDER, "", bg="")
            t = "Requirements "
            x = g.put(17, 40 + (24 - len(t) - 6) // 2, " " + t, "3;38;5;246")
            g.put(17, x, "[OK] ", "3;38;5;114")
            if sel and sel[3]:
                g.put(18, 40 + (24 - len(sel[3])) // 2, sel[3], "1;3;38;5;114")
            for i, l in enumerate(TV_ART):
                g.put(5 + i, 64, l, "38;5;252")
            cursor = (18, 17 + len(st["rquery"]))
        g.render(cursor)

    out(ESC + "[?1049h" + ESC + "[2J")
    with Raw():
        try:
            while True:
                draw()
                k = readkey()
                if k in ("\x03", "esc"):
                    if st["remote"] and k == "esc":
                        st["remote"] = False
                        continue
                    break
                if k == "\x14":
                    st["remote"] = not st["remote"]
                    st["rquery"], st["rsel"] = "", 0
                    continue
                if st["remote"]:
                    n = len(channels())
                    if k in ("down", "\x0e", "\x0a") and st["rsel"] < n - 1:
                        st["rsel"] += 1
                    elif k in ("up", "\x10", "\x0b") and st["rsel"] > 0:
                        st["rsel"] -= 1
                    elif k in ("\x7f", "\x08"):
                        st["rquery"], st["rsel"] = st["rquery"][:-1], 0
                    elif k == "\r":
                        st["remote"] = False
                    elif len(k) == 1 and k.isprintable():
                        st["rquery"] += k
                        st["rsel"] = 0
                    continue
                n = len(results())
                if k in ("down", "\x0e", "\x0a") and st["sel"] < n - 1:
                    st["sel"] += 1
                elif k in ("up", "\x10", "\x0b") and st["sel"] > 0:
                    st["sel"] -= 1
                elif k in ("\x7f", "\x08"):
                    st["query"], st["sel"] = st["query"][:-1], 0
                elif k == "\r":
                    break
                elif len(k) == 1 and k.isprintable():
                    st["query"] += k
                    st["sel"] = 0
        finally:
            out(ESC + "[0m" + ESC + "[?25h" + ESC + "[?1049l")


# ---------------------------------------------------------------- oil.nvim

OIL_ROOT = "/home/ada/ledger/"
OIL_TREE = {
    "": ["archive/", "invoices/", "reports/", "README.md", "backup.tar", "ledger-2026.csv", "notes.txt",
         "old.log", "summary.json", "todo.txt"],
    "archive/": ["ledger-2025.csv", "notes-2025.txt"],
    "invoices/": ["inv-0412.pdf", "inv-0413.pdf"],
    "reports/": ["ledger-q1.md"],
}
OIL_FILES = {
    "ledger-2026.csv": ["date,account,amount,memo", "2026-01-03,groceries,-84.20,market",
                        "2026-01-05,salary,2450.00,november", "2026-01-09,rent,-950.00,flat 3b",
                        "2026-01-14,power,-61.35,winter tariff", "2026-01-20,groceries,-47.90,bakery",
                        "2026-02-01,rent,-950.00,flat 3b", "2026-02-05,salary,2450.00,december",
                        "2026-02-11,insurance,-38.00,contents", "2026-02-17,groceries,-92.15,market"],
    "notes.txt": ["Ask the bank about the November fee.", "Power tariff changes in March.",
                  "Keep receipts for the insurance claim."],
    "README.md": ["# Ledger", "", "Household accounts kept in plain text."],
}


def oil():
    ids = {}  # id -> (dir, name)
    nid = [0]

    def listing(d):
        lines = []
        for name in OIL_TREE[d]:
            nid[0] += 1
            ids[nid[0]] = (d, name)
            lines.append([nid[0], name])
        return lines

    st = {"dir": "", "lines": None, "row": 0, "col": 0, "mode": "normal", "cmd": "", "pending": "",
          "reg": None, "float": None, "preview": False, "modified": False, "frame": 0, "actions": [],
          "msg": ""}
    st["lines"] = listing("")

    def is_dir(name):
        return name.endswith("/")

    def actions():
        acts = []
        seen = {}
        for i, (lid, name) in enumerate(st["lines"]):
            if lid is None:
                acts.append(("CREATE", name))
                continue
            d, orig = ids[lid]
            if d != st["dir"] or lid in seen:
                acts.append(("COPY", d + orig, st["dir"] + name))
            elif orig != name:
                acts.append(("MOVE", d + orig, st["dir"] + name))
            seen[lid] = True
        present = {lid for lid, _ in st["lines"]}
        for lid, (d, name) in ids.items():
            if d == st["dir"] and lid not in present:
                acts.append(("DELETE", d + name))
        order = {"CREATE": 0, "COPY": 1, "MOVE": 2, "DELETE": 3}
        acts.sort(key=lambda a: order[a[0]])
        return acts

    def render_action(a):
        if a[0] == "DELETE":
            return "DELETE %s" % a[1]
        if a[0] == "CREATE":
            return "CREATE %s" % a[1]
        return "  %s %s -> %s" % (a[0], a[1], a[2])

    def draw():
        g = Grid()
        lines = st["lines"]
        full = W
        if st["preview"]:
            full = 40
        text_rows = H - 2
        for r in range(text_rows):
            if r < len(lines):
                name = lines[r][1]
                g.put(r, 0, name[:full], "1;96" if is_dir(name) else "")
            else:
                g.put(r, 0, "~", "90")
        # status line(s)
        name = "oil://" + OIL_ROOT + st["dir"]
        flag = " [+]" if st["modified"] else ""
        ruler = "%d,%d" % (st["row"] + 1, 5 + st["col"] + 1)
        if st["preview"]:
            for r in range(text_rows):
                g.put(r, 40, "│", "")
            pname = lines[st["row"]][1]
            for r, l in enumerate(OIL_FILES.get(pname, [])[:text_rows]):
                g.put(r, 41, l[:39])
            for r in range(len(OIL_FILES.get(pname, [])), text_rows):
                g.put(r, 41, "~", "90")
            g.put(text_rows, 0, status(name + flag, ruler, 41), "7")
            g.put(text_rows, 41, status(pname + " [Preview]", "1,1", 39), "1;4")
        else:
            g.put(text_rows, 0, status(name + flag, ruler, W), "7")
        cursor = (st["row"], st["col"])
        shape = 2
        if st["mode"] == "insert":
            g.put(H - 1, 0, "-- INSERT --", "1")
            shape = 6
        elif st["mode"] == "cmd":
            g.put(H - 1, 0, ":" + st["cmd"])
            cursor = (H - 1, 1 + len(st["cmd"]))
        elif st["msg"]:
            g.put(H - 1, 0, st["msg"])
        if st["float"] == "save":
            # confirm()'s message grid over the last rows, its separator above
            g.fill(H - 3, 0, W, "7")
            g.fill(H - 2, 0, W, "")
            g.fill(H - 1, 0, W, "")
            g.put(H - 2, 0, "Save changes?")
            q = "[Y]es, (N)o: "
            g.put(H - 1, 0, q, "92")
            cursor = (H - 1, len(q))
        elif st["float"] == "confirm":
            lines_f = [render_action(a) for a in st["actions"]] + [""]
            fw = max(40, max(len(l) for l in lines_f))
            fh = max(5, len(lines_f) + 1)
            top, left = (H - 2 - fh) // 2, (W - fw) // 2
            g.box(top - 1, left - 1, fh + 2, fw + 2, "", bg="")
            for i, l in enumerate(lines_f):
                g.put(top + i, left, l)
            acts = "[Y]es    [N]o"
            c = left + (fw - len(acts)) // 2
            g.put(top + fh - 1, c, acts)
            g.restyle(top + fh - 1, c, 3, "96")
            g.restyle(top + fh - 1, c + 9, 3, "96")
            cursor = None
        elif st["float"] == "progress":
            fw, fh = 72, 10
            top, left = (H - 2 - fh) // 2, (W - fw) // 2
            g.box(top - 1, left - 1, fh + 2, fw + 2, "", bg="")
            i = st["frame"] % 23
            bar = [" "] * 20
            bar[0], bar[19] = "[", "]"
            for j in range(i - 3, i + 1):
                if 1 < j + 1 < 20:
                    bar[j] = "="
            text = [render_action(st["actions"][0]), "1/%d %s" % (len(st["actions"]), "".join(bar))]
            for n, l in enumerate(text):
                g.put(top + fh // 2 - 1 + n, left + (fw - len(l)) // 2, l)
            acts = "[M]inimize    [C]ancel"
            c = left + (fw - len(acts)) // 2
            g.put(top + fh - 1, c, acts)
            g.restyle(top + fh - 1, c, 3, "96")
            g.restyle(top + fh - 1, c + 14, 3, "96")
            cursor = None
        g.render(cursor, shape)

    def status(fname, ruler, n):
        """A window's status line as Neovim draws it with no 'statusline'
        set: the name, cut at its start with `<` where it does not fit, and
        the ruler in the last 18 columns."""
        area = n - 18
        if len(fname) > area - 1:
            fname = "<" + fname[-(area - 2):]
        return fname.ljust(area) + ruler.ljust(14) + "All "

    def word_end(s, i):
        j = i
        while j < len(s) and (s[j].isalnum() or s[j] == "_"):
            j += 1
        return j if j > i else i + 1

    out(ESC + "[?1049h" + ESC + "[?1h" + ESC + "=" + ESC + "[?2004h" + ESC + "[?1004h" +
        ESC + "[?1000h" + ESC + "[?1002h" + ESC + "[?1006h" + ESC + "[2J")
    with Raw():
        try:
            while True:
                draw()
                if st["float"] == "progress":
                    k = readkey(0.05)
                    if k is None:
                        st["frame"] += 1
                        continue
                    if k in ("c", "C"):
                        st["float"] = None
                    elif k in ("m", "M"):
                        st["float"] = None
                        st["msg"] = "Restore progress window with :Oil --progress"
                    continue
                k = readkey()
                if k == "\x03" and st["mode"] == "normal" and st["float"] is None:
                    st["msg"] = "Type  :qa  and press <Enter> to exit Nvim"
                    continue
                st["msg"] = ""
                if st["float"] == "confirm":
                    if k in ("y", "Y", "o", "O"):
                        acts = st["actions"]
                        if any(a[0] == "COPY" for a in acts):
                            st["float"] = "progress"
                            continue
                        st["float"] = None
                        OIL_TREE[st["dir"]] = sorted(
                            [n for _, n in st["lines"]], key=lambda n: (not is_dir(n), n))
                        st["lines"] = listing(st["dir"])
                        st["modified"] = False
                        st["row"] = min(st["row"], len(st["lines"]) - 1)
                    elif k in ("n", "N", "c", "C", "q", "\x03", "esc"):
                        st["float"] = None
                    continue
                if st["float"] == "save":
                    if k in ("y", "Y", "\r"):
                        st["float"] = "confirm"
                        st["actions"] = actions()
                    elif k in ("n", "N", "esc", "\x03"):
                        st["float"] = None
                    continue
                line = st["lines"][st["row"]]
                if st["mode"] == "insert":
                    if k == "esc":
                        st["mode"] = "normal"
                        st["col"] = max(0, st["col"] - 1)
                    elif k in ("\x7f", "\x08"):
                        if st["col"] > 0:
                            line[1] = line[1][:st["col"] - 1] + line[1][st["col"]:]
                            st["col"] -= 1
                    elif len(k) == 1 and k.isprintable():
                        line[1] = line[1][:st["col"]] + k + line[1][st["col"]:]
                        st["col"] += 1
                        st["modified"] = True
                    continue
                if st["mode"] == "cmd":
                    if k == "esc":
                        st["mode"], st["cmd"] = "normal", ""
                    elif k in ("\x7f", "\x08"):
                        if not st["cmd"]:
                            st["mode"] = "normal"
                        st["cmd"] = st["cmd"][:-1]
                    elif k == "\r":
                        cmd, st["mode"] = st["cmd"], "normal"
                        if cmd in ("w", "write"):
                            st["actions"] = actions()
                            if st["actions"]:
                                st["float"] = "confirm"
                            st["msg"] = ":" + cmd
                        elif cmd in ("q", "qa", "q!", "qa!"):
                            break
                        st["cmd"] = ""
                    elif len(k) == 1 and k.isprintable():
                        st["cmd"] += k
                    continue
                p = st["pending"]
                st["pending"] = ""
                if p == "d" and k == "d":
                    st["reg"] = list(line)
                    del st["lines"][st["row"]]
                    st["row"] = min(st["row"], len(st["lines"]) - 1)
                    st["col"] = 0
                    st["modified"] = True
                elif p == "y" and k == "y":
                    st["reg"] = list(line)
                elif p == "c" and k == "w":
                    e = word_end(line[1], st["col"])
                    line[1] = line[1][:st["col"]] + line[1][e:]
                    st["mode"] = "insert"
                elif p == "g" and k == "?":
                    pass
                elif k in ("d", "y", "c", "g"):
                    st["pending"] = k
                elif k in ("j", "down") and st["row"] < len(st["lines"]) - 1:
                    st["row"] += 1
                    st["col"] = 0
                elif k in ("k", "up") and st["row"] > 0:
                    st["row"] -= 1
                    st["col"] = 0
                elif k == "p" and st["reg"]:
                    st["lines"].insert(st["row"] + 1, list(st["reg"]))
                    st["row"] += 1
                    st["col"] = 0
                    st["modified"] = True
                elif k == "i":
                    st["mode"] = "insert"
                elif k == ":":
                    st["mode"], st["cmd"] = "cmd", ""
                elif k == "\x10":
                    st["preview"] = not st["preview"]
                elif k == "\r":
                    moved = any(a[0] in ("MOVE", "COPY", "CREATE") for a in actions())
                    if st["modified"] and moved:
                        st["float"] = "save"
                    elif is_dir(line[1]) and not st["modified"]:
                        st["dir"] = st["dir"] + line[1]
                        st["lines"] = listing(st["dir"])
                        st["row"], st["col"] = 0, 0
                        st["preview"] = False
                elif k == "-" and st["dir"] and not st["modified"]:
                    st["dir"] = "/".join(st["dir"].split("/")[:-2])
                    st["dir"] = st["dir"] + "/" if st["dir"] else ""
                    st["lines"] = listing(st["dir"])
                    st["row"], st["col"] = 0, 0
        finally:
            out(ESC + "[0m" + ESC + "[0 q" + ESC + "[?1006l" + ESC + "[?1002l" + ESC + "[?1000l" +
                ESC + "[?1004l" + ESC + "[?2004l" + ESC + "[?1l" + ESC + ">" + ESC + "[?25h" + ESC + "[?1049l")


# ---------------------------------------------------------------- TUIFIManager

FOLDER = [" █████▒⎫⎫ ", " █████▒▐┇ ", " █████▒▐┃ ", " ▀▀▀▀▀  ┘ "]
TUIFI_ICONS = {
    "dir": (FOLDER, "33"),
    ".md": ([" ┏━━━━━┓┓ ", " ┃█▀▅▀▄┃┇ ", " ┃DOWN━┫┫ ", " ╰━━━━━┻┛ "], "34"),
    ".tar": ([" ▃▃▃┏┓▃▃▃ ", " ▒▒▒┣┫▒▒▒ ", " ▓▓▓┣┫▓▓▓ ", " TAR┗┛▀▀▀ "], "33"),
    ".csv": ([" ┏━━━┳┳┳┓ ", " ┃█▓░┣╋╋┫ ", " ┃CSV┣╋╋┫ ", " ╰━━━┻┻┻┛ "], "37"),
    ".txt": ([" ┏━━┓┓┓┓┓ ", " ┃┏┇┃EΞ┃┇ ", " ┃┇┛┃ΞE┃┃ ", " ┗━━┛━━┛┛ "], "37"),
    ".log": ([" ┏━━┓┓┓┓┓ ", " ┃┋┇┃ΞE┃┇ ", " ┃┇┋┃EΞ┃┃ ", " ┗━━┛━━┛┛ "], "37"),
    ".json": ([" ┏━━━━┓━┓ ", " ┃┏┇┏┏┓┓┃ ", " ┃┇┛JSON┃ ", " ┗━━━━┛━┛ "], "37"),
}
TUIFI_DIR = ["..", "README.md", "archive", "backup.tar", "invoices", "ledger-2026.csv", "notes.txt",
             "old.log", "reports", "summary.json", "todo.txt"]
TUIFI_SIZES = {"README.md": "1.2 KB", "backup.tar": "314.6 MB", "ledger-2026.csv": "18.3 KB",
               "notes.txt": "412 bytes", "old.log": "96.2 KB", "summary.json": "2.2 KB",
               "todo.txt": "188 bytes"}
MENU = ["Open       │ ENTER", "Cut        │ CTRL+X", "Copy       │ CTRL+C", "Paste      │ CTRL+V",
        "Delete     │ DELETE", "Rename     │ CTRL+R", "Reload     │ KEY_F5", "New File   │ CTRL+W",
        "New Folder │ CTRL+N", "Properties │ CTRL+P"]


def tuifi():
    st = {"files": list(TUIFI_DIR), "sel": None, "label": None, "lstyle": "1;7;30;47", "find": None,
          "menu": False, "mit": 0, "rename": None, "ri": 0, "first": True, "props": False,
          "shown": list(TUIFI_DIR)}
    st["label"] = " TUIFIManager 5.2.6 | Powered by uni-curses | + Donators: @Naheel-Azawy, @cargilcm, Johann-F Weber."
    path = "/home/ada/ledger"

    def icon(name):
        if name == ".." or "." not in name:
            return TUIFI_ICONS["dir"]
        return TUIFI_ICONS.get(os.path.splitext(name)[1], TUIFI_ICONS[".txt"])

    def chunks(name):
        return [name[i:i + 10] for i in range(0, len(name), 10)][:4] or [""]

    def layout():
        pos, x, y, maxh = [], 2, 1, 0
        for f in st["shown"]:
            if x > W - 14 + 2:
                x, y, maxh_prev = 2, y + maxh + 1, maxh
                maxh = 0
            pos.append((y, x))
            maxh = max(maxh, 4 + len(chunks(f)))
            x += 14
        return pos

    def file_label():
        f = st["shown"][st["sel"]]
        info = " [%s]" % TUIFI_SIZES[f] if f in TUIFI_SIZES else ""
        p = path if f == ".." else path + "/" + f
        if f == "..":
            p = path + "/.."
        return "[%04d] [%d] %s%s" % (len(st["shown"]) - 1, st["sel"], p, info)

    def draw():
        g = Grid()
        pos = layout()
        for i, f in enumerate(st["shown"]):
            y, x = pos[i]
            art, color = icon(f)
            sel = i == st["sel"]
            for n, l in enumerate(art):
                g.put(y + n, x, l, "7;34;47" if sel else color)
            name = f
            if st["rename"] is not None and sel:
                name = st["rename"]
            for n, l in enumerate(chunks(name)):
                g.put(y + 4 + n, x, l, "37" + (";4" if st["rename"] is not None and sel and st["first"] else ""))
            if st["rename"] is not None and sel and not st["first"]:
                yy, xx = divmod(st["ri"], 10)
                g.restyle(y + 4 + yy, x + xx, 1, "30;47")
        if st["menu"]:
            y, x = pos[st["sel"]]
            mw, mh = 23, len(MENU) + 2
            x += 1
            if x + mw > W:
                x -= mw - 1
            if y + mh > H - 1:
                y -= mh - 1
            g.box(y, x, mh, mw, "37", chars="┌─┐│└┘", bg="37")
            for i, item in enumerate(MENU):
                g.put(y + 1 + i, x + 2, item, "1;37")
                if i + 1 == st["mit"]:
                    g.restyle(y + 1 + i, x + 1, mw - 2, "1;30;47")
        if st["props"]:
            f = st["shown"][st["sel"]]
            pw, ph = 35, 16
            top, left = (H - 1 - ph) // 2, (W - pw) // 2
            g.box(top, left, ph, pw, "33", chars="┌─┐│└┘", bg="33")
            g.put(top + 1, left + 2, "MODIFIED:", "1;33")
            g.put(top + 1, left + 12, "28/11/2026 - 17:42:05", "1;37")
            g.put(top + 2, left + 2, "ACCESSED:", "33")
            g.put(top + 2, left + 12, "29/11/2026 - 09:03:11", "37")
            g.put(top + 3, left + 2, "CHANGED :", "2;33")
            g.put(top + 3, left + 12, "28/11/2026 - 17:42:05", "2;37")
            art, color = icon(f)
            for n, l in enumerate(art):
                g.put(top + 5 + n, left + 3, l, "1;" + color)
            for n, l in enumerate(chunks(f)):
                g.put(top + 9 + n, left + 3, l, "1;37")
            g.put(top + 5, left + 15, "SIZE:", "1;33")
            g.put(top + 5, left + 21, TUIFI_SIZES.get(f, "4.1 KB"), "1;37")
            g.put(top + 6, left + 15, "OPEN:", "33")
            g.put(top + 6, left + 21, "nvim", "37")
            g.put(top + 7, left + 15, "INODE", "2;33")
            g.put(top + 7, left + 21, "1837302", "2;37")
            g.fill(top + ph - 2, left + 1, pw - 2, "1;7;33")
            g.put(top + ph - 2, left + 1, " OWNER: ada", "1;7;33")
        g.fill(H - 1, 0, W, st["lstyle"])
        g.put(H - 1, 0, st["label"][:W], st["lstyle"])
        g.render(None)

    def select(i):
        st["sel"] = i
        st["label"] = file_label()
        st["lstyle"] = "1;7;33"

    out(ESC + "[?1049h" + ESC + "[?1h" + ESC + "=" + ESC + "[?25l" + ESC + "[?1003h" + ESC + "[?1006h" +
        ESC + "[2J")
    with Raw():
        try:
            while True:
                draw()
                k = readkey()
                if st["props"]:
                    st["props"] = False
                    if k != "esc":
                        continue
                    continue
                if st["menu"]:
                    if k == "down":
                        if st["mit"] == len(MENU):
                            st["menu"] = False
                        else:
                            st["mit"] += 1
                    elif k == "up":
                        if st["mit"] <= 1:
                            st["menu"] = False
                        else:
                            st["mit"] -= 1
                    elif k == "\r":
                        st["menu"] = False
                    else:
                        st["menu"] = False
                    continue
                if st["rename"] is not None:
                    f = st["shown"][st["sel"]]
                    if k in ("\r", "esc"):
                        new = st["rename"]
                        if k == "\r" and new.strip() and new not in st["files"]:
                            st["files"][st["files"].index(f)] = new
                            st["files"] = [".."] + sorted(st["files"][1:])
                            st["shown"] = list(st["files"])
                            st["label"] = 'RENAMED: "%s" to "%s"' % (f, new)
                            st["lstyle"] = "1;7;32"
                            st["sel"] = st["shown"].index(new)
                        st["rename"] = None
                    elif k in ("\x7f", "\x08"):
                        if st["ri"]:
                            st["rename"] = st["rename"][:st["ri"] - 1] + st["rename"][st["ri"]:]
                            st["ri"] -= 1
                        elif st["first"]:
                            st["rename"] = ""
                        st["first"] = False
                    elif k == "left":
                        st["ri"] = max(0, st["ri"] - 1)
                        st["first"] = False
                    elif k == "right":
                        st["ri"] = min(len(st["rename"]), st["ri"] + 1)
                        st["first"] = False
                    elif len(k) == 1 and k.isprintable() and k not in '<>:/\\|?*"':
                        if st["first"]:
                            st["rename"], st["ri"] = k, 1
                        else:
                            st["rename"] = st["rename"][:st["ri"]] + k + st["rename"][st["ri"]:]
                            st["ri"] += 1
                        st["first"] = False
                    continue
                if st["find"] is not None:
                    if k == "esc":
                        st["find"] = None
                        st["shown"] = list(st["files"])
                        st["sel"] = None
                        st["label"], st["lstyle"] = "[NORMAL]", "1;7;33"
                        continue
                    if k in ("\x7f", "\x08"):
                        if len(st["find"]) > 1:
                            st["find"] = st["find"][:-1]
                        else:
                            st["find"] = None
                            st["shown"] = list(st["files"])
                            st["sel"] = None
                            st["label"], st["lstyle"] = "[NORMAL]", "1;7;33"
                            continue
                    elif k in ("left", "right", "up", "down", "\r") or (len(k) == 1 and ord(k) < 32):
                        st["find"] = None
                        st["label"], st["lstyle"] = "[NORMAL]", "1;7;33"
                        continue
                    else:
                        st["find"] += k
                    q = st["find"]
                    st["shown"] = [".."] + [f for f in st["files"][1:]
                                            if (q in f.lower() if q.islower() else q in f)]
                    st["sel"] = 0 if len(st["shown"]) == 1 else 1
                    st["label"], st["lstyle"] = "SEARCH: " + q, "1;7;30;47"
                    continue
                n = len(st["shown"])
                if k == "esc":
                    break
                if k in ("right", "left", "down", "up"):
                    if st["sel"] is None:
                        select(0)
                        continue
                    step = {"right": 1, "left": -1, "down": 5, "up": -5}[k]
                    if 0 <= st["sel"] + step < n:
                        select(st["sel"] + step)
                    elif k == "down":
                        select(n - 1)
                elif k == "alt-down" and st["sel"] is not None:
                    st["menu"], st["mit"] = True, 0
                elif k == "\x06":
                    st["find"] = ""
                    st["label"], st["lstyle"] = "[INPUT]", "1;7;30;47"
                elif k == "\x12" and st["sel"]:
                    f = st["shown"][st["sel"]]
                    st["rename"], st["ri"], st["first"] = f, 0, True
                    st["label"], st["lstyle"] = "[RENAMING] " + f, "1;7;37"
                elif k == "\x10" and st["sel"]:
                    st["props"] = True
                elif k == "\x03" and st["sel"]:
                    f = st["shown"][st["sel"]]
                    st["label"], st["lstyle"] = "[COPIED]: " + f, "1;7;32"
                elif k == "delete" and st["sel"]:
                    f = st["shown"][st["sel"]]
                    st["files"].remove(f)
                    st["shown"] = list(st["files"])
                    st["label"], st["lstyle"] = '[DELETED] "%s"' % f, "1;7;32"
                    st["sel"] = min(st["sel"], len(st["shown"]) - 1)
                elif len(k) == 1 and k.isprintable() and k != " ":
                    st["find"] = k
                    q = k
                    st["shown"] = [".."] + [f for f in st["files"][1:] if q in f.lower()]
                    st["sel"] = 0 if len(st["shown"]) == 1 else 1
                    st["label"], st["lstyle"] = "SEARCH: " + q, "1;7;30;47"
        finally:
            out(ESC + "[0m" + ESC + "[?1006l" + ESC + "[?1003l" + ESC + "[?1l" + ESC + ">" + ESC + "[?25h" +
                ESC + "[?1049l")


# ---------------------------------------------------------------- textual-fspicker

FS_ENTRIES = [
    ("..", True, "4096", "2026-11-20 09:12:44"),
    ("archive", True, "4096", "2026-01-02 10:15:09"),
    ("invoices", True, "4096", "2026-11-14 18:30:51"),
    ("README.md", False, "1240", "2026-03-07 21:04:33"),
    ("ledger-2026.csv", False, "18342", "2026-11-28 17:42:05"),
    ("notes.txt", False, "412", "2026-11-27 08:55:17"),
    ("old.log", False, "96211", "2026-06-30 23:59:58"),
    ("summary.json", False, "2210", "2026-11-28 17:42:09"),
]

NOTES = [
    "# Notes",
    "",
    "Ask the bank about the November fee.",
    "Power tariff changes in March.",
    "Keep receipts for the insurance claim.",
    "",
    "## December",
    "",
    "- pay the flat's share of the roof",
    "- move last year's statements to archive/",
    "- check summary.json against the bank",
]


def fspicker():
    st = {"dialog": None, "title": "", "hl": 0, "focus": "list", "input": "", "selected": False,
          "error": "", "can_overwrite": True}
    BLUE = "48;5;25"

    def suggestion():
        v = st["input"]
        if not v or st["focus"] != "input":
            return ""
        for name, _, _, _ in FS_ENTRIES[1:]:
            if name.startswith(v) and name != v:
                return name[len(v):]
        return ""

    def draw():
        dim = st["dialog"] is not None
        g = Grid("48;5;234")
        fg = "38;5;240;48;5;234" if dim else "38;5;252;48;5;234"
        head = "38;5;242;48;5;236" if dim else "38;5;252;48;5;236"
        g.fill(0, 0, W, head)
        g.put(0, 1, "⭘", head)
        title = "Ledger notes — notes.txt"
        g.put(0, (W - len(title)) // 2, title, head)
        for i, l in enumerate(NOTES):
            style = fg if not l.startswith("#") else ("1;" + fg)
            g.put(2 + i, 2, l, style)
        foot = "48;5;236"
        g.fill(H - 1, 0, W, foot)
        x = 1
        for key, what in (("^o", "Open"), ("^s", "Save as"), ("^q", "Quit")):
            x = g.put(H - 1, x, " " + key + " ", ("1;38;5;136;" if dim else "1;38;5;214;") + foot)
            x = g.put(H - 1, x, what + " ", ("38;5;242;" if dim else "38;5;252;") + foot)
        cursor = None
        if dim:
            P = "48;5;237"
            top, left, dw, dh = 2, 8, 64, 19
            g.box(top, left, dh, dw, "38;5;33;" + P, chars="┌─┐│└┘", bg=P)
            g.put(top, left + 2, " " + st["title"] + " ", "38;5;255;" + P)
            if st["error"]:
                e = " " + st["error"] + " "
                g.put(top + dh - 1, left + dw - 2 - len(e), e, "38;5;255;48;5;160")
            inner = left + 1
            g.put(top + 1, inner + 1, "/home/ada/ledger", "38;5;252;" + P)
            g.put(top + 2, inner, "─" * 62, "38;5;33;" + P)
            for i, (name, isdir, size, when) in enumerate(FS_ENTRIES):
                r = top + 4 + i
                hl = i == st["hl"]
                if hl and st["focus"] == "list":
                    s = "1;38;5;255;" + BLUE
                elif hl:
                    s = "38;5;252;48;5;24"
                else:
                    s = "38;5;252;" + P
                g.fill(r, inner + 1, 60, s)
                g.put(r, inner + 2, "📁" if isdir else "📄", s)
                g.put(r, inner + 5, name[:25], s)
                g.put(r, inner + 30 + 10 - len(size), size, s)
                g.put(r, inner + 40 + 20 - len(when), when, s)
            # input bar: input, the select button and cancel
            ir = top + dh - 5
            focused = st["focus"] == "input"
            ib = "38;5;33;48;5;235" if focused else "38;5;239;48;5;235"
            g.put(ir, inner, "▊" + "▔" * 25 + "▎", ib)
            g.put(ir + 1, inner, "▊", ib)
            g.fill(ir + 1, inner + 1, 25, "38;5;252;48;5;235")
            g.put(ir + 1, inner + 26, "▎", ib)
            g.put(ir + 2, inner, "▊" + "▁" * 25 + "▎", ib)
            x = g.put(ir + 1, inner + 2, st["input"], "38;5;252;48;5;235" + (";48;5;24" if st["selected"] else ""))
            sug = suggestion()
            if sug:
                g.put(ir + 1, x, sug, "38;5;243;48;5;235")
            if focused:
                if st["selected"]:
                    g.restyle(ir + 1, inner + 2, len(st["input"]), "38;5;255;48;5;25")
                ch = g.cells[ir + 1][x][0]
                g.cells[ir + 1][x] = [ch, "7;38;5;252;48;5;235"]
            for bx, label in ((inner + 28, "Open" if st["dialog"] == "open" else "Save"), (inner + 45, "Cancel")):
                g.put(ir, bx, "▔" * 16, "38;5;240;48;5;238")
                g.fill(ir + 1, bx, 16, "48;5;238")
                g.put(ir + 1, bx + (16 - len(label)) // 2, label, "1;38;5;252;48;5;238")
                g.put(ir + 2, bx, "▁" * 16, "38;5;232;48;5;238")
        g.render(cursor)

    def open_dialog(kind):
        st["dialog"] = kind
        st["title"] = "Open" if kind == "open" else "Save as"
        st["hl"], st["focus"], st["error"], st["selected"] = 0, "list", "", False
        st["input"] = "" if kind == "open" else "notes.txt"
        st["can_overwrite"] = kind == "open"

    out(ESC + "[?1049h" + ESC + "[?25l" + ESC + "[?1000h" + ESC + "[?1003h" + ESC + "[?1015h" + ESC + "[?1006h" +
        ESC + "[?2004h" + ESC + "[?1004h" + ESC + "[2J")
    with Raw():
        try:
            while True:
                draw()
                k = readkey()
                if st["dialog"] is None:
                    if k in ("\x11", "\x03"):
                        break
                    if k == "\x0f":
                        open_dialog("open")
                    elif k == "\x13":
                        open_dialog("save")
                    continue
                if k == "esc":
                    st["dialog"] = None
                    continue
                if k in ("\t", "btab"):
                    st["focus"] = "input" if st["focus"] == "list" else "list"
                    st["selected"] = st["focus"] == "input" and bool(st["input"])
                    continue
                if st["focus"] == "list":
                    if k == "down" and st["hl"] < len(FS_ENTRIES) - 1:
                        st["hl"] += 1
                    elif k == "up" and st["hl"] > 0:
                        st["hl"] -= 1
                    elif k == "\r":
                        name, isdir, _, _ = FS_ENTRIES[st["hl"]]
                        if not isdir:
                            st["input"] = name
                            st["focus"] = "input"
                            st["error"] = ""
                    continue
                # the input
                if k == "\r":
                    names = [e[0] for e in FS_ENTRIES]
                    if not st["input"]:
                        st["error"] = "A file must be chosen"
                    elif st["dialog"] == "open" and st["input"] not in names:
                        st["error"] = "The file must exist"
                    elif st["dialog"] == "save" and st["input"] in names and not st["can_overwrite"]:
                        st["error"] = "Overwrite is not allowed"
                    else:
                        st["dialog"] = None
                    st["selected"] = False
                elif k == "right" and suggestion():
                    st["input"] += suggestion()
                elif k in ("\x7f", "\x08"):
                    st["input"] = "" if st["selected"] else st["input"][:-1]
                    st["selected"], st["error"] = False, ""
                elif len(k) == 1 and k.isprintable():
                    st["input"] = k if st["selected"] else st["input"] + k
                    st["selected"], st["error"] = False, ""
        finally:
            out(ESC + "[0m" + ESC + "[?1004l" + ESC + "[?2004l" + ESC + "[?1006l" + ESC + "[?1015l" +
                ESC + "[?1003l" + ESC + "[?1000l" + ESC + "[?25h" + ESC + "[?1049l")


TOOLS = {"tv": tv, "oil": oil, "tuifi": tuifi, "fspicker": fspicker}

if __name__ == "__main__":
    try:
        TOOLS[sys.argv[1]]()
    except (KeyboardInterrupt, EOFError):
        print()
