package session

import (
	"testing"

	"github.com/agentty/agentty/modes"
)

// hundredseventyfourthDir holds the hundredseventyfourth set (issue 44,
// hundred-and-seventy-fourth round): live cases of terminal text editors
// imitated by a fixture of its own (Python curses, raw mode, on the
// alternate screen), each drawing what an editor that cannot run here
// draws over the set's breakwater.txt, copied into the case's home (its
// words, layout, reverse video, colours, cursor and terminal modes, from
// its documentation and published screenshots), none of them named by
// any other test, table, fixture or doc of agentty: LazyVim (a Neovim
// distribution with a buffer line, a file tree and popups for its command
// line and questions) and SpaceVim (a Vim distribution with a numbered
// buffer line and a file tree at the right), modal and IDE-like;
// Mansfield's KEDIT (an XEDIT-style editor driven from its `====>`
// command line), modeless; a vim-like hex editor, hed; and The SemWare
// Editor (TSE) in a Linux console, modeless, its prompts in boxes. Each is
// seen at its first screen, after moving and typing, with its file tree,
// its find or go-to prompt open, and with its question (or its refusal)
// before it quits unsaved. Each case's label was written from what the
// imitated editor means to a person (an editor, its own search, go-to
// and file tree included, and its refusal to quit; its quit question as
// what it asks) and committed before its screen was captured.
const hundredseventyfourthDir = "../testdata/modes-hundredseventyfourth"

// hundredseventyfourthScript runs the set's Python script, with Debian's
// python3, over a home holding notes.txt and long.txt; the script copies
// its sibling breakwater.txt there and edits that copy.
var hundredseventyfourthScript = setFixtures("hundredseventyfourth").script

// hundredseventyfourthSet is the hundredseventyfourth set. Labels say
// what a person reads on the screen.
func hundredseventyfourthSet() []corpusCase {
	is, ask, needs, wait, settle := isCase, askCase, needing, waitFor, settled
	py := pythonPath
	ed := modes.Editor
	key := func(k, expect string) step { return step{keys: k, expect: expect, timeout: setSlow} }
	typed := func(s, expect string) step { return step{text: s, expect: expect, timeout: setSlow} }
	enter := func(expect string) step { return step{keys: "<enter>", expect: expect, timeout: setSlow} }
	down := step{keys: "<down>"}
	then := func(first []step, more ...step) []step { return append(append([]step{}, first...), more...) }
	like := func(name string) opener {
		return hundredseventyfourthScript(py, "py/hundredseventyfourth_demo.py", name)
	}
	lazy, space, kedit, hed, tse := like("lazyvim"), like("spacevim"), like("kedit"), like("hed"), like("tse")
	const lazyUp, spaceUp, keditUp, hedUp, tseUp = "NORMAL", "Buffers", "KEDIT 1.6", "0x00000000", "F10-Menu"
	lazyTyped := []step{wait(lazyUp), down, key("i", "INSERT"), typed("new ", "[+]")}
	spaceTyped := []step{wait(spaceUp), down, key("i", "-- INSERT --"), typed("new ", "[+]")}
	keditTyped := []step{wait(keditUp), key("<up>", ""), typed("new ", "Alt=1,1")}
	hedTyped := []step{wait(hedUp), key("j", "0x00000010"), key("l", ""), key("l", "0x00000012"), key("R", "REPLACE"), typed("41", "[+]")}
	tseTyped := []step{wait(tseUp), down, typed("new ", "C 5")}
	return []corpusCase{
		// LazyVim: bufferline's tab (`●` once modified) over a gutter of
		// relative line numbers, lualine's bar on the last row (` NORMAL `
		// in blue, ` INSERT ` in green, `[+]`); its first screen, Space
		// e's Neo-tree beside the text, moved and typed into, `/second`
		// in noice's Search popup (editor), and `:q` once modified with
		// noice's Confirm popup (`Save changes to "breakwater.txt"?`,
		// `[Y]es, (N)o, (C)ancel: `, Yes the default).
		needs(is(ed, "lazyvim-like", "lazyvim-like", lazy, wait(lazyUp)), py),
		needs(is(ed, "lazyvim-like-tree", "lazyvim-like", lazy, wait(lazyUp), typed(" e", "Neo-tree"), settle), py),
		needs(is(ed, "lazyvim-like-typed", "lazyvim-like", lazy, then(lazyTyped, settle)...), py),
		needs(is(ed, "lazyvim-like-search", "lazyvim-like", lazy, wait(lazyUp), typed("/", "Search"), typed("second", "second"), settle), py),
		needs(ask("lazyvim-like-quit", "lazyvim-like", lazy,
			want(modes.Confirm, `Save changes to "breakwater.txt"?`, "yes", "y|Yes", "n|No", "c|Cancel"),
			then(lazyTyped, key("<esc>", ""), typed(":", "Cmdline"), typed("q", ""), enter("Save changes"), settle)...), py),

		// SpaceVim in Vim: its buffer line (` ❶ breakwater.txt ` and
		// `Buffers` at the right), a gutter of relative numbers, `~` past
		// the end, its status line over Vim's command row; its first
		// screen, F3's file tree at the right, moved and typed into (`--
		// INSERT --`, `[+]`), `/second` typed on the command row
		// (editor), and `:q` refused with E37 on the command row (editor).
		needs(is(ed, "spacevim-like", "spacevim-like", space, wait(spaceUp)), py),
		needs(is(ed, "spacevim-like-tree", "spacevim-like", space, wait(spaceUp), key("<f3>", "long.txt"), settle), py),
		needs(is(ed, "spacevim-like-typed", "spacevim-like", space, then(spaceTyped, settle)...), py),
		needs(is(ed, "spacevim-like-search", "spacevim-like", space, wait(spaceUp), typed("/second", "/second"), settle), py),
		needs(is(ed, "spacevim-like-quit-refused", "spacevim-like", space,
			then(spaceTyped, key("<esc>", ""), typed(":q", ":q"), enter("E37"), settle)...), py),

		// KEDIT: its id line (the file's path, `Line=1  Col=1
		// Alt=0,0`), `* * * Top of File * * *`, the current line in the
		// middle of the screen with the scale under it, the `====>`
		// command line (where the cursor starts) and its status line;
		// its first screen, the cursor moved up into the text and typed
		// into (`Alt=1,1`), `/second` typed at `====>` (editor), and
		// QUIT once modified, refused on the message line (`File has
		// been changed; use QQUIT to really quit`, editor).
		needs(is(ed, "kedit-like", "kedit-like", kedit, wait(keditUp)), py),
		needs(is(ed, "kedit-like-typed", "kedit-like", kedit, then(keditTyped, settle)...), py),
		needs(is(ed, "kedit-like-locate", "kedit-like", kedit, wait(keditUp), typed("/second", "/second"), settle), py),
		needs(is(ed, "kedit-like-quit-refused", "kedit-like", kedit,
			then(keditTyped, key("<home>", ""), typed("quit", "quit"), enter("QQUIT"), settle)...), py),

		// hed, a vim-like hex editor: offsets, sixteen bytes in hex and
		// their text a row, a reverse status row (the file's name, `[+]`
		// once modified, the cursor's offset) over its command row; its
		// first screen, moved and two hex digits typed in replace mode
		// (`-- REPLACE --`), `/second` and `:0x80` typed on the command
		// row (editor), and `:q` refused (`No write since last change
		// (add ! to override)`, editor).
		needs(is(ed, "hed-like", "hed-like", hed, wait(hedUp)), py),
		needs(is(ed, "hed-like-typed", "hed-like", hed, then(hedTyped, settle)...), py),
		needs(is(ed, "hed-like-search", "hed-like", hed, wait(hedUp), typed("/second", "/second"), settle), py),
		needs(is(ed, "hed-like-goto", "hed-like", hed, wait(hedUp), typed(":0x80", ":0x80"), settle), py),
		needs(is(ed, "hed-like-quit-refused", "hed-like", hed,
			then(hedTyped, key("<esc>", ""), typed(":q", ":q"), enter("No write"), settle)...), py),

		// TSE in a console: its cyan status line on top (`L 1  C 1
		// Insert Indent WordWrap` and the file's path, `*` once
		// modified), the text on blue to `<*** End of File ***>`, its
		// help line of function keys at the foot; its first screen, moved
		// and typed into, ^Q F's `Search for:` box with `second` and ^J's
		// `Go to line:` box with `4` (editor), and Alt-X once modified:
		// its `Save Changes?` menu of Yes, No and Cancel, Yes
		// highlighted, their first letters its keys.
		needs(is(ed, "tse-like", "tse-like", tse, wait(tseUp)), py),
		needs(is(ed, "tse-like-typed", "tse-like", tse, then(tseTyped, settle)...), py),
		needs(is(ed, "tse-like-find", "tse-like", tse, wait(tseUp), key("<ctrl-q>f", "Search for:"), typed("second", "second"), settle), py),
		needs(is(ed, "tse-like-goto", "tse-like", tse, wait(tseUp), key("<ctrl-j>", "Go to line:"), typed("4", ""), settle), py),
		needs(ask("tse-like-quit", "tse-like", tse, want(modes.Confirm, "Save Changes?", "", ">y|Yes", "n|No", "c|Cancel"),
			then(tseTyped, key("<alt-x>", "Save Changes?"), settle)...), py),
	}
}

// TestModesHundredseventyfourth drives the hundredseventyfourth set live
// to the labelled moment and, with -update, stores its screens, labels
// and facts for modes' TestSetsAccuracy/hundredseventyfourth. Whether the
// classifier reads them right is that test's measure, not a failure here.
func TestModesHundredseventyfourth(t *testing.T) {
	captureSet(t, hundredseventyfourthDir, hundredseventyfourthSet())
}
