// ghprompt asks one question through cli/go-gh's prompter, the prompts
// GitHub CLI extensions ask with: a select, a multiselect, a line with a
// default, a hidden token, a yes/no.
package main

import (
	"fmt"
	"os"

	"github.com/cli/go-gh/v2/pkg/prompter"
)

func main() {
	p := prompter.New(os.Stdin, os.Stdout, os.Stderr)
	what := "select"
	if len(os.Args) > 1 {
		what = os.Args[1]
	}
	var (
		v   any
		err error
	)
	switch what {
	case "select":
		v, err = p.Select("Which protocol do you prefer for Git operations?", "HTTPS", []string{"HTTPS", "SSH"})
	case "multiselect":
		v, err = p.MultiSelect("Which labels should be added?", nil, []string{"bug", "documentation", "enhancement", "question"})
	case "input":
		v, err = p.Input("Repository name", "relay")
	case "password":
		v, err = p.Password("Paste your authentication token:")
	case "confirm":
		v, err = p.Confirm("Delete the release v1.2.0?", false)
	}
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
	fmt.Println(v)
}
