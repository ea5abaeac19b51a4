package session

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/agentty/agentty/modes"
	"github.com/agentty/agentty/session/sessiontest"
)

// hundredsixtyninthDir holds the hundredsixtyninth set (issue 44,
// hundred-and-sixty-ninth round): live cases of terminal UI components
// and prompt libraries from the npm registry that no other test, table,
// fixture or doc of agentty names (@pm2/blessed, a published fork of a
// terminal UI library, with its list, prompt and question widgets;
// ink-multiline-input and ink-scroll-list, components of a React
// renderer for terminals; simple-cli-prompter's line, list, confirm and
// boxes; appendable-cli-menu; keypress-prompt's one-key questions;
// readline-prompter's series of lines), each driven by a script of the
// set's own that draws one screen, at its first screen and after a move,
// a tick, typed text or an answer, run offline in a home of its own, to
// measure the classifier once as it was on programs nobody here had
// looked at. Each case's label (mode, state, prompt kind, question,
// default, options and the highlighted one) was written from what the
// library draws, run by hand in tmux outside agentty, and committed
// before its screen was captured.
const hundredsixtyninthDir = "../testdata/modes-hundredsixtyninth"

// hundredsixtyninthDemo runs the hundredsixtyninth set's demo script
// from its npm fixture in a home of its own: one screen of library lib
// (blessed for @pm2/blessed, ink for the Ink components, scp for
// simple-cli-prompter, menu for appendable-cli-menu, keypress for
// keypress-prompt, rlp for readline-prompter), of kind.
func hundredsixtyninthDemo(lib, kind string) opener {
	return func(t *testing.T, f *fixtures) Options {
		dir := sessiontest.NPM(t, filepath.Join(setFixtures("hundredsixtyninth").dir(), "npm"))
		home := t.TempDir()
		env := map[string]string{"HOME": home, "PATH": filepath.Join(dir, "node_modules/.bin") + ":" + os.Getenv("PATH")}
		setPairs(env, []string{"DO_NOT_TRACK", "1", "npm_config_update_notifier", "false"})
		return Options{Argv: sessiontest.Node(dir, true, "hundredsixtyninth-demo.mjs", lib, kind), Cwd: home, Env: env}
	}
}

// hundredsixtyninthSet is the hundredsixtyninth set. Labels say what a
// person reads on the screen; "…" in a question or default stands for
// any text.
func hundredsixtyninthSet() []corpusCase {
	ask, needs, wait, settle := askCase, needing, waitFor, settled
	node := nodeNeeds
	key := func(k string) step { return step{keys: k} }
	typing := func(s string) step { return step{text: s} }
	enter := func(expect string) step { return step{enter: true, expect: expect, timeout: setSlow} }
	down := key("<down>")
	steps := func(a []step, more ...step) []step { return append(append([]step{}, a...), more...) }
	pick := func(q string, highlighted int, opts ...string) *modes.Prompt {
		o := append([]string{}, opts...)
		o[highlighted] = ">" + o[highlighted]
		return want(modes.Select, q, "", o...)
	}
	regions := []string{"Frankfurt", "Dublin", "Virginia", "Singapore"}

	// @pm2/blessed, on the alternate screen: a list in a box labelled
	// " Pick a region " with the highlighted entry white on blue and no
	// cursor; a prompt box, "Relay host name" over a line holding
	// relay.local with the cursor after it, over "Okay" and "Cancel"; a
	// question box, "Restart the relay now?" over "Okay" and "Cancel",
	// neither highlighted.
	blessed := func(kind string) opener { return hundredsixtyninthDemo("blessed", kind) }
	const blessedLib = "@pm2/blessed"
	toBlessedList := []step{wait("Singapore")}

	// The Ink components: ink-multiline-input under a bold "Release notes
	// for the relay:", an empty line with a reverse-video cursor cell and
	// a dim "Enter submits" under it; ink-scroll-list under a bold "Pick a
	// region for the relay", in a box, "> " and green before the
	// highlighted entry.
	ink := func(kind string) opener { return hundredsixtyninthDemo("ink", kind) }
	const notesQ = "Release notes for the relay:"
	toNotes := []step{wait("Enter submits")}
	toInkList := []step{wait("Singapore")}

	// simple-cli-prompter: each question after a cyan "?" and bold, then a
	// dim "…"; a list's entries under it with a green "❯" before the
	// highlighted one (cyan, underlined); a confirm's "(Y/n) · true" with
	// the cursor hidden; its boxes "☐"/"☑" under "(Use <space> to select,
	// <return> to submit…", the highlighted one cyan and underlined.
	scp := func(kind string) opener { return hundredsixtyninthDemo("scp", kind) }
	const scpLib = "simple-cli-prompter"
	const regionQ = "Which region should host the relay?"
	const checksQ = "Which health checks should run?"
	checks := []string{"ping", "disk", "memory", "certificates"}
	toHost := []step{wait("Relay host name?")}
	toRegion := []step{wait("Singapore")}
	toChecks := []step{wait("certificates")}

	// appendable-cli-menu: "? Select a relay (use arrow keys)" over
	// entries added one by one, "> " and cyan before the highlighted one;
	// "(use arrow keys)" is gone once moved.
	relays := []string{"relay-frankfurt", "relay-dublin", "relay-virginia", "relay-singapore"}
	menu := hundredsixtyninthDemo("menu", "")
	toRelays := []step{wait("relay-singapore")}

	// keypress-prompt: a line, the question and its keys in brackets,
	// answered by one key.
	keypress := func(kind string) opener { return hundredsixtyninthDemo("keypress", kind) }

	// readline-prompter: "relay host: (relay.local)", its default in
	// brackets, then "relay owner: " once answered.
	rlp := hundredsixtyninthDemo("rlp", "")
	toHostLine := []step{wait("relay host:")}

	return []corpusCase{
		// @pm2/blessed's list (also moved down one), its prompt, its
		// question.
		needs(ask("pm2-blessed-list", blessedLib, blessed("list"), pick("Pick a region", 0, regions...), toBlessedList...), node...),
		needs(ask("pm2-blessed-list-moved", blessedLib, blessed("list"), pick("Pick a region", 1, regions...),
			steps(toBlessedList, down, settle)...), node...),
		needs(ask("pm2-blessed-prompt", blessedLib, blessed("prompt"), want(modes.Text, "Relay host name", "relay.local"), wait("Cancel")), node...),
		needs(ask("pm2-blessed-question", blessedLib, blessed("question"), want(modes.Confirm, "Restart the relay now?", "", "Okay", "Cancel"),
			wait("Cancel")), node...),

		// ink-multiline-input, empty (also typed); ink-scroll-list (also
		// moved down one).
		needs(ask("ink-multiline-input", "ink-multiline-input", ink("multiline"), want(modes.Text, notesQ, ""), toNotes...), node...),
		needs(ask("ink-multiline-input-typed", "ink-multiline-input", ink("multiline"), want(modes.Text, notesQ, "…"),
			steps(toNotes, typing("Fixed the reconnect loop"), settle)...), node...),
		needs(ask("ink-scroll-list", "ink-scroll-list", ink("list"), pick("Pick a region for the relay", 0, regions...), toInkList...), node...),
		needs(ask("ink-scroll-list-moved", "ink-scroll-list", ink("list"), pick("Pick a region for the relay", 1, regions...),
			steps(toInkList, down, settle)...), node...),

		// simple-cli-prompter's line, empty (also typed), its list (also
		// moved down one), its confirm, its boxes, none ticked (also
		// moved down and the second ticked by space).
		needs(ask("simple-cli-prompter-ask", scpLib, scp("ask"), want(modes.Text, "Relay host name?", ""), toHost...), node...),
		needs(ask("simple-cli-prompter-ask-typed", scpLib, scp("ask"), want(modes.Text, "Relay host name?", "…"),
			steps(toHost, typing("relay.example.org"), settle)...), node...),
		needs(ask("simple-cli-prompter-select", scpLib, scp("select"), pick(regionQ, 0, regions...), toRegion...), node...),
		needs(ask("simple-cli-prompter-select-moved", scpLib, scp("select"), pick(regionQ, 1, regions...),
			steps(toRegion, down, settle)...), node...),
		needs(ask("simple-cli-prompter-confirm", scpLib, scp("confirm"), yesNo("Restart the relay now?", "y"), wait("(Y/n)")), node...),
		needs(ask("simple-cli-prompter-multiple", scpLib, scp("multiple"), ticks(checksQ, 0, map[int]bool{}, checks...), toChecks...), node...),
		needs(ask("simple-cli-prompter-multiple-ticked", scpLib, scp("multiple"), ticks(checksQ, 1, map[int]bool{1: true}, checks...),
			steps(toChecks, down, settle, key(" "), settle)...), node...),

		// appendable-cli-menu, its four entries added (also moved down
		// one).
		needs(ask("appendable-cli-menu", "appendable-cli-menu", menu, pick("Select a relay", 0, relays...), toRelays...), node...),
		needs(ask("appendable-cli-menu-moved", "appendable-cli-menu", menu, pick("Select a relay", 1, relays...),
			steps(toRelays, down, settle)...), node...),

		// keypress-prompt: "[y, n]", and five numbers.
		needs(ask("keypress-prompt-yes-no", "keypress-prompt", keypress("yn"), yesNo("Restart the relay now", ""), wait("[y, n]:")), node...),
		needs(ask("keypress-prompt-number", "keypress-prompt", keypress("number"),
			want(modes.Choice, "Number of relays", "", "1|1", "2|2", "3|3", "4|4", "5|5"), wait("5]:")), node...),

		// readline-prompter: its first line with a default, its second
		// line once the first is answered by Enter.
		needs(ask("readline-prompter-default", "readline-prompter", rlp, want(modes.Text, "relay host:", "relay.local"), toHostLine...), node...),
		needs(ask("readline-prompter-second", "readline-prompter", rlp, want(modes.Text, "relay owner:", ""),
			steps(toHostLine, enter("relay owner:"))...), node...),
	}
}

// TestModesHundredsixtyninth drives the hundredsixtyninth set live to
// the labelled moment and, with -update, stores its screens, labels and
// facts for modes' TestSetsAccuracy/hundredsixtyninth. Whether the
// classifier reads them right is that test's measure, not a failure here.
func TestModesHundredsixtyninth(t *testing.T) {
	captureSet(t, hundredsixtyninthDir, hundredsixtyninthSet())
}
