"""One program imitated, named by the first argument: a fixture of
agentty's twohundredthirtysecond set, whose screens were never used to
tune the mode classifier. Each draws what an AI coding agent, a chat
CLI, a deploy CLI or a chat TUI that cannot run here draws at its
moments (its words, layout, colours, cursor and terminal modes, from its
documentation, source and published screenshots): pochi-like (Pochi's
message box, model picker, a command to approve, at work), deepagents-
like (the deepagents CLI: its prompt, a file write to approve, at work),
chatblade-like (chatblade -i: a query prompt, an answer, one streamed),
northflank-like (northflank login: a context name, an API token masked,
a default project), zeabur-like (zeabur deploy: a project picker, a new
service to confirm, the deploy at work) and tenere-like (tenere on the
alternate screen: chat and prompt panes, insert mode, its help).
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
GREY, GREEN, CYAN, BLUE, MAGENTA, YELLOW, RED, WHITE = (
    "\x1b[90m", "\x1b[32m", "\x1b[36m", "\x1b[34m", "\x1b[35m", "\x1b[33m", "\x1b[31m", "\x1b[97m")
BGGREEN, BGRED = "\x1b[42m\x1b[30m", "\x1b[41m\x1b[30m"
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
    """Raw mode with no echo, the cursor hidden unless shown says not."""

    def __init__(self, hidden=True, alt=False):
        self.hidden, self.alt = hidden, alt

    def __enter__(self):
        self.old = termios.tcgetattr(0)
        tty.setraw(0)
        if self.alt:
            w("\x1b[?1049h\x1b[H\x1b[2J")
        if self.hidden:
            w(HIDE)
        return self

    def __exit__(self, *a):
        w(SHOW)
        if self.alt:
            w("\x1b[?1049l")
        termios.tcsetattr(0, termios.TCSADRAIN, self.old)


class Frame:
    """A live region on the main screen (Ink's log-update, inquirer's
    screen manager): its rows erased and written again at each render,
    the cursor left at the end of row cursor_row, column cursor_col when
    given."""

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


def box(lines, color=GREY, width=WIDTH, title=""):
    """A rounded box around lines."""
    inner = width - 4
    top = "─" * (width - 2)
    if title:
        top = "─ " + title + " " + "─" * (width - 5 - vlen(title))
    rows = [color + "╭" + top + "╮" + RESET]
    for l in lines:
        rows.append(color + "│" + RESET + " " + l + " " * max(0, inner - vlen(l)) + " " + color + "│" + RESET)
    rows.append(color + "╰" + "─" * (width - 2) + "╯" + RESET)
    return rows


def move(k, sel, n):
    if k in ("\x1b[A", "\x1bOA", "k"):
        return (sel - 1) % n
    if k in ("\x1b[B", "\x1bOB", "j"):
        return (sel + 1) % n
    return sel


def edit(v, k):
    if k in ("\x7f", "\x08"):
        return v[:-1]
    if k and len(k) == 1 and k.isprintable():
        return v + k
    return v


def hold():
    while True:
        getch()


def enter(k):
    return k in ("\r", "\n")


# --- Pochi (TabbyML's coding agent, Ink on the main screen) ----------------

def pochi():
    f = Frame()
    with Raw():
        w(YELLOW + BOLD + " ▞▚ Pochi" + RESET + GREY + "  v0.12.3 · pochi/glm-4.6" + RESET + "\r\n")
        w(GREY + "    Tips: / for commands · @ to mention files · ! to run bash" + RESET + "\r\n\r\n")
        hints = [GREY + "  ⏵⏵ auto-approve off (shift+tab to cycle)" + " " * 21 + "0% context" + RESET]
        while True:
            v = ""
            while True:
                if v:
                    line = CYAN + "❯ " + RESET + v + REV + " " + RESET
                else:
                    place = "Ask Pochi to build anything…"
                    line = CYAN + "❯ " + RESET + REV + place[0] + RESET + GREY + place[1:] + RESET
                f.render(box([line]) + hints)
                k = getch()
                if enter(k) and v:
                    break
                v = edit(v, k)
            f.render([GREY + "> " + v + RESET, ""])
            f.done()
            if v.strip() == "/model":
                pochi_model(f)
            elif "test" in v:
                pochi_bash(f)
            else:
                pochi_work(f, 600)
            hold()


def pochi_model(f):
    models = ["pochi/glm-4.6 (default)", "pochi/qwen3-coder-480b", "pochi/gpt-oss-120b",
              "pochi/minimax-m2", "Add a custom model…"]
    sel = 0
    while True:
        rows = box([BOLD + "Select a model" + RESET,
                    GREY + "Switch between models for this session. Saved to ~/.pochi/config.jsonc" + RESET, ""] +
                   [(CYAN + "❯ %d. %s" % (i + 1, m) + RESET) if i == sel else "  %d. %s" % (i + 1, m)
                    for i, m in enumerate(models)], CYAN)
        f.render(rows + [GREY + "  Enter to confirm · Esc to exit" + RESET])
        k = getch()
        if enter(k) or k == ESC:
            return
        sel = move(k, sel, len(models))


def pochi_work(f, seconds):
    start, i = time.time(), 0
    words = ["Thinking", "Reading", "Planning"]
    while time.time() - start < seconds:
        s = int(time.time() - start)
        f.render([YELLOW + SPIN[i % len(SPIN)] + " " + words[(s // 4) % 3] + "…" + RESET +
                  GREY + " (%ds · ↓ %d tokens · esc to interrupt)" % (s, 180 + 37 * s) + RESET])
        i += 1
        getch(0.1)


def pochi_bash(f):
    pochi_work(f, 1.5)
    f.render([YELLOW + "●" + RESET + " I'll run the test suite to see what fails.", ""])
    f.done()
    opts = ["Yes", "Yes, and don't ask again for npm test commands in this project",
            "No, and tell Pochi what to do differently (esc)"]
    sel = 0
    while True:
        rows = box([BOLD + "executeCommand" + RESET, "",
                    "  npm test",
                    "  " + GREY + "Run the project's test suite" + RESET, "",
                    "Do you want to proceed?"] +
                   [(CYAN + "❯ %d. %s" % (i + 1, o) + RESET) if i == sel else "  %d. %s" % (i + 1, o)
                    for i, o in enumerate(opts)], YELLOW)
        f.render(rows + [GREY + "  Enter to confirm · Esc to exit" + RESET])
        k = getch()
        if enter(k) or k == ESC:
            return
        sel = move(k, sel, 3)


# --- deepagents CLI (LangChain; prompt_toolkit and rich, main screen) -------

DEEP = [
    "██████╗ ███████╗███████╗██████╗      █████╗  ██████╗ ███████╗███╗   ██╗████████╗",
    "██╔══██╗██╔════╝██╔════╝██╔══██╗    ██╔══██╗██╔════╝ ██╔════╝████╗  ██║╚══██╔══╝",
    "██║  ██║█████╗  █████╗  ██████╔╝    ███████║██║  ███╗█████╗  ██╔██╗ ██║   ██║   ",
    "██║  ██║██╔══╝  ██╔══╝  ██╔═══╝     ██╔══██║██║   ██║██╔══╝  ██║╚██╗██║   ██║   ",
    "██████╔╝███████╗███████╗██║         ██║  ██║╚██████╔╝███████╗██║ ╚████║   ██║   ",
    "╚═════╝ ╚══════╝╚══════╝╚═╝         ╚═╝  ╚═╝ ╚═════╝ ╚══════╝╚═╝  ╚═══╝   ╚═╝   ",
]


def deep_prompt(f):
    """prompt_toolkit's line under a toolbar row; the cursor after the
    text."""
    v = ""
    while True:
        bar = REV + " manual accept (CTRL+T to toggle)" + " " * 46 + RESET
        f.render([GREEN + BOLD + "> " + RESET + v, bar], cursor=(0, 2 + len(v)))
        k = getch()
        if enter(k) and v:
            f.render([GREEN + BOLD + "> " + RESET + v])
            f.done()
            return v
        v = edit(v, k)


def deepagents():
    f = Frame()
    with Raw(hidden=False):
        for r in DEEP:
            w(GREEN + r + RESET + "\r\n")
        w("\r\n" + GREEN + "✓ Ready to code! What would you like to build?" + RESET + "\r\n")
        w(GREY + "  Working in: " + os.getcwd() + RESET + "\r\n\r\n")
        w(GREY + "  Tips: Enter to submit, Alt+Enter for newline, Ctrl+E for editor," + RESET + "\r\n")
        w(GREY + "  Ctrl+T to toggle auto-approve, Ctrl+C to interrupt" + RESET + "\r\n\r\n")
        while True:
            v = deep_prompt(f)
            w("\r\n")
            if "README" in v or "readme" in v:
                deep_think(f, 1.2)
                deep_approve(f)
            else:
                deep_think(f, 600)


def deep_think(f, seconds):
    w(HIDE)
    start, i = time.time(), 0
    while time.time() - start < seconds:
        f.render([GREEN + SPIN[i % len(SPIN)] + RESET + " Agent is thinking..."])
        i += 1
        getch(0.08)
    f.render([])
    w(SHOW)


def deep_approve(f):
    w(GREY + "⏺" + RESET + " I'll add a README with a title and a usage section.\r\n\r\n")
    panel = box([BOLD + "Tool: " + RESET + "write_file",
                 BOLD + "file_path: " + RESET + "README.md", "",
                 GREEN + "+ # notes" + RESET,
                 GREEN + "+ " + RESET,
                 GREEN + "+ A small tool that keeps notes in notes.txt." + RESET,
                 GREEN + "+ " + RESET,
                 GREEN + "+ ## Usage" + RESET,
                 GREEN + "+     notes add \"buy milk\"" + RESET], YELLOW,
                title=YELLOW + BOLD + "⚠  Tool Action Requires Approval" + RESET + YELLOW)
    for r in panel:
        w(r + "\r\n")
    w("\r\n")
    opts = [("✓", "Approve", "y"), ("✕", "Reject", "n"), ("⚡", "Auto-accept all going forward", "a")]
    sel = 0
    w(HIDE)
    while True:
        rows = []
        for i, (mark, label, key) in enumerate(opts):
            if i == sel:
                rows.append(GREEN + BOLD + "  ❯ " + mark + " " + label + RESET + GREY + "  (" + key + ")" + RESET)
            else:
                rows.append("    " + mark + " " + label + GREY + "  (" + key + ")" + RESET)
        rows += ["", GREY + "  ↑/↓ navigate • Enter select • y/n/a quick keys" + RESET]
        f.render(rows)
        k = getch()
        if enter(k):
            break
        if k in ("y", "n", "a"):
            sel = "yna".index(k)
            break
        sel = move(k, sel, 3)
    f.render([])
    w(SHOW)
    if sel == 1:
        w(RED + "✕ Rejected" + RESET + "\r\n\r\n")
        return
    w(GREEN + "✓ Approved" + RESET + "\r\n\r\n")
    w(GREY + "⏺" + RESET + " write_file(README.md)\r\n")
    w(GREY + "  ⎿ Updated file README.md" + RESET + "\r\n\r\n")
    w(GREY + "⏺" + RESET + " Added README.md with a title, a one-line description and a usage\r\n")
    w("  section.\r\n\r\n")


# --- chatblade (rich, a line read in cooked mode) ---------------------------

def chatblade():
    while True:
        try:
            q = input("query (type 'quit' to exit): : ")
        except EOFError:
            return
        if q.strip() in ("quit", "q", "exit"):
            return
        w(CYAN + "─" * 36 + " user " + "─" * 38 + RESET + "\n")
        w(q + "\n")
        w(MAGENTA + "─" * 34 + " assistant " + "─" * 35 + RESET + "\n")
        if "story" in q:
            words = ("Once upon a time a small tool kept notes for a busy team, and every "
                     "morning it read them back, one line after another, until ").split()
            i = 0
            while True:
                w(words[i % len(words)] + " ")
                i += 1
                time.sleep(0.25)
        answer = ["A pipe (`|`) sends the output of one command to the input of the",
                  "next one, for example:", "",
                  "    ls -l | sort -k5 -n", "",
                  "lists the files, then sorts them by size."]
        for l in answer:
            w(l + "\n")
            time.sleep(0.05)
        w(GREY + "tokens (estimated) 112 · cost $0.0003" + RESET + "\n")


# --- Northflank CLI (login; inquirer's prompts on the main screen) -----------

def northflank():
    f = Frame()
    with Raw(hidden=False):
        w(GREY + "Log in to Northflank. Create an API token at" + RESET + "\r\n")
        w(GREY + "https://app.northflank.com/account/api-tokens and paste it below." + RESET + "\r\n\r\n")
        q = GREEN + "? " + RESET + BOLD + "Enter a name for this context:" + RESET + " "
        v = ""
        while True:
            shown = v if v else GREY + "(default)" + RESET
            f.render([q + shown], cursor=(0, 33 + len(v) if v else 33))
            k = getch()
            if enter(k):
                break
            v = edit(v, k)
        name = v or "default"
        f.render([q + CYAN + name + RESET])
        f.done()
        q = GREEN + "? " + RESET + BOLD + "Enter your API token:" + RESET + " "
        v = ""
        while True:
            f.render([q + "*" * len(v)], cursor=(0, 24 + len(v)))
            k = getch()
            if enter(k) and v:
                break
            v = edit(v, k)
        f.render([q + CYAN + "*" * len(v) + RESET])
        f.done()
        w(HIDE)
        start, i = time.time(), 0
        while time.time() - start < 1.0:
            f.render([CYAN + SPIN[i % len(SPIN)] + RESET + " Verifying token..."])
            i += 1
            getch(0.08)
        f.render([GREEN + "✔" + RESET + " Logged in to team " + BOLD + "relay-team" + RESET +
                  " as context " + BOLD + name + RESET])
        f.done()
        q = GREEN + "? " + RESET + BOLD + "Which project should be used by default?" + RESET
        projects = ["relay-api", "relay-web", "staging-sandbox", "None (ask every time)"]
        sel = 0
        while True:
            rows = [q + " " + GREY + "(Use arrow keys)" + RESET]
            for i, p in enumerate(projects):
                rows.append(CYAN + "❯ " + p + RESET if i == sel else "  " + p)
            f.render(rows)
            k = getch()
            if enter(k):
                break
            sel = move(k, sel, len(projects))
        f.render([q + " " + CYAN + projects[sel] + RESET])
        f.done()
        w(GREEN + "✔" + RESET + " Context " + name + " saved to ~/.northflank/contexts.json\r\n")
        w(SHOW)
    return


# --- Zeabur CLI (deploy; a Go CLI's prompts and spinner) --------------------

def zeabur():
    f = Frame()
    with Raw():
        w(CYAN + " INFO " + RESET + " Using token from ~/.config/zeabur/cli.yaml\r\n")
        start, i = time.time(), 0
        while time.time() - start < 0.8:
            f.render([CYAN + SPIN[i % len(SPIN)] + RESET + " Fetching projects..."])
            i += 1
            getch(0.08)
        f.render([GREEN + "✓" + RESET + " Fetched 2 projects"])
        f.done()
        projects = ["relay-production (hkg1)", "relay-staging (sfo1)", "Create a new project"]
        q = GREEN + "?" + RESET + " " + BOLD + "Select project" + RESET
        sel = 0
        while True:
            rows = [q + "  " + CYAN + "[Use arrows to move, type to filter]" + RESET]
            for i, p in enumerate(projects):
                rows.append(CYAN + BOLD + "> " + p + RESET if i == sel else "  " + p)
            f.render(rows)
            k = getch()
            if enter(k):
                break
            sel = move(k, sel, len(projects))
        project = projects[sel].split(" ")[0]
        f.render([q + " " + CYAN + projects[sel] + RESET])
        f.done()
        q = (GREEN + "?" + RESET + " " + BOLD + "Create a new service \"relay-api\" in project " +
             project + "?" + RESET + " " + GREY + "(Y/n)" + RESET + " ")
        w(SHOW)
        v = ""
        while True:
            f.render([q + v])
            k = getch()
            if enter(k):
                break
            v = edit(v, k)[-1:]
        f.render([q + CYAN + ("No" if v.lower() == "n" else "Yes") + RESET])
        f.done()
        w(HIDE)
        start, i = time.time(), 0
        while True:
            s = time.time() - start
            if s < 1.5:
                row = CYAN + SPIN[i % len(SPIN)] + RESET + " Uploading relay-api.zip (412 KB)..."
            else:
                row = (CYAN + SPIN[i % len(SPIN)] + RESET + " Deploying relay-api..." +
                       GREY + " building (%ds)" % int(s) + RESET)
            f.render([row])
            i += 1
            getch(0.08)


# --- tenere (a ratatui chat TUI on the alternate screen) ---------------------

TENERE_HELP = [("Esc", "Switch to Normal mode"), ("i", "Switch to Insert mode"),
               ("Enter", "Send the prompt (Normal mode)"), ("dd", "Clear the prompt"),
               ("Ctrl+n", "Start a new chat"), ("Ctrl+h", "Show the chat history"),
               ("Ctrl+t", "Stop the answer being streamed"), ("j / k", "Scroll down / up"),
               ("q", "Quit"), ("?", "Show this help")]


def square(top, height, title, color, lines=()):
    """A ratatui block with rounded borders at row top."""
    s = "\x1b[%d;1H" % top + color + "╭─" + title + color + "─" * (WIDTH - 3 - vlen(title)) + "╮" + RESET
    for r in range(1, height - 1):
        l = lines[r - 1] if r - 1 < len(lines) else ""
        s += ("\x1b[%d;1H" % (top + r) + color + "│" + RESET + l + " " * (WIDTH - 2 - vlen(l)) +
              color + "│" + RESET)
    s += "\x1b[%d;1H" % (top + height - 1) + color + "╰" + "─" * (WIDTH - 2) + "╯" + RESET
    return s


def tenere():
    with Raw(alt=True):
        mode, prompt, help_open = "Normal", "", False
        chat = [" " + GREY + "Welcome to tenere. Press i to write a prompt, Enter to send it," + RESET,
                " " + GREY + "? for help." + RESET]
        while True:
            s = "\x1b[H\x1b[2J"
            s += square(1, 17, BOLD + " Chat " + RESET, GREY, chat)
            pcolor = YELLOW if mode == "Insert" else GREY
            s += square(18, 6, BOLD + " Prompt " + RESET, pcolor, [" " + prompt])
            s += "\x1b[24;1H" + REV + " " + mode.upper() + " " + RESET + GREY + "  openai · gpt-4o-mini" + RESET
            if help_open:
                rows = [" " + CYAN + k.ljust(9) + RESET + d for k, d in TENERE_HELP]
                s += box_at(5, 14, 50, " Help ", rows)
            w(s)
            k = getch()
            if help_open:
                if k in (ESC, "?", "q"):
                    help_open = False
                continue
            if mode == "Insert":
                if k == ESC:
                    mode = "Normal"
                else:
                    prompt = edit(prompt, k)
                continue
            if k == "i":
                mode = "Insert"
            elif k == "?":
                help_open = True
            elif k == "q":
                return


def box_at(top, left, width, title, rows):
    s = "\x1b[%d;%dH" % (top, left) + CYAN + "╭─" + BOLD + title + RESET + CYAN + "─" * (width - 3 - len(title)) + "╮" + RESET
    for i, r in enumerate(rows):
        s += ("\x1b[%d;%dH" % (top + 1 + i, left) + CYAN + "│" + RESET + r +
              " " * (width - 2 - vlen(r)) + CYAN + "│" + RESET)
    s += "\x1b[%d;%dH" % (top + 1 + len(rows), left) + CYAN + "╰" + "─" * (width - 2) + "╯" + RESET
    return s


PROGRAMS = {"pochi": pochi, "deepagents": deepagents, "chatblade": chatblade,
            "northflank": northflank, "zeabur": zeabur, "tenere": tenere}

if __name__ == "__main__":
    try:
        PROGRAMS[sys.argv[1]]()
    except (KeyboardInterrupt, EOFError):
        pass
