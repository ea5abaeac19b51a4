package session

import (
	"testing"

	"github.com/agentty/agentty/modes"
)

// ninetyeighthDir holds the ninetyeighth set (issue 44, ninety-eighth
// round): live cases of installers and appliance consoles imitated by a
// fixture of its own, each drawing what a program that cannot run here
// draws at one of its moments (its words, layout, frames, colours,
// reverse video, cursor and terminal modes, from its documentation,
// source and published screenshots), none of them named by any other
// test, table, fixture or doc of agentty. Each case's label was written
// from what the imitated program means to a person and committed before
// its screen was captured.
const ninetyeighthDir = "../testdata/modes-ninetyeighth"

// ninetyeighthScript runs the set's Python script, with Debian's python3,
// over a home holding notes.txt and long.txt.
var ninetyeighthScript = setFixtures("ninetyeighth").script

// ninetyeighthSet is the ninetyeighth set. Labels say what a person reads
// on the screen; "…" in a question or default stands for any text.
func ninetyeighthSet() []corpusCase {
	is, ask, needs, wait, settle := isCase, askCase, needing, waitFor, settled
	py := pythonPath
	typed := func(s, expect string) step { return step{text: s, enter: true, expect: expect, timeout: setSlow} }
	down := step{keys: "<down>"}
	like := func(args ...string) opener {
		return ninetyeighthScript(py, "py/ninetyeighth_demo.py", args...)
	}
	language := like("subiquity", "language")
	destructive := like("subiquity", "confirm")
	archinstall := like("archinstall")
	truenas := like("truenas")
	pfsense := like("pfsense")
	opnsense := like("opnsense")
	esxi := like("esxi")
	vyos := like("vyos")
	langs := func(highlighted int) *modes.Prompt {
		opts := []string{"Asturianu", "Bahasa Indonesia", "Català", "Deutsch", "English",
			"English (UK)", "Español", "Français", "Galego", "Hrvatski",
			"Latviešu", "Lietuviškai", "Magyar", "Nederlands", "Norsk bokmål",
			"Polski", "Suomi", "Svenska"}
		opts[highlighted] = ">" + opts[highlighted]
		return want(modes.Select, "Use UP, DOWN and ENTER keys to select your language.", "", opts...)
	}
	settings := func(highlighted int) *modes.Prompt {
		opts := []string{"Archinstall language", "Mirrors", "Locales", "Disk configuration",
			"Bootloader", "Swap", "Hostname", "Root password", "User account", "Profile",
			"Audio", "Kernels", "Timezone", "Automatic time sync (NTP)",
			"Save configuration", "Install", "Abort"}
		opts[highlighted] = ">" + opts[highlighted]
		return want(modes.Select, "Set/Modify the below options", "", opts...)
	}
	toRoot := []step{wait("Abort"), down, down, down, down, down, down, down, settle,
		{keys: "<enter>", expect: "leave blank to disable root", timeout: setSlow}}
	const vyosOp, vyosConf = "vyos@vyos:~$", "vyos@vyos#"
	return []corpusCase{
		// Subiquity (Ubuntu Server's installer): its language list (also
		// moved down), and its `Confirm destructive action` dialog over
		// the storage summary, No focused (also moved to Continue).
		needs(ask("subiquity-like-language", "subiquity-like", language, langs(4), wait("Svenska")), py),
		needs(ask("subiquity-like-language-moved", "subiquity-like", language, langs(5), wait("Svenska"), down, settle), py),
		needs(ask("subiquity-like-confirm", "subiquity-like", destructive,
			want(modes.Confirm, "Are you sure you want to continue?", "", ">No", "Continue"), wait("Continue ]")), py),
		needs(ask("subiquity-like-confirm-moved", "subiquity-like", destructive,
			want(modes.Confirm, "Are you sure you want to continue?", "", "No", ">Continue"), wait("Continue ]"), down, settle), py),

		// archinstall: its menu of settings with their values beside
		// them (also moved), and the root password asked on a line after
		// Root password is chosen (also asked again).
		needs(ask("archinstall-like-menu", "archinstall-like", archinstall, settings(0), wait("Abort")), py),
		needs(ask("archinstall-like-menu-moved", "archinstall-like", archinstall, settings(1), wait("Abort"), down, settle), py),
		needs(ask("archinstall-like-password", "archinstall-like", archinstall,
			want(modes.Password, "Enter root password (leave blank to disable root):", ""), toRoot...), py),
		needs(ask("archinstall-like-password-again", "archinstall-like", archinstall,
			want(modes.Password, "And one more time for verification:", ""), append(toRoot, typed("hunter22", "one more time"))...), py),

		// Numbered console menus, answered by a number typed on a line:
		// TrueNAS', pfSense's, OPNsense's (also after an unknown answer,
		// asked again).
		needs(ask("truenas-like-menu", "truenas-like", truenas, want(modes.Select, "Enter an option from 1-11:", "",
			"1|Configure Network Interfaces", "2|Configure Link Aggregation", "3|Configure VLAN Interface",
			"4|Configure Default Route", "5|Configure Static Routes", "6|Configure DNS", "7|Reset Root Password",
			"8|Reset Configuration to Defaults", "9|Shell", "10|Reboot", "11|Shut Down"), wait("from 1-11")), py),
		needs(ask("pfsense-like-menu", "pfsense-like", pfsense, want(modes.Select, "Enter an option:", "",
			"0|Logout (SSH only)", "1|Assign Interfaces", "2|Set interface(s) IP address",
			"3|Reset webConfigurator password", "4|Reset to factory defaults", "5|Reboot system",
			"6|Halt system", "7|Ping host", "8|Shell", "9|pfTop", "10|Filter Logs",
			"11|Restart webConfigurator", "12|PHP shell + pfSense tools", "13|Update from console",
			"14|Enable Secure Shell (sshd)", "15|Restore recent configuration", "16|Restart PHP-FPM"), wait("Enter an option")), py),
		needs(ask("opnsense-like-menu", "opnsense-like", opnsense, want(modes.Select, "Enter an option:", "",
			"0|Logout", "1|Assign interfaces", "2|Set interface IP address", "3|Reset the root password",
			"4|Reset to factory defaults", "5|Power off system", "6|Reboot system", "7|Ping host",
			"8|Shell", "9|pfTop", "10|Firewall log", "11|Reload all services", "12|Update from console",
			"13|Restore a backup"), wait("Enter an option")), py),

		// ESXi's DCUI: at rest (full screen, grey over yellow), and its
		// login dialog after F2, the cursor in the Password field.
		needs(is(modes.TUI, "esxi-like-dcui", "esxi-like", esxi, wait("Shut Down/Restart")), py),
		needs(ask("esxi-like-login", "esxi-like", esxi, want(modes.Password, "…", ""),
			wait("Shut Down/Restart"), step{keys: "<f2>", expect: "Authentication Required", timeout: setSlow}), py),

		// VyOS: its configuration mode (`[edit]` over `vyos@vyos# `),
		// after a `set` taken silently, and commit-confirm's
		// `Proceed? [confirm]`.
		needs(is(modes.REPL, "vyos-like-configure", "vyos-like", vyos, wait(vyosOp), typed("configure", vyosConf)), py),
		needs(is(modes.REPL, "vyos-like-after-set", "vyos-like", vyos, wait(vyosOp), typed("configure", vyosConf),
			typed("set system host-name relay", "[edit]"), settle), py),
		needs(ask("vyos-like-commit-confirm", "vyos-like", vyos, want(modes.Confirm, "Proceed?", "yes"),
			wait(vyosOp), typed("configure", vyosConf), typed("set system host-name relay", "[edit]"), settle,
			typed("commit-confirm", "Proceed?")), py),
	}
}

// TestModesNinetyeighth drives the ninetyeighth set live to the labelled
// moment and, with -update, stores its screens, labels and facts for
// modes' TestSetsAccuracy/ninetyeighth. Whether the classifier reads them
// right is that test's measure, not a failure here.
func TestModesNinetyeighth(t *testing.T) { captureSet(t, ninetyeighthDir, ninetyeighthSet()) }
