package session

import (
	"testing"

	"github.com/agentty/agentty/modes"
)

// twohundredninetythirdDir holds the twohundredninetythird set (issue 44,
// two-hundred-and-ninety-third round): live cases of full-screen programs
// that show tables and lists of a database, a broker or a cache and
// cannot run here (no database server, no Kafka broker, no memcached to
// sniff), imitated by a fixture of its own (one script run by Debian's
// python3, curses and termios only, keys read raw a key at a time but
// innotop's prompts, read as a cooked line), each drawing what the
// program draws at one of its moments (its words, layout, boxes, reverse
// video, colours, cursor, alternate screen or not, from its
// documentation, source and published screenshots as known): lesovsky's
// pgcenter top (PostgreSQL's statistics, its activity view, its help,
// its command line asking a filter or a pid), innotop (MySQL's query
// list redrawn on the main screen, its transactions, its help, its line
// prompts for a quick filter and a thread to kill), sauljabin's kaskade
// (Kafka topics in a table with a highlighted row, a topic's
// partitions, its help, a filter, a topic to delete or create) and
// etsy's mctop (memcached keys sniffed, sorted, the order reversed).
// Names grepped with `git grep -il` and found nowhere in the repository
// before they were chosen: pgcenter, lesovsky, innotop, kaskade,
// sauljabin, mctop, etsy (and the executables' names, the same). Each
// case's label says what a person reads on the screen, written from the
// fixture run by hand in tmux outside agentty at 80x24, and was committed
// before its screen was captured.
const twohundredninetythirdDir = "../testdata/modes-twohundredninetythird"

// twohundredninetythirdTool runs one program of the set's script with
// Debian's python3, over a home holding notes.txt and long.txt.
func twohundredninetythirdTool(tool string) opener {
	return setFixtures("twohundredninetythird").script(pythonPath, "py/twohundredninetythird_tui.py", tool)
}

// twohundredninetythirdSet is the twohundredninetythird set. Labels say
// what a person reads on the screen: a monitor's or browser's table, its
// help page or box and its detail view are a full-screen program's
// (tui), waiting for keys while it redraws; a line or field of its own
// asking for a filter, a pid, a thread or a name is a text question (its
// words, the cursor after them); a box asking to delete with buttons is
// a confirm of its buttons, the focused one highlighted.
func twohundredninetythirdSet() []corpusCase {
	is, ask, needs, wait, settle := isCase, askCase, needing, waitFor, settled
	py := pythonPath
	typing := func(s string) step { return step{text: s, timeout: setSlow} }
	press := func(k, expect string) step { return step{text: k, expect: expect, timeout: setSlow} }
	key := func(k, expect string) step { return step{keys: k, expect: expect, timeout: setSlow} }
	down := step{keys: "<down>"}
	steps := func(s ...[]step) []step {
		var all []step
		for _, x := range s {
			all = append(all, x...)
		}
		return all
	}

	// pgcenter-like (lesovsky's pgcenter, `pgcenter top`; the alternate
	// screen, the cursor hidden, redrawn each second): the sysstat lines
	// (`pgcenter: <time>, load average: …`, %cpu, MiB mem, MiB swap),
	// `state [ok]: /var/run/postgresql:5432 postgres@ledger (ver: 15.8,
	// up 3 days)`, activity, autovacuum and statements lines, an empty
	// command line, then a reverse-video header `datname commits
	// rollbacks …` (the sort column cyan) over six databases' counters
	// changing (tui); a, `Show activity statistics` on the command line
	// and pg_stat_activity's backends, pid, address, database, user,
	// state, ages and query (tui); h, a framed `help` box of its keys
	// ending `Type 'Esc' or 'q' to continue.` (tui); / on the command
	// line `Set filter, current: ` the cursor after it (a text question),
	// at first and with `ledger` typed; in the activity view k, `Terminate
	// single backend, enter pid: ` (a text question).
	pg := twohundredninetythirdTool("pgcenter")
	atPg := []step{wait("xact_maxtime"), settle}
	filterQ := want(modes.Text, "Set filter, current:", "")
	atActivity := steps(atPg, []step{press("a", "Show activity statistics"), settle})

	// innotop-like (innotop; the main screen cleared and redrawn each
	// second, keys read raw, prompts read as a cooked line):
	// `[RO] Query List (? for help) localhost, 4d, 132.27 QPS, 9/2/0
	// con/run/cac thds`, a bold header `When Load Cxns QPS …` over Now
	// and Total, then a bold `Cmd ID State User Host DB Time Query` over
	// four queries (tui); T, `InnoDB Txns`: history and buffers over
	// four transactions (tui); ?, `Switch to a different mode:`, its
	// Actions and Other keys and `Press any key to continue` (its help,
	// tui); /, the list stays and under it the bold `Type a column and
	// filter text, or ENTER to clear:` the cursor after it (a text
	// question); k, likewise `Select a thread to kill the connection:` (a
	// text question).
	inno := twohundredninetythirdTool("innotop")
	atInno := []step{wait("INSERT INTO"), settle}

	// kaskade-like (sauljabin's kaskade in admin mode, Textual-like; the
	// alternate screen, the cursor hidden): a magenta bar `kaskade
	// v2.3.5 admin mode … kafka: localhost:9092`, a cyan box `topics (6)`
	// of a bold header `name partitions replicas in sync groups records
	// lag` and six topics, the first highlighted yellow, and a blue foot
	// row of keys (`enter partitions ^f filter ^n new ^d delete ? help ^c
	// quit`): tui, at first and moved down twice; Enter on the third,
	// `ledger.entries · partitions (6)` and its six partitions, `esc
	// back` (tui); ?, a blue box `help` of its keys and `esc close` over
	// the table (tui); ^f, a yellow box `filter` with `name contains: `
	// the cursor after it above the table (a text question), at first and
	// with `ledger` typed (two topics left); ^d on ledger.entries, a red
	// box `Delete topic "ledger.entries"?` over the buttons `Delete` and
	// `Cancel`, Cancel focused (a confirm of the two); ^n, a blue box
	// `Create topic` of the fields name (empty, the cursor in it),
	// partitions 1 and replication factor 1 and `enter create · tab next
	// field · esc cancel` (a text question, name).
	ka := twohundredninetythirdTool("kaskade")
	atKa := []step{wait("^c quit"), settle}
	nameQ := want(modes.Text, "name contains:", "")
	toDelete := steps(atKa, []step{down, settle, down, settle, key("<ctrl-d>", "Delete topic"), settle})

	// mctop-like (etsy's mctop; the alternate screen, redrawn each
	// second): a reverse-video header `memcache key calls objsize req/sec
	// bw(kbps)` over twelve keys sorted by calls, and two reverse-video
	// rows at the foot, `sort mode: calls (desc) | requests: … | packets:
	// … | dropped: 0` and `quit: q | sort: c calls, s objsize, r req/sec,
	// b bw | order: T | 0 reset` (tui); s, sorted by objsize; T, the
	// order ascending (tui).
	mc := twohundredninetythirdTool("mctop")
	atMc := []step{wait("0 reset"), settle}

	return []corpusCase{
		// pgcenter-like: databases, activity, help, a filter (also
		// typed), a backend to terminate.
		needs(is(modes.TUI, "pgcenter-like", "pgcenter-like", pg, atPg...), py),
		needs(is(modes.TUI, "pgcenter-like-activity", "pgcenter-like", pg, atActivity...), py),
		needs(is(modes.TUI, "pgcenter-like-help", "pgcenter-like", pg, steps(atPg, []step{press("h", "to continue."), settle})...), py),
		needs(ask("pgcenter-like-filter", "pgcenter-like", pg, filterQ, steps(atPg, []step{press("/", "Set filter"), settle})...), py),
		needs(ask("pgcenter-like-filter-typed", "pgcenter-like", pg, filterQ,
			steps(atPg, []step{press("/", "Set filter"), settle, typing("ledger"), settle})...), py),
		needs(ask("pgcenter-like-terminate", "pgcenter-like", pg, want(modes.Text, "Terminate single backend, enter pid:", ""),
			steps(atActivity, []step{press("k", "enter pid"), settle})...), py),

		// innotop-like: the query list, transactions, help, a quick
		// filter, a thread to kill.
		needs(is(modes.TUI, "innotop-like", "innotop-like", inno, atInno...), py),
		needs(is(modes.TUI, "innotop-like-txns", "innotop-like", inno, steps(atInno, []step{press("T", "LOCK WAIT"), settle})...), py),
		needs(is(modes.TUI, "innotop-like-help", "innotop-like", inno, steps(atInno, []step{press("?", "Press any key"), settle})...), py),
		needs(ask("innotop-like-filter", "innotop-like", inno, want(modes.Text, "Type a column and filter text, or ENTER to clear:", ""),
			steps(atInno, []step{press("/", "filter text"), settle})...), py),
		needs(ask("innotop-like-kill", "innotop-like", inno, want(modes.Text, "Select a thread to kill the connection:", ""),
			steps(atInno, []step{press("k", "kill the connection"), settle})...), py),

		// kaskade-like: the topics (also moved), partitions, help, a
		// filter (also typed), a topic to delete, a topic to create.
		needs(is(modes.TUI, "kaskade-like", "kaskade-like", ka, atKa...), py),
		needs(is(modes.TUI, "kaskade-like-moved", "kaskade-like", ka, steps(atKa, []step{down, settle, down, settle})...), py),
		needs(is(modes.TUI, "kaskade-like-partitions", "kaskade-like", ka,
			steps(atKa, []step{down, settle, down, settle, key("<enter>", "esc back"), settle})...), py),
		needs(is(modes.TUI, "kaskade-like-help", "kaskade-like", ka, steps(atKa, []step{press("?", "esc close"), settle})...), py),
		needs(ask("kaskade-like-filter", "kaskade-like", ka, nameQ, steps(atKa, []step{key("<ctrl-f>", "name contains"), settle})...), py),
		needs(ask("kaskade-like-filter-typed", "kaskade-like", ka, nameQ,
			steps(atKa, []step{key("<ctrl-f>", "name contains"), settle, typing("ledger"), settle})...), py),
		needs(ask("kaskade-like-delete", "kaskade-like", ka, want(modes.Confirm, `Delete topic "ledger.entries"?`, "", "Delete", ">Cancel"), toDelete...), py),
		needs(ask("kaskade-like-create", "kaskade-like", ka, want(modes.Text, "name", ""),
			steps(atKa, []step{key("<ctrl-n>", "Create topic"), settle})...), py),

		// mctop-like: keys by calls, by objsize, ascending.
		needs(is(modes.TUI, "mctop-like", "mctop-like", mc, atMc...), py),
		needs(is(modes.TUI, "mctop-like-sorted", "mctop-like", mc, steps(atMc, []step{press("s", "sort mode: objsize"), settle})...), py),
		needs(is(modes.TUI, "mctop-like-ascending", "mctop-like", mc,
			steps(atMc, []step{press("s", "sort mode: objsize"), settle, press("T", "(asc)"), settle})...), py),
	}
}

// TestModesTwohundredninetythird drives the twohundredninetythird set
// live to the labelled moment and, with -update, stores its screens,
// labels and facts for modes' TestSetsAccuracy/twohundredninetythird.
// Whether the classifier reads them right is that test's measure, not a
// failure here.
func TestModesTwohundredninetythird(t *testing.T) {
	captureSet(t, twohundredninetythirdDir, twohundredninetythirdSet())
}
