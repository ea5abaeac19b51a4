// depot-menu is a warehouse console on the alternate screen: a
// go-figure banner over a numbered menu read as a line, then the chosen
// task's first question, a default in brackets.
package main

import (
	"bufio"
	"fmt"
	"os"
	"strings"

	figure "github.com/common-nighthawk/go-figure"
)

var in = bufio.NewReader(os.Stdin)

func line() string {
	s, err := in.ReadString('\n')
	if err != nil {
		leave()
		os.Exit(1)
	}
	return strings.TrimSpace(s)
}

func leave() { fmt.Print("\033[?1049l") }

func banner() {
	fmt.Print("\033[H\033[2J")
	fmt.Print("\033[33m")
	figure.NewFigure("DEPOT", "standard", true).Print()
	fmt.Print("\033[m")
	fmt.Println()
	fmt.Println("  Warehouse console 2.4 · shift B · terminal 7")
	fmt.Println()
}

var tasks = []string{"Receive a delivery", "Move stock between shelves", "Count a shelf", "Print the day's report"}

func main() {
	fmt.Print("\033[?1049h")
	defer leave()
	for {
		banner()
		for i, t := range tasks {
			fmt.Printf("  %d) %s\n", i+1, t)
		}
		fmt.Println("  q) Quit")
		fmt.Println()
		fmt.Print("Choose an option [1-4, q]: ")
		switch line() {
		case "q":
			return
		case "2":
			banner()
			fmt.Println("  \033[1mMove stock between shelves\033[m")
			fmt.Println()
			fmt.Print("From which shelf? [A1]: ")
			from := line()
			fmt.Print("To which shelf? [B1]: ")
			to := line()
			fmt.Printf("Moved stock from %s to %s.\n", from, to)
			line()
		case "1", "3", "4":
			fmt.Println("Not on this terminal.")
			line()
		}
	}
}
