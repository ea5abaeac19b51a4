package session

import (
	"testing"

	"github.com/agentty/agentty/modes"
)

// twohundredtwentiethDir holds the twohundredtwentieth set (issue 44,
// two-hundred-and-twentieth round): live cases of line-mode command-line
// tools that ask their questions a line at a time on the main screen,
// imitated by a Python script of the set's own (Debian's python3, its
// termios through getpass), each printing what a tool that cannot run
// here prints at one of its moments (its words, layout, defaults,
// colours and echo, from its documentation, source and published
// transcripts), none of them named by any other test, table, fixture or
// doc of agentty: a cloud CLI's init with its token asked with echo off,
// an infrastructure tool's stack confirmation wrapped over two rows, an
// ORM's migration tool and a data pipeline's plan asking before they
// change data, a library template's bracketed answers over ` > `, a
// package manager's submission, a deployment tool's asks with a default
// in parentheses and a secret, and a VCS's change chooser. Each case's
// label was written from what the imitated tool means to a person and
// committed before its screen was captured.
const twohundredtwentiethDir = "../testdata/modes-twohundredtwentieth"

// twohundredtwentiethScript runs the set's Python script, with Debian's
// python3, over a home holding notes.txt and long.txt.
var twohundredtwentiethScript = setFixtures("twohundredtwentieth").script

// twohundredtwentiethSet is the twohundredtwentieth set. Labels say what
// a person reads on the screen; "…" in a question stands for any text.
func twohundredtwentiethSet() []corpusCase {
	ask, needs, wait, settle := askCase, needing, waitFor, settled
	py := pythonPath
	typed := func(s, expect string) step { return step{text: s, enter: true, expect: expect, timeout: setSlow} }
	hidden := func(s, expect string) step {
		return step{text: s, enter: true, secret: true, expect: expect, timeout: setSlow}
	}
	keys := func(s string) step { return step{text: s, timeout: setSlow} }
	// running is a case of a tool at work, printing, no question asked.
	running := func(name, program string, open opener, steps ...step) corpusCase {
		return corpusCase{name: name, program: program, open: open, steps: steps, mode: modes.Unknown, state: Running}
	}
	like := func(tool string) opener {
		return twohundredtwentiethScript(py, "py/twohundredtwentieth_demo.py", tool)
	}
	metal := like("metal")
	apply := like("terragrunt-apply")
	destroy := like("terragrunt-destroy")
	downgrade := like("aerich-downgrade")
	migrate := like("aerich-migrate")
	plan := like("sqlmesh")
	pod := like("cocoapods")
	haxelib := like("haxelib")
	cap := like("capistrano")
	got := like("got")

	token := want(modes.Password, "Token (hidden):", "")
	applyQ := yesNo("Are you sure you want to run 'terragrunt apply' in each folder of the stack described above?", "")
	downgradeQ := yesNo("Downgrade is dangerous, which maybe lose your data, are you sure?", "no")
	start := want(modes.Text, "Enter the backfill start date (eg. '1 year', '2020-01-01') or blank to backfill from the beginning of history:", "")
	platform := want(modes.Choice, "What platform do you want to use??", "iOS", "iOS", "macOS")
	user := want(modes.Text, "User :", "")
	password := want(modes.Password, "Password :", "")
	branch := want(modes.Text, "Please enter branch:", "main")
	stage := want(modes.Choice, "stage this change?", "", "y|y", "n|n", "q|q")
	const (
		stackQ  = "(y/n)"
		startQ  = "backfill start date"
		choose  = "What platform"
		userQ   = "User :"
		branchQ = "Please enter branch"
	)
	return []corpusCase{
		// Equinix Metal's `metal init`: where to get a token (its first
		// line wrapped), then `Token (hidden): ` read with echo off (at
		// first and with keys typed, nothing shown), then `Project ID
		// [<uuid>]: ` in clear, the default in brackets.
		needs(ask("metal-like-token", "metal-like", metal, token, wait("Token (hidden)")), py),
		needs(ask("metal-like-token-typed", "metal-like", metal, token,
			wait("Token (hidden)"), step{text: "mt0kenExample", secret: true, timeout: setSlow}, settle), py),
		needs(ask("metal-like-project", "metal-like", metal,
			want(modes.Text, "Project ID:", "3f1c2a9e-8d4b-4c6a-9f2e-1b7d5a0c4e21"),
			wait("Token (hidden)"), hidden("mt0kenExample", "Project ID")), py),

		// Terragrunt's `run-all apply`: a cyan `INFO[0000]` line, the
		// stack's groups of modules, then its question wrapped over two
		// rows and ending `(y/n) ` (at first, with `y` typed, and at work
		// after it: `Creating...`, no question); `run-all destroy`'s
		// `WARNING: Are you sure … There is no undo! (y/n) `.
		needs(ask("terragrunt-like-apply", "terragrunt-like", apply, applyQ, wait(stackQ)), py),
		needs(ask("terragrunt-like-apply-typed", "terragrunt-like", apply, applyQ, wait(stackQ), keys("y"), settle), py),
		needs(running("terragrunt-like-applying", "terragrunt-like", apply, wait(stackQ), typed("y", "Creating..."), settle), py),
		needs(ask("terragrunt-like-destroy", "terragrunt-like", destroy,
			yesNo("…Are you sure you want to run `terragrunt destroy` in each folder of the stack described above? There is no undo!", ""),
			wait(stackQ)), py),

		// Tortoise ORM's aerich: `aerich downgrade`'s click confirm
		// `… are you sure? [y/N]: ` (at first and with `y` typed), and
		// `aerich migrate` asking `Rename title to name? [True]: `, a
		// yes/no whose default is True (yes).
		needs(ask("aerich-like-downgrade", "aerich-like", downgrade, downgradeQ, wait("[y/N]")), py),
		needs(ask("aerich-like-downgrade-typed", "aerich-like", downgrade, downgradeQ, wait("[y/N]"), keys("y"), settle), py),
		needs(ask("aerich-like-rename", "aerich-like", migrate, want(modes.Confirm, "Rename title to name?", "yes"), wait("[True]")), py),

		// SQLMesh's `sqlmesh plan dev`: its tests' result, the
		// differences as a tree and a diff, the models needing backfill,
		// then bold questions a line at a time: the start date (wrapped
		// over two rows; at first and with `1 year` typed), the end date
		// (blank for up until a date), then `Apply - Backfill Tables
		// [y/n]: `.
		needs(ask("sqlmesh-like-start", "sqlmesh-like", plan, start, wait(startQ)), py),
		needs(ask("sqlmesh-like-start-typed", "sqlmesh-like", plan, start, wait(startQ), keys("1 year"), settle), py),
		needs(ask("sqlmesh-like-end", "sqlmesh-like", plan,
			want(modes.Text, "Enter the backfill end date (eg. '1 month ago', '2020-01-01') or blank to backfill up until '2024-01-02 00:00:00':", ""),
			wait(startQ), typed("1 year", "backfill end date")), py),
		needs(ask("sqlmesh-like-apply", "sqlmesh-like", plan, yesNo("Apply - Backfill Tables", ""),
			wait(startQ), typed("", "backfill end date"), typed("", "[y/n]")), py),

		// CocoaPods' `pod lib create Demo`: the template's guide, then
		// `What platform do you want to use?? [ iOS / macOS ]` (the
		// first answer, the default, underlined) over a green ` > `
		// (at first and with `macOS` typed); after Enter the default
		// echoed in yellow and `What language do you want to use?? [
		// Swift / ObjC ]`; after another, whether to include a demo
		// application, `[ Yes / No ]`, Yes the default.
		needs(ask("cocoapods-like-platform", "cocoapods-like", pod, platform, wait(choose)), py),
		needs(ask("cocoapods-like-platform-typed", "cocoapods-like", pod, platform, wait(choose), keys("macOS"), settle), py),
		needs(ask("cocoapods-like-language", "cocoapods-like", pod,
			want(modes.Choice, "What language do you want to use??", "Swift", "Swift", "ObjC"),
			wait(choose), typed("", "What language")), py),
		needs(ask("cocoapods-like-demo-app", "cocoapods-like", pod,
			yesNo("Would you like to include a demo application with your library??", "yes"),
			wait(choose), typed("", "What language"), typed("", "demo application")), py),

		// haxelib's `haxelib submit demo.zip`: `User : ` in clear (at
		// first and with a name typed), `Password : ` with echo off (at
		// first and with keys typed), then `Sending data.... N%` rising
		// (at work, no question).
		needs(ask("haxelib-like-user", "haxelib-like", haxelib, user, wait(userQ)), py),
		needs(ask("haxelib-like-user-typed", "haxelib-like", haxelib, user, wait(userQ), keys("anna"), settle), py),
		needs(ask("haxelib-like-password", "haxelib-like", haxelib, password, wait(userQ), typed("anna", "Password :")), py),
		needs(ask("haxelib-like-password-typed", "haxelib-like", haxelib, password,
			wait(userQ), typed("anna", "Password :"), step{text: "harbour", secret: true, timeout: setSlow}, settle), py),
		needs(running("haxelib-like-sending", "haxelib-like", haxelib,
			wait(userQ), typed("anna", "Password :"), hidden("harbour", "Sending data"), settle), py),

		// Capistrano's `cap production deploy` with a deploy.rb that
		// asks: `Please enter branch (main): ` (at first and with a
		// branch typed), `Please enter db_password: ` with echo off, then
		// airbrussh's log of tasks, commands and ticks (at work, no
		// question).
		needs(ask("capistrano-like-branch", "capistrano-like", cap, branch, wait(branchQ)), py),
		needs(ask("capistrano-like-branch-typed", "capistrano-like", cap, branch, wait(branchQ), keys("release-7"), settle), py),
		needs(ask("capistrano-like-db-password", "capistrano-like", cap, want(modes.Password, "Please enter db_password:", ""),
			wait(branchQ), typed("release-7", "db_password")), py),
		needs(running("capistrano-like-deploying", "capistrano-like", cap,
			wait(branchQ), typed("release-7", "db_password"), hidden("harbour", "git:check"), settle), py),

		// Game of Trees' `got stage -p`: a change of notes.txt between
		// rules, `M  notes.txt (change 1 of 2)` and `stage this change?
		// [y/n/q] ` read as a line (at first and with `y` typed), then
		// the second change asked alike.
		needs(ask("got-like-stage", "got-like", got, stage, wait("[y/n/q]")), py),
		needs(ask("got-like-stage-typed", "got-like", got, stage, wait("[y/n/q]"), keys("y"), settle), py),
		needs(ask("got-like-stage-second", "got-like", got, stage, wait("[y/n/q]"), typed("y", "change 2 of 2")), py),
	}
}

// TestModesTwohundredtwentieth drives the twohundredtwentieth set live to
// the labelled moment and, with -update, stores its screens, labels and
// facts for modes' TestSetsAccuracy/twohundredtwentieth. Whether the
// classifier reads them right is that test's measure, not a failure
// here.
func TestModesTwohundredtwentieth(t *testing.T) {
	captureSet(t, twohundredtwentiethDir, twohundredtwentiethSet())
}
