package session

import (
	"testing"

	"github.com/agentty/agentty/modes"
)

// twohundredseventiethDir holds the twohundredseventieth set (issue 44,
// two-hundred-and-seventieth round): live cases of text-mode installers
// and setup wizards of software that cannot run here (a vendor's
// download, a server, an account), imitated by a fixture of its own
// (Debian's python3, on the main screen, lines read cooked and echoed,
// passwords with echo off, a Go checklist's keys read raw), each printing
// what the real installer prints at its moments (its words, layout,
// notations of defaults and keys, pager, progress and cursor, from its
// documentation and published transcripts as known): the DM database's
// DMInstall.bin -i, Code42's CrashPlan install.sh (a backup agent, its
// EULA paged at `--More--(N%)`), the Terraria dedicated server's world
// and settings questions (a game server), the New Relic CLI's guided
// install (a monitoring agent, survey's checklist and confirm) and the
// Private Internet Access pia-nm.sh NetworkManager setup (a VPN client).
// None of them, nor their makers, is named by any other test, table,
// fixture or doc of agentty: dameng, dmdbms, dminstall, dmdba (dm8 is
// matched only inside other words and hashes); crashplan and code42;
// terraria, re-logic and tshock; newrelic and new relic; private
// internet access, pia-nm and pia as a word were grepped with `git grep
// -il`. Each case's label says what a person reads on the screen,
// written from the fixture run by hand in tmux outside agentty at 80x24,
// and was committed before its screen was captured.
const twohundredseventiethDir = "../testdata/modes-twohundredseventieth"

// twohundredseventiethTool runs one installer of the set's script with
// Debian's python3, over a home holding notes.txt and long.txt.
func twohundredseventiethTool(tool string) opener {
	return setFixtures("twohundredseventieth").script(pythonPath, "py/twohundredseventieth_setup.py", tool)
}

// twohundredseventiethSet is the twohundredseventieth set. Labels say
// what a person reads on the screen: a question whose answer is typed on
// its line is a text question, its default the one the program marks in
// brackets or words; a numbered list over a line asking for a number is
// a select, its default the marked number; a y/n question is a confirm;
// a line read with echo off is a password; a licence paged at
// `--More--` is a pager; an installer printing progress and asking
// nothing is running.
func twohundredseventiethSet() []corpusCase {
	ask, needs, wait, settle := askCase, needing, waitFor, settled
	py := pythonPath
	typed := func(s, expect string) step { return step{text: s, enter: true, expect: expect, timeout: setSlow} }
	enter := func(expect string) step { return step{enter: true, expect: expect, timeout: setSlow} }
	key := func(k, expect string) step { return step{keys: k, expect: expect, timeout: setSlow} }
	then := func(a []step, b ...step) []step { return append(append([]step{}, a...), b...) }
	running := func(name, program string, open opener, steps ...step) corpusCase {
		return corpusCase{name: name, program: program, open: open, steps: steps, mode: modes.Unknown, state: Running}
	}

	// dminstall-like (the DM database's DMInstall.bin -i, text mode):
	// `Please select the installer's language (E/e:English C/c:Chinese)
	// [E/e]:` (a choice of two keys, e by default); e, the archive
	// extracted, `Whether to input the path of Key File? (Y/y:Yes N/n:No)
	// [Y/y]:` (a yes/no, yes); n and n to the time zone, `Installation
	// Type:` over `1 Typical` to `4 Custom` and `Please Input the number
	// of the Installation Type [1 Typical]:` (a select, 1); Enter,
	// `Installation Directory [/home/dmdba/dmdbms]:` (a text question with
	// that default); Enter and y, a Pre-Installation Summary over `Confirm
	// to Install? (Y/y:Yes N/n:No):` (a yes/no, no default); y, `[INFO]
	// Installing ... Module...` under time stamps (running).
	dm := twohundredseventiethTool("dminstall")
	atLanguage := []step{wait("[E/e]:"), settle}
	atKeyFile := then(atLanguage, typed("e", "Key File"), settle)
	atType := then(atKeyFile, typed("n", "TimeZone"), typed("n", "Installation Type ["), settle)
	atDirectory := then(atType, enter("Installation Directory"), settle)
	atInstall := then(atDirectory, enter("Please Confirm"), typed("y", "Confirm to Install"), settle)

	// crashplan-like (Code42's CrashPlan for Linux install.sh, a backup
	// agent): `Welcome to the Code42 CrashPlan Installer.` over `Press
	// enter to continue with installation.` (Enter to go on); Enter, the
	// environment validated, `What parent directory do you wish to
	// install CrashPlan into? [/usr/local]` (a text question with that
	// default); Enter twice, `Your selections:` over `Is this correct?
	// (y/n) [y]` (a yes/no, y); y and Enter to `Press enter to read the
	// EULA.`, the EULA paged by a more(1)-like pager, `--More--(50%)`
	// reversed on the last row (a pager); two pages on, `Do you accept
	// and agree to be bound by the EULA? (yes/no)` (a yes/no of words, no
	// default); yes, `Installing CrashPlan 11.4.1 ...` over a bar of #
	// and its percentage filling (running); the bar full, `Installation is
	// complete. Thank you for installing CrashPlan for Linux.` over `Would
	// you like to start CrashPlanDesktop? (y/n) [y]` (a yes/no, y).
	cp := twohundredseventiethTool("crashplan")
	atWelcome := []step{wait("Press enter to continue"), settle}
	atParent := then(atWelcome, enter("parent directory"), settle)
	atCorrect := then(atParent, enter("link the CrashPlan"), enter("Is this correct?"), settle)
	atEULA := then(atCorrect, typed("y", "read the EULA"), enter("--More--(50%)"), settle)
	atAccept := then(atEULA, key(" ", "--More--(93%)"), key(" ", "(yes/no)"), settle)
	atInstalling := then(atAccept, typed("yes", "Installing CrashPlan"))

	// terraria-server-like (the Terraria dedicated server, a game
	// server; each question on a cleared screen under `Terraria Server
	// v1.4.4.9`): its worlds `1 starfall`, `2 ashen_vale`, `n New World`,
	// `d <number> Delete World` over `Choose World:` (a select of keys);
	// n, `1 Small` to `3 Large` over `Choose size:` (a select); 2, 1 and
	// 1 to the difficulty and the world's evil, `Enter world name:` (a
	// text question); lakeside and Enter to the seed, `Terrain - 45%` and
	// the other stages counting on one row (running); from the start, 1,
	// `Max players (press enter for 8):` (a text question, 8); Enter
	// twice, `Automatically forward port? (y/n):` (a yes/no, no default).
	tr := twohundredseventiethTool("terraria")
	atWorlds := []step{wait("Choose World:"), settle}
	atName := then(atWorlds, typed("n", "Choose size:"), typed("2", "Choose difficulty:"), typed("1", "Choose world evil:"),
		typed("1", "Enter world name:"), settle)
	atPlayers := then(atWorlds, typed("1", "Max players"), settle)

	// newrelic-like (the New Relic CLI's guided install, a monitoring
	// agent, Go's survey prompts, keys read raw): a welcome over `⠋
	// Discovering system information...` turning (running); then two
	// agents installed and `? Select the additional instrumentation to
	// install: [Use arrows to move, space to select, ...]` over five
	// integrations, MySQL, NGINX and Golden Signal Alerts ticked `[x]`,
	// `>` at MySQL, the cursor hidden (a checklist), also after Down and
	// Space (NGINX unticked, `>` at it); Enter, the answer on the
	// question's row and `? Continue installing? (Y/n)` (a yes/no, y); y,
	// `==> Installing MySQL Integration... installed` then `⠋ Installing
	// Golden Signal Alerts` turning (running).
	nr := twohundredseventiethTool("newrelic")
	const nrQ = "Select the additional instrumentation to install:"
	atChecklist := []step{wait("Golden Signal Alerts"), settle}
	atUnticked := then(atChecklist, step{keys: "<down>"}, step{keys: " "}, settle)
	atContinue := then(atUnticked, key("<enter>", "Continue installing?"), settle)

	// pia-nm-like (Private Internet Access's pia-nm.sh, setting up its
	// VPN in NetworkManager): the plugin found, the server list fetched,
	// `Please enter your login:` (a text question); p4812345, `Please
	// enter your password (leave empty to be asked when connecting):`,
	// echo off (a password); hunter22, `Connection method:` over `1) UDP
	// (default)` and `2) TCP` and `Which one? [1]` (a select, 1); Enter,
	// `Do you want strong encryption? (y/N)` (a yes/no, n).
	pia := twohundredseventiethTool("pia-nm")
	atLogin := []step{wait("enter your login"), settle}
	atPassword := then(atLogin, typed("p4812345", "enter your password"), settle)
	atMethod := then(atPassword, step{text: "hunter22", enter: true, secret: true, expect: "Which one?", timeout: setSlow}, settle)

	return []corpusCase{
		// dminstall-like: its language, key file, installation type,
		// directory, the install to confirm, installing.
		needs(ask("dminstall-like", "dminstall-like", dm,
			want(modes.Choice, "Please select the installer's language", "e", "e|English", "c|Chinese"), atLanguage...), py),
		needs(ask("dminstall-like-keyfile", "dminstall-like", dm, yesNo("Whether to input the path of Key File?", "y"), atKeyFile...), py),
		needs(ask("dminstall-like-type", "dminstall-like", dm,
			want(modes.Select, "Please Input the number of the Installation Type", "1", "1|Typical", "2|Server", "3|Client", "4|Custom"),
			atType...), py),
		needs(ask("dminstall-like-directory", "dminstall-like", dm,
			want(modes.Text, "Installation Directory", "/home/dmdba/dmdbms"), atDirectory...), py),
		needs(ask("dminstall-like-install", "dminstall-like", dm, yesNo("Confirm to Install?", ""), atInstall...), py),
		needs(running("dminstall-like-installing", "dminstall-like", dm, then(atInstall, typed("y", "Installing BASE"))...), py),

		// crashplan-like: its welcome, parent directory, selections to
		// confirm, EULA paged, the EULA to accept, installing, done.
		needs(ask("crashplan-like", "crashplan-like", cp, pressEnter("Press enter to continue with installation."), atWelcome...), py),
		needs(ask("crashplan-like-directory", "crashplan-like", cp,
			want(modes.Text, "What parent directory do you wish to install CrashPlan into?", "/usr/local"), atParent...), py),
		needs(ask("crashplan-like-correct", "crashplan-like", cp, yesNo("Is this correct?", "y"), atCorrect...), py),
		needs(isCase(modes.Pager, "crashplan-like-eula", "crashplan-like", cp, atEULA...), py),
		needs(ask("crashplan-like-accept", "crashplan-like", cp,
			want(modes.Confirm, "Do you accept and agree to be bound by the EULA?", "", "yes", "no"), atAccept...), py),
		needs(running("crashplan-like-installing", "crashplan-like", cp, atInstalling...), py),
		needs(ask("crashplan-like-done", "crashplan-like", cp, yesNo("Would you like to start CrashPlanDesktop?", "y"),
			then(atInstalling, wait("CrashPlanDesktop?"), settle)...), py),

		// terraria-server-like: its worlds, a new world's size and name,
		// generating, a world's max players and port forwarding.
		needs(ask("terraria-server-like", "terraria-server-like", tr,
			want(modes.Select, "Choose World:", "", "1|starfall", "2|ashen_vale", "n|New World", "d <number>|Delete World"), atWorlds...), py),
		needs(ask("terraria-server-like-size", "terraria-server-like", tr,
			want(modes.Select, "Choose size:", "", "1|Small", "2|Medium", "3|Large"), then(atWorlds, typed("n", "Choose size:"), settle)...), py),
		needs(ask("terraria-server-like-name", "terraria-server-like", tr, want(modes.Text, "Enter world name:", ""), atName...), py),
		needs(running("terraria-server-like-generating", "terraria-server-like", tr,
			then(atName, typed("lakeside", "Enter Seed"), enter("%"))...), py),
		needs(ask("terraria-server-like-players", "terraria-server-like", tr, want(modes.Text, "Max players", "8"), atPlayers...), py),
		needs(ask("terraria-server-like-forward", "terraria-server-like", tr, yesNo("Automatically forward port?", ""),
			then(atPlayers, enter("Server port"), enter("forward port"), settle)...), py),

		// newrelic-like: discovering, its checklist (also with one
		// unticked), the install to confirm, installing.
		needs(running("newrelic-like-discovering", "newrelic-like", nr, wait("Discovering system information")), py),
		needs(ask("newrelic-like", "newrelic-like", nr, want(modes.Multiselect, nrQ, "",
			">[x] MySQL Integration", "[x] NGINX Integration", "[ ] Redis Integration", "[ ] Java Agent", "[x] Golden Signal Alerts"),
			atChecklist...), py),
		needs(ask("newrelic-like-unticked", "newrelic-like", nr, want(modes.Multiselect, nrQ, "",
			"[x] MySQL Integration", ">[ ] NGINX Integration", "[ ] Redis Integration", "[ ] Java Agent", "[x] Golden Signal Alerts"),
			atUnticked...), py),
		needs(ask("newrelic-like-continue", "newrelic-like", nr, yesNo("Continue installing?", "y"), atContinue...), py),
		needs(running("newrelic-like-installing", "newrelic-like", nr,
			then(atContinue, key("y", "Installing Golden Signal Alerts"))...), py),

		// pia-nm-like: its login, password, connection method and
		// encryption.
		needs(ask("pia-nm-like", "pia-nm-like", pia, want(modes.Text, "Please enter your login:", ""), atLogin...), py),
		needs(ask("pia-nm-like-password", "pia-nm-like", pia,
			want(modes.Password, "Please enter your password (leave empty to be asked when connecting):", ""), atPassword...), py),
		needs(ask("pia-nm-like-method", "pia-nm-like", pia,
			want(modes.Select, "Which one?", "1", "1|UDP", "2|TCP"), atMethod...), py),
		needs(ask("pia-nm-like-encryption", "pia-nm-like", pia, yesNo("Do you want strong encryption?", "n"),
			then(atMethod, enter("strong encryption"), settle)...), py),
	}
}

// TestModesTwohundredseventieth drives the twohundredseventieth set live
// to the labelled moment and, with -update, stores its screens, labels
// and facts for modes' TestSetsAccuracy/twohundredseventieth. Whether
// the classifier reads them right is that test's measure, not a failure
// here.
func TestModesTwohundredseventieth(t *testing.T) {
	captureSet(t, twohundredseventiethDir, twohundredseventiethSet())
}
