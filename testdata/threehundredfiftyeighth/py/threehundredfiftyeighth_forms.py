#!/usr/bin/env python3
"""The threehundredfiftyeighth set's imitations: five full-screen forms
and wizards drawn by TUI frameworks, in programs that Debian does not
package, each drawn the way the real program draws (as known from its
documentation, its source and its screenshots):

  tuigreet  apognu's tuigreet, a console greeter for greetd (ratatui over
            crossterm, the alternate screen, keys read raw): the time at
            the top, a box `Authenticate into HOST` holding a greeting
            and its `Username:` then `Password:` fields (the terminal's
            cursor in the field, the password shown as asterisks), an
            error over the password asked again, F3 a `Change session`
            menu and F12 a `Power` menu, a status row of keys at the foot
  jiratui   whyisdifficult's jiratui, a Jira client (Textual, the
            alternate screen, the mouse reported, the terminal's cursor
            hidden, Textual's own cursor a reversed cell): its header,
            search selects, a table of work items and a tabbed pane, a
            footer of keys; ^n a `New Work Item` form over the dimmed
            screen (selects, inputs, a text area, Save and Cancel), a
            select's list dropped open; ^q a dialog asking to quit
  pvetui    devnullvoid's pvetui, a Proxmox VE client (tview over tcell,
            the alternate screen): its first-run configuration wizard, a
            tview form in a double-lined frame while focused (yellow
            labels, blue fields, drop-downs, check boxes, buttons), a
            drop-down's green list open, a modal asking on Save
  ovirt     oVirt Node's installer (urwid, the alternate screen, the
            mouse reported, the terminal's cursor where urwid puts it:
            on a focused entry's first cell, in a radio's or a check
            box's mark, after an edit's text): its keyboard layouts, its
            boot device's radios, its installation devices' check boxes,
            its console password's two fields, and <Quit> <Back>
            <Continue> buttons
  kairos    Kairos's interactive installer (Bubble Tea, the alternate
            screen, the cursor hidden, a text input's cursor a reversed
            cell): a rounded frame titled `Kairos Interactive Installer`,
            one step at a time (the disk, the options, a user's name and
            password, a summary asking to start), a help row of keys

Run: threehundredfiftyeighth_forms.py TOOL
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
    b"\x1bOR": "f3", b"\x1b[13~": "f3", b"\x1b[24~": "f12", b"\x1bOQ": "f2", b"\x1b[12~": "f2",
}


def readkey(timeout=None):
    """One key, or None when timeout seconds pass with none."""
    fd = sys.stdin.fileno()
    r, _, _ = select.select([fd], [], [], timeout)
    if not r:
        return None
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
    whole and written out only where it changed since the last frame, as
    ratatui, Textual, tcell, urwid and Bubble Tea write their frames."""

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

    def restyle(self, x, y, w, fn):
        for i in range(max(x, 0), min(x + w, W)):
            ch, st = self.cells[y][i]
            self.cells[y][i] = (ch, fn(st))

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
    ch = {
        "plain": "┌┐└┘─│", "rounded": "╭╮╰╯─│", "double": "╔╗╚╝═║", "thick": "┏┓┗┛━┃",
    }[kind]
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


def screen(mouse=False, paste=False):
    out(ESC + "[?1049h" + ESC + "[H" + ESC + "[2J")
    if mouse:
        out(ESC + "[?1000h" + ESC + "[?1002h" + ESC + "[?1006h")
    if paste:
        out(ESC + "[?2004h")


def unscreen(mouse=False, paste=False):
    if mouse:
        out(ESC + "[?1006l" + ESC + "[?1002l" + ESC + "[?1000l")
    if paste:
        out(ESC + "[?2004l")
    out(ESC + "[0m" + ESC + "[?25h" + ESC + "[?1049l")


def run(draw, handle, mouse=False, paste=False):
    g = Grid()
    screen(mouse, paste)
    try:
        with Raw():
            while True:
                draw(g)
                g.show()
                k = readkey()
                if k in ("\x03",) or handle(k) is False:
                    break
    finally:
        unscreen(mouse, paste)


# ---------------------------------------------------------------- tuigreet

SESSIONS = ["Sway", "Hyprland", "niri", "GNOME", "Plasma (Wayland)"]
POWER = ["Shut down", "Reboot"]


def tuigreet():
    host = "kelp-cove"
    st = {"mode": "user", "user": "", "pw": "", "msg": None, "menu": None, "sel": 0, "session": 0}

    def draw(g):
        g.clear()
        t = "Sun, 29 Nov 2026 - 10:42"
        g.put((W - len(t)) // 2, 0, t)
        # the status row: keys reversed, then what each does
        x = 0
        for k, what in (("ESC", "Reset"), ("F2", "Change command"), ("F3", "Choose session"), ("F12", "Power")):
            x = g.put(x, H - 1, " " + k + " ", "7")
            x = g.put(x, H - 1, " " + what + " ")
        if st["menu"]:
            # a menu takes the prompt's place, as tuigreet draws one mode
            title, items = st["menu"]
            mw = max(max(len(i) for i in items) + 8, len(title) + 6)
            mh = len(items) + 4
            mx, my = (W - mw) // 2, (H - mh) // 2
            box(g, mx, my, mw, mh, "", title=" %s " % title)
            for i, it in enumerate(items):
                g.put(mx + 2, my + 2 + i, it.ljust(mw - 4), "7" if i == st["sel"] else "")
            return
        bw = 60
        greeting = "Welcome to Kelp Cove. Authorised users only."
        lines = [greeting if st["msg"] is None else st["msg"]]
        bh = 2 + 1 + len(lines) + 1 + (2 if st["mode"] == "pw" else 1) + 1
        bx, by = (W - bw) // 2, (H - bh) // 2
        box(g, bx, by, bw, bh, "", title=" Authenticate into %s " % host)
        y = by + 2
        for ln in lines:
            g.put(bx + (bw - len(ln)) // 2, y, ln, "1" if st["msg"] is None else "31;1")
            y += 1
        y += 1
        lx = bx + 2
        g.put(lx, y, "Username:", "1")
        g.put(lx + 10, y, st["user"])
        if st["mode"] == "user":
            g.cursor = (lx + 10 + len(st["user"]), y)
        else:
            y += 1
            g.put(lx, y, "Password:", "1")
            g.put(lx + 10, y, "*" * len(st["pw"]))
            g.cursor = (lx + 10 + len(st["pw"]), y)

    def handle(k):
        if st["menu"]:
            items = st["menu"][1]
            if k == "up":
                st["sel"] = max(0, st["sel"] - 1)
            elif k == "down":
                st["sel"] = min(len(items) - 1, st["sel"] + 1)
            elif k == "esc":
                st["menu"] = None
            elif k == "enter":
                if items is SESSIONS:
                    st["session"] = st["sel"]
                st["menu"] = None
            return
        if k == "f3":
            st["menu"], st["sel"] = ("Change session", SESSIONS), st["session"]
        elif k == "f12":
            st["menu"], st["sel"] = ("Power", POWER), 0
        elif k == "esc":
            st.update(mode="user", user="", pw="", msg=None)
        elif k == "bs":
            f = "user" if st["mode"] == "user" else "pw"
            st[f] = st[f][:-1]
        elif k == "enter":
            if st["mode"] == "user":
                if st["user"]:
                    st["mode"] = "pw"
            else:
                # greetd answers this account's PAM with a failure
                st["pw"] = ""
                st["msg"] = "Authentication failed, please try again."
        elif k and len(k) == 1 and k.isprintable():
            f = "user" if st["mode"] == "user" else "pw"
            st[f] += k

    run(draw, handle)


# ---------------------------------------------------------------- jiratui

ITEMS = [
    ("KELP-142", "Buoy telemetry gaps after firmware 2.3", "In Progress", "Ada Berg"),
    ("KELP-141", "Export tide tables as CSV", "To Do", "Unassigned"),
    ("KELP-139", "Dashboard map tiles load slowly", "In Review", "Noor Haddad"),
    ("KELP-137", "Rotate the ingest API keys", "To Do", "Ada Berg"),
    ("KELP-133", "Harbour cam stream drops at night", "Done", "Ivo Petrov"),
    ("KELP-130", "Alert when salinity sensor is stale", "In Progress", "Mei Lin"),
    ("KELP-128", "Upgrade Postgres to 16", "Done", "Noor Haddad"),
]
TYPES = ["Task", "Story", "Bug", "Epic", "Sub-task"]

# Textual's dark theme in the 256 colours a terminal without truecolor
# gets: background, surface, panel, the accent of a focused widget
BG, SURF, PANEL, ACC, PRIM = "48;5;234", "48;5;235", "48;5;237", "38;5;214", "38;5;33"


def tall(g, x, y, w, st_border, bgst):
    """A Textual `tall` border's three rows around one row of content."""
    g.put(x, y, "▊" + "▔" * (w - 2) + "▎", st_border + ";" + bgst)
    g.put(x, y + 1, "▊", st_border + ";" + bgst)
    g.fill(x + 1, y + 1, w - 2, bgst)
    g.put(x + w - 1, y + 1, "▎", st_border + ";" + bgst)
    g.put(x, y + 2, "▊" + "▁" * (w - 2) + "▎", st_border + ";" + bgst)


def jiratui():
    st = {"screen": "main", "focus": 0, "open": False, "hl": 0, "type": 0, "summary": "",
          "quit": False, "qfocus": 0}
    FIELDS = ["project", "type", "assignee", "priority", "summary", "description", "save", "cancel"]

    def main_screen(g, dim=False):
        d = (lambda s: "2;" + s) if dim else (lambda s: s)
        g.clear(d(BG))
        g.fill(0, 0, W, d(PANEL))
        g.put(1, 0, "⭘", d(PANEL))
        t = "JiraTUI — kelp.atlassian.net"
        g.put((W - len(t)) // 2, 0, t, d(PANEL))
        # the search bar: four selects with their border titles
        x = 0
        for title, val in (("Project", "KELP"), ("Type", ""), ("Status", ""), ("Assignee", "")):
            w = 17
            box(g, x, 1, w, 3, d("38;5;240;" + BG), kind="rounded", title="─ %s " % title, tst=d("38;5;250;" + BG))
            if val:
                g.put(x + 2, 2, val, d("97;" + BG))
            else:
                g.put(x + 2, 2, "Select", d("38;5;243;" + BG))
            g.put(x + w - 3, 2, "▼", d("38;5;250;" + BG))
            x += w
        g.put(x + 1, 1, "▔" * 10, d("38;5;25;" + BG))
        g.put(x + 1, 2, "  Search  ", d("97;1;48;5;25"))
        g.put(x + 1, 3, "▁" * 10, d("38;5;17;" + BG))
        # the work items and the selected one's details
        box(g, 0, 4, 46, 18, d("38;5;240;" + BG), kind="rounded", title="─ Work Items (7) ", tst=d("38;5;250;" + BG))
        g.put(2, 5, "%-9s %-20s %-11s" % ("Key", "Summary", "Status"), d("1;" + SURF))
        for i, (key, summ, stat, who) in enumerate(ITEMS):
            row = "%-9s %-20s %-11s" % (key, summ[:20], stat)
            g.put(2, 6 + i, row, d(("48;5;24;97" if i == 0 else "97;" + BG)))
        box(g, 46, 4, 34, 18, d("38;5;240;" + BG), kind="rounded")
        x = 48
        for i, tab in enumerate(("Info", "Details", "Comments", "Links")):
            x = g.put(x, 5, tab, d(("1;97;" if i == 0 else "38;5;245;") + BG)) + 2
        g.put(48, 6, "━━━━", d("38;5;214;" + BG))
        g.put(52, 6, "─" * 26, d("38;5;238;" + BG))
        info = [("Key", "KELP-142"), ("Type", "Bug"), ("Status", "In Progress"), ("Priority", "High"),
                ("Assignee", "Ada Berg"), ("Reporter", "Ivo Petrov"), ("Created", "2026-11-24 09:12"),
                ("Updated", "2026-11-28 17:40")]
        for i, (k, v) in enumerate(info):
            g.put(48, 8 + i, "%-10s" % k, d("38;5;245;" + BG))
            g.put(59, 8 + i, v, d("97;" + BG))
        g.put(48, 17, "Buoy telemetry gaps after", d("1;97;" + BG))
        g.put(48, 18, "firmware 2.3", d("1;97;" + BG))
        # the footer
        g.fill(0, H - 1, W, d(PANEL))
        x = 1
        for k, what in (("^q", "Quit"), ("^n", "New work item"), ("/", "Search"), ("^r", "Refresh")):
            x = g.put(x, H - 1, k, d("1;38;5;214;" + PANEL))
            x = g.put(x, H - 1, " " + what + "  ", d("97;" + PANEL))
        g.put(W - 12, H - 1, "^p", d("1;38;5;214;" + PANEL))
        g.put(W - 10, H - 1, " palette", d("97;" + PANEL))

    def form(g):
        fx, fy, fw, fh = 6, 1, 68, 22
        box(g, fx, fy, fw, fh, "38;5;33;" + SURF, kind="rounded", fill=SURF,
            title="─ New Work Item ", tst="1;97;" + SURF)
        f = FIELDS[st["focus"]]

        def sel(x, y, w, label, value, name, placeholder=False):
            g.put(x, y, label, "1;97;" + SURF if f == name else "38;5;250;" + SURF)
            border = "38;5;214" if f == name else "38;5;238"
            tall(g, x, y + 1, w, border, "48;5;236")
            g.put(x + 2, y + 2, value, ("38;5;243;" if placeholder else "97;") + "48;5;236")
            g.put(x + w - 3, y + 2, "▲" if (f == name and st["open"]) else "▼", "97;48;5;236")

        sel(fx + 2, fy + 1, 31, "Project", "KELP - Kelp Cove", "project")
        sel(fx + 35, fy + 1, 31, "Work Item Type", TYPES[st["type"]], "type")
        sel(fx + 2, fy + 5, 31, "Assignee", "Select", "assignee", True)
        sel(fx + 35, fy + 5, 31, "Priority", "Medium", "priority")
        # the summary: an input with Textual's own cursor
        y = fy + 9
        g.put(fx + 2, y, "Summary", "1;97;" + SURF if f == "summary" else "38;5;250;" + SURF)
        tall(g, fx + 2, y + 1, 64, "38;5;214" if f == "summary" else "38;5;238", "48;5;236")
        if st["summary"]:
            g.put(fx + 4, y + 2, st["summary"], "97;48;5;236")
        else:
            g.put(fx + 4, y + 2, "A short summary of the work item", "38;5;243;48;5;236")
        if f == "summary":
            cx = fx + 4 + len(st["summary"])
            ch = g.cells[y + 2][cx][0]
            g.put(cx, y + 2, ch, "7;97;48;5;236")
        # the description: a text area
        y = fy + 13
        g.put(fx + 2, y, "Description", "38;5;250;" + SURF)
        tall(g, fx + 2, y + 1, 64, "38;5;238", "48;5;236")
        g.put(fx + 3, y + 2, " 1 ", "38;5;240;48;5;236")
        # Save and Cancel
        y = fy + 17
        for bx, label, name, col in ((fx + 20, "Save", "save", "48;5;28"), (fx + 36, "Cancel", "cancel", "48;5;124")):
            w = 12
            g.put(bx, y, "▔" * w, "38;5;34;" + SURF)
            g.fill(bx, y + 1, w, col)
            g.put(bx + (w - len(label)) // 2, y + 1, label, ("7;1;97;" if f == name else "1;97;") + col)
            g.put(bx, y + 2, "▁" * w, "38;5;22;" + SURF)
        if f == "type" and st["open"]:
            ox, oy = fx + 35, fy + 4
            tall(g, ox, oy, 31, "38;5;214", "48;5;236")
            # the overlay is as high as its options
            g.put(ox, oy, "▊" + "▔" * 29 + "▎", "38;5;214;48;5;236")
            for i, t in enumerate(TYPES):
                g.put(ox, oy + 1 + i, "▊", "38;5;214;48;5;236")
                g.fill(ox + 1, oy + 1 + i, 29, "48;5;236")
                g.put(ox + 30, oy + 1 + i, "▎", "38;5;214;48;5;236")
                if i == st["hl"]:
                    g.put(ox + 1, oy + 1 + i, (" " + t).ljust(29), "1;97;48;5;25")
                else:
                    g.put(ox + 1, oy + 1 + i, " " + t, "97;48;5;236")
            g.put(ox, oy + 1 + len(TYPES), "▊" + "▁" * 29 + "▎", "38;5;214;48;5;236")
        g.fill(0, H - 1, W, PANEL)
        x = 1
        for k, what in (("esc", "Close"), ("tab", "Next field"), ("^s", "Save")):
            x = g.put(x, H - 1, k, "1;38;5;214;" + PANEL)
            x = g.put(x, H - 1, " " + what + "  ", "97;" + PANEL)
        g.put(W - 12, H - 1, "^p", "1;38;5;214;" + PANEL)
        g.put(W - 10, H - 1, " palette", "97;" + PANEL)

    def quit_dialog(g):
        dw, dh = 44, 11
        dx, dy = (W - dw) // 2, (H - dh) // 2
        box(g, dx, dy, dw, dh, "38;5;214;" + SURF, kind="thick", fill=SURF)
        q = "Are you sure you want to quit?"
        g.put(dx + (dw - len(q)) // 2, dy + 3, q, "1;97;" + SURF)
        for i, (label, col) in enumerate((("Quit", "48;5;124"), ("Cancel", "48;5;25"))):
            w = 16
            bx = dx + 4 + i * 20
            y = dy + 6
            g.put(bx, y, "▔" * w, "38;5;240;" + SURF)
            g.fill(bx, y + 1, w, col)
            g.put(bx + (w - len(label)) // 2, y + 1, label, ("7;1;97;" if st["qfocus"] == i else "1;97;") + col)
            g.put(bx, y + 2, "▁" * w, "38;5;232;" + SURF)

    def draw(g):
        main_screen(g, dim=st["screen"] == "form" or st["quit"])
        if st["screen"] == "form":
            form(g)
        if st["quit"]:
            quit_dialog(g)
        g.cursor = None

    def handle(k):
        if k is None:
            return
        if st["quit"]:
            if k in ("tab", "right", "btab", "left"):
                st["qfocus"] = 1 - st["qfocus"]
            elif k == "esc":
                st["quit"] = False
            elif k == "enter":
                if st["qfocus"] == 0:
                    return False
                st["quit"] = False
            return
        if k == "\x11":
            st["quit"], st["qfocus"] = True, 0
            return
        if st["screen"] == "main":
            if k == "\x0e":
                st.update(screen="form", focus=0, open=False, summary="", type=0)
            return
        f = FIELDS[st["focus"]]
        if st["open"]:
            if k == "up":
                st["hl"] = max(0, st["hl"] - 1)
            elif k == "down":
                st["hl"] = min(len(TYPES) - 1, st["hl"] + 1)
            elif k == "enter":
                st["type"], st["open"] = st["hl"], False
            elif k == "esc":
                st["open"] = False
            return
        if k == "tab":
            st["focus"] = (st["focus"] + 1) % len(FIELDS)
        elif k == "btab":
            st["focus"] = (st["focus"] - 1) % len(FIELDS)
        elif k == "esc":
            st["screen"] = "main"
        elif f in ("project", "type", "assignee", "priority") and k in ("enter", " ", "down"):
            if f == "type":
                st["open"], st["hl"] = True, st["type"]
        elif f == "summary":
            if k == "bs":
                st["summary"] = st["summary"][:-1]
            elif len(k) == 1 and k.isprintable():
                st["summary"] += k
        elif f == "cancel" and k == "enter":
            st["screen"] = "main"

    run(draw, handle, mouse=True, paste=True)


# ---------------------------------------------------------------- pvetui

# tview's default styles: yellow labels, white text on blue fields and
# buttons, a focused drop-down, check box or button the other way round
LABEL, FIELD, FOCUSED = "33", "97;44", "34;107"


def pvetui():
    items = [
        ("Profile name", "input", "default"),
        ("Proxmox API URL", "input", ""),
        ("Username", "input", ""),
        ("Realm", "drop", ["pam", "pve", "ldap", "ad", "openid"]),
        ("Auth method", "drop", ["Password", "API token"]),
        ("Password", "secret", ""),
        ("API token ID", "input", ""),
        ("API token secret", "secret", ""),
        ("SSH username", "input", "root"),
        ("Skip TLS verification", "check", False),
        ("Debug logging", "check", False),
    ]
    values = [v if k != "drop" else 0 for _, k, v in items]
    buttons = ["Save", "Cancel"]
    st = {"focus": 0, "open": False, "hl": 0, "modal": False, "mfocus": 0}
    n = len(items) + len(buttons)

    def draw(g):
        g.clear()
        g.put(1, 0, "pvetui v1.0.4", "1;36")
        g.put(16, 0, "No configuration found at ~/.config/pvetui/config.yml", "37")
        fw, fh = 70, 17
        fx, fy = (W - fw) // 2, 2
        focused_form = not st["modal"]
        box(g, fx, fy, fw, fh, "97", kind="double" if focused_form else "plain",
            title=" pvetui Configuration Wizard ", center=True)
        lw = max(len(l) for l, _, _ in items) + 1
        y = fy + 2
        for i, (label, kind, v) in enumerate(items):
            x = fx + 2
            g.put(x, y, label, LABEL)
            vx = x + lw
            focus = focused_form and st["focus"] == i
            if kind in ("input", "secret"):
                val = values[i] if kind == "input" else "*" * len(values[i])
                g.fill(vx, y, 40, FIELD)
                g.put(vx, y, val, FIELD)
                if focus:
                    g.cursor = (vx + len(val), y)
            elif kind == "drop":
                opt = v[values[i]]
                g.fill(vx, y, 12, FOCUSED if focus else FIELD)
                g.put(vx, y, opt, FOCUSED if focus else FIELD)
            else:
                g.put(vx, y, "X" if values[i] else " ", FOCUSED if focus else FIELD)
            y += 1
        y += 1
        bx = fx + 2
        for j, b in enumerate(buttons):
            focus = focused_form and st["focus"] == len(items) + j
            lab = "  " + b + "  "
            g.put(bx, y, lab, FOCUSED if focus else FIELD)
            bx += len(lab) + 2
        g.put(1, H - 2, "Tab/Shift-Tab: move   Enter: select   Ctrl+S: save   Esc: cancel", "37")
        if st["open"]:
            i = st["focus"]
            opts = items[i][2]
            ox = fx + 2 + lw
            oy = fy + 2 + i + 1
            ow = max(len(o) for o in opts) + 1
            for j, o in enumerate(opts):
                if j == st["hl"]:
                    g.put(ox, oy + j, o.ljust(ow), "30;107")
                else:
                    g.put(ox, oy + j, o.ljust(ow), "30;42")
            g.cursor = None
        if st["modal"]:
            mw, mh = 50, 8
            mx, my = (W - mw) // 2, (H - mh) // 2
            box(g, mx, my, mw, mh, "97;44", kind="double", fill="44")
            lines = ["Could not reach https://pve.kelp.lan:8006", "(connection refused).",
                     "Save the configuration anyway?"]
            for j, ln in enumerate(lines):
                g.put(mx + (mw - len(ln)) // 2, my + 1 + j, ln, "97;44")
            labels = ["Save anyway", "Back"]
            tw = sum(len(l) + 4 for l in labels) + 2 * (len(labels) - 1)
            x = mx + (mw - tw) // 2
            for j, l in enumerate(labels):
                lab = "  " + l + "  "
                g.put(x, my + 5, lab, "34;107" if st["mfocus"] == j else "97;40")
                x += len(lab) + 2
            g.cursor = None

    def handle(k):
        if k is None:
            return
        if st["modal"]:
            if k in ("tab", "right", "left", "btab"):
                st["mfocus"] = 1 - st["mfocus"]
            elif k == "enter":
                if st["mfocus"] == 0:
                    return False
                st["modal"] = False
            elif k == "esc":
                st["modal"] = False
            return
        i = st["focus"]
        if st["open"]:
            opts = items[i][2]
            if k == "up":
                st["hl"] = max(0, st["hl"] - 1)
            elif k == "down":
                st["hl"] = min(len(opts) - 1, st["hl"] + 1)
            elif k == "enter":
                values[i], st["open"] = st["hl"], False
            elif k == "esc":
                st["open"] = False
            return
        if k in ("tab", "down") and not (k == "down" and i < len(items) and items[i][1] == "drop"):
            st["focus"] = (i + 1) % n
            return
        if k in ("btab", "up"):
            st["focus"] = (i - 1) % n
            return
        if k == "\x13":
            st["modal"], st["mfocus"] = True, 0
            return
        if i >= len(items):
            if k == "enter":
                if buttons[i - len(items)] == "Save":
                    st["modal"], st["mfocus"] = True, 0
                else:
                    return False
            return
        kind = items[i][1]
        if kind in ("input", "secret"):
            if k == "bs":
                values[i] = values[i][:-1]
            elif k == "enter":
                st["focus"] = (i + 1) % n
            elif len(k) == 1 and k.isprintable():
                values[i] += k
        elif kind == "drop":
            if k in ("enter", " ", "down"):
                st["open"], st["hl"] = True, values[i]
        elif kind == "check":
            if k in (" ", "enter"):
                values[i] = not values[i]

    run(draw, handle)


# ---------------------------------------------------------------- ovirt

LAYOUTS = ["Slovak (qwerty)", "Slovenian", "Spanish", "Swedish", "Swiss French (latin1)",
           "Swiss German (latin1)", "Turkish", "U.S. English", "U.S. International",
           "Ukrainian", "United Kingdom"]
DISKS = [("ata", "/dev/sda", "QEMU_HARDDISK_QM00001", "40.0"),
         ("ata", "/dev/sdb", "QEMU_HARDDISK_QM00002", "120.0")]


def ovirt():
    st = {"page": "keyboard", "kb": 7, "focus": 0, "boot": 0, "inst": [True, False],
          "pw": "", "pw2": ""}
    version = "oVirt Node Hypervisor 3.0.6-1.0.201406130959.el6"

    def buttons(g, y, labels, focus):
        x = 2
        cur = None
        for i, l in enumerate(labels):
            s = "< %s >" % l
            g.put(x, y, s, "7" if i == focus else "")
            if i == focus:
                cur = (x + 2, y)
            x += len(s) + 2
        return cur

    def draw(g):
        g.clear()
        g.fill(0, 0, W, "97;44")
        g.put(1, 0, version, "1;97;44")
        g.put(W - 9, 0, "Install", "97;44")
        g.fill(0, H - 1, W, "30;47")
        p = st["page"]
        if p == "keyboard":
            g.put(2, 2, "Keyboard Layout Selection", "1")
            g.put(2, 4, "Choose the Keyboard Layout you would like to apply to this system.")
            g.put(2, 6, "Current Active Keyboard Layout:  U.S. English")
            g.put(2, 7, "Available Keyboard Layouts", "4")
            top = 0
            for i, name in enumerate(LAYOUTS[top:top + 11]):
                y = 8 + i
                if i + top == st["kb"]:
                    g.put(2, y, name.ljust(40), "7" if st["focus"] == 0 else "")
                    if st["focus"] == 0:
                        g.cursor = (2, y)
                else:
                    g.put(2, y, name)
            c = buttons(g, 21, ["Quit", "Back", "Continue"], st["focus"] - 1)
            if st["focus"] > 0:
                g.cursor = c
            g.put(1, H - 1, "Up/Down: navigate   Tab: buttons   Enter: choose", "30;47")
        elif p == "boot":
            g.put(2, 2, "Boot Device", "1")
            g.put(2, 4, "Please select the disk to use for booting oVirt Node")
            g.put(6, 6, "Location  Device Name  Model                   Size (GB)", "4")
            rows = [("%-9s %-12s %-23s %s" % d) for d in DISKS] + ["Other device: "]
            for i, r in enumerate(rows):
                y = 7 + i
                mark = "(X)" if st["boot"] == i else "( )"
                g.put(2, y, mark + " " + r, "7" if st["focus"] == i else "")
                if st["focus"] == i:
                    g.cursor = (3, y)
            d = DISKS[min(st["boot"], 1)]
            g.put(2, 11, "Disk Details", "4")
            g.put(2, 12, "Device       %s" % d[1])
            g.put(2, 13, "Model        %s" % d[2])
            g.put(2, 14, "Bus Type     %s" % d[0])
            g.put(2, 15, "Serial       QM0000%d" % (1 + min(st["boot"], 1)))
            g.put(2, 16, "Size (GB)    %s" % d[3])
            c = buttons(g, 21, ["Quit", "Back", "Continue"], st["focus"] - 3)
            if st["focus"] >= 3:
                g.cursor = c
            g.put(1, H - 1, "Up/Down: navigate   Space: select   Tab: buttons", "30;47")
        elif p == "inst":
            g.put(2, 2, "Installation Device", "1")
            g.put(2, 4, "Please select the disk(s) to use for installation of oVirt Node")
            g.put(6, 6, "Location  Device Name  Model                   Size (GB)", "4")
            rows = [("%-9s %-12s %-23s %s" % d) for d in DISKS]
            for i, r in enumerate(rows):
                y = 7 + i
                mark = "[X]" if st["inst"][i] else "[ ]"
                g.put(2, y, mark + " " + r, "7" if st["focus"] == i else "")
                if st["focus"] == i:
                    g.cursor = (3, y)
            g.put(2, 10, "Other Device: ")
            g.put(2, 12, "Devices marked [X] are used for the HostVG volume group.")
            c = buttons(g, 21, ["Quit", "Back", "Continue"], st["focus"] - 2)
            if st["focus"] >= 2:
                g.cursor = c
            g.put(1, H - 1, "Up/Down: navigate   Space: select   Tab: buttons", "30;47")
        elif p == "password":
            g.put(2, 2, "Require a password for local console access?", "1")
            g.put(2, 4, "Please enter the password for the admin user, who logs in")
            g.put(2, 5, "at the console of this host.")
            g.put(2, 7, "Password:         ")
            g.put(20, 7, "*" * len(st["pw"]), "4")
            g.fill(20 + len(st["pw"]), 7, 30 - len(st["pw"]), "4")
            g.put(2, 8, "Confirm Password: ")
            g.put(20, 8, "*" * len(st["pw2"]), "4")
            g.fill(20 + len(st["pw2"]), 8, 30 - len(st["pw2"]), "4")
            if st["focus"] == 0:
                g.cursor = (20 + len(st["pw"]), 7)
            elif st["focus"] == 1:
                g.cursor = (20 + len(st["pw2"]), 8)
            c = buttons(g, 21, ["Quit", "Back", "Install"], st["focus"] - 2)
            if st["focus"] >= 2:
                g.cursor = c
            g.put(1, H - 1, "Tab: next field   Enter: choose", "30;47")

    def handle(k):
        if k is None:
            return
        p = st["page"]
        f = st["focus"]
        if p == "keyboard":
            nb = 1 + 3
            if f == 0 and k == "up":
                st["kb"] = max(0, st["kb"] - 1)
            elif f == 0 and k == "down":
                st["kb"] = min(len(LAYOUTS) - 1, st["kb"] + 1)
            elif k == "tab":
                st["focus"] = (f + 1) % nb
            elif k == "btab":
                st["focus"] = (f - 1) % nb
            elif k == "enter":
                if f in (0, 3):
                    st["page"], st["focus"] = "boot", 0
                elif f == 1:
                    return False
        elif p == "boot":
            nb = 3 + 3
            if f < 3 and k == "up":
                st["focus"] = max(0, f - 1)
            elif f < 3 and k == "down":
                st["focus"] = min(2, f + 1)
            elif f < 3 and k == " ":
                st["boot"] = f
            elif k == "tab":
                st["focus"] = 3 if f < 3 else (f + 1 if f < 5 else 0)
            elif k == "enter":
                if f < 3:
                    st["boot"] = f
                    st["page"], st["focus"] = "inst", 0
                elif f == 5:
                    st["page"], st["focus"] = "inst", 0
                elif f == 4:
                    st["page"], st["focus"] = "keyboard", 0
                else:
                    return False
        elif p == "inst":
            if f < 2 and k == "up":
                st["focus"] = max(0, f - 1)
            elif f < 2 and k == "down":
                st["focus"] = min(1, f + 1)
            elif f < 2 and k == " ":
                st["inst"][f] = not st["inst"][f]
            elif k == "tab":
                st["focus"] = 2 if f < 2 else (f + 1 if f < 4 else 0)
            elif k == "enter":
                if f == 4 or f < 2:
                    st["page"], st["focus"] = "password", 0
                elif f == 3:
                    st["page"], st["focus"] = "boot", 0
                else:
                    return False
        elif p == "password":
            if k in ("tab", "down"):
                st["focus"] = (f + 1) % 5
            elif k in ("btab", "up"):
                st["focus"] = (f - 1) % 5
            elif f < 2:
                fld = "pw" if f == 0 else "pw2"
                if k == "bs":
                    st[fld] = st[fld][:-1]
                elif k == "enter":
                    st["focus"] = f + 1
                elif len(k) == 1 and k.isprintable():
                    st[fld] += k
            elif k == "enter":
                if f == 3:
                    st["page"], st["focus"] = "inst", 0
                elif f == 2:
                    return False

    run(draw, handle, mouse=True)


# ---------------------------------------------------------------- kairos

PINK, GREY, GREEN = "38;5;212", "38;5;241", "38;5;42"


def kairos():
    disks = ["/dev/vda (40 GiB)", "/dev/vdb (120 GiB)"]
    options = ["Start Install", "Customize Further (User, SSH Keys, etc.)"]
    custom = ["User & Password", "SSH Keys", "Finish Customization and start Installation"]
    st = {"step": "disk", "sel": 0, "user": "", "pw": "", "field": 0, "done": set(), "yes": 0}

    def frame(g, title, sub=None):
        g.clear()
        box(g, 1, 0, W - 2, H - 1, "38;5;99", kind="rounded")
        t = " Kairos Interactive Installer "
        g.put(4, 1, t, "1;97;48;5;99")
        g.put(4, 3, title, "1;" + PINK)
        if sub:
            g.put(4, 4, sub, GREY)

    def menu(g, y, items, sel, done=()):
        for i, it in enumerate(items):
            mark = "✓ " if i in done else ""
            if i == sel:
                g.put(4, y + i, "> " + mark + it, PINK)
            else:
                g.put(4, y + i, "  " + mark + it, "")

    def helpline(g, s):
        g.put(4, H - 3, s, GREY)

    def inputline(g, y, label, value, focused, placeholder, mask=False):
        g.put(4, y, label, "1" if focused else "")
        shown = "*" * len(value) if mask else value
        x = g.put(4, y + 1, "> ", PINK if focused else GREY)
        if shown:
            x = g.put(x, y + 1, shown, "")
            if focused:
                g.put(x, y + 1, " ", "7")
        elif focused:
            g.put(x, y + 1, placeholder[0], "7;" + GREY)
            g.put(x + 1, y + 1, placeholder[1:], GREY)
        else:
            g.put(x, y + 1, placeholder, GREY)

    def draw(g):
        s = st["step"]
        if s == "disk":
            frame(g, "Select Installation Disk", "All data on the selected disk will be erased.")
            menu(g, 6, disks, st["sel"])
            helpline(g, "↑/k up • ↓/j down • enter select • ctrl+c quit")
        elif s == "options":
            frame(g, "Installation Options", "Disk: " + disks[st["disk"]])
            menu(g, 6, options, st["sel"])
            helpline(g, "↑/k up • ↓/j down • enter select • esc back • ctrl+c quit")
        elif s == "custom":
            frame(g, "Customize Installation", "Pick a step to configure, then finish.")
            menu(g, 6, custom, st["sel"], st["done"])
            helpline(g, "↑/k up • ↓/j down • enter select • esc back • ctrl+c quit")
        elif s == "user":
            frame(g, "User & Password", "Create the user that will log in to the installed system.")
            inputline(g, 6, "Username:", st["user"], st["field"] == 0, "username")
            inputline(g, 9, "Password:", st["pw"], st["field"] == 1, "password", mask=True)
            helpline(g, "tab switch field • enter confirm • esc back • ctrl+c quit")
        elif s == "summary":
            frame(g, "Installation Summary")
            lines = [("Disk", disks[st["disk"]]), ("User", st["user"] or "kairos"),
                     ("SSH keys", "none"), ("Reboot after install", "yes")]
            for i, (k, v) in enumerate(lines):
                g.put(6, 5 + i, "%-22s" % (k + ":"), GREY)
                g.put(28, 5 + i, v, "")
            g.put(4, 10, "This will erase all data on %s." % disks[st["disk"]].split()[0], "38;5;203")
            g.put(4, 12, "Start the installation?", "1")
            menu(g, 13, ["Yes", "No"], st["yes"])
            helpline(g, "↑/k up • ↓/j down • enter select • esc back • ctrl+c quit")
        g.cursor = None

    def handle(k):
        if k is None:
            return
        s = st["step"]
        if s == "user":
            fld = "user" if st["field"] == 0 else "pw"
            if k in ("tab", "btab", "up", "down"):
                st["field"] = 1 - st["field"]
            elif k == "esc":
                st["step"], st["sel"] = "custom", 0
            elif k == "bs":
                st[fld] = st[fld][:-1]
            elif k == "enter":
                if st["field"] == 0:
                    st["field"] = 1
                else:
                    st["done"].add(0)
                    st["step"], st["sel"] = "custom", 1
            elif len(k) == 1 and k.isprintable():
                st[fld] += k
            return
        items = {"disk": disks, "options": options, "custom": custom, "summary": ["Yes", "No"]}[s]
        key = "yes" if s == "summary" else "sel"
        if k in ("up", "k"):
            st[key] = max(0, st[key] - 1)
        elif k in ("down", "j"):
            st[key] = min(len(items) - 1, st[key] + 1)
        elif k == "esc":
            back = {"options": "disk", "custom": "options", "summary": "options"}.get(s)
            if back:
                st["step"], st["sel"] = back, 0
        elif k == "enter":
            v = st[key]
            if s == "disk":
                st["disk"] = v
                st["step"], st["sel"] = "options", 0
            elif s == "options":
                st["step"], st["sel"] = ("summary", 0) if v == 0 else ("custom", 0)
                st["yes"] = 0
            elif s == "custom":
                if v == 0:
                    st["step"], st["field"] = "user", 0
                elif v == 2:
                    st["step"], st["yes"] = "summary", 0
            elif s == "summary":
                if v == 1:
                    st["step"], st["sel"] = "options", 0
                else:
                    return False

    run(draw, handle)


TOOLS = {"tuigreet": tuigreet, "jiratui": jiratui, "pvetui": pvetui, "ovirt": ovirt, "kairos": kairos}

if __name__ == "__main__":
    try:
        TOOLS[sys.argv[1]]()
    except (KeyboardInterrupt, EOFError):
        print()
