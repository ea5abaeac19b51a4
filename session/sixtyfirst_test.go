package session

import (
	"testing"

	"github.com/agentty/agentty/modes"
)

// sixtyfirstDir holds the sixtyfirst set (issue 44, sixty-first round):
// live cases of Debian's Lisp systems that no other test, table, fixture
// or doc of agentty names, made to measure the classifier once as it was
// on programs nobody here had looked at. Each case's label (mode, state)
// was written from what the program is known to draw (its documentation,
// and the program run by hand outside agentty) and committed before its
// screen was captured.
const sixtyfirstDir = "../testdata/modes-sixtyfirst"

// sixtyfirstSet is the sixtyfirst set. Labels say what a person reads on
// the screen.
func sixtyfirstSet() []corpusCase {
	is, needs, wait, settle := isCase, needing, waitFor, settled
	typed := func(s, expect string) step { return step{text: s, enter: true, expect: expect, timeout: setSlow} }
	open := func(s string) step { return step{text: s, enter: true, timeout: setSlow} }
	oaklisp := unseenHome(notes, "oaklisp")
	eus := unseenHome(notes, "eus")
	return []corpusCase{
		// Oaklisp's evaluation loop: its `>` under the list of active
		// handlers at its start, after an expression's value, at the
		// `>>` of its error level after an error (a list of handlers
		// above it), and inside an expression left open (no
		// continuation prompt: the cursor on a bare row).
		needs(is(modes.REPL, "oaklisp", "oaklisp", oaklisp, wait("evaluation loop"), settle), "oaklisp"),
		needs(is(modes.REPL, "oaklisp-after-expression", "oaklisp", oaklisp, wait("evaluation loop"), typed("(* 6 7)", "42"), settle), "oaklisp"),
		needs(is(modes.REPL, "oaklisp-after-error", "oaklisp", oaklisp, wait("evaluation loop"), typed("(car 5)", "Retry applying"), settle), "oaklisp"),
		needs(is(modes.REPL, "oaklisp-continuation", "oaklisp", oaklisp, wait("evaluation loop"), open("(+ 1"), settle), "oaklisp"),

		// EusLisp's toplevel: its numbered `1.eus$` after the modules it
		// loads at its start, after a value, at `2.E1-eus$` after an
		// error (a call stack above it), and inside an expression left
		// open (the cursor on a bare row).
		needs(is(modes.REPL, "euslisp", "eus", eus, wait("eus$"), settle), "eus"),
		needs(is(modes.REPL, "euslisp-after-expression", "eus", eus, wait("eus$"), typed("(* 6 7)", "42"), settle), "eus"),
		needs(is(modes.REPL, "euslisp-after-error", "eus", eus, wait("eus$"), typed("(car 5)", "E1-eus$"), settle), "eus"),
		needs(is(modes.REPL, "euslisp-continuation", "eus", eus, wait("eus$"), open("(+ 1"), settle), "eus"),
	}
}

// TestModesSixtyfirst drives the sixtyfirst set live to the labelled
// moment and, with -update, stores its screens, labels and facts for
// modes' TestSetsAccuracy/sixtyfirst. Whether the classifier reads them
// right is that test's measure, not a failure here.
func TestModesSixtyfirst(t *testing.T) { captureSet(t, sixtyfirstDir, sixtyfirstSet()) }
