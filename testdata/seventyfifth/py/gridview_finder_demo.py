"""Draws what a Windows shell's console grid view draws: a window of the
whole screen titled with what to pick, a filter field, a column of
entries with the current one in reverse video, and a bar of keys. Typing
filters; arrow keys move; Enter picks."""
import curses

TITLE = "Select a service"
ITEMS = ["relay-agent", "spooler", "sshd", "w32time", "winrm"]


def main(w):
    curses.curs_set(1)
    cur, flt = 0, ""
    while True:
        h, wd = w.getmaxyx()
        shown = [i for i in ITEMS if flt in i]
        cur = min(cur, max(0, len(shown) - 1))
        w.erase()
        w.border()
        w.addstr(0, 2, " " + TITLE + " ")
        w.addstr(2, 2, "Filter: ")
        w.addstr(2, 10, flt, curses.A_UNDERLINE)
        w.addstr(4, 4, "Name")
        w.addstr(5, 4, "----")
        for i, s in enumerate(shown):
            attr = curses.A_REVERSE if i == cur else 0
            w.addstr(6 + i, 3, (" " + s).ljust(30), attr)
        w.addstr(h - 2, 2, "%d of %d" % (len(shown), len(ITEMS)))
        w.addstr(h - 1, 2, " ↑↓ Move  Enter Accept  Esc Close ", curses.A_REVERSE)
        w.move(2, 10 + len(flt))
        w.refresh()
        k = w.get_wch()
        if k == curses.KEY_DOWN:
            cur = min(cur + 1, len(shown) - 1)
        elif k == curses.KEY_UP:
            cur = max(cur - 1, 0)
        elif k in ("\n", "\r"):
            return shown[cur] if shown else None
        elif k == "\x1b":
            return None
        elif k in (curses.KEY_BACKSPACE, "\x7f"):
            flt = flt[:-1]
        elif isinstance(k, str) and k.isprintable():
            flt += k


r = curses.wrapper(main)
if r:
    print(r)
