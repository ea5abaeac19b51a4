package session

import (
	"testing"

	"github.com/agentty/agentty/modes"
)

// threehundredeightyfourthDir holds the threehundredeightyfourth set
// (issue 44, three-hundred-and-eighty-fourth round): live cases of four
// system installers and disk tools that Debian does not package, programs
// that cannot run here (no disk to write, no Arch, Alpine or npm packages
// fetched, no root), imitated by a fixture of its own (one script run by
// Debian's python3), each drawing what the program draws at one of its
// moments (its words, boxes, colours, reverse video and cursor, from its
// source and its documentation as known): CachyOS's New-Cli-Installer
// (FTXUI screens on the alternate screen, a bold `New CLI Installer` over
// a box centred on the screen: its menus with `> ` before the selected
// entry, reversed, over OK and Cancel; the root partition's list, the
// file systems with their mkfs commands, the format's OK and Cancel, the
// swap file's size in an input holding the RAM's, the root password
// asked twice in a masked input, pacstrap's log followed in a box over a
// Back button), postmarketOS's pmbootstrap (`pmbootstrap install
// --disk=/dev/sdb --fde`: log lines stamped with the time, apk's bar of
// blocks at the foot while the rootfs is built, busybox passwd's `New
// password:` and `Retype password:`, asked again after the two did not
// match, the bold `EVERYTHING ON /dev/sdb WILL BE ERASED! CONTINUE? (y/n)
// [n]:`, cryptsetup's passphrase, the copy to the disk), balena's
// balena-cli (`balena local flash`: Inquirer's list of drives, its
// confirm before erasing, resin-cli-visuals' bar while it flashes) and
// longpanda's Ventoy2Disk.sh (its banner, the disk's model and size,
// `Continue? (y/n)` and `Double-check. Continue? (y/n)` read by `read -p`
// under yellow warnings, the writing; `-u`'s `Update Ventoy  1.0.97 ===>
// 1.0.99   Continue? (y/n)`). None of them, nor their makers, is named by
// any other test, table, fixture or doc of agentty: grepped with `git grep
// -il` before they were chosen were cachyos, new-cli-installer,
// cli-installer, vnepogodin, pmbootstrap, postmarketos, balena,
// balena-cli, etcher (with -w), ventoy, ventoy2disk and longpanda (and,
// found named and left, among others: archinstall, subiquity, anaconda,
// yast, bsdinstall, partedit, sysinst, proxmox, esxi and vmware (Photon's
// installer), harvester's maker rancher, clr-installer's Clear Linux and
// intel, caligula, dban, nwipe, smitty, truenas, opnsense, pfsense,
// void-installer, setup-alpine, archfi, anarchy, disko, reactos, freedos,
// openindiana, dragonfly, xcp-ng, ipfire, vyos, dietpi, armbian, drakx,
// slackware, guix, kairos, talos, rufus, diskonaut, gparted and
// clonezilla; FTXUI, Inquirer and resin-cli-visuals, the libraries two of
// them draw with, are named). Each case's label says what a person reads
// on the screen, written from the fixture run by hand in tmux outside
// agentty at 80x24, and was committed before its screen was captured.
const threehundredeightyfourthDir = "../testdata/modes-threehundredeightyfourth"

// threehundredeightyfourthTool runs one tool of the set's script with
// Debian's python3, over a home holding notes.txt and long.txt.
func threehundredeightyfourthTool(tool string, args ...string) opener {
	return setFixtures("threehundredeightyfourth").script(pythonPath, "py/threehundredeightyfourth_disks.py",
		append([]string{tool}, args...)...)
}

// threehundredeightyfourthSet is the threehundredeightyfourth set. Labels
// say what a person reads on the screen: a box of the installer's with a
// list, one entry marked and reversed, over OK and Cancel, a select of
// its entries (the box's text its question, none where it has none); a
// box asking a yes or no of OK and Cancel, a confirm of those buttons,
// the focused one marked; a box whose input holds a value, the cursor at
// its end, a text question of the box's text, the value its default; a
// box whose input masks what is typed, a password asked; the log a box
// follows over a Back button, nothing asked, the full-screen program at
// work; a line asking, the cursor after it, a question (`(y/n)` a yes or
// no, `[n]` or `(y/N)` its default no), a password where the terminal
// does not echo; a list of drives with one pointed at under a question, a
// select; a bar growing and no prompt, unknown and at work.
func threehundredeightyfourthSet() []corpusCase {
	ask, needs, wait, settle := askCase, needing, waitFor, settled
	py := pythonPath
	typed := func(s, expect string) step { return step{text: s, enter: true, expect: expect, timeout: setSlow} }
	secret := func(s, expect string) step {
		return step{text: s, enter: true, secret: true, expect: expect, timeout: setSlow}
	}
	key := func(k, expect string) step { return step{keys: k, expect: expect, timeout: setSlow} }
	then := func(a []step, b ...step) []step { return append(append([]step{}, a...), b...) }
	// working is a case of a program at work, its mode given.
	working := func(mode modes.Mode, name, program string, open opener, steps ...step) corpusCase {
		return corpusCase{name: name, program: program, open: open, steps: steps, mode: mode, state: Running}
	}

	// cachyos-like (CachyOS's New-Cli-Installer, FTXUI, each screen on the
	// alternate screen, the mouse reported): `New CLI Installer` (bold) at
	// the top left, a box centred under it. Down and Enter on `Advanced
	// installation`, Enter on `Prepare Installation`, its thirteen entries
	// (Set Virtual Console … Back) over OK and Cancel, down seven times to
	// `> Mount Partitions` (bold, reversed) (a select, no question); Enter,
	// the `IMPORTANT: Partitions can be mounted without formatting them…`
	// box and OK; Enter, `Select ROOT Partition.` / `This is where CachyOS
	// will be installed.` over /dev/vda1 512M and /dev/vda2 39.5G, down to
	// the second (a select of the partitions); Enter, the file systems `Do
	// not format -`, `btrfs mkfs.btrfs -f`, `ext4 mkfs.ext4 -q`, `f2fs
	// mkfs.f2fs -q`, `xfs mkfs.xfs -f` alone in their box, down twice to
	// ext4 (a select, no question); Enter, `New CLI Installer | ext4` over
	// the mount options (☐ and ▣ noatime), Tab and Enter on OK, `Confirm
	// the following mount options:` over a dim noatime, Enter, `Format
	// /dev/vda2 with ext4?` / ` ` / `! WARNING: Data on /dev/vda2 will be
	// lost !` over OK (reversed) and Cancel (a yes/no of OK and Cancel);
	// Enter, `Select SWAP Partition.` over None -, Swapfile - and /dev/vda1
	// 512M, down and Enter, `M = MB, G = GB` over an input holding 7941M
	// (reversed), the cursor after it (a text question, 7941M its
	// default). From `Advanced installation` again, down to `Install
	// System`, Enter, its nine entries; down three times to `Configure
	// Base`, Enter, `Basic configuration of the base.` over eight entries,
	// down five times to `Set Root Password`, Enter, `Enter Root password`
	// over an empty input (reversed), the cursor in it (a password); hunter22
	// typed (eight •) and Enter, `Re-enter Root password` over an empty
	// input (the password asked again). Enter on `Install Base Packages`,
	// `New CLI Installer | Install Base` over the kernels, Space on
	// linux-cachyos, Tab and Enter, pacstrap's log (`==> Creating install
	// root at /mnt`, `:: Synchronizing package databases...`, the
	// repositories downloading…) in a box over `Back`, its lines coming
	// (the TUI at work).
	cy := threehundredeightyfourthTool("cachyos")
	atStart := []step{wait("Advanced installation"), settle}
	atAdvanced := then(atStart, key("<down>", ""), key("<enter>", "System Rescue"), settle)
	atPrep := then(atAdvanced, key("<enter>", "Set Virtual Console"), settle)
	atMount := then(atPrep, key("<down><down><down><down><down><down><down>", ""), settle)
	atRoot := then(atMount, key("<enter>", "IMPORTANT"), settle, key("<enter>", "Select ROOT Partition"), settle,
		key("<down>", ""), settle)
	atFs := then(atRoot, key("<enter>", "mkfs.btrfs"), settle, key("<down><down>", ""), settle)
	atFormat := then(atFs, key("<enter>", "de/select the desired mount"), settle, key("<tab>", ""),
		key("<enter>", "Confirm the following"), settle, key("<enter>", "Format /dev/vda2"), settle)
	atSwapfile := then(atFormat, key("<enter>", "Select SWAP Partition"), settle, key("<down>", ""),
		key("<enter>", "M = MB"), settle)
	atSystem := then(atAdvanced, key("<down>", ""), key("<enter>", "Install Base Packages"), settle)
	atRootPassword := then(atSystem, key("<down><down><down>", ""), key("<enter>", "Basic configuration"), settle,
		key("<down><down><down><down><down>", ""), key("<enter>", "Enter Root password"), settle)
	prep := []string{"Set Virtual Console", "List Devices (optional)", "Partition Disk", "RAID (optional)",
		"Logical Volume Management (optional)", "LUKS Encryption (optional)", "ZFS (optional)", ">Mount Partitions",
		"Configure Installer Mirrorlist", "Refresh Pacman Keys", "Choose pacman cache", "Enable fsck hook", "Back"}

	// pmbootstrap-like (postmarketOS's pmbootstrap, `pmbootstrap install
	// --disk=/dev/sdb --fde`, cooked lines on the main screen, each log
	// line stamped `[HH:MM:SS]`): `*** (1/5) PREPARE NATIVE CHROOT ***`,
	// `*** (2/5) CREATE DEVICE ROOTFS ("pine64-pinephone") ***` and the
	// rootfs' packages over apk's bar ` 10% ████…` at the foot, growing
	// (unknown, at work); then ` *** SET LOGIN PASSWORD FOR: 'user' ***`,
	// `Changing password for user` over `New password: `, echo off (a
	// password); hunter22, `Retype password: ` (a password); hunter23,
	// `Passwords don't match`, `passwd: password for user is unchanged`,
	// `WARNING: Failed to set the password. Try it one more time.` and
	// `Changing password for user` over `New password: ` again (a
	// password); hunter22 twice, `passwd: password for user changed by
	// root`, `*** (3/5) PREPARE INSTALL BLOCKDEVICE ***`, `(native) mount
	// /dev/install (host: /dev/sdb)` over `EVERYTHING ON /dev/sdb WILL BE
	// ERASED! CONTINUE? (y/n) [n]: ` (bold after its stamp) (a yes/no
	// defaulting to no); y, the partitioning, `(native) Encrypting root
	// filesystem!`, ` *** TYPE IN THE FULL DISK ENCRYPTION PASSWORD
	// (TWICE!) ***` over `Enter passphrase for /dev/installp2: ` (a
	// password); it and `Verify passphrase: ` answered, the formatting,
	// `*** (4/5) FILL INSTALL BLOCKDEVICE ***` and `(native) copy
	// rootfs_pine64-pinephone to /mnt/install/`, nothing more for a while
	// (unknown, at work).
	pm := threehundredeightyfourthTool("pmbootstrap", "install", "--disk=/dev/sdb", "--fde")
	atPassword := []step{wait("New password:"), settle}
	atRetype := then(atPassword, secret("hunter22", "Retype password:"), settle)
	atMismatch := then(atRetype, secret("hunter23", "Try it one more time"), settle)
	atErase := then(atMismatch, secret("hunter22", "Retype password:"), settle, secret("hunter22", "WILL BE ERASED"),
		settle)
	atPassphrase := then(atErase, typed("y", "Enter passphrase for"), settle)

	// balena-like (balena's balena-cli, `balena local flash
	// balena-raspberrypi4-64-6.0.13.img`, Inquirer on the main screen, the
	// cursor hidden): `? Select a drive (Use arrow keys)` (the ? green, the
	// hint dim) over `❯ /dev/sdb (31.0 GB) - SanDisk Ultra USB 3.0` (cyan),
	// /dev/sdc (7.9 GB) - Generic STORAGE DEVICE and /dev/mmcblk0 (15.9 GB)
	// - SD/MMC CRW (a select, the first drive current); down, the hint gone,
	// /dev/sdc current (the select); Enter, `? Select a drive /dev/sdc (7.9
	// GB) - Generic STORAGE DEVICE` over `? This will erase the selected
	// drive. Are you sure? (y/N) `, the cursor after it (a yes/no
	// defaulting to no); y, `Are you sure? Yes` over `Flashing [=       ]
	// 4% eta 3m49s`, the bar growing (unknown, at work).
	bl := threehundredeightyfourthTool("balena", "local", "flash", "balena-raspberrypi4-64-6.0.13.img")
	atDrives := []step{wait("SD/MMC CRW"), settle}
	atSdc := then(atDrives, key("<down>", ""), settle)
	atSure := then(atSdc, key("<enter>", "Are you sure?"), settle)
	drives := func(cur int) []string {
		d := []string{"/dev/sdb (31.0 GB) - SanDisk Ultra USB 3.0", "/dev/sdc (7.9 GB) - Generic STORAGE DEVICE",
			"/dev/mmcblk0 (15.9 GB) - SD/MMC CRW"}
		d[cur] = ">" + d[cur]
		return d
	}

	// ventoy-like (longpanda's Ventoy2Disk.sh, cooked lines on the main
	// screen): `sudo sh Ventoy2Disk.sh -i /dev/sdb`, its banner of stars
	// (`Ventoy: 1.0.99  x86_64`, `longpanda admin@ventoy.net`), `Disk :
	// /dev/sdb`, `Model: SanDisk Ultra (scsi)`, `Size : 28 GB`, `Style:
	// MBR`, the yellow `Attention:`, `You will install Ventoy to
	// /dev/sdb.` and `All the data on the disk /dev/sdb will be lost!!!`
	// over `Continue? (y/n) ` (a yes/no, no default); y, the warning again
	// over `Double-check. Continue? (y/n) ` (a yes/no); y, `Create
	// partitions on /dev/sdb by parted in MBR style ...`, mkfs.fat's and
	// mkexfatfs' lines and the green `writing data to disk ...`, nothing
	// more for a while (unknown, at work). `-u /dev/sdb`: the banner, the
	// green `Upgrade operation is safe, all the data in the 1st partition
	// (iso files and other) will be unchanged!` (wrapped) over `Update
	// Ventoy  1.0.97 ===> 1.0.99   Continue? (y/n)` (a yes/no, no default).
	vi := threehundredeightyfourthTool("ventoy", "-i", "/dev/sdb")
	vu := threehundredeightyfourthTool("ventoy", "-u", "/dev/sdb")
	atContinue := []step{wait("Continue? (y/n)"), settle}
	atDouble := then(atContinue, typed("y", "Double-check"), settle)

	return []corpusCase{
		// cachyos-like: a menu moved, the root partition, the file
		// systems, the format's yes/no, the swap file's size, the root
		// password twice, pacstrap's log.
		needs(ask("cachyos-like-prepare", "cachyos-like", cy, want(modes.Select, "", "", prep...), atMount...), py),
		needs(ask("cachyos-like-root", "cachyos-like", cy,
			want(modes.Select, "Select ROOT Partition. This is where CachyOS will be installed.", "",
				"/dev/vda1 512M", ">/dev/vda2 39.5G"), atRoot...), py),
		needs(ask("cachyos-like-filesystem", "cachyos-like", cy,
			want(modes.Select, "", "", "Do not format -", "btrfs mkfs.btrfs -f", ">ext4 mkfs.ext4 -q",
				"f2fs mkfs.f2fs -q", "xfs mkfs.xfs -f"), atFs...), py),
		needs(ask("cachyos-like-format", "cachyos-like", cy,
			want(modes.Confirm, "Format /dev/vda2 with ext4? ! WARNING: Data on /dev/vda2 will be lost !", "",
				">OK", "Cancel"), atFormat...), py),
		needs(ask("cachyos-like-swapfile", "cachyos-like", cy, want(modes.Text, "M = MB, G = GB", "7941M"),
			atSwapfile...), py),
		needs(ask("cachyos-like-root-password", "cachyos-like", cy, want(modes.Password, "Enter Root password", ""),
			atRootPassword...), py),
		needs(ask("cachyos-like-reenter", "cachyos-like", cy, want(modes.Password, "Re-enter Root password", ""),
			then(atRootPassword, secret("hunter22", "Re-enter Root password"), settle)...), py),
		needs(working(modes.TUI, "cachyos-like-installing", "cachyos-like", cy,
			then(atSystem, key("<enter>", "Arch User Repository"), settle, key("<space>", ""), key("<tab>", ""),
				key("<enter>", "Synchronizing package databases"))...), py),

		// pmbootstrap-like: apk's bar, the password twice and again, the
		// erase's yes/no, the passphrase, the copy.
		needs(working(modes.Unknown, "pmbootstrap-like-rootfs", "pmbootstrap-like", pm,
			wait("CREATE DEVICE ROOTFS"), wait("10% █")), py),
		needs(ask("pmbootstrap-like-password", "pmbootstrap-like", pm, want(modes.Password, "New password:", ""),
			atPassword...), py),
		needs(ask("pmbootstrap-like-retype", "pmbootstrap-like", pm, want(modes.Password, "Retype password:", ""),
			atRetype...), py),
		needs(ask("pmbootstrap-like-again", "pmbootstrap-like", pm, want(modes.Password, "New password:", ""),
			atMismatch...), py),
		needs(ask("pmbootstrap-like-erase", "pmbootstrap-like", pm,
			yesNo("EVERYTHING ON /dev/sdb WILL BE ERASED! CONTINUE?", "no"), atErase...), py),
		needs(ask("pmbootstrap-like-passphrase", "pmbootstrap-like", pm,
			want(modes.Password, "Enter passphrase for /dev/installp2:", ""), atPassphrase...), py),
		needs(working(modes.Unknown, "pmbootstrap-like-copying", "pmbootstrap-like", pm,
			then(atPassphrase, secret("correct horse", "Verify passphrase"), settle,
				secret("correct horse", "(native) copy rootfs"))...), py),

		// balena-like: the drives, moved, the erase's yes/no, the bar.
		needs(ask("balena-like", "balena-like", bl, want(modes.Select, "Select a drive", "", drives(0)...),
			atDrives...), py),
		needs(ask("balena-like-moved", "balena-like", bl, want(modes.Select, "Select a drive", "", drives(1)...),
			atSdc...), py),
		needs(ask("balena-like-erase", "balena-like", bl,
			yesNo("This will erase the selected drive. Are you sure?", "no"), atSure...), py),
		needs(working(modes.Unknown, "balena-like-flashing", "balena-like", bl,
			then(atSure, typed("y", "Flashing"))...), py),

		// ventoy-like: the two confirms, the writing, the update's
		// confirm.
		needs(ask("ventoy-like", "ventoy-like", vi, yesNo("Continue?", ""), atContinue...), py),
		needs(ask("ventoy-like-double-check", "ventoy-like", vi, yesNo("Double-check. Continue?", ""), atDouble...), py),
		needs(working(modes.Unknown, "ventoy-like-writing", "ventoy-like", vi,
			then(atDouble, typed("y", "writing data to disk"))...), py),
		needs(ask("ventoy-like-update", "ventoy-like", vu, yesNo("Update Ventoy  1.0.97 ===> 1.0.99   Continue?", ""),
			wait("===>"), settle), py),
	}
}

// TestModesThreehundredeightyfourth drives the threehundredeightyfourth
// set live to the labelled moment and, with -update, stores its screens,
// labels and facts for modes' TestSetsAccuracy/threehundredeightyfourth.
// Whether the classifier reads them right is that test's measure, not a
// failure here.
func TestModesThreehundredeightyfourth(t *testing.T) {
	captureSet(t, threehundredeightyfourthDir, threehundredeightyfourthSet())
}
