package session

import (
	"path/filepath"
	"testing"

	"github.com/agentty/agentty/modes"
)

// threehundredseventyfifthDir holds the threehundredseventyfifth set
// (issue 44, three-hundred-and-seventy-fifth round): live cases of project
// generators and a package manager's publishing that Debian does not
// package, imitated by a fixture of its own (one script run by Debian's
// python3), each drawing what the real program draws at one of its
// moments: friendlyanon's cmake-init (cooked lines under a header each,
// the default in parentheses, choices as bracketed letters, `Invalid
// value, try again` before asking again), kowainik's Summoner (a question
// on its own line, the default bold in brackets, `[y]/n`, the answer read
// after a blue `  ->   ` under it, the licenses listed before `License:
// [MIT]/BSD-2-Clause/…`), DDEV (`ddev config`'s cooked lines with their
// defaults in parentheses, its project types in brackets, `ddev start`'s
// `Permission to beam up? [Y/n] (yes):` and docker compose pulling its
// images), go-kratos' kratos (`kratos new`: survey's input and confirm in
// raw mode, its help, its error over a bad answer, git cloning the layout
// repository) and hexpm's Hex (`mix hex.publish package`: the package's
// metadata, `[Yn]` questions, `Username:`, passwords whose line is wiped
// from stderr every millisecond, the upload's bar). None of them, nor
// their makers, is named by any other test, table, fixture or doc of
// agentty: grepped with `git grep -il` before they were chosen were
// cmake-init, friendlyanon, summoner, summon, kowainik, colourista,
// ddev (only inside addEventListener), drud, rfay, randy fay, kratos,
// go-kratos, bilibili, hexpm, hex.pm, ericmj, meadows and mix hex (hex
// stands as a word only for hexadecimal and hex editors, mix for other
// sets' mix tasks; found named and left, among others: yeoman, giter8,
// sbt, elm-lang, phoenix, phx.new, jhipster, vue, hatch, pdm, maturin,
// pyo3, rebar3, ember, nestjs, strapi, hexo, ignite, jbang, quarkus,
// spring, sails, loopback, feathers, adonis, sanity, meteor, gatsby,
// docusaurus, lerna, nx, degit, hygen, dart, stencil, ionic, expo,
// briefcase, beeware, dbt, kedro, open-wc, lektor, mitsuhiko, lando,
// shuttle, pulumi, reflex, firebase, angular, wp-cli, laravel, aurelia,
// nimble, ghcup, prefect, zappa, jfrog, netlify, flyctl, railway, convex,
// heroku, gitea, serverless, contentful, shopify, fastlane, nativescript,
// quasar, storybook, eslint, playwright, webdriverio, turborepo, slidev,
// capacitor, rye, astral, spack, cloudsmith, anaconda, plone and
// elixir). Each case's label says what a person reads on the screen,
// written from the fixture run by hand in tmux outside agentty at 80x24,
// and was committed before its screen was captured.
const threehundredseventyfifthDir = "../testdata/modes-threehundredseventyfifth"

// threehundredseventyfifthTool runs one tool of the set's script with
// Debian's python3 over a home holding notes.txt and long.txt, prepared
// further by the shell line prep where it is given, in the folder sub of
// that home where it is given (the home itself otherwise).
func threehundredseventyfifthTool(prep, sub string, args ...string) opener {
	d := setFixtures("threehundredseventyfifth")
	return func(t *testing.T, f *fixtures) Options {
		s, err := filepath.Abs(filepath.Join(d.dir(), "py/threehundredseventyfifth_scaffolds.py"))
		if err != nil {
			t.Fatal(err)
		}
		p := notes
		if prep != "" {
			p = shPrep(prep)
		}
		o := unseenHome(p, append([]string{pythonPath, s}, args...)...)(t, f)
		if sub != "" {
			o.Cwd = filepath.Join(o.Cwd, sub)
			o.Env["PWD"] = o.Cwd
		}
		return o
	}
}

// threehundredseventyfifthSet is the threehundredseventyfifth set. Labels
// say what a person reads on the screen: a line asking, the cursor after
// it or on the row under it, is a question (a name, a version, an owner
// or a folder typed is a text; values or bracketed letters listed to pick
// from a choice; y and n a yes/no; a password a password), its default
// where the program marks one (in parentheses, in brackets, a capital
// letter, a header saying what it defaults to); an error over a question
// asked again is the same question; a program pulling images, cloning a
// repository or uploading with its progress and no question is at work.
func threehundredseventyfifthSet() []corpusCase {
	ask, needs, wait, settle := askCase, needing, waitFor, settled
	py := pythonPath
	typed := func(s, expect string) step { return step{text: s, enter: true, expect: expect, timeout: setSlow} }
	secret := func(s, expect string) step {
		return step{text: s, enter: true, secret: true, expect: expect, timeout: setSlow}
	}
	then := func(a []step, b ...step) []step { return append(append([]step{}, a...), b...) }
	running := func(name, program string, open opener, steps ...step) corpusCase {
		return corpusCase{name: name, program: program, open: open, steps: steps, mode: modes.Unknown, state: Running}
	}

	// cmake-init-like (friendlyanon's cmake-init 0.41, `cmake-init ledger`,
	// cooked lines read by input()): `cmake-init is going to generate a
	// C++ project` over `Use only characters matching the [0-9a-zA-Z-_]
	// pattern` and `Project name (ledger): ` (a text, default ledger);
	// Enter, the Semantic Versioning header over `Project version (0.1.0):
	// `, v2 typed, `Invalid value, try again` over it asked again (a text,
	// default 0.1.0); 1.0.0, `Short description: `, `Homepage URL
	// (https://example.com/): `, then `C++ standard to use. Defaults to
	// 17.` over `C++ standard (11/14/17/20): ` (a choice of 11, 14, 17 and
	// 20, default 17); 20, four rows on the target's type over `Target
	// type ([E]xecutable or [h]eader-only or [s]tatic/shared): ` (a choice,
	// default E); s, n to clang-tidy and to cppcheck, then the header on
	// Conan and vcpkg over `Package manager to use ([N]one/[c]onan/[v]cpkg):
	// ` (a choice, default N).
	ci := threehundredseventyfifthTool("", "", "cmake-init", "ledger")
	atProject := []step{wait("Project name (ledger):"), settle}
	atBadVersion := then(atProject, typed("", "Project version"), typed("v2", "Invalid value"), settle)
	atStandard := then(atBadVersion, typed("1.0.0", "Short description"), typed("Double-entry bookkeeping", "Homepage URL"),
		typed("", "C++ standard to use"), settle)
	atType := then(atStandard, typed("20", "Type of the target"), settle)
	atManager := then(atType, typed("s", "clang-tidy locally"), typed("n", "cppcheck locally"), typed("n", "Choosing Conan"), settle)

	// summoner-like (kowainik's Summoner, `summon new ledger` where a
	// folder ledger is, no ~/.summoner.toml): two yellow `  ⚠ ` lines,
	// `Default config …/.summoner.toml file is missing.` and `Project with
	// this name is already exist. Please choose another one`, over
	// `Project name: ` and the blue `  ->   ` under it, the cursor after
	// it (a text, no default); ledger-core, `Add cabal? [y]/n` over the
	// arrow (a yes/no, default yes); y, `  Cabal will be added to the
	// project`, `Add stack? [y]/n`, n, `  Stack won't be added to the
	// project`, `Repository owner:  [kowainik]` over the arrow (a text,
	// default kowainik); Enter, the description, author and e-mail, the
	// categories listed, Data, then `List of licenses to choose from:`,
	// twelve `  * MIT: MIT license` … `  * NONE: …` and `License:  [MIT]/
	// BSD-2-Clause/BSD-3-Clause/GPL-2.0-only/GPL-3.0-only/LGPL-2.1-only/
	// LGPL-3.0-only/AGPL-3.0-only/Apache-2.0/MPL-2.0/ISC/NONE` over the
	// arrow (a choice of the twelve, default MIT); GPL, a red `  🛑 This
	// wasn't a valid choice.` over it asked again (the same).
	sm := threehundredseventyfifthTool("mkdir ledger", "", "summoner", "new", "ledger")
	licenses := []string{"MIT", "BSD-2-Clause", "BSD-3-Clause", "GPL-2.0-only", "GPL-3.0-only", "LGPL-2.1-only",
		"LGPL-3.0-only", "AGPL-3.0-only", "Apache-2.0", "MPL-2.0", "ISC", "NONE"}
	license := want(modes.Choice, "License:", "MIT", licenses...)
	atRename := []step{wait("Project name:"), settle}
	atCabal := then(atRename, typed("ledger-core", "Add cabal?"), settle)
	atOwner := then(atCabal, typed("y", "Add stack?"), typed("n", "Repository owner"), settle)
	atLicense := then(atOwner, typed("", "Short project description"), typed("Double-entry bookkeeping", "Author:"),
		typed("Ada Lovelace", "Maintainer e-mail"), typed("ada@example.com", "List of categories"),
		typed("Data", "List of licenses"), settle)

	// ddev-like (DDEV, in ~/ledger holding public/index.php): `ddev
	// config`, two green lines `Creating a new DDEV project config in the
	// current directory (…/ledger)` and `Once completed, your
	// configuration will be written to …/ledger/.ddev/config.yaml` over
	// `Project name (ledger): ` (a text, default ledger); Enter, the
	// docroot explained in five rows over `Docroot Location (public): `
	// (a text, default public); Enter, a green `Found a php codebase at
	// …/ledger/public.` over `Project Type [asterios, backdrop, …,
	// wordpress, wp-bedrock] (php): `, the 26 types wrapped over four rows
	// (a choice of them, default php). `ddev start`: `Network
	// ddev_default created` over `It looks like you have a new DDEV
	// release.`, `May we send anonymous DDEV usage statistics and
	// errors?`, the diagnostics page and `Permission to beam up? [Y/n]
	// (yes): ` (a yes/no, default yes); Enter, `Starting ledger...` over
	// docker compose's `[+] Pulling 3/9`, the web image's bar and each
	// layer `Downloading [====>   ]`, `Waiting` or `Pull complete`,
	// redrawn (at work).
	ddevConfig := threehundredseventyfifthTool("mkdir -p ledger/public && echo '<?php echo \"ledger\";' > ledger/public/index.php",
		"ledger", "ddev", "config")
	ddevStart := threehundredseventyfifthTool("mkdir -p ledger/public && echo '<?php echo \"ledger\";' > ledger/public/index.php",
		"ledger", "ddev", "start")
	types := []string{"asterios", "backdrop", "cakephp", "codeigniter", "craftcms", "drupal6", "drupal7", "drupal8",
		"drupal9", "drupal10", "drupal11", "drupal12", "generic", "joomla", "laravel", "magento", "magento2", "maho",
		"modx", "php", "shopware6", "silverstripe", "symfony", "typo3", "wordpress", "wp-bedrock"}
	atDdevName := []step{wait("Project name (ledger):"), settle}
	atDocroot := then(atDdevName, typed("", "Docroot Location"), settle)
	atBeam := []step{wait("Permission to beam up?"), settle}

	// kratos-like (go-kratos' kratos, survey prompts in raw mode): `kratos
	// new`, `? What is project name ? [? for help] ` (? green, the
	// question bold, the hint cyan; a text, no default); ? and Enter, the
	// cyan help `? Created project name.` over `? What is project name ? `
	// (the same). `kratos new ledger` where a folder ledger is: `🚫 ledger
	// already exists` over `? 📂 Do you want to override the folder ? [?
	// for help] (y/N) ` (a yes/no, default no); maybe, a red `X Sorry,
	// your reply was invalid: "maybe" is not a valid answer, please try
	// again.` over it asked again (the same); y, `? 📂 Do you want to
	// override the folder ? Yes`, `🚀 Creating service ledger, layout repo
	// is https://github.com/go-kratos/kratos-layout.git, please wait a
	// moment.` and git's `Cloning into …`, `remote: Enumerating objects`,
	// `Counting objects`, `Compressing objects` and `Receiving objects:
	// 37% (548/1486), …` counting (at work).
	kn := threehundredseventyfifthTool("", "", "kratos", "new")
	knLedger := threehundredseventyfifthTool("mkdir ledger", "", "kratos", "new", "ledger")
	nameQ := want(modes.Text, "What is project name ?", "")
	override := yesNo("📂 Do you want to override the folder ?", "no")
	atKratos := []step{wait("What is project name"), settle}
	atOverride := []step{wait("override the folder"), settle}

	// hex-like (hexpm's Hex 2.2, `mix hex.publish package` in ~/ledger, no
	// key yet): `Building ledger 0.1.0` and the package's dependencies,
	// app, name, files, version, build tools, description, licenses,
	// links and Elixir, `Before publishing, please read the Code of
	// Conduct: …`, `Publishing package to public repository hexpm.` (public
	// bold) and `No authenticated user found. Do you want to authenticate
	// now? [Yn] ` (a yes/no, default yes); Enter, `Username: `, ada,
	// `Account password: `, the line wiped and drawn again from stderr
	// every millisecond, so what is typed vanishes (a password); hunter22,
	// `Generating keys...` and `You have authenticated on Hex using your
	// account password. However, Hex requires you to have a local
	// password that applies only to this machine for security purposes.
	// Please enter it.` over `Local password: ` (a password); it and its
	// confirmation, an empty row and `Proceed? [Yn] ` (a yes/no, default
	// yes); Enter, `Local password: ` again, it, `Publishing package...`
	// and the bar `[###                      ] 12%` growing (at work).
	hx := threehundredseventyfifthTool("mkdir ledger", "ledger", "hex")
	atAuth := []step{wait("authenticate now?"), settle}
	atAccount := then(atAuth, typed("", "Username:"), typed("ada", "Account password:"))
	atLocal := then(atAccount, secret("hunter22", "Local password:"))
	atProceed := then(atLocal, secret("ledger-local-1", "Local password (confirm)"), secret("ledger-local-1", "Proceed?"), settle)

	return []corpusCase{
		// cmake-init-like: the name, a version refused, the standard,
		// the target's type, the package manager.
		needs(ask("cmake-init-like", "cmake-init-like", ci, want(modes.Text, "Project name", "ledger"), atProject...), py),
		needs(ask("cmake-init-like-bad-version", "cmake-init-like", ci, want(modes.Text, "Project version", "0.1.0"), atBadVersion...), py),
		needs(ask("cmake-init-like-standard", "cmake-init-like", ci, want(modes.Choice, "C++ standard", "17", "11", "14", "17", "20"),
			atStandard...), py),
		needs(ask("cmake-init-like-type", "cmake-init-like", ci,
			want(modes.Choice, "Target type", "E", "E|Executable", "h|header-only", "s|static/shared"), atType...), py),
		needs(ask("cmake-init-like-package-manager", "cmake-init-like", ci,
			want(modes.Choice, "Package manager to use", "N", "N|None", "c|conan", "v|vcpkg"), atManager...), py),

		// summoner-like: another name, cabal, the owner, the license,
		// a license refused.
		needs(ask("summoner-like", "summoner-like", sm, want(modes.Text, "Project name:", ""), atRename...), py),
		needs(ask("summoner-like-cabal", "summoner-like", sm, yesNo("Add cabal?", "yes"), atCabal...), py),
		needs(ask("summoner-like-owner", "summoner-like", sm, want(modes.Text, "Repository owner:", "kowainik"), atOwner...), py),
		needs(ask("summoner-like-license", "summoner-like", sm, license, atLicense...), py),
		needs(ask("summoner-like-bad-license", "summoner-like", sm, license,
			then(atLicense, typed("GPL", "wasn't a valid choice"), settle)...), py),

		// ddev-like: the name, the docroot, the type, the statistics'
		// question, pulling.
		needs(ask("ddev-like", "ddev-like", ddevConfig, want(modes.Text, "Project name", "ledger"), atDdevName...), py),
		needs(ask("ddev-like-docroot", "ddev-like", ddevConfig, want(modes.Text, "Docroot Location", "public"), atDocroot...), py),
		needs(ask("ddev-like-type", "ddev-like", ddevConfig, want(modes.Choice, "Project Type", "php", types...),
			then(atDocroot, typed("", "Project Type"), settle)...), py),
		needs(ask("ddev-like-beam-up", "ddev-like", ddevStart, yesNo("Permission to beam up?", "yes"), atBeam...), py),
		needs(running("ddev-like-pulling", "ddev-like", ddevStart, then(atBeam, typed("", "Downloading"))...), py),

		// kratos-like: the name, its help, override, a bad answer,
		// cloning.
		needs(ask("kratos-like", "kratos-like", kn, nameQ, atKratos...), py),
		needs(ask("kratos-like-help", "kratos-like", kn, nameQ, then(atKratos, typed("?", "Created project name."), settle)...), py),
		needs(ask("kratos-like-override", "kratos-like", knLedger, override, atOverride...), py),
		needs(ask("kratos-like-invalid", "kratos-like", knLedger, override,
			then(atOverride, typed("maybe", "not a valid answer"), settle)...), py),
		needs(running("kratos-like-cloning", "kratos-like", knLedger, then(atOverride, typed("y", "Receiving objects"))...), py),

		// hex-like: to authenticate, the account's password, the local
		// password, proceed, uploading.
		needs(ask("hex-like", "hex-like", hx,
			yesNo("No authenticated user found. Do you want to authenticate now?", "yes"), atAuth...), py),
		needs(ask("hex-like-password", "hex-like", hx, want(modes.Password, "Account password:", ""), atAccount...), py),
		needs(ask("hex-like-local", "hex-like", hx, want(modes.Password, "Local password:", ""), atLocal...), py),
		needs(ask("hex-like-proceed", "hex-like", hx, yesNo("Proceed?", "yes"), atProceed...), py),
		needs(running("hex-like-publishing", "hex-like", hx,
			then(atProceed, typed("", "Local password:"), secret("ledger-local-1", "Publishing package"), wait("%"))...), py),
	}
}

// TestModesThreehundredseventyfifth drives the threehundredseventyfifth
// set live to the labelled moment and, with -update, stores its screens,
// labels and facts for modes' TestSetsAccuracy/threehundredseventyfifth.
// Whether the classifier reads them right is that test's measure, not a
// failure here.
func TestModesThreehundredseventyfifth(t *testing.T) {
	captureSet(t, threehundredseventyfifthDir, threehundredseventyfifthSet())
}
