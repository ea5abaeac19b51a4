#!/usr/bin/env python3
"""The threehundredsixtyeighth set's imitations: the dialogs and forms of
four full-screen programs that Debian does not package, built on Textual,
ratatui and Bubble Tea, each drawn the way the real program draws (as
known from its documentation, its source and its screenshots): its main
screen, and the quit confirm, settings form, dropdown, rename field or
delete dialog it draws over it.

  kanban    Zaloog's kanban-tui (`ktui`; Textual, the alternate screen,
            the mouse reported, bracketed paste, the terminal's cursor
            hidden, Textual's own cursor a reversed cell): a header, the
            tabs `Kanban Board  Overview  Settings`, the board's columns
            of task cards (the focused one's border orange), a footer of
            keys; n a `Create New Task` form over the dimmed board
            (inputs, a select, a text area, a switch, buttons), the
            category select's list dropped open; d a dialog asking to
            delete the focused task; ^q one asking to quit; the Settings
            tab, a form of inputs and switches
  serpl     yassinebridi's serpl, search and replace (ratatui over
            crossterm, the alternate screen, the terminal's cursor at the
            end of the focused field, hidden elsewhere): the `Search` and
            `Replace` fields with their modes in brackets, the search
            results and a preview of the selected file's matches, a row of
            keys; ^o a popup asking to replace all matches (or, the
            replace field empty, to replace them with nothing)
  rucola    Linus Mussmaecher's rucola, a note manager (ratatui over
            crossterm, the alternate screen): global and local statistics,
            a filter field, the notes' table, a row of keys; n a popup
            field naming a new note, r one renaming the selected note
            (the terminal's cursor in the field), d a popup asking to
            delete it
  argonaut  darksworm's argonaut, an Argo CD client (Bubble Tea over
            lipgloss, the alternate screen, bracketed paste, the cursor
            hidden): its logo and context, a rounded table of
            applications with their sync and health, a status row and a
            help row; s a modal asking to sync the selected application
            (Yes and Cancel, the focused one pink), R its deployment
            history to roll back to and a modal asking to, ^d a modal
            asking to delete it (y and n)

Run: threehundredsixtyeighth_dialogs.py TOOL
"""
import os
import select
import sys
import termios
import tty

ESC = "\x1b"
W, H = 80, 24


def out(s):
    sys.stdout.write(s)
    sys.stdout.flush()


KEYS = {
    b"\x1b[A": "up", b"\x1b[B": "down", b"\x1b[C": "right", b"\x1b[D": "left",
    b"\x1bOA": "up", b"\x1bOB": "down", b"\x1bOC": "right", b"\x1bOD": "left",
    b"\x1b[H": "home", b"\x1b[F": "end", b"\x1bOH": "home", b"\x1bOF": "end",
    b"\x1b[5~": "pgup", b"\x1b[6~": "pgdn", b"\x1b": "esc", b"\x1b[Z": "btab",
    b"\x1b[3~": "delete", b"\x1b[200~": "paste", b"\x1b[201~": "endpaste",
}


def readkey():
    """One key: a character, a control character as typed, or a name."""
    fd = sys.stdin.fileno()
    b = os.read(fd, 1)
    if b != b"\x1b":
        if b and b[0] >= 0xc0:
            n = 1 if b[0] < 0xe0 else (2 if b[0] < 0xf0 else 3)
            b += os.read(fd, n)
        s = b.decode("utf-8", "replace")
        return {"\r": "enter", "\n": "enter", "\t": "tab", "\x7f": "bs", "\x08": "bs"}.get(s, s)
    seq = b
    while True:
        r, _, _ = select.select([fd], [], [], 0.05)
        if not r:
            break
        seq += os.read(fd, 1)
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


class Grid:
    """A screen of cells, each a character and its SGR parameters, drawn
    whole each frame and written out only where a row changed, as
    Textual, ratatui and Bubble Tea write their frames."""

    def __init__(self):
        self.last = None
        self.clear()

    def clear(self, st=""):
        self.cells = [[(" ", st)] * W for _ in range(H)]
        self.cursor = None

    def put(self, x, y, s, st=""):
        if 0 <= y < H:
            for ch in s:
                if 0 <= x < W:
                    self.cells[y][x] = (ch, st)
                x += 1
        return x

    def fill(self, x, y, w, st="", ch=" "):
        self.put(x, y, ch * w, st)

    def show(self):
        rows = [list(r) for r in self.cells]
        buf = []
        for y in range(H):
            if self.last is not None and self.last[0][y] == rows[y]:
                continue
            buf.append(ESC + "[%d;1H" % (y + 1))
            cur = None
            for ch, st in rows[y]:
                if st != cur:
                    buf.append(ESC + "[0" + (";" + st if st else "") + "m")
                    cur = st
                buf.append(ch)
            buf.append(ESC + "[0m")
        if self.cursor is not None:
            buf.append(ESC + "[%d;%dH" % (self.cursor[1] + 1, self.cursor[0] + 1))
        if self.last is None or (self.last[1] is None) != (self.cursor is None):
            buf.append(ESC + ("[?25h" if self.cursor is not None else "[?25l"))
        if buf:
            out("".join(buf))
        self.last = (rows, self.cursor)


def box(g, x, y, w, h, st, kind="plain", fill=None, title=None, tst=None, center=False):
    ch = {"plain": "┌┐└┘─│", "rounded": "╭╮╰╯─│", "double": "╔╗╚╝═║", "thick": "┏┓┗┛━┃"}[kind]
    if fill is not None:
        for r in range(y, y + h):
            g.fill(x, r, w, fill)
    g.put(x, y, ch[0] + ch[4] * (w - 2) + ch[1], st)
    for r in range(y + 1, y + h - 1):
        g.put(x, r, ch[5], st)
        g.put(x + w - 1, r, ch[5], st)
    g.put(x, y + h - 1, ch[2] + ch[4] * (w - 2) + ch[3], st)
    if title:
        tx = x + (w - len(title)) // 2 if center else x + 1
        g.put(tx, y, title, tst if tst is not None else st)


def center(g, x, y, w, s, st=""):
    g.put(x + (w - len(s)) // 2, y, s, st)


def run(draw, handle, modes=""):
    """Draw and handle keys until handle returns False or ^C comes."""
    g = Grid()
    out(ESC + "[?1049h" + ESC + "[H" + ESC + "[2J" + modes)
    try:
        with Raw():
            while True:
                draw(g)
                g.show()
                k = readkey()
                if k == "\x03" or handle(k) is False:
                    break
    finally:
        undo = "".join(ESC + "[?%sl" % m for m in ("1006", "1003", "1000", "2004", "1004") if ("[?%sh" % m) in modes)
        out(undo + ESC + "[0m" + ESC + "[?25h" + ESC + "[?1049l")


def printable(k):
    return len(k) == 1 and k.isprintable()


# ---------------------------------------------------------------- kanban-tui

# textual-dark's colours, as 256-colour approximations.
KBG, KSURF, KPANEL, KACC, KPRIM = "48;5;233", "48;5;235", "48;5;236", "38;5;214", "38;5;33"
CATS = ["Maintenance", "Feeding", "Diving", "Admin"]
CATCOL = {"Maintenance": "38;5;33", "Feeding": "38;5;71", "Diving": "38;5;135", "Admin": "38;5;179"}
TASKS = [
    ["Ready", [("Refill kelp feeders", "Feeding", "due 2026-12-03"),
               ("Calibrate pH sensor", "Maintenance", "due 2026-12-05"),
               ("Order spare pumps", "Admin", "no due date")]],
    ["Doing", [("Clean filter tank 2", "Maintenance", "started 2026-11-27"),
               ("Write dive log", "Diving", "started 2026-11-28")]],
    ["Done", [("Replace UV lamp", "Maintenance", "done 2026-11-25")]],
]


def tall(g, x, y, w, h, st_border, bgst):
    """A Textual `tall` border around h-2 rows of content."""
    g.put(x, y, "▊" + "▔" * (w - 2) + "▎", st_border + ";" + bgst)
    for r in range(y + 1, y + h - 1):
        g.put(x, r, "▊", st_border + ";" + bgst)
        g.fill(x + 1, r, w - 2, bgst)
        g.put(x + w - 1, r, "▎", st_border + ";" + bgst)
    g.put(x, y + h - 1, "▊" + "▁" * (w - 2) + "▎", st_border + ";" + bgst)


def tbutton(g, x, y, w, label, bg, light, dark, focused):
    """A Textual button: three rows, its label bold reverse when focused."""
    g.put(x, y, "▔" * w, light + ";" + bg)
    g.fill(x, y + 1, w, bg)
    lx = x + (w - len(label)) // 2
    g.put(lx, y + 1, label, ("1;7;97;" if focused else "1;97;") + bg)
    g.put(x, y + 2, "▁" * w, dark + ";" + bg)


def tswitch(g, x, y, on, focused):
    """A Textual switch: a slider in a tall border."""
    tall(g, x, y, 10, 3, KACC if focused else "38;5;238", "48;5;236")
    if on:
        g.put(x + 1, y + 1, "━━━━", "38;5;238;48;5;236")
        g.put(x + 5, y + 1, "━━━━", "38;5;71;48;5;236")
    else:
        g.put(x + 1, y + 1, "━━━━", "38;5;245;48;5;236")
        g.put(x + 5, y + 1, "━━━━", "38;5;238;48;5;236")


def kanban():
    st = {"tab": 0, "col": 0, "row": 0, "modal": None, "focus": 0, "title": "", "cat": 0, "open": False,
          "hl": 0, "desc": "", "due": False, "ask": 0, "sfocus": 0,
          "settings": {"db": "~/.local/share/kanban_tui/kanban_tui.db", "color": "#1e90ff", "width": "26",
                       "expand": False, "archive": False}}
    NEWF = ["title", "category", "description", "due", "create", "cancel"]
    SETF = ["tabs", "db", "color", "width", "expand", "archive"]

    def header(g, d):
        g.fill(0, 0, W, d("97;" + KPANEL))
        g.put(1, 0, "⭘", d("97;" + KPANEL))
        t = "KanbanTui"
        s = " — Reef Lab"
        x = (W - len(t) - len(s)) // 2
        x = g.put(x, 0, t, d("97;" + KPANEL))
        g.put(x, 0, s, d("38;5;245;" + KPANEL))

    def tabs(g, d):
        x = 1
        g.put(0, 2, "━" * W, d("38;5;238;" + KBG))
        for i, name in enumerate(("Kanban Board", "Overview", "Settings")):
            act = i == st["tab"]
            sty = ("1;97;" if act else "38;5;245;") + KBG
            if act and st["tab"] == 2 and SETF[st["sfocus"]] == "tabs":
                sty = "1;7;97;" + KBG
            g.put(x + 1, 1, name, d(sty))
            if act:
                g.put(x, 2, "━" * (len(name) + 2), d(KACC + ";" + KBG))
            x += len(name) + 3

    def footer(g, keys, right=True):
        g.fill(0, H - 1, W, "97;" + KPANEL)
        x = 1
        for k, what in keys:
            x = g.put(x, H - 1, k, "1;" + KACC + ";" + KPANEL)
            x = g.put(x, H - 1, " " + what + "  ", "97;" + KPANEL)
        if right:
            g.put(W - 12, H - 1, "^p", "1;" + KACC + ";" + KPANEL)
            g.put(W - 10, H - 1, " palette", "97;" + KPANEL)

    def board(g, dim=False):
        d = (lambda s: "2;" + s) if dim else (lambda s: s)
        g.clear(d(KBG))
        header(g, d)
        tabs(g, d)
        for c, (name, tasks) in enumerate(TASKS):
            x = c * 27
            g.fill(x, 3, 26, d(KSURF))
            center(g, x, 3, 26, "%s (%d)" % (name, len(tasks)), d("1;97;" + KSURF))
            for r, (title, cat, info) in enumerate(tasks):
                y = 4 + r * 4
                foc = (c, r) == (st["col"], st["row"])
                bst = (KACC if foc else CATCOL[cat]) + ";" + (KSURF if foc else KBG)
                box(g, x, y, 26, 4, d(bst), kind="rounded", fill=d(KSURF if foc else KBG))
                g.put(x + 2, y + 1, title, d("1;97;" + (KSURF if foc else KBG)))
                g.put(x + 2, y + 2, info, d("38;5;245;" + (KSURF if foc else KBG)))

    def overview(g):
        g.clear(KBG)
        header(g, lambda s: s)
        tabs(g, lambda s: s)
        g.put(2, 4, "Tasks per column", "1;97;" + KBG)
        for i, (name, tasks) in enumerate(TASKS):
            g.put(2, 6 + i, "%-6s %s %d" % (name, "█" * (len(tasks) * 6), len(tasks)), "38;5;33;" + KBG)
        g.put(2, 11, "Tasks per category", "1;97;" + KBG)
        for i, cat in enumerate(CATS):
            n = sum(1 for _, ts in TASKS for t in ts if t[1] == cat)
            g.put(2, 13 + i, "%-12s %s %d" % (cat, "█" * (n * 6), n), CATCOL[cat] + ";" + KBG)

    def settings(g):
        g.clear(KBG)
        header(g, lambda s: s)
        tabs(g, lambda s: s)
        f = SETF[st["sfocus"]]
        s = st["settings"]

        def inp(y, w, label, name, dimval=False):
            g.put(2, y, label, ("1;97;" if f == name else "97;") + KBG)
            tall(g, 1, y + 1, w, 3, KACC if f == name else "38;5;238", "48;5;236")
            g.put(3, y + 2, s[name], ("38;5;245;" if dimval else "97;") + "48;5;236")
            if f == name:
                g.put(3 + len(s[name]), y + 2, " ", "7;97;48;5;236")

        inp(3, 46, "Database File", "db", dimval=True)
        inp(7, 20, "Task Default Color", "color")
        inp(11, 12, "Column Width", "width")
        tswitch(g, 1, 15, s["expand"], f == "expand")
        g.put(12, 16, "Always Expand Tasks", "97;" + KBG)
        tswitch(g, 1, 18, s["archive"], f == "archive")
        g.put(12, 19, "Show Archive Column", "97;" + KBG)
        g.put(2, 21, "Columns: Ready, Doing, Done", "38;5;245;" + KBG)
        box(g, 50, 3, 28, 10, "38;5;238;" + KBG, kind="rounded", title=" Categories ", tst="1;97;" + KBG)
        for i, cat in enumerate(CATS):
            g.put(52, 5 + i, "■", CATCOL[cat] + ";" + KBG)
            g.put(54, 5 + i, cat, "97;" + KBG)
        g.put(52, 10, "+ New Category", "38;5;245;" + KBG)

    def newtask(g):
        board(g, dim=True)
        fx, fy, fw, fh = 10, 1, 60, 22
        box(g, fx, fy, fw, fh, KACC + ";" + KSURF, kind="rounded", fill=KSURF,
            title=" Create New Task ", tst="1;97;" + KSURF, center=True)
        f = NEWF[st["focus"]]
        lab = lambda name: ("1;97;" if f == name else "38;5;250;") + KSURF
        ix, iw = fx + 2, fw - 4
        g.put(ix, fy + 1, "Title", lab("title"))
        tall(g, ix, fy + 2, iw, 3, KACC if f == "title" else "38;5;238", "48;5;236")
        if st["title"]:
            g.put(ix + 2, fy + 3, st["title"], "97;48;5;236")
            if f == "title":
                g.put(ix + 2 + len(st["title"]), fy + 3, " ", "7;97;48;5;236")
        else:
            ph = "Enter the task title"
            g.put(ix + 2, fy + 3, ph, "38;5;243;48;5;236")
            if f == "title":
                g.put(ix + 2, fy + 3, ph[0], "7;38;5;243;48;5;236")
        g.put(ix, fy + 5, "Category", lab("category"))
        tall(g, ix, fy + 6, iw, 3, KACC if f == "category" else "38;5;238", "48;5;236")
        g.put(ix + 2, fy + 7, CATS[st["cat"]], "97;48;5;236")
        g.put(ix + iw - 3, fy + 7, "▲" if st["open"] else "▼", "97;48;5;236")
        g.put(ix, fy + 9, "Description", lab("description"))
        tall(g, ix, fy + 10, iw, 4, KACC if f == "description" else "38;5;238", "48;5;236")
        g.put(ix + 2, fy + 11, st["desc"], "97;48;5;236")
        tswitch(g, ix, fy + 14, st["due"], f == "due")
        g.put(ix + 12, fy + 15, "Set a due date", lab("due"))
        tbutton(g, fx + 12, fy + 17, 15, "Create Task", "48;5;29", "38;5;72", "38;5;22", f == "create")
        tbutton(g, fx + 33, fy + 17, 15, "Cancel", "48;5;124", "38;5;167", "38;5;52", f == "cancel")
        if st["open"]:
            oy = fy + 9
            tall(g, ix, oy, iw, len(CATS) + 2, "38;5;238", "48;5;236")
            for i, cat in enumerate(CATS):
                sty = "1;97;48;5;25" if i == st["hl"] else "97;48;5;236"
                g.fill(ix + 1, oy + 1 + i, iw - 2, sty)
                g.put(ix + 2, oy + 1 + i, cat, sty)
        footer(g, [("esc", "Cancel"), ("tab", "Focus Next"), ("shift+tab", "Focus Previous"), ("^s", "Save")])

    def ask(g, text, sub, yes, no, border):
        board(g, dim=True)
        bx, by, bw, bh = 15, 8, 50, 9
        box(g, bx, by, bw, bh, border + ";" + KSURF, kind="rounded", fill=KSURF)
        center(g, bx, by + 2, bw, text, "1;97;" + KSURF)
        if sub:
            center(g, bx, by + 3, bw, sub, "38;5;245;" + KSURF)
        tbutton(g, bx + 8, by + 4, 12, yes, "48;5;124", "38;5;167", "38;5;52", st["ask"] == 0)
        tbutton(g, bx + 30, by + 4, 12, no, "48;5;239", "38;5;244", "38;5;236", st["ask"] == 1)

    def focused_task():
        tasks = TASKS[st["col"]][1]
        return tasks[st["row"]] if st["row"] < len(tasks) else None

    def draw(g):
        m = st["modal"]
        if m == "new":
            newtask(g)
        elif m == "delete":
            ask(g, "Delete the task '%s'?" % focused_task()[0], "This cannot be undone.", "Yes", "No", "38;5;167")
            footer(g, [("esc", "Close"), ("tab", "Focus Next")], right=False)
        elif m == "quit":
            ask(g, "Do you want to quit KanbanTui?", "", "Quit", "Cancel", KACC)
            footer(g, [("esc", "Close"), ("tab", "Focus Next")], right=False)
        elif st["tab"] == 0:
            board(g)
            footer(g, [("^q", "Quit"), ("n", "New"), ("e", "Edit"), ("d", "Delete"), ("H/L", "Move"),
                       ("^l", "Next Tab")])
        elif st["tab"] == 1:
            overview(g)
            footer(g, [("^q", "Quit"), ("^l", "Next Tab")])
        else:
            settings(g)
            footer(g, [("^q", "Quit"), ("^l", "Next Tab"), ("tab", "Focus Next"), ("^s", "Save Settings")])

    def handle(k):
        m = st["modal"]
        if m in ("delete", "quit"):
            if k in ("left", "right", "tab", "btab"):
                st["ask"] ^= 1
            elif k == "esc":
                st["modal"] = None
            elif k in ("enter", " "):
                if st["ask"] == 0:
                    if m == "quit":
                        return False
                    TASKS[st["col"]][1].pop(st["row"])
                    st["row"] = max(0, min(st["row"], len(TASKS[st["col"]][1]) - 1))
                st["modal"] = None
            return True
        if m == "new":
            f = NEWF[st["focus"]]
            if st["open"]:
                if k == "down" and st["hl"] < len(CATS) - 1:
                    st["hl"] += 1
                elif k == "up" and st["hl"] > 0:
                    st["hl"] -= 1
                elif k == "enter":
                    st["cat"], st["open"] = st["hl"], False
                elif k == "esc":
                    st["open"] = False
                return True
            if k == "esc":
                st["modal"] = None
            elif k == "tab":
                st["focus"] = (st["focus"] + 1) % len(NEWF)
            elif k == "btab":
                st["focus"] = (st["focus"] - 1) % len(NEWF)
            elif f == "title" and printable(k):
                st["title"] += k
            elif f == "title" and k == "bs":
                st["title"] = st["title"][:-1]
            elif f == "description" and printable(k):
                st["desc"] += k
            elif f == "category" and k in ("enter", " ", "down"):
                st["open"], st["hl"] = True, st["cat"]
            elif f == "due" and k in ("enter", " "):
                st["due"] = not st["due"]
            elif f in ("create", "cancel") and k == "enter":
                if f == "create" and st["title"]:
                    TASKS[0][1].append((st["title"], CATS[st["cat"]], "no due date"))
                st["modal"] = None
            return True
        if k == "\x11":
            st["modal"], st["ask"] = "quit", 0
        elif k == "\x0c":
            st["tab"], st["sfocus"] = (st["tab"] + 1) % 3, 0
        elif st["tab"] == 0:
            if k == "n":
                st.update(modal="new", focus=0, title="", cat=0, desc="", due=False, open=False)
            elif k == "d" and focused_task():
                st["modal"], st["ask"] = "delete", 0
            elif k in ("j", "down") and st["row"] < len(TASKS[st["col"]][1]) - 1:
                st["row"] += 1
            elif k in ("k", "up") and st["row"] > 0:
                st["row"] -= 1
            elif k in ("l", "right") and st["col"] < 2:
                st["col"] += 1
                st["row"] = min(st["row"], len(TASKS[st["col"]][1]) - 1)
            elif k in ("h", "left") and st["col"] > 0:
                st["col"] -= 1
                st["row"] = min(st["row"], len(TASKS[st["col"]][1]) - 1)
        elif st["tab"] == 2:
            f = SETF[st["sfocus"]]
            if k == "tab":
                st["sfocus"] = (st["sfocus"] + 1) % len(SETF)
            elif k == "btab":
                st["sfocus"] = (st["sfocus"] - 1) % len(SETF)
            elif f in ("color", "width") and printable(k):
                st["settings"][f] += k
            elif f in ("color", "width") and k == "bs":
                st["settings"][f] = st["settings"][f][:-1]
            elif f in ("expand", "archive") and k in ("enter", " "):
                st["settings"][f] = not st["settings"][f]
        return True

    run(draw, handle, ESC + "[?1000h" + ESC + "[?1003h" + ESC + "[?1006h" + ESC + "[?2004h" + ESC + "[?1004h")


# ---------------------------------------------------------------- serpl

FILES = {
    "README.md": [
        "# reef-lab",
        "Feeding and water-quality tools for the kelp tanks.",
        "Run `reef feed` to start the kelp feeders.",
    ],
    "docs/feeding.md": [
        "## Feeding",
        "The kelp feeders run every six hours.",
        "Each kelp tank takes 40 g per feed.",
        "Skip a feed when the kelp looks pale.",
    ],
    "src/feeder.rs": [
        "use crate::tank::Tank;",
        "",
        "/// Grams of feed per kelp tank.",
        "pub const KELP_FEED_GRAMS: u32 = 40;",
        "",
        "pub fn feed_kelp(tank: &mut Tank) {",
        "    if tank.kelp_is_pale() {",
        "        return;",
        "    }",
        "    tank.add_feed(KELP_FEED_GRAMS); // kelp",
        "}",
    ],
    "src/tank.rs": [
        "pub struct Tank {",
        "    pub name: String,",
        "    pub kelp_colour: u8,",
        "}",
        "",
        "impl Tank {",
        "    pub fn kelp_is_pale(&self) -> bool {",
        "        self.kelp_colour < 40",
        "    }",
        "}",
    ],
    "tests/feeder_test.rs": [
        "#[test]",
        "fn pale_kelp_is_not_fed() {",
        "    let mut t = Tank::new(\"kelp-1\");",
        "}",
    ],
}
SEARCH_MODES = ["Simple", "Match Case", "Match Whole Word", "Match Case & Whole Word", "Regex", "AST Grep"]
REPLACE_MODES = ["Simple", "Preserve Case"]


def serpl():
    st = {"search": "", "replace": "", "smode": 0, "rmode": 0, "focus": 0, "sel": 0, "popup": None,
          "note": ""}
    FOCI = ["search", "replace", "results", "preview"]

    def matches():
        q = st["search"]
        res = []
        if not q:
            return res
        for path in sorted(FILES):
            hits = []
            for n, line in enumerate(FILES[path], 1):
                if st["smode"] == 0:
                    found = q.lower() in line.lower()
                else:
                    found = q in line
                if found:
                    hits.append((n, line))
            if hits:
                res.append((path, hits))
        return res

    def count(res):
        return sum(line.lower().count(st["search"].lower()) for _, hits in res for _, line in hits)

    def draw(g):
        g.clear()
        f = FOCI[st["focus"]]
        bst = lambda name: "32" if f == name and not st["popup"] else ""
        box(g, 0, 0, W, 3, bst("search"), kind="rounded", title="Search: [%s]" % SEARCH_MODES[st["smode"]])
        g.put(1, 1, st["search"])
        box(g, 0, 3, W, 3, bst("replace"), kind="rounded", title="Replace: [%s]" % REPLACE_MODES[st["rmode"]])
        g.put(1, 4, st["replace"])
        res = matches()
        title = "Search Results"
        if res:
            title = "Search Results (%d matches)" % count(res)
        box(g, 0, 6, 32, 17, bst("results"), kind="rounded", title=title[:30])
        for i, (path, hits) in enumerate(res[:15]):
            row = "%s (%d)" % (path, len(hits))
            if i == st["sel"]:
                g.fill(1, 7 + i, 30, "1;48;5;238")
                g.put(1, 7 + i, row[:30], "1;48;5;238")
            else:
                g.put(1, 7 + i, row[:30])
        box(g, 32, 6, W - 32, 17, bst("preview"), kind="rounded", title="Preview")
        if res:
            path, hits = res[min(st["sel"], len(res) - 1)]
            g.put(34, 7, path, "1")
            y = 9
            for n, line in hits:
                if y > 21:
                    break
                x = g.put(34, y, "%3d: " % n, "38;5;244")
                low, q = line.lower(), st["search"].lower()
                segs, i = [], 0
                while i < len(line):
                    if low.startswith(q, i):
                        if st["replace"]:
                            segs.append((line[i:i + len(q)], "31;9"))
                            segs.append((st["replace"], "32"))
                        else:
                            segs.append((line[i:i + len(q)], "30;43"))
                        i += len(q)
                    else:
                        segs.append((line[i], ""))
                        i += 1
                for s, sty in segs:
                    s = s[:max(0, W - 1 - x)]
                    x = g.put(x, y, s, sty)
                y += 1
        if st["note"]:
            g.put(2, 21, st["note"][:28], "32")
        x = 1
        for k, what in (("Ctrl+b", "help"), ("Tab", "next"), ("Ctrl+n", "toggle mode"), ("Ctrl+o", "replace all"),
                        ("Ctrl+c", "quit")):
            x = g.put(x, H - 1, k, "1;38;5;250")
            x = g.put(x, H - 1, ": " + what + "  ", "38;5;244")
        if st["popup"] in ("confirm", "empty"):
            bx, by, bw, bh = 13, 8, 54, 8
            for r in range(by, by + bh):
                g.fill(bx, r, bw)
            if st["popup"] == "confirm":
                box(g, bx, by, bw, bh, "33", kind="rounded", title="Confirm Replace", tst="1;33")
                center(g, bx, by + 2, bw, "Are you sure you want to replace all matches?", "1")
                center(g, bx, by + 3, bw, "%d matches in %d files will be changed." % (count(res), len(res)), "38;5;244")
            else:
                box(g, bx, by, bw, bh, "33", kind="rounded", title="Empty Replace", tst="1;33")
                center(g, bx, by + 2, bw, "The replace field is empty.", "38;5;244")
                center(g, bx, by + 3, bw, "Replace all matches with an empty string?", "1")
            x = bx + (bw - 22) // 2
            x = g.put(x, by + 5, "Enter", "1;32")
            x = g.put(x, by + 5, ": Yes", "")
            x = g.put(x + 6, by + 5, "Esc", "1;31")
            g.put(x, by + 5, ": No", "")
        elif st["popup"] == "help":
            bx, by, bw, bh = 12, 3, 56, 17
            for r in range(by, by + bh):
                g.fill(bx, r, bw)
            box(g, bx, by, bw, bh, "33", kind="rounded", title="Help", tst="1;33")
            for i, (k, what) in enumerate((("Tab / Shift+Tab", "switch between sections"),
                                           ("Ctrl+n", "toggle search or replace mode"),
                                           ("Ctrl+o", "replace all matches"),
                                           ("j / k", "move in the results"), ("d", "remove a result"),
                                           ("r", "replace in the selected file"), ("Enter", "open the preview"),
                                           ("Esc", "close this help"), ("Ctrl+c", "quit"))):
                g.put(bx + 2, by + 2 + i, "%-16s" % k, "1")
                g.put(bx + 19, by + 2 + i, what)
        if not st["popup"] and f in ("search", "replace"):
            g.cursor = (1 + len(st[f]), 1 if f == "search" else 4)

    def handle(k):
        res = matches()
        if st["popup"]:
            if k == "esc":
                st["popup"] = None
            elif k == "enter" and st["popup"] in ("confirm", "empty"):
                n = count(res)
                for path, hits in res:
                    FILES[path] = [l.replace(st["search"], st["replace"]) for l in FILES[path]]
                st["popup"], st["note"] = None, "Replaced %d matches" % n
            return True
        f = FOCI[st["focus"]]
        if k == "tab":
            st["focus"] = (st["focus"] + 1) % 4
        elif k == "btab":
            st["focus"] = (st["focus"] - 1) % 4
        elif k == "\x02":
            st["popup"] = "help"
        elif k == "\x0f":
            if res:
                st["popup"] = "confirm" if st["replace"] else "empty"
        elif k == "\x0e":
            if f == "search":
                st["smode"] = (st["smode"] + 1) % len(SEARCH_MODES)
            elif f == "replace":
                st["rmode"] = (st["rmode"] + 1) % len(REPLACE_MODES)
        elif f in ("search", "replace"):
            if printable(k):
                st[f] += k
                st["note"] = ""
            elif k == "bs":
                st[f] = st[f][:-1]
            st["sel"] = 0
        elif f == "results":
            if k in ("j", "down") and st["sel"] < len(res) - 1:
                st["sel"] += 1
            elif k in ("k", "up") and st["sel"] > 0:
                st["sel"] -= 1
            elif k == "enter":
                st["focus"] = 3
        elif f == "preview" and k == "esc":
            st["focus"] = 2
        return True

    run(draw, handle, ESC + "[?1000h" + ESC + "[?1003h" + ESC + "[?1006h")


# ---------------------------------------------------------------- rucola

NOTES = [
    # name, words, chars, global out, local out, global in, local in
    ["Algae bloom notes", 412, 2488, 3, 3, 1, 1],
    ["Dive plan December", 230, 1391, 2, 2, 0, 0],
    ["Feeding schedule", 318, 1902, 4, 4, 5, 5],
    ["Filter tank maintenance", 544, 3310, 2, 2, 2, 2],
    ["Kelp feed log", 871, 4930, 3, 3, 4, 4],
    ["Kelp growth rates", 402, 2417, 2, 2, 3, 3],
    ["Lab inventory", 198, 1275, 1, 1, 2, 2],
    ["pH calibration", 156, 944, 1, 1, 2, 2],
    ["Pump suppliers", 97, 640, 0, 0, 1, 1],
    ["Reef Lab index", 120, 812, 12, 12, 0, 0],
    ["Tide pool survey", 389, 2301, 2, 2, 1, 1],
    ["UV lamp log", 84, 503, 1, 1, 1, 1],
]


def rucola():
    st = {"filter": "", "filtering": False, "sel": 0, "popup": None, "text": ""}

    def shown():
        q = st["filter"].lower()
        return [n for n in NOTES if q in n[0].lower()]

    def stats(g, x, title, notes):
        box(g, x, 0, 40, 4, "", kind="plain", title=title, tst="1")
        words = sum(n[1] for n in notes)
        chars = sum(n[2] for n in notes)
        links = sum(n[3] for n in notes)
        g.put(x + 2, 1, "Notes: %-4d Words: %-5d Chars: %d" % (len(notes), words, chars))
        g.put(x + 2, 2, "Tags:  %-4d Links: %-5d Broken: %d" % (9 if len(notes) == len(NOTES) else 4, links,
                                                             2 if len(notes) == len(NOTES) else 0))

    def draw(g):
        g.clear()
        notes = shown()
        stats(g, 0, "Global Statistics", NOTES)
        stats(g, 40, "Local Statistics", notes)
        fst = "33" if st["filtering"] else ""
        box(g, 0, 4, W, 3, fst, kind="plain", title="Filter", tst="1;" + fst if fst else "1")
        g.put(1, 5, st["filter"])
        box(g, 0, 7, W, 16, "", kind="plain", title="Notes", tst="1")
        cols = "%-24s %6s %6s %10s %9s %9s %8s"
        g.put(1, 8, cols % ("Name", "Words", "Chars", "Global Out", "Local Out", "Global In", "Local In"), "1;4")
        for i, n in enumerate(notes[:13]):
            row = cols % tuple(n)
            if i == st["sel"]:
                g.put(1, 9 + i, row, "1;97;48;5;24")
            else:
                g.put(1, 9 + i, row)
        x = 1
        for i, (what, k) in enumerate((("Open", "⏎"), ("Edit", "e"), ("Create", "n"), ("Rename", "r"),
                                       ("Delete", "d"), ("Filter", "f"), ("Quit", "q"))):
            if i:
                x = g.put(x, H - 1, " │ ", "38;5;240")
            x = g.put(x, H - 1, what + ": ", "38;5;250")
            x = g.put(x, H - 1, k, "1;33")
        if st["filtering"]:
            g.cursor = (1 + len(st["filter"]), 5)
        p = st["popup"]
        if p in ("create", "rename"):
            bx, by, bw = 15, 10, 50
            g.fill(bx, by, bw)
            g.fill(bx, by + 1, bw)
            g.fill(bx, by + 2, bw)
            if p == "create":
                title = "Name of the new note"
            else:
                title = "New name for '%s'" % notes[st["sel"]][0]
            box(g, bx, by, bw, 3, "33", kind="plain", title=title, tst="1;33")
            g.put(bx + 1, by + 1, st["text"])
            g.cursor = (bx + 1 + len(st["text"]), by + 1)
        elif p == "delete":
            bx, by, bw, bh = 15, 9, 50, 7
            for r in range(by, by + bh):
                g.fill(bx, r, bw)
            box(g, bx, by, bw, bh, "31", kind="plain", title="Delete note", tst="1;31")
            center(g, bx, by + 2, bw, "Really delete '%s'?" % notes[st["sel"]][0], "1")
            center(g, bx, by + 3, bw, "This cannot be undone.", "38;5;244")
            x = bx + (bw - 14) // 2
            x = g.put(x, by + 5, "y", "1;33")
            x = g.put(x, by + 5, ": Yes", "")
            x = g.put(x, by + 5, " │ ", "38;5;240")
            x = g.put(x, by + 5, "n", "1;33")
            g.put(x, by + 5, ": No", "")

    def handle(k):
        notes = shown()
        p = st["popup"]
        if p in ("create", "rename"):
            if k == "esc":
                st["popup"] = None
            elif k == "enter":
                if st["text"]:
                    if p == "create":
                        NOTES.append([st["text"], 0, 0, 0, 0, 0, 0])
                        NOTES.sort(key=lambda n: n[0].lower())
                    else:
                        notes[st["sel"]][0] = st["text"]
                st["popup"] = None
            elif k == "bs":
                st["text"] = st["text"][:-1]
            elif printable(k):
                st["text"] += k
            return True
        if p == "delete":
            if k == "y":
                NOTES.remove(notes[st["sel"]])
                st["sel"] = max(0, min(st["sel"], len(shown()) - 1))
                st["popup"] = None
            elif k in ("n", "esc"):
                st["popup"] = None
            return True
        if st["filtering"]:
            if k in ("enter", "esc"):
                st["filtering"] = False
            elif k == "bs":
                st["filter"] = st["filter"][:-1]
            elif printable(k):
                st["filter"] += k
            st["sel"] = 0
            return True
        if k == "q":
            return False
        if k == "f":
            st["filtering"] = True
        elif k == "n":
            st["popup"], st["text"] = "create", ""
        elif k == "r" and notes:
            st["popup"], st["text"] = "rename", ""
        elif k == "d" and notes:
            st["popup"] = "delete"
        elif k in ("j", "down") and st["sel"] < len(notes) - 1:
            st["sel"] += 1
        elif k in ("k", "up") and st["sel"] > 0:
            st["sel"] -= 1
        return True

    run(draw, handle)


# ---------------------------------------------------------------- argonaut

APPS = [
    ("kelp-api", "Synced", "Healthy"),
    ("kelp-web", "OutOfSync", "Healthy"),
    ("kelp-worker", "Synced", "Progressing"),
    ("tide-ingest", "Synced", "Degraded"),
    ("reef-dashboard", "Synced", "Healthy"),
    ("sensor-gateway", "OutOfSync", "Missing"),
    ("lab-inventory", "Synced", "Healthy"),
    ("pump-scheduler", "Synced", "Healthy"),
]
SYNC = {"Synced": ("✓", "38;5;42"), "OutOfSync": ("△", "38;5;214")}
HEALTH = {"Healthy": ("●", "38;5;42"), "Progressing": ("◐", "38;5;75"), "Degraded": ("✖", "38;5;203"),
          "Missing": ("?", "38;5;244")}
HISTORY = [
    ("42", "3f9a2c1", "2026-11-28 09:14", "ada", "Bump image to 1.8.3"),
    ("41", "b71e0d4", "2026-11-26 16:40", "ivo", "Raise replica count to 3"),
    ("40", "9c2d5e8", "2026-11-24 11:05", "ada", "Bump image to 1.8.2"),
    ("39", "e04f7a1", "2026-11-20 10:22", "mei", "Add readiness probe"),
    ("38", "5a8b3c6", "2026-11-18 08:57", "ivo", "Bump image to 1.8.1"),
]
PINK, PURPLE = "38;5;205", "38;5;99"


def argonaut():
    st = {"sel": 0, "view": "apps", "modal": None, "btn": 0, "hsel": 0, "status": "Ready"}

    def logo(g):
        g.put(1, 0, "▄▀█ █▀█ █▀▀ █▀█ █▄ █ ▄▀█ █ █ ▀█▀", "1;" + PINK)
        g.put(1, 1, "█▀█ █▀▄ █▄█ █▄█ █ ▀█ █▀█ █▄█  █ ", "1;" + PINK)
        g.put(27, 2, "v2.3.0", "38;5;244")
        for i, (k, v) in enumerate((("Context", "argocd.kelp.lan"), ("Cluster", "all"),
                                    ("Namespace", "all · Project all"))):
            g.put(40, i, "%-10s" % k, "38;5;244")
            g.put(51, i, v, "1;97")

    def apps(g):
        box(g, 0, 4, W, 17, PURPLE, kind="rounded")
        g.put(2, 5, "%-22s %-16s %s" % ("NAME", "SYNC", "HEALTH"), "1;38;5;244")
        for i, (name, sync, health) in enumerate(APPS):
            y = 6 + i
            si, sc = SYNC[sync]
            hi, hc = HEALTH[health]
            if i == st["sel"]:
                g.fill(1, y, W - 2, "1;97;48;5;57")
                g.put(2, y, "%-22s %-16s %s" % (name, si + " " + sync, hi + " " + health), "1;97;48;5;57")
            else:
                g.put(2, y, "%-22s" % name, "97")
                g.put(25, y, si + " " + sync, sc)
                g.put(42, y, hi + " " + health, hc)

    def history(g):
        name = APPS[st["sel"]][0]
        box(g, 0, 4, W, 17, PURPLE, kind="rounded")
        g.put(2, 5, "Rollback %s" % name, "1;" + PINK)
        fmt = "%-4s %-9s %-17s %-6s %s"
        g.put(2, 7, fmt % ("ID", "REVISION", "DEPLOYED", "AUTHOR", "MESSAGE"), "1;38;5;244")
        for i, row in enumerate(HISTORY):
            y = 8 + i
            if i == st["hsel"]:
                g.fill(1, y, W - 2, "1;97;48;5;57")
                g.put(2, y, fmt % row, "1;97;48;5;57")
            else:
                g.put(2, y, fmt % row, "97")

    def modal(g, border, lines, buttons=None, keys=None):
        bw = 56
        bh = 5 + len(lines) + (2 if buttons else 0) + (1 if keys else 0)
        bx, by = (W - bw) // 2, 6
        for r in range(by, by + bh):
            g.fill(bx, r, bw)
        box(g, bx, by, bw, bh, border, kind="rounded")
        y = by + 2
        for text, sty in lines:
            center(g, bx, y, bw, text, sty)
            y += 1
        y += 1
        if buttons:
            labels = ["  %s  " % b for b in buttons]
            total = sum(len(l) for l in labels) + 6
            x = bx + (bw - total) // 2
            for i, l in enumerate(labels):
                sty = "1;97;48;5;205" if i == st["btn"] else "38;5;250;48;5;238"
                x = g.put(x, y, l, sty) + 6
            y += 2
        if keys:
            parts = []
            for k, what in keys:
                parts.append((k, "1;38;5;250"))
                parts.append((" " + what, "38;5;244"))
                parts.append((" · ", "38;5;240"))
            parts.pop()
            x = bx + (bw - sum(len(p) for p, _ in parts)) // 2
            for p, sty in parts:
                x = g.put(x, y, p, sty)

    def draw(g):
        g.clear()
        logo(g)
        if st["view"] == "apps":
            apps(g)
            help_ = [("s", "sync"), ("R", "rollback"), ("d", "diff"), ("r", "resources"), ("/", "search"),
                     (":", "cmd"), ("?", "help"), ("q", "quit")]
            where = "apps"
        else:
            history(g)
            help_ = [("↑/↓", "select"), ("enter", "rollback"), ("esc", "back")]
            where = "rollback"
        g.put(1, 21, "⎈ " + where, "1;" + PINK)
        g.put(len(where) + 5, 21, "all clusters › all namespaces › all projects", "38;5;244")
        right = "%s · %d apps" % (st["status"], len(APPS))
        g.put(W - 1 - len(right), 21, right, "38;5;42")
        x = 1
        for i, (k, what) in enumerate(help_):
            if i:
                x = g.put(x, H - 1, " · ", "38;5;240")
            x = g.put(x, H - 1, k, "1;38;5;250")
            x = g.put(x, H - 1, " " + what, "38;5;244")
        m = st["modal"]
        name = APPS[st["sel"]][0]
        if m == "sync":
            modal(g, PINK, [("Sync %s?" % name, "1;97"), ("Prune: off (p)   Dry run: off (d)", "38;5;244")],
                  ["Yes", "Cancel"], [("←/→", "select"), ("enter", "confirm"), ("esc", "cancel")])
        elif m == "rollback":
            rid, rev = HISTORY[st["hsel"]][:2]
            modal(g, PINK, [("Rollback %s to revision %s (%s)?" % (name, rid, rev), "1;97"),
                            ("Auto-sync will be turned off.", "38;5;244")],
                  ["Yes", "Cancel"], [("←/→", "select"), ("enter", "confirm"), ("esc", "cancel")])
        elif m == "delete":
            modal(g, "38;5;203", [("Delete application %s?" % name, "1;97"),
                                  ("Its resources will be deleted too (cascade).", "38;5;244")],
                  None, [("y", "delete"), ("n", "cancel")])

    def handle(k):
        m = st["modal"]
        if m in ("sync", "rollback"):
            if k in ("left", "right", "tab", "h", "l"):
                st["btn"] ^= 1
            elif k == "esc":
                st["modal"] = None
            elif k == "enter":
                if st["btn"] == 0:
                    st["status"] = "Syncing" if m == "sync" else "Rolling back"
                    st["view"] = "apps"
                st["modal"] = None
            return True
        if m == "delete":
            if k == "y":
                APPS.pop(st["sel"])
                st["sel"] = min(st["sel"], len(APPS) - 1)
                st["modal"] = None
            elif k in ("n", "esc"):
                st["modal"] = None
            return True
        if st["view"] == "history":
            if k in ("down", "j") and st["hsel"] < len(HISTORY) - 1:
                st["hsel"] += 1
            elif k in ("up", "k") and st["hsel"] > 0:
                st["hsel"] -= 1
            elif k == "enter":
                st["modal"], st["btn"] = "rollback", 0
            elif k == "esc":
                st["view"] = "apps"
            return True
        if k == "q":
            return False
        if k in ("down", "j") and st["sel"] < len(APPS) - 1:
            st["sel"] += 1
        elif k in ("up", "k") and st["sel"] > 0:
            st["sel"] -= 1
        elif k == "s":
            st["modal"], st["btn"] = "sync", 0
        elif k == "R":
            st["view"], st["hsel"] = "history", 0
        elif k == "\x04":
            st["modal"] = "delete"
        return True

    run(draw, handle, ESC + "[?2004h")


if __name__ == "__main__":
    tools = {"kanban": kanban, "serpl": serpl, "rucola": rucola, "argonaut": argonaut}
    if len(sys.argv) != 2 or sys.argv[1] not in tools:
        sys.exit("usage: threehundredsixtyeighth_dialogs.py " + "|".join(sorted(tools)))
    tools[sys.argv[1]]()
