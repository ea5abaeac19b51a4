"""One terminal game imitated, named by the first argument: a fixture of
agentty's threehundredthirtyseventh set, whose screens were never used to
tune the mode classifier. Each draws what the game draws at its moments
(its words, layout, colours, reverse video, cursor, screen and input):
a roguelike of the hack family (its map and status lines, messages that
wait at --More--, its inventory, yes/no questions with a default in
parentheses; the alternate screen, keys raw), a chess engine's own text
front end (its board of Unicode pieces and a move read as a line), an
interactive fiction played in a Z-machine interpreter's plain text front
end (its prose and a `>` prompt, lines read cooked) and a word puzzle
drawn with a terminal toolkit (its grid of boxed letters and keyboard;
the alternate screen, keys raw). Runs with Debian's python3 and its
standard library only (curses)."""

import curses
import os
import sys
import time

os.environ.setdefault("ESCDELAY", "25")

ENTER = (10, 13, curses.KEY_ENTER)
BACKSPACE = (8, 127, curses.KEY_BACKSPACE)


def colours():
    if not curses.has_colors():
        return
    curses.start_color()
    try:
        curses.use_default_colors()
        bg = -1
    except curses.error:
        bg = curses.COLOR_BLACK
    c = curses
    for n, fg, b in ((1, c.COLOR_WHITE, bg), (2, c.COLOR_YELLOW, bg), (3, c.COLOR_CYAN, bg),
                     (4, c.COLOR_GREEN, bg), (5, c.COLOR_BLUE, bg), (6, c.COLOR_RED, bg),
                     (7, c.COLOR_BLACK, c.COLOR_GREEN), (8, c.COLOR_BLACK, c.COLOR_YELLOW),
                     (9, c.COLOR_WHITE, 8 if curses.COLORS > 8 else c.COLOR_BLACK),
                     (10, c.COLOR_MAGENTA, bg)):
        curses.init_pair(n, fg, b)


def cp(n):
    return curses.color_pair(n) if curses.has_colors() else 0


def put(scr, y, x, s, attr=0):
    try:
        scr.addstr(y, x, s, attr)
    except curses.error:
        pass


# ---------------------------------------------------------------- evilhack

EVIL_MAP = [
    "",
    "",
    "                                 -----------",
    "                                 |.........|",
    "                                 |....<....|          ------",
    "                                 |.........+##########.....|",
    "                                 |......%..|          |....|",
    "                                 ----.------          |..{.|",
    "                                     #                ------",
    "                                     #",
    "                                     ###",
    "                                       #    -------",
    "                                       #####......|",
    "                                            |..$...",
    "                                            |.....|",
    "                                            -------",
]


def evilhack(scr):
    curses.raw()
    colours()
    scr.keypad(True)
    at = [4, 38]
    msg = ["Hello Ada, welcome to EvilHack!  You are a neutral dwarven Valkyrie."]

    def draw(top="", more=False):
        scr.erase()
        for y, row in enumerate(EVIL_MAP):
            for x, ch in enumerate(row):
                a = 0
                if ch in "-|+":
                    a = cp(5) if ch != "+" else cp(2)
                elif ch == "%":
                    a = cp(6)
                elif ch == "$":
                    a = cp(2) | curses.A_BOLD
                elif ch == "{":
                    a = cp(5) | curses.A_BOLD
                put(scr, y, x, ch, a)
        put(scr, at[0], at[1], "@", curses.A_BOLD)
        put(scr, at[0], at[1] + 1, "d", cp(1))
        put(scr, 22, 0, "Ada the Stripling          St:18/05 Dx:13 Co:18 In:7 Wi:9 Ch:8 Neutral")
        put(scr, 23, 0, "Dlvl:1 $:0 HP:16(16) Pw:2(2) AC:6 Xp:1/0 T:%d" % (1 if not moved[0] else 4))
        if top:
            put(scr, 0, 0, top)
            if more:
                put(scr, 0, len(top), "--More--", curses.A_REVERSE)
                scr.move(0, len(top) + 8)
            else:
                scr.move(0, len(top))
        else:
            scr.move(at[0], at[1])
        scr.refresh()

    moved = [False]

    def wait_more(top):
        draw(top, True)
        while scr.getch() not in ENTER + (32, 27):
            pass

    def ask(q):
        draw(q)
        while True:
            k = scr.getch()
            if k in (ord("y"), ord("n"), ord("q"), 27) or k in ENTER:
                return chr(k) if k in (ord("y"), ord("n"), ord("q")) else "n"

    wait_more(msg[0])
    while True:
        draw()
        k = scr.getch()
        if k == ord("l"):
            at[1] += 1
            moved[0] = True
        elif k == ord(":"):
            wait_more("There is a staircase up here.")
            wait_more("You see here a scroll labeled ELBIB YLOH.")
        elif k == ord("i"):
            items = ["Weapons", " a - a +1 long sword (weapon in hand)",
                     " b - a +0 dagger (alternate weapon; not wielded)", "Armor",
                     " c - an uncursed +3 small shield (being worn)", "Comestibles",
                     " d - 1 food ration", " (end) "]
            draw()
            w = max(len(s) for s in items) + 1
            x0 = 80 - w
            for y, s in enumerate(items):
                put(scr, y, x0 - 1, " " * (w + 1))
                a = curses.A_REVERSE if not s.startswith(" ") else 0
                put(scr, y, x0, s, a)
            scr.move(len(items) - 1, x0 + len(items[-1]))
            scr.refresh()
            scr.getch()
        elif k == ord("#"):
            line = ""
            while True:
                draw("# " + line)
                c = scr.getch()
                if c in ENTER:
                    break
                if c == 27:
                    line = None
                    break
                if c in BACKSPACE:
                    line = line[:-1]
                elif 32 <= c < 127:
                    line += chr(c)
            if line == "pray":
                if ask("Are you sure you want to pray? [yn] (n) ") == "y":
                    wait_more("You begin praying to Tyr.")
            elif line == "quit":
                if ask("Really quit? [yn] (n) ") == "y":
                    ask("Do you want your possessions identified? [ynq] (n) ")
                    return
            elif line:
                wait_more("#%s: unknown extended command." % line)


# ---------------------------------------------------------------- sunfish

START = ["rnbqkbnr", "pppppppp", "........", "........", "........", "........",
         "PPPPPPPP", "RNBQKBNR"]
UNI = dict(zip("PNBRQKpnbrqk.", "♙♘♗♖♕♔♟♞♝♜♛♚·"))


def sunfish():
    board = [list(r) for r in START]

    def show():
        print()
        for i, row in enumerate(board):
            print(" ", 8 - i, " ".join(UNI[c] for c in row))
        print("    a b c d e f g h \n\n", flush=True)

    def move(m):
        fx, fy, tx, ty = ord(m[0]) - 97, 8 - int(m[1]), ord(m[2]) - 97, 8 - int(m[3])
        board[ty][tx], board[fy][fx] = board[fy][fx], "."

    replies = {"e2e4": "e7e5", "g1f3": "b8c6", "f1c4": "g8f6"}
    show()
    while True:
        try:
            m = input("Your move: ").strip()
        except EOFError:
            return
        ok = (len(m) == 4 and m[0] in "abcdefgh" and m[2] in "abcdefgh" and m[1] in "12345678"
              and m[3] in "12345678" and board[8 - int(m[1])][ord(m[0]) - 97].isupper())
        if not ok:
            print("Please enter a move like g8f6")
            continue
        move(m)
        show()
        if m not in replies:
            time.sleep(3600)
        time.sleep(1.2)
        r = replies[m]
        print("My move:", r)
        move(r)
        show()


# ---------------------------------------------------------------- lost pig

PIG_INTRO = """

Pig lost! Boss say that it Grunk fault. Say Grunk forget about closing gate.
Maybe boss right. Grunk not remember any gate. Anyway, pig gone. Boss say
Grunk go find pig, so Grunk go. Grunk follow pig tracks into forest, and
now it almost dark. Grunk hear pig somewhere to north.

LOST PIG
And Place Under Ground
An Interactive Fiction by Grunk, as told to Admiral Jota
Release 2 / Serial number 080406 / Inform 7 build 5T18 (I6/v6.31 lib 6/12N) SD

Outside
Grunk at edge of field. Forest to west and north, and field go east. Little
path go south.

Hole in ground here. Hole big and dark.
"""

PIG_LOOK = """Outside
Grunk at edge of field. Forest to west and north, and field go east. Little
path go south.

Hole in ground here. Hole big and dark.
"""


def lostpig():
    print(PIG_INTRO, flush=True)
    while True:
        try:
            line = input(">").strip().lower()
        except EOFError:
            return
        print()
        if line in ("look", "l"):
            print(PIG_LOOK)
        elif line in ("inventory", "i"):
            print("Grunk have torch and pants. Torch not lit.\n")
        elif line == "save":
            name = input("Please enter a file name (without an extension): ")
            print("Ok.\n" if name else "Failed.\n")
        elif line in ("quit", "q"):
            a = input("Are you sure you want to quit? ").strip().lower()
            if a.startswith("y"):
                return
            print()
        elif line:
            word = line.split()[0]
            print('Grunk not know what "%s" mean.\n' % word)
        else:
            print("Grunk not hear anything.\n")


# ---------------------------------------------------------------- clidle

KEYS = ["qwertyuiop", "asdfghjkl", "zxcvbnm"]
WORD = "slate"
WORDS = {"crane", "slate", "pious", "train", "house"}


def clidle(scr):
    curses.raw()
    curses.curs_set(0)
    colours()
    scr.keypad(True)
    guesses, cur, status = [], "", ""
    known = {}

    def cell(y, x, ch, a):
        put(scr, y, x, "╭───╮", a)
        put(scr, y + 1, x, "│ %s │" % ch.upper(), a)
        put(scr, y + 2, x, "╰───╯", a)

    def draw():
        scr.erase()
        x0 = (80 - 30) // 2
        for r in range(6):
            word = guesses[r] if r < len(guesses) else (cur if r == len(guesses) else "")
            for i in range(5):
                ch = word[i] if i < len(word) else " "
                a = cp(9)
                if r < len(guesses):
                    if ch == WORD[i]:
                        a = cp(7) | curses.A_BOLD
                    elif ch in WORD:
                        a = cp(8) | curses.A_BOLD
                    else:
                        a = cp(9) | curses.A_DIM
                    put(scr, 1 + r * 3 + 1, x0 + i * 6 + 2, "", a)
                cell(1 + r * 3, x0 + i * 6, ch, a)
                if r < len(guesses):
                    put(scr, 1 + r * 3 + 1, x0 + i * 6 + 1, " %s " % ch.upper(), a | curses.A_REVERSE)
        for j, row in enumerate(KEYS):
            x = (80 - len(row) * 4) // 2
            for c in row:
                a = 0
                st = known.get(c)
                if st == 2:
                    a = cp(7)
                elif st == 1:
                    a = cp(8)
                elif st == 0:
                    a = curses.A_DIM
                put(scr, 19 + j, x, " %s " % c.upper(), a | curses.A_REVERSE if st is not None else a)
                x += 4
        if status:
            put(scr, 23, (80 - len(status)) // 2, status, curses.A_BOLD)
        scr.refresh()

    while True:
        draw()
        k = scr.getch()
        if k == 3 or k == 27:
            return
        if status.startswith("You won"):
            continue
        status = ""
        if k in BACKSPACE:
            cur = cur[:-1]
        elif k in ENTER:
            if len(cur) < 5:
                status = "Not enough letters"
            elif cur not in WORDS:
                status = "Not in word list"
            else:
                guesses.append(cur)
                for i, c in enumerate(cur):
                    known[c] = max(known.get(c, 0), 2 if WORD[i] == c else (1 if c in WORD else 0))
                if cur == WORD:
                    status = "You won! The word was SLATE. Press ctrl+c to quit."
                cur = ""
        elif 97 <= k <= 122 and len(cur) < 5:
            cur += chr(k)


PROGRAMS = {"evilhack": evilhack, "clidle": clidle}
PLAIN = {"sunfish": sunfish, "lostpig": lostpig}

if __name__ == "__main__":
    if len(sys.argv) < 2 or sys.argv[1] not in PROGRAMS and sys.argv[1] not in PLAIN:
        sys.exit("usage: threehundredthirtyseventh_games.py evilhack|sunfish|lostpig|clidle")
    if sys.argv[1] in PLAIN:
        PLAIN[sys.argv[1]]()
    else:
        curses.wrapper(PROGRAMS[sys.argv[1]])
