package session

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/agentty/agentty/modes"
	"github.com/agentty/agentty/session/sessiontest"
)

// heldOutDir holds the held-out set: cases of programs whose screens were
// never used to tune the classifier (their labels were written before
// their screens were looked at), to measure it on programs it has not
// seen. modes' TestHeldOutAccuracy reports it per program.
const heldOutDir = "../testdata/modes-heldout"

// heldOutGo runs a program of the held-out Go module (survey-demo,
// promptui-demo); heldOutNode a library's prompt of the held-out npm
// fixture.
func heldOutGo(name string, args ...string) func(*testing.T, *fixtures) Options {
	return func(t *testing.T, f *fixtures) Options {
		bin := sessiontest.GoPrograms(t, "../testdata/heldout/go")
		return Options{Argv: append([]string{filepath.Join(bin, name)}, args...)}
	}
}

func heldOutNode(args ...string) func(*testing.T, *fixtures) Options {
	return func(t *testing.T, f *fixtures) Options {
		dir := sessiontest.NPM(t, "../testdata/heldout/npm")
		return Options{Argv: sessiontest.Node(dir, true, "heldout-demo.mjs", args...), Cwd: t.TempDir()}
	}
}

// pythonUI runs Debian's python3 (where prompt_toolkit is installed, with
// IPython) on code.
func pythonUI(code string) func(*testing.T, *fixtures) Options {
	return argv("/usr/bin/python3", "-c", code)
}

// gpgKey starts gpg's key generation in a keyring of its own.
func gpgKey(t *testing.T, f *fixtures) Options {
	home := t.TempDir()
	if err := os.Chmod(home, 0o700); err != nil {
		t.Fatal(err)
	}
	return Options{Argv: []string{"gpg", "--homedir", home, "--full-generate-key"}}
}

// heldOut is the held-out set. Labels say what a person reads on the
// screen; the detail is left empty where any words do.
func heldOut() []corpusCase {
	node := []string{"node", "npm"}
	slow := 30 * time.Second
	goNeeds := []string{"go"}
	return []corpusCase{
		// Go: github.com/AlecAivazis/survey.
		{name: "survey-select", program: "survey", needs: goNeeds, open: heldOutGo("survey-demo", "select"),
			steps: []step{{expect: "blue", timeout: slow}}, mode: modes.Question, state: WaitingForInput,
			prompt: want(modes.Select, "Choose a colour:", "", ">red", "green", "blue")},
		{name: "survey-select-moved", program: "survey", needs: goNeeds, open: heldOutGo("survey-demo", "select"),
			steps: []step{{expect: "blue", timeout: slow}, {keys: "<down>"}}, mode: modes.Question, state: WaitingForInput,
			prompt: want(modes.Select, "Choose a colour:", "", "red", ">green", "blue")},
		{name: "survey-multiselect", program: "survey", needs: goNeeds, open: heldOutGo("survey-demo", "multiselect"),
			steps: []step{{expect: "onions", timeout: slow}}, mode: modes.Question, state: WaitingForInput,
			prompt: want(modes.Multiselect, "Pick toppings:", "", ">[ ] cheese", "[ ] olives", "[ ] peppers", "[ ] onions")},
		{name: "survey-input", program: "survey", needs: goNeeds, open: heldOutGo("survey-demo", "input"),
			steps: []step{{expect: "Service name", timeout: slow}}, mode: modes.Question, state: WaitingForInput,
			prompt: want(modes.Text, "Service name:", "api")},
		{name: "survey-confirm", program: "survey", needs: goNeeds, open: heldOutGo("survey-demo", "confirm"),
			steps: []step{{expect: "production", timeout: slow}}, mode: modes.Question, state: WaitingForInput,
			prompt: yesNo("Deploy to production?", "no")},
		{name: "survey-password", program: "survey", needs: goNeeds, open: heldOutGo("survey-demo", "password"),
			steps: []step{{expect: "password", timeout: slow}}, mode: modes.PasswordPrompt, state: WaitingForInput,
			prompt: want(modes.Password, "Database password:", "")},

		// Go: github.com/manifoldco/promptui.
		{name: "promptui-select", program: "promptui", needs: goNeeds, open: heldOutGo("promptui-demo", "select"),
			steps: []step{{expect: "ap-south-1", timeout: slow}}, mode: modes.Question, state: WaitingForInput,
			prompt: want(modes.Select, "Select a region", "", ">eu-west-1", "us-east-1", "ap-south-1")},
		{name: "promptui-select-moved", program: "promptui", needs: goNeeds, open: heldOutGo("promptui-demo", "select"),
			steps: []step{{expect: "ap-south-1", timeout: slow}, {keys: "<down><down>"}}, mode: modes.Question, state: WaitingForInput,
			prompt: want(modes.Select, "Select a region", "", "eu-west-1", "us-east-1", ">ap-south-1")},
		{name: "promptui-prompt", program: "promptui", needs: goNeeds, open: heldOutGo("promptui-demo", "prompt"),
			steps: []step{{expect: "Bucket name", timeout: slow}}, mode: modes.Question, state: WaitingForInput,
			prompt: want(modes.Text, "Bucket name:", "logs")},
		{name: "promptui-confirm", program: "promptui", needs: goNeeds, open: heldOutGo("promptui-demo", "confirm"),
			steps: []step{{expect: "Delete the bucket", timeout: slow}}, mode: modes.Question, state: WaitingForInput,
			prompt: yesNo("Delete the bucket?", "no")},

		// npm: enquirer.
		{name: "enquirer-select", program: "enquirer", needs: node, open: heldOutNode("enquirer", "select"),
			steps: []step{{expect: "Cherry", timeout: slow}}, mode: modes.Question, state: WaitingForInput,
			prompt: want(modes.Select, "Pick a fruit", "", ">Apple", "Banana", "Cherry")},
		{name: "enquirer-multiselect", program: "enquirer", needs: node, open: heldOutNode("enquirer", "multiselect"),
			steps: []step{{expect: "Cherry", timeout: slow}, {keys: "<space><down>"}}, mode: modes.Question, state: WaitingForInput,
			prompt: want(modes.Multiselect, "Pick fruits", "", "[x] Apple", ">[ ] Banana", "[ ] Cherry")},
		{name: "enquirer-input", program: "enquirer", needs: node, open: heldOutNode("enquirer", "input"),
			steps: []step{{expect: "Project name", timeout: slow}}, mode: modes.Question, state: WaitingForInput,
			prompt: want(modes.Text, "Project name", "demo")},
		{name: "enquirer-confirm", program: "enquirer", needs: node, open: heldOutNode("enquirer", "confirm"),
			steps: []step{{expect: "TypeScript", timeout: slow}}, mode: modes.Question, state: WaitingForInput,
			prompt: yesNo("Use TypeScript?", "no")},
		{name: "enquirer-password", program: "enquirer", needs: node, open: heldOutNode("enquirer", "password"),
			steps: []step{{expect: "Access token", timeout: slow}}, mode: modes.PasswordPrompt, state: WaitingForInput,
			prompt: want(modes.Password, "Access token", "")},

		// npm: inquirer 8 (the classic inquirer).
		{name: "inquirer8-select", program: "inquirer8", needs: node, open: heldOutNode("inquirer", "select"),
			steps: []step{{expect: "Cherry", timeout: slow}, {keys: "<down>"}}, mode: modes.Question, state: WaitingForInput,
			prompt: want(modes.Select, "Pick a fruit", "", "Apple", ">Banana", "Cherry")},
		{name: "inquirer8-multiselect", program: "inquirer8", needs: node, open: heldOutNode("inquirer", "multiselect"),
			steps: []step{{expect: "Cherry", timeout: slow}, {keys: "<down><space>"}}, mode: modes.Question, state: WaitingForInput,
			prompt: want(modes.Multiselect, "Pick fruits", "", "[ ] Apple", ">[x] Banana", "[ ] Cherry")},
		{name: "inquirer8-input", program: "inquirer8", needs: node, open: heldOutNode("inquirer", "input"),
			steps: []step{{expect: "Project name", timeout: slow}}, mode: modes.Question, state: WaitingForInput,
			prompt: want(modes.Text, "Project name", "demo")},
		{name: "inquirer8-confirm", program: "inquirer8", needs: node, open: heldOutNode("inquirer", "confirm"),
			steps: []step{{expect: "TypeScript", timeout: slow}}, mode: modes.Question, state: WaitingForInput,
			prompt: yesNo("Use TypeScript?", "yes")},

		// npm: @clack/prompts 1.0, widgets the corpus's create-vite does
		// not ask with.
		{name: "clack-multiselect", program: "clack", needs: node, open: heldOutNode("clack", "multiselect"),
			steps: []step{{expect: "Cherry", timeout: slow}, {keys: "<down><space>"}}, mode: modes.Question, state: WaitingForInput,
			prompt: want(modes.Multiselect, "Pick fruits", "", "[ ] Apple", ">[x] Banana", "[ ] Cherry")},
		{name: "clack-password", program: "clack", needs: node, open: heldOutNode("clack", "password"),
			steps: []step{{expect: "Access token", timeout: slow}}, mode: modes.PasswordPrompt, state: WaitingForInput,
			prompt: want(modes.Password, "Access token", "")},
		{name: "clack-select", program: "clack", needs: node, open: heldOutNode("clack", "select"),
			steps: []step{{expect: "Cherry", timeout: slow}, {keys: "<down><down>"}}, mode: modes.Question, state: WaitingForInput,
			prompt: want(modes.Select, "Pick a fruit", "", "Apple", "Banana", ">Cherry")},

		// gpg's key generation: numbered choices, then a value with a
		// default.
		{name: "gpg-key-kind", program: "gpg", open: gpgKey,
			steps: []step{{expect: "Your selection?", timeout: slow}}, mode: modes.Question, state: WaitingForInput,
			prompt: want(modes.Select, "Your selection?", "1", "1|RSA and RSA (default)", "2|DSA and Elgamal", "3|DSA (sign only)", "4|RSA (sign only)", "14|Existing key from card")},
		{name: "gpg-key-size", program: "gpg", open: gpgKey,
			steps: []step{{expect: "Your selection?", timeout: slow}, {text: "1", enter: true, expect: "keysize"}}, mode: modes.Question, state: WaitingForInput,
			prompt: want(modes.Text, "What keysize do you want?", "3072")},

		// IPython, and prompt_toolkit (the library under it).
		{name: "ipython", program: "ipython", needs: []string{"ipython3"}, open: argv("/usr/bin/ipython3", "--no-banner", "--colors=NoColor"),
			steps: []step{{expect: "In [1]", timeout: slow}}, mode: modes.REPL, state: WaitingForInput},
		{name: "ipython-after-command", program: "ipython", needs: []string{"ipython3"}, open: argv("/usr/bin/ipython3", "--no-banner", "--colors=NoColor"),
			steps: []step{{expect: "In [1]", timeout: slow}, {text: "[x * x for x in range(4)]", enter: true, expect: "In [2]"}}, mode: modes.REPL, state: WaitingForInput},
		{name: "prompt-toolkit-text", program: "prompt_toolkit", needs: []string{"ipython3"}, open: pythonUI("from prompt_toolkit import prompt; print(prompt('Hostname: ', default='web-1'))"),
			steps: []step{{expect: "Hostname", timeout: slow}}, mode: modes.Question, state: WaitingForInput,
			prompt: want(modes.Text, "Hostname:", "web-1")},
		{name: "prompt-toolkit-yes-no", program: "prompt_toolkit", needs: []string{"ipython3"},
			open:  pythonUI("from prompt_toolkit.shortcuts import yes_no_dialog; print(yes_no_dialog(title='Deploy', text='Deploy the release now?').run())"),
			steps: []step{{expect: "Deploy the release", timeout: slow}}, mode: modes.Question, state: WaitingForInput,
			prompt: want(modes.Confirm, "Deploy the release now?", "", ">Yes", "No")},

		// debconf's readline front end, asking tzdata's first question.
		{name: "debconf-readline-tzdata", program: "debconf-readline", needs: []string{"dpkg-reconfigure"}, open: func(t *testing.T, f *fixtures) Options {
			needRoot(t, "to reconfigure a package")
			return Options{Command: "dpkg-reconfigure tzdata", Env: map[string]string{"DEBIAN_FRONTEND": "readline"}}
		}, steps: []step{{expect: "Geographic area", timeout: slow}}, mode: modes.Question, state: WaitingForInput,
			prompt: want(modes.Select, "Geographic area:", "", "1|Africa", "2|America", "3|Antarctica", "4|Arctic", "5|Asia", "6|Atlantic", "7|Australia", "8|Europe", "9|Indian", "10|Pacific", "11|US", "12|Etc")},
	}
}

// heldOutEnv asks the held-out sets' live runs to run without -update.
const heldOutEnv = "AGENTTY_HELDOUT"

// heldOutLive skips a live run of a held-out set (TestModesHeldOut,
// Unseen, Fresh, Check, Recheck) unless it stores what it sees (-update)
// or heldOutEnv asks for it. Such a run drives some 300 programs, most
// installed for it alone (.ci/heldout-packages), and decides nothing: the
// classifier is measured on the stored screens by modes' accuracy tests
// and by TestQuestionsAnswerable, which every run of the suite runs.
func heldOutLive(t *testing.T) {
	t.Helper()
	if !*updateCorpus && os.Getenv(heldOutEnv) == "" {
		t.Skip("drives the held-out sets' programs: run with -update or " + heldOutEnv + "=1 (their packages: .ci/heldout-packages)")
	}
}

// TestModesHeldOut drives the held-out cases live to the labelled moment
// (the state must be the labelled one) and, with -update, stores their
// screens, labels and facts for modes' TestHeldOutAccuracy. Whether the
// classifier reads them right is that test's measure, not a failure here:
// the set is not tuned to.
func TestModesHeldOut(t *testing.T) {
	heldOutLive(t)
	f := newFixtures(t)
	m := NewManager(Config{})
	t.Cleanup(func() { _ = m.Close() })
	for i, c := range heldOut() {
		if !inShard(t, i) {
			continue
		}
		t.Run(c.name, func(t *testing.T) {
			v, snap, _, facts, _ := runCase(t, m, f, c)
			if v.State != c.state && !(portable(m) && v.Source == SourceQuiet) {
				t.Fatalf("state %s, want %s:\n%s", v.State, c.state, strings.Join(v.Lines, "\n"))
			}
			right := v.Mode == c.mode && modes.MatchPrompt(c.prompt, v.Prompt).All()
			t.Logf("read right: %v (%s, %s; prompt %s)", right, v.Mode, v.ModeDetail, promptJSON(v.Prompt))
			if *updateCorpus {
				store(t, heldOutDir, c, facts, snap)
			}
		})
	}
}
