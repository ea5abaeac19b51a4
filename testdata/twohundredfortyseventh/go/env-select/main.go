// env-select asks which environment a migration runs against, a list
// coloured with wzshiming/ctc and redrawn in place (arrows move, enter
// chooses), then whether to run the pending migrations there.
package main

import (
	"fmt"
	"os"
	"strings"

	"github.com/wzshiming/ctc"

	"agentty.test/twohundredfortyseventh/internal/keys"
)

var envs = []string{"development", "staging", "production", "production-eu"}

func main() {
	restore := keys.Raw()
	keys.HideCursor()
	at := 0
	var f keys.Frame
	draw := func() {
		rows := []string{fmt.Sprint(ctc.ForegroundBrightGreen, "?", ctc.Reset, " Which environment should the migration run against? ",
			ctc.ForegroundBrightBlack, "[Use arrows to move]", ctc.Reset)}
		for i, e := range envs {
			if i == at {
				rows = append(rows, fmt.Sprint(ctc.ForegroundCyan, "❯ ", e, ctc.Reset))
			} else {
				rows = append(rows, "  "+e)
			}
		}
		f.Draw(rows)
	}
	draw()
	for {
		switch keys.Read() {
		case keys.Up:
			at = (at + len(envs) - 1) % len(envs)
		case keys.Down:
			at = (at + 1) % len(envs)
		case keys.Enter:
			f.Done()
			restore()
			keys.ShowCursor()
			env := envs[at]
			fmt.Print(ctc.ForegroundBrightGreen, "✔", ctc.Reset, " Environment: ", ctc.ForegroundCyan, env, ctc.Reset, "\n")
			fmt.Println("Pending: 0042_add_index, 0043_split_jobs, 0044_drop_legacy, 0045_backfill")
			a := keys.Line(fmt.Sprintf("Run 4 pending migrations on %s? [y/N] ", env))
			if strings.HasPrefix(strings.ToLower(a), "y") {
				fmt.Println("Migrated", env+".")
			} else {
				fmt.Println("Nothing run.")
			}
			return
		case keys.Quit:
			restore()
			keys.ShowCursor()
			os.Exit(130)
		}
		draw()
	}
}
