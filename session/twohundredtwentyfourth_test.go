package session

import (
	"testing"

	"github.com/agentty/agentty/modes"
)

// twohundredtwentyfourthDir holds the twohundredtwentyfourth set (issue
// 44, two-hundred-and-twenty-fourth round): live cases of REPLs and
// consoles imitated by a fixture of its own (Debian's python3, readline
// for its lines, getpass for its passwords, on the main screen), each
// printing what a tool that cannot run here prints (its banner, its
// prompt, its words and output, from its documentation and published
// transcripts): Ballerina's shell, Exasol's EXAplus, Apache Geode's gfsh,
// Flink's SQL client, Samsung's netcoredbg, GPT4All's chat CLI and
// Hazelcast's console client. Each is seen at its first prompt, after a
// command and its output, in a continuation of a statement left open,
// after an error, at an inner yes/no question, at a password asked at
// connect (at first and typed) and, for the chat, while a model is
// downloaded and an answer streamed. None of them is named by any other
// test, table, fixture or doc of agentty. Each case's label says what a
// person reads on the screen, written from the imitations run by hand
// in tmux outside agentty, and was committed before its screen was
// captured.
const twohundredtwentyfourthDir = "../testdata/modes-twohundredtwentyfourth"

// twohundredtwentyfourthScript runs the set's Python script, with
// Debian's python3, over a home holding notes.txt and long.txt.
var twohundredtwentyfourthScript = setFixtures("twohundredtwentyfourth").script

// twohundredtwentyfourthSet is the twohundredtwentyfourth set. Labels
// say what a person reads on the screen.
func twohundredtwentyfourthSet() []corpusCase {
	is, ask, needs, wait, settle := isCase, askCase, needing, waitFor, settled
	py := pythonPath
	typed := func(s, expect string) step { return step{text: s, enter: true, expect: expect, timeout: setSlow} }
	secret := func(s, expect string) step {
		return step{text: s, secret: true, enter: true, expect: expect, timeout: setSlow}
	}
	// running is a case of a tool at work, printing, no question asked.
	running := func(name, program string, open opener, steps ...step) corpusCase {
		return corpusCase{name: name, program: program, open: open, steps: steps, mode: modes.Unknown, state: Running}
	}
	steps := func(first []step, more ...step) []step { return append(append([]step(nil), first...), more...) }
	like := func(tool string) opener {
		return twohundredtwentyfourthScript(py, "py/twohundredtwentyfourth_demo.py", tool)
	}
	ballerina := like("ballerina")
	exaplus := like("exaplus")
	gfsh := like("gfsh")
	flink := like("flink-sql")
	ncdb := like("netcoredbg")
	gpt4all := like("gpt4all")
	gpt4allDownload := like("gpt4all-download")
	gpt4allQuick := like("gpt4all-quick")
	hazelcast := like("hazelcast-console")

	const shutdownQ = "As a lot of data in memory will be lost, including possibly events in queues, " +
		"do you really want to shutdown the entire distributed system?"
	toSQL := []step{wait("Password:"), settle, secret("hunter22", "SQL_EXA>")}
	toConnect := []step{wait("gfsh>"), settle, typed("connect --locator=localhost[10334]", "user:")}
	toConnected := steps(toConnect, typed("ada", "password:"), settle, secret("garden", "connected to a cluster"))
	toBreak := []step{wait("ncdb>"), settle, typed("break Program.cs:8", "Breakpoint 1 at")}
	toChat := []step{wait("Type /help"), settle}
	toMap := []step{wait("hazelcast[default] >"), settle}
	return []corpusCase{
		// ballerina-like (`bal shell`): its two lines of welcome over
		// `=$ `, the cursor after it; `6 * 7` answered `42` over a blank
		// row and a new `=$ `; a function's first line, its brace left
		// open, continued after `> `; an unknown name's red `error:
		// undefined symbol 'foo'`, a caret row and `Compilation aborted
		// due to errors.` over `=$ `. A language's REPL throughout.
		needs(is(modes.REPL, "ballerina-like", "ballerina-like", ballerina, wait("=$")), py),
		needs(is(modes.REPL, "ballerina-like-after-expression", "ballerina-like", ballerina, wait("=$"), settle, typed("6 * 7", "42"), settle), py),
		needs(is(modes.REPL, "ballerina-like-continued", "ballerina-like", ballerina, wait("=$"), settle,
			typed("function square(int x) returns int {", ""), settle), py),
		needs(is(modes.REPL, "ballerina-like-error", "ballerina-like", ballerina, wait("=$"), settle, typed("foo", "Compilation aborted"), settle), py),

		// exaplus-like (Exasol's EXAplus console): `EXAplus 7.1.20 (c)
		// EXASOL AG` over `Password: `, echo off (at first and with a
		// password typed, nothing shown); then the date, `Connected to
		// database EXA_DB as user ada.` over `SQL_EXA> `; a query echoed
		// after `EXA: `, its column, rule, value and `1 row in
		// resultset.` over `SQL_EXA> `; an object not found, `Error:
		// [42000] object NOSUCH not found …` over `SQL_EXA> `.
		needs(ask("exaplus-like-password", "exaplus-like", exaplus, want(modes.Password, "Password:", ""), wait("Password:")), py),
		needs(ask("exaplus-like-password-typed", "exaplus-like", exaplus, want(modes.Password, "Password:", ""),
			wait("Password:"), settle, step{text: "hunter22", secret: true, timeout: setSlow}, settle), py),
		needs(is(modes.REPL, "exaplus-like-connected", "exaplus-like", exaplus, steps(toSQL, settle)...), py),
		needs(is(modes.REPL, "exaplus-like-after-query", "exaplus-like", exaplus, steps(toSQL, typed("select 6*7;", "resultset"), settle)...), py),
		needs(is(modes.REPL, "exaplus-like-error", "exaplus-like", exaplus, steps(toSQL, typed("select * from nosuch;", "not found"), settle)...), py),

		// gfsh-like (Apache Geode's shell): its logo of slashes and
		// version, `Monitor and Manage Apache Geode` over `gfsh>`;
		// `connect` to a secured locator, `Connecting to Locator at …`
		// over `user: ` asked in clear, then `password: ` with echo off;
		// connected, `list members`'s table of three members over
		// `gfsh>`; `shutdown`'s question wrapped over two rows ending
		// `(Y/n): `, the cursor after it.
		needs(is(modes.REPL, "gfsh-like", "gfsh-like", gfsh, wait("gfsh>")), py),
		needs(ask("gfsh-like-user", "gfsh-like", gfsh, want(modes.Text, "user:", ""), steps(toConnect, settle)...), py),
		needs(ask("gfsh-like-password", "gfsh-like", gfsh, want(modes.Password, "password:", ""),
			steps(toConnect, typed("ada", "password:"), settle)...), py),
		needs(is(modes.REPL, "gfsh-like-after-list", "gfsh-like", gfsh, steps(toConnected, typed("list members", "Member Count"), settle)...), py),
		needs(ask("gfsh-like-shutdown", "gfsh-like", gfsh, yesNo(shutdownQ, "y"), steps(toConnected, typed("shutdown", "(Y/n)"), settle)...), py),

		// flink-sql-like (Flink's SQL client): its squirrel of shaded
		// blocks and `Flink SQL Client` in block letters, scrolled, its
		// welcome over `Flink SQL> `; a query's table (`| op | EXPR$0
		// |`, `| +I | 42 |`) and `Received a total of 1 row` over `Flink
		// SQL> `; a query without its semicolon continued after `> `; a
		// missing table's `[ERROR] Could not execute SQL statement.
		// Reason:` and its exception over `Flink SQL> `.
		needs(is(modes.REPL, "flink-sql-like", "flink-sql-like", flink, wait("Flink SQL>")), py),
		needs(is(modes.REPL, "flink-sql-like-after-query", "flink-sql-like", flink, wait("Flink SQL>"), settle,
			typed("SELECT 6 * 7;", "Received a total"), settle), py),
		needs(is(modes.REPL, "flink-sql-like-continued", "flink-sql-like", flink, wait("Flink SQL>"), settle, typed("SELECT 6 * 7", ""), settle), py),
		needs(is(modes.REPL, "flink-sql-like-error", "flink-sql-like", flink, wait("Flink SQL>"), settle,
			typed("SELECT * FROM nosuch;", "Object 'nosuch' not found"), settle), py),

		// netcoredbg-like (Samsung's .NET debugger, its command line
		// interface): `ncdb> ` alone at the top; a breakpoint set
		// pending (` Breakpoint 1 at Program.cs:8 --pending, warning: …`)
		// over `ncdb> `; `run`: `^running`, modules loaded and `stopped,
		// reason: breakpoint 1 hit, … frame={hello.Program.Main() at
		// …:8` over `}` and `ncdb> `; an unknown command's `Error:
		// unknown command: foo` over `ncdb> `. A debugger's prompt
		// throughout.
		needs(is(modes.REPL, "netcoredbg-like", "netcoredbg-like", ncdb, wait("ncdb>")), py),
		needs(is(modes.REPL, "netcoredbg-like-breakpoint-set", "netcoredbg-like", ncdb, steps(toBreak, settle)...), py),
		needs(is(modes.REPL, "netcoredbg-like-stopped", "netcoredbg-like", ncdb, steps(toBreak, typed("run", "breakpoint 1 hit"), settle)...), py),
		needs(is(modes.REPL, "netcoredbg-like-unknown", "netcoredbg-like", ncdb, wait("ncdb>"), settle, typed("foo", "unknown command"), settle), py),

		// gpt4all-like (GPT4All's chat CLI): its missing model
		// downloaded, tqdm's `Downloading:   1%|…| 0.02G/1.98G [00:03<…,
		// 31.2MiB/s]` redrawn on one row (running, no question); its
		// block letters, `Welcome to the GPT4All CLI! Version 1.0.2` and
		// `Type /help for special commands.` over ` ⇢  `; `/help`'s
		// `Special commands: /reset, /exit, /help and /clear` over ` ⇢
		// `; a question's answer streamed a word at a time (running, no
		// question) and, streamed quickly, done over a blank row and
		// ` ⇢  `. A chat with a model, a REPL, where it waits.
		needs(running("gpt4all-like-downloading", "gpt4all-like", gpt4allDownload, wait("Downloading:"), settle), py),
		needs(is(modes.REPL, "gpt4all-like", "gpt4all-like", gpt4all, toChat...), py),
		needs(is(modes.REPL, "gpt4all-like-after-help", "gpt4all-like", gpt4all, steps(toChat, typed("/help", "Special commands:"), settle)...), py),
		needs(running("gpt4all-like-answering", "gpt4all-like", gpt4all, steps(toChat, typed("why is the sky blue?", "Rayleigh"), settle)...), py),
		needs(is(modes.REPL, "gpt4all-like-after-answer", "gpt4all-like", gpt4allQuick,
			steps(toChat, typed("why is the sky blue?", "not a violet one."), settle)...), py),

		// hazelcast-console-like (Hazelcast's console client): its
		// client's log of connecting, the cluster's two members, over
		// `hazelcast[default] > `; `m.put ada admin` answered `null` and
		// `m.size` answered `Size = 1`, each over the prompt; `ns
		// orders`'s `namespace: orders` over `hazelcast[orders] > `, the
		// prompt naming the namespace it moved to.
		needs(is(modes.REPL, "hazelcast-console-like", "hazelcast-console-like", hazelcast, toMap...), py),
		needs(is(modes.REPL, "hazelcast-console-like-after-size", "hazelcast-console-like", hazelcast,
			steps(toMap, typed("m.put ada admin", "null"), typed("m.size", "Size = 1"), settle)...), py),
		needs(is(modes.REPL, "hazelcast-console-like-namespace", "hazelcast-console-like", hazelcast,
			steps(toMap, typed("ns orders", "hazelcast[orders] >"), settle)...), py),
	}
}

// TestModesTwohundredtwentyfourth drives the twohundredtwentyfourth set
// live to the labelled moment and, with -update, stores its screens,
// labels and facts for modes' TestSetsAccuracy/twohundredtwentyfourth.
// Whether the classifier reads them right is that test's measure, not a
// failure here.
func TestModesTwohundredtwentyfourth(t *testing.T) {
	captureSet(t, twohundredtwentyfourthDir, twohundredtwentyfourthSet())
}
