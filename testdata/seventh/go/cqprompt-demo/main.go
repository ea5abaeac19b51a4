// Command cqprompt-demo shows one prompt of cqroot/prompt, named by its
// argument (choose, multichoose, input), and prints the answer: a program
// of agentty's seventh set, whose screens were never used to tune the
// mode classifier.
package main

import (
	"fmt"
	"os"

	"github.com/cqroot/prompt"
	"github.com/cqroot/prompt/choose"
)

func main() {
	var (
		answer any
		err    error
	)
	switch kind := append(os.Args[1:], "")[0]; kind {
	case "choose":
		answer, err = prompt.New().Ask("Pick a region").Choose([]string{"eu-west", "us-east", "ap-south"}, choose.WithTheme(choose.ThemeArrow))
	case "multichoose":
		answer, err = prompt.New().Ask("Which checks should run?").MultiChoose([]string{"lint", "test", "vet"})
	case "input":
		answer, err = prompt.New().Ask("Bucket name").Input("assets")
	default:
		err = fmt.Errorf("unknown prompt %q", kind)
	}
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
	fmt.Printf("ANSWER %v\n", answer)
}
