package session

import (
	"testing"

	"github.com/agentty/agentty/modes"
)

// hundredthirtyninthDir holds the hundredthirtyninth set (issue 44,
// hundred-and-thirty-ninth round): live cases of JavaScript developer
// command-line tools (deploy and hosting, database, mobile and framework,
// package and monorepo tools) imitated by a fixture of its own, each
// drawing, on the main screen, in raw mode with no echo and redrawn in
// place, what a tool that cannot run here draws with its prompt library
// (Inquirer, @inquirer/prompts, Enquirer, prompts, @clack/prompts) at one
// of its moments (its words, layout, defaults, pointers, colours, cursor
// and terminal modes, from its documentation, source and published
// transcripts), none of them named by any other test, table, fixture or
// doc of agentty. Each case's label was written from what the imitated
// tool means to a person and committed before its screen was captured.
const hundredthirtyninthDir = "../testdata/modes-hundredthirtyninth"

// hundredthirtyninthScript runs the set's Python script, with Debian's
// python3, over a home holding notes.txt and long.txt.
var hundredthirtyninthScript = setFixtures("hundredthirtyninth").script

// hundredthirtyninthSet is the hundredthirtyninth set. Labels say what a
// person reads on the screen; "…" in a question or default stands for any
// text.
func hundredthirtyninthSet() []corpusCase {
	ask, needs, wait, settle := askCase, needing, waitFor, settled
	py := pythonPath
	typed := func(s, expect string) step { return step{text: s, enter: true, expect: expect, timeout: setSlow} }
	query := func(s, expect string) step { return step{text: s, expect: expect, timeout: setSlow} }
	enter := func(expect string) step { return step{enter: true, expect: expect, timeout: setSlow} }
	down := step{keys: "<down>"}
	like := func(args ...string) opener {
		return hundredthirtyninthScript(py, "py/hundredthirtyninth_demo.py", args...)
	}
	fauna := like("fauna")
	zapier := like("zapier")
	convex := like("convex")
	ignite := like("ignite")
	preconstruct := like("preconstruct")
	solito := like("solito")
	beachball := like("beachball")
	trigger := like("trigger")
	const prefix, authenticate = "The endpoint alias prefix (to combine with a region):", "How do you prefer to authenticate?"
	const configure, existing = "What would you like to configure?", "Choose an existing project:"
	const manager, example = "Which package manager do you want to use?", "Choose an example to create in the trigger directory"
	projectTypes := func(highlighted int) *modes.Prompt {
		opts := []string{"minimal", "basic-auth", "callback", "custom-auth", "digest-auth", "dynamic-dropdown", "files"}
		opts[highlighted] = ">" + opts[highlighted]
		return want(modes.Select, "Choose a project type to start with.", "", opts...)
	}
	changeTypes := func(highlighted int) *modes.Prompt {
		opts := []string{"Patch - bug fixes; no backwards incompatible changes.", "Minor - small feature; backwards compatible changes.",
			"None  - this change does not affect the published package in any way.", "Major - major feature; breaking changes."}
		opts[highlighted] = ">" + opts[highlighted]
		return want(modes.Select, "Change type", "", opts...)
	}
	return []corpusCase{
		// A database's cloud login, Inquirer's: fauna cloud-login's
		// endpoint alias prefix (a dim `(cloud)` default), its login
		// methods under `(Use arrow keys)` (❯ before the highlighted
		// one), its e-mail, and its password (`[input is hidden]`).
		needs(ask("fauna-like", "fauna-like", fauna, want(modes.Text, prefix, "cloud"), wait("(cloud)")), py),
		needs(ask("fauna-like-method", "fauna-like", fauna, want(modes.Select, authenticate, "", ">Email and Password", "Secret"),
			wait("(cloud)"), enter("Secret"), settle), py),
		needs(ask("fauna-like-email", "fauna-like", fauna, want(modes.Text, "Email address:", ""),
			wait("(cloud)"), enter("Secret"), enter("Email address:"), settle), py),
		needs(ask("fauna-like-password", "fauna-like", fauna, want(modes.Password, "Password:", ""),
			wait("(cloud)"), enter("Secret"), enter("Email address:"), typed("ada@example.com", "input is hidden"), settle), py),

		// An integration platform's scaffolder, Inquirer's paged list:
		// zapier init's project types (seven shown, `(Move up and down to
		// reveal more choices)` under them), also moved down twice.
		needs(ask("zapier-like", "zapier-like", zapier, projectTypes(0), wait("reveal more")), py),
		needs(ask("zapier-like-moved", "zapier-like", zapier, projectTypes(2), wait("reveal more"), down, down, settle), py),

		// A backend platform's first run, @inquirer/prompts': convex
		// dev's choice of a new or an existing project (also moved), the
		// new project's name (a dim `(relay)` default), the tool at work
		// after it (a braille spinner, `Provisioning a dev deployment...`,
		// no question), and the existing projects' search, at first sight
		// and with `web` typed.
		needs(ask("convex-like", "convex-like", convex, want(modes.Select, configure, "", ">create a new project", "choose an existing project"),
			wait("existing project")), py),
		needs(ask("convex-like-moved", "convex-like", convex, want(modes.Select, configure, "", "create a new project", ">choose an existing project"),
			wait("existing project"), down, settle), py),
		needs(ask("convex-like-name", "convex-like", convex, want(modes.Text, "Project name:", "relay"),
			wait("existing project"), enter("(relay)"), settle), py),
		needs(corpusCase{name: "convex-like-working", program: "convex-like", open: convex,
			steps: []step{wait("existing project"), enter("(relay)"), enter("Provisioning")},
			mode:  modes.Unknown, state: Running}, py),
		needs(ask("convex-like-search", "convex-like", convex,
			want(modes.Select, existing, "", ">relay-api", "relay-web", "docs-site", "webhooks-worker"),
			wait("existing project"), down, enter("reach more choices"), settle), py),
		needs(ask("convex-like-search-typed", "convex-like", convex, want(modes.Select, existing, "", ">relay-web", "webhooks-worker"),
			wait("existing project"), down, enter("reach more choices"), query("web", "project: web"), settle), py),

		// A mobile boilerplate's generator, Enquirer's: ignite new's
		// package managers (`…` after the question, ❯ cyan; also moved),
		// then its demo code confirm (`(y/N) › false`).
		needs(ask("ignite-like", "ignite-like", ignite, want(modes.Select, manager, "", ">npm", "yarn", "pnpm", "bun"), wait("bun")), py),
		needs(ask("ignite-like-moved", "ignite-like", ignite, want(modes.Select, manager, "", "npm", ">yarn", "pnpm", "bun"), wait("bun"), down, settle), py),
		needs(ask("ignite-like-demo", "ignite-like", ignite,
			yesNo("Remove demo code? We recommend leaving it in if it's your first time using Ignite", "no"),
			wait("bun"), enter("(y/N)"), settle), py),

		// A monorepo build tool's confirm, Enquirer's: preconstruct
		// init's change to the main field (`(Y/n) › true`, wrapped over
		// two rows).
		needs(ask("preconstruct-like", "preconstruct-like", preconstruct,
			yesNo("…preconstruct is going to change the main field in your package.json, are you okay with that?", "yes"), wait("(Y/n)")), py),

		// A framework's app creator, prompts': create-solito-app's
		// project name, its initial value gray after `›`.
		needs(ask("solito-like", "solito-like", solito, want(modes.Text, "What is your project named?", "my-solito-app"), wait("my-solito-app")), py),

		// A monorepo's change files, prompts' select: beachball change's
		// change types (`› - Use arrow-keys. Return to submit.`), also
		// moved.
		needs(ask("beachball-like", "beachball-like", beachball, changeTypes(0), wait("Major -")), py),
		needs(ask("beachball-like-moved", "beachball-like", beachball, changeTypes(1), wait("Major -"), down, settle), py),

		// A background jobs platform's setup, @clack/prompts': trigger.dev
		// init's directory (a placeholder, its first letter in reverse
		// video, the cursor hidden), then its examples (● the chosen
		// one, ○ the others; also moved).
		needs(ask("trigger-like-dir", "trigger-like", trigger,
			want(modes.Text, "Where would you like to create the Trigger.dev directory?", "./src/trigger"), wait("/src/trigger")), py),
		needs(ask("trigger-like", "trigger-like", trigger, want(modes.Select, example, "", ">Simple (Hello World)", "Scheduled Task", "None"),
			wait("/src/trigger"), enter("Scheduled Task"), settle), py),
		needs(ask("trigger-like-moved", "trigger-like", trigger, want(modes.Select, example, "", "Simple (Hello World)", ">Scheduled Task", "None"),
			wait("/src/trigger"), enter("Scheduled Task"), down, settle), py),
	}
}

// TestModesHundredthirtyninth drives the hundredthirtyninth set live to
// the labelled moment and, with -update, stores its screens, labels and
// facts for modes' TestSetsAccuracy/hundredthirtyninth. Whether the
// classifier reads them right is that test's measure, not a failure here.
func TestModesHundredthirtyninth(t *testing.T) {
	captureSet(t, hundredthirtyninthDir, hundredthirtyninthSet())
}
