// Command spinner-demo spins briandowns/spinner while it "resolves" the
// mirrors, then asks for a region on a line, with a default. It is a
// fixture of agentty's twentysixth set, whose screens were never used to
// tune the mode classifier.
package main

import (
	"bufio"
	"fmt"
	"os"
	"strings"
	"time"

	"github.com/briandowns/spinner"
)

func main() {
	s := spinner.New(spinner.CharSets[14], 100*time.Millisecond)
	s.Suffix = " Resolving mirrors…"
	s.FinalMSG = "3 mirrors resolved\n"
	s.Start()
	time.Sleep(1500 * time.Millisecond)
	s.Stop()
	fmt.Print("Mirror region [eu-west]: ")
	line, _ := bufio.NewReader(os.Stdin).ReadString('\n')
	if line = strings.TrimSpace(line); line == "" {
		line = "eu-west"
	}
	fmt.Println("ANSWER", line)
}
