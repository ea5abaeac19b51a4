// step-overwrite-demo asks, as step does before it writes over a file,
// whether to overwrite it: smallstep/cli-utils' ui.PromptYesNo.
package main

import (
	"fmt"
	"os"

	"github.com/smallstep/cli-utils/ui"
)

func main() {
	ok, err := ui.PromptYesNo("Would you like to overwrite root_ca.crt [y/n]")
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
	fmt.Println("overwrite:", ok)
}
