package session

import (
	"path/filepath"
	"testing"

	"github.com/agentty/agentty/modes"
	"github.com/agentty/agentty/session/sessiontest"
)

// eightyninthDir holds the eightyninth set (issue 44, eighty-ninth
// round): live cases of command-line programs from the npm registry that
// no other test, table, fixture or doc of agentty names (Stencil's app
// scaffolder, Vuetify's, TanStack Router's, Umi's, Plasmo's, Tamagui's),
// each at its interactive moments run offline in a home of its own, to
// measure the classifier once as it was on programs nobody here had
// looked at. Each case's label (mode, state, prompt kind, question,
// default, options and the highlighted one) was written from what the
// program is known to draw (its documentation and source, and the program
// run by hand in tmux outside agentty) and committed before its screen
// was captured.
const eightyninthDir = "../testdata/modes-eightyninth"

// eightyninthCLI runs a program of the eightyninth set's npm fixture (the
// script its package names as its bin) with node from a home of its own.
func eightyninthCLI(bin string, args ...string) opener {
	return func(t *testing.T, f *fixtures) Options {
		dir := sessiontest.NPM(t, filepath.Join(setFixtures("eightyninth").dir(), "npm"))
		home := t.TempDir()
		return Options{Argv: sessiontest.Node(dir, true, "node_modules/"+bin, args...), Cwd: home,
			Env: map[string]string{"HOME": home, "DO_NOT_TRACK": "1", "npm_config_update_notifier": "false"}}
	}
}

// eightyninthSet is the eightyninth set. Labels say what a person reads
// on the screen; "…" in a question or default stands for any text.
func eightyninthSet() []corpusCase {
	ask, needs, wait, settle := askCase, needing, waitFor, settled
	node := nodeNeeds
	enter := func(expect string) step { return step{enter: true, expect: expect, timeout: setSlow} }
	down := step{keys: "<down>"}
	steps := func(a []step, more ...step) []step { return append(append([]step{}, a...), more...) }
	pick := func(q string, highlighted int, opts ...string) *modes.Prompt {
		o := append([]string(nil), opts...)
		o[highlighted] = ">" + o[highlighted]
		return want(modes.Select, q, "", o...)
	}
	stencil := eightyninthCLI("create-stencil/index.js")
	vuetify := eightyninthCLI("create-vuetify/dist/index.mjs")
	tsrouter := eightyninthCLI("create-tsrouter-app/dist/index.js")
	umi := eightyninthCLI("create-umi/bin/create-umi.js")
	plasmo := eightyninthCLI("create-plasmo/bin/index.mjs")
	tamagui := eightyninthCLI("create-tamagui/run.js")

	const starter = "Select a starter project."
	starters := func(h int) *modes.Prompt {
		opts := []string{"component Collection of web components that can be used anywhere",
			"app [community] Minimal starter for building a Stencil app or website",
			"ionic-pwa [community] Ionic PWA starter with tabs layout and routes", "Type a custom starter"}
		if h == 1 {
			opts[1] += " (Community-driven starter project)"
		}
		return pick(starter, h, opts...)
	}
	toStarter := []step{wait(starter)}

	const features = "Select features to install:…"
	featureOpts := []string{"ESLint (with eslint-config-vuetify)", "Router", "MCP (with @vuetify/mcp)", "Pinia", "I18n"}
	toVuetifyName := []step{wait("Start from a preset"), enter("Project name:")}
	toVuetifyFramework := steps(toVuetifyName, enter("Which framework"))
	toVuetifyCSS := steps(toVuetifyFramework, enter("Which CSS framework"))
	toVuetifyFeatures := steps(toVuetifyCSS, enter("Select features"))
	toVuetifyInstall := steps(toVuetifyFeatures, enter("install dependencies"))

	frameworks := func(h int) *modes.Prompt { return pick("Select framework:", h, "React", "Solid") }
	toRouterName := []step{wait("Select framework"), enter("leave empty")}
	toToolchain := steps(toRouterName, enter("Select toolchain"))
	toGit := steps(toToolchain, enter("initialize a new git"))

	templates := func(h int) *modes.Prompt {
		return pick("Pick Umi App Template", h, "Simple App", "Ant Design Pro", "Vue Simple App", "Umi Plugin")
	}
	toTemplate := []step{wait("target folder name"), enter("Pick Umi App Template")}
	toClient := steps(toTemplate, enter("Pick Npm Client"))
	toRegistry := steps(toClient, enter("Pick Npm Registry"))

	tamaguiTemplates := func(h int) *modes.Prompt {
		return pick("Pick a template:", h,
			"🥡 Takeout Free - Full stack starter: https://tamagui.dev/takeout",
			"🥡 Takeout Pro - Full featured starter: https://tamagui.dev/takeout",
			"🥡 Takeout Pro Classic - Original Pro starter: https://tamagui.dev/takeout",
			"Expo Router - Expo with file-based routing", "Remix - Remix with Vite", "Next + Expo - Production ready monorepo")
	}
	toTamaguiTemplate := []step{wait("Project name"), enter("Pick a template")}

	return []corpusCase{
		// create-stencil (@clack/prompts): its starters, each with its
		// description beside it, wrapped (also moved, the highlighted
		// one's hint added), and the line a custom starter is typed on,
		// an example drawn in it as a placeholder.
		needs(ask("stencil-starter", "create-stencil", stencil, starters(0), toStarter...), node...),
		needs(ask("stencil-starter-moved", "create-stencil", stencil, starters(1), steps(toStarter, down, settle)...), node...),
		needs(ask("stencil-custom-starter", "create-stencil", stencil, want(modes.Text, "Type a custom starter", ""),
			steps(toStarter, step{keys: "<down><down><down>"}, settle, enter("e.g."))...), node...),

		// create-vuetify (@clack/prompts, under its logo): a preset, the
		// project's name filled in, the framework, the CSS framework, its
		// features (two ticked; also with a third ticked), a Yes / No
		// toggle to install the dependencies.
		needs(ask("vuetify-preset", "create-vuetify", vuetify, pick("Start from a preset?", 0,
			"Start from scratch (Manually select options)", "Base", "Full", "Vuetify0"), wait("Start from a preset")), node...),
		needs(ask("vuetify-name", "create-vuetify", vuetify, want(modes.Text, "Project name:", "vuetify-project"), toVuetifyName...), node...),
		needs(ask("vuetify-framework", "create-vuetify", vuetify, pick("Which framework would you like to use?", 0, "Vue", "Nuxt"), toVuetifyFramework...), node...),
		needs(ask("vuetify-css", "create-vuetify", vuetify, pick("Which CSS framework?", 0,
			"None", "Tailwind CSS", "UnoCSS with Wind4 preset", "UnoCSS with Vuetify preset"), toVuetifyCSS...), node...),
		needs(ask("vuetify-features", "create-vuetify", vuetify, ticks(features, 0, map[int]bool{0: true, 2: true}, featureOpts...), toVuetifyFeatures...), node...),
		needs(ask("vuetify-features-ticked", "create-vuetify", vuetify, ticks(features, 1, map[int]bool{0: true, 1: true, 2: true}, featureOpts...),
			steps(toVuetifyFeatures, down, settle, step{keys: " "}, settle)...), node...),
		needs(ask("vuetify-install", "create-vuetify", vuetify, want(modes.Confirm, "Do you want to install dependencies?", "", ">Yes", "No"), toVuetifyInstall...), node...),

		// create-tsrouter-app (@clack/prompts, under a deprecation warning
		// and a telemetry notice): the framework (also moved), the
		// project's name left empty, the toolchain, a Yes / No toggle to
		// make a git repository.
		needs(ask("tsrouter-framework", "create-tsrouter-app", tsrouter, frameworks(0), wait("Select framework")), node...),
		needs(ask("tsrouter-framework-moved", "create-tsrouter-app", tsrouter, frameworks(1), wait("Select framework"), down, settle), node...),
		needs(ask("tsrouter-name", "create-tsrouter-app", tsrouter, want(modes.Text, "Project name (leave empty to use current directory)", ""), toRouterName...), node...),
		needs(ask("tsrouter-toolchain", "create-tsrouter-app", tsrouter, pick("Select toolchain", 0, "None", "Biome", "ESLint"), toToolchain...), node...),
		needs(ask("tsrouter-git", "create-tsrouter-app", tsrouter, want(modes.Confirm, "Would you like to initialize a new git repository?", "", ">Yes", "No"), toGit...), node...),

		// create-umi (its own clack-like prompts, ● on the active
		// question): the target folder, its name filled in; its templates
		// (also moved); the npm client, the last highlighted; the
		// registry.
		needs(ask("umi-folder", "create-umi", umi, want(modes.Text, "What's the target folder name?", "my-app"), wait("target folder name")), node...),
		needs(ask("umi-template", "create-umi", umi, templates(0), toTemplate...), node...),
		needs(ask("umi-template-moved", "create-umi", umi, templates(1), steps(toTemplate, down, settle)...), node...),
		needs(ask("umi-client", "create-umi", umi, pick("Pick Npm Client", 4, "npm", "cnpm", "tnpm", "yarn", "pnpm (recommended)"), toClient...), node...),
		needs(ask("umi-registry", "create-umi", umi, pick("Pick Npm Registry", 0, "npm", "taobao"), toRegistry...), node...),

		// create-plasmo (inquirer's line, under its banner): the
		// extension's name, a random name its default in parentheses.
		needs(ask("plasmo-name", "create-plasmo", plasmo, want(modes.Text, "Extension name:", "…"), wait("Extension name")), node...),

		// create-tamagui (prompts', under its banner): the project's
		// name after "›", its templates (also moved).
		needs(ask("tamagui-name", "create-tamagui", tamagui, want(modes.Text, "Project name:", "myapp"), wait("Project name")), node...),
		needs(ask("tamagui-template", "create-tamagui", tamagui, tamaguiTemplates(0), toTamaguiTemplate...), node...),
		needs(ask("tamagui-template-moved", "create-tamagui", tamagui, tamaguiTemplates(1), steps(toTamaguiTemplate, down, settle)...), node...),
	}
}

// TestModesEightyninth drives the eightyninth set live to the labelled
// moment and, with -update, stores its screens, labels and facts for
// modes' TestSetsAccuracy/eightyninth. Whether the classifier reads them
// right is that test's measure, not a failure here.
func TestModesEightyninth(t *testing.T) { captureSet(t, eightyninthDir, eightyninthSet()) }
