package session

import (
	"testing"

	"github.com/agentty/agentty/modes"
)

// hundredthirtyfifthDir holds the hundredthirtyfifth set (issue 44,
// hundred-and-thirty-fifth round): live cases of text and hex editors
// imitated by a fixture of its own (Python curses, on the alternate
// screen), each drawing what an editor that cannot run here draws over a
// file of the case's home (its words, layout, colours, reverse video,
// cursor and terminal modes, from its documentation, source and published
// screenshots), none of them named by any other test, table, fixture or
// doc of agentty: modal and modeless editors, an outliner and two hex
// editors at their first screen, after moving and typing (their modified
// mark), with their own search, go-to or save-as prompt open, and with
// their question before they quit unsaved. Each case's label was written
// from what the imitated editor means to a person (an editor, its own
// search and go-to line included; its questions as what they ask) and
// committed before its screen was captured.
const hundredthirtyfifthDir = "../testdata/modes-hundredthirtyfifth"

// hundredthirtyfifthScript runs the set's Python script, with Debian's
// python3, over a home holding notes.txt and long.txt.
var hundredthirtyfifthScript = setFixtures("hundredthirtyfifth").script

// hundredthirtyfifthSet is the hundredthirtyfifth set. Labels say what a
// person reads on the screen.
func hundredthirtyfifthSet() []corpusCase {
	is, ask, needs, wait, settle := isCase, askCase, needing, waitFor, settled
	py := pythonPath
	ed := modes.Editor
	key := func(k, expect string) step { return step{keys: k, expect: expect, timeout: setSlow} }
	typed := func(s, expect string) step { return step{text: s, expect: expect, timeout: setSlow} }
	down := step{keys: "<down>"}
	like := func(name, file string) opener {
		return hundredthirtyfifthScript(py, "py/hundredthirtyfifth_demo.py", name, file)
	}
	lem := like("lem", "notes.txt")
	stevie := like("stevie", "long.txt")
	zee := like("zee", "notes.txt")
	tines := like("tines", "notes.txt")
	hexabyte := like("hexabyte", "long.txt")
	hiew := like("hiew", "long.txt")
	lemTyped := []step{wait("(Fundamental)"), down, key("<right>", "2:1"), typed("X", "**")}
	hexTyped := []step{wait("Decoded"), key("i", "INSERT"), typed("41", "[+]")}
	return []corpusCase{
		// Lem (modeless, Emacs-like): its first screen over notes.txt,
		// moved and typed into (`**` in its modeline), C-s's `ISearch: `
		// on the echo row, C-x C-w's `Write File: ~/` (a text question
		// whose default is the path it holds), and C-x C-c's question
		// once the buffer is modified.
		needs(is(ed, "lem-like", "lem-like", lem, wait("(Fundamental)")), py),
		needs(is(ed, "lem-like-typed", "lem-like", lem, append(append([]step{}, lemTyped...), settle)...), py),
		needs(is(ed, "lem-like-isearch", "lem-like", lem, wait("(Fundamental)"), key("<ctrl-s>", "ISearch"), typed("line", "ISearch: line"), settle), py),
		needs(ask("lem-like-write-file", "lem-like", lem, want(modes.Text, "Write File:", "~/"),
			append(append([]step{}, lemTyped...), key("<ctrl-x><ctrl-w>", "Write File"), settle)...), py),
		needs(ask("lem-like-quit", "lem-like", lem, yesNo("Modified buffers exist. Leave anyway?", ""),
			append(append([]step{}, lemTyped...), key("<ctrl-x><ctrl-c>", "Leave anyway"), settle)...), py),

		// Stevie (modal, a vi clone): its first screen over long.txt
		// (`~` rows under nothing, the file's size on the foot row), in
		// insert mode after typing (`Insert Mode` at the foot's right),
		// and its `/` search and `:150` go-to read on the foot row.
		needs(is(ed, "stevie-like", "stevie-like", stevie, wait("300 lines")), py),
		needs(is(ed, "stevie-like-insert", "stevie-like", stevie, wait("300 lines"), key("j", ""), key("i", "Insert Mode"), typed("new ", "new row"), settle), py),
		needs(is(ed, "stevie-like-search", "stevie-like", stevie, wait("300 lines"), key("/", ""), typed("needle", "/needle"), settle), py),
		needs(is(ed, "stevie-like-goto", "stevie-like", stevie, wait("300 lines"), key(":", ""), typed("150", ":150"), settle), py),

		// zee (modeless): its first screen (a status bar in cyan under
		// the buffer, an empty prompt row under it), and moved and typed
		// into (`●` before the file's name).
		needs(is(ed, "zee-like", "zee-like", zee, wait("Plain Text")), py),
		needs(is(ed, "zee-like-typed", "zee-like", zee, wait("Plain Text"), down, typed("X", "●"), settle), py),

		// tines (an outliner): its outline under its help row, the
		// current entry in reverse video and the cursor hidden, also
		// moved down, an entry edited in place (the cursor shown after
		// the typed text), and ^F's `Search for: ` on the foot row.
		needs(is(ed, "tines-like", "tines-like", tines, wait("^F:find")), py),
		needs(is(ed, "tines-like-moved", "tines-like", tines, wait("^F:find"), down, settle), py),
		needs(is(ed, "tines-like-editing", "tines-like", tines, wait("^F:find"), down, key("<enter>", ""), typed("X", "WorkX"), settle), py),
		needs(is(ed, "tines-like-search", "tines-like", tines, wait("^F:find"), key("<ctrl-f>", "Search for"), typed("Boo", "Search for: Boo"), settle), py),

		// Hexabyte (a modal hex editor): its first screen over long.txt
		// (offsets, bytes, decoded characters, `NORMAL` in its status
		// bar), in insert mode with two hex digits typed (`[+]` after the
		// name), `g`'s `Jump to offset: ` with `0x40` typed, and `q`'s
		// question once modified.
		needs(is(ed, "hexabyte-like", "hexabyte-like", hexabyte, wait("Decoded")), py),
		needs(is(ed, "hexabyte-like-typed", "hexabyte-like", hexabyte, append(append([]step{}, hexTyped...), settle)...), py),
		needs(is(ed, "hexabyte-like-goto", "hexabyte-like", hexabyte, wait("Decoded"), key("g", "Jump to offset"), typed("0x40", "offset: 0x40"), settle), py),
		needs(ask("hexabyte-like-quit", "hexabyte-like", hexabyte, yesNo("Unsaved changes. Quit anyway?", ""),
			append(append([]step{}, hexTyped...), key("<esc>", "NORMAL"), key("q", "Quit anyway"), settle)...), py),

		// Hiew (a hex viewer and editor): its hex mode over long.txt (its
		// top row in cyan with `↓FRO`, its F-key bar at the foot), F3's
		// editing with a byte typed (`↓FWO`), and F5's `Offset:` field
		// over the top row with `40` typed.
		needs(is(ed, "hiew-like", "hiew-like", hiew, wait("10Quit")), py),
		needs(is(ed, "hiew-like-edit", "hiew-like", hiew, wait("10Quit"), key("<f3>", "FWO"), typed("A", "Aow"), settle), py),
		needs(is(ed, "hiew-like-goto", "hiew-like", hiew, wait("10Quit"), key("<f5>", "Offset:"), typed("40", "Offset: 40"), settle), py),
	}
}

// TestModesHundredthirtyfifth drives the hundredthirtyfifth set live to
// the labelled moment and, with -update, stores its screens, labels and
// facts for modes' TestSetsAccuracy/hundredthirtyfifth. Whether the
// classifier reads them right is that test's measure, not a failure here.
func TestModesHundredthirtyfifth(t *testing.T) {
	captureSet(t, hundredthirtyfifthDir, hundredthirtyfifthSet())
}
