"""One text-mode installer or setup wizard imitated, named by the first
argument: a fixture of agentty's twohundredseventysecond set, whose
screens were never used to tune the mode classifier. Each prints what
an installer or setup step that cannot run here prints (its words, its
notation of answers and defaults, its colours) at its moments: a
backup agent's install.sh with its licence paged by more, a backup
client's install script, a game's dedicated server setting up a world,
a monitoring agent's guided install and a VPN client's login and
connect. All on the main screen; lines are read cooked (input, getpass)
except where the imitated tool reads keys raw (the guided install's
list). Runs with Debian's python3 and its standard library only."""

import getpass
import os
import subprocess
import sys
import tempfile
import termios
import time
import tty

RESET = "\x1b[0m"
BOLD = "\x1b[1m"
DIM = "\x1b[2m"
REV = "\x1b[7m"
RED = "\x1b[31m"
GREEN = "\x1b[32m"
YELLOW = "\x1b[33m"
BLUE = "\x1b[34m"
CYAN = "\x1b[36m"


def out(s=""):
    sys.stdout.write(s + "\n")
    sys.stdout.flush()


def ask(s):
    sys.stdout.write(s)
    sys.stdout.flush()
    try:
        return sys.stdin.readline().rstrip("\n")
    except KeyboardInterrupt:
        sys.exit(1)


def hold():
    """Waits, the last question answered, until interrupted."""
    try:
        while True:
            time.sleep(1)
    except KeyboardInterrupt:
        sys.exit(0)


# --- crashplan-like: CrashPlan for Linux's install.sh (Code42) -----------

EULA = """CODE42 SOFTWARE, INC.
END USER LICENSE AGREEMENT

IMPORTANT - READ CAREFULLY: This End User License Agreement ("EULA") is a
legal agreement between you (either an individual or a single entity) and
Code42 Software, Inc. ("Code42") for the Code42 software product identified
above, which includes computer software and may include associated media,
printed materials, and "online" or electronic documentation ("SOFTWARE").
By installing, copying, or otherwise using the SOFTWARE, you agree to be
bound by the terms of this EULA. If you do not agree to the terms of this
EULA, do not install or use the SOFTWARE.

1. GRANT OF LICENSE. Code42 grants you a non-exclusive, non-transferable
license to install and use one copy of the SOFTWARE on a single computer
for the purpose of backing up data that you own or are authorized to back
up, subject to the terms of this EULA and of your subscription.

2. RESTRICTIONS. You may not reverse engineer, decompile, or disassemble
the SOFTWARE, except and only to the extent that such activity is
expressly permitted by applicable law notwithstanding this limitation.
You may not rent, lease, or lend the SOFTWARE.

3. TERMINATION. Without prejudice to any other rights, Code42 may
terminate this EULA if you fail to comply with its terms and conditions.
In such event, you must destroy all copies of the SOFTWARE.

4. BACKUP DESTINATIONS. The SOFTWARE may transmit your backup data to
destinations you choose, including Code42's cloud. Code42 is not
responsible for data stored at destinations it does not operate.

5. UPDATES. The SOFTWARE may download and install updates automatically.
You agree to receive such updates as part of your use of the SOFTWARE.

6. NO WARRANTIES. TO THE MAXIMUM EXTENT PERMITTED BY APPLICABLE LAW, THE
SOFTWARE IS PROVIDED "AS IS" AND WITH ALL FAULTS, AND CODE42 DISCLAIMS ALL
OTHER WARRANTIES AND CONDITIONS, EITHER EXPRESS OR IMPLIED.

7. LIMITATION OF LIABILITY. IN NO EVENT SHALL CODE42 BE LIABLE FOR ANY
SPECIAL, INCIDENTAL, INDIRECT, OR CONSEQUENTIAL DAMAGES WHATSOEVER.

8. GOVERNING LAW. This EULA is governed by the laws of the State of
Minnesota, United States of America.
"""


def crashplan():
    out()
    out("Welcome to the CrashPlan for Small Business Installer.")
    out()
    out("This installer will install CrashPlan on your computer and start the")
    out("CrashPlan service. You must read and accept the End User License")
    out("Agreement before the installation can continue.")
    out()
    out("Validating environment...")
    out("  detected root permissions")
    out()
    out("NOTE: You are apparently running as root. Running as root allows")
    out("      CrashPlan to back up all of the files on this computer.")
    out()
    ask("Press enter to continue with installation. ")
    out()
    fd, path = tempfile.mkstemp(suffix=".txt")
    with os.fdopen(fd, "w") as f:
        f.write(EULA)
    subprocess.call(["/usr/bin/more", path])
    os.unlink(path)
    out()
    while True:
        a = ask("Do you accept and agree to be bound by the EULA? (yes/no) ")
        if a in ("yes", "no"):
            break
    if a == "no":
        out("You must accept the EULA to install CrashPlan.")
        hold()
    out()
    out("What directory do you wish to install CrashPlan into?")
    d = ask("[/usr/local/crashplan] ") or "/usr/local/crashplan"
    out()
    ask("What directory do you wish to link the CrashPlan executable to? [/usr/local/bin] ")
    out()
    out("Your selections:")
    out("CrashPlan will install to: " + d)
    out("And put links to binaries in: /usr/local/bin")
    out("And store data in: " + d + "/manifest")
    out("Your init.d dir is: /etc/init.d")
    out("Your current runlevel directory is: /etc/rc2.d")
    out()
    ask("Is this correct? (y/n) [y] ")
    hold()


# --- netbackup-like: the Veritas NetBackup client's install script -------

def netbackup():
    out()
    out("Veritas Installation Script")
    out("Copyright (c) 2021 Veritas Technologies LLC. All rights reserved.")
    out()
    out("    Installing NetBackup Client Software")
    out()
    out("Please review the VERITAS SOFTWARE LICENSE AGREEMENT located on")
    out("the installation media before proceeding. The agreement includes")
    out("details on the NetBackup Product Improvement Program.")
    out()
    out("For NetBackup installation and upgrade information specific to your")
    out("platform and to find out if your installed EEBs or hot fixes are")
    out("contained in this release, check out the Veritas Services and")
    out("Operations Readiness Tools (SORT) Installation and Upgrade Checklist")
    out("and Hot fix and EEB Release Auditor, respectively, at")
    out("https://sort.veritas.com/netbackup.")
    out()
    ask("Do you wish to continue? [y,n] (y) ")
    out()
    out("Do you want to install the NetBackup client software for this client?")
    ask("[y,n] (y) ")
    out()
    out("This package will install Linux/RedHat2.6.32 client.")
    out()
    ask("Enter the name of the NetBackup master server : ")
    out()
    out('Would you like to use "db01.example.com" as the configured')
    ask("name of the NetBackup client? [y,n] (y) ")
    out()
    out("Getting CA certificate details.")
    out("Depending on the network, this action may take a few minutes. To")
    out("continue without setting up secure communication, press Ctrl+C.")
    out()
    out("Using CA Certificate fingerprint from master server:")
    out("01:3B:E2:7A:46:09:C1:55:8F:0E:2D:AA:61:7C:94:B3:20:5E:D8:4F")
    out("If clients need an authorization token for installation, please")
    out("specify one here.")
    try:
        getpass.getpass("Token (leave blank for no authorization token): ")
    except KeyboardInterrupt:
        sys.exit(1)
    out()
    steps = [
        "Unpacking VRTSnbpck package.",
        "Checking VRTSnbpck.rpm package",
        "Installing VRTSnbpck.rpm package.",
        "Unpacking VRTSpbx package.",
        "Installing VRTSpbx.rpm package.",
        "Unpacking VRTSnbclt package.",
        "Checking VRTSnbclt.rpm package",
    ]
    for s in steps:
        out(s)
        time.sleep(0.4)
    sys.stdout.write("Installing VRTSnbclt.rpm package. ")
    sys.stdout.flush()
    i = 0
    try:
        while True:
            sys.stdout.write(".")
            sys.stdout.flush()
            i += 1
            if i % 60 == 0:
                sys.stdout.write("\n")
            time.sleep(0.5)
    except KeyboardInterrupt:
        sys.exit(1)


# --- terraria-server-like: Terraria's dedicated server (Re-Logic) --------

def terraria():
    worlds = [("Harbor", "Small, Classic, 25%")]

    def header():
        out("Terraria Server v1.4.4.9")
        out()

    while True:
        header()
        for i, (n, d) in enumerate(worlds, 1):
            out("%d\t\t%s\t\t(%s)" % (i, n, d.split(",")[0]))
        out("n\t\tNew World")
        out("d <number>\tDelete World")
        out()
        a = ask("Choose World: ").strip()
        if a == "n":
            out()
            out("1\tSmall")
            out("2\tMedium")
            out("3\tLarge")
            out()
            ask("Choose size: ")
            out()
            out("1\tClassic")
            out("2\tExpert")
            out("3\tMaster")
            out("4\tJourney")
            out()
            ask("Choose difficulty: ")
            out()
            out("1\tRandom")
            out("2\tCorruption")
            out("3\tCrimson")
            out()
            ask("Choose world evil: ")
            out()
            name = ask("Enter world name: ").strip() or "World"
            out()
            ask("Enter Seed (Leave Blank For Random): ")
            out()
            stages = ["Resetting game objects", "Settling liquids", "Adding sand",
                      "Generating hills", "Putting dirt behind dirt",
                      "Placing rocks in the dirt", "Generating world terrain"]
            for s in stages[:-1]:
                for p in range(0, 101, 25):
                    sys.stdout.write("\r%s: %d%%   " % (s, p))
                    sys.stdout.flush()
                    time.sleep(0.05)
            p = 0
            try:
                while True:
                    sys.stdout.write("\r%s: %d%%   " % (stages[-1], p))
                    sys.stdout.flush()
                    p = min(p + 1, 99)
                    time.sleep(0.4)
            except KeyboardInterrupt:
                sys.exit(1)
        if a.isdigit() and 1 <= int(a) <= len(worlds):
            break
        out()
    out()
    ask("Max players (press enter for 16): ")
    out()
    ask("Server port (press enter for 7777): ")
    out()
    ask("Automatically forward port? (y/n): ")
    out()
    ask("Server password (press enter for none): ")
    out()
    out("Loading world data: 100%")
    out("Settling liquids: 100%")
    out("Server started")
    hold()


# --- newrelic-like: the New Relic CLI's guided install -------------------

INTEGRATIONS = ["MySQL Integration", "NGINX Integration", "Logs integration",
                "Golden Signal Alerts"]


def spin_line(text, secs):
    frames = "⠋⠙⠹⠸⠼⠴⠦⠧⠇⠏"
    end = time.time() + secs
    i = 0
    while secs < 0 or time.time() < end:
        sys.stdout.write("\r  %s %s" % (frames[i % len(frames)], text))
        sys.stdout.flush()
        i += 1
        time.sleep(0.1)


def newrelic():
    out()
    out("  Welcome to New Relic. Let's set up full stack observability for your")
    out("  environment.")
    out()
    out("  " + BOLD + "Installing New Relic" + RESET)
    out()
    out("  ==> Installing Infrastructure Agent")
    spin_line("Installing Infrastructure Agent", 2.5)
    sys.stdout.write("\r  " + GREEN + "✔" + RESET + " Installing Infrastructure Agent" + " " * 10 + "\n")
    out("  ==> Discovering your environment")
    out()
    out("  We've detected additional monitoring that can be configured by")
    out("  installing the following:")
    for n in INTEGRATIONS[:3]:
        out("    " + n)
    out()
    fd = sys.stdin.fileno()
    old = termios.tcgetattr(fd)
    tty.setraw(fd)
    cur, ticked = 0, [True, True, True, False]
    hint = CYAN + "[Use arrows to move, space to select, <right> to all, <left> to none, type to filter]" + RESET
    q = "Which additional integrations would you like to install?"
    n = len(INTEGRATIONS)

    def draw(first=False):
        if not first:
            sys.stdout.write("\x1b[%dA\r" % (n + 2))
        sys.stdout.write("\x1b[J\x1b[?25l")
        sys.stdout.write(GREEN + BOLD + "? " + RESET + BOLD + q + RESET + "  " + hint + "\r\n")
        for i, name in enumerate(INTEGRATIONS):
            box = (GREEN + "[x]" + RESET) if ticked[i] else (BOLD + "[ ]" + RESET)
            if i == cur:
                sys.stdout.write(CYAN + BOLD + "> " + RESET + box + "  " + CYAN + name + RESET + "\r\n")
            else:
                sys.stdout.write("  " + box + "  " + name + "\r\n")
        sys.stdout.flush()

    try:
        sys.stdout.write("\r\n")
        draw(True)
        while True:
            buf = os.read(fd, 64)
            done = False
            while buf:
                if buf[:3] in (b"\x1b[B", b"\x1bOB"):
                    cur, buf = (cur + 1) % n, buf[3:]
                elif buf[:3] in (b"\x1b[A", b"\x1bOA"):
                    cur, buf = (cur - 1) % n, buf[3:]
                else:
                    c, buf = buf[:1], buf[1:]
                    if c == b"\x03":
                        raise KeyboardInterrupt
                    if c == b"\x0e":
                        cur = (cur + 1) % n
                    elif c == b"\x10":
                        cur = (cur - 1) % n
                    elif c == b" ":
                        ticked[cur] = not ticked[cur]
                    elif c in (b"\r", b"\n"):
                        done = True
                        break
            if done:
                break
            draw()
        sys.stdout.write("\x1b[%dA\r\x1b[J" % (n + 2))
        chosen = ", ".join(x for x, t in zip(INTEGRATIONS, ticked) if t)
        sys.stdout.write(GREEN + BOLD + "? " + RESET + BOLD + q + RESET + " " + CYAN + chosen + RESET + "\r\n\x1b[?25h")
        sys.stdout.flush()
    finally:
        termios.tcsetattr(fd, termios.TCSADRAIN, old)
    out()
    out("  ==> Installing MySQL Integration")
    out()
    out("  MySQL Integration requires a database user for New Relic.")
    out("  It will be created if it does not exist.")
    out()
    ask("  ? MySQL user name for New Relic (newrelic): ")
    try:
        getpass.getpass("  ? MySQL password for the user: ")
    except KeyboardInterrupt:
        sys.exit(1)
    out()
    try:
        spin_line("Configuring MySQL Integration", -1)
    except KeyboardInterrupt:
        sys.exit(1)


# --- nordvpn-like: the NordVPN client for Linux (Nord Security) ----------

def nordvpn():
    a = sys.argv[2] if len(sys.argv) > 2 else "login"
    if a == "login":
        out("We'd like to collect anonymous app performance data to make NordVPN")
        out("better for everyone. This data does not identify you and is never")
        out("linked to your browsing activity. You can change this any time with")
        out("'nordvpn set analytics off'.")
        out()
        ask("Do you allow us to collect and use limited app performance data? (y/n) ")
        out()
        ask("Email / Username: ")
        try:
            getpass.getpass("Password: ")
        except KeyboardInterrupt:
            sys.exit(1)
        out("Welcome to NordVPN! You can now connect to VPN by using 'nordvpn connect'.")
        sys.exit(0)
    out("Connecting to Germany #812 (de812.nordvpn.com)")
    frames = "-\\|/"
    i = 0
    try:
        while True:
            sys.stdout.write("\r" + frames[i % 4])
            sys.stdout.flush()
            i += 1
            time.sleep(0.15)
    except KeyboardInterrupt:
        sys.exit(1)


TOOLS = {
    "crashplan": crashplan,
    "netbackup": netbackup,
    "terraria-server": terraria,
    "newrelic": newrelic,
    "nordvpn": nordvpn,
}

if __name__ == "__main__":
    TOOLS[sys.argv[1]]()
