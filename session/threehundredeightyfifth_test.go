package session

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/agentty/agentty/modes"
)

// threehundredeightyfifthDir holds the threehundredeightyfifth set
// (issue 44, three-hundred-and-eighty-fifth round): live cases of
// installers and version managers of language toolchains that Debian
// does not package, each started from a shell as its documentation says
// and imitated by a fixture of its own (one script run by Debian's
// python3), each drawing what the program draws at one of its moments:
// dom96's choosenim for Nim through its init script (nimble's
// right-aligned `Prompt:` and `Answer:` on cooked lines, a telemetry
// question asked until answered, a 50-column download bar, a `[y/N]`
// question before removing a directory, its closing lines on what to
// put in ~/.profile), DFINITY's dfxvm-init for dfx through its install
// script (rustup's introduction and current options, dialoguer's plain
// select of proceeding, customizing or cancelling, a customise question
// per setting with its default in brackets, `error:` lines before one is
// asked again, a `[Y/n]` confirm before changing PATH, indicatif's
// download bar, its closing message), kevincobain2000's gobrew for Go
// (its report of the installed, latest and go.mod versions, a question
// printed over ` [y/n]: ` on a row of its own, asked again until
// answered, schollz's progress bar, `==> [Info]` lines) and
// version-fox's vfox (pterm's one-key `[y/N]` confirms, a page of
// versions to pick from with `->` at the current one under a `[type to
// search]` line and over a row of keys, the next page, a download bar
// of `=` and `>`, its success lines). None of them, nor their makers, is
// named by any other test, table, fixture or doc of agentty: grepped with
// `git grep -il` before they were chosen were choosenim, dom96, nim-lang,
// dfxvm, dfinity, gobrew, kevincobain2000, vfox and version-fox (and,
// found named and left, among others: rustup, ghcup, juliaup, elan,
// swiftly, sdkman, coursier, nvm, nvs, fnm, volta, pyenv, rye, asdf,
// mise, rtx, rvm, gvm, goenv, goup, kerl, kiex, jenv, jbang, miniconda,
// miniforge, micromamba, anaconda, opam, bun, deno, crystal, racket and
// fvm). Each case's label says what a person reads on the screen,
// written from the fixture run by hand in tmux outside agentty at 80x24,
// and was committed before its screen was captured.
const threehundredeightyfifthDir = "../testdata/modes-threehundredeightyfifth"

// threehundredeightyfifthShell opens bash at a plain `$ ` over a home
// that holds what a person has before starting the tool (its installer
// downloaded, or the tool on PATH), each a wrapper that runs the set's
// script for that tool with Debian's python3: choosenim's init.sh (and
// a ~/.nimble/lib left behind), dfxvm's install.sh, gobrew in
// ~/.gobrew/bin (and a go.mod asking for go 1.22), vfox in ~/.local/bin.
func threehundredeightyfifthShell(tool string) opener {
	return func(t *testing.T, f *fixtures) Options {
		script, err := filepath.Abs(filepath.Join(setFixtures("threehundredeightyfifth").dir(), "py", "threehundredeightyfifth_toolchains.py"))
		if err != nil {
			t.Fatal(err)
		}
		wrapper := []byte("#!/bin/sh\nexec " + pythonPath + " " + script + " " + tool + " \"$@\"\n")
		write := func(path string, data []byte, mode os.FileMode) {
			if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
				t.Fatal(err)
			}
			if err := os.WriteFile(path, data, mode); err != nil {
				t.Fatal(err)
			}
		}
		var home string
		o := unseenHome(func(t *testing.T, dir string) {
			notes(t, dir)
			home = dir
			switch tool {
			case "choosenim":
				write(filepath.Join(dir, "init.sh"), wrapper, 0o644)
				if err := os.MkdirAll(filepath.Join(dir, ".nimble", "lib"), 0o755); err != nil {
					t.Fatal(err)
				}
			case "dfxvm":
				write(filepath.Join(dir, "install.sh"), wrapper, 0o644)
			case "gobrew":
				write(filepath.Join(dir, ".gobrew", "bin", "gobrew"), wrapper, 0o755)
				write(filepath.Join(dir, "go.mod"), []byte("module ledger\n\ngo 1.22\n"), 0o644)
			case "vfox":
				write(filepath.Join(dir, ".local", "bin", "vfox"), wrapper, 0o755)
			}
		}, "bash", "--norc", "--noprofile", "-i")(t, f)
		o.Env["PS1"] = "$ "
		o.Env["PATH"] = filepath.Join(home, ".gobrew", "bin") + ":" + filepath.Join(home, ".local", "bin") + ":" + os.Getenv("PATH")
		return o
	}
}

// threehundredeightyfifthSet is the threehundredeightyfifth set. Labels
// say what a person reads on the screen: a line asking yes or no, the
// cursor on it or on the answer's row under it, is a yes/no, its default
// the answer in capitals where the program marks one ([y/n] marks none);
// a line asking a value with the cursor after it is a text question, its
// default in brackets; a list with one entry marked current is a select;
// a download bar moving, no question, is the program at work; the
// shell's `$ ` under the installer's last lines is the shell waiting.
func threehundredeightyfifthSet() []corpusCase {
	is, ask, needs, settle := isCase, askCase, needing, settled
	py := pythonPath
	typed := func(s, expect string) step { return step{text: s, enter: true, expect: expect, timeout: setSlow} }
	key := func(k, expect string) step { return step{keys: k, expect: expect, timeout: setSlow} }
	wait := func(expect string) step { return step{expect: expect, timeout: setSlow} }
	then := func(a []step, b ...step) []step { return append(append([]step{}, a...), b...) }
	running := func(name, program string, open opener, steps ...step) corpusCase {
		return corpusCase{name: name, program: program, open: open, steps: steps, mode: modes.Unknown, state: Running}
	}
	pick := func(q string, highlighted int, opts ...string) *modes.Prompt {
		o := append([]string{}, opts...)
		o[highlighted] = ">" + o[highlighted]
		return want(modes.Select, q, "", o...)
	}

	// choosenim-like (dom96's choosenim, `sh init.sh` as nim-lang's
	// install page has it): `choosenim-init: Downloading
	// choosenim-0.8.4_linux_amd64`, then nimble's yellow categories
	// `    Prompt: Can choosenim record and send anonymised telemetry
	// data? [y/n]`, three `        ... ` rows telling why, and `
	// Answer: ` with the cursor after it (a yes/no, no default); Enter
	// alone, the same four rows and `Answer: ` again under it (the same);
	// n, `Downloading Nim 2.0.8 from nim-lang.org` over a bar `[#####
	// ] 31.03% 2497kb/s` moving (at work); at its end `Extracting`,
	// `Building`, `Compiler: Already built`, `Installed component 'nim'`,
	// then `Prompt: Nimble will fail because '~/.nimble/lib' exists.
	// Would you like me to remove it? [y/N]` (wrapped) over `Answer: ` (a
	// yes/no, default no); y, `Removed`, the other components installed,
	// `Switched to Nim 2.0.8` and four `choosenim-init:` rows ending
	// `export PATH=~/.nimble/bin:$PATH`, then the shell's `$ ` (the
	// shell).
	cn := threehundredeightyfifthShell("choosenim")
	atTelemetry := []step{settle, typed("sh init.sh", "Answer:"), settle}
	atTelemetryAgain := then(atTelemetry, step{enter: true, timeout: setSlow}, settle)
	atNimbleLib := then(atTelemetryAgain, typed("n", "Nimble will fail"), settle)
	telemetry := yesNo("Can choosenim record and send anonymised telemetry data?", "")

	// dfxvm-like (DFINITY's dfxvm-init, `sh install.sh` as the
	// Internet Computer's docs have it, `sh -ci "$(curl …)"`): `info:
	// Executing dfxvm install script, commit: …`, `info: Downloading
	// latest release...`, `info: Checking integrity of tarball...`, the
	// archive's `OK`, `Welcome to dfxvm!`, where dfxvm and dfx go, the
	// profile files it will change, `Current installation options:`
	// (`dfx version: latest`, `modify PATH variable: yes`) and
	// `Proceed with installation?:` over `> Proceed with installation
	// (default)`, `  Customize installation` and `  Cancel
	// installation`, the cursor hidden (a select, Proceed current); Down,
	// Customize current (the select); Enter, `Proceed with installation?:
	// Customize installation`, `I'm going to ask you the value of each of
	// these installation options.`, `You may simply press the Enter key
	// to leave unchanged.` and `dfx version? [latest]: ` (a text, default
	// latest); 0.24, `dfx version?: 0.24`, `error: unexpected end of
	// input while parsing minor version number`, `error: Please specify
	// either a valid semver or "latest".` over the same line asked again
	// (the same); 0.24.3, `Modify PATH variable? [Y/n] ` (a yes/no,
	// default yes); n, the options again with 0.24.3 and no over the
	// select; Enter, `info: installing dfx 0.24.3`, `info: downloading
	// https://github.com/dfinity/sdk/releases/…` and a bar `⢀ [00:00:02]
	// [#########>-------] 20.16 MiB/58.46 MiB (8.35 MiB/s, 4s)` moving (at
	// work); at its end the checksum, `dfxvm is installed now.`, that PATH
	// was not changed, `To configure your shell, run:` and `  source
	// "$HOME/.local/share/dfx/env"`, then `$ ` (the shell).
	dv := threehundredeightyfifthShell("dfxvm")
	atProceed := []step{settle, typed("sh install.sh", "Cancel installation"), settle}
	atVersion := then(atProceed, key("<down>", ""), settle, key("<enter>", "dfx version? [latest]"), settle)
	atBadVersion := then(atVersion, typed("0.24", "valid semver"), settle)
	atModifyPath := then(atBadVersion, typed("0.24.3", "Modify PATH variable?"), settle)
	atDfxDownload := then(atModifyPath, key("n", "modify PATH variable: no"), settle, key("<enter>", "MiB/s"))
	proceed := "Proceed with installation?"
	proceedItems := []string{"Proceed with installation (default)", "Customize installation", "Cancel installation"}
	dfxVersion := want(modes.Text, "dfx version?", "latest")

	// gobrew-like (kevincobain2000's gobrew, `gobrew` in a module whose
	// go.mod asks for go 1.22): a blank row, `🚨 Installed Version
	// ....... None ⚠️`, `📄 go.mod Version    ....... 1.22  ⚠️ not
	// latest`, `GO is not installed.`, then in green `Do you want to use
	// latest GO version (1.23.4)?` over ` [y/n]: ` with the cursor after
	// it (a yes/no, no default); sure, the question and ` [y/n]: ` again
	// under it (the same); y, `==> [Info] Downloading version: 1.23.4`,
	// its address and folder over a bar `Downloading  40% |████    | (28/72
	// MB, 10 MB/s) [2s:4s]` moving (at work); at its end the `==>` lines
	// of extracting and `==> [Success] Changed go version to: 1.23.4`,
	// then `$ ` (the shell); gobrew again, `✅ Installed Version .......
	// 1.23.4  🎉 on latest`, the go.mod row, `⚠️ GO Installed Version
	// (1.23) and go.mod Version (1.22) are different.`, `   Please
	// consider updating your go.mod file` and `🤔 Do you want to use GO
	// version same as go.mod version (1.22@latest)?` over ` [y/n]: ` (a
	// yes/no, no default).
	gb := threehundredeightyfifthShell("gobrew")
	atLatest := []step{settle, typed("gobrew", "[y/n]"), settle}
	atGoDone := then(atLatest, typed("y", "Changed go version to"))
	latest := yesNo("Do you want to use latest GO version (1.23.4)?", "")

	// vfox-like (version-fox's vfox, `vfox install nodejs` with no
	// plugin added): `[nodejs] not added yet, confirm that you want to use
	// [nodejs]? ` over `Please confirm [y/N]: `, the cursor after it (a
	// yes/no, default no); y, `Yes`, `Fetching nodejs manifest...`, its
	// download, `Plugin info:` and its four rows, `Add nodejs plugin
	// successfully!` and, in light cyan, `No nodejs version provided, do
	// you want to select a version to install? [y/N]: ` (a yes/no,
	// default no); y, `Please select a version of nodejs to install [type
	// to search]: ` over twenty versions, `->` green before the first
	// (`23.4.0 [npm 10.9.2]`) and the others set in three blanks (`22.12.0
	// (LTS) [npm 10.9.0]`…), and `Press ↑/↓ to select and press ←/→ to
	// page, and press Enter to confirm`, the cursor hidden (a select of
	// the version, 23.4.0 current); Down five times, 22.12.0 (LTS) current
	// (the select); Right from the first page, the next page's six
	// versions, 21.7.3 current (the select); Enter on 22.12.0, under the
	// list `node-v22.12.0-linux-x64.tar.xz  26% [==>      ] (7/27 MB, 3.9
	// MB/s) [1s:5s]` moving (at work); at its end `Verifying checksum
	// …`, `Unpacking …`, `Install nodejs@22.12.0 success!` and `Please use
	// `vfox use nodejs@22.12.0` to use it.`, then `$ ` (the shell).
	vf := threehundredeightyfifthShell("vfox")
	atAdd := []step{settle, typed("vfox install nodejs", "Please confirm"), settle}
	atSelectVersion := then(atAdd, key("y", "select a version to install?"), settle)
	atVersions := then(atSelectVersion, key("y", "press Enter to confirm"), settle)
	atMoved := then(atVersions, key("<down><down><down><down><down>", ""), settle)
	atNodeDownload := then(atMoved, key("<enter>", "MB/s"))
	nodeQ := "Please select a version of nodejs to install"
	nodeVersions := []string{
		"23.4.0 [npm 10.9.2]", "23.3.0 [npm 10.9.0]", "23.2.0 [npm 10.9.0]", "23.1.0 [npm 10.9.0]",
		"23.0.0 [npm 10.9.0]", "22.12.0 (LTS) [npm 10.9.0]", "22.11.0 (LTS) [npm 10.9.0]", "22.10.0 [npm 10.9.0]",
		"22.9.0 [npm 10.8.3]", "22.8.0 [npm 10.8.2]", "22.7.0 [npm 10.8.2]", "22.6.0 [npm 10.8.2]",
		"22.5.1 [npm 10.8.2]", "22.5.0 [npm 10.8.1]", "22.4.1 [npm 10.8.1]", "22.4.0 [npm 10.8.1]",
		"22.3.0 [npm 10.8.0]", "22.2.0 [npm 10.7.0]", "22.1.0 [npm 10.7.0]", "22.0.0 [npm 10.5.1]",
	}
	nodeNextPage := []string{
		"21.7.3 [npm 10.5.0]", "21.7.2 [npm 10.5.0]", "21.7.1 [npm 10.5.0]",
		"20.18.1 (LTS) [npm 10.8.2]", "20.18.0 (LTS) [npm 10.8.2]", "18.20.5 (LTS) [npm 10.8.2]",
	}

	return []corpusCase{
		// choosenim-like: telemetry, asked again, the download, a
		// question before removing, its last lines under the shell.
		needs(ask("choosenim-like", "choosenim-like", cn, telemetry, atTelemetry...), py, "bash"),
		needs(ask("choosenim-like-again", "choosenim-like", cn, telemetry, atTelemetryAgain...), py, "bash"),
		needs(running("choosenim-like-downloading", "choosenim-like", cn, then(atTelemetryAgain, typed("n", "kb/s"))...), py, "bash"),
		needs(ask("choosenim-like-nimble-lib", "choosenim-like", cn,
			yesNo("Nimble will fail because '…/.nimble/lib' exists. Would you like me to remove it?", "no"), atNimbleLib...), py, "bash"),
		needs(is(modes.Shell, "choosenim-like-done", "choosenim-like", cn, then(atNimbleLib, typed("y", "export PATH="))...), py, "bash"),

		// dfxvm-like: proceed, customize, the version, asked again, the
		// PATH, the download, its last lines under the shell.
		needs(ask("dfxvm-like", "dfxvm-like", dv, pick(proceed, 0, proceedItems...), atProceed...), py, "bash"),
		needs(ask("dfxvm-like-customize", "dfxvm-like", dv, pick(proceed, 1, proceedItems...),
			then(atProceed, key("<down>", ""), settle)...), py, "bash"),
		needs(ask("dfxvm-like-version", "dfxvm-like", dv, dfxVersion, atVersion...), py, "bash"),
		needs(ask("dfxvm-like-bad-version", "dfxvm-like", dv, dfxVersion, atBadVersion...), py, "bash"),
		needs(ask("dfxvm-like-modify-path", "dfxvm-like", dv, yesNo("Modify PATH variable?", "yes"), atModifyPath...), py, "bash"),
		needs(running("dfxvm-like-downloading", "dfxvm-like", dv, atDfxDownload...), py, "bash"),
		needs(is(modes.Shell, "dfxvm-like-done", "dfxvm-like", dv, then(atDfxDownload, wait("To configure your shell"))...), py, "bash"),

		// gobrew-like: the latest, asked again, the download, its last
		// lines under the shell, the go.mod's version.
		needs(ask("gobrew-like", "gobrew-like", gb, latest, atLatest...), py, "bash"),
		needs(ask("gobrew-like-again", "gobrew-like", gb, latest, then(atLatest, typed("sure", ""), settle)...), py, "bash"),
		needs(running("gobrew-like-downloading", "gobrew-like", gb, then(atLatest, typed("y", "MB/s"))...), py, "bash"),
		needs(is(modes.Shell, "gobrew-like-done", "gobrew-like", gb, atGoDone...), py, "bash"),
		needs(ask("gobrew-like-go-mod", "gobrew-like", gb,
			yesNo("Do you want to use GO version same as go.mod version (1.22@latest)?", ""),
			then(atGoDone, typed("gobrew", "same as go.mod version"), settle)...), py, "bash"),

		// vfox-like: the plugin, a version to pick, the list, moved, its
		// next page, the download, its last lines under the shell.
		needs(ask("vfox-like", "vfox-like", vf,
			yesNo("[nodejs] not added yet, confirm that you want to use [nodejs]?", "no"), atAdd...), py, "bash"),
		needs(ask("vfox-like-select-version", "vfox-like", vf,
			yesNo("No nodejs version provided, do you want to select a version to install?", "no"), atSelectVersion...), py, "bash"),
		needs(ask("vfox-like-versions", "vfox-like", vf, pick(nodeQ, 0, nodeVersions...), atVersions...), py, "bash"),
		needs(ask("vfox-like-moved", "vfox-like", vf, pick(nodeQ, 5, nodeVersions...), atMoved...), py, "bash"),
		needs(ask("vfox-like-next-page", "vfox-like", vf, pick(nodeQ, 0, nodeNextPage...),
			then(atVersions, key("<right>", "18.20.5"), settle)...), py, "bash"),
		needs(running("vfox-like-downloading", "vfox-like", vf, atNodeDownload...), py, "bash"),
		needs(is(modes.Shell, "vfox-like-done", "vfox-like", vf, then(atNodeDownload, wait("to use it."))...), py, "bash"),
	}
}

// TestModesThreehundredeightyfifth drives the threehundredeightyfifth set
// live to the labelled moment and, with -update, stores its screens,
// labels and facts for modes' TestSetsAccuracy/threehundredeightyfifth.
// Whether the classifier reads them right is that test's measure, not a
// failure here.
func TestModesThreehundredeightyfifth(t *testing.T) {
	captureSet(t, threehundredeightyfifthDir, threehundredeightyfifthSet())
}
