package session

import (
	"path/filepath"
	"testing"

	"github.com/agentty/agentty/modes"
	"github.com/agentty/agentty/session/sessiontest"
)

// hundredeightythirdDir holds the hundredeightythird set (issue 44,
// hundred-and-eighty-third round): live cases of terminal prompt
// libraries from the npm registry that no other test, table, fixture or
// doc of agentty names, each package grepped unnamed before it was chosen:
// @boost/cli's prompt components (Input, Confirm, Select, MultiSelect,
// PasswordInput, HiddenInput), drawn by Ink under React, each asked by
// boost-form.mjs, the set's script, one prompt of a release form a run;
// @mariozechner/pi-tui's Input, SelectList and Editor (a multi-line text
// box between two rules), each under a line of Text asking for it, by
// pi-form.mjs, the set's other script; and @unly/cli-confirm, a one-line
// confirm for npm scripts, run with a question of the set's. Each prompt is taken at first sight and after a
// move or typed text, run in a scratch home of its own. Each case's label
// (mode, state, prompt kind, question, default, options and the
// highlighted one) was written from what the library drew when run by
// hand in tmux outside agentty, and committed before its screen was
// captured.
const hundredeightythirdDir = "../testdata/modes-hundredeightythird"

// hundredeightythirdNode runs a script of the hundredeightythird set's npm
// fixture (the set's own, or one a package names as its bin) with node
// from a home of its own.
func hundredeightythirdNode(script string, args ...string) opener {
	return func(t *testing.T, f *fixtures) Options {
		dir := sessiontest.NPM(t, filepath.Join(setFixtures("hundredeightythird").dir(), "npm"))
		home := t.TempDir()
		o := Options{Argv: sessiontest.Node(dir, true, script, args...), Cwd: home, Env: map[string]string{"HOME": home}}
		setPairs(o.Env, []string{"DO_NOT_TRACK", "1", "npm_config_update_notifier", "false"})
		return o
	}
}

// hundredeightythirdSet is the hundredeightythird set. Labels say what a
// person reads on the screen.
func hundredeightythirdSet() []corpusCase {
	ask, needs, wait, settle := askCase, needing, waitFor, settled
	node := nodeNeeds
	typing := func(s string) step { return step{text: s} }
	down := step{keys: "<down>"}
	space := step{keys: " "}
	boost := func(form string) opener { return hundredeightythirdNode("boost-form.mjs", form) }
	pi := func(form string) opener { return hundredeightythirdNode("pi-form.mjs", form) }
	confirm := hundredeightythirdNode("node_modules/@unly/cli-confirm/src/index.js", "Deploy the release to production? (y/N)")

	pick := func(q string, highlighted int, opts ...string) *modes.Prompt {
		o := append([]string{}, opts...)
		o[highlighted] = ">" + o[highlighted]
		return want(modes.Select, q, "", o...)
	}

	// @boost/cli's Input: a line with nothing in it (also with a name
	// typed), a line holding its default value, the cursor before it.
	const name = "What is the name of the release?"
	const channel = "Which channel should it go to?"

	// @boost/cli's Confirm: a (y/N) after the question, dimmed.
	const publish = "Publish the release now?"

	// @boost/cli's Select: four rows, the highlighted one marked ❯ in
	// cyan, the others ›.
	const registry = "Which registry should it be published to?"
	registries := []string{"npm", "github", "gitlab", "verdaccio"}

	// @boost/cli's MultiSelect: four rows, the highlighted one marked ● in
	// cyan, the others ◌ in grey; a ticked one is named after the
	// question.
	const platforms = "Which platforms should be built?"

	// @boost/cli's PasswordInput (a * for what is typed) and HiddenInput
	// (nothing shown).
	const token = "What is the registry token?"
	const passphrase = "What is the signing passphrase?"

	// pi-tui: a line of Text over its Input ("> "), its SelectList (the
	// highlighted row marked →, each with a version beside it) and its
	// Editor.
	const title = "Title of the release notes:"
	const bump = "Which version bump is this release?"
	bumps := []string{"patch                           2.0.1", "minor                           2.1.0", "major                           3.0.0"}
	const notes = "Write the release notes (Enter to submit, Shift+Enter for a new line):"

	return []corpusCase{
		// Input: empty (also typed into), with a default value.
		needs(ask("boost-input-name", "@boost/cli", boost("name"), want(modes.Text, name, ""), wait("name of the release")), node...),
		needs(ask("boost-input-name-typed", "@boost/cli", boost("name"), want(modes.Text, name, ""),
			wait("name of the release"), typing("v2.1"), settle), node...),
		needs(ask("boost-input-channel", "@boost/cli", boost("channel"), want(modes.Text, channel, "stable"), wait("stable")), node...),

		// Confirm: a (y/N).
		needs(ask("boost-confirm-publish", "@boost/cli", boost("publish"), yesNo(publish, "no"), wait("(y/N)")), node...),

		// Select: at first sight and moved down.
		needs(ask("boost-select-registry", "@boost/cli", boost("target"), pick(registry, 0, registries...), wait("verdaccio")), node...),
		needs(ask("boost-select-registry-moved", "@boost/cli", boost("target"), pick(registry, 1, registries...),
			wait("verdaccio"), down, settle), node...),

		// MultiSelect: at first sight, moved down, the second ticked.
		needs(ask("boost-multiselect-platforms", "@boost/cli", boost("platforms"),
			want(modes.Multiselect, platforms, "", ">[ ] linux", "[ ] macos", "[ ] windows", "[ ] freebsd"), wait("freebsd")), node...),
		needs(ask("boost-multiselect-platforms-moved", "@boost/cli", boost("platforms"),
			want(modes.Multiselect, platforms, "", "[ ] linux", ">[ ] macos", "[ ] windows", "[ ] freebsd"), wait("freebsd"), down, settle), node...),
		needs(ask("boost-multiselect-platforms-ticked", "@boost/cli", boost("platforms"),
			want(modes.Multiselect, platforms, "", "[ ] linux", ">[x] macos", "[ ] windows", "[ ] freebsd"), wait("freebsd"), down, settle, space, settle), node...),

		// PasswordInput and HiddenInput: at first sight and typed into.
		needs(ask("boost-password-token", "@boost/cli", boost("token"), want(modes.Password, token, ""), wait("registry token")), node...),
		needs(ask("boost-password-token-typed", "@boost/cli", boost("token"), want(modes.Password, token, ""),
			wait("registry token"), typing("hunter2"), settle), node...),
		needs(ask("boost-hidden-passphrase", "@boost/cli", boost("passphrase"), want(modes.Password, passphrase, ""), wait("signing passphrase")), node...),
		needs(ask("boost-hidden-passphrase-typed", "@boost/cli", boost("passphrase"), want(modes.Password, passphrase, ""),
			wait("signing passphrase"), typing("open sesame"), settle), node...),

		// pi-tui: Input empty (also typed into), SelectList at first
		// sight and moved down, Editor empty (also typed into).
		needs(ask("pi-input-title", "@mariozechner/pi-tui", pi("title"), want(modes.Text, title, ""), wait("release notes:")), node...),
		needs(ask("pi-input-title-typed", "@mariozechner/pi-tui", pi("title"), want(modes.Text, title, ""),
			wait("release notes:"), typing("Spring fixes"), settle), node...),
		needs(ask("pi-select-bump", "@mariozechner/pi-tui", pi("bump"), pick(bump, 0, bumps...), wait("3.0.0")), node...),
		needs(ask("pi-select-bump-moved", "@mariozechner/pi-tui", pi("bump"), pick(bump, 1, bumps...), wait("3.0.0"), down, settle), node...),
		needs(ask("pi-editor-notes", "@mariozechner/pi-tui", pi("notes"), want(modes.Text, notes, ""), wait("new line):")), node...),
		needs(ask("pi-editor-notes-typed", "@mariozechner/pi-tui", pi("notes"), want(modes.Text, notes, ""),
			wait("new line):"), typing("Fixes the relay"), settle), node...),

		// @unly/cli-confirm: its question, a (y/N) of the set's, the
		// terminal raw.
		needs(ask("cli-confirm-deploy", "@unly/cli-confirm", confirm, yesNo("Deploy the release to production?", "no"), wait("(y/N)")), node...),
	}
}

// TestModesHundredeightythird drives the hundredeightythird set live to
// the labelled moment and, with -update, stores its screens, labels and
// facts for modes' TestSetsAccuracy/hundredeightythird. Whether the
// classifier reads them right is that test's measure, not a failure
// here.
func TestModesHundredeightythird(t *testing.T) {
	captureSet(t, hundredeightythirdDir, hundredeightythirdSet())
}
