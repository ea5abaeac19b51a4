"""One question of a Python prompt library of agentty's unseen set, named
by the arguments (library, kind); prints the answer. The unseen set's
screens were never used to tune the mode classifier. Debian's packages:
python3-rich, python3-click, python3-urwid."""
import sys

lib, kind = sys.argv[1], sys.argv[2]


def rich_ask():
    from rich.prompt import Confirm, Prompt
    if kind == "text":
        a = Prompt.ask("Service name", default="api")
    elif kind == "choice":
        a = Prompt.ask("Region", choices=["eu", "us", "ap"], default="eu")
    elif kind == "confirm":
        a = Confirm.ask("Deploy now?")
    elif kind == "password":
        a = Prompt.ask("Access token", password=True)
    print("ANSWER", a)


def click_ask():
    import click
    if kind == "text":
        a = click.prompt("Port", default=8080, type=int)
    elif kind == "choice":
        a = click.prompt("Colour", type=click.Choice(["red", "green", "blue"]))
    elif kind == "confirm":
        a = click.confirm("Delete the cache?")
    elif kind == "password":
        a = click.prompt("Database password", hide_input=True)
    print("ANSWER", a)


def urwid_ask():
    import urwid
    palette = [("focus", "standout", ""), ("button", "white", "dark blue"), ("button focus", "black", "yellow")]

    def done(answer):
        raise urwid.ExitMainLoop() if answer is None else SystemExit("ANSWER " + str(answer))

    if kind == "menu":
        body = [urwid.Text("Choose a colour"), urwid.Divider()]
        for c in ["Red", "Green", "Blue"]:
            b = urwid.Button(c, on_press=lambda _b, c=c: done(c))
            body.append(urwid.AttrMap(b, None, focus_map="focus"))
        w = urwid.ListBox(urwid.SimpleFocusListWalker(body))
        w.set_focus(2)
    elif kind == "edit":
        e = urwid.Edit("Project name: ", "demo")
        w = urwid.Filler(urwid.Pile([e, urwid.Text("Enter to accept")]), valign="top")
    elif kind == "dialog":
        yes = urwid.AttrMap(urwid.Button("Yes", on_press=lambda _b: done("yes")), "button", "button focus")
        no = urwid.AttrMap(urwid.Button("No", on_press=lambda _b: done("no")), "button", "button focus")
        pile = urwid.Pile([urwid.Text("Discard the changes?", align="center"), urwid.Divider(),
                           urwid.Columns([yes, no], dividechars=2)])
        w = urwid.Filler(urwid.LineBox(urwid.Padding(pile, left=2, right=2), title="Confirm"))
        w = urwid.Padding(w, align="center", width=40)
    urwid.MainLoop(w, palette).run()


{"rich": rich_ask, "click": click_ask, "urwid": urwid_ask}[lib]()
