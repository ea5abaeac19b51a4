"""One program imitated, named by the first argument: a fixture of
agentty's hundredninetyfifth set, whose screens were never used to tune
the mode classifier. Each draws, with curses on the alternate screen,
what a terminal viewer of a text no file named on its command line
gives it draws: a README viewer, a JSON explorer and a JSON filter, a
log follower, a diff viewer and a folder tree explorer. Runs with
Debian's python3 and its standard library only."""

import curses
import json
import os
import sys
import textwrap

README = """# relayd

A small relay for metrics and logs, written to sit between an
application and its collector.

## Install

    cargo install relayd

Or download a release binary and put it on your PATH.

## Usage

    relayd --listen 0.0.0.0:9100 --upstream collector:4317

The relay buffers up to 64 MiB of records while the upstream is
down, then replays them in order.

## Configuration

Settings are read from `relayd.toml` in the working directory:

- `listen`: the address to accept records on
- `upstream`: where records are forwarded
- `buffer`: how much to keep while the upstream is away
- `retry`: seconds between two attempts

## Logging

Logs go to standard error, one JSON object a line. Set
`RUST_LOG=debug` for the relay's own traces.

## Metrics

The relay exposes its counters on `/metrics`: records in, records
out, records dropped and the buffer's size.

## Contributing

Issues and pull requests are welcome. Run `cargo test` before
sending a change, and `cargo fmt` on what you touched.

## License

MIT or Apache-2.0, at your option.
""".splitlines()


def wrapped(lines, width):
    """The document's rows at the pane's width, its paragraphs and items
    reflowed, its code blocks as they are."""
    out, para = [], []

    def flush():
        if para:
            first = para[0]
            ind = "  " if first.startswith("- ") else ""
            out.extend(textwrap.wrap(" ".join(para), width, subsequent_indent=ind))
            para.clear()

    for l in lines:
        if not l.strip() or l.startswith("    ") or l.startswith("#"):
            flush()
            out.append(l[:width])
        elif l.startswith("- "):
            flush()
            para.append(l)
        else:
            para.append(l)
    flush()
    return out


SAMPLE = {
    "name": "relayd",
    "version": "2.4.1",
    "listen": "0.0.0.0:9100",
    "services": [
        {"name": "collector", "host": "10.0.4.12", "port": 4317, "tls": True},
        {"name": "archive", "host": "10.0.4.20", "port": 9000, "tls": False},
        {"name": "alerts", "host": "10.0.4.31", "port": 9093, "tls": True},
    ],
    "buffer": {"size": "64MiB", "retry": 5},
    "tags": ["edge", "eu-west", "canary"],
}


def pretty(v):
    return json.dumps(v, indent=2).splitlines()


def colors():
    curses.start_color()
    try:
        curses.use_default_colors()
        bg = -1
    except curses.error:
        bg = curses.COLOR_BLACK
    curses.init_pair(1, curses.COLOR_CYAN, bg)
    curses.init_pair(2, curses.COLOR_GREEN, bg)
    curses.init_pair(3, curses.COLOR_RED, bg)
    curses.init_pair(4, curses.COLOR_YELLOW, bg)
    curses.init_pair(5, curses.COLOR_BLUE, bg)
    curses.init_pair(6, curses.COLOR_MAGENTA, bg)


def put(scr, y, x, s, attr=0):
    h, w = scr.getmaxyx()
    if y < 0 or y >= h or x >= w:
        return
    s = s[: max(0, w - x - (1 if y == h - 1 else 0))]
    try:
        scr.addstr(y, x, s, attr)
    except curses.error:
        pass


def box(scr, y, x, hh, ww, title="", attr=0):
    put(scr, y, x, "┌" + "─" * (ww - 2) + "┐", attr)
    for i in range(1, hh - 1):
        put(scr, y + i, x, "│", attr)
        put(scr, y + i, x + ww - 1, "│", attr)
    put(scr, y + hh - 1, x, "└" + "─" * (ww - 2) + "┘", attr)
    if title:
        put(scr, y, x + 2, title, attr | curses.A_BOLD)


# markless: a markdown viewer, its contents on the left, the document
# on the right, a status bar at the foot; / opens a search bar, ? a help
# window, q quits.
def markless(scr):
    curses.curs_set(0)
    top, search, helping = 0, None, False
    toc = [l for l in README if l.startswith("#")]
    while True:
        scr.erase()
        h, w = scr.getmaxyx()
        doc = wrapped(README, w - 28)
        body = h - 3
        box(scr, 0, 0, h - 1, 24, " Contents ", curses.color_pair(5))
        for i, l in enumerate(toc[: h - 3]):
            name = l.lstrip("# ")
            ind = "  " if l.startswith("## ") else ""
            put(scr, 1 + i, 2, ind + name, curses.A_REVERSE if i == 0 else 0)
        box(scr, 0, 24, h - 1, w - 24, " README.md ", curses.color_pair(5))
        for i, l in enumerate(doc[top: top + body]):
            a = 0
            if l.startswith("# "):
                a, l = curses.color_pair(6) | curses.A_BOLD, l[2:].upper()
            elif l.startswith("## "):
                a, l = curses.color_pair(1) | curses.A_BOLD, l[3:]
            elif l.startswith("    "):
                a = curses.color_pair(2)
            elif l.startswith("- "):
                l = " • " + l[2:]
            put(scr, 1 + i, 26, l, a)
        pct = top * 100 // max(1, len(doc) - body)
        if search is not None:
            put(scr, h - 1, 0, " " * (w - 1))
            put(scr, h - 1, 0, "Search: " + search)
        else:
            st = " README.md │ Line %d/%d │ %d%% " % (top + 1, len(doc), pct)
            st += " " * (w - 1 - len(st) - 22) + "? help │ q quit "
            put(scr, h - 1, 0, st.ljust(w - 1), curses.A_REVERSE)
        if helping:
            hy, hx, hh, hw = 5, 18, 13, 44
            for i in range(hh):
                put(scr, hy + i, hx, " " * hw)
            box(scr, hy, hx, hh, hw, " Help ", curses.color_pair(4))
            keys = [("j / ↓", "Scroll down"), ("k / ↑", "Scroll up"), ("Space / PgDn", "Page down"),
                    ("g / G", "Top / bottom"), ("t", "Toggle contents"), ("/", "Search"),
                    ("n / N", "Next / previous match"), ("q", "Quit")]
            for i, (k, d) in enumerate(keys):
                put(scr, hy + 2 + i, hx + 3, k.ljust(15), curses.color_pair(1) | curses.A_BOLD)
                put(scr, hy + 2 + i, hx + 18, d)
            put(scr, hy + hh - 2, hx + 3, "Press any key to close")
        if search is not None:
            curses.curs_set(1)
            scr.move(h - 1, 8 + len(search))
        else:
            curses.curs_set(0)
        scr.refresh()
        c = scr.get_wch()
        if helping:
            helping = False
            continue
        if search is not None:
            if c in ("\n", "\r"):
                search = None
            elif c == "\x1b":
                search = None
            elif c in ("\x7f", curses.KEY_BACKSPACE):
                search = search[:-1]
            elif isinstance(c, str):
                search += c
            continue
        if c == "q":
            return
        if c in ("j", curses.KEY_DOWN):
            top = min(top + 1, len(doc) - body)
        elif c in ("k", curses.KEY_UP):
            top = max(top - 1, 0)
        elif c in (" ", curses.KEY_NPAGE):
            top = min(top + body, len(doc) - body)
        elif c == "/":
            search = ""
        elif c == "?":
            helping = True


# ijq: interactive jq (tview): the input and the output side by side,
# the filter field under them, the error view at the foot; Tab moves the
# focus between the filter and the output.
def jq(v, f):
    f = f.strip()
    if f in ("", "."):
        return v
    for part in f.lstrip(".").split("."):
        if not part:
            continue
        idx = None
        if part.endswith("]") and "[" in part:
            part, i = part[:-1].split("[")
            idx = int(i) if i else None
        if part:
            v = v[part]
        if idx is not None:
            v = v[idx]
    return v


def ijq(scr):
    colors()
    filt, focus, otop = ".", "filter", 0
    while True:
        scr.erase()
        h, w = scr.getmaxyx()
        half = w // 2
        ph = h - 6
        fb = curses.color_pair(0)
        box(scr, 0, 0, ph, half, " Input ", curses.color_pair(4) if focus == "input" else 0)
        box(scr, 0, half, ph, w - half, " Output ", curses.color_pair(4) if focus == "output" else 0)
        for i, l in enumerate(pretty(SAMPLE)[: ph - 2]):
            put(scr, 1 + i, 1, l[: half - 2])
        err = ""
        try:
            out = pretty(jq(SAMPLE, filt))
        except Exception:
            out, err = [], "jq: error: %s is not defined or cannot be indexed" % filt
        for i, l in enumerate(out[otop: otop + ph - 2]):
            put(scr, 1 + i, half + 1, l[: w - half - 2])
        box(scr, ph, 0, 3, w, " Filter ", curses.color_pair(4) if focus == "filter" else fb)
        put(scr, ph + 1, 1, filt)
        box(scr, ph + 3, 0, 3, w, " Error ")
        put(scr, ph + 4, 1, err, curses.color_pair(3))
        if focus == "filter":
            curses.curs_set(1)
            scr.move(ph + 1, 1 + len(filt))
        else:
            curses.curs_set(0)
        scr.refresh()
        c = scr.get_wch()
        if c == "\x03":
            return
        if c == "\t":
            focus = {"filter": "output", "output": "input", "input": "filter"}[focus]
        elif focus == "filter":
            if c in ("\x7f", curses.KEY_BACKSPACE):
                filt = filt[:-1]
            elif c in ("\n", "\r"):
                return
            elif isinstance(c, str) and c.isprintable():
                filt += c
            otop = 0
        elif focus == "output":
            if c in ("j", curses.KEY_DOWN):
                otop = min(otop + 1, max(0, len(out) - 1))
            elif c in ("k", curses.KEY_UP):
                otop = max(0, otop - 1)


# jiq: jid with jq's filters: the query on the first row, "[jiq]> ",
# the result under it; Tab shows the keys that complete the query.
def jiq(scr):
    colors()
    q, cands = ".", []
    while True:
        scr.erase()
        h, w = scr.getmaxyx()
        put(scr, 0, 0, "[jiq]> ", curses.A_BOLD)
        put(scr, 0, 7, q)
        try:
            v = jq(SAMPLE, q.rstrip("."))
            out = pretty(v)
        except Exception:
            v, out = None, ["null"]
        row = 1
        if cands:
            put(scr, 1, 0, " ".join(cands), curses.color_pair(5) | curses.A_REVERSE)
            row = 2
        for i, l in enumerate(out[: h - row]):
            put(scr, row + i, 0, l, curses.color_pair(1) if l.strip().startswith('"') and ":" in l else 0)
        scr.move(0, 7 + len(q))
        scr.refresh()
        c = scr.get_wch()
        if c in ("\x03", "\x1b"):
            return
        if c in ("\n", "\r"):
            return
        if c == "\t":
            cands = list(v.keys()) if isinstance(v, dict) else []
        elif c in ("\x7f", curses.KEY_BACKSPACE):
            q, cands = q[:-1], []
        elif isinstance(c, str) and c.isprintable():
            q, cands = q + c, []


# logss: standard input split into containers, one a pattern, each with
# its count in its title and the latest lines; ? opens its help.
LOG = [
    ("INFO", "relayd: listening on 0.0.0.0:9100"),
    ("INFO", "upstream collector:4317 connected"),
    ("WARN", "buffer at 61% (39 MiB of 64 MiB)"),
    ("ERROR", "upstream collector:4317: connection reset by peer"),
    ("INFO", "retrying in 5s"),
    ("WARN", "dropped 12 records: buffer full"),
    ("INFO", "upstream collector:4317 connected"),
    ("INFO", "replayed 4812 records"),
    ("ERROR", "archive 10.0.4.20:9000: timeout after 30s"),
    ("INFO", "flushed 1024 records to archive"),
    ("WARN", "slow upstream: 812ms for one batch"),
    ("INFO", "records in 18233, out 18221, dropped 12"),
]


def logss(scr):
    colors()
    curses.curs_set(0)
    helping = False
    pats = [("ERROR", 3), ("WARN", 4), ("INFO", 2)]
    while True:
        scr.erase()
        h, w = scr.getmaxyx()
        ch = (h - 1) // len(pats)
        for n, (p, col) in enumerate(pats):
            lines = ["2026-11-27T15:%02d:%02dZ %-5s %s" % (4 + (i * 11) // 60, (i * 11) % 60, lv, m)
                     for i, (lv, m) in enumerate(LOG) if lv == p]
            box(scr, n * ch, 0, ch, w, " %s (%d) " % (p, len(lines)), curses.color_pair(col))
            for i, l in enumerate(lines[-(ch - 2):]):
                put(scr, n * ch + 1 + i, 1, l[: w - 2])
        put(scr, h - 1, 0, " q: quit  p: pause  z: zoom  c: add container  ?: help ".ljust(w - 1), curses.A_REVERSE)
        if helping:
            hy, hx, hh, hw = 4, 14, 12, 52
            for i in range(hh):
                put(scr, hy + i, hx, " " * hw)
            box(scr, hy, hx, hh, hw, " Help ", curses.color_pair(1))
            for i, (k, d) in enumerate([("q, Esc", "quit"), ("p", "pause or resume the stream"),
                                        ("z", "zoom into the selected container"),
                                        ("c", "add a container for a regex"),
                                        ("Tab", "select the next container"),
                                        ("↑ ↓", "scroll the selected container"), ("?", "show this help")]):
                put(scr, hy + 2 + i, hx + 3, k.ljust(9), curses.A_BOLD)
                put(scr, hy + 2 + i, hx + 13, d)
        scr.refresh()
        c = scr.get_wch()
        if helping:
            helping = False
            continue
        if c in ("q", "\x1b"):
            return
        if c == "?":
            helping = True


# critique: the working tree's diff, file by file, each hunk's rows
# numbered and coloured; Ctrl-P opens a list of the changed files.
DIFF = {
    "src/relay.rs": [
        "@@ -41,12 +41,15 @@ impl Relay {",
        "     pub fn forward(&mut self, batch: Batch) -> Result<()> {",
        "-        self.upstream.send(batch)?;",
        "+        if let Err(e) = self.upstream.send(&batch) {",
        "+            self.buffer.push(batch);",
        "+            return Err(e);",
        "+        }",
        "         self.sent += 1;",
        "         Ok(())",
        "     }",
        " ",
        "     pub fn replay(&mut self) -> Result<usize> {",
        "-        let n = self.buffer.len();",
        "+        let n = self.buffer.drain_into(&mut self.upstream)?;",
        "         info!(\"replayed {n} records\");",
        "         Ok(n)",
        "     }",
        "@@ -88,7 +91,7 @@ impl Relay {",
        "     fn retry_delay(&self) -> Duration {",
        "-        Duration::from_secs(1)",
        "+        Duration::from_secs(self.config.retry)",
        "     }",
        " ",
        "     fn dropped(&self) -> u64 {",
        "         self.dropped",
        "     }",
    ],
    "src/config.rs": [
        "@@ -12,6 +12,8 @@ pub struct Config {",
        "     pub listen: SocketAddr,",
        "     pub upstream: String,",
        "+    #[serde(default = \"default_retry\")]",
        "+    pub retry: u64,",
        " }",
    ],
    "README.md": [
        "@@ -30,4 +30,5 @@ Settings are read from `relayd.toml`:",
        " - `upstream`: where records are forwarded",
        " - `buffer`: how much to keep while the upstream is away",
        "+- `retry`: seconds between two attempts",
    ],
}


def critique(scr):
    colors()
    curses.curs_set(0)
    files = list(DIFF)
    top, picker, sel = 0, False, 0
    rows = []
    for f in files:
        rows.append(("file", f))
        old = new = 0
        for l in DIFF[f]:
            if l.startswith("@@"):
                a, b = l.split(" ")[1:3]
                old, new = int(a[1:].split(",")[0]), int(b[1:].split(",")[0])
                rows.append(("hunk", l))
                continue
            if l.startswith("-"):
                rows.append(("del", "%4d      - %s" % (old, l[1:])))
                old += 1
            elif l.startswith("+"):
                rows.append(("add", "     %4d + %s" % (new, l[1:])))
                new += 1
            else:
                rows.append(("ctx", "%4d %4d   %s" % (old, new, l[1:])))
                old += 1
                new += 1
        rows.append(("ctx", ""))
    while True:
        scr.erase()
        h, w = scr.getmaxyx()
        put(scr, 0, 0, " critique  3 files changed, 13 insertions(+), 4 deletions(-) ".ljust(w), curses.A_REVERSE)
        for i, (k, l) in enumerate(rows[top: top + h - 2]):
            a = {"file": curses.A_BOLD | curses.A_UNDERLINE, "hunk": curses.color_pair(1),
                 "del": curses.color_pair(3), "add": curses.color_pair(2), "ctx": 0}[k]
            put(scr, 1 + i, 0, l, a)
        put(scr, h - 1, 0, " ↑↓ scroll  space page  ctrl+p files  q quit ", curses.A_DIM)
        if picker:
            hy, hx, hw = 6, 20, 40
            for i in range(len(files) + 4):
                put(scr, hy + i, hx, " " * hw)
            box(scr, hy, hx, len(files) + 4, hw, " Select file ", curses.color_pair(4))
            put(scr, hy + 1, hx + 2, "> ", curses.color_pair(4))
            for i, f in enumerate(files):
                put(scr, hy + 2 + i, hx + 2, ("› " if i == sel else "  ") + f.ljust(hw - 6),
                    curses.A_REVERSE if i == sel else 0)
            curses.curs_set(1)
            scr.move(hy + 1, hx + 4)
        else:
            curses.curs_set(0)
        scr.refresh()
        c = scr.get_wch()
        if picker:
            if c == "\x1b":
                picker = False
            elif c == curses.KEY_DOWN:
                sel = min(sel + 1, len(files) - 1)
            elif c == curses.KEY_UP:
                sel = max(sel - 1, 0)
            elif c in ("\n", "\r"):
                picker = False
            continue
        if c == "q":
            return
        if c in ("j", curses.KEY_DOWN):
            top = min(top + 1, len(rows) - 1)
        elif c in (" ", curses.KEY_NPAGE):
            top = min(top + h - 2, len(rows) - 1)
        elif c == "\x10":
            picker = True


# tere: a folder explorer: the current folder on the first row, its
# entries under it, the highlighted one in reverse video; typing
# searches them (the matches highlighted, the cursor on the first), ?
# shows the help, Esc exits printing the folder.
def tere(scr):
    colors()
    curses.curs_set(0)
    entries = ["..", ".cache/", ".config/", "bin/", "docs/", "downloads/", "logs/", "projects/",
               "src/", "tmp/", "long.txt", "notes.txt"]
    cur, query, helping = 0, "", False
    while True:
        scr.erase()
        h, w = scr.getmaxyx()
        put(scr, 0, 0, os.getcwd().ljust(w), curses.A_BOLD | curses.A_UNDERLINE)
        shown = entries
        matches = [e for e in entries if query and query in e.lower()]
        for i, e in enumerate(shown[: h - 2]):
            a = curses.color_pair(5) | curses.A_BOLD if e.endswith("/") or e == ".." else 0
            if query and query in e.lower():
                a = curses.color_pair(4) | curses.A_BOLD
            if i == cur:
                a |= curses.A_REVERSE
            put(scr, 1 + i, 0, e.ljust(w if i == cur else 0), a)
        if query:
            foot = "%s: %d matches" % (query, len(matches))
        else:
            foot = "Type to search, ? for help, Esc to exit"
        put(scr, h - 1, 0, foot.ljust(w - 1), curses.A_REVERSE)
        if helping:
            scr.erase()
            put(scr, 0, 0, "tere help".ljust(w), curses.A_BOLD | curses.A_UNDERLINE)
            rows = [("Action", "Shortcut(s)"), ("Go to parent folder", "Backspace, Alt-←"),
                    ("Enter highlighted folder", "Enter, Alt-→"), ("Move cursor up", "↑, Alt-k"),
                    ("Move cursor down", "↓, Alt-j"), ("Go to home folder", "~"),
                    ("Exit tere", "Esc, Alt-q"), ("Exit without changing folder", "Ctrl-c"),
                    ("Clear search", "Alt-Backspace"), ("Show this help", "?")]
            for i, (a, k) in enumerate(rows):
                put(scr, 2 + i, 2, a.ljust(32) + k, curses.A_BOLD if i == 0 else 0)
            put(scr, h - 1, 0, "Press any key to close help".ljust(w - 1), curses.A_REVERSE)
        scr.refresh()
        c = scr.get_wch()
        if helping:
            helping = False
            continue
        if c in ("\x1b", "\x03"):
            return
        if c == curses.KEY_DOWN:
            cur = min(cur + 1, len(shown) - 1)
        elif c == curses.KEY_UP:
            cur = max(cur - 1, 0)
        elif c == "?":
            helping = True
        elif c in ("\x7f", curses.KEY_BACKSPACE):
            query, cur = query[:-1], 0
        elif isinstance(c, str) and c.isprintable():
            query = query + c
            hits = [i for i, e in enumerate(entries) if query in e.lower()]
            cur = hits[0] if hits else cur


def main():
    prog = {"markless": markless, "ijq": ijq, "jiq": jiq, "logss": logss,
            "critique": critique, "tere": tere}[sys.argv[1]]

    def run(scr):
        colors()
        curses.set_escdelay(25)
        scr.keypad(True)
        prog(scr)

    curses.wrapper(run)


if __name__ == "__main__":
    main()
