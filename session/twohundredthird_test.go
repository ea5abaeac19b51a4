package session

import (
	"testing"

	"github.com/agentty/agentty/modes"
)

// twohundredthirdDir holds the twohundredthird set (issue 44,
// two-hundred-and-third round): live cases of npm prompt libraries
// (inquirer-promise over inquirer 1, mschema-prompt over read, prompt-tmp,
// a fork of flatiron's prompt, and readline-promise), each driven by a
// script of the set's own, none of them named by any other test, table,
// fixture or doc of agentty, to measure the classifier once as it was on
// programs nobody here had looked at: a line with and without a default,
// a yes or no, a list, a list of boxes and a hidden line, each at first
// sight, after a move or a tick, after typing, and at a validation error.
// Each case's label (mode, state, prompt kind, question, default, options
// and the highlighted one) was written from what the program draws, run
// by hand in tmux outside agentty, and committed before its screen was
// captured.
const twohundredthirdDir = "../testdata/modes-twohundredthird"

// twohundredthirdDemo runs the set's demo script in one of its modes (a
// library, and what it asks) from a home of its own.
func twohundredthirdDemo(args ...string) opener {
	return setFixtures("twohundredthird").node("twohundredthird-demo.js", args...)
}

// twohundredthirdSet is the twohundredthird set. Labels say what a person
// reads on the screen; "…" in a question or default stands for any text.
func twohundredthirdSet() []corpusCase {
	ask, needs, wait, settle := askCase, needing, waitFor, settled
	node := nodeNeeds
	key := func(k string) step { return step{keys: k} }
	typing := func(s string) step { return step{text: s} }
	typed := func(s, expect string) step { return step{text: s, enter: true, expect: expect, timeout: setSlow} }
	enter := func(expect string) step { return step{enter: true, expect: expect, timeout: setSlow} }
	steps := func(a []step, more ...step) []step { return append(append([]step{}, a...), more...) }
	pick := func(q string, highlighted int, opts ...string) *modes.Prompt {
		o := append([]string{}, opts...)
		o[highlighted] = ">" + o[highlighted]
		return want(modes.Select, q, "", o...)
	}

	// inquirer-promise (inquirer 1.2): a branch with its default in
	// brackets (refused when it holds a space), a (y/N), a list, a list
	// of boxes under a hint that wraps to a second row, a hidden
	// passphrase (refused when shorter than 8).
	branchQ := "Which branch should the nightly build check out?"
	branch, tag := twohundredthirdDemo("inquirer-promise", "input"), twohundredthirdDemo("inquirer-promise", "confirm")
	runner, artifacts := twohundredthirdDemo("inquirer-promise", "list"), twohundredthirdDemo("inquirer-promise", "checkbox")
	passphrase := twohundredthirdDemo("inquirer-promise", "password")
	const tagQ = "Tag the release after the build passes?"
	const runnerQ = "Which runner should build the release?"
	runners := []string{"linux-amd64", "linux-arm64", "darwin-arm64", "windows-amd64"}
	const artifactsQ = "Which artifacts should the release upload?"
	artifactList := []string{"tarball", "checksums", "signatures", "changelog"}
	const passQ = "Signing key passphrase:"

	// mschema-prompt: a queue's name, then its worker count, each with
	// its default in brackets; a count that is not a number is refused
	// and asked again.
	queue := twohundredthirdDemo("mschema-prompt")
	toWorkers := []step{wait("(mail-outbox)"), enter("worker count:")}

	// prompt-tmp: "prompt: " before each field, the host (refused when it
	// breaks its pattern), the port with its default; a password drawn
	// as stars.
	database, password := twohundredthirdDemo("prompt-tmp"), twohundredthirdDemo("prompt-tmp", "password")
	toPort := []step{wait("database host:"), typed("db.internal", "database port:")}

	// readline-promise: a bare question, no default.
	list := twohundredthirdDemo("readline-promise")
	const listQ = "Name of the new mailing list?"

	return []corpusCase{
		// inquirer-promise: the branch (also typed, also refused), the
		// (y/N) (also with y typed), the list (also moved), the boxes
		// (also moved and ticked), the passphrase (also refused).
		needs(ask("inquirer-promise-input", "inquirer-promise", branch, want(modes.Text, branchQ, "main"), wait("(main)")), node...),
		needs(ask("inquirer-promise-input-typed", "inquirer-promise", branch, want(modes.Text, branchQ, "main"),
			wait("(main)"), typing("release/2.4"), settle), node...),
		needs(ask("inquirer-promise-input-refused", "inquirer-promise", branch, want(modes.Text, branchQ, "main"),
			wait("(main)"), typed("my branch", "no spaces"), settle), node...),
		needs(ask("inquirer-promise-confirm", "inquirer-promise", tag, yesNo(tagQ, "no"), wait("(y/N)")), node...),
		needs(ask("inquirer-promise-confirm-typed", "inquirer-promise", tag, yesNo(tagQ, "no"), wait("(y/N)"), typing("y"), settle), node...),
		needs(ask("inquirer-promise-list", "inquirer-promise", runner, pick(runnerQ+" (Use arrow keys)", 0, runners...), wait("Use arrow keys")), node...),
		needs(ask("inquirer-promise-list-moved", "inquirer-promise", runner, pick(runnerQ, 1, runners...),
			wait("Use arrow keys"), key("<down>"), settle), node...),
		needs(ask("inquirer-promise-checkbox", "inquirer-promise", artifacts,
			ticks(artifactsQ+" (Press <space> to select, <a> to toggle all, <i> to inverse selection)", 0, nil, artifactList...),
			wait("inverse selection")), node...),
		needs(ask("inquirer-promise-checkbox-moved-ticked", "inquirer-promise", artifacts, ticks(artifactsQ, 1, map[int]bool{1: true}, artifactList...),
			wait("inverse selection"), key("<down>"), key(" "), settle), node...),
		needs(ask("inquirer-promise-password", "inquirer-promise", passphrase, want(modes.Password, passQ, ""), wait("passphrase:")), node...),
		needs(ask("inquirer-promise-password-refused", "inquirer-promise", passphrase, want(modes.Password, passQ, ""),
			wait("passphrase:"), step{text: "abc", secret: true, enter: true, expect: "8 characters", timeout: setSlow}, settle), node...),

		// mschema-prompt: the queue's name, the worker count (also
		// refused).
		needs(ask("mschema-prompt-name", "mschema-prompt", queue, want(modes.Text, "queue name:", "mail-outbox"), wait("(mail-outbox)")), node...),
		needs(ask("mschema-prompt-workers", "mschema-prompt", queue, want(modes.Text, "worker count:", "4"), toWorkers...), node...),
		needs(ask("mschema-prompt-workers-refused", "mschema-prompt", queue, want(modes.Text, "worker count:", "4"),
			steps(toWorkers, typed("four", "Invalid worker count"), settle)...), node...),

		// prompt-tmp: the host (also refused), the port, the password
		// (also typed, drawn as stars).
		needs(ask("prompt-tmp-host", "prompt-tmp", database, want(modes.Text, "database host:", ""), wait("database host:")), node...),
		needs(ask("prompt-tmp-host-refused", "prompt-tmp", database, want(modes.Text, "database host:", ""),
			wait("database host:"), typed("DB Host", "lowercase letters"), settle), node...),
		needs(ask("prompt-tmp-port", "prompt-tmp", database, want(modes.Text, "database port:", "5432"), toPort...), node...),
		needs(ask("prompt-tmp-password", "prompt-tmp", password, want(modes.Password, "database password:", ""), wait("database password:")), node...),
		needs(ask("prompt-tmp-password-typed", "prompt-tmp", password, want(modes.Password, "database password:", ""),
			wait("database password:"), step{text: "hunter2", secret: true}, settle), node...),

		// readline-promise: the question (also typed).
		needs(ask("readline-promise", "readline-promise", list, want(modes.Text, listQ, ""), wait("mailing list?")), node...),
		needs(ask("readline-promise-typed", "readline-promise", list, want(modes.Text, listQ, ""), wait("mailing list?"), typing("relay-announce"), settle), node...),
	}
}

// TestModesTwohundredthird drives the twohundredthird set live to the
// labelled moment and, with -update, stores its screens, labels and
// facts for modes' TestSetsAccuracy/twohundredthird. Whether the
// classifier reads them right is that test's measure, not a failure here.
func TestModesTwohundredthird(t *testing.T) { captureSet(t, twohundredthirdDir, twohundredthirdSet()) }
