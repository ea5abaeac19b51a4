package session

import (
	"testing"

	"github.com/agentty/agentty/modes"
)

// threehundredsixthDir holds the threehundredsixth set (issue 44,
// three-hundred-and-sixth round): live cases of full-screen programs
// that cannot run here (they want a network's radio directory, a
// PulseAudio server, an aria2 daemon or a game's data), imitated by a
// fixture of its own (Debian's python3 and its curses, keys read one
// at a time, raw and not echoed), each drawing what the real program
// draws at its moments (its words, layout, colours, reverse video and
// cursor, from its manuals, source and published screenshots as
// known): curseradio (chronitis' curses player of TuneIn's OPML
// directory of internet radio), ncpamixer (fulhax's ncurses PulseAudio
// mixer), aria2p's `top` (pawamoy's interactive interface to an aria2
// daemon's downloads) and DoomRL (ChaosForge's roguelike). None of
// them, nor their makers, is named by any other test, table, fixture
// or doc of agentty: `git grep -il` found nothing for curseradio,
// chronitis, tunein, ncpamixer, fulhax, pavucontrol, aria2p, aria2c,
// pawamoy, mazzucotelli, doomrl, chaosforge nor kisielewicz (aria2
// nowhere either; the word drl only inside encoded strings of lock
// files and captures). Each case's label says what a person reads on
// the screen, written from the fixture run by hand in tmux outside
// agentty at 80x24, and was committed before its screen was captured.
const threehundredsixthDir = "../testdata/modes-threehundredsixth"

// threehundredsixthScript runs the set's Python script, with Debian's
// python3, over a home holding notes.txt and long.txt.
var threehundredsixthScript = setFixtures("threehundredsixth").script

// threehundredsixthSet is the threehundredsixth set. Labels say what a
// person reads on the screen: tui for a full-screen program's main
// screen, its list or tree with a row in reverse video, its tabs, its
// help and its character screen; a select for a box or panel of
// entries whose highlighted one Enter picks (its title or its field's
// label as the question, none where it has neither); a text question
// where the cursor waits after a label on the foot row; a yes/no for a
// [y/n].
func threehundredsixthSet() []corpusCase {
	is, ask, needs, wait, settle := isCase, askCase, needing, waitFor, settled
	py := pythonPath
	key := func(k, expect string) step { return step{keys: k, expect: expect, timeout: setSlow} }
	text := func(s, expect string) step { return step{text: s, expect: expect, timeout: setSlow} }
	then := func(a []step, b ...step) []step { return append(append([]step{}, a...), b...) }
	like := func(tool string) opener {
		return threehundredsixthScript(py, "py/threehundredsixth_tui.py", tool)
	}
	radio := like("curseradio")
	mixer := like("ncpamixer")
	aria := like("aria2p")
	doom := like("doomrl")

	// curseradio-like (curseradio): the directory's outline, a folder a
	// `+ ` before its name, the first row in reverse video, the foot row
	// in reverse video `Stopped`, the cursor hidden (tui); ↓ twice, the
	// third row selected (tui); ↓ and Enter on Music, `- Music` opened
	// over its folders and three stations indented (tui); ↓ five times
	// and Enter on a station, the foot row `Playing: Radio Paradise -
	// Main Mix (Eclectic)` (tui); f there, `(added to favourites)` after
	// it (tui).
	atRadio := []step{wait("Stopped")}
	atMusic := then(atRadio, key("<down>", ""), key("<enter>", "Classical"))
	atPlaying := then(atMusic, key("<down>", ""), key("<down>", ""), key("<down>", ""), key("<down>", ""), key("<down>", ""),
		key("<enter>", "Playing: Radio Paradise"))

	// ncpamixer-like (ncpamixer): its tabs `Playback (F1) Recording (F2)
	// Output Devices (F3) Input Devices (F4) Configur…` (Playback in
	// reverse video), three streams each a name (the first in reverse
	// video), its device at the right and a bar of ▮ green, yellow and
	// red then ▯ with its percentage, the cursor hidden (tui); j, the
	// second stream selected (tui); l twice there, its bar longer at
	// 95% (tui); Enter on the first stream, a box of the three output
	// devices under it, the current one (Built-in Audio Analog Stereo)
	// in reverse video (a select, no title); F3, the output devices tab
	// (tui); F5 and Enter, a box of four profiles dropped under `Profile:
	// [ Analog Stereo Duplex ]`, that one in reverse video (a select of
	// the field `Profile:`).
	atMixer := []step{wait("System Sounds")}

	// aria2p-like (aria2p top): `GID STATUS PROGRESS SIZE DOWN_SPEED
	// UP_SPEED ETA NAME` on green over six downloads, the first on cyan,
	// `F1Help F2Setup F3Search … F9Kill F10Quit` on the last row, the
	// cursor hidden (tui); ↓, the second on cyan (tui); ?, its help text
	// over `Press any key to return.` (tui, a help screen); F6, a panel
	// `Sort by` at the left of the list, its columns under it, NAME on
	// cyan (a select); ↓ and F9, a panel `Remove` of `Remove` (on cyan)
	// and `Force remove` (a select); a, `Add URIs: ` on the last row,
	// the cursor after it, a URL typed (a text question).
	atAria := []step{wait("F10Quit")}

	// doomrl-like (DoomRL): `Welcome to level 2. You hear the snarl of a
	// hungry hell hound.` on the first row, the map with @, the status
	// rows (`Doomguy`, Armor, Health, Exp, Weapon, `cautious`, `Phobos
	// Base Lev 2`), the cursor hidden (tui); →, @ a step east, the
	// message gone (tui); i, a box ` Inventory ` of six items `[a]
	// pistol …` the first in reverse video, `Choose an item: Enter to
	// use, Esc to exit` dim under them (a select); ?, `DoomRL Help -
	// Commands` over its keys and `Press <Escape> to exit.` (tui, a help
	// screen); @, the character screen over `Press <Escape> to exit,
	// <Tab> for the kill list.` (tui); Q, `Are you sure you want to
	// quit? [y/n]` on the message row, the cursor after it (a yes/no, no
	// default).
	atDoom := []step{wait("Phobos Base Lev 2")}

	return []corpusCase{
		needs(is(modes.TUI, "curseradio-like", "curseradio-like", radio, then(atRadio, settle)...), py),
		needs(is(modes.TUI, "curseradio-like-moved", "curseradio-like", radio,
			then(atRadio, key("<down>", ""), key("<down>", ""), settle)...), py),
		needs(is(modes.TUI, "curseradio-like-opened", "curseradio-like", radio, then(atMusic, settle)...), py),
		needs(is(modes.TUI, "curseradio-like-playing", "curseradio-like", radio, then(atPlaying, settle)...), py),
		needs(is(modes.TUI, "curseradio-like-favourite", "curseradio-like", radio,
			then(atPlaying, key("f", "added to favourites"), settle)...), py),

		needs(is(modes.TUI, "ncpamixer-like", "ncpamixer-like", mixer, then(atMixer, settle)...), py),
		needs(is(modes.TUI, "ncpamixer-like-moved", "ncpamixer-like", mixer, then(atMixer, key("j", ""), settle)...), py),
		needs(is(modes.TUI, "ncpamixer-like-louder", "ncpamixer-like", mixer,
			then(atMixer, key("j", ""), key("l", " 90%"), key("l", " 95%"), settle)...), py),
		needs(ask("ncpamixer-like-sink", "ncpamixer-like", mixer,
			want(modes.Select, "", "", ">Built-in Audio Analog Stereo", "HDMI / DisplayPort 2 Output", "Jabra Evolve 65 Analog Stereo"),
			then(atMixer, key("<enter>", "HDMI / DisplayPort 2 Output"), settle)...), py),
		needs(is(modes.TUI, "ncpamixer-like-outputs", "ncpamixer-like", mixer, then(atMixer, key("<f3>", "HDMI 2"), settle)...), py),
		needs(ask("ncpamixer-like-profile", "ncpamixer-like", mixer,
			want(modes.Select, "Profile:", "", ">Analog Stereo Duplex", "Analog Stereo Output", "Digital Stereo (HDMI 2) Output", "Off"),
			then(atMixer, key("<f5>", "Profile:"), key("<enter>", "Digital Stereo (HDMI 2) Output"), settle)...), py),

		needs(is(modes.TUI, "aria2p-like", "aria2p-like", aria, then(atAria, settle)...), py),
		needs(is(modes.TUI, "aria2p-like-moved", "aria2p-like", aria, then(atAria, key("<down>", ""), settle)...), py),
		needs(is(modes.TUI, "aria2p-like-help", "aria2p-like", aria,
			then(atAria, key("?", "Press any key to return."), settle)...), py),
		needs(ask("aria2p-like-sort", "aria2p-like", aria,
			want(modes.Select, "Sort by", "", "GID", "STATUS", "PROGRESS", "SIZE", "DOWN_SPEED", "UP_SPEED", "ETA", ">NAME"),
			then(atAria, key("<f6>", "Sort by"), settle)...), py),
		needs(ask("aria2p-like-remove", "aria2p-like", aria, want(modes.Select, "Remove", "", ">Remove", "Force remove"),
			then(atAria, key("<down>", ""), key("<f9>", "Force remove"), settle)...), py),
		needs(ask("aria2p-like-add", "aria2p-like", aria, want(modes.Text, "Add URIs:", ""),
			then(atAria, key("a", "Add URIs:"), text("https://cdimage.example/relay.iso", "relay.iso"), settle)...), py),

		needs(is(modes.TUI, "doomrl-like", "doomrl-like", doom, then(atDoom, settle)...), py),
		needs(is(modes.TUI, "doomrl-like-moved", "doomrl-like", doom, then(atDoom, key("<right>", ""), settle)...), py),
		needs(ask("doomrl-like-inventory", "doomrl-like", doom,
			want(modes.Select, "Inventory", "", ">[a] pistol (2d4) [6/6]", "[b] combat knife (1d6)", "[c] 10mm ammo (x24)",
				"[d] small med-pack", "[e] small med-pack", "[f] green armor [1/1] (100%)"),
			then(atDoom, key("i", "Choose an item"), settle)...), py),
		needs(is(modes.TUI, "doomrl-like-help", "doomrl-like", doom, then(atDoom, key("?", "DoomRL Help"), settle)...), py),
		needs(is(modes.TUI, "doomrl-like-sheet", "doomrl-like", doom, then(atDoom, key("@", "Statistics"), settle)...), py),
		needs(ask("doomrl-like-quit", "doomrl-like", doom, yesNo("Are you sure you want to quit?", ""),
			then(atDoom, key("Q", "quit? [y/n]"), settle)...), py),
	}
}

// TestModesThreehundredsixth drives the threehundredsixth set live to
// the labelled moment and, with -update, stores its screens, labels and
// facts for modes' TestSetsAccuracy/threehundredsixth. Whether the
// classifier reads them right is that test's measure, not a failure
// here.
func TestModesThreehundredsixth(t *testing.T) {
	captureSet(t, threehundredsixthDir, threehundredsixthSet())
}
