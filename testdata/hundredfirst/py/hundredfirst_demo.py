#!/usr/bin/env python3
"""The hundredfirst set's imitations of LLM command-line tools.

Each mode draws what the named tool draws at one of its moments:
ollama-like (ollama run), llm-chat-like (llm chat), sgpt-like
(sgpt --shell and sgpt --repl), gptme-like (its User: prompt and its
confirm), k8sgpt-like (auth add's key), aichat-like (its REPL), tgpt-like
(tgpt -i), elia-like (its home screen) and oterm-like (its new chat
dialog). Nothing is sent anywhere: answers are canned.
"""
import curses
import os
import sys
import termios
import tty

W = sys.stdout.write


def flush():
    sys.stdout.flush()


def readkey(fd):
    return os.read(fd, 1)


def raw_line(fd, prompt, placeholder="", right=""):
    """A line editor in raw mode: prompt, a dim placeholder until typed."""
    buf = ""
    def draw():
        W("\r\x1b[K" + prompt)
        if right:
            W("\x1b[s\x1b[999C\x1b[%dD\x1b[32m%s\x1b[0m\x1b[u" % (len(right) - 1, right))
        if buf:
            W(buf)
        elif placeholder:
            W("\x1b[2m" + placeholder + "\x1b[0m\x1b[%dD" % len(placeholder))
        flush()
    draw()
    while True:
        b = readkey(fd)
        if b in (b"\r", b"\n"):
            W("\r\n")
            flush()
            return buf
        if b == b"\x03" or b == b"\x04":
            W("\r\n")
            flush()
            raise SystemExit(0)
        if b in (b"\x7f", b"\x08"):
            buf = buf[:-1]
        elif b == b"\x1b":
            continue
        elif b >= b" ":
            buf += b.decode("utf-8", "replace")
        draw()


def ollama():
    fd = sys.stdin.fileno()
    old = termios.tcgetattr(fd)
    tty.setraw(fd)
    W("\x1b[?2004h")
    try:
        while True:
            line = raw_line(fd, ">>> ", "Send a message (/? for help)")
            if line.strip() in ("/bye",):
                break
            if not line.strip():
                continue
            W("Hello! How can I help you today? If you have a question about\r\n")
            W("your relay servers, just ask.\r\n\r\n")
            flush()
    finally:
        W("\x1b[?2004l")
        termios.tcsetattr(fd, termios.TCSADRAIN, old)


def llm_chat():
    print("Chatting with gpt-4o-mini")
    print("Type 'exit' or 'quit' to exit")
    print("Type '!multi' to enter multiple lines, then '!end' to finish")
    print("Type '!edit' to open your default editor and modify the prompt")
    while True:
        try:
            line = input("> ")
        except EOFError:
            return
        if line.strip() in ("exit", "quit"):
            return
        print("Hello! How can I assist you today?")


def sgpt_shell():
    W("\x1b[1;35mfind . -name \"*.log\" -mtime +7 -delete\x1b[0m\n")
    flush()
    while True:
        a = input("[E]xecute, [D]escribe, [A]bort: ").strip().lower()
        if a in ("e", "y"):
            return
        if a == "d":
            print("Deletes every .log file older than seven days under the current directory.")
            continue
        if a == "a":
            return
        print("Error: 'x' is not one of 'e', 'd', 'a', 'y'.")


def sgpt_repl():
    W("\x1b[1;33mEntering REPL mode, press Ctrl+C to exit.\x1b[0m\n")
    flush()
    while True:
        try:
            line = input(">>> ")
        except EOFError:
            return
        if line.strip() == "exit()":
            return
        print("Hello! How can I help you today?")
        print()


def gptme_user():
    W("\x1b[1;32mUser\x1b[0m: ")
    flush()
    try:
        input()
    except EOFError:
        pass


def gptme_confirm():
    W("\x1b[1;32mUser\x1b[0m: list the files here\n")
    W("\x1b[1;34mAssistant\x1b[0m: Let's list the files in the current directory.\n")
    W("```shell\nls -la\n```\n")
    W("\x1b[1;33mPreview\x1b[0m\n\x1b[2m╭──────────────────────────────╮\n│ ls -la                       │\n╰──────────────────────────────╯\x1b[0m\n")
    W("\x1b[1;33mExecute this code?\x1b[0m (Y/n) ")
    flush()
    try:
        input()
    except EOFError:
        pass


def k8sgpt_auth():
    fd = sys.stdin.fileno()
    old = termios.tcgetattr(fd)
    W("Enter openai Key: ")
    flush()
    new = termios.tcgetattr(fd)
    new[3] &= ~termios.ECHO
    termios.tcsetattr(fd, termios.TCSADRAIN, new)
    try:
        sys.stdin.readline()
    finally:
        termios.tcsetattr(fd, termios.TCSADRAIN, old)
    print()
    print("openai added to the AI backend provider list")


def aichat():
    print("Welcome to aichat 0.25.0")
    print('Type ".help" for additional help.')
    fd = sys.stdin.fileno()
    old = termios.tcgetattr(fd)
    tty.setraw(fd)
    W("\x1b[?2004h")
    try:
        while True:
            line = raw_line(fd, "\x1b[1;36m〉\x1b[0m", right="openai:gpt-4o-mini")
            if line.strip() == ".exit":
                break
            if line.strip():
                W("Hello! How can I assist you today?\r\n\r\n")
                flush()
    finally:
        W("\x1b[?2004l")
        termios.tcsetattr(fd, termios.TCSADRAIN, old)


def tgpt():
    print("\x1b[2mInteractive mode started. Press Ctrl + C or type exit to quit.\x1b[0m\n")
    while True:
        W("\x1b[34m ╭─ You\x1b[0m\n")
        flush()
        try:
            line = input("\x1b[34m ╰─> \x1b[0m")
        except EOFError:
            return
        if line.strip() == "exit":
            return
        print()
        print("Hello! How can I help you today?")
        print()


def elia(scr):
    curses.curs_set(1)
    curses.start_color()
    curses.use_default_colors()
    curses.init_pair(1, curses.COLOR_MAGENTA, -1)
    curses.init_pair(2, curses.COLOR_WHITE, curses.COLOR_BLACK)
    h, w = scr.getmaxyx()
    chats = [("Relay servers in Singapore", "2 hours ago"), ("Rust lifetimes question", "yesterday"),
             ("Summarise the release notes", "3 days ago")]
    sel = 0
    while True:
        scr.erase()
        scr.addstr(0, 1, "elia", curses.color_pair(1) | curses.A_BOLD)
        scr.addstr(0, 6, "ChatGPT in the terminal")
        scr.addstr(1, 1, "Using model: gpt-4o", curses.A_DIM)
        scr.addstr(3, 1, "Chats (%d)" % len(chats), curses.A_BOLD)
        for i, (t, when) in enumerate(chats):
            a = curses.A_REVERSE if i == sel else curses.A_NORMAL
            scr.addstr(4 + i, 1, (" " + t).ljust(w - 16)[: w - 16], a)
            scr.addstr(4 + i, w - 15, when.rjust(13), a | curses.A_DIM)
        top = h - 6
        scr.addstr(top, 1, "╭" + "─" * (w - 4) + "╮", curses.color_pair(1))
        scr.addstr(top + 1, 1, "│", curses.color_pair(1))
        scr.addstr(top + 1, 3, "Message gpt-4o…", curses.A_DIM)
        scr.addstr(top + 1, w - 2, "│", curses.color_pair(1))
        scr.addstr(top + 2, 1, "╰" + "─" * (w - 4) + "╯", curses.color_pair(1))
        scr.addstr(h - 2, 1, " ^j Send  ^s Options  ^n New chat  ^q Quit ", curses.color_pair(2))
        scr.move(top + 1, 3)
        scr.refresh()
        k = scr.getch()
        if k in (17, ord("q") - 96):
            return
        if k == curses.KEY_DOWN:
            sel = min(sel + 1, len(chats) - 1)
        elif k == curses.KEY_UP:
            sel = max(sel - 1, 0)


def oterm(scr):
    curses.curs_set(0)
    curses.start_color()
    curses.use_default_colors()
    curses.init_pair(1, curses.COLOR_BLACK, curses.COLOR_CYAN)
    curses.init_pair(2, curses.COLOR_CYAN, -1)
    h, w = scr.getmaxyx()
    models = ["llama3.1:8b", "mistral:7b", "qwen2.5:7b", "gemma2:9b"]
    sel = 0
    while True:
        scr.erase()
        scr.addstr(0, 0, " oterm ".center(w - 1), curses.A_REVERSE)
        scr.addstr(1, 1, "+ New chat ", curses.A_DIM)
        x0, y0, bw = 10, 3, w - 20
        scr.addstr(y0, x0, "┌" + "─" * (bw - 2) + "┐", curses.color_pair(2))
        for y in range(y0 + 1, y0 + 16):
            scr.addstr(y, x0, "│" + " " * (bw - 2) + "│", curses.color_pair(2))
        scr.addstr(y0 + 16, x0, "└" + "─" * (bw - 2) + "┘", curses.color_pair(2))
        scr.addstr(y0 + 1, x0 + 2, "Select a model:", curses.A_BOLD)
        for i, m in enumerate(models):
            a = curses.color_pair(1) | curses.A_BOLD if i == sel else curses.A_NORMAL
            scr.addstr(y0 + 2 + i, x0 + 2, (" " + m).ljust(bw - 6), a)
        scr.addstr(y0 + 7, x0 + 2, "System:", curses.A_BOLD)
        scr.addstr(y0 + 8, x0 + 2, "┌" + "─" * (bw - 8) + "┐")
        scr.addstr(y0 + 9, x0 + 2, "│" + " " * (bw - 8) + "│")
        scr.addstr(y0 + 10, x0 + 2, "└" + "─" * (bw - 8) + "┘")
        scr.addstr(y0 + 11, x0 + 2, "Tools:", curses.A_BOLD)
        scr.addstr(y0 + 12, x0 + 2, "▢ date_time   ▢ shell   ▢ web")
        scr.addstr(y0 + 14, x0 + bw // 2 - 6, " Create ", curses.A_REVERSE)
        scr.addstr(h - 1, 0, " ^n new chat  ^e edit  ^t theme  ^q quit ".ljust(w - 1), curses.A_REVERSE)
        scr.refresh()
        k = scr.getch()
        if k == 17:
            return
        if k == curses.KEY_DOWN:
            sel = min(sel + 1, len(models) - 1)
        elif k == curses.KEY_UP:
            sel = max(sel - 1, 0)


def main():
    mode = sys.argv[1]
    if mode == "elia":
        curses.wrapper(elia)
    elif mode == "oterm":
        curses.wrapper(oterm)
    else:
        {"ollama": ollama, "llm-chat": llm_chat, "sgpt-shell": sgpt_shell, "sgpt-repl": sgpt_repl,
         "gptme-user": gptme_user, "gptme-confirm": gptme_confirm, "k8sgpt-auth": k8sgpt_auth,
         "aichat": aichat, "tgpt": tgpt}[mode]()


if __name__ == "__main__":
    main()
