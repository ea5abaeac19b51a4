#!/usr/bin/env python3
"""The hundredsixteenth set's imitations of full-screen TUI programs.

Each mode draws, with curses on the alternate screen, what the named tool
draws at one of its moments: bashtop-like (its process box, a process
selected, its terminate box), far2l-like (its two blue panels, its Delete,
Make folder and Quit dialogs), impala-like (iwd's station and networks, its
passphrase popup), senpai-like (an IRC client's buffers and timeline),
pacseek-like (a package search and its results) and ytop-like (a system
monitor's graphs and process table). Nothing is run, killed or deleted.
"""
import curses
import sys

PROCS = [
    ("1342", "python3", "python3 -m http.server", "1", "root", "24M", "3.1"),
    ("1187", "sshd", "sshd: /usr/sbin/sshd -D", "1", "root", "8.2M", "0.4"),
    ("1",    "init", "/sbin/init", "1", "root", "11M", "0.0"),
    ("402",  "cron", "/usr/sbin/cron -f", "1", "root", "2.7M", "0.0"),
    ("977",  "bash", "bash --login", "1", "root", "5.1M", "0.0"),
    ("2210", "tmux: server", "tmux new -d", "1", "root", "3.9M", "0.0"),
]


def colors():
    curses.start_color()
    curses.use_default_colors()
    pairs = [
        (1, curses.COLOR_WHITE, curses.COLOR_BLUE),
        (2, curses.COLOR_CYAN, curses.COLOR_BLUE),
        (3, curses.COLOR_BLACK, curses.COLOR_CYAN),
        (4, curses.COLOR_BLACK, curses.COLOR_WHITE),
        (5, curses.COLOR_WHITE, curses.COLOR_BLACK),
        (6, curses.COLOR_YELLOW, curses.COLOR_BLUE),
        (7, curses.COLOR_GREEN, -1),
        (8, curses.COLOR_RED, -1),
        (9, curses.COLOR_CYAN, -1),
        (10, curses.COLOR_BLACK, curses.COLOR_GREEN),
        (11, curses.COLOR_YELLOW, -1),
        (12, curses.COLOR_WHITE, curses.COLOR_RED),
        (13, curses.COLOR_BLACK, curses.COLOR_BLACK),
    ]
    for n, fg, bg in pairs:
        curses.init_pair(n, fg, bg)


def put(scr, y, x, s, attr=0):
    h, w = scr.getmaxyx()
    if y < 0 or y >= h or x >= w:
        return
    s = s[: max(0, w - x - (1 if y == h - 1 else 0))]
    try:
        scr.addstr(y, x, s, attr)
    except curses.error:
        pass


def box(scr, y, x, h, w, attr=0, title="", double=False):
    tl, tr, bl, br, hz, vt = ("╔", "╗", "╚", "╝", "═", "║") if double else ("┌", "┐", "└", "┘", "─", "│")
    put(scr, y, x, tl + hz * (w - 2) + tr, attr)
    for i in range(1, h - 1):
        put(scr, y + i, x, vt + " " * (w - 2) + vt, attr)
    put(scr, y + h - 1, x, bl + hz * (w - 2) + br, attr)
    if title:
        put(scr, y, x + (w - len(title)) // 2, title, attr)


def shadow(scr, y, x, h, w):
    dark = curses.color_pair(13) | curses.A_DIM
    for i in range(1, h + 1):
        put(scr, y + i, x + w, "  ", dark)
    put(scr, y + h, x + 2, " " * w, dark)


# bashtop: cpu, mem, net boxes over the proc box; down selects a process,
# t asks to terminate it.
def bashtop(scr):
    colors()
    curses.curs_set(0)
    sel = -1
    dialog = False
    while True:
        scr.erase()
        h, w = scr.getmaxyx()
        green, red, cyan, yel = (curses.color_pair(n) for n in (7, 8, 9, 11))
        box(scr, 0, 0, 8, w, cyan)
        put(scr, 0, 2, "┤", cyan)
        put(scr, 0, 3, "cpu", curses.A_BOLD)
        put(scr, 0, 6, "├", cyan)
        put(scr, 0, w - 26, "┤ 2000ms ├─┤ 00:02:14 ├", cyan)
        for i, (name, pct) in enumerate((("CPU", 12), ("Core1", 9), ("Core2", 15))):
            bar = "■" * (pct // 5) + " " * (20 - pct // 5)
            put(scr, 2 + i, 3, "%-6s" % name, curses.A_BOLD)
            put(scr, 2 + i, 10, bar[:20], green)
            put(scr, 2 + i, 32, "%3d%%" % pct)
        put(scr, 6, 3, "Load AVG:  0.42  0.37  0.31", curses.A_DIM)
        mw = w // 2
        box(scr, 8, 0, 6, mw, yel)
        put(scr, 8, 2, "┤", yel)
        put(scr, 8, 3, "mem", curses.A_BOLD)
        put(scr, 8, 6, "├", yel)
        put(scr, 9, 2, "Total:             7.77 GiB")
        put(scr, 10, 2, "Used:   ■■■■      1.92 GiB  24%")
        put(scr, 11, 2, "Available:         5.85 GiB")
        put(scr, 12, 2, "Cached:            3.10 GiB")
        box(scr, 8, mw, 6, w - mw, red)
        put(scr, 8, mw + 2, "┤", red)
        put(scr, 8, mw + 3, "net", curses.A_BOLD)
        put(scr, 8, mw + 6, "├", red)
        put(scr, 9, mw + 2, "▼ Byte:     1.20 KiB/s   (12.4 MiB)")
        put(scr, 11, mw + 2, "▲ Byte:      418 Byte/s  (3.01 MiB)")
        box(scr, 14, 0, h - 14, w, green)
        put(scr, 14, 2, "┤", green)
        put(scr, 14, 3, "proc", curses.A_BOLD)
        put(scr, 14, 7, "├", green)
        put(scr, 14, w - 30, "┤ filter ├─┤ cpu lazy ├", green)
        put(scr, 15, 2, "%-6s %-13s %-22s %4s %-6s %5s %5s" % ("Pid:", "Program:", "Command:", "Thr:", "User:", "MemB", "Cpu%"), curses.A_BOLD)
        for i, p in enumerate(PROCS):
            y = 16 + i
            if y >= h - 2:
                break
            line = "%-6s %-13s %-22s %4s %-6s %5s %5s" % p
            put(scr, y, 1, " " + line.ljust(w - 3), curses.A_REVERSE | curses.A_BOLD if i == sel else 0)
        keys = "┤select ↑↓├─┤info ↵├─┤terminate├─┤kill├─┤interrupt├"
        put(scr, h - 1, 2, keys, green)
        if dialog:
            p = PROCS[sel]
            bw, bh = 40, 9
            by, bx = (h - bh) // 2, (w - bw) // 2
            box(scr, by, bx, bh, bw, red | curses.A_BOLD)
            put(scr, by, bx + 2, "┤", red)
            put(scr, by, bx + 3, "terminate", curses.A_BOLD)
            put(scr, by, bx + 12, "├", red)
            put(scr, by + 2, bx + 3, "Are you sure you want to terminate?", curses.A_BOLD)
            put(scr, by + 4, bx + 3, "PID: %s, Program: %s" % (p[0], p[1]))
            put(scr, by + 5, bx + 3, "Send signal: SIGTERM(15)")
            put(scr, by + 7, bx + 9, "[ Yes ]", curses.A_REVERSE | curses.A_BOLD)
            put(scr, by + 7, bx + 24, "[ No ]", curses.A_BOLD)
        scr.refresh()
        k = scr.getch()
        if dialog:
            if k in (ord("n"), 27):
                dialog = False
            continue
        if k == curses.KEY_DOWN:
            sel = min(sel + 1, len(PROCS) - 1)
        elif k == curses.KEY_UP:
            sel = max(sel - 1, 0)
        elif k == ord("t") and sel >= 0:
            dialog = True
        elif k in (ord("q"), ord("Q")):
            return


FILES = [
    ("..", "Up", ""), ("docs", "Folder", "11/26/26"), ("src", "Folder", "11/26/26"),
    ("long.txt", "18204", "11/26/26"), ("notes.txt", "312", "11/26/26"),
    ("Makefile", "1022", "11/25/26"), ("README.md", "2451", "11/25/26"),
]


def far_panel(scr, x, w, h, path, cur, active):
    blue, cyan, yel = curses.color_pair(1), curses.color_pair(2), curses.color_pair(6)
    box(scr, 0, x, h - 2, w, cyan, double=True)
    title = " %s " % path
    put(scr, 0, x + (w - len(title)) // 2, title, curses.color_pair(3) if active else cyan)
    put(scr, 1, x + 1, "%-*s" % (w - 2, "Name".center(w - 20) + "│" + "Size".center(8) + "│" + "Date".center(9)), yel)
    for i in range(2, h - 5):
        put(scr, i, x + 1, " " * (w - 20) + "│" + " " * 8 + "│" + " " * 9, cyan)
    for i, (name, size, date) in enumerate(FILES):
        row = "%-*s│%8s│%9s" % (w - 20, name[: w - 20], size, date)
        attr = cyan if size in ("Up", "Folder") else blue
        if active and i == cur:
            attr = curses.color_pair(3)
        put(scr, 2 + i, x + 1, row, attr)
    put(scr, h - 5, x, "╟" + "─" * (w - 2) + "╢", cyan)
    name, size, date = FILES[cur]
    put(scr, h - 4, x + 1, "%-*s" % (w - 2, "%s %s %s" % (name, size, date)), blue)
    put(scr, h - 3, x, "╚" + "═" * (w - 2) + "╝", cyan)
    info = " 20.5 K (6) "
    put(scr, h - 3, x + (w - len(info)) // 2, info, cyan)


def far2l(scr):
    colors()
    curses.curs_set(0)
    cur, dialog, field, focus = 0, "", "", 0
    while True:
        scr.erase()
        h, w = scr.getmaxyx()
        scr.bkgd(" ", curses.color_pair(5))
        half = w // 2
        far_panel(scr, 0, half, h, "/root/work", cur, True)
        far_panel(scr, half, w - half, h, "/root", 0, False)
        put(scr, h - 2, 0, "root@host:~/work$ ".ljust(w), curses.color_pair(5))
        keys = ["Help", "UserMn", "View", "Edit", "Copy", "RenMov", "MkFold", "Delete", "ConfMn", "Quit", "Plugin", "Screen"]
        x = 0
        cw = max(6, w // 12)
        for i, k in enumerate(keys):
            n = str(i + 1)
            put(scr, h - 1, x, n, curses.color_pair(5))
            put(scr, h - 1, x + len(n), k[: cw - len(n)].ljust(cw - len(n)), curses.color_pair(3))
            x += cw
        grey = curses.color_pair(4)
        if dialog:
            bw = 48
            bh = {"delete": 8, "mkdir": 10, "quit": 7}[dialog]
            by, bx = (h - bh) // 2 - 1, (w - bw) // 2
            put(scr, by, bx, " " * bw, grey)
            for i in range(1, bh):
                put(scr, by + i, bx, " " * bw, grey)
            shadow(scr, by, bx, bh, bw)
            box(scr, by + 1, bx + 3, bh - 2, bw - 6, grey, double=True)
            def buttons(row, labels):
                total = sum(len(b) for b in labels) + len(labels) - 1
                bxx = bx + (bw - total) // 2
                for i, b in enumerate(labels):
                    put(scr, row, bxx, b, curses.color_pair(3) if i == focus else grey)
                    bxx += len(b) + 1
            if dialog == "delete":
                put(scr, by + 1, bx + (bw - 8) // 2, " Delete ", grey)
                put(scr, by + 2, bx + (bw - 30) // 2, "Do you wish to delete the file", grey)
                put(scr, by + 3, bx + (bw - len(FILES[cur][0])) // 2, FILES[cur][0], grey)
                put(scr, by + 4, bx + 3, "╟" + "─" * (bw - 8) + "╢", grey)
                buttons(by + 5, ["{ Delete }" if focus == 0 else "[ Delete ]", "[ Cancel ]" if focus == 0 else "{ Cancel }"])
            elif dialog == "mkdir":
                put(scr, by + 1, bx + (bw - 13) // 2, " Make folder ", grey)
                put(scr, by + 2, bx + 5, "Create the folder", grey)
                put(scr, by + 3, bx + 5, field.ljust(bw - 10), curses.color_pair(3))
                put(scr, by + 4, bx + 3, "╟" + "─" * (bw - 8) + "╢", grey)
                put(scr, by + 5, bx + 5, "[ ] Process multiple names", grey)
                put(scr, by + 6, bx + 3, "╟" + "─" * (bw - 8) + "╢", grey)
                buttons(by + 7, ["{ OK }", "[ Cancel ]"])
                focus = -1
            else:
                put(scr, by + 1, bx + (bw - 6) // 2, " Quit ", grey)
                put(scr, by + 2, bx + (bw - 26) // 2, "Do you want to quit far2l?", grey)
                put(scr, by + 3, bx + 3, "╟" + "─" * (bw - 8) + "╢", grey)
                buttons(by + 4, ["{ Yes }" if focus == 0 else "[ Yes ]", "[ No ]" if focus == 0 else "{ No }"])
            if dialog == "mkdir":
                curses.curs_set(1)
                scr.move(by + 3, bx + 5 + len(field))
                focus = 0
            else:
                curses.curs_set(0)
        else:
            curses.curs_set(0)
        scr.refresh()
        k = scr.getch()
        if dialog:
            if k == 27:
                dialog = ""
            elif k in (9, curses.KEY_RIGHT, curses.KEY_LEFT) and dialog != "mkdir":
                focus = 1 - focus
            elif dialog == "mkdir" and 32 <= k < 127:
                field += chr(k)
            elif dialog == "mkdir" and k in (curses.KEY_BACKSPACE, 127):
                field = field[:-1]
            continue
        if k == curses.KEY_DOWN:
            cur = min(cur + 1, len(FILES) - 1)
        elif k == curses.KEY_UP:
            cur = max(cur - 1, 0)
        elif k == curses.KEY_F8:
            dialog, focus = "delete", 0
        elif k == curses.KEY_F7:
            dialog, field, focus = "mkdir", "", 0
        elif k == curses.KEY_F10:
            dialog, focus = "quit", 0


# impala: iwd's device, station, known and new networks; Enter on a new
# network asks for its passphrase.
def impala(scr):
    colors()
    curses.curs_set(0)
    nets = [("HomeNet-5G", "psk", "-52"), ("CafeGuest", "open", "-67"), ("DIRECT-7f-Printer", "psk", "-74"), ("Neighbour", "psk", "-81")]
    cur, popup, pw = 0, False, ""
    while True:
        scr.erase()
        h, w = scr.getmaxyx()
        green = curses.color_pair(7)
        box(scr, 0, 0, 4, w, title=" Device ")
        put(scr, 1, 2, "Name     Mode      Powered   Address", curses.A_BOLD)
        put(scr, 2, 2, "wlan0    station   On        3c:6a:a7:1e:42:90")
        box(scr, 4, 0, 4, w, title=" Station ")
        put(scr, 5, 2, "State          Scanning   Frequency   Security", curses.A_BOLD)
        put(scr, 6, 2, "disconnected   No         -           -")
        box(scr, 8, 0, 4, w, title=" Known Networks ")
        put(scr, 9, 2, "  Name         Security   Hidden   Auto Connect", curses.A_BOLD)
        put(scr, 10, 2, "  OfficeWLAN   psk        No       Yes")
        nh = h - 14
        box(scr, 12, 0, nh, w, green, title=" New Networks ")
        put(scr, 13, 2, "Name                  Security   Signal", curses.A_BOLD)
        for i, (n, s, sig) in enumerate(nets):
            put(scr, 14 + i, 1, (" %-21s %-10s %s dBm" % (n, s, sig)).ljust(w - 2),
                curses.A_REVERSE if i == cur else 0)
        put(scr, h - 2, 2, "k,↑: Up | j,↓: Down | ⇄: Switch | ↵: Connect | s: Scan | ?: Help", curses.color_pair(9))
        if popup:
            pw_w = 44
            py, px = (h - 6) // 2, (w - pw_w) // 2
            for i in range(6):
                put(scr, py + i, px, " " * pw_w)
            box(scr, py, px, 6, pw_w, green | curses.A_BOLD, title=" Passphrase ")
            put(scr, py + 1, px + 2, "Enter the password for %s" % nets[cur][0], curses.A_BOLD)
            box(scr, py + 2, px + 2, 3, pw_w - 4)
            put(scr, py + 3, px + 3, "*" * len(pw))
            curses.curs_set(1)
            scr.move(py + 3, px + 3 + len(pw))
        scr.refresh()
        k = scr.getch()
        if popup:
            if k == 27:
                popup = False
                curses.curs_set(0)
            elif k in (curses.KEY_BACKSPACE, 127):
                pw = pw[:-1]
            elif 32 <= k < 127:
                pw += chr(k)
            continue
        if k in (curses.KEY_DOWN, ord("j")):
            cur = min(cur + 1, len(nets) - 1)
        elif k in (curses.KEY_UP, ord("k")):
            cur = max(cur - 1, 0)
        elif k in (10, 13, curses.KEY_ENTER):
            popup, pw = True, ""
        elif k in (ord("q"), 27):
            return


# senpai: buffers on the left (the current one highlighted), the
# timeline, members on the right, the input row at the foot.
def senpai(scr):
    colors()
    bufs = ["irc.libera.chat", "#go-nuts", "#debian", "#python"]
    cur = 1
    lines = {
        1: [("12:01", "--", "You joined #go-nuts"), ("12:02", "rsc_fan", "has anyone tried range-over-func yet?"),
            ("12:03", "gopher42", "yes, iter.Seq is nice"), ("12:04", "rsc_fan", "the pull style is the tricky part")],
        2: [("11:40", "--", "You joined #debian"), ("11:52", "deb_user", "is trixie frozen yet?"),
            ("11:53", "helper", "soft freeze since last week")],
    }
    while True:
        scr.erase()
        h, w = scr.getmaxyx()
        bw, mw = 16, 14
        for i, b in enumerate(bufs):
            put(scr, i, 0, b[: bw - 1].ljust(bw - 1), curses.A_REVERSE if i == cur else (curses.A_BOLD if i == 0 else 0))
        for y in range(h - 1):
            put(scr, y, bw - 1, "│", curses.A_DIM)
            put(scr, y, w - mw - 1, "│", curses.A_DIM)
        put(scr, 0, bw, " " + ("Discussion of the Go language" if cur == 1 else "Debian support")[: w - bw - mw - 3], curses.A_BOLD)
        put(scr, 1, bw, "─" * (w - bw - mw - 1), curses.A_DIM)
        rows = lines.get(cur, [])
        base = h - 2 - len(rows)
        for i, (t, n, m) in enumerate(rows):
            put(scr, base + i, bw, "%s %9s  " % (t, n[:9]), curses.A_DIM if n == "--" else curses.color_pair(9))
            put(scr, base + i, bw + 17, m[: w - bw - mw - 19])
        for i, m in enumerate(["@ChanServ", "gopher42", "helper", "rsc_fan", "me"]):
            put(scr, i, w - mw, m, curses.color_pair(7) if m.startswith("@") else 0)
        put(scr, h - 1, 0, "me".rjust(bw - 2) + " ", curses.A_BOLD)
        curses.curs_set(1)
        scr.move(h - 1, bw)
        scr.refresh()
        k = scr.getch()
        if k in (curses.KEY_DOWN, 0x20e, 0x222):  # Alt-Down, Ctrl-N
            cur = min(cur + 1, len(bufs) - 1)
        elif k == 14:
            cur = min(cur + 1, len(bufs) - 1)
        elif k == 16:
            cur = max(cur - 1, 0)
        elif k == 3:
            return


# pacseek: the search field over the results list and the package's
# details.
def pacseek(scr):
    colors()
    pkgs = [("firefox", "132.0.2-1", "extra", "Yes"), ("firefox-developer-edition", "133.0b9-1", "extra", "No"),
            ("firefox-i18n-de", "132.0.2-1", "extra", "No"), ("firefox-ublock-origin", "1.61.0-1", "extra", "No"),
            ("firefox-bin", "132.0.2-1", "AUR", "No")]
    cur = 0
    while True:
        scr.erase()
        h, w = scr.getmaxyx()
        lw = w * 11 // 20
        box(scr, 0, 0, 3, lw, curses.color_pair(9), title=" Search: ")
        put(scr, 1, 2, "firefox")
        box(scr, 0, lw, 3, w - lw, title=" Settings ")
        put(scr, 1, lw + 2, "AUR: [x]  Repos: [x]")
        box(scr, 3, 0, h - 4, lw, title=" Packages ")
        put(scr, 4, 2, ("%-26s %-8s %s" % ("Package", "Source", "Inst"))[:lw - 4], curses.A_BOLD | curses.color_pair(11))
        for i, (n, v, s, inst) in enumerate(pkgs):
            put(scr, 5 + i, 1, (" %-26s %-8s %-6s" % (n[:26], s, inst)).ljust(lw - 2),
                curses.color_pair(10) if i == cur else 0)
        n, v, s, inst = pkgs[cur]
        box(scr, 3, lw, h - 4, w - lw, title=" " + n[: w - lw - 4] + " ")
        info = [("Description", "Fast, Private & Safe Web Browser"), ("Version", v), ("Repository", s),
                ("Licenses", "MPL-2.0"), ("Maintainer", "Jan Alexander"), ("Installed", inst)]
        for i, (a, b) in enumerate(info):
            put(scr, 4 + i, lw + 2, "%-12s" % a, curses.color_pair(11))
            put(scr, 4 + i, lw + 15, b[: w - lw - 17])
        put(scr, h - 1, 0, " ENTER: Search, TAB / CTRL+Up/Down: Navigate, CTRL+C: Quit"[: w - 1], curses.color_pair(9))
        curses.curs_set(0)
        scr.refresh()
        k = scr.getch()
        if k == curses.KEY_DOWN:
            cur = min(cur + 1, len(pkgs) - 1)
        elif k == curses.KEY_UP:
            cur = max(cur - 1, 0)
        elif k in (3, 27):
            return


# ytop: CPU and memory graphs over the network, temperatures, disks and
# the process table, its first row highlighted.
def ytop(scr):
    colors()
    curses.curs_set(0)
    cur = 0
    while True:
        scr.erase()
        h, w = scr.getmaxyx()
        box(scr, 0, 0, 8, w, title=" CPU Usage ")
        put(scr, 1, 2, "CPU0 12%", curses.color_pair(7))
        put(scr, 2, 2, "CPU1  9%", curses.color_pair(11))
        for c in range(12, w - 2, 2):
            y = 6 - ((c * 7) % 5)
            put(scr, y, c, "⣀⡠", curses.color_pair(7))
        box(scr, 8, 0, 6, w // 2, title=" Memory Usage ")
        put(scr, 9, 2, "Main 1.9GiB/7.8GiB", curses.color_pair(9))
        put(scr, 10, 2, "Swap 0B/2.0GiB", curses.color_pair(11))
        box(scr, 8, w // 2, 6, w - w // 2, title=" Network Usage ")
        put(scr, 9, w // 2 + 2, "Total RX: 12.4MiB")
        put(scr, 10, w // 2 + 2, "RX/s:     1.2KiB/s")
        put(scr, 11, w // 2 + 2, "Total TX: 3.0MiB")
        box(scr, 14, 0, h - 14, w, title=" Processes ")
        put(scr, 15, 2, "%-7s %-20s %6s %6s" % ("PID", "Command", "CPU%", "Mem%"), curses.A_BOLD)
        for i, p in enumerate(PROCS):
            y = 16 + i
            if y >= h - 1:
                break
            put(scr, y, 1, (" %-7s %-20s %6s %6s" % (p[0], p[1], p[6], "0.3")).ljust(w - 2),
                curses.A_REVERSE if i == cur else 0)
        scr.refresh()
        k = scr.getch()
        if k in (curses.KEY_DOWN, ord("j")):
            cur = min(cur + 1, len(PROCS) - 1)
        elif k in (curses.KEY_UP, ord("k")):
            cur = max(cur - 1, 0)
        elif k == ord("q"):
            return


def main():
    modes = {"bashtop": bashtop, "far2l": far2l, "impala": impala,
             "senpai": senpai, "pacseek": pacseek, "ytop": ytop}
    curses.wrapper(modes[sys.argv[1]])


if __name__ == "__main__":
    main()
