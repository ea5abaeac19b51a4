// Command gowid-demo draws one screen of gcla/gowid, named by its first
// argument, over the file named by its second: "edit" the file in an edit
// widget, "dialog" the same with a question in a box over it. A program
// of agentty's seventh set, whose screens were never used to tune the
// mode classifier.
package main

import (
	"fmt"
	"os"

	"github.com/gcla/gowid"
	"github.com/gcla/gowid/widgets/dialog"
	"github.com/gcla/gowid/widgets/edit"
	"github.com/gcla/gowid/widgets/framed"
	"github.com/gcla/gowid/widgets/holder"
	"github.com/gcla/gowid/widgets/hpadding"
	"github.com/gcla/gowid/widgets/pile"
	"github.com/gcla/gowid/widgets/text"
)

func main() {
	if len(os.Args) != 3 {
		fmt.Fprintln(os.Stderr, "usage: gowid-demo edit|dialog FILE")
		os.Exit(2)
	}
	kind, name := os.Args[1], os.Args[2]
	b, err := os.ReadFile(name)
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
	ed := edit.New(edit.Options{Text: string(b)})
	footer := text.New(name + "   ^S save   ^C quit")
	view := holder.New(pile.New([]gowid.IContainerWidget{
		&gowid.ContainerWidget{IWidget: framed.NewUnicode(ed), D: gowid.RenderWithWeight{W: 1}},
		&gowid.ContainerWidget{IWidget: footer, D: gowid.RenderFlow{}},
	}))
	app, err := gowid.NewApp(gowid.AppArgs{View: view})
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
	if kind == "dialog" {
		q := text.New("Discard the changes to " + name + "?")
		d := dialog.New(framed.NewSpace(hpadding.New(q, gowid.HAlignMiddle{}, gowid.RenderFixed{})), dialog.Options{Buttons: dialog.OkCancel})
		d.Open(view, gowid.RenderWithRatio{R: 0.5}, app)
	}
	app.SimpleMainLoop()
}
