// Command goinput-demo asks one question of tcnksm/go-input, named by its
// argument (ask, select, secret), and prints the answer: a program of
// agentty's eighth set, whose screens were never used to tune the mode
// classifier.
package main

import (
	"fmt"
	"os"

	input "github.com/tcnksm/go-input"
)

func main() {
	ui := &input.UI{Writer: os.Stdout, Reader: os.Stdin}
	var answer string
	var err error
	switch kind := append(os.Args[1:], "")[0]; kind {
	case "ask":
		answer, err = ui.Ask("Which bucket should hold the logs?", &input.Options{Default: "logs-eu", Loop: true})
	case "select":
		answer, err = ui.Select("Which region hosts the cluster?", []string{"eu-north", "us-west", "ap-east"}, &input.Options{Default: "eu-north", Loop: true})
	case "secret":
		answer, err = ui.Ask("Deploy token", &input.Options{Mask: true, MaskVal: "", Required: true, Loop: true})
		answer = fmt.Sprint(len(answer))
	default:
		err = fmt.Errorf("unknown question %q", kind)
	}
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
	fmt.Printf("ANSWER %s\n", answer)
}
