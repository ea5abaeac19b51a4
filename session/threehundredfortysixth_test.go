package session

import (
	"testing"

	"github.com/agentty/agentty/modes"
)

// threehundredfortysixthDir holds the threehundredfortysixth set (issue
// 44, three-hundred-and-forty-sixth round): live cases of four terminal
// text editors that Debian does not package, modal and modeless,
// imitated by a fixture of its own (one script run by Debian's python3,
// keys read raw a key at a time), each given the file it edits as its
// argument (tte also none) and drawing what the editor draws at one of
// its moments (its status or system line, its command line, its search,
// write and save-as fields, its questions on quitting, replacing and
// abandoning, its help, from its documentation and source as known):
// Joerg Schilling's ved of the schilytools, modeless between vi and
// emacs (its system line on the top row, where every prompt is typed:
// `+Search: `, `Write to: `, a colon command, `Mode?(DORV8)`, `QUITTING.
// PUT EDITS?(Y/W/N/F/!) `), CompuView's VEDIT PLUS by Theodore Green,
// modal (visual mode under a status line of dashes, `INSERT`, `FIND? `,
// `REPLACE?  [Y]es  [N]o  [R]est  [C]ancel `; command mode's `COMMAND: `
// prompt and `ABANDON FILE (Y/N)? `), Jos Vermaseren's STEDI of the FORM
// project at Nikhef, modeless with a command line entered by Esc (its
// status bar on the last row: the line number, the prompt character,
// nine status characters and the buffer's name; `Write file: `, `Replace
// ? (G/Y/N/Q) `, its help in buffer 8) and GrenderG's tte, a kilo-like
// tiny editor on the main screen (its status and message bars, `Search:
// … (Use ESC / Enter / Arrows)`, `Save as: … (ESC to cancel)`, its
// warning of unsaved changes, its welcome line). None of them, nor their
// makers, is named by any other test, table, fixture or doc of agentty:
// grepped with `git grep -il` before they were chosen were schily,
// schilling, schilytools, vedit (only inside tvedit), compuview,
// greenview, theodore green, stedi (only inside histedit), vermaseren,
// nikhef, tte (only inside other words: submitted, written, better…;
// as a word, nowhere), grenderg and tiny text editor; ved itself, inside
// saved and moved, is the word nowhere (and, found named and left, among
// others: neatvi, nextvi, aretext, qemacs, levee, xvi, stevie, calvin,
// setedit, fte, efte, kilo, antirez, uemacs, microemacs, ersatz, femto,
// atto, teco, msedit, epsilon, qedit, tse, semware, kedit, xedit,
// hessling, multi-edit, brief, crisp, tde, wordstar, wordperfect,
// xywrite, pc-write, norton, ecce, hemlock, rhide, edlin, edt, eve,
// bim, ki-editor, lazyvim, nvchad, duat, vigo, sandy, kakoune and
// helix). Each case's label says what a person reads on the screen,
// written from the fixture run by hand in tmux outside agentty at 80x24,
// and was committed before its screen was captured.
const threehundredfortysixthDir = "../testdata/modes-threehundredfortysixth"

// threehundredfortysixthTool runs one editor of the set's script with
// Debian's python3 on args (a file or none), in a home holding notes.txt
// and long.txt.
func threehundredfortysixthTool(tool string, args ...string) opener {
	return setFixtures("threehundredfortysixth").script(pythonPath, "py/threehundredfortysixth_editors.py",
		append([]string{tool}, args...)...)
}

// threehundredfortysixthSet is the threehundredfortysixth set. Labels
// say what a person reads on the screen: an editor's file under or over
// its status line is an editor's, in whatever mode, typed into, with its
// help loaded, with its own command line of commands typed (ved's `:`,
// STEDI's command line, VEDIT's `COMMAND: ` prompt) and with a warning
// that tells how to quit; a field the editor opens to ask a value (what
// to find, a file to write to or save as) is a text question; a line
// asking what to do with the edits on quitting, with a replacement or
// with the modes, naming the keys that answer, is a choice of those keys
// (its words where the line gives them), and one whose keys are Y and N
// a yes/no.
func threehundredfortysixthSet() []corpusCase {
	is, ask, needs, wait, settle := isCase, askCase, needing, waitFor, settled
	py := pythonPath
	key := func(k, expect string) step { return step{keys: k, expect: expect, timeout: setSlow} }
	text := func(s, expect string) step { return step{text: s, expect: expect, timeout: setSlow} }
	then := func(a []step, b ...step) []step { return append(append([]step{}, a...), b...) }
	ed := modes.Editor

	// ved-like (Joerg Schilling's ved, `ved notes.txt`, on the alternate
	// screen): the system line on the top row, its info field empty, `
	// #:1`, ` \:default` and ` notes.txt` in their fields, the file's
	// three lines under it, the cursor on the first (an editor); ^R and
	// third typed, `+Search: third` over the info field on the top row,
	// the cursor after it (a text question `+Search:`); ^W, `Write to: `
	// there (a text question); ESC : and `set tabstop=4` typed,
	// `:set tabstop=4` there (the editor at its colon command line);
	// `new ` typed, `*` in the info field, then ^C, `QUITTING. PUT
	// EDITS?(Y/W/N/F/!) ` from the left edge over the fields, the rest of
	// the take buffer's name and the file's name after it, `FILE
	// MODIFIED!` in the error field, the cursor after the prompt (a choice
	// of Y, W, N, F and !, no default); ESC ^M, `Mode?(DORV8)`, the cursor
	// after it (a choice of D, O, R, V and 8).
	vedp := threehundredfortysixthTool("ved", "notes.txt")
	atVed := []step{wait("#:1"), settle}

	// vedit-like (CompuView's VEDIT PLUS, `vedit notes.txt`, its CRT
	// keys, on the alternate screen): a reverse status line of dashes
	// `LINE:1`, `COL:1`, `FILE: NOTES.TXT` on the top row, the file's
	// lines from the second column, the cursor on the first character,
	// visual mode (an editor); ^N and `new ` typed, `INSERT` on the
	// status line, COL:5 (the editor); ESC 2 and third typed, the status
	// line replaced by `FIND? third`, the cursor after it (a text question
	// `FIND?`); ESC 3, line, Enter, `REPLACE WITH? `, row, Enter, the
	// status line `REPLACE?  [Y]es  [N]o  [R]est  [C]ancel `, the cursor in
	// the text after the `line` found in the first line (a choice of Yes,
	// No, Rest and Cancel); ESC E, command mode: the status line
	// `-COMMAND--…FILE: NOTES.TXT`, the text scrolled up under it, `"EX"
	// to Exit, "EQ" to Quit, "V" to Edit, "H" or "EH" for Help` over the
	// `COMMAND: ` prompt, the cursor after it (the editor at its command
	// line); EQ entered, `ABANDON FILE (Y/N)? ` under it (a yes/no, no
	// default).
	vedit := threehundredfortysixthTool("vedit", "notes.txt")
	atVedit := []step{wait("FILE: NOTES.TXT"), settle}
	atCommand := then(atVedit, key("<esc>E", "COMMAND:"), settle)

	// stedi-like (Jos Vermaseren's STEDI, `stedi notes.txt`, on the
	// alternate screen): the file's lines from the top, the status bar in
	// reverse video on the last row, `    1 :` at its left and `IU∞NY
	// B1 notes.txt` at its right, the cursor on the first character (an
	// editor); `new ` typed, the dirty bit `.` before the name (the
	// editor); Esc and `/third/>` typed on the command line from its ninth
	// column, the cursor after it (the editor at its command line);
	// shift-F8, `Write file: ` there, the cursor after it (a text
	// question); Esc, `/line/=/row/V>>` entered, `Replace ? (G/Y/N/Q) ` in
	// the middle of the status bar, the cursor on the `line` found in the
	// first line (a choice of G, Y, N and Q); F1, its help file in buffer
	// 8, `V8 stedi.hlp` on the status bar (the editor).
	stedi := threehundredfortysixthTool("stedi", "notes.txt")
	atStedi := []step{wait("B1 notes.txt"), settle}

	// tte-like (GrenderG's tte, `tte notes.txt`, on the main screen): the
	// file's lines over `~` rows, the reverse status bar ` Editing:
	// notes.txt` … `1/3 lines  1/10 cols `, the message ` Ctrl-Q to quit |
	// Ctrl-S to save | (tte -h | --help for more info)` under it, the
	// cursor on the first character (an editor); `new ` typed, `Editing:
	// notes.txt (modified)` (the editor); ^F and third typed, the third
	// line scrolled to the top in blue, the message row `Search: third (Use
	// ESC / Enter / Arrows)`, the cursor on the match in the text (a text
	// question `Search:`); `new ` typed and ^Q, `Warning! File has unsaved
	// changes. Press Ctrl-Q 2 more times to quit`, the cursor in the text
	// (the editor: a warning, nothing asked); `tte` alone, its welcome line
	// `tte 0.1.1 <https://github.com/GrenderG/tte>` among the `~` rows, `
	// Editing: New file` … `0/0 lines  0/0 cols ` (the editor); `Shopping
	// list` typed and ^S, `Save as:  (ESC to cancel)` on the message row,
	// the cursor in the text (a text question `Save as:`).
	tteFile := threehundredfortysixthTool("tte", "notes.txt")
	tteNew := threehundredfortysixthTool("tte")
	atTte := []step{wait("1/3 lines"), settle}
	atNew := []step{wait("Editing: New file"), settle}

	return []corpusCase{
		// ved-like: the file, search, write to, a colon command, quitting,
		// modes.
		needs(is(ed, "ved-like", "ved-like", vedp, atVed...), py),
		needs(ask("ved-like-search", "ved-like", vedp, want(modes.Text, "+Search:", ""),
			then(atVed, key("<ctrl-r>", "+Search:"), text("third", ""), settle)...), py),
		needs(ask("ved-like-write", "ved-like", vedp, want(modes.Text, "Write to:", ""),
			then(atVed, key("<ctrl-w>", "Write to:"), settle)...), py),
		needs(is(ed, "ved-like-colon", "ved-like", vedp, then(atVed, key("<esc>:", ""), text("set tabstop=4", ""), settle)...), py),
		needs(ask("ved-like-quit", "ved-like", vedp,
			want(modes.Choice, "QUITTING. PUT EDITS?", "", "Y|Y", "W|W", "N|N", "F|F", "!|!"),
			then(atVed, text("new ", "new first line"), key("<ctrl-c>", "QUITTING."), settle)...), py),
		needs(ask("ved-like-mode", "ved-like", vedp, want(modes.Choice, "Mode?", "", "D|D", "O|O", "R|R", "V|V", "8|8"),
			then(atVed, key("<esc><enter>", "Mode?"), settle)...), py),

		// vedit-like: visual mode, insert mode, find, replace, command
		// mode, abandoning.
		needs(is(ed, "vedit-like", "vedit-like", vedit, atVedit...), py),
		needs(is(ed, "vedit-like-insert", "vedit-like", vedit,
			then(atVedit, key("<ctrl-n>", "INSERT"), text("new ", "COL:5"), settle)...), py),
		needs(ask("vedit-like-find", "vedit-like", vedit, want(modes.Text, "FIND?", ""),
			then(atVedit, key("<esc>2", "FIND?"), text("third", ""), settle)...), py),
		needs(ask("vedit-like-replace", "vedit-like", vedit,
			want(modes.Choice, "REPLACE?", "", "Y|Yes", "N|No", "R|Rest", "C|Cancel"),
			then(atVedit, key("<esc>3", "FIND?"), text("line", ""), key("<enter>", "REPLACE WITH?"), text("row", ""),
				key("<enter>", "[C]ancel"), settle)...), py),
		needs(is(ed, "vedit-like-command", "vedit-like", vedit, atCommand...), py),
		needs(ask("vedit-like-abandon", "vedit-like", vedit, yesNo("ABANDON FILE?", ""),
			then(atCommand, text("EQ", ""), key("<enter>", "ABANDON FILE"), settle)...), py),

		// stedi-like: the file, typed into, its command line, write file,
		// a replacement vetoed, its help.
		needs(is(ed, "stedi-like", "stedi-like", stedi, atStedi...), py),
		needs(is(ed, "stedi-like-typed", "stedi-like", stedi, then(atStedi, text("new ", "B1.notes.txt"), settle)...), py),
		needs(is(ed, "stedi-like-command", "stedi-like", stedi,
			then(atStedi, key("<esc>", ""), text("/third/>", ""), settle)...), py),
		needs(ask("stedi-like-write", "stedi-like", stedi, want(modes.Text, "Write file:", ""),
			then(atStedi, key("<shift-f8>", "Write file:"), settle)...), py),
		needs(ask("stedi-like-replace", "stedi-like", stedi, want(modes.Choice, "Replace ?", "", "G|G", "Y|Y", "N|N", "Q|Q"),
			then(atStedi, key("<esc>", ""), text("/line/=/row/V>>", ""), key("<enter>", "Replace ?"), settle)...), py),
		needs(is(ed, "stedi-like-help", "stedi-like", stedi, then(atStedi, key("<f1>", "stedi.hlp"), settle)...), py),

		// tte-like: the file, typed into, search, the quit warning, a new
		// file, save as.
		needs(is(ed, "tte-like", "tte-like", tteFile, atTte...), py),
		needs(is(ed, "tte-like-typed", "tte-like", tteFile, then(atTte, text("new ", "(modified)"), settle)...), py),
		needs(ask("tte-like-search", "tte-like", tteFile, want(modes.Text, "Search:", ""),
			then(atTte, key("<ctrl-f>", "Search:"), text("third", ""), settle)...), py),
		needs(is(ed, "tte-like-quit", "tte-like", tteFile,
			then(atTte, text("new ", "(modified)"), key("<ctrl-q>", "Warning!"), settle)...), py),
		needs(is(ed, "tte-like-new", "tte-like", tteNew, atNew...), py),
		needs(ask("tte-like-save-as", "tte-like", tteNew, want(modes.Text, "Save as:", ""),
			then(atNew, text("Shopping list", "(modified)"), key("<ctrl-s>", "Save as:"), settle)...), py),
	}
}

// TestModesThreehundredfortysixth drives the threehundredfortysixth set
// live to the labelled moment and, with -update, stores its screens,
// labels and facts for modes' TestSetsAccuracy/threehundredfortysixth.
// Whether the classifier reads them right is that test's measure, not a
// failure here.
func TestModesThreehundredfortysixth(t *testing.T) {
	captureSet(t, threehundredfortysixthDir, threehundredfortysixthSet())
}
