package session

import (
	"testing"

	"github.com/agentty/agentty/modes"
)

// twentyfifthDir holds the twentyfifth set (issue 44, twentyfifth round):
// live cases of Debian's full-screen programs, games, menus and pagers
// that no other test, table, fixture or doc of agentty names, made to
// measure the classifier once as it was on programs nobody here had
// looked at. Each case's label (mode, state, prompt kind, question,
// default, options and the highlighted one) was written from what the
// program is known to draw (its documentation, and the program run by
// hand in tmux outside agentty) and committed before its screen was
// captured.
const twentyfifthDir = "../testdata/modes-twentyfifth"

// The twentyfifth set's preparations: a query's result as psql prints
// it, longer than a screen, for mypager to colour and page.
const twentyfifthTable = `{ printf ' id | host       | region\n----+------------+--------\n'; for i in $(seq 1 60); do printf '%3d | relay-%04d | eu-%d\n' $i $i $((i % 3)); done; printf '(60 rows)\n'; } > result.txt`

// twentyfifthSet is the twentyfifth set. Labels say what a person reads
// on the screen; "…" in a question or default stands for any text.
func twentyfifthSet() []corpusCase {
	is, ask, needs, wait, settle := isCase, askCase, needing, waitFor, settled
	typed := func(s, expect string) step { return step{text: s, enter: true, expect: expect, timeout: setSlow} }
	enter := func(expect string) step { return step{enter: true, expect: expect, timeout: setSlow} }
	key := func(k, expect string) step { return step{keys: k, expect: expect, timeout: setSlow} }
	down := step{keys: "<down>"}
	game := func(name string) opener { return unseenHome(notes, gamePath(name)) }
	launcher := game("nbnbsdgames")
	reversi := game("nbreversi")
	battleship := game("nbbattleship")
	chroma := game("chroma-curses")
	ppp := rootCase(unseenHome(notes, "pppconfig"))
	dvorak := unseenHome(notes, "dvorak7min")
	mypager := unseenHome(shPrep(twentyfifthTable), "sh", "-c", "exec mypager < result.txt")
	barnowl := unseenHome(notes, "barnowl")
	cplay := unseenHome(notes, "cplay-ng")
	gamesMenu := func(highlighted int) *modes.Prompt {
		opts := []string{"See High Scores", "jewels", "sudoku", "mines", "reversi", "checkers", "battleship", "rabbithole", "sos",
			"pipes", "fifteen", "memoblocks", "fisher", "muncher", "miketron", "redsquare", "darrt", "snakeduel", "tugow"}
		opts[highlighted] = ">" + opts[highlighted]
		return want(modes.Select, "Main Menu", "", opts...)
	}
	pppMenu := func(highlighted int) *modes.Prompt {
		opts := []string{"Create|Create a connection", "Change|Change a connection", "Delete|Delete a connection", "Quit|Exit this utility"}
		opts[highlighted] = ">" + opts[highlighted]
		return want(modes.Select, "…", "", opts...)
	}
	lessons := want(modes.Choice, "Type a lesson number …?", "",
		"1|UH: home row, index fingers", "2|ET: home row, second fingers", "3|EHTU: comprehensive", "4|ON: home row, third fingers",
		"5|ON: comprehensive", "6|AS: home row, fourth fingers", "7|AS: comprehensive", "8|ID: index fingers stretching home",
		"9|Home row", "10|PG: first fingers up", "11|PG: comprehensive", "12|.C: second fingers up",
		"13|.C: comprehensive", "14|,R: third fingers up", "15|,R: comprehensive", "16|'L: fourth fingers up",
		"17|'L: comprehensive", "18|YF: index fingers stretching up", "19|Upper and home rows", "20|KM: index fingers down",
		"21|KM: comprehensive", "22|JW: second fingers down", "23|JW: comprehensive", "24|QV: third fingers down",
		"25|QV: comprehensive", "26|;Z: fourth fingers down", "27|;Z: comprehensive", "28|XB: index fingers stretching down",
		"29|All rows", "N|Nastiness", "H|Hide keyboard", "Q|Quit")
	return []corpusCase{
		// Full-screen games of nbsdgames: Mines, Sudoku and Fifteen (each
		// also after a key), Jewels (its pieces falling), Battleship's
		// board once a single player's game is chosen; Chroma's title
		// screen and its list of levels after a key.
		needs(is(modes.TUI, "nbmines", "nbmines", game("nbmines"), wait("Mines:")), gamePath("nbmines")),
		needs(is(modes.TUI, "nbmines-after-key", "nbmines", game("nbmines"), wait("Mines:"), step{keys: "<right>"}, settle), gamePath("nbmines")),
		needs(is(modes.TUI, "nbsudoku", "nbsudoku", game("nbsudoku"), wait("Solved")), gamePath("nbsudoku")),
		needs(is(modes.TUI, "nbsudoku-after-key", "nbsudoku", game("nbsudoku"), wait("Solved"), down, settle), gamePath("nbsudoku")),
		needs(is(modes.TUI, "nbfifteen", "nbfifteen", game("nbfifteen"), wait("IFTEEN")), gamePath("nbfifteen")),
		needs(is(modes.TUI, "nbfifteen-after-key", "nbfifteen", game("nbfifteen"), wait("IFTEEN"), step{keys: "<up>"}, settle), gamePath("nbfifteen")),
		needs(is(modes.TUI, "nbjewels", "nbjewels", game("nbjewels"), wait("Score:")), gamePath("nbjewels")),
		needs(is(modes.TUI, "nbbattleship-board", "nbbattleship", battleship, wait("Multi Player"), enter("Set your board"), settle), gamePath("nbbattleship")),
		needs(is(modes.TUI, "chroma-curses", "chroma-curses", chroma, wait("Press any key to play")), gamePath("chroma-curses")),

		// Monitors and players: sntop polling its hosts, cplay-ng's list
		// of files (also moved), BarnOwl's window (also after a command).
		needs(is(modes.TUI, "sntop", "sntop", unseenHome(notes, "sntop"), wait("hosts polled")), "sntop"),
		needs(is(modes.TUI, "cplay-ng", "cplay-ng", cplay, wait("Filelist")), "cplay-ng"),
		needs(is(modes.TUI, "cplay-ng-moved", "cplay-ng", cplay, wait("Filelist"), down, settle), "cplay-ng"),
		needs(is(modes.TUI, "barnowl", "barnowl", barnowl, wait("Welcome to BarnOwl")), "barnowl"),
		needs(is(modes.TUI, "barnowl-after-command", "barnowl", barnowl, wait("Welcome to BarnOwl"), typed(":show quickstart", "more"), settle), "barnowl"),
		// dvorak7min's lesson, waiting for a key to start.
		needs(is(modes.TUI, "dvorak7min-lesson", "dvorak7min", dvorak, wait("Type a lesson number"), typed("3", "Press a key to start"), settle), "dvorak7min"),

		// Pagers: mypager paging a query's result (in less), at its top
		// and a page down; Chroma's How to Play, scrolled with the arrows.
		needs(is(modes.Pager, "mypager", "mypager", mypager, wait("relay-0001")), "mypager", "less"),
		needs(is(modes.Pager, "mypager-moved", "mypager", mypager, wait("relay-0001"), step{keys: "<pgdn>"}, settle), "mypager", "less"),
		needs(is(modes.Pager, "chroma-curses-help", "chroma-curses", chroma, wait("Press any key to play"), key("h", "Use [UP] and [DOWN] to scroll"), settle), gamePath("chroma-curses")),

		// Questions asked on a line of a full screen: Reversi's players
		// (white, then black), Checkers' black player, Battleship's game,
		// dvorak7min's lessons; the nbsdgames launcher's name.
		needs(ask("nbreversi", "nbreversi", reversi, want(modes.Choice, "Choose type of the white player", "H", "H|H", "c|c"), wait("white player")), gamePath("nbreversi")),
		needs(ask("nbreversi-black", "nbreversi", reversi, want(modes.Choice, "Choose type of the black player", "C", "h|h", "C|C"),
			wait("white player"), key("h", "black player"), settle), gamePath("nbreversi")),
		needs(ask("nbcheckers", "nbcheckers", game("nbcheckers"), want(modes.Choice, "Choose type of the black player", "H", "H|H", "c|c"), wait("black player")), gamePath("nbcheckers")),
		needs(ask("nbbattleship", "nbbattleship", battleship, want(modes.Choice, "Choose type of the game:", "", "1|Single Player", "2|Multi Player"), wait("Multi Player")), gamePath("nbbattleship")),
		needs(ask("dvorak7min", "dvorak7min", dvorak, lessons, wait("Type a lesson number")), "dvorak7min"),
		needs(ask("nbnbsdgames-name", "nbnbsdgames", launcher, want(modes.Text, "Enter a name, then press enter", ""), wait("Enter a name")), gamePath("nbnbsdgames")),

		// Menus: the nbsdgames launcher's games (also moved), Chroma's
		// levels, pppconfig's main menu drawn by whiptail (also moved)
		// and its provider's name.
		needs(ask("nbnbsdgames-menu", "nbnbsdgames", launcher, gamesMenu(0), wait("Enter a name"), typed("relay", "tugow"), settle), gamePath("nbnbsdgames")),
		needs(ask("nbnbsdgames-menu-moved", "nbnbsdgames", launcher, gamesMenu(1), wait("Enter a name"), typed("relay", "tugow"), settle, down, settle), gamePath("nbnbsdgames")),
		needs(ask("chroma-curses-levels", "chroma-curses", chroma, want(modes.Select, "…", "", ">1|chroma 1 : initiation", "2|chroma 2 : coronation"),
			wait("Press any key to play"), key(" ", "initiation"), settle), gamePath("chroma-curses")),
		needs(ask("pppconfig", "pppconfig", ppp, pppMenu(0), wait("Exit this utility")), "pppconfig", "whiptail"),
		needs(ask("pppconfig-moved", "pppconfig", ppp, pppMenu(1), wait("Exit this utility"), down, settle), "pppconfig", "whiptail"),
		needs(ask("pppconfig-provider", "pppconfig", ppp, want(modes.Text, "…", "provider"), wait("Exit this utility"), key("<enter>", "Provider Name"), settle), "pppconfig", "whiptail"),
	}
}

// TestModesTwentyfifth drives the twentyfifth set live to the labelled
// moment and, with -update, stores its screens, labels and facts for
// modes' TestSetsAccuracy/twentyfifth. Whether the classifier reads them
// right is that test's measure, not a failure here.
func TestModesTwentyfifth(t *testing.T) { captureSet(t, twentyfifthDir, twentyfifthSet()) }
