package session

import (
	"testing"

	"github.com/agentty/agentty/modes"
)

// threehundredfortyfifthDir holds the threehundredfortyfifth set (issue
// 44, three-hundred-and-forty-fifth round): live cases of five REPLs of
// languages from outside Debian's ecosystem, none of them packaged by
// Debian, imitated by a fixture of its own (one script run by Debian's
// python3), each drawing what the program draws at one of its moments on
// the main screen (its banner, its prompt, its answers, errors and
// tracebacks, its continuation under an input not ended, and an
// evaluation that does not come back, from its source and documentation
// as known): Clozure Common Lisp's listener (`? ` over the terminal's
// cooked line, a break level counted before `>` after each error, no
// prompt under a form left open), Basilisp's REPL (a Clojure on Python:
// the current namespace before `=> `, prompt_toolkit's line editor in
// raw mode, a blank continuation as wide as the prompt, a Python
// traceback), IRust (a Rust REPL: `In: ` and a red `Out: `, its own line
// editor in raw mode, rustc's error, `..: ` under an open brace, the
// cursor hidden while it runs), `roc repl` (`» `, each value named on
// its right, `# val1`, an error report in a rule, `… ` under a `when`
// not ended) and the Carp language's REPL (`> `, `=> ` before a value,
// an error naming `REPL:2:2`, the brackets still open as its
// continuation prompt, a program built and run by `:bx`). None of them,
// nor their makers, is named by any other test, table, fixture or doc of
// agentty: grepped with `git grep -il` before they were chosen were
// clozure, openmcl, `clozure associates`, basilisp, chrisrink and `chris
// rink`, irust, sigmasd and nbiba, roc-lang, `richard feldman` and
// rockin, carp-lang, svedang and svedäng (ccl as a whole word matched
// only CockroachDB's CCL licence in the eightysixth set's fixture and
// screens; roc and carp as whole words matched nothing; and, found
// named and left, among
// others: wolfram, mathematica, kdb, intersystems, mojo, unison, idris,
// elm, rebol, crystal, radian, mongosh, cqlsh, cypher-shell, sqlplus,
// jconsole, matlab, maple, sagemath, swift, kotlin, julia, clickhouse,
// duckdb, snowsql, mysqlsh, arturo, wren, luau, purescript, ammonite,
// jshell, groovysh, cling, hbase, futhark, metasploit, gremlin,
// surrealdb, evcxr, gore, yaegi, frida, truffle, beeline, trino, edgedb,
// cockroach, tarantool, psysh, kawa, dolthub, typedb, stklos, abcl,
// fennel, janet and joker). Each case's label says what a person reads on
// the screen, written from the fixture run by hand in tmux outside
// agentty at 80x24, and was committed before its screen was captured.
const threehundredfortyfifthDir = "../testdata/modes-threehundredfortyfifth"

// threehundredfortyfifthTool runs one tool of the set's script with
// Debian's python3, over a home holding notes.txt and long.txt.
func threehundredfortyfifthTool(tool string) opener {
	return setFixtures("threehundredfortyfifth").script(pythonPath, "py/threehundredfortyfifth_repls.py", tool)
}

// threehundredfortyfifthSet is the threehundredfortyfifth set. Labels
// say what a person reads on the screen: a language's prompt (a break
// level or a namespace in it, or no prompt at all under a form left
// open), with a value, an error or a traceback above it, or its
// continuation under an input not ended, is a REPL's waiting; a REPL at
// work on a line entered, no prompt back, is a REPL at work.
func threehundredfortyfifthSet() []corpusCase {
	is, needs, wait, settle := isCase, needing, waitFor, settled
	py := pythonPath
	typed := func(s, expect string) step { return step{text: s, enter: true, expect: expect, timeout: setSlow} }
	sent := func(s string) step { return step{text: s, enter: true, timeout: setSlow} }
	// working is a case of a REPL at work on a line entered.
	working := func(name, program string, open opener, steps ...step) corpusCase {
		return corpusCase{name: name, program: program, open: open, steps: steps, mode: modes.REPL, state: Running}
	}
	then := func(a []step, b ...step) []step { return append(append([]step{}, a...), b...) }

	// ccl-like (Clozure Common Lisp's listener, cooked lines): `Clozure
	// Common Lisp Version 1.12.2 (v1.12.2) LinuxX8664`, where to read
	// more and its licence over `? ` (a REPL); `(ledger-total)` entered,
	// `> Error: Undefined function LEDGER-TOTAL called with arguments ()
	// .`, `> While executing: CCL::TOPLEVEL-EVAL, in process
	// listener(1).`, how to go on or abort and `> Type :? for other
	// options.` over `1 > ` (the REPL, a break level down); `(reduce #'+
	// fuel)` entered there, `> Error: Unbound variable: FUEL` and the same
	// lines over `2 > ` (the REPL, two levels down); `(defun total (xs)`
	// entered at `? `, the cursor at the start of the row under it, no
	// prompt (the REPL reading the rest of the form); `(loop for i below
	// 10000000000 sum i)` entered, no prompt back (the REPL at work).
	ccl := threehundredfortyfifthTool("ccl")
	atCcl := []step{wait("Licence, Version 2.0."), settle}
	atBreak := then(atCcl, typed("(ledger-total)", "1 >"), settle)

	// basilisp-like (Basilisp's REPL, prompt_toolkit's line editor in raw
	// mode): `basilisp.user=> ` alone on the screen (a REPL); `(in-ns
	// 'ledger)` entered, `ledger` over `ledger=> ` (the REPL, another
	// namespace in its prompt); `(/ 1725 0)` entered there, a Python
	// traceback (`Traceback (most recent call last):`, its frames through
	// cli.py, core.lpy, functools.py, numbers.py and fractions.py) ending
	// `ZeroDivisionError: Fraction(1725, 0)` over `ledger=> ` (the
	// REPL); `(defn total [xs]` entered at `basilisp.user=> `, the cursor
	// on the blank row under it at the prompt's width (the REPL, its
	// continuation); `(reduce + (range 1000000000))` entered, no prompt
	// back (the REPL at work).
	basilisp := threehundredfortyfifthTool("basilisp")
	atBasilisp := []step{wait("basilisp.user=>"), settle}
	atLedger := then(atBasilisp, typed("(in-ns 'ledger)", "ledger=>"), settle)

	// irust-like (IRust, raw mode throughout): its dark blue welcome line
	// between dashes, `Welcome to IRust (type ':help' for more
	// information)`, over a blank row and `In: ` (a REPL);
	// `vec![1200, 450, 75].iter().sum::<u32>()` entered, `Out: 1725`, a
	// blank row and `In: ` (the REPL); `ledger.total()` entered there,
	// rustc's `error[E0425]: cannot find value `ledger` in this scope`,
	// ` --> src/main.rs:3:1`, the line and its carets `not found in this
	// scope` over `In: ` (the REPL); `fn total(xs: &[u32]) -> u32 {`
	// entered at the first `In: `, `..: ` under it (the REPL, a brace
	// open); `(0..u64::MAX).sum::<u64>()` entered, the cursor hidden at
	// the start of the row under it, no prompt back (the REPL at work).
	irust := threehundredfortyfifthTool("irust")
	atIrust := []step{wait("Welcome to IRust"), settle}
	atOut := then(atIrust, typed("vec![1200, 450, 75].iter().sum::<u32>()", "Out: 1725"), settle)

	// roc-like (`roc repl`, rustyline in raw mode): a blank row, `The
	// rockin’ roc repl` over its rule, `Enter an expression, or :help, or
	// :q to quit.` and a blank row over `» ` (a REPL); `1200 + 450 + 75`
	// entered, `1725 : Num *` and, on its right, `# val1` between blank
	// rows over `» ` (the REPL); `ledger` entered there, `── UNRECOGNIZED
	// NAME ───…`, `Nothing is named `ledger` in this scope.`, `4│
	// ledger` and its carets, `Did you mean one of these?` and four names
	// over `» ` (the REPL); `when 1725 is` entered at the first `» `, `… `
	// under it (the REPL, a `when` not ended); `List.range { start: At 0,
	// end: Before 3000000000 } |> List.sum` entered, no prompt back (the
	// REPL at work).
	roc := threehundredfortyfifthTool("roc")
	atRoc := []step{wait("Enter an expression"), settle}
	atVal := then(atRoc, typed("1200 + 450 + 75", "# val1"), settle)

	// carp-like (the Carp language's REPL, haskeline in raw mode):
	// `Welcome to Carp 0.6.0`, `This is free software with ABSOLUTELY NO
	// WARRANTY.` and `Evaluate (help) for more information.` over a yellow
	// `> ` (a REPL); `(+ 1200 525)` entered, a yellow `=> 1725` over `> `
	// (the REPL); `(ledger-total)` entered there, a red `I can’t find the
	// symbol `ledger-total` at REPL:2:2.` over `> ` (the REPL);
	// `(defndynamic total [xs]` entered at the first `> `, a yellow `(`
	// under it, the bracket still open, the cursor after it (the REPL, its
	// continuation); `(defn main [] (while true ()))` entered, then `:bx`,
	// `Compiled to 'out/Untitled' (executable)` and no prompt back (the
	// REPL at work, the program it built running).
	carp := threehundredfortyfifthTool("carp")
	atCarp := []step{wait("Evaluate (help)"), settle}
	atValue := then(atCarp, typed("(+ 1200 525)", "=> 1725"), settle)

	return []corpusCase{
		// ccl-like: its prompt, a break level, another, a form open, at
		// work.
		needs(is(modes.REPL, "ccl-like", "ccl-like", ccl, atCcl...), py),
		needs(is(modes.REPL, "ccl-like-break", "ccl-like", ccl, atBreak...), py),
		needs(is(modes.REPL, "ccl-like-nested", "ccl-like", ccl,
			then(atBreak, typed("(reduce #'+ fuel)", "2 >"), settle)...), py),
		needs(is(modes.REPL, "ccl-like-continuation", "ccl-like", ccl,
			then(atCcl, sent("(defun total (xs)"))...), py),
		needs(working("ccl-like-busy", "ccl-like", ccl,
			then(atCcl, sent("(loop for i below 10000000000 sum i)"))...), py),

		// basilisp-like: its prompt, another namespace, a traceback, a
		// form open, at work.
		needs(is(modes.REPL, "basilisp-like", "basilisp-like", basilisp, atBasilisp...), py),
		needs(is(modes.REPL, "basilisp-like-namespace", "basilisp-like", basilisp, atLedger...), py),
		needs(is(modes.REPL, "basilisp-like-traceback", "basilisp-like", basilisp,
			then(atLedger, typed("(/ 1725 0)", "ZeroDivisionError"), settle)...), py),
		needs(is(modes.REPL, "basilisp-like-continuation", "basilisp-like", basilisp,
			then(atBasilisp, sent("(defn total [xs]"))...), py),
		needs(working("basilisp-like-busy", "basilisp-like", basilisp,
			then(atBasilisp, sent("(reduce + (range 1000000000))"))...), py),

		// irust-like: its prompt, a value, rustc's error, a brace open,
		// at work.
		needs(is(modes.REPL, "irust-like", "irust-like", irust, atIrust...), py),
		needs(is(modes.REPL, "irust-like-value", "irust-like", irust, atOut...), py),
		needs(is(modes.REPL, "irust-like-error", "irust-like", irust,
			then(atOut, typed("ledger.total()", "not found in this scope"), settle)...), py),
		needs(is(modes.REPL, "irust-like-continuation", "irust-like", irust,
			then(atIrust, typed("fn total(xs: &[u32]) -> u32 {", "..:"), settle)...), py),
		needs(working("irust-like-busy", "irust-like", irust,
			then(atIrust, sent("(0..u64::MAX).sum::<u64>()"))...), py),

		// roc-like: its prompt, a value named, an error report, a `when`
		// not ended, at work.
		needs(is(modes.REPL, "roc-like", "roc-like", roc, atRoc...), py),
		needs(is(modes.REPL, "roc-like-value", "roc-like", roc, atVal...), py),
		needs(is(modes.REPL, "roc-like-error", "roc-like", roc,
			then(atVal, typed("ledger", "UNRECOGNIZED NAME"), settle)...), py),
		needs(is(modes.REPL, "roc-like-continuation", "roc-like", roc,
			then(atRoc, typed("when 1725 is", "…"), settle)...), py),
		needs(working("roc-like-busy", "roc-like", roc,
			then(atRoc, sent("List.range { start: At 0, end: Before 3000000000 } |> List.sum"))...), py),

		// carp-like: its prompt, a value, an error, a bracket open, at
		// work.
		needs(is(modes.REPL, "carp-like", "carp-like", carp, atCarp...), py),
		needs(is(modes.REPL, "carp-like-value", "carp-like", carp, atValue...), py),
		needs(is(modes.REPL, "carp-like-error", "carp-like", carp,
			then(atValue, typed("(ledger-total)", "REPL:2:2"), settle)...), py),
		needs(is(modes.REPL, "carp-like-continuation", "carp-like", carp,
			then(atCarp, sent("(defndynamic total [xs]"))...), py),
		needs(working("carp-like-busy", "carp-like", carp,
			then(atCarp, sent("(defn main [] (while true ()))"), sent(":bx"))...), py),
	}
}

// TestModesThreehundredfortyfifth drives the threehundredfortyfifth set
// live to the labelled moment and, with -update, stores its screens,
// labels and facts for modes' TestSetsAccuracy/threehundredfortyfifth.
// Whether the classifier reads them right is that test's measure, not a
// failure here.
func TestModesThreehundredfortyfifth(t *testing.T) {
	captureSet(t, threehundredfortyfifthDir, threehundredfortyfifthSet())
}
