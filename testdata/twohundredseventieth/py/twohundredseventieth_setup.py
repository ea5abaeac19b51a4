"""One text-mode installer or setup wizard imitated, named by the first
argument: a fixture of agentty's twohundredseventieth set, whose screens
were never used to tune the mode classifier. Each prints what an
installer that cannot run here (no network, no vendor download) prints
at its moments, on the main screen as they do: licence pagers, accept
questions, install directories with defaults, numbered menus, a
component checklist, y/n confirms, passwords read with echo off,
progress and finished notices (their words, layout and notations, from
their documentation and published transcripts as known). Lines are
read cooked and echoed, as the shell scripts and .NET console program
imitated read them; the Go checklist reads keys raw. Runs with
Debian's python3 and its standard library only."""

import getpass
import os
import sys
import termios
import time
import tty

out = sys.stdout


def say(s=""):
    out.write(s + "\n")
    out.flush()


def ask(prompt):
    out.write(prompt)
    out.flush()
    line = sys.stdin.readline()
    if not line:
        sys.exit(1)
    return line.rstrip("\n")


def forever(lines, delay=0.7):
    """Prints lines one by one, slowly, and keeps working after them."""
    for s in lines:
        say(s)
        time.sleep(delay)
    while True:
        time.sleep(1)


# dminstall: the DM database's text installer, DMInstall.bin -i.
def dminstall():
    ask("Please select the installer's language (E/e:English C/c:Chinese) [E/e]:")
    say("Extract install files.........")
    time.sleep(0.4)
    say("Hardware architecture verification passed!")
    say("Welcome to DM DBMS Installer")
    say("")
    ask("Whether to input the path of Key File? (Y/y:Yes N/n:No) [Y/y]:")
    say("")
    ask("Whether to Set The TimeZone? (Y/y:Yes N/n:No) [Y/y]:")
    say("")
    say("Installation Type:")
    say("1 Typical")
    say("2 Server")
    say("3 Client")
    say("4 Custom")
    ask("Please Input the number of the Installation Type [1 Typical]:")
    ask("Installation Directory [/home/dmdba/dmdbms]:")
    ask("Please Confirm the installation directory [/home/dmdba/dmdbms]. (Y/y:Yes N/n:No) [Y/y]:")
    say("")
    say("Pre-Installation Summary")
    say("Installation Location: /home/dmdba/dmdbms")
    say("Require Space: 1.4G")
    say("Available Space: 37G")
    say("Version Information: DM Database Server 64 V8")
    say("Expiration Date: Unlimited")
    say("Installation Type: Typical")
    ask("Confirm to Install? (Y/y:Yes N/n:No):")
    stamp = "2026-11-28 10:02:17 "
    forever([stamp, "[INFO] Installing DM DBMS...", stamp, "[INFO] Installing BASE Module...",
             stamp, "[INFO] Installing SERVER Module...", stamp, "[INFO] Installing CLIENT Module..."], 0.5)


EULA = """CODE42 END USER LICENSE AGREEMENT

IMPORTANT - READ CAREFULLY: This End User License Agreement ("Agreement")
is a legal agreement between you (either an individual or a single entity)
and the software vendor for the backup software product identified above,
which includes computer software and may include associated media, printed
materials, and "online" or electronic documentation ("Software").

By installing, copying, or otherwise using the Software, you agree to be
bound by the terms of this Agreement. If you do not agree to the terms of
this Agreement, do not install or use the Software.

1. GRANT OF LICENSE. Subject to the terms of this Agreement, you are
granted a non-exclusive, non-transferable license to install and use one
copy of the Software on each computer you own or control, solely to back
up data that you own or are authorized to back up.

2. RESTRICTIONS. You may not reverse engineer, decompile, or disassemble
the Software, except and only to the extent that such activity is
expressly permitted by applicable law notwithstanding this limitation.
You may not rent, lease, or lend the Software.

3. BACKUP DESTINATIONS. The Software may send copies of your files to
destinations you choose. You are responsible for the destinations you
choose and for the data you send to them.

4. UPDATES. The Software may check for and download updates
automatically. Updates are governed by this Agreement unless other terms
accompany them.

5. TERMINATION. This Agreement is effective until terminated. Your rights
under it terminate automatically without notice if you fail to comply
with any of its terms.

6. DISCLAIMER OF WARRANTY. THE SOFTWARE IS PROVIDED "AS IS" WITHOUT
WARRANTY OF ANY KIND. TO THE MAXIMUM EXTENT PERMITTED BY LAW, THE VENDOR
DISCLAIMS ALL WARRANTIES, EXPRESS OR IMPLIED, INCLUDING WARRANTIES OF
MERCHANTABILITY AND FITNESS FOR A PARTICULAR PURPOSE.

7. LIMITATION OF LIABILITY. IN NO EVENT SHALL THE VENDOR BE LIABLE FOR ANY
DAMAGES WHATSOEVER ARISING OUT OF THE USE OF OR INABILITY TO USE THE
SOFTWARE, EVEN IF ADVISED OF THE POSSIBILITY OF SUCH DAMAGES.

8. GOVERNING LAW. This Agreement is governed by the laws of the State of
Minnesota, without regard to its conflict of laws provisions.

9. ENTIRE AGREEMENT. This Agreement is the entire agreement between you
and the vendor relating to the Software and supersedes all prior
understandings.
"""


def more(text):
    """Pages text as more(1) does: a page, then a reverse --More--(N%)."""
    lines = text.split("\n")
    total = sum(len(s) + 1 for s in lines)
    fd = sys.stdin.fileno()
    old = termios.tcgetattr(fd)
    tty.setcbreak(fd)
    try:
        i, page = 0, 23
        while i < len(lines):
            for s in lines[i:i + page]:
                say(s)
            i += page
            if i >= len(lines):
                break
            pct = sum(len(s) + 1 for s in lines[:i]) * 100 // total
            out.write("\x1b[7m--More--(%d%%)\x1b[27m" % pct)
            out.flush()
            k = os.read(fd, 1)
            out.write("\r\x1b[K")
            if k in (b"q", b"Q"):
                break
            page = 1 if k in (b"\r", b"\n") else 22
    finally:
        termios.tcsetattr(fd, termios.TCSADRAIN, old)


# crashplan: the backup agent's install.sh.
def crashplan():
    say("")
    say("Welcome to the Code42 CrashPlan Installer.")
    say("")
    ask("Press enter to continue with installation. ")
    say("")
    say("Validating environment...")
    say("  detected root permissions")
    say("  detected Debian GNU/Linux 12 (bookworm)")
    say("")
    ask("What parent directory do you wish to install CrashPlan into? [/usr/local] ")
    ask("What directory do you wish to link the CrashPlan executable to? [/usr/local/bin] ")
    say("")
    say("Your selections:")
    say("CrashPlan will install to: /usr/local/crashplan")
    say("And put links to binaries in: /usr/local/bin")
    say("And store data in: /usr/local/crashplan/manifest")
    say("Your init.d dir is: /etc/init.d")
    say("Your current runlevel directory is: /etc/rc2.d")
    say("")
    ask("Is this correct? (y/n) [y] ")
    say("")
    ask("Press enter to read the EULA. ")
    more(EULA)
    say("")
    ask("Do you accept and agree to be bound by the EULA? (yes/no) ")
    say("")
    say("Installing CrashPlan 11.4.1 to /usr/local/crashplan ...")
    width = 50
    for n in range(0, 101, 2):
        fill = n * width // 100
        out.write("\r[%s%s] %3d%%" % ("#" * fill, "." * (width - fill), n))
        out.flush()
        time.sleep(0.2)
    say("")
    say("")
    say("Installation is complete. Thank you for installing CrashPlan for Linux.")
    say("")
    ask("Would you like to start CrashPlanDesktop? (y/n) [y] ")


# terraria: the game's dedicated server, asked about its world.
def terraria():
    def head():
        out.write("\x1b[H\x1b[2J")
        say("Terraria Server v1.4.4.9")
        say("")

    head()
    say("1\t\tstarfall")
    say("2\t\tashen_vale")
    say("")
    say("n\t\tNew World")
    say("d <number>\tDelete World")
    say("")
    w = ask("Choose World: ")
    if w.strip().lower() == "n":
        head()
        say("1\tSmall")
        say("2\tMedium")
        say("3\tLarge")
        say("")
        ask("Choose size: ")
        head()
        say("1\tClassic")
        say("2\tExpert")
        say("3\tMaster")
        say("4\tJourney")
        say("")
        ask("Choose difficulty: ")
        head()
        say("1\tRandom")
        say("2\tCorrupt")
        say("3\tCrimson")
        say("")
        ask("Choose world evil: ")
        head()
        ask("Enter world name: ")
        head()
        ask("Enter Seed (Leave Blank For Random): ")
        head()
        stages = ["Resetting game objects", "Terrain", "Tunnels", "Sand", "Mount Caves", "Dirt Wall Backgrounds"]
        for st in stages:
            for n in range(0, 100, 3):
                out.write("\r\x1b[K%s - %d%%" % (st, n))
                out.flush()
                time.sleep(0.06)
        while True:
            for n in range(0, 100):
                out.write("\r\x1b[KRocks In Dirt - %d%%" % n)
                out.flush()
                time.sleep(0.5)
    head()
    ask("Max players (press enter for 8): ")
    head()
    ask("Server port (press enter for 7777): ")
    head()
    ask("Automatically forward port? (y/n): ")
    head()
    ask("Server password (press enter for none): ")
    forever(["Loading world data: 12%", "Loading world data: 58%", "Settling liquids: 100%"])


SPIN = "⠋⠙⠹⠸⠼⠴⠦⠧⠇⠏"


def spin(fd, text, seconds):
    end = time.time() + seconds
    i = 0
    while seconds < 0 or time.time() < end:
        out.write("\r\x1b[K\x1b[36m%s\x1b[0m %s" % (SPIN[i % len(SPIN)], text))
        out.flush()
        i += 1
        time.sleep(0.1)


def key(fd):
    b = os.read(fd, 1)
    if b == b"\x1b":
        b += os.read(fd, 2)
    return b


# newrelic: the monitoring CLI's guided install (Go, survey prompts).
def newrelic():
    fd = sys.stdin.fileno()
    old = termios.tcgetattr(fd)
    tty.setraw(fd)
    w = lambda s: (out.write(s.replace("\n", "\r\n")), out.flush())
    try:
        w("\n  Welcome to New Relic. Let's set up full stack observability for your\n")
        w("  environment. By continuing, you agree to the Terms of Service:\n")
        w("  https://newrelic.com/termsandconditions\n\n")
        spin(fd, "Discovering system information...", 5)
        w("\r\x1b[K  Installing New Relic\n\n")
        w("  ==> Installing Infrastructure Agent...\x1b[32m installed\x1b[0m\n")
        w("  ==> Installing Logs Integration...\x1b[32m installed\x1b[0m\n\n")
        items = ["MySQL Integration", "NGINX Integration", "Redis Integration", "Java Agent", "Golden Signal Alerts"]
        checked = [True, True, False, False, True]
        cur = 0
        q = "Select the additional instrumentation to install:"
        hint = " [Use arrows to move, space to select, <right> to all, <left> to none, type to filter]"

        rows = len(items) + (2 + len(q) + len(hint) + 79) // 80

        def draw(first):
            if not first:
                w("\x1b[%dA" % rows)
            w("\r\x1b[K\x1b[32m?\x1b[0m \x1b[1m%s\x1b[0m\x1b[36m%s\x1b[0m\n" % (q, hint))
            for i, it in enumerate(items):
                focus = "\x1b[36;1m>\x1b[0m" if i == cur else " "
                mark = "\x1b[32m[x]\x1b[0m" if checked[i] else "\x1b[1m[ ]\x1b[0m"
                w("\r\x1b[K%s %s  %s\n" % (focus, mark, it))

        out.write("\x1b[?25l")
        draw(True)
        while True:
            k = key(fd)
            if k == b"\x1b[B":
                cur = (cur + 1) % len(items)
            elif k == b"\x1b[A":
                cur = (cur - 1) % len(items)
            elif k == b" ":
                checked[cur] = not checked[cur]
            elif k in (b"\r", b"\n"):
                break
            elif k == b"\x03":
                return
            draw(False)
        w("\x1b[%dA\r\x1b[J" % rows)
        w("\x1b[32m?\x1b[0m \x1b[1m%s\x1b[0m \x1b[36m%s\x1b[0m\n" % (q, ", ".join(it for i, it in enumerate(items) if checked[i])))
        out.write("\x1b[?25h")
        w("\x1b[32m?\x1b[0m \x1b[1mContinue installing?\x1b[0m \x1b[37m(Y/n)\x1b[0m ")
        k = key(fd)
        w("\x1b[36mYes\x1b[0m\n\n" if k not in (b"n", b"N") else "\x1b[36mNo\x1b[0m\n")
        out.write("\x1b[?25l")
        chosen = [it for i, it in enumerate(items) if checked[i]] + ["Golden Signal Alerts"]
        spin(fd, "Installing %s" % chosen[0], 1.5)
        w("\r\x1b[K  ==> Installing %s...\x1b[32m installed\x1b[0m\n" % chosen[0])
        spin(fd, "Installing %s" % chosen[1], -1)
    finally:
        out.write("\x1b[?25h")
        termios.tcsetattr(fd, termios.TCSADRAIN, old)


# pia-nm: the VPN service's NetworkManager setup script, pia-nm.sh.
def pianm():
    say("Private Internet Access: NetworkManager setup")
    say("")
    say("Checking for NetworkManager's OpenVPN plugin... found")
    say("Downloading the server list... 79 servers")
    say("")
    ask("Please enter your login: ")
    getpass.getpass("Please enter your password (leave empty to be asked when connecting): ")
    say("")
    say("Connection method:")
    say("  1) UDP (default)")
    say("  2) TCP")
    ask("Which one? [1] ")
    ask("Do you want strong encryption? (y/N) ")
    say("")
    say("Configuring all PIA servers ...")
    forever(["  added PIA - AU Melbourne", "  added PIA - AU Sydney", "  added PIA - Austria",
             "  added PIA - Belgium", "  added PIA - Brazil", "  added PIA - CA Montreal"], 0.6)


PROGRAMS = {"dminstall": dminstall, "crashplan": crashplan, "terraria": terraria,
            "newrelic": newrelic, "pia-nm": pianm}

if __name__ == "__main__":
    if len(sys.argv) < 2 or sys.argv[1] not in PROGRAMS:
        sys.exit("usage: twohundredseventieth_setup.py " + "|".join(PROGRAMS))
    try:
        PROGRAMS[sys.argv[1]]()
    except KeyboardInterrupt:
        sys.exit(130)
