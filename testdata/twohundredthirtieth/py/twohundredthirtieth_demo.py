"""The twohundredthirtieth set's Python tools, each on a terminal library
of Debian's nobody else here names, asking what a release or deploy tool
asks.

    twohundredthirtieth_demo.py upload          fabulous: its query() and input_object()
    twohundredthirtieth_demo.py target          easyansi: a boxed select, then a checklist
    twohundredthirtieth_demo.py account         readlike: fields edited a key at a time
    twohundredthirtieth_demo.py verify [slow]   ttystatus: a status line, then a passphrase

Keys are read one at a time from the terminal in raw mode where a tool
moves a highlight or edits a line; usage errors go to stderr.
"""

import builtins
import getpass
import os
import sys
import termios
import time
import tty


def log(*a):
    print(*a, file=sys.stderr)


def read_key(fd):
    """One key from fd: a character, or an escape sequence's name."""
    ch = os.read(fd, 1)
    if ch != b"\x1b":
        return ch.decode("utf-8", "replace")
    seq = os.read(fd, 2)
    names = {b"[A": "up", b"[B": "down", b"[C": "right", b"[D": "left", b"[H": "home", b"[F": "end"}
    if seq in names:
        return names[seq]
    if seq == b"[3":
        os.read(fd, 1)
        return "delete"
    return "esc"


class Raw:
    """The terminal in raw mode (no echo, keys one at a time) while open."""

    def __enter__(self):
        self.fd = sys.stdin.fileno()
        self.saved = termios.tcgetattr(self.fd)
        tty.setraw(self.fd)
        return self.fd

    def __exit__(self, *exc):
        termios.tcsetattr(self.fd, termios.TCSADRAIN, self.saved)


# ---- fabulous: its query() and input_object() ----


def upload():
    import fabulous
    # fabulous' prompt module imports their term module by its
    # bare name, as they did under Python 2, and read with raw_input.
    sys.path.insert(0, os.path.dirname(fabulous.__file__))
    builtins.raw_input = input
    import prompt

    # Its progress bar and spinner reach for Python 2's dict.has_key
    # under Python 3; the upload is told in plain lines.
    for name in ["relay-2.4.0-linux-amd64.tar.gz", "relay-2.4.0-linux-arm64.tar.gz",
                 "relay-2.4.0-darwin-arm64.tar.gz", "relay-2.4.0.sha256"]:
        print(prompt.display("bright", "green") + "uploaded " + prompt.display("default") + name)
        time.sleep(0.05)
    print("4 archives uploaded to the staging bucket.")
    print()
    answer = prompt.query("Publish release 2.4.0 to the mirror?", ("yes", "no"), default="no")
    if answer != "yes":
        print("Not published.")
        return
    regions = ({"values": ("us-east",), "desc": "Virginia"},
               {"values": ("eu-west",), "desc": "Dublin"},
               {"values": ("ap-south",), "desc": "Mumbai"})
    region = prompt.query("Mirror region", regions, default="eu-west", list_values=True)
    title = prompt.input_object("Release notes title [Relay 2.4.0]", default="Relay 2.4.0")
    print("Published %s to %s." % (title, region))


# ---- easyansi: a select in a box, then a checklist ----


def target():
    from easyansi import attributes, cursor, drawing, screen

    def draw_select(sel, items):
        screen.clear()
        cursor.locate(0, 0)
        sys.stdout.write(attributes.bright_code() + "relay deploy" + attributes.normal_code() + "  (staging build 2.4.0-rc.3)")
        cursor.locate(2, 2)
        drawing.box(44, len(items) + 2)
        cursor.locate(4, 2)
        sys.stdout.write(" Deploy target ")
        for i, (name, desc) in enumerate(items):
            cursor.locate(4, 3 + i)
            line = "%-14s %s" % (name, desc)
            if i == sel:
                sys.stdout.write(attributes.reverse_code() + "> " + line.ljust(38) + attributes.reverse_off_code())
            else:
                sys.stdout.write("  " + line.ljust(38))
        cursor.locate(2, len(items) + 5)
        sys.stdout.write(attributes.dim_code() + "up/down move   enter choose   q quit" + attributes.normal_code())
        sys.stdout.flush()

    def draw_checks(sel, items, ticked):
        screen.clear()
        cursor.locate(0, 0)
        sys.stdout.write(attributes.bright_code() + "relay deploy" + attributes.normal_code() + "  target: " + chosen)
        cursor.locate(2, 2)
        drawing.box(44, len(items) + 2)
        cursor.locate(4, 2)
        sys.stdout.write(" Services to restart ")
        for i, name in enumerate(items):
            cursor.locate(4, 3 + i)
            box = "[x]" if ticked[i] else "[ ]"
            line = "%s %s" % (box, name)
            if i == sel:
                sys.stdout.write(attributes.reverse_code() + "> " + line.ljust(38) + attributes.reverse_off_code())
            else:
                sys.stdout.write("  " + line.ljust(38))
        cursor.locate(2, len(items) + 5)
        sys.stdout.write(attributes.dim_code() + "up/down move   space tick   enter confirm   q quit" + attributes.normal_code())
        sys.stdout.flush()

    targets = [("staging", "eu-west, 2 nodes"), ("canary", "eu-west, 1 node"),
               ("production", "us-east, 6 nodes"), ("dr-site", "ap-south, 2 nodes")]
    services = ["api-gateway", "worker", "scheduler", "web-frontend", "metrics-agent"]
    sys.stdout.write("\x1b[?1049h")
    cursor.hide()
    chosen = ""
    try:
        with Raw() as fd:
            sel = 0
            draw_select(sel, targets)
            while True:
                k = read_key(fd)
                if k == "up":
                    sel = (sel - 1) % len(targets)
                elif k == "down":
                    sel = (sel + 1) % len(targets)
                elif k in ("\r", "\n"):
                    break
                elif k in ("q", "\x03"):
                    return
                draw_select(sel, targets)
            chosen = targets[sel][0]
            sel, ticked = 0, [False] * len(services)
            draw_checks(sel, services, ticked)
            while True:
                k = read_key(fd)
                if k == "up":
                    sel = (sel - 1) % len(services)
                elif k == "down":
                    sel = (sel + 1) % len(services)
                elif k == " ":
                    ticked[sel] = not ticked[sel]
                elif k in ("\r", "\n"):
                    break
                elif k in ("q", "\x03"):
                    return
                draw_checks(sel, services, ticked)
    finally:
        cursor.show()
        sys.stdout.write("\x1b[?1049l")
        sys.stdout.flush()


# ---- readlike: lines edited a key at a time ----


def account():
    import readlike

    ctrl = {"\x01": "ctrl a", "\x02": "ctrl b", "\x04": "ctrl d", "\x05": "ctrl e", "\x06": "ctrl f",
            "\x0b": "ctrl k", "\x14": "ctrl t", "\x15": "ctrl u", "\x17": "ctrl w",
            "\x7f": "backspace", "\x08": "backspace"}

    def field(fd, label, text="", mask=None):
        pos = len(text)
        while True:
            shown = text if mask is None else mask * len(text)
            sys.stdout.write("\r\x1b[K" + label + shown)
            if pos < len(text):
                sys.stdout.write("\x1b[%dD" % (len(text) - pos))
            sys.stdout.flush()
            k = read_key(fd)
            if k in ("\r", "\n"):
                sys.stdout.write("\r\n")
                return text
            if k == "\x03":
                raise KeyboardInterrupt
            name = ctrl.get(k, k)
            if name in readlike.keys():
                text, pos = readlike.edit(text, pos, name)
            elif len(k) == 1 and k.isprintable():
                text, pos = text[:pos] + k + text[pos:], pos + 1

    print("Create the deploy account for relay (staging).")
    print("Edit a field with the usual line keys; Enter accepts it.")
    print()
    with Raw() as fd:
        user = field(fd, "Account name: ", "deploy-bot")
        while True:
            pw = field(fd, "Password for %s: " % user, mask="*")
            again = field(fd, "Repeat password: ", mask="*")
            if pw == again:
                break
            sys.stdout.write("Passwords do not match.\r\n")
        shell = field(fd, "Login shell: ", "/bin/bash")
    print("Account %s created." % user)


# ---- ttystatus: a status line, then a passphrase ----


def verify(slow):
    import ttystatus

    ts = ttystatus.TerminalStatus(period=0.1)
    ts.format("Verifying %Counter(file) of %Integer(total) files %PercentDone(done,total) "
              "%ProgressBar(done,total) %String(file)")
    total = 4000 if slow else 60
    ts["total"] = total
    ts["done"] = 0
    for i in range(total):
        ts["file"] = "chunks/%04x/%08x.blob" % (i // 64, i * 7919)
        ts["done"] = i + 1
        time.sleep(0.02 if slow else 0.005)
    ts.finish()
    print("Checked %d files in repository relay-backups: no errors." % total)
    print("To unlock the repository's key for the restore test, enter its passphrase.")
    secret = getpass.getpass("Repository passphrase: ")
    print("Key unlocked.")


def main():
    if len(sys.argv) < 2:
        log(__doc__)
        sys.exit(2)
    tool, slow = sys.argv[1], "slow" in sys.argv[2:]
    try:
        if tool == "upload":
            upload()
        elif tool == "target":
            target()
        elif tool == "account":
            account()
        elif tool == "verify":
            verify(slow)
        else:
            log("unknown tool", tool)
            sys.exit(2)
    except KeyboardInterrupt:
        sys.exit(130)
    # Stay until a key (so a finished tool's last screen can be read).
    print("Press Enter to exit.")
    sys.stdin.readline()


if __name__ == "__main__":
    main()
