package session

import (
	"testing"

	"github.com/agentty/agentty/modes"
)

// threehundredtwentyninthDir holds the threehundredtwentyninth set (issue
// 44, three-hundred-and-twenty-ninth round): live cases of four prompt
// libraries of Rust, Go and Node as an installer or scaffolder drives
// each, and of the shell the installer leaves when it ends, imitated by a
// fixture of its own (one script run by Debian's python3, keys read raw
// as these libraries read them, or a line read cooked where the library
// reads one), each drawing what the library draws at one of its moments
// on the main screen (its pointers, descriptions, check marks, counters,
// validation errors, colours, a progress line turning between questions,
// Debian's nano opened for a long answer, from its README and source as
// known): yashLadha's termprompt, a Rust dialoguer fork's colourful theme
// (in `ferrule new`: a crate name refused, a template with descriptions,
// features ticked, nano for the README's introduction, a confirm with
// its default, then the shell), GoCodeAlone workflow's wfctl (`wfctl
// init`, prompts on bubbletea widgets: a template with descriptions, a
// fetch's spinner and bar, modules ticked under a counter, a masked
// token, a `[Y/n]`, then the shell), npm's askeroo (in `create-brisk`: a
// project name refused, a radio list with hints, integrations counted, a
// Yes / No toggle, a spinner, then the shell) and moneycaringcoder's
// tuikit-go cli primitives (in `tidectl install`: a line asked again
// after a red error, a `[Y/n]`, a download's bar, then the shell). None
// of them, nor their makers, is named by any other test, table, fixture
// or doc of agentty: grepped with `git grep -il` before they were chosen
// were termprompt, yashladha, wfctl, gocodealone, askeroo, tuikit and
// moneycaringcoder, and the installers' own names ferrule, create-brisk,
// brisk, tidectl and workflow-starter (found named and left, among
// others: pterm, promptkit, erikgeiser, requestty, cliclack, promkit,
// asky, demand, promptuity, cli-prompts, @topcli, @inquirer, clack,
// inquirer, enquirer, huh, bubbletea, dialoguer, inquire, cqroot,
// go-input, tcnksm, gookit, gcli, mritd, promptx, gocliselect, bowery,
// fzdwx, prompter, raystack, josa42, readline-sync, flatiron, prask,
// clapp, stacksjs, yarlson, orochaa, valinta and termost). Each case's
// label says what a person reads on the screen, written from the fixture
// run by hand in tmux outside agentty at 80x24, and was committed before
// its screen was captured.
const threehundredtwentyninthDir = "../testdata/modes-threehundredtwentyninth"

// threehundredtwentyninthInstaller runs one library's installer of the
// set's script with Debian's python3, over a home holding notes.txt and
// long.txt.
func threehundredtwentyninthInstaller(library string) opener {
	return setFixtures("threehundredtwentyninth").script(pythonPath, "py/threehundredtwentyninth_installers.py", library)
}

// threehundredtwentyninthSet is the threehundredtwentyninth set. Labels
// say what a person reads on the screen: a list a pointer moves in is a
// select (its highlighted entry marked, its entries named without their
// descriptions), one with boxes to tick a multiselect; a line asked with
// the cursor after it is a text question (a password where what is typed
// is masked), also with a validation error over or under it; a line
// asking yes or no a yes/no (its default where the line marks one), a
// toggle of Yes and No a confirm with the chosen one highlighted; an
// installer at work under a spinner or a bar, no question, is unknown
// and running; nano on the long answer's file is an editor; the shell's
// prompt under the installer's last words is a shell.
func threehundredtwentyninthSet() []corpusCase {
	is, ask, needs, wait, settle := isCase, askCase, needing, waitFor, settled
	py := pythonPath
	down := step{keys: "<down>"}
	space := step{keys: "<space>"}
	enter := func(expect string) step { return step{keys: "<enter>", expect: expect, timeout: setSlow} }
	typed := func(s, expect string) step { return step{text: s, enter: true, expect: expect, timeout: setSlow} }
	then := func(a []step, b ...step) []step { return append(append([]step{}, a...), b...) }
	// working is a case of an installer at work, no question asked.
	working := func(name, program string, open opener, steps ...step) corpusCase {
		return corpusCase{name: name, program: program, open: open, steps: steps, mode: modes.Unknown, state: Running}
	}
	const shellPS1 = "ada@devbox:~/src$"

	// termprompt-like (yashLadha's termprompt, a dialoguer fork of the
	// console 0.13 days, its colourful theme, in `ferrule new`): `ferrule
	// new - scaffold a Rust crate` over `? Crate name › ` (`?` yellow,
	// `›` dim), the cursor after it (a text question, no default); `My
	// App` entered, a red `✘ crate names may hold only lowercase letters,
	// digits, - and _` over `? Crate name › ` asked again, empty (the text
	// question); tide-gauge entered, `✔ Crate name · tide-gauge` over `?
	// Which template? ›` and `❯ bin        a command-line binary` (cyan),
	// `lib        a library crate`, `workspace  a workspace of crates`,
	// `wasm       a WebAssembly module`, the cursor hidden; Down twice,
	// `❯ workspace` (a select, workspace highlighted); Enter, `? Features
	// to enable ›` over `⬚ clap`, `⬚ serde`, `⬚ tokio`, `⬚ tracing`;
	// Space, Down twice and Space, `✔ clap` and `❯ ✔ tokio` (a
	// multiselect, tokio highlighted, clap and tokio ticked); Enter, `?
	// README introduction › opening your editor...` and nano on a
	// temporary .md holding `# tide-gauge` (an editor); ^X, `✔ README
	// introduction · 2 lines` over `? Initialise a git repository? (y/n)
	// › yes` (`yes` dim; a yes/no defaulting to yes); Enter, `Created
	// tide-gauge (workspace) with clap, tokio, a git repository.` over
	// `ada@devbox:~/src$ ` (a shell).
	tp := threehundredtwentyninthInstaller("termprompt")
	atCrate := []step{wait("Crate name"), settle}
	atTemplate := then(atCrate, typed("tide-gauge", "Which template?"), settle, down, down, settle)
	atFeatures := then(atTemplate, enter("Features to enable"), settle, space, down, down, space, settle)
	atNano := then(atFeatures, enter("Exit"), settle)
	atGit := then(atNano, step{keys: "<ctrl-x>", expect: "Initialise a git", timeout: setSlow}, settle)

	// wfctl-like (GoCodeAlone workflow's `wfctl init`, its prompts on
	// bubbletea widgets): `wfctl init - create a new workflow project`
	// over `Choose a project template` (bold), `> api-service     HTTP
	// API with routing and middleware` (pink), `event-pipeline`,
	// `scheduled-jobs`, `minimal` with their descriptions grey, and
	// `↑/↓ navigate • enter select • q quit`, the cursor hidden (a
	// select, api-service highlighted); Enter, `✓ Template: api-service`
	// over `⠏ Fetching template api-service  ██░░…   9%`, the spinner
	// turning and the bar filling for twenty seconds (unknown and
	// running); then `✓ Fetched template api-service (14 files)` over
	// `Select modules to enable (2 selected)`, `> [x] http.server`, `[x]
	// http.router`, `[ ] storage.sqlite`, `[ ] messaging.broker`, `[ ]
	// auth.jwt`; Down twice and Space, `(3 selected)` and `> [x]
	// storage.sqlite` (a multiselect, storage.sqlite highlighted, the
	// first three ticked); Enter, `Registry API token (leave empty for
	// none)` over `> ` and twelve `*` typed (a password); Enter, `?
	// Write workflow.yaml and install the modules? [Y/n] ` (a yes/no
	// defaulting to yes); Enter, `✓ Wrote api-service/workflow.yaml`,
	// `✓ Installed 3 modules` and `Next: cd api-service && wfctl run`
	// over `ada@devbox:~/src$ ` (a shell).
	wf := threehundredtwentyninthInstaller("wfctl")
	atWfTemplate := []step{wait("Choose a project template"), settle}
	atModules := then(atWfTemplate, enter("Select modules"), settle, down, down, space, settle)
	atToken := then(atModules, enter("Registry API token"), settle,
		step{text: "s3cr3t-token", secret: true}, settle)
	atWrite := then(atToken, enter("[Y/n]"), settle)

	// askeroo-like (npm's askeroo in `create-brisk`): `create-brisk
	// v0.3.1` over `? Project name` (`?` cyan) and `› ` under it, the
	// cursor after it, a grey `enter submit · esc cancel` (a text
	// question); `My Site` entered, `› My Site` kept and a red `✖ Use
	// lowercase letters, digits and dashes` under it (the text question);
	// brisk-site entered, `✔ Project name  brisk-site` over `? Which
	// rendering mode?`, `● Static   prerender every page at build`
	// (cyan), `○ Server   render on each request`, `○ Hybrid   static by
	// default, server where asked`; Down, `● Server` (a select, Server
	// highlighted); Enter, `? Integrations  0 of 5 selected` over `❯ ◯
	// tailwind`, `◯ mdx`, `◯ sitemap`, `◯ image`, `◯ i18n`; Space, Down
	// twice and Space, `2 of 5 selected`, `◉ tailwind` and `❯ ◉ sitemap`
	// (a multiselect, sitemap highlighted, tailwind and sitemap ticked);
	// Enter, `? Install dependencies with npm?` over `Yes / No`, Yes
	// underlined cyan (a confirm, Yes highlighted); Enter, `⠏ Installing
	// dependencies with npm... 1s` turning for twenty seconds (unknown and
	// running); then `✔ Dependencies installed`, `Done. Now run:`, `cd
	// brisk-site`, `npm run dev` over `ada@devbox:~/src$ ` (a shell).
	ak := threehundredtwentyninthInstaller("askeroo")
	atProject := []step{wait("Project name"), settle}
	atMode := then(atProject, typed("brisk-site", "rendering mode?"), settle, down, settle)
	atIntegrations := then(atMode, enter("Integrations"), settle, space, down, down, space, settle)
	atInstall := then(atIntegrations, enter("Install dependencies"), settle)

	// tuikit-like (moneycaringcoder's tuikit-go cli primitives in
	// `tidectl install`): `ℹ tidectl installer 1.4.0 for linux/amd64`
	// (blue ℹ), `Install dir  /home/ada/.local/bin`, `Config
	// /home/ada/.config/tidectl` over `Cluster endpoint: ` (bold), the
	// cursor after it, the line read cooked (a text question);
	// tide.example.net entered, a red `✗ endpoint must start with https://
	// (got 'tide.example.net')` over `Cluster endpoint: ` asked again (the
	// text question); https://tide.example.net:6443 entered, `Add
	// /home/ada/.local/bin to PATH in ~/.bashrc? [Y/n] ` (a yes/no
	// defaulting to yes); Enter, `Downloading tidectl 1.4.0
	// [====>      ]  14%  2.6/18.4 MB` redrawn for twenty seconds (unknown
	// and running); then `✓ Downloaded tidectl 1.4.0 (18.4 MB)`, `✓
	// Installed /home/ada/.local/bin/tidectl`, `✓ Context saved for …` and
	// `Open a new shell or run: source ~/.bashrc` over `ada@devbox:~/src$
	// ` (a shell).
	tk := threehundredtwentyninthInstaller("tuikit")
	atEndpoint := []step{wait("Cluster endpoint:"), settle}
	atPath := then(atEndpoint, typed("https://tide.example.net:6443", "[Y/n]"), settle)

	return []corpusCase{
		// termprompt-like: a name, refused, a template moved to, features
		// ticked, nano, a confirm, the shell after.
		needs(ask("termprompt-like", "termprompt-like", tp, want(modes.Text, "Crate name", ""), atCrate...), py),
		needs(ask("termprompt-like-name-refused", "termprompt-like", tp, want(modes.Text, "Crate name", ""),
			then(atCrate, typed("My App", "crate names may hold"), settle)...), py),
		needs(ask("termprompt-like-template-moved", "termprompt-like", tp,
			want(modes.Select, "Which template?", "", "bin", "lib", ">workspace", "wasm"), atTemplate...), py),
		needs(ask("termprompt-like-features-ticked", "termprompt-like", tp,
			ticks("Features to enable", 2, map[int]bool{0: true, 2: true}, "clap", "serde", "tokio", "tracing"), atFeatures...), py),
		needs(is(modes.Editor, "termprompt-like-editor", "termprompt-like", tp, atNano...), py, "nano"),
		needs(ask("termprompt-like-git", "termprompt-like", tp, yesNo("Initialise a git repository?", "y"), atGit...), py, "nano"),
		needs(is(modes.Shell, "termprompt-like-shell", "termprompt-like", tp, then(atGit, enter(shellPS1), settle)...), py, "nano"),

		// wfctl-like: a template, fetching, modules ticked, a token, a
		// confirm, the shell after.
		needs(ask("wfctl-like", "wfctl-like", wf,
			want(modes.Select, "Choose a project template", "", ">api-service", "event-pipeline", "scheduled-jobs", "minimal"),
			atWfTemplate...), py),
		needs(working("wfctl-like-fetching", "wfctl-like", wf, then(atWfTemplate, enter("Fetching template"))...), py),
		needs(ask("wfctl-like-modules-ticked", "wfctl-like", wf,
			ticks("Select modules to enable", 2, map[int]bool{0: true, 1: true, 2: true},
				"http.server", "http.router", "storage.sqlite", "messaging.broker", "auth.jwt"), atModules...), py),
		needs(ask("wfctl-like-token-typed", "wfctl-like", wf, want(modes.Password, "Registry API token", ""), atToken...), py),
		needs(ask("wfctl-like-write", "wfctl-like", wf, yesNo("Write workflow.yaml and install the modules?", "y"), atWrite...), py),
		needs(is(modes.Shell, "wfctl-like-shell", "wfctl-like", wf, then(atWrite, enter(shellPS1), settle)...), py),

		// askeroo-like: a name, refused, a mode moved to, integrations
		// ticked, a toggle, installing, the shell after.
		needs(ask("askeroo-like", "askeroo-like", ak, want(modes.Text, "Project name", ""), atProject...), py),
		needs(ask("askeroo-like-name-refused", "askeroo-like", ak, want(modes.Text, "Project name", ""),
			then(atProject, typed("My Site", "Use lowercase"), settle)...), py),
		needs(ask("askeroo-like-mode-moved", "askeroo-like", ak,
			want(modes.Select, "Which rendering mode?", "", "Static", ">Server", "Hybrid"), atMode...), py),
		needs(ask("askeroo-like-integrations-ticked", "askeroo-like", ak,
			ticks("Integrations", 2, map[int]bool{0: true, 2: true}, "tailwind", "mdx", "sitemap", "image", "i18n"), atIntegrations...), py),
		needs(ask("askeroo-like-install", "askeroo-like", ak,
			want(modes.Confirm, "Install dependencies with npm?", "", ">Yes", "No"), atInstall...), py),
		needs(working("askeroo-like-installing", "askeroo-like", ak, then(atInstall, enter("Installing dependencies"))...), py),
		needs(is(modes.Shell, "askeroo-like-shell", "askeroo-like", ak, then(atInstall, enter(shellPS1), settle)...), py),

		// tuikit-like: an endpoint, refused, a confirm, downloading, the
		// shell after.
		needs(ask("tuikit-like", "tuikit-like", tk, want(modes.Text, "Cluster endpoint:", ""), atEndpoint...), py),
		needs(ask("tuikit-like-endpoint-refused", "tuikit-like", tk, want(modes.Text, "Cluster endpoint:", ""),
			then(atEndpoint, typed("tide.example.net", "must start with"), settle)...), py),
		needs(ask("tuikit-like-path", "tuikit-like", tk, yesNo("Add /home/ada/.local/bin to PATH in ~/.bashrc?", "y"), atPath...), py),
		needs(working("tuikit-like-downloading", "tuikit-like", tk, then(atPath, typed("", "Downloading"))...), py),
		needs(is(modes.Shell, "tuikit-like-shell", "tuikit-like", tk, then(atPath, typed("", shellPS1), settle)...), py),
	}
}

// TestModesThreehundredtwentyninth drives the threehundredtwentyninth set
// live to the labelled moment and, with -update, stores its screens,
// labels and facts for modes' TestSetsAccuracy/threehundredtwentyninth.
// Whether the classifier reads them right is that test's measure, not a
// failure here.
func TestModesThreehundredtwentyninth(t *testing.T) {
	captureSet(t, threehundredtwentyninthDir, threehundredtwentyninthSet())
}
