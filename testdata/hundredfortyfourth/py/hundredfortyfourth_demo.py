#!/usr/bin/env python3
"""The hundredfortyfourth set's imitations: each prints, on the main screen
and a line at a time, what a sysadmin or developer tool that cannot run
here prints at one of its questions. The first argument names the tool
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
    except (EOFError, KeyboardInterrupt):
        sys.exit(0)


def wait_forever():
    try:
        sys.stdin.read()
    except KeyboardInterrupt:
        pass


# tdnf-like: `tdnf install nginx` on Photon OS.
def tdnf():
    print("Refreshing metadata for: 'VMware Photon Linux 5.0 (x86_64) Updates'")
    print("Refreshing metadata for: 'VMware Photon Linux 5.0 (x86_64)'")
    print()
    print("Installing:")
    print("nginx                      x86_64     1.25.2-3.ph5     photon-updates   3.02M   1.19M")
    print()
    print("Total installed size:   3.02M")
    print("Total download size:   1.19M")
    ask("Is this ok [y/N]: ")
    wait_forever()


# swupd-like: `swupd bundle-remove --recursive editors` on Clear Linux.
def swupd():
    print("Loading required manifests...")
    print()
    print("The --recursive option was used, the specified bundle and its dependencies will be removed from the system")
    print()
    print("The following bundles will be removed:")
    print(" - editors")
    print(" - joe")
    print(" - nano")
    print()
    ask("Do you want to continue? (y/N): ")
    wait_forever()


# timeshift-like: `sudo timeshift --restore`.
def timeshift():
    print("Mounted '/dev/sda1' at '/run/timeshift/12345/backup'")
    print()
    print("Select snapshot to restore:")
    print()
    print("Num     Name                 Tags  Description")
    print("-" * 78)
    print("0    >  2024-05-12_10-00-01  O")
    print("1    >  2024-05-19_10-00-01  W")
    print("2    >  2024-05-20_09-00-01  D")
    print()
    while True:
        a = ask("Enter snapshot number (a=Abort, p=Previous, n=Next): ").strip()
        if a in ("0", "1", "2"):
            break
        if a == "a":
            sys.exit(0)
    print()
    print()
    print("Select target device for / (Root):")
    print()
    print("Num     Device     Size  Type  Label")
    print("-" * 78)
    print("0    >  sda1    42.9 GB  ext4  ")
    print("1    >  sda2     8.6 GB  ext4  data")
    print()
    print("[ENTER = Default (/dev/sda1), a = Abort]")
    print()
    ask("Enter device name or number (a=Abort): ")
    print()
    print("=" * 78)
    print()
    ask("Re-install GRUB2 bootloader? (recommended) (y/n): ")
    wait_forever()


# exoscale-like: `exo config` with no configuration yet.
def exo():
    print("No Exoscale CLI configuration found")
    print()
    print("In order to set up your configuration profile, you will need to retrieve")
    print("Exoscale API credentials from your organization's IAM:")
    print()
    print("    https://portal.exoscale.com/iam/keys")
    print()
    ask("[+] API Key: ")
    secret("[+] Secret Key: ")
    ask("[+] Name [relay-org]: ")
    wait_forever()


# sqlx-like: `sqlx database drop`.
def sqlx():
    ask("Drop database at postgres://ada@localhost:5432/relay? [y/N] ")
    wait_forever()


# skeema-like: `skeema init -h db.example.com -u root -p`.
def skeema():
    secret("Enter password: ")
    wait_forever()


# duplicacy-like: `duplicacy init -e relay sftp://ada@backup.example.com/relay`.
def duplicacy():
    secret("Enter storage password for sftp://ada@backup.example.com/relay:")
    secret("Re-enter storage password:")
    wait_forever()


# dropdb-like: `dropdb -i relay`, asking again after a wrong answer.
def dropdb():
    print('Database "relay" will be permanently removed.')
    while True:
        a = ask("Are you sure? (y/n) ").strip()
        if a in ("y", "n"):
            break
        print('Please answer "y" or "n".')
    wait_forever()


# dropuser-like: `dropuser -i` with no role named.
def dropuser():
    ask("Enter name of role to drop: ")
    wait_forever()


if __name__ == "__main__":
    {"tdnf": tdnf, "swupd": swupd, "timeshift": timeshift, "exo": exo, "sqlx": sqlx,
     "skeema": skeema, "duplicacy": duplicacy, "dropdb": dropdb, "dropuser": dropuser}[sys.argv[1]]()
