package session

import (
	"testing"

	"github.com/agentty/agentty/modes"
)

// threehundredseventiethDir holds the threehundredseventieth set (issue
// 44, three-hundred-and-seventieth round): live cases of line-oriented
// installers and setup scripts that Debian does not package, imitated by
// a fixture of its own (one script run by Debian's python3, on the main
// screen, lines read cooked and echoed by the terminal), each printing
// what the real installer prints at one of its moments (its words,
// layout, rules and progress, from its documentation and published
// transcripts as known): an installer built with Flexera's
// InstallAnywhere in console mode (a numbered locale menu with `->`
// before its default, pages ending `PRESS <ENTER> TO CONTINUE: `, its
// licence a page at a time, a (Y/N) to accept it, the install folder and
// the install set asked on a row of their own after `ENTER ..., OR PRESS
// <ENTER> TO ACCEPT THE DEFAULT`, a two-row bar growing), one built with
// ej-technologies' install4j in console mode (`OK [o, Enter], Cancel
// [c]`, `Yes [1], No [2]` under its licence, a directory's default in
// brackets on the row under its question, components by number, `Yes [y,
// Enter], No [n]`, the answer typed on the row under each, then the file
// being extracted redrawn in place), one built with IzPack in console mode
// (`Press 1 to continue, 2 to quit, 3 to redisplay`, its licence a page
// at a time over `Press Enter to continue, X to exit`, `Press 1 to
// accept, 2 to reject, 3 to redisplay`, the installation path, an
// administrator's password asked twice with echo off, then `[ Processing
// package: … ]`) and Commvault's UNIX installer cvpkgadd (numbered menus
// over `Your choice: [1] `, the client name with its default in
// brackets, modules to tick as `[ ] 1) MediaAgent` rows over `Enter
// number(s)/one of "a,n,r,q,d,>,<,?" here: `, a yes/no ending `[no]`, the
// installation directory). None of them, nor their makers, is named by
// any other test, table, fixture or doc of agentty: grepped with `git
// grep -il` before they were chosen were installanywhere, flexera, zero g
// (its first maker), install4j, ej-technologies, ej technologies, izpack,
// julien ponge (ponge matched only inside sponge), commvault, cvpkgadd,
// calypso and simpana (and, found named and left, among others:
// Bitnami, InstallBuilder, SAP HANA's hdblcm, Splunk, Citrix's
// setupwfc and ICAClient, ISPConfig, Zimbra and Synacor, Webmin and
// Virtualmin, Sophos, CrashPlan and Code42, Perforce's p4d and Helix,
// sdkmanager, mailcow, Nessus and Tenable, OpenVPN's and WireGuard's
// installers by Nyr and angristan, Miniconda and Anaconda, NVIDIA's
// CUDA, Wolfram's Mathematica, VMware, Intel, MATLAB and MathWorks,
// DirectAdmin, NetBackup and Veritas, Maple, UniFi, JFrog, Stata and
// Xilinx, so its Vivado was left out). Each case's label says what a
// person reads on the screen, written from the fixture run by hand in
// tmux outside agentty at 80x24, and was committed before its screen was
// captured.
const threehundredseventiethDir = "../testdata/modes-threehundredseventieth"

// threehundredseventiethTool runs one tool of the set's script with
// Debian's python3, over a home holding notes.txt and long.txt.
func threehundredseventiethTool(tool string) opener {
	return setFixtures("threehundredseventieth").script(pythonPath, "py/threehundredseventieth_setup.py", tool)
}

// threehundredseventiethSet is the threehundredseventieth set. Labels say
// what a person reads on the screen: a value asked with its default in
// brackets, on its row or the row above the cursor, is a text question,
// that value its default; a numbered list over a line asking for a
// number is a select, its default the one the installer marks (`->`,
// which points at it, or `[1]`); a list of modules to tick by number is a
// multiselect; Y/N, Yes and No by their keys, OK and Cancel, accept and
// reject are a yes/no, its default the one Enter takes where the line
// says so; keys each naming what it does (1 continue, 2 quit) are a
// choice; a line asking only for Enter over a page of the licence is a
// press-Enter; a password asked with echo off is a password; a bar or a
// file's name redrawn while it installs, no question, is the installer at
// work.
func threehundredseventiethSet() []corpusCase {
	ask, needs, wait, settle := askCase, needing, waitFor, settled
	py := pythonPath
	typed := func(s, expect string) step { return step{text: s, enter: true, expect: expect, timeout: setSlow} }
	enter := func(expect string) step { return step{enter: true, expect: expect, timeout: setSlow} }
	secret := func(s, expect string) step {
		return step{text: s, enter: true, secret: true, expect: expect, timeout: setSlow}
	}
	then := func(a []step, b ...step) []step { return append(append([]step{}, a...), b...) }
	running := func(name, program string, open opener, steps ...step) corpusCase {
		return corpusCase{name: name, program: program, open: open, steps: steps, mode: modes.Unknown, state: Running}
	}

	// installanywhere-like (an installer of Harbor Analytics Server 9.1
	// built with Flexera's InstallAnywhere, `./install.bin -i console`):
	// `Preparing to install`, the JRE unpacked, `Launching installer...`,
	// a rule of `=` over `Choose Locale...`, `    1- Deutsch`, `  ->2-
	// English`, `    3- Español`, `    4- Français` and `CHOOSE LOCALE BY
	// NUMBER: ` (a select, English pointed at by `->`, the default 2);
	// Enter, `Harbor Analytics Server 9.1 (created with InstallAnywhere)`,
	// `Introduction` and `PRESS <ENTER> TO CONTINUE: `; Enter, `License
	// Agreement`, its first page (to `2. RESTRICTIONS`) over `PRESS <ENTER>
	// TO CONTINUE: ` (a press-Enter); Enter, its second page, Enter, its
	// last line over `DO YOU ACCEPT THE TERMS OF THIS LICENSE AGREEMENT?
	// (Y/N): ` (a yes/no, no default); y, `Choose Install Folder`, `Where
	// would you like to install?`, `  Default Install Folder:
	// /opt/HarborAnalytics`, `ENTER AN ABSOLUTE PATH, OR PRESS <ENTER> TO
	// ACCEPT THE DEFAULT` over `      : ` (a text, default
	// /opt/HarborAnalytics); Enter, `INSTALL FOLDER IS: …` over `   IS THIS
	// CORRECT? (Y/N): `; y, `Choose Install Set`, `Please choose the
	// Install Set to be installed by this installer.` over `  ->1-
	// Typical`, `    2- Minimal`, `    3- Customize...` and `ENTER THE
	// NUMBER FOR THE INSTALL SET, OR PRESS <ENTER> TO ACCEPT THE DEFAULT`
	// over `   : ` (a select, Typical pointed at, the default 1); Enter,
	// `Pre-Installation Summary` over `PRESS <ENTER> TO CONTINUE: `; Enter,
	// `Installing...`, ` [====…|====…]` over ` [---` growing (running).
	ia := threehundredseventiethTool("installanywhere")
	atLocale := []step{wait("CHOOSE LOCALE BY NUMBER:"), settle}
	atLicencePage := then(atLocale, enter("Introduction"), settle, enter("2. RESTRICTIONS"), settle)
	atAccept := then(atLicencePage, enter("7. GOVERNING LAW"), settle, enter("(Y/N)"), settle)
	atFolder := then(atAccept, typed("y", "ACCEPT THE DEFAULT"), settle)
	atSet := then(atFolder, enter("IS THIS CORRECT?"), settle, typed("y", "FOR THE INSTALL SET"), settle)

	// install4j-like (an installer of Relay Desk 4.2 built with
	// ej-technologies' install4j, `./relaydesk_unix_4_2.sh -c`):
	// `Unpacking JRE ...`, `Starting Installer ...`, `This will install
	// Relay Desk 4.2 on your computer.` over `OK [o, Enter], Cancel [c]`,
	// the cursor on the row under it (a yes/no of OK and Cancel, OK
	// Enter's); Enter, `Please read the following License Agreement. …`
	// (wrapped), the licence and `I accept the agreement` over `Yes [1], No
	// [2]` (a yes/no of its keys, no default); 1, `Where should Relay Desk
	// be installed?` over `[/opt/relaydesk]` (a text, default
	// /opt/relaydesk); Enter, `Which components should be installed?`
	// over `1: Relay Desk server`, `2: Web console`, `3: Command-line
	// tools`, `Please enter a comma-separated list of the selected values
	// or [Enter] for the default selection:` (wrapped) and `[1,2]` (a
	// multiselect by number, default 1,2); Enter, `Create symlinks?` over
	// `Yes [y, Enter], No [n]` (a yes/no, Yes Enter's); Enter and Enter at
	// the symlinks' folder, `Extracting files ...` over the file being
	// extracted, redrawn in place (running).
	i4j := threehundredseventiethTool("install4j")
	atOK := []step{wait("Cancel [c]"), settle}
	atI4jLicence := then(atOK, enter("Yes [1], No [2]"), settle)
	atDirectory := then(atI4jLicence, typed("1", "[/opt/relaydesk]"), settle)
	atComponents := then(atDirectory, enter("[1,2]"), settle)
	atSymlinks := then(atComponents, enter("Create symlinks?"), settle)

	// izpack-like (an installer of Quarry Gateway 3.1 built with IzPack,
	// `java -jar quarry-gateway-installer.jar -console`): `Welcome to the
	// installation of Quarry Gateway 3.1!`, its homepage and `Press 1 to
	// continue, 2 to quit, 3 to redisplay`, the cursor on the row under it
	// (a choice of 1, 2 and 3); 1, `Please read the following license
	// agreement carefully:` and the licence's first page over `Press
	// Enter to continue, X to exit` (a choice of Enter and X); Enter, the
	// rest over `Press 1 to accept, 2 to reject, 3 to redisplay` (a
	// yes/no of accept and reject, or redisplay); 1, `Select the
	// installation path:  [/usr/local/QuarryGateway]` (a text, its
	// default in brackets); Enter, `Press 1 to continue, …` again; 1,
	// `Administrator account`, `Admin user name: [admin]`; Enter, `Admin
	// password: ` with echo off (a password); typed, `Retype password: `
	// (a password); typed, `Press 1 to continue, …`; 1, `[ Starting to
	// unpack ]` over `[ Processing package: Quarry Gateway core (1/3) ]`
	// (running).
	iz := threehundredseventiethTool("izpack")
	atWelcome := []step{wait("3 to redisplay"), settle}
	atIzLicence := then(atWelcome, typed("1", "X to exit"), settle)
	atIzAccept := then(atIzLicence, enter("2 to reject"), settle)
	atPath := then(atIzAccept, typed("1", "installation path"), settle)
	atPassword := then(atPath, enter("2 to quit"), settle, typed("1", "Admin user name"), settle, enter("Admin password"), settle)
	atRetype := then(atPassword, secret("hunter22", "Retype password"), settle)

	// commvault-like (Commvault's UNIX installer, `./cvpkgadd`, sh):
	// `Copyright Commvault Systems, Inc. …`, `Please select a setup task
	// you want to perform from the list below:`, a paragraph on the
	// advance options, `1) Install data protection agents on this
	// computer`, `2) Advance options`, `3) Exit this menu` and `Your choice:
	// [1] ` (a select, default 1); Enter, the physical or virtual machine's
	// menu over `Your choice: [1] `; Enter, `Please specify the client name
	// for this machine.` and `Physical Machine Client name: [relay01] ` (a
	// text, default relay01); Enter, `Install Commvault on physical
	// machine relay01`, `Please select the Commvault module(s) that you
	// would like to install.` over seven rows `[ ] 1) MediaAgent … [1301]
	// [CVGxMA]` …, `[a=all n=none r=reverse q=quit d=done >=next
	// <=previous ?=help]` and `Enter number(s)/one of "a,n,r,q,d,>,<,?"
	// here: ` (a multiselect, none ticked); 2 3, the list again with `[X]`
	// before FileSystem Core and File System (the multiselect, two
	// ticked); d, `Do you want to use the agents for restore only without
	// consuming licenses? [no] ` (80 columns, a yes/no, default no); Enter,
	// `Please specify where you want us to install Commvault binaries.`
	// and `Installation Directory: [/opt] ` (a text, default /opt).
	cv := threehundredseventiethTool("commvault")
	atTask := []step{wait("Your choice: [1]"), settle}
	atClient := then(atTask, enter("Install on a virtual machine"), settle, enter("Client name"), settle)
	atModules := then(atClient, enter("here:"), settle)
	atTicked := then(atModules, typed("2 3", "here:"), settle)
	atRestore := then(atTicked, typed("d", "restore only"), settle)
	modules := func(ticked ...bool) []string {
		names := []string{"1|MediaAgent [1301] [CVGxMA]", "2|FileSystem Core [1002] [CVGxBase0]",
			"3|File System [1101] [CVGxIDA]", "4|Oracle [1204] [CVGxOrIDA]", "5|PostgreSQL [1209] [CVGxPostGres]",
			"6|MySQL [1208] [CVGxMySQL]", "7|Continuous Data Replicator [1114] [CVGxCDR]"}
		o := make([]string, len(names))
		for i, n := range names {
			o[i] = "[ ] " + n
			if i < len(ticked) && ticked[i] {
				o[i] = "[x] " + n
			}
		}
		return o
	}
	const moduleQ = "Please select the Commvault module(s) that you would like to install."

	return []corpusCase{
		// installanywhere-like: the locale, a page of the licence, its
		// acceptance, the folder, the install set, installing.
		needs(ask("installanywhere-like", "installanywhere-like", ia, want(modes.Select, "CHOOSE LOCALE BY NUMBER:", "2",
			"1|Deutsch", ">2|English", "3|Español", "4|Français"), atLocale...), py),
		needs(ask("installanywhere-like-license", "installanywhere-like", ia, pressEnter("PRESS <ENTER> TO CONTINUE:"),
			atLicencePage...), py),
		needs(ask("installanywhere-like-accept", "installanywhere-like", ia,
			yesNo("DO YOU ACCEPT THE TERMS OF THIS LICENSE AGREEMENT?", ""), atAccept...), py),
		needs(ask("installanywhere-like-folder", "installanywhere-like", ia,
			want(modes.Text, "Where would you like to install?", "/opt/HarborAnalytics"), atFolder...), py),
		needs(ask("installanywhere-like-install-set", "installanywhere-like", ia,
			want(modes.Select, "Please choose the Install Set to be installed by this installer.", "1",
				">1|Typical", "2|Minimal", "3|Customize..."), atSet...), py),
		needs(running("installanywhere-like-installing", "installanywhere-like", ia,
			then(atSet, enter("Pre-Installation Summary"), settle, enter("Installing..."), wait("[---"))...), py),

		// install4j-like: OK or Cancel, the licence, the directory, the
		// components, the symlinks, extracting.
		needs(ask("install4j-like", "install4j-like", i4j,
			want(modes.Confirm, "This will install Relay Desk 4.2 on your computer.", "OK", "o|OK", "c|Cancel"), atOK...), py),
		needs(ask("install4j-like-license", "install4j-like", i4j,
			want(modes.Confirm, "I accept the agreement", "", "1|Yes", "2|No"), atI4jLicence...), py),
		needs(ask("install4j-like-directory", "install4j-like", i4j,
			want(modes.Text, "Where should Relay Desk be installed?", "/opt/relaydesk"), atDirectory...), py),
		needs(ask("install4j-like-components", "install4j-like", i4j,
			want(modes.Multiselect, "Which components should be installed?", "1,2",
				"1|Relay Desk server", "2|Web console", "3|Command-line tools"), atComponents...), py),
		needs(ask("install4j-like-symlinks", "install4j-like", i4j,
			want(modes.Confirm, "Create symlinks?", "Yes", "y|Yes", "n|No"), atSymlinks...), py),
		needs(running("install4j-like-extracting", "install4j-like", i4j,
			then(atSymlinks, enter("[/usr/local/bin]"), settle, enter("relaydesk-core"))...), py),

		// izpack-like: the welcome, a page of the licence, its
		// acceptance, the path, the password and its retyping,
		// unpacking.
		needs(ask("izpack-like", "izpack-like", iz,
			want(modes.Choice, "Press 1 to continue, 2 to quit, 3 to redisplay", "", "1|continue", "2|quit", "3|redisplay"),
			atWelcome...), py),
		needs(ask("izpack-like-license", "izpack-like", iz,
			want(modes.Choice, "Press Enter to continue, X to exit", "", "<enter>|continue", "X|exit"), atIzLicence...), py),
		needs(ask("izpack-like-accept", "izpack-like", iz,
			want(modes.Confirm, "Press 1 to accept, 2 to reject, 3 to redisplay", "", "1|accept", "2|reject", "3|redisplay"),
			atIzAccept...), py),
		needs(ask("izpack-like-path", "izpack-like", iz,
			want(modes.Text, "Select the installation path:", "/usr/local/QuarryGateway"), atPath...), py),
		needs(ask("izpack-like-password", "izpack-like", iz, want(modes.Password, "Admin password:", ""), atPassword...), py),
		needs(ask("izpack-like-retype", "izpack-like", iz, want(modes.Password, "Retype password:", ""), atRetype...), py),
		needs(running("izpack-like-unpacking", "izpack-like", iz,
			then(atRetype, secret("hunter22", "2 to quit"), settle, typed("1", "Processing package"))...), py),

		// commvault-like: the setup task, the client name, the modules
		// and two ticked, restore only, the directory.
		needs(ask("commvault-like", "commvault-like", cv,
			want(modes.Select, "Please select a setup task you want to perform from the list below:", "1",
				"1|Install data protection agents on this computer", "2|Advance options", "3|Exit this menu"), atTask...), py),
		needs(ask("commvault-like-client-name", "commvault-like", cv,
			want(modes.Text, "Physical Machine Client name:", "relay01"), atClient...), py),
		needs(ask("commvault-like-modules", "commvault-like", cv,
			want(modes.Multiselect, moduleQ, "", modules()...), atModules...), py),
		needs(ask("commvault-like-modules-ticked", "commvault-like", cv,
			want(modes.Multiselect, moduleQ, "", modules(false, true, true)...), atTicked...), py),
		needs(ask("commvault-like-restore-only", "commvault-like", cv,
			yesNo("Do you want to use the agents for restore only without consuming licenses?", "no"), atRestore...), py),
		needs(ask("commvault-like-directory", "commvault-like", cv,
			want(modes.Text, "Installation Directory:", "/opt"), then(atRestore, enter("Installation Directory"), settle)...), py),
	}
}

// TestModesThreehundredseventieth drives the threehundredseventieth set
// live to the labelled moment and, with -update, stores its screens,
// labels and facts for modes' TestSetsAccuracy/threehundredseventieth.
// Whether the classifier reads them right is that test's measure, not a
// failure here.
func TestModesThreehundredseventieth(t *testing.T) {
	captureSet(t, threehundredseventiethDir, threehundredseventiethSet())
}
