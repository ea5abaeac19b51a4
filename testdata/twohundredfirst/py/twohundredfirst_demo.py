#!/usr/bin/env python3
"""The twohundredfirst set's imitations: installers, setup wizards,
project generators and firmware setup menus that cannot run here, each
drawing what the tool it imitates draws at its first screens. The first
argument names the tool imitated."""
import curses
import os
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


# --- newt-like installers (curses, the alternate screen) -------------

class Newt:
    """What newt draws: a blue root, grey windows with a title in the top
    border, full buttons with a shadow, a help line at the foot."""

    def __init__(self, scr, root_text, help_line):
        self.scr = scr
        curses.start_color()
        curses.init_pair(1, curses.COLOR_WHITE, curses.COLOR_BLUE)   # root
        curses.init_pair(2, curses.COLOR_BLACK, curses.COLOR_WHITE)  # window
        curses.init_pair(3, curses.COLOR_RED, curses.COLOR_WHITE)    # title
        curses.init_pair(4, curses.COLOR_BLACK, curses.COLOR_RED)    # button
        curses.init_pair(5, curses.COLOR_WHITE, curses.COLOR_RED)    # active button, current item
        curses.init_pair(6, curses.COLOR_BLACK, curses.COLOR_BLACK)  # shadow
        curses.init_pair(7, curses.COLOR_WHITE, curses.COLOR_BLACK)  # help line
        curses.init_pair(8, curses.COLOR_YELLOW, curses.COLOR_BLUE)  # entry
        self.root_text, self.help_line = root_text, help_line

    def root(self):
        s = self.scr
        h, w = s.getmaxyx()
        s.bkgd(" ", curses.color_pair(1))
        s.erase()
        s.addstr(0, 0, self.root_text, curses.color_pair(1) | curses.A_BOLD)
        s.addstr(h - 1, 0, self.help_line.ljust(w - 1), curses.color_pair(7))

    def window(self, top, left, height, width, title):
        s = self.scr
        for y in range(top + 1, top + height + 1):
            s.addstr(y, left + 2, " " * width, curses.color_pair(6))
        win = curses.newwin(height, width, top, left)
        win.bkgd(" ", curses.color_pair(2))
        win.erase()
        win.box()
        t = " " + title + " "
        win.addstr(0, (width - len(t)) // 2, t, curses.color_pair(3))
        s.noutrefresh()
        return win

    def button(self, win, y, x, label, active):
        w = len(label) + 4
        for i in range(3):
            win.addstr(y + i, x + 1, " " * w, curses.color_pair(6)) if i else None
        attr = curses.color_pair(5) | curses.A_BOLD if active else curses.color_pair(4)
        for i in range(3):
            win.addstr(y + i, x, " " * w, attr)
        win.addstr(y + 1, x + 2, label, attr)
        return (y + 1, x + 2)


def keymaps():
    return ["[qwerty] se-latin1", "[qwerty] sg", "[qwerty] uk", "[qwerty] us",
            "[qwertz] cz", "[qwertz] de", "[qwertz] hu", "[qwertz] sk"]


# xcp-ng-like: XCP-ng's host installer (newt through Python's snack):
# Select Keymap, then Welcome to XCP-ng Setup.
def xcpng(scr):
    n = Newt(scr, "Welcome to XCP-ng - Version 8.2.1 (#build 2022-04)",
             "  <Tab>/<Alt-Tab> between elements   |  <Space> selects   |  <F12> next screen")
    curses.curs_set(1)
    items = keymaps()
    cur = 3
    screen = "keymap"
    focus = 0
    while True:
        n.root()
        if screen == "keymap":
            win = n.window(2, 17, 19, 46, "Select Keymap")
            win.addstr(2, 3, "Please select the keymap you would like to")
            win.addstr(3, 3, "use:")
            for i, it in enumerate(items):
                attr = curses.color_pair(5) if i == cur else curses.color_pair(2)
                win.addstr(5 + i, 12, (" " + it).ljust(20), attr)
            n.button(win, 14, 19, "Ok", False)
            scr.refresh()
            win.move(5 + cur, 12)
            win.refresh()
            k = scr.getch()
            if k == curses.KEY_DOWN and cur < len(items) - 1:
                cur += 1
            elif k == curses.KEY_UP and cur > 0:
                cur -= 1
            elif k in (10, 13, curses.KEY_ENTER):
                screen = "welcome"
        else:
            win = n.window(3, 8, 18, 64, "Welcome to XCP-ng Setup")
            text = ["This setup tool can be used to install or upgrade XCP-ng",
                    "on your system or restore your server from backup.",
                    "Installing XCP-ng will erase all data on the disks",
                    "selected for use.",
                    "",
                    "Please make sure you have backed up any data you wish to",
                    "preserve before proceeding.",
                    "",
                    "To load a device driver press <F9>.",
                    "To setup advanced storage classes press <F10>."]
            for i, l in enumerate(text):
                win.addstr(2 + i, 3, l)
            at = n.button(win, 13, 18, "Ok", focus == 0)
            bt = n.button(win, 13, 36, "Reboot", focus == 1)
            scr.refresh()
            y, x = at if focus == 0 else bt
            win.move(y, x)
            win.refresh()
            k = scr.getch()
            if k in (9, curses.KEY_RIGHT, curses.KEY_LEFT, curses.KEY_BTAB):
                focus = 1 - focus


# ipcop-like: IPCop's setup program (newt): its Section menu, and the
# 'root' password window it opens.
def ipcop(scr):
    n = Newt(scr, "IPCop v1.4.21 - The Bad Packets Stop Here",
             "  <Tab>/<Alt-Tab> between elements   |  <Space> selects")
    curses.curs_set(1)
    items = ["Keyboard mapping", "Timezone", "Hostname", "Domain name", "ISDN configuration",
             "Networking", "DHCP server configuration", "'root' password", "'setup' password",
             "'admin' password", "'backup' password"]
    cur = 0
    screen = "menu"
    pw = ""
    while True:
        n.root()
        if screen == "menu":
            win = n.window(2, 17, 19, 46, "Section menu")
            win.addstr(2, 3, "Select the item you wish to configure.")
            for i, it in enumerate(items):
                attr = curses.color_pair(5) if i == cur else curses.color_pair(2)
                win.addstr(4 + i, 8, (" " + it).ljust(28), attr)
            n.button(win, 15, 9, "Select", False)
            n.button(win, 15, 26, "Quit", False)
            scr.refresh()
            win.move(4 + cur, 8)
            win.refresh()
            k = scr.getch()
            if k == curses.KEY_DOWN and cur < len(items) - 1:
                cur += 1
            elif k == curses.KEY_UP and cur > 0:
                cur -= 1
            elif k in (10, 13, curses.KEY_ENTER) and items[cur] == "'root' password":
                screen = "root"
        else:
            win = n.window(6, 12, 12, 54, "'root' password")
            win.addstr(2, 3, "Enter the 'root' user password. Login as this")
            win.addstr(3, 3, "user for commandline access.")
            win.addstr(5, 8, "Password:")
            win.addstr(5, 18, ("*" * len(pw)).ljust(20), curses.color_pair(8))
            win.addstr(6, 11, "Again:")
            win.addstr(6, 18, " " * 20, curses.color_pair(8))
            n.button(win, 8, 14, "OK", False)
            n.button(win, 8, 30, "Cancel", False)
            scr.refresh()
            win.move(5, 18 + len(pw))
            win.refresh()
            k = scr.getch()
            if 32 <= k < 127:
                pw += chr(k)


# --- award-like: a BIOS's CMOS Setup Utility (curses) -----------------

AWARD_LEFT = ["Standard CMOS Features", "Advanced BIOS Features", "Advanced Chipset Features",
              "Integrated Peripherals", "Power Management Setup", "PnP/PCI Configurations",
              "PC Health Status"]
AWARD_RIGHT = ["Frequency/Voltage Control", "Load Fail-Safe Defaults", "Load Optimized Defaults",
               "Set Supervisor Password", "Set User Password", "Save & Exit Setup", "Exit Without Saving"]
AWARD_HELP = {
    "Standard CMOS Features": "Time, Date, Hard Disk Type...",
    "Advanced BIOS Features": "Change the boot order, Cache...",
    "Load Optimized Defaults": "Load Optimized Defaults",
}


def award(scr):
    curses.start_color()
    curses.init_pair(1, curses.COLOR_WHITE, curses.COLOR_BLUE)
    curses.init_pair(2, curses.COLOR_YELLOW, curses.COLOR_BLUE)
    curses.init_pair(3, curses.COLOR_WHITE, curses.COLOR_RED)
    curses.init_pair(4, curses.COLOR_YELLOW, curses.COLOR_RED)
    curses.curs_set(0)
    scr.bkgd(" ", curses.color_pair(1))
    col, row = 0, 0
    dialog = None
    while True:
        scr.erase()
        title = "Phoenix - AwardBIOS CMOS Setup Utility"
        scr.addstr(0, (80 - len(title)) // 2, title, curses.color_pair(1) | curses.A_BOLD)
        w = 78
        scr.addstr(1, 1, "╔" + "═" * 37 + "╦" + "═" * 38 + "╗", curses.color_pair(1) | curses.A_BOLD)
        for y in range(2, 17):
            scr.addstr(y, 1, "║", curses.color_pair(1) | curses.A_BOLD)
            scr.addstr(y, 39, "║", curses.color_pair(1) | curses.A_BOLD)
            scr.addstr(y, 78, "║", curses.color_pair(1) | curses.A_BOLD)
        for i, it in enumerate(AWARD_LEFT):
            y = 3 + 2 * i
            scr.addstr(y, 4, "►", curses.color_pair(2) | curses.A_BOLD)
            attr = curses.color_pair(3) | curses.A_BOLD if (col, row) == (0, i) else curses.color_pair(2) | curses.A_BOLD
            scr.addstr(y, 6, it, attr)
        for i, it in enumerate(AWARD_RIGHT):
            y = 3 + 2 * i
            if i == 0:
                scr.addstr(y, 42, "►", curses.color_pair(2) | curses.A_BOLD)
            attr = curses.color_pair(3) | curses.A_BOLD if (col, row) == (1, i) else curses.color_pair(2) | curses.A_BOLD
            scr.addstr(y, 44, it, attr)
        scr.addstr(17, 1, "╠" + "═" * 37 + "╩" + "═" * 38 + "╣", curses.color_pair(1) | curses.A_BOLD)
        scr.addstr(18, 1, "║", curses.color_pair(1) | curses.A_BOLD)
        scr.addstr(18, 3, "Esc : Quit", curses.color_pair(1) | curses.A_BOLD)
        scr.addstr(18, 30, "F9 : Menu in BIOS     ↑ ↓ → ←  : Select Item", curses.color_pair(1) | curses.A_BOLD)
        scr.addstr(18, 78, "║", curses.color_pair(1) | curses.A_BOLD)
        scr.addstr(19, 1, "║", curses.color_pair(1) | curses.A_BOLD)
        scr.addstr(19, 3, "F10 : Save & Exit Setup", curses.color_pair(1) | curses.A_BOLD)
        scr.addstr(19, 78, "║", curses.color_pair(1) | curses.A_BOLD)
        scr.addstr(20, 1, "╠" + "═" * 76 + "╣", curses.color_pair(1) | curses.A_BOLD)
        item = (AWARD_LEFT if col == 0 else AWARD_RIGHT)[row]
        help_ = AWARD_HELP.get(item, "")
        scr.addstr(21, 1, "║", curses.color_pair(1) | curses.A_BOLD)
        scr.addstr(21, 3 + (74 - len(help_)) // 2, help_, curses.color_pair(1) | curses.A_BOLD)
        scr.addstr(21, 78, "║", curses.color_pair(1) | curses.A_BOLD)
        scr.addstr(22, 1, "╚" + "═" * 76 + "╝", curses.color_pair(1) | curses.A_BOLD)
        if dialog:
            text, answer = dialog
            line = " " + text + " " + answer + " "
            width = len(line) + 4
            x = (80 - width) // 2
            scr.addstr(9, x, "┌" + "─" * (width - 2) + "┐", curses.color_pair(4) | curses.A_BOLD)
            scr.addstr(10, x, "│ " + line + " │", curses.color_pair(4) | curses.A_BOLD)
            scr.addstr(11, x, "└" + "─" * (width - 2) + "┘", curses.color_pair(4) | curses.A_BOLD)
            curses.curs_set(1)
            scr.move(10, x + 3 + len(text) + 1 + len(answer))
        else:
            curses.curs_set(0)
        scr.refresh()
        k = scr.getch()
        if dialog:
            if k in (ord("y"), ord("Y"), ord("n"), ord("N")):
                dialog = (dialog[0], chr(k).upper())
            elif k == 27:
                dialog = None
            continue
        if k == curses.KEY_DOWN and row < 6:
            row += 1
        elif k == curses.KEY_UP and row > 0:
            row -= 1
        elif k == curses.KEY_RIGHT:
            col = 1
        elif k == curses.KEY_LEFT:
            col = 0
        elif k == curses.KEY_F10:
            dialog = ("SAVE to CMOS and EXIT (Y/N)?", "Y")
        elif k in (10, 13, curses.KEY_ENTER):
            if item == "Load Optimized Defaults":
                dialog = ("Load Optimized Defaults (Y/N)?", "N")
            elif item == "Save & Exit Setup":
                dialog = ("SAVE to CMOS and EXIT (Y/N)?", "Y")


# --- line-mode project generators --------------------------------------

# zola-like: `zola init site`, its questions on the main screen.
def zola():
    print("Welcome to Zola!")
    print("Please answer a few questions to get started quickly.")
    print("Any choices made can be changed by modifying the `config.toml` file later.")
    ask("> What is the URL of your site? (https://example.com): ")
    ask("> Do you want to enable Sass compilation? [Y/n]: ")
    ask("> Do you want to enable syntax highlighting? [y/N]: ")
    ask("> Do you want to build a search index of the content? [y/N]: ")
    wait_forever()


# nikola-like: `nikola init site`, its questions with defaults in
# brackets.
def nikola():
    print("Creating Nikola Site")
    print("====================")
    print()
    print("This is Nikola v8.3.1.  We will now ask you a few easy questions about your new site.")
    print("If you do not want to answer and want to go with the defaults instead, simply restart with the `-q` parameter.")
    print("--- Questions about the site ---")
    ask("Site title [My Nikola Site]: ")
    ask("Site author [Nikola Tesla]: ")
    ask("Site author's e-mail [n.tesla@example.com]: ")
    ask("Site description [This is a demo site for Nikola.]: ")
    ask("Site URL [https://example.com/]: ")
    ask("Enable pretty URLs (/page/ instead of /page.html) that don't need web server configuration? [Y/n] ")
    wait_forever()


# jhipster-like: `jhipster`'s generator, its banner and inquirer's
# questions, in raw mode with the cursor hidden on a list.
GREEN, CYAN, BOLD, DIM, RESET = "\x1b[32m", "\x1b[36m", "\x1b[1m", "\x1b[2m", "\x1b[0m"


def jhipster():
    out = sys.stdout
    banner = [
        "      ██╗ ██╗   ██╗ ████████╗ ███████╗   ██████╗ ████████╗ ████████╗ ███████╗",
        "      ██║ ██║   ██║ ╚══██╔══╝ ██╔═══██╗ ██╔════╝ ╚══██╔══╝ ██╔═════╝ ██╔═══██╗",
        "      ██║ ████████║    ██║    ███████╔╝ ╚█████╗     ██║    ██████╗   ███████╔╝",
        "██╗   ██║ ██╔═══██║    ██║    ██╔════╝   ╚═══██╗    ██║    ██╔═══╝   ██╔══██║",
        "╚██████╔╝ ██║   ██║ ████████╗ ██║       ██████╔╝    ██║    ████████╗ ██║  ╚██╗",
        " ╚═════╝  ╚═╝   ╚═╝ ╚═══════╝ ╚═╝       ╚═════╝     ╚═╝    ╚═══════╝ ╚═╝   ╚═╝",
    ]
    for l in banner:
        out.write(GREEN + l + RESET + "\r\n")
    out.write("                            https://www.jhipster.tech\r\n")
    out.write("Welcome to JHipster v8.1.0\r\n\r\n")
    out.write("Application files will be generated in folder: " + os.getcwd() + "\r\n")
    out.write(" _______________________________________________________________________________\r\n\r\n")
    out.write("  Documentation for creating an application is at https://www.jhipster.tech/\r\n")
    out.write("  If you find JHipster useful, consider sponsoring the project\r\n")
    out.write(" _______________________________________________________________________________\r\n\r\n")
    out.flush()
    fd = sys.stdin.fileno()
    old = termios.tcgetattr(fd)
    tty.setraw(fd)
    try:
        types = ["Monolithic application (recommended for simple projects)", "Gateway application",
                 "Microservice application"]
        q = GREEN + "?" + RESET + BOLD + " Which *type* of application would you like to create?" + RESET
        cur = 0

        def draw(first):
            if not first:
                out.write("\x1b[%dA" % len(types))
            out.write("\r\x1b[J" + q + DIM + " (Use arrow keys)" + RESET + "\r\n")
            for i, t in enumerate(types):
                if i == cur:
                    out.write(CYAN + "❯ " + t + RESET)
                else:
                    out.write("  " + t)
                if i < len(types) - 1:
                    out.write("\r\n")
            out.flush()

        out.write("\x1b[?25l")
        draw(True)
        while True:
            b = os.read(fd, 16)
            if b in (b"\x1b[B", b"\x1bOB") and cur < len(types) - 1:
                cur += 1
            elif b in (b"\x1b[A", b"\x1bOA") and cur > 0:
                cur -= 1
            elif b in (b"\r", b"\n"):
                break
            elif b == b"\x03":
                return
            else:
                continue
            draw(False)
        out.write("\x1b[%dA\r\x1b[J" % len(types))
        out.write(q + " " + CYAN + types[cur] + RESET + "\r\n")
        out.write("\x1b[?25h")
        name = os.path.basename(os.getcwd())
        for question, hint in (("What is the base name of your application?", "(" + name + ")"),
                               ("Do you want to make it reactive with Spring WebFlux?", "(y/N)")):
            out.write(GREEN + "?" + RESET + BOLD + " " + question + RESET + " " + DIM + hint + RESET + " ")
            out.flush()
            typed = ""
            done = False
            while not done:
                b = os.read(fd, 16)
                if b[:1] == b"\x1b":
                    continue
                for c in b.decode(errors="replace"):
                    if c in "\r\n":
                        done = True
                        break
                    if c == "\x03":
                        return
                    if c == "\x7f":
                        if typed:
                            typed = typed[:-1]
                            out.write("\b \b")
                    else:
                        typed += c
                        out.write(c)
                out.flush()
            out.write("\r\n")
        while True:
            b = os.read(fd, 16)
            if b == b"\x03":
                return
    finally:
        out.write("\x1b[?25h")
        out.flush()
        termios.tcsetattr(fd, termios.TCSADRAIN, old)


def main():
    tool = sys.argv[1]
    if tool == "xcp-ng":
        curses.wrapper(xcpng)
    elif tool == "ipcop":
        curses.wrapper(ipcop)
    elif tool == "award":
        curses.wrapper(award)
    elif tool == "zola":
        zola()
    elif tool == "nikola":
        nikola()
    elif tool == "jhipster":
        jhipster()
    else:
        sys.exit("unknown tool " + tool)


if __name__ == "__main__":
    main()
