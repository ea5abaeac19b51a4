"""One program imitated, named by the first argument: a fixture of
agentty's ninetyeighth set, whose screens were never used to tune the mode
classifier. Each draws what the installer or appliance console it imitates
draws at one of its moments (its documentation, source and published
screenshots). Runs with Debian's python3 and its standard library only."""

import curses
import getpass
import readline  # noqa: F401  (line editing, bracketed paste, as VyOS' bash)
import sys


def colors():
    curses.start_color()
    curses.use_default_colors()


def put(scr, y, x, s, attr=0):
    h, w = scr.getmaxyx()
    if 0 <= y < h and x < w:
        try:
            scr.addstr(y, x, s[: w - x], attr)
        except curses.error:
            pass


# ------------------------------------------------------------- subiquity

LANGS = ["Asturianu", "Bahasa Indonesia", "Català", "Deutsch", "English",
         "English (UK)", "Español", "Français", "Galego", "Hrvatski",
         "Latviešu", "Lietuviškai", "Magyar", "Nederlands", "Norsk bokmål",
         "Polski", "Suomi", "Svenska"]


def subiquity_header(scr, title, attr_head):
    h, w = scr.getmaxyx()
    put(scr, 0, 0, " " * w, attr_head)
    put(scr, 0, 1, title, attr_head)
    put(scr, 0, w - 10, "[ Help ]", attr_head)


def subiquity(scr, what):
    """Subiquity's urwid screens: an orange header, a grey body in white,
    buttons in [ … ▸ ] drawn white on orange when focused; the language
    list, and the `Confirm destructive action` dialog over the storage
    summary, its buttons stacked, No focused."""
    colors()
    curses.curs_set(0)
    curses.init_pair(1, curses.COLOR_WHITE, 208 if curses.COLORS > 208 else curses.COLOR_RED)
    curses.init_pair(2, curses.COLOR_WHITE, 236 if curses.COLORS > 236 else curses.COLOR_BLACK)
    curses.init_pair(3, curses.COLOR_WHITE, 240 if curses.COLORS > 240 else curses.COLOR_BLACK)
    head = curses.color_pair(1)
    body = curses.color_pair(2)
    focus = curses.color_pair(1) | curses.A_BOLD
    box = curses.color_pair(3)
    sel = 4 if what == "language" else 0
    while True:
        h, w = scr.getmaxyx()
        scr.bkgd(" ", body)
        scr.erase()
        if what == "language":
            subiquity_header(scr, "Willkommen! Bienvenue! Welcome! Добро пожаловать! Welkom!", head)
            put(scr, 2, 2, "Use UP, DOWN and ENTER keys to select your language.", body)
            for i, name in enumerate(LANGS[: h - 5]):
                row = "[ " + name.ljust(36) + " ▸ ]"
                put(scr, 4 + i, (w - len(row)) // 2, row, focus if i == sel else body)
        else:
            subiquity_header(scr, "Storage configuration", head)
            put(scr, 2, 2, "FILE SYSTEM SUMMARY", body)
            put(scr, 4, 4, "MOUNT POINT     SIZE        TYPE      DEVICE TYPE", body)
            put(scr, 5, 2, "[ /               18.997G     new ext4  new partition of local disk ▸ ]", body)
            put(scr, 6, 2, "[ /boot/efi        1.049G     new fat32 new partition of local disk ▸ ]", body)
            bw, bh = 66, 14
            top, left = (h - bh) // 2, (w - bw) // 2
            for r in range(bh):
                put(scr, top + r, left, " " * bw, box)
            put(scr, top, left, "┌" + "─" * (bw - 2) + "┐", box)
            for r in range(1, bh - 1):
                put(scr, top + r, left, "│", box)
                put(scr, top + r, left + bw - 1, "│", box)
            put(scr, top + bh - 1, left, "└" + "─" * (bw - 2) + "┘", box)
            t = " Confirm destructive action "
            put(scr, top, left + (bw - len(t)) // 2, t, box)
            text = ["Selecting Continue below will begin the installation process",
                    "and result in the loss of data on the disks selected to be",
                    "formatted.", "",
                    "You will not be able to return to this or a previous screen",
                    "once the installation has started.", "",
                    "Are you sure you want to continue?"]
            for i, s in enumerate(text):
                put(scr, top + 2 + i, left + 2, s, box)
            for i, b in enumerate(["[ No       ]", "[ Continue ]"]):
                put(scr, top + 10 + i, left + (bw - len(b)) // 2, b, focus if i == sel else box)
        scr.refresh()
        k = scr.getch()
        n = len(LANGS) if what == "language" else 2
        if k == curses.KEY_DOWN:
            sel = min(sel + 1, n - 1)
        elif k == curses.KEY_UP:
            sel = max(sel - 1, 0)
        elif k in (3, 27):
            return


# ------------------------------------------------------------ archinstall

ARCH = [("Archinstall language", "English (100%)"), ("Mirrors", "Defined"),
        ("Locales", "Defined"), ("Disk configuration", ""),
        ("Bootloader", "Systemd-boot"), ("Swap", "True"),
        ("Hostname", "archlinux"), ("Root password", ""),
        ("User account", ""), ("Profile", ""), ("Audio", ""),
        ("Kernels", "linux"), ("Timezone", "UTC"),
        ("Automatic time sync (NTP)", "True"), ("", ""),
        ("Save configuration", ""), ("Install", ""), ("Abort", "")]


def archinstall_menu(scr):
    """archinstall's main menu through simple-term-menu: its title, the
    entries with their values beside them, the current one marked `> ` and
    reversed, a preview of the entry's value on the right; returns the
    chosen entry."""
    curses.curs_set(0)
    curses.raw()
    sel = 0
    while True:
        scr.erase()
        put(scr, 0, 0, "Set/Modify the below options")
        for i, (name, val) in enumerate(ARCH):
            if not name:
                continue
            row = name.ljust(27) + val
            if i == sel:
                put(scr, 2 + i, 0, "> ")
                put(scr, 2 + i, 2, row, curses.A_REVERSE)
            else:
                put(scr, 2 + i, 2, row)
        scr.refresh()
        k = scr.getch()
        if k == curses.KEY_DOWN:
            sel = (sel + 1) % len(ARCH)
            if not ARCH[sel][0]:
                sel += 1
        elif k == curses.KEY_UP:
            sel = (sel - 1) % len(ARCH)
            if not ARCH[sel][0]:
                sel -= 1
        elif k in (10, 13):
            return ARCH[sel][0]
        elif k in (3, 27):
            return None


def archinstall():
    chosen = curses.wrapper(archinstall_menu)
    if chosen == "Root password":
        p = getpass.getpass("Enter root password (leave blank to disable root): ")
        getpass.getpass("And one more time for verification: ")
        del p


# ------------------------------------------------ console menus (line mode)

TRUENAS = ["Configure Network Interfaces", "Configure Link Aggregation",
           "Configure VLAN Interface", "Configure Default Route",
           "Configure Static Routes", "Configure DNS", "Reset Root Password",
           "Reset Configuration to Defaults", "Shell", "Reboot", "Shut Down"]


def truenas():
    """TrueNAS CORE's console setup menu on the main screen, in line mode."""
    print("\nConsole setup\n-------------\n")
    for i, s in enumerate(TRUENAS, 1):
        print("%d) %s" % (i, s))
    print("\nThe web user interface is at:\n\nhttp://192.168.1.100\nhttps://192.168.1.100\n")
    while True:
        input("Enter an option from 1-11: ")


PFSENSE = ["Logout (SSH only)", "Assign Interfaces", "Set interface(s) IP address",
           "Reset webConfigurator password", "Reset to factory defaults",
           "Reboot system", "Halt system", "Ping host", "Shell", "pfTop",
           "Filter Logs", "Restart webConfigurator", "PHP shell + pfSense tools",
           "Update from console", "Enable Secure Shell (sshd)",
           "Restore recent configuration", "Restart PHP-FPM"]

OPNSENSE = ["Logout", "Assign interfaces", "Set interface IP address",
            "Reset the root password", "Reset to factory defaults",
            "Power off system", "Reboot system", "Ping host", "Shell", "pfTop",
            "Firewall log", "Reload all services", "Update from console",
            "Restore a backup"]


def two_columns(items, left):
    for i in range(left):
        a = "%2d) %s" % (i, items[i])
        j = i + left
        b = "%2d) %s" % (j, items[j]) if j < len(items) else ""
        print(" " + a.ljust(38) + b)


def pfsense():
    """pfSense's console menu: its banner, the interfaces, the options in
    two columns, `Enter an option: ` in line mode."""
    print("\n*** Welcome to pfSense 2.7.2-RELEASE (amd64) on pfSense ***\n")
    print(" WAN (wan)       -> vtnet0     -> v4/DHCP4: 192.168.1.50/24")
    print(" LAN (lan)       -> vtnet1     -> v4: 192.168.1.1/24\n")
    two_columns(PFSENSE, 9)
    print()
    while True:
        input("Enter an option: ")


def opnsense():
    """OPNsense's console menu, much like pfSense's."""
    print("\n*** OPNsense.localdomain: OPNsense 24.1 (amd64) ***\n")
    print(" LAN (vtnet0)    -> v4: 192.168.1.1/24")
    print(" WAN (vtnet1)    -> v4/DHCP4: 10.0.2.15/24\n")
    print(" HTTPS: sha256 6D 1E 0F 43 8A 2C 91 B0 D3 5E 77 04 A1 9C 3B 2E\n")
    two_columns(OPNSENSE, 7)
    print()
    while True:
        input("Enter an option: ")


# ------------------------------------------------------------------ ESXi

def esxi(scr):
    """ESXi's DCUI: the upper half grey, the lower yellow, the host's
    summary and its addresses, `<F2> Customize System/View Logs` and
    `<F12> Shut Down/Restart` on the last row; F2 opens its login
    dialog, the cursor in the Password field."""
    colors()
    curses.init_pair(1, curses.COLOR_WHITE, 8 if curses.COLORS > 8 else curses.COLOR_BLACK)
    curses.init_pair(2, curses.COLOR_BLACK, curses.COLOR_YELLOW)
    curses.init_pair(3, curses.COLOR_BLACK, curses.COLOR_WHITE)
    curses.init_pair(4, curses.COLOR_WHITE, curses.COLOR_BLACK)
    grey, yellow, dlg, field = (curses.color_pair(i) for i in (1, 2, 3, 4))
    login = False
    while True:
        h, w = scr.getmaxyx()
        scr.erase()
        half = h // 2
        for r in range(h):
            put(scr, r, 0, " " * (w - (1 if r == h - 1 else 0)), grey if r < half else yellow)
        put(scr, 2, 4, "VMware ESXi 8.0.0 (VMKernel Release Build 20513097)", grey | curses.A_BOLD)
        put(scr, 4, 4, "VMware, Inc. VMware7,1", grey)
        put(scr, 6, 4, "2 x Intel(R) Xeon(R) Silver 4210R CPU @ 2.40GHz", grey)
        put(scr, 7, 4, "16 GiB Memory", grey)
        put(scr, half + 1, 4, "To manage this host, go to:", yellow)
        put(scr, half + 2, 4, "https://esxi01.lab.local/", yellow)
        put(scr, half + 3, 4, "https://192.168.1.20/ (STATIC)", yellow)
        put(scr, half + 4, 4, "https://[fe80::20c:29ff:fe4a:1b2c]/ (STATIC)", yellow)
        put(scr, h - 1, 0, "<F2> Customize System/View Logs", yellow | curses.A_BOLD)
        put(scr, h - 1, w - 25, "<F12> Shut Down/Restart", yellow | curses.A_BOLD)
        if login:
            bw, bh = 64, 12
            top, left = (h - bh) // 2, (w - bw) // 2
            for r in range(bh):
                put(scr, top + r, left, " " * bw, dlg)
            put(scr, top, left + 1, "Authentication Required", dlg | curses.A_BOLD)
            put(scr, top + 2, left + 1, "Enter an authorized login name and password for", dlg)
            put(scr, top + 3, left + 1, "esxi01.lab.local.", dlg)
            put(scr, top + 5, left + 1, "Configured Keyboard (US Default)", dlg)
            put(scr, top + 6, left + 1, "Login Name:  [ ", dlg)
            put(scr, top + 6, left + 16, "root".ljust(24), field)
            put(scr, top + 6, left + 40, " ]", dlg)
            put(scr, top + 7, left + 1, "Password:    [ ", dlg)
            put(scr, top + 7, left + 16, " " * 24, field)
            put(scr, top + 7, left + 40, " ]", dlg)
            put(scr, top + 10, left + 34, "<Enter> OK  <Esc> Cancel", dlg)
            curses.curs_set(1)
            scr.move(top + 7, left + 16)
        else:
            curses.curs_set(0)
        scr.refresh()
        k = scr.getch()
        if k == curses.KEY_F2:
            login = True
        elif k == 27:
            login = False
        elif k == 3:
            return


# ------------------------------------------------------------------ VyOS

def vyos():
    """VyOS' CLI: its operational prompt `vyos@vyos:~$ `, `configure` into
    configuration mode (`[edit]` above `vyos@vyos# `), `set …` taken
    silently, `commit-confirm` asking `Proceed? [confirm]`."""
    print("Welcome to VyOS!\n\n   ┌── ┐\n   . VyOS 1.4.0\n   └ ──┘  sagitta\n")
    print(" * Support portal: https://support.vyos.io")
    print(" * Documentation:  https://docs.vyos.io/en/sagitta\n")
    conf = False
    changed = False
    while True:
        line = input("vyos@vyos# " if conf else "vyos@vyos:~$ ").strip()
        if line == "configure" and not conf:
            conf = True
            print("[edit]")
        elif conf and line.startswith("set "):
            changed = True
            print("[edit]")
        elif conf and line.startswith("commit-confirm"):
            if not changed:
                print("No configuration changes to commit")
                print("[edit]")
                continue
            print("commit confirm will be automatically reboot in 10 minutes unless confirmed")
            ans = input("Proceed? [confirm]")
            if ans in ("", "y"):
                changed = False
                print("[edit]")
        elif conf and line == "exit":
            conf = False
            print("exit")
        elif line:
            print("\n  Invalid command: [%s]\n" % line.split()[0])
            if conf:
                print("[edit]")


def main():
    what = sys.argv[1]
    if what == "subiquity":
        curses.wrapper(subiquity, sys.argv[2])
    elif what == "archinstall":
        archinstall()
    elif what == "truenas":
        truenas()
    elif what == "pfsense":
        pfsense()
    elif what == "opnsense":
        opnsense()
    elif what == "esxi":
        curses.wrapper(esxi)
    elif what == "vyos":
        vyos()


if __name__ == "__main__":
    try:
        main()
    except (KeyboardInterrupt, EOFError):
        pass
