"""One text editor or pager imitated, named by the first argument: a
fixture of agentty's twohundredtwentysecond set, whose screens were never
used to tune the mode classifier. Each draws what an editor or viewer
that cannot run here draws (its words, layout, status line or none,
frames, colours, cursor, and the questions it asks on its own screen:
find, a file name, a line, whether to save or discard), keys read one at
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

# colour pairs, set up in run
(TEXT_BLUE, YELLOW_BLUE, MENU, MENU_KEY, FRAME_BLUE, DIALOG, DIALOG_SEL, FIELD, GREEN, TURQ, WHITE, RED, BRIGHT,
 STATUS) = range(1, 15)


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


def box(scr, y, x, h, w, title="", attr=0, double=True):
    """A framed box, filled, its title centred on its top border."""
    tl, tr, bl, br, hz, vt = ("╔", "╗", "╚", "╝", "═", "║") if double else ("┌", "┐", "└", "┘", "─", "│")
    put(scr, y, x, tl + hz * (w - 2) + tr, attr)
    for i in range(1, h - 1):
        put(scr, y + i, x, vt + " " * (w - 2) + vt, attr)
    put(scr, y + h - 1, x, bl + hz * (w - 2) + br, attr)
    if title:
        t = " " + title + " "
        put(scr, y, x + (w - len(t)) // 2, t, attr)


class Buffer:
    """Lines of text, a cursor, typed keys inserted where it is."""

    def __init__(self, text):
        self.lines = text.split("\n")
        self.y = 0
        self.x = 0
        self.top = 0
        self.modified = False

    def key(self, k):
        if k == curses.KEY_DOWN:
            self.y = min(self.y + 1, len(self.lines) - 1)
        elif k == curses.KEY_UP:
            self.y = max(self.y - 1, 0)
        elif k == curses.KEY_RIGHT:
            self.x += 1
        elif k == curses.KEY_LEFT:
            self.x = max(self.x - 1, 0)
        elif k == curses.KEY_END:
            self.x = len(self.lines[self.y])
        elif k == curses.KEY_HOME:
            self.x = 0
        elif k == curses.KEY_NPAGE:
            self.y = min(self.y + 15, len(self.lines) - 1)
        elif k == curses.KEY_PPAGE:
            self.y = max(self.y - 15, 0)
        elif k in ENTER:
            line = self.lines[self.y]
            x = min(self.x, len(line))
            self.lines[self.y] = line[:x]
            self.lines.insert(self.y + 1, line[x:])
            self.y += 1
            self.x = 0
            self.modified = True
        elif k in BACKSPACE:
            line = self.lines[self.y]
            x = min(self.x, len(line))
            if x > 0:
                self.lines[self.y] = line[: x - 1] + line[x:]
                self.x = x - 1
                self.modified = True
        elif 32 <= k < 127:
            line = self.lines[self.y]
            x = min(self.x, len(line))
            self.lines[self.y] = line[:x] + chr(k) + line[x:]
            self.x = x + 1
            self.modified = True
        else:
            return False
        return True

    def view(self, rows):
        if self.y < self.top:
            self.top = self.y
        if self.y >= self.top + rows:
            self.top = self.y - rows + 1
        return self.lines[self.top: self.top + rows]


def read_key(scr):
    """A key; ESC and the key after it (sent together for alt) as ("alt", c)."""
    k = scr.getch()
    if k == ESC:
        scr.nodelay(True)
        n = scr.getch()
        scr.nodelay(False)
        if n != -1:
            return ("alt", n)
    return k


class Field:
    def __init__(self, text=""):
        self.text = text
        self.fresh = bool(text)

    def key(self, k):
        if k in BACKSPACE:
            self.text = self.text[:-1]
            self.fresh = False
        elif isinstance(k, int) and 32 <= k < 127:
            if self.fresh:
                self.text = ""
                self.fresh = False
            self.text += chr(k)


# ------------------------------------------------------ Turbo Pascal 3.0

PASCAL = """program Notes;
{ Lists the notes kept in NOTES.TXT, numbered }
var
  F: Text;
  Line: string[80];
  Count: Integer;
begin
  Assign(F, 'NOTES.TXT');
  Reset(F);
  Count := 0;
  while not Eof(F) do
  begin
    ReadLn(F, Line);
    Count := Count + 1;
    WriteLn(Count:3, ': ', Line)
  end;
  Close(F);
  WriteLn(Count, ' notes')
end."""


class TurboPascal:
    """Turbo Pascal 3.01A for PC-DOS: its sign-on and `Include error
    messages (Y/N)? `, then its main menu (each command's letter bright)
    over the `>` it reads a letter at; W asks `Work file name: `, E opens
    the WordStar-like editor with its status line on the top row, ^QF
    asks `Find: ` on that row, ^KD goes back to the menu, and Q with the
    work file changed asks whether to save it."""

    def __init__(self):
        self.state = "signon"
        self.work = ""
        self.buf = Buffer(PASCAL)
        self.field = Field()
        self.prefix = None
        self.log = []  # lines printed under the menu's prompt

    def draw(self, scr):
        scr.erase()
        curses.curs_set(1)
        b = cp(BRIGHT) | curses.A_BOLD
        if self.state == "signon":
            put(scr, 1, 17, "TURBO Pascal system        Version 3.01A", b)
            put(scr, 2, 27, "PC-DOS")
            put(scr, 4, 19, "Copyright (C) 1983,84,85,86 BORLAND Inc.")
            put(scr, 6, 26, "Default display mode")
            q = "Include error messages (Y/N)? "
            put(scr, 10, 0, q, b)
            scr.move(10, len(q))
            return
        if self.state in ("menu", "workname", "save"):
            w = ("A:" + self.work + ".PAS") if self.work else ""

            def cmd(y, x, s):
                put(scr, y, x, s[0], b)
                put(scr, y, x + 1, s[1:])
            cmd(0, 0, "Logged drive: A")
            put(scr, 1, 0, "A", b)
            put(scr, 1, 1, "ctive directory: \\")
            cmd(3, 0, "Work file: " + w)
            cmd(4, 0, "Main file:")
            cmd(6, 0, "Edit")
            cmd(6, 9, "Compile")
            cmd(6, 18, "Run")
            cmd(6, 24, "Save")
            cmd(8, 0, "Dir")
            cmd(8, 9, "Quit")
            put(scr, 8, 15, "compiler ")
            cmd(8, 24, "Options")
            size = len("\r\n".join(self.buf.lines)) + 2 if self.work else 0
            put(scr, 10, 0, "Text: %5d bytes" % size)
            put(scr, 11, 0, "Free: %5d bytes" % (62903 - size))
            y = 13
            put(scr, y, 0, ">", b)
            for line in self.log:
                y += 1
                put(scr, y, 0, line)
            if self.state == "workname":
                y += 1
                q = "Work file name: "
                put(scr, y, 0, q, b)
                put(scr, y, len(q), self.field.text)
                scr.move(y, len(q) + len(self.field.text))
            elif self.state == "save":
                y += 1
                q = "Workfile A:%s.PAS not saved. Save (Y/N)? " % self.work
                put(scr, y, 0, q, b)
                scr.move(y, len(q))
            else:
                scr.move(13, 1)
            return
        # the editor
        bf = self.buf
        rows = bf.view(23)
        for i, line in enumerate(rows):
            put(scr, 1 + i, 0, line[:79])
        x = min(bf.x, len(bf.lines[bf.y]))
        if self.state == "find":
            q = "Find: "
            put(scr, 0, 0, q, b)
            put(scr, 0, len(q), self.field.text)
            scr.move(0, len(q) + len(self.field.text))
            return
        put(scr, 0, 0, "Line %-5d Col %-4d Insert    Indent  A:%s.PAS" % (bf.y + 1, x + 1, self.work), b)
        scr.move(1 + bf.y - bf.top, x)

    def key(self, k):
        if self.state == "signon":
            if k in (ord("y"), ord("Y"), ord("n"), ord("N")):
                self.state = "menu"
            return True
        if self.state == "menu":
            if k in (ord("w"), ord("W")):
                self.state = "workname"
                self.field = Field()
            elif k in (ord("e"), ord("E")) and self.work:
                self.state = "edit"
            elif k in (ord("q"), ord("Q")):
                if self.buf.modified:
                    self.state = "save"
                else:
                    return False
            return True
        if self.state == "workname":
            if k in ENTER:
                self.work = (self.field.text or "NONAME").upper()
                self.log = ["", "Loading A:%s.PAS" % self.work]
                self.state = "menu"
            else:
                self.field.key(k)
            return True
        if self.state == "save":
            if k in (ord("y"), ord("Y"), ord("n"), ord("N")):
                return False
            return True
        if self.state == "find":
            if k in ENTER or k == ESC:
                self.state = "edit"
            else:
                self.field.key(k)
            return True
        # the editor: ^Q and ^K prefixes
        if self.prefix is not None:
            p, self.prefix = self.prefix, None
            c = chr(k | 0x60) if isinstance(k, int) and k < 32 else chr(k).lower() if isinstance(k, int) else ""
            if p == 17 and c == "f":
                self.state = "find"
                self.field = Field()
            elif p == 11 and c == "d":
                self.state = "menu"
                self.log = []
            return True
        if k in (17, 11):
            self.prefix = k
            return True
        if isinstance(k, int):
            self.buf.key(k)
        return True


# ----------------------------------------------------------- Turbo C 2.0

CSOURCE = """#include <stdio.h>

/* Lists the notes kept in notes.txt, numbered. */
int main(void)
{
    char line[128];
    int count = 0;
    FILE *f = fopen("notes.txt", "r");

    if (f == NULL) {
        perror("notes.txt");
        return 1;
    }
    while (fgets(line, sizeof line, f) != NULL)
        printf("%3d: %s", ++count, line);
    fclose(f);
    printf("%d notes\\n", count);
    return 0;
}"""


class TurboC:
    """Turbo C 2.0's integrated environment, `tc notes.c`: the menu bar,
    the Edit window (its status line under the top of its frame), the
    Message window under it and the hot keys on the bottom row; F3 opens
    `Load File Name` over it (`*.C` in its field), ^QF the `Find` box,
    Alt-X with the file changed `NOTES.C not saved.  Save? (Y/N)` in a
    `Verify` box."""

    def __init__(self):
        self.buf = Buffer(CSOURCE)
        self.popup = None
        self.field = Field()
        self.prefix = None

    def draw(self, scr):
        scr.erase()
        h, w = scr.getmaxyx()
        menu = cp(MENU)
        fill(scr, 0, 0, w, menu)
        x = 2
        for item in ("File", "Edit", "Run", "Compile", "Project", "Options", "Debug", "Break/watch"):
            put(scr, 0, x, item[0], cp(MENU_KEY))
            put(scr, 0, x + 1, item[1:], menu)
            x += len(item) + 4
        frame = cp(FRAME_BLUE) | curses.A_BOLD
        text = cp(YELLOW_BLUE) | curses.A_BOLD
        box(scr, 1, 0, 18, w, "Edit", frame)
        for y in range(2, 18):
            fill(scr, y, 1, w - 2, text)
        bf = self.buf
        x = min(bf.x, len(bf.lines[bf.y]))
        star = "*" if bf.modified else " "
        put(scr, 2, 1, "     Line %-5d Col %-4d Insert Indent Tab Fill Unindent %s C:NOTES.C" % (bf.y + 1, x + 1, star),
            cp(FRAME_BLUE))
        rows = bf.view(15)
        for i, line in enumerate(rows):
            put(scr, 3 + i, 1, line[: w - 2], text)
        box(scr, 19, 0, 4, w, "Message", cp(FRAME_BLUE), double=False)
        for y in range(20, 22):
            fill(scr, y, 1, w - 2, cp(TEXT_BLUE))
        fill(scr, h - 1, 0, w - 1, menu)
        x = 1
        for k, what in (("F1", "Help"), ("F5", "Zoom"), ("F6", "Switch"), ("F7", "Trace"), ("F8", "Step"),
                        ("F9", "Make"), ("F10", "Menu")):
            put(scr, h - 1, x, k, cp(MENU_KEY))
            put(scr, h - 1, x + len(k), "-" + what, menu)
            x += len(k) + len(what) + 3
        curses.curs_set(1)
        if self.popup == "load":
            box(scr, 8, 22, 3, 36, "Load File Name", cp(DIALOG))
            put(scr, 9, 24, " " * 32, cp(FIELD))
            put(scr, 9, 24, self.field.text, cp(FIELD))
            scr.move(9, 24 + len(self.field.text))
            return
        if self.popup == "find":
            box(scr, 4, 10, 3, 40, "Find", cp(DIALOG))
            put(scr, 5, 12, " " * 36, cp(FIELD))
            put(scr, 5, 12, self.field.text, cp(FIELD))
            scr.move(5, 12 + len(self.field.text))
            return
        if self.popup == "verify":
            box(scr, 9, 20, 4, 40, "Verify", cp(DIALOG))
            q = "NOTES.C not saved.  Save? (Y/N)"
            put(scr, 10, 20 + (40 - len(q)) // 2, q, cp(DIALOG))
            scr.move(10, 20 + (40 - len(q)) // 2 + len(q))
            return
        scr.move(3 + bf.y - bf.top, 1 + x)

    def key(self, k):
        if self.popup == "verify":
            if k in (ord("y"), ord("Y"), ord("n"), ord("N")):
                return False
            if k == ESC:
                self.popup = None
            return True
        if self.popup in ("load", "find"):
            if k in ENTER or k == ESC:
                self.popup = None
            else:
                self.field.key(k)
            return True
        if k == ("alt", ord("x")):
            if self.buf.modified:
                self.popup = "verify"
                return True
            return False
        if k == curses.KEY_F3:
            self.popup = "load"
            self.field = Field("*.C")
            return True
        if self.prefix is not None:
            self.prefix = None
            if k in (ord("f"), ord("F"), 6):
                self.popup = "find"
                self.field = Field()
            return True
        if k == 17:
            self.prefix = k
            return True
        if isinstance(k, int):
            self.buf.key(k)
        return True


# --------------------------------------------------- FoxPro 2.6 for DOS

PRG = """* NOTES.PRG - lists the notes table, newest first
SET TALK OFF
USE notes ORDER TAG added DESCENDING
SCAN
   ? TRANSFORM(added, "@D"), subject
ENDSCAN
USE
RETURN"""

CUSTOMERS = [
    ("ALFKI", "Alfreds Futterkiste", "Maria Anders", "Berlin"),
    ("ANATR", "Ana Trujillo Emparedados", "Ana Trujillo", "Mexico D.F."),
    ("ANTON", "Antonio Moreno Taqueria", "Antonio Moreno", "Mexico D.F."),
    ("AROUT", "Around the Horn", "Thomas Hardy", "London"),
    ("BERGS", "Berglunds snabbkop", "Christina Berglund", "Lulea"),
    ("BLAUS", "Blauer See Delikatessen", "Hanna Moos", "Mannheim"),
    ("BLONP", "Blondel pere et fils", "Frederique Citeaux", "Strasbourg"),
    ("BOLID", "Bolido Comidas preparadas", "Martin Sommer", "Madrid"),
    ("BONAP", "Bon app'", "Laurence Lebihan", "Marseille"),
    ("BOTTM", "Bottom-Dollar Markets", "Elizabeth Lincoln", "Tsawassen"),
    ("BSBEV", "B's Beverages", "Victoria Ashworth", "London"),
    ("CACTU", "Cactus Comidas para llevar", "Patricio Simpson", "Buenos Aires"),
]


class FoxPro:
    """FoxPro 2.6 for DOS: the menu bar over its desktop, the Command
    window at the bottom; `MODIFY COMMAND notes` opens the NOTES.PRG
    editing window (double frame, the cursor in its text); ^F the `Find`
    dialog with `Look For:`, Escape with the text changed `Discard
    changes?` with `< Yes >` and `< No >`. `browse` is `USE customer` and
    `BROWSE`: a window of fields in columns, the current field of the
    current record under the cursor, the status bar giving the record."""

    def __init__(self, browse=False):
        self.browse = browse
        self.buf = Buffer(PRG)
        self.popup = None
        self.field = Field()
        self.rec = 0
        self.col = 0

    def desktop(self, scr):
        h, w = scr.getmaxyx()
        menu = cp(MENU)
        fill(scr, 0, 0, w, menu)
        x = 1
        for item in ("System", "File", "Edit", "Database", "Record", "Program", "Window"):
            put(scr, 0, x, item[0], cp(MENU_KEY))
            put(scr, 0, x + 1, item[1:], menu)
            x += len(item) + 2
        for y in range(1, h - 1):
            fill(scr, y, 0, w, cp(TEXT_BLUE))
        box(scr, 18, 44, 5, 34, "Command", cp(FRAME_BLUE), double=False)
        cmd = "BROWSE" if self.browse else "MODIFY COMMAND notes"
        put(scr, 19, 45, "USE customer" if self.browse else "CLEAR", cp(TEXT_BLUE))
        put(scr, 20, 45, cmd, cp(TEXT_BLUE))

    def status(self, scr, left, right):
        h, w = scr.getmaxyx()
        fill(scr, h - 1, 0, w - 1, cp(STATUS))
        put(scr, h - 1, 1, left, cp(STATUS))
        put(scr, h - 1, w - 2 - len(right), right, cp(STATUS))

    def draw(self, scr):
        scr.erase()
        h, w = scr.getmaxyx()
        self.desktop(scr)
        curses.curs_set(1)
        if self.browse:
            self.draw_browse(scr)
            return
        box(scr, 2, 2, 16, 72, "NOTES.PRG", cp(WHITE))
        for y in range(3, 17):
            fill(scr, y, 3, 70, cp(WHITE))
        bf = self.buf
        for i, line in enumerate(bf.view(14)):
            put(scr, 3 + i, 3, line[:70], cp(WHITE))
        x = min(bf.x, len(bf.lines[bf.y]))
        self.status(scr, "NOTES.PRG", "Line: %d  Col: %d   Ins" % (bf.y + 1, x + 1))
        if self.popup == "find":
            box(scr, 6, 16, 7, 46, "", cp(DIALOG))
            put(scr, 7, 18, "Look For:", cp(DIALOG))
            put(scr, 7, 28, " " * 31, cp(FIELD))
            put(scr, 7, 28, self.field.text, cp(FIELD))
            put(scr, 9, 18, "[ ] Ignore Case      [X] Wrap Around", cp(DIALOG))
            put(scr, 10, 18, "[ ] Match Words", cp(DIALOG))
            put(scr, 11, 24, "< Find >", cp(DIALOG_SEL))
            put(scr, 11, 38, "< Cancel >", cp(DIALOG))
            scr.move(7, 28 + len(self.field.text))
            return
        if self.popup == "discard":
            box(scr, 8, 24, 6, 32, "", cp(DIALOG))
            q = "Discard changes?"
            put(scr, 9, 24 + (32 - len(q)) // 2, q, cp(DIALOG))
            put(scr, 11, 30, "< Yes >", cp(DIALOG_SEL) if self.sel == 0 else cp(DIALOG))
            put(scr, 11, 43, "< No >", cp(DIALOG_SEL) if self.sel == 1 else cp(DIALOG))
            curses.curs_set(0)
            return
        scr.move(3 + bf.y - bf.top, 3 + x)

    def draw_browse(self, scr):
        widths = (7, 27, 20, 14)
        names = ("Cust_id", "Company", "Contact", "City")
        box(scr, 1, 1, 15, 76, "Customer", cp(WHITE))
        for y in range(2, 15):
            fill(scr, y, 2, 74, cp(WHITE))
        x = 2
        for i, n in enumerate(names):
            put(scr, 2, x, n.ljust(widths[i]), cp(WHITE) | curses.A_BOLD)
            if i < 3:
                put(scr, 2, x + widths[i], "│", cp(WHITE))
            x += widths[i] + 1
        put(scr, 3, 2, "┼".join("─" * wd for wd in widths), cp(WHITE))
        cur = (0, 0)
        for r, rec in enumerate(CUSTOMERS[:11]):
            x = 2
            for i, v in enumerate(rec):
                attr = cp(WHITE)
                if r == self.rec and i == self.col:
                    attr = cp(FIELD)
                    cur = (4 + r, x)
                put(scr, 4 + r, x, v.ljust(widths[i])[: widths[i]], attr)
                if i < 3:
                    put(scr, 4 + r, x + widths[i], "│", cp(WHITE))
                x += widths[i] + 1
        self.status(scr, "CUSTOMER   Rec: %d/%d" % (self.rec + 1, len(CUSTOMERS)), "Exclusive")
        scr.move(*cur)

    def key(self, k):
        if self.browse:
            if k == curses.KEY_DOWN:
                self.rec = min(self.rec + 1, 10)
            elif k == curses.KEY_UP:
                self.rec = max(self.rec - 1, 0)
            elif k == 9:
                self.col = (self.col + 1) % 4
            elif k == ESC:
                return False
            return True
        if self.popup == "discard":
            if k in (curses.KEY_LEFT, curses.KEY_RIGHT, 9):
                self.sel = 1 - self.sel
            elif k in ENTER:
                if self.sel == 0:
                    return False
                self.popup = None
            elif k in (ord("y"), ord("Y")):
                return False
            elif k in (ord("n"), ord("N"), ESC):
                self.popup = None
            return True
        if self.popup == "find":
            if k in ENTER or k == ESC:
                self.popup = None
            else:
                self.field.key(k)
            return True
        if k == 6:
            self.popup = "find"
            self.field = Field()
            return True
        if k == ESC:
            if self.buf.modified:
                self.popup = "discard"
                self.sel = 0
                return True
            return False
        if isinstance(k, int):
            self.buf.key(k)
        return True


# -------------------------------------------------------------- z/OS SDSF

JOBLOG = [
    "                   J E S 2  J O B  L O G  --  S Y S T E M  S Y S 1  --  N O",
    "0",
    " 02.14.07 JOB04211 ---- TUESDAY,   24 NOV 2026 ----",
    " 02.14.07 JOB04211  IRR010I  USERID BATCH01  IS ASSIGNED TO THIS JOB.",
    " 02.14.07 JOB04211  ICH70001I BATCH01  LAST ACCESS AT 02:10:44 ON TUESDAY, NOV",
    " 02.14.07 JOB04211  $HASP373 NIGHTLY  STARTED - INIT 1    - CLASS A        - SYS",
    " 02.14.07 JOB04211  IEF403I NIGHTLY - STARTED - TIME=02.14.07",
    " 02.14.09 JOB04211  -                                         --TIMINGS (MINS.)--",
    " 02.14.09 JOB04211  -JOBNAME  STEPNAME PROCSTEP    RC   EXCP    CPU    SRB  CLOCK",
    " 02.14.09 JOB04211  -NIGHTLY  EXTRACT              00    412    .00    .00    .03",
    " 02.14.12 JOB04211  -NIGHTLY  SORT                 00   1877    .01    .00    .05",
    " 02.14.15 JOB04211  -NIGHTLY  REPORT               04    233    .00    .00    .04",
    " 02.14.15 JOB04211  IEF404I NIGHTLY - ENDED - TIME=02.14.15",
    " 02.14.15 JOB04211  -NIGHTLY  ENDED.  NAME-BATCH NIGHTLY      TOTAL CPU TIME=",
    " 02.14.15 JOB04211  $HASP395 NIGHTLY  ENDED - RC=0004",
    "------ JES2 JOB STATISTICS ------",
    "  24 NOV 2026 JOB EXECUTION DATE",
    "          118 CARDS READ",
    "          431 SYSOUT PRINT RECORDS",
    "            0 SYSOUT PUNCH RECORDS",
    "           39 SYSOUT SPOOL KBYTES",
    "         0.13 MINUTES EXECUTION TIME",
    "        1 //NIGHTLY  JOB (ACCT),'BATCH NIGHTLY',CLASS=A,MSGCLASS=X,",
    "          //             NOTIFY=&SYSUID",
    "        2 //EXTRACT  EXEC PGM=IKJEFT01",
    "        3 //SYSTSPRT DD SYSOUT=*",
    "        4 //OUTDD    DD DSN=BATCH01.NIGHTLY.EXTRACT,DISP=(NEW,CATLG),",
    "          //             SPACE=(CYL,(5,5)),UNIT=SYSDA",
    "        5 //SORT     EXEC PGM=SORT",
    "        6 //SORTIN   DD DSN=BATCH01.NIGHTLY.EXTRACT,DISP=SHR",
    "        7 //SORTOUT  DD DSN=BATCH01.NIGHTLY.SORTED,DISP=(NEW,CATLG)",
    "        8 //REPORT   EXEC PGM=RPTGEN,PARM='DAILY'",
    " ICH70001I BATCH01  LAST ACCESS AT 02:10:44 ON TUESDAY, NOVEMBER 24, 2026",
    " IEF236I ALLOC. FOR NIGHTLY EXTRACT",
    " IEF237I JES2 ALLOCATED TO SYSTSPRT",
    " IEF237I 0A82 ALLOCATED TO OUTDD",
    " IEF142I NIGHTLY EXTRACT - STEP WAS EXECUTED - COND CODE 0000",
    " IEF285I   BATCH01.NIGHTLY.EXTRACT                      CATALOGED",
    " IEF285I   VOL SER NOS= WRK012.",
    " IEF373I STEP/EXTRACT /START 2026328.0214",
    " IEF032I STEP/EXTRACT /STOP  2026328.0214",
    "         CPU:     0 HR  00 MIN  00.08 SEC    SRB:     0 HR  00 MIN  00.00 SEC",
    " IEF236I ALLOC. FOR NIGHTLY SORT",
    " IEF237I 0A82 ALLOCATED TO SORTIN",
    " IEF237I 0A83 ALLOCATED TO SORTOUT",
    " IEF142I NIGHTLY SORT - STEP WAS EXECUTED - COND CODE 0000",
    " IEF285I   BATCH01.NIGHTLY.SORTED                       CATALOGED",
    " IEF236I ALLOC. FOR NIGHTLY REPORT",
    " IEF142I NIGHTLY REPORT - STEP WAS EXECUTED - COND CODE 0004",
    " IEF375I  JOB/NIGHTLY /START 2026328.0214",
    " IEF033I  JOB/NIGHTLY /STOP  2026328.0214",
]


class SDSF:
    """IBM z/OS SDSF's output display of a batch job's log (`?` then `S`
    on NIGHTLY in the status panel): its action bar, the title row with
    the job, data set and first line shown, `COMMAND INPUT ===>` and
    `SCROLL ===> CSR`, then the log in green; F8 scrolls down a page, a
    FIND typed on the command line moves to the line and says `CHARS
    'x' FOUND` at the top right."""

    def __init__(self):
        self.top = 0
        self.cmd = ""
        self.msg = ""
        self.found = None

    def draw(self, scr):
        scr.erase()
        h, w = scr.getmaxyx()
        curses.curs_set(1)
        put(scr, 0, 1, "Display  Filter  View  Print  Options  Search  Help", cp(WHITE))
        put(scr, 1, 0, " " + "-" * 78, cp(TURQ))
        title = "SDSF OUTPUT DISPLAY NIGHTLY  JOB04211  DSID     2 LINE %-6d COLUMNS 02- 81" % self.top
        if self.msg:
            title = title[: 79 - len(self.msg)].ljust(79 - len(self.msg)) + self.msg
        put(scr, 2, 0, title, cp(TURQ))
        put(scr, 3, 0, "COMMAND INPUT ===> ", cp(GREEN))
        put(scr, 3, 19, self.cmd, cp(TURQ) | curses.A_UNDERLINE)
        put(scr, 3, 64, "SCROLL ===> ", cp(GREEN))
        put(scr, 3, 76, "CSR", cp(TURQ))
        y = 4
        rows = h - 4
        if self.top == 0:
            put(scr, y, 0, "*" * 33 + " TOP OF DATA " + "*" * 34, cp(WHITE) | curses.A_BOLD)
            y += 1
            rows -= 1
        for i, line in enumerate(JOBLOG[max(self.top - 1, 0):][:rows] if self.top else JOBLOG[:rows]):
            attr = cp(GREEN)
            if self.found is not None and (self.top - 1 if self.top else 0) + i == self.found:
                attr |= curses.A_REVERSE
            put(scr, y + i, 0, line[:80], attr)
        if self.top + rows > len(JOBLOG) and y + len(JOBLOG) - max(self.top - 1, 0) < h:
            put(scr, y + len(JOBLOG) - max(self.top - 1, 0), 0, "*" * 32 + " BOTTOM OF DATA " + "*" * 32,
                cp(WHITE) | curses.A_BOLD)
        scr.move(3, 19 + len(self.cmd))

    def key(self, k):
        if k == curses.KEY_F8:
            self.msg = ""
            self.top = min(self.top + 20 if self.top else 19, len(JOBLOG))
        elif k == curses.KEY_F7:
            self.msg = ""
            self.top = max(self.top - 20, 0)
        elif k == curses.KEY_F3:
            return False
        elif k in ENTER:
            words = self.cmd.split()
            self.cmd = ""
            if len(words) == 2 and words[0].upper() in ("F", "FIND"):
                s = words[1].upper()
                for i, line in enumerate(JOBLOG):
                    if s in line:
                        self.found = i
                        self.top = i + 1
                        self.msg = "CHARS '%s' FOUND" % s
                        break
                else:
                    self.msg = "CHARS '%s' NOT FOUND" % s
        elif k in BACKSPACE:
            self.cmd = self.cmd[:-1]
        elif isinstance(k, int) and 32 <= k < 127:
            self.cmd += chr(k).upper()
        return True


# ------------------------------------------------- cppman through man

CPPMAN = """std::vector(3)              C++ Programmer's Manual             std::vector(3)



NAME
       std::vector - Vector

TYPE
       class template

SYNOPSIS
       #include <vector>

       template < class T, class Alloc = allocator<T> > class vector;

DESCRIPTION
       Vectors are sequence containers representing arrays that can change in
       size.

       Just like arrays, vectors use contiguous storage locations for their
       elements, which means that their elements can also be accessed using
       offsets on regular pointers to its elements, and just as efficiently as
       in arrays. But unlike arrays, their size can change dynamically, with
       their storage being handled automatically by the container.

       Internally, vectors use a dynamically allocated array to store their
       elements. This array may need to be reallocated in order to grow in
       size when new elements are inserted, which implies allocating a new
       array and moving all elements to it.

CONTAINER PROPERTIES
       Sequence
              Elements in sequence containers are ordered in a strict linear
              sequence. Individual elements are accessed by their position in
              this sequence.

       Dynamic array
              Allows direct access to any element in the sequence, even
              through pointer arithmetics, and provides relatively fast
              addition/removal of elements at the end of the sequence.

       Allocator-aware
              The container uses an allocator object to dynamically handle
              its storage needs.

TEMPLATE PARAMETERS
       T      Type of the elements.
              Only if T is guaranteed to not throw while moving,
              implementations can optimize to move elements instead of
              copying them during reallocations.

       Alloc  Type of the allocator object used to define the storage
              allocation model. By default, the allocator class template is
              used, which defines the simplest memory allocation model and is
              value-independent.

MEMBER FUNCTIONS
       (constructor)
              Construct vector (public member function )

       (destructor)
              Vector destructor (public member function )

       operator=
              Assign content (public member function )

MODIFIERS
       assign
              Assign vector content (public member function )

       push_back
              Add element at the end (public member function )

       pop_back
              Delete last element (public member function )

       insert
              Insert elements (public member function )

       erase
              Erase elements (public member function )

REFERENCE
       cplusplus.com, 2000-2015 - All rights reserved.

cplusplus.com                     2026-11-24                    std::vector(3)"""

BOLD_HEADS = ("NAME", "TYPE", "SYNOPSIS", "DESCRIPTION", "CONTAINER PROPERTIES", "TEMPLATE PARAMETERS",
              "MEMBER FUNCTIONS", "MODIFIERS", "REFERENCE")


class Cppman:
    """`cppman std::vector` with its pager `system`: the page cppman made
    of cplusplus.com's reference, as man shows it in less (the alternate
    screen), section heads bold, the reverse-video ` Manual page
    std::vector(3) line 1 (press h for help or q to quit)` prompt on the
    bottom row; space pages down (the prompt then `:`), / reads a pattern
    on that row."""

    def __init__(self):
        self.lines = CPPMAN.split("\n")
        self.top = 0
        self.prompting = False
        self.pattern = ""
        self.paged = False

    def draw(self, scr):
        scr.erase()
        h, w = scr.getmaxyx()
        curses.curs_set(1)
        for i, line in enumerate(self.lines[self.top: self.top + h - 1]):
            put(scr, i, 0, line, curses.A_BOLD if line.strip() in BOLD_HEADS else 0)
        if self.prompting:
            put(scr, h - 1, 0, "/" + self.pattern)
            scr.move(h - 1, 1 + len(self.pattern))
            return
        if self.paged:
            put(scr, h - 1, 0, ":")
            scr.move(h - 1, 1)
            return
        p = " Manual page std::vector(3) line %d (press h for help or q to quit)" % (self.top + 1)
        put(scr, h - 1, 0, p, curses.A_REVERSE)
        scr.move(h - 1, len(p))

    def key(self, k):
        if self.prompting:
            if k in ENTER:
                self.prompting = False
                for i in range(self.top + 1, len(self.lines)):
                    if self.pattern in self.lines[i]:
                        self.top = i
                        break
                self.paged = True
            elif k == ESC:
                self.prompting = False
            elif k in BACKSPACE:
                self.pattern = self.pattern[:-1]
            elif isinstance(k, int) and 32 <= k < 127:
                self.pattern += chr(k)
            return True
        if k in (ord("q"), ord("Q")):
            return False
        if k in (ord(" "), ord("f"), curses.KEY_NPAGE):
            self.top = min(self.top + 23, max(len(self.lines) - 23, 0))
            self.paged = True
        elif k in (ord("j"), curses.KEY_DOWN) + ENTER:
            self.top = min(self.top + 1, max(len(self.lines) - 23, 0))
            self.paged = True
        elif k == ord("/"):
            self.prompting = True
            self.pattern = ""
        return True


# ----------------------------------------- git-split-diffs through less -RFX

def split_diff_lines():
    """What `git log -p` shows through git-split-diffs: the commit, then
    each file's diff in two columns, old on the left on red, new on the
    right on green, line numbers at each side."""
    R = "\x1b[0m"
    yellow = "\x1b[33m"
    rule = "\x1b[38;5;244m" + "─" * 80 + R
    out = [
        yellow + "commit 9f2c4e1b7a3d5e6f8091a2b3c4d5e6f708192a3b" + R,
        "Author: Ada Lindqvist <ada@example.org>",
        "Date:   Tue Nov 24 09:12:44 2026 +0100",
        "",
        "    notes: number the notes and count them at the end",
        "",
    ]
    old = [
        "import { readFileSync } from 'fs';",
        "",
        "const text = readFileSync('notes.txt',",
        "  'utf8');",
        "for (const line of text.split('\\n')) {",
        "  console.log(line);",
        "}",
        "",
    ]
    new = [
        "import { readFileSync } from 'fs';",
        "",
        "const text = readFileSync('notes.txt',",
        "  'utf8');",
        "const lines = text.trimEnd().split('\\n');",
        "lines.forEach((line, i) => {",
        "  const n = String(i + 1).padStart(3);",
        "  console.log(`${n}: ${line}`);",
        "});",
        "console.log(`${lines.length} notes`);",
        "",
    ]
    pairs = [(0, 0), (1, 1), (2, 2), (3, 3), (4, 4), (5, 5), (6, 6), (None, 7), (None, 8), (None, 9), (7, 10)]
    changed_old = {4, 5, 6}
    changed_new = {4, 5, 6, 7, 8, 9}

    def side(n, text, changed, colour):
        num = "%4d " % (n + 1) if n is not None else "     "
        t = (text if text is not None else "")[:34].ljust(35)
        if changed:
            return "\x1b[38;5;246m" + num + R + colour + t + R
        if text is None:
            return num + "\x1b[48;5;236m" + " " * 35 + R
        return "\x1b[38;5;246m" + num + R + t
    for name, lo, ln in (("src/list.js", old, new),):
        out.append(rule)
        out.append("\x1b[1;38;5;231;48;5;24m■■ " + name.ljust(77) + R)
        out.append(rule)
        out.append("\x1b[38;5;110m@@ -1,8 +1,11 @@" + R)
        for a, b in pairs:
            left = side(a, lo[a] if a is not None else None, a in changed_old, "\x1b[48;5;52m")
            right = side(b, ln[b], b in changed_new, "\x1b[48;5;22m")
            out.append(left + right)
    out += [
        yellow + "commit 3b1d0a9e8c7f6e5d4c3b2a1908f7e6d5c4b3a291" + R,
        "Author: Ada Lindqvist <ada@example.org>",
        "Date:   Mon Nov 23 17:40:02 2026 +0100",
        "",
        "    notes: read the notes file as utf8",
        "",
        rule,
        "\x1b[1;38;5;231;48;5;24m■■ " + "README.md".ljust(77) + R,
        rule,
        "\x1b[38;5;110m@@ -1,4 +1,5 @@" + R,
    ]
    readme_old = ["# notes", "", "Prints notes.txt.", ""]
    readme_new = ["# notes", "", "Prints notes.txt, one numbered", "note a line, then the count.", ""]
    for a, b in ((0, 0), (1, 1), (2, 2), (None, 3), (3, 4)):
        left = side(a, readme_old[a] if a is not None else None, a == 2, "\x1b[48;5;52m")
        right = side(b, readme_new[b], b in (2, 3), "\x1b[48;5;22m")
        out.append(left + right)
    out += [
        yellow + "commit 0c4e2f1a9b8d7c6e5f4a3b2c1d0e9f8a7b6c5d4e" + R,
        "Author: Ada Lindqvist <ada@example.org>",
        "Date:   Mon Nov 23 16:02:19 2026 +0100",
        "",
        "    notes: a first reader of notes.txt",
        "",
    ]
    return out


def split_diffs():
    """less -RFX over git-split-diffs' output, on the main screen (no
    alternate screen with -X): a screenful then `:` on the bottom row;
    space shows the next screenful under it, / reads a pattern on that
    row, q quits."""
    lines = split_diff_lines()
    fd = sys.stdin.fileno()
    old = termios.tcgetattr(fd)
    tty.setraw(fd)
    out = sys.stdout

    def w(s):
        out.write(s)
        out.flush()
    shown = 23
    try:
        w("\r\n".join(lines[:shown]) + "\r\n:")
        pattern = None
        while True:
            c = os.read(fd, 1)
            if not c:
                return
            if pattern is not None:
                if c in (b"\r", b"\n"):
                    w("\r\x1b[K")
                    idx = next((i for i in range(shown, len(lines)) if pattern in lines[i]), None)
                    if idx is None:
                        w("\x1b[7mPattern not found  (press RETURN)\x1b[0m")
                    else:
                        nxt = lines[shown:idx + 1]
                        shown = idx + 1
                        w("\r\n".join(nxt) + "\r\n:")
                    pattern = None
                elif c == b"\x1b":
                    pattern = None
                    w("\r\x1b[K:")
                elif c in (b"\x7f", b"\x08"):
                    if pattern:
                        pattern = pattern[:-1]
                        w("\b \b")
                elif 32 <= c[0] < 127:
                    pattern += c.decode()
                    w(c.decode())
                continue
            if c in (b"q", b"Q", b"\x03"):
                w("\r\x1b[K")
                return
            if c in (b" ", b"f"):
                nxt = lines[shown:shown + 23]
                shown += len(nxt)
                w("\r\x1b[K")
                if shown >= len(lines):
                    w("\r\n".join(nxt) + "\r\n\x1b[7m(END)\x1b[0m")
                else:
                    w("\r\n".join(nxt) + "\r\n:")
            elif c == b"/":
                pattern = ""
                w("\r\x1b[K/")
    finally:
        termios.tcsetattr(fd, termios.TCSADRAIN, old)


TOOLS = {
    "turbo-pascal": TurboPascal,
    "turbo-c": TurboC,
    "foxpro": FoxPro,
    "foxpro-browse": lambda: FoxPro(browse=True),
    "sdsf": SDSF,
    "cppman": Cppman,
}


def run(scr, tool):
    curses.raw()
    curses.noecho()
    scr.keypad(True)
    if curses.has_colors():
        curses.start_color()
        curses.init_pair(TEXT_BLUE, curses.COLOR_WHITE, curses.COLOR_BLUE)
        curses.init_pair(YELLOW_BLUE, curses.COLOR_YELLOW, curses.COLOR_BLUE)
        curses.init_pair(MENU, curses.COLOR_BLACK, curses.COLOR_WHITE)
        curses.init_pair(MENU_KEY, curses.COLOR_RED, curses.COLOR_WHITE)
        curses.init_pair(FRAME_BLUE, curses.COLOR_WHITE, curses.COLOR_BLUE)
        curses.init_pair(DIALOG, curses.COLOR_BLACK, curses.COLOR_WHITE)
        curses.init_pair(DIALOG_SEL, curses.COLOR_WHITE, curses.COLOR_BLACK)
        curses.init_pair(FIELD, curses.COLOR_WHITE, curses.COLOR_BLACK)
        curses.init_pair(GREEN, curses.COLOR_GREEN, curses.COLOR_BLACK)
        curses.init_pair(TURQ, curses.COLOR_CYAN, curses.COLOR_BLACK)
        curses.init_pair(WHITE, curses.COLOR_WHITE, curses.COLOR_BLUE)
        curses.init_pair(RED, curses.COLOR_RED, curses.COLOR_BLACK)
        curses.init_pair(BRIGHT, curses.COLOR_WHITE, curses.COLOR_BLACK)
        curses.init_pair(STATUS, curses.COLOR_BLACK, curses.COLOR_CYAN)
    app = TOOLS[tool]()
    while True:
        app.draw(scr)
        scr.refresh()
        k = read_key(scr)
        if k == curses.KEY_RESIZE:
            continue
        if k == 3:
            return
        if not app.key(k):
            return


def main():
    names = sorted(list(TOOLS) + ["git-split-diffs"])
    if len(sys.argv) < 2 or sys.argv[1] not in names:
        sys.stderr.write("usage: twohundredtwentysecond_edit.py {%s}\n" % ",".join(names))
        sys.exit(2)
    if sys.argv[1] == "git-split-diffs":
        split_diffs()
        return
    curses.wrapper(run, sys.argv[1])


if __name__ == "__main__":
    main()
