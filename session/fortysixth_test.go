package session

import (
	"testing"

	"github.com/agentty/agentty/modes"
)

// fortysixthDir holds the fortysixth set (issue 44, forty-sixth round):
// live cases of npm programs and prompt libraries that no other test,
// table, fixture or doc of agentty names, made after the forty-third
// round, to measure the classifier once as it was on programs nobody
// here had looked at. Each case's label (mode, state, prompt kind,
// question, default, options and the highlighted one) was written from
// what the program is known to draw (its documentation and source, and
// the program run by hand outside agentty) and committed before its
// screen was captured.
const fortysixthDir = "../testdata/modes-fortysixth"

// fortysixthNode runs the fortysixth set's npm fixture script, which
// starts one program of its node_modules or asks one prompt.
var fortysixthNode = setFixtures("fortysixth").node

// fortysixthSet is the fortysixth set. Labels say what a person reads on
// the screen; "…" in a question or default stands for any text.
func fortysixthSet() []corpusCase {
	is, ask, needs, wait, settle := isCase, askCase, needing, waitFor, settled
	node := nodeNeeds
	down, up, right, space, tab := step{keys: "<down>"}, step{keys: "<up>"}, step{keys: "<right>"}, step{keys: " "}, step{keys: "<tab>"}
	enter := func(expect string) step { return step{enter: true, expect: expect, timeout: setSlow} }
	typed := func(s, expect string) step { return step{text: s, enter: true, expect: expect, timeout: setSlow} }
	demo := func(name string) opener { return fortysixthNode("fortysixth-demo.mjs", name) }
	gatsby, eslint := demo("create-gatsby"), demo("create-config")
	npkill, emoj, fengari := demo("npkill"), demo("emoj"), demo("fengari")
	suggest, chalkPipe := demo("suggest"), demo("chalk-pipe")
	capInit := fortysixthNode("fortysixth-demo.mjs", "capacitor", "init")
	const branch, colour = "Which branch should the release be cut from?", "Which colour should the banner use?"
	const language, cms = "Will you be using JavaScript or TypeScript?", "Will you be using a CMS?"
	const features = "Would you like to install additional features with other plugins?"
	const lint, use, typescript = "What do you want to lint?", "How would you like to use ESLint?", "Does your project use TypeScript?"
	languages := func(highlighted int) *modes.Prompt {
		opts := []string{"JavaScript", "TypeScript"}
		opts[highlighted] = ">" + opts[highlighted]
		return want(modes.Select, language, "", opts...)
	}
	uses := func(highlighted int) *modes.Prompt {
		opts := []string{"To check syntax only", "To check syntax and find problems"}
		opts[highlighted] = ">" + opts[highlighted]
		return want(modes.Select, use, "", opts...)
	}
	// plugins is create-gatsby's list of ticks, its `Done` under a rule.
	plugins := func(highlighted int, ticked map[int]bool) *modes.Prompt {
		opts := []string{"Add the Google gtag script for e.g. Google Analytics", "Add responsive images",
			"Add an automatic sitemap", "Generate a manifest file", "Add Markdown and MDX support", "Add Markdown support (without MDX)"}
		for i, o := range opts {
			box := "[ ] "
			if ticked[i] {
				box = "[x] "
			}
			if i == highlighted {
				box = ">" + box
			}
			opts[i] = box + o
		}
		return want(modes.Multiselect, features, "", append(opts, "Done")...)
	}
	lints := func(highlighted int, ticked map[int]bool) *modes.Prompt {
		return ticks(lint, highlighted, ticked, "JavaScript", "JSON", "JSON with comments", "JSON5", "Markdown", "CSS")
	}
	// The steps to each of create-gatsby's and @eslint/create-config's
	// questions, taking every default.
	toFolder := []step{wait("call your site"), enter("name the folder")}
	toLanguage := append(toFolder, enter("JavaScript or TypeScript"))
	toCMS := append(toLanguage, enter("using a CMS"))
	toFeatures := append(toCMS, enter("styling system"), enter("other plugins"))
	toUse := []step{wait("want to lint"), enter("use ESLint")}
	toModules := append(toUse, enter("type of modules"))
	toTypeScript := append(toModules, enter("framework"), enter("use TypeScript"))
	toRuns := append(toTypeScript, enter("code run"))
	steps := func(s []step, more ...step) []step { return append(append([]step{}, s...), more...) }
	return []corpusCase{
		// create-gatsby: Gatsby's scaffolder asking through enquirer: a
		// line with a default (the site's name, its folder), a list (the
		// language, also moved; the CMS, a rule under its first entry),
		// a list of ticks ended by `Done` (also ticked).
		needs(ask("create-gatsby-name", "create-gatsby", gatsby, want(modes.Text, "What would you like to call your site?", "My Gatsby Site"), wait("call your site")), node...),
		needs(ask("create-gatsby-folder", "create-gatsby", gatsby,
			want(modes.Text, "What would you like to name the folder where your site will be created?", "my-gatsby-site"), toFolder...), node...),
		needs(ask("create-gatsby-language", "create-gatsby", gatsby, languages(0), toLanguage...), node...),
		needs(ask("create-gatsby-language-moved", "create-gatsby", gatsby, languages(1), steps(toLanguage, down, settle)...), node...),
		needs(ask("create-gatsby-cms", "create-gatsby", gatsby,
			want(modes.Select, cms, "", ">No (or I'll add it later)", "Contentful", "DatoCMS", "Netlify CMS", "Sanity", "Shopify", "WordPress"), toCMS...), node...),
		needs(ask("create-gatsby-plugins", "create-gatsby", gatsby, plugins(0, nil), toFeatures...), node...),
		needs(ask("create-gatsby-plugins-ticked", "create-gatsby", gatsby, plugins(1, map[int]bool{1: true}), steps(toFeatures, down, settle, space, settle)...), node...),

		// @eslint/create-config: ESLint's configuration wizard (npm init
		// @eslint/config) over a folder with a package.json: a list of
		// ticks, JavaScript ticked (also another ticked), lists (how to
		// use it, its second entry first highlighted, also moved; the
		// modules), a `No / Yes` switch (also moved), a list of ticks of
		// where the code runs, the switch to install, Yes highlighted.
		needs(ask("eslint-config-lint", "@eslint/create-config", eslint, lints(0, map[int]bool{0: true}), wait("want to lint")), node...),
		needs(ask("eslint-config-lint-ticked", "@eslint/create-config", eslint, lints(1, map[int]bool{0: true, 1: true}), wait("want to lint"), down, settle, space, settle), node...),
		needs(ask("eslint-config-use", "@eslint/create-config", eslint, uses(1), toUse...), node...),
		needs(ask("eslint-config-use-moved", "@eslint/create-config", eslint, uses(0), steps(toUse, up, settle)...), node...),
		needs(ask("eslint-config-modules", "@eslint/create-config", eslint,
			want(modes.Select, "What type of modules does your project use?", "", ">JavaScript modules (import/export)", "CommonJS (require/exports)", "None of these"), toModules...), node...),
		needs(ask("eslint-config-typescript", "@eslint/create-config", eslint, want(modes.Confirm, typescript, "", ">No", "Yes"), toTypeScript...), node...),
		needs(ask("eslint-config-typescript-moved", "@eslint/create-config", eslint, want(modes.Confirm, typescript, "", "No", ">Yes"), steps(toTypeScript, right, settle)...), node...),
		needs(ask("eslint-config-runs", "@eslint/create-config", eslint, ticks("Where does your code run?", 0, map[int]bool{0: true}, "Browser", "Node"), toRuns...), node...),
		needs(ask("eslint-config-install", "@eslint/create-config", eslint, want(modes.Confirm, "Would you like to install them now?", "", "No", ">Yes"),
			steps(toRuns, enter("install them now"))...), node...),

		// @capacitor/cli: `cap init`'s questions, each under a title
		// marked [?] and a note: the app's name, its package ID and its
		// web folder, with defaults.
		needs(ask("capacitor-init-name", "@capacitor/cli", capInit, want(modes.Text, "What is the name of your app?", ""), wait("Name")), node...),
		needs(ask("capacitor-init-package-id", "@capacitor/cli", capInit, want(modes.Text, "What should be the Package ID for your app?", "com.example.app"),
			wait("Name"), typed("Relay", "com.example.app")), node...),
		needs(ask("capacitor-init-web-dir", "@capacitor/cli", capInit, want(modes.Text, "What is the web asset directory for your app?", "www"),
			wait("Name"), typed("Relay", "com.example.app"), enter("Web asset directory")), node...),

		// npkill: a full-screen finder of node_modules folders to delete
		// (also with its errors' panel opened).
		needs(is(modes.TUI, "npkill", "npkill", npkill, wait("Search completed"), settle), node...),
		needs(is(modes.TUI, "npkill-errors", "npkill", npkill, wait("Search completed"), settle, step{keys: "e"}, settle), node...),

		// emoj: an Ink app's line to type words into, a placeholder in it.
		needs(ask("emoj", "emoj", emoj, want(modes.Text, "…", ""), wait("Relevant emojis")), node...),

		// fengari-node-cli: Fengari's Lua REPL, at its prompt and after
		// a line typed.
		needs(is(modes.REPL, "fengari", "fengari-node-cli", fengari, wait("Fengari")), node...),
		needs(is(modes.REPL, "fengari-after-command", "fengari-node-cli", fengari, wait("Fengari"), typed("print(6*7)", "42"), settle), node...),

		// Inquirer prompt plugins: inquirer-prompt-suggest's line (also
		// after Tab took a suggestion), inquirer-chalk-pipe's line with a
		// default (also with a colour typed).
		needs(ask("prompt-suggest", "inquirer-prompt-suggest", suggest, want(modes.Text, branch, ""), wait("release be cut")), node...),
		needs(ask("prompt-suggest-tab", "inquirer-prompt-suggest", suggest, want(modes.Text, branch, ""), wait("release be cut"), tab, settle), node...),
		needs(ask("chalk-pipe", "inquirer-chalk-pipe", chalkPipe, want(modes.Text, colour, "cyan.bold"), wait("banner use")), node...),
		needs(ask("chalk-pipe-typed", "inquirer-chalk-pipe", chalkPipe, want(modes.Text, colour, "cyan.bold"), wait("banner use"), step{text: "red"}, settle), node...),
	}
}

// TestModesFortysixth drives the fortysixth set live to the labelled
// moment and, with -update, stores its screens, labels and facts for
// modes' TestSetsAccuracy/fortysixth. Whether the classifier reads them
// right is that test's measure, not a failure here.
func TestModesFortysixth(t *testing.T) { captureSet(t, fortysixthDir, fortysixthSet()) }
