#!/usr/bin/env python3
"""The hundredeightysecond set's imitations: each prints, on the main
screen and a line at a time, the password, passphrase or PIN prompt of a
tool that cannot run here, asked with echo off (getpass) or in raw mode
with each typed character shown as a star. A wrong answer is one that is
not "correct horse". The first argument names the tool imitated."""
import getpass
import os
import sys
import termios
import time
import tty

RIGHT = "correct horse"


def ask(prompt):
    try:
        return input(prompt)
    except EOFError:
        sys.exit(0)


def secret(prompt):
    try:
        return getpass.getpass(prompt)
    except (EOFError, KeyboardInterrupt):
        print()
        sys.exit(1)


def starred(prompt):
    """Reads a line in raw mode, echoing a star for each character; the
    terminal is made raw before the prompt shows, as the tools do, so
    nothing typed at the prompt is echoed or flushed."""
    fd = sys.stdin.fileno()
    old = termios.tcgetattr(fd)
    got = []
    try:
        tty.setraw(fd)
        sys.stdout.write(prompt)
        sys.stdout.flush()
        while True:
            c = os.read(fd, 1).decode("utf-8", "replace")
            if c in ("\r", "\n"):
                break
            if c == "\x03":
                termios.tcsetattr(fd, termios.TCSADRAIN, old)
                sys.stdout.write("\r\n")
                sys.exit(130)
            if c in ("\x7f", "\x08"):
                if got:
                    got.pop()
                    sys.stdout.write("\b \b")
                    sys.stdout.flush()
                continue
            got.append(c)
            sys.stdout.write("*")
            sys.stdout.flush()
    finally:
        termios.tcsetattr(fd, termios.TCSADRAIN, old)
    sys.stdout.write("\r\n")
    sys.stdout.flush()
    return "".join(got)


def wait_forever():
    try:
        sys.stdin.read()
    except KeyboardInterrupt:
        pass


# geli-like: FreeBSD's disk encryption asking, at boot, for a provider's
# passphrase; a wrong one is told and asked again, three tries.
def geli():
    print("Trying to mount root from zfs:zroot/ROOT/default []...")
    print("GEOM_ELI: Device ada0p4.eli created.")
    print("GEOM_ELI: Encryption: AES-XTS 256")
    print("GEOM_ELI:     Crypto: accelerated software")
    print()
    for tries in (2, 1, 0):
        if secret("Enter passphrase for ada0p3: ") == RIGHT:
            print("GEOM_ELI: Device ada0p3.eli created.")
            wait_forever()
            return
        print("GEOM_ELI: Wrong key for ada0p3. Tries left: %d." % tries)
    wait_forever()


# dislocker-like: opening a BitLocker volume with its user password.
def dislocker():
    secret("Enter the user password: ")
    print("Fri Nov 27 12:58:02 2026 [CRITICAL] None of the provided decryption mean is decrypting the keys. Abort.")


# yubico-piv-tool-like: `yubico-piv-tool -a verify-pin`.
def yubico_piv_tool():
    pin = secret("Enter PIN: ")
    if pin == RIGHT:
        print("Successfully verified PIN.")
    else:
        print("Pin verification failed, 2 tries left before pin is blocked.")
    wait_forever()


# monero-wallet-cli-like: opening a wallet file.
def monero_wallet_cli():
    print("This is the command line monero wallet. It needs to connect to a monero")
    print("daemon to work correctly.")
    print("WARNING: Do not reuse your Monero keys on another fork, UNLESS this fork has key reuse mitigations built in. Doing so will harm your privacy.")
    print()
    print("Monero 'Fluorine Fermi' (v0.18.3.4-release)")
    print("Logging to monero-wallet-cli.log")
    secret("Wallet password: ")
    print("Error: failed to load wallet: invalid password")
    wait_forever()


# sqlcl-like: Oracle's SQLcl connecting, its password masked with stars
# (JLine, raw mode); a refused logon asks for the user again, its last
# answer as the default.
def sqlcl():
    print()
    print()
    print("SQLcl: Release 24.3 Production on Fri Nov 27 12:58:40 2026")
    print()
    print("Copyright (c) 1982, 2026, Oracle.  All rights reserved.")
    print()
    while True:
        if starred("Password? (**********?) ") == RIGHT:
            print("Connected to:")
            print("Oracle Database 23ai Free Release 23.0.0.0.0 - Develop, Learn, and Run for Free")
            print("Version 23.5.0.24.07")
            print()
            ask("SQL> ")
            wait_forever()
            return
        print("  USER          = ada")
        print("  URL           = jdbc:oracle:thin:@//db.example.com:1521/FREEPDB1")
        print("  Error Message = ORA-01017: invalid credential or not authorized; logon denied")
        print("Help: https://docs.oracle.com/error-help/db/ora-01017/")
        ask("Username? (RETRYING) ('ada/*********@//db.example.com:1521/FREEPDB1'?) ")


# hdbsql-like: SAP HANA's SQL client connecting as SYSTEM.
def hdbsql():
    secret("Password: ")
    print("* 10: authentication failed SQLSTATE: 28000")


# globalprotect-like: the VPN's Linux command line connecting to a
# portal; refused credentials are asked for again.
def globalprotect():
    while True:
        print("Retrieving configuration...")
        print("vpn.example.com - Enter login credentials")
        user = ask("username(ada): ") or "ada"
        if secret("Password: ") == RIGHT:
            print("Retrieving configuration...")
            print("Discovering network...")
            print("Connected")
            wait_forever()
            return
        print("Authentication failed.")
        print()


# sudo-rs-like: the Rust sudo, its password fed back with stars.
def sudo_rs():
    for _ in range(3):
        if starred("[sudo: authenticate] Password: ") == RIGHT:
            print("root@relay:/home/ada# ", end="", flush=True)
            wait_forever()
            return
        print("sudo: Authentication failed, try again.")
    print("sudo: 3 incorrect authentication attempts")


# physlock-like: the console locked, asking its user's password until
# the right one.
def physlock():
    sys.stdout.write("\033[H\033[2J")
    print()
    while True:
        if secret("ada's password: ") == RIGHT:
            return
        time.sleep(1)
        print("Authentication failure")
        print()


# pkexec-like: polkit's text agent asking to run a shell as root.
def pkexec():
    print("==== AUTHENTICATING FOR org.freedesktop.policykit.exec ====")
    print("Authentication is needed to run `/bin/bash' as the super user")
    print("Authenticating as: Ada Lovelace,,, (ada)")
    secret("Password: ")
    print("polkit-agent-helper-1: pam_authenticate failed: Authentication failure")
    print("==== AUTHENTICATION FAILED ====")
    print("Error executing command as another user: Not authorized")
    print()
    print("This incident has been reported.")


TOOLS = {
    "geli": geli,
    "dislocker": dislocker,
    "yubico-piv-tool": yubico_piv_tool,
    "monero-wallet-cli": monero_wallet_cli,
    "sqlcl": sqlcl,
    "hdbsql": hdbsql,
    "globalprotect": globalprotect,
    "sudo-rs": sudo_rs,
    "physlock": physlock,
    "pkexec": pkexec,
}

if __name__ == "__main__":
    TOOLS[sys.argv[1]]()
