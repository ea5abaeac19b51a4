package session

import (
	"testing"

	"github.com/agentty/agentty/modes"
)

// twohundredseventyeighthDir holds the twohundredseventyeighth set
// (issue 44, two-hundred-and-seventy-eighth round): live cases of
// editors, a hex editor and a document viewer with their own line
// prompts and dialogs, none of them in the Debian release here, imitated
// by a fixture of its own (Debian's python3, its curses and termios),
// each drawing what the program draws at its moments (its words,
// layout, frames, dialogs, buttons, reverse video and cursor, from its
// documentation and published screenshots as known): Multi-Edit for DOS
// (its file window, typed into, its Save File As, Search, Goto Line and
// Search and Replace dialogs, the replace question and the quit question
// of a modified file), teehee, a modal hex editor (its bytes, moved,
// replacing, its `:` command line), TECO (its `*` prompt, a typed-out
// buffer, a search failure) and Offpunk, a Gemini and web browser (its
// `ON> ` prompt, its help, a page shown through Debian's less and its
// search line there). None of them, nor their makers, is named by any
// other test, table, fixture or doc of agentty: multiedit, multi-edit,
// American Cybernetics, teehee, offpunk, ploum and Digital Equipment
// were grepped with `git grep -il`, teco with `git grep -ilw` (as a
// part of longer words it is matched). Each case's label says what a
// person reads on the screen, written from the fixture run by hand in
// tmux outside agentty at 80x24, and was committed before its screen was
// captured.
const twohundredseventyeighthDir = "../testdata/modes-twohundredseventyeighth"

// twohundredseventyeighthTool runs one program of the set's script with
// Debian's python3, over a home holding notes.txt and long.txt.
func twohundredseventyeighthTool(tool string) opener {
	return setFixtures("twohundredseventyeighth").script(pythonPath, "py/twohundredseventyeighth_edit.py", tool)
}

// twohundredseventyeighthSet is the twohundredseventyeighth set. Labels
// say what a person reads on the screen: a file's text in an editor's
// window, also with its command line open, is an editor's; a dialog
// whose cursor waits in a field asks a text question (the field's label,
// the value in the field its default); a box of a question over buttons
// is a confirm whose focused button is highlighted; a line editor's or a
// browser's own command prompt is a REPL's; a page shown by less is a
// pager's, also with its search line.
func twohundredseventyeighthSet() []corpusCase {
	is, ask, needs, wait, settle := isCase, askCase, needing, waitFor, settled
	py := pythonPath
	key := func(k, expect string) step { return step{keys: k, expect: expect, timeout: setSlow} }
	text := func(s, expect string) step { return step{text: s, expect: expect, timeout: setSlow} }
	line := func(s, expect string) step { return step{text: s, enter: true, expect: expect, timeout: setSlow} }
	then := func(a []step, b ...step) []step { return append(append([]step{}, a...), b...) }

	// multiedit-like (Multi-Edit for DOS; the alternate screen, blue):
	// a cyan menu bar (File Edit Search Block Macro Window Text Tools
	// Other Help, red hot letters), the file's window of a yellow double
	// frame titled `C:\WORK\NOTES.TXT`, the file's lines, a status line
	// `L:1 C:1 Insert Indent Wrap 1 NOTES.TXT`, the cursor in the text
	// (an editor, at first and typed into); F2, a grey `Save File As`
	// dialog, `File name:` over a field holding `C:\WORK\NOTES.TXT`, the
	// cursor after it, buttons OK Cancel Help (a text question, its
	// default the path); F3, `Search`, `Search for:` over an empty field
	// and two unticked options (a text question); F4, `Goto Line`, `Line
	// number:` (a text question); F6, `Search and Replace`, `Search for:
	// [line]` and the cursor in the empty `Replace with:` field (a text
	// question); Enter, a `Replace` box asking `Replace this occurrence?`
	// over Yes (focused, green) No All Cancel (a confirm); with the file
	// changed, F10, a `Warning` box `NOTES.TXT has been modified.  Save
	// changes?` over Yes (focused) No Cancel (a confirm).
	me := twohundredseventyeighthTool("multiedit")
	atMe := []step{wait("NOTES.TXT"), settle}
	typedMe := then(atMe, text("hello ", "hello"), settle)
	atReplace := then(atMe, key("<f6>", "Replace with:"), settle)

	// teehee-like (teehee, a modal hex editor; the alternate screen, the
	// cursor hidden): rows of an offset in cyan, sixteen bytes in hex and
	// their characters in yellow, the byte under the selection in reverse
	// video in both, a grey status line of the bold mode `NORMAL` and
	// `notes.txt  0x0/0x…` (an editor, at first and moved); r, the mode
	// `INSERT` and `[+]` (an editor); Esc and `:`, a `:` command line in
	// the last row, the cursor after it, typed `w copy.bin` (an editor's
	// command line).
	hex := twohundredseventyeighthTool("teehee")
	atHex := []step{wait("NORMAL"), settle}

	// teco-like (TECO, as TECO-C; the main screen, raw, TECO echoing
	// keys itself, Escape as `$`): a bare `*` (a REPL: the line editor's
	// command prompt); `HT$$`, the buffer typed out over `*` again; `S…$$`
	// of a word not there, `?SRH   Search failure "…"` over `*`; `5L`
	// typed after the prompt, not yet run (the prompt's line typed into).
	teco := twohundredseventyeighthTool("teco")
	atTeco := []step{wait("*"), settle}

	// offpunk-like (Offpunk; the main screen, lines read with Python's
	// readline): `Welcome to Offpunk!` and `Type `help` to get the list of
	// available command.` over `ON> ` (a REPL); `help`, Python cmd's
	// `Documented commands (type help <topic>):` and its rule over the
	// commands in columns, `ON> ` again; `go gemini://…`, the page shown
	// by Debian's less on the alternate screen, its prompt the URL and
	// the percent (a pager), `/checksum` typed on less's search line (a
	// pager's search); q, the page's title over `[1/3] ON> ` (the REPL).
	op := twohundredseventyeighthTool("offpunk")
	atOp := []step{wait("ON>"), settle}
	atPage := then(atOp, line("go gemini://tally.example/", "tally.example/ ("), settle)

	return []corpusCase{
		// multiedit-like: editing, typed, save as, search, goto line,
		// replace (its field, its question), the quit question.
		needs(is(modes.Editor, "multiedit-like", "multiedit-like", me, atMe...), py),
		needs(is(modes.Editor, "multiedit-like-typed", "multiedit-like", me, typedMe...), py),
		needs(ask("multiedit-like-save-as", "multiedit-like", me, want(modes.Text, "File name:", `C:\WORK\NOTES.TXT`),
			then(atMe, key("<f2>", "Save File As"), settle)...), py),
		needs(ask("multiedit-like-search", "multiedit-like", me, want(modes.Text, "Search for:", ""),
			then(atMe, key("<f3>", "Case sensitive"), settle)...), py),
		needs(ask("multiedit-like-goto", "multiedit-like", me, want(modes.Text, "Line number:", ""),
			then(atMe, key("<f4>", "Goto Line"), settle)...), py),
		needs(ask("multiedit-like-replace-with", "multiedit-like", me, want(modes.Text, "Replace with:", ""), atReplace...), py),
		needs(ask("multiedit-like-replace", "multiedit-like", me, want(modes.Confirm, "Replace this occurrence?", "", ">Yes", "No", "All", "Cancel"),
			then(atReplace, key("<enter>", "Replace this occurrence?"), settle)...), py),
		needs(ask("multiedit-like-quit", "multiedit-like", me, want(modes.Confirm, "NOTES.TXT has been modified.  Save changes?", "", ">Yes", "No", "Cancel"),
			then(typedMe, key("<f10>", "Save changes?"), settle)...), py),

		// teehee-like: its bytes, moved, replacing, its command line.
		needs(is(modes.Editor, "teehee-like", "teehee-like", hex, atHex...), py),
		needs(is(modes.Editor, "teehee-like-moved", "teehee-like", hex, then(atHex, text("llj", "0x12/"), settle)...), py),
		needs(is(modes.Editor, "teehee-like-replacing", "teehee-like", hex, then(atHex, text("r", "INSERT"), settle)...), py),
		needs(is(modes.Editor, "teehee-like-command", "teehee-like", hex, then(atHex, text(":", ""), settle)...), py),
		needs(is(modes.Editor, "teehee-like-command-typed", "teehee-like", hex, then(atHex, text(":w copy.bin", ":w copy.bin"), settle)...), py),

		// teco-like: its prompt, the buffer typed out, a search failure,
		// a command typed.
		needs(is(modes.REPL, "teco-like", "teco-like", teco, atTeco...), py),
		needs(is(modes.REPL, "teco-like-typed-out", "teco-like", teco, then(atTeco, text("HT", ""), key("<esc><esc>", "$$"), settle)...), py),
		needs(is(modes.REPL, "teco-like-search-failure", "teco-like", teco, then(atTeco, text("Sretry", ""), key("<esc><esc>", "Search failure"), settle)...), py),
		needs(is(modes.REPL, "teco-like-command-typed", "teco-like", teco, then(atTeco, text("5L", "*5L"), settle)...), py),

		// offpunk-like: its prompt, its help, a page in less (also
		// searched), back at its prompt.
		needs(is(modes.REPL, "offpunk-like", "offpunk-like", op, atOp...), py),
		needs(is(modes.REPL, "offpunk-like-help", "offpunk-like", op, then(atOp, line("help", "wikipedia"), settle)...), py),
		needs(is(modes.Pager, "offpunk-like-page", "offpunk-like", op, atPage...), py),
		needs(is(modes.Pager, "offpunk-like-page-search", "offpunk-like", op, then(atPage, text("/checksum", ""), settle)...), py),
		needs(is(modes.REPL, "offpunk-like-back", "offpunk-like", op, then(atPage, key("q", "[1/3] ON>"), settle)...), py),
	}
}

// TestModesTwohundredseventyeighth drives the twohundredseventyeighth
// set live to the labelled moment and, with -update, stores its screens,
// labels and facts for modes' TestSetsAccuracy/twohundredseventyeighth.
// Whether the classifier reads them right is that test's measure, not a
// failure here.
func TestModesTwohundredseventyeighth(t *testing.T) {
	captureSet(t, twohundredseventyeighthDir, twohundredseventyeighthSet())
}
