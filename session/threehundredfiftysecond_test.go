package session

import (
	"testing"

	"github.com/agentty/agentty/modes"
)

// threehundredfiftysecondDir holds the threehundredfiftysecond set (issue
// 44, three-hundred-and-fifty-second round): live cases of five
// full-screen programs that Debian does not package — a mail client, a
// chat client, a file manager, a music player and a git front-end —
// imitated by a fixture of its own (one script run by Debian's python3),
// each drawing its own screen and the dialogs, prompts, pickers and menus
// it puts over its panes at one of its moments: floatpane's matcha (a
// Bubble Tea mail client: its start menu, its inbox of two accounts, its
// composer, contact suggestions dropped under To, a rounded `Discard
// draft?` box), TruncatedDinoSour's arigram (a fork of tg, a Telegram
// client in curses: chats and messages side by side, prompts written on
// the last row as `(prefix) `), Robert Hawdon's DF-SHOW (`show`, an
// ncurses file manager after a DOS one: a command bar on the top row
// where its prompts are written, `ls -l` rows, function keys on the
// bottom row), aome510's spotify_player (ratatui: a Playback window over
// the library, its popups in boxes at the bottom) and Piturnah's gex (a
// Magit-like git front-end: a cooked question before its screen, the
// status, a command's options overlay, its minibuffer's input row). None
// of them, nor their makers, is named by any other test, table, fixture
// or doc of agentty: grepped with `git grep -il` before they were chosen
// were floatpane, arigram, truncateddinosour, dfshow, df-show,
// roberthawdon, hawdon, spotify_player, spotify-player, aome510, piturnah,
// and matcha and gex as words (`matchAll` and `regex` hold them) (and,
// found matched and left, among others: nmail, meli, himalaya, aerc,
// alot, neomutt, purebred, bower, vmail, lumail, gomuks, iamb, senpai,
// catgirl, glirc, discordo, cordless, endcord, nchat, gurk, scli, siggo,
// matterhorn, slack-term, sclack, zulip-terminal, twitch-tui, tut,
// epic5, bitchx, yazi, joshuto, xplr, superfile, broot, ranger, nnn,
// vifm, fff, goful, cfiles, noice, far2l, tere, termscp, musikcube,
// termusic, rmpc, ncspot, spotify-tui, jellyfin-tui, ytermusic, castero,
// lazygit, gitui, gitu, tig, grv, gitin, gitbatch, magit, lazyjj, jjui,
// serie, keifu, gh-dash and git-interactive-rebase-tool). Each case's
// label says what a person reads on the screen, written from the
// fixture run by hand in tmux outside agentty at 80x24, and was
// committed before its screen was captured.
const threehundredfiftysecondDir = "../testdata/modes-threehundredfiftysecond"

// threehundredfiftysecondTool runs one tool of the set's script with
// Debian's python3, over a home holding notes.txt and long.txt.
func threehundredfiftysecondTool(tool string) opener {
	return setFixtures("threehundredfiftysecond").script(pythonPath, "py/threehundredfiftysecond_dialogs.py", tool)
}

// threehundredfiftysecondSet is the threehundredfiftysecond set. Labels
// say what a person reads on the screen: a program's own screen with no
// dialog (a list of mail, chats and messages, a directory, a library, a
// git status, a command line of its own) is a TUI; a menu or a list
// dropped over it with one entry marked current is a select; a row or a
// box asking for a value, the cursor in it, a text question; a question
// that wants a yes or a no a yes/no, its default where it marks one;
// lettered commands asked on a row a choice.
func threehundredfiftysecondSet() []corpusCase {
	is, ask, needs, wait, settle := isCase, askCase, needing, waitFor, settled
	py := pythonPath
	typed := func(s, expect string) step { return step{text: s, enter: true, expect: expect, timeout: setSlow} }
	key := func(k, expect string) step { return step{keys: k, expect: expect, timeout: setSlow} }
	text := func(s, expect string) step { return step{text: s, expect: expect, timeout: setSlow} }
	then := func(a []step, b ...step) []step { return append(append([]step{}, a...), b...) }

	// matcha-like (floatpane's matcha, on the alternate screen, the
	// cursor hidden): its logo in green over `What would you like to
	// do?`, `> View Inbox` green, Compose Email and Settings under it and
	// `Use ↑/↓ to navigate, enter to select, and ctrl+c to quit.` (a
	// select, View Inbox current); Enter, a spinner and `Fetching emails
	// from all accounts...`, then the inbox: tabs ALL (green, underlined),
	// Work and Home over a rule, `Inbox - All Accounts`, `12 emails`,
	// nine numbered subjects each with its account (`> 1. [ada.berg]
	// Invoice 2026-11 is overdue` green), page dots and its help row (a
	// TUI); from the menu, down and Enter, `Compose New Email`, `From: Ada
	// Berg <ada.berg@ledger.example> [switchable]` grey, `> To` (its T
	// reversed, the field's own cursor), `> Subject`, the body's ten rows,
	// `Attachment: None (Press Enter to select)`, `[ Send ]` and its help
	// row (a TUI); ad typed in To, a rounded box of three contacts under
	// it, `> Ada Berg <ada.berg@ledger.example>` green and bold (a select
	// of the contacts, no words asking); Esc instead, the form gone and a
	// rounded green box in the middle, `Discard draft?` over a grey
	// `(y/n)` (a yes/no, no default).
	mt := threehundredfiftysecondTool("matcha")
	atMenu := []step{wait("View Inbox"), settle}
	atCompose := then(atMenu, key("<down>", ""), key("<enter>", "Compose New Email"), settle)

	// arigram-like (TruncatedDinoSour's arigram, on the alternate screen,
	// the cursor hidden): `Chats` over seven chats at the left (date,
	// title, a group's sender, the last message, flags at the right such
	// as an unread count, `✓✓`, `P`, `M`), Ada Berg's reversed, a line
	// down the middle, `Ada Berg: online` over her messages at the right
	// (` 10:42:05 Ada Berg N see you at ten` reversed, the current one)
	// (a TUI); /, `(search) ` on the last row, the cursor after it (a
	// text question); dd, `(are you sure you want to delete the chat?
	// (y/N)) ` (a yes/no, default no); l, the chats narrowed to sixteen
	// columns and the messages widened (the TUI); up twice to the link
	// `https://ledger.example/inv/2026-11` and l, `(open <2026-11...>?
	// (Y/n)) ` (a yes/no, default yes).
	ag := threehundredfiftysecondTool("arigram")
	atChats := []step{wait("see you at ten"), settle}
	atMsgs := then(atChats, key("l", ""), settle)

	// dfshow-like (DF-SHOW's `show`, on the alternate screen, the cursor
	// hidden): its command bar `Copy, Delete, Edit, Hidden, Link, Modify,
	// Quit, Rename, Show, Touch, hUnt, eXec` (each hotkey bold) over
	// `/home/ada/ledger` and `11 Objects   400 Used 19873452 Available`
	// in green, its column headings (`---Attrs---`, `-Owner & Group-`,
	// `-Size-`, `---Date & Time---`, `----Name----`), eleven `ls -l` rows
	// in cyan, the current one blue and bold, and `F1-Down F2-Up F3-Top
	// F4-Bottom F5-Refresh F6-Mark/Unmark F7-All F8-None F9-Sort` on the
	// bottom row (a TUI); down to ledger-2026.csv and d, the command bar
	// `Delete file? (Yes/No)`, Y and N bold (a yes/no of Yes and No, no
	// default); c, `Copy file to:` and a field in black on white, the
	// cursor in it, backup/ledger.csv typed (a text question); F9, `Sort
	// list by - Date & time, Name, Size (shift = reverse)`, D, N, S and
	// shift bold (a choice of D, N and S); l, `Link Type - Hard, Symbolic
	// (enter = S)` (a choice of H and S, default S).
	ds := threehundredfiftysecondTool("dfshow")
	atList := []step{wait("F9-Sort"), settle}
	atLedger := then(atList, key("<down><down><down><down><down>", ""), settle)

	// spotify-like (aome510's spotify_player, on the alternate screen,
	// the mouse reported, the cursor hidden): a box `Playback` (`▶
	// Midnight City • M83 ♥`, `Hurry Up, We're Dreaming • synthpop`,
	// `repeat: Off | shuffle: false | volume: 70% | device:
	// spotify-player` and a progress bar `1:42/4:03`) over boxes
	// Playlists (`Night Drive • ada` reversed and bold), Albums and
	// Artists (a TUI); a, a box `Actions on Midnight City` at the bottom,
	// `[0] GoToArtist` to `[8] DeleteFromLiked`, the first reversed (a
	// select); D instead, a box `Devices` of three devices, each `name |
	// id`, spotify-player's reversed (a select); N instead, two boxes
	// `Enter Name for New Playlist:` and `Enter Description for New
	// Playlist:`, Road trip typed in the first and its own cursor a
	// reversed cell after it (a text question); g and a, `Actions on
	// Night Drive` of GoToRadio, CopyLink and DeleteFromLibrary, down
	// twice and Enter, a box `Confirm` holding `Delete Night Drive from
	// your library? (y/n)` (a yes/no, no default).
	sp := threehundredfiftysecondTool("spotify")
	atLibrary := []step{wait("Khruangbin"), settle}

	// gex-like (Piturnah's gex, started in a folder that is no git
	// repository): `Not a git repository. Initialise one? [y/N]` on the
	// main screen, cooked, the cursor after it (a yes/no, default no); y,
	// the alternate screen, the cursor hidden: `On branch main`,
	// `Untracked files (2)` in yellow, `›long.txt` reversed and
	// `›notes.txt` (a TUI); b, a rule `═══ Branch Options ═══` over ` b =>
	// checkout` and ` n => new`, the keys green and bold, at the bottom (a
	// choice of b and n); n, a rule of `╴` over `Name for the new branch:
	// `, the cursor shown after it (a text question); from the status, :,
	// the same rule over `:git `, the cursor after it (the TUI: gex's own
	// line for git commands).
	gx := threehundredfiftysecondTool("gex")
	atInit := []step{wait("Initialise one?"), settle}
	atStatus := then(atInit, typed("y", "Untracked files"), settle)
	atBranch := then(atStatus, key("b", "Branch Options"), settle)

	return []corpusCase{
		// matcha-like: its menu, its inbox, its composer, contacts
		// dropped under To, the discard box.
		needs(ask("matcha-like", "matcha-like", mt,
			want(modes.Select, "What would you like to do?", "", ">View Inbox", "Compose Email", "Settings"), atMenu...), py),
		needs(is(modes.TUI, "matcha-like-inbox", "matcha-like", mt,
			then(atMenu, key("<enter>", "12 emails"), settle)...), py),
		needs(is(modes.TUI, "matcha-like-compose", "matcha-like", mt, atCompose...), py),
		needs(ask("matcha-like-contacts", "matcha-like", mt,
			want(modes.Select, "", "", ">Ada Berg <ada.berg@ledger.example>", "Adam Kowal <adam@kowal.example>",
				"Olu Adeyemi <olu@ledger.example>"),
			then(atCompose, text("ad", "Adam Kowal"), settle)...), py),
		needs(ask("matcha-like-discard", "matcha-like", mt, yesNo("Discard draft?", ""),
			then(atCompose, key("<esc>", "Discard draft?"), settle)...), py),

		// arigram-like: chats and messages, a search, deleting a chat,
		// the messages widened, opening a link.
		needs(is(modes.TUI, "arigram-like", "arigram-like", ag, atChats...), py),
		needs(ask("arigram-like-search", "arigram-like", ag, want(modes.Text, "(search)", ""),
			then(atChats, key("/", "(search)"), settle)...), py),
		needs(ask("arigram-like-delete", "arigram-like", ag, yesNo("are you sure you want to delete the chat?", "no"),
			then(atChats, text("dd", "delete the chat?"), settle)...), py),
		needs(is(modes.TUI, "arigram-like-messages", "arigram-like", ag, atMsgs...), py),
		needs(ask("arigram-like-open", "arigram-like", ag, yesNo("open <2026-11...>?", "yes"),
			then(atMsgs, key("k", ""), key("k", ""), key("l", "(Y/n)"), settle)...), py),

		// dfshow-like: its directory, deleting, copying, sorting,
		// linking, each asked on its command bar.
		needs(is(modes.TUI, "dfshow-like", "dfshow-like", ds, atList...), py),
		needs(ask("dfshow-like-delete", "dfshow-like", ds, want(modes.Confirm, "Delete file?", "", "Y|Yes", "N|No"),
			then(atLedger, key("d", "Delete file?"), settle)...), py),
		needs(ask("dfshow-like-copy", "dfshow-like", ds, want(modes.Text, "Copy file to:", ""),
			then(atLedger, key("c", "Copy file to:"), settle, text("backup/ledger.csv", "backup/ledger.csv"), settle)...), py),
		needs(ask("dfshow-like-sort", "dfshow-like", ds,
			want(modes.Choice, "Sort list by", "", "D|Date & time", "N|Name", "S|Size"),
			then(atList, key("<f9>", "Sort list by"), settle)...), py),
		needs(ask("dfshow-like-link", "dfshow-like", ds, want(modes.Choice, "Link Type", "S", "H|Hard", "S|Symbolic"),
			then(atLedger, key("l", "Link Type"), settle)...), py),

		// spotify-like: its library, a track's actions, its devices, a
		// new playlist's name, confirming a playlist's removal.
		needs(is(modes.TUI, "spotify-like", "spotify-like", sp, atLibrary...), py),
		needs(ask("spotify-like-actions", "spotify-like", sp,
			want(modes.Select, "Actions on Midnight City", "", ">[0] GoToArtist", "[1] GoToAlbum", "[2] GoToRadio",
				"[3] ShowActionsOnAlbum", "[4] ShowActionsOnArtist", "[5] CopyLink", "[6] AddToPlaylist",
				"[7] AddToQueue", "[8] DeleteFromLiked"),
			then(atLibrary, key("a", "Actions on Midnight City"), settle)...), py),
		needs(ask("spotify-like-devices", "spotify-like", sp,
			want(modes.Select, "Devices", "", ">spotify-player | 4f1c9e2ad70b3e8c5d6a1f09b2e47c83d5a6f1e0",
				"Kitchen speaker | 9be0c4d1a37f2e5b8c6d0a9f1e3b7c2d4a5f6e81",
				"Ada's MacBook Air | 27d3f8a1c9e4b6d0a2f5c7e9b1d3a8f4c6e0b2d7"),
			then(atLibrary, key("D", "Kitchen speaker"), settle)...), py),
		needs(ask("spotify-like-new-playlist", "spotify-like", sp, want(modes.Text, "Enter Name for New Playlist:", ""),
			then(atLibrary, key("N", "Enter Name for New Playlist"), settle, text("Road trip", ""), settle)...), py),
		needs(ask("spotify-like-confirm", "spotify-like", sp, yesNo("Delete Night Drive from your library?", ""),
			then(atLibrary, key("g", ""), key("a", "Actions on Night Drive"), settle, key("<down><down>", ""), settle,
				key("<enter>", "from your library?"), settle)...), py),

		// gex-like: its question before its screen, the status, the
		// branch options, a new branch's name, its git command line.
		needs(ask("gex-like", "gex-like", gx, yesNo("Not a git repository. Initialise one?", "no"), atInit...), py),
		needs(is(modes.TUI, "gex-like-status", "gex-like", gx, atStatus...), py),
		needs(ask("gex-like-branch", "gex-like", gx, want(modes.Choice, "Branch Options", "", "b|checkout", "n|new"),
			atBranch...), py),
		needs(ask("gex-like-new-branch", "gex-like", gx, want(modes.Text, "Name for the new branch:", ""),
			then(atBranch, key("n", "Name for the new branch"), settle)...), py),
		needs(is(modes.TUI, "gex-like-git-command", "gex-like", gx, then(atStatus, key(":", ":git"), settle)...), py),
	}
}

// TestModesThreehundredfiftysecond drives the threehundredfiftysecond set
// live to the labelled moment and, with -update, stores its screens,
// labels and facts for modes' TestSetsAccuracy/threehundredfiftysecond.
// Whether the classifier reads them right is that test's measure, not a
// failure here.
func TestModesThreehundredfiftysecond(t *testing.T) {
	captureSet(t, threehundredfiftysecondDir, threehundredfiftysecondSet())
}
