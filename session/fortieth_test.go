package session

import (
	"testing"

	"github.com/agentty/agentty/modes"
)

// fortiethDir holds the fortieth set (issue 44, fortieth round): live
// cases of JavaScript programs and prompt libraries from npm that no
// other test, table, fixture or doc of agentty names — line prompt
// libraries, a spinner library followed by a question, REPLs of languages
// compiled to JavaScript, create-* scaffolders and an Ink search — made to
// measure the classifier once as it was on programs nobody here had
// looked at. Each case's label (mode, state, prompt kind, question,
// default, options and the highlighted one) was written from what the
// program is known to draw (its documentation and source, and the
// program run by hand in tmux outside agentty) and committed before its
// screen was captured.
const fortiethDir = "../testdata/modes-fortieth"

// fortiethNode runs a script of the fortieth set's npm fixture (its demo
// of the prompt libraries, or a program's own entry point under
// node_modules) from a home of its own.
var fortiethNode = setFixtures("fortieth").node

// fortiethSet is the fortieth set. Labels say what a person reads on the
// screen; "…" in a question or default stands for any text.
func fortiethSet() []corpusCase {
	is, ask, needs, wait, settle := isCase, askCase, needing, waitFor, settled
	node := nodeNeeds
	typed := func(s, expect string) step { return step{text: s, enter: true, expect: expect, timeout: setSlow} }
	down := step{keys: "<down>"}
	demo := func(lib, kind string) opener { return fortiethNode("fortieth-demo.mjs", lib, kind) }
	biwas := fortiethNode("node_modules/biwascheme/bin/biwas")
	coffee := fortiethNode("node_modules/coffeescript/bin/coffee")
	lsc := fortiethNode("node_modules/livescript/bin/lsc")
	coco := fortiethNode("node_modules/coco/lib/command.js", "-i")
	civet := fortiethNode("node_modules/@danielx/civet/dist/civet")
	emma := fortiethNode("node_modules/emma-cli/dist/bin.js")
	turbo := fortiethNode("node_modules/create-turbo/dist/cli.js")
	router := fortiethNode("node_modules/create-react-router/dist/cli.js")
	const branch, purge, secret = "Which branch should the release be cut from?", "Purge the old artifacts?", "Deploy key passphrase:"
	const turboDir, routerDir = "Where would you like to create your Turborepo?", "Where should we create your new project?"
	managers := func(highlighted int) *modes.Prompt {
		opts := []string{"npm", "pnpm not installed", "yarn not installed", "bun not installed", "nub not installed", "aube not installed"}
		opts[highlighted] = ">" + opts[highlighted]
		return want(modes.Select, "Which package manager do you want to use?", "", opts...)
	}
	return []corpusCase{
		// REPLs, at their prompt and after a command: BiwaScheme's
		// biwas, CoffeeScript's coffee, LiveScript's lsc, Coco's
		// coco -i, Civet's REPL (a blank line runs what was typed).
		needs(is(modes.REPL, "biwascheme", "biwascheme", biwas, wait("biwascheme>")), node...),
		needs(is(modes.REPL, "biwascheme-after-command", "biwascheme", biwas, wait("biwascheme>"), typed("(* 6 7)", "42"), settle), node...),
		needs(is(modes.REPL, "coffeescript", "coffeescript", coffee, wait("coffee>")), node...),
		needs(is(modes.REPL, "coffeescript-after-command", "coffeescript", coffee, wait("coffee>"), typed("6 * 7", "42"), settle), node...),
		needs(is(modes.REPL, "livescript", "livescript", lsc, wait("ls>")), node...),
		needs(is(modes.REPL, "livescript-after-command", "livescript", lsc, wait("ls>"), typed("6 * 7", "42"), settle), node...),
		needs(is(modes.REPL, "coco", "coco", coco, wait("coco>")), node...),
		needs(is(modes.REPL, "coco-after-command", "coco", coco, wait("coco>"), typed("6 * 7", "42"), settle), node...),
		needs(is(modes.REPL, "civet", "@danielx/civet", civet, wait("blank line")), node...),
		needs(is(modes.REPL, "civet-after-command", "@danielx/civet", civet, wait("blank line"), typed("6 * 7", "..."), step{enter: true, expect: "42", timeout: setSlow}, settle), node...),

		// Questions asked on a line by prompt libraries: async-prompt's
		// line (also with a word typed), its yes/no line, its masked
		// passphrase (also with characters typed); prompt-sync-plus's
		// line and masked passphrase; two spinnies spinners that finish,
		// then a yes/no line.
		needs(ask("async-prompt-text", "async-prompt", demo("async-prompt", "text"), want(modes.Text, branch, ""), wait("cut from?")), node...),
		needs(ask("async-prompt-text-typed", "async-prompt", demo("async-prompt", "text"), want(modes.Text, branch, ""), wait("cut from?"), step{text: "main"}, settle), node...),
		needs(ask("async-prompt-confirm", "async-prompt", demo("async-prompt", "confirm"), yesNo(purge, "n"), wait("(y/N)")), node...),
		needs(ask("async-prompt-password", "async-prompt", demo("async-prompt", "password"), want(modes.Password, secret, ""), wait("passphrase:")), node...),
		needs(ask("async-prompt-password-typed", "async-prompt", demo("async-prompt", "password"), want(modes.Password, secret, ""), wait("passphrase:"),
			step{text: "hunt", secret: true}, settle), node...),
		needs(ask("prompt-sync-plus-text", "prompt-sync-plus", demo("prompt-sync-plus", "text"), want(modes.Text, branch, ""), wait("cut from?")), node...),
		needs(ask("prompt-sync-plus-password", "prompt-sync-plus", demo("prompt-sync-plus", "password"), want(modes.Password, secret, ""), wait("passphrase:")), node...),
		needs(ask("spinnies-confirm", "spinnies", demo("spinnies", ""), yesNo("Publish the release to all 3 mirrors?", "n"), wait("(y/N)")), node...),

		// Scaffolders: create-turbo's directory (its default in
		// parentheses; also with a name typed over it) and its package
		// manager select, the managers not installed greyed (also after
		// a Down, which skips them and stays); create-react-router's
		// directory, its default under the question (also typed over).
		needs(ask("create-turbo-dir", "create-turbo", turbo, want(modes.Text, turboDir, "./my-turborepo"), wait("Turborepo?")), node...),
		needs(ask("create-turbo-dir-typed", "create-turbo", turbo, want(modes.Text, turboDir, ""), wait("Turborepo?"), step{text: "relay-mono"}, settle), node...),
		needs(ask("create-turbo-manager", "create-turbo", turbo, managers(0), wait("Turborepo?"), typed("relay-mono", "navigate")), node...),
		needs(ask("create-turbo-manager-after-down", "create-turbo", turbo, managers(0), wait("Turborepo?"), typed("relay-mono", "navigate"), down, settle), node...),
		needs(ask("create-react-router-dir", "create-react-router", router, want(modes.Text, routerDir, "./my-react-router-app"), wait("my-react-router-app")), node...),
		needs(ask("create-react-router-dir-typed", "create-react-router", router, want(modes.Text, routerDir, ""), wait("my-react-router-app"),
			step{text: "relay-web"}, settle), node...),

		// An Ink search: emma-cli's search of npm packages (its
		// placeholder in the field; also with a word typed, nothing
		// found offline).
		needs(ask("emma", "emma-cli", emma, want(modes.Text, "Search packages on Yarn:", "…"), wait("Algolia")), node...),
		needs(ask("emma-typed", "emma-cli", emma, want(modes.Text, "Search packages on Yarn:", ""), wait("Algolia"), step{text: "relay"}, settle), node...),
	}
}

// TestModesFortieth drives the fortieth set live to the labelled moment
// and, with -update, stores its screens, labels and facts for modes'
// TestSetsAccuracy/fortieth. Whether the classifier reads them right is
// that test's measure, not a failure here.
func TestModesFortieth(t *testing.T) { captureSet(t, fortiethDir, fortiethSet()) }
