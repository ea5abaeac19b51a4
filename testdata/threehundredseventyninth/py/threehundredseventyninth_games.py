#!/usr/bin/env python3
"""The threehundredseventyninth set's imitations: four terminal games and
puzzles that Debian does not package, each drawn the way the real game
draws (as known from its source, documentation and screenshots):

  yetris       Alexandre Dantas' yetris 2.3.0, a falling-blocks game in
               ncurses: the alternate screen, the cursor hidden, keys polled
               every 100 ms; its first run asks a profile name on a cooked,
               echoed line (`Profile Name:` in reverse video, `default:`
               under it), its main menu of seven entries under the logo in a
               box titled with the profile's name, a fire animation below,
               the current entry told only by its colour (cyan, the others
               bold white), its help window of keys, its game of boxed
               windows (Hold, Next, Statistics), its `Paused` window of
               Resume, Quit to Main Menu and Quit Game, and its `New
               Profile` window asking a name on a cooked line
  ttyper       Max Niederman's ttyper, a typing test on ratatui: the
               alternate screen, keys raw; an `Input` box (rounded, cyan)
               over a `Prompt` box (rounded, green) of fifty words, the
               terminal's cursor in the input; Esc or the last word ends the
               test on a screen of results (`Overview`, `Worst Keys`, a
               braille chart) over `Press 'q' to quit or 'r' for another
               test` (and `'p' to practice missed words` when some were)
  minesweeper  Jason Brian Hall's terminal minesweeper in ncurses: the
               alternate screen, raw keys, the cursor hidden; a menu of
               difficulties numbered 1-4 and a seed, a board of `# ` cells
               with the cursor's cell in reverse video under a title bar
               and its timer (a thread redrawing it twice a second), a help
               page, `Game Over! Press 'q' to quit or 'r' to restart.`, a
               new high score's `Enter your name:` and the high scores
  taipan       Jay Link's Taipan! for curses (after Art Canfil's): the
               alternate screen, keys read cbreak and echoed by the game,
               answers ended by Enter; its splash of ASCII art, `What will
               you name your Firm:` in a box, how to start, and the port's
               screen of boxes with the Comprador's Report and its
               questions under it

Run: threehundredseventyninth_games.py TOOL [ARGS]
"""
import curses
import os
import pwd
import random
import select
import sys
import termios
import time
import tty

os.environ.setdefault("ESCDELAY", "25")

ESC = "\x1b"


def out(s):
    sys.stdout.write(s)
    sys.stdout.flush()


def put(scr, y, x, s, attr=0):
    try:
        scr.addstr(y, x, s, attr)
    except curses.error:
        pass


def putch(scr, y, x, ch, attr=0):
    try:
        scr.addch(y, x, ch, attr)
    except curses.error:
        pass


def the_user():
    try:
        return pwd.getpwuid(os.getuid()).pw_name
    except KeyError:
        return os.environ.get("USER", "player")


# ------------------------------------------------------------------ yetris

LOGO = [" __ __    ___ ______  ____   ____ _____",
        "|  |  |  /  _]      ||    \\ |    / ___/",
        "|  |  | /  [_|      ||  D  ) |  (   \\_",
        "|  ~  ||    _]_|  |_||    /  |  |\\__  |",
        "|___, ||   [_  |  |  |    \\  |  |/  \\ |",
        "|     ||     | |  |  |  .  \\ |  |\\    |",
        "|____/ |_____| |__|  |__|\\_||____|\\___|"]

SHAPES = {
    "I": [(0, 1), (1, 1), (2, 1), (3, 1)],
    "O": [(1, 0), (2, 0), (1, 1), (2, 1)],
    "T": [(1, 0), (0, 1), (1, 1), (2, 1)],
    "S": [(1, 0), (2, 0), (0, 1), (1, 1)],
    "Z": [(0, 0), (1, 0), (1, 1), (2, 1)],
    "J": [(0, 0), (0, 1), (1, 1), (2, 1)],
    "L": [(2, 0), (0, 1), (1, 1), (2, 1)],
}
PIECE_PAIR = {"S": 6, "Z": 7, "O": 8, "I": 9, "J": 10, "T": 11, "L": 8}
PIECE_BOLD = {"I", "L"}


class Y:
    """yetris' colours: white bold text, cyan highlights, dark borders."""

    def __init__(self):
        curses.start_color()
        try:
            curses.use_default_colors()
            bg = -1
        except curses.error:
            bg = curses.COLOR_BLACK
        c = curses
        for n, fg, b in ((1, c.COLOR_WHITE, bg), (2, c.COLOR_CYAN, bg), (3, c.COLOR_BLACK, bg),
                         (4, c.COLOR_RED, bg), (5, c.COLOR_YELLOW, bg),
                         (6, c.COLOR_WHITE, c.COLOR_GREEN), (7, c.COLOR_WHITE, c.COLOR_RED),
                         (8, c.COLOR_WHITE, c.COLOR_YELLOW), (9, c.COLOR_WHITE, c.COLOR_CYAN),
                         (10, c.COLOR_WHITE, c.COLOR_BLUE), (11, c.COLOR_WHITE, c.COLOR_MAGENTA),
                         (12, c.COLOR_WHITE, c.COLOR_WHITE)):
            curses.init_pair(n, fg, b)
        self.text = curses.color_pair(1) | curses.A_BOLD
        self.hilite = curses.color_pair(2)
        self.hilite2 = curses.color_pair(2) | curses.A_BOLD
        self.dim = curses.color_pair(3) | curses.A_BOLD
        self.dim2 = curses.color_pair(3)

    def box(self, scr, y, x, h, w, title=""):
        for r in range(y, y + h):
            put(scr, r, x, " " * w)
        for c in range(x + 1, x + w - 1):
            putch(scr, y, c, curses.ACS_HLINE, self.dim)
            putch(scr, y + h - 1, c, curses.ACS_HLINE, self.dim2)
        for r in range(y + 1, y + h - 1):
            putch(scr, r, x, curses.ACS_VLINE, self.dim)
            putch(scr, r, x + w - 1, curses.ACS_VLINE, self.dim2)
        putch(scr, y, x, curses.ACS_ULCORNER, self.text)
        putch(scr, y, x + w - 1, curses.ACS_URCORNER, self.dim)
        putch(scr, y + h - 1, x, curses.ACS_LLCORNER, self.dim)
        if y + h - 1 == 23 and x + w - 1 == 79:
            try:
                scr.insch(y + h - 1, x + w - 1, curses.ACS_LRCORNER, self.dim2)
            except curses.error:
                pass
        else:
            putch(scr, y + h - 1, x + w - 1, curses.ACS_LRCORNER, self.dim2)
        if title:
            put(scr, y, x + 1, title, self.hilite2)

    def menu(self, scr, y, x, w, items, cur):
        for i, it in enumerate(items):
            if it is None:
                for c in range(x, x + w):
                    putch(scr, y + i, c, curses.ACS_HLINE, self.dim)
            else:
                put(scr, y + i, x, it[:w], self.hilite if i == cur else self.text)


class Fire:
    """yetris' fire animation, updated every 100 ms."""
    GRAY = " .':-=+*#%@#"

    def __init__(self, w, h, rnd):
        self.w, self.h, self.r = w, h, rnd
        self.p = [[0] * w for _ in range(h)]
        cm = [[rnd.randint(0, 13) for _ in range(w)] for _ in range(h)]
        for _ in range(10):
            for i in range(1, w - 1):
                for j in range(1, h - 1):
                    cm[j][i] = (cm[j][i - 1] + cm[j][i + 1] + cm[j + 1][i] + cm[j - 1][i]) // 4
        self.cm = cm

    def update(self):
        r = self.r
        cool = r.randint(3, 12)
        if r.random() < 0.10:
            cool = 1
        if r.random() < 0.12:
            cool = 30
        for i in range(self.w):
            self.p[self.h - 1][i] = r.randint(90, 100)
        for i in range(self.w):
            if r.random() < 0.0231:
                self.p[self.h - r.randint(3, 6)][i] = r.randint(90, 100)
        for i in range(self.w):
            for j in range(self.h - 1):
                self.p[j][i] = self.p[j + 1][i] - cool - self.cm[j][i]

    def draw(self, scr, y0, x0, Yc):
        red, redb = curses.color_pair(4), curses.color_pair(4) | curses.A_BOLD
        yel, yelb = curses.color_pair(5), curses.color_pair(5) | curses.A_BOLD
        for j in range(self.h):
            for i in range(self.w):
                s = self.p[j][i]
                if s > 100 or s <= 20:
                    continue
                a = Yc.text if s > 90 else yelb if s > 70 else yel if s > 60 else redb if s > 40 else red
                putch(scr, y0 + j, x0 + i, self.GRAY[s * 11 // 100], a)


def valid_name(n):
    return not any(c in n for c in "\\/.^;#=~")


def yetris(scr):
    Yc = Y()
    user = the_user()
    home = os.environ.get("HOME") or "/tmp"
    cfg = os.path.join(home, ".local", "share", "yetris")
    os.makedirs(cfg, exist_ok=True)
    profiles = sorted(d for d in os.listdir(cfg) if os.path.isdir(os.path.join(cfg, d)))
    curses.curs_set(0)
    scr.keypad(True)
    curses.cbreak()
    curses.noecho()
    rnd = random.Random(379)

    # First run: a profile name asked on a cooked line.
    if not profiles:
        while True:
            scr.erase()
            put(scr, 0, 0, "Hello, there!")
            put(scr, 1, 0, "It seems this is your first time running yetris.")
            put(scr, 3, 0, "Please enter a profile name.")
            put(scr, 4, 0, "It'll store all your settings, scores and game statistics.")
            put(scr, 7, 0, "Profile Name:", curses.A_REVERSE)
            put(scr, 8, 0, "default:")
            put(scr, 8, 9, user)
            put(scr, 10, 0, "It may not contain the following characters:")
            put(scr, 11, 0, "\\ / . ^ ; # = ~")
            scr.refresh()
            curses.nocbreak()
            curses.curs_set(1)
            curses.echo()
            scr.nodelay(False)
            name = scr.getstr(7, 15, 255).decode("utf-8", "replace")
            curses.noecho()
            curses.curs_set(0)
            curses.cbreak()
            if valid_name(name):
                name = name or user
                break
        os.makedirs(os.path.join(cfg, name), exist_ok=True)
        profiles = [name]
    current = profiles[0]

    def nodelay_key():
        scr.nodelay(True)
        k = scr.getch()
        return k

    fire = Fire(78, 14, rnd)
    MAIN = ["Single Player", "Game Settings", "GUI Options", "Controls", "Profiles", "Help", "Quit"]
    SINGLE = ["Start Game", "Back", None]
    state = {"menu": "main", "cur": 0}

    def title_of(n):
        return n + ("'" if n.endswith("s") else "'s")

    def draw_menu():
        scr.erase()
        Yc.box(scr, 0, 0, 24, 80)
        fire.update()
        fire.draw(scr, 9, 1, Yc)
        Yc.box(scr, 1, 1, 9, 78, title_of(current))
        for i, l in enumerate(LOGO):
            put(scr, 2 + i, 1 + 78 // 2 - 39 // 2 - 1, l, Yc.text)
        Yc.box(scr, 10, 26, 13, 26)
        m = state["menu"]
        if m == "main":
            Yc.menu(scr, 11, 27, 24, MAIN, state["cur"])
        elif m == "single":
            items = SINGLE + ["Starting Level", "Initial Noise", "Invisible", "Slide Left", "Slide Right",
                              "Hold Piece", "Ghost Piece"]
            Yc.menu(scr, 11, 27, 24, items[:3], state["cur"])
            nums = [("Starting Level", "1"), ("Initial Noise", "0")]
            for i, (lab, v) in enumerate(nums):
                put(scr, 14 + i, 27, lab, Yc.text)
                put(scr, 14 + i, 27 + 24 - len(v) - 2, "[", Yc.text)
                put(scr, 14 + i, 27 + 24 - len(v) - 1, v, Yc.hilite)
                put(scr, 14 + i, 27 + 24 - 1, "]", Yc.text)
            checks = [("Invisible", False), ("Slide Left", False), ("Slide Right", False),
                      ("Hold Piece", True), ("Ghost Piece", True)]
            for i, (lab, on) in enumerate(checks):
                y = 16 + i
                put(scr, y, 27, lab, Yc.text)
                put(scr, y, 27 + 24 - 8, "[", Yc.text)
                put(scr, y, 27 + 24 - 7, "ON", Yc.hilite if on else Yc.text)
                put(scr, y, 27 + 24 - 5, "|", Yc.text)
                put(scr, y, 27 + 24 - 4, "OFF", Yc.text if on else Yc.hilite)
                put(scr, y, 27 + 24 - 1, "]", Yc.text)
        elif m == "profiles":
            put(scr, 11, 27, "C", Yc.hilite)
            put(scr, 11, 28, "reate new Profile", Yc.text)
            put(scr, 12, 27, "D", Yc.hilite)
            put(scr, 12, 28, "elete Profile", Yc.text)
            put(scr, 13, 27, "S", Yc.hilite)
            put(scr, 13, 28, "witch to Profile", Yc.text)
            Yc.menu(scr, 14, 27, 24, [None, "Back", None] + profiles, state["cur"])
        scr.refresh()

    def help_window():
        active = 0
        while True:
            x, y, w, h = 80 // 2 - 25, 24 // 2 - 10, 50, 20
            Yc.box(scr, y, x, h, w)
            put(scr, y, x + 2, "(Help)" if active == 0 else " Help ", Yc.hilite2 if active == 0 else Yc.text)
            put(scr, y, x + 12, "(Credits)" if active == 1 else " Credits ", Yc.hilite2 if active == 1 else Yc.text)
            ix, iy = x + 1, y + 1
            if active == 0:
                put(scr, iy + 1, ix + 1, "yetris: customizable Tetris(tm) clone", Yc.text)
                put(scr, iy + 2, ix + 1, "        for the terminal.", Yc.text)
                put(scr, iy + 4, ix + 1, "Controls:", Yc.hilite)
                for i, lab in enumerate([" Move Left", " Move Right", " Soft Drop", " Hard Drop", " Hold Piece",
                                         " Rotate Clockwise", " Rotate Counterclockwise", " Show Help",
                                         " Pause", " Quit Anytime"]):
                    put(scr, iy + 4 + i, ix + 11, lab, Yc.hilite)
                for i, k in enumerate(["left", "right", "down", "space", "c", "x", "z", "Z", "h", "p", "q"]):
                    put(scr, iy + 4 + i, ix + 37, k, Yc.text)
                put(scr, iy + 16, ix + 1, "Your settings and scores are stored at:", Yc.text)
                put(scr, iy + 17, ix, "~/.local/share/yetris/" + current, Yc.hilite)
            else:
                credits = [" ### ### ####### ####### ######  ####### #####",
                           " ### ### ####      ###   ### ###   ###  ### ###",
                           "  #####  ######    ###   ### ###   ###   ###",
                           "   ###   ####      ###   ######    ###     ###",
                           "   ###   ####      ###   ### ###   ###  ### ###",
                           "   ###   #######   ###   ### ### ####### #####"]
                for i, l in enumerate(credits):
                    put(scr, iy + i, ix, l, Yc.hilite)
                put(scr, iy + 6, ix + 24, " v2.3.0 (built Dec 01 2026)", Yc.hilite2)
                for i, l in enumerate(["yetris was created by Alexandre Dantas,",
                                       "contact him at <eu@alexdantas.net>", "",
                                       "Thanks for playing this game :)", "",
                                       "Homepage: http://yetris.alexdantas.net/", "",
                                       "Source code and other contributors:",
                                       "https://github.com/alexdantas/yetris/", "",
                                       "Support free software! http://www.gnu.org/"]):
                    put(scr, iy + 7 + i, ix + 1, l, Yc.text)
            scr.refresh()
            # Polled with no delay, as the game's input manager does here.
            k = -1
            while k == -1:
                k = nodelay_key()
                if k == -1:
                    time.sleep(0.005)
            if k == curses.KEY_LEFT:
                active = 0
            elif k == curses.KEY_RIGHT:
                active = 1
            elif k in (ord("q"), 10, 13, curses.KEY_ENTER):
                return

    def new_profile():
        curses.nocbreak()
        curses.curs_set(1)
        curses.echo()
        scr.nodelay(False)
        x, y, w, h = 80 // 3, 24 // 2 - 10 // 2, 80 // 3, 10
        Yc.box(scr, y, x, h, w, "New Profile")
        put(scr, y + 1, x + 1, "Please enter a name:", Yc.text)
        put(scr, y + 4, x + 1, "(default: " + user + ")", Yc.hilite)
        put(scr, y + 6, x + 1, "It may not contain the", Yc.text)
        put(scr, y + 7, x + 1, "following characters:", Yc.text)
        put(scr, y + 8, x + 1, "\\ / . ^ ; # = ~", Yc.text)
        scr.attrset(0)
        name = scr.getstr(y + 3, x + 1, 255).decode("utf-8", "replace")
        scr.nodelay(True)
        curses.noecho()
        curses.curs_set(0)
        curses.cbreak()
        if valid_name(name):
            name = name or user
            if name not in profiles:
                os.makedirs(os.path.join(cfg, name), exist_ok=True)
                profiles.append(name)

    # The main menu, polled every 100 ms.
    while True:
        draw_menu()
        k = nodelay_key()
        m = state["menu"]
        if k == ord("q"):
            return
        if m == "profiles" and k in (ord("c"), ord("C")):
            new_profile()
            continue
        items = {"main": MAIN, "single": SINGLE, "profiles": [None, "Back", None] + profiles}[m]
        if k in (curses.KEY_DOWN, 9):
            n = state["cur"]
            while True:
                n = (n + 1) % len(items)
                if items[n] is not None:
                    break
            state["cur"] = n
        elif k in (curses.KEY_UP, curses.KEY_BTAB):
            n = state["cur"]
            while True:
                n = (n - 1) % len(items)
                if items[n] is not None:
                    break
            state["cur"] = n
        elif k in (10, 13, curses.KEY_ENTER):
            sel = items[state["cur"]]
            if m == "main":
                if sel == "Single Player":
                    state.update(menu="single", cur=0)
                elif sel == "Help":
                    help_window()
                elif sel == "Profiles":
                    state.update(menu="profiles", cur=1)
                elif sel == "Quit":
                    return
            elif m == "single":
                if sel == "Start Game":
                    r = yetris_game(scr, Yc, current, rnd)
                    if r == "quit":
                        return
                    state.update(menu="main", cur=0)
                elif sel == "Back":
                    state.update(menu="main", cur=0)
            elif m == "profiles":
                if sel == "Back":
                    state.update(menu="main", cur=4)
        time.sleep(0.1)


def yetris_game(scr, Yc, name, rnd):
    W, H = 10, 20
    board = [[None] * W for _ in range(H)]
    bag = [rnd.choice("IOTSZJL") for _ in range(8)]
    st = {"piece": bag.pop(0), "x": 3, "y": 0, "cells": None, "paused": False, "pcur": 0,
          "t0": time.monotonic(), "paused_at": 0.0, "pause_total": 0.0, "fall": time.monotonic(),
          "pieces": 0, "stats": {k: 0 for k in "ITLJSZO"}, "score": 0}
    bag.append(rnd.choice("IOTSZJL"))

    def cells():
        if st["cells"] is None:
            st["cells"] = list(SHAPES[st["piece"]])
        return [(st["x"] + cx, st["y"] + cy) for cx, cy in st["cells"]]

    def fits(cs):
        return all(0 <= x < W and y < H and (y < 0 or board[y][x] is None) for x, y in cs)

    def lock():
        for x, y in cells():
            if 0 <= y < H:
                board[y][x] = st["piece"]
        st["stats"][st["piece"]] += 1
        st["pieces"] += 1
        st["score"] += 10
        st["piece"] = bag.pop(0)
        bag.append(rnd.choice("IOTSZJL"))
        st["x"], st["y"], st["cells"] = 3, 0, None

    def move(dx, dy):
        cs = [(x + dx, y + dy) for x, y in cells()]
        if fits(cs):
            st["x"] += dx
            st["y"] += dy
            return True
        return False

    def rotate(n):
        c = st["cells"] or list(SHAPES[st["piece"]])
        for _ in range(n % 4):
            c = [(2 - cy, cx) for cx, cy in c]
        old = st["cells"]
        st["cells"] = c
        if not fits(cells()):
            st["cells"] = old

    def block(y, x, kind, ghost=False):
        a = curses.color_pair(PIECE_PAIR[kind]) | (curses.A_BOLD if kind in PIECE_BOLD else 0)
        put(scr, y, x, "[]" if ghost else "  ", a)

    def draw():
        if st["paused"]:
            Yc.box(scr, 11, 20, 6, 40, "Paused")
            Yc.menu(scr, 12, 21, 38, ["Resume", None, "Quit to Main Menu", "Quit Game"], st["pcur"])
            scr.refresh()
            return
        scr.erase()
        Yc.box(scr, 0, 0, 24, 80)
        Yc.box(scr, 1, 1, 4, 12, "Hold")
        Yc.box(scr, 5, 1, 18, 12)
        put(scr, 5 + 9, 2, "Hi-Score", Yc.hilite)
        put(scr, 5 + 10, 2, "(none)")
        put(scr, 5 + 12, 2, "Score", Yc.hilite)
        put(scr, 5 + 13, 2, "%10d" % st["score"], Yc.text)
        put(scr, 5 + 15, 2, "Level", Yc.hilite)
        put(scr, 5 + 16, 2, "%10d" % 1, Yc.text)
        Yc.box(scr, 1, 13, 22, 22)
        Yc.box(scr, 1, 35, 22, 10, "Next")
        for i, p in enumerate(bag[:7]):
            for cx, cy in SHAPES[p]:
                block(2 + 3 * i + cy, 36 + 2 * cx, p)
        Yc.box(scr, 1, 45, 22, 34, "Statistics")
        put(scr, 2, 45 + 34 - len(name) - 2, name, Yc.hilite)
        for i, k in enumerate("ITLJSZO"):
            a = curses.color_pair(PIECE_PAIR[k]) | (curses.A_BOLD if k in PIECE_BOLD else 0)
            put(scr, 3 + i, 47, "[%s]" % k, a)
            put(scr, 3 + i, 51, "x %3d" % st["stats"][k], Yc.text)
        xo = 45 + 34 - 15
        for i, lab in enumerate(["Singles", "Doubles", "Triples", "Tetris"]):
            put(scr, 3 + i, xo, lab, Yc.hilite)
            put(scr, 3 + i, xo + 8, "x %3d" % 0, Yc.text)
        put(scr, 8, xo, "Pieces", Yc.hilite)
        put(scr, 9, xo, "Lines", Yc.hilite)
        put(scr, 8, xo + 7, "x %4d" % st["pieces"], Yc.text)
        put(scr, 9, xo + 7, "x %4d" % 0, Yc.text)
        el = int(time.monotonic() - st["t0"] - st["pause_total"])
        put(scr, 11, 47, "Timer", Yc.hilite)
        put(scr, 11, 53, "%02d:%02d:%02d" % (el // 3600, el // 60 % 60, el % 60), Yc.text)
        put(scr, 13, 47, "Delay", Yc.hilite)
        put(scr, 13, 53, "1000ms", Yc.text)
        put(scr, 21, 46, "yetris v2.3.0", Yc.hilite)
        put(scr, 21, 45 + 34 - 5, "H", Yc.hilite2)
        put(scr, 21, 45 + 34 - 4, "elp", Yc.hilite)
        for y in range(H):
            for x in range(W):
                if board[y][x]:
                    block(2 + y, 14 + 2 * x, board[y][x])
        gy = 0
        while fits([(x, y + gy + 1) for x, y in cells()]):
            gy += 1
        for x, y in cells():
            if y + gy >= 0:
                block(2 + y + gy, 14 + 2 * x, st["piece"], ghost=True)
        for x, y in cells():
            if y >= 0:
                block(2 + y, 14 + 2 * x, st["piece"])
        scr.refresh()

    while True:
        k = scr.getch()
        if k != -1:
            if k == ord("q"):
                return "quit"
            if k == ord("p"):
                if st["paused"]:
                    st["paused"] = False
                    st["pause_total"] += time.monotonic() - st["paused_at"]
                else:
                    st.update(paused=True, pcur=0, paused_at=time.monotonic())
            elif k in (10, 13, curses.KEY_ENTER) and not st["paused"]:
                st.update(paused=True, pcur=0, paused_at=time.monotonic())
            elif st["paused"]:
                items = ["Resume", None, "Quit to Main Menu", "Quit Game"]
                if k in (curses.KEY_DOWN, 9):
                    st["pcur"] = {0: 2, 2: 3, 3: 0}[st["pcur"]]
                elif k in (curses.KEY_UP, curses.KEY_BTAB):
                    st["pcur"] = {0: 3, 2: 0, 3: 2}[st["pcur"]]
                elif k in (10, 13, curses.KEY_ENTER):
                    sel = items[st["pcur"]]
                    if sel == "Resume":
                        st["paused"] = False
                        st["pause_total"] += time.monotonic() - st["paused_at"]
                    elif sel == "Quit to Main Menu":
                        return "menu"
                    else:
                        return "quit"
            elif k == curses.KEY_LEFT:
                move(-1, 0)
            elif k == curses.KEY_RIGHT:
                move(1, 0)
            elif k == curses.KEY_DOWN:
                if not move(0, 1):
                    lock()
            elif k == ord(" "):
                while move(0, 1):
                    pass
                lock()
            elif k == ord("x"):
                rotate(1)
            elif k == ord("z"):
                rotate(3)
            elif k == ord("Z"):
                rotate(2)
        if not st["paused"] and time.monotonic() - st["fall"] >= 1.0:
            if not move(0, 1):
                lock()
            st["fall"] = time.monotonic()
        draw()
        time.sleep(0.1)


# ------------------------------------------------------------------ ttyper

WORDS200 = ("the of and to in for is on that by this with you it not or be are from at as your "
            "all have new more an was we will home can us about if page my has search free but "
            "our one other do no information time they site he up may what which their news out "
            "use any there see only so his when contact here business who web also now help get "
            "pm view online first am been would how were me services some these click its like "
            "service than find price date back top people had list name just over state year day "
            "into email two health world re next used go work last most products music buy data "
            "make them should product system post her city add policy number such please "
            "available copyright support message after best software then jan good video well "
            "where info rights public books high school through each links she review years "
            "order very privacy book items company read group need many user said de does set "
            "under general research university january mail full map reviews program life know "
            "games way days management part could great united hotel real item international")
ENGLISH200 = WORDS200.split()


class Raw:
    def __enter__(self):
        self.fd = sys.stdin.fileno()
        self.old = termios.tcgetattr(self.fd)
        tty.setraw(self.fd)
        return self

    def __exit__(self, *a):
        termios.tcsetattr(self.fd, termios.TCSADRAIN, self.old)


def readkey():
    fd = sys.stdin.fileno()
    b = os.read(fd, 1)
    if b != b"\x1b":
        if b and b[0] >= 0xc0:
            n = 2 if b[0] < 0xe0 else 3 if b[0] < 0xf0 else 4
            b += os.read(fd, n - 1)
        return b.decode("utf-8", "replace")
    seq = b
    while True:
        r, _, _ = select.select([fd], [], [], 0.03)
        if not r:
            break
        seq += os.read(fd, 1)
        if len(seq) >= 3 and (chr(seq[-1]).isalpha() or seq[-1:] == b"~"):
            break
    return {b"\x1b[A": "up", b"\x1b[B": "down", b"\x1b[C": "right", b"\x1b[D": "left",
            b"\x1bOA": "up", b"\x1bOB": "down", b"\x1bOC": "right", b"\x1bOD": "left",
            b"\x1b": "esc"}.get(seq, "other")


def at(r, c, s):
    out(ESC + "[%d;%dH%s" % (r + 1, c + 1, s))


R = ESC + "[0m"
BOLD = ESC + "[1m"


def rounded(r, c, h, w, colour, title):
    at(r, c, colour + "╭" + R + BOLD + ESC + "[37m" + title + R + colour + "─" * (w - 2 - len(title)) + "╮" + R)
    for i in range(1, h - 1):
        at(r + i, c, colour + "│" + R)
        at(r + i, c + w - 1, colour + "│" + R)
    at(r + h - 1, c, colour + "╰" + "─" * (w - 2) + "╯" + R)


class Word:
    def __init__(self, text):
        self.text, self.progress, self.events = text, "", []


def ttyper():
    args = sys.argv[2:]
    n = 50
    if "-w" in args:
        n = int(args[args.index("-w") + 1])
    rnd = random.Random(379)
    W, H = 80, 24

    def contents():
        lang = list(ENGLISH200)
        rnd.shuffle(lang)
        c = [lang[i % len(lang)] for i in range(n)]
        rnd.shuffle(c)
        return c

    def new_test(words):
        return {"words": [Word(w) for w in words], "cur": 0, "complete": False}

    GREEN, RED, GRAY, BLUE = ESC + "[32m", ESC + "[31m", ESC + "[37m", ESC + "[34m"
    CYAN = ESC + "[36m"

    def draw_test(t):
        out(ESC + "[?25l" + R + ESC + "[H" + ESC + "[2J")
        rounded(0, 0, 3, W, CYAN, "Input")
        word = t["words"][t["cur"]]
        at(1, 1, word.progress[:W - 2])
        rounded(3, 0, 6, W, GREEN, "Prompt")
        spans = []
        for i, w in enumerate(t["words"]):
            parts = []
            if i < t["cur"]:
                j = 0
                while j < len(w.text):
                    p = w.progress[j] if j < len(w.progress) else None
                    st = GRAY if p is None else GREEN if p == w.text[j] else RED
                    parts.append((w.text[j], st))
                    j += 1
                if len(w.progress) > len(w.text):
                    parts.append((w.progress[len(w.text):], RED))
            elif i == t["cur"]:
                cursor_done = False
                for j, ch in enumerate(w.text):
                    p = w.progress[j] if j < len(w.progress) else None
                    if p is None:
                        if not cursor_done:
                            parts.append((ch, BLUE + BOLD + ESC + "[4m"))
                            cursor_done = True
                        else:
                            parts.append((ch, BLUE + BOLD))
                    elif p == ch:
                        parts.append((ch, GREEN + BOLD))
                    else:
                        parts.append((ch, RED + BOLD))
                if len(w.progress) > len(w.text):
                    parts.append((w.progress[len(w.text):], RED))
            else:
                parts = [(w.text, GRAY)]
            parts.append((" ", GRAY))
            spans.append(parts)
        lines, line, width = [], [], 0
        for parts in spans:
            ww = sum(len(s) for s, _ in parts)
            if width + ww > W - 2:
                lines.append(line)
                line, width = [], 0
            line.extend(parts)
            width += ww
        lines.append(line)
        for r, l in enumerate(lines[:4]):
            s, col = "", 0
            for text, st in l:
                text = text[:max(0, W - 2 - col)]
                s += st + text + R
                col += len(text)
            at(4 + r, 1, s)
        x = min(1 + len(word.progress), W - 2)
        at(1, x, ESC + "[?25h")

    def results(t):
        events = [e for w in t["words"] for e in w.events]
        per_event = [b[0] - a[0] for a, b in zip(events, events[1:])]
        s = sum(per_event)
        cps = len(per_event) / s if s > 0 else float("inf")
        num = sum(1 for e in events if e[2] is True)
        den = sum(1 for e in events if e[2] is not None)
        per_key = {}
        for e in events:
            if e[2] is None or len(e[1]) != 1:
                continue
            f = per_key.setdefault(e[1], [0, 0])
            f[1] += 1
            if e[2]:
                f[0] += 1
        missed = [w.text for w in t["words"] if any(e[2] is not True for e in w.events)]
        return {"cps": cps, "num": num, "den": den, "per_key": per_key, "missed": missed,
                "per_event": per_event}

    def fmt(v):
        if v != v:
            return "NaN"
        if v == float("inf"):
            return "inf"
        return "%.1f" % v

    def draw_results(res):
        out(ESC + "[?25l" + R + ESC + "[H" + ESC + "[2J")
        acc = res["num"] / res["den"] if res["den"] else float("nan")
        wpm = res["cps"] * 12.0
        ov = ["Adjusted WPM: " + fmt(wpm * acc), "Accuracy: " + fmt(acc * 100) + "%",
              "Raw WPM: " + fmt(wpm), "Correct Keypresses: %d/%d" % (res["num"], res["den"])]
        # Overview and Worst Keys, side by side, in the top third (margin 1).
        box = ESC + "[36m"
        for (c, title, lines) in ((1, "Overview", ov), (40, "Worst Keys", None)):
            at(1, c, box + "┌" + R + BOLD + ESC + "[37m" + title + R + box + "─" * (39 - 2 - len(title)) + "┐" + R)
            for i in range(1, 6):
                at(1 + i, c, box + "│" + R)
                at(1 + i, c + 38, box + "│" + R)
            at(7, c, box + "└" + "─" * 37 + "┘" + R)
        for i, l in enumerate(ov[:5]):
            at(2 + i, 2, ESC + "[36;1m" + l + R)
        worst = sorted(res["per_key"].items(), key=lambda kv: (kv[1][0] * 1.0 / kv[1][1], kv[0]))
        rows = []
        for k, (a, b) in worst:
            pct = a * 100.0 / b
            if pct != 100.0:
                rows.append("- %s at %.1f%% accuracy" % (k, pct))
        for i, l in enumerate(rows[:5]):
            at(2 + i, 41, ESC + "[36;1m" + l + R)
        # The chart: a 10-keypress rolling average of WPM, in braille.
        pe = res["per_event"]
        sma = []
        for i in range(len(pe) - 10 + 1):
            win = pe[i:i + 10]
            tot = sum(win)
            sma.append((i + 10, (len(win) / tot * 12.0) if tot > 0 else float("inf")))
        at(8, 1, BOLD + ESC + "[37m" + "Chart" + R)
        if sma:
            vals = [v for _, v in sma if v == v]
            lo, hi = min(vals), max(vals)
            ylo = int(min(lo, 65535))
            yhi = max(int(min(hi, 65535)), ylo + 6)
            labels = list(range(ylo, yhi, 5))
            lw = max(len(str(x)) for x in labels) if labels else 1
            top, bottom = 10, 19
            at(9, 1, BOLD + ESC + "[37m" + "WPM (10-keypress rolling average)" + R)
            for i, lab in enumerate(labels):
                y = bottom - (i * (bottom - top) // max(1, len(labels) - 1))
                at(y, 1, str(lab).rjust(lw))
            for y in range(top, bottom + 1):
                at(y, 1 + lw, "│")
            at(bottom + 1, 1 + lw, "└" + "─" * (78 - lw - 1))
            at(bottom, 79 - len("Keypresses"), ESC + "[36m" + "Keypresses" + R)
            cols = 78 - lw - 1
            n = max(1, len(pe))
            dots = {}
            for x, v in sma:
                if v != v:
                    continue
                fx = int(x * (cols * 2 - 1) / n)
                fy = 0 if hi == lo else int((min(v, hi) - lo) * ((bottom - top + 1) * 4 - 1) / (hi - lo))
                cx, cy = fx // 2, (bottom - top + 1) * 4 - 1 - fy
                dots.setdefault((cy // 4, cx), set()).add((fx % 2, cy % 4))
            bits = {(0, 0): 0x01, (0, 1): 0x02, (0, 2): 0x04, (1, 0): 0x08, (1, 1): 0x10, (1, 2): 0x20,
                    (0, 3): 0x40, (1, 3): 0x80}
            for (row, col), ds in dots.items():
                ch = chr(0x2800 + sum(bits[d] for d in ds))
                at(top + row, 2 + lw + col, ESC + "[36m" + ch + R)
        msg = ("Press 'q' to quit or 'r' for another test" if not res["missed"]
               else "Press 'q' to quit, 'r' for another test or 'p' to practice missed words")
        at(23, 0, ESC + "[37;3m" + msg + R)

    out(ESC + "[?25l" + ESC + "7" + ESC + "[?1049h" + ESC + "[H" + ESC + "[2J")
    with Raw():
        try:
            t = new_test(contents())
            res = None
            draw_test(t)
            while True:
                k = readkey()
                now = time.monotonic()
                if k == "\x03":
                    break
                if k == "esc":
                    if res is None:
                        res = results(t)
                    else:
                        break
                elif res is not None:
                    if k == "r":
                        t, res = new_test(contents()), None
                    elif k == "p" and res["missed"]:
                        pw = [w for w in res["missed"] for _ in range(5)]
                        rnd.shuffle(pw)
                        t, res = new_test(pw), None
                    elif k == "q":
                        break
                else:
                    word = t["words"][t["cur"]]
                    if k in (" ", "\r", "\n"):
                        if word.progress:
                            word.events.append((now, k, word.text == word.progress))
                            if t["cur"] == len(t["words"]) - 1:
                                t["complete"] = True
                            else:
                                t["cur"] += 1
                    elif k in ("\x7f", "\x08"):
                        if not word.progress:
                            if t["cur"] > 0:
                                t["cur"] -= 1
                        else:
                            word.events.append((now, "bs", not word.text.startswith(word.progress)))
                            word.progress = word.progress[:-1]
                    elif k == "\x17":
                        if not word.progress and t["cur"] > 0:
                            t["cur"] -= 1
                        word = t["words"][t["cur"]]
                        word.events.append((now, "cw", None))
                        word.progress = ""
                    elif len(k) == 1 and k.isprintable():
                        word.progress += k
                        word.events.append((now, k, word.text.startswith(word.progress)))
                        if word.progress == word.text and t["cur"] == len(t["words"]) - 1:
                            t["complete"] = True
                    if t["complete"]:
                        res = results(t)
                if res is not None:
                    draw_results(res)
                else:
                    draw_test(t)
        finally:
            out(R + ESC + "[?1049l" + ESC + "8" + ESC + "[?25h")


# -------------------------------------------------------------- minesweeper

def minesweeper(scr):
    import threading
    curses.raw()
    scr.keypad(True)
    curses.noecho()
    curses.curs_set(0)
    curses.start_color()
    c = curses
    for n, fg in ((1, c.COLOR_BLUE), (2, c.COLOR_GREEN), (3, c.COLOR_RED), (4, c.COLOR_YELLOW),
                  (5, c.COLOR_MAGENTA), (6, c.COLOR_CYAN), (7, c.COLOR_WHITE), (8, c.COLOR_RED),
                  (9, c.COLOR_YELLOW)):
        curses.init_pair(n, fg, c.COLOR_BLACK)
    curses.init_pair(10, c.COLOR_WHITE, c.COLOR_BLUE)
    lock = threading.RLock()
    home = os.environ.get("HOME") or "/tmp"
    scorefile = os.path.join(home, ".minesweeper", "scores.txt")

    def load_scores():
        try:
            with open(scorefile) as f:
                rows = [l.rstrip("\n").split(",") for l in f if l.strip()]
            return [(a, int(b), d) for a, b, d in rows]
        except (OSError, ValueError):
            return []

    g = {"state": "menu", "h": 9, "w": 9, "mines": 10, "diff": "Easy", "seed": -1, "seedin": "",
         "entering_seed": False, "custom": False, "name": "", "running": True}

    def reset():
        g.update(revealed=[[False] * g["w"] for _ in range(g["h"])],
                 flagged=[[False] * g["w"] for _ in range(g["h"])],
                 field=[[False] * g["w"] for _ in range(g["h"])],
                 first=True, over=False, won=False, cy=0, cx=0, t0=None, t1=None)
        scr.clear()
        g["seedin"] = ""
        g["entering_seed"] = False

    def set_diff(n):
        g["diff"] = ["Easy", "Medium", "Hard"][n]
        g["h"], g["w"], g["mines"] = [(9, 9, 10), (16, 16, 40), (16, 30, 99)][n]
        reset()

    def elapsed():
        if g["t0"] is None:
            return 0
        end = g["t1"] if g["t1"] is not None else time.monotonic()
        return int(end - g["t0"])

    def tstr():
        e = elapsed()
        return "%02d:%02d" % (e // 60, e % 60)

    def init_field(fy, fx):
        if g["seed"] == -1:
            g["seed"] = random.SystemRandom().randint(1, 2 ** 31 - 1)
        r = random.Random(g["seed"])
        placed = 0
        while placed < g["mines"]:
            y, x = r.randint(0, g["h"] - 1), r.randint(0, g["w"] - 1)
            if not g["field"][y][x] and (abs(y - fy) > 1 or abs(x - fx) > 1):
                g["field"][y][x] = True
                placed += 1

    def adj(y, x):
        return sum(1 for dy in (-1, 0, 1) for dx in (-1, 0, 1)
                   if 0 <= y + dy < g["h"] and 0 <= x + dx < g["w"] and g["field"][y + dy][x + dx])

    def reveal(y, x):
        stack = [(y, x)]
        while stack:
            y, x = stack.pop()
            if not (0 <= y < g["h"] and 0 <= x < g["w"]) or g["revealed"][y][x] or g["flagged"][y][x]:
                continue
            g["revealed"][y][x] = True
            if adj(y, x) == 0:
                stack.extend((y + dy, x + dx) for dy in (-1, 0, 1) for dx in (-1, 0, 1))

    def check_win():
        return all(g["field"][y][x] or g["revealed"][y][x] for y in range(g["h"]) for x in range(g["w"]))

    def is_high(t):
        sc = [s for s in load_scores() if s[2] == g["diff"]]
        return len(sc) < 10 or any(s[1] > t for s in sc)

    def title_thread():
        while g["running"]:
            with lock:
                if g["state"] == "playing":
                    scr.move(0, 0)
                    scr.clrtoeol()
                    put(scr, 0, 0, "MINESWEEPER", curses.color_pair(10) | curses.A_BOLD)
                    if not g["first"] and not check_win():
                        put(scr, 0, g["w"] * 2 + 5, "Time: %s - currentseed: %i" % (tstr(), g["seed"]))
                    elif g["first"]:
                        put(scr, 0, g["w"] * 2 + 5, "Time: %s" % tstr())
                    else:
                        put(scr, 0, g["w"] * 2 + 5, "Time: %s - currentseed: %i - You win" % (tstr(), g["seed"]))
                    scr.refresh()
            time.sleep(0.5)

    def draw():
        st = g["state"]
        if st == "name":
            scr.clear()
            put(scr, 2, 2, "MINESWEEPER")
            put(scr, 4, 2, "NEW HIGH SCORE!")
            put(scr, 6, 2, "Your time: %s" % tstr())
            put(scr, 8, 2, "Enter your name: %s" % g["name"])
            put(scr, 10, 2, "Press Enter when done (ESC to cancel)")
            scr.refresh()
            return
        if st == "scores":
            scr.clear()
            put(scr, 2, g["w"], "HIGHSCORES")
            row = 4
            put(scr, row, 2, "%-20s %-10s %-10s" % ("Name", "Time", "Difficulty"))
            row += 1
            put(scr, row, 2, "-" * 40)
            row += 1
            for n, t, d in load_scores():
                put(scr, row, 2, "%-20s %-10s %-10s" % (n, "%02d:%02d" % (t // 60, t % 60), d))
                row += 1
            put(scr, row + 2, 2, "Press any key to return")
            g["state"] = "menu"
            return
        if st == "menu":
            scr.clear()
            h, w = g["h"], g["w"]
            put(scr, h // 2 - 2, w, "MINESWEEPER")
            put(scr, h // 2, w, "Select Difficulty:")
            put(scr, h // 2 + 1, w, "1. Easy (9x9, 10 mines)")
            put(scr, h // 2 + 2, w, "2. Medium (16x16, 40 mines)")
            put(scr, h // 2 + 3, w, "3. Hard (16x30, 99 mines)")
            put(scr, h // 2 + 4, w, "4. Custom")
            seed = g["seedin"] if g["entering_seed"] else ("Random" if g["seed"] == -1 else str(g["seed"]))
            put(scr, h // 2 + 6, w, "S. Enter seed (escape for random): %s" % seed)
            put(scr, h // 2 + 8, w, "Press 1-4 to start, S for seed")
            put(scr, h // 2 + 9, w, "Press H for help")
            return
        if st == "help":
            scr.clear()
            put(scr, 2, 2, "MINESWEEPER HELP")
            put(scr, 4, 2, "Controls:")
            for i, l in enumerate(["Arrow Keys: Move cursor", "Space: Reveal cell", "F: Flag/unflag cell",
                                   "H: Show/hide help", "C: Clear Screen and get rid of any artifacts",
                                   "N: New Game", "R: Reset", "K: High Scores", "Q: Quit game"]):
                put(scr, 5 + i, 4, l)
            put(scr, 15, 2, "Tips:")
            for i, l in enumerate(["- First click is always safe", "- Numbers show adjacent mines",
                                   "- Flag suspected mines with F",
                                   "- Press space on revealed numbers to clear adjacent cells"]):
                put(scr, 16 + i, 4, l)
            put(scr, 20, 2, "Press any key to return")
            return
        for y in range(g["h"]):
            for x in range(g["w"]):
                a = curses.A_REVERSE if (y, x) == (g["cy"], g["cx"]) else 0
                if g["flagged"][y][x]:
                    s, ca = ("F ", curses.color_pair(9)) if not g["first"] else ("", 0)
                elif not g["revealed"][y][x]:
                    s, ca = "# ", 0
                elif g["field"][y][x]:
                    s, ca = "* ", curses.color_pair(8) | curses.A_BOLD
                else:
                    n = adj(y, x)
                    s, ca = ("  ", 0) if n == 0 else ("%d " % n, curses.color_pair(min(n, 7)) | curses.A_BOLD)
                if s:
                    put(scr, y + 2, x * 2, s, a | ca)
        put(scr, g["h"] + 3, 0, "Press 'h' for help | Space=Reveal | F=Flag | Q=Quit")
        if g["over"]:
            put(scr, g["h"] + 4, 0, "Game Over! Press 'q' to quit or 'r' to restart.")
        elif g["won"]:
            put(scr, g["h"] + 4, 0, "You Won! Time: %s | Press 'q' to quit or 'r' to restart." % tstr())
        scr.refresh()

    set_diff(0)
    th = threading.Thread(target=title_thread, daemon=True)
    th.start()
    try:
        while True:
            with lock:
                draw()
            ch = scr.getch()
            with lock:
                st = g["state"]
                if st == "name":
                    if ch in (10, 13, curses.KEY_ENTER):
                        if g["name"]:
                            os.makedirs(os.path.dirname(scorefile), exist_ok=True)
                            sc = load_scores() + [(g["name"], elapsed(), g["diff"])]
                            sc.sort(key=lambda s: s[1])
                            with open(scorefile, "w") as f:
                                for n, t, d in sc:
                                    f.write("%s,%d,%s\n" % (n, t, d))
                            g["state"] = "scores"
                            scr.clear()
                    elif ch in (curses.KEY_BACKSPACE, 127, 8):
                        g["name"] = g["name"][:-1]
                    elif ch == 27:
                        g["state"] = "scores"
                        scr.clear()
                    elif 32 <= ch < 127 and len(g["name"]) < 20:
                        g["name"] += chr(ch)
                    continue
                if st == "menu":
                    if g["entering_seed"]:
                        if ch in (10, 13, curses.KEY_ENTER):
                            g["entering_seed"] = False
                            try:
                                g["seed"] = int(g["seedin"])
                                out("Current Seed %i\n" % g["seed"])
                            except ValueError:
                                g["seed"] = -1
                        elif ch == 27:
                            g["entering_seed"] = False
                            g["seed"] = -1
                            g["seedin"] = ""
                        elif ch in (curses.KEY_BACKSPACE, 127):
                            g["seedin"] = g["seedin"][:-1]
                        elif 48 <= ch <= 57:
                            g["seedin"] += chr(ch)
                        continue
                    if ch in (ord("s"), ord("S")):
                        g["entering_seed"] = True
                        g["seedin"] = ""
                    elif ch in (ord("1"), ord("2"), ord("3")):
                        set_diff(ch - ord("1"))
                        g["state"] = "playing"
                        scr.clear()
                    elif ch in (ord("h"), ord("H")):
                        g["state"] = "help"
                    elif ch in (ord("k"), ord("K")):
                        g["state"] = "scores"
                    elif ch in (ord("q"), ord("Q")):
                        break
                    continue
                if st == "help":
                    g["state"] = "playing"
                    scr.clear()
                    continue
                if ch == curses.KEY_UP and g["cy"] > 0:
                    g["cy"] -= 1
                elif ch == curses.KEY_DOWN and g["cy"] < g["h"] - 1:
                    g["cy"] += 1
                elif ch == curses.KEY_LEFT and g["cx"] > 0:
                    g["cx"] -= 1
                elif ch == curses.KEY_RIGHT and g["cx"] < g["w"] - 1:
                    g["cx"] += 1
                elif ch == ord(" "):
                    y, x = g["cy"], g["cx"]
                    if g["first"]:
                        init_field(y, x)
                        g["first"] = False
                        g["t0"] = time.monotonic()
                    if g["revealed"][y][x]:
                        pass
                    elif not g["flagged"][y][x]:
                        if g["field"][y][x]:
                            g["over"] = True
                            for yy in range(g["h"]):
                                for xx in range(g["w"]):
                                    if g["field"][yy][xx]:
                                        g["revealed"][yy][xx] = True
                            g["t1"] = time.monotonic()
                        else:
                            reveal(y, x)
                            if not g["won"] and check_win():
                                g["won"] = True
                                g["t1"] = time.monotonic()
                                if is_high(elapsed()):
                                    g["state"] = "name"
                                    g["name"] = ""
                                else:
                                    g["state"] = "scores"
                elif ch in (ord("f"), ord("F")):
                    if not g["revealed"][g["cy"]][g["cx"]]:
                        g["flagged"][g["cy"]][g["cx"]] = not g["flagged"][g["cy"]][g["cx"]]
                elif ch in (ord("h"), ord("H")):
                    g["state"] = "help"
                elif ch in (ord("r"), ord("R")):
                    reset()
                elif ch in (ord("n"), ord("N")):
                    g["state"] = "menu"
                    g["seed"] = -1
                elif ch in (ord("c"), ord("C")):
                    scr.clear()
                elif ch in (ord("q"), ord("Q")):
                    break
    finally:
        g["running"] = False


# ------------------------------------------------------------------ taipan

SPLASH = [
    "",
    "         _____  _    ___ ____   _    _   _               ===============",
    "        |_   _|/ \\  |_ _|  _ \\ / \\  | \\ | |              Created by:",
    "          | | / _ \\  | || |_) / _ \\ |  \\| |                 Art Canfil",
    "          | |/ ___ \\ | ||  __/ ___ \\| |\\  |",
    "          |_/_/   \\_\\___|_| /_/   \\_\\_| \\_|              ===============",
    "                                                         Programmed by:",
    "   A game based on the China trade of the 1800's            Jay Link",
    "",
    "                      ~~|     ,                          jlink@ilbbs.com",
    "                       ,|`-._/|",
    "                     .' |   /||\\                         ===============",
    "                   .'   | ./ ||`\\                         Copyright (c)",
    "                  / `-. |/._ ||  \\                         1978 - 2002",
    "                 /     `||  `|;-._\\                         Art Canfil",
    "                 |      ||   ||   \\",
    "~^~_-~^~=~^~~^= /       ||   ||__  \\~^=~^~-~^~_~^~=      ===============",
]
LOCATIONS = ["At sea", "Hong Kong", "Shanghai", "Nagasaki", "Saigon", "Manila", "Singapore", "Batavia"]
BASE_PRICE = [[1000, 11, 16, 15, 14, 12, 10, 13], [100, 11, 14, 15, 16, 10, 13, 12],
              [10, 12, 16, 10, 11, 13, 14, 15], [1, 10, 11, 12, 13, 14, 15, 16]]
STATUS = ["Critical", "  Poor", "  Fair", "  Good", " Prime", "Perfect"]


def taipan(scr):
    curses.cbreak()
    curses.noecho()
    scr.keypad(True)
    rnd = random.Random(7)

    def get_one():
        chars, choice = 0, 0
        while True:
            ch = scr.getch()
            if ch in (10, 13, curses.KEY_ENTER):
                break
            if ch in (8, 127, curses.KEY_BACKSPACE):
                if chars:
                    y, x = scr.getyx()
                    put(scr, y, x - 1, " ")
                    scr.move(y, x - 1)
                    chars -= 1
            elif chars >= 1:
                pass
            elif ch == 27:
                curses.flushinp()
            elif 32 <= ch < 127:
                scr.addch(ch)
                choice = ch
                chars += 1
            scr.refresh()
        return choice

    def yes_no():
        while True:
            c = get_one()
            if c in (ord("y"), ord("Y")):
                return True
            if c in (ord("n"), ord("N")):
                return False

    # Splash.
    curses.flushinp()
    scr.clear()
    for i, l in enumerate(SPLASH):
        put(scr, i, 0, l)
    press = ' ~=~^~ _~^~ =~ `--------|`---||  `"-`___~~^~ =_~^=        Press '
    put(scr, 17, 0, press)
    put(scr, 17, len(press), "ANY", curses.A_REVERSE)
    put(scr, 17, len(press) + 3, " key")
    put(scr, 18, 0, "~ ~^~=~^_~^~ =~ \\~~~~~~~'~~~~'~~~~/~~`` ~=~^~ ~^=           to start.")
    put(scr, 19, 0, " ~^=~^~_~-=~^~ ^ `--------------'~^~=~^~_~^=~^~=~")
    curses.curs_set(0)
    scr.refresh()
    scr.getch()
    curses.curs_set(1)

    # The firm's name.
    scr.clear()
    box = [" _______________________________________",
           "|     Taipan,                           |",
           "|                                       |",
           "| What will you name your               |",
           "|                                       |",
           "|     Firm:                             |",
           "|           ----------------------      |",
           "|_______________________________________|"]
    for i, l in enumerate(box):
        put(scr, 7 + i, 0, l)
    scr.move(12, 12)
    scr.refresh()
    firm = ""
    while True:
        ch = scr.getch()
        if ch in (10, 13, curses.KEY_ENTER):
            if firm:
                break
            continue
        if ch in (8, 127, curses.KEY_BACKSPACE):
            if firm:
                y, x = scr.getyx()
                put(scr, y, x - 1, " ")
                scr.move(y, x - 1)
                firm = firm[:-1]
        elif ch == 27:
            curses.flushinp()
        elif 32 <= ch < 127 and len(firm) < 22:
            scr.addch(ch)
            firm += chr(ch)
        scr.refresh()

    # Cash or guns.
    scr.clear()
    put(scr, 5, 0, "Do you want to start . . .")
    put(scr, 7, 0, "  1) With cash (and a debt)")
    put(scr, 9, 0, "                >> or <<")
    put(scr, 11, 0, "  2) With five guns and no cash")
    put(scr, 12, 0, "                (But no debt!)")
    put(scr, 15, 0, "          ?")
    scr.refresh()
    choice = 0
    while choice not in (ord("1"), ord("2")):
        choice = get_one()
        if choice not in (ord("1"), ord("2")):
            put(scr, 15, 11, " " * 20)
            scr.move(15, 11)
    if choice == ord("1"):
        cash, debt, hold, guns, li = 400, 5000, 60, 0, 0
    else:
        cash, debt, hold, guns, li = 0, 0, 10, 5, 1
    port, bank = 1, 0
    hkw, hold_ = [0, 0, 0, 0], [0, 0, 0, 0]
    price = [BASE_PRICE[i][port] // 2 * rnd.randint(1, 3) * BASE_PRICE[i][0] for i in range(4)]

    def fancy(n):
        return str(int(n))

    def port_stats():
        scr.clear()
        put(scr, 0, 12 - len(firm) // 2, "Firm: %s, Hong Kong" % firm)
        rows = [" ______________________________________",
                "|Hong Kong Warehouse                   |     Date",
                "|   Opium           In Use:            |",
                "|   Silk                               |",
                "|   Arms            Vacant:            |   Location",
                "|   General                            |",
                "|______________________________________|",
                "|Hold               Guns               |     Debt",
                "|   Opium                              |",
                "|   Silk                               |",
                "|   Arms                               |  Ship Status",
                "|   General                            |",
                "|______________________________________|",
                "Cash:               Bank:",
                "________________________________________"]
        for i, l in enumerate(rows):
            put(scr, 1 + i, 0, l)
        for i in range(4):
            put(scr, 3 + i, 12, str(hkw[i]))
            put(scr, 9 + i, 12, str(hold_[i]))
        put(scr, 8, 6, str(hold))
        put(scr, 14, 5, fancy(cash))
        put(scr, 4, 21, str(sum(hkw)))
        put(scr, 6, 21, str(10000 - sum(hkw)))
        put(scr, 8, 25, str(guns))
        put(scr, 14, 25, fancy(bank))
        put(scr, 3, 42, "15 ")
        put(scr, 3, 45, "Jan", curses.A_REVERSE)
        put(scr, 3, 48, " 1860")
        loc = LOCATIONS[port]
        sp = (9 - len(loc)) // 2
        put(scr, 6, 43 + sp, loc, curses.A_REVERSE)
        d = fancy(debt)
        put(scr, 9, 41 + (12 - len(d)) // 2, d, curses.A_REVERSE)
        put(scr, 12, 42, "%s:%d" % (STATUS[5], 100))
        scr.refresh()

    while True:
        port_stats()
        # Elder Brother Wu, in Hong Kong.
        scr.move(16, 0)
        scr.clrtobot()
        put(scr, 16, 0, "Comprador's Report")
        put(scr, 18, 0, "Do you have business with Elder Brother")
        put(scr, 19, 0, "Wu, the moneylender? ")
        scr.move(19, 21)
        scr.refresh()
        yes_no()
        choice = 0
        while choice not in (ord("q"), ord("Q")):
            scr.move(16, 0)
            scr.clrtobot()
            put(scr, 16, 0, "Comprador's Report")
            put(scr, 18, 0, "Taipan, present prices per unit here are")
            put(scr, 19, 0, "   Opium:          Silk:")
            put(scr, 20, 0, "   Arms:           General:")
            put(scr, 19, 11, str(price[0]))
            put(scr, 19, 29, str(price[1]))
            put(scr, 20, 11, str(price[2]))
            put(scr, 20, 29, str(price[3]))
            while True:
                scr.move(22, 0)
                scr.clrtobot()
                put(scr, 22, 0, "Shall I Buy, Sell, Visit bank, Transfer")
                put(scr, 23, 0, "cargo, Wheedle Wu, or Quit trading? ")
                scr.move(23, 36)
                scr.refresh()
                choice = get_one()
                if chr(choice).lower() in "bsvtwq":
                    break
            if choice in (ord("b"), ord("B")):
                scr.move(22, 0)
                scr.clrtobot()
                put(scr, 22, 0, "What do you wish me to buy, Taipan? ")
                scr.move(22, 36)
                scr.refresh()
                while chr(get_one()).lower() not in "osag":
                    put(scr, 22, 36, " " * 10)
                    scr.move(22, 36)
        # Where to.
        scr.move(16, 0)
        scr.clrtobot()
        put(scr, 16, 0, "Comprador's Report")
        put(scr, 18, 0, "Taipan, do you wish me to go to:")
        put(scr, 19, 0, "1) Hong Kong, 2) Shanghai, 3) Nagasaki,")
        put(scr, 20, 0, "4) Saigon, 5) Manila, 6) Singapore, or")
        put(scr, 21, 0, "7) Batavia ? ")
        scr.move(21, 13)
        scr.refresh()
        while True:
            c = get_one()
            if ord("1") <= c <= ord("7"):
                break
            put(scr, 21, 13, " " * 10)
            scr.move(21, 13)
        return


TOOLS = {"yetris": yetris, "minesweeper": minesweeper, "taipan": taipan}

if __name__ == "__main__":
    tool = sys.argv[1] if len(sys.argv) > 1 else ""
    if tool == "ttyper":
        ttyper()
    elif tool in TOOLS:
        curses.wrapper(TOOLS[tool])
    else:
        sys.exit("usage: threehundredseventyninth_games.py yetris|ttyper|minesweeper|taipan [ARGS]")
