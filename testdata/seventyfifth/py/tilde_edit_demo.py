"""An editor of its own in the manner of vi: the file's lines, '~' on
the rows past its end, a status line at the bottom ('"notes.txt" 3L, 36B'
at first, '-- INSERT --' while inserting). i inserts, Esc leaves
inserting, arrow keys move, :q quits."""
import curses, os, sys


def main(w, name):
    with open(name) as f:
        lines = f.read().splitlines() or [""]
    status = '"%s" %dL, %dB' % (name, len(lines), os.path.getsize(name))
    y = x = 0
    insert = False
    cmd = None
    while True:
        h, wd = w.getmaxyx()
        w.erase()
        for i in range(h - 1):
            if i < len(lines):
                w.addstr(i, 0, lines[i][: wd - 1])
            else:
                w.addstr(i, 0, "~", curses.color_pair(1) | curses.A_BOLD)
        if cmd is not None:
            w.addstr(h - 1, 0, ":" + cmd)
        else:
            w.addstr(h - 1, 0, "-- INSERT --" if insert else status, curses.A_BOLD if insert else 0)
            w.addstr(h - 1, wd - 20, "%d,%d" % (y + 1, x + 1))
            w.addstr(h - 1, wd - 6, "All")
        if cmd is not None:
            w.move(h - 1, 1 + len(cmd))
        else:
            w.move(y, x)
        w.refresh()
        k = w.get_wch()
        if cmd is not None:
            if k in ("\n", "\r"):
                if cmd.startswith("q"):
                    return
                if cmd.startswith("w"):
                    with open(name, "w") as f:
                        f.write("\n".join(lines) + "\n")
                cmd = None
            elif k == "\x1b":
                cmd = None
            elif isinstance(k, str):
                cmd += k
            continue
        if k == curses.KEY_DOWN:
            y = min(y + 1, len(lines) - 1)
        elif k == curses.KEY_UP:
            y = max(y - 1, 0)
        elif k == curses.KEY_RIGHT:
            x += 1
        elif k == curses.KEY_LEFT:
            x = max(x - 1, 0)
        elif insert:
            if k == "\x1b":
                insert = False
                x = max(x - 1, 0)
            elif k in ("\n", "\r"):
                lines[y:y + 1] = [lines[y][:x], lines[y][x:]]
                y, x = y + 1, 0
            elif k in ("\x7f", curses.KEY_BACKSPACE):
                if x:
                    lines[y] = lines[y][: x - 1] + lines[y][x:]
                    x -= 1
            elif isinstance(k, str):
                lines[y] = lines[y][:x] + k + lines[y][x:]
                x += 1
        elif k == "i":
            insert = True
        elif k == ":":
            cmd = ""
        x = min(x, len(lines[y]))


def run(w):
    curses.use_default_colors()
    curses.init_pair(1, curses.COLOR_BLUE, -1)
    main(w, sys.argv[1])


curses.wrapper(run)
