package session

import (
	"testing"

	"github.com/agentty/agentty/modes"
)

// fortyfourthDir holds the fortyfourth set (issue 44, forty-fourth
// round): live cases of Debian programs that hold a terminal and that no
// other test, table, fixture or doc of agentty names, made after the
// forty-third round, to measure the classifier once as it was on
// programs nobody here had looked at. Each case's label (mode, state,
// prompt kind, question, default, options) was written from what the
// program is known to draw (its documentation, and the program run by
// hand outside agentty) and committed before its screen was captured.
const fortyfourthDir = "../testdata/modes-fortyfourth"

// The fortyfourth set's preparations: a bibliography for bibcursed, a
// file for mp3info to write a tag into.
const (
	fortyfourthBib  = `printf '@article{knuth84,\n  author = {Donald Knuth},\n  title = {Literate Programming},\n  year = {1984}\n}\n' > refs.bib`
	fortyfourthSong = `head -c 2000 /dev/zero > song.mp3`
)

// fortyfourthSet is the fortyfourth set. Labels say what a person reads
// on the screen; "…" in a question or default stands for any text.
func fortyfourthSet() []corpusCase {
	is, ask, needs, wait, settle := isCase, askCase, needing, waitFor, settled
	tina := unseenHome(notes, "tina")
	bibcursed := unseenHome(shPrep(fortyfourthBib), "bibcursed", "refs.bib")
	mp3info := unseenHome(shPrep(fortyfourthSong), "mp3info", "-f", "-i", "song.mp3")
	menu := want(modes.Choice, "What do you want to do?", "",
		"s|Search and query", "a|Add a new entry", "d|Delete an entry", "c|View or Change an existing entry", "h|Help", "q|Quit")
	return []corpusCase{
		// Note-takers and editors: tina's outline of items (also its
		// line asking a new item's text, opened by O); bibcursed's menu
		// of a bibliography with a key lit in each entry (also its line
		// asking which record to change, opened by c); mp3info's form
		// of a file's tag (also with a title typed into it).
		needs(is(modes.TUI, "tina", "tina", tina, wait("Items:0")), "tina"),
		needs(ask("tina-new-item", "tina", tina, want(modes.Text, "Item:", ""), wait("Items:0"), step{keys: "O", expect: "Item:", timeout: setSlow}), "tina"),
		needs(ask("bibcursed", "bibcursed", bibcursed, menu, wait("What do you want to do?")), "bibcursed"),
		needs(ask("bibcursed-record-name", "bibcursed", bibcursed, want(modes.Text, "Please enter the record name :", ""),
			wait("What do you want to do?"), step{keys: "c", expect: "record name", timeout: setSlow}), "bibcursed"),
		needs(is(modes.TUI, "mp3info-form", "mp3info", mp3info, wait("Song Title")), "mp3info"),
		needs(is(modes.TUI, "mp3info-form-typed", "mp3info", mp3info, wait("Song Title"), step{text: "Relay", expect: "Relay", timeout: setSlow}, settle), "mp3info"),

		// Full-screen programs: noping's pings of the loopback over a box
		// of statistics; gramofile's opening screen.
		needs(is(modes.TUI, "noping", "noping", unseenHome(notes, "noping", "127.0.0.1"), wait("ping statistics")), "noping"),
		needs(is(modes.TUI, "gramofile", "gramofile", unseenHome(notes, "gramofile"), wait("Signal Processing")), "gramofile"),
	}
}

// TestModesFortyfourth drives the fortyfourth set live to the labelled
// moment and, with -update, stores its screens, labels and facts for
// modes' TestSetsAccuracy/fortyfourth. Whether the classifier reads them
// right is that test's measure, not a failure here.
func TestModesFortyfourth(t *testing.T) { captureSet(t, fortyfourthDir, fortyfourthSet()) }
