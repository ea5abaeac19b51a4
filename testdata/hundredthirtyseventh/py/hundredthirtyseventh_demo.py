#!/usr/bin/env python3
"""The hundredthirtyseventh set's imitations: each prints, on the main
screen and a line at a time, what a privilege, remote-login, VPN, disk,
key or secret tool that cannot run here prints when it asks for a secret
(or, beside it, for something that echoes). The first argument names the
tool imitated."""
import getpass
import os
import sys
import termios
import tty


def ask(prompt):
    try:
        return input(prompt)
    except EOFError:
        sys.exit(0)


def secret(prompt):
    try:
        return getpass.getpass(prompt)
    except EOFError:
        sys.exit(0)


def wait_forever():
    try:
        sys.stdin.read()
    except KeyboardInterrupt:
        pass


# doas-like: OpenBSD's doas, asking for the user's own password.
def doas():
    secret("doas (ada@relay) password: ")
    wait_forever()


# anyconnect-like: the Cisco Secure Client's `vpn connect`.
def anyconnect():
    print("Cisco Secure Client (version 5.1.2.42) .")
    print()
    print("Copyright (c) 2004 - 2023 Cisco Systems, Inc.  All Rights Reserved.")
    print()
    print()
    for line in ["state: Disconnected", "state: Disconnected", "notice: Ready to connect.",
                 "registered with local VPN subsystem.",
                 "contacting host (vpn.example.com) for login information...",
                 "notice: Contacting vpn.example.com."]:
        print("  >> " + line)
    print()
    print("  >> Please enter your username and password.")
    ask("Username: [ada] ")
    secret("Password: ")
    print("  >> notice: Please respond to banner.")
    print()
    print("Authorized use only. All activity on this network is logged.")
    print()
    ask("accept? [y/n]: ")
    wait_forever()


# xfreerdp-like: FreeRDP's `xfreerdp /v:rdp.example.com /u:ada
# /cert:ignore`, asking for the domain and password it was not given.
def xfreerdp():
    print("[03:22:10:123] [4182:4183] [INFO][com.freerdp.client.common.cmdline] - loading channelEx rdpdr")
    print("[03:22:10:125] [4182:4183] [INFO][com.freerdp.client.x11] - Property 32 Type [ATOM_PAIR] Format [32] Length [1]")
    sys.stdout.write("Domain:   ")
    sys.stdout.flush()
    if sys.stdin.readline() == "":
        sys.exit(0)
    secret("Password: ")
    wait_forever()


# zfs-like: `zfs create -o encryption=on -o keyformat=passphrase
# tank/secure`, the passphrase asked twice.
def zfs():
    secret("Enter new passphrase: ")
    secret("Re-enter new passphrase: ")
    wait_forever()


# zfs-load-key-like: `zfs load-key tank/secure`.
def zfs_load_key():
    secret("Enter passphrase for 'tank/secure': ")
    wait_forever()


# systemd-cryptenroll-like: `systemd-cryptenroll --password /dev/sdb1`,
# its ask-password line in raw mode echoing a star for each key, the
# grey "(press TAB for no echo)" hint gone at the first key.
def cryptenroll():
    fd = sys.stdin.fileno()
    old = termios.tcgetattr(fd)
    tty.setraw(fd)
    out = sys.stdout

    def prompt(text):
        out.write("\U0001f510 " + text + " \x1b[2m(press TAB for no echo)\x1b[0m")
        out.write("\x1b[%dD" % len("(press TAB for no echo)"))
        out.flush()
        typed = 0
        while True:
            c = os.read(fd, 1)
            if c in (b"\r", b"\n"):
                out.write("\r\n")
                out.flush()
                return
            if c == b"\x03":
                termios.tcsetattr(fd, termios.TCSADRAIN, old)
                sys.exit(1)
            if typed == 0:
                out.write("\x1b[K")
            typed += 1
            out.write("*")
            out.flush()

    try:
        prompt("Please enter current passphrase for disk /dev/sdb1:")
        prompt("Please enter new passphrase for disk /dev/sdb1:")
        prompt("Please enter new passphrase for disk /dev/sdb1 (repeat):")
        while os.read(fd, 1) != b"\x03":
            pass
    finally:
        termios.tcsetattr(fd, termios.TCSADRAIN, old)


# secret-tool-like: libsecret's `secret-tool store --label='Relay token'
# service relay user ada`.
def secret_tool():
    secret("Password: ")
    wait_forever()


# pkcs11-tool-like: OpenSC's `pkcs11-tool --login --list-objects`.
def pkcs11_tool():
    print("Using slot 0 with a present token (0x0)")
    print('Logging in to "Relay PIV".')
    secret("Please enter User PIN: ")
    wait_forever()


# lpass-like: the LastPass CLI's `lpass login ada@example.com` with its
# pinentry off, its master password then its multifactor code.
def lpass():
    print("Please enter the LastPass master password for <ada@example.com>.")
    print()
    secret("Master Password: ")
    print("Please enter your Google Authenticator code for <ada@example.com>.")
    print()
    secret("Code: ")
    wait_forever()


TOOLS = {
    "doas": doas,
    "anyconnect": anyconnect,
    "xfreerdp": xfreerdp,
    "zfs": zfs,
    "zfs-load-key": zfs_load_key,
    "systemd-cryptenroll": cryptenroll,
    "secret-tool": secret_tool,
    "pkcs11-tool": pkcs11_tool,
    "lpass": lpass,
}

if __name__ == "__main__":
    TOOLS[sys.argv[1]]()
