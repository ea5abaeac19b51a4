#!/usr/bin/env python3
"""The hundredfortyeighth set's imitations: each draws, on the main screen,
what a prompt widget of a terminal prompt library of Rust, Go, .NET or
Java draws at its moments (its glyphs, layout, colours, cursor and
terminal modes). The first argument names the library imitated."""
import getpass
import os
import sys
import termios
import tty

RESET = "\x1b[0m"
BOLD = "\x1b[1m"
DIM = "\x1b[2m"
REV = "\x1b[7m"
GREEN = "\x1b[32m"
CYAN = "\x1b[36m"
YELLOW = "\x1b[33m"
GREY = "\x1b[90m"
BLUE = "\x1b[34m"
MAGENTA = "\x1b[35m"
HIDE = "\x1b[?25l"
SHOW = "\x1b[?25h"


def out(s):
    sys.stdout.write(s)
    sys.stdout.flush()


def wait_forever():
    try:
        sys.stdin.read()
    except KeyboardInterrupt:
        pass
    sys.exit(0)


def ask(prompt):
    try:
        return input(prompt)
    except (EOFError, KeyboardInterrupt):
        sys.exit(0)


class Widget:
    """Draws a block of rows in place under what was printed before and
    reads keys in raw mode until the widget says it is done."""

    def __init__(self):
        self.at = 0  # the row of the block the cursor is on
        self.gen = None

    def draw(self, lines, cursor=None):
        s = "\r"
        if self.at:
            s += "\x1b[%dA" % self.at
        s += "\x1b[J" + "\r\n".join(lines)
        if cursor is None:
            s += HIDE
            self.at = len(lines) - 1
        else:
            row, col = cursor
            up = len(lines) - 1 - row
            if up:
                s += "\x1b[%dA" % up
            s += "\r"
            if col:
                s += "\x1b[%dC" % col
            s += SHOW
            self.at = row
        out(s)

    def finish(self, lines):
        self.draw(lines)
        out("\r\n" + SHOW)
        self.at = 0

    def keys(self):
        if self.gen is None:
            self.gen = self.read()
        return self.gen

    def read(self):
        fd = sys.stdin.fileno()
        while True:
            data = os.read(fd, 64).decode("utf-8", "replace")
            if not data:
                sys.exit(0)
            i = 0
            while i < len(data):
                if data[i] == "\x1b" and data[i + 1:i + 2] in ("[", "O") and i + 2 < len(data):
                    yield {"A": "up", "B": "down", "C": "right", "D": "left"}.get(data[i + 2], "")
                    i += 3
                    continue
                yield data[i]
                i += 1


def raw(f):
    fd = sys.stdin.fileno()
    old = termios.tcgetattr(fd)
    tty.setraw(fd)
    try:
        return f()
    finally:
        termios.tcsetattr(fd, termios.TCSADRAIN, old)
        out(SHOW)


def interrupt(k):
    if k in ("\x03", "\x04"):
        out(SHOW + "\r\n")
        raise SystemExit(130)


# promptuity-like: Rust's promptuity with its Fancy theme, a project
# scaffolder asking a name (a dim placeholder), a framework (● / ○) and
# whether to initialise git (● Yes / ○ No).
def promptuity():
    w = Widget()
    bar = GREY + "│" + RESET
    out(GREY + "┌" + RESET + "  " + REV + " relay-new " + RESET + "\r\n" + bar + "\r\n")

    def ask_text():
        text = ""
        while True:
            shown = text if text else DIM + "my-relay" + RESET
            w.draw([CYAN + "◆" + RESET + "  " + BOLD + "Project name" + RESET,
                    CYAN + "│" + RESET + "  " + shown,
                    CYAN + "└" + RESET], (1, 3 + len(text)))
            for k in w.keys():
                interrupt(k)
                if k in "\r\n" and text:
                    w.finish([GREEN + "◇" + RESET + "  Project name", bar + "  " + DIM + text + RESET, bar])
                    return text
                if k == "\x7f":
                    text = text[:-1]
                elif len(k) == 1 and k.isprintable():
                    text += k
                break

    def ask_select(q, opts):
        sel = 0
        while True:
            rows = [CYAN + "◆" + RESET + "  " + BOLD + q + RESET]
            for i, o in enumerate(opts):
                if i == sel:
                    rows.append(CYAN + "│" + RESET + "  " + GREEN + "●" + RESET + " " + o)
                else:
                    rows.append(CYAN + "│" + RESET + "  " + DIM + "○ " + o + RESET)
            rows.append(CYAN + "└" + RESET)
            w.draw(rows)
            for k in w.keys():
                interrupt(k)
                if k in ("down", "j"):
                    sel = (sel + 1) % len(opts)
                elif k in ("up", "k"):
                    sel = (sel - 1) % len(opts)
                elif k in "\r\n":
                    w.finish([GREEN + "◇" + RESET + "  " + q, bar + "  " + DIM + opts[sel] + RESET, bar])
                    return opts[sel]
                break

    def ask_confirm(q):
        yes = True
        while True:
            y = (GREEN + "●" + RESET + " Yes") if yes else (DIM + "○ Yes" + RESET)
            n = (GREEN + "●" + RESET + " No") if not yes else (DIM + "○ No" + RESET)
            w.draw([CYAN + "◆" + RESET + "  " + BOLD + q + RESET,
                    CYAN + "│" + RESET + "  " + y + DIM + " / " + RESET + n,
                    CYAN + "└" + RESET])
            for k in w.keys():
                interrupt(k)
                if k in ("left", "right", "h", "l"):
                    yes = not yes
                elif k in "yY":
                    yes = True
                elif k in "nN":
                    yes = False
                elif k in "\r\n":
                    w.finish([GREEN + "◇" + RESET + "  " + q, bar + "  " + DIM + ("Yes" if yes else "No") + RESET, bar])
                    return yes
                break

    def flow():
        ask_text()
        ask_select("Which web framework?", ["axum", "actix-web", "rocket", "warp"])
        ask_confirm("Initialize a git repository?")
        out(GREY + "└" + RESET + "  Done! cd relay && cargo run\r\n")

    raw(flow)
    wait_forever()


# promkit-like: Rust's promkit, its readline (a bold title over `❯❯ `)
# and its listbox (`❯ ` before the highlighted row).
def promkit():
    w = Widget()

    def readline():
        text = ""
        while True:
            w.draw([BOLD + "What is your name?" + RESET, DIM + "❯❯ " + RESET + text], (1, 3 + len(text)))
            for k in w.keys():
                interrupt(k)
                if k in "\r\n":
                    w.finish([BOLD + "What is your name?" + RESET, DIM + "❯❯ " + RESET + text])
                    return text
                if k == "\x7f":
                    text = text[:-1]
                elif len(k) == 1 and k.isprintable():
                    text += k
                break

    def listbox():
        opts = ["red", "green", "blue", "yellow", "purple"]
        sel = 0
        while True:
            rows = [BOLD + "What's your favorite color?" + RESET]
            for i, o in enumerate(opts):
                rows.append(("❯ " + o) if i == sel else ("  " + o))
            w.draw(rows)
            for k in w.keys():
                interrupt(k)
                if k == "down":
                    sel = min(sel + 1, len(opts) - 1)
                elif k == "up":
                    sel = max(sel - 1, 0)
                elif k in "\r\n":
                    w.finish(rows[:1] + ["❯ " + opts[sel]])
                    return opts[sel]
                break

    def flow():
        readline()
        listbox()
        out("result: blue\r\n")

    raw(flow)
    wait_forever()


# asky-like: Rust's asky, its `?` glyph and `›` pointer: a multi-select
# of boxes ([ ] / [x]) and then a password drawn as dots.
def asky():
    w = Widget()

    def multiselect():
        opts = ["Rust", "Go", "C#", "Java", "Ruby"]
        sel, ticked = 0, set()
        q = "What languages do you know?"
        while True:
            rows = [CYAN + "?" + RESET + " " + BOLD + q + RESET + " " + GREY + "[space to toggle, enter to submit]" + RESET]
            for i, o in enumerate(opts):
                box = "[x]" if i in ticked else "[ ]"
                if i == sel:
                    rows.append(CYAN + "› " + box + " " + o + RESET)
                else:
                    rows.append("  " + (GREEN if i in ticked else "") + box + RESET + " " + o)
            w.draw(rows)
            for k in w.keys():
                interrupt(k)
                if k == "down":
                    sel = min(sel + 1, len(opts) - 1)
                elif k == "up":
                    sel = max(sel - 1, 0)
                elif k == " ":
                    ticked ^= {sel}
                elif k in "\r\n":
                    chosen = ", ".join(o for i, o in enumerate(opts) if i in ticked)
                    w.finish([GREEN + "✓" + RESET + " " + BOLD + q + RESET + " " + CYAN + chosen + RESET])
                    return
                break

    def password():
        text = ""
        q = "Enter your password"
        while True:
            w.draw([CYAN + "?" + RESET + " " + BOLD + q + RESET + " " + GREY + "›" + RESET + " " + "•" * len(text)], (0, len(q) + 5 + len(text)))
            for k in w.keys():
                interrupt(k)
                if k in "\r\n":
                    w.finish([GREEN + "✓" + RESET + " " + BOLD + q + RESET + " " + GREY + "›" + RESET + " " + "•" * len(text)])
                    return
                if k == "\x7f":
                    text = text[:-1]
                elif len(k) == 1 and k.isprintable():
                    text += k
                break

    def flow():
        multiselect()
        password()

    raw(flow)
    wait_forever()


# go-interact-like: Go's go-interact (vito's), line by line: numbered
# choices and `choose (1):`, a `[yN]` bool, a password with echo off.
def gointeract():
    print("deploy target:")
    print("1: staging")
    print("2: production")
    print("3: canary")
    ask("choose (1): ")
    ask("really deploy to production? [yN]: ")
    getpass.getpass("vault password: ")
    wait_forever()


# mcmaster-like: .NET's McMaster.Extensions.CommandLineUtils Prompt
# (GetString with its default in brackets, GetPassword echoing `*`,
# GetYesNo's `[y/N]`), the prompts in their colour.
def mcmaster():
    print("Publishing relay 1.4.0 to the package feed.")
    ask(YELLOW + "Release notes title [Relay 1.4.0]" + RESET + " ")

    def pw():
        text = ""
        out(YELLOW + "API key:" + RESET + " ")
        fd = sys.stdin.fileno()
        while True:
            data = os.read(fd, 64).decode("utf-8", "replace")
            for k in data:
                interrupt(k)
                if k in "\r\n":
                    out("\r\n")
                    return text
                if k == "\x7f":
                    if text:
                        text = text[:-1]
                        out("\b \b")
                elif k.isprintable():
                    text += k
                    out("*")

    raw(pw)
    ask(YELLOW + "Push the package now? [y/N]" + RESET + " ")
    wait_forever()


# inquirercs-like: .NET's InquirerCS, a Spectre-like list (`>` and the
# row in cyan) and its checkbox list (`[x]` / `[ ]`), cursor hidden.
def inquirercs():
    w = Widget()

    def select():
        q = "Which environment do you want to deploy to?"
        opts = ["Development", "Staging", "Production"]
        sel = 0
        while True:
            rows = [GREEN + "[?]" + RESET + " " + q]
            for i, o in enumerate(opts):
                rows.append((CYAN + "> " + o + RESET) if i == sel else ("  " + o))
            rows.append("")
            rows.append(GREY + "(Move up and down to reveal more choices)" + RESET)
            w.draw(rows)
            for k in w.keys():
                interrupt(k)
                if k == "down":
                    sel = (sel + 1) % len(opts)
                elif k == "up":
                    sel = (sel - 1) % len(opts)
                elif k in "\r\n":
                    w.finish([GREEN + "[?]" + RESET + " " + q + " " + CYAN + opts[sel] + RESET])
                    return
                break

    def checkbox():
        q = "Which services should be restarted?"
        opts = ["api", "worker", "scheduler", "gateway"]
        sel, ticked = 0, {1}
        while True:
            rows = [GREEN + "[?]" + RESET + " " + q]
            for i, o in enumerate(opts):
                box = "[x]" if i in ticked else "[ ]"
                rows.append((CYAN + "> " + box + " " + o + RESET) if i == sel else ("  " + box + " " + o))
            rows.append("")
            rows.append(GREY + "(Press <space> to select, <enter> to accept)" + RESET)
            w.draw(rows)
            for k in w.keys():
                interrupt(k)
                if k == "down":
                    sel = (sel + 1) % len(opts)
                elif k == "up":
                    sel = (sel - 1) % len(opts)
                elif k == " ":
                    ticked ^= {sel}
                elif k in "\r\n":
                    w.finish([GREEN + "[?]" + RESET + " " + q])
                    return
                break

    def flow():
        select()
        checkbox()

    raw(flow)
    wait_forever()


# consoleui-like: Java's consoleui (inquirer-like): a `❯`
# list, `◉` / `◯` checkboxes, a `(y/N)` confirm.
def consoleui():
    w = Widget()
    print(BOLD + "Hello World! " + RESET + "Pizza order")

    def lst():
        q = "Which pizza do you want?"
        opts = ["Margherita", "Veneziana", "Hawai", "Quattro Stagioni"]
        sel = 0
        while True:
            rows = [GREEN + "? " + RESET + BOLD + q + RESET]
            for i, o in enumerate(opts):
                rows.append((CYAN + "❯ " + o + RESET) if i == sel else ("  " + o))
            w.draw(rows)
            for k in w.keys():
                interrupt(k)
                if k == "down":
                    sel = (sel + 1) % len(opts)
                elif k == "up":
                    sel = (sel - 1) % len(opts)
                elif k in "\r\n":
                    w.finish([GREEN + "? " + RESET + BOLD + q + RESET + " " + CYAN + opts[sel] + RESET])
                    return
                break

    def checkbox():
        q = "What do you want as extra toppings?"
        opts = ["Cheese", "Bacon", "Onions", "Olives"]
        sel, ticked = 0, set()
        while True:
            rows = [GREEN + "? " + RESET + BOLD + q + RESET]
            for i, o in enumerate(opts):
                mark = (GREEN + "◉" + RESET) if i in ticked else "◯"
                rows.append((CYAN + "❯" + RESET + mark + " " + o) if i == sel else (" " + mark + " " + o))
            w.draw(rows)
            for k in w.keys():
                interrupt(k)
                if k == "down":
                    sel = (sel + 1) % len(opts)
                elif k == "up":
                    sel = (sel - 1) % len(opts)
                elif k == " ":
                    ticked ^= {sel}
                elif k in "\r\n":
                    chosen = ", ".join(o for i, o in enumerate(opts) if i in ticked)
                    w.finish([GREEN + "? " + RESET + BOLD + q + RESET + " " + CYAN + chosen + RESET])
                    return
                break

    def confirm():
        q = "Is this pizza for delivery?"
        text = ""
        while True:
            w.draw([GREEN + "? " + RESET + BOLD + q + RESET + " (y/N) " + text], (0, len(q) + 9 + len(text)))
            for k in w.keys():
                interrupt(k)
                if k in "\r\n":
                    w.finish([GREEN + "? " + RESET + BOLD + q + RESET + " " + CYAN + ("Yes" if text.lower().startswith("y") else "No") + RESET])
                    return
                if k == "\x7f":
                    text = text[:-1]
                elif len(k) == 1 and k.isprintable():
                    text = k
                break

    def flow():
        lst()
        checkbox()
        confirm()

    raw(flow)
    wait_forever()


# picocli-like: Java's picocli asking an interactive option's value
# (`Enter value for --password (…): `), echo off.
def picocli():
    getpass.getpass("Enter value for --password (Passphrase of the keystore): ")
    print("Signing relay-1.4.0.jar with alias relay")
    wait_forever()


if __name__ == "__main__":
    {"promptuity": promptuity, "promkit": promkit, "asky": asky, "go-interact": gointeract, "mcmaster": mcmaster,
     "inquirercs": inquirercs, "consoleui": consoleui, "picocli": picocli}[sys.argv[1]]()
