"""One full-screen program imitated, named by the first argument: a
fixture of agentty's threehundredsixth set, whose screens were never
used to tune the mode classifier. Each draws what a program that cannot
run here draws (its words, layout, colours, reverse video, cursor) at
its moments: an internet radio player's tree of stations with the
selected row, a folder opened, a station playing and a favourite added;
a PulseAudio mixer's tabs of streams and devices with their volume
bars, a stream's output device dropped down and its configuration tab;
a download manager's top-like list of downloads with its help, its
sort-by and remove panels and its line for new URIs; and a roguelike's
map with its inventory, its help, its character screen and a yes/no
to quit. Keys are read one at a time, raw, not echoed. Runs with
Debian's python3 and its standard library only (curses)."""

import curses
import os
import sys

os.environ.setdefault("ESCDELAY", "25")

ENTER = (10, 13, curses.KEY_ENTER)
ESC = 27
BACKSPACE = (8, 127, curses.KEY_BACKSPACE)

(DEF, BW, CYAN, YEL, GREEN, RED, BLUE, WHITE, ONCYAN, ONGREEN) = range(1, 11)


def cp(n):
    return curses.color_pair(n) if curses.has_colors() else 0


def colours():
    if not curses.has_colors():
        return
    curses.start_color()
    try:
        curses.use_default_colors()
        bg = -1
    except curses.error:
        bg = curses.COLOR_BLACK
    curses.init_pair(DEF, curses.COLOR_WHITE, bg)
    curses.init_pair(BW, curses.COLOR_BLACK, curses.COLOR_WHITE)
    curses.init_pair(CYAN, curses.COLOR_CYAN, bg)
    curses.init_pair(YEL, curses.COLOR_YELLOW, bg)
    curses.init_pair(GREEN, curses.COLOR_GREEN, bg)
    curses.init_pair(RED, curses.COLOR_RED, bg)
    curses.init_pair(BLUE, curses.COLOR_BLUE, bg)
    curses.init_pair(WHITE, curses.COLOR_WHITE, bg)
    curses.init_pair(ONCYAN, curses.COLOR_BLACK, curses.COLOR_CYAN)
    curses.init_pair(ONGREEN, curses.COLOR_BLACK, curses.COLOR_GREEN)


def put(scr, y, x, s, attr=0):
    """Writes s at y, x, clipped to the screen."""
    h, w = scr.getmaxyx()
    if y < 0 or y >= h or x >= w or x < 0:
        return
    s = s[: max(0, w - x)]
    if y == h - 1 and x + len(s) >= w:
        s = s[: w - x - 1]
    try:
        scr.addstr(y, x, s, attr)
    except curses.error:
        pass


def cursor(on):
    try:
        curses.curs_set(1 if on else 0)
    except curses.error:
        pass


def box(scr, y, x, h, w, title="", attr=0):
    """Draws a box, its inside blanked, its title in its top rule."""
    put(scr, y, x, "┌" + "─" * (w - 2) + "┐", attr)
    for i in range(1, h - 1):
        put(scr, y + i, x, "│" + " " * (w - 2) + "│", attr)
    put(scr, y + h - 1, x, "└" + "─" * (w - 2) + "┘", attr)
    if title:
        put(scr, y, x + 2, title, attr)


# curseradio: an OPML directory of internet radio (TuneIn's) as an
# outline, folders opened in place, the selected row in reverse video,
# a status row at the foot saying what plays.

CR_TREE = [
    ("Local Radio", []),
    ("Music", [
        ("Classical", []),
        ("Decades", []),
        ("Electronic", []),
        ("Jazz", []),
        ("Radio Paradise - Main Mix (Eclectic)", None),
        ("SomaFM: Groove Salad (Ambient Chill)", None),
        ("FIP (Eclectic)", None),
    ]),
    ("Talk", []),
    ("Sports", []),
    ("By Location", []),
    ("By Language", []),
    ("Podcasts", []),
    ("Favourites", []),
]


def cr_rows(opened, favs):
    rows = []
    for name, kids in CR_TREE:
        if name == "Favourites":
            kids = [(f, None) for f in favs]
        rows.append((0, name, kids, name in opened))
        if name in opened:
            for k, sub in kids:
                rows.append((1, k, sub, False))
    return rows


def curseradio(scr):
    sel, opened, favs, playing, note = 0, set(), [], "", ""
    while True:
        scr.erase()
        cursor(False)
        h, w = scr.getmaxyx()
        rows = cr_rows(opened, favs)
        sel = max(0, min(sel, len(rows) - 1))
        for i, (lvl, name, kids, isopen) in enumerate(rows[: h - 1]):
            mark = ("-" if isopen else "+") if kids is not None else " "
            s = "  " * lvl + mark + " " + name
            attr = curses.A_REVERSE if i == sel else 0
            put(scr, i, 0, s.ljust(w), attr)
        status = "Playing: " + playing if playing else "Stopped"
        if note:
            status += "  (" + note + ")"
        put(scr, h - 1, 0, status.ljust(w - 1), curses.A_REVERSE)
        scr.refresh()
        note = ""
        k = scr.getch()
        if k in (ord("q"), 3):
            return
        if k in (curses.KEY_DOWN, ord("j")):
            sel += 1
        elif k in (curses.KEY_UP, ord("k")):
            sel -= 1
        elif k == curses.KEY_HOME:
            sel = 0
        elif k in ENTER:
            lvl, name, kids, isopen = rows[sel]
            if kids is None:
                playing = name
            elif isopen:
                opened.discard(name)
            else:
                opened.add(name)
        elif k == ord(" "):
            playing = ""
        elif k == ord("f"):
            lvl, name, kids, isopen = rows[sel]
            if kids is None and name not in favs:
                favs.append(name)
                note = "added to favourites"


# ncpamixer: tabs on the first row, each stream or device three rows
# (its name, its volume bar, a blank), the selected one's name in
# reverse video, a drop-down box of choices under it on Enter.

NC_TABS = ["Playback (F1)", "Recording (F2)", "Output Devices (F3)", "Input Devices (F4)", "Configuration (F5)"]

NC_ITEMS = {
    0: [("Firefox: AudioStream", 62, "Built-in Audio Analog Stereo"),
        ("mpv: Radio Paradise - Main Mix", 85, "Built-in Audio Analog Stereo"),
        ("System Sounds", 40, "Built-in Audio Analog Stereo")],
    1: [("Mumble: Microphone", 74, "Built-in Audio Analog Stereo")],
    2: [("Built-in Audio Analog Stereo", 70, "Analog Output"),
        ("HDMI / DisplayPort 2 Output", 100, "HDMI 2"),
        ("Jabra Evolve 65 Analog Stereo", 55, "Headset")],
    3: [("Built-in Audio Analog Stereo", 74, "Internal Microphone"),
        ("Monitor of Built-in Audio Analog Stereo", 100, "")],
    4: [("Built-in Audio", 0, "Analog Stereo Duplex"),
        ("Jabra Evolve 65", 0, "Headset Head Unit (HSP/HFP)")],
}

NC_SINKS = ["Built-in Audio Analog Stereo", "HDMI / DisplayPort 2 Output", "Jabra Evolve 65 Analog Stereo"]
NC_PROFILES = ["Analog Stereo Duplex", "Analog Stereo Output", "Digital Stereo (HDMI 2) Output", "Off"]


def nc_bar(scr, y, w, vol, muted):
    width = w - 10
    fill = width * vol // 150
    for i in range(width):
        if i < fill:
            c = cp(GREEN) if i < width * 2 // 3 * 100 // 150 * 3 // 2 else cp(YEL)
            if i >= width * 100 // 150:
                c = cp(RED)
            put(scr, y, 1 + i, "▮", (cp(WHITE) | curses.A_DIM) if muted else c)
        else:
            put(scr, y, 1 + i, "▯", curses.A_DIM)
    put(scr, y, w - 8, ("%3d%%" % vol) + (" M" if muted else ""))


def ncpamixer(scr):
    tab, sel, drop, vols, muted = 0, 0, None, {}, set()
    while True:
        scr.erase()
        cursor(False)
        h, w = scr.getmaxyx()
        x = 0
        for i, t in enumerate(NC_TABS):
            put(scr, 0, x, t, curses.A_REVERSE if i == tab else 0)
            x += len(t) + 2
        items = NC_ITEMS[tab]
        sel = max(0, min(sel, len(items) - 1))
        for i, (name, vol, target) in enumerate(items):
            y = 2 + i * 3
            attr = curses.A_REVERSE if i == sel else 0
            put(scr, y, 1, name, attr)
            if tab == 4:
                put(scr, y + 1, 1, "Profile: ", curses.A_BOLD)
                put(scr, y + 1, 10, "[ " + target + " ]")
                continue
            if target:
                put(scr, y, w - len(target) - 3, target)
            nc_bar(scr, y + 1, w, vols.get((tab, i), vol), (tab, i) in muted)
        if drop is not None:
            opts = NC_PROFILES if tab == 4 else NC_SINKS
            bw = max(len(o) for o in opts) + 4
            y = 2 + sel * 3 + (2 if tab == 4 else 1)
            bx = 10 if tab == 4 else w - bw - 2
            box(scr, y, bx, len(opts) + 2, bw)
            for i, o in enumerate(opts):
                put(scr, y + 1 + i, bx + 1, (" " + o).ljust(bw - 2), curses.A_REVERSE if i == drop else 0)
        scr.refresh()
        k = scr.getch()
        if drop is not None:
            opts = NC_PROFILES if tab == 4 else NC_SINKS
            if k in (ord("j"), curses.KEY_DOWN):
                drop = min(drop + 1, len(opts) - 1)
            elif k in (ord("k"), curses.KEY_UP):
                drop = max(drop - 1, 0)
            elif k in ENTER + (ESC, ord("q")):
                drop = None
            continue
        if k in (ord("q"), 3):
            return
        if k in (ord("j"), curses.KEY_DOWN):
            sel += 1
        elif k in (ord("k"), curses.KEY_UP):
            sel -= 1
        elif k in (ord("\t"),):
            tab, sel = (tab + 1) % 5, 0
        elif curses.KEY_F1 <= k <= curses.KEY_F5:
            tab, sel = k - curses.KEY_F1, 0
        elif k in (ord("l"), curses.KEY_RIGHT, ord("h"), curses.KEY_LEFT) and tab != 4:
            v = vols.get((tab, sel), items[sel][1])
            v += 5 if k in (ord("l"), curses.KEY_RIGHT) else -5
            vols[(tab, sel)] = max(0, min(150, v))
        elif k == ord("m") and tab != 4:
            muted ^= {(tab, sel)}
        elif k in ENTER and tab in (0, 1, 4):
            cur = items[sel][2]
            opts = NC_PROFILES if tab == 4 else NC_SINKS
            drop = opts.index(cur) if cur in opts else 0


# aria2p top: a top-like list of an aria2 daemon's downloads, its
# header row on green, the selected row on cyan, the function keys on
# the last row; its help screen, its sort-by and remove panels at the
# left, a line for new URIs at the foot.

AR_DOWNLOADS = [
    ("9f1c0e3b2a7d5c41", "active", "63.42%", "4.2 GiB", "8.31 MiB/s", "0 B/s", "3m12s", "debian-13.2.0-amd64-DVD-1.iso"),
    ("2b7e4d9a0c6f1835", "active", "12.07%", "1.1 GiB", "2.04 MiB/s", "412.6 KiB/s", "8m01s", "ubuntu-24.04.3-live-server-amd64.iso"),
    ("c40a8f2e7b1d9366", "paused", "48.90%", "743 MiB", "0 B/s", "0 B/s", "-", "Blender-4.2-LTS.tar.xz"),
    ("5e9d3c1a8f0b7242", "waiting", "0.00%", "2.3 GiB", "0 B/s", "0 B/s", "-", "archlinux-2026.11.01-x86_64.iso"),
    ("a83f6b2d4e9c0517", "complete", "100.00%", "88 MiB", "0 B/s", "0 B/s", "-", "go1.24.4.linux-amd64.tar.gz"),
    ("71c5e0d9b3a2f684", "error", "3.15%", "512 MiB", "0 B/s", "0 B/s", "-", "kernel-source-6.17.tar.xz"),
]

AR_SORTS = ["GID", "STATUS", "PROGRESS", "SIZE", "DOWN_SPEED", "UP_SPEED", "ETA", "NAME"]
AR_REMOVE = ["Remove", "Force remove"]

AR_HELP = [
    "aria2p 0.12.1 — (C) 2018-2025 Timothée Mazzucotelli and contributors.",
    "Released under the ISC license.",
    "",
    "Interactive interface to monitor and control your aria2 daemon.",
    "",
    "Keys:",
    "  F1, ?          show this help",
    "  F6, <, >       select a column to sort by",
    "  F9, Del        remove the selected download",
    "  F10, q, Esc    quit",
    "  p              toggle pause on the selected download",
    "  a              add URIs",
    "  Up, Down       move the selection",
    "  Home, End      select the first or last download",
    "",
    "Press any key to return.",
]

AR_FOOT = [("F1", "Help"), ("F2", "Setup"), ("F3", "Search"), ("F4", "Filter"), ("F5", "Tree"),
           ("F6", "SortBy"), ("F7", "Nice -"), ("F8", "Nice +"), ("F9", "Kill"), ("F10", "Quit")]


def ar_row(d):
    return "%-16s %-8s %8s %8s %11s %11s %6s %s" % d


def aria2p(scr):
    sel, panel, pick, sortcol, rows, line = 0, None, 0, 7, list(AR_DOWNLOADS), None
    while True:
        scr.erase()
        cursor(False)
        h, w = scr.getmaxyx()
        left = 0
        if panel is not None:
            left = 16
            title = "Sort by" if panel == "sort" else "Remove"
            opts = AR_SORTS if panel == "sort" else AR_REMOVE
            put(scr, 0, 0, title.ljust(left - 1), cp(ONGREEN))
            for i, o in enumerate(opts):
                put(scr, 1 + i, 0, o.ljust(left - 1), cp(ONCYAN) if i == pick else 0)
        head = "%-16s %-8s %8s %8s %11s %11s %6s %s" % ("GID", "STATUS", "PROGRESS", "SIZE", "DOWN_SPEED", "UP_SPEED", "ETA", "NAME")
        put(scr, 0, left, head.ljust(w - left), cp(ONGREEN))
        for i, d in enumerate(rows):
            put(scr, 1 + i, left, ar_row(d).ljust(w - left)[: w - left], cp(ONCYAN) if i == sel else 0)
        x = 0
        for k, label in AR_FOOT:
            put(scr, h - 1, x, k)
            x += len(k)
            put(scr, h - 1, x, label.ljust(6), cp(ONCYAN))
            x += 6
        if line is not None:
            put(scr, h - 1, 0, " " * (w - 1))
            put(scr, h - 1, 0, "Add URIs: ", curses.A_BOLD)
            put(scr, h - 1, 10, line)
            cursor(True)
            scr.move(h - 1, 10 + len(line))
        scr.refresh()
        k = scr.getch()
        if line is not None:
            if k in ENTER or k == ESC:
                line = None
            elif k in BACKSPACE:
                line = line[:-1]
            elif 32 <= k < 127:
                line += chr(k)
            continue
        if panel is not None:
            opts = AR_SORTS if panel == "sort" else AR_REMOVE
            if k == curses.KEY_DOWN:
                pick = min(pick + 1, len(opts) - 1)
            elif k == curses.KEY_UP:
                pick = max(pick - 1, 0)
            elif k in ENTER:
                if panel == "sort":
                    sortcol = pick
                    rows.sort(key=lambda d: d[sortcol])
                else:
                    del rows[sel]
                panel = None
            elif k in (ESC, ord("q")):
                panel = None
            continue
        if k in (ord("q"), ESC, curses.KEY_F10, 3):
            return
        if k == curses.KEY_DOWN:
            sel = min(sel + 1, len(rows) - 1)
        elif k == curses.KEY_UP:
            sel = max(sel - 1, 0)
        elif k in (ord("?"), curses.KEY_F1):
            scr.erase()
            for i, s in enumerate(AR_HELP):
                put(scr, i, 0, s)
            scr.refresh()
            scr.getch()
        elif k in (curses.KEY_F6, ord("<"), ord(">")):
            panel, pick = "sort", sortcol
        elif k in (curses.KEY_F9, curses.KEY_DC):
            panel, pick = "remove", 0
        elif k == ord("a"):
            line = ""


# DoomRL: two message rows at the top, the map, three status rows at
# the foot; the inventory as a framed menu, the help and the character
# screens full, a yes/no on the message row.

DR_MAP = [
    "##########################################              ################",
    "#........................................#              #..............#",
    "#...........######.......................#              #......h.......#",
    "#...........#....#.......................##########/#####..............#",
    "#...........#....#.......................+.....................[......#",
    "#...........###/##.......................######################........#",
    "#........................................#              #..............#",
    "#.......................@................#              ################",
    "#.................................!......#                              ",
    "#........................................#                              ",
    "######################/###################                              ",
    "                      .                                                 ",
    "                      .                                                 ",
    "            ##########.##########                                       ",
    "            #...................>#                                      ",
    "            ######################                                      ",
]

DR_INV = [
    ("a", "pistol (2d4) [6/6]"),
    ("b", "combat knife (1d6)"),
    ("c", "10mm ammo (x24)"),
    ("d", "small med-pack"),
    ("e", "small med-pack"),
    ("f", "green armor [1/1] (100%)"),
]

DR_HELP = [
    "                         DoomRL Help - Commands",
    "",
    "  Arrows, numpad   move / attack          f  fire weapon",
    "  .                wait a turn            r  reload weapon",
    "  >                descend stairs         u  use an item",
    "  ,  g             pick up                d  drop an item",
    "  i                inventory              e  equipment",
    "  l                look around            t  tactics (running, cautious)",
    "  z                swap weapon            @  character info",
    "  P                previous messages      Q  quit the game",
    "  ?                this help              S  save and quit",
    "",
    "  Press <Escape> to exit.",
]


def dr_map(scr, at, msg):
    scr.erase()
    put(scr, 0, 0, msg)
    for i, row in enumerate(DR_MAP):
        for j, ch in enumerate(row):
            if (i, j) == tuple(at):
                continue
            attr = 0
            if ch == "#":
                attr = cp(WHITE) | curses.A_DIM
            elif ch == ".":
                attr = cp(BLUE)
            elif ch in "/+":
                attr = cp(YEL)
            elif ch == "h":
                attr = cp(RED) | curses.A_BOLD
            elif ch in "![":
                attr = cp(GREEN) | curses.A_BOLD
            elif ch == ">":
                attr = cp(WHITE) | curses.A_BOLD
            put(scr, 2 + i, 2 + j, "." if ch == "@" else ch, attr)
    put(scr, 2 + at[0], 2 + at[1], "@", cp(WHITE) | curses.A_BOLD)
    put(scr, 21, 1, "Doomguy")
    put(scr, 21, 34, "Armor : green armor [1/1] (100%)")
    put(scr, 22, 1, "Health: ")
    put(scr, 22, 9, "100%", cp(GREEN) | curses.A_BOLD)
    put(scr, 22, 14, " Exp:  1/12%")
    put(scr, 22, 34, "Weapon: pistol (2d4) [6/6]")
    put(scr, 23, 1, "cautious", cp(YEL))
    put(scr, 23, 60, "Phobos Base Lev 2", cp(RED))


def doomrl(scr):
    at = [7, 24]
    msg = "Welcome to level 2. You hear the snarl of a hungry hell hound."
    while True:
        dr_map(scr, at, msg)
        cursor(False)
        scr.refresh()
        msg = ""
        k = scr.getch()
        if k in (curses.KEY_RIGHT, ord("6")):
            at[1] += 1
        elif k in (curses.KEY_LEFT, ord("4")):
            at[1] -= 1
        elif k in (curses.KEY_UP, ord("8")):
            at[0] -= 1
        elif k in (curses.KEY_DOWN, ord("2")):
            at[0] += 1
        elif k == ord("i"):
            dr_inventory(scr)
        elif k == ord("?"):
            scr.erase()
            for i, s in enumerate(DR_HELP):
                put(scr, 2 + i, 0, s, cp(YEL) if i == 0 else 0)
            scr.refresh()
            while scr.getch() != ESC:
                pass
        elif k == ord("@"):
            dr_sheet(scr)
        elif k == ord("Q"):
            q = "Are you sure you want to quit? [y/n]"
            put(scr, 0, 0, q.ljust(79), cp(YEL))
            cursor(True)
            scr.move(0, len(q))
            scr.refresh()
            if scr.getch() in (ord("y"), ord("Y")):
                return
            cursor(False)


def dr_inventory(scr):
    pick = 0
    while True:
        box(scr, 2, 14, len(DR_INV) + 5, 50, attr=cp(WHITE))
        put(scr, 2, 16, " Inventory ", cp(YEL) | curses.A_BOLD)
        for i, (k, n) in enumerate(DR_INV):
            attr = curses.A_REVERSE if i == pick else 0
            put(scr, 3 + i, 16, ("[%s] %s" % (k, n)).ljust(46), attr)
        put(scr, 3 + len(DR_INV) + 1, 16, "Choose an item: Enter to use, Esc to exit", curses.A_DIM)
        cursor(False)
        scr.refresh()
        k = scr.getch()
        if k == curses.KEY_DOWN:
            pick = min(pick + 1, len(DR_INV) - 1)
        elif k == curses.KEY_UP:
            pick = max(pick - 1, 0)
        elif k in ENTER or k == ESC:
            return


def dr_sheet(scr):
    scr.erase()
    rows = [
        ("Doomguy, level 1 Marine, currently on level 2 of the Phobos base.", YEL),
        ("", 0),
        ("He survived 412 turns, which took him 3 minutes.", 0),
        ("He killed 9 out of 14 hellspawn.", 0),
        ("", 0),
        ("-- Statistics ----------------------------------------", CYAN),
        ("  Health 60/60   Experience 24/200   ToHit Ranged +0", 0),
        ("  Speed 100%     ToHit Melee +0      Armor 1", 0),
        ("", 0),
        ("-- Traits --------------------------------------------", CYAN),
        ("  Ironman (Level 1)", 0),
        ("", 0),
        ("-- Resistances ---------------------------------------", CYAN),
        ("  Bullet 0%  Melee 0%  Fire 0%  Acid 0%  Plasma 0%", 0),
    ]
    for i, (s, c) in enumerate(rows):
        put(scr, 1 + i, 2, s, cp(c) if c else 0)
    put(scr, 22, 2, "Press <Escape> to exit, <Tab> for the kill list.", curses.A_DIM)
    cursor(False)
    scr.refresh()
    while scr.getch() != ESC:
        pass


PROGRAMS = {"curseradio": curseradio, "ncpamixer": ncpamixer, "aria2p": aria2p, "doomrl": doomrl}


def main(scr):
    curses.raw()
    curses.noecho()
    scr.keypad(True)
    colours()
    PROGRAMS[sys.argv[1]](scr)


if __name__ == "__main__":
    if len(sys.argv) < 2 or sys.argv[1] not in PROGRAMS:
        sys.stderr.write("usage: threehundredsixth_tui.py %s\n" % "|".join(sorted(PROGRAMS)))
        sys.exit(2)
    curses.wrapper(main)
