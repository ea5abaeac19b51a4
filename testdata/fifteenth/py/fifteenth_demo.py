"""One program of a Python terminal library, named by the arguments
(library, kind): a fixture of agentty's fifteenth set, whose screens were
never used to tune the mode classifier. Runs with Debian's python3 and its
python3-autopage and python3-curtsies."""

import sys


def autopage_log():
    # autopage: a release log written through the pager autopage starts
    # (less, with its own options) when the output is a terminal.
    from autopage import AutoPager

    with AutoPager() as out:
        for i in range(1, 201):
            print(f"release-7 build step {i:3d}: relay-{i % 5} synced", file=out)


def curtsies_board():
    # curtsies: a full-screen window of a board redrawn on each key.
    from curtsies import FullscreenWindow, Input, fsarray

    rows = ["Relay board  (q quits)", "", "relay-ams  eu-west   0.42", "relay-iad  us-east   1.07", "relay-sin  ap-south  0.15"]
    with FullscreenWindow() as window, Input() as keys:
        last = "no key yet"
        while True:
            window.render_to_terminal(fsarray(rows + ["", "last key: " + last]))
            key = next(keys)
            if key in ("q", "Q"):
                return
            last = str(key)


if __name__ == "__main__":
    lib = sys.argv[1] if len(sys.argv) > 1 else ""
    if lib == "autopage":
        autopage_log()
    elif lib == "curtsies":
        curtsies_board()
    else:
        print("unknown program", lib, file=sys.stderr)
        sys.exit(2)
