#!/usr/bin/python3
"""Imitations of pagers and text viewers for agentty's hundredthirtieth
held-out set: each draws, with curses on the alternate screen as the tool
it imitates does, a file of its own, and answers the keys a person pages
it with (down, space or PgDn, G or End, /, ? or H, q).

    hundredthirtieth_demo.py w3mman|mangl|nerdlog|grv|jsonui|mdr
"""
import curses
import sys

MAN = """LS(1)                            User Commands                           LS(1)

NAME
       ls - list directory contents

SYNOPSIS
       ls [OPTION]... [FILE]...

DESCRIPTION
       List  information  about  the FILEs (the current directory by default).
       Sort entries alphabetically if none of -cftuvSUX nor --sort  is  speci-
       fied.

       Mandatory  arguments  to  long  options are mandatory for short options
       too.

       -a, --all
              do not ignore entries starting with .

       -A, --almost-all
              do not list implied . and ..

       --author
              with -l, print the author of each file

       -b, --escape
              print C-style escapes for nongraphic characters

       --block-size=SIZE
              with -l, scale sizes by SIZE when printing them; e.g.,
              '--block-size=M'; see SIZE format below

       -B, --ignore-backups
              do not list implied entries ending with ~

       -c     with -lt: sort by, and show, ctime (time of last  change  of
              file status information); with -l: show ctime and sort by name;
              otherwise: sort by ctime, newest first

       -C     list entries by columns

       --color[=WHEN]
              color the output WHEN; more info below

       -d, --directory
              list directories themselves, not their contents

AUTHOR
       Written by Richard M. Stallman and David MacKenzie.

REPORTING BUGS
       GNU coreutils online help: <https://www.gnu.org/software/coreutils/>

SEE ALSO
       Full documentation <https://www.gnu.org/software/coreutils/ls>

GNU coreutils 9.1                 September 2022                         LS(1)""".split("\n")

LOG = ["Nov 27 02:%02d:%02d relay-%d api[%d]: %s" % (i // 60 % 60, i % 60, 1 + i % 3, 812 + i % 3,
       ["GET /v1/items 200 12ms", "POST /v1/orders 201 48ms", "cache miss key=user:%d" % i,
        "WARN slow query 812ms table=orders", "GET /healthz 200 1ms", "ERROR upstream timeout after 30s"][i % 6])
       for i in range(0, 400, 7)]

COMMITS = [("a3f9c1e", "2026-11-26", "Ada Lovelace", "parser: accept trailing commas in lists"),
           ("7b21d04", "2026-11-25", "Grace Hopper", "build: pin the toolchain to 1.23"),
           ("c0ffee1", "2026-11-25", "Alan Turing", "docs: explain the relay's config file"),
           ("19e8b7a", "2026-11-24", "Ada Lovelace", "relay: retry a dropped upstream once"),
           ("5d6e7f8", "2026-11-23", "Edsger Dijkstra", "sched: no goto in the run loop"),
           ("e4d3c2b", "2026-11-22", "Barbara Liskov", "store: substitute the old cache"),
           ("0a1b2c3", "2026-11-21", "Grace Hopper", "cli: a --verbose flag"),
           ("9f8e7d6", "2026-11-20", "Ken Thompson", "tests: cover the empty file"),
           ("1234abc", "2026-11-19", "Alan Turing", "relay: log the upstream's status"),
           ("fedcba9", "2026-11-18", "Dennis Ritchie", "io: close files on error"),
           ("abcdef0", "2026-11-17", "Ada Lovelace", "Initial commit")] * 4

JSON = """{
  "name": "relay",
  "version": "1.4.2",
  "private": true,
  "scripts": {
    "build": "tsc -p .",
    "test": "node --test"
  },
  "dependencies": {
    "express": "^4.19.2",
    "pino": "^9.0.0"
  },
  "servers": [
    { "host": "relay-1.example.com", "port": 8080 },
    { "host": "relay-2.example.com", "port": 8080 }
  ]
}""".split("\n")

MD = ["# Relay", "", "A small relay that forwards requests to an upstream and",
      "retries a dropped one once.", "", "## Install", "", "    go install example.com/relay@latest", "",
      "## Usage", "", "Run it with a config file:", "", "    relay -config relay.toml", "",
      "## Configuration", "", "- `listen`: the address to listen on", "- `upstream`: where to forward",
      "- `retries`: how many times to retry (default 1)", "- `timeout`: how long to wait upstream", ""] + \
     ["Paragraph %d of the notes: the relay keeps no state of its own" % i for i in range(1, 40)] + \
     ["", "## License", "", "MIT"]


def main(scr, prog):
    curses.use_default_colors()
    for i, c in enumerate([curses.COLOR_BLUE, curses.COLOR_GREEN, curses.COLOR_YELLOW, curses.COLOR_RED, curses.COLOR_CYAN], 1):
        curses.init_pair(i, c, -1)
    curses.init_pair(6, curses.COLOR_BLACK, curses.COLOR_GREEN)
    curses.init_pair(7, curses.COLOR_WHITE, curses.COLOR_BLUE)
    h, w = scr.getmaxyx()
    top = 0
    mode = "view"  # view, help, search, quit
    query = ""
    lines = {"w3mman": MAN, "mangl": MAN, "nerdlog": LOG, "grv": COMMITS, "jsonui": JSON, "mdr": MD}[prog]
    curses.curs_set(1 if prog in ("w3mman", "mangl") else 0)

    def put(y, x, s, a=0):
        try:
            scr.addnstr(y, x, s, max(0, w - x - 1), a)
        except curses.error:
            pass

    def body_rows():
        return {"w3mman": h - 1, "mangl": h - 1, "nerdlog": h - 6, "grv": h - 3, "jsonui": h - 1, "mdr": h - 1}[prog]

    def draw():
        scr.erase()
        n = body_rows()
        if prog == "w3mman":
            if mode == "help":
                help_rows = ["              w3m help page", "", "Page/Cursor motion:",
                             "  SPC,C-v,PgDn  Forward page", "  b,ESC v,PgUp  Backward page",
                             "  g,M-<,Home    Go to the first line", "  G,M->,End     Go to the last line", "",
                             "Search:", "  /,C-s  Search forward", "  ?,C-r  Search backward",
                             "  n      Search next", "  N      Search previous", "",
                             "Miscellany:", "  q      Quit w3m", "  Q      Quit w3m without confirmation",
                             "  B      Back to the previous buffer"]
                for i, r in enumerate(help_rows[:n]):
                    put(i, 0, r)
                put(h - 1, 0, "Viewing <w3m help page>")
                scr.move(0, 0)
                return
            for i, r in enumerate(lines[top:top + n]):
                put(i, 0, r, curses.A_BOLD if r[:1].isalpha() and r.isupper() else 0)
            if mode == "search":
                put(h - 1, 0, "Forward: " + query)
                scr.move(h - 1, 9 + len(query))
            elif mode == "quit":
                put(h - 1, 0, "Do you want to exit w3m? (y/n)")
                scr.move(h - 1, 31)
            else:
                put(h - 1, 0, "Viewing <man ls>")
                scr.move(0, 0)
        elif prog == "mangl":
            if mode == "help":
                rows = ["mangl - keyboard shortcuts", "", "  j, Down       scroll down one line",
                        "  k, Up         scroll up one line", "  Space, PgDn   scroll down one page",
                        "  b, PgUp       scroll up one page", "  g, Home       go to top", "  G, End        go to bottom",
                        "  /             search", "  n, N          next, previous match", "  Tab           next link",
                        "  Enter         open link", "  Backspace     go back", "  q             quit", "",
                        "Press any key to close this help"]
                for i, r in enumerate(rows):
                    put(i + 2, 4, r, curses.color_pair(7) if i == 0 else 0)
                return
            for i, r in enumerate(lines[top:top + n]):
                put(i, 0, r, curses.A_BOLD if r[:1].isalpha() and r.isupper() else 0)
            pct = min(100, (top + n) * 100 // len(lines))
            if mode == "search":
                put(h - 1, 0, "/" + query)
                scr.move(h - 1, 1 + len(query))
            else:
                put(h - 1, 0, (" ls(1)  line %d/%d  %d%%" % (top + 1, len(lines), pct)).ljust(w - 1), curses.A_REVERSE)
                scr.move(h - 1, w - 1)
        elif prog == "nerdlog":
            put(0, 0, "Edit query: [ ]", curses.A_BOLD)
            put(0, 16, "-1h to now | relay-[1-3] | pattern: (none)")
            put(1, 0, "02:00" + " " * 20 + "02:20" + " " * 20 + "02:40" + " " * 15 + "03:00", curses.color_pair(5))
            put(2, 0, "".join("▁▂▃▅▇▆▄▃▂▁▂▄▆▇▅"[i % 15] for i in range(w - 1)), curses.color_pair(2))
            put(3, 0, "time             host     program  message".ljust(w - 1), curses.A_REVERSE)
            if mode == "help":
                rows = ["Keys:", "  j/k, arrows    move through the logs", "  PgDn/PgUp      page down/up",
                        "  g / G          first / last message", "  /              edit the pattern",
                        "  :              command mode", "  Tab            next widget", "  q, Esc         close",]
                for i, r in enumerate(rows):
                    put(5 + i, 6, r.ljust(50), curses.color_pair(7))
            else:
                for i, r in enumerate(lines[top:top + n]):
                    a = curses.color_pair(4) if "ERROR" in r else curses.color_pair(3) if "WARN" in r else 0
                    mo, day, t, host, pr, msg = r.split(" ", 5)
                    put(4 + i, 0, "%s %s %s  %-8s %-8s %s" % (mo, day, t, host, pr.split("[")[0], msg), a)
            if mode == "search":
                put(h - 2, 0, "pattern: " + query)
            put(h - 1, 0, (" %d/%d msgs | relay-1, relay-2, relay-3 | F1 or ? for help" % (top + 1, len(lines))).ljust(w - 1), curses.color_pair(6))
        elif prog == "grv":
            put(0, 0, " Refs │ Commits │ Diff ".ljust(w - 1), curses.A_REVERSE)
            for i, (sha, d, a, s) in enumerate(lines[top:top + n]):
                put(1 + i, 0, sha, curses.color_pair(3))
                put(1 + i, 8, d, curses.color_pair(1))
                put(1 + i, 19, a.ljust(16), curses.color_pair(2))
                put(1 + i, 36, s, curses.A_REVERSE if i == 0 and mode != "help" else 0)
            if mode == "help":
                rows = ["Help", "", "  j, k      move down, up", "  PgDn, PgUp page down, up", "  gg, G     first, last commit",
                        "  /, ?      search forward, backward", "  Enter     show the commit's diff", "  q         quit"]
                for i, r in enumerate(rows):
                    put(4 + i, 10, r.ljust(44), curses.color_pair(7))
            put(h - 2, 0, (" Commits for branch master (%d/%d)" % (top + 1, len(lines))).ljust(w - 1), curses.A_REVERSE)
            if mode == "search":
                put(h - 1, 0, "/" + query)
                curses.curs_set(1)
                scr.move(h - 1, 1 + len(query))
        elif prog == "jsonui":
            if mode == "help":
                rows = ["jsonui help", "", "  j, Down   move down", "  k, Up     move up", "  Enter     expand / collapse",
                        "  e         expand all", "  c         collapse all", "  y         copy the path", "  h, ?      toggle this help",
                        "  q         quit"]
                for i, r in enumerate(rows):
                    put(3 + i, 15, r.ljust(40), curses.color_pair(7))
            else:
                for i, r in enumerate(lines[top:top + n]):
                    put(i, 0, r, curses.A_REVERSE if i == 0 else 0)
                put(h - 1, 0, "root".ljust(w - 1), curses.A_REVERSE)
        elif prog == "mdr":
            if mode == "help":
                rows = ["Keybindings", "", "  ↑/k      scroll up", "  ↓/j      scroll down", "  pgup/b   page up",
                        "  pgdn/f   page down", "  g/home   go to top", "  G/end    go to bottom", "  ?        toggle help",
                        "  q        quit"]
                for i, r in enumerate(rows):
                    put(2 + i, 4, r)
                return
            for i, r in enumerate(lines[top:top + n]):
                a = curses.color_pair(5) | curses.A_BOLD if r.startswith("#") else curses.color_pair(3) if r.startswith("    ") else 0
                put(i, 0, r, a)
            pct = min(100, (top + n) * 100 // len(lines))
            put(h - 1, 0, ("README.md " + "─" * (w - 20) + " %3d%%" % pct), curses.A_DIM)
        scr.refresh()

    while True:
        draw()
        scr.refresh()
        k = scr.get_wch()
        n = body_rows()
        last = max(0, len(lines) - n)
        if mode == "search":
            if k in ("\n", "\r", curses.KEY_ENTER):
                mode = "view"
            elif k == "\x1b":
                mode = "view"
            elif k in (curses.KEY_BACKSPACE, "\x7f"):
                query = query[:-1]
            elif isinstance(k, str):
                query += k
            continue
        if mode == "quit":
            if k in ("y", "Y"):
                return
            mode = "view"
            continue
        if mode == "help":
            mode = "view"
            continue
        if k in ("j", curses.KEY_DOWN):
            top = min(last, top + 1)
        elif k in (" ", "f", curses.KEY_NPAGE):
            top = min(last, top + n)
        elif k in ("G", curses.KEY_END):
            top = last
        elif k == "/":
            mode, query = "search", ""
        elif k in ("?", "h", "H", curses.KEY_F1):
            mode = "help"
        elif k == "q":
            if prog == "w3mman":
                mode = "quit"
            else:
                return


if __name__ == "__main__":
    curses.wrapper(main, sys.argv[1])
