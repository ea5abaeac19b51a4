package session

import (
	"testing"

	"github.com/agentty/agentty/modes"
)

// hundredseventiethDir holds the hundredseventieth set (issue 44,
// hundred-and-seventieth round): live cases of the read-eval-print loops
// and command consoles of tools that cannot run here (a board's
// MicroPython, a bootloader's console, an emulator's monitor, database
// and cache shells, a computer algebra system and a C++ interpreter),
// each imitated by a fixture of its own printing, on the main screen and
// a line at a time, what the tool prints (its banner, prompt, answers,
// errors and continuation lines, its line editing in raw mode or through
// readline as the tool does), none of them named by any other test,
// table, fixture or doc of agentty. Each is caught at its first prompt,
// after one command run, after an error and, where it has one, on a
// continuation line. Each case's label was written from what the
// imitated tool means to a person and committed before its screen was
// captured.
const hundredseventiethDir = "../testdata/modes-hundredseventieth"

// hundredseventiethScript runs the set's Python script, with Debian's
// python3.
var hundredseventiethScript = setFixtures("hundredseventieth").script

// hundredseventiethSet is the hundredseventieth set. Labels say what a
// person reads on the screen.
func hundredseventiethSet() []corpusCase {
	is, ask, needs, wait := isCase, askCase, needing, waitFor
	py := pythonPath
	typed := func(s, expect string) step { return step{text: s, enter: true, expect: expect, timeout: setSlow} }
	like := func(args ...string) opener {
		return hundredseventiethScript(py, "py/hundredseventieth_demo.py", args...)
	}
	mpremote := like("mpremote")
	qemu := like("qemu")
	uboot := like("u-boot")
	mclient := like("mclient")
	edgedb := like("edgedb")
	keydb := like("keydb-cli")
	mathics := like("mathics")
	cling := like("cling")
	toUboot := []step{wait("stop autoboot"), {text: " ", expect: "=>", timeout: setSlow}}
	toSQL := []step{wait("user(monetdb):"), typed("monetdb", "password:"),
		{text: "hunter22", enter: true, secret: true, expect: "auto commit mode", timeout: setSlow}}
	const mathicsFirst = "In[1]:="
	return []corpusCase{
		// A device console: mpremote's MicroPython REPL on a board, the
		// terminal raw and each key echoed by the board, at `>>> `
		// under its banner, after `import sys; sys.platform`, after a
		// NameError's traceback, and on the `... ` line (auto-indented)
		// after a line ending in a colon.
		needs(is(modes.REPL, "mpremote-like", "mpremote-like", mpremote, wait(">>>")), py),
		needs(is(modes.REPL, "mpremote-like-after-command", "mpremote-like", mpremote, wait(">>>"), typed("import sys; sys.platform", "'rp2'")), py),
		needs(is(modes.REPL, "mpremote-like-error", "mpremote-like", mpremote, wait(">>>"), typed("led.toggle()", "isn't defined")), py),
		needs(is(modes.REPL, "mpremote-like-continuation", "mpremote-like", mpremote, wait(">>>"), typed("for i in range(3):", "...")), py),

		// An emulator's console: QEMU's monitor on stdio, `(qemu) ` at
		// first, after `info status` and after an unknown command.
		needs(is(modes.REPL, "qemu-like", "qemu-like", qemu, wait("(qemu)")), py),
		needs(is(modes.REPL, "qemu-like-after-command", "qemu-like", qemu, wait("(qemu)"), typed("info status", "VM status")), py),
		needs(is(modes.REPL, "qemu-like-error", "qemu-like", qemu, wait("(qemu)"), typed("stop_vm", "unknown command")), py),

		// A bootloader's serial console: U-Boot's `=> ` once a key
		// stopped its autoboot, after `version` and after an unknown
		// command.
		needs(is(modes.REPL, "u-boot-like", "u-boot-like", uboot, toUboot...), py),
		needs(is(modes.REPL, "u-boot-like-after-command", "u-boot-like", uboot, append(append([]step{}, toUboot...), typed("version", "GNU ld"))...), py),
		needs(is(modes.REPL, "u-boot-like-error", "u-boot-like", uboot, append(append([]step{}, toUboot...), typed("boot0", "Unknown command"))...), py),

		// A database shell: MonetDB's mclient asking its user on a line
		// (`user(monetdb):`, the default in parentheses) and its password
		// with echo off, then `sql>` through readline at first, after a
		// query's table, after an unknown table, and at `more>` with a
		// statement not yet ended by a semicolon.
		needs(ask("mclient-like-user", "mclient-like", mclient, want(modes.Text, "user:", "monetdb"), wait("user(monetdb):")), py),
		needs(ask("mclient-like-password", "mclient-like", mclient, want(modes.Password, "password:", ""),
			wait("user(monetdb):"), typed("monetdb", "password:")), py),
		needs(is(modes.REPL, "mclient-like", "mclient-like", mclient, toSQL...), py),
		needs(is(modes.REPL, "mclient-like-after-command", "mclient-like", mclient,
			append(append([]step{}, toSQL...), typed("select name, region from relays;", "2 tuples"))...), py),
		needs(is(modes.REPL, "mclient-like-error", "mclient-like", mclient,
			append(append([]step{}, toSQL...), typed("select * from relay;", "no such table"))...), py),
		needs(is(modes.REPL, "mclient-like-continuation", "mclient-like", mclient,
			append(append([]step{}, toSQL...), typed("select name, region", "more>"))...), py),

		// Another database shell: EdgeDB's REPL, a bold green `edgedb`
		// before `> `, its own line editor in raw mode, at first, after
		// `select 6 * 7;` (`{42}`), after an InvalidReferenceError drawn
		// under the query, and at `....... ` with no semicolon yet.
		needs(is(modes.REPL, "edgedb-like", "edgedb-like", edgedb, wait("edgedb>")), py),
		needs(is(modes.REPL, "edgedb-like-after-command", "edgedb-like", edgedb, wait("edgedb>"), typed("select 6 * 7;", "{42}")), py),
		needs(is(modes.REPL, "edgedb-like-error", "edgedb-like", edgedb, wait("edgedb>"), typed("select Relays;", "^^^^^^ error")), py),
		needs(is(modes.REPL, "edgedb-like-continuation", "edgedb-like", edgedb, wait("edgedb>"), typed("select Relay { name }", "......."), settled), py),

		// A cache shell: keydb-cli's `127.0.0.1:6379> `, at first, after
		// a SET's `OK` and after an unknown command's `(error)`.
		needs(is(modes.REPL, "keydb-cli-like", "keydb-cli-like", keydb, wait("6379>")), py),
		needs(is(modes.REPL, "keydb-cli-like-after-command", "keydb-cli-like", keydb, wait("6379>"), typed("SET relay:kestrel up", "OK")), py),
		needs(is(modes.REPL, "keydb-cli-like-error", "keydb-cli-like", keydb, wait("6379>"), typed("SETT relay up", "(error)")), py),

		// A language REPL whose prompt counts its inputs: Mathics's
		// `In[1]:= ` under its banner, `In[2]:= ` after a factored
		// polynomial's `Out[1]=`, and after a syntax error.
		needs(is(modes.REPL, "mathics-like", "mathics-like", mathics, wait(mathicsFirst)), py),
		needs(is(modes.REPL, "mathics-like-after-command", "mathics-like", mathics, wait(mathicsFirst), typed("Factor[x^2 - 1]", "In[2]:=")), py),
		needs(is(modes.REPL, "mathics-like-error", "mathics-like", mathics, wait(mathicsFirst), typed("Factor[x^2 - 1]]", "Syntax::sntxf")), py),

		// A language REPL that names its language: cling's `[cling]$ `
		// under its starred banner (`Type C++ code and press enter to run
		// it`), after an expression's `(double) 42.000000`, after an
		// undeclared identifier's error, and at `[cling]$ ? ` inside an
		// open brace.
		needs(is(modes.REPL, "cling-like", "cling-like", cling, wait("[cling]$")), py),
		needs(is(modes.REPL, "cling-like-after-command", "cling-like", cling, wait("[cling]$"), typed("std::sqrt(1764.0)", "42.000000")), py),
		needs(is(modes.REPL, "cling-like-error", "cling-like", cling, wait("[cling]$"), typed("twice(21)", "undeclared identifier")), py),
		needs(is(modes.REPL, "cling-like-continuation", "cling-like", cling, wait("[cling]$"), typed("int twice(int x) {", "$ ?")), py),
	}
}

// TestModesHundredseventieth drives the hundredseventieth set live to the
// labelled moment and, with -update, stores its screens, labels and facts
// for modes' TestSetsAccuracy/hundredseventieth. Whether the classifier
// reads them right is that test's measure, not a failure here.
func TestModesHundredseventieth(t *testing.T) {
	captureSet(t, hundredseventiethDir, hundredseventiethSet())
}
