"""One program imitated, named by the first argument: a fixture of
agentty's hundredtwentyfirst set, whose screens were never used to tune
the mode classifier. Each draws what an AI coding agent or LLM
command-line tool that cannot run here draws at one of its moments (its
words, layout, colours, cursor and terminal modes, from its
documentation, source and published screenshots), with the terminal raw
and without echo: letta-like (Letta Code, Ink), auggie-like (Augment's
auggie, Ink), codebuff-like (Codebuff, Ink), kimi-like (Kimi CLI's
/setup), rovodev-like (Atlassian's Rovo Dev CLI) and plandex-like
(Plandex's model pack picker, a survey list). Nothing is sent anywhere:
answers are canned. Runs with Debian's python3 and its standard library
only."""

import os
import sys
import termios
import time
import tty
import select

ESC = "\x1b"
DIM, BOLD, REV, RESET = "\x1b[2m", "\x1b[1m", "\x1b[7m", "\x1b[0m"
GREY, GREEN, CYAN, BLUE, MAGENTA, YELLOW, RED = (
    "\x1b[90m", "\x1b[32m", "\x1b[36m", "\x1b[34m", "\x1b[35m", "\x1b[33m", "\x1b[31m")
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
    """Raw mode with no echo, as Node's setRawMode leaves the terminal;
    the cursor hidden while hide is set."""

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


def numbered(opts, sel, color=CYAN):
    """Claude-Code-like numbered options, `❯` before the selected."""
    rows = []
    for i, o in enumerate(opts):
        label = "%d. %s" % (i + 1, o)
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
    if len(k) == 1 and k.isprintable():
        return v + k
    return v


def choose(f, top, opts, bottom, sel=0):
    """A numbered menu under top and over bottom, moved with the arrows;
    Enter returns the index."""
    while True:
        f.render(top + numbered(opts, sel) + bottom)
        k = getch()
        if k in ("\r", "\n"):
            return sel
        sel = move(k, sel, len(opts))


def spin(f, rows_of, seconds):
    """An agent at work: a spinner redrawn every 80ms, input ignored."""
    frames = "⠋⠙⠹⠸⠼⠴⠦⠧⠇⠏"
    end = time.time() + seconds
    i = 0
    while time.time() < end:
        f.render(rows_of(frames[i % len(frames)], int(seconds - (end - time.time()))))
        i += 1
        getch(0.08)


def input_box(f, top, placeholder, hints, slash=None, typed_hook=None):
    """An agent's message box: `> ` and a dim placeholder when empty, the
    text and a reverse-video cursor when typed into; `/` opens slash
    commands under it. Returns the message sent with Enter."""
    v = ""
    while True:
        if v:
            line = "> " + v + REV + " " + RESET
        else:
            line = "> " + REV + placeholder[0] + RESET + GREY + placeholder[1:] + RESET
        rows = top + box([line])
        if slash and v.startswith("/"):
            for i, (c, d) in enumerate([x for x in slash if x[0].startswith(v)]):
                c = ("  " + c).ljust(20)
                rows.append((CYAN + c + d + RESET) if i == 0 else (c + GREY + d + RESET))
        else:
            rows += hints
        f.render(rows)
        k = getch()
        if k in ("\r", "\n") and v:
            return v
        v = edit(v, k)


# --- Letta Code ----------------------------------------------------------

def letta():
    f = Frame()
    with Raw():
        logo = [MAGENTA + BOLD + "  Letta Code" + RESET + GREY + "  v0.4.2" + RESET, ""]
        choose(f, logo + [BOLD + "Welcome to Letta Code!" + RESET, "",
                          "How would you like to connect?", ""],
               ["Log in to Letta Cloud", "Use a Letta API key", "Connect to a self-hosted Letta server"],
               ["", GREY + "Enter to confirm · Esc to exit" + RESET])
        f.render(logo + [GREEN + "✓ Logged in as ada@example.com" + RESET])
        f.done()
        w("\r\n")
        top = [GREY + "Agent: " + RESET + "ada-coder " + GREY + "(agent-8f3c2a)  ·  model: claude-sonnet-4.5" + RESET,
               GREY + "cwd: ~" + RESET, ""]
        hints = [GREY + "  ? for shortcuts" + RESET + " " * 44 + GREY + "⏵⏵ default" + RESET]
        msg = input_box(f, top, "Ask Letta to do something…", hints)
        f.render(["> " + msg])
        f.done()
        w("\r\n" + MAGENTA + "●" + RESET + " I'll list the files to see what's here.\r\n\r\n")
        sel = 0
        while True:
            body = box([BOLD + "Bash command" + RESET, "", "  ls -la", "  " + GREY + "List all files in the current directory" + RESET, "",
                        "Do you want to proceed?"] + numbered(["Yes", "Yes, and don't ask again for ls commands in this project",
                                                               "No, and tell Letta what to do differently (esc)"], sel), color=BLUE)
            f.render(body + [GREY + "  Esc to cancel" + RESET])
            k = getch()
            if k in ("\r", "\n", ESC):
                break
            sel = move(k, sel, 3)
        while True:
            getch()


# --- Augment's auggie ----------------------------------------------------

def auggie():
    f = Frame()
    with Raw():
        logo = [GREEN + BOLD + "  ▲ Augment Code" + RESET + GREY + "  auggie 0.5.10" + RESET, ""]
        choose(f, logo + box([BOLD + "Do you trust the files in this folder?" + RESET, "",
                              "  " + os.getcwd().replace(os.environ.get("HOME", "~"), "~", 1),
                              "",
                              GREY + "Auggie may read files and run commands in this folder." + RESET,
                              GREY + "Only continue if you trust its contents." + RESET], color=YELLOW),
               ["Yes, proceed", "No, exit"], ["", GREY + "Enter to confirm · Esc to exit" + RESET])
        f.render(logo + [GREEN + "✓ Workspace indexed" + RESET + GREY + " (2 files)" + RESET])
        f.done()
        w("\r\n")
        hints = [GREY + "  / for commands · @ to mention files · ctrl+c to exit" + RESET,
                 GREY + "  ~  ·  claude-sonnet-4.5" + RESET]
        slash = [("/help", "Show help and available commands"), ("/model", "Select the model to use"),
                 ("/new", "Start a new conversation"), ("/rules", "Edit workspace rules"),
                 ("/request-id", "Show the last request id"), ("/logout", "Sign out of Augment"), ("/exit", "Exit auggie")]
        input_box(f, [], "Try \"how does this repo work?\" or type / for commands", hints, slash)
        while True:
            getch()


# --- Codebuff ------------------------------------------------------------

def codebuff():
    f = Frame()
    with Raw():
        w(BLUE + BOLD + "  Codebuff" + RESET + GREY + " v1.0.503" + RESET + "\r\n\r\n")
        w("Codebuff will read and write files in \"~\". Type \"help\" for a list of commands.\r\n\r\n")
        hints = [GREY + "  Mode: Normal · Enter to send · Esc to stop · /exit to quit" + RESET]
        msg = input_box(f, [], "Ask Codebuff to do anything…", hints)
        f.render(["> " + msg])
        f.done()
        w("\r\n")

        def rows(c, secs):
            return [BLUE + c + RESET + " Thinking… " + GREY + "(%ds · esc to interrupt)" % secs + RESET]
        spin(f, rows, 3600)


# --- Kimi CLI ------------------------------------------------------------

def kimi():
    f = Frame()
    with Raw():
        w(BOLD + "Welcome to Kimi CLI!" + RESET + "\r\n")
        w(GREY + "Run /setup to configure, /help for commands." + RESET + "\r\n\r\n")
        w(BOLD + "kimi> " + RESET + "/setup\r\n\r\n")
        choose(f, [BOLD + "Select the API platform" + RESET + GREY + " (↑↓ to move, Enter to select)" + RESET],
               ["Kimi For Coding", "Moonshot AI Open Platform (moonshot.ai)", "Moonshot AI 开放平台 (moonshot.cn)"], [])
        f.render([GREEN + "✓" + RESET + " Select the API platform " + CYAN + "Kimi For Coding" + RESET])
        f.done()
        v = ""
        while True:
            f.render([BOLD + "Enter your API key:" + RESET + " " + "*" * len(v) + REV + " " + RESET])
            k = getch()
            if k in ("\r", "\n") and v:
                break
            v = edit(v, k)
        f.render([GREEN + "✓" + RESET + " Enter your API key: " + "*" * len(v)])
        f.done()
        w(GREY + "Verifying API key…" + RESET + "\r\n")
        choose(f, [BOLD + "Select the model" + RESET + GREY + " (↑↓ to move, Enter to select)" + RESET],
               ["kimi-for-coding", "kimi-k2-turbo-preview", "kimi-k2-0905-preview", "kimi-latest"], [])
        while True:
            getch()


# --- Rovo Dev CLI --------------------------------------------------------

def rovodev():
    f = Frame()
    with Raw():
        w(BLUE + BOLD + "  Rovo Dev" + RESET + GREY + "  (beta) · acli rovodev run" + RESET + "\r\n\r\n")
        w(GREY + "  Type /help for commands, /exit to quit." + RESET + "\r\n\r\n")
        w("> run the tests\r\n\r\n")
        w("I'll run the test suite to see the current state.\r\n\r\n")
        top = box([BOLD + "bash" + RESET, "", "  " + YELLOW + "python3 -m pytest -q" + RESET], color=BLUE) + [
            "", BOLD + "Rovo Dev wants to run this command. Allow it?" + RESET, ""]
        opts = ["Allow (once)", "Allow (session)", "Deny (once)", "Deny (session)"]
        choose(f, top, opts, ["", GREY + "↑↓ to select · Enter to confirm · Esc to deny" + RESET])
        while True:
            getch()


# --- Plandex ---------------------------------------------------------------

def plandex():
    w(GREY + "🧠 Model pack for plan " + RESET + BOLD + "notes-cleanup" + RESET + "\r\n\r\n")
    packs = ["daily-driver", "reasoning", "strong", "cheap", "oss", "gemini-planner", "o3-planner", "anthropic"]
    sel = 0
    with Raw():
        prev = 0
        first = True
        while True:
            s = ""
            if prev:
                s += "\x1b[%dA\r\x1b[J" % prev
            s += GREEN + "?" + RESET + " " + BOLD + "Select a model pack:" + RESET + "  " + (CYAN + "[Use arrows to move, type to filter]" + RESET if first else "") + "\r\n"
            for i, p in enumerate(packs):
                s += (CYAN + BOLD + "> " + p + RESET if i == sel else "  " + p) + "\r\n"
            prev = len(packs) + 1
            w(s)
            k = getch()
            if k in ("\r", "\n"):
                break
            first = False
            sel = move(k, sel, len(packs))
        while True:
            getch()


def main():
    progs = {"letta": letta, "auggie": auggie, "codebuff": codebuff, "kimi": kimi, "rovodev": rovodev, "plandex": plandex}
    try:
        progs[sys.argv[1]]()
    except (KeyboardInterrupt, EOFError):
        pass


if __name__ == "__main__":
    main()
