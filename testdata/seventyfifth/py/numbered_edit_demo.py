"""An editor of its own with numbered lines: a title bar naming the file,
each line behind its number in a dim gutter, and a status bar of the
cursor's place and keys (^S save, ^Q quit). Typing inserts where the
cursor is."""
import curses, sys


def main(w):
    curses.raw()
    name = sys.argv[1]
    with open(name) as f:
        lines = f.read().splitlines() or [""]
    curses.use_default_colors()
    curses.init_pair(1, 8, -1)
    y = x = 0
    dirty = False
    while True:
        h, wd = w.getmaxyx()
        w.erase()
        title = " %s%s " % (name, " [+]" if dirty else "")
        w.addstr(0, 0, title.ljust(wd), curses.A_REVERSE)
        for i in range(h - 2):
            if i < len(lines):
                w.addstr(1 + i, 0, "%4d " % (i + 1), curses.color_pair(1))
                w.addstr(1 + i, 5, lines[i][: wd - 6])
        bar = " Ln %d, Col %d    ^S Save   ^Q Quit   ^F Find" % (y + 1, x + 1)
        w.insstr(h - 1, 0, bar.ljust(wd), curses.A_REVERSE)
        w.move(1 + y, 5 + x)
        w.refresh()
        k = w.get_wch()
        if k == "\x11":
            return
        if k == "\x13":
            with open(name, "w") as f:
                f.write("\n".join(lines) + "\n")
            dirty = False
        elif k == curses.KEY_DOWN:
            y = min(y + 1, len(lines) - 1)
        elif k == curses.KEY_UP:
            y = max(y - 1, 0)
        elif k == curses.KEY_RIGHT:
            x += 1
        elif k == curses.KEY_LEFT:
            x = max(x - 1, 0)
        elif k in ("\n", "\r"):
            lines[y:y + 1] = [lines[y][:x], lines[y][x:]]
            y, x, dirty = y + 1, 0, True
        elif k in ("\x7f", curses.KEY_BACKSPACE):
            if x:
                lines[y] = lines[y][: x - 1] + lines[y][x:]
                x, dirty = x - 1, True
        elif isinstance(k, str) and k.isprintable():
            lines[y] = lines[y][:x] + k + lines[y][x:]
            x, dirty = x + 1, True
        x = min(x, len(lines[y]))


curses.wrapper(main)
