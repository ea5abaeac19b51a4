package session

import (
	"testing"

	"github.com/agentty/agentty/modes"
)

// seventyeighthDir holds the seventyeighth set (issue 44, seventy-eighth
// round): live cases of Debian programs that no other test, table,
// fixture or doc of agentty names, made to measure the classifier once as
// it was on programs nobody here had looked at. Each case's label (mode,
// state, prompt kind, question, default, options and the highlighted one)
// was written from what the program is known to draw (its documentation
// and source, and the program run by hand outside agentty) and committed
// before its screen was captured.
const seventyeighthDir = "../testdata/modes-seventyeighth"

// seventyeighthGTM is where Debian's fis-gtm installs GT.M, whose mumps
// runs its direct mode with gtm_dist and gtmroutines set to it.
const seventyeighthGTM = "/usr/lib/x86_64-linux-gnu/fis-gtm/V7.0-005_x86_64"

// seventyeighthBashrc gives the shells splitvt starts a plain prompt.
const seventyeighthBashrc = `printf 'PS1="relay$ "\n' > .bashrc`

// seventyeighthSet is the seventyeighth set. Labels say what a person
// reads on the screen; "…" in a question or default stands for any text.
func seventyeighthSet() []corpusCase {
	is, ask, needs, wait, settle := isCase, askCase, needing, waitFor, settled
	typed := func(s, expect string) step { return step{text: s, enter: true, expect: expect, timeout: setSlow} }
	dpuser := unseenHome(notes, "dpuser")
	kid3 := unseenHome(notes, "kid3-cli")
	mumps := seventyeighthGTM + "/mumps"
	gtm := func(t *testing.T, f *fixtures) Options {
		o := unseenHome(notes, mumps, "-direct")(t, f)
		o.Env["gtm_dist"] = seventyeighthGTM
		o.Env["gtmroutines"] = seventyeighthGTM
		return o
	}
	splitvt := func(t *testing.T, f *fixtures) Options {
		o := unseenHome(shPrep(seventyeighthBashrc), "splitvt")(t, f)
		o.Env["SHELL"] = "/bin/bash"
		return o
	}
	textdraw := unseenHome(notes, "textdraw")
	powerdebug := rootCase(unseenHome(notes, "powerdebug"))
	donkey := unseenHome(notes, "donkey", "88", "ab12345")
	txt2regex := unseenHome(notes, "txt2regex")
	piu := gamePath("piu-piu")
	mancala := gamePath("mancala-text")
	start := want(modes.Select, "start to match:", "", "1|on the line beginning", "2|in any part of the line")
	followed := want(modes.Select, "followed by:", "", "1|any character", "2|a specific character", "3|a literal string",
		"4|an allowed characters list", "5|a forbidden characters list", "6|a special combination",
		"7|a POSIX combination (locale aware)", "8|a ready regex (not implemented)", "9|anything")
	piuMenu := func(highlighted int) *modes.Prompt {
		opts := []string{"start  single", "multiplayer", "conf", "exit"}
		opts[highlighted] = ">" + opts[highlighted]
		return want(modes.Select, "…", "", opts...)
	}
	return []corpusCase{
		// REPLs, at their prompt and after a command: DPUSER (an
		// astronomer's interactive language), kid3-cli (an audio tagger's
		// console), GT.M's direct mode. DPUSER's banner names its prompt
		// ("at the DPUSER> prompt"), so its command is typed once the
		// banner's last row shows and it settled.
		needs(is(modes.REPL, "dpuser", "dpuser", dpuser, wait("DPUSER>")), "dpuser"),
		needs(is(modes.REPL, "dpuser-after-command", "dpuser", dpuser, wait("pgplot procedures registered"), settle, typed("print 6*7", "42"), settle), "dpuser"),
		needs(is(modes.REPL, "kid3-cli", "kid3-cli", kid3, wait("kid3-cli>")), "kid3-cli"),
		needs(is(modes.REPL, "kid3-cli-after-command", "kid3-cli", kid3, wait("kid3-cli>"), typed("help", "Configure Kid3"), settle), "kid3-cli"),
		needs(is(modes.REPL, "gtm", "GT.M", gtm, wait("GTM>")), mumps),
		needs(is(modes.REPL, "gtm-after-command", "GT.M", gtm, wait("GTM>"), typed("write 6*7", "42"), settle), mumps),

		// A shell: splitvt's two shells, one above the other (also
		// after a command in the upper one).
		needs(is(modes.Shell, "splitvt", "splitvt", splitvt, wait("relay$")), "splitvt"),
		needs(is(modes.Shell, "splitvt-after-command", "splitvt", splitvt, wait("relay$"), typed("echo $((6*7))", "42"), settle), "splitvt"),

		// An editor: textdraw's canvas of ASCII drawings over a status
		// row (also with its cursor moved).
		needs(is(modes.Editor, "textdraw", "textdraw", textdraw, wait("opened")), "textdraw"),
		needs(is(modes.Editor, "textdraw-moved", "textdraw", textdraw, wait("opened"), step{keys: "<right>"}, settle, step{keys: "<down>"}, settle), "textdraw"),

		// A full-screen program: powerdebug's tabs of clocks,
		// regulators, sensors (also on its next tab).
		needs(is(modes.TUI, "powerdebug", "powerdebug", powerdebug, wait("PowerDebug")), "powerdebug"),
		needs(is(modes.TUI, "powerdebug-next-tab", "powerdebug", powerdebug, wait("PowerDebug"), step{keys: "<right>"}, settle), "powerdebug"),

		// Questions: txt2regex's menus of numbered choices (the first,
		// and the next after a choice), mancala-text's move asked on a
		// line (also after a move), piu-piu's title menu (also moved).
		needs(ask("txt2regex", "txt2regex", txt2regex, start, wait("in any part of the line")), "txt2regex"),
		needs(ask("txt2regex-after-choice", "txt2regex", txt2regex, followed, wait("in any part of the line"),
			step{text: "2", expect: "anything", timeout: setSlow}), "txt2regex"),
		needs(ask("mancala-text", "mancala-text", unseenHome(notes, mancala), want(modes.Text, "Move for player at top:", ""), wait("Move for player")), mancala),
		needs(ask("mancala-text-after-move", "mancala-text", unseenHome(notes, mancala), want(modes.Text, "Move for player at top:", ""),
			wait("Move for player"), typed("c", "c: 0"), settle), mancala),
		needs(ask("piu-piu", "piu-piu", unseenHome(notes, piu), piuMenu(0), wait("multiplayer")), piu),
		needs(ask("piu-piu-moved", "piu-piu", unseenHome(notes, piu), piuMenu(1), wait("multiplayer"), step{keys: "s"}, settle), piu),

		// A password: donkey's S/KEY passphrase.
		needs(ask("donkey", "donkey", donkey, want(modes.Password, "Enter passphrase :", ""), wait("Enter passphrase")), "donkey"),
	}
}

// TestModesSeventyeighth drives the seventyeighth set live to the
// labelled moment and, with -update, stores its screens, labels and facts
// for modes' TestSetsAccuracy/seventyeighth. Whether the classifier reads
// them right is that test's measure, not a failure here.
func TestModesSeventyeighth(t *testing.T) { captureSet(t, seventyeighthDir, seventyeighthSet()) }
