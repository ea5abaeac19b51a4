// Command bowery-demo asks one question of Bowery/prompt, named by its
// argument (default, ask, password), and prints the answer: a program of
// agentty's ninth set, whose screens were never used to tune the mode
// classifier.
package main

import (
	"fmt"
	"os"

	"github.com/Bowery/prompt"
)

func main() {
	var answer string
	var err error
	switch kind := append(os.Args[1:], "")[0]; kind {
	case "default":
		answer, err = prompt.BasicDefault("Bucket region", "eu-west-1")
	case "ask":
		var ok bool
		ok, err = prompt.Ask("Rotate the signing key")
		answer = fmt.Sprint(ok)
	case "password":
		answer, err = prompt.Password("Registry password:")
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
