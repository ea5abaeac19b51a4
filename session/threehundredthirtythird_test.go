package session

import (
	"testing"

	"github.com/agentty/agentty/modes"
)

// threehundredthirtythirdDir holds the threehundredthirtythird set
// (issue 44, three-hundred-and-thirty-third round): live cases of five
// consoles of mathematics, science and statistics that Debian does not
// package, imitated by a fixture of its own (one script run by Debian's
// python3, the line consoles' lines edited with readline as these
// programs edit them with their own line editors, the calculator full
// screen with curses), each drawing what the program draws at one of its
// moments (its banner, its counted or plain prompt, its continuation
// prompt, its answers drawn in two dimensions, its messages and errors,
// its goals, its stack, and one question of its own): Expreduce (a
// computer-algebra system after Mathematica's language: In[n]:= and
// Out[n]=, a derivative, a message, a value asked by Input[], a sum at
// work), Macsyma ((c1) and (d1): an expansion, the sign of a symbol
// asked, a syntax error, a factoring at work), Renjin (a statistics
// console of R's language: > and its + continuation, a summary, a
// workspace to save, a loop at work), RPNx (a terminal calculator with
// an X/Y/Z/T stack: the stack, a sum, a division by zero, a clearing
// asked) and Isabelle/HOL's tty loop (a lemma's goal, two subgoals, a
// search at work, quitting an unfinished proof). None of them, nor their
// makers, is named by any other test, table, fixture or doc of agentty:
// grepped with `git grep -il` before they were chosen were expreduce,
// cory walker, corywalker, macsyma, symbolics, renjin, bedatadriven,
// rpnx (matched only inside a base64 key of
// testdata/modes-twohundredseventyfourth), isene, t-rex, fe2o3, xrpn,
// isabelle, paulson, nipkow, wenzel, cambridge and munich (and, found
// named and left, among others: mathics, wolfram, mathematica, splus,
// s-plus, yacas, fricas, giac, xcas, pari, coq, coqtop, rocq, orpie,
// x48, agda, macaulay, singular, magma, gretl, pspp, stata, spss,
// scilab, ipython, jupyter, sage, cadabra, mathomatic, maple, acl2,
// fastr, gforth, pcalc, dcalc, sympy, clac (by its maker soveran), abella
// (by its makers' inria and minnesota)). Each case's label says what a
// person reads on the screen, written from the fixture run by hand in
// tmux outside agentty at 80x24, and was committed before its screen
// was captured.
const threehundredthirtythirdDir = "../testdata/modes-threehundredthirtythird"

// threehundredthirtythirdTool runs one tool of the set's script with
// Debian's python3, over a home holding notes.txt and long.txt.
func threehundredthirtythirdTool(tool string) opener {
	return setFixtures("threehundredthirtythird").script(pythonPath, "py/threehundredthirtythird_math.py", tool)
}

// threehundredthirtythirdSet is the threehundredthirtythird set. Labels
// say what a person reads on the screen: a console's prompt, counted or
// not, with an answer, a message, an error or goals above it, or its
// continuation prompt under a statement left open, is a REPL's; a
// console at work on a line entered, no prompt back, is a REPL at work;
// a full-screen calculator showing its stack is a TUI; a line the
// program prints to ask, the cursor after or under it, is a question.
func threehundredthirtythirdSet() []corpusCase {
	is, ask, needs, wait, settle := isCase, askCase, needing, waitFor, settled
	py := pythonPath
	typed := func(s, expect string) step { return step{text: s, enter: true, expect: expect, timeout: setSlow} }
	// sent is a line entered that prints nothing back.
	sent := func(s string) step { return step{text: s, enter: true, timeout: setSlow} }
	// working is a case of a console at work on a line entered.
	working := func(name, program string, open opener, steps ...step) corpusCase {
		return corpusCase{name: name, program: program, open: open, steps: steps, mode: modes.REPL, state: Running}
	}
	then := func(a []step, b ...step) []step { return append(append([]step{}, a...), b...) }

	// expreduce-like (Expreduce): `Welcome to Expreduce!` over `In[1]:= `
	// (a REPL); `D[Sin[x]/x, x]` entered, `Out[1]=` drawn in two
	// dimensions (Cos[x] over x less Sin[x] over x squared) over
	// `In[2]:= ` (the REPL); `1/0` entered, `Power::infy: Infinite
	// expression 1/0 encountered.` and `Out[2]= ComplexInfinity` over
	// `In[3]:= ` (the REPL); `n = Input["Number of terms? "]` entered,
	// `Number of terms? ` (a text question, no default); a sum to ten to
	// the ninth entered, nothing printed, no prompt back (the console at
	// work).
	expreduce := threehundredthirtythirdTool("expreduce")
	atExpreduce := []step{wait("In[1]:="), settle}

	// macsyma-like (Macsyma): `This is Macsyma 2.4.1 for Linux.`, its
	// copyright and `Type  help();  for help.` over `(c1) ` (a REPL);
	// `expand((x+1)^3);` entered, `(d1)` and x cubed plus 3 x squared
	// plus 3 x plus 1 drawn with raised exponents over `(c2) ` (the
	// REPL); `integrate(1/(x^2+a),x);` entered, `Is  a  positive or
	// negative?` with the cursor on the empty line under it (a choice of
	// the two words, no default); `factor(x^2-1;` entered, `Incorrect
	// syntax: Too many ('s`, the line and a caret over `(c1) ` (the
	// REPL); a factoring of x to the 4000th less 1 entered, nothing
	// printed, no prompt back (the console at work).
	macsyma := threehundredthirtythirdTool("macsyma")
	atMacsyma := []step{wait("for help."), settle}

	// renjin-like (Renjin): `Renjin 0.9.2726` and two copyrights over `> `
	// (a REPL); `f <- function(x) {` entered, `+ ` under it (the REPL, a
	// statement open); `summary(c(…))` entered, Min., 1st Qu., Median,
	// Mean, 3rd Qu. and Max. over their values and the prompt (the REPL);
	// `q()` entered, `Save workspace image? [y/n/c]: ` (a choice of y, n
	// and c, no default); a loop to 1e9 entered, nothing printed, no
	// prompt back (the console at work).
	renjin := threehundredthirtythirdTool("renjin")
	atRenjin := []step{wait("BeDataDriven"), settle}

	// rpnx-like (RPNx, full screen): a cyan title bar `RPNx 0.1.0 DEG
	// DEC FIX 4`, the stack's T:, Z:, Y: and X: at 0.0000, `Last X:`, a
	// rule, `> ` to type on and ` ? help  ENTER push  clr clear  q quit`
	// in reverse video on the bottom row (a TUI); `3 4 + 5 *` entered, X:
	// 35.0000 and Last X: 5.0000 (the TUI); `1 0 /` entered, Y: 1.0000,
	// X: 0.0000 and `Error: Divide by 0` in red over the line (the TUI);
	// `clr` entered, `Clear stack and registers? (y/n) ` in the line's
	// place (a yes/no, no default).
	rpnx := threehundredthirtythirdTool("rpnx")
	atRpnx := []step{wait("Last X:"), settle}

	// isabelle-like (Isabelle/HOL's tty loop): `Welcome to Isabelle/HOL
	// (Isabelle2013-2: December 2013)` over `> ` (a REPL); a theory begun
	// and `lemma rev_rev: "rev (rev xs) = xs"` entered, `proof (prove):
	// step 0` and `goal (1 subgoal):` over ` 1. rev (rev xs) = xs` and
	// the prompt (the REPL); `apply (induct xs)` entered, step 1's `goal
	// (2 subgoals):` over the two (the second wrapped) and the prompt
	// (the REPL); `sledgehammer` entered, `Sledgehammering...`, no prompt
	// back (the console at work); `quit` entered, `Proof of rev_rev is not
	// finished. Quit anyway? (y/n) ` (a yes/no, no default).
	isabelle := threehundredthirtythirdTool("isabelle")
	atIsabelle := []step{wait("Welcome to Isabelle"), settle}
	atGoal := then(atIsabelle, typed("theory Scratch imports Main begin", "theory Scratch"), settle,
		typed(`lemma rev_rev: "rev (rev xs) = xs"`, "goal (1 subgoal)"), settle)

	return []corpusCase{
		// expreduce-like: its prompt, a derivative, a message, a value
		// asked, at work.
		needs(is(modes.REPL, "expreduce-like", "expreduce-like", expreduce, atExpreduce...), py),
		needs(is(modes.REPL, "expreduce-like-derivative", "expreduce-like", expreduce,
			then(atExpreduce, typed("D[Sin[x]/x, x]", "Out[1]="), settle)...), py),
		needs(is(modes.REPL, "expreduce-like-message", "expreduce-like", expreduce,
			then(atExpreduce, typed("1/0", "ComplexInfinity"), settle)...), py),
		needs(ask("expreduce-like-input", "expreduce-like", expreduce, want(modes.Text, "Number of terms?", ""),
			then(atExpreduce, typed(`n = Input["Number of terms? "]`, "Number of terms?"), settle)...), py),
		needs(working("expreduce-like-busy", "expreduce-like", expreduce,
			then(atExpreduce, sent("Sum[i^2, {i, 1, 10^9}]"))...), py),

		// macsyma-like: its prompt, an expansion, a sign asked, a syntax
		// error, at work.
		needs(is(modes.REPL, "macsyma-like", "macsyma-like", macsyma, atMacsyma...), py),
		needs(is(modes.REPL, "macsyma-like-expand", "macsyma-like", macsyma,
			then(atMacsyma, typed("expand((x+1)^3);", "(d1)"), settle)...), py),
		needs(ask("macsyma-like-sign", "macsyma-like", macsyma,
			want(modes.Choice, "Is  a  positive or negative?", "", "positive", "negative"),
			then(atMacsyma, typed("integrate(1/(x^2+a),x);", "positive or negative?"), settle)...), py),
		needs(is(modes.REPL, "macsyma-like-syntax", "macsyma-like", macsyma,
			then(atMacsyma, typed("factor(x^2-1;", "Incorrect syntax"), settle)...), py),
		needs(working("macsyma-like-busy", "macsyma-like", macsyma,
			then(atMacsyma, sent("factor(x^4000-1);"))...), py),

		// renjin-like: its prompt, a statement open, a summary, a
		// workspace to save, at work.
		needs(is(modes.REPL, "renjin-like", "renjin-like", renjin, atRenjin...), py),
		needs(is(modes.REPL, "renjin-like-continuation", "renjin-like", renjin,
			then(atRenjin, sent("f <- function(x) {"), settle)...), py),
		needs(is(modes.REPL, "renjin-like-summary", "renjin-like", renjin,
			then(atRenjin, typed("summary(c(2.1, 4.5, 5.8, 7.9, 11.2, 5.2))", "3rd Qu."), settle)...), py),
		needs(ask("renjin-like-save", "renjin-like", renjin,
			want(modes.Choice, "Save workspace image?", "", "y|yes", "n|no", "c|cancel"),
			then(atRenjin, typed("q()", "Save workspace image?"), settle)...), py),
		needs(working("renjin-like-busy", "renjin-like", renjin,
			then(atRenjin, sent("s <- 0; for (i in 1:1e9) s <- s + i"))...), py),

		// rpnx-like: its stack, a sum, a division by zero, a clearing
		// asked.
		needs(is(modes.TUI, "rpnx-like", "rpnx-like", rpnx, atRpnx...), py),
		needs(is(modes.TUI, "rpnx-like-stack", "rpnx-like", rpnx, then(atRpnx, typed("3 4 + 5 *", "35.0000"), settle)...), py),
		needs(is(modes.TUI, "rpnx-like-error", "rpnx-like", rpnx, then(atRpnx, typed("1 0 /", "Divide by 0"), settle)...), py),
		needs(ask("rpnx-like-clear", "rpnx-like", rpnx, yesNo("Clear stack and registers?", ""),
			then(atRpnx, typed("clr", "Clear stack"), settle)...), py),

		// isabelle-like: its prompt, a goal, two subgoals, at work, an
		// unfinished proof's quit.
		needs(is(modes.REPL, "isabelle-like", "isabelle-like", isabelle, atIsabelle...), py),
		needs(is(modes.REPL, "isabelle-like-goal", "isabelle-like", isabelle, atGoal...), py),
		needs(is(modes.REPL, "isabelle-like-induct", "isabelle-like", isabelle,
			then(atGoal, typed("apply (induct xs)", "goal (2 subgoals)"), settle)...), py),
		needs(working("isabelle-like-sledgehammer", "isabelle-like", isabelle,
			then(atGoal, typed("sledgehammer", "Sledgehammering..."))...), py),
		needs(ask("isabelle-like-quit", "isabelle-like", isabelle, yesNo("Proof of rev_rev is not finished. Quit anyway?", ""),
			then(atGoal, typed("quit", "Quit anyway?"), settle)...), py),
	}
}

// TestModesThreehundredthirtythird drives the threehundredthirtythird
// set live to the labelled moment and, with -update, stores its screens,
// labels and facts for modes' TestSetsAccuracy/threehundredthirtythird.
// Whether the classifier reads them right is that test's measure, not a
// failure here.
func TestModesThreehundredthirtythird(t *testing.T) {
	captureSet(t, threehundredthirtythirdDir, threehundredthirtythirdSet())
}
