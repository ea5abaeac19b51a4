"""Programs drawing what a system or package tool that cannot run here
draws, named by the first argument (tool-like, then a moment): fixtures
of agentty's eightyeighth set, whose screens were never used to tune the
mode classifier. Runs with Debian's python3 (curses from its stdlib)."""

import curses
import getpass
import subprocess
import sys
import termios
import tty


def ask(line):
    sys.stdout.write(line)
    sys.stdout.flush()
    return sys.stdin.readline()


def etc_update(moment):
    # Gentoo's etc-update: its list of files with updates, a number asked
    # on a line; a file chosen, its menu of what to do with it.
    print("Scanning Configuration files...")
    print("The following is the list of files which need updating, each")
    print("configuration file is followed by a list of possible replacement files.")
    print("1) /etc/ssh/sshd_config (1)")
    print("2) /etc/portage/make.conf (1)")
    print("Please select a file to edit by entering the corresponding number.")
    print("              (don't use -3, -5, -7 or -9 if you're unsure what to do)")
    print("              (-1 to exit) (-3 to auto merge all files)")
    print("                           (-5 to auto-merge AND not use 'mv -i')")
    print("                           (-7 to discard all updates)")
    ask("                           (-9 to discard all updates AND not use 'rm -i'): ")
    print()
    print("File: /etc/ssh/._cfg0000_sshd_config")
    print("1) Replace original with update")
    print("2) Delete update, keeping original as is")
    print("3) Interactively merge original with update")
    print("4) Show differences again")
    print("5) Save update as example config")
    ask("Please select from the menu above (-1 to ignore this update): ")


def dispatch_conf(moment):
    # Gentoo's dispatch-conf: the difference shown, then one key asked.
    print("--- /etc/ssh/sshd_config\t2024-03-02 10:11:12.000000000 +0000")
    print("+++ /etc/ssh/._cfg0000_sshd_config\t2024-05-14 08:01:44.000000000 +0000")
    print("@@ -31,7 +31,7 @@")
    print(" #LoginGraceTime 2m")
    print("-PermitRootLogin yes")
    print("+#PermitRootLogin prohibit-password")
    print(" #StrictModes yes")
    print(" #MaxAuthTries 6")
    print()
    print(">> (1 of 2) -- /etc/ssh/sshd_config")
    print(">> q quit, h help, n next, e edit-new, z zap-new, u use-new")
    sys.stdout.write("   m merge, t toggle-merge, l look-merge: ")
    sys.stdout.flush()
    fd = sys.stdin.fileno()
    old = termios.tcgetattr(fd)
    try:
        tty.setcbreak(fd)
        sys.stdin.read(1)
    finally:
        termios.tcsetattr(fd, termios.TCSADRAIN, old)


def xbps(moment):
    # Void's xbps-install: the transaction's table, then the question.
    print()
    print("Name      Action    Version           New version            Download size")
    print("libevent  install   -                 2.1.12_1               156KB")
    print("tmux      install   -                 3.4_1                  389KB")
    print()
    print("Size to download:              545KB")
    print("Size required on disk:        1418KB")
    print("Space available on disk:        24GB")
    print()
    ask("Do you want to continue? [Y/n] ")


def eopkg(moment):
    # Solus's eopkg: the extra packages, then a yes/no asked in words.
    print("Following packages will be installed:")
    print("libevent  tmux")
    print("Total size of package(s): 545.00 KB")
    ask("There are extra packages due to dependencies. Do you want to continue? (yes/no) ")


def apk(moment):
    # Alpine's apk add -i.
    print("fetch https://dl-cdn.alpinelinux.org/alpine/v3.20/main/x86_64/APKINDEX.tar.gz")
    print("The following NEW packages will be installed:")
    print("  libevent tmux")
    print("After this operation, 1418 KiB of additional disk space will be used.")
    ask("Do you want to continue [Y/n]? ")


def pkg_add(moment):
    # OpenBSD's pkg_add: a name that is more than one package.
    print("quirks-7.14 signed on 2024-05-12T11:08:31Z")
    print("Ambiguous: choose package for vim")
    print("a\t0: <None>")
    print("\t1: vim-9.1.0135-gtk3")
    print("\t2: vim-9.1.0135-no_x11")
    ask("Your choice: ")


def chocolatey(moment):
    # Chocolatey's install script question.
    print("Chocolatey v2.2.2")
    print("Installing the following packages:")
    print("tmux")
    print("By installing, you accept licenses for the packages.")
    print()
    print("tmux v3.4.0 [Approved]")
    print("tmux package files install completed. Performing other installation steps.")
    print("The package tmux wants to run 'chocolateyInstall.ps1'.")
    print("Note: If you don't run this script, the installation will fail.")
    print("Note: To confirm automatically next time, use '-y' or consider:")
    print("choco feature enable -n allowGlobalConfirmation")
    ask("Do you want to run the script?([Y]es/[A]ll - yes to all/[N]o/[P]rint): ")


def yum(moment):
    # yum (dnf's): the transaction's table, then the question.
    print("Dependencies resolved.")
    print("=" * 80)
    print(" Package         Architecture   Version               Repository          Size")
    print("=" * 80)
    print("Installing:")
    print(" tmux            x86_64         3.2a-5.el9            baseos             474 k")
    print()
    print("Transaction Summary")
    print("=" * 80)
    print("Install  1 Package")
    print()
    print("Total download size: 474 k")
    print("Installed size: 1.1 M")
    ask("Is this ok [y/N]: ")


def pkgin(moment):
    # NetBSD's pkgin.
    print("calculating dependencies...done.")
    print()
    print("1 package to install:")
    print("  tmux-3.4")
    print()
    print("0 to remove, 0 to refresh, 0 to upgrade, 1 to install")
    print("389K to download, 1021K to install")
    print()
    ask("proceed ? [Y/n] ")


def pamac(moment):
    # Manjaro's pamac install.
    print("Preparing...")
    print("Synchronizing package databases...")
    print("Resolving dependencies...")
    print("Checking inter-conflicts...")
    print()
    print("To install (1):")
    print("  tmux              3.4-8                     extra")
    print()
    print("Total download size: 389.9 kB")
    print("Total installed size: 1.0 MB")
    print()
    ask("Apply transaction ? [y/N] ")


def freebsd_update(moment):
    # freebsd-update: its list of files shown through the pager; its
    # question after a merge.
    if moment == "pager":
        lines = ["The following files will be updated as part of updating to",
                 "14.1-RELEASE-p3:"]
        for d in ("bin", "sbin", "usr/bin", "usr/sbin", "lib"):
            for n in ("freebsd-version", "ls", "cp", "mv", "ps", "sh", "date"):
                lines.append("/%s/%s" % (d, n))
        subprocess.run(["/usr/bin/less"], input="\n".join(lines) + "\n", text=True)
        return
    print("The following changes, which occurred between FreeBSD 13.3-RELEASE and")
    print("FreeBSD 14.1-RELEASE have been merged into /etc/ssh/sshd_config:")
    print("--- current version")
    print("+++ new version")
    print("@@ -1,4 +1,4 @@")
    print("-#\t$FreeBSD$")
    print("+#\t$OpenBSD: sshd_config,v 1.104 2021/07/02 05:11:21 dtucker Exp $")
    print(" ")
    ask("Does this look reasonable (y/n)? ")


def setup_colours():
    curses.start_color()
    curses.init_pair(1, curses.COLOR_WHITE, curses.COLOR_BLUE)   # screen
    curses.init_pair(2, curses.COLOR_BLACK, curses.COLOR_WHITE)  # dialog
    curses.init_pair(3, curses.COLOR_WHITE, curses.COLOR_BLUE)   # selected
    curses.init_pair(4, curses.COLOR_BLUE, curses.COLOR_WHITE)   # title
    curses.init_pair(5, curses.COLOR_RED, curses.COLOR_WHITE)    # hotkey


def box(scr, top, left, h, w, title):
    dlg = curses.color_pair(2)
    for r in range(h):
        scr.addstr(top + r, left, " " * w, dlg)
    win = scr.derwin(h, w, top, left)
    win.bkgdset(" ", dlg)
    win.box()
    if title:
        scr.addstr(top, left + (w - len(title) - 2) // 2, " " + title + " ", curses.color_pair(4) | curses.A_BOLD)


def buttons(scr, row, left, w, labels, sel):
    total = sum(len(b) + 2 for b in labels) + 3 * (len(labels) - 1)
    col = left + (w - total) // 2
    cur = None
    for i, b in enumerate(labels):
        attr = curses.color_pair(3) | curses.A_BOLD if i == sel else curses.color_pair(2)
        scr.addstr(row, col, "<" + b + ">", attr)
        if i == sel:
            cur = (row, col + 1)
        col += len(b) + 2 + 3
    return cur


def dialog_app(scr, draw):
    setup_colours()
    scr.bkgd(" ", curses.color_pair(1))
    state = {"sel": 0, "ticks": None, "text": ""}
    while True:
        scr.erase()
        cur = draw(scr, state)
        if cur:
            scr.move(*cur)
        scr.refresh()
        k = scr.getch()
        if k == curses.KEY_DOWN:
            state["sel"] += 1
        elif k == curses.KEY_UP:
            state["sel"] = max(0, state["sel"] - 1)
        elif k == ord(" ") and state["ticks"] is not None:
            state["ticks"][state["sel"]] = not state["ticks"][state["sel"]]
        elif k in (9,):
            state["btn"] = state.get("btn", 0) + 1
        elif k in (10, 13):
            return
        elif 32 <= k < 127:
            state["text"] += chr(k)


def menu_dialog(backtitle, title, text, items, btns, width, keyw):
    def draw(scr, st):
        h = len(items) + 8 + text.count("\n")
        top, left = (curses.LINES - h) // 2, (curses.COLS - width) // 2
        if backtitle:
            scr.addstr(0, 1, backtitle, curses.color_pair(1) | curses.A_BOLD)
            scr.hline(1, 1, curses.ACS_HLINE, curses.COLS - 2, curses.color_pair(1))
        box(scr, top, left, h, width, title)
        lines = text.split("\n")
        for i, l in enumerate(lines):
            scr.addstr(top + 1 + i, left + 2, l, curses.color_pair(2))
        st["sel"] = min(st["sel"], len(items) - 1)
        r0 = top + 2 + len(lines)
        cur = None
        for i, (k, d) in enumerate(items):
            row = r0 + i
            if i == st["sel"]:
                scr.addstr(row, left + 4, k.ljust(keyw), curses.color_pair(3) | curses.A_BOLD)
                scr.addstr(row, left + 4 + keyw + 1, d, curses.color_pair(3) | curses.A_BOLD)
                cur = (row, left + 4)
            else:
                scr.addstr(row, left + 4, k.ljust(keyw), curses.color_pair(5))
                scr.addstr(row, left + 4 + keyw + 1, d, curses.color_pair(2))
        scr.hline(top + h - 3, left + 1, curses.ACS_HLINE, width - 2, curses.color_pair(2))
        buttons(scr, top + h - 2, left, width, btns, 0)
        return cur
    curses.wrapper(lambda scr: dialog_app(scr, draw))


def bsdinstall(moment):
    back = "FreeBSD Installer"
    if moment == "welcome":
        def draw(scr, st):
            w, h = 50, 8
            top, left = (curses.LINES - h) // 2, (curses.COLS - w) // 2
            scr.addstr(0, 1, back, curses.color_pair(1) | curses.A_BOLD)
            scr.hline(1, 1, curses.ACS_HLINE, curses.COLS - 2, curses.color_pair(1))
            box(scr, top, left, h, w, "Welcome")
            scr.addstr(top + 2, left + 2, "Welcome to FreeBSD! Would you like to begin an", curses.color_pair(2))
            scr.addstr(top + 3, left + 2, "installation or use the live system?", curses.color_pair(2))
            scr.hline(top + h - 3, left + 1, curses.ACS_HLINE, w - 2, curses.color_pair(2))
            return buttons(scr, top + h - 2, left, w, ["Install", "Shell", "Live System"], st.get("btn", 0) % 3)
        curses.wrapper(lambda scr: dialog_app(scr, draw))
    elif moment == "components":
        items = [("base-dbg", "Base system (Debugging)", False), ("kernel-dbg", "Kernel (Debugging)", True),
                 ("lib32", "32-bit compatibility libraries", True), ("ports", "Ports tree", False),
                 ("src", "System source tree", False), ("tests", "Test suite", False)]

        def draw(scr, st):
            if st["ticks"] is None:
                st["ticks"] = [t for _, _, t in items]
            w, h = 60, 14
            top, left = (curses.LINES - h) // 2, (curses.COLS - w) // 2
            scr.addstr(0, 1, back, curses.color_pair(1) | curses.A_BOLD)
            scr.hline(1, 1, curses.ACS_HLINE, curses.COLS - 2, curses.color_pair(1))
            box(scr, top, left, h, w, "Distribution Select")
            scr.addstr(top + 1, left + 2, "Choose optional system components to install:", curses.color_pair(2))
            st["sel"] = min(st["sel"], len(items) - 1)
            cur = None
            for i, (k, d, _) in enumerate(items):
                row = top + 3 + i
                mark = "[*]" if st["ticks"][i] else "[ ]"
                attr = curses.color_pair(3) | curses.A_BOLD if i == st["sel"] else curses.color_pair(2)
                scr.addstr(row, left + 4, mark + " ", curses.color_pair(2))
                scr.addstr(row, left + 8, k.ljust(11), attr)
                scr.addstr(row, left + 20, d, curses.color_pair(2))
                if i == st["sel"]:
                    cur = (row, left + 5)
            scr.hline(top + h - 3, left + 1, curses.ACS_HLINE, w - 2, curses.color_pair(2))
            buttons(scr, top + h - 2, left, w, ["  OK  ", "Cancel"], 0)
            return cur
        curses.wrapper(lambda scr: dialog_app(scr, draw))
    elif moment == "hostname":
        def draw(scr, st):
            w, h = 60, 11
            top, left = (curses.LINES - h) // 2, (curses.COLS - w) // 2
            scr.addstr(0, 1, back, curses.color_pair(1) | curses.A_BOLD)
            scr.hline(1, 1, curses.ACS_HLINE, curses.COLS - 2, curses.color_pair(1))
            box(scr, top, left, h, w, "Set Hostname")
            scr.addstr(top + 1, left + 2, "Please choose a hostname for this machine.", curses.color_pair(2))
            scr.addstr(top + 3, left + 2, "If you are running on a managed network, please ask", curses.color_pair(2))
            scr.addstr(top + 4, left + 2, "your network administrator for an appropriate name.", curses.color_pair(2))
            field = curses.color_pair(1)
            scr.addstr(top + 6, left + 2, (st["text"]).ljust(w - 4), field)
            scr.hline(top + h - 3, left + 1, curses.ACS_HLINE, w - 2, curses.color_pair(2))
            buttons(scr, top + h - 2, left, w, ["  OK  ", "Cancel"], 0)
            return (top + 6, left + 2 + len(st["text"]))
        curses.wrapper(lambda scr: dialog_app(scr, draw))
    elif moment == "rootpass":
        sys.stdout.write("\033[H\033[2J")
        print("Please select a password for the system management account (root):")
        print("Typed characters will not be visible.")
        print("Changing local password for root")
        getpass.getpass("New Password:")
        getpass.getpass("Retype New Password:")


def raspi_config(moment):
    menu_dialog("", "Raspberry Pi Software Configuration Tool (raspi-config)", "",
                [("1 System Options", "Configure system settings"),
                 ("2 Display Options", "Configure display settings"),
                 ("3 Interface Options", "Configure connections to peripherals"),
                 ("4 Performance Options", "Configure performance settings"),
                 ("5 Localisation Options", "Configure language and regional settings"),
                 ("6 Advanced Options", "Configure advanced settings"),
                 ("8 Update", "Update this tool to the latest version"),
                 ("9 About raspi-config", "Information about this configuration tool")],
                ["Select", "Finish"], 76, 24)


def armbian_config(moment):
    menu_dialog("", "Configure Armbian", "Select an option:",
                [("System", "System and security settings"),
                 ("Network", "Wired, wireless, Bluetooth, access point"),
                 ("Personal", "Timezone, language, hostname"),
                 ("Software", "System and 3rd party software install"),
                 ("Help", "Documentation, support, sources")],
                ["  OK  ", "Cancel"], 64, 10)


TOOLS = {
    "etc-update": etc_update, "dispatch-conf": dispatch_conf, "xbps-install": xbps,
    "eopkg": eopkg, "apk": apk, "pkg_add": pkg_add, "chocolatey": chocolatey,
    "yum": yum, "pkgin": pkgin, "pamac": pamac, "freebsd-update": freebsd_update,
    "bsdinstall": bsdinstall, "raspi-config": raspi_config, "armbian-config": armbian_config,
}

if __name__ == "__main__":
    TOOLS[sys.argv[1]](sys.argv[2] if len(sys.argv) > 2 else "")
