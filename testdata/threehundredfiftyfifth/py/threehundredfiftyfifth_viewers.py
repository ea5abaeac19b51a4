#!/usr/bin/python3
"""The threehundredfiftyfifth set's viewers (issue 44): imitations of five
readers and viewers that Debian does not package, each drawing what the
real program draws (its words, layout, bars, boxes, colours, reverse video,
cursor, screen and input mode, from its source, documentation and
screenshots as known). What each views is held here, as the file or the
man page it would read:

  mantee relay            shadyabhi's mantee (Go, Bubble Tea): `man -k`'s
                          results as an inline list, then the page chosen
                          on the alternate screen between a pane of its
                          options and a pane of its sections
  nuber keeper.epub       mtshrmn's nuber (Python curses over a Rust
                          core): an EPUB's chapter from the screen's first
                          row, its place at the top right, `/` and `:` on
                          a reversed last row, a boxed table of contents
  mar RUNBOOK.md          beshralghalil's marustdown (Rust, crossterm): a
                          Markdown file laid out 76 wide, a cursor line, a
                          status bar with `ln N/M` and the heading trail,
                          its outline picker
  difftastic              Wilfred Hughes's difftastic as git's external
                          diff (`git diff`), its side-by-side output paged
                          by git's less -FRX on the main screen
  parqx trips.parquet     SenyuXie's parqx (Python, Textual): a Parquet
                          file as a table with a cell cursor, a status
                          line, a footer of keys and a SQL editor panel

The first argument says which is run; the rest are the program's own.
"""
import os
import random
import select
import sys
import termios
import textwrap
import tty

W, H = 80, 24


def out(s):
    os.write(1, s.encode())


def size():
    try:
        c, r = os.get_terminal_size(1)
        return c, r
    except OSError:
        return W, H


class Mode:
    """Sets the terminal's input mode: raw (Bubble Tea's, crossterm's and
    Textual's MakeRaw) or cbreak (less: no echo, signals kept)."""

    def __init__(self, kind):
        self.kind = kind

    def __enter__(self):
        self.fd = sys.stdin.fileno()
        self.old = termios.tcgetattr(self.fd)
        if self.kind == "raw":
            tty.setraw(self.fd)
        else:
            a = termios.tcgetattr(self.fd)
            a[3] &= ~(termios.ICANON | termios.ECHO)
            a[6][termios.VMIN], a[6][termios.VTIME] = 1, 0
            termios.tcsetattr(self.fd, termios.TCSADRAIN, a)
        return self

    def __exit__(self, *a):
        termios.tcsetattr(self.fd, termios.TCSADRAIN, self.old)


KEYS = {
    b"\x1b[A": "up", b"\x1b[B": "down", b"\x1b[C": "right", b"\x1b[D": "left",
    b"\x1bOA": "up", b"\x1bOB": "down", b"\x1bOC": "right", b"\x1bOD": "left",
    b"\x1b[H": "home", b"\x1b[F": "end", b"\x1bOH": "home", b"\x1bOF": "end",
    b"\x1b[1~": "home", b"\x1b[4~": "end", b"\x1b[5~": "pgup", b"\x1b[6~": "pgdn",
    b"\x1b[1;5F": "ctrl-end", b"\x1b[1;5H": "ctrl-home", b"\x1b[Z": "btab",
    b"\x1bOP": "f1", b"\x1bOQ": "f2", b"\x1b[12~": "f2", b"\x1b[15~": "f5",
    b"\x1b": "esc",
}


def readkey():
    fd = sys.stdin.fileno()
    b = os.read(fd, 1)
    if b == b"\x1b":
        seq = b
        while True:
            r, _, _ = select.select([fd], [], [], 0.05)
            if not r:
                break
            seq += os.read(fd, 1)
            if len(seq) >= 3 and (chr(seq[-1]).isalpha() or seq[-1:] == b"~"):
                break
        return KEYS.get(seq, "esc")
    if b in (b"\r", b"\n"):
        return "enter"
    if b in (b"\x7f", b"\x08"):
        return "backspace"
    if b == b"\t":
        return "tab"
    if b and b[0] < 32:
        return "ctrl-" + chr(b[0] + 96)
    if b and b[0] >= 0x80:
        n = 1 if b[0] < 0xe0 else 2 if b[0] < 0xf0 else 3
        b += os.read(fd, n)
    return b.decode("utf-8", "replace")


BASIC = {"black": 0, "red": 1, "green": 2, "yellow": 3, "blue": 4, "magenta": 5,
         "cyan": 6, "white": 7}


def _color(c, base):
    if c is None:
        return []
    if isinstance(c, int):
        return ["%d;5;%d" % (base + 8, c)]
    if c.startswith("#"):
        r, g, b = int(c[1:3], 16), int(c[3:5], 16), int(c[5:7], 16)
        return ["%d;2;%d;%d;%d" % (base + 8, r, g, b)]
    if c.startswith("bright_"):
        return [str(base + 60 + BASIC[c[7:]])]
    return [str(base + BASIC[c])]


def sgr(fg=None, bg=None, bold=False, dim=False, italic=False, ul=False, rev=False):
    p = ["0"]
    if bold:
        p.append("1")
    if dim:
        p.append("2")
    if italic:
        p.append("3")
    if ul:
        p.append("4")
    if rev:
        p.append("7")
    p += _color(fg, 30) + _color(bg, 40)
    return "\x1b[" + ";".join(p) + "m"


PLAIN = "\x1b[0m"


def cut(spans, width):
    """Spans (text, style) cut to width cells."""
    res, n = [], 0
    for t, s in spans:
        if n >= width:
            break
        t = t[:width - n]
        res.append((t, s))
        n += len(t)
    return res, n


def paint_row(y, spans, width=None, fill=None):
    """Draws one row from column 1: its spans, cut at the screen's edge,
    the rest erased (or filled in the style given)."""
    w = width or size()[0]
    spans, n = cut(spans, w)
    s = "\x1b[%d;1H" % (y + 1)
    for t, st in spans:
        s += st + t
    if fill is not None and n < w:
        s += fill + " " * (w - n)
    s += PLAIN
    if n < w and fill is None:
        s += "\x1b[K"
    return s


def wrap(text, width):
    return textwrap.wrap(text, width) or [""]


# --- mantee --------------------------------------------------------------

RELAY_PAGE = r"""RELAY(1)                         User Commands                        RELAY(1)

NAME
       relay - forward files between hosts over ssh

SYNOPSIS
       relay [OPTION]... SOURCE... [USER@]HOST:DEST
       relay [OPTION]... [USER@]HOST:SOURCE... DEST

DESCRIPTION
       relay copies files to and from other hosts over ssh. It compares each
       file with the copy at the other end and sends only the blocks that
       differ, so that a second run over a tree that barely changed takes
       seconds. A transfer broken off by a lost connection can be taken up
       again where it stopped with --partial.

       Without --recursive, relay copies the files named and skips
       directories with a warning.

OPTIONS
       -a, --archive
              archive mode: the same as -rlptgoD; keeps permissions, times,
              owners and links.

       -c, --checksum
              compare files by checksum, not by size and modification time.

       -n, --dry-run
              show what would be sent without sending anything.

       -P, --partial
              keep partly sent files, so that the next run takes them up
              where they stopped.

       -q, --quiet
              print nothing but errors.

       -r, --recursive
              copy directories and what they hold.

       -v, --verbose
              name each file as it is sent; twice, say why.

       -z, --compress
              compress data on the wire.

       --bwlimit=RATE
              send no faster than RATE kilobytes a second.

       --exclude=PATTERN
              skip files whose names match PATTERN.

       --retries=N
              try a broken transfer again N times (default 3).

       --timeout=SECONDS
              give up when nothing is sent or received for SECONDS.

EXIT STATUS
       0      Success.

       1      Syntax or usage error.

       12     Error in the protocol data stream.

       23     Partial transfer: some files were not sent.

       30     Timeout in data send or receive.

ENVIRONMENT
       RELAY_RSH
              the remote shell to use instead of ssh.

       RELAY_PARTIAL_DIR
              where partly sent files are kept with --partial.

FILES
       ~/.config/relay/hosts
              host aliases and their default options.

EXAMPLES
       relay -avz notes/ backup@vault:notes/
              copy the notes tree to vault, compressed, naming each file.

       relay -aP --bwlimit=500 big.iso vault:/srv/iso/
              send a large file slowly, keeping what was sent if the
              connection drops.

SEE ALSO
       ssh(1), scp(1), relay.conf(5)

AUTHOR
       Written by the relay developers.

relay 3.2.1                        2026-03-14                         RELAY(1)
"""

MAN_K = [
    ("relay", "1", "forward files between hosts over ssh"),
    ("relay.conf", "5", "configuration file for relay"),
    ("relayd", "8", "the relay daemon, serving relay clients"),
]


def man_parse(lines):
    import re
    opt = re.compile(r"^(\s{5,8})(-\S|--[a-zA-Z][-a-zA-Z0-9]*)")
    head = re.compile(r"^[A-Z][A-Z ]+$")
    options, sections = [], []
    for i, ln in enumerate(lines):
        t = ln.strip()
        if opt.match(ln) and t.startswith("-") and len(t) <= 60:
            options.append((t, i))
        if t and head.match(t):
            sections.append((t, i))
    return options, sections


def mantee(args):
    keyword = args[0] if args else "relay"
    pages = [p for p in MAN_K if p[0].startswith(keyword)]
    pink, gray, sel = sgr(212, bold=True), sgr(241), sgr(229, 57, bold=True)
    normal = sgr(252)
    # Stage one: Bubble Tea inline on the main screen, the cursor hidden.
    out("\x1b[?25l\x1b[?2004h")
    cursor, chosen = 0, None
    with Mode("raw"):
        drawn = 0
        while True:
            rows = [[("Search results for: %s" % keyword, pink)], []]
            for i, (n, s, d) in enumerate(pages):
                line = "%s(%s) - %s" % (n, s, d)
                rows.append([("> " + line, sel)] if i == cursor else [("  " + line, normal)])
            rows.append([])
            rows.append([("[%d/%d] ↑/k up • ↓/j down • enter select • q quit" % (cursor + 1, len(pages)), gray)])
            s = "\r" + ("\x1b[%dA" % (drawn - 1) if drawn > 1 else "")
            for i, r in enumerate(rows):
                for t, st in r:
                    s += st + t
                s += PLAIN + "\x1b[K"
                if i < len(rows) - 1:
                    s += "\r\n"
            out(s)
            drawn = len(rows)
            k = readkey()
            if k in ("q", "esc", "ctrl-c"):
                out("\r\x1b[%dA\x1b[J\x1b[?2004l\x1b[?25h" % (drawn - 1))
                return
            if k in ("up", "k") and cursor > 0:
                cursor -= 1
            elif k in ("down", "j") and cursor < len(pages) - 1:
                cursor += 1
            elif k in ("home", "g"):
                cursor = 0
            elif k in ("end", "G"):
                cursor = len(pages) - 1
            elif k == "enter":
                chosen = pages[cursor]
                out("\r\x1b[%dA\x1b[J\x1b[?2004l\x1b[?25h" % (drawn - 1))
                break
    name, section, _ = chosen
    lines = RELAY_PAGE.split("\n") if name == "relay" else [
        "%s(%s)" % (name.upper(), section), "", "NAME", "       %s - %s" % (name, chosen[2]), ""]
    mantee_viewer(name, section, lines)


def mantee_viewer(name, section, lines):
    options, sections = man_parse(lines)
    width, height = size()
    vp = height - 3
    state = {"mode": "normal", "input": "", "query": "", "matches": [], "match": 0,
             "scroll": 0, "cur": 0, "side": 0}
    sel = sgr(229, 57, bold=True)
    normal = sgr(252)
    gray = sgr(241)

    def pct(cur, total):
        return 100 if total <= 1 else cur * 100 // (total - 1)

    def section_index():
        line = state["scroll"] + state["cur"]
        idx = 0
        for i, (_, start) in enumerate(sections):
            if start <= line:
                idx = i
            else:
                break
        return idx

    def title_cell(text, w, bg):
        pad = w - len(text)
        left = pad // 2
        return (" " * left + text + " " * (pad - left), sgr(255, bg, bold=True))

    def draw():
        rows = []
        t = " %s(%s) " % (name, section)
        if state["query"]:
            n = len(state["matches"])
            t += "search: " + state["query"] + (" [%d/%d matches] " % (state["match"] + 1, n) if n else " [no matches] ")
        rows.append([(t.ljust(width), sgr(229, 57, bold=True))])
        side_w, sec_w = 30, 22
        content_w = width - side_w - sec_w - 2
        cw = content_w - 2
        n = vp - 1
        # sidebar: OPTIONS, not focused
        shown = options
        if state["query"]:
            q = state["query"].lower()
            shown = [o for o in options if q in o[0].lower()]
        side = [[title_cell("OPTIONS (%d%%)" % pct(state["side"], len(shown)), side_w - 2, 238)]]
        for i in range(n):
            if i < len(shown):
                flags = shown[i][0]
                j = flags.find("  ")
                flags = flags[:j] if j >= 0 else flags
                if len(flags) > side_w - 4:
                    flags = flags[:side_w - 7] + "..."
                if i == state["side"]:
                    side.append([(("> " + flags).ljust(side_w - 2), sel)])
                else:
                    side.append([(("  " + flags).ljust(side_w - 2), normal)])
            else:
                side.append([(" " * (side_w - 2), normal)])
        # content, focused
        line = state["scroll"] + state["cur"]
        cont = [[title_cell("CONTENT (%d%%)" % pct(line, len(lines)), cw, 62)]]
        for i in range(n):
            k = state["scroll"] + i
            text = lines[k] if k < len(lines) else ""
            text = text[:cw - 2]
            pad = cw - 2 - len(text)
            if state["query"] and state["matches"] and k == state["matches"][state["match"]]:
                cont.append([("→ ", sgr(208, bold=True)), (text + " " * pad, sgr(0, 208, bold=True))])
            elif state["query"] and k in state["matches"]:
                cont.append([("  ", PLAIN), (text + " " * pad, sgr(252, 22))])
            elif i == state["cur"]:
                cont.append([("  " + text, PLAIN), (" " * pad, sgr(255, 236))])
            else:
                cont.append([("  " + text + " " * pad, PLAIN)])
        # sections, not focused
        hi = section_index()
        secs = [[title_cell("SECTIONS (%d%%)" % pct(hi, len(sections)), sec_w - 4, 238)]]
        for i in range(n):
            if i < len(sections):
                nm = sections[i][0]
                if len(nm) > sec_w - 6:
                    nm = nm[:sec_w - 9] + "..."
                secs.append([(("> " + nm).ljust(sec_w - 4), sel)] if i == hi else [(("  " + nm).ljust(sec_w - 4), normal)])
            else:
                secs.append([(" " * (sec_w - 4), normal)])
        for i in range(vp):
            r = side[i] + [(" " * 2, PLAIN), ("│", sgr(241))]
            r += [("│", sgr(212))] + cont[i] + [(" " * (content_w - cw), PLAIN)]
            r += [("│", sgr(241))] + secs[i] + [(" " * 4, PLAIN)]
            rows.append(r)
        if state["mode"] == "search":
            rows.append([("/", sgr(212, bold=True)), (state["input"] + "█", PLAIN)])
        elif state["query"]:
            rows.append([("n next • N prev • esc clear • tab switch • G sections • ? help • q quit", gray)])
        else:
            rows.append([("tab switch • ↑↓ navigate • enter select • G sections • ? help • q quit", gray)])
        s = ""
        for y, r in enumerate(rows):
            s += paint_row(y, r, width)
        for y in range(len(rows), height):
            s += "\x1b[%d;1H\x1b[K" % (y + 1)
        out(s)

    out("\x1b[?1049h\x1b[2J\x1b[?25l\x1b[?1002h\x1b[?1006h\x1b[?2004h")
    try:
        with Mode("raw"):
            while True:
                draw()
                k = readkey()
                if state["mode"] == "search":
                    if k == "esc":
                        state["mode"], state["input"] = "normal", ""
                    elif k == "enter":
                        state["query"] = state["input"]
                        state["match"] = 0
                        q = state["query"].lower()
                        state["matches"] = [i for i, ln in enumerate(lines) if q in ln.lower()]
                        if state["matches"]:
                            t = state["matches"][0] - (vp // 2)
                            state["scroll"] = max(0, min(t, max(0, len(lines) - vp)))
                        state["mode"] = "normal"
                    elif k == "backspace":
                        state["input"] = state["input"][:-1]
                    elif len(k) == 1:
                        state["input"] += k
                    elif k == "ctrl-c":
                        return
                    continue
                if k in ("q", "ctrl-c"):
                    return
                if k == "/":
                    state["mode"], state["input"] = "search", ""
                elif k == "esc":
                    state["query"], state["matches"] = "", []
                elif k in ("down", "j"):
                    if state["scroll"] + state["cur"] < len(lines) - 1:
                        if state["cur"] < vp - 1:
                            state["cur"] += 1
                        else:
                            state["scroll"] += 1
                elif k in ("up", "k"):
                    if state["scroll"] + state["cur"] > 0:
                        if state["cur"] > 0:
                            state["cur"] -= 1
                        else:
                            state["scroll"] -= 1
                elif k in ("pgdn", "ctrl-d"):
                    half = vp // 2
                    maxline = len(lines) - 1
                    new = min(state["scroll"] + state["cur"] + half, maxline)
                    maxscroll = max(0, len(lines) - vp)
                    if new >= state["scroll"] + vp:
                        state["scroll"] = min(new - vp + 1, maxscroll)
                    state["cur"] = new - state["scroll"]
                elif k in ("pgup", "ctrl-u"):
                    half = vp // 2
                    new = max(0, state["scroll"] + state["cur"] - half)
                    if new < state["scroll"]:
                        state["scroll"], state["cur"] = new, 0
                    else:
                        state["cur"] = new - state["scroll"]
                elif k == "home":
                    state["scroll"], state["cur"] = 0, 0
    finally:
        out("\x1b[?2004l\x1b[?1006l\x1b[?1002l\x1b[?25h\x1b[?1049l")


# --- nuber ---------------------------------------------------------------

BOOK_TITLE = "The Keeper's Log"
CHAPTERS = [
    ("Chapter I. The Light at Gull Rock", [
        "The relief boat left me on the landing at Gull Rock on the first of "
        "October, with four crates of stores, a sack of letters for the keeper I "
        "was to replace, and a tin trunk that had belonged to my father. The "
        "boatman would not stay to see the trunk carried up. The tide was on the "
        "turn, he said, and the rock had a way of keeping boats that stayed.",
        "Mr. Abel Penrose met me at the top of the steps. He was a short man, "
        "broad as a door, with a grey beard cut square, and he looked at me the "
        "way a man looks at weather coming. He shook my hand once, took the sack "
        "of letters, and walked ahead of me up the path to the tower without "
        "another word.",
        "The tower stood ninety feet above the highest tide, white once and now "
        "the colour of old bone. Behind it the dwelling crouched out of the wind: "
        "a kitchen, a store, two small rooms, and a watch room at the foot of the "
        "stair where the log was kept. Penrose showed me the log before he showed "
        "me my bed.",
        "\"Every hour the light burns,\" he said, \"you write it down. Wind, sea, "
        "what passes. If the lantern smokes, you write that too, and why.\" He "
        "turned back the pages to show me. His hand was small and upright, and "
        "there was not an hour missing in eleven years.",
        "That first night he took me up to the lantern. We climbed one hundred "
        "and twelve steps in the dark, his boots ahead of mine, and came out into "
        "the lantern room as into the inside of a jewel. The great lens stood in "
        "its brass cage, taller than a man, and the lamp within it was not yet "
        "lit. Penrose trimmed the wicks himself while I watched, and he would not "
        "let me touch the scissors.",
        "\"Tomorrow,\" he said. \"Tonight you watch how it is done.\"",
        "At sunset he lit the lamp. The flame rose blue and settled yellow, and "
        "the lens took it and threw it out across the water in a single arm that "
        "swung slowly round the sky. I stood at the rail and counted the flashes "
        "as they went out over the sea: one, and a dark, and one, and a dark. Far "
        "to the south another light answered, the Carrick, twelve miles off.",
        "We kept the watch between us that night, four hours and four hours. I "
        "wrote my first entry at midnight in a hand that shook more than I liked: "
        "wind south-west, fresh; sea moderate; light burning clear; nothing "
        "passed. Penrose read it over my shoulder when he came up at four, and "
        "said nothing, which I took to be praise.",
        "In the morning I found the lantern glass streaked with salt, and I "
        "cleaned it inside and out while Penrose mended a crate in the store. "
        "It took me three hours. When I came down he looked at my hands, red "
        "from the cold brass, and put a mug of tea in them.",
        "\"The glass is the keeper's face,\" he said. \"Ships see nothing else of "
        "us.\"",
        "I have set these things down because the log does not hold them. The "
        "log holds the wind and the sea and what passed, and in the weeks that "
        "followed, a great deal passed that no log has a column for.",
    ]),
    ("Chapter II. Fog", [
        "The fog came in on the ninth day and did not lift for three. It came "
        "up out of the south-west as a grey wall and went over the rock without "
        "a sound, and after it passed there was no sea and no sky, only the "
        "tower and the dripping rail and the white.",
        "Penrose started the fog signal himself. It was a great horn worked by "
        "an engine in a shed below the tower, and it gave two blasts every "
        "minute, so deep that I felt them in my teeth before I heard them. For "
        "three days and nights we fed that engine in turns, and slept when we "
        "could, and the lantern burned above us in the fog for no one to see.",
        "On the second night, near two in the morning, I heard a bell. It was "
        "not our bell. It came from the west, faint, then nearer, then faint "
        "again, and I went out onto the gallery and listened until my ears ached "
        "with the cold. Penrose came up beside me without a word.",
        "\"A schooner,\" he said at last. \"Lying to. She'll not move till it "
        "lifts, if she's wise.\"",
        "We wrote her in the log as heard, not seen: bell to the westward, two "
        "points off the rock. In the morning she was gone, and the fog with her, "
        "and the sea lay flat and shining as if nothing had ever stood on it.",
        "I asked Penrose how often that happened. He was trimming the wicks and "
        "did not look up. \"Often enough,\" he said, \"that you learn to write "
        "down what you hear.\"",
    ]),
    ("Chapter III. The Last Entry", [
        "My relief came in March, a boy of nineteen from the mainland who had "
        "never seen the sea close to. I met him on the landing as Penrose had met "
        "me, and I found that I looked at him the way a man looks at weather "
        "coming, and that I could not help it.",
        "Penrose had gone ashore in January, to a cottage his sister kept at "
        "Porthallow, and the rock had been mine alone for seven weeks. I showed "
        "the boy the log before I showed him his bed. I turned back the pages "
        "to show him, and there was not an hour missing.",
        "That night I took him up the one hundred and twelve steps and let him "
        "watch me light the lamp. The flame rose blue and settled yellow, and "
        "far to the south the Carrick answered, as it always had.",
        "I wrote my last entry at midnight: wind west, light; sea slight; light "
        "burning clear; nothing passed. Then I gave the pen to the boy, and went "
        "down the stair, and slept until the boat came.",
        "THE END",
    ]),
]


def book_lines(width):
    chapters, toc = [], []
    for i, (title, paras) in enumerate(CHAPTERS):
        lines = [[(title, "bold")], []]
        for p in paras:
            for ln in textwrap.wrap(p, width):
                lines.append([(ln, "")])
            lines.append([])
        chapters.append(lines)
        toc.append((title, i))
    return chapters, toc


def nuber(args):
    import curses
    stdscr = curses.initscr()
    rows, cols = stdscr.getmaxyx()
    curses.noecho()
    curses.curs_set(0)
    try:
        curses.set_escdelay(1)
    except AttributeError:
        pass
    curses.start_color()
    curses.use_default_colors()
    curses.init_pair(1, curses.COLOR_MAGENTA, -1)
    curses.init_pair(2, curses.COLOR_YELLOW, -1)
    chapters, toc = book_lines(cols)
    counts = [len(c) for c in chapters]
    st = {"ch": 0, "offset": 0, "hl": [], "hi": 0, "query": ""}
    st["progress"] = sum(counts[:max(0, st["ch"] - 1)]) + st["offset"] + rows
    win = {}

    def render():
        ch = chapters[st["ch"]]
        st["rows"] = max(rows, len(ch))
        pad = curses.newpad(st["rows"], cols)
        pad.keypad(False)
        for y, spans in enumerate(ch):
            x = 0
            for t, style in spans:
                a = curses.A_BOLD if style == "bold" else curses.A_NORMAL
                try:
                    pad.addstr(y, x, t, a)
                except curses.error:
                    pass
                x += len(t)
        win["pad"] = pad
        win["pct"] = curses.newwin(1, 4, 0, cols - 4)

    def redraw():
        if st["offset"] > st["rows"] - rows:
            st["offset"] = st["rows"] - rows
        win["pad"].refresh(st["offset"], 0, 0, 0, rows - 1, cols - 1)
        total = sum(counts)
        p = "100%" if total <= 0 else "%d%%" % (st["progress"] * 100 // total)
        w = win["pct"]
        w.erase()
        try:
            w.addstr(0, 4 - len(p), p, curses.A_BOLD)
        except curses.error:
            pass
        w.refresh()

    def scroll_down(step=1):
        for _ in range(step):
            if st["offset"] < st["rows"] - rows:
                st["offset"] += 1
                st["progress"] += 1
        redraw()

    def scroll_up(step=1):
        for _ in range(step):
            if st["offset"] > 0:
                st["offset"] -= 1
                st["progress"] -= 1
        redraw()

    def scroll_to(target):
        d = st["offset"] - target
        if d < 0:
            scroll_down(-d)
        else:
            scroll_up(d)

    def highlight():
        for i, (r, c, n) in enumerate(st["hl"]):
            a = curses.color_pair(2) | curses.A_REVERSE if i == st["hi"] else curses.color_pair(1) | curses.A_BOLD
            win["pad"].chgat(r, c, n, a)

    def cmdline(prompt, command=""):
        w = curses.newwin(1, cols, rows - 1, 0)
        w.keypad(True)
        while True:
            w.erase()
            text = command if len(command) + 1 < cols else command[2 - cols:]
            try:
                w.addstr(0, 0, prompt, curses.A_REVERSE)
                w.addstr(0, 1, " " * (cols - 2), curses.A_REVERSE)
                w.addstr(0, 1, text, curses.A_REVERSE)
            except curses.error:
                pass
            w.refresh()
            k = w.getch()
            if k in (10, 13, curses.KEY_ENTER):
                return command
            if k == 27:
                return ""
            if k in (8, 127, curses.KEY_BACKSPACE):
                if not command:
                    return ""
                command = command[:-1]
            elif 32 <= k < 256:
                command += chr(k)

    def open_toc():
        pad_ = 3
        box = stdscr.subwin(rows - 2 * pad_, cols - 2 * pad_, pad_, pad_)
        box.erase()
        box.box()
        box.addstr(0, pad_, "Table of Contents", curses.A_BOLD | curses.A_ITALIC)
        box.refresh()
        longest = max(len(t) for t, _ in toc)
        lst = curses.newpad(len(toc) + pad_, longest + pad_)
        sel = st["ch"]
        while True:
            for r, (label, _) in enumerate(toc):
                lst.addstr(r, pad_, label, curses.A_REVERSE if r == sel else curses.A_NORMAL)
            lst.refresh(0, 0, 2 * pad_, pad_ + 1, rows - 2 * pad_, cols - 2 * pad_)
            k = lst.getch()
            if k == ord("j") and sel < len(toc) - 1:
                sel += 1
            elif k == ord("k") and sel > 0:
                sel -= 1
            elif k in (ord("t"), 27):
                return None
            elif k == ord("q"):
                return "quit"
            elif k in (10, 13, ord("o")):
                return toc[sel][1]

    render()
    redraw()
    try:
        while True:
            k = win["pad"].getch()
            if k == ord("q"):
                return
            if k == ord("j"):
                scroll_down()
            elif k == ord("k"):
                scroll_up()
            elif k == ord("g"):
                st["progress"] -= st["offset"]
                st["offset"] = 0
                redraw()
            elif k == ord("G"):
                st["progress"] -= st["offset"]
                st["offset"] = st["rows"] - rows
                st["progress"] += st["offset"]
                redraw()
            elif k == ord("l") and st["ch"] < len(chapters) - 1:
                st["hl"], st["hi"] = [], 0
                st["ch"] += 1
                render()
                st["progress"] -= st["offset"]
                st["offset"] = 0
                st["progress"] += counts[st["ch"] - 2] + st["offset"]
                redraw()
            elif k == ord("h") and st["ch"] > 0:
                st["hl"], st["hi"] = [], 0
                st["progress"] -= st["offset"] + counts[st["ch"] - 2]
                st["ch"] -= 1
                render()
                st["offset"] = 0
                redraw()
            elif k == ord("/"):
                render()
                redraw()
                q = cmdline("/")
                st["query"] = q
                if not q:
                    redraw()
                    continue
                st["hl"] = []
                for r, spans in enumerate(chapters[st["ch"]]):
                    text = "".join(t for t, _ in spans)
                    i = text.lower().find(q.lower())
                    while i >= 0:
                        st["hl"].append((r, i, len(q)))
                        i = text.lower().find(q.lower(), i + 1)
                st["hi"] = 0
                if not st["hl"]:
                    redraw()
                    continue
                highlight()
                scroll_to(st["hl"][0][0] - rows // 3)
            elif k == ord("n") and st["hl"]:
                st["hi"] = (st["hi"] + 1) % len(st["hl"])
                highlight()
                scroll_to(st["hl"][st["hi"]][0] - rows // 3)
            elif k == ord(":"):
                cmdline(":")
                redraw()
            elif k == ord("t"):
                r = open_toc()
                if r == "quit":
                    return
                stdscr.erase()
                stdscr.refresh()
                if r is not None and r != st["ch"]:
                    st["ch"] = r
                    render()
                    st["offset"] = 0
                    st["progress"] = sum(counts[:max(0, r - 1)]) + rows
                else:
                    render()
                redraw()
    finally:
        curses.endwin()


# --- marustdown ----------------------------------------------------------

RUNBOOK = """# Tidewater Runbook

Tidewater moves the nightly ledger exports from the branch offices to the
archive. This runbook is for whoever holds the pager this week: what the
service does, how to tell it is unwell, and what to try before waking anyone.

## Overview

Each branch pushes its export to a spool directory on `tide-1`. Tidewater
picks the files up in the order they arrived, checks each against its
manifest, and copies it to the archive bucket. A file that fails its check is
moved to `spool/rejected/` and never retried by itself.

- The spool lives on `tide-1:/srv/tidewater/spool`.
- The archive is the `ledger-archive` bucket.
- Logs go to the journal under the unit `tidewater.service`.

## Paging

The pager fires when the spool holds more than 40 files for ten minutes, or
when no file has reached the archive for an hour during the night window
(22:00 to 06:00).

### Escalation

If the steps below have not cleared the alert within thirty minutes, call the
secondary on the rota. If the archive bucket itself is failing, open an
incident with the storage team; Tidewater cannot work around it.

## Restarts

A restart is safe at any time: files are only removed from the spool once the
archive has confirmed them.

```bash
sudo systemctl restart tidewater
journalctl -u tidewater -f
```

Watch the journal for `resumed spool scan` within a minute of the restart.

## Backoff and retries

Uploads that fail are retried with an exponential backoff, starting at two
seconds and doubling up to a cap of five minutes. After eight attempts the
file is parked in `spool/parked/` and the pager fires.

| Attempt | Wait    | Total so far |
|---------|---------|--------------|
| 1       | 2 s     | 2 s          |
| 2       | 4 s     | 6 s          |
| 3       | 8 s     | 14 s         |
| 4       | 16 s    | 30 s         |
| 5       | 32 s    | 62 s         |
| 6       | 64 s    | 126 s        |
| 7       | 128 s   | 254 s        |
| 8       | 5 min   | 554 s        |

To retry a parked file by hand, move it back to the spool; the backoff starts
again from the first attempt.

```bash
sudo -u tidewater mv /srv/tidewater/spool/parked/* /srv/tidewater/spool/
```

## Dashboards

- **Spool depth**: files waiting, per branch, over the last day.
- **Archive lag**: the age of the oldest file not yet archived.
- **Rejects**: files that failed their manifest check, with the reason.

A rising spool depth with a flat archive lag usually means one slow branch,
not a stuck service.

## Handover checklist

- [x] Read the last week's incident notes
- [x] Check the pager is on and loud
- [ ] Confirm the secondary's phone number
- [ ] Look at the Rejects dashboard once before the night window

## License

This runbook is internal. Copy it within the company as you need; do not
publish it.
"""

MAR = {
    "accent": "#89b4fa", "secondary": "#cba6f7", "subtle": "#a6adc8", "muted": "#6c7086",
    "surface": "#28283a", "highlight": "#383a52", "green": "#a6e3a1", "yellow": "#f9e2af",
}


def mar_layout(src, width):
    """The runbook laid out as marustdown lays it out: a list of lines,
    each a list of (text, style dict), and its headings (line, level,
    title, parent)."""
    lines, heads = [], []
    c = MAR
    stack = []

    def inline(text, base=None):
        base = base or {}
        spans, i = [], 0
        parts = []
        while i < len(text):
            if text[i] == "`":
                j = text.find("`", i + 1)
                parts.append((text[i + 1:j], dict(base, fg=c["accent"], bg=c["surface"])))
                i = j + 1
            elif text.startswith("**", i):
                j = text.find("**", i + 2)
                parts.append((text[i + 2:j], dict(base, bold=True)))
                i = j + 2
            else:
                j = i
                while j < len(text) and text[j] != "`" and not text.startswith("**", j):
                    j += 1
                parts.append((text[i:j], base))
                i = j
        spans = parts
        return spans

    def wrap_spans(spans, w, first="", rest=""):
        words = []
        for t, s in spans:
            for k, piece in enumerate(t.split(" ")):
                if k > 0:
                    words.append((" ", s, True))
                if piece:
                    words.append((piece, s, False))
        out_lines, cur, n = [], [], 0
        prefix = first
        for t, s, sp in words:
            if sp:
                if cur:
                    cur.append((t, s))
                    n += 1
                continue
            if n + len(t) > w - len(prefix) and cur:
                while cur and cur[-1][0] == " ":
                    cur.pop()
                out_lines.append(cur)
                cur, n = [], 0
                prefix = rest
            cur.append((t, s))
            n += len(t)
        if cur:
            out_lines.append(cur)
        return out_lines

    blocks = src.split("\n")
    i = 0
    para = []

    def flush():
        if para:
            text = " ".join(para)
            for ln in wrap_spans(inline(text), width):
                lines.append(ln)
            lines.append([])
            para.clear()

    while i < len(blocks):
        ln = blocks[i]
        if ln.startswith("#"):
            flush()
            level = len(ln) - len(ln.lstrip("#"))
            title = ln[level:].strip()
            while stack and stack[-1][1] >= level:
                stack.pop()
            parent = stack[-1][0] if stack else None
            heads.append((len(lines), level, title, parent))
            stack.append((len(heads) - 1, level))
            style = {1: dict(fg=c["accent"], bold=True), 2: dict(fg=c["secondary"], bold=True),
                     3: dict(bold=True)}[min(level, 3)]
            mark = {1: "██ ", 2: "▌ "}.get(level, "")
            lines.append([(mark, style), (title, style)])
            if level == 1:
                lines.append([("━" * width, dict(fg=c["muted"]))])
            elif level == 2:
                lines.append([("─" * width, dict(fg=c["muted"]))])
            lines.append([])
            i += 1
        elif ln.startswith("```"):
            flush()
            lang = ln[3:].strip()
            code = []
            i += 1
            while not blocks[i].startswith("```"):
                code.append(blocks[i])
                i += 1
            i += 1
            b = dict(fg=c["muted"])
            label = " " + lang + " "
            copy = " [y] copy "
            lines.append([("╭─", b), (label, dict(fg=c["subtle"])),
                          ("─" * (width - 4 - len(label) - len(copy)), b), (copy, dict(fg=c["subtle"])), ("─╮", b)])
            for n, cl in enumerate(code, 1):
                body = (" %d  " % n)
                lines.append([("│", b), (body, dict(fg=c["muted"], bg=c["surface"])),
                              (cl.ljust(width - 2 - len(body)), dict(bg=c["surface"])), ("│", b)])
            lines.append([("╰" + "─" * (width - 2) + "╯", b)])
            lines.append([])
        elif ln.startswith("|"):
            flush()
            rows_ = []
            while i < len(blocks) and blocks[i].startswith("|"):
                cells = [x.strip() for x in blocks[i].strip("|").split("|")]
                if not set(blocks[i]) <= set("|-: "):
                    rows_.append(cells)
                i += 1
            ws = [max(len(r[k]) for r in rows_) for k in range(len(rows_[0]))]
            b = dict(fg=c["muted"])

            def rule(l, m, r):
                return [(l + m.join("─" * (w + 2) for w in ws) + r, b)]
            lines.append(rule("┌", "┬", "┐"))
            for n, r in enumerate(rows_):
                row = [("│", b)]
                for k, cell in enumerate(r):
                    row.append((" " + cell.ljust(ws[k]) + " ", dict(bold=True) if n == 0 else {}))
                    row.append(("│", b))
                lines.append(row)
                if n == 0:
                    lines.append(rule("├", "┼", "┤"))
            lines.append(rule("└", "┴", "┘"))
            lines.append([])
        elif ln.startswith("- "):
            flush()
            while i < len(blocks) and blocks[i].startswith("- "):
                item = blocks[i][2:]
                if item.startswith("[x] ") or item.startswith("[ ] "):
                    done = item[1] == "x"
                    mark = ("✔ ", dict(fg=c["green"])) if done else ("☐ ", dict(fg=c["muted"]))
                    item = item[4:]
                else:
                    mark = ("• ", dict(fg=c["accent"]))
                for k, wl in enumerate(wrap_spans(inline(item), width - 4)):
                    lines.append([("  ", {}), mark if k == 0 else ("  ", {})] + wl)
                i += 1
            lines.append([])
        elif not ln.strip():
            flush()
            i += 1
        else:
            para.append(ln.strip())
            i += 1
    flush()
    while lines and not lines[-1]:
        lines.pop()
    return lines, heads


def mar_style(d):
    return sgr(d.get("fg"), d.get("bg"), bold=d.get("bold", False), italic=d.get("italic", False),
               ul=d.get("ul", False), rev=d.get("rev", False))


def marustdown(args):
    cols, rws = size()
    width = min(90, cols - 4)
    margin = (cols - width) // 2
    lines, heads = mar_layout(RUNBOOK, width)
    rows = rws - 1
    st = {"top": 0, "cursor": 0, "mode": "normal", "q": "", "match": "", "msg": None,
          "ol": None}
    c = MAR
    status = dict(fg=c["subtle"], bg=c["surface"])
    hints = "/ search  n next  x toggle  o outline  e edit  y copy  q quit"

    def last():
        return len(lines) - 1

    def max_top():
        return max(0, len(lines) - rows)

    def follow():
        off = min(3, (rows - 1) // 2)
        if st["cursor"] < st["top"] + off:
            st["top"] = max(0, st["cursor"] - off)
        if st["cursor"] + off >= st["top"] + rows:
            st["top"] = st["cursor"] + off + 1 - rows
        st["top"] = min(st["top"], max_top())

    def jump(n):
        st["cursor"] = min(n, last())
        st["top"] = max(0, st["cursor"] - 3)
        follow()

    def section(n):
        k = None
        for j, h in enumerate(heads):
            if h[0] <= n:
                k = j
        return k

    def text_of(n):
        return "".join(t for t, _ in lines[n])

    def draw_line(i, under):
        spans = lines[i]
        q = st["match"].lower()
        res = []
        pos = 0
        text = text_of(i)
        hits = []
        if q:
            j = text.lower().find(q)
            while j >= 0:
                hits.append((j, j + len(q)))
                j = text.lower().find(q, j + 1)
        for t, s in spans:
            for ch in t:
                sty = dict(s)
                if under:
                    sty.setdefault("bg", c["highlight"])
                    if "bg" in s and s["bg"] == c["surface"]:
                        sty["bg"] = s["bg"]
                if any(a <= pos < b for a, b in hits):
                    sty = dict(fg=c["yellow"], bold=True, rev=True)
                res.append((ch, mar_style(sty)))
                pos += 1
        merged = []
        for ch, sty in res:
            if merged and merged[-1][1] == sty:
                merged[-1] = (merged[-1][0] + ch, sty)
            else:
                merged.append((ch, sty))
        if under:
            merged.append((" " * max(0, width - pos), mar_style(dict(bg=c["highlight"]))))
        return [(" " * margin, PLAIN)] + merged

    def draw():
        s = "\x1b[?2026h"
        if st["mode"] == "outline":
            o = st["ol"]
            for r in range(rows):
                k = o["scroll"] + r
                if k < len(o["items"]):
                    line, level, title, _ = heads[o["items"][k]]
                    under = k == o["sel"]
                    indent = 2 * (level - 1)
                    num = str(line + 1)
                    hs = {1: dict(fg=c["accent"], bold=True), 2: dict(fg=c["secondary"], bold=True)}.get(level, dict(bold=True))
                    bg = dict(bg=c["highlight"]) if under else {}
                    spans = [(" " * margin, PLAIN), (" " * indent, mar_style(bg)),
                             (title, mar_style(dict(hs, **bg))),
                             (" " * max(0, width - indent - len(title) - len(num)), mar_style(bg)),
                             (num, mar_style(dict(fg=c["muted"], **bg)))]
                    s += paint_row(r, spans, cols)
                else:
                    s += "\x1b[%d;1H\x1b[K" % (r + 1)
        else:
            for r in range(rows):
                i = st["top"] + r
                if i < len(lines):
                    s += paint_row(r, draw_line(i, i == st["cursor"]), cols)
                else:
                    s += "\x1b[%d;1H\x1b[K" % (r + 1)
        if st["mode"] == "search":
            bar = " /" + st["q"]
            prompt = True
        elif st["mode"] == "outline":
            bar = " outline: " + st["ol"]["query"]
            prompt = True
        else:
            bar = " ln %d/%d" % (st["cursor"] + 1, len(lines))
            k = section(st["cursor"])
            if k is not None:
                chain = []
                while k is not None:
                    chain.append(heads[k][2])
                    k = heads[k][3]
                bar += " │ " + " › ".join(reversed(chain))
            prompt = False
        curcol = len(bar) + 1
        right = st["msg"] or hints
        if not prompt and len(bar) + len(right) + 3 <= cols:
            bar += " " * (cols - len(bar) - len(right) - 1) + right
        bar = bar[:cols].ljust(cols)
        s += "\x1b[%d;1H" % rws + mar_style(status) + bar + PLAIN
        if prompt:
            s += "\x1b[%d;%dH\x1b[?25h" % (rws, min(curcol, cols))
        else:
            s += "\x1b[?25l"
        s += "\x1b[?2026l"
        out(s)

    def search(frm):
        q = st["match"].lower()
        if not q:
            return
        n = len(lines)
        hit = [i for i in list(range(frm, n)) + list(range(0, frm)) if q in text_of(i).lower()]
        if hit:
            jump(hit[0])
            if hit[0] < frm:
                st["msg"] = "search wrapped"
        else:
            st["msg"] = "pattern not found"

    out("\x1b[?1049h\x1b[?25l\x1b[?7l")
    try:
        with Mode("raw"):
            while True:
                draw()
                k = readkey()
                if st["mode"] == "search":
                    if k == "enter":
                        if st["q"]:
                            st["match"] = st["q"]
                        st["mode"] = "normal"
                        search(st["cursor"])
                    elif k == "backspace":
                        if not st["q"]:
                            st["mode"] = "normal"
                        st["q"] = st["q"][:-1]
                    elif k in ("esc", "ctrl-c"):
                        st["mode"] = "normal"
                    elif len(k) == 1:
                        st["q"] += k
                    continue
                if st["mode"] == "outline":
                    o = st["ol"]
                    if k in ("esc", "ctrl-c"):
                        st["mode"] = "normal"
                    elif k == "enter":
                        if o["items"]:
                            jump(heads[o["items"][o["sel"]]][0])
                        st["mode"] = "normal"
                    elif k == "up":
                        o["sel"] = max(0, o["sel"] - 1)
                    elif k in ("down", "tab"):
                        o["sel"] = min(len(o["items"]) - 1, o["sel"] + 1)
                    elif k == "backspace":
                        o["query"] = o["query"][:-1]
                    elif len(k) == 1:
                        o["query"] += k
                        o["sel"] = 0
                    if st["mode"] == "outline":
                        ql = o["query"].lower()
                        o["items"] = [j for j, h in enumerate(heads) if not ql or ql in h[2].lower()]
                        o["sel"] = min(o["sel"], max(0, len(o["items"]) - 1))
                    continue
                if k == "ctrl-c" or k in ("q", "esc"):
                    return
                st["msg"] = None
                if k in ("j", "down"):
                    st["cursor"] = min(st["cursor"] + 1, last())
                    follow()
                elif k in ("k", "up"):
                    st["cursor"] = max(0, st["cursor"] - 1)
                    follow()
                elif k in (" ", "f", "pgdn", "d", "ctrl-d", "b", "pgup", "u", "ctrl-u"):
                    step = rows if k in (" ", "f", "pgdn", "b", "pgup") else max(1, rows // 2)
                    if k in ("b", "pgup", "u", "ctrl-u"):
                        step = -step
                    st["cursor"] = max(0, min(st["cursor"] + step, last()))
                    st["top"] = max(0, min(st["top"] + step, max_top()))
                    follow()
                elif k in ("g", "home"):
                    jump(0)
                elif k in ("G", "end"):
                    st["cursor"] = last()
                    follow()
                elif k == "/":
                    st["mode"], st["q"] = "search", ""
                elif k == "n":
                    search((st["cursor"] + 1) % len(lines))
                elif k == "o":
                    sec = section(st["cursor"]) or 0
                    st["ol"] = {"query": "", "items": list(range(len(heads))), "sel": sec, "scroll": 0}
                    st["mode"] = "outline"
                elif k in ("x", "enter"):
                    st["msg"] = "no task on this line"
    finally:
        out("\x1b[?7h\x1b[?25h\x1b[?1049l")


# --- difftastic, paged by less -FRX -------------------------------------

def difft_lines():
    """difftastic's side-by-side output for the two files `git diff`
    hands it, 80 columns wide, as git's pager receives it."""
    red, green = sgr("red", bold=True), sgr("green", bold=True)
    nred, ngreen = sgr("red"), sgr("green")
    dim = sgr(dim=True)
    head = sgr("yellow", bold=True)

    def header(path, n, total, lang):
        div = "" if total == 1 else "%d/%d --- " % (n, total)
        return [(path, head), (" --- " + div + lang, dim)]

    def row(ln, left, rn, right, lnov=False, rnov=False):
        """left and right are lists of (text, novel) pieces."""
        spans = []
        lw = 40
        if ln is None:
            spans.append((" " * lw, PLAIN))
        else:
            spans.append(("%2d " % ln, red if lnov else dim))
            n = 3
            for t, nov in left:
                spans.append((t, nred if nov else PLAIN))
                n += len(t)
            spans.append((" " * max(1, lw - n), PLAIN))
        if rn is not None:
            spans.append(("%2d " % rn, green if rnov else dim))
            for t, nov in right:
                spans.append((t, ngreen if nov else PLAIN))
        return spans

    def same(a, b, text):
        return row(a, [(text, False)], b, [(text, False)])

    def changed(a, lt, b, rt):
        return row(a, lt, b, rt, True, True)

    out_ = []
    out_.append(header("conf/ferry.toml", 1, 2, "TOML"))
    out_.append(same(1, 1, "[ferry]"))
    out_.append(same(2, 2, 'name = "ferry"'))
    out_.append(changed(3, [("listen = ", False), ('"0.0.0.0:7070"', True)],
                        3, [("listen = ", False), ('"0.0.0.0:7443"', True)]))
    out_.append(same(4, 4, 'spool = "/srv/ferry/spool"'))
    out_.append(same(5, 5, ""))
    out_.append(same(6, 6, "[upload]"))
    out_.append(changed(7, [("timeout = ", False), ("30", True)], 7, [("timeout = ", False), ("45", True)]))
    out_.append(changed(8, [("retries = ", False), ("3", True)], 8, [("retries = ", False), ("8", True)]))
    out_.append(row(None, [], 9, [('backoff = "exponential"', True)], False, True))
    out_.append(row(None, [], 10, [('backoff_cap = "5m"', True)], False, True))
    out_.append(same(9, 11, "parallel = 4"))
    out_.append([])
    out_.append(header("conf/ferry.toml", 2, 2, "TOML"))
    out_.append(same(18, 20, "[archive]"))
    out_.append(same(19, 21, 'bucket = "ledger-archive"'))
    out_.append(changed(20, [("region = ", False), ('"eu-west-1"', True)],
                        22, [("region = ", False), ('"eu-central-1"', True)]))
    out_.append(row(21, [("verify = ", False), ("false", True)], None, [], True, False))
    out_.append(row(None, [], 23, [("verify = ", False), ("true", True)], False, True))
    out_.append(same(22, 24, 'parked = "/srv/ferry/parked"'))
    out_.append([])
    out_.append(header("ferry/upload.py", 1, 3, "Python"))
    out_.append(same(1, 1, "import random"))
    out_.append(same(2, 2, "import time"))
    out_.append(same(3, 3, ""))
    out_.append(same(4, 4, "from ferry import archive, log"))
    out_.append(same(5, 5, ""))
    out_.append(row(None, [], 6, [("BACKOFF_START = 2", True)], False, True))
    out_.append(row(None, [], 7, [("BACKOFF_CAP = 300", True)], False, True))
    out_.append(row(None, [], 8, [("", False)], False, False))
    out_.append(same(6, 9, ""))
    out_.append(same(7, 10, "def upload(path, cfg):"))
    out_.append(changed(8, [("    for n in range(", False), ("3", True), ("):", False)],
                        11, [("    for n in range(", False), ("cfg.retries", True), ("):", False)]))
    out_.append(same(9, 12, "        try:"))
    out_.append(same(10, 13, "            archive.put(path)"))
    out_.append(same(11, 14, "            return True"))
    out_.append(same(12, 15, "        except archive.Busy:"))
    out_.append(changed(13, [("            time.sleep(", False), ("5", True), (")", False)],
                        16, [("            time.sleep(", False), ("backoff(n)", True), (")", False)]))
    out_.append(same(14, 17, "    return False"))
    out_.append([])
    out_.append(header("ferry/upload.py", 2, 3, "Python"))
    out_.append(same(16, 19, ""))
    out_.append(row(None, [], 20, [("def backoff(n):", True)], False, True))
    out_.append(row(None, [], 21, [('    """Seconds before attempt n+1."""', True)], False, True))
    out_.append(row(None, [], 22, [("    wait = BACKOFF_START * 2 ** n", True)], False, True))
    out_.append(row(None, [], 23, [("    wait = min(wait, BACKOFF_CAP)", True)], False, True))
    out_.append(row(None, [], 24, [("    return wait + random.uniform(0, 1)", True)], False, True))
    out_.append(row(None, [], 25, [("", False)], False, False))
    out_.append(same(17, 26, ""))
    out_.append(same(18, 27, "def park(path):"))
    out_.append(changed(19, [('    log.warn("', False), ("giving up", True), (' on %s", path)', False)],
                        28, [('    log.warn("', False), ("parking", True), (' %s", path)', False)]))
    out_.append(same(20, 29, "    path.rename(PARKED / path.name)"))
    out_.append([])
    out_.append(header("ferry/upload.py", 3, 3, "Python"))
    out_.append(same(40, 49, "def drain(spool, cfg):"))
    out_.append(same(41, 50, "    for path in sorted(spool.iterdir()):"))
    out_.append(changed(42, [("        if not upload(path", False), (")", False), (":", False)],
                        51, [("        if not upload(path", False), (", cfg)", True), (":", False)]))
    out_.append(same(43, 52, "            park(path)"))
    out_.append(changed(44, [("    log.info(", False), ('"drained"', True), (")", False)],
                        53, [("    log.info(", False), ('"drained %d", count', True), (")", False)]))
    return out_


LESS_HELP = """
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
""".split("\n")[1:]


def difftastic(args):
    """git diff, its external diff difft, paged by git's less (LESS=FRX):
    on the main screen, the keypad left alone, no echo, signals kept."""
    lines = difft_lines()
    cols, rws = size()
    page = rws - 1
    top = 0
    mode, typed, hl = "view", "", ""
    last = max(0, len(lines) - page)
    rev = sgr(rev=True)
    bold = sgr(bold=True)
    with Mode("cbreak"):
        while True:
            s = ""
            if mode == "help":
                for i in range(page):
                    t = LESS_HELP[i] if i < len(LESS_HELP) else ""
                    st = bold if t.strip() in ("SUMMARY OF LESS COMMANDS", "MOVING") else PLAIN
                    s += paint_row(i, [(t, st)], cols)
                s += paint_row(page, [("HELP -- Press RETURN for more, or q when done", rev)], cols)
                s += "\x1b[%d;%dH" % (rws, 46)
            else:
                for i in range(page):
                    k = top + i
                    spans = lines[k] if k < len(lines) else [("~", PLAIN)]
                    if hl:
                        spans = mark(spans, hl)
                    s += paint_row(i, spans, cols)
                if mode == "search":
                    s += paint_row(page, [("/" + typed, PLAIN)], cols)
                    s += "\x1b[%d;%dH" % (rws, 2 + len(typed))
                elif top >= last:
                    s += paint_row(page, [("(END)", rev)], cols)
                    s += "\x1b[%d;6H" % rws
                else:
                    s += paint_row(page, [(":", PLAIN)], cols)
                    s += "\x1b[%d;2H" % rws
            out(s)
            c = readkey()
            if mode == "help":
                if c in ("q", "Q"):
                    mode = "view"
                continue
            if mode == "search":
                if c == "enter":
                    if typed:
                        hl = typed
                        for k in range(top + 1, len(lines)):
                            if typed in "".join(t for t, _ in lines[k]):
                                top = min(k, last)
                                break
                    mode = "view"
                elif c in ("esc", "ctrl-c"):
                    mode = "view"
                elif c == "backspace":
                    if not typed:
                        mode = "view"
                    typed = typed[:-1]
                elif len(c) == 1:
                    typed += c
                continue
            if c in ("q", "Q"):
                out("\r\x1b[K")
                return
            if c in (" ", "f", "pgdn", "ctrl-f", "ctrl-v"):
                top = min(top + page, last)
            elif c in ("b", "pgup", "ctrl-b"):
                top = max(0, top - page)
            elif c in ("j", "enter", "down", "e"):
                top = min(top + 1, last)
            elif c in ("k", "up", "y"):
                top = max(0, top - 1)
            elif c in ("G", ">", "end"):
                top = last
            elif c in ("g", "<", "home"):
                top = 0
            elif c in ("h", "H"):
                mode = "help"
            elif c == "/":
                mode, typed = "search", ""


def mark(spans, word):
    """Spans with each match of word in reverse video, as less shows them."""
    text = "".join(t for t, _ in spans)
    hits = []
    j = text.find(word)
    while j >= 0:
        hits.append((j, j + len(word)))
        j = text.find(word, j + 1)
    if not hits:
        return spans
    res, pos = [], 0
    for t, st in spans:
        for ch in t:
            res.append((ch, st + "\x1b[7m" if any(a <= pos < b for a, b in hits) else st))
            pos += 1
    return res


# --- parqx ---------------------------------------------------------------

TX = {
    "background": "#121212", "surface": "#1e1e1e", "panel": "#262d35", "primary": "#0178d4",
    "accent": "#ffa62b", "accent_dark": "#d9861c", "foreground": "#e0e0e0", "muted": "#8a8a8a",
    "scroll_bg": "#2b2b2b", "scroll_thumb": "#505050", "boost": "#2a2a2a",
}


def parqx_data():
    rng = random.Random(7)
    zones = ["Harbourside", "Old Town", "Airport", "University", "Riverside", "Market Hill",
             "Docklands", "North Quay", "Station", "Castlefield"]
    rows = []
    t = 1772432000  # 2026-03-02
    import datetime
    for i in range(1200):
        t += rng.randint(60, 900)
        dur = rng.randint(300, 2700)
        dist = round(rng.uniform(0.6, 18.5), 2)
        fare = "%.2f" % (3.2 + dist * 1.9 + rng.choice([0, 0, 0.5, 1.0]))
        a = datetime.datetime.fromtimestamp(t, datetime.timezone.utc).strftime("%Y-%m-%d %H:%M:%S")
        b = datetime.datetime.fromtimestamp(t + dur, datetime.timezone.utc).strftime("%Y-%m-%d %H:%M:%S")
        rows.append([str(100001 + i), a, b, rng.choice(zones), "%.2f" % dist, fare,
                     rng.random() > 0.07, "<list %d>" % rng.randint(0, 3)])
    return rows


PARQX_COLUMNS = [("trip_id", "num"), ("pickup_at", "time"), ("dropoff_at", "time"), ("zone", "str"),
                 ("distance_km", "num"), ("fare", "num"), ("paid", "bool"), ("tags", "list")]


def parqx(args):
    path = args[0] if args else "trips.parquet"
    data = parqx_data()
    cols, rws = size()
    st = {"row": 0, "col": 0, "top": 0, "cursor": "cell", "sql": False, "header": True, "index": True}
    widths = []
    for k, (name, kind) in enumerate(PARQX_COLUMNS):
        w = max(len(name), max(len("true" if r[k] is True else "false" if r[k] is False else r[k]) for r in data[:128]), 4)
        widths.append(min(w, 32) + 2)
    idx_w = len(str(len(data) - 1)) + 2
    T = TX

    def cell_style(kind, value):
        if kind == "num":
            return dict(fg="cyan")
        if kind == "time":
            return dict(fg="yellow")
        if kind == "bool":
            return dict(fg="green" if value else "red")
        if kind == "list":
            return dict(fg="blue")
        return {}

    def style(d, base_bg):
        return sgr(d.get("fg", T["foreground"]), d.get("bg", base_bg), bold=d.get("bold", False))

    def table_rows(height):
        """The table's rows: header, data, horizontal scrollbar."""
        body_h = height - 2
        vis_w = cols - 2
        if st["row"] < st["top"]:
            st["top"] = st["row"]
        if st["row"] >= st["top"] + body_h:
            st["top"] = st["row"] - body_h + 1
        res = []
        bg = T["surface"]
        hdr = [("".ljust(idx_w), style(dict(bold=True), T["panel"]))]
        for k, (name, _) in enumerate(PARQX_COLUMNS):
            d = dict(bold=True)
            b = T["panel"]
            if k == st["col"] and st["cursor"] in ("cell", "column"):
                b = T["accent_dark"]
            hdr.append(((" " + name).ljust(widths[k]), style(d, b)))
        res.append(hdr)
        for r in range(st["top"], st["top"] + body_h):
            if r >= len(data):
                res.append([(" " * vis_w, style({}, bg))])
                continue
            on_row = r == st["row"] and st["cursor"] == "row"
            ib = T["accent_dark"] if r == st["row"] and st["cursor"] in ("cell", "row") else T["panel"]
            line = [((" " + str(r)).ljust(idx_w), style(dict(bold=True), ib))]
            for k, (_, kind) in enumerate(PARQX_COLUMNS):
                v = data[r][k]
                text = "true" if v is True else "false" if v is False else v
                d = cell_style(kind, v)
                b = bg
                if (st["cursor"] == "cell" and r == st["row"] and k == st["col"]) or on_row:
                    d = dict(fg=T["foreground"], bg=T["primary"], bold=True)
                    b = T["primary"]
                line.append((" " + text.ljust(widths[k] - 2) + " ", style(d, b)))
            res.append(line)
        # cut to the visible width, add the vertical scrollbar
        total_h = len(data) + 1
        thumb = max(1, (height - 1) * (height - 1) // total_h)
        pos = (height - 1 - thumb) * st["top"] // max(1, len(data) - body_h)
        outrows = []
        for y, line in enumerate(res):
            spans, n = cut(line, vis_w)
            if n < vis_w:
                spans.append((" " * (vis_w - n), style({}, bg)))
            sb = T["scroll_thumb"] if pos <= y < pos + thumb else T["scroll_bg"]
            spans.append(("  ", sgr(None, sb)))
            outrows.append(spans)
        full = idx_w + sum(widths)
        tw = max(1, vis_w * vis_w // full)
        outrows.append([(" " * tw, sgr(None, T["scroll_thumb"])),
                        (" " * (vis_w - tw), sgr(None, T["scroll_bg"])), ("  ", sgr(None, T["scroll_bg"]))])
        return outrows

    def footer():
        key = sgr(T["accent"], T["panel"], bold=True)
        desc = sgr(T["foreground"], T["panel"])
        spans = []
        for k, d in [("f2", "SQL"), ("f5", "Run SQL"), ("h", "Header"), ("i", "Index"), ("z", "Zebra"), ("c", "Cursor")]:
            spans += [(" " + k, key), (" " + d + " ", desc)]
        n = sum(len(t) for t, _ in spans)
        right = [("^p", key), (" palette ", desc)]
        rn = sum(len(t) for t, _ in right)
        spans.append((" " * max(0, cols - n - rn), desc))
        return spans + right

    def sql_panel():
        muted = sgr(T["muted"], T["background"])
        rows_ = [[("Current file: data · F5 / Ctrl+Enter to run · Escape to cancel".ljust(cols), muted)]]
        edge = sgr(T["primary"], T["surface"])
        inner = cols - 2
        rows_.append([("▊", edge), ("▔" * inner, sgr(T["primary"], T["surface"])), ("▎", edge)])
        gut = sgr(T["muted"], T["boost"])
        cur = sgr(T["surface"], T["foreground"])
        text = "SELECT * FROM data"
        rows_.append([("▊", edge), ("  1 ", gut), (text[0], cur),
                      (text[1:].ljust(inner - 5), sgr(T["foreground"], T["boost"])), ("▎", edge)])
        for _ in range(3):
            rows_.append([("▊", edge), (" " * inner, sgr(T["foreground"], T["surface"])), ("▎", edge)])
        rows_.append([("▊", edge), ("▁" * inner, sgr(T["primary"], T["surface"])), ("▎", edge)])
        btns = [("Run", T["primary"], True), ("Cancel", "#3a3f44", False), ("Browse file", "#3a3f44", False)]
        bg = sgr(None, T["background"])
        top_, mid, bot = [], [], []
        for label, color, bold in btns:
            w = max(12, len(label) + 4)
            top_ += [("▔" * w, sgr("#4d8fd6" if bold else "#5a5f64", color)), (" ", bg)]
            pad = w - len(label)
            mid += [(" " * (pad // 2) + label + " " * (pad - pad // 2), sgr(T["foreground"], color, bold=True)), (" ", bg)]
            bot += [("▁" * w, sgr("#00528f" if bold else "#24282c", color)), (" ", bg)]
        for r in (top_, mid, bot):
            n = sum(len(t) for t, _ in r)
            rows_.append(r + [(" " * (cols - n), bg)])
        return rows_

    def draw():
        body = []
        if st["sql"]:
            body += sql_panel()
        avail = rws - 2 - len(body)
        body += table_rows(avail)
        status = "%s · %s rows · original values" % (os.path.basename(path), "{:,}".format(len(data)))
        body.append([(status.ljust(cols), sgr(T["muted"], T["background"]))])
        body.append(footer())
        s = "\x1b[?2026h"
        for y, r in enumerate(body):
            s += paint_row(y, r, cols)
        s += "\x1b[?2026l"
        out(s)

    out("\x1b[?1049h\x1b[?25l\x1b[?1000h\x1b[?1003h\x1b[?1015h\x1b[?1006h\x1b[?2004h\x1b[2J")
    try:
        with Mode("raw"):
            while True:
                draw()
                k = readkey()
                if k in ("ctrl-q", "ctrl-c"):
                    return
                if st["sql"] and k not in ("f2", "f5", "esc"):
                    continue
                body_h = rws - 4 - (10 if st["sql"] else 0)
                if k == "down":
                    st["row"] = min(st["row"] + 1, len(data) - 1)
                elif k == "up":
                    st["row"] = max(0, st["row"] - 1)
                elif k == "right":
                    st["col"] = min(st["col"] + 1, len(PARQX_COLUMNS) - 1)
                elif k == "left":
                    st["col"] = max(0, st["col"] - 1)
                elif k == "pgdn":
                    st["row"] = min(st["row"] + body_h, len(data) - 1)
                elif k == "pgup":
                    st["row"] = max(0, st["row"] - body_h)
                elif k == "ctrl-end":
                    st["row"] = len(data) - 1
                elif k == "ctrl-home":
                    st["row"] = 0
                elif k == "f2":
                    st["sql"] = not st["sql"]
                elif k == "c":
                    order = ["cell", "row", "column", "none"]
                    st["cursor"] = order[(order.index(st["cursor"]) + 1) % 4]
    finally:
        out("\x1b[?2004l\x1b[?1006l\x1b[?1015l\x1b[?1003l\x1b[?1000l\x1b[?25h\x1b[?1049l")


TOOLS = {"mantee": mantee, "nuber": nuber, "mar": marustdown, "difftastic": difftastic,
         "parqx": parqx}


def main():
    if len(sys.argv) < 2 or sys.argv[1] not in TOOLS:
        sys.stderr.write("usage: %s {%s} [ARGS]\n" % (sys.argv[0], ",".join(TOOLS)))
        sys.exit(2)
    try:
        TOOLS[sys.argv[1]](sys.argv[2:])
    except KeyboardInterrupt:
        pass


if __name__ == "__main__":
    main()
