package session

import (
	"testing"

	"github.com/agentty/agentty/modes"
)

// threehundredtwentyfifthDir holds the threehundredtwentyfifth set (issue
// 44, three-hundred-and-twenty-fifth round): live cases of four terminal
// editors of different eras that cannot run here, imitated by a fixture
// of its own (one script run by Debian's python3, given the file to edit
// on its command line; the line editor's commands read cooked on the
// main screen, the screen editors on the alternate screen with curses,
// keys read raw a key at a time), each drawing what the editor draws at
// one of its moments (its edit screen, and the prompts it opens: save
// as, load or open, replace, go to line, a question before leaving a
// changed document in its own key notation, from its documentation and
// screenshots as known): OpenVi (Jeffrey H. Johnson's portable OpenBSD
// vi, `openvi long.txt`: its buffer and message row, a character
// deleted, `:150`, `:set all` over its row asking for a key, a quit
// refused, a write refused), Lifetree Software's Volkswriter (the early
// PC word processor, `vw notes.txt`: its status row and ruler, typed
// into, `Save document as:`, `Name of document to load:`, `Replace
// what?`, `Save it before you quit (Y/N)?`), SlickEdit in text mode
// (MicroEdge's programmer's editor, `vs long.txt`: its menu bar and
// window, the File menu dropped, the Open and Replace dialogs, `Go to
// line:`, `Save changes to long.txt?`) and em (George Coulouris's editor
// for mortals, of Queen Mary College: its `>` prompt, lines printed, a
// line found, appending, a quit refused with `?`, a write). None of
// them, nor their makers, is named by any other test, table, fixture or
// doc of agentty: grepped with `git grep -il` before they were chosen
// were openvi, johnsonjh, jeffrey h, openbsd vi, volkswriter, volks,
// lifetree, camilo, slickedit, microedge, coulouris, queen mary, editor
// for mortals (the executables vw, vs and em are too short to grep
// alone; wylbur, orvyl, kamas, codewright, easywriter, protext and
// tasword were unnamed too and not taken; found named and left, among
// others: ecce, dewar, neatvi, nextvi, pc-write, multimate, rhide,
// msedit, wordstar, wordperfect, wordgrinder, xywrite, multi-edit,
// qedit, setedit, tilde, textadept, edlin, teco, qed, hnb, tines,
// thinktank, pc-outline, maxthink, helix, vile, elvis, levee, stevie,
// kibi, locoscript, kedit, xedit, ispf, epsilon, cp/m and stanford).
// Each case's label says what a person reads on the screen, written from
// the fixture run by hand in tmux outside agentty at 80x24, and was
// committed before its screen was captured.
const threehundredtwentyfifthDir = "../testdata/modes-threehundredtwentyfifth"

// threehundredtwentyfifthTool runs one editor of the set's script with
// Debian's python3 on file, over a home holding notes.txt and long.txt.
func threehundredtwentyfifthTool(tool, file string) opener {
	return setFixtures("threehundredtwentyfifth").script(pythonPath, "py/threehundredtwentyfifth_editors.py", tool, file)
}

// threehundredtwentyfifthSet is the threehundredtwentyfifth set. Labels
// say what a person reads on the screen: an editor's buffer and its
// status or message row (or a line editor's prompt for its next command,
// lines it printed above, or the lines being appended) is an editor's; a
// field it opens on its foot rows or in a dialog, the cursor in it, is a
// text question (what the field holds its default); a menu dropped from
// its bar a select titled by the menu; a question before leaving a
// changed document a confirm of its answers (the highlighted button
// where one is); a row asking for any key a choice.
func threehundredtwentyfifthSet() []corpusCase {
	is, ask, needs, wait, settle := isCase, askCase, needing, waitFor, settled
	py := pythonPath
	typed := func(s, expect string) step { return step{text: s, enter: true, expect: expect, timeout: setSlow} }
	key := func(k, expect string) step { return step{keys: k, expect: expect, timeout: setSlow} }
	text := func(s, expect string) step { return step{text: s, expect: expect, timeout: setSlow} }
	then := func(a []step, b ...step) []step { return append(append([]step{}, a...), b...) }
	ed := modes.Editor

	// openvi-like (OpenVi, `openvi long.txt`; the alternate screen): the
	// file's first 23 rows and `long.txt: unmodified: line 300` on the
	// message row, the cursor at the first row's start (an editor); x, the
	// first character gone, the message row empty (the editor); `:150`
	// entered, the rows around `the needle is here` (the editor); `:set
	// all` entered, its options in three columns over `Press any key to
	// continue [: to enter more ex commands]: ` (a choice: any key to go
	// on, `:` for more ex commands); x and `:q` entered, `File modified
	// since last complete write; write or use ! to override` on the
	// message row (the editor); `:w notes.txt` entered, `notes.txt:
	// exists, not written; use ! to override` (the editor).
	ovi := threehundredtwentyfifthTool("openvi", "long.txt")
	atOvi := []step{wait("long.txt: unmodified"), settle}

	// volkswriter-like (Lifetree's Volkswriter, `vw notes.txt`; the
	// alternate screen): a reverse-video status row ` Volkswriter
	// Document: NOTES.TXT  Page 1  Line 1  Col 1  Insert`, a ruler
	// `L----!----!…R`, the three lines of notes.txt and a row of keys `F1
	// Help  F2 Save  F3 Load  F4 Replace  F5 Print  F9 Format  F10 Quit`
	// (an editor); `Dear ` typed, the first line `Dear first line`, Col 6
	// (the editor); F2, `Save document as: NOTES.TXT` on the foot row, the
	// cursor after the name (a text question, default NOTES.TXT); F3,
	// `Name of document to load: ` (a text question); F4, `Replace what? `
	// (a text question); typed into and F10, `Document has been changed.
	// Save it before you quit (Y/N)? ` (a yes/no, no default).
	vw := threehundredtwentyfifthTool("volkswriter", "notes.txt")
	atVw := []step{wait("F10 Quit"), settle}
	vwTyped := then(atVw, text("Dear ", "Col 6"), settle)

	// slickedit-like (SlickEdit in text mode, `vs long.txt`; the
	// alternate screen, colours): a cyan menu bar `File  Edit  Search
	// Project  Build  Macro  Tools  Window  Help`, a blue double-framed
	// window titled with the file's full path holding its rows, the
	// status row ` Line 1  Col 1   Ins   long.txt` (an editor); F10, File
	// highlighted on the bar and its menu dropped: New, Open..., Close,
	// Save, Save As..., Print..., `Exit  Alt+X`, the first highlighted (a
	// select titled File); Ctrl+O, a grey box `Open`: `File name:` and an
	// empty field (black), the cursor in it, over `[  OK  ]   [ Cancel ]
	// [ Help ]` (a text question); Ctrl+R, a box `Replace`: `Search for:`
	// and `Replace with:` fields, the cursor in the first (a text
	// question, Search for:); Ctrl+G, `Go to line: ` on the status row,
	// the cursor after it (a text question); ab typed, ` *` in the title,
	// and Alt+X, a box `SlickEdit`: `Save changes to long.txt?` over `[
	// Yes  ]` (highlighted), `[  No  ]` and `[ Cancel ]` (a confirm, Yes
	// highlighted).
	vs := threehundredtwentyfifthTool("slickedit", "long.txt")
	atVs := []step{wait("Ins   long.txt"), settle}

	// em-like (em, `em notes.txt`; the main screen, cooked): `34`, the
	// file's size, over `>` (an editor: a line editor's command prompt);
	// `1,$p` entered, the three lines over `>` (the editor); `/third/`
	// entered, `third line` over `>` (the editor); `a` entered and
	// `fourth line` entered, appending, no prompt (the editor); `a`,
	// `fourth line`, `.` and `q` entered, `?` over `>` (the editor: the
	// quit refused); `a`, `fourth line`, `.` and `w` entered, `46` over
	// `>` (the editor).
	em := threehundredtwentyfifthTool("em", "notes.txt")
	atEm := []step{wait("34"), settle}
	emAppended := then(atEm, typed("a", ""), typed("fourth line", ""), typed(".", ""), settle)

	return []corpusCase{
		// openvi-like: its buffer, a character deleted, line 150, set
		// all, a quit refused, a write refused.
		needs(is(ed, "openvi-like", "openvi-like", ovi, atOvi...), py),
		needs(is(ed, "openvi-like-deleted", "openvi-like", ovi, then(atOvi, key("x", ""), settle)...), py),
		needs(is(ed, "openvi-like-line", "openvi-like", ovi, then(atOvi, typed(":150", "the needle is here"), settle)...), py),
		needs(ask("openvi-like-set-all", "openvi-like", ovi,
			want(modes.Choice, "Press any key to continue [: to enter more ex commands]:", "", "<enter>|continue", ":|enter more ex commands"),
			then(atOvi, typed(":set all", "Press any key"), settle)...), py),
		needs(is(ed, "openvi-like-quit-refused", "openvi-like", ovi,
			then(atOvi, key("x", ""), typed(":q", "File modified since"), settle)...), py),
		needs(is(ed, "openvi-like-write-refused", "openvi-like", ovi, then(atOvi, typed(":w notes.txt", "exists, not written"), settle)...), py),

		// volkswriter-like: its document, typed into, save as, load,
		// replace, save before quitting.
		needs(is(ed, "volkswriter-like", "volkswriter-like", vw, atVw...), py),
		needs(is(ed, "volkswriter-like-typed", "volkswriter-like", vw, vwTyped...), py),
		needs(ask("volkswriter-like-save-as", "volkswriter-like", vw, want(modes.Text, "Save document as:", "NOTES.TXT"),
			then(atVw, key("<f2>", "Save document as:"), settle)...), py),
		needs(ask("volkswriter-like-load", "volkswriter-like", vw, want(modes.Text, "Name of document to load:", ""),
			then(atVw, key("<f3>", "Name of document to load:"), settle)...), py),
		needs(ask("volkswriter-like-replace", "volkswriter-like", vw, want(modes.Text, "Replace what?", ""),
			then(atVw, key("<f4>", "Replace what?"), settle)...), py),
		needs(ask("volkswriter-like-quit", "volkswriter-like", vw,
			yesNo("Document has been changed. Save it before you quit?", ""),
			then(vwTyped, key("<f10>", "Save it before you quit"), settle)...), py),

		// slickedit-like: its window, the File menu, open, replace, go
		// to line, save changes.
		needs(is(ed, "slickedit-like", "slickedit-like", vs, atVs...), py),
		needs(ask("slickedit-like-file-menu", "slickedit-like", vs,
			want(modes.Select, "File", "", ">New", "Open...", "Close", "Save", "Save As...", "Print...", "Exit"),
			then(atVs, key("<f10>", "Exit  Alt+X"), settle)...), py),
		needs(ask("slickedit-like-open", "slickedit-like", vs, want(modes.Text, "File name:", ""),
			then(atVs, key("<ctrl-o>", "File name:"), settle)...), py),
		needs(ask("slickedit-like-replace", "slickedit-like", vs, want(modes.Text, "Search for:", ""),
			then(atVs, key("<ctrl-r>", "Replace with:"), settle)...), py),
		needs(ask("slickedit-like-goto", "slickedit-like", vs, want(modes.Text, "Go to line:", ""),
			then(atVs, key("<ctrl-g>", "Go to line:"), settle)...), py),
		needs(ask("slickedit-like-save-changes", "slickedit-like", vs,
			want(modes.Confirm, "Save changes to long.txt?", "", ">Yes", "No", "Cancel"),
			then(atVs, text("ab", "Col 3"), key("<alt-x>", "Save changes to"), settle)...), py),

		// em-like: its prompt, lines printed, a line found, appending,
		// a quit refused, a write.
		needs(is(ed, "em-like", "em-like", em, atEm...), py),
		needs(is(ed, "em-like-printed", "em-like", em, then(atEm, typed("1,$p", "second line"), settle)...), py),
		needs(is(ed, "em-like-found", "em-like", em, then(atEm, typed("/third/", ""), settle)...), py),
		needs(is(ed, "em-like-appending", "em-like", em, then(atEm, typed("a", ""), typed("fourth line", ""), settle)...), py),
		needs(is(ed, "em-like-quit-refused", "em-like", em, then(emAppended, typed("q", ""), settle)...), py),
		needs(is(ed, "em-like-written", "em-like", em, then(emAppended, typed("w", "46"), settle)...), py),
	}
}

// TestModesThreehundredtwentyfifth drives the threehundredtwentyfifth
// set live to the labelled moment and, with -update, stores its screens,
// labels and facts for modes' TestSetsAccuracy/threehundredtwentyfifth.
// Whether the classifier reads them right is that test's measure, not a
// failure here.
func TestModesThreehundredtwentyfifth(t *testing.T) {
	captureSet(t, threehundredtwentyfifthDir, threehundredtwentyfifthSet())
}
