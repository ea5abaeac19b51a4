// tideask asks its questions a line at a time on the main screen through
// golang.org/x/term's Terminal (the terminal raw, the line edited by the
// library): the harbour's name, the berth with a default in brackets, a
// y/N confirm, and the harbour master's password, read with no echo.
package main

import (
	"fmt"
	"io"
	"os"
	"strings"

	"golang.org/x/term"
)

func main() {
	old, err := term.MakeRaw(int(os.Stdin.Fd()))
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
	defer func() { _ = term.Restore(int(os.Stdin.Fd()), old) }()
	t := term.NewTerminal(struct {
		io.Reader
		io.Writer
	}{os.Stdin, os.Stdout}, "")
	fmt.Fprint(t, "Mooring log — new arrival\r\n\r\n")
	ask := func(p string) string {
		t.SetPrompt(p)
		s, err := t.ReadLine()
		if err != nil {
			_ = term.Restore(int(os.Stdin.Fd()), old)
			os.Exit(1)
		}
		return strings.TrimSpace(s)
	}
	vessel := ask("Vessel name: ")
	berth := ask("Berth [7]: ")
	if berth == "" {
		berth = "7"
	}
	ask(fmt.Sprintf("Moor the %s at berth %s? [y/N] ", vessel, berth))
	if _, err := t.ReadPassword("Harbour master's password: "); err != nil {
		os.Exit(1)
	}
	fmt.Fprint(t, "Logged.\r\n")
}
