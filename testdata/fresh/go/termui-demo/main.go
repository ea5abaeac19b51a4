// Command termui-demo draws one screen of github.com/gizak/termui, named
// by its argument: list (a framed list of services, the current one
// highlighted; Enter prints it) or dashboard (a gauge and a sparkline that
// change every half second; q quits). It is in agentty's fresh held-out
// set.
package main

import (
	"fmt"
	"os"
	"time"

	ui "github.com/gizak/termui/v3"
	"github.com/gizak/termui/v3/widgets"
)

func main() {
	if err := ui.Init(); err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
	defer ui.Close()
	switch os.Args[1] {
	case "list":
		l := widgets.NewList()
		l.Title = "Restart which service?"
		l.Rows = []string{"api", "worker", "scheduler"}
		l.SelectedRowStyle = ui.NewStyle(ui.ColorBlack, ui.ColorYellow)
		l.SetRect(0, 0, 40, 7)
		ui.Render(l)
		for e := range ui.PollEvents() {
			switch e.ID {
			case "<C-c>", "q":
				return
			case "<Down>", "j":
				l.ScrollDown()
			case "<Up>", "k":
				l.ScrollUp()
			case "<Enter>":
				ui.Close()
				fmt.Printf("ANSWER %s\n", l.Rows[l.SelectedRow])
				return
			}
			ui.Render(l)
		}
	case "dashboard":
		g := widgets.NewGauge()
		g.Title = "Disk usage"
		g.SetRect(0, 0, 50, 3)
		s := widgets.NewSparkline()
		s.Title = "requests"
		sg := widgets.NewSparklineGroup(s)
		sg.Title = "Traffic"
		sg.SetRect(0, 3, 50, 12)
		tick := time.NewTicker(500 * time.Millisecond)
		defer tick.Stop()
		events := ui.PollEvents()
		for n := 0; ; n++ {
			g.Percent = 40 + n%30
			s.Data = append(s.Data, float64(n%7))
			if len(s.Data) > 40 {
				s.Data = s.Data[1:]
			}
			ui.Render(g, sg)
			select {
			case e := <-events:
				if e.ID == "q" || e.ID == "<C-c>" {
					return
				}
			case <-tick.C:
			}
		}
	}
}
