// kilnpick is a list and a confirm on jroimartin/gocui (over
// nsf/termbox-go, in the alternate screen): a framed list titled with
// its question, the highlighted kiln in green, and, after Enter, a box
// asking whether to fire it tonight with two buttons, No highlighted
// first, and a row of keys at the foot.
package main

import (
	"errors"
	"fmt"
	"os"

	"github.com/jroimartin/gocui"
)

var kilns = []string{"Anagama", "Catenary arch", "Electric No. 2", "Raku barrel"}

var yes = false

func layout(g *gocui.Gui) error {
	w, _ := g.Size()
	if v, err := g.SetView("kilns", 2, 1, 44, 2+len(kilns)+1); err != nil {
		if !errors.Is(err, gocui.ErrUnknownView) {
			return err
		}
		v.Title = "Which kiln fires tonight?"
		v.Highlight = true
		v.SelBgColor = gocui.ColorGreen
		v.SelFgColor = gocui.ColorBlack
		for _, k := range kilns {
			fmt.Fprintln(v, k)
		}
		if _, err := g.SetCurrentView("kilns"); err != nil {
			return err
		}
	}
	if v, err := g.SetView("keys", -1, 20, w, 22); err != nil {
		if !errors.Is(err, gocui.ErrUnknownView) {
			return err
		}
		v.Frame = false
		fmt.Fprintln(v, " ↑/↓ move   Enter choose   q quit")
	}
	return nil
}

func move(dy int) func(*gocui.Gui, *gocui.View) error {
	return func(g *gocui.Gui, v *gocui.View) error {
		_, y := v.Cursor()
		if y+dy >= 0 && y+dy < len(kilns) {
			return v.SetCursor(0, y+dy)
		}
		return nil
	}
}

func buttons(g *gocui.Gui) {
	for _, b := range []struct {
		name string
		on   bool
	}{{"yes", yes}, {"no", !yes}} {
		if v, err := g.View(b.name); err == nil {
			v.Highlight = b.on
		}
	}
}

func choose(g *gocui.Gui, v *gocui.View) error {
	_, y := v.Cursor()
	box, err := g.SetView("confirm", 8, 6, 50, 12)
	if err != nil && !errors.Is(err, gocui.ErrUnknownView) {
		return err
	}
	box.Title = "Confirm"
	fmt.Fprintf(box, "\n  Fire the %s tonight?\n", kilns[y])
	for i, b := range []struct{ name, text string }{{"yes", " Yes "}, {"no", "  No "}} {
		bv, err := g.SetView(b.name, 18+i*12, 9, 26+i*12, 11)
		if err != nil && !errors.Is(err, gocui.ErrUnknownView) {
			return err
		}
		bv.SelBgColor = gocui.ColorGreen
		bv.SelFgColor = gocui.ColorBlack
		fmt.Fprint(bv, b.text)
	}
	buttons(g)
	if kv, err := g.View("keys"); err == nil {
		kv.Clear()
		fmt.Fprintln(kv, " ←/→ move   y Yes   n No   Enter choose")
	}
	_, err = g.SetCurrentView("no")
	return err
}

func pick(to bool) func(*gocui.Gui, *gocui.View) error {
	return func(g *gocui.Gui, v *gocui.View) error {
		yes = to
		buttons(g)
		return nil
	}
}

func quit(g *gocui.Gui, v *gocui.View) error { return gocui.ErrQuit }

func main() {
	g, err := gocui.NewGui(gocui.OutputNormal)
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
	defer g.Close()
	g.SetManagerFunc(layout)
	type bind struct {
		view string
		key  interface{}
		h    func(*gocui.Gui, *gocui.View) error
	}
	binds := []bind{
		{"kilns", gocui.KeyArrowDown, move(1)}, {"kilns", gocui.KeyArrowUp, move(-1)},
		{"kilns", gocui.KeyEnter, choose}, {"kilns", 'q', quit}, {"", gocui.KeyCtrlC, quit},
	}
	for _, b := range []string{"yes", "no"} {
		binds = append(binds, bind{b, gocui.KeyArrowLeft, pick(true)}, bind{b, gocui.KeyArrowRight, pick(false)},
			bind{b, gocui.KeyEnter, quit}, bind{b, 'y', quit}, bind{b, 'n', quit})
	}
	for _, b := range binds {
		if err := g.SetKeybinding(b.view, b.key, gocui.ModNone, b.h); err != nil {
			fmt.Fprintln(os.Stderr, err)
			os.Exit(1)
		}
	}
	if err := g.MainLoop(); err != nil && !errors.Is(err, gocui.ErrQuit) {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
}
