package session

import (
	"testing"

	"github.com/agentty/agentty/modes"
)

// threehundredfiftyfirstDir holds the threehundredfiftyfirst set (issue
// 44, three-hundred-and-fifty-first round): live cases of password, PIN,
// passphrase, token and one-time code prompts from four tools that
// Debian does not package (no Debian package; a cloud account, a
// hardware wallet or a mail server they would need, none here), imitated
// by a fixture of its own (one script run by Debian's python3), each
// drawing what the program draws at one of its moments (its words,
// layout, masks, colours, cursor and terminal modes, from its source,
// documentation and screenshots as known): MEGA's MEGAcmd shell (C++,
// GNU readline: its framed welcome over `MEGA CMD> `, `login`'s hidden
// `Password:` read raw, a wrong one logged in brackets and the login
// typed again, the authenticator's code asked on a readline line, the
// prompt turned to the account and its path, `passwd`'s new password
// asked twice), CircleCI's CLI (`circleci setup`, Go, promptui: a
// `[y/N]` confirm, the API token masked with stars behind a drawn block
// cursor, the host's default under the block, another confirm),
// ShapeShift's keepkeyctl for the KeepKey wallet (Python: the PIN matrix
// explained over `Please enter current PIN: ` and getpass on the empty
// row under it, the new PIN twice, a passphrase twice) and emersion's
// hydroxide, a ProtonMail bridge (Go: `auth`'s hidden password, its
// echoed `2FA TOTP code: `, the mailbox password, and
// `export-secret-keys`' bridge password). None of them, nor their
// makers, is named by any other test, table, fixture or doc of agentty:
// grepped with `git grep -il` before they were chosen were megacmd,
// mega-cmd, mega cmd, mega.nz, meganz, mega limited (and mega as a
// word), circleci, circle ci, circleci-public, keepkey, keepkeyctl,
// python-keepkey, shapeshift, hydroxide and emersion (and, found named
// and left, among others: veracrypt, kopia, duplicacy, bitwarden,
// aws-vault, hashicorp, terraform, 1password, smallstep, keybase,
// lastpass, rbw, gopass, heroku, twilio, saml2aws, okta, ykman, sops,
// ansible-vault, dashlane, infisical, doppler, conjur, teleport,
// openbao, anyconnect, globalprotect, forticlient, expressvpn,
// protonvpn, totp-cli, ibmcloud, databricks, snowsql, pulumi, wandb,
// huggingface, flyctl, cosign, argocd, gomuks, discordo, ncspot,
// tarsnap, rustic, transcrypt, solana, lncli, geth, monero, geli, wicd,
// gpg-tui, mongosh, cqlsh, cypher-shell, arangosh, hdbsql, ripasso,
// wifi-menu, termscp, appwrite, scalingo, caprover, pihole, pivpn,
// raspi-config, dietpi, esxi, xsconsole, subiquity, archinstall,
// void-installer, opnsense, ipfire, keepercommander, nhost, exoscale,
// civo and bemenu; trezor, instaloader and passage were left as
// packaged by Debian). Each case's label says what a person reads on
// the screen, written from the fixture run by hand in tmux outside
// agentty at 80x24, and was committed before its screen was captured.
const threehundredfiftyfirstDir = "../testdata/modes-threehundredfiftyfirst"

// threehundredfiftyfirstTool runs one tool of the set's script (the tool
// and its arguments) with Debian's python3, over a home holding
// notes.txt and long.txt.
func threehundredfiftyfirstTool(args ...string) opener {
	return setFixtures("threehundredfiftyfirst").script(pythonPath, "py/threehundredfiftyfirst_secrets.py", args...)
}

// threehundredfiftyfirstSet is the threehundredfiftyfirst set. Labels
// say what a person reads on the screen: a line or a field asking for a
// password, a PIN, a passphrase or a token, what is typed not shown or
// masked, is a password prompt (its question the row that asks, over
// the empty row the cursor waits on too); a line asking for a code
// that shows what is typed is a text question; a line asking yes or no
// with `[y/N]` is a yes/no defaulting to no; a field showing the value
// Enter takes is a text question defaulting to it; a console's prompt
// waiting for a command, its own or the account it logged into, is a
// REPL's.
func threehundredfiftyfirstSet() []corpusCase {
	is, ask, needs, wait, settle := isCase, askCase, needing, waitFor, settled
	py := pythonPath
	typed := func(s, expect string) step { return step{text: s, enter: true, expect: expect, timeout: setSlow} }
	hidden := func(s, expect string) step {
		return step{text: s, enter: true, secret: true, expect: expect, timeout: setSlow}
	}
	pw := func(q string) *modes.Prompt { return want(modes.Password, q, "") }
	then := func(a []step, b ...step) []step { return append(append([]step{}, a...), b...) }

	// megacmd-like (MEGA's MEGAcmd shell, GNU readline): a blank row, a
	// frame of `=` holding MEGAcmd's letters and `Welcome to MEGAcmd! A
	// Command Line Interactive and Scriptable` … `Enter "help" for basic
	// info and a list of available commands.`, then `MEGA CMD> ` (a REPL
	// at its prompt); `login me@example.com`, `Password:` on the next
	// row, nothing echoed, keys read raw (a password); a wrong one,
	// `[2026-… cmd ERR  Login failed: invalid email or password]`, the
	// login typed again at `MEGA CMD> ` and `Password:` under it (a
	// password); the right one, `Enter the code generated by your
	// authentication app: ` (a text question: a readline line, what is
	// typed shows); 482915, `[… cmd INFO Fetching nodes ... ]`, a full
	// bar `Fetching nodes ||####…||(812/812 KB: 100.00 %)`, `[… cmd INFO
	// Login complete as me@example.com]` over `me@example.com:/$ ` (the
	// REPL at its prompt, now the account's); `passwd`, `New Password:`
	// (a password); entered, `Retype New Password:` under it (a
	// password).
	mega := threehundredfiftyfirstTool("megacmd")
	atMega := []step{wait("MEGA CMD>"), settle}
	atMegaPassword := then(atMega, typed("login me@example.com", "Password:"), settle)
	atMegaRetry := then(atMegaPassword, hidden("hunter22", "Login failed"), settle, typed("login me@example.com", ""), settle)
	atMegaCode := then(atMegaRetry, hidden("Correct-Horse-9", "authentication app"), settle)
	atMegaIn := then(atMegaCode, typed("482915", "Login complete"), settle)
	atMegaNew := then(atMegaIn, typed("passwd", "New Password:"), settle)

	// circleci-like (CircleCI's CLI, `circleci setup`, promptui: keys
	// read raw, the terminal's cursor hidden, a block `█` drawn for it):
	// `? A CircleCI token is already set. Do you want to change it? [y/N]
	// █`, the `?` blue, `[y/N]` faint (a yes/no defaulting to no); y, the
	// answer left faint above `✔ CircleCI API Token: █` (a password: the
	// token is masked); a 40-character token pasted, forty `*` before the
	// block (the password); entered, `API token has been set.` over `✔
	// CircleCI Host: █ttps://circleci.com`, the block over the default's
	// first letter (a text question defaulting to https://circleci.com);
	// Enter, `CircleCI host has been set.` over `? Do you want to reset
	// the endpoint? (default: graphql-unstable)? [y/N] █` (a yes/no
	// defaulting to no).
	cci := threehundredfiftyfirstTool("circleci")
	const token = "9f2c4e1a7b3d8f6e0a5c2b9d4e7f1a3c6b8d0e2f"
	atChange := []step{wait("Do you want to change it"), settle}
	atToken := then(atChange, typed("y", "CircleCI API Token"), settle)
	atHost := then(atToken, hidden(token, "CircleCI Host"), settle)

	// keepkey-like (ShapeShift's keepkeyctl for a KeepKey, its text UI:
	// each line to stderr, getpass('') with echo off on the row under
	// it): `keepkeyctl change_pin`'s `Use the numeric keypad to describe
	// number positions. The layout is:`, `    7 8 9`, `    4 5 6`, `    1
	// 2 3` and `Please enter current PIN: ` over the empty row the
	// cursor waits on (a password); entered, a blank row and the same
	// over `Please enter new PIN: ` (a password); entered, `Please enter
	// new PIN again: ` (a password); `keepkeyctl get_address`'s current
	// PIN entered, `Passphrase required: ` over the empty row (a
	// password); entered, `Confirm your Passphrase: ` (a password).
	kkPin := threehundredfiftyfirstTool("keepkey", "change_pin")
	kkAddress := threehundredfiftyfirstTool("keepkey", "get_address")
	atCurrent := []step{wait("current PIN"), settle}
	atNewPin := then(atCurrent, hidden("7319", "new PIN:"), settle)
	atPassphrase := then(atCurrent, hidden("7319", "Passphrase required"), settle)

	// hydroxide-like (emersion's hydroxide, a ProtonMail bridge):
	// `hydroxide auth me@proton.me`'s `Password: ` with echo off (a
	// password); entered, `2FA TOTP code: ` read cooked, echoed (a text
	// question), and with 492817 typed (the text question); entered,
	// `Mailbox password: ` with echo off (a password); `hydroxide
	// export-secret-keys me@proton.me`'s `Bridge password: ` (a
	// password).
	hx := threehundredfiftyfirstTool("hydroxide", "auth", "me@proton.me")
	atHx := []step{wait("Password:"), settle}
	atTotp := then(atHx, hidden("hunter2hunter2", "TOTP code"), settle)
	totp := want(modes.Text, "2FA TOTP code:", "")

	return []corpusCase{
		// megacmd-like: its prompt, a password, a wrong one and the login
		// again, the authenticator's code, logged in, a new password
		// asked twice.
		needs(is(modes.REPL, "megacmd-like", "megacmd-like", mega, atMega...), py),
		needs(ask("megacmd-like-password", "megacmd-like", mega, pw("Password:"), atMegaPassword...), py),
		needs(ask("megacmd-like-retry", "megacmd-like", mega, pw("Password:"), atMegaRetry...), py),
		needs(ask("megacmd-like-code", "megacmd-like", mega,
			want(modes.Text, "Enter the code generated by your authentication app:", ""), atMegaCode...), py),
		needs(is(modes.REPL, "megacmd-like-logged-in", "megacmd-like", mega, atMegaIn...), py),
		needs(ask("megacmd-like-new-password", "megacmd-like", mega, pw("New Password:"), atMegaNew...), py),
		needs(ask("megacmd-like-retype", "megacmd-like", mega, pw("Retype New Password:"),
			then(atMegaNew, hidden("n3w-Secret", "Retype New Password"), settle)...), py),

		// circleci-like: a confirm, the token empty and pasted, the host's
		// default, another confirm.
		needs(ask("circleci-like", "circleci-like", cci,
			yesNo("A CircleCI token is already set. Do you want to change it?", "no"), atChange...), py),
		needs(ask("circleci-like-token", "circleci-like", cci, pw("CircleCI API Token:"), atToken...), py),
		needs(ask("circleci-like-token-typed", "circleci-like", cci, pw("CircleCI API Token:"),
			then(atToken, step{text: token, secret: true, expect: "****************", timeout: setSlow}, settle)...), py),
		needs(ask("circleci-like-host", "circleci-like", cci,
			want(modes.Text, "CircleCI Host:", "https://circleci.com"), atHost...), py),
		needs(ask("circleci-like-endpoint", "circleci-like", cci,
			yesNo("Do you want to reset the endpoint? (default: graphql-unstable)?", "no"),
			then(atHost, step{enter: true, expect: "reset the endpoint", timeout: setSlow}, settle)...), py),

		// keepkey-like: the current PIN, the new one twice, a passphrase
		// twice.
		needs(ask("keepkey-like", "keepkey-like", kkPin, pw("Please enter current PIN:"), atCurrent...), py),
		needs(ask("keepkey-like-new", "keepkey-like", kkPin, pw("Please enter new PIN:"), atNewPin...), py),
		needs(ask("keepkey-like-again", "keepkey-like", kkPin, pw("Please enter new PIN again:"),
			then(atNewPin, hidden("2846", "new PIN again"), settle)...), py),
		needs(ask("keepkey-like-passphrase", "keepkey-like", kkAddress, pw("Passphrase required:"), atPassphrase...), py),
		needs(ask("keepkey-like-confirm", "keepkey-like", kkAddress, pw("Confirm your Passphrase:"),
			then(atPassphrase, hidden("correct horse", "Confirm your Passphrase"), settle)...), py),

		// hydroxide-like: the password, the TOTP code empty and typed,
		// the mailbox password, the bridge password.
		needs(ask("hydroxide-like", "hydroxide-like", hx, pw("Password:"), atHx...), py),
		needs(ask("hydroxide-like-code", "hydroxide-like", hx, totp, atTotp...), py),
		needs(ask("hydroxide-like-code-typed", "hydroxide-like", hx, totp,
			then(atTotp, step{text: "492817", timeout: setSlow}, settle)...), py),
		needs(ask("hydroxide-like-mailbox", "hydroxide-like", hx, pw("Mailbox password:"),
			then(atTotp, typed("492817", "Mailbox password"), settle)...), py),
		needs(ask("hydroxide-like-bridge", "hydroxide-like", threehundredfiftyfirstTool("hydroxide", "export-secret-keys", "me@proton.me"),
			pw("Bridge password:"), wait("Bridge password"), settle), py),
	}
}

// TestModesThreehundredfiftyfirst drives the threehundredfiftyfirst set
// live to the labelled moment and, with -update, stores its screens,
// labels and facts for modes' TestSetsAccuracy/threehundredfiftyfirst.
// Whether the classifier reads them right is that test's measure, not a
// failure here.
func TestModesThreehundredfiftyfirst(t *testing.T) {
	captureSet(t, threehundredfiftyfirstDir, threehundredfiftyfirstSet())
}
