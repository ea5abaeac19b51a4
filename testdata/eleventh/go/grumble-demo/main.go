// Command grumble-demo is a console of desertbit/grumble with two
// commands, at its prompt until exit. It is a fixture of agentty's
// eleventh set, whose screens were never used to tune the mode
// classifier.
package main

import (
	"fmt"
	"os"

	"github.com/desertbit/grumble"
)

func main() {
	app := grumble.New(&grumble.Config{
		Name:        "relay",
		Description: "a console of the relay",
		Prompt:      "relay » ",
	})
	app.AddCommand(&grumble.Command{
		Name: "status",
		Help: "show the relay's status",
		Run: func(c *grumble.Context) error {
			c.App.Println("relay up, 3 peers, queue empty")
			return nil
		},
	})
	if err := app.Run(); err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
}
