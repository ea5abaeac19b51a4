"""Draws what a Windows-style text-mode installer draws: a blue screen, a
welcome page whose keys are named on a gray bar at the bottom, then, on
Enter, a gray box with a shadow asking to install, its buttons below."""
import curses

WELCOME = [
    "Welcome to Setup.",
    "",
    "This portion of the Setup program prepares Relay Agent to run on",
    "your computer.",
    "",
    "",
    "   *  To set up Relay Agent now, press ENTER.",
    "",
    "   *  To repair an installation of Relay Agent, press R.",
    "",
    "   *  To quit Setup without installing Relay Agent, press F3.",
]


def main(w):
    curses.curs_set(0)
    curses.init_pair(1, curses.COLOR_WHITE, curses.COLOR_BLUE)
    curses.init_pair(2, curses.COLOR_BLACK, curses.COLOR_WHITE)
    curses.init_pair(3, curses.COLOR_WHITE, curses.COLOR_RED)
    curses.init_pair(4, curses.COLOR_BLACK, curses.COLOR_BLACK)
    h, wd = w.getmaxyx()
    page, button = 0, 0
    while True:
        w.bkgd(" ", curses.color_pair(1))
        w.erase()
        w.addstr(0, 1, "Relay Agent Setup", curses.color_pair(1) | curses.A_BOLD)
        w.addstr(1, 0, "=" * 19, curses.color_pair(1))
        if page == 0:
            for i, r in enumerate(WELCOME):
                w.addstr(3 + i, 5, r, curses.color_pair(1) | (curses.A_BOLD if i == 0 else 0))
            w.addstr(h - 1, 0, "  ENTER=Continue  R=Repair  F3=Quit".ljust(wd - 1), curses.color_pair(2))
        else:
            top, left, bw, bh = 7, 12, 56, 9
            for y in range(bh):
                w.addstr(top + y, left, " " * bw, curses.color_pair(2))
                w.addstr(top + y + 1, left + bw, "  ", curses.color_pair(4))
            w.addstr(top + bh, left + 2, " " * bw, curses.color_pair(4))
            sub = w.derwin(bh, bw, top, left)
            sub.bkgd(" ", curses.color_pair(2))
            sub.box()
            sub.addstr(0, 2, " Ready to Install ", curses.color_pair(2) | curses.A_BOLD)
            sub.addstr(2, 3, "Install Relay Agent to C:\\Program Files\\Relay now?", curses.color_pair(2))
            labels = ["  Install  ", "  Cancel  "]
            x = 14
            for i, l in enumerate(labels):
                attr = curses.color_pair(3) | curses.A_BOLD if i == button else curses.color_pair(2)
                sub.addstr(6, x, "<" + l + ">", attr)
                x += len(l) + 6
            w.addstr(h - 1, 0, "  ENTER=Select  TAB=Next Button  ESC=Back".ljust(wd - 1), curses.color_pair(2))
        w.refresh()
        k = w.getch()
        if page == 0:
            if k in (10, 13):
                page = 1
            elif k in (curses.KEY_F3, ord("q")):
                return
        else:
            if k in (9, curses.KEY_LEFT, curses.KEY_RIGHT):
                button ^= 1
            elif k == 27:
                page = 0
            elif k in (10, 13):
                return


curses.wrapper(main)
