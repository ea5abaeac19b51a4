// unseal asks for a passphrase twice with hashicorp/go-secure-stdlib's
// password reader, its echo off, as HashiCorp's tools ask for a secret.
package main

import (
	"fmt"
	"os"

	"github.com/hashicorp/go-secure-stdlib/password"
)

func main() {
	fmt.Print("Passphrase (will be hidden): ")
	a, err := password.Read(os.Stdin)
	fmt.Println()
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
	fmt.Print("Repeat passphrase (will be hidden): ")
	b, err := password.Read(os.Stdin)
	fmt.Println()
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
	if a != b {
		fmt.Println("Passphrases do not match.")
		os.Exit(1)
	}
	fmt.Println("Sealed with the new passphrase.")
}
