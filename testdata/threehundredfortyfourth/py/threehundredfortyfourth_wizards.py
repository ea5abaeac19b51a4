#!/usr/bin/env python3
"""The threehundredfortyfourth set's imitations: a release wizard driving
four prompt libraries that Debian does not package, each drawn the way
the library draws (as known from its documentation, source and
screenshots):

  promptpy  fourtreestech's promptpy: cooked lines, `Pick a number (1-10)
            [7]:`, `Enter S to solve, P to play, Q to quit [S]:`, a date
            `(dd/mm/yyyy) [01/01/2024]:`, `Again (Y/N)? [Y]:`, reprompted
            with an error line until valid
  termenu   gooli's termenu: an inline menu on the main screen, raw keys,
            the cursor hidden, the current item in reverse video, typed
            letters filtering the items, space marking items of a
            multiselect with a `*`
  trogon    Textualize's trogon: a Textual app on the alternate screen, a
            command tree at the left, the command's options as a form,
            the command line it builds, `Close & Run` and a footer of keys
  pytermtk  pyTermTk: a window of widgets on the alternate screen, mouse
            reported, double-lined frame, a line edit, a date widget, a
            spin box, a combo box that opens a list, buttons

Run: threehundredfortyfourth_wizards.py TOOL
"""
import os
import sys
import termios
import tty

ESC = "\x1b"
W, H = 80, 24


def out(s):
    sys.stdout.write(s)
    sys.stdout.flush()


def readkey():
    fd = sys.stdin.fileno()
    b = os.read(fd, 1)
    if b != b"\x1b":
        return b.decode("latin-1")
    seq = b
    import select
    while True:
        r, _, _ = select.select([fd], [], [], 0.05)
        if not r:
            break
        seq += os.read(fd, 1)
        if len(seq) >= 3 and (chr(seq[-1]).isalpha() or seq[-1:] == b"~"):
            break
    return {
        b"\x1b[A": "up", b"\x1b[B": "down", b"\x1b[C": "right", b"\x1b[D": "left",
        b"\x1bOA": "up", b"\x1bOB": "down", b"\x1bOC": "right", b"\x1bOD": "left",
        b"\x1b": "esc", b"\x1b[Z": "btab",
    }.get(seq, "esc")


class Raw:
    def __enter__(self):
        self.fd = sys.stdin.fileno()
        self.old = termios.tcgetattr(self.fd)
        tty.setraw(self.fd)
        return self

    def __exit__(self, *a):
        termios.tcsetattr(self.fd, termios.TCSADRAIN, self.old)


# ---------------------------------------------------------------- promptpy

def promptpy():
    print("release wizard 0.3 - plan the next release")
    print()

    def ask(text, ok):
        while True:
            v = input(text)
            err = ok(v)
            if err is None:
                return v
            print(err)

    def codename(v):
        if v and v.isalpha():
            return None
        return "Invalid input - only letters are allowed"

    ask("Code name: ", codename)

    def sprint(v):
        if v == "":
            return None
        if not v.isdigit():
            return "Invalid input - please enter a whole number"
        if not 1 <= int(v) <= 30:
            return "Invalid input - number must be between 1 and 30"
        return None

    ask("Sprint length in days (1-30) [14]: ", sprint)
    ask("Enter S to ship, H to hold, Q to quit [S]: ",
        lambda v: None if v.lower() in ("", "s", "h", "q") else "Invalid input - please enter S, H or Q")

    def date(v):
        if v == "":
            return None
        import datetime
        try:
            datetime.datetime.strptime(v, "%d/%m/%Y")
            return None
        except ValueError:
            return "Invalid input - please enter a date in the format dd/mm/yyyy"

    ask("Release date (dd/mm/yyyy) [01/12/2026]: ", date)
    ask("Tag the release (Y/N)? [Y]: ",
        lambda v: None if v.lower() in ("", "y", "n") else "Invalid input - please enter Y or N")
    print("Release planned.")


# ---------------------------------------------------------------- termenu

RUNTIMES = [
    ("python3.12", "CPython, the reference interpreter"),
    ("pypy3.10", "a JIT-compiled Python"),
    ("node22", "Node.js, current LTS"),
    ("node20", "Node.js, maintenance LTS"),
    ("deno2", "a secure JavaScript runtime"),
    ("bun1", "a fast all-in-one JavaScript runtime"),
]
FEATURES = ["Docker image", "GitHub Actions workflow", "Pre-commit hooks", "Changelog", "Code of conduct"]


class Inline:
    """An inline menu: title line, items, redrawn in place."""

    def __init__(self):
        self.drawn = 0

    def draw(self, lines):
        if self.drawn:
            out("\r" + ESC + "[%dA" % self.drawn)
        else:
            out("\r")
        out(ESC + "[J")
        out("\r\n".join(lines))
        self.drawn = len(lines) - 1


def termenu_menu(title, items, multi=False, filterable=True):
    m = Inline()
    cur, flt, marked = 0, "", set()
    while True:
        shown = [i for i, it in enumerate(items) if flt.lower() in it.lower()] if flt else list(range(len(items)))
        if cur >= len(shown):
            cur = max(0, len(shown) - 1)
        lines = [title + (" " + flt if flt else "")]
        for n, i in enumerate(shown):
            mark = ("*" if i in marked else " ") if multi else " "
            text = mark + items[i]
            if n == cur:
                lines.append(ESC + "[7m" + text + ESC + "[0m")
            else:
                lines.append(text)
        m.draw(lines)
        k = readkey()
        if k == "up" and cur > 0:
            cur -= 1
        elif k == "down" and cur < len(shown) - 1:
            cur += 1
        elif k == " " and multi and shown:
            marked ^= {shown[cur]}
        elif k in ("\r", "\n"):
            m.draw([title + " " + (", ".join(items[i].split("  ")[0] for i in sorted(marked)) if multi
                                   else items[shown[cur]].split("  ")[0])])
            out("\r\n")
            return shown[cur] if not multi else sorted(marked)
        elif k == "\x03":
            raise KeyboardInterrupt
        elif k in ("\x7f", "\x08"):
            flt = flt[:-1]
            cur = 0
        elif filterable and len(k) == 1 and k.isprintable() and k != " ":
            flt += k
            cur = 0


def termenu():
    print("release wizard 0.3 - set up the project")
    print()
    rows = ["%-12s %s" % r for r in RUNTIMES]
    with Raw():
        out(ESC + "[?25l")
        try:
            termenu_menu("Choose a runtime:", rows)
            termenu_menu("Select features (space to mark, enter when done):", FEATURES, multi=True, filterable=False)
            termenu_menu("Deploy now?", ["yes", "no"], filterable=False)
        finally:
            out(ESC + "[?25h")
    print("Done.")


# ---------------------------------------------------------------- trogon

def at(r, c, s):
    out(ESC + "[%d;%dH%s" % (r, c, s))


def trogon():
    out(ESC + "[?1049h" + ESC + "[?25l" + ESC + "[?1000h" + ESC + "[?1006h")
    focus = "tree"  # tree, version, channel, dryrun
    state = {"version": "", "channel": "stable", "dry": False, "open": False, "sel": 0,
             "info": False, "search": False, "q": ""}
    chans = ["stable", "beta", "nightly"]
    BG = ESC + "[48;5;236m"
    PAN = ESC + "[48;5;234m"
    R = ESC + "[0m"

    def draw():
        out(R + ESC + "[2J")
        at(1, 1, ESC + "[48;5;24m" + ESC + "[97m" + " ⭘" + "release-cli - publish".center(W - 3) + R)
        # command tree
        for r in range(2, H):
            at(r, 1, BG + " " * 24 + R)
        at(2, 2, BG + ESC + "[1m" + "Commands" + R)
        if state["search"]:
            at(3, 2, ESC + "[48;5;238m" + (" " + (state["q"] or "Search…")).ljust(22) + R)
        tree = ["▼ release-cli", "  ├── build", "  ├── publish", "  └── yank"]
        for i, t in enumerate(tree):
            hl = i == 2
            style = (ESC + "[7m" if focus == "tree" and hl else (ESC + "[1m" if hl else "")) + BG
            at(5 + i, 2, style + t.ljust(22) + R)
        # form
        c = 27
        at(3, c, ESC + "[1m" + "publish" + R)
        at(4, c, "Publish a built release to a channel.")
        at(6, c, ESC + "[1m" + "Options" + R)
        at(7, c, "--version " + ESC + "[2m" + "text  The version to publish" + R)
        vb = ESC + "[48;5;238m" if focus == "version" else PAN
        at(8, c, vb + "▊ " + (state["version"] or (ESC + "[2m" + "value for --version" + R + vb)).ljust(48) + R)
        at(10, c, "--channel " + ESC + "[2m" + "choice  Where the release goes" + R)
        cb = ESC + "[48;5;238m" if focus == "channel" else PAN
        at(11, c, cb + "▊ " + state["channel"].ljust(46) + "▼ " + R)
        at(13, c, "--dry-run " + ESC + "[2m" + "flag  Show what would be done" + R)
        tick = "X" if state["dry"] else " "
        db = ESC + "[48;5;238m" if focus == "dryrun" else ""
        at(14, c, db + "▐" + tick + "▌ --dry-run" + R)
        cmd = "$ release-cli publish"
        if state["version"]:
            cmd += " --version " + state["version"]
        cmd += " --channel " + state["channel"]
        if state["dry"]:
            cmd += " --dry-run"
        import textwrap
        for i, l in enumerate((textwrap.wrap(cmd, 50) + [""])[:2]):
            at(18 + i, c, ESC + "[48;5;235m" + (" " + l).ljust(52) + R)
        at(21, c + 38, ESC + "[48;5;28m" + ESC + "[97m" + " Close & Run " + R)
        if state["open"]:
            for i, ch in enumerate(chans):
                st = ESC + "[7m" if i == state["sel"] else ESC + "[48;5;238m"
                at(12 + i, c + 2, st + " " + ch.ljust(20) + R)
        if state["info"]:
            box = ["┌" + "─" * 46 + "┐",
                   "│" + " Command Info".ljust(46) + "│",
                   "│" + "".ljust(46) + "│",
                   "│" + " Usage: release-cli publish [OPTIONS]".ljust(46) + "│",
                   "│" + "".ljust(46) + "│",
                   "│" + "   Publish a built release to a channel.".ljust(46) + "│",
                   "│" + "".ljust(46) + "│",
                   "│" + " Options:".ljust(46) + "│",
                   "│" + "   --version TEXT   The version to publish".ljust(46) + "│",
                   "│" + "   --channel [stable|beta|nightly]".ljust(46) + "│",
                   "│" + "   --dry-run        Show what would be done".ljust(46) + "│",
                   "│" + "".ljust(46) + "│",
                   "│" + " Press ESC to close.".ljust(46) + "│",
                   "└" + "─" * 46 + "┘"]
            for i, l in enumerate(box):
                at(5 + i, 17, ESC + "[48;5;237m" + l + R)
        at(H, 1, ESC + "[48;5;24m" + ESC + "[97m" +
           " ^r Close & Run  ^t Focus Command Tree  ^o Command Info  ^s Search  f1 About".ljust(W) + R)

    order = ["tree", "version", "channel", "dryrun"]
    with Raw():
        try:
            while True:
                draw()
                k = readkey()
                if k == "\x03" or k == "\x11":
                    break
                if state["info"]:
                    if k == "esc":
                        state["info"] = False
                    continue
                if state["open"]:
                    if k == "down" and state["sel"] < 2:
                        state["sel"] += 1
                    elif k == "up" and state["sel"] > 0:
                        state["sel"] -= 1
                    elif k in ("\r", "\n"):
                        state["channel"] = chans[state["sel"]]
                        state["open"] = False
                    elif k == "esc":
                        state["open"] = False
                    continue
                if state["search"] and focus == "tree":
                    if k == "esc":
                        state["search"] = False
                    elif len(k) == 1 and k.isprintable():
                        state["q"] += k
                        continue
                if k == "\x0f":
                    state["info"] = True
                elif k == "\x13":
                    state["search"] = True
                    focus = "tree"
                elif k == "\x14":
                    focus = "tree"
                elif k == "\t":
                    focus = order[(order.index(focus) + 1) % len(order)]
                elif k == "btab":
                    focus = order[(order.index(focus) - 1) % len(order)]
                elif focus == "version":
                    if k in ("\x7f", "\x08"):
                        state["version"] = state["version"][:-1]
                    elif len(k) == 1 and k.isprintable():
                        state["version"] += k
                elif focus == "channel" and k in ("\r", "\n", " "):
                    state["open"] = True
                    state["sel"] = chans.index(state["channel"])
                elif focus == "dryrun" and k in ("\r", "\n", " "):
                    state["dry"] = not state["dry"]
        finally:
            out(R + ESC + "[?1006l" + ESC + "[?1000l" + ESC + "[?25h" + ESC + "[?1049l")


# ---------------------------------------------------------------- pytermtk

def pytermtk():
    out(ESC + "[?1049h" + ESC + "[?25l" + ESC + "[?1002h" + ESC + "[?1006h")
    R = ESC + "[0m"
    st = {"title": "", "day": 15, "points": 8, "prio": "Normal", "open": False, "sel": 1,
          "focus": 0, "ask": False, "askfocus": 0}
    prios = ["Low", "Normal", "High", "Urgent"]
    fields = ["title", "date", "points", "prio", "ok", "cancel"]
    L, T, WW, HH = 12, 4, 56, 15

    def draw():
        out(R + ESC + "[48;5;17m" + ESC + "[2J")
        B = ESC + "[48;5;17m" + ESC + "[37m"
        at(1, 1, B + " pyTermTk - milestones".ljust(W) + R)
        top = "╔" + "═" * (WW - 2) + "╗"
        at(T, L, B + top + R)
        title = "╡ New milestone ╞"
        at(T, L + (WW - len(title)) // 2, B + ESC + "[1m" + title + R)
        at(T, L + WW - 10, B + "[_][^][x]" + R)
        for r in range(T + 1, T + HH - 1):
            at(r, L, B + "║" + " " * (WW - 2) + "║" + R)
        at(T + HH - 1, L, B + "╚" + "═" * (WW - 2) + "╝" + R)
        f = fields[st["focus"]]

        def fieldbg(name):
            return ESC + "[48;5;31m" + ESC + "[97m" if f == name else ESC + "[48;5;24m" + ESC + "[97m"
        at(T + 2, L + 3, B + "Title:" + R)
        at(T + 2, L + 14, fieldbg("title") + (st["title"] or "").ljust(34) + R)
        at(T + 4, L + 3, B + "Due:" + R)
        at(T + 4, L + 14, fieldbg("date") + " 2026 ▲▼ / 12 ▲▼ / %02d ▲▼ " % st["day"] + R)
        at(T + 6, L + 3, B + "Points:" + R)
        at(T + 6, L + 14, fieldbg("points") + " %3d ▲▼" % st["points"] + R)
        at(T + 8, L + 3, B + "Priority:" + R)
        at(T + 8, L + 14, fieldbg("prio") + "[" + st["prio"].center(14) + "^]" + R)
        for name, lab, col in (("ok", "Ok", L + 24), ("cancel", "Cancel", L + 38)):
            w = len(lab) + 4
            bb = ESC + "[48;5;31m" + ESC + "[97m" if f == name else B
            at(T + 10, col, bb + "┌" + "─" * (w - 2) + "┐" + R)
            at(T + 11, col, bb + "│" + lab.center(w - 2) + "│" + R)
            at(T + 12, col, bb + "└" + "─" * (w - 2) + "┘" + R)
        if st["open"]:
            at(T + 9, L + 14, B + "┌" + "─" * 15 + "┐" + R)
            for i, p in enumerate(prios):
                s = ESC + "[7m" if i == st["sel"] else B
                at(T + 10 + i, L + 14, B + "│" + s + p.ljust(15) + R + B + "│" + R)
            at(T + 14, L + 14, B + "└" + "─" * 15 + "┘" + R)
        if st["ask"]:
            D = ESC + "[48;5;236m" + ESC + "[97m"
            l, t = 18, 9
            at(t, l, D + "╔" + "═" * 42 + "╗" + R)
            at(t, l + 15, D + "╡ Confirm ╞" + R)
            at(t + 1, l, D + "║" + "".ljust(42) + "║" + R)
            at(t + 2, l, D + "║" + ("  Create milestone '%s'?" % st["title"]).ljust(42) + "║" + R)
            at(t + 3, l, D + "║" + "".ljust(42) + "║" + R)
            yb = ESC + "[48;5;31m" if st["askfocus"] == 0 else D
            nb = ESC + "[48;5;31m" if st["askfocus"] == 1 else D
            at(t + 4, l, D + "║" + " " * 8 + R + yb + "┌─────┐" + R + D + " " * 10 + R + nb + "┌────┐" + R + D + " " * 11 + "║" + R)
            at(t + 5, l, D + "║" + " " * 8 + R + yb + "│ Yes │" + R + D + " " * 10 + R + nb + "│ No │" + R + D + " " * 11 + "║" + R)
            at(t + 6, l, D + "║" + " " * 8 + R + yb + "└─────┘" + R + D + " " * 10 + R + nb + "└────┘" + R + D + " " * 11 + "║" + R)
            at(t + 7, l, D + "╚" + "═" * 42 + "╝" + R)
        if f == "title" and not st["open"] and not st["ask"]:
            at(T + 2, L + 14 + len(st["title"]), "")
            out(ESC + "[?25h")
        else:
            out(ESC + "[?25l")

    with Raw():
        try:
            while True:
                draw()
                k = readkey()
                if k == "\x03":
                    break
                f = fields[st["focus"]]
                if st["ask"]:
                    if k in ("left", "right", "\t"):
                        st["askfocus"] ^= 1
                    elif k in ("\r", "\n", " "):
                        st["ask"] = False
                    continue
                if st["open"]:
                    if k == "down" and st["sel"] < 3:
                        st["sel"] += 1
                    elif k == "up" and st["sel"] > 0:
                        st["sel"] -= 1
                    elif k in ("\r", "\n"):
                        st["prio"] = prios[st["sel"]]
                        st["open"] = False
                    elif k == "esc":
                        st["open"] = False
                    continue
                if k == "\t":
                    st["focus"] = (st["focus"] + 1) % len(fields)
                elif k == "btab":
                    st["focus"] = (st["focus"] - 1) % len(fields)
                elif f == "title":
                    if k in ("\x7f", "\x08"):
                        st["title"] = st["title"][:-1]
                    elif len(k) == 1 and k.isprintable():
                        st["title"] += k
                elif f == "date" and k in ("up", "down"):
                    st["day"] = max(1, min(31, st["day"] + (1 if k == "up" else -1)))
                elif f == "points" and k in ("up", "down"):
                    st["points"] = max(0, st["points"] + (1 if k == "up" else -1))
                elif f == "prio" and k in ("\r", "\n", " "):
                    st["open"] = True
                    st["sel"] = prios.index(st["prio"])
                elif f == "ok" and k in ("\r", "\n", " "):
                    st["ask"] = True
                    st["askfocus"] = 0
        finally:
            out(R + ESC + "[?1006l" + ESC + "[?1002l" + ESC + "[?25h" + ESC + "[?1049l")


TOOLS = {"promptpy": promptpy, "termenu": termenu, "trogon": trogon, "pytermtk": pytermtk}

if __name__ == "__main__":
    try:
        TOOLS[sys.argv[1]]()
    except (KeyboardInterrupt, EOFError):
        print()
