package session

import (
	"testing"

	"github.com/agentty/agentty/modes"
)

// threehundredfortyeighthDir holds the threehundredfortyeighth set
// (issue 44, three-hundred-and-forty-eighth round): live cases of
// installers and configuration tools drawn full-screen with dialog boxes
// of their own (none of them whiptail, dialog or debconf), programs that
// cannot run here (none is packaged by Debian: a SIP server's source
// tree, a DOS installer, two vendors' agents), imitated by a fixture of
// its own (one script run by Debian's python3 and its curses, keys read
// a key at a time), each drawing what the program draws at one of its
// moments: OpenSIPS's `make menuconfig` (osipsconfig: a green title over
// a menu framed with `|` and `_` in blue, `--->` before the current
// entry, the cursor after `Press h for navigation help.`; a list of
// `[*]`/`[ ]` options whose current one only the terminal's cursor
// marks, its description at the foot; the unsaved changes' `[y/n]`; the
// install prefix read with echo; `make install` on the main screen), the
// SvarDOS installer (Mateusz Viste's INSTALL.COM: a grey title bar, a
// blue body, framed menus whose current entry stands between two
// triangles with the cursor on it, a status bar of keys; the languages,
// the keyboard layouts, the welcome, a drive not empty, the last go
// ahead, the packages copied), Veeam Agent for Linux's control panel
// (the job list and its keys, the Backup Job wizard's name, radio lists
// of backup modes and destinations, the shared folder's fields with the
// password masked, the job's progress) and the Acronis Cyber Protect
// agent's installer for Linux (newt-like grey windows on blue: a check
// list of components, a yes/no on missing packages, a radio list of
// registration methods, the server's address, a login and its masked
// password, the installation's gauge). None of them, nor their makers,
// is named by any other test, table, fixture or doc of agentty: grepped
// with `git grep -il` before they were chosen were opensips,
// osipsconfig, opensips solutions, iancu, svardos, mateusz, viste,
// veeam, acronis and cyber protect (and, found named and left, among
// others: proxmox, photon, vmware, esxi, dcui, xsconsole, xenserver,
// xcp-ng, citrix, clear linux, intel, archinstall, nmtui, ntsysv,
// authconfig, system-config, lokkit, sysinstall, bsdinstall, bsdconfig,
// bsddialog, timeconfig, netconfig, pkgtool, yast, ipfire, smoothwall,
// ipcop, kconfiglib, menuconfig, nconf, crosstool, openwrt, anaconda,
// subiquity, drakx, smitty, solaris, freedos, newt, snack, urwid,
// npyscreen, asciimatics, nvidia, cuda, asterisk, digium, sangoma,
// mikrotik, routeros, netbsd, sysinst, rancher, suse, sophos, finalcut,
// lanterna, terminal.gui, jexer, notcurses, red hat, zimbra, netware,
// novell, pfsense, opnsense, truenas, wicd, linuxconf, partimage,
// mondoarchive, clonezilla, kamailio, big-ip, informix, netbackup,
// veritas, splunk, nessus, parallels and dragonfly, the last only as a Go
// build tag). Each case's label says what a person reads on the screen,
// written from the fixture run by hand in tmux outside agentty at 80x24,
// and was committed before its screen was captured.
const threehundredfortyeighthDir = "../testdata/modes-threehundredfortyeighth"

// threehundredfortyeighthTool runs one tool of the set's script with
// Debian's python3, over a home holding notes.txt and long.txt.
func threehundredfortyeighthTool(tool string) opener {
	return setFixtures("threehundredfortyeighth").script(pythonPath, "py/threehundredfortyeighth_installers.py", tool)
}

// threehundredfortyeighthSet is the threehundredfortyeighth set. Labels
// say what a person reads on the screen: a menu is a select asking its
// title (or the sentence over its box), the entry marked current (by an
// arrow, two triangles, a bar or the focus) highlighted; a list of boxes
// to tick a multiselect, the entry the cursor is on highlighted; a radio
// list a select, the focused (and chosen) one highlighted; a line asking
// with `[y/n]` or a box of Yes and No a confirm; a field a text question
// asking the sentence over it (its label where a box holds several), the
// value in it its default, a field masking what is typed a password; a
// job list with its keys a full-screen program; a gauge, a copy or a
// build's output scrolling, the program at work.
func threehundredfortyeighthSet() []corpusCase {
	is, ask, needs, wait, settle := isCase, askCase, needing, waitFor, settled
	py := pythonPath
	key := func(k, expect string) step { return step{keys: k, expect: expect, timeout: setSlow} }
	text := func(s string) step { return step{text: s, timeout: setSlow} }
	then := func(a []step, b ...step) []step { return append(append([]step{}, a...), b...) }
	// running is a case of a program at work, drawing, no question asked.
	running := func(name, program string, open opener, steps ...step) corpusCase {
		return corpusCase{name: name, program: program, open: open, steps: steps, mode: modes.Unknown, state: Running}
	}

	// osipsconfig-like (OpenSIPS's `make menuconfig` in its source tree,
	// ncurses on the alternate screen, keys in cbreak mode, the cursor
	// shown): `OpenSIPS Main Configuration Menu` in green over a box of
	// `|` and `_` in blue holding Configure Compile Options (`--->` before
	// it), Compile And Install OpenSIPS, Cleanup OpenSIPS sources,
	// Generate OpenSIPS Script and Exit & Save All Changes, `Press h for
	// navigation help.` at the foot, the cursor after it (a select of the
	// five, the first highlighted); down three times and Enter, the title
	// `Generate OpenSIPS Script` over Residential Script (`--->`),
	// Trunking Script and Load-Balancer Script (a select); Enter twice,
	// `Configure Residential Script` over ten of its sixteen options `[ ]
	// ENABLE_TCP` … `[ ] USE_PRESENCE` and `Scroll down for more`;
	// ENABLE_TCP and USE_AUTH ticked `[*]`, the cursor on USE_DBACC's box,
	// its description `OpenSIPS will save ACC entries in DB for all
	// calls` at the foot (a multiselect, USE_DBACC highlighted); q twice,
	// the Residential Script menu with `You have not saved changes. Go
	// back anyway ? [y/n] ` at its foot, the cursor after it (a yes/no);
	// Configure Compile Options, Configure Install Prefix, `Enter install
	// prefix  (Current = '/usr/local/') :` at the foot under the menu,
	// the cursor after it (a text question, /usr/local/ its default);
	// Compile And Install OpenSIPS, the main screen, `Generating parser`
	// and `Compiling action.c` lines coming one by one (at work).
	osips := threehundredfortyeighthTool("osipsconfig")
	atMain := []step{wait("Exit & Save All Changes"), settle}
	atScripts := then(atMain, key("<down><down><down>", ""), key("<enter>", "Load-Balancer Script"), settle)
	atResidential := then(atScripts, key("<enter>", "Configure Residential Script"), key("<enter>", "Scroll down for more"),
		settle, key("<space><down><down><down><space><down>", ""), settle)
	residential := []string{"ENABLE_TCP", "ENABLE_TLS", "USE_ALIASES", "USE_AUTH", "USE_DBACC", "USE_DBUSRLOC",
		"USE_DIALOG", "USE_MULTIDOMAIN", "USE_NAT", "USE_PRESENCE"}

	// svardos-like (the SvarDOS installer, on the alternate screen, its
	// 25th row the terminal's last): `SVARDOS INSTALLATION` in a grey
	// title bar with the build 20240817 at its right, `Welcome to
	// SvarDOS` underlined with `=`, `Please select your preferred
	// language from the list below:` over a framed menu of nine of ten
	// languages, `►English◄` current in white on blue, the cursor on its
	// triangle, and the status bar `Up/Down = Select entry | Enter =
	// Confirm choice | ESC = Quit to DOS` (a select, English highlighted);
	// Enter, `SvarDOS supports different keyboard layouts. Choose the
	// keyboard layout that you want.` over eleven of nineteen layouts,
	// English (US) current (a select); Enter, `You are about to install
	// SvarDOS: …` and its WARNING over Install SvarDOS (current) and Quit
	// to DOS (a select); Enter, `ERROR: Drive C: is not empty. …` / `You
	// can format the disk now, to make it empty. …` over Format drive C:
	// (current) and Quit to DOS (a select); Enter, FORMAT's lines, then
	// `The installation of SvarDOS to C: is about to begin.` over Install
	// SvarDOS (current) and Quit to DOS (a select); Enter, `Installing
	// package 1/38: amb` and on, the status bar empty (at work).
	svardos := threehundredfortyeighthTool("svardos")
	atLang := []step{wait("Swedish"), settle}
	atKeyb := then(atLang, key("<enter>", "keyboard layouts"), settle)
	atWelcome := then(atKeyb, key("<enter>", "You are about to install"), settle)
	atNotEmpty := then(atWelcome, key("<enter>", "is not empty"), settle)
	atBegin := then(atNotEmpty, key("<enter>", "is about to begin"), settle)
	install := []string{">Install SvarDOS", "Quit to DOS"}

	// veeam-like (Veeam Agent for Linux's `veeam`, on the alternate
	// screen, keys raw): a green title row ` Veeam Agent for Linux` with
	// its version, a frame `Backup jobs` with the columns Job name,
	// Status, Last run and Next run, `No backup jobs configured.` / `Press
	// C to configure a backup job.` and the keys `C Configure  S Start  R
	// Recover files  M Mount  L License  Esc Exit` (a TUI); c, the frame
	// `Backup Job`, its steps at the left (Name current), `Specify a name
	// for the backup job.` over `Name:      [BackupJob1 …]`, the cursor
	// after BackupJob1, `[ Back ]  [ Next ]  [ Cancel ]` (a text question,
	// BackupJob1 its default); Enter, `Choose what data you want to back
	// up.` over `(*) Entire machine` (focused, reversed), `( ) Volume
	// level backup` and `( ) File level backup (slower)`, each over a dim
	// description (a select, Entire machine highlighted); Enter, `Choose
	// where you want to store backup files.` over Local, Shared folder,
	// Veeam Backup & Replication and Veeam Cloud Connect repository, down
	// and Space, `(*) Shared folder` focused (a select, Shared folder
	// highlighted); Enter, `Specify the shared folder settings.`, Type
	// SMB, Server nas01.lan, Folder backups, Username ann and `Password:
	// [*********`, the cursor after the stars (a password); Enter through
	// the schedule and the summary, the frame `BackupJob1`: `Status:
	// Running`, a bar filling with its per cent and the session's log
	// growing (at work).
	veeam := threehundredfortyeighthTool("veeam")
	atPanel := []step{wait("No backup jobs configured"), settle}
	atName := then(atPanel, key("c", "Specify a name"), settle)
	atMode := then(atName, key("<enter>", "Choose what data"), settle)
	atDest := then(atMode, key("<enter>", "Choose where"), settle, key("<down><space>", ""), settle)
	atShare := then(atDest, key("<enter>", "shared folder settings"), settle, text("nas01.lan"), key("<tab>", ""),
		text("backups"), key("<tab><tab>", ""), text("ann"), key("<tab>", ""), text("s3cr3t!pw"), settle)

	// acronis-like (the Acronis Cyber Protect agent's installer for
	// Linux, newt-like, on the alternate screen, keys raw): a blue root
	// with `Acronis Cyber Protect 15 Update 6 (build 35187)` at its top
	// and newt's help line at its foot, a grey window `Acronis Cyber
	// Protect Agent` with a shadow: `Select the components to install:`
	// over `[*] Agent for Linux` (current, white on red), `[ ] Agent for
	// Oracle`, `[ ] Agent for MySQL/MariaDB`, `[ ] Agent for Virtuozzo`
	// and `<Next>   <Cancel>` (a multiselect, Agent for Linux ticked and
	// highlighted); down twice and Space, Agent for MySQL/MariaDB ticked
	// and current (the multiselect); Enter, a window `Missing packages`:
	// the packages required to build the SnapAPI kernel module and `Do you
	// want the installer to install them?` over `<Yes>` (active) and `<No>`
	// (a confirm); Enter, a gauge, then a window `Registration`: `Select
	// the registration method:` over `(*) Use credentials` (current), `( )
	// Use registration token` and `( ) Skip registration` (a select);
	// Enter, `Management server`: `Specify the address of the management
	// server:` over `Address:   https://cloud.acronis.com`, the cursor
	// after it (a text question, that address its default); Enter, `Log
	// in`: Login ann@example.com and `Password:  ***********`, the cursor
	// after the stars (a password); Enter, a window `Installing`: a
	// package's name over a bar filling with its per cent (at work).
	acronis := threehundredfortyeighthTool("acronis")
	atComponents := []step{wait("Agent for Virtuozzo"), settle}
	atTicked := then(atComponents, key("<down><down><space>", ""), settle)
	atMissing := then(atTicked, key("<enter>", "Missing packages"), settle)
	atRegistration := then(atMissing, key("<enter>", "Select the registration method"), settle)
	atServer := then(atRegistration, key("<enter>", "Specify the address"), settle)
	atLogin := then(atServer, key("<enter>", "Log in to the management server"), settle, text("ann@example.com"),
		key("<tab>", ""), text("Tr0ub4dor&3"), settle)
	components := []string{"Agent for Linux", "Agent for Oracle", "Agent for MySQL/MariaDB", "Agent for Virtuozzo"}

	return []corpusCase{
		// osipsconfig-like: its main menu, a submenu, a list ticked, the
		// unsaved changes' question, the install prefix, make install.
		needs(ask("osipsconfig-like", "osipsconfig-like", osips,
			want(modes.Select, "OpenSIPS Main Configuration Menu", "", ">Configure Compile Options",
				"Compile And Install OpenSIPS", "Cleanup OpenSIPS sources", "Generate OpenSIPS Script",
				"Exit & Save All Changes"), atMain...), py),
		needs(ask("osipsconfig-like-scripts", "osipsconfig-like", osips,
			want(modes.Select, "Generate OpenSIPS Script", "", ">Residential Script", "Trunking Script",
				"Load-Balancer Script"), atScripts...), py),
		needs(ask("osipsconfig-like-residential", "osipsconfig-like", osips,
			ticks("Configure Residential Script", 4, map[int]bool{0: true, 3: true}, residential...), atResidential...), py),
		needs(ask("osipsconfig-like-unsaved", "osipsconfig-like", osips,
			yesNo("You have not saved changes. Go back anyway ?", ""),
			then(atResidential, key("q", "Save Residential Script"), settle, key("q", "Go back anyway"), settle)...), py),
		needs(ask("osipsconfig-like-prefix", "osipsconfig-like", osips, want(modes.Text, "Enter install prefix", "/usr/local/"),
			then(atMain, key("<enter>", "Configure Install Prefix"), settle, key("<down><down>", ""),
				key("<enter>", "Enter install prefix"), settle)...), py),
		needs(running("osipsconfig-like-installing", "osipsconfig-like", osips,
			then(atMain, key("<down>", ""), key("<enter>", "Compiling action.c"))...), py),

		// svardos-like: the languages, the keyboard layouts, the welcome,
		// a drive not empty, the go ahead, the packages copied.
		needs(ask("svardos-like", "svardos-like", svardos,
			want(modes.Select, "Please select your preferred language from the list below:", "", ">English",
				"Brazilian", "French", "German", "Italian", "Polish", "Russian", "Slovene", "Swedish"), atLang...), py),
		needs(ask("svardos-like-keyboard", "svardos-like", svardos,
			want(modes.Select, "SvarDOS supports different keyboard layouts. Choose the keyboard layout that you want.", "",
				">English (US)", "English (UK)", "Armenian", "Bulgarian", "French (France)", "French (Canada, standard)",
				"French (Canada, legacy)", "German", "Hungarian", "Italian", "Norvegian"), atKeyb...), py),
		needs(ask("svardos-like-welcome", "svardos-like", svardos,
			want(modes.Select, "You are about to install SvarDOS: a free, MS-DOS compatible operating system based on FreeDOS.", "",
				install...), atWelcome...), py),
		needs(ask("svardos-like-not-empty", "svardos-like", svardos,
			want(modes.Select, "You can format the disk now, to make it empty. Note however, that this will ERASE ALL "+
				"CURRENT DATA on your disk.", "", ">Format drive C:", "Quit to DOS"), atNotEmpty...), py),
		needs(ask("svardos-like-begin", "svardos-like", svardos,
			want(modes.Select, "The installation of SvarDOS to C: is about to begin.", "", install...), atBegin...), py),
		needs(running("svardos-like-installing", "svardos-like", svardos,
			then(atBegin, key("<enter>", "Installing package"))...), py),

		// veeam-like: the control panel, the wizard's name, backup mode,
		// destination and shared folder, the job at work.
		needs(is(modes.TUI, "veeam-like", "veeam-like", veeam, atPanel...), py),
		needs(ask("veeam-like-name", "veeam-like", veeam,
			want(modes.Text, "Specify a name for the backup job.", "BackupJob1"), atName...), py),
		needs(ask("veeam-like-mode", "veeam-like", veeam,
			want(modes.Select, "Choose what data you want to back up.", "", ">Entire machine", "Volume level backup",
				"File level backup (slower)"), atMode...), py),
		needs(ask("veeam-like-destination", "veeam-like", veeam,
			want(modes.Select, "Choose where you want to store backup files.", "", "Local", ">Shared folder",
				"Veeam Backup & Replication", "Veeam Cloud Connect repository"), atDest...), py),
		needs(ask("veeam-like-password", "veeam-like", veeam, want(modes.Password, "Password:", ""), atShare...), py),
		needs(running("veeam-like-backing-up", "veeam-like", veeam,
			then(atShare, key("<enter>", "Specify the backup schedule"), settle, key("<enter>", "Review the job settings"),
				settle, key("<enter>", "Creating volume snapshot"))...), py),

		// acronis-like: the components, one ticked, the missing packages,
		// the registration, the server, the password, the gauge.
		needs(ask("acronis-like", "acronis-like", acronis,
			ticks("Select the components to install:", 0, map[int]bool{0: true}, components...), atComponents...), py),
		needs(ask("acronis-like-ticked", "acronis-like", acronis,
			ticks("Select the components to install:", 2, map[int]bool{0: true, 2: true}, components...), atTicked...), py),
		needs(ask("acronis-like-missing", "acronis-like", acronis,
			want(modes.Confirm, "Do you want the installer to install them?", "", ">Yes", "No"), atMissing...), py),
		needs(ask("acronis-like-registration", "acronis-like", acronis,
			want(modes.Select, "Select the registration method:", "", ">Use credentials", "Use registration token",
				"Skip registration"), atRegistration...), py),
		needs(ask("acronis-like-server", "acronis-like", acronis,
			want(modes.Text, "Specify the address of the management server:", "https://cloud.acronis.com"), atServer...), py),
		needs(ask("acronis-like-password", "acronis-like", acronis, want(modes.Password, "Password:", ""), atLogin...), py),
		needs(running("acronis-like-installing", "acronis-like", acronis,
			then(atLogin, key("<enter>", "Installing package"))...), py),
	}
}

// TestModesThreehundredfortyeighth drives the threehundredfortyeighth set
// live to the labelled moment and, with -update, stores its screens,
// labels and facts for modes' TestSetsAccuracy/threehundredfortyeighth.
// Whether the classifier reads them right is that test's measure, not a
// failure here.
func TestModesThreehundredfortyeighth(t *testing.T) {
	captureSet(t, threehundredfortyeighthDir, threehundredfortyeighthSet())
}
