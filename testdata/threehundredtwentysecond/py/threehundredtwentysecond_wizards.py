#!/usr/bin/env python3
"""The threehundredtwentysecond set's imitations of five prompt libraries
of JavaScript and Python, each driven by a small CLI wizard of its own
and run as `threehundredtwentysecond_wizards.py LIBRARY`: selectmenu
(alice1017's SelectMenu, a select list over prompt_toolkit 1),
clintermission (sebageek's, a select and a multi-select menu over
prompt_toolkit 3), intelli (npm's intelli-prompt, an autocomplete that
clears the screen at every key), jrc03c (npm's @jrc03c/prompt, a line
and a line hidden with asterisks) and maskpw (PyPI's maskpw, a password
masked with a mask of the caller's). Each draws what the library draws,
from its source and README as known: its pointers, its check marks, its
colours, its masks, on the main screen. When the wizard ends it prints
what it did and hands the terminal to a shell, as a wizard run from one
leaves it."""

import os
import sys
import termios
import tty

BOLD, DIM, REV, RESET = "\033[1m", "\033[2m", "\033[7m", "\033[0m"
GREEN, CYAN, ORANGE = "\033[32m", "\033[36m", "\033[38;5;214m"
HIDE, SHOW = "\033[?25l", "\033[?25h"


def out(s):
    sys.stdout.write(s)
    sys.stdout.flush()


class Raw:
    """Keys one at a time, no echo, as the libraries read them."""

    def __enter__(self):
        self.fd = sys.stdin.fileno()
        self.saved = termios.tcgetattr(self.fd)
        tty.setraw(self.fd)
        return self

    def __exit__(self, *a):
        termios.tcsetattr(self.fd, termios.TCSADRAIN, self.saved)

    def key(self):
        c = os.read(self.fd, 1).decode(errors="replace")
        if c == "\x1b":
            c += os.read(self.fd, 2).decode(errors="replace")
        if c == "\x03":
            termios.tcsetattr(self.fd, termios.TCSADRAIN, self.saved)
            out(SHOW + "\r\n")
            sys.exit(130)
        return c


UP, DOWN, ENTER = ("\x1b[A", "k"), ("\x1b[B", "j"), ("\r", "\n")


def shell(lines):
    """The wizard's last words, then a shell in its place."""
    for line in lines:
        out(line + "\n")
    env = dict(os.environ, PS1="ada@devbox:~/site$ ")
    os.execvpe("bash", ["bash", "--norc", "--noprofile", "-i"], env)


# SelectMenu (alice1017): the question bold with ` (Use arrow keys)`, the
# choices under it, ` > ` and the label in orange (#FF9D00) on the chosen
# one padded to 24, three spaces before the others, the cursor at the
# chosen label. Once answered the list goes and the question stays.
def selectmenu_select(raw, question, choices):
    pos, up = 0, 0
    while True:
        # up: how many lines the cursor is under the question
        if up:
            out("\r\033[%dA" % up)
        out("\r\033[K" + BOLD + question + RESET + " (Use arrow keys)")
        for i, c in enumerate(choices):
            if i == pos:
                out("\r\n\033[K" + ORANGE + " > " + "%-24s" % c + RESET)
            else:
                out("\r\n\033[K   " + "%-24s" % c)
        # the cursor at the chosen label
        below = len(choices) - 1 - pos
        out(("\033[%dA" % below if below else "") + "\r\033[3C")
        up = pos + 1
        k = raw.key()
        if k in UP:
            pos = (pos - 1) % len(choices)
        elif k in DOWN:
            pos = (pos + 1) % len(choices)
        elif k in ENTER:
            out("\r\033[%dA\033[J" % up)
            out(BOLD + question + RESET + " (Use arrow keys)\r\n")
            return choices[pos]


def selectmenu():
    out(BOLD + "blogkit new" + RESET + " - a blog in two questions\n\n")
    with Raw() as raw:
        lang = selectmenu_select(raw, "What language do you like?", ["Python", "Ruby", "Javascript", "HTML", "CSS"])
        theme = selectmenu_select(raw, "Which theme should the blog use?", ["minimal", "classic", "dark", "paper"])
    shell(["", "Created blog/ (%s, theme %s)." % (lang, theme), "Run `blogkit serve` in blog/ to preview it."])


# clintermission (by sebageek, Sebastian Lohff): a header at the left,
# the options indented two, `▶ ` before the highlighted one and as many spaces before
# the others, no colour (its basic theme), the cursor hidden; the
# multi-select puts `[x]` or `[ ]` after the pointer. Once chosen the menu
# stays drawn as it was.
def clint_menu(raw, header, options, ticked=None):
    pos = 0
    multi = ticked is not None
    n = len(options) + 1
    out(HIDE)
    first = True
    while True:
        if not first:
            out("\r\033[%dA" % n)
        first = False
        out("\r\033[K" + header)
        for i, o in enumerate(options):
            mark = ""
            if multi:
                mark = ("[x]" if i in ticked else "[ ]") + " "
            lead = "▶ " if i == pos else "  "
            out("\r\n\033[K  " + lead + mark + o)
        out("\r\n")
        k = raw.key()
        if k in UP:
            pos = (pos - 1) % len(options)
        elif k in DOWN:
            pos = (pos + 1) % len(options)
        elif multi and k in (" ", "\x1b[C"):
            ticked.symmetric_difference_update({pos})
        elif k in ENTER or k == "\x1b[C":
            out(SHOW)
            return [options[i] for i in sorted(ticked)] if multi else options[pos]


def clintermission():
    out("shipit 0.9.2 - deploy from this checkout (a1f3c9e)\n\n")
    with Raw() as raw:
        target = clint_menu(raw, "Select a deployment target:", ["staging", "production", "local"])
        out("\r\n")
        services = clint_menu(raw, "Which services should be restarted?", ["api", "worker", "scheduler", "cache"], {1})
    shell(["", "Deploying a1f3c9e to %s..." % target, "Restarted %s." % ", ".join(services), "Done in 4.2s."])


# intelli-prompt: the question written once; at every key the screen is
# cleared (console.clear) and the question and what is typed written
# again, the suggestions that start with it under them, the chosen one
# cyan after `> `.
def intelli():
    cities = ["Berlin", "Bern", "Bergen", "Bordeaux", "Boston", "Lisbon", "Lyon", "Madrid", "Malmo", "Porto"]
    q = "Pick a city for the new office: "
    out("officebot setup\n\n" + q)
    typed, pos, opts = "", 0, []
    with Raw() as raw:
        while True:
            k = raw.key()
            out("\033[H\033[J")
            if k in ("\x7f", "\x08"):
                typed = typed[:-1]
            elif k == "\x1b[A":
                pos = max(pos - 1, 0)
            elif k == "\x1b[B":
                pos = min(pos + 1, max(len(opts) - 1, 0))
            elif k in ENTER:
                choice = opts[pos] if opts else typed
                break
            elif len(k) == 1 and k.isprintable():
                typed += k
                pos = 0
            opts = [c for c in cities if typed and c.lower().startswith(typed.lower())][:5]
            out(q + typed)
            for i, c in enumerate(opts):
                out("\r\n" + (CYAN + "> " + c + RESET if i == pos else "  " + c))
    shell(["You picked " + choice, "Office in %s saved to officebot.json." % choice])


# @jrc03c/prompt: the question as given, a space, the answer typed after
# it; hidden, an asterisk a key.
def jrc03c_prompt(raw, question, hidden=False):
    out(question + " ")
    s = ""
    while True:
        k = raw.key()
        if k in ENTER:
            out("\r\n")
            return s
        if k in ("\x7f", "\x08"):
            if s:
                s = s[:-1]
                out("\b \b")
            continue
        if len(k) == 1 and k.isprintable():
            s += k
            out("*" if hidden else k)


def jrc03c():
    out("mailsetup - your outgoing mail account\n\n")
    with Raw() as raw:
        name = jrc03c_prompt(raw, "Hey! What's your name?")
        out("Nice to meet you, %s!\r\n" % name)
        jrc03c_prompt(raw, "SMTP password:", hidden=True)
        save = jrc03c_prompt(raw, "Save these settings to ~/.mailsetuprc? (yes/no)")
    shell(["Saved." if save.lower().startswith("y") else "Nothing saved."])


# maskpw: `Username: ` read as a line, then its get_password with the mask
# the caller gives (`#` here), one a key.
def maskpw():
    out("vaultctl login - vault.example.net\n\n")
    user = input("Username: ")
    out("Password: ")
    with Raw() as raw:
        s = ""
        while True:
            k = raw.key()
            if k in ENTER:
                out("\r\n")
                break
            if len(k) == 1 and k.isprintable():
                s += k
                out("#")
    shell(["Logged in as %s; token cached for 8 hours." % user])


if __name__ == "__main__":
    {"selectmenu": selectmenu, "clintermission": clintermission, "intelli": intelli,
     "jrc03c": jrc03c, "maskpw": maskpw}[sys.argv[1]]()
