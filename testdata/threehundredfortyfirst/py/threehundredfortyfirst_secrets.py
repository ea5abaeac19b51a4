#!/usr/bin/env python3
"""The threehundredfortyfirst set's imitations of five tools that ask for
a password, a passphrase, a PIN or a one-time code: Particle's CLI login
(Node, inquirer, the password masked with stars), SoloKeys' solo1 CLI
(Python, getpass: a PIN asked twice), pepa65's kptui (Rust, ratatui: a
KeePass vault unlocked over a full-screen app), OpenBao's bao (Go, a
hidden line with echo off) and yitsushi's totp-cli (Go, a storage
password asked twice). Each is drawn from its documentation, source and
screenshots as known: its words, layout, masks, boxes, colours and
cursor.

Usage: threehundredfortyfirst_secrets.py particle|solo-change|solo-verify|
       kptui|kptui-new|bao-unseal|bao-token|bao-userpass|totp
"""
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
CYAN = ESC + "36m"
GREY = ESC + "90m"
HIDE = ESC + "?25l"
SHOW = ESC + "?25h"


def out(s):
    sys.stdout.write(s)
    sys.stdout.flush()


def hang():
    """Waits for ever, as a program waiting on the network or a device."""
    while True:
        time.sleep(60)


def getpass_line(prompt):
    """Reads a line with echo off, as getpass and term.ReadPassword do."""
    out(prompt)
    fd = sys.stdin.fileno()
    old = termios.tcgetattr(fd)
    new = termios.tcgetattr(fd)
    new[3] &= ~termios.ECHO
    termios.tcsetattr(fd, termios.TCSADRAIN, new)
    try:
        line = sys.stdin.readline()
    finally:
        termios.tcsetattr(fd, termios.TCSADRAIN, old)
    out("\n")
    return line.rstrip("\n")


def read_line(prompt):
    out(prompt)
    return sys.stdin.readline().rstrip("\n")


# particle: inquirer's input and password (mask '*'), keys read raw.

def inquire(message, default="", mask=None):
    """One inquirer question on the line: `? message (default) answer`,
    redrawn at each key; once answered, the answer in cyan."""
    fd = sys.stdin.fileno()
    old = termios.tcgetattr(fd)
    tty.setraw(fd)
    buf = ""
    head = GREEN + "?" + RESET + " " + BOLD + message + RESET + " "
    if default:
        head += DIM + "(" + default + ")" + RESET + " "

    def shown():
        return (mask * len(buf)) if mask is not None else buf

    try:
        out("\r" + ESC + "K" + head + shown())
        while True:
            c = os.read(fd, 1).decode(errors="replace")
            if c in ("\r", "\n"):
                break
            if c == "\x03":
                termios.tcsetattr(fd, termios.TCSADRAIN, old)
                sys.exit(130)
            if c in ("\x7f", "\x08"):
                buf = buf[:-1]
            elif c >= " ":
                buf += c
            out("\r" + ESC + "K" + head + shown())
    finally:
        termios.tcsetattr(fd, termios.TCSADRAIN, old)
    answer = buf or default
    seen = (mask * len(answer)) if mask is not None else answer
    out("\r" + ESC + "K" + GREEN + "?" + RESET + " " + BOLD + message + RESET + " " + CYAN + seen + RESET + "\r\n")
    return answer


def spin(text, seconds):
    frames = "⠋⠙⠹⠸⠼⠴⠦⠧⠇⠏"
    out(HIDE)
    end = time.time() + seconds
    i = 0
    while time.time() < end:
        out("\r" + frames[i % len(frames)] + " " + text)
        i += 1
        time.sleep(0.08)
    out("\r" + ESC + "K" + SHOW)


def particle():
    email = ""
    tries = 0
    while True:
        email = inquire("Please enter your email address", email)
        password = inquire("Please enter your password", mask="*")
        spin("Sending login details...", 0.8)
        tries += 1
        if password == "sparkle42":
            break
        out(RED + "There was an error logging you in! Let's try again." + RESET + "\r\n")
        out(RED + "Your username or password is incorrect" + RESET + "\r\n")
    out("Use your authenticator app on your mobile device to get a login code.\r\n")
    out("Lost access to your phone? Visit https://login.particle.io/account-info\r\n")
    inquire("Please enter a login code")
    spin("Sending login code...", 60 * 60)


# solo: SoloKeys' solo1 CLI, getpass on the main screen.

def solo_change():
    old_pin = getpass_line("Please enter old pin: ")
    new_pin = getpass_line("Please enter new pin: ")
    confirm = getpass_line("Please confirm new pin: ")
    if new_pin != confirm:
        print("New pin are mismatched. Please try again!")
        return
    print("Done. Please use new pin to verify key")
    _ = old_pin


def solo_verify():
    getpass_line("PIN: ")
    print("Please press the button on your Solo key")
    hang()


# kptui: ratatui on the alternate screen, keys read raw.

LOGO = [
    "         ███                  ███         ",
    "        ███        kptui       ███        ",
    "       ███   █              █   ███       ",
    "      ███  ██     v0.27.2    ██  ███      ",
    "      █████                    █████      ",
    " ██    ██          █  █          ██    ██ ",
    "███     ██         █  █         ██     ███",
    "████     ██  ████████████████  ██     ████",
    "  ████     ████████████████████     ████  ",
    "    ████  ██████████████████████  ████    ",
    "       █████████████████████████████       ",
    "          ██████████████████████          ",
    "       █████████████████████████████       ",
    "     ███  ████████████████████  ███     ",
    "    ██   ██  ████████████████  ██   ██    ",
    "     █  ██    ██          ██    ██   █    ",
    "         █   ██            ██    █        ",
    "              █            █              ",
]

ENTRIES = [
    ("Bank", "alice.ng", "https://bank.example.com"),
    ("Email", "alice@example.com", "https://mail.example.com"),
    ("Forge", "alng", "https://git.example.org"),
    ("Home router", "admin", "http://192.168.1.1"),
    ("Library", "A-20931", "https://library.example.net"),
    ("VPN", "alice", "vpn.example.com"),
]


class Screen:
    def __init__(self):
        self.w, self.h = 80, 24
        try:
            self.w, self.h = os.get_terminal_size()
        except OSError:
            pass

    def at(self, row, col, s):
        out(ESC + "%d;%dH" % (row + 1, col + 1) + s)

    def clear(self):
        out(ESC + "0m" + ESC + "2J")

    def center(self, row, s, style=""):
        col = max(0, (self.w - len(s)) // 2)
        self.at(row, col, style + s + RESET)

    def box(self, top, left, width, height, title="", style=""):
        self.at(top, left, style + "┌" + title + "─" * (width - 2 - len(title)) + "┐" + RESET)
        for r in range(top + 1, top + height - 1):
            self.at(r, left, style + "│" + RESET + " " * (width - 2) + style + "│" + RESET)
        self.at(top + height - 1, left, style + "└" + "─" * (width - 2) + "┘" + RESET)


def kptui_login(sc, title, secret, hint, hint_style, logo=True):
    sc.clear()
    area_top, area_h = 1, sc.h - 2
    logo_h = len(LOGO) if logo else 0
    spare = max(0, area_h - logo_h - 3)
    top = area_top + spare // 2
    if logo:
        for i, line in enumerate(LOGO):
            sc.center(top + i, line, RED)
    box_top = top + logo_h
    left = (sc.w - 50) // 2
    sc.box(box_top, left, 50, 3, title, GREY)
    text = "•" * len(secret)
    inner = 48
    col = left + 1 + (inner - len(text)) // 2
    sc.at(box_top + 1, col, text)
    if hint:
        for i, h in enumerate(hint):
            hc = left + (50 - len(h)) // 2
            if box_top + 3 + i < sc.h:
                sc.at(box_top + 3 + i, hc, hint_style + h + RESET)
    cx = left + 1 + inner // 2 - len(secret) // 2 + len(secret)
    sc.at(box_top + 1, cx, SHOW)


def kptui_index(sc):
    sc.clear()
    out(HIDE)
    sc.box(0, 0, sc.w, sc.h - 1, " kptui ─ default.kdbx ─ 6 entries ", GREY)
    sc.at(1, 2, BOLD + "Search: " + RESET + GREY + "type to filter" + RESET)
    sc.at(3, 2, BOLD + "%-20s %-22s %-32s" % ("Name", "Username", "URL") + RESET)
    for i, (n, u, url) in enumerate(ENTRIES):
        row = "%-20s %-22s %-32s" % (n, u, url)
        style = ESC + "7m" if i == 0 else ""
        sc.at(4 + i, 2, style + row + RESET)
    keys = " [↑↓] move  [Enter] edit  [^N] new  [^U] copy user  [^P] copy pass  [^C] settings "
    sc.at(sc.h - 1, 0, YELLOW + keys[: sc.w] + RESET)


def kptui_read(fd, sc, title, hint, hint_style, logo=True):
    buf = ""
    kptui_login(sc, title, buf, hint, hint_style, logo)
    while True:
        c = os.read(fd, 1).decode(errors="replace")
        if c in ("\r", "\n"):
            return buf
        if c == "\x1b":
            return None
        if c in ("\x7f", "\x08"):
            buf = buf[:-1]
        elif c >= " ":
            buf += c
        kptui_login(sc, title, buf, hint, hint_style, logo)


def kptui(new):
    fd = sys.stdin.fileno()
    old = termios.tcgetattr(fd)
    tty.setraw(fd)
    out(ESC + "?1049h")
    sc = Screen()
    try:
        if new:
            kptui_login(sc, " No database found ", "", ["[n] create a new database  [Esc] quit"], YELLOW)
            sc.at(sc.h // 2, 0, "")
            # the box holds a line, not a field
            left = (sc.w - 50) // 2
            top = 1 + max(0, sc.h - 2 - len(LOGO) - 3) // 2 + len(LOGO)
            msg = "Press [n] to create a new database"
            sc.at(top + 1, left + 1 + (48 - len(msg)) // 2, msg + HIDE)
            while os.read(fd, 1) not in (b"n", b"\x1b"):
                pass
            path = "will create ~/.local/share/kptui/default.kdbx"
            hint = [path, "[Enter] confirm  [Esc] cancel"]
            kptui_read(fd, sc, " New master password ", hint, YELLOW)
            kptui_read(fd, sc, " Confirm master password ", hint, YELLOW)
            sc.clear()
            sc.center(sc.h // 2, "Creating database…", YELLOW)
            out(HIDE)
            while os.read(fd, 1) != b"\x1b":
                pass
            return
        error = None
        while True:
            if error:
                hint, style = [error], RED
            else:
                hint, style = ["Enter the master password  [Esc] quit"], YELLOW
            pw = kptui_read(fd, sc, "", hint, style)
            if pw is None:
                return
            kptui_login(sc, "", pw, ["Unlocking…"], YELLOW)
            time.sleep(1.0)
            if pw == "correct horse":
                break
            error = "Failed to unlock: invalid credentials (wrong key?)"
        kptui_index(sc)
        while os.read(fd, 1) != b"\x1b":
            pass
    finally:
        out(SHOW + ESC + "?1049l")
        termios.tcsetattr(fd, termios.TCSADRAIN, old)


# bao: OpenBao's CLI, a hidden line with echo off.

def bao_unseal():
    getpass_line("Unseal Key (will be hidden): ")
    hang()


def bao_token():
    getpass_line("Token (will be hidden): ")
    hang()


def bao_userpass():
    getpass_line("Password (will be hidden): ")
    print("Initiating Interactive MFA Validation...")
    getpass_line('Enter the passphrase for methodID "5a6c1f0e-9d3b-4f7a-8e21-7c0d2b9a4e13" of type "totp":')
    hang()


# totp: yitsushi's totp-cli add-token, lines read cooked.

def totp():
    read_line("Namespace: ")
    read_line("Account: ")
    read_line("Token: ")
    pw = getpass_line("Password: ")
    again = getpass_line("Again: ")
    if pw != again:
        print("Passwords do not match")
        sys.exit(1)
    hang()


def main():
    tool = sys.argv[1] if len(sys.argv) > 1 else ""
    tools = {
        "particle": particle,
        "solo-change": solo_change,
        "solo-verify": solo_verify,
        "kptui": lambda: kptui(False),
        "kptui-new": lambda: kptui(True),
        "bao-unseal": bao_unseal,
        "bao-token": bao_token,
        "bao-userpass": bao_userpass,
        "totp": totp,
    }
    if tool not in tools:
        sys.exit(__doc__)
    try:
        tools[tool]()
    except KeyboardInterrupt:
        sys.exit(130)


if __name__ == "__main__":
    main()
