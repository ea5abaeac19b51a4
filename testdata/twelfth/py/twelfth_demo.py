"""One screen of a Python library of agentty's twelfth set, named by the
arguments (library, kind), with Debian's python3. The twelfth set's
screens were never used to tune the mode classifier."""

import sys


def clikit(kind):
    # clikit's questions (the toolkit under cleo), asked on a console's
    # error stream as a command of an application asks them.
    from clikit.io import ConsoleIO
    from clikit.ui.components import (ChoiceQuestion, ConfirmationQuestion,
                                      Question)

    io = ConsoleIO()
    if kind == "text":
        q = Question("Which bucket should hold the backups? [<comment>nightly-eu</>]:", "nightly-eu")
    elif kind == "confirm":
        q = ConfirmationQuestion("Rotate the signing keys?", False)
    elif kind == "choice":
        q = ChoiceQuestion("Which runner should take the nightly build?",
                           ["arm64-large", "amd64-small", "riscv-board"], 0)
    elif kind == "password":
        q = Question("Registry token:")
        q.hide()
    else:
        raise SystemExit("unknown question " + kind)
    print("ANSWER", q.ask(io))


def click_repl(kind):
    # click-repl's console over a click group with one command.
    import click
    from click_repl import repl

    @click.group(invoke_without_command=True)
    @click.pass_context
    def relay(ctx):
        if ctx.invoked_subcommand is None:
            repl(ctx, prompt_kwargs={"message": "relay> "})

    @relay.command()
    def status():
        "Show the relay's status."
        click.echo("relay up, 3 peers, queue empty")

    relay(args=[], prog_name="relay")


if __name__ == "__main__":
    lib, kind = sys.argv[1], sys.argv[2]
    sys.exit({"clikit": clikit, "click-repl": click_repl}[lib](kind))
