// Command huh-form is a form of the charmbracelet/huh library, as Go
// command-line tools ask their questions: a text input, a select and a
// confirm, one group each, then the answers printed. agentty's tests
// drive it.
package main

import (
	"fmt"
	"os"

	"github.com/charmbracelet/huh"
)

func main() {
	var name, fruit string
	var ok bool
	form := huh.NewForm(
		huh.NewGroup(huh.NewInput().Title("What is your name?").Value(&name)),
		huh.NewGroup(huh.NewSelect[string]().Title("Pick a fruit").
			Options(huh.NewOptions("Apple", "Banana", "Cherry", "Date")...).Value(&fruit)),
		huh.NewGroup(huh.NewConfirm().Title("Ship the order?").Value(&ok)),
	)
	if err := form.Run(); err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
	fmt.Printf("name=%s fruit=%s ship=%v\n", name, fruit, ok)
}
