#!/usr/bin/env python3
"""The twohundredfortyninth set's imitations: each prints, on the main
screen and a line at a time (the terminal cooked and echoing, echo off
for a secret; the one list moved by arrows read a key at a time with echo
off and the cursor hidden), what a setup wizard or interactive installer
of a language, framework or infrastructure tool that cannot run here
prints as it asks: an FPGA toolchain's installer in its text mode
(InstallBuilder's), IBM Installation Manager's console installing an
application server, InterSystems IRIS's irisinstall, the Vapor
toolbox's `vapor new`, cargo-shuttle's `shuttle init` and OSSEC HIDS's
install.sh. Nothing is installed and nothing is sent: answers are taken
and dropped. The first argument names the tool imitated; usage errors
go to stderr. Runs with Debian's python3 and its standard library
only."""
import getpass
import os
import sys
import termios
import time
import tty

ESC = "\x1b["
RESET = ESC + "0m"
BOLD = ESC + "1m"
DIM = ESC + "2m"
RED = ESC + "31m"
GREEN = ESC + "32m"
YELLOW = ESC + "33m"
CYAN = ESC + "36m"
GREY = ESC + "90m"
HIDE, SHOW = ESC + "?25l", ESC + "?25h"


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


def ask_hidden(prompt):
    """prompt printed, a line read with echo turned off by termios, as a
    tool that reads its own secrets does (`stty -echo`); a newline
    printed after it."""
    fd = sys.stdin.fileno()
    saved = termios.tcgetattr(fd)
    quiet = termios.tcgetattr(fd)
    quiet[3] &= ~termios.ECHO
    out(prompt)
    try:
        termios.tcsetattr(fd, termios.TCSADRAIN, quiet)
        line = sys.stdin.readline()
    finally:
        termios.tcsetattr(fd, termios.TCSADRAIN, saved)
    out("\n")
    if not line:
        sys.exit(0)
    return line.rstrip("\n")


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


def rule():
    print("-" * 76)


# quartus-like: Quartus Prime Lite Edition's Linux installer run in its
# text mode (`./QuartusLiteSetup-23.1std.0.991-linux.run --mode text`),
# an InstallBuilder installer: its welcome and `Press [Enter] to
# continue:`, the license a page at a time, each page over `Press [Enter]
# to continue:`, then `Do you accept this license? [y/n]: `, the
# installation directory with its default in brackets, each component
# asked `[Y/n] :`, `Is the selection above correct? [Y/n]: `, the ready
# page's `Do you want to continue? [Y/n]: `, and its progress bar.
LICENSE = [
    "INTEL END USER LICENSE AGREEMENT FOR FPGA DESIGN SOFTWARE",
    "",
    "IMPORTANT - READ BEFORE COPYING, INSTALLING OR USING.",
    "",
    "Do not copy, install, or use the Materials provided under this license",
    "agreement (\"Agreement\"), until You have carefully read the following terms",
    "and conditions. By copying, installing, or otherwise using the Materials,",
    "You agree to be bound by the terms of this Agreement. If You do not agree",
    "to the terms of this Agreement, do not copy, install, or use the Materials.",
    "",
    "1. DEFINITIONS.",
    "",
    "A. \"Materials\" means the software programs, libraries, IP cores, device",
    "   files and documentation distributed with this Agreement.",
    "B. \"You\" or \"Your\" means You as an individual, or the company or other",
    "   legal entity on whose behalf You use the Materials.",
    "C. \"Design\" means a logic design that You create with the Materials for",
    "   programming a programmable logic device.",
    "",
    "2. LICENSE. Subject to the terms of this Agreement, Intel grants You a",
    "   non-exclusive, non-transferable, worldwide, fully paid-up license to use",
    "   the Materials to create Designs and to program devices with them.",
    "",
    "3. RESTRICTIONS. You may not reverse engineer, decompile or disassemble",
    "   the Materials, except to the extent expressly permitted by law.",
    "",
    "4. NO WARRANTY. THE MATERIALS ARE PROVIDED \"AS IS\" WITHOUT WARRANTY OF",
    "   ANY KIND, EXPRESS OR IMPLIED.",
]


def quartus():
    name = "Quartus Prime Lite Edition 23.1std"
    rule()
    print("Welcome to the %s Setup Wizard." % name)
    print("")
    rule()
    print("Please read the following License Agreement. You must accept the terms of this")
    print("agreement before continuing with the installation.")
    print("")
    ask("Press [Enter] to continue:")
    page = 17
    for i in range(0, len(LICENSE), page):
        for line in LICENSE[i:i + page]:
            print(line)
        if i + page < len(LICENSE):
            ask("Press [Enter] to continue:")
    print("")
    while True:
        a = ask("Do you accept this license? [y/n]: ").lower()
        if a in ("y", "n"):
            break
    if a == "n":
        wait_forever()
        return
    print("")
    rule()
    print("Installation directory")
    print("")
    print("Please specify the directory where %s will be" % name)
    print("installed.")
    print("")
    ask("Installation directory [/home/ada/intelFPGA_lite/23.1std]: ")
    print("")
    rule()
    print("Select the components you want to install; clear the components you do not want")
    print("to install. Click Next when you are ready to continue.")
    print("")
    for c in ["Quartus Prime Lite Edition (Free)",
              "Quartus Prime Lite Edition (Free)  - Quartus Prime Help (1.2GB)",
              "Quartus Prime Lite Edition (Free)  - Devices - Cyclone V device support (1.1GB)",
              "Quartus Prime Lite Edition (Free)  - Devices - MAX 10 FPGA device support (332MB)"]:
        ask(c + " [Y/n] :")
    print("")
    ask("Is the selection above correct? [Y/n]: ")
    print("")
    rule()
    print("Setup is now ready to begin installing %s on" % name)
    print("your computer.")
    print("")
    ask("Do you want to continue? [Y/n]: ")
    print("")
    rule()
    print("Please wait while Setup installs %s on your" % name)
    print("computer.")
    print("")
    print(" Installing")
    print(" 0% ______________ 50% ______________ 100%")
    out(" ")
    try:
        while True:
            out("#")
            time.sleep(1.5)
    except KeyboardInterrupt:
        pass


# imcl-like: IBM Installation Manager's console mode (`imcl -c`) installing
# WebSphere Application Server: each page under its `=====>` trail of
# pages, the packages numbered with boxes a number toggles, the
# license's accept and decline boxes keyed A and D, a summary, and the
# actions row over `-----> [N] `, the default in brackets.
PACKAGES = ["IBM WebSphere Application Server Network Deployment 9.0.5.14",
            "IBM HTTP Server for WebSphere Application Server 9.0.5.14",
            "Web Server Plug-ins for IBM WebSphere Application Server 9.0.5.14"]


def imcl_page(trail):
    print("")
    print("=====> IBM Installation Manager> " + trail)
    print("")


def imcl():
    print("Preprocessing the input.")
    picked = [False] * len(PACKAGES)
    while True:
        imcl_page("Install")
        print("Select packages to install:")
        for i, p in enumerate(PACKAGES):
            print("     %d. [%s] %s" % (i + 1, "X" if picked[i] else " ", p))
        print("")
        print("     O. Check for Other Versions, Fixes, and Extensions")
        print("")
        print("     N. Next,      C. Cancel")
        a = ask("-----> [N] ").upper() or "N"
        if a.isdigit() and 1 <= int(a) <= len(PACKAGES):
            picked[int(a) - 1] = not picked[int(a) - 1]
            continue
        if a == "N" and any(picked):
            break
        if a == "C":
            wait_forever()
            return
    accepted = False
    while True:
        imcl_page("Install> Licenses")
        print("Read the following license agreements carefully.")
        print("View a license agreement by entering the number:")
        print("     1. IBM WebSphere Application Server Network Deployment - License Agreement")
        print("")
        print("Options:")
        print("     A. [%s] I accept the terms in the license agreement" % ("X" if accepted else " "))
        print("     D. [%s] I do not accept the terms in the license agreement" % " ")
        print("")
        if accepted:
            print("     B. Back,      N. Next,      C. Cancel")
            a = ask("-----> [N] ").upper() or "N"
        else:
            print("     B. Back,      C. Cancel")
            a = ask("-----> [C] ").upper() or "C"
        if a == "A":
            accepted = True
        elif a == "D":
            accepted = False
        elif a == "N" and accepted:
            break
        elif a == "C":
            wait_forever()
            return
    imcl_page("Install> Licenses> Location> Features> Summary")
    print("Target Location:")
    print("  Package Group Name         :  IBM WebSphere Application Server V9.0")
    print("  Installation Directory     :  /opt/IBM/WebSphere/AppServer")
    print("  Shared Resources Directory :  /opt/IBM/IMShared")
    print("")
    print("Translations:")
    print("        English")
    print("")
    print("Packages to be installed:")
    for i, p in enumerate(PACKAGES):
        if picked[i]:
            print("        " + p)
    print("")
    print("Options:")
    print("     G. Generate an Installation Response File")
    print("")
    print("     B. Back,      I. Install,      C. Cancel")
    ask("-----> [I] ")
    wait_forever()


# irisinstall-like: InterSystems IRIS's `irisinstall` from its kit: the
# instance's name with its default in angle brackets, where to put it,
# the setup type and initial security as numbered lists with a default,
# the owner, the common password and the same again with echo off, the
# superserver and web server ports with their defaults, then a review of
# the options over `Confirm InterSystems IRIS installation <Yes>? `.
def irisinstall():
    print("Your system type is 'Ubuntu LTS (x64-64)'.")
    print("")
    inst = ask("Enter instance name <IRIS>: ") or "IRIS"
    ask("Do you want to create InterSystems IRIS instance '%s' <Yes>? " % inst)
    print("")
    print("Enter a destination directory for the new instance.")
    d = ask("Directory: ") or "/usr/irissys"
    print("Directory '%s' does not exist." % d)
    ask("Do you want to create it <Yes>? ")
    print("")
    print("Select installation type.")
    print("    1) Development - Install InterSystems IRIS server and all language bindings")
    print("    2) Server only - Install InterSystems IRIS server")
    print("    3) Custom")
    ask("Setup type <1>? ")
    print("")
    print("How restrictive do you want the initial Security settings to be?")
    print("\"Minimal\" is the least secure, \"Locked Down\" is the most secure.")
    print("    1) Minimal")
    print("    2) Normal")
    print("    3) Locked Down")
    ask("Initial Security settings <1>? ")
    print("")
    owner = ask("What user should be the owner of this instance? ") or "ada"
    print("An InterSystems IRIS account will also be created for user %s." % owner)
    ask_hidden("Please enter the common password for accounts SuperUser, Admin, _SYSTEM, CSPSystem, and %s: " % owner)
    ask_hidden("Please enter the common password again: ")
    print("")
    ask("Superserver port number <1972>: ")
    ask("Webserver port number <52773>: ")
    print("")
    print("Please review the installation options:")
    print("------------------------------------------------------------------")
    print("Instance name: %s" % inst)
    print("Destination directory: %s" % d)
    print("InterSystems IRIS version to install: 2024.1.0.262.0")
    print("Installation type: Development")
    print("Unicode support: Y")
    print("Initial Security settings: Normal")
    print("User who owns instance: %s" % owner)
    print("Group allowed to start and stop instance: %s" % owner)
    print("Effective group for InterSystems IRIS processes: irisusr")
    print("Effective user for InterSystems IRIS SuperServer: irisusr")
    print("SuperServer port: 1972")
    print("WebServer port: 52773")
    print("------------------------------------------------------------------")
    ask("Confirm InterSystems IRIS installation <Yes>? ")
    print("Starting installation")
    wait_forever()


# vapor-like: the Vapor toolbox's `vapor new relay`: the template cloned,
# then ConsoleKit's questions: `Would you like to use Fluent (ORM)?
# (--fluent/--no-fluent)` over `y/n> `, the databases numbered over `> `,
# then Leaf's question over `y/n> `, each answer echoed as `name: value`.
def vapor():
    print("Cloning template...")
    print("name: relay")

    def confirm(q, flag):
        while True:
            print("%s (--%s/--no-%s)" % (q, flag, flag))
            a = ask(GREEN + "y/n" + RESET + "> ").lower()
            if a in ("y", "yes"):
                return "Yes"
            if a in ("n", "no"):
                return "No"
            print(YELLOW + "[ WARNING ] " + RESET + "Please enter yes or no.")

    print("fluent: " + confirm("Would you like to use Fluent (ORM)?", "fluent"))
    dbs = ["Postgres (Recommended)", "MySQL", "SQLite", "Mongo"]
    while True:
        print("Which database would you like to use? (--fluent.db)")
        for i, db in enumerate(dbs):
            print("%s: %s" % (CYAN + str(i + 1) + RESET, db))
        a = ask("> ")
        if a.isdigit() and 1 <= int(a) <= len(dbs):
            break
    print("fluent.db: " + dbs[int(a) - 1])
    print("leaf: " + confirm("Would you like to use Leaf (templating)?", "leaf"))
    print("Generating project files")
    for f in ["Package.swift", "entrypoint.swift", "configure.swift", "routes.swift", "TodoController.swift"]:
        print("+ " + f)
        time.sleep(0.1)
    print("Creating git repository")
    print("Adding first commit")
    wait_forever()


# shuttle-like: cargo-shuttle's `shuttle init` (dialoguer's colourful
# theme): a note over `? Project name › `, then `? Directory
# (./relay-notes) › ` with its default, the kind of template, then the
# frameworks to pick from with arrows (`❯` and cyan at the highlighted
# one, the cursor hidden), each answered question folded to `✔ question ·
# answer`, then whether to claim the project's name, `(Y/n)`.
def sh_ask(q, default=""):
    d = (" " + GREY + "(" + default + ")" + RESET) if default else ""
    a = ask(YELLOW + "? " + RESET + BOLD + q + RESET + d + " " + GREY + "›" + RESET + " ") or default
    out(ESC + "1A\r" + ESC + "2K")
    print(GREEN + "✔ " + RESET + BOLD + q + RESET + " " + GREY + "·" + RESET + " " + GREEN + a + RESET)
    return a


def keys(buf):
    """The keys in buf, one at a time: a character, or an escape sequence
    whole."""
    while buf:
        n = 1
        if buf.startswith("\x1b") and buf[1:2] in ("[", "O"):
            n = 2
            while n < len(buf) and not (buf[n].isalpha() or buf[n] == "~"):
                n += 1
            n += 1
        yield buf[:n]
        buf = buf[n:]


def sh_select(q, items):
    fd = sys.stdin.fileno()
    saved = termios.tcgetattr(fd)
    tty.setcbreak(fd)
    quiet = termios.tcgetattr(fd)
    quiet[3] &= ~termios.ECHO
    termios.tcsetattr(fd, termios.TCSADRAIN, quiet)
    cur = 0

    def draw(first):
        if not first:
            out(ESC + "%dA\r" % len(items))
        out(ESC + "J")
        for i, it in enumerate(items):
            if i == cur:
                out(CYAN + "❯ " + it + RESET + "\r\n")
            else:
                out("  " + it + "\r\n")

    out(HIDE)
    out(YELLOW + "? " + RESET + BOLD + q + RESET + " " + GREY + "›" + RESET + "\r\n")
    draw(True)
    try:
        done = False
        while not done:
            buf = os.read(fd, 64).decode("utf-8", "replace")
            if not buf:
                sys.exit(0)
            for k in keys(buf):
                if k in ("\x1b[B", "\x1bOB", "j"):
                    cur = (cur + 1) % len(items)
                elif k in ("\x1b[A", "\x1bOA", "k"):
                    cur = (cur - 1) % len(items)
                elif k in ("\r", "\n"):
                    done = True
                    break
                else:
                    continue
                draw(False)
    finally:
        termios.tcsetattr(fd, termios.TCSADRAIN, saved)
    out(ESC + "%dA\r" % (len(items) + 1) + ESC + "J")
    print(GREEN + "✔ " + RESET + BOLD + q + RESET + " " + GREY + "·" + RESET + " " + GREEN + items[cur] + RESET)
    out(SHOW)
    return items[cur]


def shuttle():
    print("What do you want to name your project?")
    print("It will be hosted at ${project_name}.shuttle.app, so choose something unique!")
    name = sh_ask("Project name")
    print("")
    print("Where should we create this project?")
    d = sh_ask("Directory", "./" + name)
    print("")
    print("What type of project template would you like to start with?")
    sh_select("Select template", ["A Hello World app in a supported framework",
                                  "Browse our full library of templates"])
    print("")
    print("What framework do you want to use?")
    fw = sh_select("Select template", ["Axum", "Actix Web", "Rocket", "Loco", "Poem", "Salvo",
                                       "Serenity", "Poise", "Tower", "Warp", "No framework"])
    print("")
    print("Creating project \"%s\" in \"%s\" with %s" % (name, d, fw))
    print("")
    print(GREEN + "✔ " + RESET + "Created project files")
    print("")
    sh_ask_yn("Claim the project name \"%s\" by starting a project container on Shuttle?" % name)
    wait_forever()


def sh_ask_yn(q):
    out(YELLOW + "? " + RESET + BOLD + q + RESET + " " + GREY + "(Y/n) ›" + RESET + " ")
    return sys.stdin.readline()


# ossec-like: OSSEC HIDS v3.7.0's install.sh: the language asked first
# under a line for each language (`[en]` the default), its banner over
# `-- Press ENTER to continue or Ctrl-C to abort. --`, then its numbered
# questions: the kind of installation (server, agent, local, hybrid or
# help), where to install it `[/var/ossec]`, e-mail notification `(y/n)
# [y]`.
def ossec():
    print("")
    print("  ** Para instalação em português, escolha [br].")
    print("  ** 要使用中文进行安装, 请选择 [cn].")
    print("  ** Fur eine deutsche Installation wohlen Sie [de].")
    print("  ** Για εγκατάσταση στα Ελληνικά, επιλέξτε [el].")
    print("  ** For installation in English, choose [en].")
    print("  ** Para instalar en Español , eliga [es].")
    print("  ** Pour une installation en français, choisissez [fr]")
    print("  ** A Magyar nyelvű telepítéshez válassza a [hu] opciót.")
    print("  ** Per l'installazione in Italiano, scegli [it].")
    print("  ** 日本語でインストールします．選択して下さい．[jp].")
    print("  ** Voor installatie in het Nederlands, kies [nl].")
    print("  ** Aby instalować w języku Polskim, wybierz [pl].")
    print("  ** Для инструкций по установке на русском ,введите [ru].")
    print("  ** Za instalaciju na srpskom, izaberi [sr].")
    print("  ** Türkçe kurulum için seçin [tr].")
    ask("  (en/br/cn/de/el/es/fr/hu/it/jp/nl/pl/ru/sr/tr) [en]: ")
    print("")
    print(" OSSEC HIDS v3.7.0 Installation Script - http://www.ossec.net")
    print("")
    print(" You are about to start the installation process of the OSSEC HIDS.")
    print(" You must have a C compiler pre-installed in your system.")
    print("")
    print("  - System: Linux relay 6.1.0-13-amd64")
    print("  - User: root")
    print("  - Host: relay")
    print("")
    print("")
    ask("  -- Press ENTER to continue or Ctrl-C to abort. --")
    print("")
    print("")
    while True:
        kind = ask("1- What kind of installation do you want (server, agent, local, hybrid or help)? ")
        if kind in ("server", "agent", "local", "hybrid"):
            break
    print("")
    print("  - %s installation chosen." % kind.capitalize())
    print("")
    print("2- Setting up the installation environment.")
    print("")
    where = ask(" - Choose where to install the OSSEC HIDS [/var/ossec]: ") or "/var/ossec"
    print("")
    print("    - Installation will be made at  %s ." % where)
    print("")
    print("3- Configuring the OSSEC HIDS.")
    print("")
    ask("  3.1- Do you want e-mail notification? (y/n) [y]: ")
    ask("   - What's your e-mail address? ")
    wait_forever()


TOOLS = {
    "quartus": quartus,
    "imcl": imcl,
    "irisinstall": irisinstall,
    "vapor": vapor,
    "shuttle": shuttle,
    "ossec": ossec,
}

if __name__ == "__main__":
    if len(sys.argv) < 2 or sys.argv[1] not in TOOLS:
        print("usage: twohundredfortyninth_demo.py " + "|".join(sorted(TOOLS)), file=sys.stderr)
        sys.exit(2)
    try:
        TOOLS[sys.argv[1]]()
    except KeyboardInterrupt:
        out(SHOW + "\n")
