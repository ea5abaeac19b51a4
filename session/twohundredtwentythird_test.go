package session

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/agentty/agentty/modes"
	"github.com/agentty/agentty/session/sessiontest"
)

// twohundredtwentythirdDir holds the twohundredtwentythird set (issue 44,
// two-hundred-and-twenty-third round): live cases of command-line
// programs from the npm registry that ask questions and that no other
// test, table, fixture or doc of agentty names (react-admin's and NEAR's
// project scaffolders, GraphQL Code Generator's and dependency-cruiser's
// config initialisers, and Vendure's, the e-commerce server's, scaffolder,
// which asks for its database and its superadmin), each run from the
// set's pinned npm fixture in a home of its own, with no network use up
// to its moments: at its first question, after a move or typed text, and
// at the next questions after one or more answers (a list, a text line
// with its default, a yes or no). Each case's label (mode, state, prompt
// kind, question, default, options and the highlighted one) was written
// from what the program draws, run by hand in tmux outside agentty, and
// committed before its screen was captured.
const twohundredtwentythirdDir = "../testdata/modes-twohundredtwentythird"

// twohundredtwentythirdCLI runs a program of the twohundredtwentythird
// set's npm fixture (the script its package names as its bin) with node
// from a home of its own, which is also where it works, with its
// telemetry and update checks off; files are written in that home first
// (a name, then its content, one after the other).
func twohundredtwentythirdCLI(files []string, bin string, args ...string) opener {
	return func(t *testing.T, f *fixtures) Options {
		dir := sessiontest.NPM(t, filepath.Join(setFixtures("twohundredtwentythird").dir(), "npm"))
		home := t.TempDir()
		for i := 0; i+1 < len(files); i += 2 {
			name := filepath.Join(home, files[i])
			if err := os.MkdirAll(filepath.Dir(name), 0o755); err != nil {
				t.Fatal(err)
			}
			sessiontest.WriteFile(t, name, files[i+1])
		}
		o := Options{Argv: sessiontest.Node(dir, true, "node_modules/"+bin, args...), Cwd: home, Env: map[string]string{"HOME": home}}
		setPairs(o.Env, []string{"DO_NOT_TRACK", "1", "NO_UPDATE_NOTIFIER", "1", "npm_config_update_notifier", "false", "NEAR_ENV", "ci"})
		return o
	}
}

// twohundredtwentythirdSet is the twohundredtwentythird set. Labels say
// what a person reads on the screen.
func twohundredtwentythirdSet() []corpusCase {
	ask, needs, wait, settle := askCase, needing, waitFor, settled
	node := nodeNeeds
	enter := func(expect string) step { return step{enter: true, expect: expect, timeout: setSlow} }
	down := step{keys: "<down>"}
	up := step{keys: "<up>"}
	steps := func(a []step, more ...step) []step { return append(append([]step{}, a...), more...) }
	pick := func(q string, highlighted int, opts ...string) *modes.Prompt {
		o := append([]string{}, opts...)
		o[highlighted] = ">" + o[highlighted]
		return want(modes.Select, q, "", o...)
	}
	pkg := []string{"package.json", `{"name": "shop-api", "version": "1.0.0"}` + "\n"}
	tree := append(append([]string{}, pkg...), "src/index.js", "module.exports = 1;\n", "test/index.test.js", "require(\"../src/index.js\");\n")

	admin := twohundredtwentythirdCLI(nil, "create-react-admin/lib/cli.js", "admin", "--interactive")
	codegen := twohundredtwentythirdCLI(pkg, "@graphql-codegen/cli/esm/bin.js", "init")
	near := twohundredtwentythirdCLI(nil, "create-near-app/index.js")
	vendure := twohundredtwentythirdCLI(nil, "@vendure/create/index.js", "shop")
	depcruise := twohundredtwentythirdCLI(tree, "dependency-cruiser/bin/dependency-cruise.mjs", "--init")

	// create-react-admin (ink, its name given, --interactive): `Select
	// the data provider you want to use, and validate with Enter:` over
	// five providers, each with its description under it, the
	// highlighted one after `❯` (also moved down, the question's row
	// left drawn twice above it); the auth provider, a list of two; the
	// resources, `No resource yet` over a line asking for one (leave
	// empty to finish) and an empty field, its cursor in reverse video
	// (also with `posts` typed); then, after `posts` and an empty line,
	// how to install the dependencies, a list of five.
	const provider = "Select the data provider you want to use, and validate with Enter:"
	providers := []string{"Fakerest", "JSON Server", "Simple REST", "Supabase", "None"}
	const resource = "Enter the name of a resource you want to add, and validate with Enter (leave empty to finish):"
	toAuth := []step{wait("Select the data provider"), down, settle, enter("Select the auth provider")}
	toResources := steps(toAuth, enter("Enter the name of a resource"))
	toInstall := steps(toResources, step{text: "posts"}, settle, enter("Resources: posts"), enter("install the dependencies?"))

	// graphql-codegen init (@inquirer/prompts, under its welcome): the
	// type of application, a list of seven under `? ` (also moved down),
	// `↑↓ navigate • ⏎ select` under it; React chosen, the schema, its
	// default in parentheses after `(path or url)` (also with
	// `schema.graphql` typed, the default gone); the operations, its
	// default in parentheses; the introspection file, (y/N); the config
	// file's name, its default in parentheses.
	const app = "What type of application are you building?"
	apps := []string{"Backend - API or server", "Application built with Angular", "Application built with React", "Application built with Stencil",
		"Application built with Vue", "Application using graphql-request", "Application built with other framework or vanilla JS"}
	const schema = "Where is your schema?: (path or url)"
	toSchema := []step{wait(app), down, settle, down, settle, enter("Where is your schema?")}
	toOperations := steps(toSchema, enter("Where are your operations"))
	toIntrospection := steps(toOperations, enter("Where to write the output"), enter("introspection file?"))
	toConfig := steps(toIntrospection, enter("name the config file?"))

	// create-near-app (prompts, under its welcome and a note on what it
	// collects): what to build, two entries, the highlighted one's
	// description under it (also moved down); A Web App chosen, the
	// framework, three; the project's name, hello-near gray after `›`;
	// then whether to run npm install, (Y/n).
	const build = "What do you want to build?"
	toFrontend := []step{wait(build), enter("Select a framework for your frontend")}
	toName := steps(toFrontend, enter("Name your project"))
	toNpmInstall := steps(toName, enter("Run 'npm install' now?"))

	// @vendure/create (@clack/prompts, under a notice that node 20 has
	// reached its end of life): how to proceed, Quick Start (its hint
	// dim after it) or Manual Configuration, radio dots (also moved
	// down); Manual chosen, `Using port 3000` and the database, four,
	// SQLite's dot filled (also moved up to Postgres); SQLite chosen,
	// the superadmin's identifier, `superadmin` in its field, a block
	// cursor after it; its password, `superadmin` shown as well, not
	// hidden; then whether to populate sample data, a list of yes and
	// no.
	const proceed = "How should we proceed?"
	const database = "Which database are you using?"
	databases := []string{"MySQL", "MariaDB", "Postgres", "SQLite"}
	toDatabase := []step{wait(proceed), down, settle, enter(database)}
	toIdentifier := steps(toDatabase, enter("identifier do you want to use"))
	toPassword := steps(toIdentifier, enter("password do you want to use"))
	toPopulate := steps(toPassword, enter("sample product data?"))

	// depcruise --init (prompts, over a home with package.json, src/ and
	// test/): where the sources live, src gray after `›` (also with
	// `lib` typed over it); whether the tests live apart, (Y/n); where,
	// test gray after `›`.
	const sources = "Where do your source files live?"
	toSeparate := []step{wait(sources), enter("separate folder?")}
	toTests := steps(toSeparate, enter("Where do your test files live?"))

	return []corpusCase{
		// create-react-admin: the data provider (also moved), the auth
		// provider, the resources (also typed), the installer.
		needs(ask("react-admin-provider", "create-react-admin", admin, pick(provider, 0, providers...), wait("Select the data provider")), node...),
		needs(ask("react-admin-provider-moved", "create-react-admin", admin, pick(provider, 1, providers...),
			wait("Select the data provider"), down, settle), node...),
		needs(ask("react-admin-auth", "create-react-admin", admin, pick("Select the auth provider you want to use, and validate with Enter:", 0,
			"Hard coded local username/password", "None"), toAuth...), node...),
		needs(ask("react-admin-resource", "create-react-admin", admin, want(modes.Text, resource, ""), toResources...), node...),
		needs(ask("react-admin-resource-typed", "create-react-admin", admin, want(modes.Text, resource, ""),
			steps(toResources, step{text: "posts"}, settle)...), node...),
		needs(ask("react-admin-install", "create-react-admin", admin, pick("How do you want to install the dependencies?", 0,
			"Using npm", "Using yarn", "Using bun", "Using pnpm", "Don't install dependencies, I'll do it myself."), toInstall...), node...),

		// graphql-codegen init: the application (also moved), the
		// schema (also typed), the operations, the introspection file,
		// the config file.
		needs(ask("graphql-codegen-app", "@graphql-codegen/cli", codegen, pick(app, 0, apps...), wait(app)), node...),
		needs(ask("graphql-codegen-app-moved", "@graphql-codegen/cli", codegen, pick(app, 1, apps...), wait(app), down, settle), node...),
		needs(ask("graphql-codegen-schema", "@graphql-codegen/cli", codegen, want(modes.Text, schema, "http://localhost:4000"), toSchema...), node...),
		needs(ask("graphql-codegen-schema-typed", "@graphql-codegen/cli", codegen, want(modes.Text, schema, ""),
			steps(toSchema, step{text: "schema.graphql"}, settle)...), node...),
		needs(ask("graphql-codegen-operations", "@graphql-codegen/cli", codegen, want(modes.Text, "Where are your operations and fragments?:", "src/**/*.tsx"),
			toOperations...), node...),
		needs(ask("graphql-codegen-introspection", "@graphql-codegen/cli", codegen, yesNo("Do you want to generate an introspection file?", "no"),
			toIntrospection...), node...),
		needs(ask("graphql-codegen-config", "@graphql-codegen/cli", codegen, want(modes.Text, "How to name the config file?", "codegen.ts"), toConfig...), node...),

		// create-near-app: what to build (also moved), the framework,
		// the name, npm install.
		needs(ask("create-near-app-build", "create-near-app", near, pick(build, 0, "A Web App", "A Smart Contract"), wait(build)), node...),
		needs(ask("create-near-app-build-moved", "create-near-app", near, pick(build, 1, "A Web App", "A Smart Contract"), wait(build), down, settle), node...),
		needs(ask("create-near-app-framework", "create-near-app", near, pick("Select a framework for your frontend", 0,
			"NextJs (Classic)", "NextJS (App Router)", "Vite (React)"), toFrontend...), node...),
		needs(ask("create-near-app-name", "create-near-app", near, want(modes.Text, "Name your project (we will create a directory with that name)", "hello-near"),
			toName...), node...),
		needs(ask("create-near-app-install", "create-near-app", near, yesNo("Run 'npm install' now?", "yes"), toNpmInstall...), node...),

		// @vendure/create: how to proceed (also moved), the database
		// (also moved), the superadmin's identifier and password, the
		// sample data.
		needs(ask("vendure-create-proceed", "@vendure/create", vendure, pick(proceed, 0, "Quick Start", "Manual Configuration"), wait(proceed)), node...),
		needs(ask("vendure-create-proceed-moved", "@vendure/create", vendure, pick(proceed, 1, "Quick Start", "Manual Configuration"),
			wait(proceed), down, settle), node...),
		needs(ask("vendure-create-database", "@vendure/create", vendure, pick(database, 3, databases...), toDatabase...), node...),
		needs(ask("vendure-create-database-moved", "@vendure/create", vendure, pick(database, 2, databases...), steps(toDatabase, up, settle)...), node...),
		needs(ask("vendure-create-identifier", "@vendure/create", vendure,
			want(modes.Text, "What identifier do you want to use for the superadmin user?", "superadmin"), toIdentifier...), node...),
		needs(ask("vendure-create-password", "@vendure/create", vendure,
			want(modes.Text, "What password do you want to use for the superadmin user?", "superadmin"), toPassword...), node...),
		needs(ask("vendure-create-populate", "@vendure/create", vendure,
			want(modes.Confirm, "Populate with some sample product data?", "", ">yes", "no"), toPopulate...), node...),

		// depcruise --init: the sources (also typed), the tests apart,
		// where.
		needs(ask("depcruise-init-sources", "dependency-cruiser", depcruise, want(modes.Text, sources, "src"), wait(sources)), node...),
		needs(ask("depcruise-init-sources-typed", "dependency-cruiser", depcruise, want(modes.Text, sources, ""),
			wait(sources), step{text: "lib"}, settle), node...),
		needs(ask("depcruise-init-separate", "dependency-cruiser", depcruise, yesNo("Do your test files live in a separate folder?", "yes"),
			toSeparate...), node...),
		needs(ask("depcruise-init-tests", "dependency-cruiser", depcruise, want(modes.Text, "Where do your test files live?", "test"), toTests...), node...),
	}
}

// TestModesTwohundredtwentythird drives the twohundredtwentythird set live
// to the labelled moment and, with -update, stores its screens, labels and
// facts for modes' TestSetsAccuracy/twohundredtwentythird. Whether the
// classifier reads them right is that test's measure, not a failure here.
func TestModesTwohundredtwentythird(t *testing.T) {
	captureSet(t, twohundredtwentythirdDir, twohundredtwentythirdSet())
}
