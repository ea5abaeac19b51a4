module agentty.test/twohundredthirtythird

go 1.26.8

require (
	github.com/MichaelMure/go-term-text v0.3.1
	github.com/aquasecurity/table v1.8.0
	github.com/cheggaaa/pb/v3 v3.3.0
	github.com/common-nighthawk/go-figure v0.0.0-20210622060536-734e95fb86be
	github.com/moby/term v0.5.2
)

require (
	github.com/Azure/go-ansiterm v0.0.0-20250102033503-faa5f7b0171c // indirect
	github.com/VividCortex/ewma v1.2.0 // indirect
	github.com/clipperhouse/uax29/v2 v2.2.0 // indirect
	github.com/fatih/color v1.19.0 // indirect
	github.com/mattn/go-colorable v0.1.16 // indirect
	github.com/mattn/go-isatty v0.0.24 // indirect
	github.com/mattn/go-runewidth v0.0.31 // indirect
	golang.org/x/sys v0.49.0 // indirect
	golang.org/x/term v0.0.0-20220526004731-065cf7ba2467 // indirect
)
