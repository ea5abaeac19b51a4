#!/usr/bin/env python3
"""The threehundredseventieth set's imitations: line-oriented installers
and setup scripts that Debian does not package, each printing what the
real installer prints at its moments (its words, layout, rules, the way
it reads a line and shows its progress, as known from its documentation
and published transcripts), on the main screen, lines read cooked and
echoed by the terminal:

  installanywhere  an installer built with Flexera's InstallAnywhere run
                   in console mode (`./install.bin -i console`): its JRE
                   unpacked, `Choose Locale...` with `->` before the
                   default over `CHOOSE LOCALE BY NUMBER: `, pages under
                   rules of `=` and `-` each ending `PRESS <ENTER> TO
                   CONTINUE: `, its licence a page at a time then `DO YOU
                   ACCEPT THE TERMS OF THIS LICENSE AGREEMENT? (Y/N): `,
                   the install folder and the install set asked on a row
                   of their own (`      : `), then its two-row bar of
                   `[====|====]` over `[----|---` growing
  install4j        an installer built with ej-technologies' install4j run
                   in console mode (`./relaydesk_unix_4_2.sh -c`): `OK [o,
                   Enter], Cancel [c]`, its licence over `I accept the
                   agreement` / `Yes [1], No [2]`, the directory's default
                   in brackets on the row under its question, components
                   by number, `Create symlinks?` / `Yes [y, Enter], No
                   [n]`, the answer typed on the row under each, then
                   `Extracting files ...` over the file being extracted,
                   redrawn in place
  izpack           an installer built with IzPack run in console mode
                   (`java -jar quarry-gateway-installer.jar -console`):
                   `Press 1 to continue, 2 to quit, 3 to redisplay` after
                   each panel, its licence a page at a time over `Press
                   Enter to continue, X to exit`, `Press 1 to accept, 2 to
                   reject, 3 to redisplay`, `Select the installation path:
                   [...]`, an administrator's password and its retyping
                   with echo off, then `[ Processing package: ... ]`
  commvault        Commvault's UNIX installer (`./cvpkgadd`, sh): numbered
                   menus over `Your choice: [1] `, the client name with its
                   default in brackets, the modules to install as `[ ] 1)
                   MediaAgent` rows over `[a=all n=none ...]` and `Enter
                   number(s)/one of "a,n,r,q,d,>,<,?" here: `, `[no]`
                   after a yes/no, the installation directory

Run: threehundredseventieth_setup.py TOOL
"""
import getpass
import sys
import time
import textwrap

W = 80


def out(s):
    sys.stdout.write(s)
    sys.stdout.flush()


def line(s=""):
    out(s + "\n")


def readline():
    """A line read cooked, as Java's System.in and sh's read take it."""
    s = sys.stdin.readline()
    if not s:
        sys.exit(1)
    return s.rstrip("\n")


def ask(prompt):
    out(prompt)
    return readline()


def ask_below(*rows):
    """The rows printed, the answer typed on the row under them."""
    for r in rows:
        line(r)
    return readline()


LICENCE = """\
HARBOR ANALYTICS SERVER END USER LICENSE AGREEMENT

IMPORTANT - READ CAREFULLY: This End User License Agreement ("Agreement") is
a legal agreement between you (either an individual or a single entity) and
Harbor Data Systems, Inc. ("Harbor") for the Harbor Analytics Server software
product identified above, which includes computer software and may include
associated media, printed materials, and "online" or electronic
documentation ("Software"). By installing, copying, or otherwise using the
Software, you agree to be bound by the terms of this Agreement. If you do not
agree to the terms of this Agreement, do not install or use the Software.

1. GRANT OF LICENSE. Subject to the terms of this Agreement, Harbor grants
you a non-exclusive, non-transferable license to install and use one copy of
the Software on a single server for your internal business purposes.

2. RESTRICTIONS. You may not reverse engineer, decompile, or disassemble the
Software, except and only to the extent that such activity is expressly
permitted by applicable law notwithstanding this limitation. You may not
rent, lease, or lend the Software. You may not sublicense the Software or
permit any third party to use the Software on your behalf.

3. TERMINATION. Without prejudice to any other rights, Harbor may terminate
this Agreement if you fail to comply with its terms and conditions. In such
event, you must destroy all copies of the Software and all of its component
parts.

4. UPGRADES. If the Software is labeled as an upgrade, you must be properly
licensed to use a product identified by Harbor as being eligible for the
upgrade in order to use the Software.

5. NO WARRANTIES. THE SOFTWARE IS PROVIDED "AS IS" WITHOUT WARRANTY OF ANY
KIND. TO THE MAXIMUM EXTENT PERMITTED BY APPLICABLE LAW, HARBOR DISCLAIMS ALL
WARRANTIES, EITHER EXPRESS OR IMPLIED, INCLUDING, BUT NOT LIMITED TO, IMPLIED
WARRANTIES OF MERCHANTABILITY AND FITNESS FOR A PARTICULAR PURPOSE.

6. LIMITATION OF LIABILITY. IN NO EVENT SHALL HARBOR BE LIABLE FOR ANY
SPECIAL, INCIDENTAL, INDIRECT, OR CONSEQUENTIAL DAMAGES WHATSOEVER ARISING
OUT OF THE USE OF OR INABILITY TO USE THE SOFTWARE.

7. GOVERNING LAW. This Agreement is governed by the laws of the State of
Delaware, without regard to its conflict of laws principles."""


# ------------------------------------------------------------ InstallAnywhere

IA_RULE = "=" * 79


def ia_section(title):
    line()
    line(IA_RULE)
    line(title)
    line("-" * len(title))
    line()


def installanywhere():
    product = "Harbor Analytics Server 9.1"
    line("Preparing to install")
    line("Extracting the JRE from the installer archive...")
    time.sleep(0.3)
    line("Unpacking the JRE...")
    time.sleep(0.3)
    line("Extracting the installation resources from the installer archive...")
    line("Configuring the installer for this system's environment...")
    time.sleep(0.3)
    line()
    line("Launching installer...")
    line()
    line(IA_RULE)
    line("Choose Locale...")
    line("----------------")
    line()
    locales = ["Deutsch", "English", "Español", "Français"]
    for i, l in enumerate(locales):
        line(("  ->" if i == 1 else "    ") + "%d- %s" % (i + 1, l))
    line()
    while True:
        a = ask("CHOOSE LOCALE BY NUMBER: ").strip()
        if a == "" or a in ("1", "2", "3", "4"):
            break
    line(IA_RULE)
    line(product + "(created with InstallAnywhere)".rjust(79 - len(product)))
    line("-" * 79)
    line()
    line("Preparing CONSOLE Mode Installation...")
    line()
    line()
    line()
    ia_section("Introduction")
    for r in textwrap.wrap("InstallAnywhere will guide you through the installation of %s." % product, 79):
        line(r)
    line()
    line("It is strongly recommended that you quit all programs before continuing with")
    line("this installation.")
    line()
    line("Respond to each prompt to proceed to the next step in the installation.  If")
    line("you want to change something on a previous step, type 'back'.")
    line()
    line("You may cancel this installation at any time by typing 'quit'.")
    line()
    ask("PRESS <ENTER> TO CONTINUE: ")
    ia_section("License Agreement")
    line("Installation and Use of %s Requires Acceptance of the" % product)
    line("Following License Agreement:")
    line()
    rows = LICENCE.split("\n")
    page = 20
    for i in range(0, len(rows), page):
        for r in rows[i:i + page]:
            line(r)
        line()
        if i + page < len(rows):
            ask("PRESS <ENTER> TO CONTINUE: ")
            line()
    while True:
        a = ask("DO YOU ACCEPT THE TERMS OF THIS LICENSE AGREEMENT? (Y/N): ").strip().lower()
        if a in ("y", "n"):
            break
    if a == "n":
        line()
        line("Installation Canceled")
        return
    folder = "/opt/HarborAnalytics"
    while True:
        ia_section("Choose Install Folder")
        line("Where would you like to install?")
        line()
        line("  Default Install Folder: " + folder)
        line()
        line("ENTER AN ABSOLUTE PATH, OR PRESS <ENTER> TO ACCEPT THE DEFAULT")
        a = ask("      : ").strip()
        chosen = a or folder
        line()
        line("INSTALL FOLDER IS: " + chosen)
        b = ask("   IS THIS CORRECT? (Y/N): ").strip().lower()
        if b == "y":
            folder = chosen
            break
    ia_section("Choose Install Set")
    line("Please choose the Install Set to be installed by this installer.")
    line()
    line("  ->1- Typical")
    line("    2- Minimal")
    line()
    line("    3- Customize...")
    line()
    line()
    line("ENTER THE NUMBER FOR THE INSTALL SET, OR PRESS <ENTER> TO ACCEPT THE DEFAULT")
    ask("   : ")
    ia_section("Pre-Installation Summary")
    line("Please Review the Following Before Continuing:")
    line()
    line("Product Name:")
    line("    " + product)
    line()
    line("Install Folder:")
    line("    " + folder)
    line()
    line("Disk Space Information (for Installation Target): ")
    line("    Required:      612,113,664 Bytes")
    line("    Available:  40,213,016,576 Bytes")
    line()
    ask("PRESS <ENTER> TO CONTINUE: ")
    ia_section("Installing...")
    line(" [==================|==================|==================|==================]")
    out(" [")
    for i in range(75):
        time.sleep(1.6)
        out("|" if i % 19 == 18 else "-")
    line("]")
    ia_section("Installation Complete")
    line("Congratulations. %s has been successfully installed to:" % product)
    line()
    line(folder)
    line()
    ask("PRESS <ENTER> TO EXIT THE INSTALLER: ")


# ------------------------------------------------------------ install4j

I4J_LICENCE = """\
RELAY DESK SOFTWARE LICENSE AGREEMENT

Copyright (c) 2026 Northwind Relay GmbH. All rights reserved.

This software is licensed, not sold. Northwind Relay GmbH grants you a
non-exclusive license to use Relay Desk on the number of computers for which
you have purchased seats. You may make one copy of the software for backup
purposes.

You may not modify, translate, reverse engineer, decompile or disassemble the
software, nor remove any proprietary notices or labels on it.

THE SOFTWARE IS PROVIDED "AS IS", WITHOUT WARRANTY OF ANY KIND. IN NO EVENT
SHALL NORTHWIND RELAY GMBH BE LIABLE FOR ANY CLAIM, DAMAGES OR OTHER
LIABILITY ARISING FROM THE USE OF THE SOFTWARE."""


def i4j_yes_no(rows, keys):
    """install4j's question: its rows, its answers with their keys, the
    key typed on the row under them; Enter takes the one marked."""
    while True:
        a = ask_below(*rows).strip().lower()
        for k, enter in keys:
            if a == k or (a == "" and enter):
                return k


def install4j():
    app = "Relay Desk"
    line("Unpacking JRE ...")
    time.sleep(0.3)
    line("Starting Installer ...")
    time.sleep(0.3)
    if i4j_yes_no(["This will install %s 4.2 on your computer." % app, "OK [o, Enter], Cancel [c]"],
                  [("o", True), ("c", False)]) == "c":
        return
    line("Please read the following License Agreement. You must accept the terms of this agreement before continuing with the installation.")
    line()
    for r in I4J_LICENCE.split("\n"):
        line(r)
    line()
    if i4j_yes_no(["I accept the agreement", "Yes [1], No [2]"], [("1", False), ("2", False)]) == "2":
        return
    d = ask_below("Where should %s be installed?" % app, "[/opt/relaydesk]").strip() or "/opt/relaydesk"
    ask_below("Which components should be installed?",
              "1: Relay Desk server",
              "2: Web console",
              "3: Command-line tools",
              "Please enter a comma-separated list of the selected values or [Enter] for the default selection:",
              "[1,2]")
    if i4j_yes_no(["Create symlinks?", "Yes [y, Enter], No [n]"], [("y", True), ("n", False)]) == "y":
        ask_below("Select the folder where you would like %s to create symlinks, then click Next." % app,
                  "[/usr/local/bin]")
    line("Extracting files ...")
    files = ["lib/relaydesk-core-4.2.0.jar", "lib/relaydesk-web-4.2.0.jar", "lib/jetty-server-12.0.9.jar",
             "lib/jetty-http-12.0.9.jar", "lib/jackson-databind-2.17.1.jar", "lib/slf4j-api-2.0.13.jar",
             "lib/h2-2.2.224.jar", "webapp/index.html", "webapp/assets/app.js", "webapp/assets/app.css",
             "bin/relaydesk", "bin/relayctl", "conf/relaydesk.properties", "jre/lib/modules"]
    for n in range(120):
        f = files[n % len(files)]
        out("\r" + f.ljust(75))
        time.sleep(0.9)
    out("\r" + " " * 75 + "\n")
    line("Setup has finished installing %s on your computer." % app)
    line("Finishing installation ...")


# ------------------------------------------------------------ IzPack

IZ_LICENCE = """\
                       QUARRY GATEWAY LICENSE AGREEMENT
                              Version 3.1, 2026

Copyright (c) 2026 Quarry Networks Ltd.

Permission is hereby granted to any person obtaining a licence key for this
software to install and run Quarry Gateway on the servers the key names,
subject to the following conditions:

1. Definitions. "Software" means Quarry Gateway, its documentation and any
   updates Quarry Networks Ltd. provides. "Licensee" means the person or
   organisation that obtained the licence key.

2. Use. The Licensee may run the Software for its own internal purposes on
   the number of gateway nodes the licence key allows. Test and standby nodes
   that do not carry production traffic are not counted.

3. Copies. The Licensee may make copies of the Software for backup and
   disaster recovery. Every copy must keep this licence and all notices.

4. Restrictions. The Licensee shall not sell, rent, lease or sublicense the
   Software, nor provide it to third parties as a hosted service.

5. Third-party components. The Software includes components licensed under
   their own terms, listed in the file THIRD-PARTY.txt installed with it.

6. Warranty. THE SOFTWARE IS PROVIDED "AS IS", WITHOUT WARRANTY OF ANY KIND,
   EXPRESS OR IMPLIED, INCLUDING BUT NOT LIMITED TO THE WARRANTIES OF
   MERCHANTABILITY, FITNESS FOR A PARTICULAR PURPOSE AND NONINFRINGEMENT.

7. Liability. IN NO EVENT SHALL QUARRY NETWORKS LTD. BE LIABLE FOR ANY CLAIM,
   DAMAGES OR OTHER LIABILITY, WHETHER IN AN ACTION OF CONTRACT, TORT OR
   OTHERWISE, ARISING FROM, OUT OF OR IN CONNECTION WITH THE SOFTWARE.

8. Termination. This licence ends automatically if the Licensee breaks any
   of its terms. On termination the Licensee shall delete all copies.

9. Law. This licence is governed by the laws of England and Wales."""


def iz_end_panel():
    """IzPack's question after each panel: 1, 2 or 3, asked again."""
    while True:
        a = ask_below("Press 1 to continue, 2 to quit, 3 to redisplay").strip()
        if a == "1":
            return True
        if a == "2":
            line("Installation aborted")
            sys.exit(1)
        if a == "3":
            return False


def izpack():
    app = "Quarry Gateway"
    line("Welcome to the installation of %s 3.1!" % app)
    line("The homepage is at: https://quarry.example.org/")
    line()
    iz_end_panel()
    while True:
        line("Please read the following license agreement carefully:")
        line()
        rows = IZ_LICENCE.split("\n")
        page = 21
        quit_ = False
        for i in range(0, len(rows), page):
            for r in rows[i:i + page]:
                line(r)
            if i + page < len(rows):
                a = ask_below("Press Enter to continue, X to exit").strip().lower()
                if a == "x":
                    quit_ = True
                    break
        if not quit_:
            line()
        a = ask_below("Press 1 to accept, 2 to reject, 3 to redisplay").strip()
        if a == "1":
            break
        if a == "2":
            line("Installation aborted")
            return
    path = "/usr/local/QuarryGateway"
    p = ask_below("Select the installation path:  [%s]" % path).strip() or path
    line()
    iz_end_panel()
    line("Administrator account")
    line()
    line("The account you log in to the gateway's console with.")
    line()
    ask_below("Admin user name: [admin]")
    while True:
        a = getpass.getpass("Admin password: ")
        b = getpass.getpass("Retype password: ")
        if a == b and a:
            break
        line("The passwords do not match.")
    line()
    iz_end_panel()
    line("[ Starting to unpack ]")
    packs = ["Quarry Gateway core", "Web console", "Documentation"]
    for i, pk in enumerate(packs):
        line("[ Processing package: %s (%d/%d) ]" % (pk, i + 1, len(packs)))
        time.sleep(60)
    line("[ Unpacking finished ]")
    line("[ Writing the uninstaller data ... ]")
    line("Install was successful")
    line("application installed on " + p)
    line("[ Console installation done ]")


# ------------------------------------------------------------ Commvault

def cv_choice(default):
    while True:
        a = ask("Your choice: [%s] " % default).strip() or default
        if a.isdigit():
            return a


def commvault():
    line()
    line("Copyright Commvault Systems, Inc. 1996-2026 All rights reserved.")
    line()
    line("Please select a setup task you want to perform from the list below:")
    line()
    line("Advance options provide extra setup features such as creating custom package,")
    line("recording/replaying user selections and installing External Data Connector")
    line("software.")
    line()
    line("1) Install data protection agents on this computer")
    line("2) Advance options")
    line("3) Exit this menu")
    line()
    if cv_choice("1") != "1":
        return
    line()
    for r in [
        "Certain Commvault packages can be associated with a virtual IP, or in other",
        "words, installed on a \"virtual machine\" belonging to some cluster. At any",
        "given time the virtual machine's services and IP address are active on only",
        "one of the cluster's servers. The virtual machine can \"fail-over\" from one",
        "server to another, which includes stopping services and deactivating IP",
        "address on the first server and activating the IP address/services on the",
        "other server.",
        "",
        "You now have a choice of performing a regular Commvault install on the",
        "physical host or installing Commvault on a virtual machine for operation",
        "within a cluster.",
        "",
        "Most users should select \"Install on a physical machine\" here.",
        "",
        "1) Install on a physical machine",
        "2) Install on a virtual machine",
        "3) Exit",
        "",
    ]:
        line(r)
    if cv_choice("1") != "1":
        return
    line()
    line("Please specify the client name for this machine.")
    line()
    line("It does not have to be the network host name: you can enter any word here")
    line("without spaces. The only requirement is that it must be unique on the")
    line("CommServe.")
    line()
    client = ask("Physical Machine Client name: [relay01] ").strip() or "relay01"
    modules = [("MediaAgent", "1301", "CVGxMA"), ("FileSystem Core", "1002", "CVGxBase0"),
               ("File System", "1101", "CVGxIDA"), ("Oracle", "1204", "CVGxOrIDA"),
               ("PostgreSQL", "1209", "CVGxPostGres"), ("MySQL", "1208", "CVGxMySQL"),
               ("Continuous Data Replicator", "1114", "CVGxCDR")]
    picked = set()
    while True:
        line()
        line("Install Commvault on physical machine " + client)
        line()
        line("Please select the Commvault module(s) that you would like to install.")
        line()
        for i, (name, num, pkg) in enumerate(modules):
            box = "[X]" if i in picked else "[ ]"
            line("%s %d) %-40s [%s] [%s]" % (box, i + 1, name, num, pkg))
        line("[a=all n=none r=reverse q=quit d=done >=next <=previous ?=help]")
        a = ask('Enter number(s)/one of "a,n,r,q,d,>,<,?" here: ').strip().lower()
        if a == "d":
            if picked:
                break
            continue
        if a == "q":
            return
        if a == "a":
            picked = set(range(len(modules)))
        elif a == "n":
            picked = set()
        elif a == "r":
            picked = set(range(len(modules))) - picked
        else:
            for tok in a.replace(",", " ").split():
                if tok.isdigit() and 1 <= int(tok) <= len(modules):
                    picked ^= {int(tok) - 1}
    line()
    ask("Do you want to use the agents for restore only without consuming licenses? [no] ")
    line()
    line("Please specify where you want us to install Commvault binaries.")
    line()
    line("It must be a local directory and there should be at least 2064MB of free space")
    line("available. All files will be installed in a \"commvault\" subdirectory, so if")
    line("you enter \"/opt\", the files will actually be placed into \"/opt/commvault\".")
    line()
    d = ask("Installation Directory: [/opt] ").strip() or "/opt"
    line()
    line("Commvault will be installed in %s/commvault." % d)
    line("Press ENTER to continue ...")
    readline()
    line()
    line("Please specify where you want to keep Commvault log files.")
    line()
    line("It must be a local directory and there should be at least 100MB of free space")
    line("available. All log files will be created in a \"commvault/Log_Files\"")
    line("subdirectory, so if you enter \"/var/log\", the logs will actually be placed")
    line("into \"/var/log/commvault/Log_Files\".")
    line()
    ask("Location for Commvault log files: [/var/log] ")


TOOLS = {
    "installanywhere": installanywhere,
    "install4j": install4j,
    "izpack": izpack,
    "commvault": commvault,
}


def main():
    if len(sys.argv) < 2 or sys.argv[1] not in TOOLS:
        sys.stderr.write("usage: threehundredseventieth_setup.py {%s}\n" % ",".join(sorted(TOOLS)))
        sys.exit(2)
    try:
        TOOLS[sys.argv[1]]()
    except KeyboardInterrupt:
        line()
        sys.exit(130)


if __name__ == "__main__":
    main()
