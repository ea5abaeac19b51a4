// flag-checklist asks which feature flags to turn on: a checklist whose
// entries each carry a description wrapped and indented under them by
// MichaelMure/go-term-text, keys read raw through moby/term.
package main

import (
	"fmt"
	"os"
	"strings"

	"agentty.test/twohundredthirtythird/internal/keys"
	text "github.com/MichaelMure/go-term-text"
)

var flags = []struct{ name, about string }{
	{"batch-picking", "Pickers collect the items of several orders in one walk through the aisles."},
	{"shelf-heatmap", "The overview colours each shelf by how often it was visited this week."},
	{"late-cutoff", "Orders placed until 18:00 still leave the same day."},
	{"scanner-sounds", "Handheld scanners beep twice on a wrong item."},
}

func render(cur int, on []bool) []string {
	rows := []string{
		"\033[32m?\033[m \033[1mWhich feature flags should be turned on for staging?\033[m",
		"  \033[2m(space to toggle, ↑/↓ to move, enter to save)\033[m",
	}
	for i, f := range flags {
		mark, box := "  ", "◯"
		if on[i] {
			box = "\033[32m◉\033[m"
		}
		name := f.name
		if i == cur {
			mark, name = "\033[36m›\033[m ", "\033[36m"+f.name+"\033[m"
		}
		rows = append(rows, mark+box+" "+name)
		w, _ := text.WrapLeftPadded(f.about, 60, 6)
		for _, l := range strings.Split(w, "\n") {
			rows = append(rows, "\033[2m"+l+"\033[m")
		}
	}
	return rows
}

func main() {
	restore := keys.Raw()
	keys.HideCursor()
	var f keys.Frame
	on := make([]bool, len(flags))
	cur := 0
	for done := false; !done; {
		f.Draw(render(cur, on))
		switch keys.Read() {
		case keys.Up:
			cur = (cur + len(flags) - 1) % len(flags)
		case keys.Down:
			cur = (cur + 1) % len(flags)
		case keys.Space:
			on[cur] = !on[cur]
		case keys.Enter:
			done = true
		case keys.Quit:
			keys.ShowCursor()
			f.Done()
			restore()
			os.Exit(1)
		}
	}
	f.Done()
	keys.ShowCursor()
	var names []string
	for i, fl := range flags {
		if on[i] {
			names = append(names, fl.name)
		}
	}
	fmt.Printf("Turned on: %s\r\n", strings.Join(names, ", "))
	restore()
}
