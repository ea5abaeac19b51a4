module agentty.test/hundredsixtyseventh

go 1.26.0

require (
	github.com/jroimartin/gocui v0.5.0
	github.com/nsf/termbox-go v1.1.1
	golang.org/x/term v0.48.0
)

require (
	github.com/mattn/go-runewidth v0.0.9 // indirect
	golang.org/x/sys v0.50.0 // indirect
)
