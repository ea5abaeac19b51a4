"""One program of a Python terminal library, named by the arguments
(library, kind): a fixture of agentty's seventeenth set, whose screens were
never used to tune the mode classifier. Runs with Debian's python3 and its
python3-blessings and python3-cdiff."""

import difflib
import os
import subprocess
import sys
import tempfile


def blessings_board():
    # blessings: a full-screen board of hosts on the alternate screen,
    # the cursor hidden, redrawn on each key read in cbreak mode.
    import termios
    import tty

    from blessings import Terminal

    t = Terminal()
    rows = ["relay-ams  eu-west   0.42", "relay-iad  us-east   1.07", "relay-sin  ap-south  0.15"]
    fd = sys.stdin.fileno()
    saved = termios.tcgetattr(fd)
    last = "none"
    with t.fullscreen(), t.hidden_cursor():
        tty.setcbreak(fd)
        try:
            while True:
                sys.stdout.write(t.clear + t.move(0, 0) + t.bold("Relay board") + t.move(1, 0) + "-" * 26)
                for i, r in enumerate(rows):
                    sys.stdout.write(t.move(3 + i, 2) + r)
                sys.stdout.write(t.move(7, 2) + "last key: " + last)
                sys.stdout.write(t.move(t.height - 1, 0) + t.reverse(" r refresh   q quit ".ljust(t.width)))
                sys.stdout.flush()
                key = os.read(fd, 1).decode(errors="replace")
                if key in ("q", "Q"):
                    return
                last = key + (" (refreshed)" if key == "r" else "")
        finally:
            termios.tcsetattr(fd, termios.TCSADRAIN, saved)


def cdiff_log():
    # cdiff: a long diff of a release's manifest coloured and paged
    # through the less cdiff starts (with git's -FRSX).
    old = [f"relay-{i:03d}  eu-west  build {i}\n" for i in range(1, 121)]
    new = [line.replace("eu-west", "us-east") if i % 3 == 0 else line for i, line in enumerate(old)]
    fd, path = tempfile.mkstemp(suffix=".diff")
    with os.fdopen(fd, "w") as f:
        f.writelines(difflib.unified_diff(old, new, "a/manifest.txt", "b/manifest.txt"))
    # cdiff reads a diff from its input when that is no terminal; less,
    # which it starts, reads its keys from the terminal.
    try:
        with open(path) as diff:
            subprocess.run([sys.executable, "-c", "import cdiff; cdiff.main()"], stdin=diff, check=False)
    finally:
        os.unlink(path)


if __name__ == "__main__":
    lib = sys.argv[1] if len(sys.argv) > 1 else ""
    if lib == "blessings":
        blessings_board()
    elif lib == "cdiff":
        cdiff_log()
    else:
        print("unknown program", lib, file=sys.stderr)
        sys.exit(2)
