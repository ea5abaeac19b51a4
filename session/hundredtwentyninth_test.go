package session

import (
	"testing"

	"github.com/agentty/agentty/modes"
)

// hundredtwentyninthDir holds the hundredtwentyninth set (issue 44,
// hundred-and-twenty-ninth round): live cases of database and cloud
// consoles, debuggers stopped in a program, login and unlock prompts,
// licence questions and per-file merge questions, each imitated by a
// fixture of its own printing, on the main screen, what a tool that
// cannot run here prints at one of its moments (its words, layout,
// defaults, cursor and terminal modes: a line at a time through the
// terminal's line discipline, or in raw mode echoing what is typed
// itself as a Java line editor does), none of them named by any other
// test, table, fixture or doc of agentty. Each case's label was written
// from what the imitated tool means to a person and committed before its
// screen was captured.
// trino-like-continuation, which timed out at the first capture (the
// imitation wrote its prompt before going raw and flushed what was typed),
// was driven again once the imitation went raw before its first prompt,
// its steps and label unchanged.
const hundredtwentyninthDir = "../testdata/modes-hundredtwentyninth"

// hundredtwentyninthScript runs the set's Python script, with Debian's
// python3.
var hundredtwentyninthScript = setFixtures("hundredtwentyninth").script

// hundredtwentyninthSet is the hundredtwentyninth set. Labels say what a
// person reads on the screen; "…" in a question or default stands for any
// text.
func hundredtwentyninthSet() []corpusCase {
	is, ask, needs, wait := isCase, askCase, needing, waitFor
	py := pythonPath
	typed := func(s, expect string) step { return step{text: s, enter: true, expect: expect, timeout: setSlow} }
	like := func(args ...string) opener {
		return hundredtwentyninthScript(py, "py/hundredtwentyninth_demo.py", args...)
	}
	trino := like("trino")
	beeline := like("beeline")
	vsql := like("vsql")
	bashdb := like("bashdb")
	dbx := like("dbx")
	duo := like("duo")
	ykman := like("ykman")
	awsVault := like("aws-vault")
	veracrypt := like("veracrypt")
	sophos := like("sophos")
	mergemaster := like("mergemaster")
	rpmconf := like("rpmconf")
	const hive = "jdbc:hive2://localhost:10000"
	connect := typed("!connect "+hive, "Enter username")
	deal := func(file string) *modes.Prompt {
		return want(modes.Choice, "How should I deal with this?", "Leave it for later",
			"d|delete the temporary "+file, "i|install the temporary "+file,
			"m|merge the temporary and installed versions", "v|view the diff results again")
	}
	return []corpusCase{
		// Database consoles whose prompt comes back after each statement
		// and changes on a statement's second line: the Trino CLI
		// (`trino> `, `     -> `; raw mode, the program echoing), at
		// first, in a statement left open and after a query's table;
		// Hive's beeline (raw mode) at `beeline> `, asking `!connect`'s
		// user name and password (masked with `*`), then connected
		// (`0: jdbc:hive2://localhost:10000> `) in a statement left open
		// (`. . . … .> `); Vertica's vsql asking its password with echo
		// off, then at `dbadmin=> ` and in a statement left open
		// (`dbadmin-> `).
		needs(is(modes.REPL, "trino-like", "trino-like", trino, wait("trino>")), py),
		needs(is(modes.REPL, "trino-like-continuation", "trino-like", trino, wait("trino>"), typed("SELECT count(*)", "->")), py),
		needs(is(modes.REPL, "trino-like-after-query", "trino-like", trino, wait("trino>"),
			typed("SELECT count(*) FROM tpch.tiny.nation;", "rows/s")), py),
		needs(is(modes.REPL, "beeline-like", "beeline-like", beeline, wait("beeline>")), py),
		needs(ask("beeline-like-username", "beeline-like", beeline, want(modes.Text, "Enter username for "+hive+":", ""),
			wait("beeline>"), connect), py),
		needs(ask("beeline-like-password", "beeline-like", beeline, want(modes.Password, "Enter password for "+hive+":", ""),
			wait("beeline>"), connect, typed("ada", "Enter password")), py),
		needs(is(modes.REPL, "beeline-like-continuation", "beeline-like", beeline, wait("beeline>"), connect,
			typed("ada", "Enter password"), typed("hunter22", "10000>"), typed("SELECT name", ". .>")), py),
		needs(ask("vsql-like-password", "vsql-like", vsql, want(modes.Password, "Password:", ""), wait("Password:")), py),
		needs(is(modes.REPL, "vsql-like", "vsql-like", vsql, wait("Password:"), typed("hunter22", "dbadmin=>")), py),
		needs(is(modes.REPL, "vsql-like-continuation", "vsql-like", vsql, wait("Password:"), typed("hunter22", "dbadmin=>"),
			typed("SELECT node_name", "dbadmin->")), py),

		// Debuggers stopped in a program, at their prompt: bashdb at a
		// script's first command (`bashdb<0> `) and after `next`
		// (`bashdb<1> `); dbx stopped in main (`(dbx) `).
		needs(is(modes.REPL, "bashdb-like", "bashdb-like", bashdb, wait("bashdb<0>")), py),
		needs(is(modes.REPL, "bashdb-like-after-next", "bashdb-like", bashdb, wait("bashdb<0>"), typed("next", "bashdb<1>")), py),
		needs(is(modes.REPL, "dbx-like", "dbx-like", dbx, wait("stopped in main")), py),

		// Login and unlock prompts: Duo's login_duo, a passcode or one of
		// three numbered options; ykman's PIV PINs, echo off (the current,
		// then the new); aws-vault's MFA code, echoed; VeraCrypt's volume
		// password, echo off, and after it, its PIM and its keyfile, its
		// `(y=Yes/n=No) [No]` question.
		needs(ask("duo-like", "duo-like", duo, want(modes.Select, "Passcode or option (1-3):", "",
			"1|Duo Push to XXX-XXX-1234", "2|Phone call to XXX-XXX-1234", "3|SMS passcodes to XXX-XXX-1234"), wait("Passcode or option")), py),
		needs(ask("ykman-like", "ykman-like", ykman, want(modes.Password, "Enter the current PIN:", ""), wait("current PIN")), py),
		needs(ask("ykman-like-new", "ykman-like", ykman, want(modes.Password, "Enter the new PIN:", ""),
			wait("current PIN"), typed("123456", "new PIN")), py),
		needs(ask("aws-vault-like", "aws-vault-like", awsVault, want(modes.Text, "Enter MFA code for arn:aws:iam::123456789012:mfa/ada:", ""),
			wait("Enter MFA code")), py),
		needs(ask("veracrypt-like", "veracrypt-like", veracrypt, want(modes.Password, "Enter password for /home/ada/secret.hc:", ""),
			wait("Enter password")), py),
		needs(ask("veracrypt-like-hidden", "veracrypt-like", veracrypt, yesNo("Protect hidden volume (if any)?", "no"),
			wait("Enter password"), typed("correct horse", "Enter PIM"), typed("", "Enter keyfile"), typed("", "Protect hidden")), py),

		// A licence question: Sophos Anti-Virus's installer, `Do you
		// accept the licence? Yes(Y)/No(N) [N]` over a `> ` row.
		needs(ask("sophos-like", "sophos-like", sophos, yesNo("Do you accept the licence?", "no"), wait("accept the licence")), py),

		// Merge questions per file with letter keys: FreeBSD's
		// mergemaster (`d`, `i`, `m`, `v` explained above `How should I
		// deal with this? [Leave it for later] `), at its first file and,
		// after `d`, at its second; rpmconf's changed sshd_config, its
		// letters explained above `(Y/I/N/O/D/M/Z/S) [default=N] ?`.
		needs(ask("mergemaster-like", "mergemaster-like", mergemaster, deal("./etc/ssh/sshd_config"), wait("Leave it for later")), py),
		needs(ask("mergemaster-like-second", "mergemaster-like", mergemaster, deal("./etc/login.conf"),
			wait("Leave it for later"), typed("d", "temporary ./etc/login.conf")), py),
		needs(ask("rpmconf-like", "rpmconf-like", rpmconf, want(modes.Choice, "What would you like to do about it ?", "N",
			"Y|install the package maintainer's version", "I|install the package maintainer's version",
			"N|keep your currently-installed version", "O|keep your currently-installed version",
			"D|show the differences between the versions", "M|merge configuration files",
			"Z|background this process to examine the situation", "S|skip this file"), wait("[default=N]")), py),
	}
}

// TestModesHundredtwentyninth drives the hundredtwentyninth set live to
// the labelled moment and, with -update, stores its screens, labels and
// facts for modes' TestSetsAccuracy/hundredtwentyninth. Whether the
// classifier reads them right is that test's measure, not a failure
// here.
func TestModesHundredtwentyninth(t *testing.T) {
	captureSet(t, hundredtwentyninthDir, hundredtwentyninthSet())
}
