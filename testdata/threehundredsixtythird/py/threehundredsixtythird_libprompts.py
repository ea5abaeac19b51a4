#!/usr/bin/env python3
"""The threehundredsixtythird set's imitations: five prompt libraries of
Go, Rust and Python that Debian does not package, each driven by a small
demo tool of the set's own, each drawn the way the library draws (as
known from its source, examples and screenshots):

  clitool      mozzzzy's clitool (Go, over termbox-go): `svcinit`, a
               service scaffolder. termbox's alternate screen, raw keys,
               the cursor hidden; each inquirer-like prompt printed under
               the last from the top row: `? ` (green) and its question,
               a list with `❯ ` (cyan) before the current choice, check
               boxes `⬢ ` (green, chosen) and `⬡ `, an input echoed after
               the question, a password as `*`, a confirm's `(y/N)`, an
               error `✖ …` (red) and a braille spinner (cyan)
  richtoolkit  patrick91's rich-toolkit (Python, over rich), its tagged
               style: `shipit deploy`. Inline on the main screen, each
               element behind a coloured tag right-aligned in a 12-cell
               column: an input under its label with a grey placeholder
               and `This field is required` in red under it, menus of `●`
               and `○`, a multi-select of `■` and `□`, an inline confirm
               `● Yes  ○ No`, a progress whose tag is five animated blocks
  tuiprompts   joshka's tui-prompts (Rust, over ratatui and crossterm):
               `vault-login`. The alternate screen, raw keys; each
               TextPrompt one row, `? ` (cyan, `✔` green when done, `✘`
               red when aborted), its message bold and ` › ` (cyan, dim)
               before the value, a password as `*`, an invisible one as
               nothing; the demo's own message row under each and its key
               help on the last row, a braille spinner when done
  youchoose    nathom's youchoose (Rust, over ncurses): `rollback`. The
               alternate screen, the cursor hidden; the menu from the
               second row down, `❯` (red, bold) before each item, the
               hovered one black on white, a chosen one's `*` green; a
               framed ` preview ` pane on the right half
  casual       rossmacarthur's casual (Rust): `mkrelease`. Cooked lines:
               the prompt printed, a line read, `Error: …` printed and the
               prompt asked again; a confirm's ` [y/N] ` suffix

Run: threehundredsixtythird_libprompts.py TOOL
"""
import os
import re
import sys
import termios
import time
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
        if b and b[0] >= 0xC0:
            n = 2 if b[0] < 0xE0 else 3 if b[0] < 0xF0 else 4
            while len(b) < n:
                b += os.read(fd, 1)
        return b.decode("utf-8", "replace")
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


def sgr(*codes):
    return ESC + "[" + ";".join(str(c) for c in codes) + "m"


R = ESC + "[0m"


# ---------------------------------------------------------------- clitool

class Termbox:
    """termbox-go's screen: the alternate screen, keypad transmit, the
    cursor hidden, cells drawn from the top row."""

    def __enter__(self):
        self.raw = Raw().__enter__()
        out(ESC + "[?1049h" + ESC + "[?1h" + ESC + "=" + ESC + "[?25l" + ESC + "(B" + ESC + "[m" + ESC + "[H" + ESC + "[2J")
        return self

    def __exit__(self, *a):
        out(ESC + "(B" + ESC + "[m" + ESC + "[H" + ESC + "[2J" + ESC + "[?12l" + ESC + "[?25h" + ESC + "[?1l" + ESC + ">" + ESC + "[?1049l")
        self.raw.__exit__(*a)


class CliTool:
    GREEN, CYAN, RED = 32, 36, 31

    def __init__(self):
        self.items = []  # each a function returning its rows: lists of (text, colour)

    def draw(self):
        out(ESC + "(B" + ESC + "[m" + ESC + "[H" + ESC + "[2J")
        rows = []
        for item in self.items:
            rows.extend(item())
        last = None
        for y, row in enumerate(rows[:H]):
            out(ESC + "[%d;1H" % (y + 1))
            for text, colour in row:
                out((sgr(colour) if colour else ESC + "(B" + ESC + "[m") + text)
            last = (y, sum(len(t) for t, _ in row))
        out(ESC + "(B" + ESC + "[m")
        if last is not None:
            out(ESC + "[%d;%dH" % (last[0] + 1, min(last[1], W - 1) + 1))

    @staticmethod
    def qrow(question, suffix, suffix_colour=None):
        return [("?", CliTool.GREEN), (" " + question + " ", None), (suffix, suffix_colour)]

    def question_item(self, question):
        state = {"suffix": "", "colour": None, "extra": []}
        self.items.append(lambda: [self.qrow(question, state["suffix"], state["colour"])] + state["extra"])
        return state

    def list(self, question, choices):
        st = self.question_item(question)
        cur = 0

        def rows():
            return [[("❯ " if i == cur else "  ", self.CYAN), (c, None)] for i, c in enumerate(choices)]
        st["extra"] = rows()
        while True:
            st["extra"] = rows()
            self.draw()
            k = readkey()
            if k in ("up", "k") and cur > 0:
                cur -= 1
            elif k in ("down", "j") and cur < len(choices) - 1:
                cur += 1
            elif k in ("\r", "\n"):
                break
            elif k == "\x03":
                raise KeyboardInterrupt
        st["suffix"], st["colour"], st["extra"] = choices[cur], self.CYAN, []
        self.draw()
        return choices[cur]

    def checkbox(self, question, choices):
        st = self.question_item(question)
        cur, chosen = 0, []

        def rows():
            return [[("❯ " if i == cur else "  ", self.CYAN),
                     ("⬢ ", self.GREEN) if i in chosen else ("⬡ ", None), (c, None)] for i, c in enumerate(choices)]
        while True:
            st["extra"] = rows()
            self.draw()
            k = readkey()
            if k in ("up", "k") and cur > 0:
                cur -= 1
            elif k in ("down", "j") and cur < len(choices) - 1:
                cur += 1
            elif k == " ":
                if cur in chosen:
                    chosen.remove(cur)
                else:
                    chosen.append(cur)
            elif k in ("\r", "\n") and chosen:
                break
            elif k == "\x03":
                raise KeyboardInterrupt
        answer = [choices[i] for i in chosen]
        st["suffix"], st["colour"], st["extra"] = ",".join(answer), self.CYAN, []
        self.draw()
        return answer

    def input(self, question, mask=None):
        st = self.question_item(question)
        value = ""
        while True:
            st["suffix"] = (mask * len(value)) if mask else value
            self.draw()
            k = readkey()
            if k in ("\r", "\n"):
                break
            elif k in ("\x7f", "\x08"):
                value = value[:-1]
            elif k == "\x03":
                raise KeyboardInterrupt
            elif len(k) == 1 and k.isprintable():
                value += k
        st["colour"] = self.CYAN
        self.draw()
        return value

    def confirm(self, question):
        st = self.question_item(question)
        st["suffix"] = "(y/N)"
        self.draw()
        while True:
            k = readkey()
            if k == "\x03":
                raise KeyboardInterrupt
            if k in ("y", "N"):
                break
        st["suffix"], st["colour"] = k, self.CYAN
        self.draw()
        return k == "y"

    def error(self, msg):
        self.items.append(lambda: [[("✖", self.RED), (" " + msg + " ", self.RED)]])
        self.draw()

    def message(self, msg):
        self.items.append(lambda: [[(msg, None)]])
        self.draw()

    def spinner(self, msg, seconds):
        frames = ["⠙", "⠸", "⠴", "⠦", "⠇", "⠋"]
        st = {"prefix": (frames[0], self.CYAN)}
        self.items.append(lambda: [[st["prefix"], (" " + msg, None)]])
        end = time.time() + seconds
        i = 0
        while time.time() < end:
            st["prefix"] = (frames[i % len(frames)], self.CYAN)
            self.draw()
            i += 1
            time.sleep(0.1)
        st["prefix"] = ("✔", self.GREEN)
        self.draw()


def clitool():
    with Termbox():
        t = CliTool()
        t.list("Which runtime should the service use?", ["go1.22", "node20", "python3.12", "rust1.79", "deno2"])
        t.checkbox("Which checks should run before each deploy?",
                   ["lint", "unit tests", "integration tests", "container scan", "license audit"])
        while True:
            name = t.input("Service name")
            if re.fullmatch(r"[a-z][a-z0-9-]*", name):
                break
            t.error("service name must use lowercase letters, digits and dashes")
        t.input("Registry token", mask="*")
        if t.confirm("Push %s to registry.example.com now?" % name):
            t.spinner("Building and pushing %s:0.1.0" % name, 600)
            t.message("pushed registry.example.com/%s:0.1.0 (press Esc to quit)" % name)
            while readkey() not in ("esc", "\x03"):
                pass


# ---------------------------------------------------------------- rich-toolkit

def _cube(v):
    levels = [0, 95, 135, 175, 215, 255]
    return min(range(6), key=lambda i: abs(levels[i] - v))


def c256(rgb):
    r, g, b = rgb
    return 16 + 36 * _cube(r) + 6 * _cube(g) + _cube(b)


TAG_TITLE = sgr(30, 48, 5, c256((0xA7, 0xE3, 0xA2)))  # black on #A7E3A2
TAG = sgr(97, 48, 5, c256((0x89, 0x3A, 0xE3)))  # white on #893AE3
TEXT = sgr(38, 5, 231)  # #ffffff
SELECTED = sgr(32)  # green
RESULT = sgr(38, 5, 253)  # grey85
PLACEHOLDER = sgr(38, 5, 247)  # grey62
ERROR = sgr(31)  # red
TAG_WIDTH = 12


def tag_cell(tag, title=False):
    t = " %s " % tag if tag else ""
    pad = max(0, TAG_WIDTH - len(t))
    return " " * pad + (TAG_TITLE if title else TAG) + t + R + "  "


def tagged(lines, tag, title=False):
    """The tagged style's grid: the tag in the first column of the first
    row, 14 cells wide, the element's rows beside it."""
    rows = []
    for i, l in enumerate(lines):
        rows.append((tag_cell(tag, title) if i == 0 else " " * (TAG_WIDTH + 2)) + l)
    return rows


class Live:
    """rich's LiveRender as rich-toolkit's Container drives it: the block
    redrawn in place, the cursor then moved to the active element."""

    def __init__(self):
        self.height = 0
        self.up = 0  # rows the cursor stands above the block's last row + 1

    def draw(self, rows, cursor=None):
        # back to the block's first row
        if self.height:
            out("\r" + (ESC + "[%dA" % (self.height - self.up) if self.height - self.up > 0 else ""))
        out(("\r" + ESC + "[J"))
        out(ESC + "[?25h" if cursor else ESC + "[?25l")
        out("\r\n".join(r + R for r in rows) + "\r\n")
        self.height = len(rows)
        self.up = 0
        if cursor:
            row, col = cursor
            self.up = self.height - row
            out(ESC + "[%dG" % (col + 1) + ESC + "[%dA" % self.up)

    def done(self, rows):
        self.draw(rows)
        out(ESC + "[?25h")


def rt_print(line=""):
    out(line + R + "\r\n")


def rt_input(label, tag, placeholder="", required=False, password=False):
    live = Live()
    text, valid = "", None
    while True:
        shown = ("*" * len(text) if password else text)
        value = (TEXT + shown) if text else (PLACEHOLDER + (placeholder or "\u200b"))
        lines = [label, value + R]
        if valid is False:
            lines += ["", ERROR + "This field is required" + R]
        rows = tagged(lines, tag) + [""]
        live.draw(rows, cursor=(1, TAG_WIDTH + 2 + len(shown)))
        k = readkey()
        if k in ("\r", "\n"):
            valid = not (required and not text.strip())
            if valid:
                break
        elif k in ("\x7f", "\x08"):
            text = text[:-1]
        elif k == "\x03":
            raise KeyboardInterrupt
        elif len(k) == 1 and k.isprintable():
            text += k
    shown = "*" * len(text) if password else text
    live.done(tagged([label + " " + RESULT + shown + R], tag))
    return text


def rt_menu(label, tag, options, inline=False, multiple=False):
    live = Live()
    cur, checked = 0, set()
    while True:
        opts = []
        for i, o in enumerate(options):
            if multiple:
                prefix = "■ " if i in checked else "□ "
            else:
                prefix = "● " if i == cur else "○ "
            opts.append((SELECTED if i == cur else TEXT) + prefix + o + R)
        lines = [label] + (["  ".join(opts)] if inline else opts)
        live.draw(tagged(lines, tag) + [""])
        k = readkey()
        nxt, prv = (("right", "l"), ("left", "h")) if inline else (("down", "j"), ("up", "k"))
        if k in nxt:
            cur = (cur + 1) % len(options)
        elif k in prv:
            cur = (cur - 1) % len(options)
        elif k == " " and multiple:
            checked ^= {cur}
        elif k in ("\r", "\n"):
            if not multiple or checked:
                break
        elif k == "\x03":
            raise KeyboardInterrupt
    result = ", ".join(options[i] for i in sorted(checked)) if multiple else options[cur]
    live.done(tagged([label + " " + RESULT + result + R], tag))
    return result


def lighten(rgb, amount):
    return tuple(int(c + (255 - c) * amount) for c in rgb)


def rt_progress(message, seconds):
    base = (0x89, 0x3A, 0xE3)
    colours = [c256(lighten(base, 0.1 * i)) for i in range(5)]
    live = Live()
    n = 0
    end = time.time() + seconds
    while time.time() < end:
        blocks = "".join(sgr(38, 5, colours[(n + i) % 5]) + "█" for i in range(5)) + R
        live.draw([" " * (TAG_WIDTH - 5) + blocks + "  " + message])
        n += 1
        time.sleep(1 / 8)
    live.done([" " * (TAG_WIDTH - 5) + sgr(38, 5, colours[0]) + "█████" + R + "  " + message])


def richtoolkit():
    with Raw():
        rt_print(tagged(["Deploying to Shipit Cloud"], "shipit", title=True)[0])
        rt_print()
        name = rt_input("What's the name of your app?", "name", placeholder="e.g. billing-api", required=True)
        rt_print()
        region = rt_menu("Which region should we deploy to?", "region",
                         ["eu-west-1 (Ireland)", "us-east-1 (N. Virginia)", "ap-southeast-2 (Sydney)", "sa-east-1 (São Paulo)"])
        rt_print()
        rt_menu("Which add-ons do you want?", "add-ons",
                ["Postgres database", "Redis cache", "Object storage", "Cron jobs"], multiple=True)
        rt_print()
        yes = rt_menu("Deploy %s to %s now?" % (name, region.split()[0]), "deploy", ["Yes", "No"], inline=True)
        rt_print()
        if yes == "Yes":
            rt_progress("Uploading %s to Shipit Cloud..." % name, 600)
            rt_print(tagged(["Deployed! https://%s.shipit.example" % name], "done")[0])


# ---------------------------------------------------------------- tui-prompts

def tuiprompts():
    CYAN, DIM, BOLD, GREEN, RED, GREY = sgr(36), sgr(2), sgr(1), sgr(32), sgr(31), sgr(90)
    fields = [
        {"msg": "Username", "style": "default", "value": "", "status": "pending", "note": ""},
        {"msg": "Password", "style": "password", "value": "", "status": "pending", "note": ""},
        {"msg": "Unlock passphrase", "style": "invisible", "value": "", "status": "pending", "note": ""},
    ]
    state = {"focus": 0, "spin": None, "attempts": 3}

    def rendered(f):
        if f["style"] == "password":
            return "*" * len(f["value"])
        if f["style"] == "invisible":
            return ""
        return f["value"]

    def draw():
        out(ESC + "[?25l" + ESC + "[H" + ESC + "[2J")
        cursor = None
        for i, f in enumerate(fields):
            sym = {"pending": CYAN + "?", "done": GREEN + "✔", "aborted": RED + "✘"}[f["status"]] + R
            head = f["msg"]
            out(ESC + "[%d;1H" % (2 * i + 1) + sym + " " + BOLD + head + R + CYAN + DIM + " › " + R + rendered(f))
            if f["note"]:
                out(ESC + "[%d;1H" % (2 * i + 2) + RED + "  " + f["note"] + R)
            if i == state["focus"] and state["spin"] is None:
                cursor = (2 * i, 2 + len(head) + 3 + len(f["value"]))
        if state["spin"] is not None:
            frames = "⠋⠙⠹⠸⠼⠴⠦⠧⠇⠏"
            out(ESC + "[8;1H" + CYAN + frames[state["spin"] % len(frames)] + R + " Signing in to vault.example.com as %s…" % fields[0]["value"])
        out(ESC + "[%d;1H" % H + GREY + " Enter submit   Tab next field   Esc abort   Ctrl-C quit" + R)
        if cursor:
            out(ESC + "[%d;%dH" % (cursor[0] + 1, cursor[1] + 1) + ESC + "[?25h")

    out(ESC + "[?1049h")
    with Raw():
        out(ESC + "[2J")
        try:
            while state["focus"] < len(fields):
                draw()
                f = fields[state["focus"]]
                k = readkey()
                if k == "\x03":
                    break
                if k in ("\r", "\n"):
                    if f["msg"] == "Password" and f["value"] != "correct-horse":
                        state["attempts"] -= 1
                        f["value"] = ""
                        f["note"] = "Wrong password for %s, %d attempts left" % (fields[0]["value"], state["attempts"])
                        continue
                    f["status"], f["note"] = "done", ""
                    state["focus"] += 1
                elif k == "esc":
                    f["status"] = "aborted"
                    state["focus"] += 1
                elif k == "\t":
                    state["focus"] = (state["focus"] + 1) % len(fields)
                elif k in ("\x7f", "\x08"):
                    f["value"] = f["value"][:-1]
                elif k == "\x15":
                    f["value"] = ""
                elif len(k) == 1 and k.isprintable():
                    f["value"] += k
            else:
                state["spin"] = 0
                end = time.time() + 600
                while time.time() < end:
                    draw()
                    state["spin"] += 1
                    time.sleep(0.08)
        finally:
            out(ESC + "[?25h" + ESC + "[?1049l")


# ---------------------------------------------------------------- youchoose

RELEASES = [
    ("v2.5.0", "2026-11-24", "4f1c2ae", "ada", ["add rate limits to /v1/charges", "fix retry loop in webhook sender"]),
    ("v2.4.2", "2026-11-17", "9b03d1e", "lin", ["bump tokio to 1.41", "log slow ledger queries"]),
    ("v2.4.1", "2026-11-12", "c2e88f0", "ada", ["fix rounding of invoice totals", "retry PDF renders once"]),
    ("v2.4.0", "2026-11-05", "71aa6b3", "sam", ["new /v1/refunds endpoint", "drop the v0 API"]),
    ("v2.3.7", "2026-10-29", "0d5e2c9", "lin", ["patch openssl 3.0.15"]),
    ("v2.3.6", "2026-10-21", "e61f4b0", "sam", ["fix search reindex on deploy"]),
]
SERVICES = ["billing-api", "ledger-worker", "webhook-sender", "invoice-pdf", "search-indexer"]


def youchoose_menu(items, preview=None, multiselect=False):
    import curses
    import locale
    locale.setlocale(locale.LC_ALL, "")
    if "utf" not in (locale.nl_langinfo(locale.CODESET) or "").lower():
        for name in ("en_US.UTF-8", "C.UTF-8"):
            try:
                locale.setlocale(locale.LC_ALL, name)
                break
            except locale.Error:
                pass
    scr = curses.initscr()
    try:
        # youchoose asks for the default colours before start_color(),
        # which ncurses allows and Python's binding does not
        curses.start_color()
        curses.use_default_colors()
        curses.noecho()
        curses.init_pair(1, curses.COLOR_BLACK, curses.COLOR_WHITE)
        curses.init_pair(2, curses.COLOR_RED, -1)
        curses.init_pair(3, curses.COLOR_GREEN, -1)
        curses.curs_set(0)
        curses.raw()
        scr.keypad(True)
        hover, chosen, selection = 0, set(), []
        while True:
            scr.erase()
            maxy, maxx = scr.getmaxyx()
            menu_w = maxx // 2 if preview else maxx
            for i, it in enumerate(items):
                y = i + 1
                if y >= maxy - 1:
                    break
                icon, pair = ("*", 3) if i in chosen else ("❯", 2)
                scr.addstr(y, 0, icon, curses.color_pair(pair) | curses.A_BOLD)
                scr.addstr(y, 1, " ")
                scr.addstr(y, 2, it[:menu_w - 2], curses.color_pair(1) if i == hover else 0)
            if preview:
                left = maxx // 2 + 1
                width = maxx - left
                label = " preview "
                scr.addstr(0, left, "┌" + label + "─" * (width - len(label) - 2) + "┐")
                for row in range(1, maxy):
                    scr.addstr(row, left, "│")
                    if row < maxy - 1:
                        scr.addstr(row, maxx - 1, "│")
                scr.addstr(maxy - 1, left, "└" + "─" * (width - 2))
                try:
                    scr.addstr(maxy - 1, maxx - 1, "┘")
                except curses.error:
                    pass
                for j, line in enumerate(preview(hover).split("\n")):
                    if 1 + j < maxy - 1:
                        scr.addstr(1 + j, left + 1, line[:width - 2])
            scr.refresh()
            k = scr.getch()
            if k in (27, ord("q")):
                break
            if k in (curses.KEY_DOWN, ord("j")) and hover < len(items) - 1:
                hover += 1
            elif k in (curses.KEY_UP, ord("k")) and hover > 0:
                hover -= 1
            elif multiselect and k == 32:
                chosen ^= {hover}
                if hover in chosen:
                    selection.append(hover)
                else:
                    selection.remove(hover)
            elif k == 10:
                if hover not in selection:
                    chosen.add(hover)
                    selection.append(hover)
                break
            elif k == 3:
                raise KeyboardInterrupt
        return selection
    finally:
        curses.endwin()


def youchoose():
    def notes(i):
        v, d, c, who, lines = RELEASES[i]
        return "\n".join(["%s (%s)" % (v, d), "commit %s by %s" % (c, who), ""] +
                         ["- " + l for l in lines] + ["", "deployed to eu-west-1, us-east-1"])
    picked = youchoose_menu([r[0] for r in RELEASES], preview=notes)
    if not picked:
        return
    print("Rolling back to %s. Which services?" % RELEASES[picked[0]][0])
    services = youchoose_menu(SERVICES, multiselect=True)
    print("Rolling back %s" % ", ".join(SERVICES[i] for i in services))


# ---------------------------------------------------------------- casual

def casual():
    print("mkrelease 0.4.0")

    def prompt(text, parse, matches=None, default=None):
        while True:
            sys.stdout.write(text)
            sys.stdout.flush()
            line = sys.stdin.readline()
            if not line:
                raise EOFError
            raw = line.strip()
            if raw == "":
                if default is not None:
                    return default
                continue
            try:
                v = parse(raw)
            except ValueError as e:
                print("Error: %s" % e)
                continue
            if matches and not matches(v):
                print("Error: invalid input")
                continue
            return v

    def u32(s):
        if not s.isdigit():
            raise ValueError("invalid digit found in string")
        return int(s)

    name = prompt("Please enter the release name: ", str)
    n = prompt("Please enter the number of replicas (1-16): ", u32, lambda x: 1 <= x <= 16)
    yes = prompt("Publish %s with %d replicas? [y/N] " % (name, n), str,
                 lambda s: s.strip().lower() in ("n", "no", "y", "yes"), default="n")
    if yes.lower() in ("y", "yes"):
        print("Publishing %s..." % name)
        time.sleep(600)
    else:
        print("Not published.")


TOOLS = {"clitool": clitool, "richtoolkit": richtoolkit, "tuiprompts": tuiprompts,
         "youchoose": youchoose, "casual": casual}

if __name__ == "__main__":
    try:
        TOOLS[sys.argv[1]]()
    except (KeyboardInterrupt, EOFError):
        print()
