"""One question of a Python library of agentty's eighth set, named by the
arguments (library, kind), with Debian's python3; prints the answer. The
eighth set's screens were never used to tune the mode classifier."""

import sys


def cleo(kind):
    # Cleo's questions, asked by a command of an application, as the
    # tools built on it ask theirs (a default in brackets, a numbered
    # choice under its question, yes/no, a hidden answer).
    from cleo.application import Application
    from cleo.commands.command import Command
    from cleo.helpers import argument

    answers = []

    class Ask(Command):
        name = "ask"
        arguments = [argument("kind")]

        def handle(self):
            k = self.argument("kind")
            if k == "text":
                answers.append(self.ask("Package name [demo-app]:", "demo-app"))
            elif k == "confirm":
                answers.append(self.confirm("Publish the release?", False))
            elif k == "choice":
                answers.append(self.choice("Which license?", ["MIT", "Apache-2.0", "GPL-3.0"], 0))
            elif k == "secret":
                answers.append(len(self.secret("API token:") or ""))
            else:
                raise SystemExit("unknown question " + k)
            return 0

    app = Application("eighth-demo")
    app.add(Ask())
    app.auto_exits(False)
    sys.argv = [sys.argv[0], "ask", kind]
    app.run()
    return answers[0] if answers else None


def plumbum(kind):
    # plumbum.cli.terminal's ask, choose and prompt.
    from plumbum.cli import terminal

    if kind == "ask":
        return terminal.ask("Rotate the logs now", True)
    if kind == "choose":
        return terminal.choose("Which mirror should serve the files?", ["Lisbon", "Nairobi", "Seoul"], default="Nairobi")
    if kind == "prompt":
        return terminal.prompt("Worker count", type=int, default=4)
    raise SystemExit("unknown question " + kind)


def main():
    lib, kind = (sys.argv[1:] + ["", ""])[:2]
    libs = {"cleo": cleo, "plumbum": plumbum}
    if lib not in libs:
        raise SystemExit("unknown library " + lib)
    print("ANSWER %r" % (libs[lib](kind),))


main()
