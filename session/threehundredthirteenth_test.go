package session

import (
	"testing"

	"github.com/agentty/agentty/modes"
)

// threehundredthirteenthDir holds the threehundredthirteenth set (issue
// 44, three-hundred-and-thirteenth round): live cases of four consoles
// that Debian does not package, a storage system's clustershell, a debug
// probe's commander, a database's SQL shell and an immutable database's
// interactive client, imitated by a fixture of its own (one script run
// by Debian's python3, lines edited with readline as these programs edit
// them with their own line editors, secrets read with echo off), each
// drawing what the program draws at one of its moments on the main
// screen (its banner, its prompt with the command directory or the
// database in it, its continuation prompt, its answers, tables, errors
// and the questions it asks, from its documentation and published
// sessions as known): NetApp ONTAP's clustershell (at its prompt, in the
// volume command directory, a table, `{y|n}` before the advanced
// privilege, a job at work, a password), SEGGER's J-Link Commander
// (JLinkExe: at its prompt, the device asked with a default, the target
// interface a lettered choice, its speed with a default, connected, an
// erase at work), Databend's BendSQL (at its prompt, a statement left
// open, a table, an error, a query at work under its progress line) and
// Codenotary immudb's immuclient (at its prompt, a password, logged in,
// a verified write, an error). None of them, nor their makers, is named
// by any other test, table, fixture or doc of agentty: grepped with `git
// grep -il` before they were chosen were netapp, ontap (matched only
// inside ontape, Informix's tape tool), segger, j-link, jlinkexe,
// databend, bendsql, codenotary, immudb, immuclient and immuadmin (and,
// found named and left, among others: cqlsh, arangosh, cypher-shell,
// neo4j, rshell, mpremote, kalker, qalc, rizin, usql, litecli, iredis,
// duckdb, edgedb, mongosh, vtysh, jshell, swipl, clojure, julia, ghci,
// guile, octave, maxima, tarantool, memgraph, valkey, keydb,
// cockroach, sqlcmd (VoltDB's), couchbase, aerospike, vertica,
// exasol, teradata, firebird, informix, snowsql, trino, presto,
// derby, junos, mikrotik, fortigate, vyos, arista, delve, byebug,
// pudb, numbat, sharkdp, dolt, kuzu, raku, mojo,
// clickhouse, dell, huawei, citrix, apache and microsoft). Each case's
// label says what a person reads on the screen, written from the fixture
// run by hand in tmux outside agentty at 80x24, and was committed before
// its screen was captured.
const threehundredthirteenthDir = "../testdata/modes-threehundredthirteenth"

// threehundredthirteenthTool runs one tool of the set's script with
// Debian's python3, over a home holding notes.txt and long.txt.
func threehundredthirteenthTool(tool string) opener {
	return setFixtures("threehundredthirteenth").script(pythonPath, "py/threehundredthirteenth_repl.py", tool)
}

// threehundredthirteenthSet is the threehundredthirteenth set. Labels say
// what a person reads on the screen: a console's prompt, with a table,
// an answer or an error above it, or its continuation prompt under a
// statement left open, is a REPL's; a console at work on a line entered,
// no prompt back, is a REPL at work; a line the console prints to ask,
// the cursor after it, is a question (a password prompt where echo is
// off and it asks for one).
func threehundredthirteenthSet() []corpusCase {
	is, ask, needs, wait, settle := isCase, askCase, needing, waitFor, settled
	py := pythonPath
	typed := func(s, expect string) step { return step{text: s, enter: true, expect: expect, timeout: setSlow} }
	hidden := func(s, expect string) step {
		return step{text: s, enter: true, secret: true, expect: expect, timeout: setSlow}
	}
	// working is a case of a console at work on a line entered.
	working := func(name, program string, open opener, steps ...step) corpusCase {
		return corpusCase{name: name, program: program, open: open, steps: steps, mode: modes.REPL, state: Running}
	}
	then := func(a []step, b ...step) []step { return append(append([]step{}, a...), b...) }

	// ontap-like (NetApp ONTAP's clustershell, over ssh as admin): an
	// empty line, `Last login time: 11/28/2026 09:14:02`, an empty line,
	// `cluster1::> ` (a REPL); `volume` entered, `cluster1::volume> `,
	// the command directory in the prompt (the REPL); `show` entered
	// there, a table of four volumes (Vserver, Volume, Aggregate, State,
	// Type, Size, Available, Used%, dashes under the heads) and `4
	// entries were displayed.` over the prompt (the REPL); `set
	// -privilege advanced` entered, `Warning: These advanced commands are
	// potentially dangerous; use them only when` / `directed to do so by
	// NetApp personnel.` over `Do you want to continue? {y|n}: ` (a
	// yes/no, no default); answered y, `cluster1::volume*> `, and a
	// `volume create …` entered there (wrapped), `[Job 57] Job is
	// queued: Create vol_archive.` and `[Job 57] Job is running.`, no
	// prompt back (the console at work); `security login password`
	// entered, `Enter your current password: ` with echo off (a
	// password).
	ontap := threehundredthirteenthTool("ontap")
	atOntap := []step{wait("cluster1::>"), settle}
	atVolume := then(atOntap, typed("volume", "cluster1::volume>"), settle)
	atAdvanced := then(atVolume, typed("set -privilege advanced", "{y|n}"), settle)

	// jlink-like (SEGGER's J-Link Commander, JLinkExe): `SEGGER J-Link
	// Commander V7.94e (Compiled …)`, the DLL's version, `Connecting to
	// J-Link via USB...O.K.`, the probe's firmware, hardware, uptime,
	// S/N, licence, USB speed and `VTref=3.297V`, then `Type "connect" to
	// establish a target connection, '?' for help` over `J-Link>` (a
	// REPL); `connect` entered, `Please specify device / core.
	// <Default>: STM32F407VG` and `Type '?' for selection dialog` over
	// `Device>` (a text question defaulting to STM32F407VG); Enter,
	// `Please specify target interface:` over `J) JTAG (Default)`, `S)
	// SWD`, `T) cJTAG` and `TIF>` (a choice of the three keys, default
	// J); S, `Specify target interface speed [kHz]. <Default>: 4000 kHz`
	// over `Speed>` (a text question defaulting to 4000 kHz); Enter, the
	// device selected, the SWD scan's lines ending `Cortex-M4
	// identified.` over `J-Link>` (the REPL); `erase` entered, five
	// lines ending `Erasing device...`, no prompt back (the console at
	// work).
	jlink := threehundredthirteenthTool("jlink")
	atJlink := []step{wait("'?' for help"), settle}
	atDevice := then(atJlink, typed("connect", "Device>"), settle)
	atTIF := then(atDevice, typed("", "TIF>"), settle)
	atSpeed := then(atTIF, typed("S", "Speed>"), settle)
	atConnected := then(atSpeed, typed("", "Cortex-M4 identified."), settle)

	// bendsql-like (Databend's BendSQL): `Welcome to BendSQL 0.24.7-…`,
	// `Connecting to localhost:8000 as user root.` and `Connected to
	// Databend Query v1.2.680-…` (wrapped) over `root@localhost:8000/
	// default> ` (a REPL of SQL); `select account, sum(cents)` entered
	// without its `;`, `> ` under it (the REPL, a statement open); a
	// whole select entered, a box of three accounts with the columns'
	// names and types over `3 rows read in 0.031 sec. Processed 12 rows,
	// …` and the prompt (the REPL); a misspelt table, `error: APIError:
	// QueryFailed: [1025]Unknown table `default`.`ledgr` .` over the
	// prompt (the REPL); a count over a hundred billion numbers entered,
	// a braille frame turning before `[00:00:02] Processing 1.53
	// billion/100 billion (512.3 million rows/s)` redrawn in place, no
	// prompt back (the console at work).
	bendsql := threehundredthirteenthTool("bendsql")
	atBendsql := []step{wait("default>"), settle}

	// immuclient-like (Codenotary immudb's immuclient, interactive):
	// `immuclient> ` alone on the screen (a REPL); `login immudb`
	// entered, `Password:` with echo off (a password); typed, `Successfully
	// logged in` and a SECURITY WARNING that the immudb user has the
	// default password (wrapped) over the prompt (the REPL); `safeset
	// ledger:4 fuel` entered, `tx:`, `rev:`, `key:`, `value:` and
	// `verified: true` over the prompt (the REPL); `safeget ledger:9`
	// entered, `key not found` over the prompt (the REPL).
	immu := threehundredthirteenthTool("immuclient")
	atImmu := []step{wait("immuclient>"), settle}
	atLogin := then(atImmu, typed("login immudb", "Password:"), settle)
	atLoggedIn := then(atLogin, hidden("immudb", "Successfully logged in"), settle)

	return []corpusCase{
		// ontap-like: its prompt, a command directory, a table, a
		// question, at work, a password.
		needs(is(modes.REPL, "ontap-like", "ontap-like", ontap, atOntap...), py),
		needs(is(modes.REPL, "ontap-like-directory", "ontap-like", ontap, atVolume...), py),
		needs(is(modes.REPL, "ontap-like-show", "ontap-like", ontap, then(atVolume, typed("show", "entries were displayed"), settle)...), py),
		needs(ask("ontap-like-advanced", "ontap-like", ontap, yesNo("Do you want to continue?", ""), atAdvanced...), py),
		needs(working("ontap-like-creating", "ontap-like", ontap, then(atAdvanced, typed("y", "volume*>"), settle,
			typed("volume create -vserver svm1 -volume vol_archive -aggregate aggr1 -size 200GB", "Job is running"))...), py),
		needs(ask("ontap-like-password", "ontap-like", ontap, want(modes.Password, "Enter your current password:", ""),
			then(atOntap, typed("security login password", "current password"), settle)...), py),

		// jlink-like: its prompt, the device, the interface, the speed,
		// connected, at work.
		needs(is(modes.REPL, "jlink-like", "jlink-like", jlink, atJlink...), py),
		needs(ask("jlink-like-device", "jlink-like", jlink, want(modes.Text, "Please specify device / core.", "STM32F407VG"), atDevice...), py),
		needs(ask("jlink-like-interface", "jlink-like", jlink,
			want(modes.Choice, "Please specify target interface:", "J", "J|JTAG", "S|SWD", "T|cJTAG"), atTIF...), py),
		needs(ask("jlink-like-speed", "jlink-like", jlink, want(modes.Text, "Specify target interface speed [kHz].", "4000 kHz"), atSpeed...), py),
		needs(is(modes.REPL, "jlink-like-connected", "jlink-like", jlink, atConnected...), py),
		needs(working("jlink-like-erasing", "jlink-like", jlink, then(atConnected, typed("erase", "Erasing device..."))...), py),

		// bendsql-like: its prompt, a statement open, a table, an error,
		// at work.
		needs(is(modes.REPL, "bendsql-like", "bendsql-like", bendsql, atBendsql...), py),
		needs(is(modes.REPL, "bendsql-like-continuation", "bendsql-like", bendsql,
			then(atBendsql, step{text: "select account, sum(cents)", enter: true, timeout: setSlow}, settle)...), py),
		needs(is(modes.REPL, "bendsql-like-table", "bendsql-like", bendsql,
			then(atBendsql, typed("select account, sum(cents) from ledger group by account;", "3 rows read"), settle)...), py),
		needs(is(modes.REPL, "bendsql-like-error", "bendsql-like", bendsql,
			then(atBendsql, typed("select * from ledgr;", "Unknown table"), settle)...), py),
		needs(working("bendsql-like-busy", "bendsql-like", bendsql,
			then(atBendsql, typed("select count(*) from numbers(100000000000);", "Processing"))...), py),

		// immuclient-like: its prompt, a password, logged in, a write,
		// an error.
		needs(is(modes.REPL, "immuclient-like", "immuclient-like", immu, atImmu...), py),
		needs(ask("immuclient-like-password", "immuclient-like", immu, want(modes.Password, "Password:", ""), atLogin...), py),
		needs(is(modes.REPL, "immuclient-like-logged-in", "immuclient-like", immu, atLoggedIn...), py),
		needs(is(modes.REPL, "immuclient-like-safeset", "immuclient-like", immu,
			then(atLoggedIn, typed("safeset ledger:4 fuel", "verified:"), settle)...), py),
		needs(is(modes.REPL, "immuclient-like-error", "immuclient-like", immu,
			then(atLoggedIn, typed("safeget ledger:9", "key not found"), settle)...), py),
	}
}

// TestModesThreehundredthirteenth drives the threehundredthirteenth set
// live to the labelled moment and, with -update, stores its screens,
// labels and facts for modes' TestSetsAccuracy/threehundredthirteenth.
// Whether the classifier reads them right is that test's measure, not a
// failure here.
func TestModesThreehundredthirteenth(t *testing.T) {
	captureSet(t, threehundredthirteenthDir, threehundredthirteenthSet())
}
