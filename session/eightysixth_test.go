package session

import (
	"testing"

	"github.com/agentty/agentty/modes"
)

// eightysixthDir holds the eightysixth set (issue 44, eighty-sixth
// round): live cases of small programs, each drawing what a real tool
// that cannot run here draws at one of its interactive moments (its
// words, layout, colours, reverse video, cursor, screen and echo), named
// after that tool with "-like", of tools that no other test, table,
// fixture or doc of agentty names, to measure the classifier once as it
// was on programs nobody here had looked at. Each case's label (mode,
// state, prompt kind, question, default, options and the highlighted
// one) was written from what the real tool is known to draw (its
// documentation, source and published screens, and the fixture run by
// hand outside agentty) and committed before its screen was captured.
const eightysixthDir = "../testdata/modes-eightysixth"

// eightysixthLike runs one of the eightysixth set's programs, all in its
// Python script.
func eightysixthLike(name string, args ...string) opener {
	return setFixtures("eightysixth").script(pythonPath, "py/eightysixth_demo.py", append([]string{name}, args...)...)
}

// eightysixthSet is the eightysixth set. Labels say what a person reads
// on the screen; "…" in a question or default stands for any text.
func eightysixthSet() []corpusCase {
	is, ask, needs, wait, settle := isCase, askCase, needing, waitFor, settled
	py := pythonPath
	typed := func(s, expect string) step { return step{text: s, enter: true, expect: expect, timeout: setSlow} }
	enter := func(expect string) step { return step{enter: true, expect: expect, timeout: setSlow} }
	down := step{keys: "<down>"}
	like := eightysixthLike
	const instance, method = "What GitLab instance do you want to log into?", "How would you like to log in?"
	const selfManaged = "GitLab Self-managed or GitLab Dedicated instance"
	return []corpusCase{
		// REPLs at their first prompt, after a command and on a
		// continuation line: Leiningen's `lein repl` (REPL-y's banner,
		// `user=>`, `  #_=>`), Microsoft's sqlcmd (`1>` counting the
		// lines of a batch run by GO), Crystal's icr, CockroachDB's
		// `cockroach sql` (its `#` banner, `->` continuing a statement).
		needs(is(modes.REPL, "lein-like", "lein-like", like("lein-like"), wait("user=>")), py),
		needs(is(modes.REPL, "lein-like-after-command", "lein-like", like("lein-like"), wait("user=>"), typed("(* 6 7)", "42"), settle), py),
		needs(is(modes.REPL, "lein-like-continuation", "lein-like", like("lein-like"), wait("user=>"), typed("(defn f [x]", "#_=>"), settle), py),
		needs(is(modes.REPL, "sqlcmd-like", "sqlcmd-like", like("sqlcmd-like"), wait("1>")), py),
		needs(is(modes.REPL, "sqlcmd-like-continuation", "sqlcmd-like", like("sqlcmd-like"), wait("1>"), typed("SELECT 6*7 AS answer", "2>"), settle), py),
		needs(is(modes.REPL, "sqlcmd-like-after-command", "sqlcmd-like", like("sqlcmd-like"), wait("1>"), typed("SELECT 6*7 AS answer", "2>"),
			typed("GO", "rows affected"), settle), py),
		needs(is(modes.REPL, "icr-like", "icr-like", like("icr-like"), wait("icr(1.10.1) >")), py),
		needs(is(modes.REPL, "icr-like-after-command", "icr-like", like("icr-like"), wait("icr(1.10.1) >"), typed("6*7", "=> 42"), settle), py),
		needs(is(modes.REPL, "cockroach-like", "cockroach-like", like("cockroach-like"), wait("defaultdb>")), py),
		needs(is(modes.REPL, "cockroach-like-after-command", "cockroach-like", like("cockroach-like"), wait("defaultdb>"), typed("SELECT 6*7;", "Time:"), settle), py),
		needs(is(modes.REPL, "cockroach-like-continuation", "cockroach-like", like("cockroach-like"), wait("defaultdb>"), typed("SELECT 6*7", "->"), settle), py),

		// A password asked with echo off: sqlcmd's with -U.
		needs(ask("sqlcmd-like-password", "sqlcmd-like", like("sqlcmd-like", "-U", "sa"), want(modes.Password, "Password:", ""), wait("Password:")), py),

		// GitLab's `glab auth login`, survey's questions in raw mode: the
		// instance to log into (also moved), a self-managed instance's
		// hostname and then its API hostname with the default in
		// brackets, the way to log in, the token (echo off, "*" per
		// key), the Git protocol, the Git credentials confirm (Y/n).
		needs(ask("glab-like", "glab-like", like("glab-like"), want(modes.Select, instance, "", ">gitlab.com", selfManaged), wait("Dedicated instance")), py),
		needs(ask("glab-like-moved", "glab-like", like("glab-like"), want(modes.Select, instance, "", "gitlab.com", ">"+selfManaged),
			wait("Dedicated instance"), down, settle), py),
		needs(ask("glab-like-hostname", "glab-like", like("glab-like"), want(modes.Text, "GitLab hostname:", ""),
			wait("Dedicated instance"), down, settle, enter("GitLab hostname:")), py),
		needs(ask("glab-like-api-hostname", "glab-like", like("glab-like"), want(modes.Text, "API hostname:", "gitlab.relay.example"),
			wait("Dedicated instance"), down, settle, enter("GitLab hostname:"), typed("gitlab.relay.example", "API hostname:")), py),
		needs(ask("glab-like-method", "glab-like", like("glab-like"), want(modes.Select, method, "", ">Token", "Web"),
			wait("Dedicated instance"), enter("log in?")), py),
		needs(ask("glab-like-token", "glab-like", like("glab-like"), want(modes.Password, "Paste your authentication token:", ""),
			wait("Dedicated instance"), enter("log in?"), enter("authentication token:")), py),
		needs(ask("glab-like-protocol", "glab-like", like("glab-like"), want(modes.Select, "Choose default Git protocol:", "", ">SSH", "HTTPS", "HTTP"),
			wait("Dedicated instance"), enter("log in?"), enter("authentication token:"), typed("glpat-relay", "HTTPS")), py),
		needs(ask("glab-like-credentials", "glab-like", like("glab-like"), yesNo("Authenticate Git with your GitLab credentials?", "yes"),
			wait("Dedicated instance"), enter("log in?"), enter("authentication token:"), typed("glpat-relay", "HTTPS"), enter("(Y/n)")), py),

		// VMware Workstation's bundle installer run with --console: the
		// licence asked to be read (Enter), agreed to [yes/no], then its
		// first setting, a yes/no with its default in brackets.
		needs(ask("vmware-installer-like", "vmware-installer-like", like("vmware-installer-like"), pressEnter("…Press Enter to proceed."), wait("Press Enter to proceed")), py),
		needs(ask("vmware-installer-like-agree", "vmware-installer-like", like("vmware-installer-like"), yesNo("Do you agree?", ""),
			wait("Press Enter to proceed"), enter("Do you agree?")), py),
		needs(ask("vmware-installer-like-updates", "vmware-installer-like", like("vmware-installer-like"), yesNo("Would you like to check for product updates on startup?", "yes"),
			wait("Press Enter to proceed"), enter("Do you agree?"), typed("yes", "product updates")), py),

		// nvidia-installer's ncurses question on a blue screen: a box of
		// its question, No lit by default (also moved to Yes).
		needs(ask("nvidia-installer-like", "nvidia-installer-like", like("nvidia-installer-like"),
			want(modes.Confirm, "Would you like to run the nvidia-xconfig utility…", "", "Yes", ">No"), wait("backed up")), py),
		needs(ask("nvidia-installer-like-moved", "nvidia-installer-like", like("nvidia-installer-like"),
			want(modes.Confirm, "Would you like to run the nvidia-xconfig utility…", "", ">Yes", "No"), wait("backed up"), step{keys: "<left>"}, settle), py),
	}
}

// TestModesEightysixth drives the eightysixth set live to the labelled
// moment and, with -update, stores its screens, labels and facts for
// modes' TestSetsAccuracy/eightysixth. Whether the classifier reads them
// right is that test's measure, not a failure here.
func TestModesEightysixth(t *testing.T) { captureSet(t, eightysixthDir, eightysixthSet()) }
