#!/usr/bin/python3
"""The twohundredninetyfourth set's imitations (issue 44).

Password and passphrase prompts of programs that cannot run here (no NIS
server, no LDAP server, no .NET runtime, no package), each drawing what
the real program draws, on the main screen, a line at a time: secrets
read as getpass(3) reads them (the terminal's echo off, the cursor after
the prompt), other lines read cooked with echo.

    yppasswd [-f|-l]   yp-tools' yppasswd (Thorsten Kukuk)
    kryptor -e|-d      Samuel Lucas's Kryptor with -p
    shelldap           Mahlon E. Smith's shelldap with --promptpass
    aescrypt -e|-d     Packetizer's AES Crypt command line
"""

import getpass
import os
import sys
import time

MASTER = "nis1.example.org"


def out(s=""):
    sys.stdout.write(s)
    sys.stdout.flush()


def secret(prompt):
    try:
        return getpass.getpass(prompt)
    except (EOFError, KeyboardInterrupt):
        out("\n")
        sys.exit(1)


def line(prompt):
    try:
        return input(prompt)
    except (EOFError, KeyboardInterrupt):
        out("\n")
        sys.exit(1)


def idle():
    # The program has done: keep the screen as it is until killed.
    while True:
        time.sleep(60)


def yppasswd(flag):
    user = "alice"
    out("Changing NIS account information for %s on %s.\n" % (user, MASTER))
    if flag == "-f":
        secret("Please enter password: ")
        out("\nChanging full name for %s on %s.\n" % (user, MASTER))
        out("To accept the default, simply press return. To enter an\n")
        out('empty field, type the word "none".\n')
        line("Name [Alice Liddell]: ")
        line("Location [Room 12]: ")
        line("Office Phone [555-0142]: ")
        line("Home Phone []: ")
        time.sleep(1)
        out("\nThe GECOS information has been changed on %s.\n\n" % MASTER)
        sys.exit(0)
    if flag == "-l":
        secret("Please enter password: ")
        out("\nChanging login shell for %s on %s.\n" % (user, MASTER))
        out("To accept the default, simply press return. To use the\n")
        out('system\'s default shell, type the word "none".\n')
        line("Login shell [/bin/bash]: ")
        time.sleep(1)
        out("\nThe login shell has been changed on %s.\n\n" % MASTER)
        sys.exit(0)
    secret("Please enter old password: ")
    out("Changing NIS password for %s on %s.\n" % (user, MASTER))
    while True:
        new = secret("Please enter new password: ")
        if len(new) < 6:
            out("Your password must have at least 6 characters.\n")
            continue
        break
    again = secret("Please retype new password: ")
    if again != new:
        out("Mismatch - password unchanged.\n")
        sys.exit(1)
    time.sleep(2)
    out("\nThe NIS password has been changed on %s.\n\n" % MASTER)
    sys.exit(0)


def kryptor(flag):
    if flag == "-d":
        secret("Enter your password: ")
        time.sleep(1)
        out('Decrypting "ledger.db.bin"...\n')
        out("Error: Incorrect password/key, or this file has been tampered with.\n")
        sys.exit(1)
    pw = secret("Enter a password (leave empty for a random passphrase):\n")
    if pw == "":
        out("Randomly generated passphrase: "
            "ferry-lantern-oyster-quill-marble-sprout-canopy-ember\n\n")
    else:
        again = secret("Retype password:\n")
        out("\n")
        if again != pw:
            out("Error: Passwords do not match.\n")
            sys.exit(1)
    out('Encrypting "ledger.db"...\n')
    time.sleep(120)
    out("Successfully encrypted: 1/1\n")
    sys.exit(0)


def shelldap():
    base = "dc=example,dc=org"
    pw = secret("Bind password: ")
    if pw != "correct horse":
        out("Couldn't bind to LDAP server 'ldap.example.org': Invalid credentials\n")
        sys.exit(1)
    entries = ["ou=People", "ou=Groups", "cn=admin"]
    while True:
        cmd = line("~ > ").strip()
        if cmd in ("exit", "quit"):
            sys.exit(0)
        if cmd in ("ls", "list"):
            out("\n".join(entries) + "\n")
        elif cmd.startswith("passwd"):
            dn = cmd[6:].strip() or "uid=alice,ou=People"
            new = secret("Enter new password: ")
            again = secret("Retype new password: ")
            if new != again:
                out("Sorry, passwords do not match.\n")
                continue
            out("Password updated for %s,%s.\n" % (dn, base))
        elif cmd.startswith("rm"):
            dn = cmd[2:].strip()
            out("%s,%s\n" % (dn, base))
            ans = line("Are you sure? [y/N]: ")
            if ans.lower().startswith("y"):
                out("Removed.\n")
        elif cmd:
            out("No such command.  Try \"help\".\n")


def aescrypt(flag):
    if flag == "-d":
        secret("Enter password: ")
        out("Error: Message has been altered or password is incorrect\n")
        sys.exit(1)
    pw = secret("Enter password: ")
    again = secret("Re-Enter password: ")
    if pw != again:
        out("Error: Passwords don't match.\n")
        sys.exit(1)
    time.sleep(120)
    sys.exit(0)


def main():
    tool = sys.argv[1] if len(sys.argv) > 1 else ""
    flag = sys.argv[2] if len(sys.argv) > 2 else ""
    if tool == "yppasswd":
        yppasswd(flag)
    elif tool == "kryptor":
        kryptor(flag)
    elif tool == "shelldap":
        shelldap()
    elif tool == "aescrypt":
        aescrypt(flag)
    else:
        sys.stderr.write("usage: twohundredninetyfourth_demo.py yppasswd|kryptor|shelldap|aescrypt [flag]\n")
        sys.exit(2)


if __name__ == "__main__":
    main()
