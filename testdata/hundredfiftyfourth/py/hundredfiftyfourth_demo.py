#!/usr/bin/env python3
"""The hundredfiftyfourth set's imitations: each draws what a full-screen
program that is neither an editor nor a pager draws, with curses on the
alternate screen: hegemon's and bpftop's monitors, cointop's dashboard
(its currency menu and holdings box), musikcube's library (its playlist
name box and delete dialog), nchat's chat screen, Brogue's dungeon (its
quit dialog) and meli's mail listing. The first argument names the program
imitated; keys then move it as the real one moves."""
import curses
import locale
import random
import sys
import time


def put(win, y, x, s, attr=0):
    try:
        win.addstr(y, x, s, attr)
    except curses.error:
        pass


def box(scr, y, x, h, w, attr=0):
    win = curses.newwin(h, w, y, x)
    win.bkgd(" ", attr)
    win.erase()
    win.box()
    return win


SPARK = "▁▂▃▄▅▆▇█"


def spark(rng, n):
    return "".join(SPARK[rng.randrange(len(SPARK))] for _ in range(n))


def hegemon():
    """hegemon: a list of streams, each a name, a history graph and its
    value, the selected one in reverse; Right expands it into its
    sub-streams."""
    rng = random.Random(7)
    streams = [("CPU", "%"), ("Memory", "%"), ("Swap", "%"), ("Temperature", "°C"), ("Fan", " RPM")]
    subs = {0: ["CPU 1", "CPU 2", "CPU 3", "CPU 4"]}

    def run(scr):
        curses.curs_set(0)
        curses.use_default_colors()
        curses.init_pair(1, curses.COLOR_GREEN, -1)
        scr.timeout(1000)
        sel, expanded = 0, set()
        while True:
            scr.erase()
            H, W = scr.getmaxyx()
            rows = []
            for i, (name, unit) in enumerate(streams):
                rows.append((i, name, unit, 0))
                if i in expanded:
                    for s in subs.get(i, []):
                        rows.append((i, s, unit, 1))
            y = 0
            for i, name, unit, depth in rows:
                val = {"%": "%5.1f%%" % rng.uniform(3, 40), "°C": "%4.0f°C" % rng.uniform(40, 55),
                       " RPM": "%5d RPM" % rng.randrange(1800, 2400)}[unit]
                label = ("  " * depth + ("▸ " if i in subs and depth == 0 and i not in expanded else
                                         "▾ " if i in subs and depth == 0 else "  ") + name)
                line = "%-18s %s %10s" % (label, spark(rng, W - 32), val)
                attr = curses.A_REVERSE if (i == sel and depth == 0) else 0
                put(scr, y, 0, line[:W - 1].ljust(W - 1), attr)
                put(scr, y + 1, 0, " " * (W - 1))
                y += 2 if depth == 0 else 1
            put(scr, H - 1, 0, " q: quit  ↑/↓: select  →/←: expand/collapse  +/-: speed (1s)"[:W - 1], curses.color_pair(1))
            scr.refresh()
            k = scr.getch()
            if k in (ord("q"),):
                return
            if k in (curses.KEY_DOWN, ord("j")):
                sel = min(sel + 1, len(streams) - 1)
            elif k in (curses.KEY_UP, ord("k")):
                sel = max(sel - 1, 0)
            elif k in (curses.KEY_RIGHT, ord("l")):
                expanded.add(sel)
            elif k in (curses.KEY_LEFT, ord("h")):
                expanded.discard(sel)
    curses.wrapper(run)


def bpftop():
    """bpftop: a table of the eBPF programs running, the selected row
    highlighted, a row of keys at the foot; Enter shows the selected
    program's graphs."""
    rng = random.Random(3)
    progs = [("2931", "tracepoint", "sys_enter_openat"), ("2932", "tracepoint", "sys_exit_openat"),
             ("3104", "kprobe", "tcp_v4_connect"), ("3105", "kretprobe", "tcp_v4_connect_ret"),
             ("3377", "perf_event", "do_perf_event"), ("3412", "cgroup_skb", "egress_filter"),
             ("3413", "cgroup_skb", "ingress_filter"), ("3650", "xdp", "xdp_drop_prog")]

    def run(scr):
        curses.curs_set(0)
        curses.use_default_colors()
        curses.init_pair(1, curses.COLOR_BLACK, curses.COLOR_CYAN)
        curses.init_pair(2, curses.COLOR_YELLOW, -1)
        scr.timeout(1000)
        sel, graphs = 0, False
        while True:
            scr.erase()
            H, W = scr.getmaxyx()
            if not graphs:
                win = box(scr, 0, 0, H - 1, W)
                put(win, 0, 2, " bpftop ")
                put(win, 1, 1, "%-8s %-11s %-20s %9s %8s %7s" % ("ID", "Type", "Name", "Runtime", "Events/s", "CPU %"),
                    curses.A_BOLD | curses.color_pair(2))
                for i, (pid, typ, name) in enumerate(progs):
                    line = "%-8s %-11s %-20s %9d %8d %6.2f%%" % (pid, typ, name, rng.randrange(90, 900),
                                                                 rng.randrange(10, 4000), rng.uniform(0, 1.5))
                    put(win, 2 + i, 1, line.ljust(W - 2), curses.color_pair(1) if i == sel else 0)
                put(scr, H - 1, 0, " (q) quit | (↑,k) move up | (↓,j) move down | (↵) show graphs | (p) pause"[:W - 1])
                scr.noutrefresh()
                win.noutrefresh()
            else:
                put(scr, H - 1, 0, (" Program ID: %s  Name: %s  Type: %s | (↵) back | (q) quit" % (progs[sel][0], progs[sel][2], progs[sel][1]))[:W - 1])
                scr.noutrefresh()
                pid, typ, name = progs[sel]
                h = (H - 1) // 3
                for j, title in enumerate(("Total CPU %", "Avg Runtime (ns)", "Events per second")):
                    win = box(scr, j * h, 0, h, W)
                    put(win, 0, 2, " %s " % title)
                    for r in range(1, h - 1):
                        put(win, r, 1, "".join("⣀⣤⣶⣿"[rng.randrange(4)] if rng.random() < r / h else " "
                                               for _ in range(W - 2)), curses.color_pair(2))
                    win.noutrefresh()
            curses.doupdate()
            k = scr.getch()
            if k == ord("q"):
                return
            if k in (curses.KEY_DOWN, ord("j")) and not graphs:
                sel = min(sel + 1, len(progs) - 1)
            elif k in (curses.KEY_UP, ord("k")) and not graphs:
                sel = max(sel - 1, 0)
            elif k in (10, 13, curses.KEY_ENTER):
                graphs = not graphs
    curses.wrapper(run)


COINS = [("Bitcoin", "BTC", 67123.41, 0.42, 1.87, -2.31, "1,323,456,789,012", "28,456,123,987"),
         ("Ethereum", "ETH", 3512.87, -0.18, 2.44, 4.02, "422,104,556,713", "14,221,093,455"),
         ("Tether", "USDT", 1.00, 0.01, 0.00, -0.02, "112,443,221,908", "51,998,210,004"),
         ("BNB", "BNB", 592.15, 0.27, -1.12, 3.35, "87,331,098,122", "1,804,551,230"),
         ("Solana", "SOL", 171.62, 1.04, 5.87, 11.20, "79,205,776,310", "3,112,887,601"),
         ("USDC", "USDC", 1.00, 0.00, 0.01, 0.00, "32,888,104,551", "6,003,215,987"),
         ("XRP", "XRP", 0.52, -0.33, -0.91, -4.18, "28,876,002,115", "1,207,331,440"),
         ("Dogecoin", "DOGE", 0.16, 0.61, 3.40, 8.77, "23,014,558,203", "1,551,019,882"),
         ("Toncoin", "TON", 7.21, -0.12, 0.88, 2.05, "17,512,880,116", "402,117,560"),
         ("Cardano", "ADA", 0.45, 0.09, -0.44, -1.93, "16,021,773,804", "388,902,117")]
CURRENCIES = [("AUD", "Australian Dollar"), ("BRL", "Brazilian Real"), ("BTC", "Bitcoin"),
              ("CAD", "Canadian Dollar"), ("CHF", "Swiss Franc"), ("CNY", "Chinese Yuan"),
              ("EUR", "Euro"), ("GBP", "British Pound"), ("INR", "Indian Rupee"),
              ("JPY", "Japanese Yen"), ("USD", "US Dollar")]


def cointop():
    """cointop: the market table under its header, the selected row in
    cyan, a status bar of keys; c pops the currency conversion menu over
    it, e the box asking for the selected coin's holdings."""
    def run(scr):
        curses.use_default_colors()
        curses.init_pair(1, curses.COLOR_BLACK, curses.COLOR_CYAN)
        curses.init_pair(2, curses.COLOR_GREEN, -1)
        curses.init_pair(3, curses.COLOR_RED, -1)
        curses.init_pair(4, curses.COLOR_BLACK, curses.COLOR_GREEN)
        curses.init_pair(5, curses.COLOR_WHITE, curses.COLOR_BLACK)
        sel, popup, typed = 0, None, ""
        while True:
            curses.curs_set(1 if popup == "holdings" else 0)
            scr.erase()
            H, W = scr.getmaxyx()
            put(scr, 0, 0, (" cointop  v1.6.10   Global ▲1.9% Market Cap: $2.4T  24H Volume: $97.3B  BTC: 54.9%").ljust(W - 1)[:W - 1],
                curses.color_pair(4))
            put(scr, 2, 0, ("  [r]ank [n]ame      [s]ymbol  [p]rice      [1]H%  [2]4H%  [7]D%   [m]arket cap USD").ljust(W - 1)[:W - 1],
                curses.A_BOLD)
            for i, (name, sym, price, h1, h24, d7, cap, vol) in enumerate(COINS):
                y = 3 + i
                if i == sel:
                    line = "  %-5d %-11s %-8s %11.2f %6.2f %6.2f %6.2f  %s" % (i + 1, name, sym, price, h1, h24, d7, cap)
                    put(scr, y, 0, line.ljust(W - 1)[:W - 1], curses.color_pair(1))
                    continue
                put(scr, y, 0, "  %-5d %-11s %-8s %11.2f" % (i + 1, name, sym, price))
                x = 41
                for v in (h1, h24, d7):
                    put(scr, y, x, "%6.2f " % v, curses.color_pair(2 if v >= 0 else 3))
                    x += 7
                put(scr, y, x + 1, cap[:W - x - 2])
            put(scr, H - 1, 0, ("[Q]uit [?]Help [C]hart [Range]24H [/]Search [F]avorites [P]ortfolio  Page 1/25").ljust(W - 1)[:W - 1],
                curses.color_pair(5) | curses.A_REVERSE)
            scr.noutrefresh()
            if popup == "convert":
                w = box(scr, 4, 8, 15, 60)
                put(w, 0, 2, " Currency Conversion | [q] close menu ")
                put(w, 1, 2, "Select a currency to convert prices to:")
                for j, (code, desc) in enumerate(CURRENCIES):
                    key = "abcdefghijk"[j]
                    put(w, 3 + j, 2, "[ %s ] %s %s" % (key, code, desc), curses.A_BOLD if code == "USD" else 0)
                w.noutrefresh()
            elif popup == "holdings":
                w = box(scr, 9, 8, 5, 64)
                put(w, 0, 2, " Enter holdings for %s | [Enter] save | [ESC] cancel " % COINS[sel][0])
                put(w, 2, 2, typed)
                w.move(2, 2 + len(typed))
                w.noutrefresh()
            curses.doupdate()
            k = (w if popup == "holdings" else scr).getch()
            if popup == "convert":
                if k in (ord("q"), 27):
                    popup = None
                continue
            if popup == "holdings":
                if k == 27:
                    popup = None
                elif k in (10, 13):
                    popup = None
                elif k in (curses.KEY_BACKSPACE, 127, 8):
                    typed = typed[:-1]
                elif 32 <= k < 127:
                    typed += chr(k)
                continue
            if k in (ord("q"), ord("Q")):
                return
            if k in (curses.KEY_DOWN, ord("j")):
                sel = min(sel + 1, len(COINS) - 1)
            elif k in (curses.KEY_UP, ord("k")):
                sel = max(sel - 1, 0)
            elif k == ord("c"):
                popup = "convert"
            elif k == ord("e"):
                popup, typed = "holdings", ""
    curses.wrapper(run)


ARTISTS = ["Beach House", "Boards of Canada", "Bonobo", "Khruangbin", "Little Dragon", "Mazzy Star", "Portishead", "Tycho"]
ALBUMS = {0: [("Depression Cherry", ["Levitation", "Sparks", "Space Song", "Beyond Love", "10:37"])],
          1: [("Music Has the Right to Children", ["Wildlife Analysis", "An Eagle in Your Mind", "The Color of the Fire",
                                                    "Telephasic Workshop", "Roygbiv"])]}
PLAYLISTS = ["road trip", "late night", "focus"]


def musikcube():
    """musikcube: the library's artists beside their tracks, a row of
    shortcuts and the transport at the foot; ^P on the playlists page asks
    a new playlist's name in a box, Delete there asks whether to delete the
    highlighted playlist."""
    def run(scr):
        curses.use_default_colors()
        curses.init_pair(1, curses.COLOR_BLACK, curses.COLOR_GREEN)
        curses.init_pair(2, curses.COLOR_GREEN, -1)
        curses.init_pair(3, curses.COLOR_YELLOW, -1)
        curses.init_pair(4, curses.COLOR_BLACK, curses.COLOR_YELLOW)
        curses.init_pair(5, curses.COLOR_WHITE, -1)
        sel, view, overlay, typed = 0, "library", None, ""
        while True:
            curses.curs_set(1 if overlay == "name" else 0)
            scr.erase()
            H, W = scr.getmaxyx()
            left = box(scr, 0, 0, H - 3, 26)
            right = box(scr, 0, 26, H - 3, W - 26)
            if view == "library":
                put(left, 0, 2, " artists ", curses.color_pair(3))
                for i, a in enumerate(ARTISTS):
                    put(left, 1 + i, 1, (" " + a).ljust(24), curses.color_pair(1) if i == sel else 0)
                put(right, 0, 2, " tracks ", 0)
                y = 1
                for album, tracks in ALBUMS.get(sel, [("(no albums)", [])]):
                    put(right, y, 1, " %s - %s" % (album, ARTISTS[sel]), curses.color_pair(2) | curses.A_BOLD)
                    y += 1
                    for n, t in enumerate(tracks):
                        put(right, y, 1, " %02d   %-36s %s" % (n + 1, t, "4:%02d" % (11 + 7 * n)))
                        y += 1
            else:
                put(left, 0, 2, " playlists ", curses.color_pair(3))
                for i, p in enumerate(PLAYLISTS):
                    put(left, 1 + i, 1, (" " + p).ljust(24), curses.color_pair(1) if i == sel else 0)
                put(right, 0, 2, " tracks ", 0)
                for n, t in enumerate(ALBUMS[0][0][1]):
                    put(right, 1 + n, 1, " %02d   %-30s %s" % (n + 1, t, "Beach House"))
            keys = [("a", "library"), ("s", "settings"), ("^P", "playlists"), ("^D", "quit")]
            x = 0
            for key, what in keys:
                put(scr, H - 3, x, " %s " % key, curses.color_pair(4))
                put(scr, H - 3, x + len(key) + 2, " %s " % what, curses.color_pair(4) if what == view else 0)
                x += len(key) + len(what) + 5
            put(scr, H - 2, 0, "playing nothing".center(W - 1))
            put(scr, H - 1, 0, ("vol ████████░░ 80%  shuffle off  repeat off  0:00 " + "─" * (W - 58) + " 0:00")[:W - 1])
            scr.noutrefresh()
            left.noutrefresh()
            right.noutrefresh()
            if overlay == "name":
                w = box(scr, 8, 15, 6, 50, curses.color_pair(5))
                put(w, 0, 2, " playlist name ", curses.color_pair(3))
                put(w, 2, 2, "name: ")
                put(w, 2, 8, typed.ljust(38), curses.A_UNDERLINE)
                put(w, 4, 2, "ESC", curses.color_pair(4))
                put(w, 4, 6, "cancel")
                put(w, 4, 14, "ENTER", curses.color_pair(4))
                put(w, 4, 20, "ok")
                w.move(2, 8 + len(typed))
                w.noutrefresh()
            elif overlay == "delete":
                w = box(scr, 8, 12, 7, 56, curses.color_pair(5))
                put(w, 0, 2, " delete playlist ", curses.color_pair(3))
                put(w, 2, 2, "are you sure you want to delete '%s'?" % PLAYLISTS[sel])
                put(w, 5, 2, "ESC", curses.color_pair(4))
                put(w, 5, 6, "no")
                put(w, 5, 10, "ENTER", curses.color_pair(4))
                put(w, 5, 16, "yes")
                w.noutrefresh()
            curses.doupdate()
            k = scr.getch()
            if overlay:
                if k == 27 or k in (10, 13):
                    overlay = None
                elif overlay == "name" and k in (curses.KEY_BACKSPACE, 127, 8):
                    typed = typed[:-1]
                elif overlay == "name" and 32 <= k < 127:
                    typed += chr(k)
                continue
            if k == 4:
                return
            if k in (curses.KEY_DOWN, ord("j")):
                sel = min(sel + 1, (len(ARTISTS) if view == "library" else len(PLAYLISTS)) - 1)
            elif k in (curses.KEY_UP, ord("k")):
                sel = max(sel - 1, 0)
            elif k == ord("a"):
                view, sel = "library", 0
            elif k == 16:
                if view == "playlists":
                    overlay, typed = "name", ""
                view, sel = "playlists", sel if view == "playlists" else 0
            elif k == curses.KEY_DC and view == "playlists":
                overlay = "delete"
    curses.wrapper(run)


def nchat():
    """nchat: the chat list on the left, the open chat's history, the
    entry box under it and a status bar; text typed shows in the entry."""
    chats = ["Alice Lindqvist", "Family", "Bob Okafor", "Climbing club", "Saved Messages"]
    history = [("Alice Lindqvist", "10:02", "are we still on for saturday?"),
               ("You", "10:04", "yes! 9am at the trailhead"),
               ("Alice Lindqvist", "10:05", "great, I'll bring the rope"),
               ("Alice Lindqvist", "10:05", "and coffee"),
               ("You", "10:07", "perfect, see you then")]

    def run(scr):
        curses.use_default_colors()
        curses.init_pair(1, curses.COLOR_BLACK, curses.COLOR_WHITE)
        curses.init_pair(2, curses.COLOR_BLUE, -1)
        curses.init_pair(3, curses.COLOR_GREEN, -1)
        curses.curs_set(1)
        typed = ""
        while True:
            scr.erase()
            H, W = scr.getmaxyx()
            put(scr, 0, 0, (" nchat  Telegram: Online").ljust(W - 1), curses.color_pair(1))
            for i, c in enumerate(chats):
                put(scr, 1 + i, 0, (" " + c).ljust(20)[:20], curses.A_REVERSE if i == 0 else 0)
            for r in range(1, H - 1):
                put(scr, r, 20, "│")
            y = 1
            for who, at, text in history:
                put(scr, y, 22, "%s (%s)" % (who, at), curses.color_pair(3 if who == "You" else 2) | curses.A_BOLD)
                put(scr, y + 1, 22, text)
                y += 3
            put(scr, H - 5, 21, "─" * (W - 22))
            put(scr, H - 1, 0, (" Alice Lindqvist  online").ljust(W - 1), curses.color_pair(1))
            put(scr, H - 4, 22, typed)
            scr.move(H - 4, 22 + len(typed))
            scr.refresh()
            k = scr.get_wch()
            if k == "\x11":
                return
            if k in ("\x7f", "\b", curses.KEY_BACKSPACE):
                typed = typed[:-1]
            elif isinstance(k, str) and k.isprintable():
                typed += k
    curses.wrapper(run)


DUNGEON = [
    "                        ###########                   ",
    "                        #.........#        #######    ",
    "          #######       #.........'########+.....#    ",
    "          #.....#       #....!....#        #.....#    ",
    "          #.....+#######'.........#        #..>..#    ",
    "          #.....#       #.........#        #.....#    ",
    "          ###+###       ####'######        #######    ",
    "             #              #                         ",
    "             #              #                         ",
    "         ####+#####    #####'####                     ",
    "         #........#    #........#                     ",
    "         #...%....#    #........#                     ",
    "         #........'####'........#                     ",
    "         ##########    ##########                     ",
]


def brogue():
    """Brogue: the sidebar of the rogue's stats left of the dungeon, the
    message rows above it and the buttons under it; the keys hjkl move the
    rogue; Q asks whether to quit in a box with Yes and No buttons."""
    def run(scr):
        curses.curs_set(0)
        curses.use_default_colors()
        curses.init_pair(1, curses.COLOR_YELLOW, -1)
        curses.init_pair(2, curses.COLOR_RED, curses.COLOR_BLACK)
        curses.init_pair(3, curses.COLOR_BLUE, curses.COLOR_BLACK)
        curses.init_pair(4, curses.COLOR_WHITE, curses.COLOR_BLUE)
        curses.init_pair(5, curses.COLOR_MAGENTA, -1)
        curses.init_pair(6, curses.COLOR_WHITE, curses.COLOR_BLACK)
        py, px = 3, 28
        msgs = ["Welcome, adventurer, to the Dungeons of Doom!",
                "Retrieve the Amulet of Yendor from the 26th floor and escape with it!"]
        confirm = False
        while True:
            scr.erase()
            H, W = scr.getmaxyx()
            for i, m in enumerate(msgs[-3:]):
                put(scr, i, 21, m[:W - 22])
            put(scr, 3, 0, "@: Rogue", curses.A_BOLD)
            put(scr, 4, 0, "Health        40/40", curses.color_pair(2) | curses.A_REVERSE)
            put(scr, 5, 0, "Str: 12   Armor: 3 ")
            put(scr, 6, 0, "Nutrition (Hungry)"[:10] + "  1800  ")
            put(scr, 8, 0, "!: a pink potion")
            for r, row in enumerate(DUNGEON):
                put(scr, 4 + r, 21, row[:W - 22])
            put(scr, 4 + py, 21 + px, "@", curses.color_pair(1) | curses.A_BOLD)
            put(scr, H - 2, 21, "-- Depth: 1 --")
            put(scr, H - 1, 21, " Explore ", curses.color_pair(6) | curses.A_REVERSE)
            put(scr, H - 1, 31, " Rest ", curses.color_pair(6) | curses.A_REVERSE)
            put(scr, H - 1, 38, " Search ", curses.color_pair(6) | curses.A_REVERSE)
            put(scr, H - 1, 47, " Menu ", curses.color_pair(6) | curses.A_REVERSE)
            put(scr, H - 1, 54, " Inventory ", curses.color_pair(6) | curses.A_REVERSE)
            scr.noutrefresh()
            if confirm:
                w = curses.newwin(7, 44, 8, 26)
                w.bkgd(" ", curses.color_pair(3))
                w.erase()
                put(w, 1, 2, "Quit and abandon this game? (The save", curses.color_pair(6) | curses.A_BOLD)
                put(w, 2, 2, "will be deleted.)", curses.color_pair(6) | curses.A_BOLD)
                put(w, 5, 8, "   ", curses.color_pair(4))
                put(w, 5, 11, "Y", curses.color_pair(4) | curses.A_BOLD)
                put(w, 5, 12, "es   ", curses.color_pair(4))
                put(w, 5, 26, "    ", curses.color_pair(4))
                put(w, 5, 30, "N", curses.color_pair(4) | curses.A_BOLD)
                put(w, 5, 31, "o    ", curses.color_pair(4))
                w.noutrefresh()
            curses.doupdate()
            k = scr.getch()
            if confirm:
                if k in (ord("y"), ord("Y")):
                    return
                if k in (ord("n"), ord("N"), 27):
                    confirm = False
                continue
            d = {ord("h"): (0, -1), ord("l"): (0, 1), ord("k"): (-1, 0), ord("j"): (1, 0)}.get(k)
            if d:
                ny, nx = py + d[0], px + d[1]
                if DUNGEON[ny][nx] in ".'+!%>":
                    py, px = ny, nx
                    if DUNGEON[ny][nx] == "!":
                        msgs.append("you see a pink potion.")
            elif k == ord("Q"):
                confirm = True
    curses.wrapper(run)


MAILS = [("2024-11-12 09:14", "Ines Duarte", "Re: quarterly numbers", "2"),
         ("2024-11-12 08:51", "GitLab", "Pipeline #48213 has failed for main", ""),
         ("2024-11-11 17:30", "Tomasz Wrona", "Draft agenda for Thursday", ""),
         ("2024-11-11 12:02", "Priya Natarajan", "Lunch?", "3"),
         ("2024-11-10 20:45", "Hetzner Online", "Your invoice for October", ""),
         ("2024-11-09 11:19", "Lars Eriksen", "Photos from the hike", ""),
         ("2024-11-08 16:03", "Ines Duarte", "quarterly numbers", ""),
         ("2024-11-08 09:37", "Mailing list", "[dev] Release 0.9 freeze", "12")]


def meli():
    """meli: its tab bar, the sidebar of accounts and mailboxes, the
    listing of the inbox's threads with the cursor's row highlighted, and
    the status bar."""
    def run(scr):
        curses.curs_set(0)
        curses.use_default_colors()
        curses.init_pair(1, curses.COLOR_BLACK, curses.COLOR_WHITE)
        curses.init_pair(2, curses.COLOR_WHITE, curses.COLOR_BLUE)
        curses.init_pair(3, curses.COLOR_YELLOW, -1)
        sel = 0
        while True:
            scr.erase()
            H, W = scr.getmaxyx()
            put(scr, 0, 0, " Mail ", curses.color_pair(1))
            put(scr, 0, 7, " Contacts ")
            put(scr, 1, 0, " personal", curses.A_BOLD)
            for i, mb in enumerate(["INBOX  4", "Sent", "Drafts", "Archive", "Trash"]):
                put(scr, 2 + i, 1, (" " + mb).ljust(16), curses.A_REVERSE if i == 0 else 0)
            for r in range(1, H - 1):
                put(scr, r, 18, "│")
            for i, (date, frm, subj, n) in enumerate(MAILS):
                line = "%-16s %-16s %s" % (date, frm[:16], subj + (" (%s)" % n if n else ""))
                attr = curses.color_pair(2) if i == sel else (curses.A_BOLD if i in (0, 3) else 0)
                put(scr, 1 + i, 19, line[:W - 20].ljust(W - 20), attr)
            put(scr, H - 1, 0, (" NORMAL | Mailbox: personal/INBOX, %d messages, 4 unseen" % len(MAILS)).ljust(W - 1),
                curses.color_pair(1))
            scr.refresh()
            k = scr.getch()
            if k == ord("q"):
                return
            if k in (curses.KEY_DOWN, ord("j")):
                sel = min(sel + 1, len(MAILS) - 1)
            elif k in (curses.KEY_UP, ord("k")):
                sel = max(sel - 1, 0)
    curses.wrapper(run)


def main():
    locale.setlocale(locale.LC_ALL, "")
    progs = {"hegemon": hegemon, "bpftop": bpftop, "cointop": cointop, "musikcube": musikcube,
             "nchat": nchat, "brogue": brogue, "meli": meli}
    what = sys.argv[1] if len(sys.argv) > 1 else ""
    if what not in progs:
        sys.exit("unknown: " + what)
    progs[what]()


if __name__ == "__main__":
    try:
        main()
    except KeyboardInterrupt:
        pass
