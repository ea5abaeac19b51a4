// Command readline-demo is a small console read with
// ergochat/readline: "relay> " asks for a command, "status" answers
// with the peers, "quit" ends it. It is a fixture of agentty's
// thirteenth set, whose screens were never used to tune the mode
// classifier.
package main

import (
	"fmt"
	"os"
	"strings"

	"github.com/ergochat/readline"
)

func main() {
	rl, err := readline.New("relay> ")
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
	defer rl.Close()
	for {
		line, err := rl.Readline()
		if err != nil {
			return
		}
		switch strings.TrimSpace(line) {
		case "status":
			fmt.Println("3 peers connected, queue empty")
		case "quit":
			return
		case "":
		default:
			fmt.Println("unknown command:", line)
		}
	}
}
