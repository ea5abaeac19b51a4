// Command pterm-demo asks one question of github.com/pterm/pterm's
// interactive printers, named by its argument (select, multiselect,
// confirm, input), and prints the answer. It is in agentty's unseen set.
package main

import (
	"fmt"
	"os"

	"github.com/pterm/pterm"
)

func main() {
	var answer any
	var err error
	switch os.Args[1] {
	case "select":
		answer, err = pterm.DefaultInteractiveSelect.WithOptions([]string{"eu-west", "us-east", "ap-south"}).WithDefaultText("Pick a region").Show()
	case "multiselect":
		answer, err = pterm.DefaultInteractiveMultiselect.WithOptions([]string{"api", "worker", "cron"}).WithDefaultText("Services to restart").Show()
	case "confirm":
		answer, err = pterm.DefaultInteractiveConfirm.WithDefaultText("Delete the cache?").Show()
	case "input":
		answer, err = pterm.DefaultInteractiveTextInput.WithDefaultText("Bucket name").Show()
	}
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
	fmt.Printf("ANSWER %v\n", answer)
}
