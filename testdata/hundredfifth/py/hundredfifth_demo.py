"""One program imitated, named by the first argument: a fixture of
agentty's hundredfifth set, whose screens were never used to tune the
mode classifier. Each draws what an AI coding agent or LLM command-line
tool that cannot run here draws at one of its moments (its words,
layout, colours, cursor and terminal modes, from its documentation,
source and published screenshots): iflow-like (iFlow CLI, Ink),
grok-like (grok-cli, Ink), kilocode-like (Kilo Code's CLI, Ink),
openhands-like (OpenHands' CLI, prompt_toolkit), lms-like (LM Studio's
lms load, an inquirer list) and fabric-like (fabric --setup, a line at
a time). Nothing is sent anywhere: answers are canned. Runs with
Debian's python3 and its standard library only."""

import os
import sys
import termios
import tty

ESC = "\x1b"
DIM, BOLD, REV, RESET = "\x1b[2m", "\x1b[1m", "\x1b[7m", "\x1b[0m"
GREY, GREEN, CYAN, BLUE, MAGENTA, YELLOW, RED = (
    "\x1b[90m", "\x1b[32m", "\x1b[36m", "\x1b[34m", "\x1b[35m", "\x1b[33m", "\x1b[31m")
WIDTH = 80


def w(s):
    sys.stdout.write(s)
    sys.stdout.flush()


_pending = ""


def getch():
    """One key: a character, or an escape sequence whole."""
    global _pending
    if not _pending:
        _pending = os.read(0, 64).decode("utf-8", "replace")
    if _pending.startswith(ESC):
        n = 1
        if _pending[1:2] in ("[", "O"):
            n = 2
            while n < len(_pending) and not (_pending[n].isalpha() or _pending[n] == "~"):
                n += 1
            n += 1
        k, _pending = _pending[:n], _pending[n:]
        return k
    k, _pending = _pending[0], _pending[1:]
    return k


class Raw:
    """Raw mode with no echo, as Node's setRawMode and prompt_toolkit
    leave the terminal; the cursor hidden while hide is set."""

    def __init__(self, hide=True):
        self.hide = hide

    def __enter__(self):
        self.old = termios.tcgetattr(0)
        tty.setraw(0)
        if self.hide:
            w("\x1b[?25l")
        return self

    def __exit__(self, *a):
        w("\x1b[?25h")
        termios.tcsetattr(0, termios.TCSADRAIN, self.old)


class Frame:
    """Ink's log-update: the frame's rows written on the main screen,
    erased and written again at each render."""

    def __init__(self):
        self.prev = 0

    def render(self, rows):
        s = ""
        for i in range(self.prev):
            s += "\x1b[2K" + ("\x1b[1A" if i < self.prev - 1 else "")
        if self.prev:
            s += "\r"
        s += "\r\n".join(rows) + "\r\n"
        self.prev = len(rows) + 1
        w(s)

    def done(self):
        self.prev = 0


def vlen(s):
    n, esc = 0, False
    for c in s:
        if esc:
            esc = not c.isalpha()
            continue
        if c == ESC:
            esc = True
            continue
        n += 1
    return n


def box(lines, color=GREY, width=WIDTH):
    """A rounded Ink box (borderStyle "round") around lines."""
    inner = width - 4
    rows = [color + "╭" + "─" * (width - 2) + "╮" + RESET]
    for l in lines:
        rows.append(color + "│" + RESET + " " + l + " " * max(0, inner - vlen(l)) + " " + color + "│" + RESET)
    rows.append(color + "╰" + "─" * (width - 2) + "╯" + RESET)
    return rows


def radio(opts, sel, numbered=True):
    """Gemini-style radio rows: ● on the selected, in green."""
    rows = []
    for i, o in enumerate(opts):
        label = ("%d. %s" % (i + 1, o)) if numbered else o
        if i == sel:
            rows.append(GREEN + "● " + label + RESET)
        else:
            rows.append("  " + label)
    return rows


def pointer(opts, sel, color=CYAN):
    rows = []
    for i, o in enumerate(opts):
        rows.append(color + "❯ " + o + RESET if i == sel else "  " + o)
    return rows


def move(k, sel, n):
    if k in ("\x1b[A", "\x1bOA", "k"):
        return (sel - 1) % n
    if k in ("\x1b[B", "\x1bOB", "j"):
        return (sel + 1) % n
    return sel


# --- iflow-like: iFlow CLI (a Gemini CLI fork, Ink) -----------------------

IFLOW_LOGO = [
    BLUE + "  ██╗███████╗██╗      ██████╗ ██╗    ██╗" + RESET,
    BLUE + "  ██║██╔════╝██║     ██╔═══██╗██║    ██║" + RESET,
    MAGENTA + "  ██║█████╗  ██║     ██║   ██║██║ █╗ ██║" + RESET,
    MAGENTA + "  ██║██║     ███████╗╚██████╔╝╚███╔███╔╝" + RESET,
]


def iflow():
    themes = ["ANSI Dark", "Atom One Dark", "Ayu Dark", "Default Dark", "Dracula Dark", "GitHub Dark"]
    w("\r\n".join(IFLOW_LOGO) + "\r\n\r\n")
    f = Frame()
    with Raw():
        sel = 0
        while True:
            body = [BOLD + "> Select Theme" + RESET]
            body += radio(themes, sel)
            body += ["", BOLD + "Apply To" + RESET, "  1. User Settings", "  2. Workspace Settings", "",
                     GREY + "(Use Enter to select, Tab to change focus)" + RESET]
            f.render(box(body))
            k = getch()
            if k in ("\r", "\n"):
                break
            if k == "\x03":
                return
            sel = move(k, sel, len(themes))
        text = ""
        while True:
            shown = text + REV + " " + RESET if text else REV + " " + RESET + GREY + " Type your message or @path/to/file" + RESET
            rows = box([MAGENTA + "> " + RESET + " " + shown], color=MAGENTA)
            rows.append(CYAN + "~/work" + RESET + "          " + RED + "no sandbox" + RESET + GREY + " (see /docs)" + RESET
                        + "        " + BLUE + "GLM-4.6" + RESET + GREY + " (100% context left)" + RESET)
            f.render(rows)
            k = getch()
            if k == "\x03":
                return
            if k in ("\r", "\n"):
                continue
            if k == "\x7f":
                text = text[:-1]
            elif not k.startswith(ESC):
                text += k


# --- grok-like: grok-cli (Ink) --------------------------------------------

GROK_LOGO = [
    MAGENTA + "  ██████╗ ██████╗  ██████╗ ██╗  ██╗" + RESET,
    MAGENTA + " ██╔════╝ ██╔══██╗██╔═══██╗██║ ██╔╝" + RESET,
    MAGENTA + " ██║  ███╗██████╔╝██║   ██║█████╔╝ " + RESET,
    MAGENTA + " ╚██████╔╝██║  ██║╚██████╔╝██║  ██╗" + RESET,
]


def grok():
    w("\r\n".join(GROK_LOGO) + "\r\n\r\n")
    w(BOLD + "Tips for getting started:" + RESET + "\r\n"
      "1. Ask questions, edit files, or run commands.\r\n"
      "2. Be specific for the best results.\r\n"
      "3. Create GROK.md files to customize your interactions with Grok.\r\n"
      "4. Press Shift+Tab to toggle auto-edit mode.\r\n"
      "5. /help for more information.\r\n\r\n")
    f = Frame()
    with Raw():
        text = ""
        while True:
            rows = box([CYAN + "❯ " + RESET + text + REV + " " + RESET], color=GREY)
            rows.append(YELLOW + "≋ grok-code-fast-1" + RESET + GREY + "  ·  " + RESET + CYAN + "▶ auto-edit: off" + RESET
                        + GREY + " (shift + tab)" + RESET)
            f.render(rows)
            k = getch()
            if k == "\x03":
                return
            if k in ("\r", "\n"):
                if text.strip():
                    break
                continue
            if k == "\x7f":
                text = text[:-1]
            elif not k.startswith(ESC):
                text += k
        f.render([GREY + "> " + text + RESET])
        f.done()
        w("\r\n" + GREEN + "⏺" + RESET + " I'll add the line to notes.txt.\r\n\r\n")
        w(GREEN + "⏺" + RESET + " " + BOLD + "Update(notes.txt)" + RESET + "\r\n")
        w(GREY + "  ⎿ Updating notes.txt with 1 addition" + RESET + "\r\n")
        w("    1   the relay starts at six\r\n")
        w("    2   the relay ends at nine\r\n")
        w("    3 " + "\x1b[42m\x1b[30m" + "+ the relay pauses at noon" + RESET + "\r\n\r\n")
        opts = ["Yes", "Yes, and don't ask again this session", "No", "No, with feedback"]
        sel = 0
        f = Frame()
        while True:
            rows = ["Do you want to proceed with this operation?", ""]
            rows += pointer(opts, sel)
            rows += ["", GREY + "↑↓ navigate • Enter select • Esc cancel" + RESET]
            f.render(rows)
            k = getch()
            if k in ("\x03", "\x1b"):
                return
            if k in ("\r", "\n"):
                return
            sel = move(k, sel, len(opts))


# --- kilocode-like: Kilo Code's CLI (Ink) ---------------------------------

def kilocode():
    providers = ["Kilo Code (recommended)", "Anthropic", "OpenAI", "OpenRouter", "Google Gemini", "Ollama"]
    cmds = [("/new", "Start a new task"), ("/mode", "Switch mode"), ("/model", "Choose a model"),
            ("/help", "Show available commands"), ("/clear", "Clear the screen"), ("/exit", "Exit the CLI")]
    w(RED + BOLD + "⟨K⟩ Kilo Code" + RESET + GREY + "  v0.4.2" + RESET + "\r\n\r\n")
    w("Welcome to Kilo Code! Let's set up a provider before your first task.\r\n\r\n")
    f = Frame()
    with Raw():
        sel = 0
        while True:
            rows = [BOLD + "Which provider would you like to use?" + RESET, ""]
            rows += pointer(providers, sel, YELLOW)
            rows += ["", GREY + "↑↓ navigate · Enter to confirm · Esc to cancel" + RESET]
            f.render(rows)
            k = getch()
            if k == "\x03":
                return
            if k in ("\r", "\n"):
                break
            sel = move(k, sel, len(providers))
        name = providers[sel].replace(" (recommended)", "")
        f.render([GREEN + "✓ Provider: " + name + RESET, ""])
        f.done()
        key = ""
        f = Frame()
        while True:
            rows = [BOLD + "Enter your " + name + " API key:" + RESET, ""]
            rows += box([("*" * len(key)) + REV + " " + RESET], color=YELLOW)
            rows += ["", GREY + "Enter to confirm · Esc to cancel" + RESET]
            f.render(rows)
            k = getch()
            if k == "\x03":
                return
            if k in ("\r", "\n"):
                if key:
                    break
                continue
            if k == "\x7f":
                key = key[:-1]
            elif not k.startswith(ESC):
                key += k
        f.render([GREEN + "✓ API key saved" + RESET, ""])
        f.done()
        f = Frame()
        text = ""
        while True:
            rows = []
            if text:
                rows += box([YELLOW + "› " + RESET + text + REV + " " + RESET], color=YELLOW)
            else:
                rows += box([YELLOW + "› " + RESET + REV + " " + RESET + GREY + "Type a message or /command..." + RESET], color=YELLOW)
            if text.startswith("/") and " " not in text:
                shown = [c for c in cmds if c[0].startswith(text)]
                for i, (c, d) in enumerate(shown):
                    line = "%-10s %s" % (c, d)
                    rows.append((YELLOW + "❯ " + line + RESET) if i == 0 else "  " + GREY + line + RESET)
                rows.append(GREY + "↑↓ navigate · Tab to complete · Enter to run" + RESET)
            else:
                rows.append(GREY + "code mode · claude-sonnet-4.5 · ~/work" + RESET)
            f.render(rows)
            k = getch()
            if k == "\x03":
                return
            if k in ("\r", "\n"):
                continue
            if k == "\x7f":
                text = text[:-1]
            elif not k.startswith(ESC):
                text += k


# --- openhands-like: OpenHands' CLI (prompt_toolkit, line mode) -----------

def openhands():
    w(YELLOW + "     ___                    _   _                 _\r\n"
      "    / _ \\ _ __   ___ _ __ | | | | __ _ _ __   __| |___\r\n"
      "   | | | | '_ \\ / _ \\ '_ \\| |_| |/ _` | '_ \\ / _` / __|\r\n"
      "   | |_| | |_) |  __/ | | |  _  | (_| | | | | (_| \\__ \\\r\n"
      "    \\___/| .__/ \\___|_| |_|_| |_|\\__,_|_| |_|\\__,_|___/\r\n"
      "         |_|" + RESET + "\r\n\r\n")
    w(GREY + "OpenHands CLI v1.0.3" + RESET + "\r\n\r\n")
    w("Initialized conversation " + GREY + "8f2c4a1e9b7d" + RESET + "\r\n\r\n")
    with Raw(hide=False):
        w(BOLD + "What do you want to build?" + RESET + "\r\n")
        w(GREY + "Type /help for help" + RESET + "\r\n\r\n")
        buf = ""
        w("> ")
        while True:
            k = getch()
            if k == "\x03":
                return
            if k in ("\r", "\n"):
                if buf.strip():
                    break
                continue
            if k == "\x7f":
                if buf:
                    buf = buf[:-1]
                    w("\b \b")
            elif not k.startswith(ESC):
                buf += k
                w(k)
        w("\r\n\r\n")
        w(CYAN + "Agent: " + RESET + "I'll list the files first.\r\n\r\n")
        w(GREEN + "╭─ Action " + "─" * 69 + "╮" + RESET + "\r\n")
        w(GREEN + "│" + RESET + " $ ls -la" + " " * 69 + GREEN + "│" + RESET + "\r\n")
        w(GREEN + "╰" + "─" * 78 + "╯" + RESET + "\r\n\r\n")
        w("\x1b[?25l")
        opts = ["Yes, proceed", "No (and allow to enter instructions)", "Always proceed (don't ask again)"]
        sel = 0
        f = Frame()
        while True:
            rows = [YELLOW + "Choose an option:" + RESET]
            for i, o in enumerate(opts):
                rows.append((CYAN + "> " + o + RESET) if i == sel else "  " + o)
            f.render(rows)
            k = getch()
            if k in ("\x03", "\r", "\n"):
                return
            sel = move(k, sel, len(opts))


# --- lms-like: LM Studio's `lms load` (an inquirer list) -------------------

def lms():
    models = ["qwen/qwen3-4b-2507 (2.50 GB)", "google/gemma-3-12b (8.07 GB)", "openai/gpt-oss-20b (12.11 GB)",
              "mistralai/devstral-small-2507 (14.33 GB)", "meta-llama-3.1-8b-instruct (4.92 GB)"]
    w(YELLOW + "! Use the arrow keys to navigate, type to filter, and press enter to select." + RESET + "\r\n\r\n")
    f = Frame()
    with Raw():
        sel = 0
        while True:
            rows = [GREEN + "?" + RESET + " " + BOLD + "Select a model to load" + RESET + " " + GREY + "(type to filter)" + RESET]
            rows += pointer(models, sel)
            f.render(rows)
            k = getch()
            if k in ("\x03", "\r", "\n"):
                return
            sel = move(k, sel, len(models))


# --- fabric-like: fabric --setup (a line at a time) -----------------------

def fabric():
    print("Available plugins (please configure all required plugins):")
    print()
    print("AI Vendors [at least one, required]")
    print()
    vendors = ["Anthropic", "Azure", "Bedrock", "DeepSeek", "Gemini", "Groq", "LM Studio", "Mistral", "Ollama", "OpenAI", "OpenRouter"]
    for i, v in enumerate(vendors):
        print("\t[%d]\t%s" % (i + 1, v))
    print()
    sys.stdout.flush()
    n = input("[Plugin Number] Enter the number of the plugin to setup (leave empty to skip):\n")
    try:
        name = vendors[int(n) - 1]
    except (ValueError, IndexError):
        return
    print()
    print("[%s]" % name)
    print()
    input("Enter your %s API KEY (leave empty to skip): " % name)


def main():
    progs = {"iflow": iflow, "grok": grok, "kilocode": kilocode, "openhands": openhands, "lms": lms, "fabric": fabric}
    try:
        progs[sys.argv[1]]()
    except (KeyboardInterrupt, EOFError):
        pass


if __name__ == "__main__":
    main()
