package session

import (
	"testing"

	"github.com/agentty/agentty/modes"
)

// hundredeighthDir holds the hundredeighth set (issue 44, hundred-and-eighth
// round): live cases of real Debian programs that no other test, table,
// fixture or doc of agentty names, made to measure the classifier once as
// it was on REPLs, line questions and password prompts nobody here had
// looked at: SoftEther's vpncmd (its numbered menu, its text questions
// and its VPN Tools shell), passwordmaker-cli's master password,
// otpclient-cli's database path and password, CLC-INTERCAL's intercalc
// and the SISC Scheme REPL. Each case's label (mode, state, prompt kind,
// question, default, options) was written from what the program prints,
// seen by running it by hand in tmux outside agentty, and committed before
// its screen was captured.
const hundredeighthDir = "../testdata/modes-hundredeighth"

// hundredeighthSet is the hundredeighth set. Labels say what a person
// reads on the screen; "…" in a question or default stands for any text.
func hundredeighthSet() []corpusCase {
	is, ask, needs, wait, settle := isCase, askCase, needing, waitFor, settled
	typed := func(s, expect string) step { return step{text: s, enter: true, expect: expect, timeout: setSlow} }
	vpncmd := unseenHome(notes, "vpncmd")
	passwordmaker := unseenHome(notes, "passwordmaker")
	otpclient := unseenHome(notes, "otpclient-cli", "list")
	intercalc := unseenHome(notes, "intercalc")
	sisc := unseenHome(notes, "sisc")
	const (
		menu  = "Select 1, 2 or 3:"
		host  = "Hostname of IP Address of Destination:"
		tools = "VPN Tools>"
	)
	vpnMenu := []string{"1|Management of VPN Server or VPN Bridge", "2|Management of VPN Client",
		"3|Use of VPN Tools (certificate creation and Network Traffic Speed Test Tool)"}
	return []corpusCase{
		// vpncmd's first screen: its banner over a numbered list of what
		// it manages and `Select 1, 2 or 3: `; then, after 1 (a server)
		// or 2 (a client), the destination's host asked on a line under a
		// paragraph saying that Enter alone means localhost.
		needs(ask("vpncmd", "vpncmd", vpncmd, want(modes.Select, menu, "", vpnMenu...), wait(menu)), "vpncmd"),
		needs(ask("vpncmd-server-host", "vpncmd", vpncmd, want(modes.Text, host, ""), wait(menu), typed("1", host)), "vpncmd"),
		needs(ask("vpncmd-client-host", "vpncmd", vpncmd, want(modes.Text, host, ""), wait(menu), typed("2", host)), "vpncmd"),

		// vpncmd's VPN Tools, a command shell (`VPN Tools>`), at its
		// first prompt and after `About` (its banner again, then `The
		// command completed successfully.`); MakeCert's questions on a
		// line, the certificate's name and then its organization.
		needs(is(modes.REPL, "vpncmd-tools", "vpncmd", vpncmd, wait(menu), typed("3", tools), settle), "vpncmd"),
		needs(is(modes.REPL, "vpncmd-tools-after-command", "vpncmd", vpncmd, wait(menu), typed("3", tools),
			typed("About", "completed successfully"), settle), "vpncmd"),
		needs(ask("vpncmd-makecert", "vpncmd", vpncmd, want(modes.Text, "Name of Certificate to Create (CN):", ""),
			wait(menu), typed("3", tools), typed("MakeCert", "(CN):")), "vpncmd"),
		needs(ask("vpncmd-makecert-organization", "vpncmd", vpncmd, want(modes.Text, "Organization of Certificate to Create (O):", ""),
			wait(menu), typed("3", tools), typed("MakeCert", "(CN):"), typed("relay", "(O):")), "vpncmd"),

		// Passwords asked with echo off: passwordmaker's master password,
		// otpclient-cli's database password (after its path, a text
		// question on a line).
		needs(ask("passwordmaker", "passwordmaker", passwordmaker, want(modes.Password, "Master Password:", ""), wait("Master Password:")), "passwordmaker"),
		needs(ask("otpclient-cli", "otpclient-cli", otpclient, want(modes.Text, "Type the absolute path to the database:", ""),
			wait("path to the database")), "otpclient-cli"),
		needs(ask("otpclient-cli-password", "otpclient-cli", otpclient, want(modes.Password, "Type the DB decryption password:", ""),
			wait("path to the database"), typed("/etc/hostname", "decryption password")), "otpclient-cli"),

		// REPLs, at their first prompt and after a statement: intercalc
		// (`INTERCALC> ` under its compiler's loading lines), SISC's
		// Scheme (`#;> ` under its version).
		needs(is(modes.REPL, "intercalc", "intercalc", intercalc, wait("INTERCALC>"), settle), "intercalc"),
		needs(is(modes.REPL, "intercalc-after-command", "intercalc", intercalc, wait("INTERCALC>"), typed("DO .1 <- #42", "OK"), settle), "intercalc"),
		needs(is(modes.REPL, "sisc", "sisc", sisc, wait("#;>"), settle), "sisc"),
		needs(is(modes.REPL, "sisc-after-command", "sisc", sisc, wait("#;>"), typed("(+ 6 36)", "42"), settle), "sisc"),
	}
}

// TestModesHundredeighth drives the hundredeighth set live to the labelled
// moment and, with -update, stores its screens, labels and facts for
// modes' TestSetsAccuracy/hundredeighth. Whether the classifier reads
// them right is that test's measure, not a failure here.
func TestModesHundredeighth(t *testing.T) { captureSet(t, hundredeighthDir, hundredeighthSet()) }
