#!/usr/bin/env python3
"""The threehundredtenth set's imitations: scaffolders and init wizards
drawn the way a prompt library that cannot run here draws its prompts
(its words, pointers, ticks, hint lines, colours, cursor and terminal
modes, from its documentation and source as known), on the main screen.
The first argument names the flow:

  promptplus   .NET's PromptPlus: an input with a default, a select with
               its description and tooltips, a multiselect, a masked
               date, a confirm; answered prompts stay above
  clypi        Python's clypi: line prompts with defaults in brackets, a
               parse error asked again, a masked password, a confirm, a
               spinner
  pzp          Python's pzp: an fzf-like picker below the cursor, a
               header, a filter typed at the prompt
  easyconsole  .NET's EasyConsole: numbered menu pages with a
               breadcrumb, an integer read again until it parses
"""
import os
import sys
import termios
import time
import tty

ESC = "\x1b["
RESET = ESC + "0m"
BOLD = ESC + "1m"
DIM = ESC + "2m"
REV = ESC + "7m"
RED = ESC + "31m"
GREEN = ESC + "32m"
YELLOW = ESC + "33m"
BLUE = ESC + "34m"
MAGENTA = ESC + "35m"
CYAN = ESC + "36m"
GRAY = ESC + "90m"
HIDE = ESC + "?25l"
SHOW = ESC + "?25h"
EL = ESC + "K"


def out(s):
    sys.stdout.write(s)
    sys.stdout.flush()


class Raw:
    """The terminal raw, keys read a key at a time."""

    def __enter__(self):
        self.fd = sys.stdin.fileno()
        self.old = termios.tcgetattr(self.fd)
        tty.setraw(self.fd)
        return self

    def __exit__(self, *a):
        termios.tcsetattr(self.fd, termios.TCSADRAIN, self.old)

    def key(self):
        b = os.read(self.fd, 1)
        if not b:
            sys.exit(0)
        if b == b"\x1b":
            seq = os.read(self.fd, 2)
            return {b"[A": "up", b"[B": "down", b"[C": "right", b"[D": "left"}.get(seq, "esc")
        if b in (b"\r", b"\n"):
            return "enter"
        if b == b"\x03":
            out(SHOW + RESET + "\r\n")
            raise SystemExit(130)
        if b == b"\x7f":
            return "backspace"
        if b == b" ":
            return "space"
        return b.decode("utf-8", "replace")


def idle():
    """Keep the last screen, reading nothing more."""
    try:
        while True:
            time.sleep(60)
    except KeyboardInterrupt:
        pass


def cooked_line(prompt):
    out(prompt)
    line = sys.stdin.readline()
    if not line:
        sys.exit(0)
    return line.rstrip("\n")


def up(n):
    return "\r" + (ESC + "%dA" % n if n else "")


# ---- PromptPlus (.NET): a prompt row `Message: answer`, a description
# row under it dim, then the control's rows and a dim tooltips row; an
# answered prompt folds to one row with a green tick; the cursor hidden
# in lists, shown in inputs.

def pp_done(msg, answer):
    return GREEN + "✓ " + RESET + msg + ": " + CYAN + answer + RESET + EL + "\r\n"


def pp_input(raw, msg, desc, default, tip):
    buf = ""
    while True:
        field = buf if buf else GRAY + default + RESET
        s = ESC + "J" + YELLOW + "? " + RESET + BOLD + msg + ": " + RESET + field + EL + "\r\n"
        s += DIM + desc + RESET + EL + "\r\n"
        s += DIM + tip + RESET + EL
        col = len("? " + msg + ": ") + len(buf)
        s += up(2) + ESC + "%dC" % col if col else up(2)
        out(s + SHOW)
        k = raw.key()
        out("\r")
        if k == "enter":
            out(ESC + "J")
            return buf or default
        if k == "backspace":
            buf = buf[:-1]
        elif k == "space":
            buf += " "
        elif len(k) == 1 and k.isprintable():
            buf += k


def pp_masked(raw, msg, desc, mask, tip):
    digits = ""
    while True:
        shown = ""
        d = iter(digits)
        for c in mask:
            if c == "_":
                shown += next(d, "_")
            else:
                shown += c
        s = ESC + "J" + YELLOW + "? " + RESET + BOLD + msg + ": " + RESET + shown + EL + "\r\n"
        s += DIM + desc + RESET + EL + "\r\n"
        s += DIM + tip + RESET + EL
        pos = 0
        n = 0
        for i, c in enumerate(mask):
            if c == "_":
                if n == len(digits):
                    pos = i
                    break
                n += 1
        else:
            pos = len(mask)
        col = len("? " + msg + ": ") + pos
        out(s + up(2) + ESC + "%dC" % col + SHOW)
        k = raw.key()
        out("\r")
        if k == "enter":
            out(ESC + "J")
            return shown
        if k == "backspace":
            digits = digits[:-1]
        elif k.isdigit() and len(digits) < mask.count("_"):
            digits += k


def pp_list(raw, msg, desc, items, multi, tip):
    sel = 0
    ticked = set()
    n = 0
    out(HIDE)
    while True:
        answer = ", ".join(items[i] for i in sorted(ticked)) if multi else items[sel]
        s = up(n) + ESC + "J"
        s += YELLOW + "? " + RESET + BOLD + msg + ": " + RESET + (CYAN + answer + RESET if multi or True else "") + EL + "\r\n"
        s += DIM + desc + RESET + EL + "\r\n"
        for i, it in enumerate(items):
            box = ("[x] " if i in ticked else "[ ] ") if multi else ""
            if i == sel:
                s += CYAN + "> " + box + it + RESET + EL + "\r\n"
            else:
                s += "  " + box + it + EL + "\r\n"
        s += DIM + tip + RESET + EL
        n = len(items) + 2
        out(s)
        k = raw.key()
        if k == "up":
            sel = (sel - 1) % len(items)
        elif k == "down":
            sel = (sel + 1) % len(items)
        elif k == "space" and multi:
            ticked ^= {sel}
        elif k == "enter":
            out(up(n) + ESC + "J" + SHOW)
            return answer


def pp_confirm(raw, msg, desc, tip):
    s = ESC + "J" + YELLOW + "? " + RESET + BOLD + msg + " (Y/n): " + RESET + EL + "\r\n"
    s += DIM + desc + RESET + EL + "\r\n" + DIM + tip + RESET + EL
    out(s + up(2) + ESC + "%dC" % len("? " + msg + " (Y/n): ") + SHOW)
    while True:
        k = raw.key()
        if k in ("y", "Y", "n", "N", "enter"):
            out("\r" + ESC + "J")
            return k


def promptplus():
    out(BOLD + "relay-scaffold 2.1.0" + RESET + " - new service project\r\n\r\n")
    with Raw() as raw:
        tip = "Tooltips: Enter accept | Esc abort | F1 help"
        name = pp_input(raw, "Project name", "The folder and the root namespace of the project",
                        "Relay.Api", tip)
        out(pp_done("Project name", name))
        fw = pp_list(raw, "Target framework", "The framework the project targets",
                     ["net8.0 (LTS)", "net9.0 (STS)", "net6.0 (out of support)"], False,
                     "Tooltips: ↑↓ move | Enter accept | Esc abort")
        out(pp_done("Target framework", fw))
        feats = pp_list(raw, "Features", "Pick the features to add to the project",
                        ["Docker support", "OpenAPI (Swagger)", "Health checks", "Unit tests (xUnit)"], True,
                        "Tooltips: ↑↓ move | Space toggle | Enter accept | Esc abort")
        out(pp_done("Features", feats or "none"))
        date = pp_masked(raw, "First release date", "Year, month and day (yyyy-MM-dd)", "____-__-__", tip)
        out(pp_done("First release date", date))
        pp_confirm(raw, "Create the project in ./" + name, "Files are written to the folder now", tip)
        out(SHOW + "Project created.\r\n")
    idle()


# ---- clypi (Python): `Message [default]: ` in cooked lines, a parse
# error in red with its reason and the prompt again, a password echoed
# as stars, `[y/N]` confirms, a braille spinner with its message.

def clypi():
    out(BOLD + MAGENTA + "ledger init" + RESET + " · set up a new ledger package\r\n\r\n")
    cooked_line(CYAN + "Package name" + RESET + " " + DIM + "[ledger]" + RESET + ": ")
    while True:
        v = cooked_line(CYAN + "Minimum test coverage (%)" + RESET + " " + DIM + "[80]" + RESET + ": ")
        if v == "" or v.isdigit():
            break
        out(RED + "Error: " + RESET + "could not parse '%s' as int\r\n" % v)
    with Raw() as raw:
        pw = ""
        label = CYAN + "PyPI token" + RESET + ": "
        out(label)
        while True:
            k = raw.key()
            if k == "enter":
                out("\r\n")
                break
            if k == "backspace":
                if pw:
                    pw = pw[:-1]
                    out("\b \b")
            elif len(k) == 1 and k.isprintable():
                pw += k
                out("*")
    v = cooked_line(CYAN + "Initialise a git repository?" + RESET + " " + DIM + "[y/N]" + RESET + ": ")
    out(HIDE)
    frames = "⠋⠙⠹⠸⠼⠴⠦⠧⠇⠏"
    i = 0
    start = time.time()
    while time.time() - start < 600:
        out("\r" + MAGENTA + frames[i % 10] + RESET + " Creating the virtual environment" + EL)
        i += 1
        time.sleep(0.1)
    out(SHOW + "\r\n")


# ---- pzp (Python): fzf-inspired, below the cursor (fullscreen=False),
# layout reverse-list: the header, the candidates from the top, the
# current one after `> ` on a grey bar, the info `  n/m` and the prompt
# `> ` at the bottom, the cursor after the filter.

TEMPLATES = [
    "fastapi-service     HTTP API on FastAPI and uvicorn",
    "flask-app           a Flask web application",
    "cli-tool            a command-line tool on argparse",
    "library             a plain package with tests",
    "django-site         a Django project with one app",
    "worker              a queue worker on RQ",
]


def pzp():
    out("scaffold: choose the template of the new project\r\n")
    height = 11
    out("\r\n" * height + ESC + "%dA" % height)
    with Raw() as raw:
        query = ""
        sel = 0
        while True:
            match = [t for t in TEMPLATES if all(w in t for w in query.split())]
            sel = min(sel, max(0, len(match) - 1))
            s = ESC + "J" + BOLD + "Select a template for the new project" + RESET + EL + "\r\n"
            for i in range(height - 3):
                if i < len(match):
                    if i == sel:
                        s += ESC + "48;5;236m" + RED + "> " + RESET + ESC + "48;5;236m" + BOLD + match[i] + RESET + EL
                    else:
                        s += "  " + match[i] + EL
                s += "\r\n"
            s += YELLOW + "  %d/%d" % (len(match), len(TEMPLATES)) + RESET + EL + "\r\n"
            s += BLUE + "> " + RESET + query + EL
            out(s + "\r" + ESC + "%dA" % (height - 1) + ESC + "%dB" % (height - 1) + ESC + "%dC" % (2 + len(query)))
            k = raw.key()
            out("\r" + ESC + "%dA" % (height - 1))
            if k == "enter":
                out(ESC + "J" + match[sel].split()[0] + "\r\n")
                break
            if k == "up":
                sel = max(0, sel - 1)
            elif k == "down":
                sel = min(len(match) - 1, sel + 1)
            elif k == "backspace":
                query = query[:-1]
            elif k == "space":
                query += " "
            elif len(k) == 1 and k.isprintable():
                query += k
                sel = 0
    idle()


# ---- EasyConsole (.NET): each page clears the screen, the program's
# title and a breadcrumb of pages, numbered options `1. Name` and
# `Choose an option: `; ints read again with `Please enter an integer`.

def ec_page(crumb, options):
    out(ESC + "H" + ESC + "2J")
    out("---- Relay setup ----\r\n" + crumb + "\r\n" + "-" * len(crumb) + "\r\n\r\n")
    for i, o in enumerate(options, 1):
        out("%d. %s\r\n" % (i, o))
    out("\r\n")
    while True:
        v = cooked_line("Choose an option: ")
        if v.isdigit() and 1 <= int(v) <= len(options):
            return int(v)
        out("Please enter an option between 1 and %d\r\n" % len(options))


def ec_int(prompt):
    v = cooked_line(prompt + ": ")
    while not v.strip().lstrip("-").isdigit():
        v = cooked_line("Please enter an integer: ")
    return int(v)


def easyconsole():
    ec_page("Main Page", ["Database", "Message queue", "Exit"])
    ec_page("Main Page > Database", ["PostgreSQL", "SQLite", "Back"])
    out(ESC + "H" + ESC + "2J")
    out("---- Relay setup ----\r\nMain Page > Database > PostgreSQL\r\n" + "-" * 33 + "\r\n\r\n")
    out("Host: localhost\r\n")
    ec_int("Port")
    cooked_line("Press any key to continue...")


def main():
    flow = sys.argv[1] if len(sys.argv) > 1 else ""
    {"promptplus": promptplus, "clypi": clypi, "pzp": pzp, "easyconsole": easyconsole}[flow]()


if __name__ == "__main__":
    main()
