package session

import (
	"testing"

	"github.com/agentty/agentty/modes"
)

// hundredtwentyeighthDir holds the hundred-and-twenty-eighth set (issue
// 44, hundred-and-twenty-eighth round): live cases of small Go programs
// of the set's own, each built on a terminal prompt library that no
// other test, table, fixture or doc of agentty names (smallstep's
// cli-utils ui, promptui under step's templates; 99designs' keyring and
// its terminal prompt; go-ethereum's console/prompt, liner under geth's
// prompter), each at its first screen or after keys, to measure the
// classifier once as it was on prompts nobody here had looked at. The
// programs ask what step ca init, geth account new and a keyring's file
// backend ask. Each case's label (mode, state, prompt kind, question,
// default, options and the highlighted one) was written from what the
// library is known to draw (its source and documentation, and the
// program run by hand in tmux outside agentty) and committed before its
// screen was captured. Only three unnamed libraries were found that the
// Go module proxy serves here (others tried were refused), so the set
// has three, not four.
const hundredtwentyeighthDir = "../testdata/modes-hundredtwentyeighth"

// hundredtwentyeighthGo runs a program of the set's Go module.
var hundredtwentyeighthGo = setFixtures("hundredtwentyeighth").goProgram

// hundredtwentyeighthSet is the hundred-and-twenty-eighth set. Labels
// say what a person reads on the screen; "…" in a question or default
// stands for any text.
func hundredtwentyeighthSet() []corpusCase {
	ask, needs, wait, settle := askCase, needing, waitFor, settled
	typed := func(s, expect string) step { return step{text: s, enter: true, expect: expect, timeout: setSlow} }
	secret := func(s, expect string) step {
		return step{text: s, enter: true, secret: true, expect: expect, timeout: setSlow}
	}
	keyIn := func(s string) step { return step{text: s} }
	down := step{keys: "<down>"}
	enter := func(expect string) step { return step{keys: "<enter>", expect: expect, timeout: setSlow} }
	stepca := hundredtwentyeighthGo("stepca-demo")
	overwrite := hundredtwentyeighthGo("step-overwrite-demo")
	password := hundredtwentyeighthGo("step-password-demo")
	keyring := hundredtwentyeighthGo("keyring-demo")
	account := hundredtwentyeighthGo("geth-account-demo")
	console := hundredtwentyeighthGo("geth-console-demo")
	deployment := "What deployment type would you like to configure?"
	standalone := "Standalone - step-ca instance you run yourself"
	linked := "Linked - standalone, plus cloud configuration, reporting & alerting"
	hosted := "Hosted - fully-managed step-ca cloud instance run for you by smallstep"
	pki := "What would you like to name your new PKI?"
	return []corpusCase{
		// smallstep/cli-utils' ui.Select (promptui's select under step's
		// templates: "Use the arrow keys to navigate: ↓ ↑ → ←", the
		// question after "? ", a "▸" before the highlighted entry), at
		// first sight, moved down once, and moved to the last entry.
		needs(ask("stepca-deployment", "stepca-demo", stepca,
			want(modes.Select, deployment, "", ">"+standalone, linked, hosted), wait("Standalone"), settle), goNeeds...),
		needs(ask("stepca-deployment-moved", "stepca-demo", stepca,
			want(modes.Select, deployment, "", standalone, ">"+linked, hosted), wait("Standalone"), settle, down, settle), goNeeds...),
		needs(ask("stepca-deployment-last", "stepca-demo", stepca,
			want(modes.Select, deployment, "", standalone, linked, ">"+hosted), wait("Standalone"), settle, down, settle, down, settle), goNeeds...),

		// Its ui.Prompt on a line (a "✗" before the question while the
		// answer is empty, a "✔" once it is valid): the PKI's name, empty
		// and typed, and then the CA's DNS names with their default
		// written in the field, the cursor on its first letter.
		needs(ask("stepca-name", "stepca-demo", stepca, want(modes.Text, pki, ""),
			wait("Standalone"), settle, enter("name your new PKI"), settle), goNeeds...),
		needs(ask("stepca-name-typed", "stepca-demo", stepca, want(modes.Text, pki, ""),
			wait("Standalone"), settle, enter("name your new PKI"), settle, keyIn("Relay"), settle), goNeeds...),
		needs(ask("stepca-dns-default", "stepca-demo", stepca,
			want(modes.Text, "What DNS names or IP addresses will clients use to reach your CA?", "ca.relay.internal"),
			wait("Standalone"), settle, enter("name your new PKI"), settle, typed("Relay", "DNS names"), settle), goNeeds...),

		// Its ui.PromptYesNo: "Would you like to overwrite root_ca.crt
		// [y/n]: ", empty and with "y" typed.
		needs(ask("step-overwrite", "step-overwrite-demo", overwrite, yesNo("Would you like to overwrite root_ca.crt", ""),
			wait("overwrite"), settle), goNeeds...),
		needs(ask("step-overwrite-typed", "step-overwrite-demo", overwrite, yesNo("Would you like to overwrite root_ca.crt", ""),
			wait("overwrite"), settle, keyIn("y"), settle), goNeeds...),

		// Its ui.PromptPasswordGenerate: the CA keys' password (each key
		// echoed as an unprintable byte, so nothing shows), empty and
		// typed, and, left empty, the generated password offered in a
		// "Password" field to edit.
		needs(ask("step-password", "step-password-demo", password,
			want(modes.Password, "Choose a password for your CA keys and first provisioner.", ""), wait("leave empty"), settle), goNeeds...),
		needs(ask("step-password-typed", "step-password-demo", password,
			want(modes.Password, "Choose a password for your CA keys and first provisioner.", ""), wait("leave empty"), settle,
			step{text: "abc", secret: true}, settle), goNeeds...),
		needs(ask("step-password-generated", "step-password-demo", password, want(modes.Text, "Password:", "…"),
			wait("leave empty"), settle, enter("Password:"), settle), goNeeds...),

		// 99designs/keyring's TerminalPrompt for its file backend's
		// passphrase, echo off, at first and after keys.
		needs(ask("keyring-passphrase", "keyring-demo", keyring, want(modes.Password, `Enter passphrase to unlock "…":`, ""),
			wait("Enter passphrase"), settle), goNeeds...),
		needs(ask("keyring-passphrase-typed", "keyring-demo", keyring, want(modes.Password, `Enter passphrase to unlock "…":`, ""),
			wait("Enter passphrase"), settle, step{text: "abc", secret: true}, settle), goNeeds...),

		// go-ethereum's console/prompt PromptPassword, as geth account
		// new asks: "Password: " under its warning, and "Repeat password:
		// " after it.
		needs(ask("geth-account-password", "geth-account-demo", account, want(modes.Password, "Password:", ""),
			wait("Password:"), settle), goNeeds...),
		needs(ask("geth-account-repeat", "geth-account-demo", account, want(modes.Password, "Repeat password:", ""),
			wait("Password:"), settle, secret("hunter22", "Repeat password"), settle), goNeeds...),

		// Its PromptInput and PromptConfirm (" [y/n] " added): the new
		// node's name, empty and typed, then whether to remove its old
		// chain data, empty and with "y" typed.
		needs(ask("geth-node-name", "geth-console-demo", console, want(modes.Text, "Name of the new node:", ""),
			wait("Name of the new node"), settle), goNeeds...),
		needs(ask("geth-node-name-typed", "geth-console-demo", console, want(modes.Text, "Name of the new node:", ""),
			wait("Name of the new node"), settle, keyIn("relay"), settle), goNeeds...),
		needs(ask("geth-remove-chain", "geth-console-demo", console, yesNo("Remove the old chain data of relay?", ""),
			wait("Name of the new node"), settle, typed("relay", "[y/n]"), settle), goNeeds...),
		needs(ask("geth-remove-chain-typed", "geth-console-demo", console, yesNo("Remove the old chain data of relay?", ""),
			wait("Name of the new node"), settle, typed("relay", "[y/n]"), settle, keyIn("y"), settle), goNeeds...),
	}
}

// TestModesHundredtwentyeighth drives the hundred-and-twenty-eighth set
// live to the labelled moment and, with -update, stores its screens,
// labels and facts for modes' TestSetsAccuracy/hundredtwentyeighth.
// Whether the classifier reads them right is that test's measure, not a
// failure here.
func TestModesHundredtwentyeighth(t *testing.T) {
	captureSet(t, hundredtwentyeighthDir, hundredtwentyeighthSet())
}
