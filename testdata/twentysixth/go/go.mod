module agentty.test/twentysixth

go 1.26.0

require (
	github.com/briandowns/spinner v1.23.2
	github.com/theckman/yacspin v0.13.12
)

require (
	github.com/fatih/color v1.13.0 // indirect
	github.com/mattn/go-colorable v0.1.12 // indirect
	github.com/mattn/go-isatty v0.0.20 // indirect
	github.com/mattn/go-runewidth v0.0.16 // indirect
	github.com/rivo/uniseg v0.4.7 // indirect
	golang.org/x/sys v0.27.0 // indirect
	golang.org/x/term v0.1.0 // indirect
)
