package session

import (
	"testing"

	"github.com/agentty/agentty/modes"
)

// threehundrednineteenthDir holds the threehundrednineteenth set (issue
// 44, three-hundred-and-nineteenth round): live cases of full-screen
// monitors, players, chat clients and games and the prompts they open over
// their screens, by programs that cannot run here (none is packaged by
// Debian; they come from crates.io or PyPI and want the network),
// imitated by a fixture of its own (Debian's python3 and its curses, on
// the alternate screen, keys read raw one at a time, not echoed), each
// drawing what the program draws at one of its moments (its words,
// layout, boxes, colours, reverse video and cursor, from its
// documentation, source and published screenshots as known): tarkah's
// tickrs, a stock ticker monitor (ratatui: its chart, its Add Ticker
// field empty and typed in, a ticker added, its help, its summary),
// ccgauche's YTerMusic, a YouTube Music player (ratatui: loading, its
// library, its search field empty and typed in, playing), sclack, a Slack
// client (urwid: loading, its channel, its Jump to... switcher empty and
// filtered, another channel) and thomas-mauran's chess-tui (ratatui: its
// home menu at first and moved, a colour popup, its board, its help
// popup, a promotion popup, a game-over popup). None of them, nor their
// makers, is named by any other test, table, fixture or doc of agentty
// (grepped with `git grep -il`: tickrs, tarkah, ytermusic, ccgauche,
// sclack, haskellcoders, chess-tui, thomas-mauran, mauran). Each case's
// label says what a person reads on the screen, written from the fixture
// run by hand in tmux outside agentty at 80x24, and was committed before
// its screen was captured.
const threehundrednineteenthDir = "../testdata/modes-threehundrednineteenth"

// threehundrednineteenthTool runs one program of the set's script with
// Debian's python3.
func threehundrednineteenthTool(tool string) opener {
	return setFixtures("threehundrednineteenth").script(pythonPath, "py/threehundrednineteenth_tui.py", tool)
}

// threehundrednineteenthSet is the threehundrednineteenth set. Labels say
// what a person reads on the screen: a program drawing its own screen
// (a chart, a library, a channel, a board, a help popup of keys) with no
// field or choice open a full-screen program, waiting for keys even where
// a clock or a song's time moves; a box of one field a text question
// asked by its title (what is typed there no default); a list or a row of
// buttons with one highlighted a select of them; a popup naming keys to
// press a choice of those keys; loading with no screen yet running.
func threehundrednineteenthSet() []corpusCase {
	is, ask, needs, wait, settle := isCase, askCase, needing, waitFor, settled
	py := pythonPath
	key := func(k, expect string) step { return step{keys: k, expect: expect, timeout: setSlow} }
	text := func(s, expect string) step { return step{text: s, expect: expect, timeout: setSlow} }
	then := func(a []step, b ...step) []step { return append(append([]step{}, a...), b...) }
	// running is a case of a program at work, drawing, no question asked.
	running := func(name, program string, open opener, steps ...step) corpusCase {
		return corpusCase{name: name, program: program, open: open, steps: steps, mode: modes.Unknown, state: Running}
	}
	pick := func(kind modes.Kind, q string, highlighted int, opts ...string) *modes.Prompt {
		o := append([]string{}, opts...)
		o[highlighted] = ">" + o[highlighted]
		return want(kind, q, "", o...)
	}

	// tickrs-like (tarkah's tickrs, a stock ticker monitor built on
	// ratatui; the alternate screen, the cursor hidden): a row of ticker
	// tabs `AAPL │ MSFT │ TSLA` (the current one yellow), `Help '?'` and
	// the clock, a box titled AAPL of its name, price and change (green),
	// previous close, open, high and low, a braille line chart over a time
	// axis, the time frames `1D 1W 1M 3M 6M 1Y 5Y` (1D underlined) and
	// `Market open` (a full-screen program); `/`, a yellow box `Add
	// Ticker` pushed over the chart, `> ` and the cursor after it, `<Enter>
	// add  <Esc> cancel` (a text question, Add Ticker), then nvda typed in
	// it (the same question); Enter, a fourth tab NVDA and its chart (a
	// full-screen program); `?`, a box `Help - Esc to go back` listing its
	// keys (a full-screen program); `s`, the summary, a box a ticker of
	// price, change and a bar sparkline (a full-screen program).
	tickrs := threehundrednineteenthTool("tickrs")
	atChart := []step{wait("Market open")}
	atAdd := then(atChart, key("/", "Add Ticker"))
	atTyped := then(atAdd, text("nvda", "> nvda"))

	// ytermusic-like (ccgauche's YTerMusic, a YouTube Music player built
	// on ratatui; the alternate screen, rounded boxes): boxes `Playlists`
	// and `Songs`, a turning braille spinner and `Loading playlists...`,
	// `Fetching library from music.youtube.com`, the bar `No music
	// playing` (at work, no question); then the playlists (Liked music
	// highlighted), the box `Liked music` of its songs, title, artist and
	// length, the first highlighted (a full-screen program); `f`, a yellow
	// box `Search` with the cursor in it over a box `Results`: `Type to
	// search, Enter to play` (a text question, Search), then daft typed
	// and five Daft Punk songs found (the same question); Down, Down and
	// Enter, Roygbiv marked ▶ and the bar `▶ Roygbiv | Boards of Canada
	// 0:01/2:31` filling in green as it plays (a full-screen program,
	// waiting for keys as the time moves).
	ytermusic := threehundrednineteenthTool("ytermusic")
	atLibrary := []step{wait("Windowlicker")}
	atSearch := then(atLibrary, key("f", "Type to search"))

	// sclack-like (sclack, the Slack client built on urwid; the alternate
	// screen): its figlet logo in magenta over `Loading...` and
	// `Connecting to acme.slack.com` (at work, no question); then a blue
	// sidebar of the workspace, the user, CHANNELS (# general
	// highlighted) and DIRECT MESSAGES, the channel's header `#general │
	// 12 members │ Team-wide announcements`, its messages of time, author
	// and text and a box `Message #general` with the cursor in it (a
	// full-screen program); Ctrl+K, a yellow box `Jump to...`: `> ` and the
	// cursor after it over a rule and the channels and people, # general
	// highlighted (a text question, Jump to...), then dep typed and #
	// deploys left alone highlighted (the same question); Enter, the
	// #deploys channel (a full-screen program).
	sclack := threehundrednineteenthTool("sclack")
	atChannel := []step{wait("Message #general")}
	atSwitch := then(atChannel, key("<ctrl-k>", "Jump to..."))

	// chess-tui-like (thomas-mauran's chess-tui, built on ratatui; the
	// alternate screen, the cursor hidden): its CHESS title in block
	// letters, `A chess game made in 🦀 Rust`, a menu Normal game,
	// Multiplayer, Play against a bot, Lichess online, Skin: Default,
	// Help, Credits, the first `> ` and reversed, `Press ↑/↓ to move,
	// Enter to select, q to quit` (a select, at first and moved down to
	// Play against a bot); Enter, a box `Choose your color`: `Which color
	// do you want to play?` over White (reversed) and Black (a select);
	// Enter, the board of blue and white squares and its pieces, History
	// and Captured boxes, `White to move` and a row of keys (a full-screen
	// program); `?`, a box `Help` of its keys over the board (a
	// full-screen program); a scripted game played a space at a move to a
	// pawn on the eighth rank, a box `Pawn promotion`: `Choose a piece for
	// your pawn:` over ♛ Queen (reversed), ♜ Rook, ♝ Bishop, ♞ Knight (a
	// select); Enter, a box `Game over`: `White Won !!!`, `Checkmate`,
	// ``Press `R` to start a new game`` and ``Press `B` to go back to the
	// home menu`` (a choice of R and B).
	chess := threehundrednineteenthTool("chess")
	menu := []string{"Normal game", "Multiplayer", "Play against a bot", "Lichess online", "Skin: Default", "Help", "Credits"}
	atHome := []step{wait("Enter to select, q to quit")}
	atBot := then(atHome, key("<down>", ""), key("<down>", ""))
	atColour := then(atBot, key("<enter>", "Which color do you want to play?"))
	atBoard := then(atColour, key("<enter>", "White to move"))
	sp := key("<space>", "")
	atPromo := then(atBoard, sp, sp, sp, sp, sp, key("<space>", "Choose a piece for your pawn"))

	return []corpusCase{
		needs(is(modes.TUI, "tickrs-like", "tickrs-like", tickrs, then(atChart, settle)...), py),
		needs(ask("tickrs-like-add", "tickrs-like", tickrs, want(modes.Text, "Add Ticker", ""), then(atAdd, settle)...), py),
		needs(ask("tickrs-like-add-typed", "tickrs-like", tickrs, want(modes.Text, "Add Ticker", ""), then(atTyped, settle)...), py),
		needs(is(modes.TUI, "tickrs-like-added", "tickrs-like", tickrs, then(atTyped, key("<enter>", "NVIDIA Corporation"), settle)...), py),
		needs(is(modes.TUI, "tickrs-like-help", "tickrs-like", tickrs, then(atChart, text("?", "Help - Esc to go back"), settle)...), py),
		needs(is(modes.TUI, "tickrs-like-summary", "tickrs-like", tickrs, then(atChart, text("s", "Summary"), settle)...), py),

		needs(running("ytermusic-like-loading", "ytermusic-like", ytermusic, wait("Loading playlists...")), py),
		needs(is(modes.TUI, "ytermusic-like", "ytermusic-like", ytermusic, then(atLibrary, settle)...), py),
		needs(ask("ytermusic-like-search", "ytermusic-like", ytermusic, want(modes.Text, "Search", ""), then(atSearch, settle)...), py),
		needs(ask("ytermusic-like-search-typed", "ytermusic-like", ytermusic, want(modes.Text, "Search", ""),
			then(atSearch, text("daft", "Around the World"), settle)...), py),
		needs(is(modes.TUI, "ytermusic-like-playing", "ytermusic-like", ytermusic,
			then(atLibrary, settle, key("<down>", ""), key("<down>", ""), key("<enter>", "Roygbiv | Boards of Canada"))...), py),

		needs(running("sclack-like-loading", "sclack-like", sclack, wait("Connecting to acme.slack.com")), py),
		needs(is(modes.TUI, "sclack-like", "sclack-like", sclack, then(atChannel, settle)...), py),
		needs(ask("sclack-like-switcher", "sclack-like", sclack, want(modes.Text, "Jump to...", ""), then(atSwitch, settle)...), py),
		needs(ask("sclack-like-switcher-typed", "sclack-like", sclack, want(modes.Text, "Jump to...", ""),
			then(atSwitch, text("dep", "> dep"), settle)...), py),
		needs(is(modes.TUI, "sclack-like-deploys", "sclack-like", sclack,
			then(atSwitch, text("dep", "> dep"), key("<enter>", "Message #deploys"), settle)...), py),

		needs(ask("chess-tui-like", "chess-tui-like", chess, pick(modes.Select, "", 0, menu...), then(atHome, settle)...), py),
		needs(ask("chess-tui-like-moved", "chess-tui-like", chess, pick(modes.Select, "", 2, menu...), then(atBot, settle)...), py),
		needs(ask("chess-tui-like-colour", "chess-tui-like", chess, pick(modes.Select, "Which color do you want to play?", 0, "White", "Black"),
			then(atColour, settle)...), py),
		needs(is(modes.TUI, "chess-tui-like-board", "chess-tui-like", chess, then(atBoard, settle)...), py),
		needs(is(modes.TUI, "chess-tui-like-help", "chess-tui-like", chess, then(atBoard, text("?", "Press `?` to close this help"), settle)...), py),
		needs(ask("chess-tui-like-promotion", "chess-tui-like", chess,
			pick(modes.Select, "Choose a piece for your pawn:", 0, "Queen", "Rook", "Bishop", "Knight"), then(atPromo, settle)...), py),
		needs(ask("chess-tui-like-over", "chess-tui-like", chess,
			want(modes.Choice, "White Won !!!", "", "r|start a new game", "b|go back to the home menu"),
			then(atPromo, key("<enter>", "White Won !!!"), settle)...), py),
	}
}

// TestModesThreehundrednineteenth drives the threehundrednineteenth set
// live to the labelled moment and, with -update, stores its screens,
// labels and facts for modes' TestSetsAccuracy/threehundrednineteenth.
// Whether the classifier reads them right is that test's measure, not a
// failure here.
func TestModesThreehundrednineteenth(t *testing.T) {
	captureSet(t, threehundrednineteenthDir, threehundrednineteenthSet())
}
