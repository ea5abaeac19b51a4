#!/usr/bin/env python3
"""The hundredseventysecond set's imitations: each prints what a
command-line tool that cannot run here prints at its interactive set-up
(a scaffolder, a cloud or hosting CLI's login or init, a package
publisher), drawn the way the tool's prompt library draws it. The first
argument names the tool imitated."""
import getpass
import os
import sys
import termios
import tty

ESC = "\x1b["
BOLD, FAINT, RESET = ESC + "1m", ESC + "2m", ESC + "0m"
CYAN, GREEN, BLUE, GREY, YELLOW = ESC + "36m", ESC + "32m", ESC + "34m", ESC + "90m", ESC + "33m"
UNDER = ESC + "4m"
HIDE, SHOW = ESC + "?25l", ESC + "?25h"


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
        while True:
            if not os.read(0, 64):
                return
    except KeyboardInterrupt:
        pass


class Raw:
    """The terminal in raw mode, as the prompt libraries set it."""

    def __enter__(self):
        self.saved = termios.tcgetattr(0)
        tty.setraw(0)
        return self

    def __exit__(self, *a):
        termios.tcsetattr(0, termios.TCSADRAIN, self.saved)

    def key(self):
        b = os.read(0, 16)
        if not b or b == b"\x03":
            termios.tcsetattr(0, termios.TCSADRAIN, self.saved)
            out(SHOW + "\r\n")
            sys.exit(0)
        return b.decode(errors="replace")


UP, DOWN = ("\x1b[A", "\x1bOA"), ("\x1b[B", "\x1bOB")


def redraw(prev, lines):
    """Erases the prev rows drawn last (the cursor on the first of them)
    and draws lines in their place, the cursor left at the end of the
    first."""
    s = "\r" + ESC + "J"
    s += "\r\n".join(lines)
    if len(lines) > 1:
        s += ESC + "%dA" % (len(lines) - 1)
    s += "\r"
    if visible(lines[0]):
        s += ESC + "%dC" % visible(lines[0])
    out(s)
    return len(lines)


def visible(s):
    n, i = 0, 0
    while i < len(s):
        if s[i] == "\x1b":
            while i < len(s) and not s[i].isalpha():
                i += 1
        else:
            n += 1
        i += 1
    return n


# koyeb-like: `koyeb login`, promptui's masked prompt: a blue "?" (a
# green "✔" once something is typed), the question bold, the typed
# token as stars, promptui's own block cursor with the terminal's hidden.
def koyeb():
    q = ("Enter your personal access token. You can create a new token here "
         "(https://app.koyeb.com/user/settings/api)")
    typed = ""
    with Raw() as r:
        out(HIDE)
        while True:
            icon = BLUE + "?" + RESET if not typed else GREEN + "✔" + RESET
            out("\r" + ESC + "J" + BOLD + icon + " " + BOLD + q + ":" + RESET + " " + "*" * len(typed) + "█")
            k = r.key()
            if k in ("\r", "\n"):
                break
            if k in ("\x7f", "\b"):
                typed = typed[:-1]
            elif k.isprintable():
                typed += k
            # promptui redraws over the wrapped rows
            out("\r" + ESC + "1A")
        out(SHOW + "\r\n")
    wait_forever()


# scalingo-like: `scalingo login` asking on lines, the password with
# echo off.
def scalingo():
    print("You need to be authenticated to use Scalingo client.")
    print("No account ? → https://scalingo.com")
    ask("Username or email: ")
    getpass.getpass("Password: ")
    print("-----> Authenticating...")
    wait_forever()


# civo-like: `civo apikey save` with no arguments.
def civo():
    ask("Enter a nice name for this account/API Key: ")
    getpass.getpass("Enter the API key: ")
    wait_forever()


# vsce-like: `vsce package` warning of a missing repository field and
# asking to go on; `vsce login relay` asking for a token shown as stars.
def vsce_package():
    print("Executing prepublish script 'npm run vscode:prepublish'...")
    print()
    print("> relay-tools@0.4.1 vscode:prepublish")
    print("> npm run compile")
    print()
    print(ESC + "43m" + ESC + "30m" + " WARNING " + RESET + " A 'repository' field is missing from the 'package.json' manifest file.")
    print("Use --allow-missing-repository to bypass.")
    ask("Do you want to continue? [y/N] ")
    wait_forever()


def vsce_login():
    print("https://marketplace.visualstudio.com/manage/publishers/")
    prompt = "Personal Access Token for publisher 'relay': "
    typed = ""
    with Raw() as r:
        out(prompt)
        while True:
            k = r.key()
            if k in ("\r", "\n"):
                break
            if k in ("\x7f", "\b"):
                if typed:
                    typed = typed[:-1]
                    out("\b \b")
            elif k.isprintable():
                typed += k
                out("*" * len(k))
        out("\r\n")
    wait_forever()


# upsun-like: `upsun project:create`, the Symfony console questions of
# Platform.sh's CLI: the field and its option, the default under it, a
# "> " to answer on; the regions listed with their ids in brackets.
def upsun():
    print("Creating a project under the organization Ada Lovelace (ada-lovelace)")
    print()
    print(YELLOW + "Project title" + RESET + " (--title)")
    print("Default: " + YELLOW + "Untitled Project" + RESET)
    ask("> ")
    print()
    print(YELLOW + "Region" + RESET + " (--region)")
    print("The region where the project will be hosted.")
    print("Get a 3% discount on resources for regions with a carbon intensity of less than 100 gCO2eq/kWh.")
    for rid, name in REGIONS:
        print("  [" + GREEN + rid + RESET + "] " + name)
    ask("> ")
    wait_forever()


REGIONS = [
    ("ca-1.platform.sh", "Canada (Azure) [33 gC02eq/kWh]"),
    ("ch-1.platform.sh", "Switzerland (Google) [28 gC02eq/kWh]"),
    ("de-2.platform.sh", "Germany (Google) [354 gC02eq/kWh]"),
    ("fr-3.platform.sh", "France (OVH) [58 gC02eq/kWh]"),
    ("uk-1.platform.sh", "United Kingdom (Google) [215 gC02eq/kWh]"),
    ("us-3.platform.sh", "United States (Azure) [409 gC02eq/kWh]"),
]


# create-react-native-app-like: its questions drawn by the prompts
# library: a cyan "?", the question bold, a grey "›", the default grey
# until typed over; the list's "❯" cyan before the highlighted title,
# cyan and underlined, the cursor hidden; a green "✔" and "…" once
# answered.
def crna():
    q = "What is your app named?"
    typed = None
    with Raw() as r:
        while True:
            shown = GREY + "my-app" + RESET if typed is None else typed
            out("\r" + ESC + "K" + CYAN + "?" + RESET + " " + BOLD + q + RESET + " " + GREY + "›" + RESET + " " + shown)
            if typed is None:
                out("\r" + ESC + "%dC" % (len(q) + 5))
            k = r.key()
            if k in ("\r", "\n"):
                break
            if k in ("\x7f", "\b"):
                typed = (typed or "")[:-1]
            elif k.isprintable():
                typed = (typed or "") + k
        name = typed or "my-app"
        out("\r" + ESC + "K" + GREEN + "✔" + RESET + " " + BOLD + q + RESET + " " + GREY + "…" + RESET + " " + name + "\r\n")
        choices = ["Default new app", "Template from https://github.com/expo/examples"]
        hi, prev = 0, 1
        out(HIDE)
        while True:
            lines = [CYAN + "?" + RESET + " " + BOLD + "How would you like to start" + RESET + " " + GREY + "›" + RESET
                     + " " + GREY + "- Use arrow-keys. Return to submit." + RESET]
            for i, c in enumerate(choices):
                if i == hi:
                    lines.append(CYAN + "❯" + RESET + "   " + CYAN + UNDER + c + RESET)
                else:
                    lines.append("    " + c)
            prev = redraw(prev, lines)
            k = r.key()
            if k in UP:
                hi = (hi - 1) % len(choices)
            elif k in DOWN or k == "\t":
                hi = (hi + 1) % len(choices)
            elif k in ("\r", "\n"):
                break
        out(SHOW)
    wait_forever()


# encore-like: `encore app create`, survey's questions: a green "?", the
# question bold, its help cyan in brackets, the highlighted template
# after a cyan "> ", typing filters the list; the answer left cyan after
# the question above the next, the app's name asked on its line.
def encore():
    templates = ["Hello World (Encore introduction)", "Uptime Monitor (Event-driven architecture)",
                 "GraphQL (GraphQL API using gqlgen)", "Slack Bot (Slack bot implementation)",
                 "URL Shortener (REST API, SQL database)", "Empty app (Start from scratch)"]
    q = "Select app template:"
    hi, filt, prev = 0, "", 1
    with Raw() as r:
        out(HIDE)
        while True:
            shown = [t for t in templates if filt.lower() in t.lower()]
            hi = min(hi, max(len(shown) - 1, 0))
            head = GREEN + BOLD + "?" + RESET + " " + BOLD + q + RESET + " " + filt
            if not filt:
                head += " " + CYAN + "[Use arrows to move, type to filter]" + RESET
            lines = [head]
            for i, t in enumerate(shown):
                lines.append(CYAN + BOLD + "> " + t + RESET if i == hi else "  " + t)
            prev = redraw(prev, lines)
            k = r.key()
            if k in UP:
                hi = (hi - 1) % max(len(shown), 1)
            elif k in DOWN:
                hi = (hi + 1) % max(len(shown), 1)
            elif k in ("\r", "\n"):
                if shown:
                    chosen = shown[hi]
                    break
            elif k in ("\x7f", "\b"):
                filt = filt[:-1]
            elif k.isprintable():
                filt += k
        redraw(prev, [GREEN + BOLD + "?" + RESET + " " + BOLD + q + RESET + " " + CYAN + chosen + RESET])
        out("\r\n" + SHOW)
        name = ""
        while True:
            out("\r" + ESC + "K" + GREEN + BOLD + "?" + RESET + " " + BOLD + "App Name (lowercase letters, digits, and dashes)" + RESET + " " + name)
            k = r.key()
            if k in ("\r", "\n"):
                break
            if k in ("\x7f", "\b"):
                name = name[:-1]
            elif k.isprintable():
                name += k
        out("\r\n")
    wait_forever()


TOOLS = {
    "koyeb": koyeb,
    "scalingo": scalingo,
    "civo": civo,
    "vsce-package": vsce_package,
    "vsce-login": vsce_login,
    "upsun": upsun,
    "create-react-native-app": crna,
    "encore": encore,
}

if __name__ == "__main__":
    TOOLS[sys.argv[1]]()
