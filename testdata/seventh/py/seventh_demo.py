"""One screen of a Python standard library module of agentty's seventh set,
named by the first argument, over the file named by the second:

  textpad FILE   the file in curses.textpad's edit box, under a title row
  ttypager FILE  the file in pydoc's own pager for terminals

The seventh set's screens were never used to tune the mode classifier.
"""
import curses
import curses.textpad
import pydoc
import sys


def textpad(name):
    with open(name) as f:
        lines = f.read().splitlines()

    def edit(scr):
        rows, cols = scr.getmaxyx()
        scr.addstr(0, 0, (" " + name + "  (Ctrl-G saves and quits)").ljust(cols - 1), curses.A_REVERSE)
        curses.textpad.rectangle(scr, 1, 0, rows - 2, cols - 2)
        scr.refresh()
        win = curses.newwin(rows - 4, cols - 4, 2, 1)
        for i, line in enumerate(lines[: rows - 4]):
            win.addstr(i, 0, line[: cols - 5])
        win.move(0, 0)
        box = curses.textpad.Textbox(win, insert_mode=True)
        return box.edit()

    text = curses.wrapper(edit)
    with open(name, "w") as f:
        f.write(text)


def ttypager(name):
    with open(name) as f:
        pydoc.ttypager(f.read())


if __name__ == "__main__":
    {"textpad": textpad, "ttypager": ttypager}[sys.argv[1]](sys.argv[2])
