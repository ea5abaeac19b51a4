package session

import (
	"testing"

	"github.com/agentty/agentty/modes"
)

// twohundredthDir holds the twohundredth set (issue 44, two-hundredth
// round): live cases of text editors and pagers imitated by a fixture of
// its own, each drawing what an editor or pager that cannot run here
// draws at one of its moments (its words, layout, colours, reverse
// video, cursor and terminal modes, from its manuals and published
// screenshots), none of them named by any other test, table, fixture or
// doc of agentty: MS-DOS's EDLIN, VAX/VMS's EDT and EVE, WordPerfect 5.1
// and ISPF's EDIT and BROWSE, at first sight and after a key or two.
// Each case's label was written from what the imitated program means to
// a person and committed before its screen was captured.
const twohundredthDir = "../testdata/modes-twohundredth"

// twohundredthScript runs the set's Python script, with Debian's
// python3, over a home holding notes.txt and long.txt.
var twohundredthScript = setFixtures("twohundredth").script

// twohundredthSet is the twohundredth set. Labels say what a person
// reads on the screen; "…" in a question or default stands for any text.
func twohundredthSet() []corpusCase {
	is, ask, needs, wait, settle := isCase, askCase, needing, waitFor, settled
	py := pythonPath
	typed := func(s, expect string) step { return step{text: s, enter: true, expect: expect, timeout: setSlow} }
	key := func(k, expect string) step { return step{keys: k, expect: expect, timeout: setSlow} }
	like := func(args ...string) opener {
		return twohundredthScript(py, "py/twohundredth_demo.py", args...)
	}
	edlin := like("edlin", "notes.txt")
	edt := like("edt", "notes.txt")
	eve := like("eve", "notes.txt")
	wp := like("wordperfect", "notes.txt")
	edit := like("ispf-edit", "long.txt")
	browse := like("ispf-browse", "long.txt")
	// EVE's Do key, as a VT220 sends it.
	do := step{text: "\x1b[29~", expect: "Command:", timeout: setSlow}
	dear := step{text: "Dear Ada, "}
	wpAsk := func(q, def string) *modes.Prompt { return want(modes.Confirm, q, def, "y|Yes", "n|No") }
	return []corpusCase{
		// Line editors: EDLIN's `*` under `End of input file`, after `L`
		// (the lines numbered, the current one starred) and its `Q`'s
		// `Abort edit (Y/N)? `; EDT's line mode (the first line numbered
		// over `*`) and, after `C`, its keypad mode full screen over
		// `[EOB]`.
		needs(is(modes.Editor, "edlin-like", "edlin-like", edlin, wait("End of input file"), settle), py),
		needs(is(modes.Editor, "edlin-like-listed", "edlin-like", edlin, wait("End of input file"), typed("L", "3: third line"), settle), py),
		needs(ask("edlin-like-quit", "edlin-like", edlin, yesNo("Abort edit (Y/N)?", ""), wait("End of input file"), typed("q", "Abort edit")), py),
		needs(is(modes.Editor, "edt-like", "edt-like", edt, wait("first line"), settle), py),
		needs(is(modes.Editor, "edt-like-change", "edt-like", edt, wait("first line"), typed("c", "[EOB]"), settle), py),

		// EVE: the buffer over `[End of file]` and its reverse-video
		// status line, at first sight, typed into, with the Do key's
		// `Command: ` open on the last row, and QUIT of the modified
		// buffer asking `… continue quitting? [No] `.
		needs(is(modes.Editor, "eve-like", "eve-like", eve, wait("Forward")), py),
		needs(is(modes.Editor, "eve-like-typed", "eve-like", eve, wait("Forward"), dear, settle), py),
		needs(is(modes.Editor, "eve-like-command", "eve-like", eve, wait("Forward"), do, settle), py),
		needs(ask("eve-like-quit", "eve-like", eve, yesNo("Buffer modifications will not be saved, continue quitting?", "no"),
			wait("Forward"), dear, settle, do, typed("quit", "continue quitting")), py),

		// WordPerfect 5.1: white on blue, the document over its status
		// row (`Doc 1 Pg 1 Ln 1" Pos 1"`), at first sight, typed into
		// and with F2's search prompt `-> Srch: ` open on that row; F7's questions on the status row one after the other:
		// `Save document? Yes (No)`, `Document to be saved: ` with the
		// file's name, `Replace …? No (Yes)`, `Exit WP? No (Yes)`.
		needs(is(modes.Editor, "wordperfect-like", "wordperfect-like", wp, wait("Doc 1 Pg 1")), py),
		needs(is(modes.Editor, "wordperfect-like-typed", "wordperfect-like", wp, wait("Doc 1 Pg 1"), dear, settle), py),
		needs(is(modes.Editor, "wordperfect-like-search", "wordperfect-like", wp, wait("Doc 1 Pg 1"), key("<f2>", "Srch:"), settle), py),
		needs(ask("wordperfect-like-save", "wordperfect-like", wp, wpAsk("Save document?", "yes"),
			wait("Doc 1 Pg 1"), dear, settle, key("<f7>", "Save document")), py),
		needs(ask("wordperfect-like-document", "wordperfect-like", wp, want(modes.Text, "Document to be saved:", "/home/ada/notes.txt"),
			wait("Doc 1 Pg 1"), dear, settle, key("<f7>", "Save document"), step{text: "y", expect: "Document to be saved", timeout: setSlow}), py),
		needs(ask("wordperfect-like-replace", "wordperfect-like", wp, wpAsk("Replace /home/ada/notes.txt?", "no"),
			wait("Doc 1 Pg 1"), dear, settle, key("<f7>", "Save document"), step{text: "y", expect: "Document to be saved", timeout: setSlow},
			key("<enter>", "Replace")), py),
		needs(ask("wordperfect-like-exit", "wordperfect-like", wp, wpAsk("Exit WP?", "no"),
			wait("Doc 1 Pg 1"), dear, settle, key("<f7>", "Save document"), step{text: "y", expect: "Document to be saved", timeout: setSlow},
			key("<enter>", "Replace"), step{text: "y", expect: "Exit WP", timeout: setSlow}), py),

		// ISPF's EDIT of a file (its rows numbered between `Top of Data`
		// and `Bottom of Data`, the cursor after `Command ===>`), at
		// first sight and a page on with F8.
		needs(is(modes.Editor, "ispf-edit-like", "ispf-edit-like", edit, wait("Top of Data")), py),
		needs(is(modes.Editor, "ispf-edit-like-paged", "ispf-edit-like", edit, wait("Top of Data"), key("<f8>", "000039"), settle), py),

		// ISPF's BROWSE of a file: at first sight, a page on with F8,
		// after `f needle` (`CHARS 'NEEDLE' FOUND` on the title row)
		// and at its end after `m` and F8 (`Bottom of Data`).
		needs(is(modes.Pager, "ispf-browse-like", "ispf-browse-like", browse, wait("Top of Data")), py),
		needs(is(modes.Pager, "ispf-browse-like-paged", "ispf-browse-like", browse, wait("Top of Data"), key("<f8>", "Line 00000020"), settle), py),
		needs(is(modes.Pager, "ispf-browse-like-found", "ispf-browse-like", browse, wait("Top of Data"), typed("f needle", "FOUND"), settle), py),
		needs(is(modes.Pager, "ispf-browse-like-bottom", "ispf-browse-like", browse, wait("Top of Data"), step{text: "m"}, key("<f8>", "Bottom of Data"), settle), py),
	}
}

// TestModesTwohundredth drives the twohundredth set live to the labelled
// moment and, with -update, stores its screens, labels and facts for
// modes' TestSetsAccuracy/twohundredth. Whether the classifier reads them
// right is that test's measure, not a failure here.
func TestModesTwohundredth(t *testing.T) { captureSet(t, twohundredthDir, twohundredthSet()) }
