package session

import (
	"testing"

	"github.com/agentty/agentty/modes"
)

// hundredsixteenthDir holds the hundredsixteenth set (issue 44,
// hundred-and-sixteenth round): live cases of full-screen TUI programs
// imitated with Python's curses, none of them named by any other test,
// table, fixture or doc of agentty (bashtop, far2l, impala, senpai,
// pacseek, ytop): system monitors, a file manager, a network manager, a
// chat client and a package manager, each at its main screen with a
// highlighted row, and with a dialog or a popup open over it as the real
// tool draws it (buttons in brackets in their own colours, a shadow, a
// field under its label), to measure the classifier once as it was on
// programs nobody here had looked at. Each case's label (mode, state,
// prompt kind, question, default, options and the highlighted one) was
// written from what the real tool is known to draw and means to a person
// (its documentation, source and published screenshots, and the
// imitation run by hand in tmux outside agentty) and committed before
// its screen was captured.
const hundredsixteenthDir = "../testdata/modes-hundredsixteenth"

// hundredsixteenthScript runs a mode of the hundredsixteenth set's
// Python fixture with Debian's interpreter.
var hundredsixteenthScript = setFixtures("hundredsixteenth").script

// hundredsixteenthSet is the hundredsixteenth set. Labels say what a
// person reads on the screen; "…" in a question stands for any text.
func hundredsixteenthSet() []corpusCase {
	is, ask, needs, wait, settle := isCase, askCase, needing, waitFor, settled
	py := pythonPath
	down := step{keys: "<down>"}
	key := func(k, expect string) step { return step{keys: k, expect: expect, timeout: setSlow} }
	like := func(mode string) opener {
		return hundredsixteenthScript(py, "py/hundredsixteenth_demo.py", mode)
	}
	bashtop, far, impala := like("bashtop"), like("far2l"), like("impala")
	senpai, pacseek, ytop := like("senpai"), like("pacseek"), like("ytop")
	const procs, panels, nets = "┤select ↑↓├", "10Quit", "↵: Connect"
	toNotes := []step{wait(panels), down, down, down, key("<down>", "notes.txt"), settle}
	deleting := append(append([]step{}, toNotes...), key("<f8>", "Do you wish"))
	terminate := func(highlighted int) *modes.Prompt {
		opts := []string{"Yes", "No"}
		opts[highlighted] = ">" + opts[highlighted]
		return want(modes.Confirm, "Are you sure you want to terminate?", "", opts...)
	}
	passphrase := want(modes.Password, "Enter the password for HomeNet-5G", "")
	return []corpusCase{
		// bashtop: its cpu, mem, net and proc boxes, no process selected;
		// a process selected (moved down, in reverse video); its
		// terminate box over them (`[ Yes ]` highlighted, `[ No ]`).
		needs(is(modes.TUI, "bashtop-like", "bashtop-like", bashtop, wait(procs)), py),
		needs(is(modes.TUI, "bashtop-like-selected", "bashtop-like", bashtop, wait(procs), down, settle), py),
		needs(ask("bashtop-like-terminate", "bashtop-like", bashtop, terminate(0),
			wait(procs), down, settle, key("t", "[ No ]"), settle), py),

		// far2l: its two blue panels and key bar, the cursor bar on `..`
		// and moved down; F8's Delete dialog over them (`{ Delete }`
		// focused, also tabbed to `{ Cancel }`), with a shadow; F7's Make
		// folder dialog (a field under `Create the folder`); F10's Quit.
		needs(is(modes.TUI, "far2l-like", "far2l-like", far, wait(panels)), py),
		needs(is(modes.TUI, "far2l-like-moved", "far2l-like", far, wait(panels), down, settle), py),
		needs(ask("far2l-like-delete", "far2l-like", far, want(modes.Choice, "Do you wish to delete the file…", "", ">Delete", "Cancel"),
			append(append([]step{}, deleting...), settle)...), py),
		needs(ask("far2l-like-delete-tabbed", "far2l-like", far, want(modes.Choice, "Do you wish to delete the file…", "", "Delete", ">Cancel"),
			append(append([]step{}, deleting...), key("<tab>", "{ Cancel }"), settle)...), py),
		needs(ask("far2l-like-mkdir", "far2l-like", far, want(modes.Text, "Create the folder", ""),
			wait(panels), key("<f7>", "Create the folder"), settle), py),
		needs(ask("far2l-like-quit", "far2l-like", far, want(modes.Confirm, "Do you want to quit far2l?", "", ">Yes", "No"),
			wait(panels), key("<f10>", "quit far2l"), settle), py),

		// impala: iwd's Device, Station, Known and New Networks blocks,
		// the first new network highlighted and moved down; Enter on it
		// opens its Passphrase popup (also typed into, shown as stars).
		needs(is(modes.TUI, "impala-like", "impala-like", impala, wait(nets)), py),
		needs(is(modes.TUI, "impala-like-moved", "impala-like", impala, wait(nets), down, settle), py),
		needs(ask("impala-like-passphrase", "impala-like", impala, passphrase,
			wait(nets), key("<enter>", "Enter the password"), settle), py),
		needs(ask("impala-like-passphrase-typed", "impala-like", impala, passphrase,
			wait(nets), key("<enter>", "Enter the password"), step{text: "hunter22", expect: "********", timeout: setSlow}, settle), py),

		// senpai: an IRC client's buffer list (the current one in
		// reverse video), its timeline and members, its input row; also
		// switched to the next buffer with Ctrl-N.
		needs(is(modes.TUI, "senpai-like", "senpai-like", senpai, wait("rsc_fan")), py),
		needs(is(modes.TUI, "senpai-like-switched", "senpai-like", senpai, wait("rsc_fan"), key("<ctrl-n>", "Debian support"), settle), py),

		// pacseek: its search field over the packages list (the first
		// highlighted) and the package's details; also moved down.
		needs(is(modes.TUI, "pacseek-like", "pacseek-like", pacseek, wait("CTRL+C: Quit")), py),
		needs(is(modes.TUI, "pacseek-like-moved", "pacseek-like", pacseek, wait("CTRL+C: Quit"), key("<down>", "133.0b9-1"), settle), py),

		// ytop: its CPU, memory and network graphs over the process
		// table, its first row highlighted; also moved down.
		needs(is(modes.TUI, "ytop-like", "ytop-like", ytop, wait(" Processes ")), py),
		needs(is(modes.TUI, "ytop-like-moved", "ytop-like", ytop, wait(" Processes "), down, settle), py),
	}
}

// TestModesHundredsixteenth drives the hundredsixteenth set live to the
// labelled moment and, with -update, stores its screens, labels and
// facts for modes' TestSetsAccuracy/hundredsixteenth. Whether the
// classifier reads them right is that test's measure, not a failure
// here.
func TestModesHundredsixteenth(t *testing.T) {
	captureSet(t, hundredsixteenthDir, hundredsixteenthSet())
}
