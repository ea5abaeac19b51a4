package session

import (
	"testing"

	"github.com/agentty/agentty/modes"
)

// sixtyfourthDir holds the sixty-fourth set (issue 44, sixty-fourth
// round): live cases of Debian's full-screen terminal programs that no
// other test, table, fixture or doc of agentty names, made to measure
// the classifier once as it was on programs nobody here had looked at.
// Each case's label (mode, state, prompt kind, question, default,
// options and the highlighted one) was written from what the program is
// known to draw (its documentation, and the program run by hand in tmux
// outside agentty) and committed before its screen was captured.
const sixtyfourthDir = "../testdata/modes-sixtyfourth"

// The sixty-fourth set's preparations: a HAProxy of one frontend and one
// backend of two servers, listening on UNIX sockets in the home, for
// hatop to watch through its stats socket; a private directory for a Tor
// with its network off, for nyx to watch through its control socket.
const (
	sixtyfourthHaproxy = `printf 'global\n  stats socket %s/admin.sock mode 600 level admin\ndefaults\n  mode http\n  timeout connect 1s\n  timeout client 5s\n  timeout server 5s\nfrontend web\n  bind %s/web.sock\n  default_backend app\nbackend app\n  server app1 127.0.0.1:18065\n  server app2 127.0.0.1:18066\n' "$PWD" "$PWD" > h.cfg`
	sixtyfourthTorDir  = `mkdir -m 700 run`
)

// sixtyfourthHatop starts the HAProxy, and a watcher that stops it once
// the shell is gone, then hatop; sixtyfourthNyx starts a Tor owned by
// the shell (it stops when the shell is gone), then nyx.
var (
	sixtyfourthHatop = []string{"bash", "-c", `haproxy -f h.cfg & h=$!; p=$$; (trap "" HUP; tail -s 10 --pid=$p -f /dev/null; kill $h) & sleep 1; hatop -s admin.sock`}
	sixtyfourthNyx   = []string{"bash", "-c", `tor --quiet --DisableNetwork 1 --SocksPort 0 --ControlSocket "$PWD/run/ctl" --DataDirectory "$PWD/run/tor" --__OwningControllerProcess $$ & sleep 3; nyx -s "$PWD/run/ctl"`}
)

// sixtyfourthSet is the sixty-fourth set. Labels say what a person reads
// on the screen; "…" in a question or default stands for any text.
func sixtyfourthSet() []corpusCase {
	is, ask, needs, wait, settle := isCase, askCase, needing, waitFor, settled
	typed := func(s, expect string) step { return step{text: s, enter: true, expect: expect, timeout: setSlow} }
	cadubi := unseenHome(notes, "cadubi")
	pfqueue := rootCase(unseenHome(notes, "pfqueue"))
	hatop := unseenHome(shPrep(sixtyfourthHaproxy), sixtyfourthHatop...)
	nyx := unseenHome(shPrep(sixtyfourthTorDir), sixtyfourthNyx...)
	return []corpusCase{
		// An editor: cadubi, the ASCII drawing editor, on a new
		// drawing, at first sight and with its cursor moved.
		needs(is(modes.Editor, "cadubi", "cadubi", cadubi, wait("Type ^H for Help")), "cadubi"),
		needs(is(modes.Editor, "cadubi-moved", "cadubi", cadubi, wait("Type ^H for Help"), step{keys: "<down>"}, step{keys: "<right>"}, settle), "cadubi"),

		// Full-screen monitors: pfqueue's mail queue (an empty queue of
		// the MTA installed), netr's interfaces, nfswatch's NFS traffic
		// after its first cycle, hatop's HAProxy (its status page, and
		// its help), nyx's Tor (its first page and its second).
		needs(is(modes.TUI, "pfqueue", "pfqueue", pfqueue, wait("Queue is empty")), "pfqueue"),
		needs(is(modes.TUI, "netr", "netr", unseenHome(notes, "netr"), wait("out/min"), settle), "netr"),
		needs(is(modes.TUI, "nfswatch", "nfswatch", rootCase(unseenHome(notes, "nfswatch")), wait("NFS3 Read"), settle), "nfswatch"),
		needs(is(modes.TUI, "hatop", "hatop", hatop, wait("BACKEND")), "hatop", "haproxy"),
		needs(is(modes.TUI, "hatop-help", "hatop", hatop, wait("BACKEND"), step{keys: "h", expect: "Online Help", timeout: setSlow}, settle), "hatop", "haproxy"),
		needs(is(modes.TUI, "nyx", "nyx", nyx, wait("m: menu")), "nyx", "tor"),
		needs(is(modes.TUI, "nyx-page", "nyx", nyx, wait("m: menu"), step{keys: "<right>", expect: "Connections", timeout: setSlow}, settle), "nyx", "tor"),

		// A REPL inside a full-screen program: hatop's CLI page, the
		// HAProxy's commands typed at its `>` row, at first and after a
		// command.
		needs(is(modes.REPL, "hatop-cli", "hatop", hatop, wait("BACKEND"), step{keys: "5", expect: "PGUP/PGDOWN", timeout: setSlow}, settle), "hatop", "haproxy"),
		needs(is(modes.REPL, "hatop-cli-after-command", "hatop", hatop, wait("BACKEND"), step{keys: "5", expect: "PGUP/PGDOWN", timeout: setSlow}, settle,
			typed("show info", "Tainted")), "hatop", "haproxy"),

		// Questions drawn inside full-screen programs: pfqueue's box
		// asking what to search for, nyx's menu dropped down from its
		// menu bar and its box of log filters.
		needs(ask("pfqueue-search", "pfqueue", pfqueue, want(modes.Text, "Insert POSIX regular expression to search for:", ""),
			wait("Queue is empty"), step{keys: "/", expect: "regular expression", timeout: setSlow}, settle), "pfqueue"),
		needs(ask("nyx-menu", "nyx", nyx, want(modes.Select, "…", "", ">Close Menu", "New Identity", "Reset Tor", "Pause", "Exit"),
			wait("m: menu"), step{keys: "m", expect: "New Identity", timeout: setSlow}, settle), "nyx", "tor"),
		needs(ask("nyx-log-filter", "nyx", nyx, want(modes.Select, "Log Filter:", "", ">None", "New..."),
			wait("m: menu"), step{keys: "f", expect: "Log Filter", timeout: setSlow}, settle), "nyx", "tor"),

		// A confirmation asked on a full-screen program's row: nyx's
		// on quitting, confirmed by the same key again.
		needs(ask("nyx-quit", "nyx", nyx, want(modes.Confirm, "Are you sure (q again to confirm)?", "", "q|confirm"),
			wait("m: menu"), step{keys: "q", expect: "Are you sure", timeout: setSlow}, settle), "nyx", "tor"),
	}
}

// TestModesSixtyfourth drives the sixty-fourth set live to the labelled
// moment and, with -update, stores its screens, labels and facts for
// modes' TestSetsAccuracy/sixtyfourth. Whether the classifier reads them
// right is that test's measure, not a failure here.
func TestModesSixtyfourth(t *testing.T) { captureSet(t, sixtyfourthDir, sixtyfourthSet()) }
