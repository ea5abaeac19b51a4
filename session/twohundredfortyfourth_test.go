package session

import (
	"testing"

	"github.com/agentty/agentty/modes"
)

// twohundredfortyfourthDir holds the twohundredfortyfourth set (issue 44,
// two-hundred-and-forty-fourth round): live cases of REPLs and consoles
// that cannot run here, imitated by a fixture of its own (Debian's
// python3, its lines read with readline and its passwords with getpass,
// on the main screen), none of them, nor the tools they imitate, named by
// any other test, table, fixture or doc of agentty, each printing what
// the real tool prints (its banner or login, its counted, placed or named
// prompt, its words and tables): Mojo's REPL (lines counted, `  N. `
// continuing an expression until a blank line), Dyalog APL's session in
// a terminal (no mark, the input indented six spaces), OceanBase's client
// (a password with echo off, `obclient [db]> ` naming the database, `->`
// continuing a statement), Memgraph's console (`memgraph> `, `->`), an
// Arista switch's console (its login, its password, `sw1>`, `sw1#`,
// `sw1(config-if-Et1)#`, and its questions on reload), a Nokia router's
// MD-CLI (`[/]` over `A:admin@pe1# `, private configuration, a question
// before it reboots) and Truffle's Solidity debugger (its source line
// under carets over `debug(development:0x…)> `); each at its first
// prompt, after a command and its output, in a continuation or a mode of
// its own, at its login's password and at its question before a
// destructive command. Each case's label (mode, state, prompt kind,
// question, default, options) was written from what the real tool is
// known to print and from the imitation run by hand in tmux outside
// agentty at 80x24, and committed before its screen was captured.
const twohundredfortyfourthDir = "../testdata/modes-twohundredfortyfourth"

// twohundredfortyfourthScript runs a tool of the set's Python fixture
// with Debian's interpreter, over a home holding notes.txt and long.txt.
func twohundredfortyfourthScript(tool string) opener {
	return setFixtures("twohundredfortyfourth").script(pythonPath, "py/twohundredfortyfourth_demo.py", tool)
}

// twohundredfortyfourthSet is the twohundredfortyfourth set. Labels say
// what a person reads on the screen: a console's prompt, whatever its
// mark, its counter, its place or its mode, is a REPL's, also when it
// continues an open statement; a login's name asked in clear is a text
// question, its password with echo off a password prompt; a question
// before a reload or a reboot is a yes/no, or a choice of the words it
// names.
func twohundredfortyfourthSet() []corpusCase {
	is, ask, needs, wait, settle := isCase, askCase, needing, waitFor, settled
	py := pythonPath
	repl := modes.REPL
	typed := func(s, expect string) step { return step{text: s, enter: true, expect: expect, timeout: setSlow} }
	secret := func(s, expect string) step {
		return step{text: s, secret: true, enter: true, expect: expect, timeout: setSlow}
	}
	steps := func(a []step, more ...step) []step { return append(append([]step{}, a...), more...) }

	// mojo-like: Mojo's REPL (`Welcome to Mojo! 🔥`, `Expressions are
	// delimited by a blank line.` and how to quit over `  1> `): at
	// first; `print(6 * 7)` entered, `  2. ` under it (the expression
	// continued until a blank line); the blank line entered, `42` and
	// `  3> ` (all REPLs).
	mojo := twohundredfortyfourthScript("mojo")
	atMojo := []step{wait("1>"), settle}
	mojoOpen := steps(atMojo, typed("print(6 * 7)", "2."), settle)

	// dyalog-like: Dyalog APL's session in a terminal (its version, a
	// boxed licence note and the date, then no mark: the cursor
	// indented six spaces on an empty row): at first; `+/1 2 3 4`
	// entered, `10` at the margin and the cursor indented again; `foo`
	// entered, `VALUE ERROR: Undefined name: foo` over the line and a
	// caret under it (all REPLs).
	dyalog := twohundredfortyfourthScript("dyalog")
	atDyalog := []step{wait("Sat Nov 28 09:14:05 2026"), settle}

	// obclient-like: OceanBase's client (`Enter password: `, echo off, a
	// password prompt); its welcome over `obclient [(none)]> `; `use
	// test`'s `Database changed` over `obclient [test]> `; `select 6*7;`
	// answered by a table and `1 row in set (0.001 sec)`; `select 6*7`
	// without its semicolon, `    -> ` under it (all REPLs).
	ob := twohundredfortyfourthScript("obclient")
	atOb := []step{wait("Enter password:"), secret("hunter22", "obclient [(none)]>"), settle}
	obTest := steps(atOb, typed("use test", "obclient [test]>"))

	// mgconsole-like: Memgraph's console (its version, `Connected to
	// 'memgraph://127.0.0.1:7687'`, how to get help and quit, over
	// `memgraph> `): at first; a count's table and `1 row in set
	// (round trip in 0.001 sec)`; `MATCH (p:Person)` entered without a
	// semicolon, `       -> ` under it (all REPLs).
	mg := twohundredfortyfourthScript("mgconsole")
	atMg := []step{wait("memgraph>"), settle}

	// arista-eos-like: an Arista switch's console: `sw1 login: ` (a text
	// question); `Password: ` with echo off (a password prompt); `Last
	// login: …` over `sw1>`; enabled and `show version`'s model,
	// versions, uptime and memory over `sw1#`; in configuration,
	// `sw1(config-if-Et1)#` (all REPLs); a description set, `end` and
	// `reload`: `System configuration has been modified. Save?
	// [yes/no/cancel/diff]:` (a choice of the four words); no answered:
	// `Proceed with reload? [confirm]` (a confirm, Enter proceeding).
	eos := twohundredfortyfourthScript("eos")
	atLogin := []step{wait("sw1 login:"), settle}
	toPassword := steps(atLogin, typed("admin", "Password:"), settle)
	atSwitch := steps(atLogin, typed("admin", "Password:"), secret("hunter22", "sw1>"), settle)
	enabled := steps(atSwitch, typed("enable", "sw1#"))
	inInterface := steps(enabled, typed("configure", "sw1(config)#"), typed("interface Ethernet1", "sw1(config-if-Et1)#"))
	toSave := steps(inInterface, typed("description uplink to spine1", ""), typed("end", ""), typed("reload", "Save?"), settle)
	save := want(modes.Choice, "System configuration has been modified. Save?", "", "yes", "no", "cancel", "diff")

	// sr-os-like: a Nokia router's MD-CLI (its banner, `[/]` over
	// `A:admin@pe1# `): at first; `show router interface`'s table
	// between rows of `=`; `edit-config private`'s two INFO lines and
	// `(pr)[/]` over the prompt (all REPLs); `admin reboot`'s WARNING
	// and `Are you sure you want to reboot (y/n)? ` (a yes/no, no
	// default).
	sros := twohundredfortyfourthScript("sros")
	atRouter := []step{wait("A:admin@pe1#"), settle}

	// truffle-debug-like: Truffle's debugger over a transaction (its
	// keys, `MetaCoin.sol:`, two source lines numbered, carets under the
	// current one's expression, over `debug(development:0x5ab2e6fd...)> `):
	// at first; n entered, a line on; v entered, the variables and
	// their values; `:amount` entered, `10` (all REPLs).
	truffle := twohundredfortyfourthScript("truffle")
	atDebug := []step{wait("debug(development:"), settle}

	return []corpusCase{
		// A language's REPL: Mojo's counted prompt, its continuation
		// and its answer after the blank line.
		needs(is(repl, "mojo-like", "mojo-like", mojo, atMojo...), py),
		needs(is(repl, "mojo-like-continued", "mojo-like", mojo, mojoOpen...), py),
		needs(is(repl, "mojo-like-after-expression", "mojo-like", mojo, steps(mojoOpen, typed("", "3>"), settle)...), py),

		// An array language's session: Dyalog APL with no mark at all.
		needs(is(repl, "dyalog-like", "dyalog-like", dyalog, atDyalog...), py),
		needs(is(repl, "dyalog-like-after-expression", "dyalog-like", dyalog, steps(atDyalog, typed("+/1 2 3 4", "10"), settle)...), py),
		needs(is(repl, "dyalog-like-error", "dyalog-like", dyalog, steps(atDyalog, typed("foo", "VALUE ERROR"), settle)...), py),

		// A database shell with a login: OceanBase's client, its
		// password, its prompt naming the database, a query, a
		// continuation.
		needs(ask("obclient-like-password", "obclient-like", ob, want(modes.Password, "Enter password:", ""),
			wait("Enter password:"), settle), py),
		needs(is(repl, "obclient-like", "obclient-like", ob, atOb...), py),
		needs(is(repl, "obclient-like-use", "obclient-like", ob, steps(obTest, settle)...), py),
		needs(is(repl, "obclient-like-after-query", "obclient-like", ob, steps(obTest, typed("select 6*7;", "1 row in set"), settle)...), py),
		needs(is(repl, "obclient-like-continued", "obclient-like", ob, steps(obTest, typed("select 6*7", "->"), settle)...), py),

		// A graph database's console: Memgraph's prompt, a table, a
		// continuation.
		needs(is(repl, "mgconsole-like", "mgconsole-like", mg, atMg...), py),
		needs(is(repl, "mgconsole-like-after-query", "mgconsole-like", mg,
			steps(atMg, typed("MATCH (n) RETURN count(n);", "1 row in set"), settle)...), py),
		needs(is(repl, "mgconsole-like-continued", "mgconsole-like", mg, steps(atMg, typed("MATCH (p:Person)", "->"), settle)...), py),

		// A switch's console: its login, its password, its prompts by
		// mode, its questions on reload.
		needs(ask("arista-eos-like-login", "arista-eos-like", eos, want(modes.Text, "sw1 login:", ""), atLogin...), py),
		needs(ask("arista-eos-like-password", "arista-eos-like", eos, want(modes.Password, "Password:", ""), toPassword...), py),
		needs(is(repl, "arista-eos-like", "arista-eos-like", eos, atSwitch...), py),
		needs(is(repl, "arista-eos-like-show-version", "arista-eos-like", eos, steps(enabled, typed("show version", "Free memory"), settle)...), py),
		needs(is(repl, "arista-eos-like-configure", "arista-eos-like", eos, steps(inInterface, settle)...), py),
		needs(ask("arista-eos-like-reload-save", "arista-eos-like", eos, save, toSave...), py),
		needs(ask("arista-eos-like-reload-proceed", "arista-eos-like", eos, want(modes.Confirm, "Proceed with reload?", "yes"),
			steps(toSave, typed("no", "Proceed with reload?"), settle)...), py),

		// A router's MD-CLI: its context over its prompt, a table,
		// private configuration, its question before a reboot.
		needs(is(repl, "sr-os-like", "sr-os-like", sros, atRouter...), py),
		needs(is(repl, "sr-os-like-show", "sr-os-like", sros, steps(atRouter, typed("show router interface", "Interfaces : 2"), settle)...), py),
		needs(is(repl, "sr-os-like-private", "sr-os-like", sros, steps(atRouter, typed("edit-config private", "(pr)[/]"), settle)...), py),
		needs(ask("sr-os-like-reboot", "sr-os-like", sros, yesNo("Are you sure you want to reboot?", ""),
			steps(atRouter, typed("admin reboot", "(y/n)?"), settle)...), py),

		// A debugger of Solidity: Truffle's, at its first step, a step
		// on, its variables, an expression evaluated.
		needs(is(repl, "truffle-debug-like", "truffle-debug-like", truffle, atDebug...), py),
		needs(is(repl, "truffle-debug-like-next", "truffle-debug-like", truffle, steps(atDebug, typed("n", "19:"), settle)...), py),
		needs(is(repl, "truffle-debug-like-variables", "truffle-debug-like", truffle, steps(atDebug, typed("v", "amount: 10"), settle)...), py),
		needs(is(repl, "truffle-debug-like-evaluated", "truffle-debug-like", truffle, steps(atDebug, typed(":amount", ""), settle)...), py),
	}
}

// TestModesTwohundredfortyfourth drives the twohundredfortyfourth set
// live to the labelled moment and, with -update, stores its screens,
// labels and facts for modes' TestSetsAccuracy/twohundredfortyfourth.
// Whether the classifier reads them right is that test's measure, not a
// failure here.
func TestModesTwohundredfortyfourth(t *testing.T) {
	captureSet(t, twohundredfortyfourthDir, twohundredfortyfourthSet())
}
