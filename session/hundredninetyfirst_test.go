package session

import (
	"testing"

	"github.com/agentty/agentty/modes"
)

// hundredninetyfirstDir holds the hundredninetyfirst set (issue 44,
// hundred-and-ninety-first round): live cases of database, queue and cloud
// consoles imitated by a fixture of its own, each printing, on the main
// screen and a line at a time through readline and getpass, what a
// console that cannot run here prints at one of its moments (its words,
// prompts, continuation prompts, defaults and numbered lists, from its
// documentation and published transcripts), none of them named by any
// other test, table, fixture or doc of agentty (yc's two letters occur
// only inside two base64 hashes of other sets' fixtures). Each case's
// label was written from what the imitated console means to a person and
// committed before its screen was captured.
const hundredninetyfirstDir = "../testdata/modes-hundredninetyfirst"

// hundredninetyfirstScript runs the set's Python script, with Debian's
// python3.
var hundredninetyfirstScript = setFixtures("hundredninetyfirst").script

// hundredninetyfirstSet is the hundredninetyfirst set. Labels say what a
// person reads on the screen; "…" in a question or default stands for any
// text.
func hundredninetyfirstSet() []corpusCase {
	is, ask, needs, wait, settle := isCase, askCase, needing, waitFor, settled
	py := pythonPath
	typed := func(s, expect string) step { return step{text: s, enter: true, expect: expect, timeout: setSlow} }
	secret := func(s, expect string) step {
		return step{text: s, enter: true, secret: true, expect: expect, timeout: setSlow}
	}
	like := func(args ...string) opener {
		return hundredninetyfirstScript(py, "py/hundredninetyfirst_demo.py", args...)
	}
	nzsql := like("nzsql")
	gsql := like("gsql")
	aql := like("aql")
	fdbcli := like("fdbcli")
	pulsar := like("pulsar-shell")
	asadmin := like("asadmin")
	wlst := like("wlst")
	yc := like("yc")
	const (
		nzPrompt = "SYSTEM.ADMIN(ADMIN)=>"
		gsPrompt = "openGauss=#"
		user     = "Enter admin user name"
	)
	folders := []string{"1|default (id = b1g5r6h11knotfr8vjp7)", "2|Create a new folder"}
	return []corpusCase{
		// SQL shells with prompts of their own: Netezza's nzsql at first
		// sight, after a query's table, and at its `->` continuation
		// prompt; openGauss's gsql at first sight and with a query typed
		// but not entered (driven again: its step first waited for
		// `version()` to appear, which the wait never saw though the
		// screen held it; it now types it and settles).
		needs(is(modes.REPL, "nzsql-like", "nzsql-like", nzsql, wait(nzPrompt)), py),
		needs(is(modes.REPL, "nzsql-like-after-query", "nzsql-like", nzsql, wait(nzPrompt),
			typed("select count(*) from _v_table;", "(1 row)"), settle), py),
		needs(is(modes.REPL, "nzsql-like-continued", "nzsql-like", nzsql, wait(nzPrompt),
			typed("select count(*)", "(ADMIN)->"), settle), py),
		needs(is(modes.REPL, "gsql-like", "gsql-like", gsql, wait(gsPrompt)), py),
		needs(is(modes.REPL, "gsql-like-typed", "gsql-like", gsql, wait(gsPrompt),
			step{text: "select version()"}, settle), py),

		// Key-value shells: Aerospike's aql at first sight and after
		// `show namespaces`'s table, FoundationDB's fdbcli at first sight
		// and after `get hello`.
		needs(is(modes.REPL, "aql-like", "aql-like", aql, wait("aql>")), py),
		needs(is(modes.REPL, "aql-like-after-command", "aql-like", aql, wait("aql>"),
			typed("show namespaces", "rows in set"), settle), py),
		needs(is(modes.REPL, "fdbcli-like", "fdbcli-like", fdbcli, wait("fdb>")), py),
		needs(is(modes.REPL, "fdbcli-like-after-command", "fdbcli-like", fdbcli, wait("fdb>"),
			typed("get hello", "is `world'"), settle), py),

		// A message queue's console: Apache Pulsar's pulsar-shell at its
		// green `default(localhost)> ` prompt.
		needs(is(modes.REPL, "pulsar-shell-like", "pulsar-shell-like", pulsar, wait("default(localhost)>")), py),

		// Admin consoles asking for a login: GlassFish's `asadmin login`
		// (its user name, its password with echo off, the user name asked
		// again after a wrong password), and WebLogic's WLST at first
		// sight and in connect()'s user name and password.
		needs(ask("asadmin-like", "asadmin-like", asadmin, want(modes.Text, "Enter admin user name [Enter to accept default]>", ""), wait(user)), py),
		needs(ask("asadmin-like-password", "asadmin-like", asadmin, want(modes.Password, "Enter admin password>", ""),
			wait(user), typed("admin", "admin password>")), py),
		needs(ask("asadmin-like-again", "asadmin-like", asadmin, want(modes.Text, "Enter admin user name [Enter to accept default]>", ""),
			wait(user), typed("admin", "admin password>"), secret("wrong", "(Usually, this means"), settle), py),
		needs(is(modes.REPL, "wlst-like", "wlst-like", wlst, wait("wls:/offline>")), py),
		needs(ask("wlst-like-username", "wlst-like", wlst, want(modes.Text, "Please enter your username :", ""),
			wait("wls:/offline>"), typed("connect()", "your username :")), py),
		needs(ask("wlst-like-password", "wlst-like", wlst, want(modes.Password, "Please enter your password :", ""),
			wait("wls:/offline>"), typed("connect()", "your username :"), typed("weblogic", "your password :")), py),

		// A cloud CLI's set-up wizard: Yandex Cloud's `yc init`, its
		// OAuth token, its numbered folders over `Please enter your
		// numeric choice: `, the same asked again after 5 (`Please enter
		// a value between 1 and 2: `), and its `[Y/n]` zone question.
		needs(ask("yc-like", "yc-like", yc, want(modes.Text, "Please enter OAuth token:", ""), wait("OAuth token:")), py),
		needs(ask("yc-like-folder", "yc-like", yc, want(modes.Select, "Please choose folder to use:", "", folders...),
			wait("OAuth token:"), typed("y0_AgAAAArelayexample", "numeric choice:")), py),
		needs(ask("yc-like-folder-again", "yc-like", yc, want(modes.Select, "Please choose folder to use:", "", folders...),
			wait("OAuth token:"), typed("y0_AgAAAArelayexample", "numeric choice:"), typed("5", "between 1 and 2:")), py),
		needs(ask("yc-like-zone", "yc-like", yc, yesNo("Do you want to configure a default Compute zone?", "yes"),
			wait("OAuth token:"), typed("y0_AgAAAArelayexample", "numeric choice:"), typed("1", "Compute zone?")), py),
	}
}

// TestModesHundredninetyfirst drives the hundredninetyfirst set live to
// the labelled moment and, with -update, stores its screens, labels and
// facts for modes' TestSetsAccuracy/hundredninetyfirst. Whether the
// classifier reads them right is that test's measure, not a failure here.
func TestModesHundredninetyfirst(t *testing.T) {
	captureSet(t, hundredninetyfirstDir, hundredninetyfirstSet())
}
