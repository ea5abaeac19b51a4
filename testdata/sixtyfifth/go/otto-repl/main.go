// Command otto-repl is robertkrimen/otto's console with a prompt of its
// own and a function defined in it: a fixture of agentty's sixtyfifth
// set, whose screens were never used to tune the mode classifier.
package main

import (
	"fmt"
	"os"

	"github.com/robertkrimen/otto"
	"github.com/robertkrimen/otto/repl"
)

func main() {
	vm := otto.New()
	if _, err := vm.Run(`function crates(n) { return n * 6 + " crates queued"; }`); err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
	if err := repl.RunWithPrompt(vm, "queue> "); err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
}
