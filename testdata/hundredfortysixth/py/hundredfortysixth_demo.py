#!/usr/bin/env python3
"""The hundredfortysixth set's imitations of pagers and viewers.

Each mode draws what the named viewer draws over a file of the set's own
(testdata/hundredfortysixth/files), on the alternate screen with Debian's
python3 curses: tson-like (a JSON tree in a tview frame), helmyaml-like
(helm-yaml-tui: a Textual tree of a rendered chart's YAML documents
beside the YAML), gonzo-like (a table of a gateway's log entries),
revdiff-like (a diff's files beside its coloured hunks), tuicr-like (a
patch reviewed as one coloured column under a header) and wikitui-like
(wiki-tui: an article with its contents beside it). Each pages down on
PgDn or space, opens its help (keys in two columns) on "?" and its
search or filter prompt at the foot on "/".
"""
import curses
import json
import os
import sys

FILES = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "files")


def read(name):
    with open(os.path.join(FILES, name)) as f:
        return f.read().splitlines()


def put(scr, y, x, s, attr=0):
    h, w = scr.getmaxyx()
    if y < 0 or y >= h or x >= w:
        return
    s = s[: max(0, w - x - (1 if y == h - 1 else 0))]
    try:
        scr.addstr(y, x, s, attr)
    except curses.error:
        pass


def box(scr, y, x, h, w, title="", attr=0):
    put(scr, y, x, "┌" + "─" * (w - 2) + "┐", attr)
    for r in range(1, h - 1):
        put(scr, y + r, x, "│" + " " * (w - 2) + "│", attr)
    put(scr, y + h - 1, x, "└" + "─" * (w - 2) + "┘", attr)
    if title:
        put(scr, y, x + 2, title, attr | curses.A_BOLD)


def helpbox(scr, title, pairs, foot=""):
    """A help box over the screen: its keys in two columns."""
    h, w = scr.getmaxyx()
    half = (len(pairs) + 1) // 2
    bh = half + 4 + (1 if foot else 0)
    bw = 66
    y, x = (h - bh) // 2, (w - bw) // 2
    box(scr, y, x, bh, bw, " " + title + " ")
    for i, (k, d) in enumerate(pairs):
        col = 0 if i < half else 1
        r = i if i < half else i - half
        put(scr, y + 2 + r, x + 3 + col * 32, "%-8s" % k, curses.A_BOLD)
        put(scr, y + 2 + r, x + 12 + col * 32, d[:22])
    if foot:
        put(scr, y + bh - 2, x + (bw - len(foot)) // 2, foot, curses.A_DIM)


class Viewer:
    """A viewer's loop: the body pages, "?" opens the help, "/" a prompt."""

    title = ""
    prompt = "/"
    help_title = "Help"
    help_foot = ""
    pairs = []

    def __init__(self, scr):
        self.scr = scr
        self.top = 0
        self.sel = 0
        self.help = False
        self.query = None
        self.pattern = ""

    def rows(self):
        return self.scr.getmaxyx()[0] - 2

    def page(self):
        n = self.rows()
        last = max(0, self.length() - n)
        self.top = min(self.top + n, last)
        self.sel = self.top

    def draw_prompt(self):
        h, w = self.scr.getmaxyx()
        self.scr.move(h - 1, 0)
        self.scr.clrtoeol()
        put(self.scr, h - 1, 0, self.prompt + self.query)
        return h - 1, len(self.prompt + self.query)

    def run(self):
        curses.curs_set(0)
        curses.start_color()
        curses.use_default_colors()
        for c in range(1, 8):
            curses.init_pair(c, c, -1)
        curses.init_pair(8, curses.COLOR_BLACK, curses.COLOR_CYAN)
        curses.init_pair(9, curses.COLOR_WHITE, curses.COLOR_BLUE)
        scr = self.scr
        while True:
            scr.erase()
            self.draw()
            if self.help:
                helpbox(scr, self.help_title, self.pairs, self.help_foot)
            cur = None
            if self.query is not None:
                cur = self.draw_prompt()
            if cur:
                curses.curs_set(1)
                scr.move(*cur)
            else:
                curses.curs_set(0)
            scr.refresh()
            ch = scr.getch()
            if self.query is not None:
                if ch in (10, 13, curses.KEY_ENTER):
                    self.pattern, self.query = self.query, None
                elif ch == 27:
                    self.query = None
                elif ch in (127, 8, curses.KEY_BACKSPACE):
                    self.query = self.query[:-1]
                elif 32 <= ch < 127:
                    self.query += chr(ch)
                continue
            if self.help:
                self.help = False
                continue
            if ch == ord("q"):
                return
            if ch == ord("?"):
                self.help = True
            elif ch == ord("/"):
                self.query = ""
            elif ch in (ord(" "), curses.KEY_NPAGE, 6, 4):
                self.page()
            elif ch in (ord("j"), curses.KEY_DOWN):
                self.sel = min(self.sel + 1, self.length() - 1)
                if self.sel >= self.top + self.rows():
                    self.top += 1
            elif ch in (ord("k"), curses.KEY_UP):
                self.sel = max(self.sel - 1, 0)
                if self.sel < self.top:
                    self.top = self.sel


def flatten(v, key, prefix, last, out, depth=0):
    """tview's tree rows of a JSON value: its key and, for a leaf, value."""
    branch = "" if depth == 0 else prefix + ("└──" if last else "├──")
    if isinstance(v, dict):
        out.append(branch + (key if key else "{object}"))
        items = list(v.items())
    elif isinstance(v, list):
        out.append(branch + key + " [%d]" % len(v))
        items = list(enumerate(v))
    else:
        out.append(branch + "%s: %s" % (key, json.dumps(v)))
        return
    sub = "" if depth == 0 else prefix + ("   " if last else "│  ")
    for i, (k, c) in enumerate(items):
        name = "[%d]" % k if isinstance(k, int) else k
        flatten(c, name, sub, i == len(items) - 1, out, depth + 1)


class Tson(Viewer):
    """A JSON tree in a tview frame titled with the file, its node in reverse."""

    prompt = "filter: "
    help_title = "Keybindings"
    help_foot = "press any key to close"
    pairs = [("j", "move down"), ("k", "move up"), ("h", "collapse node"), ("l", "expand node"),
             ("g", "go to top"), ("G", "go to bottom"), ("ctrl-f", "page down"), ("ctrl-b", "page up"),
             ("H", "collapse all"), ("L", "expand all"), ("/", "filter nodes"), ("e", "edit with $EDITOR"),
             ("y", "copy value"), ("?", "this help"), ("q", "quit"), ("r", "reload file")]

    def __init__(self, scr):
        super().__init__(scr)
        with open(os.path.join(FILES, "fleet.json")) as f:
            self.lines = []
            flatten(json.load(f), "", "", True, self.lines)

    def length(self):
        return len(self.lines)

    def rows(self):
        return self.scr.getmaxyx()[0] - 3

    def draw(self):
        h, w = self.scr.getmaxyx()
        box(self.scr, 0, 0, h - 1, w, " fleet.json ", curses.color_pair(6))
        for r in range(self.rows()):
            i = self.top + r
            if i >= len(self.lines):
                break
            attr = curses.A_REVERSE if i == self.sel else 0
            put(self.scr, 1 + r, 1, self.lines[i][: w - 2], attr)
        put(self.scr, h - 1, 0, "%d/%d" % (self.sel + 1, len(self.lines)), curses.A_DIM)


class HelmYaml(Viewer):
    """helm-yaml-tui: a Textual header, the chart's tree, its YAML, a footer."""

    prompt = ""
    help_title = "Keys"
    help_foot = "escape to close"
    pairs = [("↑/k", "previous node"), ("↓/j", "next node"), ("enter", "open document"), ("space", "toggle folder"),
             ("pgdn", "scroll YAML down"), ("pgup", "scroll YAML up"), ("home", "top of YAML"), ("end", "end of YAML"),
             ("/", "search"), ("n", "next match"), ("c", "copy document"), ("?", "show keys"),
             ("tab", "focus next pane"), ("q", "quit")]

    def __init__(self, scr):
        super().__init__(scr)
        self.lines = read("release.yaml")
        self.tree = ["▼ ledger-prod", "├── ▼ deployment.yaml", "│   ├── Deployment/ledger-api",
                     "│   └── Deployment/ledger-worker", "├── ▼ service.yaml", "│   └── Service/ledger-api",
                     "└── ▼ configmap.yaml", "    └── ConfigMap/ledger-settings"]

    def length(self):
        return len(self.lines)

    def rows(self):
        return self.scr.getmaxyx()[0] - 4

    def page(self):
        self.top = min(self.top + self.rows(), max(0, len(self.lines) - self.rows()))

    def draw(self):
        scr = self.scr
        h, w = scr.getmaxyx()
        bar = curses.color_pair(9)
        put(scr, 0, 0, " " * w, bar)
        put(scr, 0, 1, "⭘", bar)
        t = "helm-yaml-tui — ledger-prod"
        put(scr, 0, (w - len(t)) // 2, t, bar)
        put(scr, 0, w - 9, "09:14:07", bar)
        lw = 35
        box(scr, 1, 0, h - 2, lw, "", curses.color_pair(4))
        for r, s in enumerate(self.tree):
            attr = curses.A_REVERSE if r == 2 else 0
            put(scr, 2 + r, 1, s[: lw - 2].ljust(lw - 2), attr)
        box(scr, 1, lw, h - 2, w - lw, "", curses.color_pair(4))
        for r in range(self.rows()):
            i = self.top + r
            if i >= len(self.lines):
                break
            put(scr, 2 + r, lw + 1, "%3d " % (i + 1), curses.A_DIM)
            s = self.lines[i]
            attr = curses.color_pair(2) if s.lstrip().startswith("#") else 0
            put(scr, 2 + r, lw + 5, s[: w - lw - 6], attr)
        foot = [("q", "Quit"), ("/", "Search"), ("?", "Keys"), ("tab", "Focus")]
        put(scr, h - 1, 0, " " * (w - 1), bar)
        x = 0
        for k, d in foot:
            put(scr, h - 1, x, " " + k + " ", curses.color_pair(8) | curses.A_BOLD)
            x += len(k) + 2
            put(scr, h - 1, x, " " + d + " ", bar)
            x += len(d) + 3

    def draw_prompt(self):
        """Textual's Input docked above the footer, three rows tall."""
        scr = self.scr
        h, w = scr.getmaxyx()
        y = h - 4
        put(scr, y, 0, "▊" + "▔" * (w - 2) + "▎", curses.color_pair(4))
        put(scr, y + 1, 0, "▊" + " " * (w - 2) + "▎", curses.color_pair(4))
        put(scr, y + 2, 0, "▊" + "▁" * (w - 2) + "▎", curses.color_pair(4))
        if self.query:
            put(scr, y + 1, 2, self.query)
        else:
            put(scr, y + 1, 2, "Search YAML…", curses.A_DIM)
        return y + 1, 2 + len(self.query)


class Gonzo(Viewer):
    """A table of a gateway's log entries under a title bar, keys at the foot."""

    prompt = "Filter: "
    help_title = "Help"
    help_foot = "Press ? or Esc to close"
    pairs = [("↑/k", "Move up"), ("↓/j", "Move down"), ("PgUp", "Page up"), ("PgDn", "Page down"),
             ("Home/g", "First entry"), ("End/G", "Last entry"), ("Enter", "Entry details"), ("/", "Filter"),
             ("s", "Severity filter"), ("f", "Follow mode"), ("c", "Clear filter"), ("Tab", "Next panel"),
             ("?", "Toggle help"), ("q", "Quit")]

    def __init__(self, scr):
        super().__init__(scr)
        self.entries = [json.loads(s) for s in read("gateway.log")]

    def length(self):
        return len(self.entries)

    def rows(self):
        return self.scr.getmaxyx()[0] - 4

    def draw(self):
        scr = self.scr
        h, w = scr.getmaxyx()
        put(scr, 0, 0, (" gonzo │ gateway.log │ %d entries │ INFO+ " % len(self.entries)).ljust(w), curses.color_pair(9) | curses.A_BOLD)
        put(scr, 1, 0, " %-13s %-6s %-8s %-36s %s" % ("TIME", "LEVEL", "SERVICE", "MESSAGE", "STATUS"), curses.A_BOLD | curses.A_UNDERLINE)
        colours = {"INFO": 2, "DEBUG": 4, "WARN": 3, "ERROR": 1}
        for r in range(self.rows()):
            i = self.top + r
            if i >= len(self.entries):
                break
            e = self.entries[i]
            t = e["time"][11:23]
            st = "" if e["status"] is None else str(e["status"])
            if i == self.sel:
                put(scr, 2 + r, 0, (" %-13s %-6s %-8s %-36s %s" % (t, e["level"], e["service"], e["msg"], st)).ljust(w), curses.A_REVERSE)
                continue
            put(scr, 2 + r, 0, " %-13s " % t, curses.A_DIM)
            put(scr, 2 + r, 15, "%-6s " % e["level"], curses.color_pair(colours[e["level"]]))
            put(scr, 2 + r, 22, "%-8s %-36s %s" % (e["service"], e["msg"], st))
        end = min(self.top + self.rows(), len(self.entries))
        put(scr, h - 2, 0, " %d-%d of %d" % (self.top + 1, end, len(self.entries)), curses.A_DIM)
        put(scr, h - 1, 0, " ↑/↓ navigate • pgdn page • / filter • s severity • ? help • q quit", curses.A_DIM)


class Revdiff(Viewer):
    """A diff's files in a pane beside its coloured hunks, a status bar."""

    prompt = "/"
    help_title = "revdiff keys"
    help_foot = "any key closes"
    pairs = [("j/k", "scroll diff"), ("J/K", "next/prev file"), ("n/N", "next/prev match"), ("]/[", "next/prev hunk"),
             ("space", "page down"), ("b", "page up"), ("g/G", "top/bottom"), ("tab", "switch pane"),
             ("a", "annotate line"), ("A", "annotate file"), ("w", "toggle wrap"), ("t", "toggle tree"),
             ("/", "search"), ("?", "help"), ("q", "quit"), ("Q", "quit, discard")]

    def __init__(self, scr):
        super().__init__(scr)
        self.lines = read("ledger.diff")

    def length(self):
        return len(self.lines)

    def rows(self):
        return self.scr.getmaxyx()[0] - 3

    def page(self):
        self.top = min(self.top + self.rows(), max(0, len(self.lines) - self.rows()))

    def draw(self):
        scr = self.scr
        h, w = scr.getmaxyx()
        lw = 24
        box(scr, 0, 0, h - 1, lw, " files ", curses.color_pair(6))
        files = ["ledger/round.py", "ledger/settings.py", "tests/test_round.py"]
        cur = 0
        for i in range(min(self.top + 1, len(self.lines))):
            if self.lines[i].startswith("diff --git"):
                cur = sum(1 for s in self.lines[: i + 1] if s.startswith("diff --git")) - 1
        for r, f in enumerate(files):
            attr = curses.A_REVERSE if r == cur else 0
            put(scr, 1 + r, 1, (" M " + f).ljust(lw - 2), attr)
        box(scr, 0, lw, h - 1, w - lw, " " + files[cur] + " ", curses.color_pair(6))
        for r in range(self.rows() - 1):
            i = self.top + r
            if i >= len(self.lines):
                break
            s = self.lines[i]
            attr = 0
            if s.startswith("+"):
                attr = curses.color_pair(2)
            elif s.startswith("-"):
                attr = curses.color_pair(1)
            elif s.startswith("@@"):
                attr = curses.color_pair(6)
            elif s.startswith("diff") or s.startswith("index"):
                attr = curses.A_BOLD
            put(scr, 1 + r, lw + 1, s[: w - lw - 2], attr)
        status = " ledger.diff  %s  file %d/3  line %d/%d " % (files[cur], cur + 1, self.top + 1, len(self.lines))
        put(scr, h - 1, 0, status.ljust(w - 12) + "? help ", curses.A_REVERSE)


class Tuicr(Viewer):
    """A patch reviewed in one coloured column: a header, a gutter, a mode bar."""

    prompt = "/"
    help_title = "Keybindings"
    help_foot = "Esc / q / ? to close"
    pairs = [("j / k", "scroll down / up"), ("ctrl-d", "half page down"), ("ctrl-u", "half page up"),
             ("space", "page down"), ("] / [", "next / prev file"), ("} / {", "next / prev hunk"),
             ("g / G", "top / bottom"), ("c", "comment on line"), ("v", "mark file viewed"), ("/", "search"),
             ("n / N", "next / prev match"), (":w", "save review"), ("y", "copy review"), ("?", "toggle help"),
             (":q", "quit"), ("e", "export markdown")]

    def __init__(self, scr):
        super().__init__(scr)
        self.lines = read("rounding.patch")

    def length(self):
        return len(self.lines)

    def rows(self):
        return self.scr.getmaxyx()[0] - 3

    def page(self):
        self.top = min(self.top + self.rows(), max(0, len(self.lines) - self.rows()))

    def draw(self):
        scr = self.scr
        h, w = scr.getmaxyx()
        put(scr, 0, 0, " tuicr │ rounding.patch │ 3 files │ +24 -6 │ 0/3 viewed ".ljust(w), curses.color_pair(8))
        for r in range(self.rows()):
            i = self.top + r
            if i >= len(self.lines):
                break
            s = self.lines[i]
            attr = 0
            if s.startswith("+") and not s.startswith("+++"):
                attr = curses.color_pair(2)
            elif s.startswith("-") and not s.startswith("---"):
                attr = curses.color_pair(1)
            elif s.startswith("@@"):
                attr = curses.color_pair(6)
            elif s.startswith("diff --git") or s.startswith("Subject:"):
                attr = curses.A_BOLD
            put(scr, 1 + r, 0, "%4d │ " % (i + 1), curses.A_DIM)
            put(scr, 1 + r, 7, s[: w - 8], attr)
        pct = min(100, (self.top + self.rows()) * 100 // len(self.lines))
        put(scr, h - 2, 0, " NORMAL ", curses.color_pair(9) | curses.A_BOLD)
        put(scr, h - 2, 9, " %d%%  j/k scroll  ]/[ file  c comment  / search  ? help  :q quit" % pct, curses.A_DIM)


def article():
    """The article's rows wrapped to the text pane, and its contents."""
    rows, toc = [], []
    for s in read("rounding.txt"):
        if s.startswith("="):
            level = len(s) - len(s.lstrip("="))
            t = s.strip("= ")
            if level > 1:
                toc.append("  " * (level - 2) + t)
                rows.append("")
            rows.append(("#" * level, t))
            continue
        words, line = s.split(), ""
        for wd in words:
            if len(line) + len(wd) + 1 > 52:
                rows.append(line)
                line = wd
            else:
                line = (line + " " + wd).strip()
        rows.append(line)
    return rows, toc


class WikiTui(Viewer):
    """wiki-tui: a search bar, the article in a frame, its contents beside."""

    prompt = "Find: "
    help_title = "Help"
    help_foot = "<Close>"
    pairs = [("j/↓", "scroll down"), ("k/↑", "scroll up"), ("h/←", "previous link"), ("l/→", "next link"),
             ("PgDn", "page down"), ("PgUp", "page up"), ("Enter", "open link"), ("Tab", "focus contents"),
             ("s", "search Wikipedia"), ("/", "find in article"), ("n", "next match"), ("Esc", "back"),
             ("?", "this help"), ("q", "quit")]

    def __init__(self, scr):
        super().__init__(scr)
        self.lines, self.toc = article()

    def length(self):
        return len(self.lines)

    def rows(self):
        return self.scr.getmaxyx()[0] - 5

    def page(self):
        self.top = min(self.top + self.rows(), max(0, len(self.lines) - self.rows()))

    def draw(self):
        scr = self.scr
        h, w = scr.getmaxyx()
        box(scr, 0, 0, 3, w, " Search ")
        put(scr, 1, 2, "Rounding", curses.A_UNDERLINE)
        aw = 56
        box(scr, 3, 0, h - 3, aw, " Rounding ")
        for r in range(self.rows()):
            i = self.top + r
            if i >= len(self.lines):
                break
            s = self.lines[i]
            if isinstance(s, tuple):
                put(scr, 4 + r, 2, s[1], curses.A_BOLD | (curses.A_UNDERLINE if len(s[0]) == 1 else 0))
            else:
                put(scr, 4 + r, 2, s)
        box(scr, 3, aw, h - 3, w - aw, " Contents ")
        for r, t in enumerate(self.toc[: h - 5]):
            put(scr, 4 + r, aw + 2, t[: w - aw - 3])


def main():
    mode = sys.argv[1]
    os.environ.setdefault("ESCDELAY", "25")
    viewers = {"tson": Tson, "helmyaml": HelmYaml, "gonzo": Gonzo, "revdiff": Revdiff, "tuicr": Tuicr, "wikitui": WikiTui}
    if mode not in viewers:
        sys.exit("unknown mode " + mode)
    curses.wrapper(lambda scr: viewers[mode](scr).run())


if __name__ == "__main__":
    main()
