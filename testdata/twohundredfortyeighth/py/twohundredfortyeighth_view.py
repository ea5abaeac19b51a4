"""One full-screen viewer or browser imitated, named by the first
argument: a fixture of agentty's twohundredfortyeighth set, whose screens
were never used to tune the mode classifier. Each draws what a viewer
that cannot run here draws (its words, layout, title or status line or
none, colours, reverse video, cursor, main or alternate screen) at its
moments: a file, a book, a reference page, a table, a diff, a feed or a
log, scrolled, searched, with its help box over it. Keys are read one at
a time. Runs with Debian's python3 and its standard library only
(curses, termios)."""

import curses
import os
import sys
import termios
import tty

os.environ.setdefault("ESCDELAY", "25")

ENTER = (10, 13, curses.KEY_ENTER)
ESC = 27
BACKSPACE = (8, 127, curses.KEY_BACKSPACE)

(BLUE, CYAN_BLUE, BAR, HILITE, GREEN, TURQ, WHITE, RED, YELLOW, BOXC, DIM, ADD, DEL, MAG) = range(1, 15)


def cp(n):
    return curses.color_pair(n) if curses.has_colors() else 0


def put(scr, y, x, s, attr=0):
    """Writes s at y, x, clipped to the screen."""
    h, w = scr.getmaxyx()
    if y < 0 or y >= h or x >= w or x < 0:
        return
    s = s[: max(0, w - x)]
    if y == h - 1 and x + len(s) >= w:
        s = s[: w - x - 1]
    try:
        scr.addstr(y, x, s, attr)
    except curses.error:
        pass


def fill(scr, y, x, w, attr):
    put(scr, y, x, " " * w, attr)


def box(scr, y, x, h, w, title="", attr=0, double=False):
    tl, tr, bl, br, hz, vt = ("╔", "╗", "╚", "╝", "═", "║") if double else ("┌", "┐", "└", "┘", "─", "│")
    put(scr, y, x, tl + hz * (w - 2) + tr, attr)
    for i in range(1, h - 1):
        put(scr, y + i, x, vt + " " * (w - 2) + vt, attr)
    put(scr, y + h - 1, x, bl + hz * (w - 2) + br, attr)
    if title:
        t = " " + title + " "
        put(scr, y, x + 2, t, attr)


def colours():
    if not curses.has_colors():
        return
    curses.start_color()
    curses.init_pair(BLUE, curses.COLOR_WHITE, curses.COLOR_BLUE)
    curses.init_pair(CYAN_BLUE, curses.COLOR_CYAN, curses.COLOR_BLUE)
    curses.init_pair(BAR, curses.COLOR_BLACK, curses.COLOR_CYAN)
    curses.init_pair(HILITE, curses.COLOR_BLACK, curses.COLOR_YELLOW)
    curses.init_pair(GREEN, curses.COLOR_GREEN, curses.COLOR_BLACK)
    curses.init_pair(TURQ, curses.COLOR_CYAN, curses.COLOR_BLACK)
    curses.init_pair(WHITE, curses.COLOR_WHITE, curses.COLOR_BLACK)
    curses.init_pair(RED, curses.COLOR_RED, curses.COLOR_BLACK)
    curses.init_pair(YELLOW, curses.COLOR_YELLOW, curses.COLOR_BLUE)
    curses.init_pair(BOXC, curses.COLOR_BLACK, curses.COLOR_WHITE)
    curses.init_pair(DIM, curses.COLOR_BLUE, curses.COLOR_BLACK)
    curses.init_pair(ADD, curses.COLOR_GREEN, curses.COLOR_BLACK)
    curses.init_pair(DEL, curses.COLOR_RED, curses.COLOR_BLACK)
    curses.init_pair(MAG, curses.COLOR_MAGENTA, curses.COLOR_BLACK)


README = """RELAY - a small message relay for the plant floor
==================================================

Contents
  1. Installing
  2. Configuring the relay
  3. Running it as a service
  4. Troubleshooting

1. INSTALLING

Copy RELAY.EXE and RELAY.CFG into a directory of their own, for
example C:\\RELAY, and add that directory to the PATH in AUTOEXEC.BAT.
The relay needs 256K of free conventional memory and a packet driver
loaded before it starts.

2. CONFIGURING THE RELAY

RELAY.CFG is a text file of settings, one a line. A line starting with
a semicolon is a comment. The settings are:

  PORT=7070         the TCP port the relay listens on
  PEERS=3           how many peers it forwards to at most
  QUEUE=C:\\RELAY\\Q  where messages wait while a peer is down
  RETRY=30          seconds between two tries to reach a peer
  TIMEOUT=120       seconds before a peer that does not answer is
                    counted as down
  LOG=C:\\RELAY\\RELAY.LOG
  LOGLEVEL=INFO     one of ERROR, WARN, INFO, DEBUG

Peers are named in PEERS.LST, one host and port a line:

  floor-a.plant.local:7070
  floor-b.plant.local:7070
  office.plant.local:7071

3. RUNNING IT AS A SERVICE

Start the relay from AUTOEXEC.BAT with RELAY /S to leave it resident.
RELAY /U unloads it. RELAY /Q shows its queue: how many messages wait
for each peer and since when.

4. TROUBLESHOOTING

If a peer is shown as down although it answers to ping, raise the
TIMEOUT; a busy peer may take longer than two minutes to accept a
batch. If messages pile up in the queue, check that the queue
directory is on a disk with room left, and that RETRY is not so short
that the relay spends its time reconnecting.

If the relay stops with "Packet driver not found", load the packet
driver before it in AUTOEXEC.BAT. If it stops with "Port in use",
another program listens on PORT: choose another one in RELAY.CFG and
in the peers' PEERS.LST.

A log line is written for each batch forwarded, each peer that goes
down or comes back, and each message dropped after its retries. Set
LOGLEVEL=DEBUG to see every try; the log grows quickly then.

Version history

  1.0  first release
  1.1  the queue survives a restart
  1.2  TIMEOUT setting; peers listed in PEERS.LST
  1.3  RELAY /Q shows the queue
  1.4  LOGLEVEL setting
  1.5  retries back off after five failures
  1.6  fixes a crash when PEERS.LST ends without a newline

Support

Write to the plant's IT desk, extension 4410, with RELAY.LOG and
RELAY.CFG attached. Say which version you run (RELAY /V prints it)
and what the relay printed last before it stopped.

(end of file)"""


def getkey(scr):
    try:
        return scr.get_wch()
    except curses.error:
        return None


def code(k):
    """A key as an int: a character's code, or curses' key number."""
    if isinstance(k, str):
        return ord(k)
    return k


# ---------------------------------------------------------------- ZTree


def ztree(scr):
    """ZTree Win's file viewer (the V command on a file): the path and
    file on the top rows, the text, the viewer's commands at the foot;
    H for a hex dump, S for a search asked at the foot."""
    curses.curs_set(0)
    lines = README.split("\n")
    data = README.replace("\n", "\r\n").encode("cp437", "replace")
    top = 0
    hexmode = False
    mode = "view"
    pattern = ""
    found = -1
    h, w = scr.getmaxyx()
    body = h - 5
    while True:
        scr.erase()
        scr.bkgd(" ", cp(BLUE))
        put(scr, 0, 0, "Path: C:\\RELAY", cp(BLUE) | curses.A_BOLD)
        put(scr, 0, w - 22, "12-01-26   10:42:08 am", cp(BLUE))
        if hexmode:
            nrows = (len(data) + 15) // 16
            put(scr, 1, 0, "FILE: README.TXT   Size: {:,}   Offset: {:06X}   HEX".format(len(data), top * 16),
                cp(CYAN_BLUE) | curses.A_BOLD)
        else:
            put(scr, 1, 0, "FILE: README.TXT   Size: {:,}   Line: {} of {}   ASCII".format(len(data), top + 1, len(lines)),
                cp(CYAN_BLUE) | curses.A_BOLD)
        put(scr, 2, 0, "═" * w, cp(CYAN_BLUE))
        for i in range(body):
            n = top + i
            if hexmode:
                chunk = data[n * 16: n * 16 + 16]
                if not chunk:
                    break
                hx = " ".join("{:02X}".format(b) for b in chunk[:8]) + "  " + " ".join("{:02X}".format(b) for b in chunk[8:])
                asc = "".join(chr(b) if 32 <= b < 127 else "." for b in chunk)
                put(scr, 3 + i, 0, "{:06X}  {:<49} {}".format(n * 16, hx, asc), cp(BLUE))
            else:
                if n >= len(lines):
                    break
                s = lines[n]
                put(scr, 3 + i, 0, s, cp(BLUE))
                if found == n and pattern:
                    j = s.upper().find(pattern.upper())
                    if j >= 0:
                        put(scr, 3 + i, j, s[j: j + len(pattern)], cp(HILITE))
        if mode == "search":
            put(scr, h - 2, 0, "SEARCH for: ", cp(BLUE) | curses.A_BOLD)
            put(scr, h - 2, 12, pattern, cp(BLUE))
            put(scr, h - 2, 12 + len(pattern), " ", cp(BOXC))
            put(scr, h - 1, 0, "enter search string        ◄─┘ ok   F1 help   ESC cancel", cp(CYAN_BLUE))
        else:
            put(scr, h - 2, 0, "VIEW   ", cp(BLUE) | curses.A_BOLD)
            x = 7
            for word in ("Ascii", "Dump", "Format", "Gather", "Hex", "Mask", "Search", "Unwrap", "Wordstar"):
                put(scr, h - 2, x, word[0], cp(YELLOW) | curses.A_BOLD)
                put(scr, h - 2, x + 1, word[1:], cp(BLUE))
                x += len(word) + 2
            put(scr, h - 1, 0, "COMMANDS  ↑↓ PgUp PgDn scroll   ◄─┘ file   F1 help   ESC cancel", cp(CYAN_BLUE))
        scr.refresh()
        k = getkey(scr)
        if k is None:
            continue
        c = code(k)
        if mode == "search":
            if c in ENTER:
                mode = "view"
                hexmode = False
                for n, s in enumerate(lines):
                    if pattern and pattern.upper() in s.upper() and n > found:
                        found = n
                        top = max(0, min(n - 2, len(lines) - body))
                        break
            elif c == ESC:
                mode = "view"
            elif c in BACKSPACE:
                pattern = pattern[:-1]
            elif isinstance(k, str) and k.isprintable():
                pattern += k
            continue
        limit = ((len(data) + 15) // 16 if hexmode else len(lines)) - body
        if c == curses.KEY_DOWN:
            top = min(top + 1, max(0, limit))
        elif c == curses.KEY_UP:
            top = max(top - 1, 0)
        elif c in (curses.KEY_NPAGE, ord(" ")):
            top = min(top + body, max(0, limit))
        elif c == curses.KEY_PPAGE:
            top = max(top - body, 0)
        elif c in (ord("h"), ord("H")):
            hexmode = not hexmode
            top = 0
        elif c in (ord("a"), ord("A")):
            hexmode = False
            top = 0
        elif c in (ord("s"), ord("S")):
            mode = "search"
            pattern = ""
            found = -1
        elif c in (ESC, ord("q"), ord("Q")):
            return


# ---------------------------------------------------------- BookManager

BOOK = [
    ("2.3", "Configuring the relay"),
    None,
    "The relay reads its settings from the member RELAYCFG of the data",
    "set named by the RELAYCFG DD statement of its started task. Each",
    "setting is a keyword and a value; an asterisk in column 1 makes the",
    "line a comment.",
    "",
    "PORT(7070)",
    "   The TCP port on which the relay accepts connections.",
    "",
    "PEERS(3)",
    "   How many peers the relay forwards messages to at most.",
    "",
    "RETRY(30)",
    "   The number of seconds between two attempts to reach a peer.",
    "",
    "TIMEOUT(120)",
    "   The number of seconds after which a peer that does not answer",
    "   is treated as unavailable. Raise the timeout for peers that",
    "   accept large batches slowly.",
    "",
    "QUEUE(RELAY.QUEUE)",
    "   The VSAM data set in which messages wait while a peer is",
    "   unavailable.",
    "",
    "LOGLEVEL(INFO)",
    "   One of ERROR, WARN, INFO or DEBUG.",
    "",
    ("2.4", "Starting and stopping the relay"),
    None,
    "Start the relay with the operator command S RELAY. Stop it with",
    "P RELAY; messages still queued are kept for the next start. The",
    "command F RELAY,DISPLAY QUEUE shows how many messages wait for",
    "each peer.",
    "",
    ("2.5", "Messages"),
    None,
    "RLY001I RELAY STARTED ON PORT 7070",
    "RLY004W PEER floor-b UNAVAILABLE AFTER TIMEOUT",
    "RLY007E QUEUE DATA SET FULL",
    "",
]


def bookmanager(scr):
    """IBM BookManager READ/MVS showing a topic of a book: its action
    bar, the book's title and the topic on a title row, `Command ===>`
    where the cursor waits, the topic's text, the PF keys at the foot.
    F8 pages forward, SEARCH word on the command line finds the word."""
    curses.curs_set(1)
    h, w = scr.getmaxyx()
    body = h - 7
    top = 0
    command = ""
    message = ""
    hits = set()
    word = ""
    while True:
        scr.erase()
        put(scr, 0, 1, "Book  Topic  Search  Group  Options  Help", cp(WHITE))
        put(scr, 1, 0, "─" * w, cp(TURQ))
        put(scr, 2, 0, "BOOK: EQQRLY01    Relay Operator's Guide", cp(TURQ) | curses.A_BOLD)
        right = message or "TOPIC 2.3 LINE {} OF {}".format(top + 1, len(BOOK))
        put(scr, 2, w - len(right), right, cp(WHITE) | curses.A_BOLD)
        put(scr, 3, 0, "Command ===> ", cp(GREEN))
        put(scr, 3, 13, command.ljust(48, "_"), cp(TURQ) | curses.A_UNDERLINE)
        put(scr, 3, w - 17, "Scroll ===> PAGE", cp(GREEN))
        for i in range(body):
            n = top + i
            if n >= len(BOOK):
                break
            line = BOOK[n]
            if line is None:
                put(scr, 4 + i, 1, "─" * 30, cp(TURQ))
            elif isinstance(line, tuple):
                put(scr, 4 + i, 1, line[0] + "  " + line[1], cp(WHITE) | curses.A_BOLD)
            else:
                put(scr, 4 + i, 1, line, cp(GREEN))
                if n in hits and word:
                    j = line.upper().find(word.upper())
                    put(scr, 4 + i, 1 + j, line[j: j + len(word)], cp(WHITE) | curses.A_REVERSE)
        put(scr, h - 2, 1, "F1=Help     F2=Searches  F3=Exit      F5=Rfind    F6=Bookmark  F7=Bkwd", cp(TURQ))
        put(scr, h - 1, 1, "F8=Fwd      F9=Swap      F10=Prev top F11=Next top F12=Cancel", cp(TURQ))
        scr.move(3, 13 + len(command))
        scr.refresh()
        k = getkey(scr)
        if k is None:
            continue
        c = code(k)
        if c == curses.KEY_F8:
            top = min(top + body - 1, max(0, len(BOOK) - body))
            message = ""
        elif c == curses.KEY_F7:
            top = max(top - body + 1, 0)
            message = ""
        elif c == curses.KEY_F3:
            return
        elif c in BACKSPACE:
            command = command[:-1]
        elif c in ENTER:
            parts = command.split()
            command = ""
            if len(parts) == 2 and parts[0].upper() in ("SEARCH", "SE"):
                word = parts[1]
                hits = {n for n, s in enumerate(BOOK) if isinstance(s, str) and word.upper() in s.upper()}
                if hits:
                    first = min(hits)
                    top = max(0, min(first - 1, len(BOOK) - body))
                    message = "{} SEARCH HITS FOR {}".format(len(hits), word.upper())
                else:
                    message = "NO SEARCH HITS"
            elif parts:
                message = "COMMAND NOT RECOGNIZED"
        elif isinstance(k, str) and k.isprintable():
            command += k


# -------------------------------------------------------------- HelpPC

INT10 = """INT 10 - Video BIOS Services

   For more information, see the following topics:

     INT 10,0 - Set video mode
     INT 10,1 - Set cursor type
     INT 10,2 - Set cursor position
     INT 10,3 - Read cursor position
     INT 10,5 - Select active display page
     INT 10,6 - Scroll active page up
     INT 10,7 - Scroll active page down
     INT 10,8 - Read character and attribute at cursor
     INT 10,9 - Write character and attribute at cursor
     INT 10,A - Write character at current cursor
     INT 10,B - Set color palette
     INT 10,C - Write graphics pixel at coordinate
     INT 10,D - Read graphics pixel at coordinate
     INT 10,E - Write text in teletype mode
     INT 10,F - Get current video state
     INT 10,10 - Set/get palette registers (EGA/VGA)
     INT 10,11 - Character generator routine (EGA/VGA)
     INT 10,12 - Video subsystem configuration (EGA/VGA)
     INT 10,13 - Write string (BIOS after 1/10/86)
     INT 10,1A - Video display combination (VGA)
     INT 10,1B - Video BIOS functionality/state information

   - warning, some BIOS implementations have a bug that causes
     register BP to be destroyed; it is advisable to save BP before
     a call to Video BIOS routines on these systems
   - registers CS, SS, DS, ES, BX, CX, DX are preserved unless
     explicitly returned"""


def helppc(scr):
    """HelpPC 2.10's reference page of a topic: one title bar on the top
    row, the page in a frame, no status line; F1 opens a box of its keys
    over the page, Esc closes it."""
    curses.curs_set(0)
    lines = INT10.split("\n")
    h, w = scr.getmaxyx()
    body = h - 3
    top = 0
    helpbox = False
    while True:
        scr.erase()
        scr.bkgd(" ", cp(BLUE))
        fill(scr, 0, 0, w, cp(BAR))
        put(scr, 0, 1, "HelpPC 2.10", cp(BAR))
        title = "INT 10 - Video BIOS Services"
        put(scr, 0, (w - len(title)) // 2, title, cp(BAR))
        put(scr, 0, w - 20, "Quick Reference Util", cp(BAR))
        box(scr, 1, 0, h - 1, w, "", cp(CYAN_BLUE), double=True)
        for i in range(body):
            n = top + i
            if n >= len(lines):
                break
            s = lines[n]
            attr = cp(YELLOW) | curses.A_BOLD if s.strip().startswith("INT 10,") else cp(BLUE)
            put(scr, 2 + i, 2, s[: w - 4], attr)
        if helpbox:
            keys = [
                "↑ ↓  PgUp PgDn   scroll the page",
                "Tab Shift-Tab    next/previous link",
                "Enter            follow the link",
                "Esc              back to the last page",
                "Alt-I            the index of topics",
                "Alt-S            search the topics",
                "Alt-X            leave HelpPC",
            ]
            by, bx, bh, bw = 6, 18, len(keys) + 4, 44
            box(scr, by, bx, bh, bw, "Keys", cp(BOXC), double=True)
            for i, s in enumerate(keys):
                put(scr, by + 2 + i, bx + 3, s, cp(BOXC))
        scr.refresh()
        k = getkey(scr)
        if k is None:
            continue
        c = code(k)
        if helpbox:
            if c == ESC:
                helpbox = False
            continue
        if c == curses.KEY_DOWN:
            top = min(top + 1, max(0, len(lines) - body))
        elif c == curses.KEY_UP:
            top = max(top - 1, 0)
        elif c == curses.KEY_NPAGE:
            top = min(top + body, max(0, len(lines) - body))
        elif c == curses.KEY_PPAGE:
            top = max(top - body, 0)
        elif c == curses.KEY_F1:
            helpbox = True
        elif c == ESC:
            return


# ------------------------------------------------------------- Paradox

CUSTOMERS = [
    (1231, "Unisco", "PO Box Z-547", "Freeport", "Bahamas"),
    (1351, "Sight Diver", "1 Neptune Lane", "Kato Paphos", "Cyprus"),
    (1354, "Cayman Divers", "PO Box 541", "Grand Cayman", "British West Ind"),
    (1356, "Tom Sawyer Diving", "632-1 Third Frydenhoj", "Christiansted", "US Virgin Isl"),
    (1380, "Blue Jack Aqua", "23-738 Paddington Lane", "Waipahu", "US"),
    (1384, "VIP Divers Club", "32 Main St.", "Christiansted", "US Virgin Isl"),
    (1510, "Ocean Paradise", "PO Box 8745", "Kailua-Kona", "US"),
    (1513, "Fantastique Aqua", "Z32 999 #12A-77 A.A.", "Bogota", "Columbia"),
    (1551, "Marmot Divers", "872 Queen St.", "Kitchener", "Canada"),
    (1560, "The Depth Charge", "15243 Underwater Fwy.", "Marathon", "US"),
    (1563, "Blue Sports", "203 12th Ave. Box 746", "Giribaldi", "US"),
    (1624, "Makai SCUBA Club", "PO Box 8534", "Kailua-Kona", "US"),
    (1645, "Action Club", "PO Box 5451-F", "Sarasota", "US"),
    (1651, "Jamaica SCUBA Centre", "PO Box 68", "Negril", "Jamaica"),
    (1680, "Island Finders", "6133 1/3 Stone Avenue", "St Simons Isle", "US"),
]


def paradox(scr):
    """Paradox 4.5 for DOS viewing a table: `Viewing Customer table:
    Record N of 15` on the top row with `Main` at its right, the table
    in a double-line frame, the current field in reverse video; Ctrl-Z
    (Zoom) asks `Value:` for a value or pattern to find."""
    curses.curs_set(1)
    h, w = scr.getmaxyx()
    rec = 0
    col = 1
    zoom = False
    value = ""
    cols = [("CUSTOMER", 8), ("Cust ID", 7), ("Name", 18), ("Street", 19), ("City", 11)]
    while True:
        scr.erase()
        if zoom:
            put(scr, 0, 0, "Value: ", cp(WHITE) | curses.A_BOLD)
            put(scr, 0, 7, value, cp(WHITE))
            put(scr, 1, 0, "Enter value or pattern to search for in the Name field, then press ◄─┘.", cp(WHITE))
        else:
            put(scr, 0, 0, "Viewing Customer table: Record {} of {}".format(rec + 1, len(CUSTOMERS)), cp(WHITE))
            put(scr, 0, w - 5, "Main", cp(WHITE) | curses.A_BOLD)
        y = 3
        head = "╔" + "╦".join(name.center(width + 2, "═") for name, width in cols) + "╗"
        foot = "╚" + "╩".join("═" * (width + 2) for name, width in cols) + "╝"
        put(scr, y, 0, head, cp(WHITE))
        for r, c in enumerate(CUSTOMERS):
            cells = [str(r + 1).rjust(cols[0][1]), str(c[0]).rjust(cols[1][1]), c[1], c[2], c[3]]
            row = "║"
            xs = []
            for (name, width), cell in zip(cols, cells):
                xs.append(len(row) + 1)
                row += " " + cell[:width].ljust(width) + " ║"
            put(scr, y + 1 + r, 0, row, cp(WHITE))
            if r == rec:
                fw = cols[col][1]
                put(scr, y + 1 + r, xs[col], cells[col][:fw].ljust(fw), cp(WHITE) | curses.A_REVERSE)
                cur = (y + 1 + r, xs[col])
        put(scr, y + 1 + len(CUSTOMERS), 0, foot, cp(WHITE))
        if zoom:
            scr.move(0, 7 + len(value))
        else:
            scr.move(*cur)
        scr.refresh()
        k = getkey(scr)
        if k is None:
            continue
        c = code(k)
        if zoom:
            if c in ENTER:
                zoom = False
                for i, row in enumerate(CUSTOMERS):
                    if value and value.lower() in row[1].lower():
                        rec, col = i, 2
                        break
            elif c == ESC:
                zoom = False
            elif c in BACKSPACE:
                value = value[:-1]
            elif isinstance(k, str) and k.isprintable():
                value += k
            continue
        if c == curses.KEY_DOWN:
            rec = min(rec + 1, len(CUSTOMERS) - 1)
        elif c == curses.KEY_UP:
            rec = max(rec - 1, 0)
        elif c in (curses.KEY_RIGHT, 9):
            col = min(col + 1, 4)
        elif c == curses.KEY_LEFT:
            col = max(col - 1, 1)
        elif c == 26:  # Ctrl-Z, Zoom
            zoom = True
            value = ""
            col = 2
        elif c == curses.KEY_F10 or c == ESC:
            return


# ------------------------------------------------------------- tuifeed

FEEDS = ["Plant floor news", "Relay releases", "Go blog", "LWN.net"]
ARTICLES = [
    ("Relay 1.6 released", "2026-11-24", "Fixes a crash when PEERS.LST ends without a newline; "
     "retries back off after five failures since 1.5."),
    ("Queue sizes on floor B", "2026-11-21", "Floor B's relay held up to 4,000 messages during "
     "last week's outage; the queue directory has been moved to a larger disk."),
    ("New peer: office", "2026-11-18", "The office relay joins the ring on port 7071. Add it "
     "to PEERS.LST on each floor relay."),
    ("Timeouts raised to 120s", "2026-11-12", "Busy peers took longer than a minute to accept "
     "batches; TIMEOUT is now 120 seconds everywhere."),
    ("Packet driver update", "2026-11-03", "The packet driver on floor A was updated; load it "
     "before the relay in AUTOEXEC.BAT."),
]

BODY = """The relay 1.6 is out. It fixes a crash that happened when PEERS.LST
ended without a newline: the last peer was read with a garbage byte at
the end of its port and the relay stopped with a protection fault.

Since 1.5 the relay also backs off after five failed tries to reach a
peer: the time between two tries doubles, up to ten minutes, and comes
back to RETRY once the peer answers again.

To upgrade, stop the relay with RELAY /U, copy the new RELAY.EXE over
the old one and start it again with RELAY /S. The queue is kept.

The full list of changes is in the release notes on the IT share, under
RELAY\\1.6\\CHANGES.TXT. Questions go to the IT desk, extension 4410."""


def tuifeed(scr):
    """tuifeed's screen: a Feeds list at the left, the feed's Articles at
    the right, the selected article's summary under them, its keys on the
    bottom row; Enter opens the article in a view of its own with its
    title, date and link over the text, Esc goes back."""
    curses.curs_set(0)
    h, w = scr.getmaxyx()
    feed = 1
    art = 0
    reading = False
    top = 0
    while True:
        scr.erase()
        if reading:
            title, date, _ = ARTICLES[art]
            box(scr, 0, 0, h - 1, w, "Relay releases", cp(TURQ))
            put(scr, 1, 2, title, cp(YELLOW) | curses.A_BOLD)
            put(scr, 2, 2, "Date: " + date + "   Author: IT desk", cp(DIM) | curses.A_BOLD)
            put(scr, 3, 2, "Link: http://intranet.plant.local/news/relay-1-6", cp(TURQ) | curses.A_UNDERLINE)
            text = BODY.split("\n")
            for i, s in enumerate(text[top: top + h - 7]):
                put(scr, 5 + i, 2, s, cp(WHITE))
            put(scr, h - 1, 0, "<ESC> go back  <↑/↓> scroll  <O> open in browser  <Q> quit", cp(DIM) | curses.A_BOLD)
        else:
            fw = 24
            box(scr, 0, 0, h - 10, fw, "Feeds", cp(WHITE))
            for i, f in enumerate(FEEDS):
                attr = cp(TURQ) | curses.A_BOLD if i == feed else cp(WHITE)
                put(scr, 1 + i, 1, ("> " if i == feed else "  ") + f, attr)
            box(scr, 0, fw, h - 10, w - fw, "Articles", cp(TURQ) | curses.A_BOLD)
            for i, (t, d, _) in enumerate(ARTICLES):
                s = (t.ljust(w - fw - 16) + d)[: w - fw - 2]
                if i == art:
                    put(scr, 1 + i, fw + 1, s.ljust(w - fw - 2), cp(BAR))
                else:
                    put(scr, 1 + i, fw + 1, s, cp(WHITE))
            box(scr, h - 10, 0, 9, w, ARTICLES[art][0], cp(WHITE))
            words = ARTICLES[art][2].split()
            line, ly = "", h - 9
            for wd in words:
                if len(line) + len(wd) + 1 > w - 4:
                    put(scr, ly, 2, line, cp(WHITE))
                    ly += 1
                    line = ""
                line = (line + " " + wd).strip()
            put(scr, ly, 2, line, cp(WHITE))
            put(scr, h - 1, 0, "<ENTER> read  <↑/↓> move  <←/→> change pane  <R> reload  <Q> quit", cp(DIM) | curses.A_BOLD)
        scr.refresh()
        k = getkey(scr)
        if k is None:
            continue
        c = code(k)
        if reading:
            if c == ESC:
                reading = False
            elif c == curses.KEY_DOWN:
                top = min(top + 1, 6)
            elif c == curses.KEY_UP:
                top = max(top - 1, 0)
            elif c in (ord("q"), ord("Q")):
                return
            continue
        if c == curses.KEY_DOWN:
            art = min(art + 1, len(ARTICLES) - 1)
        elif c == curses.KEY_UP:
            art = max(art - 1, 0)
        elif c in ENTER:
            reading = True
            top = 0
        elif c in (ord("q"), ord("Q")):
            return


# ------------------------------------------------------- process-compose

LOG = [
    "10:41:58.120 INFO  relay starting, version 1.6",
    "10:41:58.122 INFO  config read from relay.yaml",
    "10:41:58.130 INFO  listening on :7070",
    "10:41:58.402 INFO  peer floor-a connected",
    "10:41:58.455 INFO  peer office connected",
    "10:41:59.001 WARN  peer floor-b: dial tcp 10.0.2.12:7070: connection refused",
    "10:42:00.013 INFO  forwarded batch 1 (24 messages) to floor-a",
    "10:42:00.020 INFO  forwarded batch 1 (24 messages) to office",
    "10:42:01.733 ERROR queue: write /var/relay/q/000412: no space left on device",
    "10:42:02.101 INFO  forwarded batch 2 (11 messages) to floor-a",
    "10:42:02.104 INFO  forwarded batch 2 (11 messages) to office",
    "10:42:04.001 WARN  peer floor-b: retry 2 in 30s",
    "10:42:05.561 ERROR peer floor-b: timed out after 120s",
    "10:42:06.200 INFO  forwarded batch 3 (7 messages) to floor-a",
    "10:42:06.207 INFO  forwarded batch 3 (7 messages) to office",
]


def proccompose(scr):
    """process-compose's TUI: its header, the table of processes (the
    relay's row selected), the selected process's log pane, its keys on
    the bottom row; Ctrl-F asks a search at the log's foot, Enter keeps
    only the lines found (the pane's title says so), F1 a box of its
    shortcuts over it."""
    curses.curs_set(0)
    h, w = scr.getmaxyx()
    finding = False
    term = ""
    filt = ""
    helpbox = False
    procs = [
        ("4107", "relay", "default", "Running", "2m", "Ready", "0", "-1"),
        ("4108", "queue-watch", "default", "Running", "2m", "-", "0", "-1"),
        ("0", "migrate", "default", "Completed", "2m", "-", "0", "0"),
    ]
    while True:
        scr.erase()
        put(scr, 0, 0, " Process Compose 🔥 v1.40.1", cp(YELLOW) | curses.A_BOLD)
        put(scr, 1, 1, "Hostname: plant-ops-3    Processes: 3    Running: 2    Uptime: 2m4s", cp(TURQ))
        heads = "PID    NAME          NAMESPACE  STATUS     AGE  HEALTH  RESTARTS  EXIT"
        put(scr, 3, 1, heads, cp(WHITE) | curses.A_BOLD)
        for i, p in enumerate(procs):
            s = "{:<6} {:<13} {:<10} {:<10} {:<4} {:<7} {:<9} {}".format(*p)
            put(scr, 4 + i, 1, s.ljust(w - 2), cp(BAR) if i == 0 else cp(GREEN if p[3] == "Running" else WHITE))
        shown = [l for l in LOG if filt.lower() in l.lower()] if filt else LOG
        title = "Logs: relay" + (" (filter: {})".format(filt) if filt else "") + "  [follow]"
        bh = h - 9
        box(scr, 7, 0, bh, w, title, cp(TURQ))
        room = bh - 2 - (1 if finding else 0)
        for i, s in enumerate(shown[-room:]):
            attr = cp(RED) if " ERROR " in s else cp(YELLOW) if " WARN " in s else cp(WHITE)
            put(scr, 8 + i, 1, s[: w - 2], attr)
            if filt:
                j = s.lower().find(filt.lower())
                put(scr, 8 + i, 1 + j, s[j: j + len(filt)], cp(HILITE))
        if finding:
            put(scr, 7 + bh - 2, 1, "Find: ", cp(WHITE) | curses.A_BOLD)
            put(scr, 7 + bh - 2, 7, term, cp(WHITE))
            put(scr, 7 + bh - 2, 7 + len(term), " ", cp(BOXC))
        keys = [("F1", "Help"), ("F4", "Full Screen"), ("F5", "Follow Off"), ("F7", "Start"), ("F9", "Stop"),
                ("^F", "Find"), ("F10", "Quit")]
        x = 0
        for kk, label in keys:
            put(scr, h - 1, x, kk, cp(WHITE) | curses.A_BOLD)
            put(scr, h - 1, x + len(kk), " " + label + " ", cp(BAR))
            x += len(kk) + len(label) + 3
        if helpbox:
            rows = [
                ("F1", "Show this help"), ("F2", "Edit process"), ("F3", "Process info"),
                ("F4", "Full screen log"), ("F5", "Follow log / stop following"), ("F6", "Sort by column"),
                ("F7", "Start process"), ("F9", "Stop process"), ("Ctrl-R", "Restart process"),
                ("Ctrl-F", "Find in log"), ("Ctrl-W", "Wrap log lines"), ("F10", "Quit"),
            ]
            by, bx, bw = 3, 16, 48
            box(scr, by, bx, len(rows) + 4, bw, "Shortcuts", cp(BOXC))
            for i, (kk, label) in enumerate(rows):
                put(scr, by + 2 + i, bx + 3, kk.ljust(9) + label, cp(BOXC))
        scr.refresh()
        k = getkey(scr)
        if k is None:
            continue
        c = code(k)
        if helpbox:
            if c in (ESC, curses.KEY_F1) or c in ENTER:
                helpbox = False
            continue
        if finding:
            if c in ENTER:
                finding = False
                filt = term
            elif c == ESC:
                finding = False
            elif c in BACKSPACE:
                term = term[:-1]
            elif isinstance(k, str) and k.isprintable():
                term += k
            continue
        if c == curses.KEY_F1:
            helpbox = True
        elif c == 6:  # Ctrl-F
            finding = True
            term = ""
        elif c == ESC:
            filt = ""
        elif c == curses.KEY_F10:
            return


def curses_main(fn):
    def run(scr):
        colours()
        curses.raw()
        scr.keypad(True)
        fn(scr)

    curses.wrapper(run)


# ------------------------------------------------------- icdiff in more

OLD = [
    "[relay]",
    "port = 7070",
    "peers = 3",
    "retry = 30",
    "timeout = 60",
    "queue = /var/relay/q",
    "",
    "[log]",
    "level = info",
    "file = /var/log/relay.log",
]
NEW = [
    "[relay]",
    "port = 7070",
    "peers = 4",
    "retry = 30",
    "timeout = 120",
    "queue = /srv/relay/q",
    "",
    "[log]",
    "level = info",
    "file = /var/log/relay.log",
    "rotate = daily",
]


def icdiff_lines():
    """git icdiff's output for three commits: each file's name over the
    two columns, old at the left and new at the right, the changed words
    in colour (red at the left, green at the right)."""
    R, G, Y, B, N = "\x1b[31m", "\x1b[32m", "\x1b[33m", "\x1b[1m", "\x1b[0m"
    out = []
    files = [
        ("relay.ini", OLD, NEW),
        ("peers.lst", ["floor-a.plant.local:7070", "floor-b.plant.local:7070", "office.plant.local:7070"],
         ["floor-a.plant.local:7070", "floor-b.plant.local:7070", "office.plant.local:7071",
          "lab.plant.local:7070"]),
        ("README.md", README.split("\n")[20:76], [l.replace("TIMEOUT=120", "TIMEOUT=180") for l in README.split("\n")[20:76]]),
    ]
    for n, (name, old, new) in enumerate(files):
        out.append(Y + "commit 3f9c2a{}e1b0d47a5c9e21f0b6d8a4c7e3f1{:02d}".format(n, n) + N)
        out.append("Author: Ada Lovelace <ada@plant.local>")
        out.append("")
        out.append(B + name.ljust(39) + " " + name + N)
        for i in range(max(len(old), len(new))):
            a = old[i] if i < len(old) else ""
            b = new[i] if i < len(new) else ""
            la = "{:>3} ".format(i + 1) if i < len(old) else "    "
            lb = "{:>3} ".format(i + 1) if i < len(new) else "    "
            a35, b35 = a[:35].ljust(35), b[:35]
            if a != b:
                a35 = R + a35 + N
                b35 = G + b35 + N
            out.append(Y + la + N + a35 + " " + Y + lb + N + b35)
        out.append("")
    return out


def icdiff_more():
    """`git icdiff` paged by more on the main screen: a screenful, then
    `--More--(N%)` in reverse video on the last row; space shows the
    next screenful, / reads a pattern on that row and skips to it."""
    fd = sys.stdin.fileno()
    old = termios.tcgetattr(fd)
    tty.setcbreak(fd)
    attrs = termios.tcgetattr(fd)
    attrs[3] &= ~termios.ECHO
    termios.tcsetattr(fd, termios.TCSANOW, attrs)
    out = sys.stdout
    lines = icdiff_lines()
    total = sum(len(s) + 1 for s in lines)
    page = 23
    pos = 0

    def percent():
        seen = sum(len(s) + 1 for s in lines[:pos])
        return seen * 100 // total

    def show(n):
        nonlocal pos
        for s in lines[pos: pos + n]:
            out.write(s + "\r\n")
        pos = min(pos + n, len(lines))

    def prompt():
        out.write("\x1b[7m--More--({}%)\x1b[0m".format(percent()))
        out.flush()

    def clear_prompt():
        out.write("\r\x1b[K")

    try:
        show(page)
        prompt()
        while pos < len(lines):
            ch = os.read(fd, 1)
            if ch in (b"q", b"Q"):
                break
            if ch == b" ":
                clear_prompt()
                show(page)
            elif ch in (b"\r", b"\n"):
                clear_prompt()
                show(1)
            elif ch == b"/":
                clear_prompt()
                out.write("/")
                out.flush()
                pat = b""
                while True:
                    c = os.read(fd, 1)
                    if c in (b"\r", b"\n"):
                        break
                    if c in (b"\x7f", b"\x08"):
                        if pat:
                            pat = pat[:-1]
                            out.write("\b \b")
                        continue
                    pat += c
                    out.write(c.decode("utf-8", "replace"))
                    out.flush()
                clear_prompt()
                p = pat.decode()
                hit = -1
                for i in range(pos, len(lines)):
                    if p and p in lines[i]:
                        hit = i
                        break
                if hit < 0:
                    out.write("\x1b[7mPattern not found\x1b[0m")
                    out.flush()
                    continue
                out.write("\r\n...skipping\r\n")
                pos = max(hit - 2, pos)
                show(page - 2)
            else:
                continue
            if pos < len(lines):
                prompt()
            out.flush()
    finally:
        out.write("\r\n")
        out.flush()
        termios.tcsetattr(fd, termios.TCSANOW, old)


def main():
    name = sys.argv[1] if len(sys.argv) > 1 else ""
    tools = {
        "ztree": ztree,
        "bookmanager": bookmanager,
        "helppc": helppc,
        "paradox": paradox,
        "tuifeed": tuifeed,
        "process-compose": proccompose,
    }
    if name in tools:
        curses_main(tools[name])
    elif name == "icdiff":
        icdiff_more()
    else:
        sys.stderr.write("usage: twohundredfortyeighth_view.py TOOL\n")
        sys.exit(2)


if __name__ == "__main__":
    main()
