package session

import (
	"path/filepath"
	"testing"

	"github.com/agentty/agentty/modes"
)

// thirtyfirstDir holds the thirtyfirst set (issue 44, thirty-first
// round): live cases of line questions, password prompts and REPLs of
// toolchains and admin programs that no other test, table, fixture or
// doc of agentty names, to measure the classifier once as it was on
// programs nobody here had looked at. Each case's label (mode, state,
// prompt kind, question, default, options and the highlighted one) was
// written from what the program is known to draw (its documentation and
// source, and the program run by hand outside agentty) and committed
// before its screen was captured.
const thirtyfirstDir = "../testdata/modes-thirtyfirst"

// thirtyfirstScript runs a script of the thirtyfirst set's fixtures with
// an interpreter of Debian's.
var thirtyfirstScript = setFixtures("thirtyfirst").script

// thirtyfirstKconfig runs Kconfiglib's oldconfig on the set's Kconfig
// file, from a home of its own where it writes .config.
func thirtyfirstKconfig(t *testing.T, f *fixtures) Options {
	k, err := filepath.Abs(filepath.Join(setFixtures("thirtyfirst").dir(), "Kconfig"))
	if err != nil {
		t.Fatal(err)
	}
	return unseenHome(notes, pythonPath, "-m", "oldconfig", k)(t, f)
}

// The thirtyfirst set's preparations: a shell archive that asks before
// it overwrites notes.txt and relay.log, a btrfs image.
const (
	thirtyfirstShar  = `printf 'log\n' > relay.log && shar -X notes.txt relay.log > relay.shar 2>/dev/null`
	thirtyfirstBtrfs = `truncate -s 128M relay.img && mkfs.btrfs -q relay.img`
)

// thirtyfirstSet is the thirtyfirst set. Labels say what a person reads
// on the screen; "…" in a question or default stands for any text.
func thirtyfirstSet() []corpusCase {
	is, ask, needs, wait := isCase, askCase, needing, waitFor
	typed := func(s, expect string) step { return step{text: s, enter: true, expect: expect, timeout: setSlow} }
	enter := func(expect string) step { return step{enter: true, expect: expect, timeout: setSlow} }
	metamath := unseenHome(notes, "metamath")
	cafeobj := unseenHome(notes, "cafeobj")
	knsupdate := unseenHome(notes, "knsupdate")
	cvc5 := unseenHome(notes, "cvc5", "--interactive")
	shar := unseenHome(shPrep(thirtyfirstShar), "bash", "relay.shar")
	btrfstune := unseenHome(shPrep(thirtyfirstBtrfs), "btrfstune", "-u", "relay.img")
	setup := thirtyfirstScript("/usr/bin/rexx", "relay-setup.rexx")
	py := pythonPath
	transport := want(modes.Select, "Transport…", "1", ">1|TCP (TRANSPORT_TCP)", "2|QUIC (TRANSPORT_QUIC)", "3|Unix socket (TRANSPORT_UNIX)")
	rexxTransport := want(modes.Select, "Transport:…", "1", "1|tcp", "2|quic", "3|unix")
	overwrite := func(file string) *modes.Prompt {
		return want(modes.Choice, "…overwrite "+file, "no", "no", "yes", "all", "none", "help", "quit")
	}
	showTopics := want(modes.Choice, "…", "MEMORY", "MEMORY", "SETTINGS", "LABELS", "SOURCE", "STATEMENT", "PROOF", "NEW_PROOF",
		"USAGE", "TRACE_BACK", "ELAPSED_TIME", "DISCOURAGED")
	return []corpusCase{
		// REPLs, at their prompt and after a line typed: the proof
		// checker Metamath, the algebraic specification language CafeOBJ,
		// Knot DNS's dynamic update console, the SMT solver cvc5.
		needs(is(modes.REPL, "metamath", "metamath", metamath, wait("MM>")), "metamath"),
		needs(is(modes.REPL, "metamath-after-command", "metamath", metamath, wait("MM>"), typed("show settings", "sizeof")), "metamath"),
		needs(is(modes.REPL, "cafeobj", "cafeobj", cafeobj, wait("CafeOBJ>")), "cafeobj"),
		needs(is(modes.REPL, "cafeobj-after-command", "cafeobj", cafeobj, wait("CafeOBJ>"), typed("open NAT .", "%NAT>"), typed("red 6 * 7 .", "(42)")), "cafeobj"),
		needs(is(modes.REPL, "knsupdate", "knsupdate", knsupdate, wait("knsupdate>")), "knsupdate"),
		needs(is(modes.REPL, "knsupdate-after-command", "knsupdate", knsupdate, wait("knsupdate>"), typed("zone example.org.", "knsupdate>"),
			typed("show", "ZONE SECTION")), "knsupdate"),
		needs(is(modes.REPL, "knsupdate-after-error", "knsupdate", knsupdate, wait("knsupdate>"), typed("frobnicate", "ERROR")), "knsupdate"),
		needs(is(modes.REPL, "cvc5", "cvc5", cvc5, wait("cvc5>")), "cvc5"),
		needs(is(modes.REPL, "cvc5-after-command", "cvc5", cvc5, wait("cvc5>"), typed("(set-logic QF_LIA)", "cvc5>"), typed("(check-sat)", "sat")), "cvc5"),

		// Metamath's help of its proof assistant, paged by Metamath itself
		// (its own "Press <return> for more" line).
		needs(is(modes.Pager, "metamath-help-paged", "metamath", metamath, wait("MM>"), typed("help proof_assistant", "Press <return> for more")), "metamath"),

		// Metamath asking which SHOW topic its HELP should tell, the
		// default in angle brackets.
		needs(ask("metamath-help-topic", "metamath", metamath, showTopics, wait("MM>"), typed("help show", "DISCOURAGED")), "metamath"),

		// A configuration asked question by question: Kconfiglib's
		// oldconfig (a bool, a choice of three, a string, an int, the int
		// again after a word typed).
		needs(ask("kconfiglib-bool", "kconfiglib", thirtyfirstKconfig, yesNo("Enable the relay cache…", "n"), wait("[N/y]")), py),
		needs(ask("kconfiglib-choice", "kconfiglib", thirtyfirstKconfig, transport, wait("[N/y]"), enter("choice[1-3]")), py),
		needs(ask("kconfiglib-string", "kconfiglib", thirtyfirstKconfig, want(modes.Text, "Relay name…", "relay-7"),
			wait("[N/y]"), enter("choice[1-3]"), enter("[relay-7]")), py),
		needs(ask("kconfiglib-int", "kconfiglib", thirtyfirstKconfig, want(modes.Text, "Most peers…", "8"),
			wait("[N/y]"), enter("choice[1-3]"), enter("[relay-7]"), enter("[8]")), py),
		needs(ask("kconfiglib-int-after-wrong", "kconfiglib", thirtyfirstKconfig, want(modes.Text, "Most peers…", "8"),
			wait("[N/y]"), enter("choice[1-3]"), enter("[relay-7]"), enter("[8]"), typed("abc", "assignment ignored")), py),

		// An installer script of Regina REXX asking in turn: a directory
		// with its default in brackets, a numbered choice (also after a
		// wrong answer), yes or no spelt out.
		needs(ask("rexx-directory", "regina-rexx", setup, want(modes.Text, "Install directory…", "/opt/relay"), wait("Install directory")), "rexx"),
		needs(ask("rexx-transport", "regina-rexx", setup, rexxTransport, wait("Install directory"), enter("Choose 1-3")), "rexx"),
		needs(ask("rexx-transport-after-wrong", "regina-rexx", setup, rexxTransport, wait("Install directory"), enter("Choose 1-3"),
			typed("9", "Please answer")), "rexx"),
		needs(ask("rexx-boot", "regina-rexx", setup, yesNo("Start the relay at boot?", "yes"), wait("Install directory"), enter("Choose 1-3"),
			enter("at boot")), "rexx"),

		// Overwrite? A shell archive of sharutils' shar asking before it
		// overwrites a file (also after a word it does not know, its
		// answers listed, and after yes, at the next file); btrfstune
		// asking before it changes a filesystem's UUID.
		needs(ask("shar-overwrite", "shar", shar, overwrite("notes.txt"), wait("overwrite notes.txt")), "shar", "bash"),
		needs(ask("shar-overwrite-after-wrong", "shar", shar, overwrite("notes.txt"), wait("overwrite notes.txt"), typed("maybe", "explain choices")), "shar", "bash"),
		needs(ask("shar-overwrite-next", "shar", shar, overwrite("relay.log"), wait("overwrite notes.txt"), typed("yes", "overwrite relay.log")), "shar", "bash"),
		needs(ask("btrfstune-uuid", "btrfstune", btrfstune, yesNo("We are going to change UUID, are your sure?", "n"), wait("[y/N]")), "btrfstune", "mkfs.btrfs"),

		// Passphrases: seccure's private key, asked to make a public key
		// and to sign.
		needs(ask("seccure-key", "seccure-key", unseenHome(notes, "seccure-key"), want(modes.Password, "Enter private key:", ""), wait("private key")), "seccure-key"),
		needs(ask("seccure-sign", "seccure-sign", unseenHome(notes, "seccure-sign", "-i", "notes.txt"), want(modes.Password, "Enter private key:", ""),
			wait("private key")), "seccure-sign"),
	}
}

// TestModesThirtyfirst drives the thirtyfirst set live to the labelled
// moment and, with -update, stores its screens, labels and facts for
// modes' TestSetsAccuracy/thirtyfirst. Whether the classifier reads it
// right is that test's measure, not a failure here.
func TestModesThirtyfirst(t *testing.T) { captureSet(t, thirtyfirstDir, thirtyfirstSet()) }
