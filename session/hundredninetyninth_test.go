package session

import (
	"path/filepath"
	"strconv"
	"testing"

	"github.com/agentty/agentty/modes"
	"github.com/agentty/agentty/session/sessiontest"
)

// hundredninetyninthDir holds the hundredninetyninth set (issue 44,
// hundred-and-ninety-ninth round): live cases of npm prompt libraries
// (confirm-cli, @keg-hub/ask-it), each driven by a script of the set's
// own, of the task runners that carry a prompt plugin (gulp with
// gulp-prompt, Grunt with grunt-prompt), each running a task file of the
// set's own, and of command-line programs built on prompts that run
// offline up to their moments (create-playwright, Mocks Server's
// interactive CLI), none of them named by any other test, table, fixture
// or doc of agentty, to measure the classifier once as it was on programs
// nobody here had looked at: each at first sight, after a move or a tick,
// after typing, and at a validation error. Each case's label (mode,
// state, prompt kind, question, default, options and the highlighted one)
// was written from what the program draws, run by hand in tmux outside
// agentty, and committed before its screen was captured.
const hundredninetyninthDir = "../testdata/modes-hundredninetyninth"

// hundredninetyninthNode runs a script of the hundredninetyninth set's
// npm fixture (its demo, or a program's bin) from a home of its own.
var hundredninetyninthNode = setFixtures("hundredninetyninth").node

// hundredninetyninthRunner runs a task runner of the set's npm fixture
// (its bin) on a task file of the fixture's, named by flag, with args
// after it, from a home of its own; with cwd set, the runner is told to
// work in that home too.
func hundredninetyninthRunner(bin, flag, file string, cwd bool, args ...string) opener {
	return func(t *testing.T, f *fixtures) Options {
		dir := sessiontest.NPM(t, filepath.Join(setFixtures("hundredninetyninth").dir(), "npm"))
		home := t.TempDir()
		a := []string{flag, filepath.Join(dir, file)}
		if cwd {
			a = append(a, "--cwd", home)
		}
		return Options{Argv: sessiontest.Node(dir, true, bin, append(a, args...)...), Cwd: home, Env: map[string]string{"HOME": home}}
	}
}

// hundredninetyninthSet is the hundredninetyninth set. Labels say what a
// person reads on the screen; "…" in a question or default stands for
// any text.
func hundredninetyninthSet() []corpusCase {
	ask, needs, wait, settle := askCase, needing, waitFor, settled
	node := nodeNeeds
	key := func(k string) step { return step{keys: k} }
	typing := func(s string) step { return step{text: s} }
	typed := func(s, expect string) step { return step{text: s, enter: true, expect: expect, timeout: setSlow} }
	enter := func(expect string) step { return step{enter: true, expect: expect, timeout: setSlow} }
	steps := func(a []step, more ...step) []step { return append(append([]step{}, a...), more...) }
	demo := func(args ...string) opener { return hundredninetyninthNode("hundredninetyninth-demo.mjs", args...) }
	pick := func(q string, highlighted int, opts ...string) *modes.Prompt {
		o := append([]string{}, opts...)
		o[highlighted] = ">" + o[highlighted]
		return want(modes.Select, q, "", o...)
	}

	gulp := func(task string) opener {
		return hundredninetyninthRunner("node_modules/gulp/bin/gulp.js", "--gulpfile", "gulpfile.js", true, task)
	}
	grunt := func(task string) opener {
		return hundredninetyninthRunner("node_modules/grunt/bin/grunt", "--gruntfile", "Gruntfile.js", false, task)
	}
	release, deploy := gulp("release"), gulp("deploy")
	target, version := grunt("prompt:target"), grunt("prompt:version")
	confirm := demo("confirm-cli")
	bucket, accessKey, often := demo("ask-it", "input"), demo("ask-it", "password"), demo("ask-it", "list")
	playwright := hundredninetyninthNode("node_modules/create-playwright/index.js")
	// Each Mocks Server case listens on ports of its own, so that one
	// still closing never holds the next one's.
	mocks := func(n int) opener {
		return hundredninetyninthNode("node_modules/@mocks-server/main/bin/mocks-server",
			"--server.port="+strconv.Itoa(31900+2*n), "--plugins.adminApi.port="+strconv.Itoa(31901+2*n))
	}

	// gulp release: its bumps, boxes under a question whose hint wraps
	// to a second row; gulp deploy: the host (refused when it holds a
	// space), then whether to overwrite, (y/N).
	const bumps = "Which parts of the version should this release bump?"
	bumpList := []string{"patch", "minor", "major"}
	const host = "Which host should the site be deployed to?"
	toOverwrite := []step{wait(host), typed("relay.example.org", "Overwrite what is live")}

	// grunt prompt:target, a list; grunt prompt:version, a line with
	// its default in brackets.
	const env = "Which environment should the build target?"
	envs := []string{"staging", "production", "local"}
	const versionQ = "What version is this build?"

	// confirm-cli: two boxed buttons, the current one drawn in double
	// lines and cyan (No at first); @keg-hub/ask-it: a line with its
	// default, a hidden key, a numbered list over "Choose an option".
	const deleteQ = "Delete the old build folder before packing?"
	often3 := want(modes.Select, "Choose an option", "", "0|Hourly", "1|Daily", "2|Weekly")

	// create-playwright: TypeScript or JavaScript, where the tests go
	// (tests written in), a GitHub Actions workflow and the browsers,
	// each (Y/n) with true written after it.
	const language = "Do you want to use TypeScript or JavaScript?"
	const folder = "Where to put your end-to-end tests?"
	toFolder := []step{wait("TypeScript or JavaScript?"), enter("Where to put")}
	toWorkflow := steps(toFolder, enter("GitHub Actions workflow?"))
	toBrowsers := steps(toWorkflow, enter("Install Playwright browsers"))

	// Mocks Server: its settings over its actions (more below), the
	// collections (searched by typing), the delay.
	const action = "Select action:"
	actions := []string{"Select collection", "Use route variant", "Restore route variants", "Change delay", "Restart server", "Change log level", "Switch watch"}
	const collection = "Please choose collection"
	collections := []string{"base", "no-headers", "all-users", "user-real"}
	toCollection := []step{wait("reveal more choices"), enter("choose collection")}

	return []corpusCase{
		// gulp with gulp-prompt (inquirer 3): release's boxes (also the
		// first ticked, also the second ticked after a move), deploy's
		// host (also typed, also refused), its (y/N).
		needs(ask("gulp-release-bumps", "gulp-prompt", release,
			ticks(bumps+" (Press <space> to select, <a> to toggle all, <i> to inverse selection)", 0, nil, bumpList...), wait("inverse selection")), node...),
		needs(ask("gulp-release-bumps-ticked", "gulp-prompt", release, ticks(bumps, 0, map[int]bool{0: true}, bumpList...),
			wait("inverse selection"), key(" "), settle), node...),
		needs(ask("gulp-release-bumps-moved-ticked", "gulp-prompt", release, ticks(bumps, 1, map[int]bool{1: true}, bumpList...),
			wait("inverse selection"), key("<down>"), key(" "), settle), node...),
		needs(ask("gulp-deploy-host", "gulp-prompt", deploy, want(modes.Text, host, ""), wait(host)), node...),
		needs(ask("gulp-deploy-host-typed", "gulp-prompt", deploy, want(modes.Text, host, "…"), wait(host), typing("relay.exa"), settle), node...),
		needs(ask("gulp-deploy-host-refused", "gulp-prompt", deploy, want(modes.Text, host, ""), wait(host), typed("my host", "no spaces")), node...),
		needs(ask("gulp-deploy-overwrite", "gulp-prompt", deploy, yesNo("Overwrite what is live there now?", "no"), toOverwrite...), node...),

		// Grunt with grunt-prompt (inquirer 0.11): a list (also moved), a
		// line with its default (also with another version typed after
		// it).
		needs(ask("grunt-target", "grunt-prompt", target, pick(env+" (Use arrow keys)", 0, envs...), wait("Use arrow keys")), node...),
		needs(ask("grunt-target-moved", "grunt-prompt", target, pick(env, 1, envs...), wait("Use arrow keys"), key("<down>"), settle), node...),
		needs(ask("grunt-version", "grunt-prompt", version, want(modes.Text, versionQ, "2.4.0"), wait("(2.4.0)")), node...),
		needs(ask("grunt-version-typed", "grunt-prompt", version, want(modes.Text, versionQ, "2.4.0"), wait("(2.4.0)"), typing("2.5.0"), settle), node...),

		// confirm-cli: No current at first, Yes after a tab.
		needs(ask("confirm-cli", "confirm-cli", confirm, want(modes.Confirm, deleteQ, "", "Yes", ">No"), wait("[tab] to switch")), node...),
		needs(ask("confirm-cli-switched", "confirm-cli", confirm, want(modes.Confirm, deleteQ, "", ">Yes", "No"),
			wait("[tab] to switch"), key("<tab>"), settle), node...),

		// @keg-hub/ask-it (inquirer 7): a bucket with its default, a key
		// (also typed, unseen), the numbered list (also asked again
		// after 9, out of range).
		needs(ask("ask-it-input", "@keg-hub/ask-it", bucket, want(modes.Text, "Which bucket should receive the backups?", "relay-backups"),
			wait("(relay-backups)")), node...),
		needs(ask("ask-it-password", "@keg-hub/ask-it", accessKey, want(modes.Password, "Bucket access key", ""), wait("input is hidden")), node...),
		needs(ask("ask-it-password-typed", "@keg-hub/ask-it", accessKey, want(modes.Password, "Bucket access key", ""),
			wait("input is hidden"), step{text: "s3cret", secret: true}, settle), node...),
		needs(ask("ask-it-list", "@keg-hub/ask-it", often, often3, wait("Choose an option")), node...),
		needs(ask("ask-it-list-refused", "@keg-hub/ask-it", often, often3, wait("Choose an option"), typed("9", "Invalid input"), settle), node...),

		// create-playwright: the language (also moved), the tests'
		// folder (tests), the workflow, the browsers.
		needs(ask("create-playwright-language", "create-playwright", playwright, pick(language, 0, "TypeScript", "JavaScript"),
			wait("TypeScript or JavaScript?")), node...),
		needs(ask("create-playwright-language-moved", "create-playwright", playwright, pick(language, 1, "TypeScript", "JavaScript"),
			wait("TypeScript or JavaScript?"), key("<down>"), settle), node...),
		needs(ask("create-playwright-folder", "create-playwright", playwright, want(modes.Text, folder, "tests"), toFolder...), node...),
		needs(ask("create-playwright-workflow", "create-playwright", playwright, yesNo("Add a GitHub Actions workflow?", "yes"), toWorkflow...), node...),
		needs(ask("create-playwright-browsers", "create-playwright", playwright,
			yesNo("Install Playwright browsers (can be done manually via 'npx playwright install')?", "yes"), toBrowsers...), node...),

		// Mocks Server's interactive CLI: its actions (also moved), its
		// collections (also searched for "user"), the delay.
		needs(ask("mocks-server-actions", "@mocks-server/main", mocks(0), pick(action+" (Use arrow keys)", 0, actions...), wait("reveal more choices")), node...),
		needs(ask("mocks-server-actions-moved", "@mocks-server/main", mocks(1), pick(action, 1, actions...),
			wait("reveal more choices"), key("<down>"), settle), node...),
		needs(ask("mocks-server-collection", "@mocks-server/main", mocks(2), pick(collection+" (Use arrow keys or type to search)", 0, collections...),
			toCollection...), node...),
		needs(ask("mocks-server-collection-searched", "@mocks-server/main", mocks(3), pick(collection, 0, "all-users", "user-real"),
			steps(toCollection, typing("user"), settle)...), node...),
		needs(ask("mocks-server-delay", "@mocks-server/main", mocks(4), want(modes.Text, "Enter delay time in ms:", ""),
			wait("reveal more choices"), key("<down>"), key("<down>"), key("<down>"), enter("delay time")), node...),
	}
}

// TestModesHundredninetyninth drives the hundredninetyninth set live to
// the labelled moment and, with -update, stores its screens, labels and
// facts for modes' TestSetsAccuracy/hundredninetyninth. Whether the
// classifier reads them right is that test's measure, not a failure here.
func TestModesHundredninetyninth(t *testing.T) {
	captureSet(t, hundredninetyninthDir, hundredninetyninthSet())
}
