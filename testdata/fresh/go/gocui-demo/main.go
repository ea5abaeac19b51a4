// Command gocui-demo shows a list of environments in a framed view of
// github.com/awesome-gocui/gocui, the current one highlighted; Enter
// prints it. It is in agentty's fresh held-out set.
package main

import (
	"errors"
	"fmt"
	"os"

	"github.com/awesome-gocui/gocui"
)

var envs = []string{"staging", "production", "development"}

func main() {
	g, err := gocui.NewGui(gocui.OutputNormal, true)
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
	defer g.Close()
	chosen := ""
	g.SetManagerFunc(func(g *gocui.Gui) error {
		v, err := g.SetView("envs", 10, 3, 50, 3+len(envs)+1, 0)
		if err != nil && !errors.Is(err, gocui.ErrUnknownView) {
			return err
		}
		if err != nil {
			v.Title = "Pick an environment"
			v.Highlight = true
			v.SelBgColor = gocui.ColorBlue
			v.SelFgColor = gocui.ColorWhite
			for _, e := range envs {
				fmt.Fprintln(v, e)
			}
			if _, err := g.SetCurrentView("envs"); err != nil {
				return err
			}
		}
		return nil
	})
	move := func(d int) func(*gocui.Gui, *gocui.View) error {
		return func(g *gocui.Gui, v *gocui.View) error {
			_, y := v.Cursor()
			if y+d >= 0 && y+d < len(envs) {
				v.MoveCursor(0, d)
			}
			return nil
		}
	}
	_ = g.SetKeybinding("envs", gocui.KeyArrowDown, gocui.ModNone, move(1))
	_ = g.SetKeybinding("envs", gocui.KeyArrowUp, gocui.ModNone, move(-1))
	_ = g.SetKeybinding("envs", gocui.KeyEnter, gocui.ModNone, func(g *gocui.Gui, v *gocui.View) error {
		_, y := v.Cursor()
		chosen = envs[y]
		return gocui.ErrQuit
	})
	_ = g.SetKeybinding("", gocui.KeyCtrlC, gocui.ModNone, func(*gocui.Gui, *gocui.View) error { return gocui.ErrQuit })
	if err := g.MainLoop(); err != nil && !errors.Is(err, gocui.ErrQuit) {
		g.Close()
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
	g.Close()
	fmt.Printf("ANSWER %s\n", chosen)
}
