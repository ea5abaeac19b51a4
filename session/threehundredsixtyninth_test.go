package session

import (
	"testing"

	"github.com/agentty/agentty/modes"
)

// threehundredsixtyninthDir holds the threehundredsixtyninth set (issue
// 44, three-hundred-and-sixty-ninth round): live cases of five
// JavaScript command-line tools from npm that Debian does not package (a
// release tool, a cloud's CLI, a database documentation CLI, a
// scaffolder and a database's installer), imitated by a fixture of its
// own (one script run by Debian's python3), each drawing what the tool
// and its prompt library draw at one of its moments: Pika's @pika/pack
// publishing (np's flow: the commits since the last tag, inquirer's list
// of semver increments with the new versions, `Other (specify)` asking a
// version validated under its line, a (y/N) confirm, listr's tasks with
// a spinner), Liara's CLI (`liara login`: a region list, an email, a
// password masked with `*`; `liara deploy`: an app list, a port with its
// default), Holistics' dbdocs (`dbdocs login`: a login method list, an
// email, an OTP code after ora's spinner; `dbdocs build`: a project name,
// the upload's spinner), Plasmic's create-plasmic-app (a project name
// with its default, an error under it, lists of language, framework and
// scheme, a project URL asked under two lines, npm's spinner) and
// HarperDB's installer (flatiron's prompt: cooked lines of a [KEY] and
// its description, defaults in parentheses, `error:` lines before one
// asked again, a hidden password, dev or prod). None of them, nor their
// makers, is named by any other test, table, fixture or doc of agentty:
// grepped with `git grep -il` before they were chosen were @pika/pack,
// pikapkg, fredkschott, pika (a word only inside pikaur), liara,
// liara-cloud, dbdocs, holistics, dbml, plasmic, plasmicapp,
// create-plasmic-app, harperdb and harper (and, found named and left,
// among others: release-it, np, bumpp, sindresorhus, shipjs,
// semantic-release, publish-please, version-bump-prompt, lerna,
// gh-release, firebase, netlify, heroku, amplify, serverless, sst,
// twilio, appwrite, surge, northflank, caprover, koyeb, zeabur, nhost,
// railway, vercel, cloudflare, drizzle, typeorm, knex, sequelize,
// mongosh, xata, convex, planetscale, neondatabase, upstash, kysely,
// mikro-orm, fauna, db-migrate, yeoman, degit, create-vue, create-remix,
// create-astro, expo, redwood, qwik, docusaurus, strapi, gatsby, quasar,
// ionic, nativescript, feathers, lb4, mastra, vuetify, vendure, saleor,
// wagmi, scaffold-eth, eslint, jest, playwright, storybook, npm-check,
// npm-check-updates, clasp, webdriverio, ghost and hubspot's hs as a
// word). Each case's label says what a person reads on the screen,
// written from the fixture run by hand in tmux outside agentty at 80x24,
// and was committed before its screen was captured.
const threehundredsixtyninthDir = "../testdata/modes-threehundredsixtyninth"

// threehundredsixtyninthTool runs one tool of the set's script with
// Debian's python3, over a home holding notes.txt and long.txt.
func threehundredsixtyninthTool(args ...string) opener {
	return setFixtures("threehundredsixtyninth").script(pythonPath, "py/threehundredsixtyninth_jsclis.py", args...)
}

// threehundredsixtyninthSet is the threehundredsixtyninth set. Labels
// say what a person reads on the screen: a question over a list with one
// entry pointed at is a select; a question with the cursor after it is a
// text question, its default where the line shows one (inquirer hides it
// once a key is typed), a password where what is typed shows as stars or
// not at all; a (y/N) or (yes/no) question a yes/no, its default the
// capital one; a question of two words to type, one of them the default,
// a choice; a spinner turning before a line of work, no question, a
// program at work.
func threehundredsixtyninthSet() []corpusCase {
	ask, needs, wait, settle := askCase, needing, waitFor, settled
	py := pythonPath
	typed := func(s, expect string) step { return step{text: s, enter: true, expect: expect, timeout: setSlow} }
	key := func(k string) step { return step{keys: k, timeout: setSlow} }
	enter := func(expect string) step { return step{keys: "<enter>", expect: expect, timeout: setSlow} }
	text := func(s string) step { return step{text: s, timeout: setSlow} }
	then := func(a []step, b ...step) []step { return append(append([]step{}, a...), b...) }
	running := func(name, program string, open opener, steps ...step) corpusCase {
		return corpusCase{name: name, program: program, open: open, steps: steps, mode: modes.Unknown, state: Running}
	}

	// pikapack-like (Pika's @pika/pack, `pack publish` in tally-lib, np's
	// flow with inquirer and listr): `Publish a new version of tally-lib
	// (current: 1.4.2)` over `Commits:` (four, each with its hash dim),
	// `Commit Range:` and `v1.4.2...master`, then `? Select semver
	// increment or specify new version (Use arrow keys)` over `❯ patch`
	// (cyan) and the six other increments, each with its new version
	// after a tab (1.4.3, 1.5.0, 2.0.0, 1.4.3-0, 1.5.0-0, 2.0.0-0,
	// 1.4.3-0), a dim rule and `Other (specify)`, the cursor hidden (a
	// select, patch pointed at); Down, minor pointed at, the hint gone
	// (the select); Up from patch to `Other (specify)` and Enter, `?
	// Version ` with 1.5 typed and Enter, `>> Please specify a valid
	// semver, for example, `1.2.3`. See https://semver.org` red under it,
	// the cursor after 1.5 (a text question, no default); minor and
	// Enter, `? Will bump from 1.4.2 to 1.5.0. Continue? (y/N) ` (a
	// yes/no, default no); y and Enter, listr's tasks: Prerequisite
	// check, Git and Cleanup ticked, a spinner before `Installing
	// dependencies using npm` over `→ npm WARN deprecated …` and four
	// tasks waiting (at work).
	pk := threehundredsixtyninthTool("pikapack")
	semver := "Select semver increment or specify new version"
	incs := []string{"patch 1.4.3", "minor 1.5.0", "major 2.0.0", "prepatch 1.4.3-0", "preminor 1.5.0-0",
		"premajor 2.0.0-0", "prerelease 1.4.3-0", "Other (specify)"}
	point := func(q string, at int, opts ...string) *modes.Prompt {
		o := append([]string{}, opts...)
		o[at] = ">" + o[at]
		return want(modes.Select, q, "", o...)
	}
	atIncs := []step{wait("Other (specify)"), settle}
	atBump := then(atIncs, key("<down>"), settle, enter("Continue?"), settle)

	// liara-like (Liara's CLI, oclif and inquirer): `liara login`, `?
	// Please select a region: (Use arrow keys)` over `❯ iran` (cyan) and
	// germany, the cursor hidden (a select, iran pointed at); Enter, `?
	// Please select a region: iran` over `? Enter your email: ` (a text
	// question); ada@example.com and Enter, `? Enter your password: ` with
	// hunter22 typed as ******** (a password). `liara deploy`, a spinner
	// `Loading...`, then `? Please select an app:` over shop-api,
	// shop-web, shop-admin and ledger-worker, after Down shop-web pointed
	// at (a select); Enter, `? Enter the port your app listens to:
	// (3000) ` (a text question, default 3000).
	login := threehundredsixtyninthTool("liara", "login")
	deploy := threehundredsixtyninthTool("liara", "deploy")
	atRegion := []step{wait("germany"), settle}
	atLiaraEmail := then(atRegion, enter("Enter your email:"), settle)
	atApp := []step{wait("ledger-worker"), settle, key("<down>"), settle}

	// dbdocs-like (Holistics' dbdocs, inquirer and ora): `dbdocs login`,
	// `? Choose a login method: (Use arrow keys)` over `❯ Email` and
	// GitHub (a select, Email pointed at); Enter, `? Your email: ` (a
	// text question); ada@example.com and Enter, a spinner, `✔ Request
	// email authentication` over `? Please input OTP code sent to the
	// email: ` (a text question). `dbdocs build database.dbml`, `✔
	// Parsing file content` over `? Project name: ` (a text question);
	// shop and Enter, a spinner before `Uploading data` (at work).
	dbLogin := threehundredsixtyninthTool("dbdocs", "login")
	dbBuild := threehundredsixtyninthTool("dbdocs", "build", "database.dbml")
	atMethod := []step{wait("GitHub"), settle}
	atDbEmail := then(atMethod, enter("Your email:"), settle)
	atProject := []step{wait("Project name:"), settle}

	// plasmic-like (Plasmic's create-plasmic-app, inquirer): `? What is
	// your project named? (my-app) ` (a text question, default my-app);
	// Promo Site typed and Enter, the line left with it and `>> Invalid
	// project name: name can no longer contain capital letters` red
	// under it, the default gone (a text question, no default shown);
	// promo-site, TypeScript, then `? What React framework do you want to
	// use?` over Next.js, Gatsby, Tanstack Start and React (powered by
	// Vite), after Down Gatsby pointed at (a select); Next.js, loader,
	// then `? If you don't have a project yet, create one by going to` /
	// `  https://studio.plasmic.app/starters .` / `What is the URL of your
	// project? ` (a text question); a project's URL and Enter,
	// create-next-app's lines (`Creating a new Next.js app in
	// /home/ada/promo-site.`, the dependencies listed) over npm's spinner
	// turning alone (at work).
	pl := threehundredsixtyninthTool("plasmic")
	plName := "What is your project named?"
	atName := []step{wait("project named?"), settle}
	atFramework := then(atName, typed("promo-site", "What language"), settle, enter("React framework"), settle)
	atURL := then(atFramework, enter("integrate Plasmic"), settle, enter("URL of your project"), settle)

	// harperdb-like (HarperDB's `harperdb install`, flatiron's prompt on
	// cooked lines): `HarperDB installer`, the Terms & Conditions' address
	// over `[TC_AGREEMENT] I Agree to the HarperDB Terms and Conditions.
	// (yes/no): ` (a yes/no of the words yes and no, no default); y and
	// Enter, `error:   Invalid input for TC_AGREEMENT` and `error:
	// Please enter yes or no` over the same line asked again (the same);
	// yes and Enter, `[ROOTPATH] Please enter the destination for
	// HarperDB (/home/ada/hdb): ` (a text question, default
	// /home/ada/hdb); Enter twice, `[HDB_ADMIN_PASSWORD] Please enter a
	// password for the administrative user: ` with s3cret-Pass typed and
	// not shown (a password); Enter, `[DEFAULTS_MODE] Default Config -
	// dev (easy access/debugging) or prod (security/performance)
	// (dev/prod) (dev): ` (a choice of dev and prod, default dev).
	hd := threehundredsixtyninthTool("harperdb", "install")
	agree := want(modes.Confirm, "[TC_AGREEMENT] I Agree to the HarperDB Terms and Conditions.", "", "yes|yes", "no|no")
	atAgree := []step{wait("(yes/no):"), settle}
	atRoot := then(atAgree, typed("yes", "ROOTPATH"), settle)
	atPassword := then(atRoot, enter("HDB_ADMIN_USERNAME"), settle, enter("HDB_ADMIN_PASSWORD"), settle,
		text("s3cret-Pass"), settle)

	return []corpusCase{
		// pikapack-like: the increments, moved, another version asked
		// and refused, the confirm, at work.
		needs(ask("pikapack-like", "pikapack-like", pk, point(semver, 0, incs...), atIncs...), py),
		needs(ask("pikapack-like-minor", "pikapack-like", pk, point(semver, 1, incs...), then(atIncs, key("<down>"), settle)...), py),
		needs(ask("pikapack-like-other", "pikapack-like", pk, want(modes.Text, "Version", ""),
			then(atIncs, key("<up>"), settle, enter("? Version"), settle, typed("1.5", "valid semver"), settle)...), py),
		needs(ask("pikapack-like-continue", "pikapack-like", pk, yesNo("Will bump from 1.4.2 to 1.5.0. Continue?", "no"), atBump...), py),
		needs(running("pikapack-like-publishing", "pikapack-like", pk, then(atBump, typed("y", "Installing dependencies"))...), py),

		// liara-like: the region, the email, the password, the app, the
		// port.
		needs(ask("liara-like", "liara-like", login, point("Please select a region:", 0, "iran", "germany"), atRegion...), py),
		needs(ask("liara-like-email", "liara-like", login, want(modes.Text, "Enter your email:", ""), atLiaraEmail...), py),
		needs(ask("liara-like-password", "liara-like", login, want(modes.Password, "Enter your password:", ""),
			then(atLiaraEmail, typed("ada@example.com", "password:"), settle, text("hunter22"), settle)...), py),
		needs(ask("liara-like-app", "liara-like", deploy,
			point("Please select an app:", 1, "shop-api", "shop-web", "shop-admin", "ledger-worker"), atApp...), py),
		needs(ask("liara-like-port", "liara-like", deploy, want(modes.Text, "Enter the port your app listens to:", "3000"),
			then(atApp, enter("listens to"), settle)...), py),

		// dbdocs-like: the login method, the email, the OTP code, the
		// project's name, at work.
		needs(ask("dbdocs-like", "dbdocs-like", dbLogin, point("Choose a login method:", 0, "Email", "GitHub"), atMethod...), py),
		needs(ask("dbdocs-like-email", "dbdocs-like", dbLogin, want(modes.Text, "Your email:", ""), atDbEmail...), py),
		needs(ask("dbdocs-like-otp", "dbdocs-like", dbLogin, want(modes.Text, "Please input OTP code sent to the email:", ""),
			then(atDbEmail, typed("ada@example.com", "OTP code"), settle)...), py),
		needs(ask("dbdocs-like-project", "dbdocs-like", dbBuild, want(modes.Text, "Project name:", ""), atProject...), py),
		needs(running("dbdocs-like-uploading", "dbdocs-like", dbBuild, then(atProject, typed("shop", "Uploading data"))...), py),

		// plasmic-like: the name, refused, the framework, the project's
		// URL, at work.
		needs(ask("plasmic-like", "plasmic-like", pl, want(modes.Text, plName, "my-app"), atName...), py),
		needs(ask("plasmic-like-bad-name", "plasmic-like", pl, want(modes.Text, plName, ""),
			then(atName, typed("Promo Site", "capital letters"), settle)...), py),
		needs(ask("plasmic-like-framework", "plasmic-like", pl,
			point("What React framework do you want to use?", 1, "Next.js", "Gatsby", "Tanstack Start", "React (powered by Vite)"),
			then(atFramework, key("<down>"), settle)...), py),
		needs(ask("plasmic-like-url", "plasmic-like", pl, want(modes.Text, "What is the URL of your project?", ""), atURL...), py),
		needs(running("plasmic-like-installing", "plasmic-like", pl,
			then(atURL, typed("https://studio.plasmic.app/projects/7KqPzW2rXmT9bJd4sVh1Nc", "Installing devDependencies"))...), py),

		// harperdb-like: the terms, asked again, the destination, the
		// password, the mode.
		needs(ask("harperdb-like", "harperdb-like", hd, agree, atAgree...), py),
		needs(ask("harperdb-like-again", "harperdb-like", hd, agree, then(atAgree, typed("y", "Please enter yes or no"), settle)...), py),
		needs(ask("harperdb-like-rootpath", "harperdb-like", hd,
			want(modes.Text, "[ROOTPATH] Please enter the destination for HarperDB", "/home/ada/hdb"), atRoot...), py),
		needs(ask("harperdb-like-password", "harperdb-like", hd,
			want(modes.Password, "[HDB_ADMIN_PASSWORD] Please enter a password for the administrative user:", ""), atPassword...), py),
		needs(ask("harperdb-like-mode", "harperdb-like", hd,
			want(modes.Choice, "[DEFAULTS_MODE] Default Config - dev (easy access/debugging) or prod (security/performance)", "dev", "dev", "prod"),
			then(atPassword, enter("DEFAULTS_MODE"), settle)...), py),
	}
}

// TestModesThreehundredsixtyninth drives the threehundredsixtyninth set
// live to the labelled moment and, with -update, stores its screens,
// labels and facts for modes' TestSetsAccuracy/threehundredsixtyninth.
// Whether the classifier reads them right is that test's measure, not a
// failure here.
func TestModesThreehundredsixtyninth(t *testing.T) {
	captureSet(t, threehundredsixtyninthDir, threehundredsixtyninthSet())
}
