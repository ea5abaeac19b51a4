package session

import (
	"os"
	"os/exec"
	"path/filepath"
	"testing"

	"github.com/agentty/agentty/modes"
)

// twohundredseventyfourthDir holds the twohundredseventyfourth set (issue
// 44, two-hundred-and-seventy-fourth round): live cases of real Debian
// setup scripts and administration tools that ask their questions and
// passwords on their own lines, each installed with apt-get and run
// unprivileged in a home of its own: ikiwiki's auto.setup (`ikiwiki
// --setup /etc/ikiwiki/auto.setup`), asking the wiki's name, its
// revision control system and its admin on plain lines, then a password
// and the same again with echo off; Sequoia's sq, asking the password of
// a key it generates and again, a key's new password and again (`sq key
// password`), and the password that unlocks a key to decrypt a message;
// mutt-wizard's mw, adding an account (an address to retype, the IMAP and
// SMTP servers, then pass asking the password and again) and deleting one
// picked by number from the accounts it lists; and Kamailio's kamdbctl
// over SQLite, its `(y/n)` questions of the tables to create, of a drop
// and of a reinit. None of them, nor their makers, is named by any other
// test, table, fixture or doc of agentty: `git grep -il` found nothing
// for ikiwiki, joey hess, sequoia, sequoia-pgp, `sq key`, sq-,
// mutt-wizard, lukesmith, luke smith, kamailio, kamdbctl, kamctl,
// sip-router or fokus before they were chosen; mw and sq, two letters,
// are found as words only as other things (cyradm's setquota alias, an
// option's value, variables, lockfile hashes), never as these programs.
// The sq cases' keys and message are testdata/twohundredseventyfourth/sq's:
// ada-clear.pgp (no password), ada.pgp (the same key, its password
// pine1234), ada.cert and message.pgp (encrypted to it), so that the
// key's ID on the screen is always the same. Each case's label (mode, state, prompt kind, question,
// default and options) was written from the program run by hand in tmux
// outside agentty, at 80x24, and committed before its screen was
// captured.
const twohundredseventyfourthDir = "../testdata/modes-twohundredseventyfourth"

// The twohundredseventyfourth set's programs.
const (
	twohundredseventyfourthIkiwiki  = "/usr/bin/ikiwiki"
	twohundredseventyfourthSq       = "/usr/bin/sq"
	twohundredseventyfourthMw       = "/usr/bin/mw"
	twohundredseventyfourthKamdbctl = "/usr/sbin/kamdbctl"
	twohundredseventyfourthSqlite   = "/usr/bin/sqlite3"
)

// twohundredseventyfourthSqFiles copies the set's keys and message into
// the case's home.
func twohundredseventyfourthSqFiles(t *testing.T, dir string) {
	notes(t, dir)
	src, err := filepath.Abs(filepath.Join(setFixtures("twohundredseventyfourth").dir(), "sq"))
	if err != nil {
		t.Fatal(err)
	}
	for _, name := range []string{"ada-clear.pgp", "ada.pgp", "ada.cert", "message.pgp"} {
		b, err := os.ReadFile(filepath.Join(src, name))
		if err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(filepath.Join(dir, name), b, 0o600); err != nil {
			t.Fatal(err)
		}
	}
}

// twohundredseventyfourthPassStore gives the home a password store whose
// .gpg-id names ada@example.org (mw asks for one before it adds an
// account; no key is needed until the password is stored).
func twohundredseventyfourthPassStore(t *testing.T, dir string) {
	notes(t, dir)
	store := filepath.Join(dir, ".password-store")
	if err := os.MkdirAll(store, 0o700); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(store, ".gpg-id"), []byte("ada@example.org\n"), 0o600); err != nil {
		t.Fatal(err)
	}
}

// twohundredseventyfourthAccounts gives the home two mutt-wizard
// accounts, ada@fernmail.example and ada@quarry.example.
func twohundredseventyfourthAccounts(t *testing.T, dir string) {
	notes(t, dir)
	acc := filepath.Join(dir, ".config", "mutt", "accounts")
	if err := os.MkdirAll(acc, 0o700); err != nil {
		t.Fatal(err)
	}
	for _, name := range []string{"1-ada@fernmail.example.muttrc", "2-ada@quarry.example.muttrc"} {
		if err := os.WriteFile(filepath.Join(acc, name), []byte("# account\n"), 0o600); err != nil {
			t.Fatal(err)
		}
	}
}

// twohundredseventyfourthKamctlrc writes a ~/.kamctlrc that keeps
// kamdbctl's database in SQLite in the home and has it ask which tables
// to create; with made, the database is created first (no presence or
// extra tables).
func twohundredseventyfourthKamctlrc(made bool) func(*testing.T, string) {
	return func(t *testing.T, dir string) {
		notes(t, dir)
		rc := "DBENGINE=SQLITE\nDB_PATH=" + filepath.Join(dir, "kamailio.sqlite") +
			"\nINSTALL_EXTRA_TABLES=ask\nINSTALL_PRESENCE_TABLES=ask\nINSTALL_DBUID_TABLES=ask\n"
		if err := os.WriteFile(filepath.Join(dir, ".kamctlrc"), []byte(rc), 0o600); err != nil {
			t.Fatal(err)
		}
		if !made {
			return
		}
		cmd := exec.Command("bash", "-c", "printf 'n\\nn\\n' | "+twohundredseventyfourthKamdbctl+" create")
		cmd.Dir, cmd.Env = dir, append(os.Environ(), "HOME="+dir)
		if out, err := cmd.CombinedOutput(); err != nil {
			t.Fatalf("kamdbctl create: %v\n%s", err, out)
		}
	}
}

// twohundredseventyfourthSet is the twohundredseventyfourth set. Labels
// say what a person reads on the screen: a question is its words without
// the notation of its answers (`(y/n)`), a `(y/n)` question a confirm
// with no default (none is marked); a question on its own line with no
// default shown is text, one whose answer is not echoed a password; a
// numbered list of accounts over a question asking for a number is a
// select whose keys are the numbers, none marked.
func twohundredseventyfourthSet() []corpusCase {
	ask, needs, wait, settle := askCase, needing, waitFor, settled
	typing := func(s string) step { return step{text: s, timeout: setSlow} }
	typed := func(s, expect string) step { return step{text: s, enter: true, expect: expect, timeout: setSlow} }
	enter := func(expect string) step { return step{keys: "<enter>", expect: expect, timeout: setSlow} }
	secret := func(s string) step { return step{text: s, secret: true} }
	secretEnter := func(s, expect string) step {
		return step{text: s, secret: true, enter: true, expect: expect, timeout: setSlow}
	}
	pw := func(q string) *modes.Prompt { return want(modes.Password, q, "") }
	text := func(q string) *modes.Prompt { return want(modes.Text, q, "") }
	at := func(steps []step, more ...step) []step { return append(append([]step{}, steps...), more...) }

	// ikiwiki --setup /etc/ikiwiki/auto.setup.
	iki := unseenHome(notes, twohundredseventyfourthIkiwiki, "--setup", "/etc/ikiwiki/auto.setup")
	const ikiUp = "What will the wiki be named?"
	toRCS := []step{wait(ikiUp), settle, typed("fernwiki", "revision control system to use?")}
	toAdmin := at(toRCS, enter("will be admin?"))
	toIkiPassword := at(toAdmin, typed("ada", "Choose a password:"))

	// sq.
	sqNew := unseenHome(notes, twohundredseventyfourthSq, "key", "generate", "--userid", "Ada Quarry <ada@fernmail.example>",
		"--with-password", "--export", "ada-new.pgp")
	const sqUp = "Enter password to protect the key:"
	sqPassword := unseenHome(twohundredseventyfourthSqFiles, twohundredseventyfourthSq, "key", "password",
		"-o", "ada-locked.pgp", "ada-clear.pgp")
	sqDecrypt := unseenHome(twohundredseventyfourthSqFiles, twohundredseventyfourthSq, "decrypt", "--recipient-key", "ada.pgp", "message.pgp")

	// mutt-wizard's mw.
	mwAdd := unseenHome(twohundredseventyfourthPassStore, twohundredseventyfourthMw, "-a", "ada")
	const mwUp = "Please retype the address:"
	toIMAP := []step{wait(mwUp), settle, typed("ada@fernmail.example", "IMAP address")}
	toSMTP := at(toIMAP, typed("imap.fernmail.example", "SMTP address"))
	toMwPassword := at(toSMTP, typed("smtp.fernmail.example", "Enter password for"))
	mwDelete := unseenHome(twohundredseventyfourthAccounts, twohundredseventyfourthMw, "-d")

	// Kamailio's kamdbctl.
	kamNeeds := []string{twohundredseventyfourthKamdbctl, twohundredseventyfourthSqlite}
	kamCreate := unseenHome(twohundredseventyfourthKamctlrc(false), twohundredseventyfourthKamdbctl, "create")
	kamDrop := unseenHome(twohundredseventyfourthKamctlrc(true), twohundredseventyfourthKamdbctl, "drop")
	kamReinit := unseenHome(twohundredseventyfourthKamctlrc(true), twohundredseventyfourthKamdbctl, "reinit")
	const presence = "Install presence related tables?"
	const extra = "Install tables for imc cpl siptrace domainpolicy carrierroute drouting userblocklist htable " +
		"purple uac pipelimit mtree sca mohqueue rtpproxy rtpengine secfilter?"

	return []corpusCase{
		// ikiwiki --setup /etc/ikiwiki/auto.setup: `What will the wiki
		// be named? ` alone on the first row (text, no default); with
		// fernwiki typed, not entered; after it, `What revision control
		// system to use? ` (text, no default shown); after Enter, `Which
		// user (wiki account, openid, or email) will be admin? ` (text);
		// after ada, `Setting up fernwiki ...` and `Creating wiki admin
		// ada ...` over `Choose a password: ` with echo off (a password);
		// after one, `Confirm password: ` (a password).
		needs(ask("ikiwiki-setup", "ikiwiki", iki, text("What will the wiki be named?"), wait(ikiUp), settle),
			twohundredseventyfourthIkiwiki),
		needs(ask("ikiwiki-setup-typed", "ikiwiki", iki, text("What will the wiki be named?"),
			wait(ikiUp), settle, typing("fernwiki"), settle), twohundredseventyfourthIkiwiki),
		needs(ask("ikiwiki-setup-rcs", "ikiwiki", iki, text("What revision control system to use?"),
			at(toRCS, settle)...), twohundredseventyfourthIkiwiki),
		needs(ask("ikiwiki-setup-admin", "ikiwiki", iki, text("Which user (wiki account, openid, or email) will be admin?"),
			at(toAdmin, settle)...), twohundredseventyfourthIkiwiki),
		needs(ask("ikiwiki-setup-password", "ikiwiki", iki, pw("Choose a password:"),
			at(toIkiPassword, settle)...), twohundredseventyfourthIkiwiki),
		needs(ask("ikiwiki-setup-confirm", "ikiwiki", iki, pw("Confirm password:"),
			at(toIkiPassword, secretEnter("pine1234", "Confirm password:"), settle)...), twohundredseventyfourthIkiwiki),

		// sq key generate --userid … --with-password: `Enter password
		// to protect the key: ` alone, echo off, at first and with a
		// password typed that it does not show; after it, `Repeat the
		// password once more: ` (passwords). sq key password on a key
		// with no password: `New password: `; after one, `Repeat new
		// password: ` (passwords). sq decrypt --recipient-key ada.pgp
		// message.pgp: `Enter password to decrypt key Ada Quarry
		// <ada@fernmail.example> (9D24E95495BB8B5D): ` wrapped over two
		// rows (a password).
		needs(ask("sq-key-generate", "sq", sqNew, pw(sqUp), wait(sqUp), settle), twohundredseventyfourthSq),
		needs(ask("sq-key-generate-typed", "sq", sqNew, pw(sqUp), wait(sqUp), settle, secret("pine1234"), settle),
			twohundredseventyfourthSq),
		needs(ask("sq-key-generate-repeat", "sq", sqNew, pw("Repeat the password once more:"),
			wait(sqUp), settle, secretEnter("pine1234", "Repeat the password"), settle), twohundredseventyfourthSq),
		needs(ask("sq-key-password", "sq", sqPassword, pw("New password:"), wait("New password:"), settle),
			twohundredseventyfourthSq),
		needs(ask("sq-key-password-repeat", "sq", sqPassword, pw("Repeat new password:"),
			wait("New password:"), settle, secretEnter("pine1234", "Repeat new password:"), settle), twohundredseventyfourthSq),
		needs(ask("sq-decrypt", "sq", sqDecrypt,
			pw("Enter password to decrypt key Ada Quarry <ada@fernmail.example> (9D24E95495BB8B5D):"),
			wait("Enter password to decrypt key"), settle), twohundredseventyfourthSq),

		// mw -a ada: `ada is not a valid email address. Please retype
		// the address:` on its row, the cursor on the row under it (text,
		// no default); after ada@fernmail.example, `Give your email
		// server's IMAP address (excluding the port number):` likewise
		// (text), at first and with imap.fernmail.example typed, not
		// entered; after it, `Give your email server's SMTP address
		// (excluding the port number):` (text); after it, pass's `Enter
		// password for ada@fernmail.example: ` with echo off; after one,
		// `Retype password for ada@fernmail.example: ` (passwords). mw -d
		// with two accounts: `Select the account you would like to delete
		// (by number):` over `1  ada@quarry.example` and `2
		// ada@fernmail.example`, the cursor under them (a select by
		// number, none marked).
		needs(ask("mw-add", "mw", mwAdd, text("ada is not a valid email address. Please retype the address:"),
			wait(mwUp), settle), twohundredseventyfourthMw),
		needs(ask("mw-add-imap", "mw", mwAdd, text("Give your email server's IMAP address (excluding the port number):"),
			at(toIMAP, settle)...), twohundredseventyfourthMw),
		needs(ask("mw-add-imap-typed", "mw", mwAdd, text("Give your email server's IMAP address (excluding the port number):"),
			at(toIMAP, settle, typing("imap.fernmail.example"), settle)...), twohundredseventyfourthMw),
		needs(ask("mw-add-smtp", "mw", mwAdd, text("Give your email server's SMTP address (excluding the port number):"),
			at(toSMTP, settle)...), twohundredseventyfourthMw),
		needs(ask("mw-add-password", "mw", mwAdd, pw("Enter password for ada@fernmail.example:"),
			at(toMwPassword, settle)...), twohundredseventyfourthMw),
		needs(ask("mw-add-password-again", "mw", mwAdd, pw("Retype password for ada@fernmail.example:"),
			at(toMwPassword, settle, secretEnter("pine1234", "Retype password for"), settle)...), twohundredseventyfourthMw),
		needs(ask("mw-delete", "mw", mwDelete,
			want(modes.Select, "Select the account you would like to delete (by number):", "",
				"1|ada@quarry.example", "2|ada@fernmail.example"),
			wait("ada@fernmail.example"), settle), twohundredseventyfourthMw),

		// kamdbctl create over SQLite: `INFO: creating database …` and
		// `INFO: Core Kamailio tables successfully created.` (each after
		// a literal `-e \E[37;33m`, its sh printing echo -e's flag and
		// the escape's letters) over `Install presence related tables?
		// (y/n): ` (a confirm, no default), at first and with y typed,
		// not entered; after y, the presence tables created and `Install
		// tables for imc cpl … secfilter? (y/n): ` wrapped over four rows
		// (a confirm). kamdbctl drop on a database made: `This will drop
		// your current database.` and `It is recommended to first backup
		// your database.` over `Continue with drop? (y/n): ` (a confirm);
		// kamdbctl reinit likewise, `Continue with reinit? (y/n): `;
		// after y, the database dropped and made again over `Install
		// presence related tables? (y/n): ` (a confirm).
		needs(ask("kamdbctl-create", "kamdbctl", kamCreate, yesNo(presence, ""), wait(presence), settle), kamNeeds...),
		needs(ask("kamdbctl-create-typed", "kamdbctl", kamCreate, yesNo(presence, ""),
			wait(presence), settle, typing("y"), settle), kamNeeds...),
		needs(ask("kamdbctl-create-extra", "kamdbctl", kamCreate, yesNo(extra, ""),
			wait(presence), settle, typed("y", "secfilter?"), settle), kamNeeds...),
		needs(ask("kamdbctl-drop", "kamdbctl", kamDrop, yesNo("Continue with drop?", ""),
			wait("Continue with drop?"), settle), kamNeeds...),
		needs(ask("kamdbctl-reinit", "kamdbctl", kamReinit, yesNo("Continue with reinit?", ""),
			wait("Continue with reinit?"), settle), kamNeeds...),
		needs(ask("kamdbctl-reinit-presence", "kamdbctl", kamReinit, yesNo(presence, ""),
			wait("Continue with reinit?"), settle, typed("y", presence), settle), kamNeeds...),
	}
}

// TestModesTwohundredseventyfourth drives the twohundredseventyfourth set
// live to the labelled moment and, with -update, stores its screens,
// labels and facts for modes' TestSetsAccuracy/twohundredseventyfourth.
// Whether the classifier reads them right is that test's measure, not a
// failure here.
func TestModesTwohundredseventyfourth(t *testing.T) {
	captureSet(t, twohundredseventyfourthDir, twohundredseventyfourthSet())
}
