#!/usr/bin/env python3
"""The threehundredthirtyninth set's imitations of four administration
consoles that cannot run here: Zyxel's ZLD command line (a ZyWALL/USG
firewall over ssh), LSI Logic's lsiutil (a SAS controller's numbered
menus), xfsrestore's interactive subtree selection (and its interrupt
dialog) and Kanidm's credential update shell. Each draws on the main
screen, lines read cooked from the terminal.

Usage: threehundredthirtyninth_admin.py zyxel|lsiutil|xfsrestore|kanidm
"""

import getpass
import signal
import sys
import time


def out(s=""):
    sys.stdout.write(s)
    sys.stdout.flush()


def line(prompt=""):
    out(prompt)
    s = sys.stdin.readline()
    if not s:
        sys.exit(0)
    return s.rstrip("\n")


# ---------------------------------------------------------------- zyxel

ZYXEL_ROUTES = """\
Flags: A - Activated route, S - Static route, C - directly Connected
       O - OSPF derived, R - RIP derived, G - selected Gateway
       ! - reject, B - Black hole, L - Loop

IP Address/Netmask    Gateway          Interface        Metric  Flags  Persist
===============================================================================
0.0.0.0/0             203.0.113.1      wan1             0       ASG    -
127.0.0.0/8           0.0.0.0          lo               0       ACG    -
192.168.1.0/24        0.0.0.0          lan1             0       ACG    -
192.168.2.0/24        0.0.0.0          lan2             0       ACG    -
203.0.113.0/24        0.0.0.0          wan1             0       ACG    -
===============================================================================
"""


def zyxel():
    import readline  # noqa: F401  (the CLI edits its lines)
    out("Welcome to USG60W\n")
    out("Username: admin\n")
    out("Last login: Sat Nov 28 09:12:44 2026 from 192.168.1.33\n\n")
    mode = "user"
    names = {"user": "Router> ", "priv": "Router# ", "config": "Router(config)# ",
             "if": "Router(config-if-ge)# "}
    while True:
        try:
            cmd = input(names[mode]).strip()
        except EOFError:
            return
        if not cmd:
            continue
        if cmd == "enable" and mode == "user":
            mode = "priv"
        elif cmd in ("configure terminal", "conf t") and mode == "priv":
            mode = "config"
        elif cmd.startswith("interface ") and mode in ("config", "if"):
            mode = "if"
        elif cmd == "exit":
            mode = {"if": "config", "config": "priv", "priv": "user"}.get(mode)
            if mode is None:
                return
        elif cmd == "show ip route":
            out(ZYXEL_ROUTES)
        elif cmd.startswith("ping "):
            host = cmd.split()[1]
            out("PING %s (%s): 56 data bytes\n" % (host, host))
            seq = 0
            while True:
                out("64 bytes from %s: seq=%d ttl=117 time=%.3f ms\n" % (host, seq, 11.2 + (seq % 5) * 0.37))
                seq += 1
                time.sleep(1)
        else:
            out("Retval: -1\nERROR: Parse error/command not found!\n")


# -------------------------------------------------------------- lsiutil

LSI_MAIN = """\
 1.  Identify firmware, BIOS, and/or FCode
 2.  Download firmware (update the FLASH)
 4.  Download/erase BIOS and/or FCode (update the FLASH)
 8.  Scan for devices
10.  Change IOC settings (interrupt coalescing)
13.  Change SAS IO Unit settings
16.  Display attached devices
20.  Diagnostics
21.  RAID actions
23.  Reset target
42.  Display operating system names for devices
45.  Concatenate SAS firmware and NVDATA files
59.  Dump PCI config space
60.  Show non-default settings
61.  Restore default settings
66.  Show SAS discovery errors
69.  Show board manufacturing information
97.  Reset SAS link, HARD RESET
98.  Reset SAS link
99.  Reset port
 e   Enable expert mode in menus
 p   Enable paged mode
 w   Enable logging

Main menu, select an option:  [1-99 or e/p/w or 0 to quit] """

LSI_RAID = """\
 1.  Show volumes
 2.  Show physical disks
 3.  Get volume state
30.  Create volume
31.  Delete volume
32.  Change volume settings
50.  Create hot spare
99.  Reset port
 e   Enable expert mode in menus
 p   Enable paged mode
 w   Enable logging

RAID actions menu, select an option:  [1-99 or e/p/w or 0 to quit] """

LSI_DEVICES = """\

SAS1068E's links are 3.0 G, 3.0 G, off, off, off, off, off, off

 B___T     SASAddress     PhyNum  Handle  Parent  Type
        500605b0012a4f20           0001           SAS Initiator
        500605b0012a4f21           0002           SAS Initiator
 0   2  4433221100000000     0     0009    0001   SATA Target
 0   3  4433221101000000     1     000a    0001   SATA Target

Type      NumPhys    PhyNum  Handle     PhyNum  Handle  Port  Speed
Enclosure                    0001                       1     3.0
"""


def lsiutil():
    out("\nLSI Logic MPT Configuration Utility, Version 1.63, June 4, 2009\n\n")
    out("1 MPT Port found\n\n")
    out("     Port Name         Chip Vendor/Type/Rev    MPT Rev  Firmware Rev  IOC\n")
    out(" 1.  ioc0              LSI Logic SAS1068E B3     105      011e0000     0\n\n")
    while True:
        a = line("Select a device:  [1-1 or 0 to quit] ").strip()
        if a == "0":
            return
        if a == "1":
            break
    out("\n")
    while True:
        a = line(LSI_MAIN).strip()
        out("\n")
        if a == "0":
            return
        if a == "16":
            out(LSI_DEVICES + "\n")
        elif a == "21":
            lsi_raid()
            out("\n")


def lsi_raid():
    while True:
        a = line(LSI_RAID).strip()
        out("\n")
        if a == "0":
            return
        if a == "31":
            out("Volume 0 is Bus 0 Target 2, Type IM (Integrated Mirroring)\n\n")
            out("All data on Volume 0 will be lost!\n\n")
            b = line("Are you sure you want to continue?  [Yes or No, default is No] ").strip().lower()
            if b.startswith("y"):
                line("Zero the first and last blocks of the volume's member disks?  [Yes or No, default is No] ")
                out("\nVolume 0 is being deleted\n")
            out("\n")


# ------------------------------------------------------------ xfsrestore

XFS_TREE = {
    "": ["ada/", "bob/", "lost+found/", "quota.user"],
    "ada": ["notes.txt", "long.txt", "mail/", "projects/"],
    "bob": ["todo.txt", "photos/"],
}
XFS_INO = {"ada/": 131, "bob/": 4194433, "lost+found/": 128, "quota.user": 135,
           "notes.txt": 2097281, "long.txt": 2097282, "mail/": 2097283, "projects/": 2097290,
           "todo.txt": 4194434, "photos/": 4194440}


def xfsrestore():
    log = [
        "using file dump (drive_simple) strategy",
        "version 3.1.11 (dump format 3.0) - type ^C for status and control",
        "searching media for dump",
        "examining media file 0",
        "dump description: ",
        "hostname: store1",
        "mount point: /home",
        "volume: /dev/sdb1",
        "session time: Sat Nov 28 02:00:03 2026",
        "level: 0",
        'session label: "weekly"',
        'media label: "home0"',
        "file system id: 5c8e2a61-0d3b-4f7e-9a44-2b1f0c6e7d12",
        "session id: 0e7b6d2a-8c5f-4a19-b3e2-71c4d9a0f5e8",
        "media id: 3f1a9c4e-6b2d-4e8f-a7c1-5d0e9b2f4a63",
        "searching media for directory dump",
        "reading directories",
        "14 directories and 62 entries processed",
        "directory post-processing",
    ]
    for s in log:
        out("xfsrestore: %s\n" % s)
        time.sleep(0.02)
    out("\n ========================== subtree selection dialog ==========================\n\n")
    out("the following commands are available:\n\tpwd \n\tls [ <path> ]\n\tcd [ <path> ]\n"
        "\tadd [ <path> ]\n\tdelete [ <path> ]\n\textract \n\tquit \n\thelp \n\n")
    cwd = ""
    chosen = set()
    while True:
        cmd = line(" -> ").split()
        if not cmd:
            continue
        c, arg = cmd[0], (cmd[1] if len(cmd) > 1 else "")
        if c == "pwd":
            out("cwd is fs root%s\n" % ("/" + cwd if cwd else ""))
        elif c == "ls":
            for e in XFS_TREE.get(cwd, []):
                mark = "*" if (cwd + "/" + e.rstrip("/")) in chosen or cwd in chosen else " "
                out("%s %10d %s\n" % (mark, XFS_INO[e], e))
        elif c == "cd":
            if arg in ("..", "/"):
                cwd = ""
            elif arg in XFS_TREE:
                cwd = arg
            else:
                out("%s not found\n" % arg)
        elif c == "add":
            chosen.add(cwd + "/" + arg.rstrip("/"))
        elif c == "extract":
            out("\n --------------------------------- end dialog ---------------------------------\n\n")
            xfs_extract()
            return
        elif c == "quit":
            return
        else:
            out("the following commands are available:\n\tpwd \n\tls [ <path> ]\n\tcd [ <path> ]\n"
                "\tadd [ <path> ]\n\tdelete [ <path> ]\n\textract \n\tquit \n\thelp \n\n")


def xfs_extract():
    interrupted = [False]

    def onint(sig, frame):
        interrupted[0] = True
    signal.signal(signal.SIGINT, onint)
    out("xfsrestore: restoring non-directory files\n")
    while True:
        for _ in range(600):
            time.sleep(0.1)
            if interrupted[0]:
                break
        if not interrupted[0]:
            continue
        interrupted[0] = False
        out("\n ========================= restore interrupt dialog =========================\n\n")
        out("please select one of the following operations\n")
        out("1: interrupt this session\n2: change verbosity\n3: display metrics\n"
            "4: continue (default) (timeout in 3600 sec)\n\n")
        a = line(" -> ").strip()
        if a == "1":
            out("\nplease confirm\n1: interrupt this session\n2: continue (default) (timeout in 3600 sec)\n\n")
            b = line(" -> ").strip()
            if b == "1":
                out("\n --------------------------------- end dialog ---------------------------------\n\n")
                out("xfsrestore: initiating session interrupt (timeout in 300 sec)\n")
                out("xfsrestore: Restore Status: INTERRUPT\n")
                return
        out("\n --------------------------------- end dialog ---------------------------------\n\n")


# --------------------------------------------------------------- kanidm

def kanidm_status(pw):
    out("spn: ada@idm.example.com\n")
    out("Can Commit: true\n")
    out("Primary Credential:\n")
    out("  password: set\n" if pw else "  not set\n")
    out("Passkeys:\n  none\n\n")


def kanidm():
    kanidm_status(False)
    pw = False
    while True:
        cmd = line("cred update (? for help) # ").strip()
        if cmd in ("?", "help"):
            out("Usage: cred update [OPTIONS] <COMMAND>\n\nCommands:\n"
                "  status        Show the status of the credential\n"
                "  password      Set the password\n"
                "  totp          Generate a new TOTP and add it\n"
                "  remove-totp   Remove a TOTP from this account\n"
                "  backup-codes  Regenerate the backup codes for this account\n"
                "  remove        Remove all primary credentials from this account\n"
                "  passkey       Manage passkeys for this account\n"
                "  commit        Commit the changes to the credential\n"
                "  end           End the session without saving\n"
                "  help          Print this message or the help of the given subcommand(s)\n\n")
        elif cmd in ("password", "pass"):
            a = getpass.getpass("New password: ")
            b = getpass.getpass("Confirm password: ")
            if a != b:
                out("Passwords do not match\n")
            else:
                pw = True
                out("success\n")
        elif cmd == "status":
            kanidm_status(pw)
        elif cmd == "commit":
            a = line("Do you want to commit your changes? [y/n] ").strip().lower()
            if a.startswith("y"):
                out("Working...\n")
                time.sleep(60)
                out("Success - Credentials updated.\n")
                return
        elif cmd == "end":
            return
        elif cmd:
            out("error: unrecognized subcommand '%s'\n\n" % cmd.split()[0])
            out("Usage: cred update <COMMAND>\n\nFor more information, try '--help'.\n")


def main():
    tools = {"zyxel": zyxel, "lsiutil": lsiutil, "xfsrestore": xfsrestore, "kanidm": kanidm}
    if len(sys.argv) != 2 or sys.argv[1] not in tools:
        sys.exit(__doc__)
    try:
        tools[sys.argv[1]]()
    except KeyboardInterrupt:
        out("\n")


if __name__ == "__main__":
    main()
