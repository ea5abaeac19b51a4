// Command yacspin-demo spins theckman/yacspin while it "fetches" the
// deploy keys, stops it with a tick, then asks whether to deploy, no by
// default. It is a fixture of agentty's twentysixth set, whose screens
// were never used to tune the mode classifier.
package main

import (
	"bufio"
	"fmt"
	"os"
	"strings"
	"time"

	"github.com/theckman/yacspin"
)

func main() {
	s, err := yacspin.New(yacspin.Config{
		Frequency:     100 * time.Millisecond,
		CharSet:       yacspin.CharSets[11],
		Suffix:        " ",
		Message:       "fetching deploy keys",
		StopCharacter: "✓",
		StopMessage:   "deploy keys fetched",
		StopColors:    []string{"fgGreen"},
		SpinnerAtEnd:  false,
		ShowCursor:    false,
	})
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
	_ = s.Start()
	time.Sleep(1500 * time.Millisecond)
	_ = s.Stop()
	fmt.Print("Deploy release-7 to production? [y/N] ")
	line, _ := bufio.NewReader(os.Stdin).ReadString('\n')
	fmt.Println("ANSWER", strings.TrimSpace(line))
}
