"""One program imitated, named by the first argument: a fixture of
agentty's hundredfortysecond set, whose screens were never used to tune
the mode classifier. Each draws, with Ink's log-update on the main
screen and the terminal raw and without echo, what an AI coding agent
that cannot run here draws at one of its moments (its words, layout,
colours, cursor and terminal modes, from its documentation, source and
published screenshots): kode-like (Kode's first-run theme picker),
qoder-like (Qoder CLI: trust-this-folder, message box, a permission
prompt over a shell command), codebuddy-like (CodeBuddy Code's login
method menu), neovate-like (Neovate Code: message box, slash commands,
a permission prompt over a diff), nanocoder-like (Nanocoder's model
picker) and octofriend-like (Octofriend: message box, then at work).
Nothing is sent anywhere: answers are canned. Runs with Debian's python3
and its standard library only."""

import os
import select
import sys
import termios
import time
import tty

ESC = "\x1b"
DIM, BOLD, REV, RESET = "\x1b[2m", "\x1b[1m", "\x1b[7m", "\x1b[0m"
GREY, GREEN, CYAN, BLUE, MAGENTA, YELLOW, RED = (
    "\x1b[90m", "\x1b[32m", "\x1b[36m", "\x1b[34m", "\x1b[35m", "\x1b[33m", "\x1b[31m")
BGGREEN, BGRED = "\x1b[42m\x1b[30m", "\x1b[41m\x1b[30m"
WIDTH = 80


def w(s):
    sys.stdout.write(s)
    sys.stdout.flush()


_pending = ""


def getch(timeout=None):
    """One key: a character, or an escape sequence whole; None when
    timeout passes first."""
    global _pending
    if not _pending:
        if timeout is not None and not select.select([0], [], [], timeout)[0]:
            return None
        _pending = os.read(0, 64).decode("utf-8", "replace")
        if not _pending:
            raise EOFError
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
    if k == "\x03":
        raise KeyboardInterrupt
    return k


class Raw:
    """Raw mode with no echo, as Node's setRawMode leaves the terminal,
    the cursor hidden as Ink hides it."""

    def __enter__(self):
        self.old = termios.tcgetattr(0)
        tty.setraw(0)
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


def numbered(opts, sel, color=CYAN, numbers=True):
    """Numbered options, `❯` before the selected."""
    rows = []
    for i, o in enumerate(opts):
        label = ("%d. %s" % (i + 1, o)) if numbers else o
        rows.append(color + "❯ " + label + RESET if i == sel else "  " + label)
    return rows


def move(k, sel, n):
    if k in ("\x1b[A", "\x1bOA"):
        return (sel - 1) % n
    if k in ("\x1b[B", "\x1bOB"):
        return (sel + 1) % n
    return sel


def edit(v, k):
    if k in ("\x7f", "\x08"):
        return v[:-1]
    if k and len(k) == 1 and k.isprintable():
        return v + k
    return v


def choose(f, top, opts, bottom, sel=0, numbers=True, color=CYAN):
    """A menu under top and over bottom, moved with the arrows; Enter
    returns the index."""
    while True:
        f.render(top + numbered(opts, sel, color, numbers) + bottom)
        k = getch()
        if k in ("\r", "\n"):
            return sel
        sel = move(k, sel, len(opts))


def hold():
    while True:
        getch()


def input_box(f, top, placeholder, hints, slash=None, color=GREY, mark="> "):
    """An agent's message box: a mark and a dim placeholder when empty,
    the text and a reverse-video cursor when typed into; `/` opens slash
    commands under it. Returns the message sent with Enter."""
    v = ""
    while True:
        if v:
            line = mark + v + REV + " " + RESET
        else:
            line = mark + REV + placeholder[0] + RESET + GREY + placeholder[1:] + RESET
        rows = top + box([line], color)
        if slash and v.startswith("/"):
            for i, (c, d) in enumerate([x for x in slash if x[0].startswith(v)]):
                c = ("  " + c).ljust(22)
                rows.append((CYAN + c + d + RESET) if i == 0 else (c + GREY + d + RESET))
        else:
            rows += hints
        f.render(rows)
        k = getch()
        if k in ("\r", "\n") and v:
            return v
        v = edit(v, k)


def spin(f, rows_of, seconds):
    """An agent at work: a spinner redrawn every 100ms, input ignored."""
    frames = "⠋⠙⠹⠸⠼⠴⠦⠧⠇⠏"
    start = time.time()
    i = 0
    while time.time() - start < seconds:
        f.render(rows_of(frames[i % len(frames)], int(time.time() - start)))
        i += 1
        getch(0.1)


def here():
    return os.getcwd()


# --- Kode (a fork of an early Claude Code) -----------------------------------

def kode():
    f = Frame()
    with Raw():
        top = box([MAGENTA + "✻" + RESET + " Welcome to " + BOLD + "Kode" + RESET + " research preview!"], MAGENTA)
        top += ["", "  Let's get started.", "",
                "  " + BOLD + "Choose the option that looks best when you select it" + RESET,
                "  " + GREY + "To change this later, run /config" + RESET, ""]
        preview = [""] + box([GREY + "1  function greet() {" + RESET,
                              BGRED + "2 -  console.log(\"Hello, World!\");" + RESET,
                              BGGREEN + "2 +  console.log(\"Hello, Kode!\");" + RESET,
                              GREY + "3  }" + RESET], GREY)
        choose(f, top, ["Light text", "Dark text", "Light text (colorblind-friendly)", "Dark text (colorblind-friendly)"],
               preview, numbers=False, color=MAGENTA)
        hold()


# --- Qoder CLI -------------------------------------------------------------

def qoder():
    f = Frame()
    with Raw():
        logo = [CYAN + BOLD + "  ◆ Qoder CLI" + RESET + GREY + "  v0.1.16" + RESET, ""]
        trust = [BOLD + "Do you trust the files in this folder?" + RESET, "",
                 here(), "",
                 "Qoder CLI may read files in this folder. Reading untrusted files",
                 "may lead Qoder CLI to behave in unexpected ways.", "",
                 "With your permission Qoder CLI may execute files in this folder.",
                 "Executing untrusted code is unsafe.", ""]
        sel = 0
        while True:
            f.render(logo + box(trust + numbered(["Yes, proceed", "No, exit"], sel), YELLOW)
                     + [GREY + "  Enter to confirm · Esc to exit" + RESET])
            k = getch()
            if k in ("\r", "\n"):
                break
            sel = move(k, sel, 2)
        f.render(logo)
        f.done()
        top = [GREY + "  cwd: " + here() + RESET, ""]
        hints = [GREY + "  ? for shortcuts" + RESET + " " * 40 + GREY + "qoder-auto" + RESET]
        msg = input_box(f, top, 'Try "write a test for notes.txt"', hints)
        f.render([GREY + "> " + msg + RESET, ""])
        f.done()
        w(CYAN + "●" + RESET + " I'll remove the old build output and run the build again.\r\n\r\n")
        sel = 0
        while True:
            body = box([BOLD + "Bash command" + RESET, "",
                        "  rm -rf build && make",
                        "  " + GREY + "Remove the old build output and rebuild" + RESET, "",
                        "Do you want to proceed?"] +
                       numbered(["Yes", "Yes, and don't ask again for rm commands in this project",
                                 "No, and tell Qoder what to do differently (esc)"], sel), YELLOW)
            f.render(body + [GREY + "  Esc to cancel" + RESET])
            k = getch()
            if k in ("\r", "\n", ESC):
                break
            sel = move(k, sel, 3)
        hold()


# --- CodeBuddy Code ----------------------------------------------------------

def codebuddy():
    f = Frame()
    with Raw():
        logo = box([BLUE + BOLD + "CodeBuddy Code" + RESET + GREY + " v1.16.2" + RESET, "",
                    GREY + "Tencent Cloud's AI coding agent" + RESET], BLUE)
        choose(f, logo + ["", "  " + BOLD + "Select login method:" + RESET, ""],
               ["Google / GitHub (codebuddy.ai)", "WeChat (codebuddy.cn)", "iOA (Tencent employees)", "API key"],
               ["", GREY + "  ↑/↓ to select · Enter to confirm · Esc to exit" + RESET])
        hold()


# --- Neovate Code -------------------------------------------------------------

SLASH = [("/clear", "Clear the chat history"), ("/compact", "Compact the chat history"),
         ("/context", "Show the context usage"), ("/exit", "Exit the application"),
         ("/help", "Show available commands"), ("/init", "Create the AGENTS.md file"),
         ("/login", "Log in to a provider"), ("/model", "Switch or display the current model")]


def neovate():
    f = Frame()
    with Raw():
        w(MAGENTA + BOLD + "  NEOVATE" + RESET + GREY + "  v0.9.3" + RESET + "\r\n")
        w(GREY + "  Model: deepseek/deepseek-chat · cwd: " + here() + RESET + "\r\n\r\n")
        w(GREY + "  Tips: type / for commands, @ to mention files, ! for bash mode" + RESET + "\r\n\r\n")
        hints = [GREY + "  esc to cancel · ctrl+c to exit" + RESET + " " * 26 + GREY + "100% context left" + RESET]
        msg = input_box(f, [], "Type your message or / for commands", hints, SLASH)
        f.render([GREY + "> " + msg + RESET, ""])
        f.done()
        w(GREEN + "⏺" + RESET + " I'll fix the greeting in hello.py.\r\n\r\n")
        sel = 0
        while True:
            diff = [BOLD + "Edit hello.py" + RESET, "",
                    GREY + " 1 " + RESET + " def greet(name):",
                    BGRED + " 2 -    print(\"Helo, \" + name)" + RESET,
                    BGGREEN + " 2 +    print(\"Hello, \" + name)" + RESET,
                    GREY + " 3 " + RESET, "",
                    "Do you want to make this edit to hello.py?"]
            f.render(box(diff + numbered(["Yes", "Yes, allow all edits during this session (shift+tab)",
                                          "No, and tell Neovate what to do differently (esc)"], sel), YELLOW)
                     + [GREY + "  esc to cancel" + RESET])
            k = getch()
            if k in ("\r", "\n", ESC):
                break
            sel = move(k, sel, 3)
        hold()


# --- Nanocoder ---------------------------------------------------------------

def nanocoder():
    f = Frame()
    with Raw():
        for r in box([GREEN + BOLD + "Nanocoder" + RESET + GREY + " v1.13.4" + RESET,
                      GREY + "A local-first CLI coding agent" + RESET], GREEN):
            w(r + "\r\n")
        w("\r\n" + GREY + "Provider: Ollama · Model: qwen2.5-coder:14b" + RESET + "\r\n\r\n")
        w(GREY + "> /model" + RESET + "\r\n\r\n")
        choose(f, [CYAN + BOLD + "Select a model for Ollama:" + RESET, ""],
               ["qwen2.5-coder:14b", "qwen3-coder:30b", "devstral:24b", "llama3.1:8b", "deepseek-coder-v2:16b"],
               ["", GREY + "Press Escape to cancel" + RESET], numbers=False)
        hold()


# --- Octofriend ----------------------------------------------------------------

def octofriend():
    f = Frame()
    with Raw():
        w(MAGENTA + BOLD + "  ▓▓ Octo" + RESET + GREY + "  octofriend 0.0.38 · model: GLM-4.6" + RESET + "\r\n\r\n")
        hints = [GREY + "  Ctrl+C to exit · Ctrl+P to open the menu" + RESET]
        msg = input_box(f, [], "What shall we work on?", hints, color=MAGENTA)
        f.render([GREY + "> " + msg + RESET, ""])
        f.done()
        spin(f, lambda c, s: [MAGENTA + c + RESET + " Octo is working... " + GREY + "(%ds · esc to interrupt)" % s + RESET], 600)
        hold()


PROGRAMS = {"kode": kode, "qoder": qoder, "codebuddy": codebuddy, "neovate": neovate,
            "nanocoder": nanocoder, "octofriend": octofriend}

if __name__ == "__main__":
    try:
        PROGRAMS[sys.argv[1]]()
    except (KeyboardInterrupt, EOFError):
        pass
