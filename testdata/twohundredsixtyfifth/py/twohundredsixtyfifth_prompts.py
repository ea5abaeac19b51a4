#!/usr/bin/env python3
"""The twohundredsixtyfifth set's imitations of Python terminal prompt
libraries and the small programs built on them, which cannot be
installed here (PyPI is out of reach). Each draws on the main screen what
the library draws, from its documentation and source as known: its
words, markers, colours and cursor, lines read cooked where the library
calls input(), keys read raw one at a time, not echoed, where it reads
keys. The first argument names the program:

  pyinputplus        Al Sweigart's PyInputPlus in the sandwich maker of
                     Automate the Boring Stuff (inputMenu numbered and
                     lettered, inputYesNo, inputInt, inputPassword)
  promptwithoptions  silkyanteater's promptwithoptions in its demo (a
                     numbered list over a line with its default, a line,
                     several picks, a yes/no)
  enquiries          enquiries (curtsies): choose, choose(multi=True),
                     confirm
  whaaaaat           finklabs' whaaaaat (prompt_toolkit, inquirer-like)
                     in its pizza example: confirm, input, list,
                     checkbox, password
  yaspin             a release script under yaspin spinners, asking a
                     yes/no with the spinner hidden
"""
import os
import sys
import termios
import time

ESC = "\x1b["
RESET = ESC + "0m"
BOLD = ESC + "1m"
HIDE = ESC + "?25l"
SHOW = ESC + "?25h"


def out(s):
    sys.stdout.write(s)
    sys.stdout.flush()


def line(prompt):
    """A line read cooked, echo on, as input() reads it."""
    out(prompt)
    s = sys.stdin.readline()
    if not s:
        sys.exit(0)
    return s.rstrip("\n")


class Raw:
    """Keys read one at a time, not echoed."""

    def __enter__(self):
        self.fd = sys.stdin.fileno()
        self.old = termios.tcgetattr(self.fd)
        new = termios.tcgetattr(self.fd)
        new[3] &= ~(termios.ICANON | termios.ECHO | termios.ISIG | termios.IEXTEN)
        new[0] &= ~(termios.ICRNL | termios.IXON)
        new[6][termios.VMIN] = 1
        new[6][termios.VTIME] = 0
        termios.tcsetattr(self.fd, termios.TCSADRAIN, new)
        return self

    def __exit__(self, *a):
        termios.tcsetattr(self.fd, termios.TCSADRAIN, self.old)

    def key(self):
        b = os.read(self.fd, 1)
        if not b:
            sys.exit(0)
        if b == b"\x03":
            raise KeyboardInterrupt
        if b == b"\x1b":
            seq = os.read(self.fd, 2)
            return {b"[A": "up", b"[B": "down", b"[C": "right", b"[D": "left"}.get(seq, "esc")
        if b in (b"\r", b"\n"):
            return "enter"
        if b in (b"\x7f", b"\x08"):
            return "backspace"
        return b.decode("utf-8", "replace")


def visible(s):
    """How many columns s takes, its escapes left out."""
    n, i = 0, 0
    while i < len(s):
        if s[i] == "\x1b":
            while i < len(s) and not s[i].isalpha():
                i += 1
        else:
            n += 1
        i += 1
    return n


def idle():
    """Keep the last screen, reading nothing more."""
    try:
        while True:
            time.sleep(60)
    except KeyboardInterrupt:
        pass


# --- pyinputplus: the sandwich maker ---------------------------------


def pyip_menu(choices, numbered=False, lettered=False):
    prompt = "Please select one of the following:\n"
    for i, c in enumerate(choices):
        if numbered:
            mark = "%d. " % (i + 1)
        elif lettered:
            mark = "%s. " % chr(ord("A") + i)
        else:
            mark = "* "
        prompt += mark + c + "\n"
    while True:
        r = line(prompt).strip()
        for i, c in enumerate(choices):
            if (numbered and r == str(i + 1)) or (lettered and r.upper() == chr(ord("A") + i)) or r.lower() == c.lower():
                return c
        out("'%s' is not a valid choice.\n" % r)


def pyip_yesno(prompt):
    while True:
        r = line(prompt).strip().lower()
        if r in ("y", "yes"):
            return True
        if r in ("n", "no"):
            return False
        out("'%s' is not a valid yes/no response.\n" % r)


def pyip_int(prompt, minimum):
    while True:
        r = line(prompt).strip()
        try:
            n = int(r)
        except ValueError:
            out("'%s' is not an integer.\n" % r)
            continue
        if n < minimum:
            out("Number must be at minimum %d.\n" % minimum)
            continue
        return n


def pyip_password(prompt):
    """pwinput's way: raw keys, a * echoed for each."""
    out(prompt)
    typed = ""
    with Raw() as k:
        while True:
            c = k.key()
            if c == "enter":
                out("\n")
                return typed
            if c == "backspace":
                if typed:
                    typed = typed[:-1]
                    out("\b \b")
                continue
            if len(c) == 1:
                typed += c
                out("*")


def pyinputplus():
    prices = {"wheat": 1.00, "white": 0.75, "sourdough": 1.25,
              "chicken": 2.50, "turkey": 2.25, "ham": 2.00, "tofu": 1.75}
    bread = pyip_menu(["wheat", "white", "sourdough"], numbered=True)
    protein = pyip_menu(["chicken", "turkey", "ham", "tofu"], lettered=True)
    total = prices[bread] + prices[protein]
    if pyip_yesno("Do you want cheese? "):
        total += 0.5
    n = pyip_int("How many sandwiches do you want? ", 1)
    out("That will be $%.2f.\n" % (total * n))
    pyip_password("Loyalty card PIN: ")
    out("Thank you! Your order is on its way.\n")
    idle()


# --- promptwithoptions: its demo -------------------------------------

BLUE = ESC + "34m"
YELLOW = ESC + "33m"
L_BLUE = ESC + "34;1m"
L_CYAN = ESC + "36;1m"


def pwo(prompt, options=None, default=None, allow_empty=False, multiple=False, boolean=False):
    if options:
        for i, o in enumerate(options):
            out(YELLOW + str(i + 1) + RESET + " > " + BLUE + o + RESET + "\n")
    p = prompt + "?"
    if not allow_empty:
        p += "*"
    if multiple:
        p += "\u2026"
    p += " "
    if boolean:
        p += "(%s) " % {True: "Y/n", False: "y/N", None: "y/n"}[default]
    elif default is not None:
        p += "(%s) " % default
    while True:
        r = line(L_BLUE + p + RESET)
        if r == "" and default is not None:
            r = default if not boolean else ("Y" if default else "N")
            break
        if r == "" and not allow_empty:
            out(ESC + "F" + ESC + "K")
            continue
        if options and r.isdigit() and 1 <= int(r) <= len(options):
            r = options[int(r) - 1]
        break
    out(L_CYAN + "%s: %s" % (prompt, r) + RESET + "\n\n")
    return r


def promptwithoptions():
    pwo("Widget Type", ["Blue", "Orange", "White", "Red", "Green"], default="Orange")
    pwo("Name", default="sidebar", allow_empty=True)
    pwo("Zones", ["Header", "Main area", "Footer", "Default"], default="Header, Main area, Default", multiple=True)
    pwo("Pin to the top", default=True, boolean=True)
    out("{'Type': 'Orange', 'Name': 'sidebar', 'Zones': ('Header', 'Main area', 'Default'), 'Pin': True}\n")
    idle()


# --- enquiries (curtsies): choose, choose(multi=True), confirm --------


class Window:
    """curtsies' CursorAwareWindow as the library uses it: rows drawn from
    the line the cursor was on, redrawn in place, the cursor hidden."""

    def __init__(self):
        self.rows = 0
        out(HIDE)

    def render(self, rows):
        if self.rows > 1:
            out(ESC + "%dA" % (self.rows - 1))
        out("\r" + ESC + "J")
        out("\r\n".join(rows))
        self.rows = len(rows)

    def close(self):
        out("\r\n" + SHOW)
        self.rows = 0


def choose(k, prompt, options, multi=False):
    idx, ticked = 0, [False] * len(options)
    w = Window()

    def rows():
        r = [BOLD + prompt + RESET]
        for i, o in enumerate(options):
            cur = i == idx
            if multi:
                state = "\u25c9 " if ticked[i] else "\u25cc "
            else:
                state = "> " if cur else "  "
            r.append(state + (BOLD + o + RESET if cur else o))
        return r

    w.render(rows())
    while True:
        c = k.key()
        if c == "up":
            idx = max(0, idx - 1)
        elif c == "down":
            idx = min(len(options) - 1, idx + 1)
        elif c == " " and multi:
            ticked[idx] = not ticked[idx]
        elif c == "enter":
            break
        else:
            continue
        w.render(rows())
    w.render([])
    out("\r")
    if multi:
        return [o for o, t in zip(options, ticked) if t]
    return options[idx]


def confirm(k, prompt, default=False):
    w = Window()
    p = BOLD + prompt + (" [Y/n]" if default else " [y/N]") + RESET
    w.render([p])
    sel = None
    while True:
        c = k.key()
        if c == "y":
            sel = True
        elif c == "n":
            sel = False
        elif c == "enter":
            break
        else:
            continue
        w.render([p + " " + ("yes" if sel else "no")])
    w.render([])
    out("\r")
    return default if sel is None else sel


def enquiries():
    out("notes-sync 0.3 \u2014 sync your notes folder\n\n")
    with Raw() as k:
        target = choose(k, "Where should your notes be synced to?", ["Dropbox", "Nextcloud", "A git remote", "A local folder"])
        out("Syncing to " + target + ".\n")
        kinds = choose(k, "Which files should be synced?", ["Markdown notes (*.md)", "Plain text (*.txt)", "Images", "PDF attachments"], multi=True)
        out("Files: " + (", ".join(kinds) or "none") + "\n")
        confirm(k, "Delete remote files that are gone locally?")
    out("Saved to ~/.config/notes-sync/config.toml\n")
    idle()


# --- whaaaaat: its pizza example --------------------------------------

QMARK = ESC + "38;5;67m"
ORANGE = ESC + "38;5;214;1m"
GREY = ESC + "38;5;242m"


class Inline:
    """prompt_toolkit's inline layout (not full screen): the question's
    rows redrawn in place, the answer folded into one line at the end."""

    def __init__(self):
        self.rows = 0
        self.cur = (0, 0)

    def draw(self, rows, cur):
        # back to the first row of what was drawn (rows wrap at the
        # terminal's width, as prompt_toolkit counts them)
        if self.cur[0] > 0:
            out(ESC + "%dA" % self.cur[0])
        out("\r" + ESC + "J")
        out("\r\n".join(rows))
        width = os.get_terminal_size(sys.stdout.fileno()).columns
        tall = [max(1, -(-visible(r) // width)) for r in rows]
        row = sum(tall[:cur[0]]) + cur[1] // width
        last = sum(tall) - 1
        if last - row > 0:
            out(ESC + "%dA" % (last - row))
        out("\r")
        if cur[1] % width > 0:
            out(ESC + "%dC" % (cur[1] % width))
        self.rows, self.cur = len(rows), (row, 0)

    def done(self, q, answer):
        self.draw([QMARK + "?" + RESET + BOLD + " " + q + " " + RESET + " " + ORANGE + answer + RESET], (0, 0))
        out("\r\n")
        self.rows, self.cur = 0, (0, 0)


def w_head(q):
    return QMARK + "?" + RESET + BOLD + " " + q + " " + RESET


def w_confirm(k, q, default):
    ui = Inline()
    hint = "(Y/n)" if default else "(y/N)"
    ui.draw([w_head(q) + hint + " "], (0, len("? " + q + " " + hint + " ")))
    while True:
        c = k.key()
        if c in ("y", "Y"):
            v = True
            break
        if c in ("n", "N"):
            v = False
            break
        if c == "enter":
            v = default
            break
    ui.done(q, "Yes" if v else "No")
    return v


def w_input(k, q, password=False):
    ui = Inline()
    typed = ""
    while True:
        shown = "*" * len(typed) if password else typed
        ui.draw([w_head(q) + shown], (0, len("? " + q + " ") + len(shown)))
        c = k.key()
        if c == "enter" and typed:
            break
        if c == "backspace":
            typed = typed[:-1]
        elif len(c) == 1 and c.isprintable():
            typed += c
    ui.done(q, "*" * len(typed) if password else typed)
    return typed


def w_list(k, q, choices):
    ui = Inline()
    idx = 0
    while True:
        rows = [w_head(q) + " (Use arrow keys)"]
        for i, c in enumerate(choices):
            rows.append(ORANGE + " \u276f " + c + RESET if i == idx else "   " + c)
        ui.draw(rows, (1 + idx, 0))
        c = k.key()
        if c == "up":
            idx = max(0, idx - 1)
        elif c == "down":
            idx = min(len(choices) - 1, idx + 1)
        elif c == "enter":
            break
    ui.done(q, choices[idx])
    return choices[idx]


def w_checkbox(k, q, groups):
    ui = Inline()
    items = []
    for title, names in groups:
        items.append((None, title))
        items += [(n, None) for n in names]
    picks = [i for i, it in enumerate(items) if it[0] is not None]
    pos, ticked = 0, set()
    while True:
        rows = [w_head(q) + " (<up>, <down> to move, <space> to select, <a> to toggle, <i> to invert)"]
        cur = 0
        for i, (name, title) in enumerate(items):
            if name is None:
                rows.append(GREY + "  " + title + RESET)
                continue
            here = i == picks[pos]
            mark = ORANGE + " \u276f" + RESET if here else "  "
            box = "\u25cf " if i in ticked else "\u25cb "
            rows.append(mark + box + name)
            if here:
                cur = len(rows) - 1
        # the question row wraps at 80 columns: one row more above
        ui.draw(rows, (cur, 0))
        c = k.key()
        if c == "up":
            pos = max(0, pos - 1)
        elif c == "down":
            pos = min(len(picks) - 1, pos + 1)
        elif c == " ":
            ticked ^= {picks[pos]}
        elif c == "enter":
            break
    names = [items[i][0] for i in sorted(ticked)]
    ui.done(q, ", ".join(names) if names else "done")
    return names


def whaaaaat():
    with Raw() as k:
        w_confirm(k, "Is this for delivery?", False)
        w_input(k, "What's your phone number")
        w_list(k, "What size do you need?", ["Large", "Medium", "Small"])
        w_checkbox(k, "Select toppings", [("= The Meats =", ["Ham", "Ground Meat", "Bacon"]),
                                          ("= The Cheeses =", ["Mozzarella", "Cheddar", "Parmesan"])])
        w_input(k, "Enter your card's security code", password=True)
    out("Order receipt:\n{'delivery': True, 'size': 'medium'}\n")
    idle()


# --- yaspin: a release script -----------------------------------------

CYAN = ESC + "36m"
GREEN = ESC + "32m"
FRAMES = "\u280b\u2819\u2839\u2838\u283c\u2834\u2826\u2827\u2807\u280f"


def spin(text, seconds):
    """yaspin's default dots, cyan, the cursor hidden, the line redrawn."""
    out(HIDE)
    end = time.time() + seconds
    i = 0
    while seconds < 0 or time.time() < end:
        out("\r" + CYAN + FRAMES[i % len(FRAMES)] + RESET + " " + text + ESC + "K")
        i += 1
        time.sleep(0.08)
    out("\r" + ESC + "K")


def yaspin():
    out("release.py \u2014 relay 0.4.1\n")
    spin("Building sdist and wheel", 6)
    out(GREEN + "\u2714" + RESET + " Building sdist and wheel\n")
    out("  dist/relay-0.4.1.tar.gz\n  dist/relay-0.4.1-py3-none-any.whl\n")
    spin("Checking the package index", 1)
    # sp.hidden(): the spinner's line cleared for input()
    out(SHOW)
    r = line("Upload 2 files to the package index? [y/N] ")
    if r.strip().lower() not in ("y", "yes"):
        out("Nothing uploaded.\n")
        idle()
        return
    spin("Uploading relay-0.4.1-py3-none-any.whl", -1)


def main():
    progs = {"pyinputplus": pyinputplus, "promptwithoptions": promptwithoptions,
             "enquiries": enquiries, "whaaaaat": whaaaaat, "yaspin": yaspin}
    try:
        progs[sys.argv[1]]()
    except KeyboardInterrupt:
        out(SHOW + "\n")


if __name__ == "__main__":
    main()
