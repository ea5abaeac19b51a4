package session

import (
	"testing"

	"github.com/agentty/agentty/modes"
)

// hundredsixthDir holds the hundredsixth set (issue 44, hundred-and-sixth
// round): live cases of full-screen terminal programs built with
// ratatui, Bubble Tea or gocui that cannot run here, imitated by a
// fixture of its own (Debian's python3 and its standard library's
// curses, on the alternate screen), none of them named by any other
// test, table, fixture or doc of agentty: a Kubernetes client (kubetui),
// a Docker client (ducker), a GitHub dashboard (gh-dash), a database
// client (rainfrog), a log viewer (lazyjournal), a network dashboard
// (trippy) and a file-transfer client's login form (termscp). Each is
// seen at its main screen with a highlighted row and with a dialog over
// it: a confirm box with buttons, a form's fields, a list picker, a help
// overlay, a search or filter bar typed into. Each case's label (mode,
// state, prompt kind, question, default, options and the highlighted
// one) was written from what the imitated program draws and means to a
// person (its documentation, source and published screenshots, and the
// imitation run by hand in tmux outside agentty) and committed before
// its screen was captured.
const hundredsixthDir = "../testdata/modes-hundredsixth"

// hundredsixthScript runs a program of the hundredsixth set's Python
// fixture with Debian's interpreter.
var hundredsixthScript = setFixtures("hundredsixth").script

// hundredsixthSet is the hundredsixth set. Labels say what a person
// reads on the screen; "…" in a question or default stands for any text.
func hundredsixthSet() []corpusCase {
	is, ask, needs, wait, settle := isCase, askCase, needing, waitFor, settled
	py := pythonPath
	key := func(k, expect string) step { return step{keys: k, expect: expect, timeout: setSlow} }
	down := step{keys: "<down>"}
	left := step{keys: "<left>"}
	like := func(program string) opener {
		return hundredsixthScript(py, "py/hundredsixth_demo.py", program)
	}
	kubetui, ducker, ghdash := like("kubetui"), like("ducker"), like("gh-dash")
	rainfrog, journal, trippy, termscp := like("rainfrog"), like("lazyjournal"), like("trippy"), like("termscp")
	const kubeHelp, containers, ghHelp = "Press ? to open help", "Containers (4)", "? more"
	const execute, filter, hops, recent = "execute query", "Filter (Default)", "press h for help", "Recent connections"
	contexts := func(highlighted int) *modes.Prompt {
		opts := []string{"kind-dev", "kind-staging", "prod-eu-west-1", "minikube"}
		opts[highlighted] = ">" + opts[highlighted]
		return want(modes.Select, "Context", "", opts...)
	}
	const deleteQ = "Are you sure you wish to delete container 3f2a9c1b7e4d?"
	return []corpusCase{
		// kubetui (ratatui): its Pod table, the first row highlighted
		// (also moved down), its Context popup (a filter line over the
		// contexts, the first highlighted; also moved), its help popup.
		needs(is(modes.TUI, "kubetui-like", "kubetui-like", kubetui, wait(kubeHelp)), py),
		needs(is(modes.TUI, "kubetui-like-moved", "kubetui-like", kubetui, wait(kubeHelp), down, settle), py),
		needs(ask("kubetui-like-context", "kubetui-like", kubetui, contexts(0), wait(kubeHelp), key("c", "FILTER:"), settle), py),
		needs(ask("kubetui-like-context-moved", "kubetui-like", kubetui, contexts(1), wait(kubeHelp), key("c", "FILTER:"), down, settle), py),
		needs(is(modes.TUI, "kubetui-like-help", "kubetui-like", kubetui, wait(kubeHelp), key("?", "Open this help popup"), settle), py),

		// ducker (ratatui): its Containers table (also moved down), and
		// ctrl+d's delete box with Yes and No buttons, No focused (also
		// moved to Yes).
		needs(is(modes.TUI, "ducker-like", "ducker-like", ducker, wait(containers)), py),
		needs(is(modes.TUI, "ducker-like-moved", "ducker-like", ducker, wait(containers), down, settle), py),
		needs(ask("ducker-like-delete", "ducker-like", ducker, want(modes.Confirm, deleteQ, "", "Yes", ">No"),
			wait(containers), key("<ctrl-d>", "wish to delete"), settle), py),
		needs(ask("ducker-like-delete-moved", "ducker-like", ducker, want(modes.Confirm, deleteQ, "", ">Yes", "No"),
			wait(containers), key("<ctrl-d>", "wish to delete"), left, settle), py),

		// gh-dash (Bubble Tea): its pull requests (also moved down), and
		// its search bar focused by `/` and typed into.
		needs(is(modes.TUI, "gh-dash-like", "gh-dash-like", ghdash, wait(ghHelp)), py),
		needs(is(modes.TUI, "gh-dash-like-moved", "gh-dash-like", ghdash, wait(ghHelp), down, settle), py),
		needs(ask("gh-dash-like-search", "gh-dash-like", ghdash, want(modes.Text, "…", ""),
			wait(ghHelp), step{keys: "/"}, settle, step{text: "label:bug", expect: "label:bug", timeout: setSlow}, settle), py),

		// rainfrog (ratatui): its menu, query and results panes, and the
		// confirm popup F5 opens over a DELETE with no WHERE.
		needs(is(modes.TUI, "rainfrog-like", "rainfrog-like", rainfrog, wait(execute)), py),
		needs(ask("rainfrog-like-confirm", "rainfrog-like", rainfrog,
			want(modes.Confirm, "Are you sure you want to use a DELETE statement without a WHERE clause?", "", "y|Yes", "n|No"),
			wait(execute), key("<f5>", "[N]o to cancel"), settle), py),

		// lazyjournal (gocui): its journal units (also moved down), and
		// its filter pane focused by `/` and typed into.
		needs(is(modes.TUI, "lazyjournal-like", "lazyjournal-like", journal, wait(filter)), py),
		needs(is(modes.TUI, "lazyjournal-like-moved", "lazyjournal-like", journal, wait(filter), down, settle), py),
		needs(ask("lazyjournal-like-filter", "lazyjournal-like", journal, want(modes.Text, "…", ""),
			wait(filter), step{keys: "/"}, settle, step{text: "error"}, settle), py),

		// trippy (ratatui): its hops dashboard at first, with a hop
		// selected, and its Controls popup.
		needs(is(modes.TUI, "trippy-like", "trippy-like", trippy, wait(hops)), py),
		needs(is(modes.TUI, "trippy-like-moved", "trippy-like", trippy, wait(hops), down, settle), py),
		needs(is(modes.TUI, "trippy-like-help", "trippy-like", trippy, wait(hops), key("h", "toggle hop details"), settle), py),

		// termscp (tui-realm on ratatui): its login form, the Remote
		// host field focused (also moved to Port number, holding 22),
		// and Esc's `Quit termscp?` with Yes focused.
		needs(ask("termscp-like", "termscp-like", termscp, want(modes.Text, "Remote host", ""), wait(recent)), py),
		needs(ask("termscp-like-moved", "termscp-like", termscp, want(modes.Text, "Port number", "22"), wait(recent), down, settle), py),
		needs(ask("termscp-like-quit", "termscp-like", termscp, want(modes.Confirm, "Quit termscp?", "", ">Yes", "No"),
			wait(recent), key("<esc>", "Quit termscp?"), settle), py),
	}
}

// TestModesHundredsixth drives the hundredsixth set live to the labelled
// moment and, with -update, stores its screens, labels and facts for
// modes' TestSetsAccuracy/hundredsixth. Whether the classifier reads them
// right is that test's measure, not a failure here.
func TestModesHundredsixth(t *testing.T) { captureSet(t, hundredsixthDir, hundredsixthSet()) }
