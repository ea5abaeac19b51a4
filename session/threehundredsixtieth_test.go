package session

import (
	"testing"

	"github.com/agentty/agentty/modes"
)

// threehundredsixtiethDir holds the threehundredsixtieth set (issue 44,
// three-hundred-and-sixtieth round): live cases of five version-control
// front ends that Debian does not package, imitated by a fixture of its
// own (one script run by Debian's python3), each drawing what the real
// program draws at one of its moments: abhinav's git-spice (Bubble Tea
// forms inline on the main screen: `gs auth login` picking a forge, its
// authentication methods with their descriptions, taller than the
// terminal, and the Personal Access Token typed in clear; `gs branch
// submit`'s title filled in and its draft yes/no), arxanas's
// git-branchless (`git undo -i`, a Cursive screen on the alternate
// screen: the commit graph over the events of a transaction, moved back,
// its help dialog and its go-to-event dialog, then the actions it will
// apply and `Confirm? [yN]` as a cooked line), pmeunier's pijul (`pijul
// record` opening the user's editor, nano, on the change to record, a
// message typed, nano's save question; `pijul log` paged by less; `pijul
// push -a` uploading), sjurba's rebase-editor (git's sequence editor on
// the alternate screen: the todo list, the current line reversed, moved
// through, an action set, a line moved, its inline message editor of a
// commit reworded) and mkchoi212's fac (a gocui screen for merge
// conflicts: the local and incoming versions one over the other, the
// queue at the right, the prompt of keys `[w,a,s,d,e,?] >>` on the last
// row, its help, a key typed, a conflict resolved, a wrong key). None of
// them, nor their makers, is named by any other test, table, fixture or
// doc of agentty: grepped with `git grep -il` before they were chosen
// were git-spice, abhinav, git-branchless, branchless, arxanas, pijul,
// pmeunier, meunier, rebase-editor, sjurba, mkchoi212, and fac as a word
// (`interface` and `surface` hold it) (and, found named and left, among
// others: lazygit, gitui, gitu, tig, grv, gitin, gitbatch, magit, gex,
// lazyjj, jjui, jujutsu, sapling, serie, keifu, gh-dash,
// git-interactive-rebase-tool, scm-record (git-branchless's own hunk
// picker), git-machete, git-town, git-igitt, gitmoji, git-cz, czg,
// commitizen, koji, aicommits, opencommit, lumen, diffview, perforce,
// cleartool, dolt, gitea, codeberg and Microsoft's Git Credential
// Manager by its maker). Each case's label says what a person reads on
// the screen, written from the fixture run by hand in tmux outside
// agentty at 80x24, and was committed before its screen was captured.
const threehundredsixtiethDir = "../testdata/modes-threehundredsixtieth"

// threehundredsixtiethTool runs one tool of the set's script (and its
// subcommand) with Debian's python3, over a home holding notes.txt and
// long.txt.
func threehundredsixtiethTool(args ...string) opener {
	return setFixtures("threehundredsixtieth").script(pythonPath, "py/threehundredsixtieth_vcs.py", args...)
}

// threehundredsixtiethSet is the threehundredsixtieth set. Labels say
// what a person reads on the screen: a title over a list with one entry
// marked current is a select (with no words asking left on the screen,
// `…`); a field after its label, the cursor in it, a text question, or a
// password where it asks for a token; a yes/no its default where it
// marks one; a row of keys asked with no words, the cursor after it, a
// choice of those keys; a full-screen browser of states, a todo list, its
// help box a TUI; a file or a message open for editing an editor; a
// paged log a pager; an upload under way with no prompt unknown and
// running.
func threehundredsixtiethSet() []corpusCase {
	is, ask, needs, wait, settle := isCase, askCase, needing, waitFor, settled
	py := pythonPath
	typed := func(s, expect string) step { return step{text: s, enter: true, expect: expect, timeout: setSlow} }
	key := func(k, expect string) step { return step{keys: k, expect: expect, timeout: setSlow} }
	text := func(s string) step { return step{text: s, timeout: setSlow} }
	then := func(a []step, b ...step) []step { return append(append([]step{}, a...), b...) }
	running := func(name, program string, open opener, steps ...step) corpusCase {
		return corpusCase{name: name, program: program, open: open, steps: steps, mode: modes.Unknown, state: Running}
	}

	// gitspice-like (abhinav's git-spice, Bubble Tea inline on the main
	// screen, the cursor hidden): `gs auth login` in a repository whose
	// remote no forge claims: `Select a Forge: ` (bold bright green) over a
	// blank row and `▶ Bitbucket` (yellow), Forgejo, Gitea, GitHub and
	// GitLab (a select, Bitbucket current); down three times to GitHub and
	// Enter, `Select an authentication method: ` over five methods, each a
	// title and a description of several rows, 34 rows in all, of which the
	// terminal shows the last 24: the end of GitHub App's description,
	// then, down three times, `▶ Personal Access Token` (yellow, its URL
	// and scopes bold) over its description and `Git Credential Manager`
	// (grey, its description faint), no question left on the screen (a
	// select of the titles shown, Personal Access Token current); Enter,
	// `Enter Personal Access Token: ` with a token typed in clear after it
	// and a reversed cell after the token (a password); `gs branch
	// submit`: `Title: Add ledger export`, the title filled in, a reversed
	// cell after it, over a faint `Short summary of the change` (a text
	// question defaulting to the title); Enter twice, past `Body: Press [e]
	// to open editor or [enter/tab] to skip`, `Draft: [y/N]` over a faint
	// `Mark the change as a draft?` (a yes/no, default no).
	gsAuth := threehundredsixtiethTool("gitspice", "auth-login")
	gsSubmit := threehundredsixtiethTool("gitspice", "branch-submit")
	atForge := []step{wait("GitLab"), settle}
	atMethods := then(atForge, key("<down><down><down>", ""), settle, key("<enter>", "Git Credential Manager"), settle,
		key("<down><down><down>", ""), settle)
	atToken := then(atMethods, key("<enter>", "Enter Personal Access Token"), settle,
		text("ghp_R8kq2ZtW5mXc9LpV3nHs7DfJ1aYb4Ue6Go0T"), settle)
	atTitle := []step{wait("Short summary of the change"), settle}
	atDraft := then(atTitle, key("<enter>", "Open your editor"), settle, key("<enter>", "Mark the change as a draft?"), settle)

	// branchless-like (arxanas's git-branchless, `git undo -i`, Cursive on
	// the alternate screen, the mouse reported, the cursor hidden): a panel
	// `┤ Commit graph ├` holding the smartlog (`⋮`, `◇ 1a2b3c4 6d (main)
	// Initial ledger`, `◯ 3f1c2a9 3h Add ledger export command`, `●
	// 4c0e2aa 5m (export) Fix rounding of monthly totals`) over a panel `┤
	// Events ├`: `Repo after transaction 8 (event 17) (5m ago). Press 'h'
	// for help, 'q' to quit.` over its two events, a rewrite and a branch
	// moved (a TUI); p twice, transaction 6 (1h ago), its commit and its
	// branch moved, the graph with c27a9f0 WIP export tests as HEAD (the
	// TUI); h instead, a dialog `┤ How to use ├` over both panels, its
	// keys, `<Close>` white on red (the TUI: a help box); g instead, a
	// small dialog `┤ Go to event ├` holding a field of underscores, its
	// first cell reversed, and `<Cancel>` (a text question); p twice and
	// Enter, the main screen again: `Will apply these actions:`, four
	// numbered actions (a branch moved, a commit rewritten, unhidden, a
	// check-out) and `Confirm? [yN] `, the cursor after it, read as a
	// cooked line (a yes/no, default no).
	bl := threehundredsixtiethTool("branchless")
	atUndo := []step{wait("Press 'h' for help"), settle}
	atPrevious := then(atUndo, key("pp", "transaction 6"), settle)

	// pijul-like (pmeunier's pijul): `pijul record` opening the editor,
	// nano 7.2 on the alternate screen, its title bar `GNU nano 7.2` and
	// `/tmp/.tmpQk3ZtR` reversed, the change to record (`message = ''`, its
	// timestamp, `[[authors]]`, `# Dependencies`, `# Hunks`, `1. Edit in
	// "ledger/totals.py":14 …` with its - and + lines, a file added), `[
	// Read 22 lines ]` and nano's two rows of shortcuts, the cursor at the
	// first line's start (an editor); End, Left and `Fix rounding of
	// monthly totals` typed between the quotes, `Modified` in the title
	// bar (the editor); ^X, `Save modified buffer?` on a reversed bar over
	// ` Y Yes` and ` N No  ^C Cancel` (a yes/no of Y, N and ^C Cancel, as
	// nano's own question); `pijul log` paged by less on the alternate
	// screen: four changes (`Change MXQ2…`, `Author: Ada Berg (ada)
	// <ada@ledger.example>`, `Date: …`, the message indented) over less's
	// `:` (a pager); `pijul push -a`: `⠐ Uploading changes […] 0/3`, a
	// spinner and a bar redrawn in place, no prompt (unknown, at work).
	pjRecord := threehundredsixtiethTool("pijul", "record")
	atRecord := []step{wait("# Hunks"), settle}
	atMessage := then(atRecord, key("<end><left>", ""), text("Fix rounding of monthly totals"), wait("monthly totals'"), settle)

	// rebase-editor-like (sjurba's rebase-editor as git's sequence editor,
	// terminal-kit on the alternate screen, the cursor hidden): `pick
	// 3f1c2a9 Add ledger export command` reversed over three more picks, a
	// blank row and git's comments (`# Rebase 1a2b3c4..5d9e3b2 onto 1a2b3c4
	// (4 commands)`, `# Commands:`, …) to the screen's foot (a TUI); down
	// twice, `pick c27a9f0 WIP export tests` reversed (the TUI); f, `fixup
	// c27a9f0 WIP export tests` (the TUI); down three times and Left
	// instead, `pick 5d9e3b2 Document the export format` moved up over
	// c27a9f0 and reversed (the TUI); down and r twice instead, its inline
	// message editor: `Fix rounding of monthly totals`, a blank row, the
	// body, a reversed cell after `the sum.` and a reversed footer `ENTER:
	// new line  ESC: save  CTRL+A: select all …` (an editor).
	rb := threehundredsixtiethTool("rebaseeditor")
	atTodo := []step{wait("Document the export format"), settle}
	atDown := then(atTodo, key("<down><down>", ""), settle)

	// fac-like (mkchoi212's fac, gocui on the alternate screen, the cursor
	// shown): first, in yellow on the main screen, `⚠️  1 infraction(s)
	// detected in .fac.yml` for two seconds; then a box `HEAD (Local
	// Version)` over a box `feature/rounding (Incoming Version)`, each the
	// conflict's side between two dark rows of context, a box `Conflicts`
	// at the right (`-> 1. export.`, `2. totals.py:`, `3. totals.py:`, cut
	// at its side) and on the last row `[w,a,s,d,e,?] >>` in green, the
	// cursor after it (a choice of its keys, no words asking); h and Enter,
	// its help in blue under the queue, cut at the box's side (`    a - use
	// l`, …) (the choice); a typed, not entered, after the prompt (the
	// choice); a and Enter instead, export.py's conflict `✔` in green and
	// totals.py's first shown, `-> 2. totals.` (the choice); x and Enter
	// instead, the prompt in red (the choice).
	fc := threehundredsixtiethTool("fac")
	atFac := []step{wait("[w,a,s,d,e,?] >>"), settle}
	facKeys := want(modes.Choice, "…", "", "w|w", "a|a", "s|s", "d|d", "e|e", "?|?")

	return []corpusCase{
		// gitspice-like: a forge, the authentication methods, a token, the
		// title, draft or not.
		needs(ask("gitspice-like", "gitspice-like", gsAuth,
			want(modes.Select, "Select a Forge:", "", ">Bitbucket", "Forgejo", "Gitea", "GitHub", "GitLab"), atForge...), py),
		needs(ask("gitspice-like-methods", "gitspice-like", gsAuth,
			want(modes.Select, "…", "", "GitHub App", ">Personal Access Token", "Git Credential Manager"), atMethods...), py),
		needs(ask("gitspice-like-token", "gitspice-like", gsAuth, want(modes.Password, "Enter Personal Access Token:", ""), atToken...), py),
		needs(ask("gitspice-like-title", "gitspice-like", gsSubmit, want(modes.Text, "Title:", "Add ledger export"), atTitle...), py),
		needs(ask("gitspice-like-draft", "gitspice-like", gsSubmit, yesNo("Draft:", "no"), atDraft...), py),

		// branchless-like: the states browsed, one back, its help, its
		// go-to field, the confirmation.
		needs(is(modes.TUI, "branchless-like", "branchless-like", bl, atUndo...), py),
		needs(is(modes.TUI, "branchless-like-previous", "branchless-like", bl, atPrevious...), py),
		needs(is(modes.TUI, "branchless-like-help", "branchless-like", bl, then(atUndo, key("h", "How to use"), settle)...), py),
		needs(ask("branchless-like-goto", "branchless-like", bl, want(modes.Text, "Go to event", ""),
			then(atUndo, key("g", "Go to event"), settle)...), py),
		needs(ask("branchless-like-confirm", "branchless-like", bl, yesNo("Confirm?", "no"),
			then(atPrevious, key("<enter>", "Confirm? [yN]"), settle)...), py),

		// pijul-like: the change in the editor, its message typed, the
		// editor's save question, the log paged, a push at work.
		needs(is(modes.Editor, "pijul-like", "pijul-like", pjRecord, atRecord...), py),
		needs(is(modes.Editor, "pijul-like-message", "pijul-like", pjRecord, atMessage...), py),
		needs(ask("pijul-like-save", "pijul-like", pjRecord,
			want(modes.Confirm, "Save modified buffer?", "", "y|Yes", "n|No", "^C|Cancel"),
			then(atMessage, key("<ctrl-x>", "Save modified buffer?"), settle)...), py),
		needs(is(modes.Pager, "pijul-like-log", "pijul-like", threehundredsixtiethTool("pijul", "log"),
			wait("Sum the entries of a month"), settle), py),
		needs(running("pijul-like-push", "pijul-like", threehundredsixtiethTool("pijul", "push"), wait("Uploading changes")), py),

		// rebase-editor-like: the todo list, moved through, a fixup, a line
		// moved, a message reworded.
		needs(is(modes.TUI, "rebase-editor-like", "rebase-editor-like", rb, atTodo...), py),
		needs(is(modes.TUI, "rebase-editor-like-down", "rebase-editor-like", rb, atDown...), py),
		needs(is(modes.TUI, "rebase-editor-like-fixup", "rebase-editor-like", rb, then(atDown, key("f", "fixup c27a9f0"), settle)...), py),
		needs(is(modes.TUI, "rebase-editor-like-moved", "rebase-editor-like", rb,
			then(atTodo, key("<down><down><down>", ""), settle, key("<left>", ""), settle)...), py),
		needs(is(modes.Editor, "rebase-editor-like-reword", "rebase-editor-like", rb,
			then(atTodo, key("<down>", ""), settle, key("r", "reword 8b4e6d1"), settle, key("r", "ESC: save"), settle)...), py),

		// fac-like: its prompt of keys, its help, a key typed, a conflict
		// resolved, a wrong key.
		needs(ask("fac-like", "fac-like", fc, facKeys, atFac...), py),
		needs(ask("fac-like-help", "fac-like", fc, facKeys, then(atFac, typed("h", "- use l"), settle)...), py),
		needs(ask("fac-like-typed", "fac-like", fc, facKeys, then(atFac, text("a"), settle)...), py),
		needs(ask("fac-like-next", "fac-like", fc, facKeys, then(atFac, typed("a", "-> 2. totals"), settle)...), py),
		needs(ask("fac-like-wrong", "fac-like", fc, facKeys, then(atFac, typed("x", ""), settle)...), py),
	}
}

// TestModesThreehundredsixtieth drives the threehundredsixtieth set live
// to the labelled moment and, with -update, stores its screens, labels
// and facts for modes' TestSetsAccuracy/threehundredsixtieth. Whether the
// classifier reads them right is that test's measure, not a failure
// here.
func TestModesThreehundredsixtieth(t *testing.T) {
	captureSet(t, threehundredsixtiethDir, threehundredsixtiethSet())
}
