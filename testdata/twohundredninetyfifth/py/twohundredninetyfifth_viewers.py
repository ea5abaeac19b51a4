"""One terminal pager or viewer imitated, named by the first argument: a
fixture of agentty's twohundredninetyfifth set, whose screens were never
used to tune the mode classifier. Each draws what a viewer that cannot
run here draws (its words, layout, boxes, colours, reverse video, cursor,
the alternate screen) over a document of its kind: notcurses' tfman over
a manual page (its structure browser in the lower right corner), mdterm
over a Markdown README (its status bar, search row, help and table of
contents), goreader over an EPUB chapter (no status row at all), logana
over a log (its title and status bars, its include-filter line and
search row) and tbr over a plain-text book (its status bar, search row,
goto-line box and chapter dialog). Keys are read one at a time, raw, not
echoed. Runs with Debian's python3 and its standard library only
(curses)."""

import curses
import os
import sys
import textwrap

os.environ.setdefault("ESCDELAY", "25")

ENTER = (10, 13, curses.KEY_ENTER)
ESC = 27
TAB = 9
BACKSPACE = (8, 127, curses.KEY_BACKSPACE)

(DEF, YEL, CYAN, GREEN, RED, MAG, BLUE, GREY, BARW, BARC, BARM) = range(1, 12)


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
    curses.init_pair(YEL, curses.COLOR_YELLOW, bg)
    curses.init_pair(CYAN, curses.COLOR_CYAN, bg)
    curses.init_pair(GREEN, curses.COLOR_GREEN, bg)
    curses.init_pair(RED, curses.COLOR_RED, bg)
    curses.init_pair(MAG, curses.COLOR_MAGENTA, bg)
    curses.init_pair(BLUE, curses.COLOR_BLUE, bg)
    grey = 8 if curses.COLORS >= 16 else curses.COLOR_WHITE
    curses.init_pair(GREY, grey, bg)
    curses.init_pair(BARW, curses.COLOR_BLACK, curses.COLOR_WHITE)
    curses.init_pair(BARC, curses.COLOR_BLACK, curses.COLOR_CYAN)
    curses.init_pair(BARM, curses.COLOR_WHITE, curses.COLOR_MAGENTA)


def put(scr, y, x, s, attr=0):
    h, w = scr.getmaxyx()
    if y < 0 or y >= h or x >= w:
        return
    s = s[: max(0, w - x - (1 if y == h - 1 else 0))]
    try:
        scr.addstr(y, x, s, attr)
    except curses.error:
        pass


def bar(scr, y, s, attr):
    h, w = scr.getmaxyx()
    put(scr, y, 0, s.ljust(w), attr)


def box(scr, y, x, hh, ww, title="", attr=0):
    put(scr, y, x, "╭" + "─" * (ww - 2) + "╮", attr)
    for i in range(1, hh - 1):
        put(scr, y + i, x, "│" + " " * (ww - 2) + "│", attr)
    put(scr, y + hh - 1, x, "╰" + "─" * (ww - 2) + "╯", attr)
    if title:
        put(scr, y, x + 2, " " + title + " ", attr | curses.A_BOLD)


# ---------------------------------------------------------------- tfman

MANPAGE = [
    ("h", "TALLY(1)                   General Commands Manual                  TALLY(1)"),
    ("", ""),
    ("s", "NAME"),
    ("", "       tally - count, total and reconcile ledger entries"),
    ("", ""),
    ("s", "SYNOPSIS"),
    ("b", "       tally [-q] [--retry-max N] [--since DATE] LEDGER..."),
    ("", ""),
    ("s", "DESCRIPTION"),
    ("", "       tally reads one or more ledgers, groups their entries by account"),
    ("", "       and prints a total for each, rounded to whole cents. Entries that"),
    ("", "       do not balance are listed after the totals with the line they were"),
    ("", "       read from."),
    ("", ""),
    ("", "       When a ledger is a URL, tally fetches it over HTTPS and retries a"),
    ("", "       failed fetch with an exponential backoff, at most --retry-max"),
    ("", "       times."),
    ("", ""),
    ("s", "OPTIONS"),
    ("b", "       -q, --quiet"),
    ("", "              Print only the grand total."),
    ("", ""),
    ("b", "       --retry-max N"),
    ("", "              Give up on a ledger after N failed fetches (default 5)."),
    ("", ""),
    ("b", "       --since DATE"),
    ("", "              Skip entries dated before DATE (YYYY-MM-DD)."),
    ("", ""),
    ("s", "EXIT STATUS"),
    ("", "       0 when every ledger balances, 1 when one does not, 2 on an error."),
    ("", ""),
    ("s", "FILES"),
    ("", "       ~/.config/tally/accounts.toml"),
    ("", "              The chart of accounts, one table per account."),
    ("", ""),
    ("s", "EXAMPLES"),
    ("", "       Total two months of the household ledger:"),
    ("", ""),
    ("b", "              tally --since 2026-09-01 household.ledger"),
    ("", ""),
    ("s", "BUGS"),
    ("", "       Currencies are never converted; a ledger of two currencies does"),
    ("", "       not balance."),
    ("", ""),
    ("s", "SEE ALSO"),
    ("", "       ledger(1), hledger(1)"),
    ("", ""),
    ("h", "tally 2.4.1                        2026-10-02                       TALLY(1)"),
]


def tfman(scr):
    curses.curs_set(0)
    top, shown = 0, True
    sections = [t for k, t in MANPAGE if k == "s"]
    h, w = scr.getmaxyx()
    while True:
        scr.erase()
        for i in range(h):
            n = top + i
            if n >= len(MANPAGE):
                break
            kind, text = MANPAGE[n]
            attr = curses.A_BOLD if kind in ("s", "h") else 0
            if kind == "b":
                attr = cp(CYAN)
            put(scr, i, 0, text, attr)
        if shown:
            cur = 0
            for n in range(0, min(top + 1, len(MANPAGE))):
                if MANPAGE[n][0] == "s":
                    cur = sections.index(MANPAGE[n][1])
            bh, bw = len(sections) + 2, 18
            by, bx = h - bh, w - bw
            box(scr, by, bx, bh, bw, "", cp(GREY))
            for i, s in enumerate(sections):
                a = curses.A_REVERSE if i == cur else cp(DEF)
                put(scr, by + 1 + i, bx + 1, (" " + s).ljust(bw - 2), a)
        scr.refresh()
        k = scr.getch()
        if k == ord("q"):
            return
        if k in (ord("f"), curses.KEY_NPAGE, ord(" ")):
            top = min(top + h - 1, max(0, len(MANPAGE) - h))
        elif k in (ord("b"), curses.KEY_PPAGE):
            top = max(0, top - (h - 1))
        elif k in (ord("j"), curses.KEY_DOWN):
            top = min(top + 1, max(0, len(MANPAGE) - h))
        elif k in (ord("k"), curses.KEY_UP):
            top = max(0, top - 1)
        elif k == ord("s"):
            shown = not shown


# ---------------------------------------------------------------- mdterm

README = """# Tally

Tally counts, totals and reconciles plain-text ledgers. It reads one or
more ledgers, groups their entries by account and prints a total for
each, rounded to whole cents.

## Installation

- from a release: download `tally-2.4.1-linux-amd64.tar.gz` and unpack it
- with Go: `go install example.org/tally/cmd/tally@latest`
- from source: `make install PREFIX=~/.local`

## Quick start

```sh
tally household.ledger
tally --since 2026-09-01 household.ledger savings.ledger
```

The first line prints one total per account; the second skips entries
dated before September.

## Remote ledgers

A ledger may be a URL. Tally fetches it over HTTPS and retries a failed
fetch with an exponential backoff: 1s, 2s, 4s and so on, at most
`--retry-max` times (5 by default). A fetch that still fails is reported
and its ledger skipped.

## Configuration

| Key            | Default | Meaning                         |
|----------------|---------|---------------------------------|
| currency       | EUR     | The currency totals are shown in |
| round          | cents   | cents or units                  |
| retry_max      | 5       | Fetches tried before giving up  |
| accounts_file  | (none)  | A chart of accounts to check    |

## Exit status

- `0` when every ledger balances
- `1` when one does not
- `2` on an error

## Contributing

Bug reports and patches are welcome. Run `make test` before sending a
patch, and keep each commit to one change.

## Licence

MIT. See LICENSE.
"""


def md_lines(width):
    out = []  # (text, attr-kind, heading)
    heading = ""
    in_code = False
    for raw in README.splitlines():
        if raw.startswith("```"):
            if not in_code:
                out.append(("  ┌" + "─" * (width - 8) + "┐", "code", heading))
            else:
                out.append(("  └" + "─" * (width - 8) + "┘", "code", heading))
            in_code = not in_code
            continue
        if in_code:
            out.append(("  │ " + raw.ljust(width - 9) + "│", "code", heading))
            continue
        if raw.startswith("# "):
            heading = raw[2:]
            out.append(("█ " + raw[2:].upper(), "h1", heading))
            out.append(("━" * (width - 2), "rule", heading))
        elif raw.startswith("## "):
            heading = raw[3:]
            out.append(("▌ " + raw[3:], "h2", heading))
        elif raw.startswith("- "):
            out.append(("  • " + raw[2:].replace("`", ""), "", heading))
        elif raw.startswith("|"):
            if set(raw) <= set("|-"):
                out.append(("  " + raw.replace("|", "┼").replace("-", "─")[1:-1], "table", heading))
            else:
                out.append(("  " + raw.replace("|", "│")[1:-1], "table", heading))
        else:
            out.append((raw.replace("`", ""), "", heading))
    return out


def mdterm(scr):
    curses.curs_set(0)
    h, w = scr.getmaxyx()
    lines = md_lines(w)
    rows = h - 1
    top = 0
    last = max(0, len(lines) - rows)
    headings = [l[0][2:] for l in lines if l[1] in ("h1", "h2")]
    headings[0] = "Tally"
    overlay = None
    toc_sel = 0
    search = None
    while True:
        scr.erase()
        for i in range(rows):
            n = top + i
            if n >= len(lines):
                put(scr, i, 0, "~", cp(GREY))
                continue
            text, kind, _ = lines[n]
            attr = 0
            if kind == "h1":
                attr = cp(MAG) | curses.A_BOLD
            elif kind == "h2":
                attr = cp(CYAN) | curses.A_BOLD
            elif kind == "rule":
                attr = cp(MAG)
            elif kind == "code":
                attr = cp(GREEN)
            elif kind == "table":
                attr = cp(YEL)
            put(scr, i + 0, 1, text, attr)
        pct = 100 if top >= last else int(top * 100 / max(1, last))
        sect = lines[min(top, len(lines) - 1)][2]
        if search is not None:
            bar(scr, h - 1, "", 0)
            put(scr, h - 1, 0, "/" + search, curses.A_BOLD)
        else:
            left = " README.md │ § " + sect
            right = "%3d%%  ? help " % pct
            bar(scr, h - 1, left.ljust(w - len(right)) + right, cp(BARC))
        if overlay == "help":
            keys = [
                ("j / k, ↓ / ↑", "scroll a line"),
                ("Space / PgDn", "page down"),
                ("b / PgUp", "page up"),
                ("g / G", "top / bottom"),
                ("[ / ]", "previous / next heading"),
                ("/", "search (regex)"),
                ("n / N", "next / previous match"),
                ("o", "table of contents"),
                (":", "jump to heading"),
                ("f", "links"),
                ("Y / c", "copy document / code block"),
                ("q", "quit"),
            ]
            bh, bw = len(keys) + 4, 48
            by, bx = (h - bh) // 2, (w - bw) // 2
            box(scr, by, bx, bh, bw, "Keybindings", cp(CYAN))
            for i, (k, d) in enumerate(keys):
                put(scr, by + 1 + i, bx + 2, k.ljust(16), cp(YEL) | curses.A_BOLD)
                put(scr, by + 1 + i, bx + 18, d)
            put(scr, by + bh - 2, bx + 2, "press any key to close", cp(GREY))
        elif overlay == "toc":
            bh, bw = len(headings) + 2, 36
            by, bx = (h - bh) // 2, (w - bw) // 2
            box(scr, by, bx, bh, bw, "Table of Contents", cp(CYAN))
            for i, s in enumerate(headings):
                indent = "" if i == 0 else "  "
                if i == toc_sel:
                    put(scr, by + 1 + i, bx + 1, ("▸ " + indent + s).ljust(bw - 2), curses.A_REVERSE | curses.A_BOLD)
                else:
                    put(scr, by + 1 + i, bx + 1, ("  " + indent + s).ljust(bw - 2))
        if search is not None:
            curses.curs_set(1)
            scr.move(h - 1, 1 + len(search))
        else:
            curses.curs_set(0)
        scr.refresh()
        k = scr.getch()
        if search is not None:
            if k in ENTER or k == ESC:
                search = None
            elif k in BACKSPACE:
                search = search[:-1]
            elif 32 <= k < 127:
                search += chr(k)
            continue
        if overlay == "help":
            overlay = None
            continue
        if overlay == "toc":
            if k in (ord("j"), curses.KEY_DOWN):
                toc_sel = min(toc_sel + 1, len(headings) - 1)
            elif k in (ord("k"), curses.KEY_UP):
                toc_sel = max(toc_sel - 1, 0)
            elif k in ENTER:
                for n, l in enumerate(lines):
                    if l[1] in ("h1", "h2") and headings[toc_sel] in l[0]:
                        top = min(n, last)
                        break
                overlay = None
            elif k in (ESC, ord("o"), ord("q")):
                overlay = None
            continue
        if k == ord("q"):
            return
        if k in (ord(" "), curses.KEY_NPAGE):
            top = min(top + rows, last)
        elif k in (ord("b"), curses.KEY_PPAGE):
            top = max(0, top - rows)
        elif k in (ord("j"), curses.KEY_DOWN):
            top = min(top + 1, last)
        elif k in (ord("k"), curses.KEY_UP):
            top = max(0, top - 1)
        elif k == ord("G"):
            top = last
        elif k == ord("g"):
            top = 0
        elif k == ord("/"):
            search = ""
        elif k == ord("?"):
            overlay = "help"
        elif k == ord("o"):
            overlay, toc_sel = "toc", 0


# ---------------------------------------------------------------- goreader

CHAPTERS = [
    ("I. THE HARBOUR", """The harbour at Kesting was small enough that the harbourmaster knew
every boat by the sound of its engine, and on the morning the Alba came
in without hers he was on the quay before anyone had called him.

She came in on the tide with her sail half reefed and nobody at the
tiller that he could see. He watched her swing on the current, touch the
outer wall with a long scrape of paint, and drift along it towards the
steps as if she had meant to. Then a woman stood up in the cockpit,
coiled a line without hurry and threw it to him.

"Engine's gone," she said. "Somewhere off the Ness. I'd have rowed, but
she's heavy." She stepped onto the steps and looked up at the town,
at the slate roofs and the chapel and the one street climbing between
them, the way people look at a place they have been told about.

He made the line fast and asked her where she had come from. She named
a port three days south, which was possible, and said she had sailed
alone, which was also possible, and said nothing else at all.

By noon everyone in Kesting knew that a stranger had come in on the
Alba. By evening they knew her name was Maren, that she had paid for a
week's mooring in coin, and that she had asked at the post office
whether anyone still lived at the lighthouse on the Ness.

Nobody had lived at the lighthouse for eleven years. The light was
automatic now, serviced twice a year by a boat from the mainland, and
the keeper's cottage beside it had lost its roof in the storm of the
winter the old keeper died. The postmistress told her so. Maren thanked
her, bought a map of the headland, and walked out of the town along the
cliff path with the map folded small in her hand.

She came back after dark. The harbourmaster, who had not been watching
for her, saw her lantern on the path and watched it all the way down.
"""),
    ("II. THE LIGHT ON THE NESS", """The boat from the mainland was not due until spring, and so it was
the harbourmaster who took the key to the lighthouse out of the drawer
where it had lain since the funeral, and the harbourmaster who walked
Maren out along the Ness the next morning to open the door.
"""),
]


def goreader(scr):
    curses.curs_set(0)
    h, w = scr.getmaxyx()
    chap, top = 0, 0

    def chapter_lines(c):
        title, body = CHAPTERS[c]
        out = ["", title, ""]
        for para in body.strip("\n").split("\n\n"):
            out += textwrap.wrap(" ".join(para.split()), w - 2)
            out.append("")
        return out

    while True:
        lines = chapter_lines(chap)
        last = max(0, len(lines) - h)
        scr.erase()
        for i in range(h):
            n = top + i
            if n < len(lines):
                attr = curses.A_BOLD if n == 1 else 0
                put(scr, i, 1, lines[n], attr)
        scr.refresh()
        k = scr.getch()
        if k in (ord("q"), ESC):
            return
        if k in (ord("f"), curses.KEY_NPAGE):
            top = min(top + h, last)
        elif k == ord("b"):
            top = max(0, top - h)
        elif k in (ord("j"), curses.KEY_DOWN):
            top = min(top + 1, last)
        elif k in (ord("k"), curses.KEY_UP):
            top = max(0, top - 1)
        elif k == ord("L") and chap + 1 < len(CHAPTERS):
            chap, top = chap + 1, 0
        elif k == ord("H") and chap > 0:
            chap, top = chap - 1, 0
        elif k == ord("g"):
            top = 0
        elif k == ord("G"):
            top = last


# ---------------------------------------------------------------- logana

def log_lines():
    out = []
    peers = ["10.0.4.11", "10.0.4.12", "10.0.4.19", "10.0.7.3"]
    for i in range(240):
        s = 14 * 60 + i * 7
        ts = "2026-11-28T09:%02d:%02dZ" % (s // 60 % 60, s % 60)
        p = peers[i % 4]
        if i % 17 == 5:
            out.append((ts, "ERROR", "relay: dial %s:7400: connect: connection refused" % p))
        elif i % 13 == 4:
            out.append((ts, "WARN", "relay: fetch ledger peer=%s timeout after 5s, retrying" % p))
        elif i % 5 == 2:
            out.append((ts, "DEBUG", "relay: heartbeat peer=%s rtt=%dms" % (p, 3 + i % 9)))
        else:
            out.append((ts, "INFO", "relay: forwarded %d entries peer=%s" % (10 + i * 3 % 90, p)))
    return out


LEVEL = {"ERROR": RED, "WARN": YEL, "INFO": GREEN, "DEBUG": BLUE}


def logana(scr):
    curses.curs_set(0)
    h, w = scr.getmaxyx()
    everything = log_lines()
    shown = everything
    filters = []
    top, cur = 0, 0
    prompt = None  # ("Include filter: ", text) or ("/", text)
    while True:
        rows = h - 3
        scr.erase()
        title = " logana │ app.log │ logfmt │ %d lines" % len(everything)
        if filters:
            title += " │ include: " + ", ".join(filters)
        bar(scr, 0, title, cp(BARM) | curses.A_BOLD)
        for i in range(rows):
            n = top + i
            if n >= len(shown):
                break
            ts, lvl, msg = shown[n]
            y = 1 + i
            if n == cur:
                bar(scr, y, " %s %-5s %s" % (ts, lvl, msg), curses.A_REVERSE)
                continue
            put(scr, y, 1, ts, cp(GREY))
            put(scr, y, 22, "%-5s" % lvl, cp(LEVEL[lvl]) | curses.A_BOLD)
            put(scr, y, 28, msg)
        mode = "NORMAL" if prompt is None else ("FILTER" if prompt[0] != "/" else "SEARCH")
        status = " %s │ app.log │ line %d/%d%s │ i include  o exclude  / search  ? help" % (
            mode, cur + 1, len(shown), " (filtered)" if filters else "")
        bar(scr, h - 2, status, cp(BARW))
        if prompt is not None:
            put(scr, h - 1, 0, prompt[0] + prompt[1], curses.A_BOLD)
            curses.curs_set(1)
            scr.move(h - 1, len(prompt[0]) + len(prompt[1]))
        else:
            curses.curs_set(0)
        scr.refresh()
        k = scr.getch()
        if prompt is not None:
            label, text = prompt
            if k in ENTER:
                if label != "/" and text:
                    filters.append(text)
                    shown = [l for l in everything if text in l[2]]
                    top = cur = 0
                prompt = None
            elif k == ESC:
                prompt = None
            elif k in BACKSPACE:
                prompt = (label, text[:-1])
            elif 32 <= k < 127:
                prompt = (label, text + chr(k))
            continue
        if k == ord("q"):
            return
        if k in (ord("j"), curses.KEY_DOWN):
            cur = min(cur + 1, len(shown) - 1)
        elif k in (ord("k"), curses.KEY_UP):
            cur = max(cur - 1, 0)
        elif k in (4, curses.KEY_NPAGE):
            cur = min(cur + rows // 2, len(shown) - 1)
        elif k == ord("G"):
            cur = len(shown) - 1
        elif k == ord("i"):
            prompt = ("Include filter: ", "")
        elif k == ord("/"):
            prompt = ("/", "")
        if cur < top:
            top = cur
        elif cur >= top + rows:
            top = cur - rows + 1


# ---------------------------------------------------------------- tbr

BOOK_CHAPTERS = [
    "Chapter 1  The Harbour",
    "Chapter 2  The Light on the Ness",
    "Chapter 3  The Keeper's Log",
    "Chapter 4  Winter Stores",
    "Chapter 5  The Storm",
    "Chapter 6  What the Sea Kept",
]


def tbr_text(w):
    out = []
    for c, title in enumerate(BOOK_CHAPTERS):
        out.append(title)
        out.append("")
        body = CHAPTERS[0][1] if c % 2 == 0 else CHAPTERS[1][1] * 6
        for para in body.strip("\n").split("\n\n"):
            out += ["  " + l for l in textwrap.wrap(" ".join(para.split()), w - 4)]
            out.append("")
    return out


def tbr(scr):
    curses.curs_set(0)
    h, w = scr.getmaxyx()
    lines = tbr_text(w)
    rows = h - 1
    top = 0
    last = max(0, len(lines) - rows)
    dialog = None
    sel = 0
    search = None
    goto = None

    def chapter_at(n):
        c = 0
        for i in range(0, n + 1):
            if lines[i].startswith("Chapter "):
                c = BOOK_CHAPTERS.index(lines[i])
        return c

    while True:
        scr.erase()
        for i in range(rows):
            n = top + i
            if n < len(lines):
                attr = curses.A_BOLD | cp(YEL) if lines[n].startswith("Chapter ") else 0
                put(scr, i, 0, lines[n], attr)
        ch = chapter_at(top)
        if search is not None:
            bar(scr, h - 1, "", 0)
            put(scr, h - 1, 0, "/" + search)
        else:
            st = " kesting.txt │ " + BOOK_CHAPTERS[ch] + " │ line %d/%d " % (top + 1, len(lines))
            bar(scr, h - 1, st, curses.A_REVERSE)
        if dialog == "chapters":
            bh, bw = len(BOOK_CHAPTERS) + 2, 40
            by, bx = (h - bh) // 2, (w - bw) // 2
            box(scr, by, bx, bh, bw, "Select chapter")
            for i, s in enumerate(BOOK_CHAPTERS):
                a = curses.A_REVERSE if i == sel else 0
                put(scr, by + 1 + i, bx + 1, (" " + s).ljust(bw - 2), a)
        elif dialog == "goto":
            bh, bw = 3, 30
            by, bx = (h - bh) // 2, (w - bw) // 2
            box(scr, by, bx, bh, bw, "Goto line")
            put(scr, by + 1, bx + 2, goto)
        if search is not None:
            curses.curs_set(1)
            scr.move(h - 1, 1 + len(search))
        elif dialog == "goto":
            curses.curs_set(1)
            scr.move((h - 3) // 2 + 1, (w - 30) // 2 + 2 + len(goto))
        else:
            curses.curs_set(0)
        scr.refresh()
        k = scr.getch()
        if search is not None:
            if k in ENTER or k == ESC:
                search = None
            elif k in BACKSPACE:
                search = search[:-1]
            elif 32 <= k < 127:
                search += chr(k)
            continue
        if dialog == "goto":
            if k in ENTER:
                if goto.isdigit():
                    top = min(max(0, int(goto) - 1), last)
                dialog = None
            elif k == ESC:
                dialog = None
            elif k in BACKSPACE:
                goto = goto[:-1]
            elif 48 <= k < 58:
                goto += chr(k)
            continue
        if dialog == "chapters":
            if k == curses.KEY_DOWN:
                sel = min(sel + 1, len(BOOK_CHAPTERS) - 1)
            elif k == curses.KEY_UP:
                sel = max(sel - 1, 0)
            elif k in ENTER:
                top = min(lines.index(BOOK_CHAPTERS[sel]), last)
                dialog = None
            elif k in (ESC, ord("q")):
                dialog = None
            continue
        if k == ord("q"):
            return
        if k in (ord(" "), curses.KEY_NPAGE):
            top = min(top + rows, last)
        elif k == curses.KEY_PPAGE:
            top = max(0, top - rows)
        elif k == curses.KEY_DOWN:
            top = min(top + 1, last)
        elif k == curses.KEY_UP:
            top = max(0, top - 1)
        elif k == curses.KEY_END:
            top = last
        elif k == ord("/"):
            search = ""
        elif k == ord("g"):
            dialog, goto = "goto", ""
        elif k == ord("c"):
            dialog, sel = "chapters", chapter_at(top)


def main(scr):
    colours()
    scr.keypad(True)
    curses.raw()
    curses.noecho()
    {"tfman": tfman, "mdterm": mdterm, "goreader": goreader, "logana": logana, "tbr": tbr}[sys.argv[1]](scr)


if __name__ == "__main__":
    curses.wrapper(main)
