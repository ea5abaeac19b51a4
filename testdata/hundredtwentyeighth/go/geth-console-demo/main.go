// geth-console-demo asks on a line with go-ethereum's console/prompt: a
// name for the node (PromptInput), then whether to remove the old chain
// data (PromptConfirm, which adds " [y/n] ").
package main

import (
	"fmt"
	"os"

	"github.com/ethereum/go-ethereum/console/prompt"
)

func main() {
	name, err := prompt.Stdin.PromptInput("Name of the new node: ")
	if err != nil {
		os.Exit(1)
	}
	ok, err := prompt.Stdin.PromptConfirm(fmt.Sprintf("Remove the old chain data of %s?", name))
	if err != nil {
		os.Exit(1)
	}
	fmt.Println("removed:", ok)
}
