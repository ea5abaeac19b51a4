// Command wmenu-demo runs one menu of dixonwille/wmenu, named by its
// argument (select, yes-no), and prints the answer: a program of agentty's
// ninth set, whose screens were never used to tune the mode classifier.
package main

import (
	"fmt"
	"os"

	"github.com/dixonwille/wmenu/v5"
)

func main() {
	var m *wmenu.Menu
	switch kind := append(os.Args[1:], "")[0]; kind {
	case "select":
		m = wmenu.NewMenu("Which datacenter should run the job?")
		m.Option("north", "north", false, nil)
		m.Option("south", "south", false, nil)
		m.Option("east", "east", false, nil)
	case "yes-no":
		m = wmenu.NewMenu("Rotate the API keys?")
		m.IsYesNo(wmenu.DefN)
	default:
		fmt.Fprintf(os.Stderr, "unknown menu %q\n", kind)
		os.Exit(1)
	}
	m.Action(func(opts []wmenu.Opt) error {
		for _, o := range opts {
			fmt.Printf("ANSWER %v\n", o.Value)
		}
		return nil
	})
	if err := m.Run(); err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
}
