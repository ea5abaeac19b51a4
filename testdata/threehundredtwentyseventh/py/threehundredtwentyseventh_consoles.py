#!/usr/bin/env python3
"""The threehundredtwentyseventh set's imitations of four consoles that
cannot run here, each run as `threehundredtwentyseventh_consoles.py
TOOL`: ruijie (a Ruijie Networks switch's RGOS command line on its
console port, its mode mark changing from > to # to (config)#, a
--More-- paging long output), heavysql (HEAVY.AI's heavysql, once
MapD's and OmniSci's omnisql), pgdbg (the PGI compilers' debugger in
its text mode, stopped at a line with the line shown) and py65mon
(Mike Naberezny's Py65 6502 simulator's monitor). Each draws what the
program draws on the main screen a line at a time: its banner, its
prompt, its answers, tables and errors, the questions it asks, as their
documentation and published sessions show them. Lines are edited with
readline; the --More-- and the password read a key at a time with echo
off."""

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


def key():
    fd = sys.stdin.fileno()
    old = termios.tcgetattr(fd)
    new = termios.tcgetattr(fd)
    new[3] &= ~(termios.ICANON | termios.ECHO)
    try:
        termios.tcsetattr(fd, termios.TCSADRAIN, new)
        return sys.stdin.read(1)
    finally:
        termios.tcsetattr(fd, termios.TCSADRAIN, old)


RUNNING = """Building configuration...
Current configuration : 2386 bytes

version RGOS 10.4(3b19)p2 Release(172429)(Wed Sep 26 17:07:14 CST 2018 -ngcf32)
hostname Ruijie
vlan 1
!
vlan 10
 name office
!
vlan 20
 name voice
!
enable secret 5 $1$wLu4$2qBy6vsz8Ax5Dwyp
!
interface GigabitEthernet 0/1
 switchport access vlan 10
 spanning-tree portfast
!
interface GigabitEthernet 0/2
 switchport access vlan 10
 spanning-tree portfast
!
interface GigabitEthernet 0/3
 switchport access vlan 20
!
interface GigabitEthernet 0/4
 switchport mode trunk
!
interface VLAN 1
 ip address 10.0.0.2 255.255.255.0
!
ip route 0.0.0.0 0.0.0.0 10.0.0.1
!
line con 0
line vty 0 4
 login
 password 7 0821414a5c1b
!
end
""".split("\n")


def more(lines):
    rows = 23
    i = 0
    while i < len(lines):
        chunk = lines[i:i + rows]
        out("\n".join(chunk) + "\n")
        i += rows
        if i >= len(lines):
            return
        out(" --More-- ")
        k = key()
        out("\r          \r")
        if k in ("q", "Q"):
            return
        rows = 1 if k in ("\r", "\n") else 23


# A Ruijie switch's command line (RGOS): `Ruijie>` in user mode,
# `enable` asks the password, `Ruijie#` in privileged mode,
# `Ruijie(config)#` in global configuration.
def ruijie():
    out("\n\n")
    level = ">"
    while True:
        line = ask("Ruijie%s" % level).strip()
        if not line:
            continue
        words = line.split()
        if line in ("en", "enable"):
            getpass.getpass("Password:")
            level = "#"
            continue
        if line in ("conf", "conf t", "configure", "configure terminal") and level == "#":
            out("Enter configuration commands, one per line.  End with CNTL/Z.\n")
            level = "(config)#"
            continue
        if line in ("end", "exit") and level.startswith("("):
            level = "#"
            continue
        if line in ("exit", "logout"):
            return
        if words[0] in ("show", "sh") and len(words) > 1 and words[1].startswith("run") and level == "#":
            more(RUNNING)
            continue
        if words[0] == "ping" and len(words) > 1:
            n = words[words.index("ntimes") + 1] if "ntimes" in words and words.index("ntimes") + 1 < len(words) else "5"
            out("Sending %s, 100-byte ICMP Echoes to %s, timeout is 2 seconds:\n" % (n, words[1]))
            out("  < press Ctrl+C to break >\n")
            while True:
                time.sleep(1)
                out("!")
        if words[0] == "reload" and level == "#":
            a = ask("Reload system?(Y/N)").strip().lower()
            if a == "y":
                return
            continue
        out("                 ^\n% Invalid input detected at '^' marker.\n\n")


# HEAVY.AI's heavysql: the password asked, `heavysql> `, rows with `|`
# between columns, backslash commands.
def heavysql():
    getpass.getpass("Password: ")
    out("User admin connected to database heavyai\n")
    while True:
        line = ask("heavysql> ").strip()
        if not line:
            continue
        if line in ("\\q", "\\quit"):
            return
        if line == "\\t":
            out("flights_2008_10k\nheavyai_states\nledger\n")
            continue
        while not line.endswith(";"):
            line += " " + ask("")
        low = line.lower()
        if "cross join" in low or ", ledger b" in low:
            time.sleep(900)
            continue
        if "from ledgr" in low:
            out("TException - service has thrown: TDBException(error_msg=SQL Error: "
                "From line 1, column 15 to line 1, column 19: Object 'ledgr' not found)\n")
            continue
        if "from ledger" in low:
            out("account|total_cents\n"
                "salary|310000\n"
                "fuel|-4100\n"
                "rent|-120000\n"
                "3 rows returned.\n"
                "Execution time: 41 ms, Total time: 43 ms\n")
            continue
        out("0 rows returned.\nExecution time: 12 ms, Total time: 13 ms\n")


SOURCE = {
    9: "int main(void)",
    10: "{",
    11: "    long cents[] = {310000, -4100, -120000};",
    12: "    long total = 0;",
    13: "    int i;",
    14: "",
    15: "    for (i = 0; i < 3; i++)",
    16: "        total += cents[i];",
    17: "    while (total != 0)",
    18: "        spin(&total);",
    19: "    return 0;",
    20: "}",
}


# The PGI debugger, `pgdbg -text`: its banner, `pgdbg> `, a breakpoint
# hit shown with its line, `list` around the line with `==>` on it.
def pgdbg():
    out("PGDBG 19.10-0 x86-64 (Cluster, 256 Process)\n"
        "PGI Compilers and Tools\n"
        "Copyright (c) 2019, NVIDIA CORPORATION.  All rights reserved.\n"
        "Loaded: /home/ada/ledger\n")
    line_at = 0
    while True:
        line = ask("pgdbg> ").strip()
        words = line.split()
        if not words:
            continue
        if words[0] in ("quit", "q"):
            return
        if words[0] in ("break", "b"):
            out('(1)breakpoint set at: main line: "ledger.c"@12 address: 0x400636\n')
            continue
        if words[0] == "run":
            out("Breakpoint at 0x400636, function main, file ledger.c, line 12\n"
                " #12:     long total = 0;\n\n")
            line_at = 12
            continue
        if words[0] in ("list", "lis") and line_at:
            for n in range(line_at - 3, line_at + 6):
                mark = "==>" if n == line_at else "   "
                out(" %s%d: %s\n" % (mark, n, SOURCE.get(n, "")))
            continue
        if words[0] in ("print", "p") and len(words) > 1:
            out({"cents": "(310000, -4100, -120000)", "total": "0"}.get(words[1], "0") + "\n")
            continue
        if words[0] in ("next", "n", "step", "s") and line_at:
            line_at = {12: 15, 15: 16, 16: 15}.get(line_at, line_at + 1)
            out("Stopped at 0x40064f, function main, file ledger.c, line %d\n #%d:     %s\n\n"
                % (line_at, line_at, SOURCE[line_at].strip()))
            continue
        if words[0] in ("cont", "c"):
            time.sleep(900)
            continue
        out('ERROR: Unknown command "%s"\n' % words[0])


# Py65's monitor, py65mon: its registers over `.`, memory loaded,
# disassembled, stepped, `goto` running the program until a BRK.
def py65mon():
    regs = {"pc": 0, "a": 0, "x": 0, "y": 0, "sp": 0xff, "p": "00110000"}
    code = [(0xc000, "a2 00", "LDX #$00"), (0xc002, "a9 2a", "LDA #$2a"),
            (0xc004, "9d 00 02", "STA $0200,X"), (0xc007, "e8", "INX"),
            (0xc008, "d0 fa", "BNE $c004"), (0xc00a, "4c 0a c0", "JMP $c00a")]

    def show():
        out("       PC  AC XR YR SP NV-BDIZC\n"
            "6502: %04x %02x %02x %02x %02x %s\n"
            % (regs["pc"], regs["a"], regs["x"], regs["y"], regs["sp"], regs["p"]))

    out("\nPy65 Monitor\n\n")
    show()
    while True:
        line = ask(".").strip()
        words = line.split()
        if not words:
            continue
        w = words[0]
        if w in ("quit", "q", "exit"):
            out("\n")
            return
        if w in ("load", "l"):
            out("Wrote +11 bytes from $c000 to $c00a\n")
            continue
        if w in ("disassemble", "d"):
            for addr, b, ins in code:
                out("$%04x  %-9s %s\n" % (addr, b, ins))
            continue
        if w in ("registers", "r") and len(words) > 1:
            for kv in words[1:]:
                k, _, v = kv.partition("=")
                regs[k.strip(",").lower()] = int(v.strip(","), 16)
            show()
            continue
        if w in ("step", "z"):
            for addr, b, ins in code:
                if addr == regs["pc"]:
                    out("$%04x  %-9s %s\n" % (addr, b, ins))
                    if ins.startswith("LDX"):
                        regs["x"] = 0
                        regs["p"] = "00110010"
                    nxt = [a for a, _, _ in code if a > addr]
                    regs["pc"] = nxt[0] if nxt else addr
                    break
            show()
            continue
        if w in ("goto", "g"):
            time.sleep(900)
            continue
        if w in ("help", "?"):
            out("\nDocumented commands (type help <topic>):\n"
                "========================================\n"
                "add_breakpoint  delete_breakpoint  help  quit       save              width\n"
                "add_label       delete_label       load  radix      show_breakpoints\n"
                "assemble        disassemble        mem   registers  show_labels     \n"
                "cd              fill               mpu   reset      step            \n"
                "cycles          goto               pwd   return     tilde           \n\n")
            continue
        out("*** Unknown syntax: %s\n" % line)


if __name__ == "__main__":
    {"ruijie": ruijie, "heavysql": heavysql, "pgdbg": pgdbg, "py65mon": py65mon}[sys.argv[1]]()
