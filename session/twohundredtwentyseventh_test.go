package session

import (
	"testing"

	"github.com/agentty/agentty/modes"
)

// twohundredtwentyseventhDir holds the twohundredtwentyseventh set
// (issue 44, two-hundred-and-twenty-seventh round): live cases of
// line-mode command-line tools that ask questions, imitated by a fixture
// of its own (Debian's python3, the terminal cooked, getpass for its
// secrets, on the main screen), each printing what a tool that cannot
// run here prints (its words, layout and notation, from its
// documentation and published transcripts): IBM ClearCase's cleartool
// removing an element, cancelling a checkout and merging, Ubuntu's
// do-release-upgrade in its text frontend, Magento's bin/magento
// upgrading its schema, uninstalling and creating an admin user, the
// 1Password CLI adding an account, IBM Informix's ontape restoring an
// archive, SonicWall's NetExtender connecting and Nike's gimme-aws-creds
// signing in. Each is seen at its questions (`[no]`, `[yN]  Details
// [d]`, `[y/N]`, `(y/n)`, `(Y:Yes, N:No, V:View Certificate)`, a tape to
// mount and Return to press, numbered `[ 0 ]` entries over `Selection:
// `), at its secrets asked with echo off, each at first and with an
// answer typed but not entered, and at work printing with no question.
// None of them is named by any other test, table, fixture or doc of
// agentty. Each case's label says what a person reads on the screen,
// written from the imitations run by hand in tmux outside agentty, and
// was committed before its screen was captured.
const twohundredtwentyseventhDir = "../testdata/modes-twohundredtwentyseventh"

// twohundredtwentyseventhScript runs the set's Python script, with
// Debian's python3, over a home holding notes.txt and long.txt.
var twohundredtwentyseventhScript = setFixtures("twohundredtwentyseventh").script

// twohundredtwentyseventhSet is the twohundredtwentyseventh set. Labels
// say what a person reads on the screen: a question is the words on the
// row the cursor waits on, without its notation of answers.
func twohundredtwentyseventhSet() []corpusCase {
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
		return twohundredtwentyseventhScript(py, "py/twohundredtwentyseventh_demo.py", tool)
	}
	rmelem := like("cleartool-rmelem")
	uncheckout := like("cleartool-uncheckout")
	findmerge := like("cleartool-findmerge")
	upgrade := like("release-upgrade")
	magentoUpgrade := like("magento-upgrade")
	uninstall := like("magento-uninstall")
	admin := like("magento-admin")
	op := like("onepassword")
	ontape := like("ontape")
	netextender := like("netextender")
	gimme := like("gimme-aws-creds")

	removeQ := yesNo(`Remove element "notes.txt"?`, "n")
	mergeQ := yesNo("Do you want the CHANGE made in file 2?", "n")
	sshQ := yesNo("Continue", "n")
	startQ := want(modes.Confirm, "Continue", "n", "y|yes", "n|no", "d|Details")
	uninstallQ := yesNo("Are you sure you want to uninstall Magento?", "n")
	adminPassword := want(modes.Password, "Admin password:", "")
	restoreQ := yesNo("Continue restore?", "")
	vpnPassword := want(modes.Password, "Password:", "")
	factorQ := want(modes.Select, "Selection:", "",
		"0|Okta Verify App: SmartPhone_IPhone: iPhone", "1|token:software:totp( OKTA ) : ada@example.com")

	toMerge := []step{wait("file 2? [no]"), settle}
	toSSH := []step{wait("Continue [yN]"), settle}
	toStart := steps(toSSH, typed("y", "Details [d]"), settle)
	toAdmin := []step{wait("Admin user:"), settle, typed("ada", "Admin password:"), settle}
	toAddress := []step{wait("sign-in address"), settle}
	toEmail := steps(toAddress, typed("my.1password.com", "email address"), settle)
	toSecretKey := steps(toEmail, typed("ada@example.com", "Secret Key"), settle)
	toPassword := steps(toSecretKey, secret("A3-ABCDEF-GHJKLM-NPQRS-TVWXY-Z2345-67892", "Enter the password"), settle)
	toRestore := []step{wait("press Return"), settle, typed("", "Continue restore?"), settle}
	toVPN := []step{wait("Password:"), settle}
	toFactor := []step{wait("Password for"), settle, secret("garden-hose-42", "Selection:"), settle}
	return []corpusCase{
		// cleartool-like (IBM ClearCase's cleartool): `rmelem`'s four
		// rows of CAUTION over `Remove element "notes.txt"?  [no] `,
		// the cursor after it (at first and with yes typed, not
		// entered); `uncheckout`'s `Save private copy of "notes.txt"?
		// [yes] ` alone; `findmerge -merge`'s header, its three files
		// between rows of stars and each file's change side by side
		// under a ruler, over `Do you want the CHANGE made in file 2?
		// [no] `, then, answered yes, the same for file 3. Yes/no
		// questions, their default in brackets.
		needs(ask("cleartool-like-rmelem", "cleartool-like", rmelem, removeQ, wait("[no]"), settle), py),
		needs(ask("cleartool-like-rmelem-typed", "cleartool-like", rmelem, removeQ, wait("[no]"), settle, typing("yes"), settle), py),
		needs(ask("cleartool-like-uncheckout", "cleartool-like", uncheckout, yesNo(`Save private copy of "notes.txt"?`, "y"),
			wait("[yes]"), settle), py),
		needs(ask("cleartool-like-merge", "cleartool-like", findmerge, mergeQ, toMerge...), py),
		needs(ask("cleartool-like-merge-file-3", "cleartool-like", findmerge, yesNo("Do you want the CHANGE made in file 3?", "n"),
			steps(toMerge, typed("yes", "file 3? [no]"), settle)...), py),

		// release-upgrade-like (Ubuntu's do-release-upgrade, text
		// frontend): the upgrader fetched and its cache read, `Continue
		// running under SSH?` and its paragraphs, `Do you want to
		// continue?` over `Continue [yN] ` (at first and with y typed);
		// answered, the changes counted under `Do you want to start the
		// upgrade?` over ` Continue [yN]  Details [d]` (a yes/no, no
		// its default, d for the details); answered y, `Fetching` and
		// its packages' `Get:` rows a line at a time (running, no
		// question).
		needs(ask("release-upgrade-like-ssh", "release-upgrade-like", upgrade, sshQ, toSSH...), py),
		needs(ask("release-upgrade-like-ssh-typed", "release-upgrade-like", upgrade, sshQ, steps(toSSH, typing("y"), settle)...), py),
		needs(ask("release-upgrade-like-start", "release-upgrade-like", upgrade, startQ, toStart...), py),
		needs(running("release-upgrade-like-fetching", "release-upgrade-like", upgrade, steps(toStart, typed("y", "Get:3 http"))...), py),

		// magento-like (Magento's bin/magento): `setup:upgrade`'s caches
		// flushed and `Schema creation/Updates:` over a `Module '…':` row
		// a line at a time (running, no question); `setup:uninstall`'s
		// `Are you sure you want to uninstall Magento?[y/N]` alone (at
		// first and with y typed); `admin:user:create`'s `Admin user: `
		// asked in clear, then `Admin password: ` with echo off (at
		// first and with a password typed, nothing shown).
		needs(running("magento-like-upgrading", "magento-like", magentoUpgrade, wait("Magento_Directory")), py),
		needs(ask("magento-like-uninstall", "magento-like", uninstall, uninstallQ, wait("[y/N]"), settle), py),
		needs(ask("magento-like-uninstall-typed", "magento-like", uninstall, uninstallQ, wait("[y/N]"), settle, typing("y"), settle), py),
		needs(ask("magento-like-admin-user", "magento-like", admin, want(modes.Text, "Admin user:", ""), wait("Admin user:"), settle), py),
		needs(ask("magento-like-admin-password", "magento-like", admin, adminPassword, toAdmin...), py),
		needs(ask("magento-like-admin-password-typed", "magento-like", admin, adminPassword,
			steps(toAdmin, secretTyping("Sup3r-Secret"), settle)...), py),

		// onepassword-like (the 1Password CLI's `op account add`): `Enter
		// your sign-in address (example.1password.com): ` (an example in
		// parentheses, no default), then the email in clear, then the
		// Secret Key and the password with echo off, each on the row
		// under the last (the password also with one typed).
		needs(ask("onepassword-like-address", "onepassword-like", op,
			want(modes.Text, "Enter your sign-in address (example.1password.com):", ""), toAddress...), py),
		needs(ask("onepassword-like-email", "onepassword-like", op,
			want(modes.Text, "Enter the email address for your account on my.1password.com:", ""), toEmail...), py),
		needs(ask("onepassword-like-secret-key", "onepassword-like", op,
			want(modes.Password, "Enter the Secret Key for ada@example.com on my.1password.com:", ""), toSecretKey...), py),
		needs(ask("onepassword-like-password-typed", "onepassword-like", op,
			want(modes.Password, "Enter the password for ada@example.com at my.1password.com:", ""),
			steps(toPassword, secretTyping("correct horse"), settle)...), py),

		// ontape-like (IBM Informix's `ontape -r`): `Please mount tape 1
		// on /dev/rmt/0 and press Return to continue ... ` alone (Return
		// asked); the archive's information, its spaces and dbspaces,
		// scrolled, over `Continue restore? (y/n)` (no default; at first
		// and with y typed); answered, `Do you want to back up the
		// logs? (y/n)`.
		needs(ask("ontape-like-mount", "ontape-like", ontape,
			pressEnter("Please mount tape 1 on /dev/rmt/0 and press Return to continue ..."), wait("press Return"), settle), py),
		needs(ask("ontape-like-continue", "ontape-like", ontape, restoreQ, toRestore...), py),
		needs(ask("ontape-like-continue-typed", "ontape-like", ontape, restoreQ, steps(toRestore, typing("y"), settle)...), py),
		needs(ask("ontape-like-logs", "ontape-like", ontape, yesNo("Do you want to back up the logs?", ""),
			steps(toRestore, typed("y", "back up the logs"), settle)...), py),

		// netextender-like (SonicWall's NetExtender for Linux): its
		// version, server, user and domain over `Password: ` with echo
		// off (at first and with a password typed, nothing shown);
		// entered, connected and logging in, `There is a problem with
		// the site's security certificate.` over `Do you want to
		// proceed? (Y:Yes, N:No, V:View Certificate) `.
		needs(ask("netextender-like-password", "netextender-like", netextender, vpnPassword, toVPN...), py),
		needs(ask("netextender-like-password-typed", "netextender-like", netextender, vpnPassword,
			steps(toVPN, secretTyping("hunter22"), settle)...), py),
		needs(ask("netextender-like-certificate", "netextender-like", netextender,
			want(modes.Confirm, "Do you want to proceed?", "", "y|Yes", "n|No", "v|View Certificate"),
			steps(toVPN, secret("hunter22", "View Certificate"), settle)...), py),

		// gimme-aws-creds-like (Nike's gimme-aws-creds): `Password for
		// ada@example.com: ` with echo off; entered, `Pick a factor:`
		// and two factors numbered `[ 0 ]`, `[ 1 ]` over `Selection: `
		// (at first and with 1 typed); a code entered, `Pick an app:`
		// and three apps numbered the same way over `Selection: `.
		needs(ask("gimme-aws-creds-like-password", "gimme-aws-creds-like", gimme,
			want(modes.Password, "Password for ada@example.com:", ""), wait("Password for"), settle), py),
		needs(ask("gimme-aws-creds-like-factor", "gimme-aws-creds-like", gimme, factorQ, toFactor...), py),
		needs(ask("gimme-aws-creds-like-factor-typed", "gimme-aws-creds-like", gimme, factorQ, steps(toFactor, typing("1"), settle)...), py),
		needs(ask("gimme-aws-creds-like-app", "gimme-aws-creds-like", gimme,
			want(modes.Select, "Selection:", "", "0|AWS Prod", "1|AWS Dev", "2|AWS Sandbox"),
			steps(toFactor, typed("1", "verification code"), settle, typed("123456", "AWS Sandbox"), settle)...), py),
	}
}

// TestModesTwohundredtwentyseventh drives the twohundredtwentyseventh set
// live to the labelled moment and, with -update, stores its screens,
// labels and facts for modes' TestSetsAccuracy/twohundredtwentyseventh.
// Whether the classifier reads them right is that test's measure, not a
// failure here.
func TestModesTwohundredtwentyseventh(t *testing.T) {
	captureSet(t, twohundredtwentyseventhDir, twohundredtwentyseventhSet())
}
