package session

import (
	"testing"

	"github.com/agentty/agentty/modes"
)

// threehundredtwentyfourthDir holds the threehundredtwentyfourth set
// (issue 44, three-hundred-and-twenty-fourth round): live cases of
// full-screen programs built with terminal toolkits, at their main
// screens and in the forms, drop-downs, radio lists and message boxes
// they draw, by programs that cannot run here (none is packaged by
// Debian; they come from the Go proxy's modules, PyPI, the PowerShell
// Gallery or a C++ build), imitated by a fixture of its own (Debian's
// python3 writing its own escape sequences on the alternate screen, keys
// read raw one at a time, not echoed), each drawing what the program
// draws at one of its moments (its words, layout, boxes, buttons,
// colours, reverse video and cursor, from its documentation, source and
// published screenshots as known): lallassu's gorss (tview: its feeds,
// articles and preview, a feed moved to, its Add feed form, the form's
// Category drop-down opened, a Delete modal, its feeds updating), Tom
// Dryer's hangups (urwid, after its sign-in on the plain terminal: the
// email, the password, the verification code, connecting, its
// conversations, one conversation open), En3Tho's PoshRedisViewer
// (Terminal.Gui v1: its keys and value panes, a value shown, the key
// pattern field, a delete question, a database radio list, an error box)
// and Arthur Sonzogni's git-tui (FTXUI: its diff of files, another file
// chosen, its log, another commit chosen). None of them, nor their
// makers, is named by any other test, table, fixture or doc of agentty
// (grepped with `git grep -il`: gorss, lallassu, hangups, tdryer, tom
// dryer, poshredisviewer, posh-redis, redisviewer, redis-viewer, en3tho,
// git-tui, git_tui, arthursonzogni, sonzogni; found named and so left:
// podman-tui, zulip-terminal, wicd-curses, lazysql, docui, tut, gdu,
// jira-cli, s-tui, stig, json-tui, growlight, whose maker is named, and
// Out-ConsoleGridView, whose maker is named). Each case's label says what
// a person reads on the screen, written from the fixture run by hand in
// tmux outside agentty at 80x24, and was committed before its screen was
// captured.
const threehundredtwentyfourthDir = "../testdata/modes-threehundredtwentyfourth"

// threehundredtwentyfourthTool runs one program of the set's script with
// Debian's python3, over a home holding notes.txt and long.txt.
func threehundredtwentyfourthTool(tool string) opener {
	return setFixtures("threehundredtwentyfourth").script(pythonPath, "py/threehundredtwentyfourth_tui.py", tool)
}

// threehundredtwentyfourthSet is the threehundredtwentyfourth set. Labels
// say what a person reads on the screen: a program drawing its own panes
// with no box open is a full-screen program (running while it says it
// is updating); a box of fields asks the field the cursor waits in (the
// value shown there its default); a drop-down opened or a radio list is
// a select (the chosen one highlighted); a box of buttons asking
// something a confirm (the focused button highlighted); a message box of
// one button a choice; a line the program prints on the plain terminal
// to ask, the cursor after it, a question (a password where echo is off
// and it asks for one); a screen saying only that it connects, at work.
func threehundredtwentyfourthSet() []corpusCase {
	is, ask, needs, wait, settle := isCase, askCase, needing, waitFor, settled
	py := pythonPath
	key := func(k, expect string) step { return step{keys: k, expect: expect, timeout: setSlow} }
	text := func(s, expect string) step { return step{text: s, expect: expect, timeout: setSlow} }
	typed := func(s, expect string) step { return step{text: s, enter: true, expect: expect, timeout: setSlow} }
	hidden := func(s, expect string) step {
		return step{text: s, enter: true, secret: true, expect: expect, timeout: setSlow}
	}
	down := step{keys: "<down>"}
	then := func(a []step, b ...step) []step { return append(append([]step{}, a...), b...) }
	// running is a case of a program at work, no question asked.
	running := func(name, program string, open opener, mode modes.Mode, steps ...step) corpusCase {
		return corpusCase{name: name, program: program, open: open, steps: steps, mode: mode, state: Running}
	}
	pick := func(kind modes.Kind, q string, highlighted int, opts ...string) *modes.Prompt {
		o := append([]string{}, opts...)
		o[highlighted] = ">" + o[highlighted]
		return want(kind, q, "", o...)
	}

	// gorss-like (lallassu's gorss, an RSS reader built on tview; the
	// alternate screen, the cursor hidden): a box ` Feeds ` framed in
	// double lines (focused) listing All (42), Hacker News (18), LWN.net
	// (9), Planet Debian (11) and Go Blog (4), the first in reverse, a
	// box ` Articles ` of times, feeds and titles, a box ` Preview ` of
	// the first article and a status line `Updated 7 feeds at 03:41 |
	// a:add d:delete r:refresh Enter:open q:quit` (a full-screen
	// program); Down, Hacker News in reverse (the same); a, a box ` Add
	// feed ` framed in double lines over the panes: yellow labels URL:,
	// Title:, Category: and Mark read on open:, blue fields (Category's
	// holding News, the check box empty), Save and Cancel buttons, the
	// cursor in the empty URL field (a text question, URL:); a URL typed,
	// Tab twice and Enter, the drop-down open under Category: News (in
	// reverse), Tech, Blogs, Uncategorized (a select titled Category:);
	// d on Hacker News, a blue box `Delete feed "Hacker News" and its 18
	// articles?` over the buttons Delete (in reverse, focused) and
	// Cancel (a confirm); r, the status line `⠋ Updating feeds... 1/7`,
	// the braille frame turning and the count rising (the full-screen
	// program at work).
	gorss := threehundredtwentyfourthTool("gorss")
	atFeeds := []step{wait("r:refresh")}
	atAdd := then(atFeeds, key("a", "Mark read on open:"))

	// hangups-like (Tom Dryer's hangups, a chat client built on urwid):
	// on the plain terminal, lines cooked, `Sign in with your Google
	// account:` over `Email: ` (a text question, Email:); an address
	// entered, `Password: ` with echo off (a password); a password
	// entered, `Verification code: ` (a text question); a code entered,
	// the alternate screen, `Connecting...` alone in its middle (at work,
	// no question); then a blue tab bar ` Conversations ` (in reverse)
	// over the conversations, Alice Moreau in reverse and five more (a
	// full-screen program); Enter, a second tab ` Alice Moreau `, her
	// messages with their times, `Alice Moreau is typing...` in reverse
	// over `Send message` and `> ` with the cursor after it (the same).
	hangups := threehundredtwentyfourthTool("hangups")
	atEmail := []step{wait("Email:")}
	atPassword := then(atEmail, typed("ann.k@gmail.com", "Password:"))
	atCode := then(atPassword, hidden("correct horse", "Verification code:"))
	atConnecting := then(atCode, typed("402913", "Connecting..."))
	atConversations := then(atConnecting, step{expect: "Dana Whitfield", timeout: setSlow})

	// poshredisviewer-like (En3Tho's PoshRedisViewer, a Redis browser for
	// PowerShell built on Terminal.Gui v1; the alternate screen, white on
	// blue): a window ` PoshRedisViewer - localhost:6379 `, `Key
	// pattern:` over a cyan field holding *, `Db: 0`, a frame ` Keys (9)
	// ` listing session:7f3a (black on grey, the cursor on it) and eight
	// more keys, an empty frame ` Value ` and a status bar `F5 Refresh │
	// Enter Show │ Del Delete │ F2 Database │ Esc Quit` (a full-screen
	// program); Down twice and Enter, the hash of user:1001 in Value
	// (the same); Tab, the pattern field black on grey, the cursor after
	// * (a text question, Key pattern:, * shown); Del, a grey box `
	// Delete `: `Delete key 'session:7f3a'?` over `[< Yes >]` (the
	// default, focused) and `[ No ]` (a confirm); F2, a box ` Select
	// database `: `(•) db0` (focused), `( ) db1`, `( ) db2`, `( ) db3`
	// over `[< Ok >]` and `[ Cancel ]` (a select of the radio buttons,
	// db0 chosen); F5, a red box ` Error `: `No connection could be made:
	// localhost:6379` over `[< Ok >]` (a message box, Ok).
	posh := threehundredtwentyfourthTool("poshredis")
	atKeys := []step{wait("F2 Database")}

	// git-tui-like (Arthur Sonzogni's git-tui, built on FTXUI; the
	// alternate screen, the cursor hidden): `git-tui diff`: a frame `
	// Files ` of four changed files with their added lines,
	// `> src/main.cpp` bold and inverted, a frame ` src/main.cpp ` of its
	// hunk, old and new line numbers, removed lines on red, added on
	// green, and under them `[Context: 3] [-] [+] ▣ Split ☐ Ignore
	// whitespace q: quit` (a full-screen program); Down, src/parser.cpp
	// chosen and its hunk (the same); `git-tui log`: a frame ` git-tui
	// log ` of seven commits (hash, author, subject), the first
	// inverted, a frame ` commit a41c9e2 ` of its author, date, message
	// and stat, `↑/↓ select Enter: diff q: quit` (a full-screen program);
	// Down, the second commit chosen (the same).
	gitdiff := threehundredtwentyfourthTool("gitdiff")
	gitlog := threehundredtwentyfourthTool("gitlog")
	atDiff := []step{wait("Ignore whitespace")}
	atLog := []step{wait("Enter: diff")}

	return []corpusCase{
		// gorss-like: its panes, moved, the form, the drop-down, a
		// modal, updating.
		needs(is(modes.TUI, "gorss-like", "gorss-like", gorss, then(atFeeds, settle)...), py),
		needs(is(modes.TUI, "gorss-like-moved", "gorss-like", gorss, then(atFeeds, down, settle)...), py),
		needs(ask("gorss-like-add", "gorss-like", gorss, want(modes.Text, "URL:", ""), then(atAdd, settle)...), py),
		needs(ask("gorss-like-category", "gorss-like", gorss,
			pick(modes.Select, "Category:", 0, "News", "Tech", "Blogs", "Uncategorized"),
			then(atAdd, text("https://lwn.net/headlines/rss", "headlines"), key("<tab>", ""), key("<tab>", ""),
				key("<enter>", "Uncategorized"), settle)...), py),
		needs(ask("gorss-like-delete", "gorss-like", gorss,
			want(modes.Confirm, `Delete feed "Hacker News" and its 18 articles?`, "", ">Delete", "Cancel"),
			then(atFeeds, down, key("d", "Delete feed"), settle)...), py),
		needs(running("gorss-like-updating", "gorss-like", gorss, modes.TUI, then(atFeeds, key("r", "Updating feeds"))...), py),

		// hangups-like: its sign-in, connecting, its conversations, one
		// open.
		needs(ask("hangups-like-email", "hangups-like", hangups, want(modes.Text, "Email:", ""), then(atEmail, settle)...), py),
		needs(ask("hangups-like-password", "hangups-like", hangups, want(modes.Password, "Password:", ""), then(atPassword, settle)...), py),
		needs(ask("hangups-like-code", "hangups-like", hangups, want(modes.Text, "Verification code:", ""), then(atCode, settle)...), py),
		needs(running("hangups-like-connecting", "hangups-like", hangups, modes.Unknown, atConnecting...), py),
		needs(is(modes.TUI, "hangups-like", "hangups-like", hangups, then(atConversations, settle)...), py),
		needs(is(modes.TUI, "hangups-like-conversation", "hangups-like", hangups,
			then(atConversations, settle, key("<enter>", "is typing..."), settle)...), py),

		// poshredisviewer-like: its panes, a value, the pattern field, a
		// question, a radio list, an error.
		needs(is(modes.TUI, "poshredisviewer-like", "poshredisviewer-like", posh, then(atKeys, settle)...), py),
		needs(is(modes.TUI, "poshredisviewer-like-value", "poshredisviewer-like", posh,
			then(atKeys, down, down, key("<enter>", "TTL:"), settle)...), py),
		needs(ask("poshredisviewer-like-pattern", "poshredisviewer-like", posh, want(modes.Text, "Key pattern:", "*"),
			then(atKeys, key("<tab>", ""), settle)...), py),
		needs(ask("poshredisviewer-like-delete", "poshredisviewer-like", posh,
			want(modes.Confirm, "Delete key 'session:7f3a'?", "", ">Yes", "No"),
			then(atKeys, key("<delete>", "Delete key"), settle)...), py),
		needs(ask("poshredisviewer-like-database", "poshredisviewer-like", posh,
			pick(modes.Select, "Select database", 0, "db0", "db1", "db2", "db3"),
			then(atKeys, key("<f2>", "Select database"), settle)...), py),
		needs(ask("poshredisviewer-like-error", "poshredisviewer-like", posh,
			want(modes.Choice, "No connection could be made: localhost:6379", "", ">Ok"),
			then(atKeys, key("<f5>", "No connection could be made"), settle)...), py),

		// git-tui-like: its diff, another file, its log, another commit.
		needs(is(modes.TUI, "git-tui-like", "git-tui-like", gitdiff, then(atDiff, settle)...), py),
		needs(is(modes.TUI, "git-tui-like-moved", "git-tui-like", gitdiff, then(atDiff, key("<down>", "out.context"), settle)...), py),
		needs(is(modes.TUI, "git-tui-like-log", "git-tui-like", gitlog, then(atLog, settle)...), py),
		needs(is(modes.TUI, "git-tui-like-log-moved", "git-tui-like", gitlog, then(atLog, key("<down>", "commit 7d03b1f"), settle)...), py),
	}
}

// TestModesThreehundredtwentyfourth drives the threehundredtwentyfourth
// set live to the labelled moment and, with -update, stores its screens,
// labels and facts for modes' TestSetsAccuracy/threehundredtwentyfourth.
// Whether the classifier reads them right is that test's measure, not a
// failure here.
func TestModesThreehundredtwentyfourth(t *testing.T) {
	captureSet(t, threehundredtwentyfourthDir, threehundredtwentyfourthSet())
}
