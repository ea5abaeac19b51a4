// Command promptkit-demo shows one prompt of erikgeiser/promptkit, named
// by its argument (select, confirm, text), and prints the answer: a
// program of agentty's sixth set, whose screens were never used to tune
// the mode classifier.
package main

import (
	"fmt"
	"os"

	"github.com/erikgeiser/promptkit/confirmation"
	"github.com/erikgeiser/promptkit/selection"
	"github.com/erikgeiser/promptkit/textinput"
)

func main() {
	var (
		answer any
		err    error
	)
	switch kind := append(os.Args[1:], "")[0]; kind {
	case "select":
		answer, err = selection.New("Which mirror should serve the files?", []string{"Berlin", "Lima", "Perth"}).RunPrompt()
	case "confirm":
		answer, err = confirmation.New("Restart the worker now?", confirmation.Yes).RunPrompt()
	case "text":
		in := textinput.New("Bucket name:")
		in.InitialValue = "assets"
		answer, err = in.RunPrompt()
	default:
		err = fmt.Errorf("unknown prompt %q", kind)
	}
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
	fmt.Printf("ANSWER %v\n", answer)
}
