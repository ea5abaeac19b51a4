"""One program imitated, named by the first argument: a fixture of
agentty's hundredeightyninth set, whose screens were never used to tune
the mode classifier. Each prints what an AI coding agent's or a
developer CLI's interactive screen that cannot run here prints at one of
its moments (its words, layout, defaults, colours, cursor and terminal
modes, from its documentation, source and published transcripts). Runs
with Debian's python3 and its standard library only."""

import curses
import getpass
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
        n = 3 if _pending[1:2] in ("[", "O") else 1
        k, _pending = _pending[:n], _pending[n:]
        return k
    k, _pending = _pending[0], _pending[1:]
    return k


class Raw:
    def __enter__(self):
        self.old = termios.tcgetattr(0)
        tty.setraw(0)
        return self

    def __exit__(self, *a):
        termios.tcsetattr(0, termios.TCSADRAIN, self.old)


def hold():
    """Waits for the end, as a program asked to wait does."""
    try:
        sys.stdin.readline()
    except KeyboardInterrupt:
        pass


# ------------------------------------------------------------------ auth0

def auth0():
    """`auth0 login` (survey, the main screen, the cursor hidden while the
    list shows): `? How would you like to authenticate?  [Use arrows to
    move, type to filter]` over `> As a user` and `  As a machine`; once
    chosen, the device code and `Press Enter to open the browser to log in
    or ^C to quit...`."""
    opts = ["As a user", "As a machine"]
    q = "\x1b[32m?\x1b[0m \x1b[1mHow would you like to authenticate?\x1b[0m"
    cur = 0

    def draw(first):
        if not first:
            w("\x1b[%dA\r" % (len(opts) + 1))
        w("\x1b[J" + q + "  \x1b[36m[Use arrows to move, type to filter]\x1b[0m\r\n")
        for i, o in enumerate(opts):
            if i == cur:
                w("\x1b[1;36m> " + o + "\x1b[0m\r\n")
            else:
                w("  " + o + "\r\n")

    w("\x1b[?25l")
    with Raw():
        draw(True)
        while True:
            c = getch()
            if c in ("\r", "\n"):
                break
            if c == "\x03":
                w("\x1b[?25h")
                return
            if c in (ESC + "[B", ESC + "OB"):
                cur = (cur + 1) % len(opts)
            elif c in (ESC + "[A", ESC + "OA"):
                cur = (cur - 1) % len(opts)
            draw(False)
        w("\x1b[%dA\r\x1b[J" % (len(opts) + 1))
        w(q + " \x1b[36m" + opts[cur] + "\x1b[0m\r\n")
        w("\x1b[?25h")
    w("\nYour device confirmation code is: \x1b[1mKZJB-FTWQ\x1b[0m\n\n")
    w(" \x1b[33m▸\x1b[0m    Press Enter to open the browser to log in or ^C to quit...")
    hold()


# ------------------------------------------------------------------ stripe

def stripe():
    """`stripe login`: the pairing code, and `Press Enter to open the
    browser or visit <url> (^C to quit)`, the cursor after it."""
    w("Your pairing code is: \x1b[1menjoy-enough-outwit-win\x1b[0m\n")
    w("This pairing code verifies your authentication with Stripe.\n")
    w("Press Enter to open the browser or visit https://dashboard.stripe.com/stripecli/confirm_auth?t=s9Q2yYhB7RkLwX3v (^C to quit)")
    hold()


def stripe_key():
    """`stripe login --interactive`: `Enter your API key: `, read with
    echo off."""
    try:
        getpass.getpass("Enter your API key: ")
    except (KeyboardInterrupt, EOFError):
        return
    w("Your API key is: sk_test_************************3Xy2\n")
    hold()


# ------------------------------------------------------------------ gpt-engineer

def gpt_engineer():
    """gpt-engineer's run step: the generated files' summary, then
    `Do you want to execute this code? (Y/n)` in red, the command, and
    `If yes, press enter. Otherwise, type "no"`, read by input()."""
    w("All steps complete!\n\n")
    w("\x1b[31mDo you want to execute this code? (Y/n)\x1b[0m\n\n")
    w("python3 -m venv venv\nvenv/bin/pip install -r requirements.txt\nvenv/bin/python main.py\n\n")
    w('If yes, press enter. Otherwise, type "no"\n\n')
    try:
        input("")
    except (KeyboardInterrupt, EOFError):
        pass


# ------------------------------------------------------------------ mentat

def mentat():
    """mentat's proposed change: the file's diff in colour, then
    `Apply these changes? 'Y/n/i' or provide feedback.` and its `>>> `
    line."""
    w("\x1b[1mmain.py\x1b[0m\n")
    w("\x1b[33m" + "─" * 40 + "\x1b[0m\n")
    w("  3:    def greet(name):\n")
    w("\x1b[31m-  4:        print('Hello ' + name)\x1b[0m\n")
    w("\x1b[32m+  4:        print(f'Hello, {name}!')\x1b[0m\n")
    w("\x1b[33m" + "─" * 40 + "\x1b[0m\n\n")
    w("Apply these changes? 'Y/n/i' or provide feedback.\n")
    try:
        input("\x1b[1m>>> \x1b[0m")
    except (KeyboardInterrupt, EOFError):
        pass


# ------------------------------------------------------------------ qodo chat

def box(lines, width=76, color="\x1b[90m"):
    s = color + "╭" + "─" * (width - 2) + "╮\x1b[0m\r\n"
    for text, vis in lines:
        s += color + "│\x1b[0m " + text + " " * max(0, width - 4 - vis) + " " + color + "│\x1b[0m\r\n"
    return s + color + "╰" + "─" * (width - 2) + "╯\x1b[0m\r\n"


def qodo_chat():
    """Qodo Command's chat (the main screen, raw mode): its welcome, a rounded
    multi-line input box, a dim placeholder in it, and the hint under it;
    a message that runs a command asks to allow it, the options numbered
    and pointed with `❯`, moved with the arrows."""
    w("\r\n  \x1b[1;35mqodo\x1b[0m \x1b[1mCommand\x1b[0m  \x1b[90mv0.19.2 · ~/work · ctrl+c to exit\x1b[0m\r\n\r\n")
    hint = "Plan, ask, or build anything…"
    foot = "  \x1b[90menter to send · shift+enter for newline · @ to mention files · / for commands\x1b[0m\r\n"

    def draw(text, vis, back):
        if back:
            w("\x1b[1A\r\x1b[J")
        w(box([(text, vis), ("", 0), ("", 0)]) + foot)
        w("\x1b[5A\r\x1b[%dC" % (2 + vis if not text.startswith("\x1b[90m") else 2))

    with Raw():
        draw("\x1b[90m" + hint + "\x1b[0m", len(hint), False)
        msg = ""
        while True:
            c = getch()
            if c in ("\r", "\n"):
                break
            if c == "\x03":
                w("\x1b[5B\r\n")
                return
            if c.startswith(ESC):
                continue
            if c in ("\x7f", "\b"):
                msg = msg[:-1]
            else:
                msg += c
            draw(msg, len(msg), True)
        w("\x1b[1A\r\x1b[J")
        w("  \x1b[36m>\x1b[0m " + msg + "\r\n\r\n")
        w("  I'll run the test suite.\r\n\r\n")
        opts = ["Allow", "Allow all for this session", "Deny, and tell qodo what to do differently"]
        cur = 0

        def ask(back):
            if back:
                w("\x1b[%dA\r\x1b[J" % (len(opts) + 4))
            w("  \x1b[1;33mAllow running this command?\x1b[0m\r\n")
            w("    \x1b[33m$ go test ./...\x1b[0m\r\n\r\n")
            for i, o in enumerate(opts):
                if i == cur:
                    w("  \x1b[1;36m❯ %d. %s\x1b[0m\r\n" % (i + 1, o))
                else:
                    w("    %d. %s\r\n" % (i + 1, o))
            w("\r\n")

        w("\x1b[?25l")
        ask(False)
        while True:
            c = getch()
            if c == "\x03" or c in ("\r", "\n"):
                break
            if c in (ESC + "[B", ESC + "OB"):
                cur = min(cur + 1, len(opts) - 1)
            elif c in (ESC + "[A", ESC + "OA"):
                cur = max(cur - 1, 0)
            ask(True)
        w("\x1b[?25h")


# ------------------------------------------------------------------ qodo

def qodo(scr):
    """Qodo Command's model picker (full-screen, the alternate screen,
    the cursor hidden): `Select a model` in a frame, the current one in
    reverse video, `↑↓ navigate · enter select · esc cancel` under it."""
    curses.raw()
    curses.curs_set(0)
    curses.start_color()
    curses.use_default_colors()
    curses.init_pair(1, curses.COLOR_MAGENTA, -1)
    curses.init_pair(2, 8 if curses.COLORS > 8 else curses.COLOR_WHITE, -1)
    opts = ["gpt-4.1", "claude-4-sonnet", "o4-mini", "gemini-2.5-pro", "deepseek-r1"]
    cur = 0
    while True:
        scr.erase()
        scr.addstr(0, 0, " qodo ", curses.color_pair(1) | curses.A_BOLD)
        scr.addstr(0, 7, "Command · ~/work", curses.color_pair(2))
        top, left, width = 5, 18, 44
        scr.addstr(top, left, "┌" + "─" * (width - 2) + "┐", curses.color_pair(1))
        for r in range(1, len(opts) + 5):
            scr.addstr(top + r, left, "│" + " " * (width - 2) + "│", curses.color_pair(1))
        scr.addstr(top + len(opts) + 5, left, "└" + "─" * (width - 2) + "┘", curses.color_pair(1))
        scr.addstr(top + 1, left + 2, "Select a model", curses.A_BOLD)
        for i, o in enumerate(opts):
            line = (" " + o).ljust(width - 4)
            scr.addstr(top + 3 + i, left + 2, line, curses.A_REVERSE if i == cur else 0)
        scr.addstr(top + len(opts) + 4, left + 2, "↑↓ navigate · enter select · esc cancel", curses.color_pair(2))
        scr.refresh()
        k = scr.getch()
        if k in (3, 27, 10, 13):
            return
        if k == curses.KEY_DOWN:
            cur = min(cur + 1, len(opts) - 1)
        elif k == curses.KEY_UP:
            cur = max(cur - 1, 0)


# ------------------------------------------------------------------ ngrok

def ngrok(scr):
    """ngrok's console (full-screen, the alternate screen, the cursor
    hidden): its session status, forwarding and connection counts."""
    curses.curs_set(0)
    curses.start_color()
    curses.use_default_colors()
    curses.init_pair(1, curses.COLOR_CYAN, -1)
    curses.init_pair(2, curses.COLOR_GREEN, -1)
    scr.erase()
    scr.addstr(0, 0, "ngrok", curses.color_pair(1) | curses.A_BOLD)
    scr.addstr(0, 63, "(Ctrl+C to quit)")
    scr.addstr(2, 0, "Try our new Traffic Inspector: https://ngrok.com/r/ti")
    rows = [("Session Status", "online", 2), ("Account", "Ada Lovelace (Plan: Free)", 0),
            ("Version", "3.18.4", 0), ("Region", "Europe (eu)", 0), ("Latency", "21ms", 0),
            ("Web Interface", "http://127.0.0.1:4040", 0),
            ("Forwarding", "https://84c5df.ngrok.app -> http://localhost:8080", 0)]
    for i, (k, v, c) in enumerate(rows):
        scr.addstr(4 + i, 0, k.ljust(30))
        scr.addstr(4 + i, 30, v, curses.color_pair(c))
    scr.addstr(12, 0, "Connections".ljust(30) + "ttl     opn     rt1     rt5     p50     p90")
    scr.addstr(13, 30, "3       0       0.01    0.00    0.02    0.05")
    scr.addstr(15, 0, "HTTP Requests", curses.A_BOLD)
    scr.addstr(16, 0, "-------------")
    reqs = ["GET /favicon.ico              404 Not Found", "GET /api/health               200 OK",
            "GET /                         200 OK"]
    for i, r in enumerate(reqs):
        scr.addstr(18 + i, 0, "13:02:1%d.%03d UTC " % (i, 311 + i * 97) + r)
    scr.refresh()
    while scr.getch() not in (3, ord("q")):
        pass


def main():
    which = sys.argv[1] if len(sys.argv) > 1 else ""
    if which == "auth0":
        auth0()
    elif which == "stripe":
        stripe()
    elif which == "stripe-key":
        stripe_key()
    elif which == "gpt-engineer":
        gpt_engineer()
    elif which == "mentat":
        mentat()
    elif which == "qodo-chat":
        qodo_chat()
    elif which == "qodo":
        curses.wrapper(qodo)
    elif which == "ngrok":
        curses.wrapper(ngrok)
    else:
        sys.exit("unknown: " + which)


if __name__ == "__main__":
    try:
        main()
    except KeyboardInterrupt:
        pass
