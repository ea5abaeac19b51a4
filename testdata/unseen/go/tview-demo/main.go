// Command tview-demo shows one screen of github.com/rivo/tview, named by
// its argument (list, form, modal). It is in agentty's unseen set:
// programs whose screens were never used to tune the mode classifier.
package main

import (
	"fmt"
	"os"

	"github.com/rivo/tview"
)

func main() {
	app := tview.NewApplication()
	var root tview.Primitive
	switch os.Args[1] {
	case "list":
		l := tview.NewList().
			AddItem("Apple", "", 0, nil).
			AddItem("Banana", "", 0, nil).
			AddItem("Cherry", "", 0, nil)
		l.SetSelectedFunc(func(_ int, main, _ string, _ rune) { app.Stop(); fmt.Println("ANSWER", main) })
		l.SetBorder(true).SetTitle("Pick a fruit")
		root = l
	case "form":
		f := tview.NewForm().
			AddInputField("Host name", "web-1", 20, nil, nil).
			AddButton("Save", func() { app.Stop() }).
			AddButton("Cancel", func() { app.Stop() })
		f.SetBorder(true).SetTitle("New server")
		root = f
	case "modal":
		m := tview.NewModal().
			SetText("Quit without saving?").
			AddButtons([]string{"Quit", "Cancel"}).
			SetDoneFunc(func(_ int, label string) { app.Stop(); fmt.Println("ANSWER", label) })
		root = m
	}
	if err := app.SetRoot(root, true).Run(); err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
}
