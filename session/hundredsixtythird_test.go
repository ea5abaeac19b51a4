package session

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/agentty/agentty/modes"
	"github.com/agentty/agentty/session/sessiontest"
)

// hundredsixtythirdDir holds the hundredsixtythird set (issue 44,
// hundred-and-sixty-third round): live cases of terminal prompt libraries
// from the npm registry that no other test, table, fixture or doc of
// agentty names (@fat/prompts, a published fork of a prompt library,
// with its text, confirm, select, multiselect, password, number and
// autocomplete questions; neat-input, a line editor for programs that
// redraw their output), each driven by a script of the set's own that
// asks one question, at its first screen and after a move, a tick or
// typed text, run offline in a home of its own, to measure the classifier
// once as it was on programs nobody here had looked at. Each case's label
// (mode, state, prompt kind, question, default, options and the
// highlighted one) was written from what the library draws, run by hand
// in tmux outside agentty, and committed before its screen was captured.
const hundredsixtythirdDir = "../testdata/modes-hundredsixtythird"

// hundredsixtythirdDemo runs the hundredsixtythird set's demo script
// from its npm fixture in a home of its own: one question of library lib
// (fat for @fat/prompts, neat for neat-input), of kind for @fat/prompts.
func hundredsixtythirdDemo(args ...string) opener {
	return func(t *testing.T, f *fixtures) Options {
		dir := sessiontest.NPM(t, filepath.Join(setFixtures("hundredsixtythird").dir(), "npm"))
		home := t.TempDir()
		env := map[string]string{"HOME": home, "PATH": filepath.Join(dir, "node_modules/.bin") + ":" + os.Getenv("PATH")}
		setPairs(env, []string{"DO_NOT_TRACK", "1", "npm_config_update_notifier", "false"})
		return Options{Argv: sessiontest.Node(dir, true, "hundredsixtythird-demo.js", args...), Cwd: home, Env: env}
	}
}

// hundredsixtythirdSet is the hundredsixtythird set. Labels say what a
// person reads on the screen; "…" in a question or default stands for
// any text.
func hundredsixtythirdSet() []corpusCase {
	ask, needs, wait, settle := askCase, needing, waitFor, settled
	node := nodeNeeds
	key := func(k string) step { return step{keys: k} }
	typing := func(s string) step { return step{text: s} }
	steps := func(a []step, more ...step) []step { return append(append([]step{}, a...), more...) }
	pick := func(q string, highlighted int, opts ...string) *modes.Prompt {
		o := append([]string{}, opts...)
		o[highlighted] = ">" + o[highlighted]
		return want(modes.Select, q, "", o...)
	}
	fat := func(kind string) opener { return hundredsixtythirdDemo("fat", kind) }
	const lib = "@fat/prompts"

	// @fat/prompts: each question on one line after a grey "?" and "›",
	// a list's options under it with "›" before the highlighted one
	// (cyan, underlined), the boxes' "◉"/"◯" under four lines of
	// instructions with the highlighted one cyan and underlined.
	const regionQ = "Which region should host the relay?"
	regions := []string{"Frankfurt", "Dublin", "Virginia", "Singapore"}
	const checksQ = "Which health checks should run?"
	checks := []string{"ping", "disk", "memory", "certificates"}
	const zoneQ = "Pick a time zone"
	zones := []string{"Europe/Berlin", "Europe/Dublin", "America/New_York", "Asia/Singapore", "Australia/Sydney"}
	toHost := []step{wait("Relay host name")}
	toOwner := []step{wait("Who owns the relay?")}
	toRegion := []step{wait("Singapore")}
	toChecks := []step{wait("certificates")}
	toToken := []step{wait("Relay API token")}
	toPort := []step{wait("8080")}
	toZone := []step{wait("Australia/Sydney")}

	// neat-input: "Relay host name: " drawn by the script, the line
	// neat-input edits after it.
	neat := hundredsixtythirdDemo("neat")
	toNeat := []step{wait("Relay host name:")}

	return []corpusCase{
		// @fat/prompts' text: with its default drawn grey after "›" (also
		// typed over), and without one (also typed).
		needs(ask("fat-prompts-text-default", lib, fat("host"), want(modes.Text, "Relay host name", "relay.local"), toHost...), node...),
		needs(ask("fat-prompts-text-default-typed", lib, fat("host"), want(modes.Text, "Relay host name", "…"),
			steps(toHost, typing("relay.example.org"), settle)...), node...),
		needs(ask("fat-prompts-text", lib, fat("owner"), want(modes.Text, "Who owns the relay?", ""), toOwner...), node...),
		needs(ask("fat-prompts-text-typed", lib, fat("owner"), want(modes.Text, "Who owns the relay?", "…"),
			steps(toOwner, typing("Ops team"), settle)...), node...),

		// Its confirm, "(Y/n)", answered by one key so seen only at first.
		needs(ask("fat-prompts-confirm", lib, fat("restart"), yesNo("Restart the relay now?", "y"), wait("(Y/n)")), node...),

		// Its select (also moved down one).
		needs(ask("fat-prompts-select", lib, fat("region"), pick(regionQ, 0, regions...), toRegion...), node...),
		needs(ask("fat-prompts-select-moved", lib, fat("region"), pick(regionQ, 1, regions...),
			steps(toRegion, key("<down>"), settle)...), node...),

		// Its multiselect, the first box ticked (also moved down and the
		// second ticked by space).
		needs(ask("fat-prompts-multiselect", lib, fat("checks"), ticks(checksQ, 0, map[int]bool{0: true}, checks...), toChecks...), node...),
		needs(ask("fat-prompts-multiselect-ticked", lib, fat("checks"), ticks(checksQ, 1, map[int]bool{0: true, 1: true}, checks...),
			steps(toChecks, key("<down>"), settle, key(" "), settle)...), node...),

		// Its password, empty (also typed, drawn as stars).
		needs(ask("fat-prompts-password", lib, fat("token"), want(modes.Password, "Relay API token", ""), toToken...), node...),
		needs(ask("fat-prompts-password-typed", lib, fat("token"), want(modes.Password, "Relay API token", ""),
			steps(toToken, step{text: "s3cret", secret: true}, settle)...), node...),

		// Its number with its default 8080 (also erased and typed anew).
		needs(ask("fat-prompts-number", lib, fat("port"), want(modes.Text, "Relay port", "8080"), toPort...), node...),
		needs(ask("fat-prompts-number-typed", lib, fat("port"), want(modes.Text, "Relay port", "…"),
			steps(toPort, key("<bs>"), key("<bs>"), key("<bs>"), key("<bs>"), typing("9443"), settle)...), node...),

		// Its autocomplete, five zones (also searched by "Asi" down to one).
		needs(ask("fat-prompts-autocomplete", lib, fat("zone"), pick(zoneQ, 0, zones...), toZone...), node...),
		needs(ask("fat-prompts-autocomplete-searched", lib, fat("zone"), pick(zoneQ, 0, "Asia/Singapore"),
			steps(toZone, typing("Asi"), wait("Asia/Singapore"), settle)...), node...),

		// neat-input: the empty line (also typed).
		needs(ask("neat-input-line", "neat-input", neat, want(modes.Text, "Relay host name:", ""), toNeat...), node...),
		needs(ask("neat-input-line-typed", "neat-input", neat, want(modes.Text, "Relay host name:", "…"),
			steps(toNeat, typing("relay.example.org"), settle)...), node...),
	}
}

// TestModesHundredsixtythird drives the hundredsixtythird set live to
// the labelled moment and, with -update, stores its screens, labels and
// facts for modes' TestSetsAccuracy/hundredsixtythird. Whether the
// classifier reads them right is that test's measure, not a failure here.
func TestModesHundredsixtythird(t *testing.T) {
	captureSet(t, hundredsixtythirdDir, hundredsixtythirdSet())
}
