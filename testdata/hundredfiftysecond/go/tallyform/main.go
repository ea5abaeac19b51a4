// Command tallyform asks for a new stock tally with a form of
// github.com/charmbracelet/huh, one question a group, inline (not in the
// alternate screen): the warehouse (a select), the shelves to count (a
// multi-select), the counter's name (an input) and whether to start now
// (a confirm). It is a fixture of agentty's hundredfiftysecond set, whose
// screens were never used to tune the mode classifier.
package main

import (
	"fmt"
	"os"

	"github.com/charmbracelet/huh"
)

func main() {
	var (
		warehouse string
		shelves   []string
		counter   string
		start     bool
	)
	form := huh.NewForm(
		huh.NewGroup(huh.NewSelect[string]().
			Title("Which warehouse is being counted?").
			Options(huh.NewOptions("Eastgate", "Millbrook", "Riverside")...).
			Value(&warehouse)),
		huh.NewGroup(huh.NewMultiSelect[string]().
			Title("Which shelves should be counted?").
			Options(huh.NewOptions("Bulk", "Cold room", "Returns")...).
			Value(&shelves)),
		huh.NewGroup(huh.NewInput().
			Title("Who is counting?").
			Value(&counter)),
		huh.NewGroup(huh.NewConfirm().
			Title("Start the tally now?").
			Affirmative("Yes").
			Negative("No").
			Value(&start)),
	)
	if err := form.Run(); err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
	fmt.Println("ANSWER", warehouse, shelves, counter, start)
}
