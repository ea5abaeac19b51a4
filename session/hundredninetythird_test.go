package session

import (
	"testing"

	"github.com/agentty/agentty/modes"
)

// hundredninetythirdDir holds the hundredninetythird set (issue 44,
// hundred-and-ninety-third round): live cases of line-mode text games and
// device consoles imitated by a fixture of its own (Infocom's Zork I,
// Creative Computing's BASIC Hunt the Wumpus and Hamurabi, MECC's BASIC
// The Oregon Trail, eCos' RedBoot bootloader, the iPXE network boot
// firmware, a Huawei VRP switch's console), each printing, on the main
// screen and a line at a time, what the program it imitates prints at one
// of its moments (its words, layout, prompts and terminal modes, from its
// source, manuals and published transcripts), none of them named by any
// other test, table, fixture or doc of agentty. Each asks in its own
// notation: a bare command prompt, `(Y-N)`, `(S-M)`, `(YES/NO)`, a
// numbered list in parentheses, `Username:`, `(y/n)[n]:`. Each case's
// label was written from what the imitated program means to a person,
// and from running the imitation by hand in tmux, and committed before
// its screen was captured.
const hundredninetythirdDir = "../testdata/modes-hundredninetythird"

// hundredninetythirdScript runs the set's Python script, with Debian's
// python3.
var hundredninetythirdScript = setFixtures("hundredninetythird").script

// hundredninetythirdSet is the hundredninetythird set. Labels say what a
// person reads on the screen; "…" in a question or default stands for any
// text.
func hundredninetythirdSet() []corpusCase {
	is, ask, needs, wait, settle := isCase, askCase, needing, waitFor, settled
	py := pythonPath
	typed := func(s, expect string) step { return step{text: s, enter: true, expect: expect, timeout: setSlow} }
	like := func(name string) opener {
		return hundredninetythirdScript(py, "py/hundredninetythird_demo.py", name)
	}
	zork, wumpus, hamurabi, oregon := like("zork"), like("wumpus"), like("hamurabi"), like("oregon")
	redboot, ipxe, huawei := like("redboot"), like("ipxe"), like("huawei")
	abort := step{keys: "<ctrl-c>", expect: "RedBoot>", timeout: setSlow}
	shell := step{keys: "<ctrl-b>", expect: "iPXE>", timeout: setSlow}
	login := []step{wait("Username:"), typed("admin", "Password:"), typed("Admin@123", "<Huawei>"), settle}
	rifle := []string{"1|ACE MARKSMAN", "2|GOOD SHOT", "3|FAIR TO MIDDLIN'", "4|NEED MORE PRACTICE", "5|SHAKY KNEES"}
	return []corpusCase{
		// A text adventure's parser: Zork I's `>` under its banner and
		// the room's description, at first sight and after `open
		// mailbox`.
		needs(is(modes.REPL, "zork-like", "zork-like", zork, wait("mailbox here"), settle), py),
		needs(is(modes.REPL, "zork-like-after-command", "zork-like", zork, wait("mailbox here"), typed("open mailbox", "leaflet"), settle), py),

		// BASIC games' questions after a `? `: Hunt the Wumpus'
		// `INSTRUCTIONS (Y-N)`, then (after `N`) its room, tunnels and
		// `SHOOT OR MOVE (S-M)`, then (after `M`) `WHERE TO`;
		// Hamurabi's first year's report over `HOW MANY ACRES DO YOU
		// WISH TO BUY`, then (after `0`) `... TO SELL`; The Oregon
		// Trail's `DO YOU NEED INSTRUCTIONS  (YES/NO)` and then (after
		// `NO`) its rifle skills numbered in parentheses, five on two
		// rows.
		needs(ask("wumpus-like", "wumpus-like", wumpus, yesNo("INSTRUCTIONS?", ""), wait("(Y-N)"), settle), py),
		needs(ask("wumpus-like-move", "wumpus-like", wumpus, want(modes.Choice, "SHOOT OR MOVE?", "", "s|shoot", "m|move"),
			wait("(Y-N)"), typed("N", "(S-M)"), settle), py),
		needs(ask("wumpus-like-where", "wumpus-like", wumpus, want(modes.Text, "WHERE TO?", ""),
			wait("(Y-N)"), typed("N", "(S-M)"), typed("M", "WHERE TO"), settle), py),
		needs(ask("hamurabi-like", "hamurabi-like", hamurabi, want(modes.Text, "HOW MANY ACRES DO YOU WISH TO BUY?", ""), wait("TO BUY?"), settle), py),
		needs(ask("hamurabi-like-sell", "hamurabi-like", hamurabi, want(modes.Text, "HOW MANY ACRES DO YOU WISH TO SELL?", ""),
			wait("TO BUY?"), typed("0", "TO SELL?"), settle), py),
		needs(ask("oregon-like", "oregon-like", oregon, yesNo("DO YOU NEED INSTRUCTIONS", ""), wait("(YES/NO)"), settle), py),
		needs(ask("oregon-like-rifle", "oregon-like", oregon, want(modes.Select, "HOW GOOD A SHOT ARE YOU WITH YOUR RIFLE?", "", rifle...),
			wait("(YES/NO)"), typed("NO", "SUCCESSFUL."), settle), py),

		// Bootloaders' command lines: RedBoot's `RedBoot> ` once its
		// boot script is stopped with ^C, and after `fis list` (its
		// flash images in a table); iPXE's `iPXE> ` once Ctrl-B is
		// pressed at `Press Ctrl-B for the iPXE command line...`, and
		// after `dhcp`.
		needs(is(modes.REPL, "redboot-like", "redboot-like", redboot, wait("enter ^C to abort"), abort, settle), py),
		needs(is(modes.REPL, "redboot-like-after-command", "redboot-like", redboot, wait("enter ^C to abort"), abort,
			typed("fis list", "ramdisk"), settle), py),
		needs(is(modes.REPL, "ipxe-like", "ipxe-like", ipxe, wait("command line..."), shell, settle), py),
		needs(is(modes.REPL, "ipxe-like-after-command", "ipxe-like", ipxe, wait("command line..."), shell,
			typed("dhcp", "...... ok"), settle), py),

		// A switch's console: Huawei VRP's `Login authentication` and
		// `Username:`, its `Password:` with echo off, its user view's
		// `<Huawei>` after the login, and save's `Are you sure to
		// continue? (y/n)[n]:`, a y/n confirm whose default is no.
		needs(ask("huawei-like-username", "huawei-like", huawei, want(modes.Text, "Username:", ""), wait("Username:"), settle), py),
		needs(ask("huawei-like-password", "huawei-like", huawei, want(modes.Password, "Password:", ""),
			wait("Username:"), typed("admin", "Password:"), settle), py),
		needs(is(modes.REPL, "huawei-like-user-view", "huawei-like", huawei, login...), py),
		needs(ask("huawei-like-save", "huawei-like", huawei, yesNo("Are you sure to continue?", "no"),
			append(append([]step(nil), login...), typed("save", "(y/n)[n]:"), settle)...), py),
	}
}

// TestModesHundredninetythird drives the hundredninetythird set live to
// the labelled moment and, with -update, stores its screens, labels and
// facts for modes' TestSetsAccuracy/hundredninetythird. Whether the
// classifier reads them right is that test's measure, not a failure here.
func TestModesHundredninetythird(t *testing.T) {
	captureSet(t, hundredninetythirdDir, hundredninetythirdSet())
}
