package session

import (
	"testing"

	"github.com/agentty/agentty/modes"
)

// twohundredfiftysecondDir holds the twohundredfiftysecond set (issue
// 44, two-hundred-and-fifty-second round): live cases of full-screen
// terminal programs that cannot run here (no mail store, no IRC network,
// no feeds, no DOS, no cluster, no old distribution to configure),
// imitated by a fixture of its own (Debian's python3 and its curses, on
// the alternate screen, keys read one at a time, raw and not echoed),
// each drawing what the real program draws at its moments (its words,
// layout, colours, reverse video and cursor, from its documentation and
// published screenshots): Pegasus Mail for DOS's New mail folder (an
// index with a selection bar and a status line, moved, its delete
// question in a box over it, its `Forward to:` line at the foot, typed
// into), BitchX in an IRC channel (the channel's lines over two status
// bars and an input line, typed into, a line sent, its `Operator
// Password:` asked on that line), shellcaster's podcasts (three panes of
// podcasts, episodes and details, moved, its `Feed URL:` line, typed
// into, its removal's y/n question on the last row), MS-DOS Shell (a
// directory tree and a file list over the program list, moved, its
// Delete File Confirmation box, its Create Directory box, typed into,
// the directory made), KubeTerminal (windows of namespaces, nodes, pods
// and output over a command line, moved, a pod described, a delete's
// confirm box over the pods, cancelled) and Linuxconf's text mode (its
// menu, moved, its User account creation form, typed into, its password
// dialog). None of them is named by any other test, table, fixture or
// doc of agentty. Each case's label says what a person reads on the
// screen, written from the fixture run by hand in tmux outside agentty at
// 80x24, and was committed before its screen was captured.
const twohundredfiftysecondDir = "../testdata/modes-twohundredfiftysecond"

// twohundredfiftysecondScript runs the set's Python script, with
// Debian's python3, over a home holding notes.txt and long.txt.
var twohundredfiftysecondScript = setFixtures("twohundredfiftysecond").script

// twohundredfiftysecondSet is the twohundredfiftysecond set. Labels say
// what a person reads on the screen: tui for a screen of panes, lists or
// a channel waiting for keys (a line being typed into a chat's input line
// included); a question for a box or a line that asks (its words, without
// dot leaders or brackets), a select for a menu whose highlighted entry
// Enter picks (its box's title as the question), a password prompt for a
// secret asked with nothing shown.
func twohundredfiftysecondSet() []corpusCase {
	is, ask, needs, wait, settle := isCase, askCase, needing, waitFor, settled
	py := pythonPath
	key := func(k, expect string) step { return step{keys: k, expect: expect, timeout: setSlow} }
	text := func(s, expect string) step { return step{text: s, expect: expect, timeout: setSlow} }
	typed := func(s, expect string) step { return step{text: s, enter: true, expect: expect, timeout: setSlow} }
	down := step{keys: "<down>"}
	then := func(a []step, b ...step) []step { return append(append([]step{}, a...), b...) }
	like := func(tool string) opener {
		return twohundredfiftysecondScript(py, "py/twohundredfiftysecond_tui.py", tool)
	}
	pegasus := like("pegasus")
	bitchx := like("bitchx")
	shellcaster := like("shellcaster")
	dosshell := like("dosshell")
	kubeterminal := like("kubeterminal")
	linuxconf := like("linuxconf")

	// pegasus-like (Pegasus Mail for DOS v3.50, its New mail folder;
	// white on blue, the cursor hidden): `Pegasus Mail for DOS v3.50` and
	// `Folder: New mail` on a cyan top row, a box titled `New mail: 7
	// messages, 3 unread` over a yellow header (From, Subject, Date,
	// Size) and seven messages, the unread marked `*` in bold, the
	// selected one black on cyan, two rows of keys (`Enter=Read
	// Del=Delete R=Reply F=Forward …`) and a cyan status row `Message 1
	// of 7   From: Tom Baker` (a TUI, at first and moved down twice:
	// Message 3 of 7); Del opens a double box titled `Delete`, white on
	// red, `Delete this message?  (Y/N)` over the message's sender and
	// subject and `Y = Yes, delete it      N = No, keep it` (a confirm of
	// the two keys, no default); F asks `Forward to: ` on the row over
	// the status row, the cursor after it, the status row saying `Enter
	// the address to forward this message to; Esc cancels.` (a text
	// question, at first and with an address typed).
	pegasusUp := wait("Message 1 of 7")
	forward := []step{pegasusUp, key("f", "Forward to:"), settle}
	forwardQ := want(modes.Text, "Forward to:", "")

	// bitchx-like (BitchX 1.2.1 joined to #relay; white on black, the
	// cursor on the input line): the connection's `***` lines, the
	// topic, `[Users(#relay:4)]` and the nicks in brackets, then the
	// channel's talk (`<@ben> morning ada` …), over two blue status bars
	// (`[09:41] [ada(+i)] [#relay(+nt)] [Lag 0]` and its counts;
	// `[1:irc.relay.example (+i)] [Act: 2]` and `[BX]`) and an empty
	// input line (a TUI, at first, with `morning all` typed, and with it
	// sent: `<ada> morning all` the last line); `/oper ada` entered, the
	// input line asks `Operator Password:`, the cursor after it, what is
	// typed not shown (a password prompt).
	bitchxUp := wait("[BX]")

	// shellcaster-like (shellcaster 2.0; three boxes, `Podcasts`,
	// `Episodes`, `Details`, the cursor hidden): four podcasts with
	// their unplayed counts, the selected one in reverse video, its
	// episodes (`[D]` downloaded, durations at the right, the first in
	// yellow) and the first episode's title, podcast, date, duration and
	// description, `Press "h" for help` on the last row (a TUI, at first
	// and moved down to Ops Hour); a asks `Feed URL: ` on the last row,
	// the cursor after it (a text question, at first and with a URL
	// typed); on Ops Hour, r asks `Are you sure you want to remove "Ops
	// Hour"? (y/n) ` in yellow on the last row (a yes/no, no default).
	scUp := wait(`Press "h" for help`)
	feedURL := []step{scUp, key("a", "Feed URL:"), settle}
	feedQ := want(modes.Text, "Feed URL:", "")

	// dosshell-like (MS-DOS Shell of MS-DOS 6 in text mode; black on
	// grey, the cursor hidden): `MS-DOS Shell` centred on a blue top row,
	// the menu bar `File Options View Tree Help`, `C:\RELAY`, the drives
	// `[A] [B] [C]`, a blue `Directory Tree` header over the tree (RELAY
	// in reverse video) beside a cyan `C:\RELAY\*.*` header over seven
	// files (name, extension, size, date; the selected one black on
	// cyan), `Main` over its programs (Command Prompt, Editor, MS-DOS
	// QBasic, [Disk Utilities]) and `F10=Actions  Shift+F9=Command
	// Prompt … 9:41a` on the last row (a TUI, at first and moved down
	// twice to NOTES.TXT); Del opens a double box `Delete File
	// Confirmation` with `Delete C:\RELAY\NOTES.TXT` over `< Yes >` (black
	// on cyan), `< No >`, `< Cancel >` (a confirm, Yes highlighted); F10,
	// Enter and E (the File menu's Create Directory...) open a double box
	// `Create Directory`, `Parent name: C:\RELAY` over `New directory
	// name. . . [` and a blue field, the cursor in it, `<  OK  >`,
	// `< Cancel >`, `< Help >` (a text question, at first and with
	// ARCHIVE typed); Enter closes it, ARCHIVE in the tree under RELAY
	// (a TUI).
	dosUp := wait("F10=Actions")
	dosMoved := []step{dosUp, down, down, settle}
	mkdir := []step{dosUp, key("<f10>", ""), key("<enter>", "Create Directory..."), key("e", "Parent name:"), settle}
	mkdirQ := want(modes.Text, "New directory name", "")

	// kubeterminal-like (KubeTerminal; white on black, the cursor hidden
	// until the command line has the focus): `KubeTerminal` and its
	// context, namespace and node on a cyan top row, boxes `Namespaces`
	// and `Nodes`, a `Pods` box of six pods (namespace, name, ready,
	// status, restarts, age; the selected one in reverse video), an
	// empty `Output` box, `Command:` and a cyan row of keys (`<tab>
	// window  <c-d> describe  <c-l> logs …`) (a TUI, at first and moved
	// down twice to the crashing worker); Ctrl-D describes it in the
	// Output box (Name, Namespace, Node, Start Time, Labels; a TUI);
	// Tab, `delete` typed on the command line and Enter open a box
	// `Confirm`, black on white, `Delete pod
	// relay-worker-5d8b9c7f4-7n2pq` and `in namespace relay?` over `<
	// Yes >` and `< No >` (No black on cyan: a confirm, No highlighted);
	// Enter on No closes it, `Delete cancelled.` in the Output box (a
	// TUI).
	ktUp := wait("Command:")
	ktMoved := []step{ktUp, down, down, settle}
	ktConfirm := then(ktMoved, key("<tab>", ""), typed("delete", "in namespace relay?"), settle)

	// linuxconf-like (Linuxconf 1.28r3's text mode; black on grey boxes
	// on blue, the cursor hidden in the menu): a box titled `Linuxconf
	// 1.28r3 (Red Hat)`, `This program allows you to configure your
	// Linux computer. Each menu option leads to a dialog.`, `Config` in
	// bold over ten entries (Networking, Users accounts, File systems,
	// …), the highlighted one black on cyan, and `< Quit >  <
	// Act/Changes >  < Help >` (a select of the entries, at first and
	// moved down to Users accounts); Enter opens `User account
	// creation`: `You must specify at least the name and the full name`,
	// `The account is enabled [X]`, then Login name, Full name, group
	// (opt) … each label beside a field, Login name's blue with the
	// cursor in it, `/bin/bash` in Command interpreter(opt)'s, and `<
	// Accept > < Cancel > < Del > < Help >` (a text question `Login
	// name`, at first and with bsmith typed); Enter opens a double box
	// `Changing password` over it: `Changing password for user bsmith`
	// over `New UNIX password` and an empty blue field, the cursor in
	// it, and `< Accept >  < Cancel >` (a password prompt).
	lcUp := wait("Act/Changes")
	lcEntries := []string{"Networking", "Users accounts", "File systems", "Miscellaneous services", "Boot mode",
		"Control panel", "Control files and systems", "Logs", "Date & time", "Features"}
	lcMenu := func(highlighted int) *modes.Prompt {
		opts := append([]string(nil), lcEntries...)
		opts[highlighted] = ">" + opts[highlighted]
		return want(modes.Select, "Linuxconf 1.28r3 (Red Hat)", "", opts...)
	}
	lcForm := []step{lcUp, down, settle, key("<enter>", "User account creation"), settle}
	loginQ := want(modes.Text, "Login name", "")

	return []corpusCase{
		needs(is(modes.TUI, "pegasus-like", "pegasus-like", pegasus, pegasusUp, settle), py),
		needs(is(modes.TUI, "pegasus-like-moved", "pegasus-like", pegasus, pegasusUp, down, key("<down>", "Message 3 of 7"), settle), py),
		needs(ask("pegasus-like-delete", "pegasus-like", pegasus, want(modes.Confirm, "Delete this message?", "",
			"Y|Yes, delete it", "N|No, keep it"), pegasusUp, key("<del>", "Delete this message?"), settle), py),
		needs(ask("pegasus-like-forward", "pegasus-like", pegasus, forwardQ, forward...), py),
		needs(ask("pegasus-like-forward-typed", "pegasus-like", pegasus, forwardQ,
			then(forward, text("ann@relay.example", "Forward to: ann@relay.example"), settle)...), py),

		needs(is(modes.TUI, "bitchx-like", "bitchx-like", bitchx, bitchxUp, settle), py),
		needs(is(modes.TUI, "bitchx-like-typed", "bitchx-like", bitchx, bitchxUp, text("morning all", "morning all"), settle), py),
		needs(is(modes.TUI, "bitchx-like-sent", "bitchx-like", bitchx, bitchxUp, typed("morning all", "<ada> morning all"), settle), py),
		needs(ask("bitchx-like-oper", "bitchx-like", bitchx, want(modes.Password, "Operator Password:", ""),
			bitchxUp, typed("/oper ada", "Operator Password:"), settle), py),

		needs(is(modes.TUI, "shellcaster-like", "shellcaster-like", shellcaster, scUp, settle), py),
		needs(is(modes.TUI, "shellcaster-like-moved", "shellcaster-like", shellcaster, scUp, key("<down>", "Pager fatigue"), settle), py),
		needs(ask("shellcaster-like-feed-url", "shellcaster-like", shellcaster, feedQ, feedURL...), py),
		needs(ask("shellcaster-like-feed-url-typed", "shellcaster-like", shellcaster, feedQ,
			then(feedURL, text("https://feeds.example/wire.xml", "wire.xml"), settle)...), py),
		needs(ask("shellcaster-like-remove", "shellcaster-like", shellcaster, yesNo(`Are you sure you want to remove "Ops Hour"?`, ""),
			scUp, key("<down>", "Pager fatigue"), key("r", "Are you sure"), settle), py),

		needs(is(modes.TUI, "dosshell-like", "dosshell-like", dosshell, dosUp, settle), py),
		needs(is(modes.TUI, "dosshell-like-moved", "dosshell-like", dosshell, dosMoved...), py),
		needs(ask("dosshell-like-delete", "dosshell-like", dosshell, want(modes.Confirm, `Delete C:\RELAY\NOTES.TXT`, "",
			">Yes", "No", "Cancel"), then(dosMoved, key("<del>", "Delete File Confirmation"), settle)...), py),
		needs(ask("dosshell-like-mkdir", "dosshell-like", dosshell, mkdirQ, mkdir...), py),
		needs(ask("dosshell-like-mkdir-typed", "dosshell-like", dosshell, mkdirQ,
			then(mkdir, text("ARCHIVE", "[ARCHIVE"), settle)...), py),
		needs(is(modes.TUI, "dosshell-like-made", "dosshell-like", dosshell,
			then(mkdir, typed("ARCHIVE", "├─ARCHIVE"), settle)...), py),

		needs(is(modes.TUI, "kubeterminal-like", "kubeterminal-like", kubeterminal, ktUp, settle), py),
		needs(is(modes.TUI, "kubeterminal-like-moved", "kubeterminal-like", kubeterminal, ktMoved...), py),
		needs(is(modes.TUI, "kubeterminal-like-describe", "kubeterminal-like", kubeterminal,
			then(ktMoved, key("<ctrl-d>", "Start Time:"), settle)...), py),
		needs(ask("kubeterminal-like-delete", "kubeterminal-like", kubeterminal, want(modes.Confirm,
			"Delete pod relay-worker-5d8b9c7f4-7n2pq in namespace relay?", "", "Yes", ">No"), ktConfirm...), py),
		needs(is(modes.TUI, "kubeterminal-like-cancelled", "kubeterminal-like", kubeterminal,
			then(ktConfirm, key("<enter>", "Delete cancelled."), settle)...), py),

		needs(ask("linuxconf-like", "linuxconf-like", linuxconf, lcMenu(0), lcUp, settle), py),
		needs(ask("linuxconf-like-moved", "linuxconf-like", linuxconf, lcMenu(1), lcUp, down, settle), py),
		needs(ask("linuxconf-like-user", "linuxconf-like", linuxconf, loginQ, lcForm...), py),
		needs(ask("linuxconf-like-user-typed", "linuxconf-like", linuxconf, loginQ, then(lcForm, text("bsmith", "bsmith"), settle)...), py),
		needs(ask("linuxconf-like-password", "linuxconf-like", linuxconf, want(modes.Password, "New UNIX password", ""),
			then(lcForm, typed("bsmith", "Changing password for user bsmith"), settle)...), py),
	}
}

// TestModesTwohundredfiftysecond drives the twohundredfiftysecond set
// live to the labelled moment and, with -update, stores its screens,
// labels and facts for modes' TestSetsAccuracy/twohundredfiftysecond.
// Whether the classifier reads them right is that test's measure, not a
// failure here.
func TestModesTwohundredfiftysecond(t *testing.T) {
	captureSet(t, twohundredfiftysecondDir, twohundredfiftysecondSet())
}
