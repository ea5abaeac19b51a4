#!/usr/bin/env python3
"""The twohundredeightysecond set's imitations: each draws what a tool
that asks for a password, passphrase or key and cannot run here draws at
one of its moments: its words, layout, colours and terminal modes (lines
read cooked, secrets read with echo off, single keys read unechoed, or a
dialog-drawn box on the alternate screen whose password field shows a
star a character). The first argument names the tool and its flow."""
import curses
import getpass
import os
import sys
import termios
import time
import tty

ESC = "\x1b["
RESET = ESC + "0m"
BOLD = ESC + "1m"
DIM = ESC + "2m"
RED = ESC + "31m"
GREEN = ESC + "32m"
YELLOW = ESC + "33m"
BLUE = ESC + "34m"
CYAN = ESC + "36m"


def out(s):
    sys.stdout.write(s)
    sys.stdout.flush()


def ask(prompt):
    """A line read in cooked mode, echo on."""
    out(prompt)
    line = sys.stdin.readline()
    if not line:
        sys.exit(0)
    return line.rstrip("\n")


def secret(prompt):
    """A line read with echo off, as getpass does."""
    try:
        return getpass.getpass(prompt)
    except EOFError:
        sys.exit(0)


def key():
    """One key read unechoed, as bash's `read -r -n 1 -s` does."""
    fd = sys.stdin.fileno()
    old = termios.tcgetattr(fd)
    try:
        tty.setcbreak(fd)
        new = termios.tcgetattr(fd)
        new[3] &= ~termios.ECHO
        termios.tcsetattr(fd, termios.TCSADRAIN, new)
        return os.read(fd, 1).decode(errors="replace")
    finally:
        termios.tcsetattr(fd, termios.TCSADRAIN, old)


def idle():
    """Keep the last screen, reading nothing more."""
    try:
        sys.stdin.read()
    except KeyboardInterrupt:
        pass
    while True:
        time.sleep(60)


# transcrypt (elasticdog's): `transcrypt` in a repository with no
# options asks its cipher (cooked, a default in brackets), whether to
# generate a random password (one key, unechoed), the password itself
# (cooked, echo on) and then shows the settings and asks if they look
# correct (one key).
def transcrypt():
    out("Encrypt using which cipher? [aes-256-cbc] ")
    cipher = sys.stdin.readline().strip() or "aes-256-cbc"
    password = ""
    while not password:
        out("Generate a random password? [Y/n] ")
        answer = key()
        out("\n")
        if answer.lower() == "n":
            out("Password: ")
            password = sys.stdin.readline().strip()
            if not password:
                out("no password was specified\n")
        else:
            password = "Wq3nR8vZk2pL0sYt7mXa9cE4hJ6uB1dF"
    out("\nRepository metadata:\n\n")
    out("  GIT_WORK_TREE:  /home/alice/ledger\n")
    out("  GIT_DIR:        /home/alice/ledger/.git\n")
    out("  GIT_ATTRIBUTES: /home/alice/ledger/.gitattributes\n\n")
    out("The following configuration will be saved:\n\n")
    out("  CONTEXT:  default\n")
    out("  CIPHER:   %s\n" % cipher)
    out("  PASSWORD: %s\n\n" % password)
    out("Does this look correct? [Y/n] ")
    key()
    out("\n")
    idle()


# evil-winrm: its banner and notes, `Enter Password: ` read with echo
# off when -p is not given, then `Info: Establishing connection to
# remote endpoint` and the remote PowerShell prompt.
def evil_winrm(slow=False):
    out("                                        \n")
    out("Evil-WinRM shell v3.5\n")
    out("                                        \n")
    out(YELLOW + "Warning: Remote path completions is disabled due to ruby "
        "limitation: quoting_detection_proc() function is unimplemented on "
        "this machine" + RESET + "\n")
    out("                                        \n")
    out(CYAN + "Data: For more information, check Evil-WinRM GitHub: "
        "https://github.com/Hackplayers/evil-winrm#Remote-path-completion"
        + RESET + "\n")
    out("                                        \n")
    secret("Enter Password: ")
    out("                                        \n")
    out(GREEN + "Info: Establishing connection to remote endpoint" + RESET + "\n")
    if slow:
        while True:
            time.sleep(60)
    time.sleep(1.0)
    while True:
        line = ask(RED + "*Evil-WinRM*" + RESET + YELLOW + " PS " + RESET
                   + "C:\\Users\\alice\\Documents> ")
        if line.strip().lower() == "whoami":
            out("corp\\alice\n")


# rustic: `rustic init` asks the new repository's password twice with
# echo off (dialoguer's Password with a confirmation), saying so when
# they differ and asking again; `rustic backup` asks the repository's
# password once.
def rustic_init():
    out("[INFO] using config /home/alice/.config/rustic/rustic.toml\n")
    while True:
        first = secret("enter password for new repository: ")
        again = secret("confirm password: ")
        if first == again:
            break
        out(RED + "error: passwords do not match" + RESET + "\n")
    out("[INFO] key 8e4f2c1a successfully added.\n")
    out("[INFO] repository 3b9d0e77 successfully created.\n")
    idle()


def rustic_backup():
    out("[INFO] using config /home/alice/.config/rustic/rustic.toml\n")
    out("[INFO] repository local:/srv/backup/ledger: password is needed\n")
    secret("enter repository password: ")
    out("[INFO] using no parent\n")
    idle()


# keybase: `keybase login` asks a username or email (cooked), the
# passphrase (echo off; asked again under an error when wrong), then a
# public name for this device.
def keybase():
    ask("Please enter your Keybase username or email: ")
    wrong = True
    while True:
        pw = secret("Please enter the Keybase passphrase for alice (6+ characters): ")
        if wrong and pw != "right":
            wrong = False
            out(RED + "▶ ERROR" + RESET + " Bad password: Invalid password. Server "
                "rejected login attempt. (error 204)\n")
            continue
        break
    out("\nThis computer needs a name. Others will see it, so pick something\n")
    out("descriptive, like \"home laptop\" or \"work desktop\".\n\n")
    ask("Enter a public name for this device: ")
    idle()


# turnkey-init: TurnKey Linux's first-boot configuration, dialog boxes
# on a blue screen under a backtitle: the root password (the field
# showing a star a character, --insecure), its confirmation, a
# mismatch's notice, the MySQL root password and the security updates.
def turnkey(scr):
    curses.curs_set(1)
    curses.start_color()
    curses.init_pair(1, curses.COLOR_WHITE, curses.COLOR_BLUE)   # screen
    curses.init_pair(2, curses.COLOR_BLACK, curses.COLOR_WHITE)  # box
    curses.init_pair(3, curses.COLOR_BLUE, curses.COLOR_WHITE)   # title
    curses.init_pair(4, curses.COLOR_WHITE, curses.COLOR_BLACK)  # shadow
    curses.init_pair(5, curses.COLOR_RED, curses.COLOR_WHITE)    # hotkey
    H, W = scr.getmaxyx()

    def screen():
        scr.bkgd(" ", curses.color_pair(1))
        scr.erase()
        scr.addstr(0, 1, "TurnKey Linux - First boot configuration", curses.color_pair(1) | curses.A_BOLD)
        scr.hline(1, 1, curses.ACS_HLINE, W - 2, curses.color_pair(1))

    def box(title, lines, h, w):
        y, x = (H - h) // 2, (W - w) // 2
        for r in range(h):
            scr.addstr(y + r, x, " " * w, curses.color_pair(2))
            if r > 0:
                scr.addstr(y + r, x + w, "  ", curses.color_pair(4))
        scr.addstr(y + h, x + 2, " " * w, curses.color_pair(4))
        win = scr.derwin(h, w, y, x)
        win.bkgd(" ", curses.color_pair(2))
        win.box()
        t = " " + title + " "
        win.addstr(0, (w - len(t)) // 2, t, curses.color_pair(3) | curses.A_BOLD)
        for i, line in enumerate(lines):
            win.addstr(1 + i, 2, line, curses.color_pair(2))
        return win, y, x

    def buttons(win, h, w, labels, cur):
        win.hline(h - 3, 1, curses.ACS_HLINE, w - 2)
        win.addch(h - 3, 0, curses.ACS_LTEE)
        win.addch(h - 3, w - 1, curses.ACS_RTEE)
        total = sum(len(l) for l in labels) + 4 * (len(labels) - 1)
        bx = (w - total) // 2
        spots = []
        for i, l in enumerate(labels):
            attr = curses.color_pair(4) | curses.A_BOLD if i == cur else curses.color_pair(2)
            win.addstr(h - 2, bx, l, attr)
            inner = l.strip("<> ")
            hx = bx + l.index(inner)
            win.addstr(h - 2, hx, inner[0], (curses.color_pair(4) if i == cur else curses.color_pair(5)) | curses.A_BOLD)
            spots.append(hx)
            bx += len(l) + 4
        return spots

    def password(title, text):
        value = ""
        while True:
            screen()
            h, w = 8, 60
            win, y, x = box(title, text, h, w)
            fy = 1 + len(text) + 1
            win.addstr(fy, 2, " " * (w - 4), curses.color_pair(4))
            win.addstr(fy, 2, "*" * len(value), curses.color_pair(4) | curses.A_BOLD)
            buttons(win, h, w, ["<  OK  >", "<Cancel>"], 0)
            scr.move(y + fy, x + 2 + len(value))
            scr.refresh()
            c = scr.getch()
            if c in (10, 13):
                return value
            if c in (127, 8, curses.KEY_BACKSPACE):
                value = value[:-1]
            elif 32 <= c < 127:
                value += chr(c)

    def notice(title, text):
        screen()
        h, w = 6, 50
        win, y, x = box(title, text, h, w)
        spots = buttons(win, h, w, ["<  OK  >"], 0)
        scr.move(y + h - 2, x + spots[0])
        scr.refresh()
        while scr.getch() not in (10, 13):
            pass

    def yesno(title, text, labels):
        cur = 0
        while True:
            screen()
            h, w = len(text) + 4, 70
            win, y, x = box(title, text, h, w)
            spots = buttons(win, h, w, labels, cur)
            scr.move(y + h - 2, x + spots[cur])
            scr.refresh()
            c = scr.getch()
            if c in (10, 13):
                return cur
            if c in (9, curses.KEY_LEFT, curses.KEY_RIGHT):
                cur = 1 - cur

    while True:
        first = password("Root Password", ["Please enter new password for the root account."])
        again = password("Root Password", ["Confirm password"])
        if first == again:
            break
        notice("Root Password", ["Password mismatch, please try again."])
    while True:
        first = password("MySQL Password", ["Please enter new password for the MySQL 'root' account."])
        again = password("MySQL Password", ["Confirm password"])
        if first == again:
            break
        notice("MySQL Password", ["Password mismatch, please try again."])
    yesno("Security updates", [
        "By default, this system is configured to automatically install",
        "security updates on a daily basis:",
        "",
        "  - Security updates come from the Debian security archive",
        "",
        "Install security updates now?",
    ], ["<Install>", "< Skip >"])
    while True:
        scr.getch()


def main():
    flow = sys.argv[1] if len(sys.argv) > 1 else ""
    if flow == "transcrypt":
        transcrypt()
    elif flow == "evil-winrm":
        evil_winrm()
    elif flow == "evil-winrm-slow":
        evil_winrm(slow=True)
    elif flow == "rustic-init":
        rustic_init()
    elif flow == "rustic-backup":
        rustic_backup()
    elif flow == "keybase":
        keybase()
    elif flow == "turnkey-init":
        curses.wrapper(turnkey)
    else:
        sys.exit("usage: twohundredeightysecond_secrets.py FLOW")


if __name__ == "__main__":
    try:
        main()
    except KeyboardInterrupt:
        sys.exit(130)
