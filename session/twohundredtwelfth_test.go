package session

import (
	"testing"

	"github.com/agentty/agentty/modes"
)

// twohundredtwelfthDir holds the twohundredtwelfth set (issue 44,
// two-hundred-and-twelfth round): live cases of full-screen configuration
// and administration tools imitated by a fixture of its own (Python's
// curses, Debian's python3), none of them, nor the tools they imitate,
// named by any other test, table, fixture or doc of agentty, each drawing
// what the real tool draws (its words, layout, colours, reverse video,
// cursor and screen), to measure the classifier once as it was on
// programs nobody here had looked at: a kernel-style configurator
// (Buildroot's make menuconfig), a firmware's setup (AMI's Aptio Setup
// Utility on a serial console), a network manager
// (system-config-network-tui), a firewall's services
// (system-config-firewall-tui), a service manager (chkservice) and a
// package and user manager (AIX's smitty); each at its main menu, a
// submenu, a yes/no question or a form, a list to tick or a help screen,
// at first sight and after a move or a key. Each case's label (mode,
// state, prompt kind, question, default, options, the highlighted one and
// the ticks) was written from what the real tool is known to draw, and
// the imitation run by hand in tmux outside agentty, and committed before
// its screen was captured.
const twohundredtwelfthDir = "../testdata/modes-twohundredtwelfth"

// twohundredtwelfthScript runs a mode of the set's Python fixture with
// Debian's interpreter.
func twohundredtwelfthScript(mode string) opener {
	return setFixtures("twohundredtwelfth").script(pythonPath, "py/twohundredtwelfth_demo.py", mode)
}

// twohundredtwelfthSet is the twohundredtwelfth set. Labels say what a
// person reads on the screen; "…" in a question or default stands for
// any text.
func twohundredtwelfthSet() []corpusCase {
	is, ask, needs, wait, settle := isCase, askCase, needing, waitFor, settled
	py := pythonPath
	key := func(k, expect string) step { return step{keys: k, expect: expect, timeout: setSlow} }
	down := step{keys: "<down>"}
	steps := func(a []step, more ...step) []step { return append(append([]step{}, a...), more...) }

	// buildroot-like: make menuconfig in a Buildroot tree (Kconfig's
	// mconf): ".config - Buildroot 2024.02.1 Configuration" over a blue
	// screen, a grey box of its help text over the menu of submenus
	// (`Target options  --->`, the first highlighted, `↓(+)` under it),
	// `<Select>  < Exit >  < Help >  < Save >  < Load >`; Target options'
	// submenu (values and `[*] Enable MMX support` boxes); `?`'s box
	// "There is no help available for this option." with `< Exit >`; and,
	// on <Esc><Esc> with no .config saved yet, "Do you wish to save your
	// new configuration?" with `< Yes >` (focused) and `<  No  >`.
	buildroot := twohundredtwelfthScript("buildroot")
	const brMenu = "Bootloaders  --->"
	atMenu := []step{wait(brMenu)}

	// aptio-like: AMI's Aptio Setup Utility over a serial console (the
	// terminal's own screen, the cursor hidden): its tabs `Main  Advanced
	// Chipset  Security  Boot  Save & Exit` under its copyright, the Main
	// page's BIOS information and its items in brackets, a help pane of
	// keys (`F4: Save & Exit`, `ESC: Exit`); → to the Boot page; F4's box
	// "Save & Exit Setup", "Save configuration and exit?" over `Yes` (in
	// reverse) and `No`.
	aptio := twohundredtwelfthScript("aptio")
	atSetup := []step{wait("ESC: Exit")}

	// network-tui-like: system-config-network-tui (newt, blue under grey
	// boxes): "Select Action" (Device configuration, DNS configuration,
	// its buttons Save&Quit and Quit); Enter to "Select A Device" (eth0,
	// <New Device>); Enter to the "Devernet Configuration" form, the
	// cursor in its Name field (eth0).
	networkTUI := twohundredtwelfthScript("network-tui")
	atAction := []step{wait("Select Action")}
	toDevices := steps(atAction, key("<enter>", "Select A Device"))
	actions := func(highlighted int) *modes.Prompt {
		opts := []string{"Device configuration", "DNS configuration"}
		opts[highlighted] = ">" + opts[highlighted]
		return want(modes.Select, "Select Action", "", opts...)
	}

	// firewall-tui-like: system-config-firewall-tui (newt): "Firewall
	// Configuration"'s box (Firewall: [*] Enabled, OK, Customize,
	// Cancel); Customize (tabbed to, Enter) opens "Trusted Services", a
	// list of services to tick under its message, ten of them shown (SSH,
	// ticked, further down), the first highlighted; also moved down and
	// ticked with the space bar.
	firewallTUI := twohundredtwelfthScript("firewall-tui")
	toServices := []step{wait("Customize"), key("<tab><tab><enter>", "Trusted Services")}
	services := func(highlighted int, ticked ...int) *modes.Prompt {
		names := []string{"Amanda Backup Client", "Bacula", "Bacula Client", "DNS", "FTP",
			"IMAP over SSL", "IPsec", "Mail (SMTP)", "Multicast DNS (mDNS)", "NFS4"}
		opts := make([]string, len(names))
		for i, n := range names {
			box := "[ ] "
			for _, t := range ticked {
				if t == i {
					box = "[x] "
				}
			}
			opts[i] = box + n
			if i == highlighted {
				opts[i] = ">" + opts[i]
			}
		}
		return want(modes.Multiselect, "Here you can define which services are trusted.…", "", opts...)
	}

	// chkservice-like: chkservice's list of systemd units on the
	// alternate screen (`[x]` enabled, `[s]` static, `[ ]` disabled, `>`
	// running, a description), the first in reverse video, `1/16   [?]
	// help  [q] quit` at its foot; also moved down; `?`'s help box (its
	// keys and legend, "Press any key to close this window").
	chkservice := twohundredtwelfthScript("chkservice")
	atUnits := []step{wait("[q] quit")}

	// smitty-like: AIX's smitty: "System Management" over "Move cursor to
	// desired item and press Enter." and its sixteen items, the first in
	// reverse video, its function keys at the foot (F1=Help … Enter=Do);
	// also moved down; Security & Users' menu (four down, Enter); and Add
	// a User's entry fields (`* User NAME  []` over twelve more, the
	// cursor in the first, [MORE...37]), reached through Users.
	smitty := twohundredtwelfthScript("smitty")
	const smitQ = "Move cursor to desired item and press Enter."
	atSmit := []step{wait("Enter=Do")}
	toSecurity := steps(atSmit, down, down, down, down, key("<enter>", "Login Controls"))
	mainMenu := func(highlighted int) *modes.Prompt {
		opts := []string{"Software Installation and Maintenance", "Software License Management", "Devices",
			"System Storage Management (Physical & Logical Storage)", "Security & Users",
			"Communications Applications and Services", "Workload Partition Administration", "Print Spooling",
			"Advanced Accounting", "Problem Determination", "Performance & Resource Scheduling", "System Environments",
			"Processes & Subsystems", "Applications", "Installation Assistant", "Using SMIT (information only)"}
		opts[highlighted] = ">" + opts[highlighted]
		return want(modes.Select, smitQ, "", opts...)
	}

	return []corpusCase{
		// A kernel-style configurator: Buildroot's menuconfig at its main
		// menu (also moved), its Target options submenu, its help box,
		// its question to save on leaving.
		needs(is(modes.TUI, "buildroot-like", "buildroot-like", buildroot, atMenu...), py),
		needs(is(modes.TUI, "buildroot-like-moved", "buildroot-like", buildroot, steps(atMenu, down, settle)...), py),
		needs(is(modes.TUI, "buildroot-like-submenu", "buildroot-like", buildroot, steps(atMenu, key("<enter>", "Enable MMX support"), settle)...), py),
		needs(is(modes.TUI, "buildroot-like-help", "buildroot-like", buildroot, steps(atMenu, key("?", "no help available"), settle)...), py),
		needs(ask("buildroot-like-save", "buildroot-like", buildroot, want(modes.Confirm, "Do you wish to save your new configuration?", "", ">y|Yes", "n|No"),
			steps(atMenu, key("<esc><esc>", "save your new configuration"), settle)...), py),

		// A firmware's setup: Aptio's Main page, its Boot page, F4's
		// question to save and exit.
		needs(is(modes.TUI, "aptio-like", "aptio-like", aptio, atSetup...), py),
		needs(is(modes.TUI, "aptio-like-boot", "aptio-like", aptio, steps(atSetup, key("<right>", "Boot Option #1"), settle)...), py),
		needs(ask("aptio-like-save", "aptio-like", aptio, want(modes.Confirm, "Save configuration and exit?", "", ">Yes", "No"),
			steps(atSetup, key("<f4>", "Save configuration and exit?"), settle)...), py),

		// A network manager: system-config-network-tui's actions (also
		// moved), its devices, a device's form.
		needs(ask("network-tui-like", "network-tui-like", networkTUI, actions(0), atAction...), py),
		needs(ask("network-tui-like-moved", "network-tui-like", networkTUI, actions(1), steps(atAction, down, settle)...), py),
		needs(ask("network-tui-like-devices", "network-tui-like", networkTUI,
			want(modes.Select, "Select A Device", "", ">eth0 (eth0) - Intel Corporation 82540EM Gigabit Ethernet", "<New Device>"),
			steps(toDevices, settle)...), py),
		needs(ask("network-tui-like-device-form", "network-tui-like", networkTUI, want(modes.Text, "Name", "eth0"),
			steps(toDevices, key("<enter>", "Devernet Configuration"), settle)...), py),

		// A firewall's services: system-config-firewall-tui's Trusted
		// Services to tick (also moved and ticked).
		needs(ask("firewall-tui-like-services", "firewall-tui-like", firewallTUI, services(0), steps(toServices, settle)...), py),
		needs(ask("firewall-tui-like-services-ticked", "firewall-tui-like", firewallTUI, services(1, 1),
			steps(toServices, down, key("<space>", "[*] Bacula"), settle)...), py),

		// A service manager: chkservice's units (also moved), its help.
		needs(is(modes.TUI, "chkservice-like", "chkservice-like", chkservice, atUnits...), py),
		needs(is(modes.TUI, "chkservice-like-moved", "chkservice-like", chkservice, steps(atUnits, down, wait("2/16"), settle)...), py),
		needs(is(modes.TUI, "chkservice-like-help", "chkservice-like", chkservice, steps(atUnits, key("?", "close this window"), settle)...), py),

		// A package and user manager: smitty's System Management (also
		// moved), Security & Users, Add a User's entry fields.
		needs(ask("smitty-like", "smitty-like", smitty, mainMenu(0), atSmit...), py),
		needs(ask("smitty-like-moved", "smitty-like", smitty, mainMenu(1), steps(atSmit, down, settle)...), py),
		needs(ask("smitty-like-submenu", "smitty-like", smitty,
			want(modes.Select, smitQ, "", ">Users", "Groups", "Passwords", "Login Controls", "Roles", "PKI", "LDAP",
				"Role Based Access Control (RBAC)", "Trusted Execution", "Encrypted File System"),
			steps(toSecurity, settle)...), py),
		needs(is(modes.TUI, "smitty-like-add-user", "smitty-like", smitty,
			steps(toSecurity, key("<enter>", "List All Users"), key("<enter>", "Entry Fields"), settle)...), py),
	}
}

// TestModesTwohundredtwelfth drives the twohundredtwelfth set live to the
// labelled moment and, with -update, stores its screens, labels and facts
// for modes' TestSetsAccuracy/twohundredtwelfth. Whether the classifier
// reads them right is that test's measure, not a failure here.
func TestModesTwohundredtwelfth(t *testing.T) {
	captureSet(t, twohundredtwelfthDir, twohundredtwelfthSet())
}
