#!/usr/bin/env python3
"""The hundredtwentysecond set's imitations: each prints what an installer,
setup script or first-run wizard that cannot run here prints at one of
its moments, on the main screen a line at a time or, for whiptail's
boxed dialogs, on the alternate screen through curses. The first
argument names the tool imitated."""
import curses
import getpass
import sys
import termios
import tty


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


LICENCE = """CITRIX LICENSE AGREEMENT

Use of this component is subject to the Citrix license or terms of service
covering the Citrix product(s) and/or service(s) with which you will be using
this component. This component is licensed for use only with such Citrix
product(s) and/or service(s).

CTX_code: EP_T_A34320

Citrix Systems, Inc. ("Citrix") and its suppliers grant you a limited,
non-exclusive, non-transferable license to install and use the software
described in this agreement ("Software") on the devices you own or control,
solely to access Citrix products and services offered by or on behalf of
your organisation. You may not rent, lease, lend, sublicense, distribute or
otherwise transfer the Software to any third party, nor reverse engineer,
decompile or disassemble it, except to the extent expressly permitted by
applicable law notwithstanding this limitation.

1. OWNERSHIP. Citrix, its suppliers and/or its licensors own all title,
copyright and other intellectual property rights in the Software. The
Software is licensed, not sold.

2. SUPPORT. Citrix does not provide support under this agreement; support
may be available from your organisation's administrator.

3. LIMITED WARRANTY AND DISCLAIMER. THE SOFTWARE IS PROVIDED "AS IS" WITHOUT
WARRANTY OF ANY KIND. CITRIX AND ITS SUPPLIERS DISCLAIM ALL WARRANTIES,
EXPRESS OR IMPLIED, INCLUDING WITHOUT LIMITATION ANY IMPLIED WARRANTIES OF
MERCHANTABILITY, FITNESS FOR A PARTICULAR PURPOSE AND NON-INFRINGEMENT.

4. LIMITATION OF LIABILITY. IN NO EVENT SHALL CITRIX OR ITS SUPPLIERS BE
LIABLE FOR ANY INDIRECT, SPECIAL, INCIDENTAL OR CONSEQUENTIAL DAMAGES.

5. EXPORT RESTRICTION. You agree that you will not export, re-export or
import the Software in any form without the appropriate government licenses.

6. TERMINATION. This agreement is effective until terminated. You may
terminate it at any time by removing the Software from your devices.
"""


# citrix-like: the Workspace app's setupwfc, run as root.
def citrix():
    print("Citrix Workspace app 24.8.0.98 setup.")
    print()
    print("Select a setup option:")
    print()
    print(" 1. Install Citrix Workspace app 24.8.0.98")
    print(" 2. Quit Citrix Workspace app setup.")
    print()
    ask("Enter option number 1-2 [1]: ")
    print()
    print("Please enter the directory in which Citrix Workspace app is to be installed.")
    print("[default /opt/Citrix/ICAClient]")
    ask('or type "quit" to abandon the installation: ')
    print()
    more(LICENCE.splitlines())
    print()
    print("Select an option:")
    print()
    print(" 1. I accept")
    print(" 2. I do not accept")
    print()
    ask("Enter option number 1-2 [2]: ")
    wait_forever()


def more(lines):
    """Pages lines as more(1) does on a 24-row terminal: 23 rows, then a
    reverse-video --More--(n%) in raw mode, space for the next page, q to
    quit."""
    fd = sys.stdin.fileno()
    old = termios.tcgetattr(fd)
    total = sum(len(l) + 1 for l in lines)
    shown, at, page = 0, 0, 23
    try:
        tty.setcbreak(fd)
        new = termios.tcgetattr(fd)
        new[3] &= ~termios.ECHO
        termios.tcsetattr(fd, termios.TCSANOW, new)
        while at < len(lines):
            for l in lines[at:at + page]:
                sys.stdout.write(l + "\n")
                shown += len(l) + 1
            at += page
            if at >= len(lines):
                break
            sys.stdout.write("\x1b[7m--More--(%d%%)\x1b[27m" % (shown * 100 // total))
            sys.stdout.flush()
            ch = sys.stdin.read(1)
            sys.stdout.write("\r\x1b[K")
            if ch in "qQ":
                break
            page = 1 if ch in "\r\n" else 22
    finally:
        termios.tcsetattr(fd, termios.TCSADRAIN, old)
        sys.stdout.flush()


# wireguard-install-like: Nyr's road warrior installer.
def wireguard():
    print()
    print("Welcome to this WireGuard road warrior installer!")
    print()
    print("Which IPv4 address should be used?")
    print("     1) 10.0.2.15")
    print("     2) 192.168.122.1")
    ask("IPv4 address [1]: ")
    print()
    print("What port should WireGuard listen to?")
    ask("Port [51820]: ")
    print()
    print("Enter a name for the first client:")
    ask("Name [client]: ")
    print()
    print("Select a DNS server for the client:")
    for i, d in enumerate(["Current system resolvers", "Google", "1.1.1.1", "OpenDNS", "Quad9", "Gcore", "AdGuard", "Specify custom resolvers"], 1):
        print("   %d) %s" % (i, d))
    ask("DNS server [1]: ")
    wait_forever()


# webmin-like: setup.sh of the tarball, at its web server questions.
def webmin():
    star = "*" * 71
    print(star)
    print("Webmin uses its own password protected web server to provide access")
    print("to the administration programs. The setup script needs to know :")
    print(" - What port to run the web server on. There must not be another")
    print("   web server already using this port.")
    print(" - The login name required to access the web server.")
    print(" - The password required to access the web server.")
    print(" - If the webserver should use SSL (if your system supports it).")
    print(" - Whether to start webmin at boot time.")
    print()
    ask("Web server port (default 10000): ")
    ask("Login name (default admin): ")
    getpass.getpass("Login password: ")
    getpass.getpass("Password again: ")
    ask("Use SSL (y/n): ")
    ask("Start Webmin at boot time (y/n): ")
    wait_forever()


# ispconfig-like: install.php's initial configuration.
def ispconfig():
    rule = "-" * 80
    print(rule)
    print(" _____ ___________   _____              __ _         ____")
    print("|_   _/  ___| ___ \\ /  __ \\            / _(_)       /__  \\")
    print("  | | \\ `--.| |_/ / | /  \\/ ___  _ __ | |_ _  __ _    _/ /")
    print("  | |  `--. \\  __/  | |    / _ \\| '_ \\|  _| |/ _` |  |_ |")
    print(" _| |_/\\__/ / |     | \\__/\\ (_) | | | | | | | (_| | ___\\ \\")
    print(" \\___/\\____/\\_|      \\____/\\___/|_| |_|_| |_|\\__, | \\____/")
    print("                                              __/ |")
    print("                                             |___/ ")
    print(rule)
    print()
    print(">> Initial configuration  ")
    print()
    print("Operating System: Debian 12.0 (Bookworm) or compatible")
    print()
    print("    Following will be a few questions for primary configuration so be careful.")
    print("    Default values are in [brackets] and can be accepted with <ENTER>.")
    print('    Tap in "quit" (without the quotes) to stop the installer.')
    print()
    print()
    ask("Select language (en,de) [en]: ")
    print()
    ask("Installation mode (standard,expert) [standard]: ")
    print()
    ask("Full qualified hostname (FQDN) of the server, eg server1.domain.tld  [relay.example.com]: ")
    wait_forever()


# juliaup-like: the Julia installer's first question, drawn by dialoguer's
# colourful theme in raw mode with the cursor hidden.
def juliaup():
    home = "/home/ada"
    for l in ["Welcome to Julia!", "",
              "This will download and install the official Julia Language distribution",
              "and its version manager Juliaup.", "",
              "Juliaup will be installed into the Juliaup home directory, located at:", "",
              "  %s/.juliaup" % home, "",
              "The julia, juliaup and other commands will be added to",
              "Juliaup's bin directory, located at:", "",
              "  %s/.juliaup/bin" % home, "",
              "This path will then be added to your PATH environment variable by",
              "modifying the profile files located at:", "",
              "  %s/.bashrc" % home, "  %s/.profile" % home, "",
              "Julia will look for a new version of Juliaup itself every 1440 minutes when you start julia.", "",
              "You can uninstall at any time with juliaup self uninstall and these",
              "changes will be reverted.", ""]:
        print(l)
    items = ["Proceed with installation", "Customize installation", "Cancel installation"]
    sel = 0
    fd = sys.stdin.fileno()
    old = termios.tcgetattr(fd)
    out = sys.stdout

    def draw(first):
        if not first:
            out.write("\x1b[%dA" % len(items))
        for i, it in enumerate(items):
            if i == sel:
                out.write("\r\x1b[2K\x1b[1;32m❯\x1b[0m \x1b[36m%s\x1b[0m\r\n" % it)
            else:
                out.write("\r\x1b[2K  %s\r\n" % it)
        out.flush()

    out.write("\x1b[?25l")
    out.write("\x1b[33m?\x1b[0m \x1b[1mDo you want to install with these default configuration choices?\x1b[0m \x1b[90m›\x1b[0m\r\n")
    draw(True)
    try:
        tty.setraw(fd)
        while True:
            ch = sys.stdin.read(1)
            if ch == "\x1b":
                seq = sys.stdin.read(2)
                if seq == "[B":
                    sel = (sel + 1) % len(items)
                elif seq == "[A":
                    sel = (sel - 1) % len(items)
                draw(False)
            elif ch == "j":
                sel = (sel + 1) % len(items)
                draw(False)
            elif ch == "k":
                sel = (sel - 1) % len(items)
                draw(False)
            elif ch in ("\x03", "q"):
                break
    finally:
        termios.tcsetattr(fd, termios.TCSADRAIN, old)
        out.write("\x1b[?25h")
        out.flush()


# whiptail's boxed dialogs, drawn as newt draws them: a blue root, a grey
# window with a title in its top border, red focused buttons, on the
# alternate screen.
def whiptail(kind, title, text, height, width, entry="", buttons=("<Ok>", "<Cancel>")):
    def run(scr):
        curses.start_color()
        curses.init_pair(1, curses.COLOR_WHITE, curses.COLOR_BLUE)
        curses.init_pair(2, curses.COLOR_BLACK, curses.COLOR_WHITE)
        curses.init_pair(3, curses.COLOR_RED, curses.COLOR_WHITE)
        curses.init_pair(4, curses.COLOR_WHITE, curses.COLOR_RED)
        curses.init_pair(5, curses.COLOR_BLACK, curses.COLOR_BLACK)
        rows, cols = scr.getmaxyx()
        scr.bkgd(" ", curses.color_pair(1))
        scr.erase()
        top, left = (rows - height) // 2, (cols - width) // 2
        win = curses.newwin(height, width, top, left)
        win.bkgd(" ", curses.color_pair(2))
        win.erase()
        win.box()
        win.addstr(0, (width - len(title) - 2) // 2, " %s " % title, curses.color_pair(3))
        for r in range(1, height + 1):
            if top + r < rows and left + width < cols:
                scr.addstr(top + r, left + width, " ", curses.color_pair(5))
        if top + height < rows:
            scr.addstr(top + height, left + 1, " " * width if left + 1 + width < cols else " " * (width - 1), curses.color_pair(5))
        y = 1
        for line in text.split("\n"):
            win.addstr(y, 2, line)
            y += 1
        focus = 0
        value = entry
        ey = height - 5

        def paint():
            if kind == "input":
                win.addstr(ey, 2, (value + " " * (width - 4))[:width - 4], curses.color_pair(1))
            by = height - 2
            n = len(buttons)
            for i, b in enumerate(buttons):
                x = (width * (2 * i + 1)) // (2 * n) - len(b) // 2
                on = (kind == "input" and focus == i + 1) or (kind != "input" and focus == i)
                win.addstr(by, x, b, curses.color_pair(4) if on else curses.color_pair(2))
            if kind == "input" and focus == 0:
                win.move(ey, 2 + len(value))
            else:
                b = focus - 1 if kind == "input" else focus
                x = (width * (2 * b + 1)) // (2 * n) - len(buttons[b]) // 2
                win.move(by, x + 1)
            scr.noutrefresh()
            win.noutrefresh()
            curses.doupdate()

        paint()
        win.keypad(True)
        while True:
            ch = win.getch()
            stops = len(buttons) + (1 if kind == "input" else 0)
            if ch in (9, curses.KEY_RIGHT) and not (kind == "input" and focus == 0 and ch == curses.KEY_RIGHT):
                focus = (focus + 1) % stops
            elif ch == curses.KEY_LEFT and not (kind == "input" and focus == 0):
                focus = (focus - 1) % stops
            elif kind == "input" and focus == 0 and ch in (curses.KEY_BACKSPACE, 127, 8):
                value = value[:-1]
            elif kind == "input" and focus == 0 and 32 <= ch < 127:
                value += chr(ch)
            elif ch in (10, 13, 27):
                return
            paint()

    curses.wrapper(run)


# pivpn-like: the PiVPN installer's static address question.
def pivpn_static():
    whiptail("yesno", "Static IP Address",
             "Do you want to use your current network settings as a static address?\n"
             "\n"
             "          IP address:    192.168.1.23/24\n"
             "          Gateway:       192.168.1.1",
             10, 76, buttons=("<Yes>", "<No>"))


# pivpn-like: the PiVPN installer's WireGuard port.
def pivpn_port():
    whiptail("input", "Default wireguard Port",
             "You can modify the default wireguard port.\n"
             "Enter a new value or hit 'Enter' to retain the default",
             10, 60, entry="51820")


# mailinabox-like: Mail-in-a-Box's setup, its first question.
def mailinabox():
    whiptail("input", "Your Email Address",
             "What email address are you setting this box up to manage?\n"
             "\n"
             "The part after the @-sign must be a domain name or subdomain\n"
             "that you control. You can add other email addresses to this\n"
             "box later (including email addresses on other domain names\n"
             "or subdomains you control).\n"
             "\n"
             "We've guessed an email address. Backspace it and type in what\n"
             "you really want.\n"
             "\n"
             "Email Address:",
             18, 72, entry="me@relay.example.com")


TOOLS = {
    "citrix": citrix,
    "wireguard-install": wireguard,
    "webmin": webmin,
    "ispconfig": ispconfig,
    "juliaup": juliaup,
    "pivpn-static": pivpn_static,
    "pivpn-port": pivpn_port,
    "mailinabox": mailinabox,
}

if __name__ == "__main__":
    TOOLS[sys.argv[1]]()
    wait_forever()
