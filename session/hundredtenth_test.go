package session

import (
	"testing"

	"github.com/agentty/agentty/modes"
)

// hundredtenthDir holds the hundredtenth set (issue 44, hundred-and-tenth
// round): live cases of installers, setup wizards and first-run
// configurations of servers, databases, OS installers and firmware tools,
// each imitated by a fixture of its own that prints what the tool, which
// cannot run here, prints at one of its moments (its words, layout,
// defaults, colours and reverse video, cursor, screen and terminal modes,
// from its documentation, source and published transcripts): line-mode
// questions on the main screen, a licence in a more-like pager, and
// whiptail-like and dialog-like boxes drawn with curses. None of them is
// named by any other test, table, fixture or doc of agentty. Each case's
// label was written from what the imitated tool means to a person and
// committed before its screen was captured.
const hundredtenthDir = "../testdata/modes-hundredtenth"

// hundredtenthScript runs the set's Python script, with Debian's
// python3.
var hundredtenthScript = setFixtures("hundredtenth").script

// hundredtenthSet is the hundredtenth set. Labels say what a person reads
// on the screen; "…" in a question or default stands for any text.
func hundredtenthSet() []corpusCase {
	is, ask, needs, wait, settle := isCase, askCase, needing, waitFor, settled
	py := pythonPath
	typed := func(s, expect string) step { return step{text: s, enter: true, expect: expect, timeout: setSlow} }
	enter := func(expect string) step { return step{enter: true, expect: expect, timeout: setSlow} }
	down := step{keys: "<down>"}
	space := step{keys: " "}
	like := func(args ...string) opener {
		return hundredtenthScript(py, "py/hundredtenth_demo.py", args...)
	}
	miniforge := like("miniforge")
	splunk := like("splunk")
	elastic := like("elastic")
	alpine := like("alpine")
	fwupd := like("fwupd")
	freenas := like("freenas")
	scylla := like("scylla")
	void := like("void")

	toLicence := []step{wait("press ENTER"), enter("--More--"), settle}
	toAccept := append(toLicence[:2:2], step{text: "q", expect: "[yes|no]", timeout: setSlow}, settle)
	toLocation := append(toAccept[:3:3], typed("yes", "will now be installed"), settle)
	toUsername := []step{wait("[y/n]"), typed("y", "administrator username")}
	toNewPassword := append(toUsername[:2:2], typed("admin", "new password"))
	toConfirm := append(toNewPassword[:3:3], typed("changeme1", "confirm new password"))
	toElastic := []step{wait("[y/N]"), typed("y", "Enter password for [elastic]")}
	toHostname := []step{wait("[none]"), typed("none", "system hostname")}
	toInterface := append(toHostname[:2:2], typed("relay", "initialize?"))
	toManual := append(toInterface[:3:3], enter("Ip address"), enter("manual network"))
	devices := []string{"0|Cancel", "1|Thunderbolt host controller (JHL7540 Thunderbolt 3 Bridge [C step])", "2|System Firmware (XPS 13 9310)"}
	consoleMenu := []string{"1|Configure Network Interfaces", "2|Configure Link Aggregation", "3|Configure VLAN Interface",
		"4|Configure Default Route", "5|Configure Static Routes", "6|Configure DNS", "7|Reset Root Password",
		"8|Reset Configuration to Defaults", "9|Shell", "10|Reboot", "11|Shut Down"}
	dns := func(highlighted int) *modes.Prompt {
		opts := []string{"Google (ECS, DNSSEC)", "OpenDNS (ECS, DNSSEC)", "Level3", "Comodo", "Quad9 (filtered, DNSSEC)",
			"Quad9 (unfiltered, no DNSSEC)", "Quad9 (filtered + ECS)", "Cloudflare (DNSSEC)", "Custom"}
		opts[highlighted] = ">" + opts[highlighted]
		return want(modes.Select, "Select Upstream DNS Provider. To use your own, select Custom.", "", opts...)
	}
	const protocols = "Select Protocols (press space to select)"
	protocolOpts := []string{"IPv4 Block ads over IPv4", "IPv6 Block ads over IPv6"}
	voidMenu := func(highlighted int) *modes.Prompt {
		opts := []string{"Keyboard Set system keyboard", "Network Set up the network", "Source Set source installation",
			"Mirror Select XBPS mirror", "Hostname Set system hostname", "Locale Set system locale",
			"Timezone Set system time zone", "RootPassword Set system root password",
			"UserAccount Set primary user name and password", "BootLoader Set disk to install bootloader",
			"Partition Partition disk(s)", "Filesystems Configure filesystems and mount points",
			"Install Start installation with saved settings", "Settings Show current settings", "Exit Exit installation"}
		opts[highlighted] = ">" + opts[highlighted]
		return want(modes.Select, "…", "", opts...)
	}
	return []corpusCase{
		// A conda-style installer script: Miniforge3's `Please, press
		// ENTER to continue` over `>>> `, its licence then paged by more
		// (`--More--` reversed on the last row), `Do you accept the
		// license terms? [yes|no]` over `>>> ` once more is quit, and its
		// install location with the default in brackets.
		needs(ask("miniforge-like-enter", "miniforge-like", miniforge, pressEnter("Please, press ENTER to continue"), wait("press ENTER")), py),
		needs(is(modes.Pager, "miniforge-like-license", "miniforge-like", miniforge, toLicence...), py),
		needs(ask("miniforge-like-accept", "miniforge-like", miniforge,
			want(modes.Confirm, "Do you accept the license terms?", "", "yes|yes", "no|no"), toAccept...), py),
		needs(ask("miniforge-like-location", "miniforge-like", miniforge, want(modes.Text, "…", "…/miniforge3"), toLocation...), py),

		// A server's first start: splunk's licence agreed with `[y/n]`,
		// its administrator's name, and a new password asked twice with
		// echo off.
		needs(ask("splunk-like-license", "splunk-like", splunk, yesNo("Do you agree with this license?", ""), wait("[y/n]")), py),
		needs(ask("splunk-like-username", "splunk-like", splunk, want(modes.Text, "Please enter an administrator username:", ""), toUsername...), py),
		needs(ask("splunk-like-password", "splunk-like", splunk, want(modes.Password, "Please enter a new password:", ""), toNewPassword...), py),
		needs(ask("splunk-like-confirm", "splunk-like", splunk, want(modes.Password, "Please confirm new password:", ""), toConfirm...), py),

		// A search database's password setup: `[y/N]` with the cursor
		// right after it, then the elastic user's password, entered and
		// re-entered with echo off.
		needs(ask("elastic-passwords-like", "elasticsearch-setup-passwords-like", elastic,
			yesNo("Please confirm that you would like to continue", "no"), wait("[y/N]")), py),
		needs(ask("elastic-passwords-like-password", "elasticsearch-setup-passwords-like", elastic,
			want(modes.Password, "Enter password for [elastic]:", ""), toElastic...), py),
		needs(ask("elastic-passwords-like-reenter", "elasticsearch-setup-passwords-like", elastic,
			want(modes.Password, "Reenter password for [elastic]:", ""), append(toElastic[:2:2], typed("changeme1", "Reenter"))...), py),

		// An OS installer on a line: setup-alpine's hostname and
		// interface with defaults in brackets, its `(y/n) [n]` on manual
		// network configuration, and root's new password with echo off.
		needs(ask("setup-alpine-like-hostname", "setup-alpine-like", alpine,
			want(modes.Text, "Enter system hostname (fully qualified form, e.g. 'foo.example.org')", "localhost"), toHostname...), py),
		needs(ask("setup-alpine-like-interface", "setup-alpine-like", alpine,
			want(modes.Text, "Which one do you want to initialize? (or '?' or 'done')", "eth0"), toInterface...), py),
		needs(ask("setup-alpine-like-manual", "setup-alpine-like", alpine,
			yesNo("Do you want to do any manual network configuration?", "no"), toManual...), py),
		needs(ask("setup-alpine-like-password", "setup-alpine-like", alpine, want(modes.Password, "New password:", ""),
			append(toManual[:5:5], typed("n", "New password"))...), py),

		// A firmware updater: fwupdmgr's numbered devices over `[0-2]: `,
		// then its boxed release notes over `Perform operation? [Y|n]: `.
		needs(ask("fwupdmgr-like", "fwupdmgr-like", fwupd, want(modes.Select, "Choose a device:", "", devices...), wait("[0-2]")), py),
		needs(ask("fwupdmgr-like-confirm", "fwupdmgr-like", fwupd, yesNo("Perform operation?", "yes"),
			wait("[0-2]"), typed("2", "Perform operation")), py),

		// A storage appliance's console: FreeNAS's numbered setup menu
		// over `Enter an option from 1-11: `, and its root password reset
		// with echo off.
		needs(ask("freenas-like", "freenas-like", freenas, want(modes.Select, "Enter an option from 1-11:", "", consoleMenu...), wait("1-11")), py),
		needs(ask("freenas-like-password", "freenas-like", freenas, want(modes.Password, "New Password:", ""),
			wait("1-11"), typed("7", "New Password")), py),

		// A database's setup script: scylla_setup's `[YES/no]` alone on
		// a row under its question, the first and the second.
		needs(ask("scylla-setup-like", "scylla-setup-like", scylla, yesNo("Do you want to run check your kernel version?", "yes"), wait("[YES/no]")), py),
		needs(ask("scylla-setup-like-second", "scylla-setup-like", scylla,
			yesNo("Do you want to verify the ScyllaDB packages are installed?", "yes"), wait("[YES/no]"), enter("packages are installed")), py),

		// Whiptail boxes of a DNS server's installer, drawn on a blue
		// screen: Pi-hole's upstream DNS menu (also moved down), its
		// protocols checklist (also unticked), its blocklist yes/no box.
		needs(ask("pihole-like-dns", "pihole-like", like("pihole-dns"), dns(0), wait("<Cancel>")), py),
		needs(ask("pihole-like-dns-moved", "pihole-like", like("pihole-dns"), dns(1), wait("<Cancel>"), down, settle), py),
		needs(ask("pihole-like-protocols", "pihole-like", like("pihole-protocols"),
			ticks(protocols, 0, map[int]bool{0: true, 1: true}, protocolOpts...), wait("<Cancel>")), py),
		needs(ask("pihole-like-protocols-unticked", "pihole-like", like("pihole-protocols"),
			ticks(protocols, 0, map[int]bool{1: true}, protocolOpts...), wait("<Cancel>"), space, settle), py),
		needs(ask("pihole-like-blocklists", "pihole-like", like("pihole-blocklists"),
			want(modes.Confirm, "Pi-hole relies on third party lists in order to block ads.…", "", ">Yes", "No"), wait("<No>")), py),

		// A dialog box of an OS installer: void-installer's menu under
		// its back title (also moved down).
		needs(ask("void-installer-like", "void-installer-like", void, voidMenu(0), wait("< Exit >")), py),
		needs(ask("void-installer-like-moved", "void-installer-like", void, voidMenu(1), wait("< Exit >"), down, settle), py),
	}
}

// TestModesHundredtenth drives the hundredtenth set live to the labelled
// moment and, with -update, stores its screens, labels and facts for
// modes' TestSetsAccuracy/hundredtenth. Whether the classifier reads them
// right is that test's measure, not a failure here.
func TestModesHundredtenth(t *testing.T) { captureSet(t, hundredtenthDir, hundredtenthSet()) }
