package session

import (
	"path/filepath"
	"testing"

	"github.com/agentty/agentty/modes"
	"github.com/agentty/agentty/session/sessiontest"
)

// hundredthirtysixthDir holds the hundredthirtysixth set (issue 44,
// hundred-and-thirty-sixth round): live cases of npm packages that no
// other test, table, fixture or doc of agentty names, each at its first
// question and after an answer or a key: five command-line tools that
// ask questions when run (create-fumadocs-app, Fumadocs' scaffolder;
// create-flowbite-react; create-figma-plugin; create-create-app, a
// generator of create-something apps; create-expo-stack), run from the
// fixture's local install in a home of their own. Each case's label
// (mode, state, prompt kind, question, default, options and the
// highlighted one) was written from what the program was seen to draw,
// run by hand in tmux outside agentty, and committed before its screen
// was captured.
const hundredthirtysixthDir = "../testdata/modes-hundredthirtysixth"

// hundredthirtysixthCLI runs a script of the hundredthirtysixth set's npm
// fixture (a path under its directory) with node from a home of its own,
// with telemetry and update checks off.
func hundredthirtysixthCLI(script string, args ...string) opener {
	return func(t *testing.T, f *fixtures) Options {
		dir := sessiontest.NPM(t, filepath.Join(setFixtures("hundredthirtysixth").dir(), "npm"))
		home := t.TempDir()
		o := Options{Argv: sessiontest.Node(dir, true, script, args...), Cwd: home, Env: map[string]string{"HOME": home}}
		setPairs(o.Env, []string{"DO_NOT_TRACK", "1", "npm_config_update_notifier", "false"})
		return o
	}
}

// hundredthirtysixthSet is the hundredthirtysixth set. Labels say what a
// person reads on the screen; "…" in a default stands for any text.
func hundredthirtysixthSet() []corpusCase {
	ask, needs, wait, settle := askCase, needing, waitFor, settled
	node := nodeNeeds
	enter := func(expect string) step { return step{enter: true, expect: expect, timeout: setSlow} }
	down := step{keys: "<down>"}
	steps := func(a []step, more ...step) []step { return append(append([]step{}, a...), more...) }
	pick := func(q string, highlighted int, opts ...string) *modes.Prompt {
		o := append([]string{}, opts...)
		o[highlighted] = ">" + o[highlighted]
		return want(modes.Select, q, "", o...)
	}
	fumadocs := hundredthirtysixthCLI("node_modules/create-fumadocs-app/dist/bin.js")
	flowbite := hundredthirtysixthCLI("node_modules/create-flowbite-react/dist/index.js")
	figma := hundredthirtysixthCLI("node_modules/create-figma-plugin/lib/cli.js")
	cca := hundredthirtysixthCLI("node_modules/create-create-app/lib/cli.js", "create-relay")
	expo := hundredthirtysixthCLI("node_modules/create-expo-stack/bin/create-expo-stack.js")

	// create-fumadocs-app: the project's name (a placeholder), its
	// template (each with its hint when highlighted), /src as a Yes / No
	// toggle, the linter.
	fumaTemplate := func(h int) *modes.Prompt {
		opts := []string{"Next.js: Fumadocs MDX", "Waku: Fumadocs MDX", "Next.js Static: Fumadocs MDX",
			"React Router: Fumadocs MDX (not RSC)", "React Router SPA: Fumadocs MDX (not RSC)",
			"Tanstack Start: Fumadocs MDX (not RSC)", "Tanstack Start SPA: Fumadocs MDX (not RSC)", "Astro: React Islands"}
		opts[0] += map[bool]string{true: " (recommended: powerful and mature)"}[h == 0]
		opts[1] += map[bool]string{true: " (recommended: fast and simple)"}[h == 1]
		return pick("Choose a template", h, opts...)
	}
	toFumaTemplate := []step{wait("Project name"), enter("Choose a template")}
	toSrc := steps(toFumaTemplate, enter("directory?"))
	toLinter := steps(toSrc, enter("Configure linter?"))

	// create-flowbite-react: under its boxed banner, the project's name
	// (a placeholder), then its templates, nineteen shown over "...".
	flowbiteTemplates := []string{"AdonisJS", "Astro", "Blitz.js", "Bun", "ESBuild", "Farm", "Gatsby", "Laravel", "Meteor.js",
		"Modern.js", "Next.js", "Parcel", "React Router", "React Server", "RedwoodJS", "Remix", "Rsbuild", "Rspack", "TanStack Router"}
	toFlowbiteTemplate := []step{wait("project named?"), enter("What template")}

	// create-figma-plugin: its one question, a list of templates.
	figmaTemplates := []string{"plugin/hello-world", "plugin/preact-rectangles", "plugin/preact-resizable",
		"plugin/preact-tailwindcss", "plugin/react-editor", "widget/notepad"}

	// create-create-app create-relay: lines with defaults in brackets
	// (the author's made of a git config there may be none of), then the
	// licences, a list with more below, reached past the template's list.
	licenses := []string{"MIT", "MPL-2.0", "Unlicense", "WTFPL", "X11", "Zlib", "UNLICENSED"}
	toAuthor := []step{wait("Description"), enter("Author name")}
	toEmail := steps(toAuthor, enter("Author email"))
	// The template, default or typescript, is a list too, answered
	// with its default: the first capture's steps had taken it for one
	// skipped (as it had seemed by hand, where two Enters were typed at
	// once) and never reached the licences.
	toLicense := steps(toEmail, enter("Template"), enter("License"))

	// create-expo-stack: under its banner, the project's name (a
	// placeholder), TypeScript as a Yes / No toggle (also moved to No),
	// the package manager it detected as a Yes / No toggle.
	const typescript = "Would you like to use TypeScript with this project?"
	toTypeScript := []step{wait("name your project?"), enter("TypeScript with this project?")}
	toManager := steps(toTypeScript, enter("continue using it?"))

	return []corpusCase{
		// create-fumadocs-app: a line holding a placeholder, a radio list
		// of eight (also moved), a Yes / No toggle on No, a radio list.
		needs(ask("fumadocs-name", "create-fumadocs-app", fumadocs, want(modes.Text, "Project name", "my-app"), wait("Project name")), node...),
		needs(ask("fumadocs-template", "create-fumadocs-app", fumadocs, fumaTemplate(0), toFumaTemplate...), node...),
		needs(ask("fumadocs-template-moved", "create-fumadocs-app", fumadocs, fumaTemplate(1), steps(toFumaTemplate, down, settle)...), node...),
		needs(ask("fumadocs-src", "create-fumadocs-app", fumadocs, want(modes.Confirm, "Use `/src` directory?", "", "Yes", ">No"), toSrc...), node...),
		needs(ask("fumadocs-linter", "create-fumadocs-app", fumadocs,
			pick("Configure linter?", 0, "Disabled", "ESLint", "Biome", "Oxlint"), toLinter...), node...),

		// create-flowbite-react: a line holding a placeholder, a radio
		// list of many (also moved).
		needs(ask("flowbite-name", "create-flowbite-react", flowbite,
			want(modes.Text, "What is your project named?", "flowbite-react-app"), wait("project named?")), node...),
		needs(ask("flowbite-template", "create-flowbite-react", flowbite,
			pick("What template would you like to use?", 0, flowbiteTemplates...), toFlowbiteTemplate...), node...),
		needs(ask("flowbite-template-moved", "create-flowbite-react", flowbite,
			pick("What template would you like to use?", 1, flowbiteTemplates...), steps(toFlowbiteTemplate, down, settle)...), node...),

		// create-figma-plugin: Inquirer's list (also moved).
		needs(ask("figma-template", "create-figma-plugin", figma, pick("Select a template:", 0, figmaTemplates...), wait("Select a template:")), node...),
		needs(ask("figma-template-moved", "create-figma-plugin", figma, pick("Select a template:", 1, figmaTemplates...),
			wait("Select a template:"), down, settle), node...),

		// create-create-app: three lines with defaults, a list of
		// licences (also moved).
		needs(ask("cca-description", "create-create-app", cca, want(modes.Text, "Description", "description"), wait("Description")), node...),
		needs(ask("cca-author", "create-create-app", cca, want(modes.Text, "Author name", "…"), toAuthor...), node...),
		needs(ask("cca-email", "create-create-app", cca, want(modes.Text, "Author email", "…"), toEmail...), node...),
		needs(ask("cca-license", "create-create-app", cca, pick("License", 0, licenses...), toLicense...), node...),
		needs(ask("cca-license-moved", "create-create-app", cca, pick("License", 1, licenses...), steps(toLicense, down, settle)...), node...),

		// create-expo-stack: a line holding a placeholder, a Yes / No
		// toggle (also moved to No), a Yes / No toggle under a question
		// of two rows.
		needs(ask("expo-name", "create-expo-stack", expo, want(modes.Text, "What do you want to name your project?", "my-expo-app"), wait("name your project?")), node...),
		needs(ask("expo-typescript", "create-expo-stack", expo, want(modes.Confirm, typescript, "", ">Yes", "No"), toTypeScript...), node...),
		needs(ask("expo-typescript-no", "create-expo-stack", expo, want(modes.Confirm, typescript, "", "Yes", ">No"),
			steps(toTypeScript, step{keys: "<right>"}, settle)...), node...),
		needs(ask("expo-package-manager", "create-expo-stack", expo,
			want(modes.Confirm, "We've detected npm as your preferred package manager. Would you like to continue using it?", "", ">Yes", "No"), toManager...), node...),
	}
}

// TestModesHundredthirtysixth drives the hundredthirtysixth set live to
// the labelled moment and, with -update, stores its screens, labels and
// facts for modes' TestSetsAccuracy/hundredthirtysixth. Whether the
// classifier reads them right is that test's measure, not a failure here.
func TestModesHundredthirtysixth(t *testing.T) {
	captureSet(t, hundredthirtysixthDir, hundredthirtysixthSet())
}
