package session

import (
	"net"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/agentty/agentty/modes"
)

// twohundredthirtysixthDir holds the twohundredthirtysixth set (issue 44,
// two-hundred-and-thirty-sixth round): live cases of real Debian tools of
// system administration that ask on their own line or draw a console or
// a monitor, none of them named by any other test, table, fixture or doc
// of agentty, each installed with apt-get and run in a home of its own:
// 389 Directory Server's dscreate, whose interactive install asks its
// questions one under another with their defaults in brackets and the
// Directory Manager's password twice; Varnish Cache's varnishadm, its
// CLI's console, and varnishstat, its full-screen counters, both over a
// varnishd the case starts on the loopback; sscg, a generator of a CA
// and a service certificate that asks for each key's pass phrase;
// owncloudcmd, ownCloud's command-line sync client, that asks for a user
// name and a password; ldapvi, an LDAP editor whose login asks for a
// bind password; and ods-enforcer-db-setup, OpenDNSSEC's database setup,
// that asks before erasing its database. Each case's label (mode, state,
// prompt kind, question, default and options) was written from the
// program run by hand in tmux outside agentty, at 80x24, and committed
// before its screen was captured.
const twohundredthirtysixthDir = "../testdata/modes-twohundredthirtysixth"

// The twohundredthirtysixth set's programs.
const (
	twohundredthirtysixthDscreate    = "/usr/sbin/dscreate"
	twohundredthirtysixthVarnishd    = "/usr/sbin/varnishd"
	twohundredthirtysixthVarnishadm  = "/usr/bin/varnishadm"
	twohundredthirtysixthVarnishstat = "/usr/bin/varnishstat"
	twohundredthirtysixthSscg        = "/usr/bin/sscg"
	twohundredthirtysixthOwncloudcmd = "/usr/bin/owncloudcmd"
	twohundredthirtysixthLdapvi      = "/usr/bin/ldapvi"
	twohundredthirtysixthOdsDBSetup  = "/usr/sbin/ods-enforcer-db-setup"
)

// twohundredthirtysixthPort is a free port of the loopback.
func twohundredthirtysixthPort(t *testing.T) string {
	t.Helper()
	l, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	port := l.Addr().(*net.TCPAddr).Port
	if err := l.Close(); err != nil {
		t.Fatal(err)
	}
	return strconv.Itoa(port)
}

// twohundredthirtysixthVarnish starts varnishd in the foreground (as the
// user running the test, its listener and CLI on free ports of the
// loopback, a backend nobody serves, its working directory in the case's
// home), waits for its child to run, and runs tool (varnishadm or
// varnishstat) on that working directory. varnishd is stopped when the
// case ends.
func twohundredthirtysixthVarnish(tool string) opener {
	return func(t *testing.T, f *fixtures) Options {
		dir := t.TempDir()
		notes(t, dir)
		work := filepath.Join(dir, "varnish")
		srv := exec.Command(twohundredthirtysixthVarnishd, "-F", "-j", "none", "-n", work,
			"-a", "127.0.0.1:"+twohundredthirtysixthPort(t), "-T", "127.0.0.1:"+twohundredthirtysixthPort(t),
			"-b", "127.0.0.1:9", "-s", "malloc,16m")
		if err := srv.Start(); err != nil {
			t.Fatalf("varnishd: %v", err)
		}
		t.Cleanup(func() {
			_ = srv.Process.Signal(syscall.SIGTERM)
			done := make(chan struct{})
			go func() { _ = srv.Wait(); close(done) }()
			select {
			case <-done:
			case <-time.After(10 * time.Second):
				_ = srv.Process.Kill()
				<-done
			}
		})
		up := false
		for end := time.Now().Add(setSlow); time.Now().Before(end); time.Sleep(200 * time.Millisecond) {
			out, err := exec.Command(twohundredthirtysixthVarnishadm, "-n", work, "status").CombinedOutput()
			if err == nil && strings.Contains(string(out), "running") {
				up = true
				break
			}
		}
		if !up {
			t.Fatal("varnishd's child did not run")
		}
		return Options{Argv: []string{tool, "-n", work}, Cwd: dir, Env: map[string]string{"HOME": dir, "PWD": dir}}
	}
}

// twohundredthirtysixthSet is the twohundredthirtysixth set. Labels say
// what a person reads on the screen; "…" in a question or default stands
// for any text.
func twohundredthirtysixthSet() []corpusCase {
	is, ask, needs, wait, settle := isCase, askCase, needing, waitFor, settled
	typed := func(s, expect string) step { return step{text: s, enter: true, expect: expect, timeout: setSlow} }
	enter := func(expect string) step { return step{keys: "<enter>", expect: expect, timeout: setSlow} }
	secret := func(s string) step { return step{text: s, secret: true} }
	secretEnter := func(s, expect string) step {
		return step{text: s, secret: true, enter: true, expect: expect, timeout: setSlow}
	}
	key := func(k, expect string) step { return step{keys: k, expect: expect, timeout: setSlow} }
	pw := func(q string) *modes.Prompt { return want(modes.Password, q, "") }

	dscreate := unseenHome(notes, twohundredthirtysixthDscreate, "interactive")
	const dsUp = "Selinux support will be disabled, continue?"
	// toPassword answers dscreate's questions with their defaults up to
	// the Directory Manager's password.
	toPassword := []step{wait(dsUp), enter("Enter system's hostname"), enter("Enter the instance name"),
		enter("Enter port number"), enter("Create self-signed certificate database"),
		enter("Enter secure port number"), enter("Enter Directory Manager DN"), enter("Directory Manager password:")}
	toSamples := append(append([]step{}, toPassword...), secretEnter("Pine-2024x", "Confirm the Directory Manager Password:"),
		secretEnter("Pine-2024x", "Enter the database suffix"), enter("Create sample entries"))
	toReady := append(append([]step{}, toSamples...), enter("Create just the top suffix entry"),
		enter("start the instance after the installation"), enter("Are you ready to install?"))
	at := func(steps []step, more ...step) []step { return append(append([]step{}, steps...), more...) }

	adm := twohundredthirtysixthVarnish(twohundredthirtysixthVarnishadm)
	stat := twohundredthirtysixthVarnish(twohundredthirtysixthVarnishstat)
	varnishNeeds := []string{twohundredthirtysixthVarnishd, twohundredthirtysixthVarnishadm, twohundredthirtysixthVarnishstat}
	const admUp, statUp = "varnish>", "Press <h> to toggle help screen"

	sscg := unseenHome(notes, twohundredthirtysixthSscg, "--ca-key-file", "ca.key", "-C", "--cert-key-password-prompt")
	const pem, verify = "Enter PEM pass phrase:", "Verifying - Enter PEM pass phrase:"

	oc := unseenHome(shPrep("mkdir sync"), twohundredthirtysixthOwncloudcmd, "sync", "http://127.0.0.1:9/")
	ldapvi := unseenHome(notes, twohundredthirtysixthLdapvi, "-h", "ldap://127.0.0.1:9",
		"-D", "cn=admin,dc=example,dc=org", "-b", "dc=example,dc=org")
	ods := unseenHome(notes, twohundredthirtysixthOdsDBSetup)

	return []corpusCase{
		// dscreate interactive: under `Install Directory Server
		// (interactive mode)`, its underline and `selinux is disabled,
		// will not relabel ports or files.`, each question on its own
		// row after a blank one, its default in brackets: at first
		// `Selinux support will be disabled, continue? [yes]:` (a
		// confirm whose default is yes); after Enter to each, `Enter
		// port number [389]:` (text, default 389); `Enter the Directory
		// Manager password:` and, after one typed, `Confirm the
		// Directory Manager Password:`, echo off (passwords); `Create
		// sample entries in the suffix [no]:` (a confirm, default no);
		// and at last `Are you ready to install? [no]:` (a confirm,
		// default no).
		needs(ask("dscreate", "dscreate", dscreate, yesNo("Selinux support will be disabled, continue?", "yes"),
			wait(dsUp), settle), twohundredthirtysixthDscreate),
		needs(ask("dscreate-port", "dscreate", dscreate, want(modes.Text, "Enter port number", "389"),
			at(toPassword[:4], settle)...), twohundredthirtysixthDscreate),
		needs(ask("dscreate-password", "dscreate", dscreate, pw("Enter the Directory Manager password:"),
			at(toPassword, settle)...), twohundredthirtysixthDscreate),
		needs(ask("dscreate-password-confirm", "dscreate", dscreate, pw("Confirm the Directory Manager Password:"),
			at(toPassword, secretEnter("Pine-2024x", "Confirm the Directory Manager Password:"), settle)...), twohundredthirtysixthDscreate),
		needs(ask("dscreate-samples", "dscreate", dscreate, yesNo("Create sample entries in the suffix", "no"),
			at(toSamples, settle)...), twohundredthirtysixthDscreate),
		needs(ask("dscreate-ready", "dscreate", dscreate, yesNo("Are you ready to install?", "no"),
			at(toReady, settle)...), twohundredthirtysixthDscreate),

		// varnishadm: its banner (`200`, `Varnish Cache CLI 1.0`
		// between dashed rows, the platform and version rows, `Type
		// 'help' for command list.`, `Type 'quit' to close CLI
		// session.`) over `varnish> `; after `status` (`200`, `Child in
		// state running`), after `backend.list` (`200` and a table of
		// `Backend name   Admin      Probe    Health     Last change`
		// over `boot.default`), and after a command it does not know
		// (`101`, `Unknown request.`, `Type 'help' for more info.`),
		// all REPLs: a server's console.
		needs(is(modes.REPL, "varnishadm", "varnishadm", adm, wait(admUp), settle), varnishNeeds...),
		needs(is(modes.REPL, "varnishadm-status", "varnishadm", adm, wait(admUp),
			typed("status", "Child in state running"), settle), varnishNeeds...),
		needs(is(modes.REPL, "varnishadm-backends", "varnishadm", adm, wait(admUp),
			typed("backend.list", "boot.default"), settle), varnishNeeds...),
		needs(is(modes.REPL, "varnishadm-unknown", "varnishadm", adm, wait(admUp),
			typed("vcl.lst", "Unknown request."), settle), varnishNeeds...),

		// varnishstat: full-screen counters redrawn each second (the
		// uptimes and hit rates at the top, `Press <h> to toggle help
		// screen`, a reverse header `NAME CURRENT CHANGE AVERAGE
		// AVG_10` over the counters, the selected one in bold, the
		// selected counter's name and description at the foot): at
		// first, moved down a counter, and with h's help (the keys and
		// what they do) under the same top rows, all TUIs: a monitor.
		needs(is(modes.TUI, "varnishstat", "varnishstat", stat, wait(statUp), settle), varnishNeeds...),
		needs(is(modes.TUI, "varnishstat-moved", "varnishstat", stat, wait(statUp), settle,
			step{keys: "<down>"}, settle), varnishNeeds...),
		needs(is(modes.TUI, "varnishstat-help", "varnishstat", stat, wait(statUp), settle,
			key("h", "Toggle the help screen."), settle), varnishNeeds...),

		// sscg making a CA and a service certificate, each key under a
		// pass phrase asked for (-C, --cert-key-password-prompt): after
		// a few seconds of work, `Enter PEM pass phrase:` alone, echo
		// off; after one typed, `Verifying - Enter PEM pass phrase:`;
		// after both, `Wrote service certificate key to ….pem` and the
		// CA key's `Enter PEM pass phrase:`, all passwords.
		needs(ask("sscg", "sscg", sscg, pw(pem), wait(pem), settle), twohundredthirtysixthSscg),
		needs(ask("sscg-verify", "sscg", sscg, pw(verify), wait(pem), settle,
			secretEnter("pine1234", verify), settle), twohundredthirtysixthSscg),
		needs(ask("sscg-ca-key", "sscg", sscg, pw(pem), wait(pem), settle,
			secretEnter("pine1234", verify), secretEnter("pine1234", "Wrote service certificate key"), settle), twohundredthirtysixthSscg),

		// owncloudcmd syncing a folder with a server URL and no
		// credentials: `Please enter user name: ` (text, no default);
		// after a name, `Password for user ada: ` with echo off, at
		// first and with four letters typed it does not show
		// (passwords).
		needs(ask("owncloudcmd", "owncloudcmd", oc, want(modes.Text, "Please enter user name:", ""),
			wait("Please enter user name:"), settle), twohundredthirtysixthOwncloudcmd),
		needs(ask("owncloudcmd-password", "owncloudcmd", oc, pw("Password for user ada:"),
			wait("Please enter user name:"), typed("ada", "Password for user ada:"), settle), twohundredthirtysixthOwncloudcmd),
		needs(ask("owncloudcmd-password-typed", "owncloudcmd", oc, pw("Password for user ada:"),
			wait("Please enter user name:"), typed("ada", "Password for user ada:"), settle, secret("pine"), settle), twohundredthirtysixthOwncloudcmd),

		// ldapvi binding as a DN: its `--- Login` form (`Type M-h for
		// help on key bindings.`, `Filter or DN: cn=admin,…`) over an
		// indented `Password: `, at first and with four letters typed
		// (shown as `****`), passwords.
		needs(ask("ldapvi-password", "ldapvi", ldapvi, pw("Password:"), wait("Password:"), settle), twohundredthirtysixthLdapvi),
		needs(ask("ldapvi-password-typed", "ldapvi", ldapvi, pw("Password:"), wait("Password:"), settle,
			step{text: "pine", expect: "****", timeout: setSlow}, settle), twohundredthirtysixthLdapvi),

		// ods-enforcer-db-setup: `*WARNING* This will erase all data in
		// the database; are you sure? [y/N]` alone on its screen, a
		// confirm whose default is no.
		needs(ask("ods-enforcer-db-setup", "ods-enforcer-db-setup", ods,
			yesNo("*WARNING* This will erase all data in the database; are you sure?", "no"),
			wait("are you sure?"), settle), twohundredthirtysixthOdsDBSetup),
	}
}

// TestModesTwohundredthirtysixth drives the twohundredthirtysixth set
// live to the labelled moment and, with -update, stores its screens,
// labels and facts for modes' TestSetsAccuracy/twohundredthirtysixth.
// Whether the classifier reads them right is that test's measure, not a
// failure here.
func TestModesTwohundredthirtysixth(t *testing.T) {
	captureSet(t, twohundredthirtysixthDir, twohundredthirtysixthSet())
}
