// Command goprompt-demo is a small ledger console with
// elk-language/go-prompt: "ledger> " asks for a command, with
// completion of the commands; "balance" prints one, "exit" ends it. It
// is a fixture of agentty's thirteenth set, whose screens were never
// used to tune the mode classifier.
package main

import (
	"fmt"
	"os"
	"strings"

	prompt "github.com/elk-language/go-prompt"
	istrings "github.com/elk-language/go-prompt/strings"
)

func main() {
	executor := func(in string) {
		switch strings.TrimSpace(in) {
		case "balance":
			fmt.Println("Assets:Bank  1200.00 EUR")
		case "exit":
			os.Exit(0)
		case "":
		default:
			fmt.Println("unknown command:", in)
		}
	}
	completer := func(d prompt.Document) ([]prompt.Suggest, istrings.RuneNumber, istrings.RuneNumber) {
		s := []prompt.Suggest{{Text: "balance", Description: "Show the balance"}, {Text: "exit", Description: "Leave the ledger"}}
		w := d.GetWordBeforeCursor()
		end := d.CurrentRuneIndex()
		return prompt.FilterHasPrefix(s, w, true), end - istrings.RuneCountInString(w), end
	}
	prompt.New(executor, prompt.WithPrefix("ledger> "), prompt.WithCompleter(completer)).Run()
}
