// account-form asks for a new account in a form of three fields drawn
// with go-ansi (Name, Email, Role with its default), the focused field's
// label bold and marked "›", the cursor in its value; tab moves to the
// next field, enter on the last submits.
package main

import (
	"fmt"
	"strings"

	ansi "github.com/k0kubun/go-ansi"

	"agentty.test/twohundredfifteenth/internal/keys"
)

func main() {
	labels := []string{"Name", "Email", "Role"}
	values := []string{"", "", ""}
	placeholders := []string{"", "", "developer"}
	restore := keys.Raw()
	defer func() { ansi.CursorShow(); restore() }()
	var f keys.Frame
	at := 0
	for {
		rows := []string{"\033[1mNew account\033[m", "\033[2mtab: next field · enter on the last: create\033[m", ""}
		for i, l := range labels {
			v := values[i]
			if v == "" && placeholders[i] != "" {
				v = "\033[2m" + placeholders[i] + "\033[m"
			}
			if i == at {
				rows = append(rows, "\033[36m›\033[m \033[1m"+l+":\033[m "+v)
			} else {
				rows = append(rows, "  "+l+": "+v)
			}
		}
		f.Draw(rows)
		// Put the cursor after the focused field's value.
		ansi.CursorPreviousLine(len(labels) - 1 - at)
		ansi.CursorHorizontalAbsolute(len("› "+labels[at]+": ") - 2 + len([]rune(values[at])) + 1)
		k := keys.Read()
		ansi.CursorNextLine(len(labels) - 1 - at)
		switch k {
		case keys.Tab, keys.Down:
			at = (at + 1) % len(labels)
		case keys.Up:
			at = (at + len(labels) - 1) % len(labels)
		case keys.Space:
			values[at] += " "
		case keys.Back:
			if r := []rune(values[at]); len(r) > 0 {
				values[at] = string(r[:len(r)-1])
			}
		case keys.Enter:
			if at < len(labels)-1 {
				at++
				continue
			}
			for i := range values {
				if values[i] == "" {
					values[i] = placeholders[i]
				}
			}
			f.Done()
			fmt.Print("Created ", strings.TrimSpace(values[0]), " (", values[2], ")\r\n")
			return
		case keys.Quit:
			f.Done()
			return
		default:
			if len(k) >= 1 && !strings.ContainsAny(string(k), "\x1b") {
				values[at] += string(k)
			}
		}
	}
}
