package session

import (
	"testing"

	"github.com/agentty/agentty/modes"
)

// twohundredfortyseventhDir holds the two-hundred-and-forty-seventh set
// (issue 44, two-hundred-and-forty-seventh round): live cases of seven
// small Go tools of the set's own in testdata/twohundredfortyseventh/go,
// each built on a terminal library of the Go module proxy that no other
// test, table, fixture or doc of agentty names, each name grepped unnamed
// before it was chosen: anchore/bubbly's task rows (a spinner, a title, a
// bar and a hint, as syft and grype show their work, over Bubble Tea),
// wagoodman/go-progress's progress and its simple bar formatter,
// rodaine/table's aligned tables, xlab/treeprint's trees and
// wzshiming/ctc's console colours (`xlab` is found here only inside
// maxLabel and boxLabel, `ctc` only inside npm lock hashes). The proxy
// refused the unnamed prompt libraries asked for (stelmanjones/termtools,
// cinus-ue/securekit, yassinebenaid/prompts, kris-nova/logger), and
// bubbly's own prompt draws with promptkit, named here already; so the
// questions, the select over a table, the checklist and the full-screen
// board are the tools' own, drawn with these libraries (keys read raw
// by golang.org/x/term, which also reads the passphrase with echo off).
// Each is seen at its first screen and after a key or two (a move, a
// tick, a page, text typed, an answer given), and the scan and the pull
// while they run, to measure the classifier once as it was on programs
// nobody here had looked at. Each case's label (mode, state, prompt kind,
// question, default, options and the highlighted one) says what a person
// reads on the screen, written from the tool run by hand in tmux outside
// agentty, and was committed before its screen was captured.
const twohundredfortyseventhDir = "../testdata/modes-twohundredfortyseventh"

// twohundredfortyseventhGo runs a tool of the set's Go module.
var twohundredfortyseventhGo = setFixtures("twohundredfortyseventh").goProgram

// twohundredfortyseventhSet is the two-hundred-and-forty-seventh set.
// Labels say what a person reads on the screen.
func twohundredfortyseventhSet() []corpusCase {
	ask, needs, wait, settle := askCase, needing, waitFor, settled
	down := step{keys: "<down>"}
	space := step{keys: " "}
	// running is a case of a tool at work, drawing, no question asked.
	running := func(name, program string, open opener, steps ...step) corpusCase {
		return corpusCase{name: name, program: program, open: open, steps: steps, mode: modes.Unknown, state: Running}
	}
	scan := twohundredfortyseventhGo("vuln-scan")
	slowScan := twohundredfortyseventhGo("vuln-scan", "slow")
	pull := twohundredfortyseventhGo("layer-pull")
	slowPull := twohundredfortyseventhGo("layer-pull", "slow")
	volumes := twohundredfortyseventhGo("volume-pick")
	tree := twohundredfortyseventhGo("module-tree")
	targets := twohundredfortyseventhGo("target-checklist")
	envs := twohundredfortyseventhGo("env-select")
	board := twohundredfortyseventhGo("job-board")

	const (
		ticketQ   = "Open a ticket for the 3 critical findings?"
		volumeQ   = "Choose a volume to snapshot"
		snapshotQ = "Snapshot vol-logs-02 (40 GiB) now?"
		targetsQ  = "Which targets should the release publish to?"
		envQ      = "Which environment should the migration run against?"
		migrateQ  = "Run 4 pending migrations on staging?"
		deleteQ   = "Delete job reindex-search?"
	)
	volumeRows := []string{
		"vol-data-01    100 GiB   db-1          2026-09-14",
		"vol-logs-02    40 GiB    web-2         2026-10-02",
		"vol-cache-03   20 GiB    web-1         2026-10-19",
		"vol-media-04   250 GiB   media-1       2026-11-03",
		"vol-build-05   60 GiB    (none)        2026-11-21",
	}
	targetNames := []string{"GitHub Releases", "Docker Hub", "Homebrew tap", "npm registry", "Debian repository"}
	envNames := []string{"development", "staging", "production", "production-eu"}
	// marked is opts with the i-th marked as the highlighted one.
	marked := func(opts []string, i int) []string {
		out := append([]string{}, opts...)
		out[i] = ">" + out[i]
		return out
	}
	return []corpusCase{
		// vuln-scan (bubbly, go-progress): `Scanning
		// registry.example.invalid/relay/api:2.4` over four task rows,
		// each a magenta braille spinner, a bold title (`Loading
		// vulnerability DB`, `Indexing file system`, `Cataloging
		// packages`, `Scanning for vulnerabilities`), a bar of `━` and a
		// grey hint in brackets, redrawn in place on the main screen,
		// the cursor hidden; slowed, while it indexes (no question);
		// quick, each row a green `✔` and its past title (`Indexed file
		// system  [1,204 files]` …), then `relay/api:2.4  3 critical, 7
		// high, 12 medium` and `Open a ticket for the 3 critical
		// findings? [y/N] `, the cursor after it (also with `y` typed,
		// not yet entered); answered y, `Assign the ticket to
		// [security-team]: `, the cursor after it.
		needs(running("vuln-scan-scanning", "vuln-scan", slowScan, wait("Indexing file system"), settle), goNeeds...),
		needs(ask("vuln-scan-ticket", "vuln-scan", scan, yesNo(ticketQ, "no"), wait("[y/N]"), settle), goNeeds...),
		needs(ask("vuln-scan-ticket-typed", "vuln-scan", scan, yesNo(ticketQ, "no"), wait("[y/N]"), settle, step{text: "y"}, settle), goNeeds...),
		needs(ask("vuln-scan-assignee", "vuln-scan", scan, want(modes.Text, "Assign the ticket to", "security-team"),
			wait("[y/N]"), settle, step{text: "y"}, step{keys: "<enter>", expect: "security-team", timeout: setSlow}, settle), goNeeds...),

		// layer-pull (go-progress's simple bar): `Pulling
		// registry.example.invalid/relay/api:2.4` over four layers, each
		// its short digest, a bar `▕━━━…▏` (yellow done, grey to do) and
		// `5.5 MB / 27.3 MB`, redrawn in place, the cursor hidden;
		// slowed, while they run (no question); quick, each `Pull
		// complete`, a `Digest: sha256:…` row, `Pulled relay/api:2.4; it
		// is to be signed with the key ada-release.` and `Passphrase for
		// key ada-release: `, echo off (also after keys typed, nothing
		// shown).
		needs(running("layer-pull-pulling", "layer-pull", slowPull, wait("c7b2e4419d0a"), settle), goNeeds...),
		needs(ask("layer-pull-passphrase", "layer-pull", pull, want(modes.Password, "Passphrase for key ada-release:", ""),
			wait("Passphrase for key"), settle), goNeeds...),
		needs(ask("layer-pull-passphrase-typed", "layer-pull", pull, want(modes.Password, "Passphrase for key ada-release:", ""),
			wait("Passphrase for key"), settle, step{text: "abc", secret: true}, settle), goNeeds...),

		// volume-pick (rodaine/table): `Choose a volume to snapshot` in
		// bold and a dim `(↑/↓ move, enter choose)`, a blank row, then a
		// table, its bold header NAME, SIZE, ATTACHED TO, CREATED, five
		// volumes a row each, a cyan `❯` before the highlighted row and
		// that row in reverse video, the cursor hidden: at first, and
		// moved down a row; chosen (enter), `Snapshot vol-logs-02 (40
		// GiB) now? (y/N) ` under the table, the cursor after it.
		needs(ask("volume-pick", "volume-pick", volumes, want(modes.Select, volumeQ, "", marked(volumeRows, 0)...), wait("vol-build-05"), settle), goNeeds...),
		needs(ask("volume-pick-moved", "volume-pick", volumes, want(modes.Select, volumeQ, "", marked(volumeRows, 1)...),
			wait("vol-build-05"), settle, down, settle), goNeeds...),
		needs(ask("volume-pick-snapshot", "volume-pick", volumes, yesNo(snapshotQ, "no"),
			wait("vol-build-05"), settle, down, settle, step{keys: "<enter>", expect: "now?", timeout: setSlow}, settle), goNeeds...),

		// module-tree (treeprint): on the alternate screen, a module's
		// dependency tree (`relay/api v2.4.0`, `├── relay/cli v1.9.2`,
		// `│   ├── relay/flags v1.1.0` …) a screenful at a time over a
		// status row in reverse video, ` module-tree  relay/api v2.4.0
		// lines 1-23 of 34  (j/k, space, q)`, the cursor hidden: at
		// first, and a page on (lines 12-34), both a pager.
		needs(isCase(modes.Pager, "module-tree", "module-tree", tree, wait("lines 1-23"), settle), goNeeds...),
		needs(isCase(modes.Pager, "module-tree-paged", "module-tree", tree, wait("lines 1-23"), settle, space, wait("lines 12-34"), settle), goNeeds...),

		// target-checklist (ctc): a green `?` and the question, a grey
		// hint `(space to tick, ↑/↓ to move, enter to accept)` on the
		// row under it, five targets each with a box `[ ]` (`[x]` green
		// when ticked), a cyan `› ` before the highlighted one and its
		// name cyan, the cursor hidden: at first, the first ticked, and
		// moved down twice and that one ticked too; accepted with the
		// first ticked, `✔ Publishing to: GitHub Releases` over `Tag to
		// create [v2.4.0]: `, the cursor after it.
		needs(ask("target-checklist", "target-checklist", targets, ticks(targetsQ, 0, nil, targetNames...), wait("Debian repository"), settle), goNeeds...),
		needs(ask("target-checklist-ticked", "target-checklist", targets, ticks(targetsQ, 0, map[int]bool{0: true}, targetNames...),
			wait("Debian repository"), settle, space, settle), goNeeds...),
		needs(ask("target-checklist-moved-ticked", "target-checklist", targets, ticks(targetsQ, 2, map[int]bool{0: true, 2: true}, targetNames...),
			wait("Debian repository"), settle, space, settle, down, down, settle, space, settle), goNeeds...),
		needs(ask("target-checklist-tag", "target-checklist", targets, want(modes.Text, "Tag to create", "v2.4.0"),
			wait("Debian repository"), settle, space, settle, step{keys: "<enter>", expect: "Tag to create", timeout: setSlow}, settle), goNeeds...),

		// env-select (ctc): a green `?`, the question and a grey `[Use
		// arrows to move]` on one row, four environments under it, the
		// highlighted one cyan after `❯ `, the cursor hidden: at first,
		// and moved down; chosen (enter), `✔ Environment: staging`,
		// `Pending: 0042_add_index, …` and `Run 4 pending migrations on
		// staging? [y/N] `, the cursor after it.
		needs(ask("env-select", "env-select", envs, want(modes.Select, envQ, "", marked(envNames, 0)...), wait("production-eu"), settle), goNeeds...),
		needs(ask("env-select-moved", "env-select", envs, want(modes.Select, envQ, "", marked(envNames, 1)...),
			wait("production-eu"), settle, down, settle), goNeeds...),
		needs(ask("env-select-migrate", "env-select", envs, yesNo(migrateQ, "no"),
			wait("production-eu"), settle, down, settle, step{keys: "<enter>", expect: "[y/N]", timeout: setSlow}, settle), goNeeds...),

		// job-board (rodaine/table, ctc): full screen on the alternate
		// screen, a title bar in reverse video (` relay jobs   cluster:
		// east-1   namespace: batch   6 jobs`), a yellow header NAME,
		// STATUS, COMPLETIONS, AGE over six jobs, the highlighted row in
		// reverse video, and on the last row the keys `<↑/↓> move  <l>
		// logs  <d> delete  <r> restart  <q> quit`, the cursor hidden:
		// at first and moved down a row, a full-screen program; then d,
		// a box drawn over the board, `Delete job reindex-search?` over
		// the buttons `[ Cancel ]` (in reverse video) and `[ OK ]`, a
		// confirm with Cancel highlighted.
		needs(isCase(modes.TUI, "job-board", "job-board", board, wait("restart"), settle), goNeeds...),
		needs(isCase(modes.TUI, "job-board-moved", "job-board", board, wait("restart"), settle, down, settle), goNeeds...),
		needs(ask("job-board-delete", "job-board", board, want(modes.Confirm, deleteQ, "", ">Cancel", "OK"),
			wait("restart"), settle, down, settle, step{keys: "d", expect: "Cancel", timeout: setSlow}, settle), goNeeds...),
	}
}

// TestModesTwohundredfortyseventh drives the two-hundred-and-forty-seventh
// set live to the labelled moment and, with -update, stores its screens,
// labels and facts for modes' TestSetsAccuracy/twohundredfortyseventh.
// Whether the classifier reads them right is that test's measure, not a
// failure here.
func TestModesTwohundredfortyseventh(t *testing.T) {
	captureSet(t, twohundredfortyseventhDir, twohundredfortyseventhSet())
}
