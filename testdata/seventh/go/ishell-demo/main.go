// Command ishell-demo is a small interactive shell made with
// abiosoft/ishell: a program of agentty's seventh set, whose screens were
// never used to tune the mode classifier.
package main

import (
	"strings"

	"github.com/abiosoft/ishell/v2"
)

func main() {
	sh := ishell.New()
	sh.Println("Inventory shell. Type help for the commands.")
	sh.AddCmd(&ishell.Cmd{
		Name: "count",
		Help: "count the items named",
		Func: func(c *ishell.Context) { c.Printf("%d items: %s\n", len(c.Args), strings.Join(c.Args, ", ")) },
	})
	sh.Run()
}
