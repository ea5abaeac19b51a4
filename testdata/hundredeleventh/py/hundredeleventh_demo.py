"""One program imitated, named by the first argument: a fixture of
agentty's hundredeleventh set, whose screens were never used to tune the
mode classifier. Each draws, with curses on the alternate screen, what a
terminal text editor, hex editor, pager, document viewer or diff viewer
that cannot run here draws at one of its moments (its status line, mode
line or ruler, its command line, search prompt and questions, from its
documentation, source and published screenshots), over a file of the
set's own. Runs with Debian's python3 and its standard library only."""

import curses
import os
import sys

os.environ.setdefault("ESCDELAY", "25")

GARDEN = """# The allotment notebook

Plot 14, north corner. Soil: heavy clay, improved with leaf mould
every autumn since the first year.

## Beds

1. Broad beans (Aquadulce), sown under fleece in November.
2. Onion sets (Sturon), forty of them, planted out in March.
3. Beetroot (Boltardy), three short rows, thinned twice.
4. Runner beans up the hazel wigwam by the water butt.

## Jobs for the week

- Turn the compost heap and cover it with the old carpet.
- Net the brassicas before the pigeons find them.
- Sharpen the hoe; oil the shears; mend the gate latch.
- Ask Mrs Pell about her spare rhubarb crowns.

## Harvest log

Date        Crop           Weight
2026-06-02  Broad beans    1.4 kg
2026-06-09  Broad beans    2.1 kg
2026-06-16  Early potatoes 3.8 kg
2026-06-23  Lettuce        0.6 kg
2026-07-01  Courgettes     2.9 kg
"""

LINES = GARDEN.splitlines()


def colours():
    curses.start_color()
    try:
        curses.use_default_colors()
    except curses.error:
        pass


def key(scr):
    """One key: a character code, or ("alt", c) for Escape and a key."""
    c = scr.getch()
    if c == 27:
        scr.nodelay(True)
        n = scr.getch()
        scr.nodelay(False)
        if n != -1:
            return ("alt", n)
    return c


def put(scr, y, x, s, attr=0):
    h, w = scr.getmaxyx()
    if y >= h or x >= w:
        return
    s = s[: w - x]
    try:
        scr.addstr(y, x, s, attr)
    except curses.error:
        pass


# setedit: Turbo Vision's blue desktop, a menu bar, an editor window with
# a double frame, its ruler on the frame's foot, a status line of keys.
def setedit(scr):
    colours()
    curses.init_pair(1, curses.COLOR_BLACK, curses.COLOR_WHITE)
    curses.init_pair(2, curses.COLOR_YELLOW, curses.COLOR_BLUE)
    curses.init_pair(3, curses.COLOR_WHITE, curses.COLOR_BLUE)
    curses.init_pair(4, curses.COLOR_RED, curses.COLOR_WHITE)
    curses.init_pair(5, curses.COLOR_BLACK, curses.COLOR_GREEN)
    curses.init_pair(6, curses.COLOR_WHITE, curses.COLOR_GREEN)
    curses.init_pair(7, curses.COLOR_BLACK, curses.COLOR_CYAN)
    h, w = scr.getmaxyx()
    text = list(LINES)
    cy, cx = 0, 0
    modified = False
    dialog = False

    def draw():
        scr.erase()
        scr.bkgd(" ", curses.color_pair(3))
        put(scr, 0, 0, " " * w, curses.color_pair(1))
        x = 1
        for m in ["≡", "File", "Edit", "Search", "Macro", "Tool&Ops", "Windows", "Project", "Options", "Help"]:
            put(scr, 0, x, " " + m[0], curses.color_pair(4))
            put(scr, 0, x + 2, m[1:] + " ", curses.color_pair(1))
            x += len(m) + 2
        frame = curses.color_pair(3) | curses.A_BOLD
        top = "╔═[■]" + "═" * (w - 12) + "1═[↕]═╗"
        put(scr, 1, 0, top, frame)
        title = " garden.md "
        put(scr, 1, (w - len(title)) // 2, title, frame)
        for r in range(2, h - 2):
            put(scr, r, 0, "║", frame)
            line = text[r - 2] if r - 2 < len(text) else ""
            put(scr, r, 1, line.ljust(w - 2)[: w - 2], curses.color_pair(2))
            put(scr, r, w - 1, "▲" if r == 2 else ("▼" if r == h - 3 else "░"), curses.color_pair(7))
        foot = "╚═" + ("*" if modified else "═") + " %d:%d " % (cy + 1, cx + 1)
        foot += "═" * (w - 2 - len(foot)) + "─┘"
        put(scr, h - 2, 0, foot[:w], frame)
        put(scr, h - 1, 0, " " * (w - 1), curses.color_pair(1))
        x = 1
        for k, label in [("Alt-X", "Exit"), ("F2", "Save"), ("F3", "Open"), ("Alt-F3", "Close"), ("F5", "Zoom"), ("F6", "Next"), ("F10", "Menu")]:
            put(scr, h - 1, x, k, curses.color_pair(4))
            put(scr, h - 1, x + len(k), " " + label + "  ", curses.color_pair(1))
            x += len(k) + len(label) + 3
        if dialog:
            dw, dh = 44, 8
            top, left = (h - dh) // 2, (w - dw) // 2
            box = curses.color_pair(1)
            put(scr, top, left, "╔═[■]" + "═" * (dw - 6) + "╗", box | curses.A_BOLD)
            put(scr, top, left + (dw - 13) // 2, " Information ", box | curses.A_BOLD)
            for r in range(1, dh - 1):
                put(scr, top + r, left, "║" + " " * (dw - 2) + "║", box | curses.A_BOLD)
            put(scr, top + dh - 1, left, "╚" + "═" * (dw - 2) + "╝", box | curses.A_BOLD)
            put(scr, top + 2, left + 5, "garden.md has been modified. Save?", box)
            bx = left + 5
            for i, (hot, rest) in enumerate([("Y", "es"), ("N", "o"), ("", "Cancel")]):
                label = " " + hot + rest + " "
                label = label.center(10)
                attr = curses.color_pair(6) | curses.A_BOLD if i == 0 else curses.color_pair(5)
                put(scr, top + 5, bx, label, attr)
                if hot:
                    put(scr, top + 5, bx + label.index(hot), hot, curses.color_pair(5) | curses.A_BOLD if i else attr)
                put(scr, top + 5, bx + 10, "▄", box)
                put(scr, top + 6, bx + 1, "▀" * 10, box)
                bx += 12
            curses.curs_set(0)
        else:
            curses.curs_set(1)
            scr.move(2 + cy, 1 + cx)
        scr.refresh()

    while True:
        draw()
        k = key(scr)
        if dialog:
            if k in (ord("y"), ord("Y"), ord("n"), ord("N"), 10, 13):
                return
            if k == 27:
                dialog = False
            continue
        if k == ("alt", ord("x")):
            if modified:
                dialog = True
                continue
            return
        if k == curses.KEY_DOWN:
            cy = min(cy + 1, len(text) - 1)
        elif k == curses.KEY_UP:
            cy = max(cy - 1, 0)
        elif isinstance(k, int) and 32 <= k < 127:
            line = text[cy]
            text[cy] = line[:cx] + chr(k) + line[cx:]
            cx += 1
            modified = True


# suplemon: its top bar (name, version, clock, the open files), the
# line numbers in a gutter, the status bar at the foot and, under it,
# the row its prompts are asked on.
def suplemon(scr):
    colours()
    curses.init_pair(1, curses.COLOR_WHITE, curses.COLOR_BLACK)
    curses.init_pair(2, curses.COLOR_YELLOW, -1)
    curses.init_pair(3, curses.COLOR_GREEN, -1)
    h, w = scr.getmaxyx()
    text = list(LINES)
    cy, cx = 0, 0
    modified = False
    prompt = None
    answer = ""

    def draw():
        scr.erase()
        bar = curses.A_REVERSE
        files = "[garden.md%s]" % ("*" if modified else "")
        put(scr, 0, 0, (" Suplemon Editor v0.2.1 - 12:07 " + files).ljust(w), bar)
        for r in range(1, h - 2):
            i = r - 1
            if i < len(text):
                put(scr, r, 0, "%3d " % (i + 1), curses.color_pair(2))
                put(scr, r, 4, text[i])
        status = " %d files  [%d/%d] garden.md  Markdown " % (1, cy + 1, len(text))
        pos = "Ln %d Col %d " % (cy + 1, cx + 1)
        put(scr, h - 2, 0, (status + " " * w)[: w - len(pos)] + pos, bar)
        if prompt is not None:
            put(scr, h - 1, 0, prompt + answer)
            scr.move(h - 1, len(prompt) + len(answer))
        else:
            scr.move(1 + cy, 4 + cx)
        scr.refresh()

    while True:
        draw()
        k = key(scr)
        if prompt is not None:
            if prompt.startswith("Exit"):
                if k in (ord("y"), ord("Y")):
                    return
                if k in (ord("n"), ord("N"), 27):
                    prompt = None
                continue
            if k in (10, 13, 27):
                prompt, answer = None, ""
            elif k in (curses.KEY_BACKSPACE, 127, 8):
                answer = answer[:-1]
            elif isinstance(k, int) and 32 <= k < 127:
                answer += chr(k)
            continue
        if k == 17:  # ^Q
            if modified:
                prompt = "Exit without saving? [y/n]: "
                continue
            return
        if k == 6:  # ^F
            prompt, answer = "Find: ", ""
        elif k == curses.KEY_DOWN:
            cy = min(cy + 1, len(text) - 1)
        elif isinstance(k, int) and 32 <= k < 127:
            line = text[cy]
            text[cy] = line[:cx] + chr(k) + line[cx:]
            cx += 1
            modified = True


# hexdino: a vim-like hex editor: offsets, sixteen bytes a row, their
# ASCII beside them, the cursor on a byte, its `:` command line at the
# foot.
def hexdino(scr):
    colours()
    curses.init_pair(1, curses.COLOR_YELLOW, -1)
    h, w = scr.getmaxyx()
    data = GARDEN.encode()
    cmd = None

    def draw():
        scr.erase()
        for r in range(h - 1):
            off = r * 16
            if off >= len(data):
                break
            chunk = data[off : off + 16]
            put(scr, r, 0, "%08x:" % off, curses.color_pair(1))
            hx = " ".join("%02x" % b for b in chunk)
            put(scr, r, 10, hx)
            put(scr, r, 60, "".join(chr(b) if 32 <= b < 127 else "." for b in chunk))
        if cmd is not None:
            put(scr, h - 1, 0, ":" + cmd)
            scr.move(h - 1, 1 + len(cmd))
        else:
            put(scr, h - 1, w - 20, "0x00000000  0%")
            scr.move(0, 10)
        scr.refresh()

    while True:
        draw()
        k = key(scr)
        if cmd is not None:
            if k in (10, 13):
                if cmd.startswith("q"):
                    return
                cmd = None
            elif k == 27:
                cmd = None
            elif k in (curses.KEY_BACKSPACE, 127, 8):
                cmd = cmd[:-1]
            elif isinstance(k, int) and 32 <= k < 127:
                cmd += chr(k)
            continue
        if k == ord(":"):
            cmd = ""


LOG = ["2026-11-26T09:%02d:%02d.%03dZ %s %s" % (m, s, ms, lvl, msg) for m, s, ms, lvl, msg in [
    (m // 3, (m * 7) % 60, (m * 37) % 1000, ["INFO ", "DEBUG", "INFO ", "WARN "][m % 4],
     ["irrigation: valve 3 opened for 120s", "sensor bed-2 moisture=41%", "scheduler: next run in 15m",
      "sensor bed-4 battery low (2.9V)", "irrigation: valve 3 closed", "greenhouse temp=22.4C",
      "pump: pressure 1.8 bar"][m % 7]) for m in range(120)]]


# slit: a pager for logs: the lines, and an info bar on the last row
# (the line counts, the filter and search, its key hints).
def slit(scr):
    colours()
    curses.init_pair(1, curses.COLOR_BLACK, curses.COLOR_CYAN)
    h, w = scr.getmaxyx()
    top = 0
    search = None

    def draw():
        scr.erase()
        for r in range(h - 1):
            if top + r < len(LOG):
                put(scr, r, 0, LOG[top + r])
        if search is not None:
            put(scr, h - 1, 0, "/" + search)
            curses.curs_set(1)
            scr.move(h - 1, 1 + len(search))
        else:
            info = " garden-pump.log  Lines: %d-%d/%d  Filters: 0  " % (top + 1, top + h - 1, len(LOG))
            put(scr, h - 1, 0, info.ljust(w - 1), curses.color_pair(1))
            curses.curs_set(0)
        scr.refresh()

    while True:
        draw()
        k = key(scr)
        if search is not None:
            if k in (10, 13, 27):
                search = None
            elif k in (curses.KEY_BACKSPACE, 127, 8):
                search = search[:-1]
            elif isinstance(k, int) and 32 <= k < 127:
                search += chr(k)
            continue
        if k == ord("q"):
            return
        if k == ord("/"):
            search = ""
        elif k in (curses.KEY_DOWN, ord("j")):
            top = min(top + 1, len(LOG) - h + 1)
        elif k in (ord(" "), curses.KEY_NPAGE):
            top = min(top + h - 1, len(LOG) - h + 1)


MAN = """GARDEN(7)              Allotment Manual              GARDEN(7)

NAME
       garden - the allotment notebook's conventions

SYNOPSIS
       garden [-b bed] [-w week] [crop ...]

DESCRIPTION
       The notebook keeps one plot's beds, its jobs for the week and
       a log of what was harvested, by date, crop and weight. Each bed
       is numbered from the gate; see beds(5) for their layout.

       Crops are named as the seed packet names them, with the variety
       in parentheses, for example Broad beans (Aquadulce).

OPTIONS
       -b bed Show only the bed numbered bed.

       -w week
              Show the jobs of the ISO week given, not this one.

       -h     Print a summary of the options and exit.

FILES
       ~/garden.md
              The notebook itself.

       ~/.config/garden/crops
              One crop a line, with its spacing and sowing months.

EXIT STATUS
       0 on success, 1 when a bed or crop is unknown.

SEE ALSO
       beds(5), compost(8), crontab(5)

Allotment Society          November 2026              GARDEN(7)""".splitlines()


# qman: a man page viewer: the page, its links and headings marked, a
# status bar at the foot with the page's name, the line and its keys.
def qman(scr):
    colours()
    curses.init_pair(1, curses.COLOR_BLACK, curses.COLOR_WHITE)
    curses.init_pair(2, curses.COLOR_BLUE, -1)
    h, w = scr.getmaxyx()
    top = 0
    search = None
    curses.curs_set(0)

    def draw():
        scr.erase()
        for r in range(h - 1):
            i = top + r
            if i >= len(MAN):
                break
            line = MAN[i]
            attr = curses.A_BOLD if line[:1].isupper() and line.isupper() else 0
            put(scr, r, 0, line, attr)
            for link in ("beds(5)", "compost(8)", "crontab(5)"):
                j = line.find(link)
                if j >= 0:
                    put(scr, r, j, link, curses.color_pair(2) | curses.A_UNDERLINE)
        if search is not None:
            put(scr, h - 1, 0, "Search for: " + search)
            curses.curs_set(1)
            scr.move(h - 1, 12 + len(search))
        else:
            pct = 100 * (top + h - 1) // len(MAN)
            st = " Manual page garden(7)  line %d/%d (%d%%)" % (top + 1, len(MAN), min(pct, 100))
            keys = "[?] Help  [q] Quit "
            put(scr, h - 1, 0, st.ljust(w - 1 - len(keys)) + keys, curses.color_pair(1))
            curses.curs_set(0)
        scr.refresh()

    while True:
        draw()
        k = key(scr)
        if search is not None:
            if k in (10, 13, 27):
                search = None
            elif k in (curses.KEY_BACKSPACE, 127, 8):
                search = search[:-1]
            elif isinstance(k, int) and 32 <= k < 127:
                search += chr(k)
            continue
        if k == ord("q"):
            return
        if k == ord("/"):
            search = ""
        elif k in (curses.KEY_DOWN, ord("j")):
            top = min(top + 1, len(MAN) - h + 1)
        elif k in (ord(" "), curses.KEY_NPAGE):
            top = min(top + h - 1, len(MAN) - h + 1)


FILES = [
    ("cmd/garden", "main.go", [
        ("@", "@@ -12,7 +12,8 @@ func main() {"),
        (" ", "\tflag.Parse()"),
        ("-", "\tbeds := load(\"garden.md\")"),
        ("+", "\tpath := flag.Arg(0)"),
        ("+", "\tbeds := load(path)"),
        (" ", "\tfor _, b := range beds {"),
        (" ", "\t\tfmt.Println(b.Name, b.Crop)"),
        (" ", "\t}"),
    ]),
    ("internal/beds", "beds.go", [
        ("@", "@@ -3,6 +3,7 @@ package beds"),
        (" ", "type Bed struct {"),
        (" ", "\tName string"),
        (" ", "\tCrop string"),
        ("+", "\tSown time.Time"),
        (" ", "}"),
    ]),
    ("internal/beds", "beds_test.go", [
        ("@", "@@ -20,4 +20,4 @@ func TestLoad(t *testing.T) {"),
        ("-", "\tif len(beds) != 3 {"),
        ("+", "\tif len(beds) != 4 {"),
        (" ", "\t\tt.Fatalf(\"got %d beds\", len(beds))"),
    ]),
]


# diffnav: a git diff pager: a file tree on the left, the selected
# file's diff on the right under its name, the key help at the foot.
def diffnav(scr):
    colours()
    curses.init_pair(1, curses.COLOR_GREEN, -1)
    curses.init_pair(2, curses.COLOR_RED, -1)
    curses.init_pair(3, curses.COLOR_CYAN, -1)
    curses.init_pair(4, curses.COLOR_BLACK, curses.COLOR_BLUE)
    curses.init_pair(5, 8 if curses.COLORS > 8 else curses.COLOR_WHITE, -1)
    h, w = scr.getmaxyx()
    sel = 0
    curses.curs_set(0)
    tw = 26

    def draw():
        scr.erase()
        dim = curses.color_pair(5)
        put(scr, 0, 0, "╭" + "─" * (tw - 2) + "╮", dim)
        for r in range(1, h - 2):
            put(scr, r, 0, "│", dim)
            put(scr, r, tw - 1, "│", dim)
        put(scr, h - 2, 0, "╰" + "─" * (tw - 2) + "╯", dim)
        rows = []
        last = None
        for i, (d, f, _) in enumerate(FILES):
            if d != last:
                rows.append((None, "  " + d + "/"))
                last = d
            rows.append((i, "    " + f))
        for r, (i, label) in enumerate(rows):
            attr = curses.color_pair(4) if i == sel else (curses.color_pair(3) if i is None else 0)
            put(scr, 1 + r, 1, label.ljust(tw - 2) if i == sel else label, attr)
        d, f, hunk = FILES[sel]
        put(scr, 0, tw + 1, "%s/%s" % (d, f), curses.A_BOLD)
        put(scr, 1, tw + 1, "─" * (w - tw - 2), dim)
        n = 12
        for r, (kind, line) in enumerate(hunk):
            line = line.replace("\t", "    ")
            if kind == "@":
                put(scr, 2 + r, tw + 1, line, curses.color_pair(3))
                continue
            attr = curses.color_pair(1) if kind == "+" else (curses.color_pair(2) if kind == "-" else 0)
            put(scr, 2 + r, tw + 1, "%3d │ %s %s" % (n, kind, line), attr)
            n += 1
        helpline = "↑/k up • ↓/j down • e toggle file tree • o open in editor • q quit"
        put(scr, h - 1, 1, helpline, dim)
        scr.refresh()

    while True:
        draw()
        k = key(scr)
        if k == ord("q"):
            return
        if k in (curses.KEY_DOWN, ord("j")):
            sel = min(sel + 1, len(FILES) - 1)
        elif k in (curses.KEY_UP, ord("k")):
            sel = max(sel - 1, 0)


BOOK = """Chapter 1. The Plot

The plot was the last one on the row, past the water trough and the
shed with the green door, and for three years nobody had wanted it.
The brambles had come in from the hedge and the couch grass from
everywhere else; the only sign that anyone had ever grown anything
there was a rhubarb crown by the gate, sulking under an upturned bin.

Mrs Pell, who had the plot next door and had had it since before the
war, said the clay would break a spade and the heart of whoever held
it. She said it kindly, leaning on her fork, and then she went back to
her onions, which were the best on the site and knew it.

I took the plot in November, which everybody agreed was the wrong
time, and spent the winter digging. By Christmas I had cleared one
bed; by February, three. The clay did not break the spade, though it
bent the fork, and in March I planted forty onion sets in a row as
straight as I could make it and waited to see what would happen.

Chapter 2. Broad Beans

What happened first was the broad beans. I had sown them in November
under fleece, more in hope than in any expectation, and in April they
stood up all at once, grey-green and stiff, like a row of small
soldiers who had been told to wait and had not been told for how long.

The blackfly came in May, as Mrs Pell had said they would, and sat on
the tips of the plants in a black crust. She showed me how to pinch the
tops out and put them in a bucket, and said that in her mother's day
they had eaten the tops, steamed, with butter, and that it was a waste
not to. I tried it. It was not a waste, exactly.

By June the pods were fat and hanging, and I picked the first of them
on a Tuesday evening with the light going, and shelled them sitting on
an upturned crate by the shed, and ate half of them raw before I got
them home. The log says 1.4 kg. It does not say how much was eaten on
the crate, because the log was not yet that kind of log.

Mrs Pell's verdict, delivered over the hedge the next morning, was
that they would do. It was the first time she had said so about
anything of mine, and I wrote it in the notebook under the weight.
""".splitlines()


# epy: an EPUB reader: the book's text in a centred column, the title
# and the reading progress on the top row.
def epy(scr):
    colours()
    h, w = scr.getmaxyx()
    curses.curs_set(0)
    top = 0
    body = h - 2

    def draw():
        scr.erase()
        pct = 100 * top // len(BOOK)
        put(scr, 0, 2, "The Allotment Year - M. Hart", curses.A_BOLD)
        prog = "%d%%" % pct
        put(scr, 0, w - 2 - len(prog), prog)
        left = max(0, (w - 70) // 2)
        for r in range(body):
            i = top + r
            if i < len(BOOK):
                line = BOOK[i]
                attr = curses.A_BOLD if line.startswith("Chapter") else 0
                put(scr, 2 + r, left, line, attr)
        scr.refresh()

    while True:
        draw()
        k = key(scr)
        if k == ord("q"):
            return
        if k in (ord(" "), curses.KEY_NPAGE, ord("l"), curses.KEY_RIGHT):
            top = min(top + body, len(BOOK) - 1)
        elif k in (curses.KEY_DOWN, ord("j")):
            top = min(top + 1, len(BOOK) - 1)


PROGRAMS = {
    "setedit": setedit,
    "suplemon": suplemon,
    "hexdino": hexdino,
    "slit": slit,
    "qman": qman,
    "diffnav": diffnav,
    "epy": epy,
}


# The editors read their keys raw (^Q, ^S and ^C are theirs); the pagers
# in cbreak mode.
EDITORS = ("setedit", "suplemon", "hexdino")


def run(scr, name):
    scr.keypad(True)
    if name in EDITORS:
        curses.raw()
    PROGRAMS[name](scr)


def main():
    curses.wrapper(run, sys.argv[1])


if __name__ == "__main__":
    main()
