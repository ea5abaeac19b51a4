// keyring-demo stores a token in 99designs/keyring's encrypted file
// backend under the home directory, which asks for the passphrase that
// unlocks it with the library's own TerminalPrompt.
package main

import (
	"fmt"
	"os"
	"path/filepath"

	"github.com/99designs/keyring"
)

func main() {
	home, _ := os.UserHomeDir()
	ring, err := keyring.Open(keyring.Config{
		ServiceName:      "relay",
		AllowedBackends:  []keyring.BackendType{keyring.FileBackend},
		FileDir:          filepath.Join(home, ".relay-keys"),
		FilePasswordFunc: keyring.TerminalPrompt,
	})
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
	fmt.Println("Storing the API token of relay.")
	if err := ring.Set(keyring.Item{Key: "api-token", Data: []byte("s3cr3t")}); err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
	fmt.Println("Stored.")
}
