#!/usr/bin/env python3
"""The hundredsixtyeighth set's imitations of installers' and
configuration tools' dialogs.

Each mode draws what the named tool draws (curses, the alternate screen):
kali-tweaks (its newt menu of categories and its checklist of
metapackages), sbopkg (Slackware's
SlackBuilds browser: its dialog main menu and its search box), xwmconfig
(Slackware's radio list of window managers), openhabian-config (its
whiptail main menu, its System Settings menu and its host name box),
setup (Red Hat's setuptool, the Text Mode Setup Utility's list of tools) and pyradio (its list of stations in a
frame over a status bar). Nothing is changed anywhere: choices only move
between the dialogs.
"""
import curses
import sys

NEWT, DIALOG = "newt", "dialog"


class Look:
    """The colour pairs of a look, newt's (whiptail) or dialog's."""

    def __init__(self, style):
        self.style = style
        curses.start_color()
        if style == NEWT:
            curses.init_pair(1, curses.COLOR_WHITE, curses.COLOR_BLUE)   # root
            curses.init_pair(2, curses.COLOR_BLACK, curses.COLOR_WHITE)  # window
            curses.init_pair(3, curses.COLOR_WHITE, curses.COLOR_RED)    # current entry, focused button
            curses.init_pair(4, curses.COLOR_BLACK, curses.COLOR_BLACK)  # shadow
            curses.init_pair(5, curses.COLOR_RED, curses.COLOR_WHITE)    # title
            curses.init_pair(6, curses.COLOR_WHITE, curses.COLOR_BLUE)   # entry
            self.root = curses.color_pair(1)
            self.title = curses.color_pair(5)
            self.cur = curses.color_pair(3)
            self.button = curses.color_pair(2)
            self.focus = curses.color_pair(3)
            self.entry = curses.color_pair(6)
        else:
            curses.init_pair(1, curses.COLOR_CYAN, curses.COLOR_BLUE)    # screen, back title
            curses.init_pair(2, curses.COLOR_BLACK, curses.COLOR_WHITE)  # dialog
            curses.init_pair(3, curses.COLOR_WHITE, curses.COLOR_BLUE)   # current entry, focused button
            curses.init_pair(4, curses.COLOR_BLACK, curses.COLOR_BLACK)  # shadow
            curses.init_pair(5, curses.COLOR_BLUE, curses.COLOR_WHITE)   # title, tags' first letters
            curses.init_pair(6, curses.COLOR_BLACK, curses.COLOR_WHITE)  # input field
            self.root = curses.color_pair(1) | curses.A_BOLD
            self.title = curses.color_pair(5) | curses.A_BOLD
            self.cur = curses.color_pair(3) | curses.A_BOLD
            self.button = curses.color_pair(2)
            self.focus = curses.color_pair(3) | curses.A_BOLD
            self.entry = curses.color_pair(6)
        self.win = curses.color_pair(2)
        self.shadow = curses.color_pair(4)


def put(scr, y, x, s, attr=0):
    h, w = scr.getmaxyx()
    if y < 0 or y >= h or x >= w:
        return
    s = s[: max(0, w - x - (1 if y == h - 1 else 0))]
    try:
        scr.addstr(y, x, s, attr)
    except curses.error:
        pass


def wrap(text, width):
    out = []
    for para in text.split("\n"):
        line = ""
        for word in para.split(" "):
            if line and len(line) + 1 + len(word) > width:
                out.append(line)
                line = word
            else:
                line = (line + " " + word) if line else word
        out.append(line)
    return out


class Dialog:
    """One dialog: a menu, checklist, radiolist or input box, with buttons.

    kind is "menu", "check", "radio" or "input"; items are (tag, text,
    on) for the lists; run() returns (button index, current item, value).
    """

    def __init__(self, scr, look, title, text, kind, items=(), buttons=("Ok", "Cancel"),
                 width=70, list_height=None, backtitle="", roottext=(), value="",
                 full_buttons=False, tag_width=None):
        self.scr, self.look, self.title, self.text = scr, look, title, text
        self.kind, self.items = kind, [list(i) for i in items]
        self.buttons, self.width, self.backtitle = buttons, width, backtitle
        self.roottext, self.value = roottext, value
        self.full = full_buttons
        self.list_height = list_height or len(self.items)
        self.cur, self.top = 0, 0
        self.focus = 0 if kind == "msg" else -1  # -1: the list or the field
        self.tag_width = tag_width

    def geometry(self):
        text = wrap(self.text, self.width - 4) if self.text else []
        body = len(text) + (1 if text else 0)
        if self.kind == "input":
            body += 3 if self.look.style == DIALOG else 1
        elif self.kind == "msg":
            body -= 1
        else:
            body += self.list_height + (2 if self.look.style == DIALOG else 0)
        bh = 3 if self.full else 1
        if self.look.style == NEWT:
            h = 1 + body + 1 + bh + 1  # frame, body, a blank row, buttons, frame
        else:
            h = 1 + body + 1 + bh + 1  # frame, body, the rule, buttons, frame
        H, W = self.scr.getmaxyx()
        y, x = (H - h) // 2, (W - self.width) // 2
        return text, y, x, h

    def draw(self):
        L, scr = self.look, self.scr
        H, W = scr.getmaxyx()
        scr.bkgd(" ", L.root)
        scr.erase()
        if self.backtitle:
            put(scr, 0, 1, self.backtitle, L.root)
            if L.style == DIALOG:
                put(scr, 1, 1, "\u2500" * (W - 2), L.root)
        for y, x, s in self.roottext:
            put(scr, y if y >= 0 else H + y, x, s, L.root)
        text, y, x, h = self.geometry()
        w = self.width
        for r in range(h):
            put(scr, y + r, x, " " * w, L.win)
        # shadow
        for r in range(1, h + 1):
            put(scr, y + r, x + w, "  ", L.shadow)
        put(scr, y + h, x + 2, " " * w, L.shadow)
        # frame
        put(scr, y, x, "\u250c" + "\u2500" * (w - 2) + "\u2510", L.win)
        for r in range(1, h - 1):
            put(scr, y + r, x, "\u2502", L.win)
            put(scr, y + r, x + w - 1, "\u2502", L.win)
        put(scr, y + h - 1, x, "\u2514" + "\u2500" * (w - 2) + "\u2518", L.win)
        if self.title:
            if L.style == NEWT:
                t = "\u2524 " + self.title + " \u251c"
                put(scr, y, x + (w - len(t)) // 2, t, L.win)
            else:
                t = " " + self.title + " "
                put(scr, y, x + (w - len(t)) // 2, t, L.title)
        r = y + 1
        for line in text:
            put(scr, r, x + 2, line, L.win)
            r += 1
        if text:
            r += 1
        cursor = None
        if self.kind == "input":
            fw = w - 6
            if L.style == DIALOG:
                put(scr, r, x + 2, "\u250c" + "\u2500" * fw + "\u2510", L.win)
                put(scr, r + 1, x + 2, "\u2502", L.win)
                put(scr, r + 1, x + 3, (self.value + " " * fw)[:fw], L.entry)
                put(scr, r + 1, x + 3 + fw, "\u2502", L.win)
                put(scr, r + 2, x + 2, "\u2514" + "\u2500" * fw + "\u2518", L.win)
                cursor = (r + 1, x + 3 + len(self.value))
                r += 3
            else:
                put(scr, r, x + 2, (self.value + " " * (w - 4))[: w - 4], L.entry)
                cursor = (r, x + 2 + len(self.value))
                r += 1
        elif self.kind == "msg":
            r -= 1
        else:
            lx, lw = x + 2, w - 4
            if L.style == DIALOG:
                put(scr, r, lx, "\u250c" + "\u2500" * (lw - 2) + "\u2510", L.win)
                for k in range(self.list_height):
                    put(scr, r + 1 + k, lx, "\u2502", L.win)
                    put(scr, r + 1 + k, lx + lw - 1, "\u2502", L.win)
                put(scr, r + 1 + self.list_height, lx, "\u2514" + "\u2500" * (lw - 2) + "\u2518", L.win)
                r += 1
                lx, lw = lx + 1, lw - 2
            tw = self.tag_width or max(len(i[0]) for i in self.items)
            for k in range(self.list_height):
                i = self.top + k
                if i >= len(self.items):
                    break
                tag, desc, on = self.items[i]
                mark = ""
                if self.kind == "check":
                    mark = "[*] " if on else "[ ] "
                elif self.kind == "radio":
                    mark = "(*) " if on else "( ) "
                row = " " + mark + tag.ljust(tw) + ("  " + desc if desc else "")
                row = row[:lw - 1].ljust(lw - 1)
                here = i == self.cur
                attr = L.win
                if here:
                    attr = L.cur
                if L.style == DIALOG and self.kind in ("check", "radio"):
                    put(scr, r + k, lx, " " + mark, L.win)
                    put(scr, r + k, lx + 1 + len(mark), row[1 + len(mark):], attr)
                else:
                    put(scr, r + k, lx, row, attr)
                if L.style == DIALOG and not here and self.kind == "menu":
                    put(scr, r + k, lx + 1, tag[:1], L.title)
                if here:
                    cursor = (r + k, lx + 1 + (1 if mark else 0))
            r += self.list_height
            if L.style == DIALOG:
                r += 1
        # buttons, under a blank row (newt) or a rule (dialog)
        if L.style == DIALOG:
            put(scr, r, x, "\u251c" + "\u2500" * (w - 2) + "\u2524", L.win)
        r += 1
        labels = []
        for b in self.buttons:
            if self.full:
                labels.append(b)
            elif L.style == DIALOG:
                labels.append("<" + b.center(max(len(b) + 2, 4)) + ">" if len(b) < 5 else "<" + b + ">")
            else:
                labels.append("<" + b + ">")
        spans = [len(s) + (4 if self.full else 0) for s in labels]
        gap = max(2, (w - sum(spans)) // (len(spans) + 1))
        bx = x + (w - sum(spans) - gap * (len(spans) - 1)) // 2
        for k, s in enumerate(labels):
            focused = (self.focus == k) or (self.focus == -1 and k == 0 and self.kind != "input" and L.style == DIALOG) \
                or (self.focus == -1 and k == 0 and self.kind == "input" and L.style == DIALOG)
            if L.style == NEWT and self.focus != k:
                focused = False
            attr = L.focus if focused else L.button
            if self.full:
                put(scr, r, bx, "\u250c" + "\u2500" * (len(s) + 2) + "\u2510", L.win)
                put(scr, r + 1, bx, "\u2502", L.win)
                put(scr, r + 1, bx + 1, " " + s + " ", attr)
                put(scr, r + 1, bx + len(s) + 3, "\u2502", L.win)
                put(scr, r + 2, bx, "\u2514" + "\u2500" * (len(s) + 2) + "\u2518", L.win)
            else:
                put(scr, r, bx, s, attr)
            if self.focus == k:
                cursor = (r + (1 if self.full else 0), bx + (2 if self.full else 1))
            bx += spans[k] + gap
        if cursor:
            try:
                scr.move(*cursor)
            except curses.error:
                pass
        scr.refresh()

    def run(self):
        while True:
            self.draw()
            c = self.scr.get_wch()
            n = len(self.items)
            nb = len(self.buttons)
            if c in (curses.KEY_DOWN,) and self.kind != "input" and self.focus == -1:
                if self.cur < n - 1:
                    self.cur += 1
                if self.cur >= self.top + self.list_height:
                    self.top += 1
            elif c in (curses.KEY_UP,) and self.kind != "input" and self.focus == -1:
                if self.cur > 0:
                    self.cur -= 1
                if self.cur < self.top:
                    self.top -= 1
            elif c == " " and self.kind in ("check", "radio") and self.focus == -1:
                if self.kind == "radio":
                    for it in self.items:
                        it[2] = False
                    self.items[self.cur][2] = True
                else:
                    self.items[self.cur][2] = not self.items[self.cur][2]
            elif c == "\t":
                self.focus = self.focus + 1 if self.focus + 1 < nb else -1
            elif c == curses.KEY_BTAB:
                self.focus = self.focus - 1 if self.focus > -1 else nb - 1
            elif c in ("\n", "\r", curses.KEY_ENTER):
                return (max(self.focus, 0), self.cur, self.value)
            elif c == "\x1b":
                return (nb - 1, self.cur, self.value)
            elif self.kind == "input" and self.focus == -1 and c in ("\x7f", "\b", curses.KEY_BACKSPACE):
                self.value = self.value[:-1]
            elif self.kind == "input" and self.focus == -1 and isinstance(c, str) and c >= " ":
                self.value += c


def kali_tweaks(scr):
    L = Look(NEWT)
    curses.curs_set(1)
    items = [
        ("Hardening", "Configure the system's hardening settings", False),
        ("Metapackages", "Install or remove groups of packages", False),
        ("Network Repositories", "Configure the network mirror and branches", False),
        ("Shell & Terminal", "Configure the shell and the terminal", False),
        ("Virtualization", "Set up the guest tools of virtual machines", False),
    ]
    metas = [
        ("kali-linux-core", "Base Kali Linux System", True),
        ("kali-linux-default", "Default desktop tools", True),
        ("kali-linux-headless", "Default install that doesn't require GUI", False),
        ("kali-linux-large", "Extended collection of tools", False),
        ("kali-linux-everything", "Every tool in Kali", False),
        ("kali-tools-top10", "The top 10 most used tools", True),
        ("kali-linux-arm", "Tools for ARM devices", False),
    ]
    while True:
        b, cur, _ = Dialog(scr, L, "Kali Linux Tweaks", "", "menu", items, buttons=("Select", "Quit", "Help"),
                           width=74).run()
        if b == 1:
            return
        if b == 0 and cur == 1:
            Dialog(scr, L, "Metapackages", "Select the metapackages you want to install. "
                   "Unselect the ones you want to remove.", "check", metas,
                   buttons=("Apply", "Cancel"), width=74).run()


def sbopkg(scr):
    L = Look(DIALOG)
    curses.curs_set(1)
    back = "sbopkg 0.38.2 (SBo repository: 15.0)"
    items = [
        ("SYNC", "Sync with the remote repository", False),
        ("CHANGELOG", "View the SlackBuilds.org ChangeLog", False),
        ("UPDATES", "List potential updates to installed SBo packages", False),
        ("BROWSE", "Browse the active repository", False),
        ("SEARCH", "Search the active repository", False),
        ("QUEUE", "Manage the queue", False),
        ("CACHE", "Manage the cache directories", False),
        ("LOG", "Manage the permanent build log", False),
        ("REPOS", "Select repository to use", False),
        ("UTILITIES", "Go to the utilities menu", False),
        ("EXIT", "Exit sbopkg", False),
    ]
    while True:
        d = Dialog(scr, L, "SlackBuilds.org Package Browser (sbopkg version 0.38.2)",
                   "Choose one of the following or press <Help> for more info.", "menu", items,
                   buttons=("OK", "Cancel", "Help"), width=68, backtitle=back)
        b, cur, _ = d.run()
        if b == 1 or items[cur][0] == "EXIT":
            return
        if items[cur][0] == "SEARCH":
            Dialog(scr, L, "Search",
                   "Enter the name of a package (or a partial name) to search for:", "input",
                   buttons=("OK", "Cancel"), width=54, backtitle=back).run()


def xwmconfig(scr):
    L = Look(DIALOG)
    curses.curs_set(1)
    items = [
        ("xinitrc.kde", "KDE Plasma Desktop", True),
        ("xinitrc.xfce", "The Cholesterol Free Desktop Environment", False),
        ("xinitrc.blackbox", "The blackbox window manager", False),
        ("xinitrc.fluxbox", "The fluxbox window manager", False),
        ("xinitrc.fvwm2", "F(?) Virtual Window Manager (version 2.xx)", False),
        ("xinitrc.twm", "Tab Window Manager (very basic)", False),
    ]
    text = ("Please select the default window manager to use with the X Window System. "
            "This will define the style of graphical user interface the computer uses. "
            "KDE and Xfce provide the most features; the others are lighter.")
    Dialog(scr, L, "SELECT A DEFAULT WINDOW MANAGER FOR X", text, "radio", items,
           buttons=("OK", "Cancel"), width=72).run()


def openhabian(scr):
    L = Look(NEWT)
    curses.curs_set(1)
    title = "openHABian Configuration Tool \u2014 [main]v1.9.1-1234(a1b2c3d)"
    main = [
        ("00 | About openHABian", "Information about the openHABian project and this tool", False),
        ("01 | Select Branch", "Select the openHABian config tool version (\"branch\") to run", False),
        ("02 | Upgrade System", "Update all installed software packages (incl. openHAB) to their latest version", False),
        ("03 | Install openHAB", "Install or upgrade to the latest version of openHAB", False),
        ("04 | Import config", "Import an openHAB configuration from file or URL", False),
        ("10 | Apply Improvements", "Apply the latest improvements to the basic openHABian setup \u25ba", False),
        ("20 | Optional Components", "Choose from a set of optional software components \u25ba", False),
        ("30 | System Settings", "A range of system and hardware related configuration steps \u25ba", False),
        ("40 | openHAB Related", "Switch the installed openHAB version or apply tweaks \u25ba", False),
        ("50 | Backup/Restore", "Manage backups and restore your system \u25ba", False),
        ("60 | Manual/Fresh Setup", "Go through all openHABian setup steps manually \u25ba", False),
    ]
    system = [
        ("31 | Change hostname", "Change the name of this system, currently 'openhabian'", False),
        ("32 | Set system locale", "Change system language, currently 'en_US.UTF-8'", False),
        ("33 | Set system timezone", "Change the timezone, currently 'Europe/Berlin'", False),
        ("34 | Enable NTP", "Enable time synchronization via systemd-timesyncd to NTP servers", False),
        ("35 | Change passwords", "Change passwords for Samba, openHAB Console or the system user", False),
        ("36 | Serial port", "Prepare serial ports for peripherals like RaZberry, ZigBee adapters etc", False),
        ("37 | WiFi setup", "Configure wireless network connection", False),
    ]
    while True:
        b, cur, _ = Dialog(scr, L, title, "Setup Options", "menu", main, buttons=("Execute", "Exit"),
                           width=78, list_height=11).run()
        if b == 1:
            return
        if main[cur][0].startswith("00"):
            Dialog(scr, L, "About openHABian",
                   "openHABian aims to provide a self-configuring Linux system setup specific to the needs of "
                   "every openHAB user. To that end, the project provides two things:\n"
                   "* Complete SD-card images pre-configured with openHAB and many other openHAB- and "
                   "Hardware-specific preparations for the Raspberry Pi.\n"
                   "* The openHABian Configuration Tool to set up and configure openHAB and many related "
                   "things on any Debian based system.\n\n"
                   "Visit https://www.openhab.org/docs/installation/openhabian.html for more information.",
                   "msg", buttons=("Ok",), width=78).run()
        if main[cur][0].startswith("30"):
            b, cur2, _ = Dialog(scr, L, "System Settings", "System Settings", "menu", system,
                                buttons=("Execute", "Back"), width=78).run()
            if b == 0 and cur2 == 0:
                Dialog(scr, L, "Change hostname",
                       "Please enter the new system name (no special characters, no spaces):", "input",
                       buttons=("Ok", "Cancel"), width=60, value="openhabian").run()


def setup(scr):
    L = Look(NEWT)
    curses.curs_set(1)
    items = [(t, "", False) for t in (
        "Authentication configuration", "Firewall configuration", "Keyboard configuration",
        "Network configuration", "System services", "Timezone configuration", "X configuration")]
    Dialog(scr, L, "Choose a Tool", "", "menu", items, buttons=("Run Tool", "Quit"), width=40,
           full_buttons=True,
           roottext=((0, 0, "Text Mode Setup Utility 1.19.11"),
                     (0, 50, "(c) 1999-2006 Red Hat, Inc."),
                     (-1, 0, "    <Tab>/<Alt-Tab> between elements   |   Use <Enter> to edit a selection"))).run()


def pyradio(scr):
    curses.start_color()
    curses.use_default_colors()
    curses.init_pair(1, curses.COLOR_WHITE, curses.COLOR_BLUE)   # selection
    curses.init_pair(2, curses.COLOR_GREEN, -1)                   # frame, title
    curses.init_pair(3, curses.COLOR_WHITE, curses.COLOR_BLUE)   # status bar
    curses.curs_set(0)
    stations = [
        "Alternative (BAGeL Radio - SomaFM)",
        "Alternative (The Alternative Project)",
        "Americana (Boot Liquor - SomaFM)",
        "Ambient (Drone Zone - SomaFM)",
        "Ambient (Space Station - SomaFM)",
        "Classical (Radio Swiss Classic)",
        "Electronic (Groove Salad - SomaFM)",
        "Electronic (Beat Blender - SomaFM)",
        "Folk (Folk Forward - SomaFM)",
        "Lounge (Illinois Street Lounge - SomaFM)",
        "Pop (PopTron! - SomaFM)",
        "Reggae Dancehall (Ragga Kings)",
        "Rock (Radio Paradise Rock Mix)",
        "Jazz (Sonic Universe - SomaFM)",
        "News (BBC World Service)",
    ]
    cur = 0
    while True:
        H, W = scr.getmaxyx()
        scr.erase()
        g = curses.color_pair(2)
        put(scr, 0, 0, "\u250c" + "\u2500" * (W - 2) + "\u2510", g)
        t = " PyRadio 0.9.3.11 "
        put(scr, 0, (W - len(t)) // 2, t, g | curses.A_BOLD)
        for r in range(1, H - 2):
            put(scr, r, 0, "\u2502", g)
            put(scr, r, W - 1, "\u2502", g)
        put(scr, H - 2, 0, "\u2514" + "\u2500" * (W - 2) + "\u2518", g)
        put(scr, 1, 2, "Playlist: stations", g)
        for i, s in enumerate(stations):
            if 2 + i >= H - 2:
                break
            row = (" %2d. %s" % (i + 1, s)).ljust(W - 4)
            put(scr, 2 + i, 2, row, curses.color_pair(1) if i == cur else 0)
        status = " Selected player: mpv"
        right = "Press ? for help "
        put(scr, H - 1, 0, (status + " " * W)[: W - len(right)] + right, curses.color_pair(3))
        scr.refresh()
        c = scr.get_wch()
        if c in (curses.KEY_DOWN, "j"):
            cur = min(cur + 1, len(stations) - 1)
        elif c in (curses.KEY_UP, "k"):
            cur = max(cur - 1, 0)
        elif c in ("q", "\x1b"):
            return


MODES = {
    "kali-tweaks": kali_tweaks,
    "sbopkg": sbopkg,
    "xwmconfig": xwmconfig,
    "openhabian-config": openhabian,
    "setup": setup,
    "pyradio": pyradio,
}


def main():
    mode = sys.argv[1] if len(sys.argv) > 1 else ""
    if mode not in MODES:
        sys.stderr.write("usage: hundredsixtyeighth_demo.py {%s}\n" % ",".join(sorted(MODES)))
        sys.exit(2)
    curses.wrapper(lambda scr: (scr.keypad(True), MODES[mode](scr)))


if __name__ == "__main__":
    main()
