package session

import (
	"testing"

	"github.com/agentty/agentty/modes"
)

// hundredfiftyninthDir holds the hundredfiftyninth set (issue 44,
// hundred-and-fifty-ninth round): live cases of modeless terminal editors
// imitated by a fixture of its own (Python curses, raw mode, on the
// alternate screen), each drawing what an editor that cannot run here
// draws over the set's harbour.txt (its words, layout, reverse video,
// colours, cursor and terminal modes, from its documentation and
// published screenshots), none of them named by any other test, table,
// fixture or doc of agentty: remacs (the Rust port of GNU Emacs, with its
// menu bar, mode line and echo area), slap (the Node.js Sublime-like
// editor, with a header row, a status line and a command bar) and
// JASSPA's MicroEmacs (a mode line of `=` and a message line), at their
// first screen, after typing, with their own search and go-to-line open,
// with their save-as field open, and at their question before they quit
// unsaved. Each case's label was written from what the imitated editor
// means to a person (an editor, its search and go-to included; its
// save-as field and its quit question as what they ask) and committed
// before its screen was captured.
const hundredfiftyninthDir = "../testdata/modes-hundredfiftyninth"

// hundredfiftyninthScript runs the set's Python script, with Debian's
// python3, over a home holding notes.txt and long.txt; the script edits
// its own sibling harbour.txt.
var hundredfiftyninthScript = setFixtures("hundredfiftyninth").script

// hundredfiftyninthSet is the hundredfiftyninth set. Labels say what a
// person reads on the screen; "…" in a question stands for any text.
func hundredfiftyninthSet() []corpusCase {
	is, ask, needs, wait, settle := isCase, askCase, needing, waitFor, settled
	py := pythonPath
	ed := modes.Editor
	key := func(k, expect string) step { return step{keys: k, expect: expect, timeout: setSlow} }
	typed := func(s, expect string) step { return step{text: s, expect: expect, timeout: setSlow} }
	then := func(first []step, more ...step) []step { return append(append([]step{}, first...), more...) }
	like := func(name string) opener {
		return hundredfiftyninthScript(py, "py/hundredfiftyninth_demo.py", name)
	}
	remacs, slap, jasspa := like("remacs"), like("slap"), like("jasspa")
	const remacsUp, slapUp, jasspaUp = "(Text)", "^Q quit", "== harbour.txt =="
	remacsTyped := []step{wait(remacsUp), typed("new ", "-UUU:**")}
	slapTyped := []step{wait(slapUp), typed("new ", "harbour.txt*")}
	jasspaTyped := []step{wait(jasspaUp), typed("new ", "=* ME")}
	return []corpusCase{
		// remacs -nw: the menu bar on the top row, the file under it, the
		// mode line in reverse video (`-UUU:----F1  harbour.txt  All L1
		// (Text) ---`, `**` once modified) over an empty echo area; its
		// first screen, typed into, C-s's `I-search: second` and M-g g's
		// `Goto line: 4` (editor), C-x C-w's `Write file: ~/` (a text
		// question, `~/` its default), C-x C-c's `Save file …? (y, n, !,
		// ., q, C-r, C-f, d or C-h)`, and after `n` its `Modified buffers
		// exist; exit anyway? (yes or no)`.
		needs(is(ed, "remacs-like", "remacs-like", remacs, wait(remacsUp)), py),
		needs(is(ed, "remacs-like-typed", "remacs-like", remacs, then(remacsTyped, settle)...), py),
		needs(is(ed, "remacs-like-search", "remacs-like", remacs, wait(remacsUp), key("<ctrl-s>", "I-search:"), typed("second", "I-search: second"), settle), py),
		needs(is(ed, "remacs-like-goto", "remacs-like", remacs, wait(remacsUp), key("<alt-g>g", "Goto line:"), typed("4", "Goto line: 4"), settle), py),
		needs(ask("remacs-like-write-file", "remacs-like", remacs, want(modes.Text, "Write file:", "~/"),
			then(remacsTyped, key("<ctrl-x><ctrl-w>", "Write file:"), settle)...), py),
		needs(ask("remacs-like-quit", "remacs-like", remacs,
			want(modes.Choice, "Save file …/harbour.txt?", "", "y|y", "n|n", "!|!", ".|.", "q|q", "C-r|C-r", "C-f|C-f", "d|d", "C-h|C-h"),
			then(remacsTyped, key("<ctrl-x><ctrl-c>", "Save file"), settle)...), py),
		needs(ask("remacs-like-exit-anyway", "remacs-like", remacs, yesNo("Modified buffers exist; exit anyway?", ""),
			then(remacsTyped, key("<ctrl-x><ctrl-c>", "Save file"), typed("n", "exit anyway"), settle)...), py),

		// slap: a blue header row (`✎ slap  ~/harbour.txt`, ` *` once
		// modified, `^_ help` at its right), a gutter of line numbers, a
		// cyan status line (`harbour.txt   Ln 1, Col 1   Text   UTF-8
		// LF`) over a command bar listing `^S save  ^F find  ^G go to line
		// ^Q quit`; its first screen, typed into, ^F's `Find: second` and
		// ^G's `Go to line: 4` (editor), Alt-S's `Save as:` field holding
		// the file's full path (a text question, that path its default),
		// and ^Q's `harbour.txt has unsaved changes. Quit anyway? (y/n)`.
		needs(is(ed, "slap-like", "slap-like", slap, wait(slapUp)), py),
		needs(is(ed, "slap-like-typed", "slap-like", slap, then(slapTyped, settle)...), py),
		needs(is(ed, "slap-like-find", "slap-like", slap, wait(slapUp), key("<ctrl-f>", "Find:"), typed("second", "Find: second"), settle), py),
		needs(is(ed, "slap-like-goto", "slap-like", slap, wait(slapUp), key("<ctrl-g>", "Go to line:"), typed("4", "Go to line: 4"), settle), py),
		needs(ask("slap-like-save-as", "slap-like", slap, want(modes.Text, "Save as:", "…/harbour.txt"),
			then(slapTyped, key("<alt-s>", "Save as:"), settle)...), py),
		needs(ask("slap-like-quit", "slap-like", slap, yesNo("harbour.txt has unsaved changes. Quit anyway?", ""),
			then(slapTyped, key("<ctrl-q>", "Quit anyway"), settle)...), py),

		// JASSPA's MicroEmacs: the file from the top row, its mode line
		// in reverse video (`== ME (text) == harbour.txt == line 1 ===`,
		// `=*` once modified) over the message line; its first screen,
		// typed into, C-s's `Search for: second` and M-g's `Goto line: 4`
		// (editor), C-x C-w's empty `Write file: ` (a text question), and
		// C-x C-c's `Modified buffer(s) exist, leave anyway [y/n]?`.
		needs(is(ed, "jasspa-like", "jasspa-like", jasspa, wait(jasspaUp)), py),
		needs(is(ed, "jasspa-like-typed", "jasspa-like", jasspa, then(jasspaTyped, settle)...), py),
		needs(is(ed, "jasspa-like-search", "jasspa-like", jasspa, wait(jasspaUp), key("<ctrl-s>", "Search for:"), typed("second", "Search for: second"), settle), py),
		needs(is(ed, "jasspa-like-goto", "jasspa-like", jasspa, wait(jasspaUp), key("<alt-g>", "Goto line:"), typed("4", "Goto line: 4"), settle), py),
		needs(ask("jasspa-like-write-file", "jasspa-like", jasspa, want(modes.Text, "Write file:", ""),
			then(jasspaTyped, key("<ctrl-x><ctrl-w>", "Write file:"), settle)...), py),
		needs(ask("jasspa-like-quit", "jasspa-like", jasspa, yesNo("Modified buffer(s) exist, leave anyway?", ""),
			then(jasspaTyped, key("<ctrl-x><ctrl-c>", "leave anyway"), settle)...), py),
	}
}

// TestModesHundredfiftyninth drives the hundredfiftyninth set live to the
// labelled moment and, with -update, stores its screens, labels and facts
// for modes' TestSetsAccuracy/hundredfiftyninth. Whether the classifier
// reads them right is that test's measure, not a failure here.
func TestModesHundredfiftyninth(t *testing.T) {
	captureSet(t, hundredfiftyninthDir, hundredfiftyninthSet())
}
