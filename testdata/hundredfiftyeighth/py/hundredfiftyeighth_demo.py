#!/usr/bin/env python3
"""The hundredfiftyeighth set's imitations: each prints, on the main
screen and a line at a time, what a tool that asks for a password,
passphrase or code, and cannot run here, prints at one of its moments.
The first argument names the tool imitated."""
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


def select(title, options):
    print(title)
    for i, o in enumerate(options, 1):
        print(" %d) %s" % (i, o))
    return ask("Select [1]: ")


# truecrypt-like: `truecrypt -t -c`, TrueCrypt 7.1a's text mode creating
# a volume.
def truecrypt_create():
    select("Volume type:", ["Normal", "Hidden"])
    print()
    ask("Enter volume path: ")
    print()
    ask("Enter volume size (sizeK/size[M]/sizeG): ")
    print()
    select("Encryption algorithm:", ["AES", "Serpent", "Twofish", "AES-Twofish", "AES-Twofish-Serpent",
                                     "Serpent-AES", "Serpent-Twofish-AES", "Twofish-Serpent"])
    print()
    select("Hash algorithm:", ["RIPEMD-160", "SHA-512", "Whirlpool"])
    print()
    select("Filesystem:", ["FAT", "None"])
    print()
    while True:
        p1 = secret("Enter password: ")
        p2 = secret("Re-enter password: ")
        if p1 == p2:
            break
        print("Passwords do not match.")
        print()
    if len(p1) < 20:
        print()
        print("WARNING: Short passwords are easy to crack using brute force techniques!")
        print()
        print("We recommend choosing a password consisting of more than 20 characters. "
              "Are you sure you want to use a short password? (y=Yes/n=No) [No]: ", end="")
        sys.stdout.flush()
        ask("")
    print()
    ask("Enter keyfile path [none]: ")
    print()
    print("Please type at least 320 randomly chosen characters and then press Enter:")
    wait_forever()


# truecrypt-like: `truecrypt -t /home/ada/secret.tc /media/truecrypt1`,
# mounting a volume.
def truecrypt_mount():
    while True:
        secret("Enter password for /home/ada/secret.tc: ")
        print("Incorrect password or not a TrueCrypt volume.")
        print()


# unrar-like: `unrar x notes.rar`, a file encrypted inside.
def unrar():
    print()
    print("UNRAR 6.21 freeware      Copyright (c) 1993-2023 Alexander Roshal")
    print()
    print()
    print("Extracting from notes.rar")
    print()
    secret("Enter password (will not be echoed) for notes.txt: ")
    print()
    print("The specified password is incorrect.")
    wait_forever()


# steamcmd-like: Valve's SteamCMD console, logging in.
def steamcmd():
    print("Redirecting stderr to '/home/ada/Steam/logs/stderr.txt'")
    print("[  0%] Checking for available updates...")
    print("[----] Verifying installation...")
    print("Steam Console Client (c) Valve Corporation - version 1698262904")
    print("-- type 'quit' to exit --")
    print("Loading Steam API...OK")
    print()
    while True:
        line = ask("Steam>")
        words = line.split()
        if not words:
            continue
        if words[0] == "quit":
            return
        if words[0] == "login" and len(words) > 1:
            print("Logging in user '%s' to Steam Public..." % words[1])
            secret("password: ")
            print("This computer has not been authenticated for your account using Steam Guard.")
            print("Please check your email for the message from Steam, and enter the Steam Guard")
            print(" code from that message.")
            print("You can also enter this code at any time using 'set_steam_guard_code'")
            print(" at the console.")
            ask("Steam Guard code:")
            print("Waiting for client config...OK")
            print("Waiting for user info...OK")
            print()
            continue
        print('Command not found: %s' % words[0])
        print()


# pgadmin4-like: `/usr/pgadmin4/bin/setup-web.sh`, pgAdmin 4's
# initial user account.
def pgadmin4():
    print("Setting up pgAdmin 4 in web mode on a Debian based platform...")
    print("Creating configuration database...")
    print("NOTE: Configuring authentication for SERVER mode.")
    print()
    print("Enter the email address and password to use for the initial pgAdmin user account:")
    print()
    ask("Email address: ")
    while True:
        p1 = secret("Password: ")
        p2 = secret("Retype password:")
        if p1 == p2:
            if len(p1) < 6:
                print("Password must be at least 6 characters. Please try again.")
                continue
            break
        print("Passwords do not match. Please try again.")
    print("pgAdmin 4 - Application Initialisation")
    print("======================================")
    print()
    print("Creating storage and log directories...")
    ask("We can now configure the Apache Web server for you. This involves enabling the wsgi "
        "module and configuring the pgAdmin 4 application to mount at /pgadmin4. Do you wish to continue (y/n)? ")
    wait_forever()


# protonvpn-cli-like: `protonvpn init`, the Python ProtonVPN-CLI 2.
def protonvpn():
    print("[ -- PROTONVPN-CLI INIT -- ]")
    print()
    ask("Enter your ProtonVPN OpenVPN username: ")
    while True:
        p1 = secret("Enter your ProtonVPN OpenVPN password: ")
        p2 = secret("Confirm your ProtonVPN OpenVPN password: ")
        if p1 == p2:
            break
        print("[!] The passwords do not match. Please try again.")
    print()
    print("Please choose your ProtonVPN Plan")
    for i, plan in enumerate(["Free", "Basic", "Plus", "Visionary"], 1):
        print("%d) %s" % (i, plan))
    print()
    ask("Your plan: ")
    wait_forever()


# apksigner-like: `apksigner sign --ks release.jks app-release.apk`.
def apksigner():
    secret("Keystore password for signer #1: ")
    wait_forever()


if __name__ == "__main__":
    {"truecrypt-create": truecrypt_create, "truecrypt-mount": truecrypt_mount, "unrar": unrar,
     "steamcmd": steamcmd, "pgadmin4": pgadmin4, "protonvpn-cli": protonvpn,
     "apksigner": apksigner}[sys.argv[1]]()
