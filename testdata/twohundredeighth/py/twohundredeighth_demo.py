#!/usr/bin/env python3
"""The twohundredeighth set's imitations: each prints, on the main
screen, what an AI coding assistant or a developer CLI that cannot run
here prints at one of its interactive moments (its words, layout,
defaults, colours, cursor and terminal modes): sign-in prompts and API
keys asked a line at a time, and clack's boxed steps drawn in raw mode.
The first argument names the tool imitated."""
import getpass
import os
import sys
import termios
import time
import tty

ESC = "\x1b["
RESET = ESC + "0m"
BOLD = ESC + "1m"
DIM = ESC + "2m"
INVERSE = ESC + "7m"
RED = ESC + "31m"
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
    """The terminal in raw mode, no echo, as clack sets it."""

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
        if b == b"\x7f":
            return "backspace"
        return b.decode("utf-8", "replace")


def visible(s):
    """The width of s without its escapes (an emoji counted two)."""
    n, i = 0, 0
    while i < len(s):
        if s[i] == "\x1b":
            while i < len(s) and not s[i].isalpha():
                i += 1
        elif ord(s[i]) >= 0x1F000 or s[i] in "✅❌":
            n += 2
        elif ord(s[i]) != 0xFE0F:
            n += 1
        i += 1
    return n


class Block:
    """Lines drawn in place and redrawn as clack's prompts do, the cursor
    hidden."""

    def __init__(self):
        self.rows = 0

    def draw(self, lines):
        s = "\r"
        if self.rows:
            s += ESC + "%dA" % self.rows
        s += ESC + "J" + "\r\n".join(lines) + ESC + "?25l"
        w = os.get_terminal_size(sys.stdout.fileno()).columns
        self.rows = sum(max(1, (visible(l) + w - 1) // w) for l in lines) - 1
        out(s)

    def done(self, lines):
        self.draw(lines)
        out("\r\n")
        self.rows = 0


BAR = GRAY + "│" + RESET
CBAR = CYAN + "│" + RESET


def clack_select(message, options, cursor=0):
    """clack's select: ● on the highlighted option, its hint dim after
    it, ○ and dim on the others, the cursor hidden. options are
    (label, hint) pairs."""
    b = Block()
    with Raw() as r:
        while True:
            rows = [BAR, CYAN + "◆" + RESET + "  " + message]
            for i, (label, hint) in enumerate(options):
                if i == cursor:
                    row = GREEN + "●" + RESET + " " + label + (" " + DIM + "(" + hint + ")" + RESET if hint else "")
                else:
                    row = DIM + "○" + RESET + " " + DIM + label + RESET
                rows.append(CBAR + "  " + row)
            rows.append(CYAN + "└" + RESET)
            b.draw(rows)
            k = r.key()
            if k in ("up", "left"):
                cursor = (cursor - 1) % len(options)
            elif k in ("down", "right"):
                cursor = (cursor + 1) % len(options)
            elif k == "enter":
                break
    b.done([BAR, GREEN + "◇" + RESET + "  " + message, BAR + "  " + DIM + options[cursor][0] + RESET])
    return cursor


def clack_text(message, placeholder=""):
    """clack's text: the placeholder dim after an inverse first cell, the
    typed value followed by an inverse cell, the cursor hidden."""
    b = Block()
    value = ""
    with Raw() as r:
        while True:
            if value:
                shown = value + INVERSE + " " + RESET
            elif placeholder:
                shown = INVERSE + placeholder[0] + RESET + DIM + placeholder[1:] + RESET
            else:
                shown = INVERSE + " " + RESET
            b.draw([BAR, CYAN + "◆" + RESET + "  " + message, CBAR + "  " + shown, CYAN + "└" + RESET])
            k = r.key()
            if k == "enter":
                if value:
                    break
            elif k == "backspace":
                value = value[:-1]
            elif len(k) == 1 and k.isprintable():
                value += k
    b.done([BAR, GREEN + "◇" + RESET + "  " + message, BAR + "  " + DIM + value + RESET])
    return value


def clack_confirm(message):
    """clack's confirm: ● Yes / ○ No on one row, the cursor hidden."""
    b = Block()
    yes = True
    with Raw() as r:
        while True:
            if yes:
                choice = GREEN + "●" + RESET + " Yes " + DIM + "/" + RESET + " " + DIM + "○" + RESET + " " + DIM + "No" + RESET
            else:
                choice = DIM + "○" + RESET + " " + DIM + "Yes" + RESET + " " + DIM + "/" + RESET + " " + GREEN + "●" + RESET + " No"
            b.draw([BAR, CYAN + "◆" + RESET + "  " + message, CBAR + "  " + choice, CYAN + "└" + RESET])
            k = r.key()
            if k in ("left", "right", "up", "down"):
                yes = not yes
            elif k in ("y", "n"):
                yes = k == "y"
                break
            elif k == "enter":
                break
    b.done([BAR, GREEN + "◇" + RESET + "  " + message, BAR + "  " + DIM + ("Yes" if yes else "No") + RESET])
    return yes


# huggingface-cli-like: `huggingface-cli login`, its logo (wider than 80
# columns, so wrapped), its token asked with getpass, then whether to add
# it as a git credential.
HF_LOGO = """
    _|    _|  _|    _|    _|_|_|    _|_|_|  _|_|_|  _|      _|    _|_|_|      _|_|_|_|    _|_|      _|_|_|  _|_|_|_|
    _|    _|  _|    _|  _|        _|          _|    _|_|    _|  _|            _|        _|    _|  _|        _|
    _|_|_|_|  _|    _|  _|  _|_|  _|  _|_|    _|    _|  _|  _|  _|  _|_|      _|_|_|    _|_|_|_|  _|        _|_|_|
    _|    _|  _|    _|  _|    _|  _|    _|    _|    _|    _|_|  _|    _|      _|        _|    _|  _|        _|
    _|    _|    _|_|      _|_|_|    _|_|_|  _|_|_|  _|      _|    _|_|_|      _|        _|    _|    _|_|_|  _|_|_|_|
"""


def huggingface():
    print(HF_LOGO)
    print("    To log in, `huggingface_hub` requires a token generated from https://huggingface.co/settings/tokens .")
    getpass.getpass("Enter your token (input will not be visible): ")
    input("Add token as git credential? (Y/n) ")
    wait_forever()


# wandb-like: a training script's wandb.init() with no API key stored:
# its three numbered choices, then, for an existing account, the key
# asked with getpass; every line under a bold blue `wandb: `.
def wandb():
    tag = BLUE + BOLD + "wandb" + RESET + ": "
    print(tag + "Using wandb-core as the SDK backend.  Please refer to https://wandb.me/wandb-core for more information.")
    for i, c in enumerate(["Create a W&B account", "Use an existing W&B account", "Don't visualize my results"]):
        print(tag + "(%d) %s" % (i + 1, c))
    while True:
        choice = input(tag + "Enter your choice: ").strip()
        if choice in ("1", "2", "3"):
            break
        print(tag + "Invalid choice")
    if choice == "2":
        print(tag + "You chose 'Use an existing W&B account'")
        print(tag + "Logging into wandb.ai. (Learn how to deploy a W&B server locally: https://wandb.me/wandb-server)")
        print(tag + "You can find your API key in your browser here: https://wandb.ai/authorize")
        getpass.getpass(tag + "Paste an API key from your profile and hit enter, or press ctrl+c to quit: ")
    wait_forever()


# databricks-like: the legacy databricks-cli's `databricks configure
# --token`, click's prompts: the host in clear, the token hidden.
def databricks():
    input("Databricks Host (should begin with https://): ")
    getpass.getpass("Token: ")
    wait_forever()


# comet-like: `comet login`, the API key asked with getpass.
def comet():
    print("Please paste your Comet API key from https://www.comet.com/api/my/settings/")
    print("(Note: your Comet API key will be invisible)")
    getpass.getpass("Comet API key: ")
    wait_forever()


# clearml-init-like: `clearml-init`, the copied credentials asked on a
# line, in clear.
def clearml():
    print("ClearML SDK setup process")
    print("")
    print("Please create new clearml credentials through the settings page in your `clearml-server` web app "
          "(e.g. http://localhost:8080//settings/workspace-configuration) ")
    print("Or create a free account at https://app.clear.ml/settings/workspace-configuration")
    print("")
    print('In settings page, press "Create new credentials", then press "Copy to clipboard".')
    print("")
    input("Paste copied configuration here:\n")
    wait_forever()


# ai-shell-like: builder.io's ai-shell, `ai` with no prompt: clack's
# intro, its prompt for a request (a dim example after an inverse
# cell), the script and its explanation streamed, then `Run this
# script?`.
def aishell():
    print("")
    out(GRAY + "┌" + RESET + "  " + CYAN + "AI Shell" + RESET + "\r\n")
    request = clack_text("What would you like me to do?", "e.g. list js files")
    out(BAR + "\r\n" + MAGENTA_SPIN + "  Loading...")
    time.sleep(1.0)
    out("\r" + ESC + "K" + GREEN + "◇" + RESET + "  Your script:\r\n\r\n")
    script = 'find . -type f -name "*.js" -not -path "./node_modules/*"'
    if "log" in request:
        script = 'find . -type f -name "*.log"'
    for word in script.split(" "):
        out(word + " ")
        time.sleep(0.05)
    out("\r\n\r\n\r\n" + DIM + "•" + RESET + "\r\n")
    out(MAGENTA_SPIN + "  Getting explanation...")
    time.sleep(0.8)
    out("\r" + ESC + "K" + GREEN + "◇" + RESET + "  Explanation:\r\n\r\n")
    for line in ["1. Search the current directory and its subdirectories for entries (find .).",
                 "2. Keep only regular files (-type f) whose name ends in .js (-name \"*.js\").",
                 "3. Leave out anything under ./node_modules (-not -path \"./node_modules/*\")."]:
        out(line + "\r\n")
        time.sleep(0.1)
    out("\r\n" + DIM + "•" + RESET + "\r\n")
    clack_select("Run this script?", [
        ("✅ Yes", "Lets go!"),
        ("📝 Edit", "Make some adjustments before running"),
        ("🔁 Revise", "Give feedback via prompt and get a new result"),
        ("📋 Copy", "Copy the generated script to your clipboard"),
        ("❌ Cancel", "Exit the program"),
    ])
    wait_forever()


MAGENTA_SPIN = ESC + "35m" + "◒" + RESET


# ai-shell-config-like: `ai config`, clack's select of the settings
# (each not set yet), then the OpenAI key asked in clack's text field.
def aishellconfig():
    print("")
    options = [("OpenAI Key", "not set"), ("OpenAI API Endpoint", "not set"), ("Silent Mode", "not set"),
               ("Model", "not set"), ("Language", "not set"), ("Cancel", "Exit the program")]
    choice = clack_select("Set config:", options)
    if choice == 0:
        clack_text("Enter your OpenAI API key")
    wait_forever()


# opencommit-like: `oco` in a repository: the staged files counted, the
# generated message between grey rules, then clack's confirm; with
# nothing staged, whether to stage everything.
def opencommit(staged=True):
    rule = GRAY + "——————————————————" + RESET
    out(GRAY + "┌" + RESET + "  open-commit\r\n")
    if not staged:
        out(BAR + "\r\n" + GREEN + "◇" + RESET + "  No files are staged\r\n")
        clack_confirm("Do you want to stage all files and generate commit message?")
        wait_forever()
        return
    out(BAR + "\r\n" + GREEN + "◇" + RESET + "  2 staged files:\r\n  notes.txt\r\n  long.txt\r\n")
    out(BAR + "\r\n" + MAGENTA_SPIN + "  Generating the commit message")
    time.sleep(1.0)
    out("\r" + ESC + "K" + GREEN + "◇" + RESET + "  📝 Commit message generated\r\n")
    out(BAR + "\r\n" + GRAY + "└" + RESET + "  Generated commit message:\r\n" + rule + "\r\n" +
        "docs(notes): add the release checklist and wrap long lines\r\n" + rule + "\r\n\r\n")
    clack_confirm("Confirm the commit message?")
    wait_forever()


# trae-like: trae-agent's `trae-cli interactive`: rich's green panel,
# its commands, a rule and `Task: ` asked on a line; a task asks next
# for its working directory, the current one its default.
def trae():
    width = 80
    title = " Interactive Mode "
    left = (width - 2 - len(title)) // 2
    top = GREEN + "╭" + "─" * left + RESET + title + GREEN + "─" * (width - 2 - left - len(title)) + "╮" + RESET
    body = [BOLD + "Welcome to Trae Agent Interactive Mode!" + RESET,
            BOLD + "Provider:" + RESET + " openai",
            BOLD + "Model:" + RESET + " gpt-4o",
            BOLD + "Max Steps:" + RESET + " 20",
            BOLD + "Config File:" + RESET + " trae_config.yaml"]
    print(top)
    for line in body:
        print(GREEN + "│" + RESET + " " + line + " " * (width - 3 - visible(line)) + GREEN + "│" + RESET)
    print(GREEN + "╰" + "─" * (width - 2) + "╯" + RESET)

    def commands():
        print("")
        print(BOLD + GREEN + "Available Commands:" + RESET)
        print("• Type any task description to execute it")
        print("• 'status' - Show agent status")
        print("• 'clear' - Clear the screen")
        print("• 'help' - Show this help message")
        print("• 'exit' or 'quit' - End the session")

    commands()
    while True:
        print("\n" + "=" * 50)
        task = input(BOLD + GREEN + "Task" + RESET + ": ").strip()
        if task in ("exit", "quit"):
            print("Goodbye!")
            return
        if task == "help":
            commands()
            continue
        if task == "status":
            print(BLUE + "Provider: openai, Model: gpt-4o" + RESET)
            continue
        if not task:
            continue
        input(BOLD + BLUE + "Working Directory" + RESET + " " + BOLD + CYAN + "(" + os.getcwd() + ")" + RESET + ": ")
        wait_forever()
        return


TOOLS = {
    "huggingface-cli": huggingface,
    "wandb": wandb,
    "databricks": databricks,
    "comet": comet,
    "clearml-init": clearml,
    "ai-shell": aishell,
    "ai-shell-config": aishellconfig,
    "opencommit": opencommit,
    "opencommit-unstaged": lambda: opencommit(False),
    "trae": trae,
}

if __name__ == "__main__":
    try:
        TOOLS[sys.argv[1]]()
    except KeyboardInterrupt:
        out("\r\n" + ESC + "?25h")
