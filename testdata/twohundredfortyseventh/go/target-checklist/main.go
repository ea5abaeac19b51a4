// target-checklist asks which targets a release publishes to, a
// checklist coloured with wzshiming/ctc and redrawn in place (space
// ticks, arrows move, enter accepts), then the tag to create, with a
// default.
package main

import (
	"fmt"
	"os"
	"strings"

	"github.com/wzshiming/ctc"

	"agentty.test/twohundredfortyseventh/internal/keys"
)

var targets = []string{"GitHub Releases", "Docker Hub", "Homebrew tap", "npm registry", "Debian repository"}

func main() {
	restore := keys.Raw()
	keys.HideCursor()
	at := 0
	ticked := make([]bool, len(targets))
	var f keys.Frame
	draw := func() {
		rows := []string{
			fmt.Sprint(ctc.ForegroundBrightGreen, "?", ctc.Reset, " Which targets should the release publish to?"),
			fmt.Sprint(ctc.ForegroundBrightBlack, "  (space to tick, ↑/↓ to move, enter to accept)", ctc.Reset),
		}
		for i, t := range targets {
			box := "[ ]"
			if ticked[i] {
				box = fmt.Sprint(ctc.ForegroundGreen, "[x]", ctc.Reset)
			}
			if i == at {
				rows = append(rows, fmt.Sprint(ctc.ForegroundCyan, "› ", ctc.Reset, box, " ", ctc.ForegroundCyan, t, ctc.Reset))
			} else {
				rows = append(rows, fmt.Sprint("  ", box, " ", t))
			}
		}
		f.Draw(rows)
	}
	draw()
	for {
		switch keys.Read() {
		case keys.Up:
			at = (at + len(targets) - 1) % len(targets)
		case keys.Down:
			at = (at + 1) % len(targets)
		case keys.Space:
			ticked[at] = !ticked[at]
		case keys.Enter:
			f.Done()
			restore()
			keys.ShowCursor()
			var chosen []string
			for i, t := range targets {
				if ticked[i] {
					chosen = append(chosen, t)
				}
			}
			fmt.Print(ctc.ForegroundGreen, "✔", ctc.Reset, " Publishing to: ", strings.Join(chosen, ", "), "\n")
			tag := keys.Line("Tag to create [v2.4.0]: ")
			if tag == "" {
				tag = "v2.4.0"
			}
			fmt.Println("Tagged", tag+".")
			return
		case keys.Quit:
			restore()
			keys.ShowCursor()
			os.Exit(130)
		}
		draw()
	}
}
