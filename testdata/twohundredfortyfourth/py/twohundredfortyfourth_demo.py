#!/usr/bin/env python3
"""The twohundredfortyfourth set's imitations: each prints, on the main
screen and a line at a time, what a REPL or console that cannot run here
prints: its banner or login, its counted, placed or named prompt, its
answer to a command, its continuation of an open statement, its password
asked with echo off and its question before a destructive command. The
first argument names the tool imitated."""
import getpass
import readline  # noqa: F401  (input() then edits through readline)
import sys
import time


def line(prompt=""):
    try:
        return input(prompt)
    except EOFError:
        sys.exit(0)
    except KeyboardInterrupt:
        print()
        return ""


def table(cols, rows, left=False):
    """A MySQL-like table of cols over rows."""
    w = [max(len(str(x)) for x in [c] + [r[i] for r in rows]) for i, c in enumerate(cols)]
    bar = "+" + "+".join("-" * (n + 2) for n in w) + "+"

    def row(vals, head=False):
        cells = []
        for i, v in enumerate(vals):
            s = str(v)
            if head or left or not s.isdigit():
                cells.append(" " + s.ljust(w[i]) + " ")
            else:
                cells.append(" " + s.rjust(w[i]) + " ")
        return "|" + "|".join(cells) + "|"

    print(bar)
    print(row(cols, True))
    print(bar)
    for r in rows:
        print(row(r))
    print(bar)


# mojo-like: Mojo's REPL (`mojo` with no arguments), built on LLDB: its
# lines counted, `  N> ` starting an expression, `  N. ` continuing it;
# a blank line runs what was typed.
def mojo():
    print("Welcome to Mojo! \U0001f525")
    print()
    print("Expressions are delimited by a blank line.")
    print("Type `:quit` to exit the REPL and `:mojo help` for further assistance.")
    print()
    n = 1
    while True:
        lines = []
        text = line("%3d> " % n)
        n += 1
        if text.strip() == ":quit":
            return
        while text.strip():
            lines.append(text.strip())
            text = line("%3d. " % n)
            n += 1
        for l in lines:
            if l.startswith("print(") and l.endswith(")"):
                arg = l[len("print("):-1]
                try:
                    print(eval(arg, {}, {}))
                except Exception:
                    print("[User] error: use of unknown declaration '%s'" % arg)
            elif l.startswith("var ") or l.startswith("fn ") or l.startswith("return"):
                pass
            else:
                print("[User] error: use of unknown declaration '%s'" % l.split("(")[0])


# dyalog-like: Dyalog APL's session in a terminal: its banner and no mark
# at all, the input indented six spaces, results at the left margin.
def dyalog():
    print("Dyalog APL/S-64 Version 19.0.48958")
    print("Serial number: UNREGISTERED - not for commercial use")
    print("+-----------------------------------------------------------------+")
    print("| Dyalog is free for non-commercial use but is not free software. |")
    print("| A basic licence can be used for experiments and proof of        |")
    print("| concept until the point in time that it is of value.            |")
    print("| For further information visit                                   |")
    print("| https://www.dyalog.com/prices-and-licences.htm                  |")
    print("+-----------------------------------------------------------------+")
    print("Sat Nov 28 09:14:05 2026")
    while True:
        e = line("      ").strip()
        if not e:
            continue
        if e == "+/1 2 3 4":
            print("10")
        elif e == "2 3⍴⍳6" or e == "3+1 2 3":
            print("4 5 6")
        elif e == ")clear":
            print("clear ws")
        elif e == ")off":
            return
        else:
            name = e.split()[0]
            print("VALUE ERROR: Undefined name: %s" % name)
            print("      %s" % e)
            print("      ∧")


# obclient-like: OceanBase's MySQL-mode client, its password asked with
# echo off, its prompt naming the database, `    -> ` continuing a
# statement until its semicolon.
def obclient():
    getpass.getpass("Enter password: ")
    print("Welcome to the OceanBase.  Commands end with ; or \\g.")
    print("Your OceanBase connection id is 3221487629")
    print("Server version: OceanBase_CE 4.2.1.0 (r100000152023110319-6b2b8c8b) (Built Nov  3 2023 19:54:28)")
    print()
    print("Copyright (c) 2000, 2018, OceanBase and/or its affiliates. All rights reserved.")
    print()
    print("Type 'help;' or '\\h' for help. Type '\\c' to clear the current input statement.")
    print()
    db = "(none)"
    while True:
        s = line("obclient [%s]> " % db)
        while s.strip() and not s.rstrip().endswith(";") and not s.strip().lower().startswith("use "):
            s += " " + line("    -> ")
        s = " ".join(s.split()).rstrip(";").strip()
        if not s:
            continue
        low = s.lower()
        if low.startswith("use "):
            db = s.split()[1]
            print("Database changed")
            continue
        elif low == "select 6*7":
            table(["6*7"], [[42]])
            print("1 row in set (0.001 sec)")
        elif low == "show tables":
            table(["Tables_in_" + db], [["orders"], ["customers"]], left=True)
            print("2 rows in set (0.004 sec)")
        else:
            print("ERROR 1064 (42000): You have an error in your SQL syntax; check the manual that "
                  "corresponds to your OceanBase version for the right syntax to use near '%s' at line 1" % s)
        print()


# mgconsole-like: Memgraph's console, `memgraph> ` and `       -> ` for
# a query not yet ended by its semicolon.
def mgconsole():
    print("mgconsole 1.4.0")
    print("Connected to 'memgraph://127.0.0.1:7687'")
    print("Type :help for shell usage")
    print("Quit the shell by typing Ctrl-D(eof) or :quit")
    while True:
        q = line("memgraph> ")
        if q.strip() == ":quit":
            return
        while q.strip() and not q.rstrip().endswith(";"):
            q += " " + line("       -> ")
        q = " ".join(q.split())
        if not q:
            continue
        if q.upper().startswith("MATCH (N) RETURN COUNT(N)"):
            table(["count(n)"], [["3"]], left=True)
            print("1 row in set (round trip in 0.001 sec)")
        elif q.upper().startswith("MATCH"):
            table(["p.name"], [['"Ada"'], ['"Grace"'], ['"Edsger"']], left=True)
            print("3 rows in set (round trip in 0.002 sec)")
        else:
            print("Client received query exception: line 1:1 mismatched input '%s' expecting <EOF>"
                  % q.split()[0])


# arista-eos-like: an Arista switch's console: its login, its password
# with echo off, `sw1>`, `sw1#` once enabled, `sw1(config)#` and
# `sw1(config-if-Et1)#` in configuration, and on reload with its
# configuration changed its question to save first.
def eos():
    print()
    print()
    while True:
        user = line("sw1 login: ").strip()
        if user:
            break
    getpass.getpass("Password: ")
    print("Last login: Fri Nov 27 09:12:44 on ttyS0")
    mode, modified = ">", False
    ctx = ""
    while True:
        c = line("sw1%s%s" % (ctx, mode)).strip()
        if not c:
            continue
        if c in ("en", "enable"):
            mode = "#"
        elif c in ("show version", "sh ver"):
            for l in ["Arista DCS-7050SX3-48YC8", "Hardware version: 11.00", "Serial number: JPE19181234",
                      "Hardware MAC address: 444c.a812.3456", "System MAC address: 444c.a812.3456", "",
                      "Software image version: 4.30.2F", "Architecture: x86_64",
                      "Internal build version: 4.30.2F-33092737.4302F",
                      "Internal build ID: 0d4c6ce8-d54b-4d3f-8c3e-3a7f5a5b8e77",
                      "Image format version: 3.0", "Image optimization: Strata-4GB", "",
                      "Uptime: 2 weeks, 3 days, 4 hours and 12 minutes",
                      "Total memory: 8099044 kB", "Free memory: 5411780 kB", ""]:
                print(l)
        elif mode == "#" and c in ("configure", "conf t", "configure terminal") and not ctx:
            ctx = "(config)"
        elif ctx and c.startswith("interface "):
            ctx = "(config-if-Et1)"
        elif ctx and c.startswith("description "):
            modified = True
        elif ctx and c in ("end", "exit"):
            ctx = "" if c == "end" or ctx == "(config)" else "(config)"
        elif mode == "#" and not ctx and c == "reload":
            if modified:
                a = line("System configuration has been modified. Save? [yes/no/cancel/diff]:").strip()
                if a in ("cancel", ""):
                    continue
            a = line("Proceed with reload? [confirm]")
            if a.strip() == "":
                print("Broadcast message from root@sw1")
                time.sleep(30)
                return
        else:
            print("% Invalid input")


# sr-os-like: a Nokia 7750 SR's MD-CLI over SSH: its context `[/]` over
# `A:admin@pe1# `, `(pr)[/]` in private configuration, and `admin reboot`
# asking first.
def sros():
    print()
    print(" SR OS Software")
    print(" Copyright (c) Nokia 2023.  All Rights Reserved.")
    print()
    print(" Trademarks")
    print()
    print(" Nokia and the Nokia logo are registered trademarks of Nokia.")
    print()
    print(" This product includes software developed by The Apache Software")
    print(" Foundation.")
    print()
    cfg = ""
    while True:
        print()
        print("%s[/]" % cfg)
        c = line("A:admin@pe1# ").strip()
        if not c:
            continue
        if c == "show router interface":
            eq, dash = "=" * 79, "-" * 79
            for l in [eq, "Interface Table (Router: Base)", eq,
                      "Interface-Name                   Adm       Opr(v4/v6)  Mode    Port/SapId",
                      "   IP-Address                                                  PfxState", dash,
                      "system                           Up        Up/Down     Network system",
                      "   10.0.0.1/32                                                 n/a",
                      "to-pe2                           Up        Up/Down     Network 1/1/c1/1",
                      "   192.168.12.1/30                                             n/a", dash,
                      "Interfaces : 2", eq]:
                print(l)
        elif c == "edit-config private":
            print("INFO: CLI #2070: Entering private configuration mode")
            print("INFO: CLI #2061: Uncommitted changes are discarded on configuration mode exit")
            cfg = "(pr)"
        elif c == "quit-config":
            cfg = ""
        elif c == "admin reboot":
            print("WARNING: Configuration and/or Boot options may have changed since the last save.")
            a = line("Are you sure you want to reboot (y/n)? ").strip().lower()
            if a.startswith("y"):
                print("Resetting...OK")
                time.sleep(30)
                return
        else:
            print("MINOR: MGMT_CORE #2201: Unknown element - '%s'" % c.split()[0])


# truffle-debug-like: Truffle's Solidity debugger over a transaction of a
# local chain: its keys, the source line it stands at marked with carets,
# `debug(development:0x…)> `.
def truffle():
    src = {
        17: "  function sendCoin(address receiver, uint amount) public returns(bool sufficient) {",
        18: "    if (balances[msg.sender] < amount) return false;",
        19: "    balances[msg.sender] -= amount;",
        20: "    balances[receiver] += amount;",
        21: "    emit Transfer(msg.sender, receiver, amount);",
        22: "    return true;",
    }
    marks = {18: (8, 34), 19: (4, 34), 20: (4, 32), 21: (4, 48), 22: (4, 15)}
    print("Starting Truffle Debugger...")
    time.sleep(0.3)
    print("\u2714 Compiling your contracts...")
    print("\u2714 Gathering information about your project and the transaction...")
    print()
    print("Addresses called: (not created)")
    print(" 0x5b1869D9A4C187F2EAa108f3062412ecf0526b24 - MetaCoin")
    print()
    print("Commands:")
    for l in ["(enter) last command entered (step next)",
              "(o) step over, (i) step into, (u) step out, (n) step next",
              "(c) continue until breakpoint, (Y) reset & continue to previous error",
              "(q) quit, (r) reset, (t) load new transaction, (T) unload transaction",
              "(s) print stacktrace, (e) print recent events, (l) print additional source context",
              "(h) print this help, (v) print variables and values, (:) evaluate expression - see `v`",
              "(b) add breakpoint (`b <file>:<line>`), (B) remove breakpoint"]:
        print(l)
    at = 18

    def show():
        print()
        print("MetaCoin.sol:")
        print()
        for n in (at - 1, at):
            print("%d: %s" % (n, src[n]))
        a, b = marks[at]
        print(" " * (len(str(at)) + 2 + a) + "^" * (b - a))
        print()

    show()
    last = "n"
    while True:
        c = line("debug(development:0x5ab2e6fd...)> ").strip() or last
        last = c
        if c in ("n", "o", "i"):
            if at < 22:
                at += 1
            show()
        elif c == "v":
            print()
            print("  receiver: 0x9a1A2bD3c4E5f60718293a4B5c6D7e8F90a1B2c3")
            print("    amount: 10")
            print("      msg: { sender: 0x627306090abaB3A6e1400e9345bC60c78a8BEf57, value: 0 }")
            print(" balances: Map(2) { 0x627306...8BEf57 => 9990, 0x9a1A2b...a1B2c3 => 10 }")
            print()
        elif c.startswith(":"):
            print()
            print(c[1:].strip() == "amount" and "10" or "undefined")
            print()
        elif c == "q":
            return
        else:
            print()
            print("Unknown command: %s" % c)
            print()


TOOLS = {
    "mojo": mojo,
    "dyalog": dyalog,
    "obclient": obclient,
    "mgconsole": mgconsole,
    "eos": eos,
    "sros": sros,
    "truffle": truffle,
}

if __name__ == "__main__":
    TOOLS[sys.argv[1]]()
