// vault-unseal asks for an unseal key with echo turned off by moby/term,
// then for the lease of the token it hands out, a default in brackets.
package main

import (
	"bufio"
	"fmt"
	"os"
	"strings"

	"github.com/moby/term"
)

var in = bufio.NewReader(os.Stdin)

func line() string {
	s, err := in.ReadString('\n')
	if err != nil {
		os.Exit(1)
	}
	return strings.TrimSpace(s)
}

func main() {
	fmt.Println("Vault ops-prod is sealed (threshold 1 of 3 key shares).")
	fd := os.Stdin.Fd()
	st, err := term.SaveState(fd)
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
	fmt.Print("Unseal key: ")
	_ = term.DisableEcho(fd, st)
	key := line()
	_ = term.RestoreTerminal(fd, st)
	fmt.Println()
	fmt.Printf("Key accepted (%d characters). Vault ops-prod is unsealed.\n", len(key))
	fmt.Print("Lease for the new token [24h]: ")
	lease := line()
	if lease == "" {
		lease = "24h"
	}
	fmt.Printf("Token issued for %s.\n", lease)
}
