package session

import (
	"testing"

	"github.com/agentty/agentty/modes"
)

// hundredninthDir holds the hundredninth set (issue 44, hundred-and-ninth
// round): live cases of Go modules from the Go module proxy that no other
// test, table, fixture or doc of agentty names (cli/go-gh's prompter,
// go-task's executor, mvdan.cc/sh's parser and interpreter,
// hashicorp/go-secure-stdlib's password reader), each driven by a small
// program of the set's own in testdata/hundredninth/go to one of its
// prompts, at first sight and after a move, a tick or typed text. Each
// case's label (mode, state, prompt kind, question, default, options and
// the highlighted one) was written from what a person reads on the
// screen, the program run by hand in tmux outside agentty, and committed
// before its screen was captured. Two moments were driven again, their
// labels unchanged: the lines typed into go-gh's input and go-task's
// required variable had waited for the typed text, which a wait does not
// count, and timed out; they are typed with no wait and settled.
const hundredninthDir = "../testdata/modes-hundredninth"

// hundredninthGo runs a program of the hundredninth set's Go module.
var hundredninthGo = setFixtures("hundredninth").goProgram

// hundredninthSet is the hundredninth set. Labels say what a person reads
// on the screen.
func hundredninthSet() []corpusCase {
	is, ask, needs, wait, settle := isCase, askCase, needing, waitFor, settled
	typed := func(s, expect string) step { return step{text: s, enter: true, expect: expect, timeout: setSlow} }
	down, space := step{keys: "<down>"}, step{keys: " "}
	gh := func(what string) opener { return hundredninthGo("ghprompt", what) }
	runbook := func(task string) opener { return hundredninthGo("runbook", task) }
	relaysh := hundredninthGo("relaysh")
	unseal := hundredninthGo("unseal")
	const (
		protocol = "Which protocol do you prefer for Git operations?"
		labels   = "Which labels should be added?"
		region   = "Select value for REGION:"
	)
	labelOpts := []string{"bug", "documentation", "enhancement", "question"}
	return []corpusCase{
		// cli/go-gh's prompter (GitHub CLI extensions' prompts): a
		// select with its hint of keys wrapped after the question (also
		// moved down), a multiselect of labels (also one ticked, and
		// then moved down), a line with its default in parentheses
		// (also with text typed), a hidden token (also typed, shown as
		// stars), a yes/no with `(y/N)`.
		needs(ask("go-gh-select", "ghprompt", gh("select"), want(modes.Select, protocol, "", ">HTTPS", "SSH"), wait("SSH")), goNeeds...),
		needs(ask("go-gh-select-moved", "ghprompt", gh("select"), want(modes.Select, protocol, "", "HTTPS", ">SSH"), wait("SSH"), settle, down, settle), goNeeds...),
		needs(ask("go-gh-multiselect", "ghprompt", gh("multiselect"), ticks(labels, 0, nil, labelOpts...), wait("question")), goNeeds...),
		needs(ask("go-gh-multiselect-ticked", "ghprompt", gh("multiselect"), ticks(labels, 0, map[int]bool{0: true}, labelOpts...),
			wait("question"), settle, space, settle), goNeeds...),
		needs(ask("go-gh-multiselect-ticked-moved", "ghprompt", gh("multiselect"), ticks(labels, 1, map[int]bool{0: true}, labelOpts...),
			wait("question"), settle, space, settle, down, settle), goNeeds...),
		needs(ask("go-gh-input", "ghprompt", gh("input"), want(modes.Text, "Repository name", "relay"), wait("(relay)")), goNeeds...),
		needs(ask("go-gh-input-typed", "ghprompt", gh("input"), want(modes.Text, "Repository name", "relay"),
			wait("(relay)"), settle, step{text: "relay-docs"}, settle), goNeeds...),
		needs(ask("go-gh-password", "ghprompt", gh("password"), want(modes.Password, "Paste your authentication token:", ""), wait("token:")), goNeeds...),
		needs(ask("go-gh-password-typed", "ghprompt", gh("password"), want(modes.Password, "Paste your authentication token:", ""),
			wait("token:"), settle, step{text: "ghp_relay", expect: "*****", timeout: setSlow}, settle), goNeeds...),
		needs(ask("go-gh-confirm", "ghprompt", gh("confirm"), yesNo("Delete the release v1.2.0?", "no"), wait("(y/N)")), goNeeds...),

		// go-task's executor over a Taskfile: a task's prompt on a line
		// (`[y/N]:`), and, interactive, the value of a variable a task
		// requires, a line (also typed) and, for one with an enum, a
		// select marked `❯` with its hint of keys under it (also moved
		// down).
		needs(ask("go-task-prompt", "runbook", runbook("deploy"), yesNo("Deploy the relay service to production?", "no"), wait("[y/N]")), goNeeds...),
		needs(ask("go-task-required", "runbook", runbook("release"), want(modes.Text, "Enter value for VERSION:", ""), wait("VERSION")), goNeeds...),
		needs(ask("go-task-required-typed", "runbook", runbook("release"), want(modes.Text, "Enter value for VERSION:", ""),
			wait("VERSION"), settle, step{text: "1.4.0"}, settle), goNeeds...),
		needs(ask("go-task-enum", "runbook", runbook("region"), want(modes.Select, region, "", ">eu-west", "us-east", "ap-south"), wait("ap-south")), goNeeds...),
		needs(ask("go-task-enum-moved", "runbook", runbook("region"), want(modes.Select, region, "", "eu-west", ">us-east", "ap-south"),
			wait("ap-south"), settle, down, settle), goNeeds...),

		// A shell of mvdan.cc/sh's parser and interpreter: at its bare
		// `$ `, after a command, and at `> ` in a loop not yet closed.
		needs(is(modes.Shell, "mvdan-sh", "relaysh", relaysh, wait("$")), goNeeds...),
		needs(is(modes.Shell, "mvdan-sh-after-command", "relaysh", relaysh, wait("$"), typed("echo hello from relay", "hello from relay"), settle), goNeeds...),
		needs(is(modes.Shell, "mvdan-sh-continued", "relaysh", relaysh, wait("$"), typed("for f in a b; do", ">"), settle), goNeeds...),

		// hashicorp/go-secure-stdlib's password reader, echo off: a
		// passphrase asked, and asked again.
		needs(ask("go-secure-stdlib-password", "unseal", unseal, want(modes.Password, "Passphrase (will be hidden):", ""), wait("hidden")), goNeeds...),
		needs(ask("go-secure-stdlib-password-again", "unseal", unseal, want(modes.Password, "Repeat passphrase (will be hidden):", ""),
			wait("hidden"), typed("hunter22", "Repeat")), goNeeds...),
	}
}

// TestModesHundredninth drives the hundredninth set live to the labelled
// moment and, with -update, stores its screens, labels and facts for
// modes' TestSetsAccuracy/hundredninth. Whether the classifier reads them
// right is that test's measure, not a failure here.
func TestModesHundredninth(t *testing.T) { captureSet(t, hundredninthDir, hundredninthSet()) }
