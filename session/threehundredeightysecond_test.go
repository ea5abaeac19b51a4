package session

import (
	"testing"

	"github.com/agentty/agentty/modes"
)

// threehundredeightysecondDir holds the threehundredeightysecond set
// (issue 44, three-hundred-and-eighty-second round): live cases of five
// backup, sync and file-transfer tools that Debian does not package,
// imitated by a fixture of its own (one script run by Debian's python3),
// each drawing what the real program draws at one of its moments:
// binwiederhier's Syncany (`sy init`: a storage plugin named from a list,
// the plugin's connection details asked one by one, a sensitive one with
// the echo off, an optional one with its default, the repository's
// password asked twice, a y/n when it is short), timvisee's ffsend (a
// directory's archiving asked `[Y/n]`, pbr's progress bar with its rate
// and time left, a protected file's password, `Overwrite? [y/n]`),
// kimono-koans' httm (skim on the alternate screen: the files under a
// preview of the current one's snapshot versions, filtered by what is
// typed, the versions of the file chosen between rules, its restore
// consent with YES and NO as the list's last items), dschrempf's
// syncthing-resolve-conflicts (pacdiff-like lines in colour, read in
// cooked mode: a conflict's `[v/s/r/o/q]`, asked again after a wrong
// answer, vim -d to view it, the ignored files' `[r/q]`, a non-text
// conflict's `[r/s/q]`) and Duplicati's command line (its console
// password module reading keys with the echo off: a backup's passphrase
// asked twice, the backup at work with its periodic counts, a restore's
// passphrase). None of them, nor their makers, is named by any other
// test, table, fixture or doc of agentty: grepped with `git grep -il`
// before they were chosen were syncany, binwiederhier, heckel, ffsend,
// timvisee, httm, kimono-koans, swinford, syncthing (and
// syncthing-resolve-conflicts), dschrempf, schrempf, duplicati, kenkendk
// and skovhede (and, found named and left, among others: rclone, restic,
// rustic, kopia, duplicacy, borg, borgmatic, duplicity, backintime,
// timeshift, zrepl, tarsnap, megacmd, storj's uplink, croc, termscp,
// qrcp, wormhole-william, unison, rsync, lftp, zpaq, pcloud, odeke-em's
// drive and filen, inside filename). Each case's label says what a
// person reads on the screen, written from the fixture run by hand in
// tmux outside agentty at 80x24, and was committed before its screen was
// captured.
const threehundredeightysecondDir = "../testdata/modes-threehundredeightysecond"

// threehundredeightysecondTool runs one tool of the set's script with
// Debian's python3, over a home holding notes.txt and long.txt.
func threehundredeightysecondTool(tool string, args ...string) opener {
	return setFixtures("threehundredeightysecond").script(pythonPath, "py/threehundredeightysecond_transfers.py",
		append([]string{tool}, args...)...)
}

// threehundredeightysecondSet is the threehundredeightysecond set.
// Labels say what a person reads on the screen: a line asking, the
// cursor after it, is a question (a value typed a text, its default
// where the line names one; a name from a list printed over it, or a
// letter of a list of keys, a choice; y/n a yes/no, its default the
// capital), a password where it asks for a password or a passphrase; a
// transfer's bar or a backup's counts going on, no question, is the
// program at work; a fuzzy finder's list with one entry current is a
// select (its YES and NO under a question a yes/no); vim showing two
// files side by side is an editor.
func threehundredeightysecondSet() []corpusCase {
	is, ask, needs, wait, settle := isCase, askCase, needing, waitFor, settled
	py := pythonPath
	typed := func(s, expect string) step { return step{text: s, enter: true, expect: expect, timeout: setSlow} }
	secret := func(s, expect string) step {
		return step{text: s, enter: true, secret: true, expect: expect, timeout: setSlow}
	}
	enter := func(expect string) step { return step{keys: "<enter>", expect: expect, timeout: setSlow} }
	key := func(k, expect string) step { return step{keys: k, expect: expect, timeout: setSlow} }
	text := func(s, expect string) step { return step{text: s, expect: expect, timeout: setSlow} }
	then := func(a []step, b ...step) []step { return append(append([]step{}, a...), b...) }
	running := func(name, program string, open opener, steps ...step) corpusCase {
		return corpusCase{name: name, program: program, open: open, steps: steps, mode: modes.Unknown, state: Running}
	}

	// syncany-like (binwiederhier's Syncany, `sy init`, cooked lines):
	// `Choose a storage plugin. Available plugins are: ftp, local, s3,
	// sftp, webdav` over `Plugin: ` (a choice of the five names); sftp,
	// `Connection details for SFTP connection:` over `- Hostname: `;
	// backup.example.org and me, `- Password (not displayed, optional): `
	// with the echo off (a password); s3cr3t-pass, `- Private key path
	// (optional, default is none): `, Enter, `- Path: `,
	// /srv/syncany/ledger, `- Port (optional, default is 22): ` (a text,
	// default 22); Enter, `The password is used to encrypt data on the
	// remote storage.` and `Choose wisely!` over `Password (min. 10
	// chars): ` with the echo off (a password); relay-2026, `Confirm: `
	// with the echo off (a password, asked again); relay-2026, `WARNING:
	// The password is a bit short. Less than 12 chars are not
	// future-proof!` over `Are you sure you want to use it (y/n)? ` (a
	// yes/no, no default shown).
	sy := threehundredeightysecondTool("syncany")
	atPlugin := []step{wait("Plugin:"), settle}
	atSftpPassword := then(atPlugin, typed("sftp", "Hostname"), settle, typed("backup.example.org", "Username"), settle,
		typed("me", "not displayed"), settle)
	atPort := then(atSftpPassword, secret("s3cr3t-pass", "Private key path"), settle, enter("- Path:"), settle,
		typed("/srv/syncany/ledger", "- Port"), settle)
	atNewPassword := then(atPort, enter("min. 10 chars"), settle)
	atConfirm := then(atNewPassword, secret("relay-2026", "Confirm:"), settle)

	// ffsend-like (timvisee's ffsend; prompts and pbr's bar on stderr):
	// `ffsend upload site-photos`, `You've selected a directory, only a
	// single file may be uploaded.` over `Archive the directory into a
	// single file? [Y/n]: ` (a yes/no, default yes); Enter, `Archiving...`
	// and `Encrypt & Upload 1.80 MB / 48.27 MB [>-----] 3.73 % 634.88
	// KB/s 1m` redrawn in place (at work); `ffsend download URL` of a
	// protected file, `Password: ` with the echo off (a password);
	// hunter2-ledger, `The path '/home/me/ledger-2026.ods' already exists`
	// over `Overwrite? [y/n]: ` (a yes/no, no default); y, `Download &
	// Decrypt 1.45 MB / 6.52 MB [===>----] 22.17 % 399.36 KB/s 13s`
	// redrawn in place (at work).
	up := threehundredeightysecondTool("ffsend", "upload", "site-photos")
	down := threehundredeightysecondTool("ffsend", "download", "https://send.vis.ee/download/7e5a9c1b2f0d4a66/#N3vQ8pL2mN7rT1yW9zB5cA")
	atArchive := []step{wait("[Y/n]"), settle}
	atFilePassword := []step{wait("Password:"), settle}
	atOverwrite := then(atFilePassword, secret("hunter2-ledger", "Overwrite?"), settle)

	// httm-like (kimono-koans' httm, `httm --restore=overwrite` in
	// ~/Documents; skim on the alternate screen, the mouse reported): the
	// top half a preview of the current file's versions between rules,
	// then from the bottom the prompt `> `, `  6/6` with `0/0` at the
	// right, the header of keys (`PREVIEW UP: shift+up | … | ====> [
	// Browse Mode ] <====`, `PAGE UP: …`, `EXIT: esc | SELECT: enter |
	// SELECT, MULTIPLE: shift+tab`, a rule) and over it the files, the
	// lowest current (`>` and a dark bar): budget.ods, letters, notes.md,
	// taxes-2025.pdf, letters/bank.txt, letters/landlord.txt (a select,
	// budget.ods current); let typed, `3/6`, letters (current),
	// letters/bank.txt and letters/landlord.txt (the select, `> let`);
	// Enter on budget.ods, `Select Mode`: its three snapshot versions
	// (`Sun Nov 22 09:00:03 2026  88.2 KiB
	// "/home/.zfs/snapshot/daily-2026-11-22/me..`, Nov 23, Nov 25) and its
	// live version (`Fri Nov 27 10:12:45 2026  94.1 KiB
	// "/home/me/Documents/budget.ods"`) between rules, Up three times to
	// the Nov 25 version (a select of the versions); Enter, `Restore
	// Mode`: `httm will perform a copy from snapshot:`, its source and
	// target, `Before httm performs a restore, it would like your
	// consent. Continue? (YES/NO)`, a rule, YES and NO (current) (a
	// yes/no); Up, YES current (the yes/no).
	hm := threehundredeightysecondTool("httm")
	atBrowse := []step{wait("Browse Mode"), settle}
	atVersions := then(atBrowse, enter("Select Mode"), settle, key("<up><up><up>", ""), settle)
	atRestore := then(atVersions, enter("Restore Mode"), settle)
	version := func(date, size, snap string) string {
		return date + "  " + size + "  \"/home/.zfs/snapshot/daily-" + snap + "/me.."
	}
	consent := "Before httm performs a restore, it would like your consent. Continue?"

	// syncthing-resolve-like (dschrempf's syncthing-resolve-conflicts
	// -f -d ~/Sync; bash's read in cooked mode): `==> Sync conflict:
	// /home/me/Sync/notes.sync-conflict-20261127-101530-4XKQZ2M.txt`, `
	// -> Original file: /home/me/Sync/notes.txt` and ` :: (V)iew, (S)kip,
	// (R)emove sync conflict, (O)verwrite with sync conflict, (Q)uit:
	// [v/s/r/o/q] ` wrapped at the edge (a choice of the five keys); x,
	// ` :: Invalid answer. Try again: [v/s/r/o/q] ` (the choice asked
	// again); v instead, `vim -d` of the conflict and the original side by
	// side (an editor); s instead, `==> WARNING: Some files have been
	// ignored.`, the ignored .stversions file and ` :: (R)emove all
	// ignored files, (A)sk for each file, (Q)uit: [r/q] ` (a choice of r,
	// a and q); r, `removed '…'`, `==> WARNING: The following conflicts
	// involve non-text files:`, `==> Non-text file:
	// /home/me/Sync/IMG_2041.sync-conflict-….jpg` and ` :: (R)emove,
	// (S)kip, (Q)uit: [r/s/q] ` (a choice of r, s and q).
	sr := threehundredeightysecondTool("stresolve")
	atConflict := []step{wait("[v/s/r/o/q]"), settle}
	atIgnored := then(atConflict, typed("s", "[r/q]"), settle)
	conflictKeys := []string{"v|View", "s|Skip", "r|Remove sync conflict", "o|Overwrite with sync conflict", "q|Quit"}

	// duplicati-like (Duplicati's command line; its console password
	// module reads keys with the echo off, .NET's keypad mode set):
	// `duplicati-cli backup`, `Backup started at 11/27/2026 10:15:02 AM`
	// over `Enter encryption passphrase: ` (a password);
	// correct-horse, `Confirm encryption passphrase: ` (a password, asked
	// again); correct-horse, `Checking remote backup ...`, `  Listing
	// remote folder ...`, `Scanning local files ...` and `  1342 files
	// need to be examined (412.38 MB) (still counting)`, counts every
	// five seconds (at work); `duplicati-cli restore`, `Restore started
	// at 11/27/2026 10:31:40 AM` over `Enter encryption passphrase: ` (a
	// password, asked once).
	backup := threehundredeightysecondTool("duplicati", "backup")
	restore := threehundredeightysecondTool("duplicati", "restore")
	atPassphrase := []step{wait("Enter encryption passphrase"), settle}
	atConfirmPassphrase := then(atPassphrase, secret("correct-horse", "Confirm encryption"), settle)

	return []corpusCase{
		// syncany-like: a plugin named, a sensitive detail, a default, a
		// new password twice, a y/n.
		needs(ask("syncany-like", "syncany-like", sy,
			want(modes.Choice, "Plugin:", "", "ftp", "local", "s3", "sftp", "webdav"), atPlugin...), py),
		needs(ask("syncany-like-sftp-password", "syncany-like", sy,
			want(modes.Password, "Password (not displayed, optional):", ""), atSftpPassword...), py),
		needs(ask("syncany-like-port", "syncany-like", sy, want(modes.Text, "Port", "22"), atPort...), py),
		needs(ask("syncany-like-new-password", "syncany-like", sy,
			want(modes.Password, "Password (min. 10 chars):", ""), atNewPassword...), py),
		needs(ask("syncany-like-confirm", "syncany-like", sy, want(modes.Password, "Confirm:", ""), atConfirm...), py),
		needs(ask("syncany-like-short", "syncany-like", sy, yesNo("Are you sure you want to use it?", ""),
			then(atConfirm, secret("relay-2026", "Are you sure"), settle)...), py),

		// ffsend-like: a [Y/n], the upload's bar, a password, a [y/n],
		// the download's bar.
		needs(ask("ffsend-like-archive", "ffsend-like", up, yesNo("Archive the directory into a single file?", "yes"),
			atArchive...), py),
		needs(running("ffsend-like-upload", "ffsend-like", up, then(atArchive, enter("Encrypt & Upload"))...), py),
		needs(ask("ffsend-like-password", "ffsend-like", down, want(modes.Password, "Password:", ""), atFilePassword...), py),
		needs(ask("ffsend-like-overwrite", "ffsend-like", down, yesNo("Overwrite?", ""), atOverwrite...), py),
		needs(running("ffsend-like-download", "ffsend-like", down, then(atOverwrite, typed("y", "Download & Decrypt"))...), py),

		// httm-like: its browse view, filtered, the versions, the
		// consent, its other answer.
		needs(ask("httm-like", "httm-like", hm, want(modes.Select, ">", "", "letters/landlord.txt", "letters/bank.txt",
			"taxes-2025.pdf", "notes.md", "letters", ">budget.ods"), atBrowse...), py),
		needs(ask("httm-like-filter", "httm-like", hm, want(modes.Select, "> let", "", "letters/landlord.txt",
			"letters/bank.txt", ">letters"), then(atBrowse, text("let", "3/6"), settle)...), py),
		needs(ask("httm-like-versions", "httm-like", hm, want(modes.Select, ">", "",
			version("Sun Nov 22 09:00:03 2026", "88.2 KiB", "2026-11-22"),
			version("Mon Nov 23 09:00:04 2026", "91.6 KiB", "2026-11-23"),
			">"+version("Wed Nov 25 09:00:02 2026", "93.0 KiB", "2026-11-25"),
			"Fri Nov 27 10:12:45 2026  94.1 KiB  \"/home/me/Documents/budget.ods\""), atVersions...), py),
		needs(ask("httm-like-restore", "httm-like", hm, want(modes.Confirm, consent, "", "YES", ">NO"), atRestore...), py),
		needs(ask("httm-like-yes", "httm-like", hm, want(modes.Confirm, consent, "", ">YES", "NO"),
			then(atRestore, key("<up>", ""), settle)...), py),

		// syncthing-resolve-like: a conflict's keys, asked again, vim -d,
		// the ignored files, a non-text conflict.
		needs(ask("syncthing-resolve-like", "syncthing-resolve-like", sr, want(modes.Choice,
			"(V)iew, (S)kip, (R)emove sync conflict, (O)verwrite with sync conflict, (Q)uit:", "", conflictKeys...),
			atConflict...), py),
		needs(ask("syncthing-resolve-like-invalid", "syncthing-resolve-like", sr,
			want(modes.Choice, "Invalid answer. Try again:", "", conflictKeys...),
			then(atConflict, typed("x", "Invalid answer"), settle)...), py),
		needs(is(modes.Editor, "syncthing-resolve-like-view", "syncthing-resolve-like", sr,
			then(atConflict, typed("v", "oat milk"), settle)...), py, "vim"),
		needs(ask("syncthing-resolve-like-ignored", "syncthing-resolve-like", sr,
			want(modes.Choice, "(R)emove all ignored files, (A)sk for each file, (Q)uit:", "",
				"r|Remove all ignored files", "a|Ask for each file", "q|Quit"), atIgnored...), py),
		needs(ask("syncthing-resolve-like-non-text", "syncthing-resolve-like", sr,
			want(modes.Choice, "(R)emove, (S)kip, (Q)uit:", "", "r|Remove", "s|Skip", "q|Quit"),
			then(atIgnored, typed("r", "[r/s/q]"), settle)...), py),

		// duplicati-like: a backup's passphrase twice, the backup at
		// work, a restore's passphrase.
		needs(ask("duplicati-like", "duplicati-like", backup,
			want(modes.Password, "Enter encryption passphrase:", ""), atPassphrase...), py),
		needs(ask("duplicati-like-confirm", "duplicati-like", backup,
			want(modes.Password, "Confirm encryption passphrase:", ""), atConfirmPassphrase...), py),
		needs(running("duplicati-like-backup", "duplicati-like", backup,
			then(atConfirmPassphrase, secret("correct-horse", "files need to be examined"))...), py),
		needs(ask("duplicati-like-restore", "duplicati-like", restore,
			want(modes.Password, "Enter encryption passphrase:", ""), atPassphrase...), py),
	}
}

// TestModesThreehundredeightysecond drives the threehundredeightysecond
// set live to the labelled moment and, with -update, stores its screens,
// labels and facts for modes' TestSetsAccuracy/threehundredeightysecond.
// Whether the classifier reads them right is that test's measure, not a
// failure here.
func TestModesThreehundredeightysecond(t *testing.T) {
	captureSet(t, threehundredeightysecondDir, threehundredeightysecondSet())
}
