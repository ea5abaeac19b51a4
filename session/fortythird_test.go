package session

import (
	"testing"

	"github.com/agentty/agentty/modes"
)

// fortythirdDir holds the fortythird set (issue 44, forty-third round):
// live cases of npm prompt libraries that no other test, table, fixture
// or doc of agentty names, made after the thirty-ninth round, to measure
// the classifier once as it was on programs nobody here had looked at.
// Each case's label (mode, state, prompt kind, question, default,
// options and the highlighted one) was written from what the library is
// known to draw (its documentation and source, and its demo run by hand
// outside agentty) and committed before its screen was captured.
const fortythirdDir = "../testdata/modes-fortythird"

// fortythirdNode runs a script of the fortythird set's npm fixture.
var fortythirdNode = setFixtures("fortythird").node

// fortythirdSet is the fortythird set. Labels say what a person reads on
// the screen; "…" in a question or default stands for any text.
func fortythirdSet() []corpusCase {
	is, ask, needs, wait, settle := isCase, askCase, needing, waitFor, settled
	node := nodeNeeds
	down, right, left, space := step{keys: "<down>"}, step{keys: "<right>"}, step{keys: "<left>"}, step{keys: " "}
	demo := func(lib, kind string) opener { return fortythirdNode("fortythird-demo.mjs", lib, kind) }
	termost := func(kind string) opener { return demo("termost", kind) }
	reliverse := func(kind string) opener { return demo("reliverse", kind) }
	toggle := demo("toggle", "confirm")
	quicksearch := demo("quicksearch", "select")
	directory := demo("select-directory", "select")
	babel := demo("babel-node", "repl")
	typed := func(s, expect string) step { return step{text: s, enter: true, expect: expect, timeout: setSlow} }
	const branch, purge, secret = "Which branch should the release be cut from?", "Purge the old artifacts?", "Deploy key passphrase"
	const platforms, folder = "Which platforms should the release build?", "Which folder should hold the release?"
	mirror := func(highlighted int) *modes.Prompt {
		opts := []string{"mirror-fra", "mirror-ord", "mirror-nrt"}
		if highlighted >= 0 {
			opts[highlighted] = ">" + opts[highlighted]
		}
		return want(modes.Select, "Which mirror should serve the images?", "", opts...)
	}
	targets := ticks(platforms, 0, nil, "linux", "darwin", "windows")
	darwinTicked := ticks(platforms, 1, map[int]bool{1: true}, "linux", "darwin", "windows")
	return []corpusCase{
		// termost: a CLI framework asking its inputs through enquirer
		// (a line with a default, a y/N, a list underlined where the
		// cursor is (also moved), a list of ticks (also ticked)), and a
		// line asked after a task it ran with a spinner.
		needs(ask("termost-text", "termost", termost("text"), want(modes.Text, branch, "release-7"), wait("release-7")), node...),
		needs(ask("termost-confirm", "termost", termost("confirm"), yesNo(purge, "no"), wait("old artifacts")), node...),
		needs(ask("termost-select", "termost", termost("select"), mirror(0), wait("mirror-nrt")), node...),
		needs(ask("termost-select-moved", "termost", termost("select"), mirror(1), wait("mirror-nrt"), down, settle), node...),
		needs(ask("termost-multiselect", "termost", termost("multiselect"), targets, wait("windows")), node...),
		needs(ask("termost-multiselect-ticked", "termost", termost("multiselect"), darwinTicked, wait("windows"), down, settle, space, settle), node...),
		needs(ask("termost-after-task", "termost", termost("after-task"), want(modes.Text, branch, "release-7"), wait("release-7")), node...),

		// @reliverse/prompts: prompts under a title marked ◆ with a bar
		// down their left: a line (its default not drawn), a password, a
		// [y/N], a Yes / No switch (also moved), a list (also moved), a
		// list of ticks (also ticked).
		needs(ask("reliverse-text", "@reliverse/prompts", reliverse("text"), want(modes.Text, branch, ""), wait("release be cut")), node...),
		needs(ask("reliverse-password", "@reliverse/prompts", reliverse("password"), want(modes.Password, secret, ""), wait("passphrase")), node...),
		needs(ask("reliverse-confirm", "@reliverse/prompts", reliverse("confirm"), yesNo(purge, "no"), wait("old artifacts")), node...),
		needs(ask("reliverse-toggle", "@reliverse/prompts", reliverse("toggle"), want(modes.Confirm, purge, "", "Yes", ">No"), wait("Yes / No")), node...),
		needs(ask("reliverse-toggle-moved", "@reliverse/prompts", reliverse("toggle"), want(modes.Confirm, purge, "", ">Yes", "No"), wait("Yes / No"), left, settle), node...),
		needs(ask("reliverse-select", "@reliverse/prompts", reliverse("select"), mirror(0), wait("mirror-nrt")), node...),
		needs(ask("reliverse-select-moved", "@reliverse/prompts", reliverse("select"), mirror(1), wait("mirror-nrt"), down, settle), node...),
		needs(ask("reliverse-multiselect", "@reliverse/prompts", reliverse("multiselect"), targets, wait("windows")), node...),
		needs(ask("reliverse-multiselect-ticked", "@reliverse/prompts", reliverse("multiselect"), darwinTicked, wait("windows"), down, settle, space, settle), node...),

		// inquirer-toggle: an @inquirer/core yes/no drawn as a switch
		// `no / yes` (also moved).
		needs(ask("inquirer-toggle", "inquirer-toggle", toggle, want(modes.Confirm, purge, "", ">no", "yes"), wait("old artifacts")), node...),
		needs(ask("inquirer-toggle-moved", "inquirer-toggle", toggle, want(modes.Confirm, purge, "", "no", ">yes"), wait("old artifacts"), right, settle), node...),

		// ink-quicksearch-input: an Ink 2 list under a `Query:` line,
		// filtered by what is typed (also moved).
		needs(ask("ink-quicksearch", "ink-quicksearch-input", quicksearch, mirror(0), wait("mirror-nrt")), node...),
		needs(ask("ink-quicksearch-moved", "ink-quicksearch-input", quicksearch, mirror(1), wait("mirror-nrt"), down, settle), node...),

		// inquirer-select-directory: inquirer 2's folder browser over an
		// empty home (its . and .. , then `choose this directory`
		// between rules; also moved).
		needs(ask("select-directory", "inquirer-select-directory", directory,
			want(modes.Select, folder, "", ">.", "..", "choose this directory"), wait("choose this directory")), node...),
		needs(ask("select-directory-moved", "inquirer-select-directory", directory,
			want(modes.Select, folder, "", ".", ">..", "choose this directory"), wait("choose this directory"), down, settle), node...),

		// @babel/node: babel-node's REPL (`babel > `), at its prompt and
		// after a line typed.
		needs(is(modes.REPL, "babel-node", "@babel/node", babel, wait("babel >")), node...),
		needs(is(modes.REPL, "babel-node-after-command", "@babel/node", babel, wait("babel >"), typed("const n = 6 * 7; n", "42"), settle), node...),
	}
}

// TestModesFortythird drives the fortythird set live to the labelled
// moment and, with -update, stores its screens, labels and facts for
// modes' TestSetsAccuracy/fortythird. Whether the classifier reads them
// right is that test's measure, not a failure here.
func TestModesFortythird(t *testing.T) { captureSet(t, fortythirdDir, fortythirdSet()) }
