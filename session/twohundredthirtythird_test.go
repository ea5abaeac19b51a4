package session

import (
	"testing"

	"github.com/agentty/agentty/modes"
)

// twohundredthirtythirdDir holds the two-hundred-and-thirty-third set
// (issue 44, two-hundred-and-thirty-third round): live cases of seven
// small Go tools of the set's own in testdata/twohundredthirtythird/go,
// each built on a terminal library of the Go module proxy that no other
// test, table, fixture or doc of agentty names, each module path and
// author grepped unnamed before it was chosen: cheggaaa/pb's pool of
// progress bars, moby/term's echo off, raw mode and window size,
// aquasecurity/table's bordered tables, common-nighthawk/go-figure's
// ASCII-art banners and MichaelMure/go-term-text's wrapping, padding and
// alignment. Every prompt and line-editor library the proxy serves was
// named here already, and the unnamed ones asked for were refused
// (y-d-n-a/ui, turret-io/go-menu, GeertJohan/go.ask, xyproto/ask,
// rayrutjes/ask, JoaoDanielRufino/go-input-autocomplete,
// DrSmithFr/go-console, fiorix/go-readline, inancgumus/screen,
// apoorvam/goterminal, Delta456/box-cli-maker, liamg/tml,
// enescakir/emoji, nathan-fiscaletti/consolesize-go,
// ahmetalpbalkan/go-cursor, Nerdmaster/terminal, savioxavier/termlink);
// so the questions, the select over a table, the checklist, the form and
// the REPL's line editor are the tools' own, drawn with these libraries.
// Each is seen at its first screen and after a key, a move, a tick or
// text typed, and most at the question asked next, and the bars while
// they run, to measure the classifier once as it was on programs nobody
// here had looked at. Each case's label (mode, state, prompt kind,
// question, default, options and the highlighted one) says what a person
// reads on the screen, written from the tool run by hand in tmux outside
// agentty, and was committed before its screen was captured.
const twohundredthirtythirdDir = "../testdata/modes-twohundredthirtythird"

// twohundredthirtythirdGo runs a tool of the set's Go module.
var twohundredthirtythirdGo = setFixtures("twohundredthirtythird").goProgram

// twohundredthirtythirdSet is the two-hundred-and-thirty-third set.
// Labels say what a person reads on the screen.
func twohundredthirtythirdSet() []corpusCase {
	ask, needs, wait, settle := askCase, needing, waitFor, settled
	down := step{keys: "<down>"}
	space := step{keys: " "}
	tab := step{keys: "<tab>"}
	// running is a case of a tool at work, drawing, no question asked.
	running := func(name, program string, open opener, steps ...step) corpusCase {
		return corpusCase{name: name, program: program, open: open, steps: steps, mode: modes.Unknown, state: Running}
	}
	// answer types text and enter and waits for what shows next.
	answer := func(text, next string) step {
		return step{text: text, enter: true, expect: next, timeout: setSlow}
	}
	upload := twohundredthirtythirdGo("snapshot-upload")
	slowUpload := twohundredthirtythirdGo("snapshot-upload", "slow")
	unseal := twohundredthirtythirdGo("vault-unseal")
	restore := twohundredthirtythirdGo("restore-table")
	menu := twohundredthirtythirdGo("depot-menu")
	notes := twohundredthirtythirdGo("notes-shell")
	flags := twohundredthirtythirdGo("flag-checklist")
	form := twohundredthirtythirdGo("setup-form")

	const (
		deleteQ  = "Delete the local copies of the 3 snapshots?"
		keepLogQ = "Keep a copy of the upload log?"
		restoreQ = "Choose a snapshot to restore"
		flagsQ   = "Which feature flags should be turned on for staging?"
	)
	snapshots := []string{
		"nightly-1127 │ 2026-11-27 02:00 │ 4.2 GB │ full",
		"nightly-1126 │ 2026-11-26 02:00 │ 310 MB │ incremental",
		"nightly-1125 │ 2026-11-25 02:00 │ 295 MB │ incremental",
		"weekly-48    │ 2026-11-23 03:30 │ 4.1 GB │ full",
		"weekly-47    │ 2026-11-16 03:30 │ 4.0 GB │ full",
	}
	tasks := []string{"1|Receive a delivery", "2|Move stock between shelves", "3|Count a shelf", "4|Print the day's report", "q|Quit"}
	flagNames := []string{"batch-picking", "shelf-heatmap", "late-cutoff", "scanner-sounds"}
	// marked is opts with the i-th marked as the highlighted one.
	marked := func(opts []string, i int) []string {
		out := append([]string{}, opts...)
		out[i] = ">" + out[i]
		return out
	}
	return []corpusCase{
		// snapshot-upload (pb): `Uploading 3 snapshots to
		// backup.example.invalid` over a pool of three bars, each a
		// snapshot's name, `2.88 MiB / 48.00 MiB`, `[=>-----…]` and its
		// percentage, redrawn in place on the main screen; slowed, while
		// they run (no question); quick, full, then `Uploaded 3 snapshots
		// (182 MiB).` over `Delete the local copies of the 3 snapshots?
		// [y/N] `, the cursor after it (also with `y` typed, not yet
		// entered); answered y, `Deleted 3 local copies.` over `Keep a
		// copy of the upload log? [Y/n] `.
		needs(running("snapshot-upload-uploading", "snapshot-upload", slowUpload, wait("depot-config-1127.tgz"), settle), goNeeds...),
		needs(ask("snapshot-upload-delete", "snapshot-upload", upload, yesNo(deleteQ, "n"), wait("[y/N]"), settle), goNeeds...),
		needs(ask("snapshot-upload-delete-typed", "snapshot-upload", upload, yesNo(deleteQ, "n"), wait("[y/N]"), settle, step{text: "y"}, settle), goNeeds...),
		needs(ask("snapshot-upload-keep-log", "snapshot-upload", upload, yesNo(keepLogQ, "y"), wait("[y/N]"), settle, answer("y", "[Y/n]"), settle), goNeeds...),

		// vault-unseal (moby/term): `Vault ops-prod is sealed (threshold
		// 1 of 3 key shares).` over `Unseal key: `, echo off (also after
		// keys typed, nothing shown); the key entered, `Key accepted (3
		// characters). Vault ops-prod is unsealed.` over `Lease for the
		// new token [24h]: `, the cursor after it (also with `8h` typed).
		needs(ask("vault-unseal", "vault-unseal", unseal, want(modes.Password, "Unseal key:", ""), wait("Unseal key"), settle), goNeeds...),
		needs(ask("vault-unseal-typed", "vault-unseal", unseal, want(modes.Password, "Unseal key:", ""),
			wait("Unseal key"), settle, step{text: "abc", secret: true}, settle), goNeeds...),
		needs(ask("vault-unseal-lease", "vault-unseal", unseal, want(modes.Text, "Lease for the new token", "24h"),
			wait("Unseal key"), settle, step{text: "abc", secret: true, enter: true, expect: "[24h]", timeout: setSlow}, settle), goNeeds...),
		needs(ask("vault-unseal-lease-typed", "vault-unseal", unseal, want(modes.Text, "Lease for the new token", "24h"),
			wait("Unseal key"), settle, step{text: "abc", secret: true, enter: true, expect: "[24h]", timeout: setSlow}, settle, step{text: "8h"}, settle), goNeeds...),

		// restore-table (aquasecurity/table): `Choose a snapshot to
		// restore` in bold and a dim `(↑/↓ move, enter choose)`, then a
		// table in rounded borders, its header Snapshot, Taken, Size and
		// Kind in bold over a rule, five snapshots a row each, the
		// highlighted row in reverse video, the cursor hidden: at first,
		// moved down a row, and, chosen, `Restore nightly-1126 over
		// /srv/depot? (y/N) ` under the table, the cursor after it.
		needs(ask("restore-table", "restore-table", restore, want(modes.Select, restoreQ, "", marked(snapshots, 0)...), wait("weekly-47"), settle), goNeeds...),
		needs(ask("restore-table-moved", "restore-table", restore, want(modes.Select, restoreQ, "", marked(snapshots, 1)...),
			wait("weekly-47"), settle, down, settle), goNeeds...),
		needs(ask("restore-table-confirm", "restore-table", restore, yesNo("Restore nightly-1126 over /srv/depot?", "n"),
			wait("weekly-47"), settle, down, settle, step{keys: "<enter>", expect: "(y/N)", timeout: setSlow}, settle), goNeeds...),

		// depot-menu (go-figure): on the alternate screen, `DEPOT` in
		// yellow ASCII art over `Warehouse console 2.4 · shift B ·
		// terminal 7`, a menu `1) Receive a delivery` … `4) Print the
		// day's report`, `q) Quit`, and `Choose an option [1-4, q]: `,
		// the cursor after it (also with `2` typed); 2 entered, the
		// banner over `Move stock between shelves` in bold and `From
		// which shelf? [A1]: `; C4 entered, `To which shelf? [B1]: `
		// under it.
		needs(ask("depot-menu", "depot-menu", menu, want(modes.Choice, "Choose an option", "", tasks...), wait("Choose an option"), settle), goNeeds...),
		needs(ask("depot-menu-typed", "depot-menu", menu, want(modes.Choice, "Choose an option", "", tasks...),
			wait("Choose an option"), settle, step{text: "2"}, settle), goNeeds...),
		needs(ask("depot-menu-from-shelf", "depot-menu", menu, want(modes.Text, "From which shelf?", "A1"),
			wait("Choose an option"), settle, answer("2", "[A1]"), settle), goNeeds...),
		needs(ask("depot-menu-to-shelf", "depot-menu", menu, want(modes.Text, "To which shelf?", "B1"),
			wait("Choose an option"), settle, answer("2", "[A1]"), settle, answer("C4", "[B1]"), settle), goNeeds...),

		// notes-shell (go-term-text, moby/term): `depot notes 0.3 — 3
		// notes from the last shift. Type help for commands.` over a
		// cyan `notes> `, the cursor after it: at first, with `list`
		// typed, after `list` entered (three numbered notes wrapped at
		// the terminal's width, their second rows indented, then the
		// prompt again), and then `add Dock door 3 sticks` typed and the
		// cursor moved two left; all a REPL.
		needs(isCase(modes.REPL, "notes-shell", "notes-shell", notes, wait("notes>"), settle), goNeeds...),
		needs(isCase(modes.REPL, "notes-shell-typed", "notes-shell", notes, wait("notes>"), settle, step{text: "list"}, settle), goNeeds...),
		needs(isCase(modes.REPL, "notes-shell-listed", "notes-shell", notes, wait("notes>"), settle, answer("list", "top row"), settle), goNeeds...),
		needs(isCase(modes.REPL, "notes-shell-editing", "notes-shell", notes, wait("notes>"), settle, answer("list", "top row"), settle,
			step{text: "add Dock door 3 sticks"}, settle, step{keys: "<left>"}, step{keys: "<left>"}, settle), goNeeds...),

		// flag-checklist (go-term-text, moby/term): a green `?` and the
		// question in bold, a dim `(space to toggle, ↑/↓ to move, enter
		// to save)`, four flags each after a circle `◯` (`◉` green when
		// on), a dim description wrapped and indented under each, `›`
		// and cyan on the highlighted one, the cursor hidden: at first,
		// the first toggled on, and moved down twice and that one on
		// too.
		needs(ask("flag-checklist", "flag-checklist", flags, ticks(flagsQ, 0, nil, flagNames...), wait("scanner-sounds"), settle), goNeeds...),
		needs(ask("flag-checklist-ticked", "flag-checklist", flags, ticks(flagsQ, 0, map[int]bool{0: true}, flagNames...),
			wait("scanner-sounds"), settle, space, settle), goNeeds...),
		needs(ask("flag-checklist-moved-ticked", "flag-checklist", flags, ticks(flagsQ, 2, map[int]bool{0: true, 2: true}, flagNames...),
			wait("scanner-sounds"), settle, space, settle, down, down, settle, space, settle), goNeeds...),

		// setup-form (go-term-text, moby/term): `Set up a depot node` in
		// bold over a dim `tab: next field · enter on the last: save`,
		// then three fields a row each, their labels right-aligned,
		// `Node name:`, `Listen port:` (dim default `8080`) and `Data
		// directory:` (dim default `/var/lib/depot`), a magenta `▸` and
		// the label in bold on the focused one, the cursor after its
		// value: Node name at first and with `depot-03` typed, Listen
		// port after a tab, and Data directory after two.
		needs(ask("setup-form", "setup-form", form, want(modes.Text, "Node name:", ""), wait("Data directory"), settle), goNeeds...),
		needs(ask("setup-form-typed", "setup-form", form, want(modes.Text, "Node name:", ""),
			wait("Data directory"), settle, step{text: "depot-03"}, settle), goNeeds...),
		needs(ask("setup-form-port", "setup-form", form, want(modes.Text, "Listen port:", "8080"),
			wait("Data directory"), settle, step{text: "depot-03"}, settle, tab, settle), goNeeds...),
		needs(ask("setup-form-directory", "setup-form", form, want(modes.Text, "Data directory:", "/var/lib/depot"),
			wait("Data directory"), settle, tab, settle, tab, settle), goNeeds...),
	}
}

// TestModesTwohundredthirtythird drives the two-hundred-and-thirty-third
// set live to the labelled moment and, with -update, stores its screens,
// labels and facts for modes' TestSetsAccuracy/twohundredthirtythird.
// Whether the classifier reads them right is that test's measure, not a
// failure here.
func TestModesTwohundredthirtythird(t *testing.T) {
	captureSet(t, twohundredthirtythirdDir, twohundredthirtythirdSet())
}
