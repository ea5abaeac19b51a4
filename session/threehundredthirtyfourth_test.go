package session

import (
	"testing"

	"github.com/agentty/agentty/modes"
)

// threehundredthirtyfourthDir holds the threehundredthirtyfourth set
// (issue 44, three-hundred-and-thirty-fourth round): live cases of
// menu-driven configuration and install screens, drawn by programs that
// cannot run here (none is packaged by Debian; they come from their own
// git trees and need a toolchain's sources, a Raspberry Pi or an Arch
// live medium), imitated by a fixture of its own (Debian's python3 and
// its curses, on the alternate screen, keys read raw one at a time, not
// echoed), each drawing what the program draws at one of its moments (its
// back title, boxes with shadows, help line, menus, radio and check
// lists, input boxes, yes/no boxes, gauges, colours, reverse video and
// cursor, from its documentation, source and published screenshots as
// known): crosstool-NG's `ct-ng menuconfig` (lxdialog: its top menu under
// the help line, moved, the Target options menu, the Target Architecture
// radio list, the vendor string's input box, the save box), RetroPie's
// RetroPie-Setup script (dialog: its main menu, moved, the packages
// menu, the basic install's yes/no box, then the install's output on the
// main screen), MatMoul's archfi, an Arch installer (dialog: its main
// menu, the disks, the partitioning tools, the wipe warning with No
// focused, a formatting gauge, the root partition) and the Anarchy
// installer (dialog: its welcome yes/no, the locales, a check list of
// extra software, ticked, the username's input box, the install gauge).
// None of them, nor their makers, is named by any other test, table,
// fixture or doc of agentty (grepped with `git grep -il`: crosstool,
// crosstool-ng, ct-ng, yann e. morin, yann_morin, retropie,
// retropie-setup, petrockblock, emulationstation, libretro, archfi,
// matmoul, anarchy, schacht, deadhead; and, found named and left, among
// others: kconfiglib, buildroot, openwrt, menuconfig, nconfig,
// bsdinstall, bsddialog, bsdconfig, freebsd, netbsd, sysinst,
// sysinstall, subiquity, yast, suse, armbian, raspi-config, nmtui, newt,
// pfsense, truenas, proxmox, void-installer, slackware, pkgtool, alpine,
// archinstall, anaconda, opnsense, xsconsole, esxi, pi-hole, pihole,
// reactos, pivpn, dietpi, debconf, cdebconf, debian-installer, mageia,
// drakx, ntsysv, red hat, nextcloudpi, espressif, asterisk, manjaro,
// openmediavault and yunohost). Each case's label says what a person
// reads on the screen, written from the fixture run by hand in tmux
// outside agentty at 80x24, and was committed before its screen was
// captured.
const threehundredthirtyfourthDir = "../testdata/modes-threehundredthirtyfourth"

// threehundredthirtyfourthTool runs one program of the set's script with
// Debian's python3, over a home holding notes.txt and long.txt.
func threehundredthirtyfourthTool(tool string) opener {
	return setFixtures("threehundredthirtyfourth").script(pythonPath, "py/threehundredthirtyfourth_menus.py", tool)
}

// threehundredthirtyfourthSet is the threehundredthirtyfourth set. Labels
// say what a person reads on the screen: a menu box is a select titled
// by its title (or by its text where it has one), the highlighted item
// highlighted, a tag before an item its key; a radio list a select (the
// chosen one highlighted); a check list a multiselect; an input box a
// text question asking its title or text, the value in its field its
// default; a yes/no box a confirm of its buttons, the focused one
// highlighted; a gauge, or an install's output scrolling with no box, a
// program at work.
func threehundredthirtyfourthSet() []corpusCase {
	ask, needs, wait, settle := askCase, needing, waitFor, settled
	py := pythonPath
	key := func(k, expect string) step { return step{keys: k, expect: expect, timeout: setSlow} }
	text := func(s, expect string) step { return step{text: s, expect: expect, timeout: setSlow} }
	down := step{keys: "<down>"}
	then := func(a []step, b ...step) []step { return append(append([]step{}, a...), b...) }
	// running is a case of a program at work, drawing, no question asked.
	running := func(name, program string, open opener, steps ...step) corpusCase {
		return corpusCase{name: name, program: program, open: open, steps: steps, mode: modes.Unknown, state: Running}
	}
	pick := func(kind modes.Kind, q string, highlighted int, opts ...string) *modes.Prompt {
		o := append([]string{}, opts...)
		o[highlighted] = ">" + o[highlighted]
		return want(kind, q, "", o...)
	}

	// ctng-like (crosstool-NG 1.26.0's `ct-ng menuconfig`, lxdialog's
	// mconf; the alternate screen, cyan on blue): the back title `.config
	// - crosstool-NG 1.26.0 Configuration` over a rule, a grey box titled
	// `crosstool-NG 1.26.0 Configuration` holding the help line (`Arrow
	// keys navigate the menu.  <Enter> selects submenus ---> …  Legend:
	// [*] built-in  [ ] excluded  <M> module  < > module capable`) over a
	// framed menu of ten submenus each followed by `--->` (Paths and misc
	// options highlighted, hotkeys red) and `<Select> < Exit > < Help > <
	// Save > < Load >` (a select titled by the box, at first and moved
	// down to Target options); Enter there, the box titled `Target
	// options`: Target Architecture (arm), `[ ] Build a multilib
	// toolchain (READ HELP!!!)`, Endianness, Bitness, two comments, Use
	// EABI ticked, values in parentheses (a select titled Target options,
	// the first highlighted); Enter, a radio list `Target Architecture`
	// (its help text over `( ) alpha`, `(X) arm` highlighted, … `( )
	// riscv` and `↓(+)`, `<Select> < Help >`) (a select, arm
	// highlighted); from Toolchain options, an input box `Tuple's vendor
	// string`: `Please enter a string value. …` over a field holding
	// unknown, the cursor after it (a text question, unknown its
	// default); Esc at the top menu, a box `Do you wish to save your new
	// configuration?` over `< Yes >` (focused) and `< No >` (a confirm).
	ctng := threehundredthirtyfourthTool("ctng")
	atTop := []step{wait("Companion libraries")}
	top := []string{"Paths and misc options", "Target options", "Toolchain options", "Operating System",
		"Binary utilities", "C compiler", "C-library", "Debug facilities", "Companion libraries", "Companion tools"}
	atTarget := then(atTop, down, key("<enter>", "Build a multilib toolchain"))

	// retropie-like (RetroPie's RetroPie-Setup script, dialog; the
	// alternate screen): the back title `RetroPie-Setup - Installation
	// folder: /home/pi/RetroPie for user pi`, a box whose text is
	// `RetroPie-Setup Script Version: 4.8.6 - Last Commit: Sat 11 Nov
	// 2023` / `System: rpi4 (armv8) - Running on: Raspbian GNU/Linux 11
	// (bullseye)` over a menu of tagged items (I Basic install, U Update,
	// P Manage packages, S Configuration / tools, X Uninstall RetroPie, R
	// Perform reboot), `< OK > < Exit > < Help >` and the item's help on
	// the bottom row (a select, Basic install highlighted, at first and
	// moved down twice to Manage packages); Enter there, a box `Choose an
	// option` over core, main, opt, driver, exp, U and c, each with what
	// it manages (a select, core highlighted); Enter on Basic install, `Are
	// you sure you want to continue? This will install all the core and
	// main packages (from binary where available).` over `< Yes >`
	// (focused) and `< No >` (a confirm); Yes, the screen cleared, `= = =`
	// rules around `Installing dependencies for 'retroarch' : RetroArch`,
	// apt's lines and `Get:` lines coming one by one, no box (at work).
	retropie := threehundredthirtyfourthTool("retropie")
	atRetro := []step{wait("Perform reboot")}
	retroMain := []string{"I|Basic install", "U|Update", "P|Manage packages", "S|Configuration / tools",
		"X|Uninstall RetroPie", "R|Perform reboot"}
	atBasic := then(atRetro, key("<enter>", "Are you sure you want to continue?"))

	// archfi-like (MatMoul's archfi, dialog; the alternate screen): the
	// back title `Arch Linux Installer (x86_64) - archfi v2.1`, a box
	// `Main Menu` of six numbered items (1 Set Keyboard Layout
	// highlighted … 6 Reboot), `<Select> < Exit >` (a select titled Main
	// Menu); 3, a box `Disk Partitions`: `Select the disk :` over
	// /dev/sda (highlighted) and /dev/sdb with their sizes (a select);
	// Enter, `Select the partitioning tool for /dev/sda :` over cfdisk
	// (highlighted), cgdisk, fdisk, gdisk, parted and four optimized-…
	// and erase items with descriptions (a select); on optimized-gpt-efi,
	// a box `Auto Partitions (gpt,efi)`: `WARNING: all data on /dev/sda
	// will be lost!` / `Do you want to continue?` over `< Yes >` and `<
	// No >`, No focused (a confirm); y, a gauge `Formatting /dev/sda3
	// (ext4) ...` over a bar filling with its per cent (at work); 4 at
	// the main menu, a box `Select Partitions and Install`: `Select the
	// root partition :` over /dev/sda1 vfat, /dev/sda2 swap and /dev/sda3
	// ext4 (highlighted) (a select).
	archfi := threehundredthirtyfourthTool("archfi")
	atArchfi := []step{wait("6  Reboot")}
	atDisks := then(atArchfi, text("3", "Select the disk :"))
	atTools := then(atDisks, key("<enter>", "Select the partitioning tool"))
	atWipe := then(atTools, down, down, down, down, down, down, key("<enter>", "will be lost!"))
	tools := []string{"cfdisk", "cgdisk", "fdisk", "gdisk", "parted", "optimized-gpt|Auto Partitions (gpt)",
		"optimized-gpt-efi|Auto Partitions (gpt,efi)", "optimized-dos|Auto Partitions (dos)", "erase|Erase disk"}

	// anarchy-like (the Anarchy installer, dialog; the alternate screen):
	// the back title `Anarchy Installer 1.3.1 - Linux x86_64`, a box
	// `Anarchy Installer`: `Welcome to the Anarchy Installer!` / `Would you
	// like to begin the install process?` over `< Yes >` (focused) and `<
	// No >` (a confirm); Enter, `Please select your desired locale:` over
	// eight locales with their languages, en_US.UTF-8 highlighted (a
	// select); Enter, `Select any extra software you would like to
	// install:` over `[*] neofetch` (highlighted), `[*] htop`, `[ ]
	// openssh`, firefox, vlc and gparted with descriptions (a multiselect,
	// at first and with openssh moved to and ticked); Enter, an input box
	// `Enter a username for your new user:` over an empty field (a text
	// question); ann and Enter, a gauge `Installing the Anarchy base
	// system, please wait...` / `(pacstrap: linux linux-firmware base
	// base-devel)` over a bar filling (at work).
	anarchy := threehundredthirtyfourthTool("anarchy")
	atWelcome := []step{wait("begin the install process")}
	atLocale := then(atWelcome, key("<enter>", "desired locale"))
	atSoftware := then(atLocale, key("<enter>", "extra software"))
	atUser := then(atSoftware, key("<enter>", "Enter a username"))

	return []corpusCase{
		// ctng-like: its top menu, moved, a submenu, a radio list, an
		// input box, the save box.
		needs(ask("ctng-like", "ctng-like", ctng, pick(modes.Select, "crosstool-NG 1.26.0 Configuration", 0, top...),
			then(atTop, settle)...), py),
		needs(ask("ctng-like-moved", "ctng-like", ctng, pick(modes.Select, "crosstool-NG 1.26.0 Configuration", 1, top...),
			then(atTop, down, settle)...), py),
		needs(ask("ctng-like-target", "ctng-like", ctng,
			pick(modes.Select, "Target options", 0, "Target Architecture (arm)", "[ ] Build a multilib toolchain (READ HELP!!!)",
				"Endianness: (Little endian)", "Bitness: (32-bit)", "*** Options for arm ***",
				"Default instruction set mode (arm)", "[x] Use EABI", "*** Target optimisations ***",
				"(armv7-a) Architecture level", "() Tune for CPU"),
			then(atTarget, settle)...), py),
		needs(ask("ctng-like-arch", "ctng-like", ctng,
			pick(modes.Select, "Target Architecture", 1, "alpha", "arm", "avr", "c-sky", "m68k", "microblaze", "mips",
				"moxie", "msp430", "nios2", "powerpc", "riscv"),
			then(atTarget, key("<enter>", "( ) alpha"), settle)...), py),
		needs(ask("ctng-like-vendor", "ctng-like", ctng, want(modes.Text, "Tuple's vendor string", "unknown"),
			then(atTop, down, down, key("<enter>", "Tuple's sysroot"), key("<enter>", "Please enter a string value"), settle)...), py),
		needs(ask("ctng-like-save", "ctng-like", ctng,
			want(modes.Confirm, "Do you wish to save your new configuration?", "", ">Yes", "No"),
			then(atTop, key("<esc>", "Do you wish to save"), settle)...), py),

		// retropie-like: its main menu, moved, the packages menu, the
		// basic install's question, at work.
		needs(ask("retropie-like", "retropie-like", retropie,
			pick(modes.Select, "RetroPie-Setup Script Version: 4.8.6 - Last Commit: Sat 11 Nov 2023", 0, retroMain...),
			then(atRetro, settle)...), py),
		needs(ask("retropie-like-moved", "retropie-like", retropie,
			pick(modes.Select, "RetroPie-Setup Script Version: 4.8.6 - Last Commit: Sat 11 Nov 2023", 2, retroMain...),
			then(atRetro, down, down, settle)...), py),
		needs(ask("retropie-like-packages", "retropie-like", retropie,
			pick(modes.Select, "Choose an option", 0, "core|Manage core packages", "main|Manage main packages",
				"opt|Manage optional packages", "driver|Manage driver packages", "exp|Manage experimental packages",
				"U|Update all installed packages", "c|Package Configuration"),
			then(atRetro, down, down, key("<enter>", "Manage core packages"), settle)...), py),
		needs(ask("retropie-like-basic", "retropie-like", retropie,
			want(modes.Confirm, "Are you sure you want to continue?", "", ">Yes", "No"), then(atBasic, settle)...), py),
		needs(running("retropie-like-installing", "retropie-like", retropie, then(atBasic, key("<enter>", "Get:1"))...), py),

		// archfi-like: its main menu, the disks, the tools, the wipe
		// warning, a gauge, the root partition.
		needs(ask("archfi-like", "archfi-like", archfi,
			pick(modes.Select, "Main Menu", 0, "1|Set Keyboard Layout", "2|Set Editor", "3|Disk Partitions",
				"4|Select Partitions and Install", "5|Help", "6|Reboot"),
			then(atArchfi, settle)...), py),
		needs(ask("archfi-like-disks", "archfi-like", archfi,
			pick(modes.Select, "Select the disk :", 0, "/dev/sda|20G VBOX HARDDISK", "/dev/sdb|8G VBOX HARDDISK"),
			then(atDisks, settle)...), py),
		needs(ask("archfi-like-tools", "archfi-like", archfi,
			pick(modes.Select, "Select the partitioning tool for /dev/sda :", 0, tools...), then(atTools, settle)...), py),
		needs(ask("archfi-like-wipe", "archfi-like", archfi,
			want(modes.Confirm, "WARNING: all data on /dev/sda will be lost! Do you want to continue?", "", "Yes", ">No"),
			then(atWipe, settle)...), py),
		needs(running("archfi-like-formatting", "archfi-like", archfi, then(atWipe, text("y", "Formatting /dev/sda3"))...), py),
		needs(ask("archfi-like-root", "archfi-like", archfi,
			pick(modes.Select, "Select the root partition :", 2, "/dev/sda1|vfat 512M", "/dev/sda2|swap 2G", "/dev/sda3|ext4 17.5G"),
			then(atArchfi, text("4", "Select the root partition"), settle)...), py),

		// anarchy-like: its welcome question, the locales, the extra
		// software, ticked, the username, at work.
		needs(ask("anarchy-like", "anarchy-like", anarchy,
			want(modes.Confirm, "Would you like to begin the install process?", "", ">Yes", "No"), then(atWelcome, settle)...), py),
		needs(ask("anarchy-like-locale", "anarchy-like", anarchy,
			pick(modes.Select, "Please select your desired locale:", 0, "en_US.UTF-8|English (United States)",
				"en_AU.UTF-8|English (Australia)", "en_CA.UTF-8|English (Canada)", "en_GB.UTF-8|English (Great Britain)",
				"de_DE.UTF-8|German", "es_ES.UTF-8|Spanish", "fr_FR.UTF-8|French", "pt_BR.UTF-8|Portuguese (Brazil)"),
			then(atLocale, settle)...), py),
		needs(ask("anarchy-like-software", "anarchy-like", anarchy,
			want(modes.Multiselect, "Select any extra software you would like to install:", "",
				">[x] neofetch|System information tool", "[x] htop|Interactive process viewer",
				"[ ] openssh|Secure Shell server and client", "[ ] firefox|Graphical web browser",
				"[ ] vlc|Multimedia player", "[ ] gparted|Graphical partition editor"),
			then(atSoftware, settle)...), py),
		needs(ask("anarchy-like-software-ticked", "anarchy-like", anarchy,
			want(modes.Multiselect, "Select any extra software you would like to install:", "",
				"[x] neofetch|System information tool", "[x] htop|Interactive process viewer",
				">[x] openssh|Secure Shell server and client", "[ ] firefox|Graphical web browser",
				"[ ] vlc|Multimedia player", "[ ] gparted|Graphical partition editor"),
			then(atSoftware, down, down, key("<space>", ""), settle)...), py),
		needs(ask("anarchy-like-user", "anarchy-like", anarchy, want(modes.Text, "Enter a username for your new user:", ""),
			then(atUser, settle)...), py),
		needs(running("anarchy-like-installing", "anarchy-like", anarchy,
			then(atUser, text("ann", "ann"), key("<enter>", "please wait"))...), py),
	}
}

// TestModesThreehundredthirtyfourth drives the threehundredthirtyfourth
// set live to the labelled moment and, with -update, stores its screens,
// labels and facts for modes' TestSetsAccuracy/threehundredthirtyfourth.
// Whether the classifier reads them right is that test's measure, not a
// failure here.
func TestModesThreehundredthirtyfourth(t *testing.T) {
	captureSet(t, threehundredthirtyfourthDir, threehundredthirtyfourthSet())
}
