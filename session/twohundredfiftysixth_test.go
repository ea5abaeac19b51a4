package session

import (
	"testing"

	"github.com/agentty/agentty/modes"
)

// twohundredfiftysixthDir holds the two-hundred-and-fifty-sixth set
// (issue 44, two-hundred-and-fifty-sixth round): live cases of cluster,
// cloud, database migration, release and login tools that cannot run
// here, imitated by a Python script of the set's own
// (testdata/twohundredfiftysixth/py, run by Debian's python3), each
// printing on the main screen, in line mode (the terminal cooked, a line
// read at a time, secrets read with echo off by getpass), what the tool
// prints at one of its interactive moments: its words, layout, defaults
// and colours, from its documentation, source and published transcripts.
// None of the seven tools is named by any other test, table, fixture or
// doc of agentty, each name grepped unnamed before it was chosen:
// helmfile's interactive apply and destroy, kubeone's plan and reset with
// `(yes/no)` and its log at work, sealos's reset asking for the cluster's
// name typed back, nomad's `[y/N]` job stop and its deployment monitor,
// pocketbase's survey-drawn `(y/N)` for a migration of a generated name
// and for a revert, cloudsmith's login (email, password twice, a
// two-factor token) and its upload under a bar, and aws-mfa's MFA code.
// Each case's label (mode, state, prompt kind, question, default and
// options) says what a person reads on the screen, written from the
// script run by hand in tmux outside agentty, and was committed before
// its screen was captured.
const twohundredfiftysixthDir = "../testdata/modes-twohundredfiftysixth"

// twohundredfiftysixthScript runs the set's Python script, with Debian's
// python3, over a home holding notes.txt and long.txt.
var twohundredfiftysixthScript = setFixtures("twohundredfiftysixth").script

// twohundredfiftysixthSet is the two-hundred-and-fifty-sixth set. Labels
// say what a person reads on the screen.
func twohundredfiftysixthSet() []corpusCase {
	ask, needs, wait, settle := askCase, needing, waitFor, settled
	py := pythonPath
	typed := func(s, expect string) step { return step{text: s, enter: true, expect: expect, timeout: setSlow} }
	hidden := func(s, expect string) step {
		return step{text: s, enter: true, secret: true, expect: expect, timeout: setSlow}
	}
	// running is a case of a tool at work, printing, no question asked.
	running := func(name, program string, open opener, steps ...step) corpusCase {
		return corpusCase{name: name, program: program, open: open, steps: steps, mode: modes.Unknown, state: Running}
	}
	like := func(flow string) opener {
		return twohundredfiftysixthScript(py, "py/twohundredfiftysixth_demo.py", flow)
	}
	helmApply, helmDestroy := like("helmfile-apply"), like("helmfile-destroy")
	kubeApply, kubeReset := like("kubeone-apply"), like("kubeone-reset")
	sealos := like("sealos-reset")
	nomadStop, nomadRun := like("nomad-stop"), like("nomad-run")
	pbCreate, pbDown := like("pocketbase-create"), like("pocketbase-down")
	csLogin, csPush := like("cloudsmith-login"), like("cloudsmith-push")
	mfa := like("aws-mfa")

	const (
		applyQ   = "Do you really want to apply?"
		deleteQ  = "Do you really want to delete?"
		proceedQ = "Do you want to proceed"
		sealosQ  = "Do you want to continue on 'relay' cluster? Input 'relay' to continue:"
		stopQ    = `Are you sure you want to stop job "web"?`
		createQ  = `Do you really want to create migration "pb_migrations/1764310200_add_posts.js"?`
		revertQ  = "Do you really want to revert the last 1 applied migration(s)?"
		mfaQ     = "Enter AWS MFA code for device [arn:aws:iam::123456789012:mfa/alice] (renewing for 43200 seconds):"
	)
	proceed := want(modes.Confirm, proceedQ, "", "yes", "no")
	email := []step{wait("Login (email)"), typed("alice@example.com", "Password:")}
	password := append(append([]step{}, email...), hidden("hunter2", "Repeat for confirmation"))
	twoFactor := append(append([]step{}, password...), hidden("hunter2", "Two-factor"))
	return []corpusCase{
		// helmfile-like (`helmfile apply --interactive`): helm-diff's
		// changes of a release (its header yellow, removed lines red,
		// added green), then `Do you really want to apply?` over a line
		// saying Helmfile will apply all the changes shown, and ` [y/n]:
		// ` on a line of its own, the cursor after it (also with `y`
		// typed, not entered); `helmfile destroy --interactive`: three
		// releases listed as helm lists them, then `Do you really want
		// to delete?` and the same ` [y/n]: ` line. No default.
		needs(ask("helmfile-like-apply", "helmfile-like", helmApply, yesNo(applyQ, ""), wait("[y/n]")), py),
		needs(ask("helmfile-like-apply-typed", "helmfile-like", helmApply, yesNo(applyQ, ""),
			wait("[y/n]"), settle, step{text: "y"}, settle), py),
		needs(ask("helmfile-like-destroy", "helmfile-like", helmDestroy, yesNo(deleteQ, ""), wait("[y/n]")), py),

		// kubeone-like: logrus lines (`INFO[06:10:01 UTC] Determine
		// hostname...`, INFO cyan), then `kubeone apply`'s actions, a
		// tab-indented `+` line a node, over `Do you want to proceed
		// (yes/no): `, the cursor after it; answered yes, the log of its
		// steps grows a line every second and a half (at work, no
		// question); `kubeone reset`: the nodes to reset and machines to
		// destroy, a warning that nothing can be recovered, and the same
		// question.
		needs(ask("kubeone-like-apply", "kubeone-like", kubeApply, proceed, wait("(yes/no)")), py),
		needs(running("kubeone-like-applying", "kubeone-like", kubeApply,
			wait("(yes/no)"), typed("yes", "Downloading PKI"), settle), py),
		needs(ask("kubeone-like-reset", "kubeone-like", kubeReset, proceed, wait("(yes/no)")), py),

		// sealos-like (`sealos reset`): its clusterfile and hosts on
		// `info` lines, then `Do you want to continue on 'relay'
		// cluster? Input 'relay' to continue: `, the cursor after it:
		// at first, and with `relay` typed, not entered.
		needs(ask("sealos-like-reset", "sealos-like", sealos, want(modes.Text, sealosQ, ""), wait("Input 'relay'")), py),
		needs(ask("sealos-like-reset-typed", "sealos-like", sealos, want(modes.Text, sealosQ, ""),
			wait("Input 'relay'"), settle, step{text: "relay"}, settle), py),

		// nomad-like: `nomad job stop web`'s one line `Are you sure you
		// want to stop job "web"? [y/N] `, the cursor after it (also with
		// `y` typed, not entered); `nomad job run`: the evaluation's
		// monitor lines, then under a turning braille frame `Deployment
		// "9b2d7e41" in progress...` and the deployment's fields and
		// table of placed and healthy allocations, redrawn in place four
		// times a second (at work, no question).
		needs(ask("nomad-like-stop", "nomad-like", nomadStop, yesNo(stopQ, "no"), wait("[y/N]")), py),
		needs(ask("nomad-like-stop-typed", "nomad-like", nomadStop, yesNo(stopQ, "no"),
			wait("[y/N]"), settle, step{text: "y"}, settle), py),
		needs(running("nomad-like-deploying", "nomad-like", nomadRun, wait("in progress"), settle), py),

		// pocketbase-like: `./pocketbase migrate create "add_posts"`
		// asks as survey draws it, a green `?`, the question bold and
		// `(y/N)` after it: whether to create the migration of the
		// generated file name (wrapped over two rows); `migrate down`:
		// whether to revert the last migration (at first, and with `y`
		// typed, not entered).
		needs(ask("pocketbase-like-create", "pocketbase-like", pbCreate, yesNo(createQ, "no"), wait("(y/N)")), py),
		needs(ask("pocketbase-like-down", "pocketbase-like", pbDown, yesNo(revertQ, "no"), wait("(y/N)")), py),
		needs(ask("pocketbase-like-down-typed", "pocketbase-like", pbDown, yesNo(revertQ, "no"),
			wait("(y/N)"), settle, step{text: "y"}, settle), py),

		// cloudsmith-like: `cloudsmith login`'s click prompts, `Login
		// (email): ` in clear; after it `Password: ` with echo off, then
		// `Repeat for confirmation: ` with echo off; after both,
		// `Retrieving API token for 'alice@example.com' ... TWO-FACTOR
		// REQUIRED` over `Two-factor authentication token: `, in clear;
		// `cloudsmith push deb …`: three checks ending OK, then
		// `Uploading relay_1.5.0_amd64.deb:  [##---…]   7%`, the bar
		// filled a point every 0.7 s (at work, no question).
		needs(ask("cloudsmith-like-login", "cloudsmith-like", csLogin, want(modes.Text, "Login (email):", ""), wait("Login (email)")), py),
		needs(ask("cloudsmith-like-password", "cloudsmith-like", csLogin, want(modes.Password, "Password:", ""), email...), py),
		needs(ask("cloudsmith-like-password-repeat", "cloudsmith-like", csLogin, want(modes.Password, "Repeat for confirmation:", ""), password...), py),
		needs(ask("cloudsmith-like-two-factor", "cloudsmith-like", csLogin, want(modes.Text, "Two-factor authentication token:", ""), twoFactor...), py),
		needs(running("cloudsmith-like-uploading", "cloudsmith-like", csPush, wait("Uploading"), settle), py),

		// aws-mfa-like: two `INFO - ` lines, then `Enter AWS MFA code for
		// device [arn:…:mfa/alice] (renewing for 43200 seconds):`
		// wrapped over two rows, no space after the colon, the cursor
		// after it: at first, and with the code typed (shown), not
		// entered.
		needs(ask("aws-mfa-like", "aws-mfa-like", mfa, want(modes.Text, mfaQ, ""), wait("seconds):")), py),
		needs(ask("aws-mfa-like-typed", "aws-mfa-like", mfa, want(modes.Text, mfaQ, ""),
			wait("seconds):"), settle, step{text: "482913"}, settle), py),
	}
}

// TestModesTwohundredfiftysixth drives the two-hundred-and-fifty-sixth
// set live to the labelled moment and, with -update, stores its screens,
// labels and facts for modes' TestSetsAccuracy/twohundredfiftysixth.
// Whether the classifier reads them right is that test's measure, not a
// failure here.
func TestModesTwohundredfiftysixth(t *testing.T) {
	captureSet(t, twohundredfiftysixthDir, twohundredfiftysixthSet())
}
