package session

import (
	"testing"

	"github.com/agentty/agentty/modes"
)

// fiftythirdDir holds the fiftythird set (issue 44, fifty-third round):
// live cases of password and passphrase prompts of mount, VPN, disk and
// passphrase tools, and of dialogs and forms drawn by newt and curses
// programs and by newt's Tcl binding, that no other test, table, fixture
// or doc of agentty names, made after the fifty-second round, to measure
// the classifier once as it was on programs nobody here had looked at.
// Each case's label (mode, state, prompt kind, question, default,
// options and the highlighted one) was written from what the program is
// known to draw (its documentation and source, and the program run by
// hand outside agentty) and committed before its screen was captured.
const fiftythirdDir = "../testdata/modes-fiftythird"

// fiftythirdScript runs one of the fiftythird set's scripts with an
// interpreter of Debian's: its newt-tcl dialogs, with tclsh, and its
// disk tools over loop devices, with sh.
var fiftythirdScript = setFixtures("fiftythird").script

// fiftythirdMount is the fiftythird set's preparation of a mount point
// for the network file systems' mount helpers.
const fiftythirdMount = `mkdir -p mnt`

// fiftythirdSet is the fiftythird set. Labels say what a person reads on
// the screen; "…" in a question or default stands for any text.
func fiftythirdSet() []corpusCase {
	is, ask, needs, wait, settle := isCase, askCase, needing, waitFor, settled
	typed := func(s, expect string) step { return step{text: s, enter: true, expect: expect, timeout: setSlow} }
	secret := func(s, expect string) step {
		return step{text: s, enter: true, secret: true, expect: expect, timeout: setSlow}
	}
	typing := func(s string) step { return step{text: s} }
	down, space, tab := step{keys: "<down>"}, step{keys: " "}, step{keys: "<tab>"}
	tcl := "/usr/bin/tclsh"
	whiptcl := func(kind string) opener {
		return fiftythirdScript(tcl, "tcl/fiftythird_demo.tcl", kind)
	}
	disk := func(tool string) opener { return rootCase(fiftythirdScript("/bin/sh", "sh/fiftythird_disk.sh", tool)) }
	openfortivpn := rootCase(unseenHome(notes, "openfortivpn", "127.0.0.1:9", "-u", "deploy"))
	davfs := rootCase(unseenHome(shPrep(fiftythirdMount), "mount.davfs", "http://127.0.0.1:9/share", "{dir}/mnt"))
	cifs := rootCase(unseenHome(shPrep(fiftythirdMount), "mount.cifs", "//127.0.0.1/share", "{dir}/mnt", "-o", "user=deploy"))
	xkcdpass := unseenHome(notes, "xkcdpass", "-i")
	partimage := rootCase(unseenHome(notes, "partimage"))
	const davfsUser = "Please enter the username to authenticate with server … or hit enter for none. Username:"
	const davfsPassword = "Please enter the password to authenticate user deploy with server … or hit enter for none. Password:"
	const mirrors, platforms = "Which mirror should serve the images?", "Which platforms should the release build?"
	methods := func(highlighted int) *modes.Prompt {
		opts := []string{"Fill With Zeros", "Fill With Ones", "RCMP TSSIT OPS-II", "DoD Short", "DoD 5220.22-M", "Gutmann Wipe",
			"PRNG Stream", "Verify Zeros (0x00)", "Verify Ones  (0xFF)", "HMG IS5 Enhanced"}
		opts[highlighted] = ">" + opts[highlighted]
		return want(modes.Select, "Wipe Method", "", opts...)
	}
	mirror := func(highlighted int) *modes.Prompt {
		opts := []string{"fra|Frankfurt", "ord|Chicago", "nrt|Tokyo"}
		opts[highlighted] = ">" + opts[highlighted]
		return want(modes.Select, mirrors, "", opts...)
	}
	return []corpusCase{
		// Passwords of a VPN client and of network file systems' mount
		// helpers: openfortivpn's account password (also with one typed,
		// unechoed); davfs2's user name (also typed) and then its
		// password; mount.cifs' password, asked through
		// systemd-ask-password's line (also after Tab, no echo).
		needs(ask("openfortivpn", "openfortivpn", openfortivpn, want(modes.Password, "VPN account password:", ""), wait("password")), "openfortivpn"),
		needs(ask("openfortivpn-typed", "openfortivpn", openfortivpn, want(modes.Password, "VPN account password:", ""),
			wait("password"), step{text: "hunter22", secret: true}, settle), "openfortivpn"),
		needs(ask("davfs-username", "mount.davfs", davfs, want(modes.Text, davfsUser, ""), wait("Username:")), "mount.davfs"),
		needs(ask("davfs-username-typed", "mount.davfs", davfs, want(modes.Text, davfsUser, ""), wait("Username:"), typing("deploy"), settle), "mount.davfs"),
		needs(ask("davfs-password", "mount.davfs", davfs, want(modes.Password, davfsPassword, ""), wait("Username:"), typed("deploy", "Password:")), "mount.davfs"),
		needs(ask("cifs-password", "mount.cifs", cifs, want(modes.Password, "Password for deploy@//127.0.0.1/share:", ""), wait("Password for")), "mount.cifs"),
		needs(ask("cifs-password-no-echo", "mount.cifs", cifs, want(modes.Password, "Password for deploy@//127.0.0.1/share:", ""),
			wait("Password for"), step{keys: "<tab>", expect: "(no echo)", timeout: setSlow}), "mount.cifs"),

		// Disk tools over loop devices: tcplay's new volume's passphrase,
		// asked twice, then its (y/n) to proceed; mdadm's question before
		// it creates a mirror.
		needs(ask("tcplay-passphrase", "tcplay", disk("tcplay"), want(modes.Password, "Passphrase:", ""), wait("Passphrase:")), "tcplay", "losetup"),
		needs(ask("tcplay-passphrase-again", "tcplay", disk("tcplay"), want(modes.Password, "Repeat passphrase:", ""),
			wait("Passphrase:"), settle, secret("hunter22", "Repeat")), "tcplay", "losetup"),
		needs(ask("tcplay-proceed", "tcplay", disk("tcplay"), yesNo("Are you sure you want to proceed?", ""),
			wait("Passphrase:"), settle, secret("hunter22", "Repeat"), secret("hunter22", "proceed?")), "tcplay", "losetup"),
		needs(ask("mdadm-continue", "mdadm", disk("mdadm"), yesNo("Continue creating array?", ""), wait("Continue creating array?")), "mdadm", "losetup"),

		// xkcdpass' interactive run: the number of words, with its
		// default (also with one typed), then whether to accept the
		// passphrase it made, no by default.
		needs(ask("xkcdpass-words", "xkcdpass", xkcdpass, want(modes.Text, "Enter number of words (default 6):", "6"), wait("number of words")), "xkcdpass"),
		needs(ask("xkcdpass-words-typed", "xkcdpass", xkcdpass, want(modes.Text, "Enter number of words (default 6):", "6"),
			wait("number of words"), typing("4"), settle), "xkcdpass"),
		needs(ask("xkcdpass-accept", "xkcdpass", xkcdpass, yesNo("Accept?", "no"), wait("number of words"), typed("4", "Accept?")), "xkcdpass"),

		// Full-screen programs: nwipe's disks (also with one selected),
		// and the list of its wipe methods (also moved); partimage's
		// newt form (also with the focus moved on by Tab).
		needs(is(modes.TUI, "nwipe", "nwipe", disk("nwipe"), wait("Disks and Partitions")), "nwipe", "losetup"),
		needs(is(modes.TUI, "nwipe-selected", "nwipe", disk("nwipe"), wait("Disks and Partitions"), space, settle), "nwipe", "losetup"),
		needs(ask("nwipe-method", "nwipe", disk("nwipe"), methods(3), wait("Disks and Partitions"), step{text: "m", expect: "Gutmann", timeout: setSlow}), "nwipe", "losetup"),
		needs(ask("nwipe-method-moved", "nwipe", disk("nwipe"), methods(4), wait("Disks and Partitions"), step{text: "m", expect: "Gutmann", timeout: setSlow},
			step{text: "j"}, settle), "nwipe", "losetup"),
		needs(is(modes.TUI, "partimage", "partimage", partimage, wait("Action to be done")), "partimage"),
		needs(is(modes.TUI, "partimage-tabbed", "partimage", partimage, wait("Action to be done"), tab, settle), "partimage"),

		// newt-tcl (whiptcl): newt's boxes from a Tcl script: a yes/no
		// (also moved to No), a menu (also moved), a checklist (also
		// moved and ticked), a radiolist, an input box with a default
		// (also with text typed).
		needs(ask("whiptcl-yesno", "newt-tcl", whiptcl("yesno"), want(modes.Confirm, "Tag the release now?", "", ">y|Yes", "n|No"), wait("No")), tcl),
		needs(ask("whiptcl-yesno-no", "newt-tcl", whiptcl("yesno"), want(modes.Confirm, "Tag the release now?", "", "y|Yes", ">n|No"), wait("No"), tab, settle), tcl),
		needs(ask("whiptcl-menu", "newt-tcl", whiptcl("menu"), mirror(0), wait("Tokyo")), tcl),
		needs(ask("whiptcl-menu-moved", "newt-tcl", whiptcl("menu"), mirror(1), wait("Tokyo"), down, settle), tcl),
		needs(ask("whiptcl-checklist", "newt-tcl", whiptcl("checklist"),
			want(modes.Multiselect, platforms, "", ">[ ] linux|Linux", "[ ] darwin|macOS", "[ ] windows|Windows"), wait("Windows")), tcl),
		needs(ask("whiptcl-checklist-ticked", "newt-tcl", whiptcl("checklist"),
			want(modes.Multiselect, platforms, "", "[ ] linux|Linux", ">[x] darwin|macOS", "[ ] windows|Windows"), wait("Windows"), down, settle, space, settle), tcl),
		needs(ask("whiptcl-radiolist", "newt-tcl", whiptcl("radiolist"),
			want(modes.Select, mirrors, "", ">[x] fra|Frankfurt", "[ ] ord|Chicago", "[ ] nrt|Tokyo"), wait("Tokyo")), tcl),
		needs(ask("whiptcl-inputbox", "newt-tcl", whiptcl("inputbox"), want(modes.Text, "Name of the release:", "release-7"), wait("release-7")), tcl),
		needs(ask("whiptcl-inputbox-typed", "newt-tcl", whiptcl("inputbox"), want(modes.Text, "Name of the release:", "release-7"),
			wait("release-7"), typing("-rc1"), settle), tcl),
	}
}

// TestModesFiftythird drives the fiftythird set live to the labelled
// moment and, with -update, stores its screens, labels and facts for
// modes' TestSetsAccuracy/fiftythird. Whether the classifier reads them
// right is that test's measure, not a failure here.
func TestModesFiftythird(t *testing.T) { captureSet(t, fiftythirdDir, fiftythirdSet()) }
