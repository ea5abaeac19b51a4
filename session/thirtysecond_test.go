package session

import (
	"testing"

	"github.com/agentty/agentty/modes"
)

// thirtysecondDir holds the thirtysecond set (issue 44, thirty-second
// round): live cases of programs and prompt libraries that no other
// test, table, fixture or doc of agentty names, made to measure the
// classifier once as it was on programs nobody here had looked at. Each
// case's label (mode, state, prompt kind, question, default, options and
// the highlighted one) was written from what the program is known to
// draw (its documentation and source, and the program run by hand
// outside agentty) and committed before its screen was captured.
const thirtysecondDir = "../testdata/modes-thirtysecond"

// thirtysecondNode runs a script of the thirtysecond set's npm fixture.
var thirtysecondNode = setFixtures("thirtysecond").node

// thirtysecondSet is the thirtysecond set. Labels say what a person
// reads on the screen; "…" in a question or default stands for any text.
func thirtysecondSet() []corpusCase {
	is, ask, needs, wait, settle := isCase, askCase, needing, waitFor, settled
	node := nodeNeeds
	typed := func(s, expect string) step { return step{text: s, enter: true, expect: expect, timeout: setSlow} }
	down := step{keys: "<down>"}
	demo := func(lib, kind string) opener { return thirtysecondNode("thirtysecond-demo.mjs", lib, kind) }
	bandersnatch := func(kind string) opener { return demo("bandersnatch", kind) }
	interactive := demo("interactive-list", "select")
	cliPrompt := func(kind string) opener { return demo("cli-prompt", kind) }
	checkboxAuto := demo("inquirer-checkbox-autocomplete-prompt", "multiselect")
	directory := demo("inquirer-directory", "select")
	kbtin := unseenHome(notes, "kbtin")
	mm := unseenHome(notes, "mm")
	const branch, purge, secret = "Which branch should the release be cut from?", "Purge the old artifacts?", "Deploy key passphrase:"
	const platforms, upload, build = "Which platforms should the release build?", "What should happen to the failed upload?", "Where should the build go?"
	mirror := func(highlighted int) *modes.Prompt {
		opts := []string{"mirror-fra", "mirror-ord", "mirror-nrt"}
		opts[highlighted] = ">" + opts[highlighted]
		return want(modes.Select, "Which mirror should serve the images?", "", opts...)
	}
	failed := func(highlighted int) *modes.Prompt {
		opts := []string{"r|Retry it", "s|Skip it", "a|Abort the sync"}
		if highlighted >= 0 {
			opts[highlighted] = ">" + opts[highlighted]
		}
		return want(modes.Select, upload, "", opts...)
	}
	dirs := func(highlighted int) *modes.Prompt {
		opts := []string{"assets", "docs", "src", "choose this directory"}
		opts[highlighted] = ">" + opts[highlighted]
		return want(modes.Select, build, "", opts...)
	}
	return []corpusCase{
		// Full-screen programs: MultiMail, the offline mail reader, at
		// its list of packets and asking in a box whether to quit.
		needs(is(modes.TUI, "multimail", "multimail", mm, wait("(y/n)"), typed("n", "Offline Reader"), settle), "mm"),
		needs(ask("multimail-quit", "multimail", mm, want(modes.Confirm, "Do you really want to quit?", "", ">y|Yes", "n|No"),
			wait("(y/n)"), typed("n", "Offline Reader"), settle, step{keys: "Q", expect: "really want to quit", timeout: setSlow}, settle), "mm"),

		// REPLs, at their prompt and after a command: the MUD client
		// KBtin, bandersnatch's console.
		needs(is(modes.REPL, "kbtin", "kbtin", kbtin, wait("K B t i n")), "kbtin"),
		needs(is(modes.REPL, "kbtin-after-command", "kbtin", kbtin, wait("K B t i n"), typed("#math n {6*7};#showme {n is $n}", "n is 42"), settle), "kbtin"),
		needs(is(modes.REPL, "bandersnatch-repl", "bandersnatch", bandersnatch("repl"), wait("relay>")), node...),
		needs(is(modes.REPL, "bandersnatch-repl-after-command", "bandersnatch", bandersnatch("repl"), wait("relay>"), typed("status", "3 peers connected"), settle), node...),

		// Questions asked on a line: MultiMail's first start.
		needs(ask("multimail-first-run", "multimail", mm, yesNo("Edit .mmailrc now?", ""), wait("(y/n)")), "mm"),

		// Prompt libraries. JavaScript: bandersnatch's prompts (over
		// enquirer: a line with a default, a yes/no, an autocomplete
		// list, a multiselect, each also moved or ticked),
		// inquirer-interactive-list-prompt (keyed choices, none
		// highlighted until a key moves), cli-prompt's line and hidden
		// line, inquirer-checkbox-autocomplete-prompt, inquirer-directory.
		needs(ask("bandersnatch-text", "bandersnatch", bandersnatch("text"), want(modes.Text, branch, "release-7"), wait("release-7")), node...),
		needs(ask("bandersnatch-confirm", "bandersnatch", bandersnatch("confirm"), yesNo(purge, "no"), wait("old artifacts")), node...),
		needs(ask("bandersnatch-select", "bandersnatch", bandersnatch("select"), mirror(0), wait("mirror-nrt")), node...),
		needs(ask("bandersnatch-select-moved", "bandersnatch", bandersnatch("select"), mirror(1), wait("mirror-nrt"), down, settle), node...),
		needs(ask("bandersnatch-multiselect", "bandersnatch", bandersnatch("multiselect"), ticks(platforms, 0, nil, "linux", "darwin", "windows"), wait("windows")), node...),
		needs(ask("bandersnatch-multiselect-ticked", "bandersnatch", bandersnatch("multiselect"), ticks(platforms, 1, map[int]bool{1: true}, "linux", "darwin", "windows"),
			wait("windows"), down, settle, step{keys: " "}, settle), node...),
		needs(ask("interactive-list", "inquirer-interactive-list-prompt", interactive, failed(-1), wait("Abort the sync")), node...),
		needs(ask("interactive-list-moved", "inquirer-interactive-list-prompt", interactive, failed(0), wait("Abort the sync"), down, settle), node...),
		needs(ask("cli-prompt-text", "cli-prompt", cliPrompt("text"), want(modes.Text, branch, ""), wait("release be cut")), node...),
		needs(ask("cli-prompt-password", "cli-prompt", cliPrompt("password"), want(modes.Password, secret, ""), wait("passphrase")), node...),
		needs(ask("checkbox-autocomplete", "inquirer-checkbox-autocomplete-prompt", checkboxAuto, ticks(platforms, 0, nil, "linux", "darwin", "windows"), wait("windows")), node...),
		needs(ask("checkbox-autocomplete-ticked", "inquirer-checkbox-autocomplete-prompt", checkboxAuto, ticks(platforms, 1, map[int]bool{1: true}, "linux", "darwin", "windows"),
			wait("windows"), down, settle, step{keys: " "}, settle), node...),
		needs(ask("inquirer-directory", "inquirer-directory", directory, dirs(0), wait("choose this directory")), node...),
		needs(ask("inquirer-directory-moved", "inquirer-directory", directory, dirs(1), wait("choose this directory"), down, settle), node...),
	}
}

// TestModesThirtysecond drives the thirtysecond set live to the
// labelled moment and, with -update, stores its screens, labels and
// facts for modes' TestSetsAccuracy/thirtysecond. Whether the classifier
// reads them right is that test's measure, not a failure here.
func TestModesThirtysecond(t *testing.T) { captureSet(t, thirtysecondDir, thirtysecondSet()) }
