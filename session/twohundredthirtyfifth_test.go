package session

import (
	"testing"

	"github.com/agentty/agentty/modes"
)

// twohundredthirtyfifthDir holds the twohundredthirtyfifth set (issue
// 44, two-hundred-and-thirty-fifth round): live cases of system,
// security, database and backup tools that ask questions on the command
// line and cannot run here (no VPN server, no security key, no block
// device, no PostgreSQL cluster, no Windows, no database home), imitated
// by a fixture of its own (Debian's python3, the main screen, the
// terminal cooked, secrets read with getpass or with echo turned off by
// termios), each printing what the tool prints from its documentation
// and published transcripts: Windscribe's command-line client logging in
// (a username, a password, a 2FA code), libfido2's fido2-token changing
// a security key's PIN, zuluCrypt-cli creating an encrypted volume (`Type
// "YES"`, a passphrase and the same again), Patroni's patronictl
// restarting a cluster's members (click's prompts with their defaults in
// brackets and `[y/N]`), win-acme (wacs.exe) making a certificate (its
// lettered and numbered menus, a host, a friendly name to accept, `(y*/n)`
// terms), Windows Server Backup's wbadmin recovering files (a list of
// files over `[Y] Yes [N] No`, then its progress) and OPatch applying a
// database patch (`[y|n]` answered on the row under it, then each
// component patched). Each is seen at its questions at first, with an
// answer typed but not entered, at the next question after an answer,
// and at work with no question. None of them is named by any other test,
// table, fixture or doc of agentty. Each case's label says what a person
// reads on the screen, written from the imitations run by hand in tmux
// outside agentty at 80x24, and was committed before its screen was
// captured.
const twohundredthirtyfifthDir = "../testdata/modes-twohundredthirtyfifth"

// twohundredthirtyfifthScript runs the set's Python script, with
// Debian's python3, over a home holding notes.txt and long.txt.
var twohundredthirtyfifthScript = setFixtures("twohundredthirtyfifth").script

// twohundredthirtyfifthSet is the twohundredthirtyfifth set. Labels say
// what a person reads on the screen: a question is the words on the row
// the cursor waits on (or, where that row holds only the answers'
// notation or nothing, the row above it), without its notation of
// answers or its default in brackets.
func twohundredthirtyfifthSet() []corpusCase {
	ask, needs, wait, settle := askCase, needing, waitFor, settled
	py := pythonPath
	typed := func(s, expect string) step { return step{text: s, enter: true, expect: expect, timeout: setSlow} }
	typing := func(s string) step { return step{text: s, timeout: setSlow} }
	secret := func(s, expect string) step {
		return step{text: s, secret: true, enter: true, expect: expect, timeout: setSlow}
	}
	secretTyping := func(s string) step { return step{text: s, secret: true, timeout: setSlow} }
	// running is a case of a tool at work, printing, no question asked.
	running := func(name, program string, open opener, steps ...step) corpusCase {
		return corpusCase{name: name, program: program, open: open, steps: steps, mode: modes.Unknown, state: Running}
	}
	steps := func(first []step, more ...step) []step { return append(append([]step(nil), first...), more...) }
	like := func(tool string) opener {
		return twohundredthirtyfifthScript(py, "py/twohundredthirtyfifth_demo.py", tool)
	}
	windscribe := like("windscribe")
	fido := like("fido2-token")
	zulu := like("zulucrypt")
	patroni := like("patronictl")
	wacs := like("wacs")
	wbadmin := like("wbadmin")
	opatch := like("opatch")

	username := want(modes.Text, "Windscribe Username:", "")
	vpnPassword := want(modes.Password, "Windscribe Password:", "")
	currentPIN := want(modes.Password, "Enter current PIN for /dev/hidraw3:", "")
	proceedYES := want(modes.Confirm, `Type "YES" and press enter if you want to process:`, "", "YES|YES")
	passphrase := want(modes.Password, "Enter passphrase:", "")
	restartQ := yesNo("Are you sure you want to restart members pg1, pg2, pg3?", "no")
	recoverQ := want(modes.Confirm, "Do you want to recover the file(s)?", "", "y|Yes", "n|No")
	proceedQ := yesNo("Do you want to proceed?", "")

	toUser := []step{wait("Windscribe Username:"), settle}
	toVPNPassword := steps(toUser, typed("ada.lovelace", "Windscribe Password:"), settle)
	toPIN := []step{wait("Enter current PIN"), settle}
	toNewPIN := steps(toPIN, secret("2468", "Enter new PIN"), settle)
	toProceed := []step{wait("if you want to process:"), settle}
	toPassphrase := steps(toProceed, typed("YES", "Enter passphrase:"), settle)
	toWhen := []step{wait("[now]:"), settle}
	toVersion := steps(toWhen, typed("", "PostgreSQL version"), settle)
	toRestart := steps(toVersion, typed("", "[y/N]:"), settle)
	toMenu := []step{wait("Please choose from the menu:"), settle}
	toSource := steps(toMenu, typed("M", "How shall we determine"), settle)
	toHost := steps(toSource, typed("2", "Host:"), settle)
	toFriendly := steps(toHost, typed("ada.dev", "Friendly name"), settle)
	toRecover := []step{wait("[Y] Yes [N] No"), settle}
	toPatchProceed := []step{wait("Do you want to proceed? [y|n]"), settle}
	toReady := steps(toPatchProceed, typed("y", "ready for patching?"), settle)
	return []corpusCase{
		// windscribe-like (Windscribe's command-line client, `windscribe
		// login`): `Windscribe Username: ` alone on the first row (at
		// first and with a name typed, not entered); entered,
		// `Windscribe Password: ` with echo off (at first and with a
		// password typed, nothing shown); entered, `This account has
		// two-factor authentication enabled.` over `2FA Code: `, asked
		// in clear. Text questions with no default and a password
		// prompt.
		needs(ask("windscribe-like-username", "windscribe-like", windscribe, username, toUser...), py),
		needs(ask("windscribe-like-username-typed", "windscribe-like", windscribe, username,
			steps(toUser, typing("ada.lovelace"), settle)...), py),
		needs(ask("windscribe-like-password", "windscribe-like", windscribe, vpnPassword, toVPNPassword...), py),
		needs(ask("windscribe-like-password-typed", "windscribe-like", windscribe, vpnPassword,
			steps(toVPNPassword, secretTyping("hunter22"), settle)...), py),
		needs(ask("windscribe-like-code", "windscribe-like", windscribe, want(modes.Text, "2FA Code:", ""),
			steps(toVPNPassword, secret("hunter22", "2FA Code:"), settle)...), py),

		// fido2-token-like (libfido2's `fido2-token -C /dev/hidraw3`):
		// `Enter current PIN for /dev/hidraw3: ` alone, echo off (at
		// first and with a PIN typed, nothing shown); entered, `Enter new
		// PIN for /dev/hidraw3: ` under it; entered, `Enter the same PIN
		// again: `. Password prompts.
		needs(ask("fido2-token-like-current", "fido2-token-like", fido, currentPIN, toPIN...), py),
		needs(ask("fido2-token-like-current-typed", "fido2-token-like", fido, currentPIN,
			steps(toPIN, secretTyping("2468"), settle)...), py),
		needs(ask("fido2-token-like-new", "fido2-token-like", fido, want(modes.Password, "Enter new PIN for /dev/hidraw3:", ""), toNewPIN...), py),
		needs(ask("fido2-token-like-again", "fido2-token-like", fido, want(modes.Password, "Enter the same PIN again:", ""),
			steps(toNewPIN, secret("97531", "same PIN again"), settle)...), py),

		// zulucrypt-like (zuluCrypt-cli creating a LUKS volume in
		// /home/ada/vault.img): `This operation will destroy all data in
		// a device at: "/home/ada/vault.img"` and `Are you sure you want
		// to proceed?` over `Type "YES" and press enter if you want to
		// process: ` (at first and with YES typed, not entered: a
		// confirm whose one answer is the word YES); entered, `Enter
		// passphrase: ` with echo off (at first and with a passphrase
		// typed, nothing shown); entered, `Re enter passphrase: `.
		needs(ask("zulucrypt-like-proceed", "zulucrypt-like", zulu, proceedYES, toProceed...), py),
		needs(ask("zulucrypt-like-proceed-typed", "zulucrypt-like", zulu, proceedYES, steps(toProceed, typing("YES"), settle)...), py),
		needs(ask("zulucrypt-like-passphrase", "zulucrypt-like", zulu, passphrase, toPassphrase...), py),
		needs(ask("zulucrypt-like-passphrase-typed", "zulucrypt-like", zulu, passphrase,
			steps(toPassphrase, secretTyping("correct horse battery"), settle)...), py),
		needs(ask("zulucrypt-like-again", "zulucrypt-like", zulu, want(modes.Password, "Re enter passphrase:", ""),
			steps(toPassphrase, secret("correct horse battery", "Re enter passphrase:"), settle)...), py),

		// patronictl-like (Patroni's `patronictl -c patroni.yml restart
		// orders`): the cluster's three members in a table drawn in `+`,
		// `-` and `|`, then click's prompts a row each: `When should the
		// restart take place (e.g. 2026-11-28T10:00)  [now]: ` (a text
		// question, default now); Enter, `Restart if the PostgreSQL
		// version is less than provided (e.g. 9.5.2)  []: ` (a text
		// question, empty default); Enter, `Are you sure you want to
		// restart members pg1, pg2, pg3? [y/N]: ` (at first and with y
		// typed), a yes/no defaulting to no.
		needs(ask("patronictl-like-when", "patronictl-like", patroni,
			want(modes.Text, "When should the restart take place (e.g. 2026-11-28T10:00)", "now"), toWhen...), py),
		needs(ask("patronictl-like-version", "patronictl-like", patroni,
			want(modes.Text, "Restart if the PostgreSQL version is less than provided (e.g. 9.5.2)", ""), toVersion...), py),
		needs(ask("patronictl-like-restart", "patronictl-like", patroni, restartQ, toRestart...), py),
		needs(ask("patronictl-like-restart-typed", "patronictl-like", patroni, restartQ, steps(toRestart, typing("y"), settle)...), py),

		// wacs-like (win-acme, wacs.exe): its banner and main menu, six
		// entries keyed by a letter (`N: Create certificate (default
		// settings)` … `Q: Quit`), over ` Please choose from the menu: `,
		// a choice; M, a paragraph and four entries (`1: Read bindings
		// from IIS`, `2: Manual input`, `3: CSR created by another
		// program`, `C: Abort`) over ` How shall we determine the
		// domain(s) to include in the certificate?: `, a choice; 2, a
		// description over ` Host: `, a text question; ada.dev, `
		// Friendly name '[Manual] ada.dev'. <Enter> to accept or type
		// desired name: `, a text question whose default is the name in
		// quotes; Enter, the terms of service's file over ` Do you agree
		// with the terms? (y*/n) - `, a yes/no defaulting (starred) to
		// yes.
		needs(ask("wacs-like-menu", "wacs-like", wacs, want(modes.Choice, "Please choose from the menu:", "",
			"N|Create certificate (default settings)", "M|Create certificate (full options)", "R|Run renewals (0 currently due)",
			"A|Manage renewals (3 total)", "O|More options...", "Q|Quit"), toMenu...), py),
		needs(ask("wacs-like-source", "wacs-like", wacs, want(modes.Choice, "How shall we determine the domain(s) to include in the certificate?:", "",
			"1|Read bindings from IIS", "2|Manual input", "3|CSR created by another program", "C|Abort"), toSource...), py),
		needs(ask("wacs-like-host", "wacs-like", wacs, want(modes.Text, "Host:", ""), toHost...), py),
		needs(ask("wacs-like-friendly-name", "wacs-like", wacs,
			want(modes.Text, "Friendly name '[Manual] ada.dev'. <Enter> to accept or type desired name:", "[Manual] ada.dev"), toFriendly...), py),
		needs(ask("wacs-like-terms", "wacs-like", wacs, yesNo("Do you agree with the terms?", "yes"),
			steps(toFriendly, typed("", "agree with the terms"), settle)...), py),

		// wbadmin-like (Windows Server Backup's `wbadmin start recovery
		// -itemType:File`): its banner, `You have chosen to recover the
		// file(s):` over four files, one a row, where they go and that
		// existing files will be overwritten, `Do you want to recover
		// the file(s)?` over `[Y] Yes [N] No ` (at first and with Y
		// typed), a confirm of Yes and No, no default; answered Y,
		// `Running the file recovery operation, copied (N%).` a line
		// each time it grows (running, no question).
		needs(ask("wbadmin-like-recover", "wbadmin-like", wbadmin, recoverQ, toRecover...), py),
		needs(ask("wbadmin-like-recover-typed", "wbadmin-like", wbadmin, recoverQ, steps(toRecover, typing("Y"), settle)...), py),
		needs(running("wbadmin-like-recovering", "wbadmin-like", wbadmin, steps(toRecover, typed("Y", "copied (9%)"))...), py),

		// opatch-like (OPatch's `opatch apply`): its header (Oracle
		// Home, inventory, versions, the log's path wrapped over two
		// rows), `OPatch continues with these patches:   36912597` over
		// `Do you want to proceed? [y|n]`, the cursor on the empty row
		// under it (at first and with y typed there), a yes/no with no
		// default; answered, `User Responded with: Y`, the instances to
		// stop and `Is the local system ready for patching? [y|n]`, the
		// cursor under it, a yes/no; answered y, `Patching component
		// oracle.rdbms, 19.0.0.0.0...` and the next components a line at
		// a time (running, no question).
		needs(ask("opatch-like-proceed", "opatch-like", opatch, proceedQ, toPatchProceed...), py),
		needs(ask("opatch-like-proceed-typed", "opatch-like", opatch, proceedQ, steps(toPatchProceed, typing("y"), settle)...), py),
		needs(ask("opatch-like-ready", "opatch-like", opatch, yesNo("Is the local system ready for patching?", ""), toReady...), py),
		needs(running("opatch-like-patching", "opatch-like", opatch, steps(toReady, typed("y", "oracle.rdbms.rsf"))...), py),
	}
}

// TestModesTwohundredthirtyfifth drives the twohundredthirtyfifth set
// live to the labelled moment and, with -update, stores its screens,
// labels and facts for modes' TestSetsAccuracy/twohundredthirtyfifth.
// Whether the classifier reads them right is that test's measure, not a
// failure here.
func TestModesTwohundredthirtyfifth(t *testing.T) {
	captureSet(t, twohundredthirtyfifthDir, twohundredthirtyfifthSet())
}
