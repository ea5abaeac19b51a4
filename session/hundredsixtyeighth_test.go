package session

import (
	"testing"

	"github.com/agentty/agentty/modes"
)

// hundredsixtyeighthDir holds the hundredsixtyeighth set (issue 44,
// hundred-and-sixty-eighth round): live cases of installers' and
// configuration tools' dialogs, imitated by a Python curses fixture of
// its own, each drawing what a tool that cannot run here draws at one of
// its moments (its words, layout, frames, colours, reverse video, cursor
// and the alternate screen, from its documentation, source and published
// screenshots), none of them named by any other test, table, fixture or
// doc of agentty: kali-tweaks (newt), Slackware's sbopkg and xwmconfig
// (dialog), openhabian-config (whiptail), Red Hat's setuptool (newt) and
// pyradio (curses): menus with a description column, a checklist, a
// radio list, input boxes, a message box with one button, and a list in
// a frame over a status bar, each at first sight and after a move. Each
// case's label (mode, state, prompt kind, question, default, options and
// the highlighted one) was written from what the imitated tool means to
// a person, and from running the imitation by hand in tmux outside
// agentty, and committed before its screen was captured.
const hundredsixtyeighthDir = "../testdata/modes-hundredsixtyeighth"

// hundredsixtyeighthScript runs the set's Python script, with Debian's
// python3, over a home holding notes.txt and long.txt.
var hundredsixtyeighthScript = setFixtures("hundredsixtyeighth").script

// hundredsixtyeighthSet is the hundredsixtyeighth set. Labels say what a
// person reads on the screen; "…" in a question stands for any text (a
// menu with no words over it). A menu's or list's entry is labelled as
// the other sets label dialog's and whiptail's: its tag as the key, the
// text beside it as the option; openhabian-config's tags ("00 | About
// openHABian") are labelled by their number as the key and their name as
// the option, the description column beside them left out.
func hundredsixtyeighthSet() []corpusCase {
	is, ask, needs, wait, settle := isCase, askCase, needing, waitFor, settled
	py := pythonPath
	down := step{keys: "<down>"}
	like := func(mode string) opener {
		return hundredsixtyeighthScript(py, "py/hundredsixtyeighth_demo.py", mode)
	}
	kali, sbopkg, xwm := like("kali-tweaks"), like("sbopkg"), like("xwmconfig")
	openhab, setup, radio := like("openhabian-config"), like("setup"), like("pyradio")
	// mark highlights the entry h of opts.
	mark := func(h int, opts ...string) []string {
		o := append([]string{}, opts...)
		o[h] = ">" + o[h]
		return o
	}
	tweaks := func(h int) *modes.Prompt {
		return want(modes.Select, "…", "", mark(h,
			"Hardening|Configure the system's hardening settings",
			"Metapackages|Install or remove groups of packages",
			"Network Repositories|Configure the network mirror and branches",
			"Shell & Terminal|Configure the shell and the terminal",
			"Virtualization|Set up the guest tools of virtual machines")...)
	}
	metas := func(h int, ticked map[int]bool) *modes.Prompt {
		return ticks("Select the metapackages you want to install. Unselect the ones you want to remove.", h, ticked,
			"kali-linux-core|Base Kali Linux System",
			"kali-linux-default|Default desktop tools",
			"kali-linux-headless|Default install that doesn't require GUI",
			"kali-linux-large|Extended collection of tools",
			"kali-linux-everything|Every tool in Kali",
			"kali-tools-top10|The top 10 most used tools",
			"kali-linux-arm|Tools for ARM devices")
	}
	sbo := func(h int) *modes.Prompt {
		return want(modes.Select, "Choose one of the following or press <Help> for more info.", "", mark(h,
			"SYNC|Sync with the remote repository",
			"CHANGELOG|View the SlackBuilds.org ChangeLog",
			"UPDATES|List potential updates to installed SBo packages",
			"BROWSE|Browse the active repository",
			"SEARCH|Search the active repository",
			"QUEUE|Manage the queue",
			"CACHE|Manage the cache directories",
			"LOG|Manage the permanent build log",
			"REPOS|Select repository to use",
			"UTILITIES|Go to the utilities menu",
			"EXIT|Exit sbopkg")...)
	}
	// wm is xwmconfig's radio list, the entry h highlighted and the
	// entry on chosen.
	wm := func(h, on int) *modes.Prompt {
		opts := []string{
			"xinitrc.kde|KDE Plasma Desktop",
			"xinitrc.xfce|The Cholesterol Free Desktop Environment",
			"xinitrc.blackbox|The blackbox window manager",
			"xinitrc.fluxbox|The fluxbox window manager",
			"xinitrc.fvwm2|F(?) Virtual Window Manager (version 2.xx)",
			"xinitrc.twm|Tab Window Manager (very basic)",
		}
		for i := range opts {
			box := "[ ] "
			if i == on {
				box = "[x] "
			}
			opts[i] = box + opts[i]
		}
		return want(modes.Select, "Please select the default window manager to use with the X Window System. "+
			"This will define the style of graphical user interface the computer uses. "+
			"KDE and Xfce provide the most features; the others are lighter.", "", mark(h, opts...)...)
	}
	habMain := func(h int) *modes.Prompt {
		return want(modes.Select, "Setup Options", "", mark(h,
			"00|About openHABian", "01|Select Branch", "02|Upgrade System", "03|Install openHAB",
			"04|Import config", "10|Apply Improvements", "20|Optional Components", "30|System Settings",
			"40|openHAB Related", "50|Backup/Restore", "60|Manual/Fresh Setup")...)
	}
	habSystem := want(modes.Select, "System Settings", "", mark(0,
		"31|Change hostname", "32|Set system locale", "33|Set system timezone", "34|Enable NTP",
		"35|Change passwords", "36|Serial port", "37|WiFi setup")...)
	tools := func(h int) *modes.Prompt {
		return want(modes.Select, "Choose a Tool", "", mark(h,
			"Authentication configuration", "Firewall configuration", "Keyboard configuration",
			"Network configuration", "System services", "Timezone configuration", "X configuration")...)
	}
	metapackages := step{keys: "<down><enter>", expect: "kali-linux-arm", timeout: setSlow}
	search := step{keys: "<down><down><down><down><enter>", expect: "partial name", timeout: setSlow}
	system := step{keys: "<down><down><down><down><down><down><down><enter>", expect: "Set system locale", timeout: setSlow}
	hostname := step{keys: "<enter>", expect: "no special characters", timeout: setSlow}
	about := step{keys: "<enter>", expect: "Visit https", timeout: setSlow}
	return []corpusCase{
		// kali-tweaks (newt, blue behind a grey window): its menu of
		// categories with a description column and <Select> <Quit>
		// <Help> (also moved); its Metapackages checklist, three ticked
		// (also moved down three and the fourth ticked).
		needs(ask("kali-tweaks-like", "kali-tweaks-like", kali, tweaks(0), wait("Virtualization")), py),
		needs(ask("kali-tweaks-like-moved", "kali-tweaks-like", kali, tweaks(1), wait("Virtualization"), down, settle), py),
		needs(ask("kali-tweaks-like-metapackages", "kali-tweaks-like", kali, metas(0, map[int]bool{0: true, 1: true, 5: true}),
			wait("Virtualization"), metapackages, settle), py),
		needs(ask("kali-tweaks-like-metapackages-ticked", "kali-tweaks-like", kali, metas(3, map[int]bool{0: true, 1: true, 3: true, 5: true}),
			wait("Virtualization"), metapackages, settle, step{keys: "<down><down><down>"}, settle, step{keys: " "}, settle), py),

		// sbopkg (dialog, its back title over the screen): its main menu
		// of upper-case tags with a description column and < OK >
		// <Cancel> < Help > (also moved), and SEARCH's empty input box.
		needs(ask("sbopkg-like", "sbopkg-like", sbopkg, sbo(0), wait("Exit sbopkg")), py),
		needs(ask("sbopkg-like-moved", "sbopkg-like", sbopkg, sbo(1), wait("Exit sbopkg"), down, settle), py),
		needs(ask("sbopkg-like-search", "sbopkg-like", sbopkg,
			want(modes.Text, "Enter the name of a package (or a partial name) to search for:", ""), wait("Exit sbopkg"), search, settle), py),

		// xwmconfig (dialog): SELECT A DEFAULT WINDOW MANAGER FOR X, a
		// radio list with KDE chosen (also moved down one, and the
		// second chosen with Space).
		needs(ask("xwmconfig-like", "xwmconfig-like", xwm, wm(0, 0), wait("very basic")), py),
		needs(ask("xwmconfig-like-moved", "xwmconfig-like", xwm, wm(1, 0), wait("very basic"), down, settle), py),
		needs(ask("xwmconfig-like-chosen", "xwmconfig-like", xwm, wm(1, 1), wait("very basic"), down, settle, step{keys: " "}, settle), py),

		// openhabian-config (whiptail): its main menu, Setup Options, with
		// <Execute> <Exit> (also moved); About openHABian's message box
		// with one <Ok>; 30 | System Settings' menu and 31 | Change
		// hostname's input box holding openhabian.
		needs(ask("openhabian-config-like", "openhabian-config-like", openhab, habMain(0), wait("Manual/Fresh Setup")), py),
		needs(ask("openhabian-config-like-moved", "openhabian-config-like", openhab, habMain(1), wait("Manual/Fresh Setup"), down, settle), py),
		needs(ask("openhabian-config-like-about", "openhabian-config-like", openhab, want(modes.Choice, "…", "", ">Ok"),
			wait("Manual/Fresh Setup"), about, settle), py),
		needs(ask("openhabian-config-like-system", "openhabian-config-like", openhab, habSystem, wait("Manual/Fresh Setup"), system, settle), py),
		needs(ask("openhabian-config-like-hostname", "openhabian-config-like", openhab,
			want(modes.Text, "Please enter the new system name (no special characters, no spaces):", "openhabian"),
			wait("Manual/Fresh Setup"), system, hostname, settle), py),

		// setuptool's setup (newt, its root text over and under the
		// window): Choose a Tool, a one-column list over boxed Run Tool
		// and Quit buttons (also moved).
		needs(ask("setuptool-like", "setuptool-like", setup, tools(0), wait("X configuration")), py),
		needs(ask("setuptool-like-moved", "setuptool-like", setup, tools(1), wait("X configuration"), down, settle), py),

		// pyradio: its stations listed in a frame titled with its name
		// and version over a status bar, the cursor hidden (a player
		// waiting for keys, not a question; also moved down).
		needs(is(modes.TUI, "pyradio-like", "pyradio-like", radio, wait("Press ? for help")), py),
		needs(is(modes.TUI, "pyradio-like-moved", "pyradio-like", radio, wait("Press ? for help"), down, settle), py),
	}
}

// TestModesHundredsixtyeighth drives the hundredsixtyeighth set live to
// the labelled moment and, with -update, stores its screens, labels and
// facts for modes' TestSetsAccuracy/hundredsixtyeighth. Whether the
// classifier reads them right is that test's measure, not a failure here.
func TestModesHundredsixtyeighth(t *testing.T) {
	captureSet(t, hundredsixtyeighthDir, hundredsixtyeighthSet())
}
