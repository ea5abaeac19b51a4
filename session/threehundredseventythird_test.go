package session

import (
	"testing"

	"github.com/agentty/agentty/modes"
)

// threehundredseventythirdDir holds the threehundredseventythird set
// (issue 44, three-hundred-and-seventy-third round): live cases of
// terminal music, radio and video players that Debian does not package
// (and that cannot run here: no Jellyfin or Subsonic server, no mpv
// linked in, no PyPI, no network to stream from), imitated by a fixture
// of its own (one script run by Debian's python3), each drawing what the
// player draws at one of its moments (its words, layout, frames,
// colours, reverse video and cursor, from its documentation, source and
// screenshots as known): tryffel's Jellycli (a login asked on cooked
// lines, the password with echo off, a numbered list of collections to
// pick from; then cview on the alternate screen: an album's songs with
// one selected, the queue with the playing song, the search page's
// field, the status box with its progress bar and volume),
// wildeyedskies' stmp (tview on the alternate screen: artists and an
// artist's folder side by side, its `Search:` field on the last row, an
// album's songs, the queue with the playing song first, an `Add to
// Playlist` list and a `Confirm deletion` box over the page),
// deep5050's radio-active (rich's panels and tables on the normal
// screen, lines read cooked: pick's menu of favourite stations on the
// alternate screen, the station playing over a command line, a file
// name asked, a table of stations over `Type the result ID to play:`, a
// yes/no for the one station found) and pystardust's ani-cli (the shell
// script of its 1.x days: `Search Anime:`, numbered results, `Choose
// episode [1-28]:`, the menu of keys under the episode playing, aria2c's
// readout while it downloads). None of them, nor their makers, is named
// by any other test, table, fixture or doc of agentty: grepped with `git
// grep -il` before they were chosen were jellycli, tryffel, vierimaa,
// stmp, wildeyedskies, radio-active, radioactive, deep5050, dipankar,
// ani-cli, anicli and pystardust (and, found named and left, among
// others: cmus, musikcube, castero, shellcaster, hullcaster,
// mps-youtube, ncmpcpp, ncmpc, pianobar, mpv, termusic, spotify-tui,
// ncspot, jellyfin-tui, spotify_player, rmpc, lowfi, ytermusic,
// invidtui, pyradio, curseradio, gomu, tplay, tuner and lobster; stmps,
// stmp's fork, whose maker xxxserxxx is named). Each case's label says
// what a person reads on the screen, written from the fixture run by
// hand in tmux outside agentty at 80x24, and was committed before its
// screen was captured.
const threehundredseventythirdDir = "../testdata/modes-threehundredseventythird"

// threehundredseventythirdTool runs one player of the set's script, with
// its arguments, with Debian's python3, over a home holding notes.txt and
// long.txt.
func threehundredseventythirdTool(tool string, args ...string) opener {
	return setFixtures("threehundredseventythird").script(pythonPath, "py/threehundredseventythird_players.py",
		append([]string{tool}, args...)...)
}

// threehundredseventythirdSet is the threehundredseventythird set. Labels
// say what a person reads on the screen: a line asking, the cursor after
// it, is a question (a value typed a text, echo off for a password a
// password, numbered entries with a line asking for one a choice of
// them, Y/N a yes/no); a menu with one entry marked current is a select,
// a box asking to confirm with its one button a confirm; a player's
// full screen of panes is a TUI, a field of its own the cursor stands in
// after `Search:` a text question; a download's readout running, no
// prompt, is at work.
func threehundredseventythirdSet() []corpusCase {
	is, ask, needs, wait, settle := isCase, askCase, needing, waitFor, settled
	py := pythonPath
	typed := func(s, expect string) step { return step{text: s, enter: true, expect: expect, timeout: setSlow} }
	secret := func(s, expect string) step {
		return step{text: s, enter: true, secret: true, expect: expect, timeout: setSlow}
	}
	key := func(k, expect string) step { return step{keys: k, expect: expect, timeout: setSlow} }
	text := func(s string) step { return step{text: s, timeout: setSlow} }
	then := func(a []step, b ...step) []step { return append(append([]step{}, a...), b...) }
	running := func(name, program string, open opener, steps ...step) corpusCase {
		return corpusCase{name: name, program: program, open: open, steps: steps, mode: modes.Unknown, state: Running}
	}

	// jellycli-like (tryffel's Jellycli at its first start): `Enter
	// jellyfin url: ` (a text); https://music.example.org, `Enter
	// Username: ` (a text); ada, `Enter Password: `, echo off (a
	// password); hunter22, `Found collections:` over `1. Music (music)`,
	// `2. Audiobooks (books)`, `3. Podcasts (music)` and `Enter Default
	// music view (enter number): ` (a choice of the three); 1, the
	// alternate screen: the keys bar (`F1 Help  F2 Queue  F3 History
	// Ctrl-F Search`), the media navigation at the left (Latest Music
	// highlighted), `Latest music` with its albums, the status box (` 0:00
	// ┫╍╍…┣ 0:00 `, ` Volume ┫█████╍╍╍╍╍┣`, the keys F4 to F7 over the
	// buttons `|<<  <<  ■  >  >>  >>|`); Enter on Blue Train, its view
	// (`Back`, `Blue Train (John Coltrane)`, `5 tracks  42 mins  1957`,
	// `Play all`, `Options`, the songs with their lengths); Enter, the
	// first song playing (its name and album in the status box, the
	// position counting, ` ||`); down twice, Locomotion selected in teal
	// (a TUI); F2, `Queue: 5 items`, `42 mins`, `Clear`, the songs, the
	// first playing in orange and selected (a TUI); ^f, the search page,
	// `Back` selected and `Search: John Cage` greyed; Tab into the field,
	// teal, the cursor in it, and coltrane typed (a text question,
	// `Search:`).
	jc := threehundredseventythirdTool("jellycli")
	atURL := []step{wait("Enter jellyfin url:"), settle}
	atUser := then(atURL, typed("https://music.example.org", "Enter Username:"), settle)
	atPassword := then(atUser, typed("ada", "Enter Password:"), settle)
	atCollection := then(atPassword, secret("hunter22", "Enter Default music view"), settle)
	atAlbum := then(atCollection, typed("1", "Ctrl-F Search"), settle, key("<enter>", "5 tracks"), settle,
		key("<enter>", "||"), settle, key("<down><down>", ""), settle)
	atQueue := then(atAlbum, key("<f2>", "Queue: 5 items"), settle)
	atSearch := then(atQueue, key("<ctrl-f>", "John Cage"), settle, key("<tab>", ""), settle, text("coltrane"), settle)
	collections := want(modes.Choice, "Enter Default music view (enter number):", "",
		"1|Music (music)", "2|Audiobooks (books)", "3|Podcasts (music)")

	// stmp-like (wildeyedskies' stmp, tview on the alternate screen): the
	// title row `stmp: stopped` (red), `Browser`, `[100%][00:00/00:00]`,
	// fifteen artists (Art Blakey & The Jazz Messengers black on white),
	// the folder pane empty, the `Search:` field in blue on the last row
	// (a TUI); /, the cursor in the field, mil typed, Miles Davis current
	// and his folder shown (`[..]`, `[Bitches Brew]`, `[Kind of Blue]`,
	// `[Milestones]`, `[Sketches of Spain]`) (a text question,
	// `Search:`); Enter, right, down twice, Enter, Kind of Blue's songs
	// (`[..]`, So What, Freddie Freeloader, Blue in Green, All Blues,
	// Flamenco Sketches), down three times, Blue in Green black on white
	// (a TUI); A, a box `Add to Playlist` (double lines) over the page,
	// Late night (current), Sunday morning, Hard bop essentials (a
	// select); from the songs, Enter, down, a twice, 2: `stmp: playing
	// Blue in Green` (green), `Queue`, the position counting, `Blue in
	// Green - Miles Davis - 05:37` (current), `All Blues -  - 11:33`,
	// `Flamenco Sketches -  - 09:26` (a TUI); from the start, 3, the
	// playlists, d, a box `Confirm deletion` over them, its one entry
	// Confirm black on white (a confirm).
	sp := threehundredseventythirdTool("stmp")
	atBrowser := []step{wait("Search:"), settle}
	atFind := then(atBrowser, key("/", ""), settle, text("mil"), wait("[Kind of Blue]"), settle)
	atSongs := then(atFind, key("<enter>", ""), settle, key("<right>", ""), settle, key("<down><down>", ""), settle,
		key("<enter>", "Flamenco Sketches"), settle, key("<down><down><down>", ""), settle)
	playlists := []string{">Late night", "Sunday morning", "Hard bop essentials"}

	// radio-active-like (deep5050's radio-active): with no option, its
	// welcome panel (`╭─ RADIOACTIVE ─╮`, its lines with their emoji),
	// then pick's menu on the alternate screen, the cursor hidden:
	// `Please select a station from your favorite list:` over `-->
	// Radio Paradise Main Mix (last played station)` and five stations
	// (a select, the first current); down twice, `--> KEXP 90.3 FM` (the
	// select); Enter, back on the normal screen, a panel `📻` round KEXP
	// 90.3 FM, `i | Press '?' to see available commands` and `Enter a
	// command to perform an action: ` (a text question); rf, `Enter output
	// filename: ` (a text question); with `--search jazz --limit 10`, the
	// welcome panel, a table of ten stations (ID, Station, Country, Tags,
	// votes; long cells wrapped), `i | Type 'r' to play a random
	// station` and `Type the result ID to play: ` (a choice of the ten
	// and r); with `--search 'kexp 90.3'`, a table of one station and
	// `Want to play this station? Y/N: ` (a yes/no, no default).
	ra := threehundredseventythirdTool("radio-active")
	atMenu := []step{wait("favorite list:"), settle}
	stationQ := "Please select a station from your favorite list:"
	stations := []string{"Radio Paradise Main Mix (last played station)", "Radio Paradise Main Mix", "KEXP 90.3 FM",
		"SomaFM Groove Salad", "BBC Radio 3", "Jazz24"}
	pickAt := func(n int) *modes.Prompt {
		o := append([]string{}, stations...)
		o[n] = ">" + o[n]
		return want(modes.Select, stationQ, "", o...)
	}
	atListen := then(atMenu, key("<down><down>", ""), settle, key("<enter>", "perform an action"), settle)
	raJazz := threehundredseventythirdTool("radio-active", "--search", "jazz", "--limit", "10")
	raKexp := threehundredseventythirdTool("radio-active", "--search", "kexp 90.3")
	resultIDs := want(modes.Choice, "Type the result ID to play:", "",
		"1|Jazz24", "2|SWISS JAZZ", "3|Smooth Jazz Florida", "4|Radio Swiss Jazz", "5|101 Smooth Jazz",
		"6|Jazz Radio Classic Jazz", "7|TSF JAZZ", "8|KJAZZ 88.1 FM", "9|WBGO Jazz 88.3 FM", "10|Jazz FM (UK)",
		"r|play a random station")

	// ani-cli-like (pystardust's ani-cli, its 1.x script): `Search Anime:
	// ` in bold cyan (a text question); frieren, four results numbered
	// `[1] sousou-no-frieren` to `[4] sousou-no-frieren-recap` over
	// `Enter number: ` (a choice of the four); 1, `Choose episode [1-28]:
	// ` (a text question, no default); 1, the screen reset, `Getting
	// data for episode 1`, the episode's two links, `Video playing`,
	// `Currently playing sousou-no-frieren episode 1/28` over `[n] next
	// episode`, `[s] select episode`, `[r] replay current episode`, `[a]
	// search for another anime`, `[h] search history`, `[q] exit` and
	// `Enter choice: ` (a choice of the six keys); with `-d frieren`, the
	// results, 1, `Range of episodes can be specified: start_number
	// end_number` over `Choose episode [1-28]: `, 1 3, the screen reset,
	// the links, `Downloading episode 1 ...\n`, aria2c's `[NOTICE]
	// Downloading 1 item(s)` and its readout `[#2089b0 8.6MiB/1.3GiB(0%)
	// CN:1 DL:2.9MiB ETA:7m50s]` redrawn each second, no prompt (at work).
	an := threehundredseventythirdTool("ani-cli")
	atQuery := []step{wait("Search Anime:"), settle}
	atResults := then(atQuery, typed("frieren", "Enter number:"), settle)
	atEpisode := then(atResults, typed("1", "Choose episode"), settle)
	anDownload := threehundredseventythirdTool("ani-cli", "-d", "frieren")
	results := want(modes.Choice, "Enter number:", "", "1|sousou-no-frieren", "2|sousou-no-frieren-dub",
		"3|sousou-no-frieren-2nd-season", "4|sousou-no-frieren-recap")
	menu := want(modes.Choice, "Enter choice:", "", "n|next episode", "s|select episode", "r|replay current episode",
		"a|search for another anime", "h|search history", "q|exit")

	return []corpusCase{
		// jellycli-like: the url, the user, the password, the collection,
		// an album's songs, the queue, the search field.
		needs(ask("jellycli-like", "jellycli-like", jc, want(modes.Text, "Enter jellyfin url:", ""), atURL...), py),
		needs(ask("jellycli-like-username", "jellycli-like", jc, want(modes.Text, "Enter Username:", ""), atUser...), py),
		needs(ask("jellycli-like-password", "jellycli-like", jc, want(modes.Password, "Enter Password:", ""), atPassword...), py),
		needs(ask("jellycli-like-collection", "jellycli-like", jc, collections, atCollection...), py),
		needs(is(modes.TUI, "jellycli-like-album", "jellycli-like", jc, atAlbum...), py),
		needs(is(modes.TUI, "jellycli-like-queue", "jellycli-like", jc, atQueue...), py),
		needs(ask("jellycli-like-search", "jellycli-like", jc, want(modes.Text, "Search:", ""), atSearch...), py),

		// stmp-like: the browser, its search field, an album's songs, a
		// playlist to add to, the queue, a deletion to confirm.
		needs(is(modes.TUI, "stmp-like", "stmp-like", sp, atBrowser...), py),
		needs(ask("stmp-like-search", "stmp-like", sp, want(modes.Text, "Search:", ""), atFind...), py),
		needs(is(modes.TUI, "stmp-like-album", "stmp-like", sp, atSongs...), py),
		needs(ask("stmp-like-add-playlist", "stmp-like", sp, want(modes.Select, "Add to Playlist", "", playlists...),
			then(atSongs, key("A", "Add to Playlist"), settle)...), py),
		needs(is(modes.TUI, "stmp-like-queue", "stmp-like", sp,
			then(atSongs, key("<enter>", "playing Blue in Green"), settle, key("<down>", ""), settle, key("a", ""), settle,
				key("a", ""), settle, key("2", "Queue"), settle)...), py),
		needs(ask("stmp-like-delete", "stmp-like", sp, want(modes.Confirm, "Confirm deletion", "", ">Confirm"),
			then(atBrowser, key("3", "Playlists"), settle, key("d", "Confirm deletion"), settle)...), py),

		// radio-active-like: the favourites' menu, moved, the station
		// playing, a file name, a table of results, one result.
		needs(ask("radio-active-like", "radio-active-like", ra, pickAt(0), atMenu...), py),
		needs(ask("radio-active-like-moved", "radio-active-like", ra, pickAt(2),
			then(atMenu, key("<down><down>", ""), settle)...), py),
		needs(ask("radio-active-like-playing", "radio-active-like", ra,
			want(modes.Text, "Enter a command to perform an action:", ""), atListen...), py),
		needs(ask("radio-active-like-filename", "radio-active-like", ra, want(modes.Text, "Enter output filename:", ""),
			then(atListen, typed("rf", "output filename"), settle)...), py),
		needs(ask("radio-active-like-search", "radio-active-like", raJazz, resultIDs, wait("result ID to play"), settle), py),
		needs(ask("radio-active-like-single", "radio-active-like", raKexp, yesNo("Want to play this station?", ""),
			wait("play this station?"), settle), py),

		// ani-cli-like: the search, the results, the episode, the menu
		// under the episode playing, a download at work.
		needs(ask("ani-cli-like", "ani-cli-like", an, want(modes.Text, "Search Anime:", ""), atQuery...), py),
		needs(ask("ani-cli-like-results", "ani-cli-like", an, results, atResults...), py),
		needs(ask("ani-cli-like-episode", "ani-cli-like", an, want(modes.Text, "Choose episode [1-28]:", ""), atEpisode...), py),
		needs(ask("ani-cli-like-playing", "ani-cli-like", an, menu, then(atEpisode, typed("1", "Enter choice:"), settle)...), py),
		needs(running("ani-cli-like-downloading", "ani-cli-like", anDownload,
			wait("Enter number:"), settle, typed("1", "Choose episode"), settle, typed("1 3", "ETA:")), py),
	}
}

// TestModesThreehundredseventythird drives the threehundredseventythird
// set live to the labelled moment and, with -update, stores its screens,
// labels and facts for modes' TestSetsAccuracy/threehundredseventythird.
// Whether the classifier reads them right is that test's measure, not a
// failure here.
func TestModesThreehundredseventythird(t *testing.T) {
	captureSet(t, threehundredseventythirdDir, threehundredseventythirdSet())
}
