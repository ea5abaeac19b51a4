#!/usr/bin/env python3
"""The threehundredfiftysixth set's imitations of five terminal text
editors, IDE-like and plain, that Debian does not package, each run as
`threehundredfiftysixth_ideditors.py TOOL [FILE]` and drawing, keys read
raw a key at a time, what the editor draws at its moments (from its
documentation, source and snapshots as known):

  textual-code  rishubil's Textual Code, a VS Code-like editor on
         Textual: the alternate screen, the mouse reported, the cursor
         hidden (Textual draws its own); a sidebar (`📁 Explorer`,
         `🔍 Search`, the workspace's files), a tab per open file (`*`
         when changed, `<Untitled>` for a new one), the text in a
         TextArea with line numbers under a blue tall border, a status
         row (`Ln 1, Col 1`, `LF`, `UTF-8`, `4 Spaces`, the language)
         and a footer of keys with `^p palette` at its right; ^g its
         `Go to Line` modal, ^p the command palette (`🔎 Search for
         commands…` over the commands, each over its description), ^w
         on a changed file `Do you want to save the changes before
         closing?` (Save, Don't save, Cancel), ^n a new untitled tab,
         ^s on it the `Save As` modal; a modal dims the screen under it
  ruco   grosser's ruco, a desktop-like editor in Ruby on curses: the
         alternate screen, a reverse status line on the top row (`Ruco
         0.5.0 -- notes.txt*` … ` 1:1`), the text, a reverse command
         bar on the last row (`^W Exit    ^S Save    ^F Find …`) where
         it asks (`Find: `, `Go to Line: `, `Replace with: `,
         `Replace=Enter Skip=s All=a Cancel=Esc`, `Lose changes?
         Enter=Yes Esc=Cancel`), the cursor after the question
  pye    robert-hh's pye (the Pyboard editor) run by CPython: the main
         screen, a scroll region over the last row, the mouse reported;
         the status row in bold white on blue (`notes.txt Row: 1/3
         Col: 1   V2.80 `, `*` before the name when changed) where it
         asks (`Find: `, `Goto Line: `, `Replace: `, `With: ` the
         pattern filled in, `File changed! Quit (y/N/f)? N`), `Replace
         (yes/No/all/quit) ? ` as a message with the cursor on the
         match; a directory given is shown as a buffer listing it
  lilly  tauraamui's lilly, a vim-like editor in V on its own TUI
         library: the alternate screen, the terminal's cursor hidden
         and a block drawn; line numbers, the cursor's line shaded, a
         status row of rounded and slanted segments (the mode, the
         file's name, the git branch or `???`, `row:col` at the right)
         over a row for the command line (`:`) and the leader keys;
         `;ff` its file picker (a list of files from the bottom up, the
         chosen one `» ` on a bar, a preview, an input `> `), `;nf` its
         `Create new file` dialog (`Path`, an input, `Enter to create •
         Esc to cancel`)
  cano   CobbCoding's Cano, a vim-like editor in C on ncurses: the
         alternate screen, a line-number column of five cells (numbers
         relative to the cursor's line, that one absolute), two status
         rows (the mode at the left, `row:col` in the middle; `:` and
         what is typed under it in command and search mode), ^N its
         file explorer (`../` and the files in blue in place of the
         text)
"""

import os
import select
import sys
import termios
import tty
import unicodedata

ESC = "\x1b"
CSI = ESC + "["


def out(s):
    sys.stdout.write(s)
    sys.stdout.flush()


def size():
    try:
        s = os.get_terminal_size(sys.stdout.fileno())
        return s.columns, s.lines
    except OSError:
        return 80, 24


KEYS = {
    "[A": "up", "[B": "down", "[C": "right", "[D": "left",
    "OA": "up", "OB": "down", "OC": "right", "OD": "left",
    "[H": "home", "[F": "end", "OH": "home", "OF": "end",
    "[3~": "delete", "[5~": "pgup", "[6~": "pgdn", "[Z": "btab",
}


def readkey():
    fd = sys.stdin.fileno()
    b = os.read(fd, 1)
    if b != b"\x1b":
        if b and b[0] >= 0xC0:
            n = 1 if b[0] < 0xE0 else (2 if b[0] < 0xF0 else 3)
            b += os.read(fd, n)
        return b.decode("utf-8", "replace")
    seq = ""
    while True:
        r, _, _ = select.select([fd], [], [], 0.05)
        if not r:
            break
        seq += os.read(fd, 1).decode("latin-1")
        if len(seq) >= 2 and (seq[-1].isalpha() or seq[-1] == "~"):
            break
    if seq == "":
        return "esc"
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
    if unicodedata.combining(ch):
        return 0
    return 2 if unicodedata.east_asian_width(ch) in ("W", "F") else 1


def swidth(s):
    return sum(cw(c) for c in s)


def fg(c):
    return "38;2;%d;%d;%d" % c


def bg(c):
    return "48;2;%d;%d;%d" % c


def hexc(h):
    h = h.lstrip("#")
    return (int(h[0:2], 16), int(h[2:4], 16), int(h[4:6], 16))


class Grid:
    """A screen of cells, each a character and its SGR, drawn at once."""

    def __init__(self, w, h, base=""):
        self.w, self.h = w, h
        self.cells = [[(" ", base) for _ in range(w)] for _ in range(h)]

    def put(self, r, c, text, sgr=""):
        if r < 0 or r >= self.h:
            return c
        for ch in text:
            n = cw(ch)
            if c >= self.w:
                break
            if c >= 0:
                if n == 2 and c + 1 >= self.w:
                    self.cells[r][c] = (" ", sgr)
                    break
                self.cells[r][c] = (ch, sgr)
                if n == 2:
                    self.cells[r][c + 1] = ("", sgr)
            c += n
        return c

    def fill(self, r, c0, c1, sgr, ch=" "):
        for c in range(max(c0, 0), min(c1, self.w)):
            if 0 <= r < self.h:
                self.cells[r][c] = (ch, sgr)

    def restyle(self, fn):
        for row in self.cells:
            for i, (ch, s) in enumerate(row):
                row[i] = (ch, fn(s))

    def flush(self):
        o = [CSI + "0m" + CSI + "H"]
        for r, row in enumerate(self.cells):
            o.append(CSI + "%d;1H" % (r + 1))
            cur = None
            for ch, s in row:
                if ch == "":
                    continue
                if s != cur:
                    o.append(CSI + "0" + (";" + s if s else "") + "m")
                    cur = s
                o.append(ch)
        o.append(CSI + "0m")
        out("".join(o))


def read_lines(path):
    try:
        with open(path, errors="replace") as f:
            return f.read().split("\n")
    except OSError:
        return [""]


# ---------------------------------------------------------------- Textual Code

TC = {
    "bg": hexc("121212"), "panel": hexc("1e1e1e"), "text": hexc("e0e0e0"),
    "dimtext": hexc("797979"), "rule": hexc("262626"), "blue": hexc("0178d4"),
    "tree": hexc("153854"), "code": hexc("272822"), "codefg": hexc("f8f8f2"),
    "curline": hexc("3e3d32"), "num": hexc("90908a"), "curnum": hexc("c2c2bf"),
    "cursor": hexc("f8f8f0"), "foot": hexc("242f38"), "key": hexc("ffa62b"),
    "sep": hexc("495259"), "handle": hexc("4a4a4a"), "input": hexc("272727"),
    "btnhi": hexc("6db2ff"), "btndef": hexc("2d2d2d"), "warn": hexc("fea62b"),
    "warnhi": hexc("ffcf56"), "prim": hexc("0c7dd4"), "primlbl": hexc("ddedf9"),
    "focus": hexc("dfeef9"), "ellip": hexc("a2a2a2"), "darkfg": hexc("121212"),
}

PALETTE = [
    ("Save", "Save the current file (Ctrl+S)"),
    ("Save All", "Save all open files (Ctrl+Shift+S)"),
    ("Close Editor", "Close the current editor (Ctrl+W)"),
    ("Close All Editors", "Close all open editors (Ctrl+Shift+W)"),
    ("Close Other Editors", "Close all editors except the active one"),
    ("Close Editors to the Right", "Close all editors to the right of the active tab"),
    ("Close Editors to the Left", "Close all editors to the left of the active tab"),
    ("Close Saved Editors", "Close all saved (non-dirty) editors"),
    ("Go to Line/Column...", "Go to a specific line and column (Ctrl+G)"),
    ("Find", "Find text in the current file (Ctrl+F)"),
    ("Replace", "Find and replace text in the current file (Ctrl+H)"),
]


def dim_sgr(s):
    # A modal screen's backdrop: every colour of the screen under it
    # drawn darker.
    parts = s.split(";")
    o = []
    i = 0
    while i < len(parts):
        p = parts[i]
        if p in ("38", "48") and i + 4 < len(parts) + 0 and parts[i + 1] == "2":
            r, g, b = (int(x) for x in parts[i + 2:i + 5])
            k = 0.72 if p == "48" else 0.55
            o += [p, "2", str(int(r * k)), str(int(g * k)), str(int(b * k))]
            i += 5
            continue
        o.append(p)
        i += 1
    return ";".join(x for x in o if x != "")


def textual_code(args):
    W, H = size()
    root = os.getcwd()
    files = sorted(f for f in os.listdir(root) if os.path.isfile(os.path.join(root, f)))
    tabs = []  # each: dict(name, path, lines, orig, row, col)
    if args:
        p = args[0]
        lines = read_lines(p)
        tabs.append({"name": os.path.basename(p), "path": os.path.abspath(p),
                     "lines": lines, "orig": list(lines), "row": 0, "col": 0})
    st = {"tab": 0, "modal": None, "input": "", "sel": 0, "sidebar": 0}
    SB = 27  # the sidebar's width; its resize handle is the next column

    def t():
        return tabs[st["tab"]] if tabs else None

    def changed(tb):
        return tb["lines"] != tb["orig"]

    def base(g):
        c = TC
        B = bg(c["bg"])
        g.fill(0, 0, W, B)
        # sidebar tabs and editor tabs
        g.put(0, 1, "📁 Explorer", fg(c["text"]) + ";" + B)
        g.put(0, 14, "🔍 Search", fg(c["dimtext"]) + ";" + B)
        g.fill(0, SB, SB + 1, bg(c["panel"]))
        x = SB + 2
        spans = []
        for i, tb in enumerate(tabs):
            name = tb["name"] + ("*" if changed(tb) else "")
            col = c["text"] if i == st["tab"] else c["dimtext"]
            g.put(0, x, name, fg(col) + ";" + B)
            spans.append((x, x + swidth(name), i == st["tab"]))
            x += swidth(name) + 2
        # underline row
        g.fill(1, 0, W, fg(c["rule"]) + ";" + B, "━")
        g.put(1, 0, "╸", fg(c["rule"]) + ";" + B)
        g.put(1, 1, "━" * 11, fg(c["blue"]) + ";" + B)
        g.put(1, 12, "╺", fg(c["rule"]) + ";" + B)
        g.fill(1, SB, SB + 1, bg(c["panel"]))
        g.put(1, SB + 1, " ", B)
        if tabs:
            for x0, x1, act in spans:
                if act:
                    g.put(1, x0 - 1, "╸", fg(c["rule"]) + ";" + B)
                    g.put(1, x0, "━" * (x1 - x0), fg(c["blue"]) + ";" + B)
                    g.put(1, x1, "╺", fg(c["rule"]) + ";" + B)
        else:
            g.fill(1, SB + 1, W, B)
            g.fill(0, SB + 2, W, fg(c["rule"]) + ";" + B, "━")
        # sidebar: the workspace's files
        P = bg(c["panel"])
        for r in range(2, H - 1):
            g.fill(r, 0, SB + 1, P)
        g.put(H // 2 - 1, SB, "│", fg(c["handle"]) + ";" + P)
        for i, f in enumerate(files):
            g.put(2 + i, 0, "📄 ", fg(c["text"]) + ";" + P)
            g.put(2 + i, 3, f, fg(c["text"]) + ";" + (bg(c["tree"]) if i == 0 else P))
        # the editor
        E0 = SB + 1
        tb = t()
        if tb is not None:
            focused = st["modal"] is None
            bc = c["blue"] if focused else hexc("0b3a5f")
            CB = bg(c["code"])
            g.put(2, E0, "▊", fg(c["bg"]) + ";" + bg(bc))
            g.fill(2, E0 + 1, W - 1, fg(bc) + ";" + CB, "▔")
            g.put(2, W - 1, "▎", fg(bc) + ";" + B)
            nrows = H - 5
            lines = tb["lines"]
            gw = len(str(len(lines))) + 2
            for i in range(nrows):
                r = 3 + i
                g.put(r, E0, "▊", fg(c["bg"]) + ";" + bg(bc))
                g.fill(r, E0 + 1, W - 1, CB)
                g.put(r, W - 1, "▎", fg(bc) + ";" + B)
                if i < len(lines):
                    cur = i == tb["row"]
                    LB = bg(c["curline"]) if cur else CB
                    g.fill(r, E0 + 2, W - 2, LB)
                    num = str(i + 1).rjust(gw - 2) + "  "
                    g.put(r, E0 + 2, num, fg(c["curnum"] if cur else c["num"]) + ";" + LB)
                    g.put(r, E0 + 2 + gw, lines[i][:W - E0 - 4 - gw], fg(c["codefg"]) + ";" + LB)
                    if cur and focused:
                        cc = E0 + 2 + gw + tb["col"]
                        ch = lines[i][tb["col"]] if tb["col"] < len(lines[i]) else " "
                        g.put(r, cc, ch, fg(c["code"]) + ";" + bg(c["cursor"]))
            g.put(H - 3, E0, "▊", fg(c["bg"]) + ";" + bg(bc))
            g.fill(H - 3, E0 + 1, W - 1, fg(bc) + ";" + CB, "▁")
            g.put(H - 3, W - 1, "▎", fg(bc) + ";" + B)
        # the status row
        for cc in range(0, SB + 1):
            g.fill(H - 2, cc, cc + 1, P)
        x = E0 + 1
        if tb is not None and tb["path"]:
            pass  # the path's label is squeezed out at this width
        lang = "plain"
        segs = [" Ln %d, Col %d " % ((tb["row"] + 1, tb["col"] + 1) if tb else (1, 1)), " LF ", " UTF-8 ",
                " 4 Spaces ", " " + lang + " "]
        widths = [15, 6, 9, 12, 9]
        for s, wd in zip(segs, widths):
            g.fill(H - 2, x, x + wd, bg(c["panel"]))
            g.put(H - 2, x + (wd - len(s)) // 2, s, fg(c["text"]) + ";1;" + bg(c["panel"]))
            x += wd + 1
        # the footer
        F = bg(c["foot"])
        g.fill(H - 1, 0, W, F)
        keys = [("^s", "Save"), ("^f", "Find"), ("^h", "Replace"), ("^g", "Go to Line"),
                ("^w", "Close"), ("^o", "Open File"), ("^n", "New Untitled File"),
                ("^b", "Toggle Sidebar")] if tabs else [
                ("^o", "Open File"), ("^n", "New Untitled File"), ("^b", "Toggle Sidebar")]
        right = W - 12
        x = 0
        for k, d in keys:
            x = g.put(H - 1, x, " " + k + " ", fg(c["key"]) + ";1;" + F)
            x = g.put(H - 1, x, d + " ", fg(c["text"]) + ";" + F)
        g.fill(H - 1, right, W, F)
        g.put(H - 1, right, "▏", fg(c["sep"]) + ";" + F)
        g.put(H - 1, right + 1, "^p", fg(c["key"]) + ";1;" + F)
        g.put(H - 1, right + 3, " palette", fg(c["text"]) + ";" + F)

    def modal_box(g, top, height, width=60):
        c = TC
        left = (W - width) // 2
        MB = bg(c["panel"])
        D = fg(c["bg"]) + ";" + MB
        g.put(top, left, "█" + "▀" * (width - 2) + "█", D)
        for r in range(top + 1, top + height - 1):
            g.fill(r, left, left + width, MB)
            g.put(r, left, "█", D)
            g.put(r, left + width - 1, "█", D)
        g.put(top + height - 1, left, "█" + "▄" * (width - 2) + "█", D)
        return left

    def input_field(g, r, left, width, value, placeholder):
        c = TC
        IB = bg(c["input"])
        g.put(r, left, "▊", fg(c["panel"]) + ";" + bg(c["blue"]))
        g.fill(r, left + 1, left + width - 1, fg(c["blue"]) + ";" + IB, "▔")
        g.put(r, left + width - 1, "▎", fg(c["blue"]) + ";" + bg(c["panel"]))
        g.put(r + 1, left, "▊", fg(c["panel"]) + ";" + bg(c["blue"]))
        g.fill(r + 1, left + 1, left + width - 1, IB)
        g.put(r + 1, left + width - 1, "▎", fg(c["blue"]) + ";" + bg(c["panel"]))
        x = left + 3
        if value:
            x = g.put(r + 1, x, value, fg(c["text"]) + ";" + IB)
            g.put(r + 1, x, " ", fg(c["bg"]) + ";" + bg(c["text"]))
        else:
            g.put(r + 1, x, placeholder[0], fg(c["bg"]) + ";" + bg(c["text"]))
            g.put(r + 1, x + 1, placeholder[1:], fg(c["dimtext"]) + ";" + IB)
        g.put(r + 2, left, "▊", fg(c["panel"]) + ";" + bg(c["blue"]))
        g.fill(r + 2, left + 1, left + width - 1, fg(c["blue"]) + ";" + IB, "▁")
        g.put(r + 2, left + width - 1, "▎", fg(c["blue"]) + ";" + bg(c["panel"]))

    def buttons(g, r, left, inner, specs):
        # specs: (label, kind, focused); kind primary, warning or default
        c = TC
        n = len(specs)
        gap = 2
        bw = (inner - gap * (n - 1)) // n
        x = left
        for label, kind, foc in specs:
            if kind == "primary":
                B, hi, lf = c["prim"], c["btnhi"], c["primlbl"]
            elif kind == "warning":
                B, hi, lf = c["warn"], c["warnhi"], c["darkfg"]
            else:
                B, hi, lf = c["panel"], c["btndef"], c["text"]
            g.fill(r, x, x + bw, fg(hi) + ";" + bg(B), "▔")
            g.fill(r + 1, x, x + bw, bg(B))
            lbl = " " + label + " "
            lx = x + (bw - len(lbl)) // 2
            if foc:
                g.put(r + 1, lx, lbl, fg(B) + ";1;" + bg(c["focus"]))
            else:
                g.put(r + 1, lx, lbl, fg(lf) + ";1;" + bg(B))
            g.fill(r + 2, x, x + bw, fg(hi) + ";" + bg(B), "▁")
            x += bw + gap

    def draw():
        g = Grid(W, H)
        base(g)
        m = st["modal"]
        if m is not None:
            g.restyle(dim_sgr)
        c = TC
        MT = fg(c["text"]) + ";" + bg(c["panel"])
        if m in ("goto", "saveas"):
            top = (H - 11) // 2
            left = modal_box(g, top, 11)
            title = "Go to Line" if m == "goto" else "Save As"
            g.put(top + 1, left + (60 - len(title)) // 2, title, MT)
            ph = "line or line:col (e.g. 5 or 3:7)" if m == "goto" else "Enter the file path"
            input_field(g, top + 3, left + 2, 56, st["input"], ph)
            ok = "Goto" if m == "goto" else "Save"
            buttons(g, top + 7, left + 2, 56, [(ok, "primary", False), ("Cancel", "default", False)])
        elif m == "close":
            top = (H - 9) // 2
            left = modal_box(g, top, 9)
            q = "Do you want to save the changes before closing?"
            g.put(top + 1, left + (60 - len(q)) // 2, q, MT)
            msg = "If you don't save, changes will be lost."
            g.put(top + 3, left + (60 - len(msg)) // 2, msg, MT)
            foc = st["sel"]
            buttons(g, top + 5, left + 2, 56, [("Save", "primary", foc == 0), ("Don't save", "warning", foc == 1),
                                               ("Cancel", "default", foc == 2)])
        elif m == "palette":
            PB = bg(hexc("1e1e1e"))
            left, right = 4, W - 4
            top = 3
            g.fill(top, left, right, fg(hexc("0a0f13")) + ";" + PB, "▔")
            for r in (top + 1, top + 2, top + 3):
                g.fill(r, left, right, PB)
            g.put(top + 2, left + 1, "🔎", fg(c["text"]) + ";" + PB)
            x = left + 4
            if st["input"]:
                x = g.put(top + 2, x, st["input"], fg(c["text"]) + ";" + PB)
                g.put(top + 2, x, " ", fg(c["bg"]) + ";" + bg(c["text"]))
            else:
                ph = "Search for commands…"
                g.put(top + 2, x, ph[0], fg(c["bg"]) + ";" + bg(c["text"]))
                g.put(top + 2, x + 1, ph[1:], fg(hexc("6d7479")) + ";" + PB)
            q = st["input"].lower()
            hits = [p for p in PALETTE if q in p[0].lower()] if q else PALETTE
            r = top + 4
            g.fill(r, left, right, PB)
            r += 1
            room = (H - 2 - r) // 2
            for i, (ti, he) in enumerate(hits[:room]):
                HB = bg(hexc("0c3656")) if i == st["sel"] else PB
                g.fill(r, left, right, HB)
                g.fill(r + 1, left, right, HB)
                g.put(r, left + 1, ti, fg(c["text"]) + ";1;" + HB)
                g.put(r + 1, left + 1, he, fg(hexc("9e9e9e")) + ";2;" + HB)
                r += 2
            g.fill(r, left, right, fg(hexc("0a0f13")) + ";" + PB, "▁")
        g.flush()

    out(CSI + "?1049h" + CSI + "?25l" + CSI + "?1000h" + CSI + "?1003h" + CSI + "?1015h" + CSI + "?1006h"
        + CSI + "?2004h")
    with Raw():
        try:
            while True:
                draw()
                k = readkey()
                m = st["modal"]
                tb = t()
                if k == "\x11":  # ^q
                    break
                if m is not None:
                    if k == "esc":
                        st["modal"] = None
                    elif m in ("goto", "saveas", "palette"):
                        if k in ("\x7f", "\x08"):
                            st["input"] = st["input"][:-1]
                            st["sel"] = 0
                        elif k == "down" and m == "palette":
                            st["sel"] += 1
                        elif k == "up" and m == "palette":
                            st["sel"] = max(0, st["sel"] - 1)
                        elif k == "\r":
                            if m == "goto" and st["input"].isdigit() and tb:
                                tb["row"] = min(int(st["input"]), len(tb["lines"])) - 1
                                tb["col"] = 0
                            if m == "saveas" and st["input"] and tb:
                                tb["path"] = os.path.abspath(st["input"])
                                tb["name"] = os.path.basename(st["input"])
                                tb["orig"] = list(tb["lines"])
                            st["modal"] = None
                        elif len(k) == 1 and k.isprintable():
                            st["input"] += k
                            st["sel"] = 0
                    elif m == "close":
                        if k in ("left", "btab"):
                            st["sel"] = (st["sel"] - 1) % 3
                        elif k in ("right", "\t"):
                            st["sel"] = (st["sel"] + 1) % 3
                        elif k in ("\r", " "):
                            if st["sel"] in (0, 1):
                                tabs.pop(st["tab"])
                                st["tab"] = max(0, st["tab"] - 1)
                            st["modal"] = None
                    continue
                if k == "\x07" and tb:  # ^g
                    st["modal"], st["input"] = "goto", ""
                elif k == "\x10":  # ^p
                    st["modal"], st["input"], st["sel"] = "palette", "", 0
                elif k == "\x17" and tb:  # ^w
                    if changed(tb):
                        st["modal"], st["sel"] = "close", 0
                    else:
                        tabs.pop(st["tab"])
                        st["tab"] = max(0, st["tab"] - 1)
                elif k == "\x0e":  # ^n
                    tabs.append({"name": "<Untitled>", "path": None, "lines": [""], "orig": [""],
                                 "row": 0, "col": 0})
                    st["tab"] = len(tabs) - 1
                elif k == "\x13" and tb:  # ^s
                    if tb["path"] is None:
                        st["modal"], st["input"] = "saveas", ""
                    else:
                        tb["orig"] = list(tb["lines"])
                elif tb is None:
                    continue
                elif k == "up":
                    tb["row"] = max(0, tb["row"] - 1)
                elif k == "down":
                    tb["row"] = min(len(tb["lines"]) - 1, tb["row"] + 1)
                elif k == "left":
                    tb["col"] = max(0, tb["col"] - 1)
                elif k == "right":
                    tb["col"] = min(len(tb["lines"][tb["row"]]), tb["col"] + 1)
                elif k in ("\x7f", "\x08"):
                    if tb["col"] > 0:
                        l = tb["lines"][tb["row"]]
                        tb["lines"][tb["row"]] = l[:tb["col"] - 1] + l[tb["col"]:]
                        tb["col"] -= 1
                elif k == "\r":
                    l = tb["lines"][tb["row"]]
                    tb["lines"][tb["row"]:tb["row"] + 1] = [l[:tb["col"]], l[tb["col"]:]]
                    tb["row"] += 1
                    tb["col"] = 0
                elif len(k) == 1 and k.isprintable():
                    l = tb["lines"][tb["row"]]
                    tb["lines"][tb["row"]] = l[:tb["col"]] + k + l[tb["col"]:]
                    tb["col"] += 1
        finally:
            out(CSI + "0m" + CSI + "?2004l" + CSI + "?1006l" + CSI + "?1015l" + CSI + "?1003l" + CSI + "?1000l"
                + CSI + "?25h" + CSI + "?1049l")


# ---------------------------------------------------------------- ruco

def ruco(args):
    W, H = size()
    path = args[0] if args else "untitled"
    lines = read_lines(path)
    orig = list(lines)
    st = {"row": 0, "col": 0, "ask": None, "answer": "", "sel": None, "cb": None}
    cache = {}
    shortcuts = ["^W Exit", "^S Save", "^F Find", "^R Replace", "^D Delete line", "^G Go to line",
                 "^B Select mode"]

    def ellipsize(s, mx):
        if len(s) <= mx:
            return s
        rem = mx - 3
        off = rem // 2
        return (s[:off + (1 if rem % 2 else 0)] + "..." + s[-off:])[:mx]

    def status():
        version = "Ruco 0.5.0 -- "
        position = " %d:%d" % (st["row"] + 1, st["col"] + 1)
        ind = ("*" if lines != orig else " ") + " "
        left = max(W - len(version + position + ind), 0)
        f = ellipsize(path, left)
        left -= len(f)
        return (version + f + ind + " " * left + position)[:W]

    def bar():
        used = 0
        fit = []
        for s in shortcuts:
            used += len(s)
            if used <= W:
                fit.append(s)
            used += 4
        return "    ".join(fit)

    def draw():
        o = [CSI + "H" + CSI + "0m"]
        o.append(CSI + "1;1H" + CSI + "7m" + status().ljust(W) + CSI + "0m")
        for i in range(H - 2):
            o.append(CSI + "%d;1H" % (i + 2) + CSI + "K")
            if i < len(lines):
                l = lines[i][:W]
                s = st["sel"]
                if s and s[0] == i:
                    o.append(l[:s[1]] + CSI + "7m" + l[s[1]:s[2]] + CSI + "0m" + l[s[2]:])
                else:
                    o.append(l)
        o.append(CSI + "%d;1H" % H + CSI + "7m")
        if st["ask"] is None:
            o.append(bar().ljust(W))
            o.append(CSI + "0m")
            o.append(CSI + "%d;%dH" % (st["row"] + 2, st["col"] + 1))
        else:
            label = st["ask"].strip() + " "
            o.append((label + st["answer"]).ljust(W))
            o.append(CSI + "0m")
            o.append(CSI + "%d;%dH" % (H, len(label) + len(st["answer"]) + 1))
        out("".join(o))

    def ask(q, cb, cached=False):
        st["ask"], st["cb"] = q, cb
        st["answer"] = cache.get(q, "") if cached else ""
        if cached:
            cache[q] = st["answer"]
        st["cached"] = cached

    def find(term):
        for i in range(st["row"], len(lines)):
            start = st["col"] + 1 if i == st["row"] else 0
            j = lines[i].find(term, start)
            if j >= 0:
                st["row"], st["col"] = i, j + len(term)
                st["sel"] = (i, j, j + len(term))
                return True
        return False

    out(CSI + "22;0;t" + ESC + "]0;" + ellipsize(path, 23) + "\x07;")
    out(CSI + "?1049h" + CSI + "?1h" + ESC + "=" + CSI + "?25h")
    quit_ = False
    with Raw():
        try:
            while not quit_:
                draw()
                k = readkey()
                if st["ask"] is not None:
                    q = st["ask"]
                    auto = q.startswith("Replace=") or q.startswith("Lose changes")
                    if k == "esc":
                        st["ask"] = None
                        st["sel"] = None
                        continue
                    if auto and len(k) == 1 and (k.isprintable() or k == "\r"):
                        cb = st["cb"]
                        st["ask"] = None
                        r = cb("" if k == "\r" else k)
                        if r == "quit":
                            quit_ = True
                        continue
                    if k == "\r":
                        cb, ans = st["cb"], st["answer"]
                        if st.get("cached"):
                            cache[q] = ans
                        st["ask"] = None
                        cb(ans)
                    elif k in ("\x7f", "\x08"):
                        st["answer"] = st["answer"][:-1]
                    elif len(k) == 1 and k.isprintable():
                        st["answer"] += k
                    continue
                st["sel"] = None
                if k in ("\x17", "\x11"):  # ^W ^Q
                    if lines != orig:
                        ask("Lose changes? Enter=Yes Esc=Cancel", lambda a: "quit")
                    else:
                        break
                elif k == "\x06":  # ^F
                    ask("Find: ", lambda a: find(a), cached=True)
                elif k == "\x07":  # ^G
                    def go(a):
                        if a.isdigit():
                            st["row"] = min(max(int(a) - 1, 0), len(lines) - 1)
                            st["col"] = 0
                    ask("Go to Line: ", go)
                elif k == "\x12":  # ^R
                    def got_term(term):
                        if find(term):
                            def with_(rep):
                                st["rep"] = rep
                                def each(a):
                                    i, j0, j1 = st["sel"]
                                    if a == "":
                                        lines[i] = lines[i][:j0] + rep + lines[i][j1:]
                                        st["col"] = j0 + len(rep)
                                    elif a == "a":
                                        lines[i] = lines[i][:j0] + rep + lines[i][j1:]
                                        st["col"] = j0 + len(rep)
                                        while find(term):
                                            i, j0, j1 = st["sel"]
                                            lines[i] = lines[i][:j0] + rep + lines[i][j1:]
                                            st["col"] = j0 + len(rep)
                                        st["sel"] = None
                                        return
                                    elif a != "s":
                                        st["sel"] = None
                                        return
                                    if find(term):
                                        ask("Replace=Enter Skip=s All=a Cancel=Esc", each)
                                    else:
                                        st["sel"] = None
                                ask("Replace=Enter Skip=s All=a Cancel=Esc", each)
                            ask("Replace with: ", with_, cached=True)
                    ask("Find: ", got_term, cached=True)
                elif k == "\x13":  # ^S
                    try:
                        with open(path, "w") as f:
                            f.write("\n".join(lines))
                        orig[:] = list(lines)
                    except OSError:
                        pass
                elif k == "\x04":  # ^D
                    if len(lines) > 1:
                        lines.pop(st["row"])
                        st["row"] = min(st["row"], len(lines) - 1)
                elif k == "up":
                    st["row"] = max(0, st["row"] - 1)
                    st["col"] = min(st["col"], len(lines[st["row"]]))
                elif k == "down":
                    st["row"] = min(len(lines) - 1, st["row"] + 1)
                    st["col"] = min(st["col"], len(lines[st["row"]]))
                elif k == "left":
                    st["col"] = max(0, st["col"] - 1)
                elif k == "right":
                    st["col"] = min(len(lines[st["row"]]), st["col"] + 1)
                elif k in ("\x7f", "\x08"):
                    if st["col"] > 0:
                        l = lines[st["row"]]
                        lines[st["row"]] = l[:st["col"] - 1] + l[st["col"]:]
                        st["col"] -= 1
                elif k == "\r":
                    l = lines[st["row"]]
                    lines[st["row"]:st["row"] + 1] = [l[:st["col"]], l[st["col"]:]]
                    st["row"] += 1
                    st["col"] = 0
                elif len(k) == 1 and k.isprintable():
                    l = lines[st["row"]]
                    lines[st["row"]] = l[:st["col"]] + k + l[st["col"]:]
                    st["col"] += 1
        finally:
            out(CSI + "0m" + CSI + "?1l" + ESC + ">" + CSI + "?1049l" + CSI + "23;0;t")


# ---------------------------------------------------------------- pye

def pye(args):
    W, H = size()
    HT = H - 1  # rows of text; the status row under them
    HI = CSI + "1;37;44m"
    NO = CSI + "0m"
    name = args[0] if args else "."
    st = {"row": 0, "col": 0, "top": 0, "msg": " V2.80 ", "find": "", "repl": ""}
    if os.path.isdir(name):
        os.chdir(name)
        wd = os.getcwd()
        fname = "/" if wd == "/" else wd.split("/")[-1]
        content = ["Directory '{}'".format(wd), ""] + sorted(os.listdir("."))
    else:
        fname = name
        try:
            with open(name, errors="ignore") as f:
                content = [l.rstrip() for l in f.readlines()]
        except OSError:
            content = [""]
            st["msg"] = "Error: file '" + name + "' may not exist"
        if not content:
            content = [""]
    orig = list(content)

    def status():
        chd = "*" if content != orig else ""
        return "{}{} Row: {}/{} Col: {}  {}".format(chd, fname, st["row"] + 1, len(content), st["col"] + 1,
                                                     st["msg"])[:W - 1]

    def display():
        o = [CSI + "?25l"]
        for r in range(HT):
            o.append(CSI + "%d;1H" % (r + 1))
            i = st["top"] + r
            if i < len(content):
                o.append(content[i][:W])
            o.append(CSI + "0K")
        o.append(CSI + "%d;1H" % H + HI + status() + CSI + "0K" + NO)
        o.append(CSI + "%d;%dH" % (st["row"] - st["top"] + 1, st["col"] + 1) + CSI + "?25h")
        out("".join(o))

    def line_edit(prompt, default):
        res = default
        out(CSI + "%d;1H" % H + HI + prompt + default + CSI + "0K")
        while True:
            k = readkey()
            if k in ("\r", "\t"):
                out(NO)
                return res
            if k in ("\x11", "esc", "\x03"):
                out(NO)
                return None
            if k in ("\x7f",):
                if res:
                    res = res[:-1]
                    out("\b \b")
            elif len(k) == 1 and k.isprintable() and len(prompt) + len(res) < W - 2:
                res += k
                out(k)

    def find(pat, start_col):
        for i in range(st["row"], len(content)):
            j = content[i].find(pat, start_col if i == st["row"] else 0)
            if j >= 0:
                st["row"], st["col"] = i, j
                return len(pat)
        st["msg"] = pat + " not found (again)"
        return None

    def scroll():
        if st["row"] < st["top"]:
            st["top"] = st["row"]
        elif st["row"] >= st["top"] + HT:
            st["top"] = st["row"] - HT // 2

    out(CSI + "?25l" + CSI + "1;%dr" % HT + CSI + "?9h")
    with Raw():
        try:
            while True:
                scroll()
                display()
                k = readkey()
                st["msg"] = ""
                l = content[st["row"]]
                if k in ("\x11", "esc"):
                    if content != orig:
                        res = line_edit("File changed! Quit (y/N/f)? ", "N")
                        if not res or res[0].upper() == "N":
                            continue
                    break
                elif k == "\x06":  # ^F
                    pat = line_edit("Find: ", st["find"])
                    if pat:
                        st["find"] = pat
                        find(pat, st["col"] + 1)
                elif k == "\x07":  # ^G
                    ln = line_edit("Goto Line: ", "")
                    if ln and ln.isdigit():
                        st["row"] = min(max(int(ln) - 1, 0), len(content) - 1)
                        st["col"] = 0
                elif k in ("\x12", "\x08"):  # ^R
                    pat = line_edit("Replace: ", st["find"])
                    if pat:
                        st["find"] = pat
                        rpat = line_edit("With: ", st["repl"] if st["repl"] else pat)
                        if rpat is not None:
                            st["repl"] = rpat
                            cur = (st["row"], st["col"])
                            count = 0
                            q = ""
                            while True:
                                n = find(pat, st["col"])
                                if n is None:
                                    break
                                if q != "a":
                                    st["msg"] = "Replace (yes/No/all/quit) ? "
                                    scroll()
                                    display()
                                    k2 = readkey()
                                    q = k2.lower() if len(k2) == 1 else ""
                                    if q == "q" or k2 in ("\x11", "esc"):
                                        break
                                if q in ("a", "y"):
                                    c = content[st["row"]]
                                    content[st["row"]] = c[:st["col"]] + rpat + c[st["col"] + n:]
                                    st["col"] += len(rpat)
                                    count += 1
                                else:
                                    st["col"] += 1
                            st["row"], st["col"] = cur
                            st["msg"] = "'{}' replaced {} times".format(pat, count)
                elif k == "\x0f":  # ^O
                    line_edit("Open file: ", "")
                elif k == "\x13":  # ^S
                    fn = line_edit("Save File: ", fname)
                    if fn:
                        try:
                            with open(fn, "w") as f:
                                f.write("\n".join(content) + "\n")
                            orig[:] = list(content)
                        except OSError:
                            pass
                elif k == "up":
                    st["row"] = max(0, st["row"] - 1)
                elif k == "down":
                    st["row"] = min(len(content) - 1, st["row"] + 1)
                elif k == "left":
                    st["col"] = max(0, st["col"] - 1)
                elif k == "right":
                    st["col"] = min(len(l), st["col"] + 1)
                elif k == "\x7f":
                    if st["col"] > 0:
                        content[st["row"]] = l[:st["col"] - 1] + l[st["col"]:]
                        st["col"] -= 1
                elif k == "\r":
                    content[st["row"]:st["row"] + 1] = [l[:st["col"]], l[st["col"]:]]
                    st["row"] += 1
                    st["col"] = 0
                elif len(k) == 1 and k.isprintable():
                    content[st["row"]] = l[:st["col"]] + k + l[st["col"]:]
                    st["col"] += 1
                st["col"] = min(st["col"], len(content[st["row"]]))
        finally:
            out(CSI + "r" + CSI + "?9l" + CSI + "%d;1H" % H + CSI + "0K" + CSI + "?25h")


# ---------------------------------------------------------------- lilly

def c256(n):
    return "38;5;%d" % n


def b256(n):
    return "48;5;%d" % n


def lilly(args):
    W, H = size()
    path = os.path.abspath(args[0]) if args else None
    if path:
        os.chdir(os.path.dirname(path))
    lines = read_lines(path) if path else [""]
    if len(lines) > 1 and lines[-1] == "":
        lines.pop()
    orig = list(lines)
    st = {"mode": "normal", "row": 0, "col": 0, "cmd": "", "leader": "", "dialog": None, "q": "", "sel": 0,
          "path": "", "msg": None}
    MODE = {"normal": ("NORMAL", 120), "leader": ("LEADER", 105), "command": ("COMMAND", 117),
            "insert": ("INSERT", 222), "visual": ("VISUAL", 134)}
    FILEBG, BRANCH, SPACER, POSBG, PINK, HILITE = 239, 219, 234, 238, 219, 139
    SUBTLE, LINENR, CURLINE = 241, 243, 235
    cwd = os.getcwd()
    found = []
    for dp, dns, fns in os.walk(cwd):
        dns[:] = sorted(d for d in dns if not d.startswith("."))
        for f in sorted(fns):
            found.append(os.path.join(dp, f))

    def box(g, top, left, w, h, col):
        s = c256(col)
        g.put(top, left, "┌" + "─" * (w - 2) + "┐", s)
        for r in range(top + 1, top + h - 1):
            g.put(r, left, "│", s)
            g.fill(r, left + 1, left + w - 1, "")
            g.put(r, left + w - 1, "│", s)
        g.put(top + h - 1, left, "└" + "─" * (w - 2) + "┘", s)

    def input_box(g, top, left, w, value):
        box(g, top, left, w, 3, PINK)
        x = g.put(top + 1, left + 1, ">", "")
        x = g.put(top + 1, x + 1, value, "")
        g.put(top + 1, x, " ", b256(250))

    def draw():
        g = Grid(W, H)
        ht = H - 2
        gw = len(str(ht)) + 1
        # the text
        for i in range(ht):
            if i < len(lines):
                if i == st["row"]:
                    g.fill(i, gw, W, b256(CURLINE))
                nr = str(i + 1)
                g.put(i, gw - 1 - len(nr), nr, c256(LINENR))
                g.put(i, gw, lines[i][:W - gw], b256(CURLINE) if i == st["row"] else "")
        r, c = st["row"], st["col"]
        ch = lines[r][c] if c < len(lines[r]) else " "
        if st["mode"] == "insert":
            g.put(r, gw + c, ch, "4;" + b256(CURLINE))
        else:
            g.put(r, gw + c, ch, c256(16) + ";" + b256(255))
        # the status row
        y = H - 2
        g.fill(y, 0, W, b256(SPACER))
        label, mc = MODE[st["mode"]]
        x = g.put(y, 0, "\ue0b6█", c256(mc))
        x = g.put(y, x, label, c256(16) + ";" + b256(mc))
        x = g.put(y, x, "█\ue0b8", c256(mc))
        x = g.put(y, x, "\ue0be█", c256(FILEBG))
        x = g.put(y, x, os.path.basename(path) if path else "???", c256(255) + ";" + b256(FILEBG))
        x = g.put(y, x, "█\ue0b8", c256(FILEBG))
        x = g.put(y, x, "\ue0be█", c256(BRANCH))
        x = g.put(y, x, "???", c256(16) + ";" + b256(BRANCH))
        x = g.put(y, x, "█\ue0b8", c256(BRANCH))
        g.put(y, x, "\ue0be", c256(SPACER))
        pos = "%d:%d" % (st["row"], st["col"])
        s0 = W - len(pos) - 3
        g.put(y, s0 - 1, "\ue0bc", c256(SPACER))
        x = g.put(y, s0, "\ue0ba█", c256(POSBG))
        x = g.put(y, x, pos, c256(255) + ";" + b256(POSBG))
        g.put(y, x, "█", c256(POSBG))
        # the row under it
        y = H - 1
        if st["msg"]:
            g.put(y, 1, st["msg"], c256(203))
        elif st["mode"] == "leader":
            ld = "<leader>" + st["leader"]
            g.put(y, W - len(ld) - 1, ld, c256(SUBTLE))
        elif st["mode"] == "command":
            x = g.put(y, 0, ":" + st["cmd"], c256(SUBTLE))
            g.put(y, x, " ", b256(250))
        d = st["dialog"]
        if d == "picker":
            pw, ph = int(W * 0.8), int(H * 0.8)
            left, top = W // 2 - pw // 2, H // 2 - ph // 2
            for rr in range(top, top + ph):
                g.fill(rr, left, left + pw, "")
            rh = ph - 3
            lw = pw // 2
            box(g, top, left, lw, rh, PINK)
            box(g, top, left + lw, pw - lw, rh, PINK)
            q = st["q"]
            hits = [f for f in found if all(ch in f.lower() for ch in q.lower())] if q else found
            st["hits"] = hits
            yy = top + 1 + rh - 3
            for i, f in enumerate(hits[:rh - 2]):
                p = f.replace(cwd, ".")
                if i == st["sel"]:
                    g.fill(yy, left + 1, left + lw - 1, c256(16) + ";" + b256(HILITE))
                    g.put(yy, left + 1, ("» " + p)[:lw - 3], c256(16) + ";" + b256(HILITE))
                else:
                    g.put(yy, left + 1, ("  " + p)[:lw - 3], "")
                yy -= 1
            if hits:
                prev = read_lines(hits[min(st["sel"], len(hits) - 1)])
                for i, pl in enumerate(prev[:rh - 2]):
                    g.put(top + 1 + i, left + lw + 1, pl[:pw - lw - 3], "")
            else:
                msg = "No preview"
                g.put(top + rh // 2, left + lw + (pw - lw) // 2 - len(msg) // 2, msg, c256(SUBTLE))
            input_box(g, top + rh, left, pw, q)
        elif d == "newfile":
            dw, dh = 70, 11
            left, top = W // 2 - dw // 2, H // 2 - dh // 2
            for rr in range(top, top + dh):
                g.fill(rr, left, left + dw, "")
            box(g, top, left, dw, dh, PINK)
            g.put(top + 2, left + 3, "Create new file", "")
            g.put(top + 4, left + 3, "Path", "")
            input_box(g, top + 5, left + 3, dw - 4, st["path"])
            g.put(top + 1 + dh - 2 - 2, left + 3, "Enter to create • Esc to cancel", c256(SUBTLE))
        g.flush()

    out(CSI + "?1049h" + CSI + "?25l" + CSI + "?1004h")
    with Raw():
        try:
            while True:
                draw()
                k = readkey()
                st["msg"] = None
                d = st["dialog"]
                if d is not None:
                    field = "q" if d == "picker" else "path"
                    if k in ("esc", "\x03"):
                        st["dialog"] = None
                    elif k in ("\x7f", "\x08"):
                        st[field] = st[field][:-1]
                        st["sel"] = 0
                    elif k == "up" and d == "picker":
                        st["sel"] += 1
                    elif k == "down" and d == "picker":
                        st["sel"] = max(0, st["sel"] - 1)
                    elif k == "\r":
                        st["dialog"] = None
                    elif len(k) == 1 and k.isprintable():
                        st[field] += k
                        st["sel"] = 0
                    continue
                m = st["mode"]
                if m == "leader":
                    if k == "esc":
                        st["mode"] = "normal"
                    elif len(k) == 1:
                        st["leader"] += k
                        if st["leader"] == "ff":
                            st["mode"], st["dialog"], st["q"], st["sel"] = "normal", "picker", "", 0
                        elif st["leader"] == "nf":
                            st["mode"], st["dialog"], st["path"] = "normal", "newfile", ""
                        elif len(st["leader"]) >= 2:
                            st["mode"] = "normal"
                    continue
                if m == "command":
                    if k == "esc":
                        st["mode"] = "normal"
                    elif k == "\r":
                        c = st["cmd"]
                        st["mode"] = "normal"
                        if c in ("q", "qa"):
                            break
                        if c == "w":
                            with open(path, "w") as f:
                                f.write("\n".join(lines) + "\n")
                        elif not c.isdigit():
                            st["msg"] = "unknown command '%s'" % c
                    elif k in ("\x7f", "\x08"):
                        st["cmd"] = st["cmd"][:-1]
                    elif len(k) == 1 and k.isprintable():
                        st["cmd"] += k
                    continue
                if m == "insert":
                    if k == "esc":
                        st["mode"] = "normal"
                        st["col"] = max(0, st["col"] - 1)
                    elif k in ("\x7f", "\x08"):
                        if st["col"] > 0:
                            l = lines[st["row"]]
                            lines[st["row"]] = l[:st["col"] - 1] + l[st["col"]:]
                            st["col"] -= 1
                    elif k == "\r":
                        l = lines[st["row"]]
                        lines[st["row"]:st["row"] + 1] = [l[:st["col"]], l[st["col"]:]]
                        st["row"] += 1
                        st["col"] = 0
                    elif len(k) == 1 and k.isprintable():
                        l = lines[st["row"]]
                        lines[st["row"]] = l[:st["col"]] + k + l[st["col"]:]
                        st["col"] += 1
                    continue
                if k == ";":
                    st["mode"], st["leader"] = "leader", ""
                elif k == ":":
                    st["mode"], st["cmd"] = "command", ""
                elif k == "i":
                    st["mode"] = "insert"
                elif k == "A":
                    st["mode"] = "insert"
                    st["col"] = len(lines[st["row"]])
                elif k in ("j", "down"):
                    st["row"] = min(len(lines) - 1, st["row"] + 1)
                elif k in ("k", "up"):
                    st["row"] = max(0, st["row"] - 1)
                elif k in ("h", "left"):
                    st["col"] = max(0, st["col"] - 1)
                elif k in ("l", "right"):
                    st["col"] = min(max(len(lines[st["row"]]) - 1, 0), st["col"] + 1)
                st["col"] = min(st["col"], max(len(lines[st["row"]]) - (0 if st["mode"] == "insert" else 1), 0))
        finally:
            out(CSI + "0m" + CSI + "?1004l" + CSI + "?25h" + CSI + "?1049l")


# ---------------------------------------------------------------- cano

def cano(args):
    W, H = size()
    path = args[0] if args else "out.txt"
    try:
        with open(path, errors="replace") as f:
            data = f.read()
    except OSError:
        data = ""
    rows = data.split("\n")
    LN = 5
    YEL = CSI + "33m"
    BLU = CSI + "34m"
    NO = CSI + "0m"
    st = {"mode": "NORMAL", "row": 0, "col": 0, "cmd": "", "explore": False, "ecur": 0}
    entries = []
    for n in os.listdir("."):
        if n == ".":
            continue
        if os.path.isdir(n):
            entries.append(n + "/")
        elif os.path.isfile(n):
            entries.append(n)
    entries.append("../")
    entries.sort()

    def draw():
        o = [CSI + "H" + CSI + "2J"]
        cur = st["ecur"] if st["explore"] else st["row"]
        if st["explore"]:
            for i, e in enumerate(entries[:H - 2]):
                o.append(CSI + "%d;%dH" % (i + 1, LN + 1) + BLU + e + NO)
        else:
            for i, l in enumerate(rows[:H - 2]):
                n = str(i + 1) if i == cur else str(abs(i - cur))
                o.append(CSI + "%d;1H" % (i + 1) + YEL + n + NO)
                o.append(CSI + "%d;%dH" % (i + 1, LN + 1) + l[:W - LN])
        col = 0 if st["explore"] else st["col"]
        o.append(CSI + "%d;%dH" % (H - 1, W // 2 + 1) + "%d:%d" % (cur + 1, col + 1))
        o.append(CSI + "%d;%dH" % (H - 1, 1) + st["mode"][:7])
        if st["mode"] in ("COMMAND", "SEARCH"):
            o.append(CSI + "%d;1H" % H + ":" + st["cmd"])
            o.append(CSI + "%d;%dH" % (H, len(st["cmd"]) + 2))
        else:
            o.append(CSI + "%d;%dH" % (cur + 1, LN + col + 1))
        out("".join(o))

    out(CSI + "?1049h" + CSI + "?1h" + ESC + "=" + CSI + "?25h")
    with Raw():
        try:
            while True:
                out(CSI + ("5" if st["mode"] == "INSERT" else "0") + " q")
                draw()
                k = readkey()
                if k == "\x11":  # ^Q, in any mode
                    break
                m = st["mode"]
                if k == "esc":
                    st["mode"] = "NORMAL"
                    continue
                if m in ("COMMAND", "SEARCH"):
                    if k == "\r":
                        st["mode"], st["cmd"] = "NORMAL", ""
                    elif k in ("\x7f", "\x08"):
                        st["cmd"] = st["cmd"][:-1]
                    elif len(k) == 1 and k.isprintable():
                        st["cmd"] += k
                    continue
                if m == "INSERT":
                    l = rows[st["row"]]
                    if k in ("\x7f", "\x08"):
                        if st["col"] > 0:
                            rows[st["row"]] = l[:st["col"] - 1] + l[st["col"]:]
                            st["col"] -= 1
                    elif k == "\r":
                        rows[st["row"]:st["row"] + 1] = [l[:st["col"]], l[st["col"]:]]
                        st["row"] += 1
                        st["col"] = 0
                    elif len(k) == 1 and k.isprintable():
                        rows[st["row"]] = l[:st["col"]] + k + l[st["col"]:]
                        st["col"] += 1
                    continue
                if st["explore"]:
                    if k in ("j", "down"):
                        st["ecur"] = min(len(entries) - 1, st["ecur"] + 1)
                    elif k in ("k", "up"):
                        st["ecur"] = max(0, st["ecur"] - 1)
                    elif k == "\x0e":
                        st["explore"] = False
                    continue
                if k == "\x0e":  # ^N
                    st["explore"] = True
                elif k == "i":
                    st["mode"] = "INSERT"
                elif k == ":":
                    st["mode"], st["cmd"] = "COMMAND", ""
                elif k == "/":
                    st["mode"], st["cmd"] = "SEARCH", ""
                elif k in ("j", "down"):
                    st["row"] = min(len(rows) - 1, st["row"] + 1)
                elif k in ("k", "up"):
                    st["row"] = max(0, st["row"] - 1)
                elif k in ("h", "left"):
                    st["col"] = max(0, st["col"] - 1)
                elif k in ("l", "right"):
                    st["col"] = min(len(rows[st["row"]]), st["col"] + 1)
                st["col"] = min(st["col"], len(rows[st["row"]]))
        finally:
            out(CSI + "0 q" + CSI + "?1l" + ESC + ">" + CSI + "?1049l")


TOOLS = {"textual-code": textual_code, "ruco": ruco, "pye": pye, "lilly": lilly, "cano": cano}

if __name__ == "__main__":
    if len(sys.argv) < 2 or sys.argv[1] not in TOOLS:
        sys.stderr.write("usage: threehundredfiftysixth_ideditors.py TOOL [FILE]\n")
        sys.exit(2)
    TOOLS[sys.argv[1]](sys.argv[2:])
