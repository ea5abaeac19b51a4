package session

import (
	"testing"

	"github.com/agentty/agentty/modes"
)

// eightythirdDir holds the eightythird set (issue 44, eighty-third
// round): live cases of Debian programs that no other test, table,
// fixture or doc of agentty names, to measure the classifier once as it
// was on programs nobody here had looked at. Each case's label (mode,
// state, prompt kind, question, default, options and the highlighted
// one) was written from what the program is known to draw (its
// documentation, and the program run by hand in tmux outside agentty)
// and committed before its screen was captured.
const eightythirdDir = "../testdata/modes-eightythird"

// eightythirdSet is the eightythird set. Labels say what a person reads
// on the screen; "…" in a question or default stands for any text.
func eightythirdSet() []corpusCase {
	is, ask, needs, wait, settle := isCase, askCase, needing, waitFor, settled
	typed := func(s, expect string) step { return step{text: s, enter: true, expect: expect, timeout: setSlow} }
	line := func(s string) step { return step{text: s, enter: true, timeout: setSlow} }
	scilab := unseenHome(notes, "scilab-cli")
	cadabra := unseenHome(notes, "cadabra")
	yangcli := unseenHome(notes, "yangcli")
	vncpasswd := unseenHome(notes, "tightvncpasswd")
	kickpass := unseenHome(notes, "kickpass", "init")
	// deluge-console's log (a traceback of its logger's, at a failed
	// connection) goes to a file: written to the terminal, it is drawn
	// over its screen.
	deluge := unseenHome(notes, "sh", "-c", "exec deluge-console 2>deluge.log")
	pconsole := unseenHome(notes, "pconsole")
	animals := gamePath("animals")
	animalsGame := unseenHome(notes, animals, "animals.db")
	return []corpusCase{
		// REPLs, at their prompt and after a command: Scilab's console,
		// Cadabra's (1.x), yangcli's NETCONF console (no server),
		// pconsole's command mode.
		needs(is(modes.REPL, "scilab-cli", "scilab-cli", scilab, wait("-->")), "scilab-cli"),
		needs(is(modes.REPL, "scilab-cli-after-command", "scilab-cli", scilab, wait("-->"), typed("6*7", "42."), settle), "scilab-cli"),
		needs(is(modes.REPL, "cadabra", "cadabra", cadabra, wait("GNU General Public License")), "cadabra"),
		needs(is(modes.REPL, "cadabra-after-command", "cadabra", cadabra, wait("GNU General Public License"), line("x:=6*7;"), settle), "cadabra"),
		needs(is(modes.REPL, "yangcli", "yangcli", yangcli, wait("yangcli>")), "yangcli"),
		needs(is(modes.REPL, "yangcli-after-command", "yangcli", yangcli, wait("yangcli>"), typed("help", "Show full help text"), settle), "yangcli"),
		needs(is(modes.REPL, "pconsole", "pconsole", pconsole, wait(">>>")), "pconsole"),
		needs(is(modes.REPL, "pconsole-after-command", "pconsole", pconsole, wait(">>>"), typed("help", "Exit pconsole"), settle), "pconsole"),

		// Full-screen: deluge-console's host list (one host, highlighted)
		// is with the lists below.

		// Passwords: mactelnet's, amtterm's, tightvncpasswd's (asked and
		// verified), kickpass's master password (asked and confirmed),
		// gokey's master password.
		needs(ask("mactelnet", "mactelnet", rootCase(unseenHome(notes, "mactelnet", "-u", "admin", "00:0c:42:11:22:33")), want(modes.Password, "Password:", ""), wait("Password:")), "mactelnet"),
		needs(ask("amtterm", "amtterm", unseenHome(notes, "amtterm", "127.0.0.1"), want(modes.Password, "AMT password for host 127.0.0.1:", ""), wait("AMT password")), "amtterm"),
		needs(ask("tightvncpasswd", "tightvncpasswd", vncpasswd, want(modes.Password, "Password:", ""), wait("Password:")), "tightvncpasswd"),
		needs(ask("tightvncpasswd-verify", "tightvncpasswd", vncpasswd, want(modes.Password, "Verify:", ""), wait("Password:"), typed("hunter22", "Verify:")), "tightvncpasswd"),
		needs(ask("kickpass", "kickpass", kickpass, want(modes.Password, "[kickpass] master password:", ""), wait("master password")), "kickpass"),
		needs(ask("kickpass-confirm", "kickpass", kickpass, want(modes.Password, "[kickpass] confirm:", ""), wait("master password"), typed("hunter22", "confirm:")), "kickpass"),
		needs(ask("gokey", "gokey", unseenHome(notes, "gokey", "-r", "example.com"), want(modes.Password, "Master password:", ""), wait("Master password")), "gokey"),

		// Questions: tightvncpasswd's view-only password, asked on a line
		// with no default; the animals game's first key, its give-up
		// (the animal asked for, its database empty) and its play again
		// (no keys shown); deluge-console's host list and its form to add
		// a host (its first field focused).
		needs(ask("tightvncpasswd-view-only", "tightvncpasswd", vncpasswd, want(modes.Confirm, "Would you like to enter a view-only password (y/n)?", "", "y|yes", "n|no"),
			wait("Password:"), typed("hunter22", "Verify:"), typed("hunter22", "view-only")), "tightvncpasswd"),
		needs(ask("animals", "animals", animalsGame, pressEnter("Press <Enter> or <Return> to continue..."), wait("Think of an animal")), animals),
		needs(ask("animals-give-up", "animals", animalsGame, want(modes.Text, "I give up! You win! What was your animal?", ""),
			wait("Think of an animal"), step{enter: true, expect: "What was your animal", timeout: setSlow}), animals),
		needs(ask("animals-again", "animals", animalsGame, want(modes.Confirm, "Want to play again?", ""),
			wait("Think of an animal"), step{enter: true, expect: "What was your animal", timeout: setSlow}, typed("cat", "play again")), animals),
		needs(ask("deluge-console-hosts", "deluge-console", deluge, want(modes.Select, "Select Host", "", ">127.0.0.1:58846 [Online]"), wait("58846")), "deluge-console"),
		needs(ask("deluge-console-add-host", "deluge-console", deluge, want(modes.Text, "Hostname:", ""), wait("58846"), step{keys: "a", expect: "Hostname", timeout: setSlow}, settle), "deluge-console"),
	}
}

// TestModesEightythird drives the eightythird set live to the labelled
// moment and, with -update, stores its screens, labels and facts for
// modes' TestSetsAccuracy/eightythird. Whether the classifier reads them
// right is that test's measure, not a failure here.
func TestModesEightythird(t *testing.T) { captureSet(t, eightythirdDir, eightythirdSet()) }
