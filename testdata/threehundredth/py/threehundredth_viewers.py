"""One read-only viewer imitated, named by the first argument: a fixture
of agentty's threehundredth set, whose screens were never used to tune
the mode classifier. Each draws what a document, e-book, log or blame
viewer that cannot run here draws (its words, layout, rules, colours,
reverse video and cursor) at its moments: a vim-like document reader's
justified page, its progress and its search and command lines; an
e-book pager's title and percentage boxes and its help rows; a log
viewer's lines, current line, status bar, search and filter lines; an
interactive blame's annotated lines, its help, its line jump and a
commit shown. Keys are read one at a time, raw, not echoed. Runs with
Debian's python3 and its standard library only (curses)."""

import curses
import os
import sys
import textwrap

os.environ.setdefault("ESCDELAY", "25")

ENTER = (10, 13, curses.KEY_ENTER)
ESC = 27
BACKSPACE = (8, 127, curses.KEY_BACKSPACE)

(DIM, TITLE, YEL, RED, GRN, CYAN, MAG, BLUE, HL) = range(1, 10)


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
    curses.init_pair(DIM, 8 if curses.COLORS > 8 else curses.COLOR_WHITE, bg)
    curses.init_pair(TITLE, curses.COLOR_MAGENTA, bg)
    curses.init_pair(YEL, curses.COLOR_YELLOW, bg)
    curses.init_pair(RED, curses.COLOR_RED, bg)
    curses.init_pair(GRN, curses.COLOR_GREEN, bg)
    curses.init_pair(CYAN, curses.COLOR_CYAN, bg)
    curses.init_pair(MAG, curses.COLOR_MAGENTA, bg)
    curses.init_pair(BLUE, curses.COLOR_BLUE, bg)
    curses.init_pair(HL, curses.COLOR_BLACK, curses.COLOR_YELLOW)


def put(w, y, x, s, a=0):
    h, wd = w.getmaxyx()
    if y < 0 or y >= h or x >= wd:
        return
    s = s[: max(0, wd - x - (1 if y == h - 1 else 0))]
    try:
        w.addstr(y, x, s, a)
    except curses.error:
        pass


SENTENCES = [
    "The harbour office kept its ledger in a green cloth binding that had faded to grey along the spine.",
    "Every ship that came in was written down twice, once by the clerk and once by the harbourmaster himself.",
    "Nobody could remember why the second entry was needed, but nobody dared to stop making it either.",
    "In the winter of the great storm the two columns began to disagree, first by a barrel and then by a ship.",
    "Marta, who had swept the office floor for eleven years, was the first to notice the difference.",
    "She said nothing at first, because a sweeper who reads the ledger is a sweeper who will soon be looking for work.",
    "But the difference grew, and by the spring it was too large to be anyone's careless hand.",
    "The harbourmaster blamed the tides, the clerk blamed the harbourmaster, and the tides, as usual, said nothing.",
    "It was a foggy Tuesday when the schooner Wren came in with no cargo on her papers and a full hold below.",
    "Marta counted the barrels as they came ashore and wrote the number on the back of her hand.",
]


def book(chapters, paras):
    out = []
    k = 0
    names = ["The Green Ledger", "Two Columns", "The Storm Winter", "Marta Counts",
             "The Schooner Wren", "Fog on Tuesday", "What the Tides Said", "The Last Entry"]
    for c in range(chapters):
        out.append(("h", "Chapter %d. %s" % (c + 1, names[c % len(names)])))
        for p in range(paras):
            n = 3 + (k % 3)
            text = " ".join(SENTENCES[(k + i) % len(SENTENCES)] for i in range(n))
            out.append(("p", text))
            k += 2
    return out


def justify(words, width):
    if len(words) == 1:
        return words[0]
    gaps = len(words) - 1
    room = width - sum(len(x) for x in words)
    s = ""
    for i, x in enumerate(words[:-1]):
        sp = room // gaps + (1 if i < room % gaps else 0)
        s += x + " " * sp
    return s + words[-1]


def hygg_lines(width):
    lines = []
    for kind, text in book(6, 4):
        if kind == "h":
            lines.append(text)
            lines.append("")
            continue
        wrapped = textwrap.wrap(text, width)
        for i, ln in enumerate(wrapped):
            if i < len(wrapped) - 1:
                lines.append(justify(ln.split(), width))
            else:
                lines.append(ln)
        lines.append("")
    return lines


def hygg(w):
    h, wd = w.getmaxyx()
    col = min(70, wd - 4)
    left = (wd - col) // 2
    lines = hygg_lines(col)
    total = len(lines)
    view = h - 2
    offset = 0
    cy = 0
    mode = ""
    buf = ""
    match = None
    curses.curs_set(1)
    while True:
        w.erase()
        for r in range(view):
            i = offset + r
            if i >= total:
                break
            put(w, r, left, lines[i])
            if match and match[0] == i:
                put(w, r, left + match[1], lines[i][match[1]:match[1] + match[2]], cp(HL))
        if mode == "":
            prog = "%d%%" % round(offset / total * 100)
            put(w, h - 2, wd - len(prog) - 2, prog)
            w.move(cy, left)
        else:
            put(w, h - 1, 0, mode + buf)
            w.move(h - 1, len(mode + buf))
        w.refresh()
        k = w.getch()
        if mode:
            if k == ESC:
                mode, buf = "", ""
            elif k in ENTER:
                if mode == "/" and buf:
                    for i in range(offset + 1, total):
                        j = lines[i].find(buf)
                        if j >= 0:
                            match = (i, j, len(buf))
                            offset = min(i, max(0, total - view))
                            cy = i - offset
                            break
                elif mode == ":" and buf.isdigit():
                    offset = min(max(0, int(buf) - 1), max(0, total - view))
                    cy = 0
                mode, buf = "", ""
            elif k in BACKSPACE:
                if buf:
                    buf = buf[:-1]
                else:
                    mode = ""
            elif 32 <= k < 127:
                buf += chr(k)
            continue
        if k in (ord("q"),):
            return
        if k in (ord("j"), curses.KEY_DOWN):
            offset = min(offset + 1, max(0, total - view))
        elif k in (ord("k"), curses.KEY_UP):
            offset = max(offset - 1, 0)
        elif k in (curses.KEY_NPAGE, 4, ord(" ")):
            offset = min(offset + view, max(0, total - view))
        elif k in (curses.KEY_PPAGE, 21):
            offset = max(offset - view, 0)
        elif k == ord("G"):
            offset = max(0, total - view)
            cy = view - 1
        elif k == ord("g"):
            offset = 0
            cy = 0
        elif k in (ord("/"), ord(":"), ord("?")):
            mode, buf = chr(k), ""


def epuppy(w):
    h, wd = w.getmaxyx()
    title = "The Harbour Ledger"
    content = []
    for kind, text in book(2, 3):
        if kind == "h":
            content += [text.upper(), ""]
        else:
            content += textwrap.wrap(text, wd) + [""]
    help_on = False
    hide = False
    offset = 0
    curses.curs_set(0)
    vh = h - 6
    total = len(content)
    while True:
        rows = []
        if not hide:
            tw = len(title) + 2
            rows.append(("╭" + "─" * tw + "╮", TITLE))
            rows.append(("│ " + title + " ├" + "─" * (wd - tw - 3), TITLE))
            rows.append(("╰" + "─" * tw + "╯", TITLE))
        for r in range(vh):
            i = offset + r
            rows.append((content[i] if i < total else "", 0))
        if not hide:
            pct = 100.0 if total <= vh else offset / (total - vh) * 100
            info = "%3.f%%" % pct
            iw = len(info) + 2
            pad = wd - iw - 2
            rows.append((" " * pad + "╭" + "─" * iw + "╮", 0))
            rows.append(("─" * pad + "┤ " + info + " │", 0))
            rows.append((" " * pad + "╰" + "─" * iw + "╯", 0))
        else:
            rows.append(("", 0))
        if help_on:
            rows.append(("", 0))
            hl = [("↑", "move up", "?", "toggle help"), ("↓", "move down", "q", "quit"),
                  ("←", "decrease text width", "h", "toggle ui"), ("→", "increase text width", "", "")]
            for a, b, c, d in hl:
                rows.append(("HELP", (a, b, c, d)))
        rows = rows[-h:]
        w.erase()
        for y, (s, a) in enumerate(rows):
            if s == "HELP":
                ka, kb, kc, kd = a
                put(w, y, 0, ka, curses.A_BOLD)
                put(w, y, 2, kb, cp(DIM))
                if kc:
                    put(w, y, 27, kc, curses.A_BOLD)
                    put(w, y, 29, kd, cp(DIM))
            else:
                put(w, y, 0, s, cp(a) if a else 0)
        w.refresh()
        k = w.getch()
        last = max(0, total - vh)
        if k in (ord("q"), ESC, 3):
            return
        if k == ord("?"):
            help_on = not help_on
        elif k == ord("h"):
            hide = not hide
        elif k in (ord("j"), curses.KEY_DOWN):
            offset = min(offset + 1, last)
        elif k in (ord("k"), curses.KEY_UP):
            offset = max(offset - 1, 0)
        elif k in (ord("f"), ord(" "), curses.KEY_NPAGE):
            offset = min(offset + vh, last)
        elif k in (ord("b"), curses.KEY_PPAGE):
            offset = max(offset - vh, 0)


def log_lines():
    out = []
    svcs = ["api", "worker", "billing", "auth"]
    msgs = [("INFO", "request served path=/v1/ledger status=200 took=12ms"),
            ("INFO", "job picked queue=invoices id=%d"),
            ("DEBUG", "cache hit key=rate:eur:usd"),
            ("WARN", "slow query table=entries took=840ms"),
            ("INFO", "request served path=/v1/accounts status=200 took=9ms"),
            ("ERROR", "upstream timeout host=fx-rates:8443 after=5s"),
            ("INFO", "heartbeat ok peers=3")]
    for i in range(480):
        lvl, m = msgs[(i * 3 + i // 7) % len(msgs)]
        if "%d" in m:
            m = m % (4100 + i)
        s, mi = divmod(i * 7, 60)
        hh, mm = divmod(s, 60)
        out.append(("2025-03-14T%02d:%02d:%02d" % (9 + hh, mm, mi), lvl, svcs[i % 4], m))
    return out


def tailtales(w):
    h, wd = w.getmaxyx()
    allrows = log_lines()
    rows = allrows
    cur = 0
    offset = 0
    mode = ""
    buf = ""
    filt = ""
    search = ""
    view = h - 1
    curses.curs_set(0)
    lc = {"INFO": GRN, "DEBUG": BLUE, "WARN": YEL, "ERROR": RED}
    while True:
        w.erase()
        if cur < offset:
            offset = cur
        if cur >= offset + view:
            offset = cur - view + 1
        for r in range(view):
            i = offset + r
            if i >= len(rows):
                break
            ts, lvl, svc, m = rows[i]
            line = "%s %-5s %-7s %s" % (ts, lvl, svc, m)
            if i == cur:
                put(w, r, 0, line.ljust(wd), curses.A_REVERSE)
            else:
                put(w, r, 0, ts, cp(DIM))
                put(w, r, 20, "%-5s" % lvl, cp(lc[lvl]) | curses.A_BOLD)
                put(w, r, 26, svc, cp(CYAN))
                put(w, r, 34, m)
                if search:
                    j = line.find(search)
                    if j >= 0:
                        put(w, r, j, search, cp(HL))
        if mode:
            put(w, h - 1, 0, (mode + buf).ljust(wd), curses.A_BOLD)
            curses.curs_set(1)
            w.move(h - 1, min(wd - 1, len(mode + buf)))
        else:
            curses.curs_set(0)
            left = " svc.log "
            if filt:
                left += " filter: %s " % filt
            right = " %d/%d " % (cur + 1, len(rows))
            put(w, h - 1, 0, (left + " " * wd)[: wd - len(right)] + right, curses.A_REVERSE)
        w.refresh()
        k = w.getch()
        if mode:
            if k == ESC:
                mode, buf = "", ""
            elif k in ENTER:
                if mode.startswith("Search"):
                    search = buf
                    for i in range(cur + 1, len(rows)):
                        if buf in " ".join(rows[i]):
                            cur = i
                            break
                elif mode.startswith("Filter"):
                    filt = buf
                    rows = [x for x in allrows if buf in " ".join(x)] if buf else allrows
                    cur = 0
                    offset = 0
                mode, buf = "", ""
            elif k in BACKSPACE:
                buf = buf[:-1]
            elif 32 <= k < 127:
                buf += chr(k)
            continue
        if k == ord("q"):
            return
        if k in (ord("j"), curses.KEY_DOWN):
            cur = min(cur + 1, len(rows) - 1)
        elif k in (ord("k"), curses.KEY_UP):
            cur = max(cur - 1, 0)
        elif k == curses.KEY_NPAGE:
            cur = min(cur + view, len(rows) - 1)
        elif k == curses.KEY_PPAGE:
            cur = max(cur - view, 0)
        elif k in (ord("G"), curses.KEY_END):
            cur = len(rows) - 1
        elif k == ord("/"):
            mode, buf = "Search: ", ""
        elif k == ord("f"):
            mode, buf = "Filter: ", ""
        elif k == ord(":"):
            mode, buf = ":", ""


BLAME_SRC = """package ledger

import (
	"context"
	"errors"
	"time"
)

// ErrGiveUp is returned when every retry failed.
var ErrGiveUp = errors.New("ledger: giving up")

// Backoff says how long to wait before try n.
func Backoff(n int) time.Duration {
	d := 100 * time.Millisecond
	for i := 0; i < n; i++ {
		d *= 2
	}
	if d > 5*time.Second {
		d = 5 * time.Second
	}
	return d
}

// Post sends e, retrying on failure.
func Post(ctx context.Context, c *Client, e Entry) error {
	for n := 0; n < c.Tries; n++ {
		err := c.send(ctx, e)
		if err == nil {
			return nil
		}
		select {
		case <-ctx.Done():
			return ctx.Err()
		case <-time.After(Backoff(n)):
		}
	}
	return ErrGiveUp
}

// Round rounds a total to whole cents.
func Round(v float64) int64 {
	if v < 0 {
		return -Round(-v)
	}
	return int64(v*100 + 0.5)
}
""".split("\n")

COMMITS = [
    ("3f9c1e2a", "Dana Okafor", "2023-11-02", "ledger: first cut of the client"),
    ("b71d04c9", "Luis Ferreira", "2024-01-18", "ledger: back off exponentially, cap at 5s"),
    ("e2a8f6d3", "Dana Okafor", "2024-06-30", "ledger: stop retrying when the context ends"),
    ("5c0b9a17", "Priya Raman", "2025-02-11", "ledger: round totals to whole cents"),
]


def blame_of(i):
    if 11 <= i <= 21:
        return COMMITS[1]
    if 30 <= i <= 34:
        return COMMITS[2]
    if i >= 39:
        return COMMITS[3]
    return COMMITS[0]


def iblame(w):
    h, wd = w.getmaxyx()
    src = BLAME_SRC[:-1] if BLAME_SRC[-1] == "" else BLAME_SRC
    total = len(src)
    cur = 0
    offset = 0
    view = h - 1
    screen = "blame"
    num = ""
    curses.curs_set(0)
    while True:
        w.erase()
        if screen == "blame":
            if cur < offset:
                offset = cur
            if cur >= offset + view:
                offset = cur - view + 1
            for r in range(view):
                i = offset + r
                if i >= total:
                    break
                c = blame_of(i)
                head = "%s %-13s %s %4d " % (c[0], c[1], c[2], i + 1)
                body = src[i].replace("\t", "    ")
                if i == cur:
                    put(w, r, 0, (head + body).ljust(wd), curses.A_REVERSE)
                else:
                    put(w, r, 0, c[0], cp(YEL))
                    put(w, r, 9, "%-13s %s" % (c[1], c[2]), cp(CYAN))
                    put(w, r, 34, "%4d " % (i + 1), cp(DIM))
                    put(w, r, len(head), body)
            c = blame_of(cur)
            if num:
                status = "Line: " + num
                put(w, h - 1, 0, status)
                curses.curs_set(1)
                w.move(h - 1, len(status))
            else:
                curses.curs_set(0)
                status = "%d/%d %s %s %s" % (cur + 1, total, c[0], c[1], c[3])
                put(w, h - 1, 0, status.ljust(wd), curses.A_REVERSE)
        elif screen == "help":
            rows = [("h", "Show this help."), ("q", "Quit the program."),
                    ("s", "Show the commit at the current line."),
                    ("c", "Copy the hash of the current line commit to the clipboard."),
                    ("Enter", "Traverse to the parent commit of the commit at the current line."),
                    ("Backspace", "Undo the last Enter key."),
                    ("Up/Down", "Move the current line to the previous/next commit."),
                    ("j/k", "Move the current line by one line."),
                    ("Home/End", "Move to the first/last line."),
                    ("PgUp/PgDown", "Move the current line by one page."),
                    ("Number + Enter", "Go to the line."),
                    ("l", "Show the log of the file.")]
            put(w, 0, 0, "Commands", curses.A_BOLD | curses.A_UNDERLINE)
            for y, (k, d) in enumerate(rows):
                put(w, 2 + y, 2, "%-15s" % k, curses.A_BOLD)
                put(w, 2 + y, 18, d)
            put(w, h - 1, 0, "Press any key to continue".ljust(wd), curses.A_REVERSE)
        else:
            c = blame_of(cur)
            lines = [("commit %se91b0c47d2a6f38c1b5d07e" % c[0], YEL),
                     ("Author: %s <%s@tally.dev>" % (c[1], c[1].split()[0].lower()), 0),
                     ("Date:   %s 16:42:07 +0100" % c[2], 0), ("", 0),
                     ("    " + c[3], 0), ("", 0),
                     ("diff --git a/internal/ledger/retry.go b/internal/ledger/retry.go", curses.A_BOLD),
                     ("--- a/internal/ledger/retry.go", curses.A_BOLD),
                     ("+++ b/internal/ledger/retry.go", curses.A_BOLD),
                     ("@@ -26,9 +26,13 @@ func Post(ctx context.Context, c *Client, e Entry) error {", CYAN),
                     ("         err := c.send(ctx, e)", 0),
                     ("         if err == nil {", 0),
                     ("             return nil", 0),
                     ("         }", 0),
                     ("-        time.Sleep(Backoff(n))", RED),
                     ("+        select {", GRN),
                     ("+        case <-ctx.Done():", GRN),
                     ("+            return ctx.Err()", GRN),
                     ("+        case <-time.After(Backoff(n)):", GRN),
                     ("+        }", GRN),
                     ("     }", 0),
                     ("     return ErrGiveUp", 0)]
            for y, (s, a) in enumerate(lines[:view]):
                put(w, y, 0, s, cp(a) if a in (YEL, RED, GRN, CYAN) else a)
            put(w, h - 1, 0, ("%s  q: back" % c[0]).ljust(wd), curses.A_REVERSE)
        w.refresh()
        k = w.getch()
        if screen == "help":
            screen = "blame"
            continue
        if screen == "commit":
            if k in (ord("q"), ESC):
                screen = "blame"
            continue
        if num:
            if k in ENTER:
                cur = min(max(0, int(num) - 1), total - 1)
                num = ""
            elif k in BACKSPACE:
                num = num[:-1]
            elif k == ESC:
                num = ""
            elif ord("0") <= k <= ord("9"):
                num += chr(k)
            continue
        if k == ord("q"):
            return
        if ord("0") <= k <= ord("9"):
            num = chr(k)
        elif k == ord("j"):
            cur = min(cur + 1, total - 1)
        elif k == ord("k"):
            cur = max(cur - 1, 0)
        elif k == curses.KEY_DOWN:
            c = blame_of(cur)
            i = cur
            while i < total - 1 and blame_of(i) == c:
                i += 1
            cur = i
        elif k == curses.KEY_UP:
            c = blame_of(cur)
            i = cur
            while i > 0 and blame_of(i) == c:
                i -= 1
            cur = i
        elif k in (curses.KEY_END, ord("G")):
            cur = total - 1
        elif k == ord("h"):
            screen = "help"
        elif k == ord("s"):
            screen = "commit"


TOOLS = {"hygg": hygg, "epuppy": epuppy, "tailtales": tailtales, "git-iblame": iblame}


def main():
    if len(sys.argv) < 2 or sys.argv[1] not in TOOLS:
        sys.stderr.write("usage: threehundredth_viewers.py {%s}\n" % ",".join(sorted(TOOLS)))
        sys.exit(2)
    tool = TOOLS[sys.argv[1]]

    def run(w):
        colours()
        w.keypad(True)
        tool(w)

    curses.wrapper(run)


if __name__ == "__main__":
    main()
