"""One program of a Python terminal library, named by the arguments
(library, kind): a fixture of agentty's nineteenth set, whose screens were
never used to tune the mode classifier. Runs with Debian's python3 and its
python3-enlighten."""

import sys


def enlighten_console():
    # enlighten: a console whose status bar is pinned to the screen's last
    # row (a scrolling region above it), a line read by input() at its
    # prompt and the bar redrawn after each command.
    import enlighten

    manager = enlighten.get_manager()
    bar = manager.status_bar(status_format="relay{fill}{hosts} hosts up{fill}{commands} commands",
                             hosts=2, commands=0, color="bold_white_on_blue")
    hosts = {"relay-ams": "up", "relay-iad": "up", "relay-sin": "down"}
    commands = 0
    print("relay console: list, status, quit")
    try:
        while True:
            line = input("relay> ").strip()
            if line == "quit":
                break
            commands += 1
            if line == "list":
                print("3 hosts: " + " ".join(sorted(hosts)))
            elif line == "status":
                for h in sorted(hosts):
                    print(h + " " + hosts[h])
            elif line:
                print("unknown command: " + line)
            bar.update(commands=commands)
    except EOFError:
        pass
    manager.stop()


if __name__ == "__main__":
    lib, kind = sys.argv[1:3]
    if (lib, kind) == ("enlighten", "console"):
        enlighten_console()
    else:
        sys.exit("unknown program %s %s" % (lib, kind))
