package session

import (
	"testing"

	"github.com/agentty/agentty/modes"
)

// hundredfiftyfourthDir holds the hundredfiftyfourth set (issue 44,
// hundred-and-fifty-fourth round): live cases of full-screen programs
// that are neither editors nor pagers, imitated by a fixture of its own,
// none of them named by any other test, table, fixture or doc of
// agentty: hegemon's and bpftop's system monitors, cointop's market
// dashboard, musikcube's music library, nchat's chat screen, Brogue's
// dungeon and meli's mail listing, drawn with curses on the alternate
// screen, each at first sight and after a key (moved down, expanded,
// another view, text typed in its entry); and their own dialogs popped
// over the main screen: cointop's currency menu and its box asking a
// coin's holdings, musikcube's box asking a playlist's name and its
// delete dialog, Brogue's quit box with Yes and No buttons. Each draws
// what the imitated program draws at one of its moments (its words,
// layout, colours, reverse video and cursor, from its documentation,
// source and published screenshots). Each case's label was written from
// what the screen means to a person — the main screens full-screen, each
// dialog as what it asks — and committed before its screen was captured.
const hundredfiftyfourthDir = "../testdata/modes-hundredfiftyfourth"

// hundredfiftyfourthScript runs the set's Python script, with Debian's
// python3.
var hundredfiftyfourthScript = setFixtures("hundredfiftyfourth").script

// hundredfiftyfourthSet is the hundredfiftyfourth set. Labels say what a
// person reads on the screen; "…" in a question or default stands for
// any text.
func hundredfiftyfourthSet() []corpusCase {
	is, ask, needs, wait, settle := isCase, askCase, needing, waitFor, settled
	py := pythonPath
	down := step{keys: "<down>"}
	key := func(k, expect string) step { return step{keys: k, expect: expect, timeout: setSlow} }
	typed := func(s, expect string) step { return step{text: s, expect: expect, timeout: setSlow} }
	like := func(what string) opener {
		return hundredfiftyfourthScript(py, "py/hundredfiftyfourth_demo.py", what)
	}
	currencies := []string{"a|AUD Australian Dollar", "b|BRL Brazilian Real", "c|BTC Bitcoin", "d|CAD Canadian Dollar",
		"e|CHF Swiss Franc", "f|CNY Chinese Yuan", "g|EUR Euro", "h|GBP British Pound", "i|INR Indian Rupee",
		"j|JPY Japanese Yen", "k|USD US Dollar"}
	const holdings = "Enter holdings for Bitcoin"
	const quit = "Quit and abandon this game? (The save will be deleted.)"
	return []corpusCase{
		// System monitors: hegemon's streams, each a name, a graph and
		// a value, the selected one in reverse, redrawn every second (at
		// first and with CPU expanded into its cores by Right); bpftop's
		// table of eBPF programs in a box over its row of keys (at first
		// and with Enter showing the selected program's three graphs).
		needs(is(modes.TUI, "hegemon-like", "hegemon-like", like("hegemon"), wait("expand/collapse")), py),
		needs(is(modes.TUI, "hegemon-like-expanded", "hegemon-like", like("hegemon"), wait("expand/collapse"), key("<right>", "CPU 4")), py),
		needs(is(modes.TUI, "bpftop-like", "bpftop-like", like("bpftop"), wait("show graphs")), py),
		needs(is(modes.TUI, "bpftop-like-graphs", "bpftop-like", like("bpftop"), wait("show graphs"), key("<enter>", "Events per second")), py),

		// cointop's dashboard: its market table under a green header,
		// the selected row in cyan, its status bar of keys (at first and
		// moved down); c pops its `Currency Conversion` menu over the
		// table, each currency after a key in brackets, none
		// highlighted; e its box asking the selected coin's holdings
		// (empty, the cursor in it; also with 2.75 typed).
		needs(is(modes.TUI, "cointop-like", "cointop-like", like("cointop"), wait("Page 1/25")), py),
		needs(is(modes.TUI, "cointop-like-moved", "cointop-like", like("cointop"), wait("Page 1/25"), down, settle), py),
		needs(ask("cointop-like-convert", "cointop-like", like("cointop"),
			want(modes.Select, "Select a currency to convert prices to:", "", currencies...), wait("Page 1/25"), typed("c", "close menu")), py),
		needs(ask("cointop-like-holdings", "cointop-like", like("cointop"), want(modes.Text, holdings, ""),
			wait("Page 1/25"), typed("e", "Enter holdings")), py),
		needs(ask("cointop-like-holdings-typed", "cointop-like", like("cointop"), want(modes.Text, holdings, "2.75"),
			wait("Page 1/25"), typed("e", "Enter holdings"), typed("2.75", "2.75"), settle), py),

		// musikcube's library: artists beside their tracks, a row of
		// shortcuts and the transport at the foot (at first and moved
		// down an artist); ^P twice, its playlists page and then its box
		// asking a new playlist's name (empty, the cursor in it); ^P and
		// Delete, its dialog asking whether to delete the highlighted
		// playlist over `ESC no` and `ENTER yes`, none focused.
		needs(is(modes.TUI, "musikcube-like", "musikcube-like", like("musikcube"), wait("playing nothing")), py),
		needs(is(modes.TUI, "musikcube-like-moved", "musikcube-like", like("musikcube"), wait("playing nothing"), down, settle), py),
		needs(ask("musikcube-like-playlist-name", "musikcube-like", like("musikcube"), want(modes.Text, "playlist name", ""),
			wait("playing nothing"), key("<ctrl-p>", "road trip"), key("<ctrl-p>", "ENTER ok")), py),
		needs(ask("musikcube-like-delete", "musikcube-like", like("musikcube"),
			want(modes.Confirm, "are you sure you want to delete 'road trip'?", "", "ESC|no", "ENTER|yes"),
			wait("playing nothing"), key("<ctrl-p>", "road trip"), key("<delete>", "are you sure")), py),

		// nchat's chat screen: the chat list, the open chat's history,
		// the entry under a rule and a status bar (at first and with a
		// message typed in the entry, not sent).
		needs(is(modes.TUI, "nchat-like", "nchat-like", like("nchat"), wait("Telegram: Online")), py),
		needs(is(modes.TUI, "nchat-like-typed", "nchat-like", like("nchat"), wait("Telegram: Online"), typed("see you at nine", "at nine"), settle), py),

		// Brogue's dungeon: the rogue's stats beside the map, the
		// message rows above it and its buttons under it (at first and
		// moved a step onto a potion); Q, its box asking whether to quit
		// over the buttons Yes and No, their first letters bright, none
		// focused.
		needs(is(modes.TUI, "brogue-like", "brogue-like", like("brogue"), wait("Inventory")), py),
		needs(is(modes.TUI, "brogue-like-moved", "brogue-like", like("brogue"), wait("Inventory"), typed("l", "you see a pink potion")), py),
		needs(ask("brogue-like-quit", "brogue-like", like("brogue"), want(modes.Confirm, quit, "", "y|Yes", "n|No"),
			wait("Inventory"), typed("Q", "abandon")), py),

		// meli's mail listing: its tab bar, the sidebar of mailboxes, the
		// inbox's messages with the cursor's row in blue and its status
		// bar (at first and moved down).
		needs(is(modes.TUI, "meli-like", "meli-like", like("meli"), wait("4 unseen")), py),
		needs(is(modes.TUI, "meli-like-moved", "meli-like", like("meli"), wait("4 unseen"), down, settle), py),
	}
}

// TestModesHundredfiftyfourth drives the hundredfiftyfourth set live to
// the labelled moment and, with -update, stores its screens, labels and
// facts for modes' TestSetsAccuracy/hundredfiftyfourth. Whether the
// classifier reads them right is that test's measure, not a failure
// here.
func TestModesHundredfiftyfourth(t *testing.T) {
	captureSet(t, hundredfiftyfourthDir, hundredfiftyfourthSet())
}
