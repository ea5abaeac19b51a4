package session

import (
	"testing"

	"github.com/agentty/agentty/modes"
)

// threehundredsixtyeighthDir holds the threehundredsixtyeighth set
// (issue 44, three-hundred-and-sixty-eighth round): live cases of the
// dialogs and forms that full-screen programs built on Textual, ratatui
// and Bubble Tea draw over their main screens (a quit confirm with
// buttons, a settings form with a focused field, a dropdown opened, a
// name or a rename typed in a popup, a delete dialog, a confirm before a
// bulk replace, a sync or a rollback), in programs that Debian does not
// package (and that cannot run here: no crates built, no PyPI, no Argo
// CD server), imitated by a fixture of its own (one script run by
// Debian's python3 on the alternate screen, keys read raw, the screen
// drawn whole and written where it changed), each drawing what the
// program draws at one of its moments (its words, layout, frames,
// colours, reverse video and cursor, from its documentation, source and
// screenshots as known): Zaloog's kanban-tui (Textual: a board of task
// cards, a `Create New Task` form over the dimmed board, its category
// select's list dropped open, dialogs asking to delete a task and to
// quit with their buttons, its Settings tab), yassinebridi's serpl
// (ratatui: search and replace fields over a project's results and a
// preview, a popup asking to replace all matches, or, the replace field
// empty, to replace them with nothing), Linus Mussmaecher's rucola
// (ratatui: a note manager's statistics, filter and table of notes,
// popup fields naming a new note and renaming one, a popup asking to
// delete it) and darksworm's argonaut (Bubble Tea: an Argo CD client's
// table of applications, modals asking to sync one and to delete one, a
// deployment history to roll back to and the modal asking to). None of
// them, nor their makers, is named by any other test, table, fixture or
// doc of agentty: grepped with `git grep -il` before they were chosen
// were kanban-tui, zaloog, serpl, yassinebridi, rucola, mussmaecher,
// mussmächer, argonaut (found only inside npm's yargonaut in two lock
// files, no program's name) and darksworm (ktui, kanban-tui's command,
// is found only inside `network-tui`; Argo CD itself, which argonaut
// drives, is named). Found named and left out, among others: managarr,
// dark-alex, tinboard and braindrop's maker davep, pyradio, bluetui,
// impala and their maker pythops, taskwarrior-tui, dooit, castero,
// gpg-tui and its maker orhun, lazyjj, parllama, kdash, kubetui,
// netscanner, ncspot, gitui, oatmeal, termusic, wiki-tui, lazygit,
// jesseduffield, soft-serve, maaslalani, circumflex, antonmedv, typioca,
// mprocs, oxker, tui-journal, joshuto, xplr, recoverpy's maker pablolec,
// termdbms, nchat, stig, tremc, tuir, baca, spotify-player, tickrs,
// gama, yozefu, termshark, ducker, gollama, sammcj, tuifimanager,
// notcurses, cfiles, suplemon, scli, hangups, taskell, brick, matterhorn,
// calcure, dstask, goread, mistakenelf, matcha, ncpamixer, pter, sc-im,
// dhth, chess-tui, gitu, jnv, bagels, gobang, systeroid, tenere, hwatch,
// posting, rainfrog, slumber, atac, csvlens, meli and television. Each
// case's label says what a person reads on the screen, written from the
// fixture run by hand in tmux outside agentty at 80x24, and was
// committed before its screen was captured.
const threehundredsixtyeighthDir = "../testdata/modes-threehundredsixtyeighth"

// threehundredsixtyeighthTool runs one program of the set's script with
// Debian's python3, over a home holding notes.txt and long.txt.
func threehundredsixtyeighthTool(tool string) opener {
	return setFixtures("threehundredsixtyeighth").script(pythonPath, "py/threehundredsixtyeighth_dialogs.py", tool)
}

// threehundredsixtyeighthSet is the threehundredsixtyeighth set. Labels
// say what a person reads on the screen: a program's main screen, a
// form of many fields drawn over it and a settings form are a
// full-screen program, whichever field holds the cursor, and so is a
// filter typed over its list; a popup asking for one value (a new
// note's name, a note's new name), the cursor in its field, is a text
// question of its title, what was typed its value and no default; a
// list dropped open from a select, or a history of deployments to roll
// back to, its entry highlighted, is a select; a dialog asking to
// delete, quit, replace, sync or roll back is a confirm of its buttons,
// the focused one marked, or of the keys it names.
func threehundredsixtyeighthSet() []corpusCase {
	is, ask, needs, wait, settle := isCase, askCase, needing, waitFor, settled
	py := pythonPath
	key := func(k, expect string) step { return step{keys: k, expect: expect, timeout: setSlow} }
	text := func(s, expect string) step { return step{text: s, expect: expect, timeout: setSlow} }
	then := func(a []step, b ...step) []step { return append(append([]step{}, a...), b...) }

	// kanban-tui-like (Zaloog's kanban-tui, `ktui`; Textual, the
	// alternate screen, the mouse reported, the terminal's cursor hidden,
	// Textual's own a reversed cell): a header `⭘ KanbanTui — Reef Lab`,
	// the tabs `Kanban Board  Overview  Settings` (the first underlined
	// orange), the columns Ready (3), Doing (2) and Done (1) of rounded
	// task cards (`Refill kelp feeders` / `due 2026-12-03` focused, its
	// border orange), a footer `^q Quit  n New  e Edit  d Delete  H/L
	// Move  ^l Next Tab … ^p palette` (a full-screen program); n, over the
	// dimmed board, `Create New Task`: Title (focused, its placeholder
	// `Enter the task title`, its first cell reversed), Category
	// (`Maintenance ▼`), Description, a switch `Set a due date`, the
	// buttons `Create Task` and `Cancel`, a footer `esc Cancel  tab Focus
	// Next …` (the full-screen program); Tab, Enter and down, Category's
	// list dropped open under it, Maintenance, Feeding (highlighted),
	// Diving and Admin (a select); d on the board, a dialog `Delete the
	// task 'Refill kelp feeders'?` / `This cannot be undone.` over the
	// buttons Yes (focused, its label bold reverse) and No (a confirm of
	// those); ^q, `Do you want to quit KanbanTui?` over Quit (focused) and
	// Cancel (a confirm of those); ^l twice and Tab twice, the Settings
	// tab: inputs Database File, Task Default Color (`#1e90ff`, focused,
	// a reversed cell after it) and Column Width, two switches, a box of
	// Categories (the full-screen program).
	kt := threehundredsixtyeighthTool("kanban")
	atBoard := []step{wait("Refill kelp feeders"), settle}
	atNew := then(atBoard, key("n", "Create New Task"), settle)
	atCategory := then(atNew, key("<tab>", ""), key("<enter>", "Admin"), key("<down>", ""), settle)
	atSettings := then(atBoard, key("<ctrl-l><ctrl-l>", "Task Default Color"), key("<tab><tab>", ""), settle)

	// serpl-like (yassinebridi's serpl; ratatui, the alternate screen, the
	// mouse reported, the terminal's cursor at the end of the focused
	// field): rounded boxes `Search: [Simple]` (focused, green, the
	// cursor in it) and `Replace: [Simple]`, `Search Results` and
	// `Preview` empty, a row of keys `Ctrl+b: help  Tab: next  Ctrl+n:
	// toggle mode  Ctrl+o: replace all  Ctrl+c: quit` (a full-screen
	// program); kelp typed, `Search Results (16 matches)` listing
	// README.md (2) (highlighted), docs/feeding.md (3), src/feeder.rs
	// (5), src/tank.rs (3) and tests/feeder_test.rs (2), the preview of
	// README.md's two lines, kelp on yellow (the full-screen program);
	// Tab and seaweed typed in Replace, the preview showing kelp struck
	// out and seaweed after it (the full-screen program); ^o, a popup
	// `Confirm Replace`: `Are you sure you want to replace all matches?`,
	// `16 matches in 5 files will be changed.`, `Enter: Yes      Esc: No`,
	// the cursor hidden (a confirm of Enter and Esc); ^o with Replace
	// empty, a popup `Empty Replace`: `The replace field is empty.`,
	// `Replace all matches with an empty string?` and the same keys (a
	// confirm of those).
	sp := threehundredsixtyeighthTool("serpl")
	atSearch := []step{wait("Search Results"), settle}
	atResults := then(atSearch, text("kelp", "tests/feeder_test.rs"), settle)
	atReplace := then(atResults, key("<tab>", ""), text("seaweed", "seaweed"), settle)
	enterEsc := []string{"<enter>|Yes", "<esc>|No"}

	// rucola-like (Linus Mussmaecher's rucola; ratatui, the alternate
	// screen, the cursor hidden but in a field): boxes `Global
	// Statistics` and `Local Statistics` (notes, words, chars, tags,
	// links, broken links), an empty `Filter` box, a box `Notes` whose
	// table (Name, Words, Chars, Global Out, Local Out, Global In, Local
	// In) lists twelve notes, Algae bloom notes highlighted, and a row of
	// keys `Open: ⏎ │ Edit: e │ Create: n │ Rename: r │ Delete: d │
	// Filter: f │ Quit: q` (a full-screen program); f and kelp typed, the
	// Filter box yellow with the cursor after kelp, the table down to
	// Kelp feed log (highlighted) and Kelp growth rates (the full-screen
	// program); n on the first screen, a popup box titled `Name of the
	// new note` over the table, empty, the cursor in it (a text
	// question); the filter kept by Enter, r and `Kelp feeding log`
	// typed, a popup `New name for 'Kelp feed log'` holding it, the
	// cursor after it (a text question, no default); d instead, a popup
	// `Delete note`: `Really delete 'Kelp feed log'?`, `This cannot be
	// undone.`, `y: Yes │ n: No` (a confirm of y and n).
	rc := threehundredsixtyeighthTool("rucola")
	atNotes := []step{wait("Global Statistics"), settle}
	atFilter := then(atNotes, key("f", ""), text("kelp", ""), settle)
	atFiltered := then(atFilter, key("<enter>", ""), settle)

	// argonaut-like (darksworm's argonaut over an Argo CD server; Bubble
	// Tea, the alternate screen, the cursor hidden): a pink block logo,
	// `v2.3.0`, `Context argocd.kelp.lan`, `Cluster all`, `Namespace all ·
	// Project all`, a rounded purple box of applications (NAME, SYNC,
	// HEALTH: kelp-api highlighted on purple, kelp-web `△ OutOfSync`,
	// kelp-worker `◐ Progressing`, tide-ingest `✖ Degraded`, … eight), a
	// status row `⎈ apps  all clusters › all namespaces › all projects …
	// Ready · 8 apps` and a help row `s sync · R rollback · d diff · r
	// resources · / search · : cmd · ? help · q quit` (a full-screen
	// program); down and s, a pink modal `Sync kelp-web?`, `Prune: off
	// (p)   Dry run: off (d)`, the buttons Yes (pink, focused) and Cancel,
	// `←/→ select · enter confirm · esc cancel` (a confirm of those);
	// right, Cancel pink (the same, Cancel focused); R on kelp-api, the
	// box titled `Rollback kelp-api` listing its deployments (ID,
	// REVISION, DEPLOYED, AUTHOR, MESSAGE: 42 to 38), down, 41
	// highlighted (a select); Enter, a modal `Rollback kelp-api to
	// revision 41 (b71e0d4)?`, `Auto-sync will be turned off.`, Yes
	// (focused) and Cancel (a confirm of those); down twice and ^d on the
	// list, a red modal `Delete application kelp-worker?`, `Its resources
	// will be deleted too (cascade).`, `y delete · n cancel` (a confirm of
	// y and n).
	ar := threehundredsixtyeighthTool("argonaut")
	atApps := []step{wait("pump-scheduler"), settle}
	atSync := then(atApps, key("<down>", ""), key("s", "Sync kelp-web?"), settle)
	atHistory := then(atApps, key("R", "Rollback kelp-api"), key("<down>", ""), settle)
	sync := "Sync kelp-web?"
	history := []string{
		"42   3f9a2c1   2026-11-28 09:14  ada    Bump image to 1.8.3",
		">41   b71e0d4   2026-11-26 16:40  ivo    Raise replica count to 3",
		"40   9c2d5e8   2026-11-24 11:05  ada    Bump image to 1.8.2",
		"39   e04f7a1   2026-11-20 10:22  mei    Add readiness probe",
		"38   5a8b3c6   2026-11-18 08:57  ivo    Bump image to 1.8.1",
	}

	return []corpusCase{
		// kanban-tui-like: its board, a new task's form, its category
		// list open, a delete dialog, a quit dialog, its settings.
		needs(is(modes.TUI, "kanban-tui-like", "kanban-tui-like", kt, atBoard...), py),
		needs(is(modes.TUI, "kanban-tui-like-new", "kanban-tui-like", kt, atNew...), py),
		needs(ask("kanban-tui-like-category", "kanban-tui-like", kt,
			want(modes.Select, "Category", "", "Maintenance", ">Feeding", "Diving", "Admin"), atCategory...), py),
		needs(ask("kanban-tui-like-delete", "kanban-tui-like", kt,
			want(modes.Confirm, "Delete the task 'Refill kelp feeders'?", "", ">Yes", "No"),
			then(atBoard, key("d", "Delete the task"), settle)...), py),
		needs(ask("kanban-tui-like-quit", "kanban-tui-like", kt,
			want(modes.Confirm, "Do you want to quit KanbanTui?", "", ">Quit", "Cancel"),
			then(atBoard, key("<ctrl-q>", "quit KanbanTui"), settle)...), py),
		needs(is(modes.TUI, "kanban-tui-like-settings", "kanban-tui-like", kt, atSettings...), py),

		// serpl-like: its fields, results, a replacement typed, the
		// popups asking to replace.
		needs(is(modes.TUI, "serpl-like", "serpl-like", sp, atSearch...), py),
		needs(is(modes.TUI, "serpl-like-results", "serpl-like", sp, atResults...), py),
		needs(is(modes.TUI, "serpl-like-replace", "serpl-like", sp, atReplace...), py),
		needs(ask("serpl-like-confirm", "serpl-like", sp,
			want(modes.Confirm, "Are you sure you want to replace all matches?", "", enterEsc...),
			then(atReplace, key("<ctrl-o>", "Confirm Replace"), settle)...), py),
		needs(ask("serpl-like-empty", "serpl-like", sp,
			want(modes.Confirm, "Replace all matches with an empty string?", "", enterEsc...),
			then(atResults, key("<ctrl-o>", "Empty Replace"), settle)...), py),

		// rucola-like: its notes, filtered, a new note's name, a rename,
		// a delete.
		needs(is(modes.TUI, "rucola-like", "rucola-like", rc, atNotes...), py),
		needs(is(modes.TUI, "rucola-like-filter", "rucola-like", rc, atFilter...), py),
		needs(ask("rucola-like-create", "rucola-like", rc, want(modes.Text, "Name of the new note", ""),
			then(atNotes, key("n", "Name of the new note"), settle)...), py),
		needs(ask("rucola-like-rename", "rucola-like", rc, want(modes.Text, "New name for 'Kelp feed log'", ""),
			then(atFiltered, key("r", "New name for"), text("Kelp feeding log", "Kelp feeding log"), settle)...), py),
		needs(ask("rucola-like-delete", "rucola-like", rc,
			want(modes.Confirm, "Really delete 'Kelp feed log'?", "", "y|Yes", "n|No"),
			then(atFiltered, key("d", "Delete note"), settle)...), py),

		// argonaut-like: its applications, a sync modal and its other
		// button, a rollback's history and its modal, a delete modal.
		needs(is(modes.TUI, "argonaut-like", "argonaut-like", ar, atApps...), py),
		needs(ask("argonaut-like-sync", "argonaut-like", ar, want(modes.Confirm, sync, "", ">Yes", "Cancel"), atSync...), py),
		needs(ask("argonaut-like-sync-cancel", "argonaut-like", ar, want(modes.Confirm, sync, "", "Yes", ">Cancel"),
			then(atSync, key("<right>", ""), settle)...), py),
		needs(ask("argonaut-like-rollback", "argonaut-like", ar,
			want(modes.Select, "Rollback kelp-api", "", history...), atHistory...), py),
		needs(ask("argonaut-like-rollback-confirm", "argonaut-like", ar,
			want(modes.Confirm, "Rollback kelp-api to revision 41 (b71e0d4)?", "", ">Yes", "Cancel"),
			then(atHistory, key("<enter>", "to revision 41"), settle)...), py),
		needs(ask("argonaut-like-delete", "argonaut-like", ar,
			want(modes.Confirm, "Delete application kelp-worker?", "", "y|delete", "n|cancel"),
			then(atApps, key("<down><down>", ""), key("<ctrl-d>", "Delete application"), settle)...), py),
	}
}

// TestModesThreehundredsixtyeighth drives the threehundredsixtyeighth
// set live to the labelled moment and, with -update, stores its screens,
// labels and facts for modes' TestSetsAccuracy/threehundredsixtyeighth.
// Whether the classifier reads them right is that test's measure, not a
// failure here.
func TestModesThreehundredsixtyeighth(t *testing.T) {
	captureSet(t, threehundredsixtyeighthDir, threehundredsixtyeighthSet())
}
