package session

import (
	"testing"

	"github.com/agentty/agentty/modes"
)

// threehundredeightysixthDir holds the threehundredeightysixth set (issue
// 44, three-hundred-and-eighty-sixth round): live cases of music
// trackers, a DAW and image editors that run in the terminal and that
// Debian does not package, imitated by a fixture of its own (one script
// run by Debian's python3), each drawing what the program draws at one
// of its moments (its words, layout, frames, colours, reverse video and
// cursor, from its source, documentation and screenshots as known):
// saintedlama's Tetrackt (Go, Bubble Tea: five synth panels over a
// pattern of eight tracks, the cursor's cell on a background of its own,
// an envelope knob moved, its `Save Song` and `Load Song` boxes asking
// `Filename:`), Zamua's termdaw (Rust, ratatui: a transport bar, a
// Samples browser, a channel rack's step grid, its `Commands` box of
// keys, its `Tempo (BPM):` field, a `Confirm` box, its Projects box's
// `Save as:` field), knosmos' cmdpxl (Python, escapes written by hand on
// the main screen: click's `File path:` and `New image width:` on cooked
// lines, its pixel editor, its APPLY FILTER and QUIT menus of keys) and
// cmang's Durdraw (Python curses: an ANSI art canvas over a status bar
// of buttons, its menu boxed in dots, its questions on the status bar,
// its file picker). None of them, nor their makers, is named by any
// other test, table, fixture or doc of agentty: grepped with `git grep
// -il` before they were chosen were tetrackt, saintedlama, termdaw,
// zamua, cmdpxl, knosmos, durdraw, cmang and sam foster (and, found
// named and left, among others: orca as a word, textual-paint, 1j01,
// pxltrm's maker dylanaraps, mw as a word, termusic, kew, musikcube,
// ncspot, spotify-tui, castero, cmus, mpv, mikmod, cava, timg, pastel,
// cacaview, aalib, ntcharts, ecasound, ncpamixer, pulsemixer, alsamixer
// and ffmpeg). Each case's label says what a person reads on the
// screen, written from the fixture run by hand in tmux outside agentty
// at 80x24, and was committed before its screen was captured.
const threehundredeightysixthDir = "../testdata/modes-threehundredeightysixth"

// threehundredeightysixthTool runs one tool of the set's script with
// Debian's python3, over a home holding notes.txt and long.txt.
func threehundredeightysixthTool(tool string) opener {
	return setFixtures("threehundredeightysixth").script(pythonPath, "py/threehundredeightysixth_studios.py", tool)
}

// threehundredeightysixthSet is the threehundredeightysixth set. Labels
// say what a person reads on the screen: a canvas, a pattern or a
// browser of samples drawn by a full-screen program, no box asking, is
// a TUI; a box or a status row asking for a name or a number, the cursor
// in it (or the program's `_`), is a text question, the value shown in
// it its default; a question of yes and no, with its keys, a confirm; a
// list of keys each before what it does, asked from, a choice; a menu or
// a list of files with one entry highlighted, a select.
func threehundredeightysixthSet() []corpusCase {
	is, ask, needs, wait, settle := isCase, askCase, needing, waitFor, settled
	py := pythonPath
	typed := func(s, expect string) step { return step{text: s, enter: true, expect: expect, timeout: setSlow} }
	key := func(k, expect string) step { return step{keys: k, expect: expect, timeout: setSlow} }
	text := func(s string) step { return step{text: s, timeout: setSlow} }
	then := func(a []step, b ...step) []step { return append(append([]step{}, a...), b...) }

	// tetrackt-like (saintedlama's Tetrackt, Bubble Tea on the alternate
	// screen, the cursor hidden; its view is taller and wider than 80x24,
	// cut at the right edge and from the top as Bubble Tea paints it):
	// rounded frames `Oscillator ⏻` (sine on a pink bar, `Phase: ◔ 0%`),
	// `Envelope:` (Attack on a pink bar, Decay, Sustain `● 100%`,
	// Release), a second oscillator (`⏼`, silent), a second envelope and
	// the mixer's cut at the right, over a cyan frame of the pattern:
	// `Track 1` … `Track 6`, rows 00 to 08 of `--- .. ---` cells, the
	// cursor's cell on a dark background, the footer `↑↓←→: Navigate | J:
	// Jump | 1-7: Notes …` (a TUI); 1, down, 3, down, 5: C-4, E-4 and G-4
	// in the first track (the TUI); Tab twice and right, the first
	// envelope's frame cyan, `Attack: ◔ 1%` (the TUI); s, an orange box
	// `Save Song` / `Filename: song_` / `[Enter to confirm, Esc to
	// cancel]` over a blank screen and the footer (a text question, song
	// shown); the name erased and Enter, `Error: Filename cannot be empty`
	// in the box, `Filename: _` (a text question, nothing shown); l, the
	// same box `Load Song` with `Filename: _` (a text question).
	tk := threehundredeightysixthTool("tetrackt")
	atPattern := []step{wait("Oscillator"), settle}
	atSave := then(atPattern, key("s", "Save Song"), settle)
	filename := func(def string) *modes.Prompt { return want(modes.Text, "Filename:", def) }

	// termdaw-like (Zamua's termdaw, ratatui on the alternate screen, the
	// mouse reported, the cursor hidden but in its fields): a framed
	// transport bar `■ Stopped  120 BPM  4/4  Step: 01` and its toggles
	// BRO (black on cyan), MIX and LO (cut), at the left the tabs `Samples
	// | Plugins`, a red `×` and a frame holding `▶ Kits` (black on cyan),
	// at the right the tabs `Patterns | Playlist` over a cyan frame: `<
	// P01 > DUP CLR`, `M  T  Channel` and steps `┃1 │2 …`, the channels
	// kick, snare, hihat, bass and lead (`○`, their mixer tracks in
	// magenta) and Slot 6 to Slot 15 (dim), ten steps of each, filled
	// steps `██`, the cursor's step cyan (a TUI); Tab, Kits and Acoustic
	// opened, down to hihat-open.wav: the browser's frame cyan, `▼ Kits`,
	// `▼ Acoustic`, ten samples `♪ crash.wav` … and `▶ Lofi`, the
	// cursor's sample black on cyan (the TUI); Space, a cyan box
	// `Commands`: Projects (p Open Projects, e Export WAV), Panels (b
	// Toggle Browser, m Toggle Mixer, l Toggle Event Log), Transport (␣
	// Play/Stop, t Set Tempo), App (q Quit) (a choice of those keys);
	// Space and t, a box `Tempo (BPM):` holding 120, the cursor after it,
	// `[Enter] Confirm  [Esc] Cance` (a text question, 120 shown); C, a
	// yellow box `Confirm`: `Clear Pattern 1?` over `[y] Yes  [n] No` (a
	// yes/no of those keys, no default); Space, p and a, a box `Projects`
	// of the projects dimmed over a yellow field `Save as:`, the cursor
	// after it (a text question).
	td := threehundredeightysixthTool("termdaw")
	atRack := []step{wait("Slot 15"), settle}
	commands := want(modes.Choice, "Commands", "", "p|Open Projects", "e|Export WAV", "b|Toggle Browser",
		"m|Toggle Mixer", "l|Toggle Event Log", "␣|Play/Stop", "t|Set Tempo", "q|Quit")

	// cmdpxl-like (knosmos' cmdpxl, on the main screen): `CMDPXL - A
	// TOTALLY PRACTICAL IMAGE EDITOR` over click's `File path: ` (a text
	// question); sprite.png, `New image width: ` (a text question); 16
	// and 12, the editor: `CMDPXL: sprite.png (16x12)` in pink, a rounded
	// box of four columns `[u/j]: hue`, `[i/k]: sat`, `[o/l]: val`,
	// `current` over bars of colour with `●` marks, a rounded box of the
	// 16x12 image in light grey, `[]` on its first pixel, the hints
	// `[wasd] move | [e] draw | [f] fill | [arrows] pan` and `[z] undo |
	// [t] filters | [x] quit`, the cursor hidden (a TUI); ddsejje, two
	// pixels drawn and the hue moved, `[]` on the third row (the TUI); t,
	// `APPLY FILTER` over `[X]: Return`, `[G]: Grayscale`, `[S]: Sepia`,
	// `[O]: Ocean`, `[H]: Heatmap`, `[I]: Invert`, `[B]: Blur`, the cursor
	// shown under them (a choice of those keys); x at the editor, `QUIT`
	// over `[S]: Save and exit`, `[Q]: Quit without saving` and `[X]:
	// Cancel` (a choice of those keys).
	cp := threehundredeightysixthTool("cmdpxl")
	atPath := []step{wait("File path:"), settle}
	atWidth := then(atPath, typed("sprite.png", "New image width:"), settle)
	atEditor := then(atWidth, typed("16", "New image height:"), typed("12", "[x] quit"), settle)

	// durdraw-like (cmang's Durdraw, curses on the alternate screen, the
	// mouse reported): the canvas with HELLO typed, the cursor after it,
	// over the status bar `[Menu] [Anim] [MoveF:1/1  <FPS>:8  D:0.00
	// R:1-1  |< << |> >> >| [80x23]` and `FG:██  (1/22)
	// <F1░F2▒F3▓F4█F5▀F6▄F7▌F8▐F9■F10·>  (5,0)*` (a TUI); Esc m, its menu
	// over the status bar, framed in dots and colons: New/Clear (reversed),
	// Open, Save, Info/Sauce, Color Picker, Viewer Mode, Edit `>`,
	// Settings `>`, Help, Quit, with their shortcuts (esc-C, esc-o, …),
	// the cursor hidden (a select, no title); Esc s, the status bar
	// cleared for `File format? [D]UR, [A]NSI, A[N]SIMATION, ASCI[I],
	// [M]IRC, [J]SON, [H]TML, [P]NG, [G]IF: ` wrapped onto its second row
	// (a choice of the bracketed keys); d, `Enter file name to save as
	// (dur) []: ` (a text question, an empty default); Esc q after HELLO,
	// `Changes have not been saved! Are you sure you want to Quit? (Y/N) `
	// (a yes/no, no default); Esc o at a fresh canvas, its file picker:
	// `../` reversed, long.txt and notes.txt after their times, `[ ] Show
	// All Files  [ ] 16colo.rs Archive`, `Folder: …` and the file's
	// size (a select of the files).
	dd := threehundredeightysixthTool("durdraw")
	atCanvas := []step{wait("[Menu]"), settle}
	atHello := then(atCanvas, text("HELLO"), settle)
	atFormat := then(atHello, key("<esc>s", "File format?"), settle)

	return []corpusCase{
		// tetrackt-like: its pattern, notes, an envelope, its boxes.
		needs(is(modes.TUI, "tetrackt-like", "tetrackt-like", tk, atPattern...), py),
		needs(is(modes.TUI, "tetrackt-like-notes", "tetrackt-like", tk,
			then(atPattern, key("1<down>3<down>5", "G-4"), settle)...), py),
		needs(is(modes.TUI, "tetrackt-like-envelope", "tetrackt-like", tk,
			then(atPattern, key("<tab><tab><right>", "Attack: ◔   1%"), settle)...), py),
		needs(ask("tetrackt-like-save", "tetrackt-like", tk, filename("song"), atSave...), py),
		needs(ask("tetrackt-like-save-empty", "tetrackt-like", tk, filename(""),
			then(atSave, key("<bs><bs><bs><bs><enter>", "Filename cannot be empty"), settle)...), py),
		needs(ask("tetrackt-like-load", "tetrackt-like", tk, filename(""),
			then(atPattern, key("l", "Load Song"), settle)...), py),

		// termdaw-like: its rack, its browser, its keys, its fields, a
		// confirm.
		needs(is(modes.TUI, "termdaw-like", "termdaw-like", td, atRack...), py),
		needs(is(modes.TUI, "termdaw-like-samples", "termdaw-like", td,
			then(atRack, key("<tab>ljljjj", "tom-low.wav"), settle)...), py),
		needs(ask("termdaw-like-commands", "termdaw-like", td, commands,
			then(atRack, key("<space>", "Toggle Event Log"), settle)...), py),
		needs(ask("termdaw-like-tempo", "termdaw-like", td, want(modes.Text, "Tempo (BPM):", "120"),
			then(atRack, key("<space>", "Toggle Event Log"), key("t", "Tempo (BPM):"), settle)...), py),
		needs(ask("termdaw-like-clear", "termdaw-like", td, want(modes.Confirm, "Clear Pattern 1?", "", "y|Yes", "n|No"),
			then(atRack, key("C", "Clear Pattern 1?"), settle)...), py),
		needs(ask("termdaw-like-save-as", "termdaw-like", td, want(modes.Text, "Save as:", ""),
			then(atRack, key("<space>", "Toggle Event Log"), key("p", "save-as"), key("a", "Save as:"), settle)...), py),

		// cmdpxl-like: its cooked questions, its editor, its menus.
		needs(ask("cmdpxl-like", "cmdpxl-like", cp, want(modes.Text, "File path:", ""), atPath...), py),
		needs(ask("cmdpxl-like-width", "cmdpxl-like", cp, want(modes.Text, "New image width:", ""), atWidth...), py),
		needs(is(modes.TUI, "cmdpxl-like-editor", "cmdpxl-like", cp, atEditor...), py),
		needs(is(modes.TUI, "cmdpxl-like-drawn", "cmdpxl-like", cp, then(atEditor, text("ddsejje"), settle)...), py),
		needs(ask("cmdpxl-like-filters", "cmdpxl-like", cp,
			want(modes.Choice, "APPLY FILTER", "", "X|Return", "G|Grayscale", "S|Sepia", "O|Ocean", "H|Heatmap",
				"I|Invert", "B|Blur"),
			then(atEditor, text("t"), wait("[B]: Blur"), settle)...), py),
		needs(ask("cmdpxl-like-quit", "cmdpxl-like", cp,
			want(modes.Choice, "QUIT", "", "S|Save and exit", "Q|Quit without saving", "X|Cancel"),
			then(atEditor, text("x"), wait("Quit without saving"), settle)...), py),

		// durdraw-like: its canvas, its menu, its save questions, its
		// quit question, its file picker.
		needs(is(modes.TUI, "durdraw-like", "durdraw-like", dd, atHello...), py),
		needs(ask("durdraw-like-menu", "durdraw-like", dd,
			want(modes.Select, "", "", ">New/Clear", "Open", "Save", "Info/Sauce", "Color Picker", "Viewer Mode",
				"Edit", "Settings", "Help", "Quit"),
			then(atHello, key("<esc>m", "Viewer Mode"), settle)...), py),
		needs(ask("durdraw-like-format", "durdraw-like", dd,
			want(modes.Choice, "File format?", "", "D|DUR", "A|ANSI", "N|ANSIMATION", "I|ASCII", "M|MIRC", "J|JSON",
				"H|HTML", "P|PNG", "G|GIF"), atFormat...), py),
		needs(ask("durdraw-like-name", "durdraw-like", dd, want(modes.Text, "Enter file name to save as (dur)", ""),
			then(atFormat, key("d", "Enter file name"), settle)...), py),
		needs(ask("durdraw-like-quit", "durdraw-like", dd,
			yesNo("Changes have not been saved! Are you sure you want to Quit?", ""),
			then(atHello, key("<esc>q", "Are you sure you want to Quit?"), settle)...), py),
		needs(ask("durdraw-like-open", "durdraw-like", dd, want(modes.Select, "", "", ">../", "long.txt", "notes.txt"),
			then(atCanvas, key("<esc>o", "Show All Files"), settle)...), py),
	}
}

// TestModesThreehundredeightysixth drives the threehundredeightysixth set
// live to the labelled moment and, with -update, stores its screens,
// labels and facts for modes' TestSetsAccuracy/threehundredeightysixth.
// Whether the classifier reads them right is that test's measure, not a
// failure here.
func TestModesThreehundredeightysixth(t *testing.T) {
	captureSet(t, threehundredeightysixthDir, threehundredeightysixthSet())
}
