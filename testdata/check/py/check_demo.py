"""One screen of a Python library of agentty's check set: cmd2's REPL (a
to-do list: add TEXT, list, quit). Run by Debian's python3, where
python3-cmd2 is installed. The check set's screens were never used to
tune the mode classifier."""

import cmd2


class Todo(cmd2.Cmd):
    """A to-do list."""

    def __init__(self):
        super().__init__(allow_cli_args=False)
        self.prompt = "todo> "
        self.items = []

    def do_add(self, args):
        """Add an item."""
        self.items.append(str(args))
        self.poutput("added: " + str(args))

    def do_list(self, _):
        """List the items."""
        for i, t in enumerate(self.items, 1):
            self.poutput(f"{i} {t}")


if __name__ == "__main__":
    Todo().cmdloop()
