package session

import (
	"testing"

	"github.com/agentty/agentty/modes"
)

// sixtyeighthDir holds the sixtyeighth set (issue 44, sixtyeighth
// round): live cases of Debian programs that no other test, table,
// fixture or doc of agentty names, drawing a pager, an editor, a password
// prompt or a question inside a bigger tool (an archiver, a backup
// wizard, a packaging helper, a merge editor, a log viewer), to measure
// the classifier once as it was on programs nobody here had looked at.
// Each case's label (mode, state, prompt kind, question, default, options
// and the highlighted one) was written from what the program is known to
// draw (its documentation and source, and the program run by hand outside
// agentty) and committed before its screen was captured.
const sixtyeighthDir = "../testdata/modes-sixtyeighth"

// The sixtyeighth set's preparations: archives for 7-Zip, a directory
// for fsarchiver, imapfilter's configuration, an upstream tarball and an
// empty repository for git-buildpackage, two files for imediff, a Debian
// package with a changelog for apt-listchanges, a squid log for
// squidview.
const (
	sixtyeighthSecret  = `7zz a -phunter22 secret.7z notes.txt >/dev/null && mkdir out`
	sixtyeighthPlain   = `7zz a plain.7z notes.txt >/dev/null`
	sixtyeighthDocs    = `mkdir -p docs && cp notes.txt docs/`
	sixtyeighthIMAP    = `printf 'relay = IMAP { server = "127.0.0.1", username = "relay" }\n' > config.lua`
	sixtyeighthOrig    = `mkdir -p relay-1.0 && cp notes.txt relay-1.0/ && tar -czf relay_1.0.orig.tar.gz relay-1.0 && rm -r relay-1.0 && git init -q repo`
	sixtyeighthMerge   = `printf 'alpha\nbeta\ndelta\n' > ours.txt && printf 'alpha\ngamma\ndelta\n' > theirs.txt`
	sixtyeighthPackage = `mkdir -p p/DEBIAN p/usr/share/doc/relay-tools && printf 'Package: relay-tools\nVersion: 1.12-1\nArchitecture: all\nMaintainer: Relay <relay@example.org>\nDescription: relay tools\n' > p/DEBIAN/control && for i in $(seq 12 -1 1); do printf 'relay-tools (1.%s-1) unstable; urgency=medium\n\n  * Mirror the images to relay-%s.\n\n -- Relay <relay@example.org>  Mon, 02 Jun 2025 10:00:00 +0000\n\n' $i $i; done | gzip -9n > p/usr/share/doc/relay-tools/changelog.Debian.gz && dpkg-deb -b p relay-tools.deb >/dev/null`
	sixtyeighthSquid   = `now=$(date +%s) && for i in 1 2 3 4 5 6; do echo "$((now-100+i)).123    $((i*10)) 10.0.0.$i TCP_MISS/200 $((i*1000)) GET http://example.org/page$i - DIRECT/93.184.216.34 text/html"; done > access.log && mkdir .squidview && ln -s "$PWD/access.log" .squidview/log1 && ln -s log1 .squidview/log2 && ln -s log1 .squidview/log3`
)

// sixtyeighthSet is the sixtyeighth set. Labels say what a person reads
// on the screen; "…" in a question or default stands for any text.
func sixtyeighthSet() []corpusCase {
	is, ask, needs, wait, settle := isCase, askCase, needing, waitFor, settled
	typed := func(s, expect string) step { return step{text: s, enter: true, expect: expect, timeout: setSlow} }
	enter := func(expect string) step { return step{enter: true, expect: expect, timeout: setSlow} }
	down, up := step{keys: "<down>"}, step{keys: "<up>"}
	sevenAdd := unseenHome(notes, "7zz", "a", "-p", "new.7z", "notes.txt")
	sevenSecret := unseenHome(shPrep(sixtyeighthSecret), "7zz", "x", "-oout", "secret.7z")
	sevenPlain := unseenHome(shPrep(sixtyeighthPlain), "7zz", "x", "plain.7z")
	fsarchiver := unseenHome(shPrep(sixtyeighthDocs), "fsarchiver", "savedir", "-c", "-", "docs.fsa", "docs")
	imapfilter := unseenHome(shPrep(sixtyeighthIMAP), "imapfilter", "-c", "config.lua")
	gbp := unseenHome(shPrep(sixtyeighthOrig), "sh", "-c", "cd repo && exec gbp import-orig ../relay_1.0.orig.tar.gz")
	vbackup := rootCase(unseenHome(notes, "vbackup-wizard"))
	ninjahelper := rootCase(unseenHome(notes, "ninjahelper"))
	imediff := unseenHome(shPrep(sixtyeighthMerge), "imediff", "-o", "merged.txt", "ours.txt", "theirs.txt")
	listchanges := func(frontend string, more ...string) opener {
		return unseenHome(shPrep(sixtyeighthPackage), append([]string{"apt-listchanges", "-f", frontend, "--all"}, append(more, "relay-tools.deb")...)...)
	}
	squidview := unseenHome(shPrep(sixtyeighthSquid), "squidview")
	const sevenZip = "Enter password (will not be echoed):"
	const mainMenu, newMenu = "Select a backup action for more options, or create a new action:", "select an action to create"
	actions := func(highlighted int) []string {
		o := []string{"return|return to main menu", "borg|deduplicated archive based backup", "restic|fast secure efficient backup",
			"sys|general hardware and system info", "dup|incremental encrypted remote filesystem backup", "rdiff|incremental remote filesystem backup",
			"pgsql|postgresql database backup", "makecd|makecd backup", "mysql|mysql database backup", "tar|tar backup"}
		o[highlighted] = ">" + o[highlighted]
		return o
	}
	return []corpusCase{
		// Pagers: apt-listchanges' changelog of a package in its pager
		// (at its top and a page on); squidview's log of a proxy (also
		// moved).
		needs(is(modes.Pager, "apt-listchanges-pager", "apt-listchanges", listchanges("pager"), wait("relay-tools (1.12-1)"), settle), "apt-listchanges", "dpkg-deb"),
		needs(is(modes.Pager, "apt-listchanges-pager-moved", "apt-listchanges", listchanges("pager"), wait("relay-tools (1.12-1)"), settle,
			step{keys: " "}, settle), "apt-listchanges", "dpkg-deb"),
		needs(is(modes.Pager, "squidview", "squidview", squidview, wait("example.org/page6"), settle), "squidview"),
		needs(is(modes.Pager, "squidview-moved", "squidview", squidview, wait("example.org/page6"), settle, up, settle), "squidview"),

		// An editor: imediff's merge of two files, at its first sight and
		// after a chunk is taken from the second file.
		needs(is(modes.Editor, "imediff", "imediff", imediff, wait("=======")), "imediff"),
		needs(is(modes.Editor, "imediff-after-key", "imediff", imediff, wait("======="), step{keys: "b"}, settle), "imediff"),

		// Questions: imediff's on quitting; 7-Zip's on replacing a file;
		// apt-listchanges' to go on; git-buildpackage's import of an
		// upstream tarball (its name, its version); vbackup's wizard (its
		// Enter to go on, a strategy's name, its yes/no questions with
		// their answer already typed); ninjahelper's menus (also moved,
		// and its new action's menu) and its yes/no box.
		needs(ask("imediff-quit", "imediff", imediff, want(modes.Confirm, "Do you 'quit without saving'?", "", "y|quit"),
			wait("======="), step{keys: "q"}, wait("quit without saving")), "imediff"),
		needs(ask("7zip-replace", "7-Zip", sevenPlain,
			want(modes.Choice, "Would you like to replace the existing file:…", "", "y|Yes", "n|No", "a|Always", "s|Skip all", "u|Auto rename all", "q|Quit"),
			wait("(Q)uit?")), "7zz"),
		needs(ask("apt-listchanges-confirm", "apt-listchanges", listchanges("text", "--confirm"), yesNo("apt-listchanges: Do you want to continue?", "yes"),
			wait("continue?")), "apt-listchanges", "dpkg-deb"),
		needs(ask("gbp-import-orig-name", "git-buildpackage", gbp, want(modes.Text, "What will be the source package name?", "relay"), wait("source package name")), "gbp", "git"),
		needs(ask("gbp-import-orig-version", "git-buildpackage", gbp, want(modes.Text, "What is the upstream version?", "1.0"),
			wait("source package name"), enter("upstream version")), "gbp", "git"),
		needs(ask("vbackup-wizard", "vbackup", vbackup, pressEnter("Press enter to continue..."), wait("Press enter")), "vbackup-wizard"),
		needs(ask("vbackup-wizard-name", "vbackup", vbackup, want(modes.Text, "Enter the backup strategy name", ""),
			wait("Press enter"), enter("strategy name")), "vbackup-wizard"),
		needs(ask("vbackup-wizard-cleanup", "vbackup", vbackup, yesNo("Cleanup the destination directory?", "yes"),
			wait("Press enter"), enter("strategy name"), enter("(y/n)")), "vbackup-wizard"),
		needs(ask("vbackup-wizard-dpkg", "vbackup", vbackup, yesNo("Backup dpkg database?", "yes"),
			wait("Press enter"), enter("strategy name"), enter("Cleanup"), enter("dpkg database")), "vbackup-wizard"),
		needs(ask("ninjahelper", "ninjahelper", ninjahelper, want(modes.Select, mainMenu, "", ">new|create a new backup action", "quit|leave ninjahelper"),
			wait("leave ninjahelper")), "ninjahelper", "dialog"),
		needs(ask("ninjahelper-moved", "ninjahelper", ninjahelper, want(modes.Select, mainMenu, "", "new|create a new backup action", ">quit|leave ninjahelper"),
			wait("leave ninjahelper"), down, settle), "ninjahelper", "dialog"),
		needs(ask("ninjahelper-new", "ninjahelper", ninjahelper, want(modes.Select, newMenu, "", actions(0)...),
			wait("leave ninjahelper"), enter("tar backup"), settle), "ninjahelper", "dialog"),
		needs(ask("ninjahelper-new-moved", "ninjahelper", ninjahelper, want(modes.Select, newMenu, "", actions(3)...),
			wait("leave ninjahelper"), enter("tar backup"), settle, down, down, down, settle), "ninjahelper", "dialog"),
		needs(ask("ninjahelper-install", "ninjahelper", ninjahelper,
			want(modes.Confirm, "This backup action requires package hwinfo. Do you want to install it now?", "", ">y|Yes", "n|No"),
			wait("leave ninjahelper"), enter("tar backup"), settle, down, down, down, settle, enter("install it")), "ninjahelper", "dialog"),

		// Passwords: 7-Zip's for a new archive and to extract one,
		// fsarchiver's (asked and confirmed), imapfilter's for an account.
		needs(ask("7zip-password", "7-Zip", sevenAdd, want(modes.Password, sevenZip, ""), wait("Enter password")), "7zz"),
		needs(ask("7zip-extract-password", "7-Zip", sevenSecret, want(modes.Password, sevenZip, ""), wait("Enter password")), "7zz"),
		needs(ask("fsarchiver-password", "fsarchiver", fsarchiver, want(modes.Password, "Enter password:", ""), wait("Enter password")), "fsarchiver"),
		needs(ask("fsarchiver-password-again", "fsarchiver", fsarchiver, want(modes.Password, "Confirm password:", ""),
			wait("Enter password"), typed("hunter22", "Confirm password")), "fsarchiver"),
		needs(ask("imapfilter-password", "imapfilter", imapfilter, want(modes.Password, "Enter password for relay@127.0.0.1:", ""), wait("Enter password")), "imapfilter"),
	}
}

// TestModesSixtyeighth drives the sixtyeighth set live to the labelled
// moment and, with -update, stores its screens, labels and facts for
// modes' TestSetsAccuracy/sixtyeighth. Whether the classifier reads them
// right is that test's measure, not a failure here.
func TestModesSixtyeighth(t *testing.T) { captureSet(t, sixtyeighthDir, sixtyeighthSet()) }
