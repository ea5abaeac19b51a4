package session

import (
	"testing"

	"github.com/agentty/agentty/modes"
)

// hundredthirtyfirstDir holds the hundredthirtyfirst set (issue 44,
// hundred-and-thirty-first round): live cases of programs that imitate
// full-screen programs no other test, table, fixture or doc of agentty
// names — a container dashboard (podman-tui) and another (dockly), a mail
// client (nmail), a file manager (cfiles), two database programs (dblab,
// harlequin), a process monitor (asitop), a network monitor (nbwmon) and
// a chat client (iamb) — each drawing with curses what the real program
// draws at its main screen, after moving in its list, or with a dialog it
// opens on a key, to measure the classifier once as it was on programs
// nobody here had looked at. Each case's label (mode, state, prompt kind,
// question, default, options and the highlighted one) was written from
// what the real program is known to draw (its documentation, source and
// published screenshots, and the imitation run by hand outside agentty)
// and committed before its screen was captured.
const hundredthirtyfirstDir = "../testdata/modes-hundredthirtyfirst"

// hundredthirtyfirstScript runs a program of the hundredthirtyfirst set's
// Python fixture with Debian's interpreter.
var hundredthirtyfirstScript = setFixtures("hundredthirtyfirst").script

// hundredthirtyfirstSet is the hundredthirtyfirst set. Labels say what a
// person reads on the screen.
func hundredthirtyfirstSet() []corpusCase {
	is, ask, needs, wait, settle := isCase, askCase, needing, waitFor, settled
	py := pythonPath
	down := step{keys: "<down>"}
	key := func(k, expect string) step { return step{keys: k, expect: expect, timeout: setSlow} }
	like := func(name string) opener {
		return hundredthirtyfirstScript(py, "py/hundredthirtyfirst_demo.py", name)
	}
	podman, dockly, nmail, cfiles := like("podman-tui"), like("dockly"), like("nmail"), like("cfiles")
	dblab, harlequin, asitop, nbwmon, iamb := like("dblab"), like("harlequin"), like("asitop"), like("nbwmon"), like("iamb")
	menu := func(highlighted int) *modes.Prompt {
		opts := []string{"Inspect", "Logs", "Restart", "Stop", "Remove", "Shell"}
		opts[highlighted] = ">" + opts[highlighted]
		return want(modes.Select, "Command Menu", "", opts...)
	}
	return []corpusCase{
		// podman-tui: its containers view (the tab row, the table, the
		// key help), moved down the table, and Delete's modal asking to
		// remove the container, its buttons Cancel and Enter (Enter
		// focused).
		needs(is(modes.TUI, "podman-tui-like", "podman-tui-like", podman, wait("CONTAINERS (4)")), py),
		needs(is(modes.TUI, "podman-tui-like-moved", "podman-tui-like", podman, wait("CONTAINERS (4)"), down, settle), py),
		needs(ask("podman-tui-like-remove", "podman-tui-like", podman,
			want(modes.Confirm, "Are you sure you want to remove following container ?", "", "Cancel", ">Enter"),
			wait("CONTAINERS (4)"), key("<delete>", "PODMAN CONTAINER REMOVE"), settle), py),

		// dockly: the containers list, its logs and utilisation boxes
		// (also moved down the list), and `m`'s boxed Command Menu (also
		// moved down it).
		needs(is(modes.TUI, "dockly-like", "dockly-like", dockly, wait("m: menu")), py),
		needs(is(modes.TUI, "dockly-like-moved", "dockly-like", dockly, wait("m: menu"), down, settle), py),
		needs(ask("dockly-like-menu", "dockly-like", dockly, menu(0), wait("m: menu"), key("m", "Command Menu"), settle), py),
		needs(ask("dockly-like-menu-moved", "dockly-like", dockly, menu(1), wait("m: menu"), key("m", "Command Menu"), down, settle), py),

		// nmail: the inbox's message list and its key help (also moved
		// down a message).
		needs(is(modes.TUI, "nmail-like", "nmail-like", nmail, wait("Inbox")), py),
		needs(is(modes.TUI, "nmail-like-moved", "nmail-like", nmail, wait("Inbox"), down, settle), py),

		// cfiles: its two panes (also moved down an entry), and `D`'s
		// question at the foot, `Delete selected files ? (y/n)`.
		needs(is(modes.TUI, "cfiles-like", "cfiles-like", cfiles, wait("(directory preview)")), py),
		needs(is(modes.TUI, "cfiles-like-moved", "cfiles-like", cfiles, wait("(directory preview)"), down, settle), py),
		needs(ask("cfiles-like-delete", "cfiles-like", cfiles, yesNo("Delete selected files ?", ""),
			wait("(directory preview)"), down, key("D", "(y/n)"), settle), py),

		// dblab: its tables, query and rows panels (also moved down the
		// tables).
		needs(is(modes.TUI, "dblab-like", "dblab-like", dblab, wait("Ctrl+E run query")), py),
		needs(is(modes.TUI, "dblab-like-moved", "dblab-like", dblab, wait("Ctrl+E run query"), down, settle), py),

		// harlequin: its data catalog, query editor and results, and
		// ctrl+e's Export Data modal, a path field (holding `~/`) under
		// `Export to:`.
		needs(is(modes.TUI, "harlequin-like", "harlequin-like", harlequin, wait("Toggle Sidebar")), py),
		needs(ask("harlequin-like-export", "harlequin-like", harlequin, want(modes.Text, "Export to:", "~/"),
			wait("Toggle Sidebar"), key("<ctrl-e>", "Export Data"), settle), py),

		// Monitors and a chat client at their main screens: asitop's
		// gauges, nbwmon's graphs, iamb's room in its NORMAL mode.
		needs(is(modes.TUI, "asitop-like", "asitop-like", asitop, wait("CPU+GPU+ANE")), py),
		needs(is(modes.TUI, "nbwmon-like", "nbwmon-like", nbwmon, wait("Transmitted")), py),
		needs(is(modes.TUI, "iamb-like", "iamb-like", iamb, wait("NORMAL")), py),
	}
}

// TestModesHundredthirtyfirst drives the hundredthirtyfirst set live to
// the labelled moment and, with -update, stores its screens, labels and
// facts for modes' TestSetsAccuracy/hundredthirtyfirst. Whether the
// classifier reads them right is that test's measure, not a failure here.
func TestModesHundredthirtyfirst(t *testing.T) {
	captureSet(t, hundredthirtyfirstDir, hundredthirtyfirstSet())
}
