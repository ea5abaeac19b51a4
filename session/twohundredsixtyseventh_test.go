package session

import (
	"testing"

	"github.com/agentty/agentty/modes"
)

// twohundredsixtyseventhDir holds the twohundredsixtyseventh set (issue
// 44, two-hundred-and-sixty-seventh round): live cases of Rust and Go
// full-screen terminal programs of today that cannot run here (none is
// in the Debian release here; they come from crates.io or Go releases
// and want a Redis server, a Kafka cluster, a cluster to watch or
// packets to capture), imitated by a fixture of its own (Debian's python3 and its
// curses on the alternate screen, keys read raw one at a time, not
// echoed), each drawing what the real program draws at its moments (its
// panes, boxes, tables, graphs, status rows and key bars, its colours,
// reverse video and cursor, from its documentation, source and published
// screenshots as known): mylxsw's redis-tui (tview: its keys and values,
// a command typed and run), MAIF's yozefu (ratatui: its topics, a topic's
// records, a record opened and scrolled, its help), blacknon's hwatch
// (its watched output and history, a diff mode, an older result, its
// help window), domcyrus's RustNet (ratatui: its connections, moved, a
// connection's details, its filter line opened and typed into) and
// mlange-42's git-igitt (tui-rs: its history graph, moved, a file's
// diff, its branches pane, its branching models to pick from, moved).
// None of them, nor their makers, is named by any other test, table,
// fixture or doc of agentty: each was grepped with `git grep -il` before
// it was chosen (redis-tui and mylxsw; yozefu and MAIF; hwatch and
// blacknon; rustnet and domcyrus; git-igitt, igitt and mlange). Each
// case's label says what a person reads on the screen, written from the
// fixture run by hand in tmux outside agentty at 80x24, and was committed
// before its screen was captured.
const twohundredsixtyseventhDir = "../testdata/modes-twohundredsixtyseventh"

// twohundredsixtyseventhTool runs one program of the set's script with
// Debian's python3, over a home holding notes.txt and long.txt.
func twohundredsixtyseventhTool(tool string) opener {
	return setFixtures("twohundredsixtyseventh").script(pythonPath, "py/twohundredsixtyseventh_tui.py", tool)
}

// twohundredsixtyseventhSet is the twohundredsixtyseventh set. Labels
// say what a person reads on the screen: a full-screen program of panes
// and tables is tui, also with its own help window, its panes refocused
// or a command typed into its own command box; a record shown alone,
// scrolled a row at a time with its place in it shown, is a pager; a
// filter line opened at the foot for a line to type is a text question
// (its label, no default); a box of entries to pick from, one
// highlighted, is a select (its title the question).
func twohundredsixtyseventhSet() []corpusCase {
	is, ask, needs, wait, settle := isCase, askCase, needing, waitFor, settled
	py := pythonPath
	typing := func(s, expect string) step { return step{text: s, expect: expect, timeout: setSlow} }
	key := func(k, expect string) step { return step{keys: k, expect: expect, timeout: setSlow} }
	down := step{keys: "<down>"}
	steps := func(s ...[]step) []step {
		var all []step
		for _, x := range s {
			all = append(all, x...)
		}
		return all
	}
	pick := func(q string, highlighted int, opts ...string) *modes.Prompt {
		o := append([]string{}, opts...)
		o[highlighted] = ">" + o[highlighted]
		return want(modes.Select, q, "", o...)
	}

	// redis-tui-like (mylxsw's redis-tui, tview, the alternate screen): a
	// Search box (`*` in a blue field) beside Meta Info (`Key:
	// session:8f2c9a  Type: string  TTL: 3412`), Keys (9) beside Value,
	// Output (`connected to 127.0.0.1:6379, db 0`, `KEYS * (9 keys)`) and
	// an empty Command field across the foot, the focused box in double
	// lines, a key row at the foot; the Keys box focused, its first key
	// highlighted (tui), and moved down twice to user:1001 (its hash's
	// fields in Value); Tab three times to Command and `HGETALL
	// user:1001` typed (the cursor in the field; still the program's own
	// box: tui); Enter, the command and its reply in Output, the field
	// empty again (tui).
	redis := twohundredsixtyseventhTool("redis-tui")
	atRedis := []step{wait("KEYS * (9 keys)"), settle}
	toCommand := steps(atRedis, []step{down, down, key("<tab>", ""), key("<tab>", ""), key("<tab>", ""), settle,
		typing("HGETALL user:1001", "HGETALL user:1001"), settle})

	// yozefu-like (MAIF's yozefu, ratatui, the alternate screen): a green
	// `yozefu` title and `cluster: localhost`, a rounded Search block
	// (`from end - 50`) over Topics 0/5 (five topics, the first
	// highlighted) beside an empty Records 0 (`Select a topic with
	// <Space>`), a key row at the foot (tui); down and Space,
	// public-french-addresses ticked `✓`, Records 12, a table of
	// timestamp, partition, offset, key and value, the first row
	// highlighted (tui); Enter, the Record block alone: its topic,
	// partition, offset, timestamp, key and headers over its JSON value,
	// `1-12/21` at its foot and `[↑↓] scroll  [c] copy  [e] export  [o]
	// open in editor  [Esc] back` under it (a pager), and scrolled three
	// rows (`4-15/21`); from the records, ? opens a Help box of its keys
	// over them (tui).
	yozefu := twohundredsixtyseventhTool("yozefu")
	atTopics := []step{wait("Select a topic with"), settle}
	toRecords := steps(atTopics, []step{down, settle, typing(" ", "Records 12"), settle})
	toRecord := steps(toRecords, []step{key("<enter>", "1-12/21"), settle})

	// hwatch-like (blacknon's hwatch, `hwatch -n 30 kubectl get pods -n
	// shop`, the alternate screen): `Every 30.000s: kubectl get pods -n
	// shop` and the host and time, a row `[Color:False] [Output:Output]
	// [Diff:None] [Num:False]`, kubectl's table of five pods beside the
	// History pane (`latest` highlighted over two times), ` Display help
	// with h key! ` at the foot (tui); d, `[Diff:Watch]` (tui); Tab and
	// down, the second time highlighted and its older table shown
	// (`OOMKilled`) (tui); h, a `help` window of its keys over the output
	// (tui).
	hwatch := twohundredsixtyseventhTool("hwatch")
	atWatch := []step{wait("Display help with h key"), settle}

	// rustnet-like (domcyrus's RustNet, ratatui, the alternate screen): a
	// `RustNet Monitor` block of tabs (Overview underlined), Active
	// Connections (12) (protocol, remote address, state, process; the
	// highlighted row in reverse after `▶`) beside Network Stats, a
	// reverse-video status row `q quit · h help · / filter · …` (tui), and
	// moved down twice; down and Enter, the Details tab: Connection
	// Details and Traffic Statistics of the highlighted connection (tui);
	// /, a yellow block `Filter (port: src: dst: sni: process: state:
	// proto:)` at the foot with `Filter: ` and the cursor after it, `Enter
	// confirm · Esc clear` at its right (a text question, no default), and
	// with port:443 typed (the table cut to 6 of 12 as it is typed).
	rustnet := twohundredsixtyseventhTool("rustnet")
	atConns := []step{wait("Conns: 12"), settle}
	toFilter := steps(atConns, []step{typing("/", "Enter confirm"), settle})
	filter := want(modes.Text, "Filter:", "")

	// git-igitt-like (mlange-42's git-igitt, tui-rs, the alternate
	// screen): Graph - git-flow (ten commits of three lanes, `●`, `│`,
	// `╯`, their hashes and subjects, the first highlighted) beside Commit
	// (its hash, author, date, subject) over Files (M or A and a path), a
	// dim key row at the foot (tui); moved down twice; Tab twice to Files
	// and Enter, the Diff of internal/ledger/retry.go in place of Commit
	// and Files, its added lines green and removed red (tui); b, a
	// Branches pane (Branches and Tags) at the left (tui); M, a box
	// `Select branching model` of five models (`> git-flow (current)`
	// highlighted) over `Enter select · Esc cancel` (a select), and moved
	// down to simple.
	igitt := twohundredsixtyseventhTool("git-igitt")
	atGraph := []step{wait("Graph - git-flow"), settle}
	toModels := steps(atGraph, []step{typing("M", "Enter select"), settle})
	models := []string{"git-flow (current)", "simple", "none", "trunk-based", "gitlab-flow"}

	return []corpusCase{
		// redis-tui-like: its keys, moved, a command typed and run.
		needs(is(modes.TUI, "redis-tui-like", "redis-tui-like", redis, atRedis...), py),
		needs(is(modes.TUI, "redis-tui-like-moved", "redis-tui-like", redis, steps(atRedis, []step{down, down, wait("Type: hash"), settle})...), py),
		needs(is(modes.TUI, "redis-tui-like-command", "redis-tui-like", redis, toCommand...), py),
		needs(is(modes.TUI, "redis-tui-like-output", "redis-tui-like", redis, steps(toCommand, []step{key("<enter>", `"Ada Byrne"`), settle})...), py),

		// yozefu-like: its topics, a topic's records, a record (also
		// scrolled), its help.
		needs(is(modes.TUI, "yozefu-like", "yozefu-like", yozefu, atTopics...), py),
		needs(is(modes.TUI, "yozefu-like-records", "yozefu-like", yozefu, toRecords...), py),
		needs(is(modes.Pager, "yozefu-like-record", "yozefu-like", yozefu, toRecord...), py),
		needs(is(modes.Pager, "yozefu-like-record-scrolled", "yozefu-like", yozefu, steps(toRecord, []step{down, down, down, wait("4-15/21"), settle})...), py),
		needs(is(modes.TUI, "yozefu-like-help", "yozefu-like", yozefu, steps(toRecords, []step{typing("?", "Show or hide this help"), settle})...), py),

		// hwatch-like: its output and history, a diff mode, an older
		// result, its help window.
		needs(is(modes.TUI, "hwatch-like", "hwatch-like", hwatch, atWatch...), py),
		needs(is(modes.TUI, "hwatch-like-diff", "hwatch-like", hwatch, steps(atWatch, []step{typing("d", "[Diff:Watch]"), settle})...), py),
		needs(is(modes.TUI, "hwatch-like-history", "hwatch-like", hwatch, steps(atWatch, []step{key("<tab>", ""), settle, down, wait("OOMKilled"), settle})...), py),
		needs(is(modes.TUI, "hwatch-like-help", "hwatch-like", hwatch, steps(atWatch, []step{typing("h", "toggle this help window"), settle})...), py),

		// rustnet-like: its connections, moved, a connection's details,
		// its filter line (also typed into).
		needs(is(modes.TUI, "rustnet-like", "rustnet-like", rustnet, atConns...), py),
		needs(is(modes.TUI, "rustnet-like-moved", "rustnet-like", rustnet, steps(atConns, []step{down, settle, down, settle})...), py),
		needs(is(modes.TUI, "rustnet-like-details", "rustnet-like", rustnet, steps(atConns, []step{down, settle, key("<enter>", "Connection Details"), settle})...), py),
		needs(ask("rustnet-like-filter", "rustnet-like", rustnet, filter, toFilter...), py),
		needs(ask("rustnet-like-filter-typed", "rustnet-like", rustnet, filter, steps(toFilter, []step{typing("port:443", "6 of 12"), settle})...), py),

		// git-igitt-like: its graph, moved, a file's diff, its branches,
		// its branching models (also moved).
		needs(is(modes.TUI, "git-igitt-like", "git-igitt-like", igitt, atGraph...), py),
		needs(is(modes.TUI, "git-igitt-like-moved", "git-igitt-like", igitt, steps(atGraph, []step{down, down, wait("2026-11-27 11:20"), settle})...), py),
		needs(is(modes.TUI, "git-igitt-like-diff", "git-igitt-like", igitt, steps(atGraph, []step{key("<tab>", ""), key("<tab>", ""), settle, key("<enter>", "Diff: internal"), settle})...), py),
		needs(is(modes.TUI, "git-igitt-like-branches", "git-igitt-like", igitt, steps(atGraph, []step{typing("b", "Tags"), settle})...), py),
		needs(ask("git-igitt-like-models", "git-igitt-like", igitt, pick("Select branching model", 0, models...), toModels...), py),
		needs(ask("git-igitt-like-models-moved", "git-igitt-like", igitt, pick("Select branching model", 1, models...), steps(toModels, []step{down, settle})...), py),
	}
}

// TestModesTwohundredsixtyseventh drives the twohundredsixtyseventh set
// live to the labelled moment and, with -update, stores its screens,
// labels and facts for modes' TestSetsAccuracy/twohundredsixtyseventh.
// Whether the classifier reads them right is that test's measure, not a
// failure here.
func TestModesTwohundredsixtyseventh(t *testing.T) {
	captureSet(t, twohundredsixtyseventhDir, twohundredsixtyseventhSet())
}
