#!/usr/bin/env python3
"""The eightysecond set's fixtures: small programs, each drawing what a
real tool that cannot run here draws at one of its interactive moments
(its words, layout, colours and keys), named after it with "-like".

    eightysecond_demo.py PROGRAM
"""
import getpass
import os
import sys
import termios
import time
import tty

GREEN, CYAN, BOLD, DIM, RESET = "\x1b[32m", "\x1b[36m", "\x1b[1m", "\x1b[2m", "\x1b[0m"
YELLOW = "\x1b[33m"


def out(s):
    sys.stdout.write(s)
    sys.stdout.flush()


def line(prompt):
    out(prompt)
    s = sys.stdin.readline()
    if not s:
        sys.exit(0)
    return s.rstrip("\n")


def calc(expr):
    try:
        return eval(expr.rstrip(";").replace("^", "**"), {}, {})
    except Exception:
        return None


def mathematica():
    # wolfram / math: the kernel's text interface.
    out("Mathematica 13.3.0 Kernel for Linux x86 (64-bit)\n")
    out("Copyright 1988-2023 Wolfram Research, Inc.\n")
    n = 1
    while True:
        s = line("\nIn[%d]:= " % n)
        v = calc(s)
        if v is not None:
            out("\nOut[%d]= %s\n" % (n, v))
        n += 1


def maple():
    # cmaple: its banner, then "> ", each result centred.
    out("    |\\^/|     Maple 2023 (X86 64 LINUX)\n")
    out("._|\\|   |/|_. Copyright (c) Maplesoft, a division of Waterloo Maple Inc. 2023\n")
    out(" \\  MAPLE  /  All rights reserved. Maple is a trademark of\n")
    out(" <____ ____>  Waterloo Maple Inc.\n")
    out("      |       Type ? for help.\n")
    while True:
        s = line("> ")
        v = calc(s)
        if v is not None:
            out("%s\n\n" % str(v).center(80).rstrip())


def magma():
    out("Magma V2.28-3     %s on relay    [Seed = 2718281828]\n" % time.strftime("%a %b %d %Y %H:%M:%S"))
    out("Type ? for help.  Type <Ctrl>-D to quit.\n")
    while True:
        s = line("> ")
        v = calc(s)
        if v is not None:
            out("%s\n" % v)


def stata():
    # console Stata (stata-se): its logo, licence lines, then ". ".
    out("\n")
    out("  ___  ____  ____  ____  ____ \u00ae\n")
    out(" /__    /   ____/   /   ____/      18.0\n")
    out("___/   /   /___/   /   /___/       SE\u2014Standard Edition\n")
    out("\n")
    out(" Statistics and Data Science       Copyright 1985-2023 StataCorp LLC\n")
    out("                                   StataCorp\n")
    out("                                   4905 Lakeway Drive\n")
    out("                                   College Station, Texas 77845 USA\n")
    out("                                   800-STATA-PC        https://www.stata.com\n")
    out("                                   979-696-4600        stata@stata.com\n")
    out("\n")
    out("Stata license: Single-user  perpetual\n")
    out("Serial number: 401806300000\n")
    out("  Licensed to: Relay Operations\n")
    out("               Relay\n")
    out("\n")
    out("Notes:\n")
    out("      1. Unicode is supported; see help unicode_advice.\n")
    out("      2. Maximum number of variables is set to 5,000; see help set_maxvar.\n")
    while True:
        s = line("\n. ")
        if s.startswith("display "):
            v = calc(s[len("display "):])
            out("%s\n" % v)
        elif s:
            out("command %s is unrecognized\nr(199);\n" % s.split()[0])


def matlab():
    # matlab -nodesktop: its centred banner, then ">> ".
    for s in ["< M A T L A B (R) >", "Copyright 1984-2023 The MathWorks, Inc.",
              "R2023b Update 5 (23.2.0.2459199) 64-bit (glnxa64)", "January 5, 2024"]:
        out(s.center(80).rstrip() + "\n")
    out("\n \nTo get started, type doc.\nFor product information, visit www.mathworks.com.\n \n")
    while True:
        s = line(">> ")
        v = calc(s)
        if v is not None:
            out("\nans =\n\n    %s\n\n" % v)


def fsi():
    # dotnet fsi: F# Interactive.
    out("\nMicrosoft (R) F# Interactive version 12.8.0.0 for F# 8.0\n")
    out("Copyright (c) Microsoft Corporation. All Rights Reserved.\n\n")
    out("For help type #help;;\n")
    while True:
        s = line("\n> ")
        v = calc(s.rstrip(";"))
        if v is not None:
            out("val it: int = %s\n" % v)


def avdmanager():
    # avdmanager create avd -n relay -k "system-images;android-34;google_apis;x86_64"
    out("[=======================================] 100% Fetch remote repository...       \n")
    out("Auto-selecting single ABI x86_64\n")
    line("Do you wish to create a custom hardware profile? [no] ")


def flutter():
    # flutter doctor --android-licenses (Android's sdkmanager --licenses).
    out("[=======================================] 100% Computing updates...             \n")
    out("5 of 7 SDK package licenses not accepted.\n")
    s = line("Review licenses that have not been accepted (y/N)? ")
    if not s.lower().startswith("y"):
        return
    out("\n1/5: License android-googletv-license:\n")
    out("---------------------------------------\n")
    out("Terms and Conditions\n\n")
    out("This is the Google TV Add-on for the Android Software Development Kit License Agreement.\n\n")
    out("1. Introduction\n\n")
    out("1.1 The Google TV Add-on for the Android Software Development Kit (referred to in this License Agreement as the \"Google TV Add-on\" and specifically including the Android system files, packaged APIs, and Google APIs add-ons) is licensed to you subject to the terms of this License Agreement.\n\n")
    out("January 2011\n")
    out("---------------------------------------\n")
    line("Accept? (y/N): ")


def knife():
    # knife node delete relay-sin, then knife configure.
    if len(sys.argv) > 2 and sys.argv[2] == "configure":
        out("WARNING: No knife configuration file found. See https://docs.chef.io/config_rb/ for details.\n")
        line("Please enter the chef server URL: [https://relay/organizations/myorg] ")
        line("Please enter an existing username or clientname for the API: [root] ")
        return
    line("Do you really want to delete relay-sin? (Y/N) ")


def phx():
    # mix phx.new relay
    for f in ["relay/config/config.exs", "relay/config/dev.exs", "relay/config/prod.exs",
              "relay/config/runtime.exs", "relay/config/test.exs", "relay/lib/relay/application.ex",
              "relay/lib/relay.ex", "relay/lib/relay_web/controllers/error_json.ex",
              "relay/lib/relay_web/endpoint.ex", "relay/lib/relay_web/router.ex",
              "relay/lib/relay_web/telemetry.ex", "relay/lib/relay_web.ex", "relay/mix.exs",
              "relay/README.md", "relay/.formatter.exs", "relay/.gitignore",
              "relay/test/support/conn_case.ex", "relay/test/test_helper.exs",
              "relay/priv/static/favicon.ico"]:
        out("%s* creating %s%s\n" % (GREEN, RESET, f))
    line("\nFetch and install dependencies? [Yn] ")


def supabase():
    if len(sys.argv) > 2 and sys.argv[2] == "link":
        # supabase link --project-ref …: the database password, echo off.
        getpass.getpass("Enter your database password (or leave blank to skip): ")
        return
    # supabase init
    line("Generate VS Code settings for Deno? [y/N] ")
    line("Generate IntelliJ Settings for Deno? [y/N] ")


def helm():
    # helm registry login registry.relay.example
    line("Username: ")
    getpass.getpass("Password: ")


def cargo_generate():
    # cargo generate relay/template: the project name, then a placeholder's choices.
    out("\u26a0\ufe0f   Favorite `relay/template` not found in config, using it as a git repository: https://github.com/relay/template.git\n")
    line("\U0001f937   Project Name: ")
    out("\U0001f527   Destination: /home/relay/hello ...\n")
    out("\U0001f527   project-name: hello ...\n")
    out("\U0001f527   Generating template ...\n")
    choices = ["github", "gitlab", "none"]
    cur = 0
    q = "\U0001f937   Which CI provider should the project use?"
    fd = sys.stdin.fileno()
    old = termios.tcgetattr(fd)
    tty.setraw(fd)
    out("\x1b[?25l")
    try:
        first = True
        while True:
            if not first:
                out("\x1b[%dA\r" % len(choices))
            first = False
            out("\r\x1b[K%s?%s %s%s%s %s\u203a%s\r\n" % (YELLOW, RESET, BOLD, q, RESET, DIM, RESET))
            for i, c in enumerate(choices):
                if i == cur:
                    out("\x1b[K%s\u276f %s%s" % (CYAN, c, RESET))
                else:
                    out("\x1b[K  %s" % c)
                if i < len(choices) - 1:
                    out("\r\n")
            k = os.read(fd, 8)
            if k in (b"\x1b[B", b"j"):
                cur = (cur + 1) % len(choices)
            elif k in (b"\x1b[A", b"k"):
                cur = (cur - 1) % len(choices)
            elif k in (b"\r", b"\n", b"\x03", b"q"):
                break
    finally:
        out("\x1b[?25h")
        termios.tcsetattr(fd, termios.TCSADRAIN, old)


def oxker():
    # oxker: a ratatui view of docker containers on the alternate screen.
    rows = [("relay-api", "\u2713 running", "Up 3 hours", "01.20%", "81.43 MB / 15.52 GB", "4f0a1c", "relay/api:7", "12.3 kB", "8.1 kB"),
            ("relay-db", "\u2713 running", "Up 3 hours", "00.41%", "212.06 MB / 15.52 GB", "9b2e77", "postgres:16", "4.2 kB", "3.9 kB"),
            ("relay-cache", "\u2716 exited", "Exited (0) 2 min", "00.00%", "0.00 kB / 15.52 GB", "c81d03", "redis:7", "0 kB", "0 kB")]
    cur = 0
    fd = sys.stdin.fileno()
    old = termios.tcgetattr(fd)
    tty.setraw(fd)
    out("\x1b[?1049h\x1b[?25l")

    def draw():
        W = 80
        o = ["\x1b[H\x1b[2J"]
        o.append("\x1b[1;1H\x1b[44;97m" + " name         state      status           cpu     memory/limit".ljust(W - 17) + "\x1b[0m\x1b[44;97m ( h ) show help \x1b[0m")
        o.append("\x1b[2;1H\u256d Containers %d/%d " % (cur + 1, len(rows)) + "\u2500" * (W - 17 - len(str(cur + 1))) + "\u256e")
        for i, r in enumerate(rows):
            text = " %-12s %-10s %-16s %-7s %-20s" % r[:5]
            text = text[:W - 4].ljust(W - 4)
            pre = "\u26ac" if i == cur else " "
            col = "\x1b[1;7m" if i == cur else ("\x1b[32m" if "running" in r[1] else "\x1b[31m")
            o.append("\x1b[%d;1H\u2502%s%s%s\x1b[0m\u2502" % (3 + i, pre, col, text[:W - 3]))
        o.append("\x1b[6;1H\u2570" + "\u2500" * (W - 2) + "\u256f")
        o.append("\x1b[7;1H\u256d Commands " + "\u2500" * 9 + "\u256e\u256d Logs - %s " % rows[cur][0] + "\u2500" * (W - 31 - len(rows[cur][0])) + "\u256e")
        cmds = ["\u25b6 pause", "  restart", "  stop", "  delete"] if "running" in rows[cur][1] else ["\u25b6 start", "  delete", "", ""]
        logs = ["2026-11-26T20:01:12 listening on :8080", "2026-11-26T20:01:13 connected to relay-db",
                "2026-11-26T20:04:40 GET /health 200", "2026-11-26T20:05:02 GET /api/peers 200"]
        for i in range(12):
            c = cmds[i] if i < len(cmds) else ""
            lg = logs[i] if i < len(logs) and "running" in rows[cur][1] else ""
            o.append("\x1b[%d;1H\u2502%-18s\u2502\u2502 %-57s\u2502" % (8 + i, c, lg[:57]))
        o.append("\x1b[20;1H\u2570" + "\u2500" * 18 + "\u256f\u2570" + "\u2500" * 58 + "\u256f")
        o.append("\x1b[21;1H\u256d cpu 01.20% " + "\u2500" * 25 + "\u256e\u256d memory 81.43 MB " + "\u2500" * 21 + "\u256e")
        o.append("\x1b[22;1H\u2502" + " " * 37 + "\u2502\u2502" + " " * 38 + "\u2502")
        o.append("\x1b[23;1H\u2570" + "\u2500" * 37 + "\u256f\u2570" + "\u2500" * 38 + "\u256f")
        out("".join(o))

    try:
        draw()
        while True:
            k = os.read(fd, 8)
            if k in (b"\x1b[B", b"j"):
                cur = min(cur + 1, len(rows) - 1)
            elif k in (b"\x1b[A", b"k"):
                cur = max(cur - 1, 0)
            elif k in (b"q", b"\x03"):
                break
            draw()
    finally:
        out("\x1b[?25h\x1b[?1049l")
        termios.tcsetattr(fd, termios.TCSADRAIN, old)


PROGRAMS = {
    "mathematica-like": mathematica, "maple-like": maple, "magma-like": magma,
    "stata-like": stata, "matlab-like": matlab, "dotnet-fsi-like": fsi,
    "avdmanager-like": avdmanager, "flutter-like": flutter, "knife-like": knife,
    "phx-new-like": phx, "supabase-like": supabase, "helm-like": helm,
    "cargo-generate-like": cargo_generate, "oxker-like": oxker,
}

if __name__ == "__main__":
    try:
        PROGRAMS[sys.argv[1]]()
    except (KeyboardInterrupt, EOFError):
        pass
