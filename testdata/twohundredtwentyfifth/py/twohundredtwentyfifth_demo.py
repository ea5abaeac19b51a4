#!/usr/bin/env python3
"""The twohundredtwentyfifth set's imitations of installers and setup screens.

Each mode draws what the named program draws, with Python's curses:
reactos-like (ReactOS's text-mode setup: its language list, its welcome
page, its partitions, its file systems and its copying gauge),
insyde-like (InsydeH2O's Setup Utility: its Information and Security
pages, its password box and its question to save on leaving),
smoothwall-like (Smoothwall Express's setup in newt's windows: its
section menu, its hostname and its root password), freedos-like (the
FreeDOS 1.3 installer: its language, its questions to go on and to
install, its package sets and its gauge) and openindiana-like
(OpenIndiana's text installer: its welcome page, its network form, its
users form and its question to quit). Nothing on the system is changed.
"""
import curses
import os
import sys
import time

os.environ.setdefault("ESCDELAY", "25")

ENTER = (10, 13, curses.KEY_ENTER)


def colors():
    curses.start_color()
    pairs = {}
    table = [
        ("blue", curses.COLOR_WHITE, curses.COLOR_BLUE),
        ("gray", curses.COLOR_BLACK, curses.COLOR_WHITE),
        ("grayblue", curses.COLOR_BLUE, curses.COLOR_WHITE),
        ("black", curses.COLOR_WHITE, curses.COLOR_BLACK),
        ("cyan", curses.COLOR_BLACK, curses.COLOR_CYAN),
        ("red", curses.COLOR_WHITE, curses.COLOR_RED),
        ("yellowblue", curses.COLOR_YELLOW, curses.COLOR_BLUE),
        ("shadow", curses.COLOR_BLACK, curses.COLOR_BLACK),
    ]
    for i, (name, fg, bg) in enumerate(table, 1):
        curses.init_pair(i, fg, bg)
        pairs[name] = curses.color_pair(i)
    return pairs


def put(scr, y, x, s, attr=0):
    h, w = scr.getmaxyx()
    if y < 0 or y >= h or x >= w or x < 0:
        return
    s = s[: max(0, w - x - (1 if y == h - 1 else 0))]
    try:
        scr.addstr(y, x, s, attr)
    except curses.error:
        pass


def frame(scr, y, x, h, w, attr, title="", tattr=None, fill=True, double=False):
    if fill:
        for r in range(y, y + h):
            put(scr, r, x, " " * w, attr)
    if double:
        tl, tr, bl, br, hz, vt = "\u2554", "\u2557", "\u255a", "\u255d", "\u2550", "\u2551"
    else:
        tl, tr, bl, br, hz, vt = "\u250c", "\u2510", "\u2514", "\u2518", "\u2500", "\u2502"
    put(scr, y, x, tl + hz * (w - 2) + tr, attr)
    for r in range(y + 1, y + h - 1):
        put(scr, r, x, vt, attr)
        put(scr, r, x + w - 1, vt, attr)
    put(scr, y + h - 1, x, bl + hz * (w - 2) + br, attr)
    if title:
        t = " " + title + " "
        put(scr, y, x + (w - len(t)) // 2, t, tattr if tattr is not None else attr)


def shadow(scr, y, x, h, w, c):
    for r in range(y + 1, y + h + 1):
        put(scr, r, x + w, "  ", c["shadow"])
    put(scr, y + h, x + 2, " " * w, c["shadow"])


def cursor_at(scr, y, x):
    try:
        scr.move(y, x)
    except curses.error:
        pass


# reactos-like: ReactOS 0.4.14's first stage, usetup, on its text console.
RO_LANGS = ["Bulgarian", "Catalan", "Czech", "Danish", "German (Germany)", "Greek",
            "English (United Kingdom)", "English (United States)", "Spanish (Spain)"]
RO_FS = ["Format the partition as FAT file system (quick format)",
         "Format the partition as FAT file system",
         "Format the partition as BtrFS file system (quick format)",
         "Format the partition as BtrFS file system"]
RO_FILES = ["ntoskrnl.exe", "hal.dll", "kernel32.dll", "ntdll.dll", "user32.dll",
            "gdi32.dll", "win32k.sys", "advapi32.dll", "shell32.dll", "explorer.exe",
            "comctl32.dll", "msvcrt.dll", "ole32.dll", "rpcrt4.dll", "setupapi.dll"]


def reactos(scr, c):
    curses.curs_set(0)
    page, lang, fs, pct, n = "lang", 7, 0, 0, 0
    while True:
        scr.bkgd(" ", c["blue"])
        scr.erase()
        h, w = scr.getmaxyx()
        put(scr, 0, 1, " ReactOS 0.4.14 Setup ", c["blue"] | curses.A_BOLD)
        put(scr, 1, 2, "=" * 20, c["blue"] | curses.A_BOLD)
        bullet = "\u2022  "
        if page == "lang":
            put(scr, 3, 6, "Language Selection.", c["blue"] | curses.A_BOLD)
            put(scr, 5, 8, bullet + "Please choose the language used for the installation process.", c["blue"])
            put(scr, 6, 11, "Then press ENTER.", c["blue"])
            put(scr, 8, 8, bullet + "This Language will be the default language for the final system.", c["blue"])
            frame(scr, 10, 8, len(RO_LANGS) + 2, 64, c["blue"])
            for i, l in enumerate(RO_LANGS):
                a = c["gray"] if i == lang else c["blue"]
                put(scr, 11 + i, 9, (" " + l).ljust(62), a)
            foot = "   ENTER = Continue   F3 = Quit"
        elif page == "welcome":
            put(scr, 3, 6, "Welcome to ReactOS Setup.", c["blue"] | curses.A_BOLD)
            put(scr, 5, 6, "This part of the setup copies the ReactOS Operating System to your", c["blue"])
            put(scr, 6, 6, "computer and prepares the second part of the setup.", c["blue"])
            put(scr, 8, 8, bullet + "Press ENTER to install or upgrade ReactOS.", c["blue"])
            put(scr, 10, 8, bullet + "Press R to repair a ReactOS installation using the Recovery Console.", c["blue"])
            put(scr, 12, 8, bullet + "Press L to view the ReactOS Licensing Terms and Conditions.", c["blue"])
            put(scr, 14, 8, bullet + "Press F3 to quit without installing ReactOS.", c["blue"])
            put(scr, 17, 6, "For more information on ReactOS, please visit:", c["blue"])
            put(scr, 18, 6, "https://reactos.org/", c["blue"] | curses.A_BOLD)
            foot = "   ENTER = Continue   R = Recovery Console   L = License   F3 = Quit"
        elif page == "parts":
            put(scr, 3, 6, "The list below shows existing partitions and unused disk", c["blue"])
            put(scr, 4, 6, "space for new partitions.", c["blue"])
            put(scr, 6, 8, bullet + "Press UP or DOWN to select a list entry.", c["blue"])
            put(scr, 7, 8, bullet + "Press ENTER to install ReactOS onto the selected partition.", c["blue"])
            put(scr, 8, 8, bullet + "Press C to create a primary/logical partition.", c["blue"])
            put(scr, 9, 8, bullet + "Press E to create an extended partition.", c["blue"])
            put(scr, 10, 8, bullet + "Press D to delete an existing partition.", c["blue"])
            frame(scr, 12, 4, 8, 72, c["blue"])
            put(scr, 13, 6, "20480 MB  Harddisk 0  (Port=0, Bus=0, Id=0) on atapi [MBR]", c["blue"])
            put(scr, 15, 6, "    Unpartitioned space".ljust(52) + "20480 MB".rjust(16), c["gray"])
            foot = "   ENTER = Install   C = Create Primary   E = Create Extended   F3 = Quit"
        elif page == "format":
            put(scr, 3, 6, "The selected partition is not formatted.", c["blue"])
            put(scr, 5, 6, "Partition 1 (20473 MB) on Harddisk 0 (Port=0, Bus=0, Id=0) on atapi", c["blue"])
            put(scr, 7, 6, "Select a file system from the list below.", c["blue"])
            put(scr, 9, 8, bullet + "Press UP or DOWN to select a file system.", c["blue"])
            put(scr, 10, 8, bullet + "Press ENTER to format the partition.", c["blue"])
            put(scr, 11, 8, bullet + "Press ESC to select another partition.", c["blue"])
            frame(scr, 13, 8, len(RO_FS) + 2, 64, c["blue"])
            for i, f in enumerate(RO_FS):
                a = c["gray"] if i == fs else c["blue"]
                put(scr, 14 + i, 9, (" " + f).ljust(62), a)
            foot = "   ENTER = Continue   ESC = Cancel   F3 = Quit"
        else:
            put(scr, 3, 6, "Please wait while ReactOS Setup copies files to your ReactOS", c["blue"])
            put(scr, 4, 6, "installation folder.", c["blue"])
            put(scr, 6, 6, "This could take several minutes to complete.", c["blue"])
            frame(scr, 10, 10, 5, 60, c["gray"], "Setup is copying files...", fill=True)
            fill = pct * 56 // 100
            put(scr, 12, 12, "\u2588" * fill, c["gray"])
            put(scr, 12, 12 + fill, "\u2591" * (56 - fill), c["gray"])
            put(scr, 13, 36, ("%d%%" % pct).rjust(5), c["gray"])
            foot = "   Copying file: " + RO_FILES[n % len(RO_FILES)]
        put(scr, h - 1, 0, foot.ljust(w), c["gray"])
        scr.refresh()
        if page == "copy":
            scr.timeout(300)
            k = scr.getch()
            n += 1
            if n % 4 == 0 and pct < 99:
                pct += 1
            if k == curses.KEY_F3:
                return
            continue
        scr.timeout(-1)
        k = scr.getch()
        if k == curses.KEY_F3:
            return
        if page == "lang":
            if k == curses.KEY_DOWN:
                lang = min(lang + 1, len(RO_LANGS) - 1)
            elif k == curses.KEY_UP:
                lang = max(lang - 1, 0)
            elif k in ENTER:
                page = "welcome"
        elif page == "welcome":
            if k in ENTER:
                page = "parts"
        elif page == "parts":
            if k in ENTER:
                page = "format"
        elif page == "format":
            if k == curses.KEY_DOWN:
                fs = min(fs + 1, len(RO_FS) - 1)
            elif k == curses.KEY_UP:
                fs = max(fs - 1, 0)
            elif k == 27:
                page = "parts"
            elif k in ENTER:
                page = "copy"


# insyde-like: InsydeH2O's Setup Utility, a laptop's firmware setup.
IN_TABS = ["Information", "Main", "Advanced", "Security", "Boot", "Exit"]
IN_INFO = [("CPU Type:", "Intel(R) Core(TM) i5-1135G7"),
           ("CPU Speed:", "2.40 GHz"),
           ("HDD Model Name:", "NVMe SSD 512GB"),
           ("HDD Serial Number:", "21174Z800123"),
           ("System BIOS Version:", "V1.17"),
           ("VGA BIOS Version:", "Intel V1015"),
           ("Serial Number:", "NX0000000000000000003400"),
           ("Asset Tag Number:", ""),
           ("Product Name:", "Notebook 14"),
           ("Touchpad Mode:", "I2C")]
IN_MAIN = [("System Time:", "[10:24:37]"), ("System Date:", "[03/21/2025]"),
           ("Total Memory:", "16384 MB"), ("Video Memory:", "128 MB"),
           ("Quiet Boot:", "[Enabled]"), ("Network Boot:", "[Disabled]"),
           ("F12 Boot Menu:", "[Disabled]"), ("D2D Recovery:", "[Enabled]"),
           ("Wake on LAN:", "[Disabled]")]
IN_SECURITY = [("Supervisor Password Is:", "Clear"), ("User Password Is:", "Clear"),
               ("HDD Password Is:", "Clear"), ("", ""),
               ("Set Supervisor Password", "[Enter]"), ("Set User Password", "[Enter]"),
               ("Set HDD Password", "[Enter]"), ("Password on Boot:", "[Disabled]")]
IN_BOOT = [("Boot Mode:", "[UEFI]"), ("Secure Boot:", "[Enabled]"), ("", ""),
           ("Boot priority order:", ""), ("1. Windows Boot Manager (NVMe SSD)", ""),
           ("2. EFI PXE 0 for IPv4", ""), ("3. EFI PXE 0 for IPv6", "")]
IN_EXIT = [("Exit Saving Changes", ""), ("Exit Discarding Changes", ""),
           ("Load Setup Defaults", ""), ("Discard Changes", ""), ("Save Changes", "")]
IN_HELP = {
    "Information": [],
    "Main": ["This is the help for the", "hour, minute, second field.",
             "Valid range is from 0 to 23,", "0 to 59, 0 to 59.", "INCREASE/REDUCE: F5/F6."],
    "Advanced": ["Configure advanced", "chipset and device", "settings."],
    "Security": ["Install or Change the", "password. The length", "of the password must", "be more than one and",
                 "less than eight", "characters."],
    "Boot": ["Select the boot mode.", "UEFI or Legacy."],
    "Exit": ["Exit System Setup and", "save your changes."],
}


def insyde(scr, c):
    curses.curs_set(0)
    tab, sel, dialog, field, yes, second = 0, {3: 4, 1: 0, 4: 0, 5: 0}, "", ["", ""], True, False
    while True:
        scr.bkgd(" ", c["gray"])
        scr.erase()
        h, w = scr.getmaxyx()
        put(scr, 0, 0, " " * w, c["blue"])
        title = "InsydeH2O Setup Utility"
        put(scr, 0, (w - len(title)) // 2, title, c["blue"] | curses.A_BOLD)
        put(scr, 0, w - 10, "Rev. 5.0", c["blue"])
        put(scr, 1, 0, " " * w, c["blue"])
        x = 1
        for i, t in enumerate(IN_TABS):
            a = c["gray"] if i == tab else c["blue"]
            put(scr, 1, x, " " + t + " ", a)
            x += len(t) + 3
        name = IN_TABS[tab]
        for r in range(2, h - 2):
            put(scr, r, 56, "\u2502", c["grayblue"])
        put(scr, 2, 58, "Item Specific Help" if name != "Information" else "", c["grayblue"] | curses.A_BOLD)
        for i, line in enumerate(IN_HELP[name]):
            put(scr, 4 + i, 58, line, c["grayblue"])
        rows = {"Information": IN_INFO, "Main": IN_MAIN, "Security": IN_SECURITY, "Boot": IN_BOOT,
                "Exit": IN_EXIT, "Advanced": [("Boot Options", ""), ("Onboard Devices Configuration", ""),
                                              ("Power Management", ""), ("Thermal Configuration", "")]}[name]
        for i, (k, v) in enumerate(rows):
            y = 3 + i
            if tab in sel and i == sel[tab]:
                put(scr, y, 2, k, c["blue"])
                put(scr, y, 30, v, c["blue"])
            else:
                a = c["grayblue"] if (v.startswith("[") or not v) and tab != 0 else c["gray"]
                put(scr, y, 2, k, c["gray"])
                put(scr, y, 30, v, a)
        put(scr, h - 2, 0, " " * w, c["blue"])
        put(scr, h - 1, 0, " " * (w - 1), c["blue"])
        put(scr, h - 2, 1, "F1  Help      \u2191/\u2193 Select Item   F5/F6 Change Values       F9  Setup Defaults", c["blue"])
        put(scr, h - 1, 1, "Esc Exit      \u2190/\u2192 Select Menu   Enter Select \u25ba SubMenu   F10 Save and Exit", c["blue"])
        if dialog == "password":
            bx, by, bw, bh = 14, 8, 52, 6
            frame(scr, by, bx, bh, bw, c["blue"], "Set Supervisor Password", c["blue"] | curses.A_BOLD, double=True)
            put(scr, by + 2, bx + 3, "Enter New Password", c["blue"])
            put(scr, by + 3, bx + 3, "Confirm New Password", c["blue"])
            for j in range(2):
                put(scr, by + 2 + j, bx + 26, "[" + ("*" * len(field[j])).ljust(20) + "]", c["blue"])
            curses.curs_set(1)
            cursor_at(scr, by + 2 + (1 if second else 0), bx + 27 + len(field[1 if second else 0]))
        elif dialog == "exit":
            curses.curs_set(0)
            bx, by, bw, bh = 24, 8, 32, 6
            frame(scr, by, bx, bh, bw, c["blue"], "Setup Confirmation", c["blue"] | curses.A_BOLD, double=True)
            q = "Exit Saving Changes?"
            put(scr, by + 2, bx + (bw - len(q)) // 2, q, c["blue"])
            put(scr, by + 4, bx + 8, "[Yes]", c["gray"] if yes else c["blue"])
            put(scr, by + 4, bx + 19, "[No]", c["blue"] if yes else c["gray"])
        else:
            curses.curs_set(0)
        scr.refresh()
        k = scr.getch()
        if dialog == "password":
            j = 1 if second else 0
            if k == 27:
                dialog = ""
            elif k in ENTER:
                if j == 0:
                    second = True
                else:
                    dialog = ""
            elif k in (curses.KEY_BACKSPACE, 127, 8):
                field[j] = field[j][:-1]
            elif 32 <= k < 127 and len(field[j]) < 20:
                field[j] += chr(k)
            continue
        if dialog == "exit":
            if k in (curses.KEY_LEFT, curses.KEY_RIGHT, 9):
                yes = not yes
            elif k == 27 or (k in ENTER and not yes):
                dialog, yes = "", True
            elif k in ENTER:
                return
            continue
        if k == curses.KEY_RIGHT:
            tab = (tab + 1) % len(IN_TABS)
        elif k == curses.KEY_LEFT:
            tab = (tab - 1) % len(IN_TABS)
        elif k == curses.KEY_DOWN and tab in sel:
            sel[tab] = min(sel[tab] + 1, len(rows) - 1)
        elif k == curses.KEY_UP and tab in sel:
            sel[tab] = max(sel[tab] - 1, 0)
        elif k in ENTER and IN_TABS[tab] == "Security" and sel[tab] == 4:
            dialog, field, second = "password", ["", ""], False
        elif k == curses.KEY_F10:
            dialog, yes = "exit", True


# smoothwall-like: Smoothwall Express's setup, newt's windows on blue.
SW_MENU = ["Keyboard mapping", "Hostname", "Web proxy", "ISDN configuration",
           "ADSL configuration", "Networking", "Passwords"]
SW_HELP = "  <Tab>/<Alt-Tab> between elements   |  <Space> selects   |  <F12> next screen"


def newt_button(scr, y, x, label, focused, c):
    a = c["red"] if focused else c["gray"]
    text = "  " + label + "  "
    put(scr, y, x, text, a | (curses.A_BOLD if focused else 0))
    put(scr, y, x + len(text), " ", c["shadow"])
    put(scr, y + 1, x + 1, " " * len(text), c["shadow"])


def smoothwall(scr, c):
    sel, page, focus = 0, "menu", 0
    host, pw = "smoothwall", ["", ""]
    while True:
        scr.bkgd(" ", c["blue"])
        scr.erase()
        h, w = scr.getmaxyx()
        put(scr, 0, 0, "Smoothwall Express 3.1 setup", c["blue"] | curses.A_BOLD)
        put(scr, h - 1, 0, SW_HELP.ljust(w), c["gray"])
        cur = None
        if page == "menu":
            bx, by, bw, bh = 18, 3, 44, 17
            frame(scr, by, bx, bh, bw, c["gray"], "Section menu")
            shadow(scr, by, bx, bh, bw, c)
            put(scr, by + 2, bx + 3, "Select the item you wish to configure.", c["gray"])
            frame(scr, by + 4, bx + 10, len(SW_MENU) + 2, 24, c["gray"], fill=False)
            for i, m in enumerate(SW_MENU):
                a = c["blue"] if i == sel else c["gray"]
                put(scr, by + 5 + i, bx + 11, (" " + m).ljust(22), a)
            newt_button(scr, by + bh - 3, bx + 9, "Selected", False, c)
            newt_button(scr, by + bh - 3, bx + 27, "Exit", False, c)
            curses.curs_set(0)
        elif page == "hostname":
            bx, by, bw, bh = 18, 7, 44, 9
            frame(scr, by, bx, bh, bw, c["gray"], "Hostname")
            shadow(scr, by, bx, bh, bw, c)
            put(scr, by + 2, bx + 3, "Enter the machine's hostname.", c["gray"])
            put(scr, by + 4, bx + 3, host.ljust(38), c["blue"] | curses.A_BOLD)
            newt_button(scr, by + 6, bx + 10, "OK", focus == 1, c)
            newt_button(scr, by + 6, bx + 24, "Cancel", focus == 2, c)
            cur = (by + 4, bx + 3 + len(host)) if focus == 0 else None
        else:
            bx, by, bw, bh = 12, 6, 56, 12
            frame(scr, by, bx, bh, bw, c["gray"], "'root' password")
            shadow(scr, by, bx, bh, bw, c)
            put(scr, by + 2, bx + 3, "Enter the 'root' user password. Login as this user", c["gray"])
            put(scr, by + 3, bx + 3, "for commandline access.", c["gray"])
            put(scr, by + 5, bx + 6, "Password:", c["gray"])
            put(scr, by + 6, bx + 9, "Again:", c["gray"])
            for j in range(2):
                put(scr, by + 5 + j, bx + 17, ("*" * len(pw[j])).ljust(30), c["blue"] | curses.A_BOLD)
            newt_button(scr, by + 9, bx + 16, "OK", focus == 2, c)
            newt_button(scr, by + 9, bx + 30, "Cancel", focus == 3, c)
            cur = (by + 5 + focus, bx + 17 + len(pw[focus])) if focus < 2 else None
        if cur:
            curses.curs_set(1)
            cursor_at(scr, *cur)
        else:
            curses.curs_set(0)
        scr.refresh()
        k = scr.getch()
        if page == "menu":
            if k == curses.KEY_DOWN:
                sel = min(sel + 1, len(SW_MENU) - 1)
            elif k == curses.KEY_UP:
                sel = max(sel - 1, 0)
            elif k in ENTER:
                if SW_MENU[sel] == "Hostname":
                    page, focus = "hostname", 0
                elif SW_MENU[sel] == "Passwords":
                    page, focus, pw = "password", 0, ["", ""]
            elif k in (27, curses.KEY_F12):
                return
        elif page == "hostname":
            if k == 9:
                focus = (focus + 1) % 3
            elif focus == 0 and k in (curses.KEY_BACKSPACE, 127, 8):
                host = host[:-1]
            elif focus == 0 and 32 <= k < 127:
                host += chr(k)
            elif k in ENTER or k == curses.KEY_F12:
                page = "menu"
        else:
            if k == 9 or (k in ENTER and focus < 1):
                focus = (focus + 1) % 4
            elif focus < 2 and k in (curses.KEY_BACKSPACE, 127, 8):
                pw[focus] = pw[focus][:-1]
            elif focus < 2 and 32 <= k < 127:
                pw[focus] += chr(k)
            elif k in ENTER or k == curses.KEY_F12:
                page = "menu"


# freedos-like: the FreeDOS 1.3 installer's boxes on blue.
FD_LANGS = ["English", "Deutsch", "Espa\u00f1ol", "Fran\u00e7ais", "Italiano",
            "Nederlands", "Polski", "Portugu\u00eas", "T\u00fcrk\u00e7e"]
FD_PACKS = ["Base packages only", "Base packages with sources",
            "Full installation", "Full installation with sources"]
FD_PKGS = ["COMMAND", "KERNEL", "SYS", "FDISK", "FORMAT", "EDIT", "MEM", "MODE",
           "XCOPY", "DELTREE", "CHOICE", "FIND", "MORE", "SORT", "ATTRIB", "LABEL"]


def freedos(scr, c):
    curses.curs_set(0)
    page, sel, done, n = "lang", 0, 0, 0
    pages = {
        "lang": ("Welcome to FreeDOS 1.3 (http://www.freedos.org).",
                 ["Please select your language from the list:"], FD_LANGS),
        "proceed": ("", ["Welcome to the FreeDOS 1.3 operating system (http://www.freedos.org)", "",
                         "Do you want to proceed?"],
                    ["Yes - Continue with the installation", "No - Return to DOS"]),
        "packs": ("", ["Please select which set of packages you would like to install:"], FD_PACKS),
        "now": ("", ["Do you want to install now?"],
                ["Yes - Please install FreeDOS 1.3", "No - Return to DOS"]),
    }
    nxt = {"lang": "proceed", "proceed": "packs", "packs": "now", "now": "install"}
    while True:
        scr.bkgd(" ", c["blue"])
        scr.erase()
        h, w = scr.getmaxyx()
        put(scr, 0, 0, " " * w, c["cyan"])
        put(scr, 0, 2, "FreeDOS 1.3 Installer", c["cyan"])
        if page == "install":
            bw, bh = 60, 8
            bx, by = (w - bw) // 2, 7
            frame(scr, by, bx, bh, bw, c["gray"], "Installing FreeDOS 1.3", double=True)
            shadow(scr, by, bx, bh, bw, c)
            pkg = FD_PKGS[(n // 3) % len(FD_PKGS)]
            put(scr, by + 2, bx + 3, ("Installing package %d of 140: %s" % (done + 1, pkg)).ljust(bw - 6), c["gray"])
            fill = done * (bw - 6) // 140
            put(scr, by + 4, bx + 3, "\u2588" * fill + "\u2591" * (bw - 6 - fill), c["grayblue"])
            put(scr, by + 5, bx + bw // 2 - 2, ("%d%%" % (done * 100 // 140)).rjust(4), c["gray"])
            scr.refresh()
            scr.timeout(250)
            k = scr.getch()
            n += 1
            if n % 3 == 0 and done < 139:
                done += 1
            if k == 27:
                return
            continue
        title, text, opts = pages[page]
        bw = 4 + max(len(s) for s in text + [title] + ["    " + o for o in opts]) + 4
        bh = len(text) + len(opts) + (6 if title else 5)
        bx, by = (w - bw) // 2, (h - bh) // 2
        frame(scr, by, bx, bh, bw, c["gray"], double=True)
        shadow(scr, by, bx, bh, bw, c)
        y = by + 1
        if title:
            put(scr, y, bx + (bw - len(title)) // 2, title, c["gray"] | curses.A_BOLD)
            y += 1
        y += 1
        for s in text:
            put(scr, y, bx + 3, s, c["gray"])
            y += 1
        y += 1
        for i, o in enumerate(opts):
            a = c["blue"] | curses.A_BOLD if i == sel else c["gray"]
            put(scr, y + i, bx + 5, (" " + o + " ").ljust(bw - 10), a)
        scr.refresh()
        scr.timeout(-1)
        k = scr.getch()
        if k == curses.KEY_DOWN:
            sel = min(sel + 1, len(opts) - 1)
        elif k == curses.KEY_UP:
            sel = max(sel - 1, 0)
        elif k == 27:
            return
        elif k in ENTER:
            if opts[sel].startswith("No "):
                return
            page, sel = nxt[page], 0


# openindiana-like: OpenIndiana Hipster's text installer.
OI_FOOT = {"welcome": "F2_Continue  F6_Help  F9_Quit",
           "network": "F2_Continue  F3_Back  F6_Help  F9_Quit",
           "users": "F2_Continue  F3_Back  F6_Help  F9_Quit"}
OI_WELCOME = [
    "Thanks for choosing to install OpenIndiana! This installer enables you to",
    "install the OpenIndiana Operating System (OS) on x86 systems.",
    "",
    "The installation log will be at /system/volatile/install_log.",
    "",
    "How to navigate through this installer:",
    "  - Use the function keys listed at the bottom of each screen to move from",
    "    screen to screen and to perform other operations.",
    "  - Use the up/down arrow keys to change the selection or to move between",
    "    input fields.",
    "  - If your keyboard does not have function keys, or they do not respond,",
    "    press ESC; the legend at the bottom of the screen will change to show",
    "    the ESC keys for navigation and other functions.",
]
OI_NET = [("Automatically", "Automatically configure the connection"),
          ("Manually", "Enter the information on the following screen"),
          ("None", "Do not configure the network at this time")]
OI_USERS = ["Root password:", "Confirm password:", "Your real name:", "Username:",
            "User password:", "Confirm password:"]


def openindiana(scr, c):
    page, field, name, quit_box, quit_sel = "welcome", 0, "openindiana", False, 0
    vals = [""] * len(OI_USERS)
    while True:
        scr.bkgd(" ", c["black"])
        scr.erase()
        h, w = scr.getmaxyx()
        header = {"welcome": "Welcome to OpenIndiana", "network": "Network", "users": "Users"}[page]
        put(scr, 0, 0, " " * w, c["blue"])
        put(scr, 0, 1, header, c["blue"] | curses.A_BOLD)
        cur = None
        if page == "welcome":
            for i, s in enumerate(OI_WELCOME):
                put(scr, 2 + i, 2, s, c["black"])
        elif page == "network":
            put(scr, 2, 2, "Enter a name for this computer that identifies it on the network. It", c["black"])
            put(scr, 3, 2, "must be at least two characters. It can contain letters, numbers, and", c["black"])
            put(scr, 4, 2, "minus signs (-).", c["black"])
            put(scr, 6, 6, "Computer Name:", c["black"])
            put(scr, 6, 21, name.ljust(30), c["cyan"] if field == 0 else c["gray"])
            if field == 0:
                cur = (6, 21 + len(name))
            put(scr, 9, 2, "Select how the wired ethernet network connection is configured.", c["black"])
            for i, (o, d) in enumerate(OI_NET):
                a = c["cyan"] if field == i + 1 else c["black"]
                put(scr, 11 + i, 6, o.ljust(15), a)
                put(scr, 11 + i, 22, d, c["black"])
        else:
            put(scr, 2, 2, "Define a root password for the system and user account for yourself.", c["black"])
            put(scr, 4, 2, "System Root Password", c["black"] | curses.A_BOLD)
            put(scr, 5, 2, "Create a root password.", c["black"])
            put(scr, 10, 2, "Create a user account", c["black"] | curses.A_BOLD)
            put(scr, 11, 2, "Enter a user name and password for your user account.", c["black"])
            ys = [6, 7, 12, 13, 14, 15]
            for i, label in enumerate(OI_USERS):
                put(scr, ys[i], 22 - len(label), label, c["black"])
                v = vals[i] if i in (2, 3) else "*" * len(vals[i])
                put(scr, ys[i], 23, v.ljust(30), c["cyan"] if field == i else c["gray"])
            cur = (ys[field], 23 + len(vals[field]))
        put(scr, h - 1, 0, " " * (w - 1), c["blue"])
        x = 1
        for part in OI_FOOT[page].split("  "):
            keyname, label = part.split("_")
            put(scr, h - 1, x, keyname + "_", c["blue"] | curses.A_BOLD)
            put(scr, h - 1, x + len(keyname) + 1, label, c["blue"])
            x += len(part) + 2
        if quit_box:
            bw, bh = 44, 7
            bx, by = (w - bw) // 2, 8
            frame(scr, by, bx, bh, bw, c["gray"])
            q = "Do you want to quit the Installer?"
            put(scr, by + 2, bx + (bw - len(q)) // 2, q, c["gray"])
            for i, b in enumerate(["Cancel", "Quit"]):
                put(scr, by + 4, bx + 12 + i * 14, b, c["blue"] | curses.A_BOLD if i == quit_sel else c["gray"])
            cur = None
        if cur:
            curses.curs_set(1)
            cursor_at(scr, *cur)
        else:
            curses.curs_set(0)
        scr.refresh()
        k = scr.getch()
        if quit_box:
            if k in (curses.KEY_LEFT, curses.KEY_RIGHT, curses.KEY_UP, curses.KEY_DOWN, 9):
                quit_sel = 1 - quit_sel
            elif k in ENTER:
                if quit_sel == 1:
                    return
                quit_box = False
            continue
        if k == curses.KEY_F9:
            quit_box, quit_sel = True, 0
            continue
        if page == "welcome":
            if k == curses.KEY_F2:
                page, field = "network", 0
        elif page == "network":
            if k == curses.KEY_DOWN:
                field = min(field + 1, len(OI_NET))
            elif k == curses.KEY_UP:
                field = max(field - 1, 0)
            elif k == curses.KEY_F3:
                page = "welcome"
            elif k == curses.KEY_F2:
                page, field = "users", 0
            elif field == 0 and k in (curses.KEY_BACKSPACE, 127, 8):
                name = name[:-1]
            elif field == 0 and 32 <= k < 127:
                name += chr(k)
        else:
            if k in (curses.KEY_DOWN, 9) or k in ENTER:
                field = min(field + 1, len(OI_USERS) - 1)
            elif k == curses.KEY_UP:
                field = max(field - 1, 0)
            elif k == curses.KEY_F3:
                page, field = "network", 0
            elif k in (curses.KEY_BACKSPACE, 127, 8):
                vals[field] = vals[field][:-1]
            elif 32 <= k < 127:
                vals[field] += chr(k)


MODES = {"reactos": reactos, "insyde": insyde, "smoothwall": smoothwall,
         "freedos": freedos, "openindiana": openindiana}


def main():
    mode = MODES[sys.argv[1]]

    def run(scr):
        c = colors()
        scr.keypad(True)
        mode(scr, c)
    curses.wrapper(run)


if __name__ == "__main__":
    main()
