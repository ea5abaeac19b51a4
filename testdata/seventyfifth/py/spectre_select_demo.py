"""Draws what a .NET console selection prompt draws: a title, a page of
choices with a pointer on the current one, and a hint that more choices
are below. Arrow keys move; Enter picks."""
import os, sys, termios, tty

TITLE = "What's your favorite fruit?"
CHOICES = ["Apple", "Apricot", "Avocado", "Banana", "Blackcurrant", "Blueberry", "Cherry", "Cloudberry"]
PAGE = 5


def draw(cur, first, lines):
    out = sys.stdout
    if lines:
        out.write("\x1b[%dA\r" % lines)
    rows = [TITLE]
    for i in range(first, first + PAGE):
        if i == cur:
            rows.append("\x1b[38;5;12m> " + CHOICES[i] + "\x1b[0m")
        else:
            rows.append("  " + CHOICES[i])
    rows.append("")
    rows.append("\x1b[38;5;8m(Move up and down to reveal more choices)\x1b[0m")
    for r in rows:
        out.write("\x1b[2K" + r + "\r\n")
    out.flush()
    return len(rows)


def main():
    fd = sys.stdin.fileno()
    old = termios.tcgetattr(fd)
    tty.setraw(fd)
    sys.stdout.write("\x1b[?25l")
    cur, first, lines = 0, 0, 0
    try:
        lines = draw(cur, first, lines)
        while True:
            k = os.read(fd, 8)
            if k in (b"\x1b[A", b"k") and cur > 0:
                cur -= 1
            elif k in (b"\x1b[B", b"j") and cur < len(CHOICES) - 1:
                cur += 1
            elif k in (b"\r", b"\n"):
                break
            elif k in (b"\x03", b"q"):
                return
            if cur < first:
                first = cur
            if cur >= first + PAGE:
                first = cur - PAGE + 1
            lines = draw(cur, first, lines)
    finally:
        termios.tcsetattr(fd, termios.TCSADRAIN, old)
        sys.stdout.write("\x1b[?25h")
        sys.stdout.flush()
    sys.stdout.write("\x1b[%dA\r\x1b[J%s \x1b[38;5;12m%s\x1b[0m\n" % (lines, TITLE, CHOICES[cur]))


main()
