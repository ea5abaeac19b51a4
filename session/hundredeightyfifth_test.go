package session

import (
	"testing"

	"github.com/agentty/agentty/modes"
)

// hundredeightyfifthDir holds the hundredeightyfifth set (issue 44,
// hundred-and-eighty-fifth round): live cases of the REPLs of programming
// languages and data tools imitated by a fixture of its own, each
// printing, on the main screen and a line at a time, what a REPL that
// cannot run here prints (its banner, its prompt with its counters,
// names and colours, its continuation prompt, its answers and errors,
// and the questions it asks itself, from its documentation, source and
// published transcripts), none of them named by any other test, table,
// fixture or doc of agentty. Each case's label was written from what the
// imitated REPL means to a person and committed before its screen was
// captured. Three cases were driven again, not relabelled: their first
// capture waited for text their own input held, and they now wait for
// the next prompt.
const hundredeightyfifthDir = "../testdata/modes-hundredeightyfifth"

// hundredeightyfifthScript runs the set's Python script, with Debian's
// python3.
var hundredeightyfifthScript = setFixtures("hundredeightyfifth").script

// hundredeightyfifthSet is the hundredeightyfifth set. Labels say what a
// person reads on the screen.
func hundredeightyfifthSet() []corpusCase {
	is, ask, needs, wait, settle := isCase, askCase, needing, waitFor, settled
	py := pythonPath
	typed := func(s, expect string) step { return step{text: s, enter: true, expect: expect, timeout: setSlow} }
	like := func(tool string) opener {
		return hundredeightyfifthScript(py, "py/hundredeightyfifth_demo.py", tool)
	}
	kdb := like("kdb")
	osquery := like("osqueryi")
	radian := like("radian")
	inim := like("inim")
	evcxr := like("evcxr")
	cmucl := like("cmucl")
	bb := like("babashka")
	dhall := like("dhall")
	restarts := want(modes.Choice, "Restarts:", "", "0|[CONTINUE] Use a default value.", "1|[ABORT   ] Return to Top-Level.")
	return []corpusCase{
		// kdb+'s q console: its `q)` under the banner, after `til 5`,
		// and `q))` once an error suspended a function.
		needs(is(modes.REPL, "kdb-like", "kdb-like", kdb, wait("KOD #"), settle), py),
		needs(is(modes.REPL, "kdb-like-after-command", "kdb-like", kdb, wait("KOD #"), typed("til 5", "0 1 2 3 4"), settle), py),
		needs(is(modes.REPL, "kdb-like-error", "kdb-like", kdb, wait("KOD #"), typed("f:{x+`a}", "q)"), typed("f 1", "q))"), settle), py),

		// osquery's shell: `osquery> ` at first, after a query's table,
		// and `    ...> ` under a query not ended by a semicolon.
		needs(is(modes.REPL, "osqueryi-like", "osqueryi-like", osquery, wait("osquery>"), settle), py),
		needs(is(modes.REPL, "osqueryi-like-after-query", "osqueryi-like", osquery, wait("osquery>"),
			typed("select pid, name from processes limit 2;", "kthreadd"), settle), py),
		needs(is(modes.REPL, "osqueryi-like-continuation", "osqueryi-like", osquery, wait("osquery>"),
			typed("select name from processes", "...>"), settle), py),

		// radian's R console: `r$> ` in blue at first and after `1 + 2`,
		// and R's own question when `q()` quits it.
		needs(is(modes.REPL, "radian-like", "radian-like", radian, wait("r$>"), settle), py),
		needs(is(modes.REPL, "radian-like-after-expression", "radian-like", radian, wait("r$>"), typed("1 + 2", "[1] 3"), settle), py),
		needs(ask("radian-like-quit", "radian-like", radian,
			want(modes.Choice, "Save workspace image?", "", "y|y", "n|n", "c|c"), wait("r$>"), typed("q()", "[y/n/c]"), settle), py),

		// INim, Nim's REPL: `nim> ` at first, after a compile error in
		// red, and `.... ` under an open proc.
		needs(is(modes.REPL, "inim-like", "inim-like", inim, wait("nim>"), settle), py),
		needs(is(modes.REPL, "inim-like-error", "inim-like", inim, wait("nim>"), typed("echo y", "undeclared"), settle), py),
		needs(is(modes.REPL, "inim-like-continuation", "inim-like", inim, wait("nim>"),
			typed("proc add(a, b: int): int =", "...."), settle), py),

		// evcxr, Rust's REPL: `>> ` at first and after an error drawn
		// as a boxed report.
		needs(is(modes.REPL, "evcxr-like", "evcxr-like", evcxr, wait("type :help"), settle), py),
		needs(is(modes.REPL, "evcxr-like-error", "evcxr-like", evcxr, wait("type :help"), typed("x + 1", "───╯"), settle), py),

		// CMU Common Lisp: `* ` under its banner, and its debugger's
		// numbered restarts over `0] `.
		needs(is(modes.REPL, "cmucl-like", "cmucl-like", cmucl, wait("Gerd's PCL"), settle), py),
		needs(ask("cmucl-like-debugger", "cmucl-like", cmucl, restarts, wait("Gerd's PCL"),
			typed(`(cerror "Use a default value." "The relay is down.")`, "0]"), settle), py),

		// babashka's REPL: `user=> ` after an expression and after an
		// exception.
		needs(is(modes.REPL, "babashka-like-after-expression", "babashka-like", bb, wait("user=>"), typed("(+ 1 2)", "user=>"), settle), py),
		needs(is(modes.REPL, "babashka-like-error", "babashka-like", bb, wait("user=>"), typed("(/ 1 0)", "Divide by zero"), settle), py),

		// dhall repl: `⊢ ` at first and after an expression.
		needs(is(modes.REPL, "dhall-like", "dhall-like", dhall, wait("REPL!"), settle), py),
		needs(is(modes.REPL, "dhall-like-after-expression", "dhall-like", dhall, wait("REPL!"),
			typed("List/length Natural [ 1, 2, 3 ]", "⊢"), settle), py),
	}
}

// TestModesHundredeightyfifth drives the hundredeightyfifth set live to
// the labelled moment and, with -update, stores its screens, labels and
// facts for modes' TestSetsAccuracy/hundredeightyfifth. Whether the
// classifier reads them right is that test's measure, not a failure here.
func TestModesHundredeightyfifth(t *testing.T) {
	captureSet(t, hundredeightyfifthDir, hundredeightyfifthSet())
}
