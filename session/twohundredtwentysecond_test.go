package session

import (
	"testing"

	"github.com/agentty/agentty/modes"
)

// twohundredtwentysecondDir holds the twohundredtwentysecond set (issue
// 44, two-hundred-and-twenty-second round): live cases of terminal text
// editors and pagers of other eras and ecosystems that cannot run here,
// imitated by a fixture of its own (Debian's python3, curses or termios,
// keys read one at a time), each drawing what the real program draws
// (its words, frames, status line or none, colours, cursor, main or
// alternate screen) and what it asks on its own screen: Turbo Pascal
// 3.0's sign-on question, main menu, work file and WordStar-like editor;
// Turbo C 2.0's integrated editor with its Load, Find and Verify boxes;
// FoxPro 2.6 for DOS's program editor (its Find dialog, its discard
// question) and BROWSE of a table; z/OS SDSF's display of a job's log;
// cppman's page of a C++ class in less, as man shows it; git-split-diffs'
// two-column diffs through less -RFX. None of them is named by any other test, table,
// fixture or doc of agentty. Each case's label (mode, state, prompt
// kind, question, default and options) was written from the fixture run
// by hand in tmux outside agentty, at 80x24, and committed before its
// screen was captured.
const twohundredtwentysecondDir = "../testdata/modes-twohundredtwentysecond"

// twohundredtwentysecondScript runs the set's Python script, with
// Debian's python3, over a home holding notes.txt and long.txt.
var twohundredtwentysecondScript = setFixtures("twohundredtwentysecond").script

// twohundredtwentysecondSet is the twohundredtwentysecond set. Labels
// say what a person reads on the screen: editor for a text being edited
// (a table's records edited in place included), pager for a text being
// read (its search line being typed included), the prompt of a question
// asked on its own row or in a box over the text: its words, without the
// `(Y/N)` after them, the highlighted button marked.
func twohundredtwentysecondSet() []corpusCase {
	is, ask, needs, wait, settle := isCase, askCase, needing, waitFor, settled
	py := pythonPath
	key := func(k, expect string) step { return step{keys: k, expect: expect, timeout: setSlow} }
	text := func(s, expect string) step { return step{text: s, expect: expect, timeout: setSlow} }
	typed := func(s, expect string) step { return step{text: s, enter: true, expect: expect, timeout: setSlow} }
	like := func(tool string) opener {
		return twohundredtwentysecondScript(py, "py/twohundredtwentysecond_edit.py", tool)
	}
	then := func(a []step, b ...step) []step { return append(append([]step{}, a...), b...) }
	tp := like("turbo-pascal")
	tc := like("turbo-c")
	fox := like("foxpro")
	browse := like("foxpro-browse")
	sdsf := like("sdsf")
	cpp := like("cppman")
	split := like("git-split-diffs")

	menu := want(modes.Choice, "", "", "L|Logged drive", "A|Active directory", "W|Work file", "M|Main file",
		"E|Edit", "C|Compile", "R|Run", "S|Save", "D|Dir", "Q|Quit", "O|compiler Options")
	tpMenu := []step{wait("Include error messages"), key("n", "Logged drive")}
	tpEdit := then(tpMenu, key("w", "Work file name"), typed("notes", "Loading A:NOTES.PAS"), key("e", "Line 1"))
	tpTyped := then(tpEdit, step{keys: "<down>"}, step{keys: "<down>"}, step{keys: "<end>"}, text("{ kept short }", "kept short }"), settle)
	tcUp := wait("F10-Menu")
	tcTyped := []step{tcUp, step{keys: "<down>"}, step{keys: "<down>"}, step{keys: "<end>"}, step{keys: "<enter>"},
		text("/* count them */", "count them */"), settle}
	foxUp := wait("Line: 1")
	foxTyped := []step{foxUp, step{keys: "<down>"}, step{keys: "<end>"}, step{keys: "<enter>"},
		text("SET SAFETY OFF", "SAFETY OFF"), settle}
	discard := func(yes bool) *modes.Prompt {
		if yes {
			return want(modes.Confirm, "Discard changes?", "", ">Yes", "No")
		}
		return want(modes.Confirm, "Discard changes?", "", "Yes", ">No")
	}
	sdsfUp := wait("TOP OF DATA")
	cppUp := wait("Manual page std::vector(3)")
	splitUp := wait("src/list.js")
	return []corpusCase{
		// Turbo Pascal 3.01A: its sign-on (version, copyright, display
		// mode) over `Include error messages (Y/N)? `; then its main
		// menu, each command's letter bright, over `>` (a choice of
		// letters, no question); W's `Work file name: ` under it; E
		// opens the editor on NOTES.PAS, its status line `Line 1 Col 1
		// Insert Indent A:NOTES.PAS` on the top row (also with a comment
		// typed); ^QF asks `Find: ` on that row; ^KD goes back to the
		// menu, where Q asks `Workfile A:NOTES.PAS not saved. Save (Y/N)? `.
		needs(ask("turbo-pascal-like-error-messages", "turbo-pascal-like", tp, yesNo("Include error messages?", ""),
			wait("Include error messages")), py),
		needs(ask("turbo-pascal-like-menu", "turbo-pascal-like", tp, menu, tpMenu...), py),
		needs(ask("turbo-pascal-like-work-file", "turbo-pascal-like", tp, want(modes.Text, "Work file name:", ""),
			then(tpMenu, key("w", "Work file name"))...), py),
		needs(is(modes.Editor, "turbo-pascal-like-editor", "turbo-pascal-like", tp, tpEdit...), py),
		needs(is(modes.Editor, "turbo-pascal-like-typed", "turbo-pascal-like", tp, tpTyped...), py),
		needs(ask("turbo-pascal-like-find", "turbo-pascal-like", tp, want(modes.Text, "Find:", ""),
			then(tpEdit, step{keys: "<ctrl-q>"}, key("f", "Find:"))...), py),
		needs(ask("turbo-pascal-like-not-saved", "turbo-pascal-like", tp, yesNo("Workfile A:NOTES.PAS not saved. Save?", ""),
			then(tpTyped, step{keys: "<ctrl-k>"}, key("d", "Logged drive"), key("q", "not saved"))...), py),

		// Turbo C 2.0, `tc notes.c`: the menu bar (File … Break/watch),
		// the Edit window in yellow on blue, its status line `Line 1
		// Col 1 Insert Indent Tab Fill Unindent C:NOTES.C` under its
		// frame's top (a `*` there once changed; also with a comment
		// typed), the Message window, the hot keys on the bottom row;
		// F3 opens `Load File Name` with `*.C` in its field, ^QF the
		// `Find` box, empty; Alt-X with the file changed the `Verify`
		// box `NOTES.C not saved.  Save? (Y/N)`.
		needs(is(modes.Editor, "turbo-c-like", "turbo-c-like", tc, tcUp), py),
		needs(is(modes.Editor, "turbo-c-like-typed", "turbo-c-like", tc, tcTyped...), py),
		needs(ask("turbo-c-like-load", "turbo-c-like", tc, want(modes.Text, "Load File Name", "*.C"),
			tcUp, key("<f3>", "Load File Name")), py),
		needs(ask("turbo-c-like-find", "turbo-c-like", tc, want(modes.Text, "Find", ""),
			tcUp, step{keys: "<ctrl-q>"}, key("f", "Find")), py),
		needs(ask("turbo-c-like-not-saved", "turbo-c-like", tc, yesNo("NOTES.C not saved. Save?", ""),
			then(tcTyped, key("<alt-x>", "Verify"))...), py),

		// FoxPro 2.6 for DOS, `MODIFY COMMAND notes`: the menu bar
		// over a blue desktop, the NOTES.PRG window (double frame, the
		// cursor in its text; also with a line typed), the Command
		// window, the status bar `NOTES.PRG … Line: 1 Col: 1 Ins`; ^F
		// opens the Find dialog (`Look For:` and its field, two boxes,
		// `< Find >` highlighted, `< Cancel >`); Escape with the text
		// changed `Discard changes?` over `< Yes >` (highlighted) and
		// `< No >` (also switched to No). `USE customer` and `BROWSE`:
		// the Customer window's fields in columns, the first record's
		// Cust_id under the cursor, the status bar `Rec: 1/12` (also
		// moved down two records and a field right).
		needs(is(modes.Editor, "foxpro-like", "foxpro-like", fox, foxUp), py),
		needs(is(modes.Editor, "foxpro-like-typed", "foxpro-like", fox, foxTyped...), py),
		needs(ask("foxpro-like-find", "foxpro-like", fox, want(modes.Text, "Look For:", ""),
			foxUp, key("<ctrl-f>", "Look For")), py),
		needs(ask("foxpro-like-discard", "foxpro-like", fox, discard(true), then(foxTyped, key("<esc>", "Discard changes?"))...), py),
		needs(ask("foxpro-like-discard-switched", "foxpro-like", fox, discard(false),
			then(foxTyped, key("<esc>", "Discard changes?"), step{keys: "<right>"}, settle)...), py),
		needs(is(modes.Editor, "foxpro-like-browse", "foxpro-like", browse, wait("Rec: 1/12")), py),
		needs(is(modes.Editor, "foxpro-like-browse-moved", "foxpro-like", browse, wait("Rec: 1/12"),
			step{keys: "<down>"}, key("<down>", "Rec: 3/12"), step{keys: "<tab>"}, settle), py),

		// z/OS SDSF's output display of a batch job's log: its action
		// bar, `SDSF OUTPUT DISPLAY NIGHTLY JOB04211 DSID 2 LINE 0
		// COLUMNS 02- 81`, `COMMAND INPUT ===>` (the cursor there) and
		// `SCROLL ===> CSR`, then the log in green under `TOP OF DATA`;
		// F8 pages down (LINE 19); `f ief142i` typed there moves to the
		// line, `CHARS 'IEF142I' FOUND` at the title's end.
		needs(is(modes.Pager, "sdsf-like", "sdsf-like", sdsf, sdsfUp), py),
		needs(is(modes.Pager, "sdsf-like-paged", "sdsf-like", sdsf, sdsfUp, key("<f8>", "LINE 19"), settle), py),
		needs(is(modes.Pager, "sdsf-like-found", "sdsf-like", sdsf, sdsfUp, typed("f ief142i", "FOUND"), settle), py),

		// `cppman std::vector` with the pager `system`: the page it made
		// of cplusplus.com's reference, in less on the alternate screen
		// as man shows it, heads bold, ` Manual page std::vector(3) line
		// 1 (press h for help or q to quit)` in reverse video on the
		// bottom row; space pages down (`:` there); `/push_back` typed
		// on that row, then found (push_back's entry at the top, `:`).
		needs(is(modes.Pager, "cppman-like", "cppman-like", cpp, cppUp), py),
		needs(is(modes.Pager, "cppman-like-paged", "cppman-like", cpp, cppUp, key("<space>", "Dynamic array"), settle), py),
		needs(is(modes.Pager, "cppman-like-search", "cppman-like", cpp, cppUp, key("/", ""), text("push_back", "/push_back"), settle), py),
		needs(is(modes.Pager, "cppman-like-found", "cppman-like", cpp, cppUp, key("/", ""),
			typed("push_back", "Add element at the end"), settle), py),

		// `git log -p` through git-split-diffs and less -RFX on the main
		// screen: a commit, then src/list.js's hunk in two columns (old
		// on red at the left, new on green at the right, line numbers
		// at each side) and `:` on the bottom row; space shows the rest
		// down to `(END)` in reverse video; `/README` typed on the
		// bottom row.
		needs(is(modes.Pager, "git-split-diffs-like", "git-split-diffs-like", split, splitUp), py),
		needs(is(modes.Pager, "git-split-diffs-like-end", "git-split-diffs-like", split, splitUp, key("<space>", "(END)"), settle), py),
		needs(is(modes.Pager, "git-split-diffs-like-search", "git-split-diffs-like", split, splitUp, key("/", ""),
			text("README", "/README"), settle), py),
	}
}

// TestModesTwohundredtwentysecond drives the twohundredtwentysecond set
// live to the labelled moment and, with -update, stores its screens,
// labels and facts for modes' TestSetsAccuracy/twohundredtwentysecond.
// Whether the classifier reads them right is that test's measure, not a
// failure here.
func TestModesTwohundredtwentysecond(t *testing.T) {
	captureSet(t, twohundredtwentysecondDir, twohundredtwentysecondSet())
}
