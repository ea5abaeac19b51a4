package session

import (
	"testing"

	"github.com/agentty/agentty/modes"
)

// threehundredthirtyseventhDir holds the threehundredthirtyseventh set
// (issue 44, three-hundred-and-thirty-seventh round): live cases of games
// and puzzles played in the terminal that cannot run here (none is
// packaged by Debian; they come from a game's own releases, a Python
// file, a story file played in an interpreter, Go modules), imitated by
// a fixture of its own (one script run by Debian's python3, the
// full-screen ones with its curses on the alternate screen, keys read
// raw one at a time, the others reading lines cooked and echoed by the
// terminal on the main screen), each drawing what the game draws at one
// of its moments (its words, layout, colours, reverse video and cursor,
// from its documentation, source and published screenshots as known):
// k21971's EvilHack, a roguelike of the hack family (its welcome at
// --More--, its map, its inventory, a message at --More--, a prayer
// asked, a quit asked, its possessions' question), Thomas Ahle's
// sunfish, a chess engine in one Python file, in its own text front end
// (its board, its move asked, a reply, a move refused, a move typed, the
// engine thinking), Admiral Jota's Lost Pig, an interactive fiction,
// played in Chris Spiegel's Z-machine interpreter bocfel with a plain
// text front end (its opening, a look, an unknown word, the inventory, a
// save's file name, a quit asked) and ajeetdsouza's clidle, a word
// puzzle of five letters on Bubble Tea (its grid, a word typed, a guess
// coloured, a word refused, a win). None of them, nor their makers, is
// named by any other test, table, fixture or doc of agentty: grepped
// with `git grep -il` before they were chosen were evilhack, k21971,
// keith simpson, sunfish, ahle, lost pig, grunk, admiral jota, jota,
// bocfel, spiegel, clidle, ajeetdsouza and termle (and, found named and
// left, among others: nethack, angband, crawl, moria, omega, adom,
// brogue, cataclysm, slashem, rogue, gnuchess, crafty, stockfish,
// fairymax, phalanx, sjeng, hoichess, gnushogi, xboard, frotz, zork,
// infocom, glulxe, colossal, adventure, fizmo, bsdgames, quiz, hangman,
// wordle, sudoku, nudoku, 2048, tty-solitaire, solitaire, freesweep,
// ninvaders, bastet, moon-buggy, greed, dopewars, robotfindskitten,
// gnubg, cribbage, canfield, wumpus and pente). Each case's label says
// what a person reads on the screen, written from the fixture run by
// hand in tmux outside agentty at 80x24, and was committed before its
// screen was captured.
const threehundredthirtyseventhDir = "../testdata/modes-threehundredthirtyseventh"

// threehundredthirtyseventhGame runs one game of the set's script with
// Debian's python3, over a home holding notes.txt and long.txt.
func threehundredthirtyseventhGame(game string) opener {
	return setFixtures("threehundredthirtyseventh").script(pythonPath, "py/threehundredthirtyseventh_games.py", game)
}

// threehundredthirtyseventhSet is the threehundredthirtyseventh set.
// Labels say what a person reads on the screen: a game drawing its own
// screen (a map, a grid, a message waiting at --More-- over its map, an
// inventory over it) is a full-screen program; a line it asks with a
// yes/no in brackets, the default in parentheses, a question with that
// default; a move asked for on a line a text question; a story's `>`
// prompt a REPL's; a file name asked a text question; an engine thinking,
// no prompt back, a program at work.
func threehundredthirtyseventhSet() []corpusCase {
	is, ask, needs, wait, settle := isCase, askCase, needing, waitFor, settled
	py := pythonPath
	key := func(k, expect string) step { return step{keys: k, expect: expect, timeout: setSlow} }
	typed := func(s, expect string) step { return step{text: s, enter: true, expect: expect, timeout: setSlow} }
	then := func(a []step, b ...step) []step { return append(append([]step{}, a...), b...) }
	// running is a case of a game at work, no prompt drawn.
	running := func(name, program string, open opener, steps ...step) corpusCase {
		return corpusCase{name: name, program: program, open: open, steps: steps, mode: modes.Unknown, state: Running}
	}

	// evilhack-like (k21971's EvilHack, its tty interface; the alternate
	// screen, keys raw): `Hello Ada, welcome to EvilHack!  You are a
	// neutral dwarven Valkyrie.` and `--More--` in reverse video on the
	// top row, the cursor after it, over the map (a room with `@` on the
	// up staircase, a little dog `d` beside it, corridors `#`, a door, a
	// fountain, gold) and the two status lines `Ada the Stripling
	// St:18/05 …` and `Dlvl:1 $:0 HP:16(16) Pw:2(2) AC:6 Xp:1/0 T:1` (a
	// full-screen program); Enter, the message gone, the cursor on `@`
	// (the game); i, its inventory over the map's right (`Weapons`,
	// `Armor`, `Comestibles` in reverse video over the lettered items
	// and ` (end) `, the cursor after it) (the game); :, `There is a
	// staircase up here.--More--` (the game); `#pray` entered, `Are you
	// sure you want to pray? [yn] (n) ` on the top row, the cursor after
	// it (a yes/no defaulting to no); `#quit` entered, `Really quit? [yn]
	// (n) ` (a yes/no defaulting to no); y, `Do you want your
	// possessions identified? [ynq] (n) ` (a choice of y, n and q
	// defaulting to n).
	evilhack := threehundredthirtyseventhGame("evilhack")
	atWelcome := []step{wait("--More--"), settle}
	atMap := then(atWelcome, step{keys: "<enter>", timeout: setSlow}, settle)
	ynq := []string{"y|y", "n|n", "q|q"}

	// sunfish-like (Thomas Ahle's sunfish, `python3 sunfish.py`, its own
	// text front end on the main screen, lines read cooked): the board
	// of Unicode pieces, its ranks numbered and `a b c d e f g h` under
	// it, `·` on empty squares, over `Your move: ` (a text question); e2e4
	// entered, the board with the pawn moved, `My move: e7e5` and the
	// board again over `Your move: ` (the question again); xx entered,
	// `Please enter a move like g8f6` over `Your move: ` (the question);
	// g1f3 typed and not entered (the question, its answer typed); d2d4
	// entered, the board with the pawn moved and nothing more, the engine
	// searching (a program at work).
	sunfish := threehundredthirtyseventhGame("sunfish")
	atMove := []step{wait("Your move:"), settle}
	askMove := want(modes.Text, "Your move:", "")

	// lostpig-like (Admiral Jota's Lost Pig, played in Chris Spiegel's
	// bocfel with a plain text front end, on the main screen, lines read
	// cooked): `Pig lost! Boss say that it Grunk fault. …`, the title
	// `LOST PIG`, `And Place Under Ground`, `An Interactive Fiction by
	// Grunk, as told to Admiral Jota`, its release line, `Outside` and
	// the room's words over `>` (a REPL); `look`, the room again over `>`
	// (the REPL); `xyzzy`, `Grunk not know what "xyzzy" mean.` over `>`
	// (the REPL); `i`, `Grunk have torch and pants. Torch not lit.` over
	// `>` (the REPL); `save`, `Please enter a file name (without an
	// extension): ` (a text question, no default); `quit`, `Are you sure
	// you want to quit? ` (a yes/no, no default).
	lostpig := threehundredthirtyseventhGame("lostpig")
	atOutside := []step{wait("Hole big and dark."), settle}

	// clidle-like (ajeetdsouza's clidle, a five-letter word puzzle on
	// Bubble Tea; the alternate screen, keys raw, the cursor hidden): six
	// rows of five rounded boxes on grey, empty, over a keyboard `Q W E R
	// T Y U I O P` / `A S D F G H J K L` / `Z X C V B N M` (a full-screen
	// program); crane typed, its letters in the first row's boxes (the
	// game); slate entered, the first row green (each letter right) and
	// the keyboard's letters coloured, `You won! The word was SLATE.
	// Press ctrl+c to quit.` at the foot (the game); crane entered, its
	// boxes green, yellow and dim by its letters, the keys coloured, the
	// second row empty (the game); pxxxx entered, `Not in word list` at
	// the foot, the letters left in their boxes (the game).
	clidle := threehundredthirtyseventhGame("clidle")
	atGrid := []step{wait("Z   X   C"), settle}

	return []corpusCase{
		// evilhack-like: its welcome, its map, its inventory, a message,
		// a prayer, a quit, its possessions.
		needs(is(modes.TUI, "evilhack-like-welcome", "evilhack-like", evilhack, atWelcome...), py),
		needs(is(modes.TUI, "evilhack-like", "evilhack-like", evilhack, atMap...), py),
		needs(is(modes.TUI, "evilhack-like-inventory", "evilhack-like", evilhack, then(atMap, key("i", "(end)"), settle)...), py),
		needs(is(modes.TUI, "evilhack-like-more", "evilhack-like", evilhack, then(atMap, key(":", "staircase up here"), settle)...), py),
		needs(ask("evilhack-like-pray", "evilhack-like", evilhack, yesNo("Are you sure you want to pray?", "no"),
			then(atMap, typed("#pray", "want to pray?"), settle)...), py),
		needs(ask("evilhack-like-quit", "evilhack-like", evilhack, yesNo("Really quit?", "no"),
			then(atMap, typed("#quit", "Really quit?"), settle)...), py),
		needs(ask("evilhack-like-identify", "evilhack-like", evilhack,
			want(modes.Choice, "Do you want your possessions identified?", "n", ynq...),
			then(atMap, typed("#quit", "Really quit?"), settle, key("y", "possessions identified?"), settle)...), py),

		// sunfish-like: its move asked, a reply, a refusal, a move typed,
		// thinking.
		needs(ask("sunfish-like", "sunfish-like", sunfish, askMove, atMove...), py),
		needs(ask("sunfish-like-replied", "sunfish-like", sunfish, askMove, then(atMove, typed("e2e4", "My move: e7e5"), settle)...), py),
		needs(ask("sunfish-like-refused", "sunfish-like", sunfish, askMove, then(atMove, typed("xx", "enter a move like"), settle)...), py),
		needs(ask("sunfish-like-typed", "sunfish-like", sunfish, askMove, then(atMove, step{text: "g1f3", timeout: setSlow}, settle)...), py),
		needs(running("sunfish-like-thinking", "sunfish-like", sunfish,
			then(atMove, step{text: "d2d4", enter: true, timeout: setSlow}, settle)...), py),

		// lostpig-like: its opening, a look, an unknown word, the
		// inventory, a file name, a quit.
		needs(is(modes.REPL, "lostpig-like", "lostpig-like", lostpig, atOutside...), py),
		needs(is(modes.REPL, "lostpig-like-look", "lostpig-like", lostpig, then(atOutside, typed("look", "Outside"), settle)...), py),
		needs(is(modes.REPL, "lostpig-like-unknown", "lostpig-like", lostpig, then(atOutside, typed("xyzzy", "Grunk not know"), settle)...), py),
		needs(is(modes.REPL, "lostpig-like-inventory", "lostpig-like", lostpig, then(atOutside, typed("i", "Torch not lit."), settle)...), py),
		needs(ask("lostpig-like-save", "lostpig-like", lostpig, want(modes.Text, "Please enter a file name (without an extension):", ""),
			then(atOutside, typed("save", "file name"), settle)...), py),
		needs(ask("lostpig-like-quit", "lostpig-like", lostpig, yesNo("Are you sure you want to quit?", ""),
			then(atOutside, typed("quit", "want to quit?"), settle)...), py),

		// clidle-like: its grid, a word typed, a win, a guess, a refusal.
		needs(is(modes.TUI, "clidle-like", "clidle-like", clidle, atGrid...), py),
		needs(is(modes.TUI, "clidle-like-typed", "clidle-like", clidle, then(atGrid, step{keys: "crane", timeout: setSlow}, settle)...), py),
		needs(is(modes.TUI, "clidle-like-won", "clidle-like", clidle, then(atGrid, key("slate<enter>", "You won!"), settle)...), py),
		needs(is(modes.TUI, "clidle-like-guessed", "clidle-like", clidle, then(atGrid, step{keys: "crane<enter>", timeout: setSlow}, settle)...), py),
		needs(is(modes.TUI, "clidle-like-refused", "clidle-like", clidle, then(atGrid, key("pxxxx<enter>", "Not in word list"), settle)...), py),
	}
}

// TestModesThreehundredthirtyseventh drives the threehundredthirtyseventh
// set live to the labelled moment and, with -update, stores its screens,
// labels and facts for modes' TestSetsAccuracy/threehundredthirtyseventh.
// Whether the classifier reads them right is that test's measure, not a
// failure here.
func TestModesThreehundredthirtyseventh(t *testing.T) {
	captureSet(t, threehundredthirtyseventhDir, threehundredthirtyseventhSet())
}
