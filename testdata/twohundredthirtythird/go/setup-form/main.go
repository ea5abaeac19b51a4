// setup-form sets up a depot node in a form of three fields on the main
// screen, their labels right-aligned by MichaelMure/go-term-text, tab
// moving to the next field, keys read raw through moby/term.
package main

import (
	"fmt"
	"os"

	"agentty.test/twohundredthirtythird/internal/keys"
	text "github.com/MichaelMure/go-term-text"
)

var fields = []struct{ label, def string }{
	{"Node name", ""},
	{"Listen port", "8080"},
	{"Data directory", "/var/lib/depot"},
}

const labelWidth = 16

func main() {
	restore := keys.Raw()
	vals := make([]string, len(fields))
	cur := 0
	at := 0 // the form's row the cursor is on
	draw := func() {
		rows := []string{
			"\033[1mSet up a depot node\033[m",
			"\033[2mtab: next field · enter on the last: save\033[m",
			"",
		}
		for i, fl := range fields {
			label := text.LineAlignRight(fl.label+":", labelWidth)
			mark := "  "
			if i == cur {
				mark = "\033[35m▸\033[m "
				label = "\033[1m" + label + "\033[m"
			}
			v := vals[i]
			if v == "" && fl.def != "" {
				v = "\033[2m" + fl.def + "\033[m"
			}
			rows = append(rows, mark+label+" "+v)
		}
		if at > 0 {
			fmt.Printf("\033[%dF", at)
		}
		fmt.Print("\r")
		for i, r := range rows {
			fmt.Print("\033[2K", r)
			if i < len(rows)-1 {
				fmt.Print("\r\n")
			}
		}
		focus := 3 + cur
		if up := len(rows) - 1 - focus; up > 0 {
			fmt.Printf("\033[%dA", up)
		}
		fmt.Printf("\r\033[%dC", 2+labelWidth+1+len([]rune(vals[cur])))
		at = focus
	}
	for {
		draw()
		switch k := keys.Read(); k {
		case keys.Tab:
			cur = (cur + 1) % len(fields)
		case keys.Enter:
			if cur < len(fields)-1 {
				cur++
				continue
			}
			fmt.Print("\r\n\r\n")
			fmt.Printf("Saved node %q.\r\n", vals[0])
			restore()
			return
		case keys.Back:
			if r := []rune(vals[cur]); len(r) > 0 {
				vals[cur] = string(r[:len(r)-1])
			}
		case keys.Quit:
			restore()
			fmt.Print("\r\n")
			os.Exit(1)
		case keys.Up, keys.Down, keys.Left, keys.Right, "":
		default:
			if k == keys.Space {
				k = " "
			}
			vals[cur] += string(k)
		}
	}
}
