#!/usr/bin/env python3
"""The ninetyfirst set's fixtures: small programs, each drawing what a
prompt library of another language that cannot run here draws at one of
its interactive moments (its words, layout, glyphs, colours and keys),
named after it with "-like".

    ninetyfirst_demo.py PROGRAM KIND
"""
import os
import sys
import termios
import tty

RESET, BOLD, DIM, REV = "\x1b[0m", "\x1b[1m", "\x1b[2m", "\x1b[7m"
RED, GREEN, YELLOW, BLUE, MAGENTA, CYAN, GRAY = ("\x1b[31m", "\x1b[32m", "\x1b[33m", "\x1b[34m",
                                                "\x1b[35m", "\x1b[36m", "\x1b[90m")
HIDE, SHOW = "\x1b[?25l", "\x1b[?25h"

BRANCH, DEFBRANCH = "Which branch should the release be cut from?", "release-7"
PURGE = "Purge the old artifacts?"
MIRROR, MIRRORS = "Which mirror should serve the images?", ["mirror-fra", "mirror-ord", "mirror-nrt"]
PLATFORMS, TARGETS = "Which platforms should the release build?", ["linux", "darwin", "windows"]
SECRET = "Deploy key passphrase"


def out(s):
    sys.stdout.write(s)
    sys.stdout.flush()


class Raw:
    def __enter__(self):
        self.fd = sys.stdin.fileno()
        self.old = termios.tcgetattr(self.fd)
        tty.setraw(self.fd)
        return self

    def __exit__(self, *a):
        termios.tcsetattr(self.fd, termios.TCSADRAIN, self.old)


def key():
    c = os.read(0, 1)
    if c == b"\x1b":
        s = os.read(0, 2)
        return {b"[A": "up", b"[B": "down", b"[C": "right", b"[D": "left"}.get(s, "esc")
    if c in (b"\r", b"\n"):
        return "enter"
    if c == b"\x03":
        raise KeyboardInterrupt
    if c in (b"\x7f", b"\x08"):
        return "bs"
    if c == b"\t":
        return "tab"
    return c.decode(errors="replace")


class Inline:
    """Redraws a block of rows in place under the cursor, as the
    libraries' renderers do; cursor at (row, col) of the block after."""

    def __init__(self):
        self.rows = 0
        self.at = 0

    def draw(self, lines, row=None, col=None):
        if self.at:
            out("\x1b[%dA" % self.at)
        out("\r\x1b[J" + "\r\n".join(lines))
        last = len(lines) - 1
        if row is None:
            self.at = last
            return
        if last - row:
            out("\x1b[%dA" % (last - row))
        out("\r" + ("\x1b[%dC" % col if col else ""))
        self.at = row


def visible(s):
    import re
    return len(re.sub(r"\x1b\[[0-9;?]*[a-zA-Z]", "", s))


def loop(render, n, multi=False, hide=True):
    cur, ticked = 0, set()
    ui = Inline()
    if hide:
        out(HIDE)
    with Raw():
        while True:
            lines, row, col = render(cur, ticked)
            ui.draw(lines, row, col)
            k = key()
            if k == "up":
                cur = (cur - 1) % n
            elif k == "down":
                cur = (cur + 1) % n
            elif k == " " and multi:
                ticked ^= {cur}
            elif k == "enter":
                break
    out(SHOW + "\r\n")
    return cur, ticked


def edit(render, secret=False):
    """A line read in raw mode, redrawn on each key."""
    buf = ""
    ui = Inline()
    with Raw():
        while True:
            lines, row, col = render(buf)
            ui.draw(lines, row, col)
            k = key()
            if k == "enter":
                break
            if k == "bs":
                buf = buf[:-1]
            elif len(k) == 1 and k.isprintable():
                buf += k
    out("\r\n")
    return buf


def linemode(prompt, echo=True):
    out(prompt)
    if echo:
        s = sys.stdin.readline()
    else:
        fd = sys.stdin.fileno()
        old = termios.tcgetattr(fd)
        new = termios.tcgetattr(fd)
        new[3] &= ~termios.ECHO
        termios.tcsetattr(fd, termios.TCSADRAIN, new)
        try:
            s = sys.stdin.readline()
        finally:
            termios.tcsetattr(fd, termios.TCSADRAIN, old)
        out("\n")
    if not s:
        sys.exit(0)
    return s.rstrip("\n")


def done():
    # The program waits on, its answer read, for the case to end it.
    try:
        sys.stdin.read()
    except KeyboardInterrupt:
        pass


# Sharprompt (.NET): "? " green, the question bold, the answer typed
# after it; the select's pointer "›" and the pager line under it.
def sharprompt(kind):
    q = lambda s: GREEN + "?" + RESET + " " + BOLD + s + RESET + " "
    if kind == "input":
        p = q(BRANCH + ":") + "(" + DEFBRANCH + ") "
        edit(lambda b: ([p + b], 0, visible(p) + len(b)))
    elif kind == "confirm":
        p = q(PURGE + ":") + "[y/N] "
        edit(lambda b: ([p + b], 0, visible(p) + len(b)))
    elif kind == "password":
        p = q(SECRET + ":")
        edit(lambda b: ([p + "*" * len(b)], 0, visible(p) + len(b)))
    elif kind == "select":
        def r(cur, _):
            rows = [q(MIRROR + ":")]
            for i, m in enumerate(MIRRORS):
                rows.append((CYAN + "› " + m + RESET) if i == cur else "  " + m)
            rows.append(DIM + "Hint: Use arrow keys to move, Enter to select" + RESET)
            return rows, 0, visible(rows[0])
        loop(r, len(MIRRORS), hide=False)
    elif kind == "multiselect":
        def r(cur, ticked):
            rows = [q(PLATFORMS + ":")]
            for i, m in enumerate(TARGETS):
                box = "◉" if i in ticked else "◯"
                s = box + " " + m
                rows.append((CYAN + "› " + s + RESET) if i == cur else "  " + s)
            rows.append(DIM + "Hint: Space to toggle, Enter to accept" + RESET)
            return rows, 0, visible(rows[0])
        loop(r, len(TARGETS), multi=True, hide=False)
    done()


# cliclack (Rust): clack's rail, "◆" cyan at the active step, "│" down
# the left, "└" closing it; dim placeholders; "●"/"○" radios.
def cliclack(kind):
    out(GRAY + "┌" + RESET + "  " + REV + " release " + RESET + "\n" + GRAY + "│" + RESET + "\n")
    bar = CYAN + "│" + RESET
    end = CYAN + "└" + RESET
    if kind == "input":
        def r(b):
            shown = b if b else DIM + DEFBRANCH + RESET
            return [CYAN + "◆" + RESET + "  " + BRANCH, bar + "  " + shown, end], 1, 3 + len(b)
        edit(r)
    elif kind == "password":
        def r(b):
            return [CYAN + "◆" + RESET + "  " + SECRET, bar + "  " + "▪" * len(b), end], 1, 3 + len(b)
        edit(r)
    elif kind == "confirm":
        def r(cur, _):
            yes = (GREEN + "●" + RESET + " Yes") if cur == 0 else (DIM + "○ Yes" + RESET)
            no = (GREEN + "●" + RESET + " No") if cur == 1 else (DIM + "○ No" + RESET)
            return [CYAN + "◆" + RESET + "  " + PURGE, bar + "  " + yes + " / " + no, end], None, None

        cur = 1
        ui = Inline()
        out(HIDE)
        with Raw():
            while True:
                ui.draw(r(cur, None)[0])
                k = key()
                if k in ("left", "right", "up", "down", "tab"):
                    cur = 1 - cur
                elif k == "enter":
                    break
        out(SHOW + "\r\n")
    elif kind == "select":
        def r(cur, _):
            rows = [CYAN + "◆" + RESET + "  " + MIRROR]
            for i, m in enumerate(MIRRORS):
                rows.append(bar + "  " + ((GREEN + "●" + RESET + " " + m) if i == cur else (DIM + "○ " + m + RESET)))
            rows.append(end)
            return rows, None, None
        loop(r, len(MIRRORS))
    elif kind == "multiselect":
        def r(cur, ticked):
            rows = [CYAN + "◆" + RESET + "  " + PLATFORMS]
            for i, m in enumerate(TARGETS):
                box = (GREEN + "◼" + RESET) if i in ticked else (CYAN + "◻" + RESET if i == cur else DIM + "◻" + RESET)
                rows.append(bar + "  " + box + " " + (m if i == cur else DIM + m + RESET))
            rows.append(end)
            return rows, None, None
        loop(r, len(TARGETS), multi=True)
    done()


# mason_logger (Dart): "? " green... prompt's default dim in brackets,
# chooseOne's "❯" green pointer over cyan choice, chooseAny's "◉"/"◯".
def mason(kind):
    q = lambda s: GREEN + "?" + RESET + " " + s
    if kind == "prompt":
        p = q(BRANCH) + " " + DIM + "(" + DEFBRANCH + ")" + RESET + " "
        linemode(p)
    elif kind == "confirm":
        p = q(PURGE) + " " + DIM + "(y/N)" + RESET + " "
        edit(lambda b: ([p + b], 0, visible(p) + len(b)))
    elif kind == "chooseone":
        def r(cur, _):
            rows = [q(MIRROR)]
            for i, m in enumerate(MIRRORS):
                rows.append((GREEN + "❯" + RESET + " " + CYAN + m + RESET) if i == cur else "  " + m)
            return rows, None, None
        loop(r, len(MIRRORS))
    elif kind == "chooseany":
        def r(cur, ticked):
            rows = [q(PLATFORMS)]
            for i, m in enumerate(TARGETS):
                box = (GREEN + "◉" + RESET) if i in ticked else "◯"
                ptr = (GREEN + "❯" + RESET) if i == cur else " "
                rows.append(ptr + " " + box + "  " + (CYAN + m + RESET if i == cur else m))
            return rows, None, None
        loop(r, len(TARGETS), multi=True)
    done()


# beaupy (Python, over rich): the question printed first, then the list
# under it with a "> " cursor in bold pink, ticks "[x]"/"[ ]".
def beaupy(kind):
    out(BOLD + (MIRROR if kind == "select" else PLATFORMS if kind == "multiselect" else PURGE) + RESET + "\n")
    if kind == "select":
        def r(cur, _):
            return [((MAGENTA + BOLD + "> " + RESET + m) if i == cur else "  " + m) for i, m in enumerate(MIRRORS)], None, None
        loop(r, len(MIRRORS))
    elif kind == "multiselect":
        def r(cur, ticked):
            rows = []
            for i, m in enumerate(TARGETS):
                box = (GREEN + "[x]" + RESET) if i in ticked else "[ ]"
                rows.append(((MAGENTA + BOLD + "> " + RESET) if i == cur else "  ") + box + " " + m)
            rows.append("")
            rows.append(DIM + "(Mark with space, confirm with enter)" + RESET)
            return rows, None, None
        loop(r, len(TARGETS), multi=True)
    elif kind == "confirm":
        def r(cur, _):
            return [((MAGENTA + BOLD + "> " + RESET + s) if i == cur else "  " + s) for i, s in enumerate(["Yes", "No"])], None, None
        loop(r, 2)
    done()


# CLImate (PHP): plain line prompts; radio and checkboxes drawn as a
# list with a "❯" pointer and "●"/"○" marks, the cursor hidden.
def climate(kind):
    if kind == "confirm":
        linemode(PURGE + " [y/n] ")
    elif kind == "password":
        linemode(SECRET + " ", echo=False)
    elif kind == "input":
        linemode(BRANCH + " ")
    elif kind == "radio":
        out(MIRROR + "\n")
        def r(cur, _):
            return [(("❯ " + "●" + " " + m) if i == cur else ("  ○ " + m)) for i, m in enumerate(MIRRORS)], None, None
        loop(r, len(MIRRORS))
    elif kind == "checkboxes":
        out(PLATFORMS + "\n")
        def r(cur, ticked):
            return [(("❯ " if i == cur else "  ") + ("●" if i in ticked else "○") + " " + m) for i, m in enumerate(TARGETS)], None, None
        loop(r, len(TARGETS), multi=True)
    done()


# Shopify's cli-ui: a frame "┏━━ Title ━━━" with "┃ " down the left; ask
# with options: "? question (Choose with ↑ ↓ ⏎)", "> 1. entry".
def cliui(kind):
    w = 80
    title = "┏━━ Release " + "━" * (w - 12)
    out(BLUE + title + RESET + "\n")
    bar = BLUE + "┃" + RESET + " "
    if kind == "select":
        def r(cur, _):
            rows = [bar + BLUE + "?" + RESET + " " + MIRROR + " " + YELLOW + "(Choose with ↑ ↓ ⏎)" + RESET]
            for i, m in enumerate(MIRRORS):
                s = "%d. %s" % (i + 1, m)
                rows.append(bar + ((BLUE + "> " + s + RESET) if i == cur else "  " + s))
            return rows, None, None
        loop(r, len(MIRRORS))
    elif kind == "confirm":
        def r(cur, _):
            rows = [bar + BLUE + "?" + RESET + " " + PURGE + " " + YELLOW + "(Choose with ↑ ↓ ⏎)" + RESET]
            for i, m in enumerate(["yes", "no"]):
                s = "%d. %s" % (i + 1, m)
                rows.append(bar + ((BLUE + "> " + s + RESET) if i == cur else "  " + s))
            return rows, None, None
        loop(r, 2)
    elif kind == "ask":
        out(bar + BLUE + "?" + RESET + " " + BRANCH + " (empty = " + DEFBRANCH + ")\n")
        linemode(bar + BLUE + "> " + RESET)
    done()


# Clikt (Kotlin): "text [default]: ", confirm "[y/N]: ", hidden input.
def clikt(kind):
    if kind == "prompt":
        linemode(BRANCH + " [" + DEFBRANCH + "]: ")
    elif kind == "confirm":
        linemode(PURGE + " [y/N]: ")
    elif kind == "password":
        linemode(SECRET + ": ", echo=False)
    done()


# haskeline (Haskell): a program's REPL over haskeline's line editor,
# its terminal in raw mode, the line redrawn as typed.
def haskeline(_):
    out("ledger, version 0.4.1  :? for help\n")
    store = {}
    while True:
        s = edit(lambda b: (["ledger> " + b], 0, 8 + len(b)))
        s = s.strip()
        if s.startswith(":q"):
            return
        if s.startswith("let "):
            k, _, v = s[4:].partition("=")
            store[k.strip()] = v.strip()
        elif s:
            try:
                out(str(eval(s, {}, dict(store))) + "\n")
            except Exception:
                out("<interactive>:1:1: error: parse error on input\n")


# Lanterna (Java): a GUI screen on the alternate screen, blue desktop,
# a grey window with a title and buttons "< Yes >".
def lanterna(kind):
    rows, cols = 24, 80
    BG, WIN, SEL = "\x1b[44m", "\x1b[47;30m", "\x1b[46;30m"
    out("\x1b[?1049h" + HIDE + BG + "\x1b[2J")

    def box(top, left, h, w, title, body, buttons, cur, inp=None):
        out(BG + "\x1b[2J")
        for r in range(h):
            out("\x1b[%d;%dH" % (top + r, left) + WIN)
            if r == 0:
                t = " " + title + " "
                out("┌" + t + "─" * (w - 2 - len(t)) + "┐")
            elif r == h - 1:
                out("└" + "─" * (w - 2) + "┘")
            else:
                out("│" + " " * (w - 2) + "│")
            out("\x1b[40m  " if r else "")  # the window's shadow
        for i, s in enumerate(body):
            out("\x1b[%d;%dH" % (top + 1 + i, left + 2) + (SEL if s.startswith(">") else WIN) + s.lstrip(">"))
        cursor = None
        if inp is not None:
            r = top + 1 + len(body) + 1
            out("\x1b[%d;%dH" % (r, left + 2) + SEL + (inp + " " * (w - 6 - len(inp))))
            cursor = (r, left + 2 + len(inp))
        bx = left + w - 4 - sum(len(b) + 5 for b in buttons)
        for i, b in enumerate(buttons):
            out("\x1b[%d;%dH" % (top + h - 2, bx) + (SEL if i == cur else WIN) + "< " + b + " >" + WIN + " ")
            bx += len(b) + 5
        out(RESET)
        if cursor:
            out("\x1b[%d;%dH" % cursor + SHOW)

    with Raw():
        cur = 0
        if kind == "message":
            while True:
                box(8, 20, 7, 40, "Release", [PURGE], ["Yes", "No"], cur)
                k = key()
                if k in ("tab", "right", "left"):
                    cur = 1 - cur
                elif k == "enter":
                    break
        elif kind == "list":
            while True:
                body = [(">" if i == cur else "") + m.ljust(40) for i, m in enumerate(MIRRORS)]
                box(7, 17, 9, 46, "Mirror", [MIRROR] + [""] + body, ["Cancel"], -1)
                k = key()
                if k == "down":
                    cur = (cur + 1) % 3
                elif k == "up":
                    cur = (cur - 1) % 3
                elif k == "enter":
                    break
        elif kind == "input":
            buf = DEFBRANCH
            while True:
                box(7, 12, 8, 56, "Release branch", [BRANCH], ["OK", "Cancel"], -1, inp=buf)
                k = key()
                if k == "bs":
                    buf = buf[:-1]
                elif k == "enter":
                    break
                elif len(k) == 1 and k.isprintable():
                    buf += k
    out(RESET + SHOW + "\x1b[?1049l")


PROGRAMS = {
    "sharprompt-like": sharprompt,
    "cliclack-like": cliclack,
    "mason-logger-like": mason,
    "beaupy-like": beaupy,
    "climate-like": climate,
    "cli-ui-like": cliui,
    "clikt-like": clikt,
    "haskeline-like": haskeline,
    "lanterna-like": lanterna,
}

if __name__ == "__main__":
    prog = sys.argv[1] if len(sys.argv) > 1 else ""
    if prog not in PROGRAMS:
        print("unknown program", prog, file=sys.stderr)
        sys.exit(2)
    try:
        PROGRAMS[prog](sys.argv[2] if len(sys.argv) > 2 else "")
    except KeyboardInterrupt:
        out(RESET + SHOW + "\n")
