package session

import (
	"testing"

	"github.com/agentty/agentty/modes"
)

// twohundredfourthDir holds the twohundredfourth set (issue 44,
// two-hundred-and-fourth round): live cases of REPLs and consoles
// imitated by a fixture of its own, each printing, on the main screen and
// a line at a time, what an interpreter, a database or cache shell, a
// device console or a debugger that cannot run here prints at its prompt
// (its banner, its counted or named prompt, its words, cursor and
// terminal modes, from its documentation and published transcripts):
// at its first prompt, after one input and its output, in a continuation
// of a multi-line input and after an error. None of them is named by any
// other test, table, fixture or doc of agentty. Each case's label was
// written from what the imitated tool means to a person and committed
// before its screen was captured.
const twohundredfourthDir = "../testdata/modes-twohundredfourth"

// twohundredfourthScript runs the set's Python script, with Debian's
// python3.
var twohundredfourthScript = setFixtures("twohundredfourth").script

// twohundredfourthSet is the twohundredfourth set. Labels say what a
// person reads on the screen.
func twohundredfourthSet() []corpusCase {
	is, ask, needs, wait, settle := isCase, askCase, needing, waitFor, settled
	py := pythonPath
	typed := func(s, expect string) step { return step{text: s, enter: true, expect: expect, timeout: setSlow} }
	like := func(args ...string) opener {
		return twohundredfourthScript(py, "py/twohundredfourth_demo.py", args...)
	}
	lispworks := like("lispworks")
	sicstus := like("sicstus")
	rebol := like("rebol")
	bteq := like("bteq")
	tile38 := like("tile38-cli")
	asterisk := like("asterisk")
	comware := like("comware")
	trepan := like("trepan3k")
	toSQL := []step{wait("Enter your logon"), typed(".logon tdprod/ada", "Password:"),
		{text: "hunter22", secret: true, enter: true, expect: "Enter your SQL request", timeout: setSlow}}
	sql := func(more ...step) []step { return append(append([]step(nil), toSQL...), more...) }
	return []corpusCase{
		// Language interpreters with counted or named prompts: LispWorks'
		// tty listener (`CL-USER 1 > `, its debugger's `CL-USER 2 : 1 > `
		// after an error, a form left open over a row of its own with no
		// prompt), SICStus Prolog's top level (`| ?- `, `yes`, its `|    `
		// continuation, its existence error), REBOL/Core 2's console
		// (`>> `, `== 42`, `** Script Error: …`).
		needs(is(modes.REPL, "lispworks-like", "lispworks-like", lispworks, wait("CL-USER 1 >")), py),
		needs(is(modes.REPL, "lispworks-like-after-form", "lispworks-like", lispworks, wait("CL-USER 1 >"), typed("(* 6 7)", "CL-USER 2 >"), settle), py),
		needs(is(modes.REPL, "lispworks-like-continued", "lispworks-like", lispworks, wait("CL-USER 1 >"), typed("(defun square (x)", ""), settle), py),
		needs(is(modes.REPL, "lispworks-like-error", "lispworks-like", lispworks, wait("CL-USER 1 >"), typed("(car 5)", "CL-USER 2 : 1 >"), settle), py),
		needs(is(modes.REPL, "sicstus-like", "sicstus-like", sicstus, wait("| ?-")), py),
		needs(is(modes.REPL, "sicstus-like-after-query", "sicstus-like", sicstus, wait("| ?-"), typed("atom_length(hello, 5).", "yes"), settle), py),
		needs(is(modes.REPL, "sicstus-like-continued", "sicstus-like", sicstus, wait("| ?-"), typed("atom_length(hello,", ""), settle), py),
		needs(is(modes.REPL, "sicstus-like-error", "sicstus-like", sicstus, wait("| ?-"), typed("foo(1).", "Existence error"), settle), py),
		needs(is(modes.REPL, "rebol-like", "rebol-like", rebol, wait("NNTP protocol loaded"), settle), py),
		needs(is(modes.REPL, "rebol-like-after-expression", "rebol-like", rebol, wait("NNTP protocol loaded"), typed("6 * 7", "== 42"), settle), py),
		needs(is(modes.REPL, "rebol-like-error", "rebol-like", rebol, wait("NNTP protocol loaded"), typed("foo", "Script Error"), settle), py),

		// A database shell and a cache's: Teradata's BTEQ (its logon
		// asked with no prompt under `Enter your logon or BTEQ command:`,
		// its `Password: ` with echo off, a request's rows under `BTEQ --
		// Enter your SQL request or BTEQ command:`, a request without its
		// semicolon waiting for more, a failure), tile38-cli
		// (`127.0.0.1:9851> `, its JSON replies).
		needs(is(modes.REPL, "bteq-like", "bteq-like", bteq, wait("Enter your logon"), settle), py),
		needs(ask("bteq-like-password", "bteq-like", bteq, want(modes.Password, "Password:", ""),
			wait("Enter your logon"), typed(".logon tdprod/ada", "Password:")), py),
		needs(is(modes.REPL, "bteq-like-after-query", "bteq-like", bteq, sql(typed("select 6*7;", "Query completed"), settle)...), py),
		needs(is(modes.REPL, "bteq-like-continued", "bteq-like", bteq, sql(typed("select 6*7", ""), settle)...), py),
		needs(is(modes.REPL, "bteq-like-error", "bteq-like", bteq, sql(typed("select * from nosuch;", "Failure 3807"), settle)...), py),
		needs(is(modes.REPL, "tile38-cli-like", "tile38-cli-like", tile38, wait("9851>")), py),
		needs(is(modes.REPL, "tile38-cli-like-after-command", "tile38-cli-like", tile38, wait("9851>"),
			typed("SET fleet truck1 POINT 33.5123 -112.2693", `"ok":true`), settle), py),
		needs(is(modes.REPL, "tile38-cli-like-error", "tile38-cli-like", tile38, wait("9851>"), typed("foo", "unknown command"), settle), py),

		// Device consoles: Asterisk's remote console (`relay*CLI> `
		// under its banner), an H3C switch's Comware CLI (`<H3C>`, its
		// system view `[H3C]`, its `^` under an unrecognized command).
		needs(is(modes.REPL, "asterisk-like", "asterisk-like", asterisk, wait("relay*CLI>")), py),
		needs(is(modes.REPL, "asterisk-like-after-command", "asterisk-like", asterisk, wait("relay*CLI>"), typed("core show uptime", "System uptime"), settle), py),
		needs(is(modes.REPL, "asterisk-like-error", "asterisk-like", asterisk, wait("relay*CLI>"), typed("foo", "No such command"), settle), py),
		needs(is(modes.REPL, "comware-like", "comware-like", comware, wait("<H3C>")), py),
		needs(is(modes.REPL, "comware-like-after-command", "comware-like", comware, wait("<H3C>"), typed("display clock", "UTC Fri"), settle), py),
		needs(is(modes.REPL, "comware-like-system-view", "comware-like", comware, wait("<H3C>"), typed("system-view", "System View"), settle), py),
		needs(is(modes.REPL, "comware-like-error", "comware-like", comware, wait("<H3C>"), typed("foo", "Unrecognized command"), settle), py),

		// A debugger stopped in a script: trepan3k at its first line
		// (`-- 1 total = 0` over `(trepan3k) `), at a breakpoint after
		// `break 3` and `continue` (`xx 3 …`), after an unknown command.
		needs(is(modes.REPL, "trepan3k-like", "trepan3k-like", trepan, wait("(trepan3k)")), py),
		needs(is(modes.REPL, "trepan3k-like-breakpoint", "trepan3k-like", trepan, wait("(trepan3k)"),
			typed("break 3", "Breakpoint 1 set"), typed("continue", "xx 3"), settle), py),
		needs(is(modes.REPL, "trepan3k-like-error", "trepan3k-like", trepan, wait("(trepan3k)"), typed("foo", "Undefined command"), settle), py),
	}
}

// TestModesTwohundredfourth drives the twohundredfourth set live to the
// labelled moment and, with -update, stores its screens, labels and facts
// for modes' TestSetsAccuracy/twohundredfourth. Whether the classifier
// reads them right is that test's measure, not a failure here.
func TestModesTwohundredfourth(t *testing.T) {
	captureSet(t, twohundredfourthDir, twohundredfourthSet())
}
