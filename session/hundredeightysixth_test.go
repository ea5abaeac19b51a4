package session

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/agentty/agentty/modes"
)

// hundredeightysixthDir holds the hundredeightysixth set (issue 44,
// hundred-and-eighty-sixth round): live cases of terminal text editors
// imitated by a fixture of its own (Python curses, raw mode, on the
// alternate screen), each run as the real editor is, with the set's
// orchard.txt as its argument, and drawing what the editor draws (its
// words, layout, reverse video, cursor), none of them named by any other
// test, table, fixture or doc of agentty: two modal vi-likes (nextvi, with
// no status line at all; Calvin, drawn as vi is, `~` past the end) and
// four modeless editors (nino, a kilo descendant with line numbers and a
// status bar; Ersatz Emacs and ELLE, small Emacses with a mode line and
// an echo area; QEdit, its status line on the top row), each at its first
// screen, after moving and typing, with its search or go-to prompt open,
// and at what it shows when told to quit unsaved. Each case's label was
// written from what the imitated editor means to a person (an editor,
// its search and go-to prompts included, and the vi-likes' and nino's
// refusals to quit, which ask nothing; the Emacses' and QEdit's quit
// questions as what they ask) and committed before its screen was
// captured.
const hundredeightysixthDir = "../testdata/modes-hundredeightysixth"

// hundredeightysixthFixtures are the set's fixtures: its Python script
// and orchard.txt beside it.
const hundredeightysixthFixtures = setFixtures("hundredeightysixth")

// hundredeightysixthEditor runs the set's script as the named editor over
// a home holding a copy of orchard.txt, given as its argument.
func hundredeightysixthEditor(name string) opener {
	py := filepath.Join(hundredeightysixthFixtures.dir(), "py")
	script, err := filepath.Abs(filepath.Join(py, "hundredeightysixth_demo.py"))
	if err != nil {
		panic(err)
	}
	orchard := func(t *testing.T, dir string) {
		b, err := os.ReadFile(filepath.Join(py, "orchard.txt"))
		if err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(filepath.Join(dir, "orchard.txt"), b, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	return unseenHome(orchard, pythonPath, script, name, "orchard.txt")
}

// hundredeightysixthSet is the hundredeightysixth set. Labels say what a
// person reads on the screen.
func hundredeightysixthSet() []corpusCase {
	is, ask, needs, wait, settle := isCase, askCase, needing, waitFor, settled
	py := pythonPath
	ed := modes.Editor
	key := func(k, expect string) step { return step{keys: k, expect: expect, timeout: setSlow} }
	typed := func(s, expect string) step { return step{text: s, expect: expect, timeout: setSlow} }
	then := func(first []step, more ...step) []step { return append(append([]step{}, first...), more...) }
	nextvi, calvin, nino := hundredeightysixthEditor("nextvi"), hundredeightysixthEditor("calvin"), hundredeightysixthEditor("nino")
	ersatz, elle, qedit := hundredeightysixthEditor("ersatz"), hundredeightysixthEditor("elle"), hundredeightysixthEditor("qedit")
	const nextviUp, calvinUp, ninoUp = "12L", "12 lines, 401 characters", "Ctrl-F = find"
	const ersatzUp, elleUp, qeditUp = "Ersatz Emacs:", "ELLE (Fundamental)", "WordWrap"
	ninoTyped := []step{wait(ninoUp), key("<down><down>", "3/12"), typed("new ", "(modified)")}
	ersatzTyped := []step{wait(ersatzUp), key("<ctrl-n><ctrl-n>", ""), typed("new ", "-* Ersatz")}
	elleTyped := []step{wait(elleUp), key("<down>", ""), typed("new ", "*ELLE")}
	qeditTyped := []step{wait(qeditUp), key("<down>", "L 2"), typed("new ", "*ORCHARD")}
	return []corpusCase{
		// nextvi: the file from the top row, nothing past its end and no
		// status line, `"orchard.txt"  12L  [401]` on the bottom row at
		// first; its first screen, moved down two rows and typed into in
		// insert mode (nothing says so), `/second` typed at its search
		// prompt on the bottom row, and its `buffer modified` after `x`
		// and `:q` (an editor refusing to quit; nothing asked).
		needs(is(ed, "nextvi-like", "nextvi-like", nextvi, wait(nextviUp)), py),
		needs(is(ed, "nextvi-like-typed", "nextvi-like", nextvi, wait(nextviUp), key("jji", ""), typed("new ", "new The second"), settle), py),
		needs(is(ed, "nextvi-like-search", "nextvi-like", nextvi, wait(nextviUp), typed("/second", "/second"), settle), py),
		needs(is(ed, "nextvi-like-quit", "nextvi-like", nextvi, wait(nextviUp), key("x", ""), key(":q<enter>", "buffer modified"), settle), py),

		// Calvin: as vi draws, `~` past the end, `"orchard.txt" 12 lines,
		// 401 characters` on the bottom row at first; its first screen,
		// moved down two rows and appended to (`A`, insert mode shown
		// nowhere), its ex prompt holding `:9` (go to line 9), and `No
		// write since last change (:quit! overrides)` after `x` and `:q`.
		needs(is(ed, "calvin-like", "calvin-like", calvin, wait(calvinUp)), py),
		needs(is(ed, "calvin-like-typed", "calvin-like", calvin, wait(calvinUp), key("jjA", ""), typed(" new", "spring. new"), settle), py),
		needs(is(ed, "calvin-like-goto", "calvin-like", calvin, wait(calvinUp), typed(":9", ":9"), settle), py),
		needs(is(ed, "calvin-like-quit", "calvin-like", calvin, wait(calvinUp), key("x", ""), key(":q<enter>", "No write since"), settle), py),

		// nino: a gutter of line numbers, `~` past the end, the status bar
		// in reverse video (`orchard.txt - 12 lines`, ` (modified)` once
		// typed into, `txt | 1/12` at its right) over the message bar
		// (`HELP: Ctrl-S = save | Ctrl-Q = quit | Ctrl-F = find`); its
		// first screen, moved down and typed into, ^F's `Search: second
		// (Use ESC/Arrows/Enter)`, and ^Q's `WARNING!!! File has unsaved
		// changes. Press Ctrl-Q 3 more times to quit.` (a warning; nothing
		// asked).
		needs(is(ed, "nino-like", "nino-like", nino, wait(ninoUp)), py),
		needs(is(ed, "nino-like-typed", "nino-like", nino, then(ninoTyped, settle)...), py),
		needs(is(ed, "nino-like-search", "nino-like", nino, wait(ninoUp), key("<ctrl-f>", "Search:"), typed("second", "Search: second"), settle), py),
		needs(is(ed, "nino-like-quit", "nino-like", nino, then(ninoTyped, key("<ctrl-q>", "WARNING"), settle)...), py),

		// Ersatz Emacs: the file from the top row, its mode line in
		// reverse video (`-- Ersatz Emacs: orchard.txt (orchard.txt) ---`,
		// `-*` once modified) over the echo area; its first screen, moved
		// down (C-n C-n) and typed into, C-s's `Search [] <META>: second`,
		// and C-x C-c's `Modified buffers exist. Leave anyway [y/n]?`.
		needs(is(ed, "ersatz-like", "ersatz-like", ersatz, wait(ersatzUp)), py),
		needs(is(ed, "ersatz-like-typed", "ersatz-like", ersatz, then(ersatzTyped, settle)...), py),
		needs(is(ed, "ersatz-like-search", "ersatz-like", ersatz, wait(ersatzUp), key("<ctrl-s>", "Search []"), typed("second", "<META>: second"), settle), py),
		needs(ask("ersatz-like-quit", "ersatz-like", ersatz, yesNo("Modified buffers exist. Leave anyway?", ""),
			then(ersatzTyped, key("<ctrl-x><ctrl-c>", "Leave anyway"), settle)...), py),

		// ELLE: the file from the top row, its mode line in reverse video
		// (` ELLE (Fundamental) orchard.txt: ~/orchard.txt --Top--`, `*`
		// at its head once modified) over the echo area; its first
		// screen, moved down and typed into, M-g's `Goto line: 4`, and C-x
		// C-c's `Buffers modified; exit anyway? (Y or N)`.
		needs(is(ed, "elle-like", "elle-like", elle, wait(elleUp)), py),
		needs(is(ed, "elle-like-typed", "elle-like", elle, then(elleTyped, settle)...), py),
		needs(is(ed, "elle-like-goto", "elle-like", elle, wait(elleUp), key("<alt-g>", "Goto line:"), typed("4", "Goto line: 4"), settle), py),
		needs(ask("elle-like-quit", "elle-like", elle, yesNo("Buffers modified; exit anyway?", ""),
			then(elleTyped, key("<ctrl-x><ctrl-c>", "exit anyway"), settle)...), py),

		// QEdit: its status line on the top row in white on blue (`L 1
		// C 1  Insert Indent WordWrap  ORCHARD.TXT`, `*` before the name
		// once modified), the file under it; its first screen, moved down
		// and typed into, ^Q F's `Search for: second` box over the text,
		// and ^K Q's `Save changes (Y/N)?` on the status line.
		needs(is(ed, "qedit-like", "qedit-like", qedit, wait(qeditUp)), py),
		needs(is(ed, "qedit-like-typed", "qedit-like", qedit, then(qeditTyped, settle)...), py),
		needs(is(ed, "qedit-like-search", "qedit-like", qedit, wait(qeditUp), key("<ctrl-q>f", "Search for:"), typed("second", "Search for: second"), settle), py),
		needs(ask("qedit-like-quit", "qedit-like", qedit, yesNo("Save changes?", ""),
			then(qeditTyped, key("<ctrl-k>q", "Save changes"), settle)...), py),
	}
}

// TestModesHundredeightysixth drives the hundredeightysixth set live to
// the labelled moment and, with -update, stores its screens, labels and
// facts for modes' TestSetsAccuracy/hundredeightysixth. Whether the
// classifier reads them right is that test's measure, not a failure here.
func TestModesHundredeightysixth(t *testing.T) {
	captureSet(t, hundredeightysixthDir, hundredeightysixthSet())
}
