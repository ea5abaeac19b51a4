package session

import (
	"testing"

	"github.com/agentty/agentty/modes"
)

// hundredfourthDir holds the hundred-and-fourth set (issue 44,
// hundred-and-fourth round): live cases of a real Debian full-screen
// terminal programs that no other test, table, fixture or doc of agentty
// names, each grepped unnamed (with its package) before it was chosen:
// sniffit, the packet sniffer, in its interactive (ncurses) mode, and
// netproc, a monitor of the network traffic of each process. Each case's label
// (mode, state, prompt kind, question, default) was written from what the
// program draws, seen by hand in tmux outside agentty, and committed
// before its screen was captured. The set is smaller than its brief asked
// (two programs, no editor or pager): of the Debian full-screen programs
// reachable here, nearly every one was already named by another set, and
// the few unnamed ones found in time either exited without a
// configuration (alot, w2do) or were not full-screen.
const hundredfourthDir = "../testdata/modes-hundredfourth"

// hundredfourthSet is the hundred-and-fourth set. Labels say what a
// person reads on the screen.
func hundredfourthSet() []corpusCase {
	is, ask, needs, wait, settle := isCase, askCase, needing, waitFor, settled
	sniffit, netproc := "/usr/sbin/sniffit", "/usr/sbin/netproc"
	monitor := rootCase(unseenHome(notes, netproc))
	open := rootCase(unseenHome(notes, sniffit, "-i"))
	key := func(k, expect string) step { return step{keys: k, expect: expect, timeout: setSlow} }
	typed := func(s, expect string) step { return step{text: s, enter: true, expect: expect, timeout: setSlow} }
	masks := wait("Masks:")
	return []corpusCase{
		// Full-screen: netproc's table of processes (its header "netproc -
		// 0.6.3", its running time and rates, the PID … PROG columns, no
		// rows), at first sight and after Down.
		needs(is(modes.TUI, "netproc", "netproc", monitor, wait("PROG")), netproc),
		needs(is(modes.TUI, "netproc-down", "netproc", monitor, wait("PROG"), step{keys: "<down>"}, settle), netproc),

		// Full-screen: sniffit's interactive mode, its empty connection
		// box over its mask box and the "Masks: F1-Source IP …" key bar,
		// at first sight and once a source IP mask was typed (the box
		// then reads "Source IP     : 10.0.0.1").
		needs(is(modes.TUI, "sniffit", "sniffit", open, masks), sniffit),
		needs(is(modes.TUI, "sniffit-masked", "sniffit", open, masks,
			key("<f1>", "Source Ip:"), typed("10.0.0.1", "10.0.0.1   ")), sniffit),

		// Questions on the bottom row, each asked by a function key of
		// the key bar: the source IP (F1), the destination IP (F2, after
		// a source IP was set), the source port (F3) and the destination
		// port (F4), each with nothing typed yet.
		needs(ask("sniffit-source-ip", "sniffit", open, want(modes.Text, "Source Ip:", ""),
			masks, key("<f1>", "Source Ip:")), sniffit),
		needs(ask("sniffit-dest-ip", "sniffit", open, want(modes.Text, "Destination Ip:", ""),
			masks, key("<f1>", "Source Ip:"), typed("10.0.0.1", "10.0.0.1   "), key("<f2>", "Destination Ip:")), sniffit),
		needs(ask("sniffit-source-port", "sniffit", open, want(modes.Text, "Source Port:", ""),
			masks, key("<f3>", "Source Port:")), sniffit),
		needs(ask("sniffit-dest-port", "sniffit", open, want(modes.Text, "Destination Port:", ""),
			masks, key("<f4>", "Destination Port:")), sniffit),
	}
}

// TestModesHundredfourth drives the hundred-and-fourth set live to the
// labelled moment and, with -update, stores its screens, labels and
// facts for modes' TestSetsAccuracy/hundredfourth. Whether the
// classifier reads them right is that test's measure, not a failure
// here.
func TestModesHundredfourth(t *testing.T) { captureSet(t, hundredfourthDir, hundredfourthSet()) }
