package session

import (
	"testing"

	"github.com/agentty/agentty/modes"
)

// twohundredtwentysixthDir holds the twohundredtwentysixth set (issue 44,
// two-hundred-and-twenty-sixth round): live cases of full-screen
// terminal tools that cannot run here, imitated by a fixture of its own
// (Python's curses, Debian's python3), none of them, nor the programs
// they imitate, named by any other test, table, fixture or doc of
// agentty, each drawing what the real program draws (its panes, its
// lists with the current row highlighted, its status and key bars, its
// colours, reverse video and cursor) to measure the classifier once as
// it was on programs nobody here had looked at: a mail client (lumail
// 2), a feed reader (newsraft), a music player (herrie), an instant
// messenger (CenterIM), a todo manager (dooit) and a password store's
// browser (passepartui); each at its main screen, after a move, and at
// what it opens over its screen: a question on its foot or in a box, a
// line to type into (a To: line, a search), a popup menu of actions, a
// help overlay, a passphrase box, at first and after a key or typed
// text. Each case's label (mode, state, prompt kind, question, default,
// options and the highlighted one) was written from what the real
// program is known to draw, and the imitation run by hand in tmux
// outside agentty, and committed before its screen was captured.
const twohundredtwentysixthDir = "../testdata/modes-twohundredtwentysixth"

// twohundredtwentysixthScript runs a mode of the set's Python fixture
// with Debian's interpreter.
func twohundredtwentysixthScript(mode string) opener {
	return setFixtures("twohundredtwentysixth").script(pythonPath, "py/twohundredtwentysixth_demo.py", mode)
}

// twohundredtwentysixthSet is the twohundredtwentysixth set. Labels say
// what a person reads on the screen.
func twohundredtwentysixthSet() []corpusCase {
	is, ask, needs, wait, settle := isCase, askCase, needing, waitFor, settled
	py := pythonPath
	key := func(k, expect string) step { return step{keys: k, expect: expect, timeout: setSlow} }
	secret := func(s string) step { return step{text: s, secret: true, timeout: setSlow} }
	typed := func(s string) step { return step{text: s, timeout: setSlow} }
	down := step{keys: "<down>"}
	steps := func(a []step, more ...step) []step { return append(append([]step{}, a...), more...) }
	pick := func(highlighted int, opts ...string) []string {
		o := append([]string(nil), opts...)
		o[highlighted] = ">" + o[highlighted]
		return o
	}

	// lumail-like: lumail 2's index mode over a Maildir (a message a
	// row, `[N ]` flags, date, sender and subject, the current row in
	// reverse video, new ones in bold yellow, the cursor hidden) over
	// its framed status panel ("Lumail v2.1", the mode, the folder, the
	// counts and `j/k move  t tag  d delete  c compose  TAB panel  q
	// quit`): at first, then j to the second message; t three times
	// (each tagged `T`) and d: `Delete 3 messages? [y/N]` on the last
	// row, the cursor after it; c: `To:` on the last row, the cursor
	// after it, also with an address typed.
	lumail := twohundredtwentysixthScript("lumail")
	atIndex := []step{wait("j/k move  t tag")}
	toTo := steps(atIndex, key("c", "To:"))

	// newsraft-like: newsraft's feeds menu (a feed a row, its unread
	// count before its name in bold, the current one in reverse video,
	// nothing else on the screen, the cursor hidden): at first (LWN.net
	// current), then j to The Go Blog; Enter on LWN.net to its items
	// (N for new, date, title; the first current); Enter again to the
	// item read in its pager (Feed:, Title:, Date: and Link: in bold
	// over the article's text).
	newsraft := twohundredtwentysixthScript("newsraft")
	atFeeds := []step{wait("Planet Debian")}
	toItems := steps(atFeeds, key("<enter>", "Kernel prepatch"))

	// herrie-like: herrie 2.2 (a blue bar ` Idle` on top over the
	// playlist, five songs `Artist - Title` with their length in
	// brackets; a blue bar ` ~/Music` over the file browser, its
	// directories in bold, Broadcast/ in reverse video, the cursor
	// hidden): at first, then j to Cocteau Twins/; / to `Search for:`
	// on the last row, the cursor after it, also with stereo typed; q
	// to `Quit herrie? [y/n]:` on the last row.
	herrie := twohundredtwentysixthScript("herrie")
	atBrowser := []step{wait("~/Music")}
	toSearch := steps(atBrowser, key("/", "Search for:"))

	// centerim-like: CenterIM 4.22 (white on blue; a cyan bar
	// `CENTERIM 4.22.10` and the time on top, the contact list framed
	// on the left with its groups `[-] Online` and `[-] Offline` in
	// yellow, alice on cyan, the events log framed on the right, the
	// keys `F2/m user menu  F3/s status  F4/g general  F5/a add  q
	// quit` and the accounts' bar at the foot, the cursor hidden): at
	// first, then ↓ to bob; m to alice's user menu framed over the list
	// (ten actions, Send a message on cyan; also ↓ to Send an URL);
	// Remove user chosen there: `Are you sure want to remove alice?
	// [y/N]` over the keys' row, the cursor after it.
	centerim := twohundredtwentysixthScript("centerim")
	atContacts := []step{wait("F2/m user menu")}
	toMenu := steps(atContacts, key("m", "Send a message"))
	userMenu := func(highlighted int) *modes.Prompt {
		return want(modes.Select, "alice", "", pick(highlighted,
			"Send a message", "Send an URL", "Send contacts", "User's details", "Edit user",
			"Remove user", "Move to group", "Ignore user", "Fetch away message", "Events history")...)
	}

	// dooit-like: dooit 2 (rounded frames: Workspaces on the left, Home
	// marked, the Home workspace's todos on the right with their
	// Description, Due and Urgency, Pay rent in reverse video; ` NORMAL `
	// on magenta, the workspace's counts and `? help  q quit` on the last
	// row, the cursor hidden): at first, then j to Renew the passport; ?
	// to "Dooit Help" framed over it (the keys of NORMAL mode and what
	// each does, "Press escape to close"); x on Pay rent to a red box
	// `Remove "Pay rent"?` over `Yes` and `No` (No on green), also → to
	// Yes.
	dooit := twohundredtwentysixthScript("dooit")
	atTodos := []step{wait("? help  q quit")}
	toRemove := steps(atTodos, key("x", "Remove \"Pay rent\"?"))
	remove := func(highlighted int) *modes.Prompt {
		return want(modes.Confirm, "Remove \"Pay rent\"?", "", pick(highlighted, "Yes", "No")...)
	}

	// passepartui-like: passepartui 0.1 (rounded frames: a Search box on
	// top, "Press / to search" dim in it; Passwords (9) on the left,
	// bank/checking on cyan with `>`; Details on the right, the entry's
	// file and its locked fields; the name and version and `j/k move  /
	// search  Enter decrypt  c copy  q quit` on the last rows, the cursor
	// hidden): at first, then j to bank/savings; / and mail typed into
	// the Search box (the cursor after it, the list cut to the two email
	// entries); Enter on bank/checking to an Unlock box ("Please enter
	// the passphrase to unlock the secret key for the password store.",
	// `Passphrase:` the cursor after it; also with a passphrase typed, a
	// star a key).
	passepartui := twohundredtwentysixthScript("passepartui")
	atPasswords := []step{wait("Press / to search")}
	toUnlock := steps(atPasswords, key("<enter>", "Passphrase:"))
	passphrase := want(modes.Password, "Passphrase:", "")

	return []corpusCase{
		// A mail client: lumail's index (also moved), its question to
		// delete the tagged messages, its To: line (also typed into).
		needs(is(modes.TUI, "lumail-like", "lumail-like", lumail, atIndex...), py),
		needs(is(modes.TUI, "lumail-like-moved", "lumail-like", lumail, steps(atIndex, key("j", "Message 2/12"), settle)...), py),
		needs(ask("lumail-like-delete", "lumail-like", lumail, yesNo("Delete 3 messages?", "n"),
			steps(atIndex, key("t", "Tagged: 1"), key("t", "Tagged: 2"), key("t", "Tagged: 3"),
				key("d", "Delete 3 messages?"), settle)...), py),
		needs(ask("lumail-like-compose", "lumail-like", lumail, want(modes.Text, "To:", ""), steps(toTo, settle)...), py),
		needs(ask("lumail-like-compose-typed", "lumail-like", lumail, want(modes.Text, "To:", ""),
			steps(toTo, typed("carol@example.org"), settle)...), py),

		// A feed reader: newsraft's feeds (also moved), a feed's items,
		// an item in its pager.
		needs(is(modes.TUI, "newsraft-like", "newsraft-like", newsraft, atFeeds...), py),
		needs(is(modes.TUI, "newsraft-like-moved", "newsraft-like", newsraft, steps(atFeeds, key("j", ""), settle)...), py),
		needs(is(modes.TUI, "newsraft-like-items", "newsraft-like", newsraft, steps(toItems, settle)...), py),
		needs(is(modes.Pager, "newsraft-like-item", "newsraft-like", newsraft,
			steps(toItems, key("<enter>", "Link:"), settle)...), py),

		// A music player: herrie's playlist and browser (also moved),
		// its search line (also typed into), its question to quit.
		needs(is(modes.TUI, "herrie-like", "herrie-like", herrie, atBrowser...), py),
		needs(is(modes.TUI, "herrie-like-moved", "herrie-like", herrie, steps(atBrowser, key("j", ""), settle)...), py),
		needs(ask("herrie-like-search", "herrie-like", herrie, want(modes.Text, "Search for:", ""), steps(toSearch, settle)...), py),
		needs(ask("herrie-like-search-typed", "herrie-like", herrie, want(modes.Text, "Search for:", ""),
			steps(toSearch, typed("stereo"), settle)...), py),
		needs(ask("herrie-like-quit", "herrie-like", herrie, yesNo("Quit herrie?", ""),
			steps(atBrowser, key("q", "Quit herrie?"), settle)...), py),

		// An instant messenger: CenterIM's contacts (also moved), its
		// user menu (also moved), its question to remove a contact.
		needs(is(modes.TUI, "centerim-like", "centerim-like", centerim, atContacts...), py),
		needs(is(modes.TUI, "centerim-like-moved", "centerim-like", centerim, steps(atContacts, down, settle)...), py),
		needs(ask("centerim-like-menu", "centerim-like", centerim, userMenu(0), steps(toMenu, settle)...), py),
		needs(ask("centerim-like-menu-moved", "centerim-like", centerim, userMenu(1), steps(toMenu, down, settle)...), py),
		needs(ask("centerim-like-remove", "centerim-like", centerim, yesNo("Are you sure want to remove alice?", "n"),
			steps(toMenu, step{keys: "<down><down><down><down><down>"}, key("<enter>", "Are you sure"), settle)...), py),

		// A todo manager: dooit's todos (also moved), its help, its box
		// asking to remove a todo (also moved to Yes).
		needs(is(modes.TUI, "dooit-like", "dooit-like", dooit, atTodos...), py),
		needs(is(modes.TUI, "dooit-like-moved", "dooit-like", dooit, steps(atTodos, key("j", ""), settle)...), py),
		needs(is(modes.TUI, "dooit-like-help", "dooit-like", dooit, steps(atTodos, key("?", "Dooit Help"), settle)...), py),
		needs(ask("dooit-like-remove", "dooit-like", dooit, remove(1), steps(toRemove, settle)...), py),
		needs(ask("dooit-like-remove-yes", "dooit-like", dooit, remove(0), steps(toRemove, step{keys: "<right>"}, settle)...), py),

		// A password store's browser: passepartui's list (also moved),
		// its search (typed into), its passphrase box (also typed into).
		needs(is(modes.TUI, "passepartui-like", "passepartui-like", passepartui, atPasswords...), py),
		needs(is(modes.TUI, "passepartui-like-moved", "passepartui-like", passepartui,
			steps(atPasswords, key("j", "Pass file: bank/savings"), settle)...), py),
		needs(ask("passepartui-like-search", "passepartui-like", passepartui, want(modes.Text, "Search", ""),
			steps(atPasswords, key("/", ""), typed("mail"), wait("Passwords (2)"), settle)...), py),
		needs(ask("passepartui-like-unlock", "passepartui-like", passepartui, passphrase, steps(toUnlock, settle)...), py),
		needs(ask("passepartui-like-unlock-typed", "passepartui-like", passepartui, passphrase,
			steps(toUnlock, secret("relay42"), settle)...), py),
	}
}

// TestModesTwohundredtwentysixth drives the twohundredtwentysixth set
// live to the labelled moment and, with -update, stores its screens,
// labels and facts for modes' TestSetsAccuracy/twohundredtwentysixth.
// Whether the classifier reads them right is that test's measure, not a
// failure here.
func TestModesTwohundredtwentysixth(t *testing.T) {
	captureSet(t, twohundredtwentysixthDir, twohundredtwentysixthSet())
}
