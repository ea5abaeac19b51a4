package session

import (
	"testing"

	"github.com/agentty/agentty/modes"
)

// threehundredfortythirdDir holds the threehundredfortythird set (issue
// 44, three-hundred-and-forty-third round): live cases of five REPLs of
// niche languages that Debian does not package, imitated by a fixture of
// its own (one script run by Debian's python3, lines edited with
// readline, a Prolog answer's `;` read as one key with echo off), each
// drawing what the program draws at one of its moments on the main
// screen (its banner, its prompt, its answers, errors and
// continuations, and a long computation that does not come back, from
// its documentation and published sessions as known): Clasp Common
// Lisp's top level (the current package named in its prompt, a package
// entered, the debugger after an undefined function, a form left open,
// a long loop), the Io language's REPL (Smalltalk-like messages: at its
// prompt, a value after `==> `, an exception, `... ` under an open
// paren, a long loop), MicroAPL's APLX session (a six-space indent and
// no prompt: CLEAR WS, a result, a LENGTH ERROR with its caret, the ∇
// editor's `[1]`, a long reduction), Tau Prolog's top level (`?- `,
// `true ;` answers waiting for the next key, an uncaught existence
// error, `|    ` under a query not ended, a query failing for ever) and
// the Quackery shell (a stack language: `/O> `, `... ` until an empty
// line, the stack printed, a problem with its stacks, a long loop).
// None of them, nor their makers, is named by any other test, table,
// fixture or doc of agentty: grepped with `git grep -il` before they were
// chosen were clasp, cclasp, iclasp, schafmeister, iolang, iovm,
// dekorte, `io language`, `io>` (matched only inside `xfs_io>`), aplx,
// microapl, `tau prolog`, tau-prolog, taupl, riaza, quackery and
// charlton (tau as a whole word matched only `math.tau` in
// euporie-like's fixture and screens; and, found named and left, among
// others: lispworks, allegro, cl-user, smalltalk, squeak, gst, dyalog,
// gnu apl, dzaima, bqn, scryer, trealla, sicstus, gprolog, xsb, ciao,
// b-prolog, ichiban, yap, factor, gforth, pforth, kitten, babashka,
// planck, joker, lumo, ecl and uiua). Each case's label says what a
// person reads on the screen, written from the fixture run by hand in
// tmux outside agentty at 80x24, and was committed before its screen was
// captured.
const threehundredfortythirdDir = "../testdata/modes-threehundredfortythird"

// threehundredfortythirdTool runs one tool of the set's script with
// Debian's python3, over a home holding notes.txt and long.txt.
func threehundredfortythirdTool(tool string) opener {
	return setFixtures("threehundredfortythird").script(pythonPath, "py/threehundredfortythird_repl.py", tool)
}

// threehundredfortythirdSet is the threehundredfortythird set. Labels
// say what a person reads on the screen: a language's prompt (or APL's
// six-space indent), with an answer, a stack or an error above it, or
// its continuation under a form left open, is a REPL's waiting; a
// Prolog answer waiting for `;` is the REPL's too; a REPL at work on a
// line entered, no prompt back, is a REPL at work.
func threehundredfortythirdSet() []corpusCase {
	is, needs, wait, settle := isCase, needing, waitFor, settled
	py := pythonPath
	typed := func(s, expect string) step { return step{text: s, enter: true, expect: expect, timeout: setSlow} }
	sent := func(s string) step { return step{text: s, enter: true, timeout: setSlow} }
	key := func(s, expect string) step { return step{text: s, expect: expect, timeout: setSlow} }
	// working is a case of a REPL at work on a line entered.
	working := func(name, program string, open opener, steps ...step) corpusCase {
		return corpusCase{name: name, program: program, open: open, steps: steps, mode: modes.REPL, state: Running}
	}
	then := func(a []step, b ...step) []step { return append(append([]step{}, a...), b...) }

	// clasp-like (Clasp Common Lisp's top level): `Starting cclasp
	// 2.6.0-… ... loading image...`, its resources directory, the image
	// loaded and `Top level in: #<PROCESS TOP-LEVEL …>.` over
	// `COMMON-LISP-USER> ` (a REPL); `(in-package :ledger)` entered,
	// `#<PACKAGE "LEDGER">` over `LEDGER> ` (the REPL, the package
	// named); `(ledger-total)` entered there, `Condition of type:
	// UNDEFINED-FUNCTION`, `The function LEDGER::LEDGER-TOTAL is
	// undefined.`, `Available restarts:` and `1. (RESTART-TOPLEVEL) Go
	// back to Top-Level REPL.`, `Broken at frame[14] …` over `LEDGER>> `
	// (the REPL, one level down in the debugger); `(defun fib (n)`
	// entered, the cursor on the empty line under it, no prompt (the
	// REPL reading the rest of the form); `(loop for i below
	// 10000000000 sum i)` entered, no prompt back (the REPL at work).
	clasp := threehundredfortythirdTool("clasp")
	atClasp := []step{wait("COMMON-LISP-USER>"), settle}
	atLedger := then(atClasp, typed("(in-package :ledger)", `#<PACKAGE "LEDGER">`), settle)

	// io-like (the Io language's REPL): `Io 20170906` over `Io> ` (a
	// REPL); `1 + 2` entered, `==> 3` over the prompt (the REPL);
	// `ledger total` entered, `Exception: Object does not respond to
	// 'ledger'`, dashes and `Object ledger … Command Line 1` over the
	// prompt (the REPL); `Ledger := Object clone do(` entered, `... `
	// under it (the REPL, a paren open); `for(i, 1, 1000000000, nil)`
	// entered, no prompt back (the REPL at work).
	io := threehundredfortythirdTool("io")
	atIo := []step{wait("Io 20170906"), settle}

	// aplx-like (MicroAPL's APLX for Linux): its version, copyright and
	// serial number over `CLEAR WS`, the cursor at a six-space indent,
	// no prompt (a REPL); `1 2 3+4 5 6` entered, `5 7 9` flush left and
	// the indent again (the REPL); `1 2 3+4 5` entered, `LENGTH ERROR`,
	// the line again and a caret under it, the indent (the REPL);
	// `∇R←AVG X` entered, `[1]   ` asking for the function's first line
	// (the REPL, its ∇ editor open); `+/⍳1E9` entered, no indent back
	// (the REPL at work).
	aplx := threehundredfortythirdTool("aplx")
	atAplx := []step{wait("CLEAR WS"), settle}

	// tau-like (Tau Prolog's top level): `Tau Prolog 0.3.4 (beta)` and
	// its copyright over `?- ` (a REPL); `member(fuel, [cash, fuel,
	// fuel, rent]).` entered and `;` pressed, `true ;` over `true `, the
	// cursor after it waiting for `;` or `.` (the REPL, an answer
	// waiting); `ledger(X).` entered, `uncaught exception:
	// error(existence_error(procedure,ledger/1),top_level/0)` over the
	// prompt (the REPL); `member(X,` entered, `|    ` under it (the
	// REPL, a query not ended); `between(1, inf, N), fail.` entered, no
	// prompt back (the REPL at work).
	tau := threehundredfortythirdTool("tau")
	atTau := []step{wait("?-"), settle}

	// quackery-like (the Quackery shell): an empty line, `Welcome to
	// Quackery.`, `Enter "leave" to leave the shell.` over `/O> ` (a
	// REPL); `3 4 + dup *` entered, `... ` under it (the REPL, more
	// asked until an empty line); an empty line, `Stack: 49` over the
	// prompt (the REPL); `ledger` and an empty line, `Problem: Unknown
	// word: ledger`, `Quackery Stack:` and the return stack over the
	// prompt (the REPL); `0 100000000 times [ 1 + ]` and an empty line,
	// no prompt back (the REPL at work).
	quackery := threehundredfortythirdTool("quackery")
	atQuackery := []step{wait("/O>"), settle}
	atMore := then(atQuackery, typed("3 4 + dup *", "..."), settle)

	return []corpusCase{
		// clasp-like: its prompt, a package entered, the debugger, a
		// form open, at work.
		needs(is(modes.REPL, "clasp-like", "clasp-like", clasp, atClasp...), py),
		needs(is(modes.REPL, "clasp-like-package", "clasp-like", clasp, atLedger...), py),
		needs(is(modes.REPL, "clasp-like-debugger", "clasp-like", clasp,
			then(atLedger, typed("(ledger-total)", "Broken at frame"), settle)...), py),
		needs(is(modes.REPL, "clasp-like-continuation", "clasp-like", clasp,
			then(atClasp, sent("(defun fib (n)"))...), py),
		needs(working("clasp-like-busy", "clasp-like", clasp,
			then(atClasp, sent("(loop for i below 10000000000 sum i)"))...), py),

		// io-like: its prompt, a value, an exception, a paren open, at
		// work.
		needs(is(modes.REPL, "io-like", "io-like", io, atIo...), py),
		needs(is(modes.REPL, "io-like-value", "io-like", io, then(atIo, typed("1 + 2", "==> 3"), settle)...), py),
		needs(is(modes.REPL, "io-like-exception", "io-like", io,
			then(atIo, typed("ledger total", "Command Line 1"), settle)...), py),
		needs(is(modes.REPL, "io-like-continuation", "io-like", io,
			then(atIo, typed("Ledger := Object clone do(", "..."), settle)...), py),
		needs(working("io-like-busy", "io-like", io, then(atIo, sent("for(i, 1, 1000000000, nil)"))...), py),

		// aplx-like: CLEAR WS, a result, an error, the ∇ editor, at
		// work.
		needs(is(modes.REPL, "aplx-like", "aplx-like", aplx, atAplx...), py),
		needs(is(modes.REPL, "aplx-like-result", "aplx-like", aplx, then(atAplx, typed("1 2 3+4 5 6", "5 7 9"), settle)...), py),
		needs(is(modes.REPL, "aplx-like-error", "aplx-like", aplx,
			then(atAplx, typed("1 2 3+4 5", "LENGTH ERROR"), settle)...), py),
		needs(is(modes.REPL, "aplx-like-definition", "aplx-like", aplx,
			then(atAplx, typed("∇R←AVG X", "[1]"), settle)...), py),
		needs(working("aplx-like-busy", "aplx-like", aplx, then(atAplx, sent("+/⍳1E9"))...), py),

		// tau-like: its prompt, an answer waiting, an error, a query
		// open, at work.
		needs(is(modes.REPL, "tau-like", "tau-like", tau, atTau...), py),
		needs(is(modes.REPL, "tau-like-answers", "tau-like", tau,
			then(atTau, typed("member(fuel, [cash, fuel, fuel, rent]).", "true"), settle, key(";", "true ;"), settle)...), py),
		needs(is(modes.REPL, "tau-like-error", "tau-like", tau,
			then(atTau, typed("ledger(X).", "uncaught exception"), settle)...), py),
		needs(is(modes.REPL, "tau-like-continuation", "tau-like", tau,
			then(atTau, typed("member(X,", "|"), settle)...), py),
		needs(working("tau-like-busy", "tau-like", tau, then(atTau, sent("between(1, inf, N), fail."))...), py),

		// quackery-like: its prompt, more asked, the stack, a problem,
		// at work.
		needs(is(modes.REPL, "quackery-like", "quackery-like", quackery, atQuackery...), py),
		needs(is(modes.REPL, "quackery-like-more", "quackery-like", quackery, atMore...), py),
		needs(is(modes.REPL, "quackery-like-stack", "quackery-like", quackery,
			then(atMore, typed("", "Stack: 49"), settle)...), py),
		needs(is(modes.REPL, "quackery-like-problem", "quackery-like", quackery,
			then(atQuackery, typed("ledger", "..."), settle, typed("", "Unknown word"), settle)...), py),
		needs(working("quackery-like-busy", "quackery-like", quackery,
			then(atQuackery, typed("0 100000000 times [ 1 + ]", "..."), settle, sent(""))...), py),
	}
}

// TestModesThreehundredfortythird drives the threehundredfortythird set
// live to the labelled moment and, with -update, stores its screens,
// labels and facts for modes' TestSetsAccuracy/threehundredfortythird.
// Whether the classifier reads them right is that test's measure, not a
// failure here.
func TestModesThreehundredfortythird(t *testing.T) {
	captureSet(t, threehundredfortythirdDir, threehundredfortythirdSet())
}
