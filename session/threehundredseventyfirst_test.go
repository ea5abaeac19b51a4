package session

import (
	"testing"

	"github.com/agentty/agentty/modes"
)

// threehundredseventyfirstDir holds the threehundredseventyfirst set
// (issue 44, three-hundred-and-seventy-first round): live cases of four
// terminal chat, mail and news clients that Debian does not package,
// imitated by a fixture of its own (one script run by Debian's python3),
// each drawing what the real client draws at one of its moments:
// karelzak's mutt-kz (mutt 1.6.0 with notmuch, over IMAP: its password
// asked on the last row of a blank alternate screen, its header fetch
// under way, its index under its help bar, its `Search for: ` prompt, a
// message in its pager, `Purge 1 deleted message? ([yes]/no): `),
// vysheng's telegram-cli (its banner on the main screen, the phone
// number, the code and the two-step password read a key at a time, its
// readline prompt `> ` with `[2 unread]` before it, messages and
// dialog_list printed over it), normen's whatscli (tview's grid of
// lines on the alternate screen: the chats tree, the chat's messages,
// the input field at the foot, a message selected) and spencerwi's
// cliflux (a Miniflux client on tui-realm: a box of unread entries with
// `>> ` before the current one, an entry read in a box titled with it,
// a page on, its keyboard help). None of them, nor their makers, is
// named by any other test, table, fixture or doc of agentty: grepped
// with `git grep -il` before they were chosen were mutt-kz, karelzak,
// telegram-cli, vysheng, valtman, whatscli, normen, cliflux and
// spencerwi (and, found named and left, among others: meli, himalaya,
// aerc, nmail, neomutt, mutt, alot, bower, purebred, lumail, vmail,
// matcha, sup, cone, mutt-wizard, hydroxide, alpine, pine and elm as
// words, iamb, ulyssa, senpai, gomuks, catgirl, glirc, irssi, weechat,
// profanity, poezio, mcabber, discordo, cordless, gurk, scli, siggo,
// nchat, arigram, tg and tiny as words, matterhorn, mattermost,
// slack-term, sclack, zulip, keybase, hangups, toot, tut, newsboat,
// newsbeuter, newsraft, snownews, canto, sfeed, tuifeed, tuir, rtv as
// a word, russ, goread, eilmeldung, circumflex, hackernews-tui's maker
// aome510 and haxor-news' maker donnemartin). Each case's label says
// what a person reads on the screen, written from the fixture run by
// hand in tmux outside agentty at 80x24, and was committed before its
// screen was captured.
const threehundredseventyfirstDir = "../testdata/modes-threehundredseventyfirst"

// threehundredseventyfirstTool runs one tool of the set's script with
// Debian's python3, over a home holding notes.txt and long.txt.
func threehundredseventyfirstTool(tool string) opener {
	return setFixtures("threehundredseventyfirst").script(pythonPath, "py/threehundredseventyfirst_chat.py", tool)
}

// threehundredseventyfirstSet is the threehundredseventyfirst set.
// Labels say what a person reads on the screen: a client's own screen
// (its index of mail under its keys' help, its chats and messages with
// the line to write one at the foot, its list of entries, its help) is
// a TUI; a message or an entry opened to be read is a pager; a row
// asking for a value, the cursor after it, a text question (a password
// or a two-step password a password); a question wanting a yes or a no
// a yes/no, its default the one in brackets; a line-oriented client at
// its prompt, also under what a command printed, a REPL; a client
// fetching its mail with no prompt, unknown and running.
func threehundredseventyfirstSet() []corpusCase {
	is, ask, needs, wait, settle := isCase, askCase, needing, waitFor, settled
	py := pythonPath
	typed := func(s, expect string) step { return step{text: s, enter: true, expect: expect, timeout: setSlow} }
	key := func(k, expect string) step { return step{keys: k, expect: expect, timeout: setSlow} }
	text := func(s, expect string) step { return step{text: s, expect: expect, timeout: setSlow} }
	then := func(a []step, b ...step) []step { return append(append([]step{}, a...), b...) }
	running := func(name, program string, open opener, steps ...step) corpusCase {
		return corpusCase{name: name, program: program, open: open, steps: steps, mode: modes.Unknown, state: Running}
	}

	// muttkz-like (karelzak's mutt-kz over IMAP, ncurses on the
	// alternate screen, the keypad in application mode): a blank screen
	// but its last row, `Password for ada@imap.ledger.example: `, the
	// cursor after it (a password); hunter22 typed (nothing shown) and
	// Enter, `Logging in...`, `Selecting INBOX...`, then `Fetching
	// message headers... 0/42 (0%)` alone on the last row while it reads
	// the folder (unknown, running); its index when done: `q:Quit  d:Del
	// u:Undel  s:Save  m:Mail  r:Reply  g:Group  ?:Help` reversed on the
	// top row, messages 22 to 42 (`  40 N + Nov 26 Ada Berg        (  31)
	// Invoice 2026-11 is overdue` reversed across the screen, the cursor
	// at its right end), `---Mutt: =INBOX [Msgs:42 New:3
	// 612K]---(date/date)---…---(end)---` reversed over an empty last
	// row (a TUI); / and `Search for: ` on the last row, the cursor
	// after it (a text question); Enter instead, message 40 in its
	// pager: `i:Exit  -:PrevPg  <Space>:NextPg v:View Attachm.  d:Del
	// r:Reply  j:Next ?:Help`, Date, From, To and Subject, the body, `-
	// +- 40/42: Ada Berg               Invoice 2026-11 is overdue … --
	// (74%)` reversed (a pager: the message being read); d instead,
	// message 40 marked ` D+`, message 41 current, `-*-Mutt: =INBOX
	// [Msgs:42 New:2 Del:1 612K]`, then $, `Purge 1 deleted message?
	// ([yes]/no): ` on the last row (a yes/no, default yes).
	mk := threehundredseventyfirstTool("muttkz")
	atPassword := []step{wait("Password for"), settle}
	atIndex := then(atPassword, typed("hunter22", "(date/date)"), settle)

	// telegram-like (vysheng's telegram-cli 1.4.1 on the main screen):
	// its banner (`Telegram-cli version 1.4.1, Copyright (C) 2013-2015
	// Vitaly Valtman`, the warranty, libtgl 2.1.0, OpenSSL), its config
	// and downloads folders `created`, then `phone number: `, the cursor
	// after it (a text question); +4915112345678, `code ('CALL' for
	// phone code): ` (a text question); 52817, `password: ` (a
	// password: what is typed is not echoed); hunter22, two messages
	// printed (` [10:41]  Ada Berg >>> are you in today? …`, ` [10:42]
	// Ledger team Olu Adeyemi >>> …`) over `[2 unread]> ` ([2 unread]
	// red), the cursor after it (a REPL at its prompt); dialog_list, six
	// dialogs in yellow (`User Ada Berg: 1 unread`, `Chat Ledger team: 1
	// unread`, `Channel Relay releases: 0 unread`, …) over the prompt
	// again (the REPL).
	tg := threehundredseventyfirstTool("telegram")
	atPhone := []step{wait("phone number:"), settle}
	atCode := then(atPhone, typed("+4915112345678", "code ('CALL'"), settle)
	atTwoStep := then(atCode, typed("52817", "password:"), settle)
	atLoggedIn := then(atTwoStep, typed("hunter22", "[2 unread]"), settle)

	// whatscli-like (normen's whatscli 1.1.6, tview on the alternate
	// screen, the mouse reported): a grid of white lines, ` WhatsCLI
	// v1.1.6  Type /help or press Ctrl+? for help` across the top,
	// `Chats` (reversed, yellow: the tree's current node) over `├──Ada
	// Berg (2)`, `├──Ledger team` (blue: a group), `├──Olu Adeyemi`,
	// `├──Relay on-call (5)`, `├──Mara Lindqvist` and `└──Kofi Mensah`
	// at the left, its help (`Keys:`, `Global`, ` Tab  = Switch
	// input/chats`, `Message panel`, …) at the right, ` online  (0% l
	// s)` at the foot's left and the empty blue input field at its
	// right, the cursor in it (a TUI); Tab (the help scrolled to its end,
	// `connecting..`, `Session restored successfully`, `Loaded 6 chats`,
	// `connected`) and Down, Ada Berg's node current (green behind
	// it), her four messages (`(26-11-26 09:12:40) Ada: morning! are you
	// in today?` …, the time dim, the name bold), the cursor hidden (a
	// TUI); Tab and `on my way, logs are in the folder` typed in the
	// field, the cursor after it (the TUI); Enter, `(26-11-26 10:42:05)
	// Me: on my way, logs are in the folder` under her messages, the
	// field empty (the TUI); Ctrl-W, that message reversed, the cursor
	// hidden (the TUI: a message selected).
	wa := threehundredseventyfirstTool("whatscli")
	atWhats := []step{wait("Message panel"), settle}
	atChat := then(atWhats, key("<tab>", "connecting.."), settle, key("<down>", "morning! are you in"), settle)
	atTyped := then(atChat, key("<tab>", ""), text("on my way, logs are in the folder", "logs are in the"), settle)
	atSent := then(atTyped, key("<enter>", "10:42:05"), settle)

	// cliflux-like (spencerwi's cliflux, tui-realm on the alternate
	// screen, the cursor hidden): `Loading...`, then a box titled `
	// Unread Entries ` of fourteen entries, each its title in bold, ` »»
	// ` and its feed in italics, `>>  Relay 4.2 released with per-floor
	// schedules  »» Relay releases` the current one (a TUI); j twice,
	// `>> ` before the third (the TUI); Enter instead, the entry in a box
	// titled `  Relay 4.2 released with per-floor schedules  ` in bold,
	// its paragraphs with cyan link numbers (` [1]`), a list of changes
	// (a pager: the entry being read); Page Down, eight rows on, its
	// last paragraphs (`Thanks to everyone who tested …`) in view (a
	// pager); ? instead, a box ` Keyboard Help `, its
	// sections in bold (`Global`, `Unread/Starred Entries view`) over
	// keys and what they do in two columns (a TUI).
	cf := threehundredseventyfirstTool("cliflux")
	atList := []step{wait("Unread Entries"), settle}
	atEntry := then(atList, key("<enter>", "Other changes in this release"), settle)

	return []corpusCase{
		// muttkz-like: its password, its fetch, its index, a search, a
		// message read, purging a deleted one.
		needs(ask("muttkz-like", "muttkz-like", mk, want(modes.Password, "Password for ada@imap.ledger.example:", ""),
			atPassword...), py),
		needs(running("muttkz-like-fetching", "muttkz-like", mk,
			then(atPassword, typed("hunter22", "Fetching message headers"))...), py),
		needs(is(modes.TUI, "muttkz-like-index", "muttkz-like", mk, atIndex...), py),
		needs(ask("muttkz-like-search", "muttkz-like", mk, want(modes.Text, "Search for:", ""),
			then(atIndex, key("/", "Search for:"), settle)...), py),
		needs(is(modes.Pager, "muttkz-like-pager", "muttkz-like", mk,
			then(atIndex, key("<enter>", "Subject: Invoice"), settle)...), py),
		needs(ask("muttkz-like-purge", "muttkz-like", mk, yesNo("Purge 1 deleted message?", "yes"),
			then(atIndex, key("d", "Del:1"), settle, key("$", "Purge 1 deleted"), settle)...), py),

		// telegram-like: the phone number, the code, the two-step
		// password, its prompt, dialog_list.
		needs(ask("telegram-like", "telegram-like", tg, want(modes.Text, "phone number:", ""), atPhone...), py),
		needs(ask("telegram-like-code", "telegram-like", tg, want(modes.Text, "code ('CALL' for phone code):", ""),
			atCode...), py),
		needs(ask("telegram-like-password", "telegram-like", tg, want(modes.Password, "password:", ""), atTwoStep...), py),
		needs(is(modes.REPL, "telegram-like-prompt", "telegram-like", tg, atLoggedIn...), py),
		needs(is(modes.REPL, "telegram-like-dialogs", "telegram-like", tg,
			then(atLoggedIn, typed("dialog_list", "Relay releases"), settle)...), py),

		// whatscli-like: its help, a chat opened, a message typed, sent,
		// selected.
		needs(is(modes.TUI, "whatscli-like", "whatscli-like", wa, atWhats...), py),
		needs(is(modes.TUI, "whatscli-like-chat", "whatscli-like", wa, atChat...), py),
		needs(is(modes.TUI, "whatscli-like-typed", "whatscli-like", wa, atTyped...), py),
		needs(is(modes.TUI, "whatscli-like-sent", "whatscli-like", wa, atSent...), py),
		needs(is(modes.TUI, "whatscli-like-select", "whatscli-like", wa,
			then(atSent, key("<ctrl-w>", ""), settle)...), py),

		// cliflux-like: its entries, moved, one read, a page on, its
		// keyboard help.
		needs(is(modes.TUI, "cliflux-like", "cliflux-like", cf, atList...), py),
		needs(is(modes.TUI, "cliflux-like-moved", "cliflux-like", cf,
			then(atList, key("j", ""), key("j", ""), settle)...), py),
		needs(is(modes.Pager, "cliflux-like-entry", "cliflux-like", cf, atEntry...), py),
		needs(is(modes.Pager, "cliflux-like-paged", "cliflux-like", cf,
			then(atEntry, key("<pgdn>", "Thanks to everyone"), settle)...), py),
		needs(is(modes.TUI, "cliflux-like-help", "cliflux-like", cf,
			then(atList, key("?", "Keyboard Help"), settle)...), py),
	}
}

// TestModesThreehundredseventyfirst drives the threehundredseventyfirst
// set live to the labelled moment and, with -update, stores its screens,
// labels and facts for modes' TestSetsAccuracy/threehundredseventyfirst.
// Whether the classifier reads them right is that test's measure, not a
// failure here.
func TestModesThreehundredseventyfirst(t *testing.T) {
	captureSet(t, threehundredseventyfirstDir, threehundredseventyfirstSet())
}
