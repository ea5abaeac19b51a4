// geth-account-demo asks for a new account's password as geth account
// new does, with go-ethereum's console/prompt (the password asked, then
// repeated).
package main

import (
	"fmt"
	"os"

	"github.com/ethereum/go-ethereum/console/prompt"
)

func main() {
	fmt.Println("Your new account is locked with a password. Please give a password. Do not forget this password.")
	pw, err := prompt.Stdin.PromptPassword("Password: ")
	if err != nil {
		os.Exit(1)
	}
	again, err := prompt.Stdin.PromptPassword("Repeat password: ")
	if err != nil {
		os.Exit(1)
	}
	if pw != again {
		fmt.Println("Fatal: Passwords do not match")
		os.Exit(1)
	}
	fmt.Println("Your new key was generated")
}
