#!/usr/bin/env python3
"""The threehundredsixtyninth set's imitations of five JavaScript
command-line tools from npm that Debian does not package, each drawn the
way the tool and its prompt library draw (as known from their
documentation, source and screenshots): its words, pointers, colours,
hints, errors, spinners and cursor, on the main screen.

  pikapack  Pika's @pika/pack, `pack publish` (np's flow): the commits
            since the last tag, inquirer's list of semver increments with
            the new versions after a tab, `Other (specify)` asking a
            version, validated under its line, a (y/N) confirm, then
            listr's tasks with a spinner
  liara     Liara's CLI (oclif, inquirer, ora): `liara login` (a region
            list, an email, a password masked with *), `liara deploy` (an
            app list, a port with its default, an archive uploaded, the
            build's lines and a spinner)
  dbdocs    Holistics' dbdocs (inquirer, ora): `dbdocs login` (a login
            method list, an email, an OTP code after a spinner),
            `dbdocs build database.dbml` (a project name, the upload's
            spinner)
  plasmic   Plasmic's create-plasmic-app (inquirer): a project name with
            its default, validated as an npm package name under its
            line, lists of language, framework and scheme, a project URL
            asked under two lines, then create-next-app's output and
            npm's spinner
  harperdb  HarperDB's `harperdb install` (flatiron's prompt): cooked
            lines, each a [KEY] and its description, defaults in
            parentheses, `error:` lines before one asked again, a
            hidden password

Usage: threehundredsixtyninth_jsclis.py pikapack
       threehundredsixtyninth_jsclis.py liara login|deploy
       threehundredsixtyninth_jsclis.py dbdocs login|build database.dbml
       threehundredsixtyninth_jsclis.py plasmic
       threehundredsixtyninth_jsclis.py harperdb install
"""
import getpass
import os
import re
import select
import sys
import termios
import time

CSI = "\x1b["
RESET = CSI + "0m"
BOLD = CSI + "1m"
DIM = CSI + "2m"
ITALIC = CSI + "3m"
RED = CSI + "31m"
GREEN = CSI + "32m"
YELLOW = CSI + "33m"
BLUE = CSI + "34m"
MAGENTA = CSI + "35m"
CYAN = CSI + "36m"
GREY = CSI + "90m"
HIDE = CSI + "?25l"
SHOW = CSI + "?25h"
DOTS = "⠋⠙⠹⠸⠼⠴⠦⠧⠇⠏"


def out(s):
    sys.stdout.write(s)
    sys.stdout.flush()


def strip(s):
    return re.sub(r"\x1b\[[0-9;?]*[A-Za-z]", "", s)


class Raw:
    """Node's raw mode (libuv's): no echo, no line discipline, no
    signals, output still processed."""

    def __enter__(self):
        self.fd = sys.stdin.fileno()
        self.old = termios.tcgetattr(self.fd)
        new = termios.tcgetattr(self.fd)
        new[0] &= ~(termios.BRKINT | termios.ICRNL | termios.INPCK | termios.ISTRIP | termios.IXON)
        new[1] |= termios.ONLCR
        new[2] |= termios.CS8
        new[3] &= ~(termios.ECHO | termios.ICANON | termios.IEXTEN | termios.ISIG)
        new[6][termios.VMIN] = 1
        new[6][termios.VTIME] = 0
        termios.tcsetattr(self.fd, termios.TCSADRAIN, new)
        return self

    def __exit__(self, *a):
        termios.tcsetattr(self.fd, termios.TCSADRAIN, self.old)


def readkey():
    fd = sys.stdin.fileno()
    b = os.read(fd, 1)
    if b != b"\x1b":
        if b and b[0] >= 0xC0:  # the rest of a UTF-8 character
            n = 1 if b[0] < 0xE0 else 2 if b[0] < 0xF0 else 3
            b += os.read(fd, n)
        return b.decode("utf-8", "replace")
    seq = b
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
    }.get(seq, "esc")


def interrupted():
    out(SHOW + "\r\n")
    sys.exit(130)


# ---------------------------------------------------------------- inquirer
# Inquirer's legacy prompts (inquirer 8, as these tools pin it): a green
# `?`, the message bold, the default dim in parentheses until a key is
# typed, lists pointed at by a cyan `❯` with `(Use arrow keys)` dim until
# the first move and the cursor hidden, errors red under the line after
# `>> `, each prompt redrawn in place and left as one answered line.

class Screen:
    """inquirer's ScreenManager: content over an optional bottom line,
    the cursor put back on the prompt line after what is typed."""

    def __init__(self):
        self.up = 0  # rows from the block's top to the cursor

    def render(self, content, bottom="", col=None):
        if self.up:
            out(CSI + "%dA" % self.up)
        out("\r" + CSI + "J")
        lines = content.split("\n")
        out("\r\n".join(lines))
        prompt_row = len(lines) - 1
        last = strip(lines[-1])
        rows = prompt_row
        if bottom:
            out("\r\n" + bottom)
            out(CSI + "1A")
        out("\r")
        c = len(last) if col is None else col
        if c:
            out(CSI + "%dC" % c)
        self.up = rows

    def done(self):
        out(CSI + "J" + "\r\n" + SHOW)
        self.up = 0


def question(message):
    return GREEN + "?" + RESET + " " + BOLD + message + RESET + " "


def ask_input(message, default=None, validate=None, mask=None, password=False):
    s = Screen()
    line = ""
    touched = False
    error = ""
    with Raw():
        out(SHOW)
        while True:
            head = question(message)
            if default is not None and not touched:
                head += DIM + "(" + default + ") " + RESET
            shown = line
            if password:
                shown = (mask * len(line)) if mask else ""
            content = head + shown
            bottom = (RED + ">> " + RESET + error) if error else ""
            s.render(content, bottom)
            k = readkey()
            if k == "\x03":
                s.done()
                interrupted()
            if k in ("\r", "\n"):
                value = line if line or default is None else default
                err = validate(value) if validate else None
                if err:
                    error = err
                    continue
                answer = value
                if password:
                    answer = CYAN + (mask * len(value)) + RESET if mask else ITALIC + DIM + "[hidden]" + RESET
                else:
                    answer = CYAN + value + RESET
                s.render(question(message) + answer)
                s.done()
                return value
            touched = True
            error = ""
            if k in ("\x7f", "\x08"):
                line = line[:-1]
            elif len(k) == 1 and k.isprintable():
                line += k


def ask_list(message, choices, default=0, loop=True, short=None):
    """choices: strings, or None for a separator."""
    s = Screen()
    cur = default
    first = True
    selectable = [i for i, c in enumerate(choices) if c is not None]
    with Raw():
        out(HIDE)
        while True:
            head = question(message)
            if first:
                head += DIM + "(Use arrow keys)" + RESET
            rows = [head]
            for i, c in enumerate(choices):
                if c is None:
                    rows.append("  " + DIM + "──────────────" + RESET)
                elif i == cur:
                    rows.append(CYAN + "❯ " + c + RESET)
                else:
                    rows.append("  " + c)
            s.render("\n".join(rows))
            k = readkey()
            if k == "\x03":
                s.done()
                interrupted()
            n = selectable.index(cur)
            if k == "up":
                first = False
                cur = selectable[(n - 1) % len(selectable)] if loop or n > 0 else cur
            elif k == "down":
                first = False
                cur = selectable[(n + 1) % len(selectable)] if loop or n < len(selectable) - 1 else cur
            elif k in ("\r", "\n"):
                name = short(cur) if short else choices[cur]
                s.render(question(message) + CYAN + name + RESET)
                s.done()
                return cur


def ask_confirm(message, default=False):
    s = Screen()
    line = ""
    with Raw():
        out(SHOW)
        while True:
            hint = "(Y/n)" if default else "(y/N)"
            s.render(question(message) + DIM + hint + " " + RESET + line)
            k = readkey()
            if k == "\x03":
                s.done()
                interrupted()
            if k in ("\r", "\n"):
                v = line.strip().lower()
                value = default if v == "" else v in ("y", "yes")
                s.render(question(message) + CYAN + ("Yes" if value else "No") + RESET)
                s.done()
                return value
            if k in ("\x7f", "\x08"):
                line = line[:-1]
            elif len(k) == 1 and k.isprintable():
                line += k


class Ora:
    """sindresorhus's ora: a cyan dots spinner before its text, the
    cursor hidden, redrawn every 80ms on one line."""

    def __init__(self, text):
        self.text = text
        self.i = 0

    def frame(self):
        out("\r" + CSI + "2K" + CYAN + DOTS[self.i % len(DOTS)] + RESET + " " + self.text)
        self.i += 1

    def spin(self, seconds):
        out(HIDE)
        end = time.time() + seconds
        while time.time() < end:
            self.frame()
            time.sleep(0.08)

    def forever(self):
        out(HIDE)
        while True:
            self.frame()
            time.sleep(0.08)

    def succeed(self, text=None):
        out("\r" + CSI + "2K" + GREEN + "✔" + RESET + " " + (text or self.text) + "\r\n" + SHOW)


# ---------------------------------------------------------------- pikapack

def pikapack():
    old = "1.4.2"
    name = "tally-lib"
    print("Publish a new version of " + BOLD + MAGENTA + name + RESET + " " + DIM + "(current: " + old + ")" + RESET)
    print()
    print(BOLD + "Commits:" + RESET)
    for msg, sha in (("Add a --json flag to the report command", "3f2a1b9"),
                     ("Fix the totals of empty ledgers", "8c0d4e2"),
                     ("Document the config file", "a71b5c3"),
                     ("Bump rollup to 1.27", "5e9f013")):
        print("- " + msg + "  " + DIM + sha + RESET)
    print()
    print(BOLD + "Commit Range:" + RESET)
    print(DIM + "v" + old + "...master" + RESET)
    print()

    def diff(new):
        # the unchanged part dim, from the first changed part cyan
        o, n = old.split("."), re.split(r"([.-])", new)
        parts = [p for p in n if p not in (".", "-")]
        seps = [p for p in n if p in (".", "-")]
        outp, changed = "", False
        for i, p in enumerate(parts):
            if i < 3 and not changed and i < len(o) and o[i] == p:
                outp += DIM + p + RESET
            else:
                changed = True
                outp += CYAN + p + RESET
            if i < len(seps):
                outp += (CYAN if changed else DIM) + seps[i] + RESET
        return outp

    incs = [("patch", "1.4.3"), ("minor", "1.5.0"), ("major", "2.0.0"), ("prepatch", "1.4.3-0"),
            ("preminor", "1.5.0-0"), ("premajor", "2.0.0-0"), ("prerelease", "1.4.3-0")]
    choices = [inc + " \t" + diff(v) for inc, v in incs] + [None, "Other (specify)"]
    i = ask_list("Select semver increment or specify new version", choices)
    if i < len(incs):
        new = incs[i][1]
    else:
        def valid(v):
            if not re.fullmatch(r"\d+\.\d+\.\d+(-[0-9A-Za-z.-]+)?", v):
                return "Please specify a valid semver, for example, `1.2.3`. See https://semver.org"
            if tuple(int(x) for x in v.split("-")[0].split(".")) <= (1, 4, 2):
                return "Version must be greater than " + old
            return None
        new = ask_input("Version", validate=valid)
    if not ask_confirm("Will bump from " + CYAN + old + RESET + BOLD + " to " + CYAN + new + RESET + BOLD + ". Continue?"):
        print()
        sys.exit(0)
    print()
    tasks = ["Prerequisite check", "Git", "Cleanup", "Installing dependencies using npm",
             "Running tests using npm", "Bumping version using npm", "Publishing package using npm",
             "Pushing tags"]
    out(HIDE)
    drawn = 0
    i = 0
    state = 0  # tasks done
    t0 = time.time()
    while True:
        if state < 3 and time.time() - t0 > 0.6 * (state + 1):
            state += 1
        rows = []
        for n, t in enumerate(tasks):
            if n < state:
                rows.append(" " + GREEN + "✔" + RESET + " " + t)
            elif n == state:
                rows.append(" " + YELLOW + DOTS[i % len(DOTS)] + RESET + " " + t)
                if t.startswith("Installing"):
                    note = "→ npm WARN deprecated rollup-plugin-babel@4.4.0: This package has been deprecated and is no longer maintained."
                    rows.append("   " + GREY + note[:75] + "…" + RESET)
            else:
                rows.append("   " + t)
        if drawn:
            out(CSI + "%dA" % drawn)
        out("\r" + CSI + "J" + "\r\n".join(rows))
        drawn = len(rows) - 1
        i += 1
        time.sleep(0.08)


# ---------------------------------------------------------------- liara

def liara(cmd):
    if cmd == "login":
        ask_list("Please select a region:", ["iran", "germany"])
        ask_input("Enter your email:")
        ask_input("Enter your password:", password=True, mask="*",
                  validate=lambda v: None if len(v) > 5 else "")
        sp = Ora("Logging in...")
        sp.spin(0.8)
        out("\r" + CSI + "2K")
        print("> Auth credentials saved in " + BOLD + "/home/ada/.liara-auth.json" + RESET)
        return
    # deploy
    sp = Ora("Loading...")
    sp.spin(0.6)
    out("\r" + CSI + "2K" + SHOW)
    apps = ["shop-api", "shop-web", "shop-admin", "ledger-worker"]
    a = ask_list("Please select an app:", apps)
    ask_input("Enter the port your app listens to:", default="3000",
              validate=lambda v: None if v.isdigit() else "")
    print()
    print("Deployment info of your app:")
    print("  App: " + apps[a])
    print("  Path: /home/ada/" + apps[a])
    print("  Platform: node")
    print("  Port: 3000")
    print()
    print("Creating an archive...")
    time.sleep(0.4)
    print("Compressed size: 142.37KB " + DIM + "(use .gitignore to reduce the size)" + RESET)
    out(HIDE)
    for p in range(0, 101, 5):
        bar = "█" * (p * 40 // 100) + "░" * (40 - p * 40 // 100)
        out("\r" + CSI + "2K" + "Uploading [" + bar + "] " + str(p) + "% | ETA: " + str((100 - p) // 40) + "s")
        time.sleep(0.05)
    out("\r\n")
    print(GREEN + "Build started" + RESET)
    for l in ("Step 1/9 : FROM liararepo/node-platform:node-18",
              " ---> 3f1b7e6c0a1d",
              "Step 2/9 : WORKDIR /usr/src/app",
              " ---> Using cache",
              " ---> 91b0c6f3e2aa",
              "Step 3/9 : COPY package*.json ./",
              " ---> 0d2f7a4e9c11",
              "Step 4/9 : RUN npm ci --omit=dev",
              " ---> Running in 6be2a1f0d4c3",
              "added 214 packages, and audited 215 packages in 9s"):
        print(l)
        time.sleep(0.15)
    Ora("Building...").forever()


# ---------------------------------------------------------------- dbdocs

def dbdocs(cmd):
    if cmd == "login":
        ask_list("Choose a login method:", ["Email", "GitHub"])
        ask_input("Your email:")
        sp = Ora("Request email authentication")
        sp.spin(1.0)
        sp.succeed()
        ask_input("Please input OTP code sent to the email:")
        sp = Ora("Validate OTP")
        sp.spin(0.6)
        sp.succeed()
        sp = Ora("Save credential")
        sp.spin(0.3)
        sp.succeed()
        print("Done.")
        return
    # build
    sp = Ora("Parsing file content")
    sp.spin(0.5)
    sp.succeed()
    ask_input("Project name:")
    Ora("Uploading data").forever()


# ---------------------------------------------------------------- plasmic

def plasmic():
    def pkgname(v):
        if v != v.lower():
            return "Invalid project name: name can no longer contain capital letters"
        if not re.fullmatch(r"[a-z0-9][a-z0-9._-]*", v):
            return "Invalid project name: name can only contain URL-friendly characters"
        return None

    name = ask_input("What is your project named?", default="my-app", validate=pkgname)
    ask_list("What language do you want to use?", ["TypeScript", "JavaScript"])
    fw = ["Next.js", "Gatsby", "Tanstack Start", "React (powered by Vite)"]
    f = ask_list("What React framework do you want to use?", fw)
    ask_list("Which scheme do you want to use to integrate Plasmic?", ["loader (recommended)", "codegen"],
             short=lambda i: ["loader", "codegen"][i])

    def url(v):
        if not re.match(r"https://studio\.plasmic\.app/projects/[A-Za-z0-9]+", v) and not re.fullmatch(r"[A-Za-z0-9]{16,}", v):
            return "Please enter a valid Plasmic project URL or project ID"
        return None

    ask_input("If you don't have a project yet, create one by going to\n  " + CYAN +
              "https://studio.plasmic.app/starters" + RESET + BOLD + " .\nWhat is the URL of your project?", validate=url)
    print()
    if f != 0:
        cmd = {1: "npx create-gatsby@latest -y " + name,
               2: "npx create-start-app@latest " + name + " --no-git",
               3: "npm create vite@latest " + name + " -- --template react-ts"}[f]
        print(DIM + "$ " + cmd + RESET)
        out(HIDE)
        i = 0
        while True:
            out("\r" + DOTS[i % len(DOTS)])
            i += 1
            time.sleep(0.08)
    print(DIM + "$ npx create-next-app@latest " + name + " --ts --eslint --no-tailwind --no-src-dir --app --use-npm" + RESET)
    print("Creating a new Next.js app in " + GREEN + "/home/ada/" + name + RESET + ".")
    print()
    print("Using npm.")
    print()
    print("Initializing project with template: app")
    print()
    print()
    print("Installing dependencies:")
    for d in ("react", "react-dom", "next"):
        print("- " + CYAN + d + RESET)
    print()
    print("Installing devDependencies:")
    for d in ("typescript", "@types/node", "@types/react", "@types/react-dom", "eslint", "eslint-config-next"):
        print("- " + CYAN + d + RESET)
    print()
    out(HIDE)
    i = 0
    while True:
        out("\r" + DOTS[i % len(DOTS)])
        i += 1
        time.sleep(0.08)


# ---------------------------------------------------------------- harperdb
# flatiron's prompt, as HarperDB's installer sets it: no `prompt:`
# message, each property's description after its [KEY], the default grey
# in parentheses, `: ` after, invalid input answered by red `error:`
# lines and the property asked again; the password hidden.

def harperdb(cmd):
    print()
    print(BOLD + "                    HarperDB installer" + RESET)
    print()
    print("Terms & Conditions can be found at https://harperdb.io/legal/end-user-license-agreement")
    print("and can be viewed by typing or copying and pasting the URL into your web browser.")

    def ask(key, desc, default=None, pattern=None, message=None, hidden=False):
        while True:
            p = "[" + key + "] " + desc
            if default is not None:
                p += " " + GREY + "(" + default + ")" + RESET
            p += ": "
            if hidden:
                v = getpass.getpass(p)
            else:
                v = input(p)
            if v == "" and default is not None:
                v = default
            if pattern is None or re.fullmatch(pattern, v):
                return v
            print(RED + "error" + RESET + ":   Invalid input for " + key)
            if message:
                print(RED + "error" + RESET + ":   " + message)

    agree = ask("TC_AGREEMENT", "I Agree to the HarperDB Terms and Conditions. (yes/no)",
                pattern=r"(?i)yes|no", message="Please enter yes or no")
    if agree.lower() != "yes":
        print("Terms & Conditions acceptance is required to proceed with installation. Exiting install...")
        return
    ask("ROOTPATH", "Please enter the destination for HarperDB", default="/home/ada/hdb")
    ask("HDB_ADMIN_USERNAME", "Please enter a username for the administrative user", default="HDB_ADMIN")
    ask("HDB_ADMIN_PASSWORD", "Please enter a password for the administrative user", hidden=True,
        pattern=r".+", message="Password is required")
    ask("DEFAULTS_MODE", "Default Config - dev (easy access/debugging) or prod (security/performance) (dev/prod)",
        default="dev", pattern=r"dev|prod", message="Please enter dev or prod")
    ask("NODE_HOSTNAME", "Please enter the hostname for this server", default="localhost")
    print()
    print("Installing HarperDB...")
    time.sleep(1)
    print("HarperDB installation was successful.")


def main():
    args = sys.argv[1:]
    if not args:
        sys.exit(__doc__)
    tool, rest = args[0], args[1:]
    try:
        if tool == "pikapack":
            pikapack()
        elif tool == "liara":
            liara(rest[0] if rest else "login")
        elif tool == "dbdocs":
            dbdocs(rest[0] if rest else "login")
        elif tool == "plasmic":
            plasmic()
        elif tool == "harperdb":
            harperdb(rest[0] if rest else "install")
        else:
            sys.exit(__doc__)
    except KeyboardInterrupt:
        out(SHOW + "\r\n")
        sys.exit(130)
    finally:
        out(SHOW)


if __name__ == "__main__":
    main()
