package session

import (
	"testing"

	"github.com/agentty/agentty/modes"
)

// threehundredsixtythirdDir holds the threehundredsixtythird set (issue
// 44, three-hundred-and-sixty-third round): live cases of five prompt
// libraries of Go, Rust and Python that Debian does not package, each
// driven by a small demo tool and imitated by a fixture of its own (one
// script run by Debian's python3), each drawing what the library draws
// at one of its moments: mozzzzy's clitool (Go, over termbox-go: the
// alternate screen, the cursor hidden, inquirer-like prompts printed one
// under the other from the top row, a list with `❯`, check boxes `⬢` and
// `⬡`, an input echoed after its question, a password as stars, a
// confirm's `(y/N)`, an error `✖ …` and a braille spinner), patrick91's
// rich-toolkit (Python, over rich, its tagged style: inline on the main
// screen, each element behind a coloured tag, an input under its label
// with a grey placeholder and `This field is required` in red under it,
// menus of `●` and `○`, a multi-select of `■` and `□`, an inline confirm
// `● Yes  ○ No`, a progress tag of animated blocks), joshka's
// tui-prompts (Rust, over ratatui: the alternate screen, one row per
// prompt, `?`, `✔` or `✘`, its message bold and ` › ` before the value,
// a password as stars and an invisible one as nothing, the demo's error
// row under a field and its spinner), nathom's youchoose (Rust, over
// ncurses: a menu from the second row down, `❯` before each item, the
// hovered one black on white, a chosen one's `*`, a framed ` preview `
// pane) and rossmacarthur's casual (Rust: cooked lines, `Error: …` and
// the prompt asked again, a confirm's `[y/N]`). None of them, nor their
// makers, is named by any other test, table, fixture or doc of agentty:
// grepped with `git grep -il` before they were chosen were clitool,
// mozzzzy, rich-toolkit, rich_toolkit, patrick91, arminio, tui-prompts,
// tui_prompts, tui-widgets, joshka, youchoose, nathom, casual and
// rossmacarthur (and, found named and left, among others: cqroot,
// requestty, cliclack, demand, promkit, asky, promptuity, yaspin, halo,
// whaaaaat, pyinquirer, questo, yarlson, go-input, prompter, wmenu,
// gocliselect, briandowns, indicatif, dialoguer, inquire, survey,
// promptui, huh, bubbletea, cursive, spinners, rpassword, pzp, typer,
// asciimatics, npyscreen, clint, plumbum, noneprompt, go-fuzzyfinder,
// promptx, bowery, ishell, grumble, yacspin, mpb, gcli, tui-go,
// termdash, fzdwx's infinite, quo, cli-ui, yassinebenaid's prompts,
// josa42's go-prompt, go-pardon, termtools, isacikgoz's prompt,
// cli-prompts, promptt, termprompt, go-clack, speakeasy, cleo, py_cui,
// chevron, pwinput, stdiomask, maskpass and ratatui). Each case's label
// says what a person reads on the screen, written from the fixture run
// by hand in tmux outside agentty at 80x24, and was committed before its
// screen was captured.
const threehundredsixtythirdDir = "../testdata/modes-threehundredsixtythird"

// threehundredsixtythirdTool runs one tool of the set's script with
// Debian's python3, over a home holding notes.txt and long.txt.
func threehundredsixtythirdTool(tool string) opener {
	return setFixtures("threehundredsixtythird").script(pythonPath, "py/threehundredsixtythird_libprompts.py", tool)
}

// threehundredsixtythirdSet is the threehundredsixtythird set. Labels
// say what a person reads on the screen: a line asking, the cursor after
// it (shown or hidden), is a question (what is typed shown as stars, or
// not shown, a password), its default where the line marks one (`(y/N)`,
// `[y/N]`: no); a grey placeholder is no default; a list with one item
// pointed at or highlighted is a select (its boxes or stars ticked a
// multiselect), asked by the line over it or by nothing; Yes and No, one
// current, a yes/no; a spinner turning before a line of work, no
// question, is a program at work.
func threehundredsixtythirdSet() []corpusCase {
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

	// clitool-like (mozzzzy's clitool, as `svcinit` scaffolds a service
	// with it; termbox's alternate screen, the cursor hidden throughout):
	// `? Which runtime should the service use? ` (? green) over `❯ go1.22`
	// (❯ cyan), `  node20`, `  python3.12`, `  rust1.79`, `  deno2` (a
	// select, go1.22 pointed at); down twice and Enter, the question
	// answered `python3.12` (cyan) over `? Which checks should run before
	// each deploy? ` and five choices, each `⬡ ` or `⬢ ` (green) after the
	// pointer's column: down, Space, down twice, Space, up, unit tests and
	// container scan ticked, `❯ ⬡ integration tests` pointed at (a
	// multiselect); Enter, `? Service name ` with Billing API typed and
	// Enter, `✖ service name must use lowercase letters, digits and
	// dashes` (red) under it and `? Service name ` asked again on the row
	// under the error (a text question); billing-api and Enter, `?
	// Registry token ` with s3cr3t-t0ken typed shown as twelve stars (a
	// password); Enter, `? Push billing-api to registry.example.com now?
	// (y/N)` (a yes/no, default no); y, `⠋ Building and pushing
	// billing-api:0.1.0`, a braille spinner turning (cyan) (at work).
	ct := threehundredsixtythirdTool("clitool")
	runtimes := []string{"go1.22", "node20", "python3.12", "rust1.79", "deno2"}
	checks := []string{"lint", "unit tests", "integration tests", "container scan", "license audit"}
	atRuntime := []step{wait("deno2"), settle}
	atChecks := then(atRuntime, key("<down><down>", ""), settle, key("<enter>", "Which checks"), settle,
		key("<down><space><down><down><space><up>", ""), settle)
	atNameError := then(atChecks, key("<enter>", "Service name"), settle, typed("Billing API", "lowercase letters"), settle)
	atToken := then(atNameError, typed("billing-api", "Registry token"), settle, text("s3cr3t-t0ken"), settle)
	atPush := then(atToken, key("<enter>", "(y/N)"), settle)

	// rich-toolkit-like (patrick91's rich-toolkit, its tagged style, as
	// `shipit deploy` asks with it; inline on the main screen): the title
	// ` shipit ` (black on light green) `  Deploying to Shipit Cloud`,
	// then ` name ` (white on purple) `  What's the name of your app?`
	// over a grey placeholder `e.g. billing-api`, the cursor at its start
	// (a text question, no default); Enter, a blank row and `This field
	// is required` (red) under the placeholder (the same); billing-api and
	// Enter, the question answered over ` region `  `Which region should
	// we deploy to?` and `● eu-west-1 (Ireland)` (green), `○ us-east-1
	// (N. Virginia)`, `○ ap-southeast-2 (Sydney)`, `○ sa-east-1 (São
	// Paulo)`, the cursor hidden (a select, eu-west-1 current); Enter, `
	// add-ons `  `Which add-ons do you want?` over `□ Postgres database`,
	// `□ Redis cache`, `□ Object storage`, `□ Cron jobs`: Space, down
	// twice, Space, down, Postgres and Object storage `■`, Cron jobs
	// current in green (a multiselect); Enter, ` deploy `  `Deploy
	// billing-api to eu-west-1 now?` over `● Yes  ○ No`, Yes green (a
	// yes/no, Yes current); Enter, five animated blocks in the tag's
	// column before `Uploading billing-api to Shipit Cloud...`, the
	// cursor hidden (at work).
	rt := threehundredsixtythirdTool("richtoolkit")
	appName := "What's the name of your app?"
	regions := []string{"eu-west-1 (Ireland)", "us-east-1 (N. Virginia)", "ap-southeast-2 (Sydney)", "sa-east-1 (São Paulo)"}
	addons := []string{"Postgres database", "Redis cache", "Object storage", "Cron jobs"}
	atAppName := []step{wait("e.g. billing-api"), settle}
	atRequired := then(atAppName, key("<enter>", "This field is required"), settle)
	atRegion := then(atRequired, typed("billing-api", "Which region"), settle)
	atAddons := then(atRegion, key("<enter>", "Which add-ons"), settle, key("<space><down><down><space><down>", ""), settle)
	atDeploy := then(atAddons, key("<enter>", "now?"), settle)

	// tui-prompts-like (joshka's tui-prompts over ratatui, as
	// `vault-login` asks with it; the alternate screen): `? Username › `
	// (? cyan, Username bold, › cyan and dim), `? Password › ` and `?
	// Unlock passphrase › ` on every other row, ` Enter submit   Tab next
	// field   Esc abort   Ctrl-C quit` (grey) on the last, the cursor after
	// the first (a text question); ferris and Enter, `✔ Username › ferris`
	// (✔ green), hunter22 typed after `? Password › ` as eight stars (a
	// password); Enter, the field emptied and `Wrong password for ferris,
	// 2 attempts left` (red) on the row under it, the cursor after it (the
	// password); correct-horse and Enter, `✔ Password › *************` and
	// the cursor after `? Unlock passphrase › ` (a password: what is typed
	// is never shown); open sesame and Enter, `✔ Unlock passphrase › `
	// and `⠋ Signing in to vault.example.com as ferris…`, a braille
	// spinner turning (cyan), the cursor hidden (at work).
	tp := threehundredsixtythirdTool("tuiprompts")
	atUsername := []step{wait("Unlock passphrase"), settle}
	atPassword := then(atUsername, typed("ferris", "✔ Username"), settle, text("hunter22"), settle)
	atWrong := then(atPassword, key("<enter>", "Wrong password"), settle)
	atPassphrase := then(atWrong, typed("correct-horse", "✔ Password"), settle)

	// youchoose-like (nathom's youchoose over ncurses, as `rollback`
	// picks with it; the alternate screen, the cursor hidden): from the
	// second row down `❯ v2.5.0` to `❯ v2.3.6` (❯ red and bold), v2.5.0
	// black on white, no words asking; at the right half a frame `┌
	// preview ─…┐` holding v2.5.0's notes (a select of six releases, v2.5.0
	// highlighted); down twice, v2.4.1 highlighted and its notes in the
	// frame (the select); Enter, the menu of five services full width,
	// `❯ billing-api` highlighted, nothing marked (a select); Space, down
	// twice, Space, down, `* billing-api` and `* webhook-sender` (*
	// green), invoice-pdf highlighted (a multiselect, two marked).
	yc := threehundredsixtythirdTool("youchoose")
	releases := []string{"v2.5.0", "v2.4.2", "v2.4.1", "v2.4.0", "v2.3.7", "v2.3.6"}
	services := []string{"billing-api", "ledger-worker", "webhook-sender", "invoice-pdf", "search-indexer"}
	atReleases := []step{wait("deployed to"), settle}
	atMovedRelease := then(atReleases, key("<down><down>", "c2e88f0"), settle)
	atServices := then(atMovedRelease, key("<enter>", "search-indexer"), settle)

	// casual-like (rossmacarthur's casual, as `mkrelease` asks with it;
	// cooked lines): `mkrelease 0.4.0` over `Please enter the release
	// name: ` (a text question); v2.5.0, `Please enter the number of
	// replicas (1-16): ` and three, `Error: invalid digit found in string`
	// and the same line asked again (a text question); 4, `Publish v2.5.0
	// with 4 replicas? [y/N] ` (a yes/no, default no); maybe, `Error:
	// invalid input` and the same asked again (the same).
	cs := threehundredsixtythirdTool("casual")
	atReleaseName := []step{wait("release name:"), settle}
	atReplicas := then(atReleaseName, typed("v2.5.0", "replicas (1-16):"), settle, typed("three", "invalid digit"), settle)
	atPublish := then(atReplicas, typed("4", "[y/N]"), settle)
	publish := yesNo("Publish v2.5.0 with 4 replicas?", "no")

	return []corpusCase{
		// clitool-like: a list, check boxes, an input asked again under
		// its error, a password, a yes/no, a spinner.
		needs(ask("clitool-like", "clitool-like", ct, pick("Which runtime should the service use?", 0, runtimes...), atRuntime...), py),
		needs(ask("clitool-like-checks", "clitool-like", ct,
			ticks("Which checks should run before each deploy?", 2, map[int]bool{1: true, 3: true}, checks...), atChecks...), py),
		needs(ask("clitool-like-name-error", "clitool-like", ct, want(modes.Text, "Service name", ""), atNameError...), py),
		needs(ask("clitool-like-token", "clitool-like", ct, want(modes.Password, "Registry token", ""), atToken...), py),
		needs(ask("clitool-like-push", "clitool-like", ct, yesNo("Push billing-api to registry.example.com now?", "no"), atPush...), py),
		needs(running("clitool-like-pushing", "clitool-like", ct, then(atPush, key("y", "Building and pushing"))...), py),

		// rich-toolkit-like: an input with a placeholder, its error, a
		// menu, a multi-select, an inline yes/no, a progress.
		needs(ask("rich-toolkit-like", "rich-toolkit-like", rt, want(modes.Text, appName, ""), atAppName...), py),
		needs(ask("rich-toolkit-like-required", "rich-toolkit-like", rt, want(modes.Text, appName, ""), atRequired...), py),
		needs(ask("rich-toolkit-like-region", "rich-toolkit-like", rt, pick("Which region should we deploy to?", 0, regions...), atRegion...), py),
		needs(ask("rich-toolkit-like-addons", "rich-toolkit-like", rt,
			ticks("Which add-ons do you want?", 3, map[int]bool{0: true, 2: true}, addons...), atAddons...), py),
		needs(ask("rich-toolkit-like-deploy", "rich-toolkit-like", rt,
			want(modes.Confirm, "Deploy billing-api to eu-west-1 now?", "", ">Yes", "No"), atDeploy...), py),
		needs(running("rich-toolkit-like-uploading", "rich-toolkit-like", rt, then(atDeploy, key("<enter>", "Uploading"))...), py),

		// tui-prompts-like: a text prompt, a password typed, refused, an
		// invisible one, a spinner.
		needs(ask("tui-prompts-like", "tui-prompts-like", tp, want(modes.Text, "Username", ""), atUsername...), py),
		needs(ask("tui-prompts-like-password", "tui-prompts-like", tp, want(modes.Password, "Password", ""), atPassword...), py),
		needs(ask("tui-prompts-like-wrong", "tui-prompts-like", tp, want(modes.Password, "Password", ""), atWrong...), py),
		needs(ask("tui-prompts-like-passphrase", "tui-prompts-like", tp, want(modes.Password, "Unlock passphrase", ""), atPassphrase...), py),
		needs(running("tui-prompts-like-signing-in", "tui-prompts-like", tp, then(atPassphrase, typed("open sesame", "Signing in"))...), py),

		// youchoose-like: a menu with a preview, moved, a second menu,
		// two of it marked.
		needs(ask("youchoose-like", "youchoose-like", yc, pick("", 0, releases...), atReleases...), py),
		needs(ask("youchoose-like-moved", "youchoose-like", yc, pick("", 2, releases...), atMovedRelease...), py),
		needs(ask("youchoose-like-services", "youchoose-like", yc, pick("", 0, services...), atServices...), py),
		needs(ask("youchoose-like-marked", "youchoose-like", yc, ticks("", 3, map[int]bool{0: true, 2: true}, services...),
			then(atServices, key("<space><down><down><space><down>", ""), settle)...), py),

		// casual-like: a line, asked again under its error, a yes/no,
		// asked again.
		needs(ask("casual-like", "casual-like", cs, want(modes.Text, "Please enter the release name:", ""), atReleaseName...), py),
		needs(ask("casual-like-replicas", "casual-like", cs,
			want(modes.Text, "Please enter the number of replicas (1-16):", ""), atReplicas...), py),
		needs(ask("casual-like-publish", "casual-like", cs, publish, atPublish...), py),
		needs(ask("casual-like-publish-again", "casual-like", cs, publish, then(atPublish, typed("maybe", "invalid input"), settle)...), py),
	}
}

// TestModesThreehundredsixtythird drives the threehundredsixtythird set
// live to the labelled moment and, with -update, stores its screens,
// labels and facts for modes' TestSetsAccuracy/threehundredsixtythird.
// Whether the classifier reads them right is that test's measure, not a
// failure here.
func TestModesThreehundredsixtythird(t *testing.T) {
	captureSet(t, threehundredsixtythirdDir, threehundredsixtythirdSet())
}
