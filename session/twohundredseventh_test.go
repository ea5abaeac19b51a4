package session

import (
	"path/filepath"
	"testing"

	"github.com/agentty/agentty/modes"
	"github.com/agentty/agentty/session/sessiontest"
)

// twohundredseventhDir holds the twohundredseventh set (issue 44,
// two-hundred-and-seventh round): live cases of command-line programs
// from the npm registry that ask questions and that no other test, table,
// fixture or doc of agentty names (create-single-spa's and create-wagmi's
// project scaffolders, Open Web Components' generator, create-tina-app,
// covector's release-config initialiser, CodeceptJS's and the Azure Static
// Web Apps CLI's config initialisers), each run from the set's pinned npm
// fixture in a home of its own, with no network use up to its moments: at
// its first question and after one or two answers (a text line with its
// default, a list moved, a box ticked, a confirm). Each case's label
// (mode, state, prompt kind, question, default, options and the
// highlighted one) was written from what the program draws, run by hand
// in tmux outside agentty, and committed before its screen was captured.
const twohundredseventhDir = "../testdata/modes-twohundredseventh"

// twohundredseventhCLI runs a program of the twohundredseventh set's npm
// fixture (the script its package names as its bin) with node from a home
// of its own, which is also where it works, with its telemetry and update
// checks off.
func twohundredseventhCLI(bin string, args ...string) opener {
	return func(t *testing.T, f *fixtures) Options {
		dir := sessiontest.NPM(t, filepath.Join(setFixtures("twohundredseventh").dir(), "npm"))
		home := t.TempDir()
		o := Options{Argv: sessiontest.Node(dir, true, "node_modules/"+bin, args...), Cwd: home, Env: map[string]string{"HOME": home}}
		setPairs(o.Env, []string{"DO_NOT_TRACK", "1", "NO_UPDATE_NOTIFIER", "1", "npm_config_update_notifier", "false"})
		return o
	}
}

// twohundredseventhSet is the twohundredseventh set. Labels say what a
// person reads on the screen; "…" in a question or default stands for any
// text.
func twohundredseventhSet() []corpusCase {
	ask, needs, wait, settle := askCase, needing, waitFor, settled
	node := nodeNeeds
	typed := func(s, expect string) step { return step{text: s, enter: true, expect: expect, timeout: setSlow} }
	enter := func(expect string) step { return step{enter: true, expect: expect, timeout: setSlow} }
	down := step{keys: "<down>"}
	space := step{keys: " "}
	steps := func(a []step, more ...step) []step { return append(append([]step{}, a...), more...) }
	pick := func(q string, highlighted int, opts ...string) *modes.Prompt {
		o := append([]string{}, opts...)
		o[highlighted] = ">" + o[highlighted]
		return want(modes.Select, q, "", o...)
	}

	singleSpa := twohundredseventhCLI("create-single-spa/bin/create-single-spa.js")
	codecept := twohundredseventhCLI("codeceptjs/bin/codecept.js", "init")
	swa := twohundredseventhCLI("@azure/static-web-apps-cli/dist/cli/bin.js", "init")
	wagmi := twohundredseventhCLI("create-wagmi/dist/esm/cli.js")
	openWC := twohundredseventhCLI("@open-wc/create/dist/create.js")
	covector := twohundredseventhCLI("covector/bin/covector.js", "init")
	tina := twohundredseventhCLI("create-tina-app/bin/create-tina-app", "--noTelemetry")

	// create-single-spa (inquirer, through yeoman): the new project's
	// directory, (.) its default; the type to generate, a list (also
	// moved); the framework, a list.
	const spaType = "Select type to generate"
	spaTypes := []string{"single-spa application / parcel", "in-browser utility module (styleguide, api cache, etc)", "single-spa root config"}
	toSpaType := []step{wait("Directory for new project"), enter(spaType)}
	toSpaFramework := steps(toSpaType, enter("Which framework"))

	// codeceptjs init (inquirer, under its welcome and links): TypeScript,
	// (y/N); where the tests are, its default in brackets; the helper, a
	// list; where the output goes, its default in brackets.
	toTests := []step{wait("write tests in TypeScript?"), enter("tests located?")}
	toHelpers := steps(toTests, enter("What helpers"))
	toOutput := steps(toHelpers, enter("reports to be stored?"))

	// swa init (prompts): the configuration's name, the home's own name
	// gray after `›`; then the settings it detected, one `- …:` row each,
	// over whether they are correct, (Y/n).
	toSettings := []step{wait("configuration name:"), enter("settings correct?")}

	// create-wagmi (prompts): the project's name, its initial value gray
	// after `›`; the framework (also moved), the variant, each over
	// `› - Use arrow-keys. Return to submit.`
	const framework = "Select a framework:"
	frameworks := []string{"React", "Vue", "Vanilla"}
	toFramework := []step{wait("Project name:"), enter(framework)}
	toVariant := steps(toFramework, enter("Select a variant:"))

	// @open-wc/create (prompts, under its logo): what to do today, what
	// to scaffold, what to add (boxes under five rows of instructions;
	// also with the first ticked), TypeScript, a list of No and Yes.
	const add = "What would you like to add?"
	adds := []string{"Linting (eslint & prettier)", "Testing (web-test-runner)", "Demoing (storybook)"}
	toScaffold := []step{wait("What would you like to do today?"), enter("What would you like to scaffold?")}
	toAdd := steps(toScaffold, enter(add))
	toTypeScript := steps(toAdd, space, settle, enter("use typescript?"))

	// covector init (@clack/prompts): the GitHub repo's url, an empty
	// line; the workflows, a Yes / No toggle; the default branch, main
	// drawn dim in it as its default.
	toWorkflows := []step{wait("url to your GitHub repo?"), typed("https://github.com/ada/relay", "GitHub Action workflows?")}
	toBranch := steps(toWorkflows, enter("default branch?"))

	// create-tina-app (prompts, under its logo): the package manager, a
	// list of the one found (npm); the project's name, its initial value
	// gray after `›`; the starter, a list whose highlighted entry has its
	// description under it (also moved).
	const starter = "What starter code would you like to use?"
	starters := []string{"\u2b50 NextJS starter", "\u2b50\ufe0f TinaDocs", "Astro Starter", "Hugo Starter", "Remix Starter", "Docusaurus Starter", "Bare bones starter"}
	toTinaName := []step{wait("package manager would you like"), enter("project named?")}
	toStarter := steps(toTinaName, enter(starter))

	return []corpusCase{
		// create-single-spa: the directory, the type (also moved), the
		// framework.
		needs(ask("single-spa-directory", "create-single-spa", singleSpa, want(modes.Text, "Directory for new project", "."),
			wait("Directory for new project")), node...),
		needs(ask("single-spa-type", "create-single-spa", singleSpa, pick(spaType+" (Use arrow keys)", 0, spaTypes...), toSpaType...), node...),
		needs(ask("single-spa-type-moved", "create-single-spa", singleSpa, pick(spaType, 1, spaTypes...), steps(toSpaType, down, settle)...), node...),
		needs(ask("single-spa-framework", "create-single-spa", singleSpa,
			pick("Which framework do you want to use? (Use arrow keys)", 0, "react", "vue", "angular", "svelte", "other"), toSpaFramework...), node...),

		// codeceptjs init: TypeScript, the tests, the helper, the output.
		needs(ask("codecept-typescript", "codeceptjs", codecept, yesNo("Do you plan to write tests in TypeScript?", "no"),
			wait("write tests in TypeScript?")), node...),
		needs(ask("codecept-tests", "codeceptjs", codecept, want(modes.Text, "Where are your tests located?", "./tests/*_test.js"), toTests...), node...),
		needs(ask("codecept-helpers", "codeceptjs", codecept, pick("What helpers do you want to use? (Use arrow keys)", 0,
			"Playwright", "WebDriver", "Puppeteer", "REST", "GraphQL", "Appium"), toHelpers...), node...),
		needs(ask("codecept-output", "codeceptjs", codecept, want(modes.Text, "Where should logs, screenshots, and reports to be stored?", "./output"),
			toOutput...), node...),

		// swa init: the configuration's name, the settings.
		needs(ask("swa-init-name", "@azure/static-web-apps-cli", swa, want(modes.Text, "Choose a configuration name:", "…"),
			wait("configuration name:")), node...),
		needs(ask("swa-init-settings", "@azure/static-web-apps-cli", swa, yesNo("Are these settings correct?", "yes"), toSettings...), node...),

		// create-wagmi: the name, the framework (also moved), the
		// variant.
		needs(ask("create-wagmi-name", "create-wagmi", wagmi, want(modes.Text, "Project name:", "wagmi-project"), wait("Project name:")), node...),
		needs(ask("create-wagmi-framework", "create-wagmi", wagmi, pick(framework, 0, frameworks...), toFramework...), node...),
		needs(ask("create-wagmi-framework-moved", "create-wagmi", wagmi, pick(framework, 1, frameworks...), steps(toFramework, down, settle)...), node...),
		needs(ask("create-wagmi-variant", "create-wagmi", wagmi, pick("Select a variant:", 0, "Vite", "Next"), toVariant...), node...),

		// @open-wc/create: today, the scaffold, the additions (also the
		// first ticked), TypeScript.
		needs(ask("open-wc-today", "@open-wc/create", openWC, pick("What would you like to do today?", 0, "Scaffold a new project", "Upgrade an existing project"),
			wait("What would you like to do today?")), node...),
		needs(ask("open-wc-scaffold", "@open-wc/create", openWC, pick("What would you like to scaffold?", 0, "Web Component", "Application"), toScaffold...), node...),
		needs(ask("open-wc-add", "@open-wc/create", openWC, ticks(add, 0, nil, adds...), toAdd...), node...),
		needs(ask("open-wc-add-ticked", "@open-wc/create", openWC, ticks(add, 0, map[int]bool{0: true}, adds...), steps(toAdd, space, settle)...), node...),
		needs(ask("open-wc-typescript", "@open-wc/create", openWC, pick("Would you like to use typescript?", 0, "No", "Yes"), toTypeScript...), node...),

		// covector init: the repo's url, the workflows, the branch.
		needs(ask("covector-init-url", "covector", covector, want(modes.Text, "What is the url to your GitHub repo?", ""),
			wait("url to your GitHub repo?")), node...),
		needs(ask("covector-init-workflows", "covector", covector, want(modes.Confirm, "should we include GitHub Action workflows?", "", ">Yes", "No"),
			toWorkflows...), node...),
		needs(ask("covector-init-branch", "covector", covector, want(modes.Text, "What is the name of your default branch?", "main"), toBranch...), node...),

		// create-tina-app: the package manager, the name, the starter
		// (also moved).
		needs(ask("create-tina-app-manager", "create-tina-app", tina, pick("Which package manager would you like to use?", 0, "npm"),
			wait("package manager would you like")), node...),
		needs(ask("create-tina-app-name", "create-tina-app", tina, want(modes.Text, "What is your project named?", "my-tina-app"), toTinaName...), node...),
		needs(ask("create-tina-app-starter", "create-tina-app", tina, pick(starter, 0, starters...), toStarter...), node...),
		needs(ask("create-tina-app-starter-moved", "create-tina-app", tina, pick(starter, 1, starters...), steps(toStarter, down, settle)...), node...),
	}
}

// TestModesTwohundredseventh drives the twohundredseventh set live to the
// labelled moment and, with -update, stores its screens, labels and facts
// for modes' TestSetsAccuracy/twohundredseventh. Whether the classifier
// reads them right is that test's measure, not a failure here.
func TestModesTwohundredseventh(t *testing.T) {
	captureSet(t, twohundredseventhDir, twohundredseventhSet())
}
