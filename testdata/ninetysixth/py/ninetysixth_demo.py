#!/usr/bin/env python3
"""The ninety-sixth set's programs: each draws what a tool that cannot run
here draws at one of its moments (issue 44). The first argument names the
tool imitated: bsdconfig-like (FreeBSD's bsddialog boxes), sysinst-like
(NetBSD's installer menus), pkgtool-like, slackpkg-like, netconfig-like and
liloconfig-like (Slackware's setup dialogs), gomuks-like, calcure-like
and sampler-like (full screens), arturo-like and lfe-like (REPLs),
nushell-like (a shell) and anaconda-like (a text installer's password)."""
import curses
import getpass
import sys
import time

TOOL = sys.argv[1] if len(sys.argv) > 1 else ""
KIND = sys.argv[2] if len(sys.argv) > 2 else ""


def colours():
    curses.start_color()
    curses.init_pair(1, curses.COLOR_WHITE, curses.COLOR_BLUE)   # desktop
    curses.init_pair(2, curses.COLOR_BLACK, curses.COLOR_WHITE)  # box
    curses.init_pair(3, curses.COLOR_BLUE, curses.COLOR_WHITE)   # title
    curses.init_pair(4, curses.COLOR_WHITE, curses.COLOR_BLUE)   # focus
    curses.init_pair(5, curses.COLOR_RED, curses.COLOR_WHITE)    # hot key
    curses.init_pair(6, curses.COLOR_BLACK, curses.COLOR_BLACK)  # shadow
    curses.init_pair(7, curses.COLOR_YELLOW, curses.COLOR_BLUE)
    curses.init_pair(8, curses.COLOR_GREEN, curses.COLOR_BLACK)
    curses.init_pair(9, curses.COLOR_CYAN, curses.COLOR_BLACK)


def put(w, y, x, s, a=0):
    try:
        w.addstr(y, x, s, a)
    except curses.error:
        pass


def desktop(w, back):
    h, wd = w.getmaxyx()
    w.bkgd(' ', curses.color_pair(1))
    w.erase()
    if back:
        put(w, 0, 1, back, curses.color_pair(1) | curses.A_BOLD)
        w.hline(1, 1, curses.ACS_HLINE, wd - 2)


def box(w, y, x, h, wd, title):
    for r in range(h):
        put(w, y + r, x, ' ' * wd, curses.color_pair(2))
    for r in range(1, h + 1):
        put(w, y + r, x + wd, '  ', curses.color_pair(6))
    put(w, y + h, x + 2, ' ' * wd, curses.color_pair(6))
    sub = w.derwin(h, wd, y, x)
    sub.attrset(curses.color_pair(2))
    sub.box()
    if title:
        put(w, y, x + (wd - len(title) - 2) // 2, ' ' + title + ' ', curses.color_pair(3) | curses.A_BOLD)


def buttons(w, y, x, wd, labels, focus):
    width = sum(len(l) + 6 for l in labels) + 3 * (len(labels) - 1)
    c = x + (wd - width) // 2
    spots = []
    for i, l in enumerate(labels):
        a = curses.color_pair(4) | curses.A_BOLD if i == focus else curses.color_pair(2)
        put(w, y, c, '<', a)
        put(w, y, c + 1, ' ' + l.center(len(l) + 2) + ' ', a)
        put(w, y, c + 3, l[0], (curses.color_pair(7) if i == focus else curses.color_pair(5)) | curses.A_BOLD)
        put(w, y, c + len(l) + 5, '>', a)
        spots.append(c + 3)
        c += len(l) + 6 + 3
    return spots


def yesno(w, back, title, text, labels, focus):
    desktop(w, back)
    y, x, h, wd = 8, 18, 7, 44
    box(w, y, x, h, wd, title)
    put(w, y + 2, x + 2, text, curses.color_pair(2))
    w.hline(y + h - 3, x + 1, curses.ACS_HLINE, wd - 2)
    spots = buttons(w, y + h - 2, x, wd, labels, focus)
    curses.curs_set(0)
    w.move(y + h - 2, spots[focus])
    w.refresh()


def run_yesno(w, back, title, text, labels):
    focus = 0
    while True:
        yesno(w, back, title, text, labels, focus)
        k = w.getch()
        if k in (9, curses.KEY_RIGHT, curses.KEY_LEFT):
            focus = (focus + 1) % len(labels)
        elif k in (10, 13, 27):
            return


def run_input(w, back, title, lines, value, secret, btns=("OK", "Cancel")):
    y, x, h, wd = 7, 14, 8 + len(lines), 52
    while True:
        desktop(w, back)
        box(w, y, x, h, wd, title)
        for i, l in enumerate(lines):
            put(w, y + 1 + i, x + 2, l, curses.color_pair(2))
        fy = y + 2 + len(lines)
        w.attrset(curses.color_pair(2))
        sub = w.derwin(3, wd - 4, fy - 1, x + 2)
        sub.attrset(curses.color_pair(2))
        sub.box()
        shown = '*' * len(value) if secret else value
        put(w, fy, x + 3, ' ' * (wd - 6), curses.color_pair(2))
        put(w, fy, x + 3, shown, curses.color_pair(2))
        w.hline(y + h - 3, x + 1, curses.ACS_HLINE, wd - 2)
        buttons(w, y + h - 2, x, wd, list(btns), 0)
        curses.curs_set(1)
        w.move(fy, x + 3 + len(shown))
        w.refresh()
        k = w.getch()
        if k in (10, 13, 27):
            return
        if k in (curses.KEY_BACKSPACE, 127, 8):
            value = value[:-1]
        elif 32 <= k < 127:
            value += chr(k)


def run_menu(w, back, title, lines, items, check=None, btns=("OK", "Cancel"), width=60):
    cur = 0
    ticks = list(check) if check is not None else None
    tagw = max(len(t) for t, _ in items)
    while True:
        desktop(w, back)
        h = len(lines) + len(items) + 7
        y, x = max(2, (24 - h) // 2), (80 - width) // 2
        box(w, y, x, h, width, title)
        for i, l in enumerate(lines):
            put(w, y + 1 + i, x + 2, l, curses.color_pair(2))
        ly = y + 2 + len(lines)
        sub = w.derwin(len(items) + 2, width - 4, ly - 1, x + 2)
        sub.attrset(curses.color_pair(2))
        sub.box()
        for i, (tag, text) in enumerate(items):
            sel = i == cur
            a = curses.color_pair(4) | curses.A_BOLD if sel else curses.color_pair(2)
            c = x + 5
            if ticks is not None:
                put(w, ly + i, c, '[%s]' % ('*' if ticks[i] else ' '), curses.color_pair(2))
                c += 4
            put(w, ly + i, c, tag.ljust(tagw), a)
            put(w, ly + i, c, tag[0], (curses.color_pair(7) if sel else curses.color_pair(5)) | curses.A_BOLD)
            put(w, ly + i, c + tagw + 2, text, curses.color_pair(2) | (curses.A_BOLD if sel else 0))
        w.hline(y + h - 3, x + 1, curses.ACS_HLINE, width - 2)
        buttons(w, y + h - 2, x, width, list(btns), 0)
        curses.curs_set(0)
        w.move(ly + cur, x + 5 + (4 if ticks is not None else 0))
        w.refresh()
        k = w.getch()
        if k == curses.KEY_DOWN:
            cur = min(cur + 1, len(items) - 1)
        elif k == curses.KEY_UP:
            cur = max(cur - 1, 0)
        elif k == 32 and ticks is not None:
            ticks[cur] = not ticks[cur]
        elif k in (10, 13, 27):
            return


def bsdconfig(w):
    back = "bsdconfig"
    if KIND == "yesno":
        run_yesno(w, back, "Purge", "Purge the old artifacts?", ["Yes", "No"])
    elif KIND == "password":
        run_input(w, back, "Passphrase", ["Signing key passphrase:"], "", True)
    elif KIND == "input":
        run_input(w, back, "Release", ["Name of the release:"], "release-7", False)
    elif KIND == "form":
        run_form(w, back)


def run_form(w, back):
    fields = [["Host name:", "relay-1"], ["Domain:", "example.org"], ["Gateway:", "10.0.0.1"]]
    cur = 0
    while True:
        desktop(w, back)
        y, x, h, wd = 6, 14, 11, 52
        box(w, y, x, h, wd, "Network Configuration")
        put(w, y + 1, x + 2, "Configure the network of this host:", curses.color_pair(2))
        for i, (label, val) in enumerate(fields):
            put(w, y + 3 + i, x + 3, label, curses.color_pair(2) | (curses.A_BOLD if i == cur else 0))
            a = curses.color_pair(4) if i == cur else curses.color_pair(2) | curses.A_UNDERLINE
            put(w, y + 3 + i, x + 15, val.ljust(30), a)
        w.hline(y + h - 3, x + 1, curses.ACS_HLINE, wd - 2)
        buttons(w, y + h - 2, x, wd, ["OK", "Cancel"], 0)
        curses.curs_set(1)
        w.move(y + 3 + cur, x + 15 + len(fields[cur][1]))
        w.refresh()
        k = w.getch()
        if k in (9, curses.KEY_DOWN):
            cur = (cur + 1) % len(fields)
        elif k in (10, 13, 27):
            return
        elif 32 <= k < 127:
            fields[cur][1] += chr(k)


def sysinst(w):
    if KIND == "menu":
        title = "NetBSD-10.0 Install System"
        lines = ["Welcome to sysinst, the NetBSD-10.0 system", "installation tool.  This menu-driven tool is",
                 "designed to help you install NetBSD to a hard", "disk, or upgrade an existing NetBSD system.", "",
                 "What would you like to do?"]
        items = ["a: Install NetBSD to hard disk", "b: Upgrade NetBSD on a hard disk",
                 "c: Re-install sets or install additional sets", "d: Reboot the computer",
                 "e: Utility menu", "f: Config menu", "x: Exit Install System"]
    else:
        title = "Shall we continue?"
        lines = ["You have chosen to install NetBSD on your hard", "disk.  This will change information on your",
                 "hard disk.  Are you sure you want to do this?"]
        items = ["a: No", "b: Yes"]
    cur = 0
    curses.init_pair(10, curses.COLOR_WHITE, curses.COLOR_BLACK)
    while True:
        w.bkgd(' ', curses.color_pair(10))
        w.erase()
        put(w, 0, 0, "NetBSD/amd64 10.0", curses.A_BOLD)
        y = 3
        for i, l in enumerate(lines):
            put(w, y + i, 4, l)
        my, mx, mw = y + len(lines) + 2, 14, 52
        sub = w.derwin(len(items) + 2, mw, my - 1, mx)
        sub.box()
        put(w, my - 1, mx + 2, ' ' + title + ' ', curses.A_BOLD)
        for i, it in enumerate(items):
            if i == cur:
                put(w, my + i, mx + 1, ('>' + it).ljust(mw - 2), curses.A_REVERSE)
            else:
                put(w, my + i, mx + 1, ' ' + it)
        curses.curs_set(0)
        w.move(my + cur, mx + 2)
        w.refresh()
        k = w.getch()
        if k == curses.KEY_DOWN:
            cur = min(cur + 1, len(items) - 1)
        elif k == curses.KEY_UP:
            cur = max(cur - 1, 0)
        elif k in (10, 13, 27):
            return


def pkgtool(w):
    if KIND == "gauge":
        for p in range(0, 48, 4):
            desktop(w, "")
            y, x, h, wd = 8, 10, 8, 60
            box(w, y, x, h, wd, "Installing bash-5.2.015-x86_64-1")
            put(w, y + 2, x + 2, "Installing package bash-5.2.015-x86_64-1.txz...", curses.color_pair(2))
            bar = w.derwin(3, wd - 8, y + 4, x + 4)
            bar.attrset(curses.color_pair(2))
            bar.box()
            fill = (wd - 10) * p // 100
            put(w, y + 5, x + 5, ' ' * (wd - 10), curses.color_pair(2))
            put(w, y + 5, x + 5, ' ' * fill, curses.color_pair(4))
            label = '%3d%%' % p
            put(w, y + 5, x + (wd - 4) // 2, label, curses.color_pair(4 if fill > (wd - 10) // 2 - 4 else 2) | curses.A_BOLD)
            curses.curs_set(0)
            w.refresh()
            time.sleep(0.2)
        while True:
            w.getch()
    run_menu(w, "", "Slackware Package Tool (pkgtool version 15.0)",
             ["Welcome to the Slackware package tool.", "", "Which option would you like?"],
             [("Current", "Install packages from the current directory"),
              ("Other", "Install packages from some other directory"),
              ("Remove", "Remove packages that are currently installed"),
              ("View", "View the list of files contained in a package"),
              ("Setup", "Choose Slackware installation scripts to run again"),
              ("Exit", "Exit Pkgtool")], width=72)


def slackpkg(w):
    run_menu(w, "", "slackpkg: install",
             ["Choose packages to install:"],
             [("bash-5.2.015-x86_64-1", "GNU bourne again shell"), ("curl-8.4.0-x86_64-1", "command line URL tool"), ("rsync-3.2.7-x86_64-1", "remote file sync")],
             check=[True, False, True], btns=("OK", "Cancel"), width=60)


def netconfig(w):
    if KIND == "host":
        run_input(w, "", "ENTER HOSTNAME",
                  ["First, we'll need the name you'd like to give", "your host.  Only the base hostname is needed",
                   "right now (not the domain).", "", "Enter hostname:"], "", False)
    else:
        run_input(w, "", "ENTER DOMAINNAME FOR 'relay'",
                  ["Now, we need the domain name for this machine,", "such as example.org.  Do not supply a",
                   "leading '.'", "", "Enter domain name for relay:"], "example.org", False)


def liloconfig(w):
    desktop(w, "")
    y, x, h, wd = 8, 16, 8, 48
    box(w, y, x, h, wd, "LILO INSTALLED")
    put(w, y + 2, x + 2, "LILO has been successfully installed.", curses.color_pair(2))
    put(w, y + 3, x + 2, "Reboot to try the new boot menu.", curses.color_pair(2))
    w.hline(y + h - 3, x + 1, curses.ACS_HLINE, wd - 2)
    spots = buttons(w, y + h - 2, x, wd, ["OK"], 0)
    curses.curs_set(0)
    w.move(y + h - 2, spots[0])
    w.refresh()
    while w.getch() not in (10, 13, 27):
        pass


def gomuks(w):
    curses.init_pair(11, curses.COLOR_BLACK, curses.COLOR_GREEN)
    rooms = ["#relay-ops", "#release", "Alice", "Bob"]
    w.erase()
    h, wd = w.getmaxyx()
    put(w, 0, 0, " Rooms".ljust(22), curses.A_BOLD)
    for i, r in enumerate(rooms):
        put(w, 1 + i, 1, r.ljust(20), curses.A_REVERSE if i == 0 else 0)
    for r in range(h):
        put(w, r, 22, '│')
    put(w, 0, 23, " #relay-ops — relay fleet operations".ljust(wd - 23), curses.color_pair(11))
    msgs = [("20:31", "alice", "relay-fra is back up"), ("20:32", "bob", "draining relay-ord for the upgrade"),
            ("20:34", "alice", "ok, I'll watch the graphs"), ("20:40", "bob", "relay-ord done")]
    for i, (t, n, m) in enumerate(msgs):
        put(w, h - 3 - len(msgs) + i, 24, t, curses.A_DIM)
        put(w, h - 3 - len(msgs) + i, 30, n.rjust(8), curses.color_pair(9) | curses.A_BOLD)
        put(w, h - 3 - len(msgs) + i, 39, m)
    w.hline(h - 2, 23, curses.ACS_HLINE, wd - 23)
    put(w, h - 1, 24, "Send an unencrypted message...", curses.A_DIM)
    curses.curs_set(1)
    w.move(h - 1, 24)
    w.refresh()
    while True:
        w.getch()


def calcure(w):
    import calendar
    year, month = 2026, 11
    tasks = ["Upgrade relay-ord", "Rotate deploy keys", "Write the release notes"]
    curses.init_pair(12, curses.COLOR_WHITE, curses.COLOR_BLACK)
    curses.init_pair(13, curses.COLOR_YELLOW, curses.COLOR_BLACK)
    while True:
        w.erase()
        h, wd = w.getmaxyx()
        put(w, 0, 1, ("%s %d" % (calendar.month_name[month], year)).upper(), curses.color_pair(9) | curses.A_BOLD)
        cw = 7
        for i, d in enumerate(["Mo", "Tu", "We", "Th", "Fr", "Sa", "Su"]):
            put(w, 2, 1 + i * cw, d, curses.color_pair(13 if i >= 5 else 12) | curses.A_BOLD)
        for r, week in enumerate(calendar.monthcalendar(year, month)):
            for i, d in enumerate(week):
                if d:
                    a = curses.A_REVERSE | curses.A_BOLD if (month, d) == (11, 26) else curses.color_pair(13 if i >= 5 else 12)
                    put(w, 4 + r * 3, 1 + i * cw, "%2d" % d, a)
        put(w, 0, 52, "TASKS", curses.color_pair(9) | curses.A_BOLD)
        for i, t in enumerate(tasks):
            put(w, 2 + i, 52, "• " + t)
        put(w, h - 1, 1, "2026-11-26  20:45", curses.A_DIM)
        curses.curs_set(0)
        w.refresh()
        k = w.getch()
        if k == ord('n'):
            month, year = (1, year + 1) if month == 12 else (month + 1, year)
        elif k == ord('p'):
            month, year = (12, year - 1) if month == 1 else (month - 1, year)


def sampler(w):
    import math
    curses.curs_set(0)
    n = 0
    w.timeout(500)
    while True:
        w.erase()
        h, wd = w.getmaxyx()
        sub = w.derwin(12, wd, 0, 0)
        sub.box()
        put(w, 0, 2, " Relay load ", curses.A_BOLD)
        for c in range(1, wd - 10):
            v = int(5 + 4 * math.sin((c + n) / 5.0))
            put(w, 10 - v, c, '•', curses.color_pair(8))
        put(w, 1, wd - 9, "%.2f" % (0.5 + 0.4 * math.sin(n / 5.0)), curses.color_pair(9))
        sub2 = w.derwin(h - 12, wd // 2, 12, 0)
        sub2.box()
        put(w, 12, 2, " Connections ", curses.A_BOLD)
        put(w, 14, 4, str(120 + n % 7), curses.A_BOLD)
        sub3 = w.derwin(h - 12, wd - wd // 2, 12, wd // 2)
        sub3.box()
        put(w, 12, wd // 2 + 2, " Errors ", curses.A_BOLD)
        put(w, 14, wd // 2 + 4, "0", curses.A_BOLD)
        w.refresh()
        k = w.getch()
        if k == ord('q'):
            return
        n += 1


def curses_main(w):
    colours()
    {"bsdconfig-like": bsdconfig, "sysinst-like": sysinst, "pkgtool-like": pkgtool, "slackpkg-like": slackpkg,
     "netconfig-like": netconfig, "liloconfig-like": liloconfig, "gomuks-like": gomuks,
     "calcure-like": calcure, "sampler-like": sampler}[TOOL](w)


def repl(banner, prompt, evaluate):
    try:
        import readline  # noqa: F401  line editing, as the REPLs have
    except ImportError:
        pass
    print(banner)
    n = 1
    while True:
        try:
            line = input(prompt(n))
        except EOFError:
            return
        if line.strip():
            print(evaluate(line))
        n += 1


def calc(expr):
    try:
        return str(eval(expr.replace('(* ', '(mul(').replace('(', '(') if False else expr, {}, {}))
    except Exception as e:
        return "error: %s" % e


def lisp(line):
    s = line.strip()
    if s.startswith("(* ") and s.endswith(")"):
        a = 1
        for t in s[3:-1].split():
            a *= int(t)
        return str(a)
    if s.startswith("(+ ") and s.endswith(")"):
        return str(sum(int(t) for t in s[3:-1].split()))
    return "** exception error: unbound symbol " + s


def main():
    if TOOL == "arturo-like":
        repl("\x1b[1mArturo\x1b[0m · v0.9.83 (arm64/linux)\n\x1b[90mType \x1b[1mhelp\x1b[0m\x1b[90m for help, \x1b[1mexit\x1b[0m\x1b[90m to quit\x1b[0m\n",
             lambda n: "\x1b[1m$:%d>\x1b[0m " % n, lambda l: "\x1b[90m=>\x1b[0m " + calc(l))
    elif TOOL == "lfe-like":
        repl(r"""   ..-~.~_~---..
  (      \\     )    |   A Lisp-2+ on the Erlang VM
  |`-.._/_\\_.-':    |   Type (help) for usage info.
  |         g |_ \   |
  |        n    | |  |   Docs: http://docs.lfe.io/
  |       a    / /   |   Source: http://github.com/lfe/lfe
   \     l    |_/    |
    \   r     /      |   LFE v2.1.2 (abort with ^G)
     `-E___.-'
""", lambda n: "lfe> ", lisp)
    elif TOOL == "nushell-like":
        import os
        home = os.path.expanduser("~")
        while True:
            right = time.strftime("%m/%d/%Y %I:%M:%S %p")
            cols = 80
            sys.stdout.write("\x1b[s\x1b[%dG\x1b[35m%s\x1b[0m\x1b[u" % (cols - len(right) + 1, right))
            try:
                line = input("\x1b[1;32m~\x1b[0m\x1b[1;32m>\x1b[0m ")
            except EOFError:
                return
            s = line.strip()
            if not s:
                continue
            try:
                print(eval(s, {}, {}))
            except Exception:
                print("Error: nu::shell::external_command\n\n  × External command failed\n   ╭─[entry #1:1:1]\n 1 │ %s\n   · ─┬─\n   ·  ╰── executable was not found\n   ╰────" % s.split()[0])
    elif TOOL == "anaconda-like":
        print("=" * 80)
        print("Root password")
        print()
        print("Please provide the root password.")
        print()
        p = getpass.getpass("Password: ")
        getpass.getpass("Password (confirm): ")
        time.sleep(3600)
    else:
        curses.wrapper(curses_main)


if __name__ == "__main__":
    main()
