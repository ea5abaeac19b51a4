package session

import (
	"testing"

	"github.com/agentty/agentty/modes"
)

// threehundredeighthDir holds the threehundredeighth set (issue 44,
// three-hundred-and-eighth round): live cases of editors that cannot run
// here (they want CP/M, an 8-bit office computer or DOS), imitated by a
// fixture of its own (Debian's python3 and its curses, keys read one at
// a time, raw and not echoed), each drawing what the editor draws at its
// moments (its words, layout, reverse video, boxes and cursor, from its
// manuals and published screenshots as known): Mark of the Unicorn's
// Mince, an emacs-like editor (its buffer, mode line and echo line, a
// file to find, a search, its help window, an exit with the buffer
// modified), Locomotive Software's LocoScript, a word processor (its
// document screen, its Actions and Exit menus, a text to find), Sorcim's
// SuperCalc, a spreadsheet (its sheet, entry line, slash commands, a
// file to load, quitting) and Brown Bag Software's PC-Outline, an
// outliner (its outline, a help box, its File menu, a file to open,
// leaving with changes). None of them, nor their makers, is named by any
// other test, table, fixture or doc of agentty (grepped with `git grep
// -il`: mince, mark of the unicorn, locoscript, loco script, locomotive
// software, amstrad, supercalc, super calc, sorcim, computer associates,
// pc-outline, pc outline, pcoutline, brown bag). Each case's label says
// what a person reads on the screen, written from the fixture run by
// hand in tmux outside agentty at 80x24, and was committed before its
// screen was captured.
const threehundredeighthDir = "../testdata/modes-threehundredeighth"

// threehundredeighthScript runs the set's Python script, with Debian's
// python3, over a home holding notes.txt and long.txt.
var threehundredeighthScript = setFixtures("threehundredeighth").script

// threehundredeighthSet is the threehundredeighth set. Labels say what a
// person reads on the screen: an editor where the cursor waits in the
// text, the sheet or the outline (also with a help window split under
// the text); a question where a line or a box asks (a text question for
// a name or a string to type, the value shown in the field as its
// default; a yes/no for a (y or n) or (Y/N); a choice for keys named on
// the line); a select for a menu box whose highlighted bar Enter picks
// (its title as the question); tui for a help box over the editor.
func threehundredeighthSet() []corpusCase {
	is, ask, needs, wait, settle := isCase, askCase, needing, waitFor, settled
	py := pythonPath
	key := func(k, expect string) step { return step{keys: k, expect: expect, timeout: setSlow} }
	text := func(s, expect string) step { return step{text: s, expect: expect, timeout: setSlow} }
	then := func(a []step, b ...step) []step { return append(append([]step{}, a...), b...) }
	like := func(tool string) opener {
		return threehundredeighthScript(py, "py/threehundredeighth_edit.py", tool)
	}
	pick := func(q string, highlighted int, opts ...string) *modes.Prompt {
		o := append([]string{}, opts...)
		o[highlighted] = ">" + o[highlighted]
		return want(modes.Select, q, "", o...)
	}

	// mince-like (Mark of the Unicorn's Mince, an emacs-like editor of
	// CP/M days; full screen): the minutes of a committee in the buffer,
	// the cursor at its start, a reverse mode line ` MINCE 2.6
	// (Normal)   main: MINUTES.TXT   -- Top --` (a `*` once modified)
	// over an empty echo line: an editor, at first and typed into; C-X
	// C-F, `Find File: ` on the echo line, the cursor after it (a text
	// question); C-S, `Search: ` (a text question); ESC ?, a help window
	// of its keys split under the text with a mode line of its own, the
	// cursor still in the text (the editor); typed into and C-X C-C,
	// `Buffer main modified. Exit anyway? (y or n) ` (a yes/no, no
	// default).
	mince := like("mince")
	atMince := []step{wait("MINUTES.TXT"), settle}
	minceTyped := then(atMince, text("Item 5: ", "--  *"), settle)

	// locoscript-like (Locomotive Software's LocoScript, the word
	// processor of an 8-bit office computer; full screen): two reverse
	// header lines ` Editing document: A: group 0  HALLBOOK.LTR ...
	// Printer idle   Using LETTER` and ` f1=Actions  f2=Disc  f3=Style
	// ...`, a status line, a ruler, a letter, the cursor at its start:
	// an editor, at first and typed into; f1, a box titled `Actions` of
	// six actions, the first (`Find text`) in a reverse bar, `ENTER to
	// select  CAN to cancel` under it (a select); Find text chosen, a box
	// `Find text` with ` Find: ` and the cursor after it (a text
	// question); EXIT (Esc), a box `Exit` of `Save and continue`, `Finish
	// edit`, `Save and print`, `Abandon edit`, the first in the bar (a
	// select, at first and moved to Abandon edit).
	loco := like("locoscript")
	atLoco := []step{wait("Using LETTER"), settle}
	actions := []string{"Find text", "Exchange text", "Go to page", "Show blocks", "Document setup", "Print document"}
	exits := []string{"Save and continue", "Finish edit", "Save and print", "Abandon edit"}
	atExit := then(atLoco, key("<esc>", "Abandon edit"), settle)

	// supercalc-like (Sorcim's SuperCalc, a spreadsheet of the same
	// years; full screen): a reverse border of columns A to H and rows
	// 1 to 20, a small budget, the current cell in reverse, and three
	// lines at the foot: `> A1     Text="Allotment`, `Width:  9  Memory:
	// 412  Last Col/Row:D9   ? for HELP` and the entry line `1> `, the
	// cursor after it: an editor (a sheet), at first, moved down and
	// typed into (`1> Fencing`); `/`, `Enter A,B,C,D,E,F,G,I,L,M,O,P,Q,
	// S,T,U,W,X,Z, or ?` over `2> /` (a choice of the letters); L, `Enter
	// file name (or RETURN for directory)` over `2> /Load,` (a text
	// question); Esc, `/` and Q, `Y(es), N(o) or T(o)?` over `2> /Quit,`
	// (a choice of three keys).
	calc := like("supercalc")
	atCalc := []step{wait("? for HELP"), settle}
	commands := want(modes.Choice, "Enter A,B,C,D,E,F,G,I,L,M,O,P,Q,S,T,U,W,X,Z, or ?", "",
		"A", "B", "C", "D", "E", "F", "G", "I", "L", "M", "O", "P", "Q", "S", "T", "U", "W", "X", "Z", "?")

	// pc-outline-like (Brown Bag Software's PC-Outline, a DOS outliner;
	// full screen): a reverse menu bar ` File  Edit  Outline  Search
	// Print  Window`, ` PC-Outline 2.1     C:\OUTLINE\GARDEN.PCO`, a rule,
	// the outline of headlines (`-` open, `+` collapsed), the cursor at
	// the end of the third, a reverse foot of keys (` F1 Help  F2 Edit
	// ...  Alt-X Leave`): an editor (an outline), at first and typed
	// into; F1, a box `Help: Outline keys` of its keys and `Press Esc to
	// return to the outline` (tui); F10, the File menu pulled down under
	// the bar, `Open...` to `Exit`, the first in a reverse bar (a select
	// titled File); Open chosen, a box `Open outline` with `File to open:
	// ` and `C:\OUTLINE\*.PCO` in its underlined field, the cursor after
	// it (a text question, that value its default); typed into, F10, Exit
	// chosen, a box `Save changes to GARDEN.PCO before leaving? (Y/N)` (a
	// yes/no, no default).
	outline := like("pc-outline")
	atOutline := []step{wait("Alt-X Leave"), settle}
	files := []string{"Open...", "Save", "Save as...", "Merge...", "Print...", "Exit"}
	atFile := then(atOutline, key("<f10>", "Save as..."), settle)

	return []corpusCase{
		// mince-like: the buffer (also typed into), a file to find, a
		// search, the help window, an exit with the buffer modified.
		needs(is(modes.Editor, "mince-like", "mince-like", mince, atMince...), py),
		needs(is(modes.Editor, "mince-like-typed", "mince-like", mince, minceTyped...), py),
		needs(ask("mince-like-find-file", "mince-like", mince, want(modes.Text, "Find File:", ""),
			then(atMince, key("<ctrl-x><ctrl-f>", "Find File:"), settle)...), py),
		needs(ask("mince-like-search", "mince-like", mince, want(modes.Text, "Search:", ""),
			then(atMince, key("<ctrl-s>", "Search:"), settle)...), py),
		needs(is(modes.Editor, "mince-like-help", "mince-like", mince, then(atMince, key("<esc>?", "C-G abort command"), settle)...), py),
		needs(ask("mince-like-exit", "mince-like", mince, yesNo("Buffer main modified. Exit anyway?", ""),
			then(minceTyped, key("<ctrl-x><ctrl-c>", "Exit anyway?"), settle)...), py),

		// locoscript-like: the document (also typed into), the Actions
		// menu, a text to find, the Exit menu (also moved).
		needs(is(modes.Editor, "locoscript-like", "locoscript-like", loco, atLoco...), py),
		needs(is(modes.Editor, "locoscript-like-typed", "locoscript-like", loco, then(atLoco, text("Dear ", "Dear Dear"), settle)...), py),
		needs(ask("locoscript-like-actions", "locoscript-like", loco, pick("Actions", 0, actions...),
			then(atLoco, key("<f1>", "Print document"), settle)...), py),
		needs(ask("locoscript-like-find", "locoscript-like", loco, want(modes.Text, "Find:", ""),
			then(atLoco, key("<f1>", "Print document"), settle, key("<enter>", "ENTER to find"), settle)...), py),
		needs(ask("locoscript-like-exit", "locoscript-like", loco, pick("Exit", 0, exits...), atExit...), py),
		needs(ask("locoscript-like-exit-moved", "locoscript-like", loco, pick("Exit", 3, exits...),
			then(atExit, key("<down><down><down>", ""), settle)...), py),

		// supercalc-like: the sheet (also moved and typed into), its
		// slash commands, a file to load, quitting.
		needs(is(modes.Editor, "supercalc-like", "supercalc-like", calc, atCalc...), py),
		needs(is(modes.Editor, "supercalc-like-moved", "supercalc-like", calc, then(atCalc, key("<down>", "> A2"), settle)...), py),
		needs(is(modes.Editor, "supercalc-like-typed", "supercalc-like", calc,
			then(atCalc, key("<down>", "> A2"), text("Fencing", "1> Fencing"), settle)...), py),
		needs(ask("supercalc-like-commands", "supercalc-like", calc, commands, then(atCalc, text("/", "or ?"), settle)...), py),
		needs(ask("supercalc-like-load", "supercalc-like", calc, want(modes.Text, "Enter file name (or RETURN for directory)", ""),
			then(atCalc, text("/", "or ?"), text("l", "/Load,"), settle)...), py),
		needs(ask("supercalc-like-quit", "supercalc-like", calc, want(modes.Choice, "Y(es), N(o) or T(o)?", "", "y|Yes", "n|No", "t|To"),
			then(atCalc, text("/", "or ?"), text("q", "/Quit,"), settle)...), py),

		// pc-outline-like: the outline (also typed into), its help box,
		// the File menu, a file to open, leaving with changes.
		needs(is(modes.Editor, "pc-outline-like", "pc-outline-like", outline, atOutline...), py),
		needs(is(modes.Editor, "pc-outline-like-typed", "pc-outline-like", outline, then(atOutline, text(" now", "(changed)"), settle)...), py),
		needs(is(modes.TUI, "pc-outline-like-help", "pc-outline-like", outline, then(atOutline, key("<f1>", "Press Esc to return"), settle)...), py),
		needs(ask("pc-outline-like-file", "pc-outline-like", outline, pick("File", 0, files...), atFile...), py),
		needs(ask("pc-outline-like-open", "pc-outline-like", outline, want(modes.Text, "File to open:", `C:\OUTLINE\*.PCO`),
			then(atFile, key("<enter>", "File to open:"), settle)...), py),
		needs(ask("pc-outline-like-leave", "pc-outline-like", outline, yesNo("Save changes to GARDEN.PCO before leaving?", ""),
			then(atOutline, text(" now", "(changed)"), key("<f10>", "Save as..."), settle,
				key("<down><down><down><down><down><enter>", "before leaving?"), settle)...), py),
	}
}

// TestModesThreehundredeighth drives the threehundredeighth set live to
// the labelled moment and, with -update, stores its screens, labels and
// facts for modes' TestSetsAccuracy/threehundredeighth. Whether the
// classifier reads them right is that test's measure, not a failure
// here.
func TestModesThreehundredeighth(t *testing.T) {
	captureSet(t, threehundredeighthDir, threehundredeighthSet())
}
