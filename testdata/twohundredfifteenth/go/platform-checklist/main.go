// platform-checklist asks which platforms a release builds for: a list of
// boxes drawn with go-ansi, space ticks the highlighted one (marked "❯"),
// enter accepts, the cursor hidden.
package main

import (
	"fmt"
	"strings"

	ansi "github.com/k0kubun/go-ansi"

	"agentty.test/twohundredfifteenth/internal/keys"
)

func main() {
	platforms := []string{"linux/amd64", "linux/arm64", "darwin/arm64", "windows/amd64", "freebsd/amd64"}
	ticked := make([]bool, len(platforms))
	restore := keys.Raw()
	ansi.CursorHide()
	defer func() { ansi.CursorShow(); restore() }()
	var f keys.Frame
	at := 0
	for {
		rows := []string{"\033[32m?\033[m \033[1mWhich platforms should the release build for?\033[m", "  \033[2m(space to tick, ↑/↓ to move, enter to accept)\033[m"}
		for i, p := range platforms {
			box := "[ ]"
			if ticked[i] {
				box = "\033[32m[x]\033[m"
			}
			mark := "  "
			if i == at {
				mark = "\033[36m❯\033[m "
			}
			rows = append(rows, mark+box+" "+p)
		}
		f.Draw(rows)
		switch keys.Read() {
		case keys.Up:
			at = (at + len(platforms) - 1) % len(platforms)
		case keys.Down:
			at = (at + 1) % len(platforms)
		case keys.Space:
			ticked[at] = !ticked[at]
		case keys.Enter:
			var got []string
			for i, p := range platforms {
				if ticked[i] {
					got = append(got, p)
				}
			}
			f.Done()
			fmt.Print("Building for: ", strings.Join(got, ", "), "\r\n")
			return
		case keys.Quit:
			f.Done()
			return
		}
	}
}
