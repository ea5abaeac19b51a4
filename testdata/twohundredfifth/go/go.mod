module agentty.test/twohundredfifth

go 1.26.8

tool (
	github.com/rivo/tview/demos/checkbox
	github.com/rivo/tview/demos/dropdown
	github.com/rivo/tview/demos/form
	github.com/rivo/tview/demos/inputfield
	github.com/rivo/tview/demos/inputfield/autocomplete
	github.com/rivo/tview/demos/list
	github.com/rivo/tview/demos/modal
	github.com/rivo/tview/demos/presentation
	github.com/rivo/tview/demos/table
	github.com/rivo/tview/demos/textarea
	github.com/rivo/tview/demos/treeview
)

require (
	github.com/gdamore/encoding v1.0.1 // indirect
	github.com/gdamore/tcell/v2 v2.8.1 // indirect
	github.com/lucasb-eyer/go-colorful v1.2.0 // indirect
	github.com/mattn/go-runewidth v0.0.16 // indirect
	github.com/rivo/tview v0.42.0 // indirect
	github.com/rivo/uniseg v0.4.7 // indirect
	golang.org/x/sys v0.29.0 // indirect
	golang.org/x/term v0.28.0 // indirect
	golang.org/x/text v0.21.0 // indirect
)
