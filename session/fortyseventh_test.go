package session

import (
	"testing"

	"github.com/agentty/agentty/modes"
)

// fortyseventhDir holds the fortyseventh set (issue 44, forty-seventh
// round): live cases of Debian programs that hold a terminal and that no
// other test, table, fixture or doc of agentty names, made after the
// forty-sixth round, to measure the classifier once as it was on
// programs nobody here had looked at. Each case's label (mode, state,
// prompt kind, question, default) was written from what the program is
// known to draw (its documentation, and the program run by hand outside
// agentty) and committed before its screen was captured.
const fortyseventhDir = "../testdata/modes-fortyseventh"

// fortyseventhSet is the fortyseventh set. Labels say what a person reads
// on the screen; "…" in a question or default stands for any text.
func fortyseventhSet() []corpusCase {
	is, ask, needs, wait, settle := isCase, askCase, needing, waitFor, settled
	down := step{keys: "<down>"}
	typed := func(s, expect string) step { return step{text: s, enter: true, expect: expect, timeout: setSlow} }
	s9 := unseenHome(notes, "s9")
	pagemon := rootCase(unseenHome(notes, "sh", "-c", "sleep 600 & exec pagemon -p $!"))
	bosh := unseenHome(notes, "sh", "-c", `seq -f "item %g" 1 40 | bosh`)
	nodau := unseenHome(notes, "env", "-u", "EDITOR", "nodau", "new", "shopping")
	return []corpusCase{
		// scheme9: Scheme 9 from Empty Space's REPL, at its `>` prompt
		// and after an expression typed.
		needs(is(modes.REPL, "scheme9", "s9", s9, wait("Scheme 9")), "s9"),
		needs(is(modes.REPL, "scheme9-after-command", "s9", s9, wait("Scheme 9"), typed("(* 6 7)", "42"), settle), "s9"),

		// pagemon: a full-screen map of a process's memory pages (also
		// with its help box opened by h).
		needs(is(modes.TUI, "pagemon", "pagemon", pagemon, wait("Page View"), settle), "pagemon"),
		needs(is(modes.TUI, "pagemon-help", "pagemon", pagemon, wait("Page View"), settle, step{keys: "h", expect: "Quick Help", timeout: setSlow}, settle), "pagemon"),

		// bosh: a browser of a command's output with a line cursor (also
		// moved down).
		needs(is(modes.TUI, "bosh", "bosh", bosh, wait("item 1"), settle), "bosh"),
		needs(is(modes.TUI, "bosh-moved", "bosh", bosh, wait("item 1"), settle, down, settle, down, settle), "bosh"),

		// nodau: a note-taker's own editor of a new note (also with text
		// typed into it), and its passphrase for a note to encrypt.
		needs(is(modes.Editor, "nodau-new", "nodau", nodau, wait("new entry"), settle), "nodau"),
		needs(is(modes.Editor, "nodau-new-typed", "nodau", nodau, wait("new entry"), settle, step{text: "milk and eggs", expect: "milk and eggs", timeout: setSlow}, settle), "nodau"),
		needs(ask("nodau-encrypt", "nodau", unseenHome(notes, "nodau", "encrypt", "secret"), want(modes.Password, "Passphrase:", ""), wait("Passphrase")), "nodau"),
	}
}

// TestModesFortyseventh drives the fortyseventh set live to the labelled
// moment and, with -update, stores its screens, labels and facts for
// modes' TestSetsAccuracy/fortyseventh. Whether the classifier reads them
// right is that test's measure, not a failure here.
func TestModesFortyseventh(t *testing.T) { captureSet(t, fortyseventhDir, fortyseventhSet()) }
