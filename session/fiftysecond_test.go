package session

import (
	"testing"

	"github.com/agentty/agentty/modes"
)

// fiftysecondDir holds the fiftysecond set (issue 44, fifty-second
// round): live cases of npm prompt libraries and an ink component that
// no other test, table, fixture or doc of agentty names, made after the
// forty-ninth round, to measure the classifier once as it was on
// programs nobody here had looked at. Each case's label (mode, state,
// prompt kind, question, default, options and the highlighted one) was
// written from what the library is known to draw (its source, and the
// fixture run by hand outside agentty) and committed before its screen
// was captured.
const fiftysecondDir = "../testdata/modes-fiftysecond"

// fiftysecondNode runs the fiftysecond set's npm fixture script, which
// draws one question or screen of one library over the case's home.
var fiftysecondNode = setFixtures("fiftysecond").node

// fiftysecondSet is the fiftysecond set. Labels say what a person reads
// on the screen; "…" in a question or default stands for any text.
func fiftysecondSet() []corpusCase {
	is, ask, needs, wait, settle := isCase, askCase, needing, waitFor, settled
	node := nodeNeeds
	down, space := step{keys: "<down>"}, step{keys: " "}
	typing := func(s string) step { return step{text: s} }
	demo := func(lib, kind string) opener { return fiftysecondNode("fiftysecond-demo.mjs", lib, kind) }
	interrupted := func(kind string) opener { return demo("interrupted", kind) }
	autosubmit := func(kind string) opener { return demo("autosubmit", kind) }
	glob, filePath, table := demo("glob", ""), demo("file-path", ""), demo("ink-table", "")
	const branch, purge, secret = "Which branch should the release be cut from?", "Purge the old artifacts?", "Deploy key passphrase"
	const mirrors, platforms, replicas = "Which mirror should serve the images?", "Which platforms should the release build?", "How many replicas should serve it?"
	const files, deployed = "Which files should be published?", "Which file should be deployed?"
	mirror := func(highlighted int) *modes.Prompt {
		opts := []string{"mirror-fra", "mirror-ord", "mirror-nrt"}
		opts[highlighted] = ">" + opts[highlighted]
		return want(modes.Select, mirrors+"…", "", opts...)
	}
	dist := func(highlighted int) *modes.Prompt {
		opts := []string{"index.html", "relay.css", "relay.js"}
		opts[highlighted] = ">" + opts[highlighted]
		return want(modes.Select, deployed+"…", "", opts...)
	}
	return []corpusCase{
		// inquirer-interrupted-prompt: inquirer 9's prompts made
		// interruptible by Esc: a line with a default (also with text
		// typed), a yes/no, a list (also moved), a checkbox (also moved
		// and ticked), a masked password (also typed), a number.
		needs(ask("interrupted-text", "inquirer-interrupted-prompt", interrupted("text"), want(modes.Text, branch, "release-7"), wait("release-7")), node...),
		needs(ask("interrupted-text-typed", "inquirer-interrupted-prompt", interrupted("text"), want(modes.Text, branch, "release-7"),
			wait("release-7"), typing("main"), settle), node...),
		needs(ask("interrupted-confirm", "inquirer-interrupted-prompt", interrupted("confirm"), yesNo(purge, "no"), wait("y/N")), node...),
		needs(ask("interrupted-select", "inquirer-interrupted-prompt", interrupted("select"), mirror(0), wait("mirror-nrt")), node...),
		needs(ask("interrupted-select-moved", "inquirer-interrupted-prompt", interrupted("select"), mirror(1), wait("mirror-nrt"), down, settle), node...),
		needs(ask("interrupted-multiselect", "inquirer-interrupted-prompt", interrupted("multiselect"),
			ticks(platforms+"…", 0, nil, "linux", "darwin", "windows"), wait("windows")), node...),
		needs(ask("interrupted-multiselect-ticked", "inquirer-interrupted-prompt", interrupted("multiselect"),
			ticks(platforms+"…", 1, map[int]bool{1: true}, "linux", "darwin", "windows"), wait("windows"), down, settle, space, settle), node...),
		needs(ask("interrupted-password", "inquirer-interrupted-prompt", interrupted("password"), want(modes.Password, secret, ""), wait("passphrase")), node...),
		needs(ask("interrupted-password-typed", "inquirer-interrupted-prompt", interrupted("password"), want(modes.Password, secret, ""),
			wait("passphrase"), typing("hunter22"), settle), node...),
		needs(ask("interrupted-number", "inquirer-interrupted-prompt", interrupted("number"), want(modes.Text, replicas, "3"), wait("replicas")), node...),

		// inquirer-autosubmit-prompt, over its own inquirer 6: a line and
		// a masked code that submit themselves once long enough (the line
		// also with text typed short of that).
		needs(ask("autosubmit-text", "inquirer-autosubmit-prompt", autosubmit("text"), want(modes.Text, "Release tag (four characters):", ""), wait("Release tag")), node...),
		needs(ask("autosubmit-text-typed", "inquirer-autosubmit-prompt", autosubmit("text"), want(modes.Text, "Release tag (four characters):", ""),
			wait("Release tag"), typing("v7"), settle), node...),
		needs(ask("autosubmit-password", "inquirer-autosubmit-prompt", autosubmit("password"), want(modes.Password, "Six-digit code:", ""), wait("Six-digit")), node...),

		// inquirer-glob-prompt: a glob with a default, the files it
		// matches listed under it (also with another pattern typed).
		needs(ask("glob", "inquirer-glob-prompt", glob, want(modes.Text, files, "dist/*.js"), wait("matching file")), node...),
		needs(ask("glob-typed", "inquirer-glob-prompt", glob, want(modes.Text, files, "dist/*.js"), wait("matching file"), typing("dist/*.c"), settle), node...),

		// inquirer-file-path, over its own inquirer 1: a folder's files to
		// pick from (also moved).
		needs(ask("file-path", "inquirer-file-path", filePath, dist(0), wait("relay.js")), node...),
		needs(ask("file-path-moved", "inquirer-file-path", filePath, dist(1), wait("relay.js"), down, settle), node...),

		// ink-table: an ink app's table of hosts, held on the screen for
		// its keys (also after one, sorting it).
		needs(is(modes.TUI, "ink-table", "ink-table", table, wait("q: quit")), node...),
		needs(is(modes.TUI, "ink-table-sorted", "ink-table", table, wait("q: quit"), step{text: "s", expect: "sorted by load", timeout: setSlow}, settle), node...),
	}
}

// TestModesFiftysecond drives the fiftysecond set live to the labelled
// moment and, with -update, stores its screens, labels and facts for
// modes' TestSetsAccuracy/fiftysecond. Whether the classifier reads them
// right is that test's measure, not a failure here.
func TestModesFiftysecond(t *testing.T) { captureSet(t, fiftysecondDir, fiftysecondSet()) }
