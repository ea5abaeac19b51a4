#!/usr/bin/env python3
"""The hundredfifteenth set's imitations: each draws, on the main screen
with the terminal in raw mode (as Node's setRawMode leaves it), the
prompts of an npm CLI or scaffolder that cannot run here, in the looks of
the JavaScript prompt library it uses (inquirer, prompts, enquirer,
@clack/prompts, Ink). The first argument names the tool imitated."""
import os
import sys
import termios
import tty

ESC = "\x1b["
BOLD, DIM, RESET = ESC + "1m", ESC + "2m", ESC + "0m"
CYAN, GREEN, GRAY, RED, YELLOW = ESC + "36m", ESC + "32m", ESC + "90m", ESC + "31m", ESC + "33m"
UNDER = ESC + "4m"
INVERSE = ESC + "7m"
HIDE, SHOW = ESC + "?25l", ESC + "?25h"


def out(s):
    os.write(1, s.replace("\n", "\r\n").encode())


def read_key():
    b = os.read(0, 1)
    if not b:
        sys.exit(0)
    if b == b"\x1b":
        seq = os.read(0, 2)
        return {b"[A": "up", b"[B": "down", b"[C": "right", b"[D": "left"}.get(seq, "esc")
    if b in (b"\r", b"\n"):
        return "enter"
    if b == b"\x03":
        raise KeyboardInterrupt
    if b in (b"\x7f", b"\x08"):
        return "backspace"
    if b == b"\t":
        return "tab"
    return b.decode("utf-8", "replace")


class Frame:
    """Redraws a prompt in place, as the libraries do: up over the rows
    drawn last, erase down, draw again; the cursor left where col says."""

    def __init__(self):
        self.rows = 0

    def draw(self, lines, cursor_row=None, cursor_col=0, show=False):
        s = ""
        if self.rows:
            s += "\r" + (ESC + "%dA" % (self.rows - 1) if self.rows > 1 else "")
        s += "\r" + ESC + "J" + "\n".join(lines)
        self.rows = len(lines)
        if cursor_row is not None:
            up = len(lines) - 1 - cursor_row
            if up:
                s += ESC + "%dA" % up
            s += "\r" + (ESC + "%dC" % cursor_col if cursor_col else "")
            self.rows = cursor_row + 1
        s += SHOW if show else HIDE
        out(s)

    def done(self, lines):
        self.draw(lines)
        out("\n")
        self.rows = 0


def edit(value, k):
    if k == "backspace":
        return value[:-1]
    if len(k) == 1 and k.isprintable():
        return value + k
    return value


def wait_forever():
    while True:
        read_key()


# --- inquirer (legacy Inquirer.js look) ---------------------------------

def inq_input(q, default=""):
    f, v = Frame(), ""
    head = GREEN + "?" + RESET + " " + BOLD + q + RESET + " "
    vis = 2 + len(q) + 1
    d = (DIM + "(" + default + ") " + RESET) if default else ""
    dl = len(default) + 3 if default else 0
    while True:
        f.draw([head + d + v], 0, vis + dl + len(v), True)
        k = read_key()
        if k == "enter":
            v = v or default
            f.done([head + CYAN + v + RESET])
            return v
        v = edit(v, k)


def inq_list(q, choices):
    f, i, first = Frame(), 0, True
    head = GREEN + "?" + RESET + " " + BOLD + q + RESET + " "
    while True:
        lines = [head + (DIM + "(Use arrow keys)" + RESET if first else "")]
        for j, c in enumerate(choices):
            lines.append(CYAN + "❯ " + c + RESET if j == i else "  " + c)
        f.draw(lines)
        k = read_key()
        if k == "up":
            i, first = (i - 1) % len(choices), False
        elif k == "down":
            i, first = (i + 1) % len(choices), False
        elif k == "enter":
            f.done([head + CYAN + choices[i] + RESET])
            return choices[i]


def inq_confirm(q, default=True):
    f, v = Frame(), ""
    head = GREEN + "?" + RESET + " " + BOLD + q + RESET + " "
    hint = DIM + ("(Y/n) " if default else "(y/N) ") + RESET
    while True:
        f.draw([head + hint + v], 0, 2 + len(q) + 1 + 6 + len(v), True)
        k = read_key()
        if k == "enter":
            ans = default if not v else v.lower().startswith("y")
            f.done([head + CYAN + ("Yes" if ans else "No") + RESET])
            return ans
        v = edit(v, k)


# --- prompts (terkelg/prompts look) --------------------------------------

def pr_head(q, done=False):
    return (GREEN + "✔" if done else CYAN + "?") + RESET + " " + BOLD + q + RESET + " " + GRAY + ("…" if done else "›") + RESET + " "


def pr_text(q, initial="", mask=None):
    f, v = Frame(), ""
    while True:
        shown = (mask * len(v)) if mask is not None else v
        if not v and initial:
            line = pr_head(q) + GRAY + initial + RESET
            col = 2 + len(q) + 3
        else:
            line = pr_head(q) + shown
            col = 2 + len(q) + 3 + len(shown)
        f.draw([line], 0, col, True)
        k = read_key()
        if k == "enter":
            v = v or initial
            f.done([pr_head(q, True) + ((mask * len(v)) if mask is not None else v)])
            return v
        if k == "tab" and not v:
            v = initial
            continue
        v = edit(v, k)


def pr_select(q, choices):
    f, i = Frame(), 0
    while True:
        lines = [pr_head(q) + GRAY + "- Use arrow-keys. Return to submit." + RESET]
        for j, c in enumerate(choices):
            lines.append(CYAN + "❯   " + UNDER + c + RESET if j == i else "    " + c)
        f.draw(lines)
        k = read_key()
        if k == "up":
            i = max(i - 1, 0)
        elif k == "down":
            i = min(i + 1, len(choices) - 1)
        elif k == "enter":
            f.done([pr_head(q, True) + choices[i]])
            return choices[i]


# --- enquirer look ------------------------------------------------------------

def enq_head(q, done=False):
    return (GREEN + "✔" if done else CYAN + "?") + RESET + " " + BOLD + q + RESET + " " + GRAY + ("·" if done else "›") + RESET + " "


def enq_autocomplete(q, choices, limit=7):
    f, v, i = Frame(), "", 0
    while True:
        shown = [c for c in choices if v.lower() in c.lower()]
        i = min(i, max(len(shown) - 1, 0))
        lines = [enq_head(q) + v]
        for j, c in enumerate(shown[:limit]):
            lines.append(CYAN + "❯ " + UNDER + c + RESET if j == i else "  " + c)
        if not shown:
            lines.append(RED + "No matches" + RESET)
        f.draw(lines, 0, 2 + len(q) + 3 + len(v), True)
        k = read_key()
        if k == "up":
            i = max(i - 1, 0)
        elif k == "down":
            i = min(i + 1, len(shown) - 1)
        elif k == "enter" and shown:
            f.done([enq_head(q, True) + GREEN + shown[i] + RESET])
            return shown[i]
        else:
            v, i = edit(v, k), 0


def enq_confirm(q, default=False):
    f = Frame()
    hint = GRAY + ("(Y/n)" if default else "(y/N)") + RESET + " " + GRAY + "›" + RESET + " "
    line = CYAN + "?" + RESET + " " + BOLD + q + RESET + " " + hint + GRAY + ("true" if default else "false") + RESET
    while True:
        f.draw([line], 0, 2 + len(q) + 1 + 8 + 5 + (0 if default else 1), True)
        k = read_key()
        if k in ("y", "n", "enter"):
            ans = default if k == "enter" else k == "y"
            f.done([enq_head(q, True) + GREEN + ("true" if ans else "false") + RESET])
            return ans


# --- @clack/prompts look ------------------------------------------------------

BAR = GRAY + "│" + RESET


def clk_intro(title):
    out(GRAY + "┌" + RESET + "  " + INVERSE + " " + title + " " + RESET + "\n" + BAR + "\n")


def clk_done(f, q, answer):
    f.done([GREEN + "◇" + RESET + "  " + q, BAR + "  " + DIM + answer + RESET, BAR])


def clk_text(q, placeholder="", default=""):
    f, v = Frame(), ""
    while True:
        if v:
            field = v + INVERSE + " " + RESET
        elif placeholder:
            field = INVERSE + placeholder[0] + RESET + DIM + placeholder[1:] + RESET
        else:
            field = INVERSE + " " + RESET
        f.draw([CYAN + "◆" + RESET + "  " + q, CYAN + "│" + RESET + "  " + field, CYAN + "└" + RESET])
        k = read_key()
        if k == "enter":
            v = v or default
            clk_done(f, q, v)
            return v
        v = edit(v, k)


def clk_select(q, choices):
    f, i = Frame(), 0
    while True:
        lines = [CYAN + "◆" + RESET + "  " + q]
        for j, c in enumerate(choices):
            if j == i:
                lines.append(CYAN + "│" + RESET + "  " + GREEN + "●" + RESET + " " + c)
            else:
                lines.append(CYAN + "│" + RESET + "  " + DIM + "○" + " " + c + RESET)
        lines.append(CYAN + "└" + RESET)
        f.draw(lines)
        k = read_key()
        if k in ("up", "left"):
            i = (i - 1) % len(choices)
        elif k in ("down", "right"):
            i = (i + 1) % len(choices)
        elif k == "enter":
            clk_done(f, q, choices[i])
            return choices[i]


def clk_multiselect(q, choices, initial=()):
    f, i, on = Frame(), 0, set(initial)
    while True:
        lines = [CYAN + "◆" + RESET + "  " + q + " " + DIM + "(Press space to select, enter to submit)" + RESET]
        for j, c in enumerate(choices):
            box = GREEN + "◼" + RESET if j in on else (CYAN + "◻" + RESET if j == i else DIM + "◻" + RESET)
            label = c if j == i else DIM + c + RESET
            lines.append(CYAN + "│" + RESET + "  " + box + " " + label)
        lines.append(CYAN + "└" + RESET)
        f.draw(lines)
        k = read_key()
        if k == "up":
            i = (i - 1) % len(choices)
        elif k == "down":
            i = (i + 1) % len(choices)
        elif k == " ":
            on ^= {i}
        elif k == "enter":
            clk_done(f, q, ", ".join(c for j, c in enumerate(choices) if j in on))
            return on


# --- Ink (ink-select-input look) ----------------------------------------------

def ink_select(title, items):
    f, i = Frame(), 0
    while True:
        lines = [title]
        for j, (label, desc) in enumerate(items):
            pad = label.ljust(9)
            if j == i:
                lines.append(BLUE_BOLD + "❯ " + pad + RESET + (desc if j == i else ""))
            else:
                lines.append("  " + label)
        f.draw(lines)
        k = read_key()
        if k == "up" or k == "k":
            i = (i - 1) % len(items)
        elif k == "down" or k == "j":
            i = (i + 1) % len(items)
        elif k == "enter":
            f.done([title, "  " + items[i][0]])
            return items[i][0]


BLUE_BOLD = ESC + "1;34m"


# --- the tools ----------------------------------------------------------------

# create-eth-like: scaffold-eth's `npx create-eth@latest` (inquirer).
def create_eth():
    out(" " + BOLD + "Create Scaffold-ETH 2 app" + RESET + "\n\n")
    inq_input("Your project name:", "my-dapp-example")
    inq_list("What solidity framework do you want to use?", ["hardhat", "foundry", "none"])
    inq_confirm("Install packages?", True)
    wait_forever()


# create-directus-extension-like: `npm init directus-extension` (inquirer).
def directus():
    inq_list("Choose the extension type", ["interface", "display", "layout", "module", "panel", "theme",
                                           "hook", "endpoint", "operation", "bundle"])
    inq_input("Choose a name for the extension")
    inq_list("Choose the language to use", ["javascript", "typescript"])
    wait_forever()


# create-llama-like: `npx create-llama@latest` (prompts).
def create_llama():
    pr_text("What is your project named?", "my-app")
    pr_select("Which framework would you like to use?", ["NextJS", "Express", "FastAPI (Python)"])
    pr_text("Please provide your OpenAI API key (leave blank to skip):", mask="*")
    wait_forever()


# saleor-like: saleor-cli's `saleor environment switch` (enquirer).
def saleor():
    out(GRAY + "Fetching environments for organization relay-team…" + RESET + "\n")
    enq_autocomplete("Select environment", ["relay-production", "relay-staging", "relay-dev-ada",
                                            "storefront-demo", "storefront-staging", "checkout-sandbox"])
    enq_confirm("Do you want to populate the database with sample data?", False)
    wait_forever()


# create-mastra-like: `npm create mastra@latest` (@clack/prompts).
def create_mastra():
    clk_intro("Mastra Create")
    clk_text("What do you want to name your project?", "my-mastra-app", "my-mastra-app")
    clk_multiselect("Choose components to install:", ["Agents", "Workflows"])
    clk_select("Select default provider:", ["OpenAI (recommended)", "Anthropic", "Groq", "Google", "Cerebras"])
    wait_forever()


# cdktf-like: `cdktf deploy` asking to approve its plan (Ink).
def cdktf():
    for line in [
        "relay-stack  Initializing the backend...",
        "relay-stack  Terraform used the selected providers to generate the following",
        "             execution plan. Resource actions are indicated with the following\n             symbols:",
        "               " + GREEN + "+" + RESET + " create",
        "",
        "             Terraform will perform the following actions:",
        "relay-stack    # aws_s3_bucket.relay_assets (relay_assets) will be created",
        "                 " + GREEN + "+" + RESET + " resource \"aws_s3_bucket\" \"relay_assets\" {",
        "                     " + GREEN + "+" + RESET + " bucket        = \"relay-assets\"",
        "                     " + GREEN + "+" + RESET + " force_destroy = false",
        "                     " + GREEN + "+" + RESET + " id            = (known after apply)",
        "                   }",
        "",
        "             Plan: 1 to add, 0 to change, 0 to destroy.",
        "",
    ]:
        out(line + "\n")
    ink_select(BOLD + "Please review the diff output above for relay-stack" + RESET,
               [("Approve", "Applies the changes outlined in the plan."), ("Dismiss", ""),
                ("Stop", "Stops the CDKTF process.")])
    wait_forever()


TOOLS = {
    "create-eth": create_eth,
    "create-directus-extension": directus,
    "create-llama": create_llama,
    "saleor": saleor,
    "create-mastra": create_mastra,
    "cdktf": cdktf,
}


def main():
    tool = TOOLS[sys.argv[1]]
    saved = termios.tcgetattr(0)
    tty.setraw(0)
    try:
        tool()
    except KeyboardInterrupt:
        pass
    finally:
        termios.tcsetattr(0, termios.TCSADRAIN, saved)
        out(SHOW)


if __name__ == "__main__":
    main()
