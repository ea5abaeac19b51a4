package session

import (
	"testing"

	"github.com/agentty/agentty/modes"
)

// threehundredeleventhDir holds the threehundredeleventh set (issue 44,
// three-hundred-and-eleventh round): live cases of setup and install
// scripts of servers that cannot run here (they want a directory
// server, Docker and a public address, Puppet, a mail server's
// packages), imitated by a Python script of the set's own
// (testdata/threehundredeleventh/py, run by Debian's python3), each
// printing on the main screen, in line mode (the terminal cooked, a line
// read at a time, passwords read with echo off by getpass), what the
// script prints at its moments: its words, layout, defaults and colours,
// from its documentation, source and published transcripts as known.
// Kolab Groupware's setup-kolab (passwords offered in brackets and
// confirmed, the directory server's user, the domain and root dn to
// confirm [Y/n], at work), Netmaker's quick installer nm-quick.sh (bash
// select menus typed at `#? `, a custom domain, [y/n], an email, at
// work), foreman-installer's interactive mode (kafo: `Ready to start?
// (y/n)`, numbered menus typed at a line, a new value, its progress bar)
// and modoboa-installer (its components over `Do you confirm? (Y/n)`, at
// work). None of them, nor their makers, is named by any other test,
// table, fixture or doc of agentty: `git grep -il` found nothing for
// kolab, setup-kolab, apheleia, netmaker, nm-quick, gravitl, foreman,
// foreman-installer, theforeman, katello, modoboa nor
// modoboa-installer, and kafo only inside the surname Okafor. Each case's label (mode, state, prompt kind,
// question, default and options) says what a person reads on the
// screen, written from the script run by hand in tmux outside agentty at
// 80x24, and was committed before its screen was captured.
const threehundredeleventhDir = "../testdata/modes-threehundredeleventh"

// threehundredeleventhScript runs the set's Python script, with Debian's
// python3, over a home holding notes.txt and long.txt.
var threehundredeleventhScript = setFixtures("threehundredeleventh").script

// threehundredeleventhSet is the threehundredeleventh set. Labels say
// what a person reads on the screen: a line asking, the cursor after it,
// is a question (its words without the default in brackets, which is
// its default, nor the keys in brackets, which are its options); a line
// asking a password with echo off is a password prompt; numbered entries
// over a line that asks for one typed are a choice of their numbers; a
// script at work, printing, no question asked, is running.
func threehundredeleventhSet() []corpusCase {
	ask, needs, wait, settle := askCase, needing, waitFor, settled
	py := pythonPath
	typed := func(s, expect string) step { return step{text: s, enter: true, expect: expect, timeout: setSlow} }
	hidden := func(s, expect string) step {
		return step{text: s, enter: true, secret: true, expect: expect, timeout: setSlow}
	}
	then := func(a []step, b ...step) []step { return append(append([]step{}, a...), b...) }
	// running is a case of a script at work, printing, no question asked.
	running := func(name, program string, open opener, steps ...step) corpusCase {
		return corpusCase{name: name, program: program, open: open, steps: steps, mode: modes.Unknown, state: Running}
	}
	like := func(flow string) opener {
		return threehundredeleventhScript(py, "py/threehundredeleventh_setup.py", flow)
	}
	kolab, netmaker, foreman, modoboa := like("kolab"), like("netmaker"), like("foreman"), like("modoboa")

	// kolab-like (setup-kolab): a paragraph asking a password for the
	// LDAP administrator, then `Administrator password
	// [wK7pQ2mZr9XvTe4L]: ` (a generated password offered in brackets,
	// echo off); `Confirm Administrator password: `; the same for the
	// Directory Manager; a paragraph on the service's system user, then
	// `User [dirsrv]: `; after `Group [dirsrv]: `, a paragraph asking to
	// confirm the domain name space over `example.org [Y/n]: `; then the
	// root dn over `dc=example,dc=org [Y/n]: `; answered, `Setup is now
	// going to set up the 389 Directory Server.` and its lines coming
	// every two seconds (at work, no question).
	adminPw := []step{wait("Administrator password [")}
	confirmPw := then(adminPw, hidden("", "Confirm Administrator password:"))
	managerPw := then(confirmPw, hidden("", "Directory Manager password ["))
	user := then(managerPw, hidden("", "Confirm Directory Manager password:"), hidden("", "User [dirsrv]:"))
	domain := then(user, typed("", "Group [dirsrv]:"), typed("", "example.org [Y/n]:"))
	rootDn := then(domain, typed("", "dc=example,dc=org [Y/n]:"))
	configuring := then(rootDn, typed("", "Creating directory server"))

	// netmaker-like (nm-quick.sh): a rule, `Would you like to use your
	// own domain for netmaker, or an auto-generated domain?`, a line on
	// the DNS record, a rule, then bash select's `1) Auto Generated
	// (nm.203-0-113-10.nip.io)`, `2) Custom Domain (e.x:
	// netmaker.example.com)` and `#? `; 2, `Enter Custom Domain (make
	// sure  *.(your domain) points to 203.0.113.10 first): ` (at first and
	// with nm.example.com typed, not entered); entered, the three
	// subdomains over `Is this correct? [y/n]: ` (no default); y, a line
	// on certificates over `Enter Email for Certificates: `; entered,
	// `Starting containers...` and docker compose's lines coming every
	// second and a half (at work, no question).
	menu := []step{wait("#?")}
	custom := then(menu, typed("2", "Enter Custom Domain"))
	correct := then(custom, typed("nm.example.com", "Is this correct? [y/n]:"))
	email := then(correct, typed("y", "Enter Email for Certificates:"))
	starting := then(email, typed("alice@example.com", "Container netmaker  Creating"))

	// foreman-like (foreman-installer -i, kafo's interactive mode):
	// `Welcome to the Foreman installer!` bold, a paragraph, then `Ready
	// to start? (y/n)` with the cursor on the row below it (no default);
	// y, `Main Config Menu` bold over thirteen numbered entries (ten
	// `Configure` a module behind a green [✓] or red [✗], `Display
	// current config`, `Save and run`, `Cancel run without Saving`) and
	// `Choose an option from the menu... ` (at first and with 1 typed,
	// not entered); 1, `Module foreman configuration` over ten numbered
	// entries (`Set foreman_url, current value: "https://…"` …, `Back to
	// main menu`) and the same line; 2, `Enter new value for foreman_url`
	// with the cursor on the row below it (no default shown there); from
	// the main menu 12, `Preparing installation Done` and a yellow
	// resource over a progress bar and its percentage redrawn twice a
	// second (at work, no question).
	ready := []step{wait("Ready to start? (y/n)")}
	mainMenu := then(ready, typed("y", "Choose an option from the menu..."))
	module := then(mainMenu, typed("1", "Back to main menu"))
	newValue := then(module, typed("2", "Enter new value for foreman_url"))
	installing := then(mainMenu, typed("12", "Preparing installation Done"))
	menuOpts := []string{"1|[✓] Configure foreman", "2|[✓] Configure foreman_cli", "3|[✗] Configure foreman_compute_ec2",
		"4|[✗] Configure foreman_compute_libvirt", "5|[✗] Configure foreman_plugin_ansible",
		"6|[✗] Configure foreman_plugin_remote_execution", "7|[✗] Configure foreman_plugin_tasks",
		"8|[✓] Configure foreman_proxy", "9|[✗] Configure foreman_proxy_plugin_ansible", "10|[✓] Configure puppet",
		"11|Display current config", "12|Save and run", "13|Cancel run without Saving"}
	moduleOpts := []string{"1|Enable/disable foreman module, current value: true",
		`2|Set foreman_url, current value: "https://foreman.example.com"`,
		`3|Set servername, current value: "foreman.example.com"`, "4|Set unattended, current value: true",
		"5|Set apache, current value: true", "6|Set passenger, current value: false",
		`7|Set initial_admin_username, current value: "admin"`, "8|Set initial_admin_password, current value: UNDEF",
		"9|Configure Advanced parameters", "10|Back to main menu"}
	const chooseQ = "Choose an option from the menu..."

	// modoboa-like (modoboa-installer's run.py): `Welcome to Modoboa
	// installer!` green, a yellow `Warning:` over the DNS records to
	// make, the components to install, then `Do you confirm? (Y/n) `
	// (at first and with y typed, not entered); entered, a line saying
	// the process can be long, `Starting...` and `Installing …` lines
	// coming every three seconds (at work, no question).
	confirm := []step{wait("Do you confirm? (Y/n)")}
	const confirmQ = "Do you confirm?"

	return []corpusCase{
		needs(ask("kolab-like", "kolab-like", kolab, want(modes.Password, "Administrator password", "wK7pQ2mZr9XvTe4L"),
			then(adminPw, settle)...), py),
		needs(ask("kolab-like-confirm", "kolab-like", kolab, want(modes.Password, "Confirm Administrator password:", ""),
			then(confirmPw, settle)...), py),
		needs(ask("kolab-like-manager", "kolab-like", kolab, want(modes.Password, "Directory Manager password", "Hq3Tn8yVb2LsRc6D"),
			then(managerPw, settle)...), py),
		needs(ask("kolab-like-user", "kolab-like", kolab, want(modes.Text, "User", "dirsrv"), then(user, settle)...), py),
		needs(ask("kolab-like-domain", "kolab-like", kolab, yesNo("example.org", "yes"), then(domain, settle)...), py),
		needs(ask("kolab-like-root-dn", "kolab-like", kolab, yesNo("dc=example,dc=org", "yes"), then(rootDn, settle)...), py),
		needs(running("kolab-like-configuring", "kolab-like", kolab, then(configuring, settle)...), py),

		needs(ask("netmaker-like", "netmaker-like", netmaker,
			want(modes.Choice, "Would you like to use your own domain for netmaker, or an auto-generated domain?", "",
				"1|Auto Generated (nm.203-0-113-10.nip.io)", "2|Custom Domain (e.x: netmaker.example.com)"),
			then(menu, settle)...), py),
		needs(ask("netmaker-like-custom", "netmaker-like", netmaker,
			want(modes.Text, "Enter Custom Domain (make sure  *.(your domain) points to 203.0.113.10 first):", ""),
			then(custom, settle)...), py),
		needs(ask("netmaker-like-custom-typed", "netmaker-like", netmaker,
			want(modes.Text, "Enter Custom Domain (make sure  *.(your domain) points to 203.0.113.10 first):", ""),
			then(custom, settle, step{text: "nm.example.com"}, settle)...), py),
		needs(ask("netmaker-like-correct", "netmaker-like", netmaker, yesNo("Is this correct?", ""), then(correct, settle)...), py),
		needs(ask("netmaker-like-email", "netmaker-like", netmaker, want(modes.Text, "Enter Email for Certificates:", ""),
			then(email, settle)...), py),
		needs(running("netmaker-like-starting", "netmaker-like", netmaker, then(starting, settle)...), py),

		needs(ask("foreman-like", "foreman-like", foreman, yesNo("Ready to start?", ""), then(ready, settle)...), py),
		needs(ask("foreman-like-menu", "foreman-like", foreman, want(modes.Choice, chooseQ, "", menuOpts...),
			then(mainMenu, settle)...), py),
		needs(ask("foreman-like-menu-typed", "foreman-like", foreman, want(modes.Choice, chooseQ, "", menuOpts...),
			then(mainMenu, settle, step{text: "1"}, settle)...), py),
		needs(ask("foreman-like-module", "foreman-like", foreman, want(modes.Choice, chooseQ, "", moduleOpts...),
			then(module, settle)...), py),
		needs(ask("foreman-like-new-value", "foreman-like", foreman, want(modes.Text, "Enter new value for foreman_url", ""),
			then(newValue, settle)...), py),
		needs(running("foreman-like-installing", "foreman-like", foreman, then(installing, settle)...), py),

		needs(ask("modoboa-like", "modoboa-like", modoboa, yesNo(confirmQ, "yes"), then(confirm, settle)...), py),
		needs(ask("modoboa-like-typed", "modoboa-like", modoboa, yesNo(confirmQ, "yes"),
			then(confirm, settle, step{text: "y"}, settle)...), py),
		needs(running("modoboa-like-installing", "modoboa-like", modoboa,
			then(confirm, typed("", "Installing packages"), settle)...), py),
	}
}

// TestModesThreehundredeleventh drives the threehundredeleventh set live
// to the labelled moment and, with -update, stores its screens, labels
// and facts for modes' TestSetsAccuracy/threehundredeleventh. Whether
// the classifier reads them right is that test's measure, not a failure
// here.
func TestModesThreehundredeleventh(t *testing.T) {
	captureSet(t, threehundredeleventhDir, threehundredeleventhSet())
}
