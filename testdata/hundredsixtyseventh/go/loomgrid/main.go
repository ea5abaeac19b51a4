// loomgrid is a table viewer drawn straight on nsf/termbox-go (in the
// alternate screen): a weaving shed's 40 looms under a bold header row
// (LOOM, ROOM, WARP, PICKS, STATUS), the selected row in reverse, and a
// status row at the foot, "looms.csv  row 1 of 40", with its keys.
package main

import (
	"fmt"

	"github.com/nsf/termbox-go"
)

var rooms = []string{"north", "south", "loft", "annex"}
var warps = []string{"linen", "wool", "cotton", "silk", "hemp"}
var states = []string{"weaving", "idle", "threading", "repair"}

type loom struct{ name, room, warp, picks, state string }

func looms() []loom {
	var l []loom
	for i := 0; i < 40; i++ {
		l = append(l, loom{fmt.Sprintf("Loom %02d", i+1), rooms[i%4], warps[i%5], fmt.Sprintf("%d", 12+(i*7)%30), states[(i*3)%4]})
	}
	return l
}

func print(x, y int, fg, bg termbox.Attribute, s string) {
	for _, r := range s {
		termbox.SetCell(x, y, r, fg, bg)
		x++
	}
}

func row(l loom) string {
	return fmt.Sprintf(" %-10s %-8s %-8s %6s  %-10s", l.name, l.room, l.warp, l.picks, l.state)
}

func draw(all []loom, top, sel int) {
	termbox.Clear(termbox.ColorDefault, termbox.ColorDefault)
	w, h := termbox.Size()
	print(0, 0, termbox.AttrBold, termbox.ColorDefault, fmt.Sprintf(" %-10s %-8s %-8s %6s  %-10s", "LOOM", "ROOM", "WARP", "PICKS", "STATUS"))
	rows := h - 2
	for i := 0; i < rows && top+i < len(all); i++ {
		fg, bg := termbox.ColorDefault, termbox.ColorDefault
		if top+i == sel {
			fg, bg = termbox.AttrReverse, termbox.AttrReverse
			for x := 0; x < w; x++ {
				termbox.SetCell(x, 1+i, ' ', fg, bg)
			}
		}
		print(0, 1+i, fg, bg, row(all[top+i]))
	}
	status := fmt.Sprintf(" looms.csv  row %d of %d    ↑/↓ move  PgDn/PgUp page  q quit", sel+1, len(all))
	for x := 0; x < w; x++ {
		termbox.SetCell(x, h-1, ' ', termbox.ColorBlack, termbox.ColorCyan)
	}
	print(0, h-1, termbox.ColorBlack, termbox.ColorCyan, status)
	termbox.Flush()
}

func main() {
	if err := termbox.Init(); err != nil {
		panic(err)
	}
	defer termbox.Close()
	termbox.HideCursor()
	all := looms()
	top, sel := 0, 0
	for {
		_, h := termbox.Size()
		rows := h - 2
		if sel < top {
			top = sel
		}
		if sel >= top+rows {
			top = sel - rows + 1
		}
		draw(all, top, sel)
		ev := termbox.PollEvent()
		if ev.Type != termbox.EventKey {
			continue
		}
		switch {
		case ev.Ch == 'q' || ev.Key == termbox.KeyCtrlC:
			return
		case ev.Key == termbox.KeyArrowDown && sel < len(all)-1:
			sel++
		case ev.Key == termbox.KeyArrowUp && sel > 0:
			sel--
		case ev.Key == termbox.KeyPgdn:
			sel = min(sel+20, len(all)-1)
			top = sel
		case ev.Key == termbox.KeyPgup:
			sel = max(sel-20, 0)
			top = sel
		}
	}
}
