#!/usr/bin/env python3
"""The twohundredtwentyseventh set's imitations: each prints, on the main
screen and a line at a time (the terminal cooked, echo on, or off for a
secret as getpass sets it), what a command-line tool that cannot run here
prints when it asks something: a version control tool's removals and
merge, a release upgrader, a shop's setup commands, a password manager's
sign-in, a database's tape restore, a VPN client and a cloud sign-in
helper. The first argument names the tool imitated."""
import getpass
import sys
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


# cleartool-like: IBM ClearCase's cleartool. `rmelem` warns in its
# CAUTION paragraph and asks `Remove element "notes.txt"?  [no] `;
# `uncheckout` asks `Save private copy of "notes.txt"?  [yes] `;
# `findmerge -merge` prints its merge's header and each conflicting
# difference side by side, then asks which file's change to take.
def cleartool_rmelem():
    print("CAUTION! This will destroy the element, all its branches and versions,")
    print("including all data, metadata and history, and will remove the element")
    print("from all directory versions in which it is currently cataloged.")
    print('Consider using the "rmname" command instead.')
    if ask('Remove element "notes.txt"?  [no] ').lower() in ("y", "yes"):
        print('Removed element "notes.txt".')
    wait_forever()


def cleartool_uncheckout():
    ask('Save private copy of "notes.txt"?  [yes] ')
    print('Private version of "notes.txt" saved in "notes.txt.keep".')
    print('Checkout cancelled for "notes.txt".')
    wait_forever()


def cleartool_findmerge():
    print('Needs Merge "./notes.txt" [to /main/ada_dev/CHECKEDOUT from /main/4 base /main/3]')
    print("********************************")
    print("<<< file 1: /vobs/proj/notes.txt@@/main/3")
    print(">>> file 2: /vobs/proj/notes.txt@@/main/4")
    print(">>> file 3: ./notes.txt")
    print("********************************")
    print("-----------[changed 2 file 1]-----------|-------------[changed to 2 file 2]---")
    print("buy milk                                | buy oat milk")
    print("                                       -|-")
    print("-----------[changed 2 file 1]-----------|-------------[changed to 2 file 3]---")
    print("buy milk                                | buy almond milk")
    print("                                       -|-")
    ask("Do you want the CHANGE made in file 2? [no] ")
    ask("Do you want the CHANGE made in file 3? [no] ")
    print("Moved contributor \"./notes.txt\" to \"./notes.txt.contrib\".")
    print('Output of merge is in "./notes.txt".')
    wait_forever()


# release-upgrade-like: Ubuntu's do-release-upgrade in its text
# frontend. Under ssh it first asks whether to go on (`Continue [yN] `),
# then, the changes counted, whether to start the upgrade (`Continue
# [yN]  Details [d]`), then fetches the packages a line at a time.
def release_upgrade():
    for line in [
        "Checking for a new Ubuntu release",
        "Get:1 Upgrade tool signature [833 B]",
        "Get:2 Upgrade tool [1,265 kB]",
        "Fetched 1,266 kB in 0s (0 B/s)",
        "authenticate 'noble.tar.gz' against 'noble.tar.gz.gpg' ",
        "extracting 'noble.tar.gz'",
        "",
        "Reading cache",
        "",
        "Checking package manager",
        "",
        "Continue running under SSH? ",
        "",
        "This session appears to be running under ssh. It is not recommended ",
        "to perform a upgrade over ssh currently because in case of failure it ",
        "is harder to recover. ",
        "",
        "If you continue, an additional ssh daemon will be started at port ",
        "'1022'. ",
        "Do you want to continue? ",
        "",
    ]:
        print(line)
    ask("Continue [yN] ")
    for line in [
        "",
        "Starting additional sshd ",
        "",
        "To make recovery in case of failure easier, an additional sshd will ",
        "be started on port '1022'. If anything goes wrong with the running ",
        "ssh you can still connect to the additional one. ",
        "",
        "Reading cache",
        "",
        "Checking package manager",
        "Reading package lists... Done",
        "Building dependency tree... Done",
        "Reading state information... Done",
        "",
        "Calculating the changes",
        "",
        "Do you want to start the upgrade? ",
        "",
        "",
        "3 installed packages are no longer supported by Canonical. You can ",
        "still get support from the community. ",
        "",
        "4 packages are going to be removed. 87 new packages are going to be ",
        "installed. 1204 packages are going to be upgraded. ",
        "",
        "You have to download a total of 1,021 M. This download will take ",
        "about 2 minutes with your connection. ",
        "",
        "Installing the upgrade can take several hours. Once the download has ",
        "finished, the process cannot be canceled. ",
        "",
    ]:
        print(line)
    ask(" Continue [yN]  Details [d]")
    print("Fetching")
    pkgs = ["base-files", "bash", "coreutils", "dpkg", "libc6", "libssl3t64", "openssl",
            "perl-base", "python3.12", "systemd", "tar", "util-linux", "vim-tiny", "zlib1g"]
    lines = []
    for i, p in enumerate(pkgs):
        lines.append("Get:%d http://archive.ubuntu.com/ubuntu noble/main amd64 %s amd64 [%d kB]" % (i + 1, p, 73 + 97 * i))
    slowly(lines)


# magento-like: Magento's bin/magento (Symfony's console). setup:upgrade
# prints its cleanups and each module's schema a line at a time;
# setup:uninstall asks `Are you sure you want to uninstall Magento?[y/N]`;
# admin:user:create asks `Admin user: ` in clear and `Admin password: `
# with echo off.
def magento_upgrade():
    for line in [
        "Cache types config flushed successfully",
        "Cache cleared successfully",
        "File system cleanup:",
        "/var/www/magento/generated/code/Composer",
        "/var/www/magento/generated/code/Magento",
        "/var/www/magento/generated/code/Symfony",
        "Updating modules:",
        "Schema creation/Updates:",
    ]:
        print(line)
    mods = ["Magento_Store", "Magento_AdvancedPricingImportExport", "Magento_Directory", "Magento_Theme",
            "Magento_Backend", "Magento_Eav", "Magento_Customer", "Magento_Catalog", "Magento_Cms",
            "Magento_Sales", "Magento_Quote", "Magento_Checkout", "Magento_Tax", "Magento_Widget"]
    slowly(["Module '%s':" % m for m in mods])


def magento_uninstall():
    if ask("Are you sure you want to uninstall Magento?[y/N]").lower() == "y":
        print("Starting Magento uninstallation:")
    wait_forever()


def magento_admin():
    user = ask("Admin user: ")
    getpass.getpass("Admin password: ")
    ask("Admin email: ")
    print("Created Magento administrator user named " + user)
    wait_forever()


# onepassword-like: the 1Password CLI's `op account add`: the sign-in
# address and email asked in clear, the Secret Key and the password with
# echo off.
def onepassword():
    address = ask("Enter your sign-in address (example.1password.com): ")
    email = ask("Enter the email address for your account on %s: " % address)
    getpass.getpass("Enter the Secret Key for %s on %s: " % (email, address))
    getpass.getpass("Enter the password for %s at %s: " % (email, address))
    print("Now run 'eval $(op signin)' to sign in.")
    wait_forever()


# ontape-like: IBM Informix's `ontape -r`: a tape to mount and Return to
# press, then the archive's information over `Continue restore? (y/n)`,
# then whether to back up the logs first.
def ontape():
    ask("Please mount tape 1 on /dev/rmt/0 and press Return to continue ... ")
    for line in [
        "",
        "Archive Tape Information",
        "",
        "Tape type:      Archive Backup Tape ",
        "Online version: IBM Informix Dynamic Server Version 14.10.FC9 ",
        "Archive date:   Tue Jan  2 10:00:01 2024 ",
        "User id:        informix ",
        "Terminal id:    /dev/pts/1 ",
        "Archive level:  0 ",
        "Tape device:    /dev/rmt/0 ",
        "Tape blocksize (in k): 32 ",
        "Tape size (in k): 10240000 ",
        "Tape number in series: 1",
        "",
        "Spaces to restore:1 [rootdbs                                                  ]",
        "2 [datadbs                                                  ]",
        "",
        "Archive Information",
        "",
        "IBM Informix Dynamic Server Copyright 2001, 2023  IBM Corporation.",
        "Initialization Time       01/02/2024 09:12:44",
        "System Page Size          2048",
        "Version                   34",
        "Archive CheckPoint Time   01/02/2024 10:00:01",
        "",
        "Dbspaces",
        "number   flags    fchunk   nchunks  flags    owner                 name",
        "1        20001    1        1        N  BA    informix              rootdbs",
        "2        20001    2        1        N  BA    informix              datadbs",
        "",
    ]:
        print(line)
    ask("Continue restore? (y/n)")
    ask("Do you want to back up the logs? (y/n)")
    ask("Restore a level 1 archive (y/n)?")
    wait_forever()


# netextender-like: SonicWall's NetExtender for Linux: its server, user
# and domain over `Password: ` with echo off, then, the server's
# certificate self-signed, `Do you want to proceed? (Y:Yes, N:No, V:View
# Certificate)`.
def netextender():
    print("NetExtender for Linux - Version 10.2.845")
    print("SSL VPN Server: vpn.example.com:4433")
    print("User: ada")
    print("Domain: LocalDomain")
    getpass.getpass("Password: ")
    print("Connecting to vpn.example.com:4433...")
    print("Connected.")
    print("Logging in...")
    print("There is a problem with the site's security certificate.")
    print("Warning: self signed certificate")
    ask("Do you want to proceed? (Y:Yes, N:No, V:View Certificate) ")
    print("Login successful.")
    wait_forever()


# gimme-aws-creds-like: Nike's gimme-aws-creds signing in to an identity
# provider: the password with echo off, the factors numbered `[ 0 ]`,
# `[ 1 ]` over `Selection: `, a code asked in clear, then the apps
# numbered the same way.
def gimme():
    print("Using configuration profile: DEFAULT")
    getpass.getpass("Password for ada@example.com: ")
    print("Multi-factor Authentication required.")
    print("Pick a factor:")
    print("[ 0 ] Okta Verify App: SmartPhone_IPhone: iPhone")
    print("[ 1 ] token:software:totp( OKTA ) : ada@example.com")
    ask("Selection: ")
    ask("Enter verification code: ")
    print("Pick an app:")
    print("[ 0 ] AWS Prod")
    print("[ 1 ] AWS Dev")
    print("[ 2 ] AWS Sandbox")
    ask("Selection: ")
    wait_forever()


TOOLS = {
    "cleartool-rmelem": cleartool_rmelem,
    "cleartool-uncheckout": cleartool_uncheckout,
    "cleartool-findmerge": cleartool_findmerge,
    "release-upgrade": release_upgrade,
    "magento-upgrade": magento_upgrade,
    "magento-uninstall": magento_uninstall,
    "magento-admin": magento_admin,
    "onepassword": onepassword,
    "ontape": ontape,
    "netextender": netextender,
    "gimme-aws-creds": gimme,
}

if __name__ == "__main__":
    try:
        TOOLS[sys.argv[1]]()
    except KeyboardInterrupt:
        out("\n")
