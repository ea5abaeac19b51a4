package session

import (
	"testing"

	"github.com/agentty/agentty/modes"
)

// twohundredninetyfourthDir holds the twohundredninetyfourth set (issue
// 44, two-hundred-and-ninety-fourth round): live cases of password and
// passphrase prompts and the line questions around them, of an account
// tool, two encryption tools and a directory client that cannot run here
// (no NIS server, no LDAP server, no .NET runtime, no package), imitated
// by a fixture of its own (one script run by Debian's python3, lines on
// the main screen, secrets read as getpass(3) reads them, the echo off
// and the cursor after the prompt, other lines read cooked), each
// drawing what the program draws at one of its moments (its words and
// layout, from its manual and source as known): yp-tools' yppasswd
// (Thorsten Kukuk's; the old password, the new one, again after one too
// short, retyped; with -f its password and the full name's and
// location's fields over their defaults; with -l the login shell's),
// Samuel Lucas's Kryptor with -p (a passphrase asked with a hint above,
// retyped, encrypting after it, a random passphrase made and encrypting,
// a decryption's password), Mahlon E. Smith's shelldap with --promptpass
// (its bind password, its shell, passwd's new password and retyped, back
// at its shell after a mismatch, rm's yes/no) and Packetizer's AES Crypt
// command line (a password asked, asked again, a decryption's). None of
// them, nor their makers, is named by any other test, table, fixture or
// doc of agentty: `git grep -il` found nothing for yppasswd, yp-tools,
// linux-nis, kukuk, thorsten, kryptor, samuel lucas, samuel-lucas,
// shelldap, mahlon, aescrypt, aes crypt, aes-crypt, packetizer. Each
// case's label says what a person reads on the screen, written from the
// fixture run by hand in tmux outside agentty at 80x24, and was
// committed before its screen was captured.
const twohundredninetyfourthDir = "../testdata/modes-twohundredninetyfourth"

// twohundredninetyfourthTool runs one tool of the set's script, with
// Debian's python3, over a home holding notes.txt and long.txt.
func twohundredninetyfourthTool(tool string, args ...string) opener {
	return setFixtures("twohundredninetyfourth").script(pythonPath, "py/twohundredninetyfourth_demo.py", append([]string{tool}, args...)...)
}

// twohundredninetyfourthSet is the twohundredninetyfourth set. Labels
// say what a person reads on the screen: a password where a line asks a
// secret and what is typed is not shown, a text question where a line
// asks a value (the value in brackets its default), a yes/no for a
// [y/N] question, a REPL for a program's command prompt; a tool at work
// after the secret, no question asked, is running.
func twohundredninetyfourthSet() []corpusCase {
	is, ask, needs, wait, settle := isCase, askCase, needing, waitFor, settled
	py := pythonPath
	hidden := func(s, expect string) step {
		return step{text: s, enter: true, secret: true, expect: expect, timeout: setSlow}
	}
	typed := func(s, expect string) step { return step{text: s, enter: true, expect: expect, timeout: setSlow} }
	enter := func(expect string) step { return step{keys: "<enter>", expect: expect, timeout: setSlow} }
	then := func(a []step, b ...step) []step { return append(append([]step{}, a...), b...) }
	password := func(q string) *modes.Prompt { return want(modes.Password, q, "") }
	// running is a case of a tool at work, no question asked.
	running := func(name, program string, open opener, steps ...step) corpusCase {
		return corpusCase{name: name, program: program, open: open, steps: steps, mode: modes.Unknown, state: Running}
	}

	// yppasswd-like (yp-tools' yppasswd; lines on the main screen):
	// `Changing NIS account information for alice on nis1.example.org.`
	// over `Please enter old password: `, the cursor after it, nothing
	// shown as typed (a password); typed, `Changing NIS password for
	// alice on nis1.example.org.` over `Please enter new password: ` (a
	// password); abc typed, `Your password must have at least 6
	// characters.` and `Please enter new password: ` again (a password);
	// a longer one typed, `Please retype new password: ` (a password).
	// With -f: the first line over `Please enter password: ` (a
	// password); typed, `Changing full name for alice on
	// nis1.example.org.`, `To accept the default, simply press return. To
	// enter an` / `empty field, type the word "none".` over `Name [Alice
	// Liddell]: ` (a text question whose default is Alice Liddell);
	// Enter, `Location [Room 12]: ` under it (a text question, default
	// Room 12). With -l: after the password, `Changing login shell for
	// alice on nis1.example.org.`, how to keep the default or take the
	// system's, and `Login shell [/bin/bash]: ` (a text question, default
	// /bin/bash).
	yp := twohundredninetyfourthTool("yppasswd")
	ypf := twohundredninetyfourthTool("yppasswd", "-f")
	ypl := twohundredninetyfourthTool("yppasswd", "-l")
	atOld := []step{wait("Please enter old password:"), settle}
	atNew := then(atOld, hidden("tea-party-1865", "Please enter new password:"), settle)
	atShort := then(atNew, hidden("abc", "at least 6 characters"), settle)
	atGecos := []step{wait("Please enter password:"), settle}
	atName := then(atGecos, hidden("tea-party-1865", "Name [Alice Liddell]:"), settle)

	// kryptor-like (Samuel Lucas's Kryptor, `kryptor -e -p ledger.db`;
	// lines on the main screen): `Enter a password (leave empty for a
	// random passphrase):` with the cursor on the line under it, nothing
	// shown as typed (a password); typed, `Retype password:` likewise (a
	// password); retyped the same, `Encrypting "ledger.db"...` and
	// nothing more for a while (at work, no question); Enter on the empty
	// first one instead, `Randomly generated passphrase:` and its words,
	// then `Encrypting "ledger.db"...` (at work). `kryptor -d -p
	// ledger.db.bin`: `Enter your password: ` (a password).
	kryptorE := twohundredninetyfourthTool("kryptor", "-e")
	kryptorD := twohundredninetyfourthTool("kryptor", "-d")
	atPass := []step{wait("random passphrase):"), settle}
	atRetype := then(atPass, hidden("quill and marble", "Retype password:"), settle)

	// shelldap-like (Mahlon E. Smith's shelldap, `shelldap --server
	// ldap.example.org --binddn cn=admin,dc=example,dc=org
	// --promptpass`; lines on the main screen): `Bind password: `, the
	// cursor after it, nothing shown as typed (a password); the right one
	// typed, its prompt `~ > ` (a REPL for LDAP commands); `passwd
	// uid=alice,ou=People` entered, `Enter new password: ` (a password);
	// typed, `Retype new password: ` (a password); another typed, `Sorry,
	// passwords do not match.` and `~ > ` again (the REPL); `rm
	// uid=bob,ou=People` entered, the entry's DN over `Are you sure?
	// [y/N]: ` (a yes/no defaulting to no).
	shelldap := twohundredninetyfourthTool("shelldap")
	atShell := []step{wait("Bind password:"), settle, hidden("correct horse", "~ >"), settle}
	atPasswd := then(atShell, typed("passwd uid=alice,ou=People", "Enter new password:"), settle)
	atRetyped := then(atPasswd, hidden("looking-glass-7", "Retype new password:"), settle)

	// aescrypt-like (Packetizer's AES Crypt command line, `aescrypt -e
	// ledger.db`; lines on the main screen): `Enter password: `, the
	// cursor after it, nothing shown as typed (a password); typed,
	// `Re-Enter password: ` under it (a password). `aescrypt -d
	// ledger.db.aes`: `Enter password: ` (a password).
	aesE := twohundredninetyfourthTool("aescrypt", "-e")
	aesD := twohundredninetyfourthTool("aescrypt", "-d")
	atAES := []step{wait("Enter password:"), settle}

	return []corpusCase{
		// yppasswd-like: the old password, the new one, again after one
		// too short, retyped; -f's password, name and location; -l's
		// login shell.
		needs(ask("yppasswd-like", "yppasswd-like", yp, password("Please enter old password:"), atOld...), py),
		needs(ask("yppasswd-like-new", "yppasswd-like", yp, password("Please enter new password:"), atNew...), py),
		needs(ask("yppasswd-like-short", "yppasswd-like", yp, password("Please enter new password:"), atShort...), py),
		needs(ask("yppasswd-like-retype", "yppasswd-like", yp, password("Please retype new password:"),
			then(atShort, hidden("through-the-looking-glass", "Please retype new password:"), settle)...), py),
		needs(ask("yppasswd-like-gecos", "yppasswd-like", ypf, password("Please enter password:"), atGecos...), py),
		needs(ask("yppasswd-like-name", "yppasswd-like", ypf, want(modes.Text, "Name", "Alice Liddell"), atName...), py),
		needs(ask("yppasswd-like-location", "yppasswd-like", ypf, want(modes.Text, "Location", "Room 12"),
			then(atName, enter("Location [Room 12]:"), settle)...), py),
		needs(ask("yppasswd-like-shell", "yppasswd-like", ypl, want(modes.Text, "Login shell", "/bin/bash"),
			wait("Please enter password:"), settle, hidden("tea-party-1865", "Login shell [/bin/bash]:"), settle), py),

		// kryptor-like: a passphrase asked with a hint, retyped,
		// encrypting; a random one made and encrypting; a decryption's
		// password.
		needs(ask("kryptor-like", "kryptor-like", kryptorE, password("Enter a password (leave empty for a random passphrase):"), atPass...), py),
		needs(ask("kryptor-like-retype", "kryptor-like", kryptorE, password("Retype password:"), atRetype...), py),
		needs(running("kryptor-like-encrypting", "kryptor-like", kryptorE,
			then(atRetype, hidden("quill and marble", `Encrypting "ledger.db"`))...), py),
		needs(running("kryptor-like-random", "kryptor-like", kryptorE,
			then(atPass, enter(`Encrypting "ledger.db"`))...), py),
		needs(ask("kryptor-like-decrypt", "kryptor-like", kryptorD, password("Enter your password:"), wait("Enter your password:"), settle), py),

		// shelldap-like: its bind password, its shell, passwd's new
		// password and retyped, the shell after a mismatch, rm's yes/no.
		needs(ask("shelldap-like", "shelldap-like", shelldap, password("Bind password:"), wait("Bind password:"), settle), py),
		needs(is(modes.REPL, "shelldap-like-shell", "shelldap-like", shelldap, atShell...), py),
		needs(ask("shelldap-like-passwd", "shelldap-like", shelldap, password("Enter new password:"), atPasswd...), py),
		needs(ask("shelldap-like-retype", "shelldap-like", shelldap, password("Retype new password:"), atRetyped...), py),
		needs(is(modes.REPL, "shelldap-like-mismatch", "shelldap-like", shelldap,
			then(atRetyped, hidden("looking-glass-8", "do not match"), settle)...), py),
		needs(ask("shelldap-like-rm", "shelldap-like", shelldap, yesNo("Are you sure?", "no"),
			then(atShell, typed("rm uid=bob,ou=People", "Are you sure?"), settle)...), py),

		// aescrypt-like: a password asked, asked again; a decryption's.
		needs(ask("aescrypt-like", "aescrypt-like", aesE, password("Enter password:"), atAES...), py),
		needs(ask("aescrypt-like-again", "aescrypt-like", aesE, password("Re-Enter password:"),
			then(atAES, hidden("ledger-key-42", "Re-Enter password:"), settle)...), py),
		needs(ask("aescrypt-like-decrypt", "aescrypt-like", aesD, password("Enter password:"), atAES...), py),
	}
}

// TestModesTwohundredninetyfourth drives the twohundredninetyfourth set
// live to the labelled moment and, with -update, stores its screens,
// labels and facts for modes' TestSetsAccuracy/twohundredninetyfourth.
// Whether the classifier reads them right is that test's measure, not a
// failure here.
func TestModesTwohundredninetyfourth(t *testing.T) {
	captureSet(t, twohundredninetyfourthDir, twohundredninetyfourthSet())
}
