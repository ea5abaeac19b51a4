package session

import (
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/agentty/agentty/modes"
)

// twohundredfiftiethDir holds the twohundredfiftieth set (issue 44,
// two-hundred-and-fiftieth round): live cases of real Debian tools of
// system administration and development that ask on their own line or
// keep a console, none of them named by any other test, table, fixture or
// doc of agentty, each package and program name grepped unnamed before it
// was chosen, each installed with apt-get and run in a home of its own:
// Rspamd's rspamadm, whose configwizard asks its questions one under
// another with `[Y/n]`, `[y/N]` and defaults in brackets (the
// controller's passphrase with echo off, the Redis servers, DKIM signing
// and its numbered modes), and whose pw asks a passphrase; Quassel's
// quasselcore, the IRC core's storage set up on its own lines (a
// PostgreSQL backend's user, password and port with defaults in
// brackets) and its users added or changed (a name, a password and the
// same again, echo off); GNU SASL's gsasl client, asking the server's
// mechanisms, a password and the server's data; ClusterShell's clush, a
// console running a command on nodes (through its exec worker, with no
// ssh), its output gathered or not; git-hub's `git hub setup`, a GitHub
// user name with its default and a token with echo off; and Network UPS
// Tools' upsrw and upscmd, asking a user name (the system's in
// parentheses), a password and a variable's new value of a UPS served by
// a dummy driver and upsd that the case starts on the loopback. Each
// case's label (mode, state, prompt kind, question, default and options)
// was written from the program run by hand in tmux outside agentty, at
// 80x24, and committed before its screen was captured.
const twohundredfiftiethDir = "../testdata/modes-twohundredfiftieth"

// The twohundredfiftieth set's programs.
const (
	twohundredfiftiethRspamadm    = "/usr/bin/rspamadm"
	twohundredfiftiethQuasselcore = "/usr/bin/quasselcore"
	twohundredfiftiethGsasl       = "/usr/bin/gsasl"
	twohundredfiftiethClush       = "/usr/bin/clush"
	twohundredfiftiethGitHub      = "/usr/bin/git-hub"
	twohundredfiftiethUpsrw       = "/bin/upsrw"
	twohundredfiftiethUpscmd      = "/bin/upscmd"
	twohundredfiftiethUpsc        = "/bin/upsc"
	twohundredfiftiethDummyUPS    = "/lib/nut/dummy-ups"
	twohundredfiftiethUpsd        = "/lib/nut/upsd"
)

// twohundredfiftiethNUT writes a UPS ups1 served by NUT's dummy-ups
// driver (its values from ups1.dev) and an upsd user admin allowed to set
// variables and run commands into the case's home, starts the driver and
// upsd in the foreground (as the user running the test, upsd on a free
// port of the loopback), waits for upsc to read the UPS, and runs tool
// (upsrw or upscmd) with args, "{ups}" in them standing for
// ups1@127.0.0.1:port. Both daemons are stopped when the case ends.
func twohundredfiftiethNUT(tool string, args ...string) opener {
	return func(t *testing.T, f *fixtures) Options {
		dir := t.TempDir()
		notes(t, dir)
		conf, state := filepath.Join(dir, "nut"), filepath.Join(dir, "nut-state")
		port := twohundredthirtysixthPort(t)
		files := map[string]string{
			"ups.conf":   "[ups1]\n\tdriver = dummy-ups\n\tport = ups1.dev\n\tdesc = \"Rack UPS\"\n",
			"ups1.dev":   "ups.status: OL\nbattery.charge: 100\nups.delay.shutdown: 20\nups.delay.start: 30\n",
			"upsd.conf":  "LISTEN 127.0.0.1 " + port + "\n",
			"upsd.users": "[admin]\n\tpassword = pine1234\n\tactions = SET\n\tinstcmds = ALL\n",
			"nut.conf":   "MODE=standalone\n",
		}
		for _, d := range []string{conf, state} {
			if err := os.MkdirAll(d, 0o700); err != nil {
				t.Fatal(err)
			}
		}
		for name, body := range files {
			if err := os.WriteFile(filepath.Join(conf, name), []byte(body), 0o600); err != nil {
				t.Fatal(err)
			}
		}
		env := append(os.Environ(), "NUT_CONFPATH="+conf, "NUT_STATEPATH="+state, "NUT_ALTPIDPATH="+state)
		start := func(argv ...string) {
			cmd := exec.Command(argv[0], argv[1:]...)
			cmd.Env, cmd.Dir = env, dir
			if err := cmd.Start(); err != nil {
				t.Fatalf("%s: %v", argv[0], err)
			}
			t.Cleanup(func() {
				_ = cmd.Process.Signal(syscall.SIGTERM)
				done := make(chan struct{})
				go func() { _ = cmd.Wait(); close(done) }()
				select {
				case <-done:
				case <-time.After(10 * time.Second):
					_ = cmd.Process.Kill()
					<-done
				}
			})
		}
		start(twohundredfiftiethDummyUPS, "-a", "ups1", "-u", "root", "-F")
		start(twohundredfiftiethUpsd, "-u", "root", "-F")
		ups := "ups1@127.0.0.1:" + port
		up := false
		for end := time.Now().Add(setSlow); time.Now().Before(end); time.Sleep(200 * time.Millisecond) {
			out, err := exec.Command(twohundredfiftiethUpsc, ups, "ups.status").Output()
			if err == nil && strings.TrimSpace(string(out)) == "OL" {
				up = true
				break
			}
		}
		if !up {
			t.Fatal("upsd did not serve ups1")
		}
		argv := []string{tool}
		for _, a := range args {
			if a == "{ups}" {
				a = ups
			}
			argv = append(argv, a)
		}
		return Options{Argv: argv, Cwd: dir, Env: map[string]string{"HOME": dir, "PWD": dir}}
	}
}

// twohundredfiftiethSet is the twohundredfiftieth set. Labels say what a
// person reads on the screen: a question is its words without the
// notation of its answers (`[Y/n]`, `[y/N]`, a default in brackets or
// parentheses and the colon after it); a numbered list's entries are
// options whose number is their key, the default the number the screen
// names.
func twohundredfiftiethSet() []corpusCase {
	is, ask, needs, wait, settle := isCase, askCase, needing, waitFor, settled
	typed := func(s, expect string) step { return step{text: s, enter: true, expect: expect, timeout: setSlow} }
	enter := func(expect string) step { return step{keys: "<enter>", expect: expect, timeout: setSlow} }
	secret := func(s string) step { return step{text: s, secret: true} }
	secretEnter := func(s, expect string) step {
		return step{text: s, secret: true, enter: true, expect: expect, timeout: setSlow}
	}
	pw := func(q string) *modes.Prompt { return want(modes.Password, q, "") }
	text := func(q, def string) *modes.Prompt { return want(modes.Text, q, def) }
	at := func(steps []step, more ...step) []step { return append(append([]step{}, steps...), more...) }

	wizard := unseenHome(notes, twohundredfiftiethRspamadm, "configwizard")
	rspamdPw := unseenHome(notes, twohundredfiftiethRspamadm, "pw")
	const wizUp = "Do you wish to continue?"
	toPassphrase := []step{wait(wizUp), settle, enter("do you want to set one?"), enter("Enter passphrase:")}
	toRedis := at(toPassphrase, secretEnter("pine1234", "Do you wish to set Redis servers?"))
	toDkim := []step{wait(wizUp), settle, enter("do you want to set one?"), typed("n", "Do you wish to set Redis servers?"),
		typed("n", "dkim signing feature?")}
	toDkimMode := at(toDkim, typed("y", "Enter your choice"))
	dkimModes := want(modes.Select, "How would you like to set up DKIM signing?", "1",
		"1|Use domain from mime from header for sign", "2|Use domain from SMTP envelope from for sign",
		"3|Use domain from authenticated user for sign", "4|Sign all mail from specific networks")

	const qconf = "--configdir={dir}/quassel"
	postgres := unseenHome(notes, twohundredfiftiethQuasselcore, qconf, "--select-backend", "PostgreSQL")
	const sqlite = "quasselcore --configdir=quassel --select-backend SQLite </dev/null >/dev/null 2>&1"
	addUser := unseenHome(shPrep(sqlite), twohundredfiftiethQuasselcore, qconf, "--add-user")
	changePass := unseenHome(shPrep(sqlite+" && printf 'ada\\npine1234\\npine1234\\n' | quasselcore --configdir=quassel --add-user >/dev/null 2>&1"),
		twohundredfiftiethQuasselcore, qconf, "--change-userpass", "ada")
	toPgPassword := []step{wait("Username [quassel]:"), settle, enter("Password []:")}

	gsasl := unseenHome(notes, twohundredfiftiethGsasl, "--client")
	const mechs = "Input list of SASL mechanisms supported by server:"
	toGsaslPassword := []step{wait(mechs), settle, typed("PLAIN", "Enter password:")}

	clush := unseenHome(notes, twohundredfiftiethClush, "-R", "exec", "-w", "node[1-3]")
	const clushUp = "clush>"

	gitHub := unseenHome(shPrep("git init -q . && git config hub.username ada"), twohundredfiftiethGitHub, "setup")
	const ghUp = "GitHub username [ada]:"

	upsrw := twohundredfiftiethNUT(twohundredfiftiethUpsrw, "-s", "ups.delay.shutdown", "{ups}")
	upscmd := twohundredfiftiethNUT(twohundredfiftiethUpscmd, "{ups}", "load.off")
	nutNeeds := []string{twohundredfiftiethUpsrw, twohundredfiftiethUpscmd, twohundredfiftiethUpsc, twohundredfiftiethDummyUPS, twohundredfiftiethUpsd}

	return []corpusCase{
		// rspamadm configwizard: its banner (`Rspamd` in ASCII art),
		// `Welcome to the configuration tool`, the configuration file
		// and the modules enabled and disabled, over `Do you wish to
		// continue?[Y/n]: ` (a confirm whose default is yes); after
		// Enter, `Setup WebUI and controller worker:` over `Controller
		// password is not set, do you want to set one?[Y/n]: ` (a
		// confirm, default yes); after Enter, `Enter passphrase: ` with
		// echo off, at first and with a passphrase typed that it does not
		// show (passwords); the passphrase entered, `Set encrypted
		// password to: $2$…`, the modules Redis would enable, over `Do
		// you wish to set Redis servers?[Y/n]: ` (a confirm, default yes);
		// after Enter, `Input read only servers separated by `,`
		// [default: localhost]: ` (text, default localhost). Answered n
		// to the passphrase and the Redis servers, `Do you want to setup
		// dkim signing feature?[y/N]: ` (a confirm, default no); after y,
		// `How would you like to set up DKIM signing?` over four numbered
		// ways and `Enter your choice (1, 2, 3, 4) [default: 1]: ` (a
		// numbered select, default 1); after Enter to it and to three
		// `[Y/n]` questions, `Enter output directory for the keys
		// [default: /var/lib/rspamd/dkim/]: ` (text with that default).
		needs(ask("rspamadm-configwizard", "rspamadm", wizard, yesNo("Do you wish to continue?", "yes"),
			wait(wizUp), settle), twohundredfiftiethRspamadm),
		needs(ask("rspamadm-configwizard-controller", "rspamadm", wizard,
			yesNo("Controller password is not set, do you want to set one?", "yes"),
			wait(wizUp), settle, enter("do you want to set one?"), settle), twohundredfiftiethRspamadm),
		needs(ask("rspamadm-configwizard-passphrase", "rspamadm", wizard, pw("Enter passphrase:"),
			at(toPassphrase, settle)...), twohundredfiftiethRspamadm),
		needs(ask("rspamadm-configwizard-passphrase-typed", "rspamadm", wizard, pw("Enter passphrase:"),
			at(toPassphrase, settle, secret("pine1234"), settle)...), twohundredfiftiethRspamadm),
		needs(ask("rspamadm-configwizard-redis", "rspamadm", wizard, yesNo("Do you wish to set Redis servers?", "yes"),
			at(toRedis, settle)...), twohundredfiftiethRspamadm),
		needs(ask("rspamadm-configwizard-redis-read", "rspamadm", wizard,
			text("Input read only servers separated by `,`", "localhost"),
			at(toRedis, enter("Input read only servers"), settle)...), twohundredfiftiethRspamadm),
		needs(ask("rspamadm-configwizard-dkim", "rspamadm", wizard, yesNo("Do you want to setup dkim signing feature?", "no"),
			at(toDkim, settle)...), twohundredfiftiethRspamadm),
		needs(ask("rspamadm-configwizard-dkim-mode", "rspamadm", wizard, dkimModes,
			at(toDkimMode, settle)...), twohundredfiftiethRspamadm),
		needs(ask("rspamadm-configwizard-dkim-keys", "rspamadm", wizard,
			text("Enter output directory for the keys", "/var/lib/rspamd/dkim/"),
			at(toDkimMode, enter("sign mail from authenticated users?"), enter("Allow data mismatch"),
				enter("use effective domain"), enter("output directory for the keys"), settle)...), twohundredfiftiethRspamadm),

		// rspamadm pw: `Enter passphrase: ` alone, echo off (a password).
		needs(ask("rspamadm-pw", "rspamadm", rspamdPw, pw("Enter passphrase:"), wait("Enter passphrase:"), settle),
			twohundredfiftiethRspamadm),

		// quasselcore --select-backend PostgreSQL on a new configuration
		// directory: its warnings (no SSL certificate, no storage backend
		// selected) over `Default values are in brackets` and `Username
		// [quassel]: ` (text, default quassel); after Enter, `Password
		// []: ` with echo off (a password, empty default); the password
		// entered and Enter to `Hostname [localhost]: `, `Port [5432]: `
		// (text, default 5432). --add-user on a directory set up with
		// SQLite: `Add a new user:` over `Username: ` (text, no default);
		// after a name, `Password: ` with echo off; after one,
		// `Repeat Password: ` (passwords). --change-userpass ada: `Change
		// password for user: ada` over `New Password: ` (a password).
		needs(ask("quasselcore-postgres", "quasselcore", postgres, text("Username", "quassel"),
			wait("Username [quassel]:"), settle), twohundredfiftiethQuasselcore),
		needs(ask("quasselcore-postgres-password", "quasselcore", postgres, want(modes.Password, "Password", ""),
			at(toPgPassword, settle)...), twohundredfiftiethQuasselcore),
		needs(ask("quasselcore-postgres-port", "quasselcore", postgres, text("Port", "5432"),
			at(toPgPassword, secretEnter("pine1234", "Hostname [localhost]:"), enter("Port [5432]:"), settle)...),
			twohundredfiftiethQuasselcore),
		needs(ask("quasselcore-add-user", "quasselcore", addUser, text("Username:", ""),
			wait("Username:"), settle), twohundredfiftiethQuasselcore),
		needs(ask("quasselcore-add-user-password", "quasselcore", addUser, pw("Password:"),
			wait("Username:"), settle, typed("ada", "Password:"), settle), twohundredfiftiethQuasselcore),
		needs(ask("quasselcore-add-user-repeat", "quasselcore", addUser, pw("Repeat Password:"),
			wait("Username:"), settle, typed("ada", "Password:"), secretEnter("pine1234", "Repeat Password:"), settle),
			twohundredfiftiethQuasselcore),
		needs(ask("quasselcore-change-userpass", "quasselcore", changePass, pw("New Password:"),
			wait("New Password:"), settle), twohundredfiftiethQuasselcore),

		// gsasl --client: `Input list of SASL mechanisms supported by
		// server:` on its own row, the cursor on the row under it (text,
		// no default); after PLAIN, `Using mechanism:` and `PLAIN`, the
		// system user taken as the identity, `Enter password: ` with
		// echo off (a password); after one, `Output from client:` and
		// its base64 over `Enter base64 authentication data from server
		// (press RET if none):`, the cursor under it (text, no default).
		needs(ask("gsasl-client", "gsasl", gsasl, text(mechs, ""), wait(mechs), settle), twohundredfiftiethGsasl),
		needs(ask("gsasl-client-password", "gsasl", gsasl, pw("Enter password:"), at(toGsaslPassword, settle)...),
			twohundredfiftiethGsasl),
		needs(ask("gsasl-client-server-data", "gsasl", gsasl,
			text("Enter base64 authentication data from server (press RET if none):", ""),
			at(toGsaslPassword, secretEnter("pine1234", "Enter base64 authentication data"), settle)...), twohundredfiftiethGsasl),

		// clush -R exec -w node[1-3]: `Enter 'quit' to leave this
		// interactive mode` and `Working with nodes: node[1-3]` over
		// `clush> `; after `echo up on %h`, a row per node (`node1: up on
		// node1`, …) over `clush> `; after `=` (`Switching to gathered
		// output format`) and `echo up`, the nodes folded under dashed
		// rows (`node[1-3] (3)`, `up`) over `clush> `, all REPLs.
		needs(is(modes.REPL, "clush", "clush", clush, wait(clushUp), settle), twohundredfiftiethClush),
		needs(is(modes.REPL, "clush-command", "clush", clush, wait(clushUp), settle,
			typed("echo up on %h", "node3: up on node3"), settle), twohundredfiftiethClush),
		needs(is(modes.REPL, "clush-gathered", "clush", clush, wait(clushUp), settle,
			typed("=", "Switching to gathered output format"), typed("echo up", "node[1-3] (3)"), settle), twohundredfiftiethClush),

		// git hub setup in a repository whose hub.username is ada: `Using
		// Git repository local configuration` over `GitHub username
		// [ada]: ` (text, default ada); after Enter, three rows on
		// Personal Access Tokens over `GitHub token: ` with echo off, at
		// first and with a token typed that it does not show (passwords).
		needs(ask("git-hub-setup", "git-hub", gitHub, text("GitHub username", "ada"), wait(ghUp), settle), twohundredfiftiethGitHub),
		needs(ask("git-hub-setup-token", "git-hub", gitHub, pw("GitHub token:"),
			wait(ghUp), settle, enter("GitHub token:"), settle), twohundredfiftiethGitHub),
		needs(ask("git-hub-setup-token-typed", "git-hub", gitHub, pw("GitHub token:"),
			wait(ghUp), settle, enter("GitHub token:"), settle, secret("ghp_pine1234"), settle), twohundredfiftiethGitHub),

		// upsrw -s ups.delay.shutdown: `Username (root): ` alone (text,
		// default root, the user running it); after admin, `Password: `
		// with echo off (a password); after it, `Enter new value for
		// ups.delay.shutdown: ` (text, no default). upscmd … load.off:
		// `Username (root): ` alone (text, default root).
		needs(ask("upsrw", "upsrw", upsrw, text("Username", "root"), wait("Username (root):"), settle), nutNeeds...),
		needs(ask("upsrw-password", "upsrw", upsrw, pw("Password:"),
			wait("Username (root):"), settle, typed("admin", "Password:"), settle), nutNeeds...),
		needs(ask("upsrw-value", "upsrw", upsrw, text("Enter new value for ups.delay.shutdown:", ""),
			wait("Username (root):"), settle, typed("admin", "Password:"), secretEnter("pine1234", "Enter new value"), settle), nutNeeds...),
		needs(ask("upscmd", "upscmd", upscmd, text("Username", "root"), wait("Username (root):"), settle), nutNeeds...),
	}
}

// TestModesTwohundredfiftieth drives the twohundredfiftieth set live to
// the labelled moment and, with -update, stores its screens, labels and
// facts for modes' TestSetsAccuracy/twohundredfiftieth. Whether the
// classifier reads them right is that test's measure, not a failure
// here.
func TestModesTwohundredfiftieth(t *testing.T) {
	captureSet(t, twohundredfiftiethDir, twohundredfiftiethSet())
}
