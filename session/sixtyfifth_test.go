package session

import (
	"testing"

	"github.com/agentty/agentty/modes"
)

// sixtyfifthDir holds the sixtyfifth set (issue 44, sixty-fifth round):
// live cases of programs and libraries from npm and the Go module proxy
// that no other test, table, fixture or doc of agentty names, to measure
// the classifier once as it was on programs nobody here had looked at.
// Each case's label (mode, state, prompt kind, question, default,
// options and the highlighted one) was written from what the program is
// known to draw (its documentation and source, and the program run by
// hand in tmux outside agentty) and committed before its screen was
// captured.
const sixtyfifthDir = "../testdata/modes-sixtyfifth"

// sixtyfifthNode runs a program of the sixtyfifth set's npm fixture
// through its demo script, over a directory the script prepares;
// sixtyfifthGo a program of its Go module.
var (
	sixtyfifthNode = setFixtures("sixtyfifth").node
	sixtyfifthGo   = setFixtures("sixtyfifth").goProgram
)

// sixtyfifthSet is the sixtyfifth set. Labels say what a person reads on
// the screen; "…" in a question or default stands for any text.
func sixtyfifthSet() []corpusCase {
	is, ask, needs, wait, settle := isCase, askCase, needing, waitFor, settled
	node := nodeNeeds
	typed := func(s, expect string) step { return step{text: s, enter: true, expect: expect, timeout: setSlow} }
	enter := func(expect string) step { return step{enter: true, expect: expect, timeout: setSlow} }
	down := step{keys: "<down>"}
	commits := sixtyfifthNode("sixtyfifth-demo.mjs", "better-commits")
	readme := sixtyfifthNode("sixtyfifth-demo.mjs", "readme")
	pager := sixtyfifthNode("sixtyfifth-demo.mjs", "pager")
	depot := sixtyfifthNode("sixtyfifth-demo.mjs", "repl")
	otto := sixtyfifthGo("otto-repl")
	withGit := append([]string{"git"}, node...)
	withLess := append([]string{"less"}, node...)
	types := func(highlighted int) *modes.Prompt {
		opts := []string{"feat", "fix", "docs", "refactor", "perf", "test", "build", "ci", "chore", "none"}
		opts[highlighted] = ">" + opts[highlighted]
		return want(modes.Select, "Select a commit type", "", opts...)
	}
	const footers = "Select optional footers…"
	footerOpts := []string{"closes <issue/ticket>", "trailer", "breaking change", "deprecated", "custom"}
	html := func(highlighted int) *modes.Prompt {
		opts := []string{"Yes", "No"}
		opts[highlighted] = ">" + opts[highlighted]
		return want(modes.Select, "…Use HTML in your README.md for a nicer rendering?…", "", opts...)
	}
	toFooters := []step{wait("Select a commit type"), enter("commit scope"), enter("Add ticket"), enter("brief title"),
		typed("trim the relay logs", "detailed description"), enter("optional footers")}
	return []corpusCase{
		// better-commits (over @clack/prompts), in a git repository
		// with a file staged: its searchable lists of commit types
		// (also moved) and scopes, its ticket and title fields, its
		// footers to tick (also one ticked) and its last confirm.
		needs(ask("better-commits-type", "better-commits", commits, types(0), wait("Select a commit type")), withGit...),
		needs(ask("better-commits-type-moved", "better-commits", commits, types(1), wait("Select a commit type"), down, settle), withGit...),
		needs(ask("better-commits-scope", "better-commits", commits,
			want(modes.Select, "Select a commit scope", "", ">app", "shared", "server", "tools", "none"), wait("Select a commit type"), enter("commit scope")), withGit...),
		needs(ask("better-commits-ticket", "better-commits", commits, want(modes.Text, "Add ticket / issue…", ""),
			wait("Select a commit type"), enter("commit scope"), enter("Add ticket")), withGit...),
		needs(ask("better-commits-title", "better-commits", commits, want(modes.Text, "Write a brief title describing the commit", ""),
			wait("Select a commit type"), enter("commit scope"), enter("Add ticket"), enter("brief title")), withGit...),
		needs(ask("better-commits-footers", "better-commits", commits, ticks(footers, 0, nil, footerOpts...), toFooters...), withGit...),
		needs(ask("better-commits-footers-ticked", "better-commits", commits, ticks(footers, 0, map[int]bool{0: true}, footerOpts...),
			append(append([]step{}, toFooters...), step{keys: " "}, settle)...), withGit...),
		needs(ask("better-commits-confirm", "better-commits", commits, want(modes.Confirm, "Confirm Commit?", "", ">Yes", "No"),
			append(append([]step{}, toFooters...), enter("Confirm Commit"))...), withGit...),

		// readme-md-generator (over inquirer 7), in a project with a
		// package.json: its first question, a list of Yes and No (also
		// moved), then its fields with the package's name and version
		// as defaults.
		needs(ask("readme-html", "readme-md-generator", readme, html(0), wait("nicer rendering")), node...),
		needs(ask("readme-html-moved", "readme-md-generator", readme, html(1), wait("nicer rendering"), down, settle), node...),
		needs(ask("readme-name", "readme-md-generator", readme, want(modes.Text, "…Project name", "relay-tools"),
			wait("nicer rendering"), enter("Project name")), node...),
		needs(ask("readme-version", "readme-md-generator", readme, want(modes.Text, "…Project version…", "2.1.0"),
			wait("nicer rendering"), enter("Project name"), enter("Project version")), node...),

		// node-pager: a long report shown in less (at its top and a
		// page down).
		needs(is(modes.Pager, "node-pager", "node-pager", pager, wait("relay-001")), withLess...),
		needs(is(modes.Pager, "node-pager-moved", "node-pager", pager, wait("relay-001"), step{keys: "<pgdn>"}, settle), withLess...),

		// REPLs, at their prompt and after a command: node's repl.start
		// with a prompt and a command of its own, robertkrimen/otto's
		// console (over gopkg.in/readline.v1).
		needs(is(modes.REPL, "node-repl-depot", "node repl", depot, wait("depot>")), node...),
		needs(is(modes.REPL, "node-repl-depot-after-command", "node repl", depot, wait("depot>"), typed(".stock", "crates in stock"), settle), node...),
		needs(is(modes.REPL, "otto-repl", "robertkrimen/otto", otto, wait("queue>")), goNeeds...),
		needs(is(modes.REPL, "otto-repl-after-command", "robertkrimen/otto", otto, wait("queue>"), typed("crates(7)", "crates queued"), settle), goNeeds...),
	}
}

// TestModesSixtyfifth drives the sixtyfifth set live to the labelled
// moment and, with -update, stores its screens, labels and facts for
// modes' TestSetsAccuracy/sixtyfifth. Whether the classifier reads them
// right is that test's measure, not a failure here.
func TestModesSixtyfifth(t *testing.T) { captureSet(t, sixtyfifthDir, sixtyfifthSet()) }
