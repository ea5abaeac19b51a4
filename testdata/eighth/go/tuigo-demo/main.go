// Command tuigo-demo draws one screen of marcusolsson/tui-go, named by
// its argument (dialog, list, edit FILE), and prints what was
// chosen or typed: a program of agentty's eighth set, whose screens were
// never used to tune the mode classifier.
package main

import (
	"fmt"
	"os"

	"github.com/marcusolsson/tui-go"
)

func main() {
	args := append(os.Args[1:], "", "")
	var answer string
	var root tui.Widget
	var quit func()
	switch args[0] {
	case "dialog":
		// A question in a box with two buttons, the first focused.
		discard := tui.NewButton("[Discard]")
		keep := tui.NewButton("[Keep editing]")
		discard.SetFocused(true)
		discard.OnActivated(func(*tui.Button) { answer = "discard"; quit() })
		keep.OnActivated(func(*tui.Button) { answer = "keep"; quit() })
		box := tui.NewVBox(
			tui.NewLabel("Discard the unsaved changes to notes.txt?"),
			tui.NewSpacer(),
			tui.NewHBox(tui.NewSpacer(), discard, tui.NewLabel("  "), keep, tui.NewSpacer()),
		)
		box.SetBorder(true)
		box.SetTitle("Unsaved changes")
		root = tui.NewVBox(tui.NewSpacer(), tui.NewHBox(tui.NewSpacer(), box, tui.NewSpacer()), tui.NewSpacer())
	case "list":
		// A list of queues under a question, the first selected.
		list := tui.NewList()
		list.AddItems("default", "urgent", "bulk")
		list.SetSelected(0)
		list.SetFocused(true)
		list.OnItemActivated(func(l *tui.List) { answer = l.SelectedItem(); quit() })
		box := tui.NewVBox(list)
		box.SetBorder(true)
		box.SetTitle("Queue")
		root = tui.NewVBox(tui.NewLabel("Which queue should the job go to?"), box, tui.NewSpacer())
	case "edit":
		// A file's text in an edit box, the file's name on its frame.
		b, err := os.ReadFile(args[1])
		if err != nil {
			fmt.Fprintln(os.Stderr, err)
			os.Exit(1)
		}
		edit := tui.NewTextEdit()
		edit.SetText(string(b))
		edit.SetFocused(true)
		box := tui.NewVBox(edit)
		box.SetBorder(true)
		box.SetTitle(args[1])
		root = box
	default:
		fmt.Fprintf(os.Stderr, "unknown screen %q\n", args[0])
		os.Exit(1)
	}
	ui, err := tui.New(root)
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
	quit = ui.Quit
	ui.SetKeybinding("Esc", ui.Quit)
	if err := ui.Run(); err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
	fmt.Printf("ANSWER %q\n", answer)
}
