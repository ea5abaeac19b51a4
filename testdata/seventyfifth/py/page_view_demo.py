"""A pager of its own: a file a screen at a time on the alternate screen,
a status line in reverse video at the bottom naming the file, the lines
shown and how far in. Space or PgDn a page on, b or PgUp back, j/k a
line, q quits."""
import curses, sys


def main(w, name, lines):
    curses.curs_set(0)
    top = 0
    while True:
        h, wd = w.getmaxyx()
        body = h - 1
        w.erase()
        for i in range(body):
            if top + i < len(lines):
                w.addstr(i, 0, lines[top + i][: wd - 1])
        last = min(top + body, len(lines))
        pct = 100 * last // len(lines)
        w.addstr(h - 1, 0, (" %s   lines %d-%d of %d   %d%%   (space: next page, b: back, q: quit)" % (name, top + 1, last, len(lines), pct))[: wd - 1].ljust(wd - 1), curses.A_REVERSE)
        w.refresh()
        k = w.getch()
        if k in (ord("q"), 27):
            return
        if k in (ord(" "), curses.KEY_NPAGE, ord("f")):
            top = min(top + body, max(0, len(lines) - body))
        elif k in (ord("b"), curses.KEY_PPAGE):
            top = max(0, top - body)
        elif k in (ord("j"), curses.KEY_DOWN, 10):
            top = min(top + 1, max(0, len(lines) - body))
        elif k in (ord("k"), curses.KEY_UP):
            top = max(0, top - 1)


name = sys.argv[1]
with open(name) as f:
    text = f.read().splitlines()
curses.wrapper(main, name, text)
