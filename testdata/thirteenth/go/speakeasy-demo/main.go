// Command speakeasy-demo asks for a passphrase twice with
// bgentry/speakeasy and prints whether they match. It is a fixture of
// agentty's thirteenth set, whose screens were never used to tune the
// mode classifier.
package main

import (
	"fmt"
	"os"

	"github.com/bgentry/speakeasy"
)

func main() {
	first, err := speakeasy.Ask("Vault passphrase: ")
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
	again, err := speakeasy.Ask("Repeat the passphrase: ")
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
	fmt.Println("MATCH", first == again)
}
