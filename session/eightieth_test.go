package session

import (
	"os"
	"os/exec"
	"path/filepath"
	"testing"

	"github.com/agentty/agentty/modes"
	"github.com/agentty/agentty/session/sessiontest"
)

// eightiethDir holds the eightieth set (issue 44, eightieth round): live
// cases of command-line programs from the npm registry that no other
// test, table, fixture or doc of agentty names (Feathers' CLI, Nightwatch's
// setup wizard, LoopBack 4's CLI, Payload's and VitePress's scaffolders,
// Sails), each at its interactive moments run offline in a home of its
// own, to measure the classifier once as it was on programs nobody here
// had looked at. Each case's label (mode, state, prompt kind, question,
// default, options and the highlighted one) was written from what the
// program is known to draw (its documentation and source, and the program
// run by hand in tmux outside agentty) and committed before its screen
// was captured.
const eightiethDir = "../testdata/modes-eightieth"

// eightiethCLI runs a program of the eightieth set's npm fixture (the
// script its package names as its bin) with node from a home of its own,
// with vars set in its environment. With app set, the home first holds a
// Sails app, relay, made by `sails new relay --fast --no-frontend` and
// given the fixture's node_modules, and the program runs in it.
func eightiethCLI(bin string, app bool, vars []string, args ...string) opener {
	return func(t *testing.T, f *fixtures) Options {
		dir := sessiontest.NPM(t, filepath.Join(setFixtures("eightieth").dir(), "npm"))
		home := t.TempDir()
		cwd := home
		if app {
			cmd := exec.Command("node", filepath.Join(dir, "node_modules/sails/bin/sails.js"), "new", "relay", "--fast", "--no-frontend")
			cmd.Dir, cmd.Env = home, append(os.Environ(), "HOME="+home)
			if out, err := cmd.CombinedOutput(); err != nil {
				t.Fatalf("sails new: %v: %s", err, out)
			}
			cwd = filepath.Join(home, "relay")
			if err := os.Symlink(filepath.Join(dir, "node_modules"), filepath.Join(cwd, "node_modules")); err != nil {
				t.Fatal(err)
			}
		}
		o := Options{Argv: sessiontest.Node(dir, true, "node_modules/"+bin, args...), Cwd: cwd, Env: map[string]string{"HOME": home}}
		setPairs(o.Env, vars)
		return o
	}
}

// eightiethSet is the eightieth set. Labels say what a person reads on
// the screen; "…" in a question or default stands for any text.
func eightiethSet() []corpusCase {
	is, ask, needs, wait, settle := isCase, askCase, needing, waitFor, settled
	node := nodeNeeds
	typed := func(s, expect string) step { return step{text: s, enter: true, expect: expect, timeout: setSlow} }
	enter := func(expect string) step { return step{enter: true, expect: expect, timeout: setSlow} }
	down := step{keys: "<down>"}
	space := step{keys: " "}
	steps := func(a []step, more ...step) []step { return append(append([]step{}, a...), more...) }
	quiet := []string{"DO_NOT_TRACK", "1", "npm_config_update_notifier", "false"}
	feathers := eightiethCLI("@feathersjs/cli/bin/feathers.js", false, quiet, "generate", "app")
	nightwatch := eightiethCLI("create-nightwatch/index.js", false, quiet)
	lb4 := eightiethCLI("@loopback/cli/bin/cli-main.js", false, quiet, "app")
	payload := eightiethCLI("create-payload-app/bin/cli.js", false, append([]string{"PAYLOAD_TELEMETRY_DISABLED", "1"}, quiet...))
	vitepress := eightiethCLI("vitepress/bin/vitepress.js", false, quiet, "init")
	sailsNew := eightiethCLI("sails/bin/sails.js", false, quiet, "new", "relay")
	sailsConsole := eightiethCLI("sails/bin/sails.js", true, quiet, "console")

	pick := func(q string, highlighted int, opts ...string) *modes.Prompt {
		o := append([]string{}, opts...)
		o[highlighted] = ">" + o[highlighted]
		return want(modes.Select, q, "", o...)
	}

	// feathers generate app: its language, the app's name and
	// description, its HTTP framework, its APIs, the package manager, a
	// typed client, the schema format.
	language := func(h int) *modes.Prompt {
		return pick("Do you want to use JavaScript or TypeScript?", h, "TypeScript", "JavaScript")
	}
	const apis = "What APIs do you want to offer?"
	toName := []step{wait("JavaScript or TypeScript?"), enter("name of your application")}
	toDescription := steps(toName, enter("short description"))
	toFramework := steps(toDescription, enter("HTTP framework"))
	toAPIs := steps(toFramework, enter(apis))
	toManager := steps(toAPIs, enter("package manager"))
	toClient := steps(toManager, enter("typed client"))
	toSchema := steps(toClient, enter("schema"))

	// create-nightwatch: its testing types, language and runner,
	// browsers, folders, where to run, metrics, mobile devices.
	const testingType = "Select testing type to setup for your project"
	types := []string{"End-to-End testing", "Component testing", "Mobile app testing"}
	toVariant := []step{wait("Mobile app testing"), enter("test runner variant")}
	toBrowsers := steps(toVariant, enter("target browsers"))
	toFolder := steps(toBrowsers, enter("source folder"))
	toBaseURL := steps(toFolder, enter("base_url"))
	toWhere := steps(toBaseURL, enter("where to run"))
	toMetrics := steps(toWhere, enter("usage metrics"))
	toMobile := steps(toMetrics, enter("Mobile devices"))

	// lb4 app: the project's name, description, root directory and
	// class name (each with a default made of its folder's name; the
	// class name's, made of a temporary folder's digits, is refused, so
	// one is typed), then the features to enable, all ticked.
	const features = "Select features to enable in the project"
	featureList := []string{
		"Enable eslint: add a linter with pre-configured lint rules",
		"Enable prettier: install prettier to format code conforming to rules",
		"Enable mocha: install mocha to run tests",
		"Enable loopbackBuild: use @loopback/build helpers (e.g. lb-eslint)",
		"Enable editorconfig: add EditorConfig files",
		"Enable vscode: add VSCode config files",
		"Enable docker: include Dockerfile and .dockerignore",
	}
	all := map[int]bool{0: true, 1: true, 2: true, 3: true, 4: true, 5: true, 6: true}
	allButFirst := map[int]bool{1: true, 2: true, 3: true, 4: true, 5: true, 6: true}
	toLBDescription := []step{wait("Project name:"), enter("Project description:")}
	toRoot := steps(toLBDescription, enter("root directory:"))
	toClass := steps(toRoot, enter("class name:"))
	toFeatures := steps(toClass, typed("RelayApplication", features))

	// create-payload-app: the project's name, its template, its
	// database, PostgreSQL's connection string, the coding agent.
	templates := []string{"blank", "website", "ecommerce", "with-cloudflare-d1", "plugin"}
	toTemplate := []step{wait("Project name?"), typed("relay", "project template")}
	toDatabase := steps(toTemplate, enter("Select a database"))
	toConnection := steps(toDatabase, down, settle, enter("connection string"))
	toAgent := steps(toConnection, enter("coding agent"))

	// vitepress init: where to write its config, the site's title and
	// description, its theme, TypeScript, npm scripts.
	theme := func(h int, hint string) *modes.Prompt {
		opts := []string{"Default Theme", "Default Theme + Customization", "Custom Theme"}
		opts[h] += " " + hint
		return pick("Theme:", h, opts...)
	}
	toTitle := []step{wait("initialize the config?"), enter("Site title:")}
	toSiteDescription := steps(toTitle, enter("Site description:"))
	toTheme := steps(toSiteDescription, enter("Theme:"))
	toTypeScript := steps(toTheme, enter("Use TypeScript"))
	toScripts := steps(toTypeScript, enter("npm scripts"))

	return []corpusCase{
		// Feathers' CLI, feathers generate app: a list of two (also
		// moved), lines with and without a default, a list, a list of
		// boxes both ticked (also with the first unticked), a (Y/n)
		// wrapped over two rows, a list under a question of two rows.
		needs(ask("feathers-language", "@feathersjs/cli", feathers, language(0), wait("JavaScript or TypeScript?")), node...),
		needs(ask("feathers-language-moved", "@feathersjs/cli", feathers, language(1), wait("JavaScript or TypeScript?"), down, settle), node...),
		needs(ask("feathers-name", "@feathersjs/cli", feathers, want(modes.Text, "What is the name of your application?", "…"), toName...), node...),
		needs(ask("feathers-description", "@feathersjs/cli", feathers, want(modes.Text, "Write a short description", ""), toDescription...), node...),
		needs(ask("feathers-framework", "@feathersjs/cli", feathers,
			pick("Which HTTP framework do you want to use?", 0, "KoaJS (recommended)", "Express"), toFramework...), node...),
		needs(ask("feathers-apis", "@feathersjs/cli", feathers, ticks(apis, 0, map[int]bool{0: true, 1: true}, "HTTP (REST)", "Real-time"), toAPIs...), node...),
		needs(ask("feathers-apis-unticked", "@feathersjs/cli", feathers, ticks(apis, 0, map[int]bool{1: true}, "HTTP (REST)", "Real-time"),
			steps(toAPIs, space, settle)...), node...),
		needs(ask("feathers-package-manager", "@feathersjs/cli", feathers,
			pick("Which package manager are you using?", 0, "npm", "Yarn", "pnpm"), toManager...), node...),
		needs(ask("feathers-client", "@feathersjs/cli", feathers, yesNo("Generate end-to-end typed client?…", "yes"), toClient...), node...),
		needs(ask("feathers-schema", "@feathersjs/cli", feathers,
			pick("What is your preferred schema (model) definition format?…", 0, "TypeBox (recommended)", "JSON schema", "No schema (not recommended)"), toSchema...), node...),

		// create-nightwatch (npm init nightwatch), under its banner and
		// npm init's package.json: the testing types, a list of boxes,
		// one ticked (also moved), the language and runner, the
		// browsers (boxes), two lines with defaults, where to run, a
		// (Y/n), a list whose second entry is highlighted.
		needs(ask("nightwatch-testing-type", "create-nightwatch", nightwatch, ticks(testingType, 0, map[int]bool{0: true}, types...), wait("Mobile app testing")), node...),
		needs(ask("nightwatch-testing-type-moved", "create-nightwatch", nightwatch, ticks(testingType, 1, map[int]bool{0: true}, types...),
			wait("Mobile app testing"), down, settle), node...),
		needs(ask("nightwatch-variant", "create-nightwatch", nightwatch,
			pick("Select language + test runner variant", 0, "JavaScript / default", "TypeScript / default", "JavaScript / Mocha", "JavaScript / CucumberJS"), toVariant...), node...),
		needs(ask("nightwatch-browsers", "create-nightwatch", nightwatch,
			ticks("Select target browsers", 0, map[int]bool{0: true}, "Chrome", "Firefox", "Edge"), toBrowsers...), node...),
		needs(ask("nightwatch-folder", "create-nightwatch", nightwatch, want(modes.Text, "Enter source folder where test files are stored", "test"), toFolder...), node...),
		needs(ask("nightwatch-base-url", "create-nightwatch", nightwatch, want(modes.Text, "Enter the base_url of the project", "http://localhost"), toBaseURL...), node...),
		needs(ask("nightwatch-where", "create-nightwatch", nightwatch,
			pick("Select where to run Nightwatch tests", 0, "On localhost", "On a remote/cloud service", "Both"), toWhere...), node...),
		needs(ask("nightwatch-metrics", "create-nightwatch", nightwatch,
			yesNo("Allow Nightwatch to collect completely anonymous usage metrics?", "yes"), toMetrics...), node...),
		needs(ask("nightwatch-mobile", "create-nightwatch", nightwatch,
			pick("Setup testing on Mobile devices as well?", 1, "Yes", "No, skip for now"), toMobile...), node...),

		// LoopBack 4's CLI, lb4 app: four lines with defaults, then its
		// features, seven boxes all ticked over a hint that more are
		// below (also with the first unticked).
		needs(ask("lb4-app-name", "@loopback/cli", lb4, want(modes.Text, "Project name:", "…"), wait("Project name:")), node...),
		needs(ask("lb4-app-description", "@loopback/cli", lb4, want(modes.Text, "Project description:", "…"), toLBDescription...), node...),
		needs(ask("lb4-app-root", "@loopback/cli", lb4, want(modes.Text, "Project root directory:", "…"), toRoot...), node...),
		needs(ask("lb4-app-class", "@loopback/cli", lb4, want(modes.Text, "Application class name:", "…"), toClass...), node...),
		needs(ask("lb4-app-features", "@loopback/cli", lb4, ticks(features, 0, all, featureList...), toFeatures...), node...),
		needs(ask("lb4-app-features-unticked", "@loopback/cli", lb4, ticks(features, 0, allButFirst, featureList...), steps(toFeatures, space, settle)...), node...),

		// create-payload-app: its project's name (an empty line), its
		// templates (also moved), its databases (MongoDB highlighted),
		// PostgreSQL's connection string (a line holding a value), the
		// coding agent to install a skill for.
		needs(ask("payload-name", "create-payload-app", payload, want(modes.Text, "Project name?", ""), wait("Project name?")), node...),
		needs(ask("payload-template", "create-payload-app", payload, pick("Choose project template", 0, templates...), toTemplate...), node...),
		needs(ask("payload-template-moved", "create-payload-app", payload, pick("Choose project template", 1, templates...), steps(toTemplate, down, settle)...), node...),
		needs(ask("payload-database", "create-payload-app", payload,
			pick("Select a database", 1, "Cloudflare D1 SQlite", "MongoDB", "PostgreSQL", "SQLite", "Vercel Postgres"), toDatabase...), node...),
		needs(ask("payload-connection-string", "create-payload-app", payload,
			want(modes.Text, "Enter PostgreSQL connection string", "postgres://postgres:<password>@127.0.0.1:5432/relay"), toConnection...), node...),
		needs(ask("payload-agent", "create-payload-app", payload,
			pick("Select a coding agent to install the Payload skill for", 0, "Claude Code", "Codex", "Cursor", "None"), toAgent...), node...),

		// vitepress init: a line holding ./, two lines with defaults
		// drawn as placeholders, its themes, each with its hint when
		// highlighted (also moved), its Yes / No toggles (also moved to
		// No).
		needs(ask("vitepress-init-root", "vitepress", vitepress, want(modes.Text, "Where should VitePress initialize the config?", "./"), wait("initialize the config?")), node...),
		needs(ask("vitepress-init-title", "vitepress", vitepress, want(modes.Text, "Site title:", "My Awesome Project"), toTitle...), node...),
		needs(ask("vitepress-init-description", "vitepress", vitepress, want(modes.Text, "Site description:", "A VitePress Site"), toSiteDescription...), node...),
		needs(ask("vitepress-init-theme", "vitepress", vitepress, theme(0, "(Out of the box, good-looking docs)"), toTheme...), node...),
		needs(ask("vitepress-init-theme-moved", "vitepress", vitepress, theme(1, "(Add custom CSS and layout slots)"), steps(toTheme, down, settle)...), node...),
		needs(ask("vitepress-init-typescript", "vitepress", vitepress,
			want(modes.Confirm, "Use TypeScript for config and theme files?", "", ">Yes", "No"), toTypeScript...), node...),
		needs(ask("vitepress-init-typescript-no", "vitepress", vitepress,
			want(modes.Confirm, "Use TypeScript for config and theme files?", "", "Yes", ">No"), steps(toTypeScript, step{keys: "<right>"}, settle)...), node...),
		needs(ask("vitepress-init-scripts", "vitepress", vitepress,
			want(modes.Confirm, "Add VitePress npm scripts to package.json?", "", ">Yes", "No"), toScripts...), node...),

		// Sails: sails new's templates, keyed by number over `? `; sails
		// console's REPL in a new app, at its prompt and after a command.
		needs(ask("sails-new-template", "sails", sailsNew, want(modes.Choice, "Choose a template for your new Sails app:", "",
			"1|Web App · Extensible project with auth, login, & password recovery", "2|Empty · An empty Sails app, yours to configure"), wait("yours to configure")), node...),
		needs(is(modes.REPL, "sails-console", "sails", sailsConsole, wait("sails>")), node...),
		needs(is(modes.REPL, "sails-console-after-command", "sails", sailsConsole, wait("sails>"), typed("6*7", "42"), settle), node...),
	}
}

// TestModesEightieth drives the eightieth set live to the labelled moment
// and, with -update, stores its screens, labels and facts for modes'
// TestSetsAccuracy/eightieth. Whether the classifier reads them right is
// that test's measure, not a failure here.
func TestModesEightieth(t *testing.T) { captureSet(t, eightiethDir, eightiethSet()) }
