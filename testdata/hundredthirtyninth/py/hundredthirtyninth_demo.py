#!/usr/bin/env python3
"""The hundredthirtyninth set's imitations: each prints, on the main
screen and in raw mode, what a JavaScript developer command-line tool
(deploy and hosting, database, mobile and framework, package and monorepo
tools) draws with its prompt library (Inquirer, @inquirer/prompts,
Enquirer, prompts, @clack/prompts) at one of its moments. The first
argument names the tool imitated."""
import sys
import termios
import time
import tty

BOLD, DIM, RESET, UNDER = "\x1b[1m", "\x1b[2m", "\x1b[0m", "\x1b[4m"
GREEN, CYAN, GRAY, MAGENTA = "\x1b[32m", "\x1b[36m", "\x1b[90m", "\x1b[35m"
HIDE, SHOW = "\x1b[?25l", "\x1b[?25h"


def out(s):
    sys.stdout.write(s)
    sys.stdout.flush()


class Raw:
    """The terminal raw, no echo, as Node's readline and these libraries
    keep it while a question is asked."""

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
        if ch in ("\r", "\n"):
            return "enter"
        if ch in ("\x7f", "\x08"):
            return "backspace"
        return ch


class Drawn:
    """Rows redrawn in place, as log-update and the prompt libraries do:
    the cursor goes back up over the last draw, and may be left on an
    earlier row at a column."""

    def __init__(self):
        self.up = 0

    def draw(self, rows, at=None):
        buf = ""
        if self.up:
            buf += "\x1b[%dA" % self.up
        buf += "\r\x1b[J" + "\r\n".join(rows)
        self.up = len(rows) - 1
        if at:
            row, col = at
            up = len(rows) - 1 - row
            if up:
                buf += "\x1b[%dA" % up
            buf += "\r" + ("\x1b[%dC" % col if col else "")
            self.up = row
        out(buf)

    def done(self, rows):
        self.draw(rows)
        out("\r\n")
        self.up = 0


def vis(s):
    """The width of s without its escapes."""
    n, esc = 0, False
    for c in s:
        if esc:
            esc = not c.isalpha()
        elif c == "\x1b":
            esc = True
        else:
            n += 1
    return n


# Inquirer (legacy): `? ` green, the question bold, the pointer ❯ cyan.
def inq_list(t, question, opts, page=7):
    sel, d = 0, Drawn()
    out(HIDE)
    while True:
        start = 0 if len(opts) <= page else max(0, min(sel - page // 2, len(opts) - page))
        rows = [GREEN + "?" + RESET + " " + BOLD + question + RESET + " " + DIM + "(Use arrow keys)" + RESET]
        for i in range(start, min(len(opts), start + page)):
            rows.append((CYAN + "❯ " + opts[i] + RESET) if i == sel else "  " + opts[i])
        if len(opts) > page:
            rows.append(DIM + "(Move up and down to reveal more choices)" + RESET)
        d.draw(rows)
        k = t.key()
        if k == "down":
            sel = (sel + 1) % len(opts)
        elif k == "up":
            sel = (sel - 1) % len(opts)
        elif k == "enter":
            d.done([GREEN + "?" + RESET + " " + BOLD + question + RESET + " " + CYAN + opts[sel] + RESET])
            out(SHOW)
            return opts[sel]


def inq_input(t, question, default="", hidden=False):
    d, buf = Drawn(), ""
    out(SHOW)
    while True:
        head = GREEN + "?" + RESET + " " + BOLD + question + RESET + " "
        if default:
            head += DIM + "(" + default + ")" + RESET + " "
        if hidden:
            row = head + DIM + "[input is hidden] " + RESET
        else:
            row = head + buf
        d.draw([row], at=(0, vis(row)))
        k = t.key()
        if k == "enter":
            ans = buf or default
            d.done([GREEN + "?" + RESET + " " + BOLD + question + RESET + " " + CYAN + ("[hidden]" if hidden else ans) + RESET])
            return ans
        if k == "backspace":
            buf = buf[:-1]
        elif len(k) == 1 and k.isprintable():
            buf += k


# fauna-like: `fauna cloud-login` (fauna-shell, Inquirer).
def fauna():
    with Raw() as t:
        inq_input(t, "The endpoint alias prefix (to combine with a region):", "cloud")
        inq_list(t, "How do you prefer to authenticate?", ["Email and Password", "Secret"])
        inq_input(t, "Email address:")
        inq_input(t, "Password:", hidden=True)
        while True:
            t.key()


# zapier-like: `zapier init relay` (zapier-platform-cli, Inquirer).
def zapier():
    with Raw() as t:
        inq_list(t, "Choose a project type to start with.",
                 ["minimal", "basic-auth", "callback", "custom-auth", "digest-auth", "dynamic-dropdown", "files",
                  "oauth1-trello", "oauth2", "openai", "search-or-create", "session-auth", "typescript"])
        while True:
            t.key()


# convex-like: `npx convex dev`'s first run (@inquirer/prompts' select,
# input and search), then the tool at work under a spinner.
def convex():
    print("Welcome to developing with Convex, let's get you logged in.")
    print(GREEN + "✔" + RESET + " Saved credentials to ~/.convex/config.json")
    with Raw() as t:
        q = "What would you like to configure?"
        opts = ["create a new project", "choose an existing project"]
        sel, d = 0, Drawn()
        out(HIDE)
        while True:
            rows = [GREEN + "?" + RESET + " " + BOLD + q + RESET + " " + DIM + "(Use arrow keys)" + RESET]
            for i, o in enumerate(opts):
                rows.append((CYAN + "❯ " + o + RESET) if i == sel else "  " + o)
            d.draw(rows)
            k = t.key()
            if k == "down":
                sel = (sel + 1) % 2
            elif k == "up":
                sel = (sel - 1) % 2
            elif k == "enter":
                d.done([GREEN + "✔" + RESET + " " + BOLD + q + RESET + " " + CYAN + opts[sel] + RESET])
                break
        out(SHOW)
        if sel == 0:
            q, buf, d = "Project name:", "", Drawn()
            while True:
                row = GREEN + "?" + RESET + " " + BOLD + q + RESET + " " + (buf if buf else DIM + "(relay)" + RESET)
                d.draw([row], at=(0, vis(GREEN + "? " + q + " ") + len(buf)))
                k = t.key()
                if k == "enter":
                    d.done([GREEN + "✔" + RESET + " " + BOLD + q + RESET + " " + CYAN + (buf or "relay") + RESET])
                    break
                if k == "backspace":
                    buf = buf[:-1]
                elif len(k) == 1 and k.isprintable():
                    buf += k
            termios.tcsetattr(t.fd, termios.TCSADRAIN, t.old)
            out("\r" + GREEN + "✔" + RESET + " Created project " + BOLD + (buf or "relay") + RESET +
                ", manage it at " + BOLD + "https://dashboard.convex.dev/t/ada/relay" + RESET + "\r\n")
            tty.setraw(t.fd)
            out(HIDE)
            frames = "⠋⠙⠹⠸⠼⠴⠦⠧⠇⠏"
            i = 0
            while True:
                out("\r\x1b[K" + CYAN + frames[i % len(frames)] + RESET + " Provisioning a dev deployment...")
                i += 1
                time.sleep(0.08)
        q = "Choose an existing project:"
        projects = ["relay-api", "relay-web", "docs-site", "webhooks-worker"]
        buf, sel, d = "", 0, Drawn()
        while True:
            shown = [p for p in projects if buf in p]
            sel = min(sel, max(0, len(shown) - 1))
            head = GREEN + "?" + RESET + " " + BOLD + q + RESET + " " + buf
            rows = [head]
            for i, p in enumerate(shown):
                rows.append((CYAN + "❯ " + p + RESET) if i == sel else "  " + p)
            rows.append(DIM + "(Use arrow keys to reach more choices)" + RESET)
            d.draw(rows, at=(0, vis(head)))
            k = t.key()
            if k == "down":
                sel = (sel + 1) % max(1, len(shown))
            elif k == "up":
                sel = (sel - 1) % max(1, len(shown))
            elif k == "backspace":
                buf, sel = buf[:-1], 0
            elif k == "enter":
                continue
            elif len(k) == 1 and k.isprintable():
                buf, sel = buf + k, 0


# Enquirer: `?` cyan, the question bold, a dim `…`, the pointer ❯ cyan.
def ignite():
    print()
    print(" " + MAGENTA + BOLD + "Ignite CLI" + RESET + " ignites a new React Native app")
    print()
    with Raw() as t:
        q = "Which package manager do you want to use?"
        opts = ["npm", "yarn", "pnpm", "bun"]
        sel, d = 0, Drawn()
        out(HIDE)
        while True:
            rows = [CYAN + "?" + RESET + " " + BOLD + q + RESET + " " + DIM + "…" + RESET + " "]
            for i, o in enumerate(opts):
                rows.append((CYAN + "❯" + RESET + " " + CYAN + UNDER + o + RESET) if i == sel else "  " + o)
            d.draw(rows)
            k = t.key()
            if k == "down":
                sel = (sel + 1) % len(opts)
            elif k == "up":
                sel = (sel - 1) % len(opts)
            elif k == "enter":
                d.done([GREEN + "✔" + RESET + " " + BOLD + q + RESET + " " + DIM + "·" + RESET + " " + CYAN + opts[sel] + RESET])
                break
        q = "Remove demo code? We recommend leaving it in if it's your first time using Ignite"
        d = Drawn()
        row = CYAN + "?" + RESET + " " + BOLD + q + RESET + " " + DIM + "(y/N) ›" + RESET + " " + DIM + "false" + RESET
        d.draw([row])
        while True:
            t.key()


def preconstruct():
    print(BOLD + "🎁 info" + RESET + " " + "relay-web")
    with Raw() as t:
        q = "🎁 preconstruct is going to change the main field in your package.json, are you okay with that?"
        out(CYAN + "?" + RESET + " " + BOLD + q + RESET + " " + DIM + "(Y/n) ›" + RESET + " " + DIM + "true" + RESET)
        out(HIDE)
        while True:
            t.key()


# prompts: `?` cyan, the question bold, a gray `›`, the initial value gray.
def solito():
    print()
    print(BOLD + "Creating a new Solito app" + RESET)
    print()
    with Raw() as t:
        q = "What is your project named?"
        head = CYAN + "?" + RESET + " " + BOLD + q + RESET + " " + GRAY + "›" + RESET + " "
        out(head + GRAY + "my-solito-app" + RESET + "\r\x1b[%dC" % vis(head))
        while True:
            t.key()


def beachball():
    print("Please describe the changes for: " + BOLD + "relay-web" + RESET)
    with Raw() as t:
        q = "Change type"
        opts = ["Patch - bug fixes; no backwards incompatible changes.",
                "Minor - small feature; backwards compatible changes.",
                "None  - this change does not affect the published package in any way.",
                "Major - major feature; breaking changes."]
        sel, d = 0, Drawn()
        out(HIDE)
        while True:
            rows = [CYAN + "?" + RESET + " " + BOLD + q + RESET + " " + GRAY + "› - Use arrow-keys. Return to submit." + RESET]
            for i, o in enumerate(opts):
                rows.append((CYAN + "❯" + RESET + "   " + CYAN + UNDER + o + RESET) if i == sel else "    " + o)
            d.draw(rows)
            k = t.key()
            if k == "down":
                sel = min(sel + 1, len(opts) - 1)
            elif k == "up":
                sel = max(sel - 1, 0)


# @clack/prompts: `trigger.dev init`'s setup.
def trigger():
    bar = GRAY + "│" + RESET
    print(GRAY + "┌" + RESET + "  " + "\x1b[7m" + " Trigger.dev v3 Setup " + RESET)
    print(bar)
    print(GREEN + "◇" + RESET + "  You are logged in as ada@example.com")
    print(bar)
    print(GREEN + "◇" + RESET + "  Select a project")
    print(bar + "  " + DIM + "relay (Relay Team)" + RESET)
    print(bar)
    with Raw() as t:
        q = "Where would you like to create the Trigger.dev directory?"
        cbar = CYAN + "│" + RESET
        d = Drawn()
        out(HIDE)
        d.draw([CYAN + "◆" + RESET + "  " + q, cbar + "  " + "\x1b[7m" + "." + RESET + DIM + "/src/trigger" + RESET, CYAN + "└" + RESET])
        while True:
            k = t.key()
            if k == "enter":
                d.done([GREEN + "◇" + RESET + "  " + q, bar + "  " + DIM + "./src/trigger" + RESET])
                break
        print(bar, end="\r\n")
        q = "Choose an example to create in the trigger directory"
        opts = ["Simple (Hello World)", "Scheduled Task", "None"]
        sel, d = 0, Drawn()
        while True:
            rows = [CYAN + "◆" + RESET + "  " + q]
            for i, o in enumerate(opts):
                rows.append(cbar + "  " + ((GREEN + "●" + RESET + " " + o) if i == sel else (DIM + "○ " + o + RESET)))
            rows.append(CYAN + "└" + RESET)
            d.draw(rows)
            k = t.key()
            if k == "down":
                sel = (sel + 1) % len(opts)
            elif k == "up":
                sel = (sel - 1) % len(opts)


TOOLS = {"fauna": fauna, "zapier": zapier, "convex": convex, "ignite": ignite,
         "preconstruct": preconstruct, "solito": solito, "beachball": beachball, "trigger": trigger}

if __name__ == "__main__":
    try:
        TOOLS[sys.argv[1]]()
    except KeyboardInterrupt:
        out(SHOW + "\r\n")
