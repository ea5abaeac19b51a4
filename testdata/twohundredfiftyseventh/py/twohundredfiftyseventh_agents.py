"""One terminal program of the AI era imitated, named by the first
argument: a fixture of agentty's twohundredfiftyseventh set, whose screens
were never used to tune the mode classifier. Each draws what a program
that cannot run here (no model, no key, no server) draws at its moments
(its words, layout, colours, boxes, pointers, dim hints, cursor and
terminal modes): an assistant's onboarding wizard, a coding agent's
prompt with its slash menu and its permission to edit, a task planner's
model pickers and its parsing at work, a spec tool's set-up checklist, a
local models manager on the alternate screen and a coding agent's trust
dialog, prompt, theme picker and plan. Keys are read one at a time, raw,
not echoed (a line read cooked where the program reads one so). Frames on
the main screen are redrawn in place, as Ink, clack, inquirer,
prompt_toolkit and ratatui's inline viewport redraw theirs. Runs with
Debian's python3 and its standard library only (termios, curses)."""

import os
import select
import sys
import termios
import time

OUT = sys.stdout
FD = sys.stdin.fileno()

RESET = "\x1b[0m"


def sgr(code, s):
    return "\x1b[%sm%s\x1b[0m" % (code, s)


def dim(s):
    return sgr("2", s)


def bold(s):
    return sgr("1", s)


def cyan(s):
    return sgr("36", s)


def green(s):
    return sgr("32", s)


def yellow(s):
    return sgr("33", s)


def red(s):
    return sgr("31", s)


def grey(s):
    return sgr("90", s)


def write(s):
    OUT.write(s)
    OUT.flush()


# Terminal modes.

SAVED = None


def raw():
    """Raw as Node's and prompt_toolkit's raw mode: no echo, no line
    editing, no signals, output still translating newlines."""
    global SAVED
    if SAVED is None:
        SAVED = termios.tcgetattr(FD)
    a = termios.tcgetattr(FD)
    a[0] &= ~(termios.BRKINT | termios.ICRNL | termios.INPCK | termios.ISTRIP | termios.IXON)
    a[3] &= ~(termios.ECHO | termios.ICANON | termios.IEXTEN | termios.ISIG)
    a[6][termios.VMIN] = 1
    a[6][termios.VTIME] = 0
    termios.tcsetattr(FD, termios.TCSANOW, a)


def cooked():
    if SAVED is not None:
        termios.tcsetattr(FD, termios.TCSANOW, SAVED)


def key(timeout=None):
    """One key: a character, or a name for an escape sequence; None when
    timeout seconds pass with nothing typed."""
    r, _, _ = select.select([FD], [], [], timeout)
    if not r:
        return None
    b = os.read(FD, 1)
    if b == b"\x1b":
        seq = b""
        while True:
            r, _, _ = select.select([FD], [], [], 0.03)
            if not r:
                break
            seq += os.read(FD, 1)
            if len(seq) >= 2 and (seq[-1:].isalpha() or seq[-1:] == b"~"):
                break
        names = {b"[A": "up", b"[B": "down", b"[C": "right", b"[D": "left", b"OA": "up", b"OB": "down",
                 b"OC": "right", b"OD": "left", b"[3~": "del", b"[Z": "btab"}
        return names.get(seq, "esc")
    if b[0] >= 0x80:
        # the rest of a UTF-8 character
        n = 1 if b[0] < 0xE0 else 2 if b[0] < 0xF0 else 3
        b += os.read(FD, n)
    c = b.decode("utf-8", "replace")
    if c in ("\r", "\n"):
        return "enter"
    if c in ("\x7f", "\x08"):
        return "backspace"
    if c == "\x03":
        bye()
    if c == "\t":
        return "tab"
    if c == " ":
        return "space"
    return c


def bye(code=130):
    write("\x1b[?25h" + RESET + "\r\n")
    cooked()
    sys.exit(code)


class Live:
    """A frame redrawn in place on the main screen, as Ink and ratatui's
    inline viewport redraw theirs: the lines above it stay."""

    def __init__(self):
        self.n = 0
        self.row = 0

    def draw(self, lines, cursor=None):
        out = ""
        if self.n:
            out += "\r"
            if self.row:
                out += "\x1b[%dA" % self.row
            out += "\x1b[J"
        out += "\r\n".join(lines)
        self.n = len(lines)
        self.row = self.n - 1
        if cursor is not None:
            r, c = cursor
            if self.n - 1 - r > 0:
                out += "\x1b[%dA" % (self.n - 1 - r)
            out += "\r" + ("\x1b[%dC" % c if c else "")
            self.row = r
            out += "\x1b[?25h"
        else:
            out += "\x1b[?25l"
        write(out)

    def done(self):
        """Leaves the last frame where it is, the cursor under it."""
        out = ""
        if self.n and self.n - 1 - self.row > 0:
            out += "\x1b[%dB" % (self.n - 1 - self.row)
        write(out + "\r\n")
        self.n = 0
        self.row = 0


def say(*lines):
    write("".join(l + "\r\n" for l in lines))


def pad(s, w):
    return s + " " * max(0, w - len(s))


SPIN = "⠋⠙⠹⠸⠼⠴⠦⠧⠇⠏"


# OpenClaw's onboarding wizard (`openclaw onboard`), clack's prompts on
# the main screen.

def clack_note(title, lines, width=62):
    top = green("◇") + "  " + title + " " + "─" * (width - len(title) - 1) + "╮"
    out = [top, grey("│") + " " * (width + 2) + "│"]
    for l in lines:
        out.append(grey("│") + "  " + pad(l, width) + "│")
    out.append(grey("│") + " " * (width + 2) + "│")
    out.append("├" + "─" * (width + 2) + "╯")
    return out


def clack_confirm(live, q, value):
    while True:
        yes = (green("●") + " Yes") if value else dim("○ Yes")
        no = (green("●") + " No") if not value else dim("○ No")
        live.draw([cyan("◆") + "  " + q, cyan("│") + "  " + yes + dim(" / ") + no, cyan("└")])
        k = key()
        if k in ("left", "right", "up", "down", "h", "l", "j", "k"):
            value = not value
        elif k in ("y", "Y"):
            value = True
        elif k in ("n", "N"):
            value = False
        elif k == "enter":
            live.draw([green("◇") + "  " + q, grey("│") + "  " + dim("Yes" if value else "No")])
            live.done()
            return value


def clack_select(live, q, options, hints=None):
    hints = hints or {}
    i = 0
    while True:
        rows = [cyan("◆") + "  " + q]
        for j, o in enumerate(options):
            if j == i:
                h = (" " + dim("(" + hints[o] + ")")) if o in hints else ""
                rows.append(cyan("│") + "  " + green("●") + " " + o + h)
            else:
                rows.append(cyan("│") + "  " + dim("○ " + o))
        rows.append(cyan("└"))
        live.draw(rows)
        k = key()
        if k in ("up", "k", "left"):
            i = (i - 1) % len(options)
        elif k in ("down", "j", "right"):
            i = (i + 1) % len(options)
        elif k == "enter":
            live.draw([green("◇") + "  " + q, grey("│") + "  " + dim(options[i])])
            live.done()
            return options[i]


def clack_password(live, q):
    s = ""
    while True:
        live.draw([cyan("◆") + "  " + q, cyan("│") + "  " + "▪" * len(s) + sgr("7", " "), cyan("└")])
        k = key()
        if k == "enter" and s:
            live.draw([green("◇") + "  " + q, grey("│") + "  " + dim("▪" * len(s))])
            live.done()
            return s
        if k == "backspace":
            s = s[:-1]
        elif k and len(k) == 1:
            s += k


def openclaw():
    raw()
    write("\x1b[?25l")
    say("",
        "🦞 " + bold("OpenClaw") + " 2026.1.29 " + dim("(3f2a9c1)") + " — " + dim("Your own personal AI assistant."),
        "",
        grey("┌") + "  " + sgr("7", " OpenClaw onboarding "),
        grey("│"))
    say(*clack_note("Security", [
        "Security warning — please read.",
        "",
        "OpenClaw is a hobby project and still in beta.",
        "This bot can read files and run actions if tools are enabled.",
        "A bad prompt can trick it into doing unsafe things.",
        "",
        "Recommended: pairing and allowlists, a sandbox, least-",
        "privilege tools, secrets out of the agent's reach.",
    ]))
    say(grey("│"))
    live = Live()
    if not clack_confirm(live, "I understand this is powerful and inherently risky. Continue?", False):
        say(grey("└") + "  " + red("Onboarding cancelled."))
        bye(1)
    say(grey("│"))
    clack_select(live, "Onboarding mode", ["QuickStart", "Manual"],
                 {"QuickStart": "Configure details later via openclaw configure.",
                  "Manual": "Configure port, network, Tailscale, and auth options."})
    say(grey("│"))
    say(*clack_note("QuickStart", [
        "Gateway port: 18789",
        "Gateway bind: Loopback (127.0.0.1)",
        "Gateway auth: Token (default)",
        "Tailscale exposure: Off",
    ], 40))
    say(grey("│"))
    provider = clack_select(live, "Model/auth provider",
                            ["OpenAI", "Anthropic", "MiniMax", "Moonshot AI", "Google", "OpenRouter", "Skip for now"],
                            {"OpenAI": "Codex OAuth + API key", "Anthropic": "setup-token + API key",
                             "Skip for now": "Configure a model later"})
    say(grey("│"))
    clack_password(live, "Enter %s API key" % provider)
    say(grey("│"))
    start = time.time()
    frames = "◒◐◓◑"
    i = 0
    while time.time() - start < 600:
        live.draw([cyan(frames[i % 4]) + "  Installing Gateway service" + "." * (i // 3 % 4)])
        i += 1
        key(0.12)
    live.draw([green("◇") + "  Gateway service installed."])
    live.done()
    say(grey("└") + "  Onboarding complete.")
    bye(0)


# TunaCode, a coding agent: rich's output and prompt_toolkit's prompt on
# the main screen.

TUNA_COMMANDS = [
    ("/help", "Show help and commands"),
    ("/model", "Switch model (/model <provider:name>)"),
    ("/clear", "Clear the screen and the history"),
    ("/compact", "Summarise the conversation"),
    ("/plan", "Enter plan mode (read-only tools)"),
    ("/yolo", "Toggle confirmations"),
    ("/branch", "Make a git branch for the work"),
    ("/exit", "Leave TunaCode"),
]


def tuna_prompt(live):
    s = ""
    while True:
        rows = []
        if s:
            rows.append(bold(cyan(">")) + " " + s)
        else:
            rows.append(bold(cyan(">")) + " " + dim("Ask anything, / for commands, @ for files"))
        menu = [c for c in TUNA_COMMANDS if s.startswith("/") and c[0].startswith(s.split(" ")[0]) and " " not in s]
        for name, meta in menu:
            rows.append("  " + sgr("30;47", " " + pad(name, 10)) + sgr("37;100", " " + pad(meta, 40)))
        while len(rows) < 9:
            rows.append("")
        rows.append(sgr("7", pad(" openai:gpt-4.1 │ ~/relay │ Esc+Enter newline │ Ctrl+C twice exits", 79)))
        live.draw(rows, (0, 2 + len(s)))
        k = key()
        if k == "enter" and s:
            live.draw([bold(cyan(">")) + " " + s])
            live.done()
            return s
        if k == "backspace":
            s = s[:-1]
        elif k == "space":
            s += " "
        elif k and len(k) == 1:
            s += k


def tuna_think(live, seconds, label="Thinking..."):
    start = time.time()
    i = 0
    while time.time() - start < seconds:
        live.draw([cyan(SPIN[i % len(SPIN)]) + " " + bold(label)])
        i += 1
        key(0.1)
    live.draw([])
    write("\r\x1b[J")
    live.n = 0


def tunacode():
    raw()
    say("",
        cyan("  ▀█▀ █ █ █▄ █ ▄▀█ █▀▀ █▀█ █▀▄ █▀▀"),
        cyan("   █  █▄█ █ ▀█ █▀█ █▄▄ █▄█ █▄▀ ██▄"),
        "",
        "  " + dim("AI-powered development assistant") + "  v0.0.76",
        "",
        "  " + green("●") + " Model: openai:gpt-4.1  " + green("●") + " Context: 0/200k  " + green("●") + " Plan mode: off",
        "  " + yellow("⚠ Caution:") + " TunaCode can modify your codebase; use a git branch first.",
        "  " + dim("Type /help for commands · @file to attach · Esc cancels · Ctrl+C twice exits"),
        "")
    live = Live()
    while True:
        q = tuna_prompt(live)
        if q.startswith("/"):
            if q.startswith("/exit"):
                bye(0)
            say(dim("  Model: openai:gpt-4.1 (use /model <provider:name> to switch)"), "")
            continue
        tuna_think(live, 6)
        say(grey("  ● ") + "Tool(" + cyan("read_file") + ") relay/server.py " + dim("(38 lines)"))
        tuna_think(live, 4)
        w = 60
        say("",
            yellow("╭─ 🔧 update_file " + "─" * (w - 18) + "╮"),
            yellow("│") + pad(" File: relay/server.py", w) + yellow("│"),
            yellow("│") + " " * w + yellow("│"),
            yellow("│") + cyan(pad(" @@ -12,6 +12,10 @@", w)) + yellow("│"),
            yellow("│") + pad("  app = Flask(__name__)", w) + yellow("│"),
            yellow("│") + green(pad(" +", w)) + yellow("│"),
            yellow("│") + green(pad(' +@app.get("/healthz")', w)) + yellow("│"),
            yellow("│") + green(pad(" +def healthz():", w)) + yellow("│"),
            yellow("│") + green(pad(' +    return {"ok": True}', w)) + yellow("│"),
            yellow("╰" + "─" * w + "╯"),
            "  " + bold("1.") + " Yes (default)",
            "  " + bold("2.") + " Yes, and don't ask again for commands like this",
            "  " + bold("3.") + " No, and tell TunaCode what to do differently")
        write(bold("Choose an option") + " " + sgr("35;1", "[1/2/3]") + " " + cyan("(1)") + ": \x1b[?25h")
        cooked()
        ans = sys.stdin.readline().strip() or "1"
        raw()
        if ans == "3":
            say(yellow("  ✗ Cancelled. Tell TunaCode what to do differently."), "")
            continue
        say(green("  ✓ Updated relay/server.py (+4 −0)"))
        tuna_think(live, 2)
        say("",
            "  Added a " + bold("GET /healthz") + ' route to relay/server.py that returns {"ok": true}.',
            "  Run " + cyan("pytest -q") + " to check it.",
            "")


# Task Master (`task-master models --setup`, `task-master parse-prd`):
# figlet's banner, boxen, inquirer's lists and ora's spinner on the main
# screen.

def tm_banner():
    c = "38;5;45"
    say("",
        sgr(c, "  _____         _      __  __           _            "),
        sgr(c, " |_   _|_ _ ___| | __ |  \\/  | __ _ ___| |_ ___ _ __ "),
        sgr(c, "   | |/ _` / __| |/ / | |\\/| |/ _` / __| __/ _ \\ '__|"),
        sgr(c, "   | | (_| \\__ \\   <  | |  | | (_| \\__ \\ ||  __/ |   "),
        sgr(c, "   |_|\\__,_|___/_|\\_\\ |_|  |_|\\__,_|___/\\__\\___|_|   "),
        dim("by https://x.com/eyaltoledano"),
        cyan("╭────────────────────────────────────────╮"),
        cyan("│") + " " + pad("Version: 0.27.1   Project: relay", 39) + cyan("│"),
        cyan("╰────────────────────────────────────────╯"),
        "")


def inquirer_select(live, q, options, start=0):
    i = start
    while True:
        rows = [green("?") + " " + bold(q) + " " + dim("(Use arrow keys)")]
        for j, o in enumerate(options):
            rows.append(cyan("❯ " + o) if j == i else "  " + o)
        rows.append(dim("(Use arrow keys to reveal more choices)"))
        live.draw(rows)
        k = key()
        if k in ("up", "k"):
            i = (i - 1) % len(options)
        elif k in ("down", "j"):
            i = (i + 1) % len(options)
        elif k == "enter":
            live.draw([green("✔") + " " + bold(q) + " " + cyan(options[i])])
            live.done()
            return options[i]


def taskmaster(flow):
    raw()
    write("\x1b[?25l")
    tm_banner()
    live = Live()
    if flow == "parse":
        say(cyan("╭──────────────────────────────────────────────────────╮"),
            cyan("│") + pad(" Parsing PRD file: .taskmaster/docs/prd.txt", 54) + cyan("│"),
            cyan("│") + pad(" Generating 10 tasks with anthropic / claude-sonnet-4", 54) + cyan("│"),
            cyan("╰──────────────────────────────────────────────────────╯"),
            "")
        start = time.time()
        i = 0
        while time.time() - start < 600:
            t = int(time.time() - start)
            n = min(9, t // 6)
            bar = "█" * (n * 2) + "░" * (20 - n * 2)
            live.draw([cyan(SPIN[i % len(SPIN)]) + " Parsing PRD and generating tasks...",
                       "",
                       "Tasks %d/10 |%s| %d%% | ⏱ 00:%02d | Tokens (I/O): %s/%s" % (
                           n, cyan(bar), n * 10, t % 60, format(2341 + t * 17, ","), format(t * 41, ","))])
            i += 1
            key(0.1)
        bye(0)
    main = ["anthropic / claude-sonnet-4-20250514 (current)",
            "anthropic / claude-opus-4-20250514 ($15/$75)",
            "openai / gpt-4o ($2.5/$10)",
            "openai / o3 ($2/$8)",
            "google / gemini-2.5-pro ($1.25/$10)",
            "xai / grok-3 ($3/$15)",
            "ollama / qwen3:14b (local)"]
    say(cyan("Starting interactive model setup..."), "")
    inquirer_select(live, "Select the main model for generation/updates:", main)
    research = ["perplexity / sonar-pro (current)",
                "perplexity / sonar ($1/$1)",
                "perplexity / sonar-reasoning-pro ($2/$8)",
                "openai / gpt-4o-search-preview ($2.5/$10)",
                "xai / grok-3 ($3/$15)"]
    inquirer_select(live, "Select the research model:", research)
    inquirer_select(live, "Select the fallback model (optional):",
                    ["⚪ No fallback model", "anthropic / claude-3-7-sonnet-20250219", "openai / gpt-4o-mini"])
    say(green("✅ Model setup complete!"))
    bye(0)


# OpenSpec's `openspec init`: its banner, its checklist of AI tools and
# its spinner on the main screen.

OPENSPEC_TOOLS = ["Claude Code", "Cline", "Cursor", "Codex", "GitHub Copilot", "Windsurf", "Kilo Code",
                  "AGENTS.md (for other tools)"]


def openspec():
    raw()
    write("\x1b[?25l")
    say("",
        bold("  ████  ████  █████ █   █  ████ ████  █████  ████"),
        bold("  █  █  █  █  █     ██  █  █    █  █  █     █    "),
        bold("  █  █  ████  ████  █ █ █  ████ ████  ████  █    "),
        bold("  █  █  █     █     █  ██     █ █     █     █    "),
        bold("  ████  █     █████ █   █  ████ █     █████  ████"),
        "",
        "  Welcome to OpenSpec!",
        "")
    live = Live()
    i = 0
    ticked = set()
    q = "Which AI tools do you use?"
    while True:
        rows = ["  " + dim("Step 1/2"), "", "  " + bold(q),
                "  " + dim("Space to toggle · ↑/↓ to move · Enter to continue"), ""]
        for j, t in enumerate(OPENSPEC_TOOLS):
            box = green("[x]") if j in ticked else "[ ]"
            if j == i:
                rows.append(cyan("▌") + " " + box + " " + bold(cyan(t)))
            else:
                rows.append("  " + box + " " + t)
        live.draw(rows)
        k = key()
        if k in ("up", "k"):
            i = (i - 1) % len(OPENSPEC_TOOLS)
        elif k in ("down", "j"):
            i = (i + 1) % len(OPENSPEC_TOOLS)
        elif k == "space":
            ticked ^= {i}
        elif k == "enter" and ticked:
            break
    chosen = [OPENSPEC_TOOLS[j] for j in sorted(ticked)]
    live.draw(["  " + green("✔") + " " + bold(q) + " " + cyan(", ".join(chosen))])
    live.done()
    say("")
    start = time.time()
    n = 0
    while time.time() - start < 600:
        live.draw([cyan(SPIN[n % len(SPIN)]) + " Creating OpenSpec structure..."])
        n += 1
        key(0.1)
    bye(0)


# PAR LLAMA, a manager of local models and chats: Textual on the
# alternate screen.

def parllama():
    import curses
    os.environ.setdefault("ESCDELAY", "25")
    models = [("llama3.2:latest", "3.2B", "Q4_K_M", "2.0 GB", "2 days ago"),
              ("qwen2.5-coder:7b", "7.6B", "Q4_K_M", "4.7 GB", "5 days ago"),
              ("mistral-nemo:12b", "12.2B", "Q4_0", "7.1 GB", "2 weeks ago"),
              ("phi4:14b", "14.7B", "Q4_K_M", "9.1 GB", "3 weeks ago"),
              ("nomic-embed-text:latest", "137M", "F16", "274 MB", "a month ago"),
              ("deepseek-r1:8b", "8.0B", "Q4_K_M", "4.9 GB", "a month ago")]

    def run(scr):
        curses.start_color()
        curses.use_default_colors()
        curses.init_pair(1, curses.COLOR_WHITE, curses.COLOR_BLUE)     # header
        curses.init_pair(2, curses.COLOR_YELLOW, -1)                   # active tab
        curses.init_pair(3, curses.COLOR_BLACK, curses.COLOR_YELLOW)   # footer keys
        curses.init_pair(4, curses.COLOR_WHITE, 236 if curses.COLORS >= 256 else curses.COLOR_BLACK)  # footer
        curses.init_pair(5, curses.COLOR_CYAN, -1)                     # focused card
        curses.init_pair(6, curses.COLOR_WHITE, curses.COLOR_RED)      # dialog
        curses.init_pair(7, curses.COLOR_BLACK, curses.COLOR_WHITE)    # button
        curses.init_pair(8, curses.COLOR_WHITE, curses.COLOR_BLUE)     # focused button
        curses.curs_set(0)
        h, w = scr.getmaxyx()
        tab = 0
        sel = 0
        dialog = False
        chat = ""
        tabs = ["Local", "Site", "Chat", "Prompts", "Tools", "Create", "Options", "Logs"]

        def put(y, x, s, a=0):
            if 0 <= y < h and 0 <= x < w:
                s = s[: w - x - (1 if y == h - 1 else 0)]
                try:
                    scr.addstr(y, x, s, a)
                except curses.error:
                    pass

        def card(y, x, m, focused):
            a = curses.color_pair(5) | curses.A_BOLD if focused else curses.A_DIM
            cw = 38
            put(y, x, "┌" + "─" * (cw - 2) + "┐", a)
            for r in range(1, 4):
                put(y + r, x, "│" + " " * (cw - 2) + "│", a)
            put(y + 4, x, "└" + "─" * (cw - 2) + "┘", a)
            put(y + 1, x + 2, m[0], curses.A_BOLD)
            put(y + 2, x + 2, "Params %s  Quant %s" % (m[1], m[2]))
            put(y + 3, x + 2, "Size %s  Modified %s" % (m[3], m[4]))

        while True:
            scr.erase()
            put(0, 0, " " * w, curses.color_pair(1))
            put(0, 1, "⭘", curses.color_pair(1))
            title = "PAR LLAMA v0.3.24"
            put(0, (w - len(title)) // 2, title, curses.color_pair(1) | curses.A_BOLD)
            put(0, w - 10, "09:41:07", curses.color_pair(1))
            put(2, 0, "─" * w, curses.A_DIM)
            x = 1
            for i, t in enumerate(tabs):
                if i == tab:
                    put(1, x, t, curses.color_pair(2) | curses.A_BOLD)
                    put(2, x, "━" * len(t), curses.color_pair(2))
                else:
                    put(1, x, t, curses.A_DIM)
                x += len(t) + 3
            if tab == 0:
                put(3, 1, "┌" + "─" * (w - 4) + "┐", curses.A_DIM)
                put(4, 1, "│ " + "Filter local models", curses.A_DIM)
                put(4, w - 2, "│", curses.A_DIM)
                put(5, 1, "└" + "─" * (w - 4) + "┘", curses.A_DIM)
                for i, m in enumerate(models):
                    card(6 + (i // 2) * 5, 1 + (i % 2) * 39, m, i == sel)
                foot = [("^q", "Quit"), ("f1", "Help"), ("^d", "Delete"), ("^p", "Pull"), ("^u", "Push"),
                        ("^c", "Copy to create"), ("^r", "Refresh")]
            else:
                put(3, 1, "Provider ", curses.A_BOLD)
                put(3, 10, "[ Ollama          ▼ ]")
                put(3, 34, "Model ", curses.A_BOLD)
                put(3, 40, "[ %-24s▼ ]" % models[sel][0])
                put(4, 1, "Temperature [ 0.5 ]   Context [ 2048 ]   Session  New Chat")
                put(6, 2, "Start a conversation with the model below.", curses.A_DIM)
                put(h - 5, 1, "┌" + "─" * (w - 4) + "┐", curses.color_pair(5))
                if chat:
                    put(h - 4, 1, "│ " + chat, curses.color_pair(5))
                    put(h - 4, 3, chat)
                else:
                    put(h - 4, 1, "│ ", curses.color_pair(5))
                    put(h - 4, 3, "Chat with AI", curses.A_DIM)
                put(h - 4, w - 2, "│", curses.color_pair(5))
                put(h - 3, 1, "└" + "─" * (w - 4) + "┘", curses.color_pair(5))
                foot = [("^q", "Quit"), ("f1", "Help"), ("^n", "New session"), ("^s", "Session list"),
                        ("^e", "Export"), ("esc", "Stop")]
            put(h - 1, 0, " " * (w - 1), curses.color_pair(4))
            x = 1
            for k, d in foot:
                put(h - 1, x, " " + k + " ", curses.color_pair(3) | curses.A_BOLD)
                x += len(k) + 2
                put(h - 1, x, " " + d + " ", curses.color_pair(4))
                x += len(d) + 3
            if dialog:
                dw, dh = 44, 9
                dy, dx = (h - dh) // 2, (w - dw) // 2
                a = curses.color_pair(6)
                for r in range(dh):
                    put(dy + r, dx, " " * dw, a)
                put(dy, dx, "┏" + "━" * (dw - 2) + "┓", a)
                for r in range(1, dh - 1):
                    put(dy + r, dx, "┃", a)
                    put(dy + r, dx + dw - 1, "┃", a)
                put(dy + dh - 1, dx, "┗" + "━" * (dw - 2) + "┛", a)
                put(dy + 1, dx + 2, "Delete model", a | curses.A_BOLD)
                msg = "Delete %s?" % models[sel][0]
                put(dy + 3, dx + (dw - len(msg)) // 2, msg, a)
                put(dy + 5, dx + 10, "▔▔▔▔▔▔▔", curses.color_pair(7))
                put(dy + 6, dx + 10, "  Yes  ", curses.color_pair(7))
                put(dy + 5, dx + 26, "▔▔▔▔▔▔▔", curses.color_pair(8))
                put(dy + 6, dx + 26, "  No   ", curses.color_pair(8) | curses.A_BOLD | curses.A_REVERSE)
            if tab == 2 and not dialog:
                curses.curs_set(1)
                scr.move(h - 4, 3 + len(chat))
            else:
                curses.curs_set(0)
            scr.refresh()
            k = scr.get_wch()
            if dialog:
                if k in ("\n", "\r", "n", "\x1b", curses.KEY_ENTER):
                    dialog = False
                elif k == "y":
                    del models[sel]
                    sel = min(sel, len(models) - 1)
                    dialog = False
                continue
            if k == "\x11":
                return
            if tab == 2:
                if k == "\t" or k == curses.KEY_BTAB:
                    tab = 0
                elif k in ("\x7f", curses.KEY_BACKSPACE):
                    chat = chat[:-1]
                elif isinstance(k, str) and k.isprintable():
                    chat += k
                continue
            if k in (curses.KEY_DOWN, "j"):
                sel = min(len(models) - 1, sel + 2)
            elif k in (curses.KEY_UP, "k"):
                sel = max(0, sel - 2)
            elif k in (curses.KEY_RIGHT, "l"):
                sel = min(len(models) - 1, sel + 1)
            elif k in (curses.KEY_LEFT, "h"):
                sel = max(0, sel - 1)
            elif k == "\x04":
                dialog = True
            elif k in ("\t", "c"):
                tab = 2

    curses.wrapper(run)


# VT Code, a coding agent: ratatui's inline viewport on the main screen.

VT_W = 78


def vt_box(title, lines, colour="36", w=VT_W):
    t = "╭" + (" " + title + " " if title else "") + "─" * (w - 2 - (len(title) + 2 if title else 0)) + "╮"
    out = [sgr(colour, t)]
    for l, plain in lines:
        out.append(sgr(colour, "│") + " " + l + " " * max(0, w - 3 - len(plain)) + sgr(colour, "│"))
    out.append(sgr(colour, "╰" + "─" * (w - 2) + "╯"))
    return out


VT_COMMANDS = [("/init", "Create vtcode.toml and index the workspace"),
               ("/config", "Show the effective configuration"),
               ("/theme", "Switch the UI theme"),
               ("/model", "Choose the model and provider"),
               ("/status", "Show the session's status and usage"),
               ("/help", "List slash commands and shortcuts"),
               ("/clear", "Clear the transcript"),
               ("/exit", "Quit VT Code")]

VT_TRUST = "tools policy"

VT_THEMES = ["Ciapre Dark", "Ciapre Blue", "Solarized Dark", "Solarized Light", "Gruvbox Dark", "Tomorrow Night"]


def vt_header(theme):
    return vt_box("VT Code v0.43.2", [
        ("Model: gpt-5-codex · Provider: OpenAI · Reasoning: medium",
         "Model: gpt-5-codex · Provider: OpenAI · Reasoning: medium"),
        ("Workspace: ~/relay · Trust: " + VT_TRUST + " · Theme: " + theme,
         "Workspace: ~/relay · Trust: " + VT_TRUST + " · Theme: " + theme),
        (dim("Type a request, / for commands, @ to attach a file, Ctrl+C to exit"),
         "Type a request, / for commands, @ to attach a file, Ctrl+C to exit"),
    ])


def vt_input(s):
    if s:
        line = (bold(cyan("❯")) + " " + s, "❯ " + s)
    else:
        line = (bold(cyan("❯")) + " " + dim("Implement {feature}..."), "❯ Implement {feature}...")
    return vt_box("", [line], "90")


def vtcode():
    raw()
    write("\x1b[?25l")
    say("")
    live = Live()
    trust = ["Trust this workspace (full auto)", "Trust with tools policy (ask before edits and commands)", "Quit"]
    i = 0
    while True:
        rows = [("Do you trust the files in this workspace?", "Do you trust the files in this workspace?"),
                ("  " + cyan("~/relay"), "  ~/relay"), ("", ""),
                ("Trusting lets VT Code read and edit files and run the", "Trusting lets VT Code read and edit files and run the"),
                ("commands its tools policy allows.", "commands its tools policy allows."), ("", "")]
        for j, t in enumerate(trust):
            s = "%d. %s" % (j + 1, t)
            if j == i:
                rows.append((sgr("1;36", "▶ " + s), "▶ " + s))
            else:
                rows.append(("  " + s, "  " + s))
        frame = vt_box("Workspace Trust", rows, "33")
        frame.append(dim(" ↑↓ select · Enter confirm · 1-3 choose · Esc quit"))
        live.draw(frame)
        k = key()
        if k in ("up", "k"):
            i = (i - 1) % 3
        elif k in ("down", "j"):
            i = (i + 1) % 3
        elif k in ("1", "2", "3"):
            i = int(k) - 1
            break
        elif k == "enter":
            break
        elif k == "esc":
            bye(1)
    if i == 2:
        bye(0)
    global VT_TRUST
    VT_TRUST = "full auto" if i == 0 else "tools policy"
    theme = "Ciapre Dark"
    transcript = []
    s = ""
    pal = 0
    while True:
        menu = [c for c in VT_COMMANDS if s.startswith("/") and " " not in s and c[0].startswith(s)]
        rows = vt_header(theme) + transcript
        if menu:
            pal = min(pal, len(menu) - 1)
            lines = []
            for j, (name, meta) in enumerate(menu):
                plain = pad(name, 9) + meta
                lines.append((sgr("7", plain) if j == pal else cyan(pad(name, 9)) + dim(meta), plain))
            rows += vt_box("Slash commands", lines, "90")
        inp = vt_input(s)
        top = len(rows)
        rows += inp
        rows.append(dim(" gpt-5-codex · medium · ~/relay") + " " * 33 + dim("? for shortcuts"))
        live.draw(rows, (top + 1, 4 + len(s)))
        k = key()
        if k == "enter" and menu:
            cmd = menu[pal][0]
            s = ""
            if cmd == "/theme":
                theme = vt_pick_theme(live, theme)
                transcript.append(dim("  Theme set to ") + theme)
            elif cmd == "/exit":
                bye(0)
            else:
                transcript.append(dim("  " + cmd + ": done"))
            continue
        if k == "enter" and s:
            vt_work(live, theme, s, transcript)
            s = ""
            continue
        if k in ("up",) and menu:
            pal = (pal - 1) % len(menu)
        elif k in ("down",) and menu:
            pal = (pal + 1) % len(menu)
        elif k == "backspace":
            s = s[:-1]
        elif k == "space":
            s += " "
        elif k == "esc":
            s = ""
        elif k and len(k) == 1:
            s += k


def vt_pick_theme(live, theme):
    i = VT_THEMES.index(theme)
    cur = i
    while True:
        lines = []
        for j, t in enumerate(VT_THEMES):
            label = t + (" (current)" if j == cur else "")
            if j == i:
                lines.append((sgr("1;36", "▶ " + label), "▶ " + label))
            else:
                lines.append(("  " + label, "  " + label))
        frame = vt_header(theme) + vt_box("Select theme", lines, "36", 40)
        frame.append(dim(" ↑↓ move · Enter apply · Esc cancel"))
        live.draw(frame)
        k = key()
        if k in ("up", "k"):
            i = (i - 1) % len(VT_THEMES)
        elif k in ("down", "j"):
            i = (i + 1) % len(VT_THEMES)
        elif k == "enter":
            return VT_THEMES[i]
        elif k == "esc":
            return theme


def vt_work(live, theme, request, transcript):
    start = time.time()
    n = 0
    plan = ["Read relay/server.py and its tests", "Add the GET /healthz route", "Run pytest -q"]
    while time.time() - start < 600:
        t = int(time.time() - start)
        done = min(3, t // 20)
        rows = vt_header(theme) + transcript + [bold(cyan("❯")) + " " + request, "",
                                   bold("• Updated Plan")]
        for j, p in enumerate(plan):
            lead = "  └ " if j == 0 else "    "
            if j < done:
                rows.append(lead + green("☑ ") + dim(p))
            elif j == done:
                rows.append(lead + cyan("☐ " + p))
            else:
                rows.append(lead + "☐ " + p)
        rows += ["", cyan(SPIN[n % len(SPIN)]) + " " + bold("Thinking") + dim(" · %ds · Esc to interrupt" % t)]
        rows += vt_input("")
        rows.append(dim(" gpt-5-codex · medium · ~/relay") + " " * 33 + dim("? for shortcuts"))
        live.draw(rows)
        n += 1
        k = key(0.1)
        if k == "esc":
            return


def main():
    tool = sys.argv[1] if len(sys.argv) > 1 else ""
    try:
        if tool == "openclaw":
            openclaw()
        elif tool == "tunacode":
            tunacode()
        elif tool == "taskmaster":
            taskmaster(sys.argv[2] if len(sys.argv) > 2 else "models")
        elif tool == "openspec":
            openspec()
        elif tool == "parllama":
            parllama()
        elif tool == "vtcode":
            vtcode()
        else:
            sys.stderr.write("usage: twohundredfiftyseventh_agents.py openclaw|tunacode|taskmaster [models|parse]|"
                             "openspec|parllama|vtcode\n")
            sys.exit(2)
    finally:
        cooked()


if __name__ == "__main__":
    main()
