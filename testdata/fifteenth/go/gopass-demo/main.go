// Command gopass-demo asks for a passphrase twice with howeyc/gopass,
// echoing a mask, and prints whether they match. It is a fixture of
// agentty's fifteenth set, whose screens were never used to tune the
// mode classifier.
package main

import (
	"fmt"
	"os"

	"github.com/howeyc/gopass"
)

func main() {
	fmt.Print("Archive passphrase: ")
	first, err := gopass.GetPasswdMasked()
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
	fmt.Print("Confirm the passphrase: ")
	again, err := gopass.GetPasswdMasked()
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
	fmt.Println("MATCH", string(first) == string(again))
}
