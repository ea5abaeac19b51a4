#!/usr/bin/env python3
"""The hundredfiftyfifth set's imitations: each prints what a command-line
tool written in Perl, Ruby, PHP, Go or Rust that cannot run here prints
when it asks its question (its words, layout, defaults, colours, cursor
and terminal modes), on the main screen, a line at a time or in raw mode
as the library the tool asks with reads. The first argument names the
tool imitated."""
import sys
import termios
import tty

RESET = "\x1b[0m"
BOLD = "\x1b[1m"
GREEN = "\x1b[32m"
YELLOW = "\x1b[33m"
CYAN = "\x1b[36m"


def out(s):
    sys.stdout.write(s)
    sys.stdout.flush()


def ask(prompt):
    try:
        return input(prompt)
    except EOFError:
        sys.exit(0)


def hidden(prompt):
    """A line read with echo off, as Term::ReadKey's ReadMode('noecho')
    or Go's term.ReadPassword read it; the newline is not echoed."""
    fd = sys.stdin.fileno()
    old = termios.tcgetattr(fd)
    new = termios.tcgetattr(fd)
    new[3] &= ~termios.ECHO
    out(prompt)
    try:
        termios.tcsetattr(fd, termios.TCSADRAIN, new)
        line = sys.stdin.readline()
    finally:
        termios.tcsetattr(fd, termios.TCSADRAIN, old)
    if not line:
        sys.exit(0)
    return line.rstrip("\n")


def wait_forever():
    try:
        sys.stdin.read()
    except KeyboardInterrupt:
        pass


# dzil-like: Dist::Zilla's `dzil setup`, asking through Term::UI over
# Term::ReadLine's stub: a default in brackets after two spaces, `[y/N]`
# for a yes or no, "Invalid selection, please try again: " before a
# question asked again, the PAUSE password with echo off.
def dzil():
    while not ask("What's your name? ").strip():
        out("Invalid selection, please try again: ")
    while not ask("What's your email address? ").strip():
        out("Invalid selection, please try again: ")
    ask("Who, by default, holds the copyright on your code?  [Ada Lovelace]: ")
    ask("What license will you release your code under, by default?  [Perl_5]: ")
    q = ("\n    * WARNING - Your account details will be stored in plain text *\n"
         "Do you want to enter your PAUSE account details?  [y/N]: ")
    while True:
        a = ask(q).strip().lower()
        if a in ("", "y", "yes", "n", "no"):
            break
        out("Invalid selection, please try again: ")
    if a in ("y", "yes"):
        ask("What is your PAUSE id? ")
        hidden("What is your PAUSE password? ")
        print()
    wait_forever()


# wpscan-like: WPScan's banner, then its question whether to update its
# database, read by Ruby's Readline on the same line.
def wpscan():
    print("_______________________________________________________________")
    print("         __          _______   _____")
    print("         \\ \\        / /  __ \\ / ____|")
    print("          \\ \\  /\\  / /| |__) | (___   ___  __ _ _ __ \u00ae")
    print("           \\ \\/  \\/ / |  ___/ \\___ \\ / __|/ _` | '_ \\")
    print("            \\  /\\  /  | |     ____) | (__| (_| | | | |")
    print("             \\/  \\/   |_|    |_____/ \\___|\\__,_|_| |_|")
    print()
    print("         WordPress Security Scanner by the WPScan Team")
    print("                         Version 3.8.25")
    print("       Sponsored by Automattic - https://automattic.com/")
    print("       @_WPScan_, @ethicalhack3r, @erwan_lr, @firefart")
    print("_______________________________________________________________")
    print()
    print("\x1b[34m[i]\x1b[0m It seems like you have not updated the database for some time.")
    ask("[?] Do you want to update now? [Y]es [N]o, default: [N]")
    wait_forever()


# fastlane-like: `fastlane init`, its numbered choice asked by HighLine
# (`?  ` on a row of its own) and asked again after a number not listed.
def fastlane():
    print("[\u2714] \U0001f680 ")
    for line in ["Sending anonymous analytics information",
                 "Learn more at https://docs.fastlane.tools/#metrics",
                 "No personal or sensitive data is sent.",
                 "You can disable this by adding `opt_out_usage` at the top of your Fastfile",
                 "-----------------------------",
                 "--- Welcome to fastlane \U0001f680 ---",
                 "-----------------------------",
                 "fastlane can help you with all kinds of automation for your mobile app",
                 "We recommend automating one task first, and then gradually automating more over time",
                 "What would you like to use fastlane for?"]:
        print("[07:01:13]: " + line)
    opts = ["\U0001f4f8  Automate screenshots",
            "\U0001f469\u200d\u2708\ufe0f  Automate beta distribution to TestFlight",
            "\U0001f680  Automate App Store distribution",
            "\U0001f6e0  Manual setup - manually setup your project to automate your tasks"]
    for i, o in enumerate(opts, 1):
        print("%d. %s" % (i, o))
    while True:
        a = ask("?  ").strip()
        if a in ("1", "2", "3", "4") or a in opts:
            break
        print("You must choose one of [1, 2, 3, 4, %s]." % ", ".join(opts))
    wait_forever()


def symfony_question(q, default):
    print(" %s%s%s%s [%s%s%s]:" % (GREEN, q, RESET, "", YELLOW, default, RESET))
    return ask(" > ")


def symfony_error(msg):
    width = 80
    blank = " " * width
    line = (" [ERROR] " + msg).ljust(width)
    print()
    print("\x1b[37;41m" + blank + RESET)
    print("\x1b[37;41m" + line + RESET)
    print("\x1b[37;41m" + blank + RESET)
    print()


# drush-like: Drush's site:install confirm and cache:clear choice in
# Symfony Console's style (green question, yellow default, ` > ` on the
# next row), the choice asked again after an error block.
def drush_si():
    print(" You are about to:")
    print(" * DROP all tables in your 'drupal' database.")
    print()
    print(" %sDo you want to continue?%s (yes/no) [%syes%s]:" % (GREEN, RESET, YELLOW, RESET))
    ask(" > ")
    wait_forever()


def drush_cc():
    types = ["drush", "theme-registry", "router", "css-js", "render", "plugin", "bin", "views", "all"]
    w = max(len(t) for t in types)
    while True:
        print()
        print(" %sChoose a cache to clear%s [%sall%s]:" % (GREEN, RESET, YELLOW, RESET))
        for t in types:
            print("  [%s%s%s] %s" % (YELLOW, t.ljust(w), RESET, t))
        a = ask(" > ").strip()
        if a == "" or a in types:
            break
        symfony_error('Value "%s" is invalid' % a)
    wait_forever()


# cosign-like: cosign's generate-key-pair (a password read twice with
# echo off by Go's term.ReadPassword) and its sign's terms and `[y/N]`.
def cosign_keys():
    hidden("Enter password for private key: ")
    print()
    hidden("Enter password for private key again: ")
    print()
    print("Private key written to cosign.key")
    print("Public key written to cosign.pub")


def cosign_sign():
    print("Generating ephemeral keys...")
    print("Retrieving signed certificate...")
    print()
    print("\tThe sigstore service, hosted by sigstore a Series of LF Projects, LLC, is provided pursuant to the Hosted Project Tools Terms of Use, available at https://lfprojects.org/policies/hosted-project-tools-terms-of-use/.")
    print("\tNote that if your submission includes personal data associated with this signed artifact, it will be part of an immutable record.")
    print("\tThis may include the email address associated with the account with which you authenticate your contractual Agreement.")
    print("\tThis information will be used for signing this artifact and will be stored in public transparency logs and cannot be removed later, and is subject to the Immutable Record notice at https://lfprojects.org/policies/hosted-project-tools-immutable-records/.")
    print()
    print("By typing 'y', you attest that (1) you are not submitting the personal data of any other person; and (2) you understand and agree to the statement and the Agreement and terms of use above.")
    ask("Are you sure you would like to continue? [y/N] ")
    wait_forever()


def read_key(fd):
    ch = sys.stdin.read(1)
    if ch == "\x1b":
        ch += sys.stdin.read(2)
    return ch


# saml2aws-like: saml2aws login, asking with AlecAivazis' survey in raw
# mode: a username with its default in parentheses, a password echoed as
# `*`, a role list under `>` with the cursor hidden.
def saml2aws():
    fd = sys.stdin.fileno()
    old = termios.tcgetattr(fd)
    q = GREEN + BOLD + "?" + RESET + " " + BOLD
    print("Using IdP Account default to access Okta https://relay.okta.com/home/amazon_aws/0oa1relayexample/272")
    try:
        tty.setraw(fd)
        # the username
        buf = ""
        prompt = q + "Username " + RESET + "(ada@example.com) "
        out("\r\x1b[2K" + prompt)
        while True:
            ch = read_key(fd)
            if ch in ("\x03", "\x04"):
                return
            if ch in ("\r", "\n"):
                break
            if ch == "\x7f":
                buf = buf[:-1]
            elif ch.isprintable():
                buf += ch
            out("\r\x1b[2K" + prompt + buf)
        out("\r\x1b[2K" + q + "Username " + RESET + CYAN + (buf or "ada@example.com") + RESET + "\r\n")
        # the password
        buf = ""
        prompt = q + "Password " + RESET
        out(prompt)
        while True:
            ch = read_key(fd)
            if ch in ("\x03", "\x04"):
                return
            if ch in ("\r", "\n"):
                break
            if ch == "\x7f":
                buf = buf[:-1]
            elif ch.isprintable():
                buf += ch
            out("\r\x1b[2K" + prompt + "*" * len(buf))
        out("\r\x1b[2K" + prompt + "*" * len(buf) + "\r\n")
        out("Authenticating as ada@example.com ...\r\n")
        # the role
        roles = ["Account: relay-prod (123456789012) / Admin",
                 "Account: relay-prod (123456789012) / ReadOnly",
                 "Account: relay-staging (210987654321) / Admin",
                 "Account: relay-staging (210987654321) / Developer"]
        sel = 0

        def draw(first):
            if not first:
                out("\x1b[%dA" % (len(roles) + 1))
            out("\r\x1b[2K" + q + "Please choose the role " + RESET + " " + CYAN + "[Use arrows to move, type to filter]" + RESET + "\r\n")
            for i, r in enumerate(roles):
                if i == sel:
                    out("\r\x1b[2K" + CYAN + BOLD + "> " + r + RESET + "\r\n")
                else:
                    out("\r\x1b[2K  " + r + "\r\n")

        out("\x1b[?25l")
        draw(True)
        while True:
            ch = read_key(fd)
            if ch in ("\x03", "\x04", "\r", "\n"):
                break
            if ch == "\x1b[B":
                sel = (sel + 1) % len(roles)
            elif ch == "\x1b[A":
                sel = (sel - 1) % len(roles)
            draw(False)
    finally:
        out("\x1b[?25h")
        termios.tcsetattr(fd, termios.TCSADRAIN, old)
    wait_forever()


# kondo-like: kondo over a project's build directory, asking on a line
# in its own words (`([y]es, [n]o, [a]ll, [q]uit)`), asked again after
# a letter not listed.
def kondo():
    print("/home/ada/src/relay Cargo project")
    print("  \u2514\u2500 target (1.2GiB)")
    print("  1.2GiB, 3 weeks ago")
    while True:
        a = ask("  delete above artifact directories? ([y]es, [n]o, [a]ll, [q]uit): ").strip()
        if a in ("y", "n", "a", "q"):
            break
        print("  invalid choice, please choose between y, n, a or q.")
    wait_forever()


# topgrade-like: topgrade after a failed step, its yellow question for a
# key read in raw mode (`(y)es/(N)o/(s)hell/(q)uit`).
def topgrade():
    width = 80
    head = "\u2015\u2015 07:01:40 - System update "
    print(head + "\u2015" * (width - len(head)))
    print("Hit:1 http://deb.debian.org/debian bookworm InRelease")
    print("Reading package lists... Done")
    print("E: Could not get lock /var/lib/dpkg/lock-frontend. It is held by process 4242 (apt)")
    print("E: Unable to acquire the dpkg frontend lock (/var/lib/dpkg/lock-frontend), is another process using it?")
    fd = sys.stdin.fileno()
    old = termios.tcgetattr(fd)
    out("\n" + YELLOW + BOLD + "Retry? (y)es/(N)o/(s)hell/(q)uit" + RESET)
    try:
        tty.setraw(fd)
        while True:
            ch = sys.stdin.read(1)
            if ch in "\x03\x04nNqQ\r":
                break
    finally:
        termios.tcsetattr(fd, termios.TCSADRAIN, old)
    print()
    wait_forever()


# cargo-binstall-like: cargo-binstall before it installs, its
# `[yes]/no` asked over `? ` and asked again after a word it does not
# take.
def binstall():
    print(" %sINFO%s resolve: Resolving package: 'hyperfine'" % (GREEN, RESET))
    print(" %sWARN%s The package hyperfine v1.18.0 (x86_64-unknown-linux-musl) has been downloaded from github.com" % (YELLOW, RESET))
    print(" %sINFO%s This will install the following binaries:" % (GREEN, RESET))
    print(" %sINFO%s   - hyperfine => /home/ada/.cargo/bin/hyperfine" % (GREEN, RESET))
    while True:
        print("Do you wish to continue? [yes]/no")
        a = ask("? ").strip().lower()
        if a in ("", "y", "yes", "n", "no"):
            break
    wait_forever()


if __name__ == "__main__":
    {"dzil": dzil, "wpscan": wpscan, "fastlane": fastlane, "drush-si": drush_si, "drush-cc": drush_cc,
     "cosign-keys": cosign_keys, "cosign-sign": cosign_sign, "saml2aws": saml2aws, "kondo": kondo,
     "topgrade": topgrade, "cargo-binstall": binstall}[sys.argv[1]]()
