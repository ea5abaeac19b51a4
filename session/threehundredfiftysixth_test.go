package session

import (
	"testing"

	"github.com/agentty/agentty/modes"
)

// threehundredfiftysixthDir holds the threehundredfiftysixth set (issue
// 44, three-hundred-and-fifty-sixth round): live cases of five terminal
// text editors, IDE-like and plain, modal and modeless, that Debian does
// not package, imitated by a fixture of its own (one script run by
// Debian's python3, keys read raw a key at a time), each given the file
// it edits as its argument (pye also the directory it lists) and drawing
// what the editor draws at one of its moments (its file tree, tabs,
// command palette, file picker, go-to-line, find and replace fields,
// save-as and new-file dialogs and its questions on unsaved changes,
// from its documentation, source and published snapshots as known):
// rishubil's Textual Code, a VS Code-like editor on Textual (a sidebar
// of the workspace's files, a tab per file, a TextArea with line
// numbers, a status row and a footer of keys; its `Go to Line`, `Save
// As` and unsaved-changes modals over the screen dimmed, its command
// palette), grosser's ruco, a desktop-like editor in Ruby (a reverse
// status line on the top row, a reverse command bar on the last row
// where it asks `Find: `, `Go to Line: `, `Replace with: `,
// `Replace=Enter Skip=s All=a Cancel=Esc` and `Lose changes? Enter=Yes
// Esc=Cancel`), robert-hh's pye, the Pyboard editor, run by CPython (the
// main screen, a blue status row where it asks `Goto Line: `,
// `Replace: `, `With: `, `File changed! Quit (y/N/f)? N`, `Replace
// (yes/No/all/quit) ? ` with the cursor on the match; a directory listed
// as a buffer), tauraamui's lilly, a vim-like editor in V (its own block
// cursor, a status row of segments, the command line under it, its file
// picker with a preview and its `Create new file` dialog opened by the
// leader key) and CobbCoding's Cano, a vim-like editor in C on ncurses
// (relative line numbers, two status rows, `:` before what is typed in
// command and search mode, its file explorer in place of the text).
// None of them, nor their makers, is named by any other test, table,
// fixture or doc of agentty: grepped with `git grep -il` before they
// were chosen were textual-code, textual code, textual_code, rishubil,
// ruco (only inside base64 hashes; as a word, nowhere), grosser, pye
// (only inside hashes; as a word, nowhere), robert-hh, hammelrath,
// micropython-editor, pyboard editor, lilly, tauraamui, cano (only
// inside canonical, icanon and hashes; as a word, nowhere) and
// cobbcoding (and, found named and left, among others: fresh, a word
// here, flow and neurocyte, micro and zyedidia, helix, kakoune, amp,
// ox, zee, iota, kibi, hecto, kiro, pepper, lem, moe, textadept,
// suplemon, orbiton and xyproto, slap, yed, kaa, godit, pyvim,
// diakonos, textbringer, euporie, harlequin, magiblot's turbo, jexer,
// sodium, mle, remacs, xwpe, qbasic, lunarvim, astronvim, spacevim,
// spacemacs, nvchad, lazyvim, nerdtree, neo-tree, nvim-tree, treemacs,
// telescope and vscode). Each case's label says what a person reads on
// the screen, written from the fixture run by hand in tmux outside
// agentty at 80x24, and was committed before its screen was captured.
const threehundredfiftysixthDir = "../testdata/modes-threehundredfiftysixth"

// threehundredfiftysixthTool runs one editor of the set's script with
// Debian's python3 on args (a file or a directory), in a home holding
// notes.txt and long.txt.
func threehundredfiftysixthTool(tool string, args ...string) opener {
	return setFixtures("threehundredfiftysixth").script(pythonPath, "py/threehundredfiftysixth_ideditors.py",
		append([]string{tool}, args...)...)
}

// threehundredfiftysixthSet is the threehundredfiftysixth set. Labels
// say what a person reads on the screen: an editor's file, with its
// tree and tabs beside it, in whatever mode, typed into, with its own
// command or search line of marks (lilly's and Cano's `:`), with its
// file explorer in place of the text or a directory listed as its
// buffer, is an editor's; a field the editor opens to ask a value (a
// line to go to, a file to save as, a string to find or to put in, a
// new file's path), in a dialog or on its status row, is a text
// question, a value filled in its default; a list the editor drops over
// its screen to choose from (a command palette, a file picker) is a
// select; a line or a dialog asking what to do with unsaved changes or
// with a match found, naming the keys or buttons that answer, is a
// yes/no where its answers are a yes and a way out, else a choice of
// those keys (its words where the line gives them; the default where a
// capital or a value filled in marks one).
func threehundredfiftysixthSet() []corpusCase {
	is, ask, needs, wait, settle := isCase, askCase, needing, waitFor, settled
	py := pythonPath
	key := func(k, expect string) step { return step{keys: k, expect: expect, timeout: setSlow} }
	text := func(s, expect string) step { return step{text: s, expect: expect, timeout: setSlow} }
	then := func(a []step, b ...step) []step { return append(append([]step{}, a...), b...) }
	ed := modes.Editor

	// textual-code-like (rishubil's Textual Code, `textual-code
	// notes.txt`, on the alternate screen, the mouse reported, the
	// terminal's cursor hidden): `📁 Explorer` and `🔍 Search` over the
	// sidebar listing `📄 long.txt` (its cursor row) and `📄 notes.txt`,
	// the tab `notes.txt` underlined in blue, the file in a TextArea under
	// a blue tall border, numbered 1 to 4, the first line shaded and a
	// drawn cursor on its first cell, the status row `Ln 1, Col 1  LF
	// UTF-8  4 Spaces  pla` cut at the edge, the footer ` ^s Save  ^f
	// Find  ^h Replace  ^g Go to Line  ^w Close  ^o Open File▏^p palette`
	// (an editor); `new ` typed, the tab `notes.txt*` and `Ln 1, Col 5`
	// (the editor); ^g, over the screen dimmed, a modal `Go to Line` over
	// an input whose placeholder `line or line:col (e.g. 5 or 3:7)` has a
	// drawn cursor on its first letter, and the buttons Goto and Cancel
	// (a text question `Go to Line`); ^p, the command palette over the
	// screen dimmed, `🔎 Search for commands…` over seven commands, each
	// over its description (Save, Save All, Close Editor, Close All
	// Editors, Close Other Editors, Close Editors to the Right, Close
	// Editors to the Left), Save on a blue bar (a select); `new ` typed
	// and ^w, a modal `Do you want to save the changes before closing?`,
	// `If you don't save, changes will be lost.`, the buttons Save (its
	// label reversed: focused), Don't save and Cancel (a yes/no); ^n, a
	// tab `<Untitled>`, `Shopping list` typed into it and ^s, a modal
	// `Save As` over an input `Enter the file path` and Save and Cancel
	// (a text question `Save As`).
	tc := threehundredfiftysixthTool("textual-code", "notes.txt")
	atTC := []step{wait("Ln 1, Col 1"), settle}
	atTCTyped := then(atTC, text("new ", "notes.txt*"), settle)

	// ruco-like (grosser's ruco, `ruco notes.txt`, on the alternate
	// screen, the keypad's application mode set): the reverse status line
	// `Ruco 0.5.0 -- notes.txt` … ` 1:1` on the top row, the file's lines
	// under it, the reverse command bar `^W Exit    ^S Save    ^F Find
	// ^R Replace    ^D Delete line    ^G Go to line` on the last row, the
	// cursor on the first character (an editor); ^F, the command bar
	// `Find: `, the cursor after it (a text question `Find:`); ^G, `Go to
	// Line: ` there (a text question `Go to Line:`); ^R, line at `Find: `,
	// row at `Replace with: `, the first line's line selected in reverse
	// video and `Replace=Enter Skip=s All=a Cancel=Esc` on the command
	// bar, the cursor after it (a choice of Enter to replace, s to skip, a
	// for all and Esc to cancel, no words asking); `new ` typed, `*` after
	// the name, then ^W, `Lose changes? Enter=Yes Esc=Cancel` there (a
	// yes/no of Enter and Esc).
	rc := threehundredfiftysixthTool("ruco", "notes.txt")
	atRuco := []step{wait("Ruco 0.5.0"), settle}

	// pye-like (robert-hh's pye run by CPython, `pye notes.txt`, on the
	// main screen, raw, a scroll region over the status row, the mouse
	// reported): the file's lines from the top, the status row in bold
	// white on blue `notes.txt Row: 1/3 Col: 1   V2.80 `, the cursor on
	// the first character (an editor); ^G, `Goto Line: ` on the status
	// row, the cursor after it (a text question `Goto Line:`); ^R, line at
	// `Replace: `, `With: line` filled in, line rubbed out and row typed,
	// Enter, the status row `notes.txt Row: 1/3 Col: 7  Replace
	// (yes/No/all/quit) ? `, the cursor on the line found in the first line
	// (a choice of yes, No, all and quit, No its capital default); `new `
	// typed and ^Q, `File changed! Quit (y/N/f)? N`, the cursor after the
	// N filled in (a choice of y, N and f, default N); `pye .`, the buffer
	// `Directory '…'` (the home's path), a blank line, long.txt and
	// notes.txt, the status row `… Row: 1/4 Col: 1   V2.80 ` after the
	// directory's own name, the cursor at the buffer's start (the
	// editor).
	pyeFile := threehundredfiftysixthTool("pye", "notes.txt")
	pyeDir := threehundredfiftysixthTool("pye", ".")
	atPye := []step{wait("Row: 1/3"), settle}

	// lilly-like (tauraamui's lilly, `lilly notes.txt`, on the alternate
	// screen, the terminal's cursor hidden): the file's lines numbered in
	// a gutter, the first shaded with a white block drawn on its first
	// cell, the status row of rounded and slanted segments `NORMAL`,
	// `notes.txt`, `???` (no git branch) and `0:0` at the right, an empty
	// row under it (an editor); i and `new ` typed, `INSERT` and the
	// block turned to an underline (the editor); : and w typed, `COMMAND`
	// and `:w` on the last row with a drawn cursor after it (the editor at
	// its command line); ;ff, the file picker over the middle of the
	// screen, a framed list from the bottom up (`» ./long.txt` on a mauve
	// bar, `  ./notes.txt` over it), a framed preview of long.txt beside
	// it and a framed input `>` under them (a select of the two files,
	// long.txt current, asked by `>`); ;nf, a framed dialog `Create new
	// file`, `Path` over a framed input `>` and `Enter to create • Esc to
	// cancel` (a text question `Path`).
	li := threehundredfiftysixthTool("lilly", "notes.txt")
	atLilly := []step{wait("NORMAL"), settle}

	// cano-like (CobbCoding's Cano, `cano notes.txt`, on the alternate
	// screen, the keypad's application mode set): five columns of line
	// numbers in yellow (1 on the cursor's line, 1, 2 and 3 relative
	// under it), the file's lines beside them, `NORMAL` and `1:1` on the
	// first status row, an empty row under it, the cursor on the first
	// character (an editor); i and `new ` typed, `INSERT`, `1:5`, a bar
	// cursor (the editor); / and `s/line/row` typed, `SEARCH` and
	// `:s/line/row` on the last row, the cursor after it (the editor at its
	// search line of marks); ^N, its file explorer in place of the text,
	// `../`, long.txt and notes.txt in blue, no line numbers, `NORMAL` and
	// `1:1`, the cursor on `../` (the editor).
	ca := threehundredfiftysixthTool("cano", "notes.txt")
	atCano := []step{wait("NORMAL"), settle}

	return []corpusCase{
		// textual-code-like: the file, typed into, go to line, the
		// command palette, closing a changed file, save as.
		needs(is(ed, "textual-code-like", "textual-code-like", tc, atTC...), py),
		needs(is(ed, "textual-code-like-typed", "textual-code-like", tc, atTCTyped...), py),
		needs(ask("textual-code-like-goto", "textual-code-like", tc, want(modes.Text, "Go to Line", ""),
			then(atTC, key("<ctrl-g>", "line or line:col"), settle)...), py),
		needs(ask("textual-code-like-palette", "textual-code-like", tc,
			want(modes.Select, "Search for commands…", "", ">Save", "Save All", "Close Editor", "Close All Editors",
				"Close Other Editors", "Close Editors to the Right", "Close Editors to the Left"),
			then(atTC, key("<ctrl-p>", "Search for commands"), settle)...), py),
		needs(ask("textual-code-like-close", "textual-code-like", tc,
			want(modes.Confirm, "Do you want to save the changes before closing?", "", ">Save", "Don't save", "Cancel"),
			then(atTCTyped, key("<ctrl-w>", "before closing"), settle)...), py),
		needs(ask("textual-code-like-save-as", "textual-code-like", tc, want(modes.Text, "Save As", ""),
			then(atTC, key("<ctrl-n>", "<Untitled>"), settle, text("Shopping list", "<Untitled>*"),
				key("<ctrl-s>", "Enter the file path"), settle)...), py),

		// ruco-like: the file, find, go to line, a match to replace,
		// quitting with changes.
		needs(is(ed, "ruco-like", "ruco-like", rc, atRuco...), py),
		needs(ask("ruco-like-find", "ruco-like", rc, want(modes.Text, "Find:", ""),
			then(atRuco, key("<ctrl-f>", "Find:"), settle)...), py),
		needs(ask("ruco-like-goto", "ruco-like", rc, want(modes.Text, "Go to Line:", ""),
			then(atRuco, key("<ctrl-g>", "Go to Line:"), settle)...), py),
		needs(ask("ruco-like-replace", "ruco-like", rc,
			want(modes.Choice, "", "", "<enter>|Replace", "s|Skip", "a|All", "<esc>|Cancel"),
			then(atRuco, key("<ctrl-r>", "Find:"), text("line", ""), key("<enter>", "Replace with:"), text("row", ""),
				key("<enter>", "Replace=Enter"), settle)...), py),
		needs(ask("ruco-like-lose", "ruco-like", rc, want(modes.Confirm, "Lose changes?", "", "<enter>|Yes", "<esc>|Cancel"),
			then(atRuco, text("new ", "notes.txt*"), key("<ctrl-w>", "Lose changes?"), settle)...), py),

		// pye-like: the file, go to line, a match to replace, quitting
		// with changes, a directory.
		needs(is(ed, "pye-like", "pye-like", pyeFile, atPye...), py),
		needs(ask("pye-like-goto", "pye-like", pyeFile, want(modes.Text, "Goto Line:", ""),
			then(atPye, key("<ctrl-g>", "Goto Line:"), settle)...), py),
		needs(ask("pye-like-replace", "pye-like", pyeFile,
			want(modes.Choice, "Replace ?", "n", "y|yes", "n|No", "a|all", "q|quit"),
			then(atPye, key("<ctrl-r>", "Replace:"), text("line", ""), key("<enter>", "With: line"),
				key("<bs><bs><bs><bs>", ""), text("row", ""), key("<enter>", "(yes/No/all/quit)"), settle)...), py),
		needs(ask("pye-like-quit", "pye-like", pyeFile, want(modes.Choice, "File changed! Quit?", "N", "y|y", "N|N", "f|f"),
			then(atPye, text("new ", "*notes.txt"), key("<ctrl-q>", "File changed!"), settle)...), py),
		needs(is(ed, "pye-like-directory", "pye-like", pyeDir, wait("Directory '"), settle), py),

		// lilly-like: the file, insert mode, its command line, the file
		// picker, a new file.
		needs(is(ed, "lilly-like", "lilly-like", li, atLilly...), py),
		needs(is(ed, "lilly-like-insert", "lilly-like", li, then(atLilly, text("i", "INSERT"), text("new ", ""), settle)...), py),
		needs(is(ed, "lilly-like-command", "lilly-like", li, then(atLilly, text(":w", "COMMAND"), settle)...), py),
		needs(ask("lilly-like-find-file", "lilly-like", li, want(modes.Select, ">", "", "./notes.txt", ">./long.txt"),
			then(atLilly, text(";ff", "./long.txt"), settle)...), py),
		needs(ask("lilly-like-new-file", "lilly-like", li, want(modes.Text, "Path", ""),
			then(atLilly, text(";nf", "Create new file"), settle)...), py),

		// cano-like: the file, insert mode, its search line, its file
		// explorer.
		needs(is(ed, "cano-like", "cano-like", ca, atCano...), py),
		needs(is(ed, "cano-like-insert", "cano-like", ca, then(atCano, text("i", "INSERT"), text("new ", ""), settle)...), py),
		needs(is(ed, "cano-like-search", "cano-like", ca, then(atCano, text("/s/line/row", "SEARCH"), settle)...), py),
		needs(is(ed, "cano-like-explorer", "cano-like", ca, then(atCano, key("<ctrl-n>", "../"), settle)...), py),
	}
}

// TestModesThreehundredfiftysixth drives the threehundredfiftysixth set
// live to the labelled moment and, with -update, stores its screens,
// labels and facts for modes' TestSetsAccuracy/threehundredfiftysixth.
// Whether the classifier reads them right is that test's measure, not a
// failure here.
func TestModesThreehundredfiftysixth(t *testing.T) {
	captureSet(t, threehundredfiftysixthDir, threehundredfiftysixthSet())
}
