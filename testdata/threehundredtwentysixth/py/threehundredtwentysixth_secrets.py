#!/usr/bin/env python3
"""The threehundredtwentysixth set's imitations of five command-line
tools that ask for secrets, each run as `threehundredtwentysixth_secrets.py
TOOL` as if typed at a shell: aptos (Aptos Labs' Aptos CLI, `aptos
init`), nitropy (Nitrokey's pynitrokey, `nitropy fido2 change-pin`),
goal (Algorand's goal, `goal wallet new`), shufflecake (Kudelski
Security's Shufflecake, `shufflecake init`) and octez (Tezos' Octez
client, `octez-client gen keys --encrypted`). Each draws what the tool
draws on the main screen a line at a time, as its documentation and
source show it: its questions read cooked and echoed, its secrets read
with echo off, its errors. When the tool ends it hands the terminal
back to the shell it was typed at."""

import getpass
import os
import sys
import time

PS1 = "ada@devbox:~$ "


def out(s):
    sys.stdout.write(s)
    sys.stdout.flush()


def line():
    s = sys.stdin.readline()
    if not s:
        sys.exit(0)
    return s.rstrip("\n")


def secret(prompt):
    try:
        return getpass.getpass(prompt)
    except EOFError:
        sys.exit(0)


def shell():
    """The shell the tool was typed at, back at its prompt."""
    env = dict(os.environ, PS1=PS1)
    os.execvpe("bash", ["bash", "--norc", "--noprofile", "-i"], env)


def typed(command):
    out(PS1 + command + "\n")


# Aptos CLI: prompt_yes prints `<question> [yes/no] >` and reads a line
# until yes or no; `init` says which profile, asks the network and the
# private key on lines of their own, the answer typed under them.
def aptos():
    typed("aptos init")
    while True:
        out("Aptos already initialized for profile default, do you want to overwrite the existing config? [yes/no] >\n")
        a = line().strip().lower()
        if a in ("yes", "y", "no", "n"):
            break
    if a.startswith("n"):
        out('{\n  "Error": "Unexpected error: Aborted command"\n}\n')
        shell()
    out("Configuring for profile default\n")
    out("Choose network from [devnet, testnet, mainnet, local, custom | defaults to devnet]\n")
    net = line().strip() or "devnet"
    out("Enter your private key as a hex literal (0x...) [Current: None | No input: Generate new key (or keep one if present)]\n")
    key = line().strip()
    acct = "0x7e3f1c9a52d84b06a1e2f39c4d5b6a7080912a3b4c5d6e7f8091a2b3c4d5e6f7"
    if not key:
        out("No key given, generating key...\n")
    time.sleep(0.5)
    out("Account %s doesn't exist, creating it and funding it with 100000000 Octas\n" % acct)
    time.sleep(0.5)
    out("Account %s funded successfully\n\n" % acct)
    out("---\nAptos CLI is now set up for account %s as profile default!\n"
        " See the account here: https://explorer.aptoslabs.com/account/%s?network=%s\n"
        " Run `aptos --help` for more information about commands\n" % (acct, acct, net))
    out('{\n  "Result": "Success"\n}\n')
    shell()


# pynitrokey: its banner, then three hidden prompts; a PIN the key
# refuses ends in a critical error.
def nitropy():
    typed("nitropy fido2 change-pin")
    out("Command line tool to interact with Nitrokey devices 0.4.45\n")
    old = secret("Please enter old pin: ")
    new = secret("Please enter new pin: ")
    confirm = secret("Please confirm new pin: ")
    if new != confirm:
        out("Critical error:\nnew pin does not match confirm-pin\nplease try again!\n")
        shell()
    time.sleep(0.3)
    if old != "246810":
        out("Critical error:\nfailed changing to new pin!\n"
            "CtapHidError: CTAP error: 0x31 - PIN_INVALID\n")
        shell()
    out("done - changed pin\n")
    shell()


WORDS = ("frost cabin lumber oyster wheat ribbon cargo flame absorb demand "
         "velvet dinosaur ranch mixture glide enroll subway arrow custom "
         "proof vessel hammer tiny salad abstract")


# Algorand's goal: a wallet's password chosen and confirmed with echo
# off, then the backup phrase offered with (Y/n).
def goal():
    typed("goal wallet new ledger -d ~/node/data")
    pw = secret("Please choose a password for wallet 'ledger': ")
    again = secret("Please confirm the password: ")
    if pw != again:
        out("Password confirmation did not match\n")
        shell()
    out("Creating wallet...\n")
    time.sleep(0.4)
    out("Created wallet 'ledger'\n")
    out("Your new wallet has a backup phrase that can be used for recovery.\n"
        "Keeping this backup phrase safe is extremely important.\n"
        "Would you like to see it now? (Y/n): ")
    a = line().strip().lower()
    if a in ("", "y", "yes"):
        out("Your backup phrase is printed below.\n"
            "Keep this information safe -- never share it with anyone!\n\n")
        out("\033[1m%s\033[0m\n" % WORDS)
    shell()


# Shufflecake: a warning before it overwrites the device, how many
# volumes, then a password for each, hidden.
def shufflecake():
    typed("sudo shufflecake init /dev/sdb")
    out("Shufflecake v0.5.2 - (c) 2023 Kudelski Security\n\n")
    out("WARNING: this will overwrite all the content of /dev/sdb.\n"
        "Are you sure you want to continue? (y/N) ")
    a = line().strip().lower()
    if a not in ("y", "yes"):
        out("Aborted.\n")
        shell()
    out("How many volumes do you want to create? [1-15]: ")
    try:
        n = max(1, min(15, int(line().strip() or "1")))
    except ValueError:
        n = 1
    for i in range(1, n + 1):
        secret("Insert password for volume %d: " % i)
    out("Filling /dev/sdb with random data...\n")
    time.sleep(0.8)
    out("Creating %d volumes on /dev/sdb... done.\n" % n)
    out("Device /dev/sdb initialised with %d volumes.\n" % n)
    shell()


# Octez client: the testnet's warning, then a password to encrypt the
# key and its confirmation, hidden; asked again when they differ.
def octez():
    typed("octez-client gen keys alice --encrypted")
    out("Warning:\n\n"
        "                 This is NOT the Tezos Mainnet.\n\n"
        "           Do NOT use your fundraiser keys on this network.\n\n")
    while True:
        pw = secret("Enter password to encrypt your key: ")
        again = secret("Confirm password: ")
        if pw == again:
            break
        out("Passwords do not match.\n")
    time.sleep(0.3)
    out("Warning: key alice added (tz1VSUr8wwNhLAzempoch5d6hLRiTh8Cjcjb).\n")
    shell()


TOOLS = {"aptos": aptos, "nitropy": nitropy, "goal": goal, "shufflecake": shufflecake, "octez": octez}

if __name__ == "__main__":
    TOOLS[sys.argv[1]]()
