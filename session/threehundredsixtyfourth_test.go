package session

import (
	"testing"

	"github.com/agentty/agentty/modes"
)

// threehundredsixtyfourthDir holds the threehundredsixtyfourth set (issue
// 44, three-hundred-and-sixty-fourth round): live cases of four terminal
// text editors, modal and modeless, that Debian does not package,
// imitated by a fixture of its own (one script run by Debian's python3,
// keys read raw a key at a time), each given the file it edits as its
// argument and drawing what the editor draws at one of its moments (its
// buffer and status line, its prompts on the echo line, its menu of
// commands, its search field, its mode shown, its command line, from
// its documentation, source and published snapshots as known): adamyg's
// GRIEF, a BRIEF-like editor in C (a framed window on blue, the echo
// line with `Line:`, `Col:` and the time, where it asks `Edit file: `,
// `Search fwd: `, `Enter new output file name: ` and `1 buffer has not
// been saved. Exit [ynw]? `; its menu bar by F12 and its File menu of
// commands, each beside its keys), rhysd's tui-textarea, its `editor`
// example over two files (line numbers, a reverse status row of the
// buffer's slot, name and place, a row of keys, a framed `Search` box
// over the text), ionut-t's goeditor, a vim-like editor on Bubble Tea,
// as its basic example draws it (line numbers, the cursor's line shaded,
// a status row of the mode in its colour and `row/col`, the command row
// under it for `:`, `/` and errors) and preiter93's edtui, a vim-like
// editor widget for ratatui, as its example app draws it (a thick frame
// titled `|Editor|`, a status row inside it with the mode on green and
// `/` and the search typed). None of them, nor their makers, is named by
// any other test, table, fixture or doc of agentty: grepped with `git
// grep -il` before they were chosen were grief, adamyg, tui-textarea,
// tui_textarea, ratatui-textarea, rhysd, goeditor, ionut-t, edtui and
// preiter93 (and, found named and left, among others: aretext, bim and
// klange, femto, setedit, rhide, neatvi, nextvi, jasspa, microemacs,
// uemacs, levee, kilo and antirez, vigo, zep, epsilon, hemlock, vedit,
// qedit, semware, aoeui, ersatz, nino, brief, crisp, kedit, wordstar,
// multi-edit, kakoune, modalkit's maker ulyssa, gomacs, kibi, zee, ox,
// rvim, stevie, calvin, vile, xvi and wordgrinder, besides those the
// threehundredfiftysixth set found named).
// Each case's label says what a person reads on the screen, written from
// the fixture run by hand in tmux outside agentty at 80x24, and was
// committed before its screen was captured.
const threehundredsixtyfourthDir = "../testdata/modes-threehundredsixtyfourth"

// threehundredsixtyfourthTool runs one editor of the set's script with
// Debian's python3 on files, in a home holding notes.txt and long.txt.
func threehundredsixtyfourthTool(tool string, files ...string) opener {
	return setFixtures("threehundredsixtyfourth").script(pythonPath, "py/threehundredsixtyfourth_texteditors.py",
		append([]string{tool}, files...)...)
}

// threehundredsixtyfourthSet is the threehundredsixtyfourth set. Labels
// say what a person reads on the screen: an editor's file, in whatever
// mode its status row shows, typed into, with its own command line or
// search line of marks (`:w draft.txt`, `/line`) or an error of its own
// under it, is an editor's; a field the editor opens to ask a value (a
// file to edit, a string to search, a new name to write to), on its echo
// line or in a framed box titled for it, is a text question, what is
// typed in it no default; a menu of commands dropped from a menu bar is
// a select titled by its menu, its first command current; a line asking
// whether to leave with a buffer not saved, naming its keys, is a choice
// of those keys.
func threehundredsixtyfourthSet() []corpusCase {
	is, ask, needs, wait, settle := isCase, askCase, needing, waitFor, settled
	py := pythonPath
	key := func(k, expect string) step { return step{keys: k, expect: expect, timeout: setSlow} }
	text := func(s, expect string) step { return step{text: s, expect: expect, timeout: setSlow} }
	then := func(a []step, b ...step) []step { return append(append([]step{}, a...), b...) }
	ed := modes.Editor

	// grief-like (adamyg's GRIEF, `gr notes.txt`, on the alternate
	// screen, the keypad's application mode set): a window framed in
	// single lines on blue, ` notes.txt ` in its top edge, the file's
	// three lines, the echo line on the last row empty at its left and
	// ` [f]   Line: 1    Col: 1  10:35am` at its right, the cursor on the
	// first character (an editor); `Buy ` typed, `Col: 5` (the editor);
	// Alt-E, the echo line `Edit file: `, the cursor after it (a text
	// question `Edit file:`); Alt-S, `Search fwd: ` there (a text
	// question `Search fwd:`); Alt-O, `Enter new output file name: `
	// there (a text question); F12, the menu bar `File  Edit  View  Find
	// Options  Tools  Windows  Help` over the window, File set apart, and
	// Enter, a box titled ` File ` dropped under it of fourteen commands
	// in three groups split by dashes, each beside its keys (` Command
	// line          <F10>,<Alt-:>`, ` Open                  <Alt-E>`, …,
	// ` Exit                  <Alt-X>`), Command line on a dark bar, the
	// cursor hidden (a select titled File); `Buy ` typed and Alt-X, `1
	// buffer has not been saved. Exit [ynw]? ` on the echo line, the
	// cursor after it (a choice of y, n and w, no default).
	gr := threehundredsixtyfourthTool("grief", "notes.txt")
	atGrief := []step{wait("Line: 1"), settle}
	griefTyped := then(atGrief, text("Buy ", "Col: 5"), settle)

	// tui-textarea-like (rhysd's tui-textarea, its editor example run as
	// `editor notes.txt long.txt`, on the alternate screen, the mouse
	// reported, the terminal's cursor hidden and a reversed cell drawn):
	// the file's lines numbered ` 1 ` to ` 3 ` in grey, the first
	// underlined, a reverse status row `[1/2] notes.txt` … `(1,1)`, the
	// row `Press ^Q to quit, ^S to save, ^G to search, ^T to switch
	// buffer` under it (an editor); `new ` typed, ` notes.txt [modified]
	// ` and `(1,5)` (the editor); ^G, a box framed in light lines titled
	// `Search` over the text, an empty field in it, `Press Enter to jump
	// to first match and close, Esc to close, ^G or ↓ or ^N to sea` cut at
	// the screen's edge under the status row (a text question `Search`);
	// line typed in it, the matches in the text on blue (the same); ^T,
	// long.txt's rows numbered `   1 ` on, `[2/2] long.txt` and
	// `Switched to buffer #2` (the editor).
	ta := threehundredsixtyfourthTool("textarea", "notes.txt", "long.txt")
	atTA := []step{wait("to switch buffer"), settle}
	atTASearch := then(atTA, key("<ctrl-g>", "first match"), settle)
	search := want(modes.Text, "Search", "")

	// goeditor-like (ionut-t's goeditor as its basic example draws it
	// over notes.txt, on the alternate screen, bracketed paste set, the
	// terminal's cursor hidden and a block drawn): the lines numbered `
	// 1` to `   4` (the last empty), the first's number bold and its row
	// shaded, the status row ` NORMAL ` on teal and `1/1 ` at its right,
	// an empty command row under it (an editor); i and `new ` typed, `
	// INSERT ` on blue and `1/5 ` (the editor); Esc and `:w draft.txt`
	// typed, ` COMMAND ` on peach and `:w draft.txt` on the command row
	// (the editor at its command line); Esc and `/line` typed, ` SEARCH `
	// on yellow, `/line` with a block after it on the command row, the
	// matches on yellow (the editor at its search line); `new ` typed in
	// insert mode, Esc, `:q` and Enter, ` NORMAL ` and `unsaved changes
	// (use :q! to override)` in bold red on the command row (the editor).
	ge := threehundredsixtyfourthTool("goeditor", "notes.txt")
	atGE := []step{wait("NORMAL"), settle}

	// edtui-like (preiter93's edtui as its example app draws it over
	// notes.txt, on the alternate screen, the mouse reported, bracketed
	// paste set, the terminal's cursor hidden and a white cell drawn): a
	// thick frame titled `|Editor|` on near-black, the file's lines, a
	// status row inside the frame's foot with `  Normal  ` on green (an
	// editor); i and `new ` typed, `  Insert  ` (the editor); Esc, v and
	// e, ` first` on orange, `  Visual  ` (the editor); Esc and `/line`
	// typed, `  Search  /line` (the editor at its search); Enter, the
	// cursor's cell on the match in the first line, `  Normal  ` (the
	// editor).
	et := threehundredsixtyfourthTool("edtui", "notes.txt")
	atET := []step{wait("|Editor|"), settle}
	etInsert := then(atET, text("i", "Insert"), text("new ", ""), settle)
	etSearch := then(etInsert, key("<esc>", "Normal"), settle, text("/line", "Search"), settle)

	return []corpusCase{
		// grief-like: the buffer (also typed into), a file to edit, a
		// search, a new output name, the File menu, leaving unsaved.
		needs(is(ed, "grief-like", "grief-like", gr, atGrief...), py),
		needs(is(ed, "grief-like-typed", "grief-like", gr, griefTyped...), py),
		needs(ask("grief-like-edit-file", "grief-like", gr, want(modes.Text, "Edit file:", ""),
			then(atGrief, key("<alt-e>", "Edit file:"), settle)...), py),
		needs(ask("grief-like-search", "grief-like", gr, want(modes.Text, "Search fwd:", ""),
			then(atGrief, key("<alt-s>", "Search fwd:"), settle)...), py),
		needs(ask("grief-like-output-file", "grief-like", gr, want(modes.Text, "Enter new output file name:", ""),
			then(atGrief, key("<alt-o>", "output file name"), settle)...), py),
		needs(ask("grief-like-file-menu", "grief-like", gr,
			want(modes.Select, "File", "", ">Command line", "Open", "Close", "Insert file", "Save File",
				"Save file as ...", "Filter region", "Save all buffers", "Reload file", "Rename file",
				"Make file writable", "Change directory", "Print", "Exit"),
			then(atGrief, key("<f12>", "Windows  Help"), settle, key("<enter>", "write_buffer_as"), settle)...), py),
		needs(ask("grief-like-exit", "grief-like", gr,
			want(modes.Choice, "1 buffer has not been saved. Exit?", "", "y|y", "n|n", "w|w"),
			then(griefTyped, key("<alt-x>", "Exit [ynw]?"), settle)...), py),

		// tui-textarea-like: the buffer (also typed into), its search
		// box (also typed into), the next buffer.
		needs(is(ed, "tui-textarea-like", "tui-textarea-like", ta, atTA...), py),
		needs(is(ed, "tui-textarea-like-typed", "tui-textarea-like", ta, then(atTA, text("new ", "[modified]"), settle)...), py),
		needs(ask("tui-textarea-like-search", "tui-textarea-like", ta, search, atTASearch...), py),
		needs(ask("tui-textarea-like-search-typed", "tui-textarea-like", ta, search,
			then(atTASearch, text("line", ""), settle)...), py),
		needs(is(ed, "tui-textarea-like-switch", "tui-textarea-like", ta,
			then(atTA, key("<ctrl-t>", "Switched to buffer #2"), settle)...), py),

		// goeditor-like: normal mode, insert mode, its command line, its
		// search line, quitting refused.
		needs(is(ed, "goeditor-like", "goeditor-like", ge, atGE...), py),
		needs(is(ed, "goeditor-like-insert", "goeditor-like", ge,
			then(atGE, text("i", "INSERT"), text("new ", ""), settle)...), py),
		needs(is(ed, "goeditor-like-command", "goeditor-like", ge,
			then(atGE, text(":", "COMMAND"), text("w draft.txt", "draft.txt"), settle)...), py),
		needs(is(ed, "goeditor-like-search", "goeditor-like", ge,
			then(atGE, text("/", "SEARCH"), text("line", ""), settle)...), py),
		needs(is(ed, "goeditor-like-quit", "goeditor-like", ge,
			then(atGE, text("i", "INSERT"), text("new ", ""), key("<esc>", "NORMAL"), settle,
				text(":q", "COMMAND"), key("<enter>", "unsaved changes"), settle)...), py),

		// edtui-like: normal mode, insert mode, a selection, its search,
		// the match found.
		needs(is(ed, "edtui-like", "edtui-like", et, atET...), py),
		needs(is(ed, "edtui-like-insert", "edtui-like", et, etInsert...), py),
		needs(is(ed, "edtui-like-visual", "edtui-like", et,
			then(etInsert, key("<esc>", "Normal"), settle, text("ve", "Visual"), settle)...), py),
		needs(is(ed, "edtui-like-search", "edtui-like", et, etSearch...), py),
		needs(is(ed, "edtui-like-found", "edtui-like", et, then(etSearch, key("<enter>", "Normal"), settle)...), py),
	}
}

// TestModesThreehundredsixtyfourth drives the threehundredsixtyfourth set
// live to the labelled moment and, with -update, stores its screens,
// labels and facts for modes' TestSetsAccuracy/threehundredsixtyfourth.
// Whether the classifier reads them right is that test's measure, not a
// failure here.
func TestModesThreehundredsixtyfourth(t *testing.T) {
	captureSet(t, threehundredsixtyfourthDir, threehundredsixtyfourthSet())
}
