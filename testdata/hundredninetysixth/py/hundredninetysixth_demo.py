#!/usr/bin/env python3
"""The hundredninetysixth set's imitations: each prints, on the main screen
and a line at a time, what a security or network tool that cannot run here
prints at one of its interactive prompts (its words, layout and defaults,
echo off where it reads a secret). The first argument names the tool
imitated."""
import getpass
import sys


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


# certstrap-like: `certstrap init --common-name "Relay CA"`, asking a
# passphrase for the CA's key twice.
def certstrap():
    while True:
        p1 = secret("Enter passphrase (empty for no passphrase): ")
        p2 = secret("Enter same passphrase again: ")
        if p1 == p2:
            break
        print("Passphrases do not match.", file=sys.stderr)
        sys.exit(1)
    print("Created out/Relay_CA.key")
    print("Created out/Relay_CA.crt")
    print("Created out/Relay_CA.crl")


# ipa-server-install-like: FreeIPA's server installer, its fields with
# defaults in brackets and its Directory Manager password asked twice.
def ipa():
    print()
    print("The log file for this installation can be found in /var/log/ipaserver-install.log")
    print("=" * 78)
    print("This program will set up the IPA Server.")
    print("Version 4.11.1")
    print()
    print("This includes:")
    print("  * Configure a stand-alone CA (dogtag) for certificate management")
    print("  * Configure the NTP client (chronyd)")
    print("  * Create and configure an instance of Directory Server")
    print("  * Create and configure a Kerberos Key Distribution Center (KDC)")
    print("  * Configure Apache (httpd)")
    print("  * Configure SID generation")
    print("  * Configure the KDC to enable PKINIT")
    print()
    print("To accept the default shown in brackets, press the Enter key.")
    print()
    ask("Do you want to configure integrated DNS (BIND)? [no]: ")
    print()
    print("Enter the fully qualified domain name of the computer")
    print("on which you're setting up server software. Using the form")
    print("<hostname>.<domainname>")
    print("Example: master.example.com")
    print()
    print()
    ask("Server host name [ipa.relay.test]: ")
    print()
    print("The domain name has been determined based on the host name.")
    print()
    ask("Please confirm the domain name [relay.test]: ")
    print()
    print("The kerberos protocol requires a Realm name to be defined.")
    print("This is typically the domain name converted to uppercase.")
    print()
    ask("Please provide a realm name [RELAY.TEST]: ")
    print("Certain directory server operations require an administrative user.")
    print("This user is referred to as the Directory Manager and has full access")
    print("to the Directory for system management tasks and will be added to the")
    print("instance of directory server created for IPA.")
    print("The password must be at least 8 characters long.")
    print()
    while True:
        p1 = secret("Directory Manager password: ")
        if len(p1) < 8:
            print("Password must be at least 8 characters long")
            continue
        p2 = secret("Password (confirm): ")
        if p1 == p2:
            break
        print("Password mismatch!")
        print()
    print()
    print("The IPA server requires an administrative user, named 'admin'.")
    print("This user is a regular system account used for IPA server administration.")
    print()
    secret("IPA admin password: ")
    secret("Password (confirm): ")
    wait_forever()


# rdesktop-like: `rdesktop win10.relay.test`, its certificate exception
# asked on stderr, again after an answer that is neither yes nor no.
def rdesktop():
    e = sys.stderr
    print("ATTENTION! The server uses and invalid security certificate which can not be trusted for", file=e)
    print("the following identified reasons(s);", file=e)
    print(file=e)
    print(" 1. Certificate issuer is not trusted by this system.", file=e)
    print(file=e)
    print("     Issuer: CN=win10.relay.test", file=e)
    print(file=e)
    print(file=e)
    print("Review the following certificate info before you trust it to be added as an exception.", file=e)
    print("If you do not trust the certificate the connection atempt will be aborted:", file=e)
    print(file=e)
    print("    Subject: CN=win10.relay.test", file=e)
    print("     Issuer: CN=win10.relay.test", file=e)
    print(" Valid From: Mon Nov  2 08:14:51 2026", file=e)
    print("         To: Tue May  4 08:14:51 2027", file=e)
    print(file=e)
    print("  Certificate fingerprints:", file=e)
    print(file=e)
    print("       sha1: 5b7e19c0a4d2f8e6b3a1c9d0e7f4a2b8c6d1e3f5", file=e)
    print("     sha256: 9c2e4f6a8b0d1c3e5f7a9b1d3c5e7f9a1b3d5c7e9f1a3b5d7c9e1f3a5b7d9c1e", file=e)
    print(file=e)
    print(file=e)
    while True:
        e.write("Do you trust this certificate (yes/no)? ")
        e.flush()
        a = ask("").strip()
        if a == "yes":
            break
        if a == "no":
            sys.exit(1)
    wait_forever()


# snx-like: Check Point's SNX, `snx -s vpn.relay.test -u alice`, its
# password and then its gateway's certificate.
def snx():
    print("Check Point's Linux SNX")
    print("build 800010003")
    secret("Please enter your password:\n")
    print()
    print("SNX authentication:")
    print("Please confirm the connection to gateway: vpn.relay.test VPN Certificate")
    print("Root CA fingerprint: LOAD FIRM MOAT HEFT OWLY BEAU TACK SWAN ROME GLEN RAKE HUGE")
    ask("Do you accept? [y]es/[N]o:\n")
    wait_forever()


# forticlientsslvpn_cli-like: FortiClient's SSL VPN command line,
# `forticlientsslvpn_cli --server vpn.relay.test:10443 --vpnuser alice`.
def forti():
    secret("Password for VPN:")
    print("STATUS::Setting up tunnel")
    print("Warning: Remote certificate not trusted.")
    ask("Would you like to connect to this server? (Y/N)\n")
    print("STATUS::Login succeed")
    wait_forever()


# lncli-like: `lncli create`, a Lightning wallet's password twice, its
# seed question and the seed's passphrase.
def lncli():
    p1 = secret("Input wallet password: ")
    p2 = secret("Confirm password: ")
    if p1 != p2:
        print("[lncli] passwords don't match", file=sys.stderr)
        sys.exit(1)
    print()
    while True:
        print()
        print("Do you have an existing cipher seed mnemonic or extended master root key you want to use?")
        print("Enter 'y' to use an existing cipher seed mnemonic, 'x' to use an extended master root key ")
        a = ask("or 'n' to create a new seed (Enter y/x/n): ").strip().lower()
        if a in ("y", "x", "n"):
            break
    print()
    print("Your cipher seed can optionally be encrypted.")
    print("Input your passphrase if you wish to encrypt it (or press enter to proceed without a cipher seed passphrase): ", end="")
    sys.stdout.flush()
    secret("")
    wait_forever()


# expressvpn-like: `expressvpn activate`.
def expressvpn():
    ask("Enter activation code: ")
    print("Activated.")
    ask("Help improve ExpressVPN: Share crash reports, speed tests, usability diagnostics, and whether VPN connection attempts succeed. These reports never contain personally identifiable information. (Y/n) ")
    wait_forever()


TOOLS = {
    "certstrap": certstrap,
    "ipa-server-install": ipa,
    "rdesktop": rdesktop,
    "snx": snx,
    "forticlientsslvpn_cli": forti,
    "lncli": lncli,
    "expressvpn": expressvpn,
}

if __name__ == "__main__":
    TOOLS[sys.argv[1]]()
