// Command fzf-demo asks one question with koki-develop/go-fzf, named by
// its argument (select or multi), and prints the answer. It is a fixture
// of agentty's tenth set, whose screens were never used to tune the mode
// classifier.
package main

import (
	"fmt"
	"os"

	"github.com/koki-develop/go-fzf"
)

func main() {
	kind := ""
	if len(os.Args) > 1 {
		kind = os.Args[1]
	}
	var (
		question string
		items    []string
		opts     []fzf.Option
	)
	switch kind {
	case "select":
		question, items = "Which region should host the cache? ", []string{"oslo", "lima", "perth"}
	case "multi":
		question, items = "Which checks should gate the merge? ", []string{"lint", "unit", "race"}
		opts = append(opts, fzf.WithNoLimit(true))
	default:
		fmt.Fprintln(os.Stderr, "usage: fzf-demo select|multi")
		os.Exit(2)
	}
	opts = append(opts, fzf.WithPrompt(question), fzf.WithInputPlaceholder(""))
	f, err := fzf.New(opts...)
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
	picked, err := f.Find(items, func(i int) string { return items[i] })
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
	for _, i := range picked {
		fmt.Println("ANSWER", items[i])
	}
}
