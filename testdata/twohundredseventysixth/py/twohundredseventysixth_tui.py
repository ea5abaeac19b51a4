"""One full-screen terminal program of today built with Go's tview or
termui or Rust's ratatui imitated, named by the first argument: a
fixture of agentty's twohundredseventysixth set, whose screens were
never used to tune the mode classifier. Each draws what a program that
cannot run here (not in Debian, no network) draws at its moments, on the
alternate screen as those libraries draw: its main view with a selected
row, its menus, popups, forms and confirmation modals (its words,
layout, box borders, colours, reverse video and cursor). Keys are read
one at a time, raw, not echoed. Runs with Debian's python3 and its
standard library only (curses)."""

import curses
import os
import sys

os.environ.setdefault("ESCDELAY", "25")

ENTER = (10, 13, curses.KEY_ENTER)
ESC = 27
TAB = 9
BACKSPACE = (8, 127, curses.KEY_BACKSPACE)
DOWN = (curses.KEY_DOWN, ord("j"))
UP = (curses.KEY_UP, ord("k"))

(DEF, BAR, SEL, DIM, ACC, GREEN, RED, FIELD, BTN, BLUE, MAG) = range(1, 12)


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
    curses.init_pair(DEF, curses.COLOR_WHITE, bg)
    curses.init_pair(BAR, curses.COLOR_BLACK, curses.COLOR_WHITE)
    curses.init_pair(SEL, curses.COLOR_BLACK, curses.COLOR_CYAN)
    curses.init_pair(DIM, curses.COLOR_BLACK + 8 if curses.COLORS > 8 else curses.COLOR_WHITE, bg)
    curses.init_pair(ACC, curses.COLOR_YELLOW, bg)
    curses.init_pair(GREEN, curses.COLOR_GREEN, bg)
    curses.init_pair(RED, curses.COLOR_RED, bg)
    curses.init_pair(FIELD, curses.COLOR_WHITE, curses.COLOR_BLUE)
    curses.init_pair(BTN, curses.COLOR_WHITE, curses.COLOR_BLUE)
    curses.init_pair(BLUE, curses.COLOR_CYAN, bg)
    curses.init_pair(MAG, curses.COLOR_MAGENTA, bg)


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


def fill(scr, y, attr):
    h, w = scr.getmaxyx()
    put(scr, y, 0, " " * w, attr)


def box(scr, y, x, hh, ww, title="", attr=0, style="plain", centre=False):
    """A bordered block: tview's and termui's plain, ratatui's rounded or
    double; its title on the top border."""
    tl, tr, bl, br, hz, vt = {
        "plain": ("┌", "┐", "└", "┘", "─", "│"),
        "round": ("╭", "╮", "╰", "╯", "─", "│"),
        "double": ("╔", "╗", "╚", "╝", "═", "║"),
    }[style]
    put(scr, y, x, tl + hz * (ww - 2) + tr, attr)
    for i in range(1, hh - 1):
        put(scr, y + i, x, vt + " " * (ww - 2) + vt, attr)
    put(scr, y + hh - 1, x, bl + hz * (ww - 2) + br, attr)
    if title:
        tx = x + (ww - len(title)) // 2 if centre else x + 1
        put(scr, y, tx, title, attr | curses.A_BOLD)


def cursor(scr, at):
    if at is None:
        curses.curs_set(0)
        return
    curses.curs_set(1)
    scr.move(*at)


def edit(value, k):
    if k in BACKSPACE:
        return value[:-1]
    if 32 <= k < 127:
        return value + chr(k)
    return value


def tview_field(scr, y, x, label, lw, value, fw, focused):
    """A tview InputField of a Form: its label, then its field in blue;
    returns where its cursor is."""
    put(scr, y, x, label, cp(ACC) if focused else cp(DEF))
    put(scr, y, x + lw, " " * fw, cp(FIELD))
    put(scr, y, x + lw, value[-(fw - 1):], cp(FIELD))
    return y, x + lw + min(len(value), fw - 1)


def tview_button(scr, y, x, label, focused):
    s = " " + label + " "
    put(scr, y, x, s, (cp(SEL) | curses.A_BOLD) if focused else cp(BTN))
    return len(s)


def tview_modal(scr, lines, buttons, focus, ww=50):
    """A tview Modal: its text centred in a frame, its buttons under it."""
    h, w = scr.getmaxyx()
    hh = len(lines) + 6
    y, x = (h - hh) // 2, (w - ww) // 2
    for i in range(hh):
        put(scr, y + i, x, " " * ww, cp(FIELD))
    box(scr, y, x, hh, ww, attr=cp(FIELD))
    for i, s in enumerate(lines):
        put(scr, y + 2 + i, x + (ww - len(s)) // 2, s, cp(FIELD))
    total = sum(len(b) + 2 for b in buttons) + 2 * (len(buttons) - 1)
    bx = x + (ww - total) // 2
    for i, b in enumerate(buttons):
        s = " " + b + " "
        put(scr, y + hh - 3, bx, s, (cp(BAR) | curses.A_BOLD) if i == focus else cp(SEL))
        bx += len(s) + 2


# bluetuith-like: bluetuith, a tview Bluetooth manager.

DEVICES = [
    ("WH-1000XM4", "Headset", "Connected, Trusted, Paired", "-58"),
    ("Pixel 8", "Phone", "Trusted, Paired", "-71"),
    ("MX Keys Mini", "Keyboard", "Paired", "-64"),
    ("JBL Flip 6", "Audio", "", "-80"),
    ("Galaxy Buds2", "Headphones", "", "-85"),
    ("Living Room TV", "Display", "", "-90"),
]
DEVICE_MENU = [
    ("Connect", "c"), ("Pair", "p"), ("Trust", "t"), ("Block", "w"),
    ("Send files", "f"), ("Network options", "n"), ("Audio profiles", "a"),
    ("Info", "i"), ("Remove", "d"),
]


def blue_main(scr, row):
    h, w = scr.getmaxyx()
    scr.erase()
    fill(scr, 0, cp(DEF))
    put(scr, 0, 1, "Adapter", cp(DEF) | curses.A_UNDERLINE)
    put(scr, 0, 10, "Device", cp(DEF) | curses.A_UNDERLINE)
    st = "hci0 (Powered, Discoverable, Scanning)"
    put(scr, 0, w - len(st) - 1, st, cp(GREEN))
    put(scr, 1, 0, "─" * w, cp(DIM))
    for i, (name, kind, props, rssi) in enumerate(DEVICES):
        y = 2 + i
        line = name + (" (" + props + ")" if props else "") + " [" + kind + "]"
        if i == row:
            put(scr, y, 0, " " * w, cp(SEL))
            put(scr, y, 1, line, cp(SEL) | curses.A_BOLD)
            put(scr, y, w - 10, "RSSI " + rssi, cp(SEL))
        else:
            put(scr, y, 1, line, cp(BLUE) if props else cp(DEF))
            put(scr, y, w - 10, "RSSI " + rssi, cp(DIM))
    put(scr, h - 2, 0, "─" * w, cp(DIM))
    put(scr, h - 1, 1, "Scanning for devices...", cp(DEF))
    help_ = "Press ? for help"
    put(scr, h - 1, w - len(help_) - 1, help_, cp(DIM))


def blue_menu(scr, sel):
    ww = 24
    hh = len(DEVICE_MENU) + 2
    put(scr, 0, 10, "Device", cp(SEL) | curses.A_BOLD)
    for i in range(hh):
        put(scr, 1 + i, 9, " " * ww, cp(DEF))
    box(scr, 1, 9, hh, ww, attr=cp(DEF))
    for i, (name, key) in enumerate(DEVICE_MENU):
        y = 2 + i
        attr = cp(SEL) | curses.A_BOLD if i == sel else cp(DEF)
        put(scr, y, 10, " " * (ww - 2), attr)
        put(scr, y, 11, name, attr)
        put(scr, y, 9 + ww - 3, key, attr)


def blue_help(scr):
    h, w = scr.getmaxyx()
    scr.erase()
    put(scr, 0, (w - 4) // 2, "Help", cp(DEF) | curses.A_BOLD)
    rows = [
        ("Menu", "Open the menu", "Ctrl+m"),
        ("Adapter", "Open the adapter menu", "Ctrl+a"),
        ("Device", "Open the device menu", "Ctrl+d"),
        ("Power", "Toggle adapter power", "o"),
        ("Discoverable", "Toggle discoverable", "S"),
        ("Scan", "Toggle scan", "s"),
        ("Connect", "Connect to the device", "c"),
        ("Pair", "Pair with the device", "p"),
        ("Trust", "Trust the device", "t"),
        ("Remove", "Remove the device", "d"),
        ("Info", "Show device information", "i"),
        ("Progress", "Show the file transfer view", "v"),
        ("Quit", "Quit", "q"),
    ]
    box(scr, 1, 2, len(rows) + 4, w - 4, " Keybindings ", cp(DEF))
    put(scr, 2, 5, "Operation", cp(ACC) | curses.A_BOLD)
    put(scr, 2, 25, "Description", cp(ACC) | curses.A_BOLD)
    put(scr, 2, 60, "Keybinding", cp(ACC) | curses.A_BOLD)
    for i, (op, d, k) in enumerate(rows):
        put(scr, 3 + i, 5, op, cp(DEF))
        put(scr, 3 + i, 25, d, cp(DEF))
        put(scr, 3 + i, 60, k, cp(BLUE))
    put(scr, h - 1, 1, "Press Escape to exit the help page", cp(DIM))


def bluetuith(scr):
    row, view, sel, focus = 0, "main", 0, 0
    while True:
        if view == "help":
            blue_help(scr)
        else:
            blue_main(scr, row)
            if view == "menu":
                blue_menu(scr, sel)
            elif view == "pair":
                name = DEVICES[row][0]
                tview_modal(scr, ["Pairing Request", "",
                                  "Confirm passkey for " + name, "is 482913"],
                            ["Yes", "No"], focus, 46)
        cursor(scr, None)
        scr.refresh()
        k = scr.getch()
        if view == "main":
            if k in DOWN:
                row = min(row + 1, len(DEVICES) - 1)
            elif k in UP:
                row = max(row - 1, 0)
            elif k == 4:  # Ctrl-D
                view, sel = "menu", 0
            elif k == ord("p"):
                view, focus = "pair", 0
            elif k == ord("?"):
                view = "help"
            elif k == ord("q"):
                return
        elif view == "menu":
            if k in DOWN:
                sel = min(sel + 1, len(DEVICE_MENU) - 1)
            elif k in UP:
                sel = max(sel - 1, 0)
            elif k == ESC or k in ENTER:
                view = "main"
        elif view == "pair":
            if k in (curses.KEY_RIGHT, TAB, curses.KEY_LEFT):
                focus = 1 - focus
            elif k in ENTER or k == ESC:
                view = "main"
        elif view == "help":
            if k == ESC or k == ord("q"):
                view = "main"


# lazyssh-like: lazyssh, a tview manager of SSH servers.

SERVERS = [
    ("bastion", "ops", "203.0.113.10", "22", "prod,jump", "2h ago"),
    ("db-primary", "postgres", "10.0.3.21", "22", "prod,db", "1d ago"),
    ("db-replica", "postgres", "10.0.3.22", "22", "prod,db", "3d ago"),
    ("web-01", "deploy", "10.0.2.11", "2222", "prod,web", "5h ago"),
    ("web-02", "deploy", "10.0.2.12", "2222", "prod,web", "never"),
    ("staging", "ubuntu", "192.168.56.20", "22", "staging", "1w ago"),
    ("pi-garage", "pi", "192.168.1.44", "22", "home", "2w ago"),
]
FORM_FIELDS = ["Alias:", "Host/IP:", "User:", "Port:", "Key:", "Tags:"]


def ssh_main(scr, row):
    h, w = scr.getmaxyx()
    scr.erase()
    put(scr, 0, 1, "lazyssh", cp(GREEN) | curses.A_BOLD)
    put(scr, 0, 9, "— SSH servers from ~/.ssh/config", cp(DIM))
    put(scr, 0, w - 14, "7 servers", cp(DIM))
    box(scr, 1, 0, 3, w, " Search ", cp(DIM))
    put(scr, 2, 2, "/ to search...", cp(DIM))
    lw = 44
    box(scr, 4, 0, h - 6, lw, " Servers ", cp(ACC))
    for i, (alias, user, host, port, tags, seen) in enumerate(SERVERS):
        y = 5 + i
        s = "%-11s %s@%s" % (alias, user, host)
        if i == row:
            put(scr, y, 1, " " * (lw - 2), cp(SEL))
            put(scr, y, 2, s, cp(SEL) | curses.A_BOLD)
        else:
            put(scr, y, 2, s, cp(DEF))
    alias, user, host, port, tags, seen = SERVERS[row]
    box(scr, 4, lw, h - 6, w - lw, " Details ", cp(DIM))
    details = [
        ("Alias:", alias), ("Host:", host), ("User:", user), ("Port:", port),
        ("Key:", "~/.ssh/id_ed25519"), ("Tags:", tags), ("Last SSH:", seen),
        ("Pinned:", "no"),
    ]
    for i, (k, v) in enumerate(details):
        put(scr, 6 + i, lw + 2, k, cp(BLUE))
        put(scr, 6 + i, lw + 13, v, cp(DEF))
    put(scr, 16, lw + 2, "Commands:", cp(BLUE))
    put(scr, 17, lw + 2, "ssh " + alias, cp(DEF))
    keys = "↑↓ Navigate • Enter SSH • a Add • e Edit • d Delete • / Search • q Quit"
    put(scr, h - 2, 0, " " * w, cp(BAR))
    put(scr, h - 2, 1, keys[: w - 2], cp(BAR))


def ssh_form(scr, values, field):
    h, w = scr.getmaxyx()
    ww, hh = 50, 17
    y, x = (h - hh) // 2, (w - ww) // 2
    for i in range(hh):
        put(scr, y + i, x, " " * ww, cp(DEF))
    box(scr, y, x, hh, ww, " Add Server ", cp(ACC), centre=True)
    at = None
    for i, label in enumerate(FORM_FIELDS):
        a = tview_field(scr, y + 2 + 2 * i, x + 2, label, 10, values[i], 34, i == field)
        if i == field:
            at = a
    bx = x + 2
    bx += tview_button(scr, y + hh - 3, bx, "Save", field == len(FORM_FIELDS)) + 2
    tview_button(scr, y + hh - 3, bx, "Cancel", field == len(FORM_FIELDS) + 1)
    return at


def lazyssh(scr):
    row, view, values, field, focus = 0, "main", [], 0, 0
    while True:
        ssh_main(scr, row)
        at = None
        if view == "form":
            at = ssh_form(scr, values, field)
        elif view == "delete":
            alias, user, host = SERVERS[row][:3]
            tview_modal(scr, ["Delete server %s (%s@%s)?" % (alias, user, host), "",
                              "This removes its Host block from ~/.ssh/config."],
                        ["Delete", "Cancel"], focus, 60)
        cursor(scr, at)
        scr.refresh()
        k = scr.getch()
        if view == "main":
            if k in DOWN:
                row = min(row + 1, len(SERVERS) - 1)
            elif k in UP:
                row = max(row - 1, 0)
            elif k == ord("a"):
                view, values, field = "form", ["", "", "", "22", "~/.ssh/id_ed25519", ""], 0
            elif k == ord("d"):
                view, focus = "delete", 0
            elif k == ord("q"):
                return
        elif view == "form":
            if k == TAB or k == curses.KEY_DOWN:
                field = (field + 1) % (len(FORM_FIELDS) + 2)
            elif k == curses.KEY_BTAB or k == curses.KEY_UP:
                field = (field - 1) % (len(FORM_FIELDS) + 2)
            elif k == ESC:
                view = "main"
            elif field < len(FORM_FIELDS):
                values[field] = edit(values[field], k)
            elif k in ENTER:
                view = "main"
        elif view == "delete":
            if k in (curses.KEY_RIGHT, TAB, curses.KEY_LEFT):
                focus = 1 - focus
            elif k in ENTER or k == ESC:
                view = "main"


# twitch-tui-like: twitch-tui, a ratatui Twitch chat client.

CHAT = [
    ("19:02:11", "nightbot", "Follow the stream on socials: !socials"),
    ("19:02:14", "pixelfox", "that boss fight was insane"),
    ("19:02:15", "m0lly_c", "LUL the camera angle"),
    ("19:02:19", "grumpyowl", "is this the new patch?"),
    ("19:02:22", "speedrun_sam", "yes 1.4.2 dropped this morning"),
    ("19:02:27", "pixelfox", "chat what build is he running"),
    ("19:02:30", "haru_no_kaze", "glass cannon dex, look at the ring"),
    ("19:02:33", "streamelements", "teo_plays is live! Now: Elden Ring DLC"),
    ("19:02:36", "bramblebee", "PogChamp PogChamp PogChamp"),
    ("19:02:41", "m0lly_c", "the parry at 3 hp omg"),
    ("19:02:44", "quietkoala", "first time here, hi everyone"),
    ("19:02:46", "grumpyowl", "welcome quietkoala"),
    ("19:02:50", "speedrun_sam", "next boss is the hard one"),
    ("19:02:53", "pixelfox", "KEKW he walked off the cliff"),
    ("19:02:57", "haru_no_kaze", "classic"),
    ("19:03:01", "bramblebee", "F"),
    ("19:03:04", "teo_plays", "ok ok that one did not count"),
    ("19:03:08", "nightbot", "Today's schedule: DLC until 22:00 CET"),
]
NICK_COLOURS = [GREEN, BLUE, MAG, ACC, RED]
RECENT = ["teo_plays", "shroud", "lirik", "northernlion"]


def twitch_main(scr):
    h, w = scr.getmaxyx()
    scr.erase()
    box(scr, 0, 0, h, w, "[ 2026-11-28 19:03:08 ]─[ Chat ]─[ #teo_plays ]", cp(DEF), "round")
    rows = h - 2
    for i, (t, nick, msg) in enumerate(CHAT[-rows:]):
        y = 1 + i
        put(scr, y, 2, t, cp(DIM))
        put(scr, y, 11, nick, cp(NICK_COLOURS[sum(map(ord, nick)) % 5]) | curses.A_BOLD)
        put(scr, y, 11 + len(nick), ": " + msg, cp(DEF))


def twitch_help(scr):
    h, w = scr.getmaxyx()
    scr.erase()
    rows = [
        ("Normal mode", "c", "Chat window"),
        ("", "i", "Insert mode"),
        ("", "s", "Swap channels"),
        ("", "S", "Open the stream in the browser"),
        ("", "?", "Show this help"),
        ("", "Ctrl+f", "Search messages"),
        ("", "Ctrl+t", "Toggle the filter"),
        ("", "Scroll", "Scroll the chat"),
        ("", "q", "Quit"),
        ("Insert mode", "Enter", "Send the message"),
        ("", "Tab", "Fill a suggestion"),
        ("", "Ctrl+w", "Delete the previous word"),
        ("", "Esc", "Back to normal mode"),
    ]
    box(scr, 0, 0, h, w, "[ Keybinds ]", cp(DEF), "round")
    put(scr, 1, 2, "Mode", cp(ACC) | curses.A_BOLD)
    put(scr, 1, 20, "Key", cp(ACC) | curses.A_BOLD)
    put(scr, 1, 32, "Description", cp(ACC) | curses.A_BOLD)
    for i, (m, k, d) in enumerate(rows):
        put(scr, 3 + i, 2, m, cp(GREEN))
        put(scr, 3 + i, 20, k, cp(BLUE))
        put(scr, 3 + i, 32, d, cp(DEF))


def twitch_switcher(scr, value):
    h, w = scr.getmaxyx()
    ww, x, y = 50, (w - 50) // 2, 6
    for i in range(3 + len(RECENT) + 2):
        put(scr, y + i, x, " " * ww, cp(DEF))
    box(scr, y, x, 3, ww, "[ Channel ]", cp(ACC), "round")
    put(scr, y + 1, x + 2, value, cp(DEF))
    box(scr, y + 3, x, len(RECENT) + 2, ww, "[ Recent ]", cp(DIM), "round")
    shown = [c for c in RECENT if c.startswith(value)] if value else RECENT
    for i, c in enumerate(shown):
        put(scr, y + 4 + i, x + 2, c, cp(DIM))
    return y + 1, x + 2 + len(value)


def twitch(scr):
    view, value = "chat", ""
    while True:
        if view == "help":
            twitch_help(scr)
        else:
            twitch_main(scr)
        at = None
        if view == "switch":
            at = twitch_switcher(scr, value)
        cursor(scr, at)
        scr.refresh()
        k = scr.getch()
        if view == "chat":
            if k == ord("s"):
                view, value = "switch", ""
            elif k == ord("?"):
                view = "help"
            elif k == ord("q"):
                return
        elif view == "switch":
            if k == ESC or k in ENTER:
                view = "chat"
            else:
                value = edit(value, k)
        elif view == "help":
            if k == ESC or k == ord("q"):
                view = "chat"


# wtfutil-like: WTF (wtfutil), a tview dashboard of widgets.

TODOS = [
    ("x", "Renew the TLS certificate"),
    (" ", "Review Ana's pull request"),
    (" ", "Book the flights to Lisbon"),
    (" ", "Rotate the API keys"),
    (" ", "Water the plants"),
]


def wtf_main(scr, focused, row):
    h, w = scr.getmaxyx()
    scr.erase()
    half = w // 2
    # Clocks
    box(scr, 0, 0, 7, half, " World Clocks ", cp(DIM))
    for i, (c, t) in enumerate([("Berlin", "20:03:08  28 Nov"), ("London", "19:03:08  28 Nov"),
                                ("New York", "14:03:08  28 Nov"), ("Tokyo", "04:03:08  29 Nov")]):
        put(scr, 1 + i, 2, "%-10s %s" % (c, t), cp(DEF))
    # Uptime / resources
    box(scr, 0, half, 7, w - half, " Resource Usage ", cp(DIM))
    put(scr, 1, half + 2, "CPU  [|||||||       ]  38%", cp(GREEN))
    put(scr, 2, half + 2, "Mem  [||||||||||||  ]  71%", cp(ACC))
    put(scr, 3, half + 2, "Swap [|             ]   4%", cp(GREEN))
    put(scr, 4, half + 2, "Load 1.21 0.98 0.87", cp(DEF))
    # Todo, focusable 1
    ta = cp(ACC) if focused == 1 else cp(DIM)
    box(scr, 7, 0, 9, half, " Todo [1] ", ta)
    for i, (done, item) in enumerate(TODOS):
        s = "[" + done + "] " + item
        if focused == 1 and i == row:
            put(scr, 8 + i, 1, " " * (half - 2), cp(SEL))
            put(scr, 8 + i, 2, s, cp(SEL))
        else:
            put(scr, 8 + i, 2, s, cp(DIM) if done == "x" else cp(DEF))
    # GitHub, focusable 2
    ga = cp(ACC) if focused == 2 else cp(DIM)
    box(scr, 7, half, 9, w - half, " GitHub - acme/ledger [2] ", ga)
    gh = ["Open Review Requests", "  #412 Retry failed payouts", "  #409 Bump pgx to v5.7",
          "My Pull Requests", "  #415 Split the ledger cache", "Stars 1,284  Issues 37"]
    for i, s in enumerate(gh):
        put(scr, 8 + i, half + 2, s, cp(BLUE) if not s.startswith(" ") else cp(DEF))
    # Feed, focusable 3
    fa = cp(ACC) if focused == 3 else cp(DIM)
    box(scr, 16, 0, h - 16, w, " Hacker News - topstories [3] ", fa)
    hn = ["1. Show HN: A terminal dashboard in 300 lines (412 points)",
          "2. Why SQLite is so hard to kill (287 points)",
          "3. The quiet death of the RSS reader (190 points)",
          "4. Writing a GPU driver from scratch (176 points)",
          "5. Ask HN: What are you working on? (154 points)",
          "6. Postgres 18 released (149 points)"]
    for i, s in enumerate(hn[: h - 18]):
        put(scr, 17 + i, 2, s, cp(DEF))


def wtf_new(scr, value):
    h, w = scr.getmaxyx()
    ww, hh = 50, 7
    y, x = (h - hh) // 2, (w - ww) // 2
    for i in range(hh):
        put(scr, y + i, x, " " * ww, cp(DEF))
    box(scr, y, x, hh, ww, " New Todo ", cp(ACC), centre=True)
    at = tview_field(scr, y + 2, x + 2, "New: ", 5, value, ww - 9, True)
    bx = x + 2
    bx += tview_button(scr, y + 4, bx, "Save", False) + 2
    tview_button(scr, y + 4, bx, "Cancel", False)
    return at


def wtf_help(scr):
    h, w = scr.getmaxyx()
    ww, hh = 56, 16
    y, x = (h - hh) // 2, (w - ww) // 2
    for i in range(hh):
        put(scr, y + i, x, " " * ww, cp(DEF))
    box(scr, y, x, hh, ww, " Help ", cp(ACC), centre=True)
    rows = ["Todo", "", "  Keyboard commands for Todo:", "",
            "    /: Show/hide this help window", "    j: Select next item",
            "    k: Select previous item", "    n: Create a new item",
            "    o: Open the todo file in the editor", "    e: Edit the selected item",
            "    d: Delete the selected item", "    space: Toggle checked/unchecked",
            "    ctrl-j/k: Move the item down/up", "    esc: Unselect the todo list"]
    for i, s in enumerate(rows):
        put(scr, y + 1 + i, x + 2, s, cp(DEF))


def wtfutil(scr):
    focused, row, view, value = 0, 0, "main", ""
    while True:
        wtf_main(scr, focused, row)
        at = None
        if view == "new":
            at = wtf_new(scr, value)
        elif view == "help":
            wtf_help(scr)
        cursor(scr, at)
        scr.refresh()
        k = scr.getch()
        if view == "main":
            if k in (ord("1"), ord("2"), ord("3")):
                focused, row = k - ord("0"), 0
            elif k == TAB:
                focused = focused % 3 + 1
            elif k == ESC:
                focused = 0
            elif focused == 1 and k in DOWN:
                row = min(row + 1, len(TODOS) - 1)
            elif focused == 1 and k in UP:
                row = max(row - 1, 0)
            elif focused == 1 and k == ord("n"):
                view, value = "new", ""
            elif focused == 1 and k == ord("/"):
                view = "help"
            elif k == ord("q") or k == 3:
                return
        elif view == "new":
            if k == ESC or k in ENTER:
                view = "main"
            else:
                value = edit(value, k)
        elif view == "help":
            if k == ESC or k == ord("/"):
                view = "main"


# slack-term-like: slack-term, a termui Slack client.

CHANNELS = ["general", "random", "deploys", "incidents", "team-ledger", "@ana.ruiz", "@tomas"]
MESSAGES = [
    ("19:01", "ana.ruiz", "deploy of ledger 2.14 is out on staging"),
    ("19:01", "tomas", "nice, running the smoke tests now"),
    ("19:02", "ci-bot", "build #5521 passed (ledger, main)"),
    ("19:02", "tomas", "smoke tests green"),
    ("19:03", "ana.ruiz", "ok promoting to prod after standup"),
    ("19:04", "priya", "payout retries graph looks off?"),
    ("19:04", "ana.ruiz", "on it"),
]


def slack_main(scr, row, mode, value):
    h, w = scr.getmaxyx()
    scr.erase()
    cw = 20
    box(scr, 0, 0, h - 3, cw, "Channels", cp(DEF))
    for i, c in enumerate(CHANNELS):
        name = c if c.startswith("@") else "#" + c
        if i == row:
            put(scr, 1 + i, 1, "> " + name, cp(ACC) | curses.A_BOLD)
        else:
            put(scr, 1 + i, 1, "  " + name, cp(DEF))
    cur = CHANNELS[row]
    box(scr, 0, cw, h - 3, w - cw, (cur if cur.startswith("@") else "#" + cur), cp(DEF))
    msgs = MESSAGES if row == 0 else MESSAGES[2:5]
    for i, (t, who, msg) in enumerate(msgs):
        y = h - 4 - len(msgs) + i
        put(scr, y, cw + 1, "[" + t + "]", cp(DIM))
        put(scr, y, cw + 9, "<" + who + ">", cp(NICK_COLOURS[sum(map(ord, who)) % 5]) | curses.A_BOLD)
        put(scr, y, cw + 11 + len(who), " " + msg, cp(DEF))
    box(scr, h - 3, 0, 3, w - 12, "Input", cp(ACC) if mode == "INSERT" else cp(DEF))
    put(scr, h - 2, 1, value, cp(DEF))
    box(scr, h - 3, w - 12, 3, 12, "Mode", cp(DEF))
    put(scr, h - 2, w - 11, mode.center(10), cp(GREEN) | curses.A_BOLD)
    if mode == "INSERT":
        return h - 2, 1 + len(value)
    return None


def slackterm(scr):
    row, mode, value = 0, "COMMAND", ""
    while True:
        at = slack_main(scr, row, mode, value)
        cursor(scr, at)
        scr.refresh()
        k = scr.getch()
        if mode == "COMMAND":
            if k in DOWN:
                row = min(row + 1, len(CHANNELS) - 1)
            elif k in UP:
                row = max(row - 1, 0)
            elif k == ord("i"):
                mode = "INSERT"
            elif k == ord("q"):
                return
        else:
            if k == ESC:
                mode = "COMMAND"
            elif k in ENTER:
                value = ""
            else:
                value = edit(value, k)


PROGRAMS = {
    "bluetuith": bluetuith,
    "lazyssh": lazyssh,
    "twitch": twitch,
    "wtfutil": wtfutil,
    "slackterm": slackterm,
}


def main(scr):
    colours()
    curses.raw()
    curses.noecho()
    scr.keypad(True)
    PROGRAMS[sys.argv[1]](scr)


if __name__ == "__main__":
    if len(sys.argv) < 2 or sys.argv[1] not in PROGRAMS:
        sys.exit("usage: twohundredseventysixth_tui.py " + "|".join(PROGRAMS))
    curses.wrapper(main)
