package session

import (
	"path/filepath"
	"testing"

	"github.com/agentty/agentty/modes"
	"github.com/agentty/agentty/session/sessiontest"
)

// eightyfifthDir holds the eightyfifth set (issue 44, eighty-fifth
// round): live cases of command-line programs from the npm registry that
// no other test, table, fixture or doc of agentty names (VuePress' site
// scaffolder, Slidev's, Medusa's, WebdriverIO's configuration wizard),
// each at its interactive moments run offline in a home of its own, to
// measure the classifier once as it was on programs nobody here had
// looked at. Each case's label (mode, state, prompt kind, question,
// default, options and the highlighted one) was written from what the
// program is known to draw (its documentation and source, and the program
// run by hand in tmux outside agentty) and committed before its screen
// was captured.
const eightyfifthDir = "../testdata/modes-eightyfifth"

// eightyfifthCLI runs a program of the eightyfifth set's npm fixture (the
// script its package names as its bin) with node from a home of its own.
func eightyfifthCLI(bin string, args ...string) opener {
	return func(t *testing.T, f *fixtures) Options {
		dir := sessiontest.NPM(t, filepath.Join(setFixtures("eightyfifth").dir(), "npm"))
		home := t.TempDir()
		return Options{Argv: sessiontest.Node(dir, true, "node_modules/"+bin, args...), Cwd: home,
			Env: map[string]string{"HOME": home, "DO_NOT_TRACK": "1", "npm_config_update_notifier": "false"}}
	}
}

// eightyfifthSet is the eightyfifth set. Labels say what a person reads
// on the screen; "…" in a question or default stands for any text.
func eightyfifthSet() []corpusCase {
	ask, needs, wait, settle := askCase, needing, waitFor, settled
	node := nodeNeeds
	typed := func(s, expect string) step { return step{text: s, enter: true, expect: expect, timeout: setSlow} }
	enter := func(expect string) step { return step{enter: true, expect: expect, timeout: setSlow} }
	down := step{keys: "<down>"}
	vuepress := eightyfifthCLI("create-vuepress-site/cli.js")
	slidev := eightyfifthCLI("create-slidev/index.mjs")
	medusa := eightyfifthCLI("create-medusa-app/dist/index.js")
	wdio := eightyfifthCLI("@wdio/cli/bin/wdio.js", "config")
	const storefront = "Would you like to install the storefront? You can also install it later."
	const testing, backend = "What type of testing would you like to do?", "Where is your automation backend located?"
	const browser = "With which browser should we start?"
	kinds := func(highlighted int) *modes.Prompt {
		opts := []string{"E2E Testing - of Web or Mobile Applications", "Component or Unit Testing - in the browser",
			"Desktop Testing - of Electron, Tauri, Dioxus, or macOS Applications", "VS Code Extension Testing"}
		opts[highlighted] = ">" + opts[highlighted]
		return want(modes.Select, testing, "", opts...)
	}
	browsers := []string{"Chrome", "Firefox", "Safari", "Microsoft Edge"}
	toE2E := []step{wait("package.json"), enter(testing)}
	toBackend := append(toE2E[:len(toE2E):len(toE2E)], enter(backend))
	toEnv := append(toBackend[:len(toBackend):len(toBackend)], enter("Which environment"))
	toBrowser := append(toEnv[:len(toEnv):len(toEnv)], enter(browser))
	return []corpusCase{
		// create-vuepress-site (inquirer's lines): the project's name, its
		// default the home's name in parentheses, its description, the
		// author's email after a description typed.
		needs(ask("vuepress-name", "create-vuepress-site", vuepress, want(modes.Text, "What's the name of your project?", "…"), wait("name of your project")), node...),
		needs(ask("vuepress-description", "create-vuepress-site", vuepress, want(modes.Text, "What's the description of your project?", ""),
			wait("name of your project"), enter("description")), node...),
		needs(ask("vuepress-email", "create-vuepress-site", vuepress, want(modes.Text, "What's your email?", ""),
			wait("name of your project"), enter("description"), typed("relay docs", "email")), node...),

		// create-slidev (prompts'): the project's name, its initial value
		// after "›", then, the project scaffolded, whether to install and
		// start it, (Y/n).
		needs(ask("slidev-name", "create-slidev", slidev, want(modes.Text, "Project name:", "slidev"), wait("Project name")), node...),
		needs(ask("slidev-install", "create-slidev", slidev, yesNo("Install and start it now?", "yes"), wait("Project name"), enter("Install and start")), node...),

		// create-medusa-app (inquirer's, under its telemetry notice in a
		// box): the project's name, its default in parentheses; the
		// storefront, (y/N); with no PostgreSQL to reach, its user name
		// (its default in parentheses) and its password.
		needs(ask("medusa-name", "create-medusa-app", medusa, want(modes.Text, "What's the name of your project?", "my-medusa-store"), wait("name of your project")), node...),
		needs(ask("medusa-storefront", "create-medusa-app", medusa, yesNo(storefront, "no"), wait("name of your project"), enter("storefront")), node...),
		needs(ask("medusa-postgres-user", "create-medusa-app", medusa, want(modes.Text, "Enter your Postgres username", "postgres"),
			wait("name of your project"), enter("storefront"), enter("Postgres username")), node...),
		needs(ask("medusa-postgres-password", "create-medusa-app", medusa, want(modes.Password, "Enter your Postgres password", ""),
			wait("name of your project"), enter("storefront"), enter("Postgres username"), enter("Postgres password")), node...),

		// @wdio/cli's `wdio config` (inquirer's, under its banner): a
		// package.json to create, (Y/n), the question wrapped over two
		// rows; the type of testing, each entry but the first with a link
		// under it (also moved); the backend; the environment; the
		// browsers, Chrome ticked (also with Firefox ticked).
		needs(ask("wdio-package-json", "@wdio/cli", wdio, yesNo("…", "yes"), wait("package.json")), node...),
		needs(ask("wdio-testing", "@wdio/cli", wdio, kinds(0), toE2E...), node...),
		needs(ask("wdio-testing-moved", "@wdio/cli", wdio, kinds(1), append(toE2E[:len(toE2E):len(toE2E)], down, settle)...), node...),
		needs(ask("wdio-backend", "@wdio/cli", wdio, want(modes.Select, backend, "", ">On my local machine", "In the cloud using Experitest",
			"In the cloud using Sauce Labs", "In the cloud using BrowserStack", "In the cloud using Testingbot or LambdaTest or a different service",
			"I have my own Selenium cloud"), toBackend...), node...),
		needs(ask("wdio-environment", "@wdio/cli", wdio, want(modes.Select, "Which environment you would like to automate?", "",
			">Web - web applications in the browser", "Mobile - native, hybrid and mobile web apps, on Android or iOS"), toEnv...), node...),
		needs(ask("wdio-browser", "@wdio/cli", wdio, ticks(browser, 0, map[int]bool{0: true}, browsers...), toBrowser...), node...),
		needs(ask("wdio-browser-ticked", "@wdio/cli", wdio, ticks(browser, 1, map[int]bool{0: true, 1: true}, browsers...),
			append(toBrowser[:len(toBrowser):len(toBrowser)], down, settle, step{keys: " "}, settle)...), node...),
	}
}

// TestModesEightyfifth drives the eightyfifth set live to the labelled
// moment and, with -update, stores its screens, labels and facts for
// modes' TestSetsAccuracy/eightyfifth. Whether the classifier reads them
// right is that test's measure, not a failure here.
func TestModesEightyfifth(t *testing.T) { captureSet(t, eightyfifthDir, eightyfifthSet()) }
