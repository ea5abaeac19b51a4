package session

import (
	"testing"

	"github.com/agentty/agentty/modes"
)

// hundredtwentythirdDir holds the hundredtwentythird set (issue 44,
// hundred-and-twenty-third round): live cases of command-line tools'
// questions imitated by a fixture of its own (version control, package
// managers, cloud and Kubernetes tools, a backup console, a mail sender),
// each printing, on the main screen and a line at a time, what a tool that
// cannot run here prints at one of its moments (its words, layout,
// defaults and terminal modes, from its documentation, source and
// published transcripts), none of them named by any other test, table,
// fixture or doc of agentty. Each case's label was written from what the
// imitated tool means to a person and committed before its screen was
// captured.
const hundredtwentythirdDir = "../testdata/modes-hundredtwentythird"

// hundredtwentythirdScript runs the set's Python script, with Debian's
// python3.
var hundredtwentythirdScript = setFixtures("hundredtwentythird").script

// hundredtwentythirdSet is the hundredtwentythird set. Labels say what a
// person reads on the screen; "…" in a question or default stands for any
// text.
func hundredtwentythirdSet() []corpusCase {
	is, ask, needs, wait, settle := isCase, askCase, needing, waitFor, settled
	py := pythonPath
	typed := func(s, expect string) step { return step{text: s, enter: true, expect: expect, timeout: setSlow} }
	like := func(args ...string) opener {
		return hundredtwentythirdScript(py, "py/hundredtwentythird_demo.py", args...)
	}
	sapling := like("sapling")
	monotone := like("monotone")
	opkg := like("opkg")
	pipenv := like("pipenv")
	mamba := like("mamba")
	cabal := like("cabal")
	kubeadm := like("kubeadm")
	velero := like("velero")
	rancher := like("rancher")
	juju := like("juju")
	jujuDestroy := like("juju-destroy")
	openstack := like("openstack")
	amrecover := like("amrecover")
	msmtp := like("msmtp")
	const ynesfdaq = "[Ynesfdaq?]"
	record := []string{"y|y", "n|n", "e|e", "s|s", "f|f", "d|d", "a|a", "q|q", "?|?"}
	specs := []string{"1|1.24  (legacy)", "2|2.0   (+ support for Backpack, internal sub-libs, '^>=' operator)",
		"3|2.2   (+ support for 'common', 'elif', redundant commas, SPDX)", "4|2.4   (+ support for '**' globbing)",
		"5|3.0   (+ set notation for ==, common stanzas in ifs, more redundant commas, better pkgconfig-depends)",
		"6|3.4   (~ remove-spec-version warnings, more flexible default-language)"}
	clouds := []string{"lxd", "maas", "manual", "openstack", "vsphere"}
	return []corpusCase{
		// A version-control tool's letters: sapling's `sl commit -i` with
		// its text interface, `[Ynesfdaq?]` under the file's question and,
		// after `y`, under its hunk's.
		needs(ask("sapling-like", "sapling-like", sapling, want(modes.Choice, "examine changes to 'notes.txt'?", "y", record...), wait(ynesfdaq)), py),
		needs(ask("sapling-like-hunk", "sapling-like", sapling, want(modes.Choice, "record change 1/2 to 'notes.txt'?", "y", record...),
			wait(ynesfdaq), typed("y", "record change")), py),

		// Passphrases and a password with echo off: monotone's `mtn
		// genkey` (asked, then confirmed) and msmtp's SMTP password.
		needs(ask("monotone-like", "monotone-like", monotone, want(modes.Password, "enter passphrase for key ID [ada@example.com]:", ""), wait("enter passphrase")), py),
		needs(ask("monotone-like-confirm", "monotone-like", monotone, want(modes.Password, "confirm passphrase for key ID [ada@example.com]:", ""),
			wait("enter passphrase"), typed("correct horse", "confirm passphrase")), py),
		needs(ask("msmtp-like", "msmtp-like", msmtp, want(modes.Password, "password for ada at smtp.example.com:", ""), wait("password for")), py),

		// A package manager's choice of letters: opkg's changed
		// configuration file, its letters explained above
		// `(Y/I/N/O/D) [default=N] ?`.
		needs(ask("opkg-like", "opkg-like", opkg, want(modes.Choice, "What would you like to do about it ?", "N",
			"Y|install the package maintainer's version", "I|install the package maintainer's version",
			"N|keep your currently-installed version", "O|keep your currently-installed version",
			"D|show the differences between the versions (if diff is installed)"), wait("[default=N]")), py),

		// Confirms in several notations: pipenv's `[Y/n]:`, mamba's
		// `Confirm changes: [Y/n]` under its transaction, kubeadm
		// reset's `[y/N]:`, velero uninstall's `(Y/N)?` and juju
		// destroy-model's `Continue [y/N]?`.
		needs(ask("pipenv-like", "pipenv-like", pipenv, yesNo("Remove existing virtualenv?", "yes"), wait("[Y/n]")), py),
		needs(ask("mamba-like", "mamba-like", mamba, yesNo("Confirm changes", "yes"), wait("Confirm changes")), py),
		needs(ask("kubeadm-like", "kubeadm-like", kubeadm, yesNo("Are you sure you want to proceed?", "no"), wait("[y/N]")), py),
		needs(ask("velero-like", "velero-like", velero, yesNo("Are you sure you want to continue", ""), wait("(Y/N)?")), py),
		needs(ask("juju-like-destroy", "juju-like", jujuDestroy, yesNo("Continue", "no"), wait("Continue [y/N]?")), py),

		// Numbered menus on their rows and text fields with defaults:
		// cabal init's Cabal specification (`* 5)` marking the default,
		// `Your choice? [default: 3.0]`), then its package name and
		// version (`[default: …]`); rancher login's projects in a
		// numbered table over `Select a Project:`.
		needs(ask("cabal-like", "cabal-like", cabal, want(modes.Select, "Please choose version of the Cabal specification to use:", "3.0", specs...),
			wait("Your choice?")), py),
		needs(ask("cabal-like-name", "cabal-like", cabal, want(modes.Text, "Package name?", "relay"),
			wait("Your choice?"), step{enter: true, expect: "Package name?", timeout: setSlow}), py),
		needs(ask("cabal-like-version", "cabal-like", cabal, want(modes.Text, "Package version?", "0.1.0.0"),
			wait("Your choice?"), step{enter: true, expect: "Package name?", timeout: setSlow}, step{enter: true, expect: "Package version?", timeout: setSlow}), py),
		needs(ask("rancher-like", "rancher-like", rancher, want(modes.Select, "Select a Project:", "", "1|System", "2|Default", "3|Default"), wait("Select a Project:")), py),

		// A cloud's types listed by name over `Select cloud type:` (juju
		// add-cloud), and, after `manual`, its name asked with no default.
		needs(ask("juju-like", "juju-like", juju, want(modes.Select, "Select cloud type:", "", clouds...), wait("Select cloud type:")), py),
		needs(ask("juju-like-name", "juju-like", juju, want(modes.Text, "Enter a name for your manual cloud:", ""),
			wait("Select cloud type:"), typed("manual", "Enter a name")), py),

		// Two consoles, through readline: openstack's `(openstack) `
		// with no command given, at first and after `server list`;
		// Amanda's amrecover `amrecover> ` under its index server's
		// replies, at first and after `listdisk`.
		needs(is(modes.REPL, "openstack-like", "openstack-like", openstack, wait("(openstack)")), py),
		needs(is(modes.REPL, "openstack-like-after-command", "openstack-like", openstack, wait("(openstack)"), typed("server list", "m1.small"), settle), py),
		needs(is(modes.REPL, "amrecover-like", "amrecover-like", amrecover, wait("amrecover>")), py),
		needs(is(modes.REPL, "amrecover-like-after-command", "amrecover-like", amrecover, wait("amrecover>"), typed("listdisk", "201- /home"), settle), py),
	}
}

// TestModesHundredtwentythird drives the hundredtwentythird set live to
// the labelled moment and, with -update, stores its screens, labels and
// facts for modes' TestSetsAccuracy/hundredtwentythird. Whether the
// classifier reads them right is that test's measure, not a failure here.
func TestModesHundredtwentythird(t *testing.T) {
	captureSet(t, hundredtwentythirdDir, hundredtwentythirdSet())
}
