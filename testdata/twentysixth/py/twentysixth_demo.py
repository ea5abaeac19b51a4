"""One moment of a Python terminal library, named by the arguments
(library, kind): a fixture of agentty's twentysixth set, whose screens
were never used to tune the mode classifier. Runs with Debian's python3
and its python3-halo."""

import getpass
import sys
import time


def halo_then(kind):
    # halo: a spinner while the mirrors are resolved, stopped with a
    # tick, then a question asked on a line.
    from halo import Halo

    spinner = Halo(text="Resolving mirrors", spinner="dots")
    spinner.start()
    time.sleep(1.5)
    spinner.succeed("3 mirrors resolved")
    if kind == "password":
        answer = len(getpass.getpass("Deploy key passphrase: "))
    elif kind == "confirm":
        answer = input("Purge the old artifacts? [y/N] ")
    else:
        answer = input("Which branch should the release be cut from? [release-7] ")
    print("ANSWER", answer)


if __name__ == "__main__":
    lib, kind = (sys.argv[1:] + ["", ""])[:2]
    if lib == "halo":
        halo_then(kind)
    else:
        sys.exit("unknown demo " + lib)
