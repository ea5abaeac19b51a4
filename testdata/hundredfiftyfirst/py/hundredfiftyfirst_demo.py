#!/usr/bin/env python3
"""The hundredfiftyfirst set's imitations: each draws what an installer or
setup wizard that cannot run here draws at one of its moments, with curses
on the alternate screen: dialog boxes on a blue root (Clonezilla's ocs
dialogs, alsaconf's), newt boxes on a blue root (whiptail's for
NextCloudPi's ncp-config, Mondo Rescue's mondoarchive, Red Hat's
timeconfig, Mageia's DrakX in text mode). The first argument names the
moment imitated."""
import curses
import sys
import time


def colours():
    curses.start_color()
    curses.init_pair(1, curses.COLOR_WHITE, curses.COLOR_BLUE)   # root
    curses.init_pair(2, curses.COLOR_BLACK, curses.COLOR_WHITE)  # window
    curses.init_pair(3, curses.COLOR_RED, curses.COLOR_WHITE)    # newt title
    curses.init_pair(4, curses.COLOR_WHITE, curses.COLOR_RED)    # newt focus
    curses.init_pair(5, curses.COLOR_BLACK, curses.COLOR_BLACK)  # shadow
    curses.init_pair(6, curses.COLOR_BLUE, curses.COLOR_WHITE)   # dialog title
    curses.init_pair(7, curses.COLOR_WHITE, curses.COLOR_BLUE)   # dialog focus
    curses.init_pair(8, curses.COLOR_RED, curses.COLOR_WHITE)    # dialog hotkey
    curses.init_pair(9, curses.COLOR_WHITE, curses.COLOR_BLUE)   # newt entry
    curses.init_pair(10, curses.COLOR_YELLOW, curses.COLOR_BLUE)  # dialog input


def wrap(text, width):
    out = []
    for para in text.split("\n"):
        line = ""
        for word in para.split():
            if line and len(line) + 1 + len(word) > width:
                out.append(line)
                line = word
            else:
                line = (line + " " + word).strip()
        out.append(line)
    return out


def root(scr, back, help_line=""):
    scr.bkgd(" ", curses.color_pair(1))
    scr.erase()
    H, W = scr.getmaxyx()
    if back:
        scr.addstr(0, 1, back, curses.color_pair(1) | curses.A_BOLD)
    if help_line:
        scr.addstr(H - 1, 0, help_line[:W - 1], curses.color_pair(1))
    scr.noutrefresh()
    return H, W


def frame(scr, y, x, h, w, title, titlepair):
    win = curses.newwin(h, w, y, x)
    win.bkgd(" ", curses.color_pair(2))
    win.erase()
    win.box()
    if title:
        t = " %s " % title
        win.addstr(0, max(1, (w - len(t)) // 2), t[:w - 2], curses.color_pair(titlepair) | curses.A_BOLD)
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
    scr.noutrefresh()
    return win


def put(win, y, x, s, attr=0):
    try:
        win.addstr(y, x, s, attr)
    except curses.error:
        pass


# dialog(1)'s buttons: `<  OK  >` `<Cancel>`, the focused one's label
# white on blue, its first letter red on the others.
def dialog_buttons(win, h, w, labels, focus):
    n = len(labels)
    gap = w // (n + 1)
    xs = []
    for j, b in enumerate(labels):
        bx = gap * (j + 1) - 5
        xs.append(bx)
        on = j == focus
        lab = b.center(8)
        put(win, h - 2, bx, "<", curses.color_pair(2))
        put(win, h - 2, bx + 1, lab, (curses.color_pair(7) | curses.A_BOLD) if on else curses.color_pair(2))
        if not on:
            k = len(lab) - len(lab.lstrip())
            put(win, h - 2, bx + 1 + k, b[0], curses.color_pair(8) | curses.A_BOLD)
        put(win, h - 2, bx + 9, ">", curses.color_pair(2))
    put(win, h - 3, 1, "─" * (w - 2), curses.color_pair(2))
    win.addch(h - 3, 0, curses.ACS_LTEE)
    win.addch(h - 3, w - 1, curses.ACS_RTEE)
    return xs


CZ_BACK = "NCHC Free Software Labs, Taiwan"
CZ_TITLE = "Clonezilla - Opensource Clone System (OCS)"


# A dialog --menu, --radiolist or --checklist: kind "menu", "radio" or
# "check"; marks for the last two.
def dialog_list(scr, back, title, text, items, kind, cur, marks, width=76, tagw=None):
    win = None
    while True:
        H, W = root(scr, back)
        if back:
            scr.hline(1, 1, curses.ACS_HLINE, W - 2)
            scr.noutrefresh()
        lines = wrap(text, width - 4)
        h = len(lines) + len(items) + 6
        y, x = max(2, (H - h) // 2), (W - width) // 2
        win = frame(scr, y, x, h, width, title, 6)
        for i, line in enumerate(lines):
            put(win, 1 + i, 2, line)
        top = len(lines) + 1
        # the list's own box
        put(win, top, 2, "┌" + "─" * (width - 6) + "┐")
        for i in range(len(items)):
            put(win, top + 1 + i, 2, "│")
            put(win, top + 1 + i, width - 3, "│")
        put(win, top + 1 + len(items), 2, "└" + "─" * (width - 6) + "┘")
        tw = tagw or max(len(t) for t, _ in items) + 1
        cx = 0
        for i, (tag, desc) in enumerate(items):
            row = top + 1 + i
            col = 4
            if kind != "menu":
                box = ("(%s)" if kind == "radio" else "[%s]") % ("*" if marks[i] else " ")
                put(win, row, col, box, curses.color_pair(2))
                col += 4
            if i == cur:
                cx = col
                put(win, row, col, tag.ljust(tw), curses.color_pair(7) | curses.A_BOLD)
                put(win, row, col + tw + 1, desc[:width - col - tw - 6], curses.color_pair(7) | curses.A_BOLD)
            else:
                put(win, row, col, tag[0], curses.color_pair(8) | curses.A_BOLD)
                put(win, row, col + 1, tag[1:].ljust(tw - 1))
                put(win, row, col + tw + 1, desc[:width - col - tw - 6])
        dialog_buttons(win, h, width, ["OK", "Cancel"], 0)
        win.move(top + 1 + cur, cx)
        win.noutrefresh()
        curses.doupdate()
        win.keypad(True)
        k = win.getch()
        if k == curses.KEY_DOWN and cur < len(items) - 1:
            cur += 1
        elif k == curses.KEY_UP and cur > 0:
            cur -= 1
        elif k == ord(" ") and kind == "radio":
            marks = [i == cur for i in range(len(items))]
        elif k == ord(" ") and kind == "check":
            marks[cur] = not marks[cur]


# A dialog --inputbox: the field under the text, the cursor after its
# value; typed keys go on at its end.
def dialog_input(scr, back, title, text, value, width=70):
    while True:
        H, W = root(scr, back)
        if back:
            scr.hline(1, 1, curses.ACS_HLINE, W - 2)
            scr.noutrefresh()
        lines = wrap(text, width - 4)
        h = len(lines) + 7
        y, x = (H - h) // 2, (W - width) // 2
        win = frame(scr, y, x, h, width, title, 6)
        for i, line in enumerate(lines):
            put(win, 1 + i, 2, line)
        fy = len(lines) + 1
        put(win, fy, 2, "┌" + "─" * (width - 6) + "┐")
        put(win, fy + 1, 2, "│")
        put(win, fy + 1, 3, value.ljust(width - 6), curses.color_pair(2))
        put(win, fy + 1, width - 3, "│")
        put(win, fy + 2, 2, "└" + "─" * (width - 6) + "┘")
        dialog_buttons(win, h, width, ["OK", "Cancel"], 0)
        win.move(fy + 1, 3 + len(value))
        win.noutrefresh()
        curses.doupdate()
        win.keypad(True)
        k = win.getch()
        if k in (curses.KEY_BACKSPACE, 127, 8):
            value = value[:-1]
        elif 32 <= k < 127:
            value += chr(k)


# A dialog --msgbox: a page of text over one button, OK.
def dialog_msg(scr, back, title, text, width=72):
    H, W = root(scr, back)
    lines = text.split("\n")
    h = len(lines) + 5
    y, x = (H - h) // 2, (W - width) // 2
    win = frame(scr, y, x, h, width, title, 6)
    for i, line in enumerate(lines):
        put(win, 1 + i, 2, line)
    xs = dialog_buttons(win, h, width, ["OK"], 0)
    win.move(h - 2, xs[0] + 4)
    win.noutrefresh()
    curses.doupdate()
    while True:
        win.getch()


CZ_LANGS = [("ca_ES.UTF-8", "Catalan | Català"), ("de_DE.UTF-8", "German | Deutsch"),
            ("en_US.UTF-8", "English"), ("es_ES.UTF-8", "Spanish | Español"),
            ("fr_FR.UTF-8", "French | Français"), ("hu_HU.UTF-8", "Hungarian | Magyar"),
            ("it_IT.UTF-8", "Italian | Italiano")]
CZ_ZIP = [("-z9p", "Use parallel zstd compression, for multicore/CPU"),
          ("-z1p", "Use parallel gzip compression, for multicore/CPU"),
          ("-z1", "gzip compression (fast with a smaller image)"),
          ("-z2p", "Use parallel bzip2 compression, for multicore/CPU"),
          ("-z3", "lzo compression (faster with an image size"),
          ("-z0", "No compression (fastest but largest image size)")]
CZ_EXTRA = [("-c", "Client waits for confirmation before cloning"),
            ("-j2", "Clone the hidden data after the MBR"),
            ("-nogui", "Use text output only, no TUI/GUI output"),
            ("-a", "Do NOT force to turn on HD DMA"),
            ("-rm-win-swap-hib", "Remove Windows page and hibernation files"),
            ("-ntfs-ok", "Skip checking NTFS integrity"),
            ("-rescue", "Go on reading the next block on errors"),
            ("-gm", "Generate image MD5 checksums")]


# clonezilla-like: Clonezilla live's ocs dialogs.
def clonezilla(which):
    def run(scr):
        curses.curs_set(1)
        colours()
        if which == "lang":
            dialog_list(scr, CZ_BACK, "Choose language", "Which language do you prefer:",
                        CZ_LANGS, "menu", 2, None, width=56)
        elif which == "name":
            name = time.strftime("%Y-%m-%d-%H-img")
            dialog_input(scr, CZ_BACK, CZ_TITLE + " | Mode: savedisk",
                         "Input a name for the saved image to use.", name)
        elif which == "zip":
            dialog_list(scr, CZ_BACK, "Clonezilla advanced extra parameters",
                        "Choose the compression option. If you have no idea, keep the default value, "
                        "i.e. do NOT change anything.", CZ_ZIP, "radio", 0,
                        [True] + [False] * (len(CZ_ZIP) - 1))
        elif which == "extra":
            dialog_list(scr, CZ_BACK, "Clonezilla advanced extra parameters",
                        "Set advanced parameters (multiple choices available). If you have no idea, "
                        "keep the default value and do NOT change anything. Just press Enter.",
                        CZ_EXTRA, "check", 0, [True, True] + [False] * (len(CZ_EXTRA) - 2))
    curses.wrapper(run)


ALSA_CARDS = [("legacy", "Probe legacy ISA (non-PnP) chips"),
              ("snd-hda-intel", "Intel Corporation Cannon Lake PCH cAVS"),
              ("snd-usb-audio", "C-Media Electronics Inc. USB Audio Device")]


# alsaconf-like: alsa-utils' alsaconf, its dialog boxes.
def alsaconf(which):
    def run(scr):
        curses.curs_set(1)
        colours()
        if which == "intro":
            dialog_msg(scr, "", "ALSA CONFIGURATOR",
                       "                 version 1.2.8\n\n"
                       "            This script is a configurator for\n"
                       "    Advanced Linux Sound Architecture (ALSA) driver.\n\n\n"
                       "  If ALSA is already running, you should close all sound\n"
                       "  apps now and stop the sound driver.\n"
                       "  alsaconf will try to do this, but it's not 100% sure.", width=64)
        else:
            dialog_list(scr, "", "Soundcard Selection",
                        "Following card(s) are found on your system.\nChoose a soundcard to configure:",
                        ALSA_CARDS, "menu", 0, None, width=70)
    curses.wrapper(run)


NEWT_HELP = "  <Tab>/<Alt-Tab> between elements   |  <Space> selects   |  <F12> next screen"


def newt_buttons(win, h, w, labels, focus, compact=False):
    n = len(labels)
    xs = []
    for j, b in enumerate(labels):
        s = ("<%s>" if compact else "< %s >") % b
        bx = (w * (j + 1)) // (n + 1) - len(s) // 2
        xs.append(bx)
        attr = curses.color_pair(4) if j == focus else curses.color_pair(2)
        put(win, h - 2, bx, s, attr)
    return xs


NCP = [("CONFIG", "Configuration tools for NextCloudPi"), ("BACKUPS", "Backup and restore tools"),
       ("NETWORKING", "Network and access tools"), ("SECURITY", "Security tools"),
       ("SYSTEM", "System tools"), ("TOOLS", "Extra tools"), ("UPDATES", "Update tools")]


# ncp-config-like: NextCloudPi's ncp-config, whiptail's menu.
def ncp():
    def run(scr):
        curses.curs_set(0)
        colours()
        cur = 0
        while True:
            H, W = root(scr, "")
            w, h = 66, len(NCP) + 8
            y, x = (H - h) // 2, (W - w) // 2
            win = frame(scr, y, x, h, w, "NextCloudPi Software Configuration Tool (ncp-config)", 3)
            put(win, 1, 2, "Select a configuration item:")
            for i, (tag, desc) in enumerate(NCP):
                attr = curses.color_pair(4) if i == cur else curses.color_pair(2)
                put(win, 3 + i, 6, tag.ljust(12) + desc.ljust(40), attr)
            newt_buttons(win, h, w, ["Select", "Exit"], -1, compact=True)
            win.move(3 + cur, 6)
            win.noutrefresh()
            curses.doupdate()
            win.keypad(True)
            k = win.getch()
            if k == curses.KEY_DOWN and cur < len(NCP) - 1:
                cur += 1
            elif k == curses.KEY_UP and cur > 0:
                cur -= 1
    curses.wrapper(run)


MONDO_BACK = "Mondo Rescue v3.3.0 : Backup tool for Linux. Press <Ctrl-C> to abort"


# mondoarchive-like: Mondo Rescue's mondoarchive, its newt windows.
def mondo(which):
    def run(scr):
        colours()
        help_line = "Mondo Rescue is GPL'd software. Press <Tab> to move, <Enter> to choose."
        if which == "gauge":
            curses.curs_set(0)
            p, t0 = 11, 0
            while True:
                H, W = root(scr, MONDO_BACK, help_line)
                w, h = 66, 9
                y, x = (H - h) // 2, (W - w) // 2
                win = frame(scr, y, x, h, w, "Backing up filesystem", 3)
                put(win, 1, 2, "I am backing up your live filesystem now.")
                put(win, 2, 2, "Please wait. This may take a couple of hours.")
                put(win, 4, 2, "Working...")
                bw = w - 8
                fill = bw * p // 100
                put(win, 5, 4, " " * bw, curses.color_pair(9))
                put(win, 5, 4, " " * fill, curses.color_pair(4))
                lab = "%d%%" % p
                put(win, 5, 4 + (bw - len(lab)) // 2, lab,
                    (curses.color_pair(4) if fill > bw // 2 else curses.color_pair(9)) | curses.A_BOLD)
                left = max(0, 600 - t0 * 6)
                put(win, 6, 2, "%d%% done; %d:%02d to go" % (p, left // 60, left % 60))
                win.noutrefresh()
                curses.doupdate()
                time.sleep(0.6)
                t0 += 1
                if p < 96:
                    p += 1
        elif which == "verify":
            curses.curs_set(0)
            focus = 0
            while True:
                H, W = root(scr, MONDO_BACK, help_line)
                w, h = 44, 7
                y, x = (H - h) // 2, (W - w) // 2
                win = frame(scr, y, x, h, w, "Question", 3)
                put(win, 2, (w - 20) // 2, "Verify after backup?")
                xs = newt_buttons(win, h, w, ["Yes", "No"], focus)
                win.move(h - 2, xs[focus] + 2)
                win.noutrefresh()
                curses.doupdate()
                win.keypad(True)
                k = win.getch()
                if k in (9, curses.KEY_RIGHT, curses.KEY_LEFT):
                    focus = 1 - focus
        elif which == "done":
            curses.curs_set(0)
            H, W = root(scr, MONDO_BACK, help_line)
            w, h = 62, 8
            y, x = (H - h) // 2, (W - w) // 2
            win = frame(scr, y, x, h, w, "Alert", 3)
            put(win, 1, 2, "Backup and/or verify ran to completion. Everything appears")
            put(win, 2, 2, "to be fine.")
            xs = newt_buttons(win, h, w, ["OK"], 0)
            win.move(h - 2, xs[0] + 2)
            win.noutrefresh()
            curses.doupdate()
            while True:
                win.getch()
    curses.wrapper(run)


ZONES = ["America/Chicago", "America/Denver", "America/Los_Angeles", "America/New_York",
         "America/Phoenix", "Europe/Berlin", "Europe/London", "Europe/Paris"]


# timeconfig-like: Red Hat's timeconfig, its newt window.
def timeconfig():
    def run(scr):
        curses.curs_set(0)
        colours()
        cur = 3
        while True:
            H, W = root(scr, "timeconfig 3.2.9 - (C) 1999 Red Hat, Inc.", NEWT_HELP)
            w, h = 40, len(ZONES) + 8
            y, x = (H - h) // 2, (W - w) // 2
            win = frame(scr, y, x, h, w, "Timezone Selection", 3)
            put(win, 1, 2, "[*] System clock uses UTC")
            put(win, 3, 4, "┌" + "─" * 26 + "┐")
            for i, z in enumerate(ZONES):
                put(win, 4 + i, 4, "│")
                attr = curses.color_pair(4) if i == cur else curses.color_pair(2)
                put(win, 4 + i, 5, (" " + z).ljust(26), attr)
                put(win, 4 + i, 31, "│")
            put(win, 4 + len(ZONES), 4, "└" + "─" * 26 + "┘")
            newt_buttons(win, h, w, ["Ok", "Cancel"], -1)
            win.move(4 + cur, 6)
            win.noutrefresh()
            curses.doupdate()
            win.keypad(True)
            k = win.getch()
            if k == curses.KEY_DOWN and cur < len(ZONES) - 1:
                cur += 1
            elif k == curses.KEY_UP and cur > 0:
                cur -= 1
    curses.wrapper(run)


# drakx-like: Mageia's DrakX installer in text mode, its root password
# window: two hidden entries, stars for what is typed.
def drakx():
    def run(scr):
        curses.curs_set(1)
        colours()
        typed = ""
        while True:
            H, W = root(scr, "Mageia 9 Installation", NEWT_HELP)
            w, h = 56, 10
            y, x = (H - h) // 2, (W - w) // 2
            win = frame(scr, y, x, h, w, "Set administrator (root)'s password", 3)
            put(win, 1, 2, "Set administrator (root)'s password")
            put(win, 3, 2, "Password".rjust(17))
            put(win, 3, 21, ("*" * len(typed)).ljust(28), curses.color_pair(9))
            put(win, 4, 2, "Password (again)".rjust(17))
            put(win, 4, 21, " " * 28, curses.color_pair(9))
            newt_buttons(win, h, w, ["Next", "Previous"], -1)
            win.move(3, 21 + len(typed))
            win.noutrefresh()
            curses.doupdate()
            win.keypad(True)
            k = win.getch()
            if k in (curses.KEY_BACKSPACE, 127, 8):
                typed = typed[:-1]
            elif 32 <= k < 127:
                typed += chr(k)
    curses.wrapper(run)


def main():
    what = sys.argv[1]
    if what.startswith("clonezilla-"):
        clonezilla(what[len("clonezilla-"):])
    elif what.startswith("alsaconf-"):
        alsaconf(what[len("alsaconf-"):])
    elif what == "ncp-config":
        ncp()
    elif what.startswith("mondo-"):
        mondo(what[len("mondo-"):])
    elif what == "timeconfig":
        timeconfig()
    elif what == "drakx":
        drakx()
    else:
        sys.exit("unknown: " + what)


if __name__ == "__main__":
    try:
        main()
    except KeyboardInterrupt:
        pass
