package session

import (
	"testing"

	"github.com/agentty/agentty/modes"
)

// threehundredsixtyfifthDir holds the threehundredsixtyfifth set (issue
// 44, three-hundred-and-sixty-fifth round): live cases of system and
// cloud administration tools that Debian does not package (a NAS's
// console and its network dialogs, a self-hosting platform's CLI login
// and install, a storage network's access setup, a ZFS replication
// daemon's status dashboard, a disk imager's burn), programs that cannot
// run here (a FreeBSD appliance, a Cloudron server, a Storj account, a
// zrepl daemon, a USB disk and root), imitated by a fixture of its own
// (one script run by Debian's python3), each drawing what the real tool
// draws at one of its moments (its words, layout, frames, colours,
// reverse video, cursor and screen, from its documentation, source and
// screenshots as known): XigmaNAS's console menu (a numbered menu read
// on a cooked line) and its `Configure Network IP Address` in cdialog
// boxes on the alternate screen (a yes/no, input boxes holding the
// current value), Cloudron's CLI (`cloudron login`: Username, a password
// echoed as stars, a 2FA token; `cloudron install`: Location, then its
// stages a dot a second), Storj's `uplink setup` (a name with its
// default, an API key pasted, a numbered list of satellites, the
// encryption passphrase with echo off, a y/N question), `zrepl status`
// (tview on the alternate screen: its jobs, a job's replication
// refreshed each second, a filter field) and ifd3f's caligula (`caligula
// burn`: inquire's select of disks and its y/N, sudo's password, then a
// ratatui screen of a gauge, a speed chart and figures while it burns and
// verifies). None of them, nor their makers, is named by any other test,
// table, fixture or doc of agentty: grepped with `git grep -il` before
// they were chosen were xigmanas, nas4free, zoon, cloudron, zellner,
// girish, storj, storjlabs, uplink (found only as a word for a network
// link, in no program's name), zrepl, problame, "christian schwarz",
// caligula and ifd3f (Debian packages only libstorj's `storj`, the old
// network's tool, not uplink). Found named and left out, among others:
// proxmox, yast, suse, oracle's oci, openshift, red hat, doctl,
// digitalocean, linode, scaleway, flyctl, vultr, hetzner, hcloud,
// exoscale, ovh, civo, ionos, heroku, tccli, aliyun, yandex, equinix,
// huawei, usacloud, gandi, koyeb, northflank, railway, zeabur, sealos,
// aiven, appwrite, scalingo, netlify, jfrog, cloudsmith, foreman,
// tailscale, protonvpn, windscribe, expressvpn, nordvpn, esxi, dcui,
// vmware, talos, sidero, veeam, xsconsole, xcp-ng, citrix, pfsense,
// opnsense, vyos, ipfire, ipcop, openwrt, truenas, openmediavault,
// subiquity, canonical, wicd, ceni, netconfig, impala, archinstall,
// kairos, webmin, virtualmin, ispconfig, hestia, cyberpanel, yunohost,
// caprover, dokku, kamal, pulumi, terraform, opentofu, helmfile, argocd,
// cloudfoundry, teleport, kopia, duplicacy, rustic, ctop, lazydocker,
// oxker, kdash, k9s, ktop, podman-tui, pvetui, systemctl-tui, nvitop,
// e1s, wtfutil, sampler, rtop, zenith, gotop, gtop, vtop, hegemon,
// trippy, dockly, ducker, kubetui and kubebox. Each case's label says
// what a person reads on the screen, written from the fixture run by
// hand in tmux outside agentty at 80x24, and was committed before its
// screen was captured.
const threehundredsixtyfifthDir = "../testdata/modes-threehundredsixtyfifth"

// threehundredsixtyfifthTool runs one tool of the set's script with
// Debian's python3 and the arguments given, over a home holding
// notes.txt and long.txt.
func threehundredsixtyfifthTool(tool string, args ...string) opener {
	return setFixtures("threehundredsixtyfifth").script(pythonPath, "py/threehundredsixtyfifth_admin.py",
		append([]string{tool}, args...)...)
}

// threehundredsixtyfifthSet is the threehundredsixtyfifth set. Labels
// say what a person reads on the screen: a line asking, the cursor after
// it, is a question (its words without a default in brackets, which is
// its default; a token or key echoed as it is pasted a text, a password
// or passphrase hidden or shown as stars a password, y/N a yes/no
// defaulting to no); numbered entries over a line that asks for one
// typed are a choice of their numbers; a dialog box of Yes and No is a
// yes/no, the focused button highlighted; an input box is a text
// question, the value in it its default; a question over a list with one
// entry pointed at is a select; a dashboard drawing its own screen with
// no prompt (its jobs, a job's status, its filter field being typed) is
// a full-screen program waiting for keys; a script printing its stages
// is at work, and a full-screen program drawing a burn's progress is at
// work with no question.
func threehundredsixtyfifthSet() []corpusCase {
	is, ask, needs, wait, settle := isCase, askCase, needing, waitFor, settled
	py := pythonPath
	typed := func(s, expect string) step { return step{text: s, enter: true, expect: expect, timeout: setSlow} }
	key := func(k, expect string) step { return step{keys: k, expect: expect, timeout: setSlow} }
	text := func(s string) step { return step{text: s, timeout: setSlow} }
	then := func(a []step, b ...step) []step { return append(append([]step{}, a...), b...) }
	running := func(name, program string, open opener, steps ...step) corpusCase {
		return corpusCase{name: name, program: program, open: open, steps: steps, mode: modes.Unknown, state: Running}
	}
	working := func(name, program string, open opener, steps ...step) corpusCase {
		return corpusCase{name: name, program: program, open: open, steps: steps, mode: modes.TUI, state: Running}
	}

	// xigmanas-like (XigmaNAS's console, FreeBSD's sh on the console):
	// the screen cleared, `*** This is XigmaNAS, version 13.3.0.5 - Bravo
	// (revision 10061)`, `*** running on x64-embedded.`, `Console Menu`
	// over a rule and two columns of numbered entries (1 to 8 at the
	// left, 10, 11, 12, 20 and 21 at the right), `LAN Network IPv4
	// Address: 192.168.1.250`, its IPv6 address and interface, then
	// `Enter a number: ` read on a cooked line (a choice of the entries'
	// numbers); 2, cdialog on the alternate screen: a blue ground, a
	// grey box ` Configure LAN IPv4 ` (its title bold blue, a shadow)
	// asking `Do you want to use DHCP for this interface?` over `< Yes >`
	// (white and yellow on blue, the cursor on its Y) and `< No  >` (a
	// yes/no, Yes focused); right, No focused (the yes/no); Enter, an
	// input box `Enter new LAN IPv4 address.` holding 192.168.1.250, the
	// cursor after it, over `<  OK  >` (focused) and `<Cancel>` (a text
	// question, that its default); three backspaces, 20 typed and Enter,
	// an input box `Enter new LAN subnet bit count (e.g. 24 for
	// 255.255.255.0).` holding 24 (a text question, 24 its default).
	xig := threehundredsixtyfifthTool("xigmanas")
	atMenu := []step{wait("Enter a number:"), settle}
	atDHCP := then(atMenu, typed("2", "use DHCP"), settle)
	atAddress := then(atDHCP, key("<right>", ""), key("<enter>", "LAN IPv4 address."), settle)
	dhcp := "Do you want to use DHCP for this interface?"
	xigMenu := []string{"1|Configure Network Interfaces", "2|Configure Network IP Address", "3|Reset WebGUI Password",
		"4|Reset to Factory Defaults", "5|Ping Host", "6|Shell", "7|Reboot Server", "8|Shutdown Server",
		"10|Configure Hosts Allow for WebGUI", "11|Restart WebGUI", "12|Restart WebGUI, force HTTP on port 80",
		"20|Console Menu Shell", "21|Enable Root Login SSH"}

	// cloudron-like (Cloudron's CLI, readline-sync's questions on cooked
	// lines): `cloudron login my.example.com`, `Username: ` (a text
	// question); admin, `Password: ` with hunter22 typed, shown as
	// `********` (a password); Enter, `2FA Token: ` with 492817 pasted
	// after it, echoed (a text question); `cloudron install`, `Location: `
	// (a text question); gitea, `App is being installed.` over ` =>
	// Waiting to start installation`, ` => Queued ......`, ` =>
	// Registering subdomains ......` and ` => Downloading image` (cyan)
	// growing a dot a second (at work, no question).
	login := threehundredsixtyfifthTool("cloudron", "login", "my.example.com")
	install := threehundredsixtyfifthTool("cloudron", "install")
	atUser := []step{wait("Username:"), settle}
	atPassword := then(atUser, typed("admin", "Password:"), settle,
		step{text: "hunter22", secret: true, expect: "********", timeout: setSlow}, settle)
	atToken := then(atPassword, key("<enter>", "2FA Token:"), settle, text("492817"), settle)
	atLocation := []step{wait("Location:"), settle}

	// uplink-like (Storj's `uplink setup`, cooked lines): `Enter name to
	// import as [default: main]: ` (a text question, main its default);
	// Enter, `Enter API key or Access grant: ` with an API key of 85
	// letters and digits pasted, echoed and carried onto the next row,
	// the cursor after it (a text question, no default); Enter,
	// `Satellite address:` over `[1] us1.storj.io:7777`, `[2]
	// eu1.storj.io:7777`, `[3] ap1.storj.io:7777` and `Enter number or
	// satellite address ["1"]: ` (a choice of 1, 2 and 3, 1 its default);
	// 1, `Enter your encryption passphrase: `, echo off (a password);
	// a passphrase twice, `Would you like S3 backwards-compatible Gateway
	// credentials? (y/N): ` (a yes/no, no its default).
	up := threehundredsixtyfifthTool("uplink", "setup")
	apiKey := "1dfJM2gR8vQ4uB6cT1rN3pZ7wX9yK5sLhE2aD4fG6jH8kM1nP3qR5tV7wY9zA2bC4dE6fG8hJ1kL3mN5pQ7rS"
	atName := []step{wait("Enter name to import as"), settle}
	atKey := then(atName, key("<enter>", "Access grant:"), settle, text(apiKey), settle)
	atSatellite := then(atKey, key("<enter>", "satellite address"), settle)
	atPassphrase := then(atSatellite, typed("1", "encryption passphrase:"), settle)
	hidden := func(s, expect string) step {
		return step{text: s, enter: true, secret: true, expect: expect, timeout: setSlow}
	}
	atS3 := then(atPassphrase, hidden("correct horse", "passphrase again:"), settle,
		hidden("correct horse", "Gateway credentials?"), settle)

	// zrepl-like (`zrepl status`, tview on the alternate screen, the
	// cursor hidden): a box ` Jobs ` framed in double lines (focused) of
	// the tree `├──prod_to_backups` (black on white), `├──snapjob`,
	// `└──sink`, beside a box ` Job: prod_to_backups ` (Type: push,
	// Replication: Attempt #1, Status: fan-out-filesystems, Last Run,
	// `Progress: [====>-------] 1.2 GiB / 3.2 GiB @ 41.2 MiB/s`, four
	// filesystems DONE, STEPPING, PLANNED and DONE, Pruning Sender and
	// Receiver Waiting, Snapshotting), redrawn each second as the bytes
	// grow, over ` q: quit  tab: switch pane  s: signal wakeup  r: signal
	// reset  /: filter` in yellow (a full-screen program); down, snapjob
	// highlighted, ` Job: snapjob ` (Type: snap, its snapshots and
	// pruning) (the program); Tab and down six times, the job's box
	// framed in double lines, scrolled to its end (the program); /, a
	// yellow `Filter filesystems: ` on the last row over a blue field,
	// home typed in it, the cursor after it, the job's filesystems
	// narrowed to zroot/home (the program's filter field: the program).
	zr := threehundredsixtyfifthTool("zrepl", "status")
	atStatus := []step{wait("Pruning Receiver"), settle}

	// caligula-like (ifd3f's caligula, `caligula burn
	// nixos-minimal-24.05-x86_64-linux.iso -z none -s skip`): inquire's
	// `? Select target disk` (? light green) over `> /dev/sdb - SanDisk
	// Cruzer Blade (14.3 GiB, removable)` (light cyan), `/dev/sdc -
	// Kingston DataTraveler 3.0 (28.9 GiB, removable)` and `[↑↓ to move,
	// enter to select, type to filter]` (cyan), the cursor after the
	// question (a select, sdb pointed at); Enter, the answer, the input's
	// and the output's particulars (size, compression, model, type,
	// partitions) and `? Is this okay? (y/N) ` (a yes/no, no its default);
	// y, `[sudo] password for ada: `, echo off (a password); a password,
	// the alternate screen, the cursor hidden: a box `Burning...` of a
	// green gauge and its percent, a box `Speed` of a braille chart, a
	// box `Info` (Input, Size, Output, Model, Written, Verified, Speed,
	// Avg. speed, ETA, Elapsed) and `q Cancel` (a full-screen program at
	// work, no question); then `Verifying...`, and `Done!` (bold green)
	// at 100.00% over `q Quit` (a full-screen program waiting for keys).
	cal := threehundredsixtyfifthTool("caligula", "burn", "nixos-minimal-24.05-x86_64-linux.iso", "-z", "none", "-s", "skip")
	atDisks := []step{wait("type to filter"), settle}
	atOkay := then(atDisks, key("<enter>", "Is this okay?"), settle)
	atSudo := then(atOkay, typed("y", "[sudo] password"), settle)
	atBurning := then(atSudo, hidden("hunter22", "Burning..."))

	return []corpusCase{
		// xigmanas-like: its menu, the DHCP yes/no, No focused, the
		// address, the bit count.
		needs(ask("xigmanas-like", "xigmanas-like", xig, want(modes.Choice, "Enter a number:", "", xigMenu...), atMenu...), py),
		needs(ask("xigmanas-like-dhcp", "xigmanas-like", xig, want(modes.Confirm, dhcp, "", ">Yes", "No"), atDHCP...), py),
		needs(ask("xigmanas-like-dhcp-no", "xigmanas-like", xig, want(modes.Confirm, dhcp, "", "Yes", ">No"),
			then(atDHCP, key("<right>", ""), settle)...), py),
		needs(ask("xigmanas-like-address", "xigmanas-like", xig,
			want(modes.Text, "Enter new LAN IPv4 address.", "192.168.1.250"), atAddress...), py),
		needs(ask("xigmanas-like-bits", "xigmanas-like", xig,
			want(modes.Text, "Enter new LAN subnet bit count (e.g. 24 for 255.255.255.0).", "24"),
			then(atAddress, key("<bs><bs><bs>", ""), text("20"), key("<enter>", "bit count"), settle)...), py),

		// cloudron-like: the username, the password typed, the 2FA
		// token pasted, the install's location, at work.
		needs(ask("cloudron-like", "cloudron-like", login, want(modes.Text, "Username:", ""), atUser...), py),
		needs(ask("cloudron-like-password", "cloudron-like", login, want(modes.Password, "Password:", ""), atPassword...), py),
		needs(ask("cloudron-like-token", "cloudron-like", login, want(modes.Text, "2FA Token:", ""), atToken...), py),
		needs(ask("cloudron-like-location", "cloudron-like", install, want(modes.Text, "Location:", ""), atLocation...), py),
		needs(running("cloudron-like-installing", "cloudron-like", install,
			then(atLocation, typed("gitea", "Downloading image"))...), py),

		// uplink-like: the name, the API key pasted, the satellites, the
		// passphrase, the S3 yes/no.
		needs(ask("uplink-like", "uplink-like", up, want(modes.Text, "Enter name to import as", "main"), atName...), py),
		needs(ask("uplink-like-key", "uplink-like", up, want(modes.Text, "Enter API key or Access grant:", ""), atKey...), py),
		needs(ask("uplink-like-satellite", "uplink-like", up, want(modes.Choice, "Enter number or satellite address", "1",
			"1|us1.storj.io:7777", "2|eu1.storj.io:7777", "3|ap1.storj.io:7777"), atSatellite...), py),
		needs(ask("uplink-like-passphrase", "uplink-like", up,
			want(modes.Password, "Enter your encryption passphrase:", ""), atPassphrase...), py),
		needs(ask("uplink-like-s3", "uplink-like", up,
			yesNo("Would you like S3 backwards-compatible Gateway credentials?", "no"), atS3...), py),

		// zrepl-like: its jobs, another job, the details scrolled, its
		// filter.
		needs(is(modes.TUI, "zrepl-like", "zrepl-like", zr, atStatus...), py),
		needs(is(modes.TUI, "zrepl-like-snapjob", "zrepl-like", zr, then(atStatus, key("<down>", "Job: snapjob"), settle)...), py),
		needs(is(modes.TUI, "zrepl-like-details", "zrepl-like", zr,
			then(atStatus, key("<tab>", ""), key("<down><down><down><down><down><down>", ""), settle)...), py),
		needs(is(modes.TUI, "zrepl-like-filter", "zrepl-like", zr,
			then(atStatus, key("/", "Filter filesystems"), text("home"), settle)...), py),

		// caligula-like: its disks, the yes/no, sudo's password, the
		// burn, done.
		needs(ask("caligula-like", "caligula-like", cal, want(modes.Select, "Select target disk", "",
			">/dev/sdb - SanDisk Cruzer Blade (14.3 GiB, removable)",
			"/dev/sdc - Kingston DataTraveler 3.0 (28.9 GiB, removable)"), atDisks...), py),
		needs(ask("caligula-like-okay", "caligula-like", cal, yesNo("Is this okay?", "no"), atOkay...), py),
		needs(ask("caligula-like-sudo", "caligula-like", cal, want(modes.Password, "[sudo] password for ada:", ""), atSudo...), py),
		needs(working("caligula-like-burning", "caligula-like", cal, atBurning...), py),
		needs(is(modes.TUI, "caligula-like-done", "caligula-like", cal,
			then(atBurning, wait("Verifying..."), wait("Done!"), settle)...), py),
	}
}

// TestModesThreehundredsixtyfifth drives the threehundredsixtyfifth set
// live to the labelled moment and, with -update, stores its screens,
// labels and facts for modes' TestSetsAccuracy/threehundredsixtyfifth.
// Whether the classifier reads them right is that test's measure, not a
// failure here.
func TestModesThreehundredsixtyfifth(t *testing.T) {
	captureSet(t, threehundredsixtyfifthDir, threehundredsixtyfifthSet())
}
