"""One program of a Python TUI library, named by the arguments (library,
kind): a fixture of agentty's thirteenth set, whose screens were never
used to tune the mode classifier. Runs with Debian's python3 and its
python3-textual and python3-urwidtrees."""

import sys


def textual_app():
    # Textual (0.1, Debian 12's): a header, a footer of key bindings and
    # a scrolling body, docked as the early releases did it.
    from rich.table import Table
    from textual.app import App
    from textual.widgets import Footer, Header, ScrollView

    class Relays(App):
        async def on_load(self):
            await self.bind("q", "quit", "Quit")

        async def on_mount(self):
            table = Table(title="Relay hosts")
            for column in ("Host", "Zone", "Load"):
                table.add_column(column)
            table.add_row("relay-ams", "eu-west", "0.42")
            table.add_row("relay-iad", "us-east", "1.07")
            table.add_row("relay-sin", "ap-south", "0.15")
            body = ScrollView(table)
            await self.view.dock(Header(), edge="top")
            await self.view.dock(Footer(), edge="bottom")
            await self.view.dock(body, edge="top")

    Relays.run(title="Relay hosts")


def urwidtrees_app():
    # urwidtrees: a collapsible tree of the release's files in an urwid
    # main loop.
    import urwid
    import urwidtrees

    def node(text, children=()):
        return (urwid.AttrMap(urwid.SelectableIcon(text, 0), None, "focus"), [node(*c) for c in children] or None)

    tree = urwidtrees.SimpleTree([node("release-7", [
        ("docs", [("changelog.md",), ("install.md",)]),
        ("src", [("main.c",), ("relay.c",)]),
        ("README",),
    ])])
    box = urwidtrees.TreeBox(urwidtrees.CollapsibleIndentedTree(tree))
    frame = urwid.Frame(box, header=urwid.Text("Release files  (q quits)"))

    def quit_on_q(key):
        if key in ("q", "Q"):
            raise urwid.ExitMainLoop()

    urwid.MainLoop(frame, [("focus", "black", "light gray")], unhandled_input=quit_on_q).run()


if __name__ == "__main__":
    lib = sys.argv[1] if len(sys.argv) > 1 else ""
    if lib == "textual":
        textual_app()
    elif lib == "urwidtrees":
        urwidtrees_app()
    else:
        print("unknown program", lib, file=sys.stderr)
        sys.exit(2)
