#!/usr/bin/env python3
"""The hundredsixtieth set's imitations: each prints what an install or
setup script that cannot run here prints when it asks its questions (its
words, layout, defaults, colours, cursor and terminal modes), on the main
screen and a line at a time, as bash's `read -p` or a shell's `read -r`
reads. The first argument names the script imitated."""
import sys
import termios
import tty

RESET = "\x1b[0m"
BOLD = "\x1b[1m"
RED = "\x1b[31m"
GREEN = "\x1b[32m"
YELLOW = "\x1b[33m"
BLUE = "\x1b[34m"


def out(s):
    sys.stdout.write(s)
    sys.stdout.flush()


def ask(prompt):
    try:
        return input(prompt)
    except EOFError:
        sys.exit(0)


def wait_forever():
    try:
        sys.stdin.read()
    except KeyboardInterrupt:
        pass


# discourse-setup-like: discourse_docker's `./discourse-setup`, bash's
# `read -p` for each value with the current one in brackets; the Maxmind
# question is longer than a row and wraps.
def discourse_setup():
    out("Ports 80 and 443 are free for use\n"
        "'samples/standalone.yml' -> 'containers/app.yml'\n"
        "Found 4GB of memory and 2 physical CPU cores\n"
        "setting db_shared_buffers = 1024MB\n"
        "setting UNICORN_WORKERS = 4\n"
        "containers/app.yml memory parameters updated.\n\n")
    h = ask("Hostname for your Discourse? [discourse.example.com]: ").strip() or "discourse.example.com"
    out("\nChecking your domain name . . .\n")
    out("Connection to %s succeeded.\n" % h)
    ask("Email address for admin account(s)? [me@example.com,you@example.com]: ")
    ask("SMTP server address? [smtp.example.com]: ")
    ask("SMTP port? [587]: ")
    ask("SMTP user name? [user@example.com]: ")
    ask("SMTP password? [pa$$word]: ")
    ask("notification email address? [noreply@%s]: " % h)
    ask("Optional email address for Let's Encrypt warnings? (ENTER to skip) [me@example.com]: ")
    ask("Optional Maxmind Account ID (ENTER to continue without MAXMIND GeoLite2 geolocation database) [123456]: ")
    wait_forever()


# zimbra-like: Zimbra Collaboration's install.sh, its license and package
# questions answered on their line after a default in brackets.
def zimbra():
    out("Operations logged to /tmp/install.log.3vQm8a0\n"
        "Checking for existing installation...\n"
        "    zimbra-drive...NOT FOUND\n"
        "    zimbra-imapd...NOT FOUND\n"
        "    zimbra-patch...NOT FOUND\n"
        "    zimbra-mta-patch...NOT FOUND\n"
        "    zimbra-ldap...NOT FOUND\n"
        "    zimbra-logger...NOT FOUND\n"
        "    zimbra-mta...NOT FOUND\n"
        "    zimbra-store...NOT FOUND\n"
        "    zimbra-core...NOT FOUND\n\n\n"
        "----------------------------------------------------------------------\n"
        "PLEASE READ THIS AGREEMENT CAREFULLY BEFORE USING THE SOFTWARE.\n"
        "SYNACOR, INC. (\"SYNACOR\") WILL ONLY LICENSE THIS SOFTWARE TO YOU IF YOU\n"
        "FIRST ACCEPT THE TERMS OF THIS AGREEMENT. BY DOWNLOADING OR INSTALLING\n"
        "THE SOFTWARE, OR USING THE PRODUCT, YOU ARE CONSENTING TO BE BOUND BY\n"
        "THIS AGREEMENT. IF YOU DO NOT AGREE TO ALL OF THE TERMS OF THIS\n"
        "AGREEMENT, THEN DO NOT DOWNLOAD, INSTALL OR USE THE PRODUCT.\n\n"
        "License Terms for this Zimbra Collaboration Suite Software:\n"
        "https://www.zimbra.com/license/zimbra-public-eula-2-6.html\n"
        "----------------------------------------------------------------------\n\n\n\n")
    a = ask("Do you agree with the terms of the software license agreement? [N] ").strip()
    if a.lower() not in ("y", "yes"):
        out("Exiting\n")
        sys.exit(1)
    out("\n\n")
    ask("Use Zimbra's package repository [Y] ")
    out("\nImporting Zimbra GPG key\n\nConfiguring package repository\n\n"
        "Checking for installable packages\n\n"
        "Found zimbra-core (local)\nFound zimbra-ldap (local)\nFound zimbra-logger (local)\n\n\n"
        "Select the packages to install\n\n")
    ask("Install zimbra-ldap [Y] ")
    ask("Install zimbra-logger [Y] ")
    wait_forever()


# oh-my-zsh-like: Oh My Zsh's install.sh after its clone, asking with a
# POSIX shell's `read -r opt` after a yellow line that ends `[Y/n]`.
def oh_my_zsh():
    out(BLUE + "Cloning Oh My Zsh..." + RESET + "\n"
        "Cloning into '/root/.oh-my-zsh'...\n"
        "remote: Enumerating objects: 1439, done.\n"
        "remote: Counting objects: 100% (1439/1439), done.\n"
        "remote: Compressing objects: 100% (1385/1385), done.\n"
        "remote: Total 1439 (delta 43), reused 1236 (delta 36), pack-reused 0\n"
        "Receiving objects: 100% (1439/1439), 3.29 MiB | 9.81 MiB/s, done.\n"
        "Resolving deltas: 100% (43/43), done.\n\n"
        + BLUE + "Looking for an existing zsh config..." + RESET + "\n"
        + GREEN + "Using the Oh My Zsh template file and adding it to /root/.zshrc." + RESET + "\n\n"
        + YELLOW + "Time to change your default shell to " + GREEN + "zsh" + YELLOW + ":" + RESET + "\n")
    ask(YELLOW + "Do you want to change your default shell to " + GREEN + "zsh" + YELLOW + "? [Y/n]" + RESET + " ")
    wait_forever()


# virtualmin-like: Virtualmin's install.sh, its welcome over ` Continue?
# (y/n) ` read a line at a time, "Please enter y or n:" in yellow before
# it is asked again, then its hostname question.
def virtualmin():
    out("\n  Welcome to the Virtualmin GPL installer, version 7.10.0\n\n"
        "  This script must be run on a freshly installed supported OS. It does not\n"
        "  perform updates or upgrades (use your system package manager) or license\n"
        "  changes (use the \"virtualmin change-license\" command).\n\n"
        "  The systems currently supported by the install script are:\n\n"
        "    Red Hat Enterprise Linux and derivatives\n"
        "      - RHEL 8 and 9 on x86_64\n"
        "      - Alma, Rocky and Oracle Linux 8 and 9 on x86_64\n"
        "    Debian Linux and derivatives\n"
        "      - Debian 10, 11 and 12 on i386 and amd64\n"
        "      - Ubuntu 20.04 LTS and 22.04 LTS on i386 and amd64\n\n"
        "  If your OS/version/arch is not listed, installation will fail. More\n"
        "  details about the systems supported by the script can be found here:\n\n"
        "    https://www.virtualmin.com/os-support\n\n"
        "  The selected package bundle is LAMP and the size of install is\n"
        "  full. It will require up to 2 GB of disk space.\n\n"
        "  Exit and re-run this script with --help flag to see available options.\n\n")
    out(" Continue? (y/n) ")
    while True:
        a = ask("").strip()
        if a in ("y", "Y", "yes", "Yes", "YES"):
            break
        if a in ("n", "N", "no", "No", "NO"):
            sys.exit(0)
        out("\n" + YELLOW + "Please enter y or n:" + RESET + " ")
    out("\n  Your system hostname " + GREEN + "relay" + RESET + " is not fully qualified.\n")
    ask("  Please enter a fully qualified hostname (for example, host.example.com): ")
    wait_forever()


# pterodactyl-installer-like: the Pterodactyl installation script's
# numbered menu read on an `* Input 0-6: ` line, shown again after an
# option it lacks, then the panel's database questions with defaults in
# parentheses and a password read a key at a time, a `*` for each.
def pterodactyl():
    hashes = "#" * 70
    out(hashes + "\n"
        "* Pterodactyl panel installation script @ v1.1.1\n*\n"
        "* Copyright (C) 2018 - 2024, Vilhelm Prytz, <vilhelm@prytznet.se>\n*\n"
        "* https://github.com/pterodactyl-installer/pterodactyl-installer\n*\n"
        "* This script is not associated with the official Pterodactyl Project.\n"
        + hashes + "\n\n")
    menu = ["Install the panel", "Install Wings",
            "Install both [0] and [1] on the same machine (wings script runs after panel)",
            "Install panel with canary version of the script (the versions that lives in master, may be broken!)",
            "Install Wings with canary version of the script (the versions that lives in master, may be broken!)",
            "Install both [3] and [4] on the same machine (wings script runs after panel)",
            "Uninstall panel or wings with canary version of the script (the versions that lives in master, may be broken!)"]
    while True:
        out("* What would you like to do?\n")
        for i, m in enumerate(menu):
            out("* [%d] %s\n" % (i, m))
        a = ask("* Input 0-%d: " % (len(menu) - 1)).strip()
        if a == "0":
            break
        out(RED + "* ERROR" + RESET + ": Invalid option\n")
    out("\n* Database configuration.\n\n"
        "* This will be the credentials used for communication between the MySQL\n"
        "* database and the panel. You do not need to create the database\n"
        "* before running this script, the script will do that for you.\n\n")
    ask("* Database name (panel): ")
    ask("* Database username (pterodactyl): ")
    out("* Password (press enter to use randomly generated password): ")
    fd = sys.stdin.fileno()
    old = termios.tcgetattr(fd)
    try:
        tty.setcbreak(fd)
        new = termios.tcgetattr(fd)
        new[3] &= ~termios.ECHO
        termios.tcsetattr(fd, termios.TCSADRAIN, new)
        while True:
            c = sys.stdin.read(1)
            if c in ("", "\n", "\r"):
                break
            out("*")
    finally:
        termios.tcsetattr(fd, termios.TCSADRAIN, old)
    out("\n")
    ask("* Select timezone [Europe/Stockholm]: ")
    wait_forever()


# hestia-like: Hestia Control Panel's hst-install-debian.sh, its banner
# and list of software over `[y/N]`, then the admin's e-mail and the
# hostname with the current one in brackets.
def hestia():
    out("                 _   _           _   _        ____ ____\n"
        "                | | | | ___  ___| |_(_) __ _ / ___|  _ \\\n"
        "                | |_| |/ _ \\/ __| __| |/ _` | |   | |_) |\n"
        "                |  _  |  __/\\__ \\ |_| | (_| | |___|  __/\n"
        "                |_| |_|\\___||___/\\__|_|\\__,_|\\____|_|\n\n"
        "                          Hestia Control Panel\n"
        "                                 1.8.11\n"
        "                            www.hestiacp.com\n\n"
        "========================================================================\n\n"
        "Thank you for downloading Hestia Control Panel! In a few moments,\n"
        "we will begin installing the following components on your server:\n\n"
        "   - NGINX Web / Proxy Server\n"
        "   - Apache Web Server (as backend)\n"
        "   - PHP-FPM Application Server\n"
        "   - Bind DNS Server\n"
        "   - Exim Mail Server + ClamAV + SpamAssassin\n"
        "   - Dovecot POP3/IMAP Server\n"
        "   - MariaDB Database Server\n"
        "   - Vsftpd FTP Server\n"
        "   - Firewall (iptables) + Fail2Ban Access Monitor\n\n"
        "========================================================================\n\n")
    a = ask("Would you like to continue with the installation? [y/N]: ").strip()
    if a not in ("y", "Y"):
        out("Installation aborted.\n")
        sys.exit(1)
    out("\n")
    ask("Please enter admin email address: ")
    ask("Please enter FQDN hostname [relay.example.com]: ")
    wait_forever()


TOOLS = {
    "discourse-setup": discourse_setup,
    "zimbra": zimbra,
    "oh-my-zsh": oh_my_zsh,
    "virtualmin": virtualmin,
    "pterodactyl-installer": pterodactyl,
    "hestia": hestia,
}

if __name__ == "__main__":
    TOOLS[sys.argv[1]]()
