package session

import (
	"testing"

	"github.com/agentty/agentty/modes"
)

// twohundredeightysecondDir holds the two-hundred-and-eighty-second set
// (issue 44, two-hundred-and-eighty-second round): live cases of
// password, passphrase and key prompts of tools that cannot run here (no
// server, no account, no root, no repository), imitated by a Python
// script of the set's own (testdata/twohundredeightysecond/py, run by
// Debian's python3), each drawing what the tool draws at one of its
// moments: its words, layout and colours, lines read cooked, secrets read
// with echo off, single keys read unechoed, or dialog boxes on the
// alternate screen whose password field shows a star a character, from
// its documentation, source and published transcripts as known:
// elasticdog's transcrypt setting up a repository's encryption (its
// cipher, a random password or not, the password echoed, the settings to
// confirm), Hackplayers' Evil-WinRM logging in to a remote PowerShell
// (its password, connecting, the remote prompt), rustic's encrypted
// backup repository (a new password, its confirmation, a mismatch asked
// again, an existing repository's password), Keybase's login (username,
// passphrase, a wrong one asked again, the device's name) and TurnKey
// Linux's first-boot turnkey-init (the root password's box, typed as
// stars, its confirmation, a mismatch's notice, the MySQL root password,
// the security updates to install or skip). None of them, nor their
// makers, is named by any other test, table, fixture or doc of agentty:
// transcrypt, elasticdog, evil-winrm, evilwinrm, Hackplayers, rustic,
// rustic-rs, Keybase, TurnKey, turnkey-init and confconsole were each
// grepped (git grep -il) unnamed before they were chosen. Each case's
// label (mode, state, prompt kind, question, default and options) says
// what a person reads on the screen, written from the script run by hand
// in tmux outside agentty at 80x24, and was committed before its screen
// was captured.
const twohundredeightysecondDir = "../testdata/modes-twohundredeightysecond"

// twohundredeightysecondScript runs the set's Python script, with
// Debian's python3, over a home holding notes.txt and long.txt.
var twohundredeightysecondScript = setFixtures("twohundredeightysecond").script

// twohundredeightysecondSet is the two-hundred-and-eighty-second set.
// Labels say what a person reads on the screen: a line or a box asking a
// secret is a password prompt whether or not the typing shows; a tool
// connecting, no question asked, is running.
func twohundredeightysecondSet() []corpusCase {
	is, ask, needs, wait, settle := isCase, askCase, needing, waitFor, settled
	py := pythonPath
	typing := func(s string) step { return step{text: s, timeout: setSlow} }
	typed := func(s, expect string) step { return step{text: s, enter: true, expect: expect, timeout: setSlow} }
	hidden := func(s, expect string) step {
		return step{text: s, enter: true, secret: true, expect: expect, timeout: setSlow}
	}
	press := func(k, expect string) step { return step{text: k, expect: expect, timeout: setSlow} }
	enter := func(expect string) step { return step{keys: "<enter>", expect: expect, timeout: setSlow} }
	// running is a case of a tool at work, no question asked.
	running := func(name, program string, open opener, steps ...step) corpusCase {
		return corpusCase{name: name, program: program, open: open, steps: steps, mode: modes.Unknown, state: Running}
	}
	steps := func(s ...[]step) []step {
		var all []step
		for _, x := range s {
			all = append(all, x...)
		}
		return all
	}
	pw := func(q string) *modes.Prompt { return want(modes.Password, q, "") }
	like := func(flow string) opener {
		return twohundredeightysecondScript(py, "py/twohundredeightysecond_secrets.py", flow)
	}

	// transcrypt-like (elasticdog's transcrypt, run bare in a repository;
	// lines on the main screen): `Encrypt using which cipher?
	// [aes-256-cbc] ` read cooked (a text question whose Enter takes
	// aes-256-cbc); Enter, `Generate a random password? [Y/n] ` waiting
	// for one key, unechoed (a yes/no, yes); n, `Password: ` read cooked
	// with echo on (a password prompt, at first and with the password
	// showing as typed); entered, the repository's metadata and `The
	// following configuration will be saved:` with its context, cipher
	// and password, and `Does this look correct? [Y/n] ` waiting for one
	// key (a yes/no, yes).
	transcrypt := like("transcrypt")
	atCipher := []step{wait("which cipher?"), settle}
	toRandom := steps(atCipher, []step{enter("Generate a random password?"), settle})
	toPassword := steps(toRandom, []step{press("n", "Password:"), settle})
	toCorrect := steps(toPassword, []step{typed("tr0ub4dor", "Does this look correct?"), settle})

	// evil-winrm-like (Hackplayers' Evil-WinRM, `evil-winrm -i 10.0.4.21
	// -u alice`; lines on the main screen): its `Evil-WinRM shell v3.5`
	// banner, a yellow `Warning:` about remote path completions and a
	// cyan `Data:` line, then `Enter Password: ` read with echo off (a
	// password prompt); entered, a green `Info: Establishing connection
	// to remote endpoint` and nothing more for a while (connecting: at
	// work, no question); then the red `*Evil-WinRM*` and yellow ` PS `
	// before `C:\Users\alice\Documents> ` (a remote PowerShell's prompt: a
	// shell).
	winrm, winrmSlow := like("evil-winrm"), like("evil-winrm-slow")
	atWinrm := []step{wait("Enter Password:"), settle}

	// rustic-like (rustic, `rustic init` and `rustic backup`; lines on
	// the main screen, secrets read with echo off): `[INFO] using config
	// ...` over `enter password for new repository: ` (a password
	// prompt); entered, `confirm password: ` (a password prompt); a
	// different one entered, a red `error: passwords do not match` and
	// the first question again (a password prompt); `rustic backup`'s
	// `enter repository password: ` under a line saying a password is
	// needed (a password prompt).
	rusticInit, rusticBackup := like("rustic-init"), like("rustic-backup")
	atNew := []step{wait("password for new repository:"), settle}
	toConfirm := steps(atNew, []step{hidden("correct horse", "confirm password:"), settle})
	toMismatch := steps(toConfirm, []step{hidden("battery staple", "do not match"), settle})

	// keybase-like (Keybase's `keybase login`; lines on the main
	// screen): `Please enter your Keybase username or email: ` read
	// cooked (a text question); alice entered, `Please enter the Keybase
	// passphrase for alice (6+ characters): ` with echo off (a password
	// prompt); a wrong one entered, a red `▶ ERROR` saying the password
	// was bad and the same question again (a password prompt); the right
	// one entered, two lines on naming this computer and `Enter a public
	// name for this device: ` (a text question).
	keybase := like("keybase")
	const passphraseQ = "Please enter the Keybase passphrase for alice (6+ characters):"
	atUser := []step{wait("username or email:"), settle}
	toPassphrase := steps(atUser, []step{typed("alice", "passphrase for alice"), settle})
	toWrong := steps(toPassphrase, []step{hidden("hunter2", "Bad password"), settle})
	toDevice := steps(toWrong, []step{hidden("right", "public name for this device"), settle})

	// turnkey-init-like (TurnKey Linux's first-boot turnkey-init; dialog
	// boxes on a blue alternate screen under the backtitle `TurnKey Linux
	// - First boot configuration`): a box titled `Root Password` saying
	// `Please enter new password for the root account.` over an empty
	// field, the cursor in it, and `<  OK  >` (highlighted) `<Cancel>` (a
	// password prompt, at first and with eight stars typed); entered, the
	// same box saying `Confirm password` (a password prompt); a different
	// one entered, a box `Password mismatch, please try again.` over `<
	// OK >` alone (a notice to press Enter on); matching ones, a box
	// titled `MySQL Password` saying `Please enter new password for the
	// MySQL 'root' account.` (a password prompt); matching ones again, a
	// box titled `Security updates` on installing them daily, `Install
	// security updates now?` over `<Install>` (highlighted) and `< Skip
	// >` (a yes/no of two buttons, at first and moved to Skip).
	turnkey := like("turnkey-init")
	const (
		rootQ  = "Please enter new password for the root account."
		mysqlQ = "Please enter new password for the MySQL 'root' account."
		instQ  = "Install security updates now?"
	)
	atRoot := []step{wait("root account."), settle}
	toRootConfirm := steps(atRoot, []step{typed("hunter22", "Confirm password"), settle})
	toMySQL := steps(toRootConfirm, []step{typed("hunter22", "MySQL Password"), settle})
	toUpdates := steps(toMySQL, []step{typed("s3cretdb", "Confirm password"), settle, typed("s3cretdb", "Install security updates now?"), settle})

	return []corpusCase{
		// transcrypt-like: the cipher, a random password or not, the
		// password (also typed), the settings to confirm.
		needs(ask("transcrypt-like", "transcrypt-like", transcrypt, want(modes.Text, "Encrypt using which cipher?", "aes-256-cbc"), atCipher...), py),
		needs(ask("transcrypt-like-random", "transcrypt-like", transcrypt, yesNo("Generate a random password?", "yes"), toRandom...), py),
		needs(ask("transcrypt-like-password", "transcrypt-like", transcrypt, pw("Password:"), toPassword...), py),
		needs(ask("transcrypt-like-password-typed", "transcrypt-like", transcrypt, pw("Password:"),
			steps(toPassword, []step{typing("tr0ub4dor"), settle})...), py),
		needs(ask("transcrypt-like-correct", "transcrypt-like", transcrypt, yesNo("Does this look correct?", "yes"), toCorrect...), py),

		// evil-winrm-like: the password, connecting, the remote prompt.
		needs(ask("evil-winrm-like", "evil-winrm-like", winrm, pw("Enter Password:"), atWinrm...), py),
		needs(running("evil-winrm-like-connecting", "evil-winrm-like", winrmSlow,
			steps(atWinrm, []step{hidden("Summer2024!", "Establishing connection")})...), py),
		needs(is(modes.Shell, "evil-winrm-like-shell", "evil-winrm-like", winrm,
			steps(atWinrm, []step{hidden("Summer2024!", "Documents>"), settle})...), py),

		// rustic-like: a new password, its confirmation, a mismatch
		// asked again, an existing repository's password.
		needs(ask("rustic-like-init", "rustic-like", rusticInit, pw("enter password for new repository:"), atNew...), py),
		needs(ask("rustic-like-confirm", "rustic-like", rusticInit, pw("confirm password:"), toConfirm...), py),
		needs(ask("rustic-like-mismatch", "rustic-like", rusticInit, pw("enter password for new repository:"), toMismatch...), py),
		needs(ask("rustic-like-backup", "rustic-like", rusticBackup, pw("enter repository password:"),
			wait("enter repository password:"), settle), py),

		// keybase-like: the username, the passphrase, a wrong one asked
		// again, the device's name.
		needs(ask("keybase-like", "keybase-like", keybase, want(modes.Text, "Please enter your Keybase username or email:", ""), atUser...), py),
		needs(ask("keybase-like-passphrase", "keybase-like", keybase, pw(passphraseQ), toPassphrase...), py),
		needs(ask("keybase-like-wrong", "keybase-like", keybase, pw(passphraseQ), toWrong...), py),
		needs(ask("keybase-like-device", "keybase-like", keybase, want(modes.Text, "Enter a public name for this device:", ""), toDevice...), py),

		// turnkey-init-like: the root password (also typed as stars),
		// its confirmation, a mismatch's notice, the MySQL password, the
		// security updates (also moved).
		needs(ask("turnkey-init-like", "turnkey-init-like", turnkey, pw(rootQ), atRoot...), py),
		needs(ask("turnkey-init-like-typed", "turnkey-init-like", turnkey, pw(rootQ), steps(atRoot, []step{typing("hunter22"), settle})...), py),
		needs(ask("turnkey-init-like-confirm", "turnkey-init-like", turnkey, pw("Confirm password"), toRootConfirm...), py),
		needs(ask("turnkey-init-like-mismatch", "turnkey-init-like", turnkey, pressEnter("Password mismatch, please try again."),
			steps(toRootConfirm, []step{typed("hunter23", "mismatch"), settle})...), py),
		needs(ask("turnkey-init-like-mysql", "turnkey-init-like", turnkey, pw(mysqlQ), toMySQL...), py),
		needs(ask("turnkey-init-like-updates", "turnkey-init-like", turnkey, want(modes.Confirm, instQ, "", ">Install", "Skip"), toUpdates...), py),
		needs(ask("turnkey-init-like-updates-moved", "turnkey-init-like", turnkey, want(modes.Confirm, instQ, "", "Install", ">Skip"),
			steps(toUpdates, []step{{keys: "<right>"}, settle})...), py),
	}
}

// TestModesTwohundredeightysecond drives the twohundredeightysecond set
// live to the labelled moment and, with -update, stores its screens,
// labels and facts for modes' TestSetsAccuracy/twohundredeightysecond.
// Whether the classifier reads them right is that test's measure, not a
// failure here.
func TestModesTwohundredeightysecond(t *testing.T) {
	captureSet(t, twohundredeightysecondDir, twohundredeightysecondSet())
}
