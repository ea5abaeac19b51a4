#!/usr/bin/env python3
"""The hundredtenth set's imitations: each prints what an installer, setup
wizard or first-run configuration that cannot run here prints at one of
its moments, a line at a time on the main screen or, for the whiptail and
dialog boxes, drawn with curses. The first argument names the tool
imitated."""
import curses
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


LICENSE = """Miniforge installer code uses BSD-3-Clause license as stated below.

Binary packages that come with it have their own licensing terms
and by installing miniforge you agree to the licensing terms of individual
packages as well. They include different OSI-approved licenses including
the GNU General Public License and can be found in pkgs/<pkg-name>/info/licenses
folders.

Miniforge installer comes with a bootstrapping executable that is used
when installing miniforge and is deleted after miniforge is installed.
The bootstrapping executable uses micromamba, cli11, cpp-filesystem,
curl, c-ares, krb5, libarchive, libev, lz4, nghttp2, openssl, libsolv,
nlohmann-json, reproc and zstd which are licensed under BSD-3-Clause,
MIT and OpenSSL licenses. Licenses and copyright notices of these
projects can be found at the following URL.
https://github.com/conda-forge/micromamba-feedstock/tree/master/recipe.

=============================================================================

Copyright (c) 2019-2022, conda-forge
All rights reserved.

Redistribution and use in source and binary forms, with or without
modification, are permitted provided that the following conditions are met:

1. Redistributions of source code must retain the above copyright notice, this
   list of conditions and the following disclaimer.

2. Redistributions in binary form must reproduce the above copyright notice,
   this list of conditions and the following disclaimer in the documentation
   and/or other materials provided with the distribution.

3. Neither the name of the copyright holder nor the names of its
   contributors may be used to endorse or promote products derived from
   this software without specific prior written permission.

THIS SOFTWARE IS PROVIDED BY THE COPYRIGHT HOLDERS AND CONTRIBUTORS "AS IS"
AND ANY EXPRESS OR IMPLIED WARRANTIES, INCLUDING, BUT NOT LIMITED TO, THE
IMPLIED WARRANTIES OF MERCHANTABILITY AND FITNESS FOR A PARTICULAR PURPOSE ARE
DISCLAIMED. IN NO EVENT SHALL THE COPYRIGHT HOLDER OR CONTRIBUTORS BE LIABLE
FOR ANY DIRECT, INDIRECT, INCIDENTAL, SPECIAL, EXEMPLARY, OR CONSEQUENTIAL
DAMAGES (INCLUDING, BUT NOT LIMITED TO, PROCUREMENT OF SUBSTITUTE GOODS OR
SERVICES; LOSS OF USE, DATA, OR PROFITS; OR BUSINESS INTERRUPTION) HOWEVER
CAUSED AND ON ANY THEORY OF LIABILITY, WHETHER IN CONTRACT, STRICT LIABILITY,
OR TORT (INCLUDING NEGLIGENCE OR OTHERWISE) ARISING IN ANY WAY OUT OF THE USE
OF THIS SOFTWARE, EVEN IF ADVISED OF THE POSSIBILITY OF SUCH DAMAGE.
"""


def more(text):
    """util-linux more reading its standard input: a page, then a reversed
    --More-- with the cursor after it, raw with no echo; space pages on,
    q quits."""
    lines = text.splitlines()
    rows = os.get_terminal_size().lines - 1
    fd = sys.stdin.fileno()
    old = termios.tcgetattr(fd)
    tty.setcbreak(fd)
    new = termios.tcgetattr(fd)
    new[3] &= ~termios.ECHO
    termios.tcsetattr(fd, termios.TCSANOW, new)
    try:
        i = 0
        while i < len(lines):
            for line in lines[i:i + rows]:
                sys.stdout.write(line + "\n")
            i += rows
            if i >= len(lines):
                break
            sys.stdout.write("\x1b[7m--More--\x1b[m")
            sys.stdout.flush()
            while True:
                c = os.read(fd, 1)
                if c in (b" ", b"q", b"Q", b"\r", b"\n", b""):
                    break
            sys.stdout.write("\r\x1b[K")
            if c in (b"q", b"Q", b""):
                break
            if c in (b"\r", b"\n"):
                rows = 1
            else:
                rows = os.get_terminal_size().lines - 1
        sys.stdout.flush()
    finally:
        termios.tcsetattr(fd, termios.TCSADRAIN, old)


# miniforge-like: `bash Miniforge3-Linux-x86_64.sh`.
def miniforge():
    print()
    print("Welcome to Miniforge3 24.3.0-0")
    print()
    print("In order to continue the installation process, please review the license")
    print("agreement.")
    print("Please, press ENTER to continue")
    ask(">>> ")
    more(LICENSE)
    print()
    print("Do you accept the license terms? [yes|no]")
    while ask(">>> ").strip().lower() not in ("yes", "y"):
        print("Please answer 'yes' or 'no':'")
    print()
    home = os.path.expanduser("~")
    print("Miniforge3 will now be installed into this location:")
    print(home + "/miniforge3")
    print()
    print("  - Press ENTER to confirm the location")
    print("  - Press CTRL-C to abort the installation")
    print("  - Or specify a different location below")
    print()
    ask("[%s/miniforge3] >>> " % home)
    wait_forever()


# splunk-like: the first `splunk start --answer-yes`-less start.
def splunk():
    tail = [
        "14. Miscellaneous",
        "",
        "14.1 Assignment. You may not assign this Agreement or any rights or",
        "obligations hereunder, without the prior written consent of Splunk, except",
        "as part of a merger or sale of all or substantially all of your business",
        "or assets.",
        "",
        "14.2 Entire Agreement. This Agreement is the entire agreement between the",
        "parties regarding its subject matter and supersedes all prior agreements.",
        "",
        "Splunk General Terms (v1.2021)",
        "",
    ]
    for line in tail:
        print(line)
    while ask("Do you agree with this license? [y/n]: ").strip().lower() != "y":
        pass
    print()
    print("This appears to be your first time running this version of Splunk.")
    print()
    print("Splunk software must create an administrator account during startup. Otherwise, you cannot log in.")
    print("Create credentials for the administrator account.")
    print("Characters do not appear on the screen when you type in credentials.")
    print()
    ask("Please enter an administrator username: ")
    print("Password must contain at least:")
    print("   * 8 total printable ASCII character(s).")
    secret("Please enter a new password: ")
    secret("Please confirm new password: ")
    print()
    print("Copying '/opt/splunk/etc/openldap/ldap.conf.default' to '/opt/splunk/etc/openldap/ldap.conf'.")
    wait_forever()


# elastic-passwords-like: `elasticsearch-setup-passwords interactive`.
def elastic():
    print("******************************************************************************")
    print("Note: The 'elasticsearch-setup-passwords' tool has been deprecated. This       command will be removed in a future release.")
    print("******************************************************************************")
    print()
    print("Initiating the setup of passwords for reserved users elastic,apm_system,kibana,kibana_system,logstash_system,beats_system,remote_monitoring_user.")
    print("You will be prompted to enter passwords as the process progresses.")
    if ask("Please confirm that you would like to continue [y/N]").strip().lower() != "y":
        sys.exit(0)
    print()
    print()
    secret("Enter password for [elastic]: ")
    secret("Reenter password for [elastic]: ")
    secret("Enter password for [apm_system]: ")
    wait_forever()


# setup-alpine-like: Alpine's `setup-alpine`, from the keyboard on.
def alpine():
    print("Available keyboard layouts:")
    print("af     al     am     ara    at     az     ba     bd     be     bg     br")
    print("brai   bt     bw     by     ca     cd     ch     cm     cn     cz     de")
    print("dk     dz     ee     epo    es     et     fi     fo     fr     gb     ge")
    print("gh     gn     gr     hr     hu     id     ie     il     in     iq     ir")
    print("is     it     jp     ke     kg     kh     kr     kz     la     latam  lk")
    print("lt     lv     ma     md     me     mk     ml     mm     mn     mt     mv")
    print("my     ng     nl     no     np     ph     pk     pl     pt     ro     rs")
    print("ru     se     si     sk     sn     sy     tg     th     tj     tm     tr")
    print("tw     tz     ua     us     uz     vn     za")
    ask("Select keyboard layout: [none] ")
    ask("Enter system hostname (fully qualified form, e.g. 'foo.example.org') [localhost] ")
    print("Available interfaces are: eth0.")
    print("Enter '?' for help on bridges, bonding and vlans.")
    ask("Which one do you want to initialize? (or '?' or 'done') [eth0] ")
    ask("Ip address for eth0? (or 'dhcp', 'none', '?') [dhcp] ")
    ask("Do you want to do any manual network configuration? (y/n) [n] ")
    print("udhcpc: started, v1.36.1")
    print("udhcpc: broadcasting discover")
    print("udhcpc: broadcasting select for 10.0.2.15, server 10.0.2.2")
    print("udhcpc: lease of 10.0.2.15 obtained from 10.0.2.2, lease time 86400")
    print("Changing password for root")
    secret("New password: ")
    secret("Retype password: ")
    wait_forever()


# fwupdmgr-like: `fwupdmgr update` with two devices to update.
def fwupd():
    print("Choose a device:")
    print("0.\tCancel")
    print("1.\tThunderbolt host controller (JHL7540 Thunderbolt 3 Bridge [C step])")
    print("2.\tSystem Firmware (XPS 13 9310)")
    while ask("[0-2]: ").strip() != "2":
        pass
    w = 78
    print("\u2554" + "\u2550" * w + "\u2557")
    print("\u2551 " + "Upgrade System Firmware from 3.15.0 to 3.16.0?".ljust(w - 1) + "\u2551")
    print("\u2560" + "\u2550" * w + "\u2563")
    for line in ["This stable release fixes the following issues:",
                 "",
                 " \u2022 Firmware improvements for security vulnerabilities.",
                 " \u2022 Fixes the issue where the system stops responding when resuming",
                 "   from sleep.",
                 "",
                 "XPS 13 9310 must remain plugged into a power source for the duration",
                 "of the update to avoid damage."]:
        print("\u2551 " + line.ljust(w - 1) + "\u2551")
    print("\u255a" + "\u2550" * w + "\u255d")
    ask("Perform operation? [Y|n]: ")
    wait_forever()


# freenas-like: FreeNAS 11's console setup menu.
def freenas():
    menu = ["Configure Network Interfaces", "Configure Link Aggregation", "Configure VLAN Interface",
            "Configure Default Route", "Configure Static Routes", "Configure DNS", "Reset Root Password",
            "Reset Configuration to Defaults", "Shell", "Reboot", "Shut Down"]
    print()
    print("Console setup")
    print("-------------")
    print()
    for i, m in enumerate(menu, 1):
        print("%d) %s" % (i, m))
    print()
    print("The web user interface is at:")
    print()
    print("http://192.168.1.20")
    print()
    while ask("Enter an option from 1-11: ").strip() != "7":
        pass
    print()
    print("Changing local password for root")
    secret("New Password:")
    secret("Retype New Password:")
    wait_forever()


# scylla-setup-like: `scylla_setup`, its first two steps.
def scylla():
    print("Skip any of the following steps by answering 'no'")
    print("Do you want to run check your kernel version?")
    print("Yes - runs a  script to verify that the kernel for this instance qualifies to run Scylla. No - skips the kernel check.")
    ask("[YES/no]")
    print("Do you want to verify the ScyllaDB packages are installed?")
    print("Yes - runs a script to confirm that ScyllaDB is installed. No - skips the installation check.")
    ask("[YES/no]")
    wait_forever()


# --- whiptail (newt) and dialog boxes, drawn with curses ---

def colours():
    curses.start_color()
    curses.init_pair(1, curses.COLOR_WHITE, curses.COLOR_BLUE)   # root
    curses.init_pair(2, curses.COLOR_BLACK, curses.COLOR_WHITE)  # window
    curses.init_pair(3, curses.COLOR_RED, curses.COLOR_WHITE)    # title
    curses.init_pair(4, curses.COLOR_WHITE, curses.COLOR_RED)    # active entry, button
    curses.init_pair(5, curses.COLOR_BLACK, curses.COLOR_BLACK)  # shadow
    curses.init_pair(6, curses.COLOR_BLUE, curses.COLOR_WHITE)   # dialog title
    curses.init_pair(7, curses.COLOR_WHITE, curses.COLOR_BLUE)   # dialog active
    curses.init_pair(8, curses.COLOR_RED, curses.COLOR_WHITE)    # dialog tag key


def frame(scr, y, x, h, w, title, titlepair):
    win = curses.newwin(h, w, y, x)
    win.bkgd(" ", curses.color_pair(2))
    win.erase()
    win.box()
    if title:
        t = " %s " % title
        tx = (w - len(t)) // 2
        win.addstr(0, tx - 1, "\u2524" if titlepair == 3 else " ", curses.color_pair(2))
        win.addstr(0, tx, t, curses.color_pair(titlepair))
        win.addstr(0, tx + len(t), "\u251c" if titlepair == 3 else " ", curses.color_pair(2))
    sh = curses.color_pair(5)
    for r in range(y + 1, y + h + 1):
        try:
            scr.addstr(r, x + w, "  ", sh)
        except curses.error:
            pass
    try:
        scr.addstr(y + h, x + 2, " " * w, sh)
    except curses.error:
        pass
    return win


def whiptail_menu(scr, title, text, items, buttons, checklist=None):
    scr.bkgd(" ", curses.color_pair(1))
    scr.erase()
    H, W = scr.getmaxyx()
    h, w = len(items) + 6, 68
    y, x = (H - h) // 2, (W - w) // 2
    cur = 0
    ticked = list(checklist) if checklist is not None else None
    while True:
        scr.noutrefresh()
        win = frame(scr, y, x, h, w, title, 3)
        scr.noutrefresh()
        win.addstr(1, 2, text)
        for i, (tag, item) in enumerate(items):
            if ticked is not None:
                s = "[%s] %-6s %s" % ("*" if ticked[i] else " ", tag, item)
            else:
                s = tag
            attr = curses.color_pair(4) if i == cur else curses.color_pair(2)
            win.addstr(3 + i, 8, s.ljust(40), attr)
        bx = [10, w - 10 - len(buttons[1])]
        for j, b in enumerate(buttons):
            win.addstr(h - 2, bx[j], b, curses.color_pair(4) if j == 0 else curses.color_pair(2))
        win.move(3 + cur, 9 if ticked is not None else 8)
        win.noutrefresh()
        curses.doupdate()
        win.keypad(True)
        k = win.getch()
        if k == curses.KEY_DOWN and cur < len(items) - 1:
            cur += 1
        elif k == curses.KEY_UP and cur > 0:
            cur -= 1
        elif k == ord(" ") and ticked is not None:
            ticked[cur] = not ticked[cur]
        elif k in (10, 13):
            return cur


def whiptail_yesno(scr, title, lines):
    scr.bkgd(" ", curses.color_pair(1))
    scr.erase()
    H, W = scr.getmaxyx()
    h, w = len(lines) + 4, 66
    y, x = (H - h) // 2, (W - w) // 2
    scr.noutrefresh()
    win = frame(scr, y, x, h, w, title, 3)
    scr.noutrefresh()
    for i, line in enumerate(lines):
        win.addstr(1 + i, 2, line)
    win.addstr(h - 2, 14, "<Yes>", curses.color_pair(4))
    win.addstr(h - 2, w - 19, "<No>", curses.color_pair(2))
    win.move(h - 2, 15)
    win.noutrefresh()
    curses.doupdate()
    while True:
        win.getch()


DNS = ["Google (ECS, DNSSEC)", "OpenDNS (ECS, DNSSEC)", "Level3", "Comodo", "Quad9 (filtered, DNSSEC)",
       "Quad9 (unfiltered, no DNSSEC)", "Quad9 (filtered + ECS)", "Cloudflare (DNSSEC)", "Custom"]


# pihole-like: Pi-hole's `basic-install.sh`, its whiptail dialogs.
def pihole(which):
    def run(scr):
        curses.curs_set(1)
        colours()
        if which == "dns":
            whiptail_menu(scr, "Upstream DNS Provider", "Select Upstream DNS Provider. To use your own, select Custom.",
                          [(d, "") for d in DNS], ["<Ok>", "<Cancel>"])
        elif which == "protocols":
            whiptail_menu(scr, "Protocols", "Select Protocols (press space to select)",
                          [("IPv4", "Block ads over IPv4"), ("IPv6", "Block ads over IPv6")], ["<Ok>", "<Cancel>"],
                          checklist=[True, True])
        elif which == "blocklists":
            whiptail_yesno(scr, "Blocklists", [
                "Pi-hole relies on third party lists in order to block ads.",
                "",
                "You can use the suggestion below, and/or add your own after",
                "installation.",
                "",
                "Select 'Yes' to include:",
                "",
                "StevenBlack's Unified Hosts List",
            ])
        wait_forever()
    curses.wrapper(run)


VOID = [("Keyboard", "Set system keyboard"), ("Network", "Set up the network"),
        ("Source", "Set source installation"), ("Mirror", "Select XBPS mirror"),
        ("Hostname", "Set system hostname"), ("Locale", "Set system locale"),
        ("Timezone", "Set system time zone"), ("RootPassword", "Set system root password"),
        ("UserAccount", "Set primary user name and password"), ("BootLoader", "Set disk to install bootloader"),
        ("Partition", "Partition disk(s)"), ("Filesystems", "Configure filesystems and mount points"),
        ("Install", "Start installation with saved settings"), ("Settings", "Show current settings"),
        ("Exit", "Exit installation")]


# void-installer-like: Void Linux's `void-installer`, its dialog menu.
def void():
    def run(scr):
        curses.curs_set(1)
        colours()
        scr.bkgd(" ", curses.color_pair(1))
        H, W = scr.getmaxyx()
        h, w = 22, 70
        y, x = 1, (W - w) // 2
        cur = 0
        while True:
            scr.erase()
            scr.addstr(0, 1, "Void Linux installation - https://www.voidlinux.org", curses.color_pair(1) | curses.A_BOLD)
            scr.noutrefresh()
            win = frame(scr, y, x, h, w, "Void Linux installation menu", 6)
            scr.noutrefresh()
            win.addstr(1, 2, "Use UP and DOWN keys to navigate menus. Use TAB to switch between")
            win.addstr(2, 2, "buttons and ENTER to select.")
            for i, (tag, item) in enumerate(VOID):
                if i == cur:
                    win.addstr(4 + i, 4, tag.ljust(13) + item.ljust(48), curses.color_pair(7) | curses.A_BOLD)
                else:
                    win.addstr(4 + i, 4, tag[0], curses.color_pair(8) | curses.A_BOLD)
                    win.addstr(4 + i, 5, tag[1:].ljust(12) + item.ljust(48), curses.color_pair(2))
            win.addstr(h - 2, 18, "<", curses.color_pair(2))
            win.addstr(h - 2, 19, "Select", curses.color_pair(7) | curses.A_BOLD)
            win.addstr(h - 2, 25, ">", curses.color_pair(2))
            win.addstr(h - 2, 42, "< Exit >", curses.color_pair(2))
            win.move(4 + cur, 4)
            win.noutrefresh()
            curses.doupdate()
            win.keypad(True)
            k = win.getch()
            if k == curses.KEY_DOWN and cur < len(VOID) - 1:
                cur += 1
            elif k == curses.KEY_UP and cur > 0:
                cur -= 1
    curses.wrapper(run)


def main():
    what = sys.argv[1]
    if what == "miniforge":
        miniforge()
    elif what == "splunk":
        splunk()
    elif what == "elastic":
        elastic()
    elif what == "alpine":
        alpine()
    elif what == "fwupd":
        fwupd()
    elif what == "freenas":
        freenas()
    elif what == "scylla":
        scylla()
    elif what.startswith("pihole-"):
        pihole(what[len("pihole-"):])
    elif what == "void":
        void()
    else:
        sys.exit("unknown: " + what)


if __name__ == "__main__":
    main()
