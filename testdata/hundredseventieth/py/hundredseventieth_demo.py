#!/usr/bin/env python3
"""The hundredseventieth set's imitations: each prints, on the main screen
and a line at a time, what the read-eval-print loop or command console of
a tool that cannot run here prints (its banner, prompt, answers, errors
and continuation lines), with line editing in raw mode where the tool
edits its own line and through readline or the terminal's canonical mode
where it does. The first argument names the tool imitated."""
import getpass
import os
import sys
import termios
import tty

BOLD, RED, GREEN, CYAN, YELLOW, GREY, OFF = "\x1b[1m", "\x1b[31m", "\x1b[32m", "\x1b[36m", "\x1b[33m", "\x1b[90m", "\x1b[0m"


def out(s=""):
    sys.stdout.write(s)
    sys.stdout.flush()


class Raw:
    """A line editor of the tool's own: the terminal raw, every key echoed
    by the program, lines ended by CR LF."""

    def __init__(self):
        self.fd = sys.stdin.fileno()
        self.old = termios.tcgetattr(self.fd)
        tty.setraw(self.fd)

    def restore(self):
        termios.tcsetattr(self.fd, termios.TCSADRAIN, self.old)

    def line(self, prompt, indent=""):
        out(prompt + indent)
        buf = indent
        while True:
            ch = os.read(self.fd, 1).decode("utf-8", "replace")
            if ch in ("\r", "\n"):
                out("\r\n")
                return buf
            if ch in ("\x03", "\x04"):
                self.restore()
                out("\r\n")
                sys.exit(0)
            if ch in ("\x7f", "\b"):
                if buf:
                    buf = buf[:-1]
                    out("\b \b")
                continue
            if ch == "\x1b":
                continue
            if ch >= " ":
                buf += ch
                out(ch)

    def say(self, text=""):
        out(text.replace("\n", "\r\n") + "\r\n")


def wait_forever():
    try:
        sys.stdin.read()
    except KeyboardInterrupt:
        pass


def readline_input(prompt):
    import readline  # noqa: F401
    try:
        return input(prompt)
    except EOFError:
        sys.exit(0)


# mpremote-like: `mpremote connect /dev/ttyACM0 repl` on a Raspberry Pi
# Pico W, after Ctrl-B: MicroPython's friendly REPL, the terminal raw and
# every key echoed by the board, `... ` with an automatic indent after a
# line ending in a colon.
def mpremote():
    t = Raw()
    t.say("Connected to MicroPython at /dev/ttyACM0")
    t.say("Use Ctrl-] or Ctrl-x to exit this shell")
    t.say("")
    t.say("MicroPython v1.22.1 on 2024-01-05; Raspberry Pi Pico W with RP2040")
    t.say('Type "help()" for more information.')
    block = []
    while True:
        if block:
            indent = "    " if block[-1].rstrip().endswith(":") else ""
            line = t.line("... ", indent)
            if line.strip() == "":
                for i in range(3):
                    t.say(str(i))
                block = []
            else:
                block.append(line)
            continue
        line = t.line(">>> ")
        s = line.strip()
        if not s:
            continue
        if s.endswith(":"):
            block = [line]
        elif s == "import sys; sys.platform":
            t.say("'rp2'")
        elif s == "import machine; machine.freq()":
            t.say("125000000")
        else:
            t.say("Traceback (most recent call last):")
            t.say('  File "<stdin>", line 1, in <module>')
            name = s.split(".")[0].split("(")[0]
            t.say("NameError: name '%s' isn't defined" % name)


# qemu-like: `qemu-system-aarch64 -M virt … -display none -monitor stdio`:
# QEMU's monitor, its own line editor in raw mode.
def qemu():
    t = Raw()
    t.say("QEMU 8.1.2 monitor - type 'help' for more information")
    while True:
        s = t.line("(qemu) ").strip()
        if not s:
            continue
        if s == "info status":
            t.say("VM status: running")
        elif s == "info version":
            t.say("8.1.2 (Debian 1:8.1.2+ds-1)")
        else:
            t.say("unknown command: '%s'" % s.split()[0])


# u-boot-like: a board's serial console, its autoboot stopped by a key:
# U-Boot's `=> ` prompt, the board echoing each key.
def uboot():
    t = Raw()
    t.say("")
    t.say("")
    t.say("U-Boot 2023.10+dfsg-1 (Oct 23 2023 - 08:19:26 +0000)")
    t.say("")
    t.say("DRAM:  948 MiB")
    t.say("RPI 3 Model B+ (0xa020d3)")
    t.say("Core:  68 devices, 14 uclasses, devicetree: board")
    t.say("MMC:   mmc@7e202000: 0, mmc@7e300000: 1")
    t.say("Loading Environment from FAT... OK")
    t.say("In:    serial")
    t.say("Out:   serial")
    t.say("Err:   serial")
    t.say("Net:   No ethernet found.")
    out("Hit any key to stop autoboot:  2 ")
    os.read(t.fd, 1)
    out("\b\b0 \r\n")
    while True:
        s = t.line("=> ").strip()
        if not s:
            continue
        if s == "version":
            t.say("U-Boot 2023.10+dfsg-1 (Oct 23 2023 - 08:19:26 +0000)")
            t.say("")
            t.say("aarch64-linux-gnu-gcc (Debian 13.2.0-5) 13.2.0")
            t.say("GNU ld (GNU Binutils for Debian) 2.41")
        elif s == "printenv bootcmd":
            t.say("bootcmd=run distro_bootcmd")
        else:
            t.say("Unknown command '%s' - try 'help'" % s.split()[0])


# mclient-like: `mclient -d relay`, MonetDB's SQL terminal: its user and
# password asked on lines (the password with echo off), then `sql>`
# through readline and `more>` until a statement ends with a semicolon.
def mclient():
    sys.stdout.write("user(monetdb):")
    sys.stdout.flush()
    if not sys.stdin.readline():
        return
    getpass.getpass("password:")
    print("Welcome to mclient, the MonetDB/SQL interactive terminal (Dec2023-SP1)")
    print("Database: MonetDB v11.49.1 (Dec2023-SP1), 'mapi:monetdb://localhost:50000/relay'")
    print("FOLLOW US on https://github.com/MonetDB/MonetDB")
    print("Type \\q to quit, \\? for a list of available commands")
    print("auto commit mode: on")
    stmt = ""
    while True:
        line = readline_input("more>" if stmt else "sql>")
        stmt = (stmt + " " + line).strip()
        if not stmt:
            continue
        if not stmt.endswith(";"):
            continue
        q, stmt = stmt.rstrip(";").strip().lower(), ""
        if q == "select name, region from relays":
            print("+---------+--------+")
            print("| name    | region |")
            print("+=========+========+")
            print("| kestrel | dub    |")
            print("| osprey  | fra    |")
            print("+---------+--------+")
            print("2 tuples")
        else:
            table = q.split("from")[-1].split()[0] if "from" in q else q.split()[0]
            print("SELECT: no such table '%s'" % table)


# edgedb-like: `edgedb`, its REPL on the project's instance: a coloured
# `edgedb> `, its own line editor in raw mode, `....... ` until a
# statement ends with a semicolon.
def edgedb():
    t = Raw()
    t.say("EdgeDB 4.7+5a6c3f1 (repl 4.1.1+4bc4ab0)")
    t.say("Type \\help for help, \\quit to quit.")
    stmt = ""
    while True:
        prompt = (GREY + "....... " + OFF) if stmt else (BOLD + GREEN + "edgedb" + OFF + "> ")
        stmt = (stmt + " " + t.line(prompt)).strip()
        if not stmt or not stmt.endswith(";"):
            continue
        q, stmt = stmt.rstrip(";").strip(), ""
        if q == "select 6 * 7":
            t.say("{42}")
        elif q.startswith("select Relay { name }"):
            t.say("{default::Relay {name: 'kestrel'}, default::Relay {name: 'osprey'}}")
        else:
            name = q.split()[1] if len(q.split()) > 1 else q
            t.say(BOLD + RED + "error" + OFF + BOLD + ": InvalidReferenceError: object type or expression alias 'default::%s' does not exist" % name + OFF)
            t.say(CYAN + "  ┌─ " + OFF + "<query>:1:8")
            t.say(CYAN + "  │" + OFF)
            t.say(CYAN + "1 │" + OFF + " %s;" % q)
            t.say(CYAN + "  │" + OFF + "        " + RED + "^" * len(name) + " error" + OFF)


# keydb-cli-like: `keydb-cli`, KeyDB's command line, its own line editor
# in raw mode.
def keydb():
    t = Raw()
    store = {}
    while True:
        s = t.line("127.0.0.1:6379> ").strip()
        if not s:
            continue
        w = s.split()
        cmd = w[0].upper()
        if cmd == "SET" and len(w) == 3:
            store[w[1]] = w[2]
            t.say("OK")
        elif cmd == "GET" and len(w) == 2:
            t.say('"%s"' % store[w[1]] if w[1] in store else "(nil)")
        elif cmd == "PING":
            t.say("PONG")
        else:
            args = " ".join("'%s'" % a for a in w[1:])
            t.say("(error) ERR unknown command '%s', with args beginning with: %s " % (w[0], args))


# mathics-like: `mathics`, the free Wolfram Language interpreter's
# terminal through readline, its prompts counting the inputs.
def mathics():
    print()
    print("Mathics 6.0.4")
    print("on CPython 3.11.2 (main, Mar 13 2023, 12:18:29) [GCC 12.2.0]")
    print("using SymPy 1.12, mpmath 1.3.0, numpy 1.26.4")
    print()
    print("Copyright (C) 2011-2023 The Mathics Team.")
    print("This program comes with ABSOLUTELY NO WARRANTY.")
    print("This is free software, and you are welcome to redistribute it")
    print("under certain conditions.")
    print("See the documentation for the full license.")
    print()
    print("Quit by evaluating Quit[] or by pressing CONTROL-D.")
    print()
    n = 1
    while True:
        s = readline_input("In[%d]:= " % n).strip()
        if not s:
            continue
        if s == "Factor[x^2 - 1]":
            print("Out[%d]= (-1 + x) (1 + x)" % n)
        elif s.count("]") > s.count("["):
            cut = s.rindex("]")
            print('Syntax::sntxf: "%s" cannot be followed by "%s" (line 1 of "<stdin>").' % (s[:cut], s[cut:]))
            print()
            continue
        elif s == "1/0":
            print("Power::infy: Infinite expression 1 / 0 encountered.")
            print("Out[%d]= ComplexInfinity" % n)
        else:
            print("Out[%d]= %s" % (n, s))
        print()
        n += 1


# cling-like: `cling`, the interactive C++ interpreter: its own line
# editor in raw mode, `[cling]$ ? ` while braces are open.
def cling():
    t = Raw()
    t.say("")
    t.say("****************** CLING ******************")
    t.say("* Type C++ code and press enter to run it *")
    t.say("*             Type .q to exit             *")
    t.say("*******************************************")
    depth, n, defined = 0, 2, False
    while True:
        s = t.line("[cling]$ " + ("?   " * depth)).strip()
        if not s:
            continue
        n += 1
        opened = s.count("{") - s.count("}")
        if depth or opened:
            depth += opened
            if depth <= 0:
                depth, defined = 0, True
            continue
        if s == "std::sqrt(1764.0)":
            t.say("(double) 42.000000")
        elif s.startswith("twice(") and defined:
            t.say("(int) 42")
        elif s.startswith("#include"):
            pass
        else:
            name = s.split("(")[0]
            t.say(BOLD + "input_line_%d:2:2: " % n + RED + "error: " + OFF + BOLD + "use of undeclared identifier '%s'" % name + OFF)
            t.say(" " + s)
            t.say(GREEN + BOLD + " ^" + OFF)


if __name__ == "__main__":
    {"mpremote": mpremote, "qemu": qemu, "u-boot": uboot, "mclient": mclient, "edgedb": edgedb,
     "keydb-cli": keydb, "mathics": mathics, "cling": cling}[sys.argv[1]]()
