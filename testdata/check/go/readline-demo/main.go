// Command readline-demo is a small notes REPL on
// github.com/reeflective/readline: "add TEXT" keeps a note, "list" shows
// them, "quit" ends it. It is in agentty's check set.
package main

import (
	"fmt"
	"strings"

	"github.com/reeflective/readline"
)

func main() {
	rl := readline.NewShell()
	rl.Prompt.Primary(func() string { return "notes> " })
	var notes []string
	for {
		line, err := rl.Readline()
		if err != nil {
			return
		}
		f := strings.Fields(line)
		switch {
		case len(f) == 0:
		case f[0] == "quit":
			return
		case f[0] == "add":
			notes = append(notes, strings.Join(f[1:], " "))
			fmt.Println("noted:", len(notes))
		case f[0] == "list":
			for i, n := range notes {
				fmt.Println(i+1, n)
			}
		default:
			fmt.Println("unknown command:", f[0])
		}
	}
}
