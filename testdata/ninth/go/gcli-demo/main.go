// Command gcli-demo asks one question of gookit/gcli's interact package,
// named by its argument (select, multi, confirm), and prints the answer: a
// program of agentty's ninth set, whose screens were never used to tune
// the mode classifier.
package main

import (
	"fmt"
	"os"

	"github.com/gookit/gcli/v3/interact"
)

func main() {
	var answer any
	switch kind := append(os.Args[1:], "")[0]; kind {
	case "select":
		answer = interact.SelectOne("Which region should serve the cache?", []string{"oslo", "lima", "perth"}, "0")
	case "multi":
		answer = interact.MultiSelect("Which checks should run before the merge?", []string{"lint", "unit", "race"}, nil)
	case "confirm":
		answer = interact.Confirm("Publish the nightly build?", false)
	default:
		fmt.Fprintf(os.Stderr, "unknown question %q\n", kind)
		os.Exit(1)
	}
	fmt.Printf("ANSWER %v\n", answer)
}
