package session

import (
	"testing"

	"github.com/agentty/agentty/modes"
)

// threehundredtwentyseventhDir holds the threehundredtwentyseventh set
// (issue 44, three-hundred-and-twenty-seventh round): live cases of four
// interactive consoles that cannot run here, a network switch's command
// line, a GPU database's SQL client, a compiler suite's debugger and a
// 6502 simulator's monitor, imitated by a fixture of its own (one script
// run by Debian's python3, lines edited with readline, the password and
// the --More-- read a key at a time with echo off), each drawing what the
// program draws at one of its moments on the main screen (its banner, its
// prompt with its mode mark, its answers, tables, errors and questions,
// from its documentation and published sessions as known): a Ruijie
// Networks switch's RGOS command line (user mode, the enable password,
// privileged mode, global configuration, the running configuration paged
// under --More--, a reload's (Y/N), a ping at work), HEAVY.AI's heavysql
// (its password, its prompt, its tables, a result, an error, a join at
// work), the PGI compilers' debugger pgdbg in its text mode (loaded,
// stopped at a breakpoint with its line shown, the source listed around
// it, a step, running on) and Py65's monitor py65mon (its registers, a
// disassembly, a step, its help, a program running). None of them, nor
// their makers, is named by any other test, table, fixture or doc of
// agentty: grepped with `git grep -il` before they were chosen were
// ruijie, ruijie networks, star-net, rgos (matched only inside a
// lockfile's integrity hash), heavysql, heavydb, heavyai, heavy.ai,
// omnisql, omnisci, mapd (matched only inside imapd), pgdbg, portland,
// portland group, hpc_sdk, pgi (matched only inside lockfiles' integrity
// hashes; NVIDIA, pgdbg's later maker, is named), py65, py65mon,
// naberezny and mnaberez (and, found named and left, among others:
// cisco, huawei, h3c, comware, nokia, sros, juniper's junos, extreme,
// exos, allied, awplus, ruckus, hpe, mimer's bsql, tibero, tbsql,
// nebula, typedb, fauna, monetdb, ingres, tdengine, hdbsql, gsql,
// yugabyte, sqlplus, dbx, kdb, windbg, peda, trepan, debugger.lua,
// netcoredbg, mspdebug, zshdb, phpdbg, gxemul, hercules and mame). Each
// case's label says what a person reads on the screen, written from the
// fixture run by hand in tmux outside agentty at 80x24, and was
// committed before its screen was captured.
const threehundredtwentyseventhDir = "../testdata/modes-threehundredtwentyseventh"

// threehundredtwentyseventhTool runs one tool of the set's script with
// Debian's python3, over a home holding notes.txt and long.txt.
func threehundredtwentyseventhTool(tool string) opener {
	return setFixtures("threehundredtwentyseventh").script(pythonPath, "py/threehundredtwentyseventh_consoles.py", tool)
}

// threehundredtwentyseventhSet is the threehundredtwentyseventh set.
// Labels say what a person reads on the screen: a console's prompt, with
// an answer, a table, a listing or an error above it, is a REPL's; a
// console at work on a line entered, no prompt back, is a REPL at work;
// long output held under --More-- is a pager's; a line the console
// prints to ask, the cursor after it, is a question (a password prompt
// where echo is off and it asks for one).
func threehundredtwentyseventhSet() []corpusCase {
	is, ask, needs, wait, settle := isCase, askCase, needing, waitFor, settled
	py := pythonPath
	typed := func(s, expect string) step { return step{text: s, enter: true, expect: expect, timeout: setSlow} }
	entered := func(s string) step { return step{text: s, enter: true, timeout: setSlow} }
	hidden := func(s, expect string) step {
		return step{text: s, enter: true, secret: true, expect: expect, timeout: setSlow}
	}
	// working is a case of a console at work on a line entered.
	working := func(name, program string, open opener, steps ...step) corpusCase {
		return corpusCase{name: name, program: program, open: open, steps: steps, mode: modes.REPL, state: Running}
	}
	then := func(a []step, b ...step) []step { return append(append([]step{}, a...), b...) }

	// ruijie-like (a Ruijie Networks switch's RGOS command line on its
	// console): two empty lines over `Ruijie>` (a REPL, user mode);
	// `enable` entered, `Password:` with echo off (a password); given,
	// `Ruijie#` (the REPL, privileged mode); `configure terminal`
	// entered, `Enter configuration commands, one per line.  End with
	// CNTL/Z.` over `Ruijie(config)#` (the REPL, configuring); at
	// `Ruijie#`, `show running-config` entered, `Building
	// configuration...`, `Current configuration : 2386 bytes`, the
	// version, hostname, vlans and the first interfaces filling the
	// screen over ` --More-- ` on the last row, the cursor after it (a
	// pager); `reload` entered, `Reload system?(Y/N)` with the cursor
	// after it (a yes/no, no default); `ping 10.0.0.9 ntimes 1000`
	// entered, `Sending 1000, 100-byte ICMP Echoes to 10.0.0.9, timeout
	// is 2 seconds:` and `  < press Ctrl+C to break >` over a row of `!`
	// growing a second at a time, no prompt back (the console at work).
	ruijie := threehundredtwentyseventhTool("ruijie")
	atUser := []step{wait("Ruijie>"), settle}
	atEnable := then(atUser, typed("enable", "Password:"), settle)
	atPriv := then(atEnable, hidden("secret", "Ruijie#"), settle)

	// heavysql-like (HEAVY.AI's heavysql, `heavysql -u admin heavyai`):
	// `Password: ` with echo off (a password); given, `User admin
	// connected to database heavyai` over `heavysql> ` (a REPL); `\t`
	// entered, three table names over the prompt (the REPL); a SELECT
	// of the ledger's totals entered (wrapped), `account|total_cents`,
	// three rows, `3 rows returned.` and `Execution time: 41 ms, Total
	// time: 43 ms` over the prompt (the REPL); `select * from ledgr;`
	// entered, `TException - service has thrown: TDBException(error_msg=
	// SQL Error: … Object 'ledgr' not found)` (wrapped) over the prompt
	// (the REPL); a count of the ledger joined to itself entered, no
	// answer and no prompt back (the console at work).
	heavy := threehundredtwentyseventhTool("heavysql")
	atPassword := []step{wait("Password:"), settle}
	atHeavy := then(atPassword, hidden("secret", "heavysql>"), settle)

	// pgdbg-like (the PGI compilers' debugger, `pgdbg -text ledger`):
	// `PGDBG 19.10-0 x86-64 (Cluster, 256 Process)`, `PGI Compilers and
	// Tools`, its copyright and `Loaded: /home/ada/ledger` over `pgdbg> `
	// (a REPL); `break main` and `run` entered, `(1)breakpoint set at:
	// main line: "ledger.c"@12 …`, `Breakpoint at 0x400636, function
	// main, file ledger.c, line 12` and ` #12:     long total = 0;` over
	// the prompt (the REPL, a debugger stopped at a line); `list`
	// entered, lines 9 to 17 of ledger.c numbered, `==>` on line 12 (the
	// REPL); `next` entered, `Stopped at 0x40064f, function main, file
	// ledger.c, line 15` and its line over the prompt (the REPL); `cont`
	// entered, the program running on in its loop, no prompt back (the
	// debugger at work).
	pgdbg := threehundredtwentyseventhTool("pgdbg")
	atPgdbg := []step{wait("pgdbg>"), settle}
	atStopped := then(atPgdbg, typed("break main", "breakpoint set"), settle, typed("run", "Breakpoint at"), settle)

	// py65mon-like (Py65's monitor, py65mon): an empty line, `Py65
	// Monitor`, `       PC  AC XR YR SP NV-BDIZC` over `6502: 0000 00 00
	// 00 ff 00110000` and `.`, the prompt, the cursor after it (a REPL);
	// `load ledger.bin c000` and `disassemble c000:c00a` entered, `Wrote
	// +11 bytes from $c000 to $c00a` and six lines `$c000  a2 00     LDX
	// #$00` … `$c00a  4c 0a c0  JMP $c00a` over `.` (the REPL);
	// `registers pc=c000` and `step` entered, the instruction stepped and
	// the registers after it over `.` (the REPL); `help` entered,
	// `Documented commands (type help <topic>):` over its commands in
	// columns and `.` (the REPL); `goto c000` entered, the program
	// running, no prompt back (the monitor at work).
	py65 := threehundredtwentyseventhTool("py65mon")
	atPy65 := []step{wait("Py65 Monitor"), settle}
	atLoaded := then(atPy65, typed("load ledger.bin c000", "Wrote +11"), settle)

	return []corpusCase{
		// ruijie-like: user mode, the enable password, privileged mode,
		// configuring, paged, a question, at work.
		needs(is(modes.REPL, "ruijie-like", "ruijie-like", ruijie, atUser...), py),
		needs(ask("ruijie-like-password", "ruijie-like", ruijie, want(modes.Password, "Password:", ""), atEnable...), py),
		needs(is(modes.REPL, "ruijie-like-privileged", "ruijie-like", ruijie, atPriv...), py),
		needs(is(modes.REPL, "ruijie-like-config", "ruijie-like", ruijie,
			then(atPriv, typed("configure terminal", "Ruijie(config)#"), settle)...), py),
		needs(is(modes.Pager, "ruijie-like-more", "ruijie-like", ruijie,
			then(atPriv, typed("show running-config", "--More--"), settle)...), py),
		needs(ask("ruijie-like-reload", "ruijie-like", ruijie, yesNo("Reload system?", ""),
			then(atPriv, typed("reload", "(Y/N)"), settle)...), py),
		needs(working("ruijie-like-ping", "ruijie-like", ruijie,
			then(atPriv, typed("ping 10.0.0.9 ntimes 1000", "press Ctrl+C to break"))...), py),

		// heavysql-like: its password, its prompt, tables, a result, an
		// error, at work.
		needs(ask("heavysql-like-password", "heavysql-like", heavy, want(modes.Password, "Password:", ""), atPassword...), py),
		needs(is(modes.REPL, "heavysql-like", "heavysql-like", heavy, atHeavy...), py),
		needs(is(modes.REPL, "heavysql-like-tables", "heavysql-like", heavy,
			then(atHeavy, typed(`\t`, "flights_2008_10k"), settle)...), py),
		needs(is(modes.REPL, "heavysql-like-select", "heavysql-like", heavy,
			then(atHeavy, typed("select account, sum(cents) as total_cents from ledger group by account;", "rows returned"), settle)...), py),
		needs(is(modes.REPL, "heavysql-like-error", "heavysql-like", heavy,
			then(atHeavy, typed("select * from ledgr;", "not found"), settle)...), py),
		needs(working("heavysql-like-busy", "heavysql-like", heavy,
			then(atHeavy, entered("select count(*) from ledger a, ledger b;"), settle)...), py),

		// pgdbg-like: loaded, stopped at a line, listed, stepped, running.
		needs(is(modes.REPL, "pgdbg-like", "pgdbg-like", pgdbg, atPgdbg...), py),
		needs(is(modes.REPL, "pgdbg-like-stopped", "pgdbg-like", pgdbg, atStopped...), py),
		needs(is(modes.REPL, "pgdbg-like-list", "pgdbg-like", pgdbg, then(atStopped, typed("list", "==>12"), settle)...), py),
		needs(is(modes.REPL, "pgdbg-like-next", "pgdbg-like", pgdbg, then(atStopped, typed("next", "Stopped at"), settle)...), py),
		needs(working("pgdbg-like-cont", "pgdbg-like", pgdbg, then(atStopped, entered("cont"), settle)...), py),

		// py65mon-like: its registers, a disassembly, a step, its help,
		// running.
		needs(is(modes.REPL, "py65mon-like", "py65mon-like", py65, atPy65...), py),
		needs(is(modes.REPL, "py65mon-like-disassemble", "py65mon-like", py65,
			then(atLoaded, typed("disassemble c000:c00a", "JMP $c00a"), settle)...), py),
		needs(is(modes.REPL, "py65mon-like-step", "py65mon-like", py65,
			then(atLoaded, typed("registers pc=c000", "6502: c000"), settle, typed("step", "LDX #$00"), settle)...), py),
		needs(is(modes.REPL, "py65mon-like-help", "py65mon-like", py65,
			then(atPy65, typed("help", "Documented commands"), settle)...), py),
		needs(working("py65mon-like-goto", "py65mon-like", py65,
			then(atLoaded, entered("goto c000"), settle)...), py),
	}
}

// TestModesThreehundredtwentyseventh drives the threehundredtwentyseventh
// set live to the labelled moment and, with -update, stores its screens,
// labels and facts for modes' TestSetsAccuracy/threehundredtwentyseventh.
// Whether the classifier reads them right is that test's measure, not a
// failure here.
func TestModesThreehundredtwentyseventh(t *testing.T) {
	captureSet(t, threehundredtwentyseventhDir, threehundredtwentyseventhSet())
}
