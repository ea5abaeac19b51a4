"""One screen of a Python library of agentty's tenth set, named by the
arguments (library, kind), with Debian's python3; prints the answer. The
tenth set's screens were never used to tune the mode classifier."""

import sys


def urwid_satext(kind, path="notes.txt"):
    # urwid_satext's widgets: a memo of a file (an AdvancedEdit in a box
    # titled with its name) whose ctrl-x asks, once the text changed,
    # in a ConfirmDialog whether to discard it; an InputDialog holding a
    # default; a Password field in a GenericDialog.
    import urwid
    from urwid_satext import sat_widgets as sw

    palette = [("title", "bold", ""), ("default_focus", "standout", "")]
    answer = []

    def leave(value):
        def done(*_):
            answer.append(value)
            raise urwid.ExitMainLoop()
        return done

    if kind == "memo":
        with open(path) as f:
            text = f.read()
        edit = sw.AdvancedEdit(edit_text=text, multiline=True)
        box = urwid.LineBox(urwid.Filler(edit, valign="top"), title=path)
        loop = urwid.MainLoop(box, palette)

        def keys(key):
            if key != "ctrl x":
                return
            if edit.get_edit_text() == text:
                leave("unchanged")()
            dialog = sw.ConfirmDialog("Discard the changes to %s?" % path,
                                      yes_cb=leave("discard"), no_cb=leave("keep"))
            loop.widget = urwid.Overlay(dialog, box, "center", 44, "middle", 8)

        loop.unhandled_input = keys
        loop.run()
    elif kind == "input":
        dialog = sw.InputDialog("New branch", "Branch name", default_txt="release-2.1",
                                ok_cb=lambda *_: leave(dialog.text)(), cancel_cb=leave(None))
        urwid.MainLoop(urwid.Filler(dialog, height=8), palette).run()
    elif kind == "password":
        field = sw.Password()
        dialog = sw.GenericDialog([urwid.Text("Keyring passphrase:"), field], "Unlock the keyring",
                                  ["OK/CANCEL"], ok_cb=lambda *_: leave(len(field.get_edit_text()))(),
                                  cancel_cb=leave(None))
        dialog._w.base_widget.focusposition = "body"
        urwid.MainLoop(urwid.Filler(dialog, height=8), palette).run()
    else:
        raise SystemExit("unknown widget " + kind)
    return answer[0] if answer else None


def main():
    lib, kind = (sys.argv[1:] + ["", ""])[:2]
    libs = {"urwid-satext": urwid_satext}
    if lib not in libs:
        raise SystemExit("unknown library " + lib)
    print("ANSWER %s" % (libs[lib](kind, *sys.argv[3:]),))


if __name__ == "__main__":
    main()
