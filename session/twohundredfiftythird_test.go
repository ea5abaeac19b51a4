package session

import (
	"testing"

	"github.com/agentty/agentty/modes"
)

// twohundredfiftythirdDir holds the twohundredfiftythird set (issue 44,
// two-hundred-and-fifty-third round): live cases of REPLs, database and
// cache shells, device and appliance consoles and a debugger that cannot
// run here (no IDL licence, no Sybase server, no Infinispan server, no
// switch, no appliance, no Lua debugger library), imitated by a fixture
// of its own (Debian's python3 and its standard library, the main
// screen, lines read with readline and echoed, secrets with getpass; the
// one pager reads a key at a time with echo off), each printing what the
// tool prints from its documentation and published transcripts: IDL's
// command line (`IDL> `, `.run`'s `- ` until `end`, an error in a
// procedure halted with a `%` row per level), sqsh over a Sybase server
// (its password, its prompt naming the history number, server, database
// and the buffer's line, a statement continued on `2> `, its results
// after `go`), Infinispan's CLI (`[disconnected]> `, connect's username
// and password, its prompt naming the server and container), a Ruckus
// ICX switch's console (user `>`, enable's password, `#`, `(config)#`,
// its running configuration over `--More--`, reload asked first), an
// Infoblox appliance's console (its login and password, `Infoblox > `,
// `set network`'s questions and `Is this correct? (y or n)`) and
// debugger.lua stopped at a dbg() call with source lines above
// `debugger.lua> `. None of them is named by any other test, table,
// fixture or doc of agentty. Each case's label says what a person reads
// on the screen, written from the imitations run by hand in tmux outside
// agentty at 80x24, and was committed before its screen was captured.
const twohundredfiftythirdDir = "../testdata/modes-twohundredfiftythird"

// twohundredfiftythirdScript runs the set's Python script, with Debian's
// python3, over a home holding notes.txt and long.txt, imitating tool.
func twohundredfiftythirdScript(tool string) opener {
	return setFixtures("twohundredfiftythird").script(pythonPath, "py/twohundredfiftythird_demo.py", tool)
}

// twohundredfiftythirdSet is the twohundredfiftythird set. Labels say
// what a person reads on the screen: a question is the words on the row
// the cursor waits on, without its notation of answers or its default in
// brackets.
func twohundredfiftythirdSet() []corpusCase {
	is, ask, needs, wait, settle := isCase, askCase, needing, waitFor, settled
	py := pythonPath
	repl := modes.REPL
	typed := func(s, expect string) step { return step{text: s, enter: true, expect: expect, timeout: setSlow} }
	secret := func(s, expect string) step {
		return step{text: s, secret: true, enter: true, expect: expect, timeout: setSlow}
	}
	steps := func(a []step, more ...step) []step { return append(append([]step{}, a...), more...) }

	// idl-like: IDL's command line (its version, `(c) 2023, NV5
	// Geospatial Solutions, Inc.` and its licence over `IDL> `): at
	// first; `print, 6*7` entered, `      42` over `IDL> `; `.run` and
	// `pro hello` entered, `- ` waiting for the program's next line (a
	// continuation until its `end`); `scale, 3` entered, `% Compiled
	// module: SCALE.`, `% Variable is undefined: FACTOR.` and where it
	// halted, `% Execution halted at: SCALE  4 /home/ada/relay/scale.pro`
	// over `%  $MAIN$`, then `IDL> ` (all REPLs).
	idl := twohundredfiftythirdScript("idl")
	atIDL := []step{wait("IDL>"), settle}

	// sqsh-like: sqsh 2.5 (`sqsh -S RELAY -U sa`) over a Sybase server:
	// `Password: ` with echo off, a password prompt; entered, its
	// banner over `[1] RELAY.master.1> `; `select id, name, city from
	// customers` entered, `[1] RELAY.master.2> ` (the statement goes on
	// until `go`); `go` entered, three rows under a header and dashes,
	// `(3 rows affected)` over `[2] RELAY.master.1> ` (REPLs).
	sqsh := twohundredfiftythirdScript("sqsh")
	atSqshPassword := []step{wait("Password:"), settle}
	atSqsh := steps(atSqshPassword, secret("relay-sa", "RELAY.master.1>"), settle)
	sqshOpen := steps(atSqsh, typed("select id, name, city from customers", "RELAY.master.2>"), settle)

	// infinispan-like: Infinispan's CLI: `[disconnected]> ` (a REPL);
	// `connect` entered, `Username: `, a text question; admin entered,
	// `Password: ` with echo off, a password prompt; entered,
	// `[relay-cache-0-61530@ISPN//containers/default]> `; `ls caches`
	// entered, four cache names over it again (REPLs).
	ispn := twohundredfiftythirdScript("infinispan")
	atISPN := []step{wait("[disconnected]>"), settle}
	ispnUser := steps(atISPN, typed("connect", "Username:"), settle)
	ispnPassword := steps(ispnUser, typed("admin", "Password:"), settle)
	ispnIn := steps(ispnPassword, secret("changeme", "//containers/default]>"), settle)

	// icx-like: a Ruckus ICX 7150 switch's console (FastIron 08.0.95):
	// `ICX7150-24 Router>` in user mode (a REPL); `enable` entered,
	// `Password:` with echo off, a password prompt; entered and `show
	// version` entered, its copyright, units and uptime over
	// `ICX7150-24 Router#` (a REPL); `show running-config` entered, its
	// first 22 rows over `--More--, next page: Space, next line: Return
	// key, quit: Control-c` (a pager); `configure terminal` entered,
	// `ICX7150-24 Router(config)#` (a REPL); `reload` entered in
	// privileged mode, `Are you sure? (enter 'y' or 'n'): `, a yes/no
	// with no default.
	icx := twohundredfiftythirdScript("icx")
	atICX := []step{wait("Router>"), settle}
	icxEnable := steps(atICX, typed("enable", "Password:"), settle)
	icxPrivileged := steps(icxEnable, secret("relay-enable", "Router#"), settle)

	// infoblox-like: an Infoblox appliance's serial console (NIOS 9.0):
	// its release and copyright over `login: `, a text question; admin
	// entered, `password: ` with echo off, a password prompt; entered,
	// the banner again and `Disconnect NOW if you have not been
	// expressly authorized to use this system.` over `Infoblox > ` (a
	// REPL); `set network` entered, its NOTICE over `Enter IP address: `,
	// a text question; 10.9.9.20 entered, `Enter netmask [Default:
	// 255.255.255.0]: `, a text question with its default; Enter twice
	// and n for grid membership, `New Network Settings:` and the three
	// values over `Is this correct? (y or n): `, a yes/no with no default.
	infoblox := twohundredfiftythirdScript("infoblox")
	atLogin := []step{wait("login:"), settle}
	ibPassword := steps(atLogin, typed("admin", "password:"), settle)
	atInfoblox := steps(ibPassword, secret("relay-ib-2026", "Infoblox >"), settle)
	ibIP := steps(atInfoblox, typed("set network", "Enter IP address:"), settle)
	ibMask := steps(ibIP, typed("10.9.9.20", "Enter netmask"), settle)
	ibCorrect := steps(ibMask, typed("", "Enter gateway address"), typed("", "Become grid member?"),
		typed("n", "Is this correct?"), settle)

	// debugger-lua-like: debugger.lua stopped at a dbg() call in
	// cart.lua: `debugger.lua: Loaded for Lua 5.4`, `break via dbg() =>
	// cart.lua:12 in upvalue 'total'` and source rows 9 to 15 numbered,
	// the current one marked ` => `, over a red `debugger.lua> `; `n`
	// entered, `break via next => cart.lua:13 …` and rows 10 to 16; `p
	// sum` entered, `sum => 18` (all REPLs).
	dbg := twohundredfiftythirdScript("debugger-lua")
	atDbg := []step{wait("debugger.lua>"), settle}
	dbgNext := steps(atDbg, typed("n", "break via next"), settle)

	return []corpusCase{
		needs(is(repl, "idl-like", "idl-like", idl, atIDL...), py),
		needs(is(repl, "idl-like-after-print", "idl-like", idl, steps(atIDL, typed("print, 6*7", "42"), settle)...), py),
		needs(is(repl, "idl-like-continued", "idl-like", idl, steps(atIDL, typed(".run", ""), typed("pro hello", "- pro hello"), settle)...), py),
		needs(is(repl, "idl-like-error", "idl-like", idl, steps(atIDL, typed("scale, 3", "Execution halted at: SCALE"), settle)...), py),

		needs(ask("sqsh-like-password", "sqsh-like", sqsh, want(modes.Password, "Password:", ""), atSqshPassword...), py),
		needs(is(repl, "sqsh-like", "sqsh-like", sqsh, atSqsh...), py),
		needs(is(repl, "sqsh-like-continued", "sqsh-like", sqsh, sqshOpen...), py),
		needs(is(repl, "sqsh-like-results", "sqsh-like", sqsh, steps(sqshOpen, typed("go", "(3 rows affected)"), settle)...), py),

		needs(is(repl, "infinispan-like", "infinispan-like", ispn, atISPN...), py),
		needs(ask("infinispan-like-username", "infinispan-like", ispn, want(modes.Text, "Username:", ""), ispnUser...), py),
		needs(ask("infinispan-like-password", "infinispan-like", ispn, want(modes.Password, "Password:", ""), ispnPassword...), py),
		needs(is(repl, "infinispan-like-connected", "infinispan-like", ispn, ispnIn...), py),
		needs(is(repl, "infinispan-like-after-ls", "infinispan-like", ispn, steps(ispnIn, typed("ls caches", "___script_cache"), settle)...), py),

		needs(is(repl, "icx-like", "icx-like", icx, atICX...), py),
		needs(ask("icx-like-enable", "icx-like", icx, want(modes.Password, "Password:", ""), icxEnable...), py),
		needs(is(repl, "icx-like-version", "icx-like", icx, steps(icxPrivileged, typed("show version", "The system started at"), settle)...), py),
		needs(is(modes.Pager, "icx-like-more", "icx-like", icx, steps(icxPrivileged, typed("show running-config", "--More--"), settle)...), py),
		needs(is(repl, "icx-like-configure", "icx-like", icx, steps(icxPrivileged, typed("configure terminal", "Router(config)#"), settle)...), py),
		needs(ask("icx-like-reload", "icx-like", icx, yesNo("Are you sure?", ""), steps(icxPrivileged, typed("reload", "Are you sure?"), settle)...), py),

		needs(ask("infoblox-like-login", "infoblox-like", infoblox, want(modes.Text, "login:", ""), atLogin...), py),
		needs(ask("infoblox-like-password", "infoblox-like", infoblox, want(modes.Password, "password:", ""), ibPassword...), py),
		needs(is(repl, "infoblox-like", "infoblox-like", infoblox, atInfoblox...), py),
		needs(ask("infoblox-like-ip", "infoblox-like", infoblox, want(modes.Text, "Enter IP address:", ""), ibIP...), py),
		needs(ask("infoblox-like-netmask", "infoblox-like", infoblox, want(modes.Text, "Enter netmask:", "255.255.255.0"), ibMask...), py),
		needs(ask("infoblox-like-correct", "infoblox-like", infoblox, yesNo("Is this correct?", ""), ibCorrect...), py),

		needs(is(repl, "debugger-lua-like", "debugger-lua-like", dbg, atDbg...), py),
		needs(is(repl, "debugger-lua-like-next", "debugger-lua-like", dbg, dbgNext...), py),
		needs(is(repl, "debugger-lua-like-print", "debugger-lua-like", dbg, steps(dbgNext, typed("p sum", "sum => 18"), settle)...), py),
	}
}

// TestModesTwohundredfiftythird drives the twohundredfiftythird set live
// to the labelled moment and, with -update, stores its screens, labels
// and facts for modes' TestSetsAccuracy/twohundredfiftythird. Whether the
// classifier reads them right is that test's measure, not a failure
// here.
func TestModesTwohundredfiftythird(t *testing.T) {
	captureSet(t, twohundredfiftythirdDir, twohundredfiftythirdSet())
}
