package session

import (
	"testing"

	"github.com/agentty/agentty/modes"
)

// hundredsixtysixthDir holds the hundredsixtysixth set (issue 44,
// hundred-and-sixty-sixth round): live cases of the questions command-line
// tools ask on their line, none of the tools named by any other test,
// table, fixture or doc of agentty: Tencent Cloud's tccli configure (a
// cloud CLI's set-up), timescaledb-tune (a database's tuner) and TiUP's
// cluster deploy (a database cluster's installer), the deploy tools dokku
// and Kamal, the package manager Spack, and the version-control and
// release tools git-flow, zest.releaser's fullrelease and tbump. Each is
// imitated by the set's Python script printing, on the main screen and a
// line at a time, what the tool prints when it asks (its words, layout,
// defaults, colours, cursor and terminal modes, from its source,
// documentation and published transcripts), each question in the tool's
// own notation: `[(y)es/(n)o]:`, `(Y/n)?`, `(y/N)` over a `> ` row,
// `[master]`, a name to type on a `> ` row, Thor's `[y, N] (N)`, `[y/N]`,
// `[y/N]: (default=N)`, `[*afcQ]:` and `[json]:`; each at first sight,
// some with an answer typed and not yet sent, and some asked again after
// a wrong answer. Each case's label was written from what a person reads
// on the screen and committed before its screen was captured.
const hundredsixtysixthDir = "../testdata/modes-hundredsixtysixth"

// hundredsixtysixthScript runs the set's Python script, with Debian's
// python3.
var hundredsixtysixthScript = setFixtures("hundredsixtysixth").script

// hundredsixtysixthSet is the hundredsixtysixth set. Labels say what a
// person reads on the screen.
func hundredsixtysixthSet() []corpusCase {
	ask, needs, wait, settle := askCase, needing, waitFor, settled
	py := pythonPath
	typed := func(s, expect string) step { return step{text: s, enter: true, expect: expect, timeout: setSlow} }
	enter := func(expect string) step { return step{enter: true, expect: expect, timeout: setSlow} }
	unsent := func(s string) step { return step{text: s, timeout: setSlow} }
	like := func(tool string) opener {
		return hundredsixtysixthScript(py, "py/hundredsixtysixth_demo.py", tool)
	}
	tccli := like("tccli")
	tune := like("timescaledb-tune")
	tiup := like("tiup")
	dokku := like("dokku")
	kamal := like("kamal")
	spack := like("spack")
	gitFlow := like("git-flow")
	fullrelease := like("fullrelease")
	tbump := like("tbump")

	toRegion := []step{wait("secretId [*afcQ]:"), enter("secretKey [*ArFd]:"), enter("region:")}
	const kamalQ = "This will remove all containers, images and data directories for relay. Are you sure?"
	toCommit := []step{wait("Enter version [1.3]:"), enter("OK to commit this")}

	return []corpusCase{
		// tccli configure over a profile that holds a key: its secretId
		// with the stored key's masked tail in brackets, its region with
		// no default after two Enters, and its output format (`[json]`)
		// after a region typed; text fields.
		needs(ask("tccli-like", "tccli-like", tccli, want(modes.Text, "TencentCloud API secretId", "*afcQ"), wait("secretId [*afcQ]:")), py),
		needs(ask("tccli-like-region", "tccli-like", tccli, want(modes.Text, "region:", ""), toRegion...), py),
		needs(ask("tccli-like-output", "tccli-like", tccli, want(modes.Text, "output", "json"),
			append(append([]step(nil), toRegion...), typed("ap-guangzhou", "output[json]:"))...), py),

		// timescaledb-tune: `Is this correct? [(y)es/(n)o]:` under the
		// path of postgresql.conf, at first sight and with a y typed,
		// then, after y, `Is this okay? [(y)es/(n)o]:` under the current
		// and recommended shared_preload_libraries; confirms with no
		// default.
		needs(ask("timescaledb-tune-like", "timescaledb-tune-like", tune, yesNo("Is this correct?", ""), wait("Is this correct?")), py),
		needs(ask("timescaledb-tune-like-typed", "timescaledb-tune-like", tune, yesNo("Is this correct?", ""),
			wait("Is this correct?"), settle, unsent("y"), settle), py),
		needs(ask("timescaledb-tune-like-preload", "timescaledb-tune-like", tune, yesNo("Is this okay?", ""),
			wait("Is this correct?"), typed("y", "Is this okay?")), py),

		// TiUP's cluster deploy with -p: `Input SSH password:` with echo
		// off, then, after a password, the topology over `Do you want to
		// continue? [y/N]: (default=N)`, a confirm with default no.
		needs(ask("tiup-like", "tiup-like", tiup, want(modes.Password, "Input SSH password:", ""), wait("Input SSH password:")), py),
		needs(ask("tiup-like-confirm", "tiup-like", tiup, yesNo("Do you want to continue?", "no"),
			wait("Input SSH password:"), step{text: "hunter22", enter: true, secret: true, expect: "(default=N)", timeout: setSlow}), py),

		// dokku apps:destroy: its warning over a `> ` row that wants the
		// app's name typed, at first sight and with the name typed; a
		// text field.
		needs(ask("dokku-like", "dokku-like", dokku, want(modes.Text, `To proceed, type "relay"`, ""), wait("To proceed"), settle), py),
		needs(ask("dokku-like-typed", "dokku-like", dokku, want(modes.Text, `To proceed, type "relay"`, ""),
			wait("To proceed"), settle, unsent("relay"), settle), py),

		// kamal remove through Thor's ask limited to y and N: the
		// question wrapped over two rows with `[y, N] (N)`, at first
		// sight, asked again after "maybe" under `Your response must be
		// one of: [y, N]. Please try again.`, and with a y typed; a
		// confirm with default no.
		needs(ask("kamal-like", "kamal-like", kamal, yesNo(kamalQ, "no"), wait("[y, N] (N)")), py),
		needs(ask("kamal-like-again", "kamal-like", kamal, yesNo(kamalQ, "no"),
			wait("[y, N] (N)"), typed("maybe", "Please try again."), settle), py),
		needs(ask("kamal-like-typed", "kamal-like", kamal, yesNo(kamalQ, "no"), wait("[y, N] (N)"), settle, unsent("y"), settle), py),

		// spack uninstall: the spec to uninstall over `==> Do you want to
		// proceed? [y/N]`, at first sight and asked again, with no word,
		// after "maybe"; a confirm with default no.
		needs(ask("spack-like", "spack-like", spack, yesNo("Do you want to proceed?", "no"), wait("Do you want to proceed?")), py),
		needs(ask("spack-like-again", "spack-like", spack, yesNo("Do you want to proceed?", "no"),
			wait("Do you want to proceed?"), settle, step{text: "maybe", enter: true, timeout: setSlow}, settle), py),

		// git flow init in a new directory: the production branch with
		// `[master]`, at first sight and with main typed, and, after two
		// Enters, the feature branches' prefix with `[feature/]`; text
		// fields with those defaults.
		needs(ask("git-flow-like", "git-flow-like", gitFlow, want(modes.Text, "Branch name for production releases", "master"), wait("[master]")), py),
		needs(ask("git-flow-like-typed", "git-flow-like", gitFlow, want(modes.Text, "Branch name for production releases", "master"),
			wait("[master]"), settle, unsent("main"), settle), py),
		needs(ask("git-flow-like-feature", "git-flow-like", gitFlow, want(modes.Text, "Feature branches?", "feature/"),
			wait("[master]"), enter("[develop]"), enter("[feature/]")), py),

		// zest.releaser's fullrelease: its changelog entries over `Enter
		// version [1.3]:`, a text field with that default; after Enter,
		// the git diff over `OK to commit this (Y/n)?`, a confirm with
		// default yes, at first sight and asked again after "maybe"
		// under `Please explicitly answer y/n`.
		needs(ask("fullrelease-like", "fullrelease-like", fullrelease, want(modes.Text, "Enter version", "1.3"), wait("Enter version [1.3]:")), py),
		needs(ask("fullrelease-like-commit", "fullrelease-like", fullrelease, yesNo("OK to commit this?", "yes"), toCommit...), py),
		needs(ask("fullrelease-like-again", "fullrelease-like", fullrelease, yesNo("OK to commit this?", "yes"),
			append(append([]step(nil), toCommit...), typed("maybe", "Please explicitly answer y/n"), settle)...), py),

		// tbump: the files it would patch and the git commands it would
		// run over a green `:: Looking good? (y/N)` and a `> ` row, at
		// first sight and asked again after "maybe" under a yellow
		// `Warning: Please answer by 'y' (yes) or 'n' (no)`; a confirm
		// with default no.
		needs(ask("tbump-like", "tbump-like", tbump, yesNo("Looking good?", "no"), wait("Looking good?"), settle), py),
		needs(ask("tbump-like-again", "tbump-like", tbump, yesNo("Looking good?", "no"),
			wait("Looking good?"), settle, typed("maybe", "Please answer by"), settle), py),
	}
}

// TestModesHundredsixtysixth drives the hundredsixtysixth set live to the
// labelled moment and, with -update, stores its screens, labels and facts
// for modes' TestSetsAccuracy/hundredsixtysixth. Whether the classifier
// reads them right is that test's measure, not a failure here.
func TestModesHundredsixtysixth(t *testing.T) {
	captureSet(t, hundredsixtysixthDir, hundredsixtysixthSet())
}
