// region-select asks which region the mirror should use: a list drawn with
// go-ansi, the highlighted entry marked "❯" in cyan, the cursor hidden.
package main

import (
	"fmt"

	ansi "github.com/k0kubun/go-ansi"

	"agentty.test/twohundredfifteenth/internal/keys"
)

func main() {
	regions := []string{"eu-west (Dublin)", "eu-central (Frankfurt)", "us-east (Virginia)", "ap-south (Mumbai)"}
	restore := keys.Raw()
	ansi.CursorHide()
	defer func() { ansi.CursorShow(); restore() }()
	var f keys.Frame
	at := 0
	for {
		rows := []string{"\033[32m?\033[m \033[1mWhich region should the mirror use?\033[m \033[2m(↑/↓ to move, enter to choose)\033[m"}
		for i, r := range regions {
			if i == at {
				rows = append(rows, "\033[36m❯ "+r+"\033[m")
			} else {
				rows = append(rows, "  "+r)
			}
		}
		f.Draw(rows)
		switch keys.Read() {
		case keys.Up:
			at = (at + len(regions) - 1) % len(regions)
		case keys.Down:
			at = (at + 1) % len(regions)
		case keys.Enter:
			f.Done()
			fmt.Print("Mirror region: ", regions[at], "\r\n")
			return
		case keys.Quit:
			f.Done()
			return
		}
	}
}
