"""One program imitated, named by the first argument: a fixture of
agentty's ninetyfifth set, whose screens were never used to tune the mode
classifier. Each draws what the program it imitates draws at one of its
moments (its documentation, source and published screenshots). Runs with
Debian's python3 and its standard library only."""

import curses
import os
import readline  # noqa: F401  (line editing, bracketed paste, as the REPLs')
import sys


def read_file(name):
    try:
        with open(name) as f:
            return f.read().split("\n")[:-1] or [""]
    except OSError:
        return [""]


def wrap(fn, *args):
    """Runs fn on the alternate screen in raw mode, as the programs do."""
    def run(scr):
        curses.raw()
        fn(scr, *args)
    curses.wrapper(run)


def colors():
    curses.start_color()
    curses.use_default_colors()


# ---------------------------------------------------------------- editors

def turbovision(scr, name):
    """Turbo Vision's tvedit: a menu bar on grey, a blue desktop pattern, a
    blue window framed in double lines with its title, the position at its
    foot, a status line of keys on grey; Alt-X on a modified file asks
    `… has been modified. Save?` with Yes, No and Cancel buttons."""
    colors()
    curses.init_pair(1, curses.COLOR_BLACK, curses.COLOR_WHITE)
    curses.init_pair(2, curses.COLOR_RED, curses.COLOR_WHITE)
    curses.init_pair(3, curses.COLOR_WHITE, curses.COLOR_BLUE)
    curses.init_pair(4, curses.COLOR_YELLOW, curses.COLOR_BLUE)
    curses.init_pair(5, curses.COLOR_BLACK, curses.COLOR_CYAN)
    curses.init_pair(6, curses.COLOR_BLACK, curses.COLOR_GREEN)
    curses.init_pair(7, curses.COLOR_WHITE, curses.COLOR_GREEN)
    lines = read_file(name)
    y, x = 0, 0
    modified = False
    h, w = scr.getmaxyx()
    while True:
        scr.erase()
        scr.addstr(0, 0, " " * w, curses.color_pair(1))
        col = 1
        for item in ("≡", "File", "Edit", "Search", "Windows", "Help"):
            scr.addstr(0, col, " ", curses.color_pair(1))
            scr.addstr(0, col + 1, item[0], curses.color_pair(2))
            scr.addstr(0, col + 2, item[1:] + " ", curses.color_pair(1))
            col += len(item) + 2
        for r in range(1, h - 1):
            scr.addstr(r, 0, "░" * w, curses.color_pair(3))
        top, bot = 1, h - 2
        title = " " + os.path.abspath(name) + " "
        frame = "╔═[■]" + "═" * (w - 10) + "[↑]═╗"
        scr.addstr(top, 0, frame, curses.color_pair(3) | curses.A_BOLD)
        s = (w - len(title)) // 2
        scr.addstr(top, s, title, curses.color_pair(3) | curses.A_BOLD)
        for r in range(top + 1, bot):
            scr.addstr(r, 0, "║" + " " * (w - 2), curses.color_pair(4))
            scr.addstr(r, w - 1, "▒" if r != top + 1 else "▲", curses.color_pair(5))
            i = r - top - 1
            if i < len(lines):
                scr.addstr(r, 1, lines[i][: w - 2], curses.color_pair(4))
        scr.addstr(bot - 1, w - 1, "▼", curses.color_pair(5))
        pos = " %d:%d " % (y + 1, x + 1)
        foot = "╚" + ("*" if modified else "═") + "══" + pos + "═" * (w - 6 - len(pos)) + "─┘"
        scr.addstr(bot, 0, foot[:w], curses.color_pair(3) | curses.A_BOLD)
        status = " F2 Save  F3 Open  Alt-F3 Close  F5 Zoom  F6 Next  F10 Menu"
        scr.addstr(h - 1, 0, status + " " * (w - len(status) - 1), curses.color_pair(1))
        for k in ("F2", "F3", "Alt-F3", "F5", "F6", "F10"):
            scr.addstr(h - 1, status.index(" " + k + " ") + 1, k, curses.color_pair(2))
        scr.move(top + 1 + y, 1 + x)
        scr.refresh()
        ch = scr.get_wch()
        if ch == "\x1b":
            scr.nodelay(True)
            try:
                nxt = scr.get_wch()
            except curses.error:
                nxt = None
            scr.nodelay(False)
            if nxt == "x":
                if not modified:
                    return
                if save_box(scr, os.path.abspath(name), h, w):
                    return
            continue
        if isinstance(ch, str) and ch.isprintable():
            lines[y] = lines[y][:x] + ch + lines[y][x:]
            x += 1
            modified = True
        elif ch == curses.KEY_DOWN and y < len(lines) - 1:
            y += 1
            x = min(x, len(lines[y]))


def save_box(scr, path, h, w):
    bw, bh = 42, 8
    by, bx = (h - bh) // 2, (w - bw) // 2
    attr = curses.color_pair(1)
    scr.addstr(by, bx, "╔═[■]" + "═" * 10 + " Information " + "═" * (bw - 29) + "╗", attr)
    for r in range(1, bh - 1):
        scr.addstr(by + r, bx, "║" + " " * (bw - 2) + "║", attr)
    scr.addstr(by + bh - 1, bx, "╚" + "═" * (bw - 2) + "╝", attr)
    msg = os.path.basename(path) + " has been modified. Save?"
    scr.addstr(by + 2, bx + (bw - len(msg)) // 2, msg, attr)
    buttons = (" Yes ", " No ", "Cancel")
    col = bx + 5
    for i, b in enumerate(buttons):
        label = "  " + b.strip().center(6) + "  "
        a = curses.color_pair(7) | curses.A_BOLD if i == 0 else curses.color_pair(6)
        scr.addstr(by + 5, col, label, a)
        scr.addstr(by + 5, col + len(label), "▄", attr)
        scr.addstr(by + 6, col + 1, "▀" * len(label), attr)
        col += len(label) + 2
    curses.curs_set(0)
    scr.refresh()
    scr.get_wch()
    return True


def routeros_editor(scr, name):
    """RouterOS's built-in editor (`/system script edit … source`): the
    text from the top, the last row a status of keys in reverse video."""
    lines = read_file(name)
    y, x = 0, 0
    h, w = scr.getmaxyx()
    while True:
        scr.erase()
        for i, l in enumerate(lines[: h - 1]):
            scr.addstr(i, 0, l[: w - 1])
        status = "[Ctrl-C: quit] [Ctrl-O: save&quit] [Ctrl-U: undo] [Ctrl-X: cut]"
        scr.addstr(h - 1, 0, status.ljust(w - 1), curses.A_REVERSE)
        scr.move(y, x)
        scr.refresh()
        ch = scr.get_wch()
        if ch in ("\x03", "\x0f"):
            return
        if isinstance(ch, str) and ch.isprintable():
            lines[y] = lines[y][:x] + ch + lines[y][x:]
            x += 1


def oleo(scr, name):
    """GNU Oleo: an input line on top, a status of the current cell, the
    column letters and row numbers in reverse video, the current cell
    reversed; typing a value shows it on the input line."""
    h, w = scr.getmaxyx()
    cells = {(0, 0): "Region", (0, 1): "Q1", (0, 2): "Q2",
             (1, 0): "north", (1, 1): "120", (1, 2): "135",
             (2, 0): "south", (2, 1): "98", (2, 2): "104"}
    cur = (3, 1)
    typed = ""
    while True:
        scr.erase()
        scr.addstr(0, 0, typed)
        scr.addstr(1, 0, "R%dC%d" % (cur[0] + 1, cur[1] + 1) + "     " + os.path.basename(name))
        scr.addstr(2, 0, "    ", curses.A_REVERSE)
        for c in range(8):
            scr.addstr(2, 4 + c * 9, ("C%d" % (c + 1)).center(9), curses.A_REVERSE)
        for r in range(h - 4):
            scr.addstr(3 + r, 0, str(r + 1).rjust(3) + " ", curses.A_REVERSE)
            for c in range(8):
                v = cells.get((r, c), "")
                a = curses.A_REVERSE if (r, c) == cur else 0
                scr.addstr(3 + r, 4 + c * 9, v.rjust(9) if v.isdigit() else v.ljust(9), a)
        scr.move(0, len(typed))
        scr.refresh()
        ch = scr.get_wch()
        if ch == "\x18":
            return
        if isinstance(ch, str) and ch.isprintable():
            typed += ch


def euporie(scr, name):
    """euporie-notebook: a menu bar, a tab with the notebook's name, its
    cells boxed with `[1]:` before each, the selected cell's frame bright,
    a status bar at the foot naming the kernel."""
    colors()
    curses.init_pair(1, curses.COLOR_WHITE, curses.COLOR_BLACK)
    curses.init_pair(2, curses.COLOR_CYAN, -1)
    curses.init_pair(3, curses.COLOR_BLACK, curses.COLOR_WHITE)
    h, w = scr.getmaxyx()
    cells = [("In", ["import math", "print(math.tau)"], ["6.283185307179586"]),
             ("In", ["relays = ['ams', 'iad', 'sin']", "len(relays)"], ["3"])]
    typed = ""
    while True:
        scr.erase()
        scr.addstr(0, 0, " File  Edit  View  Run  Kernel  Settings  Help".ljust(w), curses.color_pair(3))
        scr.addstr(1, 0, " ╭" + "─" * (len(name) + 4) + "╮")
        scr.addstr(2, 0, " │ " + name + " ✖ │" + "─" * (w - len(name) - 9))
        r = 4
        for i, (_, src, out) in enumerate(cells):
            a = curses.color_pair(2) | curses.A_BOLD if i == 0 else 0
            scr.addstr(r, 0, "      ┌" + "─" * (w - 10) + "┐", a)
            for j, l in enumerate(src):
                pre = " [%d]: │ " % (i + 1) if j == 0 else "      │ "
                text = (l + typed) if (i == 0 and j == len(src) - 1) else l
                scr.addstr(r + 1 + j, 0, pre + text.ljust(w - 11) + "│", a)
            scr.addstr(r + 1 + len(src), 0, "      └" + "─" * (w - 10) + "┘", a)
            for j, l in enumerate(out):
                scr.addstr(r + 2 + len(src) + j, 0, "        " + l)
            r += 4 + len(src) + len(out)
        status = " Edit │ Cell 1 of 2 │ Python 3 │ ◯ Idle"
        scr.addstr(h - 1, 0, status.ljust(w - 1), curses.color_pair(3))
        scr.move(6, 8 + len(cells[0][1][-1]) + len(typed))
        scr.refresh()
        ch = scr.get_wch()
        if ch == "\x11":
            return
        if isinstance(ch, str) and ch.isprintable():
            typed += ch


def hexpatch(scr, name):
    """hexpatch: addresses, hex bytes and text side by side, a header of
    the file's name, the cursor on a byte, an info bar at the foot; a
    typed hex digit overwrites the byte, shown modified in red."""
    colors()
    curses.init_pair(1, curses.COLOR_RED, -1)
    curses.init_pair(2, curses.COLOR_BLACK, curses.COLOR_CYAN)
    with open(name, "rb") as f:
        data = bytearray(f.read())
    h, w = scr.getmaxyx()
    pos, nib = 0, 0
    changed = set()
    while True:
        scr.erase()
        scr.addstr(0, 0, (" " + os.path.abspath(name)).ljust(w - 1), curses.color_pair(2))
        for r in range(0, min(h - 3, (len(data) + 15) // 16)):
            off = r * 16
            scr.addstr(1 + r, 0, "%08X " % off)
            for c in range(16):
                if off + c < len(data):
                    a = curses.color_pair(1) if off + c in changed else 0
                    scr.addstr(1 + r, 10 + c * 3, "%02X" % data[off + c], a)
                    b = data[off + c]
                    scr.addstr(1 + r, 60 + c, chr(b) if 32 <= b < 127 else ".", a)
        info = " %s  0x%X/0x%X  NORMAL" % (os.path.basename(name), pos, len(data))
        scr.addstr(h - 1, 0, info.ljust(w - 1), curses.color_pair(2))
        scr.move(1 + pos // 16, 10 + (pos % 16) * 3 + nib)
        scr.refresh()
        ch = scr.get_wch()
        if ch == "q":
            return
        if isinstance(ch, str) and ch in "0123456789abcdef":
            v = int(ch, 16)
            if nib == 0:
                data[pos] = (data[pos] & 0x0F) | (v << 4)
                nib = 1
            else:
                data[pos] = (data[pos] & 0xF0) | v
                nib, pos = 0, pos + 1
            changed.add(pos if nib else pos - 1)


# ----------------------------------------------------------------- pagers

def solaris_man():
    """Solaris' man through more: the page's header, sections in bold,
    `--More--(NN%)` in reverse video on the last row; space a page on."""
    page = ["User Commands                                            ls(1)", "", "",
            "\x1b[1mNAME\x1b[0m", "     ls - list contents of directory", "",
            "\x1b[1mSYNOPSIS\x1b[0m", "     /usr/bin/ls [-aAbcCdeEfFghHilLmnopqrRsStuUvVx1@] [file]...", "",
            "\x1b[1mDESCRIPTION\x1b[0m"]
    for i in range(60):
        page.append(("     For each file that is a directory, ls lists the contents",
                     "     of the directory. For each file that is an ordinary file,",
                     "     ls repeats its name and any other information requested.",
                     "")[i % 4])
    import termios
    import tty
    fd = sys.stdin.fileno()
    old = termios.tcgetattr(fd)
    tty.setcbreak(fd)
    new = termios.tcgetattr(fd)
    new[3] &= ~termios.ECHO
    termios.tcsetattr(fd, termios.TCSANOW, new)
    shown = 0
    try:
        while True:
            chunk = page[shown: shown + 23]
            for l in chunk:
                sys.stdout.write(l + "\r\n")
            shown += len(chunk)
            pct = shown * 100 // len(page)
            sys.stdout.write("\x1b[7m--More--(%d%%)\x1b[0m" % pct)
            sys.stdout.flush()
            c = os.read(fd, 1)
            sys.stdout.write("\r\x1b[K")
            if c == b"q" or shown >= len(page):
                break
    finally:
        termios.tcsetattr(fd, termios.TCSANOW, old)


# ------------------------------------------------------------------ REPLs

def repl(prompt, answers, cont=None, banner=""):
    if banner:
        print(banner)
    buf = []
    while True:
        try:
            line = input(cont if buf and cont else prompt)
        except EOFError:
            return
        buf.append(line)
        text = " ".join(buf)
        if cont and not text.rstrip().endswith(";") and text.strip():
            continue
        buf = []
        for k, v in answers.items():
            if text.strip().startswith(k):
                print(v)
                break


def routeros():
    print("\n\n  MMM      MMM       KKK                          TTTTTTTTTTT      KKK")
    print("  MMMM    MMMM       KKK                          TTTTTTTTTTT      KKK")
    print("  MMM MMMM MMM  III  KKK  KKK  RRRRRR     OOOOOO      TTT     III  KKK  KKK")
    print("  MMM  MM  MMM  III  KKKKK     RRR  RRR  OOO  OOO     TTT     III  KKKKK")
    print("  MMM      MMM  III  KKK KKK   RRRRRR    OOO  OOO     TTT     III  KKK KKK")
    print("  MMM      MMM  III  KKK  KKK  RRR  RRR   OOOOOO      TTT     III  KKK  KKK\n")
    print("  MikroTik RouterOS 7.14.3 (c) 1999-2024       https://www.mikrotik.com/\n")
    print("Press F1 for help\n")
    depth = 0
    while True:
        try:
            line = input("{... " if depth else "[admin@MikroTik] > ")
        except EOFError:
            return
        depth += line.count("{") - line.count("}")
        if depth > 0:
            continue
        depth = 0
        if line.strip() == "/ip address print":
            print("Flags: D - DYNAMIC")
            print("Columns: ADDRESS, NETWORK, INTERFACE")
            print("#   ADDRESS           NETWORK      INTERFACE")
            print("0   192.168.88.1/24   192.168.88.0 bridge")
            print("1 D 10.0.2.15/24      10.0.2.0     ether1")
        elif line.strip().startswith("/system script edit"):
            wrap(routeros_editor, "notes.txt")


def junos():
    print("--- JUNOS 23.4R1.9 Kernel 64-bit  JNPR-12.1-20231213.3a1c2bf_buil")
    mode = ">"
    changed = False
    while True:
        try:
            line = input("admin@router%s " % mode).strip()
        except EOFError:
            return
        if line == "show version" and mode == ">":
            print("Hostname: router")
            print("Model: mx204")
            print("Junos: 23.4R1.9")
            print("JUNOS OS Kernel 64-bit  [20231213.3a1c2bf_builder_stable_12]")
            print("")
        elif line == "configure":
            print("Entering configuration mode")
            print("")
            print("[edit]")
            mode = "#"
        elif line.startswith("set ") and mode == "#":
            changed = True
            print("")
            print("[edit]")
        elif line == "exit" and mode == "#":
            if changed:
                print("The configuration has been changed but not committed")
                ans = input("Exit with uncommitted changes? [yes,no] (yes) ")
                if ans.strip() == "no":
                    print("")
                    print("[edit]")
                    continue
            print("Exiting configuration mode")
            print("")
            mode = ">"


def cypher_shell():
    print("Connected to Neo4j using Bolt protocol version 5.4 at neo4j://localhost:7687 as user neo4j.")
    print('Type :help for a list of available commands or :exit to exit the shell.')
    print("Note that Cypher queries must end with a semicolon.")
    buf = []
    while True:
        try:
            line = input("                     " if buf else "neo4j@neo4j> ")
        except EOFError:
            return
        buf.append(line)
        text = " ".join(buf).strip()
        if not text.endswith(";") and not text.startswith(":"):
            continue
        buf = []
        if text.upper().startswith("MATCH"):
            print("+----------+")
            print("| count(n) |")
            print("+----------+")
            print("| 42       |")
            print("+----------+")
            print("")
            print("1 row")
            print("ready to start consuming query after 12 ms, results consumed after another 3 ms")


def arangosh():
    print("                                       _     ")
    print("  __ _ _ __ __ _ _ __   __ _  ___  ___| |__  ")
    print(" / _` | '__/ _` | '_ \\ / _` |/ _ \\/ __| '_ \\ ")
    print("| (_| | | | (_| | | | | (_| | (_) \\__ \\ | | |")
    print(" \\__,_|_|  \\__,_|_| |_|\\__, |\\___/|___/_| |_|")
    print("                       |___/                 ")
    print("")
    print("arangosh (ArangoDB 3.11.8 [linux] 64bit, using jemalloc, build tags/v3.11.8-0)")
    print("Copyright (c) ArangoDB GmbH")
    print("")
    print("Command-line history will be persisted when the shell is exited. You can use `--console.history false` to turn this off")
    print("Connected to ArangoDB 'http+tcp://127.0.0.1:8529, version: 3.11.8 [SINGLE, server], database: 'orders', username: 'root'")
    print("")
    while True:
        try:
            line = input("127.0.0.1:8529@orders> ")
        except EOFError:
            return
        if line.strip() == "db._collections().length":
            print("12")


def mysqlsh():
    print("MySQL Shell 8.0.36")
    print("")
    print("Copyright (c) 2016, 2023, Oracle and/or its affiliates.")
    print("Oracle is a registered trademark of Oracle Corporation and/or its affiliates.")
    print("Other names may be trademarks of their respective owners.")
    print("")
    print("Type '\\help' or '\\?' for help; '\\quit' to exit.")
    print("Creating a session to 'root@localhost'")
    print("Your MySQL connection id is 11 (X protocol)")
    print("Server version: 8.0.36 MySQL Community Server - GPL")
    print("No default schema selected; type \\use <schema> to set one.")
    prompt = " MySQL  localhost:33060+ ssl  SQL > "
    buf = []
    while True:
        try:
            line = input("                               -> " if buf else prompt)
        except EOFError:
            return
        buf.append(line)
        text = " ".join(buf).strip()
        if not text.endswith(";"):
            continue
        buf = []
        if text.upper().startswith("SELECT"):
            print("+-------+")
            print("| 6*7   |")
            print("+-------+")
            print("|    42 |")
            print("+-------+")
            print("1 row in set (0.0004 sec)")


def cdb():
    print("")
    print("Microsoft (R) Windows Debugger Version 10.0.22621.2428 AMD64")
    print("Copyright (c) Microsoft Corporation. All rights reserved.")
    print("")
    print("CommandLine: relay.exe")
    print("Symbol search path is: srv*")
    print("Executable search path is: ")
    print("ModLoad: 00007ff6`1c2a0000 00007ff6`1c2c7000   relay.exe")
    print("ModLoad: 00007ffd`8e390000 00007ffd`8e5a7000   ntdll.dll")
    print("(1a2c.2f04): Break instruction exception - code 80000003 (first chance)")
    print("ntdll!LdrpDoDebuggerBreak+0x30:")
    print("00007ffd`8e46b784 cc              int     3")
    while True:
        try:
            line = input("0:000> ")
        except EOFError:
            return
        if line.strip() == "k":
            print(" # Child-SP          RetAddr               Call Site")
            print("00 000000a1`2d6ff0c0 00007ffd`8e46e8b4     ntdll!LdrpDoDebuggerBreak+0x30")
            print("01 000000a1`2d6ff100 00007ffd`8e41d6ab     ntdll!LdrpInitializeProcess+0x1cfc")
            print("02 000000a1`2d6ff4e0 00000000`00000000     ntdll!LdrInitializeThunk+0xe")


def main():
    which = sys.argv[1]
    args = sys.argv[2:]
    if which == "turbovision":
        wrap(turbovision, args[0])
    elif which == "oleo":
        wrap(oleo, args[0])
    elif which == "euporie":
        wrap(euporie, args[0])
    elif which == "hexpatch":
        wrap(hexpatch, args[0])
    elif which == "solaris-man":
        solaris_man()
    else:
        {"routeros": routeros, "junos": junos, "cypher-shell": cypher_shell,
         "arangosh": arangosh, "mysqlsh": mysqlsh, "cdb": cdb}[which]()


if __name__ == "__main__":
    main()
