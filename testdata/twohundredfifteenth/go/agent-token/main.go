// agent-token waits for a build agent under tj/go-spin's spinner, then
// asks for the agent's token with echo off.
package main

import (
	"fmt"
	"os"
	"time"

	spin "github.com/tj/go-spin"
	"golang.org/x/term"
)

func main() {
	s := spin.New()
	s.Set(spin.Box1)
	for i := 0; i < 20; i++ {
		fmt.Printf("\r  \033[36m%s\033[m Waiting for the build agent", s.Next())
		time.Sleep(80 * time.Millisecond)
	}
	fmt.Printf("\r  ✓ Build agent relay-01 is up         \n")
	fmt.Print("Agent token: ")
	t, _ := term.ReadPassword(int(os.Stdin.Fd()))
	fmt.Printf("\nRead %d characters.\n", len(t))
}
