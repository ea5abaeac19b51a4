// Command prompter-demo asks one question of Songmu/prompter, named by
// its argument (yn, choose, prompt, password), and prints the answer: a
// program of agentty's seventh set, whose screens were never used to tune
// the mode classifier.
package main

import (
	"fmt"
	"os"

	"github.com/Songmu/prompter"
)

func main() {
	var answer any
	switch kind := append(os.Args[1:], "")[0]; kind {
	case "yn":
		answer = prompter.YN("Restart the worker now?", true)
	case "choose":
		answer = prompter.Choose("Which region hosts the backups?", []string{"eu", "us", "ap"}, "eu")
	case "prompt":
		answer = prompter.Prompt("Bucket name", "assets")
	case "password":
		answer = len(prompter.Password("Vault token"))
	default:
		fmt.Fprintf(os.Stderr, "unknown prompt %q\n", kind)
		os.Exit(1)
	}
	fmt.Printf("ANSWER %v\n", answer)
}
