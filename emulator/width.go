package emulator

import (
	"strings"

	"github.com/rivo/uniseg"
)

// cutCells returns the part of a rendered line that covers cells [from, to);
// to < 0 means the end of the line. A wide character is kept when its first
// cell is inside the range.
func cutCells(s string, from, to int) string {
	if from <= 0 && to < 0 {
		return s
	}
	var b strings.Builder
	col := 0
	g := uniseg.NewGraphemes(s)
	for g.Next() {
		if to >= 0 && col >= to {
			break
		}
		if col >= from {
			b.WriteString(g.Str())
		}
		col += max(g.Width(), 1)
	}
	return b.String()
}
