"""One screen of a Python library of agentty's fresh held-out set, named by
the arguments (library, kind); prints the answer. Run by Debian's python3,
where python3-dialog (pythondialog) and python3-newt (snack) are
installed. The fresh set's screens were never used to tune the mode
classifier."""

import cmd
import sys


def pythondialog(kind):
    from dialog import Dialog

    d = Dialog(dialog="dialog")
    if kind == "form":
        code, fields = d.form("Connection details", elements=[
            ("Host", 1, 1, "db-1", 1, 10, 24, 0),
            ("Port", 2, 1, "5432", 2, 10, 24, 0),
        ], height=12, width=50)
        print("ANSWER", code, fields)
    elif kind == "treeview":
        code, tag = d.treeview("Pick a node", nodes=[
            ("root", "cluster", True, 0),
            ("web", "web servers", False, 1),
            ("db", "databases", False, 1),
        ], height=14, width=50)
        print("ANSWER", code, tag)


def snack(kind):
    import snack as s

    screen = s.SnackScreen()
    try:
        if kind == "listbox":
            r = s.ListboxChoiceWindow(screen, "Region", "Pick a region", ["eu-west", "us-east", "ap-south"])
        elif kind == "entry":
            r = s.EntryWindow(screen, "Rename", "Give the table a new name", [("Table name", "users")])
        elif kind == "buttons":
            r = s.ButtonChoiceWindow(screen, "Confirm", "Drop the table?", ["Yes", "No"])
    finally:
        screen.finish()
    print("ANSWER", r)


class Todo(cmd.Cmd):
    """A to-do list: add TEXT, list, quit."""

    prompt = "(todo) "

    def __init__(self):
        super().__init__()
        self.items = []

    def do_add(self, text):
        self.items.append(text)
        print("added:", text)

    def do_list(self, _):
        for i, t in enumerate(self.items, 1):
            print(i, t)

    def do_quit(self, _):
        return True


if __name__ == "__main__":
    lib, kind = sys.argv[1], sys.argv[2] if len(sys.argv) > 2 else ""
    if lib == "pythondialog":
        pythondialog(kind)
    elif lib == "snack":
        snack(kind)
    elif lib == "cmd":
        Todo().cmdloop("A to-do list. Type help for the commands.")
