package session

import (
	"testing"

	"github.com/agentty/agentty/modes"
)

// twohundredtwentyfifthDir holds the twohundredtwentyfifth set (issue 44,
// two-hundred-and-twenty-fifth round): live cases of installers and
// setup screens that cannot run here, imitated by a fixture of its own
// (Python's curses, Debian's python3), none of them, nor the programs
// they imitate, named by any other test, table, fixture or doc of
// agentty, each drawing what the real program draws (its words, layout,
// frames, colours, reverse video, cursor and screen), to measure the
// classifier once as it was on programs nobody here had looked at: an
// operating system's text-mode setup (ReactOS's first stage), a laptop
// firmware's setup (InsydeH2O's Setup Utility), a firewall's setup in
// newt's windows (Smoothwall Express), a DOS installer's boxes (FreeDOS
// 1.3's) and a Unix installer's forms (OpenIndiana's text installer);
// each at a list to choose from, a form's text or password field, a
// question to go on, save or quit, or a gauge at work, at first sight and
// after a move, a tab or typed text. Each case's label (mode, state,
// prompt kind, question, default, options and the highlighted one) was
// written from what the real program is known to draw, and the
// imitation run by hand in tmux outside agentty, and committed before
// its screen was captured.
const twohundredtwentyfifthDir = "../testdata/modes-twohundredtwentyfifth"

// twohundredtwentyfifthScript runs a mode of the set's Python fixture
// with Debian's interpreter.
func twohundredtwentyfifthScript(mode string) opener {
	return setFixtures("twohundredtwentyfifth").script(pythonPath, "py/twohundredtwentyfifth_demo.py", mode)
}

// twohundredtwentyfifthSet is the twohundredtwentyfifth set. Labels say
// what a person reads on the screen.
func twohundredtwentyfifthSet() []corpusCase {
	is, ask, needs, wait, settle := isCase, askCase, needing, waitFor, settled
	py := pythonPath
	key := func(k, expect string) step { return step{keys: k, expect: expect, timeout: setSlow} }
	secret := func(s string) step { return step{text: s, secret: true, timeout: setSlow} }
	down := step{keys: "<down>"}
	steps := func(a []step, more ...step) []step { return append(append([]step{}, a...), more...) }
	pick := func(highlighted int, opts ...string) []string {
		o := append([]string(nil), opts...)
		o[highlighted] = ">" + o[highlighted]
		return o
	}
	// running is a case of a program at work, drawing, no question asked.
	running := func(name, program string, open opener, steps ...step) corpusCase {
		return corpusCase{name: name, program: program, open: open, steps: steps, mode: modes.Unknown, state: Running}
	}

	// reactos-like: ReactOS 0.4.14's text-mode setup (white on blue,
	// "ReactOS 0.4.14 Setup" over a rule of `=`, a grey key bar on the
	// last row): "Language Selection." and its framed list of languages,
	// English (United States) highlighted in grey (also moved down to
	// Spanish); ENTER to "Welcome to ReactOS Setup." and its bullets
	// (Press ENTER to install, R for the Recovery Console, L for the
	// licence, F3 to quit) over `ENTER = Continue   R = Recovery Console
	// L = License   F3 = Quit`; ENTER to its partitions (unpartitioned
	// space highlighted) and ENTER again to "Select a file system from
	// the list below." with four ways to format, the first highlighted
	// (also moved down); ENTER to copying files, a gauge in a grey box
	// and `Copying file: …` in the key bar, at work.
	reactos := twohundredtwentyfifthScript("reactos")
	atLanguages := []step{wait("ENTER = Continue   F3 = Quit")}
	toFileSystems := steps(atLanguages, key("<enter>", "Welcome to ReactOS Setup"),
		key("<enter>", "Unpartitioned space"), key("<enter>", "Select a file system"))
	languages := func(highlighted int) *modes.Prompt {
		return want(modes.Select, "Please choose the language used for the installation process.", "", pick(highlighted,
			"Bulgarian", "Catalan", "Czech", "Danish", "German (Germany)", "Greek",
			"English (United Kingdom)", "English (United States)", "Spanish (Spain)")...)
	}
	fileSystems := func(highlighted int) *modes.Prompt {
		return want(modes.Select, "Select a file system from the list below.", "", pick(highlighted,
			"Format the partition as FAT file system (quick format)", "Format the partition as FAT file system",
			"Format the partition as BtrFS file system (quick format)", "Format the partition as BtrFS file system")...)
	}

	// insyde-like: InsydeH2O's Setup Utility (a blue title bar with
	// "Rev. 5.0", its tabs Information, Main, Advanced, Security, Boot and
	// Exit, the current one on grey, black on grey below with an "Item
	// Specific Help" pane, two rows of keys on blue at its foot, the
	// cursor hidden): the Information page (the machine's CPU, disk, BIOS
	// version and serial numbers, nothing to choose); → three times to
	// the Security page (its passwords Clear, "Set Supervisor Password
	// [Enter]" highlighted, its help); Enter to the "Set Supervisor
	// Password" box ("Enter New Password [ ]" over "Confirm New Password
	// [ ]", the cursor in the first; also with a password typed, a star a
	// key); F10's "Setup Confirmation" box "Exit Saving Changes?" over
	// `[Yes]` (on grey) and `[No]`, also with → to No.
	insyde := twohundredtwentyfifthScript("insyde")
	atInformation := []step{wait("F10 Save and Exit")}
	toSecurity := steps(atInformation, step{keys: "<right><right><right>", expect: "Set Supervisor Password", timeout: setSlow})
	toNewPassword := steps(toSecurity, key("<enter>", "Confirm New Password"))
	toExit := steps(atInformation, key("<f10>", "Exit Saving Changes?"))
	newPassword := want(modes.Password, "Enter New Password", "")

	// smoothwall-like: Smoothwall Express 3.1's setup (newt: grey windows
	// with shadows on blue, "Smoothwall Express 3.1 setup" at the top,
	// newt's help line at the foot): "Section menu", "Select the item you
	// wish to configure." over a list of seven sections (Keyboard mapping
	// highlighted; also moved to Hostname) and its buttons Selected and
	// Exit; Hostname's window, "Enter the machine's hostname." over an
	// entry holding smoothwall, the cursor after it, OK and Cancel; the
	// 'root' password window (Enter the 'root' user password…, Password:
	// and Again: entries, the cursor in the first; also with a password
	// typed, a star a key).
	smoothwall := twohundredtwentyfifthScript("smoothwall")
	atSections := []step{wait("Select the item you wish to configure.")}
	toRootPassword := steps(atSections, step{keys: "<down><down><down><down><down><down>"},
		key("<enter>", "'root' password"))
	sections := func(highlighted int) *modes.Prompt {
		return want(modes.Select, "Select the item you wish to configure.", "", pick(highlighted,
			"Keyboard mapping", "Hostname", "Web proxy", "ISDN configuration", "ADSL configuration",
			"Networking", "Passwords")...)
	}
	rootPassword := want(modes.Password, "Password:", "")

	// freedos-like: the FreeDOS 1.3 installer (a cyan title bar
	// "FreeDOS 1.3 Installer", a grey double-framed box with a shadow on
	// blue, the chosen line white on blue, the cursor hidden): "Welcome
	// to FreeDOS 1.3 (http://www.freedos.org)." and "Please select your
	// language from the list:" over nine languages, English highlighted;
	// Enter to "Do you want to proceed?" over `Yes - Continue with the
	// installation` (highlighted) and `No - Return to DOS` (also moved to
	// No); Yes to "Please select which set of packages you would like to
	// install:" (four sets, the first highlighted); Enter to "Do you want
	// to install now?" (Yes - Please install FreeDOS 1.3, No - Return to
	// DOS); Yes to "Installing FreeDOS 1.3", a package at a time under a
	// gauge, at work.
	freedos := twohundredtwentyfifthScript("freedos")
	atLanguage := []step{wait("Please select your language")}
	toProceed := steps(atLanguage, key("<enter>", "Do you want to proceed?"))
	toPackages := steps(toProceed, key("<enter>", "which set of packages"))
	toInstallNow := steps(toPackages, key("<enter>", "Do you want to install now?"))
	proceed := func(highlighted int) *modes.Prompt {
		return want(modes.Confirm, "Do you want to proceed?", "", pick(highlighted,
			"Yes - Continue with the installation", "No - Return to DOS")...)
	}

	// openindiana-like: OpenIndiana Hipster's text installer (a blue
	// title row naming the screen, white on black below, its function
	// keys `F2_Continue  F3_Back  F6_Help  F9_Quit` on blue at the foot):
	// "Welcome to OpenIndiana" and how to move through the installer,
	// nothing asked but F2 to go on; F2 to Network, "Computer Name:"
	// holding openindiana in a cyan field, the cursor after it, over
	// "Select how the wired ethernet network connection is configured."
	// and Automatically, Manually and None with what each does; ↓ to
	// Automatically (its name in cyan, the cursor hidden), ↓ again to
	// Manually; F2 from Network to Users, "Root password:" (the cursor
	// in it) over Confirm password and the user account's fields (also
	// with a password typed, a star a key); F9 there, a box "Do you want
	// to quit the Installer?" over Cancel (highlighted) and Quit.
	openindiana := twohundredtwentyfifthScript("openindiana")
	atWelcome := []step{wait("F9_Quit")}
	toNetwork := steps(atWelcome, key("<f2>", "Computer Name"))
	toUsers := steps(toNetwork, key("<f2>", "Root password"))
	networkType := func(highlighted int) *modes.Prompt {
		return want(modes.Select, "Select how the wired ethernet network connection is configured.", "",
			pick(highlighted, "Automatically", "Manually", "None")...)
	}
	rootPasswordOI := want(modes.Password, "Root password:", "")

	return []corpusCase{
		// An operating system's text-mode setup: ReactOS's languages
		// (also moved), its welcome page, its file systems (also moved),
		// its copying files.
		needs(ask("reactos-like", "reactos-like", reactos, languages(7), atLanguages...), py),
		needs(ask("reactos-like-moved", "reactos-like", reactos, languages(8), steps(atLanguages, down, settle)...), py),
		needs(ask("reactos-like-welcome", "reactos-like", reactos,
			want(modes.Choice, "Welcome to ReactOS Setup.", "", "ENTER|Continue", "R|Recovery Console", "L|License", "F3|Quit"),
			steps(atLanguages, key("<enter>", "Welcome to ReactOS Setup"), settle)...), py),
		needs(ask("reactos-like-file-system", "reactos-like", reactos, fileSystems(0), steps(toFileSystems, settle)...), py),
		needs(ask("reactos-like-file-system-moved", "reactos-like", reactos, fileSystems(1), steps(toFileSystems, down, settle)...), py),
		needs(running("reactos-like-copying", "reactos-like", reactos, steps(toFileSystems, key("<enter>", "Copying file:"), settle)...), py),

		// A laptop firmware's setup: InsydeH2O's Information page, its
		// Security page, its supervisor password box (also typed into),
		// its question to save and exit (also moved to No).
		needs(is(modes.TUI, "insyde-like", "insyde-like", insyde, atInformation...), py),
		needs(is(modes.TUI, "insyde-like-security", "insyde-like", insyde, steps(toSecurity, settle)...), py),
		needs(ask("insyde-like-set-password", "insyde-like", insyde, newPassword, steps(toNewPassword, settle)...), py),
		needs(ask("insyde-like-set-password-typed", "insyde-like", insyde, newPassword, steps(toNewPassword, secret("relay42"), settle)...), py),
		needs(ask("insyde-like-exit", "insyde-like", insyde, want(modes.Confirm, "Exit Saving Changes?", "", ">Yes", "No"),
			steps(toExit, settle)...), py),
		needs(ask("insyde-like-exit-no", "insyde-like", insyde, want(modes.Confirm, "Exit Saving Changes?", "", "Yes", ">No"),
			steps(toExit, step{keys: "<right>"}, settle)...), py),

		// A firewall's setup: Smoothwall's section menu (also moved),
		// its hostname, its root password (also typed into).
		needs(ask("smoothwall-like", "smoothwall-like", smoothwall, sections(0), atSections...), py),
		needs(ask("smoothwall-like-moved", "smoothwall-like", smoothwall, sections(1), steps(atSections, down, settle)...), py),
		needs(ask("smoothwall-like-hostname", "smoothwall-like", smoothwall, want(modes.Text, "Enter the machine's hostname.", "smoothwall"),
			steps(atSections, down, key("<enter>", "Enter the machine's hostname"), settle)...), py),
		needs(ask("smoothwall-like-root-password", "smoothwall-like", smoothwall, rootPassword, steps(toRootPassword, settle)...), py),
		needs(ask("smoothwall-like-root-password-typed", "smoothwall-like", smoothwall, rootPassword,
			steps(toRootPassword, secret("relay42"), settle)...), py),

		// A DOS installer: FreeDOS's languages, its question to proceed
		// (also moved to No), its package sets, its question to install
		// now, its gauge.
		needs(ask("freedos-like", "freedos-like", freedos, want(modes.Select, "Please select your language from the list:", "",
			pick(0, "English", "Deutsch", "Español", "Français", "Italiano", "Nederlands", "Polski", "Português", "Türkçe")...),
			atLanguage...), py),
		needs(ask("freedos-like-proceed", "freedos-like", freedos, proceed(0), steps(toProceed, settle)...), py),
		needs(ask("freedos-like-proceed-no", "freedos-like", freedos, proceed(1), steps(toProceed, down, settle)...), py),
		needs(ask("freedos-like-packages", "freedos-like", freedos,
			want(modes.Select, "Please select which set of packages you would like to install:", "", pick(0,
				"Base packages only", "Base packages with sources", "Full installation", "Full installation with sources")...),
			steps(toPackages, settle)...), py),
		needs(ask("freedos-like-install-now", "freedos-like", freedos,
			want(modes.Confirm, "Do you want to install now?", "", ">Yes - Please install FreeDOS 1.3", "No - Return to DOS"),
			steps(toInstallNow, settle)...), py),
		needs(running("freedos-like-installing", "freedos-like", freedos, steps(toInstallNow, key("<enter>", "Installing package"), settle)...), py),

		// A Unix installer: OpenIndiana's welcome page, its network form
		// (the computer's name, then how the network is configured, also
		// moved), its users form (also typed into), its question to
		// quit.
		needs(is(modes.TUI, "openindiana-like", "openindiana-like", openindiana, atWelcome...), py),
		needs(ask("openindiana-like-network", "openindiana-like", openindiana, want(modes.Text, "Computer Name:", "openindiana"),
			steps(toNetwork, settle)...), py),
		needs(ask("openindiana-like-network-type", "openindiana-like", openindiana, networkType(0), steps(toNetwork, down, settle)...), py),
		needs(ask("openindiana-like-network-manual", "openindiana-like", openindiana, networkType(1),
			steps(toNetwork, down, down, settle)...), py),
		needs(ask("openindiana-like-users", "openindiana-like", openindiana, rootPasswordOI, steps(toUsers, settle)...), py),
		needs(ask("openindiana-like-users-typed", "openindiana-like", openindiana, rootPasswordOI,
			steps(toUsers, secret("relay42"), settle)...), py),
		needs(ask("openindiana-like-quit", "openindiana-like", openindiana,
			want(modes.Confirm, "Do you want to quit the Installer?", "", ">Cancel", "Quit"),
			steps(toUsers, key("<f9>", "quit the Installer"), settle)...), py),
	}
}

// TestModesTwohundredtwentyfifth drives the twohundredtwentyfifth set
// live to the labelled moment and, with -update, stores its screens,
// labels and facts for modes' TestSetsAccuracy/twohundredtwentyfifth.
// Whether the classifier reads them right is that test's measure, not a
// failure here.
func TestModesTwohundredtwentyfifth(t *testing.T) {
	captureSet(t, twohundredtwentyfifthDir, twohundredtwentyfifthSet())
}
