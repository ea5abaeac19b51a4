#!/usr/bin/env python3
"""The hundredthirtyfourth set's imitations: each prints, on the main
screen, what a command-line tool written with a prompt library of another
language (Rust, Go, Python, PowerShell, Java) prints at one of its
questions. The first argument names the tool imitated."""
import getpass
import sys
import termios
import tty

BOLD, DIM, RESET = "\x1b[1m", "\x1b[2m", "\x1b[0m"
GREEN, YELLOW, CYAN, BLACK = "\x1b[32m", "\x1b[33m", "\x1b[36m", "\x1b[90m"
HIDE, SHOW = "\x1b[?25l", "\x1b[?25h"


def out(s):
    sys.stdout.write(s)
    sys.stdout.flush()


def ask(prompt):
    try:
        return input(prompt)
    except EOFError:
        sys.exit(0)


def wait_forever():
    try:
        sys.stdin.read()
    except KeyboardInterrupt:
        pass


class Raw:
    """The terminal raw, no echo, for a question read a key at a time."""

    def __enter__(self):
        self.fd = sys.stdin.fileno()
        self.old = termios.tcgetattr(self.fd)
        tty.setraw(self.fd)
        return self

    def __exit__(self, *a):
        termios.tcsetattr(self.fd, termios.TCSADRAIN, self.old)

    def key(self):
        ch = sys.stdin.read(1)
        if ch == "\x1b":
            nxt = sys.stdin.read(1)
            if nxt == "[":
                return {"A": "up", "B": "down", "C": "right", "D": "left"}.get(sys.stdin.read(1), "")
            return "esc"
        if ch == "\x03":
            raise KeyboardInterrupt
        return ch


class Drawn:
    """Rows redrawn in place: the cursor goes back up over the last draw."""

    def __init__(self):
        self.rows = 0
        self.back = 0

    def draw(self, rows, back=None):
        buf = ""
        if self.rows:
            buf += "\x1b[%dA" % (self.rows - 1 - self.back) if self.rows - 1 - self.back > 0 else ""
        buf += "\r\x1b[J" + "\r\n".join(rows)
        self.rows = len(rows)
        self.back = 0
        if back:
            # leave the cursor on an earlier row, at a column
            row, col = back
            up = len(rows) - 1 - row
            if up:
                buf += "\x1b[%dA" % up
            buf += "\r" + ("\x1b[%dC" % col if col else "")
            self.back = up
        out(buf)


# maturin-like: `maturin new relay`'s binding question (dialoguer's
# Select with the ColorfulTheme), the cursor hidden.
def maturin():
    opts = ["pyo3", "cffi", "uniffi", "bin"]
    sel = 0
    d = Drawn()
    out(HIDE)

    def rows():
        r = [YELLOW + BOLD + "?" + RESET + " " + BOLD + "🤷 Which kind of bindings to use?" + RESET,
             BOLD + "  📖 Documentation: https://maturin.rs/bindings.html" + RESET + " " + BLACK + "›" + RESET]
        for i, o in enumerate(opts):
            r.append((GREEN + "❯ " + o + RESET) if i == sel else ("  " + o))
        return r

    with Raw() as t:
        d.draw(rows())
        while True:
            k = t.key()
            if k in ("down", "j"):
                sel = (sel + 1) % len(opts)
            elif k in ("up", "k"):
                sel = (sel - 1) % len(opts)
            d.draw(rows())


# cargo-dist-like: `cargo dist init`'s platforms (dialoguer's MultiSelect
# with the ColorfulTheme: ✔ ticked, ⬚ not), the cursor hidden.
def cargo_dist():
    print("let's setup your cargo-dist config...")
    print()
    opts = ["Apple Silicon macOS (aarch64-apple-darwin)", "Intel macOS (x86_64-apple-darwin)",
            "x64 Windows (x86_64-pc-windows-msvc)", "x64 Linux (x86_64-unknown-linux-gnu)",
            "ARM64 Linux (aarch64-unknown-linux-gnu)", "x64 Linux static (x86_64-unknown-linux-musl)"]
    ticked = [True, True, True, True, False, False]
    sel = 0
    d = Drawn()
    out(HIDE)

    def rows():
        r = [YELLOW + BOLD + "?" + RESET + " " + BOLD + "what platforms do you want to build for?" + RESET,
             BOLD + "(select with arrow keys and space, submit with enter)" + RESET + " " + BLACK + "›" + RESET]
        for i, o in enumerate(opts):
            box = (GREEN + "✔" + RESET) if ticked[i] else (BLACK + "⬚" + RESET)
            head = (GREEN + "❯" + RESET) if i == sel else " "
            r.append(head + " " + box + " " + o)
        return r

    with Raw() as t:
        d.draw(rows())
        while True:
            k = t.key()
            if k == "down":
                sel = (sel + 1) % len(opts)
            elif k == "up":
                sel = (sel - 1) % len(opts)
            elif k == " ":
                ticked[sel] = not ticked[sel]
            d.draw(rows())


def filtered_select(head, help_row, opts, pointer, colour, hint_after_query):
    """A select that filters its options by what is typed (inquire's and
    survey's), the cursor shown after the query on the question's row."""
    query = ""
    sel = 0
    d = Drawn()

    def shown():
        return [o for o in opts if query.lower() in o.lower()]

    def rows():
        q = head + query
        col = len(strip(q))
        if hint_after_query:
            q += "  " + help_row
        r = [q]
        for i, o in enumerate(shown()):
            r.append((colour + pointer + " " + o + RESET) if i == sel else ("  " + o))
        if not hint_after_query:
            r.append(CYAN + help_row + RESET)
        return r, col

    with Raw() as t:
        while True:
            r, col = rows()
            d.draw(r, back=(0, col))
            k = t.key()
            n = len(shown())
            if k == "down" and n:
                sel = (sel + 1) % n
            elif k == "up" and n:
                sel = (sel - 1) % n
            elif k in ("\x7f", "\b"):
                query, sel = query[:-1], 0
            elif len(k) == 1 and k.isprintable():
                query, sel = query + k, 0


def strip(s):
    import re
    return re.sub(r"\x1b\[[0-9;?]*[A-Za-z]", "", s)


# railway-like: `railway link`'s project (inquire's Select: type to
# filter, its help row under the options).
def railway():
    print(GREEN + ">" + RESET + " Select a workspace " + CYAN + "Ada's Projects" + RESET)
    filtered_select(GREEN + "?" + RESET + " Select a project ", "[↑↓ to move, enter to select, type to filter]",
                    ["relay-api", "relay-web", "staging-tools", "docs-site", "webhooks-worker"], ">", CYAN, False)


# doppler-like: `doppler setup`'s project (survey's Select: its hint on
# the question's row, type to filter).
def doppler():
    filtered_select(GREEN + "?" + RESET + " " + BOLD + "Select a project:" + RESET + " ", CYAN + "[Use arrows to move, type to filter]" + RESET,
                    ["backend", "example-project", "frontend", "mobile"], ">", CYAN + BOLD, True)


# infisical-like: `infisical init`'s organization (promptui's Select: ▸
# before the highlighted one, the cursor hidden).
def infisical():
    opts = ["Relay Team", "Ada's Organization", "Sandbox"]
    sel = 0
    d = Drawn()
    out(HIDE)

    def rows():
        r = [CYAN + "Use the arrow keys to navigate: ↓ ↑ → ← " + RESET,
             CYAN + "?" + RESET + " Which Infisical organization would you like to select a project from?: "]
        for i, o in enumerate(opts):
            r.append(("  ▸ " + BOLD + o + RESET) if i == sel else ("    " + o))
        return r

    with Raw() as t:
        d.draw(rows())
        while True:
            k = t.key()
            if k in ("down", "j"):
                sel = min(sel + 1, len(opts) - 1)
            elif k in ("up", "k"):
                sel = max(sel - 1, 0)
            d.draw(rows())


# chalice-like: `chalice new-project` (python-inquirer): its name, then
# its project type ( > before the highlighted one).
def chalice():
    for row in [
        "   ___  _  _    _    _     ___  ___  ___ ",
        "  / __|| || |  /_\\  | |   |_ _|/ __|| __|",
        " | (__ | __ | / _ \\ | |__  | || (__ | _| ",
        "  \\___||_||_|/_/ \\_\\|____||___|\\___||___|",
        "",
        "",
        "The python serverless microframework for AWS allows",
        "you to quickly create and deploy applications using",
        "Amazon API Gateway and AWS Lambda.",
        "",
        "Please enter the project name",
    ]:
        print(row)
    ask("[" + YELLOW + "?" + RESET + "] Enter the project name: ")
    opts = ["REST API", "S3 Event Handler", "Lambda Functions only", "Legacy REST API Template", "[CDK] Rest API with a DynamoDB table"]
    sel = 0
    d = Drawn()
    out(HIDE)

    def rows():
        r = ["[" + YELLOW + "?" + RESET + "] Select your project type: " + opts[sel]]
        for i, o in enumerate(opts):
            r.append((" " + YELLOW + "> " + o + RESET) if i == sel else ("   " + o))
        return r

    with Raw() as t:
        d.draw(rows())
        while True:
            k = t.key()
            if k == "down":
                sel = min(sel + 1, len(opts) - 1)
            elif k == "up":
                sel = max(sel - 1, 0)
            d.draw(rows())


# hatch-like: `hatch new -i` (click's prompts: a default in brackets).
def hatch():
    ask("Project name: ")
    ask("Description []: ")
    wait_forever()


# twine-like: `twine upload dist/*`'s token, with echo off (getpass).
def twine():
    print("Uploading distributions to https://upload.pypi.org/legacy/")
    getpass.getpass("Enter your API token: ")
    wait_forever()


# pwsh-like: PowerShell's Install-Module from an untrusted repository, and
# Read-Host -AsSecureString's password masked with stars.
def pwsh():
    what = sys.argv[2] if len(sys.argv) > 2 else "install"
    print("PowerShell 7.4.6")
    print()
    if what == "install":
        print("PS /home/ada> Install-Module -Name Pester")
        print()
        print("Untrusted repository")
        print("You are installing the modules from an untrusted repository. If you trust this repository, change its InstallationPolicy value by running the Set-PSRepository cmdlet. Are you sure you want to install the modules from 'PSGallery'?")
        ask("[Y] Yes  [A] Yes to All  [N] No  [L] No to All  [S] Suspend  [?] Help (default is \"N\"): ")
        wait_forever()
        return
    out("PS /home/ada> $password = Read-Host -AsSecureString \"Enter the certificate password\"\r\n")
    out("Enter the certificate password: ")
    with Raw() as t:
        while True:
            k = t.key()
            if k in ("\r", "\n"):
                out("\r\n")
                break
            if len(k) == 1 and k.isprintable():
                out("*")
    wait_forever()


# liquibase-like: `liquibase init project`'s first question.
def liquibase():
    print("####################################################")
    print("##   _     _             _ _                      ##")
    print("##  | |   (_)           (_) |                     ##")
    print("##  | |    _  __ _ _   _ _| |__   __ _ ___  ___   ##")
    print("##  | |   | |/ _` | | | | | '_ \\ / _` / __|/ _ \\  ##")
    print("##  | |___| | (_| | |_| | | |_) | (_| \\__ \\  __/  ##")
    print("##  \\_____/_|\\__, |\\__,_|_|_.__/ \\__,_|___/\\___|  ##")
    print("##              | |                               ##")
    print("##              |_|                               ##")
    print("####################################################")
    print("Starting Liquibase at 03:20:11 (version 4.29.2 #3683 built at 2024-08-29 16:45+0000)")
    ask("Setup new liquibase.properties, flowfile, and sample changelog? Enter (Y)es with defaults, yes with (C)ustomization, or (N)o. [Y]: ")
    wait_forever()


def main():
    try:
        {"maturin": maturin, "cargo-dist": cargo_dist, "railway": railway, "doppler": doppler,
         "infisical": infisical, "chalice": chalice, "hatch": hatch, "twine": twine,
         "pwsh": pwsh, "liquibase": liquibase}[sys.argv[1]]()
    except KeyboardInterrupt:
        pass
    finally:
        out(SHOW)


main()
