package session

import (
	"testing"

	"github.com/agentty/agentty/modes"
)

// threehundredfiftiethDir holds the threehundredfiftieth set (issue 44,
// three-hundred-and-fiftieth round): live cases of four npm command-line
// tools that cannot run here, each driving the JavaScript prompt
// libraries it ships with, imitated by a fixture of its own (one script
// run by Debian's python3), each drawing what the libraries draw at one
// of the tool's moments (from the tools' and the libraries' source and
// published screenshots): mizdra's eslint-interactive (a nanospinner
// spinner, a double-ruled table of rules, then enquirer's multiselect of
// the rules with a dim `✔` before each until ticked, its select of
// actions, its input with a drawn cyan cursor, its select of where a
// comment goes and of what next), azat-io's actions-up (nanospinner's
// spinners, then one enquirer multiselect grouped by file, each group a
// file row over a grey header row and its actions in columns, `○` and
// `●` its marks, the focused row on a black background, a footer of
// keys), the AsyncAPI CLI (its tracking notice on a first run, then
// `asyncapi new` with inquirer 8's lines, `(Y/n)` and a list paged seven
// at a time, or `asyncapi generate fromTemplate` with @clack/prompts' bar,
// a text with a dim placeholder and its error state) and Temporal's
// @temporalio/create (terkelg's prompts: a text with its grey initial
// value, a select of samples ten at a time with arrows at the window's
// ends, then npm's install spinner). None of them, nor their makers, is
// named by any other test, table, fixture or doc of agentty: grepped with
// `git grep -il` before they were chosen were eslint-interactive, mizdra,
// actions-up, azat-io, azat, asyncapi, temporal and temporalio (and,
// found named and left, among others: qoa, ink, inkjs, readline-sync,
// prompt-sync, listr2, listr, oclif, clui, terminal-menu, cli-kit, vorpal,
// yeoman, termost, inquirer-autocomplete, inquirer-date-prompt,
// inquirer-checkbox-plus, inquirer-toggle, inquirer-select-pro,
// inquirer-search-list, inquirer-fuzzy-path, inquirer-datepicker,
// inquirer-file-selector, yocto-spinner, nanospinner, cli-spinners,
// spinnies, boxen, sindresorhus, flatiron, promptly, co-prompt,
// jonschlinkert, terkelg, posva, hanji, drizzle, tsdown (its maker sxzz),
// cloudflare, remix, create-analog, bumpp, antfu, release-it, beachball,
// lerna, gatsby, redwood, firebase, amplify, angular, strapi, docusaurus,
// netlify, ionic, quasar, nestjs, expo, payload, qwik, rsbuild, plasmo,
// nx, npm-check-updates, npm-upgrade, version-bump-prompt, shipjs's maker
// algolia, covector, cz-emoji, git-cz, commitlint, better-commits,
// publish-please, ntl, npkill, readme-md-generator, wordpress, adobe,
// twilio, sentry, contentful, tinacms, appwrite, convex, liveblocks,
// vendure, saleor, hardhat, wagmi, scaffold-eth, fastify, preact, vike,
// lighthouse, serverless, capacitor, nativescript and metamask). Each
// case's label says what a person reads on the screen, written from the
// fixture run by hand in tmux outside agentty at 80x24, and was committed
// before its screen was captured.
const threehundredfiftiethDir = "../testdata/modes-threehundredfiftieth"

// threehundredfiftiethTool runs one tool of the set's script with
// Debian's python3, over a home holding notes.txt and long.txt.
func threehundredfiftiethTool(tool ...string) opener {
	return setFixtures("threehundredfiftieth").script(pythonPath, "py/threehundredfiftieth_jsprompts.py", tool...)
}

// threehundredfiftiethSet is the threehundredfiftieth set. Labels say
// what a person reads on the screen: a question over a list with one
// entry marked current is a select (a multiselect where the entries carry
// marks that tick: enquirer's `✔` dim or green, actions-up's `○` or `●`),
// a question whose line waits for typing is a text question (its default
// where the program shows one to take: prompts' grey initial value,
// inquirer's `(asyncapi.yaml)`; a clack placeholder that Enter does not
// take is none), a question with `(Y/n)` is a yes/no defaulting to yes; a
// spinner turning before a line of work, no question, is a program at
// work.
func threehundredfiftiethSet() []corpusCase {
	ask, needs, wait, settle := askCase, needing, waitFor, settled
	py := pythonPath
	typed := func(s, expect string) step { return step{text: s, enter: true, expect: expect, timeout: setSlow} }
	key := func(k, expect string) step { return step{keys: k, expect: expect, timeout: setSlow} }
	text := func(s string) step { return step{text: s, timeout: setSlow} }
	then := func(a []step, b ...step) []step { return append(append([]step{}, a...), b...) }
	running := func(name, program string, open opener, steps ...step) corpusCase {
		return corpusCase{name: name, program: program, open: open, steps: steps, mode: modes.Unknown, state: Running}
	}
	pick := func(q string, highlighted int, opts ...string) *modes.Prompt {
		o := append([]string{}, opts...)
		o[highlighted] = ">" + o[highlighted]
		return want(modes.Select, q, "", o...)
	}

	// eslint-interactive-like (mizdra's eslint-interactive over a project
	// of 14 files): nanospinner's `⠋ Linting...` turning on stderr (at
	// work); `✔ Linting...`, `- 14 files (9 files passed, 5 files
	// failed) checked.`, `- 34 problems (24 errors, 10 warnings) found.`,
	// a double-ruled table of six rules (Rule, Error, Warning, is fixable,
	// has suggestions) and, two rows under it, `? Which rules would you
	// like to apply action? …  Select all you want with <space> key.`
	// wrapped over two rows over `✔ prefer-const`, `✔ no-unused-vars`,
	// `✔ eqeqeq`, `✔ arrow-body-style`, `✔ no-console`, `✔ import/order`,
	// every `✔` dim, prefer-const cyan and underlined, the cursor hidden
	// (a multiselect, none ticked, prefer-const current); Space, Down,
	// Down, Space, prefer-const's and eqeqeq's `✔` green, eqeqeq current
	// (the multiselect, two ticked); Enter, `✔ Which rules would you like
	// to apply action? · prefer-const, eqeqeq` over `? Which action do you
	// want to do? …` and `❯ 🔎 Display details of lint results`, `🔧 Run
	// \`eslint --fix\``, `🔧 Disable per line`, `🔧 Disable per file`, `🔧
	// Convert error to warning per file`, `↩️ Go back (with re-lint)`,
	// `↩️ Go back` (a select, the first current); Down twice and Enter,
	// `✔ Which action do you want to do? · disablePerLine` over `? Leave a
	// code comment with your reason for fixing (Optional) › ` and a cyan
	// block drawn for the cursor (a text question, no default); `legacy
	// API, see #412` and Enter, `? Where would you like to position the
	// code comment? …` over `❯ Same Line - Place on the same line as the
	// eslint's disable comment.` and `Previous Line - …` (a select, Same
	// Line current); Enter, `✔ Fixing...` over `? What's the next step?
	// …`, `❯ 🔧 Fix other rules`, `↩️  Undo the fix`, `💚 Exit` (a select,
	// the first current).
	ei := threehundredfiftiethTool("eslint-interactive")
	rulesQ := "Which rules would you like to apply action?"
	rules := []string{"prefer-const", "no-unused-vars", "eqeqeq", "arrow-body-style", "no-console", "import/order"}
	atRules := []step{wait("Select all you want"), settle}
	atTicked := then(atRules, key("<space><down><down><space>", ""), settle)
	atAction := then(atTicked, key("<enter>", "Which action do you want to do?"), settle)
	atComment := then(atAction, key("<down><down>", ""), settle, key("<enter>", "Leave a code comment"), settle)
	atPosition := then(atComment, typed("legacy API, see #412", "position the code comment"), settle)
	commentQ := "Leave a code comment with your reason for fixing (Optional)"

	// actions-up-like (azat-io's actions-up in a repository of three
	// workflows and a composite action): a blank row, `🚀 Actions Up!` in
	// cyan, `✔ Found 14 actions in 3 workflows and 1 composite actions`
	// and nanospinner's `⠋ Checking for updates...` turning (at work); `✔
	// Found 3 updates available (1 breaking)` over `? Choose which actions
	// to update (Press <space> to select, <a> to toggle all, <i> to invert
	// selection) …` wrapped over two rows, then `❯ ○
	// actions/setup/action.yml` (grey), a grey header row `○ Action  Job
	// Current  ❯  Target`, `○ actions/setup-node  –  4.0.2 (d86ebcd)  ❯
	// 4.4.0 (49933ea)`, a blank row, `○ workflows/release.yml`, its header
	// row, `○ actions/checkout  publish  4.1.1 (b4ffde6)  ❯  5.0.0
	// (08c6903)` (5.0.0 bright red), `○ pnpm/action-setup  publish  4.0.0
	// (fe02b34)  ❯  4.1.0 (a7487c7)`, each action's row wrapped over two
	// rows at 80 columns, and `Enter to start updating. Ctrl-c to
	// cancel.`, the cursor hidden (a multiselect, nothing marked, the
	// first file current); Down twice and Space, setup-node `●` and
	// current, its file `●` (the multiselect, those two marked); a, every
	// mark `●` (the multiselect, all marked, the first file current).
	au := threehundredfiftiethTool("actions-up")
	updateQ := "Choose which actions to update"
	updates := []string{"actions/setup/action.yml", "actions/setup-node", "workflows/release.yml", "actions/checkout", "pnpm/action-setup"}
	atUpdates := []step{wait("Enter to start updating"), settle}

	// asyncapi-like (the AsyncAPI CLI run for the first time in a home of
	// its own): its notice `AsyncAPI anonymously tracks command executions
	// …`, `To disable tracking, please run the following command:`,
	// `asyncapi config analytics --disable`, …, then, for `asyncapi new`,
	// inquirer 8's `? name of the file? (asyncapi.yaml) ` (? green, the
	// default dim, the cursor after it) (a text question defaulting to
	// asyncapi.yaml); Enter, `? name of the file? asyncapi.yaml` over `?
	// would you like to start your new file from one of our examples?
	// (Y/n) ` (a yes/no defaulting to yes); Enter, `? What example would
	// you like to use? (Use arrow keys)` over seven of its nineteen
	// examples, `❯ Account Service` cyan, then `Adeo AsyncAPI Case Study -
	// (protocols: kafka,kafka,kafka)`, `AnyOf example`, `Application
	// Headers example - (protocols: mqtt)`, `Correlation ID Example -
	// (protocols: mqtt)`, `Gemini Market Data Websocket API - (protocols:
	// wss)`, `Gitter Streaming API - (protocols: https)` and `(Move up and
	// down to reveal more choices)` dim, the cursor hidden (a select,
	// Account Service current); Down four times, the window from Adeo to
	// `Kraken Websockets API`, Correlation ID current, `(Use arrow keys)`
	// gone (the select); Enter, the answer over `? open in Studio? (Y/n) `
	// (a yes/no defaulting to yes). For `asyncapi generate fromTemplate`,
	// under the notice, `┌  AsyncAPI Generator` (the title in reverse
	// video), `│`, `◆  Please provide the path to the AsyncAPI document`,
	// `│  asyncapi.yaml` (a dim placeholder behind its first letter in
	// reverse video, which Enter does not take: the path is required) and
	// `└`, the cursor hidden (a text question, no default); asyncapi.yaml
	// typed and Enter, `▲` and the bars yellow, `│  asyncapi.yaml█` and `└
	// The file does not exist` (the same text question, asked again).
	an := threehundredfiftiethTool("asyncapi", "new")
	ag := threehundredfiftiethTool("asyncapi", "generate", "fromTemplate")
	exampleQ := "What example would you like to use?"
	examples := []string{"Account Service", "Adeo AsyncAPI Case Study - (protocols: kafka,kafka,kafka)", "AnyOf example",
		"Application Headers example - (protocols: mqtt)", "Correlation ID Example - (protocols: mqtt)",
		"Gemini Market Data Websocket API - (protocols: wss)", "Gitter Streaming API - (protocols: https)",
		"Kraken Websockets API"}
	atName := []step{wait("name of the file?"), settle}
	atStart := then(atName, key("<enter>", "one of our examples?"), settle)
	atExample := then(atStart, key("<enter>", "reveal more choices"), settle)
	atMoved := then(atExample, key("<down><down><down><down>", ""), settle)
	atPath := []step{wait("AsyncAPI document"), settle}
	pathQ := want(modes.Text, "Please provide the path to the AsyncAPI document", "")

	// temporal-like (Temporal's `npx @temporalio/create`, terkelg's
	// prompts): `? What is your project named? › my-temporal` (? cyan, the
	// initial value grey, the cursor after it) (a text question
	// defaulting to my-temporal); orders typed in its place (the text
	// question, no default shown); Enter, `✔ What is your project named? …
	// orders` over `? Which sample would you like to use? › - Use
	// arrow-keys. Return to submit.` and ten of the 57 samples, `↑
	// fetch-esm`, food-delivery, grpc-calls, hello-world-js,
	// hello-world-mtls, `❯   hello-world` (cyan, underlined),
	// interceptors-opentelemetry, lambda-worker, langsmith and `↓
	// message-passing`, the cursor hidden (a select, hello-world current);
	// Down three times, the window from hello-world-js to
	// nestjs-exchange-rates, langsmith current (the select); from the
	// first list, Enter, `Creating a new Temporal project in …/orders/`,
	// `Downloading files for sample hello-world. This might take a
	// moment.`, `Installing packages. This might take a couple of
	// minutes.` and npm's spinner turning alone on the row under them (at
	// work).
	tp := threehundredfiftiethTool("temporal")
	sampleQ := "Which sample would you like to use?"
	atProject := []step{wait("project named?"), settle}
	atTyped := then(atProject, text("orders"), settle)
	atSample := then(atTyped, key("<enter>", "Return to submit"), settle)

	return []corpusCase{
		// eslint-interactive-like: at work, the rules, two ticked, the
		// action, the comment, its position, what next.
		needs(running("eslint-interactive-like-linting", "eslint-interactive-like", ei, wait("Linting")), py),
		needs(ask("eslint-interactive-like", "eslint-interactive-like", ei, ticks(rulesQ, 0, nil, rules...), atRules...), py),
		needs(ask("eslint-interactive-like-ticked", "eslint-interactive-like", ei,
			ticks(rulesQ, 2, map[int]bool{0: true, 2: true}, rules...), atTicked...), py),
		needs(ask("eslint-interactive-like-action", "eslint-interactive-like", ei,
			pick("Which action do you want to do?", 0, "🔎 Display details of lint results", "🔧 Run `eslint --fix`",
				"🔧 Disable per line", "🔧 Disable per file", "🔧 Convert error to warning per file",
				"↩️ Go back (with re-lint)", "↩️ Go back"), atAction...), py),
		needs(ask("eslint-interactive-like-comment", "eslint-interactive-like", ei, want(modes.Text, commentQ, ""), atComment...), py),
		needs(ask("eslint-interactive-like-position", "eslint-interactive-like", ei,
			pick("Where would you like to position the code comment?", 0,
				"Same Line - Place on the same line as the eslint's disable comment.",
				"Previous Line - Place on the line before the eslint's disable comment."), atPosition...), py),
		needs(ask("eslint-interactive-like-next", "eslint-interactive-like", ei,
			pick("What's the next step?", 0, "🔧 Fix other rules", "↩️  Undo the fix", "💚 Exit"),
			then(atPosition, key("<enter>", "next step"), settle)...), py),

		// actions-up-like: at work, the updates, one ticked, all.
		needs(running("actions-up-like-checking", "actions-up-like", au, wait("Checking for updates")), py),
		needs(ask("actions-up-like", "actions-up-like", au, ticks(updateQ, 0, nil, updates...), atUpdates...), py),
		needs(ask("actions-up-like-ticked", "actions-up-like", au, ticks(updateQ, 1, map[int]bool{0: true, 1: true}, updates...),
			then(atUpdates, key("<down><down><space>", ""), settle)...), py),
		needs(ask("actions-up-like-all", "actions-up-like", au,
			ticks(updateQ, 0, map[int]bool{0: true, 1: true, 2: true, 3: true, 4: true}, updates...),
			then(atUpdates, text("a"), settle)...), py),

		// asyncapi-like: the file's name, a yes/no, the examples, moved,
		// Studio; the generator's path, its error.
		needs(ask("asyncapi-like", "asyncapi-like", an, want(modes.Text, "name of the file?", "asyncapi.yaml"), atName...), py),
		needs(ask("asyncapi-like-examples", "asyncapi-like", an,
			yesNo("would you like to start your new file from one of our examples?", "yes"), atStart...), py),
		needs(ask("asyncapi-like-example", "asyncapi-like", an, pick(exampleQ, 0, examples[:7]...), atExample...), py),
		needs(ask("asyncapi-like-example-moved", "asyncapi-like", an, pick(exampleQ, 3, examples[1:]...), atMoved...), py),
		needs(ask("asyncapi-like-studio", "asyncapi-like", an, yesNo("open in Studio?", "yes"),
			then(atMoved, key("<enter>", "open in Studio?"), settle)...), py),
		needs(ask("asyncapi-like-generate", "asyncapi-like", ag, pathQ, atPath...), py),
		needs(ask("asyncapi-like-generate-error", "asyncapi-like", ag, pathQ,
			then(atPath, typed("asyncapi.yaml", "does not exist"), settle)...), py),

		// temporal-like: the name, typed, the samples, moved, at work.
		needs(ask("temporal-like", "temporal-like", tp, want(modes.Text, "What is your project named?", "my-temporal"), atProject...), py),
		needs(ask("temporal-like-typed", "temporal-like", tp, want(modes.Text, "What is your project named?", ""), atTyped...), py),
		needs(ask("temporal-like-sample", "temporal-like", tp,
			pick(sampleQ, 5, "fetch-esm", "food-delivery", "grpc-calls", "hello-world-js", "hello-world-mtls", "hello-world",
				"interceptors-opentelemetry", "lambda-worker", "langsmith", "message-passing"), atSample...), py),
		needs(ask("temporal-like-sample-moved", "temporal-like", tp,
			pick(sampleQ, 5, "hello-world-js", "hello-world-mtls", "hello-world", "interceptors-opentelemetry", "lambda-worker",
				"langsmith", "message-passing", "monorepo-folders", "mutex", "nestjs-exchange-rates"),
			then(atSample, key("<down><down><down>", ""), settle)...), py),
		needs(running("temporal-like-installing", "temporal-like", tp, then(atSample, key("<enter>", "Installing packages"))...), py),
	}
}

// TestModesThreehundredfiftieth drives the threehundredfiftieth set live
// to the labelled moment and, with -update, stores its screens, labels
// and facts for modes' TestSetsAccuracy/threehundredfiftieth. Whether the
// classifier reads them right is that test's measure, not a failure here.
func TestModesThreehundredfiftieth(t *testing.T) {
	captureSet(t, threehundredfiftiethDir, threehundredfiftiethSet())
}
