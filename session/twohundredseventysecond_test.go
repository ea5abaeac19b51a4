package session

import (
	"testing"

	"github.com/agentty/agentty/modes"
)

// twohundredseventysecondDir holds the twohundredseventysecond set (issue
// 44, two-hundred-and-seventy-second round): live cases of text-mode
// installers and setup steps of software that cannot run here (a backup
// agent, a backup client, a game's dedicated server, a monitoring agent,
// a VPN client), imitated by a fixture of its own (one script run by
// Debian's python3, lines read cooked with input and getpass, one list
// read raw, all on the main screen), each printing what the installer
// prints at one of its moments (its words, its notation of answers and
// defaults, its colours, from its documentation and published
// transcripts as known): CrashPlan for Linux's install.sh (its Enter to
// go on, its EULA paged by Debian's more, the EULA to accept, the
// install directory, its selections to confirm), the Veritas NetBackup
// client's install script (`[y,n] (y)` questions, the master server, an
// authorization token, installing), Terraria's dedicated server (its
// world menu, a new world's size and name, generating it, its max
// players, port forwarding), the New Relic CLI's guided install (its
// integrations to tick, the MySQL user and password, configuring) and
// the NordVPN client for Linux (analytics consent, legacy login,
// connecting). None of them, nor their makers, is named by any other
// test, table, fixture or doc of agentty: crashplan, code42, netbackup,
// veritas, symantec, terraria, re-logic, tmodloader, newrelic, new
// relic, nordvpn and nord security were grepped with `git grep -il`
// and found nowhere (anaconda, miniconda, oracle, cuda, nvidia, splunk,
// hdblcm, ossec, intersystems, irisinstall, zimbra, quartus,
// installbuilder, expressvpn, windscribe and protonvpn were, and were
// not used). Each case's label says what a person reads on the screen,
// written from the fixture run by hand in tmux outside agentty at
// 80x24, and was committed before its screen was captured.
const twohundredseventysecondDir = "../testdata/modes-twohundredseventysecond"

// twohundredseventysecondTool runs one installer of the set's script
// with Debian's python3, over a home holding notes.txt and long.txt.
func twohundredseventysecondTool(args ...string) opener {
	return setFixtures("twohundredseventysecond").script(pythonPath, "py/twohundredseventysecond_setup.py", args...)
}

// twohundredseventysecondSet is the twohundredseventysecond set. Labels
// say what a person reads on the screen: a line the cursor waits after
// asks (its words, the notation of its answers and default left out, a
// default only where the installer marks one), a secret's line with
// nothing echoed is a password, a licence paged by more is a pager, an
// installer at work printing or turning a spinner, no question, is
// running.
func twohundredseventysecondSet() []corpusCase {
	is, ask, needs, wait, settle := isCase, askCase, needing, waitFor, settled
	py := pythonPath
	key := func(k, expect string) step { return step{keys: k, expect: expect, timeout: setSlow} }
	typed := func(s, expect string) step { return step{text: s, enter: true, expect: expect, timeout: setSlow} }
	secret := func(s, expect string) step {
		return step{text: s, enter: true, secret: true, expect: expect, timeout: setSlow}
	}
	then := func(a []step, b ...step) []step { return append(append([]step{}, a...), b...) }
	// running is a case of an installer at work, no question asked.
	running := func(name, program string, open opener, steps ...step) corpusCase {
		return corpusCase{name: name, program: program, open: open, steps: steps, mode: modes.Unknown, state: Running}
	}

	// crashplan-like (CrashPlan for Linux's install.sh, Code42; lines on
	// the main screen): `Welcome to the CrashPlan for Small Business
	// Installer.`, what it will do, `Validating environment...` and a
	// note on running as root over `Press enter to continue with
	// installation. ` (a line asking only for Enter); Enter, the EULA
	// paged by Debian's more, `--More--(56%)` in reverse video on the last
	// row (a pager); q, `Do you accept and agree to be bound by the EULA?
	// (yes/no) ` (a yes/no of the words, no default); yes, `What directory
	// do you wish to install CrashPlan into?` over `[/usr/local/crashplan]
	// ` (a text question, that its default); Enter twice (its link
	// directory too), `Your selections:` and five rows over `Is this
	// correct? (y/n) [y] ` (a yes/no, its default yes).
	crashplan := twohundredseventysecondTool("crashplan")
	atEnter := []step{wait("continue with installation."), settle}
	atEULA := then(atEnter, key("<enter>", "--More--"), settle)
	atAccept := then(atEULA, key("q", "bound by the EULA?"), settle)
	atDir := then(atAccept, typed("yes", "[/usr/local/crashplan]"), settle)
	atCorrect := then(atDir, key("<enter>", "[/usr/local/bin]"), key("<enter>", "Is this correct?"), settle)

	// netbackup-like (the Veritas NetBackup client's install script;
	// lines on the main screen): `Veritas Installation Script`, its
	// copyright and paragraphs on the licence and SORT over `Do you wish
	// to continue? [y,n] (y) ` (a yes/no, its default yes); Enter twice
	// (the client software too), `Enter the name of the NetBackup master
	// server : ` (a text question, no default); a server entered, `Would
	// you like to use "db01.example.com" as the configured` / `name of the
	// NetBackup client? [y,n] (y) ` (a yes/no, its default yes); Enter,
	// the CA certificate's fingerprint and `Token (leave blank for no
	// authorization token): `, echo off (a password); Enter, packages
	// unpacked and installed a line at a time, dots growing after
	// `Installing VRTSnbclt.rpm package. ` (running).
	netbackup := twohundredseventysecondTool("netbackup")
	atContinue := []step{wait("Do you wish to continue?"), settle}
	atMaster := then(atContinue, key("<enter>", "client software for this client?"), key("<enter>", "master server :"), settle)
	atClient := then(atMaster, typed("nbmaster.example.com", "name of the NetBackup client?"), settle)
	atToken := then(atClient, key("<enter>", "Token (leave blank"), settle)

	// terraria-server-like (Terraria's dedicated server, Re-Logic; lines
	// on the main screen): `Terraria Server v1.4.4.9` over `1  Harbor
	// (Small)`, `n  New World`, `d <number>  Delete World` and `Choose
	// World: ` (a choice of those keys); n, `1 Small`, `2 Medium`, `3
	// Large` over `Choose size: ` (a choice of the numbers); sizes,
	// difficulty and evil chosen, `Enter world name: ` (a text question);
	// a name and an empty seed, `Generating world terrain: N%` counting
	// on its row (running); at the menu, 1, `Max players (press enter for
	// 16): ` (a text question, its default 16); Enter twice (the port
	// too), `Automatically forward port? (y/n): ` (a yes/no, no default).
	terraria := twohundredseventysecondTool("terraria-server")
	atWorld := []step{wait("Choose World:"), settle}
	atSize := then(atWorld, typed("n", "Choose size:"), settle)
	atName := then(atSize, typed("1", "Choose difficulty:"), typed("1", "Choose world evil:"), typed("1", "Enter world name:"), settle)
	atPlayers := then(atWorld, typed("1", "Max players"), settle)

	// newrelic-like (the New Relic CLI's guided install, `newrelic
	// install`; lines on the main screen): `Installing New Relic`, the
	// Infrastructure Agent installed (a spinner, then a green ✔), the
	// integrations it detected, then a survey list: a green `?`, the bold
	// `Which additional integrations would you like to install?` and a
	// cyan `[Use arrows to move, space to select, <right> to all, <left>
	// to none, type to filter]` over four entries with boxes, three
	// ticked `[x]` in green, the highlighted one cyan after a cyan `>`,
	// the cursor hidden (a multiselect, at first; down and space, NGINX
	// highlighted and unticked); Enter, `? MySQL user name for New Relic
	// (newrelic): ` (a text question, its default newrelic); Enter, `?
	// MySQL password for the user: `, echo off (a password); a password
	// entered, `⠋ Configuring MySQL Integration` turning (running).
	newrelic := twohundredseventysecondTool("newrelic")
	const integrationsQ = "Which additional integrations would you like to install?"
	integrations := []string{"MySQL Integration", "NGINX Integration", "Logs integration", "Golden Signal Alerts"}
	atList := []step{wait("type to filter]"), settle}
	atUser := then(atList, key("<enter>", "MySQL user name"), settle)
	atMySQLPassword := then(atUser, key("<enter>", "MySQL password for the user:"), settle)

	// nordvpn-like (the NordVPN client for Linux, Nord Security; lines on
	// the main screen): a paragraph on app performance data over `Do you
	// allow us to collect and use limited app performance data? (y/n) ` (a
	// yes/no, no default); y, `Email / Username: ` (a text question);
	// an email entered, `Password: `, echo off (a password); `nordvpn
	// connect`: `Connecting to Germany #812 (de812.nordvpn.com)` over a
	// turning `-\|/` (running).
	nordLogin := twohundredseventysecondTool("nordvpn", "login")
	nordConnect := twohundredseventysecondTool("nordvpn", "connect")
	atAnalytics := []step{wait("app performance data? (y/n)"), settle}
	atEmail := then(atAnalytics, typed("y", "Email / Username:"), settle)
	atNordPassword := then(atEmail, typed("ada@example.com", "Password:"), settle)

	return []corpusCase{
		// crashplan-like: Enter to go on, the EULA paged, accepted, the
		// directory, the selections confirmed.
		needs(ask("crashplan-like", "crashplan-like", crashplan, pressEnter("Press enter to continue with installation."), atEnter...), py),
		needs(is(modes.Pager, "crashplan-like-eula", "crashplan-like", crashplan, atEULA...), py),
		needs(ask("crashplan-like-accept", "crashplan-like", crashplan,
			want(modes.Confirm, "Do you accept and agree to be bound by the EULA?", "", "yes|yes", "no|no"), atAccept...), py),
		needs(ask("crashplan-like-directory", "crashplan-like", crashplan,
			want(modes.Text, "What directory do you wish to install CrashPlan into?", "/usr/local/crashplan"), atDir...), py),
		needs(ask("crashplan-like-correct", "crashplan-like", crashplan, yesNo("Is this correct?", "yes"), atCorrect...), py),

		// netbackup-like: continue, the master server, the client's
		// name, a token, installing.
		needs(ask("netbackup-like", "netbackup-like", netbackup, yesNo("Do you wish to continue?", "yes"), atContinue...), py),
		needs(ask("netbackup-like-master", "netbackup-like", netbackup,
			want(modes.Text, "Enter the name of the NetBackup master server :", ""), atMaster...), py),
		needs(ask("netbackup-like-client", "netbackup-like", netbackup,
			yesNo(`Would you like to use "db01.example.com" as the configured name of the NetBackup client?`, "yes"), atClient...), py),
		needs(ask("netbackup-like-token", "netbackup-like", netbackup,
			want(modes.Password, "Token (leave blank for no authorization token):", ""), atToken...), py),
		needs(running("netbackup-like-installing", "netbackup-like", netbackup,
			then(atToken, key("<enter>", "Installing VRTSnbclt.rpm package. ."))...), py),

		// terraria-server-like: the world menu, a new world's size and
		// name, generating, max players, port forwarding.
		needs(ask("terraria-server-like", "terraria-server-like", terraria,
			want(modes.Choice, "Choose World:", "", "1|Harbor", "n|New World", "d|Delete World"), atWorld...), py),
		needs(ask("terraria-server-like-size", "terraria-server-like", terraria,
			want(modes.Choice, "Choose size:", "", "1|Small", "2|Medium", "3|Large"), atSize...), py),
		needs(ask("terraria-server-like-name", "terraria-server-like", terraria, want(modes.Text, "Enter world name:", ""), atName...), py),
		needs(running("terraria-server-like-generating", "terraria-server-like", terraria,
			then(atName, typed("Lagoon", "Enter Seed"), key("<enter>", "Generating world terrain:"))...), py),
		needs(ask("terraria-server-like-players", "terraria-server-like", terraria, want(modes.Text, "Max players:", "16"), atPlayers...), py),
		needs(ask("terraria-server-like-forward", "terraria-server-like", terraria, yesNo("Automatically forward port?", ""),
			then(atPlayers, key("<enter>", "Server port"), key("<enter>", "forward port?"), settle)...), py),

		// newrelic-like: the integrations to tick (also moved and
		// unticked), the MySQL user and password, configuring.
		needs(ask("newrelic-like", "newrelic-like", newrelic,
			ticks(integrationsQ, 0, map[int]bool{0: true, 1: true, 2: true}, integrations...), atList...), py),
		needs(ask("newrelic-like-toggled", "newrelic-like", newrelic,
			ticks(integrationsQ, 1, map[int]bool{0: true, 2: true}, integrations...),
			then(atList, step{keys: "<down>"}, settle, step{text: " "}, settle)...), py),
		needs(ask("newrelic-like-user", "newrelic-like", newrelic,
			want(modes.Text, "MySQL user name for New Relic:", "newrelic"), atUser...), py),
		needs(ask("newrelic-like-password", "newrelic-like", newrelic,
			want(modes.Password, "MySQL password for the user:", ""), atMySQLPassword...), py),
		needs(running("newrelic-like-configuring", "newrelic-like", newrelic,
			then(atMySQLPassword, secret("s3cret-pw", "Configuring MySQL Integration"))...), py),

		// nordvpn-like: analytics consent, the legacy login, connecting.
		needs(ask("nordvpn-like", "nordvpn-like", nordLogin,
			yesNo("Do you allow us to collect and use limited app performance data?", ""), atAnalytics...), py),
		needs(ask("nordvpn-like-username", "nordvpn-like", nordLogin, want(modes.Text, "Email / Username:", ""), atEmail...), py),
		needs(ask("nordvpn-like-password", "nordvpn-like", nordLogin, want(modes.Password, "Password:", ""), atNordPassword...), py),
		needs(running("nordvpn-like-connecting", "nordvpn-like", nordConnect, wait("(de812.nordvpn.com)")), py),
	}
}

// TestModesTwohundredseventysecond drives the twohundredseventysecond
// set live to the labelled moment and, with -update, stores its screens,
// labels and facts for modes' TestSetsAccuracy/twohundredseventysecond.
// Whether the classifier reads them right is that test's measure, not a
// failure here.
func TestModesTwohundredseventysecond(t *testing.T) {
	captureSet(t, twohundredseventysecondDir, twohundredseventysecondSet())
}
