"""fiftyfourth_demo.py asks one question of the fiftyfourth set on lines
drawn with Debian's python3-termcolor, python3-colored and
python3-prettytable: a yes/no line, a keyed choice, a numbered menu laid
out as a table, a line with a default, a hidden passphrase (termcolor's
colours), and a list picked with the arrow keys, the highlighted entry
in reverse video (colored's styles). It prints the answer and exits."""

import getpass
import sys
import termios
import tty

from colored import attr, fg
from prettytable import PrettyTable
from termcolor import colored

kind = sys.argv[1] if len(sys.argv) > 1 else "confirm"
mark = colored("?", "cyan", attrs=["bold"])


def ask(q):
    return input(f"{mark} {colored(q, attrs=['bold'])} ")


def key():
    c = sys.stdin.read(1)
    if c == "\x1b":
        if sys.stdin.read(1) == "[":
            return {"A": "up", "B": "down"}.get(sys.stdin.read(1), "")
        return "esc"
    return c


def pick(question, opts):
    at = 0
    fd = sys.stdin.fileno()
    old = termios.tcgetattr(fd)
    sys.stdout.write(f"{fg('yellow')}>>{attr('reset')} {attr('bold')}{question}{attr('reset')}\r\n")
    sys.stdout.write("\x1b[?25l")
    try:
        tty.setraw(fd)
        while True:
            for i, o in enumerate(opts):
                if i == at:
                    sys.stdout.write(f"\x1b[2K   {attr('reverse')} {o} {attr('reset')}\r\n")
                else:
                    sys.stdout.write(f"\x1b[2K    {o}\r\n")
            sys.stdout.write(f"\x1b[2K{fg('dark_gray')}   (up/down to move, enter to pick){attr('reset')}\r")
            sys.stdout.write(f"\x1b[{len(opts)}A")
            sys.stdout.flush()
            k = key()
            if k == "up" and at > 0:
                at -= 1
            elif k == "down" and at < len(opts) - 1:
                at += 1
            elif k in ("\r", "\n"):
                break
            elif k in ("\x03", "q"):
                sys.exit(1)
    finally:
        termios.tcsetattr(fd, termios.TCSADRAIN, old)
        sys.stdout.write(f"\x1b[{len(opts)+1}B\r\n\x1b[?25h")
    print("picked", opts[at])


if kind == "confirm":
    a = ask("Rotate the signing key now? [y/N]")
    print("rotated" if a.lower().startswith("y") else "kept")
elif kind == "choice":
    print(colored("relay.conf has changed since it was installed.", "yellow"))
    a = ask("[k]eep yours, [t]ake theirs, [d]iff, [q]uit:")
    print("answer", a)
elif kind == "menu":
    t = PrettyTable(["#", "mirror", "region", "latency"])
    t.add_row([1, "mirror-fra", "Frankfurt", "12 ms"])
    t.add_row([2, "mirror-ord", "Chicago", "88 ms"])
    t.add_row([3, "mirror-nrt", "Tokyo", "160 ms"])
    print(t)
    a = ask("Which mirror should serve the images? [2]")
    print("mirror", a or "2")
elif kind == "text":
    a = ask("Release notes title (" + colored("Relay 7", "green") + "):")
    print("title", a or "Relay 7")
elif kind == "password":
    print(colored("Signing the release with deploy.key", "yellow"))
    p = getpass.getpass(f"{mark} {colored('Passphrase for deploy.key:', attrs=['bold'])} ")
    print("signed" if p else "not signed")
elif kind == "select":
    pick("Which channel should the release go to?", ["stable", "beta", "nightly"])
