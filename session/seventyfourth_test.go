package session

import (
	"testing"

	"github.com/agentty/agentty/modes"
)

// seventyfourthDir holds the seventyfourth set (issue 44, seventy-fourth
// round): live cases of PHP prompt libraries and a JVM console that no
// other test, table, fixture or doc of agentty names, made to measure
// the classifier once as it was on programs nobody here had looked at.
// Each case's label (mode, state, prompt kind, question, default,
// options and the highlighted one) was written from what the program is
// known to draw (its source, and the program run by hand outside
// agentty) and committed before its screen was captured.
const seventyfourthDir = "../testdata/modes-seventyfourth"

// seventyfourthPHP runs the seventyfourth set's PHP script, with
// Debian's php, over a home holding notes.txt and long.txt.
var seventyfourthPHP = func(kind string) opener {
	return setFixtures("seventyfourth").script(phpPath, "php/seventyfourth_demo.php", kind)
}

// phpPath is Debian's PHP interpreter.
const phpPath = "/usr/bin/php"

// seventyfourthSet is the seventyfourth set. Labels say what a person
// reads on the screen; "…" in a question or default stands for any text.
func seventyfourthSet() []corpusCase {
	is, ask, needs, wait, settle := isCase, askCase, needing, waitFor, settled
	typed := func(s, expect string) step { return step{text: s, enter: true, expect: expect, timeout: setSlow} }
	style := func(kind string) opener { return seventyfourthPHP("style-" + kind) }
	helper := func(kind string) opener { return seventyfourthPHP("helper-" + kind) }
	horde := func(kind string) opener { return seventyfourthPHP("horde-" + kind) }
	jirb := unseenHome(notes, "jirb")
	const ss, qh, hc = "SymfonyStyle", "Symfony QuestionHelper", "Horde_Cli"
	const branch, purge, mirror = "Which branch should the release be cut from?", "Purge the old artifacts?", "Which mirror should serve the images?"
	const platforms = "Which platforms should the release build?"
	mirrors := func(def string) *modes.Prompt {
		return want(modes.Select, mirror, def, "0|mirror-fra", "1|mirror-ord", "2|mirror-nrt")
	}
	targets := func(def string) *modes.Prompt {
		return want(modes.Multiselect, platforms, def, "0|linux", "1|darwin", "2|windows")
	}
	hordeMenu := want(modes.Select, mirror, "fra", "fra|Frankfurt", "ord|Chicago", "nrt|Tokyo")
	tag := want(modes.Text, "Which tag should be deployed?", "")
	return []corpusCase{
		// Symfony Console's SymfonyStyle (Debian's php-symfony-console):
		// a line asked with a default (also with an answer typed), a
		// hidden one, a yes/no, a choice of numbered entries (also asked
		// again after a wrong answer), a multiselect of numbered
		// entries, a question under a table, a yes/no under a finished
		// progress bar.
		needs(ask("symfony-style-ask", ss, style("ask"), want(modes.Text, branch, "release-7"), wait("[release-7]")), phpPath),
		needs(ask("symfony-style-ask-typed", ss, style("ask"), want(modes.Text, branch, "release-7"), wait("[release-7]"), step{text: "main"}, settle), phpPath),
		needs(ask("symfony-style-hidden", ss, style("hidden"), want(modes.Password, "Deploy key passphrase:", ""), wait("passphrase")), phpPath),
		needs(ask("symfony-style-confirm", ss, style("confirm"), yesNo(purge, "no"), wait("old artifacts")), phpPath),
		needs(ask("symfony-style-choice", ss, style("choice"), mirrors("mirror-fra"), wait("mirror-nrt")), phpPath),
		needs(ask("symfony-style-choice-invalid", ss, style("choice"), mirrors("mirror-fra"), wait("mirror-nrt"), settle, typed("9", "is invalid"), settle), phpPath),
		needs(ask("symfony-style-multiselect", ss, style("multiselect"), targets("linux"), wait("windows")), phpPath),
		needs(ask("symfony-style-table", ss, style("table"), want(modes.Text, "Which host should be drained first?", ""), wait("drained first")), phpPath),
		needs(ask("symfony-style-progress", ss, style("progress"), yesNo("Publish the release now?", "yes"), wait("Publish the release")), phpPath),

		// Symfony Console's QuestionHelper, unstyled: a line (its default
		// not shown), a [y/N], a choice (also asked again after a wrong
		// answer, and with part of an entry typed, the rest suggested),
		// a multiselect, a hidden line, a line completed from a list
		// (also with part of an entry typed, the rest suggested).
		needs(ask("symfony-helper-text", qh, helper("text"), want(modes.Text, branch, ""), wait("cut from?")), phpPath),
		needs(ask("symfony-helper-confirm", qh, helper("confirm"), yesNo(purge, "no"), wait("[y/N]")), phpPath),
		needs(ask("symfony-helper-choice", qh, helper("choice"), mirrors(""), wait("mirror-nrt")), phpPath),
		needs(ask("symfony-helper-choice-invalid", qh, helper("choice"), mirrors(""), wait("mirror-nrt"), settle, typed("9", "is not known"), settle), phpPath),
		needs(ask("symfony-helper-choice-typed", qh, helper("choice"), mirrors(""), wait("mirror-nrt"), settle, step{text: "mirror-o"}, settle), phpPath),
		needs(ask("symfony-helper-multiselect", qh, helper("multiselect"), targets(""), wait("windows")), phpPath),
		needs(ask("symfony-helper-hidden", qh, helper("hidden"), want(modes.Password, "Vault passphrase:", ""), wait("Vault passphrase")), phpPath),
		needs(ask("symfony-helper-autocomplete", qh, helper("autocomplete"), tag, wait("deployed?")), phpPath),
		needs(ask("symfony-helper-autocomplete-typed", qh, helper("autocomplete"), tag, wait("deployed?"), settle, step{text: "rel"}, settle), phpPath),

		// Horde_Cli (Debian's php-horde-cli): a line with a default, a
		// menu of keyed entries (also asked again after a wrong answer),
		// a passphrase read by bash's read -s.
		needs(ask("horde-cli-text", hc, horde("text"), want(modes.Text, branch, "release-7"), wait("[release-7]")), phpPath),
		needs(ask("horde-cli-menu", hc, horde("menu"), hordeMenu, wait("Type your choice")), phpPath),
		needs(ask("horde-cli-menu-invalid", hc, horde("menu"), hordeMenu, wait("Type your choice"), typed("xyz", "not a valid choice"), settle), phpPath),
		needs(ask("horde-cli-password", hc, horde("password"), want(modes.Password, "Signing key passphrase:", ""), wait("passphrase")), phpPath, "bash"),

		// JRuby's irb (Debian's jruby): at its prompt, after a command,
		// inside a method being defined.
		needs(is(modes.REPL, "jirb", "jirb", jirb, wait("irb(main):001:0>")), "jirb"),
		needs(is(modes.REPL, "jirb-after-command", "jirb", jirb, wait("irb(main):001:0>"), typed("6*7", "=> 42"), settle), "jirb"),
		needs(is(modes.REPL, "jirb-continued", "jirb", jirb, wait("irb(main):001:0>"), typed("def area(r)", "002:1"), settle), "jirb"),
	}
}

// TestModesSeventyfourth drives the seventyfourth set live to the
// labelled moment and, with -update, stores its screens, labels and facts
// for modes' TestSetsAccuracy/seventyfourth. Whether the classifier reads
// them right is that test's measure, not a failure here.
func TestModesSeventyfourth(t *testing.T) { captureSet(t, seventyfourthDir, seventyfourthSet()) }
