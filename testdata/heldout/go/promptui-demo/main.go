// Command promptui-demo asks one question of github.com/manifoldco/promptui,
// named by its argument (select, prompt, confirm), and prints the answer.
// It is in agentty's held-out set: programs whose screens were never used
// to tune the mode classifier.
package main

import (
	"fmt"
	"os"

	"github.com/manifoldco/promptui"
)

func main() {
	var answer string
	var err error
	switch os.Args[1] {
	case "select":
		_, answer, err = (&promptui.Select{Label: "Select a region", Items: []string{"eu-west-1", "us-east-1", "ap-south-1"}}).Run()
	case "prompt":
		answer, err = (&promptui.Prompt{Label: "Bucket name", Default: "logs"}).Run()
	case "confirm":
		answer, err = (&promptui.Prompt{Label: "Delete the bucket", IsConfirm: true}).Run()
	}
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
	fmt.Printf("ANSWER %s\n", answer)
}
