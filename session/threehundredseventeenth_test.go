package session

import (
	"testing"

	"github.com/agentty/agentty/modes"
)

// threehundredseventeenthDir holds the threehundredseventeenth set (issue
// 44, three-hundred-and-seventeenth round): live cases of the setup
// wizards of four cloud and developer command-line tools that Debian does
// not package (they come from PyPI, Go releases or a vendor's download),
// imitated by a fixture of its own (one script run by Debian's python3,
// on the main screen, lines read cooked, secrets read with echo off, its
// arrow-key lists drawn in place with keys read raw and the cursor
// hidden), each drawing what the program draws at one of its moments
// (its words, layout, pointers, brackets and defaults, from its
// documentation, source and published sessions as known): Gandi's
// gandi.cli (`gandi setup`: its XML-RPC key, its environment and its SSH
// keyfile with defaults in brackets; `gandi domain create`: a duration
// with a default, a [y/N] question, its progress bar), Okteto's CLI
// (`okteto context`: its list of contexts, also moved, a new context's
// URL, a spinner waiting for the browser; `okteto init`: its list of
// deployments, a [y/n] question), IONOS Cloud's ionosctl (`ionosctl
// login`: a username, a password; `ionosctl datacenter delete -w`: a
// (y/N) warning, a wait for its request) and SAKURA internet's usacloud
// (`usacloud config`: a token, a secret, a zone offered with a default,
// also re-asked after a wrong one, an output type; `usacloud server
// create`: a (y/n) [n] question, a wait for the server). None of them,
// nor their makers, is named by any other test, table, fixture or doc of
// agentty: grepped with `git grep -il` before they were chosen were
// gandi, gandi.cli, okteto, ionos, ionosctl, usacloud, sakura and
// sacloud (and, found named and left, among others: doctl,
// digitalocean, linode, scaleway, hetzner, hcloud, oracle, exoscale,
// vultr, civo, aliyun, tccli, tencent, ibmcloud, flyctl, netlify,
// vercel, railway, supabase, wrangler, cloudflare, heroku, koyeb,
// doppler, infisical, pulumi, terraform, planetscale, firebase, gcloud,
// dbt, databricks, rclone, s3cmd, beanstalk, aws, jira, teleport,
// gitea, sentry and stripe). Each case's label says what a person reads
// on the screen, written from the fixture run by hand in tmux outside
// agentty at 80x24, and was committed before its screen was captured.
const threehundredseventeenthDir = "../testdata/modes-threehundredseventeenth"

// threehundredseventeenthTool runs one flow of the set's script with
// Debian's python3, over a home holding notes.txt and long.txt.
func threehundredseventeenthTool(tool string) opener {
	return setFixtures("threehundredseventeenth").script(pythonPath, "py/threehundredseventeenth_wizards.py", tool)
}

// threehundredseventeenthSet is the threehundredseventeenth set. Labels
// say what a person reads on the screen: a line asking for a value, the
// cursor after it, is a text question (a value in brackets or after
// `default:` its default), one read with echo off asking for a password
// or a secret a password; a line offering a few values to type is a
// choice of them; a [y/N], [y/n] or (y/n) line a yes/no (its capital or
// bracketed letter the default); an arrow-key list a select (its pointer
// the highlighted one); a tool at work, a spinner, a progress bar or
// dots growing and no question, running.
func threehundredseventeenthSet() []corpusCase {
	ask, needs, wait, settle := askCase, needing, waitFor, settled
	py := pythonPath
	typed := func(s, expect string) step { return step{text: s, enter: true, expect: expect, timeout: setSlow} }
	hidden := func(s, expect string) step {
		return step{text: s, enter: true, secret: true, expect: expect, timeout: setSlow}
	}
	down := step{keys: "<down>"}
	enter := func(expect string) step { return step{keys: "<enter>", expect: expect, timeout: setSlow} }
	then := func(a []step, b ...step) []step { return append(append([]step{}, a...), b...) }
	// running is a case of a tool at work, no question asked.
	running := func(name, program string, open opener, steps ...step) corpusCase {
		return corpusCase{name: name, program: program, open: open, steps: steps, mode: modes.Unknown, state: Running}
	}
	pick := func(q string, highlighted int, opts ...string) *modes.Prompt {
		o := append([]string{}, opts...)
		o[highlighted] = ">" + o[highlighted]
		return want(modes.Select, q, "", o...)
	}

	// gandi-like (Gandi's gandi.cli, click's prompts): `gandi setup`,
	// `Welcome to GandiCLI, let's configure a few things before we
	// start.`, an empty line, `Api key (xmlrpc): ` (a text question, no
	// default); a key typed, `Environment [production]: ` (a text
	// question defaulting to production); Enter, `SSH keyfile
	// [~/.ssh/id_rsa.pub]: ` (a text question defaulting to
	// ~/.ssh/id_rsa.pub). `gandi domain create example.net`: `Checking
	// availability for example.net`, `example.net is available` over
	// `Duration [1]: ` (a text question defaulting to 1); Enter, `Create
	// domain example.net for 1 year and 16.50 EUR? [y/N]: ` (a yes/no
	// defaulting to no); y, `Creating your domain.` over `Progress:
	// [####----…] 10.00% 00:00:02` redrawn in place (at work).
	setup := threehundredseventeenthTool("gandi-setup")
	atKey := []step{wait("Api key (xmlrpc):"), settle}
	atEnv := then(atKey, typed("ab12cd34ef56", "Environment [production]:"), settle)
	domain := threehundredseventeenthTool("gandi-domain")
	atDuration := []step{wait("Duration [1]:"), settle}
	atCreate := then(atDuration, typed("", "16.50 EUR?"), settle)

	// okteto-like (Okteto's CLI, its lists drawn in place, raw, the
	// cursor hidden): `okteto context`, `A context defines the default
	// cluster/namespace for any Okteto CLI command.`, `Select the context
	// you want to use:` and `Use the arrow keys to navigate: ↓ ↑ → ←`
	// over `▸ https://cloud.okteto.com` (bold, underlined), minikube,
	// kind-dev and Create new context (a select, the first highlighted);
	// two downs, `▸` before kind-dev (the select, kind-dev highlighted);
	// one more and Enter, the list gone for `✓  Create new context` over
	// `What is the URL of your Okteto instance? ` (a text question, no
	// default); a URL typed, ` i  Authentication will continue in your
	// default browser`, the address to open (wrapped) and ` ⠴ Waiting for
	// authentication...` turning (at work). `okteto init`: four lines on
	// what it does over `Select the resource you want to develop:`, the
	// help line and `▸ api`, frontend, worker (a select, api
	// highlighted); Enter, `✓  api`, ` i  Analyzing deployment 'api'...`,
	// `✓  Okteto manifest (okteto.yml) created` over `Do you want to
	// launch your development environment? [y/n]: ` (a yes/no, no
	// default).
	octx := threehundredseventeenthTool("okteto-context")
	atContexts := []step{wait("Use the arrow keys to navigate"), settle}
	contexts := []string{"https://cloud.okteto.com", "minikube", "kind-dev", "Create new context"}
	atURL := then(atContexts, down, down, down, enter("URL of your Okteto instance?"), settle)
	oinit := threehundredseventeenthTool("okteto-init")
	atResources := []step{wait("Use the arrow keys to navigate"), settle}

	// ionosctl-like (IONOS Cloud's ionosctl): `ionosctl login`, `Enter
	// your username:` (a text question, no default); a user typed,
	// `Enter your password:` with echo off (a password). `ionosctl
	// datacenter delete -w`: `Warning: Are you sure you want to delete
	// data center (y/N) ? ` (a yes/no defaulting to no); y, its request
	// id, `Status: Command datacenter delete has been successfully
	// executed` over `Waiting for request: 5f2a8c61-…` and a dot more
	// each second (at work).
	login := threehundredseventeenthTool("ionosctl-login")
	atUser := []step{wait("Enter your username:"), settle}
	del := threehundredseventeenthTool("ionosctl-delete")
	atDelete := []step{wait("(y/N) ?"), settle}

	// usacloud-like (SAKURA internet's usacloud): `usacloud config`, an
	// empty line, `Setting SakuraCloud API Token => ` over a tab and
	// `Enter token: ` (a text question, no default); a token typed, the
	// same for `API Secret` over `Enter secret: ` with echo off (a
	// password); typed, `Setting SakuraCloud Zone => ` over `Enter
	// zone[is1a/is1b/tk1a/tk1v](default:tk1v): ` (a choice of the four,
	// default tk1v); tk2a typed, `Invalid zone: tk2a` and the zone asked
	// again (the same choice); Enter, `Setting Default Output Type => `
	// over `Enter Default Output Type[table/json/yaml](default:table): `
	// (a choice of the three, default table). `usacloud server create`:
	// an empty line over `Are you sure you want to create?(y/n) [n]: ` (a
	// yes/no defaulting to no); y, `[tk1v] Still
	// creating[ID:113601234567]...(2s elapsed)` counting in place (at
	// work).
	conf := threehundredseventeenthTool("usacloud-config")
	atToken := []step{wait("Enter token:"), settle}
	atSecret := then(atToken, typed("Q2x7Jk4mYpR9", "Enter secret:"), settle)
	atZone := then(atSecret, hidden("s3cr3t-v4lue", "Enter zone["), settle)
	atZoneAgain := then(atZone, typed("tk2a", "Invalid zone"), settle)
	zones := []string{"is1a", "is1b", "tk1a", "tk1v"}
	create := threehundredseventeenthTool("usacloud-create")
	atConfirm := []step{wait("(y/n) [n]:"), settle}

	return []corpusCase{
		// gandi-like: its key, its environment, its keyfile, a duration,
		// a yes/no, at work.
		needs(ask("gandi-like", "gandi-like", setup, want(modes.Text, "Api key (xmlrpc)", ""), atKey...), py),
		needs(ask("gandi-like-environment", "gandi-like", setup, want(modes.Text, "Environment", "production"), atEnv...), py),
		needs(ask("gandi-like-keyfile", "gandi-like", setup, want(modes.Text, "SSH keyfile", "~/.ssh/id_rsa.pub"),
			then(atEnv, typed("", "SSH keyfile"), settle)...), py),
		needs(ask("gandi-like-duration", "gandi-like", domain, want(modes.Text, "Duration", "1"), atDuration...), py),
		needs(ask("gandi-like-confirm", "gandi-like", domain,
			yesNo("Create domain example.net for 1 year and 16.50 EUR?", "no"), atCreate...), py),
		needs(running("gandi-like-creating", "gandi-like", domain, then(atCreate, typed("y", "Progress:"))...), py),

		// okteto-like: its contexts, moved, a URL, waiting, its
		// deployments, a yes/no.
		needs(ask("okteto-like", "okteto-like", octx, pick("Select the context you want to use:", 0, contexts...), atContexts...), py),
		needs(ask("okteto-like-moved", "okteto-like", octx, pick("Select the context you want to use:", 2, contexts...),
			then(atContexts, down, down, settle)...), py),
		needs(ask("okteto-like-url", "okteto-like", octx, want(modes.Text, "What is the URL of your Okteto instance?", ""), atURL...), py),
		needs(running("okteto-like-waiting", "okteto-like", octx,
			then(atURL, typed("https://okteto.example.com", "Waiting for authentication"))...), py),
		needs(ask("okteto-like-init", "okteto-like", oinit,
			pick("Select the resource you want to develop:", 0, "api", "frontend", "worker"), atResources...), py),
		needs(ask("okteto-like-launch", "okteto-like", oinit, yesNo("Do you want to launch your development environment?", ""),
			then(atResources, enter("[y/n]"), settle)...), py),

		// ionosctl-like: a username, a password, a warning, at work.
		needs(ask("ionosctl-like", "ionosctl-like", login, want(modes.Text, "Enter your username:", ""), atUser...), py),
		needs(ask("ionosctl-like-password", "ionosctl-like", login, want(modes.Password, "Enter your password:", ""),
			then(atUser, typed("cindy@example.com", "Enter your password:"), settle)...), py),
		needs(ask("ionosctl-like-delete", "ionosctl-like", del,
			yesNo("Warning: Are you sure you want to delete data center", "no"), atDelete...), py),
		needs(running("ionosctl-like-waiting", "ionosctl-like", del, then(atDelete, typed("y", "Waiting for request"))...), py),

		// usacloud-like: a token, a secret, a zone, again, an output
		// type, a yes/no, at work.
		needs(ask("usacloud-like", "usacloud-like", conf, want(modes.Text, "Enter token:", ""), atToken...), py),
		needs(ask("usacloud-like-secret", "usacloud-like", conf, want(modes.Password, "Enter secret:", ""), atSecret...), py),
		needs(ask("usacloud-like-zone", "usacloud-like", conf, want(modes.Choice, "Enter zone", "tk1v", zones...), atZone...), py),
		needs(ask("usacloud-like-zone-again", "usacloud-like", conf, want(modes.Choice, "Enter zone", "tk1v", zones...), atZoneAgain...), py),
		needs(ask("usacloud-like-output", "usacloud-like", conf, want(modes.Choice, "Enter Default Output Type", "table", "table", "json", "yaml"),
			then(atZoneAgain, typed("", "Default Output Type["), settle)...), py),
		needs(ask("usacloud-like-create", "usacloud-like", create, yesNo("Are you sure you want to create?", "no"), atConfirm...), py),
		needs(running("usacloud-like-creating", "usacloud-like", create, then(atConfirm, typed("y", "Still creating"))...), py),
	}
}

// TestModesThreehundredseventeenth drives the threehundredseventeenth
// set live to the labelled moment and, with -update, stores its screens,
// labels and facts for modes' TestSetsAccuracy/threehundredseventeenth.
// Whether the classifier reads them right is that test's measure, not a
// failure here.
func TestModesThreehundredseventeenth(t *testing.T) {
	captureSet(t, threehundredseventeenthDir, threehundredseventeenthSet())
}
