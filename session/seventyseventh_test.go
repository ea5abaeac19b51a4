package session

import (
	"testing"

	"github.com/agentty/agentty/modes"
)

// seventyseventhDir holds the seventyseventh set (issue 44,
// seventy-seventh round): live cases of small programs written for it,
// each drawing what a widely used tool that cannot run here draws at an
// interactive moment (installers' and package managers' questions:
// rustup-init's numbered menu, dnf's, zypper's, emerge's, an AUR
// helper's, winget's agreements, sdkman's, the Android SDK manager's
// licenses, ghcup's PATH choice, coursier's, OpenTofu's apply, pdm's
// interpreter menu; logins: argocd's, doctl's; pulumi's and firebase's
// arrow-key lists, prisma's confirm; the interactive shells of Kotlin,
// Idris 2, Elm and PsySH; kilo's editor, k9s's screen and csvlens's
// table), with no prompt library (Python's standard library and bash
// only), to measure the classifier once as it was on screens nobody here
// had looked at. Each case's label (mode, state, prompt kind, question,
// default, options and the highlighted one) was written from what the
// imitated tool is known to draw and what the program draws, run by hand
// in tmux outside agentty, and committed before its screen was captured.
const seventyseventhDir = "../testdata/modes-seventyseventh"

// seventyseventhPy runs one of the set's Python scripts with Debian's
// python3, seventyseventhSh one of its bash scripts, each over a home
// holding notes.txt and long.txt.
func seventyseventhPy(script string, args ...string) opener {
	return setFixtures("seventyseventh").script(pythonPath, "py/"+script, args...)
}

func seventyseventhSh(script string, args ...string) opener {
	return setFixtures("seventyseventh").script("bash", "sh/"+script, args...)
}

// seventyseventhSet is the seventyseventh set. Labels say what a person
// reads on the screen; "…" in a question or default stands for any
// text.
func seventyseventhSet() []corpusCase {
	is, ask, needs, wait, settle := isCase, askCase, needing, waitFor, settled
	py, bash := pythonPath, "bash"
	typed := func(s, expect string) step { return step{text: s, enter: true, expect: expect, timeout: setSlow} }
	keyed := func(s string) step { return step{text: s, timeout: setSlow} }
	down := step{keys: "<down>"}
	space := step{keys: " "}
	rustup := seventyseventhPy("rustup-init-demo.py")
	sdkmanager := seventyseventhPy("sdkmanager-demo.py")
	argocd := seventyseventhPy("argocd-demo.py")
	pulumi := seventyseventhPy("pulumi-demo.py")
	firebase := seventyseventhPy("firebase-demo.py")
	kotlin := seventyseventhPy("kotlin-demo.py")
	idris := seventyseventhPy("idris-demo.py")
	elm := seventyseventhPy("elm-demo.py")
	psysh := seventyseventhPy("psysh-demo.py")
	kilo := seventyseventhPy("kilo-demo.py", "notes.txt")
	k9s := seventyseventhPy("k9s-demo.py")
	csvlens := seventyseventhPy("csvlens-demo.py")
	features := []string{
		"Data Connect: Set up a Firebase Data Connect service",
		"Firestore: Configure security rules and indexes files for Firestore",
		"Genkit: Setup a new Genkit project with Firebase",
		"Functions: Configure a Cloud Functions directory and its files",
		"App Hosting: Configure an apphosting.yaml file for App Hosting",
		"Hosting: Configure files for Firebase Hosting and (optionally) set up",
		"Storage: Configure a security rules file for Cloud Storage",
	}
	const featuresQ = "Which Firebase features do you want to set up for this directory?…"
	return []corpusCase{
		// Installers' and package managers' questions on a line:
		// rustup-init's numbered menu and, after "2", its first
		// customizing question; dnf's, zypper's, emerge's confirms after
		// their package lists; an AUR helper's packages to clean-build;
		// winget's source agreements; sdkman's default; the Android SDK
		// manager's review of licenses and a license's Accept?; ghcup's
		// lettered PATH choice; coursier's PATH question; OpenTofu's
		// apply; pdm's numbered interpreters.
		needs(ask("rustup-init", "rustup-init-demo", rustup,
			want(modes.Select, "…", "1", "1|Proceed with standard installation (default - just press enter)", "2|Customize installation", "3|Cancel installation"),
			wait("3) Cancel installation")), py),
		needs(ask("rustup-init-customize", "rustup-init-demo", rustup, want(modes.Text, "Default host triple?", "x86_64-unknown-linux-gnu"),
			wait("3) Cancel installation"), typed("2", "Default host triple?")), py),
		needs(ask("dnf", "dnf-demo", seventyseventhPy("dnf-demo.py"), yesNo("Is this ok", "no"), wait("Is this ok")), py),
		needs(ask("zypper", "zypper-demo", seventyseventhPy("zypper-demo.py"), yesNo("Continue?", "yes"), wait("shows all options")), py),
		needs(ask("emerge", "emerge-demo", seventyseventhSh("emerge-demo.sh"), yesNo("Would you like to merge these packages?", ""), wait("Would you like to merge")), bash),
		needs(ask("paru", "paru-demo", seventyseventhSh("paru-demo.sh"), want(modes.Text, "Packages to cleanBuild?", ""), wait("[I]nstalled")), bash),
		needs(ask("winget", "winget-demo", seventyseventhPy("winget-demo.py"), yesNo("Do you agree to all the source agreements terms?", ""), wait("[N] No")), py),
		needs(ask("sdkman", "sdkman-demo", seventyseventhSh("sdkman-demo.sh"), yesNo("Do you want java 21.0.2-tem to be set as default?", "yes"), wait("(Y/n)")), bash),
		needs(ask("sdkmanager-review", "sdkmanager-demo", sdkmanager, yesNo("Review licenses that have not been accepted…", "no"), wait("Review licenses")), py),
		needs(ask("sdkmanager-accept", "sdkmanager-demo", sdkmanager, yesNo("Accept?", "no"), wait("Review licenses"), typed("y", "Accept?")), py),
		needs(ask("ghcup", "ghcup-demo", seventyseventhSh("ghcup-demo.sh"),
			want(modes.Choice, `Do you want ghcup to automatically add the required PATH variable to "…"?`, "P", "P|Yes, prepend", "A|Yes, append", "N|No", "?|Help"),
			wait("default is")), bash),
		needs(ask("coursier", "coursier-demo", seventyseventhSh("coursier-demo.sh"), yesNo("Should we add ~/.local/share/coursier/bin to your PATH via ~/.profile?", "yes"), wait("[Y/n]")), bash),
		needs(ask("tofu-apply", "tofu-demo", seventyseventhPy("tofu-demo.py"), yesNo("Do you want to perform these actions?", ""), wait("Enter a value")), py),
		needs(ask("pdm-init", "pdm-demo", seventyseventhPy("pdm-demo.py"),
			want(modes.Select, "Please enter the Python interpreter to use", "0", "0|cpython@3.12 (/usr/bin/python3.12)", "1|cpython@3.11 (/usr/bin/python3.11)", "2|cpython@3.12 (/root/.local/bin/python3)"),
			wait("Please select")), py),

		// Logins: argocd's question over an unknown certificate, its
		// Username and its unechoed Password; doctl's unechoed token.
		needs(ask("argocd-insecure", "argocd-demo", argocd, yesNo("…Proceed insecurely…", ""), wait("Proceed insecurely")), py),
		needs(ask("argocd-username", "argocd-demo", argocd, want(modes.Text, "Username:", ""), wait("Proceed insecurely"), typed("y", "Username:")), py),
		needs(ask("argocd-password", "argocd-demo", argocd, want(modes.Password, "Password:", ""),
			wait("Proceed insecurely"), typed("y", "Username:"), typed("admin", "Password:")), py),
		needs(ask("doctl-token", "doctl-demo", seventyseventhPy("doctl-demo.py"), want(modes.Password, "Enter your access token:", ""), wait("access token")), py),

		// Lists and confirms drawn in raw mode: pulumi's update question
		// (also moved), firebase init's features (also moved and
		// ticked), prisma's reset confirm.
		needs(ask("pulumi-up", "pulumi-demo", pulumi, want(modes.Select, "Do you want to perform this update?", "", ">yes", "no", "details"), wait("details")), py),
		needs(ask("pulumi-up-moved", "pulumi-demo", pulumi, want(modes.Select, "Do you want to perform this update?", "", "yes", ">no", "details"), wait("details"), down, settle), py),
		needs(ask("firebase-init", "firebase-demo", firebase, ticks(featuresQ, 0, nil, features...), wait("reveal more choices")), py),
		needs(ask("firebase-init-ticked", "firebase-demo", firebase, ticks(featuresQ, 1, map[int]bool{1: true}, features...),
			wait("reveal more choices"), down, settle, space, settle), py),
		needs(ask("prisma-reset", "prisma-demo", seventyseventhPy("prisma-demo.py"), yesNo("Are you sure you want to reset your database? All data will be lost.", "no"), wait("(y/N)")), py),

		// REPLs, at their prompt and after an expression: Kotlin's,
		// Idris 2's, Elm's, PsySH's.
		needs(is(modes.REPL, "kotlin-repl", "kotlin-demo", kotlin, wait(">>>")), py),
		needs(is(modes.REPL, "kotlin-repl-after-command", "kotlin-demo", kotlin, wait(">>>"), typed("6*7", "kotlin.Int = 42"), settle), py),
		needs(is(modes.REPL, "idris-repl", "idris-demo", idris, wait("Main>")), py),
		needs(is(modes.REPL, "idris-repl-after-command", "idris-demo", idris, wait("Main>"), typed("6*7", "42"), settle), py),
		needs(is(modes.REPL, "elm-repl", "elm-demo", elm, wait("More at")), py),
		needs(is(modes.REPL, "elm-repl-after-command", "elm-demo", elm, wait("More at"), settle, typed("6*7", ": number"), settle), py),
		needs(is(modes.REPL, "psysh", "psysh-demo", psysh, wait("Justin Hileman")), py),
		needs(is(modes.REPL, "psysh-after-command", "psysh-demo", psysh, wait("Justin Hileman"), settle, typed("6*7;", "= 42"), settle), py),

		// An editor: kilo on notes.txt, also after typing.
		needs(is(modes.Editor, "kilo", "kilo-demo", kilo, wait("Ctrl-S = save")), py),
		needs(is(modes.Editor, "kilo-typed", "kilo-demo", kilo, wait("Ctrl-S = save"), keyed("hello "), step{expect: "(modified)", timeout: setSlow}), py),

		// A full-screen program: k9s's pods, also moved.
		needs(is(modes.TUI, "k9s", "k9s-demo", k9s, wait("<pod>")), py),
		needs(is(modes.TUI, "k9s-moved", "k9s-demo", k9s, wait("<pod>"), down, settle), py),

		// A pager: csvlens's table, also a page down.
		needs(is(modes.Pager, "csvlens", "csvlens-demo", csvlens, wait("Row 1/128")), py),
		needs(is(modes.Pager, "csvlens-moved", "csvlens-demo", csvlens, wait("Row 1/128"), step{keys: "<pgdn>"}, step{expect: "Row 21/128", timeout: setSlow}), py),
	}
}

// TestModesSeventyseventh drives the seventyseventh set live to the
// labelled moment and, with -update, stores its screens, labels and
// facts for modes' TestSetsAccuracy/seventyseventh. Whether the
// classifier reads them right is that test's measure, not a failure
// here.
func TestModesSeventyseventh(t *testing.T) { captureSet(t, seventyseventhDir, seventyseventhSet()) }
