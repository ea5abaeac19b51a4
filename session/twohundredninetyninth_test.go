package session

import (
	"testing"

	"github.com/agentty/agentty/modes"
)

// twohundredninetyninthDir holds the twohundredninetyninth set (issue 44,
// two-hundred-and-ninety-ninth round): live cases of full-screen programs
// that cannot run here (no network to scan, no chat server, no feeds, no
// Kafka broker), imitated by a fixture of its own (one script run by
// Debian's python3 and its curses, keys read raw a key at a time, on the
// alternate screen), each drawing what the program draws at one of its
// moments (its words, layout, boxes, reverse video, colours and cursor,
// from its documentation, source and published screenshots as known):
// Chleba's netscanner (a network monitor: its interfaces, the hosts
// discovered with one highlighted, its help box, an input box asking a
// CIDR, an export to confirm), sparklost's endcord (a Discord client: a
// channel tree, the chat and its input line, a search line, a message
// to delete), christo-auer's eilmeldung (a feed reader: feeds, articles
// and the article, its help, a search line, a feed to mark read) and
// benny502's kafui (a Kafka browser: its topics table, its help, the
// table filtered, a topic's messages). Names grepped with `git grep -il`
// and found nowhere in the repository before they were chosen:
// netscanner, chleba, endcord, sparklost, eilmeldung, christo-auer,
// christo auer, kafui, benny502 (the executables' names are the same).
// Each case's label says what a person reads on the screen, written from
// the fixture run by hand in tmux outside agentty at 80x24, and was
// committed before its screen was captured.
const twohundredninetyninthDir = "../testdata/modes-twohundredninetyninth"

// twohundredninetyninthTool runs one program of the set's script with
// Debian's python3, over a home holding notes.txt and long.txt.
func twohundredninetyninthTool(tool string) opener {
	return setFixtures("twohundredninetyninth").script(pythonPath, "py/twohundredninetyninth_tui.py", tool)
}

// twohundredninetyninthSet is the twohundredninetyninth set. Labels say
// what a person reads on the screen: a monitor's, client's, reader's or
// browser's panes with a highlighted row, its help box over them and a
// table it filtered are a full-screen program's (tui); a line or box of
// its own asking for a CIDR or a search is a text question (its words,
// the cursor after them); a box or line asking to export, delete or mark
// read with its keys is a yes/no (its default only where a capital
// marks one).
func twohundredninetyninthSet() []corpusCase {
	is, ask, needs, wait, settle := isCase, askCase, needing, waitFor, settled
	py := pythonPath
	tui := modes.TUI
	typing := func(s, expect string) step { return step{text: s, expect: expect, timeout: setSlow} }
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

	// netscanner-like (Chleba's netscanner; the alternate screen, the
	// cursor hidden): an `Interfaces` box of three interfaces, a
	// `Discovery | 192.168.1.0/24 | 8 hosts` box of eight hosts (IP, MAC,
	// HOSTNAME, VENDOR), the first highlighted, `scanned 256/256` and a
	// full bar, a `Packets` box of three packets and a dim row of keys
	// (`s: scan  i: input CIDR  e: export  ↑↓: select  p: pause  ?: help
	// q: quit`): tui, at first and moved down twice; ?, a `Help` box of
	// its keys and `press esc to close` over them (tui); i, an `Input` box
	// `Enter the CIDR to scan (e.g. 10.0.0.0/24)` over `CIDR: ` the
	// cursor after it and `enter scan · esc cancel` (a text question, at
	// first and with 10.0.0.0/24 typed); e, an `Export` box `Export 8
	// hosts to ~/.netscanner/scan_2026-11-28.csv?` over `(y)es / (n)o` (a
	// yes/no, no default).
	ns := twohundredninetyninthTool("netscanner")
	atNs := []step{wait("q: quit"), settle}
	cidr := want(modes.Text, "CIDR:", "")

	// endcord-like (sparklost's endcord, a Discord client; the alternate
	// screen): a tree of servers and channels on the left (`v Gophers
	// Guild`, `# general` highlighted in reverse video, …), a rule, the
	// channel's title `Gophers Guild - #general` over eight messages
	// (`[10:02] mira …`, wrapped under their text), a status bar `endcord
	// 1.1.3` and `alice - online   typing: oskar` white on blue and the
	// input line `[Type message here]` dim, the cursor at its start: tui,
	// at first and moved down twice (`#off-topic`); ctrl-f, the input line
	// `[Search] ` the cursor after it (a text question, at first and with
	// `backoff` typed); ctrl-d on the last message (highlighted), the
	// input line `[Delete] Are you sure you want to delete this message?
	// [Y/n]` (a yes/no defaulting to yes).
	ec := twohundredninetyninthTool("endcord")
	atEc := []step{wait("Type message here"), settle}
	search := want(modes.Text, "[Search]", "")

	// eilmeldung-like (christo-auer's eilmeldung, a feed reader; the
	// alternate screen, the cursor hidden): a title bar `eilmeldung` and
	// `41 unread · synced 10:42`, rounded boxes `Feeds` (six feeds with
	// unread counts, `The Go Blog` highlighted), `Articles · The Go Blog`
	// (eight articles, the first highlighted) and the article's own (its
	// title, author and date, three lines), and a dim row of keys (`j/k
	// move  h/l panel  / search  r mark read  R mark all  ? help  q
	// quit`): tui, at first and moved down once; ?, a box `Help · press
	// any key to close` of its keys (tui); /, a yellow bar `Search
	// articles:` over the last row `/` the cursor after it (a text
	// question, at first and with `trace` typed); R, a red box `Confirm`
	// `Mark all 14 articles of The Go Blog as read?` over `[y]es  [n]o`
	// (a yes/no, no default).
	em := twohundredninetyninthTool("eilmeldung")
	atEm := []step{wait("R mark all"), settle}
	find := want(modes.Text, "Search articles:", "")

	// kafui-like (benny502's kafui, a Kafka browser in k9s's manner; the
	// alternate screen, the cursor hidden): `Context: local`, `Broker:
	// localhost:9092`, `Kafui: v0.2.1` beside keys (`<:> Resource`, `</>
	// Search`, `<enter> Messages`, `<?> Help`), a box titled `Topics(7)`
	// of seven topics (TOPIC, PARTITIONS, REPLICAS, MESSAGES), the first
	// highlighted: tui, at first and moved down; ?, a `Help` box of its
	// keys and `press esc to close` (tui); / and `ledger` typed and Enter,
	// the table titled `Topics(2) </ledger>` of the two left (tui); Enter
	// on ledger.entries, `Messages(ledger.entries)[6]`, six messages
	// (OFFSET, PARTITION, KEY, VALUE), the first highlighted (tui).
	kf := twohundredninetyninthTool("kafui")
	atKf := []step{wait("Topics(7)"), settle}

	return []corpusCase{
		// netscanner-like: hosts (also moved), help, a CIDR asked (also
		// typed), an export to confirm.
		needs(is(tui, "netscanner-like", "netscanner-like", ns, atNs...), py),
		needs(is(tui, "netscanner-like-moved", "netscanner-like", ns, steps(atNs, []step{down, settle, down, settle})...), py),
		needs(is(tui, "netscanner-like-help", "netscanner-like", ns, steps(atNs, []step{press("?", "press esc to close"), settle})...), py),
		needs(ask("netscanner-like-cidr", "netscanner-like", ns, cidr, steps(atNs, []step{press("i", "Enter the CIDR"), settle})...), py),
		needs(ask("netscanner-like-cidr-typed", "netscanner-like", ns, cidr,
			steps(atNs, []step{press("i", "Enter the CIDR"), settle, typing("10.0.0.0/24", "CIDR: 10.0.0.0/24"), settle})...), py),
		needs(ask("netscanner-like-export", "netscanner-like", ns, yesNo("Export 8 hosts to ~/.netscanner/scan_2026-11-28.csv?", ""),
			steps(atNs, []step{press("e", "(y)es / (n)o"), settle})...), py),

		// endcord-like: the chat (also moved), a search (also typed), a
		// message to delete.
		needs(is(tui, "endcord-like", "endcord-like", ec, atEc...), py),
		needs(is(tui, "endcord-like-moved", "endcord-like", ec, steps(atEc, []step{down, settle, down, wait("#off-topic"), settle})...), py),
		needs(ask("endcord-like-search", "endcord-like", ec, search, steps(atEc, []step{key("<ctrl-f>", "[Search]"), settle})...), py),
		needs(ask("endcord-like-search-typed", "endcord-like", ec, search,
			steps(atEc, []step{key("<ctrl-f>", "[Search]"), settle, typing("backoff", "[Search] backoff"), settle})...), py),
		needs(ask("endcord-like-delete", "endcord-like", ec, yesNo("Are you sure you want to delete this message?", "yes"),
			steps(atEc, []step{key("<ctrl-d>", "[Y/n]"), settle})...), py),

		// eilmeldung-like: feeds and articles (also moved), help, a
		// search (also typed), a feed to mark read.
		needs(is(tui, "eilmeldung-like", "eilmeldung-like", em, atEm...), py),
		needs(is(tui, "eilmeldung-like-moved", "eilmeldung-like", em, steps(atEm, []step{press("j", "Range functions in practice ─"), settle})...), py),
		needs(is(tui, "eilmeldung-like-help", "eilmeldung-like", em, steps(atEm, []step{press("?", "press any key to close"), settle})...), py),
		needs(ask("eilmeldung-like-search", "eilmeldung-like", em, find, steps(atEm, []step{press("/", "Search articles:"), settle})...), py),
		needs(ask("eilmeldung-like-search-typed", "eilmeldung-like", em, find,
			steps(atEm, []step{press("/", "Search articles:"), settle, typing("trace", "/trace"), settle})...), py),
		needs(ask("eilmeldung-like-mark-all", "eilmeldung-like", em, yesNo("Mark all 14 articles of The Go Blog as read?", ""),
			steps(atEm, []step{press("R", "[y]es  [n]o"), settle})...), py),

		// kafui-like: topics (also moved), help, filtered, a topic's
		// messages.
		needs(is(tui, "kafui-like", "kafui-like", kf, atKf...), py),
		needs(is(tui, "kafui-like-moved", "kafui-like", kf, steps(atKf, []step{down, settle})...), py),
		needs(is(tui, "kafui-like-help", "kafui-like", kf, steps(atKf, []step{press("?", "press esc to close"), settle})...), py),
		needs(is(tui, "kafui-like-filtered", "kafui-like", kf,
			steps(atKf, []step{press("/", ""), settle, typing("ledger", "ledger"), key("<enter>", "</ledger>"), settle})...), py),
		needs(is(tui, "kafui-like-messages", "kafui-like", kf, steps(atKf, []step{key("<enter>", "Messages(ledger.entries)"), settle})...), py),
	}
}

// TestModesTwohundredninetyninth drives the twohundredninetyninth set
// live to the labelled moment and, with -update, stores its screens,
// labels and facts for modes' TestSetsAccuracy/twohundredninetyninth.
// Whether the classifier reads them right is that test's measure, not a
// failure here.
func TestModesTwohundredninetyninth(t *testing.T) {
	captureSet(t, twohundredninetyninthDir, twohundredninetyninthSet())
}
