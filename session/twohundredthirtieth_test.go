package session

import (
	"testing"

	"github.com/agentty/agentty/modes"
)

// twohundredthirtiethDir holds the twohundredthirtieth set (issue 44,
// two-hundred-and-thirtieth round): live cases of terminal prompt and UI
// libraries of Debian's for Python and Perl that no other test, table,
// fixture or doc of agentty names, each driven by a small script of the
// set's (testdata/twohundredthirtieth) asking what a release, deploy,
// backup or job-queue tool asks: fabulous' query() and input_object()
// (a yes or no with its default in brackets, a list of regions to type
// one of, a title with its default), easyansi's box holding a select and
// then a checklist, fields edited a key at a time with readlike (a name
// filled in, passwords shown as stars, a shell), ttystatus' status line
// and then a passphrase, Term::ProgressBar's bar and then a [Y/n] and a
// press-Enter line, Term::Sk's counter and then names with defaults,
// Term::Table's snapshots to pick by number and then a [y/N], and
// CLI::Framework's interactive menu of commands and a command's question.
// Each case's label was written from the script run by hand in tmux
// outside agentty and committed before its screen was captured.
const twohundredthirtiethDir = "../testdata/modes-twohundredthirtieth"

// twohundredthirtiethFixtures names the set's scripts.
var twohundredthirtiethFixtures = setFixtures("twohundredthirtieth")

// twohundredthirtiethSet is the twohundredthirtieth set. Labels say what
// a person reads on the screen. A menu's entry is its name, without the
// words in the columns after it.
func twohundredthirtiethSet() []corpusCase {
	ask, needs, wait, settle := askCase, needing, waitFor, settled
	py, pl := pythonPath, perlPath
	typed := func(s, expect string) step { return step{text: s, enter: true, expect: expect, timeout: setSlow} }
	down := step{keys: "<down>"}
	space := step{keys: "<space>"}
	// running is a case of a tool at work, drawing, no question asked.
	running := func(name, program string, open opener, steps ...step) corpusCase {
		return corpusCase{name: name, program: program, open: open, steps: steps, mode: modes.Unknown, state: Running}
	}
	python := func(args ...string) opener {
		return twohundredthirtiethFixtures.script(py, "py/twohundredthirtieth_demo.py", args...)
	}
	perl := func(args ...string) opener {
		return twohundredthirtiethFixtures.script(pl, "pl/twohundredthirtieth_demo.pl", args...)
	}
	upload := python("upload")
	target := python("target")
	account := python("account")
	verify, slowVerify := python("verify"), python("verify", "slow")
	imports, slowImport := perl("import"), perl("import", "slow")
	archive, slowArchive := perl("archive"), perl("archive", "slow")
	restore := perl("restore")
	queue := perl("queue")

	publish := want(modes.Confirm, "Publish release 2.4.0 to the mirror?", "no", "yes", "no")
	targets := []string{"staging", "canary", "production", "dr-site"}
	marked := func(opts []string, i int) []string {
		out := append([]string{}, opts...)
		out[i] = ">" + out[i]
		return out
	}
	services := []string{"api-gateway", "worker", "scheduler", "web-frontend", "metrics-agent"}
	const restart = "Services to restart"
	pwFor := want(modes.Password, "Password for deploy-bot:", "")
	archiveName := want(modes.Text, "Archive name", "data-backup.tar.gz")
	menu := want(modes.Choice, "Choose a command by number or name; 'q' quits.", "", "1|list", "2|add", "3|retry", "4|help")
	return []corpusCase{
		// fabulous (python3-fabulous), its prompt module's query() and
		// input_object(): after four lines of uploaded archives,
		// `Publish release 2.4.0 to the mirror? (yes/[no]): ` (bright
		// answers, the default in brackets; at first and with `yes`
		// typed), then `Mirror region` over its regions, one a line with
		// a city after a colon, `[eu-west]` the default, and `: ` under
		// them; then `Release notes title [Relay 2.4.0]: `. Lines are
		// read in canonical mode.
		needs(ask("fabulous-publish", "fabulous", upload, publish, wait("to the mirror?")), py),
		needs(ask("fabulous-publish-typed", "fabulous", upload, publish,
			wait("[no]):"), settle, step{text: "yes", timeout: setSlow}, settle), py),
		needs(ask("fabulous-region", "fabulous", upload, want(modes.Choice, "Mirror region", "eu-west", "us-east", "eu-west", "ap-south"),
			wait("[no]):"), settle, typed("yes", "ap-south : Mumbai"), settle), py),
		needs(ask("fabulous-title", "fabulous", upload, want(modes.Text, "Release notes title", "Relay 2.4.0"),
			wait("[no]):"), settle, typed("yes", "ap-south : Mumbai"), settle, typed("ap-south", "Release notes title"), settle), py),

		// easyansi (python3-easyansi): on the alternate screen, the
		// cursor hidden, keys read raw, a box titled ` Deploy target `
		// whose entries (a name, then its region and nodes) stand one a
		// row, the highlighted one reversed after `> `, a dim key line
		// under it (at first, moved down); Enter gives the box `
		// Services to restart `, each entry a `[ ]` box (at first, the
		// first ticked with space, then moved two down and the third
		// ticked too).
		needs(ask("easyansi-target", "easyansi", target, want(modes.Select, "Deploy target", "", marked(targets, 0)...), wait("dr-site")), py),
		needs(ask("easyansi-target-moved", "easyansi", target, want(modes.Select, "Deploy target", "", marked(targets, 1)...),
			wait("dr-site"), down, settle), py),
		needs(ask("easyansi-services", "easyansi", target, ticks(restart, 0, nil, services...),
			wait("dr-site"), down, settle, step{keys: "<enter>", expect: "metrics-agent", timeout: setSlow}, settle), py),
		needs(ask("easyansi-services-ticked", "easyansi", target, ticks(restart, 0, map[int]bool{0: true}, services...),
			wait("dr-site"), down, settle, step{keys: "<enter>", expect: "metrics-agent", timeout: setSlow}, space, settle), py),
		needs(ask("easyansi-services-moved", "easyansi", target, ticks(restart, 2, map[int]bool{0: true, 2: true}, services...),
			wait("dr-site"), down, settle, step{keys: "<enter>", expect: "metrics-agent", timeout: setSlow}, space, settle, down, down, space, settle), py),

		// readlike (python3-readlike): fields the script draws and
		// edits a key at a time with readlike's edit(), in raw mode
		// with echo off, under two lines telling what it does:
		// `Account name: deploy-bot` filled in, the cursor after it;
		// Enter takes it and `Password for deploy-bot: ` shows a `*` a
		// typed key (at first, with a password typed), then `Repeat
		// password: `, then `Login shell: /bin/bash` filled in.
		needs(ask("readlike-account", "readlike", account, want(modes.Text, "Account name:", "deploy-bot"), wait("Account name:")), py),
		needs(ask("readlike-password", "readlike", account, pwFor, wait("Account name:"), settle, typed("", "Password for")), py),
		needs(ask("readlike-password-typed", "readlike", account, pwFor,
			wait("Account name:"), settle, typed("", "Password for"), step{text: "s3cret-relay", secret: true, timeout: setSlow}, settle), py),
		needs(ask("readlike-repeat", "readlike", account, want(modes.Password, "Repeat password:", ""),
			wait("Account name:"), settle, typed("", "Password for"), settle, typed("s3cret-relay", "Repeat password")), py),
		needs(ask("readlike-shell", "readlike", account, want(modes.Text, "Login shell:", "/bin/bash"),
			wait("Account name:"), settle, typed("", "Password for"), settle, typed("s3cret-relay", "Repeat password"), settle, typed("s3cret-relay", "Login shell")), py),

		// ttystatus (python3-ttystatus): its status line, `Verifying 146
		// of 4000 files 5 % ##----…`, redrawn in place (slowed, at work,
		// no question); done, two lines over getpass' `Repository
		// passphrase: `.
		needs(running("ttystatus-verifying", "ttystatus", slowVerify, wait("Verifying"), settle), py),
		needs(ask("ttystatus-passphrase", "ttystatus", verify, want(modes.Password, "Repository passphrase:", ""), wait("Repository passphrase")), py),

		// Term::ProgressBar (libterm-progressbar-perl): `Importing:   3%
		// [=    …    ]1m59s Left` under a line saying what is imported
		// (slowed, at work); done, `Show the skipped rows? [Y/n] ` under
		// the count of rows skipped, then, after y, the rows over `Press
		// Enter to continue...`.
		needs(running("progressbar-importing", "Term::ProgressBar", slowImport, wait("Importing:"), settle), pl),
		needs(ask("progressbar-show-skipped", "Term::ProgressBar", imports, yesNo("Show the skipped rows?", "yes"), wait("skipped rows?")), pl),
		needs(ask("progressbar-continue", "Term::ProgressBar", imports, pressEnter("Press Enter to continue..."),
			wait("skipped rows?"), settle, typed("y", "Press Enter")), pl),

		// Term::Sk (libterm-sk-perl): `\\ Scanning    238 of  5_000 files
		// #______…   5%  00:00:02`, its dash turning (slowed, at work);
		// done, `Archive name [data-backup.tar.gz]: ` (at first, with a
		// name typed), then `Compression level (1-9) [6]: `.
		needs(running("sk-scanning", "Term::Sk", slowArchive, wait("Scanning"), settle), pl),
		needs(ask("sk-archive-name", "Term::Sk", archive, archiveName, wait("Archive name")), pl),
		needs(ask("sk-archive-name-typed", "Term::Sk", archive, archiveName,
			wait("Archive name"), settle, step{text: "relay-data.tgz", timeout: setSlow}, settle), pl),
		needs(ask("sk-compression", "Term::Sk", archive, want(modes.Text, "Compression level (1-9)", "6"),
			wait("Archive name"), settle, typed("relay-data.tgz", "Compression level")), pl),

		// Term::Table (libterm-table-perl): a table of four snapshots
		// drawn in `+`, `-` and `|`, numbered in its `#` column, over
		// `Restore which snapshot? [1-4] (default 1): `; after 2,
		// `Overwrite the 214 changed files in ./data with snap-0411?
		// [y/N] `.
		needs(ask("table-restore", "Term::Table", restore, want(modes.Choice, "Restore which snapshot?", "1",
			"1|snap-0412", "2|snap-0411", "3|snap-0407", "4|snap-0331"), wait("Restore which snapshot?")), pl),
		needs(ask("table-overwrite", "Term::Table", restore, yesNo("Overwrite the 214 changed files in ./data with snap-0411?", "no"),
			wait("Restore which snapshot?"), settle, typed("2", "Overwrite the")), pl),

		// CLI::Framework (libcli-framework-perl), run_interactive: a
		// banner line, `Choose a command by number or name; 'q' quits.`,
		// then its menu, `1) list` to `4) help`, over `> ` read by
		// Term::ReadLine's stub (at first, and after `1`, the jobs
		// listed over the menu again); `add` asks `Job name
		// [nightly-build]: `.
		needs(ask("clif-menu", "CLI::Framework", queue, menu, wait("4) help")), pl),
		needs(ask("clif-menu-after-list", "CLI::Framework", queue, menu, wait("4) help"), settle, typed("1", "release-2.4.0"), settle), pl),
		needs(ask("clif-add", "CLI::Framework", queue, want(modes.Text, "Job name", "nightly-build"), wait("4) help"), settle, typed("add", "Job name")), pl),
	}
}

// TestModesTwohundredthirtieth drives the twohundredthirtieth set live to
// the labelled moment and, with -update, stores its screens, labels and
// facts for modes' TestSetsAccuracy/twohundredthirtieth. Whether the
// classifier reads them right is that test's measure, not a failure
// here.
func TestModesTwohundredthirtieth(t *testing.T) {
	captureSet(t, twohundredthirtiethDir, twohundredthirtiethSet())
}
