#!/usr/bin/env python3
"""The twohundredfiftythird set's imitations: each prints, on the main
screen and a line at a time (the terminal cooked and echoing, lines read
with readline, secrets with getpass; the one pager reading a key at a
time with echo off), what a REPL, database or cache shell, device or
appliance console, or debugger that cannot run here prints: IDL's
command line, sqsh over a Sybase server, Infinispan's CLI, a Ruckus ICX
switch's console, an Infoblox appliance's console and debugger.lua
stopped in a Lua script. Nothing is connected to and nothing is changed:
answers are taken and dropped. The first argument names the tool
imitated; usage errors go to stderr. Runs with Debian's python3 and its
standard library only."""
import getpass
import readline  # noqa: F401  (input() then edits through readline)
import sys
import termios
import time

ESC = "\x1b["
RESET = ESC + "0m"
RED = ESC + "31m"
GREEN = ESC + "32m"
BLUE = ESC + "34m"
GREY = ESC + "90m"


def line(prompt=""):
    try:
        return input(prompt)
    except EOFError:
        sys.exit(0)
    except KeyboardInterrupt:
        print()
        return ""


def secret(prompt):
    try:
        return getpass.getpass(prompt)
    except EOFError:
        sys.exit(0)


def key():
    """one key read with the terminal out of canonical mode and echo off,
    as a device's pager reads it."""
    fd = sys.stdin.fileno()
    saved = termios.tcgetattr(fd)
    raw = termios.tcgetattr(fd)
    raw[3] &= ~(termios.ICANON | termios.ECHO)
    raw[6][termios.VMIN], raw[6][termios.VTIME] = 1, 0
    try:
        termios.tcsetattr(fd, termios.TCSADRAIN, raw)
        return sys.stdin.read(1)
    finally:
        termios.tcsetattr(fd, termios.TCSADRAIN, saved)


# idl-like: IDL's command line (`idl` in a terminal): its version and
# licence over `IDL> `; `.run` with no file reads a program from the
# keyboard at `- ` until its `end`; an error in a procedure stops there
# and prints where, a `%` row per level.
def idl():
    print("IDL 9.0.0 (linux x86_64 m64).")
    print("(c) 2023, NV5 Geospatial Solutions, Inc.")
    print()
    print("Licensed for use by: Relay Labs")
    print("License: 801234-5")
    print(" ")
    while True:
        c = line("IDL> ").strip()
        if not c:
            continue
        low = c.lower()
        if low == "exit":
            return
        if low == ".run":
            names = []
            while True:
                p = line("- ").strip()
                if p.lower().startswith("pro ") or p.lower().startswith("function "):
                    names.append(p.split()[1].split(",")[0].upper())
                if p.lower() == "end":
                    break
            for n in names:
                print("% Compiled module: " + n + ".")
        elif low.replace(" ", "") == "print,6*7":
            print("      42")
        elif low.startswith("scale"):
            print("% Compiled module: SCALE.")
            print("% Variable is undefined: FACTOR.")
            print("% Execution halted at: SCALE               4 /home/ada/relay/scale.pro")
            print("%                      $MAIN$          ")
        elif low.startswith("print,"):
            name = c.split(",", 1)[1].strip().upper()
            print("% PRINT: Variable is undefined: " + name + ".")
            print("% Execution halted at: $MAIN$          ")
        else:
            name = c.split(",")[0].strip().upper()
            print("% Attempt to call undefined procedure: '" + name + "'.")
            print("% Execution halted at: $MAIN$          ")


# sqsh-like: sqsh 2.5 (`sqsh -S RELAY -U sa`) over a Sybase server: its
# password with echo off, its banner, its prompt naming the history
# number, the server, the database and the buffer's line, a statement
# gathered line by line until `go`, results in its horizontal style.
def sqsh():
    secret("Password: ")
    print("sqsh-2.5.16.1 Copyright (C) 1995-2001 Scott C. Gray")
    print("Portions Copyright (C) 2004-2014 Michael Peppler and Martin Wesdorp")
    print("This is free software with ABSOLUTELY NO WARRANTY")
    print("For more information type '\\warranty'")
    hist, db = 1, "master"
    buf = []
    while True:
        c = line("[%d] RELAY.%s.%d> " % (hist, db, len(buf) + 1))
        s = c.strip()
        if s in ("quit", "exit", "\\quit"):
            return
        if s != "go":
            if s:
                buf.append(s)
            continue
        stmt = " ".join(buf).strip()
        buf = []
        hist += 1
        low = stmt.lower()
        if low.startswith("use "):
            db = stmt.split()[1]
        elif low.startswith("select") and "customers" in low:
            print(" id          name                           city")
            print(" ----------- ------------------------------ --------------------")
            print("           1 Ada Lovelace                   London")
            print("           2 Grace Hopper                   Arlington")
            print("           3 Edsger Dijkstra                Nuenen")
            print()
            print("(3 rows affected)")
        elif stmt:
            print("Msg 156, Level 15, State 2")
            print("Server 'RELAY', Line 1")
            print("Incorrect syntax near the keyword '%s'." % stmt.split()[0])


# infinispan-like: Infinispan's CLI (`bin/cli.sh`): `[disconnected]> `
# until `connect`, its username and password, then its prompt naming
# the server, the cluster and the resource it stands in.
def infinispan():
    where = None
    while True:
        if where is None:
            c = line("[disconnected]> ").strip()
        else:
            c = line("[relay-cache-0-61530@ISPN//containers/default%s]> " % where).strip()
        if not c:
            continue
        if c in ("quit", "exit"):
            return
        if c.startswith("connect") and where is None:
            line("Username: ")
            secret("Password: ")
            where = ""
        elif where is None:
            print("ISPN019015: Not connected")
        elif c in ("ls caches", "ls"):
            for n in ("sessions", "carts", "___protobuf_metadata", "___script_cache"):
                print(n)
        elif c.startswith("cd caches/"):
            where = "/caches/" + c[len("cd caches/"):]
        elif c.startswith("get "):
            print('{"user":"ada","cart":"c-1042","ttl":1800}')
        elif c == "stats":
            print('{"time_since_start":86412,"current_number_of_entries":1289,"hits":48211,"misses":1203}')
        else:
            print("ISPN019008: Unknown command '%s'" % c.split()[0])


ICX_CONFIG = """Current configuration:
!
ver 08.0.95hT211
!
stack unit 1
  module 1 icx7150-24-port-management-module
  module 2 icx7150-2-copper-port-2g-module
  module 3 icx7150-4-sfp-plus-port-40g-module
  stack-port 1/3/1
  stack-port 1/3/3
!
!
!
lag uplink dynamic id 1
 ports ethernet 1/3/2 ethernet 1/3/4
!
!
vlan 1 name DEFAULT-VLAN by port
 router-interface ve 1
!
vlan 20 name users by port
 tagged ethe 1/3/2 ethe 1/3/4
 untagged ethe 1/1/1 to 1/1/12
 spanning-tree 802-1w
!
vlan 30 name voice by port
 tagged ethe 1/1/1 to 1/1/12 ethe 1/3/2 ethe 1/3/4
 spanning-tree 802-1w
!
vlan 99 name mgmt by port
 tagged ethe 1/3/2 ethe 1/3/4
 router-interface ve 99
!
!
!
aaa authentication web-server default local
aaa authentication login default local
enable super-user-password 8 $1$relay$example.hash.only
hostname ICX7150-24
ip dhcp-client disable
ip dns domain-list relay.example
ip route 0.0.0.0/0 10.9.9.1
!
no telnet server
username admin password 8 $1$relay$example.hash.only
!
snmp-server community 2 $Uyd0Q0xP relay-ro ro
!
clock timezone gmt GMT+01
!
ntp
 server 10.9.9.5
!
!
interface ethernet 1/1/1
 port-name desk-101
!
interface ethernet 1/1/2
 port-name desk-102
!
interface ve 99
 ip address 10.9.9.2 255.255.255.0
!
end
"""


# icx-like: a Ruckus ICX 7150 switch's console (FastIron 08.0.95): its
# user mode `ICX7150-24 Router>`, `enable` asking the super-user
# password, `#` once enabled, `(config)#` in configuration, its running
# configuration a page at a time over its `--More--` line (a key read at
# a time), `reload` asking first.
def icx():
    host = "ICX7150-24 Router"
    mode, ctx = ">", ""
    print()
    while True:
        c = line("%s%s%s" % (host, ctx, mode)).strip()
        if not c:
            continue
        if c in ("en", "enable") and mode == ">":
            secret("Password:")
            mode = "#"
        elif c in ("show version", "sh ver"):
            for l in ["  Copyright (c) Ruckus Networks, Inc. All rights reserved.",
                      "    UNIT 1: compiled on Feb  2 2023 at 04:21:32 labeled as SPR08095h",
                      "      (33554432 bytes) from Primary SPR08095h.bin (UFI)",
                      "        SW: Version 08.0.95hT211",
                      "      Compressed Primary Boot Code size = 786944, Version:10.1.24T225 (spz10124)",
                      "  HW: Stackable ICX7150-24",
                      "==========================================================================",
                      "UNIT 1: SL 1: ICX7150-24 24-port Management Module",
                      "      Serial  #:FEK3219Q0AB",
                      "      Software Package: ICX7150_L3_SOFT_PACKAGE   (LID: fwmINJOpFlk)",
                      "      Current License: l3-prem-8X10G",
                      "      P-ASIC  0: type B160, rev 11  Chip BCM56160_B0",
                      "==========================================================================",
                      "  1000 MHz ARM processor ARMv7 88 MHz bus",
                      "    2 GB DRAM",
                      "  The system uptime is 23 days 4 hours 17 minutes 9 seconds",
                      "  The system started at 09:12:44 GMT+01 Tue Nov 03 2026",
                      ""]:
                print(l)
        elif c in ("show running-config", "sh run") and mode == "#":
            rows = ICX_CONFIG.rstrip("\n").split("\n")
            i = 0
            while i < len(rows):
                for r in rows[i:i + 22]:
                    print(r)
                i += 22
                if i >= len(rows):
                    break
                sys.stdout.write("--More--, next page: Space, next line: Return key, quit: Control-c")
                sys.stdout.flush()
                k = key()
                sys.stdout.write("\r" + " " * 79 + "\r")
                sys.stdout.flush()
                if k in ("\x03", "q"):
                    break
                if k in ("\r", "\n"):
                    print(rows[i])
                    i += 1
        elif c in ("configure terminal", "conf t") and mode == "#":
            ctx = "(config)"
        elif c in ("exit", "end") and ctx:
            ctx = ""
        elif c == "reload" and mode == "#" and not ctx:
            a = line("Are you sure? (enter 'y' or 'n'): ").strip().lower()
            if a.startswith("y"):
                print("Halt and reboot")
                time.sleep(30)
                return
        elif c == "exit":
            if mode == "#":
                mode = ">"
            else:
                return
        else:
            print("Invalid input -> %s" % c)
            print("Type ? for a list")


# infoblox-like: an Infoblox appliance's serial console (NIOS 9.0): its
# login and password, its warning, `Infoblox > `, and `set network`'s
# questions, a summary and two confirms.
def infoblox():
    banner = ["Infoblox NIOS Release 9.0.3-50212-ee11d5834df9 (64bit)",
              "Copyright (c) 1999-2023 Infoblox Inc. All Rights Reserved."]
    for l in banner:
        print(l)
    print()
    print("type 'help' for more information")
    print()
    print()
    while True:
        if line("login: ").strip():
            break
    secret("password: ")
    print()
    for l in banner:
        print(l)
    print()
    print("Disconnect NOW if you have not been expressly authorized to use this system.")
    print()
    while True:
        c = line("Infoblox > ").strip()
        if not c:
            continue
        if c == "exit":
            return
        if c == "show status":
            print("Grid Status: ID Grid Master")
            print("HA Status:   Not Configured")
            print("Hostname:    infoblox.localdomain")
        elif c == "set network":
            print("NOTICE: All HA configuration is performed from the GUI. This interface is used")
            print("        only to configure a standalone node or to join a grid.")
            ip = line("Enter IP address: ").strip()
            mask = line("Enter netmask [Default: 255.255.255.0]: ").strip() or "255.255.255.0"
            gw = line("Enter gateway address [Default: 10.9.9.1]: ").strip() or "10.9.9.1"
            line("Become grid member? (y or n): ")
            print()
            print("New Network Settings:")
            print("  IP address:      %s" % ip)
            print("  Netmask:         %s" % mask)
            print("  Gateway address: %s" % gw)
            print()
            if not line("Is this correct? (y or n): ").strip().lower().startswith("y"):
                print("The network settings were not updated.")
                continue
            print()
            if line("Are you sure? (y or n): ").strip().lower().startswith("y"):
                print("The system will now restart.")
                time.sleep(30)
                return
        else:
            print("Error: unknown command '%s'" % c.split()[0])


LUA_SOURCE = {
    8: "local function total(items)",
    9: "\tlocal sum = 0",
    10: "\tfor _, item in ipairs(items) do",
    11: "\t\tdbg()",
    12: "\t\tsum = sum + item.price * item.qty",
    13: "\tend",
    14: "\treturn sum",
    15: "end",
    16: "",
    17: "print(total(cart))",
}


# debugger-lua-like: debugger.lua stopped in a Lua script at its dbg()
# call: where it broke, then (auto_where on) the source lines about it,
# the current one marked ` => `, over its `debugger.lua> `.
def debugger_lua():
    print(GREY + "debugger.lua: Loaded for Lua 5.4" + RESET)
    at = 12
    how = "dbg()"
    sums = {12: 0, 13: 18}

    def where():
        print(BLUE + "break via " + RED + how + GREEN + " => " + RESET +
              "cart.lua:%d in upvalue 'total'" % at)
        for n in range(at - 3, at + 4):
            if n in LUA_SOURCE:
                caret = GREEN + " => " + RESET if n == at else "    "
                print(GREY + "% 4d" % n + RESET + caret + LUA_SOURCE[n].replace("\t", "    "))

    where()
    last = "n"
    while True:
        c = line("\001" + RED + "\002debugger.lua> \001" + RESET + "\002").strip() or last
        last = c
        if c in ("n", "s"):
            how = "next" if c == "n" else "step"
            at = 13 if at == 12 else 10 if at == 13 else 11 if at == 10 else 12
            where()
        elif c == "p sum":
            print(BLUE + "sum" + GREEN + " => " + RESET + str(sums.get(at, 18)))
        elif c == "p item":
            print(BLUE + "item" + GREEN + " => " + RESET + "{price = 6, qty = 3} " + GREY + "(table: 0x5581c2a4f0b0)" + RESET)
        elif c == "l":
            print("  items => {{price = 6, qty = 3}, {price = 4, qty = 2}}")
            print("  sum => " + str(sums.get(at, 18)))
            print("  _ => 1")
            print("  item => {price = 6, qty = 3}")
        elif c == "w":
            where()
        elif c == "c":
            print("26")
            return
        elif c == "q":
            return
        else:
            print(RED + "Error:" + RESET + " command '%s' not recognized." % c)
            print("Type 'h' and press return for a command list.")


TOOLS = {
    "idl": idl,
    "sqsh": sqsh,
    "infinispan": infinispan,
    "icx": icx,
    "infoblox": infoblox,
    "debugger-lua": debugger_lua,
}

if __name__ == "__main__":
    if len(sys.argv) != 2 or sys.argv[1] not in TOOLS:
        sys.stderr.write("usage: twohundredfiftythird_demo.py {%s}\n" % "|".join(TOOLS))
        sys.exit(2)
    TOOLS[sys.argv[1]]()
