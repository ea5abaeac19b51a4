#!/usr/bin/env python3
"""The twohundredeightyeighth set's imitations: each draws, on the main
screen, what a prompt library that cannot run here draws at its prompts
(its words, pointers, signs, hint lines, colours, cursor and terminal
modes, from its documentation and source as known). The first argument
names the library's flow:

  ask         Deno's ask (jsr @sallai/ask): input, number with a default,
              password, confirm, select, checkbox and editor prompts
  noneprompt  NonePrompt (Python, on prompt_toolkit): list with a filter,
              input with default text, checkbox, password, confirm
  pickaboo    pick-a-boo (Rust, on crossterm): one-line pickers of keys
  interact    interact (Go): line prompts with defaults, retry, confirm
"""
import os
import re
import subprocess
import sys
import tempfile
import termios
import time
import tty

ESC = "\x1b["
RESET = ESC + "0m"
BOLD = ESC + "1m"
DIM = ESC + "2m"
UNDER = ESC + "4m"
RED = ESC + "31m"
GREEN = ESC + "32m"
CYAN = ESC + "36m"
BLUE = ESC + "34m"
WHITE = ESC + "37m"
GRAY = ESC + "90m"
PURPLE = ESC + "1;38;2;103;58;183m"   # prompt_toolkit's fg:#673AB7 bold
ANNOT = ESC + "38;2;127;140;141m"     # fg:#7F8C8D
ORANGE = ESC + "38;2;255;157;0m"      # fg:#FF9D00
HIDE = ESC + "?25l"
SHOW = ESC + "?25h"
CLEAR_LINE = "\r" + ESC + "2K"


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
            out(SHOW + "\r\n")
            raise SystemExit(130)
        if b == b"\x7f":
            return "backspace"
        return b.decode("utf-8", "replace")


def rows(s):
    """The rows s takes on the screen, its escapes left out."""
    width = os.get_terminal_size().columns
    n = len(re.sub(r"\x1b\[[0-9;?]*[A-Za-z]", "", s))
    return max(1, (n + width - 1) // width)


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


# ---- Deno's ask: each prompt on a new line, indented two spaces, a green
# `?` and the message bold white; lists after a blank line, the active
# entry cyan after `❯`, the cursor hidden; checkbox signs `●` cyan and
# `○`; text read by its own line reader, raw.

def ask_prompt(message, final=False):
    q = WHITE + (message if final else BOLD + message) + RESET
    return "  " + GREEN + "?" + RESET + " " + q + " "


def ask_read(raw, message, default=None, mask=None):
    buf = ""
    while True:
        line = CLEAR_LINE + ask_prompt(message)
        if mask is not None:
            line += mask * len(buf)
        else:
            line += buf
        if not buf and default is not None:
            line += GRAY + default + RESET + ESC + "%dD" % len(default)
        out(line)
        k = raw.key()
        if k == "enter":
            return buf or (default or "")
        if k == "backspace":
            buf = buf[:-1]
        elif len(k) == 1 and k.isprintable():
            buf += k


def ask_answered(message, answer):
    out(CLEAR_LINE + ask_prompt(message, True) + GREEN + answer + RESET + "\r\n")


def ask_list(raw, message, items, multiple=False, checked=()):
    active = 0
    ticked = set(checked)
    out("\r\n" + ask_prompt(message) + "\r\n\r\n" + HIDE)
    drawn = 0
    while True:
        if drawn:
            out(ESC + "%dA" % drawn)
        for i, it in enumerate(items):
            text = it
            if multiple:
                sign = (CYAN + "● " + RESET) if i in ticked else "○ "
                text = sign + it
            if i == active:
                row = CYAN + "❯ " + text + RESET
            else:
                row = "  " + text
            out(CLEAR_LINE + "  " + row + "\r\n")
        drawn = len(items)
        k = raw.key()
        if k == "up":
            active = (active - 1) % len(items)
        elif k == "down":
            active = (active + 1) % len(items)
        elif k == " " and multiple:
            ticked ^= {active}
        elif k == "enter":
            out(ESC + "%dA" % (drawn + 2))
            out((CLEAR_LINE + "\r\n") * (drawn + 2) + ESC + "%dA" % (drawn + 2))
            out(SHOW)
            if multiple:
                return [items[i] for i in sorted(ticked)]
            return items[active]


def flow_ask():
    out(BOLD + "relay-init" + RESET + " scaffolds a new relay service\r\n")
    with Raw() as raw:
        out("\r\n")
        name = ask_read(raw, "Project name:")
        ask_answered("Project name:", name)
        out("\r\n")
        port = ask_read(raw, "Port:", default="8080")
        ask_answered("Port:", port)
        out("\r\n")
        tok = ask_read(raw, "Registry token:", mask="*")
        ask_answered("Registry token:", "*" * len(tok))
        out("\r\n")
        ask_read(raw, "Install dependencies? [Y/n]")
        ask_answered("Install dependencies? [Y/n]:", "Yes")
        tmpl = ask_list(raw, "Pick a template:", ["Minimal", "HTTP API", "Worker", "CLI"])
        ask_answered("Pick a template:", tmpl)
        feats = ask_list(raw, "Features:", ["Docker", "Linting", "Tests", "CI workflow"],
                         multiple=True, checked=(0,))
        ask_answered("Features:", ", ".join(feats))
        out("\r\n" + ask_prompt("Release notes:") + GRAY + "Press " + BLUE + "<enter>" + GRAY
            + " to launch your preferred editor." + RESET)
        while raw.key() != "enter":
            pass
    fd, path = tempfile.mkstemp(prefix="ask_")
    os.close(fd)
    subprocess.call(["nano", path])  # the preferred editor: nano here
    os.remove(path)


# ---- NonePrompt: `[?]` purple bold, the question bold, a grey annotation;
# the list's filter typed on the question's line (the cursor there), `❯`
# and the highlighted entry green; checkbox `●` green and `○`.

def np_head(question, annotation):
    s = PURPLE + "[?]" + RESET + " " + BOLD + question + RESET + " "
    if annotation:
        s += ANNOT + annotation + RESET + " "
    return s


def np_list(raw, question, items):
    buf = ""
    index = 0
    drawn = 0
    while True:
        shown = [it for it in items if buf.lower() in it.lower()]
        index = min(index, max(len(shown) - 1, 0))
        out(CLEAR_LINE + ESC + "J")
        for i, it in enumerate(shown):
            if i == index:
                out("\r\n" + "❯ " + GREEN + it + RESET)
            else:
                out("\r\n" + "  " + it)
        if shown:
            out(ESC + "%dA" % len(shown))
        drawn = len(shown)
        out("\r" + np_head(question, "(Use ↑ and ↓ to choose, Enter to submit)") + buf + SHOW)
        k = raw.key()
        if k == "up" and shown:
            index = (index - 1) % len(shown)
        elif k == "down" and shown:
            index = (index + 1) % len(shown)
        elif k == "backspace":
            buf, index = buf[:-1], 0
        elif k == "enter" and shown:
            out(CLEAR_LINE + ESC + "J" + np_head(question, "") + ORANGE + shown[index] + RESET + "\r\n")
            return shown[index]
        elif len(k) == 1 and k.isprintable():
            buf, index = buf + k, 0
    del drawn


def np_input(raw, question, default="", password=False):
    buf = default
    while True:
        shown = "*" * len(buf) if password else buf
        out(CLEAR_LINE + np_head(question, "") + shown)
        k = raw.key()
        if k == "enter":
            out(CLEAR_LINE + np_head(question, "") + ORANGE + shown + RESET + "\r\n")
            return buf
        if k == "backspace":
            buf = buf[:-1]
        elif len(k) == 1 and k.isprintable():
            buf += k


def np_checkbox(raw, question, items, selected=()):
    index = 0
    ticked = set(selected)
    out(HIDE)
    while True:
        head = np_head(question, "(Use ↑ and ↓ to move, Space to select, Enter to submit)")
        out(CLEAR_LINE + ESC + "J" + head)
        for i, it in enumerate(items):
            ptr = "❯" if i == index else " "
            if i in ticked:
                row = ptr + " " + GREEN + "●" + RESET + " " + GREEN + it + RESET
            else:
                row = ptr + " ○ " + it
            out("\r\n" + row)
        out(ESC + "%dA" % (len(items) + rows(head) - 1) + "\r")
        k = raw.key()
        if k == "up":
            index = (index - 1) % len(items)
        elif k == "down":
            index = (index + 1) % len(items)
        elif k == " ":
            ticked ^= {index}
        elif k == "enter":
            ans = ", ".join(items[i] for i in sorted(ticked))
            out(CLEAR_LINE + ESC + "J" + np_head(question, "") + ORANGE + ans + RESET + "\r\n" + SHOW)
            return ans


def np_confirm(raw, question, default):
    buf = ""
    annot = "(Y/n)" if default else "(y/N)"
    while True:
        out(CLEAR_LINE + np_head(question, annot) + ORANGE + buf + RESET)
        k = raw.key()
        if k == "enter":
            return buf
        if k == "backspace":
            buf = buf[:-1]
        elif len(k) == 1 and k.isprintable():
            buf += k


def flow_noneprompt():
    out(GREEN + "Creating a new bot project..." + RESET + "\r\n")
    with Raw() as raw:
        np_list(raw, "Select a template to use", [
            "bootstrap (for beginners or users)",
            "simple (for plugin developers)",
            "minimal (an empty project)",
        ])
        np_input(raw, "Project Name:", default="awesome-bot")
        np_checkbox(raw, "Which driver(s) would you like to use", [
            "FastAPI (FastAPI driver)",
            "HTTPX (HTTPX driver)",
            "websockets (websockets driver)",
            "AIOHTTP (AIOHTTP driver)",
        ], selected=(0,))
        np_input(raw, "Superuser token:", password=True)
        np_confirm(raw, "Install dependencies now?", True)
        out(SHOW)
        idle()


# ---- pick-a-boo: `prompt ` then the options on one line, the current
# one by its name, the others by their keys, joined by `/`; the cursor
# hidden, raw; descriptions below, the current one's or all of them.

def pab_display(items, current):
    parts = []
    for i, (name, key, _d) in enumerate(items):
        parts.append(BOLD + UNDER + name + RESET + " " if i == current else key)
    return "/".join(parts)


def pab_choose(raw, prompt, items, mode):
    current = 0
    below = len(items) if mode == "all" else 1
    out("\r\n" * below + ESC + "%dA" % below + HIDE)
    width = max(len(n) for n, _k, _d in items)
    while True:
        out(CLEAR_LINE + prompt + " " + pab_display(items, current))
        if mode == "current":
            name, _k, desc = items[current]
            out("\r\n" + ESC + "2K" + "    %-6s %s" % (name, desc))
        else:
            for i, (name, _k, desc) in enumerate(items):
                sel = ">" if i == current else " "
                out("\r\n" + ESC + "2K" + "%-1s %-*s %s" % (sel, width, name, desc))
        out(ESC + "%dA" % below + "\r")
        k = raw.key()
        if k in ("left", "up"):
            current = (current - 1) % len(items)
        elif k in ("right", "down"):
            current = (current + 1) % len(items)
        elif k == "enter":
            out(ESC + "%dB" % below + SHOW + "\r\n")
            return items[current][0]
        else:
            for i, (_n, key, _d) in enumerate(items):
                if k == key:
                    current = i


def flow_pickaboo():
    out("cargo-tidy 0.3.1: src/main.rs differs from the template\r\n")
    with Raw() as raw:
        ans = pab_choose(raw, "Overwrite src/main.rs?", [
            ("Yes", "y", "replace it with the template"),
            ("No", "n", "keep the file as it is"),
            ("Diff", "d", "show the differences first"),
            ("All", "a", "overwrite this and every later file"),
        ], "current")
        if ans == "Diff":
            out(RED + "-    let port = 8080;" + RESET + "\r\n" + GREEN + "+    let port = env_port()?;" + RESET + "\r\n")
        pab_choose(raw, "Build profile?", [
            ("Dev", "d", "unoptimized + debuginfo"),
            ("Release", "r", "optimized"),
            ("Bench", "b", "optimized + debuginfo"),
        ], "all")
    out(SHOW)
    idle()


# ---- interact (Go): `message: ` read a line at a time, cooked; a default
# in parentheses after the colon; a failed check printed, then
# `Do you want to try again? [y/N]: `.

def flow_interact():
    out("deployctl: a new service\n")
    cooked_line("Please enter the service name: ")
    while True:
        port = cooked_line("Please enter the port: (8080) ") or "8080"
        if port.lstrip("-").isdigit() and int(port) < 0:
            out("The number can not be negative!\n")
            again = cooked_line("Do you want to try again? [y/N]: ")
            if again.lower() not in ("y", "yes"):
                sys.exit(1)
            continue
        break
    cooked_line("Deploy relay to staging now? [Y/n]: ")
    idle()


def main():
    flows = {"ask": flow_ask, "noneprompt": flow_noneprompt,
             "pickaboo": flow_pickaboo, "interact": flow_interact}
    if len(sys.argv) < 2 or sys.argv[1] not in flows:
        sys.stderr.write("usage: %s {%s}\n" % (sys.argv[0], ",".join(flows)))
        sys.exit(2)
    flows[sys.argv[1]]()


if __name__ == "__main__":
    main()
