package session

import (
	"testing"

	"github.com/agentty/agentty/modes"
)

// threehundredtwentysixthDir holds the threehundredtwentysixth set
// (issue 44, three-hundred-and-twenty-sixth round): live cases of five
// command-line tools that ask for secrets and the line questions around
// them, and of the shell each leaves when it ends, imitated by a fixture
// of its own (one script run by Debian's python3, each tool's command
// line shown as typed at the shell, questions read cooked and echoed,
// secrets read with echo off), each drawing what the tool draws at one
// of its moments on the main screen (its words, warnings, errors and
// questions, from its documentation and source as known): Aptos Labs'
// Aptos CLI (`aptos init`: `[yes/no] >` to overwrite, asked again after
// a wrong answer, the network among five words with a default, the
// private key with a hint, the shell after), Nitrokey's pynitrokey
// (`nitropy fido2 change-pin`: the old PIN, the new one twice, the shell
// after it changed and after the key refused it), Algorand's goal (`goal
// wallet new`: a wallet's password twice, `(Y/n)` for its backup phrase,
// the shell after the phrase and after a confirmation that did not
// match), Kudelski Security's Shufflecake (`shufflecake init`: `(y/N)`
// before it overwrites the device, how many volumes, a password for each,
// the shell after) and Tezos' Octez client (`octez-client gen keys
// --encrypted`: a password and its confirmation, asked again when they
// differ, the shell after). None of them, nor their makers, is named by
// any other test, table, fixture or doc of agentty: grepped with `git
// grep -il` before they were chosen were aptos, aptos labs, nitrokey,
// nitropy, pynitrokey, algorand, algod, goal wallet, shufflecake,
// kudelski, tezos and octez (goal itself is matched only as the English
// word and elpi's `goal>`; found named and left, among others:
// veracrypt, cryptsetup, luks, gocryptfs, encfs, cryfs, securefs,
// ecryptfs, cryptmount, tomb, zfs, geli, restic, kopia, borg,
// ansible-vault, hashicorp, bitwarden, 1password, lastpass, gopass,
// keepassxc, kpcli, ykman, monero, solana, geth, ethereum, cardano,
// minisign, signify, scrypt, ccrypt, mcrypt, stoken, sqlplus, oracle,
// monetdb, cubrid, yugabyte, influx, infisical and doppler). Each case's
// label says what a person reads on the screen, written from the fixture
// run by hand in tmux outside agentty at 80x24, and was committed before
// its screen was captured.
const threehundredtwentysixthDir = "../testdata/modes-threehundredtwentysixth"

// threehundredtwentysixthTool runs one tool of the set's script with
// Debian's python3, over a home holding notes.txt and long.txt.
func threehundredtwentysixthTool(tool string) opener {
	return setFixtures("threehundredtwentysixth").script(pythonPath, "py/threehundredtwentysixth_secrets.py", tool)
}

// threehundredtwentysixthSet is the threehundredtwentysixth set. Labels
// say what a person reads on the screen: a line asking for a secret with
// the cursor after it or under it, what is typed not shown, is a
// password prompt; a line asking yes or no a yes/no (its default the
// capital letter); a line asking one of a few words a choice; a line
// asking for a value a text question; the shell's prompt under the
// tool's last words is a shell.
func threehundredtwentysixthSet() []corpusCase {
	is, ask, needs, wait, settle := isCase, askCase, needing, waitFor, settled
	py := pythonPath
	typed := func(s, expect string) step { return step{text: s, enter: true, expect: expect, timeout: setSlow} }
	hidden := func(s, expect string) step {
		return step{text: s, enter: true, secret: true, expect: expect, timeout: setSlow}
	}
	entered := step{text: "sure", enter: true}
	then := func(a []step, b ...step) []step { return append(append([]step{}, a...), b...) }
	secret := func(q string) *modes.Prompt { return want(modes.Password, q, "") }

	// aptos-like (Aptos Labs' Aptos CLI, `aptos init` where a profile is
	// set up already): `ada@devbox:~$ aptos init` over `Aptos already
	// initialized for profile default, do you want to overwrite the
	// existing config? [yes/no] >` (wrapped), the cursor on the line
	// under it (a yes/no, no default); `sure` entered, the question asked
	// again under it (the yes/no); `yes`, `Configuring for profile
	// default` and `Choose network from [devnet, testnet, mainnet, local,
	// custom | defaults to devnet]`, the cursor under it (a choice of the
	// five words, default devnet); Enter, `Enter your private key as a
	// hex literal (0x...) [Current: None | No input: Generate new key (or
	// keep one if present)]`, the cursor under it (a text question, no
	// default); Enter, `No key given, generating key...`, the account
	// created and funded, `Aptos CLI is now set up for account 0x… as
	// profile default!`, `{ "Result": "Success" }` over `ada@devbox:~$ `
	// (a shell).
	aptos := threehundredtwentysixthTool("aptos")
	atOverwrite := []step{wait("[yes/no] >"), settle}
	atNetwork := then(atOverwrite, typed("yes", "Choose network from"), settle)
	atKey := then(atNetwork, typed("", "private key"), settle)
	overwrite := yesNo("Aptos already initialized for profile default, do you want to overwrite the existing config?", "")

	// nitropy-like (Nitrokey's pynitrokey, `nitropy fido2 change-pin`):
	// the command line over `Command line tool to interact with Nitrokey
	// devices 0.4.45` and `Please enter old pin: `, echo off (a
	// password); typed, `Please enter new pin: ` (a password); typed,
	// `Please confirm new pin: ` (a password); typed, `done - changed
	// pin` over `ada@devbox:~$ ` (a shell); with an old PIN the key
	// refuses, `Critical error:`, `failed changing to new pin!` and
	// `CtapHidError: CTAP error: 0x31 - PIN_INVALID` over the prompt (a
	// shell).
	nitropy := threehundredtwentysixthTool("nitropy")
	atOld := []step{wait("old pin:"), settle}
	atNew := then(atOld, hidden("246810", "new pin:"), settle)
	atConfirmPin := then(atNew, hidden("135790", "confirm new pin:"), settle)

	// goal-like (Algorand's goal, `goal wallet new ledger -d
	// ~/node/data`): the command line over `Please choose a password for
	// wallet 'ledger': `, echo off (a password); typed, `Please confirm
	// the password: ` (a password); the same typed, `Creating
	// wallet...`, `Created wallet 'ledger'` and two lines on the backup
	// phrase over `Would you like to see it now? (Y/n): ` (a yes/no,
	// default yes); y, `Your backup phrase is printed below.`, `Keep this
	// information safe -- never share it with anyone!` and 25 words in
	// bold over `ada@devbox:~$ ` (a shell); with a confirmation that
	// differs, `Password confirmation did not match` over the prompt (a
	// shell).
	goal := threehundredtwentysixthTool("goal")
	atWallet := []step{wait("for wallet 'ledger':"), settle}
	atConfirmWallet := then(atWallet, hidden("correct horse", "confirm the password:"), settle)
	atBackup := then(atConfirmWallet, hidden("correct horse", "(Y/n)"), settle)

	// shufflecake-like (Kudelski Security's Shufflecake, `sudo
	// shufflecake init /dev/sdb`): the command line, `Shufflecake v0.5.2
	// - (c) 2023 Kudelski Security`, `WARNING: this will overwrite all
	// the content of /dev/sdb.` over `Are you sure you want to continue?
	// (y/N) ` (a yes/no, default no); y, `How many volumes do you want to
	// create? [1-15]: ` (a text question, no default); 2, `Insert
	// password for volume 1: `, echo off (a password); typed, `Insert
	// password for volume 2: ` (a password); typed, the device filled,
	// the volumes created and `Device /dev/sdb initialised with 2
	// volumes.` over `ada@devbox:~$ ` (a shell).
	shuffle := threehundredtwentysixthTool("shufflecake")
	atSure := []step{wait("(y/N)"), settle}
	atVolumes := then(atSure, typed("y", "How many volumes"), settle)
	atVolume1 := then(atVolumes, typed("2", "volume 1:"), settle)
	atVolume2 := then(atVolume1, hidden("outer deck", "volume 2:"), settle)

	// octez-like (Tezos' Octez client, `octez-client gen keys alice
	// --encrypted` on a test network): the command line, `Warning:` and
	// `This is NOT the Tezos Mainnet.` / `Do NOT use your fundraiser keys
	// on this network.` over `Enter password to encrypt your key: `, echo
	// off (a password); typed, `Confirm password: ` (a password); a
	// different one typed, `Passwords do not match.` over `Enter password
	// to encrypt your key: ` asked again (a password); the same typed
	// twice, `Warning: key alice added (tz1…).` over `ada@devbox:~$ ` (a
	// shell).
	octez := threehundredtwentysixthTool("octez")
	atEncrypt := []step{wait("encrypt your key:"), settle}
	atConfirmKey := then(atEncrypt, hidden("tz-pass-1", "Confirm password:"), settle)

	return []corpusCase{
		// aptos-like: overwrite, asked again, the network, the key, the
		// shell after.
		needs(ask("aptos-like", "aptos-like", aptos, overwrite, atOverwrite...), py),
		needs(ask("aptos-like-asked-again", "aptos-like", aptos, overwrite, then(atOverwrite, entered, settle)...), py),
		needs(ask("aptos-like-network", "aptos-like", aptos,
			want(modes.Choice, "Choose network from", "devnet", "devnet", "testnet", "mainnet", "local", "custom"), atNetwork...), py),
		needs(ask("aptos-like-key", "aptos-like", aptos, want(modes.Text, "Enter your private key as a hex literal (0x...)", ""), atKey...), py),
		needs(is(modes.Shell, "aptos-like-shell", "aptos-like", aptos, then(atKey, typed("", `"Success"`), settle)...), py),

		// nitropy-like: the old PIN, the new one, its confirmation, the
		// shell after it changed and after it was refused.
		needs(ask("nitropy-like", "nitropy-like", nitropy, secret("Please enter old pin:"), atOld...), py),
		needs(ask("nitropy-like-new", "nitropy-like", nitropy, secret("Please enter new pin:"), atNew...), py),
		needs(ask("nitropy-like-confirm", "nitropy-like", nitropy, secret("Please confirm new pin:"), atConfirmPin...), py),
		needs(is(modes.Shell, "nitropy-like-shell", "nitropy-like", nitropy,
			then(atConfirmPin, hidden("135790", "changed pin"), settle)...), py),
		needs(is(modes.Shell, "nitropy-like-refused-shell", "nitropy-like", nitropy,
			then(atOld, hidden("000000", "new pin:"), hidden("135790", "confirm new pin:"), hidden("135790", "PIN_INVALID"), settle)...), py),

		// goal-like: the password, its confirmation, the backup phrase's
		// yes/no, the shell after it and after a mismatch.
		needs(ask("goal-like", "goal-like", goal, secret("Please choose a password for wallet 'ledger':"), atWallet...), py),
		needs(ask("goal-like-confirm", "goal-like", goal, secret("Please confirm the password:"), atConfirmWallet...), py),
		needs(ask("goal-like-backup", "goal-like", goal, yesNo("Would you like to see it now?", "y"), atBackup...), py),
		needs(is(modes.Shell, "goal-like-shell", "goal-like", goal, then(atBackup, typed("y", "never share it"), settle)...), py),
		needs(is(modes.Shell, "goal-like-mismatch-shell", "goal-like", goal,
			then(atConfirmWallet, hidden("correct hose", "did not match"), settle)...), py),

		// shufflecake-like: the warning's yes/no, how many volumes, two
		// passwords, the shell after.
		needs(ask("shufflecake-like", "shufflecake-like", shuffle, yesNo("Are you sure you want to continue?", "n"), atSure...), py),
		needs(ask("shufflecake-like-volumes", "shufflecake-like", shuffle,
			want(modes.Text, "How many volumes do you want to create?", ""), atVolumes...), py),
		needs(ask("shufflecake-like-password", "shufflecake-like", shuffle, secret("Insert password for volume 1:"), atVolume1...), py),
		needs(ask("shufflecake-like-password-2", "shufflecake-like", shuffle, secret("Insert password for volume 2:"), atVolume2...), py),
		needs(is(modes.Shell, "shufflecake-like-shell", "shufflecake-like", shuffle,
			then(atVolume2, hidden("inner deck", "initialised with"), settle)...), py),

		// octez-like: the password, its confirmation, asked again after a
		// mismatch, the shell after.
		needs(ask("octez-like", "octez-like", octez, secret("Enter password to encrypt your key:"), atEncrypt...), py),
		needs(ask("octez-like-confirm", "octez-like", octez, secret("Confirm password:"), atConfirmKey...), py),
		needs(ask("octez-like-mismatch", "octez-like", octez, secret("Enter password to encrypt your key:"),
			then(atConfirmKey, hidden("tz-pass-2", "do not match"), settle)...), py),
		needs(is(modes.Shell, "octez-like-shell", "octez-like", octez,
			then(atConfirmKey, hidden("tz-pass-1", "key alice added"), settle)...), py),
	}
}

// TestModesThreehundredtwentysixth drives the threehundredtwentysixth set
// live to the labelled moment and, with -update, stores its screens,
// labels and facts for modes' TestSetsAccuracy/threehundredtwentysixth.
// Whether the classifier reads them right is that test's measure, not a
// failure here.
func TestModesThreehundredtwentysixth(t *testing.T) {
	captureSet(t, threehundredtwentysixthDir, threehundredtwentysixthSet())
}
