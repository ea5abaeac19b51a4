// stepca-demo asks what step ca init asks at its start, with the prompts
// of smallstep/cli-utils' ui package (promptui under step's templates):
// the deployment type from a list with a pointer, then the PKI's name,
// then the DNS names with a default.
package main

import (
	"fmt"
	"os"

	"github.com/smallstep/cli-utils/ui"
)

func main() {
	types := []string{
		"Standalone - step-ca instance you run yourself",
		"Linked - standalone, plus cloud configuration, reporting & alerting",
		"Hosted - fully-managed step-ca cloud instance run for you by smallstep",
	}
	if _, _, err := ui.Select("What deployment type would you like to configure?", types,
		ui.WithSelectTemplates(ui.SelectTemplates("Deployment Type"))); err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
	name, err := ui.Prompt("What would you like to name your new PKI?", ui.WithValidateNotEmpty())
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
	if _, err := ui.Prompt("What DNS names or IP addresses will clients use to reach your CA?",
		ui.WithDefaultValue("ca.relay.internal"), ui.WithValidateNotEmpty()); err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
	fmt.Println("Generating root certificate for", name)
}
