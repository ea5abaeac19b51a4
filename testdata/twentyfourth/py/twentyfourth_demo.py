"""One prompt of a Python terminal library, named by the arguments
(library, kind), printing the answer: a fixture of agentty's
twentyfourth set, whose screens were never used to tune the mode
classifier. Runs with Debian's python3 and its python3-serial."""

import sys


def miniterm_port():
    # pyserial's miniterm: the list of serial ports found (none here)
    # and its question for one, asked again after a wrong index.
    from serial.tools.miniterm import ask_for_port

    print("ANSWER", ask_for_port())


if __name__ == "__main__":
    lib = sys.argv[1] if len(sys.argv) > 1 else ""
    kind = sys.argv[2] if len(sys.argv) > 2 else ""
    if lib == "miniterm" and kind == "text":
        miniterm_port()
    else:
        print("unknown program", lib, kind, file=sys.stderr)
        sys.exit(2)
