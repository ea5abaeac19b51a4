package session

import (
	"testing"

	"github.com/agentty/agentty/modes"
)

// twohundredfortythirdDir holds the twohundredfortythird set (issue 44,
// two-hundred-and-forty-third round): live cases of terminal prompt
// libraries of the npm registry that no other test, table, fixture or doc
// of agentty names (termkit's prompts, SignalX Terminal's imperative
// prompts, Glyph's React components for terminal UIs, interactive-cli-
// menu's bordered menu), each driven by a script of the set's own asking
// what a real command-line program would ask (a deploy tool, a package
// tool, a project scaffolder, a code host's deploy-key form, a backup
// tool): a line with a default, a hidden line, a list, a list filtered as
// one types, a list of boxes, a yes or no and a form, each at first sight,
// after a move, a tick or typed text, and at the next question after an
// answer. Each case's label (mode, state, prompt kind, question, default,
// options and the highlighted one) was written from what the script
// draws, run by hand in tmux outside agentty, and committed before its
// screen was captured.
const twohundredfortythirdDir = "../testdata/modes-twohundredfortythird"

// twohundredfortythirdScript runs one of the set's scripts (in its npm
// fixture beside the pinned libraries) with node from a home of its own.
func twohundredfortythirdScript(script string, args ...string) opener {
	return setFixtures("twohundredfortythird").node(script, args...)
}

// twohundredfortythirdSet is the twohundredfortythird set. Labels say
// what a person reads on the screen.
func twohundredfortythirdSet() []corpusCase {
	ask, is, needs, wait, settle := askCase, isCase, needing, waitFor, settled
	node := nodeNeeds
	enter := func(expect string) step { return step{enter: true, expect: expect, timeout: setSlow} }
	down := step{keys: "<down>"}
	space := step{keys: " "}
	tab := step{keys: "<tab>"}
	steps := func(a []step, more ...step) []step { return append(append([]step{}, a...), more...) }
	// typing types s one key at a time (the libraries read a key a
	// chunk), settling after each.
	typing := func(s string, secret bool) []step {
		var out []step
		for _, r := range s {
			out = append(out, step{text: string(r), secret: secret}, settle)
		}
		return out
	}
	pick := func(q string, highlighted int, opts ...string) *modes.Prompt {
		o := append([]string{}, opts...)
		o[highlighted] = ">" + o[highlighted]
		return want(modes.Select, q, "", o...)
	}

	// termkit-deploy (termkit's input, select, multiSelect, confirm): a
	// green ◆ before `Service name?` and `billing-api` dim on the line
	// under it (also with `pay` typed in its place); `Registry token?`
	// with a • for each key typed (also after keys); `Deploy target?`
	// over `> 1. Production — live traffic <`, `2. Staging — …`, `3.
	// Preview — …` and `0. Skip` (also moved down); `Run which checks
	// first?` over four numbered ○ boxes, the highlighted one coloured
	// only, and a dim row of key hints (also with the first ticked ◉);
	// `Deploy billing-api to Staging now? [y/N]`.
	deploy := twohundredfortythirdScript("termkit-deploy.mjs")
	const targetQ = "Deploy target?"
	targets := []string{"1|Production", "2|Staging", "3|Preview", "0|Skip"}
	const checksQ = "Run which checks first?"
	checks := []string{"1|Unit tests", "2|Database migrations", "3|Smoke tests", "4|Image scan"}
	toService := []step{wait("Service name?"), settle}
	toToken := steps(toService, enter("Registry token?"), settle)
	toTarget := steps(steps(toToken, typing("s3cret", true)...), enter(targetQ), settle)
	toChecks := steps(toTarget, down, settle, enter(checksQ), settle)
	toDeploy := steps(toChecks, space, settle, enter("now?"), settle)

	// termkit-add (termkit's select with search, then a select and a
	// confirm): `Add which package?` over `/ |`, a filter line, and eight
	// numbered packages, `> 1. express <` highlighted, and `0. Skip` (also
	// with `fy` typed a key at a time: `/ fy|` over fastify, restify and
	// Skip; also moved down to restify); Enter takes restify and asks
	// `Which range of restify?` over caret, tilde, exact and Skip; then
	// `Save it as a dev dependency? [Y/n]`.
	add := twohundredfortythirdScript("termkit-add.mjs")
	const packageQ = "Add which package?"
	const rangeQ = "Which range of restify?"
	toPackage := []step{wait(packageQ), settle}
	toFiltered := steps(toPackage, typing("fy", false)...)
	toRange := steps(toFiltered, down, settle, enter(rangeQ), settle)
	toDev := steps(toRange, enter("dev dependency?"), settle)

	// sigx-create (SignalX Terminal's prompt.text, password, select,
	// multiselect, confirm, under `┌ create-relay`): `◆ Project name` over
	// `│ relay-app` filled in and a block cursor after it; `◆ Database
	// password` over `│ ` and a • for each key typed (also after keys);
	// `◆ Which template?` over `❯ REST API — routes, …`, `Queue worker`,
	// `Command-line tool` (also moved down); `◆ Which extras?` over four
	// ◯ boxes, `❯` at the highlighted, and `└ space toggle · a all ·
	// enter confirm` (also with the first ticked ◉); `◆ Install
	// dependencies now?` over `● Yes  ○ No` and `└ y / n · enter
	// confirm`. Each answered question folds to a `◇ question · answer`
	// line.
	create := twohundredfortythirdScript("sigx-create.mjs")
	const templateQ = "Which template?"
	templates := []string{"REST API", "Queue worker", "Command-line tool"}
	const extrasQ = "Which extras?"
	extras := []string{"Dockerfile", "CI workflow", "Linter config", "Test harness"}
	toName := []step{wait("Project name"), settle}
	toPassword := steps(toName, enter("Database password"), settle)
	toTemplate := steps(steps(toPassword, typing("pw1", true)...), enter(templateQ), settle)
	toExtras := steps(toTemplate, down, settle, enter(extrasQ), settle)
	toInstall := steps(toExtras, space, settle, enter("Install dependencies now?"), settle)

	// glyph-key (Glyph's Input, Radio, Checkbox and Button in a form of
	// its own): `Add a deploy key to ada/relay`, `Title` over a rounded
	// box with `ci-runner` dim in it (its placeholder), `Access` over `(●) Read only` and
	// `(○) Read and write`, `[ ] Expire in 30 days`, `Add key` and a dim
	// row of key hints, nothing focused at first; after Tab the Title
	// box's border is cyan and the cursor in it (also with `dep` typed
	// in it); after another Tab the first radio row is black on cyan
	// (also moved down, the ● staying on Read only).
	key := twohundredfortythirdScript("glyph-key.mjs")
	toForm := []step{wait("Add a deploy key"), settle}
	toTitle := steps(toForm, tab, settle)
	toTyped := steps(toTitle, typing("dep", false)...)
	toAccess := steps(toTyped, tab, settle)

	// menu-restore (interactive-cli-menu): between rules, `Restore which
	// snapshot?` centred, then four snapshots, the highlighted one after
	// a blue `> ` in bold (also moved down); Enter clears the screen and
	// the script asks `Restore snap-2026-11-26 over the live database?
	// [y/N] ` on the top line.
	restore := twohundredfortythirdScript("menu-restore.js")
	const snapshotQ = "Restore which snapshot?"
	snapshots := []string{"snap-2026-11-27 (nightly)", "snap-2026-11-26 (nightly)", "snap-2026-11-20 (weekly)", "snap-2026-10-31 (monthly)"}
	toMenu := []step{wait(snapshotQ), settle}
	toRestore := steps(toMenu, down, settle, enter("over the live database?"), settle)

	return []corpusCase{
		// termkit-deploy: the service (also typed), the token (also
		// typed), the target (also moved), the checks (also ticked), the
		// deploy.
		needs(ask("termkit-deploy-service", "termkit-deploy", deploy, want(modes.Text, "Service name?", "billing-api"), toService...), node...),
		needs(ask("termkit-deploy-service-typed", "termkit-deploy", deploy, want(modes.Text, "Service name?", ""),
			steps(toService, typing("pay", false)...)...), node...),
		needs(ask("termkit-deploy-token", "termkit-deploy", deploy, want(modes.Password, "Registry token?", ""), toToken...), node...),
		needs(ask("termkit-deploy-token-typed", "termkit-deploy", deploy, want(modes.Password, "Registry token?", ""),
			steps(toToken, typing("s3cret", true)...)...), node...),
		needs(ask("termkit-deploy-target", "termkit-deploy", deploy, pick(targetQ, 0, targets...), toTarget...), node...),
		needs(ask("termkit-deploy-target-moved", "termkit-deploy", deploy, pick(targetQ, 1, targets...), steps(toTarget, down, settle)...), node...),
		needs(ask("termkit-deploy-checks", "termkit-deploy", deploy, ticks(checksQ, 0, nil, checks...), toChecks...), node...),
		needs(ask("termkit-deploy-checks-ticked", "termkit-deploy", deploy, ticks(checksQ, 0, map[int]bool{0: true}, checks...),
			steps(toChecks, space, settle)...), node...),
		needs(ask("termkit-deploy-now", "termkit-deploy", deploy, yesNo("Deploy billing-api to Staging now?", "no"), toDeploy...), node...),

		// termkit-add: the package (also filtered, also moved), the
		// range, the dev dependency.
		needs(ask("termkit-add-package", "termkit-add", add, pick(packageQ, 0,
			"1|express", "2|fastify", "3|koa", "4|hapi", "5|restify", "6|polka", "7|hono", "8|elysia", "0|Skip"), toPackage...), node...),
		needs(ask("termkit-add-package-filtered", "termkit-add", add, pick(packageQ, 0, "1|fastify", "2|restify", "0|Skip"), toFiltered...), node...),
		needs(ask("termkit-add-package-moved", "termkit-add", add, pick(packageQ, 1, "1|fastify", "2|restify", "0|Skip"),
			steps(toFiltered, down, settle)...), node...),
		needs(ask("termkit-add-range", "termkit-add", add, pick(rangeQ, 0, "1|caret", "2|tilde", "3|exact", "0|Skip"), toRange...), node...),
		needs(ask("termkit-add-dev", "termkit-add", add, yesNo("Save it as a dev dependency?", "yes"), toDev...), node...),

		// sigx-create: the name, the password (also typed), the template
		// (also moved), the extras (also ticked), the install.
		needs(ask("sigx-create-name", "sigx-create", create, want(modes.Text, "Project name", "relay-app"), toName...), node...),
		needs(ask("sigx-create-password", "sigx-create", create, want(modes.Password, "Database password", ""), toPassword...), node...),
		needs(ask("sigx-create-password-typed", "sigx-create", create, want(modes.Password, "Database password", ""),
			steps(toPassword, typing("pw1", true)...)...), node...),
		needs(ask("sigx-create-template", "sigx-create", create, pick(templateQ, 0, templates...), toTemplate...), node...),
		needs(ask("sigx-create-template-moved", "sigx-create", create, pick(templateQ, 1, templates...), steps(toTemplate, down, settle)...), node...),
		needs(ask("sigx-create-extras", "sigx-create", create, ticks(extrasQ, 0, nil, extras...), toExtras...), node...),
		needs(ask("sigx-create-extras-ticked", "sigx-create", create, ticks(extrasQ, 0, map[int]bool{0: true}, extras...),
			steps(toExtras, space, settle)...), node...),
		needs(ask("sigx-create-install", "sigx-create", create, want(modes.Confirm, "Install dependencies now?", "", ">Yes", "No"), toInstall...), node...),

		// glyph-key: the form, the title (also typed), the access (also
		// moved).
		needs(is(modes.TUI, "glyph-key", "glyph-key", key, toForm...), node...),
		needs(ask("glyph-key-title", "glyph-key", key, want(modes.Text, "Title", ""), toTitle...), node...),
		needs(ask("glyph-key-title-typed", "glyph-key", key, want(modes.Text, "Title", ""), toTyped...), node...),
		needs(ask("glyph-key-access", "glyph-key", key, pick("Access", 0, "Read only", "Read and write"), toAccess...), node...),
		needs(ask("glyph-key-access-moved", "glyph-key", key, pick("Access", 1, "Read only", "Read and write"), steps(toAccess, down, settle)...), node...),

		// menu-restore: the menu (also moved), the confirm.
		needs(ask("menu-restore", "menu-restore", restore, pick(snapshotQ, 0, snapshots...), toMenu...), node...),
		needs(ask("menu-restore-moved", "menu-restore", restore, pick(snapshotQ, 1, snapshots...), steps(toMenu, down, settle)...), node...),
		needs(ask("menu-restore-confirm", "menu-restore", restore, yesNo("Restore snap-2026-11-26 over the live database?", "no"), toRestore...), node...),
	}
}

// TestModesTwohundredfortythird drives the twohundredfortythird set live
// to the labelled moment and, with -update, stores its screens, labels
// and facts for modes' TestSetsAccuracy/twohundredfortythird. Whether the
// classifier reads them right is that test's measure, not a failure here.
func TestModesTwohundredfortythird(t *testing.T) {
	captureSet(t, twohundredfortythirdDir, twohundredfortythirdSet())
}
