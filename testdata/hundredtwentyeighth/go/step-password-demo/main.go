// step-password-demo asks for the CA keys' password as step ca init
// does, with smallstep/cli-utils' ui.PromptPasswordGenerate: a masked
// prompt, and when it is left empty, a generated password offered for
// editing.
package main

import (
	"fmt"
	"os"

	"github.com/smallstep/cli-utils/ui"
)

func main() {
	fmt.Println("Choose a password for your CA keys and first provisioner.")
	if _, err := ui.PromptPasswordGenerate("[leave empty and we'll generate one]"); err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
	fmt.Println("All done!")
}
