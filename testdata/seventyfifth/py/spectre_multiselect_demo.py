"""Draws what a .NET console multi-selection prompt draws: a title, the
choices each with a [ ] box and a pointer on the current one, and the
keys that tick and accept. Space ticks; Enter accepts."""
import os, sys, termios, tty

TITLE = "What are your favorite fruits?"
CHOICES = ["Apple", "Banana", "Cherry", "Orange"]


def draw(cur, ticked, lines):
    out = sys.stdout
    if lines:
        out.write("\x1b[%dA\r" % lines)
    rows = [TITLE, ""]
    for i, c in enumerate(CHOICES):
        box = "\x1b[38;5;10m[X]\x1b[0m" if i in ticked else "[ ]"
        if i == cur:
            rows.append("\x1b[38;5;12m> \x1b[0m" + box + " \x1b[38;5;12m" + c + "\x1b[0m")
        else:
            rows.append("  " + box + " " + c)
    rows.append("")
    rows.append("\x1b[38;5;8m(Press \x1b[38;5;12m<space>\x1b[38;5;8m to toggle a fruit, \x1b[38;5;10m<enter>\x1b[38;5;8m to accept)\x1b[0m")
    for r in rows:
        out.write("\x1b[2K" + r + "\r\n")
    out.flush()
    return len(rows)


def main():
    fd = sys.stdin.fileno()
    old = termios.tcgetattr(fd)
    tty.setraw(fd)
    sys.stdout.write("\x1b[?25l")
    cur, ticked, lines = 0, set(), 0
    try:
        lines = draw(cur, ticked, lines)
        while True:
            k = os.read(fd, 8)
            if k == b"\x1b[A" and cur > 0:
                cur -= 1
            elif k == b"\x1b[B" and cur < len(CHOICES) - 1:
                cur += 1
            elif k == b" ":
                ticked ^= {cur}
            elif k in (b"\r", b"\n"):
                break
            elif k == b"\x03":
                return
            lines = draw(cur, ticked, lines)
    finally:
        termios.tcsetattr(fd, termios.TCSADRAIN, old)
        sys.stdout.write("\x1b[?25h")
        sys.stdout.flush()
    sys.stdout.write("\x1b[%dA\r\x1b[J" % lines)
    print(TITLE, ", ".join(CHOICES[i] for i in sorted(ticked)))


main()
