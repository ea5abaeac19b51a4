package session

import (
	"encoding/binary"
	"os"
	"path/filepath"
	"testing"

	"github.com/agentty/agentty/modes"
)

// hundredeightiethDir holds the hundred-and-eightieth set (issue 44,
// hundred-and-eightieth round): live cases of real Debian full-screen
// programs drawn with ncurses that no other test, table, fixture or doc
// of agentty names, each installed with apt-get and its name and its
// package's grepped unnamed before it was chosen: nzbget's console
// screen (a Usenet downloader), CPU-X's ncurses screen (a hardware
// viewer), netwatch (netdiag's network monitor), presage_demo (presage's
// predictive text demo) and ipbt (its-playback-time's player of terminal
// recordings); each at its first screen, after a key that moves or pages,
// and with a prompt or window of its own open where it has one. Each
// case's label was written from what the screen means to a person (the
// program at rest a TUI, ipbt a viewer that pages through a recording, a
// prompt on its own row what it asks), and from running the program by
// hand in tmux outside agentty, and committed before its screen was
// captured.
const hundredeightiethDir = "../testdata/modes-hundredeightieth"

// hundredeightiethRecording prepares a home holding notes.txt and
// session.rec, a ttyrec recording (each frame its seconds, microseconds
// and length, little-endian, then its bytes) of a short shell session
// for ipbt to play: ls, cat of a file, date, echo and exit.
func hundredeightiethRecording(t *testing.T, dir string) {
	notes(t, dir)
	frames := []string{
		"\x1b[H\x1b[2J$ ls\r\nharbour.txt  notes.txt  tide.log\r\n$ ",
		"cat harbour.txt\r\n",
		"The harbour was quiet at dawn.\r\nBoats came in with the tide.\r\n$ ",
		"date\r\n",
		"Mon Mar  4 06:12:00 UTC 2024\r\n$ ",
		"echo done\r\n",
		"done\r\n$ ",
		"exit\r\n",
	}
	var rec []byte
	for i, f := range frames {
		h := make([]byte, 12)
		binary.LittleEndian.PutUint32(h[0:], uint32(1709532720+i))
		binary.LittleEndian.PutUint32(h[8:], uint32(len(f)))
		rec = append(append(rec, h...), f...)
	}
	if err := os.WriteFile(filepath.Join(dir, "session.rec"), rec, 0o644); err != nil {
		t.Fatal(err)
	}
}

// hundredeightiethSet is the hundred-and-eightieth set. Labels say what
// a person reads on the screen.
func hundredeightiethSet() []corpusCase {
	is, ask, needs, wait, settle := isCase, askCase, needing, waitFor, settled
	key := func(k, expect string) step { return step{keys: k, expect: expect, timeout: setSlow} }
	typed := func(s, expect string) step { return step{text: s, expect: expect, timeout: setSlow} }
	tui, pg := modes.TUI, modes.Pager
	nzbget := unseenHome(notes, "nzbget", "-s")
	cpux := unseenHome(notes, "cpu-x", "-N")
	netwatch := rootCase(unseenHome(notes, "/usr/sbin/netwatch"))
	presage := unseenHome(notes, "presage_demo")
	ipbt := unseenHome(hundredeightiethRecording, "ipbt", "session.rec")
	const nzbgetUp, cpuxUp, netwatchUp = "(Q)uit | (E)dit", "Code Name", "NETWATCH"
	const presageSplash, presageUp = "Press any key to continue", "Press F12 to quit."
	return []corpusCase{
		// nzbget's console screen (nzbget -s, its server run in the
		// terminal): " Files for downloading" and its uptime on the top
		// row, "Ready to receive nzb-job", its " Messages" pane, the
		// threads and speeds row and the keys row "(Q)uit | (E)dit |
		// (P)ause | (R)ate | (W)indow | (G)roup | (T)ime | n(Z)b"; at
		// first; after "p" (", Paused," in the speeds row, "Pausing
		// download" among the messages); with "r"'s "Download rate:" asked
		// on the bottom row (a text field), at first and with 500 typed.
		needs(is(tui, "nzbget", "nzbget", nzbget, wait(nzbgetUp), settle), "nzbget"),
		needs(is(tui, "nzbget-paused", "nzbget", nzbget, wait(nzbgetUp), key("p", "Paused"), settle), "nzbget"),
		needs(ask("nzbget-rate", "nzbget", nzbget, want(modes.Text, "Download rate:", ""),
			wait(nzbgetUp), key("r", "Download rate:"), settle), "nzbget"),
		needs(ask("nzbget-rate-typed", "nzbget", nzbget, want(modes.Text, "Download rate:", ""),
			wait(nzbgetUp), key("r", "Download rate:"), typed("500", "500"), settle), "nzbget"),

		// CPU-X's ncurses screen (cpu-x -N): a framed window titled
		// CPU-X, its tabs "CPU  Caches  Motherboard  Memory  System
		// Graphics  Bench  About" and the CPU tab's framed boxes
		// (Processor, Clocks, Cache); at first, and after Right, the
		// Caches tab (L1 Cache, L2 Cache…).
		needs(is(tui, "cpu-x", "cpu-x", cpux, wait(cpuxUp), settle), "cpu-x"),
		needs(is(tui, "cpu-x-moved", "cpu-x", cpux, wait(cpuxUp), key("<right>", "L1 Cache"), settle), "cpu-x"),

		// netwatch: its framed screen "NETWATCH Program 1.3.1-2" and the
		// clock on the top border, "LOCAL NETWORK" and "REMOTE NETWORK"
		// columns of hosts, the router's rate on the bottom border; at
		// first, and with "h"'s HELP WINDOW framed over it.
		needs(is(tui, "netwatch", "netwatch", netwatch, wait(netwatchUp), settle), "/usr/sbin/netwatch"),
		needs(is(tui, "netwatch-help", "netwatch", netwatch, wait(netwatchUp), key("h", "HELP WINDOW"), settle), "/usr/sbin/netwatch"),

		// presage_demo: its framed notice ("Presage Demo", what the
		// program is for, " Press any key to continue..."); then its
		// screen of three boxes (the copyright, the text typed, the
		// suggestions listed under F1 to F6), "Press F12 to quit." under
		// them; at first, and with "the harb" typed, its suggestions
		// (hare, harry…) shown.
		needs(is(tui, "presage-demo-notice", "presage_demo", presage, wait(presageSplash), settle), "presage_demo"),
		needs(is(tui, "presage-demo", "presage_demo", presage, wait(presageSplash), key("x", presageUp), settle), "presage_demo"),
		needs(is(tui, "presage-demo-typed", "presage_demo", presage, wait(presageSplash), key("x", presageUp),
			typed("the harb", "the harb"), settle), "presage_demo"),

		// ipbt over the set's recording of a shell session: a viewer
		// that pages through the recording's frames, at the first frame
		// (the ls and its files under a "$ " prompt, no status line),
		// after G (the last frame, "done" and exit), with "o"'s display of
		// the frame number and settings at the top left, and with "/"'s
		// "Search forward:" asked on the bottom row.
		needs(is(pg, "ipbt", "ipbt", ipbt, wait("tide.log"), settle), "ipbt"),
		needs(is(pg, "ipbt-moved", "ipbt", ipbt, wait("tide.log"), key("G", "exit"), settle), "ipbt"),
		needs(is(pg, "ipbt-display", "ipbt", ipbt, wait("tide.log"), key("o", ""), settle), "ipbt"),
		needs(is(pg, "ipbt-search", "ipbt", ipbt, wait("tide.log"), key("/", "Search"), settle), "ipbt"),
	}
}

// TestModesHundredeightieth drives the hundred-and-eightieth set live to
// the labelled moment and, with -update, stores its screens, labels and
// facts for modes' TestSetsAccuracy/hundredeightieth. Whether the
// classifier reads them right is that test's measure, not a failure here.
func TestModesHundredeightieth(t *testing.T) {
	captureSet(t, hundredeightiethDir, hundredeightiethSet())
}
