#!/usr/bin/env python3
"""The threehundredseventh set's imitations of read-only viewers.

One viewer, named by the first argument, drawing what the real program
draws (its words, layout, colours, reverse video, cursor, alternate
screen or not) at its moments, from its documentation and published
screenshots as known: browsh (Browsh's text browser: a tab bar, a URL
bar, a page; arrows, PgDn and End scroll, ctrl-l edits the URL),
keifu (a Ratatui git commit graph: a commit list, its detail, a file's
diff, a help popup), xtail (Debian's xtail following growing logs on the
main screen, its list of recently changed files on ctrl-c) and qsv
(`qsv table stations.csv | less -S`: an aligned table paged by less,
its search row and help). Keys are read raw, one at a time, not echoed.
Debian's python3 and its standard library only.
"""
import os
import re
import sys
import termios
import time
import tty

W = sys.stdout.write
ROWS, COLS = 24, 80
BOLD, DIM, UL, REV, OFF = "\x1b[1m", "\x1b[2m", "\x1b[4m", "\x1b[7m", "\x1b[0m"
ANSI = re.compile(r"\x1b\[[0-9;]*m")


def fg(n):
    return "\x1b[38;5;%dm" % n


def bg(n):
    return "\x1b[48;5;%dm" % n


def visible(s):
    return len(ANSI.sub("", s))


def pad(s, n):
    return s + " " * max(n - visible(s), 0)


def cut(s, n):
    out, w, i = "", 0, 0
    while i < len(s) and w < n:
        m = ANSI.match(s, i)
        if m:
            out += m.group(0)
            i = m.end()
            continue
        out += s[i]
        w += 1
        i += 1
    return out + OFF


def at(r, c, s):
    W("\x1b[%d;%dH%s" % (r + 1, c + 1, s))


class Raw:
    def __enter__(self):
        self.fd = sys.stdin.fileno()
        self.old = termios.tcgetattr(self.fd)
        tty.setraw(self.fd)
        return self

    def __exit__(self, *a):
        termios.tcsetattr(self.fd, termios.TCSADRAIN, self.old)

    def key(self):
        b = os.read(self.fd, 1)
        if b == b"\x1b":
            import select
            seq = b""
            while select.select([self.fd], [], [], 0.05)[0]:
                seq += os.read(self.fd, 1)
                if seq[-1:].isalpha() or seq[-1:] == b"~":
                    break
            return {b"[A": "up", b"[B": "down", b"[5~": "pgup", b"[6~": "pgdn",
                    b"[F": "end", b"[4~": "end", b"OF": "end", b"[H": "home",
                    b"": "esc"}.get(seq, "esc")
        return b.decode("latin-1")


# ---------------------------------------------------------------- browsh

PAGE = """Relay: a small mail relay for teams

Relay accepts mail from the programs of a team and hands it on to the
team's provider, retrying with backoff when the provider is slow. It
keeps a queue on disk, so a restart loses nothing.

Contents
  1. Installing            4. Retries and backoff
  2. Configuration         5. Monitoring
  3. Running the relay     6. Frequently asked questions

1. Installing

Download the release for your system from the releases page, unpack it
and put the relay binary on your PATH. Relay needs no database; the
queue is a directory of files under /var/spool/relay.

2. Configuration

Relay reads /etc/relay/relay.toml at start. The smallest file names the
provider and the address to listen on:

    listen   = "127.0.0.1:2525"
    provider = "smtp.example.net:587"
    user     = "relay@example.org"

Every key can also be given by an environment variable of its name in
capitals with RELAY_ in front, RELAY_LISTEN for example.

3. Running the relay

Start it with `relay serve`. It logs one line a message to standard
error: the message id, its size and where it went. Stop it with SIGTERM;
it finishes the message in hand first.

4. Retries and backoff

A message the provider refuses for a while (a 4xx reply) stays queued
and is tried again after 30 seconds, then a minute, two, four and so on
up to an hour. After three days it is bounced back to its sender with
the provider's last reply.

5. Monitoring

`relay status` prints the queue's length, the oldest message's age and
the provider's last reply. A /metrics page serves the same numbers to
Prometheus when metrics = true is set.

6. Frequently asked questions

Does Relay sign mail? No: leave DKIM to your provider.
Can it relay to two providers? Not yet; see issue 41.
Where is the queue? /var/spool/relay, one file a message.

Relay is free software under the MIT licence. Last updated 3 May 2026.""".split("\n")

LINKS = ("releases page", "issue 41", "Prometheus", "Installing", "Configuration",
         "Running the relay", "Retries and backoff", "Monitoring",
         "Frequently asked questions")


def browsh():
    url = "https://relay.example.org/docs/"
    lines = []
    for ln in PAGE:
        s = ln
        for l in LINKS:
            if l in s and not s.startswith(("1.", "2.", "3.", "4.", "5.", "6.")):
                s = s.replace(l, fg(39) + UL + l + OFF, 1)
        if ln and ln[0].isdigit() and ln[1] == ".":
            s = BOLD + ln + OFF
        if ln.startswith("Relay: a small"):
            s = BOLD + "\x1b[38;5;231m" + ln + OFF
        lines.append("  " + s)
    body = ROWS - 2
    top = 0
    editing = None
    W("\x1b[?1049h\x1b[?1000h\x1b[?1006h\x1b[?25l")

    def draw():
        W("\x1b[H\x1b[2J")
        tabs = bg(231) + fg(16) + " Relay — documentation " + OFF + bg(244) + fg(16) + " x " + OFF
        at(0, 0, pad(tabs, COLS))
        if editing is None:
            at(1, 0, bg(252) + fg(16) + pad(" " + url, COLS) + OFF)
        else:
            at(1, 0, bg(231) + fg(16) + pad(" " + editing, COLS) + OFF)
        for r in range(body):
            i = top + r
            if i < len(lines):
                at(2 + r, 0, cut(lines[i], COLS))
        if editing is not None:
            W("\x1b[?25h")
            at(1, 1 + len(editing), "")
        else:
            W("\x1b[?25l")
        sys.stdout.flush()

    last = max(len(lines) - body, 0)
    draw()
    with Raw() as k:
        while True:
            c = k.key()
            if editing is not None:
                if c == "\r":
                    url = editing
                    editing = None
                elif c == "esc":
                    editing = None
                elif c in ("\x7f", "\x08"):
                    editing = editing[:-1]
                elif len(c) == 1 and c >= " ":
                    editing += c
                draw()
                continue
            if c in ("\x11", "\x03"):
                break
            if c == "down":
                top = min(top + 1, last)
            elif c == "up":
                top = max(top - 1, 0)
            elif c == "pgdn":
                top = min(top + body, last)
            elif c == "pgup":
                top = max(top - body, 0)
            elif c == "end":
                top = last
            elif c == "home":
                top = 0
            elif c == "\x0c":
                editing = ""
            draw()
    W("\x1b[?1000l\x1b[?1006l\x1b[?25h\x1b[?1049l")
    sys.stdout.flush()


# ----------------------------------------------------------------- keifu

COMMITS = [
    ("●", "main", "2026-05-03", "Ana Ruiz", "4f1c2ab", "ledger: stop retrying when the context ends"),
    ("│ ●", "feat/backoff", "2026-05-02", "Tomás Pe", "9a7e310", "retry: cap the backoff at an hour"),
    ("│ ●", "", "2026-05-02", "Tomás Pe", "c03d5e1", "retry: jitter the delay"),
    ("●─╯", "", "2026-05-01", "Ana Ruiz", "77b2d90", "queue: fsync the spool directory"),
    ("●", "", "2026-04-29", "Li Wen", "e5a4c18", "docs: monitoring and /metrics"),
    ("● ", "v0.4.0", "2026-04-28", "Ana Ruiz", "1d9f8a3", "release 0.4.0"),
    ("│ ●", "fix/tls", "2026-04-27", "Li Wen", "b8c6e02", "smtp: verify the provider's name"),
    ("●─╯", "", "2026-04-26", "Ana Ruiz", "3e0a7f5", "config: RELAY_ variables"),
    ("●", "", "2026-04-24", "Tomás Pe", "a61d4b9", "serve: finish the message in hand"),
    ("●", "", "2026-04-22", "Ana Ruiz", "0c5b2e7", "initial import"),
]

DETAILS = {
    0: ("ledger: stop retrying when the context ends",
        ["Post returned only after the last retry even when its context",
         "was cancelled; it now returns ctx.Err() at once."],
        [("internal/ledger/retry.go", 9, 3), ("internal/ledger/retry_test.go", 24, 0)]),
    1: ("retry: cap the backoff at an hour",
        ["The delay doubled without bound; it stops at an hour now."],
        [("internal/retry/backoff.go", 4, 1), ("docs/retries.md", 2, 2)]),
}

DIFF = """@@ -41,13 +41,19 @@ func (l *Ledger) Post(ctx context.Context, e Entry) error {
 	delay := l.base
 	for attempt := 0; ; attempt++ {
 		err := l.store.Put(e)
 		if err == nil {
 			return nil
 		}
-		if attempt == l.max {
+		if attempt == l.max || !retryable(err) {
 			return err
 		}
-		time.Sleep(delay)
+		select {
+		case <-ctx.Done():
+			return ctx.Err()
+		case <-time.After(delay):
+		}
 		delay *= 2
+		if delay > l.cap {
+			delay = l.cap
+		}
 	}
 }
 
@@ -88,6 +94,9 @@ func retryable(err error) bool {
 	var te interface{ Temporary() bool }
 	if errors.As(err, &te) {
 		return te.Temporary()
 	}
+	if errors.Is(err, context.DeadlineExceeded) {
+		return false
+	}
 	return true
 }""".split("\n")

COLOURS = [39, 213, 213, 39, 39, 39, 114, 39, 39, 39]


def box(r, c, h, w, title, colour):
    at(r, c, fg(colour) + "┌" + title + "─" * (w - 2 - visible(title)) + "┐" + OFF)
    for i in range(1, h - 1):
        at(r + i, c, fg(colour) + "│" + OFF)
        at(r + i, c + w - 1, fg(colour) + "│" + OFF)
    at(r + h - 1, c, fg(colour) + "└" + "─" * (w - 2) + "┘" + OFF)


def keifu():
    sel = 0
    view = "log"
    dtop = 0
    W("\x1b[?1049h\x1b[?25l\x1b[?1000h\x1b[?1006h")

    def draw_log():
        box(0, 0, 13, COLS, " Commits (~/relay) ", 75)
        for i, (g, br, date, who, h, msg) in enumerate(COMMITS[:11]):
            label = (fg(16) + bg(114) + " " + br + " " + OFF + " ") if br else ""
            graph = fg(COLOURS[i]) + pad(g, 4) + OFF
            row = graph + " " + label + msg
            tail = DIM + date + " " + pad(who, 8) + " " + OFF + fg(178) + h + OFF
            space = COLS - 2 - visible(row) - visible(tail) - 1
            line = row + " " * max(space, 1) + tail
            if i == sel:
                line = REV + ANSI.sub("", line) + OFF
            at(1 + i, 1, cut(line, COLS - 2))
        box(13, 0, 10, COLS, " Detail ", 244)
        title, body, files = DETAILS.get(sel, (COMMITS[sel][5], [], [("README.md", 1, 1)]))
        g, br, date, who, h, msg = COMMITS[sel]
        at(14, 2, fg(178) + "commit " + h + "0d3e6f9b21c4a8e5d7f0b9a6" + OFF)
        at(15, 2, "Author: " + who + "   Date: " + date)
        at(16, 2, BOLD + title + OFF)
        r = 17
        for b in body[:2]:
            at(r, 2, b)
            r += 1
        for f, add, rem in files[:3]:
            at(r, 2, pad(f, 40) + fg(114) + "+%d" % add + OFF + " " + fg(203) + "-%d" % rem + OFF)
            r += 1
        at(23, 0, DIM + " j/k move  enter diff  c checkout  b branch  f fetch  / search  ? help  q quit" + OFF)

    def draw_diff():
        name = "internal/ledger/retry.go"
        box(0, 0, 23, COLS, " " + name + " (4f1c2ab) ", 75)
        for r in range(21):
            i = dtop + r
            if i >= len(DIFF):
                break
            d = DIFF[i].replace("\t", "    ")
            if d.startswith("@@"):
                s = fg(75) + d + OFF
            elif d.startswith("+"):
                s = fg(114) + d + OFF
            elif d.startswith("-"):
                s = fg(203) + d + OFF
            else:
                s = d
            at(1 + r, 1, cut(s, COLS - 2))
        at(23, 0, DIM + " j/k scroll  ctrl-d/ctrl-u half page  n next file  esc/q back" + OFF)

    def draw_help():
        draw_log()
        keys = [("j / ↓", "move down"), ("k / ↑", "move up"), ("g / G", "first / last commit"),
                ("enter", "show the diff of a file"), ("c", "checkout the branch"),
                ("b", "create a branch here"), ("d", "delete a branch"), ("f", "fetch"),
                ("/", "search branches"), ("?", "toggle this help"), ("q", "quit")]
        r0, c0, w = 4, 18, 44
        box(r0, c0, len(keys) + 2, w, " Help ", 178)
        for i, (k, d) in enumerate(keys):
            at(r0 + 1 + i, c0 + 1, " " + fg(178) + pad(k, 8) + OFF + pad(d, w - 11))

    def draw():
        W("\x1b[H\x1b[2J")
        {"log": draw_log, "diff": draw_diff, "help": draw_help}[view]()
        sys.stdout.flush()

    draw()
    with Raw() as k:
        while True:
            c = k.key()
            if view == "help":
                if c in ("?", "esc", "q"):
                    view = "log"
            elif view == "diff":
                if c in ("esc", "q"):
                    view = "log"
                elif c in ("j", "down"):
                    dtop = min(dtop + 1, len(DIFF) - 21)
                elif c in ("k", "up"):
                    dtop = max(dtop - 1, 0)
                elif c == "\x04":
                    dtop = min(dtop + 10, len(DIFF) - 21)
            else:
                if c in ("q", "\x03"):
                    break
                if c in ("j", "down"):
                    sel = min(sel + 1, len(COMMITS) - 1)
                elif c in ("k", "up"):
                    sel = max(sel - 1, 0)
                elif c == "\r":
                    view, dtop = "diff", 0
                elif c == "?":
                    view = "help"
            draw()
    W("\x1b[?1000l\x1b[?1006l\x1b[?25h\x1b[?1049l")
    sys.stdout.flush()


# ----------------------------------------------------------------- xtail

FEED = [
    ("/var/log/relay/relay.log", [
        "2026-05-03T09:41:02Z msg=7f3a21 size=4.1kB to=smtp.example.net status=sent",
        "2026-05-03T09:41:05Z msg=7f3a22 size=812B to=smtp.example.net status=sent",
        "2026-05-03T09:41:09Z msg=7f3a23 size=22kB to=smtp.example.net status=deferred (421 try later)",
    ]),
    ("/var/log/relay/access.log", [
        "127.0.0.1 - - [03/May/2026:09:41:11 +0000] \"GET /metrics HTTP/1.1\" 200 1843",
        "127.0.0.1 - - [03/May/2026:09:41:26 +0000] \"GET /metrics HTTP/1.1\" 200 1843",
    ]),
    ("/var/log/relay/relay.log", [
        "2026-05-03T09:41:39Z msg=7f3a23 size=22kB to=smtp.example.net status=sent (retry 1)",
        "2026-05-03T09:41:40Z msg=7f3a24 size=3.3kB to=smtp.example.net status=sent",
    ]),
]


def xtail():
    fd = sys.stdin.fileno()
    old = termios.tcgetattr(fd)
    new = termios.tcgetattr(fd)
    new[3] &= ~termios.ECHO
    termios.tcsetattr(fd, termios.TCSADRAIN, new)
    import signal
    changed = {}

    def listing(*_):
        W("\n*** recently changed files ***\n")
        for i, (name, when) in enumerate(sorted(changed.items(), key=lambda x: -x[1])):
            W("%4d  %s  %s\n" % (i + 1, time.strftime("%a %b %d %H:%M:%S", time.gmtime(1777801300 + when)), name))
        W("currently watching:  4 files  1 dirs  0 unknown entries\n")
        sys.stdout.flush()
        quiet[0] = time.time() + 1.5

    quiet = [0]
    signal.signal(signal.SIGINT, listing)
    last = None
    t = 0
    feed = list(FEED)
    try:
        while True:
            time.sleep(1.2)
            t += 1
            if time.time() < quiet[0] or not feed:
                if not feed:
                    time.sleep(30)
                continue
            name, lines = feed.pop(0)
            if name != last:
                W("\n*** %s ***\n" % name)
                last = name
            for ln in lines:
                W(ln + "\n")
            changed[name] = t
            sys.stdout.flush()
            if len(feed) == 1:
                time.sleep(4)
    except KeyboardInterrupt:
        pass
    finally:
        termios.tcsetattr(fd, termios.TCSADRAIN, old)


# ------------------------------------------------------------- qsv | less

HELP = """
                   SUMMARY OF LESS COMMANDS

      Commands marked with * may be preceded by a number, N.
      Notes in parentheses indicate the behavior if N is given.
      A key preceded by a caret indicates the Ctrl key; thus ^K is ctrl-K.

  h  H                 Display this help.
  q  :q  Q  :Q  ZZ     Exit.
 ---------------------------------------------------------------------------

                           MOVING

  e  ^E  j  ^N  CR  *  Forward  one line   (or N lines).
  y  ^Y  k  ^K  ^P  *  Backward one line   (or N lines).
  f  ^F  ^V  SPACE  *  Forward  one window (or N lines).
  b  ^B  ESC-v      *  Backward one window (or N lines).
  z                 *  Forward  one window (and set window to N).
  w                 *  Backward one window (and set window to N).
  ESC-SPACE         *  Forward  one window, but don't stop at end-of-file.
  d  ^D             *  Forward  one half-window (and set half-window to N).
  u  ^U             *  Backward one half-window (and set half-window to N).
  ESC-)  RightArrow *  Right one half screen width (or N positions).
  ESC-(  LeftArrow  *  Left  one half screen width (or N positions).
  ESC-}  ^RightArrow   Right to last column displayed.
  ESC-{  ^LeftArrow    Left  to first column.
  F                    Forward forever; like "tail -f".
  ESC-F                Like F but stop when search pattern is found.
  r  ^R  ^L            Repaint screen.
  R                    Repaint screen, discarding buffered input.
        ---------------------------------------------------
        Default "eval" command is "less" with no args.
                           SEARCHING

  /pattern          *  Search forward for (N-th) matching line.
  ?pattern          *  Search backward for (N-th) matching line.
  n                 *  Repeat previous search (for N-th occurrence).
  N                 *  Repeat previous search in reverse direction.
""".split("\n")[1:]

TOWNS = ["Lisboa", "Porto", "Faro", "Braga", "Coimbra", "Évora", "Aveiro", "Viseu", "Leiria", "Setúbal",
         "Guarda", "Beja", "Sines", "Tavira", "Lagos", "Tomar", "Chaves", "Elvas", "Peniche", "Nazaré"]


def table():
    rows = [["station", "town", "lat", "lon", "elev_m", "opened", "status"]]
    for i in range(60):
        town = TOWNS[(i * 7) % len(TOWNS)]
        rows.append(["ST%03d" % (i + 1), town, "%.4f" % (37.0 + (i * 37 % 50) / 17.0),
                     "%.4f" % (-9.4 + (i * 13 % 40) / 13.0), str((i * 97) % 900),
                     "20%02d-%02d-%02d" % (1 + i % 24, 1 + i % 12, 1 + (i * 3) % 28),
                     ("active", "active", "retired", "active", "maintenance")[i % 5]])
    widths = [max(len(r[c]) for r in rows) for c in range(len(rows[0]))]
    return ["  ".join(r[c].ljust(widths[c]) for c in range(len(r))).rstrip() for r in rows]


def qsv():
    lines = table()
    fd = sys.stdin.fileno()
    old = termios.tcgetattr(fd)
    tty.setraw(fd)
    W("\x1b[?1049h")
    page = ROWS - 1
    top = 0
    view = lines
    saved = 0

    def draw(p):
        W("\x1b[H\x1b[2J")
        for r in range(page):
            W(cut(view[top + r], COLS) if top + r < len(view) else "~")
            W("\r\n")
        W(p)
        sys.stdout.flush()

    def status():
        if view is HELP:
            if top + page >= len(view):
                return REV + "HELP -- END -- Press g to see it again, or q when done" + OFF
            return REV + "HELP -- Press RETURN for more, or q when done" + OFF
        if top + page >= len(view):
            return REV + "(END)" + OFF
        return ":"

    draw(status())
    try:
        while True:
            b = os.read(fd, 1)
            if b in (b"q", b"Q"):
                if view is HELP:
                    view, top = lines, saved
                    draw(status())
                    continue
                break
            if b in (b" ", b"f", b"\x06"):
                top = min(top + page, max(len(view) - page, 0))
            elif b in (b"j", b"\r", b"e"):
                top = min(top + 1, max(len(view) - page, 0))
            elif b in (b"k", b"y"):
                top = max(top - 1, 0)
            elif b == b"G":
                top = max(len(view) - page, 0)
            elif b == b"g":
                top = 0
            elif b in (b"h", b"H") and view is not HELP:
                saved = top
                view, top = HELP, 0
            elif b == b"/":
                W("\r\x1b[K/")
                sys.stdout.flush()
                typed = ""
                while True:
                    c = os.read(fd, 1)
                    if c in (b"\r", b"\n"):
                        break
                    if c == b"\x03":
                        typed = None
                        break
                    if c in (b"\x7f", b"\x08"):
                        typed = typed[:-1]
                    elif c >= b" ":
                        typed += c.decode("utf-8", "replace")
                    W("\r\x1b[K/" + typed)
                    sys.stdout.flush()
                if typed:
                    for i in range(top + 1, len(view)):
                        if typed in view[i]:
                            top = min(i, max(len(view) - page, 0))
                            break
                    hl = [l.replace(typed, REV + typed + OFF) for l in view]
                    view = hl if view is lines else view
                    lines = hl if view is hl else lines
            draw(status())
    finally:
        W("\x1b[?1049l")
        sys.stdout.flush()
        termios.tcsetattr(fd, termios.TCSADRAIN, old)


if __name__ == "__main__":
    {"browsh": browsh, "keifu": keifu, "xtail": xtail, "qsv": qsv}[sys.argv[1]]()
