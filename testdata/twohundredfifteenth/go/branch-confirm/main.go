// branch-confirm lists four stale branches and asks, on one line drawn
// with go-ansi, whether to delete them: y or n, Enter for the default No;
// then, asked yes, whether to push the deletion too, Yes or No switched
// with the arrows (the chosen one underlined in cyan), the cursor hidden.
package main

import (
	"fmt"

	ansi "github.com/k0kubun/go-ansi"

	"agentty.test/twohundredfifteenth/internal/keys"
)

func main() {
	fmt.Println("Stale branches (no commit for 90 days):")
	for _, b := range []string{"fix/login-timeout", "feature/dark-mode", "spike/grpc", "release-5"} {
		fmt.Println("  " + b)
	}
	restore := keys.Raw()
	defer func() { ansi.CursorShow(); restore() }()
	var f keys.Frame
	f.Draw([]string{"\033[32m?\033[m \033[1mDelete the 4 stale branches?\033[m \033[2m(y/N)\033[m "})
	for {
		k := keys.Read()
		if k == "y" || k == "Y" {
			f.Draw([]string{"\033[32m?\033[m \033[1mDelete the 4 stale branches?\033[m \033[36mYes\033[m"})
			break
		}
		if k == "n" || k == "N" || k == keys.Enter || k == keys.Quit {
			f.Draw([]string{"\033[32m?\033[m \033[1mDelete the 4 stale branches?\033[m \033[36mNo\033[m"})
			f.Done()
			return
		}
	}
	f.Done()
	ansi.CursorHide()
	var g keys.Frame
	yes := true
	for {
		y, n := "\033[4;36mYes\033[m", "No"
		if !yes {
			y, n = "Yes", "\033[4;36mNo\033[m"
		}
		g.Draw([]string{"\033[32m?\033[m \033[1mPush the deletion to origin too?\033[m  " + y + " / " + n})
		switch keys.Read() {
		case keys.Left, keys.Right, keys.Tab:
			yes = !yes
		case keys.Enter, keys.Quit:
			g.Done()
			return
		}
	}
}
