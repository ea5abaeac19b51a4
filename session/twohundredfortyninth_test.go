package session

import (
	"testing"

	"github.com/agentty/agentty/modes"
)

// twohundredfortyninthDir holds the twohundredfortyninth set (issue 44,
// two-hundred-and-forty-ninth round): live cases of setup wizards and
// interactive installers of languages, frameworks and infrastructure
// tools that cannot run here (no FPGA toolchain, no application server,
// no database kit, no Swift, no Rust platform's account, no host to
// guard), imitated by a fixture of its own (Debian's python3 and its
// standard library, the main screen, the terminal cooked and echoing, a
// secret read with echo off by termios; the one list moved by arrows read
// a key at a time with echo off and the cursor hidden), each printing
// what the tool prints from its documentation and published transcripts:
// Quartus Prime Lite's installer in its text mode (InstallBuilder's: its
// welcome and its license a page at a time over `Press [Enter] to
// continue:`, `Do you accept this license? [y/n]:`, the installation
// directory with its default in brackets, components asked `[Y/n]`, the
// ready page's `Do you want to continue? [Y/n]:`, its progress bar), IBM
// Installation Manager's console (packages numbered with boxes a number
// toggles, the license's accept and decline keyed A and D, a summary over
// its actions row, each with its default in brackets after `----->`),
// InterSystems IRIS's irisinstall (its instance's name, setup type and
// ports with defaults in angle brackets, numbered lists, the common
// password and the same again with echo off, a review of the options
// over `Confirm … installation <Yes>?`), the Vapor toolbox's `vapor new`
// (ConsoleKit's `y/n>` and a numbered list of databases over `>`),
// cargo-shuttle's `shuttle init` (dialoguer's colourful theme: a project
// name, a directory with its default, frameworks picked with arrows, a
// closing `(Y/n)`) and OSSEC HIDS's install.sh (its language over a line
// of codes with `[en]`, `-- Press ENTER to continue or Ctrl-C to abort.
// --`, its numbered questions: the kind of installation, where to install
// it `[/var/ossec]`, e-mail notification `(y/n) [y]`). Each is seen at
// its first question, with an answer typed but not entered, at later
// questions after answers, at a secret asked twice, at a summary's or a
// last page's confirm, and at work. None of them is named by any other
// test, table, fixture or doc of agentty. Each case's label says what a
// person reads on the screen, written from the imitations run by hand in
// tmux outside agentty at 80x24, and was committed before its screen was
// captured.
const twohundredfortyninthDir = "../testdata/modes-twohundredfortyninth"

// twohundredfortyninthScript runs the set's Python script, with Debian's
// python3, over a home holding notes.txt and long.txt.
var twohundredfortyninthScript = setFixtures("twohundredfortyninth").script

// twohundredfortyninthSet is the twohundredfortyninth set. Labels say
// what a person reads on the screen: a question is the words on the row
// the cursor waits on (or, where that row holds only the answers'
// notation, the row above it; for a list drawn under its question, the
// question's row), without its notation of answers, its default in
// brackets, or a numbering or bullet before it (`1- `, `3.1- `, ` - `);
// where no words ask, only a line of answers and a default, the question
// is empty.
func twohundredfortyninthSet() []corpusCase {
	ask, needs, wait, settle := askCase, needing, waitFor, settled
	py := pythonPath
	typed := func(s, expect string) step { return step{text: s, enter: true, expect: expect, timeout: setSlow} }
	typing := func(s string) step { return step{text: s, timeout: setSlow} }
	secret := func(s, expect string) step {
		return step{text: s, secret: true, enter: true, expect: expect, timeout: setSlow}
	}
	down := step{keys: "<down>"}
	// running is a case of a tool at work, printing, no question asked.
	running := func(name, program string, open opener, steps ...step) corpusCase {
		return corpusCase{name: name, program: program, open: open, steps: steps, mode: modes.Unknown, state: Running}
	}
	steps := func(first []step, more ...step) []step { return append(append([]step(nil), first...), more...) }
	like := func(tool string) opener {
		return twohundredfortyninthScript(py, "py/twohundredfortyninth_demo.py", tool)
	}
	quartus := like("quartus")
	imcl := like("imcl")
	iris := like("irisinstall")
	vapor := like("vapor")
	shuttle := like("shuttle")
	ossec := like("ossec")

	// quartus-like (Quartus Prime Lite Edition 23.1std's Linux
	// installer, `--mode text`): a rule of dashes over `Welcome to the
	// Quartus Prime Lite Edition 23.1std Setup Wizard.`, another over
	// `Please read the following License Agreement. …`, and `Press
	// [Enter] to continue:` (labelled Enter asked); Enter, the license's
	// first page (`INTEL END USER LICENSE AGREEMENT …` to its definitions)
	// over `Press [Enter] to continue:` again, a page of a pager asking
	// Enter; Enter, the rest over `Do you accept this license? [y/n]: `, a
	// yes/no with no default; y, `Installation directory` and `Please
	// specify the directory …` over `Installation directory
	// [/home/ada/intelFPGA_lite/23.1std]: ` (at first and with
	// /opt/quartus typed, not entered), a text question with the bracket
	// its default; entered, the four components a row each `[Y/n] :`,
	// `Is the selection above correct? [Y/n]: `, and the ready page's
	// `Do you want to continue? [Y/n]: `, a yes/no defaulting to yes;
	// Enter, `Please wait while Setup installs …` over ` Installing`, `
	// 0% ______________ 50% ______________ 100%` and a row of `#` growing
	// (running, no question).
	const pressEnterQ = "Press [Enter] to continue:"
	directory := want(modes.Text, "Installation directory:", "/home/ada/intelFPGA_lite/23.1std")
	toWelcome := []step{wait(pressEnterQ), settle}
	toPage := steps(toWelcome, typed("", "1. DEFINITIONS"), settle)
	toAccept := steps(toPage, typed("", "Do you accept this license?"), settle)
	toDirectory := steps(toAccept, typed("y", "Installation directory ["), settle)
	toContinue := steps(toDirectory, typed("", "Quartus Prime Lite Edition (Free) [Y/n]"), typed("", "Quartus Prime Help"),
		typed("", "Cyclone V"), typed("", "MAX 10"), typed("", "selection above correct?"),
		typed("", "Do you want to continue?"), settle)

	// imcl-like (IBM Installation Manager's console, `imcl -c`, installing
	// WebSphere Application Server): `=====> IBM Installation Manager>
	// Install` over `Select packages to install:` and three packages
	// numbered with empty boxes (`1. [ ] IBM WebSphere Application Server
	// Network Deployment 9.0.5.14` …), `O. Check for Other Versions, Fixes,
	// and Extensions`, `N. Next,      C. Cancel` and `-----> [N] ` (at
	// first and, 1 entered, redrawn with `1. [X]`), a multiselect of the
	// packages by their numbers, the default N; N, `… Install> Licenses`:
	// `Read the following license agreements carefully.` over the license
	// numbered 1, `A. [ ] I accept the terms in the license agreement`,
	// `D. [ ] I do not accept …`, `B. Back,      C. Cancel` and `-----> [C]
	// `, a choice of its keys, the default C; A, the same with `A. [X]` and
	// `N. Next` over `-----> [N] `; N, `… Licenses> Location> Features>
	// Summary`: the target location, translations and the packages to be
	// installed over `G. Generate an Installation Response File`, `B. Back,
	//      I. Install,      C. Cancel` and `-----> [I] `, a choice of its
	// keys, the default I, asked by no words.
	packages := []string{"IBM WebSphere Application Server Network Deployment 9.0.5.14",
		"IBM HTTP Server for WebSphere Application Server 9.0.5.14",
		"Web Server Plug-ins for IBM WebSphere Application Server 9.0.5.14"}
	pkgs := func(ticked bool) *modes.Prompt {
		box := "[ ] "
		if ticked {
			box = "[x] "
		}
		return want(modes.Multiselect, "Select packages to install:", "N",
			box+"1|"+packages[0], "[ ] 2|"+packages[1], "[ ] 3|"+packages[2])
	}
	toPackages := []step{wait("-----> [N]"), settle}
	toTicked := steps(toPackages, typed("1", "1. [X]"), settle)
	toLicenses := steps(toTicked, typed("N", "-----> [C]"), settle)
	toSummary := steps(toLicenses, typed("A", "A. [X]"), settle, typed("N", "-----> [I]"), settle)

	// irisinstall-like (InterSystems IRIS's irisinstall): `Your system
	// type is 'Ubuntu LTS (x64-64)'.` over `Enter instance name <IRIS>: `,
	// a text question, default IRIS; Enter, whether to create it `<Yes>?`,
	// `Directory: `, /usr/irissys, whether to create it `<Yes>?`, then
	// `Select installation type.` over three numbered types and `Setup
	// type <1>? `, a choice, default 1; 1, the security settings' list; 2,
	// the instance's owner; ada, `An InterSystems IRIS account will also
	// be created for user ada.` over `Please enter the common password for
	// accounts SuperUser, Admin, _SYSTEM, CSPSystem, and ada: ` (wrapped
	// over two rows, echo off), then `Please enter the common password
	// again: `, password prompts; entered, `Superserver port number <1972>:
	// `, a text question, default 1972; Enter, the web server's port;
	// Enter, `Please review the installation options:` and thirteen rows
	// of them between rules over `Confirm InterSystems IRIS installation
	// <Yes>? `, a yes/no defaulting to yes.
	toInstance := []step{wait("Enter instance name <IRIS>:"), settle}
	toSetupType := steps(toInstance, typed("", "instance 'IRIS' <Yes>?"), typed("", "Directory:"),
		typed("/usr/irissys", "create it <Yes>?"), typed("", "Setup type <1>?"), settle)
	toIRISPassword := steps(toSetupType, typed("1", "Initial Security settings <1>?"), typed("2", "owner of this instance?"),
		typed("ada", "common password for accounts"), settle)
	toIRISAgain := steps(toIRISPassword, secret("Sys-2024!", "common password again"), settle)
	toPort := steps(toIRISAgain, secret("Sys-2024!", "Superserver port number"), settle)
	toIRISConfirm := steps(toPort, typed("", "Webserver port number"), typed("", "Confirm InterSystems IRIS installation"), settle)

	// vapor-like (the Vapor toolbox's `vapor new relay`): `Cloning
	// template...`, `name: relay`, `Would you like to use Fluent (ORM)?
	// (--fluent/--no-fluent)` over a green `y/n` and `> `, a yes/no with no
	// default; y, `fluent: Yes` and `Which database would you like to use?
	// (--fluent.db)` over `1: Postgres (Recommended)`, `2: MySQL`, `3:
	// SQLite`, `4: Mongo` (the numbers cyan) and `> `, a choice by number,
	// no default; 1, `fluent.db: Postgres (Recommended)` and `Would you
	// like to use Leaf (templating)? (--leaf/--no-leaf)` over `y/n> `, a
	// yes/no.
	toFluent := []step{wait("y/n>"), settle}
	toDatabase := steps(toFluent, typed("y", "4: Mongo"), settle)
	toLeaf := steps(toDatabase, typed("1", "Leaf (templating)"), settle)

	// shuttle-like (cargo-shuttle's `shuttle init`, dialoguer's colourful
	// theme): `What do you want to name your project?` and where it will
	// be hosted over a yellow `?`, bold `Project name` and a grey `›`, a
	// text question with no default; relay-notes entered, the question
	// folded to a green `✔ Project name · relay-notes`, then `Where should
	// we create this project?` over `? Directory (./relay-notes) › `, a
	// text question, the default in grey parentheses; Enter, then `What
	// type of project template …` and a list of two, Enter on the first,
	// then `What framework do you want to use?` over `? Select template ›`
	// and eleven frameworks, `❯ Axum` cyan, the cursor hidden (at first
	// and moved down twice to Rocket), a select; Enter, `Creating project
	// …`, `✔ Created project files` and `? Claim the project name
	// "relay-notes" by starting a project container on Shuttle? (Y/n) › `
	// (wrapped over two rows), a yes/no defaulting to yes.
	frameworks := []string{"Axum", "Actix Web", "Rocket", "Loco", "Poem", "Salvo",
		"Serenity", "Poise", "Tower", "Warp", "No framework"}
	pick := func(highlighted int) *modes.Prompt {
		opts := append([]string(nil), frameworks...)
		opts[highlighted] = ">" + opts[highlighted]
		return want(modes.Select, "Select template", "", opts...)
	}
	toName := []step{wait("Project name"), settle}
	toDir := steps(toName, typed("relay-notes", "Directory ("), settle)
	toFramework := steps(toDir, typed("", "Browse our full library"), settle,
		step{keys: "<enter>", expect: "No framework", timeout: setSlow}, settle)
	toClaim := steps(toFramework, step{keys: "<enter>", expect: "Claim the project name", timeout: setSlow}, settle)

	// ossec-like (OSSEC HIDS v3.7.0's install.sh): fifteen rows `  ** For
	// installation in English, choose [en].` and its like in fourteen
	// other languages over `  (en/br/cn/de/el/es/fr/hu/it/jp/nl/pl/ru/sr/tr)
	// [en]: `, a choice of the codes, default en, asked by no words;
	// Enter, its banner and the system, user and host over `  -- Press
	// ENTER to continue or Ctrl-C to abort. --` (labelled Enter asked);
	// Enter, `1- What kind of installation do you want (server, agent,
	// local, hybrid or help)? ` (81 columns: the cursor waits at the start
	// of the next row), a choice of the five words; server, `  - Server
	// installation chosen.`, `2- Setting up the installation
	// environment.` over ` - Choose where to install the OSSEC HIDS
	// [/var/ossec]: `, a text question with the bracket its default;
	// Enter, `3- Configuring the OSSEC HIDS.` over `  3.1- Do you want
	// e-mail notification? (y/n) [y]: `, a yes/no defaulting to yes.
	toLanguage := []step{wait("[en]:"), settle}
	toPressEnter := steps(toLanguage, typed("", "Press ENTER to continue"), settle)
	toKind := steps(toPressEnter, typed("", "What kind of installation"), settle)
	toWhere := steps(toKind, typed("server", "Choose where to install"), settle)
	toEmail := steps(toWhere, typed("", "e-mail notification"), settle)
	return []corpusCase{
		needs(ask("quartus-like-welcome", "quartus-like", quartus, pressEnter(pressEnterQ), toWelcome...), py),
		needs(ask("quartus-like-license-page", "quartus-like", quartus, pressEnter(pressEnterQ), toPage...), py),
		needs(ask("quartus-like-accept", "quartus-like", quartus, yesNo("Do you accept this license?", ""), toAccept...), py),
		needs(ask("quartus-like-directory", "quartus-like", quartus, directory, toDirectory...), py),
		needs(ask("quartus-like-directory-typed", "quartus-like", quartus, directory, steps(toDirectory, typing("/opt/quartus"), settle)...), py),
		needs(ask("quartus-like-continue", "quartus-like", quartus, yesNo("Do you want to continue?", "yes"), toContinue...), py),
		needs(running("quartus-like-installing", "quartus-like", quartus, steps(toContinue, typed("", "Installing"))...), py),

		needs(ask("imcl-like-packages", "imcl-like", imcl, pkgs(false), toPackages...), py),
		needs(ask("imcl-like-packages-ticked", "imcl-like", imcl, pkgs(true), toTicked...), py),
		needs(ask("imcl-like-licenses", "imcl-like", imcl, want(modes.Choice, "Read the following license agreements carefully.", "C",
			"1|IBM WebSphere Application Server Network Deployment - License Agreement",
			"A|I accept the terms in the license agreement", "D|I do not accept the terms in the license agreement",
			"B|Back", "C|Cancel"), toLicenses...), py),
		needs(ask("imcl-like-summary", "imcl-like", imcl, want(modes.Choice, "", "I",
			"G|Generate an Installation Response File", "B|Back", "I|Install", "C|Cancel"), toSummary...), py),

		needs(ask("irisinstall-like-instance", "irisinstall-like", iris, want(modes.Text, "Enter instance name:", "IRIS"), toInstance...), py),
		needs(ask("irisinstall-like-setup-type", "irisinstall-like", iris, want(modes.Choice, "Setup type?", "1",
			"1|Development - Install InterSystems IRIS server and all language bindings",
			"2|Server only - Install InterSystems IRIS server", "3|Custom"), toSetupType...), py),
		needs(ask("irisinstall-like-password", "irisinstall-like", iris, want(modes.Password,
			"Please enter the common password for accounts SuperUser, Admin, _SYSTEM, CSPSystem, and ada:", ""), toIRISPassword...), py),
		needs(ask("irisinstall-like-password-again", "irisinstall-like", iris,
			want(modes.Password, "Please enter the common password again:", ""), toIRISAgain...), py),
		needs(ask("irisinstall-like-port", "irisinstall-like", iris, want(modes.Text, "Superserver port number:", "1972"), toPort...), py),
		needs(ask("irisinstall-like-confirm", "irisinstall-like", iris, yesNo("Confirm InterSystems IRIS installation?", "yes"), toIRISConfirm...), py),

		needs(ask("vapor-like-fluent", "vapor-like", vapor, yesNo("Would you like to use Fluent (ORM)?", ""), toFluent...), py),
		needs(ask("vapor-like-database", "vapor-like", vapor, want(modes.Choice, "Which database would you like to use?", "",
			"1|Postgres (Recommended)", "2|MySQL", "3|SQLite", "4|Mongo"), toDatabase...), py),
		needs(ask("vapor-like-leaf", "vapor-like", vapor, yesNo("Would you like to use Leaf (templating)?", ""), toLeaf...), py),

		needs(ask("shuttle-like-name", "shuttle-like", shuttle, want(modes.Text, "Project name", ""), toName...), py),
		needs(ask("shuttle-like-directory", "shuttle-like", shuttle, want(modes.Text, "Directory", "./relay-notes"), toDir...), py),
		needs(ask("shuttle-like-framework", "shuttle-like", shuttle, pick(0), toFramework...), py),
		needs(ask("shuttle-like-framework-moved", "shuttle-like", shuttle, pick(2), steps(toFramework, down, settle, down, settle)...), py),
		needs(ask("shuttle-like-claim", "shuttle-like", shuttle,
			yesNo(`Claim the project name "relay-notes" by starting a project container on Shuttle?`, "yes"), toClaim...), py),

		needs(ask("ossec-like-language", "ossec-like", ossec, want(modes.Choice, "", "en",
			"en|en", "br|br", "cn|cn", "de|de", "el|el", "es|es", "fr|fr", "hu|hu", "it|it", "jp|jp", "nl|nl", "pl|pl", "ru|ru", "sr|sr", "tr|tr"),
			toLanguage...), py),
		needs(ask("ossec-like-press-enter", "ossec-like", ossec, pressEnter("-- Press ENTER to continue or Ctrl-C to abort. --"), toPressEnter...), py),
		needs(ask("ossec-like-kind", "ossec-like", ossec, want(modes.Choice,
			"What kind of installation do you want (server, agent, local, hybrid or help)?", "",
			"server|server", "agent|agent", "local|local", "hybrid|hybrid", "help|help"), toKind...), py),
		needs(ask("ossec-like-where", "ossec-like", ossec, want(modes.Text, "Choose where to install the OSSEC HIDS:", "/var/ossec"), toWhere...), py),
		needs(ask("ossec-like-email", "ossec-like", ossec, yesNo("Do you want e-mail notification?", "yes"), toEmail...), py),
	}
}

// TestModesTwohundredfortyninth drives the twohundredfortyninth set live
// to the labelled moment and, with -update, stores its screens, labels
// and facts for modes' TestSetsAccuracy/twohundredfortyninth. Whether the
// classifier reads them right is that test's measure, not a failure
// here.
func TestModesTwohundredfortyninth(t *testing.T) {
	captureSet(t, twohundredfortyninthDir, twohundredfortyninthSet())
}
