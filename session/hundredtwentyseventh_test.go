package session

import (
	"testing"

	"github.com/agentty/agentty/modes"
)

// hundredtwentyseventhDir holds the hundred-and-twenty-seventh set (issue
// 44, hundred-and-twenty-seventh round): live cases of real Debian
// full-screen programs that no other test, table, fixture or doc of
// agentty names, made to measure the classifier once as it was on programs
// nobody here had looked at. Each program and its package was grepped
// unnamed before it was chosen; each case's label (mode, state, prompt
// kind, question, options and the highlighted one) was written from the
// program run by hand in tmux outside agentty, and committed before its
// screen was captured. Most of Debian's full-screen monitors, file
// managers, clients and games are named here already; of the unnamed ones
// tried, only these two drew a screen here (horst, numatop, latencytop,
// btscanner, audtty, gertty, sen and xaos fail or hang without hardware,
// a daemon or a display), so the set is small.
const hundredtwentyseventhDir = "../testdata/modes-hundredtwentyseventh"

// tall is o on a terminal of 80 columns and 45 rows, the least Allure of
// the Stars' terminal frontend draws on.
func tall(o opener) opener {
	return func(t *testing.T, f *fixtures) Options {
		opts := o(t, f)
		opts.Cols, opts.Rows = 80, 45
		return opts
	}
}

// hundredtwentyseventhSet is the hundred-and-twenty-seventh set. Labels
// say what a person reads on the screen.
func hundredtwentyseventhSet() []corpusCase {
	is, ask, needs, wait, settle := isCase, askCase, needing, waitFor, settled
	allure := gamePath("Allure")
	game := func() opener { return tall(unseenHome(notes, allure, "--frontendANSI")) }
	menu := []string{"setup and start new game", "save and exit to desktop", "tweak convenience settings",
		"toggle autoplay", "see command help", "switch to dashboard", "back to playing"}
	tweaks := []string{"mark suspect terrain: untried", "show visible zone: aiming", "display smell clues: on",
		"play animations: on", "squad doctrine: explore", "override tutorial hints: pass", "back to main menu"}
	mark := func(opts []string, i int) []string {
		o := append([]string(nil), opts...)
		o[i] = ">" + o[i]
		return o
	}
	picked := func(i int) []string { return mark(menu, i) }
	regain := step{keys: " ", expect: "back to playing", timeout: setSlow}
	tweak := []step{wait("regain control"), regain, settle, {keys: "<down>"}, settle, {keys: "<down>"}, settle,
		{keys: "<enter>", expect: "Tweak convenience settings:", timeout: setSlow}, settle}
	then := func(more ...step) []step { return append(append([]step(nil), tweak...), more...) }
	changed := mark(tweaks, 0)
	changed[0] = ">mark suspect terrain: all"
	return []corpusCase{
		// A system monitor: irqtop's table of interrupt rates per CPU,
		// redrawn each second, and its flat top-like view (-t).
		needs(is(modes.TUI, "irqtop", "irqtop", unseenHome(notes, "irqtop"), wait("irqTotal"), settle), "irqtop"),
		needs(is(modes.TUI, "irqtop-top", "irqtop", unseenHome(notes, "irqtop", "-t"), wait("irqtop"), settle), "irqtop"),

		// A game: Allure of the Stars (its terminal frontend, 45 rows) at
		// its opening, a party on autoplay over the map under "<press any
		// key to regain control>"; then its main menu, the first entry
		// highlighted, and after a move down.
		needs(is(modes.TUI, "allure-autoplay", "Allure", game(), wait("regain control")), allure),
		needs(ask("allure-menu", "Allure", game(), want(modes.Select, "", "", picked(0)...),
			wait("regain control"), step{keys: " ", expect: "back to playing", timeout: setSlow}, settle), allure),
		needs(ask("allure-menu-moved", "Allure", game(), want(modes.Select, "", "", picked(1)...),
			wait("regain control"), step{keys: " ", expect: "back to playing", timeout: setSlow}, settle,
			step{keys: "<down>"}, settle), allure),
		needs(ask("allure-menu-moved-twice", "Allure", game(), want(modes.Select, "", "", picked(2)...),
			wait("regain control"), step{keys: " ", expect: "back to playing", timeout: setSlow}, settle,
			step{keys: "<down>"}, settle, step{keys: "<down>"}, settle), allure),

		// A dialog it opens on a key: Enter on "tweak convenience
		// settings" lists the settings with their values under "Tweak
		// convenience settings:", the first highlighted; Enter on it turns
		// its value to "all"; a move down highlights the second.
		needs(ask("allure-settings", "Allure", game(), want(modes.Select, "Tweak convenience settings:", "", mark(tweaks, 0)...),
			tweak...), allure),
		needs(ask("allure-setting-changed", "Allure", game(), want(modes.Select, "Tweak convenience settings:", "", changed...),
			then(step{keys: "<enter>", expect: "terrain: all", timeout: setSlow}, settle)...), allure),
		needs(ask("allure-settings-moved", "Allure", game(), want(modes.Select, "Tweak convenience settings:", "", mark(tweaks, 1)...),
			then(step{keys: "<down>"}, settle)...), allure),
	}
}

// TestModesHundredtwentyseventh drives the hundred-and-twenty-seventh set
// live to the labelled moment and, with -update, stores its screens,
// labels and facts for modes' TestSetsAccuracy/hundredtwentyseventh.
// Whether the classifier reads them right is that test's measure, not a
// failure here.
func TestModesHundredtwentyseventh(t *testing.T) {
	captureSet(t, hundredtwentyseventhDir, hundredtwentyseventhSet())
}
