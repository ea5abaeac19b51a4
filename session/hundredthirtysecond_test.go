package session

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/agentty/agentty/modes"
	"github.com/agentty/agentty/session/sessiontest"
)

// hundredthirtysecondDir holds the hundredthirtysecond set (issue 44,
// hundred-and-thirty-second round): live cases of npm packages that no
// other test, table, fixture or doc of agentty names, each at its first
// question and after an answer or a key: four command-line tools that ask
// questions when run (create-mf-app, Module Federation's scaffolder;
// create-react-library; create-react-native-library; express-generator,
// Express's application generator, in a folder that is not empty) run
// from the fixture's local install in a home of their own, and a prompt
// library (confirm-simple) driven by a small script of the fixture's,
// confirm.js. Each case's label (mode, state, prompt kind, question,
// default, options and the highlighted one) was written from what the
// program was seen to draw, run by hand in tmux outside agentty, and
// committed before its screen was captured.
const hundredthirtysecondDir = "../testdata/modes-hundredthirtysecond"

// hundredthirtysecondCLI runs a script of the hundredthirtysecond set's
// npm fixture (a path under its directory) with node from a home of its
// own, with telemetry off; with notEmpty the home first holds notes.txt.
func hundredthirtysecondCLI(script string, notEmpty bool, args ...string) opener {
	return func(t *testing.T, f *fixtures) Options {
		dir := sessiontest.NPM(t, filepath.Join(setFixtures("hundredthirtysecond").dir(), "npm"))
		home := t.TempDir()
		if notEmpty {
			if err := os.WriteFile(filepath.Join(home, "notes.txt"), []byte("notes\n"), 0o644); err != nil {
				t.Fatal(err)
			}
		}
		o := Options{Argv: sessiontest.Node(dir, true, script, args...), Cwd: home, Env: map[string]string{"HOME": home}}
		setPairs(o.Env, []string{"DO_NOT_TRACK", "1", "npm_config_update_notifier", "false"})
		return o
	}
}

// hundredthirtysecondSet is the hundredthirtysecond set. Labels say what
// a person reads on the screen.
func hundredthirtysecondSet() []corpusCase {
	ask, needs, wait, settle := askCase, needing, waitFor, settled
	node := nodeNeeds
	typed := func(s, expect string) step { return step{text: s, enter: true, expect: expect, timeout: setSlow} }
	enter := func(expect string) step { return step{enter: true, expect: expect, timeout: setSlow} }
	down := step{keys: "<down>"}
	steps := func(a []step, more ...step) []step { return append(append([]step{}, a...), more...) }
	pick := func(q string, highlighted int, opts ...string) *modes.Prompt {
		o := append([]string{}, opts...)
		o[highlighted] = ">" + o[highlighted]
		return want(modes.Select, q, "", o...)
	}
	mf := hundredthirtysecondCLI("node_modules/create-mf-app/bin/create-mf-app.js", false)
	crl := hundredthirtysecondCLI("node_modules/create-react-library/index.js", false)
	crnl := hundredthirtysecondCLI("node_modules/create-react-native-library/bin/create-react-native-library", false)
	express := hundredthirtysecondCLI("node_modules/express-generator/bin/express-cli.js", true)
	publish := hundredthirtysecondCLI("confirm.js", false)
	overwrite := hundredthirtysecondCLI("confirm.js", false, "overwrite")

	// create-mf-app: the app's name, its type, its port, its framework
	// (a list scrolled over more below), its language and its CSS, each
	// a line of Inquirer's under the answers before it.
	types := []string{"Application", "API Server", "Library"}
	toType := []step{wait("name of your app"), enter("Project Type:")}
	toPort := steps(toType, enter("Port number:"))
	toFramework := steps(toPort, enter("Framework:"))
	toLanguage := steps(toFramework, enter("Language:"))
	toCSS := steps(toLanguage, enter("CSS:"))

	// create-react-library: the package's name (typed), description,
	// author's handle (typed), repository path and licence (lines with
	// defaults), the package manager and the template.
	toDescription := []step{wait("Package Name"), typed("mylib", "Package Description")}
	toHandle := steps(toDescription, enter("GitHub Handle"))
	toRepo := steps(toHandle, typed("someone", "GitHub Repo Path"))
	toLicense := steps(toRepo, enter("License"))
	toManager := steps(toLicense, enter("Package Manager"))
	toTemplate := steps(toManager, enter("Template"))
	templates := []string{"default", "typescript", "custom"}

	// create-react-native-library: where to create the library (an
	// empty line), the package's name (a line holding a name made of the
	// folder's), its description, then, after the author's lines, the
	// type of library, each with a line describing it below (also moved).
	toPackage := []step{wait("create the library?"), typed("my-lib", "name the npm package?")}
	toLibDescription := steps(toPackage, enter("describe the package?"))
	// The author's lines are each typed, then, once the program has
	// settled, answered: the first capture's Enter typed with the name
	// at once was lost, and the type of library never reached.
	answer := func(s, expect string) []step { return []step{{text: s}, settled, enter(expect)} }
	toLibType := steps(toLibDescription, typed("A library", "name of the package author?"))
	toLibType = steps(toLibType, answer("Ann", "email address")...)
	toLibType = steps(toLibType, answer("ann@example.com", "profile URL")...)
	toLibType = steps(toLibType, answer("https://github.com/ann", "repository URL")...)
	toLibType = steps(toLibType, settled, enter("type of library"))
	libTypes := []string{"Turbo module", "Fabric view", "Nitro module", "Nitro view", "JavaScript library"}

	return []corpusCase{
		// create-mf-app: a line with a default, lists of three (also
		// moved), of seven shown and of two.
		needs(ask("mf-name", "create-mf-app", mf, want(modes.Text, "Pick the name of your app:", "host"), wait("name of your app")), node...),
		needs(ask("mf-type", "create-mf-app", mf, pick("Project Type:", 0, types...), toType...), node...),
		needs(ask("mf-type-moved", "create-mf-app", mf, pick("Project Type:", 1, types...), steps(toType, down, settle)...), node...),
		needs(ask("mf-port", "create-mf-app", mf, want(modes.Text, "Port number:", "8080"), toPort...), node...),
		needs(ask("mf-framework", "create-mf-app", mf,
			pick("Framework:", 3, "lit-html", "mithril", "preact", "react", "react-esm", "solid-js", "svelte"), toFramework...), node...),
		needs(ask("mf-language", "create-mf-app", mf, pick("Language:", 1, "typescript", "javascript"), toLanguage...), node...),
		needs(ask("mf-css", "create-mf-app", mf, pick("CSS:", 0, "CSS", "Tailwind"), toCSS...), node...),

		// create-react-library: lines without and with defaults, lists of
		// two and three (also moved).
		needs(ask("crl-name", "create-react-library", crl, want(modes.Text, "Package Name", ""), wait("Package Name")), node...),
		needs(ask("crl-description", "create-react-library", crl, want(modes.Text, "Package Description", "Made with create-react-library"), toDescription...), node...),
		needs(ask("crl-handle", "create-react-library", crl, want(modes.Text, "Author's GitHub Handle", ""), toHandle...), node...),
		needs(ask("crl-repo", "create-react-library", crl, want(modes.Text, "GitHub Repo Path", "someone/mylib"), toRepo...), node...),
		needs(ask("crl-license", "create-react-library", crl, want(modes.Text, "License", "MIT"), toLicense...), node...),
		needs(ask("crl-manager", "create-react-library", crl, pick("Package Manager", 0, "npm", "yarn"), toManager...), node...),
		needs(ask("crl-template", "create-react-library", crl, pick("Template", 0, templates...), toTemplate...), node...),
		needs(ask("crl-template-moved", "create-react-library", crl, pick("Template", 1, templates...), steps(toTemplate, down, settle)...), node...),

		// create-react-native-library: three lines, then its radio list
		// (also moved).
		needs(ask("crnl-where", "create-react-native-library", crnl, want(modes.Text, "Where do you want to create the library?", ""), wait("create the library?")), node...),
		needs(ask("crnl-package", "create-react-native-library", crnl,
			want(modes.Text, "What do you want to name the npm package?", "react-native-my-lib"), toPackage...), node...),
		needs(ask("crnl-description", "create-react-native-library", crnl, want(modes.Text, "How would you describe the package?", ""), toLibDescription...), node...),
		needs(ask("crnl-type", "create-react-native-library", crnl, pick("What type of library do you want to develop?", 0, libTypes...), toLibType...), node...),
		needs(ask("crnl-type-moved", "create-react-native-library", crnl,
			pick("What type of library do you want to develop?", 1, libTypes...), steps(toLibType, down, settle)...), node...),

		// express-generator in a folder holding a file: under its two
		// warnings, a [y/N], also with y typed.
		needs(ask("express-not-empty", "express-generator", express, yesNo("destination is not empty, continue?", "no"), wait("continue?")), node...),
		needs(ask("express-not-empty-typed", "express-generator", express, yesNo("destination is not empty, continue?", "no"),
			wait("continue?"), step{keys: "y"}, settle), node...),

		// confirm-simple: a question with its two words to type (each its
		// own key), also with one typed; a question with two words of its
		// own.
		needs(ask("confirm-publish", "confirm-simple", publish, want(modes.Confirm, "Publish version 1.4.0 to the registry?", "", "yes|yes", "no|no"), wait("<yes|no>")), node...),
		needs(ask("confirm-publish-typed", "confirm-simple", publish, want(modes.Confirm, "Publish version 1.4.0 to the registry?", "", "yes|yes", "no|no"),
			wait("<yes|no>"), step{text: "yes"}, settle), node...),
		needs(ask("confirm-overwrite", "confirm-simple", overwrite, want(modes.Confirm, "Overwrite config.json?", "", "ok|ok", "cancel|cancel"), wait("<ok|cancel>")), node...),
	}
}

// TestModesHundredthirtysecond drives the hundredthirtysecond set live to
// the labelled moment and, with -update, stores its screens, labels and
// facts for modes' TestSetsAccuracy/hundredthirtysecond. Whether the
// classifier reads them right is that test's measure, not a failure here.
func TestModesHundredthirtysecond(t *testing.T) {
	captureSet(t, hundredthirtysecondDir, hundredthirtysecondSet())
}
