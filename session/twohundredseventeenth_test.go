package session

import (
	"testing"

	"github.com/agentty/agentty/modes"
)

// twohundredseventeenthDir holds the twohundredseventeenth set (issue
// 44, two-hundred-and-seventeenth round): live cases of modern
// full-screen developer dashboards and TUIs that cannot run here,
// imitated by a fixture of its own (Debian's python3 and curses, in the
// alternate screen, keys read one at a time), each drawing what the real
// tool draws (its words, tables with the current row in its colour,
// tabs, panes, key-hint bars) and what it opens on top of its screen: a
// Kubernetes dashboard's namespaces list and login form, a Kafka TUI's
// delete confirm and new-topic form, a process runner's quit confirm and
// add box, an HTTP client's actions menu and its templates' username and
// masked password boxes, an interactive rebase tool's help and abort
// question, a PostgreSQL activity monitor's cancel question. None of
// them is named by any other test, table, fixture or doc of agentty.
// Each case's label was written from the fixture run by hand in tmux at
// 80x24, and committed before its screen was captured.
const twohundredseventeenthDir = "../testdata/modes-twohundredseventeenth"

// twohundredseventeenthScript runs the set's Python script, with
// Debian's python3, over a home holding notes.txt and long.txt.
var twohundredseventeenthScript = setFixtures("twohundredseventeenth").script

// twohundredseventeenthSet is the twohundredseventeenth set. Labels say
// what a person reads on the screen: tui for a dashboard itself (a help
// overlay of keys included), the prompt of what it opens on top of it:
// a dialog's question with its buttons (the highlighted one marked), a
// popup list titled by what it offers, an input box or form field by its
// label.
func twohundredseventeenthSet() []corpusCase {
	is, ask, needs, wait, settle := isCase, askCase, needing, waitFor, settled
	py := pythonPath
	key := func(k, expect string) step { return step{keys: k, expect: expect, timeout: setSlow} }
	typed := func(s, expect string) step { return step{text: s, enter: true, expect: expect, timeout: setSlow} }
	down := step{keys: "<down>"}
	like := func(tool string) opener {
		return twohundredseventeenthScript(py, "py/twohundredseventeenth_dash.py", tool)
	}
	kubebox := like("kubebox")
	ktea := like("ktea")
	mprocs := like("mprocs")
	slumber := like("slumber")
	rebase := like("interactive-rebase-tool")
	pgActivity := like("pg_activity")
	namespaces := func(highlighted int) *modes.Prompt {
		opts := []string{"default", "kube-node-lease", "kube-public", "kube-system", "monitoring"}
		opts[highlighted] = ">" + opts[highlighted]
		return want(modes.Select, "Namespaces", "", opts...)
	}
	actions := func(highlighted int) *modes.Prompt {
		opts := []string{"Edit Collection", "Copy URL", "Copy as cURL", "Copy Body", "View Body"}
		opts[highlighted] = ">" + opts[highlighted]
		return want(modes.Select, "Actions", "", opts...)
	}
	kubeboxUp := wait("q Quit")
	kteaUp := wait("F2 » Delete")
	mprocsUp := wait("<e> Rename")
	slumberUp := wait("x Actions")
	rebaseUp := wait("Type ? for help")
	pgUp := wait("RUNNING QUERIES")
	username := []step{slumberUp, key("<enter>", "┌Username")}
	password := append(append([]step{}, username...), typed("ana", "┌Password"))
	return []corpusCase{
		// kubebox: a bar of cluster, namespace and user over the Pods box
		// (its heading bold, the first pod's row white on blue, a
		// crashing one red), resource usage and logs boxes, a bar of
		// keys; `n` opens the Namespaces list over it (default in blue;
		// also moved down twice to kube-public); `l` the Login form,
		// the cursor in its Cluster URL field (blue, empty).
		needs(is(modes.TUI, "kubebox-like", "kubebox-like", kubebox, kubeboxUp), py),
		needs(ask("kubebox-like-namespaces", "kubebox-like", kubebox, namespaces(0), kubeboxUp, key("n", "Namespaces")), py),
		needs(ask("kubebox-like-namespaces-moved", "kubebox-like", kubebox, namespaces(2),
			kubeboxUp, key("n", "Namespaces"), down, down, settle), py),
		needs(ask("kubebox-like-login", "kubebox-like", kubebox, want(modes.Text, "Cluster URL", ""), kubeboxUp, key("l", "Log In")), py),

		// ktea, a Kafka TUI: tabs (Topics in black on green), the Topics
		// table (its first row white on purple; also moved down twice to
		// orders.v1), a status line and a bar of keys; F2 opens `Delete
		// topic orders.v1?` in a red box, Cancel highlighted in green
		// (also switched to Delete); ctrl-n the Create Topic form, the
		// cursor after `> ` under `Topic Name`; tab the Consumer Groups
		// tab and table.
		needs(is(modes.TUI, "ktea-like", "ktea-like", ktea, kteaUp), py),
		needs(is(modes.TUI, "ktea-like-moved", "ktea-like", ktea, kteaUp, down, down, settle), py),
		needs(ask("ktea-like-delete", "ktea-like", ktea, want(modes.Confirm, "Delete topic orders.v1?", "", "Delete", ">Cancel"),
			kteaUp, down, down, key("<f2>", "Delete topic")), py),
		needs(ask("ktea-like-delete-switched", "ktea-like", ktea, want(modes.Confirm, "Delete topic orders.v1?", "", ">Delete", "Cancel"),
			kteaUp, down, down, key("<f2>", "Delete topic"), step{keys: "<left>"}, settle), py),
		needs(ask("ktea-like-create", "ktea-like", ktea, want(modes.Text, "Topic Name", ""), kteaUp, key("<ctrl-n>", "Create Topic")), py),
		needs(is(modes.TUI, "ktea-like-consumer-groups", "ktea-like", ktea, kteaUp, key("<tab>", "Consumer Groups (4)")), py),

		// mprocs: the Processes pane (api highlighted black on cyan,
		// each UP in green or DOWN in red; also moved to web) and the
		// selected one's output, a bar of keys; `q` opens `Stop all
		// processes and quit?` over `<y> Yes  <n> No`; `a` the `Add
		// process` box, the cursor after `> ` (also with a command
		// typed).
		needs(is(modes.TUI, "mprocs-like", "mprocs-like", mprocs, mprocsUp), py),
		needs(is(modes.TUI, "mprocs-like-moved", "mprocs-like", mprocs, mprocsUp, down, settle), py),
		needs(ask("mprocs-like-quit", "mprocs-like", mprocs, want(modes.Confirm, "Stop all processes and quit?", "", "y|Yes", "n|No"),
			mprocsUp, key("q", "Stop all processes")), py),
		needs(ask("mprocs-like-add", "mprocs-like", mprocs, want(modes.Text, "Add process", ""), mprocsUp, key("a", "Add process")), py),
		needs(ask("mprocs-like-add-typed", "mprocs-like", mprocs, want(modes.Text, "Add process", ""),
			mprocsUp, key("a", "Add process"), step{text: "npm run lint", timeout: setSlow}, settle), py),

		// slumber, an HTTP client: the Recipes pane (login marked ▶,
		// white on blue; also moved to list-users), the Request pane
		// with its tabs and body, the Response pane, the Profile, a bar
		// of keys; `x` opens the Actions list (Edit Collection
		// highlighted; also moved to Copy URL); enter on login sends it
		// and its template asks, in a box titled Username, then in one
		// titled Password, masked with dots (at first and with keys
		// typed).
		needs(is(modes.TUI, "slumber-like", "slumber-like", slumber, slumberUp), py),
		needs(is(modes.TUI, "slumber-like-moved", "slumber-like", slumber, slumberUp, down, settle), py),
		needs(ask("slumber-like-actions", "slumber-like", slumber, actions(0), slumberUp, key("x", "Copy as cURL")), py),
		needs(ask("slumber-like-actions-moved", "slumber-like", slumber, actions(1), slumberUp, key("x", "Copy as cURL"), down, settle), py),
		needs(ask("slumber-like-username", "slumber-like", slumber, want(modes.Text, "Username", ""), username...), py),
		needs(ask("slumber-like-password", "slumber-like", slumber, want(modes.Password, "Password", ""),
			append(password, step{text: "hunter2", secret: true, timeout: setSlow}, settle)...), py),

		// git-interactive-rebase-tool: its title bar and `Type ? for
		// help`, a line per commit of the todo list (action in its
		// colour, hash, subject; the selected one black on cyan behind
		// `>`; also moved down twice, then that commit squashed), `?`
		// its help of keys over `Press any key to close`, `q` its
		// `Are you sure you want to abort (y/n)?`.
		needs(is(modes.TUI, "interactive-rebase-tool-like", "interactive-rebase-tool-like", rebase, rebaseUp), py),
		needs(is(modes.TUI, "interactive-rebase-tool-like-moved", "interactive-rebase-tool-like", rebase, rebaseUp, down, down, settle), py),
		needs(is(modes.TUI, "interactive-rebase-tool-like-squashed", "interactive-rebase-tool-like", rebase,
			rebaseUp, down, down, key("s", "squash")), py),
		needs(is(modes.TUI, "interactive-rebase-tool-like-help", "interactive-rebase-tool-like", rebase, rebaseUp, key("?", "Press any key to close")), py),
		needs(ask("interactive-rebase-tool-like-abort", "interactive-rebase-tool-like", rebase, yesNo("Are you sure you want to abort?", ""),
			rebaseUp, key("q", "Are you sure")), py),

		// pg_activity: the server's figures, RUNNING QUERIES over the
		// processes table (its heading black on green), a footer of F1
		// F2 F3 keys; down enters its interactive mode (the first
		// process black on cyan, a footer of C and K); `C` asks `Confirm
		// cancel action on process 23419? (y/n)` on the last row; F2
		// shows the WAITING QUERIES.
		needs(is(modes.TUI, "pg_activity-like", "pg_activity-like", pgActivity, pgUp), py),
		needs(is(modes.TUI, "pg_activity-like-moved", "pg_activity-like", pgActivity, pgUp, key("<down>", "Cancel current query")), py),
		needs(ask("pg_activity-like-cancel", "pg_activity-like", pgActivity, yesNo("Confirm cancel action on process 23419?", ""),
			pgUp, key("<down>", "Cancel current query"), key("C", "Confirm cancel")), py),
		needs(is(modes.TUI, "pg_activity-like-waiting", "pg_activity-like", pgActivity, pgUp, key("<f2>", "WAITING QUERIES")), py),
	}
}

// TestModesTwohundredseventeenth drives the twohundredseventeenth set
// live to the labelled moment and, with -update, stores its screens,
// labels and facts for modes' TestSetsAccuracy/twohundredseventeenth.
// Whether the classifier reads them right is that test's measure, not a
// failure here.
func TestModesTwohundredseventeenth(t *testing.T) {
	captureSet(t, twohundredseventeenthDir, twohundredseventeenthSet())
}
