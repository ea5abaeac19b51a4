#!/usr/bin/env python3
"""The hundredeightyfourth set's imitations of split-pane terminal programs.

Each mode draws what the named tool draws at one of its moments, its
screen split into panes: nerdtree-like (Vim with the NERDTree plugin's
file tree beside a file, its menu and its delete question), doxx-like (a
.docx viewer with its outline beside the text, and its search),
wanderlust-like (Emacs' Wanderlust mail reader, its folders beside a
folder's summary, and its quit question), siggo-like and gurk-like
(Signal chat clients, contacts beside a conversation) and jjui-like (a
Jujutsu client, revisions beside a revision's diff, and its abandon
question). Nothing is read or written but the screen.
"""
import curses
import sys
import textwrap

SRC = [
    "#include <stdio.h>",
    "#include <stdlib.h>",
    "#include \"relay.h\"",
    "",
    "/* relay: forward stdin to each peer */",
    "int main(int argc, char **argv)",
    "{",
    "    struct relay *r;",
    "",
    "    if (argc < 2) {",
    "        fprintf(stderr, \"usage: relay PEER\\n\");",
    "        return 2;",
    "    }",
    "    r = relay_open(argc - 1, argv + 1);",
    "    if (r == NULL)",
    "        return 1;",
    "    relay_run(r, stdin);",
    "    relay_close(r);",
    "    return 0;",
    "}",
]


def put(w, y, x, s, a=0):
    h, wd = w.getmaxyx()
    if y < 0 or y >= h or x >= wd:
        return
    s = s[: max(0, wd - x)]
    try:
        w.addstr(y, x, s, a)
    except curses.error:
        pass


def colours():
    curses.start_color()
    try:
        curses.use_default_colors()
        bg = -1
    except curses.error:
        bg = curses.COLOR_BLACK
    for i, c in enumerate([curses.COLOR_RED, curses.COLOR_GREEN, curses.COLOR_YELLOW,
                           curses.COLOR_BLUE, curses.COLOR_MAGENTA, curses.COLOR_CYAN], 1):
        curses.init_pair(i, c, bg)


def C(i):
    return curses.color_pair(i)


# nerdtree-like: vim +NERDTree, then `wincmd p` into src/main.c.
TREE = [
    ('" Press ? for help', 3),
    ("", 0),
    (".. (up a dir)", 0),
    ("/home/ada/relay/", 3),
    ("\u25b8 docs/", 4),
    ("\u25be src/", 4),
    ("    main.c", 0),
    ("    relay.c", 0),
    ("    relay.h", 0),
    ("  Makefile", 0),
    ("  README.md", 0),
]
MENU = [("a", "add a childnode"), ("m", "move the current node"),
        ("d", "delete the current node"), ("c", "copy the current node"),
        ("l", "list the current node")]


def nerdtree(s):
    colours()
    curses.curs_set(1)
    h, w = s.getmaxyx()
    tw = 31
    row = 0          # cursor row in main.c
    win = "file"     # or "tree"
    trow = 6         # cursor row in the tree (main.c)
    cmd = None       # text on the command line being typed
    menu = None      # highlighted menu entry, or None
    delete = False

    def draw():
        s.erase()
        body = h - 2
        for i in range(body):
            if i < len(TREE):
                t, c = TREE[i]
                put(s, i, 0, t, C(c) if c else 0)
            else:
                put(s, i, 0, "~", C(4) | curses.A_BOLD)
            put(s, i, tw, "\u2502", curses.A_REVERSE)
            if i < len(SRC):
                put(s, i, tw + 1, SRC[i])
            else:
                put(s, i, tw + 1, "~", C(4) | curses.A_BOLD)
        left = "/home/ada/relay".ljust(tw)
        right = "src/main.c".ljust(w - tw - 1 - 18) + ("%d,1" % (row + 1)).ljust(14) + "Top "
        put(s, body, 0, left, curses.A_REVERSE | (curses.A_BOLD if win == "tree" else 0))
        put(s, body, tw, " ", curses.A_REVERSE)
        put(s, body, tw + 1, right, curses.A_REVERSE | (curses.A_BOLD if win == "file" else 0))
        if cmd is not None:
            put(s, h - 1, 0, cmd)
            s.move(h - 1, len(cmd))
        elif menu is not None:
            lines = ["NERDTree Menu. Use j/k/enter and the shortcuts indicated",
                     "=========================================================="]
            for i, (k, l) in enumerate(MENU):
                lines.append(("> " if i == menu else "  ") + "(" + k + ")" + l[len(k) - 1 + 1:] if False else
                             ("> " if i == menu else "  ") + "(" + l[0] + ")" + l[1:])
            top = h - len(lines)
            for i in range(top, h):
                put(s, i, 0, " " * (w - 1))
            for i, l in enumerate(lines):
                put(s, top + i, 0, l)
            s.move(h - 1, w - 1)
        elif delete:
            lines = ["Delete the current node",
                     "==========================================================",
                     "Are you sure you wish to delete the node:",
                     "/home/ada/relay/src/main.c (yN):"]
            top = h - len(lines)
            for i in range(top, h):
                put(s, i, 0, " " * (w - 1))
            for i, l in enumerate(lines):
                put(s, top + i, 0, l)
            s.move(h - 1, len(lines[-1]))
        else:
            if win == "file":
                s.move(row, tw + 1 + (4 if SRC[row].startswith("    ") else 0))
            else:
                s.move(trow, 4)
        s.refresh()

    pending = ""
    while True:
        draw()
        k = s.get_wch()
        if cmd is not None:
            if k in ("\n", "\r"):
                cmd = None
            elif k == "\x1b":
                cmd = None
            elif isinstance(k, str):
                cmd += k
            continue
        if menu is not None:
            if k in ("j", curses.KEY_DOWN):
                menu = min(menu + 1, len(MENU) - 1)
            elif k in ("k", curses.KEY_UP):
                menu = max(menu - 1, 0)
            elif k == "d":
                menu, delete = None, True
            elif k in ("\x1b",):
                menu = None
            continue
        if delete:
            delete = False
            continue
        if k == "\x17":
            pending = "w"
            continue
        if pending == "w":
            pending = ""
            if k == "h":
                win = "tree"
            elif k == "l":
                win = "file"
            continue
        if k in ("/", ":"):
            cmd = k
        elif k in ("j", curses.KEY_DOWN):
            if win == "file":
                row = min(row + 1, len(SRC) - 1)
            else:
                trow = min(trow + 1, len(TREE) - 1)
        elif k in ("k", curses.KEY_UP):
            if win == "file":
                row = max(row - 1, 0)
            else:
                trow = max(trow - 1, 0)
        elif k == "m" and win == "tree":
            menu = 0


# doxx-like: doxx report.docx, its outline on the left.
DOC = [
    ("Relay Operations Review", "h1"),
    ("", ""),
    ("Summary", "h2"),
    ("", ""),
    ("The relay fleet forwarded 4.2 million messages in the third quarter, "
     "up 18% on the second. Two outages, both under an hour, came from "
     "expired certificates on the edge peers.", ""),
    ("", ""),
    ("Incidents", "h2"),
    ("", ""),
    ("\u2022 12 July: edge-3 certificate expired (41 minutes)", ""),
    ("\u2022 29 August: edge-7 certificate expired (23 minutes)", ""),
    ("", ""),
    ("Capacity", "h2"),
    ("", ""),
    ("Peak load reached 61% of the fleet's capacity on 3 September. "
     "No new peers are needed before the first quarter.", ""),
    ("", ""),
    ("Next Steps", "h2"),
    ("", ""),
    ("1. Renew certificates thirty days before they expire.", ""),
    ("2. Alert on any peer whose certificate has under a week left.", ""),
]
DOC = [(t, k) for line, k in DOC for t in (textwrap.wrap(line, 50) or [""])]
OUTLINE = ["Relay Operations Review", "  Summary", "  Incidents", "  Capacity", "  Next Steps"]


def doxx(s):
    colours()
    curses.curs_set(0)
    h, w = s.getmaxyx()
    ow = 26
    top = 0
    sel = 0
    search = None

    def box(y, x, hh, ww, title, attr=0):
        put(s, y, x, "\u250c" + "\u2500" * (ww - 2) + "\u2510", attr)
        for i in range(1, hh - 1):
            put(s, y + i, x, "\u2502", attr)
            put(s, y + i, x + ww - 1, "\u2502", attr)
        put(s, y + hh - 1, x, "\u2514" + "\u2500" * (ww - 2) + "\u2518", attr)
        put(s, y, x + 2, title, attr | curses.A_BOLD)

    def draw():
        s.erase()
        put(s, 0, 0, " \U0001F4C4 report.docx".ljust(w - 2) , curses.A_BOLD | C(6))
        put(s, 1, 0, " Pages: 2 | Words: 142 | Section: %s" % OUTLINE[sel].strip(), C(6))
        bh = h - 4
        box(2, 0, bh, ow, " Outline ", C(3))
        for i, o in enumerate(OUTLINE):
            a = curses.A_REVERSE if i == sel else 0
            put(s, 3 + i, 1, o.ljust(ow - 2), a)
        box(2, ow, bh, w - ow, " Document ", C(4))
        for i in range(bh - 2):
            j = top + i
            if j >= len(DOC):
                break
            t, k = DOC[j]
            a = 0
            if k == "h1":
                a = curses.A_BOLD | C(4)
            elif k == "h2":
                a = curses.A_BOLD | C(6)
            if search and search in t:
                x = t.index(search)
                put(s, 3 + i, ow + 2, t[:x], a)
                put(s, 3 + i, ow + 2 + x, search, curses.A_REVERSE | C(3))
                put(s, 3 + i, ow + 2 + x + len(search), t[x + len(search):], a)
            else:
                put(s, 3 + i, ow + 2, t, a)
        if search is not None:
            put(s, h - 2, 0, (" Search: " + search).ljust(w - 1), C(3))
            put(s, h - 1, 0, " Enter: find  Esc: cancel  n/N: next/previous match", curses.A_DIM)
        else:
            put(s, h - 2, 0, " Line %d/%d" % (top + 1, len(DOC)), C(6))
            put(s, h - 1, 0, " q: quit | \u2191\u2193/jk: scroll | o: outline | s: search | c: copy | t: theme", curses.A_DIM)
        s.refresh()

    while True:
        draw()
        k = s.get_wch()
        if search is not None:
            if k == "\x1b":
                search = None
            elif k in ("\n", "\r"):
                pass
            elif k in ("\x7f", curses.KEY_BACKSPACE):
                search = search[:-1]
            elif isinstance(k, str):
                search += k
            continue
        if k == "q":
            return
        if k in ("j", curses.KEY_DOWN):
            top = min(top + 1, len(DOC) - 1)
            for i, o in enumerate(OUTLINE):
                for j, (t, _) in enumerate(DOC):
                    if t == o.strip() and j <= top + 2:
                        sel = i
        elif k in ("k", curses.KEY_UP):
            top = max(top - 1, 0)
        elif k in ("s", "/"):
            search = ""


# wanderlust-like: M-x wl, a folder opened beside the folder list.
FOLDERS = [
    "[-]Desktop:0/0/12",
    "  Inbox:0/3/12",
    "  [-]Local:0/0/0",
    "    +draft:0/0/2",
    "    +queue:0/0/0",
    "    +trash:0/0/5",
]
SUMMARY = [
    "  11/24(Tue)14:02 [ Ines Okafor       ] Edge certificates renewed",
    "  11/24(Tue)16:40 [ Jonas Berg        ] Re: capacity for Q1",
    " N11/25(Wed)09:13 [ Mara Lindqvist    ] Outage report draft",
    " N11/25(Wed)11:57 [ Ines Okafor       ] Re: Outage report draft",
    " N11/26(Thu)08:30 [ relay-cron        ] Weekly relay statistics",
]


def wanderlust(s):
    colours()
    curses.curs_set(1)
    h, w = s.getmaxyx()
    fw = 24
    cur = 2
    quitting = False

    def draw():
        s.erase()
        put(s, 0, 0, " File Edit Options Buffers Tools Folder Summary Help".ljust(w - 1), curses.A_REVERSE)
        body = h - 2
        for i in range(1, body):
            if i - 1 < len(FOLDERS):
                f = FOLDERS[i - 1]
                a = C(4) if "Inbox" in f else 0
                put(s, i, 0, f[: fw - 1], a)
            put(s, i, fw - 1, "|")
            if i - 1 < len(SUMMARY):
                t = SUMMARY[i - 1]
                if len(t) > w - fw - 1:
                    t = t[: w - fw - 1] + "$"
                a = curses.A_BOLD if t[1] == "N" else 0
                put(s, i, fw, t[: w - fw], a | (C(2) if t[1] == "N" else 0))
        put(s, body, 0, "-:%%-  Folder      Top".ljust(fw - 1)[: fw - 1], curses.A_DIM | curses.A_REVERSE)
        put(s, body, fw - 1, (" -:%%-  %Inbox    All   (Summary)  {5/3/12}").ljust(w - fw + 1), curses.A_REVERSE)
        if quitting:
            q = "Quit Wanderlust? (y or n) "
            put(s, h - 1, 0, q)
            s.move(h - 1, len(q))
        else:
            s.move(cur, fw)
        s.refresh()

    while True:
        draw()
        k = s.get_wch()
        if quitting:
            if k == "y":
                return
            quitting = False
            continue
        if k in ("n", curses.KEY_DOWN):
            cur = min(cur + 1, len(SUMMARY))
        elif k in ("p", curses.KEY_UP):
            cur = max(cur - 1, 1)
        elif k == "q":
            quitting = True


# siggo-like and gurk-like: Signal clients, contacts beside a conversation.
CONTACTS = ["Ines Okafor", "Jonas Berg", "Mara Lindqvist", "Relay team"]
CHATS = {
    0: [("10:02", "Ines Okafor", "edge-3 is back up"), ("10:03", "me", "thanks, was it the cert?"),
        ("10:05", "Ines Okafor", "yes, renewed it for a year")],
    1: [("09:12", "Jonas Berg", "can we talk capacity on Friday?"), ("09:20", "me", "sure, 2pm?")],
    2: [("08:47", "Mara Lindqvist", "outage report draft is in the shared folder")],
    3: [("07:30", "relay-cron", "weekly statistics posted")],
}


def siggo(s):
    colours()
    curses.curs_set(0)
    h, w = s.getmaxyx()
    cw = 22
    sel = 0

    def draw():
        s.erase()
        for i, c in enumerate(CONTACTS):
            a = curses.A_REVERSE if i == sel else 0
            put(s, i, 0, c.ljust(cw - 1), a)
        for i in range(h - 2):
            put(s, i, cw - 1, "\u2502")
        y = 0
        for t, who, m in CHATS[sel]:
            put(s, y, cw + 1, "%s " % t, curses.A_DIM)
            put(s, y, cw + 7, "%s: " % ("me" if who == "me" else who.split()[0]), C(2) if who == "me" else C(6))
            put(s, y, cw + 9 + len(who.split()[0]), m)
            y += 1
        put(s, h - 2, 0, ("\u2500" * (cw - 1)) + "\u2534" + "\u2500" * (w - cw))
        put(s, h - 1, 0, "%s > " % CONTACTS[sel], curses.A_BOLD)
        s.refresh()

    while True:
        draw()
        k = s.get_wch()
        if k in ("j", curses.KEY_DOWN, "\x0e"):
            sel = min(sel + 1, len(CONTACTS) - 1)
        elif k in ("k", curses.KEY_UP, "\x10"):
            sel = max(sel - 1, 0)
        elif k == "\x1b":
            return


def gurk(s):
    colours()
    curses.curs_set(1)
    h, w = s.getmaxyx()
    cw = 24
    sel = 0

    def box(y, x, hh, ww, title=""):
        put(s, y, x, "\u250c" + "\u2500" * (ww - 2) + "\u2510")
        for i in range(1, hh - 1):
            put(s, y + i, x, "\u2502")
            put(s, y + i, x + ww - 1, "\u2502")
        put(s, y + hh - 1, x, "\u2514" + "\u2500" * (ww - 2) + "\u2518")
        if title:
            put(s, y, x + 1, title)

    def draw():
        s.erase()
        box(0, 0, h, cw)
        for i, c in enumerate(CONTACTS):
            a = curses.A_REVERSE if i == sel else 0
            put(s, 1 + i, 1, c.ljust(cw - 2), a)
        box(0, cw, h - 3, w - cw, " " + CONTACTS[sel] + " ")
        msgs = CHATS[sel]
        y = h - 4 - len(msgs)
        for t, who, m in msgs:
            put(s, y, cw + 1, t + " ", curses.A_DIM)
            name = "Me" if who == "me" else who
            put(s, y, cw + 7, name, C(4) if who == "me" else C(5))
            put(s, y, cw + 7 + len(name), ": " + m)
            y += 1
        box(h - 3, cw, 3, w - cw, " Input ")
        s.move(h - 2, cw + 1)
        s.refresh()

    while True:
        draw()
        k = s.get_wch()
        if k in (curses.KEY_DOWN, "\x0e"):
            sel = min(sel + 1, len(CONTACTS) - 1)
        elif k in (curses.KEY_UP, "\x10"):
            sel = max(sel - 1, 0)
        elif k == "\x1b":
            return


# jjui-like: jjui in a repository, its revisions beside a preview.
REVS = [
    ("@  ", "kqvzlmns", "ada@example.org 2 minutes ago", "b1c4e0a2", "(no description set)"),
    ("\u25c9  ", "tlwpxroy", "ada@example.org 1 hour ago", "7e02d9f1", "relay: renew certificates early"),
    ("\u25c9  ", "nrsqmyzk", "ines@example.org 1 day ago", "c93a5b70", "relay: alert on short-lived certificates"),
    ("\u25c6  ", "zzzzzzzz", "root()", "00000000", ""),
]
DIFF = [
    ("Modified regular file src/relay.c:", 3),
    ("  41   41:     if (peer->cert_days < 30)", 0),
    ("  42     :-        return 0;", 1),
    ("       42:+        return relay_renew(peer);", 2),
    ("  43   43:     return 1;", 0),
]


def jjui(s):
    colours()
    curses.curs_set(0)
    h, w = s.getmaxyx()
    sel = 0
    preview = False
    confirm = None

    def draw():
        s.erase()
        lw = w // 2 if preview else w
        y = 0
        for i, (g, cid, who, hid, desc) in enumerate(REVS):
            a = curses.A_BOLD if i == sel else 0
            if i == sel:
                put(s, y, 0, " " * (lw - 1), curses.A_REVERSE)
            put(s, y, 0, g, C(2) | a)
            put(s, y, 3, cid[:2], C(5) | curses.A_BOLD | (curses.A_REVERSE if i == sel else 0))
            put(s, y, 5, cid[2:], curses.A_DIM | (curses.A_REVERSE if i == sel else 0))
            put(s, y, 12, (" " + who + " " + hid)[: lw - 13], (curses.A_REVERSE if i == sel else 0) | C(3))
            y += 1
            if desc or i < len(REVS) - 1:
                put(s, y, 0, "\u2502  " if i < len(REVS) - 1 else "   ", C(2))
                put(s, y, 3, desc[: lw - 4], (curses.A_REVERSE if i == sel else 0) | (C(3) if desc.startswith("(no") else 0))
                y += 1
            if confirm is not None and i == sel:
                put(s, y, 3, "Are you sure you want to abandon this revision?", C(1) | curses.A_BOLD)
                y += 1
                put(s, y, 3, " Yes ", curses.A_REVERSE | C(2) if confirm == 0 else 0)
                put(s, y, 9, " No ", curses.A_REVERSE | C(1) if confirm == 1 else 0)
                y += 1
        if preview:
            for i in range(h - 1):
                put(s, i, lw, "\u2502")
            r = REVS[sel]
            lines = [("Commit ID: " + r[3] + "5d0e31f8a9c4", 0), ("Change ID: " + r[1] + "wyqmoptsrnux", 0),
                     ("Author: " + r[2].split(" ")[0], 0), ("", 0), ("    " + (r[4] or "(no description set)"), 0), ("", 0)] + DIFF
            for i, (t, c) in enumerate(lines):
                put(s, i, lw + 2, t[: w - lw - 3], C(c) if c else 0)
        if confirm is not None:
            bar = " y/n: yes/no  \u2190/\u2192: move  enter: confirm  esc: cancel"
        else:
            bar = " j/k: move  enter: details  p: preview  a: abandon  d: describe  n: new  ?: help  q: quit"
        put(s, h - 1, 0, bar[: w - 1], curses.A_DIM)
        s.refresh()

    while True:
        draw()
        k = s.get_wch()
        if confirm is not None:
            if k in (curses.KEY_RIGHT, curses.KEY_LEFT, "\t"):
                confirm = 1 - confirm
            elif k in ("\x1b", "n"):
                confirm = None
            continue
        if k == "q":
            return
        if k in ("j", curses.KEY_DOWN):
            sel = min(sel + 1, len(REVS) - 2)
        elif k in ("k", curses.KEY_UP):
            sel = max(sel - 1, 0)
        elif k == "p":
            preview = not preview
        elif k == "a":
            confirm = 0


MODES = {"nerdtree": nerdtree, "doxx": doxx, "wanderlust": wanderlust,
         "siggo": siggo, "gurk": gurk, "jjui": jjui}

if __name__ == "__main__":
    curses.wrapper(MODES[sys.argv[1]])
