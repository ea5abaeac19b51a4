package session

import (
	"testing"

	"github.com/agentty/agentty/modes"
)

// The threehundredthirtyeighth set (issue 44's three-hundred-and-thirty-
// eighth round) measures the classifier as it stands on CLI wizards that
// draw their prompts inline on the main screen with renderers like Ink's
// or Bubble Tea's but neither: a pointer list over a hint row, a text
// input with a placeholder or an initial value, a multi-select of check
// boxes, a spinner while it works, a yes/no with its default shown. None
// can run here (no crates built, no npm package, no account to log in
// to), so one script of the set's own,
// testdata/threehundredthirtyeighth/py/threehundredthirtyeighth_wizards.py,
// run by Debian's python3 with keys read raw a key at a time, imitates
// four of them, each drawn the way its library draws (its words,
// pointers, boxes, hint rows, colours and cursor, from documentation,
// source and screenshots as known): knope's `knope document-change` (Rust,
// inquire), convco's `convco commit` (Rust, dialoguer's colorful theme),
// thirdweb's `npx thirdweb create app` (Node, terkelg's prompts and an ora
// spinner) and Storyblok's CLI login (Node, @inquirer/prompts). None of
// them, nor their makers, is named anywhere else in the repository
// (grepped with `git grep -il`: knope, dbanty, convco, hdevalke,
// valkeneer, thirdweb, storyblok); many others of the theme were found
// named here already and left out (clack, create-t3-app, astro, nuxi,
// wrangler, create-vite, prisma, supabase, cargo-generate, dialoguer,
// inquire, survey, promptui, enquirer, questionary, create-svelte,
// create-next-app, vercel, tauri, shadcn, changesets, commitizen, czg,
// hygen, plop, loco, zola, cargo-dist, taze, gitmoji, devspace's maker
// loft, glab, jira, encore, fumadocs, create-typescript-app and
// create-react-native-library among them). Each case's label says what a
// person reads on the screen, written from the script run by hand in tmux
// outside agentty at 80x24, and was committed before its screen was
// captured.
const threehundredthirtyeighthDir = "../testdata/modes-threehundredthirtyeighth"

// threehundredthirtyeighthTool runs one wizard of the set's script with
// Debian's python3, over a home holding notes.txt and long.txt.
func threehundredthirtyeighthTool(tool string) opener {
	return setFixtures("threehundredthirtyeighth").script(pythonPath, "py/threehundredthirtyeighth_wizards.py", tool)
}

// threehundredthirtyeighthSet is the threehundredthirtyeighth set. Labels
// say what a person reads on the screen: a question over a list with one
// entry pointed at is a select (a multiselect where the entries have check
// boxes), a question with an input line after it is a text question (a
// password where what is typed shows as stars), a question with (y/n) is
// a yes/no, its default the one shown after it; a spinner turning before
// a line of work, no question, is a program at work.
func threehundredthirtyeighthSet() []corpusCase {
	ask, needs, wait, settle := askCase, needing, waitFor, settled
	py := pythonPath
	key := func(k string) step { return step{keys: k, timeout: setSlow} }
	typed := func(s string) step { return step{text: s, timeout: setSlow} }
	enter := func(expect string) step { return step{keys: "<enter>", expect: expect, timeout: setSlow} }
	then := func(a []step, b ...step) []step { return append(append([]step{}, a...), b...) }
	running := func(name, program string, open opener, steps ...step) corpusCase {
		return corpusCase{name: name, program: program, open: open, steps: steps, mode: modes.Unknown, state: Running}
	}
	pick := func(q string, highlighted int, opts ...string) *modes.Prompt {
		o := append([]string{}, opts...)
		o[highlighted] = ">" + o[highlighted]
		return want(modes.Select, q, "", o...)
	}

	// knope-like (knope's `knope document-change`, inquire's default
	// look): `? Which packages does this change affect?` (? light green)
	// over `> [ ] knope` (the pointed entry light cyan), `  [ ]
	// knope-versioning`, `  [ ] knope-config` and `[↑↓ to move, space to
	// select one, → to all, ← to none, type to filter]` in cyan, the
	// cursor after the question (a multiselect, knope pointed at); Down
	// and Space, `> [x] knope-versioning` (the multiselect, it ticked and
	// pointed at); Enter, `> Which packages does this change affect?
	// knope-versioning` answered over `? What type of change is this for
	// knope?`, `> major`, `  minor`, `  patch` and `[↑↓ to move, enter to
	// select, type to filter]` (a select, major pointed at), and after
	// Down minor; Enter, `? What is a short summary of this change?` with
	// a dim placeholder `e.g. Added a new flag` after it, the cursor at
	// its start (a text question, no default), and with `Support
	// workspaces` typed in its place.
	knope := threehundredthirtyeighthTool("knope")
	knopeQ := "Which packages does this change affect?"
	knopePkgs := []string{"knope", "knope-versioning", "knope-config"}
	atKnope := []step{wait("type to filter"), settle}
	atKnopeTicked := then(atKnope, key("<down>"), key(" "), settle)
	atKnopeType := then(atKnopeTicked, enter("change is this for knope?"), settle)
	atKnopeSummary := then(atKnopeType, key("<down>"), settle, enter("short summary"), settle)

	// convco-like (convco's `convco commit`, dialoguer's ColorfulTheme):
	// `? type ›` (? yellow, type bold) over `❯ fix` (❯ green, fix cyan)
	// and nine more types, `  feat` to `  test`, the cursor hidden (a
	// select, fix pointed at), and after Down feat; Enter, `✔ type · feat`
	// over `? scope ›`, the cursor after it (a text question); `cli` and
	// Enter, `? description ›` with `add a --dry-run flag` typed (a text
	// question); Enter, `? Is this a breaking change? (y/n) › no`, no
	// in dim grey (a yes/no, default no); n, `? issues ›` (a text question).
	convco := threehundredthirtyeighthTool("convco")
	convcoTypes := []string{"fix", "feat", "build", "chore", "ci", "docs", "style", "refactor", "perf", "test"}
	atConvco := []step{wait("refactor"), settle}
	atScope := then(atConvco, key("<down>"), settle, enter("scope"), settle)
	atDescription := then(atScope, typed("cli"), settle, enter("description"), settle, typed("add a --dry-run flag"), settle)
	atBreaking := then(atDescription, enter("breaking change"), settle)

	// thirdweb-like (thirdweb's `npx thirdweb create app`, terkelg's
	// prompts and ora): `thirdweb v0.14.12` over `? What is your project
	// named? › thirdweb-app` (? cyan, the initial value grey, the cursor
	// before it) (a text question defaulting to thirdweb-app), and with
	// mint-page typed in its place (a text question, no default shown);
	// Enter, `✔ What is your project named? … mint-page` over `? What
	// framework do you want to use? › - Use arrow-keys. Return to
	// submit.`, `❯   Next.js` (cyan, underlined), `    Vite`, `    React
	// Native`, `    Express`, `    Node`, `    Hono`, the cursor hidden (a
	// select, Next.js pointed at), and after Down Vite; Enter, `Creating a
	// new thirdweb project in /home/ada/mint-page.`, `Installing packages.
	// This might take a couple of minutes.` and a braille spinner turning
	// before `Installing dependencies...` (at work).
	thirdweb := threehundredthirtyeighthTool("thirdweb")
	thirdwebFw := []string{"Next.js", "Vite", "React Native", "Express", "Node", "Hono"}
	atThirdweb := []step{wait("project named?"), settle}
	atNamed := then(atThirdweb, typed("mint-page"), settle)
	atFramework := then(atNamed, enter("Return to submit"), settle)

	// storyblok-like (Storyblok's CLI, `storyblok login`, @inquirer's
	// prompts): ` Storyblok CLI v4.6.2` over `? How would you like to
	// login?` (? green, bold), `❯ With email` (cyan), `  With Token` and a
	// dim `↑↓ navigate • ⏎ select`, the cursor hidden (a select, With
	// email pointed at), and after Down With Token; Up and Enter, `✔ How
	// would you like to login? With email` over `? Please enter your
	// email address: ` (a text question); ada@example.com and Enter, `?
	// Please enter your password: ` with hunter22 typed as ******** (a
	// password); Enter, `? Please select the region you would like to
	// work in:` over `❯ Europe`, `  United States`, `  Canada`, `
	// Australia`, `  China` and the hint (a select, Europe pointed at);
	// Enter, a braille spinner turning before `Logging in...` (at work).
	story := threehundredthirtyeighthTool("storyblok")
	storyQ := "How would you like to login?"
	regionQ := "Please select the region you would like to work in:"
	regions := []string{"Europe", "United States", "Canada", "Australia", "China"}
	atStory := []step{wait("navigate"), settle}
	atEmail := then(atStory, key("<enter>"), step{expect: "email address:", timeout: setSlow}, settle)
	atPassword := then(atEmail, typed("ada@example.com"), settle, enter("password:"), settle, typed("hunter22"), settle)
	atRegion := then(atPassword, enter("region"), settle)

	return []corpusCase{
		// knope-like: the packages, one ticked, the type, moved, the
		// summary, typed.
		needs(ask("knope-like", "knope-like", knope, ticks(knopeQ, 0, nil, knopePkgs...), atKnope...), py),
		needs(ask("knope-like-ticked", "knope-like", knope, ticks(knopeQ, 1, map[int]bool{1: true}, knopePkgs...), atKnopeTicked...), py),
		needs(ask("knope-like-type", "knope-like", knope, pick("What type of change is this for knope?", 0, "major", "minor", "patch"), atKnopeType...), py),
		needs(ask("knope-like-type-moved", "knope-like", knope, pick("What type of change is this for knope?", 1, "major", "minor", "patch"),
			then(atKnopeType, key("<down>"), settle)...), py),
		needs(ask("knope-like-summary", "knope-like", knope, want(modes.Text, "What is a short summary of this change?", ""), atKnopeSummary...), py),
		needs(ask("knope-like-summary-typed", "knope-like", knope, want(modes.Text, "What is a short summary of this change?", ""),
			then(atKnopeSummary, typed("Support workspaces"), settle)...), py),

		// convco-like: the type, moved, the scope, the description, a
		// yes/no, the issues.
		needs(ask("convco-like", "convco-like", convco, pick("type", 0, convcoTypes...), atConvco...), py),
		needs(ask("convco-like-moved", "convco-like", convco, pick("type", 1, convcoTypes...), then(atConvco, key("<down>"), settle)...), py),
		needs(ask("convco-like-scope", "convco-like", convco, want(modes.Text, "scope", ""), atScope...), py),
		needs(ask("convco-like-description", "convco-like", convco, want(modes.Text, "description", ""), atDescription...), py),
		needs(ask("convco-like-breaking", "convco-like", convco, yesNo("Is this a breaking change?", "no"), atBreaking...), py),
		needs(ask("convco-like-issues", "convco-like", convco, want(modes.Text, "issues", ""),
			then(atBreaking, key("n"), step{expect: "issues", timeout: setSlow}, settle)...), py),

		// thirdweb-like: the name, typed, the framework, moved, at work.
		needs(ask("thirdweb-like", "thirdweb-like", thirdweb, want(modes.Text, "What is your project named?", "thirdweb-app"), atThirdweb...), py),
		needs(ask("thirdweb-like-typed", "thirdweb-like", thirdweb, want(modes.Text, "What is your project named?", ""), atNamed...), py),
		needs(ask("thirdweb-like-framework", "thirdweb-like", thirdweb, pick("What framework do you want to use?", 0, thirdwebFw...), atFramework...), py),
		needs(ask("thirdweb-like-framework-moved", "thirdweb-like", thirdweb, pick("What framework do you want to use?", 1, thirdwebFw...),
			then(atFramework, key("<down>"), settle)...), py),
		needs(running("thirdweb-like-installing", "thirdweb-like", thirdweb,
			then(atFramework, key("<down>"), settle, enter("Installing dependencies"))...), py),

		// storyblok-like: the login, moved, the email, the password, the
		// region, at work.
		needs(ask("storyblok-like", "storyblok-like", story, pick(storyQ, 0, "With email", "With Token"), atStory...), py),
		needs(ask("storyblok-like-moved", "storyblok-like", story, pick(storyQ, 1, "With email", "With Token"), then(atStory, key("<down>"), settle)...), py),
		needs(ask("storyblok-like-email", "storyblok-like", story, want(modes.Text, "Please enter your email address:", ""), atEmail...), py),
		needs(ask("storyblok-like-password", "storyblok-like", story, want(modes.Password, "Please enter your password:", ""), atPassword...), py),
		needs(ask("storyblok-like-region", "storyblok-like", story, pick(regionQ, 0, regions...), atRegion...), py),
		needs(running("storyblok-like-logging-in", "storyblok-like", story, then(atRegion, enter("Logging in"))...), py),
	}
}

// TestModesThreehundredthirtyeighth drives the threehundredthirtyeighth
// set live to the labelled moment and, with -update, stores its screens,
// labels and facts for modes' TestSetsAccuracy/threehundredthirtyeighth.
// Whether the classifier reads them right is that test's measure, not a
// failure here.
func TestModesThreehundredthirtyeighth(t *testing.T) {
	captureSet(t, threehundredthirtyeighthDir, threehundredthirtyeighthSet())
}
