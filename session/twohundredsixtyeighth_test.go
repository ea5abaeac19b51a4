package session

import (
	"testing"
	"time"

	"github.com/agentty/agentty/modes"
)

// twohundredsixtyeighthDir holds the twohundredsixtyeighth set (issue 44,
// two-hundred-and-sixty-eighth round): live cases of language REPLs and a
// debugger that Debian 12 does not package, imitated by a fixture of its
// own (one script run by Debian's python3, lines read cooked where the
// program reads them so, with readline where it edits them), each
// drawing what the program draws at one of its moments on the main
// screen (its banner, prompt, answers, errors and questions, from its
// documentation and published sessions as known): Bigloo's interpreter
// (at its prompt, typed into, after a result, after an error, in an
// unfinished expression), the TXR Lisp listener (at its prompt, after a
// result, after an error, busy), the Ciao Prolog top level (at its
// prompt, an answer asking whether to go on, the next one, done, after
// an error, in an unfinished query), pdb++ (at its prompt, typed into,
// after an error, its sticky listing, `Clear all breaks?`, the program
// run on) and CBQN's REPL (typed into, after a result, after an error,
// busy). None of them, nor their makers, is named by any other test,
// table, fixture or doc of agentty: grepped with `git grep -il -w`
// before they were chosen were bigloo, inria, txr, kylheku, ciao,
// hermenegildo, pdb++, pdbpp, antocuni, bqn, cbqn, lochbaum and dzaima
// (and, found named and left, among others: guile, gforth, sbcl, clisp,
// ocaml, swipl, gap, maxima, yorick, gnuplot, units, ed, gp, jshell,
// kawa, chezscheme, racket, scm, hugs, ghci, tclsh, lua, bc, jdb,
// smalltalk, mosml, stklos, groovysh, frotz; ECLiPSe, whose banner
// names cisco). Each case's label says what a person reads on the
// screen, written from the fixture run by hand in tmux outside agentty
// at 80x24, and was committed before its screen was captured.
const twohundredsixtyeighthDir = "../testdata/modes-twohundredsixtyeighth"

// twohundredsixtyeighthTool runs one tool of the set's script with
// Debian's python3, over a home holding notes.txt and long.txt.
func twohundredsixtyeighthTool(tool string) opener {
	return setFixtures("twohundredsixtyeighth").script(pythonPath, "py/twohundredsixtyeighth_repl.py", tool)
}

// twohundredsixtyeighthSet is the twohundredsixtyeighth set. Labels say
// what a person reads on the screen: a language's prompt, with a line
// typed after it, an answer or an error above it, or an unfinished
// expression left open under it, is a REPL's, and so is a debugger's; a
// REPL evaluating, its line entered and no prompt back, is a REPL at
// work; a line the REPL asks of the user about an answer or an action
// (not a command) is a question.
func twohundredsixtyeighthSet() []corpusCase {
	is, ask, needs, wait, settle := isCase, askCase, needing, waitFor, settled
	py := pythonPath
	typing := func(s string) step { return step{text: s, timeout: setSlow} }
	typed := func(s, expect string) step { return step{text: s, enter: true, expect: expect, timeout: setSlow} }
	// busy enters a line the REPL works on for minutes; the screen is
	// taken while it works.
	busy := func(s string) step { return step{text: s, enter: true, timeout: 3 * time.Second} }
	// working is a case of a REPL at work on a line entered.
	working := func(name, program string, open opener, steps ...step) corpusCase {
		return corpusCase{name: name, program: program, open: open, steps: steps, mode: modes.REPL, state: Running}
	}
	then := func(a []step, b ...step) []step { return append(append([]step{}, a...), b...) }

	// bigloo-like (Inria's Bigloo, `bigloo` with no file: its
	// interpreter): a box of dashes holding `Bigloo (4.4c)`, `` `a
	// practical Scheme compiler' ``, a date, `Inria -- Sophia Antipolis`,
	// its email and url beside an ASCII bird, `Welcome to the
	// interpreter` and `1:=> ` (a REPL, at first); an expression typed
	// and not entered (the REPL); `(1 4 9 16)` answered over `1:=> ` again
	// (the REPL); `(car 5)` entered, `*** ERROR:car:` over ``Type `pair'
	// expected, `bint' provided -- 5`` and the prompt again (the REPL);
	// `(define (square x)` entered and left open, the cursor on a bare
	// row under it (the REPL, its expression unfinished).
	bigloo := twohundredsixtyeighthTool("bigloo")
	atBigloo := []step{wait("Welcome to the interpreter"), settle}
	const squares = "(map (lambda (x) (* x x)) '(1 2 3 4))"

	// txr-like (Kaz Kylheku's TXR, `txr` with no file: the TXR Lisp
	// interactive listener, its own line editor): `This is the TXR Lisp
	// interactive listener of TXR 283.`, `Quit with :quit or Ctrl-D on an
	// empty line. Ctrl-X ? for cheatsheet.`, one of its jokes and the
	// numbered prompt `1> ` (a REPL); `(1 4 9 16)` answered over `2> `
	// (the REPL); `(car 5)` entered, `** car: 5 is not a cons` over `3> `
	// (the REPL); a sum over a range of a hundred million entered, no
	// prompt back (the REPL at work).
	txr := twohundredsixtyeighthTool("txr")
	atTxr := []step{wait("Ctrl-X ? for cheatsheet"), settle}

	// ciao-like (the Ciao Prolog top level, `ciao`): `Ciao 1.22.0
	// (2022-09-28 …) [LINUXx86_64]` over `?- ` (a REPL); `member(X, [tea,
	// coffee, mate]).` entered, a blank row and `X = tea ? ` waiting for
	// `;` (another answer) or Enter (enough), nothing said of those keys
	// on the screen (a question: a line asked about the answer, its
	// words `X = tea ?`); `;` entered, `X = coffee ? ` the same (a
	// question `X = coffee ?`); Enter, `yes` over `?- ` (the REPL);
	// `brew(X).` of no such predicate, `{ERROR: user:brew/1 - existence
	// error: procedure does not exist}`, `no` and `?- ` (the REPL); a
	// query entered without its full stop, the cursor on a bare row
	// under it (the REPL, its query unfinished).
	ciao := twohundredsixtyeighthTool("ciao")
	atCiao := []step{wait("?-"), settle}
	const drinks = "member(X, [tea, coffee, mate])."
	toTea := then(atCiao, typed(drinks, "X = tea ?"), settle)
	toCoffee := then(toTea, typed(";", "X = coffee ?"), settle)

	// pdbpp-like (Antonio Cuni's pdb++, Python's debugger extended, at a
	// `breakpoint()` in report.py): `[0] > /home/dev/ledger/report.py
	// (10)average()` (the frame number cyan) over `-> return total /
	// len(prices)` (coloured) and `(Pdb++) ` (a debugger's prompt: the
	// REPL); `p prices` typed and not entered (the REPL); `p totl`
	// entered, `*** NameError: name 'totl' is not defined` over the
	// prompt (the REPL); `sticky` entered, the screen cleared to the
	// frame line over the function's lines 5 to 10 numbered, the current
	// one marked `->` in reverse video, and the prompt under them (the
	// REPL); `b 8` (`Breakpoint 1 at …:8`) and `clear` entered, `Clear all
	// breaks? ` waits for a line (a yes/no, no default drawn); `c`
	// entered, the program runs on computing, no prompt back (the REPL at
	// work).
	pdbpp := twohundredsixtyeighthTool("pdbpp")
	atPdb := []step{wait("(Pdb++)"), settle}
	toSticky := then(atPdb, typed("sticky", "  10  ->"), settle)

	// bqn-like (CBQN, dzaima's BQN, `bqn` with no file): no banner, an
	// indent of three spaces its prompt; `+´ 12.5‿7.25‿30` typed after
	// it and not entered (a REPL); entered, `49.75` at the left edge over
	// the indent again (the REPL); `prices ÷ 3` entered, `Error:
	// Undefined identifier` over `at prices ÷ 3` and carets under
	// `prices`, the indent again (the REPL); `+´↕1e10` entered, no indent
	// back (the REPL at work).
	bqn := twohundredsixtyeighthTool("bqn")
	const sum = "+´ 12.5‿7.25‿30"
	atBqn := []step{settle, typed(sum, "49.75"), settle}

	return []corpusCase{
		// bigloo-like: its prompt, typed into, a result, an error, an
		// unfinished expression.
		needs(is(modes.REPL, "bigloo-like", "bigloo-like", bigloo, atBigloo...), py),
		needs(is(modes.REPL, "bigloo-like-typed", "bigloo-like", bigloo, then(atBigloo, typing(squares), settle)...), py),
		needs(is(modes.REPL, "bigloo-like-result", "bigloo-like", bigloo, then(atBigloo, typed(squares, "(1 4 9 16)"), settle)...), py),
		needs(is(modes.REPL, "bigloo-like-error", "bigloo-like", bigloo, then(atBigloo, typed("(car 5)", "bint' provided"), settle)...), py),
		needs(is(modes.REPL, "bigloo-like-continuation", "bigloo-like", bigloo, then(atBigloo, typed("(define (square x)", ""), settle)...), py),

		// txr-like: its prompt, a result, an error, busy.
		needs(is(modes.REPL, "txr-like", "txr-like", txr, atTxr...), py),
		needs(is(modes.REPL, "txr-like-result", "txr-like", txr, then(atTxr, typed("(mapcar (op * @1 @1) '(1 2 3 4))", "2>"), settle)...), py),
		needs(is(modes.REPL, "txr-like-error", "txr-like", txr, then(atTxr, typed("(car 5)", "is not a cons"), settle)...), py),
		needs(working("txr-like-busy", "txr-like", txr, then(atTxr, busy("(sum (range 1 100000000))"))...), py),

		// ciao-like: its prompt, an answer asking whether to go on, the
		// next, done, an error, an unfinished query.
		needs(is(modes.REPL, "ciao-like", "ciao-like", ciao, atCiao...), py),
		needs(ask("ciao-like-answer", "ciao-like", ciao, want(modes.Text, "X = tea ?", ""), toTea...), py),
		needs(ask("ciao-like-next", "ciao-like", ciao, want(modes.Text, "X = coffee ?", ""), toCoffee...), py),
		needs(is(modes.REPL, "ciao-like-yes", "ciao-like", ciao, then(toCoffee, step{keys: "<enter>", expect: "yes", timeout: setSlow}, settle)...), py),
		needs(is(modes.REPL, "ciao-like-error", "ciao-like", ciao, then(atCiao, typed("brew(X).", "existence error"), settle)...), py),
		needs(is(modes.REPL, "ciao-like-continuation", "ciao-like", ciao, then(atCiao, typed("member(X, [tea, coffee])", ""), settle)...), py),

		// pdbpp-like: its prompt, typed into, an error, sticky, clear
		// all breaks, the program run on.
		needs(is(modes.REPL, "pdbpp-like", "pdbpp-like", pdbpp, atPdb...), py),
		needs(is(modes.REPL, "pdbpp-like-typed", "pdbpp-like", pdbpp, then(atPdb, typing("p prices"), settle)...), py),
		needs(is(modes.REPL, "pdbpp-like-error", "pdbpp-like", pdbpp, then(atPdb, typed("p totl", "NameError"), settle)...), py),
		needs(is(modes.REPL, "pdbpp-like-sticky", "pdbpp-like", pdbpp, toSticky...), py),
		needs(ask("pdbpp-like-clear", "pdbpp-like", pdbpp, yesNo("Clear all breaks?", ""),
			then(toSticky, typed("b 8", "Breakpoint 1"), settle, typed("clear", "Clear all breaks?"), settle)...), py),
		needs(working("pdbpp-like-continue", "pdbpp-like", pdbpp, then(atPdb, busy("c"))...), py),

		// bqn-like: typed into, a result, an error, busy.
		needs(is(modes.REPL, "bqn-like-typed", "bqn-like", bqn, settle, typing(sum), settle), py),
		needs(is(modes.REPL, "bqn-like-result", "bqn-like", bqn, atBqn...), py),
		needs(is(modes.REPL, "bqn-like-error", "bqn-like", bqn, then(atBqn, typed("prices ÷ 3", "Undefined identifier"), settle)...), py),
		needs(working("bqn-like-busy", "bqn-like", bqn, then(atBqn, busy("+´↕1e10"))...), py),
	}
}

// TestModesTwohundredsixtyeighth drives the twohundredsixtyeighth set
// live to the labelled moment and, with -update, stores its screens,
// labels and facts for modes' TestSetsAccuracy/twohundredsixtyeighth.
// Whether the classifier reads them right is that test's measure, not a
// failure here.
func TestModesTwohundredsixtyeighth(t *testing.T) {
	captureSet(t, twohundredsixtyeighthDir, twohundredsixtyeighthSet())
}
