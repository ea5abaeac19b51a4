package session

import (
	"testing"

	"github.com/agentty/agentty/modes"
)

// threehundredtwentiethDir holds the threehundredtwentieth set (issue 44,
// three-hundred-and-twentieth round): live cases of four terminal
// editors that Debian does not package, imitated by a fixture of its own
// (one script run by Debian's python3, the line editor's commands read
// cooked on the main screen, the screen editors on the alternate screen
// with curses, keys read raw a key at a time), each drawing what the
// editor draws at one of its moments (its edit screen, and the prompts it
// opens: a file name or save-as field at the bottom or in a dialog, a
// search line, a go-to-line field, a question before leaving a modified
// buffer in its own notation, from its documentation, source and
// screenshots as known): ECCE, the Edinburgh Compatible Context Editor
// (Graham Toal's C port of Hamish Dewar's line editor: its `>`, lines
// printed, a line found with the file pointer under it, a failure, a
// command typed), Textbringer (Shugo Maeda's Emacs-like editor in Ruby:
// its buffer, mode line and echo area, `Find file:`, `Write file:`,
// `I-search:`, `Go to line:` and `… exit anyway? (yes or no)`), YEdit
// (Malcolm Smith's Win32 console recreation of the MS-DOS 5 editor, of
// his Yori tools: its blue window, the `Save As`, `Find` and `Go To Line`
// dialogs and `Loaded file is not saved. Save it now?`) and Origami
// (Michael Haardt's folding editor: its folds closed and opened, `Write
// file:`, `Search forward:` and `Buffer modified -- quit anyway (y/n)?`
// on its bottom row). None of them, nor their makers, is named by any
// other test, table, fixture or doc of agentty: grepped with `git grep
// -il` before they were chosen were ecce, edinburgh, hamish, dewar
// (matched only inside TradeWars), toal (matched only inside
// ToAlternate), textbringer, shugo, yedit, yori (matched only inside
// yorick), malxau, malcolm, ms-dos editor, origami and haardt (and,
// found named and left, among others: teco, qed, edlin, uemacs,
// microemacs, jove, dte, kibi, kilo, amp, levee, moe, lem, textadept,
// tilde, aoeui, e3, vile, elvis, nvi, mle, zee, iota, orbiton, xedit,
// acme, mined, femto, zep, pyvim, suplemon, kak, fte, nedit, qemacs,
// hemlock, edwin, hessling, kedit, semware, godit, slap, hecto, pepper,
// ispf, wordstar, kiro, diakonos, aretext, helix, nextvi, neatvi,
// stevie, calvin, vigor, wordgrinder, jasspa, epsilon and xvi). Each
// case's label says what a person reads on the screen, written from the
// fixture run by hand in tmux outside agentty at 80x24, and was
// committed before its screen was captured.
const threehundredtwentiethDir = "../testdata/modes-threehundredtwentieth"

// threehundredtwentiethTool runs one editor of the set's script with
// Debian's python3, over a home holding notes.txt and long.txt.
func threehundredtwentiethTool(tool string) opener {
	return setFixtures("threehundredtwentieth").script(pythonPath, "py/threehundredtwentieth_editors.py", tool)
}

// threehundredtwentiethSet is the threehundredtwentieth set. Labels say
// what a person reads on the screen: an editor's buffer, its mode or
// status line and an empty echo area (or a line editor's prompt for its
// next command, lines it printed above) is an editor's; a field it opens
// on its bottom row or in a dialog, the cursor in it, is a text
// question; a question before leaving a modified buffer is a confirm of
// its answers (the highlighted button where one is).
func threehundredtwentiethSet() []corpusCase {
	is, ask, needs, wait, settle := isCase, askCase, needing, waitFor, settled
	py := pythonPath
	typed := func(s, expect string) step { return step{text: s, enter: true, expect: expect, timeout: setSlow} }
	key := func(k, expect string) step { return step{keys: k, expect: expect, timeout: setSlow} }
	text := func(s, expect string) step { return step{text: s, expect: expect, timeout: setSlow} }
	then := func(a []step, b ...step) []step { return append(append([]step{}, a...), b...) }
	ed := modes.Editor

	// ecce-like (ECCE, Toal's C port, `ecce ledger.txt`): `ECCE V2.10b`
	// and `Editing ledger.txt (12 lines) to ledger.txt` over `>` (an
	// editor: a line editor's command prompt); `p3` entered, three lines
	// printed over `>` (the editor); `f/fuel/` entered, the line found
	// and a `^` under `fuel`, the file pointer, over `>` (the editor);
	// `f/xyzzy/` entered, `* Failure: F/xyzzy/` over `>` (the editor);
	// `m2` typed at `>`, not entered (the editor).
	ecce := threehundredtwentiethTool("ecce")
	atEcce := []step{wait("Editing ledger.txt"), settle}

	// textbringer-like (Textbringer, `textbringer ledger.txt`): the
	// ledger's twelve lines, the mode line `-- ledger.txt [UTF-8/unix]
	// [Fundamental]  1:0` in reverse video and `Welcome to Textbringer.
	// C-x C-c to exit.` in the echo area, the cursor at the buffer's
	// start (an editor); abc typed, `**` in the mode line (the editor);
	// C-x C-f, `Find file: ~/` in the echo area, the cursor after it (a
	// text question); C-x C-w, `Write file: ~/` (a text question); C-s
	// and fuel, `I-search: fuel` (a text question); M-g g, `Go to line: `
	// (a text question); abc typed and C-x C-c, `Unsaved buffers exist;
	// exit anyway? (yes or no) ` (a confirm of yes and no, the word
	// typed).
	tb := threehundredtwentiethTool("textbringer")
	atTb := []step{wait("Welcome to Textbringer"), settle}
	tbTyped := then(atTb, text("abc", "**"), settle)

	// yedit-like (YEdit, `yedit ledger.txt`): a grey menu bar `File
	// Edit Search Options Help` over a blue window titled ` ledger.txt `
	// holding the ledger, a scroll bar at its right, and the cyan status
	// bar `YEdit  <F1=Help> Press ALT to activate menus` with `00001:001`
	// (an editor); xy typed (the editor); Ctrl+S, a grey `Save As`
	// dialog, `File Name:` over a boxed field holding ledger.txt (on
	// blue, the cursor after it), `Dir: C:\Users\ada` and `< OK >  <
	// Cancel >  < Help >` (a text question, default ledger.txt); Ctrl+F,
	// `Find` with `Find What:` over an empty field and `[ ] Match
	// Upper/Lowercase   [ ] Whole Word` (a text question); Ctrl+G, `Go To
	// Line` with `Line Number:` over an empty field (a text question); xy
	// typed and Ctrl+Q, `Loaded file is not saved. Save it now?` over `<
	// Yes >   < No >   < Cancel >   < Help >`, Yes bold with the cursor
	// in it (a confirm, Yes highlighted).
	yedit := threehundredtwentiethTool("yedit")
	atYedit := []step{wait("Press ALT to activate menus"), settle}
	yeditTyped := then(atYedit, text("xy", "xy# ledger"), settle)

	// origami-like (Origami, `origami ledger.txt`): the ledger's first
	// line, three closed folds `... depot A deliveries`, `... depot B
	// deliveries`, `... depot C deliveries`, its last line, the status
	// row ` Origami 1.6.4   ledger.txt  line 1` in reverse video and
	// `[ESC-? help]` under it (an editor); Down and C-o, the fold opened
	// between `{{{ depot A deliveries` and `}}}`, the status row naming
	// the fold (the editor); C-x C-w, `Write file: ` on the bottom row
	// (a text question); C-s, `Search forward: ` (a text question); x
	// typed and C-x C-c, `*` in the status row and `Buffer modified --
	// quit anyway (y/n)? ` (a yes/no, no default).
	ori := threehundredtwentiethTool("origami")
	atOri := []step{wait("[ESC-? help]"), settle}

	return []corpusCase{
		// ecce-like: its prompt, lines printed, a line found, a
		// failure, a command typed.
		needs(is(ed, "ecce-like", "ecce-like", ecce, atEcce...), py),
		needs(is(ed, "ecce-like-printed", "ecce-like", ecce, then(atEcce, typed("p3", "118.5"), settle)...), py),
		needs(is(ed, "ecce-like-found", "ecce-like", ecce, then(atEcce, typed("f/fuel/", "220.0"), settle)...), py),
		needs(is(ed, "ecce-like-failure", "ecce-like", ecce, then(atEcce, typed("f/xyzzy/", "Failure"), settle)...), py),
		needs(is(ed, "ecce-like-typed", "ecce-like", ecce, then(atEcce, step{text: "m2", timeout: setSlow}, settle)...), py),

		// textbringer-like: its buffer, typed into, find file, write
		// file, a search, go to line, exit anyway.
		needs(is(ed, "textbringer-like", "textbringer-like", tb, atTb...), py),
		needs(is(ed, "textbringer-like-typed", "textbringer-like", tb, tbTyped...), py),
		needs(ask("textbringer-like-find-file", "textbringer-like", tb, want(modes.Text, "Find file:", ""),
			then(atTb, key("<ctrl-x><ctrl-f>", "Find file:"), settle)...), py),
		needs(ask("textbringer-like-write-file", "textbringer-like", tb, want(modes.Text, "Write file:", ""),
			then(tbTyped, key("<ctrl-x><ctrl-w>", "Write file:"), settle)...), py),
		needs(ask("textbringer-like-isearch", "textbringer-like", tb, want(modes.Text, "I-search:", ""),
			then(atTb, key("<ctrl-s>", "I-search:"), text("fuel", "I-search: fuel"), settle)...), py),
		needs(ask("textbringer-like-goto", "textbringer-like", tb, want(modes.Text, "Go to line:", ""),
			then(atTb, key("<esc>gg", "Go to line:"), settle)...), py),
		needs(ask("textbringer-like-exit", "textbringer-like", tb,
			want(modes.Confirm, "Unsaved buffers exist; exit anyway?", "", "yes", "no"),
			then(tbTyped, key("<ctrl-x><ctrl-c>", "exit anyway?"), settle)...), py),

		// yedit-like: its window, typed into, save as, find, go to
		// line, save it now.
		needs(is(ed, "yedit-like", "yedit-like", yedit, atYedit...), py),
		needs(is(ed, "yedit-like-typed", "yedit-like", yedit, yeditTyped...), py),
		needs(ask("yedit-like-save-as", "yedit-like", yedit, want(modes.Text, "File Name:", "ledger.txt"),
			then(atYedit, key("<ctrl-s>", "File Name:"), settle)...), py),
		needs(ask("yedit-like-find", "yedit-like", yedit, want(modes.Text, "Find What:", ""),
			then(atYedit, key("<ctrl-f>", "Find What:"), settle)...), py),
		needs(ask("yedit-like-goto", "yedit-like", yedit, want(modes.Text, "Line Number:", ""),
			then(atYedit, key("<ctrl-g>", "Line Number:"), settle)...), py),
		needs(ask("yedit-like-unsaved", "yedit-like", yedit,
			want(modes.Confirm, "Loaded file is not saved. Save it now?", "", ">Yes", "No", "Cancel", "Help"),
			then(yeditTyped, key("<ctrl-q>", "Save it now?"), settle)...), py),

		// origami-like: its folds, one opened, write file, search,
		// quit anyway.
		needs(is(ed, "origami-like", "origami-like", ori, atOri...), py),
		needs(is(ed, "origami-like-opened", "origami-like", ori, then(atOri, key("<down><ctrl-o>", "}}}"), settle)...), py),
		needs(ask("origami-like-write-file", "origami-like", ori, want(modes.Text, "Write file:", ""),
			then(atOri, key("<ctrl-x><ctrl-w>", "Write file:"), settle)...), py),
		needs(ask("origami-like-search", "origami-like", ori, want(modes.Text, "Search forward:", ""),
			then(atOri, key("<ctrl-s>", "Search forward:"), settle)...), py),
		needs(ask("origami-like-quit", "origami-like", ori, yesNo("Buffer modified -- quit anyway?", ""),
			then(atOri, text("x", ""), settle, key("<ctrl-x><ctrl-c>", "quit anyway"), settle)...), py),
	}
}

// TestModesThreehundredtwentieth drives the threehundredtwentieth set
// live to the labelled moment and, with -update, stores its screens,
// labels and facts for modes' TestSetsAccuracy/threehundredtwentieth.
// Whether the classifier reads them right is that test's measure, not a
// failure here.
func TestModesThreehundredtwentieth(t *testing.T) {
	captureSet(t, threehundredtwentiethDir, threehundredtwentiethSet())
}
