"""One program imitated, named by the first argument: a fixture of
agentty's hundredseventyfirst set, whose screens were never used to tune
the mode classifier. Each draws what a full-screen program that cannot run
here draws at one of its moments (a service monitor, a container front
end, a chat client, a music player, a podcast client, a file manager:
their words, layout, colours, reverse video and cursor, from their
documentation, source and published screenshots). Runs with Debian's
python3 and its standard library's curses only."""

import curses
import os
import sys

ENTER = (10, 13, curses.KEY_ENTER)


def colors():
    curses.start_color()
    try:
        curses.use_default_colors()
        bg = -1
    except curses.error:
        bg = curses.COLOR_BLACK
    pairs = [
        (1, curses.COLOR_BLACK, curses.COLOR_CYAN),   # a highlighted row
        (2, curses.COLOR_CYAN, bg),                   # titles
        (3, curses.COLOR_YELLOW, bg),                 # keys in help lines
        (4, curses.COLOR_GREEN, bg),                  # active, running
        (5, curses.COLOR_WHITE, curses.COLOR_BLUE),   # a dialog, a focused field
        (6, curses.COLOR_BLACK, curses.COLOR_WHITE),  # a focused button
        (7, curses.COLOR_WHITE, curses.COLOR_BLUE),   # a selected row (blue)
        (8, curses.COLOR_MAGENTA, bg),
        (9, curses.COLOR_BLACK, curses.COLOR_GREEN),  # a focused tview button
    ]
    for n, f, b in pairs:
        curses.init_pair(n, f, b)


def put(win, y, x, s, attr=0):
    h, w = win.getmaxyx()
    if y < 0 or y >= h or x >= w:
        return
    s = s[: max(0, w - x - (1 if y == h - 1 else 0))]
    try:
        win.addstr(y, x, s, attr)
    except curses.error:
        pass


def box(win, y, x, h, w, title="", attr=0, tattr=None):
    put(win, y, x, "┌" + "─" * (w - 2) + "┐", attr)
    for r in range(y + 1, y + h - 1):
        put(win, r, x, "│", attr)
        put(win, r, x + w - 1, "│", attr)
    put(win, y + h - 1, x, "└" + "─" * (w - 2) + "┘", attr)
    if title:
        put(win, y, x + 1, title, attr if tattr is None else tattr)


def fill(win, y, x, h, w, attr):
    for r in range(y, y + h):
        put(win, r, x, " " * w, attr)


# -------------------------------------------------------- systemctl-tui

SERVICES = [
    ("apt-daily.service", "inactive", "Daily apt download activities"),
    ("cron.service", "active", "Regular background program processing daemon"),
    ("dbus.service", "active", "D-Bus System Message Bus"),
    ("getty@tty1.service", "active", "Getty on tty1"),
    ("networking.service", "active", "Raise network interfaces"),
    ("rsyslog.service", "active", "System Logging Service"),
    ("ssh.service", "active", "OpenBSD Secure Shell server"),
    ("systemd-journald.service", "active", "Journal Service"),
    ("systemd-logind.service", "active", "User Login Management"),
    ("systemd-timesyncd.service", "active", "Network Time Synchronization"),
    ("systemd-udevd.service", "active", "Rule-based Manager for Device Events"),
    ("user@1000.service", "active", "User Manager for UID 1000"),
]


def systemctl_tui(scr):
    """systemctl-tui (ratatui, the alternate screen, no cursor): a search
    box over the services on the left, the selected one's details and
    logs on the right, its help line at the foot; Enter opens the actions
    menu over it."""
    curses.curs_set(0)
    sel, menu, msel = 0, False, 0
    actions = ["Start", "Stop", "Restart", "Reload", "Enable", "Disable"]
    while True:
        scr.erase()
        h, w = scr.getmaxyx()
        lw = 36
        box(scr, 0, 0, 3, lw, "Search", curses.color_pair(2))
        box(scr, 3, 0, h - 4, lw, "Services", curses.color_pair(2) | curses.A_BOLD)
        for i, (name, st, _) in enumerate(SERVICES[: h - 6]):
            attr = curses.color_pair(1) | curses.A_BOLD if i == sel else 0
            put(scr, 4 + i, 1, name.ljust(lw - 2), attr)
        name, st, desc = SERVICES[sel]
        box(scr, 0, lw, 8, w - lw, "Details", curses.color_pair(2))
        rw = w - lw - 3
        put(scr, 1, lw + 2, ("Description: " + desc)[:rw])
        put(scr, 2, lw + 2, ("Loaded: loaded (/lib/systemd/system/" + name + "; enabled)")[:rw])
        put(scr, 3, lw + 2, "Active: ")
        put(scr, 3, lw + 10, st + (" (running)" if st == "active" else " (dead)"),
            curses.color_pair(4) if st == "active" else 0)
        put(scr, 4, lw + 2, ("Unit file: /lib/systemd/system/" + name)[:rw])
        box(scr, 8, lw, h - 9, w - lw, "Service Logs", curses.color_pair(2))
        put(scr, 9, lw + 2, ("Nov 27 11:02:14 debian systemd[1]: Started " + desc + ".")[:rw])
        help_ = "Show actions: <enter> | Open unit file: o | Edit: e | Quit: q"
        put(scr, h - 1, 0, help_, curses.color_pair(3))
        if menu:
            mw, mh = 40, len(actions) + 2
            my, mx = (h - mh) // 2, (w - mw) // 2
            fill(scr, my, mx, mh, mw, 0)
            box(scr, my, mx, mh, mw, "Actions for " + SERVICES[sel][0], curses.color_pair(2) | curses.A_BOLD)
            for i, a in enumerate(actions):
                attr = curses.color_pair(1) | curses.A_BOLD if i == msel else 0
                put(scr, my + 1 + i, mx + 1, a.ljust(mw - 2), attr)
        scr.refresh()
        k = scr.getch()
        if k in (ord("q"),) and not menu:
            return
        if menu:
            if k == 27:
                menu = False
            elif k in (curses.KEY_DOWN, ord("j")):
                msel = min(msel + 1, len(actions) - 1)
            elif k in (curses.KEY_UP, ord("k")):
                msel = max(msel - 1, 0)
            continue
        if k in (curses.KEY_DOWN, ord("j")):
            sel = min(sel + 1, len(SERVICES) - 1)
        elif k in (curses.KEY_UP, ord("k")):
            sel = max(sel - 1, 0)
        elif k in ENTER:
            menu, msel = True, 0


# ---------------------------------------------------------------- docui

IMAGES = [
    ("nginx", "1.27", "3b25b682ea82", "2024-10-02 03:20:18", "192MB"),
    ("postgres", "16", "d8a3ba8a1e7d", "2024-09-26 18:41:07", "432MB"),
    ("redis", "7.4", "7fb1a9e3b0a2", "2024-09-10 09:12:44", "117MB"),
    ("alpine", "3.20", "91ef0af61f39", "2024-09-06 22:20:07", "7.8MB"),
    ("golang", "1.23", "a5a9a2e0b0c1", "2024-10-01 21:03:55", "823MB"),
    ("debian", "bookworm", "617f2e89852e", "2024-09-26 23:31:38", "117MB"),
]


def docui(scr):
    """docui (tview, the alternate screen, no cursor): its panels, images
    focused with a yellow frame and the selected row in reverse; `d` asks
    in a modal whether to remove the image, Yes focused."""
    curses.curs_set(0)
    sel, modal, btn = 0, False, 0
    while True:
        scr.erase()
        h, w = scr.getmaxyx()
        box(scr, 0, 0, 3, w, " info ", 0)
        put(scr, 1, 2, "Docker Version: 27.3.1   API Version: 1.47   Go Version: go1.22.7   OS: linux")
        box(scr, 3, 0, 9, w, " images ", curses.color_pair(3), curses.color_pair(3) | curses.A_BOLD)
        put(scr, 4, 2, "%-28s %-14s %-21s %s" % ("NAME", "ID", "CREATED", "SIZE"), curses.A_BOLD)
        for i, (repo, tag, iid, created, size) in enumerate(IMAGES):
            line = "%-28s %-14s %-21s %s" % (repo + ":" + tag, iid, created, size)
            put(scr, 5 + i, 2, line.ljust(w - 4), curses.A_REVERSE if i == sel else 0)
        box(scr, 12, 0, 5, w, " containers ")
        put(scr, 13, 2, "%-16s %-26s %-12s %s" % ("NAME", "IMAGE", "STATUS", "PORT"), curses.A_BOLD)
        put(scr, 14, 2, "%-16s %-26s %-12s %s" % ("web", "nginx:1.27", "Up 2 hours", "0.0.0.0:8080->80/tcp"))
        put(scr, 15, 2, "%-16s %-26s %-12s %s" % ("db", "postgres:16", "Up 2 hours", "5432/tcp"))
        box(scr, 17, 0, 3, w // 2, " volumes ")
        box(scr, 17, w // 2, 3, w - w // 2, " networks ")
        put(scr, 18, 2, "local  pgdata")
        put(scr, 18, w // 2 + 2, "bridge  host  none")
        box(scr, 20, 0, 3, w, " navigate ")
        put(scr, 21, 2, "p: pull, i: import, s: save, d: remove, f: filter, Enter: inspect, Tab: next")
        if modal:
            text = "Do you want to remove the image?"
            mw, mh = 46, 7
            my, mx = (h - mh) // 2, (w - mw) // 2
            fill(scr, my, mx, mh, mw, curses.color_pair(5))
            box(scr, my, mx, mh, mw, "", curses.color_pair(5))
            put(scr, my + 2, mx + (mw - len(text)) // 2, text, curses.color_pair(5))
            bx = mx + (mw - 16) // 2
            for i, b in enumerate(["Yes", "No"]):
                attr = curses.color_pair(6) if i == btn else curses.color_pair(9)
                put(scr, my + 4, bx + i * 10, " " + b.center(4) + " ", attr)
        scr.refresh()
        k = scr.getch()
        if modal:
            if k in (9, curses.KEY_RIGHT, curses.KEY_LEFT):
                btn = 1 - btn
            elif k in ENTER or k == 27:
                modal = False
            continue
        if k == ord("q"):
            return
        if k in (curses.KEY_DOWN, ord("j")):
            sel = min(sel + 1, len(IMAGES) - 1)
        elif k in (curses.KEY_UP, ord("k")):
            sel = max(sel - 1, 0)
        elif k == ord("d"):
            modal, btn = True, 0


# ------------------------------------------------------------- discordo

GUILDS = [
    ("Direct Messages", 0),
    ("Go Programmers", 0),
    ("  #general", 1),
    ("  #help", 1),
    ("  #jobs", 1),
    ("Rust Community", 0),
    ("Linux Users", 0),
    ("Neovim", 0),
]


def discordo(scr):
    """discordo (tview, the alternate screen): its guilds tree on the left
    (focused, the selected node in reverse), the channel's messages and
    the message input on the right; no cursor while the tree is
    focused."""
    curses.curs_set(0)
    sel = 0
    while True:
        scr.erase()
        h, w = scr.getmaxyx()
        lw = 26
        box(scr, 0, 0, h, lw, " Guilds ", curses.color_pair(4), curses.color_pair(4) | curses.A_BOLD)
        for i, (g, depth) in enumerate(GUILDS):
            put(scr, 1 + i, 1, g, curses.A_REVERSE if i == sel else 0)
        box(scr, 0, lw, h - 3, w - lw, " #general ")
        msgs = [
            ("gopher", "has anyone tried the new iterators in 1.23?"),
            ("rsc_fan", "yes, range over func is great for trees"),
            ("gopher", "nice, I'll give it a go this weekend"),
            ("mlemon", "the release notes have a good example"),
        ]
        for i, (a, m) in enumerate(msgs):
            put(scr, 1 + i, lw + 2, a, curses.color_pair(2) | curses.A_BOLD)
            put(scr, 1 + i, lw + 3 + len(a), m)
        box(scr, h - 3, lw, 3, w - lw, "")
        scr.refresh()
        k = scr.getch()
        if k == 3:
            return
        if k in (curses.KEY_DOWN, ord("j")):
            sel = min(sel + 1, len(GUILDS) - 1)
        elif k in (curses.KEY_UP, ord("k")):
            sel = max(sel - 1, 0)


def discordo_login(scr):
    """discordo with no token: its login form (tview, the alternate
    screen): Email, Password and Code (optional) fields and a Login
    button, the Email field focused with the cursor in it."""
    h, w = scr.getmaxyx()
    fw = 40
    y, x = (h - 11) // 2, (w - 60) // 2
    box(scr, y, x, 11, 60, " Login ", curses.color_pair(2), curses.color_pair(2) | curses.A_BOLD)
    labels = ["Email", "Password", "Code (optional)"]
    for i, l in enumerate(labels):
        put(scr, y + 2 + i * 2, x + 2, l, curses.color_pair(3))
        put(scr, y + 2 + i * 2, x + 18, " " * fw, curses.color_pair(5))
    put(scr, y + 8, x + 2, " Login ", curses.color_pair(5))
    curses.curs_set(1)
    scr.move(y + 2, x + 18)
    scr.refresh()
    buf = ""
    while True:
        k = scr.get_wch()
        if k == "\x03":
            return
        if isinstance(k, str) and k.isprintable():
            buf += k
            put(scr, y + 2, x + 18, buf.ljust(fw), curses.color_pair(5))
            scr.move(y + 2, x + 18 + len(buf))
            scr.refresh()


# ----------------------------------------------------------------- rmpc

QUEUE = [
    ("Radiohead", "Airbag", "OK Computer", "4:44"),
    ("Radiohead", "Paranoid Android", "OK Computer", "6:23"),
    ("Radiohead", "Subterranean Homesick Alien", "OK Computer", "4:27"),
    ("Radiohead", "Exit Music (For a Film)", "OK Computer", "4:24"),
    ("Radiohead", "Let Down", "OK Computer", "4:59"),
    ("Radiohead", "Karma Police", "OK Computer", "4:21"),
    ("Portishead", "Mysterons", "Dummy", "5:02"),
    ("Portishead", "Sour Times", "Dummy", "4:11"),
    ("Portishead", "Strangers", "Dummy", "3:58"),
]


def rmpc(scr):
    """rmpc (ratatui, the alternate screen, no cursor): its header with
    the state, the song and the volume, its tabs, the queue's table (the
    selected row in blue), the progress bar; `s` opens the modal that
    saves the queue as a playlist, a text field with the cursor in it."""
    curses.curs_set(0)
    sel, modal, name = 0, False, ""
    while True:
        scr.erase()
        h, w = scr.getmaxyx()
        put(scr, 0, 1, "[Playing]", curses.color_pair(2) | curses.A_BOLD)
        title = "Radiohead - Airbag"
        put(scr, 0, (w - len(title)) // 2, title, curses.A_BOLD)
        put(scr, 0, w - 14, "Volume: 80%", curses.color_pair(2))
        put(scr, 1, 1, "1:12/4:44 (320 kbps)")
        put(scr, 1, (w - 11) // 2, "OK Computer", curses.color_pair(8))
        put(scr, 1, w - 10, "[z r s c]", curses.color_pair(3))
        tabs = ["Queue", "Directories", "Artists", "Album Artists", "Albums", "Playlists", "Search"]
        x = 2
        for i, t in enumerate(tabs):
            attr = curses.color_pair(7) | curses.A_BOLD if i == 0 else 0
            put(scr, 3, x, " " + t + " ", attr)
            x += len(t) + 3
        put(scr, 4, 0, "─" * w, curses.color_pair(2))
        put(scr, 5, 1, "%-18s %-32s %-16s %s" % ("Artist", "Title", "Album", "Duration"), curses.A_BOLD)
        for i, (a, t, al, d) in enumerate(QUEUE):
            line = "%-18s %-32s %-16s %s" % (a, t, al, d)
            attr = curses.color_pair(7) if i == sel else 0
            if i == 0:
                line = line
                attr |= curses.A_BOLD
            put(scr, 6 + i, 1, line.ljust(w - 2), attr)
        bar = int((w - 2) * 72 / 284)
        put(scr, h - 1, 1, "━" * bar, curses.color_pair(2))
        put(scr, h - 1, 1 + bar, "╸" + "─" * (w - 3 - bar), 0)
        if modal:
            mw, mh = 50, 7
            my, mx = (h - mh) // 2, (w - mw) // 2
            fill(scr, my, mx, mh, mw, 0)
            box(scr, my, mx, mh, mw, " Save queue as playlist ", curses.color_pair(2), curses.color_pair(2) | curses.A_BOLD)
            put(scr, my + 2, mx + 2, "Playlist name:")
            box(scr, my + 3, mx + 2, 3, mw - 4, "", curses.color_pair(3))
            put(scr, my + 4, mx + 3, name)
            curses.curs_set(1)
            scr.move(my + 4, mx + 3 + len(name))
        scr.refresh()
        k = scr.get_wch()
        if modal:
            if k == "\x1b":
                modal = False
                curses.curs_set(0)
            elif isinstance(k, str) and k.isprintable():
                name += k
            continue
        if k == "q":
            return
        if k in (curses.KEY_DOWN, "j"):
            sel = min(sel + 1, len(QUEUE) - 1)
        elif k in (curses.KEY_UP, "k"):
            sel = max(sel - 1, 0)
        elif k == "s":
            modal = True


# -------------------------------------------------------------- castero

FEEDS = ["Go Time", "Linux Unplugged", "Software Engineering Radio", "The Changelog"]
EPISODES = {
    0: ["#331 Go 1.23 iterators", "#330 The sustainability of open source", "#329 Gophers say what!?"],
    1: ["585: Fedora's Future", "584: The Free Software Problem", "583: NixOS in Production"],
    2: ["SE Radio 638: Database internals", "SE Radio 637: Observability"],
    3: ["The state of homelab tech", "Kaizen! Pipely is live"],
}


def castero(scr):
    """castero (Python curses, the alternate screen, no cursor): its
    header, three columns (Feeds, Episodes, Metadata; the selected feed
    in a colour of its own), its footer; `a` asks on the foot line for a
    feed's URL, `d` asks whether to delete the feed."""
    curses.curs_set(0)
    sel, prompt = 0, None
    while True:
        scr.erase()
        h, w = scr.getmaxyx()
        put(scr, 0, 0, " castero 0.9.5".ljust(w), curses.color_pair(7))
        put(scr, 0, w - 22, "Press h for help", curses.color_pair(7))
        cw = w // 3
        box(scr, 1, 0, h - 3, cw, " Feeds ", 0, curses.A_BOLD)
        box(scr, 1, cw, h - 3, cw, " Episodes ", 0, curses.A_BOLD)
        box(scr, 1, 2 * cw, h - 3, w - 2 * cw, " Metadata ", 0, curses.A_BOLD)
        for i, f in enumerate(FEEDS):
            put(scr, 2 + i, 1, f[: cw - 2].ljust(cw - 2), curses.color_pair(1) if i == sel else 0)
        for i, e in enumerate(EPISODES[sel]):
            put(scr, 2 + i, cw + 1, e[: cw - 2].ljust(cw - 2), curses.color_pair(2) if i == 0 else 0)
        put(scr, 2, 2 * cw + 1, FEEDS[sel], curses.A_BOLD)
        put(scr, 4, 2 * cw + 1, "Episodes: %d" % len(EPISODES[sel]))
        put(scr, 5, 2 * cw + 1, "Last updated: 2024-11-26")
        status = " No media playing"
        put(scr, h - 2, 0, status.ljust(w), curses.color_pair(7))
        if prompt is not None:
            put(scr, h - 1, 0, prompt)
            curses.curs_set(1)
            curses.echo()
            scr.move(h - 1, len(prompt))
            scr.refresh()
            scr.getstr(h - 1, len(prompt))
            curses.noecho()
            curses.curs_set(0)
            prompt = None
            continue
        scr.refresh()
        k = scr.getch()
        if k == ord("q"):
            return
        if k in (curses.KEY_DOWN, ord("j")):
            sel = min(sel + 1, len(FEEDS) - 1)
        elif k in (curses.KEY_UP, ord("k")):
            sel = max(sel - 1, 0)
        elif k == ord("a"):
            prompt = "Enter the URL or path of the feed: "
        elif k == ord("d"):
            prompt = "Are you sure you want to delete this feed? (y/N): "


# ---------------------------------------------------------------- noice

def noice(scr):
    """noice (curses, the alternate screen, no cursor): "cwd: " and the
    directory at the top, its entries below, the current one marked
    " > "; `/` asks "filter: " on the foot line with the cursor after
    it."""
    curses.curs_set(0)
    cwd = os.getcwd()
    names = sorted(os.listdir(cwd), key=lambda n: (not os.path.isdir(os.path.join(cwd, n)), n))
    names = [n for n in names if not n.startswith(".")] or ["notes.txt"]
    ents = [n + ("/" if os.path.isdir(os.path.join(cwd, n)) else "") for n in names]
    sel, filt = 0, False
    while True:
        scr.erase()
        h, w = scr.getmaxyx()
        put(scr, 0, 0, "cwd: " + cwd)
        for i, e in enumerate(ents[: h - 3]):
            put(scr, 2 + i, 0, (" > " if i == sel else "   ") + e)
        if filt:
            put(scr, h - 1, 0, "filter: ")
            curses.curs_set(1)
            curses.echo()
            scr.refresh()
            scr.getstr(h - 1, 8)
            curses.noecho()
            curses.curs_set(0)
            filt = False
            continue
        scr.refresh()
        k = scr.getch()
        if k == ord("q"):
            return
        if k in (curses.KEY_DOWN, ord("j")):
            sel = min(sel + 1, len(ents) - 1)
        elif k in (curses.KEY_UP, ord("k")):
            sel = max(sel - 1, 0)
        elif k == ord("/"):
            filt = True


def main(scr):
    colors()
    scr.keypad(True)
    {
        "systemctl-tui": systemctl_tui,
        "docui": docui,
        "discordo": discordo,
        "discordo-login": discordo_login,
        "rmpc": rmpc,
        "castero": castero,
        "noice": noice,
    }[sys.argv[1]](scr)


if __name__ == "__main__":
    os.environ.setdefault("ESCDELAY", "25")
    curses.wrapper(main)
