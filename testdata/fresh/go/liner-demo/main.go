// Command liner-demo is a small calculator REPL on
// github.com/peterh/liner: "add 2 3" prints 5, "quit" ends it. It is in
// agentty's fresh held-out set.
package main

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/peterh/liner"
)

func main() {
	l := liner.NewLiner()
	defer l.Close()
	for {
		line, err := l.Prompt("calc> ")
		if err != nil {
			return
		}
		l.AppendHistory(line)
		f := strings.Fields(line)
		switch {
		case len(f) == 0:
		case f[0] == "quit":
			return
		case f[0] == "add" && len(f) == 3:
			a, _ := strconv.Atoi(f[1])
			b, _ := strconv.Atoi(f[2])
			fmt.Println(a + b)
		default:
			fmt.Println("unknown command:", f[0])
		}
	}
}
