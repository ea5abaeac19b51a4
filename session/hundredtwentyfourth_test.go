package session

import (
	"testing"

	"github.com/agentty/agentty/modes"
)

// hundredtwentyfourthDir holds the hundredtwentyfourth set (issue 44,
// hundred-and-twenty-fourth round): live cases of a real Debian editor
// that no other test, table, fixture or doc of agentty names, run over a
// home holding notes.txt and long.txt. The round asked for at least six
// editors, pagers, file viewers and hex viewers; of Debian's terminal
// ones every other candidate was already named here (or, as aobook, needs
// X, or, as hexyl and xxd, prints and exits), so the set holds one
// program: nano-tiny, the tiny build of GNU nano under a name of its own
// (its screen is nano 7.2's: title bar, "[ Read N lines ]", its two key
// rows; no colours). Each case's label (mode, state, prompt kind,
// question, default, options) was written from what the program draws,
// run by hand in tmux, and committed before its screen was captured.
const hundredtwentyfourthDir = "../testdata/modes-hundredtwentyfourth"

// hundredtwentyfourthSet is the hundredtwentyfourth set. Labels say what
// a person reads on the screen; "…" in a question or default stands for
// any text.
func hundredtwentyfourthSet() []corpusCase {
	is, ask, needs, wait, settle := isCase, askCase, needing, waitFor, settled
	keys := func(k, expect string) step { return step{keys: k, expect: expect, timeout: setSlow} }
	text := func(s, expect string) step { return step{text: s, expect: expect, timeout: setSlow} }
	typed := func(s, expect string) step { return step{text: s, enter: true, expect: expect, timeout: setSlow} }
	down := step{keys: "<down>"}
	const nano = "nano-tiny"
	notesFile := unseenHome(notes, nano, "notes.txt")
	longFile := unseenHome(notes, nano, "long.txt")
	const notesReady, longReady = "[ Read 3 lines ]", "[ Read 300 lines ]"
	return []corpusCase{
		// The editor at rest: notes.txt under the title bar (GNU nano
		// 7.2, the file's name) over its two rows of keys; moved down two
		// rows, and typed into (Modified in the title bar).
		needs(is(modes.Editor, "nano-tiny", nano, notesFile, wait(notesReady)), nano),
		needs(is(modes.Editor, "nano-tiny-moved", nano, notesFile, wait(notesReady), down, down, settle), nano),
		needs(is(modes.Editor, "nano-tiny-typed", nano, notesFile, wait(notesReady), text("new ", "Modified"), settle), nano),

		// A long file: long.txt at its first screen, a page on (^V), after
		// a search for needle (the row it found in the middle), and after
		// going to line 200.
		needs(is(modes.Editor, "nano-tiny-long", nano, longFile, wait(longReady)), nano),
		needs(is(modes.Editor, "nano-tiny-long-paged", nano, longFile, wait(longReady), keys("<ctrl-v>", "row 038"), settle), nano),
		needs(is(modes.Editor, "nano-tiny-long-found", nano, longFile, wait(longReady),
			keys("<ctrl-w>", "Search:"), typed("needle", "the needle is here"), settle), nano),
		needs(is(modes.Editor, "nano-tiny-long-line", nano, longFile, wait(longReady),
			keys("<ctrl-w>", "Search:"), keys("<ctrl-t>", "Enter line number"), typed("200", "row 200"), settle), nano),

		// Its search and go-to lines open, their keys in the two rows
		// below: `Search:` (^W), and from it `Enter line number, column
		// number:` (^T); on notes.txt and, the search, on long.txt.
		needs(is(modes.Editor, "nano-tiny-search", nano, notesFile, wait(notesReady), keys("<ctrl-w>", "Search:"), settle), nano),
		needs(is(modes.Editor, "nano-tiny-long-search", nano, longFile, wait(longReady), keys("<ctrl-w>", "Search:"), settle), nano),
		needs(is(modes.Editor, "nano-tiny-go-to-line", nano, notesFile, wait(notesReady),
			keys("<ctrl-w>", "Search:"), keys("<ctrl-t>", "Enter line number"), settle), nano),

		// File names asked on its prompt line: ^O's `File Name to Write:`
		// with notes.txt given, and ^R's `File to insert [from ./]:`.
		needs(ask("nano-tiny-write-out", nano, notesFile, want(modes.Text, "File Name to Write:", "notes.txt"),
			wait(notesReady), keys("<ctrl-o>", "File Name to Write"), settle), nano),
		needs(ask("nano-tiny-read-file", nano, notesFile, want(modes.Text, "File to insert [from ./]:", ""),
			wait(notesReady), keys("<ctrl-r>", "File to insert"), settle), nano),

		// Its quit question: ^X on the changed file, `Save modified
		// buffer?` over Y Yes, N No, ^C Cancel; and, after Y, the file's
		// name asked with notes.txt given.
		needs(ask("nano-tiny-save-question", nano, notesFile, want(modes.Confirm, "Save modified buffer?", "", "y|Yes", "n|No", "^C|Cancel"),
			wait(notesReady), text("new ", "Modified"), keys("<ctrl-x>", "Save modified buffer?"), settle), nano),
		needs(ask("nano-tiny-save-question-name", nano, notesFile, want(modes.Text, "File Name to Write:", "notes.txt"),
			wait(notesReady), text("new ", "Modified"), keys("<ctrl-x>", "Save modified buffer?"), keys("y", "File Name to Write"), settle), nano),
	}
}

// TestModesHundredtwentyfourth drives the hundredtwentyfourth set live to
// the labelled moment and, with -update, stores its screens, labels and
// facts for modes' TestSetsAccuracy/hundredtwentyfourth. Whether the
// classifier reads them right is that test's measure, not a failure here.
func TestModesHundredtwentyfourth(t *testing.T) {
	captureSet(t, hundredtwentyfourthDir, hundredtwentyfourthSet())
}
