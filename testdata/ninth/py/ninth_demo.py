"""One prompt of a Python library of agentty's ninth set, named by the
arguments (library, kind), with Debian's python3; prints the answer. The
ninth set's screens were never used to tune the mode classifier."""

import sys


def clint(kind):
    # clint.textui.prompt: yes or no with a default, a value with a
    # default, a numbered list of options.
    from clint.textui import prompt

    if kind == "yn":
        return prompt.yn("Rebuild the search index?", default="n")
    if kind == "query":
        return prompt.query("Cluster name:", default="staging")
    if kind == "options":
        return prompt.options("Which pool should host the replica?", ["amber", "cobalt", "jade"], default="1")
    raise SystemExit("unknown question " + kind)


def urwid_readline(kind, path="notes.txt"):
    # urwid_readline's ReadlineEdit, many lines, holding a file, in a box
    # titled with its name; ctrl-x leaves with the text.
    import urwid
    from urwid_readline import ReadlineEdit

    if kind != "edit":
        raise SystemExit("unknown widget " + kind)
    with open(path) as f:
        text = f.read()
    edit = ReadlineEdit(edit_text=text, multiline=True)
    box = urwid.LineBox(urwid.Filler(edit, valign="top"), title=path)
    answer = []

    def keys(key):
        if key == "ctrl x":
            answer.append(edit.edit_text)
            raise urwid.ExitMainLoop()

    urwid.MainLoop(box, unhandled_input=keys).run()
    return len(answer[0]) if answer else None


def main():
    lib, kind = (sys.argv[1:] + ["", ""])[:2]
    libs = {"clint": clint, "urwid-readline": urwid_readline}
    if lib not in libs:
        raise SystemExit("unknown library " + lib)
    print("ANSWER %s" % (libs[lib](kind, *sys.argv[3:]),))


if __name__ == "__main__":
    main()
