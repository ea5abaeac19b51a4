package session

import (
	"testing"

	"github.com/agentty/agentty/modes"
)

// threehundredfiftyseventhDir holds the threehundredfiftyseventh set
// (issue 44, three-hundred-and-fifty-seventh round): live cases of
// shell-script installers and setup scripts of tools that Debian does
// not package, imitated by a fixture of its own (one script run by
// Debian's python3, on the main screen), each printing what the real
// script prints at one of its moments (its words, layout, colours, the
// way it reads a line and its progress, from its source, documentation
// and published transcripts as known): OneinStack's install.sh (yeho's,
// of linuxeye: bash's `read -e -p`, `[y/n]` asked again under a yellow
// `input error!`, tab-indented numbered menus over `Please input a
// number:(Default N press Enter)`, a root password with its default
// shown and echoed, then wget's dotted progress), DirectAdmin's setup.sh
// of its 1.5x releases (JBMC Software: sh's cooked `read` after `echo
// -n`, `(y/n):` and `(y,n) :`, a Client ID, a License ID and a hostname,
// a numbered menu of custombuild setups wrapped at the screen's edge,
// then wget's bar), LinuxGSM's `./mcserver install` (Daniel Gibbs':
// `Continue? [Y/n] Y` read with `read -e -i Y`, `Please answer yes or
// no.`, sudo's password asked with echo off for the missing
// dependencies, the Minecraft EULA to accept, curl's bar of #) and
// Apache Friends' XAMPP (its installer in InstallBuilder's text mode:
// pages under rules of dashes, `[Y/n] :`, `Press [Enter] to continue:`, a
// bar of # under `0% ______________ 50% ______________ 100%`; and its
// `lampp security`: `XAMPP: Do you want to set a password? [yes]`, then
// a password with echo off). None of them, nor their makers, is named
// by any other test, table, fixture or doc of agentty: grepped with `git
// grep -il` before they were chosen were oneinstack, yeho, lj2007331,
// linuxeye, lnmp, licess, directadmin, jbmc (matched only inside hashes
// of lock files), linuxgsm, gameservermanagers, gibbs, xampp, lampp,
// apachefriends and apache friends (and, found named and left, among
// others: angristan's and Nyr's openvpn-install and wireguard-install,
// Webmin, Virtualmin, Pterodactyl's installer, CyberPanel, HestiaCP,
// Vesta, Citrix's setupwfc, Sophos, VMware, Mathematica and Wolfram,
// ghcup, rustup, Miniconda and Anaconda, Oh My Zsh, Homebrew, nvm,
// SDKMAN, Zimbra, CrashPlan, makeself, Pi-hole, PiVPN, mailcow,
// ISPConfig, Brother's printer installer, Cisco's AnyConnect, Intel's
// installers, Starship, Ollama, Stata and micromamba). Each case's label
// says what a person reads on the screen, written from the fixture run
// by hand in tmux outside agentty at 80x24, and was committed before its
// screen was captured.
const threehundredfiftyseventhDir = "../testdata/modes-threehundredfiftyseventh"

// threehundredfiftyseventhTool runs one tool of the set's script with
// Debian's python3, over a home holding notes.txt and long.txt.
func threehundredfiftyseventhTool(tool string) opener {
	return setFixtures("threehundredfiftyseventh").script(pythonPath, "py/threehundredfiftyseventh_installers.py", tool)
}

// threehundredfiftyseventhSet is the threehundredfiftyseventh set.
// Labels say what a person reads on the screen: a line asking whose
// answer is typed after it is a text question, its default the one the
// script marks (`(Default: 22)`); a numbered list over a line asking for
// a number is a select, its default the number the line names; a
// question of y and n in any notation (`[y/n]`, `(y,n)`, `[Y/n]`,
// `[yes]`) is a yes/no, its default the one marked or written in
// already; a password asked, echoed or not, is a password; a line asking
// only for Enter is a press-Enter; an installer printing progress and
// asking nothing is running.
func threehundredfiftyseventhSet() []corpusCase {
	ask, needs, wait, settle := askCase, needing, waitFor, settled
	py := pythonPath
	typed := func(s, expect string) step { return step{text: s, enter: true, expect: expect, timeout: setSlow} }
	enter := func(expect string) step { return step{enter: true, expect: expect, timeout: setSlow} }
	key := func(k string) step { return step{keys: k, timeout: setSlow} }
	then := func(a []step, b ...step) []step { return append(append([]step{}, a...), b...) }
	running := func(name, program string, open opener, steps ...step) corpusCase {
		return corpusCase{name: name, program: program, open: open, steps: steps, mode: modes.Unknown, state: Running}
	}

	// oneinstack-like (OneinStack's install.sh, run as root; bash's `read
	// -e -p`, readline with bracketed paste on): a banner of hashes
	// `OneinStack for CentOS/RedHat 7+ Debian 9+ and Ubuntu 16+` over `Do
	// you want to check md5sum? [y/n]: `; n, `Please input SSH
	// port(Default: 22): ` (a text question, 22); Enter, `Do you want to
	// enable firewall? [y/n]: `, yes typed, `input error! Please only
	// input 'y' or 'n'` in yellow over the same line asked again (a
	// yes/no, no default); n and y to a web server, `Please select Web
	// server type:` over `1. Install Nginx` to `5. Do not install`,
	// tab-indented, their numbers cyan, and `Please input a
	// number:(Default 1 press Enter) ` (a select, 1); 1, n to Apache,
	// Enter to Tomcat's menu and y to a database, `Please select a version
	// of the Database:` over sixteen entries numbered 15, then 0 to 14
	// (`15. Install MySQL-9.7 (LTS, modern OS only)`, ` 0. Install
	// MySQL-8.4 (LTS)` …) and `Please input a number:(Default 0 press
	// Enter) ` (a select, 0); Enter, `Please input the root password of
	// MySQL(default: Wq8rT2zK): ` (a password, echoed, its default
	// shown); Enter twice and n to PHP, Nodejs, Pure-FTPd, redis and
	// memcached, `Download MySQL 8.4 binary package...` and wget's
	// dotted rows of 50K under the small sources' (running).
	oi := threehundredfiftyseventhTool("oneinstack")
	atPort := []step{wait("check md5sum? [y/n]:"), settle, typed("n", "SSH port"), settle}
	atFirewall := then(atPort, enter("enable firewall?"), settle, typed("yes", "input error!"), settle)
	atWeb := then(atFirewall, typed("n", "install Web server?"), settle, typed("y", "Please select Web server type:"), settle)
	atDatabase := then(atWeb, typed("1", "install Apache?"), settle, typed("n", "Please select tomcat server:"), settle,
		enter("install Database?"), settle, typed("y", "Please select a version of the Database:"), settle)
	atRootPassword := then(atDatabase, enter("root password of MySQL"), settle)

	// directadmin-like (DirectAdmin's setup.sh of its 1.5x releases, run
	// as root on Debian 8; `echo -n` and sh's `read`, cooked): `*** 64-bit
	// OS ***` over a block of stars and `* Would you like to install these
	// required pre-install packages? (y/n): ` (a yes/no, no default); y,
	// apt-get's lines, `Please enter your Client ID : ` (a text question);
	// 31337 and 102938 to the License ID, the hostname's rules and `Your
	// current hostname is: vps-2f91` over `Enter your hostname (FQDN) : `
	// (a text question); server.example.com, the three values over `Is
	// this correct? (y,n) : ` (a yes/no, no default); y to the network
	// adaptor, the license's IP and the OS, `Select your desired
	// apache/php setup. Option 1 is recommended.` over `1: custombuild
	// 2.0:      Apache 2.4, mod_ruid2, php 5.6. …` (wrapped at the
	// screen's edge), `2: …`, `4: …`, a note and `Enter your choice (1, 2,
	// 3 or 4): ` (a select, no default); 1, y to the default settings and
	// n to the fastest mirror, wget fetching update.tar.gz, its headers
	// over its bar (running).
	da := threehundredfiftyseventhTool("directadmin")
	atPreinstall := []step{wait("pre-install packages? (y/n):"), settle}
	atClientID := then(atPreinstall, typed("y", "Client ID :"), settle)
	atHostname := then(atClientID, typed("31337", "License ID :"), typed("102938", "Enter your hostname (FQDN) :"), settle)
	atCorrect := then(atHostname, typed("server.example.com", "Is this correct? (y,n) :"), settle)
	atSetup := then(atCorrect, typed("y", "network adaptor"), typed("y", "the IP in your license?"),
		typed("y", "(must match license)"), typed("y", "Enter your choice"), settle)

	// linuxgsm-like (LinuxGSM's `./mcserver install`; `read -e -i Y`):
	// its logo, `LinuxGSM_`, `by Daniel Gibbs` and the game's lines
	// between rules of `=`, `Server Directory`, `creating serverfiles
	// directory [ /home/mcserver/serverfiles ] ... OK` and `Continue?
	// [Y/n] Y`, the cursor after the Y written in (a yes/no, yes); the Y
	// erased and sure typed, `Please answer yes or no.` over the same line
	// asked again, Y written in (the same); Enter, the log directories
	// created, `Checking Minecraft Dependencies` over each dependency
	// green or red, `Warning! Missing dependencies: jq openjdk-17-jre pigz
	// tmux` and `[sudo] password for mcserver: `, echo off (a password);
	// hunter2, apt-get's lines, `Accept Minecraft EULA`, its address, `By
	// continuing you are indicating your agreement to the EULA.` and
	// `Continue? [Y/n] Y` (a yes/no, yes); Enter, `Installing Minecraft
	// Server`, `downloading file [ minecraft_server.1.21.4.jar ]` over
	// curl's bar of # and its share (running); the bar full, `... OK`
	// lines and `Was the install successful? [Y/n] Y` (a yes/no, yes).
	lg := threehundredfiftyseventhTool("linuxgsm")
	atContinue := []step{wait("Continue? [Y/n]"), settle}
	atSudo := then(atContinue, enter("password for mcserver"), settle)
	atEULA := then(atSudo, step{text: "hunter2", enter: true, secret: true, expect: "agreement to the EULA", timeout: setSlow}, settle)

	// xampp-like (Apache Friends' XAMPP: its installer run with `--mode
	// text`, InstallBuilder's pages, lines read cooked): `Welcome to the
	// XAMPP Setup Wizard.` and the components' page, `XAMPP Core Files : Y
	// (Cannot be edited)` over `XAMPP Developer Files [Y/n] :` (a yes/no,
	// y); y and y to `Is the selection above correct? [Y/n]:`,
	// `Installation Directory`, `XAMPP will be installed to /opt/lampp`
	// and `Press [Enter] to continue:` (a press-Enter); Enter and n to
	// `Learn more about Bitnami for XAMPP [Y/n]:`, `Setup is now ready to
	// begin installing XAMPP on your computer.` over `Do you want to
	// continue? [Y/n]:` (a yes/no, y); y, `Installing` and `0%
	// ______________ 50% ______________ 100%` over a row of # growing
	// (running). Its `lampp security`: `XAMPP:  Quick security check...`,
	// `XAMPP:  Your XAMPP pages are NOT secured by a password.` and
	// `XAMPP: Do you want to set a password? [yes] ` (a yes/no, yes); yes,
	// `XAMPP: Password: `, echo off (a password).
	xa := threehundredfiftyseventhTool("xampp")
	atComponents := []step{wait("XAMPP Developer Files [Y/n] :"), settle}
	atDirectory := then(atComponents, typed("y", "Is the selection above correct?"), typed("y", "Press [Enter] to continue:"), settle)
	atReady := then(atDirectory, enter("Learn more about Bitnami"), typed("n", "Do you want to continue?"), settle)
	la := threehundredfiftyseventhTool("lampp")
	atSecurity := []step{wait("Do you want to set a password? [yes]"), settle}

	return []corpusCase{
		// oneinstack-like: the SSH port, a yes/no asked again, the web
		// server's menu, the database's, the root password, downloading.
		needs(ask("oneinstack-like", "oneinstack-like", oi, want(modes.Text, "Please input SSH port", "22"), atPort...), py),
		needs(ask("oneinstack-like-firewall", "oneinstack-like", oi, yesNo("Do you want to enable firewall?", ""), atFirewall...), py),
		needs(ask("oneinstack-like-web-server", "oneinstack-like", oi, want(modes.Select, "Please input a number:", "1",
			"1|Install Nginx", "2|Install Tengine", "3|Install OpenResty", "4|Install Caddy", "5|Do not install"), atWeb...), py),
		needs(ask("oneinstack-like-database", "oneinstack-like", oi, want(modes.Select, "Please input a number:", "0",
			"15|Install MySQL-9.7 (LTS, modern OS only)", "0|Install MySQL-8.4 (LTS)", "1|Install MySQL-8.0",
			"2|Install MySQL-5.7", "3|Install MySQL-5.6", "4|Install MySQL-5.5", "5|Install MariaDB-10.11",
			"6|Install MariaDB-10.5", "7|Install MariaDB-10.4", "8|Install MariaDB-5.5", "9|Install Percona-8.0",
			"10|Install Percona-5.7", "11|Install Percona-5.6", "12|Install Percona-5.5", "13|Install PostgreSQL",
			"14|Install MongoDB"), atDatabase...), py),
		needs(ask("oneinstack-like-root-password", "oneinstack-like", oi,
			want(modes.Password, "Please input the root password of MySQL", "Wq8rT2zK"), atRootPassword...), py),
		needs(running("oneinstack-like-downloading", "oneinstack-like", oi,
			then(atRootPassword, enter("installation of the database"), settle, enter("install PHP?"), settle,
				typed("n", "install Nodejs?"), settle, typed("n", "install Pure-FTPd?"), settle,
				typed("n", "install redis-server?"), settle, typed("n", "install memcached-server?"), settle,
				typed("n", "Download MySQL 8.4 binary package"))...), py),

		// directadmin-like: the pre-install packages, the Client ID, the
		// hostname, the values to confirm, the setups' menu, downloading.
		needs(ask("directadmin-like", "directadmin-like", da,
			yesNo("Would you like to install these required pre-install packages?", ""), atPreinstall...), py),
		needs(ask("directadmin-like-client-id", "directadmin-like", da, want(modes.Text, "Please enter your Client ID :", ""), atClientID...), py),
		needs(ask("directadmin-like-hostname", "directadmin-like", da, want(modes.Text, "Enter your hostname (FQDN) :", ""), atHostname...), py),
		needs(ask("directadmin-like-correct", "directadmin-like", da, yesNo("Is this correct?", ""), atCorrect...), py),
		needs(ask("directadmin-like-setup", "directadmin-like", da, want(modes.Select, "Enter your choice (1, 2, 3 or 4):", "",
			"1|custombuild 2.0:      Apache 2.4, mod_ruid2, php 5.6. Can be set to use mod_php, php-FPM or fastcgi.",
			"2|custombuild 2.0:      Apache 2.4, mod_ruid2, php 5.5 (php 5.5 is end-of-life)",
			"4|custombuild 2.0:      Apache 2.4, php-fpm, php 5.6."), atSetup...), py),
		needs(running("directadmin-like-downloading", "directadmin-like", da,
			then(atSetup, typed("1", "default settings of apache"), typed("y", "fastest download mirror"),
				typed("n", "directadmin/update.tar.gz"))...), py),

		// linuxgsm-like: its first yes/no, asked again, sudo's password,
		// the EULA, downloading, the install to confirm.
		needs(ask("linuxgsm-like", "linuxgsm-like", lg, yesNo("Continue?", "y"), atContinue...), py),
		needs(ask("linuxgsm-like-again", "linuxgsm-like", lg, yesNo("Continue?", "y"),
			then(atContinue, key("<backspace>"), typed("sure", "Please answer yes or no."), settle)...), py),
		needs(ask("linuxgsm-like-sudo", "linuxgsm-like", lg, want(modes.Password, "[sudo] password for mcserver:", ""), atSudo...), py),
		needs(ask("linuxgsm-like-eula", "linuxgsm-like", lg, yesNo("Continue?", "y"), atEULA...), py),
		needs(running("linuxgsm-like-downloading", "linuxgsm-like", lg, then(atEULA, enter("#####"))...), py),
		needs(ask("linuxgsm-like-successful", "linuxgsm-like", lg, yesNo("Was the install successful?", "y"),
			then(atEULA, enter("Was the install successful?"), settle)...), py),

		// xampp-like: a component, the directory, the install to confirm,
		// installing; lampp security's yes/no and password.
		needs(ask("xampp-like", "xampp-like", xa, yesNo("XAMPP Developer Files", "y"), atComponents...), py),
		needs(ask("xampp-like-directory", "xampp-like", xa, pressEnter("Press [Enter] to continue:"), atDirectory...), py),
		needs(ask("xampp-like-continue", "xampp-like", xa, yesNo("Do you want to continue?", "y"), atReady...), py),
		needs(running("xampp-like-installing", "xampp-like", xa, then(atReady, typed("y", "______________ 50%"))...), py),
		needs(ask("xampp-like-security", "xampp-like", la, yesNo("Do you want to set a password?", "yes"), atSecurity...), py),
		needs(ask("xampp-like-password", "xampp-like", la, want(modes.Password, "Password:", ""),
			then(atSecurity, typed("yes", "Password:"), settle)...), py),
	}
}

// TestModesThreehundredfiftyseventh drives the threehundredfiftyseventh
// set live to the labelled moment and, with -update, stores its screens,
// labels and facts for modes' TestSetsAccuracy/threehundredfiftyseventh.
// Whether the classifier reads them right is that test's measure, not a
// failure here.
func TestModesThreehundredfiftyseventh(t *testing.T) {
	captureSet(t, threehundredfiftyseventhDir, threehundredfiftyseventhSet())
}
