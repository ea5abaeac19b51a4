#!/usr/bin/env python3
"""The twohundredthirtyfifth set's imitations: each prints, on the main
screen and a line at a time (the terminal cooked, echo on, or off for a
secret as getpass or the tool's own termios call sets it), what a system,
security, database or backup tool that cannot run here prints when it
asks something: a VPN client's login, a security key's PIN change, a
disk-encryption tool's new volume, a PostgreSQL cluster manager's
restart, a Windows ACME client's certificate, Windows Server Backup's
file recovery and a database patch installer. The first argument names
the tool imitated; usage errors go to stderr."""
import getpass
import sys
import termios
import time

ESC = "\x1b["
RESET = ESC + "0m"
BOLD = ESC + "1m"
RED = ESC + "31m"
GREEN = ESC + "32m"
YELLOW = ESC + "33m"
CYAN = ESC + "36m"


def out(s):
    sys.stdout.write(s)
    sys.stdout.flush()


def ask(prompt):
    """prompt printed, a line read with the terminal cooked (echoed)."""
    out(prompt)
    line = sys.stdin.readline()
    if not line:
        sys.exit(0)
    return line.strip()


def ask_hidden(prompt):
    """prompt printed, a line read with echo turned off by termios, as a
    tool that reads its own secrets does; a newline printed after it."""
    fd = sys.stdin.fileno()
    saved = termios.tcgetattr(fd)
    quiet = termios.tcgetattr(fd)
    quiet[3] &= ~termios.ECHO
    out(prompt)
    try:
        termios.tcsetattr(fd, termios.TCSADRAIN, quiet)
        line = sys.stdin.readline()
    finally:
        termios.tcsetattr(fd, termios.TCSADRAIN, saved)
    out("\n")
    if not line:
        sys.exit(0)
    return line.rstrip("\n")


def wait_forever():
    try:
        sys.stdin.read()
    except KeyboardInterrupt:
        pass


def slowly(lines, pause=0.6):
    """lines printed one at a time, as a tool at work prints them, and
    then, for as long as the case lasts, more of the same."""
    i = 0
    while True:
        print(lines[i % len(lines)])
        sys.stdout.flush()
        i += 1
        time.sleep(pause)


# windscribe-like: Windscribe's command-line client, `windscribe login`:
# the username asked in clear, the password with echo off, then, the
# account having two-factor authentication, its code asked in clear.
def windscribe():
    ask("Windscribe Username: ")
    getpass.getpass("Windscribe Password: ")
    print("This account has two-factor authentication enabled.")
    ask("2FA Code: ")
    print("Logged In")
    wait_forever()


# fido2-token-like: libfido2's fido2-token changing a security key's PIN
# (`fido2-token -C /dev/hidraw3`): the current PIN, the new one and the
# new one again, each read with echo off by readpassphrase.
def fido2_token():
    dev = "/dev/hidraw3"
    getpass.getpass("Enter current PIN for %s: " % dev)
    getpass.getpass("Enter new PIN for %s: " % dev)
    getpass.getpass("Enter the same PIN again: ")
    wait_forever()


# zulucrypt-like: zuluCrypt-cli creating an encrypted volume (`-c -d
# /home/ada/vault.img -z ext4 -t luks`): its warning, `Type "YES" and
# press enter if you want to process: `, then the passphrase and the
# passphrase again, read with echo off.
def zulucrypt():
    print('This operation will destroy all data in a device at: "/home/ada/vault.img"')
    print("Are you sure you want to proceed?")
    if ask('Type "YES" and press enter if you want to process: ') != "YES":
        print("ERROR: user chose not to proceed")
        wait_forever()
        return
    ask_hidden("Enter passphrase: ")
    ask_hidden("Re enter passphrase: ")
    print("SUCCESS: volume created successfully")
    wait_forever()


# patronictl-like: Patroni's patronictl restarting a cluster's members
# (`patronictl -c patroni.yml restart orders`): the cluster's members in
# a table, then click's prompts: when (default now), the version below
# which to restart (an empty default, `[]`), and `Are you sure you want
# to restart members pg1, pg2, pg3? [y/N]: `.
def patronictl():
    for line in [
        "+ Cluster: orders (7301234567890123456) -----+----+-----------+",
        "| Member | Host      | Role    | State     | TL | Lag in MB |",
        "+--------+-----------+---------+-----------+----+-----------+",
        "| pg1    | 10.0.0.11 | Leader  | running   |  4 |           |",
        "| pg2    | 10.0.0.12 | Replica | streaming |  4 |         0 |",
        "| pg3    | 10.0.0.13 | Replica | streaming |  4 |         0 |",
        "+--------+-----------+---------+-----------+----+-----------+",
    ]:
        print(line)
    ask("When should the restart take place (e.g. 2026-11-28T10:00)  [now]: ")
    ask("Restart if the PostgreSQL version is less than provided (e.g. 9.5.2)  []: ")
    answer = ask("Are you sure you want to restart members pg1, pg2, pg3? [y/N]: ")
    if answer.lower() in ("y", "yes"):
        for m in ("pg1", "pg2", "pg3"):
            print(GREEN + "Success: restart on member " + m + RESET)
    else:
        print("Aborted!")
    wait_forever()


# wacs-like: win-acme (wacs.exe), a Windows ACME client: its banner and
# main menu over ` Please choose from the menu: `; M, how the domains are
# found (numbered, C to abort); 2, ` Host: `; a host, its friendly name
# with the generated one to accept; Enter, the terms of service and ` Do
# you agree with the terms? (y*/n) - `, the starred answer the default.
def wacs():
    for line in [
        "",
        " A simple Windows ACMEv2 client (WACS)",
        " Software version 2.2.9.1701 (release, trimmed, standalone, 64-bit)",
        " Connecting to https://acme-v02.api.letsencrypt.org/...",
        " " + GREEN + "Connection OK!" + RESET,
        " Scheduled task looks healthy",
        " Please report issues at https://github.com/win-acme/win-acme",
        "",
        " N: Create certificate (default settings)",
        " M: Create certificate (full options)",
        " R: Run renewals (0 currently due)",
        " A: Manage renewals (3 total)",
        " O: More options...",
        " Q: Quit",
        "",
    ]:
        print(line)
    while ask(" Please choose from the menu: ").upper() != "M":
        pass
    for line in [
        "",
        " Please specify how the list of domain names that will be included in the",
        " certificate should be determined. If you choose for one of the \"all bindings\"",
        " options, the list will automatically be updated for future renewals to",
        " reflect the bindings at that time.",
        "",
        " 1: Read bindings from IIS",
        " 2: Manual input",
        " 3: CSR created by another program",
        " C: Abort",
        "",
    ]:
        print(line)
    while ask(" How shall we determine the domain(s) to include in the certificate?: ") != "2":
        pass
    print("")
    print(" Description:         A host name to get a certificate for. This may be a")
    print("                      comma-separated list.")
    print("")
    host = ask(" Host: ") or "ada.dev"
    print("")
    print(" Source generated using plugin Manual: " + host)
    print("")
    ask(" Friendly name '[Manual] %s'. <Enter> to accept or type desired name: " % host)
    for line in [
        "",
        " Terms of service:   C:\\ProgramData\\win-acme\\acme-v02.api.letsencrypt.org\\LE-SA-v1.4.pdf",
        "",
        " Open in default application? (y/n*) - no",
        "",
    ]:
        print(line)
    ask(" Do you agree with the terms? (y*/n) - ")
    wait_forever()


# wbadmin-like: Windows Server Backup's wbadmin recovering files
# (`wbadmin start recovery -version:11/27/2026-23:00 -itemType:File
# -items:...`): its banner, the files chosen, one a row, over `Do you want
# to recover the file(s)?` and `[Y] Yes [N] No `; answered Y, its
# progress, a line each time the percentage grows.
def wbadmin():
    files = [
        "C:\\Users\\ada\\Documents\\notes.txt",
        "C:\\Users\\ada\\Documents\\budget-2026.xlsx",
        "C:\\Users\\ada\\Documents\\minutes-november.docx",
        "C:\\Users\\ada\\Documents\\photos\\harbour.jpg",
    ]
    for line in [
        "wbadmin 1.0 - Backup command-line tool",
        "(C) Copyright Microsoft Corporation. All rights reserved.",
        "",
        "Retrieving volume information...",
        "You have chosen to recover the file(s):",
    ] + ["    " + f for f in files] + [
        "from the backup created on 11/27/2026 11:00 PM to their original location.",
        "Files that already exist will be overwritten.",
        "",
        "Do you want to recover the file(s)?",
    ]:
        print(line)
    if ask("[Y] Yes [N] No ").lower() != "y":
        print("The operation was canceled.")
        wait_forever()
        return
    print("")
    n = 0
    while True:
        n = min(n + 3, 99)
        print("Running the file recovery operation, copied (%d%%)." % n)
        sys.stdout.flush()
        time.sleep(0.6)


# opatch-like: OPatch, the database patch installer (`opatch apply` in a
# patch's directory): its header, `OPatch continues with these patches:`
# over `Do you want to proceed? [y|n]`, the answer read on the row under
# it; answered y, `User Responded with: Y`, the instances to stop and `Is
# the local system ready for patching? [y|n]`; answered y, each component
# patched a line at a time.
def opatch():
    home = "/u01/app/oracle/product/19.0.0/dbhome_1"
    for line in [
        "Oracle Interim Patch Installer version 12.2.0.1.42",
        "Copyright (c) 2026, Oracle Corporation.  All rights reserved.",
        "",
        "",
        "Oracle Home       : " + home,
        "Central Inventory : /u01/app/oraInventory",
        "   from           : " + home + "/oraInst.loc",
        "OPatch version    : 12.2.0.1.42",
        "OUI version       : 12.2.0.7.0",
        "Log file location : " + home + "/cfgtoollogs/opatch/opatch2026-11-28_09-12-44AM_1.log",
        "",
        "Verifying environment and performing prerequisite checks...",
        "OPatch continues with these patches:   36912597  ",
        "",
        "Do you want to proceed? [y|n]",
    ]:
        print(line)
    if ask("").lower() != "y":
        print("User Responded with: N")
        print("OPatch stopped on request.")
        wait_forever()
        return
    for line in [
        "User Responded with: Y",
        "All checks passed.",
        "",
        "Please shutdown Oracle instances running out of this ORACLE_HOME on the local system.",
        "(Oracle Home = '" + home + "')",
        "",
        "",
        "Is the local system ready for patching? [y|n]",
    ]:
        print(line)
    if ask("").lower() != "y":
        print("User Responded with: N")
        wait_forever()
        return
    print("User Responded with: Y")
    print("Backing up files...")
    print("Applying interim patch '36912597' to OH '" + home + "'")
    print("")
    comps = ["oracle.rdbms", "oracle.rdbms.rsf", "oracle.rdbms.dbscripts", "oracle.ctx", "oracle.oraolap",
             "oracle.rdbms.util", "oracle.network.rsf", "oracle.sqlplus", "oracle.ldap.rsf", "oracle.javavm.server"]
    lines = []
    for c in comps:
        lines += ["Patching component %s, 19.0.0.0.0..." % c, ""]
    slowly(lines, 0.4)


TOOLS = {
    "windscribe": windscribe,
    "fido2-token": fido2_token,
    "zulucrypt": zulucrypt,
    "patronictl": patronictl,
    "wacs": wacs,
    "wbadmin": wbadmin,
    "opatch": opatch,
}

if __name__ == "__main__":
    if len(sys.argv) < 2 or sys.argv[1] not in TOOLS:
        print("usage: twohundredthirtyfifth_demo.py " + "|".join(sorted(TOOLS)), file=sys.stderr)
        sys.exit(2)
    try:
        TOOLS[sys.argv[1]]()
    except KeyboardInterrupt:
        out("\n")
