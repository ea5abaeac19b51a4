#!/usr/bin/python3
"""Imitations of prompt and wizard libraries of other languages, for the
threehundredsecond held-out set: each tool draws what a program using the
library draws at its moments (its words, layout, pointers, brackets,
colours, reverse video, cursor, screen and input modes), from the
library's documentation, source and published screenshots as known.

  owl        Elixir's Owl (Owl.IO.select, input, secret input, confirm)
             in a mix task; lines on the main screen, read cooked
  clidialog  Dart's cli_dialog (its questions, list and booleans) in a
             project generator; main screen, keys read raw
  kotter     Kotlin's Kotter, as Kobweb's `kobweb create app` draws its
             questions; main screen, keys read raw
  termgui    .NET's Terminal.Gui (v1) Wizard and MessageBox in a setup
             tool; the alternate screen, curses

Debian's python3 and its standard library only (curses, termios)."""

import curses
import os
import sys
import termios
import time
import tty

ESC = "\x1b"
RESET = ESC + "[0m"
BOLD = ESC + "[1m"
DIM = ESC + "[2m"
GREEN = ESC + "[32m"
CYAN = ESC + "[36m"
BLUE = ESC + "[34m"
RED = ESC + "[31m"
YELLOW = ESC + "[33m"
GREY = ESC + "[90m"
MAGENTA = ESC + "[35m"


def out(s):
    sys.stdout.write(s)
    sys.stdout.flush()


class Keys:
    """Keys read a key at a time, not echoed, output processing kept."""

    def __enter__(self):
        self.fd = sys.stdin.fileno()
        self.old = termios.tcgetattr(self.fd)
        tty.setcbreak(self.fd)
        new = termios.tcgetattr(self.fd)
        new[3] &= ~termios.ECHO
        termios.tcsetattr(self.fd, termios.TCSANOW, new)
        return self

    def __exit__(self, *a):
        termios.tcsetattr(self.fd, termios.TCSADRAIN, self.old)

    def key(self):
        c = os.read(self.fd, 1).decode("utf-8", "replace")
        if c == ESC:
            seq = os.read(self.fd, 2).decode("utf-8", "replace")
            return {"[A": "up", "[B": "down", "[C": "right", "[D": "left"}.get(seq, "esc")
        if c in ("\r", "\n"):
            return "enter"
        if c in ("\x7f", "\x08"):
            return "bs"
        if c == "\x03":
            raise KeyboardInterrupt
        return c


def cooked_line(secret=False):
    fd = sys.stdin.fileno()
    old = termios.tcgetattr(fd)
    if secret:
        new = termios.tcgetattr(fd)
        new[3] &= ~termios.ECHO
        termios.tcsetattr(fd, termios.TCSANOW, new)
    try:
        line = sys.stdin.readline()
    finally:
        termios.tcsetattr(fd, termios.TCSADRAIN, old)
    if secret:
        out("\n")
    return line.rstrip("\n")


# owl: Elixir's Owl in `mix relay.setup`.

def owl():
    out(BOLD + "Relay setup" + RESET + " (mix relay.setup)\n\n")
    regions = ["eu-west (Dublin)", "us-east (Virginia)", "ap-south (Mumbai)", "sa-east (São Paulo)"]
    while True:
        out("Deploy region\n")
        for i, r in enumerate(regions, 1):
            out(BLUE + "%d. " % i + RESET + r + "\n")
        out("\n" + BLUE + "> " + RESET)
        a = cooked_line()
        if a.isdigit() and 1 <= int(a) <= len(regions):
            region = regions[int(a) - 1]
            break
        out(RED + "unknown option" + RESET + "\n")
    out("\n")
    while True:
        out("Number of replicas (1-9)\n" + BLUE + "> " + RESET)
        a = cooked_line()
        if a.isdigit() and 1 <= int(a) <= 9:
            break
        out(RED + "must be between 1 and 9" + RESET + "\n")
    out("\nDatabase password\n" + BLUE + "> " + RESET)
    cooked_line(secret=True)
    out("\n  region    " + region + "\n  replicas  " + a + "\n  database  postgres://relay@db.internal/relay\n\n")
    out("Apply these settings? [yN]: ")
    cooked_line()
    out(GREEN + "Settings written to config/runtime.exs" + RESET + "\n")


# clidialog: Dart's cli_dialog in a package generator.

def clidialog():
    q = GREEN + "? " + RESET + BOLD
    with Keys() as k:
        out(q + "What is the name of your package? " + RESET)
        name = ""
        while True:
            c = k.key()
            if c == "enter" and name:
                break
            if c == "bs":
                if name:
                    name = name[:-1]
                    out("\b \b")
            elif len(c) == 1 and c.isprintable():
                name += c
                out(c)
        out("\r" + ESC + "[K" + q + "What is the name of your package? " + RESET + CYAN + name + RESET + "\n")
        opts = ["console-full", "package-simple", "server-shelf", "web-simple"]
        sel = 0
        head = q + "Which template would you like to use? " + RESET

        def draw(first):
            if not first:
                out(ESC + "[%dA" % len(opts))
            for i, o in enumerate(opts):
                if i == sel:
                    out("\r" + ESC + "[K" + CYAN + "❯ " + o + RESET + "\n")
                else:
                    out("\r" + ESC + "[K" + "  " + o + "\n")
        out(head + DIM + "(Use arrow keys)" + RESET + "\n")
        out(ESC + "[?25l")
        draw(True)
        while True:
            c = k.key()
            if c == "down":
                sel = (sel + 1) % len(opts)
                draw(False)
            elif c == "up":
                sel = (sel - 1) % len(opts)
                draw(False)
            elif c == "enter":
                break
        out(ESC + "[%dA" % (len(opts) + 1))
        out("\r" + ESC + "[J" + head + CYAN + opts[sel] + RESET + "\n")
        out(ESC + "[?25h")
        out(q + "Would you like to add a GitHub Actions workflow? " + RESET + DIM + "(y/N) " + RESET)
        while True:
            c = k.key()
            if c in ("y", "Y", "n", "N", "enter"):
                break
        yes = c in ("y", "Y")
        out(CYAN + ("Yes" if yes else "No") + RESET + "\n\n")
        out("Creating " + name + " from the " + opts[sel] + " template...\n")
        time.sleep(0.3)
        out(GREEN + "Created 9 files." + RESET + "\n")


# kotter: Kotter, as Kobweb's `kobweb create app` draws its questions.

def kotter():
    with Keys() as k:
        out("\n" + BOLD + "🕸️  Welcome to Kobweb!" + RESET + "\n\n")
        out("Create a project from the " + CYAN + "app" + RESET + " template.\n\n")
        out(DIM + "Press ENTER to accept a default value, shown in grey." + RESET + "\n\n")

        def query(prompt, default):
            text = ""

            def draw():
                shown = DIM + default + RESET if not text else text
                out("\r" + ESC + "[K" + CYAN + "? " + RESET + BOLD + prompt + RESET + " " + shown)
                if not text:
                    out(ESC + "[%dD" % len(default))
            draw()
            while True:
                c = k.key()
                if c == "enter":
                    break
                if c == "bs":
                    text = text[:-1]
                elif len(c) == 1 and c.isprintable():
                    text += c
                else:
                    continue
                draw()
            value = text or default
            out("\r" + ESC + "[K" + GREEN + "✓ " + RESET + prompt + " " + value + "\n")
            return value

        def yes_no(prompt, yes):
            def draw():
                y = (CYAN + "[Yes]" + RESET) if yes else " Yes "
                n = (CYAN + "[No]" + RESET) if not yes else " No "
                out("\r" + ESC + "[K" + CYAN + "? " + RESET + BOLD + prompt + RESET + " " + y + " " + n)
            out(ESC + "[?25l")
            draw()
            while True:
                c = k.key()
                if c in ("left", "right"):
                    yes = not yes
                    draw()
                elif c in ("y", "Y"):
                    yes = True
                    draw()
                elif c in ("n", "N"):
                    yes = False
                    draw()
                elif c == "enter":
                    break
            out("\r" + ESC + "[K" + GREEN + "✓ " + RESET + prompt + " " + ("Yes" if yes else "No") + "\n")
            out(ESC + "[?25h")
            return yes

        folder = query("The folder you would like to create your project in:", "my-project")
        query("Group name for your project:", "org.example.myproject")
        yes_no("Would you like to include Markdown support?", True)
        query("Title of your site:", "My Project")
        out("\nCreating project...\n")
        time.sleep(0.3)
        out(GREEN + "Project created." + RESET + " To run it: cd " + folder + "/site && kobweb run\n")


# termgui: .NET's Terminal.Gui (v1) Wizard in a setup tool.

def termgui(scr):
    curses.start_color()
    curses.init_pair(1, curses.COLOR_WHITE, curses.COLOR_BLUE)
    curses.init_pair(2, curses.COLOR_BLACK, curses.COLOR_CYAN)
    curses.init_pair(3, curses.COLOR_BLACK, curses.COLOR_WHITE)
    curses.init_pair(4, curses.COLOR_WHITE, curses.COLOR_RED)
    curses.init_pair(5, curses.COLOR_YELLOW, curses.COLOR_BLUE)
    base, focus, dialog, alert, hot = (curses.color_pair(i) for i in range(1, 6))
    H, W = scr.getmaxyx()

    def put(y, x, s, a=0):
        try:
            scr.addstr(y, x, s, a)
        except curses.error:
            pass

    def frame(y, x, h, w, title, attr):
        for r in range(h):
            put(y + r, x, " " * w, attr)
        put(y, x, "┌" + "─" * (w - 2) + "┐", attr)
        for r in range(1, h - 1):
            put(y + r, x, "│", attr)
            put(y + r, x + w - 1, "│", attr)
        put(y + h - 1, x, "└" + "─" * (w - 2) + "┘", attr)
        put(y, x + 2, " " + title + " ", attr)

    path = "/opt/relay"
    edition, ecur = 0, 0
    editions = ["Community", "Professional", "Enterprise"]
    comps = [["Server", True], ["Command-line tools", True], ["Documentation", False], ["Samples", False]]
    ccur = 0
    step = 0
    titles = ["Location", "Edition", "Components"]
    helps = ["Where should Relay Server be installed?", "Choose the edition to install.", "Choose the components to install."]
    curses.curs_set(1)

    def draw():
        scr.erase()
        for r in range(H):
            put(r, 0, " " * (W - 1), base)
        put(0, 0, " Relay Server Setup 3.2".ljust(W - 1), dialog)
        put(H - 1, 0, " Esc~ Cancel  Tab~ Next field".ljust(W - 1), dialog)
        y, x, h, w = 3, 6, 17, 68
        frame(y, x, h, w, "Relay Server Setup - " + titles[step] + " (step %d of 3)" % (step + 1), dialog)
        put(y + 2, x + 2, helps[step], dialog)
        put(y + 3, x + 1, "─" * (w - 2), dialog)
        cur = None
        if step == 0:
            put(y + 5, x + 3, "Installation path:", dialog)
            put(y + 5, x + 23, path.ljust(40), focus)
            cur = (y + 5, x + 23 + len(path))
            put(y + 7, x + 3, "Requires 412 MB of free space.", dialog)
        elif step == 1:
            for i, e in enumerate(editions):
                mark = "(•)" if i == edition else "( )"
                put(y + 5 + i, x + 3, mark + " " + e, focus if i == ecur else dialog)
            cur = (y + 5 + ecur, x + 4)
        else:
            for i, (c, on) in enumerate(comps):
                put(y + 5 + i, x + 3, ("[x]" if on else "[ ]") + " " + c, focus if i == ccur else dialog)
            cur = (y + 5 + ccur, x + 4)
        by = y + h - 2
        back = "[ Back ]"
        nxt = "[◦ Next... ◦]" if step < 2 else "[◦ Finish ◦]"
        put(by, x + w - 4 - len(nxt) - len(back) - 2, back, dialog)
        put(by, x + w - 4 - len(nxt), nxt, dialog | curses.A_BOLD)
        if cur:
            scr.move(*cur)
        scr.refresh()

    def query():
        w, h = 46, 7
        y, x = (H - h) // 2, (W - w) // 2
        frame(y, x, h, w, "Cancel setup", alert)
        put(y + 2, x + 3, "Do you want to cancel the setup?", alert)
        yes, no = "[◦ Yes ◦]", "[ No ]"
        bx = x + (w - len(yes) - len(no) - 2) // 2
        put(y + 4, bx, yes, focus)
        put(y + 4, bx + len(yes) + 2, no, alert)
        scr.move(y + 4, bx + 1)
        scr.refresh()
        while True:
            k = scr.getch()
            if k in (10, 13, ord("y"), ord("Y")):
                return True
            if k in (27, ord("n"), ord("N")):
                return False

    while True:
        draw()
        k = scr.getch()
        if k == 27:
            scr.nodelay(True)
            nk = scr.getch()
            scr.nodelay(False)
            if nk == -1:
                if query():
                    return
                continue
        if k in (10, 13):
            if step == 2:
                return
            step += 1
            continue
        if step == 0:
            if k in (8, 127, curses.KEY_BACKSPACE):
                path = path[:-1]
            elif 32 <= k < 127:
                path += chr(k)
        elif step == 1:
            if k == curses.KEY_DOWN:
                ecur = min(ecur + 1, 2)
            elif k == curses.KEY_UP:
                ecur = max(ecur - 1, 0)
            elif k == ord(" "):
                edition = ecur
        else:
            if k == curses.KEY_DOWN:
                ccur = min(ccur + 1, 3)
            elif k == curses.KEY_UP:
                ccur = max(ccur - 1, 0)
            elif k == ord(" "):
                comps[ccur][1] = not comps[ccur][1]


def main():
    tool = sys.argv[1] if len(sys.argv) > 1 else ""
    try:
        if tool == "owl":
            owl()
        elif tool == "clidialog":
            clidialog()
        elif tool == "kotter":
            kotter()
        elif tool == "termgui":
            os.environ.setdefault("ESCDELAY", "25")
            curses.wrapper(termgui)
        else:
            sys.exit("usage: threehundredsecond_prompts.py owl|clidialog|kotter|termgui")
    except KeyboardInterrupt:
        out("\n")
        sys.exit(130)


if __name__ == "__main__":
    main()
