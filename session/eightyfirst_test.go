package session

import (
	"testing"

	"github.com/agentty/agentty/modes"
)

// eightyfirstDir holds the eighty-first set (issue 44, eighty-first
// round): live cases of programs written in Go or Rust that no other
// test, table, fixture or doc of agentty names, made after the
// seventy-ninth round, to measure the classifier once as it was on
// programs nobody here had looked at. Each case's label (mode, state,
// prompt kind, question, default, options and the highlighted one) was
// written from what the program is known to draw (its documentation and
// source, and the program run by hand outside agentty) and committed
// before its screen was captured.
const eightyfirstDir = "../testdata/modes-eightyfirst"

// eightyfirstGo runs a program of the eighty-first set's Go module.
var eightyfirstGo = setFixtures("eightyfirst").goProgram

// The eighty-first set's preparations: two git repositories, each with a
// remote, for gitbatch to list.
const eightyfirstRepos = `for r in relay ledger; do git init -q $r && git -C $r -c user.name=relay -c user.email=relay@example.invalid commit -q --allow-empty -m init && git -C $r remote add origin https://example.invalid/$r.git; done`

// eightyfirstSet is the eighty-first set. Labels say what a person reads
// on the screen; "…" in a question or default stands for any text.
func eightyfirstSet() []corpusCase {
	is, ask, needs, wait, settle := isCase, askCase, needing, waitFor, settled
	typed := func(s, expect string) step { return step{text: s, enter: true, expect: expect, timeout: setSlow} }
	down := step{keys: "<down>"}
	packer := unseenHome(notes, "packer", "console")
	packerHCL := unseenHome(notes, "packer", "console", "--config-type=hcl2")
	hcloud := unseenHome(notes, "hcloud", "context", "create", "work")
	skopeo := unseenHome(notes, "skopeo", "login", "registry.example.invalid")
	buildah := rootCase(unseenHome(notes, "buildah", "login", "registry.example.invalid"))
	etcdctl := unseenHome(notes, "etcdctl", "user", "add", "alice")
	bettercap := rootCase(unseenHome(notes, "bettercap", "-iface", "lo"))
	caddy := unseenHome(notes, "caddy", "hash-password")
	uutils := func(args ...string) opener {
		return unseenHome(notes, append([]string{"/usr/bin/coreutils"}, args...)...)
	}
	gitbatch := unseenHome(shPrep(eightyfirstRepos), "gitbatch")
	gpython := eightyfirstGo("gpython-demo")
	return []corpusCase{
		// Pagers: uutils' more, at its top and a page on.
		needs(is(modes.Pager, "uutils-more", "uutils", uutils("more", "long.txt"), wait("--More--")), "/usr/bin/coreutils"),
		needs(is(modes.Pager, "uutils-more-moved", "uutils", uutils("more", "long.txt"), wait("--More--"), step{keys: " "}, settle), "/usr/bin/coreutils"),

		// Full-screen programs: gitbatch's list of repositories (also
		// moved).
		needs(is(modes.TUI, "gitbatch", "gitbatch", gitbatch, wait("relay")), "gitbatch"),
		needs(is(modes.TUI, "gitbatch-moved", "gitbatch", gitbatch, wait("relay"), settle, down, settle), "gitbatch"),

		// REPLs, at their prompt and after a command: packer's console
		// (JSON and HCL2 modes), bettercap's session on the loopback,
		// go-python/gpython's Python console.
		needs(is(modes.REPL, "packer-console", "packer", packer, wait(">")), "packer"),
		needs(is(modes.REPL, "packer-console-after-help", "packer", packer, wait(">"), typed("help", "Control-C"), settle), "packer"),
		needs(is(modes.REPL, "packer-console-hcl2-after-command", "packer", packerHCL, wait(">"), typed("6 * 7", "42"), settle), "packer"),
		needs(is(modes.REPL, "bettercap", "bettercap", bettercap, wait("127.0.0.1"), settle), "bettercap"),
		needs(is(modes.REPL, "gpython", "gpython", gpython, wait(">>>")), goNeeds...),
		needs(is(modes.REPL, "gpython-after-command", "gpython", gpython, wait(">>>"), typed("print(6*7)", "42"), settle), goNeeds...),
		needs(is(modes.REPL, "bettercap-after-help", "bettercap", bettercap, wait("127.0.0.1"), settle, typed("help", "wol"), settle), "bettercap"),

		// Questions asked on a line: the registries' user names of
		// skopeo and buildah; uutils' rm, cp and mv asking before they
		// remove or overwrite.
		needs(ask("skopeo-username", "skopeo", skopeo, want(modes.Text, "Username:", ""), wait("Username")), "skopeo"),
		needs(ask("buildah-username", "buildah", buildah, want(modes.Text, "Username:", ""), wait("Username")), "buildah"),
		needs(ask("uutils-rm-i", "uutils", uutils("rm", "-i", "notes.txt"), yesNo("rm: remove file 'notes.txt'?", ""), wait("remove")), "/usr/bin/coreutils"),
		needs(ask("uutils-cp-i", "uutils", uutils("cp", "-i", "long.txt", "notes.txt"), yesNo("cp: overwrite 'notes.txt'?", ""), wait("overwrite")), "/usr/bin/coreutils"),
		needs(ask("uutils-mv-i", "uutils", uutils("mv", "-i", "long.txt", "notes.txt"), yesNo("mv: overwrite 'notes.txt'?", ""), wait("overwrite")), "/usr/bin/coreutils"),

		// Passwords: the registries' of skopeo and buildah, hcloud's API
		// token (also asked again after a wrong one), etcdctl's new
		// user's (asked and asked again), caddy's hash-password's (asked
		// and confirmed).
		needs(ask("skopeo-password", "skopeo", skopeo, want(modes.Password, "Password:", ""), wait("Username"), typed("alice", "Password")), "skopeo"),
		needs(ask("buildah-password", "buildah", buildah, want(modes.Password, "Password:", ""), wait("Username"), typed("alice", "Password")), "buildah"),
		needs(ask("hcloud-token", "hcloud", hcloud, want(modes.Password, "Token:", ""), wait("Token")), "hcloud"),
		needs(ask("hcloud-token-again", "hcloud", hcloud, want(modes.Password, "Token:", ""), wait("Token"), typed("abc", "invalid"), settle), "hcloud"),
		needs(ask("etcdctl-password", "etcdctl", etcdctl, want(modes.Password, "Password of alice:", ""), wait("Password of alice")), "etcdctl"),
		needs(ask("etcdctl-password-again", "etcdctl", etcdctl, want(modes.Password, "Type password of alice again for confirmation:", ""),
			wait("Password of alice"), typed("hunter22", "confirmation")), "etcdctl"),
		needs(ask("caddy-hash-password", "caddy", caddy, want(modes.Password, "Enter password:", ""), wait("Enter password")), "caddy"),
		needs(ask("caddy-hash-password-again", "caddy", caddy, want(modes.Password, "Confirm password:", ""),
			wait("Enter password"), typed("hunter22", "Confirm password")), "caddy"),
	}
}

// TestModesEightyfirst drives the eighty-first set live to the labelled
// moment and, with -update, stores its screens, labels and facts for
// modes' TestSetsAccuracy/eightyfirst. Whether the classifier reads them
// right is that test's measure, not a failure here.
func TestModesEightyfirst(t *testing.T) { captureSet(t, eightyfirstDir, eightyfirstSet()) }
