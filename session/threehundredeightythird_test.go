package session

import (
	"testing"

	"github.com/agentty/agentty/modes"
)

// threehundredeightythirdDir holds the threehundredeightythird set
// (issue 44, three-hundred-and-eighty-third round): live cases of
// calendar, habit, todo and note-taking programs of the terminal that
// Debian does not package (and that cannot run here: no Go toolchain's
// module fetched for them, no crates built, no PyPI, no npm package of
// theirs), imitated by a fixture of its own (one script run by Debian's
// python3), each drawing what the program draws at one of its moments
// (its words, layout, frames, colours, reverse video and cursor, from
// its documentation, source and screenshots as known): Sadoaz's
// vimalender (Bubble Tea on the alternate screen: a week of time slots,
// a month grid with the selected day, prompts drawn over the status bar
// for a new event's title, a search and a day to go to, the choice of
// deleting one occurrence of a recurring event or all, an event's detail
// page), NerdyPepper's dijo (cursive on the alternate screen: habits as
// little month grids of dots and counts with the day under the cursor
// shaded, a week's progress bars, its vim-like `:` command line and the
// message it leaves), AnthonyDiGirolamo's todotxt-machine (urwid on the
// alternate screen: a todo.txt list with the focused line on a grey bar,
// its filter panel of check boxes, its `/` search footer, a new todo
// edited in place, its key bindings panel) and Pansther's note-tui (Ink
// on the main screen: the notes' list and the rendered note side by
// side, the note read a page down, a new note's row, `Confirm archived ?
// (y/n)` and `Confirm delete ? (y/n)` written over the selected row and
// cut by its box, the trash). None of them, nor their makers, is named
// by any other test, table, fixture or doc of agentty: grepped with `git
// grep -il` before they were chosen were vimalender, sadoaz, dijo (found
// only inside integrity hashes of npm lock files, never as a word),
// nerdypepper, oppiliappan, todotxt-machine, todotxt_machine,
// anthonydigirolamo, digirolamo, note-tui and pansther (and, found named
// and left, among others: calcure, calcurse, khal, ikhal, wyrd, gcalcli,
// plann, taskwarrior-tui, taskwarrior, vit, dooit, todoman, pter,
// topydo, taskell, kanban-tui, dstask, sncli, simplenote, joplin,
// tui-journal, rucola, terminal_velocity, nap and its maker maaslalani,
// tock and its maker isene, harsh, calcli, wtfutil, and nb, a word
// found in other words and names). Each case's label says what a person
// reads on the screen, written from the fixture run by hand in tmux
// outside agentty at 80x24, and was committed before its screen was
// captured.
const threehundredeightythirdDir = "../testdata/modes-threehundredeightythird"

// threehundredeightythirdTool runs one program of the set's script, with
// its arguments, with Debian's python3, over a home holding notes.txt and
// long.txt.
func threehundredeightythirdTool(tool string, args ...string) opener {
	return setFixtures("threehundredeightythird").script(pythonPath, "py/threehundredeightythird_planners.py",
		append([]string{tool}, args...)...)
}

// threehundredeightythirdSet is the threehundredeightythird set. Labels
// say what a person reads on the screen: a full-screen planner's own
// views (a week, a month grid, habits' grids, a todo list and its filter
// panel, a note beside the list of notes, a detail page, a help panel)
// are a TUI, and so are its lines of marks (vimalender's `/` search,
// dijo's `:` command line, todotxt-machine's `/` search footer) and a
// row of its list edited in place with no words asking; a value field it
// names (`Event title:`, `Go to day:`) is a text question; keys offered
// with what they do over a line asking to delete is a choice of them; a
// row asking to confirm with the keys that confirm and cancel is a
// yes/no.
func threehundredeightythirdSet() []corpusCase {
	is, ask, needs, wait, settle := isCase, askCase, needing, waitFor, settled
	py := pythonPath
	key := func(k, expect string) step { return step{keys: k, expect: expect, timeout: setSlow} }
	typ := func(s, expect string) step { return step{text: s, expect: expect, timeout: setSlow} }
	then := func(a []step, b ...step) []step { return append(append([]step{}, a...), b...) }

	// vimalender-like (Sadoaz's vimalender, Bubble Tea on the alternate
	// screen, the cursor hidden, its clock on Wednesday 18 November 2026
	// at 09:00): `W47` and the days `Mon 16` to `Sun 22` (Wed 18 bold,
	// underlined and blue) over the hours 08:00 to 18:00 at half an hour
	// a row, events as blocks with a blue bar (`Standup` each weekday,
	// `↻ Standup` its repeats, Dentist, Design review, Lunch with Ana,
	// 1:1 with Sam, Release retro, Farmers market), the status bar ` WEEK
	// ` in blue and `Wed Nov 18 2026  09:00` (a TUI); M and ll, the month
	// grid `November 2026`, `W44` to `W49`, each day's number with dots
	// for its events and its first event's title, Fri 20 on a blue-grey
	// background, its week shaded, ` MONTH ` and `November 2026  Fri Nov
	// 20  2 events  h/l: day  j/k: week …` (a TUI); j ten times, a and
	// Enter, a block `14:00-14:30` on Wednesday and `Event title: █` over
	// ` CREATE  Type title` (a text question, `Event title:`); / and
	// stand, `/stand█ (5 matches)` over ` SEARCH  5 matches` (a TUI: its
	// search line of marks); G, `Go to day: █` over ` GOTO DAY  Type day
	// of month (1-31), Enter: go, Esc: cancel` (a text question, `Go to
	// day:`); dd on Wednesday's Standup, the status bar ` DELETE  (o):
	// delete this occurrence  (a): delete a` and, at its right, `Delete
	// "Standup": (o)ne /.` (a choice of o and a); Enter on it, `Standup`
	// white on blue, `Platform team sync`, its date, time, duration and
	// notes, `e: edit  Esc/q: back` over ` DETAIL ` (a TUI).
	vm := threehundredeightythirdTool("vimalender")
	atWeek := []step{wait("Wed Nov 18 2026"), settle}

	// dijo-like (NerdyPepper's dijo, cursive on the alternate screen, the
	// cursor hidden, in a layer centred on the screen): five habits, walk,
	// read, water, journal and guitar, three to a row, each its name over
	// November's thirty days, a dot or a count for each day (cyan where
	// its goal was reached, magenta where not, grey where nothing was
	// kept), today under a grey background in walk, the focused habit;
	// under them `Today: 4 completed, 27 remaining --DAY--` and
	// `18/Nov/26` (a TUI); HH, the cursor two days back, `2026-11-16 (2
	// days ago)` (a TUI); l and v, read's weeks as percentages and bars,
	// `--WEEK--` (a TUI); : and add stretch typed, the layer a row
	// higher, its last row `:` and a black-on-white field holding `add
	// stretch` (a TUI: its command line of marks); `:help add` and
	// Enter, the field gone and `add <habit-name> [goal]     (alias: a)`
	// in yellow under the status line (a TUI).
	dj := threehundredeightythirdTool("dijo")
	atGrid := []step{wait("remaining --DAY--"), settle}
	atColon := then(atGrid, typ(":", ""), settle)

	// todotxt-machine-like (AnthonyDiGirolamo's todotxt-machine over a
	// todo.txt of nine lines it writes in the home, urwid on the
	// alternate screen): the header `9 Todos  7 Pending  2 Done` with the
	// file's path at its right, wrapped over three rows, over the todo.txt
	// lines in their colours (priorities, dates, +projects, @contexts,
	// due dates; the two done lines grey), the first on a grey bar, no
	// cursor (a TUI); f, Tab, down and space, the list narrowed to the
	// three @errands lines beside a panel `Contexts & Projects` of check
	// boxes (`[ ] @desk`, `[X] @errands`, `[ ] @home`, `[ ] @phone`, `[ ]
	// +garden`, `[ ] +home`, `[ ] +taxes`) and `< Clear Filters >`, the
	// cursor on @errands' box (a TUI); / and milk, the list narrowed to
	// `Buy oat milk and coffee beans @errands` over a footer `/milk` and
	// `< Clear Search >`, the cursor after milk (a TUI: its search line of
	// marks); n, `10 Todos  8 Pending`, an empty line on a grey bar under
	// the list, the cursor at its start (a TUI: a new todo edited in
	// place); h, a `Key Bindings` box at the right (General, Movement),
	// the list cut beside it (a TUI).
	tt := threehundredeightythirdTool("todotxt", "todo.txt")
	atList := []step{wait("Pending"), settle}

	// note-tui-like (Pansther's note-tui, Ink on the main screen, the
	// cursor hidden, over five notes): a rounded box (green) listing `1.
	// Boiler service` (on red) to `5. Recipes`, beside it a rounded box
	// with the note rendered (`# Boiler service`, its paragraphs, `##
	// Before the visit`, bullets, `## Questions`, a numbered list) and
	// its dates on a grey bar, under them the hints `↓/j: down, ↑/k: up,
	// ←/h: focus note, …, q/<C-c>: exit` over three rows (a TUI); Tab and
	// ^d, the note's box red and the note read five lines down (`##
	// Before the visit` at its top, `Pay by card, …`), the hints of the
	// note's box (a TUI); n, a sixth row `6. New Note` on red, its N
	// reversed and `ew Note` grey, the hints `enter: confirm create` (a
	// TUI: a new note's row, no words asking); d, the first row `1.
	// Confirm archived…` on red, the hints `y/enter: confirm, n/esc:
	// cancel` (a yes/no); t, the trash, `1. Old wifi notes` (on red) and
	// `2. Black Friday`, the note and its created, updated and deleted
	// dates, the hints `… r: restore note, d: delete note, q/esc: back to
	// note` (a TUI); d there, `1. Confirm delete ?…` on red over the same
	// hints as archiving (a yes/no).
	nt := threehundredeightythirdTool("notetui")
	atNotes := []step{wait("open trash view"), settle}
	atTrash := then(atNotes, typ("t", "Old wifi notes"), settle)

	return []corpusCase{
		// vimalender-like: its week, its month, a new event's title, a
		// search, a day to go to, a recurring event's delete, a detail.
		needs(is(modes.TUI, "vimalender-like", "vimalender-like", vm, atWeek...), py),
		needs(is(modes.TUI, "vimalender-like-month", "vimalender-like", vm,
			then(atWeek, typ("M", "November 2026"), settle, typ("ll", "Fri Nov 20"), settle)...), py),
		needs(ask("vimalender-like-title", "vimalender-like", vm, want(modes.Text, "Event title:", ""),
			then(atWeek, typ("jjjjjjjjjj", "2026  14:00"), settle, typ("a", "CREATE"), settle,
				key("<enter>", "Event title:"), settle)...), py),
		needs(is(modes.TUI, "vimalender-like-search", "vimalender-like", vm,
			then(atWeek, typ("/", "SEARCH"), settle, typ("stand", "5 matches"), settle)...), py),
		needs(ask("vimalender-like-goto-day", "vimalender-like", vm, want(modes.Text, "Go to day:", ""),
			then(atWeek, typ("G", "Go to day:"), settle)...), py),
		needs(ask("vimalender-like-delete", "vimalender-like", vm,
			want(modes.Choice, `Delete "Standup"`, "", "o|delete this occurrence", "a|delete all"),
			then(atWeek, typ("dd", "DELETE"), settle)...), py),
		needs(is(modes.TUI, "vimalender-like-detail", "vimalender-like", vm,
			then(atWeek, key("<enter>", "Duration: 30m"), settle)...), py),

		// dijo-like: its habits, the cursor moved back, a week's bars, its
		// command line, a help message.
		needs(is(modes.TUI, "dijo-like", "dijo-like", dj, atGrid...), py),
		needs(is(modes.TUI, "dijo-like-back", "dijo-like", dj, then(atGrid, typ("HH", "2 days ago"), settle)...), py),
		needs(is(modes.TUI, "dijo-like-week", "dijo-like", dj,
			then(atGrid, typ("l", ""), settle, typ("v", "--WEEK--"), settle)...), py),
		needs(is(modes.TUI, "dijo-like-command", "dijo-like", dj, then(atColon, typ("add stretch", ":add stretch"), settle)...), py),
		needs(is(modes.TUI, "dijo-like-help", "dijo-like", dj,
			then(atColon, typ("help add", ""), settle, key("<enter>", "(alias: a)"), settle)...), py),

		// todotxt-machine-like: its list, its filter panel, its search, a
		// new todo, its key bindings.
		needs(is(modes.TUI, "todotxt-machine-like", "todotxt-machine-like", tt, atList...), py),
		needs(is(modes.TUI, "todotxt-machine-like-filter", "todotxt-machine-like", tt,
			then(atList, typ("f", "Contexts & Projects"), settle, key("<tab>", ""), settle, key("<down>", ""), settle,
				key("<space>", "[X] @errands"), settle)...), py),
		needs(is(modes.TUI, "todotxt-machine-like-search", "todotxt-machine-like", tt,
			then(atList, typ("/", "Clear Search"), settle, typ("milk", "/milk"), settle)...), py),
		needs(is(modes.TUI, "todotxt-machine-like-new", "todotxt-machine-like", tt,
			then(atList, typ("n", "10 Todos"), settle)...), py),
		needs(is(modes.TUI, "todotxt-machine-like-help", "todotxt-machine-like", tt,
			then(atList, typ("h", "Key Bindings"), settle)...), py),

		// note-tui-like: its notes, a note read, a new note's row, an
		// archive's confirm, the trash, a delete's confirm.
		needs(is(modes.TUI, "note-tui-like", "note-tui-like", nt, atNotes...), py),
		needs(is(modes.TUI, "note-tui-like-reading", "note-tui-like", nt,
			then(atNotes, key("<tab>", ""), settle, key("<ctrl-d>", "Pay by card"), settle)...), py),
		needs(is(modes.TUI, "note-tui-like-create", "note-tui-like", nt, then(atNotes, typ("n", "confirm create"), settle)...), py),
		needs(ask("note-tui-like-archive", "note-tui-like", nt,
			want(modes.Confirm, "Confirm archived…", "", "y|confirm", "n|cancel"),
			then(atNotes, typ("d", "Confirm archived"), settle)...), py),
		needs(is(modes.TUI, "note-tui-like-trash", "note-tui-like", nt, atTrash...), py),
		needs(ask("note-tui-like-delete", "note-tui-like", nt,
			want(modes.Confirm, "Confirm delete ?…", "", "y|confirm", "n|cancel"),
			then(atTrash, typ("d", "Confirm delete"), settle)...), py),
	}
}

// TestModesThreehundredeightythird drives the threehundredeightythird set
// live to the labelled moment and, with -update, stores its screens,
// labels and facts for modes' TestSetsAccuracy/threehundredeightythird.
// Whether the classifier reads them right is that test's measure, not a
// failure here.
func TestModesThreehundredeightythird(t *testing.T) {
	captureSet(t, threehundredeightythirdDir, threehundredeightythirdSet())
}
