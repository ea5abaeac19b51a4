package session

import (
	"testing"

	"github.com/agentty/agentty/modes"
)

// twohundredninetyfirstDir holds the twohundredninetyfirst set (issue 44,
// two-hundred-and-ninety-first round): live cases of JavaScript prompt
// libraries that cannot be installed here (no npm package is used),
// imitated by a fixture of its own (one script run by Debian's node, keys
// read raw a key at a time), each drawn as a scaffolding script using the
// library draws it at one of its moments (its words, pointers, ticks,
// hints, validation errors, answered lines, colours and cursor, from the
// library's source, tests and docs as known): dsherret's dax (`$.prompt`,
// a masked `$.prompt`, `$.select`, `$.multiSelect`, `$.confirm` and
// `$.progress`), Fabio Spampinato's prompts-helpers (text with its
// validation error, number, the yesNo toggle, select, multiselect and
// tiny-spinner), wobsoriano's bun-promptx (`createPrompt` in clear, as a
// password and blank, `createSelection`) and ocpu's question for Deno
// (input with a default, a list filtered as typed, checkbox, confirm).
// None of them, nor their makers, is named by any other test, table,
// fixture or doc of agentty: `git grep -il` found nothing for dax (as a
// word), dsherret, prompts-helpers, fabiospampinato, spampinato,
// bun-promptx, wobsoriano, question-deno or akunchen; ocpu is matched only
// inside integrity hashes of two package-lock.json files, promptx only in
// mritd/promptx, a Go module of another maker the proxy refused (mritd's
// bubbles draw bun-promptx's views; mritd is named only there). Many
// libraries of the theme were found named already and left out (prompts,
// enquirer, inquirer, @clack, cliffy, terminal-kit, @topcli/prompts,
// qoa, @reliverse/prompts, @effect/cli, consola, promptly, prompt-sync,
// readline-sync, @poppinss/prompts, @astrojs/cli-kit, @stacksjs/clapp,
// typed-prompts, prompts-ncu, @posva/prompts, cli-prompt, email-prompt,
// derhuerst's prompts, and Deno's std promptSelect among them). Each
// case's label says what a person reads on the screen, written from the
// fixture run by hand in tmux outside agentty at 80x24, and was committed
// before its screen was captured.
const twohundredninetyfirstDir = "../testdata/modes-twohundredninetyfirst"

// twohundredninetyfirstNode is Debian's node, which runs the set's script.
const twohundredninetyfirstNode = "/usr/bin/node"

// twohundredninetyfirstTool runs one library's scaffolder of the set's
// script with Debian's node, over a home holding notes.txt and long.txt.
func twohundredninetyfirstTool(tool string) opener {
	return setFixtures("twohundredninetyfirst").script(twohundredninetyfirstNode, "js/twohundredninetyfirst-demo.js", tool)
}

// twohundredninetyfirstSet is the twohundredninetyfirst set. Labels say
// what a person reads on the screen: a toggle of no and yes is a yes/no
// with the highlighted side, a number to type a text line, a filtered
// list a select of the entries it shows; a scaffolder at work, a bar
// filling or a spinner turning and no question, is running.
func twohundredninetyfirstSet() []corpusCase {
	ask, needs, wait, settle := askCase, needing, waitFor, settled
	node := twohundredninetyfirstNode
	typing := func(s string) step { return step{text: s, timeout: setSlow} }
	typed := func(s, expect string) step { return step{text: s, enter: true, expect: expect, timeout: setSlow} }
	enter := func(expect string) step { return step{keys: "<enter>", expect: expect, timeout: setSlow} }
	down := step{keys: "<down>"}
	left := step{keys: "<left>"}
	space := step{keys: "<space>"}
	// running is a case of a scaffolder at work, drawing, no question
	// asked.
	running := func(name, program string, open opener, steps ...step) corpusCase {
		return corpusCase{name: name, program: program, open: open, steps: steps, mode: modes.Unknown, state: Running}
	}
	steps := func(s ...[]step) []step {
		var all []step
		for _, x := range s {
			all = append(all, x...)
		}
		return all
	}
	pick := func(q string, highlighted int, opts ...string) *modes.Prompt {
		o := append([]string{}, opts...)
		o[highlighted] = ">" + o[highlighted]
		return want(modes.Select, q, "", o...)
	}

	// dax-like (dsherret's dax in a `create-ledger` script; lines on the
	// main screen, the terminal's cursor hidden and a █ drawn instead):
	// a green bold `Scaffolding` line, then the bold blue `Project name? █`
	// (a text line); answered (`Project name? ledger-app` stays, noClear),
	// `Deploy token? ************█` masked as typed (a password prompt);
	// `Which template?` over `> Fresh web app` and three more (a select,
	// at first and moved down); answered ` - Fresh web app`, `Which
	// extras?` over `> [ ] Linting`, `  [x] Formatting`, `  [ ] Tests`,
	// `  [ ] GitHub Actions workflow` (a multiselect); answered, `Initialize
	// a git repository? (Y/n) █` (a yes/no defaulting to yes); answered,
	// `Installing dependencies from deno.json` over a bar `[##>----…]
	// (n/64)` filling (at work, no question).
	dax := twohundredninetyfirstTool("dax")
	atName := []step{wait("Project name?"), settle}
	toToken := steps(atName, []step{typed("ledger-app", "Deploy token?")})
	toTemplate := steps(toToken, []step{typed("s3cr3t-t0ken", "Which template?"), settle})
	templates := []string{"Fresh web app", "Hono API", "CLI tool", "Library"}
	toExtras := steps(toTemplate, []step{enter("Which extras?"), settle})
	toGit := steps(toExtras, []step{enter("Initialize a git"), settle})

	// prompts-helpers-like (Fabio Spampinato's prompts-helpers, terkelg's
	// prompts as its helpers call it, in a `ledger-kit` scaffolder; lines
	// on the main screen): a cyan `?`, the bold `Package name?` and a gray
	// `›` (a text line); `Ledger App` entered, a red italic `Use lowercase
	// letters, digits and dashes only` after a `›` on the row below (the
	// same text line); answered `✔ Package name? … ledger-service`, `?
	// Dev server port? ›` (a number: a text line); answered, `? Use
	// TypeScript? › no / yes` with yes cyan and underlined (a yes/no
	// toggle, yes highlighted; moved left, no); answered, `? Package
	// manager? ›` over `❯   npm` (cyan, underlined) and three more (a
	// select); answered, `? Extras? ›` over `◉  ESLint` (green, ticked),
	// `❯ ◯  Prettier` and two more (a multiselect); answered, a braille
	// spinner turning before `Scaffolding ledger-service into
	// ./ledger-service` (at work, no question).
	helpers := twohundredninetyfirstTool("prompts-helpers")
	atPkg := []step{wait("Package name?"), settle}
	toPort := steps(atPkg, []step{typed("ledger-service", "Dev server port?"), settle})
	toTS := steps(toPort, []step{typed("5173", "Use TypeScript?"), settle})
	toManager := steps(toTS, []step{enter("Package manager?"), settle})
	toExtrasPH := steps(toManager, []step{enter("Extras?"), settle})
	pkg := want(modes.Text, "Package name?", "")
	useTS := "Use TypeScript?"

	// bun-promptx-like (wobsoriano's bun-promptx in a `ledger publish`
	// script; mritd's bubbles drawn inline by bubbletea, the cursor a
	// reverse-video cell): a bold green `✔ Registry username: ` (a text
	// line); answered, `✔ Registry password: ********` as typed (a
	// password prompt); Enter on it blank, a red `✘ Registry password: `
	// over `✘ ERROR: input is empty` (the same password prompt);
	// answered, `Use the arrow keys to navigate: ↓ ↑ → ←`, `Select a
	// release channel:`, a blank row, `» [1] stable (Tested releases,
	// updated monthly)` bold cyan, `2. beta (…)` and `3. nightly (…)` bold
	// gray and `Press q to cancel` (a select of numbered entries, at first
	// and moved down).
	promptx := twohundredninetyfirstTool("bun-promptx")
	atUser := []step{wait("Registry username:"), settle}
	toPass := steps(atUser, []step{typed("alice", "Registry password:"), settle})
	toChannel := steps(toPass, []step{typed("hunter22", "Select a release channel:"), settle})
	password := want(modes.Password, "Registry password:", "")
	channels := []string{"1|stable (Tested releases, updated monthly)", "2|beta (Next release, updated weekly)", "3|nightly (Built from main every night)"}

	// question-deno-like (ocpu's question for Deno in a
	// `create-ledger-deno` script; lines on the main screen): a green `?`
	// and the bold `Where should the project live? [./ledger-app] ` (a
	// text line defaulting to ./ledger-app); answered in light blue, `?
	// Pick a license [12/12] Search: ` over a `=` rule, `> MIT` light blue
	// and five more gray and a `-` rule (a select filtered as typed, the
	// cursor in its search field), also with `gpl` typed (`[ 4/12] Search:
	// gpl`, four entries); answered, `? Which CI providers?` over `[x]
	// GitHub Actions`, `> [ ] GitLab CI` and two more (a multiselect);
	// answered, `? Overwrite the existing README.md? [y/N] ` (a yes/no
	// defaulting to no).
	question := twohundredninetyfirstTool("question")
	atWhere := []step{wait("Where should the project live?"), settle}
	toLicense := steps(atWhere, []step{enter("Pick a license"), settle})
	toCI := steps(toLicense, []step{enter("Which CI providers?"), settle})
	const license = "Pick a license"

	return []corpusCase{
		// dax-like: a name, a token, a template (also moved), extras, a
		// git repository to confirm, installing.
		needs(ask("dax-like", "dax-like", dax, want(modes.Text, "Project name?", ""), atName...), node),
		needs(ask("dax-like-token", "dax-like", dax, want(modes.Password, "Deploy token?", ""),
			steps(toToken, []step{typing("s3cr3t-t0ken"), settle})...), node),
		needs(ask("dax-like-template", "dax-like", dax, pick("Which template?", 0, templates...), toTemplate...), node),
		needs(ask("dax-like-template-moved", "dax-like", dax, pick("Which template?", 1, templates...),
			steps(toTemplate, []step{down, settle})...), node),
		needs(ask("dax-like-extras", "dax-like", dax, want(modes.Multiselect, "Which extras?", "",
			">[ ] Linting", "[x] Formatting", "[ ] Tests", "[ ] GitHub Actions workflow"), toExtras...), node),
		needs(ask("dax-like-git", "dax-like", dax, yesNo("Initialize a git repository?", "yes"), toGit...), node),
		needs(running("dax-like-installing", "dax-like", dax, steps(toGit, []step{enter("dependencies from deno.json")})...), node),

		// prompts-helpers-like: a name (also refused), a port, TypeScript
		// toggled (also moved), a package manager, extras, scaffolding.
		needs(ask("prompts-helpers-like", "prompts-helpers-like", helpers, pkg, atPkg...), node),
		needs(ask("prompts-helpers-like-invalid", "prompts-helpers-like", helpers, pkg,
			steps(atPkg, []step{typed("Ledger App", "Use lowercase letters"), settle})...), node),
		needs(ask("prompts-helpers-like-port", "prompts-helpers-like", helpers, want(modes.Text, "Dev server port?", ""), toPort...), node),
		needs(ask("prompts-helpers-like-typescript", "prompts-helpers-like", helpers, want(modes.Confirm, useTS, "", "no", ">yes"), toTS...), node),
		needs(ask("prompts-helpers-like-typescript-moved", "prompts-helpers-like", helpers, want(modes.Confirm, useTS, "", ">no", "yes"),
			steps(toTS, []step{left, settle})...), node),
		needs(ask("prompts-helpers-like-manager", "prompts-helpers-like", helpers, pick("Package manager?", 0, "npm", "pnpm", "yarn", "bun"), toManager...), node),
		needs(ask("prompts-helpers-like-extras", "prompts-helpers-like", helpers, want(modes.Multiselect, "Extras?", "",
			"[x] ESLint", ">[ ] Prettier", "[ ] Vitest", "[ ] Husky hooks"),
			steps(toExtrasPH, []step{space, settle, down, settle})...), node),
		needs(running("prompts-helpers-like-scaffolding", "prompts-helpers-like", helpers,
			steps(toExtrasPH, []step{enter("Scaffolding ledger-service")})...), node),

		// bun-promptx-like: a username, a password (also blank), a
		// release channel (also moved).
		needs(ask("bun-promptx-like", "bun-promptx-like", promptx, want(modes.Text, "Registry username:", ""), atUser...), node),
		needs(ask("bun-promptx-like-password", "bun-promptx-like", promptx, password,
			steps(toPass, []step{typing("hunter22"), settle})...), node),
		needs(ask("bun-promptx-like-blank", "bun-promptx-like", promptx, password,
			steps(toPass, []step{enter("input is empty"), settle})...), node),
		needs(ask("bun-promptx-like-channel", "bun-promptx-like", promptx, pick("Select a release channel:", 0, channels...), toChannel...), node),
		needs(ask("bun-promptx-like-channel-moved", "bun-promptx-like", promptx, pick("Select a release channel:", 1, channels...),
			steps(toChannel, []step{down, settle})...), node),

		// question-deno-like: where to put it, a license (also filtered),
		// CI providers, a README to overwrite.
		needs(ask("question-deno-like", "question-deno-like", question, want(modes.Text, "Where should the project live?", "./ledger-app"), atWhere...), node),
		needs(ask("question-deno-like-license", "question-deno-like", question,
			pick(license, 0, "MIT", "Apache-2.0", "BSD-2-Clause", "BSD-3-Clause", "GPL-2.0-only", "GPL-3.0-only"), toLicense...), node),
		needs(ask("question-deno-like-license-filtered", "question-deno-like", question,
			pick(license, 0, "GPL-2.0-only", "GPL-3.0-only", "LGPL-3.0-only", "AGPL-3.0-only"),
			steps(toLicense, []step{typing("gpl"), settle})...), node),
		needs(ask("question-deno-like-ci", "question-deno-like", question, want(modes.Multiselect, "Which CI providers?", "",
			"[x] GitHub Actions", ">[ ] GitLab CI", "[ ] Woodpecker", "[ ] Buildkite"),
			steps(toCI, []step{space, settle, down, settle})...), node),
		needs(ask("question-deno-like-overwrite", "question-deno-like", question, yesNo("Overwrite the existing README.md?", "no"),
			steps(toCI, []step{enter("Overwrite the existing"), settle})...), node),
	}
}

// TestModesTwohundredninetyfirst drives the twohundredninetyfirst set
// live to the labelled moment and, with -update, stores its screens,
// labels and facts for modes' TestSetsAccuracy/twohundredninetyfirst.
// Whether the classifier reads them right is that test's measure, not a
// failure here.
func TestModesTwohundredninetyfirst(t *testing.T) {
	captureSet(t, twohundredninetyfirstDir, twohundredninetyfirstSet())
}
