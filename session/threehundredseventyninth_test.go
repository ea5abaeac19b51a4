package session

import (
	"strings"
	"testing"

	"github.com/agentty/agentty/modes"
)

// threehundredseventyninthDir holds the threehundredseventyninth set
// (issue 44, three-hundred-and-seventy-ninth round): live cases of
// terminal games and puzzles that Debian does not package, imitated by a
// fixture of its own (one script run by Debian's python3, each game on
// the alternate screen), each drawing what the real game draws at one of
// its moments (its words, layout, boxes, colours, reverse video, cursor
// and the way it reads keys, from its source, documentation and
// screenshots as known): Alexandre Dantas' yetris, a falling-blocks game
// in ncurses (its first run asking a profile name on a cooked line, its
// main menu under its logo over a fire animation, its help window, a
// game, its Paused window, a new profile's name asked in a box), Max
// Niederman's ttyper, a typing test on ratatui (its test, words typed,
// its results asking to quit, test again or practise the missed words,
// a practice test, a test typed right and its results), Jason Brian
// Hall's minesweeper in ncurses (its menu of difficulties, a seed typed,
// its board, its help page, a mine hit and its play-again line, a new
// high score's name asked, the high scores) and Jay Link's Taipan! for
// curses (its splash, the firm's name asked in a box, how to start, the
// moneylender's yes/no, the trading question, the ports to sail to).
// None of them, nor their makers, is named by any other test, table,
// fixture or doc of agentty: grepped with `git grep -il` before they
// were chosen were yetris, alexdantas, dantas, alexandre, ttyper,
// niederman, max niederman, minesweep, minesweeper, jasonbrianhall,
// jason brian, brian hall, taipan, jay link, jaylink, canfil, avalon and
// mega-micro (jlink matched only SEGGER's J-Link of the
// threehundredthirteenth set, lxgr only inside a lock file's hash; and,
// found named and left, among others: tetris, vitetris, bastet, tint,
// 2048, snake, pacman, myman, sudoku, nudoku, solitaire, tty-solitaire,
// freesweep, sweeper, hangman, mastermind, battleship, reversi, pong,
// wordle, brogue, rogue, typioca, tetrigo, gambit, chess-tui,
// moon-buggy, ninvaders and greed; pokete and ascii-patrol were looked
// at and left as too much to draw). Each case's label says what a person
// reads on the screen, written from the fixture run by hand in tmux
// outside agentty at 80x24, and was committed before its screen was
// captured.
const threehundredseventyninthDir = "../testdata/modes-threehundredseventyninth"

// threehundredseventyninthTool runs one game of the set's script with
// Debian's python3, over a home holding notes.txt and long.txt.
func threehundredseventyninthTool(tool string, args ...string) opener {
	return setFixtures("threehundredseventyninth").script(pythonPath, "py/threehundredseventyninth_games.py",
		append([]string{tool}, args...)...)
}

// threehundredseventyninthSet is the threehundredseventyninth set.
// Labels say what a person reads on the screen: a game's own screen (a
// board, a help page of keys, a splash asking for any key, a table of
// high scores) is a full-screen program; a name or a number asked on a
// line, typed or not, is a text question, its default the one the game
// writes beside it; a menu of entries, one marked current by its colour
// alone or none marked and each numbered for its key, is a select; a
// line naming the keys that answer it (`Press 'q' to quit or 'r' for
// another test`, `Game Over! Press 'q' to quit or 'r' to restart.`,
// Taipan's `Shall I Buy, Sell, …`) is a choice of them; a yes/no asked
// is a yes/no.
func threehundredseventyninthSet() []corpusCase {
	is, ask, needs, wait, settle := isCase, askCase, needing, waitFor, settled
	py := pythonPath
	typed := func(s, expect string) step { return step{text: s, enter: true, expect: expect, timeout: setSlow} }
	enter := func(expect string) step { return step{enter: true, expect: expect, timeout: setSlow} }
	key := func(k, expect string) step { return step{keys: k, expect: expect, timeout: setSlow} }
	text := func(s, expect string) step { return step{text: s, expect: expect, timeout: setSlow} }
	then := func(a []step, b ...step) []step { return append(append([]step{}, a...), b...) }

	// yetris-like (Alexandre Dantas' yetris 2.3.0, ncurses, the
	// alternate screen, keys polled every 100 ms, the cursor hidden): its
	// first run, `Hello, there!`, `It seems this is your first time
	// running yetris.` and `Profile Name:` in reverse video, the cursor
	// after it on a cooked, echoed line, `default: root` under it (a text
	// question, default root, the user running it); Enter, its main menu:
	// the screen framed, the logo in a box titled `root's`, a box of
	// Single Player (current, cyan; the others bold white), Game Settings,
	// GUI Options, Controls, Profiles, Help and Quit over a fire animation
	// that never stops (a select, Single Player current, no question); up
	// twice and Enter, its help window `(Help)` and ` Credits ` over the
	// menu, its controls and keys and where settings are stored (a TUI);
	// Enter twice (Single Player, Start Game), a game: Hold, the board, a
	// piece falling with its ghost `[][][][]` under it, Next, Statistics
	// and a timer (a TUI); p, a `Paused` box over it, Resume (current),
	// a rule, Quit to Main Menu and Quit Game (a select); from the menu,
	// Profiles and c, a `New Profile` box over the menu, `Please enter a
	// name:` over the cursor on a cooked, echoed line and `(default:
	// root)` (a text question, default root).
	yt := threehundredseventyninthTool("yetris")
	atName := []step{wait("Profile Name:"), settle}
	atMenu := then(atName, enter("Single Player"))
	atGame := then(atMenu, key("<enter>", "Start Game"), key("<enter>", "Statistics"))
	mainMenu := []string{">Single Player", "Game Settings", "GUI Options", "Controls", "Profiles", "Help", "Quit"}

	// ttyper-like (Max Niederman's ttyper, ratatui, the alternate screen,
	// keys raw): a rounded cyan `Input` box, the cursor in it, over a
	// rounded green `Prompt` box of fifty words, the first letter of the
	// current word blue and underlined (a TUI); `some days oot us` typed,
	// some and days green, oot's word red, `us` in the input (the TUI);
	// Esc, its results: `Overview` (Adjusted WPM, Accuracy, Raw WPM,
	// Correct Keypresses), `Worst Keys`, a braille `Chart` of WPM, and
	// `Press 'q' to quit, 'r' for another test or 'p' to practice missed
	// words` in grey italics on the last row (a choice of q, r and p); p,
	// a practice test of `out` five times (the TUI); with `-w 6`, its six
	// words typed right, the results over `Press 'q' to quit or 'r' for
	// another test` (a choice of q and r).
	tt := threehundredseventyninthTool("ttyper")
	atTest := []step{wait("Prompt"), settle}
	atTyped := then(atTest, text("some days oot us", "│us"), settle)
	atResults := then(atTyped, key("<esc>", "practice missed words"), settle)

	// minesweeper-like (Jason Brian Hall's terminal minesweeper, ncurses,
	// the alternate screen, raw keys, the cursor hidden): `MINESWEEPER`,
	// `Select Difficulty:` over `1. Easy (9x9, 10 mines)` to `4. Custom`,
	// `S. Enter seed (escape for random): Random`, `Press 1-4 to start, S
	// for seed` and `Press H for help` (a select keyed 1 to 4 and S); s
	// and 102 typed, `S. Enter seed (escape for random): 102` (a text
	// question, no default); Enter and 1, its board of nine rows of `# `
	// under `MINESWEEPER` white on blue and `Time: 00:00`, the cursor's
	// cell reversed, `Press 'h' for help | Space=Reveal | F=Flag |
	// Q=Quit` (a TUI); h, `MINESWEEPER HELP`, its controls and tips and
	// `Press any key to return` (the TUI); Space and a mine stepped on,
	// the mines shown and `Game Over! Press 'q' to quit or 'r' to
	// restart.` (a choice of q and r); the board cleared instead, `NEW
	// HIGH SCORE!`, `Your time: 00:00` and `Enter your name: `, the cursor
	// hidden (a text question, no default); Ada and Enter, `HIGHSCORES`,
	// its table and `Press any key to return` (a TUI).
	ms := threehundredseventyninthTool("minesweeper")
	atDifficulty := []step{wait("Press H for help"), settle}
	atSeed := then(atDifficulty, key("s", ""), text("102", "random): 102"), settle)
	atBoard := then(atSeed, key("<enter>", ""), key("1", "Space=Reveal"), settle)
	win := "<space><down>" + strings.Repeat("<right>", 8) + "<space><down><down><left><left><space>"
	atHighScore := then(atBoard, key(win, "NEW HIGH SCORE!"), settle)

	// taipan-like (Jay Link's Taipan! for curses, the alternate screen,
	// keys read cbreak and echoed by the game, each answer ended by
	// Enter): its splash, TAIPAN in big letters, a junk on the waves,
	// `Created by: Art Canfil`, `Programmed by: Jay Link` and `Press ANY
	// key to start.` (a TUI); Space, a box `Taipan,` / `What will you
	// name your` / `Firm:` over a dashed line, the cursor on it (a text
	// question); Jardine, `Do you want to start . . .` over `1) With cash
	// (and a debt)`, `>> or <<`, `2) With five guns and no cash` `(But no
	// debt!)` and a `?` (a select keyed 1 and 2); 2, the port's screen
	// (`Firm: Jardine, Hong Kong`, the warehouse and the hold in boxes,
	// the date, Hong Kong and the debt reversed) over `Comprador's
	// Report` and `Do you have business with Elder Brother Wu, the
	// moneylender? ` (a yes/no); n, the prices here over `Shall I Buy,
	// Sell, Visit bank, Transfer cargo, Wheedle Wu, or Quit trading? ` (a
	// choice of B, S, V, T, W and Q); q, `Taipan, do you wish me to go
	// to:` over `1) Hong Kong, 2) Shanghai, …` to `7) Batavia ? ` (a
	// select keyed 1 to 7).
	tp := threehundredseventyninthTool("taipan")
	atSplash := []step{wait("to start."), settle}
	atFirm := then(atSplash, key("<space>", "What will you name your"), settle)
	atStart := then(atFirm, typed("Jardine", "Do you want to start"), settle)
	atWu := then(atStart, typed("2", "the moneylender?"), settle)
	atTrade := then(atWu, typed("n", "Quit trading?"), settle)

	return []corpusCase{
		// yetris-like: its first run's name, its menu, its help, a game,
		// paused, a new profile's name.
		needs(ask("yetris-like", "yetris-like", yt, want(modes.Text, "Profile Name:", "root"), atName...), py),
		needs(ask("yetris-like-menu", "yetris-like", yt, want(modes.Select, "", "", mainMenu...), atMenu...), py),
		needs(is(modes.TUI, "yetris-like-help", "yetris-like", yt,
			then(atMenu, key("<up><up><enter>", "Your settings and scores"))...), py),
		needs(is(modes.TUI, "yetris-like-board", "yetris-like", yt, atGame...), py),
		needs(ask("yetris-like-paused", "yetris-like", yt,
			want(modes.Select, "Paused", "", ">Resume", "Quit to Main Menu", "Quit Game"),
			then(atGame, key("p", "Quit to Main Menu"), settle)...), py),
		needs(ask("yetris-like-new-profile", "yetris-like", yt, want(modes.Text, "Please enter a name:", "root"),
			then(atMenu, key("<down><down><down><down><enter>", "Create new Profile"), key("c", "New Profile"), settle)...), py),

		// ttyper-like: its test, words typed, its results, a practice,
		// a test typed right.
		needs(is(modes.TUI, "ttyper-like", "ttyper-like", tt, atTest...), py),
		needs(is(modes.TUI, "ttyper-like-typing", "ttyper-like", tt, atTyped...), py),
		needs(ask("ttyper-like-results", "ttyper-like", tt,
			want(modes.Choice, "Press 'q' to quit, 'r' for another test or 'p' to practice missed words", "",
				"q|quit", "r|another test", "p|practice missed words"), atResults...), py),
		needs(is(modes.TUI, "ttyper-like-practice", "ttyper-like", tt, then(atResults, key("p", "out out out"), settle)...), py),
		needs(ask("ttyper-like-done", "ttyper-like", threehundredseventyninthTool("ttyper", "-w", "6"),
			want(modes.Choice, "Press 'q' to quit or 'r' for another test", "", "q|quit", "r|another test"),
			then(atTest, text("add high first real have mail", "for another test"), settle)...), py),

		// minesweeper-like: its menu, a seed, its board, its help, a
		// mine, a high score's name, the high scores.
		needs(ask("minesweeper-like", "minesweeper-like", ms,
			want(modes.Select, "Select Difficulty:", "", "1|Easy (9x9, 10 mines)", "2|Medium (16x16, 40 mines)",
				"3|Hard (16x30, 99 mines)", "4|Custom", "S|Enter seed (escape for random): Random"), atDifficulty...), py),
		needs(ask("minesweeper-like-seed", "minesweeper-like", ms,
			want(modes.Text, "Enter seed (escape for random):", ""), atSeed...), py),
		needs(is(modes.TUI, "minesweeper-like-board", "minesweeper-like", ms, atBoard...), py),
		needs(is(modes.TUI, "minesweeper-like-help", "minesweeper-like", ms,
			then(atBoard, key("h", "MINESWEEPER HELP"), settle)...), py),
		needs(ask("minesweeper-like-boom", "minesweeper-like", ms,
			want(modes.Choice, "Game Over! Press 'q' to quit or 'r' to restart.", "", "q|quit", "r|restart"),
			then(atBoard, key("<space>"+strings.Repeat("<right>", 8)+"<space>", "Game Over!"), settle)...), py),
		needs(ask("minesweeper-like-name", "minesweeper-like", ms, want(modes.Text, "Enter your name:", ""), atHighScore...), py),
		needs(is(modes.TUI, "minesweeper-like-scores", "minesweeper-like", ms,
			then(atHighScore, text("Ada", "name: Ada"), key("<enter>", "HIGHSCORES"), settle)...), py),

		// taipan-like: its splash, the firm's name, how to start, the
		// moneylender, trading, where to sail.
		needs(is(modes.TUI, "taipan-like", "taipan-like", tp, atSplash...), py),
		needs(ask("taipan-like-firm", "taipan-like", tp, want(modes.Text, "Taipan, What will you name your Firm:", ""), atFirm...), py),
		needs(ask("taipan-like-start", "taipan-like", tp,
			want(modes.Select, "Do you want to start . . .", "", "1|With cash (and a debt)", "2|With five guns and no cash"),
			atStart...), py),
		needs(ask("taipan-like-wu", "taipan-like", tp, yesNo("Do you have business with Elder Brother Wu, the moneylender?", ""),
			atWu...), py),
		needs(ask("taipan-like-trade", "taipan-like", tp,
			want(modes.Choice, "Shall I Buy, Sell, Visit bank, Transfer cargo, Wheedle Wu, or Quit trading?", "",
				"B|Buy", "S|Sell", "V|Visit bank", "T|Transfer cargo", "W|Wheedle Wu", "Q|Quit trading"), atTrade...), py),
		needs(ask("taipan-like-destination", "taipan-like", tp,
			want(modes.Select, "Taipan, do you wish me to go to:", "", "1|Hong Kong", "2|Shanghai", "3|Nagasaki",
				"4|Saigon", "5|Manila", "6|Singapore", "7|Batavia"),
			then(atTrade, typed("q", "7) Batavia ?"), settle)...), py),
	}
}

// TestModesThreehundredseventyninth drives the threehundredseventyninth
// set live to the labelled moment and, with -update, stores its screens,
// labels and facts for modes' TestSetsAccuracy/threehundredseventyninth.
// Whether the classifier reads them right is that test's measure, not a
// failure here.
func TestModesThreehundredseventyninth(t *testing.T) {
	captureSet(t, threehundredseventyninthDir, threehundredseventyninthSet())
}
