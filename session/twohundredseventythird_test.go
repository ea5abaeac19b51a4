package session

import (
	"testing"

	"github.com/agentty/agentty/modes"
)

// twohundredseventythirdDir holds the twohundredseventythird set (issue
// 44, two-hundred-and-seventy-third round): live cases of terminal
// programs of today built with Python's Textual or urwid that cannot run
// here (they come from PyPI, out of reach here), imitated by a fixture
// of its own (Debian's python3 and its curses, on the alternate screen,
// keys read raw one at a time, not echoed), each drawing what the real
// program draws at its moments (its words, layout, borders, Textual's
// tall input borders and buttons, urwid's `< Yes >` buttons, reverse
// video and cursor, from its documentation, source and published
// screenshots as known): Bagels, a Textual expense tracker (its records,
// its New Record modal with a Label input and a Category select, its
// delete confirmation), Dolphie, a Textual monitor of MySQL (connecting,
// its dashboard, its Kill Thread(s) modal), memray's Textual tree of
// allocations, zulip-terminal (urwid: its streams and messages, its exit
// confirmation, its search box) and Nomad Network (urwid: its
// conversations and its New Conversation dialog). None of them, nor
// their makers, is named by any other test, table, fixture or doc of
// agentty: bagels and EnhancedJax; dolphie and Charles Thompson; memray
// and Bloomberg; zulip, zulip-terminal and its `zulip-term`; nomadnet,
// Nomad Network, markqvist and Reticulum were grepped with `git grep
// -il` (bagel alone is matched once, in a radio station's name in
// another set's screens). Each case's label says what a person reads on
// the screen, written from the fixture run by hand in tmux outside
// agentty at 80x24, and was committed before its screen was captured.
const twohundredseventythirdDir = "../testdata/modes-twohundredseventythird"

// twohundredseventythirdTool runs one program of the set's script with
// Debian's python3, over a home holding notes.txt and long.txt.
func twohundredseventythirdTool(tool string) opener {
	return setFixtures("twohundredseventythird").script(pythonPath, "py/twohundredseventythird_tui.py", tool)
}

// twohundredseventythirdSet is the twohundredseventythird set. Labels
// say what a person reads on the screen: an app's main view on the
// alternate screen is a full-screen program's; a modal whose cursor
// waits in an input field asks a text question (the field's label, its
// placeholder no default); a modal of a question over Yes and No buttons
// is a confirm whose focused button is highlighted; an open select's
// list is a select titled by its field's label; a program connecting,
// its dots pulsing and no question, is running.
func twohundredseventythirdSet() []corpusCase {
	is, ask, needs, wait, settle := isCase, askCase, needing, waitFor, settled
	py := pythonPath
	key := func(k, expect string) step { return step{keys: k, expect: expect, timeout: setSlow} }
	text := func(s, expect string) step { return step{text: s, expect: expect, timeout: setSlow} }
	down := step{keys: "<down>"}
	then := func(a []step, b ...step) []step { return append(append([]step{}, a...), b...) }
	buttons := func(q string, focused int) *modes.Prompt {
		o := []string{"Yes", "No"}
		o[focused] = ">" + o[focused]
		return want(modes.Confirm, q, "", o...)
	}

	// bagels-like (Bagels, a Textual expense tracker; the alternate
	// screen): a blue header `⭘  Bagels — Nov 2026` and a clock,
	// `Accounts` and `Insights` panels of round borders beside `Records`,
	// `<  November 2026  >` over seven records of a date, category,
	// amount and label, the first highlighted, a footer of keys (`q Quit
	// a Add e Edit d Delete …`), the cursor hidden: a full-screen
	// program, at first and moved down; a, a `New Record` modal over it:
	// `Label` over an input of tall borders with a dim placeholder `Label
	// of the record`, the cursor in it, then `Category` over a select
	// showing Groceries and `▼`, `Amount` over an input `0.00`, buttons
	// Save and Cancel (a text question `Label`, no default), also with
	// `Farmers market` typed; Tab to Category and Enter, its list open
	// under it, six categories, the first highlighted (a select titled
	// `Category`); Esc, d, a modal `Are you sure you want to delete this
	// record?` over the buttons Yes (focused) and No, the footer `enter
	// Yes  esc No` (a confirm, Yes highlighted).
	bagels := twohundredseventythirdTool("bagels")
	atRecords := []step{wait("November 2026"), settle}
	atAdd := then(atRecords, key("a", "New Record"), settle)
	categories := []string{">Groceries", "Dining", "Transport", "Rent", "Fun", "Salary"}

	// dolphie-like (Dolphie, a Textual monitor of MySQL; the alternate
	// screen): `Connecting to MySQL at localhost:3306` over pulsing dots
	// (at work, no question); then its dashboard, refreshed each second:
	// `Dashboard` tab highlighted beside five more, `Host Information`,
	// `InnoDB` and `Statistics/s` panels, `Processlist (5)` of five
	// threads, `Press ? for commands` and a footer of keys (a full-screen
	// program); k, a modal `Kill Thread(s)`: `Thread ID` over an input
	// with a dim placeholder `Thread ID to kill`, the cursor in it, two
	// checkboxes and the buttons Kill and Cancel (a text question `Thread
	// ID`, no default), also with 1842 typed.
	dolphie := twohundredseventythirdTool("dolphie")
	atDashboard := []step{wait("Processlist (5)"), settle}
	atKill := then(atDashboard, key("k", "Kill Thread(s)"), settle)
	threadID := want(modes.Text, "Thread ID", "")

	// memray-like (memray's `tree` reporter, Textual; the alternate
	// screen): a header `Memray — tree of memray-ingest.py.48213.bin`, a
	// tree of allocations (`▼ 📂 1.204GB (100.00 %) <ROOT>`, its
	// functions under it, each its size, share, name and file:line), the
	// highlighted node's `Allocation metadata` in a panel beside it and a
	// footer `q Quit e Expand linear group i Hide import system u Hide
	// uninteresting`, the cursor hidden: a full-screen program, at first,
	// moved down and with a node collapsed (`▶ 📂`).
	memray := twohundredseventythirdTool("memray")
	atTree := []step{wait("Allocation metadata"), settle}

	// zulip-terminal-like (zulip-terminal, urwid; the alternate screen):
	// a title row `Zulip Terminal ~ chat.example.org ~ Ana Ruiz`, the
	// narrows and STREAMS on the left, `All messages` in the middle,
	// messages under `stream ▶ topic` rules, the last in reverse video,
	// USERS on the right, `Help(?): …` on the last row: a full-screen
	// program, at first and moved up; Ctrl-C, a box `Please confirm that
	// you wish to exit Zulip-Terminal` over `< Yes >` (in reverse video)
	// and `< No  >` (a confirm, Yes highlighted), and after Right (No
	// highlighted); Enter on No, /, `Search [/]: ` atop the messages, the
	// cursor after it (a text question), also with retry typed.
	zulip := twohundredseventythirdTool("zulip")
	atStreams := []step{wait("STREAMS"), settle}
	const exitQ = "Please confirm that you wish to exit Zulip-Terminal"
	atExit := then(atStreams, key("<ctrl-c>", "Please confirm"), settle)
	atSearch := then(atExit, key("<right>", ""), key("<enter>", ""), settle, key("/", "Search [/]:"), settle)
	search := want(modes.Text, "Search [/]:", "")

	// nomadnet-like (Nomad Network, urwid; the alternate screen): a row
	// of tabs, Conversations in reverse video, a framed `Conversations`
	// list of four peers, the first in reverse video, an empty pane `No
	// conversation selected`, and a reverse-video row of keys `Ctrl-N New
	// Ctrl-E Peer Info …`: a full-screen program, at first and moved
	// down; Ctrl-N, a framed `New Conversation`: `Addr : ` with the
	// cursor after it, `Name : `, `Trust : ( ) Untrusted (X) Unknown ( )
	// Trusted` and `< Create >` `< Cancel >` (a text question `Addr :`),
	// also with an address typed; down, the cursor after `Name : ` (a
	// text question `Name :`).
	nomad := twohundredseventythirdTool("nomadnet")
	atConversations := []step{wait("Ctrl-N New"), settle}
	atNew := then(atConversations, key("<ctrl-n>", "New Conversation"), settle)
	addr := want(modes.Text, "Addr :", "")

	return []corpusCase{
		// bagels-like: its records (also moved), a new record's label
		// (also typed), its category select, a delete to confirm.
		needs(is(modes.TUI, "bagels-like", "bagels-like", bagels, atRecords...), py),
		needs(is(modes.TUI, "bagels-like-moved", "bagels-like", bagels, then(atRecords, down, settle)...), py),
		needs(ask("bagels-like-add", "bagels-like", bagels, want(modes.Text, "Label", ""), atAdd...), py),
		needs(ask("bagels-like-add-typed", "bagels-like", bagels, want(modes.Text, "Label", ""),
			then(atAdd, text("Farmers market", "Farmers market"), settle)...), py),
		needs(ask("bagels-like-category", "bagels-like", bagels, want(modes.Select, "Category", "", categories...),
			then(atAdd, key("<tab>", ""), key("<enter>", "▊ Dining"), settle)...), py),
		needs(ask("bagels-like-delete", "bagels-like", bagels, buttons("Are you sure you want to delete this record?", 0),
			then(atRecords, key("d", "Are you sure"), settle)...), py),

		// dolphie-like: connecting, its dashboard, a thread to kill
		// (also typed).
		needs(corpusCase{name: "dolphie-like-connecting", program: "dolphie-like", open: dolphie,
			steps: []step{wait("Connecting to MySQL")}, mode: modes.Unknown, state: Running}, py),
		needs(is(modes.TUI, "dolphie-like", "dolphie-like", dolphie, atDashboard...), py),
		needs(ask("dolphie-like-kill", "dolphie-like", dolphie, threadID, atKill...), py),
		needs(ask("dolphie-like-kill-typed", "dolphie-like", dolphie, threadID, then(atKill, text("1842", "▊ 1842"), settle)...), py),

		// memray-like: its tree, moved, a node collapsed.
		needs(is(modes.TUI, "memray-like", "memray-like", memray, atTree...), py),
		needs(is(modes.TUI, "memray-like-moved", "memray-like", memray, then(atTree, down, settle)...), py),
		needs(is(modes.TUI, "memray-like-collapsed", "memray-like", memray,
			then(atTree, down, settle, down, settle, key("<enter>", "▶ 📂"), settle)...), py),

		// zulip-terminal-like: its messages (also moved), the exit to
		// confirm (also with No), its search (also typed).
		needs(is(modes.TUI, "zulip-terminal-like", "zulip-terminal-like", zulip, atStreams...), py),
		needs(is(modes.TUI, "zulip-terminal-like-moved", "zulip-terminal-like", zulip, then(atStreams, step{keys: "<up>"}, settle)...), py),
		needs(ask("zulip-terminal-like-exit", "zulip-terminal-like", zulip, buttons(exitQ, 0), atExit...), py),
		needs(ask("zulip-terminal-like-exit-no", "zulip-terminal-like", zulip, buttons(exitQ, 1), then(atExit, step{keys: "<right>"}, settle)...), py),
		needs(ask("zulip-terminal-like-search", "zulip-terminal-like", zulip, search, atSearch...), py),
		needs(ask("zulip-terminal-like-search-typed", "zulip-terminal-like", zulip, search,
			then(atSearch, text("retry", "Search [/]: retry"), settle)...), py),

		// nomadnet-like: its conversations (also moved), a new
		// conversation's address (also typed) and name.
		needs(is(modes.TUI, "nomadnet-like", "nomadnet-like", nomad, atConversations...), py),
		needs(is(modes.TUI, "nomadnet-like-moved", "nomadnet-like", nomad, then(atConversations, down, settle)...), py),
		needs(ask("nomadnet-like-new", "nomadnet-like", nomad, addr, atNew...), py),
		needs(ask("nomadnet-like-new-typed", "nomadnet-like", nomad, addr,
			then(atNew, text("b7e1c02a9f4d6e31", "Addr : b7e1c02a9f4d6e31"), settle)...), py),
		needs(ask("nomadnet-like-name", "nomadnet-like", nomad, want(modes.Text, "Name :", ""), then(atNew, down, settle)...), py),
	}
}

// TestModesTwohundredseventythird drives the twohundredseventythird set
// live to the labelled moment and, with -update, stores its screens,
// labels and facts for modes' TestSetsAccuracy/twohundredseventythird.
// Whether the classifier reads them right is that test's measure, not a
// failure here.
func TestModesTwohundredseventythird(t *testing.T) {
	captureSet(t, twohundredseventythirdDir, twohundredseventythirdSet())
}
