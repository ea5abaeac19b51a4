package session

import (
	"testing"

	"github.com/agentty/agentty/modes"
)

// seventysixthDir holds the seventysixth set (issue 44, seventy-sixth
// round): live cases of command-line programs from the npm registry that
// no other test, table, fixture or doc of agentty names (Firebase's,
// Heroku's, Twilio's, surge's and Appwrite's command-line tools), each at
// its interactive moments run offline in a home of its own, to measure
// the classifier once as it was on programs nobody here had looked at.
// Each case's label (mode, state, prompt kind, question, default,
// options and the highlighted one) was written from what the program is
// known to draw (its documentation and source, and the program run by
// hand in tmux outside agentty) and committed before its screen was
// captured.
const seventysixthDir = "../testdata/modes-seventysixth"

// seventysixthCLI runs a program of the seventysixth set's npm fixture
// (the script its package names as its bin) with node from a home of its
// own, with vars set in its environment.
func seventysixthCLI(bin string, vars []string, args ...string) opener {
	node := setFixtures("seventysixth").node("node_modules/"+bin, args...)
	return func(t *testing.T, f *fixtures) Options {
		o := node(t, f)
		setPairs(o.Env, vars)
		return o
	}
}

// seventysixthSet is the seventysixth set. Labels say what a person reads
// on the screen; "…" in a question or default stands for any text.
func seventysixthSet() []corpusCase {
	ask, needs, wait, settle := askCase, needing, waitFor, settled
	node := nodeNeeds
	typed := func(s, expect string) step { return step{text: s, enter: true, expect: expect, timeout: setSlow} }
	enter := func(expect string) step { return step{enter: true, expect: expect, timeout: setSlow} }
	down := step{keys: "<down>"}
	space := step{keys: " "}
	// Heroku's and Twilio's CLIs (oclif) spawn their own update in the
	// background unless told not to; run offline it only prints an error.
	firebase := func(args ...string) opener {
		return seventysixthCLI("firebase-tools/lib/bin/firebase.js", nil, args...)
	}
	heroku := func(args ...string) opener {
		return seventysixthCLI("heroku/bin/run.js", []string{"HEROKU_DISABLE_AUTOUPDATE", "1"}, args...)
	}
	twilio := seventysixthCLI("twilio-cli/bin/run", []string{"TWILIO_DISABLE_AUTOUPDATE", "1"}, "login")
	surge := seventysixthCLI("surge/bin/surge", nil, "login")
	appwrite := seventysixthCLI("appwrite-cli/index.js", nil, "login")
	const features = "Which Firebase features do you want to set up for this directory? Press Space to select features, then Enter to confirm your choices."
	featureList := []string{
		"SQL Connect: Set up a Firebase SQL Connect service",
		"Firestore: Configure security rules and indexes files for Firestore",
		"Genkit: Setup a new Genkit project with Firebase",
		"Functions: Configure a Cloud Functions directory and its files",
		"App Hosting: Set up deployments for full-stack web apps (supports server-side rendering)",
		"Hosting: Set up deployments for static web apps",
	}
	project := func(highlighted int) *modes.Prompt {
		opts := []string{"Use an existing project", "Create a new project", "Add Firebase to an existing Google Cloud Platform project", "Don't set up a default project"}
		opts[highlighted] = ">" + opts[highlighted]
		return want(modes.Select, "Please select an option:", "", opts...)
	}
	// firebase init, Firestore ticked, at its project's question.
	toProject := []step{wait("static web apps"), down, settle, space, settle, enter("Please select an option")}
	// firebase init hosting, no project set up, at its public directory.
	toPublic := []step{wait("Please select an option"), {keys: "<down><down><down>"}, settle, enter("public directory?")}
	steps := func(a []step, more ...step) []step { return append(append([]step{}, a...), more...) }
	const email = "ops@example.com"
	return []corpusCase{
		// Firebase's CLI: firebase login's first questions (y/n, Yes by
		// default); firebase init's features to set up (a list of
		// boxes, also with Firestore ticked), its project (a list, also
		// moved), the file of Firestore's rules (a line with a
		// default); firebase init hosting's public directory (a line
		// with a default) and its next two y/n questions.
		needs(ask("firebase-login-gemini", "firebase-tools", firebase("login"), yesNo("Enable Gemini in Firebase features?", "yes"), wait("Gemini in Firebase features?")), node...),
		needs(ask("firebase-login-usage", "firebase-tools", firebase("login"),
			yesNo("Allow Firebase to collect CLI and Emulator Suite usage and error reporting information?", "yes"),
			wait("Gemini in Firebase features?"), enter("Allow Firebase")), node...),
		needs(ask("firebase-init-features", "firebase-tools", firebase("init"), ticks(features, 0, nil, featureList...), wait("static web apps")), node...),
		needs(ask("firebase-init-features-ticked", "firebase-tools", firebase("init"), ticks(features, 1, map[int]bool{1: true}, featureList...),
			wait("static web apps"), down, settle, space, settle), node...),
		needs(ask("firebase-init-project", "firebase-tools", firebase("init"), project(0), toProject...), node...),
		needs(ask("firebase-init-project-moved", "firebase-tools", firebase("init"), project(1), steps(toProject, down, settle)...), node...),
		needs(ask("firebase-init-firestore-rules", "firebase-tools", firebase("init"), want(modes.Text, "What file should be used for Firestore Rules?", "firestore.rules"),
			steps(toProject, step{keys: "<down><down><down>"}, settle, enter("Firestore Rules?"))...), node...),
		needs(ask("firebase-init-hosting-public", "firebase-tools", firebase("init", "hosting"),
			want(modes.Text, "What do you want to use as your public directory?", "public"), toPublic...), node...),
		needs(ask("firebase-init-hosting-spa", "firebase-tools", firebase("init", "hosting"),
			yesNo("Configure as a single-page app (rewrite all urls to /index.html)?", "yes"), steps(toPublic, enter("single-page app"))...), node...),
		needs(ask("firebase-init-hosting-github", "firebase-tools", firebase("init", "hosting"),
			yesNo("Set up automatic builds and deploys with GitHub?", "yes"), steps(toPublic, enter("single-page app"), enter("deploys with GitHub"))...), node...),

		// Heroku's CLI: heroku login's key to press (any key opens the
		// browser, q gives up); heroku login -i's email and password.
		needs(ask("heroku-login", "heroku", heroku("login"),
			want(modes.Choice, "Press any key to open up the browser to login or q to exit", "", "<enter>|open up the browser to login", "q|exit"), wait("q to exit")), node...),
		needs(ask("heroku-login-email", "heroku", heroku("login", "-i"), want(modes.Text, "Email", ""), wait("login credentials")), node...),
		needs(ask("heroku-login-password", "heroku", heroku("login", "-i"), want(modes.Password, "Password", ""),
			wait("login credentials"), typed(email, "Password")), node...),

		// Twilio's CLI: twilio login's Account SID, then its Auth Token
		// (hidden).
		needs(ask("twilio-login-sid", "twilio-cli", twilio, want(modes.Text, "The Account SID for your Twilio Account or Subaccount:", ""), wait("Account SID for")), node...),
		needs(ask("twilio-login-token", "twilio-cli", twilio, want(modes.Password, "Your Twilio Auth Token for your Twilio Account or Subaccount:", ""),
			wait("Account SID for"), typed("AC0123456789abcdef0123456789abcdef", "Auth Token for")), node...),

		// surge's login: its email, then its password.
		needs(ask("surge-login-email", "surge", surge, want(modes.Text, "email:", ""), wait("email:")), node...),
		needs(ask("surge-login-password", "surge", surge, want(modes.Password, "password:", ""), wait("email:"), typed(email, "password:")), node...),

		// Appwrite's CLI: appwrite login's email, then its password
		// (also with a password typed, shown as stars).
		needs(ask("appwrite-login-email", "appwrite-cli", appwrite, want(modes.Text, "Enter your email", ""), wait("Enter your email")), node...),
		needs(ask("appwrite-login-password", "appwrite-cli", appwrite, want(modes.Password, "Enter your password", ""),
			wait("Enter your email"), typed(email, "Enter your password")), node...),
		needs(ask("appwrite-login-password-typed", "appwrite-cli", appwrite, want(modes.Password, "Enter your password", ""),
			wait("Enter your email"), typed(email, "Enter your password"), step{text: "hunter22", timeout: setSlow}, settle), node...),
	}
}

// TestModesSeventysixth drives the seventysixth set live to the labelled
// moment and, with -update, stores its screens, labels and facts for
// modes' TestSetsAccuracy/seventysixth. Whether the classifier reads them
// right is that test's measure, not a failure here.
func TestModesSeventysixth(t *testing.T) { captureSet(t, seventysixthDir, seventysixthSet()) }
