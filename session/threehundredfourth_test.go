package session

import (
	"testing"

	"github.com/agentty/agentty/modes"
)

// threehundredfourthDir holds the threehundredfourth set (issue 44,
// three-hundred-and-fourth round): live cases of full-screen programs
// that cannot run here (they want a database server, a task queue's
// broker, a machine's kernel parameters to change or a game's data),
// imitated by a fixture of its own (Debian's python3 and its curses,
// keys read one at a time, raw and not echoed), each drawing what the
// real program draws at its moments (its words, layout, colours,
// reverse video and cursor, from its manuals, source and published
// screenshots): pg_top (a top for PostgreSQL's processes), celery
// events (Celery's curses monitor of tasks), systeroid-tui (orhun's
// kernel parameter browser) and Zangband (an Angband variant). None of
// them, nor their makers, is named by any other test, table, fixture or
// doc of agentty: `git grep -il` found nothing for pg_top, pgtop,
// celery, cursesmon, systeroid, orhun, zangband nor Ylinen. Each case's
// label says what a person reads on the screen, written from the
// fixture run by hand in tmux outside agentty at 80x24, and was
// committed before its screen was captured.
const threehundredfourthDir = "../testdata/modes-threehundredfourth"

// threehundredfourthScript runs the set's Python script, with Debian's
// python3, over a home holding notes.txt and long.txt.
var threehundredfourthScript = setFixtures("threehundredfourth").script

// threehundredfourthSet is the threehundredfourth set. Labels say what
// a person reads on the screen: tui for a full-screen program's main
// screen, its list with a row in reverse video, its help, its detail
// view or box waiting for any key and its search or command line being
// typed; a question where the cursor waits after a line that asks (its
// words without the colon's trailing space); a select for a box of
// entries whose highlighted one Enter picks (its title as the
// question); a choice for a list of lettered items asked for; a yes/no
// for a [y/n].
func threehundredfourthSet() []corpusCase {
	is, ask, needs, wait, settle := isCase, askCase, needing, waitFor, settled
	py := pythonPath
	key := func(k, expect string) step { return step{keys: k, expect: expect, timeout: setSlow} }
	text := func(s, expect string) step { return step{text: s, expect: expect, timeout: setSlow} }
	then := func(a []step, b ...step) []step { return append(append([]step{}, a...), b...) }
	like := func(tool string) opener {
		return threehundredfourthScript(py, "py/threehundredfourth_tui.py", tool)
	}
	pgtop := like("pgtop")
	celery := like("celery")
	systeroid := like("systeroid")
	zangband := like("zangband")

	// pgtop-like (pg_top 4): its header (last pid, load, processes, CPU
	// states, memory, DB activity, DB I/O, DB disk, swap), a blank
	// command row with the cursor at its start, then `PID USERNAME SIZE
	// RES STATE XTIME QTIME %CPU LOCKS COMMAND` over nine postgres
	// processes (tui); h, `pg_top version 4.1.0` over its
	// single-character commands and `Hit any key to continue: ` (tui, a
	// help screen); o, `Order to sort: ` on the command row, the cursor
	// after it (a text question); s, `Seconds to delay: ` (a text
	// question); Q, `Show current query of process: ` (a text question);
	// 4127 typed and Enter, `Current query of process 4127:` over its
	// UPDATE and `Hit any key to continue: ` (tui, a detail view).
	atTop := []step{wait("DB activity:")}

	// celery-events-like (celery events, its curses monitor): `UUID TASK
	// WORKER TIME STATE` in reverse video over six tasks, the first in
	// reverse video, `Selected:` its id, `Workers online:`, `Info:
	// events: 412 tasks: 6 workers: 2/2` and `Keys: j:down k:up i:info
	// t:traceback r:result c:revoke ^c: quit`, the cursor hidden (tui);
	// j, the second (a FAILURE) selected (tui); i, a box `Task details
	// for a37e9b42-…` of its args, kwargs, name, host, state, times over
	// `Press any key to continue` (tui, a detail box); t, a box `Task
	// Exception Traceback for …` of its traceback (tui); l, `Rate limit:
	// ` on the keys' row, the cursor after it (a text question), also
	// with 100/m typed.
	atEvents := []step{wait("Workers online:")}
	atFailure := then(atEvents, key("j", "Selected: a37e9b42"))
	atLimit := then(atEvents, key("l", "Rate limit:"))

	// systeroid-tui-like (systeroid-tui): a rounded box ` Parameters `
	// with its section tabs `│ all │ abi │ fs │ kernel │ net │ sunrpc │
	// user │ vm │` (all in reverse video) over kernel parameters and
	// their values, the first in reverse video, ` 1/15 ` in its foot, a
	// second box titled by the parameter holding its documentation, the
	// cursor hidden (tui); j twice, the third selected, ` 3/15 ` (tui);
	// `/tcp_keep` typed on the last row, `2 results` at its right, the
	// list filtered to two (tui, its search line); Enter, j and Enter,
	// `:set net.ipv4.tcp_keepalive_time 7200` on the last row, the
	// cursor after it (tui, its command line); c at the first, a box ` Copy
	// to clipboard ` of parameter name (in reverse video), parameter
	// value and documentation (a select, the name highlighted); ?, a box
	// ` Help ` of its keys over the list (tui).
	atParams := []step{wait(" 1/15 ")}
	atSearch := then(atParams, key("/", ""), text("tcp_keep", "2 results"))

	// zangband-like (Zangband 2.7, the original keys): the message row
	// empty, the character's column (Hobbit, Rogue, LEVEL, EXP, AU, the
	// six stats, Cur AC, HP, SP), the dungeon with @ in a room, `Gobbo`
	// and `Lev 5` on the last row, the cursor hidden (tui); 6, @ a step
	// east (tui); i, `(Inventory) Burden 63.4 lb (32% of capacity).
	// Command: ` over the items a) to f) at the map's right (tui, an
	// overlay waiting for a key); q, `(Inventory: c-d, * to see, ESC)
	// Quaff which potion? ` over c) and d) (a choice of the two
	// letters); Q, `Do you really want to commit suicide? [y/n] ` on the
	// message row (a yes/no, no default); C, the character sheet over
	// `['c' to change name, 'f' to file, 'h' to change mode, or ESC]`
	// (tui, a detail view).
	atDungeon := []step{wait("Lev 5")}

	return []corpusCase{
		needs(is(modes.TUI, "pgtop-like", "pgtop-like", pgtop, then(atTop, settle)...), py),
		needs(is(modes.TUI, "pgtop-like-help", "pgtop-like", pgtop,
			then(atTop, key("h", "Hit any key to continue"), settle)...), py),
		needs(ask("pgtop-like-order", "pgtop-like", pgtop, want(modes.Text, "Order to sort:", ""),
			then(atTop, key("o", "Order to sort:"), settle)...), py),
		needs(ask("pgtop-like-delay", "pgtop-like", pgtop, want(modes.Text, "Seconds to delay:", ""),
			then(atTop, key("s", "Seconds to delay:"), settle)...), py),
		needs(ask("pgtop-like-query-asked", "pgtop-like", pgtop, want(modes.Text, "Show current query of process:", ""),
			then(atTop, key("Q", "query of process:"), settle)...), py),
		needs(is(modes.TUI, "pgtop-like-query", "pgtop-like", pgtop,
			then(atTop, key("Q", "query of process:"), text("4127", "4127"), key("<enter>", "Current query of process 4127:"), settle)...), py),

		needs(is(modes.TUI, "celery-events-like", "celery-events-like", celery, then(atEvents, settle)...), py),
		needs(is(modes.TUI, "celery-events-like-moved", "celery-events-like", celery, then(atFailure, settle)...), py),
		needs(is(modes.TUI, "celery-events-like-info", "celery-events-like", celery,
			then(atFailure, key("i", "Task details for"), settle)...), py),
		needs(is(modes.TUI, "celery-events-like-traceback", "celery-events-like", celery,
			then(atFailure, key("t", "Task Exception Traceback"), settle)...), py),
		needs(ask("celery-events-like-limit", "celery-events-like", celery, want(modes.Text, "Rate limit:", ""),
			then(atLimit, settle)...), py),
		needs(ask("celery-events-like-limit-typed", "celery-events-like", celery, want(modes.Text, "Rate limit:", ""),
			then(atLimit, text("100/m", "100/m"), settle)...), py),

		needs(is(modes.TUI, "systeroid-tui-like", "systeroid-tui-like", systeroid, then(atParams, settle)...), py),
		needs(is(modes.TUI, "systeroid-tui-like-moved", "systeroid-tui-like", systeroid,
			then(atParams, key("j", " 2/15 "), key("j", " 3/15 "), settle)...), py),
		needs(is(modes.TUI, "systeroid-tui-like-search", "systeroid-tui-like", systeroid, then(atSearch, settle)...), py),
		needs(is(modes.TUI, "systeroid-tui-like-set", "systeroid-tui-like", systeroid,
			then(atSearch, key("<enter>", ""), key("j", " 2/2 "), key("<enter>", ":set net.ipv4.tcp_keepalive_time 7200"), settle)...), py),
		needs(ask("systeroid-tui-like-copy", "systeroid-tui-like", systeroid,
			want(modes.Select, "Copy to clipboard", "", ">parameter name", "parameter value", "documentation"),
			then(atParams, key("c", "Copy to clipboard"), settle)...), py),
		needs(is(modes.TUI, "systeroid-tui-like-help", "systeroid-tui-like", systeroid,
			then(atParams, key("?", "scroll documentation"), settle)...), py),

		needs(is(modes.TUI, "zangband-like", "zangband-like", zangband, then(atDungeon, settle)...), py),
		needs(is(modes.TUI, "zangband-like-moved", "zangband-like", zangband, then(atDungeon, key("6", ""), settle)...), py),
		needs(is(modes.TUI, "zangband-like-inventory", "zangband-like", zangband,
			then(atDungeon, key("i", "(Inventory) Burden"), settle)...), py),
		needs(ask("zangband-like-quaff", "zangband-like", zangband,
			want(modes.Choice, "Quaff which potion?", "", "c|a Potion of Cure Light Wounds", "d|2 Potions of Speed"),
			then(atDungeon, key("q", "Quaff which potion?"), settle)...), py),
		needs(ask("zangband-like-suicide", "zangband-like", zangband, yesNo("Do you really want to commit suicide?", ""),
			then(atDungeon, key("Q", "commit suicide?"), settle)...), py),
		needs(is(modes.TUI, "zangband-like-sheet", "zangband-like", zangband,
			then(atDungeon, key("C", "to change name"), settle)...), py),
	}
}

// TestModesThreehundredfourth drives the threehundredfourth set live to
// the labelled moment and, with -update, stores its screens, labels and
// facts for modes' TestSetsAccuracy/threehundredfourth. Whether the
// classifier reads them right is that test's measure, not a failure
// here.
func TestModesThreehundredfourth(t *testing.T) {
	captureSet(t, threehundredfourthDir, threehundredfourthSet())
}
