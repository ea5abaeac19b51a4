// Command cliselect-demo asks one question with nexidian/gocliselect's
// menu and prints the answer. It is a fixture of agentty's eleventh set,
// whose screens were never used to tune the mode classifier.
package main

import (
	"fmt"

	"github.com/nexidian/gocliselect"
)

func main() {
	menu := gocliselect.NewMenu("Which runner should take the nightly build?")
	menu.AddItem("arm64-large", "arm64-large")
	menu.AddItem("amd64-small", "amd64-small")
	menu.AddItem("riscv-board", "riscv-board")
	fmt.Println("ANSWER", menu.Display())
}
