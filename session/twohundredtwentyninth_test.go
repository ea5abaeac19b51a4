package session

import (
	"testing"

	"github.com/agentty/agentty/modes"
)

// twohundredtwentyninthDir holds the twohundredtwentyninth set (issue
// 44, two-hundred-and-twenty-ninth round): live cases of text editors
// and viewers of other eras and platforms that cannot run here, imitated
// by a fixture of its own (Debian's python3, curses, keys read one at a
// time in raw mode), each drawing what the real program draws (its
// words, status or command line, frames, colours, cursor, the alternate
// screen) and the questions it asks on its own screen: SpeedScript 3.2,
// the Commodore 64's word processor, with its Save line and its question
// to erase all text; MultiMate Advantage II for DOS, its Main Menu, its
// Create a New Document screen, its editor and its question to abort;
// ThinkTank 2 for DOS, an outliner, with its questions to delete a
// headline and to save before quitting; Norton Utilities 8's Disk
// Editor in its hex view, with its Find box and its Write Changes box;
// Microsoft QuickHelp (Microsoft C 6.0's help viewer) on printf, its
// Search menu and Find box; XTree Gold 2.5's file viewer, its hex dump
// and its SEARCH line. None of them is named by any other test, table,
// fixture or doc of agentty. Each case's label (mode, state, prompt
// kind, question, default, options and the highlighted one) was written
// from the fixture run by hand in tmux outside agentty, at 80x24, and
// committed before its screen was captured.
const twohundredtwentyninthDir = "../testdata/modes-twohundredtwentyninth"

// twohundredtwentyninthScript runs a tool of the set's Python fixture,
// with Debian's python3, over a home holding notes.txt and long.txt.
func twohundredtwentyninthScript(tool string, args ...string) opener {
	return setFixtures("twohundredtwentyninth").script(pythonPath, "py/twohundredtwentyninth_demo.py",
		append([]string{tool}, args...)...)
}

// twohundredtwentyninthSet is the twohundredtwentyninth set. Labels say
// what a person reads on the screen: editor for a text, an outline or a
// file's bytes being edited, pager for a text or a dump being read, the
// prompt of a question asked on its own line or in a box over the text:
// its words without the `(Y/N)` after them, the highlighted entry or
// button marked.
func twohundredtwentyninthSet() []corpusCase {
	is, ask, needs, wait, settle := isCase, askCase, needing, waitFor, settled
	py := pythonPath
	key := func(k, expect string) step { return step{keys: k, expect: expect, timeout: setSlow} }
	text := func(s, expect string) step { return step{text: s, expect: expect, timeout: setSlow} }
	then := func(a []step, b ...step) []step { return append(append([]step{}, a...), b...) }
	down := step{keys: "<down>"}

	// speedscript-like: SpeedScript 3.2, the C64's word processor (cyan
	// on blue, 40 columns, the command line on top in reverse, the
	// cursor where text goes, a return drawn as ←): at first
	// "SpeedScript 3.2 by Charles Brannon" over an empty text; two lines
	// typed (the first ending in ←); Ctrl-S, the command line "Save:"
	// and the cursor after it; Shift-Home (the C64's SHIFT CLR/HOME),
	// "Erase All Text: Are you sure? (Y/N)" on the command line.
	speed := twohundredtwentyninthScript("speedscript")
	speedFirst := []step{wait("SpeedScript 3.2 by Charles Brannon")}
	speedTyped := then(speedFirst, text("Dear Ada, the minutes are attached.", "attached."), step{keys: "<enter>"},
		text("Yours, Ben", "Yours, Ben"))

	// multimate-like: MultiMate Advantage II for DOS (white and yellow
	// on black): its Main Menu, nine utilities numbered 1) to 9) over
	// "Please Enter the Number of Your Selection:" and the cursor after
	// it; 2 to "Create a New Document", Drive: C, "Document:" an empty
	// field of underscores with the cursor in it, the pages' field
	// below, "Press F10 to continue, ESC to return to Main Menu"; a
	// name and F10 to the editor (a status line in reverse, `C:\MINUTES
	// Page 1  Line 1  Col 1 … INSERT`, a format line of tab stops, a
	// return drawn as «), also with two lines typed; Esc there, "Abort
	// without saving the changes? (Y/N)" on the last row in reverse.
	mm := twohundredtwentyninthScript("multimate")
	mmMenu := []step{wait("Number of Your Selection")}
	mmCreate := then(mmMenu, key("2", "Approximate Number of Pages"))
	mmEditor := then(mmCreate, text("minutes", "minutes"), key("<f10>", "Page 1  Line 1  Col 1"))
	mmTyped := then(mmEditor, text("Minutes of the spring meeting", "meeting"), step{keys: "<enter>"},
		text("Present: Ada, Ben, Cy", "Ben, Cy"))

	// thinktank-like: ThinkTank 2 for DOS, an outliner (white on blue, a
	// title bar "ThinkTank 2.41  Outline: EVENTS.TTO  13 headlines",
	// headlines marked + where they hold subheads and - where they do
	// not, the current one on a white bar, the cursor hidden, function
	// keys at the foot and "F10 Quit"): at first Spring fair on the bar;
	// ↓↓ to Books and records; Enter there, a new headline typed below
	// it (Bric-a-brac, the cursor after it, the rows below moved down);
	// ↓ to Stalls and F7, "Delete this headline and its 3 subheads?
	// (Y/N)" on the last row; F10, "Save changes to EVENTS.TTO before
	// quitting? (Y/N)".
	tt := twohundredtwentyninthScript("thinktank")
	ttFirst := []step{wait("F10 Quit")}

	// diskedit-like: Norton Utilities 8's Disk Editor on long.txt in its
	// hex view (white on blue, a menu bar Object Edit Link View Info
	// Tools Quit with F1=Help, "Object editor" on a rule, offsets, 16
	// bytes a row in four groups and their text, "File LONG.TXT …
	// Cluster 4,512, Sector 36,103" and "Offset 0, hex 0" on the last
	// rows, the cursor on the first byte): at first; → three times
	// (Offset 3); 4142 typed over two bytes (shown yellow, the text
	// `rowAB01`); Ctrl-S, a "Find" box, "Search for:" over "ASCII:" and
	// "Hex:" fields (the cursor in ASCII's), Ignore case, Find and
	// Cancel; Esc with changes, a "Write Changes" box "You have changed
	// the data in this file. Do you want to write the changes?" over
	// Write (highlighted), Review, Discard and Cancel.
	de := twohundredtwentyninthScript("diskedit", "long.txt")
	deFirst := []step{wait("Press ALT or F10 to select menus")}
	deMoved := then(deFirst, step{keys: "<right><right><right>", expect: "Offset 3, hex 3", timeout: setSlow})
	deTyped := then(deMoved, text("4142", "rowAB01"))

	// quickhelp-like: Microsoft QuickHelp on printf (white on black, a
	// menu bar File Search View Options Help and QuickHelp, "─ printf"
	// over links ◄Summary► … ◄Back► in green, the topic below, `<F1=Help>
	// <Alt=Menu> <Alt+C=Contents> <Alt+B=Back> <Alt+F4=Exit>` on the last
	// row, the cursor hidden): at first; PgDn a page on; Alt-S, the
	// Search menu dropped (Find..., Next Match, Previous Match,
	// Topic..., Global Search, Find... highlighted); Enter, a "Find" box
	// "Find What: [ ]" (the cursor in it), Match Upper/Lowercase, < OK >
	// < Cancel > < Help >.
	qh := twohundredtwentyninthScript("quickhelp")
	qhFirst := []step{wait("<Alt+C=Contents>")}
	qhMenu := then(qhFirst, key("<alt-s>", "Previous Match"))

	// xtree-like: XTree Gold 2.5's viewer of long.txt (white on blue,
	// "Path: C:\DOCS", the text in a frame titled "File: LONG.TXT",
	// "VIEW file  Line: 1 of 300", a COMMANDS line, Ascii Dump Gather Hex
	// Mask Search Unmask Wordwrap with their letters in yellow, the keys
	// to scroll, the cursor hidden): at first; PgDn twice (Line: 37); D,
	// its hex dump (offsets, 16 bytes and their text a row); S, "SEARCH
	// for:" over "enter search string" and `◄─┘ ok  F1 help  ESC cancel`,
	// the cursor after it; needle and Enter, the viewer at Line: 150.
	xt := twohundredtwentyninthScript("xtree", "long.txt")
	xtFirst := []step{wait("COMMANDS")}
	xtSearch := then(xtFirst, key("s", "enter search string"))

	return []corpusCase{
		// A C64 word processor: SpeedScript's empty text, two lines
		// typed, its Save line, its question to erase all text.
		needs(is(modes.Editor, "speedscript-like", "speedscript-like", speed, then(speedFirst, settle)...), py),
		needs(is(modes.Editor, "speedscript-like-typed", "speedscript-like", speed, then(speedTyped, settle)...), py),
		needs(ask("speedscript-like-save", "speedscript-like", speed, want(modes.Text, "Save:", ""),
			then(speedTyped, key("<ctrl-s>", "Save:"), settle)...), py),
		needs(ask("speedscript-like-erase", "speedscript-like", speed, yesNo("Erase All Text: Are you sure?", ""),
			then(speedTyped, key("<shift-home>", "Erase All Text"), settle)...), py),

		// A DOS word processor: MultiMate's Main Menu, its Create a New
		// Document screen, its editor (also typed into), its question to
		// abort.
		needs(ask("multimate-like", "multimate-like", mm, want(modes.Choice, "Please Enter the Number of Your Selection:", "",
			"1|Edit an Old Document", "2|Create a New Document", "3|Print Document Utility",
			"4|Printer Queue Control Utility", "5|Merge Print Utility", "6|Spell Check a Document",
			"7|Document Handling Utilities", "8|Other Utilities", "9|Return to DOS"), then(mmMenu, settle)...), py),
		needs(ask("multimate-like-create", "multimate-like", mm, want(modes.Text, "Document:", ""), then(mmCreate, settle)...), py),
		needs(is(modes.Editor, "multimate-like-editor", "multimate-like", mm, then(mmEditor, settle)...), py),
		needs(is(modes.Editor, "multimate-like-typed", "multimate-like", mm, then(mmTyped, settle)...), py),
		needs(ask("multimate-like-abort", "multimate-like", mm, yesNo("Abort without saving the changes?", ""),
			then(mmTyped, key("<esc>", "Abort without saving"), settle)...), py),

		// A DOS outliner: ThinkTank's outline, the bar moved, a headline
		// typed, its questions to delete and to save before quitting.
		needs(is(modes.Editor, "thinktank-like", "thinktank-like", tt, then(ttFirst, settle)...), py),
		needs(is(modes.Editor, "thinktank-like-moved", "thinktank-like", tt, then(ttFirst, down, down, settle)...), py),
		needs(is(modes.Editor, "thinktank-like-typed", "thinktank-like", tt,
			then(ttFirst, down, down, step{keys: "<enter>"}, text("Bric-a-brac", "Bric-a-brac"), settle)...), py),
		needs(ask("thinktank-like-delete", "thinktank-like", tt, yesNo("Delete this headline and its 3 subheads?", ""),
			then(ttFirst, down, key("<f7>", "Delete this headline"), settle)...), py),
		needs(ask("thinktank-like-quit", "thinktank-like", tt, yesNo("Save changes to EVENTS.TTO before quitting?", ""),
			then(ttFirst, key("<f10>", "before quitting"), settle)...), py),

		// A DOS disk and file editor: Disk Editor's hex view, moved,
		// typed over, its Find box, its Write Changes box.
		needs(is(modes.Editor, "diskedit-like", "diskedit-like", de, then(deFirst, settle)...), py),
		needs(is(modes.Editor, "diskedit-like-moved", "diskedit-like", de, then(deMoved, settle)...), py),
		needs(is(modes.Editor, "diskedit-like-typed", "diskedit-like", de, then(deTyped, settle)...), py),
		needs(ask("diskedit-like-find", "diskedit-like", de, want(modes.Text, "ASCII:", ""),
			then(deFirst, key("<ctrl-s>", "Ignore case"), settle)...), py),
		needs(ask("diskedit-like-write", "diskedit-like", de,
			want(modes.Choice, "Do you want to write the changes?", "", ">Write", "Review", "Discard", "Cancel"),
			then(deTyped, key("<esc>", "Write Changes"), settle)...), py),

		// A help viewer of DOS and OS/2: QuickHelp's topic, a page on,
		// its Search menu, its Find box.
		needs(is(modes.Pager, "quickhelp-like", "quickhelp-like", qh, then(qhFirst, settle)...), py),
		needs(is(modes.Pager, "quickhelp-like-paged", "quickhelp-like", qh,
			then(qhFirst, key("<pgdn>", "contain specifications"), settle)...), py),
		needs(ask("quickhelp-like-search-menu", "quickhelp-like", qh, want(modes.Select, "Search", "",
			">Find...", "Next Match", "Previous Match", "Topic...", "Global Search"), then(qhMenu, settle)...), py),
		needs(ask("quickhelp-like-find", "quickhelp-like", qh, want(modes.Text, "Find What:", ""),
			then(qhMenu, key("<enter>", "Find What:"), settle)...), py),

		// A DOS file manager's viewer: XTree Gold's text of a file,
		// paged, its hex dump, its SEARCH line, the line found.
		needs(is(modes.Pager, "xtree-like", "xtree-like", xt, then(xtFirst, settle)...), py),
		needs(is(modes.Pager, "xtree-like-paged", "xtree-like", xt,
			then(xtFirst, step{keys: "<pgdn><pgdn>", expect: "Line: 37 of 300", timeout: setSlow}, settle)...), py),
		needs(is(modes.Pager, "xtree-like-dump", "xtree-like", xt, then(xtFirst, key("d", "Offset: 000000"), settle)...), py),
		needs(ask("xtree-like-search", "xtree-like", xt, want(modes.Text, "SEARCH for:", ""), then(xtSearch, settle)...), py),
		needs(is(modes.Pager, "xtree-like-found", "xtree-like", xt,
			then(xtSearch, text("needle", "needle"), key("<enter>", "Line: 150 of 300"), settle)...), py),
	}
}

// TestModesTwohundredtwentyninth drives the twohundredtwentyninth set
// live to the labelled moment and, with -update, stores its screens,
// labels and facts for modes' TestSetsAccuracy/twohundredtwentyninth.
// Whether the classifier reads them right is that test's measure, not a
// failure here.
func TestModesTwohundredtwentyninth(t *testing.T) {
	captureSet(t, twohundredtwentyninthDir, twohundredtwentyninthSet())
}
