package session

import (
	"testing"

	"github.com/agentty/agentty/modes"
)

// twohundredseventysixthDir holds the twohundredseventysixth set (issue
// 44, two-hundred-and-seventy-sixth round): live cases of full-screen
// terminal programs of today built with Go's tview or termui or Rust's
// ratatui that cannot run here (none is in Debian, and they want a
// Bluetooth adapter, SSH servers, a Twitch or Slack account, a dashboard
// config), imitated by a fixture of its own (Debian's python3 and its
// curses, on the alternate screen, keys read raw one at a time, not
// echoed), each drawing what the real program draws at its moments (its
// words, layout, box borders, tview's blue input fields, buttons and
// modals, ratatui's rounded blocks, reverse video and cursor, from its
// documentation, source and published screenshots as known): bluetuith, a
// Bluetooth manager (its devices, its Device menu, a pairing's passkey to
// confirm, its help), lazyssh, a manager of SSH servers (its servers, its
// Add Server form, a server's deletion to confirm), twitch-tui, a Twitch
// chat client (its chat, its keybinds, its channel switcher), WTF
// (wtfutil), a dashboard of widgets (its widgets, its Todo list, a new
// todo, a widget's help) and slack-term, a Slack client (its channels
// and messages, its input in insert mode). None of them, nor their
// makers, is named by any other test, table, fixture or doc of agentty:
// bluetuith and darkhz; lazyssh and Adembc; twitch-tui and Xithrius;
// wtfutil, senorprogrammer and Cummer (wtf alone is an everyday word,
// matched in other sets' screens); slack-term and erroneousboat were
// grepped with `git grep -il`. Each case's label says what a person
// reads on the screen, written from the fixture run by hand in tmux
// outside agentty at 80x24, and was committed before its screen was
// captured.
const twohundredseventysixthDir = "../testdata/modes-twohundredseventysixth"

// twohundredseventysixthTool runs one program of the set's script with
// Debian's python3, over a home holding notes.txt and long.txt.
func twohundredseventysixthTool(tool string) opener {
	return setFixtures("twohundredseventysixth").script(pythonPath, "py/twohundredseventysixth_tui.py", tool)
}

// twohundredseventysixthSet is the twohundredseventysixth set. Labels
// say what a person reads on the screen: an app's main view on the
// alternate screen, a row highlighted, is a full-screen program's, and so
// is a page of its keys; an open drop-down menu of actions, one
// highlighted, is a select titled by the menu's name; a modal of a
// question over two buttons is a confirm whose focused button is
// highlighted; a form or popup whose cursor waits in an input field asks
// a text question (the field's label, a field left empty no default); a
// chat client's own message box at its foot, the cursor in it, is still
// the full-screen program.
func twohundredseventysixthSet() []corpusCase {
	is, ask, needs, wait, settle := isCase, askCase, needing, waitFor, settled
	py := pythonPath
	key := func(k, expect string) step { return step{keys: k, expect: expect, timeout: setSlow} }
	text := func(s, expect string) step { return step{text: s, expect: expect, timeout: setSlow} }
	down := step{keys: "<down>"}
	then := func(a []step, b ...step) []step { return append(append([]step{}, a...), b...) }
	buttons := func(q string, focused int, opts ...string) *modes.Prompt {
		o := append([]string{}, opts...)
		o[focused] = ">" + o[focused]
		return want(modes.Confirm, q, "", o...)
	}

	// bluetuith-like (bluetuith, a tview Bluetooth manager; the
	// alternate screen): a menu bar `Adapter  Device` and the adapter's
	// `hci0 (Powered, Discoverable, Scanning)`, six devices a row each
	// (`WH-1000XM4 (Connected, Trusted, Paired) [Headset]`, its RSSI),
	// the first highlighted, a status row `Scanning for devices...` and
	// `Press ? for help`, the cursor hidden: a full-screen program, at
	// first and moved down; Ctrl-D, the Device menu dropped under its
	// name, nine actions and their keys (Connect c … Remove d), the first
	// highlighted (a select `Device`), and moved down (Pair highlighted);
	// p, a modal `Pairing Request` / `Confirm passkey for WH-1000XM4` /
	// `is 482913` over Yes (focused) and No (a confirm, Yes highlighted);
	// ?, a page `Help` of its keybindings and `Press Escape to exit the
	// help page` (a full-screen program).
	blue := twohundredseventysixthTool("bluetuith")
	atDevices := []step{wait("Press ? for help"), settle}
	atMenu := then(atDevices, key("<ctrl-d>", "Network options"), settle)
	deviceMenu := []string{"Connect", "Pair", "Trust", "Block", "Send files", "Network options", "Audio profiles", "Info", "Remove"}
	menu := func(at int) *modes.Prompt {
		o := append([]string{}, deviceMenu...)
		o[at] = ">" + o[at]
		return want(modes.Select, "Device", "", o...)
	}

	// lazyssh-like (lazyssh, a tview manager of SSH servers; the
	// alternate screen): `lazyssh — SSH servers from ~/.ssh/config`, a
	// Search box `/ to search...`, a Servers list of seven (alias,
	// user@host), the first highlighted, its Details beside it and a row
	// of keys `↑↓ Navigate • Enter SSH • a Add …`: a full-screen program,
	// at first and moved down; a, a form `Add Server`: `Alias:` over a
	// blue field, the cursor in it, then Host/IP:, User:, Port: 22, Key:
	// ~/.ssh/id_ed25519, Tags: and the buttons Save and Cancel (a text
	// question `Alias:`), also with gitea typed, and after Tab the cursor
	// in Host/IP: (a text question `Host/IP:`); Esc, down, d, a modal
	// `Delete server db-primary (postgres@10.0.3.21)?` / `This removes its
	// Host block from ~/.ssh/config.` over Delete (focused) and Cancel (a
	// confirm, Delete highlighted).
	ssh := twohundredseventysixthTool("lazyssh")
	atServers := []step{wait("Enter SSH"), settle}
	atAdd := then(atServers, key("a", "Add Server"), settle)

	// twitch-tui-like (twitch-tui, a ratatui Twitch chat client; the
	// alternate screen): a rounded block `[ 2026-11-28 19:03:08 ]─[ Chat
	// ]─[ #teo_plays ]` of eighteen messages (time, coloured name,
	// message), the cursor hidden: a full-screen program; ?, its
	// `[ Keybinds ]` table of mode, key and description (a full-screen
	// program); s, a rounded popup `[ Channel ]` over the chat, the cursor
	// in it, a `[ Recent ]` block of four channels under it (a text
	// question `Channel`), also with north typed (only northernlion left).
	twitch := twohundredseventysixthTool("twitch")
	atChat := []step{wait("Today's schedule"), settle}
	atSwitch := then(atChat, key("s", "[ Recent ]"), settle)
	channel := want(modes.Text, "Channel", "")

	// wtfutil-like (WTF, wtfutil, a tview dashboard; the alternate
	// screen): boxed widgets `World Clocks`, `Resource Usage`, `Todo [1]`,
	// `GitHub - acme/ledger [2]` and `Hacker News - topstories [3]`, the
	// cursor hidden: a full-screen program, at first; 1 and down, the Todo
	// widget focused (its border yellow), its second item highlighted (a
	// full-screen program); n, a modal `New Todo`: `New: ` over a blue
	// field, the cursor in it, buttons Save and Cancel (a text question
	// `New:`), also with `Call the bank` typed; Esc, /, a modal `Help`:
	// `Keyboard commands for Todo:` and its keys (a full-screen program's
	// page of keys).
	wtf := twohundredseventysixthTool("wtfutil")
	atWidgets := []step{wait("topstories [3]"), settle}
	atTodo := then(atWidgets, key("1", ""), down, settle)
	atNewTodo := then(atTodo, key("n", "New Todo"), settle)
	newTodo := want(modes.Text, "New:", "")

	// slack-term-like (slack-term, a termui Slack client; the alternate
	// screen): a `Channels` box, `> #general` marked, the channel's
	// messages (`[19:01] <ana.ruiz> …`) in a box titled `#general`, an
	// empty `Input` box and a `Mode` box `COMMAND`, the cursor hidden: a
	// full-screen program, at first and moved down twice (`> #deploys`);
	// i, `INSERT`, `rollback done?` typed in the Input box, the cursor
	// after it (the full-screen program's message box).
	slack := twohundredseventysixthTool("slackterm")
	atChannels := []step{wait("COMMAND"), settle}
	atDeploys := then(atChannels, down, settle, down, wait("> #deploys"), settle)

	return []corpusCase{
		// bluetuith-like: its devices (also moved), its Device menu
		// (also moved), a passkey to confirm, its help.
		needs(is(modes.TUI, "bluetuith-like", "bluetuith-like", blue, atDevices...), py),
		needs(is(modes.TUI, "bluetuith-like-moved", "bluetuith-like", blue, then(atDevices, down, settle)...), py),
		needs(ask("bluetuith-like-menu", "bluetuith-like", blue, menu(0), atMenu...), py),
		needs(ask("bluetuith-like-menu-moved", "bluetuith-like", blue, menu(1), then(atMenu, down, settle)...), py),
		needs(ask("bluetuith-like-pair", "bluetuith-like", blue,
			buttons("Confirm passkey for WH-1000XM4 is 482913", 0, "Yes", "No"),
			then(atDevices, key("p", "Pairing Request"), settle)...), py),
		needs(is(modes.TUI, "bluetuith-like-help", "bluetuith-like", blue,
			then(atDevices, key("?", "exit the help page"), settle)...), py),

		// lazyssh-like: its servers (also moved), a new server's alias
		// (also typed) and host, a deletion to confirm.
		needs(is(modes.TUI, "lazyssh-like", "lazyssh-like", ssh, atServers...), py),
		needs(is(modes.TUI, "lazyssh-like-moved", "lazyssh-like", ssh, then(atServers, down, settle)...), py),
		needs(ask("lazyssh-like-add", "lazyssh-like", ssh, want(modes.Text, "Alias:", ""), atAdd...), py),
		needs(ask("lazyssh-like-add-typed", "lazyssh-like", ssh, want(modes.Text, "Alias:", ""),
			then(atAdd, text("gitea", "Alias:    gitea"), settle)...), py),
		needs(ask("lazyssh-like-add-host", "lazyssh-like", ssh, want(modes.Text, "Host/IP:", ""),
			then(atAdd, text("gitea", "Alias:    gitea"), settle, key("<tab>", ""), settle)...), py),
		needs(ask("lazyssh-like-delete", "lazyssh-like", ssh,
			buttons("Delete server db-primary (postgres@10.0.3.21)?", 0, "Delete", "Cancel"),
			then(atServers, down, settle, key("d", "Delete server"), settle)...), py),

		// twitch-tui-like: its chat, its keybinds, its channel switcher
		// (also typed).
		needs(is(modes.TUI, "twitch-tui-like", "twitch-tui-like", twitch, atChat...), py),
		needs(is(modes.TUI, "twitch-tui-like-help", "twitch-tui-like", twitch, then(atChat, key("?", "[ Keybinds ]"), settle)...), py),
		needs(ask("twitch-tui-like-switch", "twitch-tui-like", twitch, channel, atSwitch...), py),
		needs(ask("twitch-tui-like-switch-typed", "twitch-tui-like", twitch, channel,
			then(atSwitch, text("north", "│ north "), settle)...), py),

		// wtfutil-like: its widgets, its Todo list focused, a new todo
		// (also typed), the Todo widget's help.
		needs(is(modes.TUI, "wtfutil-like", "wtfutil-like", wtf, atWidgets...), py),
		needs(is(modes.TUI, "wtfutil-like-todo", "wtfutil-like", wtf, atTodo...), py),
		needs(ask("wtfutil-like-new", "wtfutil-like", wtf, newTodo, atNewTodo...), py),
		needs(ask("wtfutil-like-new-typed", "wtfutil-like", wtf, newTodo,
			then(atNewTodo, text("Call the bank", "New: Call the bank"), settle)...), py),
		needs(is(modes.TUI, "wtfutil-like-help", "wtfutil-like", wtf,
			then(atTodo, key("/", "Keyboard commands for Todo"), settle)...), py),

		// slack-term-like: its channels and messages (also moved), a
		// message typed in insert mode.
		needs(is(modes.TUI, "slack-term-like", "slack-term-like", slack, atChannels...), py),
		needs(is(modes.TUI, "slack-term-like-moved", "slack-term-like", slack, atDeploys...), py),
		needs(is(modes.TUI, "slack-term-like-insert", "slack-term-like", slack,
			then(atDeploys, key("i", "INSERT"), settle, text("rollback done?", "│rollback done?"), settle)...), py),
	}
}

// TestModesTwohundredseventysixth drives the twohundredseventysixth set
// live to the labelled moment and, with -update, stores its screens,
// labels and facts for modes' TestSetsAccuracy/twohundredseventysixth.
// Whether the classifier reads them right is that test's measure, not a
// failure here.
func TestModesTwohundredseventysixth(t *testing.T) {
	captureSet(t, twohundredseventysixthDir, twohundredseventysixthSet())
}
