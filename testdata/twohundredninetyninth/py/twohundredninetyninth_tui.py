"""One full-screen program imitated, named by the first argument: a
fixture of agentty's twohundredninetyninth set, whose screens were never
used to tune the mode classifier. Each draws what a program that cannot
run here (no network to scan, no chat server, no feed, no broker) draws
at its moments (its words, layout, boxes, reverse video, colours, cursor,
on the alternate screen): Chleba's netscanner (hosts discovered on a
network, a CIDR to scan, an export to confirm), sparklost's endcord (a
Discord client: its channel tree, chat and input line, a search, a
message to delete), christo-auer's eilmeldung (a feed reader: feeds,
articles, a search, a feed to mark read) and benny502's kafui (a Kafka
browser: topics, a search, a topic's messages). Keys are read one at a
time, raw, not echoed. Runs with Debian's python3 and its standard
library only (curses)."""

import curses
import os
import sys
import textwrap

os.environ.setdefault("ESCDELAY", "25")

ENTER = (10, 13, curses.KEY_ENTER)
ESC = 27
BACKSPACE = (8, 127, curses.KEY_BACKSPACE)

(DEF, SEL, CYAN, YEL, GREEN, RED, BLUE, MAG, BAR, DIM) = range(1, 11)


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
    curses.init_pair(SEL, curses.COLOR_BLACK, curses.COLOR_CYAN)
    curses.init_pair(CYAN, curses.COLOR_CYAN, bg)
    curses.init_pair(YEL, curses.COLOR_YELLOW, bg)
    curses.init_pair(GREEN, curses.COLOR_GREEN, bg)
    curses.init_pair(RED, curses.COLOR_RED, bg)
    curses.init_pair(BLUE, curses.COLOR_BLUE, bg)
    curses.init_pair(MAG, curses.COLOR_MAGENTA, bg)
    curses.init_pair(BAR, curses.COLOR_WHITE, curses.COLOR_BLUE)
    curses.init_pair(DIM, curses.COLOR_WHITE, bg)


def put(scr, y, x, s, attr=0):
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


def box(scr, y, x, h, w, title="", attr=0, clear=True, rounded=False):
    tl, tr, bl, br = ("╭", "╮", "╰", "╯") if rounded else ("┌", "┐", "└", "┘")
    put(scr, y, x, tl + "─" * (w - 2) + tr, attr)
    for i in range(1, h - 1):
        put(scr, y + i, x, "│", attr)
        if clear:
            put(scr, y + i, x + 1, " " * (w - 2))
        put(scr, y + i, x + w - 1, "│", attr)
    put(scr, y + h - 1, x, bl + "─" * (w - 2) + br, attr)
    if title:
        put(scr, y, x + 1, title, attr | curses.A_BOLD)


def cursor(on):
    try:
        curses.curs_set(1 if on else 0)
    except curses.error:
        pass


# netscanner-like --------------------------------------------------------

HOSTS = [
    ("192.168.1.1", "a4:91:b1:0c:22:e0", "router.lan", "Technicolor CH USA"),
    ("192.168.1.12", "3c:22:fb:81:5d:07", "nas.lan", "Synology Inc."),
    ("192.168.1.23", "b8:27:eb:4f:a1:93", "pihole.lan", "Raspberry Pi Found."),
    ("192.168.1.31", "f0:18:98:6e:33:2c", "alices-mbp.lan", "Apple, Inc."),
    ("192.168.1.44", "00:17:88:a2:91:fe", "hue-bridge.lan", "Philips Lighting"),
    ("192.168.1.57", "d8:3a:dd:10:7c:45", "printer.lan", "Brother Industries"),
    ("192.168.1.68", "64:16:66:3b:08:d1", "", "Nest Labs Inc."),
    ("192.168.1.102", "2c:f0:5d:99:e4:17", "desktop.lan", "Micro-Star Intl"),
]


def netscanner(scr):
    sel, mode, cidr = 0, "", ""
    while True:
        scr.erase()
        h, w = scr.getmaxyx()
        box(scr, 0, 0, 5, w, " Interfaces ", cp(BLUE))
        put(scr, 1, 2, "* wlp2s0   mac: 7c:b2:7d:41:0a:c8   ipv4: 192.168.1.17/24", cp(GREEN))
        put(scr, 2, 2, "  lo       mac: 00:00:00:00:00:00   ipv4: 127.0.0.1/8")
        put(scr, 3, 2, "  docker0  mac: 02:42:9f:d6:11:3a   ipv4: 172.17.0.1/16")
        box(scr, 5, 0, 13, w, " Discovery | 192.168.1.0/24 | 8 hosts ", cp(BLUE))
        put(scr, 6, 2, "IP               MAC                 HOSTNAME          VENDOR", cp(YEL) | curses.A_BOLD)
        for i, (ip, mac, host, vendor) in enumerate(HOSTS):
            line = "%-16s %-19s %-17s %s" % (ip, mac, host, vendor)
            if i == sel:
                put(scr, 7 + i, 1, (" " + line).ljust(w - 2), cp(SEL) | curses.A_BOLD)
            else:
                put(scr, 7 + i, 2, line)
        put(scr, 16, 2, "scanned 256/256  ████████████████████ 100%", cp(GREEN))
        box(scr, 18, 0, 5, w, " Packets ", cp(BLUE))
        put(scr, 19, 2, "ARP  192.168.1.1 is at a4:91:b1:0c:22:e0")
        put(scr, 20, 2, "TCP  192.168.1.17:51544 -> 140.82.112.4:443 [ACK]")
        put(scr, 21, 2, "UDP  192.168.1.23:53 -> 192.168.1.17:40211 len=96")
        put(scr, h - 1, 0, " s: scan  i: input CIDR  e: export  ↑↓: select  p: pause  ?: help  q: quit", cp(DIM) | curses.A_DIM)
        cursor(False)
        if mode == "help":
            box(scr, 4, 16, 14, 48, " Help ", cp(YEL))
            for i, (k, d) in enumerate([("s", "scan the CIDR again"), ("i", "input a CIDR to scan"),
                                        ("e", "export hosts and ports to csv"), ("p", "pause packet capture"),
                                        ("↑/↓ j/k", "select a host"), ("tab", "next tab"),
                                        ("g", "toggle graph"), ("?", "show this help"), ("q", "quit")]):
                put(scr, 6 + i, 19, "%-9s" % k, cp(CYAN) | curses.A_BOLD)
                put(scr, 6 + i, 29, d)
            put(scr, 16, 27, "press esc to close", curses.A_DIM)
        elif mode == "cidr":
            box(scr, 9, 14, 5, 52, " Input ", cp(YEL))
            put(scr, 10, 16, "Enter the CIDR to scan (e.g. 10.0.0.0/24)", curses.A_DIM)
            put(scr, 11, 16, "CIDR: " + cidr, curses.A_BOLD)
            put(scr, 12, 16, "enter scan · esc cancel", curses.A_DIM)
            cursor(True)
            scr.move(11, 22 + len(cidr))
        elif mode == "export":
            box(scr, 9, 10, 5, 60, " Export ", cp(YEL))
            put(scr, 10, 12, "Export 8 hosts to ~/.netscanner/scan_2026-11-28.csv?", curses.A_BOLD)
            put(scr, 12, 12, "(y)es / (n)o")
        scr.refresh()
        c = scr.getch()
        if mode == "cidr":
            if c == ESC:
                mode = ""
            elif c in BACKSPACE:
                cidr = cidr[:-1]
            elif c in ENTER:
                mode = ""
            elif 32 <= c < 127:
                cidr += chr(c)
            continue
        if mode == "export":
            if c in (ord("y"), ord("n"), ESC):
                mode = ""
            continue
        if mode == "help":
            if c in (ESC, ord("q"), ord("?")):
                mode = ""
            continue
        if c == ord("q"):
            return
        if c in (curses.KEY_DOWN, ord("j")):
            sel = min(sel + 1, len(HOSTS) - 1)
        elif c in (curses.KEY_UP, ord("k")):
            sel = max(sel - 1, 0)
        elif c == ord("?"):
            mode = "help"
        elif c == ord("i"):
            mode, cidr = "cidr", ""
        elif c == ord("e"):
            mode = "export"


# endcord-like ----------------------------------------------------------

TREE = [
    ("v Gophers Guild", 0), ("  # announcements", 1), ("  # general", 1), ("  # help", 1),
    ("  # off-topic", 1), ("  🔊 voice-lounge", 1), ("> Rust Cafe", 0), ("v Tally Devs", 0),
    ("  # backend", 1), ("  # releases", 1), ("  # random", 1), ("> Direct Messages", 0),
]
CHAT = [
    ("10:02", "mira", "anyone tried the new range-over-func iterators in prod?"),
    ("10:03", "oskar", "yes, in our ledger service, no issues so far"),
    ("10:05", "mira", "nice. did you hit the vet warning about loop vars?"),
    ("10:06", "oskar", "only once, in a test helper"),
    ("10:11", "dev_null", "reminder: meetup on thursday, room B"),
    ("10:14", "alice", "is the retry backoff PR ready for review?"),
    ("10:15", "oskar", "give me 10 min, fixing the jitter"),
    ("10:21", "alice", "ok, ping me when it is green"),
]


def endcord(scr):
    sel, mode, query = 2, "", ""
    while True:
        scr.erase()
        h, w = scr.getmaxyx()
        tw = 24
        for i, (name, _) in enumerate(TREE):
            if i == sel:
                put(scr, i, 0, name.ljust(tw - 1), curses.A_REVERSE)
            else:
                put(scr, i, 0, name, curses.A_BOLD if not name.startswith("  ") else 0)
        for y in range(h - 2):
            put(scr, y, tw - 1, "│", curses.A_DIM)
        ch = TREE[sel][0].strip().lstrip("#🔊 ").strip()
        y = 0
        put(scr, y, tw + 1, "Gophers Guild - #" + ch, curses.A_BOLD)
        y = 2
        for i, (t, who, text) in enumerate(CHAT):
            put(scr, y, tw + 1, "[" + t + "] ", curses.A_DIM)
            put(scr, y, tw + 9, who, cp(CYAN + (i % 3)) | curses.A_BOLD)
            x = tw + 10 + len(who)
            for j, part in enumerate(textwrap.wrap(text, w - x - 1)):
                put(scr, y, x if j == 0 else tw + 9, part)
                y += 1
        if mode == "delete":
            put(scr, y - 1, tw + 1, ("[10:21] alice ok, ping me when it is green").ljust(w - tw - 1), curses.A_REVERSE)
        put(scr, h - 2, tw, (" alice - online   typing: oskar").ljust(w - tw), cp(BAR))
        put(scr, h - 2, 0, " endcord 1.1.3".ljust(tw), cp(BAR) | curses.A_BOLD)
        cursor(True)
        if mode == "search":
            put(scr, h - 1, 0, "[Search] " + query)
            scr.move(h - 1, 9 + len(query))
        elif mode == "delete":
            put(scr, h - 1, 0, "[Delete] Are you sure you want to delete this message? [Y/n]")
            cursor(False)
        else:
            put(scr, h - 1, 0, "[Type message here]", curses.A_DIM)
            scr.move(h - 1, 0)
        scr.refresh()
        c = scr.getch()
        if mode == "search":
            if c == ESC:
                mode = ""
            elif c in BACKSPACE:
                query = query[:-1]
            elif c in ENTER:
                mode = ""
            elif 32 <= c < 127:
                query += chr(c)
            continue
        if mode == "delete":
            if c in (ord("y"), ord("Y"), ord("n"), ord("N"), ESC) or c in ENTER:
                mode = ""
            continue
        if c == 3:
            return
        if c == curses.KEY_DOWN or c == 14:
            sel = min(sel + 1, len(TREE) - 1)
        elif c == curses.KEY_UP or c == 16:
            sel = max(sel - 1, 0)
        elif c == 6:  # ctrl-f
            mode, query = "search", ""
        elif c == curses.KEY_DC or c == 4:  # del or ctrl-d on the last message
            mode = "delete"


# eilmeldung-like -------------------------------------------------------

FEEDS = [("All", 41), ("  The Go Blog", 14), ("  LWN.net", 9), ("  Julia Evans", 3),
         ("  Hacker News", 12), ("  Rust Blog", 3)]
ARTICLES = [
    ("Go 1.24 is released", "Nov 26"), ("Range functions in practice", "Nov 21"),
    ("Testing time (and other asynchronicities)", "Nov 14"), ("The new unique package", "Nov 07"),
    ("Robust generic functions on slices", "Oct 30"), ("More powerful Go execution traces", "Oct 22"),
    ("Go Developer Survey 2026 H2 Results", "Oct 15"), ("Telemetry in Go 1.23 and beyond", "Oct 08"),
]


def eilmeldung(scr):
    fsel, asel, mode, query = 1, 0, "", ""
    while True:
        scr.erase()
        h, w = scr.getmaxyx()
        put(scr, 0, 0, " eilmeldung ".ljust(w), cp(BAR) | curses.A_BOLD)
        put(scr, 0, w - 24, "41 unread · synced 10:42", cp(BAR))
        box(scr, 1, 0, h - 3, 22, " Feeds ", cp(MAG), rounded=True)
        for i, (name, n) in enumerate(FEEDS):
            line = "%-14s %3d" % (name[:14], n)
            put(scr, 2 + i, 1, (" " + line).ljust(20), (cp(SEL) | curses.A_BOLD) if i == fsel else 0)
        box(scr, 1, 22, 12, w - 22, " Articles · The Go Blog ", cp(MAG), rounded=True)
        for i, (t, d) in enumerate(ARTICLES):
            line = "● %-42s %s" % (t[:42], d)
            put(scr, 2 + i, 23, (" " + line).ljust(w - 24), (cp(SEL) | curses.A_BOLD) if i == asel else 0)
        box(scr, 13, 22, h - 15, w - 22, " " + ARTICLES[asel][0] + " ", cp(MAG), rounded=True)
        put(scr, 14, 24, "The Go Team · " + ARTICLES[asel][1] + " 2026", curses.A_DIM)
        put(scr, 16, 24, "Today the Go team is happy to release this version.")
        put(scr, 17, 24, "You can get it by visiting the download page.")
        put(scr, 18, 24, "Read on for the highlights of the changes.")
        put(scr, h - 1, 0, " j/k move  h/l panel  / search  r mark read  R mark all  ? help  q quit", curses.A_DIM)
        cursor(False)
        if mode == "search":
            put(scr, h - 1, 0, "/" + query + " " * (w - 2 - len(query)))
            put(scr, h - 2, 0, " Search articles: ".ljust(w), cp(YEL) | curses.A_BOLD)
            cursor(True)
            scr.move(h - 1, 1 + len(query))
        elif mode == "markall":
            box(scr, 8, 12, 5, 56, " Confirm ", cp(RED), rounded=True)
            put(scr, 9, 14, "Mark all 14 articles of The Go Blog as read?", curses.A_BOLD)
            put(scr, 11, 14, "[y]es  [n]o")
        elif mode == "help":
            box(scr, 3, 14, 16, 52, " Help · press any key to close ", cp(YEL), rounded=True)
            for i, (k, d) in enumerate([("j / k", "next / previous item"), ("h / l", "focus left / right panel"),
                                        ("enter", "open the article"), ("o", "open in the browser"),
                                        ("/", "search articles"), ("r", "toggle read"), ("R", "mark feed as read"),
                                        ("s", "sync all feeds"), (":", "command line"), ("?", "this help"),
                                        ("q", "quit")]):
                put(scr, 5 + i, 17, "%-8s" % k, cp(CYAN) | curses.A_BOLD)
                put(scr, 5 + i, 27, d)
        scr.refresh()
        c = scr.getch()
        if mode == "search":
            if c == ESC:
                mode = ""
            elif c in BACKSPACE:
                query = query[:-1]
            elif c in ENTER:
                mode = ""
            elif 32 <= c < 127:
                query += chr(c)
            continue
        if mode == "markall":
            if c in (ord("y"), ord("n"), ESC):
                mode = ""
            continue
        if mode == "help":
            mode = ""
            continue
        if c == ord("q"):
            return
        if c in (curses.KEY_DOWN, ord("j")):
            asel = min(asel + 1, len(ARTICLES) - 1)
        elif c in (curses.KEY_UP, ord("k")):
            asel = max(asel - 1, 0)
        elif c == ord("/"):
            mode, query = "search", ""
        elif c == ord("R"):
            mode = "markall"
        elif c == ord("?"):
            mode = "help"


# kafui-like ------------------------------------------------------------

TOPICS = [
    ("ledger.entries", 6, 3, 1204311), ("ledger.dlq", 1, 3, 412), ("payments.created", 12, 3, 88213),
    ("payments.settled", 12, 3, 87190), ("users.signup", 3, 3, 5120), ("audit.log", 6, 3, 2331900),
    ("__consumer_offsets", 50, 3, 9123),
]


def kafui(scr):
    sel, mode, query = 0, "", ""
    while True:
        scr.erase()
        h, w = scr.getmaxyx()
        put(scr, 0, 1, "Context: ", cp(YEL))
        put(scr, 0, 10, "local", curses.A_BOLD)
        put(scr, 1, 1, "Broker:  ", cp(YEL))
        put(scr, 1, 10, "localhost:9092", curses.A_BOLD)
        put(scr, 2, 1, "Kafui:   ", cp(YEL))
        put(scr, 2, 10, "v0.2.1", curses.A_BOLD)
        for i, (k, d) in enumerate([("<:>", "Resource"), ("</>", "Search"), ("<enter>", "Messages"), ("<?>", "Help")]):
            put(scr, i, 40, k, cp(BLUE) | curses.A_BOLD)
            put(scr, i, 50, d, curses.A_DIM)
        shown = [t for t in TOPICS if query in t[0]] if mode != "search" or True else TOPICS
        if mode == "messages":
            title = " Messages(ledger.entries)[6] "
        else:
            title = " Topics(%d) " % len(shown) + ("</%s> " % query if query and mode != "search" else "")
        top = 5
        if mode == "search":
            box(scr, 4, 0, 3, w, "", cp(CYAN))
            put(scr, 5, 2, "🔍 " + query)
            top = 7
        box(scr, top, 0, h - top - 1, w, "", cp(CYAN))
        put(scr, top, (w - len(title)) // 2, title, cp(CYAN) | curses.A_BOLD)
        if mode == "messages":
            put(scr, top + 1, 2, "OFFSET   PARTITION  KEY          VALUE", curses.A_BOLD)
            for i, (o, p, k, v) in enumerate([(1204305, 2, "acct-1187", '{"amount":1250,"cur":"EUR"}'),
                                              (1204306, 0, "acct-2041", '{"amount":-300,"cur":"EUR"}'),
                                              (1204307, 4, "acct-0093", '{"amount":9900,"cur":"USD"}'),
                                              (1204308, 2, "acct-1187", '{"amount":75,"cur":"EUR"}'),
                                              (1204309, 1, "acct-3310", '{"amount":-1200,"cur":"GBP"}'),
                                              (1204310, 5, "acct-0093", '{"amount":410,"cur":"USD"}')]):
                line = "%-8d %-10d %-12s %s" % (o, p, k, v)
                put(scr, top + 2 + i, 1, (" " + line).ljust(w - 2), (cp(SEL) | curses.A_BOLD) if i == 0 else 0)
        else:
            put(scr, top + 1, 2, "TOPIC                   PARTITIONS  REPLICAS  MESSAGES", curses.A_BOLD)
            for i, (n, p, r, m) in enumerate(shown):
                line = "%-23s %-11d %-9d %d" % (n, p, r, m)
                put(scr, top + 2 + i, 1, (" " + line).ljust(w - 2), (cp(SEL) | curses.A_BOLD) if i == sel else 0)
        cursor(False)
        if mode == "search":
            cursor(True)
            scr.move(5, 5 + len(query))
        elif mode == "help":
            box(scr, 6, 12, 12, 56, " Help ", cp(YEL))
            for i, (k, d) in enumerate([(":", "switch resource (topics, groups)"), ("/", "search"),
                                        ("enter", "show messages"), ("esc", "back"), ("j/k ↑/↓", "move"),
                                        ("?", "help"), ("ctrl-c", "quit")]):
                put(scr, 8 + i, 15, "%-9s" % k, cp(BLUE) | curses.A_BOLD)
                put(scr, 8 + i, 26, d)
            put(scr, 16, 15, "press esc to close", curses.A_DIM)
        scr.refresh()
        c = scr.getch()
        if mode == "search":
            if c == ESC:
                mode, query = "", ""
            elif c in BACKSPACE:
                query = query[:-1]
            elif c in ENTER:
                mode = ""
            elif 32 <= c < 127:
                query += chr(c)
            continue
        if mode in ("help", "messages"):
            if c == ESC:
                mode = ""
            continue
        if c == 3:
            return
        if c in (curses.KEY_DOWN, ord("j")):
            sel = min(sel + 1, len(TOPICS) - 1)
        elif c in (curses.KEY_UP, ord("k")):
            sel = max(sel - 1, 0)
        elif c == ord("/"):
            mode, query = "search", ""
        elif c == ord("?"):
            mode = "help"
        elif c in ENTER:
            mode = "messages"


PROGRAMS = {"netscanner": netscanner, "endcord": endcord, "eilmeldung": eilmeldung, "kafui": kafui}


def main(scr):
    curses.raw()
    curses.noecho()
    scr.keypad(True)
    colours()
    PROGRAMS[sys.argv[1]](scr)


if __name__ == "__main__":
    if len(sys.argv) < 2 or sys.argv[1] not in PROGRAMS:
        sys.exit("usage: twohundredninetyninth_tui.py " + "|".join(sorted(PROGRAMS)))
    curses.wrapper(main)
