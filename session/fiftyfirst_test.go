package session

import (
	"testing"
	"time"

	"github.com/agentty/agentty/modes"
)

// fiftyfirstDir holds the fiftyfirst set (issue 44, fifty-first round):
// live cases of Debian tools that ask line questions while they set
// something up, of Debian consoles and REPLs, and of a Debian Perl
// prompt module, that no other test, table, fixture or doc of agentty
// names, made after the fiftieth round, to measure the classifier once
// as it was on programs nobody here had looked at. Each case's label
// (mode, state, prompt kind, question, default, options and the
// highlighted one) was written from what the program is known to draw
// (its documentation and source, and the program run by hand outside
// agentty) and committed before its screen was captured.
const fiftyfirstDir = "../testdata/modes-fiftyfirst"

// fiftyfirstScript runs one of the fiftyfirst set's Perl scripts with
// Debian's interpreter.
var fiftyfirstScript = setFixtures("fiftyfirst").script

// fiftyfirstZNCWait bounds the wait for ZNC's first question: run as
// root (with --allow-root) it warns and waits 30 seconds before it asks.
const fiftyfirstZNCWait = 75 * time.Second

// fiftyfirstSet is the fiftyfirst set. Labels say what a person reads on
// the screen; "…" in a question or default stands for any text.
func fiftyfirstSet() []corpusCase {
	is, ask, needs, wait, settle := isCase, askCase, needing, waitFor, settled
	perl := perlPath
	typed := func(s, expect string) step { return step{text: s, enter: true, expect: expect, timeout: setSlow} }
	enter := func(expect string) step { return step{enter: true, expect: expect, timeout: setSlow} }
	znc := unseenHome(notes, "znc", "--allow-root", "--makeconf")
	port := step{expect: "Listen on port", timeout: fiftyfirstZNCWait}
	ocpasswd := unseenHome(notes, "ocpasswd", "-c", "{dir}/ocpasswd", "relay")
	occtl := unseenHome(notes, "occtl")
	const occtlBanner = "For help type ? or 'help'"
	tarantool := unseenHome(notes, "tarantool")
	sysadm := func(kind string) opener { return fiftyfirstScript(perl, "pl/fiftyfirst_demo.pl", kind) }
	const branch, secret = "Which branch should the release be cut from?", "Deploy key passphrase:"
	mirror := want(modes.Select, "Which mirror should serve the images?", "2", "1|mirror-fra", "2|mirror-ord", "3|mirror-nrt")
	return []corpusCase{
		// ZNC's configuration asked on lines ("[ ?? ] …"): the port to
		// listen on, its confirm after a port browsers reject, its
		// yes/no questions with the default in brackets, the admin's
		// name, password (asked twice) and nick (its default the name).
		needs(ask("znc-port", "znc", znc, want(modes.Text, "Listen on port (1025 to 65534):", ""), port), "znc"),
		needs(ask("znc-proceed", "znc", znc, yesNo("Proceed anyway?", "yes"), port, typed("6697", "Proceed anyway?")), "znc"),
		needs(ask("znc-ssl", "znc", znc, yesNo("Listen using SSL…", "no"), port, typed("12000", "Listen using SSL")), "znc"),
		needs(ask("znc-ipv6", "znc", znc, yesNo("Listen using both IPv4 and IPv6…", "yes"), port, typed("12000", "Listen using SSL"), enter("IPv6")), "znc"),
		needs(ask("znc-username", "znc", znc, want(modes.Text, "Username (alphanumeric):", ""),
			port, typed("12000", "Listen using SSL"), enter("IPv6"), enter("Username")), "znc"),
		needs(ask("znc-password", "znc", znc, want(modes.Password, "Enter password:", ""),
			port, typed("12000", "Listen using SSL"), enter("IPv6"), enter("Username"), typed("relay", "Enter password")), "znc"),
		needs(ask("znc-password-again", "znc", znc, want(modes.Password, "Confirm password:", ""),
			port, typed("12000", "Listen using SSL"), enter("IPv6"), enter("Username"), typed("relay", "Enter password"), typed("hunter22", "Confirm password")), "znc"),
		needs(ask("znc-nick", "znc", znc, want(modes.Text, "Nick…", "relay"),
			port, typed("12000", "Listen using SSL"), enter("IPv6"), enter("Username"), typed("relay", "Enter password"), typed("hunter22", "Confirm password"),
			typed("hunter22", "Nick")), "znc"),

		// ocserv's ocpasswd, a new user's password asked twice.
		needs(ask("ocpasswd", "ocpasswd", ocpasswd, want(modes.Password, "Enter password:", ""), wait("Enter password")), "ocpasswd"),
		needs(ask("ocpasswd-again", "ocpasswd", ocpasswd, want(modes.Password, "Re-enter password:", ""), wait("Enter password"), typed("hunter22", "Re-enter")), "ocpasswd"),

		// Consoles and REPLs, at their prompt and after a command:
		// ocserv's control console occtl (no server running, so a
		// command that asks it fails), Tarantool's Lua console.
		needs(is(modes.REPL, "occtl", "occtl", occtl, wait(occtlBanner), settle), "occtl"),
		needs(is(modes.REPL, "occtl-after-help", "occtl", occtl, wait(occtlBanner), typed("help", "Exits this application"), settle), "occtl"),
		needs(is(modes.REPL, "occtl-after-error", "occtl", occtl, wait(occtlBanner), typed("show status", "error connecting"), settle), "occtl"),
		needs(is(modes.REPL, "tarantool", "tarantool", tarantool, wait("tarantool>"), settle), "tarantool"),
		needs(is(modes.REPL, "tarantool-after-command", "tarantool", tarantool, wait("tarantool>"), typed("6*7", "- 42"), settle), "tarantool"),

		// Perl's Sysadm::Install: a line with its default in brackets,
		// a numbered pick with its default, a passphrase.
		needs(ask("sysadm-install-ask", "Sysadm::Install", sysadm("ask"), want(modes.Text, branch, "release-7"), wait("[release-7]>")), perl),
		needs(ask("sysadm-install-pick", "Sysadm::Install", sysadm("pick"), mirror, wait("images? [2]>")), perl),
		needs(ask("sysadm-install-password", "Sysadm::Install", sysadm("password"), want(modes.Password, secret, ""), wait("passphrase")), perl),
	}
}

// TestModesFiftyfirst drives the fiftyfirst set live to the labelled
// moment and, with -update, stores its screens, labels and facts for
// modes' TestSetsAccuracy/fiftyfirst. Whether the classifier reads them
// right is that test's measure, not a failure here.
func TestModesFiftyfirst(t *testing.T) { captureSet(t, fiftyfirstDir, fiftyfirstSet()) }
