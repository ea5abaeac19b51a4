// Command hcli-demo asks for a release branch and then a vault token
// through hashicorp/cli's BasicUi (Ask, then AskSecret with echo off) and
// prints what it got. It is a fixture of agentty's seventeenth set, whose
// screens were never used to tune the mode classifier.
package main

import (
	"fmt"
	"os"

	"github.com/hashicorp/cli"
)

func main() {
	ui := &cli.BasicUi{Reader: os.Stdin, Writer: os.Stdout, ErrorWriter: os.Stderr}
	branch, err := ui.Ask("Which branch should the release be cut from?")
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
	token, err := ui.AskSecret("Vault token for the release:")
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
	ui.Output(fmt.Sprintf("ANSWER %s %d", branch, len(token)))
}
