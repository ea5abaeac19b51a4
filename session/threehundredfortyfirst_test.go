package session

import (
	"testing"

	"github.com/agentty/agentty/modes"
)

// threehundredfortyfirstDir holds the threehundredfortyfirst set (issue
// 44, three-hundred-and-forty-first round): live cases of password,
// passphrase, PIN and one-time code prompts from tools of five
// ecosystems that cannot run here (no npm package, no crate, no Go
// module fetched, no security key, no server to log in to), imitated by
// a fixture of its own (one script run by Debian's python3), each
// drawing what the program draws at one of its moments (its words,
// layout, masks, boxes, colours and cursor, from its documentation,
// source and screenshots as known): Particle's CLI login (Node,
// inquirer: the email, the password masked with stars, the error and
// the question asked again, the login code), SoloKeys' solo1 CLI
// (Python, getpass: the old PIN, the new PIN asked twice, the PIN to
// verify), pepa65's kptui (Rust, ratatui on the alternate screen: the
// master password's box under its logo, dots typed, a wrong password
// asked again, the vault's entries once unlocked, no database, a new
// master password asked twice), OpenBao's bao (Go, a hidden line with
// echo off: an unseal key, a token, a password and a TOTP passphrase)
// and yitsushi's totp-cli (Go: add-token's namespace and token read
// cooked, its storage password asked twice with echo off). None of
// them, nor their makers, is named by any other test, table, fixture or
// doc of agentty: grepped with `git grep -il` before they were chosen
// were particle, particle.io, solo, solokeys, solo1, kptui, pepa65,
// openbao, bao login, totp-cli and yitsushi (and, found named and left,
// among others: saml2aws, ykman, yubikey, yubico, aws-vault, 99designs,
// cryptsetup, luks, keepassc, keepass, kdbx, restic, pinentry,
// veracrypt, survey, inquirer, ibmcloud, cloudfoundry, dashlane,
// boundary, infisical, lpass, lastpass, 1password, bitwarden, teleport,
// gocryptfs, cryfs, securefs, encfs, ecryptfs, tomb, zulucrypt, pwsafe,
// pwman, gopass, passepartui, nitropy, nitrokey, pkcs11, opensc, fido2,
// sequoia, minisign, signify, smallstep, ssh-add, transcrypt, blackbox,
// sops, ansible-vault, chezmoi, openconnect, openvpn, vpnc, forticlient,
// globalprotect, anyconnect, doppler, keybase, gpg-tui, tessen, keeper,
// conjur, kopia, rustic, duplicacy and tarsnap). Each case's label says
// what a person reads on the screen, written from the fixture run by
// hand in tmux outside agentty at 80x24, and was committed before its
// screen was captured.
const threehundredfortyfirstDir = "../testdata/modes-threehundredfortyfirst"

// threehundredfortyfirstTool runs one tool of the set's script with
// Debian's python3, over a home holding notes.txt and long.txt.
func threehundredfortyfirstTool(tool string) opener {
	return setFixtures("threehundredfortyfirst").script(pythonPath, "py/threehundredfortyfirst_secrets.py", tool)
}

// threehundredfortyfirstSet is the threehundredfortyfirst set. Labels
// say what a person reads on the screen: a field or a line asking for a
// password, a passphrase, a PIN or a key, what is typed not shown or
// masked, is a password prompt; a line asking for a name, an address or
// a code that shows what is typed is a text question (its default where
// the program shows one); a vault's entries in a full-screen table are a
// full-screen program's.
func threehundredfortyfirstSet() []corpusCase {
	is, ask, needs, wait, settle := isCase, askCase, needing, waitFor, settled
	py := pythonPath
	typed := func(s, expect string) step { return step{text: s, enter: true, expect: expect, timeout: setSlow} }
	hidden := func(s, expect string) step {
		return step{text: s, enter: true, secret: true, expect: expect, timeout: setSlow}
	}
	pw := func(q string) *modes.Prompt { return want(modes.Password, q, "") }
	then := func(a []step, b ...step) []step { return append(append([]step{}, a...), b...) }

	// particle-like (Particle's CLI, `particle login`, inquirer on the
	// main screen): `? Please enter your email address ` (a text
	// question, no default); answered, `? Please enter your password `
	// (a password), and with hunter22 typed, `********` after it (a
	// password); entered and refused, a spinner's `Sending login
	// details...` gone, `There was an error logging you in! Let's try
	// again.` and `Your username or password is incorrect` in red over
	// `? Please enter your email address (alice@example.com) ` (a text
	// question defaulting to alice@example.com); Enter and the right
	// password, `Use your authenticator app on your mobile device to get
	// a login code.` and a line to recover it over `? Please enter a
	// login code ` (a text question), and with 123456 typed (the text
	// question).
	particle := threehundredfortyfirstTool("particle")
	atParticle := []step{wait("email address"), settle}
	atPassword := then(atParticle, typed("alice@example.com", "your password"), settle)
	atAgain := then(atPassword, hidden("hunter22", "try again"), settle)
	atCode := then(atAgain, step{enter: true}, settle, hidden("sparkle42", "login code"), settle)

	// solo-like (SoloKeys' solo1 CLI, getpass with echo off): `solo key
	// change-pin`'s `Please enter old pin: ` (a password); entered,
	// `Please enter new pin: ` (a password); entered, `Please confirm new
	// pin: ` (a password); `solo key verify`'s `PIN: ` (a password).
	soloChange := threehundredfortyfirstTool("solo-change")
	atOld := []step{wait("old pin:"), settle}
	atNew := then(atOld, hidden("1234", "new pin:"), settle)

	// kptui-like (pepa65's kptui, ratatui on the alternate screen): its
	// red crab logo (`kptui`, `v0.27.2`) over an untitled box 50 wide,
	// the cursor in it, and `Enter the master password  [Esc] quit` in
	// yellow under it (a password asking `Enter the master password`);
	// sesame12 typed, eight dots centred in the box (the password); a
	// wrong one entered, `Unlocking…` and then the box empty over
	// `Failed to unlock: invalid credentials (wrong key?)` in red (a
	// password asked again, no question written); the right one, a box
	// ` kptui ─ default.kdbx ─ 6 entries ` with `Search: type to filter`
	// over a table of six entries (Name, Username, URL), the first in
	// reverse video, over a yellow row of keys (a full-screen program);
	// with no database, the box ` No database found ` holding `Press [n]
	// to create a new database` over `[n] create a new database  [Esc]
	// quit` (a choice of n and Esc, no default); n, the box ` New master
	// password ` over `will create ~/.local/share/kptui/default.kdbx` and
	// `[Enter] confirm  [Esc] cancel` (a password); typed and entered, `
	// Confirm master password ` (a password).
	kptui := threehundredfortyfirstTool("kptui")
	kptuiNew := threehundredfortyfirstTool("kptui-new")
	atKptui := []step{wait("Enter the master password"), settle}
	atWrong := then(atKptui, hidden("sesame12", "Failed to unlock"), settle)
	atMissing := []step{wait("No database found"), settle}
	atNewMaster := then(atMissing, step{text: "n", expect: "New master password", timeout: setSlow}, settle)

	// bao-like (OpenBao's bao, a hidden line with echo off): `bao
	// operator unseal`'s `Unseal Key (will be hidden): ` (a password);
	// `bao login`'s `Token (will be hidden): ` (a password); `bao login
	// -method=userpass username=alice`'s `Password (will be hidden): ` (a
	// password), and entered, `Initiating Interactive MFA Validation...`
	// over `Enter the passphrase for methodID "5a6c…" of type "totp":`
	// (wrapped; a password).
	baoPass := threehundredfortyfirstTool("bao-userpass")
	atBaoPass := []step{wait("Password (will be hidden)"), settle}
	const baoMFA = `Enter the passphrase for methodID "5a6c1f0e-9d3b-4f7a-8e21-7c0d2b9a4e13" of type "totp":`

	// totp-cli-like (yitsushi's totp-cli, `totp-cli add-token`, lines
	// read cooked): `Namespace: ` (a text question); mail entered,
	// `Account: ` and alice@example.com entered, `Token: ` (a text
	// question); a key entered, `Password: ` with echo off (a password);
	// entered, `Again: ` (a password).
	totp := threehundredfortyfirstTool("totp")
	atNamespace := []step{wait("Namespace:"), settle}
	atToken := then(atNamespace, typed("mail", "Account:"), settle, typed("alice@example.com", "Token:"), settle)
	atTotpPassword := then(atToken, typed("JBSWY3DPEHPK3PXP", "Password:"), settle)

	return []corpusCase{
		// particle-like: the email, the password empty and masked, asked
		// again, the login code empty and typed.
		needs(ask("particle-like", "particle-like", particle, want(modes.Text, "Please enter your email address", ""), atParticle...), py),
		needs(ask("particle-like-password", "particle-like", particle, pw("Please enter your password"), atPassword...), py),
		needs(ask("particle-like-masked", "particle-like", particle, pw("Please enter your password"),
			then(atPassword, step{text: "hunter22", secret: true, expect: "********", timeout: setSlow}, settle)...), py),
		needs(ask("particle-like-again", "particle-like", particle,
			want(modes.Text, "Please enter your email address", "alice@example.com"), atAgain...), py),
		needs(ask("particle-like-code", "particle-like", particle, want(modes.Text, "Please enter a login code", ""), atCode...), py),
		needs(ask("particle-like-code-typed", "particle-like", particle, want(modes.Text, "Please enter a login code", ""),
			then(atCode, step{text: "123456"}, settle)...), py),

		// solo-like: the old PIN, the new one asked twice, a PIN to
		// verify.
		needs(ask("solo-like-old", "solo-like", soloChange, pw("Please enter old pin:"), atOld...), py),
		needs(ask("solo-like-new", "solo-like", soloChange, pw("Please enter new pin:"), atNew...), py),
		needs(ask("solo-like-confirm", "solo-like", soloChange, pw("Please confirm new pin:"),
			then(atNew, hidden("5678", "confirm new pin:"), settle)...), py),
		needs(ask("solo-like-verify", "solo-like", threehundredfortyfirstTool("solo-verify"), pw("PIN:"),
			wait("PIN:"), settle), py),

		// kptui-like: the master password, dots typed, wrong and asked
		// again, unlocked, no database, a new master password twice.
		needs(ask("kptui-like", "kptui-like", kptui, pw("Enter the master password"), atKptui...), py),
		needs(ask("kptui-like-typed", "kptui-like", kptui, pw("Enter the master password"),
			then(atKptui, step{text: "sesame12", secret: true, expect: "••••••••", timeout: setSlow}, settle)...), py),
		needs(ask("kptui-like-wrong", "kptui-like", kptui, pw(""), atWrong...), py),
		needs(is(modes.TUI, "kptui-like-unlocked", "kptui-like", kptui,
			then(atWrong, hidden("correct horse", "6 entries"), settle)...), py),
		needs(ask("kptui-like-missing", "kptui-like", kptuiNew,
			want(modes.Choice, "No database found", "", "n|create a new database", "Esc|quit"), atMissing...), py),
		needs(ask("kptui-like-new", "kptui-like", kptuiNew, pw("New master password"), atNewMaster...), py),
		needs(ask("kptui-like-confirm", "kptui-like", kptuiNew, pw("Confirm master password"),
			then(atNewMaster, hidden("sesame12", "Confirm master password"), settle)...), py),

		// bao-like: an unseal key, a token, a password, a TOTP
		// passphrase.
		needs(ask("bao-like-unseal", "bao-like", threehundredfortyfirstTool("bao-unseal"), pw("Unseal Key (will be hidden):"),
			wait("Unseal Key"), settle), py),
		needs(ask("bao-like-token", "bao-like", threehundredfortyfirstTool("bao-token"), pw("Token (will be hidden):"),
			wait("Token (will be hidden)"), settle), py),
		needs(ask("bao-like-password", "bao-like", baoPass, pw("Password (will be hidden):"), atBaoPass...), py),
		needs(ask("bao-like-mfa", "bao-like", baoPass, pw(baoMFA),
			then(atBaoPass, hidden("s3cret-pass", `"totp":`), settle)...), py),

		// totp-cli-like: the namespace, the token, the storage password
		// asked twice.
		needs(ask("totp-cli-like", "totp-cli-like", totp, want(modes.Text, "Namespace:", ""), atNamespace...), py),
		needs(ask("totp-cli-like-token", "totp-cli-like", totp, want(modes.Text, "Token:", ""), atToken...), py),
		needs(ask("totp-cli-like-password", "totp-cli-like", totp, pw("Password:"), atTotpPassword...), py),
		needs(ask("totp-cli-like-again", "totp-cli-like", totp, pw("Again:"),
			then(atTotpPassword, hidden("vault-pass", "Again:"), settle)...), py),
	}
}

// TestModesThreehundredfortyfirst drives the threehundredfortyfirst set
// live to the labelled moment and, with -update, stores its screens,
// labels and facts for modes' TestSetsAccuracy/threehundredfortyfirst.
// Whether the classifier reads them right is that test's measure, not a
// failure here.
func TestModesThreehundredfortyfirst(t *testing.T) {
	captureSet(t, threehundredfortyfirstDir, threehundredfortyfirstSet())
}
