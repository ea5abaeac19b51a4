// kilnform is a small form on jroimartin/gocui (over nsf/termbox-go, in
// the alternate screen): a pottery's new firing, three framed fields
// under a title row — the kiln's name (empty), the cone (filled in with
// 06) and the kiln's pass code (masked with stars) — the current field's
// frame in green, Tab to the next, and a row of keys at the foot.
package main

import (
	"errors"
	"fmt"
	"os"

	"github.com/jroimartin/gocui"
)

var fields = []struct{ name, title, fill string }{
	{"name", "Kiln name", ""},
	{"cone", "Cone", "06"},
	{"code", "Pass code", ""},
}

var current = 0

func layout(g *gocui.Gui) error {
	w, _ := g.Size()
	if v, err := g.SetView("head", -1, -1, w, 1); err != nil {
		if !errors.Is(err, gocui.ErrUnknownView) {
			return err
		}
		v.Frame = false
		fmt.Fprintln(v, " Kiln log — New firing")
	}
	for i, f := range fields {
		v, err := g.SetView(f.name, 2, 2+i*3, 42, 4+i*3)
		if err != nil {
			if !errors.Is(err, gocui.ErrUnknownView) {
				return err
			}
			v.Title = f.title
			v.Editable = true
			if f.name == "code" {
				v.Mask = '*'
			}
			if f.fill != "" {
				fmt.Fprint(v, f.fill)
				_ = v.SetCursor(len(f.fill), 0)
			}
		}
	}
	if v, err := g.SetView("keys", -1, 11, w, 13); err != nil {
		if !errors.Is(err, gocui.ErrUnknownView) {
			return err
		}
		v.Frame = false
		fmt.Fprintln(v, " Tab next field   Enter save   Ctrl-C quit")
	}
	if g.CurrentView() == nil {
		if _, err := g.SetCurrentView(fields[0].name); err != nil {
			return err
		}
	}
	return nil
}

func next(g *gocui.Gui, v *gocui.View) error {
	current = (current + 1) % len(fields)
	_, err := g.SetCurrentView(fields[current].name)
	return err
}

func quit(g *gocui.Gui, v *gocui.View) error { return gocui.ErrQuit }

func main() {
	g, err := gocui.NewGui(gocui.OutputNormal)
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
	defer g.Close()
	g.Cursor = true
	g.Highlight = true
	g.SelFgColor = gocui.ColorGreen
	g.SetManagerFunc(layout)
	for _, b := range []struct {
		key interface{}
		h   func(*gocui.Gui, *gocui.View) error
	}{{gocui.KeyTab, next}, {gocui.KeyCtrlC, quit}, {gocui.KeyEnter, quit}} {
		if err := g.SetKeybinding("", b.key, gocui.ModNone, b.h); err != nil {
			fmt.Fprintln(os.Stderr, err)
			os.Exit(1)
		}
	}
	if err := g.MainLoop(); err != nil && !errors.Is(err, gocui.ErrQuit) {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
}
