// Command infinite-demo asks one question with fzdwx/infinite, named by
// its argument (select, multiselect, confirm, text, password), and
// prints the answer. It is a fixture of agentty's twelfth set, whose
// screens were never used to tune the mode classifier.
package main

import (
	"fmt"
	"os"

	inf "github.com/fzdwx/infinite"
	"github.com/fzdwx/infinite/components/input/confirm"
	"github.com/fzdwx/infinite/components/input/text"
	"github.com/fzdwx/infinite/components/selection/multiselect"
	"github.com/fzdwx/infinite/components/selection/singleselect"
)

func main() {
	kind := ""
	if len(os.Args) > 1 {
		kind = os.Args[1]
	}
	var answer any
	var err error
	switch kind {
	case "select":
		answer, err = inf.NewSingleSelect([]string{"arm64-large", "amd64-small", "riscv-board"},
			singleselect.WithDisableFilter(), singleselect.WithPageSize(3)).Display("Which runner should take the nightly build?")
	case "multiselect":
		answer, err = inf.NewMultiSelect([]string{"eu-west", "us-east", "ap-south"}, multiselect.WithDisableFilter(), multiselect.WithPageSize(3)).Display("Which regions should mirror the release?")
	case "confirm":
		answer, err = inf.NewConfirm(confirm.WithPrompt("Rotate the signing keys?")).Display()
	case "text":
		t := inf.NewText(text.WithPrompt("Which bucket should hold the backups?"), text.WithDefaultValue("nightly-eu"))
		_, err = t.Display()
		answer = t.Value()
	case "password":
		t := inf.NewText(text.WithPrompt("Registry token:"), text.WithEchoPassword())
		_, err = t.Display()
		answer = t.Value()
	default:
		fmt.Fprintln(os.Stderr, "unknown question", kind)
		os.Exit(2)
	}
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
	fmt.Printf("ANSWER %v\n", answer)
}
