package session

import (
	"testing"

	"github.com/agentty/agentty/modes"
)

// twohundredninetysecondDir holds the twohundredninetysecond set (issue
// 44, two-hundred-and-ninety-second round): live cases of the dialogs and
// forms of programs that draw them with a toolkit of their own, not
// whiptail's or dialog's, that cannot run here (a Fidonet node, a media
// server, a mail store, a modem and DOS), imitated by a fixture of its
// own (Debian's python3 and its curses, keys read one at a time, raw and
// not echoed), each drawing what the program draws at its moments (its
// words, layout, frames, colours, reverse video and cursor, from its
// documentation and published screenshots as known): GoldED+, a Fidonet
// mail and echomail reader whose boxes are Turbo Vision-like (its area
// list, its quit box, a message to delete, a message to save, its file
// picker to import a text), managarr, a ratatui manager of Radarr's and
// Sonarr's libraries (its library, its Add Movie search, its Delete Movie
// popup, its edit form's Minimum Availability list), purebred, a brick
// (Haskell) mail client over notmuch (its threads, the From, To and
// Subject lines it edits at its foot, its Keep draft? dialog), and Telix,
// deltaComm's DOS terminal program (its Upload protocols, its file name
// box, its exit box). None of them, nor their makers, is named by any
// other test, table, fixture or doc of agentty: golded, golded+, odinn,
// sorensen, fidonet, managarr, dark-alex, alex clarke, radarr, sonarr,
// servarr, purebred, joost, tweedale, telix, deltacomm and sampaleanu
// were each grepped with `git grep -il` and found nowhere. Each case's
// label says what a person reads on the screen, written from the fixture
// run by hand in tmux outside agentty at 80x24, and was committed before
// its screen was captured.
const twohundredninetysecondDir = "../testdata/modes-twohundredninetysecond"

// twohundredninetysecondScript runs the set's Python script, with
// Debian's python3, over a home holding notes.txt and long.txt.
var twohundredninetysecondScript = setFixtures("twohundredninetysecond").script

// twohundredninetysecondSet is the twohundredninetysecond set. Labels say
// what a person reads on the screen: a box of two buttons or two lines
// that answer a question is a confirm (its highlighted one marked where
// one is), a box of more lines to pick from a select (its title as the
// question), a field with the cursor in it a text question (the value it
// holds as its default), a box of keyed entries over `Choice?` a choice
// of those keys; a list of areas, movies or threads with its keys at the
// foot is the program's own full screen.
func twohundredninetysecondSet() []corpusCase {
	is, ask, needs, wait, settle := isCase, askCase, needing, waitFor, settled
	py := pythonPath
	key := func(k, expect string) step { return step{keys: k, expect: expect, timeout: setSlow} }
	text := func(s, expect string) step { return step{text: s, expect: expect, timeout: setSlow} }
	down := step{keys: "<down>"}
	then := func(a []step, b ...step) []step { return append(append([]step{}, a...), b...) }
	like := func(tool string) opener {
		return twohundredninetysecondScript(py, "py/twohundredninetysecond_dialogs.py", tool)
	}
	golded := like("golded")
	managarr := like("managarr")
	purebred := like("purebred")
	telix := like("telix")

	// golded-like (GoldED+/LNX 1.1.5, white on blue, its boxes framed
	// double on grey, the chosen line white on blue, the cursor hidden
	// but in its editor): `Area list`, six areas in a double frame under
	// their headings (`#  Area  Description  Msgs  New`), LEDGER.SUPPORT
	// highlighted, `Select an area` in the status row (full-screen); Esc,
	// a box titled `Quit GoldED+?` over ` Yes, please. ` (highlighted)
	// and ` No, cancel! ` (a confirm); Enter on the area, a message
	// (`Msg  : 3 of 57`, From, To, Subj, its text), Del, a box titled
	// `Delete this message?` over ` Yes, delete it ` (highlighted) and
	// ` No, don't delete ` (a confirm); Ins, its editor (a reply's header,
	// two quoted lines, `Try moving the export` typed, the cursor after
	// it), Esc, a box titled `Save this message?` over ` Yes! Save it `,
	// ` No, drop it `, ` Continue writing ` (a select, at first and moved
	// down); Alt-I in the editor, a box titled `Select file to import`,
	// `Path: ~/` over `..\` (highlighted, `<DIR>`), long.txt and notes.txt
	// with their sizes (a file picker: a select).
	atAreas := []step{wait("Select an area"), settle}
	atMessage := then(atAreas, key("<enter>", "Ledger export keeps timing out"))
	atEditor := then(atMessage, key("<ins>", "58 of 58 (new)"), text("Try moving the export", "Try moving the export"))
	atSave := then(atEditor, key("<esc>", "Save this message?"), settle)
	save := func(highlighted int) *modes.Prompt {
		o := []string{"Yes! Save it", "No, drop it", "Continue writing"}
		o[highlighted] = ">" + o[highlighted]
		return want(modes.Select, "Save this message?", "", o...)
	}

	// managarr-like (managarr's Radarr tab, ratatui on the alternate
	// screen, rounded frames, the cursor hidden but in its search):
	// tabs `Radarr │ Sonarr`, a Stats block, the Library table (Title,
	// Year, Runtime, Rating, Size, Quality Profile, Monitored) with Dune
	// highlighted, `<a> add │ <e> edit │ <d> delete │ <s> search │
	// <enter> details │ <q> quit` at the foot (full-screen); a, a popup
	// `Add Movie` of one empty line, the cursor in it (a text question,
	// at first and with dune typed); d, a red-framed popup `Delete Movie`,
	// `Do you really want to delete: Dune?` over `Delete Movie Files: [ ]`
	// (yellow, the current) and `Add List Exclusion: [ ]` and two framed
	// buttons Delete and Cancel (a confirm, no button current; then ↓ ↓,
	// Delete yellow, the current); e, the popup `Edit - Dune` (Monitored,
	// Minimum Availability, Quality Profile, Path, Tags, Save and
	// Cancel), ↓ and Enter on `Minimum Availability:`, a list of TBA,
	// Announced, In Cinemas and Released (highlighted) under it (a
	// select).
	atLibrary := []step{wait("<q> quit"), settle}
	atDelete := then(atLibrary, text("d", "Do you really want to delete"), settle)
	const deleteQ = "Do you really want to delete: Dune?"

	// purebred-like (purebred 0.1, brick on the alternate screen): its
	// threads, the first in reverse video, unread ones bold, the status
	// bar `Purebred: Threads  1 of 5  tag:inbox` (full-screen); m, the
	// foot row `From: Alice Example <alice@example.org>`, the cursor
	// after it (a text question, that value its default); Enter, `To: `
	// (a text question); hank@ledger.example and Enter, `Subject: ` with
	// `export lock` typed (a text question); Enter, its compose view,
	// q, a box titled `Keep draft?` over ` Keep ` (reverse video) and
	// ` Discard ` (a confirm, at first and with Tab to Discard).
	atThreads := []step{wait("tag:inbox"), settle}
	atFrom := then(atThreads, text("m", "alice@example.org"), settle)
	atTo := then(atFrom, key("<enter>", "To:"), settle)
	atSubject := then(atTo, text("hank@ledger.example", "ledger.example"), key("<enter>", "Subject:"),
		text("export lock", "export lock"), settle)
	atKeep := then(atSubject, key("<enter>", "ComposeView"), text("q", "Keep draft?"), settle)

	// telix-like (Telix 3.51 online with a BBS, its status row on cyan at
	// the foot): PgUp, a double-framed blue box titled `Upload` of eleven
	// protocols each after its key in yellow (`A  Ascii` … `Z  Zmodem`)
	// over `Choice?`, the cursor after it (a choice of the keys); z, a box
	// titled `Zmodem Upload`, `File(s) to upload:` over an empty grey
	// field, the cursor in it (a text question, at first and with
	// ledger-2024.qif typed); Alt-X on the terminal, a red box `Exit Telix
	// (Y/N)?`, the cursor after it (a yes/no, no default).
	atTerm := []step{wait("Online 00:03"), settle}
	atUpload := then(atTerm, key("<pgup>", "Choice?"), settle)
	atFile := then(atUpload, text("z", "File(s) to upload:"), settle)
	protocols := want(modes.Choice, "Choice?", "", "A|Ascii", "K|Kermit", "S|SEAlink", "T|Telink", "M|Modem7",
		"X|Xmodem", "1|Xmodem-1k", "G|Xmodem-1k-g", "Y|Ymodem", "B|Ymodem-g", "Z|Zmodem")

	return []corpusCase{
		// golded-like: its areas, quitting, a message to delete, a
		// message to save (also moved), a text to import.
		needs(is(modes.TUI, "golded-like", "golded-like", golded, atAreas...), py),
		needs(ask("golded-like-quit", "golded-like", golded, want(modes.Confirm, "Quit GoldED+?", "", ">Yes, please.", "No, cancel!"),
			then(atAreas, key("<esc>", "Quit GoldED+?"), settle)...), py),
		needs(ask("golded-like-delete", "golded-like", golded, want(modes.Confirm, "Delete this message?", "", ">Yes, delete it", "No, don't delete"),
			then(atMessage, key("<del>", "Delete this message?"), settle)...), py),
		needs(ask("golded-like-save", "golded-like", golded, save(0), atSave...), py),
		needs(ask("golded-like-save-moved", "golded-like", golded, save(1), then(atSave, down, settle)...), py),
		needs(ask("golded-like-import", "golded-like", golded, want(modes.Select, "Select file to import", "", `>..\`, "long.txt", "notes.txt"),
			then(atEditor, key("<alt-i>", "Select file to import"), settle)...), py),

		// managarr-like: its library, a movie to add (also typed), a
		// movie to delete (also at its Delete button), a list in its
		// edit form.
		needs(is(modes.TUI, "managarr-like", "managarr-like", managarr, atLibrary...), py),
		needs(ask("managarr-like-add", "managarr-like", managarr, want(modes.Text, "Add Movie", ""),
			then(atLibrary, text("a", "Add Movie"), settle)...), py),
		needs(ask("managarr-like-add-typed", "managarr-like", managarr, want(modes.Text, "Add Movie", ""),
			then(atLibrary, text("a", "Add Movie"), settle, text("dune", "dune"), settle)...), py),
		needs(ask("managarr-like-delete", "managarr-like", managarr, want(modes.Confirm, deleteQ, "", "Delete", "Cancel"), atDelete...), py),
		needs(ask("managarr-like-delete-button", "managarr-like", managarr, want(modes.Confirm, deleteQ, "", ">Delete", "Cancel"),
			then(atDelete, down, settle, down, settle)...), py),
		needs(ask("managarr-like-availability", "managarr-like", managarr,
			want(modes.Select, "Minimum Availability:", "", "TBA", "Announced", "In Cinemas", ">Released"),
			then(atLibrary, text("e", "Edit - Dune"), settle, down, settle, key("<enter>", "In Cinemas"), settle)...), py),

		// purebred-like: its threads, the From, To and Subject lines, a
		// draft to keep (also moved to Discard).
		needs(is(modes.TUI, "purebred-like", "purebred-like", purebred, atThreads...), py),
		needs(ask("purebred-like-from", "purebred-like", purebred, want(modes.Text, "From:", "Alice Example <alice@example.org>"), atFrom...), py),
		needs(ask("purebred-like-to", "purebred-like", purebred, want(modes.Text, "To:", ""), atTo...), py),
		needs(ask("purebred-like-subject", "purebred-like", purebred, want(modes.Text, "Subject:", ""), atSubject...), py),
		needs(ask("purebred-like-keep", "purebred-like", purebred, want(modes.Confirm, "Keep draft?", "", ">Keep", "Discard"), atKeep...), py),
		needs(ask("purebred-like-keep-moved", "purebred-like", purebred, want(modes.Confirm, "Keep draft?", "", "Keep", ">Discard"),
			then(atKeep, key("<tab>", ""), settle)...), py),

		// telix-like: its upload protocols, the file to upload (also
		// typed), exiting.
		needs(ask("telix-like-upload", "telix-like", telix, protocols, atUpload...), py),
		needs(ask("telix-like-file", "telix-like", telix, want(modes.Text, "File(s) to upload:", ""), atFile...), py),
		needs(ask("telix-like-file-typed", "telix-like", telix, want(modes.Text, "File(s) to upload:", ""),
			then(atFile, text("ledger-2024.qif", "ledger-2024.qif"), settle)...), py),
		needs(ask("telix-like-exit", "telix-like", telix, yesNo("Exit Telix?", ""),
			then(atTerm, key("<alt-x>", "Exit Telix"), settle)...), py),
	}
}

// TestModesTwohundredninetysecond drives the twohundredninetysecond set
// live to the labelled moment and, with -update, stores its screens,
// labels and facts for modes' TestSetsAccuracy/twohundredninetysecond.
// Whether the classifier reads them right is that test's measure, not a
// failure here.
func TestModesTwohundredninetysecond(t *testing.T) {
	captureSet(t, twohundredninetysecondDir, twohundredninetysecondSet())
}
