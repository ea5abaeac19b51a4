package session

import (
	"testing"

	"github.com/agentty/agentty/modes"
)

// ninetythirdDir holds the ninety-third set (issue 44, ninety-third
// round): live cases of small programs, each a mode of one Python curses
// script drawing what a full-screen program of a developer's or an
// operator's that cannot run here draws at one of its moments (kdash's
// Kubernetes dashboard, bandwhich's network monitor, nvitop's GPU
// monitor, Posting's HTTP client, gomuks' Matrix chat, yazi's three
// columns, taskwarrior-tui's task report, NetworkManager's nmtui), none
// of them named by any other test, table, fixture or doc of agentty, to
// measure the classifier once as it was on screens nobody here had looked
// at. Each case's label (mode, state, prompt kind, question, default,
// options and the highlighted one) was written from what the program is
// known to draw (its documentation, source and screenshots, and the
// script run by hand in tmux outside agentty) and committed before its
// screen was captured.
const ninetythirdDir = "../testdata/modes-ninetythird"

// ninetythirdLike runs one of the ninety-third set's programs, all in
// its Python script.
func ninetythirdLike(name string, args ...string) opener {
	return setFixtures("ninetythird").script(pythonPath, "py/ninetythird_demo.py", append([]string{name}, args...)...)
}

// ninetythirdSet is the ninety-third set. Labels say what a person reads
// on the screen; "…" in a question or default stands for any text.
func ninetythirdSet() []corpusCase {
	is, ask, needs, wait, settle := isCase, askCase, needing, waitFor, settled
	py := pythonPath
	down := step{keys: "<down>"}
	key := func(k string) step { return step{keys: k} }
	like := ninetythirdLike
	kdash := like("kdash-like")
	bandwhich := like("bandwhich-like")
	nvitop := like("nvitop-like")
	posting := like("posting-like")
	gomuks := func(moment ...string) opener { return like("gomuks-like", moment...) }
	yazi := like("yazi-like")
	twtui := func(moment ...string) opener { return like("taskwarrior-tui-like", moment...) }
	nmtui := func(moment ...string) opener { return like("nmtui-like", moment...) }
	const nmMenu = "Please select an option"
	menu := func(highlighted int) *modes.Prompt {
		opts := []string{"Edit a connection", "Activate a connection", "Set system hostname", "Radio", "Quit"}
		opts[highlighted] = ">" + opts[highlighted]
		return want(modes.Select, nmMenu, "", opts...)
	}
	openWith := func(highlighted int) *modes.Prompt {
		opts := []string{"nvim", "less", "xdg-open"}
		opts[highlighted] = ">" + opts[highlighted]
		return want(modes.Select, "Open with:", "", opts...)
	}
	return []corpusCase{
		// Monitors and dashboards: kdash's pods table (also moved),
		// bandwhich's three tables (also paused by a space), nvitop's
		// devices and processes (also moved).
		needs(is(modes.TUI, "kdash-like", "kdash-like", kdash, wait("Completed")), py),
		needs(is(modes.TUI, "kdash-like-moved", "kdash-like", kdash, wait("Completed"), down, settle), py),
		needs(is(modes.TUI, "bandwhich-like", "bandwhich-like", bandwhich, wait("rearrange")), py),
		needs(is(modes.TUI, "bandwhich-like-paused", "bandwhich-like", bandwhich, wait("rearrange"), step{keys: " ", expect: "PAUSED", timeout: setSlow}, settle), py),
		needs(is(modes.TUI, "nvitop-like", "nvitop-like", nvitop, wait("ledger --gpu")), py),
		needs(is(modes.TUI, "nvitop-like-moved", "nvitop-like", nvitop, wait("ledger --gpu"), down, settle), py),

		// An HTTP client: Posting's collection, request and response
		// panes (also moved), and its modal asking a new request's title
		// after ctrl+s.
		needs(is(modes.TUI, "posting-like", "posting-like", posting, wait("Response 200")), py),
		needs(is(modes.TUI, "posting-like-moved", "posting-like", posting, wait("Response 200"), down, settle), py),
		needs(ask("posting-like-save", "posting-like", posting, want(modes.Text, "Title", ""),
			wait("Response 200"), step{keys: "<ctrl-s>", expect: "Save new request", timeout: setSlow}, settle), py),

		// A chat client: gomuks' login form (the cursor in Username),
		// its rooms beside a room's messages and the input line (also
		// moved to the next room).
		needs(ask("gomuks-like-login", "gomuks-like", gomuks("login"), want(modes.Text, "Username", ""), wait("Log in to Matrix")), py),
		needs(is(modes.TUI, "gomuks-like", "gomuks-like", gomuks(), wait("Send a message")), py),
		needs(is(modes.TUI, "gomuks-like-moved", "gomuks-like", gomuks(), wait("Send a message"), down, settle), py),

		// A file manager in three columns: yazi (also moved), its rename
		// field under the file after r, its trash confirm after d, its
		// "Open with:" list after O (also moved).
		needs(is(modes.TUI, "yazi-like", "yazi-like", yazi, wait("NOR")), py),
		needs(is(modes.TUI, "yazi-like-moved", "yazi-like", yazi, wait("NOR"), down, settle), py),
		needs(ask("yazi-like-rename", "yazi-like", yazi, want(modes.Text, "Rename:", "…"), wait("NOR"), key("r"), waitFor("Rename:")), py),
		needs(ask("yazi-like-trash", "yazi-like", yazi, want(modes.Confirm, "Trash 1 selected file?", "", ">y|Yes", "n|No"), wait("NOR"), key("d"), waitFor("(N)o")), py),
		needs(ask("yazi-like-open", "yazi-like", yazi, openWith(0), wait("NOR"), key("O"), waitFor("xdg-open")), py),
		needs(ask("yazi-like-open-moved", "yazi-like", yazi, openWith(1), wait("NOR"), key("O"), waitFor("xdg-open"), down, settle), py),

		// A task board: taskwarrior-tui's report and the task's details
		// (also moved), its Add Task field, its delete question.
		needs(is(modes.TUI, "taskwarrior-tui-like", "taskwarrior-tui-like", twtui(), wait("Filter Tasks")), py),
		needs(is(modes.TUI, "taskwarrior-tui-like-moved", "taskwarrior-tui-like", twtui(), wait("Filter Tasks"), down, settle), py),
		needs(ask("taskwarrior-tui-like-add", "taskwarrior-tui-like", twtui("add"), want(modes.Text, "Add Task", ""), wait("Add Task")), py),
		needs(ask("taskwarrior-tui-like-delete", "taskwarrior-tui-like", twtui("delete"), yesNo("Delete task 1 'Rotate the relay keys'?", ""), wait("(y/n)")), py),

		// A system settings TUI: nmtui's menu (also moved), its
		// connection list (also moved), the confirm of a connection's
		// deletion (Cancel focused), a Wi-Fi network's password.
		needs(ask("nmtui-like-menu", "nmtui-like", nmtui(), menu(0), wait(nmMenu)), py),
		needs(ask("nmtui-like-menu-moved", "nmtui-like", nmtui(), menu(1), wait(nmMenu), down, settle), py),
		needs(is(modes.TUI, "nmtui-like-list", "nmtui-like", nmtui("list"), wait("br-relay")), py),
		needs(is(modes.TUI, "nmtui-like-list-moved", "nmtui-like", nmtui("list"), wait("br-relay"), down, settle), py),
		needs(ask("nmtui-like-delete", "nmtui-like", nmtui("delete"),
			want(modes.Confirm, "Are you sure you want to delete the connection 'Wired connection 1'?", "", ">Cancel", "Delete"), wait("<Delete>")), py),
		needs(ask("nmtui-like-password", "nmtui-like", nmtui("password"), want(modes.Password, "Password", ""), wait("relay-5g")), py),
	}
}

// TestModesNinetythird drives the ninety-third set live to the labelled
// moment and, with -update, stores its screens, labels and facts for
// modes' TestSetsAccuracy/ninetythird. Whether the classifier reads them
// right is that test's measure, not a failure here.
func TestModesNinetythird(t *testing.T) { captureSet(t, ninetythirdDir, ninetythirdSet()) }
