package session

import (
	"testing"

	"github.com/agentty/agentty/modes"
)

// hundredthirtyeighthDir holds the hundredthirtyeighth set (issue 44,
// hundred-and-thirty-eighth round): live cases of OS and appliance
// installers and setup tools imitated by a fixture of its own, none of
// them named by any other test, table, fixture or doc of agentty: IPFire's
// setup and installer (newt windows on a blue root with a help line),
// openmediavault's omv-firstaid (dialog boxes), DietPi's dietpi-software
// (whiptail checklist and radio list), drawn with curses on the alternate
// screen, and the line prompts of YunoHost's postinstall and Proxmox VE's
// pveceph install on the main screen. Each draws what the imitated tool
// draws at one of its moments (its words, layout, defaults, colours and
// cursor, from its documentation, source and published screenshots).
// Each case's label was written from what the screen means to a person
// and committed before its screen was captured.
const hundredthirtyeighthDir = "../testdata/modes-hundredthirtyeighth"

// hundredthirtyeighthScript runs the set's Python script, with Debian's
// python3.
var hundredthirtyeighthScript = setFixtures("hundredthirtyeighth").script

// hundredthirtyeighthSet is the hundredthirtyeighth set. Labels say what a
// person reads on the screen; "…" in a question or default stands for any
// text.
func hundredthirtyeighthSet() []corpusCase {
	is, ask, needs, wait, settle := isCase, askCase, needing, waitFor, settled
	py := pythonPath
	typed := func(s, expect string) step { return step{text: s, enter: true, expect: expect, timeout: setSlow} }
	down := step{keys: "<down>"}
	tab := step{keys: "<tab>"}
	space := step{keys: "<space>"}
	like := func(what string) opener {
		return hundredthirtyeighthScript(py, "py/hundredthirtyeighth_demo.py", what)
	}
	running := func(c corpusCase) corpusCase {
		c.state = Running
		return c
	}
	section := func(highlighted int) *modes.Prompt {
		opts := []string{"Keyboard mapping", "Timezone", "Hostname", "Domain name", "Networking", "Root password", "Admin password"}
		opts[highlighted] = ">" + opts[highlighted]
		return want(modes.Select, "Select the item you wish to configure.", "", opts...)
	}
	firstaid := func(highlighted int) *modes.Prompt {
		opts := []string{"1|Configure network interface", "2|Configure workbench", "3|Change workbench administrator password",
			"4|Reset failed login attempt counter", "5|Clear web control panel cache", "6|Clear local upload package repository",
			"7|Check RRD database files", "8|Change system date & time"}
		opts[highlighted] = ">" + opts[highlighted]
		return want(modes.Select, "Please select a configuration option.", "", opts...)
	}
	const toggle = "Please use the spacebar to toggle selection."
	software := []string{"9|Node.js: JavaScript runtime environment", "16|Build-Essential: GNU C/C++ compiler and headers",
		"17|Git: Clone and manage Git repositories locally", "130|Python 3: Runtime system, pip package installer",
		"162|Docker: Build, ship, and run distributed apps", "200|DietPi-Dashboard: Lightweight DietPi web interface"}
	return []corpusCase{
		// IPFire's setup, newt windows: its section menu (also moved
		// down), its hostname entry with "ipfire" filled in, its root
		// password window (two hidden entries), its network
		// configuration type list.
		needs(ask("ipfire-setup-like", "ipfire-setup-like", like("ipfire-menu"), section(0), wait("< Quit >")), py),
		needs(ask("ipfire-setup-like-moved", "ipfire-setup-like", like("ipfire-menu"), section(1), wait("< Quit >"), down, settle), py),
		needs(ask("ipfire-setup-like-hostname", "ipfire-setup-like", like("ipfire-hostname"),
			want(modes.Text, "Enter the machine's hostname.", "ipfire"), wait("< Cancel >")), py),
		needs(ask("ipfire-setup-like-root", "ipfire-setup-like", like("ipfire-root"),
			want(modes.Password, "Enter the 'root' user password.…", ""), wait("< Cancel >")), py),
		needs(ask("ipfire-setup-like-network", "ipfire-setup-like", like("ipfire-network"),
			want(modes.Select, "Select the network configuration for ipfire.…", "",
				">GREEN + RED", "GREEN + RED + ORANGE", "GREEN + RED + BLUE", "GREEN + RED + ORANGE + BLUE"), wait("< Ok >")), py),

		// IPFire's installer copying its files: a newt gauge that keeps
		// moving, no question.
		needs(running(is(modes.TUI, "ipfire-installer-like", "ipfire-installer-like", like("ipfire-installer"), wait("3%"))), py),

		// openmediavault's omv-firstaid, dialog boxes: its menu (also
		// moved down), its DHCPv4 yes/no (also tabbed to No).
		needs(ask("omv-firstaid-like", "omv-firstaid-like", like("omv-menu"), firstaid(0), wait("Cancel")), py),
		needs(ask("omv-firstaid-like-moved", "omv-firstaid-like", like("omv-menu"), firstaid(1), wait("Cancel"), down, settle), py),
		needs(ask("omv-firstaid-like-dhcp", "omv-firstaid-like", like("omv-dhcp"),
			want(modes.Confirm, "Do you want to use DHCPv4 for this interface?", "", ">y|Yes", "n|No"), wait("No")), py),
		needs(ask("omv-firstaid-like-dhcp-no", "omv-firstaid-like", like("omv-dhcp"),
			want(modes.Confirm, "Do you want to use DHCPv4 for this interface?", "", "y|Yes", ">n|No"), wait("No"), tab, settle), py),

		// DietPi's dietpi-software, whiptail: its software checklist
		// (also ticked, and moved down twice and ticked again), its SSH
		// server radio list with Dropbear chosen.
		needs(ask("dietpi-software-like", "dietpi-software-like", like("dietpi-browse"),
			ticks(toggle, 0, nil, software...), wait("<Cancel>")), py),
		needs(ask("dietpi-software-like-ticked", "dietpi-software-like", like("dietpi-browse"),
			ticks(toggle, 0, map[int]bool{0: true}, software...), wait("<Cancel>"), space, settle), py),
		needs(ask("dietpi-software-like-moved-ticked", "dietpi-software-like", like("dietpi-browse"),
			ticks(toggle, 2, map[int]bool{0: true, 2: true}, software...), wait("<Cancel>"), space, down, down, space, settle), py),
		needs(ask("dietpi-software-like-ssh", "dietpi-software-like", like("dietpi-ssh"),
			want(modes.Select, "Please select desired SSH server:", "",
				">[ ] 0|None: Not recommended", "[x] -1|Dropbear: Lightweight SSH server", "[ ] -2|OpenSSH: Feature-rich SSH server with SFTP"),
			wait("<Cancel>")), py),

		// Line-mode setup: YunoHost's postinstall's main domain and its
		// administration password (echo off); pveceph install's
		// confirm, `(y/N)?`.
		needs(ask("yunohost-like-domain", "yunohost-like", like("yunohost"), want(modes.Text, "Main domain:", ""), wait("Main domain:")), py),
		needs(ask("yunohost-like-password", "yunohost-like", like("yunohost"), want(modes.Password, "New administration password:", ""),
			wait("Main domain:"), typed("relay.example.org", "administration password")), py),
		needs(ask("pveceph-like", "pveceph-like", like("pveceph"), yesNo("This will install Ceph Reef - continue…", "no"), wait("(y/N)")), py),
	}
}

// TestModesHundredthirtyeighth drives the hundredthirtyeighth set live to
// the labelled moment and, with -update, stores its screens, labels and
// facts for modes' TestSetsAccuracy/hundredthirtyeighth. Whether the
// classifier reads them right is that test's measure, not a failure here.
func TestModesHundredthirtyeighth(t *testing.T) {
	captureSet(t, hundredthirtyeighthDir, hundredthirtyeighthSet())
}
