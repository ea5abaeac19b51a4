package session

import (
	"testing"

	"github.com/agentty/agentty/modes"
)

// twohundredfifteenthDir holds the two-hundred-and-fifteenth set (issue
// 44, two-hundred-and-fifteenth round): live cases of eight small Go tools
// of the set's own in testdata/twohundredfifteenth/go, each built on a
// terminal library of the Go module proxy that no other test, table,
// fixture or doc of agentty names, each name grepped unnamed before it was
// chosen: vbauerster/mpb's progress bars and its spinner bar (the
// README's example of several bars, and a spinner), tj/go-spin's spinner
// frames, and k0kubun/go-ansi's cursor moves, with which five of the tools
// draw and redraw in place a select, a checklist, a yes/no line and a
// Yes/No toggle, a table of rows to choose from and a form of three
// fields (keys read raw by golang.org/x/term, which also reads the token
// with echo off). The proxy here serves few terminal libraries, and every
// prompt library it served was named here already (survey, promptui,
// go-prompt, promptkit, huh, pterm, cqroot/prompt, prompter, bubbletea and
// its bubbles, tview, hashicorp/cli, smallstep's ui, 99designs/keyring,
// go-ethereum's prompt among them); it refused golistic/console,
// g1eng/select5, tayusa/go-chooser, raystack/salt, chelnak/ysmrr,
// leaanthony/spinner, janeczku/go-spinner, josa42/go-prompt,
// nyaosorg/go-box, ukautz/clif, antham/strumt, paulrademacher/climenu,
// tslocum/cview and ows4444/tui. So the tools' looks are the set's own,
// drawn with these libraries. Each is seen at its first screen and after
// one or two keys (a move, a tick, a switch, text typed, a field left for
// the next), and the bars and the spinner while they run, to measure the
// classifier once as it was on programs nobody here had looked at. Each
// case's label (mode, state, prompt kind, question, default, options and
// the highlighted one) says what a person reads on the screen, written
// from the tool run by hand in tmux outside agentty, and was committed
// before its screen was captured.
const twohundredfifteenthDir = "../testdata/modes-twohundredfifteenth"

// twohundredfifteenthGo runs a tool of the set's Go module.
var twohundredfifteenthGo = setFixtures("twohundredfifteenth").goProgram

// twohundredfifteenthSet is the two-hundred-and-fifteenth set. Labels say
// what a person reads on the screen.
func twohundredfifteenthSet() []corpusCase {
	ask, needs, wait, settle := askCase, needing, waitFor, settled
	down := step{keys: "<down>"}
	space := step{keys: " "}
	tab := step{keys: "<tab>"}
	// running is a case of a tool at work, drawing, no question asked.
	running := func(name, program string, open opener, steps ...step) corpusCase {
		return corpusCase{name: name, program: program, open: open, steps: steps, mode: modes.Unknown, state: Running}
	}
	bars := twohundredfifteenthGo("mirror-bars")
	slowBars := twohundredfifteenthGo("mirror-bars", "slow")
	spinner := twohundredfifteenthGo("release-spinner")
	slowSpinner := twohundredfifteenthGo("release-spinner", "slow")
	token := twohundredfifteenthGo("agent-token")
	region := twohundredfifteenthGo("region-select")
	platforms := twohundredfifteenthGo("platform-checklist")
	branches := twohundredfifteenthGo("branch-confirm")
	backups := twohundredfifteenthGo("backup-table")
	account := twohundredfifteenthGo("account-form")

	const (
		publish    = "Publish the 3 archives on the mirror?"
		regionQ    = "Which region should the mirror use?"
		platformsQ = "Which platforms should the release build for?"
		deleteQ    = "Delete the 4 stale branches?"
		pushQ      = "Push the deletion to origin too?"
		backupQ    = "Choose a backup to restore"
	)
	regions := []string{"eu-west (Dublin)", "eu-central (Frankfurt)", "us-east (Virginia)", "ap-south (Mumbai)"}
	platformNames := []string{"linux/amd64", "linux/arm64", "darwin/arm64", "windows/amd64", "freebsd/amd64"}
	backupRows := []string{
		"nightly-1127   2026-11-27 02:00     4.2 GB  full",
		"nightly-1126   2026-11-26 02:00     310 MB  incremental",
		"nightly-1125   2026-11-25 02:00     295 MB  incremental",
		"weekly-48      2026-11-23 03:30     4.1 GB  full",
		"weekly-47      2026-11-16 03:30     4.0 GB  full",
	}
	// marked is opts with the i-th marked as the highlighted one.
	marked := func(opts []string, i int) []string {
		out := append([]string{}, opts...)
		out[i] = ">" + out[i]
		return out
	}
	return []corpusCase{
		// mirror-bars (mpb): "Copying 3 archives to mirror.example.invalid"
		// over three bars, each an archive's name, its time left (then
		// "done"), `[=>----…]` and its percentage, redrawn in place on
		// the main screen, the cursor under them; slowed, while they run
		// (no question); quick, when they are full and the tool asks on
		// the next line `Publish the 3 archives on the mirror? [y/N] `,
		// the cursor after it (also with `y` typed, not yet entered).
		needs(running("mirror-bars-copying", "mirror-bars", slowBars, wait("relay-docs.tar.gz"), settle), goNeeds...),
		needs(ask("mirror-bars-publish", "mirror-bars", bars, yesNo(publish, "n"), wait("[y/N]"), settle), goNeeds...),
		needs(ask("mirror-bars-publish-typed", "mirror-bars", bars, yesNo(publish, "n"), wait("[y/N]"), settle, step{text: "y"}, settle), goNeeds...),

		// release-spinner (mpb's spinner bar): ` ⠦ Resolving dependencies
		// of relay 2s`, the braille frame turning and the seconds
		// counted (slowed, no question); done, `Resolved 24
		// dependencies.` over `Release name [release-7]: `, the cursor
		// after it (also with "relay-8" typed).
		needs(running("release-spinner-resolving", "release-spinner", slowSpinner, wait("Resolving dependencies"), settle), goNeeds...),
		needs(ask("release-spinner-name", "release-spinner", spinner, want(modes.Text, "Release name", "release-7"), wait("[release-7]"), settle), goNeeds...),
		needs(ask("release-spinner-name-typed", "release-spinner", spinner, want(modes.Text, "Release name", "release-7"),
			wait("[release-7]"), settle, step{text: "relay-8"}, settle), goNeeds...),

		// agent-token (tj/go-spin): its spinner `⠋ Waiting for the build
		// agent` turned into `✓ Build agent relay-01 is up` over `Agent
		// token: `, echo off (also after keys typed, nothing shown).
		needs(ask("agent-token", "agent-token", token, want(modes.Password, "Agent token:", ""), wait("Agent token"), settle), goNeeds...),
		needs(ask("agent-token-typed", "agent-token", token, want(modes.Password, "Agent token:", ""),
			wait("Agent token"), settle, step{text: "abc", secret: true}, settle), goNeeds...),

		// region-select (go-ansi): a green `?`, the question in bold and a
		// dim hint `(↑/↓ to move, enter to choose)`, the four regions
		// under it, the highlighted one cyan after `❯`, the cursor
		// hidden: at first, moved down, and moved up from the first
		// (wrapped to the last).
		needs(ask("region-select", "region-select", region, want(modes.Select, regionQ, "", marked(regions, 0)...), wait("Mumbai"), settle), goNeeds...),
		needs(ask("region-select-moved", "region-select", region, want(modes.Select, regionQ, "", marked(regions, 1)...),
			wait("Mumbai"), settle, down, settle), goNeeds...),
		needs(ask("region-select-wrapped", "region-select", region, want(modes.Select, regionQ, "", marked(regions, 3)...),
			wait("Mumbai"), settle, step{keys: "<up>"}, settle), goNeeds...),

		// platform-checklist (go-ansi): the question in bold, a dim hint
		// `(space to tick, ↑/↓ to move, enter to accept)` on the row
		// under it, five platforms each with a box `[ ]` (`[x]` green
		// when ticked), `❯` before the highlighted one, the cursor
		// hidden: at first, the first ticked, and moved down twice and
		// that one ticked too.
		needs(ask("platform-checklist", "platform-checklist", platforms, ticks(platformsQ, 0, nil, platformNames...), wait("freebsd"), settle), goNeeds...),
		needs(ask("platform-checklist-ticked", "platform-checklist", platforms, ticks(platformsQ, 0, map[int]bool{0: true}, platformNames...),
			wait("freebsd"), settle, space, settle), goNeeds...),
		needs(ask("platform-checklist-moved-ticked", "platform-checklist", platforms, ticks(platformsQ, 2, map[int]bool{0: true, 2: true}, platformNames...),
			wait("freebsd"), settle, space, settle, down, down, settle, space, settle), goNeeds...),

		// branch-confirm (go-ansi): four stale branches listed, then `?
		// Delete the 4 stale branches? (y/N) `, the cursor after it;
		// answered `y` (the line now ends `Yes`), the next line `? Push
		// the deletion to origin too?  Yes / No`, the chosen answer cyan
		// and underlined, the cursor hidden: Yes at first, then switched
		// to No (right arrow).
		needs(ask("branch-confirm", "branch-confirm", branches, yesNo(deleteQ, "n"), wait("(y/N)"), settle), goNeeds...),
		needs(ask("branch-confirm-push", "branch-confirm", branches, want(modes.Confirm, pushQ, "", ">Yes", "No"),
			wait("(y/N)"), settle, step{keys: "y", expect: "origin", timeout: setSlow}, settle), goNeeds...),
		needs(ask("branch-confirm-push-switched", "branch-confirm", branches, want(modes.Confirm, pushQ, "", "Yes", ">No"),
			wait("(y/N)"), settle, step{keys: "y", expect: "origin", timeout: setSlow}, settle, step{keys: "<right>"}, settle), goNeeds...),

		// backup-table (go-ansi): `Choose a backup to restore (↑/↓,
		// enter)`, then a table, its header NAME, TAKEN, SIZE and KIND
		// in bold over a rule, five backups a row each, the highlighted
		// row in reverse video, the cursor hidden: at first, and moved
		// down a row.
		needs(ask("backup-table", "backup-table", backups, want(modes.Select, backupQ, "", marked(backupRows, 0)...), wait("weekly-47"), settle), goNeeds...),
		needs(ask("backup-table-moved", "backup-table", backups, want(modes.Select, backupQ, "", marked(backupRows, 1)...),
			wait("weekly-47"), settle, down, settle), goNeeds...),

		// account-form (go-ansi): `New account` in bold over a dim `tab:
		// next field · enter on the last: create`, then three fields a
		// row each, `Name:`, `Email:` and `Role:` (its default
		// `developer` dim), the focused one's label bold after a cyan
		// `›`, the cursor after its value: Name at first, Name with
		// "Anna Berg" typed, Email after a tab, and Role after two.
		needs(ask("account-form", "account-form", account, want(modes.Text, "Name:", ""), wait("Role"), settle), goNeeds...),
		needs(ask("account-form-typed", "account-form", account, want(modes.Text, "Name:", ""),
			wait("Role"), settle, step{text: "Anna Berg"}, settle), goNeeds...),
		needs(ask("account-form-email", "account-form", account, want(modes.Text, "Email:", ""),
			wait("Role"), settle, step{text: "Anna Berg"}, settle, tab, settle), goNeeds...),
		needs(ask("account-form-role", "account-form", account, want(modes.Text, "Role:", "developer"),
			wait("Role"), settle, tab, settle, tab, settle), goNeeds...),
	}
}

// TestModesTwohundredfifteenth drives the two-hundred-and-fifteenth set
// live to the labelled moment and, with -update, stores its screens,
// labels and facts for modes' TestSetsAccuracy/twohundredfifteenth.
// Whether the classifier reads them right is that test's measure, not a
// failure here.
func TestModesTwohundredfifteenth(t *testing.T) {
	captureSet(t, twohundredfifteenthDir, twohundredfifteenthSet())
}
