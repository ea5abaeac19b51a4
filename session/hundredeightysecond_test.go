package session

import (
	"testing"

	"github.com/agentty/agentty/modes"
)

// hundredeightysecondDir holds the hundredeightysecond set (issue 44,
// hundred-and-eighty-second round): live cases of the password,
// passphrase and PIN prompts of tools that cannot run here (disk
// encryption, a smart card's and a wallet's keys, database and VPN
// clients, sudo-like and console-lock prompts), each imitated by a
// fixture of its own that prints, on the main screen and a line at a
// time, the tool's own words, asked with echo off (getpass) or in raw
// mode with a star for each character typed; each at first sight, some
// with a few characters typed and some asked again after a wrong answer.
// None of the tools is named by any other test, table, fixture or doc of
// agentty. Each case's label was written from what the imitated tool
// means to a person and committed before its screen was captured. Three
// cases (sqlcl-like-typed, sudo-rs-like-typed, sudo-rs-like-again) were
// driven again after the first capture timed out on them: the fixture's
// raw-mode reader showed its prompt before making the terminal raw, and
// now makes it raw first, as the tools do; steps and labels unchanged.
const hundredeightysecondDir = "../testdata/modes-hundredeightysecond"

// hundredeightysecondScript runs the set's Python script, with Debian's
// python3.
var hundredeightysecondScript = setFixtures("hundredeightysecond").script

// hundredeightysecondSet is the hundredeightysecond set. Labels say what a
// person reads on the screen.
func hundredeightysecondSet() []corpusCase {
	ask, needs, wait, settle := askCase, needing, waitFor, settled
	py := pythonPath
	typed := func(s, expect string) step { return step{text: s, enter: true, expect: expect, timeout: setSlow} }
	keyed := func(s string) step { return step{text: s, timeout: setSlow} }
	like := func(tool string) opener {
		return hundredeightysecondScript(py, "py/hundredeightysecond_demo.py", tool)
	}
	geli := like("geli")
	dislocker := like("dislocker")
	piv := like("yubico-piv-tool")
	monero := like("monero-wallet-cli")
	sqlcl := like("sqlcl")
	hdbsql := like("hdbsql")
	gp := like("globalprotect")
	sudors := like("sudo-rs")
	physlock := like("physlock")
	pkexec := like("pkexec")
	pw := func(q string) *modes.Prompt { return want(modes.Password, q, "") }
	const wrong = "wrong horse"
	const geliAsk, sqlclAsk, sudoAsk, lockAsk = "Enter passphrase for ada0p3:", "Password? (**********?)", "[sudo: authenticate] Password:", "ada's password:"
	sqlclUser := want(modes.Text, "Username? (RETRYING)", "ada/*********@//db.example.com:1521/FREEPDB1")
	gpUser := want(modes.Text, "username", "ada")
	return []corpusCase{
		// Disk encryption: geli's passphrase at boot (first sight, a few
		// characters typed unseen, asked again after a wrong key with
		// the tries left), dislocker's user password.
		needs(ask("geli-like", "geli-like", geli, pw(geliAsk), wait("Enter passphrase")), py),
		needs(ask("geli-like-typed", "geli-like", geli, pw(geliAsk), wait("Enter passphrase"), keyed("hunt"), settle), py),
		needs(ask("geli-like-again", "geli-like", geli, pw(geliAsk), wait("Enter passphrase"), typed(wrong, "Tries left: 2")), py),
		needs(ask("dislocker-like", "dislocker-like", dislocker, pw("Enter the user password:"), wait("user password")), py),

		// Keys: a smart card's PIN (yubico-piv-tool's verify-pin), a
		// wallet file's password (monero-wallet-cli, below its banner).
		needs(ask("yubico-piv-tool-like", "yubico-piv-tool-like", piv, pw("Enter PIN:"), wait("Enter PIN")), py),
		needs(ask("monero-wallet-cli-like", "monero-wallet-cli-like", monero, pw("Wallet password:"), wait("Wallet password")), py),

		// Database clients: SQLcl's password masked with stars (first
		// sight, four characters typed), the user asked again after a
		// refused logon (its last answer the default), then the password
		// again; hdbsql's bare password.
		needs(ask("sqlcl-like", "sqlcl-like", sqlcl, pw(sqlclAsk), wait("Password?")), py),
		needs(ask("sqlcl-like-typed", "sqlcl-like", sqlcl, pw(sqlclAsk), wait("Password?"), step{text: "hunt", expect: "?) ****", timeout: setSlow}), py),
		needs(ask("sqlcl-like-retry", "sqlcl-like", sqlcl, sqlclUser, wait("Password?"), typed(wrong, "RETRYING")), py),
		needs(ask("sqlcl-like-again", "sqlcl-like", sqlcl, pw(sqlclAsk), wait("Password?"), typed(wrong, "RETRYING"),
			step{enter: true, timeout: setSlow}, settle), py),
		needs(ask("hdbsql-like", "hdbsql-like", hdbsql, pw("Password:"), wait("Password")), py),

		// A VPN client: GlobalProtect's login credentials, the user with
		// a default, the password, and the user again after refused
		// credentials.
		needs(ask("globalprotect-like", "globalprotect-like", gp, gpUser, wait("username(ada)")), py),
		needs(ask("globalprotect-like-password", "globalprotect-like", gp, pw("Password:"), wait("username(ada)"),
			step{enter: true, expect: "Password:", timeout: setSlow}), py),
		needs(ask("globalprotect-like-again", "globalprotect-like", gp, gpUser, wait("username(ada)"),
			step{enter: true, expect: "Password:", timeout: setSlow}, typed(wrong, "Authentication failed"), settle), py),

		// sudo-like and login-like prompts: sudo-rs's password fed back
		// with stars (first sight, four typed, asked again after a wrong
		// one), physlock's console lock (first sight, typed unseen, again
		// after a failure), pkexec's text agent.
		needs(ask("sudo-rs-like", "sudo-rs-like", sudors, pw(sudoAsk), wait("Password:")), py),
		needs(ask("sudo-rs-like-typed", "sudo-rs-like", sudors, pw(sudoAsk), wait("Password:"), step{text: "hunt", expect: "Password: ****", timeout: setSlow}), py),
		needs(ask("sudo-rs-like-again", "sudo-rs-like", sudors, pw(sudoAsk), wait("Password:"), typed(wrong, "try again")), py),
		needs(ask("physlock-like", "physlock-like", physlock, pw(lockAsk), wait("password:")), py),
		needs(ask("physlock-like-typed", "physlock-like", physlock, pw(lockAsk), wait("password:"), keyed("hunt"), settle), py),
		needs(ask("physlock-like-again", "physlock-like", physlock, pw(lockAsk), wait("password:"), typed(wrong, "Authentication failure")), py),
		needs(ask("pkexec-like", "pkexec-like", pkexec, pw("Password:"), wait("Password:")), py),
	}
}

// TestModesHundredeightysecond drives the hundredeightysecond set live to
// the labelled moment and, with -update, stores its screens, labels and
// facts for modes' TestSetsAccuracy/hundredeightysecond. Whether the
// classifier reads them right is that test's measure, not a failure here.
func TestModesHundredeightysecond(t *testing.T) {
	captureSet(t, hundredeightysecondDir, hundredeightysecondSet())
}
