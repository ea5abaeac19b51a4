package session

import (
	"testing"

	"github.com/agentty/agentty/modes"
)

// twentyseventhDir holds the twentyseventh set (issue 44, twentyseventh
// round): live cases of REPLs, line questions and password prompts of
// Debian programs that no other test, table, fixture or doc of agentty
// names, made to measure the classifier once as it was on programs nobody
// here had looked at. Each case's label (mode, state, prompt kind,
// question, default) was written from what the program is known to draw
// (its documentation and source, and the program run by hand in tmux
// outside agentty) and committed before its screen was captured.
const twentyseventhDir = "../testdata/modes-twentyseventh"

// The twentyseventh set's preparations: an OpenVPN client's config that
// asks for its user and password, a fetchmail run control with no
// password, two files for rpl to change.
const (
	twentyseventhVPN   = `printf 'client\ndev tun\nremote 127.0.0.1 1194 udp\nauth-user-pass\nnobind\nca /etc/ssl/certs/ca-certificates.crt\n' > relay.ovpn`
	twentyseventhMail  = `printf 'poll mail.example.org protocol imap user "alice"\n' > fetchmailrc && chmod 600 fetchmailrc`
	twentyseventhFiles = `printf 'mirror mirror-fra\n' > a.conf && printf 'mirror mirror-fra\n' > b.conf`
)

// twentyseventhSet is the twentyseventh set. Labels say what a person
// reads on the screen; "…" in a question or default stands for any text.
func twentyseventhSet() []corpusCase {
	is, ask, needs, wait, settle := isCase, askCase, needing, waitFor, settled
	typed := func(s, expect string) step { return step{text: s, enter: true, expect: expect, timeout: setSlow} }
	enter := func(expect string) step { return step{enter: true, expect: expect, timeout: setSlow} }
	gjs := unseenHome(notes, "gjs")
	atftp := unseenHome(notes, "atftp")
	scanmem := unseenHome(notes, "scanmem")
	s3cmd := unseenHome(notes, "s3cmd", "--configure")
	rpl := unseenHome(shPrep(twentyseventhFiles), "rpl", "-p", "mirror-fra", "mirror-ord", "a.conf", "b.conf")
	lchfn := rootCase(unseenHome(notes, "lchfn", "root"))
	lchsh := rootCase(unseenHome(notes, "lchsh", "root"))
	lpasswd := rootCase(unseenHome(notes, "lpasswd", "root"))
	openvpn := rootCase(unseenHome(shPrep(twentyseventhVPN), "openvpn", "--config", "relay.ovpn"))
	swaks := unseenHome(notes, "swaks", "--auth", "--to", "ann@example.org", "--server", "127.0.0.1:2")
	fetchmail := unseenHome(shPrep(twentyseventhMail), "fetchmail", "-f", "fetchmailrc")
	tsql := unseenHome(notes, "tsql", "-H", "127.0.0.1", "-p", "1433", "-U", "sa")
	fisql := unseenHome(notes, "fisql", "-S", "relay", "-U", "sa")
	ipmitool := unseenHome(notes, "ipmitool", "-I", "lanplus", "-H", "127.0.0.1", "-U", "admin", "-a", "chassis", "status")
	// s3cmd's questions after the keys, each taken at its default, up to
	// its question whether to test the access.
	s3Defaults := []step{enter("S3 Endpoint"), enter("DNS-style"), enter("Encryption password"), enter("Path to GPG program"),
		enter("Use HTTPS protocol"), enter("HTTP Proxy server name"), enter("Test access")}
	s3Test := append([]step{wait("Access Key:"), typed("AKIAEXAMPLE", "Secret Key:"), typed("secretexample", "Default Region")}, s3Defaults...)
	return []corpusCase{
		// REPLs, at their prompt and after a command: GNOME's JavaScript
		// shell gjs (also after an error), the TFTP client atftp, the memory scanner scanmem
		// (after a pid it cannot read, its error and its prompt again).
		needs(is(modes.REPL, "gjs", "gjs", gjs, wait("gjs>")), "gjs"),
		needs(is(modes.REPL, "gjs-after-command", "gjs", gjs, wait("gjs>"), typed("6*7", "42"), settle), "gjs"),
		needs(is(modes.REPL, "gjs-after-error", "gjs", gjs, wait("gjs>"), typed("nosuch", "ReferenceError"), settle), "gjs"),
		needs(is(modes.REPL, "atftp", "atftp", atftp, wait("tftp>")), "atftp"),
		needs(is(modes.REPL, "atftp-after-command", "atftp", atftp, wait("tftp>"), typed("status", "Last command"), settle), "atftp"),
		needs(is(modes.REPL, "scanmem", "scanmem", scanmem, wait("help\" for other commands")), "scanmem"),
		needs(is(modes.REPL, "scanmem-after-error", "scanmem", scanmem, wait("help\" for other commands"), typed("pid 1", "pid may be invalid"), settle), "scanmem"),

		// Questions asked on a line: s3cmd's configuration (its first key,
		// its region with a default, its question whether to test the
		// access, with its secret key between), rpl's question whether to save a file (and the next
		// file's, after a no), libuser's lchfn (a name with a default,
		// then the office) and lchsh (a shell with a default), OpenVPN's
		// and swaks' user names.
		needs(ask("s3cmd-access-key", "s3cmd", s3cmd, want(modes.Text, "Access Key:", ""), wait("Access Key:")), "s3cmd"),
		needs(ask("s3cmd-secret-key", "s3cmd", s3cmd, want(modes.Text, "Secret Key:", ""), wait("Access Key:"), typed("AKIAEXAMPLE", "Secret Key:")), "s3cmd"),
		needs(ask("s3cmd-region", "s3cmd", s3cmd, want(modes.Text, "Default Region:", "US"),
			wait("Access Key:"), typed("AKIAEXAMPLE", "Secret Key:"), typed("secretexample", "Default Region")), "s3cmd"),
		needs(ask("s3cmd-test-access", "s3cmd", s3cmd, yesNo("Test access with supplied credentials?", "y"), s3Test...), "s3cmd"),
		needs(ask("rpl-save", "rpl", rpl, yesNo(`Save "a.conf"?`, "y"), wait("Save")), "rpl"),
		needs(ask("rpl-save-next", "rpl", rpl, yesNo(`Save "b.conf"?`, "y"), wait("Save"), typed("n", `"b.conf"`)), "rpl"),
		needs(ask("lchfn", "lchfn", lchfn, want(modes.Text, "Full Name:", "root"), wait("Full Name")), "lchfn"),
		needs(ask("lchfn-office", "lchfn", lchfn, want(modes.Text, "Office:", ""), wait("Full Name"), typed("Ann Root", "Office")), "lchfn"),
		needs(ask("lchsh", "lchsh", lchsh, want(modes.Text, "New Shell:", "/bin/bash"), wait("New Shell")), "lchsh"),
		needs(ask("openvpn-username", "openvpn", openvpn, want(modes.Text, "Enter Auth Username:", ""), wait("Enter Auth Username")), "openvpn"),
		needs(ask("swaks-username", "swaks", swaks, want(modes.Text, "Username:", ""), wait("Username")), "swaks"),

		// Passwords: libuser's lpasswd (asked and asked again), OpenVPN's
		// and swaks' after the user name, fetchmail's, FreeTDS' tsql's and
		// fisql's, ipmitool's.
		needs(ask("lpasswd", "lpasswd", lpasswd, want(modes.Password, "New password:", ""), wait("New password")), "lpasswd"),
		needs(ask("lpasswd-confirm", "lpasswd", lpasswd, want(modes.Password, "New password (confirm):", ""),
			wait("New password"), step{text: "hunter22", enter: true, secret: true, expect: "confirm", timeout: setSlow}), "lpasswd"),
		needs(ask("openvpn-password", "openvpn", openvpn, want(modes.Password, "Enter Auth Password:", ""),
			wait("Enter Auth Username"), typed("alice", "Enter Auth Password")), "openvpn"),
		needs(ask("swaks-password", "swaks", swaks, want(modes.Password, "Password:", ""), wait("Username"), typed("alice", "Password")), "swaks"),
		needs(ask("fetchmail", "fetchmail", fetchmail, want(modes.Password, "Enter password for alice@mail.example.org:", ""), wait("Enter password")), "fetchmail"),
		needs(ask("tsql", "tsql", tsql, want(modes.Password, "Password:", ""), wait("Password")), "tsql"),
		needs(ask("fisql", "fisql", fisql, want(modes.Password, "Password:", ""), wait("Password")), "fisql"),
		needs(ask("ipmitool", "ipmitool", ipmitool, want(modes.Password, "Password:", ""), wait("Password")), "ipmitool"),
	}
}

// TestModesTwentyseventh drives the twentyseventh set live to the
// labelled moment and, with -update, stores its screens, labels and facts
// for modes' TestSetsAccuracy/twentyseventh. Whether the classifier reads
// them right is that test's measure, not a failure here.
func TestModesTwentyseventh(t *testing.T) { captureSet(t, twentyseventhDir, twentyseventhSet()) }
