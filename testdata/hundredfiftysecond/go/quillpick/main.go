// Command quillpick asks which ledger to open with a list of
// github.com/rivo/tview (each entry with its shortcut key in brackets and
// a line of secondary text under it), in a bordered box titled with the
// question, and prints the answer. It is a fixture of agentty's
// hundredfiftysecond set, whose screens were never used to tune the mode
// classifier.
package main

import (
	"fmt"
	"os"

	"github.com/rivo/tview"
)

func main() {
	app := tview.NewApplication()
	answer := ""
	pick := func(name string) func() {
		return func() { answer = name; app.Stop() }
	}
	list := tview.NewList().
		AddItem("Household", "groceries, rent and bills", 'h', pick("Household")).
		AddItem("Workshop", "timber, tools and hire", 'w', pick("Workshop")).
		AddItem("Allotment", "seeds and water rates", 'a', pick("Allotment")).
		AddItem("Quit", "close without opening a ledger", 'q', func() { app.Stop() })
	list.SetBorder(true).SetTitle(" Open which ledger? ")
	if err := app.SetRoot(list, true).Run(); err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
	if answer != "" {
		fmt.Println("ANSWER", answer)
	}
}
