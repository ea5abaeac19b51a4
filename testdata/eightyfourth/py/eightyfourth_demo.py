#!/usr/bin/env python3
"""The eightyfourth set's fixtures: small programs, each drawing what a
real tool that cannot run here draws at one of its interactive moments
(its words, layout, colours, keys, screen and echo), named after it with
"-like".

    eightyfourth_demo.py PROGRAM [ARG]
"""
import curses
import getpass
import os
import subprocess
import sys


def out(s):
    sys.stdout.write(s)
    sys.stdout.flush()


def colours():
    curses.start_color()
    curses.use_default_colors()
    for i, (fg, bg) in enumerate([
        (curses.COLOR_BLACK, curses.COLOR_WHITE),   # 1 reverse-ish bar
        (curses.COLOR_GREEN, -1),                   # 2
        (curses.COLOR_CYAN, -1),                    # 3
        (curses.COLOR_YELLOW, -1),                  # 4
        (curses.COLOR_MAGENTA, -1),                 # 5
        (curses.COLOR_RED, -1),                     # 6
        (-1, 238 if curses.COLORS >= 256 else curses.COLOR_BLUE),  # 7 selected row
        (curses.COLOR_WHITE, curses.COLOR_BLUE),    # 8 modal
        (curses.COLOR_BLUE, -1),                    # 9
    ], start=1):
        curses.init_pair(i, fg, bg)


def put(w, y, x, s, a=0):
    h, wd = w.getmaxyx()
    if y < 0 or y >= h or x >= wd:
        return
    s = s[: wd - x - (1 if y == h - 1 else 0)]
    try:
        w.addstr(y, x, s, a)
    except curses.error:
        pass


def fill(w, y, a, s=""):
    wd = w.getmaxyx()[1]
    put(w, y, 0, s.ljust(wd - 1), a)


# kibi: a tiny editor (kilo's heir): the file's text, "~" under it, a
# status bar in reverse video, a message bar of its keys.
def kibi(stdscr):
    colours()
    name = "notes.txt"
    with open(name) as f:
        lines = f.read().split("\n")
    if lines and lines[-1] == "":
        lines.pop()
    cy = cx = 0
    modified = False
    msg = "HELP: Ctrl-S = save | Ctrl-Q = quit | Ctrl-F = find | Ctrl-G = go to | Ctrl-D = duplicate | Ctrl-E = execute"
    while True:
        h, wd = stdscr.getmaxyx()
        stdscr.erase()
        for y in range(h - 2):
            if y < len(lines):
                put(stdscr, y, 0, lines[y])
            else:
                put(stdscr, y, 0, "~")
        left = "%s%s - %d lines" % (name, " (modified)" if modified else "", len(lines))
        right = "%d:%d" % (cy + 1, cx + 1)
        fill(stdscr, h - 2, curses.A_REVERSE, left.ljust(wd - len(right)) + right)
        put(stdscr, h - 1, 0, msg)
        stdscr.move(cy, cx)
        stdscr.refresh()
        k = stdscr.get_wch()
        if k == "\x11":
            return
        if k == curses.KEY_DOWN:
            cy = min(cy + 1, len(lines) - 1)
            cx = min(cx, len(lines[cy]))
        elif k == curses.KEY_UP:
            cy = max(cy - 1, 0)
        elif isinstance(k, str) and k in "\r\n":
            lines[cy:cy + 1] = [lines[cy][:cx], lines[cy][cx:]]
            cy, cx, modified = cy + 1, 0, True
        elif isinstance(k, str) and k.isprintable():
            lines[cy] = lines[cy][:cx] + k + lines[cy][cx:]
            cx += 1
            modified = True
            msg = ""


# diff-so-fancy: git diff's output made fancy, paged by less -FRX as git
# pages it.
def diff_so_fancy():
    Y, YB, M, R, G, RB, GB, X = ("\x1b[33m", "\x1b[1;33m", "\x1b[1;35m", "\x1b[31m", "\x1b[32m",
                                 "\x1b[1;31;48;5;52m", "\x1b[1;32;48;5;22m", "\x1b[0m")
    rule = Y + "\u2500" * 80 + X
    text = []
    for f, n in [("relay/config.go", 12), ("relay/server.go", 40), ("relay/peers.go", 88), ("docs/install.md", 3)]:
        text += [rule, YB + "modified: " + f + X, rule]
        for h in range(2):
            text.append(M + "@ %s:%d @" % (f, n + h * 30) + X + " func (s *Server) Start() error {")
            text.append("\tif s.peers == nil {")
            text.append(R + "\t\treturn " + RB + "errors.New(\"no peers\")" + X)
            text.append(G + "\t\treturn " + GB + "fmt.Errorf(\"relay %s: no peers\", s.name)" + X)
            text.append("\t}")
            text.append(R + "\ts.listen(" + RB + "8080" + X + R + ")" + X)
            text.append(G + "\ts.listen(" + GB + "s.port" + X + G + ")" + X)
            text.append("\treturn nil")
        text.append("")
    env = dict(os.environ, LESS="FRX")
    p = subprocess.Popen(["less"], stdin=subprocess.PIPE, env=env)
    try:
        p.stdin.write(("\n".join(text) + "\n").encode())
        p.stdin.close()
    except BrokenPipeError:
        pass
    p.wait()


# nvtop: a GPU's header, its bars, a graph, the processes and the
# function-key bar.
def nvtop(stdscr):
    colours()
    curses.curs_set(0)
    h, wd = stdscr.getmaxyx()
    C, G, Y = curses.color_pair(3), curses.color_pair(2), curses.color_pair(4)
    put(stdscr, 0, 0, "Device 0 ", C | curses.A_BOLD)
    put(stdscr, 0, 9, "[NVIDIA GeForce RTX 3060] PCIe GEN 4@16x RX: 0.000 KiB/s TX: 0.000 KiB/s")
    put(stdscr, 1, 0, " GPU 210MHz  MEM 405MHz  TEMP  38\u00b0C FAN   0% POW  15 / 170 W")
    put(stdscr, 2, 0, " GPU[")
    put(stdscr, 2, 5, "||", G)
    put(stdscr, 2, 7, "                     5%]")
    put(stdscr, 2, 33, " MEM[")
    put(stdscr, 2, 38, "|||", G)
    put(stdscr, 2, 41, "              1.206Gi/12.000Gi]")
    put(stdscr, 3, 0, "   \u250c" + "\u2500" * 72 + "\u2510")
    put(stdscr, 4, 0, "100\u2502" + " " * 60 + "GPU0 %", C)
    for y in range(5, 12):
        put(stdscr, y, 0, "   \u2502")
        put(stdscr, y, 76, "\u2502")
    put(stdscr, 4, 76, "\u2502")
    put(stdscr, 10, 4, " " * 50 + "\u2581\u2582\u2581" + " " * 10, C)
    put(stdscr, 11, 4, "\u2581" * 72, C)
    put(stdscr, 12, 0, "  0\u2514" + "\u2500" * 72 + "\u2518")
    fill(stdscr, 13, curses.color_pair(2) | curses.A_REVERSE,
         "    PID USER DEV    TYPE  GPU        GPU MEM    CPU  HOST MEM Command")
    put(stdscr, 14, 0, "   1842 root   0 Graphic   0%   24MiB   0%   0%     58MiB /usr/lib/xorg/Xorg")
    put(stdscr, 15, 0, "   2310 root   0 Compute   3%  812MiB   7%  12%   1204MiB python3 train.py")
    fill(stdscr, h - 1, 0, "")
    x = 0
    for k, label in [("F2", "Setup"), ("F6", "Sort"), ("F9", "Kill"), ("F10", "Quit"), ("F12", "Save Config")]:
        put(stdscr, h - 1, x, k)
        put(stdscr, h - 1, x + len(k), label.ljust(7), curses.color_pair(3) | curses.A_REVERSE)
        x += len(k) + max(len(label), 7) + 1
    stdscr.refresh()
    while stdscr.getch() not in (ord("q"), curses.KEY_F10):
        pass


# gitu: a magit-like status, the selected line's background lit, the
# cursor's bar at its left.
def gitu(stdscr):
    colours()
    curses.curs_set(0)
    rows = [
        ("On branch main", 0),
        ("Your branch is up to date with 'origin/main'.", 0),
        ("", 0),
        ("Untracked files", curses.color_pair(5) | curses.A_BOLD),
        ("long.txt", curses.color_pair(6)),
        ("", 0),
        ("Unstaged changes (1)", curses.color_pair(5) | curses.A_BOLD),
        ("modified   notes.txt", curses.color_pair(4)),
        ("", 0),
        ("Recent commits", curses.color_pair(5) | curses.A_BOLD),
        ("4f1c2ab main origin/main relay: listen on the configured port", 0),
        ("9d03e71 relay: drop stale peers", 0),
        ("1a7be55 Initial commit", 0),
    ]
    sel = [0, 4, 7, 10, 11, 12]
    i = 0
    while True:
        h, wd = stdscr.getmaxyx()
        stdscr.erase()
        for y, (s, a) in enumerate(rows):
            if y == sel[i]:
                put(stdscr, y, 0, "\u258c", curses.color_pair(3))
                put(stdscr, y, 1, s.ljust(wd - 2), a | curses.color_pair(7))
            else:
                if s.startswith(("4f1c", "9d03", "1a7b")):
                    put(stdscr, y, 1, s[:7], curses.color_pair(4))
                    put(stdscr, y, 8, s[7:], a)
                else:
                    put(stdscr, y, 1, s, a)
        stdscr.refresh()
        k = stdscr.getch()
        if k == ord("q"):
            return
        if k in (curses.KEY_DOWN, ord("j")):
            i = min(i + 1, len(sel) - 1)
        elif k in (curses.KEY_UP, ord("k")):
            i = max(i - 1, 0)


# atuin: its history search, full screen: the entries over a filter box,
# the newest just above it and selected.
def atuin_search(stdscr):
    colours()
    hist = [("12ms", "3h ago", "ls -l"), ("4s", "2h ago", "make"), ("81ms", "5m ago", "git status")]
    i = len(hist) - 1
    query = ""
    while True:
        h, wd = stdscr.getmaxyx()
        stdscr.erase()
        put(stdscr, 0, 0, "Atuin v18.3.0", curses.A_BOLD)
        put(stdscr, 0, 18, "<esc>: exit, <tab>: edit, <enter>: run")
        put(stdscr, 0, wd - 17, "history count: 3", curses.A_BOLD)
        put(stdscr, 1, 0, "\u250c" + "\u2500" * (wd - 2) + "\u2510")
        top = h - 4 - len(hist)
        for y in range(2, h - 4):
            put(stdscr, y, 0, "\u2502")
            put(stdscr, y, wd - 1, "\u2502")
        for n, (dur, ago, cmd) in enumerate(hist):
            y = top + n
            a = curses.A_BOLD if n == i else 0
            put(stdscr, y, 1, " > " if n == i else "   ", curses.color_pair(6) | curses.A_BOLD)
            put(stdscr, y, 4, dur.rjust(5), curses.color_pair(2) | a)
            put(stdscr, y, 10, ago.rjust(8), curses.color_pair(9) | a)
            put(stdscr, y, 20, cmd, a)
        put(stdscr, h - 4, 0, "\u2514" + "\u2500" * (wd - 2) + "\u2518")
        put(stdscr, h - 3, 0, "\u250c" + "\u2500" * (wd - 2) + "\u2510")
        put(stdscr, h - 2, 0, "\u2502")
        put(stdscr, h - 2, 2, "[ GLOBAL ] > ", curses.A_BOLD)
        put(stdscr, h - 2, 15, query)
        put(stdscr, h - 2, wd - 1, "\u2502")
        put(stdscr, h - 1, 0, "\u2514" + "\u2500" * (wd - 2) + "\u2518")
        stdscr.move(h - 2, 15 + len(query))
        stdscr.refresh()
        k = stdscr.get_wch()
        if k == "\x1b":
            return
        if k == curses.KEY_UP:
            i = max(i - 1, 0)
        elif k == curses.KEY_DOWN:
            i = min(i + 1, len(hist) - 1)
        elif isinstance(k, str) and k.isprintable():
            query += k


# atuin login: its questions on lines, the password read with echo off.
def atuin_login():
    out("Please enter username: ")
    if not sys.stdin.readline():
        return
    getpass.getpass("Please enter password: ")
    out("Please enter encryption key [blank to use existing key file]: ")
    sys.stdin.readline()


# broot: the tree of the current directory, the selected line lit, the
# status over the input line at the bottom.
def broot(stdscr):
    colours()
    cwd = os.getcwd()
    rows = [(cwd, curses.A_BOLD)]
    names = sorted(os.listdir("."))
    dirs = [n for n in names if os.path.isdir(n) and not n.startswith(".")]
    files = [n for n in names if not os.path.isdir(n) and not n.startswith(".")]
    entries = [(n, True) for n in dirs] + [(n, False) for n in files]
    for j, (n, d) in enumerate(entries):
        branch = "\u2514\u2500\u2500" if j == len(entries) - 1 else "\u251c\u2500\u2500"
        rows.append((branch + n, curses.color_pair(4) | curses.A_BOLD if d else 0))
    i = 0
    query = ""
    while True:
        h, wd = stdscr.getmaxyx()
        stdscr.erase()
        for y, (s, a) in enumerate(rows):
            if y == i:
                fill(stdscr, y, curses.color_pair(7), s)
                put(stdscr, y, 0, s, a | curses.color_pair(7))
            else:
                put(stdscr, y, 0, s[:3], curses.color_pair(9))
                put(stdscr, y, 3 if y else 0, s[3:] if y else s, a)
        status = "Hit enter to focus, alt-enter to cd, or a space then a verb" if i else "Hit esc to go back, enter to go up, ? for help, or a few letters to search"
        fill(stdscr, h - 2, curses.color_pair(8), " " + status)
        put(stdscr, h - 1, 0, query)
        stdscr.move(h - 1, len(query))
        stdscr.refresh()
        k = stdscr.get_wch()
        if k == "\x11":
            return
        if k == curses.KEY_DOWN:
            i = min(i + 1, len(rows) - 1)
        elif k == curses.KEY_UP:
            i = max(i - 1, 0)
        elif isinstance(k, str) and k.isprintable():
            query += k


# lazysql: tview's connection list in a box, its keys under it; q asks
# in a modal whether to quit.
def lazysql(stdscr):
    colours()
    curses.curs_set(0)
    conns = [("relay-prod", "postgres://relay@10.0.0.12:5432/relay"),
             ("relay-dev", "mysql://root@localhost:3306/relay"),
             ("scratch", "sqlite:///root/scratch.db")]
    i = 0
    modal = False
    while True:
        h, wd = stdscr.getmaxyx()
        stdscr.erase()
        put(stdscr, 0, 0, "\u250c" + " Connections ".center(wd - 2, "\u2500") + "\u2510", curses.color_pair(3))
        for y in range(1, h - 3):
            put(stdscr, y, 0, "\u2502", curses.color_pair(3))
            put(stdscr, y, wd - 1, "\u2502", curses.color_pair(3))
        put(stdscr, h - 3, 0, "\u2514" + "\u2500" * (wd - 2) + "\u2518", curses.color_pair(3))
        put(stdscr, 1, 2, "Name".ljust(14) + "URL", curses.color_pair(4) | curses.A_BOLD)
        for n, (name, url) in enumerate(conns):
            s = name.ljust(14) + url
            put(stdscr, 2 + n, 2, s.ljust(wd - 4), curses.A_REVERSE if n == i else 0)
        put(stdscr, h - 2, 1, "[a] Add  [e] Edit  [d] Delete  [c] Connect  [q] Quit", curses.color_pair(4))
        if modal:
            mw, mh = 40, 7
            my, mx = (h - mh) // 2, (wd - mw) // 2
            box = curses.color_pair(8)
            put(stdscr, my, mx, "\u250c" + "\u2500" * (mw - 2) + "\u2510", box)
            for y in range(my + 1, my + mh - 1):
                put(stdscr, y, mx, "\u2502" + " " * (mw - 2) + "\u2502", box)
            put(stdscr, my + mh - 1, mx, "\u2514" + "\u2500" * (mw - 2) + "\u2518", box)
            put(stdscr, my + 2, mx + 1, "Are you sure you want to quit?".center(mw - 2), box)
            put(stdscr, my + 4, mx + 12, " Yes ", curses.color_pair(1) | curses.A_BOLD if modal == 1 else curses.color_pair(3) | curses.A_REVERSE)
            put(stdscr, my + 4, mx + 22, " No ", curses.color_pair(1) | curses.A_BOLD if modal == 2 else curses.color_pair(3) | curses.A_REVERSE)
        stdscr.refresh()
        k = stdscr.getch()
        if modal:
            if k in (curses.KEY_LEFT, curses.KEY_RIGHT, 9):
                modal = 3 - modal
            elif k in (10, 13):
                if modal == 1:
                    return
                modal = False
            elif k == 27:
                modal = False
            continue
        if k == ord("q"):
            modal = 1
        elif k in (curses.KEY_DOWN, ord("j")):
            i = min(i + 1, len(conns) - 1)
        elif k in (curses.KEY_UP, ord("k")):
            i = max(i - 1, 0)


# joshuto: three columns (parent, current, preview), the path at the
# top, the file's facts at the bottom; Delete asks there.
def joshuto(stdscr):
    colours()
    curses.curs_set(0)
    cwd = os.getcwd()
    names = sorted(n for n in os.listdir(".") if not n.startswith("."))
    parent = [os.path.basename(cwd)]
    i = 0
    asking = False
    while True:
        h, wd = stdscr.getmaxyx()
        stdscr.erase()
        cur = names[i] if names else ""
        put(stdscr, 0, 0, "root@relay", curses.color_pair(2) | curses.A_BOLD)
        put(stdscr, 0, 10, ":" + cwd + "/", curses.color_pair(9) | curses.A_BOLD)
        put(stdscr, 0, 12 + len(cwd), cur, curses.A_BOLD)
        c1, c2 = wd // 8, wd // 8 + 3 * wd // 8
        for y, n in enumerate(parent):
            a = curses.color_pair(9) | curses.A_BOLD
            if n == os.path.basename(cwd):
                a |= curses.A_REVERSE
            put(stdscr, 2 + y, 1, n[:c1 - 2].ljust(c1 - 2), a)
        for y, n in enumerate(names):
            a = curses.color_pair(9) | curses.A_BOLD if os.path.isdir(n) else 0
            if y == i:
                a |= curses.A_REVERSE
            size = "%d B" % os.path.getsize(n) if not os.path.isdir(n) else "%d" % len(os.listdir(n))
            put(stdscr, 2 + y, c1 + 1, " " + n.ljust(c2 - c1 - 3 - len(size)) + size + " ", a)
        for y in range(1, h - 1):
            put(stdscr, y, c1, "\u2502")
            put(stdscr, y, c2, "\u2502")
        if cur and os.path.isfile(cur):
            with open(cur, errors="replace") as f:
                for y, s in enumerate(f.read().split("\n")[: h - 4]):
                    put(stdscr, 2 + y, c2 + 2, s[: wd - c2 - 3])
        if asking:
            put(stdscr, h - 1, 0, "Delete 1 files? (Y/n)")
            curses.curs_set(1)
            stdscr.move(h - 1, 22)
        else:
            st = os.stat(cur) if cur else None
            put(stdscr, h - 1, 0, "-rw-r--r--", curses.color_pair(3))
            put(stdscr, h - 1, 11, "1 root root  %d B  2026-11-26 20:00  %d/%d" % (st.st_size if st else 0, i + 1, len(names)))
        stdscr.refresh()
        k = stdscr.getch()
        if asking:
            asking = False
            curses.curs_set(0)
            continue
        if k == ord("q"):
            return
        if k in (curses.KEY_DC, ord("D")):
            asking = True
        elif k in (curses.KEY_DOWN, ord("j")):
            i = min(i + 1, len(names) - 1)
        elif k in (curses.KEY_UP, ord("k")):
            i = max(i - 1, 0)


# tuir (rtv's fork): a subreddit's submissions, the selected one barred
# at its left; "/" asks for a page on the bottom line.
def tuir(stdscr):
    colours()
    curses.curs_set(0)
    subs = [
        ("Relay 2.0 released: peers are now discovered over mDNS", 412, "3 hours ago", 87, "relay.dev", "u/mkessler"),
        ("Ask: how do you keep your dotfiles in sync across machines?", 233, "5 hours ago", 141, "self.linux", "u/heliotrope"),
        ("The kernel's new scheduler, explained with diagrams", 1204, "9 hours ago", 302, "lwn.net", "u/qtr"),
        ("Show: a tiny editor in 1000 lines of Rust", 96, "11 hours ago", 22, "github.com", "u/ilai"),
    ]
    i = 0
    prompt = None
    while True:
        h, wd = stdscr.getmaxyx()
        stdscr.erase()
        fill(stdscr, 0, curses.A_REVERSE | curses.A_BOLD, "/r/linux")
        put(stdscr, 0, wd - 18, "(not logged in)", curses.A_REVERSE | curses.A_BOLD)
        x = 0
        for n, tab in enumerate(["hot", "top", "rising", "new", "controversial", "gilded"]):
            s = " [%d]%s " % (n + 1, tab)
            put(stdscr, 1, x, s, curses.A_REVERSE if n == 0 else 0)
            x += len(s)
        y = 3
        for n, (title, up, ago, cm, dom, user) in enumerate(subs):
            bar = curses.color_pair(3) | curses.A_REVERSE if n == i else 0
            for r in range(3):
                put(stdscr, y + r, 0, " ", bar)
            put(stdscr, y, 2, title, curses.A_BOLD)
            put(stdscr, y + 1, 2, "\u2191%d %s \u00b7 %d comments" % (up, ago, cm), curses.color_pair(2))
            put(stdscr, y + 2, 2, dom, curses.color_pair(4))
            put(stdscr, y + 2, 3 + len(dom), user, curses.color_pair(3))
            y += 4
        if prompt is not None:
            fill(stdscr, h - 1, curses.A_REVERSE | curses.A_BOLD, "Enter page: /" + prompt)
            curses.curs_set(1)
            stdscr.move(h - 1, 13 + len(prompt))
        stdscr.refresh()
        k = stdscr.get_wch()
        if prompt is not None:
            if k == "\x1b":
                prompt = None
                curses.curs_set(0)
            elif k in ("\n", "\r"):
                prompt = None
                curses.curs_set(0)
            elif isinstance(k, str) and k.isprintable():
                prompt += k
            continue
        if k == "q":
            return
        if k == "/":
            prompt = ""
        elif k in (curses.KEY_DOWN, "j"):
            i = min(i + 1, len(subs) - 1)
        elif k in (curses.KEY_UP, "k"):
            i = max(i - 1, 0)


def main():
    os.environ.setdefault("ESCDELAY", "25")
    prog = sys.argv[1]
    screens = {"kibi-like": kibi, "nvtop-like": nvtop, "gitu-like": gitu, "atuin-like": atuin_search,
               "broot-like": broot, "lazysql-like": lazysql, "joshuto-like": joshuto, "tuir-like": tuir}
    if prog == "atuin-like" and sys.argv[2:] == ["login"]:
        atuin_login()
    elif prog == "diff-so-fancy-like":
        diff_so_fancy()
    else:
        curses.wrapper(screens[prog])


if __name__ == "__main__":
    main()
