#!/usr/bin/env python3
"""The twohundredfortieth set's imitations of full-screen editors and viewers.

Each mode draws what the named program draws, with Python's curses (or,
for json-tui, inline with the terminal in raw mode and ANSI sequences):
gomacs-like (gomacs, a small Emacs in Go: its buffer over a mode line,
its minibuffer's M-x with candidates as typed, Goto line and its question
before it quits modified), duat-like (duat, a modal editor in Rust: line
numbers, a status line sharing its row with the prompt line, a command
line whose completions narrow as typed), joplin-like (Joplin's terminal
app: notebooks, notes and a note's text, its command line and its
question before it deletes a note), json-tui-like (json-tui, a JSON
viewer of FTXUI drawn inline: a tree whose objects fold and unfold),
otel-tui-like (otel-tui, a viewer of OpenTelemetry traces and logs: its
pages, its tables and their filter line), lumen-like (lumen's diff
viewer: changed files beside their diff side by side, its key help) and
cvit-like (CSViewer-TUI, a CSV viewer of Textual: a header, a table and
its cursor, a footer). Nothing on the system is changed.
"""
import curses
import os
import select
import sys
import termios
import tty

os.environ.setdefault("ESCDELAY", "25")
sys.dont_write_bytecode = True

ENTER = (10, 13, curses.KEY_ENTER)
BACKSPACE = (curses.KEY_BACKSPACE, 127, 8)


def colors():
    curses.start_color()
    try:
        curses.use_default_colors()
        bg = -1
    except curses.error:
        bg = curses.COLOR_BLACK
    pairs = {}
    table = [
        ("cyan", curses.COLOR_CYAN, bg),
        ("green", curses.COLOR_GREEN, bg),
        ("yellow", curses.COLOR_YELLOW, bg),
        ("magenta", curses.COLOR_MAGENTA, bg),
        ("red", curses.COLOR_RED, bg),
        ("blue", curses.COLOR_BLUE, bg),
        ("white", curses.COLOR_WHITE, bg),
        ("delbg", curses.COLOR_WHITE, curses.COLOR_RED),
        ("addbg", curses.COLOR_BLACK, curses.COLOR_GREEN),
        ("field", curses.COLOR_WHITE, curses.COLOR_BLUE),
        ("bar", curses.COLOR_BLACK, curses.COLOR_CYAN),
        ("header", curses.COLOR_WHITE, curses.COLOR_BLUE),
        ("footkey", curses.COLOR_BLACK, curses.COLOR_YELLOW),
        ("cell", curses.COLOR_BLACK, curses.COLOR_YELLOW),
        ("status", curses.COLOR_BLACK, curses.COLOR_WHITE),
    ]
    for i, (name, fg, b) in enumerate(table, 1):
        curses.init_pair(i, fg, b)
        pairs[name] = curses.color_pair(i)
    return pairs


def put(scr, y, x, s, attr=0):
    h, w = scr.getmaxyx()
    if y < 0 or y >= h or x >= w or x < 0:
        return
    s = s[: max(0, w - x - (1 if y == h - 1 else 0))]
    try:
        scr.addstr(y, x, s, attr)
    except curses.error:
        pass


def frame(scr, y, x, h, w, attr, title="", tattr=None):
    hz, vt = "\u2500", "\u2502"
    put(scr, y, x, "\u250c" + hz * (w - 2) + "\u2510", attr)
    for r in range(y + 1, y + h - 1):
        put(scr, r, x, vt, attr)
        put(scr, r, x + w - 1, vt, attr)
    put(scr, y + h - 1, x, "\u2514" + hz * (w - 2) + "\u2518", attr)
    if title:
        put(scr, y, x + 2, title, tattr if tattr is not None else attr)


def cursor(scr, visible, y=0, x=0):
    try:
        curses.curs_set(1 if visible else 0)
    except curses.error:
        pass
    if visible:
        try:
            scr.move(y, x)
        except curses.error:
            pass


def edit(k, s):
    """Applies a key to a line being typed; None when the key is not typing."""
    if k in BACKSPACE:
        return s[:-1]
    if 32 <= k < 127:
        return s + chr(k)
    return None


def getkey(scr):
    """A key; an Escape followed at once by a key is that key with alt, as
    ("alt", key)."""
    k = scr.getch()
    if k != 27:
        return k
    scr.nodelay(True)
    n = scr.getch()
    scr.nodelay(False)
    if n == -1:
        return 27
    return ("alt", n)


def readlines(name):
    try:
        with open(name) as f:
            return f.read().split("\n")[:-1] or [""]
    except OSError:
        return [""]


# gomacs-like: gomacs, a small Emacs written in Go.
GM_COMMANDS = [
    "backward-char", "beginning-of-buffer", "end-of-buffer", "find-file",
    "forward-char", "goto-char", "goto-line", "kill-line", "query-replace",
    "save-buffer", "save-buffers-kill-emacs", "search-forward", "write-file",
]


def gomacs(scr, c):
    name = "notes.txt"
    lines = readlines(name)
    cy, cx, modified = 0, 0, False
    mini, typed, echo, prefix = None, "", "", False
    curses.raw()
    while True:
        scr.erase()
        h, w = scr.getmaxyx()
        for i, line in enumerate(lines[: h - 2]):
            put(scr, i, 0, line)
        mark = "**" if modified else "--"
        ml = "-UUU:%s-  %-18s All   L%-6d (Fundamental) " % (mark, name, cy + 1)
        put(scr, h - 2, 0, ml.ljust(w, "-"), curses.A_REVERSE)
        if mini == "mx":
            put(scr, h - 1, 0, "M-x " + typed)
            if typed:
                found = [x for x in GM_COMMANDS if x.startswith(typed)]
                hint = "{" + " | ".join(found) + "}" if found else "[No match]"
                put(scr, h - 1, 4 + len(typed), hint)
            cursor(scr, True, h - 1, 4 + len(typed))
        elif mini == "goto":
            put(scr, h - 1, 0, "Goto line: " + typed)
            cursor(scr, True, h - 1, 11 + len(typed))
        elif mini == "quit":
            q = "Modified buffers exist; exit anyway? (y or n) "
            put(scr, h - 1, 0, q)
            cursor(scr, True, h - 1, len(q))
        else:
            put(scr, h - 1, 0, echo)
            cursor(scr, True, cy, cx)
        scr.refresh()
        k = getkey(scr)
        echo = ""
        if mini == "quit":
            if k == ord("y"):
                return
            if k in (ord("n"), 7):
                mini = None
            continue
        if mini:
            if k == 7:
                mini, typed, echo = None, "", "Quit"
            elif k in ENTER:
                if mini == "mx" and typed == "goto-line":
                    mini, typed = "goto", ""
                    continue
                if mini == "goto" and typed.isdigit():
                    cy = min(max(int(typed) - 1, 0), len(lines) - 1)
                    cx = 0
                mini, typed = None, ""
            elif isinstance(k, int):
                t = edit(k, typed)
                if t is not None:
                    typed = t
            continue
        if prefix:
            prefix = False
            if k == 3:
                if modified:
                    mini = "quit"
                    continue
                return
            if k == 19:
                modified, echo = False, "Wrote %s" % os.path.abspath(name)
            continue
        if k == ("alt", ord("x")):
            mini, typed = "mx", ""
        elif k == ("alt", ord("g")):
            if scr.getch() == ord("g"):
                mini, typed = "goto", ""
        elif k == 24:
            prefix, echo = True, "C-x-"
        elif k in (curses.KEY_DOWN, 14):
            cy = min(cy + 1, len(lines) - 1)
            cx = min(cx, len(lines[cy]))
        elif k in (curses.KEY_UP, 16):
            cy = max(cy - 1, 0)
            cx = min(cx, len(lines[cy]))
        elif k in (curses.KEY_RIGHT, 6):
            cx = min(cx + 1, len(lines[cy]))
        elif k in (curses.KEY_LEFT, 2):
            cx = max(cx - 1, 0)
        elif k in ENTER:
            lines[cy:cy + 1] = [lines[cy][:cx], lines[cy][cx:]]
            cy, cx, modified = cy + 1, 0, True
        elif k in BACKSPACE:
            if cx > 0:
                lines[cy] = lines[cy][: cx - 1] + lines[cy][cx:]
                cx, modified = cx - 1, True
        elif isinstance(k, int) and 32 <= k < 127:
            lines[cy] = lines[cy][:cx] + chr(k) + lines[cy][cx:]
            cx, modified = cx + 1, True


# duat-like: duat, a modal text editor written (and configured) in Rust.
DU_COMMANDS = [
    "alias", "buffer", "colorscheme", "edit", "open", "quit", "quit!",
    "quit-all", "set-form", "write", "write-all", "write-quit",
    "write-quit-all",
]


def duat(scr, c):
    name = "long.txt"
    lines = readlines(name)
    cy, cx, top, mode, typed, note, modified = 0, 0, 0, "Normal", "", "", False
    while True:
        scr.erase()
        h, w = scr.getmaxyx()
        rows = h - 1
        if cy < top:
            top = cy
        if cy >= top + rows:
            top = cy - rows + 1
        for r in range(rows):
            i = top + r
            if i >= len(lines):
                put(scr, r, 0, "  ~", c["blue"])
                continue
            num = c["yellow"] | curses.A_BOLD if i == cy else c["blue"]
            put(scr, r, 0, "%4d " % (i + 1), num)
            put(scr, r, 5, lines[i])
            if i == cy and mode != "Prompt":
                ch = lines[i][cx] if cx < len(lines[i]) else " "
                put(scr, r, 5 + cx, ch, curses.A_REVERSE)
        name_shown = name + ("[+]" if modified else "")
        status = "%s  %s  1 sel  %d:%d" % (name_shown, mode.lower(), cy + 1, cx + 1)
        sx = w - len(status) - 1
        put(scr, h - 1, sx, name_shown, c["yellow"] | curses.A_BOLD)
        put(scr, h - 1, sx + len(name_shown) + 2, mode.lower(), c["magenta"] | curses.A_BOLD)
        put(scr, h - 1, sx + len(name_shown) + 4 + len(mode), "1 sel  %d:%d" % (cy + 1, cx + 1), c["cyan"])
        if mode == "Prompt":
            found = [x for x in DU_COMMANDS if x.startswith(typed)][:8]
            for j, cmd in enumerate(found):
                y = h - 1 - len(found) + j
                put(scr, y, 0, " " + cmd.ljust(27), c["bar"] if j == 0 else c["status"])
            put(scr, h - 1, 0, ":" + typed, c["yellow"])
            put(scr, h - 1, 1 + len(typed), " ", curses.A_REVERSE)
        elif note:
            put(scr, h - 1, 0, note, c["red"])
        cursor(scr, False)
        scr.refresh()
        k = getkey(scr)
        note = ""
        if mode == "Prompt":
            if k == 27:
                mode, typed = "Normal", ""
            elif k in ENTER:
                cmd, typed, mode = typed, "", "Normal"
                if cmd in ("q", "quit") and modified:
                    note = "There are unsaved changes"
                elif cmd in ("q", "quit", "q!", "quit!"):
                    return
                elif cmd in ("w", "write"):
                    modified = False
            elif isinstance(k, int):
                t = edit(k, typed)
                if t is not None:
                    typed = t
            continue
        if mode == "Insert":
            if k == 27:
                mode = "Normal"
            elif k in ENTER:
                lines[cy:cy + 1] = [lines[cy][:cx], lines[cy][cx:]]
                cy, cx, modified = cy + 1, 0, True
            elif k in BACKSPACE:
                if cx > 0:
                    lines[cy] = lines[cy][: cx - 1] + lines[cy][cx:]
                    cx, modified = cx - 1, True
            elif isinstance(k, int) and 32 <= k < 127:
                lines[cy] = lines[cy][:cx] + chr(k) + lines[cy][cx:]
                cx, modified = cx + 1, True
            continue
        if k in (ord("j"), curses.KEY_DOWN):
            cy = min(cy + 1, len(lines) - 1)
            cx = min(cx, len(lines[cy]))
        elif k in (ord("k"), curses.KEY_UP):
            cy = max(cy - 1, 0)
            cx = min(cx, len(lines[cy]))
        elif k in (ord("l"), curses.KEY_RIGHT):
            cx = min(cx + 1, len(lines[cy]))
        elif k in (ord("h"), curses.KEY_LEFT):
            cx = max(cx - 1, 0)
        elif k == ord("i"):
            mode = "Insert"
        elif k == ord(":"):
            mode, typed = "Prompt", ""


# joplin-like: Joplin's terminal application.
JO_BOOKS = ["Personal", "Work", "Recipes"]
JO_NOTES = [
    ("Groceries", ["- oat milk", "- lemons", "- rye bread", "- coffee beans"]),
    ("Dentist on Friday", ["Dr. Moreau, 9:30.", "", "Bring the insurance card."]),
    ("Books to read", ["1. The Dispossessed", "2. Piranesi", "3. Middlemarch"]),
    ("Trip to Lisbon", ["Flights booked for May 3.", "", "Ask Ana about the tram 28."]),
    ("Bike repairs", ["Rear brake pads, chain oil."]),
]


def joplin(scr, c):
    notes = [list(n) for n in JO_NOTES]
    cur, cmd, typed, ask, status = 0, False, "", None, ""
    welcome = "Type `:help shortcuts` for the list of keyboard shortcuts, or `:help`."
    while True:
        scr.erase()
        h, w = scr.getmaxyx()
        ph = h - 1
        frame(scr, 0, 0, ph, 18, c["white"], " Notebooks ")
        for i, b in enumerate(JO_BOOKS):
            put(scr, 1 + i, 1, (" " + b).ljust(16), curses.A_BOLD if i == 0 else 0)
        frame(scr, 0, 18, ph, 26, c["white"] | curses.A_BOLD, " Notes ", c["white"] | curses.A_BOLD)
        for i, (title, _) in enumerate(notes):
            put(scr, 1 + i, 19, (" " + title).ljust(24)[:24], curses.A_REVERSE if i == cur else 0)
        frame(scr, 0, 44, ph, w - 44, c["white"], " Note ")
        if notes:
            title, body = notes[cur]
            put(scr, 1, 46, title, curses.A_BOLD)
            for j, line in enumerate(body):
                put(scr, 3 + j, 46, line)
        if ask:
            put(scr, h - 1, 0, ask)
            cursor(scr, True, h - 1, len(ask))
        elif cmd:
            put(scr, h - 1, 0, ":" + typed)
            cursor(scr, True, h - 1, 1 + len(typed))
        else:
            put(scr, h - 1, 0, status or welcome)
            cursor(scr, False)
        scr.refresh()
        k = scr.getch()
        if ask:
            if k == ord("y") and notes:
                del notes[cur]
                cur = max(0, min(cur, len(notes) - 1))
            ask, status = None, ""
            continue
        if cmd:
            if k == 27:
                cmd, typed = False, ""
            elif k in ENTER:
                line, cmd, typed = typed.strip(), False, ""
                if line.startswith("mknote "):
                    notes.append([line[7:].strip('"'), []])
                    cur = len(notes) - 1
                elif line.startswith("rmnote "):
                    want = line[7:].strip('"').lower()
                    for i, (t, _) in enumerate(notes):
                        if t.lower().startswith(want):
                            cur, ask = i, "Delete note? (y/N) "
                            break
                    else:
                        status = "Cannot find \"%s\"." % line[7:]
                elif line in ("exit", "quit"):
                    return
                else:
                    status = "Invalid command: \"%s\"" % line.split(" ")[0]
            else:
                t = edit(k, typed)
                if t is not None:
                    typed = t
            continue
        status = ""
        if k in (ord("j"), curses.KEY_DOWN):
            cur = min(cur + 1, len(notes) - 1)
        elif k in (ord("k"), curses.KEY_UP):
            cur = max(cur - 1, 0)
        elif k == ord(":"):
            cmd, typed = True, ""


# json-tui-like: json-tui, a JSON viewer of FTXUI, drawn inline.
JT_DATA = [
    ("name", '"relay-notes"'),
    ("version", '"2.4.1"'),
    ("private", "true"),
    ("scripts", [("build", '"tsc -p ."'), ("test", '"vitest run"'), ("lint", '"eslint src"')]),
    ("dependencies", [("express", '"^4.19.2"'), ("marked", '"^12.0.1"'), ("zod", '"^3.23.8"')]),
    ("devDependencies", [("typescript", '"^5.4.5"'), ("vitest", '"^1.6.0"')]),
    ("engines", [("node", '">=20"')]),
    ("license", '"MIT"'),
]


def json_tui(_scr=None, _c=None):
    fd = sys.stdin.fileno()
    old = termios.tcgetattr(fd)
    tty.setraw(fd)
    out = sys.stdout
    opened, cur, drawn = set(), 0, 0
    try:
        out.write("\x1b[?25l")
        while True:
            rows = [(None, "\x1b[1m{\x1b[0m", "{")]
            for i, (key, val) in enumerate(JT_DATA):
                comma = "," if i < len(JT_DATA) - 1 else ""
                k = "\x1b[36m\"%s\"\x1b[0m: " % key
                if isinstance(val, list):
                    if i in opened:
                        rows.append((i, "  \u25bc " + k + "{", ""))
                        for j, (ck, cv) in enumerate(val):
                            cc = "," if j < len(val) - 1 else ""
                            rows.append((None, "        \x1b[36m\"%s\"\x1b[0m: \x1b[32m%s\x1b[0m%s" % (ck, cv, cc), ""))
                        rows.append((None, "    }" + comma, ""))
                    else:
                        rows.append((i, "  \u25b6 " + k + "{\u2026}" + comma, ""))
                else:
                    color = "\x1b[32m" if val.startswith('"') else "\x1b[33m"
                    rows.append((i, "    " + k + color + val + "\x1b[0m" + comma, ""))
            rows.append((None, "\x1b[1m}\x1b[0m", ""))
            if drawn:
                out.write("\r\x1b[%dA" % (drawn - 1))
            out.write("\r\x1b[J")
            focus = [r for r in rows if r[0] is not None]
            for n, (idx, text, _) in enumerate(rows):
                if idx is not None and idx == focus[cur][0]:
                    text = "\x1b[7m" + text.replace("\x1b[0m", "\x1b[0m\x1b[7m") + "\x1b[0m"
                out.write(text + ("\r\n" if n < len(rows) - 1 else ""))
            drawn = len(rows)
            out.flush()
            b = os.read(fd, 1)
            if b == b"\x1b":
                seq = b""
                while select.select([fd], [], [], 0.03)[0]:
                    seq += os.read(fd, 1)
                    if seq[-1:].isalpha() or seq[-1:] == b"~":
                        break
                if seq in (b"[B", b"OB"):
                    b = b"j"
                elif seq in (b"[A", b"OA"):
                    b = b"k"
                else:
                    continue
            if b == b"j":
                cur = min(cur + 1, len(focus) - 1)
            elif b == b"k":
                cur = max(cur - 1, 0)
            elif b in (b"\r", b"\n", b" "):
                i = focus[cur][0]
                if isinstance(JT_DATA[i][1], list):
                    opened ^= {i}
            elif b in (b"q", b"\x03"):
                break
    finally:
        out.write("\r\n\x1b[?25h")
        out.flush()
        termios.tcsetattr(fd, termios.TCSADRAIN, old)


# otel-tui-like: otel-tui, a terminal viewer of OpenTelemetry data.
OT_TRACES = [
    ("4bf92f3577b34da6", "checkout", "412ms", "10:41:07"),
    ("00f067aa0ba902b7", "cart", "38ms", "10:41:05"),
    ("a3ce929d0e0e4736", "payment", "1.204s", "10:41:02"),
    ("5b8aa5a2d2c872e8", "checkout", "297ms", "10:40:58"),
    ("e457b5a2e4d86bd1", "frontend", "64ms", "10:40:51"),
    ("7d1e2f4c9a6b3e10", "inventory", "22ms", "10:40:47"),
]
OT_LOGS = [
    ("10:41:07.512", "checkout", "INFO", "order 1042 placed"),
    ("10:41:07.498", "payment", "INFO", "charge authorized for order 1042"),
    ("10:41:07.301", "checkout", "WARN", "retrying inventory lookup"),
    ("10:41:05.877", "cart", "INFO", "cart 88 updated (3 items)"),
    ("10:41:02.640", "payment", "ERROR", "card declined: insufficient funds"),
    ("10:41:02.102", "frontend", "INFO", "GET /api/cart 200"),
    ("10:40:58.455", "checkout", "INFO", "order 1041 placed"),
    ("10:40:55.019", "inventory", "DEBUG", "stock cache refreshed"),
    ("10:40:51.730", "frontend", "INFO", "GET / 200"),
    ("10:40:49.224", "cart", "INFO", "cart 87 created"),
    ("10:40:47.905", "inventory", "INFO", "sku 311 reserved"),
    ("10:40:44.360", "frontend", "INFO", "GET /products 200"),
]


def otel_tui(scr, c):
    page, cur, filt, typing = 0, 0, "", False
    sev = {"INFO": c["green"], "WARN": c["yellow"], "ERROR": c["red"], "DEBUG": c["blue"]}
    while True:
        scr.erase()
        h, w = scr.getmaxyx()
        put(scr, 0, 1, "otel-tui v0.5.3", c["cyan"] | curses.A_BOLD)
        x = 20
        for i, name in enumerate(["Traces", "Metrics", "Logs"]):
            put(scr, 0, x, " %d %s " % (i + 1, name), c["bar"] if i == page else 0)
            x += len(name) + 5
        lw = 52
        if page == 0:
            rows = [t for t in OT_TRACES if filt in t[1]]
            title, label = " Traces (%d) " % len(rows), "Filter by service or span name: "
            head = "%-17s %-10s %-8s %s" % ("Trace ID", "Service", "Latency", "Received At")
            cells = ["%-17s %-10s %-8s %s" % t for t in rows]
        else:
            rows = [lg for lg in OT_LOGS if filt in lg[1] or filt in lg[3]]
            title, label = " Logs (%d) " % len(rows), "Filter by service or body: "
            head = "%-13s %-10s %-6s %s" % ("Time", "Service", "Level", "Body")
            cells = [("%-13s %-10s %-6s %s" % lg)[: lw - 2] for lg in rows]
        cur = min(cur, max(len(rows) - 1, 0))
        frame(scr, 1, 0, h - 2, lw, c["white"] | curses.A_BOLD, title)
        put(scr, 2, 1, label, c["yellow"] if typing else 0)
        put(scr, 2, 1 + len(label), filt.ljust(lw - 3 - len(label)), c["field"])
        put(scr, 3, 1, head[: lw - 2], curses.A_BOLD | c["yellow"])
        for i, cell in enumerate(cells[: h - 6]):
            a = curses.A_REVERSE if i == cur and not typing else 0
            put(scr, 4 + i, 1, cell.ljust(lw - 2), a)
            if page == 2 and i != cur or page == 2 and typing:
                lv = rows[i][2]
                put(scr, 4 + i, 26, lv, sev.get(lv, 0))
        frame(scr, 1, lw, h - 2, w - lw, c["white"], " Details ")
        if rows:
            r = rows[cur]
            if page == 0:
                info = ["trace_id", "  " + r[0], "service.name", "  " + r[1], "duration", "  " + r[2],
                        "spans", "  7", "status", "  Unset"]
            else:
                info = ["timestamp", "  " + r[0], "service.name", "  " + r[1], "severity", "  " + r[2],
                        "body", "  " + r[3][: w - lw - 5]]
            for j, line in enumerate(info):
                put(scr, 2 + j, lw + 2, line, 0 if line.startswith("  ") else c["cyan"])
        help_ = " Tab pane  / filter  Ctrl+N next page  Ctrl+L clear  q quit"
        put(scr, h - 1, 0, help_, c["white"])
        if typing:
            cursor(scr, True, 2, 1 + len(label) + len(filt))
        else:
            cursor(scr, False)
        scr.refresh()
        k = scr.getch()
        if typing:
            if k in ENTER or k == 27:
                typing = False
            else:
                t = edit(k, filt)
                if t is not None:
                    filt, cur = t, 0
            continue
        if k in (ord("j"), curses.KEY_DOWN):
            cur += 1
        elif k in (ord("k"), curses.KEY_UP):
            cur = max(cur - 1, 0)
        elif k == 14:
            page, cur, filt = (2 if page == 0 else 0), 0, ""
        elif k == ord("/"):
            typing = True
        elif k == ord("q"):
            return


# lumen-like: lumen's diff viewer (`lumen diff`).
LU_FILES = [
    ("M", "src/notes.rs", [
        ("=", 12, 12, "pub fn load(path: &Path) -> Result<Notes> {"),
        ("-", 13, None, "    let text = fs::read_to_string(path).unwrap();"),
        ("+", None, 13, "    let text = fs::read_to_string(path)?;"),
        ("=", 14, 14, "    let notes = parse(&text)?;"),
        ("=", 15, 15, "    Ok(notes)"),
        ("=", 16, 16, "}"),
        ("=", 17, 17, ""),
        ("-", 18, None, "fn parse(text: &str) -> Result<Notes> {"),
        ("+", None, 18, "pub fn parse(text: &str) -> Result<Notes> {"),
        ("=", 19, 19, "    let mut notes = Notes::default();"),
    ]),
    ("M", "src/sync.rs", [
        ("=", 40, 40, "async fn push(client: &Client) -> Result<()> {"),
        ("-", 41, None, "    let body = serde_json::to_string(&state)?;"),
        ("+", None, 41, "    let body = serde_json::to_vec(&state)?;"),
        ("=", 42, 42, "    client.post(URL).body(body).send().await?;"),
    ]),
    ("A", "src/relay.rs", [
        ("+", None, 1, "//! Relays notes between devices."),
        ("+", None, 2, ""),
        ("+", None, 3, "use crate::notes::Notes;"),
        ("+", None, 4, ""),
        ("+", None, 5, "pub struct Relay {"),
        ("+", None, 6, "    peers: Vec<String>,"),
        ("+", None, 7, "}"),
    ]),
]


def lumen(scr, c):
    cur, helping = 0, False
    while True:
        scr.erase()
        h, w = scr.getmaxyx()
        sw = 22
        frame(scr, 0, 0, h - 1, sw, c["white"], " Files (3) ")
        for i, (st, path, _) in enumerate(LU_FILES):
            col = c["yellow"] if st == "M" else c["green"]
            line = (" %s %s" % (st, path)).ljust(sw - 2)
            put(scr, 1 + i, 1, line, curses.A_REVERSE if i == cur else col)
        st, path, hunks = LU_FILES[cur]
        dw = (w - sw) // 2
        frame(scr, 0, sw, h - 1, dw, c["white"], " " + path + " (old) ")
        frame(scr, 0, sw + dw, h - 1, w - sw - dw, c["white"], " " + path + " (new) ")
        for j, (kind, old, new, text) in enumerate(hunks[: h - 3]):
            y = 1 + j
            if kind != "+":
                a = c["delbg"] if kind == "-" else 0
                put(scr, y, sw + 1, ("%4d %s" % (old, text))[: dw - 2].ljust(dw - 2), a)
            if kind != "-":
                a = c["addbg"] if kind == "+" else 0
                put(scr, y, sw + dw + 1, ("%4d %s" % (new, text))[: w - sw - dw - 2].ljust(w - sw - dw - 2), a)
        adds = sum(1 for x in hunks if x[0] == "+")
        dels = sum(1 for x in hunks if x[0] == "-")
        foot = " %s  +%d -%d   j/k scroll  ]/[ file  ? help  q quit" % (path, adds, dels)
        put(scr, h - 1, 0, foot.ljust(w - 1), c["status"])
        if helping:
            bx, by, bw, bh = 20, 5, 40, 11
            for r in range(by, by + bh):
                put(scr, r, bx, " " * bw)
            frame(scr, by, bx, bh, bw, c["cyan"] | curses.A_BOLD, " Keybindings ")
            keys = [("j / k", "scroll down / up"), ("] / [", "next / previous file"),
                    ("tab", "focus the file list"), ("ctrl-d/u", "half page down / up"),
                    ("g / G", "top / bottom"), ("?", "close this help"), ("q", "quit")]
            for j, (kk, what) in enumerate(keys):
                put(scr, by + 2 + j, bx + 3, "%-10s %s" % (kk, what))
        cursor(scr, False)
        scr.refresh()
        k = scr.getch()
        if helping:
            if k in (ord("?"), 27, ord("q")):
                helping = False
            continue
        if k == ord("]"):
            cur = (cur + 1) % len(LU_FILES)
        elif k == ord("["):
            cur = (cur - 1) % len(LU_FILES)
        elif k == ord("?"):
            helping = True
        elif k == ord("q"):
            return


# cvit-like: CSViewer-TUI (cvit), a CSV viewer of Textual.
CV_HEAD = ["city", "country", "population", "area_km2", "founded"]
CV_ROWS = [
    ("Lisbon", "Portugal", "545923", "100.05", "1200 BC"),
    ("Porto", "Portugal", "231800", "41.42", "300 BC"),
    ("Madrid", "Spain", "3332035", "604.31", "865"),
    ("Valencia", "Spain", "807693", "134.65", "138 BC"),
    ("Lyon", "France", "522250", "47.87", "43 BC"),
    ("Nantes", "France", "320732", "65.19", "70 BC"),
    ("Turin", "Italy", "841600", "130.01", "28 BC"),
    ("Bologna", "Italy", "390734", "140.86", "196 BC"),
    ("Ghent", "Belgium", "265086", "156.18", "630"),
    ("Utrecht", "Netherlands", "367984", "99.21", "47"),
    ("Leipzig", "Germany", "616093", "297.80", "1015"),
    ("Graz", "Austria", "298479", "127.57", "1128"),
    ("Krakow", "Poland", "803282", "326.80", "1257"),
    ("Brno", "Czechia", "396101", "230.22", "1243"),
    ("Tartu", "Estonia", "97759", "38.80", "1030"),
    ("Bergen", "Norway", "291940", "464.71", "1070"),
    ("Aarhus", "Denmark", "290598", "91.00", "770"),
]


def cvit(scr, c):
    cy, cx = 0, 0
    widths = [10, 12, 11, 9, 8]
    while True:
        scr.erase()
        h, w = scr.getmaxyx()
        put(scr, 0, 0, " " * w, c["header"])
        put(scr, 0, 1, "\u2b58", c["header"])
        title = "CSViewer-TUI \u2014 cities.csv"
        put(scr, 0, (w - len(title)) // 2, title, c["header"] | curses.A_BOLD)
        x = 1
        put(scr, 2, 0, " " * w, curses.A_BOLD | c["yellow"])
        for j, name in enumerate(CV_HEAD):
            put(scr, 2, x, name.ljust(widths[j]), curses.A_BOLD | c["yellow"])
            x += widths[j] + 2
        for i, row in enumerate(CV_ROWS[: h - 5]):
            x = 1
            for j, cell in enumerate(row):
                s = cell.rjust(widths[j]) if j in (2, 3) else cell.ljust(widths[j])
                a = c["cell"] | curses.A_BOLD if (i, j) == (cy, cx) else (curses.A_DIM if i % 2 else 0)
                put(scr, 3 + i, x, s, a)
                x += widths[j] + 2
        put(scr, h - 1, 0, " " * (w - 1), c["status"])
        put(scr, h - 1, 1, " ^q ", c["footkey"] | curses.A_BOLD)
        put(scr, h - 1, 5, " Quit ", c["status"])
        put(scr, h - 1, 12, " / ", c["footkey"] | curses.A_BOLD)
        put(scr, h - 1, 15, " Search ", c["status"])
        put(scr, h - 1, w - 21, "row %d/%d, col %d/%d" % (cy + 1, len(CV_ROWS), cx + 1, len(CV_HEAD)), c["status"])
        cursor(scr, False)
        scr.refresh()
        k = scr.getch()
        if k in (ord("j"), curses.KEY_DOWN):
            cy = min(cy + 1, len(CV_ROWS) - 1)
        elif k in (ord("k"), curses.KEY_UP):
            cy = max(cy - 1, 0)
        elif k in (ord("l"), curses.KEY_RIGHT):
            cx = min(cx + 1, len(CV_HEAD) - 1)
        elif k in (ord("h"), curses.KEY_LEFT):
            cx = max(cx - 1, 0)
        elif k in (17, ord("q")):
            return


MODES = {"gomacs": gomacs, "duat": duat, "joplin": joplin, "otel-tui": otel_tui,
         "lumen": lumen, "cvit": cvit}


def main():
    name = sys.argv[1]
    if name == "json-tui":
        json_tui()
        return
    mode = MODES[name]

    def run(scr):
        c = colors()
        scr.keypad(True)
        mode(scr, c)
    curses.wrapper(run)


if __name__ == "__main__":
    main()
