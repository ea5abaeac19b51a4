#!/usr/bin/env python3
"""The threehundredtwentyfourth held-out set's programs, imitated.

One argument names the program: gorss (lallassu's RSS reader, built on
tview), hangups (Tom Dryer's chat client, built on urwid), poshredis
(En3Tho's PoshRedisViewer, built on Terminal.Gui v1), gitdiff and gitlog
(Arthur Sonzogni's git-tui, built on FTXUI). Each draws on the alternate
screen with escape sequences of its own and reads keys raw, one at a time,
as the program does; hangups asks for its sign-in on the plain terminal
first, lines cooked, the password with echo off.
"""
import getpass
import os
import sys
import termios
import time
import tty
import select

W, H = 80, 24
OUT = sys.stdout

RESET = "\x1b[0m"


def w(s):
    OUT.write(s)


def at(r, c, s, sgr=""):
    w("\x1b[%d;%dH%s%s%s" % (r + 1, c + 1, sgr, s, RESET if sgr else ""))


def fill(r, c, n, sgr=""):
    at(r, c, " " * n, sgr)


def box(r, c, h, wd, title="", sgr="", double=False, round_=False, tsgr=None, left=False):
    if double:
        tl, tr, bl, br, hz, vt = "╔", "╗", "╚", "╝", "═", "║"
    elif round_:
        tl, tr, bl, br, hz, vt = "╭", "╮", "╰", "╯", "─", "│"
    else:
        tl, tr, bl, br, hz, vt = "┌", "┐", "└", "┘", "─", "│"
    at(r, c, tl + hz * (wd - 2) + tr, sgr)
    for i in range(1, h - 1):
        at(r + i, c, vt, sgr)
        at(r + i, c + 1, " " * (wd - 2), sgr)
        at(r + i, c + wd - 1, vt, sgr)
    at(r + h - 1, c, bl + hz * (wd - 2) + br, sgr)
    if title:
        t = title
        at(r, c + (1 if left else (wd - len(t)) // 2), t, tsgr if tsgr is not None else sgr)


def cls(sgr=""):
    w(RESET + sgr + "\x1b[2J\x1b[H")


def cursor(r=None, c=None):
    if r is None:
        w("\x1b[?25l")
    else:
        w("\x1b[%d;%dH\x1b[?25h" % (r + 1, c + 1))


def flush():
    OUT.flush()


def enter_screen():
    w("\x1b[?1049h\x1b[?25l")
    flush()


def leave_screen():
    w(RESET + "\x1b[2J\x1b[?25h\x1b[?1049l")
    flush()


KEYS = {
    "\x1b[A": "up", "\x1bOA": "up", "\x1b[B": "down", "\x1bOB": "down",
    "\x1b[C": "right", "\x1bOC": "right", "\x1b[D": "left", "\x1bOD": "left",
    "\x1bOQ": "f2", "\x1b[12~": "f2", "\x1b[[B": "f2",
    "\x1b[15~": "f5", "\x1b[[E": "f5", "\x1b[3~": "delete",
    "\r": "enter", "\n": "enter", "\t": "tab", "\x1b[Z": "backtab",
    "\x7f": "backspace", "\x08": "backspace", "\x1b": "esc",
}


def keys(timeout=None):
    """Yield keys read raw from the terminal, one at a time."""
    buf = b""
    while True:
        r, _, _ = select.select([0], [], [], timeout)
        if not r:
            yield None
            continue
        buf += os.read(0, 64)
        s = buf.decode("utf-8", "replace")
        buf = b""
        i = 0
        while i < len(s):
            if s[i] == "\x1b":
                for n in (5, 4, 3, 2):
                    if s[i:i + n] in KEYS:
                        yield KEYS[s[i:i + n]]
                        i += n
                        break
                else:
                    yield "esc"
                    i += 1
                continue
            ch = s[i]
            yield KEYS.get(ch, ch)
            i += 1


# ---------------------------------------------------------------- gorss
# tview's defaults: a black screen, white borders, a focused box framed
# in double lines, yellow labels, fields on blue, the list's current item
# in reverse.

FEEDS = [("All", 42), ("Hacker News", 18), ("LWN.net", 9), ("Planet Debian", 11), ("Go Blog", 4)]
ARTICLES = [
    ("03:12", "Hacker News", "Show HN: A terminal spreadsheet in 900 lines"),
    ("02:58", "LWN.net", "Kernel prepatch 6.13-rc7"),
    ("02:41", "Planet Debian", "Bits from the release team: freeze dates"),
    ("01:17", "Hacker News", "The unreasonable effectiveness of plain text"),
    ("00:55", "Go Blog", "Range over function types"),
    ("00:20", "LWN.net", "A look at the 2026 maintainers summit"),
    ("23:48", "Planet Debian", "Reproducible builds in November"),
    ("23:02", "Hacker News", "Why I still use a 40-year-old editor"),
]
YEL = "\x1b[33m"
FIELD = "\x1b[37;44m"
REV = "\x1b[30;47m"


def gorss():
    enter_screen()
    st = {"feed": 0, "modal": None, "url": "", "title": "", "focus": 0, "drop": False,
          "upd": 0, "status": "Updated 7 feeds at 03:41"}

    def main():
        cls()
        focus_list = st["modal"] is None
        box(0, 0, 12, 24, " Feeds ", double=focus_list)
        for i, (n, k) in enumerate(FEEDS):
            line = ("%-16s%4s" % (n, "(%d)" % k))[:21]
            at(2 + i, 1, " " + line + " ", REV if i == st["feed"] else "")
        box(0, 24, 12, 56, " Articles ")
        for i, (t, f, a) in enumerate(ARTICLES[:9]):
            at(1 + i + 1, 25, (" %s  %-13s %s" % (t, f, a))[:54], "\x1b[1m" if i < 3 else "")
        box(12, 0, 11, 80, " Preview ")
        at(13, 2, "Show HN: A terminal spreadsheet in 900 lines", "\x1b[1m")
        at(14, 2, "news.ycombinator.com  -  03:12", "\x1b[2m")
        for i, l in enumerate([
            "I wanted a spreadsheet I could run over ssh on a box with nothing but a",
            "C compiler, so I wrote one. It reads CSV, keeps formulas in a side file",
            "and redraws only the cells that changed. Comments welcome.",
            "",
            "https://example.org/sheet"]):
            at(16 + i, 2, l)
        if st["upd"]:
            spin = "⠋⠙⠹⠸⠼⠴⠦⠧⠇⠏"[st["upd"] % 10]
            at(23, 0, (" %s Updating feeds... %d/7" % (spin, min(7, st["upd"] // 4 + 1))).ljust(80), YEL)
        else:
            at(23, 0, (" " + st["status"] + "  |  a:add  d:delete  r:refresh  Enter:open  q:quit").ljust(80), "\x1b[36m")

    def addform():
        r, c, h, wd = 6, 12, 12, 56
        box(r, c, h, wd, " Add feed ", double=True)
        labels = ["URL:", "Title:", "Category:", "Mark read on open:"]
        for i, l in enumerate(labels):
            at(r + 2 + i * 2, c + 2, l, YEL)
        fc = c + 22
        at(r + 2, fc, st["url"][-30:].ljust(30), FIELD)
        at(r + 4, fc, st["title"][-30:].ljust(30), FIELD)
        at(r + 6, fc, "News".ljust(14), FIELD if st["focus"] != 2 else REV)
        at(r + 8, fc, " ", FIELD)
        at(r + 10, c + 22, " Save ", REV if st["focus"] == 4 else FIELD)
        at(r + 10, c + 30, " Cancel ", REV if st["focus"] == 5 else FIELD)
        if st["drop"]:
            opts = ["News", "Tech", "Blogs", "Uncategorized"]
            for i, o in enumerate(opts):
                at(r + 7 + i, fc, o.ljust(16), REV if i == 0 else FIELD)
            cursor()
        elif st["focus"] == 0:
            cursor(r + 2, fc + min(len(st["url"]), 29))
        elif st["focus"] == 1:
            cursor(r + 4, fc + min(len(st["title"]), 29))
        else:
            cursor()

    def delmodal():
        name = FEEDS[st["feed"]][0]
        r, c, h, wd = 8, 14, 7, 52
        box(r, c, h, wd, "", "\x1b[37;44m", double=False)
        at(r + 2, c + 2, ('Delete feed "%s" and its %d articles?' % (name, FEEDS[st["feed"]][1])).center(wd - 4), "\x1b[37;44m")
        at(r + 4, c + 14, " Delete ", REV)
        at(r + 4, c + 28, " Cancel ", "\x1b[37;46m")
        cursor()

    def draw():
        main()
        if st["modal"] == "add":
            addform()
        elif st["modal"] == "del":
            delmodal()
        else:
            cursor()
        flush()

    draw()
    for k in keys(0.25):
        if k is None:
            if st["upd"]:
                st["upd"] += 1
                draw()
            continue
        m = st["modal"]
        if m is None:
            if k == "q":
                break
            if k in ("down", "j"):
                st["feed"] = min(st["feed"] + 1, len(FEEDS) - 1)
            elif k in ("up", "k"):
                st["feed"] = max(st["feed"] - 1, 0)
            elif k == "a":
                st["modal"] = "add"
                st["focus"] = 0
            elif k == "d" and st["feed"] > 0:
                st["modal"] = "del"
            elif k == "r":
                st["upd"] = 1
        elif m == "add":
            if st["drop"]:
                if k in ("enter", "esc"):
                    st["drop"] = False
            elif k == "tab":
                st["focus"] = (st["focus"] + 1) % 6
                if st["focus"] == 3:
                    st["focus"] = 4
            elif k == "esc":
                st["modal"] = None
            elif k == "enter" and st["focus"] == 2:
                st["drop"] = True
            elif k == "enter":
                st["focus"] = min(st["focus"] + 1, 4)
            elif st["focus"] in (0, 1) and len(k) == 1:
                st["url" if st["focus"] == 0 else "title"] += k
            elif st["focus"] in (0, 1) and k == "backspace":
                f = "url" if st["focus"] == 0 else "title"
                st[f] = st[f][:-1]
        elif m == "del":
            if k in ("esc", "enter"):
                st["modal"] = None
        draw()
    leave_screen()


# -------------------------------------------------------------- hangups
# urwid's look as hangups configures it: a tab bar on top, the focused
# row in reverse, a status line over the message editor.

CONVS = ["Alice Moreau", "Build team (4)", "Bruno Lindqvist", "Family", "Chidi Okafor", "Dana Whitfield"]


def hangups():
    print("Sign in with your Google account:")
    email = input("Email: ")
    getpass.getpass()
    input("Verification code: ")
    tty.setraw(0)
    enter_screen()
    cls()
    at(11, 35, "Connecting...")
    flush()
    time.sleep(3)
    st = {"sel": 0, "view": "list"}

    def draw():
        cls()
        tabs = [" Conversations "] + ([" " + CONVS[st["sel"]] + " "] if st["view"] == "conv" else [])
        x = 0
        for i, t in enumerate(tabs):
            active = (i == len(tabs) - 1)
            at(0, x, t, "\x1b[30;47m" if active else "\x1b[37;44m")
            x += len(t)
        fill(0, x, 80 - x, "\x1b[37;44m")
        if st["view"] == "list":
            for i, n in enumerate(CONVS):
                at(2 + i, 0, n.ljust(80), "\x1b[30;47m" if i == st["sel"] else "")
            cursor()
        else:
            msgs = [
                ("(09:12)", "Alice Moreau", "are you coming to the review at ten?"),
                ("(09:13)", "me", "yes, five minutes late, train"),
                ("(09:13)", "Alice Moreau", "ok, I'll start with the storage numbers"),
                ("(09:40)", "Alice Moreau", "slides are in the shared folder"),
                ("(09:41)", "me", "thanks, got them"),
            ]
            for i, (t, who, m) in enumerate(msgs):
                at(1 + i, 0, t + " ", "\x1b[2m")
                at(1 + i, 8, who + ": ", "\x1b[1;34m" if who != "me" else "\x1b[1;32m")
                at(1 + i, 10 + len(who), m)
            at(21, 0, "Alice Moreau is typing...".ljust(80), "\x1b[30;47m")
            at(22, 0, "Send message", "\x1b[2m")
            at(23, 0, "> ")
            cursor(23, 2)
        flush()

    draw()
    for k in keys():
        if k is None:
            continue
        if st["view"] == "list":
            if k in ("down", "j"):
                st["sel"] = min(st["sel"] + 1, len(CONVS) - 1)
            elif k in ("up", "k"):
                st["sel"] = max(st["sel"] - 1, 0)
            elif k == "enter":
                st["view"] = "conv"
            elif k == "q":
                break
        else:
            if k == "esc":
                st["view"] = "list"
        draw()
    leave_screen()


# ------------------------------------------------------------ poshredis
# Terminal.Gui v1's Base scheme: white on blue, the focused row black on
# grey, message boxes black on grey with the default button in < >.

BASE = "\x1b[97;44m"
FOC = "\x1b[30;47m"
DLG = "\x1b[30;47m"
DLGF = "\x1b[97;40m"
RKEYS = ["session:7f3a", "session:91c2", "user:1001", "user:1002", "user:1003",
         "cart:1001", "queue:mail", "stats:daily", "config:flags"]


def poshredis():
    enter_screen()
    st = {"sel": 0, "focus": "keys", "dlg": None, "shown": False}

    def draw():
        cls(BASE)
        for r in range(H):
            fill(r, 0, W, BASE)
        box(0, 0, 23, 80, " PoshRedisViewer - localhost:6379 ", BASE, left=True)
        at(1, 2, "Key pattern:", BASE)
        at(1, 15, "*".ljust(30), FOC if st["focus"] == "pattern" else "\x1b[30;46m")
        at(1, 48, "Db: 0", BASE)
        box(2, 1, 20, 30, " Keys (9) ", BASE, left=True)
        for i, k in enumerate(RKEYS):
            sg = FOC if (i == st["sel"] and st["focus"] == "keys") else ("\x1b[97;46m" if i == st["sel"] else BASE)
            at(3 + i, 2, k.ljust(28), sg)
        box(2, 31, 20, 48, " Value ", BASE, left=True)
        if st["shown"]:
            k = RKEYS[st["sel"]]
            at(3, 33, "Type: hash    TTL: 1794 s    Fields: 4", BASE)
            for i, (f, v) in enumerate([("user_id", "1001"), ("created", "2026-11-29T02:51:07Z"),
                                        ("ip", "10.0.4.17"), ("agent", "Mozilla/5.0 (X11; Linux)")]):
                at(5 + i, 33, "%-10s %s" % (f, v), BASE)
            at(10, 33, "Key: " + k, BASE)
        at(23, 0, " F5 Refresh │ Enter Show │ Del Delete │ F2 Database │ Esc Quit".ljust(80), "\x1b[30;46m")
        d = st["dlg"]
        if d == "delete":
            r, c, h, wd = 9, 18, 8, 44
            box(r, c, h, wd, " Delete ", DLG, left=True)
            at(r + 2, c + 2, ("Delete key '%s'?" % RKEYS[st["sel"]]).center(wd - 4), DLG)
            at(r + 5, c + 11, "[< Yes >]", DLGF)
            at(r + 5, c + 24, "[ No ]", DLG)
            cursor(r + 5, c + 14)
        elif d == "db":
            r, c, h, wd = 6, 24, 11, 32
            box(r, c, h, wd, " Select database ", DLG, left=True)
            for i in range(4):
                at(r + 2 + i, c + 3, ("(•) db%d" if i == 0 else "( ) db%d") % i, DLGF if i == 0 else DLG)
            at(r + 8, c + 5, "[< Ok >]", DLG)
            at(r + 8, c + 16, "[ Cancel ]", DLG)
            cursor(r + 2, c + 4)
        elif d == "error":
            r, c, h, wd = 9, 14, 7, 52
            box(r, c, h, wd, " Error ", "\x1b[97;41m", left=True)
            at(r + 2, c + 2, "No connection could be made: localhost:6379".center(wd - 4), "\x1b[97;41m")
            at(r + 4, c + 22, "[< Ok >]", "\x1b[30;47m")
            cursor(r + 4, c + 25)
        elif st["focus"] == "pattern":
            cursor(1, 16)
        else:
            cursor(3 + st["sel"], 2)
        flush()

    draw()
    for k in keys():
        if k is None:
            continue
        d = st["dlg"]
        if d:
            if k in ("enter", "esc"):
                st["dlg"] = None
        elif k == "esc":
            break
        elif k == "tab":
            st["focus"] = "pattern" if st["focus"] == "keys" else "keys"
        elif st["focus"] == "keys" and k == "down":
            st["sel"] = min(st["sel"] + 1, len(RKEYS) - 1)
        elif st["focus"] == "keys" and k == "up":
            st["sel"] = max(st["sel"] - 1, 0)
        elif st["focus"] == "keys" and k == "enter":
            st["shown"] = True
        elif k == "delete":
            st["dlg"] = "delete"
        elif k == "f2":
            st["dlg"] = "db"
        elif k == "f5":
            st["dlg"] = "error"
        draw()
    leave_screen()


# ---------------------------------------------------------------- git-tui
# FTXUI's look: light frames, the selected entry of a menu inverted, the
# focused one bold, checkboxes drawn ☐ / ▣, diffs in red and green.

FILES = [("src/main.cpp", 12, 3), ("src/parser.cpp", 40, 17), ("src/parser.hpp", 2, 0), ("README.md", 5, 1)]
DIFFS = {
    0: [(" ", 14, 14, "int main(int argc, const char** argv) {"),
        ("-", 15, None, "  auto args = Parse(argc, argv);"),
        ("+", None, 15, "  auto args = ParseArguments(argc, argv);"),
        ("+", None, 16, "  if (!args.ok())"),
        ("+", None, 17, "    return Usage();"),
        (" ", 16, 18, "  return Run(args);"),
        (" ", 17, 19, "}")],
    1: [(" ", 88, 88, "Arguments ParseArguments(int argc,"),
        (" ", 89, 89, "                          const char** argv) {"),
        ("-", 90, None, "  Arguments out;"),
        ("+", None, 90, "  Arguments out{};"),
        ("+", None, 91, "  out.context = 3;"),
        (" ", 91, 92, "  for (int i = 1; i < argc; ++i) {"),
        ("-", 92, None, "    out.files.push_back(argv[i]);"),
        ("+", None, 93, "    out.files.emplace_back(argv[i]);"),
        (" ", 93, 94, "  }")],
}
COMMITS = [
    ("a41c9e2", "Arthur", "Use emplace_back for the file list"),
    ("7d03b1f", "Arthur", "Add --context to git-tui diff"),
    ("e5520ac", "Marie", "Fix crash on an empty repository"),
    ("19bf4d0", "Arthur", "Split the diff view into hunks"),
    ("c2e7781", "Lin", "Bump FTXUI to v5.0.0"),
    ("08aa5d3", "Arthur", "Log: show the author's name"),
    ("3f9c120", "Marie", "README: add a screenshot"),
]


def gitdiff():
    enter_screen()
    st = {"sel": 0}

    def draw():
        cls()
        box(0, 0, 23, 24, " Files ", round_=False)
        for i, (f, a, d) in enumerate(FILES):
            line = ("%-15s" % f)[:15]
            at(1 + i, 1, "> " if i == st["sel"] else "  ")
            at(1 + i, 3, line, "\x1b[1;7m" if i == st["sel"] else "")
            at(1 + i, 18, "+%d" % a, "\x1b[32m")
        box(0, 24, 23, 56, " " + FILES[st["sel"]][0] + " ")
        lines = DIFFS.get(st["sel"], [(" ", 1, 1, "(no change in context)")])
        for i, (s, o, n, t) in enumerate(lines):
            sg = "\x1b[97;41m" if s == "-" else ("\x1b[30;42m" if s == "+" else "")
            at(1 + i, 25, ("%4s %4s %s %s" % (o or "", n or "", s, t))[:54].ljust(54), sg)
        at(23, 0, " [Context: 3] [-] [+]   ▣ Split   ☐ Ignore whitespace   q: quit", "\x1b[2m")
        cursor()
        flush()

    draw()
    for k in keys():
        if k is None:
            continue
        if k == "q":
            break
        if k in ("down", "j"):
            st["sel"] = min(st["sel"] + 1, len(FILES) - 1)
        elif k in ("up", "k"):
            st["sel"] = max(st["sel"] - 1, 0)
        draw()
    leave_screen()


def gitlog():
    enter_screen()
    st = {"sel": 0}

    def draw():
        cls()
        box(0, 0, 12, 80, " git-tui log ")
        for i, (h, a, m) in enumerate(COMMITS):
            at(1 + i, 1, " " + h + " ", "\x1b[33m")
            at(1 + i, 10, ("%-8s %s" % (a, m)).ljust(68), "\x1b[1;7m" if i == st["sel"] else "")
        box(12, 0, 11, 80, " commit " + COMMITS[st["sel"]][0] + " ")
        h, a, m = COMMITS[st["sel"]]
        at(13, 2, "Author: %s <%s@example.org>" % (a, a.lower()))
        at(14, 2, "Date:   Sat Nov 28 2%d:14:07 2026 +0100" % st["sel"])
        at(16, 4, m)
        at(18, 2, " src/parser.cpp | 4 ++--", "\x1b[2m")
        at(19, 2, " 1 file changed, 2 insertions(+), 2 deletions(-)", "\x1b[2m")
        at(23, 0, " ↑/↓ select   Enter: diff   q: quit", "\x1b[2m")
        cursor()
        flush()

    draw()
    for k in keys():
        if k is None:
            continue
        if k == "q":
            break
        if k in ("down", "j"):
            st["sel"] = min(st["sel"] + 1, len(COMMITS) - 1)
        elif k in ("up", "k"):
            st["sel"] = max(st["sel"] - 1, 0)
        draw()
    leave_screen()


def main():
    tool = sys.argv[1] if len(sys.argv) > 1 else ""
    prog = {"gorss": gorss, "hangups": hangups, "poshredis": poshredis,
            "gitdiff": gitdiff, "gitlog": gitlog}.get(tool)
    if prog is None:
        sys.stderr.write("usage: threehundredtwentyfourth_tui.py gorss|hangups|poshredis|gitdiff|gitlog\n")
        return 2
    old = termios.tcgetattr(0)
    if tool != "hangups":
        tty.setraw(0)
    try:
        prog()
    finally:
        termios.tcsetattr(0, termios.TCSADRAIN, old)
    return 0


if __name__ == "__main__":
    sys.exit(main())
