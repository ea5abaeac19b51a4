package session

import (
	"testing"

	"github.com/agentty/agentty/modes"
)

// hundredsecondDir holds the hundred-second set (issue 44, hundred-second
// round): live cases of programs that no other test, table, fixture or doc
// of agentty names, made to measure the classifier once as it was on
// programs nobody here had looked at. Each case's label (mode, state,
// prompt kind, question, default, options and the highlighted one) was
// written from what the program is known to draw (its documentation and
// source, and the program run by hand outside agentty) and committed
// before its screen was captured.
const hundredsecondDir = "../testdata/modes-hundredsecond"

// hundredsecondSet is the hundred-second set. Labels say what a person
// reads on the screen; "…" in a question or default stands for any text.
func hundredsecondSet() []corpusCase {
	is, ask, needs, wait, settle := isCase, askCase, needing, waitFor, settled
	typed := func(s, expect string) step { return step{text: s, enter: true, expect: expect, timeout: setSlow} }
	gomoku, boggle, mille := gamePath("gomoku"), gamePath("boggle"), gamePath("mille")
	phantasia, sail, dab := gamePath("phantasia"), gamePath("sail"), gamePath("dab")
	wargames, teachgammon := gamePath("wargames"), gamePath("teachgammon")
	rep := unseenHome(notes, "rep")
	return []corpusCase{
		// Pagers: teachgammon's rules, shown a page at a time with its
		// own "-->" mark, at its first page and after a space.
		needs(is(modes.Pager, "teachgammon", "teachgammon", unseenHome(notes, teachgammon), wait("-->")), teachgammon),
		needs(is(modes.Pager, "teachgammon-moved", "teachgammon", unseenHome(notes, teachgammon), wait("-->"), step{keys: " "}, settle), teachgammon),

		// Full-screen programs: gomoku's board once a side is chosen,
		// boggle's opening screen and its board once started, Mille
		// Bornes' table (also after a card picked), dab's grid.
		needs(is(modes.TUI, "gomoku-board", "gomoku", unseenHome(notes, gomoku), wait("black or white?"), typed("black", "move?"), settle), gomoku),
		needs(is(modes.TUI, "boggle", "boggle", unseenHome(notes, boggle), wait("Type <space> to begin")), boggle),
		needs(is(modes.TUI, "boggle-started", "boggle", unseenHome(notes, boggle), wait("Type <space> to begin"), step{keys: " ", expect: "+---+", timeout: setSlow}, settle), boggle),
		needs(is(modes.TUI, "mille", "mille", unseenHome(notes, mille), wait("Hand Total")), mille),
		needs(is(modes.TUI, "mille-after-key", "mille", unseenHome(notes, mille), wait("Hand Total"), step{keys: "p"}, settle), mille),
		needs(is(modes.TUI, "dab", "dab", unseenHome(notes, dab), wait("c:"), settle), dab),

		// REPLs, at their prompt and after a command: librep's rep.
		needs(is(modes.REPL, "rep", "rep", rep, wait("user>")), "rep"),
		needs(is(modes.REPL, "rep-after-command", "rep", rep, wait("user>"), typed("(+ 6 36)", "42"), settle), "rep"),

		// Questions asked on a line: gomoku's side, phantasia's
		// character and then its kind (a numbered row), sail's scenario (after
		// its numbered list) and then its ship, wargames'.
		needs(ask("gomoku-color", "gomoku", unseenHome(notes, gomoku), want(modes.Text, "black or white?", ""), wait("black or white?")), gomoku),
		needs(ask("phantasia", "phantasia", unseenHome(notes, phantasia),
			want(modes.Confirm, "Do you have a character to run [Q = Quit] ?", "", "y|yes", "n|no", "q|quit"), wait("character to run")), phantasia),
		needs(ask("phantasia-character", "phantasia", unseenHome(notes, phantasia),
			want(modes.Select, "Which type of character do you want:", "", "1|Magic User", "2|Fighter", "3|Elf", "4|Dwarf", "5|Halfling", "6|Experimento"),
			wait("character to run"), step{keys: "n", expect: "Magic User", timeout: setSlow}, settle), phantasia),
		needs(ask("sail", "sail", unseenHome(notes, sail), want(modes.Text, "Scenario number?", ""), wait("Scenario number?")), sail),
		needs(ask("sail-ship", "sail", unseenHome(notes, sail),
			want(modes.Select, "Which ship (0-1)?", "", "0|American Bonhomme Rich (11 pts) (available)", "1|British Serapis (12 pts) (available)"),
			wait("Scenario number?"), typed("1", "Which ship")), sail),
		needs(ask("wargames", "wargames", unseenHome(notes, wargames), want(modes.Text, "Would you like to play a game?", ""), wait("play a game")), wargames),
	}
}

// TestModesHundredsecond drives the hundred-second set live to the
// labelled moment and, with -update, stores its screens, labels and facts
// for modes' TestSetsAccuracy/hundredsecond. Whether the classifier reads
// them right is that test's measure, not a failure here.
func TestModesHundredsecond(t *testing.T) { captureSet(t, hundredsecondDir, hundredsecondSet()) }
