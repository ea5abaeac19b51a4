package session

import (
	"testing"

	"github.com/agentty/agentty/modes"
)

// thirtyfourthDir holds the thirtyfourth set (issue 44, thirty-fourth
// round): live cases of npm prompt libraries, npm programs and Python
// programs that no other test, table, fixture or doc of agentty names,
// made to measure the classifier once as it was on programs nobody here
// had looked at. Each case's label (mode, state, prompt kind, question,
// default, options and the highlighted one) was written from what the
// program is known to draw (its documentation and source, and the
// program run by hand outside agentty) and committed before its screen
// was captured.
const thirtyfourthDir = "../testdata/modes-thirtyfourth"

// thirtyfourthNode runs a script of the thirtyfourth set's npm fixture
// (its demo of prompt libraries, or a program the fixture installs).
var thirtyfourthNode = setFixtures("thirtyfourth").node

// thirtyfourthSet is the thirtyfourth set. Labels say what a person reads
// on the screen; "…" in a question or default stands for any text.
func thirtyfourthSet() []corpusCase {
	is, ask, needs, wait, settle := isCase, askCase, needing, waitFor, settled
	node := nodeNeeds
	typed := func(s, expect string) step { return step{text: s, enter: true, expect: expect, timeout: setSlow} }
	down := step{keys: "<down>"}
	ncu := func(kind string) opener { return thirtyfourthNode("thirtyfourth-demo.mjs", "prompts-ncu", kind) }
	mathjs := thirtyfourthNode("node_modules/mathjs/bin/cli.js")
	vtop := thirtyfourthNode("node_modules/vtop/bin/vtop.js")
	buku := unseenHome(notes, "buku")
	thefuck := unseenHome(notes, "env", "TF_SHELL=bash", "thefuck", "git", "brnch")
	const branch, purge, secret = "Which branch should the release be cut from?", "Purge the old artifacts?", "Deploy key passphrase"
	const platforms = "Which platforms should the release build?"
	mirror := func(highlighted int) *modes.Prompt {
		opts := []string{"mirror-fra", "mirror-ord", "mirror-nrt"}
		opts[highlighted] = ">" + opts[highlighted]
		return want(modes.Select, "Which mirror should serve the images?", "", opts...)
	}
	return []corpusCase{
		// Full-screen programs: vtop, a process monitor drawn with
		// blessed (also after a key moving its list of processes).
		needs(is(modes.TUI, "vtop", "vtop", vtop, wait("CPU Usage")), node...),
		needs(is(modes.TUI, "vtop-moved", "vtop", vtop, wait("CPU Usage"), down, settle), node...),

		// REPLs (Python's buku below): math.js's command line, at its prompt and after a
		// command.
		needs(is(modes.REPL, "mathjs", "mathjs", mathjs, wait(">")), node...),
		needs(is(modes.REPL, "mathjs-after-command", "mathjs", mathjs, wait(">"), typed("6*7", "42"), settle), node...),

		// Python: buku's bookmark prompt, at its prompt and after its
		// help.
		needs(is(modes.REPL, "buku", "buku", buku, wait("? for help")), "buku"),
		needs(is(modes.REPL, "buku-after-command", "buku", buku, wait("? for help"), typed("?", "exit buku"), settle), "buku"),

		// Python: thefuck's corrected command, picked with the arrows
		// (also moved to the next one).
		needs(ask("thefuck", "thefuck", thefuck, want(modes.Select, "…", "", ">git branch"), wait("ctrl+c")), "thefuck", "git"),
		needs(ask("thefuck-moved", "thefuck", thefuck, want(modes.Select, "…", "", ">git brnch"), wait("ctrl+c"), down, settle), "thefuck", "git"),

		// Prompt libraries. JavaScript: prompts-ncu (npm-check-updates'
		// fork of prompts): a line with a default (also typed over), a
		// confirm, a toggle (also moved), a list (also moved), a
		// multiselect (also ticked), a number, a password.
		needs(ask("prompts-ncu-text", "prompts-ncu", ncu("text"), want(modes.Text, branch, "release-7"), wait("release-7")), node...),
		needs(ask("prompts-ncu-text-typed", "prompts-ncu", ncu("text"), want(modes.Text, branch, "…"), wait("release-7"), step{text: "hotfix"}, settle), node...),
		needs(ask("prompts-ncu-confirm", "prompts-ncu", ncu("confirm"), yesNo(purge, "no"), wait("old artifacts")), node...),
		needs(ask("prompts-ncu-toggle", "prompts-ncu", ncu("toggle"), yesNo(purge, "no"), wait("old artifacts")), node...),
		needs(ask("prompts-ncu-toggle-moved", "prompts-ncu", ncu("toggle"), yesNo(purge, "yes"), wait("old artifacts"), step{keys: "<right>"}, settle), node...),
		needs(ask("prompts-ncu-select", "prompts-ncu", ncu("select"), mirror(0), wait("mirror-nrt")), node...),
		needs(ask("prompts-ncu-select-moved", "prompts-ncu", ncu("select"), mirror(1), wait("mirror-nrt"), down, settle), node...),
		needs(ask("prompts-ncu-multiselect", "prompts-ncu", ncu("multiselect"), ticks(platforms, 0, nil, "linux", "darwin", "windows"), wait("windows")), node...),
		needs(ask("prompts-ncu-multiselect-ticked", "prompts-ncu", ncu("multiselect"), ticks(platforms, 1, map[int]bool{1: true}, "linux", "darwin", "windows"),
			wait("windows"), down, settle, step{keys: " "}, settle), node...),
		needs(ask("prompts-ncu-number", "prompts-ncu", ncu("number"), want(modes.Text, "How many replicas should serve it?", "3"), wait("replicas")), node...),
		needs(ask("prompts-ncu-password", "prompts-ncu", ncu("password"), want(modes.Password, secret, ""), wait("passphrase")), node...),
	}
}

// TestModesThirtyfourth drives the thirtyfourth set live to the labelled
// moment and, with -update, stores its screens, labels and facts for
// modes' TestSetsAccuracy/thirtyfourth. Whether the classifier reads them
// right is that test's measure, not a failure here.
func TestModesThirtyfourth(t *testing.T) { captureSet(t, thirtyfourthDir, thirtyfourthSet()) }
