package session

import (
	"path/filepath"
	"testing"

	"github.com/agentty/agentty/modes"
)

// threehundredseventyeighthDir holds the threehundredseventyeighth set
// (issue 44, three-hundred-and-seventy-eighth round): live cases of
// command-line tools of git hosting, code review and CI that Debian does
// not package, imitated by a fixture of its own (one script run by
// Debian's python3), each drawing what the real program draws at one of
// its moments: Graphite's gt (the `prompts` library inline on the main
// screen: `gt init` picking the trunk among the repository's branches by
// autocomplete, filtered by what is typed, its onboarding yes/no; `gt
// submit` asking the pull request's title with the commit's subject as a
// grey placeholder, its body (edit it or skip), nano opened on
// EDIT_DESCRIPTION, then publish or draft), tektoncd's tkn (survey in raw
// mode: `tkn pipeline start` asking each param, a default in parentheses,
// a workspace's type from a list, then following the run's logs; `tkn
// pipeline logs` picking a pipeline, then one of its runs; `tkn pipeline
// delete` asking `(y/n): ` on a cooked line), Radicle's rad (inquire in
// raw mode with radicle's colours: `rad auth` asking the alias with a
// default and a masked passphrase, each over a grey help line; `rad init`
// asking the name, the visibility from a list, the key's passphrase, then
// its spinner while it syncs) and ezyang's ghstack (cooked lines: the
// enterprise domain, the device flow's `press any key to continue...`,
// `ghstack status`'s CircleCI token read by getpass, `ghstack rage`'s
// numbered invocations). None of them, nor their makers, is named by any
// other test, table, fixture or doc of agentty: grepped with `git grep
// -il` before they were chosen were graphite, withgraphite,
// graphite-cli, screenplaydev, tekton, tektoncd, tkn as a word (it stands
// only inside longer words), radicle, cloudhead, heartwood's rad as a
// word (only in stored screens' own text), ghstack and ezyang (and, found
// named and left, among others: gh, glab, hub, gitea's tea, forgejo,
// codeberg, bitbucket, git-spice, git-town, git-machete, gh-dash, gama,
// jira-cli, jiratui, CircleCI's CLI, woodpecker, buildkite, argonaut,
// gookit's gcli, git-bug by its maker michaelmure, hut by its maker
// emersion, sapling, gitui, gertty, flyctl, and lab, linear, shortcut,
// act and fly as words). Each case's label says what a person reads on
// the screen, written from the fixture run by hand in tmux outside agentty at 80x24,
// and was committed before its screen was captured.
const threehundredseventyeighthDir = "../testdata/modes-threehundredseventyeighth"

// threehundredseventyeighthTool runs one tool of the set's script with
// Debian's python3 over a home holding notes.txt and long.txt, in the
// folder ledger of that home where inLedger says so (the home itself
// otherwise).
func threehundredseventyeighthTool(inLedger bool, args ...string) opener {
	d := setFixtures("threehundredseventyeighth")
	return func(t *testing.T, f *fixtures) Options {
		s, err := filepath.Abs(filepath.Join(d.dir(), "py/threehundredseventyeighth_forges.py"))
		if err != nil {
			t.Fatal(err)
		}
		p := notes
		if inLedger {
			p = shPrep("mkdir ledger")
		}
		o := unseenHome(p, append([]string{pythonPath, s}, args...)...)(t, f)
		if inLedger {
			o.Cwd = filepath.Join(o.Cwd, "ledger")
			o.Env["PWD"] = o.Cwd
		}
		return o
	}
}

// threehundredseventyeighthSet is the threehundredseventyeighth set.
// Labels say what a person reads on the screen: a line asking, the
// cursor after it, is a question (a name, a URL, a domain or a title
// typed is a text; a passphrase or a token a password), its default
// where the program marks one (a grey placeholder, in parentheses); a
// list with one entry marked current is a select; numbered rows to type
// the number of a choice; `(y/N)` or `(y/n)` a yes/no; a line asking to
// press a key a choice of Enter; the editor opened on the body is an
// editor; a run's logs coming or a spinner turning with no question is at
// work.
func threehundredseventyeighthSet() []corpusCase {
	is, ask, needs, wait, settle := isCase, askCase, needing, waitFor, settled
	py := pythonPath
	typed := func(s, expect string) step { return step{text: s, enter: true, expect: expect, timeout: setSlow} }
	secret := func(s, expect string) step {
		return step{text: s, enter: true, secret: true, expect: expect, timeout: setSlow}
	}
	key := func(k, expect string) step { return step{keys: k, expect: expect, timeout: setSlow} }
	text := func(s, expect string) step { return step{text: s, expect: expect, timeout: setSlow} }
	then := func(a []step, b ...step) []step { return append(append([]step{}, a...), b...) }
	running := func(name, program string, open opener, steps ...step) corpusCase {
		return corpusCase{name: name, program: program, open: open, steps: steps, mode: modes.Unknown, state: Running}
	}

	// graphite-like (Graphite's gt, on terkelg's prompts, inline, in
	// ~/ledger): `gt init`, `Welcome to Graphite!` over `? Select a trunk
	// branch, which you open pull requests against - inferred trunk main
	// (autocomplete or arrow keys) › ` (? cyan, main green, wrapped over
	// two rows) and the branches csv-export, fix-rounding, main (`❯`,
	// cyan, underlined), release-2.4 and spike-ledger-ui, the cursor
	// hidden (a select, main current); s typed after `›`, csv-export,
	// release-2.4 and spike-ledger-ui left, spike-ledger-ui current (the
	// select); Backspace and Enter, `✔ Select a trunk branch … › main`,
	// `Trunk set to main`, the grey tip (`tip: If you have an existing
	// branch or stack …`, `Feeling expert? `gt user tips --disable``) and
	// `? Would you like to start tracking existing branches to create your
	// first stack? › (y/N)` wrapped over two rows, the cursor hidden (a
	// yes/no, default no). `gt submit`: `🥞 Validating that this Graphite
	// stack is ready to submit...`, `✏️  Preparing to submit PRs for the
	// following branches...`, `▸ csv-export (Create)`, `Enter info for
	// new pull request for csv-export ▸ main:` over `? Title › Add CSV
	// export to the ledger`, the subject grey, the cursor after it (a
	// text, default the subject); Enter, `✔ Title … Add CSV export to the
	// ledger` over `? Body › - Use arrow-keys. Return to submit.`, `❯
	// Edit Body (using nano)` (current) and `    Skip (leave empty)`, the
	// cursor hidden (a select); Enter, nano 7.2 on the alternate screen,
	// its title bar `GNU nano 7.2` and
	// /tmp/tmp-4187-Qv3bXk2LwUa9/EDIT_DESCRIPTION, `[ Read 0 lines ]` and
	// its two rows of shortcuts, a line typed (an editor); ^X, y and
	// Enter, back on the main screen `✔ Body › Edit Body (using nano)`
	// over `? Submit › - Use arrow-keys. Return to submit.`, `❯   Publish
	// Pull Request` (current) and `    Create Draft Pull Request` (a
	// select).
	gtInit := threehundredseventyeighthTool(true, "gt", "init")
	gtSubmit := threehundredseventyeighthTool(true, "gt", "submit")
	trunk := "Select a trunk branch, which you open pull requests against - inferred trunk main (autocomplete or arrow keys)"
	atTrunk := []step{wait("spike-ledger-ui"), settle}
	atTitle := []step{wait("Add CSV export"), settle}
	atBody := then(atTitle, key("<enter>", "Use arrow-keys"), settle)
	atEditor := then(atBody, key("<enter>", "GNU nano"), settle, text("Adds `ledger export --csv`.", ""), settle)
	atSubmit := then(atEditor, key("<ctrl-x>", "Save modified buffer"), text("y", "File Name to Write"),
		key("<enter>", "Publish Pull Request"), settle)

	// tkn-like (tektoncd's tkn, on survey, read raw): `tkn pipeline start
	// build-and-push --showlog`, `? Value for param `git-url` of type
	// `string`? ` (? green, the question bold; a text, no default); the
	// repository's URL, `? Value for param `revision` of type `string`?
	// (Default is `main`) (main) ` (a text, default main); Enter twice
	// (the image's default taken), `Please give specifications for the
	// workspace: source`, source named, the sub path left, `? Type of the
	// Workspace :  [Use arrows to move, type to filter]` over config,
	// `> emptyDir` (cyan, current), secret and pvc, the cursor hidden (a
	// select, emptyDir current); Enter twice, `PipelineRun started:
	// build-and-push-run-x7k2p`, `Waiting for logs to be available...`
	// and the logs coming, each line prefixed `[fetch-source : clone]` or
	// `[build-image : build-and-push]` in the task's colour (at work).
	// `tkn pipeline logs`: `? Select pipeline:` over build-and-push,
	// lint-and-test and nightly-release; Enter, `? Select pipelinerun:
	// [Use arrows to move, type to filter]` over four runs, each `NAME
	// started AGE ago`, Down, the second current (a select). `tkn pipeline
	// delete build-and-push`: `Are you sure you want to delete
	// pipeline(s) "build-and-push" (y/n): ` on a cooked line (a yes/no, no
	// default).
	tknStart := threehundredseventyeighthTool(false, "tkn", "pipeline", "start", "build-and-push", "--showlog")
	tknLogs := threehundredseventyeighthTool(false, "tkn", "pipeline", "logs")
	tknDelete := threehundredseventyeighthTool(false, "tkn", "pipeline", "delete", "build-and-push")
	atGitURL := []step{wait("git-url"), settle}
	atRevision := then(atGitURL, typed("https://git.example.org/ada/ledger.git", "(Default is `main`)"), settle)
	atWorkspace := then(atRevision, typed("", "`image`"), typed("", "Name for the workspace"),
		typed("source", "Sub Path"), typed("", "Type of the Workspace"), settle)

	// radicle-like (Radicle's rad, on inquire with radicle's colours, read
	// raw): `rad auth`, `Initializing your radicle 👾 identity` (bold)
	// over `? Enter your alias: (ada) ` (? light blue, the question light
	// cyan, the default light blue) and the grey `[This is your node
	// alias. You can always change it later]` under it, the cursor after
	// the default (a text, default ada); Enter, `✓ Enter your alias: ada`
	// over `? Enter a passphrase: ` and `[Leave this blank to keep your
	// radicle key unencrypted]` (a password). `rad init` in ~/ledger:
	// `Initializing radicle 👾 repository in …/ledger..` over `? Name
	// (ledger) ` and `[The name of your repository, eg. 'acme']` (a text,
	// default ledger); Enter, a description typed, Enter at `? Default
	// branch (main) `, `? Visibility ` over `✓ public` (light yellow,
	// current), `  private` and `[Public repositories are accessible by
	// anyone on the network after initialization]` wrapped (a select,
	// public current); Enter, `✓ Visibility public` over `? Passphrase: `
	// (a password); the passphrase, `✓ Unsealing key...`, `✓ Repository
	// ledger created.`, its RID and `◢ Syncing..` turning, the cursor
	// hidden (at work).
	radAuth := threehundredseventyeighthTool(false, "rad", "auth")
	radInit := threehundredseventyeighthTool(true, "rad", "init")
	atAlias := []step{wait("Enter your alias"), settle}
	atName := []step{wait("The name of your repository"), settle}
	atVisibility := then(atName, typed("", "Description"), typed("Double-entry bookkeeping in plain text", "Default branch"),
		typed("", "Visibility"), settle)
	atUnseal := then(atVisibility, typed("", "Passphrase:"), settle)

	// ghstack-like (ezyang's ghstack, cooked lines, no ~/.ghstackrc):
	// `ghstack`, `GitHub enterprise domain (leave blank for OSS GitHub): `
	// (a text, no default); Enter, `Generating GitHub access token...`,
	// `User verification code: 5C2F-81DA`, `Go to
	// https://github.com/login/device and enter the code.` and `Once
	// you've authorized ghstack, press any key to continue...`, the cursor
	// on the row under it (Enter asked). `ghstack status 42`: the same
	// two, then `CircleCI Personal API token (make one at
	// https://circleci.com/account/api ): ` read by getpass, echo off (a
	// password). `ghstack rage`: `Which invocation would you like to
	// report?` over four rows `[0].   Sun Nov 29 09:41:07 UTC  [ghstack
	// status 42]  Succeeded` … `[3].   … [ghstack]  Failed with:
	// KeyboardInterrupt` and `(input individual number, for example 1 or
	// 2)`, the cursor on the row under it (a choice of 0 to 3).
	gh := threehundredseventyeighthTool(true, "ghstack")
	ghStatus := threehundredseventyeighthTool(true, "ghstack", "status", "42")
	ghRage := threehundredseventyeighthTool(true, "ghstack", "rage")
	domain := want(modes.Text, "GitHub enterprise domain (leave blank for OSS GitHub):", "")
	atDomain := []step{wait("GitHub enterprise domain"), settle}
	atDevice := then(atDomain, typed("", "press any key to continue"), settle)

	return []corpusCase{
		// graphite-like: the trunk, filtered, tracking, the title, the
		// body, its editor, publish or draft.
		needs(ask("graphite-like", "graphite-like", gtInit,
			want(modes.Select, trunk, "", "csv-export", "fix-rounding", ">main", "release-2.4", "spike-ledger-ui"), atTrunk...), py),
		needs(ask("graphite-like-filter", "graphite-like", gtInit,
			want(modes.Select, trunk, "", "csv-export", "release-2.4", ">spike-ledger-ui"),
			then(atTrunk, text("s", ""), settle)...), py),
		needs(ask("graphite-like-tracking", "graphite-like", gtInit,
			yesNo("Would you like to start tracking existing branches to create your first stack?", "no"),
			then(atTrunk, key("<enter>", "start tracking"), settle)...), py),
		needs(ask("graphite-like-title", "graphite-like", gtSubmit, want(modes.Text, "Title", "Add CSV export to the ledger"),
			atTitle...), py),
		needs(ask("graphite-like-body", "graphite-like", gtSubmit,
			want(modes.Select, "Body", "", ">Edit Body (using nano)", "Skip (leave empty)"), atBody...), py),
		needs(is(modes.Editor, "graphite-like-editor", "graphite-like", gtSubmit, atEditor...), py),
		needs(ask("graphite-like-submit", "graphite-like", gtSubmit,
			want(modes.Select, "Submit", "", ">Publish Pull Request", "Create Draft Pull Request"), atSubmit...), py),

		// tkn-like: a param, a param with its default, the workspace's
		// type, the logs, a run picked, delete.
		needs(ask("tkn-like", "tkn-like", tknStart, want(modes.Text, "Value for param `git-url` of type `string`?", ""),
			atGitURL...), py),
		needs(ask("tkn-like-revision", "tkn-like", tknStart,
			want(modes.Text, "Value for param `revision` of type `string`? (Default is `main`)", "main"), atRevision...), py),
		needs(ask("tkn-like-workspace", "tkn-like", tknStart,
			want(modes.Select, "Type of the Workspace :", "", "config", ">emptyDir", "secret", "pvc"), atWorkspace...), py),
		needs(running("tkn-like-logs", "tkn-like", tknStart,
			then(atWorkspace, typed("", "Type of EmptyDir"), typed("", "[build-image : build-and-push]"))...), py),
		needs(ask("tkn-like-pipelinerun", "tkn-like", tknLogs,
			want(modes.Select, "Select pipelinerun:", "", "build-and-push-run-x7k2p started 3 minutes ago",
				">build-and-push-run-q9m4d started 2 hours ago", "build-and-push-run-8lhtz started 1 day ago",
				"build-and-push-run-c2vwn started 3 days ago"),
			wait("nightly-release"), settle, key("<enter>", "Select pipelinerun"), settle, key("<down>", ""), settle), py),
		needs(ask("tkn-like-delete", "tkn-like", tknDelete,
			yesNo(`Are you sure you want to delete pipeline(s) "build-and-push"`, ""), wait("(y/n):"), settle), py),

		// radicle-like: the alias, a passphrase, the repository's name,
		// its visibility, the key's passphrase, syncing.
		needs(ask("radicle-like", "radicle-like", radAuth, want(modes.Text, "Enter your alias:", "ada"), atAlias...), py),
		needs(ask("radicle-like-passphrase", "radicle-like", radAuth, want(modes.Password, "Enter a passphrase:", ""),
			then(atAlias, typed("", "Enter a passphrase"), settle)...), py),
		needs(ask("radicle-like-name", "radicle-like", radInit, want(modes.Text, "Name", "ledger"), atName...), py),
		needs(ask("radicle-like-visibility", "radicle-like", radInit, want(modes.Select, "Visibility", "", ">public", "private"),
			atVisibility...), py),
		needs(ask("radicle-like-unseal", "radicle-like", radInit, want(modes.Password, "Passphrase:", ""), atUnseal...), py),
		needs(running("radicle-like-syncing", "radicle-like", radInit, then(atUnseal, secret("hunter22", "Syncing.."))...), py),

		// ghstack-like: the domain, the device flow's key, the CircleCI
		// token, an invocation to report.
		needs(ask("ghstack-like", "ghstack-like", gh, domain, atDomain...), py),
		needs(ask("ghstack-like-device", "ghstack-like", gh,
			pressEnter("Once you've authorized ghstack, press any key to continue..."), atDevice...), py),
		needs(ask("ghstack-like-circleci", "ghstack-like", ghStatus,
			want(modes.Password, "CircleCI Personal API token (make one at https://circleci.com/account/api ):", ""),
			wait("GitHub enterprise domain"), settle, typed("", "press any key to continue"), settle,
			typed("", "CircleCI Personal API token"), settle), py),
		needs(ask("ghstack-like-rage", "ghstack-like", ghRage,
			want(modes.Choice, "Which invocation would you like to report?", "",
				"0|Sun Nov 29 09:41:07 UTC  [ghstack status 42]  Succeeded",
				"1|Sun Nov 29 09:38:52 UTC  [ghstack]  Succeeded",
				"2|Sat Nov 28 17:20:03 UTC  [ghstack unlink]  Succeeded",
				"3|Sat Nov 28 16:55:40 UTC  [ghstack]  Failed with: KeyboardInterrupt"),
			wait("input individual number"), settle), py),
	}
}

// TestModesThreehundredseventyeighth drives the threehundredseventyeighth
// set live to the labelled moment and, with -update, stores its screens,
// labels and facts for modes' TestSetsAccuracy/threehundredseventyeighth.
// Whether the classifier reads them right is that test's measure, not a
// failure here.
func TestModesThreehundredseventyeighth(t *testing.T) {
	captureSet(t, threehundredseventyeighthDir, threehundredseventyeighthSet())
}
