package session

import (
	"testing"

	"github.com/agentty/agentty/modes"
)

// threehundredeighteenthDir holds the threehundredeighteenth set (issue
// 44, three-hundred-and-eighteenth round): live cases of five consoles
// of languages, data tools and devices that Debian does not package, a
// Prolog's top level, a Forth's console, a distributed database's SQL
// client, a message broker's CLI and a network switch's CLI, imitated by
// a fixture of its own (one script run by Debian's python3, lines edited
// with readline but the Forth's, which reads its own line and answers
// ` ok` on it, secrets read with echo off), each drawing what the
// program draws at one of its moments on the main screen (its banner,
// its prompt, its continuation or context prompt, its answers, tables,
// errors and the questions it asks, from its documentation and published
// sessions as known): B-Prolog's top level (at `| ?- `, a query left
// open, a formatted table, an existence error, a query at work), FORTH,
// Inc.'s SwiftForth (its banner, the stack shown, a dump, an unknown
// word, an endless loop at work), NuoDB's nuosql (a password, at `SQL> `,
// a statement left open, a table, an error, a query at work), Solace
// PubSub+'s CLI (at `solace> `, a table of message VPNs, an invalid
// command under a caret, a configuration context, `(y/n)` before a
// reload) and Allied Telesis AlliedWare Plus (a password at login, at
// `awplus>`, a table of interfaces, an invalid input under a caret, a
// ping at work). None of them, nor their makers, is named by any other
// test, table, fixture or doc of agentty: grepped with `git grep -il`
// before they were chosen were b-prolog, bprolog, afany, neng-fa,
// swiftforth, "forth, inc", "forth inc", nuodb, nuosql, solace, pubsub+
// (pubsub only in an npm lock file), allied telesis, alliedware, allied
// and awplus (and, found named and left, among others: picat, gprolog,
// scryer, sicstus, yap, kdb, jconsole, dyalog, gnu apl, bqn, gforth,
// ingres, cubrid, csql, bsql, isql, monetdb, tdengine, orientdb,
// virtuoso, hdbsql, surreal, mosquitto, exos, comware, aruba and
// ruckus). Each case's label says what a person reads on the screen,
// written from the fixture run by hand in tmux outside agentty at
// 80x24, and was committed before its screen was captured.
const threehundredeighteenthDir = "../testdata/modes-threehundredeighteenth"

// threehundredeighteenthTool runs one tool of the set's script with
// Debian's python3, over a home holding notes.txt and long.txt.
func threehundredeighteenthTool(tool string) opener {
	return setFixtures("threehundredeighteenth").script(pythonPath, "py/threehundredeighteenth_consoles.py", tool)
}

// threehundredeighteenthSet is the threehundredeighteenth set. Labels
// say what a person reads on the screen: a console's prompt (or, for the
// Forth, its last ` ok` or its banner with the cursor under it), with a
// table, an answer or an error above it, or its continuation or context
// prompt, is a REPL's; a console at work on a line entered, no prompt
// back, is a REPL at work; a line the console prints to ask, the cursor
// after it, is a question (a password prompt where echo is off and it
// asks for one).
func threehundredeighteenthSet() []corpusCase {
	is, ask, needs, wait, settle := isCase, askCase, needing, waitFor, settled
	py := pythonPath
	typed := func(s, expect string) step { return step{text: s, enter: true, expect: expect, timeout: setSlow} }
	// sent is a line entered whose moment shows nothing new to wait for
	// but the typed line: the step settles.
	sent := func(s string) step { return step{text: s, enter: true, timeout: setSlow} }
	hidden := func(s, expect string) step {
		return step{text: s, enter: true, secret: true, expect: expect, timeout: setSlow}
	}
	// working is a case of a console at work on a line entered.
	working := func(name, program string, open opener, steps ...step) corpusCase {
		return corpusCase{name: name, program: program, open: open, steps: steps, mode: modes.REPL, state: Running}
	}
	then := func(a []step, b ...step) []step { return append(append([]step{}, a...), b...) }

	// bprolog-like (B-Prolog's top level): `B-Prolog Version 8.1, All
	// rights reserved, (C) Afany Software 1994-2014.` over `| ?- ` (a
	// REPL); `X = f(a,` entered, the query left open, the cursor on the
	// line under it with no prompt (the REPL, reading on); a forall over
	// four accounts formatting each, a table `account cents` and four rows
	// over `yes` and the prompt (the REPL); `ledger(X,Y).`, `***
	// error(existence_error(procedure,ledger/2),top)` over the prompt
	// (the REPL); `between(1,100000000000,N),fail.` entered, no answer
	// and no prompt back (the top level at work).
	bprolog := threehundredeighteenthTool("bprolog")
	atBprolog := []step{wait("| ?-"), settle}

	// swiftforth-like (FORTH, Inc.'s SwiftForth on a Linux terminal):
	// `SwiftForth i386-Linux 3.11.0 23-Feb-2021`, the cursor under it
	// (a REPL, which has no prompt but its ` ok`); `2 3 + 7 * .s`, `35
	// <-Top ok` after it on its line (the REPL); `here 64 dump`, four
	// lines of address, sixteen bytes and their characters, ` ok` after
	// the last (the REPL); `frob`, `frob ?` after it (the REPL); `: spin
	// begin again ; spin`, no ` ok` (the console at work).
	swift := threehundredeighteenthTool("swiftforth")
	atSwift := []step{wait("SwiftForth i386"), settle}

	// nuosql-like (NuoDB's nuosql, no password on its command line):
	// `Password: ` with echo off (a password); typed, an empty line over
	// `SQL> ` (a REPL of SQL); `select account, sum(cents) as total`
	// entered without its `;`, `   > ` under it (the REPL, a statement
	// open); a whole select, `ACCOUNT TOTAL` over dashes and four rows,
	// then the prompt (the REPL); `select * from ledgr;`, `Error 42000:
	// can't find table "USER"."LEDGR"` over the prompt (the REPL); a
	// threefold cross join entered, nothing back (the client at work).
	nuosql := threehundredeighteenthTool("nuosql")
	atNuoPassword := []step{wait("Password:"), settle}
	atNuosql := then(atNuoPassword, hidden("dba-secret", "SQL>"), settle)

	// solace-like (Solace PubSub+ Standard's CLI): its banner, licence
	// and support lines, `Operating Mode: Message Routing Node` over
	// `solace> ` (a REPL); `enable`, `solace# `, and `show message-vpn
	// *`, a flags legend over a table of three message VPNs (name, size,
	// connections, max, A O S flags) and the prompt (the REPL); `show
	// mesage-vpn`, `Invalid command input`, the line again with a caret
	// under the misspelt word and `Command not recognized` over the
	// prompt (the REPL); `configure` and `message-vpn default`,
	// `solace(configure/message-vpn)# ` (the REPL in a context);
	// `reload`, `This command causes a reload of the system, which will
	// disrupt service.` over `Do you want to continue (y/n)? ` (a yes/no,
	// no default).
	solace := threehundredeighteenthTool("solace")
	atSolace := []step{wait("solace>"), settle}
	atEnabled := then(atSolace, typed("enable", "solace#"), settle)

	// awplus-like (Allied Telesis AlliedWare Plus on a switch's
	// console): `awplus login: `, `manager` entered, `Password: ` with
	// echo off (a password); typed, `AlliedWare Plus (TM) 5.5.3 05/15/24
	// 03:21:09` over `awplus>` (a REPL); `enable`, `awplus#`, and `show
	// interface brief`, Interface, Status and Protocol of eight
	// interfaces over the prompt (the REPL); `show interfase brief`, a
	// caret under the misspelt word over `% Invalid input detected at '^'
	// marker.` and the prompt (the REPL); `ping 192.168.1.1`, ping's
	// replies a second apart, no prompt back (the switch at work).
	awplus := threehundredeighteenthTool("awplus")
	atAwPassword := []step{wait("awplus login:"), settle, typed("manager", "Password:"), settle}
	atAwplus := then(atAwPassword, hidden("friend", "awplus>"), settle)
	atAwEnabled := then(atAwplus, typed("enable", "awplus#"), settle)

	return []corpusCase{
		// bprolog-like: its prompt, a query open, a table, an error, at
		// work.
		needs(is(modes.REPL, "bprolog-like", "bprolog-like", bprolog, atBprolog...), py),
		needs(is(modes.REPL, "bprolog-like-continuation", "bprolog-like", bprolog,
			then(atBprolog, sent("X = f(a,"))...), py),
		needs(is(modes.REPL, "bprolog-like-table", "bprolog-like", bprolog,
			then(atBprolog, typed(`forall(member(A-C,[cash-41250,fuel-(-4100),rent-(-120000),salary-310000]),format("~w~t~12|~w~n",[A,C])).`,
				"account     cents"), settle)...), py),
		needs(is(modes.REPL, "bprolog-like-error", "bprolog-like", bprolog,
			then(atBprolog, typed("ledger(X,Y).", "existence_error"), settle)...), py),
		needs(working("bprolog-like-busy", "bprolog-like", bprolog,
			then(atBprolog, sent("between(1,100000000000,N),fail."))...), py),

		// swiftforth-like: its banner, the stack, a dump, an unknown
		// word, at work.
		needs(is(modes.REPL, "swiftforth-like", "swiftforth-like", swift, atSwift...), py),
		needs(is(modes.REPL, "swiftforth-like-stack", "swiftforth-like", swift,
			then(atSwift, typed("2 3 + 7 * .s", "<-Top"), settle)...), py),
		needs(is(modes.REPL, "swiftforth-like-dump", "swiftforth-like", swift,
			then(atSwift, typed("here 64 dump", "80A3F70"), settle)...), py),
		needs(is(modes.REPL, "swiftforth-like-error", "swiftforth-like", swift,
			then(atSwift, typed("frob", "frob ?"), settle)...), py),
		needs(working("swiftforth-like-busy", "swiftforth-like", swift,
			then(atSwift, sent(": spin begin again ; spin"))...), py),

		// nuosql-like: a password, its prompt, a statement open, a
		// table, an error, at work.
		needs(ask("nuosql-like-password", "nuosql-like", nuosql, want(modes.Password, "Password:", ""), atNuoPassword...), py),
		needs(is(modes.REPL, "nuosql-like", "nuosql-like", nuosql, atNuosql...), py),
		needs(is(modes.REPL, "nuosql-like-continuation", "nuosql-like", nuosql,
			then(atNuosql, sent("select account, sum(cents) as total"))...), py),
		needs(is(modes.REPL, "nuosql-like-table", "nuosql-like", nuosql,
			then(atNuosql, typed("select account, sum(cents) as total from ledger group by account;", "---------"), settle)...), py),
		needs(is(modes.REPL, "nuosql-like-error", "nuosql-like", nuosql,
			then(atNuosql, typed("select * from ledgr;", "can't find table"), settle)...), py),
		needs(working("nuosql-like-busy", "nuosql-like", nuosql,
			then(atNuosql, sent("select count(*) from ledger a cross join ledger b cross join ledger c;"))...), py),

		// solace-like: its prompt, a table, an error, a context, a
		// question.
		needs(is(modes.REPL, "solace-like", "solace-like", solace, atSolace...), py),
		needs(is(modes.REPL, "solace-like-table", "solace-like", solace,
			then(atEnabled, typed("show message-vpn *", "Flags Legend"), settle)...), py),
		needs(is(modes.REPL, "solace-like-error", "solace-like", solace,
			then(atEnabled, typed("show mesage-vpn", "Command not recognized"), settle)...), py),
		needs(is(modes.REPL, "solace-like-context", "solace-like", solace,
			then(atEnabled, typed("configure", "(configure)#"), settle,
				typed("message-vpn default", "(configure/message-vpn)#"), settle)...), py),
		needs(ask("solace-like-reload", "solace-like", solace, yesNo("Do you want to continue?", ""),
			then(atEnabled, typed("reload", "(y/n)?"), settle)...), py),

		// awplus-like: a password, its prompt, a table, an error, at
		// work.
		needs(ask("awplus-like-password", "awplus-like", awplus, want(modes.Password, "Password:", ""), atAwPassword...), py),
		needs(is(modes.REPL, "awplus-like", "awplus-like", awplus, atAwplus...), py),
		needs(is(modes.REPL, "awplus-like-table", "awplus-like", awplus,
			then(atAwEnabled, typed("show interface brief", "Protocol"), settle)...), py),
		needs(is(modes.REPL, "awplus-like-error", "awplus-like", awplus,
			then(atAwEnabled, typed("show interfase brief", "Invalid input detected"), settle)...), py),
		needs(working("awplus-like-busy", "awplus-like", awplus,
			then(atAwEnabled, typed("ping 192.168.1.1", "icmp_seq=2"))...), py),
	}
}

// TestModesThreehundredeighteenth drives the threehundredeighteenth set
// live to the labelled moment and, with -update, stores its screens,
// labels and facts for modes' TestSetsAccuracy/threehundredeighteenth.
// Whether the classifier reads them right is that test's measure, not a
// failure here.
func TestModesThreehundredeighteenth(t *testing.T) {
	captureSet(t, threehundredeighteenthDir, threehundredeighteenthSet())
}
