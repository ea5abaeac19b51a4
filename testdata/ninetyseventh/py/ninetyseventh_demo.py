"""One program imitated, named by the first argument: a fixture of
agentty's ninetyseventh set, whose screens were never used to tune the
mode classifier. Each draws what an AI coding agent's terminal UI that
cannot run here draws at one of its moments (its documentation, source
and published screenshots). Runs with Debian's python3 and its standard
library only."""

import curses
import os
import sys
import termios
import tty

ESC = "\x1b"
out = sys.stdout


def w(s):
    out.write(s)
    out.flush()


_pending = ""


def getch():
    """One key: a character, or an escape sequence whole."""
    global _pending
    if not _pending:
        _pending = os.read(0, 64).decode("utf-8", "replace")
    if _pending.startswith(ESC):
        k, _pending = _pending, ""
        return k
    k, _pending = _pending[0], _pending[1:]
    return k


def readline_raw(prefix=""):
    """Reads a line in raw mode, echoing it, as a line editor of a
    JavaScript or Python agent does (no terminal echo, its own)."""
    buf = ""
    while True:
        c = getch()
        if c in ("\r", "\n"):
            return buf
        if c in ("\x7f", "\b"):
            if buf:
                buf = buf[:-1]
                w("\b \b")
            continue
        if c == "\x03":
            raise KeyboardInterrupt
        if c.startswith(ESC):
            continue
        buf += c
        w(c)


class Raw:
    def __enter__(self):
        self.old = termios.tcgetattr(0)
        tty.setraw(0)
        return self

    def __exit__(self, *a):
        termios.tcsetattr(0, termios.TCSADRAIN, self.old)


# ------------------------------------------------------------------ aider

def aider():
    """aider: its banner, the files in the chat above a `> ` prompt (its
    prompt_toolkit line editor: raw mode, bracketed paste); `/tokens`
    prints a table; a message naming a file not in the chat asks `Add
    file to the chat? (Y)es/(N)o/(A)ll/(S)kip all/(D)on't ask again
    [Yes]: `; `/new` on a file asks `Create new file? (Y)es/(N)o [Yes]: `."""
    w("\x1b[33m───────────────────────────────────────────────────────────────────────────────\x1b[0m\r\n")
    w("Aider v0.86.1\r\nMain model: anthropic/claude-sonnet-4 with diff edit format, infinite output\r\n")
    w("Weak model: anthropic/claude-3-5-haiku-20241022\r\nGit repo: .git with 2 files\r\nRepo-map: using 4096 tokens, auto refresh\r\n")
    w("\x1b[33m───────────────────────────────────────────────────────────────────────────────\x1b[0m\r\n")
    with Raw():
        while True:
            w("notes.txt\r\n\x1b[?2004h\x1b[32m> \x1b[0m")
            line = readline_raw()
            w("\x1b[?2004l\r\n")
            if line.startswith("/tokens"):
                w("Approximate context window usage for anthropic/claude-sonnet-4, in tokens:\r\n\r\n")
                w("$ 0.0034    1,124 system messages\r\n$ 0.0009      301 repository map  use --map-tokens to resize\r\n")
                w("$ 0.0002       61 notes.txt        /drop to remove\r\n==================\r\n$ 0.0045    1,486 tokens total\r\n")
                w("          198,514 tokens remaining in context window\r\n          200,000 tokens max context window size\r\n\r\n")
                w("\x1b[33m───────────────────────────────────────────────────────────────────────────────\x1b[0m\r\n")
            elif line.startswith("/new"):
                w("\x1b[1mplan.md\x1b[0m\r\n\x1b[1;36mCreate new file? (Y)es/(N)o [Yes]: \x1b[0m")
                readline_raw()
                return
            elif line:
                w("\x1b[1mlong.txt\x1b[0m\r\n\x1b[1;36mAdd file to the chat? (Y)es/(N)o/(A)ll/(S)kip all/(D)on't ask again [Yes]: \x1b[0m")
                readline_raw()
                return


# -------------------------------------------------------------- opencode

MODELS = ["Claude Sonnet 4", "Claude Opus 4.1", "GPT-5", "Gemini 2.5 Pro", "Qwen3 Coder"]


def opencode(scr):
    """opencode's TUI: the alternate screen, a logo and its commands over
    a bordered input box with `>`, the model and a hint row under it;
    ctrl+x m opens `Select model`, a bordered dialog over it listing
    models, the highlighted one on orange."""
    curses.raw()
    curses.start_color()
    curses.use_default_colors()
    curses.init_pair(1, 208, -1)
    curses.init_pair(2, curses.COLOR_BLACK, 208)
    curses.init_pair(3, 244, -1)
    h, wd = scr.getmaxyx()
    dialog = False
    sel = 0

    def draw():
        scr.erase()
        logo = ["█▀▀█ █▀▀█ █▀▀ █▀▀▄ █▀▀ █▀▀█ █▀▀▄ █▀▀", "█░░█ █░░█ █▀▀ █░░█ █░░ █░░█ █░░█ █▀▀", "▀▀▀▀ █▀▀▀ ▀▀▀ ▀  ▀ ▀▀▀ ▀▀▀▀ ▀▀▀  ▀▀▀"]
        for i, l in enumerate(logo):
            scr.addstr(3 + i, (wd - 36) // 2, l, curses.color_pair(1 if i < 2 else 3))
        scr.addstr(7, (wd - 11) // 2, "v0.15.8", curses.color_pair(3))
        cmds = [("/new", "new session", "ctrl+x n"), ("/help", "show help", "ctrl+x h"),
                ("/share", "share session", "ctrl+x s"), ("/models", "list models", "ctrl+x m")]
        for i, (c, d, k) in enumerate(cmds):
            scr.addstr(9 + i, 22, c.ljust(10), curses.A_BOLD)
            scr.addstr(9 + i, 32, d.ljust(16), curses.color_pair(3))
            scr.addstr(9 + i, 48, k, curses.color_pair(3))
        top = h - 5
        scr.addstr(top, 1, "┃" + " " * (wd - 4) + "┃", curses.color_pair(1))
        scr.addstr(top + 1, 1, "┃ ", curses.color_pair(1))
        scr.addstr(top + 1, 3, ">", curses.A_BOLD)
        scr.addstr(top + 1, wd - 2, "┃", curses.color_pair(1))
        scr.addstr(top + 2, 1, "┃" + " " * (wd - 4) + "┃", curses.color_pair(1))
        scr.addstr(h - 2, 2, "enter send", curses.color_pair(3))
        scr.addstr(h - 2, wd - 28, "Anthropic Claude Sonnet 4", curses.color_pair(3))
        if dialog:
            x0, y0, dw = 14, 5, 52
            scr.addstr(y0, x0, "┌" + "─" * (dw - 2) + "┐")
            scr.addstr(y0 + 1, x0, "│ ")
            scr.addstr(y0 + 1, x0 + 2, "Select model".ljust(dw - 7), curses.A_BOLD)
            scr.addstr(y0 + 1, x0 + dw - 5, "esc │", curses.color_pair(3))
            scr.addstr(y0 + 2, x0, "│ " + "Search".ljust(dw - 4) + " │", curses.color_pair(3))
            scr.addstr(y0 + 3, x0, "│" + " " * (dw - 2) + "│")
            scr.addstr(y0 + 4, x0, "│ " + "Anthropic".ljust(dw - 4) + " │", curses.color_pair(1))
            for i, m in enumerate(MODELS):
                scr.addstr(y0 + 5 + i, x0, "│ ")
                scr.addstr(y0 + 5 + i, x0 + 2, (" " + m).ljust(dw - 4), curses.color_pair(2) if i == sel else 0)
                scr.addstr(y0 + 5 + i, x0 + dw - 2, " │")
            scr.addstr(y0 + 5 + len(MODELS), x0, "└" + "─" * (dw - 2) + "┘")
            curses.curs_set(1)
            scr.move(y0 + 2, x0 + 2)
        else:
            curses.curs_set(1)
            scr.move(top + 1, 5)
        scr.refresh()

    draw()
    prefix = False
    while True:
        c = scr.getch()
        if c == 24:
            prefix = True
            continue
        if prefix and c == ord("m"):
            dialog, sel = True, 0
        elif dialog and c == curses.KEY_DOWN:
            sel = min(sel + 1, len(MODELS) - 1)
        elif dialog and c == curses.KEY_UP:
            sel = max(sel - 1, 0)
        elif c == 27:
            dialog = False
        elif c == 3:
            return
        prefix = False
        draw()


def opencode_auth():
    """`opencode auth login`: clack's prompts on the main screen: `Add
    credential`, then `Select provider` (its list, `●` on the highlighted
    one, `○` the others), then `Enter your API key` masked with `▪`."""
    providers = ["Anthropic", "GitHub Copilot", "OpenAI", "Google", "OpenRouter"]
    sel = 0
    w("\x1b[?25l\r\n\x1b[90m┌\x1b[0m  Add credential\r\n\x1b[90m│\x1b[0m\r\n")

    def draw(first):
        if not first:
            w("\x1b[%dA\r" % (len(providers) + 2))
        w("\x1b[36m◆\x1b[0m  Select provider\r\n")
        for i, p in enumerate(providers):
            if i == sel:
                w("\x1b[36m│\x1b[0m  \x1b[32m●\x1b[0m %s \x1b[90m(recommended)\x1b[0m\x1b[K\r\n" % p if i == 0 else "\x1b[36m│\x1b[0m  \x1b[32m●\x1b[0m %s\x1b[K\r\n" % p)
            else:
                w("\x1b[36m│\x1b[0m  \x1b[90m○ %s\x1b[0m\x1b[K\r\n" % p)
        w("\x1b[36m└\x1b[0m\x1b[K\r\n")

    with Raw():
        draw(True)
        while True:
            c = getch()
            if c == "\x1b[B":
                sel = min(sel + 1, len(providers) - 1)
            elif c == "\x1b[A":
                sel = max(sel - 1, 0)
            elif c in ("\r", "\n"):
                break
            elif c == "\x03":
                return
            draw(False)
        w("\x1b[%dA\r\x1b[J" % (len(providers) + 2))
        w("\x1b[32m◇\x1b[0m  Select provider\r\n\x1b[90m│\x1b[0m  \x1b[90m%s\x1b[0m\r\n\x1b[90m│\x1b[0m\r\n" % providers[sel])
        w("\x1b[36m◆\x1b[0m  Enter your API key\r\n\x1b[36m│\x1b[0m  \x1b[7m \x1b[0m\r\n\x1b[36m└\x1b[0m\r\n")
        n = 0
        while True:
            c = getch()
            if c in ("\r", "\n", "\x03"):
                return
            n += len(c)
            w("\x1b[2A\r\x1b[36m│\x1b[0m  " + "▪" * n + "\x1b[7m \x1b[0m\r\n\x1b[36m└\x1b[0m\r\n")


# ----------------------------------------------------------------- crush

def crush(scr):
    """charm's crush: the alternate screen, its header and the session
    pane; a tool call asks `Permission Required` in a rounded dialog
    naming the tool and command, its buttons `Allow (a)`, `Allow for
    Session (s)` and `Deny (d)`, the focused one on its purple."""
    curses.raw()
    curses.curs_set(0)
    curses.start_color()
    curses.use_default_colors()
    curses.init_pair(1, 141, -1)
    curses.init_pair(2, curses.COLOR_WHITE, 99)
    curses.init_pair(3, 245, -1)
    curses.init_pair(4, 250, 236)
    h, wd = scr.getmaxyx()
    focus = 0
    buttons = ["Allow (a)", "Allow for Session (s)", "Deny (d)"]
    while True:
        scr.erase()
        scr.addstr(0, 1, "Charm™ ", curses.color_pair(1))
        scr.addstr(0, 8, "CRUSH ", curses.color_pair(1) | curses.A_BOLD)
        scr.addstr(0, 14, "╱" * (wd - 40), curses.color_pair(1))
        scr.addstr(0, wd - 25, "~/work • 12% • ctrl+d", curses.color_pair(3))
        scr.addstr(2, 2, "┃ run the tests", curses.color_pair(3))
        scr.addstr(4, 2, "● Bash go test ./...", curses.color_pair(1))
        x0, y0, dw = 10, 7, 60
        scr.addstr(y0, x0, "╭" + "─" * (dw - 2) + "╮", curses.color_pair(1))
        for r in range(1, 10):
            scr.addstr(y0 + r, x0, "│" + " " * (dw - 2) + "│", curses.color_pair(1))
        scr.addstr(y0 + 10, x0, "╰" + "─" * (dw - 2) + "╯", curses.color_pair(1))
        scr.addstr(y0 + 1, x0 + 2, "Permission Required", curses.color_pair(1) | curses.A_BOLD)
        scr.addstr(y0 + 3, x0 + 2, "Tool", curses.color_pair(3))
        scr.addstr(y0 + 3, x0 + 10, "bash")
        scr.addstr(y0 + 4, x0 + 2, "Path", curses.color_pair(3))
        scr.addstr(y0 + 4, x0 + 10, "~/work")
        scr.addstr(y0 + 6, x0 + 2, " go test ./...".ljust(dw - 4), curses.color_pair(4))
        bx = x0 + 3
        for i, b in enumerate(buttons):
            scr.addstr(y0 + 8, bx, "  " + b + "  ", curses.color_pair(2) if i == focus else curses.color_pair(4))
            bx += len(b) + 5
        scr.addstr(h - 1, 2, "tab switch  a allow  s allow for session  d deny", curses.color_pair(3))
        scr.refresh()
        c = scr.getch()
        if c in (9, curses.KEY_RIGHT):
            focus = (focus + 1) % 3
        elif c == curses.KEY_LEFT:
            focus = (focus - 1) % 3
        elif c in (3, ord("a"), ord("s"), ord("d"), 10, 13):
            return


# ----------------------------------------------------- qwen-code (Ink)

BOX = 78


def ink_box(lines, color="\x1b[90m"):
    s = color + "╭" + "─" * (BOX - 2) + "╮\x1b[0m\r\n"
    for l, vis in lines:
        s += color + "│\x1b[0m " + l + " " * (BOX - 4 - vis) + " " + color + "│\x1b[0m\r\n"
    return s + color + "╰" + "─" * (BOX - 2) + "╯\x1b[0m\r\n"


def qwen():
    """qwen-code's CLI (Ink): the main screen, the cursor hidden, its
    logo and tips, then `Do you trust this folder?` in a box with a
    numbered select (`●` before the highlighted one, in green); then the
    input box `> Type your message or @path/to/file` with a footer; a
    message sent runs a shell tool, asking in a yellow box `Allow
    execution of: 'go'?` with `1. Yes, allow once` `2. Yes, allow always
    ...` `3. No, suggest changes (esc)`."""
    w("\x1b[?25l")
    w("\x1b[34m ██████╗ ██╗    ██╗███████╗███╗   ██╗\x1b[0m\r\n")
    w("\x1b[34m██╔═══██╗██║    ██║██╔════╝████╗  ██║\x1b[0m\r\n")
    w("\x1b[35m╚██████╔╝╚███╔███╔╝███████╗██║ ╚████║\x1b[0m\r\n\r\n")
    w("Tips for getting started:\r\n1. Ask questions, edit files, or run commands.\r\n2. Be specific for the best results.\r\n")
    w("3. Create QWEN.md files to customize your interactions with Qwen Code.\r\n4. /help for more information.\r\n\r\n")

    def select(title, body, opts, color):
        sel = 0
        n = [0]

        def draw():
            if n[0]:
                w("\x1b[%dA\r\x1b[J" % n[0])
            lines = [("\x1b[1m" + title + "\x1b[0m", len(title)), ("", 0)]
            for b in body:
                lines.append((b, len(b)))
            if body:
                lines.append(("", 0))
            for i, o in enumerate(opts):
                t = "%d. %s" % (i + 1, o)
                if i == sel:
                    lines.append(("\x1b[32m● " + t + "\x1b[0m", len(t) + 2))
                else:
                    lines.append(("  " + t, len(t) + 2))
            s = ink_box(lines, color)
            n[0] = len(lines) + 2
            w(s)

        draw()
        while True:
            c = getch()
            if c == "\x1b[B":
                sel = min(sel + 1, len(opts) - 1)
            elif c == "\x1b[A":
                sel = max(sel - 1, 0)
            elif c in ("\r", "\n"):
                w("\x1b[%dA\r\x1b[J" % n[0])
                return sel
            elif c == "\x03":
                raise KeyboardInterrupt
            draw()

    def footer():
        return "\x1b[36m~/work\x1b[0m" + " " * 22 + "\x1b[31mno sandbox\x1b[0m" + " " * 14 + "\x1b[35mqwen3-coder-plus\x1b[0m\r\n"

    with Raw():
        try:
            select("Do you trust this folder?",
                   ["Trusting a folder allows Qwen Code to execute commands it suggests."],
                   ["Trust folder (work)", "Trust parent folder (root)", "Don't trust (esc)"], "\x1b[33m")
            while True:
                hint = "Type your message or @path/to/file"
                w(ink_box([("\x1b[35m> \x1b[0m\x1b[90m" + hint + "\x1b[0m", len(hint) + 2)]) + footer())
                msg = ""
                while True:
                    c = getch()
                    if c in ("\r", "\n"):
                        break
                    if c == "\x03":
                        raise KeyboardInterrupt
                    if c.startswith(ESC):
                        continue
                    msg += c
                    w("\x1b[4A\r" + ink_box([("\x1b[35m> \x1b[0m" + msg + "\x1b[7m \x1b[0m", len(msg) + 3)]) + footer())
                w("\x1b[4A\r\x1b[J")
                w("\x1b[90m> " + msg + "\x1b[0m\r\n\r\n")
                w("\x1b[32m✦\x1b[0m I'll run the test suite.\r\n\r\n")
                select("? Shell go test ./... (Run the tests.)",
                       ["go test ./...", "Allow execution of: 'go'?"],
                       ["Yes, allow once", "Yes, allow always ...", "No, suggest changes (esc)"], "\x1b[33m")
                w("\x1b[32m✓\x1b[0m  Shell go test ./...\r\n   ok  \texample/work\t0.012s\r\n\r\n")
                w("\x1b[32m✦\x1b[0m All tests pass.\r\n\r\n")
        except KeyboardInterrupt:
            w("\x1b[?25h\r\n")


# ----------------------------------------------------------- cursor-agent

def cursor_agent():
    """cursor-agent: the main screen, `Cursor Agent` and its version over a
    rounded input box `→ Plan, search, build anything`, the model and
    `/ commands · @ files · ! shell` under it; a message that runs a
    command asks `Run this command?` in a box: `→ Run (once) (y)`,
    `Skip (esc or n)`, `Auto-run everything (shift+tab)`."""
    w("\x1b[?25l\r\n  \x1b[1mCursor Agent\x1b[0m\r\n  \x1b[90mv2025.09.12-4852336\x1b[0m\r\n\r\n")
    hint = "Plan, search, build anything"

    def box(text, vis):
        return ink_box([("→ " + text, vis + 2)]) + "  \x1b[90mClaude 4 Sonnet\x1b[0m\r\n  \x1b[90m/ commands · @ files · ! shell\x1b[0m\r\n"

    with Raw():
        w(box("\x1b[90m" + hint + "\x1b[0m", len(hint)))
        msg = ""
        while True:
            c = getch()
            if c in ("\r", "\n"):
                break
            if c == "\x03":
                w("\x1b[?25h\r\n")
                return
            if c.startswith(ESC):
                continue
            msg += c
            w("\x1b[5A\r" + box(msg + "\x1b[7m \x1b[0m", len(msg) + 1))
        w("\x1b[5A\r\x1b[J")
        w("  \x1b[90m" + msg + "\x1b[0m\r\n\r\n  I'll run the tests.\r\n\r\n")
        lines = [("\x1b[33m$ go test ./...\x1b[0m", 15), ("", 0), ("Run this command?", 17), ("", 0),
                 ("\x1b[1m→ Run (once) (y)\x1b[0m", 16), ("  Skip (esc or n)", 17), ("  Auto-run everything (shift+tab)", 33)]
        w(ink_box(lines, "\x1b[33m"))
        getch()
        w("\x1b[?25h\r\n")


# ------------------------------------------------------------------ kiro

def kiro():
    """kiro-cli's chat (Amazon Q's heritage): a welcome, a `> ` prompt in
    its line editor (raw mode, bracketed paste); a message that runs a
    tool prints the command and asks `Allow this action? Use 't' to trust
    (always allow) this tool for the session. [y/n/t]:` then `> ` again."""
    w("\r\n\x1b[35m⢠⣶⣶⣦⡀\x1b[0m  \x1b[1mWelcome to Kiro CLI\x1b[0m\r\n\r\n")
    w("\x1b[90mYou are chatting with claude-sonnet-4\x1b[0m\r\n\r\n")
    w("\x1b[90m/help all commands  •  ctrl + j new lines  •  ctrl + s fuzzy search\x1b[0m\r\n")
    w("\x1b[90m" + "━" * 79 + "\x1b[0m\r\n\r\n")
    with Raw():
        while True:
            w("\x1b[?2004h\x1b[35m> \x1b[0m")
            line = readline_raw()
            w("\x1b[?2004l\r\n\r\n")
            if not line:
                continue
            w("\x1b[32m> \x1b[0mI'll run the test suite.\r\n\r\n")
            w("\x1b[35m🛠️  Using tool: execute_bash\x1b[0m\r\n \x1b[90m⋮\x1b[0m\r\n \x1b[90m●\x1b[0m I will run the following shell command:\r\n")
            w("go test ./...\r\n \x1b[90m⋮\x1b[0m\r\n \x1b[90m↳ Purpose:\x1b[0m Run the tests\r\n\r\n\r\n")
            w("Allow this action? Use '\x1b[32mt\x1b[0m' to trust (always allow) this tool for the session. [\x1b[32my\x1b[0m/\x1b[32mn\x1b[0m/\x1b[32mt\x1b[0m]:\r\n\r\n\x1b[35m> \x1b[0m")
            readline_raw()
            w("\r\n\r\nok  \texample/work\t0.012s\r\n\r\n\x1b[32m> \x1b[0mAll tests pass.\r\n\r\n")


# ----------------------------------------------------------------- cline

def cline():
    """cline's CLI: a task's answer, then the edit it wants to make as a
    unified diff, coloured, and `? Apply these changes to notes.txt?
    (Y/n)` (an inquirer confirm, its question bold, the cursor after it)."""
    w("\x1b[36m╭─ cline\x1b[0m\r\n\x1b[36m│\x1b[0m Task: fix the greeting in notes.txt\r\n\x1b[36m╰─\x1b[0m\r\n\r\n")
    w("I'll update the greeting.\r\n\r\n\x1b[1mnotes.txt\x1b[0m\r\n")
    w("\x1b[36m@@ -1,3 +1,3 @@\x1b[0m\r\n\x1b[31m-helo world\x1b[0m\r\n\x1b[32m+hello world\x1b[0m\r\n second line\r\n third line\r\n\r\n")
    with Raw():
        w("\x1b[32m?\x1b[0m \x1b[1mApply these changes to notes.txt?\x1b[0m \x1b[90m(Y/n)\x1b[0m ")
        readline_raw()
        w("\r\n")


def main():
    which = sys.argv[1]
    if which == "aider":
        aider()
    elif which == "opencode":
        curses.wrapper(opencode)
    elif which == "opencode-auth":
        opencode_auth()
    elif which == "crush":
        curses.wrapper(crush)
    elif which == "qwen-code":
        qwen()
    elif which == "cursor-agent":
        cursor_agent()
    elif which == "kiro":
        kiro()
    elif which == "cline":
        cline()
    else:
        sys.exit("unknown: " + which)


if __name__ == "__main__":
    try:
        main()
    except KeyboardInterrupt:
        pass
