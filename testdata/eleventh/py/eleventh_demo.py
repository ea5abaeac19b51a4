"""One screen of a Python library of agentty's eleventh set, named by the
arguments (library, kind), with Debian's python3. The eleventh set's
screens were never used to tune the mode classifier."""

import sys


def cliff(kind):
    # cliff's App with no command starts its interactive mode: a console
    # whose prompt is "(relay) ", over the commands the app registers.
    from cliff.app import App
    from cliff.command import Command
    from cliff.commandmanager import CommandManager

    class Status(Command):
        "Show the relay's status."

        def take_action(self, parsed_args):
            self.app.stdout.write("relay up, 3 peers, queue empty\n")

    class Relay(App):
        def __init__(self):
            manager = CommandManager("relay.demo")
            manager.add_command("status", Status)
            super().__init__(description="a console of the relay",
                             version="1.0", command_manager=manager,
                             deferred_help=True)

    sys.argv = ["relay"]
    return Relay().run([])


def pudb(kind):
    # pudb's debugger stopped at the first line of a small function.
    import pudb as debugger

    def total(rows):
        debugger.set_trace()
        s = 0
        for r in rows:
            s += r
        return s

    print("ANSWER", total([3, 4, 5]))


if __name__ == "__main__":
    lib, kind = sys.argv[1], sys.argv[2]
    sys.exit({"cliff": cliff, "pudb": pudb}[lib](kind))
