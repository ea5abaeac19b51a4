package session

import (
	"path/filepath"
	"testing"

	"github.com/agentty/agentty/modes"
)

// threehundredseventyseventhDir holds the threehundredseventyseventh set
// (issue 44, three-hundred-and-seventy-seventh round): live cases of
// password managers and secret tools that Debian does not package,
// imitated by a fixture of its own (one script run by Debian's python3),
// each drawing what the real program draws at one of its moments:
// Lyndir's Master Password CLI, mpw 2.7 (each line it asks a curses
// dialog in the middle of the alternate screen: the question on a row of
// `*`, a blue box, the field in standout, a secret's `[ * ]`; with -U and
// a configuration of another master password, the old one asked),
// drduh's pwd.sh (bash's `read -p` lines indented by two blanks under a
// warning that passwords print to the screen: a key to read or write,
// the new entry's name, its password read a key at a time, the length
// of a generated one, the index's password with a `*` for each key, and
// a password read back with `Password on screen! Clearing in N` counting
// down), dylanaraps' pash 2.3.0 (`[y/n]` read a byte at a time, hidden
// passwords asked twice, a confirm before deleting an entry), dyc3's
// steamguard-cli 0.18 (its log's `INFO`, the manifest's passkey asked
// with echo off and asked again under `ERROR Incorrect passkey`,
// `remove`'s `[yN]`, `confirm`'s menu of confirmations on the alternate
// screen, ` >` at the selected one, `[ ]`, `[a]` and `[d]` before each)
// and LessPass's CLI 10.2 (`--prompt`'s `Site: ` and `Login: ` read by
// getpass, not echoed; `Master Password: ` read a key at a time with
// three emoji of its fingerprint redrawn after it; `--save`'s `LessPass
// login` over `Email: `). None of them, nor their makers, is named by
// any other test, table, fixture or doc of agentty: grepped with `git
// grep -il` before they were chosen were masterpassword, lyndir,
// billemont, pwd.sh, pwdsh, drduh, dylanaraps, araps, steamguard,
// steamguard-cli, mcmanus, lesspass, guillaumevincent and guillaume
// vincent, and, found only inside other words or hashes, mpw (in
// setsampwidth, confirmPw), pash (in package-lock.json's integrity
// hashes) and dyc3 (the same); `master password` stands only as the
// words, and Steam Guard only as SteamCMD's code prompt (found named
// and left, among others: bitwarden, rbw, 1password, lastpass, lpass,
// dashlane, gopass, passage, ripasso, passepartui, kptui, kpcli,
// keepassc, keepass, keepassxc, kdbx, pwsafe, pwman, yapet, cpm, upass,
// tessen, gpg-tui, totp-cli, spectre, gokey, xkcdpass, keyring,
// secret-tool, infisical, doppler, aws-vault, sops, keepercommander and
// pinentry; titan, nrosvall's, was left as renamed ylva, which is named;
// passhole, Evidlo's, was left unchosen). Each case's label says what a
// person reads on the screen, written from the fixture run by hand in
// tmux outside agentty at 80x24, and was committed before its screen was
// captured.
const threehundredseventyseventhDir = "../testdata/modes-threehundredseventyseventh"

// threehundredseventyseventhTool runs one tool of the set's script (the
// tool and its arguments) with Debian's python3 over a home holding
// notes.txt and long.txt, prepared further by the shell line prep where
// it is given.
func threehundredseventyseventhTool(prep string, args ...string) opener {
	d := setFixtures("threehundredseventyseventh")
	return func(t *testing.T, f *fixtures) Options {
		s, err := filepath.Abs(filepath.Join(d.dir(), "py/threehundredseventyseventh_secrets.py"))
		if err != nil {
			t.Fatal(err)
		}
		p := notes
		if prep != "" {
			p = shPrep(prep)
		}
		return unseenHome(p, append([]string{pythonPath, s}, args...)...)(t, f)
	}
}

// threehundredseventyseventhSet is the threehundredseventyseventh set.
// Labels say what a person reads on the screen: a line or a dialog's
// field asking, the cursor in it or after it, is a question (a name, a
// site, a login, an address or a length typed is a text, whether the
// terminal shows it or not; a password, a passphrase or a passkey a
// password; y and n a yes/no; words offered to pick from a choice), its
// default where the program marks one; the same question asked again
// under an error is the same question; a menu of confirmations each
// marked to accept, deny or leave, one pointed at, is a multiselect (an
// accepted one ticked); a password shown while a countdown runs under it
// is the program at work.
func threehundredseventyseventhSet() []corpusCase {
	ask, needs, wait, settle := askCase, needing, waitFor, settled
	py := pythonPath
	typed := func(s, expect string) step { return step{text: s, enter: true, expect: expect, timeout: setSlow} }
	secret := func(s, expect string) step {
		return step{text: s, enter: true, secret: true, expect: expect, timeout: setSlow}
	}
	key := func(k, expect string) step { return step{text: k, expect: expect, timeout: setSlow} }
	then := func(a []step, b ...step) []step { return append(append([]step{}, a...), b...) }
	running := func(name, program string, open opener, steps ...step) corpusCase {
		return corpusCase{name: name, program: program, open: open, steps: steps, mode: modes.Unknown, state: Running}
	}

	// mpw-like (Lyndir's Master Password CLI 2.7, built with its colour
	// option, on the alternate screen): `mpw`, a dialog in the middle of
	// the screen, a row of `*` on white with `Your full name:` in it, a
	// blue box of `|` under it holding a field in standout, the cursor at
	// its start, and `mpw v2.7-cli-1` centred on the last row (a text, no
	// default); Robert Lee Mitchell, the same dialog asking `Your master
	// password: `, its field `[ * ]`, the cursor on the star, echo off (a
	// password); banana colored duckling, `Site name:` (a text, no
	// default), and masterpasswordapp.com typed in its field (the same).
	// `mpw -U "Robert Lee Mitchell" masterpasswordapp.com` over a
	// configuration of another master password: `Your master password: `,
	// new orange kitten, then (the log's two lines left on the main
	// screen) `Old master password: ` with its `[ * ]` (a password).
	mp := threehundredseventyseventhTool("", "mpw")
	mpUpdate := threehundredseventyseventhTool(`mkdir -p .mpw.d && printf '{\n  "export": {"format": 2, "redacted": true},\n`+
		`  "user": {"full_name": "Robert Lee Mitchell", "key_id": "DDE2B2FC7D455B8BA7E1E7BD58F1073ECC2AC72DBFEE0C228D8062CFD11C19ED", "algorithm": 3},\n`+
		`  "sites": {"masterpasswordapp.com": {"type": 17, "counter": 1, "algorithm": 3}}\n}\n' > ".mpw.d/Robert Lee Mitchell.mpsites.json"`,
		"mpw", "-U", "Robert Lee Mitchell", "masterpasswordapp.com")
	atFullName := []step{wait("Your full name:"), settle}
	atMaster := then(atFullName, typed("Robert Lee Mitchell", "Your master password:"), settle)
	atSite := then(atMaster, secret("banana colored duckling", "Site name:"), settle)
	siteName := want(modes.Text, "Site name:", "")

	// pwdsh-like (drduh's pwd.sh, no xclip, over a home with
	// ~/.gnupg/gpg.conf): `pwd.sh`, a blank line, a yellow `WARNING:
	// Clipboard not available, passwords will print to screen/stdout!`,
	// a blank line and `  Read or Write (or Help for more options): `,
	// read a key at a time with echo on (a choice of Read, Write and Help,
	// no default); w, `  Username (Enter to generate): ` (a text, no
	// default); ada, `  Password for "ada" (Enter to generate): `, echo
	// off, a key at a time (a password); Enter, `  Password length
	// (default: 14): ` (a text, default 14); 20, `  Password to unlock
	// pwd.index: ` and hunter22 typed, eight `*` after it (a password).
	// `pwd.sh r ada` over a pwd.index: its `Password to unlock
	// pwd.index: `, hunter22, the password printed `u7Q@x;Kf2m+Tz!` over
	// `  Password on screen! Clearing in 9`, counting down each second
	// (at work).
	ps := threehundredseventyseventhTool("mkdir -p .gnupg && touch .gnupg/gpg.conf", "pwd.sh")
	psRead := threehundredseventyseventhTool("mkdir -p .gnupg safe && touch .gnupg/gpg.conf && echo x > pwd.index",
		"pwd.sh", "r", "ada")
	atMenu := []step{wait("Read or Write"), settle}
	atUsername := then(atMenu, key("w", "Username (Enter to generate)"), settle)
	atUserPassword := then(atUsername, typed("ada", `Password for "ada"`), settle)
	atLength := then(atUserPassword, typed("", "Password length"), settle)
	atUnlock := then(atLength, typed("20", "Password to unlock"), settle,
		step{text: "hunter22", secret: true, expect: "********", timeout: setSlow}, settle)

	// pash-like (dylanaraps' pash 2.3.0): `pash add github`, `Generate a
	// password? [y/n]: `, a byte read with stty -icanon (a yes/no, no
	// default); n, `Enter password: `, stty -echo (a password); a
	// password, `Enter password (again): ` (a password). `pash del github`
	// over a store holding github.gpg: `Delete pass file 'github'? [y/n]:
	// ` (a yes/no, no default).
	pa := threehundredseventyseventhTool("", "pash", "add", "github")
	paDel := threehundredseventyseventhTool("mkdir -p .local/share/pash && echo x > .local/share/pash/github.gpg",
		"pash", "del", "github")
	atGenerate := []step{wait("Generate a password?"), settle}
	atEnter := then(atGenerate, key("n", "Enter password:"), settle)

	// steamguard-like (dyc3's steamguard-cli 0.18 over an encrypted
	// manifest of one account, ada_lovelace): `steamguard`, a blue `INFO`
	// before `reading manifest from …/.config/steamguard-cli/maFiles`
	// (wrapped) over `Enter encryption passkey: `, echo off (a password);
	// hunter2, a red `ERROR` before `Incorrect passkey` over it asked
	// again (the same). `steamguard remove`, the passkey, `This will
	// remove the mobile authenticator from 1 accounts: ada_lovelace` over
	// `Do you want to continue? [yN] ` (a yes/no, default no).
	// `steamguard confirm`, the passkey, `INFO ada_lovelace: Checking for
	// confirmations`, then on the alternate screen in raw mode `arrow
	// keys to select, [a]ccept, [d]eny, [i]gnore, [enter] confirm
	// choices` over four confirmations each after ` >` or two blanks and
	// `[ ]` (Trade - gaben - …, MarketSell - Sell - …, Trade - ada_relay
	// - …, ApiKeyCreation - …), the first yellow after ` >`, the cursor
	// left after the last row (a multiselect, none ticked, the first
	// highlighted); down and a, the second yellow after ` >`, its `[a]`
	// green (the multiselect, the second ticked and highlighted).
	sg := threehundredseventyseventhTool(threehundredseventyseventhManifest, "steamguard")
	sgRemove := threehundredseventyseventhTool(threehundredseventyseventhManifest, "steamguard", "remove")
	sgConfirm := threehundredseventyseventhTool(threehundredseventyseventhManifest, "steamguard", "confirm")
	atPasskey := []step{wait("Enter encryption passkey:"), settle}
	passkey := want(modes.Password, "Enter encryption passkey:", "")
	atConfirmations := then(atPasskey, secret("correct-horse-7", "[enter] confirm choices"), settle)
	confirmations := []string{
		"Trade - gaben - You will give up your AK-47 | Redline (Field-Tested)",
		"MarketSell - Sell - Mann Co. Supply Crate Key, 2,15€",
		"Trade - ada_relay - You will receive 2 items",
		"ApiKeyCreation - API Key - ledger.example",
	}

	// lesspass-like (LessPass's CLI 10.2): `lesspass --prompt`, `Site: `
	// read by getpass, echo off (a text: the site's name, no default);
	// lesspass.com, `Login: ` (a text, the same); ada@example.com,
	// `Master Password: ` read a key at a time in raw mode (a password);
	// a master password typed, three emoji of its fingerprint after it
	// (the password). `lesspass --save`, `Master Password: ` read by
	// getpass; a master password, `LessPass login` over `Email: `, echo
	// on (a text, no default).
	lp := threehundredseventyseventhTool("", "lesspass", "--prompt")
	lpSave := threehundredseventyseventhTool("", "lesspass", "--save")
	atSiteQ := []step{wait("Site:"), settle}
	atLogin := then(atSiteQ, typed("lesspass.com", "Login:"), settle)
	atMasterQ := then(atLogin, typed("ada@example.com", "Master Password:"), settle)
	master := want(modes.Password, "Master Password:", "")

	return []corpusCase{
		// mpw-like: the full name, the master password, the site, the
		// site typed, the old master password.
		needs(ask("mpw-like", "mpw-like", mp, want(modes.Text, "Your full name:", ""), atFullName...), py),
		needs(ask("mpw-like-master", "mpw-like", mp, want(modes.Password, "Your master password:", ""), atMaster...), py),
		needs(ask("mpw-like-site", "mpw-like", mp, siteName, atSite...), py),
		needs(ask("mpw-like-site-typed", "mpw-like", mp, siteName,
			then(atSite, step{text: "masterpasswordapp.com", expect: "masterpasswordapp.com", timeout: setSlow}, settle)...), py),
		needs(ask("mpw-like-old", "mpw-like", mpUpdate, want(modes.Password, "Old master password:", ""),
			wait("Your master password:"), settle, secret("new orange kitten", "Old master password:"), settle), py),

		// pwdsh-like: read or write, the name, its password, the length,
		// the index's password, counting down.
		needs(ask("pwdsh-like", "pwdsh-like", ps,
			want(modes.Choice, "Read or Write (or Help for more options):", "", "Read", "Write", "Help"), atMenu...), py),
		needs(ask("pwdsh-like-username", "pwdsh-like", ps, want(modes.Text, "Username (Enter to generate):", ""), atUsername...), py),
		needs(ask("pwdsh-like-user-password", "pwdsh-like", ps,
			want(modes.Password, `Password for "ada" (Enter to generate):`, ""), atUserPassword...), py),
		needs(ask("pwdsh-like-length", "pwdsh-like", ps, want(modes.Text, "Password length (default: 14):", "14"), atLength...), py),
		needs(ask("pwdsh-like-unlock", "pwdsh-like", ps, want(modes.Password, "Password to unlock pwd.index:", ""), atUnlock...), py),
		needs(running("pwdsh-like-countdown", "pwdsh-like", psRead,
			wait("Password to unlock pwd.index:"), settle, secret("hunter22", "Clearing in")), py),

		// pash-like: generate, the password, again, delete.
		needs(ask("pash-like", "pash-like", pa, yesNo("Generate a password?", ""), atGenerate...), py),
		needs(ask("pash-like-password", "pash-like", pa, want(modes.Password, "Enter password:", ""), atEnter...), py),
		needs(ask("pash-like-again", "pash-like", pa, want(modes.Password, "Enter password (again):", ""),
			then(atEnter, secret("Tr0ub4dor&3", "(again)"), settle)...), py),
		needs(ask("pash-like-delete", "pash-like", paDel, yesNo("Delete pass file 'github'?", ""),
			wait("Delete pass file"), settle), py),

		// steamguard-like: the passkey, asked again, remove, the
		// confirmations, one accepted.
		needs(ask("steamguard-like", "steamguard-like", sg, passkey, atPasskey...), py),
		needs(ask("steamguard-like-retry", "steamguard-like", sg, passkey,
			then(atPasskey, secret("hunter2", "Incorrect passkey"), settle)...), py),
		needs(ask("steamguard-like-remove", "steamguard-like", sgRemove, yesNo("Do you want to continue?", "no"),
			then(atPasskey, secret("correct-horse-7", "Do you want to continue?"), settle)...), py),
		needs(ask("steamguard-like-confirm", "steamguard-like", sgConfirm, ticks("", 0, nil, confirmations...),
			atConfirmations...), py),
		needs(ask("steamguard-like-accept", "steamguard-like", sgConfirm, ticks("", 1, map[int]bool{1: true}, confirmations...),
			then(atConfirmations, step{keys: "<down>", timeout: setSlow}, settle, key("a", ""), settle)...), py),

		// lesspass-like: the site, the login, the master password, its
		// fingerprint, the e-mail to log in with.
		needs(ask("lesspass-like", "lesspass-like", lp, want(modes.Text, "Site:", ""), atSiteQ...), py),
		needs(ask("lesspass-like-login", "lesspass-like", lp, want(modes.Text, "Login:", ""), atLogin...), py),
		needs(ask("lesspass-like-master", "lesspass-like", lp, master, atMasterQ...), py),
		needs(ask("lesspass-like-fingerprint", "lesspass-like", lp, master,
			then(atMasterQ, step{text: "correct horse battery", secret: true, timeout: setSlow}, settle)...), py),
		needs(ask("lesspass-like-email", "lesspass-like", lpSave, want(modes.Text, "Email:", ""),
			wait("Master Password:"), settle, secret("correct horse battery", "Email:"), settle), py),
	}
}

// threehundredseventyseventhManifest prepares the steamguard-like tool's maFiles: a
// manifest of one account whose file is sealed with a passkey,
// correct-horse-7.
const threehundredseventyseventhManifest = `mkdir -p .config/steamguard-cli/maFiles && cd .config/steamguard-cli/maFiles && ` +
	`printf '{"version":1,"entries":[{"filename":"ada_lovelace.maFile","steam_id":76561198012345678,` +
	`"account_name":"ada_lovelace","encryption":{"type":"Argon2idAes256","iv":"4mvEXkEBpKvzS2SGyVC1hQ==",` +
	`"salt":"Zm9vYmFyc2FsdA=="}}],"keyring_id":null,"auto_confirm_market_transactions":false,` +
	`"auto_confirm_trades":false}\n' > manifest.json && ` +
	`echo 5743fcdacbad29d4f6024d1d1e4b91a752dd81d4ad81a3a1fc26c36fafdbc388 > ada_lovelace.maFile`

// TestModesThreehundredseventyseventh drives the threehundredseventyseventh
// set live to the labelled moment and, with -update, stores its screens,
// labels and facts for modes' TestSetsAccuracy/threehundredseventyseventh.
// Whether the classifier reads them right is that test's measure, not a
// failure here.
func TestModesThreehundredseventyseventh(t *testing.T) {
	captureSet(t, threehundredseventyseventhDir, threehundredseventyseventhSet())
}
