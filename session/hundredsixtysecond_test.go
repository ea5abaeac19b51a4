package session

import (
	"testing"

	"github.com/agentty/agentty/modes"
)

// hundredsixtysecondDir holds the hundredsixtysecond set (issue 44,
// hundred-and-sixty-second round): live cases of real full-screen
// programs from Debian's packages that no other test, table, fixture or
// doc of agentty names (each program and its package grepped unnamed
// before it was chosen): a SIP traffic generator's statistics screens
// (sipp, sip-tester), a system monitor drawn with curses (conky,
// conky-cli) and a wireless access point's configuration front end
// (ap-config, ap-utils), each at its first screen, after a key, and for
// the front end with its own connect form open. Each case's label (mode,
// state, prompt kind, question, default, options) was written from what a
// person reads on the program's screen, run by hand in tmux outside
// agentty, and committed before its screen was captured.
const hundredsixtysecondDir = "../testdata/modes-hundredsixtysecond"

// hundredsixtysecondSet is the hundredsixtysecond set. Labels say what a
// person reads on the screen.
func hundredsixtysecondSet() []corpusCase {
	is, ask, needs, wait, settle := isCase, askCase, needing, waitFor, settled
	sipp := unseenHome(notes, "sipp", "-sn", "uas", "-p", "5077")
	conky := unseenHome(shPrep(`printf '%s\n' 'conky.config = { out_to_ncurses = true, out_to_console = false, update_interval = 1 }' 'conky.text = [[' 'Uptime: $uptime' 'CPU: $cpu% ${cpubar 10}' 'RAM: $mem/$memmax' 'Processes: $processes Running: $running_processes' ']]' >conky.conf`),
		"conky", "-c", "conky.conf")
	ap := unseenHome(notes, "ap-config")
	const ip = "Enter IP address of your Access Point."
	return []corpusCase{
		// A SIP traffic generator as a server (sipp -sn uas): its
		// full-screen "Scenario Screen" of message counts at first
		// sight, its "Statistics Screen" after the key 2, and the
		// scenario screen again after 1.
		needs(is(modes.TUI, "sipp", "sipp", sipp, wait("Scenario Screen"), settle), "sipp"),
		needs(is(modes.TUI, "sipp-statistics", "sipp", sipp, wait("Scenario Screen"), step{keys: "2", expect: "Statistics Screen", timeout: setSlow}, settle), "sipp"),
		needs(is(modes.TUI, "sipp-back", "sipp", sipp, wait("Scenario Screen"), step{keys: "2", expect: "Statistics Screen", timeout: setSlow},
			step{keys: "1", expect: "Scenario Screen", timeout: setSlow}, settle), "sipp"),

		// A system monitor: conky drawing to the terminal with curses
		// (out_to_ncurses) its uptime, CPU bar, memory and processes,
		// at first sight and after it has redrawn a few times.
		needs(is(modes.TUI, "conky", "conky", conky, wait("Uptime:"), settle), "conky"),
		needs(is(modes.TUI, "conky-later", "conky", conky, wait("Uptime:"), settle, settle), "conky"),

		// A configuration front end: ap-config (ap-utils), its About
		// box over its frame ("Press any key to continue."), then its
		// "Connect options" form asking for the access point's
		// address in a text field, and the same with an address
		// half typed.
		needs(is(modes.TUI, "ap-config-about", "ap-config", ap, wait("Press any key to continue."), settle), "ap-config"),
		needs(ask("ap-config-connect", "ap-config", ap, want(modes.Text, ip, ""),
			wait("Press any key to continue."), step{keys: "x", expect: "Enter IP address", timeout: setSlow}, settle), "ap-config"),
		needs(ask("ap-config-connect-typed", "ap-config", ap, want(modes.Text, ip, ""),
			wait("Press any key to continue."), step{keys: "x", expect: "Enter IP address", timeout: setSlow}, step{text: "10.0", expect: "10.0", timeout: setSlow}, settle), "ap-config"),
	}
}

// TestModesHundredsixtysecond drives the hundredsixtysecond set live to
// the labelled moment and, with -update, stores its screens, labels and
// facts for modes' TestSetsAccuracy/hundredsixtysecond. Whether the
// classifier reads them right is that test's measure, not a failure here.
func TestModesHundredsixtysecond(t *testing.T) {
	captureSet(t, hundredsixtysecondDir, hundredsixtysecondSet())
}
