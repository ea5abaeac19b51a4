package session

import (
	"os"
	"path/filepath"
	"syscall"
	"testing"

	"github.com/agentty/agentty/modes"
)

// sixtiethDir holds the sixtieth set (issue 44, sixtieth round): live
// cases of a Debian curses program that no other test, table, fixture or
// doc of agentty names, made to measure the classifier once as it was on
// a program nobody here had looked at. Each case's label (mode, state)
// was written from what the program is known to draw (its documentation,
// and the program run by hand outside agentty) and committed before its
// screen was captured. Nearly every other curses, S-Lang and newt program
// Debian carries was already named by an earlier set, so this one is
// small.
const sixtiethDir = "../testdata/modes-sixtieth"

// cavaHome prepares a home for cava, the console audio visualizer: with no
// sound server here it reads a FIFO nobody writes to, so its bars stay at
// rest, drawn full-screen with ncurses.
func cavaHome(t *testing.T, dir string) {
	t.Helper()
	fifo := filepath.Join(dir, "fifo")
	if err := syscall.Mkfifo(fifo, 0o600); err != nil {
		t.Fatal(err)
	}
	conf := "[input]\nmethod = fifo\nsource = " + fifo + "\n[output]\nmethod = ncurses\n"
	if err := os.WriteFile(filepath.Join(dir, "cava.conf"), []byte(conf), 0o600); err != nil {
		t.Fatal(err)
	}
}

// sixtiethSet is the sixtieth set. Labels say what a person reads on the
// screen.
func sixtiethSet() []corpusCase {
	is, needs, wait, settle := isCase, needing, waitFor, settled
	cava := unseenHome(cavaHome, "cava", "-p", "{dir}/cava.conf")
	return []corpusCase{
		// cava's bars at rest, filling the screen's bottom row; then after
		// <right> (narrower bars, more of them) and b (its background
		// colour changed): a full-screen program waiting for a key.
		needs(is(modes.TUI, "cava", "cava", cava, wait("▁"), settle), "cava"),
		needs(is(modes.TUI, "cava-after-key", "cava", cava, wait("▁"), step{keys: "<right><right>", timeout: setSlow}, settle), "cava"),
		needs(is(modes.TUI, "cava-after-colour", "cava", cava, wait("▁"), step{keys: "b", timeout: setSlow}, settle), "cava"),
	}
}

// TestModesSixtieth drives the sixtieth set live to the labelled moment
// and, with -update, stores its screens, labels and facts for modes'
// TestSetsAccuracy/sixtieth. Whether the classifier reads them right is
// that test's measure, not a failure here.
func TestModesSixtieth(t *testing.T) { captureSet(t, sixtiethDir, sixtiethSet()) }
