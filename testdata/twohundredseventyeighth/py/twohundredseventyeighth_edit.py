"""One editor, hex editor or document viewer imitated, named by the
first argument: a fixture of agentty's twohundredseventyeighth set,
whose screens were never used to tune the mode classifier. Each draws
what a program that cannot run here (no Debian package) draws at its
moments, with its own line prompts and dialogs: a DOS-era editor's
Save As, search, go-to-line and replace dialogs and its quit question
(multiedit), a line editor's `*` prompt (teco), a modal hex editor's
views and command line (teehee) and a Gemini and web browser's command
prompt whose pages show through Debian's less (offpunk). Runs with
Debian's python3 and its standard library only (curses, termios)."""

import curses
import os
import subprocess
import sys
import tempfile
import termios
import tty

os.environ.setdefault("ESCDELAY", "25")

ENTER = (10, 13, curses.KEY_ENTER)
ESC = 27


def text_of(name, fallback):
    try:
        with open(name, encoding="utf-8", errors="replace") as f:
            return f.read().splitlines()
    except OSError:
        return fallback


NOTES = text_of("notes.txt", ["first line", "second line", "third line"])


def put(scr, y, x, s, attr=0):
    h, w = scr.getmaxyx()
    if y < 0 or y >= h or x < 0 or x >= w:
        return
    s = s[: max(0, w - x)]
    if y == h - 1 and x + len(s) >= w:
        s = s[: w - x - 1]
    try:
        scr.addstr(y, x, s, attr)
    except curses.error:
        pass


# ---------------------------------------------------------------- multiedit
# Multi-Edit for DOS: a blue desktop, a menu bar, the file's window with a
# double frame and its name in the top border, a status line of the file's
# line, column and insert mode, grey dialog boxes with shadows.

def multiedit(scr):
    curses.start_color()
    curses.init_pair(1, curses.COLOR_WHITE, curses.COLOR_BLUE)    # text
    curses.init_pair(2, curses.COLOR_BLACK, curses.COLOR_CYAN)    # menu bar
    curses.init_pair(3, curses.COLOR_RED, curses.COLOR_CYAN)      # hot letter
    curses.init_pair(4, curses.COLOR_BLACK, curses.COLOR_WHITE)   # dialog
    curses.init_pair(5, curses.COLOR_WHITE, curses.COLOR_BLACK)   # field
    curses.init_pair(6, curses.COLOR_WHITE, curses.COLOR_GREEN)   # focused button
    curses.init_pair(7, curses.COLOR_BLACK, curses.COLOR_GREEN)   # button
    curses.init_pair(8, curses.COLOR_YELLOW, curses.COLOR_BLUE)   # frame
    TXT, BAR, HOT, DLG, FLD, FBTN, BTN, FRM = (curses.color_pair(i) for i in range(1, 9))
    lines = list(NOTES) or [""]
    row, col = 0, 0
    modified = False
    h, w = scr.getmaxyx()

    def desk():
        scr.bkgd(" ", TXT)
        scr.erase()
        put(scr, 0, 0, " " * w, BAR)
        x = 1
        for m in ["File", "Edit", "Search", "Block", "Macro", "Window", "Text", "Tools", "Other", "Help"]:
            put(scr, 0, x, m[0], HOT)
            put(scr, 0, x + 1, m[1:], BAR)
            x += len(m) + 2
        name = "C:\\WORK\\NOTES.TXT"
        top = "╔═[■]" + "═" * 4 + " " + name + " " + "═" * (w - 16 - len(name)) + "[↕]═╗"
        put(scr, 1, 0, top[:w], FRM)
        for i in range(2, h - 2):
            put(scr, i, 0, "║", FRM)
            put(scr, i, w - 1, "║", FRM)
            k = i - 2
            if k < len(lines):
                put(scr, i, 1, lines[k][: w - 2], TXT)
        put(scr, h - 2, 0, "╚" + "═" * (w - 2) + "╝", FRM)
        status = " L:%-5d C:%-4d %s  Insert  Indent  Wrap  %s" % (row + 1, col + 1, "*" if modified else " ", "1 NOTES.TXT")
        put(scr, h - 1, 0, status.ljust(w - 1), BAR)

    def box(y, x, bh, bw, title):
        for i in range(bh):
            put(scr, y + i, x, " " * bw, DLG)
            put(scr, y + i + 1, x + bw, "  ", FLD)
        put(scr, y + bh, x + 2, " " * bw, FLD)
        put(scr, y, x + 1, "┌" + "─" * (bw - 4) + "┐", DLG)
        for i in range(1, bh - 1):
            put(scr, y + i, x + 1, "│", DLG)
            put(scr, y + i, x + bw - 2, "│", DLG)
        put(scr, y + bh - 1, x + 1, "└" + "─" * (bw - 4) + "┘", DLG)
        put(scr, y, x + (bw - len(title)) // 2 - 1, " " + title + " ", DLG)

    def buttons(y, x, names, focus):
        for i, n in enumerate(names):
            put(scr, y, x, "  " + n + "  ", FBTN | curses.A_BOLD if i == focus else BTN)
            x += len(n) + 6

    def field(y, x, fw, value):
        put(scr, y, x, "[", DLG)
        put(scr, y, x + 1, value.ljust(fw), FLD)
        put(scr, y, x + fw + 1, "]", DLG)

    def dialog(title, labels, values, focus_field, button_names):
        """A dialog of fields edited in turn; Enter on the last one returns."""
        vals = list(values)
        f = focus_field
        while True:
            desk()
            bh = 6 + 2 * len(labels)
            by, bx, bw = 5, 12, 56
            box(by, bx, bh, bw, title)
            for i, lab in enumerate(labels):
                put(scr, by + 2 + 2 * i, bx + 4, lab, DLG)
                field(by + 2 + 2 * i, bx + 4 + 15, 30, vals[i])
            opts_y = by + 2 + 2 * len(labels)
            if title in ("Search", "Search and Replace"):
                put(scr, opts_y, bx + 4, "[ ] Case sensitive   [ ] Regular expressions", DLG)
            buttons(by + bh - 2, bx + 10, button_names, 0)
            scr.move(by + 2 + 2 * f, bx + 4 + 16 + len(vals[f]))
            curses.curs_set(1)
            scr.refresh()
            k = scr.get_wch()
            if k in ENTER or k == "\n" or k == "\r":
                if f + 1 < len(labels):
                    f += 1
                    continue
                return vals
            if k == ESC or k == "\x1b":
                return None
            if k == "\t":
                f = (f + 1) % len(labels)
            elif k in (curses.KEY_BACKSPACE, "\x7f", "\b"):
                vals[f] = vals[f][:-1]
            elif isinstance(k, str) and k.isprintable():
                vals[f] += k

    def ask(title, message, names):
        focus = 0
        while True:
            desk()
            by, bx, bw = 8, 14, 52
            box(by, bx, 7, bw, title)
            put(scr, by + 2, bx + (bw - len(message)) // 2, message, DLG)
            buttons(by + 4, bx + (bw - sum(len(n) + 6 for n in names)) // 2, names, focus)
            curses.curs_set(0)
            scr.refresh()
            k = scr.get_wch()
            if k in ENTER or k in ("\n", "\r"):
                return names[focus]
            if k == "\t" or k == curses.KEY_RIGHT:
                focus = (focus + 1) % len(names)
            elif k == curses.KEY_LEFT:
                focus = (focus - 1) % len(names)
            elif k == ESC or k == "\x1b":
                return "Cancel"
            elif isinstance(k, str):
                for n in names:
                    if n[0].lower() == k.lower():
                        return n

    while True:
        desk()
        curses.curs_set(1)
        scr.move(2 + row, 1 + col)
        scr.refresh()
        k = scr.get_wch()
        if k == curses.KEY_F2:
            dialog("Save File As", ["File name:"], ["C:\\WORK\\NOTES.TXT"], 0, ["OK", "Cancel", "Help"])
        elif k == curses.KEY_F3:
            dialog("Search", ["Search for:"], [""], 0, ["OK", "Cancel", "Help"])
        elif k == curses.KEY_F4:
            dialog("Goto Line", ["Line number:"], [""], 0, ["OK", "Cancel"])
        elif k == curses.KEY_F6:
            v = dialog("Search and Replace", ["Search for:", "Replace with:"], ["line", ""], 1, ["OK", "Cancel", "Help"])
            if v is not None:
                ask("Replace", "Replace this occurrence?", ["Yes", "No", "All", "Cancel"])
        elif k == curses.KEY_F10:
            if modified:
                a = ask("Warning", "NOTES.TXT has been modified.  Save changes?", ["Yes", "No", "Cancel"])
                if a == "Cancel":
                    continue
            return
        elif k == curses.KEY_DOWN:
            row = min(row + 1, len(lines) - 1)
            col = min(col, len(lines[row]))
        elif k == curses.KEY_UP:
            row = max(row - 1, 0)
            col = min(col, len(lines[row]))
        elif k in (curses.KEY_BACKSPACE, "\x7f", "\b"):
            if col > 0:
                lines[row] = lines[row][: col - 1] + lines[row][col:]
                col -= 1
                modified = True
        elif isinstance(k, str) and k.isprintable():
            lines[row] = lines[row][:col] + k + lines[row][col:]
            col += 1
            modified = True


# ---------------------------------------------------------------- teehee
# A modal hex editor in the manner of Kakoune: offsets, sixteen bytes in
# hex and their characters, the selection in reverse video, a status line
# of the mode and the file, `:` opening a command line in the last row.

def teehee(scr):
    curses.start_color()
    curses.use_default_colors()
    curses.init_pair(1, curses.COLOR_CYAN, -1)
    curses.init_pair(2, curses.COLOR_BLACK, curses.COLOR_WHITE)
    curses.init_pair(3, curses.COLOR_YELLOW, -1)
    OFF, STAT, ASC = (curses.color_pair(i) for i in range(1, 4))
    data = bytearray("\n".join(NOTES).encode() + b"\n")
    pos = 0
    mode = "NORMAL"
    cmd = None
    msg = ""
    h, w = scr.getmaxyx()
    curses.curs_set(0)
    while True:
        scr.erase()
        for r in range(h - 2):
            base = r * 16
            if base >= len(data):
                break
            put(scr, r, 0, "%08x" % base, OFF)
            for i in range(16):
                j = base + i
                if j >= len(data):
                    break
                x = 10 + i * 3 + (1 if i >= 8 else 0)
                put(scr, r, x, "%02x" % data[j], curses.A_REVERSE if j == pos else 0)
                c = chr(data[j]) if 32 <= data[j] < 127 else "."
                put(scr, r, 61 + i, c, curses.A_REVERSE if j == pos else ASC)
        put(scr, h - 2, 0, " " * (w - 1), STAT)
        put(scr, h - 2, 1, mode, STAT | curses.A_BOLD)
        right = "notes.txt%s  0x%x/0x%x " % (" [+]" if mode != "NORMAL" or msg == "+" else "", pos, len(data))
        put(scr, h - 2, w - 1 - len(right), right, STAT)
        if cmd is not None:
            put(scr, h - 1, 0, ":" + cmd)
            curses.curs_set(1)
            scr.move(h - 1, 1 + len(cmd))
        else:
            curses.curs_set(0)
        scr.refresh()
        k = scr.get_wch()
        if cmd is not None:
            if k in ENTER or k in ("\n", "\r"):
                if cmd in ("q", "q!"):
                    return
                cmd = None
            elif k == ESC or k == "\x1b":
                cmd = None
            elif k in (curses.KEY_BACKSPACE, "\x7f", "\b"):
                cmd = cmd[:-1]
            elif isinstance(k, str):
                cmd += k
            continue
        if mode == "INSERT":
            if k == ESC or k == "\x1b":
                mode = "NORMAL"
            elif isinstance(k, str) and k in "0123456789abcdef":
                data[pos] = (data[pos] & 0x0F) | (int(k, 16) << 4)
                msg = "+"
            continue
        if k == ":":
            cmd = ""
        elif k in ("l", curses.KEY_RIGHT):
            pos = min(pos + 1, len(data) - 1)
        elif k in ("h", curses.KEY_LEFT):
            pos = max(pos - 1, 0)
        elif k in ("j", curses.KEY_DOWN):
            pos = min(pos + 16, len(data) - 1)
        elif k in ("k", curses.KEY_UP):
            pos = max(pos - 16, 0)
        elif k == "r":
            mode = "INSERT"


# ---------------------------------------------------------------- teco
# TECO (TECO-C): a `*` prompt, keys read raw and echoed by TECO itself,
# Escape echoed as `$`, a command run at two Escapes.

def teco():
    out = sys.stdout
    fd = sys.stdin.fileno()
    old = termios.tcgetattr(fd)
    tty.setraw(fd)
    buf = list(NOTES)
    dot = 0

    def w(s):
        out.write(s.replace("\n", "\r\n"))
        out.flush()

    try:
        w("*")
        cmd = ""
        while True:
            c = os.read(fd, 1).decode("latin-1")
            if c == "\x1b":
                w("$")
                cmd += c
                if cmd.endswith("\x1b\x1b"):
                    run = cmd[:-2]
                    cmd = ""
                    w("\n")
                    up = run.upper()
                    if up.startswith("EX"):
                        return
                    if up.startswith("HT"):
                        w("\n".join(buf) + "\n")
                    elif up.startswith("S"):
                        what = run[1:].rstrip("\x1b")
                        text = "\n".join(buf)
                        i = text.find(what, dot)
                        if i < 0:
                            w('?SRH   Search failure "%s"\n' % what)
                        else:
                            dot = i + len(what)
                    w("*")
            elif c in ("\x7f", "\b"):
                if cmd:
                    cmd = cmd[:-1]
                    w("\b \b")
            elif c == "\x03":
                w("^C\n*")
                cmd = ""
            elif c in ("\r", "\n"):
                cmd += "\n"
                w("\n")
            else:
                cmd += c
                w(c)
    finally:
        termios.tcsetattr(fd, termios.TCSADRAIN, old)


# ---------------------------------------------------------------- offpunk
# Offpunk: a command prompt read a line at a time (Python's cmd), pages
# shown through less.

PAGE = """# Gemini capsule of the tally project

The tally service keeps a ledger of small payments and rounds its totals
to whole cents at the end of each day.

=> gemini://tally.example/docs/install.gmi   Installing tally
=> gemini://tally.example/docs/ledger.gmi    The ledger format
=> gemini://tally.example/news/2026-11.gmi   News of November 2026

## Latest release

Version 0.9.3 stops retrying a post when its context ends, and writes
its journal with a checksum per line.

""" + "\n".join("Paragraph %d of the release notes, kept for offline reading." % i for i in range(1, 40))


def offpunk():
    try:
        import readline  # noqa: F401
    except ImportError:
        pass
    print("Welcome to Offpunk!")
    print("Type `help` to get the list of available command.")
    prompt = "ON> "
    while True:
        try:
            line = input(prompt)
        except EOFError:
            print()
            return
        words = line.split()
        if not words:
            continue
        if words[0] in ("quit", "q", "exit"):
            return
        if words[0] == "help":
            print()
            print("Documented commands (type help <topic>):")
            print("========================================")
            cmds = ["add", "back", "blackbox", "bookmarks", "cert", "copy", "find", "forward",
                    "go", "gus", "handler", "help", "history", "less", "list", "ls", "mark",
                    "offline", "online", "open", "quit", "reload", "search", "set", "share",
                    "sync", "tour", "up", "url", "version", "view", "wikipedia"]
            for i in range(0, len(cmds), 7):
                print("  ".join(c.ljust(9) for c in cmds[i:i + 7]).rstrip())
            print()
            continue
        if words[0] == "go" and len(words) > 1:
            with tempfile.NamedTemporaryFile("w", suffix=".txt", delete=False) as f:
                f.write(PAGE)
            title = words[1].replace("\\", "\\\\").replace(":", "\\:").replace(".", "\\.").replace("%", "\\%").replace("?", "\\?")
            subprocess.call(["less", "-R", "-P", title + " (?pB%pB\\%:END.) ", f.name])
            os.unlink(f.name)
            prompt = "[1/3] ON> "
            print("Gemini capsule of the tally project")
            continue
        print("*** Unknown syntax: " + line)


def main():
    tool = sys.argv[1] if len(sys.argv) > 1 else ""
    if tool == "multiedit":
        curses.wrapper(multiedit)
    elif tool == "teehee":
        curses.wrapper(teehee)
    elif tool == "teco":
        teco()
    elif tool == "offpunk":
        offpunk()
    else:
        sys.exit("usage: twohundredseventyeighth_edit.py multiedit|teehee|teco|offpunk")


if __name__ == "__main__":
    main()
