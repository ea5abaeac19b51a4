// Command goprompt-demo is a small key-value shell on
// github.com/c-bata/go-prompt: "set k v", "get k", with completion. It is
// in agentty's unseen set.
package main

import (
	"fmt"
	"os"
	"strings"

	prompt "github.com/c-bata/go-prompt"
)

var store = map[string]string{}

func run(line string) {
	f := strings.Fields(line)
	switch {
	case len(f) == 3 && f[0] == "set":
		store[f[1]] = f[2]
		fmt.Println("OK")
	case len(f) == 2 && f[0] == "get":
		fmt.Println(store[f[1]])
	case len(f) == 1 && f[0] == "exit":
		os.Exit(0)
	default:
		fmt.Println("unknown command")
	}
}

func complete(d prompt.Document) []prompt.Suggest {
	s := []prompt.Suggest{{Text: "set", Description: "store a value"}, {Text: "get", Description: "read a value"}, {Text: "exit", Description: "leave"}}
	return prompt.FilterHasPrefix(s, d.GetWordBeforeCursor(), true)
}

func main() {
	prompt.New(run, complete, prompt.OptionPrefix("kv> ")).Run()
}
