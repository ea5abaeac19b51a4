#!/usr/bin/env python3
"""The threehundredfifth set's imitations: dialogs and forms of apps built
on TUI toolkits that cannot run here, each drawn the way its toolkit draws
them (curses, the alternate screen, keys read raw one at a time).

  uicatalog-like  a Terminal.Gui (v1) notepad: MessageBox.Query, an input
                  dialog, the OpenDialog, a dialog of check boxes
  py-cui-like     a py_cui to-do app: its widgets, a yes/no popup, a text
                  box popup, a menu popup, a form popup, a loading popup
  pytermgui-like  a PyTermGUI sign-up: a window of input fields, a window
                  of check boxes, an alert with one button
  jexer-like      a Jexer desktop: a TMessageBox, a TInputBox, a
                  TFileOpenBox, a window of radio buttons
"""
import curses
import locale
import os
import sys
import time

locale.setlocale(locale.LC_ALL, "")
os.environ.setdefault("ESCDELAY", "25")

FILES = ["../", "archive/", "2025.ledger", "2026.ledger", "notes.txt", "long.txt"]


def put(w, y, x, s, a=0):
    h, wd = w.getmaxyx()
    if y < 0 or y >= h or x >= wd:
        return
    s = s[: max(0, wd - x - (1 if y == h - 1 else 0))]
    try:
        w.addstr(y, x, s, a)
    except curses.error:
        pass


def box(w, y, x, h, wd, a, chars="┌┐└┘─│"):
    tl, tr, bl, br, hz, vt = chars
    put(w, y, x, tl + hz * (wd - 2) + tr, a)
    for i in range(1, h - 1):
        put(w, y + i, x, vt + " " * (wd - 2) + vt, a)
    put(w, y + h - 1, x, bl + hz * (wd - 2) + br, a)


def title(w, y, x, wd, t, a):
    put(w, y, x + (wd - len(t)) // 2, t, a)


def key(w):
    k = w.get_wch()
    if isinstance(k, str):
        return k
    return k


# ---------------------------------------------------------------- Terminal.Gui


def uicatalog(w):
    curses.init_pair(1, curses.COLOR_WHITE, curses.COLOR_BLUE)   # base
    curses.init_pair(2, curses.COLOR_BLACK, curses.COLOR_CYAN)   # menu
    curses.init_pair(3, curses.COLOR_BLACK, curses.COLOR_WHITE)  # dialog
    curses.init_pair(4, curses.COLOR_WHITE, curses.COLOR_BLACK)  # dialog focus
    curses.init_pair(5, curses.COLOR_RED, curses.COLOR_CYAN)     # hotkey
    curses.init_pair(6, curses.COLOR_BLUE, curses.COLOR_WHITE)   # dialog hotkey
    curses.init_pair(7, curses.COLOR_BLACK, curses.COLOR_CYAN)   # text field
    base, menu, dlg, foc = (curses.color_pair(i) for i in (1, 2, 3, 4))
    hot, field = curses.color_pair(5), curses.color_pair(7)
    text = open("notes.txt").read().splitlines() if _exists("notes.txt") else ["notes"]
    text = text + ["- pay the rent", "- call the bank about the ledger", "- renew the domain"]

    def main():
        w.bkgd(" ", base)
        w.erase()
        put(w, 0, 0, " " * 80, menu)
        x = 1
        for m in ("File", "Edit", "Format", "Help"):
            put(w, 0, x, " ", menu)
            put(w, 0, x + 1, m[0], hot)
            put(w, 0, x + 2, m[1:] + " ", menu)
            x += len(m) + 3
        box(w, 1, 0, 22, 80, base)
        title(w, 1, 0, 80, " notes.txt* ", base)
        for i, line in enumerate(text[:19]):
            put(w, 2 + i, 1, line, base)
        put(w, 23, 0, " " * 79, menu)
        x = 1
        for i, (k, t) in enumerate((("^Q", "Quit"), ("^O", "Open"), ("^R", "Rename"), ("^P", "Print"))):
            put(w, 23, x, k, hot)
            put(w, 23, x + len(k), " " + t + (" │ " if i < 3 else ""), menu)
            x += len(k) + len(t) + 4

    def buttons(y, x, names, focus, default):
        for i, n in enumerate(names):
            s = "[◦ %s ◦]" % n if i == default else "[ %s ]" % n
            put(w, y, x, s, foc if i == focus else dlg)
            x += len(s) + 1

    def shadow(y, x, h, wd):
        for i in range(1, h + 1):
            put(w, y + i, x + wd, "  ", curses.color_pair(4) | curses.A_DIM)
        put(w, y + h, x + 2, " " * wd, curses.color_pair(4) | curses.A_DIM)

    def query(focus):
        main()
        y, x, h, wd = 8, 16, 7, 48
        box(w, y, x, h, wd, dlg)
        shadow(y, x, h, wd)
        title(w, y, x, wd, " Save Changes ", dlg)
        title(w, y + 2, x, wd, "Do you want to save changes to notes.txt?", dlg)
        buttons(y + 4, x + 9, ["Yes", "No", "Cancel"], focus, 0)
        curses.curs_set(0)

    def rename():
        main()
        y, x, h, wd = 8, 14, 8, 52
        box(w, y, x, h, wd, dlg)
        shadow(y, x, h, wd)
        title(w, y, x, wd, " Rename ", dlg)
        put(w, y + 2, x + 2, "New name:", dlg)
        put(w, y + 2, x + 12, "notes.txt".ljust(36), field)
        buttons(y + 5, x + 16, ["Ok", "Cancel"], -1, 0)
        curses.curs_set(1)
        w.move(y + 2, x + 12 + len("notes.txt"))

    def opendlg(sel):
        main()
        y, x, h, wd = 3, 8, 18, 64
        box(w, y, x, h, wd, dlg)
        shadow(y, x, h, wd)
        title(w, y, x, wd, " Open ", dlg)
        put(w, y + 1, x + 2, "Choose a ledger file", dlg)
        put(w, y + 3, x + 2, "Directory:", dlg)
        put(w, y + 3, x + 13, "/home/agentty/ledger".ljust(48), field)
        for i, f in enumerate(FILES):
            put(w, y + 5 + i, x + 2, f.ljust(59), foc if i == sel else dlg)
        put(w, y + 13, x + 2, "File(s):", dlg)
        put(w, y + 13, x + 13, FILES[sel].ljust(48) if not FILES[sel].endswith("/") else " " * 48, field)
        buttons(y + 15, x + 38, ["Cancel", "Open"], -1, 1)
        curses.curs_set(0)

    def printdlg(sel, ticked):
        main()
        y, x, h, wd = 6, 18, 11, 44
        box(w, y, x, h, wd, dlg)
        shadow(y, x, h, wd)
        title(w, y, x, wd, " Print ", dlg)
        put(w, y + 1, x + 2, "Print notes.txt with:", dlg)
        for i, o in enumerate(["Line numbers", "Page headers", "Wrap long lines", "Two pages a sheet"]):
            mark = "√" if ticked[i] else " "
            put(w, y + 3 + i, x + 3, "[%s] %s" % (mark, o), foc if i == sel else dlg)
        buttons(y + 8, x + 11, ["Print", "Cancel"], -1, 0)
        curses.curs_set(0)

    state, focus, sel = "main", 0, 0
    ticked = [True, True, False, False]
    main()
    curses.curs_set(1)
    w.move(2, 1)
    while True:
        w.refresh()
        k = key(w)
        if state == "main":
            if k == "\x11":
                state, focus = "query", 0
                query(focus)
            elif k == "\x12":
                state = "rename"
                rename()
            elif k == "\x0f":
                state, sel = "open", 0
                opendlg(sel)
            elif k == "\x10":
                state, sel = "print", 0
                printdlg(sel, ticked)
        elif state == "query":
            if k in ("\t", curses.KEY_RIGHT):
                focus = (focus + 1) % 3
                query(focus)
            elif k in ("\n", "\r") and focus != 1 or k == "\x1b":
                state = "main"
                main()
            elif k in ("\n", "\r"):
                return
        elif state == "open":
            if k == curses.KEY_DOWN:
                sel = min(sel + 1, len(FILES) - 1)
            elif k == curses.KEY_UP:
                sel = max(sel - 1, 0)
            elif k == "\x1b":
                state = "main"
                main()
                continue
            opendlg(sel)
        elif state == "print":
            if k == curses.KEY_DOWN:
                sel = min(sel + 1, 3)
            elif k == curses.KEY_UP:
                sel = max(sel - 1, 0)
            elif k == " ":
                ticked[sel] = not ticked[sel]
            elif k == "\x1b":
                state = "main"
                main()
                continue
            printdlg(sel, ticked)
        elif state == "rename":
            if k == "\x1b":
                state = "main"
                main()


def _exists(p):
    try:
        open(p).close()
        return True
    except OSError:
        return False


# ---------------------------------------------------------------- py_cui

def pycui(w):
    curses.init_pair(1, curses.COLOR_WHITE, curses.COLOR_BLACK)
    curses.init_pair(2, curses.COLOR_BLACK, curses.COLOR_WHITE)
    curses.init_pair(3, curses.COLOR_CYAN, curses.COLOR_BLACK)
    curses.init_pair(4, curses.COLOR_YELLOW, curses.COLOR_BLACK)
    norm, bar, sel, pop = (curses.color_pair(i) for i in (1, 2, 3, 4))
    ascii_box = "+++" + "+-|"
    lists = {
        "TODO": ["pay the rent", "call the bank", "renew the domain", "back up the ledger"],
        "In Progress": ["write the report"],
        "Done": ["file the taxes", "fix the printer"],
    }
    status = "Press - Arrow Keys to move between widgets - Enter to enter focus mode."

    def main():
        w.bkgd(" ", norm)
        w.erase()
        put(w, 0, 0, "TODO List".center(80), bar)
        cols = [(0, "TODO"), (27, "In Progress"), (54, "Done")]
        for i, (x, name) in enumerate(cols):
            box(w, 2, x + 1, 15, 25, sel if i == 0 else norm, ascii_box)
            put(w, 2, x + 3, name, sel if i == 0 else norm)
            for j, it in enumerate(lists[name]):
                put(w, 3 + j, x + 3, it.ljust(21), curses.A_REVERSE if (i == 0 and j == 0) else norm)
        box(w, 18, 1, 3, 79, norm, ascii_box)
        put(w, 18, 3, "Add Item", norm)
        put(w, 23, 0, status.ljust(79), bar)

    def popup(h, t):
        y, x, wd = (24 - h) // 2, 12, 56
        box(w, y, x, h, wd, pop, ascii_box)
        put(w, y, x + (wd - len(t)) // 2, t, pop)
        return y, x, wd

    def drawmove(s):
        main()
        y, x, wd = popup(7, "Move 'pay the rent' to")
        for j, o in enumerate(["TODO", "In Progress", "Done"]):
            put(w, y + 2 + j, x + 3, o.ljust(wd - 6), curses.A_REVERSE | pop if j == s else pop)

    state = "main"
    main()
    curses.curs_set(0)
    menu_sel, tick = 0, 0
    spin = "|/-\\"
    while True:
        w.refresh()
        w.timeout(150 if state == "sync" else -1)
        try:
            k = key(w)
        except curses.error:
            k = None
        if state == "sync":
            tick += 1
            y, x = 9, 12
            put(w, y + 2, x + 3, ("Fetching items from the server ... " + spin[tick % 4]).ljust(50), pop)
            if k == "\x1b":
                state = "main"
                main()
            continue
        if state == "main":
            if k == "d":
                state = "delete"
                main()
                y, x, wd = popup(5, "Delete 'pay the rent'?")
                put(w, y + 2, x + (wd - 19) // 2, "Yes - (y), No - (n)", pop)
            elif k == "a":
                state = "add"
                main()
                y, x, wd = popup(5, "Enter a new item")
                put(w, y + 2, x + 2, " " * (wd - 4), curses.A_UNDERLINE | pop)
                curses.curs_set(1)
                w.move(y + 2, x + 2)
            elif k == "m":
                state, menu_sel = "move", 0
                drawmove(menu_sel)
            elif k == "p":
                state = "form"
                main()
                y, x, wd = popup(14, "New Project")
                for j, f in enumerate(["Name", "Owner", "Due date"]):
                    put(w, y + 3 + 3 * j, x + 3, f, pop | curses.A_BOLD if j == 0 else pop)
                    box(w, y + 2 + 3 * j, x + 14, 3, 38, sel if j == 0 else pop, ascii_box)
                put(w, y + 12, x + 3, "Tab - next field, Enter - submit, Esc - cancel", pop)
                curses.curs_set(1)
                w.move(y + 3, x + 16)
            elif k == "s":
                state, tick = "sync", 0
                main()
                popup(5, "Syncing")
        elif state == "move":
            if k == curses.KEY_DOWN:
                menu_sel = min(menu_sel + 1, 2)
            elif k == curses.KEY_UP:
                menu_sel = max(menu_sel - 1, 0)
            elif k == "\x1b":
                state = "main"
                main()
                continue
            drawmove(menu_sel)
        elif k == "\x1b" or (state == "delete" and k in ("y", "n")):
            state = "main"
            curses.curs_set(0)
            main()


# ---------------------------------------------------------------- PyTermGUI

def pytermgui(w):
    curses.init_pair(1, curses.COLOR_WHITE, curses.COLOR_BLACK)
    curses.init_pair(2, 245 if curses.COLORS >= 256 else curses.COLOR_WHITE, curses.COLOR_BLACK)
    curses.init_pair(3, curses.COLOR_BLACK, 72 if curses.COLORS >= 256 else curses.COLOR_GREEN)
    curses.init_pair(4, 72 if curses.COLORS >= 256 else curses.COLOR_GREEN, curses.COLOR_BLACK)
    curses.init_pair(5, curses.COLOR_BLACK, 240 if curses.COLORS >= 256 else curses.COLOR_WHITE)
    norm, dim, btnf, acc, inp = (curses.color_pair(i) for i in (1, 2, 3, 4, 5))
    rounded = "╭╮╰╯─│"
    vals = {"Name": "", "Email": ""}
    notify = ["Weekly digest", "Mentions", "Replies to my posts", "Product news"]
    ticked = [True, False, True, False]

    def win(y, x, h, wd, t):
        w.bkgd(" ", norm)
        w.erase()
        put(w, 23, 0, "Ctrl+C to exit".rjust(79), dim)
        box(w, y, x, h, wd, acc, rounded)
        put(w, y + 1, x + (wd - len(t)) // 2, t, acc | curses.A_BOLD)

    def form(field):
        win(4, 16, 15, 48, "Create your account")
        put(w, 7, 18, "Fill in the fields below.".center(44), dim)
        rows = [("Name", 9), ("Email", 11)]
        for f, y in rows:
            put(w, y, 20, f + ": ", acc if f == field else norm)
            put(w, y, 20 + len(f) + 2, vals[f].ljust(30), inp)
        put(w, 13, 20, "[X] I accept the terms of service", norm)
        put(w, 16, 24, "[ Submit ]", norm)
        put(w, 16, 44, "[ Cancel ]", norm)
        curses.curs_set(1)
        y = dict(rows)[field]
        w.move(y, 20 + len(field) + 2 + len(vals[field]))

    def checks(s):
        win(5, 18, 13, 44, "Notifications")
        put(w, 7, 20, "Email me about:".center(40), dim)
        for i, o in enumerate(notify):
            s_ = "[%s] %s" % ("X" if ticked[i] else " ", o)
            put(w, 9 + i, 24, s_, (curses.A_REVERSE | acc) if i == s else norm)
        put(w, 15, 24, "[ Save ]", norm)
        put(w, 15, 40, "[ Back ]", norm)
        curses.curs_set(0)

    def alert():
        win(8, 22, 8, 36, "Account created")
        put(w, 10, 24, "Welcome aboard, Ada!".center(32), norm)
        put(w, 11, 24, "Check your inbox to confirm.".center(32), dim)
        put(w, 13, 35, "[ OK ]", btnf)
        curses.curs_set(0)

    state, field, s = "form", "Name", 0
    form(field)
    while True:
        w.refresh()
        k = key(w)
        if state == "form":
            if k in ("\t", curses.KEY_DOWN):
                field = "Email" if field == "Name" else "Name"
            elif k in ("\n", "\r"):
                if field == "Name":
                    field = "Email"
                else:
                    state = "alert"
                    alert()
                    continue
            elif k in (curses.KEY_BACKSPACE, "\x7f"):
                vals[field] = vals[field][:-1]
            elif k == "\x0e":
                state, s = "checks", 0
                checks(s)
                continue
            elif isinstance(k, str) and k.isprintable():
                vals[field] += k
            form(field)
        elif state == "checks":
            if k == curses.KEY_DOWN:
                s = min(s + 1, 3)
            elif k == curses.KEY_UP:
                s = max(s - 1, 0)
            elif k == " ":
                ticked[s] = not ticked[s]
            checks(s)
        elif state == "alert":
            if k in ("\n", "\r"):
                state, s = "checks", 0
                checks(s)
        if k == "\x03":
            return


# ---------------------------------------------------------------- Jexer

def jexer(w):
    curses.init_pair(1, curses.COLOR_BLUE, curses.COLOR_WHITE)    # desktop
    curses.init_pair(2, curses.COLOR_BLACK, curses.COLOR_WHITE)   # menu, status
    curses.init_pair(3, curses.COLOR_RED, curses.COLOR_WHITE)     # mnemonic
    curses.init_pair(4, curses.COLOR_WHITE, curses.COLOR_CYAN)    # dialog
    curses.init_pair(5, curses.COLOR_BLACK, curses.COLOR_GREEN)   # button
    curses.init_pair(6, curses.COLOR_WHITE, curses.COLOR_GREEN)   # focused button
    curses.init_pair(7, curses.COLOR_YELLOW, curses.COLOR_BLUE)   # field
    curses.init_pair(8, curses.COLOR_BLACK, curses.COLOR_CYAN)    # dialog shadow side
    curses.init_pair(9, curses.COLOR_WHITE, curses.COLOR_BLUE)    # list focus
    desk, bar, mn, dlg, btn, btnf, fld, shd, lst = (curses.color_pair(i) for i in range(1, 10))

    def desktop():
        w.bkgd(" ", desk)
        w.erase()
        for y in range(1, 23):
            put(w, y, 0, "▒" * 80, desk)
        put(w, 0, 0, " " * 80, bar)
        x = 1
        for m in ("File", "Edit", "Tools", "Window", "Help"):
            put(w, 0, x, " ", bar)
            put(w, 0, x + 1, m[0], mn)
            put(w, 0, x + 2, m[1:] + " ", bar)
            x += len(m) + 2
        put(w, 23, 0, " " * 79, bar)
        x = 1
        for k, t in (("F1", "Help"), ("F3", "Open"), ("F7", "Find"), ("F9", "Options"), ("Alt-X", "Exit")):
            put(w, 23, x, k, mn)
            put(w, 23, x + len(k), " " + t, bar)
            x += len(k) + len(t) + 3
        put(w, 0, 71, time.strftime("%H:%M:%S", time.gmtime(0)), bar)

    def window(y, x, h, wd, t):
        box(w, y, x, h, wd, dlg | curses.A_BOLD, "╔╗╚╝═║")
        put(w, y, x + 2, "[■]", dlg | curses.A_BOLD)
        t = " " + t + " "
        put(w, y, x + (wd - len(t)) // 2, t, dlg | curses.A_BOLD)
        for i in range(1, h + 1):
            put(w, y + i, x + wd, "  ", curses.A_DIM)
        put(w, y + h, x + 2, " " * wd, curses.A_DIM)

    def button(y, x, t, focused):
        put(w, y, x, " " + t + " ", btnf | curses.A_BOLD if focused else btn)
        put(w, y, x + len(t) + 2, "▄", shd)
        put(w, y + 1, x + 1, "▀" * (len(t) + 2), shd)

    def quitbox(f):
        desktop()
        window(8, 22, 8, 36, "Confirm")
        put(w, 10, 25, "Exit the application?", dlg)
        button(12, 29, "Yes", f == 0)
        button(12, 41, "No", f == 1)
        curses.curs_set(0)

    def findbox():
        desktop()
        window(8, 16, 8, 48, "Find")
        put(w, 10, 19, "Text to find:", dlg)
        put(w, 11, 19, "retry".ljust(42), fld)
        button(13, 25, "OK", False)
        button(13, 43, "Cancel", False)
        curses.curs_set(1)
        w.move(11, 19 + len("retry"))

    def openbox(s):
        desktop()
        window(2, 8, 19, 64, "Open File...")
        put(w, 4, 11, "/home/agentty/ledger".ljust(57), fld)
        box(w, 6, 11, 12, 26, dlg, "┌┐└┘─│")
        for i, d in enumerate(["/", " home", "  agentty", "   ledger", "    archive"]):
            put(w, 7 + i, 12, d.ljust(24), dlg)
        box(w, 6, 38, 12, 30, dlg, "┌┐└┘─│")
        files = [f for f in FILES if not f.endswith("/")]
        for i, f in enumerate(files):
            put(w, 7 + i, 39, f.ljust(28), lst if i == s else dlg)
        button(18, 42, "Open", False)
        button(18, 55, "Cancel", False)
        curses.curs_set(0)
        return files

    def radios(s, chosen):
        desktop()
        window(5, 20, 12, 40, "Options")
        box(w, 7, 23, 7, 34, dlg, "┌┐└┘─│")
        put(w, 7, 25, " Line endings ", dlg)
        for i, o in enumerate(["Unix (LF)", "DOS (CR+LF)", "Classic Mac (CR)"]):
            put(w, 9 + i, 26, "(%s) %s" % ("•" if i == chosen else " ", o), (dlg | curses.A_BOLD | curses.A_REVERSE) if i == s else dlg)
        button(14, 27, "OK", False)
        button(14, 43, "Cancel", False)
        curses.curs_set(0)

    state, f, s, chosen = "desk", 0, 0, 0
    desktop()
    curses.curs_set(0)
    while True:
        w.refresh()
        k = key(w)
        if k == "\x1b" and state != "desk":
            state = "desk"
            desktop()
            continue
        if state == "desk":
            if k == "x":
                state, f = "quit", 0
                quitbox(f)
            elif k == "f":
                state = "find"
                findbox()
            elif k == "o":
                state, s = "open", 0
                openbox(s)
            elif k == "r":
                state, s = "radio", 0
                radios(s, chosen)
        elif state == "quit":
            if k in ("\t", curses.KEY_RIGHT, curses.KEY_LEFT):
                f = 1 - f
                quitbox(f)
            elif k in ("\n", "\r"):
                if f == 0:
                    return
                state = "desk"
                desktop()
        elif state == "open":
            if k == curses.KEY_DOWN:
                s = min(s + 1, 3)
            elif k == curses.KEY_UP:
                s = max(s - 1, 0)
            openbox(s)
        elif state == "radio":
            if k == curses.KEY_DOWN:
                s = min(s + 1, 2)
                chosen = s
            elif k == curses.KEY_UP:
                s = max(s - 1, 0)
                chosen = s
            radios(s, chosen)


# ---------------------------------------------------------------- dispatch

def run(w):
    curses.raw()
    curses.noecho()
    w.keypad(True)
    curses.start_color()
    tool = sys.argv[1]
    {"uicatalog": uicatalog, "py-cui": pycui, "pytermgui": pytermgui, "jexer": jexer}[tool](w)


if __name__ == "__main__":
    curses.wrapper(run)
