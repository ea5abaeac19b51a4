#!/usr/bin/env python3
"""The threehundredthirtyeighth set's imitations of four CLI wizards that
draw their prompts inline on the main screen with renderers of their own
(not Ink, not Bubble Tea): knope's document-change (Rust, inquire),
convco's commit (Rust, dialoguer's colorful theme), thirdweb's create app
(Node, prompts and an ora spinner) and Storyblok's CLI login (Node,
@inquirer/prompts). Each is drawn from its documentation, source and
screenshots as known: its words, pointers, check boxes, hint rows,
colours and cursor. Keys are read raw a key at a time; a prompt once
answered is redrawn as one answered line, as each library does.

Usage: threehundredthirtyeighth_wizards.py knope|convco|thirdweb|storyblok
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
UNDER = ESC + "4m"
GREEN = ESC + "32m"
YELLOW = ESC + "33m"
CYAN = ESC + "36m"
GREY = ESC + "90m"
LGREEN = ESC + "92m"
LCYAN = ESC + "96m"
HIDE = ESC + "?25l"
SHOW = ESC + "?25h"


def out(s):
    sys.stdout.write(s)
    sys.stdout.flush()


class Inline:
    """Draws a block of lines in place under what is already printed,
    as the prompt libraries do: up over the last block, clear, redraw."""

    def __init__(self):
        self.lines = 0
        self.row = 0  # row of the cursor within the block

    def draw(self, lines, cursor_row=None, cursor_col=None, hide=False):
        if self.row:
            out(ESC + "%dA" % self.row)
        out("\r" + ESC + "J")
        out("\r\n".join(lines))
        self.lines = len(lines)
        self.row = len(lines) - 1
        if cursor_row is not None:
            up = self.row - cursor_row
            if up:
                out(ESC + "%dA" % up)
            out("\r")
            if cursor_col:
                out(ESC + "%dC" % cursor_col)
            self.row = cursor_row
        out(HIDE if hide else SHOW)

    def done(self, lines):
        self.draw(lines)
        out("\r\n")
        self.lines = 0
        self.row = 0


PENDING = []
NAMES = {"\x1b[A": "up", "\x1b[B": "down", "\x1b[C": "right", "\x1b[D": "left",
         "\x1bOA": "up", "\x1bOB": "down", "\x1bOC": "right", "\x1bOD": "left",
         "\r": "enter", "\n": "enter", " ": "space", "\x7f": "bs", "\x08": "bs", "\t": "tab"}


def key():
    """The next key typed, however many came in one read."""
    if not PENDING:
        b = os.read(0, 64).decode("utf-8", "replace")
        i = 0
        while i < len(b):
            if b[i] == "\x1b" and i + 2 < len(b) and b[i + 1] in "[O":
                PENDING.append(b[i:i + 3])
                i += 3
            else:
                PENDING.append(b[i])
                i += 1
    k = PENDING.pop(0)
    if k == "\x03":
        out(SHOW + "\r\n")
        sys.exit(130)
    return NAMES.get(k, k)


def visible(s):
    """How many columns s takes, its escapes aside."""
    n, i = 0, 0
    while i < len(s):
        if s[i] == "\x1b":
            while i < len(s) and not s[i].isalpha():
                i += 1
            i += 1
            continue
        n += 1
        i += 1
    return n


def spin(line):
    """Turns a braille frame before line until killed."""
    frames = "⠋⠙⠹⠸⠼⠴⠦⠧⠇⠏"
    out(HIDE)
    i = 0
    while True:
        out("\r" + ESC + "K" + CYAN + frames[i % len(frames)] + RESET + " " + line)
        i += 1
        time.sleep(0.08)


# --- knope (inquire's default render config) --------------------------


def inquire_answered(q, a):
    return LGREEN + ">" + RESET + " " + q + " " + LCYAN + a + RESET


def inquire_multiselect(q, opts):
    ui, at, ticked = Inline(), 0, set()
    help_ = "[↑↓ to move, space to select one, → to all, ← to none, type to filter]"
    while True:
        lines = [LGREEN + "?" + RESET + " " + q + " "]
        for i, o in enumerate(opts):
            box = "[x]" if i in ticked else "[ ]"
            if i == at:
                lines.append(LCYAN + "> " + box + " " + o + RESET)
            else:
                lines.append("  " + box + " " + o)
        lines.append(LCYAN + help_ + RESET)
        ui.draw(lines, 0, visible(lines[0]))
        k = key()
        if k == "up":
            at = (at - 1) % len(opts)
        elif k == "down":
            at = (at + 1) % len(opts)
        elif k == "space":
            ticked ^= {at}
        elif k == "right":
            ticked = set(range(len(opts)))
        elif k == "left":
            ticked = set()
        elif k == "enter":
            ui.done([inquire_answered(q, ", ".join(o for i, o in enumerate(opts) if i in ticked))])
            return


def inquire_select(q, opts):
    ui, at = Inline(), 0
    while True:
        lines = [LGREEN + "?" + RESET + " " + q + " "]
        for i, o in enumerate(opts):
            lines.append((LCYAN + "> " + o + RESET) if i == at else "  " + o)
        lines.append(LCYAN + "[↑↓ to move, enter to select, type to filter]" + RESET)
        ui.draw(lines, 0, visible(lines[0]))
        k = key()
        if k == "up":
            at = (at - 1) % len(opts)
        elif k == "down":
            at = (at + 1) % len(opts)
        elif k == "enter":
            ui.done([inquire_answered(q, opts[at])])
            return


def inquire_text(q, placeholder):
    ui, s = Inline(), ""
    while True:
        head = LGREEN + "?" + RESET + " " + q + " "
        line = head + (s if s else DIM + placeholder + RESET)
        ui.draw([line], 0, visible(head) + len(s))
        k = key()
        if k == "space":
            k = " "
        if k == "enter":
            ui.done([inquire_answered(q, s)])
            return
        if k == "bs":
            s = s[:-1]
        elif len(k) == 1 and k.isprintable():
            s += k


def knope():
    inquire_multiselect("Which packages does this change affect?", ["knope", "knope-versioning", "knope-config"])
    inquire_select("What type of change is this for knope?", ["major", "minor", "patch"])
    inquire_text("What is a short summary of this change?", "e.g. Added a new flag")
    out("Created change file .changeset/support_workspaces.md\r\n")


# --- convco (dialoguer's ColorfulTheme) --------------------------------


def dl_head(q):
    return YELLOW + "?" + RESET + " " + BOLD + q + RESET + " " + GREY + "›" + RESET + " "


def dl_answered(q, a):
    return GREEN + "✔" + RESET + " " + BOLD + q + RESET + " " + GREY + "·" + RESET + " " + GREEN + a + RESET


def dl_select(q, opts):
    ui, at = Inline(), 0
    while True:
        lines = [dl_head(q)]
        for i, o in enumerate(opts):
            lines.append((GREEN + "❯" + RESET + " " + CYAN + o + RESET) if i == at else "  " + o)
        ui.draw(lines, hide=True)
        k = key()
        if k in ("up", "k"):
            at = (at - 1) % len(opts)
        elif k in ("down", "j"):
            at = (at + 1) % len(opts)
        elif k in ("enter", "space"):
            ui.done([dl_answered(q, opts[at])])
            return opts[at]


def dl_input(q):
    ui, s = Inline(), ""
    while True:
        line = dl_head(q) + s
        ui.draw([line], 0, visible(line))
        k = key()
        if k == "space":
            k = " "
        if k == "enter":
            ui.done([dl_answered(q, s)])
            return s
        if k == "bs":
            s = s[:-1]
        elif len(k) == 1 and k.isprintable():
            s += k


def dl_confirm(q, default):
    ui = Inline()
    line = YELLOW + "?" + RESET + " " + BOLD + q + RESET + " " + GREY + "(y/n)" + RESET + " " + GREY + "›" + RESET + " " + DIM + ("yes" if default else "no") + RESET
    ui.draw([line], hide=True)
    while True:
        k = key()
        if k in ("y", "n", "enter"):
            a = {"y": True, "n": False}.get(k, default)
            ui.done([dl_answered(q, "yes" if a else "no")])
            return a


def convco():
    t = dl_select("type", ["fix", "feat", "build", "chore", "ci", "docs", "style", "refactor", "perf", "test"])
    s = dl_input("scope")
    d = dl_input("description")
    dl_confirm("Is this a breaking change?", False)
    dl_input("issues")
    out("[main 4e1c9a2] %s%s: %s\r\n" % (t, "(%s)" % s if s else "", d))


# --- thirdweb (terkelg's prompts, ora) ---------------------------------


def pr_answered(q, a):
    return GREEN + "✔" + RESET + " " + BOLD + q + RESET + " " + GREY + "…" + RESET + " " + a


def pr_text(q, initial):
    ui, s = Inline(), ""
    while True:
        head = CYAN + "?" + RESET + " " + BOLD + q + RESET + " " + GREY + "›" + RESET + " "
        line = head + (s if s else GREY + initial + RESET)
        ui.draw([line], 0, visible(head) + len(s))
        k = key()
        if k == "space":
            k = " "
        if k == "enter":
            ui.done([pr_answered(q, s or initial)])
            return s or initial
        if k == "bs":
            s = s[:-1]
        elif len(k) == 1 and k.isprintable():
            s += k


def pr_select(q, opts):
    ui, at = Inline(), 0
    while True:
        lines = [CYAN + "?" + RESET + " " + BOLD + q + RESET + " " + GREY + "›" + RESET + " " + GREY + "- Use arrow-keys. Return to submit." + RESET]
        for i, o in enumerate(opts):
            if i == at:
                lines.append(CYAN + "❯" + RESET + "   " + CYAN + UNDER + o + RESET)
            else:
                lines.append("    " + o)
        ui.draw(lines, hide=True)
        k = key()
        if k == "up":
            at = (at - 1) % len(opts)
        elif k in ("down", "tab"):
            at = (at + 1) % len(opts)
        elif k == "enter":
            ui.done([pr_answered(q, opts[at])])
            return opts[at]


def thirdweb():
    out("\r\n" + BOLD + "    thirdweb" + RESET + " " + GREY + "v0.14.12" + RESET + "\r\n\r\n")
    name = pr_text("What is your project named?", "thirdweb-app")
    pr_select("What framework do you want to use?", ["Next.js", "Vite", "React Native", "Express", "Node", "Hono"])
    out("\r\nCreating a new thirdweb project in " + GREEN + "/home/ada/" + name + RESET + ".\r\n\r\n")
    out("Installing packages. This might take a couple of minutes.\r\n\r\n")
    spin("Installing dependencies...")


# --- storyblok (@inquirer/prompts) --------------------------------------


def iq_answered(q, a):
    return GREEN + "✔" + RESET + " " + BOLD + q + RESET + " " + CYAN + a + RESET


def iq_select(q, opts):
    ui, at = Inline(), 0
    while True:
        lines = [GREEN + "?" + RESET + " " + BOLD + q + RESET]
        for i, o in enumerate(opts):
            lines.append((CYAN + "❯ " + o + RESET) if i == at else "  " + o)
        lines.append(DIM + "↑↓ navigate • ⏎ select" + RESET)
        ui.draw(lines, hide=True)
        k = key()
        if k in ("up", "k"):
            at = (at - 1) % len(opts)
        elif k in ("down", "j"):
            at = (at + 1) % len(opts)
        elif k == "enter":
            ui.done([iq_answered(q, opts[at])])
            return opts[at]


def iq_input(q, mask=False):
    ui, s = Inline(), ""
    while True:
        head = GREEN + "?" + RESET + " " + BOLD + q + RESET + " "
        shown = "*" * len(s) if mask else CYAN + s + RESET
        ui.draw([head + shown], 0, visible(head) + len(s))
        k = key()
        if k == "space":
            k = " "
        if k == "enter":
            ui.done([iq_answered(q, "*" * len(s) if mask else s)])
            return s
        if k == "bs":
            s = s[:-1]
        elif len(k) == 1 and k.isprintable():
            s += k


def storyblok():
    out(BOLD + " Storyblok CLI " + RESET + GREY + "v4.6.2" + RESET + "\r\n\r\n")
    iq_select("How would you like to login?", ["With email", "With Token"])
    iq_input("Please enter your email address:")
    iq_input("Please enter your password:", mask=True)
    iq_select("Please select the region you would like to work in:", ["Europe", "United States", "Canada", "Australia", "China"])
    spin("Logging in...")


def main():
    tool = sys.argv[1] if len(sys.argv) > 1 else "knope"
    fd = 0
    old = termios.tcgetattr(fd)
    tty.setraw(fd)
    try:
        {"knope": knope, "convco": convco, "thirdweb": thirdweb, "storyblok": storyblok}[tool]()
    finally:
        termios.tcsetattr(fd, termios.TCSADRAIN, old)
        out(SHOW)


if __name__ == "__main__":
    main()
