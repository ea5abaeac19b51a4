// Command termdash-demo draws one screen of mum4k/termdash, named by its
// argument: "field" a text field with its label in a box, "dash" a small
// dashboard. A program of agentty's seventh set, whose screens were never
// used to tune the mode classifier.
package main

import (
	"context"
	"fmt"
	"os"

	"github.com/mum4k/termdash"
	"github.com/mum4k/termdash/container"
	"github.com/mum4k/termdash/keyboard"
	"github.com/mum4k/termdash/linestyle"
	"github.com/mum4k/termdash/terminal/tcell"
	"github.com/mum4k/termdash/terminal/terminalapi"
	"github.com/mum4k/termdash/widgets/gauge"
	"github.com/mum4k/termdash/widgets/text"
	"github.com/mum4k/termdash/widgets/textinput"
)

func main() {
	if err := run(append(os.Args[1:], "")[0]); err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
}

func run(kind string) error {
	t, err := tcell.New()
	if err != nil {
		return err
	}
	defer t.Close()
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	var c *container.Container
	switch kind {
	case "field":
		in, err := textinput.New(
			textinput.Label("Release name: "),
			textinput.Border(linestyle.Light),
			textinput.MaxWidthCells(40),
			textinput.OnSubmit(func(s string) error { cancel(); return nil }),
		)
		if err != nil {
			return err
		}
		c, err = container.New(t, container.Border(linestyle.Light), container.BorderTitle(" New release "), container.PlaceWidget(in))
		if err != nil {
			return err
		}
	case "dash":
		g, err := gauge.New()
		if err != nil {
			return err
		}
		if err := g.Percent(62); err != nil {
			return err
		}
		log, err := text.New()
		if err != nil {
			return err
		}
		for _, l := range []string{"worker 1: 18 jobs done\n", "worker 2: 11 jobs done\n", "worker 3: idle\n"} {
			if err := log.Write(l); err != nil {
				return err
			}
		}
		c, err = container.New(t,
			container.SplitHorizontal(
				container.Top(container.Border(linestyle.Light), container.BorderTitle(" Queue drained "), container.PlaceWidget(g)),
				container.Bottom(container.Border(linestyle.Light), container.BorderTitle(" Workers (q quits) "), container.PlaceWidget(log)),
			))
		if err != nil {
			return err
		}
	default:
		return fmt.Errorf("unknown screen %q", kind)
	}
	quit := func(k *terminalapi.Keyboard) {
		if k.Key == keyboard.KeyEsc || (kind == "dash" && k.Key == 'q') {
			cancel()
		}
	}
	return termdash.Run(ctx, t, c, termdash.KeyboardSubscriber(quit))
}
