package session

import (
	"testing"

	"github.com/agentty/agentty/modes"
)

// eightyeighthDir holds the eighty-eighth set (issue 44, eighty-eighth
// round): live cases of system and package-management tools that no
// other test, table, fixture or doc of agentty names, made to measure
// the classifier once as it was on programs nobody here had looked at:
// Debian's nala, and programs of the set's own drawing what tools that
// cannot run here draw (Gentoo's etc-update and dispatch-conf, Void's
// xbps-install, Solus's eopkg, Alpine's apk, OpenBSD's pkg_add,
// Chocolatey, yum, NetBSD's pkgin, Manjaro's pamac, FreeBSD's
// freebsd-update and bsdinstall, raspi-config and armbian-config), each
// named after its tool plus "-like". Each case's label (mode, state,
// prompt kind, question, default, options and the highlighted one) was
// written from what the program is known to draw (its documentation and
// source, and the program run by hand outside agentty) and committed
// before its screen was captured.
const eightyeighthDir = "../testdata/modes-eightyeighth"

// eightyeighthScript runs one of the eighty-eighth set's scripts with
// Debian's interpreter.
var eightyeighthScript = setFixtures("eightyeighth").script

// eightyeighthSet is the eighty-eighth set. Labels say what a person
// reads on the screen; "…" in a question or default stands for any text.
func eightyeighthSet() []corpusCase {
	is, ask, needs, wait, settle := isCase, askCase, needing, waitFor, settled
	py := pythonPath
	typed := func(s, expect string) step { return step{text: s, enter: true, expect: expect, timeout: setSlow} }
	down := step{keys: "<down>"}
	like := func(tool string, moment ...string) opener {
		return eightyeighthScript(py, "py/eightyeighth_demo.py", append([]string{tool}, moment...)...)
	}
	nala := func(verb, pkg string) opener {
		return rootCase(unseenHome(notes, "nala", verb, "--no-autoremove", pkg))
	}
	const components = "Choose optional system components to install:"
	parts := []string{"base-dbg|Base system (Debugging)", "kernel-dbg|Kernel (Debugging)", "lib32|32-bit compatibility libraries",
		"ports|Ports tree", "src|System source tree", "tests|Test suite"}
	welcome := func(highlighted int) *modes.Prompt {
		opts := []string{"Install", "Shell", "Live System"}
		opts[highlighted] = ">" + opts[highlighted]
		return want(modes.Select, "Welcome to FreeBSD! Would you like to begin an installation or use the live system?", "", opts...)
	}
	raspi := func(highlighted int) *modes.Prompt {
		opts := []string{"1 System Options|Configure system settings", "2 Display Options|Configure display settings",
			"3 Interface Options|Configure connections to peripherals", "4 Performance Options|Configure performance settings",
			"5 Localisation Options|Configure language and regional settings", "6 Advanced Options|Configure advanced settings",
			"8 Update|Update this tool to the latest version", "9 About raspi-config|Information about this configuration tool"}
		opts[highlighted] = ">" + opts[highlighted]
		return want(modes.Select, "Raspberry Pi Software Configuration Tool (raspi-config)", "", opts...)
	}
	armbian := func(highlighted int) *modes.Prompt {
		opts := []string{"System|System and security settings", "Network|Wired, wireless, Bluetooth, access point",
			"Personal|Timezone, language, hostname", "Software|System and 3rd party software install", "Help|Documentation, support, sources"}
		opts[highlighted] = ">" + opts[highlighted]
		return want(modes.Select, "Select an option:", "", opts...)
	}
	return []corpusCase{
		// Debian's nala: its table of what a removal and a purge would
		// do, then its question.
		needs(ask("nala-remove", "nala", nala("remove", "bc"), yesNo("Do you want to continue?", "yes"), wait("continue? [Y/n]")), "nala"),
		needs(ask("nala-purge", "nala", nala("purge", "ed"), yesNo("Do you want to continue?", "yes"), wait("continue? [Y/n]")), "nala"),

		// Package managers' questions on a line after their transaction:
		// Void's xbps-install, Solus's eopkg, Alpine's apk add -i, yum,
		// NetBSD's pkgin, Manjaro's pamac, Chocolatey's script question,
		// freebsd-update's after a merge.
		needs(ask("xbps-install-like", "xbps-install-like", like("xbps-install"), yesNo("Do you want to continue?", "yes"), wait("[Y/n]")), py),
		needs(ask("eopkg-like", "eopkg-like", like("eopkg"),
			want(modes.Confirm, "There are extra packages due to dependencies. Do you want to continue?", "", "yes", "no"), wait("(yes/no)")), py),
		needs(ask("apk-like", "apk-like", like("apk"), yesNo("Do you want to continue…", "yes"), wait("[Y/n]?")), py),
		needs(ask("yum-like", "yum-like", like("yum"), yesNo("Is this ok", "no"), wait("[y/N]:")), py),
		needs(ask("pkgin-like", "pkgin-like", like("pkgin"), yesNo("proceed ?", "yes"), wait("proceed ?")), py),
		needs(ask("pamac-like", "pamac-like", like("pamac"), yesNo("Apply transaction ?", "no"), wait("[y/N]")), py),
		needs(ask("chocolatey-like", "chocolatey-like", like("chocolatey"),
			want(modes.Choice, "Do you want to run the script?", "", "Y|Yes", "A|All - yes to all", "N|No", "P|Print"), wait("[P]rint):")), py),
		needs(ask("freebsd-update-like-merge", "freebsd-update-like", like("freebsd-update", "merge"), yesNo("Does this look reasonable?", ""), wait("(y/n)?")), py),

		// Numbered menus asked on a line: etc-update's files (also a file
		// chosen, its menu), OpenBSD's pkg_add's ambiguous name;
		// dispatch-conf's one key.
		needs(ask("etc-update-like", "etc-update-like", like("etc-update"),
			want(modes.Select, "Please select a file to edit by entering the corresponding number.", "", "1|/etc/ssh/sshd_config (1)", "2|/etc/portage/make.conf (1)"),
			wait("not use 'rm -i'):")), py),
		needs(ask("etc-update-like-file", "etc-update-like", like("etc-update"),
			want(modes.Select, "Please select from the menu above (-1 to ignore this update):", "", "1|Replace original with update",
				"2|Delete update, keeping original as is", "3|Interactively merge original with update", "4|Show differences again", "5|Save update as example config"),
			wait("not use 'rm -i'):"), typed("1", "ignore this update")), py),
		needs(ask("pkg_add-like", "pkg_add-like", like("pkg_add"),
			want(modes.Select, "Ambiguous: choose package for vim", "", "0|<None>", "1|vim-9.1.0135-gtk3", "2|vim-9.1.0135-no_x11"), wait("Your choice:")), py),
		needs(ask("dispatch-conf-like", "dispatch-conf-like", like("dispatch-conf"),
			want(modes.Choice, "…", "", "q|quit", "h|help", "n|next", "e|edit-new", "z|zap-new", "u|use-new", "m|merge", "t|toggle-merge", "l|look-merge"),
			wait("look-merge:")), py),

		// A pager: freebsd-update's list of files through less, at its
		// top and a page down.
		needs(is(modes.Pager, "freebsd-update-like-pager", "freebsd-update-like", like("freebsd-update", "pager"), wait("14.1-RELEASE-p3")), py, "less"),
		needs(is(modes.Pager, "freebsd-update-like-pager-moved", "freebsd-update-like", like("freebsd-update", "pager"), wait("14.1-RELEASE-p3"),
			step{keys: " "}, settle), py, "less"),

		// Dialog boxes: bsdinstall's welcome (also its second button),
		// its components' checklist (also moved and one unticked), its
		// hostname box; raspi-config's and armbian-config's menus (also
		// moved).
		needs(ask("bsdinstall-like-welcome", "bsdinstall-like", like("bsdinstall", "welcome"), welcome(0), wait("Live System")), py),
		needs(ask("bsdinstall-like-welcome-shell", "bsdinstall-like", like("bsdinstall", "welcome"), welcome(1), wait("Live System"), step{keys: "<tab>"}, settle), py),
		needs(ask("bsdinstall-like-components", "bsdinstall-like", like("bsdinstall", "components"),
			ticks(components, 0, map[int]bool{1: true, 2: true}, parts...), wait("Test suite")), py),
		needs(ask("bsdinstall-like-components-unticked", "bsdinstall-like", like("bsdinstall", "components"),
			ticks(components, 1, map[int]bool{2: true}, parts...), wait("Test suite"), down, settle, step{keys: " "}, settle), py),
		needs(ask("bsdinstall-like-hostname", "bsdinstall-like", like("bsdinstall", "hostname"),
			want(modes.Text, "Please choose a hostname for this machine.", ""), wait("appropriate name")), py),
		needs(ask("raspi-config-like", "raspi-config-like", like("raspi-config"), raspi(0), wait("About raspi-config")), py),
		needs(ask("raspi-config-like-moved", "raspi-config-like", like("raspi-config"), raspi(1), wait("About raspi-config"), down, settle), py),
		needs(ask("armbian-config-like", "armbian-config-like", like("armbian-config"), armbian(0), wait("Documentation, support")), py),
		needs(ask("armbian-config-like-moved", "armbian-config-like", like("armbian-config"), armbian(1), wait("Documentation, support"), down, settle), py),

		// Passwords: bsdinstall's root password, asked and asked again.
		needs(ask("bsdinstall-like-rootpass", "bsdinstall-like", like("bsdinstall", "rootpass"), want(modes.Password, "New Password:", ""), wait("New Password:")), py),
		needs(ask("bsdinstall-like-rootpass-again", "bsdinstall-like", like("bsdinstall", "rootpass"), want(modes.Password, "Retype New Password:", ""),
			wait("New Password:"), typed("hunter22", "Retype")), py),
	}
}

// TestModesEightyeighth drives the eighty-eighth set live to the
// labelled moment and, with -update, stores its screens, labels and
// facts for modes' TestSetsAccuracy/eightyeighth. Whether the classifier
// reads them right is that test's measure, not a failure here.
func TestModesEightyeighth(t *testing.T) { captureSet(t, eightyeighthDir, eightyeighthSet()) }
