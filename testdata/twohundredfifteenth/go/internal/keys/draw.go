package keys

import (
	"fmt"

	ansi "github.com/k0kubun/go-ansi"
)

// Frame redraws a block of rows in place with go-ansi's cursor moves: each
// call goes back up over the rows drawn last and writes the new ones.
type Frame struct{ rows int }

// Draw writes rows, erasing what was under each.
func (f *Frame) Draw(rows []string) {
	if f.rows > 1 {
		ansi.CursorPreviousLine(f.rows - 1)
	}
	ansi.CursorHorizontalAbsolute(1)
	for i, r := range rows {
		ansi.EraseInLine(2)
		fmt.Print(r)
		if i < len(rows)-1 {
			fmt.Print("\r\n")
		}
	}
	f.rows = len(rows)
}

// Done leaves the frame, the cursor on the next row.
func (f *Frame) Done() { fmt.Print("\r\n") }
