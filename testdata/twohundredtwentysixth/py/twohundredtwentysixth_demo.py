#!/usr/bin/env python3
"""The twohundredtwentysixth set's imitations of full-screen terminal tools.

Each mode draws what the named program draws, with Python's curses:
lumail-like (lumail 2, a console mail client: its index of messages, a
question to delete the tagged ones, a To: line to compose), newsraft-like
(newsraft, a feed reader: its feeds, a feed's items, an item read in its
pager), herrie-like (herrie, a music player: its playlist over its file
browser, its search line, its question to quit), centerim-like (CenterIM,
an instant messenger: its contact list beside its log, its user menu,
its question to remove a contact), dooit-like (dooit, a todo manager:
its workspaces beside their todos, its help, its box asking to remove a
todo) and passepartui-like (passepartui, a password store's browser: its
list of passwords, its search, its box asking for the key's
passphrase). Nothing on the system is changed.
"""
import curses
import os
import sys

os.environ.setdefault("ESCDELAY", "25")
sys.dont_write_bytecode = True

ENTER = (10, 13, curses.KEY_ENTER)
BACKSPACE = (curses.KEY_BACKSPACE, 127, 8)


def colors():
    curses.start_color()
    pairs = {}
    table = [
        ("blue", curses.COLOR_WHITE, curses.COLOR_BLUE),
        ("cyanblue", curses.COLOR_CYAN, curses.COLOR_BLUE),
        ("yellowblue", curses.COLOR_YELLOW, curses.COLOR_BLUE),
        ("black", curses.COLOR_WHITE, curses.COLOR_BLACK),
        ("cyan", curses.COLOR_CYAN, curses.COLOR_BLACK),
        ("green", curses.COLOR_GREEN, curses.COLOR_BLACK),
        ("yellow", curses.COLOR_YELLOW, curses.COLOR_BLACK),
        ("magenta", curses.COLOR_MAGENTA, curses.COLOR_BLACK),
        ("red", curses.COLOR_RED, curses.COLOR_BLACK),
        ("bar", curses.COLOR_BLACK, curses.COLOR_CYAN),
        ("gray", curses.COLOR_BLACK, curses.COLOR_WHITE),
        ("blueonblack", curses.COLOR_BLUE, curses.COLOR_BLACK),
        ("magbar", curses.COLOR_BLACK, curses.COLOR_MAGENTA),
        ("greenbar", curses.COLOR_BLACK, curses.COLOR_GREEN),
    ]
    for i, (name, fg, bg) in enumerate(table, 1):
        curses.init_pair(i, fg, bg)
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


def frame(scr, y, x, h, w, attr, title="", tattr=None, fill=True, rounded=False):
    if fill:
        for r in range(y, y + h):
            put(scr, r, x, " " * w, attr)
    if rounded:
        tl, tr, bl, br = "\u256d", "\u256e", "\u2570", "\u256f"
    else:
        tl, tr, bl, br = "\u250c", "\u2510", "\u2514", "\u2518"
    hz, vt = "\u2500", "\u2502"
    put(scr, y, x, tl + hz * (w - 2) + tr, attr)
    for r in range(y + 1, y + h - 1):
        put(scr, r, x, vt, attr)
        put(scr, r, x + w - 1, vt, attr)
    put(scr, y + h - 1, x, bl + hz * (w - 2) + br, attr)
    if title:
        t = " " + title + " "
        put(scr, y, x + 2, t, tattr if tattr is not None else attr)


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


# lumail-like: lumail 2's index mode over a Maildir, its status panel.
LU_MAILS = [
    ("N", "Mar 12", "Alice Baker", "Re: quarterly report"),
    ("N", "Mar 12", "Build bot", "[ci] main passed (#4812)"),
    ("N", "Mar 11", "Carol Diaz", "Lunch on Friday?"),
    (" ", "Mar 11", "Dave Eriksen", "Slides for the review"),
    (" ", "Mar 10", "Mailing list", "[users] Release 2.4 is out"),
    (" ", "Mar 10", "Erin Fox", "Re: Re: server move"),
    (" ", "Mar 09", "Frank Green", "Invoice 2024-031"),
    (" ", "Mar 08", "Alice Baker", "Minutes of Monday's meeting"),
    (" ", "Mar 07", "Gina Hall", "Photos from the trip"),
    (" ", "Mar 05", "Hosting", "Your server will be rebooted"),
    (" ", "Mar 04", "Ivan Ivanov", "Patch: fix the parser"),
    (" ", "Mar 02", "Judy Kim", "Welcome aboard"),
]


def lumail(scr, c):
    cur, tagged, ask, typed = 0, set(), None, ""
    while True:
        scr.erase()
        h, w = scr.getmaxyx()
        for i, (flag, date, who, subj) in enumerate(LU_MAILS):
            mark = "T" if i in tagged else " "
            line = " [%s%s] %s  %-18s %s" % (flag, mark, date, who, subj)
            a = curses.A_REVERSE if i == cur else (c["yellow"] | curses.A_BOLD if flag == "N" else 0)
            put(scr, i, 0, line.ljust(w), a)
        frame(scr, h - 7, 0, 6, w, c["cyan"])
        put(scr, h - 7, 2, " Lumail v2.1 ", c["cyan"] | curses.A_BOLD)
        put(scr, h - 6, 2, "Mode: index      Maildir: INBOX", 0)
        put(scr, h - 5, 2, "Messages: %d   Unread: 3   Tagged: %d" % (len(LU_MAILS), len(tagged)), 0)
        put(scr, h - 4, 2, "Message %d/%d  %s" % (cur + 1, len(LU_MAILS), LU_MAILS[cur][3]), 0)
        put(scr, h - 3, 2, "j/k move  t tag  d delete  c compose  TAB panel  q quit", c["cyan"])
        if ask == "delete":
            q = "Delete %d messages? [y/N] " % len(tagged)
            put(scr, h - 1, 0, q + typed)
            cursor(scr, True, h - 1, len(q) + len(typed))
        elif ask == "to":
            put(scr, h - 1, 0, "To: " + typed)
            cursor(scr, True, h - 1, 4 + len(typed))
        else:
            cursor(scr, False)
        scr.refresh()
        k = scr.getch()
        if ask:
            if k == 27:
                ask, typed = None, ""
            elif k in ENTER:
                if ask == "delete" and typed.lower().startswith("y"):
                    for i in sorted(tagged, reverse=True):
                        del LU_MAILS[i]
                    tagged, cur = set(), 0
                ask, typed = None, ""
            else:
                t = edit(k, typed)
                if t is not None:
                    typed = t
            continue
        if k in (ord("j"), curses.KEY_DOWN):
            cur = min(cur + 1, len(LU_MAILS) - 1)
        elif k in (ord("k"), curses.KEY_UP):
            cur = max(cur - 1, 0)
        elif k == ord("t"):
            tagged ^= {cur}
            cur = min(cur + 1, len(LU_MAILS) - 1)
        elif k == ord("d"):
            if not tagged:
                tagged = {cur}
            ask = "delete"
        elif k == ord("c"):
            ask = "to"
        elif k == ord("q"):
            return


# newsraft-like: newsraft's feeds menu, a feed's items menu, its pager.
NR_FEEDS = [
    (3, "Planet Debian"),
    (12, "LWN.net"),
    (0, "The Go Blog"),
    (5, "Hacker News: Front Page"),
    (1, "xkcd.com"),
    (0, "Julia Evans"),
    (7, "Ars Technica"),
]
NR_ITEMS = [
    ("N", "Mar 12", "[$] A look at the 6.8 merge window"),
    ("N", "Mar 12", "Security updates for Tuesday"),
    ("N", "Mar 11", "Kernel prepatch 6.8-rc7"),
    (" ", "Mar 11", "[$] Better handling of integer wraparound"),
    (" ", "Mar 10", "The state of the page in 2024"),
    (" ", "Mar 08", "Stable kernel updates"),
]
NR_BODY = [
    "The 6.8 merge window closed with the release of 6.8-rc1 on March 10.",
    "By that time, 12,239 non-merge changesets had been pulled into the",
    "mainline repository for this development cycle. That makes this one",
    "of the busier merge windows in recent times; the first part of it was",
    "covered in last week's summary. Here is what came in since then.",
    "",
    "Architecture-specific",
    "",
    "  - The arm64 architecture now supports the LPA2 extension, allowing",
    "    52-bit virtual and physical addresses with 4KB and 16KB pages.",
    "  - RISC-V gained support for the Zicboz extension for zeroing cache",
    "    blocks, and for kernel-mode FPU use.",
    "",
    "Core kernel",
    "",
    "  - The deadline server, which keeps realtime tasks from starving",
    "    the others, has been merged.",
]


def newsraft(scr, c):
    view, feed, item, top = "feeds", 1, 0, 0
    while True:
        scr.erase()
        h, w = scr.getmaxyx()
        cursor(scr, False)
        if view == "feeds":
            for i, (n, title) in enumerate(NR_FEEDS):
                line = " %3s  %s" % (n if n else "", title)
                a = curses.A_REVERSE if i == feed else (curses.A_BOLD if n else 0)
                put(scr, i, 0, line.ljust(w), a)
        elif view == "items":
            for i, (flag, date, title) in enumerate(NR_ITEMS):
                line = " %s  %s  %s" % (flag, date, title)
                a = curses.A_REVERSE if i == item else (curses.A_BOLD if flag == "N" else 0)
                put(scr, i, 0, line.ljust(w), a)
        else:
            flag, date, title = NR_ITEMS[item]
            put(scr, 0, 0, "Feed: ", curses.A_BOLD)
            put(scr, 0, 6, NR_FEEDS[feed][1])
            put(scr, 1, 0, "Title: ", curses.A_BOLD)
            put(scr, 1, 7, title)
            put(scr, 2, 0, "Date: ", curses.A_BOLD)
            put(scr, 2, 6, "Tue, 12 Mar 2024 15:02:11 +0000")
            put(scr, 3, 0, "Link: ", curses.A_BOLD)
            put(scr, 3, 6, "https://lwn.net/Articles/963883/")
            for i, line in enumerate(NR_BODY[top: top + h - 6]):
                put(scr, 5 + i, 0, line)
        scr.refresh()
        k = scr.getch()
        if view == "feeds":
            if k in (ord("j"), curses.KEY_DOWN):
                feed = min(feed + 1, len(NR_FEEDS) - 1)
            elif k in (ord("k"), curses.KEY_UP):
                feed = max(feed - 1, 0)
            elif k in ENTER or k in (ord("l"), curses.KEY_RIGHT):
                view, item = "items", 0
            elif k == ord("q"):
                return
        elif view == "items":
            if k in (ord("j"), curses.KEY_DOWN):
                item = min(item + 1, len(NR_ITEMS) - 1)
            elif k in (ord("k"), curses.KEY_UP):
                item = max(item - 1, 0)
            elif k in ENTER or k in (ord("l"), curses.KEY_RIGHT):
                view, top = "pager", 0
            elif k in (ord("q"), ord("h"), curses.KEY_LEFT):
                view = "feeds"
        else:
            if k in (ord("j"), curses.KEY_DOWN, ord(" ")):
                top = min(top + 1, len(NR_BODY) - 1)
            elif k in (ord("k"), curses.KEY_UP):
                top = max(top - 1, 0)
            elif k in (ord("q"), ord("h"), curses.KEY_LEFT):
                view = "items"


# herrie-like: herrie 2.2's playlist over its file browser.
HE_PLAYLIST = [
    ("Broadcast", "Come On Let's Go", "2:48"),
    ("Broadcast", "Papercuts", "4:20"),
    ("Stereolab", "French Disko", "3:47"),
    ("Stereolab", "Ping Pong", "3:02"),
    ("Boards of Canada", "Roygbiv", "2:31"),
]
HE_FILES = ["../", "Boards of Canada/", "Broadcast/", "Cocteau Twins/", "Low/",
            "Stereolab/", "Yo La Tengo/", "mix-2023.m3u"]


def herrie(scr, c):
    cur, ask, typed = 2, None, ""
    while True:
        scr.erase()
        h, w = scr.getmaxyx()
        put(scr, 0, 0, " Idle".ljust(w), c["blue"] | curses.A_BOLD)
        split = 1 + len(HE_PLAYLIST) + 3
        for i, (artist, title, length) in enumerate(HE_PLAYLIST):
            left = " %s - %s" % (artist, title)
            put(scr, 1 + i, 0, left.ljust(w - 8) + ("[%s]" % length).rjust(7), 0)
        put(scr, split, 0, " ~/Music".ljust(w), c["blue"] | curses.A_BOLD)
        for i, name in enumerate(HE_FILES):
            a = curses.A_REVERSE if i == cur else (curses.A_BOLD if name.endswith("/") else 0)
            put(scr, split + 1 + i, 0, (" " + name).ljust(w), a)
        if ask == "search":
            put(scr, h - 1, 0, "Search for: " + typed)
            cursor(scr, True, h - 1, 12 + len(typed))
        elif ask == "quit":
            q = "Quit herrie? [y/n]: "
            put(scr, h - 1, 0, q)
            cursor(scr, True, h - 1, len(q))
        else:
            cursor(scr, False)
        scr.refresh()
        k = scr.getch()
        if ask == "quit":
            if k in (ord("y"), ord("Y")):
                return
            if k in (ord("n"), ord("N"), 27):
                ask = None
            continue
        if ask == "search":
            if k == 27:
                ask, typed = None, ""
            elif k in ENTER:
                for i, name in enumerate(HE_FILES):
                    if typed and typed.lower() in name.lower():
                        cur = i
                        break
                ask, typed = None, ""
            else:
                t = edit(k, typed)
                if t is not None:
                    typed = t
            continue
        if k in (ord("j"), curses.KEY_DOWN):
            cur = min(cur + 1, len(HE_FILES) - 1)
        elif k in (ord("k"), curses.KEY_UP):
            cur = max(cur - 1, 0)
        elif k == ord("/"):
            ask = "search"
        elif k == ord("q"):
            ask = "quit"


# centerim-like: CenterIM 4.22's contact list, its log, its user menu.
CI_CONTACTS = [
    ("group", "Online"),
    ("on", "alice"),
    ("on", "bob"),
    ("away", "carol"),
    ("group", "Offline"),
    ("off", "dave"),
    ("off", "erin"),
    ("off", "frank"),
]
CI_MENU = ["Send a message", "Send an URL", "Send contacts", "User's details",
           "Edit user", "Remove user", "Move to group", "Ignore user",
           "Fetch away message", "Events history"]
CI_LOG = [
    "Mar 12 10:02 alice is now online",
    "Mar 12 10:04 bob is now online",
    "Mar 12 10:15 carol is now away",
    "Mar 12 10:16 <- alice: are you coming to the standup?",
    "Mar 12 10:17 -> alice: yes, two minutes",
]


def centerim(scr, c):
    people = [i for i, (kind, _) in enumerate(CI_CONTACTS) if kind != "group"]
    sel, menu, msel, ask = 0, False, 0, False
    while True:
        scr.bkgd(" ", c["blue"])
        scr.erase()
        h, w = scr.getmaxyx()
        put(scr, 0, 0, " CENTERIM 4.22.10".ljust(w - 22) + "Tue Mar 12 10:18 ", c["bar"])
        lw = 24
        frame(scr, 1, 0, h - 3, lw, c["cyanblue"], fill=False)
        frame(scr, 1, lw, h - 3, w - lw, c["cyanblue"], fill=False)
        put(scr, 1, lw + 2, " Events log ", c["yellowblue"] | curses.A_BOLD)
        for i, (kind, name) in enumerate(CI_CONTACTS):
            if kind == "group":
                line, a = "[-] " + name, c["yellowblue"] | curses.A_BOLD
            else:
                mark = {"on": "o", "away": "a", "off": " "}[kind]
                line, a = " %s  %s" % (mark, name), c["blue"]
                if i == people[sel]:
                    a = c["bar"]
            put(scr, 2 + i, 1, line.ljust(lw - 2), a)
        for i, line in enumerate(CI_LOG):
            put(scr, 2 + i, lw + 1, line[: w - lw - 2], c["blue"])
        name = CI_CONTACTS[people[sel]][1]
        if ask:
            q = "Are you sure want to remove %s? [y/N] " % name
            put(scr, h - 2, 0, q.ljust(w), c["yellowblue"] | curses.A_BOLD)
            cursor(scr, True, h - 2, len(q))
        else:
            put(scr, h - 2, 0, " F2/m user menu  F3/s status  F4/g general  F5/a add  q quit".ljust(w), c["yellowblue"])
            cursor(scr, False)
        put(scr, h - 1, 0, " ICQ: online  Jabber: online  ".ljust(w - 1), c["bar"])
        if menu:
            mw, mh = 24, len(CI_MENU) + 2
            my, mx = 2 + people[sel], lw - 4
            frame(scr, my, mx, mh, mw, c["cyanblue"])
            put(scr, my, mx + 2, " " + name + " ", c["yellowblue"] | curses.A_BOLD)
            for i, item in enumerate(CI_MENU):
                a = c["bar"] if i == msel else c["blue"]
                put(scr, my + 1 + i, mx + 1, (" " + item).ljust(mw - 2), a)
        scr.refresh()
        k = scr.getch()
        if ask:
            if k in (ord("y"), ord("Y")):
                del CI_CONTACTS[people[sel]]
                people = [i for i, (kind, _) in enumerate(CI_CONTACTS) if kind != "group"]
                sel = min(sel, len(people) - 1)
                ask = False
            elif k in (ord("n"), ord("N"), 27) or k in ENTER:
                ask = False
            continue
        if menu:
            if k == curses.KEY_DOWN:
                msel = min(msel + 1, len(CI_MENU) - 1)
            elif k == curses.KEY_UP:
                msel = max(msel - 1, 0)
            elif k == 27 or k == ord("q"):
                menu = False
            elif k in ENTER:
                menu = False
                if CI_MENU[msel] == "Remove user":
                    ask = True
            continue
        if k == curses.KEY_DOWN:
            sel = min(sel + 1, len(people) - 1)
        elif k == curses.KEY_UP:
            sel = max(sel - 1, 0)
        elif k in (curses.KEY_F2, ord("m")):
            menu, msel = True, 0
        elif k == ord("q"):
            return


# dooit-like: dooit 2's workspaces beside their todos, its help, its box.
DO_SPACES = ["Home", "Work", "Errands", "Reading"]
DO_TODOS = [
    ("x", "Book the dentist", "2024-03-04", 1),
    (" ", "Pay rent", "2024-03-15", 3),
    (" ", "Renew the passport", "2024-04-01", 2),
    (" ", "Fix the bike's brakes", "", 1),
    (" ", "Call the landlord about the heating", "2024-03-13", 4),
]
DO_HELP = [
    ("NORMAL mode", ""),
    ("j / down", "move down"),
    ("k / up", "move up"),
    ("tab", "switch between workspaces and todos"),
    ("a", "add a sibling"),
    ("A", "add a child"),
    ("i", "edit the description"),
    ("d", "edit the due date"),
    ("space", "toggle complete"),
    ("x", "remove"),
    ("+ / -", "raise / lower the urgency"),
    ("/", "search"),
    ("?", "show this help"),
    ("q", "quit"),
]


def dooit(scr, c):
    space, todo, box, yes, help_ = 0, 1, False, False, False
    while True:
        scr.erase()
        h, w = scr.getmaxyx()
        lw = 20
        frame(scr, 0, 0, h - 1, lw, c["blueonblack"], rounded=True)
        put(scr, 0, 2, " Workspaces ", c["cyan"] | curses.A_BOLD)
        for i, name in enumerate(DO_SPACES):
            a = c["cyan"] | curses.A_BOLD if i == space else 0
            put(scr, 1 + i, 2, ("\u25cf " if i == space else "  ") + name, a)
        frame(scr, 0, lw, h - 1, w - lw, c["magenta"], rounded=True)
        put(scr, 0, lw + 2, " Todos \u2500 " + DO_SPACES[space] + " ", c["magenta"] | curses.A_BOLD)
        put(scr, 1, lw + 2, "   Description".ljust(36) + "Due".ljust(13) + "Urgency", curses.A_BOLD)
        for i, (done, desc, due, urg) in enumerate(DO_TODOS):
            line = " %s %s" % ("\u2713" if done == "x" else "\u25cb", desc)
            line = line.ljust(35)[:35] + " " + (due or "no due").ljust(13) + str(urg)
            a = curses.A_REVERSE if i == todo else (c["green"] if done == "x" else 0)
            put(scr, 2 + i, lw + 1, line.ljust(w - lw - 2), a)
        put(scr, h - 1, 0, " NORMAL ", c["magbar"] | curses.A_BOLD)
        put(scr, h - 1, 9, DO_SPACES[space] + " \u2502 %d todos, 1 done" % len(DO_TODOS), c["cyan"])
        put(scr, h - 1, w - 19, "? help  q quit", c["cyan"])
        cursor(scr, False)
        if help_:
            bh, bw = len(DO_HELP) + 4, 56
            by, bx = (h - bh) // 2, (w - bw) // 2
            frame(scr, by, bx, bh, bw, c["cyan"], rounded=True)
            put(scr, by, bx + 2, " Dooit Help ", c["cyan"] | curses.A_BOLD)
            for i, (key, what) in enumerate(DO_HELP):
                if not what:
                    put(scr, by + 1 + i, bx + 3, key, c["magenta"] | curses.A_BOLD)
                else:
                    put(scr, by + 1 + i, bx + 4, key.ljust(12), c["yellow"] | curses.A_BOLD)
                    put(scr, by + 1 + i, bx + 17, what)
            put(scr, by + bh - 2, bx + 3, "Press escape to close", curses.A_DIM)
        if box:
            desc = DO_TODOS[todo][1]
            bh, bw = 7, 50
            by, bx = (h - bh) // 2, (w - bw) // 2
            frame(scr, by, bx, bh, bw, c["red"], rounded=True)
            q = 'Remove "%s"?' % desc
            put(scr, by + 2, bx + (bw - len(q)) // 2, q, curses.A_BOLD)
            ya = c["greenbar"] | curses.A_BOLD if yes else 0
            na = c["greenbar"] | curses.A_BOLD if not yes else 0
            put(scr, by + 4, bx + 14, "  Yes  ", ya)
            put(scr, by + 4, bx + 29, "  No  ", na)
        scr.refresh()
        k = scr.getch()
        if help_:
            if k in (27, ord("q"), ord("?")):
                help_ = False
            continue
        if box:
            if k in (curses.KEY_LEFT, curses.KEY_RIGHT, 9, ord("h"), ord("l")):
                yes = not yes
            elif k in ENTER:
                if yes:
                    del DO_TODOS[todo]
                    todo = min(todo, len(DO_TODOS) - 1)
                box = False
            elif k == 27:
                box = False
            continue
        if k in (ord("j"), curses.KEY_DOWN):
            todo = min(todo + 1, len(DO_TODOS) - 1)
        elif k in (ord("k"), curses.KEY_UP):
            todo = max(todo - 1, 0)
        elif k == ord("?"):
            help_ = True
        elif k == ord("x"):
            box, yes = True, False
        elif k == ord("q"):
            return


# passepartui-like: passepartui's list of a password store, its search,
# its box asking for the key's passphrase.
PP_ENTRIES = ["bank/checking", "bank/savings", "email/personal", "email/work",
              "shop/bookstore", "social/mastodon", "work/gitlab", "work/vpn",
              "wifi/home"]


def passepartui(scr, c):
    cur, search, query, unlock, secret = 0, False, "", False, ""
    while True:
        scr.erase()
        h, w = scr.getmaxyx()
        shown = [e for e in PP_ENTRIES if query.lower() in e.lower()]
        cur = min(cur, max(len(shown) - 1, 0))
        frame(scr, 0, 0, 3, w, c["yellow"] if search else c["blueonblack"], rounded=True)
        put(scr, 0, 2, " Search ", (c["yellow"] if search else c["blueonblack"]) | curses.A_BOLD)
        put(scr, 1, 2, query if (query or search) else "Press / to search", 0 if (query or search) else curses.A_DIM)
        lw = 34
        frame(scr, 3, 0, h - 5, lw, c["blueonblack"], rounded=True)
        put(scr, 3, 2, " Passwords (%d) " % len(shown), c["cyan"] | curses.A_BOLD)
        for i, e in enumerate(shown):
            a = c["bar"] | curses.A_BOLD if i == cur else 0
            put(scr, 4 + i, 1, ((" > " if i == cur else "   ") + e).ljust(lw - 2), a)
        frame(scr, 3, lw, h - 5, w - lw, c["blueonblack"], rounded=True)
        put(scr, 3, lw + 2, " Details ", c["cyan"] | curses.A_BOLD)
        if shown:
            put(scr, 5, lw + 3, "Pass file: " + shown[cur])
            put(scr, 7, lw + 3, "Password:  \u2022\u2022\u2022\u2022\u2022\u2022\u2022\u2022")
            put(scr, 8, lw + 3, "Login:     (locked)")
            put(scr, 9, lw + 3, "One-time:  (locked)")
            put(scr, 11, lw + 3, "Enter to decrypt", curses.A_DIM)
        put(scr, h - 2, 1, "passepartui 0.1.6", c["cyan"])
        keys = "j/k move  / search  Enter decrypt  c copy  q quit"
        put(scr, h - 1, 1, keys, curses.A_DIM)
        if unlock:
            bh, bw = 9, 62
            by, bx = (h - bh) // 2, (w - bw) // 2
            frame(scr, by, bx, bh, bw, c["yellow"], rounded=True)
            put(scr, by, bx + 2, " Unlock ", c["yellow"] | curses.A_BOLD)
            put(scr, by + 2, bx + 3, "Please enter the passphrase to unlock the secret key")
            put(scr, by + 3, bx + 3, "for the password store.")
            put(scr, by + 5, bx + 3, "Passphrase: ", curses.A_BOLD)
            put(scr, by + 5, bx + 15, "*" * len(secret))
            put(scr, by + 7, bx + 3, "Enter unlock  Esc cancel", curses.A_DIM)
            cursor(scr, True, by + 5, bx + 15 + len(secret))
        elif search:
            cursor(scr, True, 1, 2 + len(query))
        else:
            cursor(scr, False)
        scr.refresh()
        k = scr.getch()
        if unlock:
            if k == 27:
                unlock, secret = False, ""
            elif k in ENTER:
                unlock, secret = False, ""
            else:
                t = edit(k, secret)
                if t is not None:
                    secret = t
            continue
        if search:
            if k == 27:
                search, query = False, ""
            elif k in ENTER:
                search = False
            elif k == curses.KEY_DOWN:
                cur = min(cur + 1, max(len(shown) - 1, 0))
            elif k == curses.KEY_UP:
                cur = max(cur - 1, 0)
            else:
                t = edit(k, query)
                if t is not None:
                    query, cur = t, 0
            continue
        if k in (ord("j"), curses.KEY_DOWN):
            cur = min(cur + 1, max(len(shown) - 1, 0))
        elif k in (ord("k"), curses.KEY_UP):
            cur = max(cur - 1, 0)
        elif k == ord("/"):
            search = True
        elif k in ENTER and shown:
            unlock, secret = True, ""
        elif k == ord("q"):
            return


MODES = {"lumail": lumail, "newsraft": newsraft, "herrie": herrie,
         "centerim": centerim, "dooit": dooit, "passepartui": passepartui}


def main():
    mode = MODES[sys.argv[1]]

    def run(scr):
        c = colors()
        scr.keypad(True)
        mode(scr, c)
    curses.wrapper(run)


if __name__ == "__main__":
    main()
