package session

import (
	"testing"

	"github.com/agentty/agentty/modes"
)

// hundredthirtyfourthDir holds the hundredthirtyfourth set (issue 44,
// hundred-and-thirty-fourth round): live cases of command-line tools
// written with prompt libraries of other languages (Rust's dialoguer and
// inquire, Go's survey and promptui, Python's inquirer, click and
// getpass, PowerShell's host prompts, a Java console's), imitated by a
// fixture of its own, each printing what a tool that cannot run here
// prints at one of its questions (its words, layout, defaults, pointers
// and ticks, colours, cursor and terminal modes, from its documentation,
// source and published transcripts), none of them named by any other
// test, table, fixture or doc of agentty. Each case's label was written
// from what the imitated tool means to a person and committed before its
// screen was captured.
const hundredthirtyfourthDir = "../testdata/modes-hundredthirtyfourth"

// hundredthirtyfourthScript runs the set's Python script, with Debian's
// python3, over a home holding notes.txt and long.txt.
var hundredthirtyfourthScript = setFixtures("hundredthirtyfourth").script

// hundredthirtyfourthSet is the hundredthirtyfourth set. Labels say what
// a person reads on the screen; "…" in a question or default stands for
// any text.
func hundredthirtyfourthSet() []corpusCase {
	ask, needs, wait, settle := askCase, needing, waitFor, settled
	py := pythonPath
	typed := func(s, expect string) step { return step{text: s, enter: true, expect: expect, timeout: setSlow} }
	query := func(s, expect string) step { return step{text: s, expect: expect, timeout: setSlow} }
	down := step{keys: "<down>"}
	space := step{keys: "<space>"}
	like := func(args ...string) opener {
		return hundredthirtyfourthScript(py, "py/hundredthirtyfourth_demo.py", args...)
	}
	maturin := like("maturin")
	dist := like("cargo-dist")
	railway := like("railway")
	doppler := like("doppler")
	infisical := like("infisical")
	chalice := like("chalice")
	hatch := like("hatch")
	twine := like("twine")
	install := like("pwsh", "install")
	secure := like("pwsh", "password")
	liquibase := like("liquibase")
	const bindings, platforms = "…Which kind of bindings to use?", "what platforms do you want to build for?"
	targets := []string{"Apple Silicon macOS (aarch64-apple-darwin)", "Intel macOS (x86_64-apple-darwin)",
		"x64 Windows (x86_64-pc-windows-msvc)", "x64 Linux (x86_64-unknown-linux-gnu)",
		"ARM64 Linux (aarch64-unknown-linux-gnu)", "x64 Linux static (x86_64-unknown-linux-musl)"}
	projectTypes := func(highlighted int) *modes.Prompt {
		opts := []string{"REST API", "S3 Event Handler", "Lambda Functions only", "Legacy REST API Template", "[CDK] Rest API with a DynamoDB table"}
		opts[highlighted] = ">" + opts[highlighted]
		return want(modes.Select, "Select your project type:", "", opts...)
	}
	const named = "Select your project type"
	const psChoice = "…Are you sure you want to install the modules from 'PSGallery'?"
	return []corpusCase{
		// Rust's dialoguer (its colourful theme, the cursor hidden, raw
		// mode): maturin new's bindings select (❯ before the highlighted
		// one; also moved down), cargo dist init's platforms multiselect
		// (✔ ticked, ⬚ not; also moved down and its tick taken off).
		needs(ask("maturin-like", "maturin-like", maturin, want(modes.Select, bindings, "", ">pyo3", "cffi", "uniffi", "bin"), wait("uniffi")), py),
		needs(ask("maturin-like-moved", "maturin-like", maturin, want(modes.Select, bindings, "", "pyo3", ">cffi", "uniffi", "bin"), wait("uniffi"), down, settle), py),
		needs(ask("cargo-dist-like", "cargo-dist-like", dist, ticks(platforms, 0, map[int]bool{0: true, 1: true, 2: true, 3: true}, targets...), wait("musl")), py),
		needs(ask("cargo-dist-like-unticked", "cargo-dist-like", dist, ticks(platforms, 1, map[int]bool{0: true, 2: true, 3: true}, targets...),
			wait("musl"), down, space, settle), py),

		// Fuzzy selects with a query typed on the question's row: railway
		// link's project (Rust's inquire, its help row under the
		// options), doppler setup's (Go's survey, its hint after the
		// question), at first sight and filtered.
		needs(ask("railway-like", "railway-like", railway,
			want(modes.Select, "Select a project", "", ">relay-api", "relay-web", "staging-tools", "docs-site", "webhooks-worker"), wait("type to filter")), py),
		needs(ask("railway-like-filtered", "railway-like", railway, want(modes.Select, "Select a project", "", ">relay-web", "webhooks-worker"),
			wait("type to filter"), query("web", "project web"), settle), py),
		needs(ask("doppler-like", "doppler-like", doppler, want(modes.Select, "Select a project:", "", ">backend", "example-project", "frontend", "mobile"), wait("mobile")), py),
		needs(ask("doppler-like-filtered", "doppler-like", doppler, want(modes.Select, "Select a project:", "", ">backend", "frontend"),
			wait("mobile"), query("end", "project: end"), settle), py),

		// Go's promptui: infisical init's organization (▸ before the
		// highlighted one, under "Use the arrow keys to navigate").
		needs(ask("infisical-like", "infisical-like", infisical,
			want(modes.Select, "Which Infisical organization would you like to select a project from?:", "", ">Relay Team", "Ada's Organization", "Sandbox"), wait("Sandbox")), py),

		// Python's inquirer: chalice new-project's name ([?] on a line),
		// its project type (the highlighted one also after the question;
		// also moved down).
		needs(ask("chalice-like-name", "chalice-like", chalice, want(modes.Text, "Enter the project name:", ""), wait("Enter the project name:")), py),
		needs(ask("chalice-like-type", "chalice-like", chalice, projectTypes(0), wait("Enter the project name:"), typed("relay", named)), py),
		needs(ask("chalice-like-type-moved", "chalice-like", chalice, projectTypes(1), wait("Enter the project name:"), typed("relay", named), down, settle), py),

		// Python's click and getpass: hatch new -i's name and its
		// description (`[]`, an empty default), twine upload's API token
		// with echo off.
		needs(ask("hatch-like-name", "hatch-like", hatch, want(modes.Text, "Project name:", ""), wait("Project name:")), py),
		needs(ask("hatch-like-description", "hatch-like", hatch, want(modes.Text, "Description…", ""), wait("Project name:"), typed("Relay", "Description")), py),
		needs(ask("twine-like", "twine-like", twine, want(modes.Password, "Enter your API token:", ""), wait("API token")), py),

		// PowerShell's host: Install-Module's untrusted repository choice
		// ([Y] Yes  [A] Yes to All … (default is "N")), Read-Host
		// -AsSecureString's password, also typed (stars). The install
		// choice was driven again: its first capture waited for
		// "default is", which the screen wraps over two rows; it now
		// waits for "Suspend", its label unchanged.
		needs(ask("pwsh-like-install", "pwsh-like", install,
			want(modes.Choice, psChoice, "no", "y|Yes", "a|Yes to All", "n|No", "l|No to All", "s|Suspend", "?|Help"), wait("Suspend")), py),
		needs(ask("pwsh-like-secure", "pwsh-like", secure, want(modes.Password, "Enter the certificate password:", ""), wait("Enter the certificate password:")), py),
		needs(ask("pwsh-like-secure-typed", "pwsh-like", secure, want(modes.Password, "Enter the certificate password:", ""),
			wait("Enter the certificate password:"), query("hunter2", "*******"), settle), py),

		// A Java console's: liquibase init project's first question,
		// (Y)es, (C)ustomization or (N)o, [Y] by default, wrapped.
		needs(ask("liquibase-like", "liquibase-like", liquibase,
			want(modes.Choice, "Setup new liquibase.properties, flowfile, and sample changelog?…", "yes", "y|Yes with defaults", "c|yes with Customization", "n|No"), wait("[Y]:")), py),
	}
}

// TestModesHundredthirtyfourth drives the hundredthirtyfourth set live to
// the labelled moment and, with -update, stores its screens, labels and
// facts for modes' TestSetsAccuracy/hundredthirtyfourth. Whether the
// classifier reads them right is that test's measure, not a failure here.
func TestModesHundredthirtyfourth(t *testing.T) {
	captureSet(t, hundredthirtyfourthDir, hundredthirtyfourthSet())
}
