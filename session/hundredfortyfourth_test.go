package session

import (
	"testing"

	"github.com/agentty/agentty/modes"
)

// hundredfortyfourthDir holds the hundredfortyfourth set (issue 44,
// hundred-and-forty-fourth round): live cases of sysadmin and developer
// command-line tools imitated by a fixture of its own (package managers,
// a backup tool, database and migration tools, a cloud CLI), each
// printing, on the main screen and a line at a time, what a tool that
// cannot run here prints at one of its questions (its words, layout,
// defaults and echo, from its documentation, source and published
// transcripts), none of them named by any other test, table, fixture or
// doc of agentty. Each case's label was written from what the imitated
// tool means to a person and committed before its screen was captured.
const hundredfortyfourthDir = "../testdata/modes-hundredfortyfourth"

// hundredfortyfourthScript runs the set's Python script, with Debian's
// python3.
var hundredfortyfourthScript = setFixtures("hundredfortyfourth").script

// hundredfortyfourthSet is the hundredfortyfourth set. Labels say what a
// person reads on the screen.
func hundredfortyfourthSet() []corpusCase {
	ask, needs, wait, settle := askCase, needing, waitFor, settled
	py := pythonPath
	typed := func(s, expect string) step { return step{text: s, enter: true, expect: expect, timeout: setSlow} }
	like := func(args ...string) opener {
		return hundredfortyfourthScript(py, "py/hundredfortyfourth_demo.py", args...)
	}
	tdnf := like("tdnf")
	swupd := like("swupd")
	timeshift := like("timeshift")
	exo := like("exo")
	sqlx := like("sqlx")
	skeema := like("skeema")
	duplicacy := like("duplicacy")
	dropdb := like("dropdb")
	dropuser := like("dropuser")
	snapshots := []string{"0|2024-05-12_10-00-01", "1|2024-05-19_10-00-01", "2|2024-05-20_09-00-01"}
	const snapshot = "Enter snapshot number"
	return []corpusCase{
		// Package managers' confirms: tdnf's install (`[y/N]:`), swupd's
		// recursive removal (`(y/N):`).
		needs(ask("tdnf-like", "tdnf-like", tdnf, yesNo("Is this ok", "no"), wait("Is this ok")), py),
		needs(ask("swupd-like", "swupd-like", swupd, yesNo("Do you want to continue?", "no"), wait("Do you want to continue?")), py),

		// A backup tool's restore: timeshift's numbered snapshots on their
		// rows, its keys spelled out (`a=Abort, p=Previous, n=Next`), its
		// numbered target devices with the default told above them, and
		// its bootloader confirm (`(recommended) (y/n):`).
		needs(ask("timeshift-like", "timeshift-like", timeshift, want(modes.Select, "Select snapshot to restore:", "", snapshots...), wait(snapshot)), py),
		needs(ask("timeshift-like-device", "timeshift-like", timeshift, want(modes.Select, "Select target device for / (Root):", "/dev/sda1", "0|sda1", "1|sda2"),
			wait(snapshot), typed("0", "Enter device name")), py),
		needs(ask("timeshift-like-grub", "timeshift-like", timeshift, yesNo("Re-install GRUB2 bootloader? (recommended)", ""),
			wait(snapshot), typed("0", "Enter device name"), typed("", "Re-install GRUB2")), py),

		// A cloud CLI's configuration: exo config's API key, its secret
		// with echo off, its profile name with a default in brackets.
		needs(ask("exo-like", "exo-like", exo, want(modes.Text, "API Key:", ""), wait("API Key:")), py),
		needs(ask("exo-like-secret", "exo-like", exo, want(modes.Password, "Secret Key:", ""),
			wait("API Key:"), typed("EXO1f2e3d4c5b6a7980", "Secret Key:")), py),
		needs(ask("exo-like-name", "exo-like", exo, want(modes.Text, "Name", "relay-org"),
			wait("API Key:"), typed("EXO1f2e3d4c5b6a7980", "Secret Key:"), typed("relaysecret", "Name [")), py),

		// Database tools: sqlx's drop (`[y/N]`), skeema's password with
		// echo off, dropdb's `(y/n)` at first and asked again after a
		// wrong answer, dropuser's role name.
		needs(ask("sqlx-like", "sqlx-like", sqlx, yesNo("Drop database at postgres://ada@localhost:5432/relay?", "no"), wait("Drop database")), py),
		needs(ask("skeema-like", "skeema-like", skeema, want(modes.Password, "Enter password:", ""), wait("Enter password:")), py),
		needs(ask("dropdb-like", "dropdb-like", dropdb, yesNo("Are you sure?", ""), wait("Are you sure?")), py),
		needs(ask("dropdb-like-again", "dropdb-like", dropdb, yesNo("Are you sure?", ""),
			wait("Are you sure?"), typed("maybe", "Please answer"), settle), py),
		needs(ask("dropuser-like", "dropuser-like", dropuser, want(modes.Text, "Enter name of role to drop:", ""), wait("role to drop")), py),

		// A backup tool's encrypted storage: duplicacy init's storage
		// password with echo off, and its confirmation.
		needs(ask("duplicacy-like", "duplicacy-like", duplicacy, want(modes.Password, "Enter storage password for sftp://ada@backup.example.com/relay:", ""),
			wait("storage password")), py),
		needs(ask("duplicacy-like-again", "duplicacy-like", duplicacy, want(modes.Password, "Re-enter storage password:", ""),
			wait("storage password"), typed("relaystorage", "Re-enter")), py),
	}
}

// TestModesHundredfortyfourth drives the hundredfortyfourth set live to
// the labelled moment and, with -update, stores its screens, labels and
// facts for modes' TestSetsAccuracy/hundredfortyfourth. Whether the
// classifier reads them right is that test's measure, not a failure here.
func TestModesHundredfortyfourth(t *testing.T) {
	captureSet(t, hundredfortyfourthDir, hundredfortyfourthSet())
}
