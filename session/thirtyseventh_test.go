package session

import (
	"testing"

	"github.com/agentty/agentty/modes"
)

// thirtyseventhDir holds the thirtyseventh set (issue 44, thirty-seventh
// round): live cases of prompt libraries that no other test, table,
// fixture or doc of agentty names, made after the thirty-sixth round, to
// measure the classifier once as it was on libraries nobody here had
// looked at. Each case's label (mode, state, prompt kind, question,
// default, options and the highlighted one) was written from what the
// library is known to draw (its documentation and source, and the demo
// run by hand outside agentty) and committed before its screen was
// captured.
const thirtyseventhDir = "../testdata/modes-thirtyseventh"

// thirtyseventhNode runs a script of the thirtyseventh set's npm
// fixture; thirtyseventhGo a program of its Go module.
var (
	thirtyseventhNode = setFixtures("thirtyseventh").node
	thirtyseventhGo   = setFixtures("thirtyseventh").goProgram
)

// thirtyseventhSet is the thirtyseventh set. Labels say what a person
// reads on the screen; "…" in a question or default stands for any text.
func thirtyseventhSet() []corpusCase {
	ask, needs, wait, settle := askCase, needing, waitFor, settled
	node := nodeNeeds
	typed := func(s, expect string) step { return step{text: s, enter: true, expect: expect, timeout: setSlow} }
	down, right, space := step{keys: "<down>"}, step{keys: "<right>"}, step{keys: " "}
	demo := func(lib, kind string) opener { return thirtyseventhNode("thirtyseventh-demo.mjs", lib, kind) }
	cliSelect := demo("cli-select-2", "select")
	choose := demo("cli-choose", "select")
	confirmer := demo("confirmer", "confirm")
	email := demo("email-prompt", "text")
	souffleur := demo("souffleur", "text")
	menuKit := func(kind string) opener { return demo("cli-menu-kit", kind) }
	commander := demo("interactive-commander", "release")
	vault := thirtyseventhGo("mitchellh-cli-demo")
	const branch, purge, mirrorQ = "Which branch should the release be cut from?", "Purge the old artifacts?", "Which mirror should serve the images?"
	mirror := func(highlighted int, numbered bool) *modes.Prompt {
		opts := []string{"mirror-fra", "mirror-ord", "mirror-nrt"}
		for i := range opts {
			if numbered {
				opts[i] = string(rune('1'+i)) + "|" + opts[i]
			}
			if i == highlighted {
				opts[i] = ">" + opts[i]
			}
		}
		return want(modes.Select, mirrorQ, "", opts...)
	}
	targets := []string{"linux", "darwin", "windows"}
	return []corpusCase{
		// JavaScript. cli-select-2: a bare list of radio marks, "(x)" on
		// the highlighted entry, under a question the demo prints (also
		// moved).
		needs(ask("cli-select-2-select", "cli-select-2", cliSelect, mirror(0, false), wait("mirror-nrt")), node...),
		needs(ask("cli-select-2-select-moved", "cli-select-2", cliSelect, mirror(1, false), wait("mirror-nrt"), down, settle), node...),

		// @putout/cli-choose: putout's chooser, a "▸" at the highlighted
		// entry (also moved).
		needs(ask("cli-choose-select", "@putout/cli-choose", choose, mirror(0, false), wait("mirror-nrt")), node...),
		needs(ask("cli-choose-select-moved", "@putout/cli-choose", choose, mirror(1, false), wait("mirror-nrt"), down, settle), node...),

		// confirmer: a one-key y/n question.
		needs(ask("confirmer-confirm", "confirmer", confirmer, yesNo(purge, ""), wait("(y/n)")), node...),

		// email-prompt: vercel's email line, also with an address half
		// typed and its domain completed after it.
		needs(ask("email-prompt-text", "email-prompt", email, want(modes.Text, "Release manager's email:", ""), wait("email:")), node...),
		needs(ask("email-prompt-typed", "email-prompt", email, want(modes.Text, "Release manager's email:", ""),
			wait("email:"), step{text: "ops@gm", timeout: setSlow}, settle), node...),

		// souffleur: a line asked, and the next one after an answer.
		needs(ask("souffleur-text", "souffleur", souffleur, want(modes.Text, branch+":", ""), wait("cut from?:")), node...),
		needs(ask("souffleur-text-next", "souffleur", souffleur, want(modes.Text, "Release title:", ""),
			wait("cut from?:"), typed("main", "Release title")), node...),

		// cli-menu-kit: a numbered radio menu (also moved), a checkbox
		// menu with no question drawn (also moved and ticked), a yes/no
		// laid on one line (also moved to No), a line with a default.
		needs(ask("cli-menu-kit-select", "cli-menu-kit", menuKit("select"), mirror(0, true), wait("mirror-nrt")), node...),
		needs(ask("cli-menu-kit-select-moved", "cli-menu-kit", menuKit("select"), mirror(1, true), wait("mirror-nrt"), down, settle), node...),
		needs(ask("cli-menu-kit-multiselect", "cli-menu-kit", menuKit("multiselect"), ticks("…", 0, nil, targets...), wait("windows")), node...),
		needs(ask("cli-menu-kit-multiselect-ticked", "cli-menu-kit", menuKit("multiselect"), ticks("…", 1, map[int]bool{1: true}, targets...),
			wait("windows"), down, settle, space, settle), node...),
		needs(ask("cli-menu-kit-confirm", "cli-menu-kit", menuKit("confirm"), want(modes.Confirm, purge, "", ">Yes", "No"), wait("No")), node...),
		needs(ask("cli-menu-kit-confirm-no", "cli-menu-kit", menuKit("confirm"), want(modes.Confirm, purge, "", "Yes", ">No"), wait("No"), right, settle), node...),
		needs(ask("cli-menu-kit-text", "cli-menu-kit", menuKit("text"), want(modes.Text, branch, "release-7"), wait("release-7")), node...),

		// interactive-commander: a Commander.js program asking for the
		// options it was not given, a flag's yes/no and then a value with
		// its default.
		needs(ask("interactive-commander-confirm", "interactive-commander", commander, yesNo(purge, "no"), wait("(y/N)")), node...),
		needs(ask("interactive-commander-text", "interactive-commander", commander, want(modes.Text, branch, "release-7"),
			wait("(y/N)"), step{enter: true, expect: "release-7", timeout: setSlow}), node...),

		// Go: mitchellh/cli's BasicUi, a line asked and then a secret.
		needs(ask("mitchellh-cli-ask", "mitchellh/cli", vault, want(modes.Text, "Name of the vault to unseal:", ""), wait("unseal:")), goNeeds...),
		needs(ask("mitchellh-cli-secret", "mitchellh/cli", vault, want(modes.Password, "Unseal key for vault-eu:", ""),
			wait("unseal:"), typed("vault-eu", "Unseal key")), goNeeds...),
	}
}

// TestModesThirtyseventh drives the thirtyseventh set live to the
// labelled moment and, with -update, stores its screens, labels and
// facts for modes' TestSetsAccuracy/thirtyseventh. Whether the
// classifier reads them right is that test's measure, not a failure
// here.
func TestModesThirtyseventh(t *testing.T) { captureSet(t, thirtyseventhDir, thirtyseventhSet()) }
