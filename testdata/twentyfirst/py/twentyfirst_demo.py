"""One program of a Python terminal library, named by the arguments
(library, kind): a fixture of agentty's twentyfirst set, whose screens
were never used to tune the mode classifier. Runs with Debian's python3
and its python3-configshell-fb and python3-panwid."""

import sys


def configshell_app():
    # configshell-fb: a configuration shell of nodes, "/> " asking,
    # "status" answered.
    import configshell_fb as configshell

    class Root(configshell.node.ConfigNode):
        def __init__(self, shell):
            super().__init__("/", shell=shell)
            configshell.node.ConfigNode("targets", self)

        def ui_command_status(self):
            """Shows the release targets."""
            print("3 targets ready, 1 pending")

    import os
    shell = configshell.shell.ConfigShell(os.path.expanduser("~/.relayshell"))
    Root(shell)
    shell.run_interactive()


def panwid_app():
    # panwid: a drop-down of mirrors in an urwid main loop.
    import urwid
    import panwid

    drop = panwid.Dropdown(["mirror-fra", "mirror-ord", "mirror-nrt"], label="Mirror", default="mirror-fra")
    body = urwid.Filler(urwid.Pile([urwid.Text("Release mirrors  (q quits)"), urwid.Divider(), drop]), valign="top")

    def quit_on_q(key):
        if key in ("q", "Q"):
            raise urwid.ExitMainLoop()

    urwid.MainLoop(body, unhandled_input=quit_on_q).run()


if __name__ == "__main__":
    lib = sys.argv[1] if len(sys.argv) > 1 else ""
    if lib == "configshell":
        configshell_app()
    elif lib == "panwid":
        panwid_app()
    else:
        print("unknown program", lib, file=sys.stderr)
        sys.exit(2)
