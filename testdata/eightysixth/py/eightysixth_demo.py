#!/usr/bin/env python3
"""The eightysixth set's fixtures: small programs, each drawing what a
real tool that cannot run here draws at one of its interactive moments
(its words, layout, colours, keys, screen and echo), named after it with
"-like".

    eightysixth_demo.py PROGRAM
"""
import curses
import getpass
import os
import sys
import termios
import tty

try:
    import readline  # noqa: F401  (line editing, as the real REPLs have)
except ImportError:
    pass


def out(s):
    sys.stdout.write(s)
    sys.stdout.flush()


def line(prompt):
    try:
        return input(prompt)
    except EOFError:
        out("\n")
        sys.exit(0)


# Leiningen's `lein repl` (REPL-y over nREPL): its banner, `user=>`, a
# result under the form, `  #_=>` on a form's continuation lines.
def lein():
    out("nREPL server started on port 45237 on host 127.0.0.1 - nrepl://127.0.0.1:45237\n"
        "REPL-y 0.5.1, nREPL 1.0.0\n"
        "Clojure 1.11.1\n"
        "OpenJDK 64-Bit Server VM 17.0.9+9-Debian-1deb12u1\n"
        "    Docs: (doc function-name-here)\n"
        "          (find-doc \"part-of-name-here\")\n"
        "  Source: (source function-name-here)\n"
        " Javadoc: (javadoc java-object-or-class-here)\n"
        "    Exit: Control+D or (exit) or (quit)\n"
        " Results: Stored in vars *1, *2, *3, an exception in *e\n\n")
    buf = ""
    while True:
        s = line("user=> " if not buf else "  #_=> ")
        buf += s + "\n"
        if buf.count("(") > buf.count(")"):
            continue
        form, buf = buf.strip(), ""
        if form in ("(exit)", "(quit)"):
            out("Bye for now!\n")
            return
        if form == "(* 6 7)":
            out("42\n")
        elif form.startswith("(defn"):
            out("#'user/%s\n" % form.split()[1])
        elif form:
            out("nil\n")


# Microsoft's sqlcmd: `1>` counting the lines of a batch, run by GO.
def sqlcmd():
    if "-U" in sys.argv:
        getpass.getpass("Password: ")
    n, batch = 1, []
    while True:
        s = line("%d> " % n)
        if s.strip().upper() == "GO":
            if batch:
                out("answer     \n-----------\n         42\n\n(1 rows affected)\n")
            n, batch = 1, []
        elif s.strip().lower() in ("exit", "quit"):
            return
        else:
            batch.append(s)
            n += 1


# Crystal's icr: `icr(1.10.1) > `, a result after ` => `.
def icr():
    while True:
        s = line("icr(1.10.1) > ")
        if s.strip() == "exit":
            return
        if s.strip() == "6*7":
            out(" => 42\n")
        elif s.strip():
            out(" => nil\n")


# CockroachDB's `cockroach sql`: its banner of "#" lines, the prompt of
# user, host and database, `->` on a statement's continuation lines.
def cockroach():
    out("#\n# Welcome to the CockroachDB SQL shell.\n"
        "# All statements must be terminated by a semicolon.\n"
        "# To exit, type: \\q.\n#\n"
        "# Server version: CockroachDB CCL v23.1.11 (x86_64-pc-linux-gnu, built 2023/09/27 01:53:43, go1.19.10) (same version as client)\n"
        "# Cluster ID: 5c1bd2f3-6b0e-4f4a-9a6e-2e0d4d7c3a51\n#\n"
        "# Enter \\? for a brief introduction.\n#\n")
    p, buf = "root@localhost:26257/defaultdb> ", ""
    while True:
        s = line(p if not buf else " " * (len(p) - 3) + "-> ")
        if not buf and s.strip() == "\\q":
            return
        buf += s + "\n"
        if not buf.strip().endswith(";"):
            continue
        buf = ""
        out("  ?column?\n------------\n        42\n(1 row)\n\n"
            "Time: 1ms total (execution 0ms / network 0ms)\n\n")


# GitLab's `glab auth login`: survey's questions, "? " in green, the
# question bold, a select's hint in cyan and its cursor row "> " in cyan,
# the cursor hidden while a select is drawn; a token read with echo off
# ("*" for each key); a confirm "(Y/n)"; a text field.
GREEN, BOLD, CYAN, RESET = "\x1b[32m", "\x1b[1m", "\x1b[36m", "\x1b[0m"


def getch():
    return sys.stdin.read(1)


def survey_select(q, opts):
    i, drawn = 0, 0
    out("\x1b[?25l")
    while True:
        if drawn:
            out("\x1b[%dA\r\x1b[J" % drawn)
        out("%s? %s%s%s  %s[Use arrows to move, type to filter]%s\r\n" % (GREEN + BOLD, RESET + BOLD, q, RESET, CYAN, RESET))
        for j, o in enumerate(opts):
            if j == i:
                out("%s> %s%s\r\n" % (CYAN + BOLD, o, RESET))
            else:
                out("  %s\r\n" % o)
        cols = os.get_terminal_size(sys.stdout.fileno()).columns
        head = len("? %s  [Use arrows to move, type to filter]" % q)
        drawn = len(opts) + (head + cols - 1) // cols
        c = getch()
        if c == "\x1b":
            c2, c3 = getch(), getch()
            if c3 == "B":
                i = min(i + 1, len(opts) - 1)
            elif c3 == "A":
                i = max(i - 1, 0)
        elif c in ("\r", "\n"):
            out("\x1b[%dA\r\x1b[J" % drawn)
            out("%s? %s%s%s %s%s%s\r\n" % (GREEN + BOLD, RESET + BOLD, q, RESET, CYAN, opts[i], RESET))
            out("\x1b[?25h")
            return opts[i]
        elif c == "\x03":
            out("\x1b[?25h\r\n")
            sys.exit(1)


def survey_input(q, secret=False, hint=""):
    out("%s? %s%s%s %s" % (GREEN + BOLD, RESET + BOLD, q, RESET, hint))
    s = ""
    while True:
        c = getch()
        if c in ("\r", "\n"):
            out("\r\n")
            return s
        if c == "\x03":
            out("\r\n")
            sys.exit(1)
        if c == "\x7f":
            if s:
                s = s[:-1]
                out("\b \b")
            continue
        s += c
        out("*" if secret else c)


def glab():
    fd = sys.stdin.fileno()
    old = termios.tcgetattr(fd)
    tty.setraw(fd)
    try:
        host = survey_select("What GitLab instance do you want to log into?",
                             ["gitlab.com", "GitLab Self-managed or GitLab Dedicated instance"])
        if host != "gitlab.com":
            host = survey_input("GitLab hostname:")
            survey_input("API hostname:", hint="(%s) " % host)
        how = survey_select("How would you like to log in?", ["Token", "Web"])
        if how == "Token":
            out("\r\nTip: generate a personal access token at https://%s/-/user_settings/personal_access_tokens?scopes=api,write_repository.\r\n"
                "The minimum required scopes are 'api' and 'write_repository'.\r\n" % host)
            survey_input("Paste your authentication token:", secret=True)
        survey_select("Choose default Git protocol:", ["SSH", "HTTPS", "HTTP"])
        a = survey_input("Authenticate Git with your GitLab credentials?", hint="(Y/n) ")
        out("%s✓%s Logged in to %s as relay\r\n" % (GREEN, RESET, host))
    finally:
        termios.tcsetattr(fd, termios.TCSADRAIN, old)


# VMware Workstation's bundle installer with --console: the licence paged,
# then asked to agree, then its first settings with a default in brackets.
LICENCE = """VMWARE END USER LICENSE AGREEMENT

PLEASE NOTE THAT THE TERMS OF THIS END USER LICENSE AGREEMENT SHALL GOVERN
YOUR USE OF THE SOFTWARE, REGARDLESS OF ANY TERMS THAT MAY APPEAR DURING
THE INSTALLATION OF THE SOFTWARE.

IMPORTANT-READ CAREFULLY: BY DOWNLOADING, INSTALLING, OR USING THE
SOFTWARE, YOU (THE INDIVIDUAL OR LEGAL ENTITY) AGREE TO BE BOUND BY THE
TERMS OF THIS END USER LICENSE AGREEMENT ("EULA").
"""


def vmware():
    out("Extracting VMware Installer...done.\n")
    line("You must accept the VMware Workstation End User License Agreement to\ncontinue.  Press Enter to proceed.")
    out(LICENCE + "\n")
    while True:
        a = line("Do you agree? [yes/no]: ")
        if a.strip().lower() in ("yes", "no"):
            break
        out("\n")
    if a.strip().lower() == "no":
        return
    out("\n")
    line("Would you like to check for product updates on startup? [yes]: ")
    line("\nWould you like to help make VMware software better by sending\nanonymous system data and usage statistics to VMware? [yes]: ")


# nvidia-installer's ncurses interface: a title bar, a box of a question
# with its buttons, the chosen one lit, on a blue screen.
def nvidia(stdscr):
    curses.start_color()
    curses.curs_set(0)
    curses.init_pair(1, curses.COLOR_WHITE, curses.COLOR_BLUE)
    curses.init_pair(2, curses.COLOR_BLACK, curses.COLOR_WHITE)
    curses.init_pair(3, curses.COLOR_WHITE, curses.COLOR_RED)
    stdscr.bkgd(" ", curses.color_pair(1))
    msg = ["Would you like to run the nvidia-xconfig utility to automatically",
           "update your X configuration file so that the NVIDIA X driver will",
           "be used when you restart X?  Any pre-existing X configuration file",
           "will be backed up."]
    buttons, sel = ["Yes", "No"], 1
    while True:
        h, w = stdscr.getmaxyx()
        stdscr.erase()
        stdscr.addstr(0, 1, "NVIDIA Software Installer for Unix/Linux", curses.color_pair(1) | curses.A_BOLD)
        stdscr.hline(1, 0, curses.ACS_HLINE, w)
        bw, bh = 72, len(msg) + 6
        y0, x0 = (h - bh) // 2, (w - bw) // 2
        box = curses.newwin(bh, bw, y0, x0)
        box.bkgd(" ", curses.color_pair(2))
        box.box()
        for i, m in enumerate(msg):
            box.addstr(2 + i, 3, m)
        for i, b in enumerate(buttons):
            x = bw // 2 - 10 + i * 14
            label = " " + b.center(8) + " "
            box.addstr(bh - 2, x, label, curses.color_pair(3) | curses.A_BOLD if i == sel else curses.color_pair(2))
        stdscr.addstr(h - 1, 1, "NVIDIA Accelerated Graphics Driver for Linux-x86_64 (550.54.14)"[: w - 2], curses.color_pair(1))
        stdscr.refresh()
        box.refresh()
        k = stdscr.getch()
        if k in (curses.KEY_LEFT, curses.KEY_RIGHT, 9):
            sel = 1 - sel
        elif k in (10, 13, curses.KEY_ENTER):
            return


if __name__ == "__main__":
    prog = sys.argv[1] if len(sys.argv) > 1 else ""
    if prog == "nvidia-installer-like":
        curses.wrapper(nvidia)
    else:
        {"lein-like": lein, "sqlcmd-like": sqlcmd, "icr-like": icr, "cockroach-like": cockroach,
         "glab-like": glab, "vmware-installer-like": vmware}[prog]()
