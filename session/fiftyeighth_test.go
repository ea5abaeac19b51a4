package session

import (
	"testing"

	"github.com/agentty/agentty/modes"
)

// fiftyeighthDir holds the fiftyeighth set (issue 44, fifty-eighth
// round): live cases of Debian's integrity checker and VPN daemon that no
// other test, table, fixture or doc of agentty names, to measure the
// classifier once as it was on programs nobody here had looked at. Each
// case's label (mode, state, prompt kind, question, default) was written
// from what the program is known to draw (its documentation, and the
// program run by hand outside agentty) and committed before its screen
// was captured.
const fiftyeighthDir = "../testdata/modes-fiftyeighth"

// The fiftyeighth set's preparations: a tripwire site key made with its
// passphrase given on the command line and a configuration's text naming
// it; a configuration directory for tinc.
const (
	fiftyeighthSiteKey = `twadmin --generate-keys -S site.key -Q hunter22 > /dev/null && sed "s|/etc/tripwire/site.key|$PWD/site.key|" /etc/tripwire/twcfg.txt > twcfg.txt`
	fiftyeighthTinc    = `mkdir tc`
)

// fiftyeighthSet is the fiftyeighth set. Labels say what a person reads
// on the screen; "…" in a question or default stands for any text.
func fiftyeighthSet() []corpusCase {
	ask, needs, wait := askCase, needing, waitFor
	typed := func(s, expect string) step { return step{text: s, enter: true, expect: expect, timeout: setSlow} }
	siteKey := unseenHome(notes, "twadmin", "--generate-keys", "-S", "site.key")
	localKey := unseenHome(notes, "twadmin", "--generate-keys", "-L", "local.key")
	cfgFile := unseenHome(shPrep(fiftyeighthSiteKey), "twadmin", "--create-cfgfile", "-c", "tw.cfg", "-S", "site.key", "twcfg.txt")
	tinc := unseenHome(shPrep(fiftyeighthTinc), "tincd", "-c", "{dir}/tc", "-K")
	return []corpusCase{
		// Integrity: tripwire's twadmin making a site key and a local
		// key (each passphrase asked, then asked again to verify it), and
		// signing a configuration with the site key's passphrase.
		needs(ask("twadmin-site-key", "tripwire", siteKey, want(modes.Password, "Enter the site keyfile passphrase:", ""), wait("site keyfile passphrase")), "twadmin"),
		needs(ask("twadmin-site-key-verify", "tripwire", siteKey, want(modes.Password, "Verify the site keyfile passphrase:", ""),
			wait("site keyfile passphrase"), typed("hunter22", "Verify")), "twadmin"),
		needs(ask("twadmin-local-key", "tripwire", localKey, want(modes.Password, "Enter the local keyfile passphrase:", ""), wait("local keyfile passphrase")), "twadmin"),
		needs(ask("twadmin-local-key-verify", "tripwire", localKey, want(modes.Password, "Verify the local keyfile passphrase:", ""),
			wait("local keyfile passphrase"), typed("hunter22", "Verify")), "twadmin"),
		needs(ask("twadmin-cfgfile", "tripwire", cfgFile, want(modes.Password, "Please enter your site passphrase:", ""), wait("site passphrase")), "twadmin"),

		// VPN: tinc's daemon making its RSA key pair, asking where to
		// save the private key (a path offered in brackets), then, once
		// Enter takes it, the public key.
		needs(ask("tincd-private-key", "tinc", tinc, want(modes.Text, "Please enter a file to save private RSA key to:", "…"), wait("private RSA key")), "tincd"),
		needs(ask("tincd-public-key", "tinc", tinc, want(modes.Text, "Please enter a file to save public RSA key to:", "…"),
			wait("private RSA key"), typed("", "public RSA key")), "tincd"),
	}
}

// TestModesFiftyeighth drives the fiftyeighth set live to the labelled
// moment and, with -update, stores its screens, labels and facts for
// modes' TestSetsAccuracy/fiftyeighth. Whether the classifier reads them
// right is that test's measure, not a failure here.
func TestModesFiftyeighth(t *testing.T) { captureSet(t, fiftyeighthDir, fiftyeighthSet()) }
