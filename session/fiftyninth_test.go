package session

import (
	"testing"

	"github.com/agentty/agentty/modes"
)

// fiftyninthDir holds the fiftyninth set (issue 44, fifty-ninth round):
// live cases of an npm release wizard, npm prompt libraries and ink
// components that no other test, table, fixture or doc of agentty
// names, made after the fifty-seventh round, to measure the classifier
// once as it was on programs nobody here had looked at. Each case's
// label (mode, state, prompt kind, question, default, options and the
// highlighted one) was written from what the program is known to draw
// (its source, and the fixture run by hand outside agentty) and
// committed before its screen was captured.
const fiftyninthDir = "../testdata/modes-fiftyninth"

// fiftyninthNode runs the fiftyninth set's npm fixture script, which
// draws one question or screen of one library over the case's home.
var fiftyninthNode = setFixtures("fiftyninth").node

// fiftyninthSet is the fiftyninth set. Labels say what a person reads on
// the screen; "…" in a question or default stands for any text.
func fiftyninthSet() []corpusCase {
	is, ask, needs, wait, settle := isCase, askCase, needing, waitFor, settled
	node := []string{"node", "npm", "git"}
	down, up := step{keys: "<down>"}, step{keys: "<up>"}
	typing := func(s string) step { return step{text: s} }
	pressed := func(s, expect string) step { return step{text: s, expect: expect, timeout: setSlow} }
	demo := func(lib string) opener { return fiftyninthNode("fiftyninth-demo.mjs", lib) }
	release, loop, recursive, npmName, path := demo("release-it"), demo("loop"), demo("recursive"), demo("npm-name"), demo("path")
	tasks, big := demo("task-list"), demo("big-text")
	const increment, folder = "Select increment (next version):", "Which folder should be deployed?"
	increments := func(highlighted int) *modes.Prompt {
		opts := []string{"patch (1.0.1)", "minor (1.1.0)", "major (2.0.0)", "prepatch (1.0.1-0)", "preminor (1.1.0-0)", "premajor (2.0.0-0)", "Other, please specify..."}
		opts[highlighted] = ">" + opts[highlighted]
		return want(modes.Select, increment, "", opts...)
	}
	return []corpusCase{
		// release-it: its release wizard over a fresh package's git
		// repository: the increment to pick (also moved), the commit and
		// the tag to confirm after one is picked, the version asked for
		// when "Other" is picked.
		needs(ask("release-it-increment", "release-it", release, increments(0), wait("please specify")), node...),
		needs(ask("release-it-increment-moved", "release-it", release, increments(1), wait("please specify"), down, settle), node...),
		needs(ask("release-it-commit", "release-it", release, yesNo("Commit (Release 1.1.0)?", "yes"),
			wait("please specify"), down, settle, step{enter: true, expect: "Commit (Release", timeout: setSlow}, settle), node...),
		needs(ask("release-it-tag", "release-it", release, yesNo("Tag (1.1.0)?", "yes"),
			wait("please specify"), down, settle, step{enter: true, expect: "Commit (Release", timeout: setSlow}, settle,
			step{enter: true, expect: "Tag (1.1.0)", timeout: setSlow}, settle), node...),
		needs(ask("release-it-other-version", "release-it", release, want(modes.Text, "Please enter a valid version:", ""),
			wait("please specify"), up, settle, step{enter: true, expect: "valid version", timeout: setSlow}, settle), node...),

		// inquirer-loop and inquirer-recursive, over inquirer 7: the
		// yes/no that opens another round, the round's question after it.
		needs(ask("inquirer-loop", "inquirer-loop", loop, yesNo("Add another relay host?", "yes"), wait("(Y/n)")), node...),
		needs(ask("inquirer-loop-question", "inquirer-loop", loop, want(modes.Text, "Relay host name", ""),
			wait("(Y/n)"), step{enter: true, expect: "Relay host name", timeout: setSlow}, settle), node...),
		needs(ask("inquirer-recursive", "inquirer-recursive", recursive, yesNo("Add a deploy user?", "yes"), wait("(Y/n)")), node...),
		needs(ask("inquirer-recursive-question", "inquirer-recursive", recursive, want(modes.Text, "What is the user's name?", ""),
			wait("(Y/n)"), step{enter: true, expect: "user's name", timeout: setSlow}, settle), node...),

		// inquirer-npm-name, over inquirer 7: a package's name with a
		// default (also with text typed).
		needs(ask("inquirer-npm-name", "inquirer-npm-name", npmName, want(modes.Text, "Package name", "relay-cli"), wait("relay-cli")), node...),
		needs(ask("inquirer-npm-name-typed", "inquirer-npm-name", npmName, want(modes.Text, "Package name", "relay-cli"),
			wait("relay-cli"), typing("relay-x"), settle), node...),

		// inquirer-path, over its own inquirer 3: a path with a hint
		// (also with text typed and completed by Tab).
		needs(ask("inquirer-path", "inquirer-path", path, want(modes.Text, folder, "…"), wait("deployed?")), node...),
		needs(ask("inquirer-path-completed", "inquirer-path", path, want(modes.Text, folder, "…"),
			wait("deployed?"), typing("di"), settle, step{keys: "<tab>", expect: "dist/", timeout: setSlow}, settle), node...),

		// ink-task-list and ink-big-text, over ink 5: an ink app's task
		// list and banner held on the screen for their keys (also after
		// one).
		needs(is(modes.TUI, "ink-task-list", "ink-task-list", tasks, wait("q: quit")), node...),
		needs(is(modes.TUI, "ink-task-list-after-key", "ink-task-list", tasks, wait("q: quit"), pressed("b", "[built]"), settle), node...),
		needs(is(modes.TUI, "ink-big-text", "ink-big-text", big, wait("q: quit")), node...),
		needs(is(modes.TUI, "ink-big-text-after-key", "ink-big-text", big, wait("q: quit"), pressed("n", "release 8"), settle), node...),
	}
}

// TestModesFiftyninth drives the fiftyninth set live to the labelled
// moment and, with -update, stores its screens, labels and facts for
// modes' TestSetsAccuracy/fiftyninth. Whether the classifier reads them
// right is that test's measure, not a failure here.
func TestModesFiftyninth(t *testing.T) { captureSet(t, fiftyninthDir, fiftyninthSet()) }
