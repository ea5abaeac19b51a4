// loomcheck is a checklist drawn straight on nsf/termbox-go (in the
// alternate screen): a question in bold, five looms each with a "[ ]"
// box ("[x]" once ticked with Space), "> " before the highlighted one,
// and a row of keys at the foot.
package main

import (
	"github.com/nsf/termbox-go"
)

var looms = []string{"Loom 03 (north, linen)", "Loom 07 (south, wool)", "Loom 12 (loft, cotton)", "Loom 18 (annex, silk)", "Loom 21 (north, hemp)"}

func print(x, y int, fg, bg termbox.Attribute, s string) {
	for _, r := range s {
		termbox.SetCell(x, y, r, fg, bg)
		x++
	}
}

func draw(sel int, ticked []bool) {
	termbox.Clear(termbox.ColorDefault, termbox.ColorDefault)
	_, h := termbox.Size()
	print(1, 1, termbox.AttrBold, termbox.ColorDefault, "Which looms need threading before Monday?")
	for i, l := range looms {
		mark, box, fg := "  ", "[ ] ", termbox.ColorDefault
		if ticked[i] {
			box = "[x] "
		}
		if i == sel {
			mark, fg = "> ", termbox.ColorYellow|termbox.AttrBold
		}
		print(1, 3+i, fg, termbox.ColorDefault, mark+box+l)
	}
	print(1, h-2, termbox.ColorBlue, termbox.ColorDefault, "↑/↓ move · space tick · enter done · esc cancel")
	termbox.Flush()
}

func main() {
	if err := termbox.Init(); err != nil {
		panic(err)
	}
	defer termbox.Close()
	termbox.HideCursor()
	sel, ticked := 0, make([]bool, len(looms))
	for {
		draw(sel, ticked)
		ev := termbox.PollEvent()
		if ev.Type != termbox.EventKey {
			continue
		}
		switch {
		case ev.Key == termbox.KeyEsc || ev.Key == termbox.KeyCtrlC || ev.Key == termbox.KeyEnter:
			return
		case ev.Key == termbox.KeyArrowDown && sel < len(looms)-1:
			sel++
		case ev.Key == termbox.KeyArrowUp && sel > 0:
			sel--
		case ev.Key == termbox.KeySpace:
			ticked[sel] = !ticked[sel]
		}
	}
}
