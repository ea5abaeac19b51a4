#!/usr/bin/env python3
"""The eightyseventh set's fixtures: small programs, each drawing what a
real tool that cannot run here draws at one of its interactive moments
(its words, layout, colours, keys, screen and echo), named after it with
"-like".

    eightyseventh_demo.py PROGRAM [ARG]
"""
import curses
import os
import subprocess
import sys


def out(s):
    sys.stdout.write(s)
    sys.stdout.flush()


def colours():
    curses.start_color()
    curses.use_default_colors()
    big = curses.COLORS >= 256
    for i, (fg, bg) in enumerate([
        (curses.COLOR_BLACK, curses.COLOR_WHITE),   # 1 light bar
        (curses.COLOR_GREEN, -1),                   # 2
        (curses.COLOR_CYAN, -1),                    # 3
        (curses.COLOR_YELLOW, -1),                  # 4
        (curses.COLOR_MAGENTA, -1),                 # 5
        (curses.COLOR_RED, -1),                     # 6
        (-1, 238 if big else curses.COLOR_BLUE),    # 7 selected row
        (curses.COLOR_WHITE, curses.COLOR_BLUE),    # 8 blue ground
        (curses.COLOR_BLUE, -1),                    # 9
        (curses.COLOR_BLACK, curses.COLOR_GREEN),   # 10 green selection
        (curses.COLOR_BLACK, curses.COLOR_WHITE),   # 11 dialog
        (curses.COLOR_WHITE, 24 if big else curses.COLOR_CYAN),  # 12 field
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


def fill(w, y, a, s="", x=0, width=None):
    wd = w.getmaxyx()[1]
    if width is None:
        width = wd - x - 1
    put(w, y, x, s.ljust(width)[:width], a)


def box(w, y, x, h, wd, title="", a=0, rounded=False):
    tl, tr, bl, br = ("\u256d", "\u256e", "\u2570", "\u256f") if rounded else ("\u250c", "\u2510", "\u2514", "\u2518")
    put(w, y, x, tl + "\u2500" * (wd - 2) + tr, a)
    for r in range(1, h - 1):
        put(w, y + r, x, "\u2502", a)
        put(w, y + r, x + wd - 1, "\u2502", a)
    put(w, y + h - 1, x, bl + "\u2500" * (wd - 2) + br, a)
    if title:
        put(w, y, x + 1, title, a)


def keys_loop(stdscr, n, i=0, extra=None):
    """Moves a selection of n rows with the arrows and j/k; returns on q."""
    while True:
        yield i
        k = stdscr.get_wch()
        if extra and extra(k):
            continue
        if k == "q":
            return
        if k in (curses.KEY_DOWN, "j"):
            i = min(i + 1, n - 1)
        elif k in (curses.KEY_UP, "k"):
            i = max(i - 1, 0)


# zenith: a monitor: CPU, memory, network and disk graphs in boxes over
# a process table, the selected process lit, its keys at the foot.
def zenith(stdscr):
    colours()
    curses.curs_set(0)
    procs = [("1", "root", "0", "0.3", "0.1", "sleep", "/sbin/init"),
             ("212", "root", "0", "2.1", "0.8", "run", "/usr/bin/relayd --port 8080"),
             ("388", "alice", "0", "0.7", "1.9", "sleep", "python3 worker.py"),
             ("401", "alice", "0", "0.0", "0.2", "sleep", "-bash"),
             ("517", "root", "0", "0.0", "0.1", "sleep", "/usr/sbin/cron -f")]
    for i in keys_loop(stdscr, len(procs)):
        h, wd = stdscr.getmaxyx()
        stdscr.erase()
        box(stdscr, 0, 0, 6, wd // 2, " CPU [ 12%] MEM [ 2.1GB / 7.8GB 27%] ", curses.color_pair(3))
        box(stdscr, 0, wd // 2, 6, wd - wd // 2, " NET [\u2193 12KB/s \u2191 3KB/s] ", curses.color_pair(3))
        for r in range(4):
            put(stdscr, 1 + r, 2, ("\u2582\u2583\u2585\u2587\u2583\u2582\u2581\u2583\u2585\u2586" * 4)[r:r + 34], curses.color_pair(2))
            put(stdscr, 1 + r, wd // 2 + 2, ("\u2581\u2582\u2581\u2583\u2581\u2582" * 6)[r:r + 34], curses.color_pair(5))
        box(stdscr, 6, 0, 4, wd, " DISK [ / 41% 12.3GB free ] ", curses.color_pair(3))
        put(stdscr, 7, 2, "/dev/sda1  ext4  20.9GB  8.6GB used  Read 0B/s  Write 12KB/s")
        box(stdscr, 10, 0, h - 11, wd, " PROCESSES [relay up 3d 4h 12m] [Sort: CPU%] ", curses.color_pair(3))
        put(stdscr, 11, 1, "%-7s %-8s %-3s %6s %6s %-6s %s" % ("PID", "USER", "P", "CPU%\u2193", "MEM%", "STATE", "CMD"), curses.A_BOLD | curses.A_UNDERLINE)
        for n, p in enumerate(procs):
            row = "%-7s %-8s %-3s %6s %6s %-6s %s" % p
            fill(stdscr, 12 + n, curses.color_pair(7) | curses.A_BOLD if n == i else 0, row, 1, wd - 2)
        put(stdscr, h - 1, 0, " (h) Help  (q) Quit  (tab) Next Section  (+/-) Zoom  (f) Filter  (p) Pause ", curses.color_pair(1))
        stdscr.refresh()


# gobang: a database TUI: the databases' tree in a box at the left, the
# records of a table at the right, the focused tree's row lit.
def gobang(stdscr):
    colours()
    curses.curs_set(0)
    tree = ["\u25bc relay", "  \u25bc Tables", "      peers", "      routes", "      tokens", "\u25b6 metrics", "\u25b6 mysql"]
    recs = [("id", "name", "addr", "last_seen"),
            ("1", "fra-1", "10.0.0.11", "2026-11-26 19:58:01"),
            ("2", "ord-1", "10.0.0.12", "2026-11-26 19:57:42"),
            ("3", "nrt-1", "10.0.0.13", "2026-11-26 19:41:09")]
    for i in keys_loop(stdscr, len(tree), 2):
        h, wd = stdscr.getmaxyx()
        stdscr.erase()
        lw = 26
        box(stdscr, 0, 0, 3, lw, "", curses.color_pair(4))
        put(stdscr, 1, 1, "Filter tables", curses.A_DIM)
        box(stdscr, 3, 0, h - 5, lw, " Databases ", curses.color_pair(4))
        for n, t in enumerate(tree):
            fill(stdscr, 4 + n, curses.color_pair(1) if n == i else 0, t, 1, lw - 2)
        put(stdscr, 0, lw, "Records [1]   Properties [2]   SQL [3]", 0)
        put(stdscr, 0, lw, "Records [1]", curses.A_REVERSE)
        box(stdscr, 1, lw, 3, wd - lw, "")
        put(stdscr, 2, lw + 1, "WHERE", curses.A_DIM)
        box(stdscr, 4, lw, h - 6, wd - lw, " relay.peers ")
        for n, r in enumerate(recs):
            put(stdscr, 5 + n, lw + 2, "%-4s %-8s %-11s %s" % r, curses.A_BOLD if n == 0 else 0)
        put(stdscr, h - 2, 0, "Scroll down [j] Scroll up [k] Scroll left [h] Scroll right [l] Focus right [l]")
        put(stdscr, h - 1, 0, "Filter [/] Expand [l] Collapse [h] Exit [q] Focus connections [c] Help [?]")
        stdscr.refresh()


# lazyjj: jj's log in a box at the left, the selected change lit, its
# details at the right, tabs on top and keys at the foot.
def lazyjj(stdscr):
    colours()
    curses.curs_set(0)
    log = [["@  qpvuntsm alice@relay.dev 2026-11-26 20:01:12 3f2a1b7c", "\u2502  (no description set)"],
           ["\u25cb  rlvkpnrz alice@relay.dev 2026-11-26 19:40:03 main 9e8d7c6b", "\u2502  relay: retry peers on timeout"],
           ["\u25cb  zsuskuln alice@relay.dev 2026-11-25 17:12:44 5b1c2d3e", "\u2502  docs: install notes"],
           ["\u25c6  zzzzzzzz root() 00000000", ""]]
    for i in keys_loop(stdscr, len(log)):
        h, wd = stdscr.getmaxyx()
        stdscr.erase()
        x = 1
        for n, t in enumerate(["1. Log", "2. Files", "3. Bookmarks", "4. Command log"]):
            put(stdscr, 0, x, t, curses.color_pair(4) | curses.A_BOLD if n == 0 else 0)
            x += len(t) + 3
            if n < 3:
                put(stdscr, 0, x - 2, "\u2502")
        lw = wd // 2
        box(stdscr, 1, 0, h - 3, lw, " Log for: @ ", curses.color_pair(4), True)
        y = 2
        for n, (a, b) in enumerate(log):
            at = curses.color_pair(7) if n == i else 0
            fill(stdscr, y, at, a, 1, lw - 2)
            fill(stdscr, y + 1, at, b, 1, lw - 2)
            y += 2
        box(stdscr, 1, lw, h - 3, wd - lw, " Details ", 0, True)
        ch = log[i][0].split()[1]
        det = ["Change ID: " + ch, "Author: Alice <alice@relay.dev>", "", "    " + log[i][1][3:], "", "Modified regular file relay/peers.go:"]
        for n, t in enumerate(det):
            put(stdscr, 2 + n, lw + 2, t)
        put(stdscr, h - 2, 0, "q: quit | ?: help | j/k: scroll down/up | J/K: scroll down by \u00bd page | @: current change | r: revset | d: describe | e: edit | n: new")
        stdscr.refresh()


# mcfly: shell history search: its keys on top, the typed search after
# "$ ", the matches under it, the selected one lit green.
def mcfly(stdscr):
    colours()
    hist = ["git status", "make", "ls -l"]
    for i in keys_loop(stdscr, len(hist)):
        h, wd = stdscr.getmaxyx()
        stdscr.erase()
        put(stdscr, 0, 0, "McFly | ESC - Exit | \u23ce - Run | TAB - Edit | F2 - Delete | F1 - Switch Sort | Ctrl-r - Toggle fuzzy")
        put(stdscr, 1, 0, "$ ")
        for n, c in enumerate(hist):
            if n == i:
                fill(stdscr, 3 + n, curses.color_pair(10), " " + c, 0, wd - 1)
            else:
                put(stdscr, 3 + n, 1, c)
        stdscr.move(1, 2)
        stdscr.refresh()


# tldr: a page of tldr paged by less, at its top.
def tldr():
    B, G, R, X = "\x1b[1m", "\x1b[32m", "\x1b[31m", "\x1b[0m"
    ex = [("[c]reate an archive and write it to a [f]ile", "tar cf {{path/to/target.tar}} {{path/to/file1 path/to/file2 ...}}"),
          ("[c]reate a g[z]ipped archive and write it to a [f]ile", "tar czf {{path/to/target.tar.gz}} {{path/to/file1 path/to/file2 ...}}"),
          ("[c]reate a g[z]ipped archive from a directory using relative paths", "tar czf {{path/to/target.tar.gz}} [-C|--directory] {{path/to/directory}} ."),
          ("E[x]tract a (compressed) archive [f]ile into the current directory [v]erbosely", "tar xvf {{path/to/source.tar[.gz|.bz2|.xz]}}"),
          ("E[x]tract a (compressed) archive [f]ile into the target directory", "tar xf {{path/to/source.tar[.gz|.bz2|.xz]}} [-C|--directory] {{path/to/directory}}"),
          ("[c]reate a compressed archive and write it to a [f]ile, using the file extension to [a]utomatically determine the compression program", "tar caf {{path/to/target.tar.xz}} {{path/to/file1 path/to/file2 ...}}"),
          ("Lis[t] the contents of a tar [f]ile [v]erbosely", "tar tvf {{path/to/source.tar}}"),
          ("E[x]tract files matching a pattern from an archive [f]ile", "tar xf {{path/to/source.tar}} --wildcards \"{{*.html}}\""),
          ("Append files to an existing archive", "tar rf {{path/to/target.tar}} {{path/to/file}}"),
          ("Remove files from an archive", "tar --delete [f]{{path/to/source.tar}} {{path/to/file}}")]
    text = ["", "  " + B + "tar" + X, "", "  Archiving utility.", "  Often combined with a compression method, such as `gzip` or `bzip2`.",
            "  More information: https://www.gnu.org/software/tar.", ""]
    for d, c in ex:
        text += ["  " + G + "- " + d + ":" + X, "", "    " + R + c + X, ""]
    p = subprocess.Popen(["less", "-R"], stdin=subprocess.PIPE)
    try:
        p.stdin.write(("\n".join(text) + "\n").encode())
        p.stdin.close()
    except BrokenPipeError:
        pass
    p.wait()


# xplr: a file explorer: the directory's table in a box, the focused row
# marked "\u25b8" and lit, help, selection and input boxes at the right;
# "r" renames: the input box asks, the name typed in it.
def xplr(stdscr):
    colours()
    files = ["docs/", "src/", "long.txt", "notes.txt", "relay.conf"]
    rename = [None]
    cwd = os.getcwd()

    def extra(k):
        if rename[0] is not None:
            if k == "\x1b" or k in ("\n", "\r"):
                rename[0] = None
            elif k in (curses.KEY_BACKSPACE, "\x7f"):
                rename[0] = rename[0][:-1]
            elif isinstance(k, str) and k.isprintable():
                rename[0] += k
            return True
        if k == "r":
            rename[0] = files[cur[0]]
            return True
        return False

    cur = [0]
    for i in keys_loop(stdscr, len(files), 0, extra):
        cur[0] = i
        h, wd = stdscr.getmaxyx()
        stdscr.erase()
        lw = wd * 2 // 3
        box(stdscr, 0, 0, h - 3, lw, " %s (%d) " % (cwd, len(files)), 0, True)
        put(stdscr, 1, 2, "\u256d\u2500\u2500\u2500 path", curses.A_BOLD)
        put(stdscr, 1, 30, "perm", curses.A_BOLD)
        put(stdscr, 1, 42, "size", curses.A_BOLD)
        for n, f in enumerate(files):
            tree = "\u2570\u2500" if n == len(files) - 1 else "\u251c\u2500"
            mark = "\u25b8[" if n == i else " "
            row = " %s%s %s%s" % (tree, mark, f, "]" if n == i else "")
            a = curses.A_BOLD | curses.A_REVERSE if n == i else (curses.color_pair(3) if f.endswith("/") else 0)
            put(stdscr, 2 + n, 2, row, a)
            put(stdscr, 2 + n, 30, "drwxr-xr-x" if f.endswith("/") else "rw-r--r--", a if n == i else 0)
            put(stdscr, 2 + n, 42, "" if f.endswith("/") else "%d B" % (120 + 40 * n), a if n == i else 0)
        box(stdscr, 0, lw, (h - 3) // 2, wd - lw, " Help [default] ", 0, True)
        for n, t in enumerate(["q      quit", ".      show hidden", ":      action", "?      global help", "r      rename", "space  toggle selection", "/      search"]):
            put(stdscr, 1 + n, lw + 2, t)
        box(stdscr, (h - 3) // 2, lw, h - 3 - (h - 3) // 2, wd - lw, " Selection (0) ", 0, True)
        if rename[0] is None:
            box(stdscr, h - 3, 0, 3, wd, " Input [default] ", 0, True)
            curses.curs_set(0)
        else:
            box(stdscr, h - 3, 0, 3, wd, " Input [rename] ", 0, True)
            put(stdscr, h - 2, 1, "\u276f " + rename[0])
            curses.curs_set(1)
            stdscr.move(h - 2, 3 + len(rename[0]))
        stdscr.refresh()


# taskell: a kanban board: its lists side by side, each a title and its
# cards, the current list's title and card lit; keys at the foot.
def taskell(stdscr):
    colours()
    curses.curs_set(0)
    lists = [("To Do", ["Retry peers on timeout", "Write the install notes", "Tag the release"]),
             ("In Progress", ["Rotate the deploy key"]),
             ("Done", ["Move CI to the new runners", "Drop the old mirrors"])]
    cards = len(lists[0][1])
    for i in keys_loop(stdscr, cards):
        h, wd = stdscr.getmaxyx()
        stdscr.erase()
        for c, (title, items) in enumerate(lists):
            x = 2 + c * 26
            put(stdscr, 1, x, title, curses.color_pair(5) | curses.A_BOLD if c == 0 else curses.color_pair(3))
            for n, t in enumerate(items):
                a = curses.color_pair(5) if c == 0 and n == i else 0
                put(stdscr, 3 + n * 2, x, t, a)
        put(stdscr, h - 1, 0, "taskell.md  Press ? for help", curses.A_DIM)
        stdscr.refresh()


# termusic: a music player: the library's tree, the playlist, the
# progress bar; q asks in a box over it whether to quit.
def termusic(stdscr):
    colours()
    curses.curs_set(0)
    quit_ = False
    yes = True
    while True:
        h, wd = stdscr.getmaxyx()
        stdscr.erase()
        lw = wd // 3
        box(stdscr, 0, 0, h - 4, lw, " Library ", curses.color_pair(3), True)
        for n, t in enumerate(["\u25bc Music", "  \u25b6 Air", "  \u25bc Boards of Canada", "      Roygbiv.mp3", "      Olson.mp3", "  \u25b6 Solar Fields"]):
            put(stdscr, 1 + n, 1, t, curses.color_pair(3) | curses.A_REVERSE if n == 0 else 0)
        box(stdscr, 0, lw, h - 4, wd - lw, " Playlist ", curses.color_pair(4), True)
        put(stdscr, 1, lw + 2, "%-9s %-17s %-9s %s" % ("Duration", "Artist", "Title", "Album"), curses.A_BOLD)
        for n, r in enumerate([("2:31", "Boards of Canada", "Roygbiv", "Music Has the Right"),
                               ("0:34", "Boards of Canada", "Olson", "Music Has the Right")]):
            fill(stdscr, 2 + n, 0, "%-9s %-17s %-9s %s" % r, lw + 2, wd - lw - 4)
        box(stdscr, h - 4, 0, 4, wd, " Status: Stopped  Loop: playlist  Volume: 70 ", curses.color_pair(2), True)
        put(stdscr, h - 3, 2, "\u2591" * (wd - 16) + " 0:00/0:00", curses.color_pair(2))
        if quit_:
            bw, bh = 48, 3
            by, bx = (h - bh) // 2, (wd - bw) // 2
            for r in range(bh):
                put(stdscr, by + r, bx, " " * bw)
            box(stdscr, by, bx, bh, bw, " Are you sure you want to quit termusic? ", curses.color_pair(4), True)
            put(stdscr, by + 1, bx + 16, " Yes ", curses.A_REVERSE | curses.color_pair(4) if yes else 0)
            put(stdscr, by + 1, bx + 26, " No ", 0 if yes else curses.A_REVERSE | curses.color_pair(4))
        stdscr.refresh()
        k = stdscr.get_wch()
        if quit_:
            if k in (curses.KEY_LEFT, curses.KEY_RIGHT, "h", "l", "\t"):
                yes = not yes
            elif k in ("\n", "\r"):
                if yes:
                    return
                quit_ = False
            elif k == "\x1b":
                quit_ = False
        elif k == "q":
            quit_, yes = True, True


# spotify-tui: its first run asks, on lines, the client's id and secret.
def spotify_tui():
    out("\n    Config will be saved to %s/.config/spotify-tui/client.yml\n\n" % os.environ.get("HOME", "~"))
    out("    How to get setup:\n\n")
    out("    1. Go to the Spotify dashboard - https://developer.spotify.com/dashboard/applications\n")
    out("    2. Click `Create a Client ID` and create an app\n")
    out("    3. Now click `Edit Settings`\n")
    out("    4. Add `http://localhost:8888/callback` to the Redirect URIs\n")
    out("    5. You are now ready to authenticate with Spotify!\n\n")
    while True:
        out("\nEnter your Client ID: ")
        cid = sys.stdin.readline().strip()
        if len(cid) == 32:
            break
        out("invalid length: %d (must be 32)\n" % len(cid))
    while True:
        out("\nEnter your Client Secret: ")
        sec = sys.stdin.readline().strip()
        if len(sec) == 32:
            break
        out("invalid length: %d (must be 32)\n" % len(sec))


# ncspot (before it logged in through the browser): cursive's login
# dialog on its blue ground, the user's field and then the password's,
# the password drawn as stars.
def ncspot(stdscr):
    colours()
    curses.curs_set(1)
    vals = ["", ""]
    f = 0
    while True:
        h, wd = stdscr.getmaxyx()
        stdscr.bkgd(" ", curses.color_pair(8))
        stdscr.erase()
        bw, bh = 40, 9
        by, bx = (h - bh) // 2, (wd - bw) // 2
        d = curses.color_pair(11)
        for r in range(bh):
            put(stdscr, by + r, bx, " " * bw, d)
        put(stdscr, by + bh, bx + 1, " " * bw, curses.color_pair(1) | curses.A_DIM)
        box(stdscr, by, bx, bh, bw, "", d)
        put(stdscr, by, bx + (bw - 18) // 2, " Login to Spotify ", d | curses.A_BOLD)
        put(stdscr, by + 1, bx + 2, "Username", d)
        fill(stdscr, by + 2, curses.color_pair(12), vals[0], bx + 2, bw - 4)
        put(stdscr, by + 3, bx + 2, "Password", d)
        fill(stdscr, by + 4, curses.color_pair(12), "*" * len(vals[1]), bx + 2, bw - 4)
        put(stdscr, by + 7, bx + bw - 18, "<Login>", d)
        put(stdscr, by + 7, bx + bw - 9, "<Quit>", d)
        stdscr.move(by + 2 + 2 * f, bx + 2 + len(vals[f]))
        stdscr.refresh()
        k = stdscr.get_wch()
        if k == "\x1b" or k == "\x03":
            return
        if k in ("\t", "\n", "\r", curses.KEY_DOWN):
            f = min(f + 1, 1)
        elif k == curses.KEY_UP:
            f = 0
        elif k in (curses.KEY_BACKSPACE, "\x7f"):
            vals[f] = vals[f][:-1]
        elif isinstance(k, str) and k.isprintable():
            vals[f] += k


# dstask: "dstask 1 remove" shows the task and asks before removing it.
def dstask():
    out("\x1b[38;5;250;48;5;234m 1   Retry peers on timeout  project:relay  +bug \x1b[0m\n")
    while True:
        out("This will delete the task permanently. Continue? [y/n] ")
        a = sys.stdin.readline().strip().lower()
        if a in ("y", "n"):
            break
    if a == "n":
        out("Aborted.\n")
        sys.exit(1)
    out("Removed 1: Retry peers on timeout\n")


# ikhal: khal's interactive calendar: the weeks at the left, today lit,
# the day's events at the right, a header and a footer.
def ikhal(stdscr):
    colours()
    curses.curs_set(0)
    while True:
        h, wd = stdscr.getmaxyx()
        stdscr.erase()
        put(stdscr, 0, 0, "     Mo Tu We Th Fr Sa Su", curses.A_BOLD)
        weeks = [(26, [26, 27, 28, 29, 30, 31, 1]), (0, list(range(2, 9))), (0, list(range(9, 16))),
                 (0, list(range(16, 23))), (0, list(range(23, 30))), (0, [30, 1, 2, 3, 4, 5, 6])]
        months = {0: "Nov ", 5: "Dec "}
        for r, (_, days) in enumerate(weeks):
            put(stdscr, 1 + r, 0, months.get(r, "    "), curses.A_BOLD)
            for c, dday in enumerate(days):
                a = curses.A_REVERSE if (r == 4 and dday == 26) else 0
                put(stdscr, 1 + r, 5 + c * 3, "%2d" % dday, a)
        put(stdscr, 0, 28, "Today (Thursday, 26.11.2026)", curses.A_BOLD)
        put(stdscr, 1, 28, "10:00-10:30 Relay standup", curses.color_pair(3))
        put(stdscr, 2, 28, "15:00-16:00 Rotate the deploy key", curses.color_pair(3))
        put(stdscr, 4, 28, "Tomorrow (Friday, 27.11.2026)", curses.A_BOLD)
        put(stdscr, 5, 28, "11:00-12:00 Release review", curses.color_pair(3))
        fill(stdscr, h - 1, curses.color_pair(1), " Press ? for help  q: quit  n: new  t: today  /: search ")
        stdscr.refresh()
        if stdscr.get_wch() == "q":
            return


def main():
    os.environ.setdefault("ESCDELAY", "25")
    prog = sys.argv[1]
    screens = {"zenith-like": zenith, "gobang-like": gobang, "lazyjj-like": lazyjj, "mcfly-like": mcfly,
               "xplr-like": xplr, "taskell-like": taskell, "termusic-like": termusic,
               "ncspot-like": ncspot, "ikhal-like": ikhal}
    lines = {"tldr-like": tldr, "spotify-tui-like": spotify_tui, "dstask-like": dstask}
    if prog in lines:
        lines[prog]()
    else:
        curses.wrapper(screens[prog])


if __name__ == "__main__":
    main()
