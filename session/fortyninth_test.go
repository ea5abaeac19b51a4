package session

import (
	"testing"

	"github.com/agentty/agentty/modes"
)

// fortyninthDir holds the fortyninth set (issue 44, forty-ninth round):
// live cases of npm scaffolders that no other test, table, fixture or
// doc of agentty names, made after the forty-sixth round, to measure the
// classifier once as it was on programs nobody here had looked at. Each
// case's label (mode, state, prompt kind, question, default, options and
// the highlighted one) was written from what the program is known to
// draw (its source, and the program run by hand outside agentty) and
// committed before its screen was captured.
const fortyninthDir = "../testdata/modes-fortyninth"

// fortyninthNode runs the fortyninth set's npm fixture script, which
// starts one program of its node_modules over the case's empty home.
var fortyninthNode = setFixtures("fortyninth").node

// fortyninthSet is the fortyninth set. Labels say what a person reads on
// the screen; "…" in a question or default stands for any text.
func fortyninthSet() []corpusCase {
	ask, needs, wait, settle := askCase, needing, waitFor, settled
	node := nodeNeeds
	down, space := step{keys: "<down>"}, step{keys: " "}
	enter := func(expect string) step { return step{enter: true, expect: expect, timeout: setSlow} }
	svelte := fortyninthNode("fortyninth-demo.mjs", "create-svelte")
	expo := fortyninthNode("fortyninth-demo.mjs", "create-expo-app")
	docusaurus := fortyninthNode("fortyninth-demo.mjs", "create-docusaurus")
	const where, template, typescript = "Where should we create your project?", "Which Svelte app template?", "Add type checking with TypeScript?"
	const options, appName = "Select additional options (use arrow keys/space bar)", "What is your app named?"
	const site, siteTemplate, language = "What should we name this site?", "Select a template below...", "Which language do you want to use?"
	templates := func(highlighted int) *modes.Prompt {
		opts := []string{"SvelteKit demo app", "Skeleton project", "Library project"}
		opts[highlighted] = ">" + opts[highlighted]
		return want(modes.Select, template, "", opts...)
	}
	checks := func(highlighted int) *modes.Prompt {
		opts := []string{"Yes, using TypeScript syntax", "Yes, using JavaScript with JSDoc comments", "No"}
		opts[highlighted] = ">" + opts[highlighted]
		return want(modes.Select, typescript, "", opts...)
	}
	extras := func(highlighted int, ticked map[int]bool) *modes.Prompt {
		return ticks(options, highlighted, ticked, "Add ESLint for code linting", "Add Prettier for code formatting",
			"Add Playwright for browser testing", "Add Vitest for unit testing", "Try the Svelte 5 preview (unstable!)")
	}
	siteTemplates := func(highlighted int) *modes.Prompt {
		opts := []string{"classic (recommended)", "Git repository", "Local template"}
		opts[highlighted] = ">" + opts[highlighted]
		return want(modes.Select, siteTemplate, "", opts...)
	}
	languages := func(highlighted int) *modes.Prompt {
		opts := []string{"JavaScript", "TypeScript"}
		opts[highlighted] = ">" + opts[highlighted]
		return want(modes.Select, language, "", opts...)
	}
	steps := func(s []step, more ...step) []step { return append(append([]step{}, s...), more...) }
	toTemplate := []step{wait("create your project"), enter("app template")}
	toChecks := steps(toTemplate, enter("type checking"))
	toOptions := steps(toChecks, enter("additional options"))
	toSiteTemplate := []step{wait("name this site"), enter("template below")}
	toLanguage := steps(toSiteTemplate, enter("language"))
	c := func(name, prog string, o opener, p *modes.Prompt, s []step) corpusCase {
		return needs(ask(name, prog, o, p, s...), node...)
	}
	return []corpusCase{
		// create-svelte (over @clack/prompts): where to create the
		// project, its template (also moved), its type checking (also
		// moved), its additional options (also moved, also one ticked).
		c("create-svelte-where", "create-svelte", svelte, want(modes.Text, where, ""), []step{wait("create your project")}),
		c("create-svelte-template", "create-svelte", svelte, templates(0), toTemplate),
		c("create-svelte-template-moved", "create-svelte", svelte, templates(1), steps(toTemplate, down, settle)),
		c("create-svelte-typescript", "create-svelte", svelte, checks(0), toChecks),
		c("create-svelte-typescript-moved", "create-svelte", svelte, checks(1), steps(toChecks, down, settle)),
		c("create-svelte-options", "create-svelte", svelte, extras(0, nil), toOptions),
		c("create-svelte-options-moved", "create-svelte", svelte, extras(1, nil), steps(toOptions, down, settle)),
		c("create-svelte-options-ticked", "create-svelte", svelte, extras(1, map[int]bool{1: true}), steps(toOptions, down, settle, space, settle)),

		// create-expo-app (over prompts): the app's name, its default
		// shown, and after a name typed over it.
		c("create-expo-app-name", "create-expo-app", expo, want(modes.Text, appName, "my-app"), []step{wait("app named")}),
		c("create-expo-app-name-typed", "create-expo-app", expo, want(modes.Text, appName, "…"),
			[]step{wait("app named"), {text: "relay"}, settle}),

		// create-docusaurus (over prompts): the site's name, its template
		// (also moved), a Git repository's address, its language (also
		// moved).
		c("create-docusaurus-name", "create-docusaurus", docusaurus, want(modes.Text, site, "website"), []step{wait("name this site")}),
		c("create-docusaurus-template", "create-docusaurus", docusaurus, siteTemplates(0), toSiteTemplate),
		c("create-docusaurus-template-moved", "create-docusaurus", docusaurus, siteTemplates(1), steps(toSiteTemplate, down, settle)),
		c("create-docusaurus-repository", "create-docusaurus", docusaurus, want(modes.Text, "Enter a repository URL…", ""),
			steps(toSiteTemplate, down, settle, enter("repository URL"))),
		c("create-docusaurus-language", "create-docusaurus", docusaurus, languages(0), toLanguage),
		c("create-docusaurus-language-moved", "create-docusaurus", docusaurus, languages(1), steps(toLanguage, down, settle)),
	}
}

// TestModesFortyninth drives the fortyninth set live to the labelled
// moment and, with -update, stores its screens, labels and facts for
// modes' TestSetsAccuracy/fortyninth. Whether the classifier reads them
// right is that test's measure, not a failure here.
func TestModesFortyninth(t *testing.T) { captureSet(t, fortyninthDir, fortyninthSet()) }
