package session

import (
	"testing"

	"github.com/agentty/agentty/modes"
)

// hundredninetysecondDir holds the hundredninetysecond set (issue 44,
// hundred-and-ninety-second round): live cases of full-screen system tools
// imitated by a fixture of its own (Python curses, the alternate screen),
// each drawing what a tool that cannot run here draws at one of its
// moments (its words, layout, frames, colours, reverse video, cursor),
// none of them named by any other test, table, fixture or doc of agentty:
// process and domain monitors, a network monitor with its command line, a
// file manager with two panels, a wireless network's dialogs, a package
// browser; each at first sight, after a move, with a dialog of its own
// opened (a confirm with buttons, a text field, a list to choose from) and
// with its help. Each case's label was written from what the imitated
// tool means to a person and committed before its screen was captured.
const hundredninetysecondDir = "../testdata/modes-hundredninetysecond"

// hundredninetysecondScript runs the set's Python script, with Debian's
// python3, over a home holding notes.txt and long.txt.
var hundredninetysecondScript = setFixtures("hundredninetysecond").script

// hundredninetysecondSet is the hundredninetysecond set. Labels say what a
// person reads on the screen; "…" in a question or default stands for
// any text.
func hundredninetysecondSet() []corpusCase {
	is, ask, needs, wait, settle := isCase, askCase, needing, waitFor, settled
	py := pythonPath
	down := step{keys: "<down>"}
	key := func(k, expect string) step { return step{keys: k, expect: expect, timeout: setSlow} }
	text := func(s, expect string) step { return step{text: s, expect: expect, timeout: setSlow} }
	like := func(args ...string) opener {
		return hundredninetysecondScript(py, "py/hundredninetysecond_demo.py", args...)
	}
	virtTop := like("virt-top")
	xentop := like("xentop")
	systat := like("systat")
	nc := like("norton-commander")
	wifi := like("wifi-menu")
	pkgtop := like("pkgtop")
	const domains, panels, packages = "relay-cache", "10Quit", "Installed Packages"
	networks := func(highlighted int) *modes.Prompt {
		opts := []string{"RelayNet|78%  wpa", "Harbour-5G|61%  wpa", "cafe-guest|43%  none", "DIRECT-4F-Printer|20%  wpa"}
		opts[highlighted] = ">" + opts[highlighted]
		return want(modes.Select, "Select the network you wish to use", "", opts...)
	}
	return []corpusCase{
		// virt-top (libvirt's domain monitor, top-like): at first sight,
		// sorted by memory (M), its `Set delay (seconds): ` asked on its
		// message row (d), and its help (h, `Press any key to return.`).
		needs(is(modes.TUI, "virt-top-like", "virt-top-like", virtTop, wait(domains)), py),
		needs(is(modes.TUI, "virt-top-like-sorted", "virt-top-like", virtTop, wait(domains), text("M", ""), settle), py),
		needs(ask("virt-top-like-delay", "virt-top-like", virtTop, want(modes.Text, "Set delay (seconds):", ""),
			wait(domains), text("d", "Set delay")), py),
		needs(is(modes.TUI, "virt-top-like-help", "virt-top-like", virtTop, wait(domains), text("h", "Press any key"), settle), py),

		// xentop (Xen's domain monitor): at first sight, the cursor
		// hidden, its keys' initials reversed on the foot row, and with
		// the sort order changed (S).
		needs(is(modes.TUI, "xentop-like", "xentop-like", xentop, wait("Sort order")), py),
		needs(is(modes.TUI, "xentop-like-sorted", "xentop-like", xentop, wait("Sort order"), text("S", ""), settle), py),

		// systat -ifstat (FreeBSD's network monitor): at first sight, and
		// with its `:` command line open and `ifstat` typed on the foot
		// row.
		needs(is(modes.TUI, "systat-like", "systat-like", systat, wait("Interface")), py),
		needs(is(modes.TUI, "systat-like-command", "systat-like", systat, wait("Interface"), text(":ifstat", ""), settle), py),

		// The Norton Commander's two blue panels over `C:\>` and its
		// F-key bar: at first sight, moved down, its red `Delete` dialog
		// (`Do you wish to delete` a name, `[ Delete ]` focused and
		// `[ Cancel ]`), its `Make directory` field, its help window.
		needs(is(modes.TUI, "norton-commander-like", "norton-commander-like", nc, wait(panels)), py),
		needs(is(modes.TUI, "norton-commander-like-moved", "norton-commander-like", nc, wait(panels), down, settle), py),
		needs(ask("norton-commander-like-delete", "norton-commander-like", nc, want(modes.Confirm, "Do you wish to delete…", "", ">Delete", "Cancel"),
			wait(panels), down, down, key("<f8>", "Do you wish"), settle), py),
		needs(ask("norton-commander-like-mkdir", "norton-commander-like", nc, want(modes.Text, "Create the directory", ""),
			wait(panels), key("<f7>", "Create the directory"), settle), py),
		needs(is(modes.TUI, "norton-commander-like-help", "norton-commander-like", nc, wait(panels), key("<f1>", "Norton Commander Help"), settle), py),

		// netctl's wifi-menu (dialog boxes on a blue screen): its list of
		// networks (also moved), the new profile's name with its default
		// typed in, and the network's key shown as stars.
		needs(ask("wifi-menu-like", "wifi-menu-like", wifi, networks(0), wait("Cancel")), py),
		needs(ask("wifi-menu-like-moved", "wifi-menu-like", wifi, networks(1), wait("Cancel"), down, settle), py),
		needs(ask("wifi-menu-like-profile", "wifi-menu-like", wifi, want(modes.Text, "Enter a name for the new profile", "wlp2s0-RelayNet"),
			wait("Cancel"), key("<enter>", "new profile"), settle), py),
		needs(ask("wifi-menu-like-key", "wifi-menu-like", wifi, want(modes.Password, "Enter the security key for 'RelayNet'", ""),
			wait("Cancel"), key("<enter>", "new profile"), key("<enter>", "security key"), settle), py),

		// pkgtop (a package browser): its disk gauges over the installed
		// packages, the first highlighted, the cursor hidden; moved down;
		// its `Remove the package 'adduser'?` with `[ Yes ]` and `[ No ]`
		// focused; its help window.
		needs(is(modes.TUI, "pkgtop-like", "pkgtop-like", pkgtop, wait(packages)), py),
		needs(is(modes.TUI, "pkgtop-like-moved", "pkgtop-like", pkgtop, wait(packages), down, settle), py),
		needs(ask("pkgtop-like-remove", "pkgtop-like", pkgtop, want(modes.Confirm, "Remove the package 'adduser'?", "", "Yes", ">No"),
			wait(packages), down, text("r", "Remove the package"), settle), py),
		needs(is(modes.TUI, "pkgtop-like-help", "pkgtop-like", pkgtop, wait(packages), text("?", "show or hide this help"), settle), py),
	}
}

// TestModesHundredninetysecond drives the hundredninetysecond set live to
// the labelled moment and, with -update, stores its screens, labels and
// facts for modes' TestSetsAccuracy/hundredninetysecond. Whether the
// classifier reads them right is that test's measure, not a failure here.
func TestModesHundredninetysecond(t *testing.T) {
	captureSet(t, hundredninetysecondDir, hundredninetysecondSet())
}
