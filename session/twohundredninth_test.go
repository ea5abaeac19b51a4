package session

import (
	"path/filepath"
	"testing"

	"github.com/agentty/agentty/modes"
)

// twohundredninthDir holds the twohundredninth set (issue 44,
// two-hundred-and-ninth round): live cases of real Debian command-line
// programs that ask their questions a line at a time, none of them named
// by any other test, table, fixture or doc of agentty, each installed with
// apt-get and its name and its package's grepped unnamed before it was
// chosen, to measure the classifier once as it was on programs nobody
// here had looked at: icinga2's node wizard (a configuration script),
// courier-authlib's userdbpw (an account tool's password), vacation (a
// mail tool), a makeself archive (an installer's licence and its
// questions), rephrase (a crypto tool's hidden pattern) and afio's
// multi-volume backup (its next volume); each at its first question,
// after an answer typed or given, and after a wrong answer where it asks
// again. Each case's label (mode, state, prompt kind, question, default
// and options) was written from what the program draws, run by hand in
// tmux outside agentty, and committed before its screen was captured.
const twohundredninthDir = "../testdata/modes-twohundredninth"

// twohundredninthArchive prepares a home holding notes.txt and
// harbour-tools.run, a makeself archive of the set's harbour-tools
// directory whose licence (the set's LICENSE) must be accepted before it
// extracts.
func twohundredninthArchive(t *testing.T, dir string) {
	notes(t, dir)
	fixture, err := filepath.Abs(setFixtures("twohundredninth").dir())
	if err != nil {
		t.Fatal(err)
	}
	sh(t, dir, "cp -r '"+fixture+"/harbour-tools' pkg && chmod +x pkg/setup.sh && "+
		"makeself --license '"+fixture+"/LICENSE' pkg harbour-tools.run 'Harbour tools 1.2' ./setup.sh")
}

// twohundredninthMakeself runs the archive with args, its licence shown
// through cat (not the pager more, which a terminal would hold).
func twohundredninthMakeself(args ...string) opener {
	return func(t *testing.T, f *fixtures) Options {
		o := unseenHome(twohundredninthArchive, append([]string{"{dir}/harbour-tools.run"}, args...)...)(t, f)
		o.Env["PAGER"] = "cat"
		return o
	}
}

// twohundredninthSet is the twohundredninth set. Labels say what a person
// reads on the screen; "…" in a question or default stands for any text.
func twohundredninthSet() []corpusCase {
	ask, needs, wait, settle := askCase, needing, waitFor, settled
	typing := func(s string) step { return step{text: s} }
	typed := func(s, expect string) step { return step{text: s, enter: true, expect: expect, timeout: setSlow} }
	secret := func(s, expect string) step {
		return step{text: s, enter: true, secret: true, expect: expect, timeout: setSlow}
	}
	enter := func(expect string) step { return step{enter: true, expect: expect, timeout: setSlow} }
	steps := func(a []step, more ...step) []step { return append(append([]step{}, a...), more...) }

	// icinga2's node wizard (icinga2 node wizard, as root): "Welcome to
	// the Icinga 2 Setup Wizard!", then whether this is an agent or
	// satellite, its "[Y/n]: " wrapped to a second row; once answered, the
	// node's common name with the host's name in brackets; once that is
	// taken, the parent's common name, asked again on the next row when
	// left empty.
	const icinga2, icingaPath = "icinga2", "/usr/sbin/icinga2"
	wizard := rootCase(unseenHome(notes, icingaPath, "node", "wizard"))
	const setupQ = "Please specify if this is an agent/satellite setup ('n' installs a master setup)"
	const cnQ, parentQ = "Please specify the common name (CN)", "Master/Satellite Common Name (CN from your master/satellite node):"
	toCN := []step{wait("[Y/n]:"), typed("y", "common name (CN)")}
	toParent := steps(toCN, enter("Master/Satellite Common Name"))

	// userdbpw (courier-authlib-userdb): "Password:", then "Reenter
	// password:", each with echo off; after two that differ, "Passwords
	// don't match." and "Password:" again.
	const userdbpw = "/usr/sbin/userdbpw"
	pw := unseenHome(notes, userdbpw)
	toAgain := []step{wait("Password:"), secret("harbour", "Reenter password:")}

	// vacation: what it does, that ~/.vacation.msg holds the reply, and
	// "Would you like to create it (y/N)? " (root's home has none).
	vacation := unseenHome(notes, "vacation")
	const vacationQ = "Would you like to create it?"

	// A makeself archive (harbour-tools.run): its licence printed, then
	// "Please type y to accept, n otherwise: ", asked again on the next
	// row after anything else; run with --confirm, once accepted and
	// checked, "About to extract 12 KB in /tmp/selfgz… ... Proceed ? [Y/n] ",
	// and once extracted "OK to execute: ./setup.sh   ? [Y/n] ".
	const makeself = "makeself"
	archive, confirm := twohundredninthMakeself(), twohundredninthMakeself("--confirm")
	const licenceQ = "Please type y to accept, n otherwise:"
	toExtract := []step{wait("to accept"), typed("y", "Proceed ?")}

	// rephrase: its banner, then "Enter pattern: " with echo off (the
	// pattern of a forgotten GnuPG passphrase, for the key named).
	const rephrase = "rephrase"
	pattern := unseenHome(notes, rephrase, "0123456789ABCDEF")

	// afio writing a backup of tide.log (40000 bytes) and notes.txt in
	// volumes of 16k: "Output limit reached", "Ready for volume 2 on
	// backup.afio", and `afio: "quit" to abort, anything else to proceed. >`;
	// after an answer, the same for volume 3 under "Continuing".
	const afio = "afio"
	backup := unseenHome(shPrep("head -c 40000 /dev/zero > tide.log"), "bash", "-c", "ls tide.log notes.txt | afio -o -s 16k backup.afio")
	const volumeQ = `"quit" to abort, anything else to proceed.`

	return []corpusCase{
		// icinga2's wizard: agent or satellite (also with y typed), the
		// common name, the parent's (also asked again when left empty).
		needs(ask("icinga2-wizard", icinga2, wizard, yesNo(setupQ, "yes"), wait("[Y/n]:")), icingaPath),
		needs(ask("icinga2-wizard-typed", icinga2, wizard, yesNo(setupQ, "yes"), wait("[Y/n]:"), typing("y"), settle), icingaPath),
		needs(ask("icinga2-wizard-cn", icinga2, wizard, want(modes.Text, cnQ, "…"), toCN...), icingaPath),
		needs(ask("icinga2-wizard-parent", icinga2, wizard, want(modes.Text, parentQ, ""), toParent...), icingaPath),
		needs(ask("icinga2-wizard-parent-refused", icinga2, wizard, want(modes.Text, parentQ, ""),
			steps(toParent, step{enter: true}, settle)...), icingaPath),

		// userdbpw: the password, again, and after a mismatch.
		needs(ask("userdbpw", "userdbpw", pw, want(modes.Password, "Password:", ""), wait("Password:")), userdbpw),
		needs(ask("userdbpw-again", "userdbpw", pw, want(modes.Password, "Reenter password:", ""), toAgain...), userdbpw),
		needs(ask("userdbpw-mismatch", "userdbpw", pw, want(modes.Password, "Password:", ""),
			steps(toAgain, secret("harbor", "don't match"), settle)...), userdbpw),

		// vacation: whether to write the reply (also with y typed).
		needs(ask("vacation", "vacation", vacation, yesNo(vacationQ, "no"), wait("(y/N)?")), "vacation"),
		needs(ask("vacation-typed", "vacation", vacation, yesNo(vacationQ, "no"), wait("(y/N)?"), typing("y"), settle), "vacation"),

		// makeself: the licence (also asked again after "sure"; driven
		// again once, waiting for "to accept" where its first capture
		// waited for the typed "sure" and never saw it), then whether
		// to extract and whether to run its setup.
		needs(ask("makeself-licence", makeself, archive, yesNo(licenceQ, ""), wait("to accept")), makeself),
		needs(ask("makeself-licence-refused", makeself, archive, yesNo(licenceQ, ""),
			wait("to accept"), typed("sure", "to accept"), settle), makeself),
		needs(ask("makeself-extract", makeself, confirm, yesNo("About to extract … Proceed ?", "yes"), toExtract...), makeself),
		needs(ask("makeself-execute", makeself, confirm, yesNo("OK to execute: ./setup.sh ?", "yes"),
			steps(toExtract, enter("OK to execute"), settle)...), makeself),

		// rephrase: the hidden pattern (also with one typed).
		needs(ask("rephrase", rephrase, pattern, want(modes.Password, "Enter pattern:", ""), wait("Enter pattern:")), rephrase),
		needs(ask("rephrase-typed", rephrase, pattern, want(modes.Password, "Enter pattern:", ""),
			wait("Enter pattern:"), step{text: "(harbour|harbor)2024", secret: true}, settle), rephrase),

		// afio: the next volume, at volume 2 and, answered, at volume 3.
		needs(ask("afio-volume", afio, backup, want(modes.Text, volumeQ, ""), wait("to proceed")), afio),
		needs(ask("afio-volume-answered", afio, backup, want(modes.Text, volumeQ, ""),
			wait("to proceed"), typed("go", "volume 3"), settle), afio),
	}
}

// TestModesTwohundredninth drives the twohundredninth set live to the
// labelled moment and, with -update, stores its screens, labels and
// facts for modes' TestSetsAccuracy/twohundredninth. Whether the
// classifier reads them right is that test's measure, not a failure here.
func TestModesTwohundredninth(t *testing.T) { captureSet(t, twohundredninthDir, twohundredninthSet()) }
