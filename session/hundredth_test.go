package session

import (
	"testing"

	"github.com/agentty/agentty/modes"
)

// hundredthDir holds the hundredth set (issue 44, hundredth round): live
// cases of programs imitated by a fixture of its own, each drawing what a
// program that cannot run here draws at one of its moments (its words,
// layout, frames, colours, reverse video, cursor and terminal modes,
// from its documentation, source and published screenshots), none of
// them named by any other test, table, fixture or doc of agentty. Each
// case's label was written from what the imitated program means to a
// person and committed before its screen was captured.
const hundredthDir = "../testdata/modes-hundredth"

// hundredthScript runs the set's Python script, with Debian's python3,
// over a home holding notes.txt and long.txt.
var hundredthScript = setFixtures("hundredth").script

// hundredthSet is the hundredth set. Labels say what a person reads on
// the screen; "…" in a question or default stands for any text.
func hundredthSet() []corpusCase {
	is, ask, needs, wait, settle := isCase, askCase, needing, waitFor, settled
	py := pythonPath
	typed := func(s, expect string) step { return step{text: s, enter: true, expect: expect, timeout: setSlow} }
	text := func(s string) step { return step{text: s, expect: s, timeout: setSlow} }
	down := step{keys: "<down>"}
	like := func(args ...string) opener {
		return hundredthScript(py, "py/hundredth_demo.py", args...)
	}
	qbasic := like("qbasic", "notes.txt")
	lotus := like("lotus", "sales.wk1")
	more := like("hpux-more", "long.txt")
	tmsh := like("tmsh")
	pfsense := like("pfsense")
	yast := like("yast")
	const tmos = "(tmos)#"
	pfMenu := []string{"0|Logout (SSH only)", "1|Assign Interfaces", "2|Set interface(s) IP address", "3|Reset webConfigurator password",
		"4|Reset to factory defaults", "5|Reboot system", "6|Halt system", "7|Ping host", "8|Shell", "9|pfTop", "10|Filter Logs",
		"11|Restart webConfigurator", "12|PHP shell + pfSense tools", "13|Update from console", "14|Enable Secure Shell (sshd)",
		"15|Restore recent configuration", "16|Restart PHP-FPM"}
	return []corpusCase{
		// Editors, each over a file given in its arguments: QBasic's
		// (a grey menu bar, the file's name in the blue window's top
		// frame, an Immediate pane, a cyan status bar of keys; at first
		// sight, after typing, and its "Loaded file is not saved. Save
		// it now?" box on leaving), Lotus 1-2-3's worksheet (its three
		// rows of control panel, READY reversed at the top right; at
		// first sight, a value typed on its entry line, the cell pointer
		// moved).
		needs(is(modes.Editor, "qbasic-like", "qbasic-like", qbasic, wait("Immediate")), py),
		needs(is(modes.Editor, "qbasic-like-typed", "qbasic-like", qbasic, wait("Immediate"), text("abc"), settle), py),
		needs(ask("qbasic-like-save", "qbasic-like", qbasic, want(modes.Confirm, "Loaded file is not saved. Save it now?", "", ">Yes", "No", "Cancel", "Help"),
			wait("Immediate"), text("abc"), settle, step{keys: "<ctrl-x>", expect: "Save it now?", timeout: setSlow}), py),
		needs(is(modes.Editor, "lotus-like", "lotus-like", lotus, wait("READY")), py),
		needs(is(modes.Editor, "lotus-like-typed", "lotus-like", lotus, wait("READY"), step{text: "117", expect: "VALUE", timeout: setSlow}, settle), py),
		needs(is(modes.Editor, "lotus-like-moved", "lotus-like", lotus, wait("READY"), down, settle), py),

		// A pager: HP-UX's more over a file, `--More--(NN%)` reversed on
		// the last row, at its first page and a page on.
		needs(is(modes.Pager, "hpux-more-like", "hpux-more-like", more, wait("--More--(25%)")), py),
		needs(is(modes.Pager, "hpux-more-like-page", "hpux-more-like", more, wait("--More--(25%)"), step{keys: " ", expect: "--More--(50%)", timeout: setSlow}, settle), py),

		// A REPL: F5's tmsh, at its prompt and after a command; its
		// password asked twice with echo off.
		needs(is(modes.REPL, "tmsh-like", "tmsh-like", tmsh, wait(tmos)), py),
		needs(is(modes.REPL, "tmsh-like-after-command", "tmsh-like", tmsh, wait(tmos), typed("show sys version", "Edition"), settle), py),
		needs(ask("tmsh-like-password", "tmsh-like", tmsh, want(modes.Password, "new password:", ""),
			wait(tmos), typed("modify auth password admin", "new password")), py),
		needs(ask("tmsh-like-password-again", "tmsh-like", tmsh, want(modes.Password, "confirm password:", ""),
			wait(tmos), typed("modify auth password admin", "new password"), typed("hunter22", "confirm password")), py),

		// Questions on a line: pfSense's console menu, and its reboot
		// confirmed.
		needs(ask("pfsense-like", "pfsense-like", pfsense, want(modes.Select, "Enter an option:", "", pfMenu...), wait("Enter an option")), py),
		needs(ask("pfsense-like-reboot", "pfsense-like", pfsense, want(modes.Confirm, "Do you want to proceed [y|n]?", "", "y", "n"),
			wait("Enter an option"), typed("5", "proceed")), py),

		// A full-screen program: YaST's ncurses control center, its
		// groups on the left (the first highlighted), their modules on
		// the right; also moved.
		needs(is(modes.TUI, "yast-like", "yast-like", yast, wait("F9 Quit")), py),
		needs(is(modes.TUI, "yast-like-moved", "yast-like", yast, wait("F9 Quit"), down, settle), py),
	}
}

// TestModesHundredth drives the hundredth set live to the labelled moment
// and, with -update, stores its screens, labels and facts for modes'
// TestSetsAccuracy/hundredth. Whether the classifier reads them right is
// that test's measure, not a failure here.
func TestModesHundredth(t *testing.T) { captureSet(t, hundredthDir, hundredthSet()) }
