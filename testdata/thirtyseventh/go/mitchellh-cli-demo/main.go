// Command mitchellh-cli-demo asks a line and then a secret with
// mitchellh/cli's BasicUi: a fixture of agentty's thirtyseventh set,
// whose screens were never used to tune the mode classifier.
package main

import (
	"fmt"
	"os"

	"github.com/mitchellh/cli"
)

func main() {
	ui := &cli.BasicUi{Reader: os.Stdin, Writer: os.Stdout, ErrorWriter: os.Stderr}
	name, err := ui.Ask("Name of the vault to unseal:")
	if err != nil {
		os.Exit(1)
	}
	key, err := ui.AskSecret("Unseal key for " + name + ":")
	if err != nil {
		os.Exit(1)
	}
	ui.Output(fmt.Sprintf("unsealing %s with a key of %d characters", name, len(key)))
}
