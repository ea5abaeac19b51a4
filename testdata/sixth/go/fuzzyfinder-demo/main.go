// Command fuzzyfinder-demo lets one pick an entry with
// ktr0731/go-fuzzyfinder and prints it: a program of agentty's sixth set,
// whose screens were never used to tune the mode classifier.
package main

import (
	"fmt"
	"os"

	fuzzyfinder "github.com/ktr0731/go-fuzzyfinder"
)

func main() {
	towns := []string{"Aberdeen", "Bergen", "Cadiz", "Dundee"}
	i, err := fuzzyfinder.Find(towns, func(i int) string { return towns[i] })
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
	fmt.Printf("ANSWER %s\n", towns[i])
}
