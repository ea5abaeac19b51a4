#!/usr/bin/env python3
"""The hundredninetyseventh set's imitations: each draws, on the main
screen, what a version-control or package tool that cannot run here
draws at one of its interactive moments (its words, layout, defaults,
colours, cursor and terminal modes). The first argument names the tool
imitated."""
import os
import sys
import termios
import tty

ESC = "\x1b["
RESET = ESC + "0m"
BOLD = ESC + "1m"
DIM = ESC + "2m"
GREEN = ESC + "32m"
YELLOW = ESC + "33m"
BLUE = ESC + "34m"
CYAN = ESC + "36m"
GRAY = ESC + "90m"


def out(s):
    sys.stdout.write(s)
    sys.stdout.flush()


def wait_forever():
    try:
        sys.stdin.read()
    except KeyboardInterrupt:
        pass


class Raw:
    """The terminal in raw mode, no echo, as the prompt libraries set it."""

    def __enter__(self):
        self.fd = sys.stdin.fileno()
        self.saved = termios.tcgetattr(self.fd)
        tty.setraw(self.fd)
        return self

    def __exit__(self, *a):
        termios.tcsetattr(self.fd, termios.TCSADRAIN, self.saved)

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
            raise KeyboardInterrupt
        return b.decode("latin-1")


class Block:
    """Lines drawn in place and redrawn, as inquirer, survey, inquire,
    dialoguer and clack do: the cursor hidden, or left at a column of the
    block's first line."""

    def __init__(self):
        self.rows = 0  # rows the cursor sits below the block's top

    def draw(self, lines, cursor=None):
        s = "\r"
        if self.rows:
            s += ESC + "%dA" % self.rows
        s += ESC + "J" + "\r\n".join(lines)
        w = os.get_terminal_size(sys.stdout.fileno()).columns
        self.rows = sum(max(1, (visible(l) + w - 1) // w) for l in lines) - 1
        if cursor is None:
            s += ESC + "?25l"
        else:
            row, col = cursor
            up = len(lines) - 1 - row
            if up:
                s += ESC + "%dA" % up
            s += "\r"
            if col:
                s += ESC + "%dC" % col
            self.rows = row
            s += ESC + "?25h"
        out(s)

    def done(self, lines):
        self.draw(lines)
        out("\r\n" + ESC + "?25h")
        self.rows = 0


def visible(s):
    """The width of s without its escapes."""
    n, i = 0, 0
    while i < len(s):
        if s[i] == "\x1b":
            while i < len(s) and not s[i].isalpha():
                i += 1
        else:
            n += 1
        i += 1
    return n


# pacdiff-like: pacman-contrib's pacdiff, a .pacnew file at a time, its
# question read as a line.
def pacdiff():
    files = ["/etc/pacman.d/mirrorlist", "/etc/ssh/sshd_config", "/etc/locale.gen"]
    for f in files:
        out(BOLD + GREEN + "==>" + RESET + BOLD + " pacnew file found for " + f + RESET + "\n")
        while True:
            out(BOLD + BLUE + "::" + RESET + BOLD + " (V)iew, (M)erge, (S)kip, (R)emove pacnew, (O)verwrite with pacnew, (Q)uit: [v/m/s/r/o/q] " + RESET)
            try:
                c = input()
            except EOFError:
                sys.exit(0)
            if c.lower() in ("s", "q"):
                break
        if c.lower() == "q":
            break
    wait_forever()


# koji-like: koji's conventional commit, asked through inquire.
def koji():
    types = [
        ("feat", "A new feature"),
        ("fix", "A bug fix"),
        ("docs", "Documentation only changes"),
        ("style", "Changes that do not affect the meaning of the code"),
        ("refactor", "A code change that neither fixes a bug nor adds a feature"),
        ("perf", "A code change that improves performance"),
        ("test", "Adding missing tests or correcting existing tests"),
        ("build", "Changes that affect the build system or external dependencies"),
        ("ci", "Changes to our CI configuration files and scripts"),
        ("chore", "Other changes that don't modify src or test files"),
        ("revert", "Reverts a previous commit"),
    ]
    q = "What type of change are you committing?"
    b = Block()
    sel, top = 0, 0
    with Raw() as r:
        while True:
            lines = [GREEN + "?" + RESET + " " + q + " "]
            for i in range(top, top + 7):
                name, desc = types[i]
                text = "%s: %s" % (name, desc)
                lines.append((CYAN + "> " + text + RESET) if i == sel else "  " + text)
            lines.append(CYAN + "[↑↓ to move, enter to select, type to filter]" + RESET)
            b.draw(lines, (0, visible(lines[0])))
            k = r.key()
            if k == "down":
                sel = (sel + 1) % len(types)
            elif k == "up":
                sel = (sel - 1) % len(types)
            elif k == "enter":
                break
            top = min(max(top, sel - 6), sel)
        b.done([GREEN + "?" + RESET + " " + q + " " + CYAN + types[sel][0] + RESET])
        q2 = "What's the scope of this change?"
        scope = ""
        while True:
            line = GREEN + "?" + RESET + " " + q2 + " " + scope
            b.draw([line, CYAN + "[optional]" + RESET], (0, visible(line)))
            k = r.key()
            if k == "enter":
                break
            if len(k) == 1 and k.isprintable():
                scope += k
            elif k == "\x7f":
                scope = scope[:-1]
    wait_forever()


# aicommits-like: aicommits' suggested message under its clack steps.
def aicommits():
    bar = GRAY + "│" + RESET
    head = [
        GRAY + "┌" + RESET + "  " + ESC + "46m" + ESC + "30m" + " aicommits " + RESET,
        bar,
        GREEN + "◇" + RESET + "  Detected 2 staged files:",
        bar + "     src/fetch.ts",
        bar + "     package.json",
        bar,
        GREEN + "◇" + RESET + "  Changes analyzed",
    ]
    out("\r\n".join(head) + "\r\n")
    yes = True
    b = Block()
    with Raw() as r:
        while True:
            choice = (GREEN + "●" + RESET + " Yes " + DIM + "/ ○ No" + RESET) if yes else (DIM + "○ Yes /" + RESET + " " + GREEN + "●" + RESET + " No")
            cb = CYAN + "│" + RESET
            b.draw([bar, CYAN + "◆" + RESET + "  Use this commit message?", cb, cb + "     feat: retry failed fetches with exponential backoff", cb,
                    cb + "  " + choice, CYAN + "└" + RESET])
            k = r.key()
            if k in ("left", "right", "up", "down"):
                yes = not yes
            elif k in ("y", "n"):
                yes = k == "y"
                break
            elif k == "enter":
                break
    out("\r\n" + ESC + "?25h")
    wait_forever()


# go-mod-upgrade-like: go-mod-upgrade's modules, ticked in survey's
# multiselect.
def gomodupgrade():
    mods = [
        ("github.com/fatih/color", "v1.15.0", "v1.17.0"),
        ("github.com/spf13/cobra", "v1.7.0", "v1.8.1"),
        ("github.com/stretchr/testify", "v1.8.4", "v1.9.0"),
        ("golang.org/x/mod", "v0.12.0", "v0.20.0"),
        ("golang.org/x/term", "v0.11.0", "v0.23.0"),
    ]
    out("Discovering modules...\n")
    q = "Choose which modules to update"
    help_ = "[Use arrows to move, space to select, <right> to all, <left> to none, type to filter]"
    sel, ticked = 0, set()
    b = Block()
    with Raw() as r:
        while True:
            lines = [GREEN + BOLD + "? " + RESET + BOLD + q + RESET + "  " + CYAN + help_ + RESET]
            for i, (name, frm, to) in enumerate(mods):
                box = (GREEN + "[x]" + RESET) if i in ticked else BOLD + "[ ]" + RESET
                text = "%s %s -> %s" % (name, frm, to)
                if i == sel:
                    lines.append(CYAN + BOLD + "> " + RESET + box + "  " + text)
                else:
                    lines.append("  " + box + "  " + text)
            b.draw(lines)
            k = r.key()
            if k == "down":
                sel = (sel + 1) % len(mods)
            elif k == "up":
                sel = (sel - 1) % len(mods)
            elif k == " ":
                ticked ^= {sel}
            elif k == "right":
                ticked = set(range(len(mods)))
            elif k == "left":
                ticked = set()
            elif k == "enter":
                break
    out("\r\n")
    wait_forever()


# npm-upgrade-like: npm-upgrade's question for each outdated module,
# inquirer's list.
def npmupgrade():
    mods = [("chalk", "^4.1.2", "^5.3.0"), ("commander", "^9.4.1", "^12.1.0"), ("semver", "^7.3.8", "^7.6.3")]
    home = os.environ.get("HOME", "/root")
    out('Checking for outdated depenencies for "%s/package.json"...\n' % home)
    out("[" + "=" * 40 + "] 12/12 100%\n\n")
    out("New versions of active modules available:\n\n")
    for name, frm, to in mods:
        out("  %-12s %-9s →  %s\n" % (name, frm, to))
    out("\n")
    choices = ["Yes", "No", "Show changelog", "Ignore", "Finish update process"]
    b = Block()
    with Raw() as r:
        for name, frm, to in mods:
            q = 'Update "%s" in package.json from %s to %s?' % (name, frm, to)
            sel = 0
            while True:
                lines = [GREEN + "?" + RESET + " " + BOLD + q + RESET + " " + DIM + "(Use arrow keys)" + RESET]
                for i, c in enumerate(choices):
                    lines.append((CYAN + "❯ " + c + RESET) if i == sel else "  " + c)
                b.draw(lines)
                k = r.key()
                if k == "down":
                    sel = (sel + 1) % len(choices)
                elif k == "up":
                    sel = (sel - 1) % len(choices)
                elif k == "enter":
                    break
            b.done([GREEN + "?" + RESET + " " + BOLD + q + RESET + " " + CYAN + choices[sel] + RESET])
    wait_forever()


# cargo-workspaces-like: `cargo ws version`'s bump, asked through
# dialoguer's colourful theme, then its confirmation.
def cargows():
    out(GREEN + "info" + RESET + " looking for changes inside packages\n")
    out("\nChanges:\n - relay-core: 0.3.1 => ?\n\n")
    bumps = [("Patch", "0.3.2"), ("Minor", "0.4.0"), ("Major", "1.0.0"), ("Prepatch", "0.3.2-alpha.0"),
             ("Preminor", "0.4.0-alpha.0"), ("Premajor", "1.0.0-alpha.0"), ("Custom Prerelease", None), ("Custom Version", None)]
    q = "Select a new version (currently 0.3.1)"
    sel = 0
    b = Block()
    with Raw() as r:
        while True:
            lines = [YELLOW + BOLD + "?" + RESET + " " + BOLD + q + RESET + " " + DIM + "›" + RESET]
            for i, (n, v) in enumerate(bumps):
                text = n if v is None else "%s (%s)" % (n, v)
                lines.append((GREEN + "❯ " + RESET + CYAN + text + RESET) if i == sel else "  " + text)
            b.draw(lines)
            k = r.key()
            if k == "down":
                sel = (sel + 1) % len(bumps)
            elif k == "up":
                sel = (sel - 1) % len(bumps)
            elif k == "enter":
                break
        n, v = bumps[sel]
        b.done([GREEN + BOLD + "✔" + RESET + " " + BOLD + q + RESET + " " + DIM + "·" + RESET + " " + GREEN + "%s (%s)" % (n, v) + RESET])
        out("\r\nChanges:\r\n - relay-core: 0.3.1 => %s\r\n\r\n" % v)
        cq = YELLOW + BOLD + "?" + RESET + " " + BOLD + "Are you sure you want to create these versions?" + RESET + " " + DIM + "(y/n) ›" + RESET + " " + GREEN + "no" + RESET
        b.draw([cq], (0, visible(cq)))
        while r.key() not in ("y", "n", "enter"):
            pass
    out("\r\n")
    wait_forever()


# changie-like: `changie new`'s kind of change, survey's select, then
# its body.
def changie():
    kinds = ["Added", "Changed", "Deprecated", "Removed", "Fixed", "Security"]
    q = "Kind"
    sel = 0
    b = Block()
    with Raw() as r:
        while True:
            lines = [GREEN + BOLD + "? " + RESET + BOLD + q + RESET + "  " + CYAN + "[Use arrows to move, type to filter]" + RESET]
            for i, k in enumerate(kinds):
                lines.append((CYAN + BOLD + "> " + k + RESET) if i == sel else "  " + k)
            b.draw(lines)
            k = r.key()
            if k == "down":
                sel = (sel + 1) % len(kinds)
            elif k == "up":
                sel = (sel - 1) % len(kinds)
            elif k == "enter":
                break
        b.done([GREEN + BOLD + "? " + RESET + BOLD + q + RESET + " " + CYAN + kinds[sel] + RESET])
        body = ""
        while True:
            line = GREEN + BOLD + "? " + RESET + BOLD + "Body" + RESET + " " + body
            b.draw([line], (0, visible(line)))
            k = r.key()
            if k == "enter":
                break
            if len(k) == 1 and k.isprintable():
                body += k
    out("\r\n")
    wait_forever()


TOOLS = {
    "pacdiff": pacdiff,
    "koji": koji,
    "aicommits": aicommits,
    "go-mod-upgrade": gomodupgrade,
    "npm-upgrade": npmupgrade,
    "cargo-ws": cargows,
    "changie": changie,
}

if __name__ == "__main__":
    try:
        TOOLS[sys.argv[1]]()
    except KeyboardInterrupt:
        out("\r\n" + ESC + "?25h")
