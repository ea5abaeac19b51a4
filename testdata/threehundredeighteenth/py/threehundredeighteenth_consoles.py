#!/usr/bin/env python3
"""The threehundredeighteenth set's imitations of five consoles that
Debian does not package, each run as `threehundredeighteenth_consoles.py
TOOL`: bprolog (B-Prolog's top level), swiftforth (FORTH, Inc.'s
SwiftForth on a Linux terminal), nuosql (NuoDB's SQL client), solace
(Solace PubSub+'s broker CLI) and awplus (Allied Telesis AlliedWare
Plus, a switch's console). Each draws what the program draws on the main
screen a line at a time: its banner, its prompt, its continuation or
context prompt, its answers, tables and errors, the questions it asks
(a password read with echo off, a (y/n) before a reload), and a line at
work with no prompt back, as their documentation and published sessions
show them. Lines are edited with readline, but SwiftForth's, which reads
its own line and answers ` ok` on the same line."""

import getpass
import readline  # noqa: F401  (each program edits its line)
import sys
import termios
import time


def out(s):
    sys.stdout.write(s)
    sys.stdout.flush()


def ask(prompt):
    try:
        return input(prompt)
    except EOFError:
        out("\n")
        sys.exit(0)


def busy():
    time.sleep(900)
    sys.exit(0)


# B-Prolog's top level: `| ?- `, a query read until its full stop (no
# prompt on the lines after the first), `yes`/`no` after each answer.
def bprolog():
    out("B-Prolog Version 8.1, All rights reserved, (C) Afany Software 1994-2014.\n")
    while True:
        q = ask("| ?- ")
        while not q.strip().endswith("."):
            q += " " + ask("")
        q = q.strip()
        if q.startswith("halt"):
            return
        if "between" in q and "fail" in q:
            busy()
        if q.startswith("ledger") or "ledger(" in q:
            out("*** error(existence_error(procedure,ledger/2),top)\n\n")
            continue
        if "format" in q or "forall" in q:
            out("account     cents\n"
                "cash        41250\n"
                "fuel        -4100\n"
                "rent      -120000\n"
                "salary     310000\n"
                "yes\n\n")
            continue
        if " is " in q:
            out("X = 42\nyes\n\n")
            continue
        out("yes\n\n")


# SwiftForth reads its own line, echoing it, and answers ` ok` on the
# same line; an unknown word is echoed back with a `?`.
def readline_raw():
    fd = sys.stdin.fileno()
    old = termios.tcgetattr(fd)
    new = termios.tcgetattr(fd)
    new[3] &= ~(termios.ICANON | termios.ECHO)
    termios.tcsetattr(fd, termios.TCSADRAIN, new)
    buf = ""
    try:
        while True:
            c = sys.stdin.read(1)
            if c == "":
                sys.exit(0)
            if c in "\r\n":
                return buf
            if c in "\x7f\x08":
                if buf:
                    buf = buf[:-1]
                    out("\b \b")
                continue
            if c >= " ":
                buf += c
                out(c)
    finally:
        termios.tcsetattr(fd, termios.TCSADRAIN, old)


def swiftforth():
    out("SwiftForth i386-Linux 3.11.0 23-Feb-2021\n")
    stack = []
    while True:
        line = readline_raw()
        words = line.split()
        if line.strip() == "bye":
            out("\n")
            return
        if words and words[-1] == "spin" and (words[0] != ":" or ";" in words):
            out(" ")
            busy()
        if "dump" in words:
            out("\n"
                "80A3F40 3A 20 73 70 69 6E 20 62  65 67 69 6E 20 61 67 61 : spin begin aga\n"
                "80A3F50 69 6E 20 3B 00 00 00 00  00 00 00 00 00 00 00 00 in ;............\n"
                "80A3F60 04 73 70 69 6E 00 00 00  E9 FB FF FF FF 00 00 00 .spin...........\n"
                "80A3F70 00 00 00 00 00 00 00 00  00 00 00 00 00 00 00 00 ................ ok\n")
            continue
        bad = None
        known = {":", ";", "begin", "again", "dup", "*", "+", ".", ".s", "here", "spin", "sq"}
        for i, w in enumerate(words):
            if words[0] == ":" and i == 1:
                continue
            if not (w.lstrip("-").isdigit() or w.lower() in known):
                bad = w
                break
        if bad:
            out(" %s ?\n" % bad)
            continue
        said = ""
        for w in words:
            if w.lstrip("-").isdigit():
                stack.append(int(w))
            elif w in ("+", "*") and len(stack) >= 2:
                b, a = stack.pop(), stack.pop()
                stack.append(a + b if w == "+" else a * b)
            elif w == "dup" and stack:
                stack.append(stack[-1])
            elif w == "." and stack:
                said += " %d" % stack.pop()
            elif w == ".s":
                said += " " + " ".join(str(n) for n in stack) + " <-Top"
        out(said)
        out(" ok\n")


# NuoDB's nuosql: the password asked when none is given, `SQL> `,
# `   > ` under a statement left open, results in columns with dashes.
def nuosql():
    getpass.getpass("Password: ")
    out("\n")
    q = ""
    while True:
        line = ask("SQL> " if not q else "   > ")
        q = (q + " " + line).strip()
        if not q:
            continue
        if not q.endswith(";"):
            continue
        s, q = q.lower(), ""
        if s.startswith("quit"):
            return
        if "ledgr" in s:
            out("Error 42000: can't find table \"USER\".\"LEDGR\"\n")
            continue
        if "cross join" in s or "sleep" in s:
            busy()
        if s.startswith("select"):
            out("\n"
                " ACCOUNT    TOTAL   \n"
                " -------- --------- \n"
                "\n"
                "  cash       41250  \n"
                "  fuel       -4100  \n"
                "  rent     -120000  \n"
                "  salary    310000  \n"
                "\n")
            continue
        out("\n")


# Solace PubSub+'s CLI: `solace> `, `solace# ` once enabled, the
# configuration context in brackets, `Invalid command input` with a
# caret, a (y/n) before a reload.
def solace():
    out("\nSolace PubSub+ Standard Version 10.6.1.52\n\n"
        "The Solace PubSub+ Standard is proprietary software of\n"
        "Solace Corporation. By accessing the Solace PubSub+ Standard\n"
        "you are agreeing to the license terms and conditions located at\n"
        "http://www.solace.com/license-software\n\n"
        "Copyright 2004-2024 Solace Corporation. All rights reserved.\n\n"
        "To purchase product support, please contact Solace at:\n"
        "https://solace.com/contact-us/\n\n"
        "Operating Mode: Message Routing Node\n\n")
    mode, ctx = ">", ""
    while True:
        line = ask("solace%s%s " % (ctx, mode)).strip()
        words = line.split()
        if not words:
            continue
        if line in ("exit", "end") and ctx:
            ctx = ""
            continue
        if line == "enable":
            mode = "#"
            continue
        if line == "configure" and mode == "#":
            ctx = "(configure)"
            continue
        if words[0] == "message-vpn" and ctx == "(configure)":
            ctx = "(configure/message-vpn)"
            continue
        if line.startswith("show message-vpn"):
            out("Flags Legend:\n"
                "A - Admin State (U=Enabled, D=Disabled)\n"
                "O - Oper Status (U=Up, D=Down)\n"
                "S - Semp-over-Msgbus Admin Status (U=Enabled, D=Disabled)\n\n"
                "                                           Total  Connections            Flags\n"
                "Message VPN                                 Size     Count  Max          A O S\n"
                "---------------------------------------- ------- --------- ------------ - - -\n"
                "default                                   0.6 MB        12  100          U U U\n"
                "ledger                                  41.2 MB         3  1000         U U U\n"
                "telemetry                                0.0 MB         0  1000         U D U\n\n")
            continue
        if words[0] == "reload" and mode == "#":
            a = ask("This command causes a reload of the system, which will disrupt service.\n"
                    "Do you want to continue (y/n)? ").strip().lower()
            if a == "y":
                busy()
            continue
        col = len("  -> ") + len(words[0]) + 1
        out("Invalid command input\n"
            "  -> %s\n" % line +
            " " * (col) + "^\n"
            "  Command not recognized\n")


# AlliedWare Plus: `awplus login:`, `Password:` with echo off, a banner,
# `awplus>`, `awplus#` once enabled, `% Invalid input detected at '^'
# marker.` under a caret, ping's replies a second apart.
def awplus():
    out("\nawplus login: ")
    if not sys.stdin.readline():
        return
    getpass.getpass("Password: ")
    out("\nAlliedWare Plus (TM) 5.5.3 05/15/24 03:21:09\n\n")
    mode = ">"
    while True:
        line = ask("awplus%s" % mode).strip()
        words = line.split()
        if not words:
            continue
        if line == "enable":
            mode = "#"
            continue
        if line in ("exit", "logout"):
            return
        if line.startswith("show interface brief"):
            out("Interface             Status          Protocol\n"
                "port1.0.1             admin up        running\n"
                "port1.0.2             admin up        down\n"
                "port1.0.3             admin up        running\n"
                "port1.0.4             admin down      down\n"
                "port1.0.5             admin up        running\n"
                "lo                    admin up        running\n"
                "vlan1                 admin up        running\n"
                "vlan20                admin up        running\n")
            continue
        if words[0] == "ping" and len(words) > 1:
            host = words[1]
            out("PING %s (%s) 56(84) bytes of data.\n" % (host, host))
            n = 1
            while True:
                out("64 bytes from %s: icmp_seq=%d ttl=64 time=0.%d ms\n" % (host, n, 300 + n * 7 % 90))
                n += 1
                time.sleep(1)
        col = len("awplus%s" % mode) + len(words[0]) + 1
        out(" " * col + "^\n% Invalid input detected at '^' marker.\n\n")


if __name__ == "__main__":
    {"bprolog": bprolog, "swiftforth": swiftforth, "nuosql": nuosql,
     "solace": solace, "awplus": awplus}[sys.argv[1]]()
