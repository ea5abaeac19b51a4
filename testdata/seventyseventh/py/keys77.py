"""Raw keys for the seventyseventh set's demos: termios and tty only."""
import os
import sys
import termios
import tty


class Raw:
    def __enter__(self):
        self.fd = sys.stdin.fileno()
        self.old = termios.tcgetattr(self.fd)
        tty.setraw(self.fd)
        return self

    def __exit__(self, *a):
        termios.tcsetattr(self.fd, termios.TCSADRAIN, self.old)

    def key(self):
        b = os.read(self.fd, 1)
        if b == b"\x1b":
            rest = os.read(self.fd, 2)
            return {b"[A": "up", b"[B": "down", b"[C": "right", b"[D": "left",
                    b"[5": "pgup", b"[6": "pgdn", b"OA": "up", b"OB": "down"}.get(rest, "esc")
        if b in (b"\r", b"\n"):
            return "enter"
        if b == b"\x03":
            return "ctrl-c"
        if b == b"\x7f":
            return "backspace"
        return b.decode("latin-1")


def out(s):
    sys.stdout.write(s)
    sys.stdout.flush()
