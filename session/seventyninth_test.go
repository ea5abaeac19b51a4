package session

import (
	"os"
	"os/exec"
	"path/filepath"
	"testing"

	"github.com/agentty/agentty/modes"
	"github.com/agentty/agentty/session/sessiontest"
)

// seventyninthDir holds the seventyninth set (issue 44, seventy-ninth
// round): live cases of command-line programs from the npm registry that
// no other test, table, fixture or doc of agentty names (Expo's EAS CLI,
// Cloudflare's wrangler, drizzle-kit and the scaffolders of Quasar, Nuxt,
// Strapi, RedwoodJS and AdonisJS), each at its interactive moments run
// offline in a home of its own, to measure the classifier once as it was
// on programs nobody here had looked at. Each case's label (mode, state,
// prompt kind, question, default, options and the highlighted one) was
// written from what the program is known to draw (its documentation and
// source, and the program run by hand in tmux outside agentty) and
// committed before its screen was captured.
const seventyninthDir = "../testdata/modes-seventyninth"

// seventyninthFiles are the files a case's home is given before its
// program starts: drizzle-kit's configuration and the schema it pushes,
// wrangler's configuration of a Worker with a D1 database and a migration
// of it.
var seventyninthFiles = map[string]map[string]string{
	"drizzle": {
		"drizzle.config.ts": `export default { dialect: "sqlite", schema: "./schema.ts", dbCredentials: { url: "file:relay.db" } };` + "\n",
		"schema.ts": `import { sqliteTable, integer, text } from "drizzle-orm/sqlite-core";` + "\n" +
			`export const relays = sqliteTable("relays", { id: integer("id").primaryKey(), host: text("host").notNull(), region: text("region") });` + "\n",
	},
	"wrangler": {
		"wrangler.toml": "name = \"relay\"\nmain = \"index.js\"\ncompatibility_date = \"2024-01-01\"\n\n" +
			"[[d1_databases]]\nbinding = \"DB\"\ndatabase_name = \"relay\"\ndatabase_id = \"00000000-0000-4000-8000-000000000000\"\n",
		"index.js":                  "export default { fetch() { return new Response(\"relay ok\"); } };\n",
		"migrations/0001_hosts.sql": "CREATE TABLE hosts (id integer PRIMARY KEY, name text NOT NULL);\n",
	},
}

// seventyninthCLI runs a program of the seventyninth set's npm fixture
// (the script its package names as its bin) with node from a home of its
// own holding the files of files (none if ""), with vars set in its
// environment. A home with drizzle's files also links the fixture's
// node_modules (its schema imports drizzle-orm) and holds relay.db, made
// by the fixture's seventyninth-db.mjs.
func seventyninthCLI(bin, files string, vars []string, args ...string) opener {
	return func(t *testing.T, f *fixtures) Options {
		dir := sessiontest.NPM(t, filepath.Join(setFixtures("seventyninth").dir(), "npm"))
		home := t.TempDir()
		for name, body := range seventyninthFiles[files] {
			p := filepath.Join(home, name)
			if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
				t.Fatal(err)
			}
			sessiontest.WriteFile(t, p, body)
		}
		if files == "drizzle" {
			if err := os.Symlink(filepath.Join(dir, "node_modules"), filepath.Join(home, "node_modules")); err != nil {
				t.Fatal(err)
			}
			if out, err := exec.Command("node", filepath.Join(dir, "seventyninth-db.mjs"), filepath.Join(home, "relay.db")).CombinedOutput(); err != nil {
				t.Fatalf("relay.db: %v: %s", err, out)
			}
		}
		o := Options{Argv: sessiontest.Node(dir, true, "node_modules/"+bin, args...), Cwd: home, Env: map[string]string{"HOME": home}}
		setPairs(o.Env, vars)
		return o
	}
}

// seventyninthSet is the seventyninth set. Labels say what a person reads
// on the screen; "…" in a question or default stands for any text.
func seventyninthSet() []corpusCase {
	ask, needs, wait, settle := askCase, needing, waitFor, settled
	node := nodeNeeds
	typed := func(s, expect string) step { return step{text: s, enter: true, expect: expect, timeout: setSlow} }
	enter := func(expect string) step { return step{enter: true, expect: expect, timeout: setSlow} }
	down := step{keys: "<down>"}
	space := step{keys: " "}
	steps := func(a []step, more ...step) []step { return append(append([]step{}, a...), more...) }
	// Each program with what keeps it from telemetry and update checks.
	eas := seventyninthCLI("eas-cli/bin/run", "", []string{"EXPO_NO_TELEMETRY", "1", "DO_NOT_TRACK", "1"}, "login", "--no-browser")
	wrangler := seventyninthCLI("wrangler/bin/wrangler.js", "wrangler", []string{"WRANGLER_SEND_METRICS", "false", "DO_NOT_TRACK", "1"},
		"d1", "migrations", "apply", "relay", "--local")
	drizzle := seventyninthCLI("drizzle-kit/bin.cjs", "drizzle", nil, "push")
	quasar := seventyninthCLI("create-quasar/bin/create-quasar.js", "", nil)
	nuxi := seventyninthCLI("nuxi/bin/nuxi.mjs", "", []string{"NUXT_TELEMETRY_DISABLED", "1"}, "init", "relay")
	strapi := seventyninthCLI("create-strapi-app/bin/index.js", "", []string{"STRAPI_TELEMETRY_DISABLED", "true"}, "relay")
	redwood := seventyninthCLI("create-redwood-app/dist/create-redwood-app.js", "", []string{"REDWOOD_DISABLE_TELEMETRY", "1"})
	adonis := seventyninthCLI("create-adonisjs/build/bin/run.js", "", nil)

	const email = "ops@example.com"
	// drizzle-kit push: the table the schema names anew, then the table
	// it no longer names.
	table := func(highlighted int) *modes.Prompt {
		opts := []string{"+ relays create table", "~ hosts › relays rename table"}
		opts[highlighted] = ">" + opts[highlighted]
		return want(modes.Select, "Is relays table created or renamed from another table?", "", opts...)
	}
	dataLoss := func(highlighted int) *modes.Prompt {
		opts := []string{"No, abort", "Yes, I want to remove 1 table"}
		opts[highlighted] = ">" + opts[highlighted]
		return want(modes.Select, "Do you still want to push changes?", "", opts...)
	}
	toDataLoss := []step{wait("rename table"), enter("push changes?")}
	// create-quasar: what to build, then its folder, package name and
	// product name taken as they are, then its features.
	const features = "Pick features:"
	featureList := []string{
		"TypeScript",
		"Sass CSS preprocessor",
		"Linting & Formatting (oxlint + oxfmt or ESLint + Prettier) (recommended)",
		"Vue Router filename-based routing",
		"State Management (Pinia)",
		"Internationalization (vue-i18n)",
	}
	toFolder := []step{wait("AppExtension for Quasar CLI"), enter("Project folder:")}
	toPackage := steps(toFolder, enter("Package name:"))
	toProduct := steps(toPackage, enter("Project product name:"))
	toFeatures := steps(toProduct, enter(features))
	// nuxi init: the templates, minimal (recommended) highlighted.
	template := func(highlighted int) *modes.Prompt {
		opts := []string{"content – Content-driven website", "minimal – Minimal setup for Nuxt 4", "module – Nuxt module", "ui – App using Nuxt UI", "v5-nightly – Minimal setup for Nuxt 5 Nightly"}
		if highlighted == 1 {
			opts[1] = "minimal – Minimal setup for Nuxt 4 (recommended)"
		}
		opts[highlighted] = ">" + opts[highlighted]
		return want(modes.Select, "Which template would you like to use?", "", opts...)
	}
	// create-strapi-app's questions, each answered by Enter.
	toExample := []step{wait("default database"), enter("example structure")}
	toTypescript := steps(toExample, enter("Typescript?"))
	toInstall := steps(toTypescript, enter("Install dependencies"))
	toGit := steps(toInstall, enter("git repository?"))
	// create-redwood-app: its folder, its language, its git repo, its
	// first commit's message.
	language := func(highlighted int) *modes.Prompt {
		opts := []string{"TypeScript", "JavaScript"}
		opts[highlighted] = ">" + opts[highlighted]
		return want(modes.Select, "Select your preferred language", "", opts...)
	}
	toLanguage := []step{wait("Redwood app?"), enter("preferred language")}
	toRepo := steps(toLanguage, enter("git repo?"))
	// create-adonisjs: its folder, then its starter kit.
	kit := func(highlighted int) *modes.Prompt {
		opts := []string{
			"Slim Starter Kit A lean AdonisJS application with just the framework core",
			"Web Starter Kit Everything you need to build a server render app",
			"API Starter Kit AdonisJS app tailored for creating JSON APIs",
			"Inertia Starter Kit Inertia app with a frontend framework of your choice",
		}
		opts[highlighted] = ">" + opts[highlighted]
		return want(modes.Select, "Which starter kit would you like to use", "", opts...)
	}
	toKit := []step{wait("new project"), enter("starter kit")}
	return []corpusCase{
		// Expo's EAS CLI: eas login --no-browser's email or username,
		// then its password (also with eight stars typed).
		needs(ask("eas-login-email", "eas-cli", eas, want(modes.Text, "Email or username", ""), wait("Email or username")), node...),
		needs(ask("eas-login-password", "eas-cli", eas, want(modes.Password, "Password", ""), wait("Email or username"), typed(email, "Password")), node...),
		needs(ask("eas-login-password-typed", "eas-cli", eas, want(modes.Password, "Password", ""),
			wait("Email or username"), typed(email, "Password"), step{text: "hunter22", timeout: setSlow}, settle), node...),

		// Cloudflare's wrangler: wrangler d1 migrations apply --local's
		// y/n (Yes by default) under the table of migrations to apply.
		needs(ask("wrangler-d1-migrations-apply", "wrangler", wrangler, yesNo("About to apply 1 migration(s)…continue?", "yes"), wait("(Y/n)")), node...),

		// drizzle-kit push against a local SQLite file whose table the
		// schema renamed: whether relays is created or renamed (also
		// moved), then, created, whether to push the loss of hosts
		// (also moved).
		needs(ask("drizzle-kit-push-table", "drizzle-kit", drizzle, table(0), wait("rename table")), node...),
		needs(ask("drizzle-kit-push-table-moved", "drizzle-kit", drizzle, table(1), wait("rename table"), down, settle), node...),
		needs(ask("drizzle-kit-push-data-loss", "drizzle-kit", drizzle, dataLoss(0), toDataLoss...), node...),
		needs(ask("drizzle-kit-push-data-loss-moved", "drizzle-kit", drizzle, dataLoss(1), steps(toDataLoss, down, settle)...), node...),

		// create-quasar (npm init quasar): what to build, its project
		// folder, package name and product name (lines with defaults),
		// its features (a list of boxes, two ticked; also with
		// TypeScript ticked).
		needs(ask("create-quasar-build", "create-quasar", quasar,
			want(modes.Select, "What would you like to build?", "", ">App with Quasar CLI, let's go!", "AppExtension for Quasar CLI"), wait("AppExtension for Quasar CLI")), node...),
		needs(ask("create-quasar-folder", "create-quasar", quasar, want(modes.Text, "Project folder:", "quasar-project"), toFolder...), node...),
		needs(ask("create-quasar-package", "create-quasar", quasar, want(modes.Text, "Package name:", "quasar-project"), toPackage...), node...),
		needs(ask("create-quasar-product", "create-quasar", quasar,
			want(modes.Text, "Project product name: (must start with letter if building mobile apps)", "Quasar App"), toProduct...), node...),
		needs(ask("create-quasar-features", "create-quasar", quasar, ticks(features, 0, map[int]bool{1: true, 2: true}, featureList...), toFeatures...), node...),
		needs(ask("create-quasar-features-ticked", "create-quasar", quasar, ticks(features, 0, map[int]bool{0: true, 1: true, 2: true}, featureList...),
			steps(toFeatures, space, settle)...), node...),

		// nuxi init's templates (also moved).
		needs(ask("nuxi-init-template", "nuxi", nuxi, template(1), wait("Which template")), node...),
		needs(ask("nuxi-init-template-moved", "nuxi", nuxi, template(2), wait("Which template"), down, settle), node...),

		// create-strapi-app's y/n questions, under its error of not
		// reaching Strapi's servers: the default database (Yes), an
		// example structure (No), TypeScript, installing with npm and a
		// git repository (Yes).
		needs(ask("create-strapi-app-database", "create-strapi-app", strapi, yesNo("Do you want to use the default database (sqlite) ?", "yes"), wait("default database")), node...),
		needs(ask("create-strapi-app-example", "create-strapi-app", strapi, yesNo("Start with an example structure & data?", "no"), toExample...), node...),
		needs(ask("create-strapi-app-typescript", "create-strapi-app", strapi, yesNo("Start with Typescript?", "yes"), toTypescript...), node...),
		needs(ask("create-strapi-app-install", "create-strapi-app", strapi, yesNo("Install dependencies with npm?", "yes"), toInstall...), node...),
		needs(ask("create-strapi-app-git", "create-strapi-app", strapi, yesNo("Initialize a git repository?", "yes"), toGit...), node...),

		// create-redwood-app: where to create the app (a line with a
		// default), its language (also moved), a git repo (a switch
		// `no / Yes`, Yes on; also moved to no), the first commit's
		// message (a line with a default).
		needs(ask("create-redwood-app-folder", "create-redwood-app", redwood,
			want(modes.Text, "Where would you like to create your Redwood app?", "my-redwood-app"), wait("Redwood app?")), node...),
		needs(ask("create-redwood-app-language", "create-redwood-app", redwood, language(0), toLanguage...), node...),
		needs(ask("create-redwood-app-language-moved", "create-redwood-app", redwood, language(1), steps(toLanguage, down, settle)...), node...),
		needs(ask("create-redwood-app-git", "create-redwood-app", redwood,
			want(modes.Confirm, "Do you want to initialize a git repo?", "", "no", ">Yes"), toRepo...), node...),
		needs(ask("create-redwood-app-git-moved", "create-redwood-app", redwood,
			want(modes.Confirm, "Do you want to initialize a git repo?", "", ">no", "Yes"), steps(toRepo, step{keys: "<left>"}, settle)...), node...),
		needs(ask("create-redwood-app-commit", "create-redwood-app", redwood,
			want(modes.Text, "Enter a commit message", "Initial commit"), steps(toRepo, enter("commit message"))...), node...),

		// create-adonisjs: where to create the project (a line with a
		// default), its starter kit (also moved).
		needs(ask("create-adonisjs-folder", "create-adonisjs", adonis,
			want(modes.Text, "Where should we create your new project", "./my-adonisjs-app"), wait("new project")), node...),
		needs(ask("create-adonisjs-kit", "create-adonisjs", adonis, kit(0), toKit...), node...),
		needs(ask("create-adonisjs-kit-moved", "create-adonisjs", adonis, kit(1), steps(toKit, down, settle)...), node...),
	}
}

// TestModesSeventyninth drives the seventyninth set live to the labelled
// moment and, with -update, stores its screens, labels and facts for
// modes' TestSetsAccuracy/seventyninth. Whether the classifier reads them
// right is that test's measure, not a failure here.
func TestModesSeventyninth(t *testing.T) { captureSet(t, seventyninthDir, seventyninthSet()) }
