package session

import (
	"testing"

	"github.com/agentty/agentty/modes"
)

// threehundredthirtysecondDir holds the threehundredthirtysecond set
// (issue 44, three-hundred-and-thirty-second round): live cases of
// full-screen dashboards and managers and the prompts they open over
// their screens, by programs that cannot run here (none is a package of
// Debian's own; mytop ships inside mariadb-client and needs a running
// database server, the others a cluster node, a container engine or a
// network to watch), imitated by
// a fixture of its own (Debian's python3: curses on the alternate
// screen, keys read raw one at a time, not echoed, but for the thread
// monitor, which clears the screen and asks on the line under its list
// with the terminal cooked), each drawing what the program draws at one
// of its moments (its words, panes, colours, reverse video and cursor,
// from its documentation, source and published screenshots as known):
// Sidero Labs' talosctl dashboard (tview: its summary, its monitor, its
// network config form, a field of it, its dropdowns opened), ajayd-01's
// goManageDocker (Bubble Tea: its containers, its filter line, its help,
// a delete question, a form to run an image), Jeremy Zawodny's mytop
// (its thread list and the questions it asks under it, paused) and
// Rinet's trafshow (curses: its flows, a host's flows, a filter
// expression, a search string, its help). None of them, nor their
// makers, is named by any other test, table, fixture or doc of agentty
// (grepped with `git grep -il`: talosctl, talos (only inside dataLoss),
// siderolabs, sidero, gomanagedocker, managedocker, ajayd, mytop,
// zawodny, trafshow, vorobyev, vovka, rinet (only inside
// tetrinet-client)). Each case's label says what a person reads on the
// screen, written from the fixture run by hand in tmux outside agentty
// at 80x24, and was committed before its screen was captured.
const threehundredthirtysecondDir = "../testdata/modes-threehundredthirtysecond"

// threehundredthirtysecondTool runs one program of the set's script with
// Debian's python3, over a home holding notes.txt and long.txt.
func threehundredthirtysecondTool(tool string) opener {
	return setFixtures("threehundredthirtysecond").script(pythonPath, "py/threehundredthirtysecond_dashboards.py", tool)
}

// threehundredthirtysecondSet is the threehundredthirtysecond set. Labels
// say what a person reads on the screen: a dashboard or manager drawing
// its own screen with no prompt open (its help too, any key closing it)
// a full-screen program waiting for a key, a field the cursor waits in a
// text question asked by its label, a dropdown opened a select of its
// entries (the highlighted one marked), a box of buttons a confirm (the
// focused button highlighted), a question asked on the line under the
// list a text question, a pause waiting for any key a choice.
func threehundredthirtysecondSet() []corpusCase {
	is, ask, needs, wait, settle := isCase, askCase, needing, waitFor, settled
	py := pythonPath
	key := func(k, expect string) step { return step{keys: k, expect: expect, timeout: setSlow} }
	text := func(s, expect string) step { return step{text: s, expect: expect, timeout: setSlow} }
	then := func(a []step, b ...step) []step { return append(append([]step{}, a...), b...) }
	pick := func(kind modes.Kind, q string, highlighted int, opts ...string) *modes.Prompt {
		o := append([]string{}, opts...)
		o[highlighted] = ">" + o[highlighted]
		return want(kind, q, "", o...)
	}

	// talosctl-like (Sidero Labs' talosctl dashboard; the alternate
	// screen, the cursor hidden): the node's header `talos-cp-1 (v1.7.4):
	// uptime …, PROCS 182,` / `CPU 6.1%, RAM 21.4%`, a box of the
	// machine's summary (UUID, CLUSTER homelab, STAGE Running, READY
	// True, KUBELET √ Healthy …), a box of its network (HOST, IP, GW,
	// CONNECTIVITY √ OK …), a box `Logs` of the node's log and the
	// footer `[talos-cp-1]  --- [F1: Summary] --- F2: Monitor --- F3:
	// Network Config` (a full-screen program); F2, boxes `CPU` and
	// `Memory` of braille graphs over a box `Processes` (PID STATE
	// THREADS … COMMAND, the first row reversed) (a full-screen
	// program); F3, a box `Network Config` of the fields Hostname:, DNS
	// Servers:, Time Servers: (empty, blue), Interface: eth0, Mode: DHCP
	// and a Save button, the cursor in Hostname (a text question,
	// Hostname:), beside a box `Current Config` of YAML; talos-cp-2
	// typed and Tab, the cursor in DNS Servers (a text question); Tab to
	// Interface and Enter, its list eth0 (highlighted), eth1, bond0
	// dropped over the rows under it (a select); Tab to Mode and Enter,
	// DHCP (highlighted) and Static (a select).
	talos := threehundredthirtysecondTool("talos")
	atSummary := []step{wait("CONTROLLER-MANAGER")}
	atNetwork := then(atSummary, key("<f3>", "Current Config"))

	// gomanagedocker-like (ajayd-01's goManageDocker, built on Bubble
	// Tea; the alternate screen, the cursor hidden): tabs ` Images `, `
	// Containers ` (white on magenta) and ` Volumes `, a title
	// `Containers` in black on yellow, `4 items`, the containers two rows
	// each (web-1 first, a magenta bar at its left), a rounded box of the
	// chosen one's Name, ID, Image, Status and Ports, and the dim keys
	// `↑/k up • ↓/j down • / filter • q quit • ? more` (a full-screen
	// program); /, the title replaced by `Filter: ` and the cursor after
	// it, `enter apply filter • esc cancel` under (a text question,
	// Filter:); ?, the list shortened over columns of keys (`↑/k up`, `d
	// delete`, `? close help` …) (a full-screen program); d, a rounded
	// box `Delete container web-1?` / `This will remove it and its
	// logs.` over Yes (dim) and No (white on magenta, focused) (a
	// confirm); ← to Images and r, a rounded box `Run image nginx:1.25`
	// of the fields Port mappings (magenta, `> ` and the cursor under
	// it), Name and Environment variables over `tab next • enter submit
	// • esc cancel` (a text question, Port mappings).
	docker := threehundredthirtysecondTool("managedocker")
	atContainers := []step{wait("? more")}

	// mytop-like (Jeremy Zawodny's mytop over a MariaDB server; not the
	// alternate screen: the screen cleared and drawn again every five
	// seconds, keys read one at a time, unechoed): `MariaDB on localhost
	// (10.11.6-MariaDB-0+deb12u1)` and its uptime, three rows of
	// Queries, Sorts, Key Efficiency, the header `Id User Host/IP DB
	// Time Cmd State Query` over six threads (the queries in yellow) (a
	// full-screen program); k, `Thread id to kill: ` in red on the row
	// under the list, the cursor after it, the terminal cooked (a text
	// question); u, `Which user (blank for all, /.../ for regex): ` (a
	// text question); d, `Which database (blank for all, /.../ for
	// regex): ` (a text question); s, `Seconds of Delay: ` (a text
	// question); p, `-- paused. press any key to resume --` in red under
	// the list (a choice of any key).
	mytop := threehundredthirtysecondTool("mytop")
	atThreads := []step{wait("Key Efficiency")}

	// trafshow-like (Rinet's trafshow; the alternate screen): a reversed
	// header `Source/80 Destination/80 Protocol Size CPS` over seven
	// flows, the first reversed (the cursor bar), counting, and a
	// reversed status row `eth0 10Mbps 7 Flows Total: …K CPS: 17K … (?)
	// Help` (a full-screen program); Enter, the flows of the first line
	// (`192.168.1.20,51422 151.101.2.132,https tcp …`) under the same
	// header, the status `eth0 192.168.1.20 -> 151.101.2.132 3 Flows`
	// (a full-screen program); f, `Filter expression: ` on the row over
	// the status, the cursor after it (a text question); /, `Search
	// string: ` (a text question); ?, a box over the flows: `TrafShow
	// v5.2.3 -- full screen visualization of network traffic`, its keys
	// and `Press any key to return` (a full-screen program's help).
	traf := threehundredthirtysecondTool("trafshow")
	atFlows := []step{wait("(?) Help")}

	return []corpusCase{
		needs(is(modes.TUI, "talosctl-like", "talosctl-like", talos, then(atSummary, settle)...), py),
		needs(is(modes.TUI, "talosctl-like-monitor", "talosctl-like", talos, then(atSummary, key("<f2>", "COMMAND"), settle)...), py),
		needs(ask("talosctl-like-network", "talosctl-like", talos, want(modes.Text, "Hostname:", ""), then(atNetwork, settle)...), py),
		needs(ask("talosctl-like-dns", "talosctl-like", talos, want(modes.Text, "DNS Servers:", ""),
			then(atNetwork, text("talos-cp-2", "talos-cp-2"), key("<tab>", ""), settle)...), py),
		needs(ask("talosctl-like-interface", "talosctl-like", talos, pick(modes.Select, "Interface:", 0, "eth0", "eth1", "bond0"),
			then(atNetwork, key("<tab>", ""), key("<tab>", ""), key("<tab>", ""), key("<enter>", "bond0"), settle)...), py),
		needs(ask("talosctl-like-mode", "talosctl-like", talos, pick(modes.Select, "Mode:", 0, "DHCP", "Static"),
			then(atNetwork, key("<tab>", ""), key("<tab>", ""), key("<tab>", ""), key("<tab>", ""), key("<enter>", "Static"), settle)...), py),

		needs(is(modes.TUI, "gomanagedocker-like", "gomanagedocker-like", docker, then(atContainers, settle)...), py),
		needs(ask("gomanagedocker-like-filter", "gomanagedocker-like", docker, want(modes.Text, "Filter:", ""),
			then(atContainers, key("/", "enter apply filter"), settle)...), py),
		needs(is(modes.TUI, "gomanagedocker-like-help", "gomanagedocker-like", docker, then(atContainers, key("?", "close help"), settle)...), py),
		needs(ask("gomanagedocker-like-delete", "gomanagedocker-like", docker, want(modes.Confirm, "Delete container web-1?", "", "Yes", ">No"),
			then(atContainers, key("d", "Delete container web-1?"), settle)...), py),
		needs(ask("gomanagedocker-like-run", "gomanagedocker-like", docker, want(modes.Text, "Port mappings", ""),
			then(atContainers, key("<left>", "a8758716bb6a"), key("r", "Run image"), settle)...), py),

		needs(is(modes.TUI, "mytop-like", "mytop-like", mytop, then(atThreads, settle)...), py),
		needs(ask("mytop-like-kill", "mytop-like", mytop, want(modes.Text, "Thread id to kill:", ""),
			then(atThreads, key("k", "Thread id to kill:"), settle)...), py),
		needs(ask("mytop-like-user", "mytop-like", mytop, want(modes.Text, "Which user (blank for all, /.../ for regex):", ""),
			then(atThreads, key("u", "Which user"), settle)...), py),
		needs(ask("mytop-like-database", "mytop-like", mytop, want(modes.Text, "Which database (blank for all, /.../ for regex):", ""),
			then(atThreads, key("d", "Which database"), settle)...), py),
		needs(ask("mytop-like-delay", "mytop-like", mytop, want(modes.Text, "Seconds of Delay:", ""),
			then(atThreads, key("s", "Seconds of Delay:"), settle)...), py),
		needs(ask("mytop-like-paused", "mytop-like", mytop, want(modes.Choice, "paused. press any key to resume", "", "<enter>|resume"),
			then(atThreads, key("p", "press any key to resume"), settle)...), py),

		needs(is(modes.TUI, "trafshow-like", "trafshow-like", traf, then(atFlows, settle)...), py),
		needs(is(modes.TUI, "trafshow-like-host", "trafshow-like", traf, then(atFlows, key("<enter>", "151.101.2.132,https"), settle)...), py),
		needs(ask("trafshow-like-filter", "trafshow-like", traf, want(modes.Text, "Filter expression:", ""),
			then(atFlows, key("f", "Filter expression:"), settle)...), py),
		needs(ask("trafshow-like-search", "trafshow-like", traf, want(modes.Text, "Search string:", ""),
			then(atFlows, key("/", "Search string:"), settle)...), py),
		needs(is(modes.TUI, "trafshow-like-help", "trafshow-like", traf, then(atFlows, key("?", "Press any key to return"), settle)...), py),
	}
}

// TestModesThreehundredthirtysecond drives the threehundredthirtysecond
// set live to the labelled moment and, with -update, stores its screens,
// labels and facts for modes' TestSetsAccuracy/threehundredthirtysecond.
// Whether the classifier reads them right is that test's measure, not a
// failure here.
func TestModesThreehundredthirtysecond(t *testing.T) {
	captureSet(t, threehundredthirtysecondDir, threehundredthirtysecondSet())
}
