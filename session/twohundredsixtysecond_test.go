package session

import (
	"testing"

	"github.com/agentty/agentty/modes"
)

// twohundredsixtysecondDir holds the two-hundred-and-sixty-second set
// (issue 44, two-hundred-and-sixty-second round): live cases of project
// generators, a toolchain installer and services' first-run tools that
// cannot run here (no BeeWare toolchain, no Node skeleton tool, no Arm
// tools, no hosting panel, no identity server, no Matrix homeserver),
// imitated by a Python script of the set's own
// (testdata/twohundredsixtysecond/py, run by Debian's python3 and its
// standard library), each printing on the main screen what the tool
// prints at its interactive moments: its words, layout, defaults and
// colours, from its documentation, source and published transcripts.
// Most read a line at a time with the terminal cooked (secrets with echo
// off, as getpass and `read -s` do); the EULA's pager and the one list
// moved by arrows read a key at a time with echo off. BeeWare's
// `briefcase new` (rich's section rules, `Formal Name [Hello World]: `,
// numbered licenses and GUI toolkits over `GUI Framework [1]: `),
// Aurelia's `npx makes aurelia` (the prompts library's look: a text with
// its default grey, lists moved by arrows), Arm Development Studio's
// installer (`Press Enter to display the EULA...`, the EULA paged by
// more, `[y/n]` questions, `[default: …]`), CyberPanel's cyberpanel.sh
// (menus numbered a blank row apart over `Please enter the number[1-2]:
// `, `[Y/n]`, `[d]fault, [r]andom or [s]et password`, the password and
// its confirm), Keycloak's `kc.sh bootstrap-admin user` (`Enter username
// [temp-admin]:`, passwords, then its log at work) and Synapse's
// register_new_matrix_user (`New user localpart [ada]: `, passwords,
// `Make admin [no]: `). None of them is named by any other test, table,
// fixture or doc of agentty, each name grepped unnamed before it was
// chosen. Each case's label says what a person reads on the screen,
// written from the script run by hand in tmux outside agentty at 80x24,
// and was committed before its screen was captured.
const twohundredsixtysecondDir = "../testdata/modes-twohundredsixtysecond"

// twohundredsixtysecondScript runs the set's Python script, with
// Debian's python3, over a home holding notes.txt and long.txt.
var twohundredsixtysecondScript = setFixtures("twohundredsixtysecond").script

// twohundredsixtysecondSet is the two-hundred-and-sixty-second set.
// Labels say what a person reads on the screen: a question is the words
// on the row the cursor waits on, without its notation of answers or its
// default in brackets (where that row holds the answers' keys alone, the
// sentence asking above it; for a list drawn under its question, the
// question's row).
func twohundredsixtysecondSet() []corpusCase {
	ask, needs, wait, settle := askCase, needing, waitFor, settled
	py := pythonPath
	typed := func(s, expect string) step { return step{text: s, enter: true, expect: expect, timeout: setSlow} }
	typing := func(s string) step { return step{text: s, timeout: setSlow} }
	secret := func(s, expect string) step {
		return step{text: s, secret: true, enter: true, expect: expect, timeout: setSlow}
	}
	key := func(k, expect string) step { return step{keys: k, expect: expect, timeout: setSlow} }
	down := step{keys: "<down>"}
	// running is a case of a tool at work, printing, no question asked.
	running := func(name, program string, open opener, steps ...step) corpusCase {
		return corpusCase{name: name, program: program, open: open, steps: steps, mode: modes.Unknown, state: Running}
	}
	steps := func(first []step, more ...step) []step { return append(append([]step(nil), first...), more...) }
	like := func(tool string) opener {
		return twohundredsixtysecondScript(py, "py/twohundredsixtysecond_demo.py", tool)
	}
	briefcase, aurelia, armds := like("briefcase"), like("aurelia"), like("armds")
	cyberpanel, keycloak, synapse := like("cyberpanel"), like("keycloak"), like("synapse")

	// briefcase-like (`briefcase new`): `Let's build a new Briefcase
	// app!` in bold, a bold rule `-- Formal Name ----…`, three paragraphs
	// saying what the formal name is, then `Formal Name [Hello World]: `,
	// the cursor after it (at first, and with `Relay Notes` typed, not
	// entered): a text question, the bracket its default; entered, the
	// App Name, Bundle Identifier, Project Name, Description, Author,
	// Author's Email and Application URL asked alike (each Enter), then
	// seven numbered licenses over `Project License [1]: ` (Enter), then
	// `-- GUI Framework ---…`, `What GUI toolkit do you want to use for
	// this project?` and five numbered toolkits (`  1) Toga`, `  2)
	// PySide6 (does not support iOS/Android/Web deployment)` …) over `GUI
	// Framework [1]: `: a choice by number, default 1, the licenses' list
	// still on the screen above it.
	formal := want(modes.Text, "Formal Name:", "Hello World")
	toFormal := []step{wait("Formal Name [Hello World]:"), settle}
	toGUI := steps(toFormal, typed("Relay Notes", "App Name [relaynotes]:"), typed("", "Bundle Identifier ["),
		typed("", "Project Name ["), typed("", "Description ["), typed("", "Author ["), typed("", "Author's Email ["),
		typed("", "Application URL ["), typed("", "Project License [1]:"), typed("", "GUI Framework [1]:"), settle)
	const unsupported = " (does not support iOS/Android/Web deployment)"
	gui := want(modes.Choice, "GUI Framework:", "1", "1|Toga", "2|PySide6"+unsupported, "3|Pygame"+unsupported,
		"4|Console"+unsupported, "5|None")

	// aurelia-like (`npx makes aurelia`): `Makes 3.1.2` and its address,
	// `Using skeleton: aurelia/new`, then a green `?`, `Please name this
	// new project:` bold, a grey `›` and the default `aurelia-app` grey,
	// the cursor at its start: a text question, that its default; Enter,
	// the answer folded to `✔ … … aurelia-app` and `? Would you like to
	// use the default setup or customize your choices? › - Use
	// arrow-keys. Return to submit.` (wrapped over two rows) over three
	// setups, `❯` and the current one cyan and underlined with its
	// description grey after it, the cursor hidden (at first on `Default
	// ESNext Aurelia 2 App`, and moved down once to the TypeScript one): a
	// select; Enter on the first, `Project skeleton written to
	// ./aurelia-app` and `? Do you want to install npm dependencies now?`
	// over `No`, `Yes, use npm`, `Yes, use yarn`, `Yes, use pnpm`, the
	// first pointed: a select.
	const setupQ = "Would you like to use the default setup or customize your choices?"
	setups := []string{"Default ESNext Aurelia 2 App", "Default TypeScript Aurelia 2 App", "Custom Aurelia 2 App"}
	setup := func(highlighted int) *modes.Prompt {
		o := append([]string(nil), setups...)
		o[highlighted] = ">" + o[highlighted]
		return want(modes.Select, setupQ, "", o...)
	}
	toName := []step{wait("Please name this new project:"), settle}
	toSetup := steps(toName, key("<enter>", "Default ESNext"), settle)
	toInstall := steps(toSetup, key("<enter>", "install npm dependencies"), settle)

	// armds-like (Arm Development Studio 2024.0's installer): its welcome
	// and `Please read the following End User License Agreement (EULA).
	// …` over `Press Enter to display the EULA...`, the cursor after it:
	// Enter asked; Enter, the EULA's first page (its title, the licence's
	// preamble, definitions and grants) over a reversed `--More--(30%)`,
	// the terminal raw: a pager; q, `Do you agree to the above terms and
	// conditions? [y/n]: ` under the page: a yes/no with no default; y,
	// `Where would you like to install to? [default:
	// /opt/arm/developmentstudio-2024.0]: ` (81 columns: its colon wraps
	// to the next row, the cursor after it): a text question, the
	// bracket's path its default; Enter, `Installing to '…'`, `Unpacking...
	// done` and `Do you want to run the post install setup scripts? [y/n]:
	// `: a yes/no with no default.
	toEULA := []step{wait("Press Enter to display the EULA"), settle}
	toPage := steps(toEULA, typed("", "--More--"), settle)
	toAgree := steps(toPage, key("q", "Do you agree to the above terms"), settle)
	toDir := steps(toAgree, typed("y", "Where would you like to install to?"), settle)
	toPost := steps(toDir, typed("", "post install setup scripts"), settle)

	// cyberpanel-like (cyberpanel.sh): `CyberPanel Installer v2.3.8` over
	// `1. Install CyberPanel.` and `2. Exit.` a blank row apart and
	// `Please enter the number[1-2]: `: a choice by number, no default; 1,
	// the RAM and disk checks over three editions and `[1-3]`; 1, `Install
	// Full service for CyberPanel? This will include PowerDNS, Postfix and
	// Pure-FTPd.` (wrapped) over `Full installation [Y/n]: `: a yes/no
	// defaulting to yes; Enter, `Remote MySQL [y/N]: `; Enter, the version
	// (Enter); then `Please choose to use default admin password 1234567,
	// randomly generate one (recommended) or specify the admin password?`
	// (wrapped, the password and `(recommended)` red) over `Choose
	// [d]fault, [r]andom or [s]et password: [d/r/s] `: a choice of d, r
	// and s, no default; s, `Please enter your password:` with echo off,
	// then `Confirm password:` with echo off: password prompts.
	const adminQ = "Please choose to use default admin password 1234567, randomly generate one (recommended) or specify the admin password?"
	toMenu := []step{wait("Please enter the number[1-2]:"), settle}
	toFull := steps(toMenu, typed("1", "number[1-3]"), typed("1", "Full installation [Y/n]"), settle)
	toAdmin := steps(toFull, typed("", "Remote MySQL"), typed("", "Press Enter key to continue"), typed("", "[d/r/s]"), settle)
	toPanelPassword := steps(toAdmin, typed("s", "Please enter your password:"), settle)
	toPanelConfirm := steps(toPanelPassword, secret("Cyber-2026!", "Confirm password:"), settle)

	// keycloak-like (`kc.sh bootstrap-admin user`): `Updating the
	// configuration and installing your custom providers, if any. Please
	// wait.` and Quarkus's augmentation line (both wrapped) over `Enter
	// username [temp-admin]:`, no blank after the colon, the cursor after
	// it (at first, and with `ada` typed, not entered): a text question,
	// default temp-admin; entered, `Enter password:` with echo off: a
	// password prompt; entered and again at `Enter password again:`, the
	// server's log lines (INFO, Liquibase's schema, Infinispan's cluster
	// view) a line every second and a half (at work, no question).
	username := want(modes.Text, "Enter username:", "temp-admin")
	toUser := []step{wait("Enter username [temp-admin]:"), settle}
	toKcPassword := steps(toUser, typed("ada", "Enter password:"), settle)
	toStarting := steps(toKcPassword, secret("Kc-admin-2026", "Enter password again:"),
		secret("Kc-admin-2026", "Initializing database schema"), settle)

	// synapse-like (`register_new_matrix_user -c homeserver.yaml
	// http://localhost:8008`): `New user localpart [ada]: ` alone on the
	// screen: a text question, default ada; alice entered, `Password: `
	// with echo off, then `Confirm password: ` with echo off: a password
	// prompt; entered, `Make admin [no]: `: a yes/no defaulting to no.
	toLocal := []step{wait("New user localpart [ada]:"), settle}
	toMxConfirm := steps(toLocal, typed("alice", "Password:"), secret("Matrix-2026", "Confirm password:"), settle)
	toMakeAdmin := steps(toMxConfirm, secret("Matrix-2026", "Make admin [no]:"), settle)
	return []corpusCase{
		needs(ask("briefcase-like-formal-name", "briefcase-like", briefcase, formal, toFormal...), py),
		needs(ask("briefcase-like-formal-name-typed", "briefcase-like", briefcase, formal, steps(toFormal, typing("Relay Notes"), settle)...), py),
		needs(ask("briefcase-like-gui-framework", "briefcase-like", briefcase, gui, toGUI...), py),

		needs(ask("aurelia-like-name", "aurelia-like", aurelia, want(modes.Text, "Please name this new project:", "aurelia-app"), toName...), py),
		needs(ask("aurelia-like-setup", "aurelia-like", aurelia, setup(0), toSetup...), py),
		needs(ask("aurelia-like-setup-moved", "aurelia-like", aurelia, setup(1), steps(toSetup, down, settle)...), py),
		needs(ask("aurelia-like-install", "aurelia-like", aurelia, want(modes.Select, "Do you want to install npm dependencies now?", "",
			">No", "Yes, use npm", "Yes, use yarn", "Yes, use pnpm"), toInstall...), py),

		needs(ask("armds-like-eula-prompt", "armds-like", armds, pressEnter("Press Enter to display the EULA..."), toEULA...), py),
		needs(isCase(modes.Pager, "armds-like-eula-page", "armds-like", armds, toPage...), py),
		needs(ask("armds-like-agree", "armds-like", armds, yesNo("Do you agree to the above terms and conditions?", ""), toAgree...), py),
		needs(ask("armds-like-directory", "armds-like", armds,
			want(modes.Text, "Where would you like to install to?", "/opt/arm/developmentstudio-2024.0"), toDir...), py),
		needs(ask("armds-like-post-install", "armds-like", armds, yesNo("Do you want to run the post install setup scripts?", ""), toPost...), py),

		needs(ask("cyberpanel-like-menu", "cyberpanel-like", cyberpanel, want(modes.Choice, "Please enter the number:", "",
			"1|Install CyberPanel.", "2|Exit."), toMenu...), py),
		needs(ask("cyberpanel-like-full", "cyberpanel-like", cyberpanel, yesNo("Full installation:", "yes"), toFull...), py),
		needs(ask("cyberpanel-like-admin-password", "cyberpanel-like", cyberpanel, want(modes.Choice, adminQ, "",
			"d|default", "r|random", "s|set password"), toAdmin...), py),
		needs(ask("cyberpanel-like-password", "cyberpanel-like", cyberpanel, want(modes.Password, "Please enter your password:", ""), toPanelPassword...), py),
		needs(ask("cyberpanel-like-confirm", "cyberpanel-like", cyberpanel, want(modes.Password, "Confirm password:", ""), toPanelConfirm...), py),

		needs(ask("keycloak-like-username", "keycloak-like", keycloak, username, toUser...), py),
		needs(ask("keycloak-like-username-typed", "keycloak-like", keycloak, username, steps(toUser, typing("ada"), settle)...), py),
		needs(ask("keycloak-like-password", "keycloak-like", keycloak, want(modes.Password, "Enter password:", ""), toKcPassword...), py),
		needs(running("keycloak-like-starting", "keycloak-like", keycloak, toStarting...), py),

		needs(ask("synapse-like-localpart", "synapse-like", synapse, want(modes.Text, "New user localpart:", "ada"), toLocal...), py),
		needs(ask("synapse-like-confirm", "synapse-like", synapse, want(modes.Password, "Confirm password:", ""), toMxConfirm...), py),
		needs(ask("synapse-like-make-admin", "synapse-like", synapse, yesNo("Make admin:", "no"), toMakeAdmin...), py),
	}
}

// TestModesTwohundredsixtysecond drives the two-hundred-and-sixty-second
// set live to the labelled moment and, with -update, stores its screens,
// labels and facts for modes' TestSetsAccuracy/twohundredsixtysecond.
// Whether the classifier reads them right is that test's measure, not a
// failure here.
func TestModesTwohundredsixtysecond(t *testing.T) {
	captureSet(t, twohundredsixtysecondDir, twohundredsixtysecondSet())
}
