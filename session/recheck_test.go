package session

import (
	"testing"

	"github.com/agentty/agentty/modes"
)

// recheckDir holds the recheck set (issue 44, second round): live cases
// of programs named by no other test, table or fixture, made last, once
// the classifier had been changed from what the fresh and check sets'
// misses showed and from programs run by hand, to measure those changes
// on programs nobody looked at. Each case's label was committed before
// its screen was captured; its screens are measured, never read to tune.
const recheckDir = "../testdata/modes-recheck"

// recheckSet is the recheck set. Labels say what a person reads on the
// screen; "…" in a question or default stands for any text.
func recheckSet() []corpusCase {
	is, ask, needs, wait, settle := isCase, askCase, needing, waitFor, settled
	game := func(name string) string { return "/usr/games/" + name }
	return []corpusCase{
		// Editors.
		is(modes.Editor, "sfte", "sfte", unseenHome(notes, "sfte", "notes.txt"), wait("second line")),
		is(modes.Editor, "levee", "levee", unseenHome(notes, "levee", "notes.txt"), wait("second line")),
		is(modes.Editor, "mle", "mle", unseenHome(notes, "mle", "notes.txt"), wait("second line")),
		is(modes.Editor, "tweak", "tweak", unseenHome(notes, "tweak", "notes.txt"), settle),
		is(modes.Editor, "beav", "beav", unseenHome(notes, "beav", "notes.txt"), settle),

		// Full-screen programs.
		is(modes.TUI, "tudu", "tudu", unseenHome(notes, "tudu"), settle),
		is(modes.TUI, "hnb", "hnb", unseenHome(notes, "hnb"), settle),
		needs(is(modes.TUI, "sudoku", "sudoku", unseenHome(notes, game("sudoku")), settle), game("sudoku")),
		needs(is(modes.TUI, "robots", "robots", unseenHome(notes, game("robots")), settle), game("robots")),
		needs(is(modes.TUI, "worm", "worm", unseenHome(notes, game("worm")), settle), game("worm")),

		// REPLs, at their prompt and after a command.
		is(modes.REPL, "jimsh", "jimsh", unseenHome(notes, "jimsh"), settle),
		is(modes.REPL, "jimsh-after-command", "jimsh", unseenHome(notes, "jimsh"), settle, step{text: "expr 6*7", enter: true, expect: "42"}),
		needs(is(modes.REPL, "duktape", "duktape", unseenHome(notes, "duk"), wait("duk>")), "duk"),
		needs(is(modes.REPL, "duktape-after-command", "duktape", unseenHome(notes, "duk"), wait("duk>"), step{text: "6*7", enter: true, expect: "42"}), "duk"),
		is(modes.REPL, "mujs", "mujs", unseenHome(notes, "mujs"), settle),
		is(modes.REPL, "mujs-after-command", "mujs", unseenHome(notes, "mujs"), settle, step{text: "6*7", enter: true, expect: "42"}),
		needs(is(modes.REPL, "gnuchess", "gnuchess", unseenHome(notes, game("gnuchess")), wait("White")), game("gnuchess")),
		needs(is(modes.REPL, "gnugo", "gnugo", unseenHome(notes, game("gnugo"), "--mode", "ascii"), wait("black")), game("gnugo")),

		// Questions asked on a line.
		needs(ask("wump", "wump", unseenHome(notes, game("wump")), yesNo("Instructions?", ""), wait("nstructions")), game("wump")),
		needs(ask("go-fish", "go-fish", unseenHome(notes, game("go-fish")), yesNo("…instructions?", ""), wait("nstructions")), game("go-fish")),
		needs(ask("arithmetic", "arithmetic", unseenHome(notes, game("arithmetic")), want(modes.Text, "…", ""), settle), game("arithmetic")),
		needs(ask("monop", "monop", unseenHome(notes, game("monop")), want(modes.Text, "How many players?…", ""), wait("players")), game("monop")),
		needs(ask("e2fsck-clear", "e2fsck", unseenHome(shPrep(`truncate -s 16M disk.img && mkfs.ext4 -q -F disk.img && debugfs -w -R "clri <2>" disk.img 2>/dev/null`), "e2fsck", "-f", "disk.img"),
			want(modes.Confirm, "…", "yes", "y|yes", "n|no"), wait("?")), "e2fsck", "debugfs"),

		// A password.
		needs(ask("ssh-add", "ssh-add", unseenHome(notes, "bash", "-c", `eval "$(ssh-agent -s)" >/dev/null && ssh-keygen -q -t ed25519 -N pw-12345 -f key && ssh-add key; ssh-agent -k >/dev/null`),
			want(modes.Password, "Enter passphrase for key:", ""), wait("passphrase")), "ssh-add", "ssh-agent", "ssh-keygen"),
	}
}

// TestModesRecheck drives the recheck set live to the labelled moment
// and, with -update, stores its screens, labels and facts for modes'
// TestSetsAccuracy/recheck. Whether the classifier reads them right is that
// test's measure, not a failure here.
func TestModesRecheck(t *testing.T) {
	captureSet(t, recheckDir, recheckSet())
}
