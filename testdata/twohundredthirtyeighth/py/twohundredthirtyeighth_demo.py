"""One program imitated, named by the first argument: a fixture of
agentty's twohundredthirtyeighth set, whose screens were never used to
tune the mode classifier. Each draws what a terminal program of the AI
era that cannot run here draws at its moments (its words, layout,
colours, cursor and terminal modes, from its documentation, source and
published screenshots): llxprt-like (LLxprt Code, Ink on the main
screen: its welcome, input box, slash menu, theme picker, at work),
shai-like (OVHcloud's SHAI, a ratatui viewport on the main screen: its
input box, a command to allow, at work; `auth`: a provider and an API
key masked), stakpak-like (Stakpak's agent: an API key masked, its input
box and slash menu, a plan at work), mini-like (mini-swe-agent's `mini`:
a task asked, a command to execute, at work), kwaak-like (bosun's kwaak,
a TUI on the alternate screen drawn with curses: chat, input, help, at
work) and puppy-like (Code Puppy: its first-run questions, its prompt, an
edit to approve). Nothing is sent anywhere: answers are canned. Runs
with Debian's python3 and its standard library only."""

import curses
import os
import select
import sys
import termios
import time
import tty

ESC = "\x1b"
DIM, BOLD, REV, RESET = "\x1b[2m", "\x1b[1m", "\x1b[7m", "\x1b[0m"
GREY, GREEN, CYAN, BLUE, MAGENTA, YELLOW, RED, WHITE = (
    "\x1b[90m", "\x1b[32m", "\x1b[36m", "\x1b[34m", "\x1b[35m", "\x1b[33m", "\x1b[31m", "\x1b[97m")
HIDE, SHOW = "\x1b[?25l", "\x1b[?25h"
WIDTH = 80
SPIN = "⠋⠙⠹⠸⠼⠴⠦⠧⠇⠏"


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
    """Raw mode with no echo, the cursor hidden unless hidden is False."""

    def __init__(self, hidden=True):
        self.hidden = hidden

    def __enter__(self):
        self.old = termios.tcgetattr(0)
        tty.setraw(0)
        if self.hidden:
            w(HIDE)
        return self

    def __exit__(self, *a):
        w(SHOW)
        termios.tcsetattr(0, termios.TCSADRAIN, self.old)


class Frame:
    """A live region on the main screen (Ink's log-update, ratatui's
    inline viewport): its rows erased and written again at each render,
    the cursor left at row, column of cursor when given."""

    def __init__(self):
        self.up = 0

    def render(self, rows, cursor=None):
        s = ""
        if self.up:
            s += "\x1b[%dA" % self.up
        s += "\r\x1b[J" + "\r\n".join(rows)
        self.up = max(0, len(rows) - 1)
        if cursor is not None:
            r, c = cursor
            back = len(rows) - 1 - r
            if back:
                s += "\x1b[%dA" % back
            s += "\r" + ("\x1b[%dC" % c if c else "")
            self.up = r
        w(s)

    def done(self):
        """Leaves the rows drawn, the cursor under them."""
        w("\r\n")
        self.up = 0


def vlen(s):
    n, esc = 0, False
    for c in s:
        if esc:
            esc = not (c.isalpha() or c == "~")
            continue
        if c == ESC:
            esc = True
            continue
        n += 1
    return n


def box(lines, color=GREY, width=WIDTH, title="", square=False):
    """A box around lines, rounded unless square."""
    tl, tr, bl, br = ("┌", "┐", "└", "┘") if square else ("╭", "╮", "╰", "╯")
    inner = width - 4
    top = "─" * (width - 2)
    if title:
        top = " " + title + " " + "─" * (width - 4 - vlen(title))
    rows = [color + tl + top + tr + RESET]
    for l in lines:
        rows.append(color + "│" + RESET + " " + l + " " * max(0, inner - vlen(l)) + " " + color + "│" + RESET)
    rows.append(color + bl + "─" * (width - 2) + br + RESET)
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


def enter(k):
    return k in ("\r", "\n")


def hold():
    while True:
        getch()


def spin(f, above, line, seconds, below=(), cursor_hidden=True):
    """A spinner row redrawn every 80ms for seconds, rows above and below
    it, keys read and dropped."""
    start, i = time.time(), 0
    while time.time() - start < seconds:
        s = int(time.time() - start)
        f.render(list(above) + [line(SPIN[i % len(SPIN)], s)] + list(below))
        i += 1
        getch(0.08)


# --- LLxprt Code (Vybestack's agent; Ink on the main screen) ---------------

LLXPRT = [
    "██╗     ██╗     ██╗  ██╗██████╗ ██████╗ ████████╗",
    "██║     ██║     ╚██╗██╔╝██╔══██╗██╔══██╗╚══██╔══╝",
    "██║     ██║      ╚███╔╝ ██████╔╝██████╔╝   ██║",
    "██║     ██║      ██╔██╗ ██╔═══╝ ██╔══██╗   ██║",
    "███████╗███████╗██╔╝ ██╗██║     ██║  ██║   ██║",
    "╚══════╝╚══════╝╚═╝  ╚═╝╚═╝     ╚═╝  ╚═╝   ╚═╝",
]
LLXPRT_COMMANDS = [
    ("about", "show version info"), ("auth", "open auth dialog"), ("baseurl", "set base URL for the current provider"),
    ("chat", "manage conversation history"), ("clear", "clear the screen and conversation history"),
    ("help", "for help on LLxprt Code"), ("key", "set or remove the API key for the current provider"),
    ("model", "select or switch model"), ("provider", "switch between different AI providers"),
    ("stats", "check session stats"), ("theme", "change the theme"),
    ("toolformat", "override the auto-detected tool calling format"),
    ("tools", "list available LLxprt Code tools"),
]
LLXPRT_FOOT = (BLUE + "~/relay" + RESET + MAGENTA + " (main*)" + RESET + "    " + RED + "no sandbox" + RESET +
               GREY + " (see /docs)" + RESET + "     " + BLUE + "llama-3.3-70b" + RESET + GREY +
               " (100% context left)" + RESET)


def llxprt_input(f, above=()):
    v, sel = "", 0
    while True:
        if v:
            line = GREY + "> " + RESET + " " + v + REV + " " + RESET
        else:
            place = "Type your message or @path/to/file"
            line = GREY + "> " + RESET + " " + REV + " " + RESET + GREY + place + RESET
        rows = list(above) + box([line], BLUE)
        matches = []
        if v.startswith("/") and " " not in v:
            matches = [c for c in LLXPRT_COMMANDS if c[0].startswith(v[1:])][:8]
        if matches:
            sel = min(sel, len(matches) - 1)
            for i, (name, desc) in enumerate(matches):
                if i == sel:
                    rows.append(MAGENTA + " /%-14s %s" % (name, desc) + RESET)
                else:
                    rows.append(GREY + " /%-14s %s" % (name, desc) + RESET)
        else:
            rows.append(LLXPRT_FOOT)
        f.render(rows)
        k = getch()
        if enter(k) and v:
            if matches and v[1:] != matches[sel][0]:
                v = "/" + matches[sel][0]
            return v
        if matches and k in ("\x1b[A", "\x1b[B"):
            sel = move(k, sel, len(matches))
            continue
        if k == "\t" and matches:
            v = "/" + matches[sel][0] + " "
            continue
        v = edit(v, k)
        sel = 0


def llxprt():
    f = Frame()
    grad = [BLUE, BLUE, CYAN, CYAN, MAGENTA, MAGENTA]
    with Raw():
        w("\r\n")
        for c, r in zip(grad, LLXPRT):
            w(" " + c + r + RESET + "\r\n")
        w("\r\n" + "Tips for getting started:\r\n")
        w("1. Ask questions, edit files, or run commands.\r\n")
        w("2. Be specific for the best results.\r\n")
        w("3. Create " + MAGENTA + "LLXPRT.md" + RESET + " files to customize your interactions with LLxprt Code.\r\n")
        w("4. " + MAGENTA + "/help" + RESET + " for more information.\r\n\r\n")
        while True:
            v = llxprt_input(f)
            f.render([GREY + "> " + RESET + v])
            f.done()
            w("\r\n")
            if v.strip() == "/theme":
                llxprt_theme(f)
            else:
                phrases = ["Counting electrons...", "Reticulating splines...", "Consulting the manual..."]
                start, i = time.time(), 0
                while True:
                    s = int(time.time() - start)
                    line = (MAGENTA + SPIN[i % len(SPIN)] + " " + phrases[(s // 5) % 3] + RESET +
                            GREY + " (esc to cancel, %ds)" % s + RESET)
                    ph = GREY + "> " + RESET + " " + REV + " " + RESET + GREY + "Type your message or @path/to/file" + RESET
                    f.render([line, ""] + box([ph], BLUE) + [LLXPRT_FOOT])
                    i += 1
                    getch(0.08)


LLXPRT_THEMES = ["ANSI Dark", "Atom One Dark", "Ayu Dark", "Default Dark", "Dracula Dark", "GitHub Dark",
                 "Green Screen Dark", "Shades Of Purple Dark"]


def llxprt_theme(f):
    sel = 0
    preview = [
        "╭──────────────────────────────────╮",
        "│ 1 # function                     │",
        "│ 2 def fibonacci(a, b, n):        │",
        "│ 3     a, b = 0, 1                │",
        "│ 4     while a < n:               │",
        "│ 5         print(a)               │",
        "│ 6         a, b = b, a + b        │",
        "│                                  │",
        "│ 1 - print(\"Hello, \" + name)      │",
        "│ 1 + print(f\"Hello, {name}!\")     │",
        "╰──────────────────────────────────╯",
    ]
    while True:
        left = [BOLD + "> Select Theme" + RESET]
        for i, t in enumerate(LLXPRT_THEMES):
            if i == sel:
                left.append(GREEN + "● %d. %s" % (i + 1, t) + RESET)
            else:
                left.append("  %d. %s" % (i + 1, t))
        left += ["", BOLD + "Apply To" + RESET, GREEN + "● 1. User Settings" + RESET, "  2. Workspace Settings"]
        right = [BOLD + "Preview" + RESET] + [GREY + p + RESET for p in preview]
        lines = []
        for i in range(max(len(left), len(right))):
            l = left[i] if i < len(left) else ""
            r = right[i] if i < len(right) else ""
            lines.append(l + " " * (38 - vlen(l)) + r)
        lines += ["", GREY + "(Use Enter to select, Tab to change focus)" + RESET]
        f.render(box(lines, GREY))
        k = getch()
        if enter(k) or k == ESC:
            f.render([GREY + "Theme set to %s" % LLXPRT_THEMES[sel] + RESET])
            f.done()
            hold()
        sel = move(k, sel, len(LLXPRT_THEMES))


# --- SHAI (OVHcloud's coding agent; a ratatui viewport, main screen) --------

SHAI_INPUT_PLACE = "Ask SHAI anything, or / for commands"


def shai_welcome():
    for r in box([MAGENTA + BOLD + "✻ SHAI" + RESET + GREY + "  v0.1.6" + RESET + "  the OVHcloud coding agent",
                  "",
                  GREY + "provider: " + RESET + "ovhcloud" + GREY + "   model: " + RESET + "Qwen3-32B",
                  GREY + "cwd: " + RESET + "~/relay"], MAGENTA, width=60):
        w(r + "\r\n")
    w("\r\n")


def shai_input(f, above=()):
    v = ""
    while True:
        if v:
            line = MAGENTA + "> " + RESET + v
        else:
            line = MAGENTA + "> " + RESET + GREY + SHAI_INPUT_PLACE + RESET
        rows = list(above) + box([line], GREY) + [GREY + "  ? for shortcuts" + " " * 40 + "ovhcloud · Qwen3-32B" + RESET]
        f.render(rows, cursor=(len(above) + 1, 4 + len(v)))
        k = getch()
        if enter(k) and v:
            return v
        v = edit(v, k)


def shai():
    f = Frame()
    with Raw(hidden=False):
        shai_welcome()
        while True:
            v = shai_input(f)
            f.render([MAGENTA + "> " + RESET + BOLD + v + RESET])
            f.done()
            w("\r\n")
            w(HIDE)
            if "test" in v:
                spin(f, [], lambda c, s: MAGENTA + c + RESET + " Thinking…" + GREY + " (%ds · esc to interrupt)" % s + RESET, 1.2)
                f.render([MAGENTA + "●" + RESET + " I'll run the test suite to see what fails.", ""])
                f.done()
                shai_allow(f)
            spin(f, [], lambda c, s: MAGENTA + c + RESET + " Running cargo test --workspace…" +
                 GREY + " (%ds · esc to interrupt)" % s + RESET, 3600)


def shai_allow(f):
    opts = ["Yes", "Yes, and don't ask again this session", "No, tell SHAI what to do instead"]
    sel = 0
    while True:
        rows = box([BOLD + "cargo test --workspace" + RESET, GREY + "Run the workspace's tests" + RESET],
                   YELLOW, title=YELLOW + BOLD + "bash" + RESET + YELLOW)
        rows += ["", BOLD + " Allow SHAI to run this command?" + RESET]
        for i, o in enumerate(opts):
            if i == sel:
                rows.append(MAGENTA + BOLD + " › %d. %s" % (i + 1, o) + RESET)
            else:
                rows.append("   %d. %s" % (i + 1, o))
        rows += ["", GREY + " ↑/↓ select · enter confirm · esc cancel" + RESET]
        f.render(rows)
        k = getch()
        if enter(k):
            f.render([GREEN + "✓" + RESET + " bash(cargo test --workspace) allowed", ""])
            f.done()
            return
        if k in "123" and k:
            sel = int(k) - 1
            continue
        sel = move(k, sel, len(opts))


def shai_auth():
    f = Frame()
    with Raw():
        w(MAGENTA + BOLD + "✻ SHAI" + RESET + " · configure a provider\r\n\r\n")
        provs = [("OVHcloud AI Endpoints", "free tier, no key needed for small models"),
                 ("OpenRouter", "one key for many models"),
                 ("Custom endpoint", "any server with an OpenAI-compatible API")]
        sel = 0
        while True:
            rows = [BOLD + "Select a provider" + RESET, ""]
            for i, (p, d) in enumerate(provs):
                if i == sel:
                    rows.append(MAGENTA + BOLD + " › " + p + RESET)
                else:
                    rows.append("   " + p)
            rows += ["", GREY + " ↑/↓ move · enter select · esc quit" + RESET]
            f.render(rows)
            k = getch()
            if enter(k):
                break
            sel = move(k, sel, len(provs))
        f.render([GREEN + "✓" + RESET + " Provider: " + provs[sel][0]])
        f.done()
        w("\r\n")
        key = ""
        w(SHOW)
        while True:
            q = "API key for %s: " % provs[sel][0]
            f.render([BOLD + q + RESET + "•" * len(key),
                      GREY + " paste your key, enter to save · esc to go back" + RESET], cursor=(0, len(q) + len(key)))
            k = getch()
            if enter(k) and key:
                break
            key = edit(key, k)
        f.render([BOLD + q + RESET + "•" * len(key)])
        f.done()
        w(GREEN + "✓" + RESET + " Saved to ~/.config/shai/auth.config\r\n")
        hold()


# --- Stakpak (Stakpak's DevOps agent; ratatui on the main screen) ----------

STAKPAK_COMMANDS = [("help", "show help"), ("clear", "clear the screen"), ("status", "show account status"),
                    ("sessions", "list and resume sessions"), ("shortcuts", "show keyboard shortcuts"),
                    ("memorize", "save the conversation to memory"), ("quit", "quit the app")]


def stakpak():
    f = Frame()
    with Raw(hidden=False):
        w(CYAN + BOLD + "Welcome to Stakpak!" + RESET + "\r\n")
        w("No API key found. Get one at " + BLUE + "https://stakpak.dev/generate-api-key" + RESET + "\r\n\r\n")
        key = ""
        q = "Enter your API key: "
        while True:
            f.render([q + "*" * len(key)], cursor=(0, len(q) + len(key)))
            k = getch()
            if enter(k) and key:
                break
            key = edit(key, k)
        f.done()
        w(GREEN + "✓ API key saved to ~/.stakpak/config.toml" + RESET + "\r\n\r\n")
        for r in [CYAN + "  ███████╗████████╗ █████╗ ██╗  ██╗██████╗  █████╗ ██╗  ██╗" + RESET,
                  CYAN + "  ██╔════╝╚══██╔══╝██╔══██╗██║ ██╔╝██╔══██╗██╔══██╗██║ ██╔╝" + RESET,
                  CYAN + "  ███████╗   ██║   ███████║█████╔╝ ██████╔╝███████║█████╔╝" + RESET,
                  CYAN + "  ╚════██║   ██║   ██╔══██║██╔═██╗ ██╔═══╝ ██╔══██║██╔═██╗" + RESET,
                  CYAN + "  ███████║   ██║   ██║  ██║██║  ██╗██║     ██║  ██║██║  ██╗" + RESET,
                  CYAN + "  ╚══════╝   ╚═╝   ╚═╝  ╚═╝╚═╝  ╚═╝╚═╝     ╚═╝  ╚═╝╚═╝  ╚═╝" + RESET]:
            w(r + "\r\n")
        w(GREY + "  Profile: default · Model: smart · Directory: ~/relay" + RESET + "\r\n\r\n")
        v, sel = "", 0
        while True:
            if v:
                line = CYAN + "→ " + RESET + v
            else:
                line = CYAN + "→ " + RESET + GREY + "Type your message or / for commands" + RESET
            rows = box([line], CYAN, square=True)
            matches = []
            if v.startswith("/") and " " not in v:
                matches = [c for c in STAKPAK_COMMANDS if c[0].startswith(v[1:])]
            if matches:
                sel = min(sel, len(matches) - 1)
                for i, (n, d) in enumerate(matches):
                    if i == sel:
                        rows.append(REV + " /%-12s %s " % (n, d) + RESET)
                    else:
                        rows.append(" /%-12s %s" % (n, d))
            else:
                rows.append(GREY + " Enter submit · Ctrl+J newline · / commands · Ctrl+C quit" + RESET)
            f.render(rows, cursor=(1, 4 + len(v)))
            k = getch()
            if enter(k) and v:
                break
            if matches and k in ("\x1b[A", "\x1b[B"):
                sel = move(k, sel, len(matches))
                continue
            v = edit(v, k)
            sel = 0
        f.render([CYAN + "→ " + RESET + v])
        f.done()
        w("\r\n" + GREY + "●" + RESET + " I'll check the Dockerfile, build the image and push it.\r\n\r\n")
        w(HIDE)
        todo = [("Read the Dockerfile and compose file", True), ("Build the relay-api image", False),
                ("Push the image to the registry", False), ("Roll out the deployment", False)]
        above = [BOLD + "Plan" + RESET]
        for t, ok in todo:
            above.append(("  " + GREEN + "☒ " + GREY + t + RESET) if ok else ("  ☐ " + t))
        above.append("")
        spin(f, above, lambda c, s: CYAN + c + RESET + " Building the relay-api image…" +
             GREY + " (%ds · esc to cancel)" % s + RESET, 3600)


# --- mini-swe-agent's mini (rich and prompt_toolkit, the main screen) -----

def rule(title, color=YELLOW):
    t = " " + title + " "
    left = (WIDTH - len(t)) // 2
    return color + "─" * left + BOLD + t + RESET + color + "─" * (WIDTH - left - len(t)) + RESET


def mini_line(f, prompt, toolbar):
    v = ""
    while True:
        rows = [prompt + v, "", "", REV + toolbar + " " * (WIDTH - len(toolbar)) + RESET]
        f.render(rows, cursor=(0, vlen(prompt) + len(v)))
        k = getch()
        if enter(k):
            f.render([prompt + v])
            f.done()
            return v
        v = edit(v, k)


def mini():
    f = Frame()
    with Raw(hidden=False):
        w("👋 This is " + BOLD + "mini-swe-agent" + RESET + " version " + BOLD + "1.9.1" + RESET + ".\r\n")
        w("Loading global config from " + BOLD + "'~/.config/mini-swe-agent/.env'" + RESET + "\r\n")
        w(BOLD + YELLOW + "What do you want to do?" + RESET + "\r\n")
        task = ""
        while not task.strip():
            task = mini_line(f, BOLD + YELLOW + "> " + RESET,
                             " Submit task: Enter | Navigate history: Arrow Up/Down | Search history: Ctrl+R")
        w(BOLD + "Got that, thanks!" + RESET + "\r\n\r\n")
        w(rule("System:") + "\r\n")
        w("You are a helpful assistant that can interact with a computer.\r\n\r\n")
        w(rule("User:") + "\r\n")
        w("Please solve this issue: " + task + "\r\n\r\n")
        w(HIDE)
        spin(f, [], lambda c, s: GREEN + c + RESET + " Waiting for the LM to respond...", 1.5)
        f.render([rule("mini-swe-agent (step 1, $0.00):")])
        f.done()
        w("THOUGHT: I'll start by running the test suite to see which test fails and why.\r\n\r\n")
        w("```bash\r\npython3 -m pytest -q tests/test_relay.py\r\n```\r\n\r\n")
        w(SHOW)
        w(rule("User:") + "\r\n")
        w(BOLD + YELLOW + "Execute?" + RESET + " " + GREEN + BOLD + "Enter" + RESET + GREEN + " to confirm" + RESET +
          ", or " + GREEN + "Type a comment/command" + RESET + " (/h for available commands)\r\n")
        mini_line(f, BOLD + YELLOW + "> " + RESET, " Submit: Enter | Navigate history: Arrow Up/Down | Search history: Ctrl+R")
        w("\r\n" + rule("Observation:") + "\r\n")
        w("<returncode>1</returncode>\r\n<output>\r\nF..                                                  [100%]\r\n")
        w("FAILED tests/test_relay.py::test_forward - AssertionError: 502 != 200\r\n</output>\r\n\r\n")
        w(HIDE)
        spin(f, [rule("mini-swe-agent (step 2, $0.01):")],
             lambda c, s: GREEN + c + RESET + " Waiting for the LM to respond...", 3600)


# --- kwaak (bosun's agents TUI; ratatui on the alternate screen) ----------

def kwaak():
    curses.wrapper(kwaak_main)


def kwaak_main(scr):
    curses.use_default_colors()
    curses.curs_set(0)
    curses.init_pair(1, curses.COLOR_YELLOW, -1)
    curses.init_pair(2, curses.COLOR_CYAN, -1)
    curses.init_pair(3, curses.COLOR_BLACK, curses.COLOR_YELLOW)
    curses.init_pair(4, 8 if curses.COLORS > 8 else curses.COLOR_WHITE, -1)
    Y, C, SEL, G = (curses.color_pair(i) for i in (1, 2, 3, 4))
    chat = [("system", "Welcome to kwaak! 🐸 Your agents are ready."),
            ("system", "Ask a question or give an instruction."),
            ("system", "Type /help to list the commands.")]
    state = {"input": "", "working": False, "start": 0.0, "tick": 0}
    HELP = ["/help         show this help", "/quit         quit kwaak", "/stop         stop the running agent",
            "/diff show    show the changes the agent made", "/diff pull    pull the changes to your branch",
            "/pr           open a pull request", "/retry        retry the last message",
            "/new          start a new chat"]

    def frame(y, x, h, wd, title, attr):
        scr.attron(attr)
        scr.addstr(y, x, "┌" + "─" * (wd - 2) + "┐")
        for i in range(1, h - 1):
            scr.addstr(y + i, x, "│")
            scr.addstr(y + i, x + wd - 1, "│")
        scr.insstr(y + h - 1, x, "└" + "─" * (wd - 2) + "┘")
        scr.attroff(attr)
        scr.addstr(y, x + 2, title, attr | curses.A_BOLD)

    def draw():
        scr.erase()
        scr.addstr(0, 1, " Chats ", SEL | curses.A_BOLD)
        scr.addstr(0, 9, "  Logs  ", G)
        frame(1, 0, 19, 22, " Chats ", C)
        mark = SPIN[state["tick"] % len(SPIN)] if state["working"] else "●"
        scr.addstr(2, 2, "> " + mark + " Chat 1", Y | curses.A_BOLD)
        scr.addstr(3, 6, "(running)" if state["working"] else "(ready)", G)
        frame(1, 22, 19, 58, " Chat 1 ", Y)
        row = 2
        for who, text in chat:
            if row > 18:
                break
            attr = G if who == "system" else (C | curses.A_BOLD if who == "you" else 0)
            prefix = {"system": "", "you": "▶ you: ", "help": "  "}[who]
            scr.addstr(row, 24, (prefix + text)[:54], attr)
            row += 1
        if state["working"]:
            s = int(time.time() - state["start"])
            scr.addstr(row + 1, 24, SPIN[state["tick"] % len(SPIN)] + " Agent is working… (%ds)" % s, Y)
        frame(20, 0, 3, 80, " Input ", C)
        if state["input"]:
            scr.addstr(21, 2, state["input"][-76:])
            scr.addstr(21, 2 + len(state["input"][-76:]), " ", curses.A_REVERSE)
        else:
            scr.addstr(21, 2, "Type a message, or /help for commands", G)
        scr.insstr(23, 0, " ^x stop agent │ ^n new chat │ tab next chat │ PgUp/PgDn scroll │ ^q quit ", G)
        scr.refresh()

    while True:
        draw()
        scr.timeout(80 if state["working"] else -1)
        try:
            k = scr.get_wch()
        except curses.error:
            state["tick"] += 1
            continue
        if k in ("\n", "\r", curses.KEY_ENTER):
            v = state["input"].strip()
            state["input"] = ""
            if not v:
                continue
            chat.append(("you", v))
            if v == "/help":
                chat.append(("system", "Commands:"))
                chat.extend(("help", h) for h in HELP)
            elif v == "/quit":
                return
            else:
                state["working"], state["start"] = True, time.time()
        elif k in ("\x7f", "\x08", curses.KEY_BACKSPACE):
            state["input"] = state["input"][:-1]
        elif k == "\x11":
            return
        elif isinstance(k, str) and k.isprintable():
            state["input"] += k


# --- Code Puppy (prompt_toolkit and rich, the main screen) ---------------

def puppy_ask(q):
    """A line read cooked, echoed, after q."""
    w(q)
    return sys.stdin.readline().strip()


def puppy():
    w(BOLD + CYAN + "🐶 Welcome to Code Puppy!" + RESET + " Let's get you set up.\n\n")
    name = ""
    while not name:
        name = puppy_ask(BOLD + "🐶 What should we name the puppy? " + RESET)
    owner = ""
    while not owner:
        owner = puppy_ask(BOLD + "👤 What's your name (so " + name + " knows its owner)? " + RESET)
    w(GREEN + "✓ Saved to ~/.code_puppy/puppy.cfg" + RESET + "\n\n")
    for r in ["  ██████╗ ██████╗ ██████╗ ███████╗   ██████╗ ██╗   ██╗██████╗ ██████╗ ██╗   ██╗",
              " ██╔════╝██╔═══██╗██╔══██╗██╔════╝   ██╔══██╗██║   ██║██╔══██╗██╔══██╗╚██╗ ██╔╝",
              " ██║     ██║   ██║██║  ██║█████╗     ██████╔╝██║   ██║██████╔╝██████╔╝ ╚████╔╝",
              " ╚██████╗╚██████╔╝██████╔╝███████╗   ██║     ╚██████╔╝██║     ██║      ██║",
              "  ╚═════╝ ╚═════╝ ╚═════╝ ╚══════╝   ╚═╝      ╚═════╝ ╚═╝     ╚═╝      ╚═╝"]:
        w(MAGENTA + r + RESET + "\n")
    w("\n" + name + " is ready, " + owner + "! " + GREY + "Model: " + RESET + "gpt-4.1" + GREY +
      " · /help for commands · ~m to switch models" + RESET + "\n\n")
    while True:
        task = puppy_ask(BOLD + MAGENTA + ">>> " + RESET)
        if not task:
            continue
        w("\n" + GREY + "🐶 " + name + " is thinking..." + RESET + "\n")
        time.sleep(1.0)
        w("\n" + BOLD + "AGENT REASONING" + RESET + "\n")
        w("The user wants a docstring on main(); I'll edit app.py.\n\n")
        for r in box([YELLOW + BOLD + "EDIT FILE: " + RESET + "app.py",
                      GREY + "--- a/app.py" + RESET,
                      GREY + "+++ b/app.py" + RESET,
                      CYAN + "@@ -1,3 +1,4 @@" + RESET,
                      " def main():",
                      GREEN + "+    \"\"\"Start the relay and serve until stopped.\"\"\"" + RESET,
                      "     serve(port=8080)", ""], YELLOW):
            w(r + "\n")
        ans = ""
        while ans not in ("y", "n"):
            ans = puppy_ask(BOLD + "Apply this change to app.py? [y/n]: " + RESET).lower()
        if ans == "y":
            w(GREEN + "✓ Edited app.py" + RESET + "\n\n")
        else:
            w(RED + "✗ Change rejected" + RESET + "\n\n")


PROGRAMS = {"llxprt": llxprt, "shai": shai, "shai-auth": shai_auth, "stakpak": stakpak, "mini": mini,
            "kwaak": kwaak, "puppy": puppy}

if __name__ == "__main__":
    try:
        PROGRAMS[sys.argv[1]]()
    except (KeyboardInterrupt, EOFError):
        pass
