package session

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/agentty/agentty/modes"
	"github.com/agentty/agentty/session/sessiontest"
)

// twohundredtwentyeighthDir holds the twohundredtwentyeighth set (issue
// 44, two-hundred-and-twenty-eighth round): live cases of command-line
// programs from the npm registry that ask questions and that no other
// test, table, fixture or doc of agentty names (Grafana's plugin
// scaffolder @grafana/create-plugin, the library scaffolder
// create-typescript-app, create-graphback's project scaffolder,
// all-contributors' config initialiser, scaffdog's generator over two
// documents of the set's own, Checkly's and shadcn-svelte's
// initialisers), each run from the set's pinned npm fixture in a home of
// its own, with no network use up to its moments: at its first question,
// after a list moved or boxes ticked, and at the next question after one
// or more answers (a text line typed or left at its default, a list's
// choice, a confirm). Each case's label (mode, state, prompt kind,
// question, default, options and the highlighted one) was written from
// what the program draws, run by hand in tmux outside agentty, and
// committed before its screen was captured.
const twohundredtwentyeighthDir = "../testdata/modes-twohundredtwentyeighth"

// twohundredtwentyeighthCLI runs a program of the twohundredtwentyeighth
// set's npm fixture (the script its package names as its bin) with node
// from a home of its own, which is also where it works, prepared by prep
// where it is not nil, with its telemetry and update checks off.
func twohundredtwentyeighthCLI(bin string, prep func(t *testing.T, home string), args ...string) opener {
	return func(t *testing.T, f *fixtures) Options {
		dir := sessiontest.NPM(t, filepath.Join(setFixtures("twohundredtwentyeighth").dir(), "npm"))
		home := t.TempDir()
		if prep != nil {
			prep(t, home)
		}
		o := Options{Argv: sessiontest.Node(dir, true, "node_modules/"+bin, args...), Cwd: home, Env: map[string]string{"HOME": home}}
		setPairs(o.Env, []string{"DO_NOT_TRACK", "1", "NO_UPDATE_NOTIFIER", "1", "npm_config_update_notifier", "false"})
		return o
	}
}

// twohundredtwentyeighthScaffdog puts the set's scaffdog documents (a
// station and a report, and the config naming them) in the home's
// .scaffdog.
func twohundredtwentyeighthScaffdog(t *testing.T, home string) {
	src := filepath.Join(setFixtures("twohundredtwentyeighth").dir(), "scaffdog")
	dst := filepath.Join(home, ".scaffdog")
	if err := os.MkdirAll(dst, 0o755); err != nil {
		t.Fatal(err)
	}
	for _, name := range []string{"config.js", "station.md", "report.md"} {
		b, err := os.ReadFile(filepath.Join(src, name))
		if err != nil {
			t.Fatal(err)
		}
		sessiontest.WriteFile(t, filepath.Join(dst, name), string(b))
	}
}

// twohundredtwentyeighthSvelte makes the home a Svelte project as
// shadcn-svelte's init looks for one: a package.json naming svelte and
// tailwindcss, a tsconfig.json and a global stylesheet.
func twohundredtwentyeighthSvelte(t *testing.T, home string) {
	if err := os.MkdirAll(filepath.Join(home, "src"), 0o755); err != nil {
		t.Fatal(err)
	}
	sessiontest.WriteFile(t, filepath.Join(home, "package.json"), `{"name":"site","devDependencies":{"svelte":"5.0.0","tailwindcss":"4.0.0"}}`+"\n")
	sessiontest.WriteFile(t, filepath.Join(home, "tsconfig.json"), `{"compilerOptions":{}}`+"\n")
	sessiontest.WriteFile(t, filepath.Join(home, "src", "app.css"), "")
}

// twohundredtwentyeighthSet is the twohundredtwentyeighth set. Labels say
// what a person reads on the screen; "…" in a question or default stands
// for any text.
func twohundredtwentyeighthSet() []corpusCase {
	ask, needs, wait, settle := askCase, needing, waitFor, settled
	node := nodeNeeds
	typed := func(s, expect string) step { return step{text: s, enter: true, expect: expect, timeout: setSlow} }
	enter := func(expect string) step { return step{enter: true, expect: expect, timeout: setSlow} }
	down := step{keys: "<down>"}
	up := step{keys: "<up>"}
	space := step{keys: " "}
	steps := func(a []step, more ...step) []step { return append(append([]step{}, a...), more...) }
	pick := func(q string, highlighted int, opts ...string) *modes.Prompt {
		o := append([]string{}, opts...)
		o[highlighted] = ">" + o[highlighted]
		return want(modes.Select, q, "", o...)
	}

	grafana := twohundredtwentyeighthCLI("@grafana/create-plugin/dist/bin/run.js", nil)
	cta := twohundredtwentyeighthCLI("create-typescript-app/bin/index.js", nil)
	graphback := twohundredtwentyeighthCLI("create-graphback/dist/index.js", nil, "ledger")
	contributors := twohundredtwentyeighthCLI("all-contributors-cli/dist/cli.js", nil, "init")
	scaffdog := twohundredtwentyeighthCLI("scaffdog/dist/bin.mjs", twohundredtwentyeighthScaffdog, "generate")
	checkly := twohundredtwentyeighthCLI("checkly/bin/run", nil, "init")
	shadcn := twohundredtwentyeighthCLI("shadcn-svelte/dist/index.mjs", twohundredtwentyeighthSvelte, "init")

	// @grafana/create-plugin (enquirer): the plugin's type, a list whose
	// highlighted entry is cyan and underlined after `▸` (also moved);
	// whether to add a backend, a question wrapped over two rows ending
	// `(y/N) ‣ false`; the plugin's name, then the organisation's, each
	// an empty field after `‣`.
	const pluginType = "Select a plugin type"
	pluginTypes := []string{"App (add custom pages, UI extensions and bundle other plugins)", "Data source (query data from a custom source)",
		"Panel (add a visualization for data or a widget)", "App with Scenes (create dynamic dashboards in app pages)"}
	toBackend := []step{wait(pluginType), enter("Add a backend")}
	toPluginName := steps(toBackend, enter("name for your plugin"))
	toOrg := steps(toPluginName, typed("tidewatch", "organization name"))

	// create-typescript-app (@clack/prompts, under its banner): the
	// repository's directory, my-typescript-app its value after `│`; the
	// description, `A very lovely package. Hooray!` dim after the cursor
	// (a placeholder: Enter on it says `Please enter a value.`); after the
	// email, the preset, a list of three with `●` before common.
	const preset = "What will the starting set of tooling to use be? (--preset)"
	presets := []string{"minimal", "common", "everything"}
	toDescription := []step{wait("directory and name of the repository"), enter("--description be?")}
	toPreset := steps(toDescription, typed("Tide tables", "(--email)"), typed("ada@example.org", "(--preset)"))

	// create-graphback (inquirer): the templates, each named in green over
	// its description, then the list to choose one from (also moved down,
	// and up from the first, wrapped to the last).
	const template = "Choose a template to bootstrap"
	templates := []string{"apollo-fullstack-react-postgres-ts", "apollo-mongo-server-ts", "apollo-mongo-datasync-server-ts",
		"apollo-postgres-server-ts", "[Community] apollo-mongo-apache-kafka-server-ts"}
	toTemplate := []step{wait(template)}

	// all-contributors init (inquirer): the repository's name, its
	// owner, two empty lines; the repository's type, a list of GitHub and
	// GitLab (also moved); where it is hosted, (https://github.com) its
	// default; after the file, (README.md), whether to add a badge,
	// (Y/n).
	const repoType = "What is the repository type?"
	toOwner := []step{wait("name of the repository?"), typed("tidewatch", "owner of the repository?")}
	toType := steps(toOwner, typed("ada", repoType))
	toHost := steps(toType, enter("Where is the repository hosted?"))
	toBadge := steps(toHost, enter("should contributors be listed?"), enter("badge tallying"))

	// scaffdog generate (inquirer, over the set's two documents): the
	// document, a list (report, station); then, for the station, its
	// name, an empty line under `Output destination directory: "."`; the
	// coast, a list; the sensors, boxes under `(Press <space> to select,
	// …)` (also two ticked); whether to publish live, (Y/n).
	const sensors = "Which sensors does it carry?"
	sensorList := []string{"Water level", "Wind", "Air pressure", "Water temperature"}
	toStation := []step{wait("Please select a document."), down, settle, enter("Name of the tide station?")}
	toCoast := steps(toStation, typed("Whitby", "Which coast is it on?"))
	toSensors := steps(toCoast, enter(sensors))
	toLive := steps(toSensors, space, settle, down, settle, space, settle, enter("Publish its readings live?"))

	// checkly init (prompts): with no package.json in the home, whether
	// to create one, `› (Y/n)`; under its banner, whether an AI agent
	// sets it up, (Y/n); answered n, whether to run the package manager's
	// install, (Y/n).
	toAgent := []step{wait("No package.json found."), enter("AI agent to set up")}
	toInstall := steps(toAgent, step{text: "n", expect: "install them now?", timeout: setSlow})

	// shadcn-svelte init (@clack/prompts, in a Svelte project of its
	// own): how to go on without a preset, a list of three; the preset, a
	// list of eight, Vega's `●` with its description dim beside it (also
	// moved to Maia); the global CSS file, src/app.css its value.
	const presetList = "Choose from a list of pre-configured presets"
	svPresets := []string{"Nova - Lucide / Geist", "Vega - Lucide / Inter", "Maia - Hugeicons / Figtree", "Lyra - Phosphor / JetBrains Mono",
		"Mira - Hugeicons / Inter", "Luma - Lucide / Inter", "Sera - Lucide / Noto Sans + Playfair Display", "Rhea - Lucide / Inter"}
	toSvPreset := []step{wait("how would you"), enter("Lyra - Phosphor")}
	toCSS := steps(toSvPreset, enter("global CSS file?"))

	return []corpusCase{
		// @grafana/create-plugin: the type (also moved), the backend, the
		// name, the organisation.
		needs(ask("grafana-plugin-type", "@grafana/create-plugin", grafana, pick(pluginType, 0, pluginTypes...), wait(pluginType)), node...),
		needs(ask("grafana-plugin-type-moved", "@grafana/create-plugin", grafana, pick(pluginType, 1, pluginTypes...), wait(pluginType), down, settle), node...),
		needs(ask("grafana-plugin-backend", "@grafana/create-plugin", grafana,
			yesNo("Add a backend to support server-side functionality? (alerting, advanced authentication, public dashboards, etc)", "no"), toBackend...), node...),
		needs(ask("grafana-plugin-name", "@grafana/create-plugin", grafana, want(modes.Text, "Enter a name for your plugin", ""), toPluginName...), node...),
		needs(ask("grafana-plugin-org", "@grafana/create-plugin", grafana,
			want(modes.Text, "Enter your organization name (usually your Grafana Cloud org)", ""), toOrg...), node...),

		// create-typescript-app: the directory, the description, the
		// preset (also moved).
		needs(ask("cta-directory", "create-typescript-app", cta,
			want(modes.Text, "What will the directory and name of the repository be? (--directory)", "my-typescript-app"),
			wait("directory and name of the repository")), node...),
		needs(ask("cta-description", "create-typescript-app", cta, want(modes.Text, "What will the --description be?", ""), toDescription...), node...),
		needs(ask("cta-preset", "create-typescript-app", cta, pick(preset, 1, presets...), toPreset...), node...),
		needs(ask("cta-preset-moved", "create-typescript-app", cta, pick(preset, 2, presets...), steps(toPreset, down, settle)...), node...),

		// create-graphback: the template, also moved down and wrapped up.
		needs(ask("graphback-template", "create-graphback", graphback, pick(template+" (Use arrow keys)", 0, templates...), toTemplate...), node...),
		needs(ask("graphback-template-moved", "create-graphback", graphback, pick(template, 1, templates...), steps(toTemplate, down, settle)...), node...),
		needs(ask("graphback-template-wrapped", "create-graphback", graphback, pick(template, 4, templates...), steps(toTemplate, up, settle)...), node...),

		// all-contributors init: the name, the type (also moved), the
		// host, the badge.
		needs(ask("contributors-name", "all-contributors-cli", contributors, want(modes.Text, "What's the name of the repository?", ""),
			wait("name of the repository?")), node...),
		needs(ask("contributors-type", "all-contributors-cli", contributors, pick(repoType+" (Use arrow keys)", 0, "GitHub", "GitLab"), toType...), node...),
		needs(ask("contributors-type-moved", "all-contributors-cli", contributors, pick(repoType, 1, "GitHub", "GitLab"), steps(toType, down, settle)...), node...),
		needs(ask("contributors-host", "all-contributors-cli", contributors,
			want(modes.Text, "Where is the repository hosted? Hit Enter if it's on GitHub or GitLab", "https://github.com"), toHost...), node...),
		needs(ask("contributors-badge", "all-contributors-cli", contributors,
			yesNo("Do you want a badge tallying the number of contributors?", "yes"), toBadge...), node...),

		// scaffdog generate: the document, the name, the coast, the
		// sensors (also two ticked), live.
		needs(ask("scaffdog-document", "scaffdog", scaffdog, pick("Please select a document. (Use arrow keys)", 0, "report", "station"),
			wait("Please select a document.")), node...),
		needs(ask("scaffdog-name", "scaffdog", scaffdog, want(modes.Text, "Name of the tide station?", ""), toStation...), node...),
		needs(ask("scaffdog-coast", "scaffdog", scaffdog, pick("Which coast is it on? (Use arrow keys)", 0, "North Sea", "Irish Sea", "English Channel", "Atlantic"),
			toCoast...), node...),
		needs(ask("scaffdog-sensors", "scaffdog", scaffdog, ticks(sensors, 0, nil, sensorList...), toSensors...), node...),
		needs(ask("scaffdog-sensors-ticked", "scaffdog", scaffdog, ticks(sensors, 1, map[int]bool{0: true, 1: true}, sensorList...),
			steps(toSensors, space, settle, down, settle, space, settle)...), node...),
		needs(ask("scaffdog-live", "scaffdog", scaffdog, yesNo("Publish its readings live?", "yes"), toLive...), node...),

		// checkly init: the package.json, the agent, the install.
		needs(ask("checkly-package-json", "checkly", checkly, yesNo("No package.json found. Create one?", "yes"), wait("No package.json found.")), node...),
		needs(ask("checkly-agent", "checkly", checkly, yesNo("Do you want your AI agent to set up Checkly?", "yes"), toAgent...), node...),
		needs(ask("checkly-install", "checkly", checkly, yesNo("Run … install to install them now?", "yes"), toInstall...), node...),

		// shadcn-svelte init: how to go on, the preset (also moved), the
		// CSS file.
		needs(ask("shadcn-svelte-how", "shadcn-svelte", shadcn,
			pick("You didn't provide a preset for the design system, how would you like to continue?", 0,
				presetList, "Create my own preset at shadcn-svelte.com/create", "Prompt me for the preset"), wait("how would you")), node...),
		needs(ask("shadcn-svelte-preset", "shadcn-svelte", shadcn, pick(presetList, 1, svPresets...), toSvPreset...), node...),
		needs(ask("shadcn-svelte-preset-moved", "shadcn-svelte", shadcn, pick(presetList, 2, svPresets...), steps(toSvPreset, down, settle)...), node...),
		needs(ask("shadcn-svelte-css", "shadcn-svelte", shadcn,
			want(modes.Text, "Where is your global CSS file? (this file will be overwritten)", "src/app.css"), toCSS...), node...),
	}
}

// TestModesTwohundredtwentyeighth drives the twohundredtwentyeighth set
// live to the labelled moment and, with -update, stores its screens,
// labels and facts for modes' TestSetsAccuracy/twohundredtwentyeighth.
// Whether the classifier reads them right is that test's measure, not a
// failure here.
func TestModesTwohundredtwentyeighth(t *testing.T) {
	captureSet(t, twohundredtwentyeighthDir, twohundredtwentyeighthSet())
}
