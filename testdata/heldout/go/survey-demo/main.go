// Command survey-demo asks one question of github.com/AlecAivazis/survey,
// named by its argument (select, multiselect, input, confirm, password),
// and prints the answer. It is in agentty's held-out set: programs whose
// screens were never used to tune the mode classifier.
package main

import (
	"fmt"
	"os"

	"github.com/AlecAivazis/survey/v2"
)

func main() {
	var p survey.Prompt
	switch os.Args[1] {
	case "select":
		p = &survey.Select{Message: "Choose a colour:", Options: []string{"red", "green", "blue"}}
	case "multiselect":
		p = &survey.MultiSelect{Message: "Pick toppings:", Options: []string{"cheese", "olives", "peppers", "onions"}}
	case "input":
		p = &survey.Input{Message: "Service name:", Default: "api"}
	case "confirm":
		p = &survey.Confirm{Message: "Deploy to production?"}
	case "password":
		p = &survey.Password{Message: "Database password:"}
	}
	var answer any
	if err := survey.AskOne(p, &answer); err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
	fmt.Printf("ANSWER %v\n", answer)
}
