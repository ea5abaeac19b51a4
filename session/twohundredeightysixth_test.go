package session

import (
	"testing"

	"github.com/agentty/agentty/modes"
)

// twohundredeightysixthDir holds the twohundredeightysixth set (issue 44,
// two-hundred-and-eighty-sixth round): live cases of full-screen programs
// of frameworks and makers the repository never names, that cannot run
// here (no media server, no web mailbox, no Apple silicon, no PyPI),
// imitated by a fixture of its own (Debian's python3 and its curses, keys
// read one at a time, raw and not echoed, on the alternate screen), each
// drawing what the real program draws at its moments (its words, layout,
// boxes, colours, reverse video and cursor, from its documentation and
// published screenshots as known): NSPC911's rovr, a file manager written
// with Textual (its tabs and file list, moved, its search box, a rename
// and a delete dialog); dhonus's jellyfin-tui, a ratatui music player
// (its tab bar, artists and tracks, moved, its Search tab, a track's
// popup menu, moved, its playlist picker); Thomas Habets' cmdg, a Go
// terminal mail client (its message list, moved, its search line, its
// label picker, a trash question, its compose line); context-labs'
// mactop, a termui monitor for Apple silicon (its gauges and process
// list, moved, its other layout, its help, a kill question). Names
// grepped with `git grep -ilw` and found nowhere in the repository before
// this set: rovr, NSPC911, jellyfin, jellyfin-tui, dhonus, cmdg,
// ThomasHabets, Habets, mactop, context-labs, carsenklock. Each case's
// label says what a person reads on the screen, written from the fixture
// run by hand in tmux outside agentty at 80x24, and was committed before
// its screen was captured.
const twohundredeightysixthDir = "../testdata/modes-twohundredeightysixth"

// twohundredeightysixthScript runs the set's Python script, with
// Debian's python3, over a home holding notes.txt and long.txt.
var twohundredeightysixthScript = setFixtures("twohundredeightysixth").script

// twohundredeightysixthSet is the twohundredeightysixth set. Labels say
// what a person reads on the screen: a full-screen program's own view
// (a list with a highlighted row, a tab bar, gauges, a help box) is a
// tui; a box of entries whose highlighted one Enter picks is a select
// (its title as the question); a dialog of two buttons or a line asking
// y or n a confirm; a search box or a line where the cursor waits to be
// typed into a text question (its words; the value shown in the field
// as its default).
func twohundredeightysixthSet() []corpusCase {
	is, ask, needs, wait, settle := isCase, askCase, needing, waitFor, settled
	py := pythonPath
	key := func(k, expect string) step { return step{keys: k, expect: expect, timeout: setSlow} }
	down := step{keys: "<down>"}
	then := func(a []step, b ...step) []step { return append(append([]step{}, a...), b...) }
	like := func(tool string) opener {
		return twohundredeightysixthScript(py, "py/twohundredeightysixth_tui.py", tool)
	}
	pick := func(q string, highlighted int, opts ...string) *modes.Prompt {
		o := append([]string{}, opts...)
		o[highlighted] = ">" + o[highlighted]
		return want(modes.Select, q, "", o...)
	}

	// rovr-like (NSPC911's rovr, Textual): a blue header with `rovr` and
	// two tabs (` 1 tally ` highlighted, ` 2 Downloads `), rounded panes
	// `Pinned`, `~/tally` (nine entries, `cmd` highlighted in reverse
	// cyan) and a preview of the highlighted entry, `9 items · 1
	// selected` and a footer of keys (`^q Quit / Search a New r Rename d
	// Delete ^p Palette`), the cursor hidden (tui, at first and moved
	// down twice); `/`, a rounded `Search` box over the list with a dim
	// `Type to search files…` and the cursor in it (a text question
	// `Search`); on notes.txt, r: a `Rename` dialog, `New name for
	// notes.txt` over a field holding `notes.txt`, the cursor after it,
	// `enter rename · esc cancel` (a text question defaulting to
	// notes.txt); d: a `Delete` dialog, `Are you sure you want to delete
	// notes.txt?` over the buttons `Yes` (focused, reverse cyan) and `No`
	// (a confirm, Yes highlighted), Tab moving the focus to No.
	rovr := like("rovr")
	atRovr := []step{wait("^p"), settle}
	toNotes := then(atRovr, key("<down><down><down><down><down><down><down>", "round totals to cents"), settle)
	deleteQ := "Are you sure you want to delete notes.txt?"
	toDelete := then(toNotes, key("d", "Are you sure"), settle)

	// jellyfin-tui-like (dhonus's jellyfin-tui, ratatui): a tab bar
	// `Library │ Search │ Playlists` (Library bold yellow underlined),
	// `jellyfin-tui · 192 songs`, rounded panes `Artists` (`>> Agnes
	// Obel` highlighted in reverse yellow) and `Tracks` (#, Title,
	// Length), a player box `⏸ Paused  Riverside — Agnes Obel ·
	// Aventine` over a progress bar and `01:12 / 03:49`, the cursor
	// hidden (tui, at first and moved down); F2, the Search tab: a rounded
	// `Search` box with the cursor in it over empty Artists, Albums and
	// Tracks panes (a text question `Search`); Tab to the tracks and p: a
	// popup titled `Riverside` of five actions, `>> Add to playlist`
	// highlighted (a select, at first and moved down); Enter on Add to
	// playlist: a popup `Add to playlist` of three playlists and `+ New
	// playlist`, the first highlighted (a select).
	jelly := like("jellyfin-tui")
	atJelly := []step{wait("01:12 / 03:49"), settle}
	toActions := then(atJelly, key("<tab>", ""), settle, key("p", "Jump to album"), settle)
	actions := []string{"Add to playlist", "Jump to album", "Play next", "Toggle favorite", "Download track"}

	// cmdg-like (Thomas Habets' cmdg, Go): a reverse bold title row
	// ` cmdg · INBOX · 1-8 of 214`, eight messages (date │ sender │
	// subject — snippet), the unread ones bold, the first in reverse, a
	// dim row of keys at the foot (`? help · enter open · / search · g
	// label · c compose · d trash · q quit`), the cursor hidden (tui, at
	// first and moved down); `/`, `Search: ` in the foot row, the cursor
	// after it (a text question); g, a box `Go to label` with a `Filter>`
	// line, the cursor in it, over six labels, `> INBOX` in reverse (a
	// select); d, `Trash this message? [y/N] ` bold in the foot row (a
	// yes/no defaulting to no); c, `To: ` in the foot row, the cursor after
	// it (a text question).
	cmdg := like("cmdg")
	atCmdg := []step{wait("q quit"), settle}
	labels := []string{"INBOX", "STARRED", "SENT", "Drafts", "receipts", "work/tally"}

	// mactop-like (context-labs' mactop, termui): square boxes with their
	// titles in the border, gauges `E-CPU Usage`, `P-CPU Usage`, `GPU
	// Usage`, `ANE` and `Memory Used: 18.41 GB / 32.00 GB (Swap:
	// 0.00/0.00 GB)`, a `Process List (↑/↓ scroll, F9 kill)` of seven
	// processes under a cyan header, the first on cyan, and a green foot
	// row `mactop - Apple M2 Pro (8E+4P+19GPU) · 32GB · q quit · l layout
	// · h help`, the cursor hidden (tui, at first and moved down twice);
	// l, the other layout: `Power Usage` and `Network & Disk Info` over the
	// process list (tui); h, a yellow `Help` box of its keys over the
	// gauges (tui); F9 on Safari, a red `Kill` box `Kill process 812
	// (Safari)?` over `[y] Yes    [n] No` (a yes/no with no default).
	mactop := like("mactop")
	atMactop := []step{wait("h help"), settle}

	return []corpusCase{
		// rovr-like: its list (also moved), search, rename, delete.
		needs(is(modes.TUI, "rovr-like", "rovr-like", rovr, atRovr...), py),
		needs(is(modes.TUI, "rovr-like-moved", "rovr-like", rovr, then(atRovr, down, down, settle)...), py),
		needs(ask("rovr-like-search", "rovr-like", rovr, want(modes.Text, "Search", ""),
			then(atRovr, key("/", "Type to search files"), settle)...), py),
		needs(ask("rovr-like-rename", "rovr-like", rovr, want(modes.Text, "New name for notes.txt", "notes.txt"),
			then(toNotes, key("r", "New name for"), settle)...), py),
		needs(ask("rovr-like-delete", "rovr-like", rovr, want(modes.Confirm, deleteQ, "", ">Yes", "No"), toDelete...), py),
		needs(ask("rovr-like-delete-moved", "rovr-like", rovr, want(modes.Confirm, deleteQ, "", "Yes", ">No"),
			then(toDelete, key("<tab>", ""), settle)...), py),

		// jellyfin-tui-like: its library (also moved), search, a track's
		// menu (also moved), the playlist picker.
		needs(is(modes.TUI, "jellyfin-tui-like", "jellyfin-tui-like", jelly, atJelly...), py),
		needs(is(modes.TUI, "jellyfin-tui-like-moved", "jellyfin-tui-like", jelly, then(atJelly, down, settle)...), py),
		needs(ask("jellyfin-tui-like-search", "jellyfin-tui-like", jelly, want(modes.Text, "Search", ""),
			then(atJelly, key("<f2>", "Albums"), settle)...), py),
		needs(ask("jellyfin-tui-like-menu", "jellyfin-tui-like", jelly, pick("Riverside", 0, actions...), toActions...), py),
		needs(ask("jellyfin-tui-like-menu-moved", "jellyfin-tui-like", jelly, pick("Riverside", 1, actions...),
			then(toActions, down, settle)...), py),
		needs(ask("jellyfin-tui-like-playlist", "jellyfin-tui-like", jelly, pick("Add to playlist", 0, "Morning", "Focus", "Road trip", "+ New playlist"),
			then(toActions, key("<enter>", "New playlist"), settle)...), py),

		// cmdg-like: its messages (also moved), search, labels, trash,
		// compose.
		needs(is(modes.TUI, "cmdg-like", "cmdg-like", cmdg, atCmdg...), py),
		needs(is(modes.TUI, "cmdg-like-moved", "cmdg-like", cmdg, then(atCmdg, down, settle)...), py),
		needs(ask("cmdg-like-search", "cmdg-like", cmdg, want(modes.Text, "Search:", ""), then(atCmdg, key("/", "Search:"), settle)...), py),
		needs(ask("cmdg-like-labels", "cmdg-like", cmdg, pick("Go to label", 0, labels...), then(atCmdg, key("g", "Go to label"), settle)...), py),
		needs(ask("cmdg-like-trash", "cmdg-like", cmdg, yesNo("Trash this message?", "no"), then(atCmdg, key("d", "[y/N]"), settle)...), py),
		needs(ask("cmdg-like-compose", "cmdg-like", cmdg, want(modes.Text, "To:", ""), then(atCmdg, key("c", "To:"), settle)...), py),

		// mactop-like: its gauges and processes (also moved), the other
		// layout, help, a kill.
		needs(is(modes.TUI, "mactop-like", "mactop-like", mactop, atMactop...), py),
		needs(is(modes.TUI, "mactop-like-moved", "mactop-like", mactop, then(atMactop, down, down, settle)...), py),
		needs(is(modes.TUI, "mactop-like-layout", "mactop-like", mactop, then(atMactop, key("l", "Network & Disk"), settle)...), py),
		needs(is(modes.TUI, "mactop-like-help", "mactop-like", mactop, then(atMactop, key("h", "toggle this help"), settle)...), py),
		needs(ask("mactop-like-kill", "mactop-like", mactop, yesNo("Kill process 812 (Safari)?", ""),
			then(atMactop, key("<f9>", "Kill process"), settle)...), py),
	}
}

// TestModesTwohundredeightysixth drives the twohundredeightysixth set
// live to the labelled moment and, with -update, stores its screens,
// labels and facts for modes' TestSetsAccuracy/twohundredeightysixth.
// Whether the classifier reads them right is that test's measure, not a
// failure here.
func TestModesTwohundredeightysixth(t *testing.T) {
	captureSet(t, twohundredeightysixthDir, twohundredeightysixthSet())
}
