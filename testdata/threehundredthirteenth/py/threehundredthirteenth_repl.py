#!/usr/bin/env python3
"""The threehundredthirteenth set's imitations of four consoles that
Debian does not package, each run as `threehundredthirteenth_repl.py
TOOL`: ontap (NetApp ONTAP's clustershell over ssh, its command
directory in the prompt), jlink (SEGGER's J-Link Commander, JLinkExe),
bendsql (Databend's BendSQL) and immuclient (Codenotary immudb's
interactive client). Each draws what the program draws on the main
screen a line at a time: its banner, its prompt, its continuation
prompt, its answers, tables and errors, the questions it asks (a value
with a default, a lettered choice, {y|n}, a password read with echo
off), as their documentation and published sessions show them. Lines
are edited with readline, as these programs edit them with their own
line editors."""

import getpass
import readline  # noqa: F401  (each program edits its line)
import sys
import time

BOLD, DIM, RED, GREEN, YELLOW, CYAN, RESET = (
    "\033[1m", "\033[2m", "\033[31m", "\033[32m", "\033[33m", "\033[36m", "\033[0m")


def out(s):
    sys.stdout.write(s)
    sys.stdout.flush()


def ask(prompt):
    try:
        return input(prompt)
    except EOFError:
        out("\n")
        sys.exit(0)


# ONTAP's clustershell: `cluster1::> `, the command directory after the
# colons once one is entered, `*` after them at the advanced privilege.
def ontap():
    out("\nLast login time: 11/28/2026 09:14:02\n\n")
    path, priv = "", ""
    while True:
        line = ask("cluster1::%s%s> " % (path, priv)).strip()
        if not line:
            continue
        words = line.split()
        if line in ("exit", "quit"):
            out("Goodbye\n")
            return
        if line == "top" or line == "..":
            path = ""
            continue
        if line == "volume" and not path:
            path = "volume"
            continue
        if line.startswith("set") and "advanced" in line:
            out("\nWarning: These advanced commands are potentially dangerous; use them only when\n"
                "         directed to do so by NetApp personnel.\n")
            a = ask("Do you want to continue? {y|n}: ").strip().lower()
            if a == "y":
                priv = "*"
            out("\n")
            continue
        if line in ("volume show", "show") and (path == "volume" or line == "volume show"):
            out("Vserver   Volume       Aggregate    State      Type       Size  Available Used%\n"
                "--------- ------------ ------------ ---------- ---- ---------- ---------- -----\n"
                "svm1      svm1_root    aggr1        online     RW          1GB    972.1MB    5%\n"
                "svm1      vol_ledger   aggr1        online     RW        100GB    63.40GB   36%\n"
                "svm1      vol_logs     aggr1        online     RW         50GB    49.87GB    0%\n"
                "svm2      svm2_root    aggr2        online     RW          1GB    972.3MB    5%\n"
                "4 entries were displayed.\n\n")
            continue
        if "create" in words:
            name = "vol_archive"
            if "-volume" in words and words.index("-volume") + 1 < len(words):
                name = words[words.index("-volume") + 1]
            out("[Job 57] Job is queued: Create %s.\n" % name)
            time.sleep(1.5)
            out("[Job 57] Job is running.\n")
            time.sleep(900)
            continue
        if line == "security login password":
            getpass.getpass("Enter your current password: ")
            getpass.getpass("Enter a new password: ")
            getpass.getpass("Enter it again: ")
            out("\n")
            continue
        out('\nError: "%s" is not a recognized command\n\n' % words[0])


# SEGGER's J-Link Commander: its banner and probe, `J-Link>`; `connect`
# asks the device, the interface and its speed, each with a default.
def jlink():
    out("SEGGER J-Link Commander V7.94e (Compiled Jan 15 2024 15:17:58)\n"
        "DLL version V7.94e, compiled Jan 15 2024 15:17:14\n\n"
        "Connecting to J-Link via USB...O.K.\n"
        "Firmware: J-Link V11 compiled Dec  4 2023 11:16:36\n"
        "Hardware version: V11.00\n"
        "J-Link uptime (since boot): 0d 00h 03m 12s\n"
        "S/N: 261012345\n"
        "License(s): GDB\n"
        "USB speed mode: High speed (480 MBit/s)\n"
        "VTref=3.297V\n\n\n"
        "Type \"connect\" to establish a target connection, '?' for help\n")
    while True:
        line = ask("J-Link>").strip()
        low = line.lower()
        if low in ("q", "qc", "exit"):
            return
        if not line:
            continue
        if low in ("connect", "con"):
            out("Please specify device / core. <Default>: STM32F407VG\n"
                "Type '?' for selection dialog\n")
            dev = ask("Device>").strip() or "STM32F407VG"
            out("Please specify target interface:\n"
                "  J) JTAG (Default)\n"
                "  S) SWD\n"
                "  T) cJTAG\n")
            tif = ask("TIF>").strip().upper() or "J"
            tifname = {"S": "SWD", "T": "cJTAG"}.get(tif, "JTAG")
            out("Specify target interface speed [kHz]. <Default>: 4000 kHz\n")
            ask("Speed>")
            out('Device "%s" selected.\n\n\n' % dev)
            out("Connecting to target via %s\n" % tifname)
            time.sleep(0.4)
            out("Found SW-DP with ID 0x2BA01477\n"
                "DPIDR: 0x2BA01477\n"
                "CoreSight SoC-400 or earlier\n"
                "Scanning AP map to find all available APs\n"
                "AP[1]: Stopped AP scan as end of AP map has been reached\n"
                "AP[0]: AHB-AP (IDR: 0x24770011)\n"
                "Iterating through AP map to find AHB-AP to use\n"
                "AP[0]: Core found\n"
                "AP[0]: AHB-AP ROM base: 0xE00FF000\n"
                "CPUID register: 0x410FC241. Implementer code: 0x41 (ARM)\n"
                "Found Cortex-M4 r0p1, Little endian.\n"
                "FPUnit: 6 code (BP) slots and 2 literal slots\n"
                "CoreSight components:\n"
                "ROMTbl[0] @ E00FF000\n"
                "[0][0]: E000E000 CID B105E00D PID 000BB00C SCS-M7\n"
                "[0][1]: E0001000 CID B105E00D PID 003BB002 DWT\n"
                "[0][2]: E0002000 CID B105E00D PID 002BB003 FPB\n"
                "[0][3]: E0000000 CID B105E00D PID 003BB001 ITM\n"
                "Cortex-M4 identified.\n")
            continue
        if low == "erase":
            out("No address range specified, 'Erase Chip' will be executed\n"
                "'erase': Performing implicit reset & halt of MCU.\n"
                "Reset: Halt core after reset via DEMCR.VC_CORERESET.\n"
                "Reset: Reset device via AIRCR.SYSRESETREQ.\n"
                "Erasing device...\n")
            time.sleep(900)
            continue
        out("Unknown command. '?' for help.\n")


# Databend's BendSQL: its banner, `user@host:port/database> `, a `> `
# continuation while a statement is open, boxed tables with types, a
# progress line while a query runs.
def bendsql():
    out("Welcome to BendSQL 0.24.7-ff9563a(2024-12-27T03:23:09.138470416Z).\n"
        "Connecting to localhost:8000 as user root.\n"
        "Connected to Databend Query v1.2.680-nightly-fd2d8d4ba9(rust-1.85.0-nightly-2024-12-26T02:19:58.593765788Z)\n\n")
    while True:
        stmt = ask("root@localhost:8000/default> ").strip()
        if stmt in ("exit", "quit", "!quit"):
            out("Bye~\n")
            return
        if not stmt:
            continue
        while not stmt.endswith(";"):
            stmt += " " + ask("> ").strip()
        low = stmt.lower()
        if "numbers(" in low:
            spin = "⠁⠂⠄⡀⢀⠠⠐⠈"
            t0 = time.time()
            i = 0
            while True:
                s = int(time.time() - t0)
                rows = 0.51 * (s + 1)
                out("\r\033[K%s [00:%02d:%02d] Processing %.2f billion/100 billion (512.3 million rows/s)"
                    % (spin[i % 8], s // 60, s % 60, rows))
                i += 1
                time.sleep(0.1)
        if "ledgr" in low:
            out("error: APIError: QueryFailed: [1025]Unknown table `default`.`ledgr` .\n\n")
            continue
        if "from ledger" in low:
            out("┌──────────┬─────────────────┐\n"
                "│  account │    sum(cents)   │\n"
                "│  String  │ Nullable(Int64) │\n"
                "├──────────┼─────────────────┤\n"
                "│ fuel     │           -4100 │\n"
                "│ rent     │         -120000 │\n"
                "│ salary   │          310000 │\n"
                "└──────────┴─────────────────┘\n"
                "3 rows read in 0.031 sec. Processed 12 rows, 204 B (387.1 rows/s, 6.43 KiB/s)\n\n")
            continue
        out("0 row written in 0.024 sec. Processed 0 row, 0 B (0 row/s, 0 B/s)\n\n")


# immudb's immuclient, interactive: `immuclient>`, `login` reads the
# password with echo off, safeset and safeget print their fields.
def immuclient():
    while True:
        line = ask("immuclient> ").strip()
        words = line.split()
        if not words:
            continue
        if words[0] in ("exit", "quit"):
            return
        if words[0] == "login":
            getpass.getpass("Password: ")
            out("Successfully logged in\n"
                "SECURITY WARNING: immudb user has the default password: please change it to ensure proper security\n")
            continue
        if words[0] == "safeset" and len(words) >= 3:
            out("tx:\t\t4\n"
                "rev:\t\t1\n"
                "key:\t\t%s\n"
                "value:\t\t%s\n"
                "verified:\ttrue\n" % (words[1], words[2]))
            continue
        if words[0] == "safeget":
            out("key not found\n")
            continue
        out("Error: unknown command \"%s\" for \"immuclient\"\n"
            "Run 'immuclient --help' for usage.\n" % words[0])


if __name__ == "__main__":
    {"ontap": ontap, "jlink": jlink, "bendsql": bendsql, "immuclient": immuclient}[sys.argv[1]]()
